"""markdown_tables: which table is data rather than layout, and the GFM table of its rows."""
from __future__ import annotations

from lxml import etree
from test_markdown import content, md

from beam_extract import markdown, markdown_tables
from beam_extract.dom import local_name
from beam_extract.markdown import render_markdown
from beam_extract.parse import parse_html


def table_of(markup: str):
    return next(parse_html(markup).getroot().iter("table"))


def test_data_table_with_header_pipes_and_br():
    body = (
        "<table><thead><tr><th>Name</th><th>Value</th></tr></thead>"
        "<tbody><tr><td>a|b</td><td>1<br>2</td></tr><tr><td><b>c</b></td><td></td></tr></tbody></table>"
    )
    assert md(body) == "| Name | Value |\n|---|---|\n| a\\|b | 1<br>2 |\n| **c** | |"


def test_data_table_without_th_uses_first_row_and_fills_colspan():
    body = '<table><tr><td>h1</td><td>h2</td><td>h3</td></tr><tr><td colspan="2">wide</td><td>x</td></tr></table>'
    assert md(body) == "| h1 | h2 | h3 |\n|---|---|---|\n| wide | | x |"


def test_table_caption_above_table():
    body = "<table><caption>Prices</caption><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>"
    assert md(body) == "Prices\n\n| A | B |\n|---|---|\n| 1 | 2 |"


def test_layout_tables_are_unwrapped():
    nested = "<table><tr><td><table><tr><td>inner cell</td><td>x</td></tr></table></td></tr></table>"
    assert md(nested) == "| inner cell | x |\n|---|---|"  # the outer table is unwrapped
    single_column = "<table><tr><td><p>Para one</p></td></tr><tr><td>Para two</td></tr></table>"
    assert md(single_column) == "Para one\n\nPara two"
    blocks = "<table><tr><td><h2>Title</h2><ul><li>item</li></ul></td><td>Side</td></tr></table>"
    assert md(blocks) == "## Title\n\n- item\n\nSide"


def test_two_columns_wide_is_the_sum_of_colspans():
    """markdown_tables.two_columns_wide(row) says what the sum of the row's td/th colspans >= 2 says."""
    rows = ["<tr></tr>", "<tr><td>a</td></tr>", "<tr><td colspan=2>a</td></tr>", "<tr><th colspan=' 3 '>a</th></tr>",
            "<tr><td colspan=x>a</td></tr>", "<tr><td colspan=0>a</td></tr>", "<tr><td>a</td><th>b</th></tr>",
            "<tr><td colspan=1>a</td><span>s</span></tr>", "<tr><TD colspan=99>a</TD></tr>"]
    for row in rows:
        tree = parse_html(f"<table>{row}</table>")
        tr = next(tree.getroot().iter("tr"))
        expected = sum(markdown_tables.colspan(c) for c in tr if local_name(c.tag) in ("td", "th")) >= 2
        assert markdown_tables.two_columns_wide(tr) == expected, row
    xml_row = etree.fromstring("<tr><!-- c --><td colspan='2'>a</td></tr>")
    assert markdown_tables.two_columns_wide(xml_row)


def test_a_table_is_padded_to_its_widest_row_only_while_that_stays_linear():
    """2026-12-02: a header of 200 cells of colspan 50 over 200 one-cell rows padded every row to
    10,000 cells (the output the square of the input: 4 s at 800). Past TABLE_PAD_CELLS added (and
    past the cells the rows hold) the body rows stay as written; the header is padded, the C
    renderer and its twin alike."""
    n = 200
    body = "<table><tr>" + "<th colspan='50'>h</th>" * n + "</tr>" + "<tr><td>c</td></tr>" * n + "</table>"
    for render in (lambda root: render_markdown(root), lambda root: markdown._render_markdown_python(root, True, True)):
        lines = render(content(body)).split("\n")
        assert len(lines) == n + 2
        assert lines[0].count("|") - 1 == 50 * n and lines[1].count("---") == 50 * n
        assert lines[2:] == ["| c |"] * n
    # a ragged table within the bound is padded as before
    small = "<table><tr><th>a</th><th>b</th><th>c</th></tr><tr><td>1</td></tr><tr><td>2</td><td>3</td></tr></table>"
    assert md(small) == "| a | b | c |\n|---|---|---|\n| 1 | |  |\n| 2 | 3 | |"


def test_data_tables_and_layout_tables():
    assert markdown_tables.is_data_table(table_of("<table><tr><td>a</td><td>b</td></tr></table>"))
    assert markdown_tables.is_data_table(table_of("<table><tr><th>only</th></tr><tr><td colspan=2>x</td></tr></table>"))
    assert not markdown_tables.is_data_table(table_of("<table role='presentation'><tr><td>a</td><td>b</td></tr></table>"))
    assert not markdown_tables.is_data_table(table_of("<table><tr><td>one column</td></tr></table>"))
    assert not markdown_tables.is_data_table(table_of("<table><tr><td><ul><li>a</li></ul></td><td>b</td></tr></table>"))
    # a header cell outweighs the layout hints
    assert markdown_tables.is_data_table(table_of("<table><tr><th>h</th><td><ul><li>a</li></ul></td></tr></table>"))


def test_colspan_is_read_between_one_and_fifty():
    cells = {"<td>a</td>": 1, "<td colspan=' 3 '>a</td>": 3, "<td colspan=0>a</td>": 1, "<td colspan=x>a</td>": 1,
             "<td colspan=500>a</td>": 50}
    for cell, span in cells.items():
        assert markdown_tables.colspan(next(table_of(f"<table><tr>{cell}</tr></table>").iter("td"))) == span, cell


def test_gfm_table_of_a_frame():
    frame = markdown_tables.TableFrame()
    assert markdown_tables.gfm_table(frame) == ""
    frame.new_row()
    frame.row += ["", " "]  # a row without text is left out
    frame.end_row()
    frame.section = "thead"
    frame.new_row()
    frame.row += ["h1", "h2"]
    frame.end_row()
    frame.section = "tbody"
    frame.new_row()
    frame.row += ["a"]
    frame.end_row()
    assert markdown_tables.gfm_table(frame) == "| h1 | h2 |\n|---|---|\n| a | |"
    assert markdown_tables.pads_rows([["a"], ["b", "c"]], 2)
    assert not markdown_tables.pads_rows([["a"]] * 3, 2 + markdown_tables.TABLE_PAD_CELLS)
