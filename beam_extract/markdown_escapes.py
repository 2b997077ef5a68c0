"""Markdown's escaping of text: backslashes where a character would read as syntax inside a line
(`escape_text`), at a line's start (`escape_line_start`: a heading, quote, list, rule or fence), an
inline code span's delimiter (`code_span`) and a code block's fence (`code_fence`).

In: a line of text (str). Out: the same text, written so Markdown reads it as text.
"""
from __future__ import annotations

import re

# --- escaping ------------------------------------------------------------------------------------

INLINE_SPECIAL = re.compile(r"[\\`*_~\[\]<&]")
ENTITY_LIKE = re.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);")


def escape_text(text: str, in_link: bool = False) -> str:
    """Backslash-escape what Markdown would read as syntax inside a line of text."""
    if not INLINE_SPECIAL.search(text):
        return text
    return INLINE_SPECIAL.sub(escape_link_match if in_link else escape_match, text)


def escape_match(match: re.Match, in_link: bool = False) -> str:
    ch = match.group(0)
    text = match.string
    i = match.start()
    before = text[i - 1] if i else ""
    after = text[i + 1] if i + 1 < len(text) else ""
    if ch in "\\`":
        return "\\" + ch
    if ch in "*~":
        # A delimiter with whitespace on both sides can neither open nor close.
        return ch if before.isspace() and after.isspace() else "\\" + ch
    if ch == "_":
        # Underscores inside a word (snake_case) never delimit emphasis.
        plain = (before.isalnum() and after.isalnum()) or (before.isspace() and after.isspace())
        return ch if plain else "\\" + ch
    if ch == "[":
        return "\\[" if in_link else "["
    if ch == "]":
        # "]" makes a link only when "(", "[" or ":" follows it (or inside link text).
        return "\\]" if in_link or (after and after in "([:") else "]"
    if ch == "<":
        return "\\<" if after and (after.isalpha() or after in "/!?") else "<"
    return "\\&" if ENTITY_LIKE.match(text, i) else "&"  # ch == "&"


def escape_link_match(match: re.Match) -> str:
    return escape_match(match, True)


# (the characters a line's match can start with, pattern, replacement), tried in this order
LINE_START_RISKS = (
    ("#", re.compile(r"^(#{1,6})(?=\s|$)"), lambda m: "\\" + m.group(1)),
    (">", re.compile(r"^>"), lambda m: "\\>"),
    ("-+*", re.compile(r"^([-+*])(?=\s|$)"), lambda m: "\\" + m.group(1)),
    ("0123456789", re.compile(r"^(\d{1,9})([.)])(?=\s|$)"), lambda m: m.group(1) + "\\" + m.group(2)),
    ("=", re.compile(r"^(=+)\s*$"), lambda m: "\\" + m.group(1)),
    ("-_*", re.compile(r"^([-_*])(?=(?:\s*\1){2,}\s*$)"), lambda m: "\\" + m.group(1)),
    ("~", re.compile(r"^(~~~)"), lambda m: "\\" + m.group(1)),
)


LINE_START_CHARS = frozenset("".join(first for first, _, _ in LINE_START_RISKS))
# A line is tried against the risks its first character can start, in their order, not all seven:
# a table of figures rendered as text lines tried every pattern on each line (2026-11-30: one
# trafilatura-eval-dev page's 2,058 digit lines made 14,000 failed matches; its Markdown, median of
# 9 runs, 16.7 -> 14.8 ms).
_RISKS_BY_FIRST = {ch: tuple((pattern, repl) for first, pattern, repl in LINE_START_RISKS if ch in first)
                   for ch in LINE_START_CHARS}


def escape_line_start(line: str) -> str:
    """Escape a text line's start that would open a heading, quote, list, rule or fence."""
    if not line:
        return line
    risks = _RISKS_BY_FIRST.get(line[0])
    if risks is None:
        return line
    for pattern, repl in risks:
        if pattern.match(line):
            return pattern.sub(repl, line, count=1)
    return line


# A line that would close a backtick fence (CommonMark 4.5: up to three spaces of indentation, a
# run of backticks, spaces or tabs only after it); no other backtick run can end a code block.
FENCE_CLOSER = re.compile(r"^ {0,3}(`{3,})[ \t]*$", re.MULTILINE)


def code_fence(code: str) -> str:
    """The backtick fence for a code block holding `code`: one backtick longer than the longest
    line of `code` that would close it, at least three. A run inside a line closes nothing, so a
    line of 10,000 backticks among text costs no 10,001-backtick fence (2026-12-06: such a run
    anywhere made the fence longer than it, a block three times its code)."""
    closers = FENCE_CLOSER.findall(code)
    return "`" * max(3, max(map(len, closers), default=0) + 1)


def code_span(text: str) -> str:
    """`text` as an inline code span, its delimiter the shortest backtick string no run inside has
    (CommonMark 6.1: a span ends at the next backtick string of the same length; so a 10,000-backtick
    run takes a delimiter of one, not of 10,001)."""
    runs = {len(r) for r in re.findall(r"`+", text)}
    fence_length = 1
    while fence_length in runs:
        fence_length += 1
    if text.startswith("`") or text.endswith("`") or (text.startswith(" ") and text.endswith(" ") and text.strip()):
        text = f" {text} "
    fence = "`" * fence_length
    return f"{fence}{text}{fence}"
