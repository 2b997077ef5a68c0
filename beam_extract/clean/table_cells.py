"""The cleaning of the content document: a table cell's lone paragraph set inline in its row
(`inline_lone_cell_paragraphs`; every page, last before the text is rendered).

In: the content document (an lxml element; never the page's tree itself). Out: the same, changed in
place.
"""
from __future__ import annotations

from ..dom import PARAGRAPH_BREAK_TAGS, hidden_by, local_name

# shop59b (2026-12-07): a cell of a row of two or more cells whose only content is one paragraph
# (WooCommerce's product attributes: `<th>Color</th><td><p>Natural, Charcoal, Rust</p></td>`, the
# `<p>` its template's autop filter writes around every value) broke the plain text's row in two
# ("Color" then the value on a line of its own, a blank line around it) where the Markdown's row
# kept them in one. The paragraph's tag goes, its words and inline markup stay in the cell; a
# paragraph holding a block or line of its own (a list, a nested table) stays, as does a cell of two
# paragraphs or of text beside the paragraph, and every cell of a one-cell row (a layout table's
# column of paragraphs). Snapshot of the 2,160 pages: 34 Documents' text changed, each a data table's
# row now one line; their Markdown and word F1 unchanged. See "Round 59, shop59b" in docs/rounds.md.
_CELL_NAMES = frozenset(("td", "th"))


def inline_lone_cell_paragraphs(root) -> int:
    """Unwrap each lone paragraph of a cell in a row of two or more cells (see above). Returns how
    many went."""
    unwrapped = 0
    for row in root.iter("tr", "TR"):
        cells = [child for child in row if isinstance(child.tag, str) and local_name(child.tag) in _CELL_NAMES]
        if len(cells) < 2:
            continue
        for cell in cells:
            paragraph = _lone_paragraph(cell)
            if paragraph is not None:
                _unwrap(paragraph)
                unwrapped += 1
    return unwrapped


def _lone_paragraph(cell):
    """The cell's one paragraph when it is all the cell holds (whitespace aside), shown, and holds no
    block or line of its own; else None."""
    if (cell.text or "").strip():
        return None
    children = [child for child in cell if isinstance(child.tag, str)]
    if len(children) != 1 or len(cell) != 1:  # a comment beside it: left as it is
        return None
    paragraph = children[0]
    if (local_name(paragraph.tag) != "p" or (paragraph.tail or "").strip()
            or (len(paragraph.attrib) and hidden_by(paragraph.attrib))):
        return None
    for inner in paragraph.iterdescendants():
        if isinstance(inner.tag, str) and local_name(inner.tag) in PARAGRAPH_BREAK_TAGS:
            return None
    return paragraph


def _unwrap(paragraph) -> None:
    """Put the paragraph's text and children in its place."""
    cell = paragraph.getparent()
    cell.text = (cell.text or "") + (paragraph.text or "")
    children = list(paragraph)
    paragraph.tail = None
    cell.remove(paragraph)
    cell.extend(children)
