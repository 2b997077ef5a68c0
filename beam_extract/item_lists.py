"""A chosen region's item list: the list of alike cards that a short region introduces (a
category's description before its posts or products, a service hub's intro before its described
cards) or that a notice stands after (a shop's grid before its pricing policy), and whether a region
is already a listing page's whole content (an intro and grids of linked cards).

In: one region `region_choice.choose_content` chose (an element of the parsed page, only read) and
whether the page declares an article (`headed`: each card holds a heading then).
Out: `with_item_list` -> `[region]`, or the region and its item list in page order (`[region, items]`,
`[items, region]`); `is_item_listing` -> whether the region is a listing page's whole content;
`card_elements` -> the cards of its lists; `holds_item_list` -> whether an element holds a list of
cards. extractor.extract_tree asks them for the modes in ITEM_LIST_MODES; a region so extended or
so judged is neither narrowed to its prose nor pruned by link density on article pages.
"""
from __future__ import annotations

from . import clean
from .dom import REGION_FRAMING_ROLES, REGION_FRAMING_TAGS, local_name, text_of

# A small region (under INTRO_MAX characters: a category's description, a hub's featured story)
# followed by a list of ITEMS_MIN or more alike cards (the same tag and a class name in common, each
# holding a link; on pages declaring an article, a heading as well) is a listing page's intro: the
# list is the rest of its content and joins the region (`with_item_list`). The list is the first
# element holding text after the region, or after one of its ITEM_LEVELS nearest ancestors (framing
# and boilerplate-named blocks between are stepped over, never taken); it holds LIST_SHARE of the
# region's text at least and its cards hold CARDS_SHARE of its own (white space aside). A region so
# extended is not narrowed to its prose nor pruned by link density on article pages (its cards are
# links). Measured 2026-12-01 (per-page scores as bench_extract --no-peers counts them; before:
# ScrapingHub 0.9757 / 0.9797, WCXB dev 0.8830 / 0.8841 (listing 0.6926 / 0.7650),
# trafilatura-eval-dev 0.9366 / 0.9453): density and fallback regions, stopping at the first
# sibling holding text whatever it is: 4 WCXB listing pages better (0.26 -> 1.0, 0.55 -> 0.99, 0.75
# -> 0.99, and a hub's main 0.10 -> 1.0 once main regions are included and chrome is stepped over),
# no page of any set worse: listing 0.7164 / 0.7885. Without the share of the cards (any 5 linked
# children alike) or the heading on article pages: ScrapingHub even 0.9757 -> 0.9716 (a news story
# and its "breaking news" rail of bare links), trafilatura-eval-dev even 0.9366 -> 0.9354 (a
# sidebar), a WCXB listing 0.87 -> 0.38 (a comparison table's header cells). Looser (INTRO_MAX
# 4000, ITEMS_MIN 4, ITEM_LEVELS 3, LIST_SHARE 0.5, articles regions too): no page better, a
# collection page 0.90 -> 0.83 (odd) and a trafilatura-eval-dev page leaking 3 snippets (odd).
# Cost (CPU, one process, all three sets): 0.054 s of 28.7 s of extract() (0.19%; 1,898 regions
# asked, most of them over INTRO_MAX and told by a bounded count).
# The list may stand before the region as well: a shop's category page whose densest text is a notice
# after its grid (a dealer's pricing policy, a returns blurb). The first element before the region
# (or one of its ITEM_LEVELS ancestors) holding at least the region's text, framing and
# boilerplate-named elements aside, joins it when it holds a list of cards and LIST_BEFORE_FACTOR
# times the region's text. Measured 2026-12-03 (snapshot of the three sets' 2,160 pages, per-page
# word F1): factor 2 or 4: one page changed, a projector shop's category page (collection, even)
# 0.039 -> 0.891, its grid of 30 products taken beside the policy notice; WCXB dev even 0.8935 ->
# 0.8946; factor 1: also a collection page 0.863 -> 0.860 (even). Stopping at the first element
# holding any text (as after the region): no page changed (the grid's pagination bar stood between).
LIST_BEFORE_FACTOR = 4
ITEMS_MIN = 5
# Described cards: a service hub's short intro is followed by three or four services, each a card
# that is a link from edge to edge holding a heading and a description (Elementor's call-to-action
# widget, Webflow's link blocks, HubSpot's card modules, a plain `<a class="service-card">`): the
# density walk reads the grid as links and keeps the intro alone. After the region (`with_item_list`,
# not before it), DESCRIBED_ITEMS_MIN such cards are a list when each holds a heading and
# DESCRIBED_CARD_CHARS characters besides it (`_described_card`; bare linked titles are a menu),
# children of the element after the region or of an element at most DESCRIBED_LEVELS below it
# (`_holds_described_cards`; looked for through the whole element, as five cards are, it cost 0.8%
# of extract()'s CPU; Squarespace's list block holds its items three levels down).
# Added 2026-12-04 for service hubs in four builders' markup and nine languages
# (tests/test_service_pages.py: every card lost before, the intro alone kept); snapshot of the three
# sets (2,160 pages): no Document changed (no dev page has the shape), at DESCRIBED_CARD_CHARS 30,
# 60 and 80 alike (60: a Japanese description of two short sentences is 70 characters).
DESCRIBED_ITEMS_MIN = 3
DESCRIBED_CARD_CHARS = 60
DESCRIBED_LEVELS = 3
DESCRIBED_NODES = 64
INTRO_MAX = 2000
LIST_SHARE = 1.0
CARDS_SHARE = 0.6
ITEM_LEVELS = 2
ITEM_LIST_MODES = ("main", "density", "fallback")
_NOT_CARDS = frozenset(("td", "th", "tr", "tbody", "thead", "option", "optgroup", "dt", "dd"))
_SIDE_TOKENS = frozenset(("aside", "sidebar", "secondary", "widget", "widgets", "rail"))


def with_item_list(chosen, headed: bool = False) -> list:
    """`[chosen]`, or `[chosen, items]` when `chosen` holds under INTRO_MAX characters and `items`,
    the first element holding text after it or after one of its ITEM_LEVELS nearest ancestors
    (framing and boilerplate-named elements aside), holds a list of cards (`holds_item_list`; with
    headings when `headed`) and LIST_SHARE of `chosen`'s text; or `[items, chosen]` when such a
    list stands before it (`_item_list_before`)."""
    size = clean.text_length_upto(chosen, INTRO_MAX)
    if size >= INTRO_MAX:
        return [chosen]
    node = chosen
    for _ in range(ITEM_LEVELS + 1):
        for sibling in node.itersiblings():
            if not isinstance(sibling.tag, str):
                continue
            length = clean.text_length(sibling)
            if not length:
                continue
            if _is_framing_or_boilerplate(sibling):
                continue
            if length >= LIST_SHARE * size and (holds_item_list(sibling, headed)
                                                 or _holds_described_cards(sibling, headed)):
                return [chosen, sibling]
            break
        items = _item_list_before(node, size, headed)
        if items is not None:
            return [items, chosen]
        node = node.getparent()
        if node is None or local_name(node.tag) in ("body", "html"):
            break
    return [chosen]


# On an article page, a region that is already a listing page's whole content (a category archive
# whose `main` holds a short intro and grids of cards that are links from edge to edge: a recipe
# index's "Top rated" carousel and its "All recipes" grid) is treated as a region extended by its
# item list: neither narrowed to its intro's prose nor pruned by link density (which took every
# card). Its prose is under LISTING_PROSE_MAX characters, the cards of all its card lists
# (`card_elements`, headed) hold CARDS_SHARE of its text and LISTING_LINKED of the cards' text is
# link text (cards with their own summaries are the teasers pruning handles well).
# Measured 2026-12-03 (snapshot of the three sets' 2,160 pages, per-page word F1 on WCXB dev):
# 3 pages changed: a recipe index (listing, even) 0.311 -> 0.901, a portfolio hub (article, odd)
# 0.112 -> 0.111 (its last card's title is no longer taken for a closing heading), a shop hub
# (listing, odd) only its pruning_fallback flag. Without the link share: also 2 listings of teasers
# with summaries 1.0 -> 0.969 and 1.0 -> 0.881 and an article 1.0 -> 0.995 (their kickers and "View
# map" links stay); LISTING_LINKED 0.5: as 0.8. LISTING_PROSE_MAX 5000: also an article 0.964 ->
# 0.929 (its "more posts" grid kept).
LISTING_PROSE_MAX = 2000
LISTING_LINKED = 0.8


def is_item_listing(region, headed: bool = False) -> bool:
    """`region` is a listing page's whole content: under LISTING_PROSE_MAX characters of paragraphs,
    its lists of cards (`card_elements`) holding CARDS_SHARE of its text, mostly link text
    (LISTING_LINKED)."""
    if clean.locate_prose(region, enough=LISTING_PROSE_MAX).total >= LISTING_PROSE_MAX:
        return False
    cards = card_elements(region, headed)
    if not cards or sum(_solid_length(c) for c in cards) < CARDS_SHARE * _solid_length(region):
        return False
    text = sum(clean.text_length(c) for c in cards)
    return text - sum(clean.unlinked_length(c) for c in cards) >= LISTING_LINKED * text


def card_elements(el, headed: bool = False) -> list:
    """The cards of every list of cards in `el`, outermost only: of each element's children alike
    (the same tag and a class name in common) that each hold a link (and a heading when `headed`),
    the largest group of ITEMS_MIN or more."""
    found: list = []
    for groups in _card_groups(el, headed):
        largest = max(groups, key=len, default=None)
        if largest is not None:
            found.extend(largest)
    kept = {id(card): card for card in found}  # ids of elements held alive in `found`
    return [card for card in kept.values() if not any(id(a) in kept for a in card.iterancestors())]


def _card_groups(el, headed: bool, least: int = ITEMS_MIN, nodes=None):
    """For each element in `el` (itself included; or each of `nodes`) with `least` (ITEMS_MIN)
    children or more: the groups of `least` or more of its children alike (the same tag and a class
    name in common, or both unnamed) that each hold a link (and a heading when `headed`), in the
    order first met."""
    for node in el.iter() if nodes is None else nodes:
        if not isinstance(node.tag, str) or len(node) < least:
            continue
        groups: dict = {}
        for child in node:
            if not isinstance(child.tag, str) or local_name(child.tag) in _NOT_CARDS:
                continue
            if child.tag not in ("a", "A") and next(child.iter("a", "A"), None) is None:
                continue
            if headed and next(child.iter(*clean.HEADING_TAGS), None) is None:
                continue
            for token in set((child.get("class") or "").split()) or ("",):
                groups.setdefault((child.tag, token), []).append(child)
        yield [cards for cards in groups.values() if len(cards) >= least]


def _holds_described_cards(el, headed: bool) -> bool:
    """`el` or an element at most DESCRIBED_LEVELS below it (the first DESCRIBED_NODES met, level by
    level) has DESCRIBED_ITEMS_MIN or more children alike, each a card with a link and a description
    (`_described_card`), holding CARDS_SHARE of its text."""
    nodes, level = [el], [el]
    for _ in range(DESCRIBED_LEVELS):
        level = [child for node in level for child in node if isinstance(child.tag, str)][:DESCRIBED_NODES]
        nodes.extend(level)
        if len(nodes) >= DESCRIBED_NODES:
            break
    length = None
    for groups in _card_groups(el, headed, DESCRIBED_ITEMS_MIN, nodes):
        for cards in groups:
            if len(cards) >= ITEMS_MIN or not all(_described_card(card) for card in cards):
                continue
            if length is None:
                length = _solid_length(el)
            if sum(_solid_length(c) for c in cards) >= CARDS_SHARE * length:
                return True
    return False


def _described_card(card) -> bool:
    """A card holding a heading and DESCRIBED_CARD_CHARS characters of text besides it (a service's
    or a feature's description, not a bare linked title)."""
    heading = next(card.iter(*clean.HEADING_TAGS), None)
    if heading is None:
        return False
    return clean.text_length(card) - clean.text_length(heading) >= DESCRIBED_CARD_CHARS


def _item_list_before(node, size: int, headed: bool):
    """The first element before `node` holding `size` characters or more (framing and boilerplate-named
    elements aside), when it holds a list of cards (`holds_item_list`) and LIST_BEFORE_FACTOR times
    `size`; else None."""
    for sibling in node.itersiblings(preceding=True):
        if not isinstance(sibling.tag, str):
            continue
        length = clean.text_length(sibling)
        if length < size or _is_framing_or_boilerplate(sibling):
            continue
        if length >= LIST_BEFORE_FACTOR * size and holds_item_list(sibling, headed):
            return sibling
        return None
    return None


def _is_framing_or_boilerplate(el) -> bool:
    """A framing tag or role (as the region contract counts them), or a class or id naming
    boilerplate or a sidebar."""
    if local_name(el.tag) in REGION_FRAMING_TAGS or _role_token(el.get("role")) in REGION_FRAMING_ROLES:
        return True
    for names in (el.get("class"), el.get("id")):
        if names and (clean.classify_names(names) or _SIDE_TOKENS.intersection(clean.tokens_of(names))):
            return True
    return False


def _role_token(value) -> str:
    tokens = (value or "").split()
    return tokens[0].lower() if tokens else ""


def holds_item_list(el, headed: bool = False) -> bool:
    """`el` or an element inside it has ITEMS_MIN children alike (the same tag and a class name in
    common) that each hold a link (and a heading when `headed`), holding CARDS_SHARE of its text."""
    length = None  # counted once a group of cards is found
    for groups in _card_groups(el, headed):
        for cards in groups:
            if length is None:
                length = _solid_length(el)
            held = sum(_solid_length(c) for c in cards)
            if held and held >= CARDS_SHARE * length:  # cards of no shown text are no list
                return True
    return False


def _solid_length(el) -> int:
    """Characters of `el`'s text other than white space, the text of its scripts and styles
    left out (see _UNSHOWN_TAGS)."""
    length = sum(len(piece) for piece in text_of(el).split())
    for unshown in el.iter(*_UNSHOWN_TAGS):
        if unshown is not el:
            length -= sum(len(piece) for piece in (unshown.text or "").split())
    return length


# Elements whose text no reader sees, among the cards of a list and their container: a Shopify
# section's `{% style %}` block or a card's JSON script counted as the grid's text and a grid of 52
# products held under CARDS_SHARE of its container (a `style` of 3,742 characters beside the cards'
# 2,551). A script or style holds text and no element. Measured 2026-12-04 (snapshot of the three
# sets, per-page word F1): one page's text moved, a collection (WCXB dev, odd) 0.300 -> 0.685; no
# other page's text changed (a ScrapingHub story's html takes an empty sidebar region beside it).
_UNSHOWN_TAGS = ("script", "style", "SCRIPT", "STYLE")
