"""Bad input never crashes the extractor and never silently loses text."""
import os
import random

import pytest

from beam_extract import Document, PageTooLarge, extract
from beam_extract.options import DEFAULT_MAX_BYTES

FAST = {"markdown": False, "detect_language": False}


def test_200000_nested_elements_keep_the_innermost_text():
    depth = 200_000
    html = "<html><body><main>" + "<div>" * depth + "the innermost words survive" + "</div>" * depth
    html += "<p>and the paragraph after the nesting too</p></main></body></html>"
    doc = extract(html, **FAST)
    assert "the innermost words survive" in doc.text
    assert "and the paragraph after the nesting too" in doc.text


def test_page_over_the_size_cap_is_rejected_before_parsing():
    size = 60 * 1024 * 1024
    page = b"<html><body><p>" + b"a" * size + b"</p></body></html>"
    with pytest.raises(PageTooLarge) as error:
        extract(page)
    assert error.value.size == len(page)
    assert error.value.limit == DEFAULT_MAX_BYTES
    assert str(len(page)) in str(error.value)
    with pytest.raises(PageTooLarge):
        extract(page.decode("ascii"))


def test_size_cap_is_configurable():
    page = "<html><body><main><p>" + "word " * 400 + "</p></main></body></html>"
    with pytest.raises(PageTooLarge):
        extract(page, max_bytes=1000)
    doc = extract(page, max_bytes=len(page) + 1, **FAST)
    assert doc.text.startswith("word word")


def test_multibyte_str_is_measured_in_utf8_bytes():
    page = "<p>" + "\u00e9" * 600 + "</p>"  # 600 characters, 1200 bytes of text
    with pytest.raises(PageTooLarge):
        extract(page, max_bytes=1000)


@pytest.mark.parametrize("seed", range(5))
def test_random_binary_junk_gives_none_or_a_document(seed):
    junk = random.Random(seed).randbytes(50_000)
    result = extract(junk, **FAST)
    assert result is None or isinstance(result, Document)
    result = extract(junk.decode("latin-1"), **FAST)
    assert result is None or isinstance(result, Document)


def test_os_random_bytes_with_html_around_them():
    page = b"<html><body><main><p>start</p>" + os.urandom(20_000) + b"<p>end of page</p></main></body></html>"
    result = extract(page, **FAST)
    assert result is None or "end of page" in result.text


@pytest.mark.parametrize("empty", ["", "   \n", b"", b"  \t\n"])
def test_empty_input_gives_none(empty):
    assert extract(empty) is None


def test_unknown_charset_hint_is_not_fatal():
    page = "<html><body><main><p>Ol\u00e1, mundo: o texto continua aqui.</p></main></body></html>".encode("utf-8")
    doc = extract(page, charset="x-no-such-charset", **FAST)
    assert doc.text == "Ol\u00e1, mundo: o texto continua aqui."


def test_nul_bytes_inside_text():
    doc = extract("<html><body><main><p>be\x00fore and af\x00ter</p></main></body></html>", **FAST)
    assert doc.text == "before and after"
    doc = extract(b"<html><body><main><p>bytes\x00 with nul</p></main></body></html>", **FAST)
    assert doc.text == "bytes with nul"


def test_markup_soup_does_not_raise():
    soup = "<p><b><i>unclosed <table><td>cell<li>item</ul></b></div></div><a href='x'>link" * 200
    result = extract(soup, **FAST)
    assert result is None or "cell" in result.text


def test_no_recursion_in_the_extractor_modules():
    import ast
    import inspect

    from beam_extract import blocks, clean, extractor, parse, text

    for module in (parse, clean, blocks, text, extractor):
        tree = ast.parse(inspect.getsource(module))
        for function in ast.walk(tree):
            if isinstance(function, ast.FunctionDef):
                calls = {
                    node.func.id
                    for node in ast.walk(function)
                    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                }
                assert function.name not in calls, f"{module.__name__}.{function.name} calls itself"
