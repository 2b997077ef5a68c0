"""The cleaning of the content document: Readability-style paragraph scoring, read-only (`locate_prose`,
`Prose`).

In: a region (an lxml element, read only). Out: a `Prose` (its paragraphs, their scores, the best
container).
"""
from __future__ import annotations

from lxml import etree

from ..dom import CLEAN_FRAMING_ROLES, CLEAN_FRAMING_TAGS, NEVER_CONTENT_TAGS, is_clean_framing_tag, is_hidden, local_name
from ..speedups import native as _speedups
from .framing import NestedFraming, is_framing_element, wraps_content
from .measures import element_text, link_density, text_length, text_length_upto
from .tokens import GUARD_SHARE, classify_names, name_judge, whole_decisions

# --- Prose location (Readability-style paragraph scoring), read-only --------------------------

PARAGRAPH_TAGS = ("p", "pre", "td", "blockquote", "li", "dd", "div", "P", "PRE", "TD", "LI", "DIV")
MIN_PARAGRAPH = 25


# A container whose voting paragraphs (children and grandchildren) are, TEASERS_MIN of them and
# TEASERS_SHARE or more, cut off with an ellipsis ("... may soon...", "[…]") is a list of teasers
# for other pages (a "Breaking news" column, the next posts under a blog post), not the page's own
# text: `Prose.best` passes over it, and narrowing (region_choice.narrow_to_prose) leaves its prose out
# of the region's. Added 2026-11-30 (bench --no-peers, F1 even / odd): ScrapingHub 0.9683 / 0.9729
# -> 0.9743 / 0.9766 (2 pages better: a news page narrowed from its whole layout, P 0.39 -> 1.0, and
# a page from an empty text to its article, R 0.0 -> 1.0; none worse), trafilatura-eval-dev 0.9334
# / 0.9397 -> 0.9334 / 0.9439 (2 pages better: 3 more snippets found, 2 fewer leaked; none worse),
# WCXB dev 0.8764 / 0.8793 unchanged (no page changed). Share 0.3: the same; 0.8: ScrapingHub even
# 0.9683 (the empty page stays empty). Leaving the teasers' prose out of narrowing even when the best
# container sits beside them, under their parent: trafilatura-eval-dev odd 0.9438 (a blog post
# narrowed to one uncut teaser of its "next posts" block).
TEASER_ENDINGS = ("...", "\u2026", "[\u2026]", "[...]")
TEASERS_MIN = 3
TEASERS_SHARE = 0.5


class Prose:
    """Where a tree's prose is: scored paragraphs and the containers they vote for."""

    def __init__(self, paragraphs: list, scores: dict, comments: list | None = None):
        self.paragraphs = paragraphs  # (element, text length), outside framing
        self.scores = scores  # container -> Readability-style score
        self.teasers: list = []  # the teaser lists `best` passed over (`teaser_list`)
        # the comment-named containers whose paragraphs the scan left out (comments not content)
        self.comments: list = comments if comments is not None else []

    @property
    def total(self) -> int:
        return sum(length for _, length in self.paragraphs)

    def best(self):
        """The container with the highest link-discounted score, or None."""
        best, best_score = None, 0.0
        top = sorted(self.scores.items(), key=lambda item: item[1], reverse=True)[:5]
        for el, score in top:
            if score <= best_score:
                # the discount only lowers a score (and best_score is never below 0): no need to
                # measure the links of a container that cannot win (each measure walks the whole
                # container; five nested around a 15,000-element page cost 10 ms, 2026-12-02)
                continue
            score *= 1.0 - link_density(el)
            if score > best_score:
                if self.teaser_list(el):
                    self.teasers.append(el)
                    continue
                best, best_score = el, score
        return best

    def teaser_list(self, container) -> bool:
        """The paragraphs voting for `container` are cut-off excerpts (see TEASER_ENDINGS)."""
        voters = [el for el, _ in self.paragraphs if parent_or_grandparent(el, container)]
        needed = max(TEASERS_MIN, TEASERS_SHARE * len(voters))
        spare = len(voters) - needed  # uncut paragraphs that still allow a teaser list
        cut = 0
        for el in voters:
            if element_text(el).endswith(TEASER_ENDINGS):
                cut += 1
                if cut >= needed:
                    return True
            else:
                spare -= 1
                if spare < 0:
                    return False
        return False

    def inside(self, containers) -> int:
        """Prose characters held by any of `containers`."""
        wanted = set(containers)
        held = 0
        for el, length in self.paragraphs:
            # isdisjoint reads the ancestors in C, stopping at the first wanted one: a page of 2,000
            # paragraphs asked about each level above the best container spent 20 ms in a generator
            if el in wanted or not wanted.isdisjoint(el.iterancestors()):
                held += length
        return held


def parent_or_grandparent(el, container) -> bool:
    parent = el.getparent()
    return parent is container or (parent is not None and parent.getparent() is container)


def names_a_comment_thread(el, keep_comments: bool) -> bool:
    """Named as a comment thread (and comments are not content here): framing whatever its size."""
    if keep_comments:
        return False
    return any(classify_names(el.get(a) or "") == "comments" for a in ("class", "id"))


def _framed(el, region, keep_comments: bool, cache: dict, limit: list, comments: list | None = None,
            nest: NestedFraming | None = None) -> bool:
    """Is `el` inside framing or a boilerplate widget (up to `region`)? Memoised per ancestor.
    A container named like a widget but holding over GUARD_SHARE of the region's text is not one
    (a layout class such as Drupal's "sidebar-first-only" on the content column); `limit` holds
    what a container's guard learnt of the region's length (`_within_guard`: counted once); a
    comment-named container that frames is added to `comments`."""
    chain = []
    node = el
    verdict = False
    while node is not None and node is not region:
        known = cache.get(node)
        if known is not None:
            verdict = known
            break
        chain.append(node)
        tag = node.tag
        if isinstance(tag, str):
            name = local_name(tag)
            if name in _FRAMING_BY_TAG:
                verdict = True
                break
            if is_framing_element(node, name, keep_comments) and _frames_despite_guard(node, region, keep_comments, limit,
                                                                                  comments, nest):
                verdict = True
                break
        node = node.getparent()
    for item in chain:
        cache[item] = verdict
    return verdict


def _frames_despite_guard(node, region, keep_comments: bool, limit: list, comments: list | None = None,
                          nest: NestedFraming | None = None) -> bool:
    """Does a framing ancestor (by tag or attributes) frame its paragraphs? Not when it holds over
    GUARD_SHARE of the region's text (`limit` caches that bound) or wraps content, unless it is
    named as a comment thread (then it is added to `comments`)."""
    if names_a_comment_thread(node, keep_comments):
        if comments is not None:
            comments.append(node)
        return True
    return _within_guard(node, region, limit, nest) and not wraps_content(node)


def _within_guard(node, region, known: list, nest: NestedFraming | None = None) -> bool:
    """`text_length(node) <= GUARD_SHARE * text_length(region)`, the region counted only as far as the
    node's length asks (a widget is a small part of its region). `known` holds what was learnt of the
    region's length: [chars, True] counted, [chars, False] longer than chars. 2026-12-01: counting
    the whole region for the first guarded widget of a prose scan was ~0.6% of extract()'s CPU over
    WCXB dev and trafilatura-eval-dev (1,117 of 3,112 scans met one). `nest` (the scan's) knows
    some nodes past the guard or their length without measuring them (`NestedFraming`)."""
    if nest is None:
        return _within_guard_measured(node, region, known, None)
    counts = nest.counts.get(node)
    if counts is not None:
        return _within_guard_measured(node, region, known, counts[0])
    if nest.holds_past(node):  # it holds an element past the guard
        return False
    within = _within_guard_measured(node, region, known, None)
    if not within:
        nest.found_past(node)
    return within


def _within_guard_measured(node, region, known: list, length: int | None) -> bool:
    """`_within_guard`, measuring the node unless its `length` is given."""
    if known and known[1]:
        limit = known[0] * GUARD_SHARE
        return (text_length_upto(node, limit) if length is None else length) <= limit
    if length is None:
        length = text_length(node)
    need = length / GUARD_SHARE  # the region holds the node: it is longer than this, or the node frames
    if known and known[0] > need:
        return True
    counted = text_length_upto(region, need)
    if counted > int(need):  # the count stopped past the bound: the region is longer
        known[:] = [counted, False]
        return True
    known[:] = [counted, True]
    return length <= counted * GUARD_SHARE


def _framing_tag_code(tag: str) -> int:
    """For the C scan's climb (`_framed`): 1 framing by its tag alone, 2 a framing tag the guard
    may spare (a form, a custom element named as a landmark: `is_clean_framing_tag`), 0 neither."""
    name = local_name(tag)
    return 1 if name in _FRAMING_BY_TAG else 2 if is_clean_framing_tag(name) else 0


_PARAGRAPH_NAMES = {tag: tag.lower() for tag in PARAGRAPH_TAGS}
# Below these every paragraph is framed (`_framed` says so by tag alone): the scan skips them.
# A `form` frames its paragraphs only when it is small, as in `find_victims`: forum software
# (XenForo's inline-moderation form) and ASP.NET pages wrap the whole thread or page in one.
# Measured 2026-11-30 (make bench-quick, F1 all (even / odd)): every form framing: ScrapingHub
# 0.9641 (0.9613 / 0.9674), WCXB dev 0.8503 (0.8492 / 0.8513), trafilatura-eval-dev 0.9043
# (0.9055 / 0.9031); forms guarded by size (GUARD_SHARE): the same but WCXB dev 0.8519 (0.8513 /
# 0.8526): three pages (two forum threads, a service page) from ~0.03 to 0.74-0.96.
_FRAMING_BY_TAG = frozenset(NEVER_CONTENT_TAGS | (CLEAN_FRAMING_TAGS - {"form"}) | {"header"})
_FRAMED_BELOW = tuple(sorted(_FRAMING_BY_TAG))


_FRAMED_BELOW_TAGS = frozenset(_FRAMED_BELOW)
# A list item or cell holding these is no paragraph: they vote themselves. A list item holding a
# nested list is a menu's section (its text the whole submenu): a nav of nested link lists outside
# any framing outscored the story. Measured 2026-12-02 (snapshot of every page, per-page F1 as
# bench_extract --no-peers counts it): trafilatura-eval-dev even a news page 0.0 -> 0.67 (the nav
# lost to the story), ScrapingHub even one 0.9767 -> 0.9775, WCXB dev odd a furniture guide 0.96 ->
# 0.82 (its contents list had kept narrow_to_prose off; AROUND_SHARE makes up for it on that half).
# Cells holding a list as well: not tried (layout tables' cells hold a story with its lists).
_VOTING_BELOW = {"td": ("p", "P"), "li": ("p", "P", "ul", "UL", "ol", "OL")}


def _paragraph_kind(tag: str) -> int:
    """For the C scan: 0 not scanned, 1 a paragraph, 2 a div, 3 a list item or cell, 4 framing."""
    name = _PARAGRAPH_NAMES.get(tag)
    if name is None:
        return 4 if tag in _FRAMED_BELOW_TAGS else 0
    return 2 if name == "div" else 3 if name in ("li", "td") else 1


def locate_prose(region, *, keep_comments: bool = False, enough: int | None = None) -> Prose:
    """Score paragraphs (p, pre, td, blockquote, li, dd, and divs holding text themselves) of at
    least 25 characters outside framing: 1 + commas + one per 100 characters (at most 3), added to
    the parent and half to the grandparent, as Readability does. With `enough`, the scan stops
    once the paragraphs found hold that many characters (for a caller asking only that)."""
    cache: dict = {}
    limit: list = []  # the region's text length as far as a guard needed it (`_within_guard`)
    nest = NestedFraming(keep_comments)
    comments: list = []  # the comment-named containers found framing (`Prose.comments`)
    if _speedups is not None:  # the same scan over libxml2's nodes, in C, `_framed`'s climb too
        framing = (_framing_tag_code, CLEAN_FRAMING_ROLES, name_judge, whole_decisions, keep_comments,
                   is_hidden, lambda el: _frames_despite_guard(el, region, keep_comments, limit, comments, nest))
        paragraphs, scores = _speedups.prose_walk(region, _paragraph_kind, framing,
                                                  -1 if enough is None else enough, MIN_PARAGRAPH)
        return Prose(paragraphs, scores, comments)
    paragraphs = []
    scores: dict = {}
    found = 0
    names = _PARAGRAPH_NAMES
    to_text = etree.tostring
    measured: dict = {}  # element -> the measure of a paragraph nested in one measured (`_measure_paragraph`)
    walker = etree.iterwalk(region, events=("start",), tag=PARAGRAPH_TAGS + _FRAMED_BELOW)
    for _, el in walker:
        name = names.get(el.tag)
        if name is None:  # framing by its tag
            if el is not region:
                walker.skip_subtree()
            continue
        if name == "div":
            # the text directly in the div (its text and its children's tails): nested blocks
            # vote for themselves
            own = el.text
            pieces = [own] if own else []
            for child in el:
                tail = child.tail
                if tail:
                    pieces.append(tail)
            if not pieces:
                continue
            text = " ".join(pieces).strip()
            length, commas = len(text), text.count(",")
        else:
            measure = measured.pop(el, None) if measured else None
            if measure is None and next(el.iterdescendants(*_NESTED_PARAGRAPH_TAGS), None) is not None:
                # paragraphs nested in it: measured on the way, for when the walk reaches them
                measure = _measure_paragraph(el, measured)
            if measure is not None:
                length, commas, holds = measure
                voting = holds & _HOLDS_P or (name == "li" and holds & _HOLDS_LIST) if name in ("li", "td") else False
            else:
                voting = (name == "li" or name == "td") and any(True for _ in el.iter(*_VOTING_BELOW[name]))
                if voting:
                    length, commas = text_length_upto(el, MIN_PARAGRAPH - 1), 0
                else:
                    text = to_text(el, method="text", encoding="unicode", with_tail=False).strip()
                    length, commas = len(text), text.count(",")
            if voting:
                # its paragraphs (an item's nested list: its items) vote themselves; only whether it is
                # long enough to be asked about framing is read (the climb's verdicts and comment
                # threads as before): its whole text, for each item of a nest, was the nest's square
                if length >= MIN_PARAGRAPH:
                    _framed(el, region, keep_comments, cache, limit, comments, nest)
                continue
        if length < MIN_PARAGRAPH:
            continue
        if _framed(el, region, keep_comments, cache, limit, comments, nest):
            continue
        paragraphs.append((el, length))
        if enough is not None:
            found += length
            if found >= enough:
                break
        score = 1 + commas + min(length // 100, 3)
        parent = el.getparent()
        if parent is None:
            continue
        scores[parent] = scores.get(parent, 0.0) + score
        grandparent = parent.getparent()
        if grandparent is not None:
            scores[grandparent] = scores.get(grandparent, 0.0) + score / 2
    return Prose(paragraphs, scores, comments)


# The pure twin of `_speedups.prose_walk`'s paragraph measure. The paragraphs the C walk measures
# (p, pre, blockquote, dd; li and td) by their exact tags, and what a list item or cell holding
# them votes for itself (`_VOTING_BELOW`): a p, a ul/ol.
_NESTED_PARAGRAPH_TAGS = tuple(tag for tag in PARAGRAPH_TAGS if _PARAGRAPH_NAMES[tag] != "div")
_HOLDS_P, _HOLDS_LIST = 1, 2
_HOLDING = {"p": _HOLDS_P, "P": _HOLDS_P, "ul": _HOLDS_LIST, "UL": _HOLDS_LIST, "ol": _HOLDS_LIST, "OL": _HOLDS_LIST}


def _measure_paragraph(top, measured: dict) -> tuple[int, int, int]:
    """(length, commas, holds) of `top`'s text stripped, as `tostring(method="text")` joins it, and
    whether a p (_HOLDS_P) or a ul/ol (_HOLDS_LIST) is below it, in one walk of its subtree; the
    paragraphs nested in it are measured on the way, into `measured` by element. The twin of the C
    scan's `_measure_paragraph` (2026-12-07, hostile56): serialising each paragraph of a nest
    (`<dd><span>` or `<li><span>` 900 deep, which libxml2 keeps nested) read the rest of the nest
    for each level, the nest's square."""
    frames = [[top, 0, -1, -1, 0, 0]]  # an open paragraph: element, index, first, last, commas, holds
    holding = _HOLDING
    nested = _NESTED_PARAGRAPH_NAMES
    for event, node in etree.iterwalk(top, events=("start", "end", "comment", "pi")):
        if event == "start":
            if node is not top:
                tag = node.tag
                held = holding.get(tag)
                if held:
                    frames[-1][5] |= held
                if tag in nested:
                    frames.append([node, 0, -1, -1, 0, 0])
            text = node.text
            if text:
                _count_prose_piece(frames[-1], text)
            continue
        if node is top:
            break
        if event == "end" and frames[-1][0] is node:
            done = frames.pop()
            measured[node] = _prose_measure(done)
            _join_prose_frame(frames[-1], done)
        tail = node.tail
        if tail:
            _count_prose_piece(frames[-1], tail)
    return _prose_measure(frames[0])


_NESTED_PARAGRAPH_NAMES = frozenset(_NESTED_PARAGRAPH_TAGS)


def _count_prose_piece(frame: list, piece: str) -> None:
    """Add one text piece to an open paragraph's count: its characters, its commas, where its
    first and last non-space stand (str.strip's spaces)."""
    start = len(piece) - len(piece.lstrip())
    if start < len(piece):
        if frame[2] < 0:
            frame[2] = frame[1] + start
        frame[3] = frame[1] + len(piece.rstrip()) - 1
    frame[1] += len(piece)
    frame[4] += piece.count(",")


def _join_prose_frame(into: list, done: list) -> None:
    """Add a closed paragraph's count to the one around it, as if its pieces were counted into it."""
    if done[2] >= 0:
        if into[2] < 0:
            into[2] = into[1] + done[2]
        into[3] = into[1] + done[3]
    into[1] += done[1]
    into[4] += done[4]
    into[5] |= done[5]


def _prose_measure(frame: list) -> tuple[int, int, int]:
    """(stripped length, commas, holds) of a closed paragraph's count."""
    return (0 if frame[2] < 0 else frame[3] - frame[2] + 1), frame[4], frame[5]
