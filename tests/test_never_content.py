"""never_content: the forms judged once for their hidden inputs, the document's ids read once, and the buttons
kept as a panel's title."""

import pytest
from clean_modules import patch_clean
from lxml import etree

from beam_extract import speedups
from beam_extract.clean import framing, never_content
from beam_extract.parse import parse_html


def test_a_form_of_many_hidden_inputs_is_judged_once(monkeypatch):
    inputs = "".join(f'<input type="hidden" name="f{i}" value="{i}">' for i in range(50))
    root = etree.fromstring(f"<div><form>{inputs}<p>Text of the post.</p></form>"
                            f"<form>{inputs}<input type='text' name='q'></form></div>", etree.HTMLParser())
    judged = []
    wraps_text = framing.wraps_text
    patch_clean(monkeypatch, "wraps_text", lambda form: judged.append(form) or wraps_text(form))
    victims = [(el, False) for el in root.iter("input")]
    forms = never_content._forms_without_controls(victims)
    assert len(judged) == 2  # each form once, not once per hidden input
    assert [len(form.findall(".//p")) for form in forms] == [1]  # the wrapper around text only


def test_hidden_inputs_find_their_form_as_each_did_alone():
    # boxes of hidden inputs outside any form, inside a wrapper form, inside a form nested in a box
    box = "".join(f'<input type="hidden" name="f{i}" value="{i}">' for i in range(4))
    html = ("<div>" + f"<span>{box}</span>" * 5 + f"<form id='wrap'><div><div>{box}</div><p>Post body.</p></div></form>"
            + f"<form id='fill'><span>{box}</span><input type='text' name='q'></form>"
            + f"<div><form id='inner'><b>{box}</b><p>Another body.</p></form>{box}</div></div>")
    root = etree.fromstring(html, etree.HTMLParser())
    victims = [(el, False) for el in root.iter("input")]
    forms = never_content._forms_without_controls(victims)
    assert [form.get("id") for form in forms] == ["wrap", "inner"]


@pytest.mark.parametrize("html", [
    "<html><body><div id='a'><p id='b'>x</p><button aria-controls='b'>t</button></div></body></html>",
    "<p id='first'>x</p><!-- c --><html><body id='B'><i id=''>y</i></body></html><div id='after'>z</div>",
    "<div>no ids</div>",
])
def test_the_documents_ids_are_the_xpaths(html):
    """_ids_of_the_document reads the ids "/descendant::*/@id" reads, from any element, C and pure."""
    tree = parse_html(html)
    xpath = frozenset(etree.XPath("/descendant::*/@id", smart_strings=False)(tree))
    for el in tree.getroot().iter(etree.Element):
        root = el.getroottree().getroot()
        assert never_content._ids_of_the_document(root) == xpath
        saved, speedups.native = speedups.native, None
        try:
            assert never_content._ids_of_the_document(root) == xpath
        finally:
            speedups.native = saved


def test_a_button_before_a_visible_element_opens_no_panel_unmeasured(monkeypatch):
    # a shop's button before a visible sibling: no panel, the button's text not measured
    root = parse_html('<html><body><div><button>Add to basket now please</button><div class="x">'
                      + "Text of a visible sibling. " * 10 + "</div></div></body></html>")
    button = root.find(".//button")
    measured = []
    patch_clean(monkeypatch, "text_length", lambda el: measured.append(el) or 0)
    assert not never_content._keeps_button(button)
    assert measured == []


def test_a_button_before_a_hidden_panel_still_titles_it():
    root = parse_html('<html><body><div><button>What does the warranty cover?</button><div hidden>'
                      + "It covers every part of the machine for two years. " * 3 + "</div></div></body></html>")
    assert never_content._keeps_button(root.find(".//button"))
