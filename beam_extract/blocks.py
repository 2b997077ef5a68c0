"""Boilerplate block pruning inside the content region (docs/block-rules.md).

In: the content document (lxml element), already cleaned.
Out: the same tree with boilerplate blocks removed in place; `prune_blocks` returns True when the
fallback fired (nothing would survive, less than MIN_KEPT_SHARE of the words would, or the region is
a single block) and the region was kept whole.

A block is the span between two block-level boundaries (the start or end of p, div, li, h1-h6,
section, ...). Per block: words (whitespace-separated tokens holding a letter or digit; each CJK
character is a word), link words (words that begin inside an `<a>`), link density = link words /
words. sup/sub text is not words; script/style/noscript/template/svg never count; `head` is not
part of the region. The decision is boilerpipe's NumWordsRulesClassifier (Kohlschütter et al.,
WSDM 2010) with its learned thresholds; prev/next are the nearest blocks that have words, and the
virtual blocks before the first and after the last have 0 words and link density 0.

Removal: a block-level element whose blocks are all boilerplate (and hold words) is dropped whole;
in the other boilerplate blocks the text is blanked and the inline elements lying inside the block
are dropped. Blocks without words (structural wrappers, images) stay.
"""
from __future__ import annotations

import bisect
import itertools
import re
from urllib.parse import urlsplit

from lxml import etree

from .clean import attached, drop_keeping_tail, names_ingredients
from .clean.measures import element_text, text_length_upto
from .dom import HAN_AND_KANA, NOT_WORD_TAGS, SEGMENT_BOUNDARY_TAGS, UNCOUNTED_TAGS, memoised_kinds, set_tail
from .speedups import native as _speedups

# boilerpipe NumWordsRulesClassifier (de.l3s.boilerpipe.filters.english), verbatim thresholds.
MAX_LINK_DENSITY_CURRENT = 0.333333
MAX_LINK_DENSITY_PREVIOUS = 0.555556
# The link rule spares a block of prose that links a phrase inside its sentences: one whose first
# word lies outside any link, of PROSE_MIN_WORDS words or more, at most PROSE_MAX_DENSITY link words
# (a paragraph whose one long link names a report or a programme; link lists and teaser cards start
# with their link). Added 2026-11-30 (bench --no-peers, F1 even / odd): before, ScrapingHub 0.9646 /
# 0.9707 (R 0.9723), WCXB dev 0.8669 / 0.8704, trafilatura-eval-dev 0.9321 / 0.9397; 30 words, 0.67:
# 0.9673 / 0.9712 (R 0.9759), 0.8673 / 0.8704, 0.9321 / 0.9397; 20 words: 0.9677 / 0.9722, 0.8675 /
# 0.8706, 0.9321 / 0.9384; 10 words: 0.9679 / 0.9730, 0.8677 / 0.8709, 0.9315 / 0.9384 (short
# prompts, "To view the full story, please subscribe to <link>", kept); 10 words, 0.5: 0.9674 /
# 0.9729, 0.8676 / 0.8708, 0.9315 / 0.9384; 10 words, 0.9: 0.9675 / 0.9724, 0.8678 / 0.8710,
# 0.9296 / 0.9384; 25 words, 0.67: 0.9673 / 0.9718, 0.8674 / 0.8705, 0.9321 / 0.9397 (kept); 25
# words, 0.8: 0.9670 / 0.9712, 0.8675 / 0.8705, 0.9321 / 0.9397. Without the link rule at all:
# ScrapingHub 0.9684 / 0.9581 (P 0.9421).
PROSE_MIN_WORDS = 25
PROSE_MAX_DENSITY = 0.67
# Pruning that would keep under this share of the region's words is not done: a region made mostly
# of link-dense blocks is a link list by design (a news round-up whose every item links out, a docs
# index), not boilerplate around an article. Measured (make bench, both development sets): no guard
# ScrapingHub 0.9616 / WCXB 0.8433; 0.10 0.9616 / 0.8450; 0.15 0.9638 / 0.8459; 0.20-0.30 0.9616 /
# 0.8459-0.8462; 0.50 0.9598 / 0.8469.
MIN_KEPT_SHARE = 0.15
# The link rule spares the titles of a run of cards: a heading that is all one link, followed by a
# block the rule keeps (its description), when the region holds CARD_TITLES_MIN or more such pairs
# (a docs index's "Using workflow templates" + one line on each page, a listicle's linked item
# names). Without it the descriptions stay and their titles go. Fewer pairs are an article's
# related-story teasers. Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd): before,
# ScrapingHub 0.9673 / 0.9718, WCXB dev 0.8763 / 0.8791 (documentation 0.9535 / 0.9314, listing
# 0.6845 / 0.7574, service 0.8575 / 0.8553), trafilatura-eval-dev 0.9321 / 0.9397; any one pair:
# 0.9672 / 0.9729, 0.8772 / 0.8798, 0.9315 / 0.9397 (five news stories gain their teasers'
# titles, a German one leaks one); 2 pairs: 0.9673 / 0.9731, 0.8771 / 0.8797; 3 (kept) or 4:
# 0.9675 / 0.9733, 0.8771 / 0.8797 (documentation 0.9544 / 0.9337, listing 0.6921 / 0.7627, service
# 0.8576 / 0.8557), 0.9321 / 0.9397; 5: documentation odd 0.9314 (a docs index of four cards).
CARD_TITLES_MIN = 3
# The cards may be list items too: a docs index's `<li><a href="page">Title</a><p>one line</p></li>`
# (a course's modules, a guide's chapters, a list of books each with a line). Its title is spared
# like a heading's when its first link leads to another page (`links_to_a_page`: an accordion's
# title toggles its panel with href="#", and golds leave those out) and its line, in the same item,
# holds CARD_LINE_MIN_WORDS words or more (a related story's item over its date line, "27 abril 2022",
# is a teaser). Added 2026-12-02 (bench_extract --no-peers, F1 even / odd): before, ScrapingHub
# 0.9801 / 0.9808, WCXB dev 0.8890 / 0.8911 (documentation 0.9618 / 0.9368), trafilatura-eval-dev
# 0.9433 / 0.9541; with: unchanged, 0.8890 / 0.8912 (documentation 0.9618 / 0.9375; five pages
# better: a docs course's modules 0.933 -> 0.968, a list of books 0.948 -> 0.959, two listings
# +0.008 / +0.011, a forum +0.004; none worse), unchanged (a link blog's titles kept, its snippets
# alike). Any item title: 12 pages moved, trafilatura-eval-dev even one leak more (an accordion's
# titles), WCXB dev an article 0.966 -> 0.965; links to a page, any line: a news page's related
# stories over their dates kept (not scored).
CARD_LINE_MIN_WORDS = 5
WORDS_CURRENT_SHORT = 16
WORDS_NEXT_SHORT = 15
WORDS_PREVIOUS_SHORT = 4
WORDS_CURRENT_LONG = 40
WORDS_NEXT_LONG = 17

_WORD = re.compile(HAN_AND_KANA.pattern + r"|\w\S*")


class Block:
    """One span between block-level boundaries."""

    __slots__ = ("content", "inlines", "link_words", "opens_linked", "slots", "words")

    def __init__(self, words: int = 0, link_words: int = 0) -> None:
        self.words = words
        self.link_words = link_words
        self.slots: list = []  # (element, "text" | "tail") holding this block's text
        self.inlines: list = []  # inline elements that start in this block
        self.content = True
        self.opens_linked = False  # its first word lies inside a link

    @property
    def link_density(self) -> float:
        return self.link_words / self.words if self.words else 0.0


_EMPTY = Block()


def links_inside_prose(block: Block) -> bool:
    """A block of prose whose links sit inside its sentences (see PROSE_MIN_WORDS)."""
    return (not block.opens_linked and block.words >= PROSE_MIN_WORDS
            and block.link_density <= PROSE_MAX_DENSITY)


def count_words(text: str) -> int:
    return len(_WORD.findall(text))


# count_words in C when built (its twin, tested equal): the checklist items' pieces are many and short.
_count_words = count_words if _speedups is None else _speedups.count_words


def is_content(prev: Block, curr: Block, next_: Block) -> bool:
    """boilerpipe's NumWordsRulesClassifier decision for `curr`."""
    if curr.link_density <= MAX_LINK_DENSITY_CURRENT:
        if prev.link_density <= MAX_LINK_DENSITY_PREVIOUS:
            if curr.words <= WORDS_CURRENT_SHORT:
                if next_.words <= WORDS_NEXT_SHORT:
                    return prev.words > WORDS_PREVIOUS_SHORT
                return True
            return True
        if curr.words <= WORDS_CURRENT_LONG:
            return next_.words > WORDS_NEXT_LONG
        return True
    return False


# What an element is to the segmentation, by raw tag (see `_kind`).
INLINE, LINK, QUIET, BOUNDARY, NEVER, NODE = range(6)


def _segment_kind(name: str) -> int:
    if name in UNCOUNTED_TAGS:
        return NEVER
    if name in SEGMENT_BOUNDARY_TAGS:
        return BOUNDARY
    if name == "a":
        return LINK
    if name in NOT_WORD_TAGS:
        return QUIET
    return INLINE


_KINDS, _kind = memoised_kinds(_segment_kind, NODE)


def segment(root) -> tuple[list[Block], list[tuple]]:
    """Cut the region into blocks. Also returns the block-level elements as
    (element, first block index, last block index), in document order."""
    if _speedups is not None:  # the same walk over libxml2's nodes, in C
        return _speedups.block_segments(root, _kind, Block, _speedups.count_words)
    return _segment_python(root)


def _segment_python(root) -> tuple[list[Block], list[tuple]]:
    """`segment` without the C speedups."""
    block = Block()
    blocks = [block]
    containers: list[tuple] = []
    open_containers: list[list] = []
    inline_stack: list[tuple] = []  # (element, block index where it started)
    link_depth = 0
    quiet_depth = 0  # inside sup/sub
    kinds = _KINDS
    findall = _WORD.findall
    walker = etree.iterwalk(root, events=("start", "end", "comment", "pi"))
    skip = walker.skip_subtree
    # Runs twice per element of an article region: no calls but for words.
    for event, el in walker:
        if event == "start":
            kind = kinds.get(el.tag)
            if kind is None:
                kind = _kind(el.tag)
            if kind == NEVER:
                skip()
                continue
            if kind == BOUNDARY:
                block = Block()
                blocks.append(block)
                open_containers.append([el, len(blocks) - 1])
            else:
                inline_stack.append((el, len(blocks) - 1))
                if kind == LINK:
                    link_depth += 1
                elif kind == QUIET:
                    quiet_depth += 1
            text = el.text
            if not text or text.isspace():  # layout whitespace holds no words
                continue
            block.slots.append((el, "text"))
        elif event == "end":
            kind = kinds.get(el.tag)
            if kind is None:
                kind = _kind(el.tag)
            if kind == BOUNDARY:
                element, first = open_containers.pop()
                containers.append((element, first, len(blocks) - 1))
                block = Block()
                blocks.append(block)
            elif kind != NEVER:
                element, started = inline_stack.pop()
                if started == len(blocks) - 1:
                    block.inlines.append(element)
                if kind == LINK:
                    link_depth -= 1
                elif kind == QUIET:
                    quiet_depth -= 1
            text = el.tail
            if not text or el is root or text.isspace():
                continue
            block.slots.append((el, "tail"))
        else:  # a comment or processing instruction: its tail
            text = el.tail
            if not text or text.isspace():
                continue
            block.slots.append((el, "tail"))
        if quiet_depth:
            continue
        words = len(findall(text))
        if words and not block.words:
            block.opens_linked = bool(link_depth)
        block.words += words
        if link_depth:
            block.link_words += words
    containers.sort(key=lambda item: (item[1], -item[2]))
    return blocks, containers


def classify(blocks: list[Block], *, links_only: bool = False) -> None:
    """Mark each block with words as content or boilerplate (NumWordsRules; with `links_only`,
    only its first rule: a block over one third link words is boilerplate, unless it is prose
    linking inside its sentences: `links_inside_prose`)."""
    worded = [b for b in blocks if b.words]
    if links_only:
        for curr in worded:
            curr.content = curr.link_density <= MAX_LINK_DENSITY_CURRENT or links_inside_prose(curr)
        return
    for index, curr in enumerate(worded):
        prev = worded[index - 1] if index else _EMPTY
        next_ = worded[index + 1] if index + 1 < len(worded) else _EMPTY
        curr.content = is_content(prev, curr, next_)


_HEADING_TAGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6", "H1", "H2", "H3", "H4", "H5", "H6"))
CARD_ITEM_TAGS = frozenset(("li", "LI"))


def links_to_a_page(item) -> bool:
    """The item's first link leads to another page: not to an anchor of this one or a script (an
    accordion's or a tab's title is a toggle: `href="#"`), and not a link without a target."""
    link = next(item.iter(*_LINK_TAGS), None)
    if link is None:
        return False
    href = (link.get("href") or "").strip()
    return bool(href) and not href.startswith("#") and href[:11].lower() != "javascript:"


def spare_card_titles(blocks: list[Block], containers: list[tuple]) -> int:
    """Mark as content the linked card titles the link rule dropped (see CARD_TITLES_MIN): blocks
    that are a whole heading, every word in a link, whose next block with words is content and no
    such heading; or the first block of a list item (CARD_ITEM_TAGS) whose first link leads to
    another page (`links_to_a_page`), every word in a link, whose next block with words is content
    inside the same item, of CARD_LINE_MIN_WORDS words or more. Returns how many were spared (0
    under CARD_TITLES_MIN)."""
    headings = {first for element, first, last in containers if first == last and element.tag in _HEADING_TAGS}
    worded = [index for index, block in enumerate(blocks) if block.words]
    items: dict[int, int] = {}  # an item's first block with words -> the item's last block
    for element, first, last in containers:
        if element.tag in CARD_ITEM_TAGS and links_to_a_page(element):
            position = bisect.bisect_left(worded, first)
            if position < len(worded) and worded[position] <= last:
                items[worded[position]] = max(last, items.get(worded[position], -1))
    titles = []
    for position, index in enumerate(worded[:-1]):
        block = blocks[index]
        if block.content or block.link_words != block.words:
            continue
        following = worded[position + 1]
        if not blocks[following].content or following in headings:
            continue
        if index in headings or (items.get(index, -1) >= following
                                 and blocks[following].words >= CARD_LINE_MIN_WORDS):
            titles.append(block)
    if len(titles) < CARD_TITLES_MIN:
        return 0
    for block in titles:
        block.content = True
    return len(titles)


def prune_blocks(root, *, links_only: bool = False) -> bool:
    """Remove boilerplate blocks in place; True when the fallback fired and the region was kept whole."""
    if root is None:
        return True
    if isinstance(root, etree._ElementTree):
        root = root.getroot()
    if _speedups is not None:  # the same steps over C arrays: no Python object per block or text run
        return _speedups.prune_walk(root, _kind, links_only, drop_keeping_tail)
    return _prune_walk_python(root, links_only)


def _prune_walk_python(root, links_only: bool) -> bool:
    """`prune_blocks` on an element, without the C speedups."""
    blocks, containers = segment(root)
    worded = [b for b in blocks if b.words]
    if len(worded) <= 1:
        return True
    classify(blocks, links_only=links_only)
    if links_only:
        spare_card_titles(blocks, containers)
    kept = sum(b.words for b in worded if b.content)
    total = sum(b.words for b in worded)
    if not kept or kept < MIN_KEPT_SHARE * total:
        return True
    if kept == total:  # every block with words is content
        return False
    _remove(root, blocks, containers)
    return False


def _remove(root, blocks: list[Block], containers: list[tuple]) -> None:
    # Prefix sums: content words and all words up to each block, to test a container's span in O(1).
    content_sum = [0]
    words_sum = [0]
    for block in blocks:
        content_sum.append(content_sum[-1] + (block.words if block.content else 0))
        words_sum.append(words_sum[-1] + block.words)
    dropped_until = -1
    covered = [False] * len(blocks)
    victims = []
    for element, first, last in containers:
        if element is root or first <= dropped_until:
            continue
        if content_sum[last + 1] == content_sum[first] and words_sum[last + 1] > words_sum[first]:
            victims.append(element)
            dropped_until = last
            for index in range(first, last + 1):
                covered[index] = True
    for index, block in enumerate(blocks):
        if block.content or not block.words or covered[index]:
            continue
        for el, slot in block.slots:
            if slot == "text":
                el.text = None
            else:
                el.tail = None
        for el in block.inlines:
            victims.append(el)
    for el in victims:
        drop_keeping_tail(el)


# A data table's row is read across: the cell naming the row (a product in a comparison, a company
# in a ranking, a plan's feature) belongs with the values beside it. The link rule drops such a
# cell when its name is a link (to the product's page, a popup) while the row's other cells stay,
# leaving values without their names ("$750 26 hours 1.4-inch AMOLED" without "Garmin Forerunner
# 970"). `linked_row_cells` saves the linked cells (holding a letter) of rows holding another cell
# with text before the pruning and `restore_row_cells` puts back those the pruning took from a row it
# kept a cell of; a table's first row names its columns, not itself, and is left to the link rule.
# Added 2026-12-01 (per-page text F1 of every page of the three sets, even / odd): before,
# ScrapingHub 0.97594 / 0.98026, WCXB dev 0.88611 / 0.88763 (listing odd 0.7932, service odd 0.8516),
# trafilatura-eval-dev 0.94118 / 0.94920; with: 0.97594 / 0.98060 (a stock table's tickers),
# 0.88611 / 0.88829 (listing odd 0.8008: a table of laureates 0.38 -> 0.76; service odd 0.8531: a
# pricing table's linked feature names 0.51 -> 0.62; 11 pages better, 4 worse by 0.001: golds that
# leave a ranking's table out), 0.94118 / 0.94993 (a recipe's linked ingredient found). Every row,
# the first too, cells without a letter too: WCXB even 0.88609 (a comparison widget's first row of
# linked product cards 0.957 -> 0.951, a ranking's linked star ratings 0.933 -> 0.926); every row,
# cells with a letter: 0.88610.
_DATA_CELL_TAGS = frozenset(("td", "th", "TD", "TH"))
_ROW_TAGS = ("tr", "TR")
_LINK_TAGS = ("a", "A")
_TABLE_TAGS = ("table", "TABLE")


def linked_row_cells(root) -> list[tuple]:
    """The cells holding a link in table rows of two or more cells with text, as (row, the row's
    cells, index of the cell, a copy of the cell), saved before `prune_blocks`."""
    # The rows first: most contents hold none, and the climb from each link (1,721 on 0203) was then
    # all for nothing (0203's rule 1.5 -> 0.1 ms, 2026-12-07).
    rows = list(root.iter(*_ROW_TAGS))
    if not rows:
        return []
    holding = _holding_links(root)
    if not holding:
        return []
    first_rows: dict = {}  # table -> its first row (held: the proxies keep their identity)
    saved = []
    for row in rows:
        if row not in holding:
            continue
        cells = [cell for cell in row if cell.tag in _DATA_CELL_TAGS]
        if len(cells) < 2:
            continue
        # The linked cells first (most rows hold none: their cells' text is never read), then two
        # cells with text at most read (2026-12-02: the same cells saved, the function's CPU over
        # WCXB dev x0.72).
        linked = [index for index, cell in enumerate(cells) if cell in holding]
        if not linked or _heads_its_table(row, first_rows):
            continue
        if next(itertools.islice((cell for cell in cells if _has_text(cell)), 1, None), None) is None:
            continue
        for index in linked:
            if _has_letters(cells[index]):
                # `__copy__` is what lxml's `__deepcopy__` calls, without the copy module's memo.
                saved.append((row, cells, index, cells[index].__copy__()))
    return saved


def _holding_links(root) -> set:
    """The elements of `root`'s subtree that hold a link (`el.iter("a", "A")` finds one), in one
    climb from each link that stops where an earlier climb passed: a cell's own walk for a link
    read a 7,000-cell page's cells again, 14 ms (2026-12-02)."""
    holding: set = set()
    for link in root.iter(*_LINK_TAGS):
        node = link
        while node is not None and node not in holding:
            holding.add(node)
            if node is root:
                break
            node = node.getparent()
    return holding


def restore_row_cells(root, saved: list[tuple]) -> int:
    """Put back the saved cells (`linked_row_cells`) that the pruning emptied or dropped from a row
    still in `root` that kept another cell's text. Returns how many were put back."""
    restored = 0
    in_root: dict = {}  # row -> is it still in `root` (a row's cells are saved together: one climb a row)
    for row, cells, index, original in saved:
        cell = cells[index]
        if cell.getparent() is row and _has_text(cell):
            continue
        if row is not root:
            kept = in_root.get(row)
            if kept is None:
                kept = in_root[row] = attached(row, root)
            if not kept:
                continue
        if not any(other is not cell and other.getparent() is row and _has_text(other) for other in cells):
            continue
        _put_back_cell(row, cells, index, original)
        restored += 1
    return restored


def _put_back_cell(row, cells: list, index: int, original) -> None:
    """Put the saved copy of `cells[index]` back in `row`, in its place among the row's cells."""
    cell = cells[index]
    if cell.getparent() is row:
        set_tail(original, cell.tail)
        row.replace(cell, original)
    else:
        later = next((other for other in cells[index + 1:] if other.getparent() is row), None)
        if later is None:
            row.append(original)
        else:
            later.addprevious(original)
    cells[index] = original


# A ranking's row may link every cell, its name too (a list of laureates whose years link to each
# year's page from some year on): the link rule then drops the whole row while the table's rows
# naming themselves in plain text stay, and the table ends where the links begin. `linked_rows`
# notes, before the pruning, where each row whose every cell with text holds a link sits;
# `restore_linked_rows` puts back those rows the pruning emptied or dropped from a table it kept a
# row of (two cells with text or more, not the first, which names the columns). A table the rule
# dropped whole or kept only the headings of (a navigation box) stays out.
# Added 2026-12-03 (per-page text F1, even / odd halves): WCXB dev listing odd +0.165 (a list of
# laureates 0.756 -> 0.921), service even +0.006 (a pricing table's row of linked buttons, which its
# gold keeps); no other page of the three sets moved.
def linked_rows(saved: list[tuple]) -> dict:
    """The rows of `saved` (`linked_row_cells`) whose every cell with text holds a link, each to its
    parent and next sibling, in document order."""
    linked: dict = {}
    for row, cells, index, _ in saved:
        linked.setdefault(row, (cells, set()))[1].add(index)
    places = {}
    for row, (cells, indexes) in linked.items():
        if all(index in indexes or next(cell.iter(*_LINK_TAGS), None) is not None
               for index, cell in enumerate(cells) if _has_text(cell)):
            places[row] = (row.getparent(), row.getnext())
    return places


def restore_linked_rows(root, saved: list[tuple], places: dict) -> int:
    """Put back the rows of `places` (`linked_rows`) the pruning emptied or dropped from a table
    still in `root` that kept a row of two cells with text or more. Returns how many."""
    lost = [row for row in places if not _has_text(row) or not (row is root or attached(row, root))]
    if not lost:
        return 0
    kept_tables: dict = {}
    restored = []
    for row in reversed(lost):
        parent, following = places[row]
        table = parent if parent.tag in _TABLE_TAGS else next(parent.iterancestors(*_TABLE_TAGS), None)
        if table is None or not _table_keeps_a_row(table, root, places, kept_tables):
            continue
        if row.getparent() is None:
            if not attached(parent, root):
                continue
            if following is None:
                parent.append(row)
            elif following.getparent() is parent:
                following.addprevious(row)
            else:
                continue
            row.tail = None
        restored.append(row)
    back = set(restored)
    for row, cells, index, original in saved:
        if row in back and not (cells[index].getparent() is row and _has_text(cells[index])):
            _put_back_cell(row, cells, index, original)
    return len(restored)


def _table_keeps_a_row(table, root, places: dict, kept: dict) -> bool:
    """`table` is in `root` and holds a row, not its first nor one of `places`, with two cells with
    text or more (memoised in `kept`)."""
    if table not in kept:
        rows = itertools.islice(table.iter(*_ROW_TAGS), 1, None)  # the first names the columns
        kept[table] = (table is root or attached(table, root)) and any(
            row not in places and sum(1 for cell in row if cell.tag in _DATA_CELL_TAGS and _has_text(cell)) >= 2
            for row in rows)
    return kept[table]


def _heads_its_table(row, first_rows: dict) -> bool:
    """`row` is the first row of its table: its cells name the columns, not the row. `first_rows`
    keeps each table's first row once found."""
    table = next(row.iterancestors(*_TABLE_TAGS), None)
    if table is None:
        return True
    first = first_rows.get(table)
    if first is None:
        first = first_rows[table] = next(table.iter(*_ROW_TAGS))
    return first is row


def _has_letters(el) -> bool:
    """Does a letter (`str.isalpha`) stand in `el`'s text? Read in one string built in C (the text
    `el.itertext()` yields, comments and processing instructions left out): lxml's iterator cost
    ~4 us a cell, 2.7 ms of a 640-cell table's 5.3 ms in `linked_row_cells` (2026-12-05)."""
    return any(map(str.isalpha, element_text(el)))


def _has_text(el) -> bool:
    """Does `el` hold text other than white space? (`element_text` is stripped; see `_has_letters`.)"""
    return bool(element_text(el))


# A heading whose text is a link to its own place on the page (`<h2 id="modules"><a href="#modules">
# Modules</a></h2>`: Hugo's and Docusaurus' permalink headings, MDN's) is a section's title, not a
# link away: the link rule took such a heading as all link words. `unlink_heading_links` sets
# the tag of such links aside for the pruning and `relink_heading_anchors` puts it back.
# Added 2026-12-01 (snapshot of every page): one WCXB dev page changed, a Docker guide 0.914 -> 0.933
# (odd; documentation odd 0.9364 -> 0.9368); ScrapingHub and trafilatura-eval-dev: no page changed.
# Any in-page link in a heading: a contents box set in headings kept (an article -0.005, even).
_HEADING_TAG_TUPLE = tuple(sorted(_HEADING_TAGS))
_ANCHOR_STANDIN = "span"


def unlink_heading_links(root) -> list[tuple]:
    """The links inside headings to the heading's own place (`points_to_its_heading`) and those of a
    listicle's numbered item headings (see NUMBERED_TITLES_MIN), as (link, its tag), each retagged as a
    span so that `prune_blocks` counts its words as the heading's own. One walk over the headings for
    both (lxml's `iter` climbs the ancestors at each step: a walk over a deep nest is not linear)."""
    headings = list(root.iter(*_HEADING_TAG_TUPLE))
    return _unlink_permalinks(headings) + _unlink_numbered_titles(headings)


def _unlink_permalinks(headings: list) -> list[tuple]:
    saved = []
    for heading in headings:
        for link in heading.iter(*_LINK_TAGS):
            if points_to_its_heading(link, heading):
                saved.append((link, link.tag))
                link.tag = _ANCHOR_STANDIN
    return saved


def points_to_its_heading(link, heading) -> bool:
    """`link`'s href is "#" and the id (or anchor name) of the heading, of an element inside it or
    of its parent (the section it titles): the heading's permalink, not a contents box's entry."""
    href = link.get("href") or ""
    if len(href) < 2 or href[0] != "#" or "".join(link.itertext()).lstrip().startswith("#"):
        return False  # a shown anchor ("#section8") is the permalink's sign, not the title
    target = href[1:]
    parent = heading.getparent()
    if heading.get("id") == target or (parent is not None and parent.get("id") == target):
        return True
    return any(el.get("id") == target or el.get("name") == target for el in heading.iter())


# A listicle's numbered item headings link the item's name away (`<h3>2. <a href="https://vendor.example">
# Lyfe Marketing</a></h3>`: ranked agencies, tools, products): over one third link words, the link rule
# took each heading and kept the item's text under it. A heading whose own text before its first child
# is an item number ("2.", "2)", "#2", "2"), whose first child is a link holding the rest of its words,
# is the item's title when the region holds NUMBERED_TITLES_MIN or more such headings (one numbered
# linked heading is as often a teaser's). `unlink_heading_links` sets their links' tags aside for the
# pruning as it does a permalink's. Added 2026-12-05 (bench_extract --no-peers, F1 even / odd):
# WCXB dev 0.8998 / 0.9015 -> 0.8999 / 0.9016 (article 0.9576 / 0.9609 -> 0.9577 / 0.9611: 14 listicles
# moved, 10 better by up to +0.023, four worse by at most 0.009 where the titles came back but their
# words already stood elsewhere in our text); ScrapingHub and trafilatura-eval-dev: no page moved. A
# minimum of 2 or 5 headings: the same figures (3 kept, as CARD_TITLES_MIN); the number in no wrapper
# (NUMBERED_TITLE_WRAPPERS 0) left `<h3><strong>1. <a>` titles out (0315 0.956 -> 0.960, 0283 level
# against 0.970 and +0.002).
NUMBERED_TITLES_MIN = 3
NUMBERED_TITLE_WRAPPERS = 2
_ITEM_NUMBER = re.compile(r"#?\d{1,3}[.):]?")


def _numbered_title_link(heading):
    """The link of a numbered item heading (see above), or None. The number may stand in a wrapper
    that is the heading's only child (`<h3><strong>1. <a>Amazon Polly</a></strong></h3>`)."""
    for _ in range(NUMBERED_TITLE_WRAPPERS):
        if (heading.text and heading.text.strip()) or len(heading) != 1 or heading[0].tag in _LINK_TAGS:
            break
        heading = heading[0]
    number = heading.text
    if not number or not _ITEM_NUMBER.fullmatch(number.strip()):
        return None
    link = next(iter(heading), None)
    if link is None or link.tag not in _LINK_TAGS or (link.tail and link.tail.strip()):
        return None
    return link if link.getnext() is None else None


def _unlink_numbered_titles(headings: list) -> list[tuple]:
    links = [link for link in map(_numbered_title_link, headings) if link is not None]
    return _retagged_when_enough(links, NUMBERED_TITLES_MIN)


def _retagged_when_enough(links: list, at_least: int) -> list[tuple]:
    """`links` retagged as _ANCHOR_STANDIN, as (link, its tag), when there are `at_least`; else none."""
    if len(links) < at_least:
        return []
    saved = [(link, link.tag) for link in links]
    for link in links:
        link.tag = _ANCHOR_STANDIN
    return saved


# A recipe's ingredient line may link its ingredient to a shop's product or a glossary ("4 cups (500g)
# <a>Unbleached Bread Flour</a>"): over one third link words, the link rule took the line whole.
# The items of an ingredient list (an element whose class or id names ingredients, or marked as a
# Recipe's `recipeIngredient` / `ingredients`) have their links retagged as spans for the pruning
# (`unlink_ingredient_links`; `relink_heading_anchors` gives their tags back). Added 2026-12-03 with
# `clean.in_an_ingredient_list` (see there for the figures).
_INGREDIENT_LISTS = etree.XPath(
    "descendant-or-self::*[contains(@class, 'ngredient') or contains(@id, 'ngredient') or contains(@itemprop, 'ngredient')]")


_INGREDIENT_ATTRIBUTES = ("class", "id", "itemprop")


def ingredient_list_holders(root) -> list:
    """`_INGREDIENT_LISTS(root)`: `root` and the elements below it, in document order, whose class,
    id or itemprop holds "ngredient". In C one walk without building the values
    (`_speedups.names_holding`): the XPath's contains() tests over every element of the content
    document were ~2% of extract()'s CPU (every fourth page of WCXB dev and trafilatura-eval-dev,
    2026-12-04)."""
    if _speedups is None or not isinstance(root, etree._Element):
        return _INGREDIENT_LISTS(root)
    holders = _speedups.names_holding(root, ("ngredient",), _INGREDIENT_ATTRIBUTES, False)
    if any("ngredient" in (root.get(name) or "") for name in _INGREDIENT_ATTRIBUTES):
        holders.insert(0, root)
    return holders


def unlink_ingredient_links(root) -> list[tuple]:
    """The links inside the items of ingredient lists (see above), as (link, its tag), each retagged
    as a span so that `prune_blocks` counts its words as the line's own."""
    saved = []
    seen: set = set()
    for holder in ingredient_list_holders(root):
        if not names_ingredients(holder):
            continue
        for item in holder.iter("li", "LI", "tr", "TR", "p", "P"):
            for link in item.iter(*_LINK_TAGS):
                if link not in seen:
                    seen.add(link)
                    saved.append((link, link.tag))
                    link.tag = _ANCHOR_STANDIN
    return saved


# A paragraph written inside a named anchor (`<p><a name="wodarg">Eine der meistgestellten Fragen ist
# ...</a></p>`: an interview's questions made targets of its contents box) is the paragraph's text, not
# a link: an `a` with a `name`, no href and no script (`role`, `onclick`) whose parent is a `p` and
# whose text ends a sentence. `unlink_named_anchors` sets its tag aside for the pruning as
# `unlink_heading_links` does. Added 2026-12-04 (bench_extract --no-peers, F1 even / odd):
# trafilatura-eval-dev 0.9596 / 0.9672 -> 0.9603 / 0.9672 (an interview's four questions back),
# ScrapingHub and WCXB dev: no page moved. Tried: every
# href-less named anchor read as text took a health article's `h2 > a[name]` section titles, which
# WCXB's gold leaves out (WCXB dev even -0.0092, odd -0.0021); any in a `p`, a service page's
# call to action styled as a link ("Get In Touch with a CRM Expert": WCXB dev 4255 1.0 -> 0.998).
_PARAGRAPH_TAG_TUPLE = ("p", "P")
_SCRIPT_ATTRIBUTES = ("href", "role", "onclick")
_SENTENCE_ENDS = (".", "?", "!", "\u2026")
_CLOSING_MARKS = "\"'\u201c\u201d\u2019\u00bb)] \t\r\n\xa0"


def _ends_a_sentence(el) -> bool:
    """`el`'s text ends with a sentence's closing mark (past closing quotes and brackets)."""
    return "".join(el.itertext()).rstrip(_CLOSING_MARKS).endswith(_SENTENCE_ENDS)


def unlink_named_anchors(root) -> list[tuple]:
    """The named anchors that hold a paragraph's text (see above), as (link, its tag), each retagged
    as a span so that `prune_blocks` counts its words as the paragraph's own."""
    saved = []
    for paragraph in root.iter(*_PARAGRAPH_TAG_TUPLE):
        for link in paragraph.iterchildren(*_LINK_TAGS):
            if (link.get("name") and not any(link.get(name) is not None for name in _SCRIPT_ATTRIBUTES)
                    and _ends_a_sentence(link)):
                saved.append((link, link.tag))
                link.tag = _ANCHOR_STANDIN
    return saved


# A service page's cards for its own sub-pages (a hub "HR consulting" linking each of its services, a
# product page its features) often set the card's title and its line of description inside one link
# (`<a href="/service/ai/"><span>AI and automation</span><span>Solve customer issues faster with
# AI.</span></a>`, `<a><div><h3>HR Technology</h3><p>Providing cloud-based HR solutions ...</p></div></a>`):
# all link words, the link rule took them whole, while the golds keep them as the page's offer.
# A card is a link holding a title (its first text, LINK_CARD_TITLE_MAX_WORDS words at most) and after
# it an element of its own text of LINK_CARD_LINE_MIN_WORDS words or more, leading below the page's
# own path on its own site ("/service/" -> "/service/ai/"; "/services/consulting.html" ->
# "/services/consulting/deals.html"): the teaser grids the golds leave out link across the site (other
# stories, other products), not down from the page. With LINK_CARDS_MIN such cards or more,
# `unlink_link_cards` sets their tags aside for the pruning as `unlink_heading_links` does.
# Added 2026-12-06 (service44; snapshot of the 2,160 pages, per-page word F1): WCXB dev service odd
# +0.2139 (Zendesk's feature cards 0.6564 -> 0.7799, Warren Averett's service cards 0.6309 ->
# 0.7213), no page of the even half, ScrapingHub or trafilatura-eval-dev moved. Tried: every link of
# that shape wherever it leads moved 27 pages, ScrapingHub odd -1.2097 (CBS's story teasers), WCXB dev
# article even -0.0687 / odd -0.1523, listing odd -0.2240, collection odd -0.2860, service even
# -0.0518 (0714's case studies, 4287's resource cards); the line as any text run (an inline part,
# 3 words) and the sibling cards of a card leading down: 4 pages, article even -0.0017 (a title split
# by `<em>`: "Who / Shouldn't / Apply"), listing even +0.0104, the two pages above as kept.
LINK_CARDS_MIN = 2
LINK_CARD_TITLE_MAX_WORDS = 12
LINK_CARD_LINE_MIN_WORDS = 4
_PAGE_SUFFIX = re.compile(r"(?:/|\.[a-z]{2,5})$", re.I)


def _site_and_path(url: str) -> tuple[str, str] | None:
    try:
        parts = urlsplit(url.strip())
    except ValueError:  # an unclosed "[" in the host
        return None
    return parts.netloc.lower(), parts.path


def _page_folder(url: str) -> tuple[str, str] | None:
    """The site and the path the page's own sub-pages sit under: its URL's path without a closing
    slash or file suffix ("/services/consulting.html" -> "/services/consulting/"); None for a site's
    root page."""
    site_path = _site_and_path(url)
    if site_path is None:
        return None
    site, path = site_path
    path = _PAGE_SUFFIX.sub("", path)
    return (site, path + "/") if path.strip("/") else None


def _card_shaped(link) -> bool:
    """`link` holds a title (its first text, of LINK_CARD_TITLE_MAX_WORDS words or fewer) and after
    it a line of its own: an element holding only text, of LINK_CARD_LINE_MIN_WORDS words or more."""
    # The lines first: most links hold none (an image, a title alone), and the title's `itertext`
    # walks lxml's events in Python (0203's 1,370 links to its own sub-pages, an image or a title
    # each: the rule 7.1 -> 1.9 ms, 2026-12-07).
    lines = (line for line in (el.text.strip() for el in link.iterdescendants(etree.Element)
                               if len(el) == 0 and el.text)
             if len(line.split()) >= LINK_CARD_LINE_MIN_WORDS)
    line = next(lines, None)
    if line is None:
        return False
    title = _first_text(link)
    if title is None or len(title.split()) > LINK_CARD_TITLE_MAX_WORDS:
        return False
    return line != title or any(other != title for other in lines)


# A card may also be a heading alone, an icon beside it: Supabase's grid of sign-in providers under its
# Auth guide (`<a href="/docs/guides/auth/social-login/auth-apple"><img alt="Apple Icon"><h5>Apple</h5>
# </a>`, twenty of them), the sub-pages the guide lists by name. A link holding a heading (h2-h6, at
# most LINK_CARD_TITLE_MAX_WORDS words) and no other text, leading below the page, counts as a card
# (`_headed_card`). Added 2026-12-07 (docs59; snapshot of the 2,160 pages against base58, per-page word
# F1): WCXB dev 0676 (documentation even) 0.9466 -> 0.9813, 0057 (a movers' review, article odd: each
# company's name heading its card) 0.8465 -> 0.8473; no page down, ScrapingHub and trafilatura-eval-dev
# unmoved.
_CARD_HEADINGS = ("h2", "h3", "h4", "h5", "h6", "H2", "H3", "H4", "H5", "H6")
CARD_TEXT_READ_MAX = 200  # characters of a card read to compare with its heading (a title: under 100)
CARD_ELEMENTS_MAX = 40  # elements of a card read (Supabase's: 12), not tuned


def _headed_card(link) -> bool:
    """`link` holds a heading (its title, LINK_CARD_TITLE_MAX_WORDS words at most) and no other text."""
    if text_length_upto(link, CARD_TEXT_READ_MAX, CARD_ELEMENTS_MAX) > CARD_TEXT_READ_MAX:
        return False  # told within bounds, before any walk of the card
    heading = next(link.iter(*_CARD_HEADINGS), None)
    if heading is None:
        return False
    title = " ".join("".join(heading.itertext()).split())
    return (bool(title) and len(title.split()) <= LINK_CARD_TITLE_MAX_WORDS
            and " ".join("".join(link.itertext()).split()) == title)


def _first_text(el) -> str | None:
    """The first piece of `el.itertext()` that is not blank, stripped (None when there is none): read
    from `el`'s own text or its first child's when either holds one, without lxml's event walk."""
    text = (el.text or "").strip()
    if text:
        return text
    if len(el) and isinstance(el[0].tag, str):  # an element: its text is the walk's next piece
        text = (el[0].text or "").strip()
        if text:
            return text
    return next((text for text in map(str.strip, el.itertext()) if text), None)


def _may_lead_below(link, folder: tuple[str, str]) -> bool:
    """`link`'s href holds `folder`'s path: the test most links fail, before `_leads_below` splits it."""
    href = link.get("href")
    return bool(href) and folder[1] in href


def _leads_below(link, folder: tuple[str, str]) -> bool:
    """`link`'s href is a page under `folder` (`_page_folder`), on the same site or site-relative."""
    if not _may_lead_below(link, folder):  # most links: no address to split
        return False
    target = _site_and_path(link.get("href"))
    if target is None:
        return False
    site, path = target
    return site in ("", folder[0]) and path.startswith(folder[1]) and len(path) > len(folder[1])


def unlink_link_cards(root, url: str | None) -> list[tuple]:
    """The link cards for the page's own sub-pages (see above), as (link, its tag), each retagged as
    a span so that `prune_blocks` counts their words as the card's own; none when fewer than
    LINK_CARDS_MIN stand in `root` or the page has no `url` below its site's root."""
    folder = _page_folder(url) if url else None
    if folder is None:
        return []
    # The href's cheap test, then the card's shape, then the href split: a gallery page's 1,370 links
    # to its own sub-pages (an image and a title each, no card) spent 3.6 ms splitting URLs (2026-12-06).
    cards = [link for link in root.iter(*_LINK_TAGS)  # a card's line is an element: a bare link is none
             if len(link) and _may_lead_below(link, folder) and (_card_shaped(link) or _headed_card(link))
             and _leads_below(link, folder)]
    return _retagged_when_enough(cards, LINK_CARDS_MIN)


# A checklist's items may link some of their words to a page about the thing named ("Choose
# <a>bridesmaid dresses</a>", "<a>Tent</a>", "<a>Stakes</a>": a packing list's gear linking to its
# reviews): over one third link words, the link rule took each such item while its plain neighbours
# stayed, and the list came out with holes. A list (`ul` / `ol`) of CHECKLIST_ITEMS_MIN items or more,
# each of CHECKLIST_ITEM_MAX_WORDS words at most, CHECKLIST_PLAIN_SHARE of which (or more) hold words
# of their own besides their links', is such a list: a menu, a "related posts" list or a tag cloud
# links every item whole. `unlink_checklist_links` sets its links' tags aside for the pruning as
# `unlink_heading_links` does, unless the region's words stand mostly in links (over
# CHECKLIST_REGION_LINK_SHARE: an index of links, which the pruning keeps whole as MIN_KEPT_SHARE's
# fallback; a few of its lists spared pushed it over that share and the rest went: Wikipedia's list
# of programming languages, WCXB dev 2904, 0.980 -> 0.361).
# Added 2026-12-07 (later54; snapshot of the 2,160 pages, per-page word F1 summed): WCXB dev article
# even +0.1829 / odd +0.3151 (a packing list 0.900 -> 0.990, a wedding checklist 0.933 -> 0.998, how-tos
# up to +0.11; 7 pages worse by at most 0.0094: a newsletter's list of "My podcast, <a>...</a> -
# weekly episodes", a shop's "Facebook: <a>MonsGeek</a>" list, a promo line),
# listing even +0.0455, service even +0.0288, collection odd +0.0108, documentation even +0.0054,
# service odd -0.0004 (0181: a recruiter's list of roles, two of them linked, that its gold leaves out
# whole; its plain roles were kept before); ScrapingHub even +0.0050 (one page), trafilatura-eval-dev
# unchanged. The first id batch +0.1942, the later +0.3938. Tried: a share of 0.25 (article even
# +0.1987, odd +0.3608, but 9 pages worse: two "related articles" lists two of whose five titles open
# with a plain word, 4486 and 4106, -0.006 / -0.005); besides, an item holding no link at all (article
# +0.0957 / +0.1132: most checklists link each item); items without a link as the only plain ones, 12
# words at most (+0.0579 / +0.0363); without the region's share: 2904 above, listing even -0.6005.
# An item of more than CHECKLIST_ITEM_ELEMENTS elements is no checklist's item: a bound on the count
# (each list of a nest of lists is asked), not tuned.
CHECKLIST_ITEMS_MIN = 4
CHECKLIST_ITEM_MAX_WORDS = 30
CHECKLIST_PLAIN_SHARE = 0.5
CHECKLIST_REGION_LINK_SHARE = 0.5
CHECKLIST_ITEM_ELEMENTS = 32
_LIST_TAGS = ("ul", "ol", "UL", "OL")
_ITEM_TAGS = ("li", "LI")


def _checklist_links(items: list) -> list:
    """The links of `items` (a list's items) when they make a checklist (see above); else none."""
    if len(items) < CHECKLIST_ITEMS_MIN:
        return []
    worded = 0  # items holding words of their own besides their links
    links = []
    for item in items:
        words = _item_words(item)
        if not words:
            return []
        links.extend(item.iter(*_LINK_TAGS))
        if words > _link_words(item)[1]:
            worded += 1
    return links if worded >= CHECKLIST_PLAIN_SHARE * len(items) else []


def _item_words(item) -> int:
    """The words of a list item's text, or 0 when it holds more than CHECKLIST_ITEM_MAX_WORDS or more
    than CHECKLIST_ITEM_ELEMENTS elements (read no further: each list of a nest of lists is asked, and
    an unbounded count read each nested item's whole subtree again)."""
    words = _count_words(item.text or "")
    for count, el in enumerate(item.iterdescendants()):
        if count >= CHECKLIST_ITEM_ELEMENTS:
            return 0
        if isinstance(el.tag, str):
            words += _count_words(el.text or "")
        words += _count_words(el.tail or "")
        if words > CHECKLIST_ITEM_MAX_WORDS:
            return 0
    return words


def unlink_checklist_links(root) -> list[tuple]:
    """The links inside the items of checklists (see CHECKLIST_ITEMS_MIN), as (link, its tag), each
    retagged as a span so that `prune_blocks` counts its words as the item's own; none in a region
    whose words stand mostly in links (CHECKLIST_REGION_LINK_SHARE)."""
    links = []
    for holder in root.iter(*_LIST_TAGS):
        links.extend(_checklist_links([item for item in holder if item.tag in _ITEM_TAGS]))
    if not links or _link_share(root) > CHECKLIST_REGION_LINK_SHARE:
        return []
    saved = []
    for link in links:
        if link.tag in _LINK_TAGS:  # (a nested list's links are retagged once)
            saved.append((link, link.tag))
            link.tag = _ANCHOR_STANDIN
    return saved


# A tutorial's index of topics sets, section by section, a list of links to its lessons between the
# section's heading or lede and the next section ("1. Data Preprocessing" / a lede / "ML workflow",
# "Data Cleaning", ... / "2. Exploratory Data Analysis"): every item is one link, so the link rule took
# each list and left the headings bare. A list every item of which stands wholly in links, set between
# two of the article's own blocks (TOPIC_LIST_NEIGHBOURS: a paragraph, a heading, a list, a figure, a
# quote, a table or a listing before it and after it, as siblings) beside a paragraph of its parent's, is
# such a section's body when the region holds TOPIC_LISTS_MIN of them or more: a story's "Read more" box set among its paragraphs comes
# once or twice, a menu or a footer's columns stand beside no prose. `unlink_topic_lists` sets their
# links' tags aside for the pruning as `unlink_checklist_links` does, under the same share of the
# region's words in links (CHECKLIST_REGION_LINK_SHARE).
# Added 2026-12-07 (docs57; snapshot of the 2,160 pages, per-page word F1 summed): WCXB dev article even
# +0.0814 / odd +0.1271 (a course list 0.844 -> 0.952, a tool guide's product links 0.888 -> 0.990,
# related stories a gold keeps +0.027; 4444, a newsletter whose gold stops before its trailing boxes
# of links, 0.761 -> 0.716, 4864 -0.002), documentation even +0.1014 (4020, 0.846 -> 0.947), listing
# even +0.0383; trafilatura-eval-dev odd +0.3333 (one page of deal lists); ScrapingHub unchanged.
# First batch +0.2097, later +0.1385. Tried: TOPIC_LISTS_MIN 2 (four pages more: article odd +0.1043,
# 0287 -0.063), 4 (article even +0.0549 / odd +0.1152: three of the gains gone).
TOPIC_LISTS_MIN = 3
TOPIC_LIST_ITEMS_MIN = 2
TOPIC_LIST_NEIGHBOURS = frozenset(
    ("p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "figure", "blockquote", "table", "pre")
)


def _topic_list_links(holder) -> list:
    """The links of `holder` (a `ul` / `ol`) when it is a section's list of topics (see above)."""
    before, after = holder.getprevious(), holder.getnext()
    if before is None or after is None:
        return []
    if not isinstance(before.tag, str) or not isinstance(after.tag, str):
        return []
    if before.tag.lower() not in TOPIC_LIST_NEIGHBOURS or after.tag.lower() not in TOPIC_LIST_NEIGHBOURS:
        return []
    items = [item for item in holder if item.tag in _ITEM_TAGS]
    if len(items) < TOPIC_LIST_ITEMS_MIN or len(items) != len(holder):
        return []
    parent = holder.getparent()
    if parent is None or not any(child.tag in ("p", "P") for child in parent):
        return []  # set among headings alone: a footer's columns of links
    links = []
    for item in items:
        if next(itertools.islice(item.iter(), CHECKLIST_ITEM_ELEMENTS, None), None) is not None:
            return []  # a lesson's link is a line, not a subtree: read no nest of lists again and again
        words, linked = _link_words(item)
        if not words or linked < words:
            return []
        links.extend(item.iter(*_LINK_TAGS))
    return links


def unlink_topic_lists(root) -> list[tuple]:
    """The links of the lists of topics set among the article's blocks (see TOPIC_LISTS_MIN), as
    (link, its tag), each retagged as a span so that `prune_blocks` counts its words as plain."""
    lists = [links for links in map(_topic_list_links, root.iter(*_LIST_TAGS)) if links]
    if len(lists) < TOPIC_LISTS_MIN or _link_share(root) > CHECKLIST_REGION_LINK_SHARE:
        return []
    saved = []
    for links in lists:
        for link in links:
            if link.tag in _LINK_TAGS:
                saved.append((link, link.tag))
                link.tag = _ANCHOR_STANDIN
    return saved


def _link_share(root) -> float:
    """The share of `root`'s words that stand in links."""
    words, linked = _link_words(root)
    return linked / words if words else 0.0


def _link_words(el) -> tuple[int, int]:
    """The words of `el`'s text and the words of its links' texts summed (`_link_words_python`). In
    C, one walk over libxml2's nodes: itertext's Python pieces, read for the region and again for
    each link, were 31 ms of WCXB dev 0203's extract() and 23 of 2905's (2026-12-07, speed56)."""
    if _speedups is not None:
        return _speedups.link_words(el)
    return _link_words_python(el)


def _link_words_python(el) -> tuple[int, int]:
    """Twin of `_speedups.link_words`: (`_words(el)`, the sum of `_words` of each link of
    `el.iter(*_LINK_TAGS)`, `el` included: a link's words count once more for each link holding it)."""
    return _words(el), sum(map(_words, el.iter(*_LINK_TAGS)))


def _words(el) -> int:
    """The words of `el`'s text, counted in each text run (`element_text` runs them together)."""
    return sum(map(count_words, el.itertext()))


def relink_heading_anchors(saved: list[tuple]) -> None:
    """Give back the links `unlink_heading_links` retagged their tags."""
    for link, tag in saved:
        link.tag = tag
