"""markdown_lists: lists and definition lists as Markdown (markers, numbering, indentation, the
nesting and indentation limits)."""
from __future__ import annotations

from lxml import etree
from test_markdown import md

from beam_extract import markdown_lists
from beam_extract.markdown import render_markdown
from beam_extract.markdown_lists import (
    DefinitionList,
    ListFrame,
    definition_list_block,
    join_item_blocks,
    list_block,
)


def test_unordered_and_nested_lists():
    body = "<ul><li>one</li><li>two<ul><li>two.a</li><li>two.b<ol><li>deep</li></ol></li></ul></li><li>three</li></ul>"
    assert md(body) == "- one\n- two\n  - two.a\n  - two.b\n    1. deep\n- three"


def test_ordered_list_start_and_loose_items():
    body = '<ol start="7"><li><p>First para</p><p>Second para</p></li><li>Next</li></ol>'
    assert md(body) == "7. First para\n\n   Second para\n\n8. Next"


def test_ordered_list_start_past_nine_digits_starts_at_one():
    # 2026-12-06: a start of 4,000 nines was written before every item (20,000 items of a 1.5 MB
    # page: 81 MB of Markdown); CommonMark numbers a list in at most 9 digits, browsers read a start
    # past their integer's range as none
    items = "".join(f"<li>item {i}</li>" for i in range(50))
    assert md(f'<ol start="{"9" * 4000}">{items}</ol>').startswith("1. item 0\n2. item 1\n")
    assert md('<ol start="1000000000"><li>a</li></ol>') == "1. a"
    assert md('<ol start="999999999"><li>a</li><li>b</li></ol>') == "999999999. a\n1000000000. b"
    assert md('<ol start="-3"><li>a</li></ol>') == "0. a"
    assert markdown_lists.list_start(" 12 ") == 12 and markdown_lists.list_start("x") == 1 and markdown_lists.list_start(None) == 1


def test_adjacent_lists_get_different_markers():
    assert md("<ul><li>a</li></ul><ul><li>b</li></ul>") == "- a\n\n* b"


def test_definition_list():
    body = "<dl><dt>Term</dt><dd>First definition</dd><dd>Second</dd><dt>Other</dt><dd><p>P1</p><p>P2</p></dd></dl>"
    assert md(body) == "Term\n: First definition\n: Second\n\nOther\n: P1\n\n  P2"


def test_deep_lists_stay_linear():
    root = etree.Element("ul")
    parent = root
    for i in range(500):
        li = etree.SubElement(parent, "li")
        li.text = f"level {i}"
        parent = etree.SubElement(li, "ul")
    out = render_markdown(root)
    assert out.count("level") == 500
    assert len(out) < 200_000  # indentation stops growing past the nesting cap


def test_deep_definition_lists_stay_linear():
    # Each level indented its whole content again: 1,000 levels took 5.5 s (cubic) before the cap.
    root = etree.Element("dl")
    parent = root
    for i in range(1_000):
        etree.SubElement(parent, "dt").text = f"term {i}"
        dd = etree.SubElement(parent, "dd")
        dd.text = f"definition {i}"
        parent = etree.SubElement(dd, "dl")
    out = render_markdown(root)
    assert out.count("definition") == 1_000
    assert len(out) < 200_000  # indentation stops growing past the nesting cap


def test_list_marker_alternates_only_for_adjacent_lists():
    assert md("<ol><li>a</li></ol><ol><li>b</li></ol>") == "1. a\n\n1) b"
    assert md("<ul><li>a</li></ul><p>between</p><ul><li>b</li></ul>") == "- a\n\nbetween\n\n- b"


def test_a_list_block_indents_only_what_the_budget_allows():
    frame = ListFrame(True, 9, ".")
    frame.items = ["nine\nmore", "ten\n\nloose"]
    asked = []

    def refuse_the_second(text: str, width: int) -> bool:
        asked.append((text, width))
        return len(asked) == 1

    assert list_block(frame, False, refuse_the_second) == "9. nine\n   more\n\n10. ten\n\nloose"
    assert asked == [("nine\nmore", 3), ("ten\n\nloose", 4)]
    assert list_block(frame, True, lambda text, width: 1 / 0) == "9. nine\nmore\n\n10. ten\n\nloose"


def test_a_definition_list_block_and_an_empty_one():
    frame = DefinitionList()
    assert definition_list_block(frame, False, lambda text, width: True) == ""
    frame.entries = [("dt", "Term"), ("dt", "Alias"), ("dd", "one\ntwo"), ("dt", "Next"), ("dd", "x")]
    assert definition_list_block(frame, False, lambda text, width: True) == "Term\nAlias\n: one\n  two\n\nNext\n: x"
    assert definition_list_block(frame, True, lambda text, width: True) == "Term\nAlias\n: one\ntwo\n\nNext\n: x"


def test_an_item_nests_a_list_directly_under_its_text():
    assert join_item_blocks([]) == ""
    assert join_item_blocks(["text", "- nested", "para", "1) other"]) == "text\n- nested\n\npara\n1) other"
