"""Content document -> plain text.

In: the cleaned (and pruned) content document, an lxml element.
Out: the text a reader sees: headings, paragraphs, list items, table rows and `pre` blocks each on
their own lines; a blank line between blocks, a single line break between list items and between
table rows; table cells separated by a tab; `<br>` a line break; whitespace collapsed except inside
`pre`. `head`, scripts, styles, noscript (clean unwraps one holding real text), embedded objects,
inputs/selects/textareas and hidden elements give no text, even when an earlier stage left them in (buttons do: clean keeps only disclosure toggles,
whose label is an FAQ question or a section title).

One iterative walk (lxml `iterwalk`), markers for the breaks, then a few regex passes on the joined
string; no recursion, so nesting depth is unbounded.
"""
from __future__ import annotations

import re

from lxml import etree

# Private-use characters mark breaks while the pieces are joined; they never reach the output.
BLOCK = "\ue000"
LINE = "\ue001"
CELL = "\ue002"
PRE_NEWLINE = "\ue003"
PRE_SPACE = "\ue004"
PRE_TAB = "\ue005"

BLOCK_TAGS = frozenset(
    """address article aside blockquote body center dd details dialog dir div dl dt fieldset figcaption
    figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr html legend main menu nav ol p pre section
    summary table tbody tfoot thead ul caption""".split()
)
LINE_TAGS = frozenset(("li", "tr", "option"))
CELL_TAGS = frozenset(("td", "th"))
SILENT_TAGS = frozenset(
    """head title script style noscript template svg iframe object embed canvas applet audio video
    input select textarea datalist meta link base""".split()
)

_WHITESPACE = re.compile(r"[ \t\n\r\f\v\xa0]+")
_BREAKS = re.compile(" ?[\ue000\ue001\ue002][\ue000\ue001\ue002 ]*")
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufeff\u200b]")


_NAMES: dict[str, str] = {}


def local_name(tag: str) -> str:
    """Lowercase local name of an element tag: "{ns}P" -> "p" (memoised)."""
    name = _NAMES.get(tag)
    if name is None:
        name = tag.rpartition("}")[2].lower()
        if len(_NAMES) < 10_000:
            _NAMES[tag] = name
    return name


_PANEL = re.compile(r"accordion|collaps|tab-?pane|tabpanel|panel|faq|answer|toggle|expand|disclosure|dropdown|details", re.I)


def is_hidden(el) -> bool:
    """Hidden by the `hidden` attribute, `aria-hidden="true"` or an inline display:none /
    visibility:hidden -- except collapsed accordion, tab and FAQ panels, whose text is content
    a reader opens with one click."""
    attrib = el.attrib
    if not attrib:
        return False
    hidden = "hidden" in attrib or attrib.get("aria-hidden", "").strip().lower() == "true"
    if not hidden:
        style = attrib.get("style")
        if style and ("none" in style or "hidden" in style):
            compact = style.replace(" ", "").lower()
            hidden = "display:none" in compact or "visibility:hidden" in compact
    if not hidden:
        return False
    names = (attrib.get("class") or "") + " " + (attrib.get("id") or "") + " " + (attrib.get("role") or "")
    return not _PANEL.search(names)


def render_text(root) -> str:
    """The plain text of a content document (see the module docstring for the layout)."""
    if root is None:
        return ""
    if isinstance(root, etree._ElementTree):
        root = root.getroot()
    parts: list[str] = []
    append = parts.append
    pre_depth = 0
    walker = etree.iterwalk(root, events=("start", "end"))
    for event, el in walker:
        tag = el.tag
        if not isinstance(tag, str):  # comment or processing instruction: only its tail is text
            if event == "end" and el.tail:
                append(_pre(el.tail) if pre_depth else el.tail)
            if event == "start":
                walker.skip_subtree()
            continue
        tag = _NAMES.get(tag) or local_name(tag)
        if event == "start":
            if tag in SILENT_TAGS or is_hidden(el):
                walker.skip_subtree()
                el_silent = True
            else:
                el_silent = False
            if tag in BLOCK_TAGS:
                append(BLOCK)
            elif tag in LINE_TAGS:
                append(LINE)
            elif tag == "br":
                append(PRE_NEWLINE if pre_depth else LINE)
            if tag == "pre":
                pre_depth += 1
            if not el_silent and el.text:
                append(_pre(el.text) if pre_depth else el.text)
        else:
            if tag == "pre":
                pre_depth -= 1
                append(BLOCK)
            elif tag in BLOCK_TAGS:
                append(BLOCK)
            elif tag in LINE_TAGS:
                append(LINE)
            elif tag in CELL_TAGS:
                append(CELL)
            if el is not root and el.tail:
                append(_pre(el.tail) if pre_depth else el.tail)
    return _layout("".join(parts))


def _pre(text: str) -> str:
    # str.replace beats str.translate with a dict by an order of magnitude.
    return text.replace("\r", "").replace("\n", PRE_NEWLINE).replace(" ", PRE_SPACE).replace("\t", PRE_TAB)


def _break(match: re.Match) -> str:
    run = match.group(0)
    if BLOCK in run:
        return "\n\n"
    if LINE in run:
        return "\n"
    return "\t"


def _layout(joined: str) -> str:
    text = _WHITESPACE.sub(" ", joined)
    text = _BREAKS.sub(_break, text)
    if PRE_NEWLINE in text or PRE_SPACE in text or PRE_TAB in text:
        text = text.replace(PRE_NEWLINE, "\n").replace(PRE_SPACE, " ").replace(PRE_TAB, "\t")
    if _CONTROL.search(text):
        text = _CONTROL.sub("", text)
    return text.strip()
