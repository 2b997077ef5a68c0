"""A table of contents' title ("Table of Contents", "Inhaltsverzeichnis", "Jump to", "In this
article"): whether a label names one (`names_contents`), and what goes with it (`contents_parts`):
the box it opens when the rest is links or the page's own headings, else the title alone when its
list is gone.

In: the label element of the content document, the box it opens (or None), the pass's size limit and
its `BoxMeasures`. Out: the elements to drop (a list; nothing is changed here).
"""
from __future__ import annotations

import itertools
import re

from .box_measures import BoxMeasures
from .box_verdicts import PARAGRAPHS_AND_TABLES, SECTION_ALL_LINKS
from .headings import HEADING_TAG_SET, heading_rank
from .measures import element_text, folded_text, linked_length, text_length, text_length_upto
from .phrases import CONTENTS_LABEL, LABEL_FOLD
from .tokens import tokens_of

_CONTENTS = re.compile(CONTENTS_LABEL)
# A list under a contents title has this many links or more (2026-12-01: set, not tuned).
CONTENTS_MIN_LINKS = 2
CONTENTS_PROSE_MIN = 80
CONTENTS_HEADINGS_SHARE = 0.5
# A box of more pieces of text than this is no table of contents of unlinked entries: contents
# titles nested 1,000 deep each read the whole box below them (a 150 KB page 3.6 s of CPU,
# 2026-12-03). Set, not tuned: far over any contents list of the development sets (snapshot: no
# page changed).
CONTENTS_MAX_PIECES = 2_000


def names_contents(label) -> bool:
    return _CONTENTS.match(LABEL_FOLD.sub(" ", element_text(label).lower()).strip()) is not None


def contents_parts(label, box, limit: float, measures: BoxMeasures) -> list:
    """What goes with a table of contents' title (CONTENTS_LABEL): the box it opens when the rest
    of the box is links, else the title (or its box holding nothing more) when what follows it is
    a list of links (the link rules judge the list), a heading or nothing. The rest (a README's
    "Table of Contents" over "See SUMMARY.md") stays, and so does a box over `limit` characters (a
    page that is its contents: a manual's chapter index)."""
    unit = label if box is None else box
    rest = measures.length(unit) - measures.length(label)
    if rest > 0:
        return [unit] if _links_hold_measured(unit, rest, measures) or _lists_the_headings(unit, label, measures) else []
    if box is not None and box.tag not in HEADING_TAG_SET \
            and (label.tag not in HEADING_TAG_SET or _named_as_contents(box, label)):
        return [unit]  # the contents (a nav, a script's list) went or were never there: the title alone
    following = unit.getnext()
    while following is not None and not isinstance(following.tag, str):
        following = following.getnext()
    if following is None or heading_rank(following) or not text_length(following):
        return [unit]
    if text_length(following) <= limit and _links_hold(following, text_length(following)) \
            and len(following.findall(".//a")) >= CONTENTS_MIN_LINKS:
        return [unit]
    if _opens_prose(following):
        return [unit]  # the contents went (a script's list, a collapsed box): the title over the story
    return []


# A contents title whose list is gone or is no links: the title over a paragraph of prose (a script
# fills the list, or the framing took it: `_opens_prose`) goes alone, and a box whose entries are the
# texts of the page's own headings goes whole (`_lists_the_headings`: Easy TOC's and Dotdash's
# lists, whose entries are spans a script scrolls from); with the titles "Jump to", "In this article"
# in the crawl's languages and a toggle's word ("Contents hide") in CONTENTS_LABEL. Added 2026-12-02
# (per-page F1 of every page, even / odd): WCXB dev 0.89070 / 0.89351 -> 0.89072 / 0.89356 (15 pages
# changed: 12 better by up to 0.016, 3 worse by at most 0.0005: a course list's gold keeps its
# "Table of Contents" over prose, a forum's and a guide's "Jump to" whose words their golds count
# elsewhere); trafilatura-eval-dev 0.95526 / 0.96379 unchanged (two pages lose "In diesem Artikel:",
# no snippet); ScrapingHub 0.98020 / 0.98178: no page changed. Tried: the titles and the prose test
# alone (no heading test): WCXB dev 0.89072 / 0.89351 (8 pages changed). The prose needs
# CONTENTS_PROSE_MIN characters: a README's "Table of Contents" over "See SUMMARY.md" stays. CPU: the
# heading walk runs only for a contents title over a box of unlinked text (a few pages in a hundred).
def _lists_the_headings(box, label, measures: BoxMeasures) -> bool:
    """The pieces of text of `box` besides `label` are, CONTENTS_HEADINGS_SHARE of them or more and
    at least CONTENTS_MIN_LINKS, the texts of headings of the page outside the box: a table of
    contents whose entries are no links (a script scrolls to them)."""
    entries = measures.fact(box, _contents_entries)
    if entries is None:
        return False
    title = folded_text(label).casefold()
    count = sum(entries.values()) - entries.get(title, 0)
    if count < CONTENTS_MIN_LINKS:
        return False
    _texts, counts = measures.heading_texts(box.getroottree().getroot())
    inside = measures.fact(box, measures.inside_heading_texts)
    found = sum(times for entry, times in entries.items()
                if entry != title and counts.get(entry, 0) > inside.get(entry, 0))
    return found >= CONTENTS_MIN_LINKS and found >= CONTENTS_HEADINGS_SHARE * count


def _contents_entries(box) -> dict | None:
    """How many of `box`'s pieces of text read as each entry of a table of contents (over three
    characters, white space squeezed, a colon taken off its end, casefolded); None for a box of
    over CONTENTS_MAX_PIECES pieces. Remembered per box (`BoxMeasures.fact`): contents titles
    nested 1,000 deep open the same box, each read it whole (a 150 KB page 3.6 s of CPU, 2026-12-03)."""
    pieces = list(itertools.islice(box.itertext(), CONTENTS_MAX_PIECES + 1))
    if len(pieces) > CONTENTS_MAX_PIECES:
        return None
    entries: dict = {}
    for piece in pieces:
        entry = " ".join(piece.split()).rstrip(":").casefold()
        if len(entry) > 3:
            entries[entry] = entries.get(entry, 0) + 1
    return entries


def _opens_prose(el) -> bool:
    """`el` is, or begins with, a paragraph of prose: CONTENTS_PROSE_MIN characters or more of text
    not in links before its first heading."""
    first = el
    while len(first) and first.tag not in PARAGRAPHS_AND_TABLES and not (first.text or "").strip():
        first = first[0]
    if first.tag in HEADING_TAG_SET:
        return False
    if text_length_upto(first, CONTENTS_PROSE_MIN) < CONTENTS_PROSE_MIN:
        return False
    # its whole length: a count past the limit is any count over it, the C one's not the twin's (a
    # fuzz_twins input, 2026-12-03: 81 against 117, and the links' half read against each)
    return linked_length(first) * 2 < text_length(first)


# The names of a table of contents' box (Rank Math's "rank-math-toc-block", "TableOfContentsDropDown",
# "js-table-of-contents", "toc-wrapper"), as tokens (`tokens_of`). A contents title alone in its box
# (not a heading's own box) goes when it is no heading (Docker's docs: a div over the nav that the
# framing took) or its box is so named (a script fills the list). Added 2026-12-02 (bench_extract
# --no-peers, per-page F1, even / odd; after the "See also" rule): WCXB dev 0.89004 / 0.89236 ->
# 0.89004 / 0.89237 (documentation 0.96288 / 0.94409 -> 0.96292 / 0.94422; 10 pages better, two
# Docker guides 0.987 -> 0.989 and 0.968 -> 0.974 and 8 articles, none worse); ScrapingHub and
# trafilatura-eval-dev unchanged (no page changed). Tried: any title alone in a box that is no heading
# (a README's "Table of Contents" over "See SUMMARY.md" went: 0.9994 -> 0.9977); a title that is no
# heading only (4 articles' themed boxes stayed).
_CONTENTS_NAME_TOKENS = frozenset("toc contents tableofcontents inhaltsverzeichnis sommaire indice spis inhoudsopgave".split())


def _named_as_contents(box, label) -> bool:
    """An element from `box` down to `label`'s parent is named (class or id) as a table of contents."""
    el = label.getparent()
    while el is not None:
        names = " ".join(value for value in (el.get("class"), el.get("id")) if value)
        if names and not _CONTENTS_NAME_TOKENS.isdisjoint(tokens_of(names)):
            return True
        if el is box:
            return False
        el = el.getparent()
    return False


def _links_hold(el, length: int) -> bool:
    """SECTION_ALL_LINKS or more of `length` characters are the text of `el`'s links."""
    return linked_length(el) >= SECTION_ALL_LINKS * length


def _links_hold_measured(el, length: int, measures: BoxMeasures) -> bool:
    """`_links_hold(el, length)`, its links measured once while nothing below `el` is dropped:
    contents titles nested 1,000 deep open the same box, and each measured its links and its text
    again (2026-12-03)."""
    if measures.holds_no_link(el):
        return 0 >= SECTION_ALL_LINKS * length
    return measures.fact(el, linked_length) >= SECTION_ALL_LINKS * length
