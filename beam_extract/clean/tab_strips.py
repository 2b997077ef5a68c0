"""The cleaning of the content document: the labels over tabbed panels, a strip of in-page tab links
(`drop_tab_strips`; every page).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

from .measures import content_body, element_text
from .page_chrome import TAB_LABEL_WORDS, is_tab_label
from .prompts import drop_within_guard

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
# shop59b (2026-12-07): a list carrying Foundation's tabs plugin mark (`data-tab` in Foundation 5,
# `data-tabs` in 6) is marked too: BigCommerce's Cornerstone theme sets a product's "Description /
# Warranty" labels as `<ul class="tabs" data-tab>` without an ARIA role. Its items must still each be
# one short in-page link (`_is_tab_strip`). No page of the three sets holds such a list (snapshot of
# the 2,160 pages: no Document moved); see "Round 59, shop59b" in docs/rounds.md.
FOUNDATION_TAB_MARKS = ("data-tab", "data-tabs")


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
    return drop_within_guard(body, [strip for strip in _marked_tab_strips(body)
                                    if strip.tag == "caption" or _is_tab_strip(strip)])


def _marked_tab_strips(body) -> list:
    """The lists below `body` that say they are tab strips: ARIA role "tablist" on the list or "tab"
    on its first item; Javadoc's captions of filter tabs (`_is_tab_caption`); and the "tablist" parents
    of `<button role="tab">`. lxml's tag filter yields
    only the lists and buttons (an XPath asking the same took 2-3x the time over WCXB dev pages,
    2026-12-02)."""
    strips = []
    for strip in body.iter("ul", "ol", "caption"):
        if strip.tag == "caption":
            if _is_tab_caption(strip):
                strips.append(strip)
            continue
        if strip.get("role") == "tablist" or any(mark in strip.attrib for mark in FOUNDATION_TAB_MARKS):
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


# Javadoc (8 to 15) sets the tabs filtering a summary table in its caption, each a `span` classed
# "activeTableTab" or "tableTab" ("All Methods", "Static Methods", "Instance Methods", "Concrete
# Methods"; in the language of the JDK's build: "Alle Methoden", "Toutes les méthodes"): labels of one
# table's filters, no heading of it. A caption whose every child is a `span` with a class name ending
# in "tab" (TAB_CAPTION_MIN or more of them, each of at most TAB_LABEL_WORDS words) and no text of its
# own goes with them. Added 2026-12-06 (docs51): no table of the three development sets has such a
# caption (none of the 2,160 Documents moved); Javadoc writes one `<span>Methods</span>` caption, no
# tab, for a table of one kind, which stays.
TAB_CAPTION_MIN = 2


def _is_tab_caption(caption) -> bool:
    """Is `caption` a row of Javadoc's filter tabs (see TAB_CAPTION_MIN)?"""
    if (caption.text or "").strip():
        return False
    tabs = 0
    for child in caption:
        if not isinstance(child.tag, str):
            continue
        names = (child.get("class") or "").lower().split()
        if (child.tag != "span" or not any(name.endswith("tab") for name in names) or (child.tail or "").strip()
                or not 0 < len(element_text(child).split()) <= TAB_LABEL_WORDS):
            return False
        tabs += 1
    return tabs >= TAB_CAPTION_MIN


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
        elif child.tag != "li" or not (is_tab_label(child) or _is_aria_tab_item(child)):
            return False
        items += 1
    return items >= TAB_STRIP_MIN


# docs56 (2026-12-07): an item that is itself the tab (`<li role="tab">`), its label its own bare
# text: Docusaurus' Tabs (`<ul role="tablist" class="tabs"><li role="tab" class="tabs__item
# tabs__item--active">Python</li>...`, "npm / Yarn / pnpm" over install commands), as the marked
# strips of links and buttons above. Bare text only: IBM's AEM tabs (WCXB dev 4290, service) set
# each label in boxes (`<li role="tab"><div><span>AI for Security</span><div class="...tooltip
# hide">`) over panels whose headings they are, and the gold keeps them: taking those too moved 4290
# 0.9362 -> 0.9351. No other page of the three sets holds such a strip (no Document moved).
def _is_aria_tab_item(item) -> bool:
    return (item.get("role") == "tab" and not any(isinstance(child.tag, str) for child in item)
            and 0 < len((item.text or "").split()) <= TAB_LABEL_WORDS)
