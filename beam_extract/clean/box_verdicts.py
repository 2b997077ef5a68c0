"""Whether the box a section label opens reads as links and teasers rather than content: links and a
line or two, teaser cards (a linked title and a short intro each), a list of alike linked cards, or
no table and no paragraph of prose (`reads_like_a_box`); or links and little else (`all_links`).

In: the box's parts (lxml elements of the content document), its label, and the `BoxMeasures` of
the pass (box_measures.py), which remembers what it measured. Out: a verdict (bool); nothing is
changed.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..dom import local_name
from .headings import LIST_TAGS
from .measures import link_lengths, linked_length, text_length
from .widget_reads import visible_chars

if TYPE_CHECKING:  # the measures are handed in; box_measures reads this module's thresholds
    from .box_measures import BoxMeasures


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


# A labelled box that is links and little else (SECTION_ALL_LINKS of its text in links) goes even when
# it holds over GUARD_SHARE of the region (a short video page under a long "Mehr aus der Sendung").
# Measured 2026-11-30 (make bench-quick, F1 even / odd): without, trafilatura-eval-dev 0.9227 / 0.9240;
# with 0.8: 0.9227 / 0.9253; ScrapingHub 0.9640 / 0.9686 and WCXB dev 0.8582 / 0.8570 unchanged.
SECTION_ALL_LINKS = 0.8


def all_links(parts: list) -> bool:
    """SECTION_ALL_LINKS or more of the parts' text is link text."""
    total = sum(text_length(el) for el in parts)
    linked = sum(linked_length(el) for el in parts)
    return total > 0 and linked >= SECTION_ALL_LINKS * total


def reads_like_a_box(parts: list, heading, measures: BoxMeasures) -> bool:
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


def _too_unlinked_for_cards(parts: list, heading, measures: BoxMeasures) -> bool:
    """Told from bounds kept across drops, without a walk of the parts: they hold over
    SECTION_MAX_UNLINKED characters outside links, too many for their links to be teaser cards,
    and no list of cards. Then `reads_like_a_box` comes to its last test as it would measuring
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
    """`part` is or holds a table, or a paragraph (`PARAGRAPHS_AND_TABLES`) of SECTION_MAX_PARAGRAPH
    characters or more outside links. A table is told without a walk: lxml's iter finds its next
    match before giving the first, a walk of the whole table (a table of 20,000 label rows, asked
    once a label, 2026-12-03)."""
    if part.tag == "table":
        return True
    return any(local_name(el.tag) == "table" or unlinked_length(el) >= SECTION_MAX_PARAGRAPH
               for el in part.iter(*PARAGRAPHS_AND_TABLES))


def _teaser_cards(parts: list, unlinked: int, measures: BoxMeasures) -> bool:
    """At least SECTION_MIN_CARDS links of SECTION_CARD_TITLE characters or more, and at most
    SECTION_MAX_PER_LINK characters outside links per link: a title and a short intro per card."""
    linked = [part for part in parts if not measures.holds_no_link(part)]  # no card without a link
    links = sum(measures.fact(part, _card_titles) for part in linked)
    if links >= SECTION_MIN_CARDS and unlinked <= SECTION_MAX_PER_LINK * links:
        return True
    return any(measures.fact(part, _holds_repeated_cards) for part in linked)


CARD_BOXES = (*LIST_TAGS, "div", "DIV")


def children_with_links(box) -> int:
    """How many of `box`'s element children hold a link with an href (`_repeated_cards`' cards)."""
    return len(_linked_children(box))


def _linked_children(container) -> list:
    """`container`'s element children that hold a link with an href: the cards of `_repeated_cards`."""
    return [child for child in container if isinstance(child.tag, str) and child.find(".//a[@href]") is not None]


def _card_titles(part) -> int:
    """The links of `part` that open their block and hold SECTION_CARD_TITLE characters or more."""
    return sum(1 for a in part.iter("a", "A") if _opens_its_block(a) and text_length(a) >= SECTION_CARD_TITLE)


def _holds_repeated_cards(part) -> bool:
    return any(_repeated_cards(el) for el in part.iter(*CARD_BOXES))


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


PARAGRAPHS_AND_TABLES = ("p", "P", "li", "LI", "dd", "DD", "blockquote", "BLOCKQUOTE", "pre", "PRE", "table", "TABLE")


def unlinked_length(el) -> int:
    """Characters of `el`'s text outside links."""
    total, linked = link_lengths(el)
    return max(0, total - linked)
