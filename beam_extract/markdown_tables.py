"""Markdown's tables: which `table` is data (a GFM table) rather than layout, and the GFM table of
its rendered rows.

In: a `table` element of the content document, an lxml element (`is_data_table`; `colspan` of a
cell); then, once the Renderer in markdown.py has rendered its cells into a `TableFrame` (rows of
cell Markdown, which rows are header rows, the caption above), that frame. Out: the table's
Markdown (`gfm_table`): a header row, the delimiter row, the body rows, padded to the widest row
within TABLE_PAD_CELLS. The C renderer (`_speedups.render_markdown`) calls `is_data_table` for the
tables it does not judge itself and restates the rest.
"""
from __future__ import annotations

from lxml import etree

from .dom import local_name

# Cell content that makes a table without header cells a layout table.
LAYOUT_HINTS = etree.XPath(
    "descendant::*[self::ul or self::ol or self::dl or self::blockquote or self::pre or self::h1 or self::h2"
    " or self::h3 or self::h4 or self::h5 or self::h6 or self::hr]"
)
# A table's body rows are padded with empty cells to its widest row while that adds at most as
# many cells as it holds, or this many: a header of 800 cells of colspan 50 over 800 one-cell rows
# padded every row to 40,000 cells (32 million, 4 s; the output the square of the input,
# 2026-12-02). Past it the rows stay as they are (Markdown reads missing cells as empty); the
# header row is always padded (the delimiter row's width must be the header's).
TABLE_PAD_CELLS = 10_000


class TableFrame:
    """A data table while its cells are rendered: the rows of cell Markdown, which are header rows,
    the section (thead, tbody, tfoot) the running row is in, and what goes above the table."""

    __slots__ = ("before", "header_rows", "row", "row_th", "rows", "section")

    def __init__(self):
        self.rows: list[list[str]] = []
        self.header_rows: list[bool] = []
        self.section = ""
        self.row: list[str] | None = None
        self.row_th = True            # every cell of the running row so far is a th
        self.before: list[str] = []  # caption and stray content, rendered above the table

    def new_row(self) -> None:
        self.row = []
        self.rows.append(self.row)
        self.header_rows.append(self.section == "thead")
        self.row_th = True

    def end_row(self) -> None:
        if self.row and self.row_th and len(self.rows) == 1:
            self.header_rows[-1] = True
        self.row = None


def gfm_table(frame: TableFrame) -> str:
    """The GFM table of a finished frame's rows ("" when no row holds text): its first header row
    (else its first row) on top, every row padded to the widest while `pads_rows` allows."""
    rows = [row for row in frame.rows if any(cell.strip() for cell in row)]
    headers = [h for row, h in zip(frame.rows, frame.header_rows) if any(cell.strip() for cell in row)]
    if not rows:
        return ""
    width = max(len(row) for row in rows)
    if pads_rows(rows, width):
        rows = [row + [""] * (width - len(row)) for row in rows]
    header_index = headers.index(True) if True in headers else 0
    header = rows.pop(header_index)
    header = header + [""] * (width - len(header))
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(["---"] * width) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(line.replace("|  |", "| |") for line in lines)


def pads_rows(rows: list[list[str]], width: int) -> bool:
    """Whether a table's rows are padded to `width` cells: while that adds at most
    max(TABLE_PAD_CELLS, the cells they hold) empty ones."""
    cells = sum(len(row) for row in rows)
    return width * len(rows) - cells <= max(TABLE_PAD_CELLS, cells)


def colspan(el) -> int:
    """The columns a cell spans: its colspan, 1 to 50 (1 when it is not a number)."""
    try:
        return max(1, min(int((el.get("colspan") or "1").strip()), 50))
    except ValueError:
        return 1


def two_columns_wide(row) -> bool:
    """The row's cells span two columns or more (the sum of their colspans, read only when one
    cell has to span them)."""
    cells = 0
    only = None
    for cell in row:
        if local_name(cell.tag) in ("td", "th"):
            cells += 1
            if cells == 2:
                return True
            only = cell
    return only is not None and colspan(only) >= 2


def is_data_table(table) -> bool:
    """A table of data (rendered as a GFM table) rather than one laying out the page."""
    if (table.get("role") or "").lower() in ("presentation", "none"):
        return False
    if table.find(".//table") is not None:
        return False
    rows = [r for r in table.iter("tr")]
    if not rows:
        return False
    if not any(two_columns_wide(r) for r in rows):
        return False
    has_header = any(local_name(c.tag) == "th" for r in rows for c in r) or table.find(".//thead") is not None
    if has_header:
        return True
    if LAYOUT_HINTS(table):
        return False
    for row in rows:
        for cell in row:
            if len("".join(cell.itertext())) > 400 or sum(1 for _ in cell.iter("p", "div")) > 2:
                return False
    return True
