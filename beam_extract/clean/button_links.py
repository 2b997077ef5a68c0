"""The cleaning of the content document: a link drawn as a button standing alone as a line ("Book a
demo", "Jetzt Termin vereinbaren", "Demander un devis gratuit"), a page builder's call to act left as
text, in a block of its own or between its box's blocks (`drop_lone_button_links`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import re

from ..dom import TEXT_BLOCK_TAGS, TEXT_LINE_TAGS
from .drops import drop_all_keeping_tails, outermost_only
from .measures import content_body, folded_text, holds_text_outside, text_length_upto
from .spares import HEADING_TAGS
from .walks import names_holding

# Page builders draw their calls to act as links styled as buttons: Elementor's `elementor-button`,
# Divi's `et_pb_button`, WPBakery's `vc_btn3`, Gutenberg's `wp-block-button__link`, Webflow's
# `w-button`, Wix's `wixui-button`, Squarespace's `sqs-block-button-element`, HubSpot's `cta_button`,
# Bootstrap's `btn`; or ARIA's role "button". One of those of at most BUTTON_LINK_MAX_WORDS words whose
# line holds nothing else (its block, or a row of such buttons) is a call to act, not the page's
# text. Told by a class token whose parts (split at "-" and "_") hold "btn", "button" or "cta"
# (camelCase names are left: "tabButton"). On pages that are neither articles nor threads
# (`extract()`; an article's call-to-action bands are `drop_cta_bands`'). When the lines would be over
# BUTTON_LINES_MAX_SHARE of the content's text (white space folded), none goes: the page is built of
# them (a shop's brand tiles, a board of job cards). Survey first (WCXB dev, such links standing as a
# line in base55's text, by whether the gold holds the line): service 69 kept / 141 out, product 16 /
# 63, collection 15 / 43, listing 18 / 42, article 24 / 112. Added 2026-12-07 (service56; snapshot of
# the 2,160 pages, per-page word F1 summed): 165 pages moved, 125 up and 22 down; WCXB dev service
# even +0.1364 / odd +0.0431, product +0.0216 / +0.0700, article +0.0962 / +0.0211, collection +0.0063 /
# +0.0557, listing +0.0129 / +0.0070, documentation odd +0.0008; first batch +0.1298, later +0.3411;
# ScrapingHub odd +0.0194; mean page F1 service 0.8906 / 0.8875 -> 0.8921 / 0.8881 (later batch .8789
# -> .8804). Down most: 2910 (GitHub's "Star 194k" buttons, its gold keeps) -0.0421, 4848 -0.0244,
# 0247 -0.0148. Tried: no share guard: 4419 (collection, odd: Shogun's brand tiles titled only by
# their buttons, gold keeps all six) 1.0 -> 0.8411, collection odd -0.0890; the share counted with
# the markup's white space (0.2 of the raw text): 4419 still down; not on pages that sell without
# declaring a product: 4419 is neither. A button link making a line only by its neighbours (no
# block of its own, between its box's blocks: a seller box's "Message Anna" between its paragraphs;
# `_between_blocks`) goes too: added 2026-12-07 (service57, service56's lead 1; with the count and
# Framer rules below, snapshot of the 2,160 pages against base56, per-page word F1 summed): 52 WCXB
# dev pages moved, 43 up and 9 down; service even +0.0090 / odd +0.0441, product +0.0092 / +0.0069,
# collection +0.0472 / +0.0426, listing +0.0505 / +0.0048, article +0.0037 / +0.0033; first batch
# +0.0400, later +0.1813; ScrapingHub none, trafilatura-eval-dev 6 texts and no score. Down most:
# 0696 (monday.com's "Read all about it", its gold keeps) -0.0138.
BUTTON_LINK_MAX_WORDS = 6
BUTTON_PARTS = frozenset(("btn", "button", "cta"))
_BUTTON_NEEDLES = ("btn", "button", "cta", "BTN", "Button", "BUTTON", "CTA", "Btn", "Cta")
# Framer writes no class a reader can tell, but names each layer as its designer named it in the
# editor (`data-framer-name="Button"`, "Primary Button", "CTA", "Button/Secondary"): the name's words
# (split at anything not a letter or digit) are read as a class token's parts. Added 2026-12-07
# (service57, service56's lead 4); no dev page moved (two Framer pages in the three sets: 2846's
# content holds no link so named, 0355 is an article, where the rule does not run).
BUTTON_NAME_ATTRIBUTES = ("class", "role", "data-framer-name")
_LAYER_NAME_WORDS = re.compile(r"[^\W_]+")
# A button whose label ends in a count ("Star 194k", "Fork 23.4k", a number in a badge of its own)
# shows a figure the page's readers gave, not a call (2910's gold keeps GitHub's "Star" buttons with
# their counts: 0.5076 -> 0.5519). Added 2026-12-07 (service57, service56's lead 2); tried first: any
# number ending the label: 0587's "SHOP RIDGE 2.0", 4435's "Explore Bulova 150" and 0691's "Learn
# about Agentforce 360" kept too (product odd -0.0045, collection odd -0.0067): names, not counts.
_COUNT = re.compile(r"\d+(?:[.,]\d+)*")
_COUNT_ABBREVIATED = re.compile(r"\d+(?:[.,]\d+)?[kKmM]")


BUTTON_LINE_RAW_MAX = 400  # characters of a line's text before its white space is folded
BUTTON_LINE_CLIMB = 6
BUTTON_LINES_MAX_SHARE = 0.2  # 4419's tiles 0.37, 4359's job cards 0.53; the next page's lines 0.09


def drop_lone_button_links(root) -> int:
    """Remove the links styled as buttons standing alone as a line, or in a row of such links (see
    BUTTON_PARTS); returns how many lines went."""
    body = content_body(root)
    if body is None:
        return 0
    buttons = [link for link in names_holding(body, _BUTTON_NEEDLES, BUTTON_NAME_ATTRIBUTES)
               if link.tag in ("a", "A") and _styled_as_button(link) and _is_short_call(link)]
    if not buttons:
        return 0
    held = {id(link) for link in buttons}
    lines = outermost_only([line for link in buttons if (line := _line_of(link, body, held)) is not None])
    if not lines:
        return 0
    shown = sum(len(folded_text(line)) for line in lines)  # (a builder's indentation counted out)
    if shown > len(folded_text(body)) * BUTTON_LINES_MAX_SHARE:
        return 0  # a page built of button links (a hub of tiles, a board of job cards): they are its text
    return drop_all_keeping_tails(lines)


def _styled_as_button(link) -> bool:
    if (link.get("role") or "").strip().lower() == "button":
        return True
    if any(BUTTON_PARTS.intersection(token.replace("_", "-").lower().split("-"))
           for token in (link.get("class") or "").split()):
        return True
    layer = link.get("data-framer-name")
    return bool(layer) and not BUTTON_PARTS.isdisjoint(word.lower() for word in _LAYER_NAME_WORDS.findall(layer))


def _is_short_call(link) -> bool:
    if text_length_upto(link, BUTTON_LINE_RAW_MAX) > BUTTON_LINE_RAW_MAX:
        return False
    words = folded_text(link).split()
    return 0 < len(words) <= BUTTON_LINK_MAX_WORDS and not (len(words) > 1 and _ends_in_a_count(link, words[-1]))


def _ends_in_a_count(link, last: str) -> bool:
    """Is the label's last word a count: abbreviated ("194k", "2.1M"), or a number set in an element
    of its own (a badge: GitHub's `<span class="Counter">`)? A number run on in the label is a name's
    ("Explore Bulova 150", "Shop Ridge 2.0")."""
    if _COUNT_ABBREVIATED.fullmatch(last):
        return True
    return _COUNT.fullmatch(last) is not None and any(
        isinstance(el.tag, str) and (el.text or "").strip() == last and len(el) == 0 for el in link.iterdescendants())


def _line_of(link, body, buttons: set):
    """The outermost element around `link` (at most BUTTON_LINE_CLIMB up, below `body`) holding no
    text but the `buttons`' and making a line of its own (a block or a list item); else None."""
    line = None
    el = link
    for _ in range(BUTTON_LINE_CLIMB):
        parent = el.getparent()
        if parent is None or parent is body:
            break
        if text_length_upto(parent, BUTTON_LINE_RAW_MAX) > BUTTON_LINE_RAW_MAX or _text_beside(parent, buttons):
            if line is None and _between_blocks(el):
                return el  # a line of its own among its box's paragraphs ("Message Anna" in a seller's box)
            break
        el = parent
        if el.tag in TEXT_BLOCK_TAGS or el.tag in TEXT_LINE_TAGS:
            line = el
    return line


def _between_blocks(el) -> bool:
    """Does `el` (no block itself) stand as a line of its own in its block parent: no text beside
    it there, and each of its element neighbours (comments passed over) a block or none? Not when it
    holds a heading (an accordion's question set as one inside its toggle) or opens a disclosure
    (`aria-expanded`, `aria-controls`): a toggle's label, not a call. (Any block inside refused
    also took the builders' `<a class="btn"><div>Get Pricing</div></a>`: 4369, 0465, 2839 kept
    their calls, service odd +0.0441 -> +0.0158.)"""
    parent = el.getparent()
    if parent.tag not in TEXT_BLOCK_TAGS or (el.tail or "").strip():
        return False
    if any(node.tag in HEADING_TAGS or node.get("aria-expanded") is not None or node.get("aria-controls") is not None
           for node in el.iter() if isinstance(node.tag, str)):
        return False
    bare_before, before = _element_sibling(el, before=True)
    if not bare_before:
        return False
    if before is None:
        if (parent.text or "").strip():
            return False
    elif before.tag not in TEXT_BLOCK_TAGS or (before.tail or "").strip():
        return False
    bare_after, after = _element_sibling(el, before=False)
    return bare_after and (after is None or after.tag in TEXT_BLOCK_TAGS)


def _element_sibling(el, before: bool) -> tuple:
    """The nearest element sibling of `el` before or after it (None at the parent's edge), and
    whether no text lies in the comments or processing instructions passed on the way."""
    sibling = el.getprevious() if before else el.getnext()
    while sibling is not None and not isinstance(sibling.tag, str):
        if (sibling.tail or "").strip():
            return False, sibling
        sibling = sibling.getprevious() if before else sibling.getnext()
    return True, sibling


def _text_beside(el, buttons: set) -> bool:
    """Does `el` hold text outside the `buttons` (its own tail aside)?"""
    return holds_text_outside(el, lambda child: id(child) in buttons)
