"""The DOM vocabulary: the tag and role sets the stages test elements against, and the helpers
they all use to read an lxml element.

In: lxml elements, their raw tags and attributes.
Out: the sets below, each named for the one use it serves; `local_name` (raw tag -> lowercase
local name), `memoised_kinds` (a memoised raw tag -> kind lookup for the tree walks),
`is_hidden` / `hidden_by` (an element a reader does not see), `found_on_the_way_up`
(a test of an element and its ancestors, remembered for the elements a pass walks),
`page_body` (a parsed page's body element), `text_of` (an element's text), `inside_any` and
`under_a_tag` (where an element lies); `set_text`, `set_tail`, `set_attribute` and `shallow_copy`
(a page's strings written to another node, whatever characters they hold); `HAN_AND_KANA` (one character of the scripts written without
spaces between words, which the word counts take for a word each).

Sets that look alike differ on purpose, for their stage: a region is chosen on the whole page,
so `REGION_FRAMING_TAGS` counts controls and embedded objects as framing, while clean works inside
the chosen region, where `NEVER_CONTENT_TAGS` has already dropped those and `CLEAN_FRAMING_TAGS`
is left with the page chrome. What holds no text is likewise one set per reader of text:
`UNRENDERED_TAGS` (text and Markdown), `UNCOUNTED_TAGS` (block pruning), `REGION_NON_TEXT_TAGS`
(region choice), `NEVER_CONTENT_TAGS` (clean) and the two byline sets (metadata).
"""
from __future__ import annotations

import contextlib
import itertools
import re
from collections.abc import Callable
from typing import Any

from lxml import etree

from .document import valid_text

# --- words (metadata.py's title, clean's title heading, blocks.py's word counts) -----------------

# One Han or kana character: Chinese and Japanese leave no space between words and write in a
# character what Latin scripts write in two to five, so a word count takes each for a word.
HAN_AND_KANA = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")

# --- text and Markdown (text.py, markdown.py) ---------------------------------------------------

# A blank line before and after: the blocks of the plain text.
TEXT_BLOCK_TAGS = frozenset(
    """address article aside blockquote body center dd details dialog dir div dl dt fieldset figcaption
    figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr html legend main menu nav ol p pre section
    summary table tbody tfoot thead ul caption""".split()
)
# A line of their own in the plain text (list items, table rows).
TEXT_LINE_TAGS = frozenset(("li", "tr", "option"))
# Separated by a tab in the plain text (table cells).
TEXT_CELL_TAGS = frozenset(("td", "th"))
# End a Markdown paragraph: whatever breaks the plain text's lines, so both hold the same words.
PARAGRAPH_BREAK_TAGS = TEXT_BLOCK_TAGS | TEXT_LINE_TAGS | TEXT_CELL_TAGS
# Give no text, nor does anything below them, in the plain text and in the Markdown.
UNRENDERED_TAGS = frozenset(
    """head title script style noscript noframes template svg iframe object embed canvas applet audio
    video input select textarea datalist meta link base""".split()
)

# --- region choice (regions.py) ------------------------------------------------------------------

# Framing for region choice: what a reader is not after. Its text counts for nothing, articles
# inside it are left out, a title inside it is not the page title, and a container holding it is
# discounted.
REGION_FRAMING_TAGS = frozenset({
    # navigation and page chrome
    "nav", "header", "footer", "aside", "menu", "dialog", "form",
    # controls
    "button", "input", "select", "option", "optgroup", "textarea", "datalist", "output",
    "progress", "meter", "fieldset", "label",
    # embedded objects
    "iframe", "frame", "frameset", "noframes", "object", "embed", "applet", "svg", "math", "video", "audio",
    "canvas", "map",
    # code and data that is not read (noscript is: it is what a reader without scripts sees)
    "script", "style", "template", "head", "title",
})
# ARIA roles that make an element framing for region choice.
REGION_FRAMING_ROLES = frozenset({
    "navigation", "banner", "contentinfo", "complementary", "menu", "menubar", "menuitem",
    "dialog", "alertdialog", "search", "toolbar", "tablist", "tooltip", "form",
})
# Where text is not text at all for region choice ("does this carry any text", the density score):
# code, data, the head.
REGION_NON_TEXT_TAGS = frozenset({"script", "style", "template", "head", "title", "noframes"})
# Never a region: the page itself and its head.
NEVER_REGION_TAGS = frozenset({"html", "head", "title"})
# A `title` element below one of these is not the page's title.
TITLE_EXCLUDED_TAGS = REGION_FRAMING_TAGS - {"head", "title"}

# --- cleaning the content document (the clean package) ------------------------------------------

# Never content: dropped from the content document whatever they hold (`clean.drop_never_content`).
NEVER_CONTENT_TAGS = frozenset(
    """script style noscript noframes template svg iframe object embed canvas applet input select
    textarea option optgroup datalist link meta base map area""".split()
)
# A link, as its raw tag stands in the parsed page (either case): what the clean package's line,
# label, teaser and author-box rules (clean/lines.py, labelled.py, teasers.py, article_boxes.py)
# test and walk for when they ask whether an element is, holds or lies in a link.
CLEAN_LINK_TAGS = frozenset(("a", "A"))
# Code, as raw tags (either case): text below one is a listing's, which the line rules leave as it
# is (clean/lines.py: a highlighter's token is no line) and no space is put into (clean/teasers.py).
CLEAN_CODE_TAGS = frozenset(("pre", "PRE", "code", "CODE", "kbd", "KBD", "samp", "SAMP"))
# Framing inside the region: dropped by `clean.remove_framing` unless it holds most of the text.
CLEAN_FRAMING_TAGS = frozenset(("nav", "aside", "footer", "menu", "dialog", "form"))
# A custom element (a hyphen in its tag name: `<header-menu>`, `<devsite-footer-linkboxes>`,
# `<amp-sidebar>`, `<cookie-consent-link>`) is framing as the tags above are when a part of its name,
# or two parts joined ("side-bar"), is one of these landmark words: class rules read only class and id,
# and a web component's name is its only class. Not "header" (an article's header holds its headline
# and standfirst) nor "banner", "promo" or "teaser" (kept by some golds, as a class naming them is).
# Added 2026-12-04 (snapshot of the 2,160 pages, per-page F1 as bench_extract --no-peers counts it):
# WCXB dev odd +0.027 (a VS Code download page's side bars 0.801 -> 0.817, an LLC page's navbar menu
# 0.794 -> 0.804), no page worse; ScrapingHub and trafilatura-eval-dev: no page moved. Tried: every
# custom element whose name classify_names calls boilerplate (its class read as one): WCXB dev even
# -0.065 (IBM's `c4d-promo-banner`, a service page's promotions its gold keeps).
# A teaser named as set into the story ("teaser--embed", "inline-teaser", `<pp-inline-teaser>`): a
# card of another story, its headline and lead, between the story's paragraphs, which a teaser of a
# listing is not named. A custom element so named is framing; clean.BOILERPLATE_TOKENS holds the
# same joined tokens for class names and ids. Added 2026-12-05 (te35): see docs/rounds.md.
EMBEDDED_TEASER_TOKENS = frozenset("inlineteaser teaserinline teaserembed embedteaser embeddedteaser".split())
# A pay-later provider's web component under a shop's price (`<afterpay-placement>`,
# `<klarna-placement>`, `<clearpay-placement>`, Shopify's `<shopify-payment-terms>` for Shop Pay
# Installments, `<sezzle-widget>`): "or 4 interest-free payments of $12.50 with ...", a line of the buy
# box; the providers' names are boilerplate in a class too (clean.BOILERPLATE_TOKENS), "payment terms"
# only as a web component's name (a class so named may be a service's terms). Added 2026-12-07
# (service58; snapshot of the 2,160 pages): WCXB dev 0604 0.7215 -> 0.7349 (product even), four
# pages' empty Klarna boxes out of their content HTML, no other text moved; see docs/rounds.md.
PAY_LATER_PROVIDERS = frozenset("afterpay clearpay klarna sezzle scalapay laybuy quadpay".split())
CUSTOM_FRAMING_WORDS = frozenset(
    """nav navbar navigation menu submenu megamenu footer sidebar drawer modal dialog breadcrumb
    breadcrumbs toolbar cookie consent paymentterms""".split()
) | EMBEDDED_TEASER_TOKENS | PAY_LATER_PROVIDERS
_CUSTOM_FRAMING: dict[str, bool] = {}


def is_clean_framing_tag(name: str) -> bool:
    """Is a lower-cased local tag name framing inside the region: one of CLEAN_FRAMING_TAGS, or a
    custom element named by a CUSTOM_FRAMING_WORDS word (memoised)."""
    if name in CLEAN_FRAMING_TAGS:
        return True
    if "-" not in name:
        return False
    known = _CUSTOM_FRAMING.get(name)
    if known is None:
        parts = name.split("-")
        words = set(parts).union(a + b for a, b in itertools.pairwise(parts))
        known = not CUSTOM_FRAMING_WORDS.isdisjoint(words)
        if len(_CUSTOM_FRAMING) < 10_000:
            _CUSTOM_FRAMING[name] = known
    return known


# ARIA roles that make an element framing inside the region, as CLEAN_FRAMING_TAGS.
# Not "tablist": accordions (FAQs, eligibility, specifications) mark their panels as one, and a list
# of tab labels is a few short lines. Measured 2026-11-30 (make bench-quick, F1 even / odd):
# WCXB dev 0.8551 / 0.8555 -> 0.8561 / 0.8556 (service 0.825 -> 0.829: accordions kept; tab labels
# cost a few product and service pages under 0.02 each); ScrapingHub 0.9613 / 0.9674 and
# trafilatura-eval-dev 0.9165 / 0.9121 unchanged. (REGION_FRAMING_ROLES keeps it.)
CLEAN_FRAMING_ROLES = frozenset(
    """navigation banner contentinfo complementary search menu menubar dialog alertdialog toolbar
    tooltip""".split()
)

# --- block pruning (blocks.py) --------------------------------------------------------------------

# Start and end a block of the boilerplate classifier (its block-level boundaries).
SEGMENT_BOUNDARY_TAGS = frozenset(
    """p div li h1 h2 h3 h4 h5 h6 section article aside nav header footer main table tr td th
    blockquote pre ul ol dl dt dd figure figcaption form hr body""".split()
)
# Hold no words for the block classifier, nor does anything below them.
UNCOUNTED_TAGS = frozenset(("script", "style", "noscript", "noframes", "template", "svg", "head"))
# Their text is not words for the block classifier (footnote and exponent marks).
NOT_WORD_TAGS = frozenset(("sup", "sub"))

# --- the byline (metadata.py, after Readability) --------------------------------------------------

# Never a byline, whatever their class or id says: they show nothing.
NOT_BYLINE_TAGS = frozenset(("meta", "link", "script", "style"))
# Readability removes these before it looks for a byline: one below them is never found.
BYLINE_UNREACHED_TAGS = frozenset(("script", "style", "head", "noscript", "template"))
# Readability's unlikely roles: a byline below one is not the page's; comment-like for the walk.
BYLINE_UNLIKELY_ROLES = frozenset(("menu", "menubar", "complementary", "navigation", "alert", "alertdialog", "dialog"))

# --- hidden elements ------------------------------------------------------------------------------

# The attributes `is_hidden` reads to say an element is hidden: without one of them it is not
# (callers check first, as most elements carry only a class).
HIDING_ATTRIBUTES = frozenset(("hidden", "aria-hidden", "style"))
_PANEL = re.compile(r"accordion|collaps|tab-?pane|tabpanel|panel|faq|answer|toggle|expand|disclosure|dropdown|details", re.I)


def is_hidden(el) -> bool:
    """Hidden by the `hidden` attribute, `aria-hidden="true"` or an inline display:none /
    visibility:hidden -- except collapsed accordion, tab and FAQ panels, whose text is content
    a reader opens with one click."""
    attrib = el.attrib
    return bool(attrib) and hidden_by(attrib)


def hidden_by(attrib) -> bool:
    """`is_hidden` for an element's non-empty `attrib`."""
    hidden = "hidden" in attrib or attrib.get("aria-hidden", "").strip().lower() == "true"
    if not hidden:
        style = attrib.get("style")
        if style and ("none" in style or "hidden" in style):
            compact = style.replace(" ", "").lower()
            hidden = "display:none" in compact or "visibility:hidden" in compact
    if not hidden:
        return False
    names = (attrib.get("class") or "") + " " + (attrib.get("id") or "") + " " + (attrib.get("role") or "")
    return not _PANEL.search(names)


# --- names and kinds of tags ----------------------------------------------------------------------

# Memo of `local_name`, keyed on the raw tag; hot loops may read it directly.
LOCAL_NAMES: dict[str, str] = {}


def local_name(tag: object) -> str:
    """Lowercase local name of an element tag: "{ns}P" -> "p" (memoised); "" for comments and
    processing instructions, whose tag is not a string."""
    name = LOCAL_NAMES.get(tag)
    if name is None:
        if not isinstance(tag, str):
            return ""
        name = tag.rpartition("}")[2].lower()
        if len(LOCAL_NAMES) < 10_000:
            LOCAL_NAMES[tag] = name
    return name


def memoised_kinds(kind_of_name: Callable[[str], Any], node_kind: Any) -> tuple[dict, Callable[[Any], Any]]:
    """A raw tag -> kind lookup memoised on the raw tag (so "{ns}P" is classified once): returns the
    memo, which hot loops read directly, and the lookup. An element's kind is
    `kind_of_name(its lowercase local name)`; comments, processing instructions and entities,
    whose `tag` is a function, are `node_kind`."""
    memo: dict = {etree.Comment: node_kind, etree.ProcessingInstruction: node_kind, etree.Entity: node_kind}

    def kind_of(tag) -> Any:
        kind = memo.get(tag)
        if kind is not None:
            return kind
        if not isinstance(tag, str):
            return node_kind
        kind = kind_of_name(local_name(tag))
        if len(memo) < 10_000:
            memo[tag] = kind
        return kind

    return memo, kind_of


def found_on_the_way_up(node, test: Callable[[Any], bool], verdicts: dict, stop=None) -> bool:
    """Whether `test(element)` holds for `node` or one of its ancestors, walking up to `stop` (not
    tested) or the top; False for `node` None or `stop`. `verdicts` remembers the answer for every
    element walked: give one dict to the questions of one pass with one test, and elements nested
    in one another are answered in one walk up instead of one walk each (the square of their depth;
    2026-12-02, benchmarks/sweep_shapes.py's svg_titles, bylines_unreached, comment_thread)."""
    chain = []
    found = False
    while node is not None and node is not stop:
        known = verdicts.get(node)
        if known is not None:
            found = known
            break
        chain.append(node)
        if test(node):
            found = True
            break
        node = node.getparent()
    for walked in chain:
        verdicts[walked] = found
    return found


def page_body(tree):
    """A parsed page's (or a root element's) `body`, the root itself when it holds none; None for an
    empty tree."""
    root = tree.getroot() if isinstance(tree, etree._ElementTree) else tree
    if root is None:
        return None
    body = root.find("body")
    if body is None:
        body = next(root.iter("body", "BODY"), None)
    return body if body is not None else root


# --- reading an element ------------------------------------------------------------------------

def text_of(el) -> str:
    """All of `el`'s text, as it stands in the markup (its tail left out)."""
    return etree.tostring(el, method="text", encoding="unicode", with_tail=False)


def inside_any(el, containers: list) -> bool:
    """`el` is one of `containers` or lies inside one of them."""
    return any(el is c or any(a is c for a in el.iterancestors()) for c in containers)


def under_a_tag(el, body, tags) -> bool:
    """An ancestor of `el` below `body` has one of `tags`."""
    for ancestor in el.iterancestors():
        if ancestor is body:
            return False
        if ancestor.tag in tags:
            return True
    return False


# --- writing a page's strings into the tree --------------------------------------------------------

# libxml2 keeps C0 controls (a form feed, a stray \x01) in the text and attribute values it parses,
# but lxml refuses to set a string holding one (ValueError: "All strings must be XML compatible"):
# a stage that moves a page's text, tail or attribute value to another node writes it with these,
# which replace such characters (`document.valid_text`) only when lxml refuses the string. Until
# 2026-12-07 (fuzz59) five stages set them raw, and a page with a \x01 in the wrong place raised.
def set_text(el, value: str | None) -> None:
    try:
        el.text = value
    except ValueError:
        el.text = valid_text(value)


def set_tail(el, value: str | None) -> None:
    try:
        el.tail = value
    except ValueError:
        el.tail = valid_text(value)


def set_attribute(el, name: str, value: str) -> None:
    """`el.set(name, value)`; an attribute whose name lxml refuses is left out."""
    try:
        el.set(name, value)
    except ValueError:
        with contextlib.suppress(ValueError):  # (a name lxml refuses)
            el.set(name, valid_text(value))


def shallow_copy(el):
    """A new element of `el`'s tag and attributes, without its text, tail or children."""
    try:
        return el.makeelement(el.tag, el.attrib)
    except ValueError:
        copy = el.makeelement(el.tag)
        for name, value in el.attrib.items():
            set_attribute(copy, name, value)
        return copy
