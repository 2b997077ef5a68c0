"""The cleaning of the content document: lines and prompts that are runs of text between `<br>`s, in no
element of their own (`drop_broken_lines`, run last).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

from lxml import etree

from ..speedups import native as _speedups
from .bylines_and_pointers import CANDIDATE_MAX_CHARS
from .captions import BR_TAGS
from .drops import drop_keeping_tail, set_tail, set_text
from .line_verdicts import A_FILING, A_LINE, A_POINTER, NO_LINE, filed_linked_enough, line_verdict, text_may_be_judged
from .lines import CELL_TAGS, LISTING_CONTROL, alone_in_its_row
from .measures import content_body, text_length
from .prompt_families import holds_a_prompt
from .prompts import PROMPT_MAX_CHARS, PROMPT_TOKENS

# --- Lines that are runs of text between line breaks ---------------------------------------------

# Old templates, blog engines and press-release services set a post's meta lines as runs of text and
# inline elements between `<br>`s (or after a block, in a layout cell) in no element of their own, so
# `drop_boilerplate_lines` and `drop_prompt_lines` never see them as a line: a view counter ("Aufrufe:
# 1120 | Hinzugefügt von: Posh | Tags: ..."), a rating widget's "(Noch keine Bewertungen)" after its
# star images, "Online-Pressemappe ... | RSS-Feed abonnieren", "Foto: ... (Symbolbild)", "Last
# updated 04 Jun 2020". `drop_broken_lines` judges each such run (at most CANDIDATE_MAX_CHARS) as
# those two judge an element: a line family, a byline, a follow prompt, a mostly linked pointer, or
# (not on threads: a forum post's sentence naming "affiliate links" is prose) a prompt of at most
# PROMPT_MAX_CHARS. It runs last, after the block pruning and the date lines (`extractor.extract`).
# Added 2026-12-02 (per-page scores of every page of the three sets, even / odd): ScrapingHub
# 0.98015 / 0.98078 unchanged (no page changed); WCXB dev 0.89003 / 0.89232 -> 0.89003 / 0.89233
# (3 pages better: a recipe's "15 Minutes", a news page's four "Subscribe to our best newsletters"
# blocks, an Invision guest box; none worse); trafilatura-eval-dev 0.94337 / 0.95483 -> 0.94467 /
# 0.95616 (3 pages lose 4 leaked snippets; 4 more lose photo credits, a byline and a "Last updated"
# line, no snippet). Tried: inside `clean_content`, before the pruning: 4 WCXB articles worse (a
# "Tags:" run gone leaves a linked meta block the pruning dropped before); with prompts on threads: a
# forum page 0.966 -> 0.960; runs after every block kind (p, li, headings too): one page more
# (0178's "Themen: ..." line), 1.7% of extract()'s CPU against 1.4% as kept; after line breaks only:
# 0027's view counter stays, 1.0%.
_RUN_BREAK_TAGS = frozenset(t for name in ("br", "p", "div", "ul", "ol", "table", "dl", "li", "blockquote", "pre",
                                           "section", "article", "header", "footer", "figure", "hr", "form", "h1",
                                           "h2", "h3", "h4", "h5", "h6") for t in (name, name.upper()))
_TAILED_BLOCK_TAGS = ("div", "DIV", "table", "TABLE", "ul", "UL")


def _broken_parents(body) -> list:
    """The elements below `body` (or itself) holding a line break, or a block with text right after
    it. In C, one walk of libxml2's nodes: the Python one was ~0.8% of extract()'s CPU on WCXB dev
    (2026-12-02)."""
    if _speedups is not None:
        return _speedups.broken_parents(body)
    return _broken_parents_python(body)


def _broken_parents_python(body) -> list:
    """Twin of `_speedups.broken_parents`."""
    parents: dict = {}
    for el in body.iter("br", "BR", *_TAILED_BLOCK_TAGS):
        tail = el.tail
        if el.tag in BR_TAGS or (tail and not tail.isspace()):
            parent = el.getparent()
            if parent is not None:
                parents[id(parent)] = parent
    return list(parents.values())


def _runs_of(parent) -> list[list]:
    """The runs of `parent`'s content between its line breaks and blocks: each a list of pieces,
    an element (inline) or (owner, is_tail) for a text."""
    runs: list[list] = []
    run: list = []
    if parent.text and not parent.text.isspace():
        run.append((parent, False))
    for child in parent:
        if isinstance(child.tag, str) and child.tag in _RUN_BREAK_TAGS:
            runs.append(run)
            run = []
        elif isinstance(child.tag, str):
            run.append(child)
        if child.tail and not child.tail.isspace():
            run.append((child, True))
    runs.append(run)
    return runs


def _run_text(run: list) -> str:
    """A run's text, white space folded."""
    parts = []
    for piece in run:
        if isinstance(piece, tuple):
            owner, is_tail = piece
            parts.append(owner.tail if is_tail else owner.text)
        else:
            parts.append(etree.tostring(piece, method="text", encoding="unicode", with_tail=False))
    return " ".join(" ".join(parts).split())


def _run_is_a_line(run: list, text: str, prompts: bool) -> bool:
    """Is the run of `text` a line (`line_verdict`; a pointer when mostly linked) or a prompt?"""
    verdict = line_verdict(text) if text_may_be_judged(text) else NO_LINE
    if verdict == A_LINE:
        # a control's or badge's words lower-cased ("filter<br>sort<br>"): names in the text
        return text.lstrip()[:1].isupper() or not LISTING_CONTROL.match(" ".join(text.split()))
    if verdict in (A_POINTER, A_FILING):
        linked = sum(text_length(piece) for piece in run if not isinstance(piece, tuple))
        return linked * 2 >= len(text) if verdict == A_POINTER else filed_linked_enough(text, linked)
    if not prompts or len(text) > PROMPT_MAX_CHARS:
        return False
    lowered = text.lower()
    return not PROMPT_TOKENS.isdisjoint(lowered.split()) and holds_a_prompt(lowered)


def _drop_run(run: list) -> None:
    """Remove a run's texts and elements from its parent."""
    for piece in run:
        if isinstance(piece, tuple):
            owner, is_tail = piece
            if is_tail:
                set_tail(owner, None)
            else:
                set_text(owner, None)
    for piece in run:
        if not isinstance(piece, tuple):
            drop_keeping_tail(piece)


def drop_broken_lines(root, *, prompts: bool = True) -> int:
    """Remove the runs of text between line breaks (or after a block) that are a boilerplate line or
    (with `prompts`) a prompt (`_run_is_a_line`), where the run is no element of its own. Returns how
    many went."""
    body = content_body(root)
    removed = 0
    for parent in _broken_parents(body):
        runs = _runs_of(parent)
        if len(runs) < 2 or (parent.tag in CELL_TAGS and not alone_in_its_row(parent)):
            continue  # one run is the element itself; a data table's cell keeps its lines
        for run in runs:
            if not run or (len(run) == 1 and not isinstance(run[0], tuple)):
                continue  # nothing, or an element the line walk judged
            text = _run_text(run)
            if text and len(text) <= CANDIDATE_MAX_CHARS and _run_is_a_line(run, text, prompts):
                _drop_run(run)
                removed += 1
    return removed
