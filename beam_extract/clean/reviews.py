"""The cleaning of the content document: a shop page's customer reviews and ratings: the widgets named
for them (`drop_reviews`) and the lines they leave behind (`drop_review_lines`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import re

from .drops import drop_keeping_tail
from .measures import content_body, element_text, text_length
from .prompts import drop_within_guard
from .spares import DESCRIPTION_TOKENS
from .tokens import tokens_of
from .walks import TooManyLines, names_tokens, outermost_named, short_text_walk

# Class or id tokens of the customer reviews and ratings widgets on a product page (and of the
# review services shops embed). Measured 2026-11-30 (make bench-quick, F1 even / odd), on pages
# declaring a product and not an article: before, WCXB dev 0.8599 / 0.8597 (product 0.6234 /
# 0.6578), trafilatura-eval-dev 0.9165 / 0.9143, ScrapingHub 0.9613 / 0.9674; with: 0.8602 / 0.8614
# (product 0.6244 / 0.6776), 0.9171 / 0.9143, unchanged. On every page declaring a product: WCXB
# 0.8589 / 0.8614 (reviews of products are the text of review articles). "testimonial(s)" as well:
# the same; "questions" and "qna" as well: 0.8602 / 0.8615 (left out: a product's Q&A is often
# its FAQ, content).
REVIEW_TOKENS = frozenset("review reviews rating ratings yotpo bazaarvoice trustpilot".split())
# The reviews go whatever their share of the text when at least REVIEWS_MIN_LEFT characters stay
# outside them (a popular product's hundred reviews outweigh its description: the guard kept them
# all); with less left, each widget keeps the guard. Measured 2026-11-30 (bench_extract --no-peers,
# F1 even / odd): before (the guard alone), ScrapingHub 0.9640 / 0.9690, WCXB dev 0.8668 / 0.8702
# (product 0.6494 / 0.7163), trafilatura-eval-dev 0.9321 / 0.9397; 1, 200, 500 or 1000 characters:
# WCXB dev 0.8678 / 0.8702 (product 0.6626 / 0.7163: two pages whose reviews outweighed the rest,
# 0.26 -> 0.85 and 0.22 -> 0.40, no page worse); 2000: product 0.6596 (the second page keeps its
# reviews); 4000: as before. ScrapingHub and trafilatura-eval-dev unchanged by all (one
# trafilatura-eval-dev shop page's text changes, its snippets the same). With the shell rule: product
# 0.6839 / 0.7327 -> 0.6971 / 0.7327.
REVIEWS_MIN_LEFT = 500
# ... but a widget named for editorial reviews (the joined pair: Amazon's "editorialReviews_feature_div",
# "press-reviews", "critic-reviews") holds the publisher's description and the critics' words: it stays.
# Added 2026-12-02 (per-page word F1, WCXB dev product): odd 0.7497 -> 0.7565 (a book's page 0.433 ->
# 0.852), no other page of the three sets changed. Tried: "editorial", "critic(s)" and "press" as
# single tokens: a trafilatura-eval-dev shop's "product-reviews editorial-image" widget kept (its
# "Bitte teilen Sie uns Ihre Erfahrungen" leaked: one snippet more, even half).
# `_names_reviews` holds only where `names_tokens` finds a REVIEW_TOKENS word: the values without one are
# not judged (`outermost_named`'s hints).
_REVIEW_HINTS = tuple(sorted(REVIEW_TOKENS))
EDITORIAL_REVIEW_TOKENS = frozenset("editorialreview editorialreviews criticreviews criticsreviews pressreviews".split())


def drop_reviews(root) -> int:
    """Remove the customer reviews and ratings widgets of a product page (REVIEW_TOKENS in their
    class or id; see REVIEWS_MIN_LEFT): the product's description and specifications are its
    content. Returns how many went."""
    body = content_body(root)
    victims = outermost_named(body, ("class", "id"), _names_reviews, _REVIEW_HINTS)
    if not victims:
        return 0
    left = text_length(body) - sum(text_length(el) for el in victims)
    if left < REVIEWS_MIN_LEFT:  # the page may be reviews only (a product's reviews page)
        return drop_within_guard(body, victims)
    for el in victims:
        drop_keeping_tail(el)
    return len(victims)


def _names_reviews(names: str) -> bool:
    return (names_tokens(names, REVIEW_TOKENS) and not names_tokens(names, EDITORIAL_REVIEW_TOKENS)
            and not _names_description_then_reviews(names))


# ... nor a box named for the description first and the reviews after ("product-description-reviews",
# "description-and-reviews": Shopware's block of the description and reviews tabs): the tab set of
# both, whose reviews tab is named on its own inside. A review's own description ("review-description",
# "rating__description") names the review first. Added 2026-12-03: no page of the three sets holds
# such a name (every class and id of their pages looked at), so none changed.
def _names_description_then_reviews(names: str) -> bool:
    if "escription" not in names:
        return False
    tokens = tokens_of(names)
    described = next((i for i, t in enumerate(tokens) if t in DESCRIPTION_TOKENS), None)
    reviewed = next((i for i, t in enumerate(tokens) if t in REVIEW_TOKENS), None)
    return described is not None and reviewed is not None and described < reviewed


# The lines a reviews widget leaves behind on a shop's page when its box is not named for reviews:
# its heading ("Customer Reviews", "Reviews (12)"), its summary ("Rated 4.80 out of 5 based on 5
# customer ratings", "4.6 out of 5 stars. 1664 reviews"), its empty state and its calls ("There are
# no reviews yet.", "Be the first to review", "Write a review", "Read reviews"; WooCommerce's "Only
# logged in customers who have purchased this product may leave a review."), in English, German,
# French, Spanish, Italian and Dutch: a block whose whole text is one, of at most REVIEW_LINE_MAX
# characters. The golds of WCXB dev leave them out (of such lines in our output, 2 of 26 in the gold).
# More than REVIEW_LINES_MAX of them are a grid of products each with its rating: content to a
# listing's gold, all stay. Measured 2026-12-03 (bench_extract --no-peers, per-page word F1): WCXB dev
# product 0.7414 / 0.7635 -> 0.7416 / 0.7638 (11 pages better by up to +0.016, one worse by 0.0002: a
# book's "Reviews" heading of its press quotes); ScrapingHub and trafilatura-eval-dev: no page changed.
# Tried: no cap, 0767 (a listing declaring a product, 14 rated cards) 0.845 -> 0.608; only on pages
# of one declared product, no cap: 7 pages better, the same one worse (0612, 0613, 0620, 4062 left).
# Cost: ~1 ms a shop page (the walk of every element below the region; 0.7% of extract()'s CPU over
# WCXB dev); climbing only from the text nodes an XPath finds holding a review noun cost the same.
REVIEW_LINE_MAX = 120
REVIEW_LINES_MAX = 4
_REVIEW_NOUN = r"(?:reviews?|ratings?|bewertungen|rezensionen|avis|opiniones|reseñas|recensioni|beoordelingen)"
_REVIEW_LINE = re.compile(
    r"^\W*(?:(?:customer|product|user|kunden|clients?|de clientes|dei clienti|klant) )?" + _REVIEW_NOUN
    + r"(?: (?:clients?|de clientes))?(?: ?\(\d+\))?\W*$"
    r"|^\W*(?:kundenbewertungen|kundenrezensionen|produktbewertungen)(?: ?\(\d+\))?\W*$"
    r"|^\W*(?:there are )?no (?:customer )?reviews? yet\W*$|^\W*noch keine (?:bewertungen|rezensionen)(?: vorhanden)?\W*$"
    r"|^\W*aucun avis(?: pour le moment)?\W*$|^\W*(?:no hay|aún no hay|todavía no hay) (?:reseñas|opiniones)(?: todavía| aún)?\W*$"
    r"|^\W*non ci sono ancora recensioni\W*$|^\W*er zijn (?:nog )?geen (?:beoordelingen|reviews)(?: (?:meer|nog))?\W*$"
    r"|^\W*be the first to (?:review|write a review|rate)\b.{0,60}$"
    r"|^\W*(?:write|add|leave|submit) (?:a|your) (?:customer )?review\W*$"
    r"|^\W*(?:read|see|view|show) (?:all )?(?:\d+ )?(?:customer )?reviews?\W*$"
    r"|^\W*rated [\d.,]+ out of \d+(?: based on \d+ customer ratings?)?\W*$"
    # A rating and a count ("4.4 stars out of 1935 reviews", "(4.8) 1,234 reviews", "120 ratings":
    # two numbers or one of two digits or more): read from the first digit, its signs before it and
    # the run of the first number taken atomically, the number split in two only when nothing stands
    # between (the lookbehind). Written so on 2026-12-04: "^\W*\(?[\d.,]+\)? ... [\d.,]+" let the
    # signs, the first and the second number share every comma and full stop: a line of 118 commas
    # and " review x" took 13 ms (7 us now), a shop page of 1,000 such lines 5.7 s (0.14 s now). Only
    # a first "number" without a digit (", 3 reviews") no longer matches; no line of the three
    # development sets changed verdict (the one this alternative took there, "4.4 stars out of 1935
    # reviews", still matches; 700,000 random lines of these pieces differ only so).
    r"|^\W*+\d[\d.,]*+(?:\)? ?(?:out of \d+ )?(?:stars? )?(?:out of|of|from|based on)? ?[\d.,]+|(?<=[\d.,]{2}))"
    r" ?k? (?:customer )?(?:reviews?|ratings?)\W*$"
    r"|^\W*[\d.,]+ out of \d+ stars?\.? [\d.,]+ (?:reviews?|ratings?)\W*$"
    r"|^\W*[\d.,]+ average rating\W*$"
    r"|^\W*only logged in customers who have purchased this product may leave a review\b.{0,30}$"
    r"|^\W*thank you for (?:submitting|your) (?:a )?review\W*$"
    r"|^\W*(?:bewertung schreiben|schreiben sie (?:die erste|eine) bewertung|donnez votre avis|laissez un avis"
    r"|soyez le premier à (?:laisser|donner) (?:votre|un) avis|escribe una (?:reseña|opinión)|scrivi una recensione"
    r"|schrijf een (?:review|beoordeling))\W*$")


def drop_review_lines(root) -> int:
    """Remove a shop page's blocks whose whole text is a reviews widget's heading, summary, empty
    state or call (see REVIEW_LINE_MAX), each holding at most GUARD_SHARE of the body's text.
    Returns how many went."""
    body = content_body(root)
    if not _may_hold_review_lines(element_text(body).lower()):
        return 0
    victims = _review_lines(body)
    if victims is None:  # a grid of products, each card with its rating
        return 0
    return drop_within_guard(body, victims)


# Every line _REVIEW_LINE matches holds one of these words (its call "be the first to rate": "first"
# and "rate"), and so does the text of the page holding the line: a page whose text holds none is not
# walked. Measured 2026-12-03 (the 159 shop pages of the three development sets, CPU of the rule, one
# process): the walk of every element below the region 0.27 s (1.1% of extract()); 53 of the pages
# hold a word at all. In an earlier run of the same pages (a busier host): every element 0.38 s, the
# page's text asked first and then every element walked 0.27 s (kept), only the subtrees whose text
# holds a word 0.18 s (0.11 s in the first run) -- but that rebuilt each level's text, the depth times
# the page on a page nested deep (1,000 levels: 10x the CPU of 250 levels).
_REVIEW_LINE_WORDS = ("review", "rating", "rated", "bewertung", "rezension", "avis", "opini", "reseña", "recension",
                      "beoordeling")


# Any of _REVIEW_LINE_WORDS or "first" (one test of an element's text before _REVIEW_LINE's many
# alternatives: 2026-12-03, a WCXB dev shop page of 6,000 short elements, the rule 10.2 -> 6 ms).
_REVIEW_LINE_WORD = re.compile(r"r(?:eview|ating|ated|ezension|eseña|ecension)|bewertung|avis|opini|beoordeling|first")


def _may_hold_review_lines(folded: str) -> bool:
    """Might a text (lower-cased) hold a line _REVIEW_LINE matches? (A line's words are the text's:
    folding the white space joins no word.)"""
    return any(word in folded for word in _REVIEW_LINE_WORDS) or ("first" in folded and "rate" in folded)


def _review_lines(body) -> list | None:
    """The outermost elements below `body`, in document order, whose text is a line _REVIEW_LINE
    matches of at most REVIEW_LINE_MAX characters; None when there are more than REVIEW_LINES_MAX."""
    # One walk that enters no victim (asking each element's ancestors instead cost the page's
    # elements times its depth: 2026-12-03, 14% of extract() on a WCXB dev shop page of 3 MB; walking
    # only the subtrees whose text holds a review word rebuilt each level's text, the same product on
    # a page nested deep), nor an element without text (nor are its descendants). In C since
    # 2026-12-04: the Python walk measuring every element of a shop's page was ~0.5% of extract().
    found = 0

    def is_review_line(el, length: int) -> bool:
        nonlocal found
        text = element_text(el).lower()
        if not (_REVIEW_LINE_WORD.search(text) and _REVIEW_LINE.match(" ".join(text.split()))):
            return False
        found += 1
        if found > REVIEW_LINES_MAX:
            raise TooManyLines  # the walk stops at once (a page of 8,000 review lines: 35 -> 0.3 ms)
        return True

    try:
        return short_text_walk(body, 0, REVIEW_LINE_MAX, is_review_line)
    except TooManyLines:
        return None
