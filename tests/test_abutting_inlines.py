"""clean.separate_abutting_inlines: names, values and labels that a page sets side by side in
inline elements with no space between them (a stylesheet's flex or grid layout spaces them on
screen) are separated in the text; a word an editor split into runs stays whole. The fixtures are
written here, modelled on API references, spec lists, shop cards and word processors' exported runs."""
from typing import ClassVar

from lxml import etree

from beam_extract import extract
from beam_extract.clean import separate_abutting_inlines
from beam_extract.parse import parse_html
from beam_extract.text import render_text

PROSE = " ".join(["The charge object describes one payment made with a card and what became of it."] * 5)


def separated(body: str) -> str:
    root = parse_html(f"<html><body>{body}</body></html>").getroot()
    separate_abutting_inlines(root)
    return render_text(root)


def test_a_parameter_name_and_its_type_in_side_by_side_spans_are_two_words():
    head = ("<h4><span class='param'><span class='name'><span>amount</span></span>"
            "<span class='type'>integer</span></span></h4>")
    assert separated(head) == "amount integer"
    assert separated("<div><span class='label'>Publisher</span><span class='value'>Harbour Books</span></div>") \
        == "Publisher Harbour Books"
    # links side by side (a filter list, a card's brand and name) and a name beside its date
    assert separated("<p><a href='/ankle'>Ankle</a><a href='/quarter'>Quarter</a></p>") == "Ankle Quarter"
    assert separated("<p><span><span class='a'>Ann Field</span></span><span class='d'><time>Mar 7</time></span></p>") \
        == "Ann Field Mar 7"


def test_a_word_split_into_runs_stays_whole():
    # a word processor's runs of one style, a link an editor split, a run with its own style
    assert separated("<p><span class='TextRun'>for child</span><span class='TextRun'>ren</span></p>") == "for children"
    assert separated("<p><a href='/c'>Co</a><a href='/c'>ntact us</a></p>") == "Contact us"
    assert separated("<p><span style='font-weight:400'>F</span><span style='font-weight:400'>ruit</span></p>") == "Fruit"
    assert separated("<p><span class='lead'>expand</span><span class='lead'>ed</span></p>") == "expanded"
    # formatting runs are prose, not layout
    assert separated("<p><b>Note</b><em>worthy</em></p>") == "Noteworthy"


def test_numbers_units_signs_code_and_single_letters_are_left_alone():
    assert separated("<p><span class='v'>31</span><span class='u'>g</span></p>") == "31g"
    assert separated("<p><span class='c'>$</span><span class='n'>29</span></p>") == "$29"
    assert separated("<p><span class='d'>Q</span><span class='r'>uick</span></p>") == "Quick"
    code = "<pre><span class='k'>return</span><span class='n'>value</span></pre>"
    assert separated(code) == "returnvalue"
    assert separated("<p><code><span class='n'>os</span><span class='m'>path</span></code></p>") == "ospath"


def test_extract_separates_an_api_reference_entry():
    entry = ("<div class='row'><span class='name'><span>currency</span></span><span class='type'>enum</span></div>"
             f"<p>{PROSE}</p>")
    html = f"<html><head><title>Charges</title></head><body><main><h1>The charge object</h1>{entry}</main></body></html>"
    doc = extract(html, "https://docs.example.com/api/charges")
    assert "currency enum" in doc.text
    assert "currency enum" in doc.markdown


class _TextIteratorCounting(etree.ElementBase):
    """An element counting the text iterators asked of it."""
    asked: ClassVar[list] = []

    def itertext(self, *args, **kwargs):
        _TextIteratorCounting.asked.append(self.tag)
        return super().itertext(*args, **kwargs)


def test_childless_spans_of_highlighted_code_are_read_without_a_text_iterator():
    # a highlighted code page's 1,754 abutting spans, most of one or two characters: lxml's text
    # iterator (~2.5 us) was asked of every childless second span (2026-12-05)
    parser = etree.HTMLParser()
    parser.set_element_class_lookup(etree.ElementDefaultClassLookup(element=_TextIteratorCounting))
    tokens = "".join(f"<span class='n'>name{i}</span><span class='p'>,</span>" for i in range(20))
    html = f"<html><body><pre>{tokens}</pre><p><span class='k'>Kind</span><span class='v'><b>Value</b></span></p></body></html>"
    root = etree.fromstring(html, parser)
    _TextIteratorCounting.asked = []
    separate_abutting_inlines(root)
    assert _TextIteratorCounting.asked == ["span"]  # the one span whose words are in a child
    assert render_text(root).endswith("Kind Value")
