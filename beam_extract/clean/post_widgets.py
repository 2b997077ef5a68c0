"""The cleaning of the content document: the small widgets of a thread's posts: fold controls and
vote-state copies (`drop_fold_controls`), federated posters' server parts (`drop_instance_suffixes`),
toggle groups and screen-reader-labelled counts (`drop_toggle_groups`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import re

from lxml import etree

from ..dom import found_on_the_way_up, local_name
from .lines import drop_still_attached
from .measures import content_body, element_text, text_length_upto
from .page_chrome import LINK_TAG_NAMES
from .thread_counts import LONE_NUMBER, LONE_NUMBER_MAX
from .walks import names_holding, short_text_walk

# --- Fold controls and vote-state copies of a thread's posts -----------------------------------------

# Threads of the Reddit lineage and Hacker News draw in each post's header line a link folding the
# post and its replies ("[–]", "[+]"), and old Reddit one naming the replies it folds ("(3 children)",
# "(1 child)"); old Reddit also writes a post's score once per vote state ("score dislikes", "score
# unvoted", "score likes", three numbers in a row), its style sheet showing the reader's. The fold
# controls (an inline element or button whose whole text is one) and the copies named "likes" or
# "dislikes" beside a sibling named alike but "unvoted" go. On threads. Added 2026-12-04 (snapshot of
# the three sets, per-page word F1): see `drop_fold_controls`'s call in extractor.py for the figures.
_FOLD_TOGGLE = re.compile(r"\[\s*[-\u2013\u2014\u2212+]\s*\]")
_FOLDED_REPLIES = re.compile(r"\(\d[\d,.]*\s+child(?:ren)?\)")
FOLD_CONTROL_MAX = 24  # characters: the longest fold control read ("(12,345 children)" and spaces)
_FOLD_TAGS = ("a", "A", "button", "BUTTON", "span", "SPAN")
# A control, count or label is read only when its subtree holds at most WIDGET_ELEMENTS_MAX elements
# (Lemmy's count: a span, its icon's svg, use, div and title): each read stops there, so nested
# spans are not read to their bottom once per level (not tuned).
WIDGET_ELEMENTS_MAX = 16
_VOTE_STATES = ("likes", "dislikes")


def drop_fold_controls(root) -> int:
    """Remove a thread's fold controls and the hidden vote-state copies of its posts' scores (see
    above). Returns how many went."""
    body = content_body(root)
    # (one C walk: neither a control's subtree nor an element without text is entered, the controls
    # inside another go with it; 2026-12-04: the Python walk measuring each inline element was ~1.2%
    # of a thread's extract(); `iter` had climbed back from each deep leaf, a chain of 8,000 nested
    # spans 23x the CPU of 2,000)
    victims = _outermost_widgets(short_text_walk(body, 0, FOLD_CONTROL_MAX, _is_fold_control, _FOLD_TAGS,
                                                 WIDGET_ELEMENTS_MAX))
    victims.extend(_vote_state_copies(body))
    return drop_still_attached(victims, body)


def _is_fold_control(el, length: int) -> bool:
    text = element_text(el)
    return bool(_FOLD_TOGGLE.fullmatch(text) or _FOLDED_REPLIES.fullmatch(text))


def _outermost_widgets(found: list) -> list:
    """`found` (in document order, each of at most WIDGET_ELEMENTS_MAX elements) without those inside
    an earlier one: one nested in another would climb its ancestors when dropped (a chain of nested
    counts, the square of its depth)."""
    inside: set = set()
    kept = []
    for el in found:
        if el in inside:
            continue
        kept.append(el)
        inside.update(el.iter())
    return kept


def _vote_state_copies(body) -> list:
    """The elements named "likes" or "dislikes" (a class token) with a sibling whose class is theirs
    with that token read "unvoted"."""
    copies = []
    siblings_names: dict = {}  # parent -> the class names of its children, read once
    for el in names_holding(body, ("likes",), ("class",)):
        names = (el.get("class") or "").split()
        state = next((name for name in names if name in _VOTE_STATES), None)
        parent = el.getparent()
        if state is None or parent is None:
            continue
        known = siblings_names.get(parent)
        if known is None:
            known = siblings_names[parent] = {tuple((child.get("class") or "").split())
                                              for child in parent if isinstance(child.tag, str)}
        if tuple("unvoted" if name == state else name for name in names) in known:
            copies.append(el)
    return copies


# --- Instance parts of federated posters' names -------------------------------------------------------

# A federated forum (Lemmy, its kin) writes a poster from another server as the name and, in a
# smaller element of the same link, the server ("Corgana" + "@startrek.website"): the golds name
# the poster alone. An element inside a link, after the link's own text, whose whole text is
# "@" and a host name (a dot in it), goes; the name stays. On threads. Added 2026-12-04: see
# `drop_instance_suffixes`'s call in extractor.py for the figures.
_INSTANCE_SUFFIX = re.compile(r"@[\w-]+(?:\.[\w-]+)+")
INSTANCE_LINK_MAX = 120  # characters of the link read: a poster's name and server (a bound, not tuned)


def drop_instance_suffixes(root) -> int:
    """Remove the server parts of federated posters' names in a thread's links (see above).
    Returns how many went."""
    body = content_body(root)
    victims: list = []

    def add_suffixes(link, length: int) -> bool:
        """The link's server parts join `victims`; the walk goes on into the link."""
        if not len(link):
            return False
        named = bool((link.text or "").strip())
        for child in link:
            if not isinstance(child.tag, str):
                continue
            text = element_text(child)
            if named and _INSTANCE_SUFFIX.fullmatch(text):
                victims.append(child)
            named = named or bool(text) or bool((child.tail or "").strip())
        return False

    # (the links measured in one C walk; a link without text holds no suffix: 2026-12-04)
    short_text_walk(body, 0, INSTANCE_LINK_MAX, add_suffixes, LINK_TAG_NAMES, WIDGET_ELEMENTS_MAX)
    return drop_still_attached(victims, body)


# --- Toggle groups and labelled counts of a thread ------------------------------------------------

# A group of labels drawn as buttons, outside any form (Lemmy's comment sort bar "Hot Top
# Controversial New Old", each label a `btn-check` radio's or a bare label): every element child a
# label or a radio or checkbox input, TOGGLE_LABELS_MIN or more labels of at most TOGGLE_LABEL_WORDS
# words each, no text outside them. A poll's options sit inside its voting form and stay. And a
# count labelled for screen readers (an element whose whole text is a number its `aria-label` opens
# and names: Lemmy's "6 Upvotes" over "6"; a recipe card's servings, labelled "Adjust servings",
# stay). On threads. Added 2026-12-04: see
# `drop_toggle_groups`'s call in extractor.py for the figures.
TOGGLE_LABELS_MIN = 3
TOGGLE_LABEL_WORDS = 3
TOGGLE_LABEL_CHARS = 40  # a bound on the label read for its words, not tuned
_TOGGLE_INPUT_TYPES = ("radio", "checkbox", "hidden")


def drop_toggle_groups(root) -> int:
    """Remove a thread's toggle groups and screen-reader-labelled counts (see above). Returns how many went."""
    body = content_body(root)
    victims = []
    seen = set()
    in_form: dict = {}
    for _, label in etree.iterwalk(body, events=("start",), tag=("label", "LABEL")):
        group = label.getparent()
        if group is None or group is body or group in seen:
            continue
        seen.add(group)
        if _is_toggle_group(group) and not _inside_a_form(group, in_form):
            victims.append(group)
    counts = []
    for el in names_holding(body, ("",), ("aria-label",)):
        if text_length_upto(el, LONE_NUMBER_MAX, WIDGET_ELEMENTS_MAX) > LONE_NUMBER_MAX:
            continue
        number = element_text(el)
        label = el.get("aria-label").split(None, 1)
        if LONE_NUMBER.fullmatch(number) and len(label) == 2 and label[0] == number:
            counts.append(el)
    victims.extend(_outermost_widgets(counts))
    return drop_still_attached(victims, body)


def _is_toggle_group(group) -> bool:
    """Does `group` hold only short labels (TOGGLE_LABELS_MIN or more) and their inputs?"""
    if (group.text or "").strip():
        return False
    labels = 0
    for child in group:
        if not isinstance(child.tag, str):
            if (child.tail or "").strip():
                return False
            continue
        name = local_name(child.tag).lower()
        if name == "input":
            if (child.get("type") or "").lower() not in _TOGGLE_INPUT_TYPES:
                return False
        elif (name != "label" or text_length_upto(child, TOGGLE_LABEL_CHARS, WIDGET_ELEMENTS_MAX) > TOGGLE_LABEL_CHARS
              or len(element_text(child).split()) > TOGGLE_LABEL_WORDS):
            return False
        else:
            labels += 1
        if (child.tail or "").strip():
            return False
    return labels >= TOGGLE_LABELS_MIN


def _inside_a_form(el, memo: dict) -> bool:
    """Is `el` below a `form`? Each ancestor's verdict is kept in `memo` (groups nested in one
    another climb the same chain once)."""
    return found_on_the_way_up(el.getparent(), _is_a_form, memo)


def _is_a_form(node) -> bool:
    return isinstance(node.tag, str) and local_name(node.tag).lower() == "form"
