"""box_measures: the measures of labelled boxes, kept right across the drops of a pass."""
from beam_extract.clean.box_measures import BoxMeasures, text_head
from beam_extract.clean.box_verdicts import unlinked_length
from beam_extract.clean.measures import holds_text_outside, text_length
from beam_extract.parse import parse_html


def page(markup: str):
    return parse_html(f"<html><body>{markup}</body></html>").getroot()


def test_lengths_and_links_stay_right_after_drops_below():
    root = page("<div id='box'>  <p>one <a href='/a'>two</a> </p><p> three <a href='/b'>four</a></p>tail  </div>")
    box = root.find(".//*[@id='box']")
    measures = BoxMeasures()
    assert measures.length(box) == text_length(box)
    assert not measures.holds_no_link(box)
    assert measures.unlinked(box) == unlinked_length(box)
    for paragraph in list(box.iter("p")):
        measures.drop(paragraph)
        assert measures.length(box) == text_length(box)
        assert measures.unlinked_at_least(box) <= unlinked_length(box)
    assert measures.holds_no_link(box)
    assert measures.length(box) == len("tail")


def test_text_head_reads_the_start_of_the_text_only():
    root = page("<div>   <span>Related</span> posts and " + "<b>more</b> " * 200 + "</div>")
    div = root.find(".//div")
    assert text_head(div, 12).startswith("Related posts")
    assert len(text_head(div, 12)) < 40


def test_the_box_a_label_opens_is_its_outermost_container_starting_with_it():
    root = page("<main><p>Story.</p><section><div><h3>Related posts</h3><a href='/a'>A</a></div></section></main>")
    label = root.find(".//h3")
    body = root.find(".//main")
    assert BoxMeasures().box_opened_by(label, body, 1000).tag == "section"
    assert BoxMeasures().box_opened_by(label, body, 5) is None  # over the limit


def test_text_outside_the_passed_over_elements_is_found_and_theirs_is_not():
    root = page("<div id='box'><button>Buy</button> <span><i>  </i><!-- a comment --></span></div>"
                "<div id='tailed'><button>Buy</button> now</div>")
    box, tailed = root.find(".//*[@id='box']"), root.find(".//*[@id='tailed']")
    def is_button(el):
        return el.tag == "button"
    assert not holds_text_outside(box, is_button)  # the button's word, a blank and a comment
    assert holds_text_outside(box, lambda el: False)  # the button's word counts when not passed over
    assert holds_text_outside(tailed, is_button)  # a passed-over element's tail still counts
    nested = page("<div>" + "<span>" * 2000 + "deep" + "</span>" * 2000 + "</div>").find(".//div")
    assert holds_text_outside(nested, lambda el: False)  # a walk, not a recursion
