"""The cleaning of the content document: what a short text reads as: a boilerplate line, a pointer, a
filing line or a thread's post line (`line_verdict`, `line_judgement`, `judge_line`, `is_post_line`), and
whether its head may begin a judged pattern at all (`text_may_be_judged`).

In: a short text (str). Out: its verdict (A_LINE, A_POINTER, A_FILING or NO_LINE) and whether it is a post line.
"""
from __future__ import annotations

from .bylines_and_pointers import BYLINE, CALL_TO_ACTION, FILING_LINE, FOLLOW, POINTER, TAXONOMY_LIST
from .headings import LINE_MAX_CHARS
from .line_heads import (
    BYLINE_STARTS,
    JUDGED_HEAD_CHARS,
    LINE_PART_SHIFT,
    LINE_PARTS,
    TRY_CALL_TO_ACTION,
    TRY_EVERY,
    TRY_FILING,
    TRY_FOLLOW,
    TRY_LINE,
    TRY_POINTER,
    TRY_POST_LINE,
    fold_head,
    patterns_to_try,
)
from .phrases import LABEL_VERDICTS_MAX
from .post_lines import POST_LINE, POST_LINE_MAX
from .tokens import remember


def is_post_line(text: str) -> bool:
    if len(text) > LINE_MAX_CHARS:
        return False
    folded = " ".join(text.split())
    return bool(_post_line_of(text, folded, patterns_to_try(folded)))


A_LINE, A_POINTER, NO_LINE = "line", "pointer", ""
A_FILING = "filing"  # a post's filing line (FILING_LINE): a line when what follows its words is mostly linked
_LINE_VERDICTS: dict = {}


def line_verdict(text: str) -> str:
    """What a candidate's stripped text (at most CANDIDATE_MAX_CHARS) is: A_LINE (a family, a
    byline or a follow prompt), A_POINTER (a line when mostly linked) or NO_LINE."""
    return line_judgement(text)[0]


def line_judgement(text: str) -> tuple[str, bool]:
    """(`line_verdict`, `is_post_line`) of a candidate's text. Remembered (both depend only on
    the text): lines repeat within a page and across a site's pages (on 2026-11-30 a third of WCXB
    dev's 222,000 candidate texts were distinct; the post-line test, asked of every candidate that
    is no line, cost ~0.05 s of extract() over WCXB dev before it was remembered too)."""
    judgement = _LINE_VERDICTS.get(text)
    if judgement is None:
        folded = " ".join(text.split())
        tries = patterns_to_try(folded)
        judgement = remember(_LINE_VERDICTS, LABEL_VERDICTS_MAX, text,
                              (_verdict_of(text, folded, tries), _post_line_of(text, folded, tries)))
    return judgement


def judge_line(text: str) -> str:
    folded = " ".join(text.split())
    return _verdict_of(text, folded, patterns_to_try(folded))


# A pointer ("Lesen Sie auch: <a>...</a>", "À lire aussi : ...") is judged up to CANDIDATE_MAX_CHARS,
# not LINE_MAX_CHARS: a German or French headline after its label runs past 100 characters, and the
# pointer still goes only when mostly linked. Added 2026-12-03 (bench_extract --no-peers, F1 even /
# odd): no page of the three sets changed (ScrapingHub 0.9802 / 0.9818, WCXB dev 0.8920 / 0.8940,
# trafilatura-eval-dev 0.9553 / 0.9638); trafilatura-eval-dev 0178's "Mehr zum Thema:" over five
# linked episodes stays, a paragraph of more than four child elements being no line candidate.
def _verdict_of(text: str, folded: str, tries: int) -> str:
    """`judge_line` of `text`, folded, trying only the patterns of `tries` (`patterns_to_try`)."""
    if len(text) > LINE_MAX_CHARS:
        if (tries & TRY_FOLLOW and FOLLOW.match(folded)) or (tries & TRY_LINE and TAXONOMY_LIST.match(folded)):
            return A_LINE
        return A_POINTER if tries & TRY_POINTER and POINTER.match(folded) else NO_LINE
    if (tries & TRY_LINE and _line_matches(folded, tries >> LINE_PART_SHIFT)) or BYLINE.match(folded) \
            or (tries & TRY_FOLLOW and FOLLOW.match(folded)):
        return A_LINE
    if tries & TRY_FILING and FILING_LINE.match(folded):
        return A_FILING
    return A_POINTER if (tries & TRY_POINTER and POINTER.match(folded)) \
        or (tries & TRY_CALL_TO_ACTION and CALL_TO_ACTION.match(folded)) else NO_LINE


def _line_matches(folded: str, parts: int) -> bool:
    """Does LINE_FAMILY_PATTERN match `folded`? Tried by the families of `parts` (bit i: LINE_PARTS[i]) when some
    are told, else by every family (a head outside ASCII, or every pattern asked)."""
    if not parts:
        return any(grouped.match(folded) for _written, grouped in LINE_PARTS)
    while parts:
        lowest = parts & -parts
        if LINE_PARTS[lowest.bit_length() - 1][1].match(folded):
            return True
        parts ^= lowest
    return False


def filed_linked_enough(text: str, linked: int) -> bool:
    """Is a filing line's `text` (FILING_LINE), `linked` of its characters inside links, a line: at
    least half of what follows its words linked?"""
    line = " ".join(text.split())
    match = FILING_LINE.match(line)
    return match is not None and linked * 2 >= len(line) - match.end()


# What `_post_line_of` gives for a poster's rank or "Logged" (RANK_LINE): a post line (truthy) that
# an element named as post chrome keeps for drop_post_chrome.
A_RANK = "rank"


def _post_line_of(text: str, folded: str, tries: int) -> bool | str:
    """`is_post_line` of `text`, folded, with `tries` (`patterns_to_try`): False, True, or A_RANK
    for a rank line."""
    if len(text) > LINE_MAX_CHARS or not tries & TRY_POST_LINE:
        return False
    match = POST_LINE.match(folded)
    if match is None or (len(folded) > POST_LINE_MAX and match.group("edit_note") is None):
        return False
    return A_RANK if match.group("rank") is not None else True


def _may_be_judged(folded: str) -> bool:
    """May some judged pattern or BYLINE match a text that `folded` (white space folded) begins
    (with its first JUDGED_HEAD_CHARS characters, or all of it)?"""
    head = folded[:JUDGED_HEAD_CHARS]
    if not head.isascii() or patterns_to_try(head) & TRY_EVERY:
        return True
    return BYLINE_STARTS is None or _holds_a_start(fold_head(head), BYLINE_STARTS)


def text_may_be_judged(text: str) -> bool:
    """`_may_be_judged` of `text`'s head: its first JUDGED_HEAD_CHARS words, white space folded."""
    return _may_be_judged(" ".join(text.split(None, JUDGED_HEAD_CHARS)[:JUDGED_HEAD_CHARS]))


def _holds_a_start(head: str, starts: frozenset) -> bool:
    return any(head[:size] in starts for size in range(1, len(head) + 1))
