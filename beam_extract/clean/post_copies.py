"""The cleaning of the content document: what a thread shows twice: quotes of posts the page shows
(`unframe_post_quotes`, `drop_repeated_quotes`), an accepted solution copied under the question
(`drop_copied_solutions`), repeated posts, short copies of a label written long too
(`drop_short_variants`), the topic header repeating the opening post's (`drop_copied_topic_headers`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import re

from lxml import etree

from .copies import REPEATED_POST_MAX, REPEATED_POST_MIN, drop_repeated_blocks
from .drops import drop_keeping_tail, drop_undoably, restore
from .lines import LINE_MAX_ELEMENTS, drop_still_attached
from .measures import content_body, element_text, folded_text, text_length_upto
from .tokens import tokens_of
from .walks import first_texts_holding, names_holding

# A quote of a post inside an `aside` (Discourse's `aside.quote` around the title "alice:" or the
# quoted topic's link, and a blockquote; XenForo 1's "bbCodeQuote" box > aside > "alice said:" and a
# blockquote) is part of the reply, no sidebar: on a page declaring a thread (or whose replies hold
# the prose), an `aside` with a blockquote child whose longest line (pieces cut at line breaks and
# "…") the page does not show outside such quotes (a post of another topic or page) is unframed
# (renamed `div`) before cleaning. A quote of a post the page shows goes with its aside, as before
# (WCXB's Discourse golds keep the post, not a short quote of it).
# Added 2026-12-02 (per-page word F1, even / odd; ScrapingHub 0.9802 / 0.9818 and trafilatura-eval-dev
# 0.9553 / 0.9638 unchanged, no page of theirs changed): WCXB dev 0.89069 / 0.89348 -> 0.89070 /
# 0.89353 (forum 0.86022 / 0.84097 -> 0.86034 / 0.84170); 2 Discourse threads better (quotes of posts
# of other topics: 0.954 -> 0.994, 0.324 -> 0.331), none worse. Tried: every such aside on a thread,
# shown elsewhere or not: 9 Discourse threads moved, 5 worse by 0.003 to 0.024 (short quotes of the
# page's own posts, and their "alice:" titles) — forum 0.8594 / 0.8412; on every page: a magazine's
# pull quote kept (an article 0.9829 -> 0.9820); on every page but only below a title ending in a
# colon ("alice said:", language-neutral; catches XenForo 1 threads that declare themselves articles,
# 0.966 -> 0.971 and 0.960 -> 0.976, 4 pages better, none worse) or on pages that declare nothing:
# the walk for asides costs 0.22-0.41% of extract()'s CPU there, too dear; on declared threads only it
# is 0.05% (14.6 ms over the three sets' 2,160 pages, 133 calls).
_ASIDE_TAGS = ("aside", "ASIDE")
# The breaks the quotes' text is cut at, with the white space after them; the white space before one
# is stripped from the piece it ends (a leading "\s*" was tried from every space of a run: 4,000
# spaces in a quote took 0.6 s of CPU in one split, 2026-12-04; the same pieces but for empty ones).
_QUOTE_BREAK = re.compile(r"(?:\n|…|\.\.\.)\s*")


def unframe_post_quotes(root) -> int:
    """On a thread: each `aside` below the content body with a blockquote among its children (a
    reply's quote of a post) whose quote the page does not show elsewhere (`_longest_line`) becomes
    a `div`. Returns how many did."""
    body = content_body(root)
    quotes = [aside for aside in body.iter(_ASIDE_TAGS)
              if any(child.tag in ("blockquote", "BLOCKQUOTE") for child in aside)]
    if not quotes:
        return 0
    lines = [_longest_line(aside) for aside in quotes]
    undo = drop_undoably(quotes)
    unquoted = folded_text(body)
    restore(undo)
    kept = [aside for aside, line in zip(quotes, lines) if line and line not in unquoted]
    for aside in kept:
        aside.tag = "div"
    return len(kept)


def _longest_line(aside) -> str:
    """The longest piece of the text of the blockquotes that are children of `aside`, cut at line
    breaks and ellipses, with its white space collapsed."""
    pieces = [piece for child in aside if child.tag in ("blockquote", "BLOCKQUOTE")
              for piece in _quote_pieces(element_text(child))]
    return " ".join(max(pieces, key=len, default="").split())


def _quote_pieces(text: str) -> list[str]:
    """`text` cut at its line breaks and ellipses (_QUOTE_BREAK), each piece without the white space
    around the breaks."""
    pieces = _QUOTE_BREAK.split(text)
    return [piece.rstrip() for piece in pieces[:-1]] + pieces[-1:]


# --- Quotes of posts shown on the same page ------------------------------------------------------

# A quote (the outermost blockquote) of at least QUOTE_MIN characters in a thread whose last
# QUOTE_TAIL characters the thread also shows outside its quotes is a reply quoting an earlier
# post of the page: the quote goes, its title ("alice said:") with it. Shorter quotes stay (the
# golds keep a quoted line or two more often than not). On forum pages and threads that declare
# nothing but drop their post chrome (`drop_post_chrome`).
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd; ScrapingHub and trafilatura-eval-dev
# unchanged by all): before, WCXB dev 0.8673 / 0.8704 (forum 0.8141 / 0.7979); on forum pages,
# QUOTE_MIN 0: 0.8683 / 0.8714 (forum 0.8260 / 0.8125; 20 threads better, 9 worse: golds that keep
# the quotes); 100: 0.8683 / 0.8714 (forum 0.8262 / 0.8125; 20 better, 6 worse); 200: 0.8682 /
# 0.8714 (forum 0.8247 / 0.8122; 17 better, 5 worse). QUOTE_TAIL 40: 19 better, 13 worse (forum
# 0.8242 / 0.8122; a short tail is found in any reply); 150: 20 better, 9 worse (0.8255 / 0.8123).
# With QUOTE_MIN 100 on the undeclared threads as well: 0.8687 / 0.8717 (forum 0.8321 / 0.8158;
# 26 threads better by up to 0.28, 8 worse by up to 0.067). CPU over WCXB dev 0.02 s of 16 s.
QUOTE_MIN = 100
QUOTE_TAIL = 80


def drop_repeated_quotes(root) -> int:
    """Remove the quotes of a thread (the outermost blockquotes of QUOTE_MIN characters or more)
    whose text ends as a text the thread shows outside its quotes (QUOTE_TAIL): replies quoting
    an earlier post of the page. Returns how many went."""
    body = content_body(root)
    quotes = [quote for quote in body.iter("blockquote", "BLOCKQUOTE")
              if not any(a.tag in ("blockquote", "BLOCKQUOTE") for a in quote.iterancestors())]
    texts = [folded_text(quote) for quote in quotes]
    if not any(len(text) >= QUOTE_MIN for text in texts):
        return 0
    undo = drop_undoably(quotes)
    unquoted = folded_text(body)
    restore(undo)
    victims = [quote for quote, text in zip(quotes, texts)
               if len(text) >= QUOTE_MIN and text[-QUOTE_TAIL:] in unquoted]
    for quote in victims:
        drop_keeping_tail(quote)
    return len(victims)


# --- An accepted solution copied into the topic's first post --------------------------------------

# Khoros (Lithium) communities show a solved topic's accepted reply a second time under the question,
# in a box closed by a link to the reply ("View solution in original post"). The reply is the
# post; the copy goes before `drop_repeated_posts`, which keeps a block's first copy and would take
# the reply's own text from under its poster's name. The box: the highest of the label's
# SOLUTION_COPY_CLIMB nearest ancestors whose text, less the label, the thread shows a second time;
# with no such ancestor (the reply is on another page of the thread) the copy stays and the label
# alone goes. The labels are Khoros' own, in the languages read from its communities (English,
# German, Korean). Added 2026-12-05: no page of the three sets holds one (snapshot of the 2,160
# pages, C and pure: no Document changed); tests/test_forum_engines.py writes a topic with one.
SOLUTION_LABELS = ("view solution in original post", "lösung in ursprünglichem beitrag anzeigen", "원본 게시물의 답변 보기")
_SOLUTION_NEEDLES = ("solution in original post", "ursprünglichem Beitrag", "원본 게시물의")
SOLUTION_COPY_CLIMB = 6
SOLUTION_LABELS_MAX = 20  # labels read on a page: one a solved topic (hostile input: bounded)
SOLUTION_COPY_MIN = 20  # characters of the copy, less its label
SOLUTION_COPY_MAX = 20_000  # characters of a box read: a long answer with its code, not the thread around it


def drop_copied_solutions(root) -> int:
    """Remove the accepted solutions a thread copies under its question (see SOLUTION_LABELS) when
    the thread shows the reply itself, and their labels. Returns how many elements went."""
    body = content_body(root)
    labels = _solution_labels(body)
    if not labels:
        return 0
    shown = folded_text(body)
    victims = [_solution_copy(label, body, shown) for label in labels]
    return drop_still_attached(victims, body)


def _solution_labels(body) -> list:
    """The outermost elements below `body` whose whole text is a SOLUTION_LABELS label (at most
    SOLUTION_LABELS_MAX), in document order."""
    labels: list = []
    for needle in _SOLUTION_NEEDLES:
        for el in first_texts_holding(body, needle)[:SOLUTION_LABELS_MAX]:
            if folded_text(el).lower() not in SOLUTION_LABELS:
                continue
            text, parent = element_text(el), el.getparent()
            while parent is not None and parent is not body and element_text(parent) == text:
                el, parent = parent, parent.getparent()  # the link around the label's span
            labels.append(el)
    return labels[:SOLUTION_LABELS_MAX]


def _solution_copy(label, body, shown: str):
    """The box of `label`'s copied solution (its highest ancestor, up to SOLUTION_COPY_CLIMB, whose
    text less the label `shown` holds twice), else the label alone."""
    copy = label
    label_text = folded_text(label)
    el = label.getparent()
    for _ in range(SOLUTION_COPY_CLIMB):
        if el is None or el is body or text_length_upto(el, SOLUTION_COPY_MAX) >= SOLUTION_COPY_MAX:
            break
        text = folded_text(el).replace(label_text, "").strip()
        if len(text) < SOLUTION_COPY_MIN:
            el = el.getparent()
            continue
        first = shown.find(text)
        if first < 0 or shown.find(text, first + 1) < 0:
            break
        copy, el = el, el.getparent()
    return copy


def drop_repeated_posts(root) -> int:
    """Remove the later copies of a thread's blocks of REPEATED_POST_MIN characters or more (not
    code). Returns how many went."""
    return drop_repeated_blocks(root, REPEATED_POST_MIN, REPEATED_POST_MAX, keep_code=True)


# --- Short and long copies of one label -------------------------------------------------------------

# Two siblings named alike but for "short" in one and "long" (or "full") in the other are one label
# written twice, for narrow and wide screens, one of them hidden by the style sheet (Invision's
# dates: "ipsTime__long" "June 14, 2024" beside "ipsTime__short" "1 yr"): the short copy goes. On
# threads. Added 2026-12-01 (per-page F1 of every page of the three sets, even / odd): WCXB dev
# 0.88598 / 0.88748 -> 0.88605 / 0.88749 (forum 0.85373 / 0.83849 -> 0.85462 / 0.83860; 3 Invision
# threads better: +0.036, +0.016, +0.005), ScrapingHub and trafilatura-eval-dev unchanged (no page
# changed). CPU: 0.07% of extract() over the three sets.
_SHORT_NEEDLES = ("short", "Short", "SHORT")
_LONG_TOKENS = ("long", "full")


def drop_short_variants(root) -> int:
    """Remove the short copies of labels written twice (see above). Returns how many went."""
    body = content_body(root)
    victims = []
    for el in names_holding(body, _SHORT_NEEDLES, ("class",)):
        tokens = tokens_of(el.get("class"))
        if "short" not in tokens:
            continue
        longs = [[t if t != "short" else word for t in tokens] for word in _LONG_TOKENS]
        parent = el.getparent()
        if any(sibling is not el and isinstance(sibling.tag, str) and tokens_of(sibling.get("class") or "") in longs
               for sibling in parent):
            victims.append(el)
    return drop_still_attached(victims, body)


# The row under a thread's title that repeats its opening post's author and date, and names its forum
# ("ron1cne August 26, 2024 1 yr in Squarespace products"): Invision 5's page header footer
# (`ipsPageHeader__row--footer`, "only shown in traditional view"), whose posts carry their own
# author and date lines, so a reader got the opening post's header twice. On threads, holding a
# `time`, at most TOPIC_HEADER_MAX characters (a skin wrapping more in it keeps it). Added 2026-12-05
# (snapshot of the three sets, per-page word F1): three WCXB dev Invision 5 threads, 0546 0.9762 ->
# 1.0000 and 0547 0.5041 -> 0.5045 (a gold cut short), 0544 0.9063 -> 0.9056 (its gold keeps one copy
# of the header too, the opening post's own; our text lacks the poster's name in an edit note,
# "Edited June 19, 2024 by ColdJ", and a quote's "ColdJ said:", which the copy made up for); no other
# page holds the row. (Invision 4's header, "By alice, <date> in <forum>", stays: its posts' dates are
# "Posted <date>" lines that go, the header's is their only one.)
# (TOPIC_HEADER_MAX: the three rows hold 45 to 75 characters; a bound, not tuned.)
TOPIC_HEADER_MAX = 200
_COPIED_TOPIC_HEADERS = etree.XPath(
    "descendant::*[contains(concat(' ', normalize-space(@class), ' '), ' ipsPageHeader__row--footer ')][descendant::time]")


def drop_copied_topic_headers(root) -> int:
    """Remove the row under a thread's title repeating its opening post's author and date (see
    TOPIC_HEADER_MAX). Returns how many went."""
    body = content_body(root)
    rows = [el for el in _COPIED_TOPIC_HEADERS(body)
            if text_length_upto(el, TOPIC_HEADER_MAX, LINE_MAX_ELEMENTS) <= TOPIC_HEADER_MAX]
    return drop_still_attached(rows, body)
