"""The cleaning of the content document: a thread's titles: the thread's title over its posts
(`drop_thread_title`), post titles repeating it (`drop_post_titles`, `drop_reply_title_lines`) and
subjects cut from a post's own opening (`drop_opening_subjects`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import itertools
import re

from lxml import etree

from ..dom import local_name
from .drops import drop_keeping_tail
from .label_walk import MAX_LABEL_CHARS
from .lines import LINE_MAX_ELEMENTS, drop_still_attached
from .measures import content_body, element_text, folded_text, no_text_beside, text_length_upto
from .spares import HEADING_TAGS
from .walks import text_nodes_holding

# --- Post titles repeating the thread's title ----------------------------------------------------

# Each post of a thread titled by the thread's own title, as a reply ("Re: <title>", "AW:", "Odp:",
# "SV:", ...: a prefix of at most four letters and a colon is set aside): headings sharing that
# text POST_TITLES_MIN times or more, all but one of them with such a prefix, are the boards'
# chrome (phpBB, SMF, vBulletin, MyBB), not content. On threads (see QUOTE_MIN).
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd; ScrapingHub and trafilatura-eval-dev
# unchanged by all): before, WCXB dev 0.8687 / 0.8717 (forum 0.8321 / 0.8158); any heading text
# shared 3 times, prefix or not: 0.8688 / 0.8717 (forum 0.8332 / 0.8170) but 19 pages worse (the
# posters' names in headings, which the golds keep), 12 better; with the prefixes: 0.8689 / 0.8718
# (forum 0.8337 / 0.8170; 3 threads better by 0.012 to 0.084, none worse); POST_TITLES_MIN 2 or 5 alike.
# UBB.threads sets each post's title in bold in a link, no heading ("<a><b>Re: title</b></a>"): the
# bold elements are read as the headings are (forum46, 2026-12-06).
POST_TITLES_MIN = 3
_REPLY_PREFIX = re.compile(r"^\w{1,4}\s?:\s*")
_BOLD_TAGS = ("b", "strong", "B", "STRONG")
POST_TITLE_TAGS = (*HEADING_TAGS, *_BOLD_TAGS)


def drop_post_titles(root) -> int:
    """Remove the headings (and bold lines) of a thread that share their text (less a reply prefix)
    with POST_TITLES_MIN such elements or more. Returns how many went."""
    body = content_body(root)
    by_text: dict = {}
    for heading in body.iter(*POST_TITLE_TAGS):
        if heading.tag in _BOLD_TAGS and heading.getparent() is not None and heading.getparent().tag in HEADING_TAGS:
            continue  # the heading's own text, counted once
        text = folded_text(heading)
        if text and len(text) <= MAX_LABEL_CHARS * 2:
            core = _REPLY_PREFIX.sub("", text, count=1)
            if core or heading.tag not in _BOLD_TAGS:  # a bold "Q:" or "A:" (a Q&A's lines) is no title
                by_text.setdefault(core.lower(), []).append((heading, core != text))
    victims = [heading for headings in by_text.values()
               if len(headings) >= POST_TITLES_MIN and sum(replied for _, replied in headings) >= POST_TITLES_MIN - 1
               for heading, _ in headings]
    for heading in victims:
        drop_keeping_tail(heading)
    return len(victims)


# Each reply's title as a line of no heading and no bold ("<div><a>Re: title</a></div>": SMF 1's
# subject over each post), in the reply prefixes the boards' packs write (Re, AW and Antw in German,
# Odp in Polish, SV and VS in the Nordic ones, Ynt in Turkish, R in Italian): lines whose whole text is
# such a prefix and the same title, REPLY_TITLES_MIN times or more, go (the opening post's title, with
# no prefix, is `drop_thread_title`'s). Found from the text nodes opening so (one XPath), each climbed
# to the outermost element holding only it. Added 2026-12-06 (forum46).
REPLY_TITLES_MIN = 2
REPLY_TITLE_WORDS = frozenset(("re", "aw", "antw", "odp", "sv", "vs", "ynt", "r"))
_REPLY_TITLE = re.compile(r"(\w{1,4})\s?:\s*(\S.*)", re.S)
# The texts that may open so: found by one walk in C (`walks.text_nodes_holding`: the texts holding a
# colon, at most twice MAX_LABEL_CHARS long), then by their first word as the packs write it (lower,
# upper or capitalised). An XPath of `starts-with()` tests did it until 2026-12-07, when the lines
# began to be asked on every page declaring nothing (`replies_titled_alike`): libxml2 built every text
# node's string for it, 2.3% more CPU of extract() over WCXB dev and trafilatura-eval-dev (ab_cpu).
_REPLY_TITLE_STARTS = tuple(sorted({f"{word}{colon}" for prefix in REPLY_TITLE_WORDS
                                    for word in (prefix, prefix.upper(), prefix.capitalize()) for colon in (":", " :")}))


def _reply_title_texts(body) -> list:
    """(element, text) of each text below `body` that is no tail, holds a colon, is at most twice
    MAX_LABEL_CHARS long and opens with a reply prefix (_REPLY_TITLE_STARTS)."""
    return [(el, text) for el, is_tail, text in text_nodes_holding(body, ":", MAX_LABEL_CHARS * 2, False)
            if not is_tail and " ".join(text.split()).startswith(_REPLY_TITLE_STARTS)]


def drop_reply_title_lines(root) -> int:
    """Remove a thread's reply titles written as lines (see REPLY_TITLES_MIN). Returns how many went."""
    body = content_body(root)
    by_title = _reply_title_lines(body)
    victims = [line for lines in by_title.values() if len(lines) >= REPLY_TITLES_MIN for line in lines]
    victims.extend(_opening_title_lines(body, {title: (lines[0].tag, lines[0].get("class"))
                                               for title, lines in by_title.items() if len(lines) >= REPLY_TITLES_MIN}))
    return drop_still_attached(victims, body)


# A page declaring nothing whose replies are titled so, REPLY_TITLES_MIN lines or more of one title each
# a line of its own (no text beside it), is a thread (Nabble's posts, each "Re: <title>" over it, name
# no chrome: its "Re:" subjects and posters' "423 posts" stayed). Lines only: an article naming a place
# "Re:hof" twice, in sentences, was read as a thread when any such text counted (trafilatura-eval-dev
# 0146's links and numbers went). Added 2026-12-07 (forum59; snapshot of the 2,160 dev pages: no page
# moved; CPU: see _reply_title_texts).
def replies_titled_alike(root) -> bool:
    """Do REPLY_TITLES_MIN lines or more of the content, each with no text beside it, title replies
    with one title (`drop_reply_title_lines`' lines)?"""
    lines_by_title = _reply_title_lines(content_body(root))
    return any(sum(1 for line in lines if no_text_beside(line)) >= REPLY_TITLES_MIN for lines in lines_by_title.values())


def _reply_title_lines(body) -> dict:
    """The reply titles written as lines below `body` (the outermost element holding each alone),
    by their title lower-cased (the prefix set aside)."""
    by_title: dict = {}
    for line, text in _reply_title_texts(body):
        match = _REPLY_TITLE.fullmatch(" ".join(text.split()))
        if match is None or match.group(1).lower() not in REPLY_TITLE_WORDS or line is None:
            continue
        length = len(text.strip())
        if text_length_upto(line, length) != length:
            continue  # the text opens a longer element: a post's sentence
        up = line.getparent()  # (each ancestor measured up to the line's length: no container read whole)
        while up is not None and up is not body and text_length_upto(up, length) == length:
            line, up = up, up.getparent()
        by_title.setdefault(match.group(2).lower(), []).append(line)
    return by_title


# The opening post's subject over it, the title with no reply prefix, in the markup of the replies'
# subject lines (SMF 2.1's "subject_title" div, SMF 1's subject div, Slashdot's comment titles): it goes
# with them. One walk over the elements of the subject lines' tags, each read up to a subject's length.
# Added 2026-12-06 (forum51; see docs/rounds.md, "Forums, the fifty-first round").
SUBJECT_LINE_ELEMENTS = 8  # a subject line is a div and its link: a bound (nested look-alikes are not read whole)


def _opening_title_lines(body, shapes: dict) -> list:
    """The elements below `body` whose whole text is one of `shapes`' titles (lower-cased, no reply
    prefix) and whose tag and class are that title's subject lines' (`shapes`: title -> (tag, class))."""
    if not shapes:
        return []
    found = []
    kinds = set(shapes.values())
    for el in body.iter(*{tag for tag, _ in kinds}):
        shape = (el.tag, el.get("class"))
        if shape not in kinds or text_length_upto(el, MAX_LABEL_CHARS * 2, SUBJECT_LINE_ELEMENTS) > MAX_LABEL_CHARS * 2:
            continue
        if shapes.get(" ".join(folded_text(el).split()).lower()) == shape:
            found.append(el)
    return found


# --- Subjects cut from the post's own opening ---------------------------------------------------

# A post's subject the engine cut from the post's first words when its author gave none (Drupal's
# comments and forum replies: the first 29 characters to a word's end, "…" after them since Drupal 8;
# other boards likewise) is the post's words twice: a heading of SUBJECT_COPY_MIN characters or more
# (at most SUBJECT_COPY_MAX, a trailing ellipsis set aside) whose text opens the text of the element
# right after it goes. On threads. Only the opening of that element is read (up to the subject's
# length, at most SUBJECT_PIECES_MAX text pieces): no container is read whole. Bounds, not tuned
# (2026-12-06, forum47: the subjects are 29 characters or fewer; 12 keeps a short "Re: help" apart).
SUBJECT_COPY_MIN, SUBJECT_COPY_MAX = 12, 200
SUBJECT_PIECES_MAX = 64
_CLOSING_ELLIPSIS = re.compile(r"\s*(?:…|\.{3})$")


def drop_opening_subjects(root) -> int:
    """Remove a thread's headings that copy the opening words of the element after them (see
    SUBJECT_COPY_MIN). Returns how many went."""
    body = content_body(root)
    victims = []
    for heading in body.iter(*HEADING_TAGS):
        if text_length_upto(heading, SUBJECT_COPY_MAX) > SUBJECT_COPY_MAX:
            continue
        subject = _CLOSING_ELLIPSIS.sub("", folded_text(heading))
        if len(subject) < SUBJECT_COPY_MIN:
            continue
        after = heading.getnext()
        while after is not None and not isinstance(after.tag, str):
            after = after.getnext()  # a comment or processing instruction between them
        if after is not None and _opening_text(after, len(subject)).startswith(subject):
            victims.append(heading)
    return drop_still_attached(victims, body)


def _opening_text(el, length: int) -> str:
    """The first words of `el`'s text, folded, at least `length` characters of it when it holds them."""
    pieces: list = []
    held = 0
    for piece in itertools.islice(el.itertext(), SUBJECT_PIECES_MAX):
        pieces.append(piece)
        held += len(piece)
        if held > length + 1:
            break
    return " ".join("".join(pieces).split())


# The thread's title set over its posts (phpBB's and Tapatalk's topic heading, MyBB's "thead" row,
# vBulletin's first post title) is `Document.title`: WCXB's thread golds leave it out (8 sites of WCXB
# dev, one keeps it). The first heading, or bold text standing alone, whose words
# (THREAD_TITLE_WORDS_MIN or more) are in the page's <title>, once, before THREAD_TITLE_LEAD_MAX
# characters of the thread's text (the opening post's author and date may come first). On threads only;
# `drop_title_heading` does the same for an article's long h1 on every page.
# Added 2026-12-05 (forum43; snapshot of the three sets, C and pure, per-page word F1): 9 Documents
# moved, none worse: WCXB dev forum 0.87515 / 0.85459 -> 0.87524 / 0.85510 (7 threads better by 0.001
# to 0.016), a shop page read as a thread 0.7745 -> 0.7811; ScrapingHub and trafilatura-eval-dev: no
# page moved. THREAD_TITLE_LEAD_MAX 0 (the title first): forum 0.87524 / 0.85488 (the three titles
# after the opening post's author and date stayed); 600 as 200. THREAD_TITLE_WORDS_MIN 2 and 5 as 3 on
# the development sets: 3 keeps a two-word post heading that the title happens to hold.
THREAD_TITLE_WORDS_MIN = 3
THREAD_TITLE_LEAD_MAX = 200
THREAD_TITLE_ELEMENTS_MAX = 400  # elements looked at: the title sits at the thread's top
_TITLE_TAGS = frozenset(tag for name in ("h1", "h2", "h3", "h4", "h5", "h6", "strong", "b")
                        for tag in (name, name.upper()))
_NON_WORDS = re.compile(r"\W+")


def drop_thread_title(root) -> bool:
    """Remove the thread's title set at its top (see THREAD_TITLE_WORDS_MIN). Returns whether it went."""
    title = _page_title_words(root)
    if not title:
        return False
    lead = 0
    for el in itertools.islice(content_body(root).iter(etree.Element), THREAD_TITLE_ELEMENTS_MAX):
        if el.tag in _TITLE_TAGS \
                and text_length_upto(el, MAX_LABEL_CHARS * 2, LINE_MAX_ELEMENTS) <= MAX_LABEL_CHARS * 2:
            words = _NON_WORDS.sub(" ", element_text(el)).strip().lower()
            if len(words.split()) >= THREAD_TITLE_WORDS_MIN and words in title and no_text_beside(el):
                drop_keeping_tail(el)
                return True
        lead += len((el.text or "").strip()) + len((el.tail or "").strip())
        if lead > THREAD_TITLE_LEAD_MAX:
            return False
    return False


def _page_title_words(root) -> str:
    """The words of the content document's <title>, lower-cased, one space apart; '' without one."""
    if not isinstance(root.tag, str) or local_name(root.tag) != "html":
        return ""
    title = next((title for head in root.iterchildren("head") for title in head.iterchildren("title")), None)
    return "" if title is None else _NON_WORDS.sub(" ", element_text(title)).strip().lower()
