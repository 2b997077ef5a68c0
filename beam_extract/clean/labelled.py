"""The cleaning of the content document: boxes a boilerplate heading or label opens, "Related posts" in any
language (`drop_labelled_sections`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import itertools
import re

from ..dom import CLEAN_LINK_TAGS, local_name
from ..speedups import native as _speedups
from .drops import Attachments, drop_keeping_tail
from .headings import HEADING_TAG_SET, LIST_TAGS
from .line_heads import LABEL_STARTS, LINE_HEAD_STARTS, LINE_STARTS_BY_CODE
from .lines import LINE_TAG_SET, may_be_a_line
from .measures import (
    content_body,
    element_text,
    folded_text,
    link_lengths,
    linked_length,
    names_an_entity,
    no_text_beside,
    text_length,
    text_length_upto,
)
from .phrases import CONTENTS_LABEL, LABEL_FOLD, is_section_label
from .spares import HEADING_TAGS, holds_code_elements
from .tokens import GUARD_SHARE, tokens_of
from .widget_reads import visible_chars

# --- Boilerplate sections named by their heading (any language) ------------------------------

# A labelled box is removed only when the text outside its links (the heading left out) is at most
# SECTION_MAX_UNLINKED characters (related lists, share bars and prompts are links and a line or
# two), or it holds no table and no paragraph with SECTION_MAX_PARAGRAPH characters outside links
# (teaser cards: titles, dates, one-line intros). A "Related" section of prose, a data table or a
# buying guide under such a heading is content.
# Measured 2026-11-30 (make bench-quick; F1 all (even / odd half); base: ScrapingHub 0.9638
# (0.9610 / 0.9670), WCXB dev 0.8497 (0.8486 / 0.8508), trafilatura-eval-dev 0.8953 (0.8991 / 0.8915)):
# no prose check (any labelled box goes) 0.9640 / 0.8491 (0.8489 / 0.8493) / 0.9037 (0.9061 / 0.9012);
# unlinked <= 300 only 0.9639 / 0.8501 (0.8490 / 0.8512) / 0.8998 (0.9039 / 0.8957);
# + paragraph < 100: 0.9641 (0.9611 / 0.9675) / 0.8501 (0.8491 / 0.8511) / 0.9022 (0.9038 / 0.9006);
# < 150: WCXB 0.8498 (0.8488 / 0.8508), trafilatura-eval-dev 0.9025 (0.9044 / 0.9006);
# < 200: WCXB 0.8491 (0.8484 / 0.8499). SECTION_MAX_UNLINKED 200, 300 and 500 score alike.
SECTION_MAX_UNLINKED = 300
SECTION_MAX_PARAGRAPH = 100
# Teaser cards with an intro paragraph each ("Das könnte Sie auch interessieren": a linked title
# and two lines of intro per card) read as a box too: SECTION_MIN_CARDS links of SECTION_CARD_TITLE
# characters or more that open their block (no text before them: not a link inside a sentence),
# and at most SECTION_MAX_PER_LINK characters outside links per link.
# Measured 2026-11-30 (make bench-quick, F1 even / odd; ScrapingHub 0.9613 / 0.9674 unchanged by
# all): without, WCXB dev 0.8561 / 0.8562, trafilatura-eval-dev 0.9165 / 0.9143; 150 per link:
# trafilatura-eval-dev unchanged; 250: WCXB dev 0.8562 / 0.8562, trafilatura-eval-dev 0.9171 /
# 0.9150; 400: WCXB dev 0.8556 (product and service pages' prose sections under "More from ...").
# Counting only links that open their block (later, with the rules below): WCXB dev 0.8562 / 0.8563
# -> 0.8563 / 0.8566, the others unchanged.
SECTION_MIN_CARDS = 3
SECTION_CARD_TITLE = 10
SECTION_MAX_PER_LINK = 250
# Or a list of SECTION_MIN_CARDS or more alike children, each with a link and at most SECTION_CARD_MAX
# characters, holding SECTION_CARDS_SHARE of their container's text (`_repeated_cards`).
# Measured 2026-11-30 (make bench-quick, F1 even / odd; ScrapingHub 0.9640 / 0.9686 unchanged by
# all): without, WCXB dev 0.8586 / 0.8570, trafilatura-eval-dev 0.9252 / 0.9278; 250 characters:
# 0.8586 / 0.8570, 0.9277 / 0.9278; 400: 0.8587 / 0.8571, 0.9277 / 0.9278; 600: 0.8587 / 0.8567.
# The cards and their container are measured without whitespace (`visible_chars`): an indented
# template's whitespace between the cards counted as the container's text, and a card list in
# pretty-printed HTML held under SECTION_CARDS_SHARE of it ("Our Latest Stories": 8 cards, 763 of
# the list's 1,933 characters). Changed 2026-11-30 (bench --no-peers, F1 even / odd): ScrapingHub
# 0.9673 / 0.9718 -> 0.9683 / 0.9729 (2 pages better, none worse), WCXB dev 0.8763 / 0.8791 ->
# 0.8764 / 0.8793 (4 pages better, none worse), trafilatura-eval-dev 0.9321 / 0.9397 -> 0.9334 /
# 0.9397 (1 page better: 2 leaked snippets fewer, none other changed). Measuring the box's text
# outside links (SECTION_MAX_UNLINKED, the paragraph test) without whitespace as well: WCXB dev
# 0.8761 / 0.8789 (two shop guide pages' "Related Expert Advice articles" and a man page's "SEE
# ALSO" went); the teaser-card count alone without it: WCXB dev 0.8762 / 0.8789.
SECTION_CARD_MAX = 400
SECTION_CARDS_SHARE = 0.8


def drop_labelled_sections(root, *, keep_comments: bool = False, lines: list | None = None) -> int:
    """Remove the boxes a boilerplate heading opens (see SECTION_LABELS): the heading's outermost
    container that starts with it, else the heading and its following siblings up to the next
    heading of its rank or above. A box holding over GUARD_SHARE of the region's text stays.
    Returns how many were removed. With `lines`, the walk also collects the candidates of
    `drop_boilerplate_lines` into it (one walk for both)."""
    body = content_body(root)
    headings = _label_elements(body, lines)
    if not headings:
        return 0
    if keep_comments:
        headings = [h for h in headings if not _COMMENT_LABEL.match(LABEL_FOLD.sub(" ", element_text(h).lower()).strip() + " ")]
    headings = _without_cross_references(headings, body)
    if not headings:
        return 0
    limit = text_length(body) * GUARD_SHARE
    measures = _BoxMeasures()
    removed = 0
    for heading in headings:
        if heading.getparent() is None or not measures.still_inside(heading, body):
            continue  # inside a box removed already
        box = measures.box_opened_by(heading, body, limit)
        if _names_contents(heading):
            parts = _contents_parts(heading, box, limit, measures)
            for el in parts:
                measures.drop(el)
            removed += bool(parts)
            continue
        if box is not None:
            parts = [box]
            if not _reads_like_a_box(parts, heading, measures):
                parts = _inner_box(_boxes_opened_by(heading, body, limit, measures), heading, measures) or parts
        elif heading_rank(heading):
            parts = [heading, *_run_after(heading)]
        elif _stands_alone(heading):
            parts = [heading, heading.getnext()]  # a label line above its box
        else:
            continue  # a label inside a line of text, not one opening a box
        if sum(measures.length(el) for el in parts) > limit and not _all_links(parts):
            continue
        if not _is_author_label(heading) and not _reads_like_a_box(parts, heading, measures):
            continue
        for el in parts:
            measures.drop(el)
        removed += 1
    return removed


class _BoxMeasures:
    """The measures `drop_labelled_sections` takes of the boxes its labels open, each taken once
    while nothing below the element is dropped: a row of 24,000 "Share this" cells measured the row
    for each cell (15 s of CPU for 0.8 MB), a paragraph of bold "Share" labels between <br>s
    measured the paragraph for each label, its text and links (2026-12-03). A text length stays
    known across drops below it: the text's characters less those dropped, less its leading and
    trailing white space read again from its ends (`_TrackedLength`)."""

    def __init__(self) -> None:
        self._lengths: dict = {}  # element -> its text length (int) or a _TrackedLength
        self._tracked: set = set()  # elements measured before a drop below them: tracked from now on
        self._facts: dict = {}  # element -> {measure: value}
        self._headings: dict | None = None  # the page's headings -> their texts (`heading_texts`)
        self._heading_counts: dict = {}  # a heading text -> how many of the page's headings have it
        # kept across drops (each updated by `drop`, or a bound a drop cannot break): a table of
        # label rows holding links was measured whole for each label (`_reads_like_a_box`)
        self._link_counts: dict = {}  # element -> how many links it holds ("a" / "A", itself included)
        self._linked_bounds: dict = {}  # element -> `linked_length` when last measured: never more after drops
        self._card_bounds: dict = {}  # element -> its links of SECTION_CARD_TITLE characters or more, when measured
        self._cardless: set = set()  # elements holding no list or div of SECTION_MIN_CARDS children with links
        # known until the next drop: the box a label opens from each element of a climb, and the
        # elements known to be inside the body (a climb per label was the square of a nest's depth)
        self._climbs: dict = {}  # (element, label) -> the outermost box of the climb from it, or None
        self._attachments: Attachments | None = None  # made by the first `still_inside`, for its body
        # every element any of the measures above holds (a superset: never pruned): `drop` updates an
        # ancestor's measures only if it is here (a drop in a nest 990 deep looked every level up in
        # five tables: 16,000 label boxes there, 4 MB, took 3.1 s against 0.6 s 5 levels deep, 2026-12-05)
        self._measured: set = set()

    def length(self, el) -> int:
        known = self._lengths.get(el)
        if known is None:
            if el in self._tracked:
                known = _TrackedLength.of(el)
                if known is None:
                    return text_length(el)  # a subtree holding an entity reference: measured as ever
            else:
                known = text_length(el)
            self._lengths[el] = known
            self._measured.add(el)
        return known if isinstance(known, int) else known.length()

    def holds_no_link(self, el) -> bool:
        """`el` holds no link ("a" / "A", itself included). Its links are counted once and the count
        kept across drops: a table of 20,000 label rows was measured whole (its text, links and
        cards) for each label once half its rows were gone (13 s of CPU for 0.7 MB, 2026-12-03)."""
        count = self._link_counts.get(el)
        if count is None:
            count = self._link_counts[el] = _links_held(el)
            self._measured.add(el)
        return not count

    def unlinked(self, el) -> int:
        """`unlinked_length(el)`: a box without links is its text length, kept across drops."""
        if self.holds_no_link(el):
            return self.length(el)
        facts = self._facts_of(el)
        value = facts.get(unlinked_length)
        if value is None:
            total, linked = link_lengths(el)
            self._linked_bounds[el] = linked
            value = facts[unlinked_length] = max(0, total - linked)
        return value

    def unlinked_at_least(self, el) -> int:
        """At most `unlinked(el)`, read without a walk once `el` was measured: a drop takes no
        character from a box's text without taking it from its links' too, as far as they hold it,
        so the links' length last measured bounds theirs now."""
        if self.holds_no_link(el):
            return self.length(el)
        bound = self._linked_bounds.get(el)
        if bound is None:
            return self.unlinked(el)
        return max(0, self.length(el) - bound)

    def card_titles_at_most(self, el) -> int:
        """At least `_card_titles(el)`: its links of SECTION_CARD_TITLE characters or more when first
        counted (a drop adds no link and lengthens none)."""
        bound = self._card_bounds.get(el)
        if bound is None:
            bound = self._card_bounds[el] = sum(1 for a in el.iter("a", "A") if text_length(a) >= SECTION_CARD_TITLE)
        return bound

    def holds_no_card_list(self, el) -> bool:
        """No list or div in `el` has SECTION_MIN_CARDS children holding a link: no
        `_repeated_cards` there, now or after drops (which add no element and no link)."""
        if el in self._cardless:
            return True
        if any(_children_with_links(box) >= SECTION_MIN_CARDS for box in el.iter(*_CARD_BOXES)):
            return False
        self._cardless.add(el)
        return True

    def fact(self, el, measure):
        """`measure(el)`, remembered until something below `el` is dropped."""
        facts = self._facts_of(el)
        value = facts.get(measure, self)
        if value is self:
            value = facts[measure] = measure(el)
        return value

    def box_opened_by(self, heading, body, limit: float):
        """The last of `_boxes_opened_by(heading, body, limit, self)`, or None: each element's climb
        remembered until the next drop, so labels nested 1,000 deep climb the nest once, not once
        each (the square of the depth: 0.8 s of CPU at 1,000, 2026-12-03)."""
        label = element_text(heading)
        climbs = self._climbs
        passed = []
        top = None
        node = heading.getparent()
        while node is not None and node is not body:
            known = climbs.get((node, label), self)
            if known is not self:
                top = known if known is not None else top
                break
            if not self.fact(node, _text_head).startswith(label) or self._over(node, label, limit):
                climbs[(node, label)] = None
                break
            passed.append(node)
            top = node
            node = node.getparent()
        for node in passed:
            climbs[(node, label)] = top
        return top

    def _over(self, node, label: str, limit: float) -> bool:
        """`node` holds over `limit` characters; not measured when its parent's climb passed (it
        holds them all, and at most `limit`): labels nested 1,000 deep measured every level of the
        nest, the square of its depth (2026-12-03)."""
        parent = node.getparent()
        if parent is not None and self._climbs.get((parent, label)) is not None:
            return False
        return self.length(node) > limit

    def still_inside(self, el, body) -> bool:
        """`attached(el, body)`, each ancestor found inside `body` remembered until it is dropped,
        each found outside for good (a drop takes elements out, never back in). One body a
        `_BoxMeasures`."""
        if self._attachments is None:
            self._attachments = Attachments(body)
        return self._attachments.holds(el)

    def _facts_of(self, el) -> dict:
        facts = self._facts.get(el)
        if facts is None:
            facts = self._facts[el] = {}
            self._measured.add(el)
        return facts

    def drop(self, el) -> None:
        """`drop_keeping_tail(el)`, forgetting what the drop changes."""
        self._climbs.clear()
        if self._attachments is not None:
            self._attachments.lose(el)
        dropped = None
        links = None
        retitled = []  # headings holding `el`: their texts change
        for ancestor in _ancestors_in(el, self._measured):
            count = self._link_counts.get(ancestor)
            if count:
                if links is None:
                    links = _links_held(el)
                self._link_counts[ancestor] = count - links
            known = self._lengths.get(ancestor)
            if isinstance(known, _TrackedLength):
                if dropped is None:
                    dropped = sum(len(piece) for piece in el.itertext())
                known.lose(dropped)
            elif known is not None:
                del self._lengths[ancestor]
                self._tracked.add(ancestor)
            self._facts.pop(ancestor, None)
            if self._headings is not None and ancestor in self._headings:
                retitled.append(ancestor)
        if self._headings is not None:
            for heading in el.iter(*HEADING_TAGS):
                text = self._headings.pop(heading, None)
                if text is not None:
                    self._heading_counts[text] -= 1
        drop_keeping_tail(el)
        for heading in retitled:
            self._count_heading(heading, -1)
            self._headings[heading] = _heading_entry(heading)
            self._count_heading(heading, 1)

    def heading_texts(self, page) -> tuple[dict, dict]:
        """The texts of `page`'s headings (as `_heading_entry` reads them), each heading's and how
        many headings have each: read once a pass and kept across drops (each contents title over a
        box of unlinked text read every heading of the page: 8,000 titles in 1.4 MB, 11 s of CPU,
        2026-12-03)."""
        if self._headings is None:
            self._headings = {}
            for heading in page.iter(*HEADING_TAGS):
                self._headings[heading] = _heading_entry(heading)
                self._measured.add(heading)
                self._count_heading(heading, 1)
        return self._headings, self._heading_counts

    def inside_heading_texts(self, box) -> dict:
        """How many headings inside `box` have each text (of `heading_texts`, read before)."""
        inside: dict = {}
        for heading in box.iter(*HEADING_TAGS):
            text = self._headings.get(heading)
            if text is not None:
                inside[text] = inside.get(text, 0) + 1
        return inside

    def _count_heading(self, heading, step: int) -> None:
        text = self._headings[heading]
        self._heading_counts[text] = self._heading_counts.get(text, 0) + step


def _ancestors_in(el, wanted: set) -> list:
    """`el`'s ancestors, nearest first, that are in `wanted`: in C the climb makes no proxy for the
    levels it passes (`_speedups.ancestors_in`)."""
    if _speedups is not None:
        return _speedups.ancestors_in(el, wanted)
    return _ancestors_in_python(el, wanted)


def _ancestors_in_python(el, wanted: set) -> list:
    """Twin of `_speedups.ancestors_in`."""
    return [ancestor for ancestor in el.iterancestors() if ancestor in wanted]


class _TrackedLength:
    """An element's stripped text length as `text_length` counts it, kept across drops below the
    element: its characters (`raw`, the text pieces' lengths, less each dropped subtree's; a dropped
    element's tail stays in the element) less the white space at its two ends, read again after a
    drop from the first and the last pieces only."""

    __slots__ = ("el", "ends", "raw")

    def __init__(self, el, raw: int, ends: int | None) -> None:
        self.el, self.raw, self.ends = el, raw, ends

    @classmethod
    def of(cls, el) -> _TrackedLength | None:
        pieces = list(el.itertext())
        if any(names_an_entity(piece) for piece in pieces):
            return None
        return cls(el, sum(len(piece) for piece in pieces), None)

    def lose(self, characters: int) -> None:
        self.raw -= characters
        self.ends = None

    def length(self) -> int:
        if self.ends is None:
            leading = _leading_space(self.el.itertext())
            self.ends = leading if leading == self.raw else leading + _leading_space(_text_backwards(self.el), True)
        return self.raw - self.ends


def _leading_space(pieces, backwards: bool = False) -> int:
    """White space (as str.strip strips it) at the start of the joined `pieces` (at their end,
    `backwards`: the pieces given last first)."""
    count = 0
    for piece in pieces:
        kept = piece.rstrip() if backwards else piece.lstrip()
        count += len(piece) - len(kept)
        if kept:
            break
    return count


def _text_backwards(el):
    """`el.itertext()`'s pieces, the last first, each read only when asked for."""
    stack = [iter((el,))]
    while stack:
        node = next(stack[-1], None)
        if node is None:
            stack.pop()
            continue
        if isinstance(node, str):
            yield node
            continue
        # the node's pieces backwards: each child's tail then the child's own pieces, last child
        # first, then the node's text (comments and processing instructions give their tails only)
        stack.append(itertools.chain(_children_backwards(node),
                                     (node.text,) if isinstance(node.tag, str) and node.text else ()))


def _children_backwards(node):
    for child in node.iterchildren(reversed=True):
        if child.tail:
            yield child.tail
        yield child


# "See also" over the links of technical writing (a manual's, an API reference's or a guide's own
# cross-references: MDN's "See also" section, Sphinx's `seealso` admonition, the Go docs' "See also"
# list) is part of the page, where under a story it names a box of other stories: on content that
# holds code (`holds_code_elements`: a `pre` or `code` element, as `extractor.holds_code` reads
# technical writing) the label opens nothing, and a box named only "see also" is no widget
# (`spare_cross_references`).
# Added 2026-12-02 (bench_extract --no-peers, per-page F1, even / odd): before, ScrapingHub 0.98015 /
# 0.98078, WCXB dev 0.89003 / 0.89232 (documentation 0.96275 / 0.94351), trafilatura-eval-dev 0.94337
# / 0.95483; the label alone (not the names): WCXB dev 0.89004 / 0.89232 (3 pages better: a Go guide's
# "See also" list, a forum's "See Also:"); with the names too: 0.89004 / 0.89236 (documentation
# 0.96288 / 0.94409: 15 pages better, Sphinx's boxes up to 0.965 -> 0.991; two worse, a Django and an
# MDN page whose golds stop before the end of the page, 0.737 -> 0.731 and 0.6014 -> 0.6012);
# ScrapingHub and trafilatura-eval-dev unchanged (one page's text changed, its snippets alike).
# The code test read `pre`, `code`, `kbd` and `samp` until 2026-12-02 (the abutting inlines' set,
# shadowing the tuple meant here); pre and code only measured the same day (snapshot of all 2,160
# pages): no Document of any page changed (ScrapingHub 0.98015 / 0.98078, WCXB dev 0.89039 / 0.89273
# (documentation 0.96292 / 0.94425), trafilatura-eval-dev 0.94598 / 0.95950 either way), so the
# narrower test stays: a keyboard shortcut (`kbd`) or a program's output line (`samp`) in a story
# does not make its related-stories box the page's own cross-references.
_SEE_ALSO = re.compile(r"(?:see also|siehe auch|voir aussi|véase también|ver también|vedi anche|zie ook|veja também"
                       r"|zobacz (?:też|także|również)|se även|se også|viz také)$")


def _without_cross_references(headings: list, body) -> list:
    """`headings` without the "See also" labels (`_SEE_ALSO`) when `body` holds code."""
    see_also = [h for h in headings if _SEE_ALSO.match(LABEL_FOLD.sub(" ", element_text(h).lower()).strip())]
    if not see_also or not holds_code_elements(body):
        return headings
    # a set of ids, not an identity scan of the list per heading: 8,000 "See also" headings over
    # code were the square of their count (extract() of 0.4 MB 0.95 s of CPU, 2026-12-03)
    see_also_ids = {id(s) for s in see_also}
    return [h for h in headings if id(h) not in see_also_ids]


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


def _names_contents(label) -> bool:
    return _CONTENTS.match(LABEL_FOLD.sub(" ", element_text(label).lower()).strip()) is not None


def _contents_parts(label, box, limit: float, measures: _BoxMeasures) -> list:
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
def _lists_the_headings(box, label, measures: _BoxMeasures) -> bool:
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
    over CONTENTS_MAX_PIECES pieces. Remembered per box (`_BoxMeasures.fact`): contents titles
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


def _heading_entry(heading) -> str:
    """A heading's text as a table of contents' entry is compared with it."""
    return folded_text(heading).rstrip(":").casefold()


def _opens_prose(el) -> bool:
    """`el` is, or begins with, a paragraph of prose: CONTENTS_PROSE_MIN characters or more of text
    not in links before its first heading."""
    first = el
    while len(first) and first.tag not in _PARAGRAPHS_AND_TABLES and not (first.text or "").strip():
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


def _links_hold_measured(el, length: int, measures: _BoxMeasures) -> bool:
    """`_links_hold(el, length)`, its links measured once while nothing below `el` is dropped:
    contents titles nested 1,000 deep open the same box, and each measured its links and its text
    again (2026-12-03)."""
    if measures.holds_no_link(el):
        return 0 >= SECTION_ALL_LINKS * length
    return measures.fact(el, linked_length) >= SECTION_ALL_LINKS * length


MAX_LABEL_CHARS = 80
# A heading of more text or elements than these is no label (a label is SECTION_HEADING_WORDS words
# at most), and its text is not built: headings nested 1,000 deep (libxml2 nests <h2>x<h3>y...)
# each built the text of all below them, 1.9 s of CPU for 200 KB and 15 s for 1.6 MB (2026-12-02).
LABEL_HEADING_MAX_CHARS = 400
LABEL_HEADING_MAX_ELEMENTS = 256


def _label_elements(body, lines: list | None = None) -> list:
    """Headings, and leaf elements (no child elements) whose whole text is a section label
    (`<div class="title">Meistgelesene Artikel</div>`, `<span>Zobacz również</span>`), in
    document order. The same walk adds `drop_boilerplate_lines`' candidates to `lines`."""
    if _speedups is not None:  # the same walk over libxml2's nodes, in C
        return _speedups.label_walk(body, _label_tag_code, LINE_STARTS_BY_CODE, _heading_text_is_label,
                                    _leaf_is_label, lines, LABEL_STARTS, LINE_HEAD_STARTS)
    return _label_walk_python(body, lines)


def _label_tag_code(tag) -> int:
    """For the C walk: 1 a line tag, 2 a heading tag, 4 a link tag (bits), by raw tag."""
    return (tag in LINE_TAG_SET) | (tag in HEADING_TAG_SET) << 1 | (tag in CLEAN_LINK_TAGS) << 2


def _heading_text_is_label(text: str) -> bool:
    """A heading's text (`element_text`) names a boilerplate box. The C walk asks only about texts
    whose head may begin a label (`LABEL_STARTS`: 2026-12-01, about 31,000 headings a pass over
    WCXB dev, each a call into Python before)."""
    return is_section_label(text)


def _leaf_is_label(text: str, link: bool) -> bool:
    return is_section_label(text, whole=link)


def _label_walk_python(body, lines: list | None = None) -> list:
    """Twin of `_speedups.label_walk`."""
    found = []
    for el in body.iter():
        tag = el.tag
        if not isinstance(tag, str):
            continue
        if lines is not None and tag in LINE_TAG_SET and el is not body and may_be_a_line(el):
            lines.append(el)
        if tag in HEADING_TAG_SET:
            if text_length_upto(el, LABEL_HEADING_MAX_CHARS, LABEL_HEADING_MAX_ELEMENTS) <= LABEL_HEADING_MAX_CHARS \
                    and _heading_text_is_label(element_text(el)):
                found.append(el)
            continue
        if len(el):
            continue
        text = el.text
        if text and len(text) <= MAX_LABEL_CHARS and not text.isspace() \
                and is_section_label(text, whole=tag in CLEAN_LINK_TAGS):
            found.append(el)  # a link labels a box only with the label alone ("Related link one" does not)
    return found


# A label on a line of its own (a leaf `div`/`p`/`span`/`strong`/`b` with no text around it) opens
# the element right after it ("<div>Über den Autor</div><div class='box'>...</div>"); an author box
# goes whatever it holds (a bio is prose, but not the page's), and so does a support or membership plea.
# Measured 2026-11-30 (make bench-quick, F1 even / odd): without, ScrapingHub 0.9640 / 0.9685, WCXB
# dev 0.8581 / 0.8570, trafilatura-eval-dev 0.9220 / 0.9228; label lines of any tag: 0.9640 / 0.9687,
# 0.8582 / 0.8569 (table cells "Recommended" took their row's next cell), 0.9227 / 0.9240; of these
# tags: 0.9640 / 0.9686, 0.8582 / 0.8570, 0.9227 / 0.9240; author boxes judged as other boxes (bio
# prose stays): WCXB dev 0.8581 / 0.8569, trafilatura-eval-dev 0.9227 / 0.9234.
_AUTHOR_LABEL = re.compile(
    # "About the Reviewer" / "About the Medical Reviewer" / "About the Editor": the box of the doctor or
    # editor who checked a story, under its author's (2026-12-04, round 34; snapshot of the three sets):
    # WCXB dev 4058 (a health publisher's story) 0.632 -> 0.707, no other page moved. "About the expert"
    # too took a car review's expert box its gold keeps (4497 0.993 -> 0.986): left out. A "Disclaimer"
    # label as a box going whole moved 12 pages, 5 worse (golds keep a shop's and a listing's
    # disclaimers; a ScrapingHub story lost recall, R 1.0 -> 0.947): left out.
    r"(?:about the (?:author|reviewer|medical reviewer|editor)s?|über (?:den autor|die autorin)|zum autor"
    r"|zur autorin|à propos de l auteur|sobre el autor"
    r"|sobre (?:o|a) autora?|o autorze|l autore|over de auteur"
    # the author boxes of the vocabularies of 2026-12-01 (see SECTION_LABELS)
    r"|sobre la autora|sull autore|om (?:författaren|skribenten|forfatteren)|o autorovi|yazar hakkında|об авторе"
    r"|この記事を書いた人|著者(?:について|プロフィール)|(?:关于|關於)作者|作者简介"
    # a box labelled only "Autor" / "Die Autorin" / "L'auteur" / "Autorka" (2026-12-01, snapshot of every
    # page, F1 even / odd): trafilatura-eval-dev 0.9426 / 0.9513 -> 0.9426 / 0.9519 (a bio under
    # "AUTOR" gone), ScrapingHub and WCXB dev unchanged (no page changed). With English "author" /
    # "the author": WCXB dev 0.8862 / 0.8877 but book pages' spec lists ("Author" over a name) and a
    # man page's "--author=" went: left out.
    r"|(?:der |die |el |la |l )?(?:autor(?:in|a|ka)?|auteur|autore)"
    r"|unterstütze(?:n sie)? \w+|support (?:us|our (?:work|journalism))|(?:soutenez|soutenir) \w+"
    r"|apoya (?:a |el |nuestro )?\w+|wesprzyj(?: nas)?|while you are here|hazte miembro)$")


_LABEL_LINE_TAGS = frozenset(t for name in ("div", "p", "span", "strong", "b") for t in (name, name.upper()))


# A labelled box that is links and little else (SECTION_ALL_LINKS of its text in links) goes even when
# it holds over GUARD_SHARE of the region (a short video page under a long "Mehr aus der Sendung").
# Measured 2026-11-30 (make bench-quick, F1 even / odd): without, trafilatura-eval-dev 0.9227 / 0.9240;
# with 0.8: 0.9227 / 0.9253; ScrapingHub 0.9640 / 0.9686 and WCXB dev 0.8582 / 0.8570 unchanged.
SECTION_ALL_LINKS = 0.8


def _all_links(parts: list) -> bool:
    """SECTION_ALL_LINKS or more of the parts' text is link text."""
    total = sum(text_length(el) for el in parts)
    linked = sum(linked_length(el) for el in parts)
    return total > 0 and linked >= SECTION_ALL_LINKS * total


def _is_author_label(label) -> bool:
    return _AUTHOR_LABEL.match(LABEL_FOLD.sub(" ", element_text(label).lower()).strip()) is not None


def _stands_alone(label) -> bool:
    """A label element with no text around it in its parent, followed by an element."""
    if label.tag not in _LABEL_LINE_TAGS:
        return False  # a table cell or list item labels its row, not a box
    following = label.getnext()
    if label.getparent() is None or following is None or not isinstance(following.tag, str):
        return False
    return no_text_beside(label)


_COMMENT_LABEL = re.compile(
    # (The labels of a comment form, "Leave a Reply", "Post a comment", are not a thread's: on a page
    # keeping its comments they go as other labels do. Changed 2026-12-01 (per-page F1 of every page
    # of the three sets, even / odd): WCXB dev odd 0.8849 -> 0.8850 (5 articles better, up to +0.005,
    # none worse), ScrapingHub, trafilatura-eval-dev and the even halves unchanged (4
    # trafilatura-eval-dev pages changed, the same snippets).)
    # (a count before the word, "37 comments", "12 Kommentare": see SECTION_LABELS, 2026-12-02)
    r"(?:\d+ )?(?:comments?|no comments|kommentare?|keine kommentare|"
    r"commentaires?|comentarios?|comentários|commenti|reacties|komentarze|комментарии|komentáře|yorumlar|コメント|评论"
    r"|bình luận|komentar"
    # the comment threads' labels of the vocabularies of 2026-12-01 (see SECTION_LABELS); not their
    # forms' ("Lämna en kommentar", "Yorum yap"): a kept thread's form label leaked (trafilatura-eval-dev
    # 0120, 0159, 0203 with "Hinterlasse einen Kommentar", "Deja un comentario" added here)
    r"|kommentarer|diskuse|評論|留言|댓글)(?:\s|$)"
)


def _reads_like_a_box(parts: list, heading, measures: _BoxMeasures) -> bool:
    """Links and a line or two (at most SECTION_MAX_UNLINKED characters outside links), or teaser
    cards: a few characters outside links per link (`_teaser_cards`), or no table and no paragraph
    holding SECTION_MAX_PARAGRAPH characters outside links."""
    if _too_unlinked_for_cards(parts, heading, measures):
        return not any(measures.fact(part, _holds_a_table_or_paragraph) for part in parts)
    unlinked = sum(measures.unlinked(el) for el in parts) - measures.unlinked(heading)
    if unlinked <= SECTION_MAX_UNLINKED:
        return True
    if _teaser_cards(parts, unlinked, measures):
        return True
    return not any(measures.fact(part, _holds_a_table_or_paragraph) for part in parts)


def _too_unlinked_for_cards(parts: list, heading, measures: _BoxMeasures) -> bool:
    """Told from bounds kept across drops, without a walk of the parts: they hold over
    SECTION_MAX_UNLINKED characters outside links, too many for their links to be teaser cards,
    and no list of cards. Then `_reads_like_a_box` comes to its last test as it would measuring
    them (a table of label rows holding links, measured whole for each label once half its rows
    were gone: 4,000 rows 2.8 s of CPU in the rule, 16x per 4x, 2026-12-03). False when the bounds
    do not tell."""
    unlinked = sum(measures.unlinked_at_least(el) for el in parts) - measures.unlinked(heading)
    if unlinked <= SECTION_MAX_UNLINKED:
        return False
    linked = [part for part in parts if not measures.holds_no_link(part)]
    cards = sum(measures.card_titles_at_most(part) for part in linked)
    if cards >= SECTION_MIN_CARDS and unlinked <= SECTION_MAX_PER_LINK * cards:
        return False
    return all(measures.holds_no_card_list(part) for part in linked)


def _holds_a_table_or_paragraph(part) -> bool:
    """`part` is or holds a table, or a paragraph (`_PARAGRAPHS_AND_TABLES`) of SECTION_MAX_PARAGRAPH
    characters or more outside links. A table is told without a walk: lxml's iter finds its next
    match before giving the first, a walk of the whole table (a table of 20,000 label rows, asked
    once a label, 2026-12-03)."""
    if part.tag == "table":
        return True
    return any(local_name(el.tag) == "table" or unlinked_length(el) >= SECTION_MAX_PARAGRAPH
               for el in part.iter(*_PARAGRAPHS_AND_TABLES))


def _teaser_cards(parts: list, unlinked: int, measures: _BoxMeasures) -> bool:
    """At least SECTION_MIN_CARDS links of SECTION_CARD_TITLE characters or more, and at most
    SECTION_MAX_PER_LINK characters outside links per link: a title and a short intro per card."""
    linked = [part for part in parts if not measures.holds_no_link(part)]  # no card without a link
    links = sum(measures.fact(part, _card_titles) for part in linked)
    if links >= SECTION_MIN_CARDS and unlinked <= SECTION_MAX_PER_LINK * links:
        return True
    return any(measures.fact(part, _holds_repeated_cards) for part in linked)


def _links_held(el) -> int:
    """How many links ("a" / "A") `el` holds, itself included."""
    return sum(1 for _ in el.iter("a", "A"))


_CARD_BOXES = (*LIST_TAGS, "div", "DIV")


def _children_with_links(box) -> int:
    """How many of `box`'s element children hold a link with an href (`_repeated_cards`' cards)."""
    return len(_linked_children(box))


def _linked_children(container) -> list:
    """`container`'s element children that hold a link with an href: the cards of `_repeated_cards`."""
    return [child for child in container if isinstance(child.tag, str) and child.find(".//a[@href]") is not None]


def _card_titles(part) -> int:
    """The links of `part` that open their block and hold SECTION_CARD_TITLE characters or more."""
    return sum(1 for a in part.iter("a", "A") if _opens_its_block(a) and text_length(a) >= SECTION_CARD_TITLE)


def _holds_repeated_cards(part) -> bool:
    return any(_repeated_cards(el) for el in part.iter(*_CARD_BOXES))


def _repeated_cards(container) -> bool:
    """SECTION_MIN_CARDS or more children of one tag, each holding a link and at most SECTION_CARD_MAX
    characters, together holding SECTION_CARDS_SHARE of the container's text: a list of teaser cards
    (the link may wrap only the picture, or the whole card that the parser split around a figure).
    Counted without whitespace: the indentation between a template's cards is no text of theirs."""
    cards = _linked_children(container)
    if len(cards) < SECTION_MIN_CARDS or len({c.tag for c in cards}) != 1:
        return False
    lengths = [visible_chars(c) for c in cards]
    if max(lengths) > SECTION_CARD_MAX:
        return False
    return sum(lengths) >= SECTION_CARDS_SHARE * visible_chars(container)


def _opens_its_block(link) -> bool:
    """A link with no text before it in its parent (a card's title), not one inside a sentence."""
    parent = link.getparent()
    if parent is None or link.getprevious() is not None:
        return False
    return not (parent.text or "").strip()


_PARAGRAPHS_AND_TABLES = ("p", "P", "li", "LI", "dd", "DD", "blockquote", "BLOCKQUOTE", "pre", "PRE", "table", "TABLE")


def unlinked_length(el) -> int:
    """Characters of `el`'s text outside links."""
    total, linked = link_lengths(el)
    return max(0, total - linked)


def attached(el, body) -> bool:
    """Is `el` below `body` (not `body` itself)?"""
    return any(ancestor is body for ancestor in el.iterancestors())


def _boxes_opened_by(heading, body, limit: float, measures: _BoxMeasures) -> list:
    """The ancestors (below `body`, innermost first) whose text starts with `heading`'s and that
    hold at most `limit` characters; the last is the box the heading opens. Empty when the
    heading's own parent does not start with it."""
    label = element_text(heading)
    boxes = []
    node = heading.getparent()
    while node is not None and node is not body:
        # Neither test builds the container's text: on a page of thousands of labels in one
        # article, building it for each label was quadratic (2026-12-01: 10,000 labels 36 CPU-s).
        # A container is measured once while nothing below it is dropped (`_BoxMeasures`).
        if not measures.fact(node, _text_head).startswith(label) or measures.length(node) > limit:
            break
        boxes.append(node)
        node = node.getparent()
    return boxes


def _text_head(el, length: int = LABEL_HEADING_MAX_CHARS) -> str:
    """The start of `element_text(el)`, `length` characters or more of it (all of it when
    shorter): a label's box starts with the label, which is no longer than a label heading. Read
    once per box (`_BoxMeasures`): a row of 4,000 empty cells before 1,000 "Advertisement" cells
    was read past the empty cells for each label (21 s of CPU for 0.5 MB, 2026-12-03)."""
    pieces: list[str] = []
    read = 0
    for piece in el.itertext():
        if not read:
            piece = piece.lstrip()
        if piece:
            pieces.append(piece)
            read += len(piece)
            if read >= length:
                break
    return "".join(pieces)


# When the outermost container starting with a label holds more than the label's box (a teaser list
# first in a column that goes on with prose), the largest inner one that reads as a box goes.
# Added 2026-11-30 (bench --no-peers, F1 even / odd): WCXB dev 0.8669 / 0.8703 -> 0.8669 / 0.8704 (3
# pages better, none worse), ScrapingHub 0.9646 / 0.9707 unchanged (no page changed),
# trafilatura-eval-dev 0.9321 / 0.9397 unchanged (1 page changed, same snippets). Asked 31 times over
# WCXB dev (6 boxes found), 8 ms of CPU in all (0.05% of extract()).
def _inner_box(boxes: list, heading, measures: _BoxMeasures) -> list | None:
    """The largest inner box (of `boxes`, innermost first, the outermost left out) holding more than
    the label and reading as a box, as the parts to drop; None if there is none."""
    label_length = measures.length(heading)
    for box in reversed(boxes[:-1]):
        if measures.length(box) > label_length and _reads_like_a_box([box], heading, measures):
            return [box]
    return None


def heading_rank(el) -> int:
    return int(local_name(el.tag)[1]) if isinstance(el.tag, str) and local_name(el.tag) in _HEADING_NAMES else 0


_HEADING_NAMES = frozenset(tag.lower() for tag in HEADING_TAGS)


def _run_after(heading) -> list:
    """The siblings after `heading` up to the next heading of its rank or above."""
    rank = heading_rank(heading)
    run = []
    for sibling in heading.itersiblings():
        if not isinstance(sibling.tag, str):
            continue
        other = heading_rank(sibling)
        if other and other <= rank:
            break
        if any(heading_rank(h) and heading_rank(h) <= rank for h in sibling.iter(*HEADING_TAGS)):
            break
        run.append(sibling)
    return run
