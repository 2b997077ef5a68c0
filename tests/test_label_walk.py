"""label_walk: the headings and leaf elements whose text is a section label, and the line candidates
the same walk collects."""
from beam_extract.clean.label_walk import MAX_LABEL_CHARS, label_elements
from beam_extract.clean.measures import content_body
from beam_extract.parse import parse_html


def body_of(markup: str):
    return content_body(parse_html(f"<html><body><article>{markup}</article></body></html>").getroot())


def texts(elements) -> list[str]:
    return [(el.text or "").strip() for el in elements]


def test_headings_and_leaves_whose_text_is_a_label_in_document_order():
    body = body_of("<p>Story text of the page.</p><h2>Related posts</h2><ul><li><a href='/a'>A story</a></li></ul>"
                   "<div class='title'>Meistgelesene Artikel</div><h2>The story goes on</h2>"
                   "<span>Zobacz również</span><div>Related posts <b>and more</b></div>")
    assert texts(label_elements(body)) == ["Related posts", "Meistgelesene Artikel", "Zobacz również"]


def test_a_link_labels_a_box_only_with_the_label_alone():
    body = body_of("<p><a href='/r'>Related posts</a></p><p><a href='/x'>Related posts about cheese</a></p>")
    assert texts(label_elements(body)) == ["Related posts"]


def test_a_leaf_longer_than_a_label_is_not_read():
    long_leaf = "Related posts " + "x" * MAX_LABEL_CHARS
    assert label_elements(body_of(f"<div>{long_leaf}</div>")) == []


def test_the_walk_collects_the_line_candidates_it_is_given():
    lines: list = []
    body = body_of("<p>Photo: Jane Doe</p><h2>Related posts</h2>")
    assert texts(label_elements(body, lines)) == ["Related posts"]
    assert [el.tag for el in lines] == ["p"]
