"""The cleaning of the content document: text lengths of elements (`text_length`, `text_length_upto`,
linked text and `link_density`), the content document's body (`content_body`), and whether an element
stands with no text beside it (`no_text_beside`), or holds text outside some of its elements
(`holds_text_outside`).

In: elements of the content document. Out: text lengths, linked shares, the document's body.
"""
from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from lxml import etree

from ..dom import local_name
from ..speedups import native as _speedups


def text_length(el) -> int:
    """Characters of `el`'s text, stripped (counted in C without building the text when built)."""
    if _speedups is not None:
        return _speedups.text_length(el)
    return _text_length_python(el)


def _text_length_python(el, limit: int = -1, max_elements: int = -1) -> int:
    """Twin of `_speedups.text_length`: with a `limit` >= 0 it stops, as the C count does, once the
    text is known to be over it (then some count over `limit`); `limit` + 1 for a subtree of over
    `max_elements` elements, `el` included, when that is >= 0."""
    if max_elements >= 0 and holds_more_elements(el, max_elements):
        return limit + 1
    if limit >= 0 and holds_more_elements(el, _JOINED_ELEMENTS_MAX):
        counted = _text_length_within(el, limit)
        if counted >= 0:
            return counted
    return len(etree.tostring(el, method="text", encoding="unicode", with_tail=False).strip())


# A subtree of at most this many elements is measured by joining its text (tostring's one C call:
# ~1 us against ~7 us for reading its itertext pieces, 2026-12-02); a larger one piece by piece,
# stopping past the limit.
_JOINED_ELEMENTS_MAX = 32


def _text_length_within(el, limit: int) -> int:
    """The stripped length of `el`'s text when it is at most `limit`, else a count over `limit`,
    told soon after the text pieces read take it over (a thread's container measured for each of
    its posts' header lines was the square of the thread without the stop: 2026-12-02); -1 for a
    subtree holding an entity reference. itertext's pieces are the text nodes tostring's text joins
    (comments and processing instructions left out); an entity reference's piece is its name
    ("&name;"), not its text."""
    pieces = []
    read = 0
    texts = el.itertext()
    for piece in texts:  # cheap until the pieces hold over `limit` characters, spaces and all
        pieces.append(piece)
        read += len(piece)
        if read > limit:
            break
    else:
        text = "".join(pieces)
        if "&" in text and any(names_an_entity(piece) for piece in pieces):
            return -1
        return len(text.strip())
    reached = 0  # code points from the first non-space to the end of the pieces so far
    last = 0  # ... to the last non-space
    for piece in itertools.chain(pieces, texts):
        if names_an_entity(piece):
            return -1
        if not reached:
            piece = piece.lstrip()
        kept = len(piece.rstrip())
        if kept:
            last = reached + kept
            if last > limit:
                return last
        reached += len(piece)
    return last


def names_an_entity(piece: str) -> bool:
    return piece[:1] == "&" and piece[-1:] == ";"


def holds_more_elements(el, count: int) -> bool:
    """`el`'s subtree (`el` included) holds over `count` elements: told after `count` of them."""
    return next(itertools.islice(el.iter(etree.Element), count, None), None) is not None


def text_length_upto(el, limit: float, max_elements: int = -1) -> int:
    """`text_length(el)` when it is at most `limit`, else some count over `limit`: the count (C or
    pure) stops once past it (a guard asks whether an element holds at most a share of the region's text, and
    the region's containers hold most of it: 2026-11-30). With `max_elements` >= 0, some count over
    `limit` too for a subtree of more elements than that (`el` included), told after that many."""
    if _speedups is None:
        return _text_length_python(el, int(limit), max_elements)
    return _speedups.text_length(el, int(limit), max_elements)


# The last document's (html root, body): the rules ask for the body ~20 times a page (~2 us each by
# its children's proxies, ~0.15 us held). One tuple, swapped whole: another thread's root is never
# this one, so it only looks again. Let go by `forget_the_document`.
BODY_HELD: list = [(None, None)]


def content_body(root):
    """The element holding the regions: the content document's `body`, else the root itself."""
    if isinstance(root, etree._ElementTree):
        root = root.getroot()
    held_root, held_body = BODY_HELD[0]
    if held_root is root and held_body.getparent() is root:
        return held_body
    tag = root.tag
    if tag == "html" or (isinstance(tag, str) and local_name(tag) == "html"):
        body = _html_body(root)
        if body is not None:
            BODY_HELD[0] = (root, body)
            return body
    return root


def _html_body(root):
    """The body of an html root, as `content_body` defines it; None when it holds none."""
    # the first child named body, as root.find("body") gives it, without ElementPath's set-up
    # (19,000 calls a pass over WCXB dev: 0.39 -> 0.21 s of CPU, 2026-12-01), and read by a
    # plain loop rather than next() over a generator (every eighth page of WCXB dev and
    # trafilatura-eval-dev, 5,032 calls: ~4 -> ~2 us each, 2026-12-02)
    for child in root:
        if child.tag == "body":
            return child
    return next(iter(root.iter("{*}body")), None)


def linked_length(el) -> int:
    """Characters of the text of `el`'s links."""
    return sum(text_length(a) for a in el.iter("a", "A"))


def link_lengths(el) -> tuple[int, int]:
    """(`text_length(el)`, `linked_length(el)`); (0, 0) for no text. One C call when built: the
    links' Python walk and a call per link were ~0.8% of extract()'s CPU (2026-12-02)."""
    if _speedups is not None:
        return _speedups.link_lengths(el)
    return _link_lengths_python(el)


def _link_lengths_python(el) -> tuple[int, int]:
    """Twin of `_speedups.link_lengths`."""
    total = text_length(el)
    if not total:
        return 0, 0
    return total, linked_length(el)


def link_density(el) -> float:
    total, linked = link_lengths(el)
    if not total:
        return 0.0
    return min(1.0, linked / total)


def element_text(el) -> str:
    """`el`'s text (without its tail), stripped: built in C when built (2026-11-30: the 222,000
    texts clean asks for over WCXB dev, most of them line candidates, ~0.05 s less than through
    lxml's serialiser)."""
    if _speedups is not None:
        return _speedups.element_text(el)
    return _element_text_python(el)


def folded_text(el) -> str:
    """`el`'s text (without its tail) with each run of white space folded to one space, none at the ends:
    the form the rules read a short text in (labels, lines, headings, previews)."""
    return " ".join(element_text(el).split())


def _element_text_python(el) -> str:
    """Twin of `_speedups.element_text`."""
    return etree.tostring(el, method="text", encoding="unicode", with_tail=False).strip()


def blank(text) -> bool:
    """No text, or white space only."""
    return not text or text.isspace()


def holds_text_outside(el, passed_over: Callable[[Any], bool]) -> bool:
    """Does `el` hold text (its own tail aside) outside the elements `passed_over` answers true for
    (their tails still count)? A walk of its own, not a recursion: a page may nest elements deeper
    than the interpreter's stack."""
    if (el.text or "").strip():
        return True
    stack = list(el)
    while stack:
        child = stack.pop()
        if (child.tail or "").strip():
            return True
        if not isinstance(child.tag, str) or passed_over(child):
            continue
        if (child.text or "").strip():
            return True
        stack.extend(child)
    return False


def no_text_beside(el) -> bool:
    """No text right before or after `el` in its parent: a line of its own, not a word of a
    sentence ("... this <a>report</a> found that ...")."""
    if (el.tail or "").strip():
        return False
    previous = el.getprevious()
    if previous is not None:
        return not (previous.tail or "").strip()
    parent = el.getparent()
    return parent is None or not (parent.text or "").strip()
