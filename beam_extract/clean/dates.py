"""The cleaning of the content document: lone date lines (`drop_date_lines`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

from lxml import etree

from ..speedups import native as _speedups
from .headings import DATE_INLINE_TAGS
from .lines import CELL_TAGS, alone_in_its_row, drop_still_attached
from .measures import content_body, element_text, no_text_beside, text_length, text_length_upto
from .patterns import CaselessSearch
from .phrases import DATE_LINE_DATE, DATE_LINE_MAX, LABEL_VERDICTS_MAX, is_date_line
from .tokens import remember

# --- Lone date lines ---------------------------------------------------------------------------------

DATE_LINES_MAX = 2
# The text nodes a date line may start from: at most 4 * DATE_LINE_MAX characters holding four
# digits in a row (a year: a date written with a two-digit year is not looked for), picked by
# libxml2, then those holding a date (`_holds_date`, remembered by text). Cost (2026-12-01, CPU of
# extract() over half of WCXB dev and trafilatura-eval-dev, three alternating runs each, a noisy
# machine): one XPath for the short nodes holding any digit and every one judged, 7.4%; the
# region's text nodes as plain strings tested in Python (a regex for the digits, then the date),
# 4.4-4.7%; this, 5.0%. Now (2026-12-01) a walk in C (`_speedups.date_line_walk`) makes the same test on
# libxml2's bytes and hands Python only the short texts with a year (folded to at most DATE_LINE_MAX):
# drop_date_lines 4.7-4.9% -> 0.9% of extract()'s CPU (half of WCXB dev and trafilatura-eval-dev,
# alternating runs); `_date_line_walk_python` is its twin, this XPath.
DATE_LINE_TEXTS = etree.XPath(
    "descendant::text()[string-length(.) <= %d and contains(translate(., '123456789', '000000000'), '0000')]"
    % (4 * DATE_LINE_MAX))
_HOLDS_DATE: dict = {}
_DATE_SEARCH = CaselessSearch(DATE_LINE_DATE)


def date_text_owners(body) -> list:
    """The elements whose own text or a child's tail is a text node that holds a date
    (`DATE_LINE_TEXTS`, then `_holds_date`), in document order, once per text node."""
    if _speedups is not None:  # the same walk over libxml2's nodes, in C: Python sees only the candidates
        return _speedups.date_line_walk(body, 4 * DATE_LINE_MAX, DATE_LINE_MAX, _holds_date)
    return _date_line_walk_python(body)


def _date_line_walk_python(body) -> list:
    """Twin of `_speedups.date_line_walk`."""
    owners = []
    for node in DATE_LINE_TEXTS(body):
        if _holds_date(str(node)):
            el = node.getparent()
            owners.append(el.getparent() if node.is_tail else el)
    return owners


def _holds_date(text: str) -> bool:
    verdict = _HOLDS_DATE.get(text)
    if verdict is None:
        folded = " ".join(text.split())
        verdict = remember(_HOLDS_DATE, LABEL_VERDICTS_MAX, text,
                            len(folded) <= DATE_LINE_MAX and _DATE_SEARCH.search(folded) is not None)
    return verdict


DATE_LINE_TAGS = frozenset(t for name in ("p", "div", "span", "time", "small", "a", "li", "dd", "td", "em", "strong",
                                           "b", "i", "font", "h2", "h3", "h4", "h5", "h6", "header")
                            for t in (name, name.upper()))
_TABLE_TAGS = ("table", "TABLE")


def _date_stands_alone(line) -> bool:
    """An inline date is a line only when its parent holds nothing else ("#1 <span>2025-11-01
    15:14</span>" is a post's header), and no date titles the table after it (a schedule's day)."""
    if line.tag in DATE_INLINE_TAGS:
        parent = line.getparent()
        if parent is not None and text_length_upto(parent, 4 * DATE_LINE_MAX) > text_length(line):
            return False
    after = line.getnext()
    return after is None or not isinstance(after.tag, str) or next(after.iter(*_TABLE_TAGS), None) is None


def drop_date_lines(root) -> int:
    """Remove the lines that are a date and nothing else (see DATE_LINE_MAX). Returns how many went."""
    body = content_body(root)
    victims: list = []
    rows: dict = {}
    for el in date_text_owners(body):
        line = None
        while el is not None and el is not body and el.tag in DATE_LINE_TAGS:
            if text_length_upto(el, 4 * DATE_LINE_MAX) > 4 * DATE_LINE_MAX:
                break  # no line, however indented: told without building its text
            if not is_date_line(element_text(el)):
                break
            line = el
            el = el.getparent()
        if line is None or any(line is v for v in victims) or not no_text_beside(line):
            continue
        if line.tag in CELL_TAGS and not alone_in_its_row(line, rows):
            continue
        if not _date_stands_alone(line):
            continue
        victims.append(line)
        if len(victims) > DATE_LINES_MAX:
            return 0  # a list's items, each dated (a thread's posts, a listing's entries, events)
    return drop_still_attached(victims, body)
