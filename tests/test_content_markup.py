"""content_markup: the content document's HTML as lxml's `tostring` writes it, whichever writer runs,
its attribute values of many `&{` and `<!--` in linear time."""
from __future__ import annotations

import pytest
from cpu_budget import within_cpu_budget
from lxml import etree

from beam_extract import content_markup

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


def _lxmls(root) -> str:
    return etree.tostring(root, encoding="unicode", method="html")


def test_the_content_html_is_lxmls_string_whichever_writer_runs():
    root = etree.HTML("<div><a href=' /p q'>l</a><br><p title='a\"b'>x &amp; y</p><x-card>c</x-card>"
                      "<img src='a b.png'></div><p>after</p>").find(".//div")
    assert content_markup.content_html(root) == _lxmls(root)
    assert content_markup._html_markup_python(root) == _lxmls(root)


def test_the_content_html_is_lxmls_under_any_libxml2(monkeypatch):
    root = etree.HTML("<div><a href=' /p q'>l</a><br><p title='a\"b'>x &amp; y</p></div>").find(".//div")

    class WriterNotToBeAsked:
        def html_markup(self, *args):
            raise AssertionError("the C writer was asked under another libxml2")

    monkeypatch.setattr(content_markup, "MARKUP_IN_C", False)
    monkeypatch.setattr(content_markup, "_speedups", WriterNotToBeAsked())
    assert content_markup.content_html(root) == _lxmls(root)


def test_html_shapes_are_what_lxml_writes():
    assert content_markup._probed_shape("br") == content_markup._SHAPE_START_ONLY | content_markup._SHAPE_NO_EMPTY_END
    assert content_markup._probed_shape("div") == 0
    assert content_markup._probed_shape("foo:bar") == -1


def test_the_shape_memo_is_emptied_when_full(monkeypatch):
    monkeypatch.setattr(content_markup, "_SHAPES", {})
    monkeypatch.setattr(content_markup, "_SHAPE_NAMES", 2)
    for n in range(5):
        assert content_markup._html_shape(f"x-a{n}".encode()) == 0
        assert len(content_markup._SHAPES) <= 2
    assert content_markup._html_shape(b"br") == content_markup._SHAPE_START_ONLY | content_markup._SHAPE_NO_EMPTY_END


@pytest.mark.parametrize("piece", PIECES)
def test_values_of_many_openings_are_written_as_lxml_writes_them(piece):
    for tail in TAILS:
        for lead in ("", "  \n"):
            value = lead + piece * (content_markup.SEARCHED_OPENINGS_MAX + 5) + tail
            for name in NAMES:
                for tag in TAGS:
                    root = _tree(tag, name, value)
                    expected = _lxmls(root)
                    assert content_markup._html_markup_python(root) == expected, (tag, name, value)
                    assert _lxmls(root) == expected  # restored


def test_values_of_few_openings_and_other_attributes_are_left_to_lxml():
    root = _tree("a", "title", "&{" * content_markup.SEARCHED_OPENINGS_MAX)
    root[0].set("{http://www.w3.org/XML/1998/namespace}lang", "<!--" * 40)
    root[0].set("href", "/p?q=1&{x}")
    assert content_markup._swap_searched_values(root, "t") == []
    assert content_markup._html_markup_python(root) == _lxmls(root)


def test_values_of_unclosed_openings_are_written_in_linear_time():
    # two values of 200,000 pieces: 0.37-0.8 s here (x1.9 a doubling, 2026-12-05); lxml alone took 50 s
    # for one value of 100,000 "<!--"
    for piece in ("&{", "<!--", "&{x", "<!--x&{"):
        root = _tree("a", "title", piece * 200_000)
        root[0].set("href", piece * 200_000)
        html = within_cpu_budget(2, lambda root=root: content_markup._html_markup_python(root))
        assert html.count("&amp;{") + html.count("&lt;!--") >= 400_000
