"""The cleaning of the content document: lone date lines (`drop_date_lines`) and the dated kicker over a
story (`drop_dated_kickers`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import itertools
import re

from lxml import etree

from ..speedups import native as _speedups
from .headings import DATE_INLINE_TAGS
from .labelled import attached
from .lines import CELL_TAGS, alone_in_its_row, drop_still_attached
from .measures import content_body, element_text, no_text_beside, text_length, text_length_upto
from .patterns import CaselessSearch
from .phrases import LABEL_VERDICTS_MAX
from .spares import HEADING_TAGS
from .tokens import remember
from .written_dates import DATE_LINE_DATE, DATE_LINE_MAX, is_date_line, is_dated_reading_time_line

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
            text = element_text(el)
            if not (is_date_line(text) or is_dated_reading_time_line(text)):
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


# A dated kicker over a story: a small block at the top of the article whose parts (inline elements, or lines
# broken by <br>) are the post's date and a word or two naming where it is filed ("02.02.2022 | A-Frauen",
# "Pressemitteilung | Aktuell | 02. November 2021", "24.01.2022 11:38<br>Kategorie: News"). The date is
# `Document.published_time` and the section words are the site's navigation. A part is a date line
# (`is_date_line`) or at most KICKER_WORDS words of at most KICKER_PART_MAX characters with no sentence in them
# (separators such as "|" between them aside); the block holds at most KICKER_MAX characters, two parts or more,
# exactly one of them a date, and comes before KICKER_BEFORE characters of the content's text (a dated line
# among the paragraphs is the story's). Added 2026-12-01 (snapshot of every page, F1 even / odd): ScrapingHub
# 0.9759 / 0.9803 -> 0.9760 / 0.9804 (4 pages better), WCXB dev 0.8861 / 0.8876 unchanged at four digits (11
# pages better, one worse by 0.0017: a news listing's first dated item), trafilatura-eval-dev 0.9419 / 0.9499 ->
# 0.9426 / 0.9513 (3 leaked kickers fewer, 20 pages' meta lines gone with their snippets alike). With no
# separator parts allowed ("|"): the same figures. CPU: the function's own process time is about 0.9% of
# extract() over trafilatura-eval-dev (0.11 s of 11.7 s, two passes; the A/B of whole runs is in the noise).
KICKER_MAX = 80
KICKER_PART_MAX = 40
KICKER_WORDS = 3
KICKER_BEFORE = 200
_KICKER_TAGS = frozenset(t for name in ("div", "p", "header", "span", "li", "dd")
                         for t in (name, name.upper()))
_KICKER_WORD = re.compile(r"[^\W\d_][\w-]*:?|\d+", re.U)


def drop_dated_kickers(root) -> int:
    """Remove the dated kicker over a story (see KICKER_MAX). Returns how many went."""
    body = content_body(root)
    seen = 0
    victims: list = []
    for el in body.iter(etree.Element):  # elements only: comments and their tails are not counted
        if seen > KICKER_BEFORE:
            break
        # a kicker has children (`_is_dated_kicker`): the cheap tests first, the climb last
        if (len(el) and el.tag in _KICKER_TAGS and _is_dated_kicker(el)
                and not (victims and any(attached(el, v) for v in victims))):
            victims.append(el)
        text, tail = el.text, el.tail
        if text:
            seen += len(text.strip())
        if tail:
            seen += len(tail.strip())
    victims = [el for el in victims if not any(a.tag in HEADING_TAGS for a in el.iterancestors())]
    return drop_still_attached(victims, body)


# Elements (itself included) a kicker holds at most: a date and a word or two, in a few inline elements.
# Without a bound, each of 900 nested divs, each holding a <br> beside the next, joined all the text
# of the 20,000 <br>s under it: 13 s of CPU (2026-12-01; 0.3 s with it). The most any kicker of the
# 2,160 development pages holds is far below it (snapshot compare: no page moved).
KICKER_MAX_ELEMENTS = 100


def _is_dated_kicker(el) -> bool:
    if len(el) == 0:
        return False
    if len(el) == 1 and not (el.text or "").strip() and not (el[0].tail or "").strip():
        return False  # one part at most: told without joining the child's text (each of 900 nested divs did)
    if not no_text_beside(el):
        return False  # a few attributes read: before the walks below (2026-12-02)
    if text_length_upto(el, 4 * KICKER_MAX, KICKER_MAX_ELEMENTS) > 4 * KICKER_MAX:
        return False  # told without building its text (no kicker, however indented), or over the elements
    if next(itertools.islice(el.iter(), KICKER_MAX_ELEMENTS, None), None) is not None:
        return False  # comments and processing instructions counted too: the bound as it was
    parts = [el.text] + [piece for child in el for piece in (_part_text(child), child.tail)]
    parts = [" ".join(p.split()) for p in parts if p and p.strip()]
    if len(parts) < 2 or sum(len(p) for p in parts) > KICKER_MAX:
        return False
    dates = 0
    for part in parts:
        if is_date_line(part):
            dates += 1
            continue
        if len(part) > KICKER_PART_MAX or any(mark in part for mark in ".!?,;"):
            return False
        words = _KICKER_WORD.findall(part)
        if not words and len(part) <= 3:
            continue  # a separator between the parts ("|", "·", "–")
        if not words or len(words) > KICKER_WORDS:
            return False
    return dates == 1


def _part_text(child) -> str:
    if not isinstance(child.tag, str):
        return ""
    return "".join(child.itertext())
