"""parse.parse_html: str -> lxml tree, never raising."""
from lxml import etree

from beam_extract.parse import parse_html


def body_text(tree) -> str:
    return etree.tostring(tree.getroot(), method="text", encoding="unicode")


def test_page_parses_with_url_as_document_url():
    tree = parse_html("<html><head><title>T</title></head><body><p>Hello</p></body></html>", "https://example.com/a")
    assert isinstance(tree, etree._ElementTree)
    assert tree.docinfo.URL == "https://example.com/a"
    assert tree.getroot().tag == "html"
    assert tree.getroot().find("body/p").text == "Hello"


def test_comments_and_processing_instructions_are_dropped():
    tree = parse_html("<body><p>a<!-- hidden note -->b<?php echo 1 ?></p></body>")
    assert "hidden note" not in etree.tostring(tree, encoding="unicode")
    assert tree.getroot().find("body/p").xpath("string()") == "ab"


def test_empty_and_whitespace_input_give_none():
    assert parse_html("") is None
    assert parse_html("   \n\t ") is None
    assert parse_html("\x00\x00") is None


def test_nul_bytes_are_removed_not_fatal():
    tree = parse_html("<p>be\x00am</p>")
    assert body_text(tree) == "beam"


def test_lone_surrogate_is_replaced():
    tree = parse_html("<p>a\udcffb</p>")
    assert tree is not None
    assert "a" in body_text(tree) and "b" in body_text(tree)


def test_xml_declaration_with_encoding_is_accepted_for_str():
    tree = parse_html('<?xml version="1.0" encoding="utf-8"?><html><body><p>hi</p></body></html>')
    assert body_text(tree) == "hi"


def test_bytes_input_is_decoded_as_utf8():
    tree = parse_html("<p>café</p>".encode())
    assert body_text(tree) == "café"


def test_nesting_deeper_than_libxml2_limit_keeps_inner_and_following_text():
    depth = 5000
    html = "<html><body>" + "<div>" * depth + "innermost" + "</div>" * depth + "<p>after</p></body></html>"
    text = body_text(parse_html(html))
    assert "innermost" in text
    assert "after" in text


def test_many_unclosed_tags_do_not_raise():
    tree = parse_html("<p>" + "<b><i>" * 3000 + "x" + "</p>" * 10)
    assert "x" in body_text(tree)
