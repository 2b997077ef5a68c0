"""The cleaning of the content document: copies of repeated blocks: later product blocks, carousel slides
and layouts per screen size, clamped previews beside their whole text.

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

from lxml import etree

from ..speedups import native as _speedups
from .captions import PRE_TAGS
from .drops import drop_keeping_tail, outermost_only
from .lines import PROSE_INLINE_TAGS, drop_still_attached, holds_out_through_inlines
from .measures import content_body, folded_text, link_lengths, no_text_beside, text_length, text_length_upto
from .product_cards import CAROUSEL_WORDS
from .tokens import tokens_of
from .walks import copy_shape, names_holding, names_holding_each, wide_parents

# --- Repeated blocks of a product page -----------------------------------------------------------

# A block of DUPLICATE_MIN..DUPLICATE_MAX characters whose text an earlier block of the page
# already holds is a carousel's clone or a feature shown once per screen size (a shop's page
# renders its mobile and desktop layouts both): only the first copy stays. On pages declaring one
# product (`page_facts.declares_one_product`): elsewhere repeats are often the gold's own (quotes
# in forum replies, a documentation page's repeated notes; WCXB dev lines of our output repeated
# beyond the gold's count: product 189 against 19 the gold repeats too, forum 737 against 118,
# documentation 554 against 444). Measured 2026-11-30 (make bench-quick, F1 even / odd;
# ScrapingHub 0.9613 / 0.9674 and trafilatura-eval-dev 0.9177 / 0.9143 unchanged by both): before,
# WCXB dev 0.8620 / 0.8648 (product 0.6276 / 0.6836, collection 0.7028 / 0.7182); on every page
# declaring a product: 0.8627 / 0.8658 (product 0.6384 / 0.6923) but collection even 0.7028 ->
# 0.7007 (category pages repeating a card); declaring one product: 0.8625 / 0.8657 (product 0.6342
# / 0.6923, collection 0.7028 / 0.7199; 34 pages better, 7 worse). DUPLICATE_MIN then: 8 0.8625 /
# 0.8663 (product even 0.6342 -> 0.6339); 15 0.8625 / 0.8661 (product 0.6344 / 0.6948, collection
# odd 0.7227); 30 as above; 60 0.8625 / 0.8656.
DUPLICATE_MIN, DUPLICATE_MAX = 15, 1000

# On the other pages of a shop (declaring a product but not one, or offering to buy without
# declaring one: collection, listing and service pages) the later copies go too, but only blocks of
# SHOP_DUPLICATE_MIN characters or more that are no list item, table cell or row, or definition:
# a category grid's cards repeat their short labels ("Only 1 left!") and the golds keep them,
# pricing tiers list the features they share item by item. Measured 2026-12-02 (per-page F1 of
# every page of the three sets against main's snapshot, even / odd; ScrapingHub 0.9802 / 0.9808 and
# trafilatura-eval-dev 0.9434 / 0.9548 unchanged, no page of either moved): WCXB dev 0.8892 / 0.8913
# -> 0.8899 / 0.8919 (collection 0.7455 / 0.7508 -> 0.7499 / 0.7554, listing 0.7161 / 0.8008 ->
# 0.7164 / 0.8030, product 0.7206 / 0.7570 -> 0.7251 / 0.7570, service 0.8741 / 0.8546 unchanged;
# 22 pages better by up to 0.31, 9 worse: a card grid's shipping line, 0.710 -> 0.602). Tried the
# same day: every block as on one product's page (DUPLICATE_MIN, no tag kept), 0.8898 / 0.8919 but
# service 0.8741 -> 0.8728 (pricing tiers' shared features) and product odd 0.7570 -> 0.7568 (a
# spec list per model); list items kept, minimum 15: 0.8899 / 0.8920 but service 0.8741 / 0.8546 ->
# 0.8739 / 0.8545 (a form's "Select one or more", an expert's "Verified Expert" badge per card).
SHOP_DUPLICATE_MIN = 20
# ... and from SHOP_LINK_DUPLICATE_MIN characters, a later copy that is a link or a button on a line of
# its own (all its text linked; no text or inline element with text beside it, out through the inline
# elements holding it): a card's call to action ("View collection", "Shop IVAR system"), a card
# title's copies (a quick-view's "Dark Roast Coffee" twice more). The short copies the golds keep are
# unlinked data (a job title, "Manufacturer: XGIMI", "$8.99 to $11.99", a form's "Select one or more")
# or a link inside a line ("< 5-minute read <a>Continue Reading</a>"). Measured 2026-12-04 (round 34;
# per-page word F1 of every page of the three sets): 6 WCXB dev pages better (collection 0638 0.675 ->
# 0.748, 4805 0.741 -> 0.758, 2923, 2897, 2960, 0647), none worse; collection even +0.0748 / odd
# +0.0263 summed; ScrapingHub and trafilatura-eval-dev: no page moved. Tried: every block from 15
# characters (not only links): collection +0.0828 / +0.0635 but service even -0.0207 ("Select one or
# more"), listing even -0.0047, product even -0.0019; from 18: service even -0.0207 as well; links
# from 10 or 12: service odd -0.0012 / -0.0006 (a "Continue Reading" beside its reading time);
# links without the line test: service odd -0.0006. Round 33's 3006 (an Adorama grid: each card's
# unlinked "$24.95" and "Ways to Save", 18 characters once its "New Arrival" badge went) stays: its
# old drop held only where the cards' prices were alike.
SHOP_LINK_DUPLICATE_MIN = 15
# The elements of a sibling looked at for text beside a copy (a larger empty one counts as text; not tuned).
SHOP_LINE_SIBLING_NODES = 64


def drop_repeated_blocks(root, minimum: int = DUPLICATE_MIN, maximum: float = DUPLICATE_MAX,
                         keep_code: bool = False, keep_items: bool = False) -> int:
    """Remove the later copies of blocks repeating an earlier block's text (`minimum` to `maximum`
    characters; a block holding the first copy is never dropped as a copy of it; with `keep_code`,
    neither is a block holding code; with `keep_items`, no list item, table row or data cell, or
    definition term or description is dropped). Returns how many went."""
    victims = _repeated_block_copies(content_body(root), minimum, maximum, keep_code)
    if keep_items:
        victims = [el for el in victims if el.tag not in _REPEATED_KEPT_TAGS]
    for el in victims:
        drop_keeping_tail(el)
    return len(victims)


def _repeated_block_copies(body, minimum: float, maximum: float, keep_code: bool) -> list:
    """The later copies `drop_repeated_blocks` finds below `body`, in document order."""
    if _speedups is not None:
        # one C walk measures every element (2026-12-02: the walk below asked each element's
        # length and text, ~1.4% of extract()'s CPU over WCXB dev and trafilatura-eval-dev)
        victims = _speedups.repeated_blocks(body, minimum, maximum, keep_code)
        if victims is not None:
            return victims
    return _repeated_blocks_python(body, minimum, maximum, keep_code)


_REPEATED_KEPT_TAGS = ("li", "LI", "tr", "TR", "td", "TD", "dt", "DT", "dd", "DD")


def drop_repeated_shop_blocks(root) -> int:
    """`drop_repeated_blocks` for a shop's page that is not one product's (see SHOP_DUPLICATE_MIN and
    SHOP_LINK_DUPLICATE_MIN). Returns how many went."""
    copies = _repeated_block_copies(content_body(root), SHOP_LINK_DUPLICATE_MIN, DUPLICATE_MAX, False)
    alone: dict = {}
    victims = [el for el in copies if el.tag not in _REPEATED_KEPT_TAGS
               and (text_length_upto(el, SHOP_DUPLICATE_MIN) >= SHOP_DUPLICATE_MIN or _a_linked_line(el, alone))]
    for el in victims:
        drop_keeping_tail(el)
    return len(victims)


def _a_linked_line(el, alone: dict) -> bool:
    """Is `el` a link or a button (all its text linked) on a line of its own? `alone` remembers the
    inline elements already climbed through in this pass."""
    if el.tag not in ("a", "A", "button", "BUTTON"):
        total, linked = link_lengths(el)
        if not total or linked < total:
            return False
    return holds_out_through_inlines(el, _alone_on_its_line, alone)


def _alone_on_its_line(el) -> bool:
    """No text and no inline element holding text right beside `el`."""
    return no_text_beside(el) and not _inline_with_text(el.getprevious()) and not _inline_with_text(el.getnext())


def _inline_with_text(el) -> bool:
    """`el` is an inline element holding text (or a larger subtree than SHOP_LINE_SIBLING_NODES)."""
    return el is not None and el.tag in PROSE_INLINE_TAGS and text_length_upto(el, 0, SHOP_LINE_SIBLING_NODES) > 0


def _repeated_blocks_python(body, minimum: float, maximum: float, keep_code: bool) -> list:
    """Twin of `_speedups.repeated_blocks`: the blocks below `body` that `drop_repeated_blocks`
    drops, in document order."""
    first: dict = {}
    victims = []
    # the elements holding code, found once from the code up (not asked of every element)
    with_code = {a for pre in body.iter(*PRE_TAGS) for a in pre.iterancestors()} if keep_code else set()
    walker = etree.iterwalk(body, events=("start",))
    for _, el in walker:
        if el is body or not isinstance(el.tag, str):
            continue
        length = text_length_upto(el, maximum)  # exact up to `maximum`, the one bound asked past
        if length < minimum:
            walker.skip_subtree()
            continue
        if length > maximum:
            continue
        if keep_code and el.tag in PRE_TAGS:
            walker.skip_subtree()
            continue
        if el in with_code:
            continue
        key = folded_text(el)
        holder = first.get(key)
        if holder is None:
            first[key] = el
        elif not any(ancestor is holder for ancestor in el.iterancestors()):
            victims.append(el)
            walker.skip_subtree()
    return victims


# --- Slides a carousel repeats without naming them clones ------------------------------------------

CAROUSEL_CLONE_MIN = 8
# Bounds of the sibling search (not tuned: a loop's copies follow its slides, a few dozen at most):
# the siblings looked at before each copy, and the elements of a slide.
CAROUSEL_SCAN = 64
CAROUSEL_SLIDE_NODES = 512


# The parts of CAROUSEL_WORDS looked for in class names by one C walk (`names_holding`), before the
# tokens are read: any case of their first letter ("TestimonialCarousel", "Slider").
_CAROUSEL_NEEDLES = ("arousel", "lide", "wiper", "lick", "arquee", "mbla", "icker", "owl")


def drop_carousel_clones(root, holders: list | None = None) -> int:
    """Remove the later copies of a carousel's slides (see CAROUSEL_CLONE_MIN). Returns how many were
    found (a copy inside another counted too). `holders`: the body's elements whose class holds one of
    _CAROUSEL_NEEDLES, when walked for already (`drop_copies_and_previews`)."""
    body = content_body(root)
    if holders is None:
        holders = names_holding(body, _CAROUSEL_NEEDLES, ("class",))
    named = [el for el in holders if names_a_carousel(el)]
    named += _unnamed_marquees(body)
    if not named:
        return 0
    parents = {}  # the carousels and their children, each once, in document order
    for carousel in named:
        parents[carousel] = None
        for child in carousel:
            if isinstance(child.tag, str):
                parents[child] = None
    # a copy inside another goes with it (asking `outermost_only` climbs each copy's ancestors: the
    # square of a nest of carousels)
    victims = [el for parent in parents for el in _later_copies(parent)]
    for el in victims:
        drop_keeping_tail(el)
    return len(victims)


# A marquee that no name calls one (a React component's "WorkAnimated_animationContainer" holding
# "Book Now *" a hundred times to scroll it forever) is told by its run: MARQUEE_RUN_MIN or more
# element children in a row reading the same short text (a call to action or a label: at most
# MARQUEE_TEXT_MAX characters, read in at most MARQUEE_CHILD_NODES elements; the runs of the three
# sets' marquees read 10 to 66; a run of repeated paragraphs is a text's own); such a parent's later
# copies go as a named carousel's do. Not in code (a
# protected address's spans) nor a table's rows. Added 2026-12-05 (round 37; snapshot of the 2,160
# pages, per-page word F1): WCXB dev 3 pages better, none worse: an agency's "Book Now" marquee
# (service odd) 0.187 -> 0.323, a design tool's eight copies of a prompt 0.745 -> 0.857 (service
# odd), a review's eight "Get the Program" buttons 0.895 -> 0.898 (article odd); ScrapingHub and
# trafilatura-eval-dev no Document changed. Tried: 5 in a row: a coupon page's five "Expires
# 01/01/26" (kept by its gold, service odd -0.024), Microsoft Learn's per-language zones repeating
# one note six times (documentation odd -0.018), a forum's code of nine protected addresses (forum
# even -0.003). Reading every child of the wide parents cost 3% of extract() (`ab_cpu.py`, B/A 1.031
# against a control of 1.000): a child is now read only in a run of one shape; and finding the wide
# parents by the XPath "descendant::*[*[8]]" still 1.5% (1.015 against 0.999): they are found in C.
# The wide parents without MARQUEE_RUN_MIN children in a row of one `copy_shape` are left out by that
# C walk (names and numbers of children compared first, the texts only where those agree): 2,652 wide
# parents over every other WCXB dev page, 481 with such a run, 9 marquees; `_unnamed_marquees` 0.065 ->
# 0.036 s a pass (2026-12-05, round 38), no Document changed.
MARQUEE_RUN_MIN = 8
MARQUEE_TEXT_MAX = 100
MARQUEE_CHILD_NODES = 64
_MARQUEE_SKIPPED_TAGS = frozenset(("table", "tbody", "thead", "tr", "code", "pre"))


def _unnamed_marquees(body) -> list:
    """The elements below `body` holding a run of MARQUEE_RUN_MIN children of one text (see above)."""
    return [el for el in wide_parents(body, MARQUEE_RUN_MIN, MARQUEE_RUN_MIN)
            if el.tag.lower() not in _MARQUEE_SKIPPED_TAGS and _holds_a_run(el)]


def _holds_a_run(parent) -> bool:
    """MARQUEE_RUN_MIN element children of `parent` in a row read the same text (not empty, at most
    MARQUEE_TEXT_MAX characters). A child is read only inside a run of MARQUEE_RUN_MIN children of
    one shape (`copy_shape`): most wide parents are lists of unlike items, told apart by it."""
    last_shape, unread, run, last = None, [], 0, None
    for child in parent:
        if not isinstance(child.tag, str):
            continue
        shape = copy_shape(child)
        if shape != last_shape:
            last_shape, unread, run, last = shape, [], 0, None
        unread.append(child)
        if run == 0 and len(unread) < MARQUEE_RUN_MIN:
            continue
        for el in unread:
            text = _short_text(el)
            if text and text == last:
                run += 1
                if run >= MARQUEE_RUN_MIN:
                    return True
            else:
                run, last = 1, text
        unread = []
    return False


def _short_text(el) -> str:
    """`el`'s text, spaces squeezed, when at most MARQUEE_TEXT_MAX characters in MARQUEE_CHILD_NODES
    elements; else ""."""
    if text_length_upto(el, MARQUEE_TEXT_MAX, MARQUEE_CHILD_NODES) > MARQUEE_TEXT_MAX:
        return ""
    return folded_text(el)


def names_a_carousel(el) -> bool:
    """`el`'s class names hold a CAROUSEL_WORDS token."""
    names = el.get("class")
    return bool(names) and not CAROUSEL_WORDS.isdisjoint(tokens_of(names))


def _later_copies(parent) -> list:
    """The children of `parent` whose text (CAROUSEL_CLONE_MIN..REPEATED_POST_MAX characters, spaces
    squeezed) one of the CAROUSEL_SCAN element children before them holds; children over
    REPEATED_POST_MAX characters or CAROUSEL_SLIDE_NODES elements are not read."""
    last_seen: dict = {}  # text -> the index of the last child holding it
    copies = []
    index = 0
    for child in parent:
        if not isinstance(child.tag, str):
            continue
        index += 1
        if text_length_upto(child, REPEATED_POST_MAX, CAROUSEL_SLIDE_NODES) > REPEATED_POST_MAX:
            continue
        text = folded_text(child)
        if len(text) < CAROUSEL_CLONE_MIN:
            continue
        before = last_seen.get(text)
        if before is not None and index - before <= CAROUSEL_SCAN:
            copies.append(child)
        last_seen[text] = index
    return copies


# --- A section laid out once per screen size -------------------------------------------------------

# Pages that lay a section out twice, for a wide and a narrow screen, and let the stylesheet show one
# ("comparison-page-desktop" / "comparison-page-mobile", "singlePlan__desktopCopy" /
# "singlePlan__mobileCopy", "accordionMobile", "boxItemMob", "stack-cards-mobile") name the copies by
# the screen, in words HIDING_CLASSES cannot list. A block of LAYOUT_COPY_MIN..DUPLICATE_MAX
# characters repeating an earlier block's text (`drop_repeated_blocks`' test) goes when the nearest
# element holding it (or itself) named for a screen (a LAYOUT_TOKENS token in a class name or the id,
# no LAYOUT_UTILITY_TOKENS one; a container tag) is LAYOUT_COPY_SHARE or more such copies. On every
# page: unnamed repeats stay (golds keep a documentation page's repeated notes, a thread's quotes).
# Added 2026-12-04 (round 33; snapshot of the three sets, per-page word F1 as bench_extract scores
# it, summed per half): WCXB dev 9 pages better, 1 worse: service even +0.0615 (a tax software's
# phone copy of its guide and packages 0.684 -> 0.764, a pricing plan's copy +0.021), service odd
# +0.0751 (an agency's accordion copy of its services 0.927 -> 0.999), article odd +0.3333 (a
# portfolio's "scroll-slide mobile" copies of its case studies 0.667 -> 1.000), listing odd +0.2704
# (an event search's "desktop-card" copies 0.662 -> 0.932), collection odd +0.0758; worse: a
# project tool's page whose gold keeps both layouts of two sections, 0.915 -> 0.870 (service even);
# ScrapingHub no Document changed, trafilatura-eval-dev one (a German landing page's copy of its
# features, the snippets alike). Tried: any named element holding a copy, without the share test and
# the utility names: 16 pages worse (a WordPress post's "category-mobile-app-development", ArchWiki's
# "ve-init-mw-desktopArticleTarget", Bulma's "is-mobile" rows, a font size's "sd-ten-point-mobile"
# repeated headings: listing odd -0.1449 on one page, documentation odd -0.0473 on Microsoft Learn's
# "padding-right-lg-desktop"); share 0.8: a shop's "--hide-mobile" copy of its features (66%) kept,
# collection odd +0.0366 less; LAYOUT_COPY_MIN 15: an agency's cards -0.0135 (service odd +0.0616),
# 60: the event cards +0.1967 only and the portfolio 0.968.
LAYOUT_TOKENS = frozenset(("mobile", "mob", "tablet", "desktop"))
LAYOUT_COPY_MIN = 30
LAYOUT_COPY_SHARE = 0.6
_LAYOUT_TAGS = frozenset(("div", "section", "article", "aside", "ul", "ol", "li", "dl", "table", "tbody", "figure"))
# A name that says how an element looks at a screen size rather than which copy it is: CSS
# frameworks' responsive utilities (Bulma's "is-mobile", "is-size-7-mobile", Microsoft Learn's
# "padding-right-lg-desktop", "display-none-desktop") sit on any wrapper, the content's own too.
LAYOUT_UTILITY_TOKENS = frozenset((
    "is", "has", "padding", "margin", "display", "size", "text", "font", "flex", "grid", "col", "cols",
    "column", "columns", "width", "height", "gap", "align", "justify", "order", "none", "block", "inline",
    "xs", "sm", "md", "lg", "xl", "p", "m", "px", "py", "mx", "my", "mt", "mb", "pt", "pb"))
# The parts of LAYOUT_TOKENS looked for in class and id values by one C walk (`names_holding`).
_LAYOUT_NEEDLES = ("mob", "Mob", "MOB", "esktop", "ESKTOP", "ablet", "ABLET")


def drop_layout_copies(root, holders: list | None = None) -> int:
    """Remove the later copies of blocks that lie in an element named for a screen size (see
    LAYOUT_TOKENS). Returns how many went. `holders`: the body's elements whose class or id holds one
    of _LAYOUT_NEEDLES, when walked for already (`drop_copies_and_previews`)."""
    body = content_body(root)
    if holders is None:
        holders = names_holding(body, _LAYOUT_NEEDLES, ("class", "id"))
    layouts = {el for el in holders if el.tag in _LAYOUT_TAGS and names_a_layout(el)}
    if not layouts:
        return 0
    victims = None
    if _speedups is not None:
        victims = _speedups.repeated_blocks(body, LAYOUT_COPY_MIN, DUPLICATE_MAX, False)
    if victims is None:
        victims = _repeated_blocks_python(body, LAYOUT_COPY_MIN, DUPLICATE_MAX, False)
    victims = _copies_filling_layouts(victims, layouts)
    for el in victims:
        drop_keeping_tail(el)
    return len(victims)


def _copies_filling_layouts(copies: list, layouts: set) -> list:
    """The `copies` in a layout-named element (the nearest, itself or an ancestor) that its copies
    fill to LAYOUT_COPY_SHARE of its text or more: a wrapper named for a screen ("topic-desktop", a
    post's "category-mobile-apps") holding the page's own repeats keeps them."""
    filled: dict = {}
    placed = []
    for el in copies:
        layout = next((a for a in el.iterancestors() if a in layouts), None) if el not in layouts else el
        if layout is not None:
            filled[layout] = filled.get(layout, 0) + text_length(el)
            placed.append((el, layout))
    # measured only up to what the copies could fill: a nest of named boxes is not read once per box
    full = {layout for layout, chars in filled.items()
            if text_length_upto(layout, chars / LAYOUT_COPY_SHARE) <= chars / LAYOUT_COPY_SHARE}
    return [el for el, layout in placed if layout in full]


def names_a_layout(el) -> bool:
    """One of `el`'s class names or its id holds a LAYOUT_TOKENS token and no LAYOUT_UTILITY_TOKENS
    one ("comparison-page-mobile", "accordionMobile"; not Bulma's "is-mobile")."""
    for name in ((el.get("class") or "") + " " + (el.get("id") or "")).split():
        tokens = tokens_of(name)
        if not LAYOUT_TOKENS.isdisjoint(tokens) and LAYOUT_UTILITY_TOKENS.isdisjoint(tokens):
            return True
    return False


# --- Clamped previews beside their whole text -----------------------------------------------------

# A "Continue Reading" preview: the opening of a long text in a box its style clamps (an inline
# `max-height` with `overflow`, a `line-clamp`, a class naming a clamp or a truncation), then, as the
# next sibling of the preview or of one of its PREVIEW_CLIMB nearest ancestors, the whole text, which
# a click shows in its place (Quora's answers: each answer's first 600 characters, then all of it in
# a box its style sheet hides). When the sibling's text (spaces squeezed) starts with all of the
# preview's (less a trailing "Continue Reading" or ellipsis) and holds more, the preview goes.
# Added 2026-12-05 (round 36): see "Forum engines, eighteenth round" in docs/rounds.md. The bounds
# are not tuned (one page of the three sets holds such previews, WCXB dev 0569 0.5816 -> 0.7168; its
# previews are ~600 characters, the whole text's box the sibling of the clamped box's grandparent):
# a preview of PREVIEW_MIN..PREVIEW_MAX characters, a whole text of at most PREVIEW_WHOLE_MAX.
PREVIEW_MIN = 150
PREVIEW_MAX = 5000
PREVIEW_WHOLE_MAX = 100_000
PREVIEW_CLIMB = 6
# Bounds of the search (not tuned: a page's previews are tens): the clamped boxes looked at a page.
PREVIEW_HOLDERS_MAX = 100
_CLAMP_STYLE_NEEDLES = ("max-height", "line-clamp")
_CLAMP_CLASS_NEEDLES = ("clamp", "Clamp", "runcat")
_CLAMP_QUERIES = ((_CLAMP_STYLE_NEEDLES, ("style",)), (_CLAMP_CLASS_NEEDLES, ("class",)))
# The read-more labels a preview may end with (any case), in the crawl's larger languages.
_PREVIEW_LABELS = (
    "continue reading", "keep reading", "read more", "show more", "see more", "view more", "weiterlesen",
    "mehr lesen", "mehr anzeigen", "lire la suite", "voir plus", "lire plus", "afficher plus", "leer más",
    "ver más", "mostrar más", "seguir leyendo", "continuar leyendo", "leggi tutto", "leggi di più",
    "continua a leggere", "mostra di più", "mostra altro", "czytaj więcej", "czytaj dalej", "pokaż więcej",
    "lees meer", "verder lezen", "toon meer", "ler mais", "ver mais", "mostrar mais", "continuar lendo")
_PREVIEW_END_MARKS = " .…»›>)]([<‹«-–—→"


def drop_clamped_previews(root, holders: tuple | None = None) -> int:
    """Remove the clamped previews whose whole text follows them (see PREVIEW_MIN). Returns how many went.
    `holders`: the body's elements whose style holds one of _CLAMP_STYLE_NEEDLES and those whose class
    holds one of _CLAMP_CLASS_NEEDLES, when walked for already (`drop_copies_and_previews`)."""
    body = content_body(root)
    if holders is None:
        holders = names_holding_each(body, _CLAMP_QUERIES)
    styled, named = holders
    holders = styled + named
    victims = []
    for holder in holders[:2 * PREVIEW_HOLDERS_MAX]:
        if not _clamps(holder):
            continue
        preview = _preview_beside_its_whole(holder, body)
        if preview is not None:
            victims.append(preview)
        if len(victims) >= PREVIEW_HOLDERS_MAX:
            break
    return drop_still_attached(outermost_only(victims), body)


def _clamps(el) -> bool:
    """`el`'s inline style clamps its height (line-clamp, or max-height with an overflow in the style
    or a class name: Quora's "qu-overflow--hidden") or a class name of it says clamp or truncate."""
    style = (el.get("style") or "").lower()
    names = (el.get("class") or "").lower()
    if "line-clamp" in style or ("max-height" in style and ("overflow" in style or "overflow" in names)):
        return True
    return "clamp" in names or "truncat" in names


def _preview_beside_its_whole(holder, body):
    """`holder` or the nearest of its PREVIEW_CLIMB ancestors below `body` whose next element sibling
    holds its whole text and more; None if none does."""
    el = holder
    for _ in range(PREVIEW_CLIMB):
        if el is None or el is body:
            return None
        whole = el.getnext()
        while whole is not None and not isinstance(whole.tag, str):
            whole = whole.getnext()
        if whole is not None and _expanded_by(el, whole):
            return el
        el = el.getparent()
    return None


def _expanded_by(preview, whole) -> bool:
    """`whole`'s text starts with all of `preview`'s (PREVIEW_MIN..PREVIEW_MAX characters, less a
    trailing read-more label or ellipsis) and holds more."""
    if not PREVIEW_MIN <= text_length_upto(preview, PREVIEW_MAX) <= PREVIEW_MAX:
        return False
    if text_length_upto(whole, PREVIEW_WHOLE_MAX) > PREVIEW_WHOLE_MAX:
        return False
    shown = folded_text(preview)
    shown = _without_read_more(shown)
    if len(shown) < PREVIEW_MIN:
        return False
    text = folded_text(whole)
    return len(text) > len(shown) and text.startswith(shown)


def _without_read_more(shown: str) -> str:
    """`shown` less a trailing read-more label (_PREVIEW_LABELS) and the ellipsis and marks around it."""
    text = shown.rstrip(_PREVIEW_END_MARKS)
    folded = text[-20:].lower()
    label = next((label for label in _PREVIEW_LABELS if folded.endswith(label)), None)
    if label is not None:
        text = text[:-len(label)].rstrip(_PREVIEW_END_MARKS)
    return text


# A block of a thread of REPEATED_POST_MIN characters or more whose text an earlier block holds is
# a copy of an earlier post: a reply showing the post it answers (NodeBB 3 puts the parent post
# above each reply, collapsed to a line by CSS) or quoting it in a box that is no blockquote
# (vBulletin 4's "bbcode_quote" inside the post's own blockquote): the later copy goes. Code
# blocks stay (an answer repeats the question's code or its output). On threads (see QUOTE_MIN).
# Measured 2026-12-01 (per-page F1 of every page of the three sets, even / odd): before, WCXB dev
# 0.8830 / 0.8841 (forum 0.8431 / 0.8248); with: 0.8838 / 0.8846 (forum 0.8518 / 0.8328; 34 pages
# better, NodeBB threads by up to 0.29, 3 worse: a thread whose author posted his opening post
# again, a page declaring a forum whose FAQ is rendered twice, the golds keeping both); ScrapingHub
# 0.9757 / 0.9797 and trafilatura-eval-dev 0.9366 / 0.9453 unchanged (5 pages changed, the same
# snippets). Code blocks too: a Stack Overflow answer repeating the question's output loses it
# (0.896 -> 0.887). REPEATED_POST_MIN 50: forum 0.8524 / 0.8332 (44 better, 15 worse); 200:
# forum 0.8518 / 0.8311.
# REPEATED_POST_MAX bounds the blocks compared (a post's copy is a post, not the thread around it):
# no page's text changed against no bound, and the rule's CPU over WCXB dev and trafilatura-eval-dev
# fell from 2.3% to 1.3% of extract() with the count that stops at the bound (2026-12-01, one pass each).
REPEATED_POST_MIN, REPEATED_POST_MAX = 100, 5000


# --- The three rules above in turn, from one walk -------------------------------------------------

# Each walk of the body for class, id and style values costs ~0.07 ms a page over WCXB dev (reading
# libxml2's nodes and attributes, not comparing: 2026-12-05), and these rules run one after another.
# Dropping elements adds none and changes no attribute, so the one walk's lists are exact for each
# rule until one of them drops something; then the rules after it walk again.
_COPIES_QUERIES = ((_CAROUSEL_NEEDLES, ("class",)), (_LAYOUT_NEEDLES, ("class", "id")), *_CLAMP_QUERIES)


def drop_copies_and_previews(root) -> None:
    """`drop_carousel_clones`, `drop_layout_copies` and `drop_clamped_previews` in turn, their walks
    of the body made one while none of them has dropped anything (most pages)."""
    carousels, layouts, styled, named = names_holding_each(content_body(root), _COPIES_QUERIES)
    fresh = drop_carousel_clones(root, carousels) == 0
    fresh = drop_layout_copies(root, layouts if fresh else None) == 0 and fresh
    drop_clamped_previews(root, (styled, named) if fresh else None)
