"""The cleaning of the content document: the posters' signatures of a thread: blocks and post ends after
a rule of underscores (`drop_signature_rules`), blocks whose `data-role` names a signature or the reply
area (`drop_role_signatures`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import re

from lxml import etree

from .drops import drop_keeping_tail
from .lines import LINE_TAG_SET
from .measures import content_body, text_length_upto
from .prompts import drop_within_guard
from .walks import first_texts_holding, names_holding, outermost_named, text_nodes_holding

# A block of a thread opening with a rule of underscores ("__________________", the line vBulletin 3
# and phpBB 2 set above a signature) and holding at most SIGNATURE_MAX characters is a signature.
# Added 2026-12-01 with vBulletin 3's "Posting Rules" box (SECTION_LABELS): no page of the three
# development sets changed (per-page text of every page).
SIGNATURE_MAX = 500
_SIGNATURE_RULE = re.compile(r"\s*_{10,}")
_UNDERSCORES = "__________"


def drop_signature_rules(root) -> int:
    """Remove the blocks of a thread whose own text opens with a rule of underscores (see
    SIGNATURE_MAX), and the ends of posts after such a rule on a line of its own (see
    _signature_breaks). Returns how many went."""
    body = content_body(root)
    victims = [el for el in first_texts_holding(body, _UNDERSCORES)
               if el.tag in LINE_TAG_SET and el.text and _SIGNATURE_RULE.match(el.text)
               and text_length_upto(el, SIGNATURE_MAX) <= SIGNATURE_MAX]
    for el in victims:
        drop_keeping_tail(el)
    breaks = _signature_breaks(body)
    for br in breaks:
        _drop_from(br)
    return len(victims) + len(breaks)


# phpBB 2 and vBulletin 3 write the rule inside the post's own element, after a line break
# ("...the post's text<br>_________________<br>Debian testing, ThinkPad T14"): the `<br>` whose
# tail opens with the rule, and everything after it in its parent, is a signature when all that
# holds at most SIGNATURE_MAX characters. Added 2026-12-06 (forum45) with drop_author_stat_boxes.
def _signature_breaks(body) -> list:
    """The `<br>`s of `body` whose tail opens with a rule of underscores and whose following
    siblings (with the tails) hold at most SIGNATURE_MAX characters."""
    found, parents = [], set()
    for el, is_tail, text in text_nodes_holding(body, _UNDERSCORES, SIGNATURE_MAX, False):
        if is_tail and el.tag in ("br", "BR") and el.getparent() not in parents and _SIGNATURE_RULE.match(text) \
                and _rest_upto(el, SIGNATURE_MAX):
            found.append(el)
            parents.add(el.getparent())  # the first rule of a parent: what follows it goes with it
    return found


SIGNATURE_SIBLINGS_MAX = 64  # elements after the rule: a signature's few lines and links (a bound, not tuned)


def _rest_upto(el, limit: int) -> bool:
    """Do `el`'s tail and the siblings after it (with their tails; at most SIGNATURE_SIBLINGS_MAX)
    hold at most `limit` characters?"""
    left = limit - len(el.tail or "")
    for count, sibling in enumerate(el.itersiblings()):
        left -= text_length_upto(sibling, left + 1) + len(sibling.tail or "")
        if left < 0 or count >= SIGNATURE_SIBLINGS_MAX:
            return False
    return left >= 0


def _drop_from(el) -> None:
    """Remove `el`, its tail and every sibling after it."""
    for sibling in list(el.itersiblings()):
        sibling.getparent().remove(sibling)
    el.tail = None
    drop_keeping_tail(el)


# A signature named only by its element's `data-role` (Invision 4's `data-role="memberSignature"`,
# its classes "ipsBorder_top ipsPadding_vertical" or "ipsResponsive_hidePhone"; Invision 5 names it
# "ipsEntry__signature" too, a POST_CHROME_TOKENS token): on threads, dropped with the rest of a post's
# chrome, each at most GUARD_SHARE of the text. Added 2026-12-03 (snapshot of the three sets, C and
# pure, per-page word F1): one Document changed, an Invision 4 thread of WCXB dev's even half 0.6781 ->
# 0.7383 (its posters' signatures and parts lists; the gold keeps none); no other page holds one.
_ROLE_SIGNATURES = etree.XPath(
    "descendant::*[contains(translate(@data-role, 'SIGNATURE', 'signature'), 'signature')"
    " or translate(@data-role, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') = 'replyarea']")
_SIGNATURE_LETTERS_LOWERED = str.maketrans("SIGNATURE", "signature")


# Invision's reply area under a thread (`data-role="replyArea"`): for a reader who is not signed in,
# its guest teaser ("Join the conversation", "You can post now and register later ...", "Note: Your
# post will require moderator approval ..."; a board's own "Join the Discussion" and sign-in link), else
# the reply form: dropped with the signatures. Added 2026-12-04 (snapshot of the three sets, per-page
# word F1): see the commit's figures.
ROLE_REPLY_AREAS = frozenset(("replyarea",))


def _role_signatures_below(body) -> bool:
    """Is `_ROLE_SIGNATURES(body)` non-empty: an element below `body` whose data-role, with the
    letters of "SIGNATURE" lowered as the XPath's translate() lowers them, holds "signature"? The
    elements with a data-role are found by `names_holding`'s walk in C (the XPath read every
    element's: ~0.4% of extract()'s CPU on every fourth page of WCXB dev and trafilatura-eval-dev,
    all of it on threads, 2026-12-04)."""
    return any("signature" in el.get("data-role").translate(_SIGNATURE_LETTERS_LOWERED)
               or el.get("data-role").lower() in ROLE_REPLY_AREAS
               for el in names_holding(body, ("",), ("data-role",)))


def drop_role_signatures(root) -> int:
    """Remove the blocks of a thread whose `data-role` names a signature (see _ROLE_SIGNATURES).
    Returns how many went."""
    body = content_body(root)
    if not _role_signatures_below(body):
        return 0
    # the outermost only: one nested in another was measured against the guard again (800 nested
    # signatures 0.3 s of CPU in pure Python, 2026-12-03)
    return drop_within_guard(body, outermost_named(body, ("data-role",), _names_a_signature))


def _names_a_signature(value: str) -> bool:
    value = value.lower()
    return "signature" in value or value in ROLE_REPLY_AREAS
