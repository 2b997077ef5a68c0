"""What the page-wide passes read of the page, in one walk, and the passes over the whole page that
read it before the region is chosen: React's streamed segments put in place, breakpoint variants
dropped, and whether the page is one product, describes it, or offers to buy.

In: the parsed page (an lxml tree), and for `may_offer_to_buy` the page's kinds (`Metadata.kinds`).
Out: `page_facts` -> `PageFacts` (the first main, titles, bases, streamed templates and segments,
generators, the controls to buy, og:type, JSON-LD, the product's itemtype, snippet marks); `page_walk`
-> the metadata's walk and the facts from one C walk (None without the speedups);
`place_streamed_segments` / `drop_breakpoint_variants` -> the tree changed in place, how many
elements moved or went; `declares_one_product`, `describes_its_product`, `is_wordpress_product`,
`offers_to_buy` -> bool. The order they run in is extractor.extract_tree's.
"""
from __future__ import annotations

import functools
import re
from typing import NamedTuple

from lxml import etree

from . import clean, dom, metadata, region_choice
from .speedups import native as _speedups

# --- What the page-wide passes read, in one walk --------------------------------------------------

class PageFacts(NamedTuple):
    """What the passes over the whole page outside clean read of it (the region contract's first
    main, title and base elements; the streamed segments; the generator; the controls to buy; the
    product's structured data, the snippet marks), gathered by one walk (`page_facts`) instead of one walk each.
    In the root's subtree (as `root.iter(name)` finds them): `first_main` (below the root),
    `titles`, `bases`, `templates` (id "B:..." or "P:...") and, when asked for, `cart_form` and
    `buttons` (buttons, inputs typed submit or button). In the whole document (as XPath's
    "/descendant::" finds them): the rest. Each list in document order."""

    first_main: etree._Element | None
    landmarks: list  # main elements and role="main" (`fullest_main`)
    titles: list
    bases: list
    templates: list  # `place_streamed_segments`
    segments: list
    generators: list  # /html/head/meta[@name='generator']/@content (`drop_breakpoint_variants`)
    cart_form: bool  # `offers_to_buy`
    buttons: list
    og_types: list  # `declares_one_product`, `describes_its_product`
    json_ld: list
    product_itemtype: bool
    nosnippet: bool  # an element holds `data-nosnippet` (`clean.drop_nosnippet_blocks` runs only then)
    definition_values: bool  # an element is named "dd" or "DD" (`clean.author_list_names` reads only then)
    group_classes: bool  # a class holds "group" in any ASCII case (`clean.drop_member_groups` runs only then)


# Measured 2026-12-01 (CPU, one process, WCXB dev and trafilatura-eval-dev parsed once, every pass
# over each tree alternating): the walks it replaces cost 0.5-0.6 ms a page (libxml2's nodes read
# once per walk: iter("main") 0.13, offers_to_buy 0.22 on pages declaring neither a product nor an
# article, iter("template") 0.08, iter("base") 0.10, iter("title") 0.06, the generator XPath 0.05).
# iter("base") walked every page once any document of the thread had set an xml:base (the content
# document does on every page with a URL): lxml matches names through the thread's names dictionary,
# and a name not in it ends the walk at once (0.004 ms), one in it walks all (2 ms on a 3 MB page).
# extract()'s CPU, summed, before -> after (two workers, one per build, alternating page by page, two
# passes): WCXB dev 68.58 -> 65.37 s (0.953), trafilatura-eval-dev 13.31 -> 12.74 s (0.957).
def page_facts(tree, controls: bool = False) -> PageFacts:
    """The `PageFacts` of the tree as it is now (a pass that moves or removes elements asks again).
    `controls`: also the controls `offers_to_buy` reads. Without the C speedups, the same fields
    read from the tree as each is first asked for (`_FactsOnDemand`)."""
    root = tree.getroot() if isinstance(tree, etree._ElementTree) else tree
    if _speedups is not None:
        return PageFacts(*_speedups.page_facts(root, controls))
    return _FactsOnDemand(root, controls)  # the twin's fields, each walked for when first read


def page_walk(tree) -> tuple[tuple, PageFacts] | None:
    """The metadata's walk (`metadata._walk`) and `page_facts(tree, controls=True)` of the page as
    parsed, from one C walk (`_speedups.page_walk`); None without the speedups, where each reads the
    tree on its own (`_FactsOnDemand` walks only for the facts a pass asks)."""
    if _speedups is None:
        return None
    root = tree.getroot() if isinstance(tree, etree._ElementTree) else tree
    if root is None or not isinstance(root.tag, str):
        return None
    found_metadata, facts = _speedups.page_walk(root)
    return found_metadata, PageFacts(*facts)


def _page_walk_python(root) -> tuple[tuple, PageFacts]:
    """Twin of `_speedups.page_walk`."""
    return metadata._metadata_walk_python(root), _page_facts_python(root, True)


_TEMPLATE_NAMES = ("B:", "P:")


def _page_facts_python(root, controls: bool) -> PageFacts:
    """Twin of `_speedups.page_facts`."""
    found = _FactsOnDemand(root, controls)
    return PageFacts(*(getattr(found, name) for name in PageFacts._fields))


class _FactsOnDemand:
    """`PageFacts`' fields read from the tree each when first asked for: without the C walk to share,
    each pass pays for its own walk only where it runs (as it did before the walk was shared)."""

    def __init__(self, root, controls: bool):
        self._root = root
        self._controls = controls

    @functools.cached_property
    def first_main(self):
        return next((el for el in self._root.iter("main") if el is not self._root), None)

    @functools.cached_property
    def landmarks(self) -> list:
        return region_choice.MAIN_LANDMARKS(self._root)

    @functools.cached_property
    def titles(self) -> list:
        return list(self._root.iter("title"))

    @functools.cached_property
    def bases(self) -> list:
        return list(self._root.iter("base"))

    @functools.cached_property
    def templates(self) -> list:
        return [el for el in self._root.iter("template") if (el.get("id") or "").startswith(_TEMPLATE_NAMES)]

    @functools.cached_property
    def segments(self) -> list:
        return _STREAMED_SEGMENTS(self._root)

    @functools.cached_property
    def generators(self) -> list:
        return [str(value) for value in _GENERATOR(self._root)]

    @functools.cached_property
    def _controls_found(self) -> tuple[bool, list]:
        cart_form, buttons = False, []
        if self._controls:
            for el in self._root.iter(_BUY_CONTROL_TAGS):
                if el.tag == "form":
                    cart_form = cart_form or "cart" in (el.get("action") or "")
                elif el.tag == "button" or (el.get("type") or "").lower() in ("submit", "button"):
                    buttons.append(el)
        return cart_form, buttons

    @property
    def cart_form(self) -> bool:
        return self._controls_found[0]

    @property
    def buttons(self) -> list:
        return self._controls_found[1]

    @functools.cached_property
    def og_types(self) -> list:
        return [str(value) for value in _OG_TYPE(self._root)]

    @functools.cached_property
    def json_ld(self) -> list:
        return _JSON_LD(self._root)

    @functools.cached_property
    def product_itemtype(self) -> bool:
        return bool(_PRODUCT_ITEMTYPES(self._root))

    @functools.cached_property
    def nosnippet(self) -> bool:
        return _MARKS_NOSNIPPET(self._root)

    @functools.cached_property
    def definition_values(self) -> bool:
        return _HOLDS_DEFINITION_VALUES(self._root)

    @functools.cached_property
    def group_classes(self) -> bool:
        return _NAMES_A_GROUP(self._root)


# --- Streamed segments (React server rendering) -------------------------------------------------

# React's streaming server renderer sends each suspended part of the page after the shell: a
# `<template id="B:n">` (a boundary, its loading placeholder after it) or `<template id="P:n">`
# (a postponed segment) marks where it goes, and `<div hidden id="S:n">` near the end of the body
# holds it, moved into place by a script (`$RC("B:n", "S:n")`, `$RS("S:n", "P:n")`) that never
# runs here. The placeholders ("Loading ...") stay: the comments that delimit them are gone. Without
# the move an article's body, a product's description or a service page's sections sit hidden
# at the end of the page, outside its `main`. A segment is shown only when it reads as prose
# (`worth_showing`; nested segments are placed first), and not on product pages.
# Measured 2026-11-30 (make bench-quick, F1 even / odd; 33 WCXB dev pages stream, no page of
# ScrapingHub or trafilatura-eval-dev, both unchanged by all): before, WCXB dev 0.8561 / 0.8568;
# every segment placed: 0.8549 / 0.8575 (article 0.942 -> 0.944, service 0.832 -> 0.836, but product
# price boxes and a listing's teaser cards); STREAMED_MIN_TEXT 200 judged before nested segments
# are placed: 0.8557 / 0.8571; judged after, 50: 0.8555 / 0.8580, 150: 0.8556 / 0.8580, 300: 0.8556
# / 0.8580 (a service page loses); only segments holding a <p> of 80+ characters: 0.8549 / 0.8580;
# 150 and not on product pages: 0.8569 / 0.8580 (the even half's loss was a product page whose
# gold is empty and one whose streamed boxes are prices).
STREAMED_MIN_TEXT = 150
STREAMED_MAX_LINKS = 0.5
_STREAMED_SEGMENTS = etree.XPath("/descendant::div[@hidden][starts-with(@id, 'S:')]")


def place_streamed_segments(tree, facts: PageFacts | None = None) -> int:
    """Move each streamed segment (`div hidden id="S:n"`) to its template (`template id="B:n"`
    or `"P:n"`), replacing the template, as the page's script would. Returns how
    many were placed; a segment without its template stays where it is (hidden). `facts`: the
    tree's `page_facts`, else walked here."""
    root = tree.getroot() if isinstance(tree, etree._ElementTree) else tree
    if root is None:
        return 0
    if facts is None:
        facts = page_facts(root)
    templates = {}
    for template in facts.templates:
        templates[template.get("id")[2:]] = template
    if not templates:
        return 0
    placed = 0
    moved: list = []
    for segment in facts.segments:
        template = templates.get(segment.get("id")[2:])
        parent = template.getparent() if template is not None else None
        if parent is None or any(ancestor is segment for ancestor in template.iterancestors()):
            continue
        segment.getparent().remove(segment)
        dom.set_tail(segment, template.tail)
        parent.replace(template, segment)
        moved.append(segment)
    for segment in moved:  # judged once nested segments are in place
        if worth_showing(segment):
            del segment.attrib["hidden"]
            placed += 1
    return placed


# Framer renders each responsive block once per breakpoint ("ssr-variant" siblings, each hidden by
# a media query of the page's stylesheet at the breakpoints it is not for); a browser shows one of
# them, the primary (desktop) one Framer writes first. Without a style engine every copy rendered:
# a landing page's hero four times, a post's byline three times. The later variants of each run
# go, on pages whose generator says Framer (read from the head's meta elements: no walk of the tree).
# Added 2026-12-01 (per-page word F1 as bench_extract scores it): WCXB dev 0.8793 / 0.8813 ->
# 0.8798 / 0.8820 (service 0.8581 -> 0.8622 on the even half): the three Framer pages of the three
# sets: a service page 0.306 -> 0.694, an article 0.504 -> 0.987, an article unchanged (its copies
# were equal); keeping the last variant instead: the service page 0.401 (a phone layout missing
# sections). ScrapingHub and trafilatura-eval-dev unchanged (no page changed). CPU: 26 us a page
# (the head's generator), under 0.3% of extract().
_GENERATOR = etree.XPath("/html/head/meta[@name='generator']/@content")
_VARIANTS = etree.XPath("/descendant::*[contains(concat(' ', normalize-space(@class), ' '), ' ssr-variant ')]")


def drop_breakpoint_variants(tree, facts: PageFacts | None = None) -> int:
    """On a page Framer built (its generator meta), remove each "ssr-variant" element that follows
    another one (the same block rendered for another breakpoint). Returns how many went. `facts`:
    the tree's `page_facts` (its generators), else read here."""
    root = tree.getroot() if isinstance(tree, etree._ElementTree) else tree
    if root is None:
        return 0
    generators = facts.generators if facts is not None else _GENERATOR(root)
    if not any(value.lstrip().lower().startswith("framer") for value in generators):
        return 0
    later = [el for el in _VARIANTS(root) if _follows_a_variant(el)]
    for el in later:
        if el.getparent() is not None:
            clean.drop_keeping_tail(el)
    return len(later)


def _follows_a_variant(el) -> bool:
    previous = el.getprevious()
    while previous is not None and not isinstance(previous.tag, str):  # a comment between them
        previous = previous.getprevious()
    return previous is not None and "ssr-variant" in (previous.get("class") or "").split()


def worth_showing(segment) -> bool:
    """A streamed segment worth showing: STREAMED_MIN_TEXT characters outside links, and under
    STREAMED_MAX_LINKS of its text in links (not a carousel of teasers); or a code block (a `pre`
    holding text: GitBook streams each of a page's code blocks as a segment of its own)."""
    total, linked = clean.link_lengths(segment)  # measured once for clean.unlinked_length and link_density
    if max(0, total - linked) >= STREAMED_MIN_TEXT and (min(1.0, linked / total) if total else 0.0) < STREAMED_MAX_LINKS:
        return True
    return any(clean.text_length(pre) for pre in segment.iter("pre", "PRE"))


# --- One product or a list of them ---------------------------------------------------------------

# What says a page declaring a product lists several (a shop's category, "product.group" in
# Shopify's og:type): a JSON-LD list type, or more than one Product.
_LISTING_TYPES = re.compile(r'"(?:ItemList|CollectionPage|OfferCatalog|SearchResultsPage)"')
_JSON_LD = etree.XPath("/descendant::script[@type='application/ld+json']")
_OG_TYPE = etree.XPath("/descendant::meta[@property='og:type']/@content")


def declares_one_product(tree, facts: PageFacts | None = None) -> bool:
    """A page declaring a product (Metadata.kinds) that is one product's page: its og:type is no
    group ("product.group") and its JSON-LD holds one Product and no list type (ItemList, ...).
    `facts`: the tree's `page_facts`, else walked here."""
    if facts is None:
        facts = page_facts(tree)
    if any("group" in value.lower() for value in facts.og_types):
        return False
    products = 0
    for script in facts.json_ld:
        data = script.text or ""
        if _LISTING_TYPES.search(data):
            return False
        products += data.count('"Product"')
    return products <= 1


_PRODUCT_ITEMTYPES = etree.XPath("/descendant::*/@itemtype[contains(., 'schema.org/Product')]")
_MARKS_NOSNIPPET = etree.XPath("boolean(/descendant::*[@data-nosnippet])")
# The gates of two rules asked on most pages and holding on few, read by the page's one walk
# (2026-12-06, speed50): each rule's own walk of the content body found nothing on most pages
# (`author_list_names`' look for a dd, 162 calls over every fourth page of WCXB dev and
# trafilatura-eval-dev, 11 of them on a page holding one; `drop_member_groups`' class walk, 69 of
# 496 content bodies holding "group" in a class, none a member group). Whole document: a superset
# of the content document's elements, whose class values no pass before them adds a word to.
_HOLDS_DEFINITION_VALUES = etree.XPath("boolean(/descendant::*[local-name() = 'dd' or local-name() = 'DD'])")
_NAMES_A_GROUP = etree.XPath("boolean(/descendant::*[@class[contains(translate(., 'GROUP', 'group'), 'group')]])")


def describes_its_product(tree, facts: PageFacts | None = None) -> bool:
    """The page describes its product in structured data (a JSON-LD Product, or microdata), not
    only in its og:type (which category pages of some shops set to "product" as well). `facts`:
    the tree's `page_facts`, else walked here."""
    if facts is None:
        facts = page_facts(tree)
    if any('"Product"' in (script.text or "") for script in facts.json_ld):
        return True
    return facts.product_itemtype


# A page that declares no product and no article but offers to buy (a button or submit input
# saying "Add to cart", "Buy now", "In den Warenkorb", ..., or a form posting to a cart) is a
# shop's page too: its reviews widgets and variant pickers go (`clean.drop_reviews`,
# `clean.drop_option_pickers`), but not the rules for the page of one declared product (price
# lines, repeated blocks, product cards: a service page's pricing tiers repeat and show prices).
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd): before, ScrapingHub 0.9640 /
# 0.9690, WCXB dev 0.8715 / 0.8729 (product 0.6971 / 0.7327, collection 0.7129 / 0.7303),
# trafilatura-eval-dev 0.9321 / 0.9397; with: ScrapingHub and trafilatura-eval-dev unchanged (no
# page of either offers to buy without declaring a product or an article), WCXB dev 0.8721 / 0.8731
# (product 0.7038 / 0.7338, collection 0.7135 / 0.7311; 11 pages better by up to 0.20, two worse: a
# category page whose gold keeps its review snippets 0.16 -> 0.08, one 0.002); as a declared
# product (every product rule): 0.8723 / 0.8734 but listing odd 0.7381 -> 0.7373 and service even
# 0.8555 -> 0.8541 (pricing tiers and "special price" lines dropped). CPU: 0.08 s over WCXB dev
# (0.6% of extract(); 620 pages asked; an XPath for the controls took 0.24 s).
# A page declaring both a product and an article is a review of the product, unless
# it offers to buy: WooCommerce's product page, whose SEO plugin (Yoast and its kin) writes og:type
# "article" beside WooCommerce's own JSON-LD Product, is a shop's page and its reviews widget, review
# lines ("Rated 4.76 out of 5 based on 29 customer ratings"), policy boxes and variant pickers go as
# on other shops' pages. It is not read as the page of one product (`declares_one_product`): its
# own price and the blocks its layout repeats stay, as on a shop's other pages (the later copies
# of long repeated blocks go, `clean.drop_repeated_shop_blocks`). Measured 2026-12-04 (per-page
# word F1, WCXB dev; ScrapingHub and trafilatura-eval-dev: no page changed): 4 product pages
# better, none worse, product even +0.0253 (0.868 -> 0.879, 0.816 -> 0.827, 0.797 -> 0.801), odd
# +0.0079 (0.918 -> 0.926); the articles and service pages declaring both (review roundups, a
# local business's rated products) offer nothing to buy and did not move. Read as one product's
# page as well: product even +0.0328 but odd -0.0214 (two golds keep the price line, one the
# blocks its layout repeats). Of WCXB dev's WooCommerce product pages (a "single-product" body
# class) 9 declare both; 6 offer to buy as `offers_to_buy` reads it (the others' buttons are
# "Select options" or gone with the stock).


# WordPress names a singular page's post type on its body ("single-product": WooCommerce's product
# page, whatever the theme). Declaring an article (an SEO plugin's og:type) and no product (the
# shop's JSON-LD Product switched off or dropped by its theme), it is read as declaring both, so
# offering to buy makes it a shop's page as above. Measured 2026-12-04 (per-page word F1; snapshot
# of the three sets: no other page changed): WCXB dev product even +0.0522 (a rental shop's page
# 0.778 -> 0.830: its rating summary, "Share your thoughts!" and the reviews form's lines gone), odd
# +0.0088 (0.991 -> 1.000).
_WORDPRESS_PRODUCT_CLASS = "single-product"


def is_wordpress_product(tree) -> bool:
    """The page's body carries WordPress's class of a singular page of post type product."""
    root = tree.getroot() if isinstance(tree, etree._ElementTree) else tree
    body = root.find("body") if root is not None and isinstance(root.tag, str) else None
    names = body.get("class") if body is not None else None
    return bool(names) and _WORDPRESS_PRODUCT_CLASS in names.split()


def may_offer_to_buy(kinds) -> bool:
    """Are the page's buy controls looked for (`offers_to_buy`)? On a page declaring neither a
    product nor an article (a shop's page that says nothing of itself), or both (see above)."""
    return ("product" in kinds) == ("article" in kinds)


_BUY_WORDS = re.compile(
    r"\b(?:add (?:to|2) (?:cart|bag|basket|trolley)|buy (?:it )?now|in den (?:warenkorb|einkaufswagen)"
    r"|ajouter au panier|añadir al carrito|aggiungi al carrello|do koszyka|in winkelwagen"
    # kinds40 (2026-12-05): the buy buttons of the other languages' stores, as "buy now" is read in English
    # (a Portuguese WooCommerce page's "Adicionar ao carrinho" left it no shop: its reviews and notes stayed)
    r"|adicionar ao (?:carrinho|cesto)|adicionar à sacola|comprar (?:agora|ahora)|agregar al carrito"
    r"|añadir a la (?:cesta|bolsa)|jetzt kaufen|acheter maintenant|acquista ora|kup teraz|nu kopen"
    r"|toevoegen aan (?:winkelwagen|winkelmand)|in (?:de )?winkelmand"
    # product41 (2026-12-05): Czech, Swedish, Danish, Norwegian, Finnish, Hungarian, Romanian, Turkish,
    # Greek and Russian stores' buttons (SHOP_ACTIONS knows most of them as lines); a bare buy verb only
    # as the whole label ("Köp", "Koupit"), as in "Köp biljetter" it may buy anything
    r"|(?:přidat )?do košíku|lägg i varukorg(?:en)?|köp nu|(?:læg i|tilføj til) kurv(?:en)?|køb nu"
    r"|legg i (?:handle)?kurv(?:en)?|kjøp nå|lisää ostoskoriin|osta nyt|kosárba(?: teszem)?"
    r"|adaugă în coș(?:ul)?|cumpără acum|sepete ekle|hemen al|προσθήκη στο καλάθι|αγορά τώρα"
    r"|(?:добавить )?в корзину)\b"
    r"|^\s*(?:koupit|köp|køb|kjøp|osta|satın al|купить|αγορ[άα])\s*$"
    # service56 (2026-12-07): Japanese, Chinese and Korean stores' buttons ("カートに入れる", "加入购物车",
    # "장바구니 담기"), outside the word bounds (a CJK label runs on without a space: "商品をカートに入れる");
    # a Japanese fixture's reviews and recommendations stayed as on a page of no shop; no dev page moved
    r"|(?:カート|買い物かご|ショッピングカート|ショッピングバッグ)(?:に|へ)(?:入れる|追加)|今すぐ購入"
    r"|加入购物车|加入購物車|立即购买|立即購買|장바구니(?:에)? ?담기|바로 ?구매", re.I)


class _CaselessLabelSearch:
    """`pattern.search` (a pattern compiled with re.I naming no upper-case ASCII letter): an ASCII
    label is searched lower-cased by the pattern without re.I, where the engine skips the positions
    no alternative's first letter opens (under re.I it tries every alternative at every position).
    The same verdicts: on ASCII text, a lower-case ASCII letter under re.I matches itself and its
    capital alone, and of the pattern's characters outside ASCII only the dotless "ı" matches ASCII
    ("i" and "I": given "i" beside it here; the others, "ä", "ø", Greek and Cyrillic letters, match
    none). Measured 2026-12-06 (tail46): the 5,715 labels of every third WCXB dev page (5,477 of
    them ASCII) 22.6 -> 12.0 ms, the same 28 found; a page of 600 buttons (a shop's filters and
    swatches, 450 labels of their own) searched them in ~3 ms."""

    __slots__ = ("_lowered", "whole")

    def __init__(self, pattern: re.Pattern):
        self.whole = pattern
        self._lowered = re.compile(pattern.pattern.replace("ı", "[ıi]"), pattern.flags & ~re.IGNORECASE)

    def search(self, label: str) -> re.Match | None:
        if label.isascii():
            return self._lowered.search(label.lower())
        return self.whole.search(label)


_BUY_LABEL = _CaselessLabelSearch(_BUY_WORDS)
_BUY_CONTROL_TAGS = ("button", "input", "form")


def offers_to_buy(tree, facts: PageFacts | None = None) -> bool:
    """Does the page hold a control to buy (see _BUY_LABEL) or a form posting to a cart? `facts`:
    the tree's `page_facts` with its controls, else walked here."""
    if facts is None:
        facts = page_facts(tree, controls=True)
    if facts.cart_form:
        return True
    # a label searched once a page: 4,772 labels over every third WCXB dev page were 2,933 a page's
    # own, the buy regex ~4 us a label (2026-12-06, region44)
    searched = set()
    for el in facts.buttons:
        if el.tag == "button":
            label = _button_label(el) or el.get("value") or el.get("aria-label")
        else:  # an input typed submit or button
            label = el.get("value") or el.get("aria-label")
        if label and label not in searched:
            if _BUY_LABEL.search(label):
                return True
            searched.add(label)
    return False


# A button of more text or elements than these is no buy button, and its text is not built:
# buttons nested 1,000 deep (libxml2 nests unclosed buttons, a browser closes each) each built the
# text of all below them, 4.2 s of CPU for 150 KB (2026-12-02).
BUY_LABEL_MAX_CHARS = 1000
BUY_LABEL_MAX_ELEMENTS = 256


def _button_label(el) -> str:
    """A button's text, white space folded; "" for one over BUY_LABEL_MAX_CHARS or _ELEMENTS."""
    length = clean.text_length_upto(el, BUY_LABEL_MAX_CHARS, BUY_LABEL_MAX_ELEMENTS)
    # no text but white space (an icon's button: 371 of a shop page's 604) folds to "": not built
    if length > BUY_LABEL_MAX_CHARS or not length:
        return ""
    return " ".join(dom.text_of(el).split())
