"""The cleaning of the content document: a link drawn as a button standing alone as a line ("Book a
demo", "Jetzt Termin vereinbaren", "Demander un devis gratuit"), a page builder's call to act left as
text (`drop_lone_button_links`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

from ..dom import TEXT_BLOCK_TAGS, TEXT_LINE_TAGS
from .drops import drop_all_keeping_tails, outermost_only
from .measures import content_body, folded_text, text_length_upto
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
# declaring a product: 4419 is neither.
BUTTON_LINK_MAX_WORDS = 6
BUTTON_PARTS = frozenset(("btn", "button", "cta"))
_BUTTON_NEEDLES = ("btn", "button", "cta", "BTN", "Button", "BUTTON", "CTA", "Btn", "Cta")


BUTTON_LINE_RAW_MAX = 400  # characters of a line's text before its white space is folded
BUTTON_LINE_CLIMB = 6
BUTTON_LINES_MAX_SHARE = 0.2  # 4419's tiles 0.37, 4359's job cards 0.53; the next page's lines 0.09


def drop_lone_button_links(root) -> int:
    """Remove the links styled as buttons standing alone as a line, or in a row of such links (see
    BUTTON_PARTS); returns how many lines went."""
    body = content_body(root)
    if body is None:
        return 0
    buttons = [link for link in names_holding(body, _BUTTON_NEEDLES, ("class", "role"))
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
    return any(BUTTON_PARTS.intersection(token.replace("_", "-").lower().split("-"))
               for token in (link.get("class") or "").split())


def _is_short_call(link) -> bool:
    if text_length_upto(link, BUTTON_LINE_RAW_MAX) > BUTTON_LINE_RAW_MAX:
        return False
    words = len(folded_text(link).split())
    return 0 < words <= BUTTON_LINK_MAX_WORDS


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
            break
        el = parent
        if el.tag in TEXT_BLOCK_TAGS or el.tag in TEXT_LINE_TAGS:
            line = el
    return line


def _text_beside(el, buttons: set) -> bool:
    """Does `el` hold text outside the `buttons` (its own tail aside)? (A walk of its own, not a
    recursion: a page may nest elements deeper than the interpreter's stack.)"""
    if (el.text or "").strip():
        return True
    stack = list(el)
    while stack:
        child = stack.pop()
        if (child.tail or "").strip():
            return True
        if id(child) in buttons or not isinstance(child.tag, str):
            continue
        if (child.text or "").strip():
            return True
        stack.extend(child)
    return False
