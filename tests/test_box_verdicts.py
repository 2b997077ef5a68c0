"""box_verdicts: a labelled box reads as links and teasers (it goes), or as content (it stays)."""
from beam_extract.clean.box_measures import BoxMeasures
from beam_extract.clean.box_verdicts import (
    SECTION_MAX_UNLINKED,
    all_links,
    reads_like_a_box,
    unlinked_length,
)
from beam_extract.parse import parse_html

PROSE = "This paragraph is the story itself and holds far more words than any teaser would. " * 5


def box_and_label(inner: str):
    root = parse_html(f"<html><body><div id='box'><h3>Related posts</h3>{inner}</div></body></html>").getroot()
    box = root.find(".//*[@id='box']")
    return box, box.find("h3")


def verdict(inner: str) -> bool:
    box, label = box_and_label(inner)
    return reads_like_a_box([box], label, BoxMeasures())


def test_links_and_a_line_read_as_a_box():
    links = "".join(f"<li><a href='/s{i}'>Another story number {i}</a></li>" for i in range(5))
    assert verdict(f"<ul>{links}</ul><p>Sponsored.</p>")


def test_a_paragraph_of_prose_under_the_label_is_content():
    assert verdict(f"<p>{PROSE}</p>") is False


def test_teaser_cards_read_as_a_box_though_their_intros_are_long():
    card = "<div><a href='/s{0}'>A linked title of a story {0}</a><span>{1}</span></div>"
    intro = "Two lines of intro that tell what the story is about, in a few words. " * 2
    cards = "".join(card.format(i, intro) for i in range(4))
    box, label = box_and_label(cards)
    assert unlinked_length(box) - unlinked_length(label) > SECTION_MAX_UNLINKED
    assert reads_like_a_box([box], label, BoxMeasures())


def test_all_links_is_a_share_of_the_parts_text():
    box, _label = box_and_label("<a href='/a'>" + "linked words " * 20 + "</a>")
    assert all_links([box])
    prose_box, _ = box_and_label(f"<p>{PROSE}</p>")
    assert not all_links([prose_box])
