"""The measures `drop_labelled_sections` takes of the boxes its labels open (`BoxMeasures`): text
lengths, links, card counts, the box a label's climb reaches, the page's heading texts, each taken
once and kept, or updated, across the drops of a pass.

In: elements of the content document, as the rule asks about them, and each element it drops
(`BoxMeasures.drop` drops it, keeping its tail). Out: the measures (ints, bools, elements).
"""
from __future__ import annotations

import itertools

from ..speedups import native as _speedups
from .box_verdicts import CARD_BOXES, SECTION_CARD_TITLE, SECTION_MIN_CARDS, children_with_links, unlinked_length
from .drops import Attachments, drop_keeping_tail
from .label_walk import LABEL_HEADING_MAX_CHARS
from .measures import element_text, folded_text, link_lengths, names_an_entity, text_length
from .spares import HEADING_TAGS


class BoxMeasures:
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
        # label rows holding links was measured whole for each label (`reads_like_a_box`)
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
        if any(children_with_links(box) >= SECTION_MIN_CARDS for box in el.iter(*CARD_BOXES)):
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
            if not self.fact(node, text_head).startswith(label) or self._over(node, label, limit):
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
        `BoxMeasures`."""
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


def _heading_entry(heading) -> str:
    """A heading's text as a table of contents' entry is compared with it."""
    return folded_text(heading).rstrip(":").casefold()


def _links_held(el) -> int:
    """How many links ("a" / "A") `el` holds, itself included."""
    return sum(1 for _ in el.iter("a", "A"))


def text_head(el, length: int = LABEL_HEADING_MAX_CHARS) -> str:
    """The start of `element_text(el)`, `length` characters or more of it (all of it when
    shorter): a label's box starts with the label, which is no longer than a label heading. Read
    once per box (`BoxMeasures`): a row of 4,000 empty cells before 1,000 "Advertisement" cells
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
