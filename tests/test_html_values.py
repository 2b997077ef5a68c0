"""html_values: attribute values of many `&{` and `<!--` written as libxml2 writes them, in linear time."""
from __future__ import annotations

import pytest
from cpu_budget import within_cpu_budget
from lxml import etree

from beam_extract import html_values

PIECES = ["&{", "<!--", "&{x", "<!--x", "&{a}", "<!--a-->", "&{<!--}", "<!--&{-->", "&{ \xe9\"'", "<!-- \u20ac'"]
TAILS = ["", "}", "-->", "}-->", " q\"", " q'", "\tx y", "&amp;<b>"]
NAMES = ["title", "href", "SRC", "action", "name", "data-x", "checked", "value"]
TAGS = ["a", "div", "A", "img"]


def _tree(tag: str, name: str, value: str):
    root = etree.HTML("<div></div>").find(".//div")
    element = etree.SubElement(root, tag)
    element.set(name, value)
    element.text = "x<y>&"
    element.tail = "t&"
    return root


@pytest.mark.parametrize("piece", PIECES)
def test_values_of_many_openings_are_written_as_lxml_writes_them(piece):
    for tail in TAILS:
        for lead in ("", "  \n"):
            value = lead + piece * (html_values.SEARCHED_OPENINGS_MAX + 5) + tail
            for name in NAMES:
                for tag in TAGS:
                    root = _tree(tag, name, value)
                    expected = etree.tostring(root, encoding="unicode", method="html")
                    assert html_values.markup_with_values_written_here(root) == expected, (tag, name, value)
                    assert etree.tostring(root, encoding="unicode", method="html") == expected  # restored


def test_values_of_few_openings_and_other_attributes_are_left_to_lxml():
    root = _tree("a", "title", "&{" * html_values.SEARCHED_OPENINGS_MAX)
    root[0].set("{http://www.w3.org/XML/1998/namespace}lang", "<!--" * 40)
    root[0].set("href", "/p?q=1&{x}")
    assert html_values._swap_searched_values(root, "t") == []
    assert html_values.markup_with_values_written_here(root) == etree.tostring(root, encoding="unicode",
                                                                               method="html")


def test_values_of_unclosed_openings_are_written_in_linear_time():
    # two values of 200,000 pieces: 0.37-0.8 s here (x1.9 a doubling, 2026-12-05); lxml alone took 50 s
    # for one value of 100,000 "<!--"
    for piece in ("&{", "<!--", "&{x", "<!--x&{"):
        root = _tree("a", "title", piece * 200_000)
        root[0].set("href", piece * 200_000)
        html = within_cpu_budget(2, lambda root=root: html_values.markup_with_values_written_here(root))
        assert html.count("&amp;{") + html.count("&lt;!--") >= 400_000
