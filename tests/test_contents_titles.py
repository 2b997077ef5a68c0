"""contents_titles: a table of contents' title, and what goes with it."""
from beam_extract.clean.box_measures import BoxMeasures
from beam_extract.clean.contents_titles import CONTENTS_PROSE_MIN, contents_parts, names_contents
from beam_extract.parse import parse_html


def page(markup: str):
    return parse_html(f"<html><body><article>{markup}</article></body></html>").getroot()


def test_contents_titles_in_several_languages():
    root = page("<h2>Table of Contents</h2><h2>Inhaltsverzeichnis</h2><h2>Sommaire</h2><h2>Spis treści</h2>"
                "<h2>Related posts</h2>")
    assert [names_contents(h) for h in root.iter("h2")] == [True, True, True, True, False]


def test_a_box_of_links_goes_with_its_title():
    links = "".join(f"<li><a href='#s{i}'>Section {i} of the guide</a></li>" for i in range(4))
    root = page(f"<p>Intro.</p><nav id='toc'><h2>Contents</h2><ul>{links}</ul></nav><p>Story.</p>")
    title, box = root.find(".//h2"), root.find(".//*[@id='toc']")
    assert contents_parts(title, box, 10_000, BoxMeasures()) == [box]


def test_a_title_over_prose_goes_alone_and_one_over_a_pointer_stays():
    prose = "x" * (CONTENTS_PROSE_MIN + 20)
    root = page(f"<h2>Table of Contents</h2><p>{prose}</p>")
    title = root.find(".//h2")
    assert contents_parts(title, None, 10_000, BoxMeasures()) == [title]
    root = page("<h2>Table of Contents</h2><p>See SUMMARY.md</p>")
    assert contents_parts(root.find(".//h2"), None, 10_000, BoxMeasures()) == []
