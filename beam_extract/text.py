"""Content document -> plain text.

In: the cleaned (and pruned) content document, an lxml element.
Out: the text a reader sees: headings, paragraphs, list items, table rows and `pre` blocks each on
their own lines; a blank line between blocks, a single line break between list items and between
table rows; table cells separated by a tab; `<br>` a line break; whitespace collapsed except inside
`pre`. `head`, scripts, styles, noscript (clean unwraps one holding real text), noframes (libxml2
reads its markup as raw text), embedded objects,
inputs/selects/textareas and hidden elements give no text, even when an earlier stage left them in
(buttons do: clean keeps only disclosure toggles,
whose label is an FAQ question or a section title).

One iterative walk (lxml `iterwalk`; no recursion, so nesting depth is unbounded). A run of breaks
with only whitespace between them becomes one marker of the strongest break in the run (blank line
over line break over tab) and eats the whitespace around it; the joined string then has its
whitespace collapsed and each marker replaced.
"""
from __future__ import annotations

import re

from lxml import etree

from .dom import TEXT_BLOCK_TAGS, TEXT_CELL_TAGS, TEXT_LINE_TAGS, UNRENDERED_TAGS, hidden_by, memoised_kinds
from .speedups import native as _speedups

# Private-use characters mark breaks while the pieces are joined; they never reach the output.
BLOCK = "\ue000"
LINE = "\ue001"
CELL = "\ue002"
PRE_NEWLINE = "\ue003"
PRE_SPACE = "\ue004"
PRE_TAB = "\ue005"

HTML_SPACE = " \t\n\r\f\v\xa0"
_WHITESPACE = re.compile(r"[ \t\n\r\f\v\xa0]+")
# Unicode spaces that str.split() also splits on but HTML does not collapse.
_OTHER_SPACE = re.compile("[\x1c-\x1f\x85\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]")
# The page's own marker characters (private-use glyphs of icon fonts) are dropped from its text.
_NO_MARKERS = dict.fromkeys(range(0xE000, 0xE006))
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufeff\u200b]")


# What an element does to the layout, by tag (see `_kind`). Comments and processing instructions
# give only their tail.
INLINE, BLOCK_KIND, LINE_KIND, CELL_KIND, BR_KIND, PRE_KIND, SILENT_KIND, NODE_KIND = range(8)
# Break strengths while a run of breaks is open; the run ends as the marker of its strongest break.
NO_BREAK, CELL_BREAK, LINE_BREAK, BLOCK_BREAK = range(4)
_MARKERS = ("", CELL, LINE, BLOCK)


def _layout_kind(name: str) -> int:
    if name in UNRENDERED_TAGS:
        return SILENT_KIND
    if name == "pre":
        return PRE_KIND
    if name in TEXT_BLOCK_TAGS:
        return BLOCK_KIND
    if name in TEXT_LINE_TAGS:
        return LINE_KIND
    if name in TEXT_CELL_TAGS:
        return CELL_KIND
    if name == "br":
        return BR_KIND
    return INLINE


# The layout kind of a raw tag.
_KINDS, _kind = memoised_kinds(_layout_kind, NODE_KIND)


def render_text(root) -> str:
    """The plain text of a content document (see the module docstring for the layout)."""
    if root is None:
        return ""
    if isinstance(root, etree._ElementTree):
        root = root.getroot()
    text = _render(root, own_markers=False)
    if text is None:  # the page's own text holds the marker characters (icon-font glyphs): drop them
        text = _render(root, own_markers=True)
    return text


def _render(root, own_markers: bool) -> str | None:
    """One walk; None when `own_markers` is False and the page's text turns out to hold markers."""
    if _speedups is not None and not own_markers:  # the same walk and layout, in C
        return _speedups.text_layout(*_speedups.text_walk(root, _kind, hidden_by))
    return _text_layout_python(*_text_walk_python(root, own_markers), own_markers)


def _text_walk_python(root, own_markers: bool = False) -> tuple[str, int, int]:
    """Twin of `_speedups.text_walk`: the joined pieces of the walk, how many break markers and
    how many pre-whitespace markers it wrote (the page's own markers dropped with `own_markers`)."""
    parts: list[str] = []
    append = parts.append
    kinds = _KINDS
    pre_depth = 0
    pending = NO_BREAK  # the strongest break of the run opened since the last text
    markers = 0  # how many break markers were written
    pre_markers = 0  # how many pre-whitespace markers were written
    # Comments and processing instructions come as their own events (never as start/end).
    walker = etree.iterwalk(root, events=("start", "end", "comment", "pi"))
    skip = walker.skip_subtree
    # This loop runs twice per element of every page: one branch per event and kind, no calls.
    for event, el in walker:
        kind = kinds.get(el.tag)
        if kind is None:
            kind = _kind(el.tag)
        if kind == NODE_KIND:  # a comment or processing instruction: only its tail is text
            if el is root:
                continue
            text = el.tail
        elif event == "start":
            if kind >= SILENT_KIND:
                skip()
                continue
            if kind in (BLOCK_KIND, PRE_KIND):
                if not pending:
                    _trim_end(parts)
                pending = BLOCK_BREAK
                if kind == PRE_KIND:
                    pre_depth += 1
            elif kind == LINE_KIND or (kind == BR_KIND and not pre_depth):
                if not pending:
                    _trim_end(parts)
                if pending < LINE_BREAK:
                    pending = LINE_BREAK
            elif kind == BR_KIND:  # inside pre: a kept newline, text as far as breaks go
                if pending:
                    append(_MARKERS[pending])
                    markers += 1
                    pending = NO_BREAK
                append(PRE_NEWLINE)
                pre_markers += 1
            names = el.keys()  # only these three attributes can hide an element
            if names and ("style" in names or "hidden" in names or "aria-hidden" in names) \
                    and hidden_by(el.attrib):
                skip()
                continue
            text = el.text
        else:
            if kind in (BLOCK_KIND, PRE_KIND):
                if not pending:
                    _trim_end(parts)
                pending = BLOCK_BREAK
                if kind == PRE_KIND:
                    pre_depth -= 1
            elif kind == LINE_KIND:
                if not pending:
                    _trim_end(parts)
                if pending < LINE_BREAK:
                    pending = LINE_BREAK
            elif kind == CELL_KIND and not pending:  # the last branch: nothing else to fall to
                _trim_end(parts)
                pending = CELL_BREAK
            if el is root:
                continue
            text = el.tail
        if own_markers and text:
            text = text.translate(_NO_MARKERS)
        if not text:
            continue
        if pre_depth:
            pre_markers += text.count("\n") + text.count(" ") + text.count("\t")
            text = _pre(text)
        if pending:
            text = text.lstrip(HTML_SPACE)
            if not text:
                continue  # whitespace inside a run of breaks
            append(_MARKERS[pending])
            markers += 1
            pending = NO_BREAK
        append(text)
    return "".join(parts), markers, pre_markers


def _trim_end(parts: list[str]) -> None:
    """Drop the whitespace before a break (the break eats it)."""
    while parts:
        last = parts[-1].rstrip(HTML_SPACE)
        if last:
            parts[-1] = last
            return
        parts.pop()


def _pre(text: str) -> str:
    # str.replace beats str.translate with a dict by an order of magnitude.
    return text.replace("\r", "").replace("\n", PRE_NEWLINE).replace(" ", PRE_SPACE).replace("\t", PRE_TAB)


def _text_layout_python(joined: str, markers: int, pre_markers: int, own_markers: bool = False) -> str | None:
    """Twin of `_speedups.text_layout`: the joined pieces with markers turned into breaks; None
    when there are more markers in `joined` than the walk wrote (the page's own text holds some)
    and they were not dropped."""
    text = _collapse_whitespace(joined)
    if not own_markers and (
        text.count(BLOCK) + text.count(LINE) + text.count(CELL) != markers
        or text.count(PRE_NEWLINE) + text.count(PRE_SPACE) + text.count(PRE_TAB) != pre_markers
    ):
        return None
    text = text.replace(BLOCK, "\n\n").replace(LINE, "\n").replace(CELL, "\t")
    if PRE_NEWLINE in text or PRE_SPACE in text or PRE_TAB in text:
        text = text.replace(PRE_NEWLINE, "\n").replace(PRE_SPACE, " ").replace(PRE_TAB, "\t")
    if _CONTROL.search(text):
        text = _CONTROL.sub("", text)
    return text.strip()


def _collapse_whitespace(text: str) -> str:
    """Runs of HTML whitespace (and no-break space) as one space; other Unicode spaces kept."""
    if _OTHER_SPACE.search(text):
        return _WHITESPACE.sub(" ", text)
    # Without other Unicode spaces str.split() splits on exactly these characters; the space it
    # drops at either end is stripped from the result anyway.
    return " ".join(text.split())
