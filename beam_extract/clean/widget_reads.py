"""How a framing element or a widget reads: named a menu only (`named_only`, `named_a_menu_only`), as
sections of prose (`reads_as_sections`), as links (`reads_as_links`) or as controls (`reads_as_controls`),
and its visible characters (`visible_chars`).

In: an element of the content document. Out: those verdicts and counts, read only.
"""
from __future__ import annotations

import itertools

from lxml import etree

from ..dom import CLEAN_FRAMING_ROLES, is_clean_framing_tag, local_name
from .framing import is_framing_by_tag_or_role
from .measures import element_text, link_density, text_length
from .tokens import (
    BOILERPLATE_TOKENS,
    COMMENT_TOKENS,
    COMPOUND_PARTS,
    FILTER_TOKENS,
    name_decision,
    tokens_of,
    without_modifier,
)

# A widget named as navigation ("faq_tabs-menu", "module--locations-menu-detail", "lm_navSource")
# that holds MENU_PROSE_PARAGRAPHS paragraphs of MENU_PARAGRAPH_MIN characters or more is a part of
# the page a menu points to (the tabs, the sections a scroll-spy menu tracks), not a menu: menus
# are lists of links and hold no paragraphs. Only names decide it; a nav element, a navigation role
# or a hidden element is dropped as before.
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd; ScrapingHub 0.9640 / 0.9690 and
# trafilatura-eval-dev 0.9321 / 0.9397 unchanged by all): before, WCXB dev 0.8668 / 0.8702 (service
# 0.8524 / 0.8361); 2 paragraphs: 0.8674 / 0.8707 (service 0.8522 / 0.8421; a service page 0.95 ->
# 0.94); 3: 0.8674 / 0.8707 (service 0.8522 / 0.8416, collection 0.7030 -> 0.7098, article 0.9471
# -> 0.9474 on the even half; 9 pages changed, all WCXB: 4 better by 0.10 to 0.36, 2 worse by 0.003
# and 0.015, 3 in their HTML only); 5: service odd 0.8390 (3 pages better). Any widget name (not
# only navigation) holding 6 such paragraphs: 0.8666 / 0.8699 (sidebars, plan recommendations).
# Cost: 0.09 s of 17 s of extract() over WCXB dev (26,582 widgets asked; under 0.5%).
NAVIGATION_TOKENS = frozenset("nav navigation navbar menu submenu megamenu".split())
# ... and their compounds with a part word ("menuwrap", "navlinks": see COMPOUND_HEADS), as their split forms were
NAVIGATION_TOKENS = NAVIGATION_TOKENS | frozenset(
    head + part for head in ("nav", "menu") for part in COMPOUND_PARTS if head + part in BOILERPLATE_TOKENS)
MENU_PROSE_PARAGRAPHS = 3
MENU_PARAGRAPH_MIN = 80
# A listing's filter and sort panels ("facet-filters-form", "ProductList_filtersDesktop", "refinements",
# "sortby": facet counts, price ranges, "Sort by: Relevance") are boilerplate (BOILERPLATE_TOKENS), but a
# widget so named that holds a paragraph of MENU_PARAGRAPH_MIN characters or more is not a filter
# panel (an accordion of buying questions named "expandable-section filters"): facets hold no prose.
# Added 2026-12-01 (bench_extract --no-peers, F1 even / odd): WCXB dev 0.87785 / 0.88014 -> 0.87810 /
# 0.88014 (collection 0.7206 / 0.7333 -> 0.7239 / 0.7330, listing 0.6921 / 0.7627 -> 0.6924 / 0.7630,
# product even 0.7048 -> 0.7049; 22 pages changed, 18 better by up to 0.058, 3 worse: two collection
# golds keep a facet panel's group names or its "4 items" count, 0.019 and 0.002, one 0.002);
# ScrapingHub and trafilatura-eval-dev unchanged (no page changed). Tried: "facet facets" as well
# (Dawn's "facets-vertical" wraps the product grid, a "facet-row-container" is a layout: two collection
# pages 0.84 -> 0.25 and 0.99 -> 0.17; WCXB dev 0.8782 / 0.8784); without the paragraph exception
# (0.8781 / 0.8790: the accordion page 0.99 -> 0.17). CPU within noise (+0.4% over WCXB dev, two
# alternating runs on a shared machine: a token lookup more per new class name).
FILTER_PROSE_PARAGRAPHS = 1


def named_only(el) -> bool:
    """A widget by its class or id alone: not framing by its tag or role, not hidden by its
    attributes (a collapsed panel's name included: a hidden menu panel is a menu)."""
    if is_clean_framing_tag(local_name(el.tag)):
        return False
    role = el.get("role")
    if role and role.strip().lower() in CLEAN_FRAMING_ROLES:
        return False
    if "hidden" in el.attrib or (el.get("aria-hidden") or "").strip().lower() == "true":
        return False
    style = (el.get("style") or "").replace(" ", "").lower()
    return "display:none" not in style and "visibility:hidden" not in style


def named_a_menu_only(el, allowed: frozenset = NAVIGATION_TOKENS) -> bool:
    """Every boilerplate token (or joined pair) the element's class and id names hold is one of
    `allowed` (navigation tokens), and no name says hidden or holds a comment token."""
    found = False
    for names in (el.get("class"), el.get("id")):
        for name in (names or "").split():
            if name[:3].lower() == "js-":
                continue  # a script's hook names nothing (`name_decision`)
            if name_decision(name) == "hidden":
                return False
            tokens = tokens_of(without_modifier(name))
            if not COMMENT_TOKENS.isdisjoint(tokens):
                return False
            for word in itertools.chain(tokens, (a + b for a, b in itertools.pairwise(tokens))):
                if word in BOILERPLATE_TOKENS:
                    if word not in allowed:
                        return False
                    found = True
    return found


def holds_paragraphs(el, count: int, min_chars: int) -> bool:
    """`el` holds `count` or more `p` elements of `min_chars` characters or more."""
    found = 0
    for paragraph in el.iter("p", "P"):
        if text_length(paragraph) >= min_chars:
            found += 1
            if found >= count:
                return True
    return False


MENU_NAME_WORDS = ("nav", "menu")
FILTER_NAME_WORDS = ("filter", "refine", "sort")


def reads_as_sections(el) -> bool:
    """A widget named only as a menu that holds paragraphs of prose: the content a menu points to;
    or one named only as a filter panel that holds a paragraph (FILTER_TOKENS)."""
    names = ((el.get("class") or "") + (el.get("id") or "")).lower()
    if any(word in names for word in MENU_NAME_WORDS):  # every navigation token holds one of them
        allowed, paragraphs = NAVIGATION_TOKENS, MENU_PROSE_PARAGRAPHS
    elif any(word in names for word in FILTER_NAME_WORDS):  # so does every filter token
        allowed, paragraphs = FILTER_TOKENS, FILTER_PROSE_PARAGRAPHS
    else:
        return False
    if not (named_only(el) and named_a_menu_only(el, allowed)):
        return False
    if holds_paragraphs(el, paragraphs, MENU_PARAGRAPH_MIN):
        return True
    return allowed is NAVIGATION_TOKENS and reads_as_a_headed_section(el) and link_density(el) < 0.5


# A menu-named widget whose first heading is followed by a paragraph of MENU_PARAGRAPH_MIN characters
# (before any other heading), under half of its text links, is a section too, with fewer paragraphs
# than MENU_PROSE_PARAGRAPHS: a scroll-spy target ("lm_navSource") holding a title and one paragraph,
# an FAQ entry ("faq_tabs-menu-link") holding its question and answer. A menu's linked cards (title and
# blurb in one link) and a row of tab titles over one panel stay menus.
# Added 2026-12-02 (per-page word F1 of WCXB dev's product, service and documentation pages; no
# ScrapingHub or trafilatura-eval-dev page changed): service odd 0.8531 -> 0.8545 (3 pages changed:
# Zoho's feature sections 0.778 -> 0.877, an FAQ 0.940 -> 0.962, one worse 0.946 -> 0.925: a
# Webflow page's autoplay tabs the gold leaves out). Tried: a heading and such a paragraph anywhere
# in it, no link test: service odd 0.8546 (Zoho 0.888: its box of two headings over their paragraphs
# kept too; but two grids of linked cards keep their titles, 0.546 -> 0.548 and 0.245 -> 0.241); in
# order without the link test: 0.8545, the same two grids.
def reads_as_a_headed_section(el) -> bool:
    """`el`'s first heading is followed by a paragraph of MENU_PARAGRAPH_MIN characters or more
    before any other heading (a section's title and body, not a row of tab titles)."""
    headed = False
    for node in el.iter(*_SECTION_HEADING_TAGS, "p", "P"):
        if node.tag in _SECTION_HEADING_TAGS:
            if headed:
                return False
            headed = True
        elif headed and text_length(node) >= MENU_PARAGRAPH_MIN:
            return True
    return False


_SECTION_HEADING_TAGS = ("h2", "h3", "h4", "h5", "h6", "H2", "H3", "H4", "H5", "H6")


# Framing by tag or role (nav, aside, role=navigation, ...) is dropped even when it holds most of
# the region's text if at least this share of that text is links: a docs page's sidebar table of
# contents inside its `main` outweighs a short page. Class-named widgets keep the guard (a product
# grid in a "plp-catalog__side-bar" is all links and is the page).
# Measured 2026-11-30 (make bench-quick, F1 even / odd; ScrapingHub 0.9613 / 0.9674 and
# trafilatura-eval-dev 0.9165 / 0.9143 unchanged by all): without, WCXB dev 0.8561 / 0.8562;
# 0.5, 0.6, 0.7: 0.8561 / 0.8568 (documentation 0.933 -> 0.938); 0.6 for class-named widgets too:
# 0.8559 / 0.8568 (a collection page's product grid dropped).
# The share counts characters other than whitespace since 2026-11-30: `text_length` counts the
# markup's indentation between links, so an indented footer of links separated by commas read as
# 19% links (the whole text of a shop page whose product a script draws: its footer was the
# Document). Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd): before, ScrapingHub
# 0.9640 / 0.9690, WCXB dev 0.8668 / 0.8702, trafilatura-eval-dev 0.9321 / 0.9397; without
# whitespace: ScrapingHub and trafilatura-eval-dev unchanged (no page's text changes), WCXB dev
# 0.8672 / 0.8702 (a service page 0.65 -> 0.95 and a collection page 0.97 -> 1.0 lose a sidebar of
# links; a collection page 0.477 -> 0.474); with `chrome_shell` as well: see MIN_CLEAN_SURVIVAL.
GUARD_LINK_SHARE = 0.6


def reads_as_links(el, counts: tuple | None = None) -> bool:
    """Framing that holds most of the region's text but reads as links (a docs page's sidebar
    table of contents inside its `main`): the guard does not spare it. Only framing past the
    guard is asked: the count (without whitespace) builds the text, unless `counts` holds it
    (`framing_text_counts`' of `el`)."""
    if not is_framing_by_tag_or_role(el):
        return False  # a class name alone may be a layout's ("plp-catalog__side-bar" around a product grid)
    if counts is None:
        total = visible_chars(el)
        linked = sum(visible_chars(a) for a in el.iter("a", "A")) if total else 0
    else:
        _, total, linked = counts
    if not total:
        return False
    return linked >= GUARD_LINK_SHARE * total


# ... nor framing that reads as a form's controls: a listing's filter panel (`role="navigation"` around
# fieldsets of checkboxes, each value in a `label`, each facet's title in a `legend`), whose labels
# outweigh a grid of short product cards. CONTROLS_SHARE of its visible characters in `label` and
# `legend` elements. A `form` is never asked: a product page's options form (its swatches' labels,
# "Colour & Material: Avignon Velvet Cocoa", ...) is kept by the golds (WCXB dev 0605 0.867 -> 0.590
# with forms asked). Added 2026-12-05 (docs42; snapshot of the 2,160 pages, C and pure alike): one
# page moved, a listing's filter landmark (WCXB dev 4291, collection odd) 0.8031 -> 0.9478; no other
# Document moved. Of the three sets' framing past the guard, two hold labels at all: that panel (0.966
# of its text in them) and a footer (trafilatura-eval-dev 0310, 0.162): any share from 0.17 to 0.96
# moves the same page; 0.5 sits between.
CONTROLS_SHARE = 0.5
_CONTROL_LABEL_TAGS = ("label", "legend", "LABEL", "LEGEND")


def reads_as_controls(el) -> bool:
    """Framing (by tag or role) other than a `form` with CONTROLS_SHARE of its visible characters in
    form labels and legends (the outermost ones: a walk that skips what a counted label holds)."""
    if local_name(el.tag) == "form" or not is_framing_by_tag_or_role(el):
        return False
    labelled = 0
    walker = etree.iterwalk(el, events=("start",), tag=_CONTROL_LABEL_TAGS)
    for _, node in walker:
        labelled += visible_chars(node)
        walker.skip_subtree()
    return labelled > 0 and labelled >= CONTROLS_SHARE * visible_chars(el)


def visible_chars(el) -> int:
    """Characters of `el`'s text other than whitespace."""
    return sum(len(piece) for piece in element_text(el).split())
