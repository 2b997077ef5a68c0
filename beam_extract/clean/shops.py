"""The cleaning of the content document: a shop's page: policy boxes, trust-badge rows, option pickers,
field keys, tab strips, price lines, checkout and scarcity notes, other products' cards.

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import re

from lxml import etree

from ..dom import local_name
from ..speedups import native as _speedups
from .drops import drop_all_keeping_tails, drop_keeping_tail, outermost_only, set_tail
from .labelled import SECTION_CARD_MAX
from .lines import INLINE_TAGS
from .measures import content_body, element_text, folded_text, text_length, text_length_upto
from .page_chrome import TAB_LABEL_WORDS, is_tab_label
from .prices import AMOUNT, CURRENCY, holds_a_price
from .prompts import drop_within_guard
from .tokens import GUARD_SHARE
from .walks import TooManyLines, names_holding, names_tokens, outermost_among, outermost_named, short_text_walk

# --- A shop's policy boxes ------------------------------------------------------------------------

# A shop's reassurance strip under the buy button ("Security policy", "Delivery policy", "Return
# policy"; "Retours & échanges gratuits pendant 30 jours"), named so by PrestaShop's module and by
# the themes of other shops ("blocReassurance", "reassurance-commun"), and the native disclosure
# (`details`) whose summary is a shipping or returns heading ("Shipping & Returns", "Delivery &
# Returns", "Versand & Rückgabe": Shopify's Dawn and its kin put the store's policy text in one under
# every product). The golds of WCXB dev leave both out (every such box of our output: 3 of 3 absent),
# while warranty boxes they keep as often as not (2 of 5): those stay, as do shipping lines outside
# such a box (dropping every shipping and warranty line: 22 product pages better, 20 worse).
# Measured 2026-12-03 (bench_extract --no-peers, F1 even / odd): WCXB dev 0.8946 / 0.8946 -> 0.8946 /
# 0.8947 (product 0.7411 / 0.7626 -> 0.7414 / 0.7634: 0589 0.735 -> 0.780 and 0624 0.933 -> 0.955 lose a
# "Delivery & Returns" / "Shipping & Returns" disclosure, 0609 0.8825 -> 0.8849 its reassurance strips;
# no page worse); ScrapingHub 0.9802 / 0.9818 and trafilatura-eval-dev 0.9574 / 0.9645 unchanged (no
# page changed). Only on a shop's pages (see extractor); a summary of at most POLICY_SUMMARY_MAX
# characters, a heading of policy words alone (a longer summary that mentions shipping stays).
POLICY_BOX_TOKENS = frozenset(("reassurance", "reassurances"))
_POLICY_WORDS = (r"(?:shipping|delivery|returns?|exchanges?|refunds?|versand|lieferung|rückgabe|rücksendungen?|umtausch"
                 r"|livraison|retours?|échanges?|remboursements?|envíos?|devoluci(?:ón|ones)|cambios|spedizion[ei]|resi"
                 r"|reso|verzending|retourneren|retouren|wysyłka|dostawa|zwroty?|entregas?|devoluções|trocas)")
_POLICY_HEADING = re.compile(
    rf"^\W*(?:free |kostenlose[rn]? |gratis |livraison )?{_POLICY_WORDS}"
    rf"(?: ?(?:&|and|und|et|y|e|en|i|,|/|\+) ?(?:free |kostenlose[rn]? |gratis )?{_POLICY_WORDS})*"
    r"(?: (?:policy|policies|information|info|details|richtlinien?|bedingungen|informationen|politique|conditions"
    r"|política|políticas|informazioni|beleid|informatie|polityka|informacje|informações))?\W*$")
POLICY_SUMMARY_MAX = 60
# Accordions of buttons (a toggle naming its panel in aria-controls: WAI-ARIA's pattern, Chakra,
# Headless UI, many Shopify themes) go the same way when the toggle's title is a policy heading: the
# toggle's wrapper holding its title alone, and its panel when that holds at most POLICY_PANEL_SHARE of
# the body's text (on a short page the golds keep the shop's policy: a 600-character page whose
# shipping panel is 40% of it). Measured 2026-12-03 (bench_extract --no-peers, F1 even / odd): WCXB dev
# product 0.7416 / 0.7638 -> 0.7436 / 0.7647 (0606 0.918 -> 0.967, 0616 0.778 -> 0.820, 0617 0.584 ->
# 0.640, 0620 0.757 -> 0.784; no page worse); ScrapingHub and trafilatura-eval-dev unchanged (no page
# moved). POLICY_PANEL_SHARE 0.10: 0616 and 0617 unmoved; 0.15 and 0.35 as 0.25; 0.5 (GUARD_SHARE)
# 4169 0.939 -> 0.639 (odd half down). Tried the same day: warranty words among the policy words
# (toggles and `details`): product odd +0.0004 (0607 0.723 -> 0.778, 4029 0.933 -> 0.929), left out:
# the golds keep a product's warranty box about as often as they drop it (9 pages each way).
POLICY_PANEL_SHARE = 0.25


def drop_policy_boxes(root) -> int:
    """Remove a shop page's reassurance strips (POLICY_BOX_TOKENS in their class or id) and the
    disclosures (`details`) whose summary is a shipping or returns heading, each holding at most
    GUARD_SHARE of the body's text. Returns how many went."""
    body = content_body(root)
    victims = outermost_named(body, ("class", "id"), _names_a_policy_box) + _policy_disclosures(body)
    victims = outermost_only(victims)
    return drop_within_guard(body, victims)


def _names_a_policy_box(names: str) -> bool:
    return "eassurance" in names and names_tokens(names, POLICY_BOX_TOKENS)


def _policy_disclosures(body) -> list:
    found = _policy_toggles(body)
    for summary in body.iter("summary", "SUMMARY"):
        details = summary.getparent()
        if details is None or details.tag not in ("details", "DETAILS"):
            continue
        if text_length_upto(summary, POLICY_SUMMARY_MAX) > POLICY_SUMMARY_MAX:
            continue
        if _POLICY_HEADING.match(folded_text(summary).lower()):
            found.append(details)
    return found


def _is_policy_title(el) -> bool:
    if text_length_upto(el, POLICY_SUMMARY_MAX) > POLICY_SUMMARY_MAX:
        return False
    return bool(_POLICY_HEADING.match(folded_text(el).lower()))


def _policy_toggles(body) -> list:
    """The accordion sections of buttons (or other toggles naming their panel in `aria-controls`)
    titled by a shipping or returns heading: the toggle's outermost wrapper holding its title alone,
    and the panel it names."""
    found = []
    limit = text_length(body) * POLICY_PANEL_SHARE
    by_id: dict = {}  # the body's elements by id, read once when a policy toggle is found
    for toggle in names_holding(body, ("",), ("aria-controls",)):  # the C walk: 16 us a page against XPath's 106
        if not _is_policy_title(toggle):
            continue
        if not by_id:
            by_id = {el.get("id"): el for el in body.iter(etree.Element) if el.get("id")}
            by_id[None] = None
        names = (toggle.get("aria-controls") or "").split()
        panel = by_id.get(names[0]) if names else None
        if panel is not None and text_length(panel) > limit:
            continue
        holding_panel = {id(a) for a in panel.iterancestors()} if panel is not None else set()
        header = toggle
        length = text_length(toggle)
        parent = header.getparent()
        while parent is not None and parent is not body and id(parent) not in holding_panel \
                and text_length_upto(parent, length + 1) == length:
            header, parent = parent, parent.getparent()
        found += [header] if panel is None else [header, panel]
    return found


# Class tokens (or joined pairs: "swatch-list", "size-selector") of a shop's variant pickers: the
# colour swatches, size buttons and option lists around the product's buy button (their inputs
# and buttons go as never-content; the labels and names stayed). On pages declaring a product
# (not a review article). Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd): before,
# ScrapingHub 0.9640 / 0.9686, WCXB dev 0.8650 / 0.8680 (product 0.6477 / 0.7011),
# trafilatura-eval-dev 0.9290 / 0.9332; on the pages of one product: 0.8651 / 0.8681 (product 0.6488 /
# 0.7019; eight pages better by up to 0.032, one 0.003 worse); on every product page: 0.8651 / 0.8681
# (product 0.6489 / 0.7019, two more pages better); on every page: 0.8652 / 0.8680 (category pages
# whose swatches the gold keeps lose up to 0.13); ScrapingHub and trafilatura-eval-dev unchanged by all.
PICKER_TOKENS = frozenset("""swatch swatches swatchlist colorswatch colourswatch variantpicker variantselector
    variantselect variantoptions sizeselector sizepicker sizeselect colorselector colorpicker colourpicker
    colourselector optionselector optionpicker productoptions productoption""".split())


def drop_option_pickers(root) -> int:
    """Remove a product page's variant pickers (PICKER_TOKENS in their class or id), each holding
    at most GUARD_SHARE of the body's text. Returns how many went."""
    body = content_body(root)
    return drop_within_guard(body, outermost_among(_picker_candidates(body), _names_a_picker))


# Every picker token holds one of these: names without any are ruled out before they are split, first
# by the parts without their first letter (which camelCase may capitalise), then here.
_PICKER_PARTS = ("swatch", "picker", "select", "option")
_PICKER_TAILS = tuple(part[1:] for part in _PICKER_PARTS)


def _picker_candidates(body) -> list:
    """The elements below `body`, in document order, whose class or id holds a part of a picker
    token less its first letter (case as written). The XPath of eight `contains()` it replaced
    selected the same elements on every WCXB dev page (every third page's whole body checked,
    2026-11-30) in 2.2x the time of a Python walk (1.46 vs 0.68 s; 24 vs 9 ms on the largest shop
    page); the walk is in C since 2026-12-01."""
    return names_holding(body, _PICKER_TAILS, ("class", "id"))


def _names_a_picker(el) -> bool:
    for attribute in ("class", "id"):
        names = el.get(attribute)
        if names:
            lowered = names.lower()
            if any(part in lowered for part in _PICKER_PARTS) and names_tokens(names, PICKER_TOKENS):
                return True
    return False


# --- Field keys of a shop's page -------------------------------------------------------------

# A definition list on a shop's page whose terms are the platform's field keys written in
# snake_case ("retail_price_tier1:", "cat_thumb_Bone:", "tab_Shipping and Returns:") is the
# product's custom fields dumped raw for the theme's scripts (image URLs, price tiers, flags),
# not its specifications, whose terms are words ("Fabric", "Weight"): each such term goes with
# the descriptions after it, when the list holds FIELD_KEYS_MIN of them. On a shop's pages only
# (a documentation page's terms are often identifiers).
# Measured 2026-12-02 (bench_extract.py --no-peers, F1 even / odd): ScrapingHub 0.9802 / 0.9818,
# trafilatura-eval-dev 0.9553 / 0.9638 unchanged; WCXB dev 0.8908 / 0.8940 -> 0.8916 / 0.8940
# (product 0.7269 / 0.7626 -> 0.7378 / 0.7626): one page moved, 0.091 -> 0.722, a product page
# whose 107 key terms held 15,000 characters of thumbnails' URLs, price tiers and theme settings.
# FIELD_KEYS_MIN 3 against 1 or 2: the same page (no other shop page's list holds a snake_case term).
FIELD_KEY = re.compile(r"[a-z][a-z0-9]*_\S[^:]*:?")
FIELD_KEYS_MIN = 3


def drop_field_key_terms(root) -> int:
    """Remove the snake_case-keyed terms (FIELD_KEY) of a shop page's definition lists holding
    FIELD_KEYS_MIN or more, each with the `dd` descriptions following it. Returns how many terms went."""
    body = content_body(root)
    by_list: dict = {}
    for term in body.iter("dt"):
        if FIELD_KEY.fullmatch(element_text(term)):
            by_list.setdefault(term.getparent(), []).append(term)
    gone = 0
    for terms in by_list.values():
        if len(terms) < FIELD_KEYS_MIN:
            continue
        for term in terms:
            following = term.getnext()
            while following is not None and following.tag == "dd":
                after = following.getnext()
                drop_keeping_tail(following)
                following = after
            drop_keeping_tail(term)
            gone += 1
    return gone


# --- Tab strips of a shop's page ---------------------------------------------------------------

# A list marked as a tab strip (ARIA role "tablist" on it, or "tab" on its first item) whose
# TAB_STRIP_MIN or more items are each wholly one in-page link ("#tab-description", "#reviews") of
# at most TAB_LABEL_WORDS words holds the labels of the tabs below it ("Description", "Additional
# information", "Reviews (0)" over a WooCommerce product's description; "Windows / macOS / Linux"
# over a docs page's code samples): the panels are the content, the labels are not. On every page
# (several WooCommerce product pages do not declare a product).
# Measured 2026-12-02 (benchmarks/bench_extract.py --no-peers, F1 even / odd): ScrapingHub
# 0.9802 / 0.9818 and trafilatura-eval-dev 0.9553 / 0.9638 unchanged (no page moved); WCXB dev
# 0.8907 / 0.8935 unchanged at 4 places (P 0.8773 / 0.8797 -> 0.8774 / 0.8798), product 0.7267 /
# 0.7599 -> 0.7269 / 0.7600, documentation 0.9638 / 0.9439 -> 0.9638 / 0.9442; 5 pages moved, all
# better (two WooCommerce products +0.009 and +0.002, a maker's product page +0.004, two docs pages
# +0.009 and +0.004). Tried the same day: without the ARIA mark (any list of short in-page links), 22
# pages moved, 12 better and 6 worse (a portfolio's filter list 0.112 -> 0.071, a docs page's list of
# data types 0.999 -> 0.982: the golds keep tables of contents and filter lists); without the mark
# but only on shop pages (the `drop_option_pickers` branch), 3 pages moved, 1 better and 2 worse
# (a product's labels the gold keeps, -0.003). CPU: 0.34% of extract's time over the first 500 WCXB
# dev pages (19.8 ms of 5.80 s); an XPath finding the marked lists took 1.5%.
# shop44 (2026-12-06): 2 -> 1. A strip the passes before left with one tab (WooCommerce's "Reviews (0)"
# gone with the reviews, "Description" over the "Description" panel) is still marked as a strip: WCXB dev
# 4098 0.9895 -> 0.9910 and 3058 0.6158 -> 0.6176 (product even), no other page of the three sets moved.
TAB_STRIP_MIN = 1
# shop45 (2026-12-06): a list whose first item's class ends in "_tab" ("description_tab",
# "additional_information_tab": WooCommerce's template names each item after its panel) is marked too,
# the ARIA roles dropped by a theme's template (`ul.tabs` of 0596). See "Product pages, the
# forty-fifth round" in docs/rounds.md.
WOOCOMMERCE_TAB_SUFFIX = "_tab"


# A strip of tab buttons (`<button role="tab">` children of an element with role "tablist", kept
# by `drop_never_content` when they name their panel in aria-controls) goes the same way when every
# child is such a button of at most TAB_LABEL_WORDS words. Found from the page's buttons (few), not
# by walking every div. Measured 2026-12-02 (bench_extract --no-peers, F1 even / odd): ScrapingHub
# 0.9802 / 0.9818 and trafilatura-eval-dev 0.9553 / 0.9638 unchanged (no page moved); WCXB dev
# 0.8908 / 0.8940 unchanged at 4 places (P 0.8775 / 0.8800 -> 0.8776 / 0.8800), product 0.7454 ->
# 0.7455, service odd 0.8562 -> 0.8565; 9 pages moved, 7 better (a review's repeated "Overview /
# Specs & Tests / Pricing" strips 0.9725 -> 0.9782, a site builder's "AI Apps / Web Apps" tabs 0.836
# -> 0.856, product pages +0.0014 to +0.0019, service pages +0.0011 to +0.0014), one unchanged, one
# worse (a docs page's "List of values / Map of key-value pairs" tabs its gold keeps, 0.9993 ->
# 0.9990). CPU: the walk over the buttons adds 0.019 s to the tab strips' 0.098 s over 500 WCXB dev
# pages' whole trees (about 0.3% of extract's time; less over the content body).

# docs47b (2026-12-06): a strip of `<label for>`s over a row of as many panels (the CSS-only tabs:
# MkDocs Material's `div.tabbed-labels` over its `div.tabbed-content`, "Python 3.9 and above /
# Python 3.10 and above" over each code sample) goes the same way: the golds leave those labels out
# (WCXB dev 0679) as they do the marked strips' (sphinx-tabs' buttons, Starlight's links).


def drop_tab_strips(root) -> int:
    """Remove the lists marked as tab strips whose every item is one short in-page link (see
    TAB_STRIP_MIN), each holding at most GUARD_SHARE of the body's text. Returns how many went."""
    body = content_body(root)
    return drop_within_guard(body, [strip for strip in _marked_tab_strips(body) if _is_tab_strip(strip)])


def _marked_tab_strips(body) -> list:
    """The lists below `body` that say they are tab strips: ARIA role "tablist" on the list or "tab"
    on its first item; and the "tablist" parents of `<button role="tab">`. lxml's tag filter yields
    only the lists and buttons (an XPath asking the same took 2-3x the time over WCXB dev pages,
    2026-12-02)."""
    strips = []
    for strip in body.iter("ul", "ol"):
        if strip.get("role") == "tablist":
            strips.append(strip)
            continue
        first = next((child for child in strip if isinstance(child.tag, str)), None)
        if first is not None and (first.get("role") == "tab" or _names_a_woocommerce_tab(first.get("class"))):
            strips.append(strip)
    seen = set(strips)
    for button in body.iter("button"):
        if button.get("role") == "tab":
            parent = button.getparent()
            if parent is not None and parent.get("role") == "tablist" and parent not in seen:
                seen.add(parent)
                strips.append(parent)
    judged: set = set()  # each parent once: a form of a thousand labels is not read a thousand times
    for label in body.iter("label"):
        parent = label.getparent()
        if parent is None or parent in judged or parent in seen:
            continue
        judged.add(parent)
        if _labels_radio_tabs(parent):
            strips.append(parent)
    return strips


def _labels_radio_tabs(strip) -> bool:
    """Every child of `strip` is a `<label for>` (two or more) and the element after `strip` holds
    one panel per label (CSS-only tabs: the radio buttons each label names, gone with the form
    controls, showed the panel; a form's labels have their fields between them, not a row of
    panels after)."""
    labels = [child for child in strip if isinstance(child.tag, str)]
    if len(labels) < 2 or any(child.tag != "label" or not child.get("for") for child in labels):
        return False
    panels = strip.getnext()
    while panels is not None and not isinstance(panels.tag, str):
        panels = panels.getnext()
    return panels is not None and sum(1 for child in panels if isinstance(child.tag, str)) == len(labels)


def _names_a_woocommerce_tab(names: str | None) -> bool:
    """WooCommerce names each tab's item after its panel ("description_tab", "reviews_tab"), also in the
    themes whose templates drop its ARIA roles (see WOOCOMMERCE_TAB_SUFFIX)."""
    return bool(names) and WOOCOMMERCE_TAB_SUFFIX in names and any(
        token.endswith(WOOCOMMERCE_TAB_SUFFIX) for token in names.split())


def _is_tab_strip(strip) -> bool:
    items = 0
    for child in strip:
        if not isinstance(child.tag, str):
            continue
        if child.tag == "button":
            if child.get("role") != "tab" or not 0 < len(element_text(child).split()) <= TAB_LABEL_WORDS:
                return False
        elif child.tag == "label":
            if not 0 < len(element_text(child).split()) <= TAB_LABEL_WORDS:
                return False
        elif child.tag != "li" or not is_tab_label(child):
            return False
        items += 1
    return items >= TAB_STRIP_MIN


# --- Lone price lines of a shop's page ----------------------------------------------------------

# A short line (at most PRICE_LINE_MAX characters) holding a price and at most PRICE_LINE_WORDS
# words besides ("$20.00", "+ $23.51 delivery", "Regular price: €19,99", "List: EUR 12.99") is the
# shop's price box or a recommended product's price, not the product's description: the golds of
# product pages leave them out (WCXB dev: 206 such lines of our output absent from the gold, 31
# present; on collection pages 807 and 637): only on a page declaring one product
# (`page_facts.declares_one_product`), and only when it holds at most PRICE_LINES_MAX of them (more
# are a grid of products, content to a category page that declares itself a product).
# Measured 2026-11-30 (make bench-quick, F1 even / odd; ScrapingHub 0.9613 / 0.9674 and
# trafilatura-eval-dev 0.9177 / 0.9143 unchanged by all): before, WCXB dev 0.8603 / 0.8644
# (product 0.6262 / 0.6814); on every declared product page (measured before SHOP_LABELS, from
# 0.8602 / 0.8640), no cap: 0.8603 / 0.8636 (collection odd half 0.7147 -> 0.7080: category pages
# declaring a product lose their prices); cap 4: 0.8602 / 0.8640, cap 8: 0.8602 / 0.8635, cap 16:
# 0.8603 / 0.8635; declaring one product, no cap: 0.8602 /
# 0.8645 (a listing loses); cap 4: 0.8603 / 0.8644; cap 8: 0.8603 / 0.8645 (product 0.6263 /
# 0.6831; 35 pages better, 13 worse); cap 16: 0.8603 / 0.8645 (collection odd 0.7148 -> 0.7147).
# Tried and dropped the same day: lists of 3+ sibling cards each a link and a price (a carousel
# whatever its heading), on pages declaring one product, dropped unless they hold half the text:
# 0.8603 / 0.8648 (product odd 0.6814 -> 0.6889) but collection odd 0.7148 -> 0.7123, and the
# gain was three pages of one shop's template while two category pages lost 0.05 and 0.12.
# Measured again 2026-12-06 (shop46b; per-page word F1 of WCXB dev's 119 product pages, sums by
# half): the product's own price is a lone price line the golds keep on 14 pages and leave out on
# about 30, the same template either way (two eBay listings keep "EUR 355.58", two do not); no
# markup tells them apart (itemprop="price", Shopify's `price-item`, a bare amount are on both
# sides). Not dropping the lines: even -0.0111 / odd -0.0643; sparing the first of them (the buy
# box's): even +0.0020 / odd -0.0041; sparing a lone one (dropping only two or more): product even
# +0.0013 / odd +0.0044 but 8 pages better and 21 worse, a service page -0.0006 (even): a few short
# golds' gain, not a rule. All three dropped.
PRICE_LINE_MAX = 60
PRICE_LINE_WORDS = 3
PRICE_LINES_MAX = 8
# product41 (2026-12-05): a tax note glued to the price with no white space between their elements
# ("19,00€inkl. MwSt.", "$19.99incl. VAT", "10,00€TTC") ends the price as white space would
_GLUED_TAX = r"(?:inkl|incl|inc|exkl|excl|zzgl|ttc|ht|mwst|vat|btw|iva|tva)\b"
_PRICE = re.compile(rf"(?:{CURRENCY}\s?(?:{AMOUNT})|(?:{AMOUNT})\s?{CURRENCY})(?!(?!{_GLUED_TAX})\w)", re.I)
_PRICE_LEFTOVER = re.compile(r"[^\W\d_]+")
_PERCENT = re.compile(r"\d+\s?%")


def is_price_line(text: str) -> bool:
    """A line that is a price with at most PRICE_LINE_WORDS words around it."""
    if len(text) > PRICE_LINE_MAX:
        return False
    rest, found = _PRICE.subn(" ", text)
    if not found:
        return False
    rest = _PERCENT.sub(" ", rest)
    return len(_PRICE_LEFTOVER.findall(rest)) <= PRICE_LINE_WORDS


def drop_price_lines(root) -> int:
    """Remove the outermost elements whose whole text is a price line (`is_price_line`), each
    holding at most GUARD_SHARE of the body's text, when there are at most PRICE_LINES_MAX of them
    (a page of one product). Returns how many went."""
    body = content_body(root)
    victims = outermost_among(_price_candidates(body), _is_price_element, PRICE_LINES_MAX)
    if len(victims) > PRICE_LINES_MAX:
        return 0
    return drop_within_guard(body, victims)


def _price_candidates(body) -> list:
    """The elements below `body`, in document order, whose text may be a price line: with the C
    speedups only those whose text holds a decimal digit and at most PRICE_LINE_MAX characters
    other than white space (`_speedups.price_candidates`); the others `_is_price_element` rejects.
    The test of every element was ~7 ms a page where it runs (2026-12-02, WCXB dev)."""
    if _speedups is not None:
        return _speedups.price_candidates(body, PRICE_LINE_MAX)
    return _price_candidates_python(body)


def _price_candidates_python(body) -> list:
    """Twin of `_speedups.price_candidates`: every element below `body` (`_is_price_element` judges them all)."""
    return [el for el in body.iter(etree.Element) if el is not body]


def _is_price_element(el) -> bool:
    if text_length_upto(el, PRICE_LINE_MAX) > PRICE_LINE_MAX:
        return False
    return is_price_line(folded_text(el))


# A shop's note beside the price that shipping is reckoned at the checkout (Shopify's "Tax included.
# Shipping calculated at checkout." and its translations; BigCommerce's "Shipping: Calculated at
# Checkout" row): the whole text of a block of at most CHECKOUT_NOTE_MAX characters, or a definition
# whose term is a shipping word. The golds leave it out (WCXB dev: 1 of 1 such lines of our output; a
# FAQ answer "Yes, we ship worldwide. Shipping costs are calculated at checkout." stays, not a note
# alone). Measured 2026-12-03 (bench_extract --no-peers, F1 even / odd): WCXB dev product 0.7414 /
# 0.7634 -> 0.7414 / 0.7635 (4017 0.943 -> 0.951, its "Shipping calculated at checkout." gone; no other
# page of the three sets changed); ScrapingHub 0.9802 / 0.9818 and trafilatura-eval-dev 0.9574 / 0.9645
# unchanged. Only on a shop's pages (see extractor).
CHECKOUT_NOTE_MAX = 100
_TAX_NOTE = (r"(?:tax(?:es)? included|inkl\.? (?:mwst|steuern)\.?|inklusive (?:mwst|steuern)|taxes incluses"
             r"|impuestos incluidos|imposte incluse|inclusief (?:btw|belasting)|tributos incluídos"
             r"|podatek wliczony w cenę|iva inclusa|iva incluida|impostos incluídos|imposto incluído"
             r"|cena zawiera (?:podatek )?vat)")
_SHIPPING_NOUN = (r"(?:shipping(?: costs?| fees?| rates?)?|taxes and shipping|delivery(?: costs?)?|versand(?:kosten)?"
                  r"|frais d.(?:expédition|envoi|livraison|port)|(?:los )?gastos de envío|el envío"
                  r"|spese di (?:spedizione|consegna)|verzendkosten|frete|koszt(?:y)? (?:wysyłki|dostawy))")
_CALCULATED_AT_CHECKOUT = (r"(?:(?:(?:is|are|will be|wird|werden|se|sont|worden|è|sono|é|są) )?(?:automatically )?(?:calculated|berechnet"
                           r"|calculés?|calculan|calcula|calcolate|calcolato|berekend|calculado|obliczany|obliczane|liczony)"
                           r"[^.]{0,40}?(?:checkout|check-out|kasse|paiement|pago|pagos|cassa|kasie|pagamento|afrekenen)"
                           r"|(?:wird|werden) (?:beim|im|an der) (?:checkout|kasse) berechnet)")
_CHECKOUT_NOTE = re.compile(rf"^(?:{_TAX_NOTE}[.,]?\s*(?:and |und |et |y |e |en |i )?)?(?:the )?{_SHIPPING_NOUN}\W*"
                            rf"{_CALCULATED_AT_CHECKOUT}[^.]{{0,30}}\.?$")
_CHECKOUT_VALUE = re.compile(rf"^{_CALCULATED_AT_CHECKOUT}\W*$")
_SHIPPING_TERM = re.compile(rf"^{_SHIPPING_NOUN}\W*$")
_CHECKOUT_WORDS = ("checkout", "check-out", "kasse", "paiement", "pago", "cassa", "kasie", "pagamento", "afrekenen")

# A shop's tax note beside the price, alone in its block: "inkl. MwSt., zzgl. Versandkosten", "All
# prices incl. VAT", "VAT included (where applicable), plus shipping", "Prix TTC", "IVA incluida",
# "IVA inclusa", "Prijzen incl. btw", "Cena z VAT". Not a price with its note ("€49.99 VAT included",
# which one WCXB gold keeps: the price lines' rule judges those) nor an inline part of a longer line.
# The golds leave the note out (WCXB dev: 5 of the 5 such lines of our output). Measured 2026-12-03
# (bench_extract --no-peers, F1 even / odd, after the button accordions above): WCXB dev product
# 0.7436 / 0.7647 -> 0.7437 / 0.7650 (0616 0.820 -> 0.824, 0617 0.640 -> 0.649, 2947 0.3772 ->
# 0.3794, 2985 0.9095 -> 0.9117; no page worse); ScrapingHub 0.9802 / 0.9818 and trafilatura-eval-dev
# 0.9574 / 0.9645 unchanged (0204's "Endpreis zzgl. Versandkosten" and 0478's "inkl. MwSt." went, no
# snippet names them).
_TAX_NAME = r"(?:(?:gesetzl(?:\.|iche[rn]?)|der|de la|la|the|local) )*(?:mwst|ust|vat|tax(?:es)?|btw|iva|tva|i\.v\.a)\.?"
_TAX_CLAUSE = (rf"(?:(?:inkl|incl|inc|exkl|excl|ex|zzgl)\.?|including|included|inklusive|inclusief|exclusief|excluding"
               rf"|plus|z|bez|hors|sans|con|senza|sin|avec|mit|ohne)\s*(?:\d+(?:[.,]\d+)?\s?%\s*)?{_TAX_NAME}"
               rf"|{_TAX_NAME}\s*(?:\d+(?:[.,]\d+)?\s?%\s*)?(?:included|inclusive|incl\.?|inkl\.?|inc\.?|enthalten"
               rf"|incluid[ao]s?|inclus[ae]s?|incluse|compres[ao]|inbegrepen|wliczony|excluded|exclusive|excl\.?|exkl\.?)"
               r"|(?:prix )?t\.?t\.?c\.?")
_SURCHARGE_NOUN = (r"(?:versand(?:kosten)?|shipping(?: costs?)?|delivery(?: costs?)?|postage|p&p"
                   r"|frais de (?:port|livraison|transport)|gastos de envío|envío|spese di spedizione|spedizione"
                   r"|verzendkosten|verzending|kosztów wysyłki|koszty wysyłki|wysyłki)")
_SHIPPING_CLAUSE = (r"(?:(?:(?:zzgl|exkl|excl|inkl|incl)\.?|plus|excluding|including|hors|sans|más|mas|più|\+|ohne|mit"
                    rf"|exclusief|bez|oraz|and|und|et|y|e|en|i)\s*(?:(?:the|den|die|les|los|le|i|de) )?{_SURCHARGE_NOUN}"
                    # kinds40 (2026-12-05): the French "extra" after the noun ("TTC, frais de port en sus")
                    r"|frais de (?:port|livraison) en sus)")
_TAX_LINE = re.compile(
    r"^\W*(?:(?:all |alle |tous les |todos los |tutti i )?(?:prices?|preise?|endpreis|gesamtpreis|prix|precios?"
    r"|prezzi|prijzen|ceny|cena)(?: (?:are|sind|en|is|ist))?:?\s*)?"
    rf"(?:{_TAX_CLAUSE})(?:\s*\([^()]{{0,30}}\))?(?:\s*[,.;/|]?\s*{_SHIPPING_CLAUSE})?\W*$"
    rf"|^\W*(?:(?:end)?preise?\s*)?(?:zzgl\.?|plus|exkl\.?) {_SURCHARGE_NOUN}\W*$")
# Which pages to walk: the folded text holds a tax clause, or a surcharge after "zzgl."/"plus"/"exkl."
# (a page merely naming a tax is not walked). Found by the tax's name as shops write it, a search of
# literals that `re` runs fast on the text as written (in lower case "vat", "iva" and "ust" are inside
# "private", "derivative", "must": ~6 hits a shop page; a character class such as "[Tt]ax" would make
# `re` try every position: 270 us a page against 52), then the clause looked for
# around each name standing as a word.
_TAX_NAMES = re.compile(r"MwSt|Mwst|MWST|USt|VAT|TTC|IVA|TVA|BTW|btw|zzgl|Zzgl|Tax|tax|TAX")
# (a clause after a digit too: the element text joins "€89,00" and "TTC, ..." of two blocks, product41)
_TAX_GATE = re.compile(rf"(?:\b|(?<=\d))(?:{_TAX_CLAUSE}|(?:zzgl\.?|plus|exkl\.?) {_SURCHARGE_NOUN})")
TAX_GATE_REACH = 40


def drop_checkout_notes(root) -> int:
    """Remove a shop page's notes that shipping is calculated at the checkout (see CHECKOUT_NOTE_MAX):
    the outermost block that is the note alone, and a definition list's shipping term with such a
    value. Returns how many went."""
    body = content_body(root)
    written = element_text(body)
    folded = written.lower()
    checkout = any(word in folded for word in _CHECKOUT_WORDS)
    taxed = _holds_a_tax_clause(written)
    if not checkout and not taxed:
        return 0
    victims: list = []

    def is_note(el, length: int) -> bool:
        """A note (the walk enters it no further), or a definition list's shipping value (its
        term and it go too)."""
        line = folded_text(el).lower()
        if (checkout and _CHECKOUT_NOTE.match(line)) or (taxed and _is_tax_note(el, line)):
            victims.append(el)
            return True
        if el.tag in ("dd", "DD") and _CHECKOUT_VALUE.match(line):
            term = el.getprevious()
            if term is not None and term.tag in ("dt", "DT") and _SHIPPING_TERM.match(
                    folded_text(term).lower()):
                victims.extend((term, el))
        return False

    # (one C walk measuring each element and entering no note, nor an element without text: the
    # Python walk and each short element's climb to its ancestors were ~0.25% of extract(), 2026-12-04)
    short_text_walk(body, 0, CHECKOUT_NOTE_MAX, is_note)
    return drop_within_guard(body, victims)


def _holds_a_tax_clause(written: str) -> bool:
    for found in _TAX_NAMES.finditer(written):
        start, end = found.span()
        if (start and written[start - 1].isalpha()) or (
                end < len(written) and written[end].isalpha() and written[end:end + 2].lower() != "es"):
            continue  # inside a word ("Syntax")
        if _TAX_GATE.search(written[max(0, start - TAX_GATE_REACH):end + TAX_GATE_REACH].lower()):
            return True
    return False


def _is_tax_note(el, line: str) -> bool:
    """`line`, the text of `el`, is a tax note (_TAX_LINE) standing as a block of its own."""
    if not line or not _TAX_LINE.match(line):
        return False
    if isinstance(el.tag, str) and el.tag.lower() in INLINE_TAGS:
        parent = el.getparent()
        return parent is not None and text_length_upto(parent, len(line) + 1) <= len(line)
    return True


# --- Scarcity and social-proof notes of a product's page --------------------------------------

# A shop's urgency line beside the buy button, alone in its block: the stock left ("Low in stock, only
# 6 left", "Nur noch 3 auf Lager", "Plus que 2 en stock"), the shoppers watching ("16 people are
# viewing this right now", "12 Personen sehen sich diesen Artikel gerade an") or holding it ("In 50+
# people's carts"). Only when the content holds one such note: a category page's cards each carry
# their stock ("Only 1 left!" on eleven cards), which two of three WCXB golds keep. On a shop's pages.
# Measured 2026-12-04: see `drop_scarcity_notes`'s call in extractor.py.
SCARCITY_NOTE_MAX = 80
SCARCITY_NOTE_ELEMENTS = 16  # a note read only in a subtree of at most this many elements (not tuned)
_COUNT = r"\d[\d,.]*\+?"
_SCARCITY_NOTE = re.compile(
    r"^\W*(?:hurry[,!]?\s*|only a few left[,!.]?\s*)?(?:"
    # stock left
    rf"(?:low (?:in )?stock|almost sold out)(?:[,.!:\s-]+only {_COUNT} (?:items? )?left(?: in stock)?)?"
    rf"|only {_COUNT} (?:items? |pieces? )?left(?: in stock)?(?:[,.!\s-]+order soon)?"
    rf"|nur noch {_COUNT} (?:stück |artikel )?(?:auf lager|verfügbar|vorrätig)|(?:geringer|niedriger) (?:lager)?bestand"
    rf"|plus que {_COUNT} (?:articles? |exemplaires? )?(?:en stock|disponibles?)|il ne reste (?:plus )?que {_COUNT}"
    r"(?: articles?| exemplaires?)?(?: en stock)?|stock faible"
    rf"|s[oó]lo quedan? {_COUNT}(?: unidad(?:es)?)?(?: en stock| disponibles?)?|[uú]ltimas unidades"
    rf"|(?:solo|ultimi|ultime) {_COUNT} (?:pezzi |articoli )?(?:rimast[ie]|disponibili)"
    rf"|nog (?:maar )?{_COUNT} (?:op voorraad|beschikbaar)|bijna uitverkocht"
    rf"|zosta(?:ły|ło|ła) (?:tylko )?{_COUNT} (?:szt\.?|sztuki|sztuk)|ostatnie sztuki"
    # product47 (2026-12-06): the count in stock (WooCommerce's "12 in stock" under the price, as its
    # translations print it); measured with the stock notes below: `snapshot_documents.py --compare`
    # against main e655552, no Document of the 2,160 pages moved (C and pure): level on both halves
    rf"|{_COUNT} (?:items? |pieces? |units? )?in stock|{_COUNT} (?:stück |artikel )?(?:auf lager|vorrätig|verfügbar)"
    rf"|{_COUNT} (?:articles? )?en stock|{_COUNT} (?:unidades |artículos )?(?:disponibles?|en existencia)"
    rf"|{_COUNT} (?:pezzi |articoli )?disponibili|{_COUNT} (?:stuks? )?op voorraad"
    rf"|{_COUNT} (?:szt\.? |sztuk )?(?:w magazynie|na stanie|dostępn(?:e|ych))|{_COUNT} (?:itens |unidades )?em estoque"
    # and the stock note alone as Magento's, PrestaShop's and Shopware's translations print it (the
    # lone-line rules know "In stock", "Auf Lager", "En stock", "Op voorraad")
    r"|(?:non )?disponibile|disponibilità immediata|(?:no )?disponible(?: immédiatement)?"
    r"|(?:sofort |nicht )?(?:verfügbar|lieferbar)|(?:nie)?dostępny|(?:in)?disponível|(?:niet )?beschikbaar"
    # shoppers watching or holding it
    rf"|{_COUNT} (?:other )?(?:people|persons|shoppers|customers|visitors|others) (?:are )?(?:viewing|looking at|watching)"
    r" (?:this|it)(?: (?:item|product|page))?(?: right now| now)?"
    rf"|in {_COUNT} (?:other )?(?:people|shoppers|others)['’]?s? (?:carts?|baskets?|bags?)"
    rf"|{_COUNT} personen (?:sehen|betrachten) sich (?:diesen artikel|dieses produkt|das) (?:gerade )?an"
    rf"|{_COUNT} personnes? (?:regardent|consultent) (?:ce produit|cet article)(?: en ce moment)?"
    rf"|{_COUNT} personas? (?:están viendo|ven) este (?:producto|artículo)(?: ahora(?: mismo)?)?"
    rf"|{_COUNT} persone stanno (?:guardando|visualizzando) questo (?:prodotto|articolo)(?: in questo momento| ora)?"
    rf"|{_COUNT} mensen bekijken dit (?:product|artikel)(?: nu| op dit moment)?"
    rf"|{_COUNT} os(?:oby|ób) ogląda(?:ją)? ten produkt(?: teraz)?"
    r")\W*$")
# Which pages to walk: the folded text holds one of the notes' words.
_SCARCITY_WORDS = ("left", "stock", "viewing", "looking at", "watching", "carts", "baskets", "lager", "bestand",
                   "sehen sich", "reste", "regardent", "consultent", "quedan", "unidades", "viendo", "rimast",
                   "disponibili", "guardando", "voorraad", "uitverkocht", "bekijken", "szt", "ogląda", "ostatnie",
                   "vorrätig", "verfügbar", "lieferbar", "disponib", "disponív", "existencia", "magazynie", "stanie", "dostępn",
                   "estoque", "beschikbaar")


def drop_scarcity_notes(root) -> int:
    """Remove a shop page's scarcity or social-proof note (see SCARCITY_NOTE_MAX): the outermost
    block that is the note alone, when the content holds exactly one. Returns how many went."""
    body = content_body(root)
    folded = element_text(body).lower()
    if not any(word in folded for word in _SCARCITY_WORDS):
        return 0
    found = 0

    def is_note(el, length: int) -> bool:
        """A note (the walk enters it no further: its descendants are the same note)."""
        nonlocal found
        if not _SCARCITY_NOTE.match(folded_text(el).lower()):
            return False
        found += 1
        if found > 1:
            raise TooManyLines  # notes on every card are the cards' own: none goes
        return True

    try:
        notes = short_text_walk(body, 0, SCARCITY_NOTE_MAX, is_note, None, SCARCITY_NOTE_ELEMENTS)
    except TooManyLines:
        return 0
    return drop_within_guard(body, notes)


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


# --- Price labels read out to screen readers ---------------------------------------------------------

# A price's label written for screen readers only, under a design system's own name for the style
# (Etsy's "wt-screen-reader-only", Anthropologie's "u-pwa-screen-reader-only", Bose's
# "bose-screenReaderText"; the bare names, Glossier's "screenreader" among them, are not read: two of its
# golds disagree; the whole names `tokens.HIDING_CLASSES` knows went with the hidden already): "Sale
# price:", "Original price: ", "Regular price", "Sale Price USD 55.25" beside the price shown
# `aria-hidden`. The golds keep the shown price, not the label: the label goes (the price it holds
# stays, once), its place a space ("$24.50" and "$35.00" no longer run together). A childless element of
# at most READOUT_LABEL_MAX characters, its text a price label of at most READOUT_LABEL_WORDS words
# (PRICE_NOUN in eight languages) and a price or nothing; not beside a `del` or `ins` (WooCommerce's
# sale readouts, "Original price was: $30.00.", which the golds keep: `hidden_spares.spare_price_readouts`).
# Added 2026-12-05 (shop43): see "Shop pages, the forty-third round" in docs/rounds.md.
READOUT_LABEL_MAX = 80
READOUT_LABEL_WORDS = 4
PRICE_NOUN = re.compile(r"\w*(?:price|preis|prijs)|prix|precio|prezzo|cena|preço|preco", re.I)
_READER_NAMES = ("screen-reader", "screenreader", "sr-only", "sr_only", "sronly", "visually-hidden",
                 "visuallyhidden", "visually_hidden")
# what a candidate's class holds ("eader" would bring every "header" along)
_READER_NEEDLES = ("-reader", "creenreader", "creenReader", "sr-only", "sr_only", "srOnly", "sronly", "isually")
_LABEL_WORD = re.compile(r"[^\W\d_]+")
_LABEL_LEFTOVER = re.compile(r"[^\W\d_]+|[\s:.'\u00a0]")
_SALE_TAGS = frozenset(("del", "ins"))


def drop_price_readout_labels(root) -> int:
    """Remove the price labels written for screen readers (see READOUT_LABEL_MAX), keeping the price
    an element holds. Returns how many labels went."""
    gone = 0
    for el in names_holding(content_body(root), _READER_NEEDLES, ("class",)):
        if len(el) or not _named_for_screen_readers(el.get("class") or "") or _beside_a_sale(el):
            continue
        text = el.text or ""
        if len(text) > READOUT_LABEL_MAX:
            continue
        prices = [match.group() for match in _PRICE.finditer(text)]
        if not _a_price_label(_PRICE.sub(" ", text)):
            continue
        if prices:
            el.text = " ".join(prices)
        else:
            set_tail(el, " " + (el.tail or ""))
            drop_keeping_tail(el)
        gone += 1
    return gone


def _named_for_screen_readers(names: str) -> bool:
    """A class name of a screen-reader-only style behind a design system's prefix ("wt-", "u-pwa-",
    "bose-"), not one showing it on focus or on a breakpoint ("sr-only-focusable", "focus:not-sr-only",
    "lg:sr-only"). The bare names are `tokens.HIDING_CLASSES`' to judge ("screenreader" is not one)."""
    for name in names.lower().split():
        if ":" not in name and "focus" not in name and any(name.find(part) > 0 for part in _READER_NAMES):
            return True
    return False


def _beside_a_sale(el) -> bool:
    return any(sibling is not None and isinstance(sibling.tag, str) and sibling.tag.lower() in _SALE_TAGS
               for sibling in (el.getprevious(), el.getnext()))


def _a_price_label(rest: str) -> bool:
    """Is `rest` (a text, its prices taken out) a price label: at most READOUT_LABEL_WORDS words, one a
    PRICE_NOUN, and nothing but a colon or a stop beside them?"""
    words = _LABEL_WORD.findall(rest)
    if not words or len(words) > READOUT_LABEL_WORDS or not any(PRICE_NOUN.fullmatch(w) for w in words):
        return False
    return not _LABEL_LEFTOVER.sub("", rest)


# --- The labels of dropdowns ---------------------------------------------------------------------

# A `label` naming a `select` by its id (`<label for="Option-1">Size</label><select id="Option-1">`):
# the dropdown's options are never content, so its label is left a lone word ("Size" over each card
# of a grid, "Select Rental Period", "Color:", a ranking's "Select" / "Subject" filters). WCXB dev's
# golds keep none of those in our text (5 sites). Only labels of at most SELECT_LABEL_MAX characters;
# a label holding its select (no `for`) is left to the line rules. Read before `drop_never_content`
# takes the selects (clean_content's first pass). Added 2026-12-06 (shop44; snapshot of the 2,160
# pages): WCXB dev 0638 0.7482 -> 0.8000 (collection even), 4291 0.9478 -> 0.9529 (collection odd),
# 4331 0.6309 -> 0.6351 (listing odd), 0583 0.6771 -> 0.6806 and 4789 0.8794 -> 0.8797 (product odd);
# trafilatura-eval-dev 0204 ("Farbe", "Größe", "Schriftart") level at 1.0; none worse. The longest
# label gone is 20 characters ("Select Rental Period" is the page's, not a cap's choice).
SELECT_LABEL_MAX = 40


def drop_select_labels(root) -> int:
    """Remove the short labels of the page's dropdowns (see SELECT_LABEL_MAX). Returns how many went."""
    body = content_body(root)
    labels = [el for el in body.iter("label", "LABEL") if el.get("for")]
    if not labels:
        return 0
    selects = {el.get("id") for el in root.iter("select", "SELECT") if el.get("id")}
    victims = [el for el in labels if el.get("for") in selects
               and text_length_upto(el, SELECT_LABEL_MAX) <= SELECT_LABEL_MAX]
    for el in victims:
        drop_keeping_tail(el)
    return len(victims)


# --- A product's quantity stepper ----------------------------------------------------------------

# The box around a quantity field (`<input name="quantity">`, Shopify's `quantity-input`, WooCommerce's
# `div.quantity`, a theme's "-" / "+" buttons): once the field goes as never-content, its label and
# the stepper's signs are left lone lines ("Quantity", "Qty:", "-", "+", "Anzahl:"). The field is an
# `input` whose name, id, class or aria-label names a quantity (QUANTITY_STEMS); its box is the
# outermost of at most STEPPER_CLIMB ancestors whose text is a quantity label, digits and signs alone
# (STEPPER_TEXT), of at most STEPPER_TEXT_MAX characters in at most STEPPER_ELEMENTS_MAX elements (a
# box also holding "5 available 1 sold" stays whole). Read before `drop_never_content` takes the field
# (clean_content's first pass), on every page. Added 2026-12-06 (shop45): see "Product pages, the
# forty-fifth round" in docs/rounds.md.
QUANTITY_STEMS = ("quantit", "qty", "menge", "anzahl", "cantidad", "aantal", "ilosc", "ilość")
_QUANTITY_LABEL = (r"(?:quantity|qty|menge|anzahl|stückzahl|quantité|qté|cantidad|cant|quantità|qtà|aantal|ilość|ilosc"
                   r"|quantidade|qtd)")
STEPPER_TEXT = re.compile(rf"(?:{_QUANTITY_LABEL}\.?\s*:?)?[\s\d+\-\u2212\u2013]*", re.I)
STEPPER_TEXT_MAX = 40
STEPPER_ELEMENTS_MAX = 60
STEPPER_RAW_MAX = 400  # the text before its white space is folded (a template's indentation)
STEPPER_CLIMB = 4


def drop_quantity_steppers(root) -> int:
    """Remove the boxes of a product's quantity fields holding only their label and stepper signs (see
    STEPPER_TEXT). Returns how many went."""
    body = content_body(root)
    checked: set = set()
    boxes = []
    for field in body.iter("input", "INPUT"):
        if _names_a_quantity(field):
            box = _stepper_box(field, body, checked)
            if box is not None:
                boxes.append(box)
    return drop_all_keeping_tails(outermost_only(boxes))


def _names_a_quantity(field) -> bool:
    names = " ".join(field.get(name) or "" for name in ("name", "id", "class", "aria-label")).lower()
    return any(stem in names for stem in QUANTITY_STEMS)


def _stepper_box(field, body, checked: set):
    """The outermost ancestor of `field` (at most STEPPER_CLIMB up, each looked at once a page) whose
    text is a stepper's, or None when that holds no text but its buttons'."""
    box, text = None, ""
    el = field.getparent()
    for _ in range(STEPPER_CLIMB):
        if el is None or el is body or el in checked:  # the set holds the proxies, so each stays the one
            break
        checked.add(el)
        if text_length_upto(el, STEPPER_RAW_MAX, STEPPER_ELEMENTS_MAX) > STEPPER_RAW_MAX:
            break
        shown = _text_past_buttons(el)
        if len(shown) > STEPPER_TEXT_MAX or not STEPPER_TEXT.fullmatch(shown):
            break
        box, text = el, shown
        el = el.getparent()
    return box if text else None


def _text_past_buttons(el) -> str:
    """`el`'s folded text but its buttons' (never content: a stepper's "Decrease quantity for ..." read
    out to screen readers). `el` holds at most STEPPER_ELEMENTS_MAX elements."""
    parts = [el.text or ""]
    stack = [(iter(el), "")]  # each open element's children left, and its tail for when they are read
    while stack:
        children, tail = stack[-1]
        child = next(children, None)
        if child is None:
            stack.pop()
            parts.append(tail)
        elif isinstance(child.tag, str) and child.tag not in ("button", "BUTTON"):
            parts.append(child.text or "")
            stack.append((iter(child), child.tail or ""))
        else:
            parts.append(child.tail or "")
    return " ".join("".join(parts).split())


# --- A shop's trust-badge rows -------------------------------------------------------------------

# The row of icons under a product's buy button, each with a short promise ("Free shipping
# worldwide", "Free returns", "24 month warranty", "100% secure checkout"; "Kostenloser Versand",
# "Paiement sécurisé", "Envío gratis", "Bezpieczne płatności"): an element of TRUST_ROW_MIN to
# TRUST_ROW_MAX element children and no text of its own (looked for above the icons), each child an icon (an `svg` or `img`) and a
# label of at most TRUST_LABEL_MAX characters in at most TRUST_BADGE_ELEMENTS_MAX elements, at least
# half of the labels (and two) naming shipping, returns, a warranty, a guarantee or a safe payment
# (TRUST_WORDS). Read before `drop_never_content` takes the icons (clean_content's first pass), on a
# shop's pages only. Of such rows in the WCXB dev pages (16 pages, 11 sites, product, collection,
# listing and article pages) no gold keeps one; ours kept two (the others fall outside the region).
# Added 2026-12-06 (shop46): see "Product pages, the forty-sixth round" in docs/rounds.md.
TRUST_WORDS = re.compile(
    r"shipping|deliver|returns?\b|refund|warrant|guarant|secure|checkout|money.?back|payments?\b"
    r"|versand|liefer|rückgabe|rücksend|garantie|sicher|zahlung|livraison|retours?\b|rembours|paiement|sécuris"
    r"|envío|envio|devoluci|garantía|pago|seguro|spedizion|reso\b|resi\b|garanzia|pagament|sicur|verzend|bezorg"
    r"|retourn|veilig|betal|dostaw|wysyłk|zwrot|gwarancj|płatnoś|bezpieczn|entrega|devoluç", re.I)
TRUST_ROW_MIN = 3
TRUST_ROW_MAX = 6
TRUST_LABEL_MAX = 50
TRUST_BADGE_ELEMENTS_MAX = 60  # an icon's `svg` holds its groups and paths
_ICON_TAGS = ("svg", "img", "SVG", "IMG")
TRUST_BADGE_CLIMB = 3  # the row is the icon's grandparent or up to two above: an icon at most 3 deep in its badge


def drop_trust_badge_rows(root) -> int:
    """Remove the rows of icons and short shop promises (see TRUST_WORDS). Returns how many went."""
    body = content_body(root)
    checked: set = set()
    rows = []
    for icon in body.iter(*_ICON_TAGS):  # fewer than the elements: a row is looked for above its icons
        el = icon.getparent()
        for _ in range(TRUST_BADGE_CLIMB):
            el = el.getparent() if el is not None and el is not body else None
            if el is None or el is body or el in checked:  # the set holds the proxies, so each stays the one
                break
            checked.add(el)
            if _is_trust_badge_row(el):
                rows.append(el)
    return drop_all_keeping_tails(outermost_only(rows))


def _is_trust_badge_row(el) -> bool:
    if not TRUST_ROW_MIN <= len(el) <= 3 * TRUST_ROW_MAX or (el.text or "").strip():  # len counts comments too
        return False
    badges = []
    for child in el:  # a grid's hundred children are read no further than TRUST_ROW_MAX + 1
        if isinstance(child.tag, str):
            badges.append(child)
            if len(badges) > TRUST_ROW_MAX:
                return False
    if len(badges) < TRUST_ROW_MIN:
        return False
    promises = 0
    for badge in badges:
        if (badge.tail or "").strip() or text_length_upto(badge, TRUST_LABEL_MAX, TRUST_BADGE_ELEMENTS_MAX) > TRUST_LABEL_MAX:
            return False
        label = folded_text(badge)
        if not label or next(badge.iter(*_ICON_TAGS), None) is None:
            return False
        promises += TRUST_WORDS.search(label) is not None
    return promises >= 2 and 2 * promises >= len(badges)


# --- A listing's sort options --------------------------------------------------------------------

# A listing's sort control drawn as a list (Anthropologie's radio boxes, BigCommerce's "sort drawer"
# of links, a theme's dropdown of `li`): "Featured", "Best Selling", "Price: Low to High", "Name A-Z".
# The golds leave it out (3 of 3 such lists of our output on WCXB dev, none kept). A `ul` or `ol` of
# at least SORT_OPTIONS_MIN items, each a sort option of at most SORT_OPTION_MAX characters (SORT_OPTION
# in eight languages), one at least an order by price or name (a list of "Featured" and "Best sellers"
# links is a menu, not this). Added 2026-12-05 (shop43): see "Shop pages, the forty-third round" in
# docs/rounds.md.
SORT_OPTIONS_MIN = 3
SORT_OPTION_MAX = 40
_ORDERS = (r"(?:low(?:est)? to high(?:est)?|high(?:est)? to low(?:est)?|ascending|descending|a ?- ?z|z ?- ?a|a to z|z to a"
           r"|aufsteigend|absteigend|niedrigster zuerst|höchster zuerst|croissant|décroissant|(?:de )?a à z|(?:de )?z à a"
           r"|ascendente|descendente|(?:de )?menor a mayor|(?:de )?mayor a menor|crescente|decrescente"
           r"|(?:dal )?più (?:basso|alto)|oplopend|aflopend|laag(?: naar |-)hoog|hoog(?: naar |-)laag|rosnąco|malejąco"
           r"|od najniższej|od najwyższej|(?:de )?menor para (?:o )?maior|(?:de )?maior para (?:o )?menor)")
_ORDERED_BY = (r"(?:price|preis|prix|precio|prezzo|prijs|cena|preço|name|title|nom|nombre|nome|naam|nazwa|titel|titre"
               r"|título|titolo|tytuł|alphabetically|alphabetisch|date|datum|fecha|data|(?:customer )?ratings?|reviews?)")
SORT_ORDER = re.compile(rf"(?:{_ORDERED_BY}[,:]?\s*(?:\(\s*)?)?{_ORDERS}\)?", re.I)
SORT_OPTION = re.compile(
    r"featured(?: items)?|relevance|most relevant|newest(?: first| arrivals)?|new arrivals|latest|oldest"
    r"|best[ -]?sell(?:ing|ers?)|most popular|popularity|top rated|(?:customer |avg\.? )?(?:ratings?|reviews?)"
    r"|recommended|empfohlen|relevanz|neueste|neuheiten|beliebteste?|beliebtheit|pertinence|nouveautés"
    r"|meilleures ventes|popularité|plus récents?|relevancia|novedades|más (?:nuevos|vendidos|populares|recientes)"
    r"|rilevanza|novità|più (?:recenti|venduti|popolari)|relevantie|nieuwste|populariteit|best verkocht|trafność"
    r"|najnowsze|bestsellery|najpopularniejsze|relevância|mais (?:recentes|vendidos|populares)|novidades",
    re.I)


def drop_sort_option_lists(root) -> int:
    """Remove the lists of a listing's sort options (see SORT_OPTIONS_MIN). Returns how many went."""
    lists = outermost_only([el for el in content_body(root).iter("ul", "ol", "UL", "OL")
                            if len(el) >= SORT_OPTIONS_MIN and _lists_sort_options(el)])
    for el in lists:
        label = _sort_label_before(el)
        if label is not None:
            drop_keeping_tail(label)
        drop_keeping_tail(el)
    return len(lists)


# The label a sort list leaves alone once it is gone ("Sort", "Sort by:", "Sortieren nach", "Trier par"):
# the element just before the list, or before the first ancestor of SORT_LABEL_CLIMB at most it opens,
# childless, of a label's words only, nothing between it and the list. Added 2026-12-06 (shop44): WCXB
# dev 4736 0.9448 -> 0.9471 (collection even; its `legend` "Sort" over the radio boxes' `div`, a climb
# of 2), no other page moved; a climb of 2 or 3 the same pages, 1 none.
SORT_LABEL_CLIMB = 3
SORT_LABEL = re.compile(
    r"sort(?:ed)?(?: by)?|sortieren(?: nach)?|sortierung|sortiert nach|trier(?: par)?|tri|ordenar(?: por)?"
    r"|ordina(?: per)?|ordinamento|sorteer(?: op)?|sorteren|sortuj(?: według| wg)?|sortowanie"
    r"|classificar(?: por)?|ordem",
    re.I)


def _sort_label_before(el):
    """The sort label just before the sort list `el` (see SORT_LABEL), or None."""
    for _ in range(SORT_LABEL_CLIMB):
        parent = el.getparent()
        if parent is None or el.tag in ("body", "BODY"):
            return None
        previous = el.getprevious()
        while previous is not None and not isinstance(previous.tag, str):
            if (previous.tail or "").strip():
                return None
            previous = previous.getprevious()
        if previous is not None:
            return previous if _is_sort_label(previous) and not (previous.tail or "").strip() else None
        if (parent.text or "").strip():
            return None
        el = parent
    return None


def _is_sort_label(el) -> bool:
    if len(el) or text_length_upto(el, SORT_OPTION_MAX) > SORT_OPTION_MAX:
        return False
    return SORT_LABEL.fullmatch(" ".join((el.text or "").split()).rstrip(":").rstrip()) is not None


def _lists_sort_options(el) -> bool:
    """Are `el`'s element children all `li` sort options, one an order? Read item by item, the first
    that is none ending the reading (a menu's first link)."""
    ordered = False
    items = 0
    for item in el:
        if not isinstance(item.tag, str):
            continue
        if local_name(item.tag) != "li" or text_length_upto(item, SORT_OPTION_MAX) > SORT_OPTION_MAX:
            return False
        items += 1
        text = " ".join(element_text(item).split())
        if SORT_ORDER.fullmatch(text):
            ordered = True
        elif not SORT_OPTION.fullmatch(text):
            return False
    return ordered and items >= SORT_OPTIONS_MIN
