"""Links to the page before and after this one in a reading order (`is_pager_link`: "Previous", "Next
 chapter", "Page suivante »"), and the walk that hands over the links and code blocks a rule reads
(`link_candidates`).

In: a link, or the content document's body. Out: a verdict, or the candidate elements in document order.
"""
from __future__ import annotations

import re

from lxml import etree

from ..speedups import native as _speedups
from .measures import blank, holds_more_elements, no_text_beside

_PRE_AND_LINK_TAGS = ("pre", "PRE", "a", "A")


# The links to the page before and after this one in a manual's or a guide's reading order (MDN's
# "Previous" / "Next" buttons over and under the text, react.dev's "Previous Tutorial: Tic-Tac-Toe",
# a tutorial's "« Previous chapter", "Page suivante »", "Next: Installing"): the link's whole text is
# a pager word (PAGER_WORDS, with a noun naming what it steps through, PAGER_NOUNS, and arrows), or
# its first piece of text is one (a label over the linked page's title) or one and a colon, and it
# stands alone (no text beside it). Added 2026-12-02 (bench_extract --no-peers, per-page F1, even / odd;
# after the "See also" and contents-title rules): WCXB dev 0.890044 / 0.892374 -> 0.890070 / 0.892374
# (documentation 0.962924 / 0.944220 -> 0.962921 / 0.944217: the golds disagree, MDN's Learn pages and
# one react.dev page keep their pager, 3 pages down by 0.0006 to 0.0014, MDN's guides and two react.dev
# pages do not, 4 pages up by 0.0006 to 0.0012; three articles better, a blog's "Prev" / "Next" post
# cards 0.926 -> 0.945); ScrapingHub and trafilatura-eval-dev unchanged (no page changed).
PAGER_WORDS = (r"(?:previous|prev|next|weiter|vorherige[rsn]?|nächste[rsn]?|vorige[rsn]?|précédente?|suivante?"
               r"|anterior|siguiente|próxim[oa]|seguinte|precedente|successiv[oa]|volgende|poprzedni[a]?|następn[ya]"
               r"|předchozí|další)")
PAGER_NOUNS = (r"(?:page|topic|chapter|section|lesson|tutorial|seite|kapitel|abschnitt|lektion|chapitre|leçon|página"
               r"|capítulo|sección|lección|pagina|capitolo|sezione|lezione|hoofdstuk|les|strona|rozdział|lekcja)")
# The arrows beside the words: guillemets and arrows, and the heavy angle marks, triangles and long
# arrows themes draw them with (W3Schools' "&#10094; Previous" / "Next &#10095;": "❮", "❯"). The
# heavier ones added 2026-12-07 (docs54): see docs/rounds.md.
_BACK_ARROWS = "«‹<←❮❰◀◄◂⟵⇐⬅"
_ON_ARROWS = "»›>→❯❱▶►▸⟶⇒➡"
_PAGER_TEXT = re.compile(rf"[{_BACK_ARROWS}\s]*(?:{PAGER_NOUNS}\s+)?{PAGER_WORDS}(?:\s+{PAGER_NOUNS})?"
                         rf"(?:[\s{_ON_ARROWS}:]*$|\s*:)", re.I)
# A pager link's text is at most this long (a label and a page's title).
PAGER_MAX_CHARS = 120
# A link whose label a rule reads (a pager's, a skip link's, a permalink sign's, a lightbox's "Zoom", a
# story card's "Read more", a JSDoc source line's; the C filter of `link_candidates` too) holds at most this
# many elements, itself included: one of more is no such link, told without reading its text. Links
# nested in links (libxml2 keeps `<a><span><a>...`, which a browser's tree builder closes) each hold
# the rest of the page: 900 of them over 10,000 empty elements (a 0.1 MB page) took 10 s of CPU, the
# labels of every link read to its end (2026-12-07, hostile54). A bound, not tuned: the labels
# of the 2,160 development pages' links hold a few elements (an icon, a span); no Document moved.
LINK_LABEL_MAX_ELEMENTS = 64
# The words a pager link's text may begin with (PAGER_WORDS and PAGER_NOUNS spelled out): most links
# are ruled out by a set test of their first word, not a run of the pattern (2.7 us a link). CPU of
# the pager test, 2026-12-02 (extract() over a third of WCXB dev, pages alternating with the test on
# and off after a warm-up round; the harness's A/A 0.998): 1.019 with this gate (0.146 s -> 0.088 s for
# the test over 44,780 parsed links without and with it: about 2 us a link, most of it reading its text).
_PAGER_FIRST_WORDS = frozenset("""previous prev next weiter vorherige vorheriger vorherigen vorheriges nächste
    nächster nächsten nächstes vorige voriger vorigen voriges précédent précédente suivant suivante anterior
    siguiente próximo próxima seguinte precedente successivo successiva volgende poprzedni poprzednia następny
    następna předchozí další page topic chapter section lesson tutorial seite kapitel abschnitt lektion chapitre
    leçon página capítulo sección lección pagina capitolo sezione lezione hoofdstuk les strona rozdział
    lekcja""".split())
_PAGER_LEAD = " \t\n\r\f\v" + _BACK_ARROWS
_PAGER_TRAIL = ":" + _ON_ARROWS


def _blank_text(el) -> bool:
    """Is `el`'s text (its children's, not its tail) empty or white space? One serialisation (~1 us)
    rather than a generator over its itertext pieces (~3.5 us, 2026-12-02)."""
    return blank(etree.tostring(el, method="text", encoding="unicode", with_tail=False))


def _first_text_piece(link):
    """The first piece of `link`'s itertext that is not white space (its own text is), or None: its
    first child's text when that is one, nothing when it holds no text, else read piece by piece."""
    if not len(link):
        return None
    first = link[0]
    if isinstance(first.tag, str):
        piece = first.text
        if piece and not piece.isspace():
            return piece  # <a> <span>Next</span></a>: the piece after the link's own text
    if holds_more_elements(link, LINK_LABEL_MAX_ELEMENTS):
        return None  # no pager's label (read to its end, links nested in links were the square of the page)
    if _blank_text(link):
        return None  # an image's link
    return next((piece for piece in link.itertext() if piece and not piece.isspace()), None)


# The pager words as the C walk's link filter reads them (`link_candidates`).
PAGER_STARTS = tuple(sorted(word.encode("utf-8") for word in _PAGER_FIRST_WORDS))


def link_candidates(body, starts: tuple, lead: bytes, *, with_pre: bool = False) -> list:
    """The links of `body`'s subtree (itself included, document order) a link rule must judge, with
    its pre elements when `with_pre`: with the C speedups only the links whose text may begin, after
    white space and `lead`'s characters (ASCII), with one of `starts` (lower case, UTF-8), or whose
    href may make them an anchor link (`_is_anchor_link`, with `with_pre`); a link left out is one
    whose first word is none of `starts`, which the rules using this reject. Most links are left out:
    the pager test run on each of them was ~1.3% of extract()'s CPU on WCXB dev (2026-12-02)."""
    if _speedups is not None:
        return _speedups.link_candidates(body, starts, lead, with_pre, with_pre)
    return _link_candidates_python(body, with_pre)


def _link_candidates_python(body, with_pre: bool) -> list:
    """Twin of `_speedups.link_candidates`: every link of `body`'s subtree, and its pre elements when
    `with_pre` (the rules' own tests judge them all)."""
    return list(body.iter(*_PRE_AND_LINK_TAGS)) if with_pre else list(body.iter("a", "A"))


def is_pager_link(link) -> bool:
    """A link to the previous or next page of a reading order, standing alone (see PAGER_WORDS)."""
    head = link.text
    if not head or head.isspace():
        head = _first_text_piece(link)
    if head is None:
        return False
    words = head.lstrip(_PAGER_LEAD).split(None, 1)
    if not words or words[0].rstrip(_PAGER_TRAIL).split(":", 1)[0].lower() not in _PAGER_FIRST_WORDS:
        return False  # most links: one set test of their first word
    if _PAGER_TEXT.match(head) is None:
        return False
    if holds_more_elements(link, LINK_LABEL_MAX_ELEMENTS):
        return False
    size = 0
    for piece in link.itertext():
        size += len(piece)
        if size > PAGER_MAX_CHARS:
            return False
    return no_text_beside(link)
