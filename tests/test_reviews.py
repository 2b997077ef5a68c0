"""A shop page's customer reviews (clean/reviews.py): the widgets named for them go, the description and
editorial reviews stay; the lines a widget leaves (headings, summaries, calls) go, told first by a review word."""
import pytest
from clean_modules import patch_clean

from beam_extract import clean, speedups
from beam_extract.clean import reviews, walks
from beam_extract.parse import parse_html
from beam_extract.text import render_text

PROSE = " ".join(["This sentence is part of the article body, and it carries real words."] * 6)


def _root(body: str):
    return parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()


def test_reviews_widget_goes_from_a_product_page():
    from beam_extract.clean import drop_reviews
    review = "<div class='review-item'><h5>Great bottle!</h5><p>Keeps my water cold for a whole day at work.</p></div>"
    root = _root(f"<div class='product-description'><p>{PROSE}</p></div>"
                 f"<section id='customerReviews'><h3>Reviews (2)</h3>{review * 2}</section>")
    assert drop_reviews(root) == 1
    out = render_text(root)
    assert "article body" in out and "Great bottle" not in out and "Reviews" not in out


def test_reviews_outweighing_the_description_go_when_enough_is_left():
    # A popular product's reviews hold most of the page's text: the size guard alone kept them all.
    from beam_extract.clean import drop_reviews
    from beam_extract.clean.reviews import REVIEWS_MIN_LEFT
    review = ("<li class='review-card'><h5>Sturdy and light</h5><p>Carried it on three long day hikes; the "
              "straps never rubbed and the side pockets held both of my bottles.</p></li>")
    description = f"<div class='product-description'><p>{PROSE}</p><p>{PROSE}</p></div>"
    root = _root(f"{description}<div class='product-reviews'><h2>Reviews</h2><ul>{review * 12}</ul></div>")
    assert drop_reviews(root) == 1
    out = render_text(root)
    assert "article body" in out and "Sturdy" not in out
    # A page that is reviews and little else keeps the guard: a widget holding most of it stays.
    short = "<p>Trail pack, 25 liters.</p>"
    assert len(short) < REVIEWS_MIN_LEFT
    root = _root(f"{short}<div class='product-reviews'><ul>{review * 12}</ul></div>")
    assert drop_reviews(root) == 0
    assert "Sturdy" in render_text(root)


def test_a_shops_editorial_reviews_are_the_products_blurbs_and_stay():
    # A book's "Editorial Reviews" (publishers' and critics' words about it) are its description; a
    # review widget that merely holds an editorial-styled image is still the customers' reviews.
    from beam_extract.clean import drop_reviews
    review = "<div class='review-item'><h5>Great read!</h5><p>Finished it in a weekend and took notes.</p></div>"
    blurb = "<p>A landmark book about habits, praised by the New York Times as practical and humane.</p>"
    root = _root(f"<div class='product-description'><p>{PROSE}</p></div>"
                 f"<div id='editorialReviews_feature_div'><h2>Editorial Reviews</h2>{blurb}</div>"
                 f"<div class='product-reviews editorial-image'><h4>Overall rating</h4>{review * 2}</div>")
    assert drop_reviews(root) == 1
    out = render_text(root)
    assert "landmark book" in out and "Great read" not in out


@pytest.mark.parametrize("pure", [False, True])
def test_review_lines_walk_stops_past_its_bound_in_c_and_pure(pure):
    """_review_lines (one walk, its judge in Python) gives the outermost review lines, in order, and
    None past REVIEW_LINES_MAX lines, as the Python walk it replaced did."""
    def lines(count: int):
        html = "<div><p>story</p>" + "<div><span>12 reviews</span></div>" * count + "</div>"
        body = clean.content_body(parse_html(html).getroot())
        saved = speedups.native
        speedups.native = None if pure else saved
        try:
            return reviews._review_lines(body)
        finally:
            speedups.native = saved

    found = lines(reviews.REVIEW_LINES_MAX)
    assert found is not None and len(found) == reviews.REVIEW_LINES_MAX
    assert all(el.tag == "div" for el in found)  # the outermost: the div whose text the line is
    assert lines(reviews.REVIEW_LINES_MAX + 1) is None


def test_the_review_lines_rule_measures_no_element_of_a_page_without_a_review_word(monkeypatch):
    # every element below a shop page's region was measured and its text built: 1.2% of extract()'s
    # CPU over the development sets' shop pages, two thirds of which hold no review word (2026-12-03)
    from lxml import etree

    from beam_extract import clean
    from beam_extract.parse import parse_html

    measured = []
    upto = clean.text_length_upto
    patch_clean(monkeypatch, "text_length_upto", lambda el, *args: measured.append(el.tag) or upto(el, *args))
    plain = "".join(f"<div class='row'><p>Oak drawer {i}</p><ul><li>waxed slides</li><li>brass pulls</li></ul></div>"
                    for i in range(40))
    for widget, dropped in (("", 0), ("<div><h2>Customer Reviews</h2></div>", 1)):
        measured.clear()
        root = parse_html(f"<html><body><main>{plain}{widget}</main></body></html>").getroot()
        assert clean.drop_review_lines(root) == dropped
        assert "Customer Reviews" not in etree.tostring(root, encoding="unicode")
        assert measured if widget else not measured


def test_the_review_line_word_test_passes_every_line_the_review_line_pattern_takes(monkeypatch):
    # the elements' texts are asked for a review word (_REVIEW_LINE_WORD) before the pattern's many
    # alternatives: a line the pattern takes that the word test refused would stay on the page
    from beam_extract import clean

    for word in (*reviews._REVIEW_LINE_WORDS, "first"):
        assert reviews._REVIEW_LINE_WORD.search(word), word
    lines = ("customer reviews (12)", "kundenbewertungen (3)", "there are no reviews yet.", "aucun avis pour le moment",
             "be the first to rate this desk", "write a review", "rated 4.80 out of 5 based on 5 customer ratings",
             "4.6 out of 5 stars. 1664 reviews", "4.2 average rating", "escribe una opinión", "scrivi una recensione",
             "noch keine rezensionen vorhanden", "schrijf een beoordeling", "no hay reseñas todavía",
             "thank you for your review", "soyez le premier à donner votre avis")
    for line in lines:
        assert reviews._REVIEW_LINE.match(line) and reviews._REVIEW_LINE_WORD.search(line), line
    # a page whose short elements hold no review word never reaches the pattern
    from beam_extract.parse import parse_html

    asked = []
    pattern = reviews._REVIEW_LINE
    patch_clean(monkeypatch, "_REVIEW_LINE", type("Spy", (), {"match": lambda self, text: asked.append(text)
                                                                or pattern.match(text)})())
    cells = "".join(f"<li>Oak drawer {i}</li>" for i in range(20))
    root = parse_html(f"<html><body><main><p>Ratings of our desks</p><ul>{cells}</ul>"
                      f"<div><h2>Customer Reviews</h2></div></main></body></html>").getroot()
    assert clean.drop_review_lines(root) == 1
    assert asked == ["ratings of our desks", "customer reviews"]


@pytest.mark.parametrize("pure", [False, True])
def test_only_the_class_values_naming_a_review_are_judged(monkeypatch, pure):
    """A product page of many other class values (a grid's cells): the reviews widget is found without
    each value judged in Python (`outermost_named`'s hints; 2026-12-07, in C no str is made of the
    others), and a review word split by separators, in upper case or beside a letter outside ASCII is
    still judged."""
    if not pure and speedups.native is None:
        pytest.skip("the C speedups are not built")
    if pure:
        monkeypatch.setattr(walks, "_speedups", None)
    asked = []
    judge = reviews._names_reviews
    monkeypatch.setattr(reviews, "_names_reviews", lambda names: asked.append(names) or judge(names))
    cells = "".join(f"<div class='grid-cell cell-{i}' id='spec-{i}'><p>Oak drawer {i}</p></div>" for i in range(200))
    for name in ("product-reviews", "Re_View-box", "RATINGS", "r\u00e9views yotpo", "pre-view"):
        asked.clear()
        root = _root(f"<div class='product-description'><p>{PROSE}</p>{cells}</div>"
                     f"<section class='{name}'><h3>What buyers say</h3><p>Keeps my water cold.</p></section>")
        dropped = reviews.drop_reviews(root)
        assert asked == [name], asked
        assert dropped == (0 if name == "pre-view" else 1), name
