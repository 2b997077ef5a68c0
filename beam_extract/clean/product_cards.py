"""The cleaning of the content document: other products' cards on a product's page, carousels and runs of
priced links (`drop_product_cards`, `CAROUSEL_WORDS`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

from lxml import etree

from .box_verdicts import SECTION_CARD_MAX
from .drops import drop_keeping_tail, outermost_only
from .measures import content_body, element_text, folded_text, text_length, text_length_upto
from .prices import holds_a_price
from .tokens import GUARD_SHARE
from .walks import names_tokens

# A carousel or ticker that loops lays copies of its slides beside them; CAROUSEL_CLONE_MIN..
# REPEATED_POST_MAX characters repeating an earlier sibling's text, children or grandchildren of an
# element named as a carousel (a CAROUSEL_WORDS token: "ThreadTestimonialCarousel_content",
# "swiper-wrapper", "ticker") are such copies where no clone class says so (HIDING_CLASSES reads
# "swiper-slide-duplicate", "slick-cloned"): a testimonial carousel reads each quote twice, a
# marquee of stats or of a call to action ten times. Only the later copies go. Measured 2026-12-04
# (bench_extract --no-peers, per-page word F1; ScrapingHub and trafilatura-eval-dev: no Document
# changed): WCXB dev 0.8961 / 0.8974 -> 0.8961 / 0.8975, service 0.8853 / 0.8630 -> 0.8856 /
# 0.8637, product even 0.7452 -> 0.7455, article odd 0.9571 -> 0.9572; 8 pages better (a video
# app's testimonials 0.675 -> 0.711, a stats ticker 0.868 -> 0.901, a course's "Enrol now" ticker
# 0.940 -> 0.954, a FAQ slider 0.909 -> 0.929, a tablet's feature slides, dated slide pairs), none
# worse; a video carousel whose slides differ only in their video (each saying "Your browser does not
# support the video tag.") keeps its first video in the content HTML, its text unchanged. Tried
# (off shops and threads, CAROUSEL_CLONE_MIN 15): great-grandchildren too: a sock shop's slides
# each showing their label twice, which its gold keeps (collection odd 0.7646 -> 0.7627); the
# parent only: 2 of the 8 pages; any later copy inside a carousel, siblings or not (a category
# carousel's cards repeating "HSA / FSA eligible", collection odd 0.7646 -> 0.7620); every repeated
# block of 100+ characters on pages declaring nothing (documentation odd 0.9454 -> 0.9413, golds
# keeping a page's notes and a service page's layouts twice); CAROUSEL_CLONE_MIN 15: one dated
# slide pair fewer (article odd -0.0002), 3: a comparison slider's "Yes" cells (collection even -0.0033).
CAROUSEL_WORDS = frozenset((
    "carousel", "slider", "slideshow", "swiper", "slick", "splide", "glide", "marquee", "flickity",
    "embla", "ticker", "owl"))


# --- Product cards on a product's page -------------------------------------------------------------

# A run of PRODUCT_CARDS_MIN or more alike children (one tag) of one container, each a link and a
# price in at most SECTION_CARD_MAX characters, is a carousel of other products on a shop's page of
# one product ("Explore related items", sponsored products, the variants' tiles): the page's own
# product is not a list of priced links. On pages of one product that describe it in structured
# data (`page_facts.describes_its_product`; a category page's cards are its content), and together
# at most GUARD_SHARE of the content.
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd): before, ScrapingHub 0.9640 / 0.9686,
# WCXB dev 0.8650 / 0.8676 (product 0.6477 / 0.6963), trafilatura-eval-dev 0.9290 / 0.9332; on every
# page declaring a product: WCXB dev 0.8648 / 0.8677 (three category pages lose up to 0.16); on the
# pages of one product: 0.8650 / 0.8677 (two category pages whose og:type says "product" lose);
# described in JSON-LD or microdata: 0.8650 / 0.8680 (product 0.6477 / 0.7011; five pages better by
# 0.013 to 0.097, none worse: three pages of one shop's template, two of another's); ScrapingHub
# and trafilatura-eval-dev unchanged by all. (An earlier try, on every page declaring one product
# and without the structured-data test, was left out: category pages lost; see PRICE_LINE_MAX.)
PRODUCT_CARDS_MIN = 3
_CARD_CONTAINERS = ("ul", "UL", "ol", "OL", "div", "DIV", "section", "SECTION")


# On a shop's other pages (a collection, a shop's page declaring no one product) such a list goes
# when it is a carousel (`_a_carousel`: its first card marked as an ARIA slide, or it or its parent
# named by a CAROUSEL_WORDS token): a "Best sellers" or "Recently viewed" slider beside the listing's
# grid, which is no slider. Added 2026-12-04 (round 32; snapshot of the 2,160 pages, C and pure
# Python): one Document changed, WCXB dev 4805 (collection, odd) 0.703 -> 0.741 (a "BEST SELLERS"
# slider of four priced cards gone): collection odd 0.7656 -> 0.7662; no page of ScrapingHub or
# trafilatura-eval-dev changed. Tried: the same on the pages of one product not described in
# structured data (no page more moved: left out); Amazon's sponsored sliders did not pass the card
# test (cards of 500-900 characters, some empty: see CAROUSEL_CARD_RAW_MAX).
def drop_product_cards(root, carousels_only: bool = False) -> int:
    """Remove the lists of priced product cards (see PRODUCT_CARDS_MIN) from a product's page, each
    with the box it alone fills but for a title (`_titled_box`), outermost first, while they hold at
    most GUARD_SHARE of the body's text; with `carousels_only`, the carousels among them (see above).
    Returns how many lists went."""
    body = content_body(root)
    victims = []
    walker = etree.iterwalk(body, events=("start",), tag=_CARD_CONTAINERS)
    for _, el in walker:
        if el is body or len(el) < PRODUCT_CARDS_MIN:
            continue
        carousel = _a_carousel(el)
        if (carousel or not carousels_only) and _is_product_card_list(el, carousel):
            victims.append(el)
            walker.skip_subtree()
    if victims:
        lengths = {el: text_length(el) for el in victims}
        measured: dict = {}  # parent -> its length up to `cap`, taken once for every list under it
        cap = max(lengths.values()) + CARD_BOX_TITLE_MAX + 1
        victims = outermost_only([_titled_box(el, lengths[el], body, measured, cap) for el in victims])
    if not victims or sum(text_length(el) for el in victims) > GUARD_SHARE * text_length(body):
        return 0
    for el in victims:
        drop_keeping_tail(el)
    return len(victims)


# A list of product cards goes with the box around it that holds besides the cards only a title of at
# most CARD_BOX_TITLE_MAX characters: Magento's upsell block ("We found other products you might
# like!", in every locale the store writes it), PrestaShop's "product-accessories", a theme's
# carousel under a title no label list names; the title stayed alone when its cards went. Added
# 2026-12-04: no text of the three sets' pages changed (the snapshot: two WCXB dev pages' content
# HTML lost the empty wrappers of their card lists); tests/test_products.py holds Magento's upsell
# block in three languages.
CARD_BOX_TITLE_MAX = 80

# A carousel's slide is a card by its words: its markup's indentation apart (Amazon's sponsored
# slides, "-26%EUR 23.06 RRP: EUR 31.14" in 414 characters of text nodes), up to
# CAROUSEL_CARD_RAW_MAX characters as written; and a slide may be empty (its title and price filled
# by its script: its link alone), most slides still priced. With it, the pages of one product that
# describe it in no structured data drop such carousels too (`carousels_only`, as a shop's other
# pages do). Added 2026-12-05 (round 37; snapshot of the 2,160 pages, C and pure Python): three
# Amazon pages' sponsored sliders gone, WCXB dev 3058 0.4937 -> 0.6167, 0612 0.6453 -> 0.6644
# (product even 0.7479 -> 0.7504), 0613 0.8716 -> 0.9134 (product odd 0.7682 -> 0.7688); no other
# Document changed. The call alone, or either test alone, moved no page (the sliders hold an
# indented slide and empty ones); every list's cards measured by their words (not only a
# carousel's) moved the same three pages.
CAROUSEL_CARD_RAW_MAX = 2000


def _titled_box(cards, length: int, body, measured: dict, cap: int):
    """The outermost ancestor of `cards` (`length` characters; below `body`) holding besides them
    at most CARD_BOX_TITLE_MAX characters (the carousel's title, "We found other products you might
    like!"), else `cards`. Each ancestor is measured once up to `cap` for all the lists
    (`measured`): 8,000 lists under one long description measured it once each (quadratic, 2026-12-04)."""
    box = cards
    parent = cards.getparent()
    while parent is not None and parent is not body:
        size = measured.get(parent)
        if size is None:
            size = measured[parent] = text_length_upto(parent, cap)
        if size > length + CARD_BOX_TITLE_MAX:
            break
        box, parent = parent, parent.getparent()
    return box


def _a_carousel(container) -> bool:
    """Is `container` a carousel's list of slides: its first element child marked as an ARIA slide
    (`aria-roledescription="slide"`), or it or its parent named by a CAROUSEL_WORDS token?"""
    first = next((c for c in container if isinstance(c.tag, str)), None)
    if first is not None and (first.get("aria-roledescription") or "").strip().lower() == "slide":
        return True
    for el in (container, container.getparent()):
        if el is not None and any(names_tokens(el.get(a), CAROUSEL_WORDS) for a in ("class", "id")):
            return True
    return False


def _is_product_card_list(container, carousel: bool = False) -> bool:
    if len(container) < PRODUCT_CARDS_MIN:
        return False
    cards = [child for child in container if isinstance(child.tag, str)]
    if len(cards) < PRODUCT_CARDS_MIN or len({c.tag for c in cards}) != 1:
        return False
    texts = []
    for card in cards:
        text = _card_text(card, carousel)
        if text is None:
            return False
        texts.append(text)
    priced = 0
    for card, text in zip(cards, texts):
        if card.find(".//a[@href]") is None:
            return False
        if holds_a_price(text):
            priced += 1
    return priced * 2 > len(cards)  # most cards show a price (one may be "sold out")


def _card_text(card, carousel: bool) -> str | None:
    """`card`'s text when it may be a product card (see CAROUSEL_CARD_RAW_MAX), else None."""
    if not carousel:
        length = text_length(card)
        return element_text(card) if 0 < length <= SECTION_CARD_MAX else None
    if text_length_upto(card, CAROUSEL_CARD_RAW_MAX) > CAROUSEL_CARD_RAW_MAX:
        return None
    text = folded_text(card)
    return text if len(text) <= SECTION_CARD_MAX else None
