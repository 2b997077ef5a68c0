"""The cleaning of the content document: what a thread's board left for its renderer or its scripts:
unrendered BBCode tags (`drop_bbcode_tag_lines`), bare picture addresses (`drop_image_addresses`),
captions standing for embeds and attachments (`drop_embed_captions`), cloaked templates (`drop_cloaked`),
and on a shop's pages the conditionals a script framework shows only in a passing state
(`drop_transient_states`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import re

from lxml import etree

from ..dom import local_name
from .drops import drop_all_keeping_tails, drop_keeping_tail
from .measures import content_body, no_text_beside
from .thread_counts import REPLY_COUNT_TAGS
from .walks import names_holding, text_nodes_holding

# --- BBCode left as text ------------------------------------------------------------------------------

# A board tag the board did not render, alone on its line in a thread ("[quote]", "[/quote]",
# "[quote=anna_b]", "[quote quote=312679]", "[/code]", "[spoiler]"): markup, not a post's words. The
# words between the tags stay. Only the tags that wrap blocks (a lone "[b]" line is rare, and "[1]"
# is a footnote). Added 2026-12-03 (bench_extract --no-peers, per-page word F1, even / odd): WCXB dev
# 0.89199 / 0.89402 unchanged at five digits (forum even 0.86180 -> 0.86182; two threads better:
# a phpBB thread's "[/quote]" 0.9858 -> 0.9860, a bbPress thread's "[quote quote=N]" and "[/quote]"
# 0.9782 -> 0.9789; no gold keeps such a line), ScrapingHub and trafilatura-eval-dev unchanged (no
# page changed). With the inline tags too ([b], [url], [img], [size], [color]): no Document of the
# three sets holds one alone on a line (the same figures).
_BBCODE_TAG = re.compile(r"\[/?(?:quote|code|spoiler|php|html|list|center|indent|hide)(?:[= ][^\[\]]{0,40})?\]", re.I)
BBCODE_TAG_MAX = 50


def drop_bbcode_tag_lines(root) -> int:
    """Remove the lines of a thread that are one unrendered board tag (see _BBCODE_TAG): the text
    node goes, or its element when the tag is all the element holds. Returns how many went."""
    body = content_body(root)
    removed = 0
    # (the text nodes holding "[" of at most BBCODE_TAG_MAX characters once normalised: the XPath
    # "descendant::text()[contains(., '[') and string-length(normalize-space(.)) <= N]" until 2026-12-04)
    for el, is_tail, node in text_nodes_holding(body, "[", BBCODE_TAG_MAX, True):
        if not _BBCODE_TAG.fullmatch(node.strip()):
            continue
        if not is_tail:
            if el is not body and len(el) == 0 and no_text_beside(el) and local_name(el.tag).lower() in REPLY_COUNT_TAGS:
                drop_keeping_tail(el)
            else:
                el.text = _line_break_only(node)
        else:
            el.tail = _line_break_only(node)
        removed += 1
    return removed


# A picture's address alone in a text of a post, not a link ("https://gamefaqs.gamespot.com/a/forum/c/
# cbb95302.jpg" over "I'm ready!!"): a board that draws a posted picture from its address by script
# (GameFAQs) leaves the address in the saved page where the picture shows. On threads; a linked
# address (an `a`'s text) stays, it is what the reader sees. Added 2026-12-05 (round 38; snapshot of
# the 2,160 pages, C and pure, per-page word F1): WCXB dev 0574 (even) 0.8674 -> 0.9373, its three
# addresses (a post's and two quotes of it) in no gold; no other Document changed (a trafilatura-eval-dev
# page's lone picture address is no thread's).
_IMAGE_ADDRESS = re.compile(r"https?://\S+\.(?:jpe?g|png|gif|webp|avif)(?:\?\S*)?", re.I)
IMAGE_ADDRESS_MAX = 500


def drop_image_addresses(root) -> int:
    """Remove the texts of a thread that are one picture's address, not linked (see _IMAGE_ADDRESS).
    Returns how many went."""
    body = content_body(root)
    removed = 0
    for el, is_tail, node in text_nodes_holding(body, "://", IMAGE_ADDRESS_MAX, True):
        holder = el.getparent() if is_tail else el
        if holder is None or local_name(holder.tag).lower() == "a" or not _IMAGE_ADDRESS.fullmatch(node.strip()):
            continue
        if is_tail:
            el.tail = _line_break_only(node)
        else:
            el.text = _line_break_only(node)
        removed += 1
    return removed


# A thread's link whose text is a short label and its own address ("View: https://x.com/a/status/1":
# a board's caption under a media embed its page leaves to scripts) or a label and the number its
# attachment address holds ("View attachment 441678": an image the page does not show) stands for
# something that is not text: it goes, with the inline wrappers holding it alone (`<i><span>`).
# Added 2026-12-03 (snapshot of the three sets' 2,160 pages, per-page word F1): WCXB dev forum
# threads (XenForo) lose 6 such lines, none in their golds; see the README's eighth forum round.
CAPTION_LABEL_WORDS = 2
_CAPTION_WRAPPERS = frozenset(("i", "em", "span", "small", "b", "strong", "font"))


# A script framework's cloak: AngularJS's `ng-cloak`, Vue's `v-cloak` and Alpine's `x-cloak` mark what
# stays hidden until the framework has compiled it (their stylesheets hide the attribute), so in a
# saved page it holds the unfilled templates ("{{ DiscussionBoard.errors[11793116].message }}", "30
# {{ upvoteCount | shortNum }}") beside the server's own copy. On threads only (a site's whole app
# may be cloaked). Added 2026-12-04 (snapshot of the three sets, per-page word F1): two WCXB dev
# threads changed, both better (even half): an AngularJS board's error boxes and vote templates
# 0.92423 -> 0.95748, a thread's cloaked login and newsletter prompts 0.50319 -> 0.50821; no other
# Document changed. 25 pages of the three sets hold a cloak; the others are no threads.
_CLOAKED = etree.XPath("descendant::*[@ng-cloak or @data-ng-cloak or @v-cloak or @x-cloak]")
_CLOAKING_ATTRIBUTES = ("ng-cloak", "data-ng-cloak", "v-cloak", "x-cloak")


def _cloaked_below(body) -> list:
    """`_CLOAKED(body)`: the elements below `body` carrying one of _CLOAKING_ATTRIBUTES (any value,
    "" being in every one), by `names_holding`'s walk in C (the XPath was ~0.6% of extract()'s CPU
    on every fourth page of WCXB dev and trafilatura-eval-dev, all of it on threads, 2026-12-04)."""
    return names_holding(body, ("",), _CLOAKING_ATTRIBUTES)


def drop_cloaked(root) -> int:
    """Remove the elements of a thread a script framework keeps hidden until it has compiled them
    (`_CLOAKED`). Returns how many went."""
    body = content_body(root)
    victims = _cloaked_below(body)
    return drop_all_keeping_tails(victims, body) if victims else 0


# A script framework's conditional (Vue's `v-if` / `v-show`, Alpine's `x-show`, AngularJS's `ng-if` /
# `ng-show`) whose state is one plain name (no "!", no comparison) naming a passing overlay or a form's
# outcome: `isNotifyModalSuccess`, `isError`, `isFinalSaleTooltipOpen`, `showSuccessMessage`,
# `exitPopupShow`, `isLoading`. The reader sees it only after a click or a sent form; a saved page
# holds the server's template with every state in it (a shop's "Oops! Something went wrong. Please
# try again.", "Thanks for signing up!", a tooltip's "Final Sale items cannot be returned"). The names
# are the code's, English whatever the page's language. A bare `open` or `isOpen` is an accordion's
# panel, content here (`panels.py`), and stays. On a shop's pages (clean_content's `shop`): on every
# page the region's walk was 0.53% of extract()'s time on every fourth WCXB dev page (0.08% on shops
# only). Added 2026-12-06 (product49; a survey of the 2,160 pages of the three sets: 1,394 elements
# under such conditionals on 37 pages, 71 of them in our text; these state names take 67 elements on
# 11 pages, 8 in our text, none of whose text a gold keeps). Snapshot: WCXB dev 0580 0.7297 -> 0.8100
# (product even +0.0803, odd level), no other Document moved; on every page also 0477 0.7618 ->
# 0.7694 (article odd +0.0076: a newsletter's "Thanks for signing up!"), left for the walk's cost.
# Tried: the size chart a button opens (`isSizeChartOpen`, "size" beside "chart" or "guide"): 0580
# 0.8100 -> 0.9050, its only page, but two WCXB golds keep a size guide drawn without a framework
# (0584 inline, 4026 in a modal): the golds split, left out.
_CONDITION_ATTRIBUTES = ("v-if", "v-show", "x-show", "ng-if", "ng-show", "data-ng-if", "data-ng-show")
_TRANSIENT_STATE_WORDS = frozenset((
    "success", "successful", "succeeded", "error", "errors", "fail", "failed", "failure", "modal", "tooltip",
    "popup", "popover", "toast", "loading", "submitted", "dialog", "drawer"))
_PLAIN_STATE = re.compile(r"\s*[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\s*")
_NAME_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
PLAIN_STATE_MAX = 120


def names_a_transient_state(condition: str) -> bool:
    """Is `condition` (a conditional attribute's value) one plain name, unnegated, whose words
    ("isNotifyModalError": is, notify, modal, error) name a passing overlay or a form's outcome?"""
    if len(condition) > PLAIN_STATE_MAX or not _PLAIN_STATE.fullmatch(condition):
        return False
    return not _TRANSIENT_STATE_WORDS.isdisjoint(word.lower() for word in _NAME_WORD.findall(condition))


def drop_transient_states(root) -> int:
    """Remove the elements a script framework shows only in a passing state (see
    `names_a_transient_state`). Returns how many went."""
    body = content_body(root)
    victims = [el for el in names_holding(body, ("",), _CONDITION_ATTRIBUTES)
               if any(names_a_transient_state(el.get(name) or "") for name in _CONDITION_ATTRIBUTES
                      if el.get(name) is not None)]
    return drop_all_keeping_tails(victims, body) if victims else 0


def drop_embed_captions(root) -> int:
    """Remove a thread's links standing for an embed or attachment (see CAPTION_LABEL_WORDS) with the
    inline elements holding them alone. Returns how many went."""
    body = content_body(root)
    victims = []
    for link in body.iter("a", "A"):
        text = link.text
        if not text or len(link) or not _is_embed_caption(text.strip(), (link.get("href") or "").strip()):
            continue
        victims.append(_alone_in_inline_wrappers(link, body))
    for el in victims:
        drop_keeping_tail(el)
    return len(victims)


def _is_embed_caption(text: str, href: str) -> bool:
    if not href:
        return False
    label, colon, rest = text.partition(":")
    if colon:  # "View: <its address>"
        return rest.strip() == href and 0 < len(label.split()) <= CAPTION_LABEL_WORDS
    words = text.rsplit(None, CAPTION_LABEL_WORDS)  # "View attachment 441678"
    return (len(words) > 1 and words[-1].isdigit() and "attachment" in href.lower()
            and f"/{words[-1]}" in href)


def _alone_in_inline_wrappers(el, body):
    """`el`, or its outermost inline ancestor (below `body`) holding nothing but `el`."""
    while True:
        parent = el.getparent()
        if (parent is None or parent is body or local_name(parent.tag).lower() not in _CAPTION_WRAPPERS
                or el.getprevious() is not None or el.getnext() is not None  # len(parent) counts them all
                or (parent.text or "").strip() or (el.tail or "").strip()):
            return el
        el = parent


def _line_break_only(text: str) -> str:
    """The white space a removed tag stood in (a line break stays one)."""
    return "\n" if "\n" in text else " "
