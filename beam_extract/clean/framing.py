"""The cleaning of the content document: framing elements and their text (`framing_text_counts`), forms and
controls that wrap content or not (`wraps_content`, `wraps_text`).

In: an element of the content document. Out: whether it frames the region, and the text of its framing.
"""
from __future__ import annotations

from lxml import etree

from ..dom import CLEAN_FRAMING_ROLES, HIDING_ATTRIBUTES, is_clean_framing_tag, is_hidden, local_name
from ..speedups import native as _speedups
from .measures import link_density, text_length
from .tokens import classify_names, name_judge, whole_decisions

HIDDEN_INPUT_TAGS = frozenset(("input", "INPUT"))
_VISIBLE_CONTROLS = ("input", "INPUT", "select", "SELECT", "textarea", "TEXTAREA", "button", "BUTTON")


def wraps_text(form) -> bool:
    """A form holding a paragraph, a hidden input and no control a reader could fill in or pick
    from: a wrapper around text. Without a paragraph it is a shop's "add to cart" form around a
    price; without any control, a login note whose controls have gone. Buttons acting on the text
    are no such control (Question2Answer's "flag", "answer" and "comment" under each post), unless
    two share a name: then they are the choices of a poll or a rating. A form holding a label is one
    to fill in, its control drawn by a script (Askbot's answer form: "Your Answer", its instructions
    in a paragraph, the editor's label, a hidden token and the submit button; forum59, 2026-12-07:
    no dev page moved)."""
    if next(form.iter("p", "P"), None) is None or next(form.iter("label", "LABEL"), None) is not None:
        return False
    hidden = False
    buttons: set = set()
    for control in form.iter(*_VISIBLE_CONTROLS):
        kind = (control.get("type") or "").strip().lower()
        if control.tag in _BUTTON_TAGS or (control.tag in HIDDEN_INPUT_TAGS and kind in _BUTTON_INPUT_TYPES):
            name = control.get("name")
            if name in buttons:
                return False
            if name:
                buttons.add(name)
            continue
        if kind != "hidden" or control.tag not in HIDDEN_INPUT_TAGS:
            return False
        hidden = True
    return hidden


# Buttons count as no control since 2026-12-03: Question2Answer wraps each post in a form of its
# "flag" / "answer" / "comment" buttons and its question page lost every post (the login note under
# them was the region). Snapshot of the three sets: no page's text changed (five WCXB threads' content
# HTML did: their forms unwrapped); without the shared-name test a live ticker's polls came in.
_BUTTON_TAGS = frozenset(("button", "BUTTON"))
_BUTTON_INPUT_TYPES = frozenset(("submit", "button", "reset", "image"))


def is_framing_by_tag_or_role(el) -> bool:
    return is_clean_framing_tag(local_name(el.tag)) or (el.get("role") or "").strip().lower() in CLEAN_FRAMING_ROLES


def framing_text_counts(top, is_framing) -> dict:
    """(`text_length`, `visible_chars`, the sum of `visible_chars` over its links) of `top` and of
    each element below it that `is_framing(element)` calls framing, in one pass over its text pieces.
    `find_victims` judges framing nested in framing its guard kept level by level: measuring each
    level and building its text again was the square of the nest (120 KB of nested <nav>s holding
    links: 2.2 s of CPU with the C speedups; 1 MB: 0.6 s, 8.6 s without them, 2026-12-03)."""
    counts = {}
    stack = [_TextCount(top)]
    walker = etree.iterwalk(top, events=("start", "end", "comment", "pi"))
    next(walker)  # top's own start
    for event, el in walker:
        if event == "start":
            stack.append(_TextCount(el))
            continue
        if event != "end":  # a comment or processing instruction: its tail is text, its content not
            stack[-1].add(el.tail)
            continue
        done = stack.pop()
        if el.tag in ("a", "A"):
            done.linked += done.visible
        if not stack:
            counts[el] = done.counts()
            break
        if is_framing(el):
            counts[el] = done.counts()
        stack[-1].add_element(done, el.tail)
    return counts


def _framing_counts(top, keep_comments: bool) -> dict:
    """`framing_text_counts(top, ...)` with find_victims' framing (`is_framing_element`), in C when built
    (`_speedups.framing_counts`): the pass in Python, an event and a count object per element, was
    ~0.5% of extract()'s CPU over every fourth page of WCXB dev and trafilatura-eval-dev for its 13
    calls a pass (nested framing past the guard, 2026-12-03)."""
    framing = (is_framing_tag, CLEAN_FRAMING_ROLES, name_judge, whole_decisions, keep_comments, is_hidden)
    if _speedups is not None:
        return _speedups.framing_counts(top, *framing, lambda el: _framing_counts_python(el, *framing))
    return _framing_counts_python(top, *framing)


def _framing_counts_python(top, framing_tag, framing_roles, classify, decisions, keep_comments: bool, is_hidden,
                           twin=None) -> dict:
    """Twin of `_speedups.framing_counts`: `framing_text_counts` with `is_framing_element`, the framing test
    those arguments (clean's own, as `find_victims` hands them to framing_walk) stand for."""
    return framing_text_counts(top, lambda el: is_framing_element(el, local_name(el.tag), keep_comments))


class _TextCount:
    """An element's text pieces counted as they are read: their code points, the indexes of the
    first and last that are no space (-1: none yet), the characters that are no space and those
    of links."""
    __slots__ = ("first", "last", "linked", "size", "visible")

    def __init__(self, el) -> None:
        self.size = 0
        self.first = self.last = -1
        self.visible = self.linked = 0
        self.add(el.text)

    def add(self, piece: str | None) -> None:
        if not piece:
            return
        left = piece.lstrip()
        if left:
            if self.first < 0:
                self.first = self.size + len(piece) - len(left)
            self.last = self.size + len(left.rstrip()) + len(piece) - len(left) - 1
            self.visible += sum(map(len, left.split()))
        self.size += len(piece)

    def add_element(self, inner: _TextCount, tail: str | None) -> None:
        if inner.first >= 0:
            if self.first < 0:
                self.first = self.size + inner.first
            self.last = self.size + inner.last
        self.size += inner.size
        self.visible += inner.visible
        self.linked += inner.linked
        self.add(tail)

    def counts(self) -> tuple:
        return (self.last - self.first + 1 if self.first >= 0 else 0), self.visible, self.linked


# How many levels up from the last framing element found past a guard `NestedFraming.holds_past`
# looks for the element asked (a climb from a paragraph asks its framing ancestors innermost first).
PAST_LOOKUP_LEVELS = 64


class NestedFraming:
    """What one walk or scan of an unchanged tree learnt of the framing elements a guard measures
    (holding at most a share of the region's text: `find_victims`, `_within_guard`). Framing nested
    in framing past the guard is asked level by level, and measuring each level again was the square
    of the nest. The second element found past the guard has the framing below it measured in one
    pass (`framing_text_counts`, in `counts`); an element holding the last one found past the guard
    (up to PAST_LOOKUP_LEVELS up) is past it too, unmeasured (a guarded widget holds at most a share
    of the region's text; what holds more text holds more than that share)."""
    __slots__ = ("counts", "keep_comments", "past")

    def __init__(self, keep_comments: bool) -> None:
        self.keep_comments = keep_comments
        self.counts: dict = {}
        self.past = None

    def is_framing(self, el) -> bool:
        return is_framing_element(el, local_name(el.tag), self.keep_comments)

    def found_past(self, el) -> tuple | None:
        """`el` was measured past the guard: its `framing_text_counts` when it is not the first."""
        first = self.past is None
        self.past = el
        if first:
            return None
        self.counts.update(_framing_counts(el, self.keep_comments))
        return self.counts[el]

    def holds_past(self, el) -> bool:
        """Does `el` hold the last element found past the guard? Then it is the last one (a climb
        looks a few levels up each time)."""
        node = self.past
        for _ in range(PAST_LOOKUP_LEVELS):
            if node is None:
                return False
            if node is el:
                self.past = el
                return True
            node = node.getparent()
        return False


# A form holding at least FORM_CONTENT_MIN characters, under half of them links, and at least
# FORM_CHARS_PER_CONTROL of them per control (a visible input, select, textarea or button) wraps
# content rather than being one: a forum's moderation form around the posts of a thread. It is not
# framing even when it holds under GUARD_SHARE of the region (the page's menus and footer outweigh a
# short thread) to the prose scan (`_framed`), which reads the page before its controls are dropped;
# cleaning keeps its size guard. Search, login, comment, "jump to forum", order and comparison forms
# hold a control every few hundred characters.
# Measured 2026-11-30 (make bench-quick, F1 even / odd; ScrapingHub 0.9640 / 0.9686 and
# trafilatura-eval-dev 0.9290 / 0.9310 unchanged by all): before, WCXB dev 0.8649 / 0.8669 (forum
# 0.7880 / 0.7897); FORM_CHARS_PER_CONTROL 300, 1000 or 3000: 0.8660 / 0.8669 (forum 0.8026 /
# 0.7897: an SMF thread from 0.05 to 0.91, no page worse); no control test: 0.8659 / 0.8670
# (collection even 0.7026 -> 0.7013); exempting such forms from cleaning's guard as well: 0.8655 /
# 0.8665 (cleaning has dropped the controls by then: order lists and comparison tables stay).
FORM_CONTENT_MIN = 1000
FORM_CHARS_PER_CONTROL = 1000
_CONTROL_TAGS = ("input", "select", "textarea", "button", "INPUT", "SELECT", "TEXTAREA", "BUTTON")


def wraps_content(el) -> bool:
    """A form around content: FORM_CONTENT_MIN characters or more, under half of them links, and
    FORM_CHARS_PER_CONTROL per control; or a form around text no reader can fill in (`wraps_text`)."""
    if local_name(el.tag) != "form":
        return False
    if wraps_text(el):
        return True
    length = text_length(el)
    if length < FORM_CONTENT_MIN or link_density(el) >= 0.5:
        return False
    controls = sum(1 for c in el.iter(*_CONTROL_TAGS) if (c.get("type") or "").lower() != "hidden")
    return length >= FORM_CHARS_PER_CONTROL * controls


def is_framing_tag(tag: str) -> int:
    return 1 if is_clean_framing_tag(local_name(tag)) else 0


def is_framing_element(el, tag: str, keep_comments: bool) -> bool:
    if is_clean_framing_tag(tag):
        return True
    if _speedups is not None:  # the attribute checks below, in C
        return _speedups.framing_attributes(el, CLEAN_FRAMING_ROLES, name_judge, whole_decisions, keep_comments,
                                            is_hidden)
    return _framing_attributes_python(el, keep_comments)


def _framing_attributes_python(el, keep_comments: bool) -> bool:
    """`is_framing_element` by the element's attributes, without the C speedups."""
    keys = el.keys()
    if not keys:
        return False
    role = el.get("role")
    if role and role.strip().lower() in CLEAN_FRAMING_ROLES:
        return True
    if not HIDING_ATTRIBUTES.isdisjoint(keys) and is_hidden(el):
        return True
    # class and id are judged apart: ids are mostly unique, classes repeat (the memo hits).
    for names in (el.get("class"), el.get("id")):
        if names:
            decision = classify_names(names)
            if decision and (decision != "comments" or not keep_comments):
                return True
    return False
