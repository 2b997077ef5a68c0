"""The cleaning of the content document: walks over the content document the rules share: text nodes and
first texts holding a needle, short texts, outermost named elements, elements whose attributes hold a
needle (`attributes_hold`, `attributes_holding`) (C-accelerated, with twins).

In: a subtree of the content document and what to look for. Out: the elements or text nodes found, in
document order.
"""
from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable

from lxml import etree

from ..speedups import native as _speedups
from .measures import text_length_upto
from .patterns import vocabulary_search
from .tokens import MAX_CACHED, alnum_folded, remember, tokens_of

TEXT_NODES = etree.XPath("descendant::text()")


def attribute_values(top, name: str) -> set:
    """The values of the attribute `name` of `top` and of every element below it (".//@name"). In
    C, a walk: the XPath took 0.15 s of CPU over WCXB dev's forum and undeclared pages (2026-12-01)."""
    if _speedups is not None:
        return _speedups.attribute_values(top, name)
    return _attribute_values_python(top, name)


def _attribute_values_python(top, name: str) -> set:
    """Twin of `_speedups.attribute_values`: an XPath, which makes no Python proxy of each element
    (a loop over `top.iter()` reading each element's attribute: 0.17 s against 0.11 s of CPU for
    "class" and "id" of every tenth WCXB dev page, 2026-12-05)."""
    return set(_attribute_values_query(name)(top))


@functools.cache  # the names are the code's own constants
def _attribute_values_query(name: str) -> etree.XPath:
    return etree.XPath(f"descendant-or-self::*/@{name}", smart_strings=False)


def names_tokens(names: str | None, vocabulary: frozenset) -> bool:
    """Does a class (or id) string hold a token, or a joined pair of tokens, of `vocabulary`?
    Remembered (the verdict depends only on the two): class strings repeat across a page's elements
    (drop_reviews and drop_post_chrome ask about each element of the region; on 2026-11-30 their
    tokenising took 0.5 s of CPU on WCXB dev's product and forum pages, 3% of all extraction)."""
    if not names:
        return False
    key = (names, vocabulary)
    known = _NAMES_TOKENS_VERDICTS.get(key)
    if known is None:
        known = remember(_NAMES_TOKENS_VERDICTS, MAX_CACHED, key, _names_tokens_uncached(names, vocabulary))
    return known


_NAMES_TOKENS_VERDICTS: dict = {}


def _names_tokens_uncached(names: str, vocabulary: frozenset) -> bool:
    # A token, or a joined pair, is a substring of the names lower-cased with their separators
    # removed (the tokens joined): a string holding none of the words is told by one search, without
    # being split. Most are (2026-12-02: 4,700 strings tokenised over every fourth WCXB dev page,
    # nearly all for drop_reviews, 78 of them holding a review word).
    if not vocabulary_search(vocabulary)(alnum_folded(names)):
        return False
    tokens = tokens_of(names)
    if vocabulary.intersection(tokens):
        return True
    return any(a + b in vocabulary for a, b in itertools.pairwise(tokens))


def outermost(body, named) -> list:
    """The outermost elements below `body` for which `named(el)` holds, in document order."""
    victims = []
    walker = etree.iterwalk(body, events=("start",))
    for _, el in walker:
        if el is body or not isinstance(el.tag, str):
            continue
        if named(el):
            victims.append(el)
            walker.skip_subtree()
    return victims


def outermost_among(candidates, judge, most: int | None = None) -> list:
    """The outermost of `candidates` (elements in document order, so that one inside the last
    victim follows it) for which `judge(el)` holds, in that order; the search stops once there
    are more than `most`."""
    victims: list = []
    for el in candidates:
        if victims and any(ancestor is victims[-1] for ancestor in el.iterancestors()):
            continue
        if judge(el):
            victims.append(el)
            if most is not None and len(victims) > most:
                break
    return victims


def outermost_named(body, attributes: tuple, judge, hints: tuple = ()) -> list:
    """`outermost` of the elements one of whose `attributes` has a value `judge(value)` holds true
    (a function of the value alone: each distinct value is judged once a call). In C, the walk asks
    Python only about values (2026-12-01: 0.2 s of CPU less over WCXB dev for drop_reviews alone).
    With `hints` (lower-case ASCII words), only the values that may hold one (`may_hold_hint`) are
    judged, the others taken as false: for a judge false wherever its words are missing (in C, such a
    value is read as bytes, no str made of it)."""
    if _speedups is not None:
        return _speedups.outermost_named(body, attributes, judge, hints)
    return _outermost_named_python(body, attributes, judge, hints)


def _outermost_named_python(body, attributes: tuple, judge, hints: tuple = ()) -> list:
    """Twin of `_speedups.outermost_named`."""
    verdicts: dict = {}

    def named(el) -> bool:
        for attribute in attributes:
            value = el.get(attribute)
            if value is not None:
                verdict = verdicts.get(value)
                if verdict is None:
                    verdict = verdicts[value] = (not hints or may_hold_hint(value, hints)) and bool(judge(value))
                if verdict:
                    return True
        return False

    return outermost(body, named)


def may_hold_hint(value: str, hints: tuple) -> bool:
    """Does `value` hold a code point outside ASCII, or its ASCII letters and digits, lower-cased, in
    order (`alnum_folded`), one of `hints`? Whatever `names_tokens(value, vocabulary)` finds, or
    `word in value.lower()` for a lower-case ASCII word, the value holds so with `hints` its words."""
    if not value.isascii():
        return True
    folded = alnum_folded(value)
    return any(hint in folded for hint in hints)


def names_holding(top, needles: tuple, attributes: tuple, *, document: bool = False) -> list:
    """The elements below `top` (with `document`, every element of its document, as the XPath "//*"
    selects them), in document order, one of whose `attributes` holds one of `needles` as a substring."""
    if _speedups is not None:
        return _speedups.names_holding(top, needles, attributes, document)
    return _names_holding_python(top, needles, attributes, document)


def _names_holding_python(top, needles: tuple, attributes: tuple, document: bool) -> list:
    """Twin of `_speedups.names_holding`: one XPath, which libxml2 evaluates without making a Python
    proxy of each element it passes. The loop it replaced (each element of `top.iter()`, its
    attributes read) cost more the deeper the elements sat: 24,000 elements under 900 nested divs
    0.090 s a query against 0.036 s under 100 divs (the XPath 0.021 s at both), and the pure-Python
    `extract()` of such a page spent 2.5 of its 7.1 s profiled in it (2026-12-05)."""
    return _names_holding_query(len(needles), attributes, document)(
        top, **{f"n{i}": needle for i, needle in enumerate(needles)})


@functools.cache  # the queries are the code's own constants
def _names_holding_query(needles: int, attributes: tuple, document: bool) -> etree.XPath:
    """The XPath of `_names_holding_python` for `needles` needles (given as $n0, $n1, ...).
    `@a[contains(., $n)]` is empty where the attribute is missing, so the empty needle asks only
    that the attribute be there, as `needle in value` does."""
    held = " or ".join(f"contains(., $n{i})" for i in range(needles)) or "false()"
    test = " or ".join(f"@{attribute}[{held}]" for attribute in attributes) or "false()"
    return etree.XPath(f"{'/' if document else ''}descendant::*[{test}]")


def inputs_holding_folded(top, needles: tuple, attributes: tuple) -> list:
    """The `input` elements of `top`'s subtree (`top` included), in document order, one of whose
    `attributes` holds one of `needles` (lower-case ASCII) in any ASCII case. In C, one walk making
    no proxy of the inputs it passes over (2026-12-06: a Python test of each input's four attributes
    was 5.9 ms of a shop's page of 2,000 inputs)."""
    if _speedups is not None:
        return _speedups.inputs_holding_folded(top, needles, attributes)
    return _inputs_holding_folded_python(top, needles, attributes)


def _inputs_holding_folded_python(top, needles: tuple, attributes: tuple) -> list:
    """Twin of `_speedups.inputs_holding_folded` (bytes' `lower` folds ASCII letters alone)."""
    wanted = [needle.encode("ascii") for needle in needles]
    found = []
    for el in top.iter("input", "INPUT"):
        for name in attributes:
            value = el.get(name)
            if value is not None:
                folded = value.encode("utf-8", "surrogatepass").lower()
                if any(needle in folded for needle in wanted):
                    found.append(el)
                    break
    return found


def wide_parents(top, least: int, run: int = 0) -> list:
    """The elements below `top`, in document order, with `least` element children or more; with
    `run`, only those holding `run` element children in a row of one `copy_shape` (other nodes
    between them skipped)."""
    if _speedups is not None:
        return _speedups.wide_parents(top, least, run)
    return _wide_parents_python(top, least, run)


def _wide_parents_python(top, least: int, run: int = 0) -> list:
    """Twin of `_speedups.wide_parents`."""
    return [el for el in top.iterdescendants(etree.Element)
            if len(el) >= least and sum(1 for child in el if isinstance(child.tag, str)) >= least
            and (run <= 0 or _longest_shape_run(el) >= run)]


def copy_shape(el) -> tuple:
    """What copies of one element share, read without walking it: its tag, its number of children,
    its own text and its first child's."""
    return el.tag, len(el), el.text, el[0].text if len(el) else None


def _longest_shape_run(parent) -> int:
    """The most element children of `parent` in a row (other nodes skipped) of one `copy_shape`."""
    longest = count = 0
    last = None
    for child in parent:
        if not isinstance(child.tag, str):
            continue
        shape = copy_shape(child)
        count = count + 1 if count and shape == last else 1
        last = shape
        longest = max(longest, count)
    return longest


def names_holding_each(top, queries: tuple) -> list:
    """[`names_holding(top, needles, attributes)` for each (needles, attributes) of `queries`], from
    one walk of `top` in C (two walks of a body cost twice one: reading the nodes is the walk's cost)."""
    if _speedups is not None:
        return _speedups.names_holding_each(top, queries)
    return _names_holding_each_python(top, queries)


def _names_holding_each_python(top, queries: tuple) -> list:
    """Twin of `_speedups.names_holding_each`."""
    return [_names_holding_python(top, needles, attributes, False) for needles, attributes in queries]


class TooManyLines(Exception):
    """A walk's judge has seen more lines than its rule takes: the walk ends there."""


def first_texts_holding(top, needle: str) -> list:
    """The elements below `top`, in document order, whose first text child holds `needle`: what the
    XPath "descendant::*[contains(text(), needle)]" selects, by one walk in C (2026-12-04: the XPath
    was ~0.8% of a thread's extract())."""
    if _speedups is not None:
        return _speedups.first_texts_holding(top, needle)
    return _first_texts_holding_python(top, needle)


_FIRST_TEXTS_HOLDING = etree.XPath("descendant::*[contains(text(), $needle)]")


def _first_texts_holding_python(top, needle: str) -> list:
    """Twin of `_speedups.first_texts_holding`."""
    return _FIRST_TEXTS_HOLDING(top, needle=needle)


def short_text_walk(body, skip_max: int, limit: int, judge: Callable, tags: tuple | None = None,
                    max_elements: int = -1) -> list:
    """The elements below `body`, in document order, whose text is 1 to `limit` characters long
    (`text_length_upto(el, limit, max_elements)`) and that `judge(el, length)` takes; an element of
    at most `skip_max` characters, or one taken, is not entered. With `tags`, only the elements of
    those names are measured and judged (the others are entered). One walk in C (2026-12-04: the
    Python walk measuring every element of a thread was ~2% of its extract())."""
    if _speedups is not None:
        return _speedups.short_text_walk(body, skip_max, limit, judge, tags, max_elements)
    return _short_text_walk_python(body, skip_max, limit, judge, tags, max_elements)


def _short_text_walk_python(body, skip_max: int, limit: int, judge: Callable, tags: tuple | None = None,
                            max_elements: int = -1) -> list:
    """Twin of `_speedups.short_text_walk`."""
    found = []
    walker = etree.iterwalk(body, events=("start",), tag=tags)
    for _, el in walker:
        if el is body or not isinstance(el.tag, str):
            continue
        length = text_length_upto(el, limit, max_elements)
        if length > limit:
            continue
        if length <= skip_max:
            walker.skip_subtree()
        if length and judge(el, length):
            found.append(el)
            if length > skip_max:
                walker.skip_subtree()
    return found


_ASCII_DIGIT = re.compile(r"[0-9]")
XML_SPACE_RUN = re.compile(r"[ \t\r\n]+")


def text_nodes_holding(top, mark: str | None, max_chars: int, normalized: bool) -> list:
    """(element, is_tail, text) of each text node below `top` (the XPath descendant::text(), in
    document order) whose text holds `mark` (None: an ASCII digit) and is at most `max_chars` code
    points long, counted as normalize-space() gives it when `normalized`. The element is the one
    the text belongs to, as lxml's smart strings tell it (`getparent()`, `is_tail`). One walk in C:
    the XPaths over every text node with their filters in Python were ~2% of a thread's extract()
    (`_short_digit_texts` and the short bracket texts of `drop_bbcode_tag_lines`; 2026-12-04)."""
    if _speedups is not None:
        return _speedups.text_nodes_holding(top, mark, max_chars, normalized)
    return _text_nodes_holding_python(top, mark, max_chars, normalized)


_TEXTS_HOLDING = etree.XPath("descendant::text()[contains(., $mark)]")


def _text_nodes_holding_python(top, mark: str | None, max_chars: int, normalized: bool) -> list:
    """Twin of `_speedups.text_nodes_holding`."""
    found = []
    for node in (TEXT_NODES(top) if mark is None else _TEXTS_HOLDING(top, mark=mark)):
        if mark is None and not _ASCII_DIGIT.search(node):
            continue
        length = len(XML_SPACE_RUN.sub(" ", node).strip(" ")) if normalized else len(node)
        if length <= max_chars:
            found.append((node.getparent(), node.is_tail, str(node)))
    return found


def attributes_hold(top, needles: tuple) -> bool:
    """Does an element of `top`'s subtree (`top` included) carry an attribute, of any name, whose
    value holds one of `needles` as a substring (what "descendant-or-self::*[@*[contains(., n)]]"
    finds)? One walk without building the values (in C)."""
    if _speedups is not None:
        return _speedups.attributes_hold(top, needles)
    return _attributes_hold_python(top, needles)


def _attributes_hold_python(top, needles: tuple) -> bool:
    """Twin of `_speedups.attributes_hold`."""
    return any(needle in value for el in top.iter(etree.Element) for value in el.values() for needle in needles)


def attributes_holding(top, needles: tuple) -> list:
    """The elements `attributes_hold` looks for, in document order (`top` first when it is one): what
    "descendant-or-self::*[@*[contains(., n)]]" selects, by one walk in C (the XPath, for "vote", was
    ~0.9% of extract()'s CPU over every fourth page of WCXB dev and trafilatura-eval-dev, 2026-12-04)."""
    if _speedups is not None:
        return _speedups.attributes_holding(top, needles)
    return _attributes_holding_python(top, needles)


def _attributes_holding_python(top, needles: tuple) -> list:
    """Twin of `_speedups.attributes_holding`."""
    return [el for el in top.iter(etree.Element) if any(needle in value for value in el.values() for needle in needles)]
