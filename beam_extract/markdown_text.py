"""Markdown -> plain text: the syntax taken back off (headings' marks, fences, emphasis, links and images
to their text, list and quote markers, tables' pipes, escapes), to check that the Markdown holds the words
of the text (`markdown_to_text`).

In: Markdown text as `markdown.render_markdown` writes it. Out: its plain text, blocks apart by a blank line.
"""
from __future__ import annotations

import bisect
import re

FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})")
CODE_SPAN = re.compile(r"(`+)(.+?)(?<!`)\1(?!`)", re.S)
IMAGE = re.compile(r"!\[((?:\\.|[^\]\\])*)\]\((?:\\.|[^()\\]|\((?:\\.|[^()\\])*\))*\)")
LINK = re.compile(r"\[((?:\\.|[^\]\\])*)\]\((?:\\.|[^()\\]|\((?:\\.|[^()\\])*\))*\)")
EMPHASIS_MARK = re.compile(r"(?<!\\)(\*\*|\*|~~|__)")
ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")
LIST_MARKER = re.compile(r"^\s*(?:[-+*]|\d{1,9}[.)])\s+")
QUOTE_MARKER = re.compile(r"^\s*>\s?")
RULE = re.compile(r"^\s*([-*_])(?:\s*\1){2,}\s*$")
TABLE_DELIMITER = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def _heading_text(line: str) -> str | None:
    """The text of an ATX heading `line` (stripped of white space: "## Title ##" -> "Title"), or None
    when the line is not a heading."""
    # Read by hand, not by r"^\s*#{1,6}\s+(.*?)(?:\s+#+)?\s*$", which gives the same text but tried
    # every white space run of the line as the closing sequence's: a heading line with 8,000
    # characters of spaces and tabs took 2 s (2026-12-04).
    hashes = len(line) - len(line.lstrip("#"))
    if not 1 <= hashes <= 6 or len(line) == hashes or not line[hashes].isspace():
        return None
    text = line[hashes:].lstrip()
    unclosed = text.rstrip("#")
    if unclosed != text and unclosed[-1:].isspace():
        return unclosed.rstrip()
    return text


def markdown_to_text(md: str) -> str:
    """The plain text of Markdown this module wrote: syntax taken off, images dropped (as text has none)."""
    out: list[str] = []
    fence = None
    for raw in md.split("\n"):
        line = _without_quote_markers(raw)
        if fence:
            if line.strip().startswith(fence):
                fence = None
                out.append("")
            else:
                out.append(line)
            continue
        m = FENCE.match(line)
        if m:
            fence = m.group(2)
            out.append("")
            continue
        stripped = line.strip()
        if TABLE_DELIMITER.match(stripped) and "|" in stripped:
            continue
        if RULE.match(stripped):
            out.append("")
            continue
        heading = _heading_text(stripped)
        if heading is not None:
            stripped = heading
        stripped = LIST_MARKER.sub("", stripped)
        if stripped.startswith(": "):
            stripped = stripped[2:]
        if stripped.startswith("|") and stripped.endswith("|") and len(stripped) > 1:
            cells = re.split(r"(?<!\\)\|", stripped[1:-1])
            stripped = "\t".join(_inline_to_text(cell.strip()) for cell in cells)
            out.append(stripped.replace("<br>", "\n"))
            continue
        if stripped.endswith("\\") and not stripped.endswith("\\\\"):
            stripped = stripped[:-1]
        out.append(_inline_to_text(stripped))
    text = "\n".join(out)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


_QUOTE_MARKER_AT = re.compile(r"\s*>\s?")  # QUOTE_MARKER, matched at a position


def _without_quote_markers(line: str) -> str:
    """`line` less the quote markers (QUOTE_MARKER) it opens with, read past in one pass: taking
    them off one at a time copied the rest of the line per marker (10,000 "> " on one line: 11x the
    CPU per 4x, 2026-12-03)."""
    start = 0
    while (marker := _QUOTE_MARKER_AT.match(line, start)) is not None:
        start = marker.end()
    return line[start:]


def _inline_to_text(line: str) -> str:
    spans: list[str] = []

    def keep(m: re.Match) -> str:
        spans.append(m.group(2).strip() if m.group(2).strip() else m.group(2))
        return f"\ue020{len(spans) - 1}\ue021"

    line = CODE_SPAN.sub(keep, line.replace("\\`", "\ue022"))
    if "](" in line:  # each image and link holds one
        line = _without_images_and_links(line)
    line = EMPHASIS_MARK.sub("", line)
    line = ESCAPED.sub(r"\1", line).replace("\ue022", "`")
    return re.sub("\ue020(\\d+)\ue021", lambda m: spans[int(m.group(1))], line)


def _without_images_and_links(line: str) -> str:
    """`line` less its images, its links' text kept (IMAGE, then LINK until no link is left)."""
    if "![" in line:
        line = _Brackets(line).without_links(images=True)
    unlinked = _Brackets(line).without_links(images=False)
    if unlinked != line and "](" in unlinked:  # a link's text held a link
        unlinked = _Brackets(unlinked).without_nested_links()
    return unlinked


class _Brackets:
    """A line's links and images found in time linear in the line, as IMAGE and LINK read them
    (their patterns tried at each "[" read the text to its "]" again, and the links were taken off
    one nesting level a pass: 20,000 "[" on a line 11 s of CPU, 16x per 4x, 2026-12-03).

    The line is read as the patterns read a text or a URL from any "[" or "(": a backslash and the
    character after it are one piece (the line holds no newline), so every bracket after a "[" or
    a "(" starts a piece whichever "[" the reading began at."""

    def __init__(self, line: str) -> None:
        self.line = line
        escaped = {pair.start() + 1 for pair in _ESCAPE_PAIR.finditer(line)} if "\\" in line else set()
        self.escaped = escaped
        # the "]"s and the "(" and ")"s not escaped, in order
        self.closes = [at for at in _all(line, "]") if at not in escaped]
        self.parens = sorted(at for at in (*_all(line, "("), *_all(line, ")")) if at not in escaped)
        self._url_ends: dict = {}

    def _next_paren(self, start: int) -> int:
        found = bisect.bisect_left(self.parens, start)
        return self.parens[found] if found < len(self.parens) else -1

    def url_end(self, start: int) -> int:
        """Where the ")" closing a URL that starts at `start` (after its "(") is, as the patterns
        read it (other parentheses one level deep, escapes), or -1."""
        line, known = self.line, self._url_ends
        passed = []
        end = -1
        while start not in known:
            passed.append(start)
            opened = self._next_paren(start)
            if opened < 0:
                break
            if line[opened] == ")":
                end = opened
                break
            closed = self._next_paren(opened + 1)
            if closed < 0 or line[closed] == "(":
                break
            start = closed + 1
        else:
            end = known[start]
        for start in passed:
            known[start] = end
        return end

    def link_at(self, opening: int) -> tuple[int, int] | None:
        """(the "]" ending the text, the ")" ending the URL) of a link whose "[" is at `opening`."""
        found = bisect.bisect_left(self.closes, opening + 1)
        if found == len(self.closes):
            return None
        close = self.closes[found]
        end = self._url_after(close)
        return None if end < 0 else (close, end)

    def _url_after(self, close: int) -> int:
        if close + 1 >= len(self.line) or self.line[close + 1] != "(":
            return -1
        return self.url_end(close + 2)

    def without_links(self, images: bool) -> str:
        """`IMAGE.sub("", line)` (`images`), else `LINK.sub(text, line)`: one pass, leftmost first."""
        line = self.line
        pieces = []
        kept_from = 0
        opening = line.find("[")
        while opening >= 0:
            start = opening - 1 if images else opening
            found = None
            if start >= kept_from and (not images or line[start] == "!"):
                found = self.link_at(opening)
            if found is None:
                opening = line.find("[", opening + 1)
                continue
            close, end = found
            pieces.append(line[kept_from:start])
            if not images:
                pieces.append(line[opening + 1:close])
            kept_from = end + 1
            opening = line.find("[", kept_from)
        pieces.append(line[kept_from:])
        return "".join(pieces)

    def without_nested_links(self) -> str:
        """The links left once each link is taken off: those whose text held a link, the innermost
        first (LINK taken off a pass at a time until none is left, as this read before)."""
        line = self.line
        brackets = sorted((*_all(line, "["), *self.closes))
        dropped: list[tuple[int, int]] = []  # (start, end) of the pieces taken off, in order
        open_brackets: list[int] = []
        index = 0
        while index < len(brackets):
            at = brackets[index]
            index += 1
            if line[at] == "[":
                open_brackets.append(at)
            elif open_brackets:
                end = self._url_after(at)
                if end < 0:
                    open_brackets.clear()  # no text goes on past a "]" that ends no link
                    continue
                dropped.append((open_brackets.pop(), -1))
                dropped.append((at, end))
                index = bisect.bisect_right(brackets, end, index)
        if not dropped:
            return line
        pieces = []
        kept_from = 0
        for start, end in sorted(dropped):
            pieces.append(line[kept_from:start])
            kept_from = start + 1 if end < 0 else end + 1
        pieces.append(line[kept_from:])
        return "".join(pieces)


_ESCAPE_PAIR = re.compile(r"\\.")


def _all(line: str, char: str) -> list[int]:
    """The positions of `char` in `line`."""
    found = []
    at = line.find(char)
    while at >= 0:
        found.append(at)
        at = line.find(char, at + 1)
    return found
