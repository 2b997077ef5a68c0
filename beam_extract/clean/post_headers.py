"""The cleaning of the content document: the header line of a thread's posts: post numbers beside the
date (`drop_post_numbers`, `is_post_header`), relative times (`drop_relative_times`), compact ages
with their date in a title (`drop_compact_ages`), group badges,
Discourse's small action words, the by-word before a poster's name (`drop_poster_by_words`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import functools
import re

from lxml import etree

from ..dom import local_name, set_tail, set_text
from ..speedups import native as _speedups
from .dates import DATE_LINE_TAGS, DATE_LINE_TEXTS
from .drops import drop_keeping_tail
from .lines import drop_still_attached
from .measures import content_body, element_text, text_length_upto
from .written_dates import DATE_LINE_DATE, DATE_LINE_MAX, DATE_LINE_TOKEN, DATE_LINE_WORDS

# --- Post numbers in a thread's post headers ------------------------------------------------------

# The line over (or under) each post of a thread that numbers the post and dates it ("#2 · Jan 3, 2024
# (Edited)", "11-29-2024, 09:03 AM #1", "#1 2025-11-01 15:14:37", "Jul 5, 2024 at 5:39 PM Thread
# Starter Post #1 of 7", "Aug 08, 2006#1"): the post's number, in an element of its own, is the
# board's count of the posts, never the post's text, and goes; the date stays (the golds keep a post's
# date and author: WCXB's keep the dates of 45 of 47 such lines seen, none of the numbers). A header
# line is a date (DATE_LINE_DATE, or a US date with dashes: vBulletin's "11-29-2024") with times of
# day and DATE_LINE_WORDS, a post number (POST_HEADER_NUMBER) and at most POST_HEADER_WORDS other
# words ("Thread Starter"), no longer than POST_HEADER_MAX; a number alone in a block is
# `drop_lone_numbers`'. On threads, when POST_HEADERS_MIN lines or more are such lines.
# Added 2026-12-02 (per-page F1 of WCXB dev's threads, even / odd; snapshot of every page of the three
# sets: no ScrapingHub or trafilatura-eval-dev page changed): forum 0.85483 / 0.83863 -> 0.85517 /
# 0.83948 (9 threads better: vBulletin 4 0.927 -> 0.932, FluxBB 0.966 -> 0.971, XenForo skins by
# up to +0.024; none worse). POST_HEADERS_MIN 3: the same pages; POST_HEADER_WORDS 1 or 0: forum
# odd 0.83963 / 0.83961 (XenForo's "Thread Starter Post #1 of 7" and Slashdot's "by <name> on
# <date> (#64153177)" keep their numbers). Tried first: the whole header line dropped (its date
# too): forum 0.8548 / 0.8386 -> 0.8530 / 0.8389 (9 threads worse: their golds keep the dates).
# CPU: 0.26% of extract() over half of WCXB dev and trafilatura-eval-dev (its own process time;
# a header is looked for only in texts holding "#").
POST_HEADER_MAX = DATE_LINE_MAX
POST_HEADER_WORDS = 3
POST_HEADERS_MIN = 2
_US_DATE = r"(?<!\d)\d{1,2}-\d{1,2}-\d{4}(?!\d)"
POST_HEADER_DATE = re.compile(rf"{DATE_LINE_DATE.pattern}|{_US_DATE}", re.I)
POST_HEADER_NUMBER = re.compile(
    r"(?:(?:post|beitrag|message|mensaje|messaggio|wpis|bericht)\s*)?#\s?\d+(?:\s*(?:of|von|sur|de|di|z|van)\s*\d+)?",
    re.I)
_POST_NUMBER_ALONE = re.compile(rf"[\s·•|-]*(?:{POST_HEADER_NUMBER.pattern})(?:[\s·•|-]+(?:link|permalink))?[\s·•|-]*", re.I)
_HEADER_TIME = re.compile(r"(?<!\d)@?\d{1,2}[:.h]\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?(?!\d)", re.I)


def _holds_post_date(text: str) -> bool:
    """`text` holds a post's date, or is a post's number alone: a header line whose date has no
    four-digit year ("#51201 - 03/02/24 10:00 AM", UBB.threads') is found by its number (a post id
    of four digits or more; the walk reads only texts holding four digits in a row). forum46."""
    return POST_HEADER_DATE.search(text) is not None or _POST_NUMBER_ALONE.fullmatch(text) is not None


def is_post_header(text: str) -> bool:
    """`text` is a post's header line (see POST_HEADER_MAX): its number and its date, or its number
    and its age (RELATIVE_TIME: Kunena's "3 months ago #12340"; see _header_without_its_date)."""
    folded = " ".join(text.split())
    if not folded or len(folded) > POST_HEADER_MAX:
        return False
    rest = _header_without_its_date(folded)
    if rest is None:
        return False
    rest, numbers = POST_HEADER_NUMBER.subn(" ", rest)
    if not numbers:
        return False
    rest = _HEADER_TIME.sub(" ", rest)
    others = [token for token in DATE_LINE_TOKEN.findall(rest) if token.lower() not in DATE_LINE_WORDS]
    return len(others) <= POST_HEADER_WORDS


# A post's age in place of its date: Kunena's header "3 months ago #12340" (Aurelia, Crypsis) and
# "12 years 3 months ago #12340" (Blue Eagle), its post id linked to the post, dates only in a title.
# Without it the number stayed once the age went (forum53's lead). Added 2026-12-07 (forum54;
# snapshot of the 2,160 dev pages, C and pure: no page changed, no dev thread numbers its posts beside
# an age; the walk reads a number alone only when it holds four digits, as a post id does).
def _header_without_its_date(folded: str) -> str | None:
    """`folded` with its one date (POST_HEADER_DATE) or, failing that, its one relative time
    (RELATIVE_TIME) taken out; None when it holds neither, or more than one."""
    rest, found = POST_HEADER_DATE.subn(" ", folded)
    if found == 0:
        rest, found = _AGE_IN_HEADER.subn(" ", folded)
    return rest if found == 1 else None


def _date_text_owners(body, holds_date) -> list:
    """The elements holding each short text node (at most POST_HEADER_MAX characters) of `body` in
    which `holds_date` finds a date: a tail's owner is its element's parent."""
    if _speedups is not None:
        return _speedups.date_line_walk(body, 4 * POST_HEADER_MAX, POST_HEADER_MAX, holds_date)
    return [node.getparent().getparent() if node.is_tail else node.getparent()
            for node in DATE_LINE_TEXTS(body)  # the C walk's twin (POST_HEADER_MAX is DATE_LINE_MAX)
            if len(" ".join(str(node).split())) <= POST_HEADER_MAX and holds_date(str(node))]


def drop_post_numbers(root) -> int:
    """Remove the post numbers of a thread's post header lines (see POST_HEADER_MAX). Returns how
    many went."""
    body = content_body(root)
    owners = _date_text_owners(body, _holds_post_date)
    lines: list = []
    # The lines found, and the blocks found too long: each header's climb met those of the headers
    # before it (a list's identity scan of the lines, and the thread's container measured again for
    # each header, were the square of a thread's posts). The counts stop past their limit now, C and
    # pure, but the pure count still reads a few posts' text pieces per header: without the memo 16,000
    # posts took 3.3-4.1 s of CPU, with it ~2.5 s (2026-12-02).
    seen: set = set()
    too_long: set = set()
    for el in owners:
        line = None
        while el is not None and el is not body and el.tag in _POST_HEADER_TAGS:
            if el in too_long or text_length_upto(el, 4 * POST_HEADER_MAX) > 4 * POST_HEADER_MAX:
                too_long.add(el)
                break
            text = element_text(el)
            if len(" ".join(text.split())) > POST_HEADER_MAX:
                break
            if "#" in text and is_post_header(text):
                line = el
            el = el.getparent()
        if line is not None and line not in seen:
            seen.add(line)
            lines.append(line)
    if len(lines) < POST_HEADERS_MIN:
        return 0
    numbers = [el for line in lines for el in line.iterdescendants() if isinstance(el.tag, str)
               and text_length_upto(el, POST_HEADER_MAX) <= POST_HEADER_MAX
               and _POST_NUMBER_ALONE.fullmatch(element_text(el))]
    return drop_still_attached(numbers, body)


_POST_HEADER_TAGS = DATE_LINE_TAGS | frozenset(t for name in ("h1", "footer", "tr") for t in (name, name.upper()))


# --- A post's whole header line: its poster and its date (the `post_headers` option) ---------------

# WCXB's golds split on a thread's post header lines ("alice April 5, 2023, 10:08am", "Jul 9, 2007")
# by batch: the first batch's (dev ids 0001-0699, 77 of dev's 113 forum pages) keep the poster and
# the date, the later batches' (ids 0700 and up; the held-out split holds mostly these) leave them
# out. Kept by default (ExtractOptions.post_headers); with post_headers=False, on a thread, an element
# of a post's header tags whose whole text is one date with its times of day, DATE_LINE_WORDS, a
# post number and at most POST_HEADER_LINE_WORDS other words (the poster's name, "Posted", "said")
# goes, the outermost such one, where a page holds POST_HEADERS_MIN of them or more. Measured
# 2026-12-07 (forum52; see "Forums, the fifty-second round" in docs/rounds.md).
POST_HEADER_LINE_WORDS = 3


def is_post_header_line(text: str, words: int = POST_HEADER_LINE_WORDS) -> bool:
    """`text` is a post's whole header line: one date (POST_HEADER_DATE) with its times of day, a
    post number and at most `words` other words, in at most POST_HEADER_MAX characters."""
    folded = " ".join(text.split())
    if not folded or len(folded) > POST_HEADER_MAX:
        return False
    rest, found = POST_HEADER_DATE.subn(" ", folded)
    if found != 1:
        return False
    rest = _HEADER_TIME.sub(" ", POST_HEADER_NUMBER.sub(" ", rest))
    others = [token for token in DATE_LINE_TOKEN.findall(rest) if token.lower() not in DATE_LINE_WORDS]
    return len(others) <= words


def _holds_header_date(text: str) -> bool:
    return POST_HEADER_DATE.search(text) is not None


# The poster's name in an element of its own inside the header line stays: Discourse's crawler view
# writes "alice April 5, 2023, 10:08am" as one line, the name a link of its own beside the date, and
# the golds that leave the date out keep the name (WCXB dev 1126, 1591, 1764 of the later batches; the
# first batch's keep both, 0501-0512). What goes is the outermost element of the line around the date
# holding no other word (the date with its times, number and DATE_LINE_WORDS); a line whose date and
# name share one text goes whole. Added 2026-12-07 (forum54; with post_headers=False only; per-page
# word F1 of WCXB dev's forum pages, summed, against forum52's whole line gone): ids 0700-2799 even
# +0.1437 -> +0.1511, odd +0.0826 -> +0.0952 (1126 0.972 -> 0.982, 1591 0.989 -> 0.997; 1976 1.000
# -> 0.994, its gold leaving the names out too); ids 4000 and up unchanged; the first batch even
# -0.6644 -> -0.6536, odd -0.5707 -> -0.5317 (its golds keep the names, 0501-0512).
def _date_part(owner, line):
    """The outermost element from `owner` (the date's element) up to `line` whose text is the date
    alone, with no other word; None when even `owner`'s text holds other words."""
    part = None
    el = owner
    while el is not None:
        if not is_post_header_line(element_text(el), 0):
            break
        part = el
        if el is line:
            break
        el = el.getparent()
    return part


def drop_post_header_lines(root) -> int:
    """Remove a thread's post header lines (see POST_HEADER_LINE_WORDS) when POST_HEADERS_MIN or
    more are found: of each, the part holding its date (`_date_part`), or the outermost element
    holding the line. Returns how many went."""
    body = content_body(root)
    owners = _date_text_owners(body, _holds_header_date)
    parts: list = []
    seen: set = set()
    too_long: set = set()  # the blocks met too long to be a line: each climb stops there (as drop_post_numbers')
    for owner in owners:
        line = None
        el = owner
        while el is not None and el is not body and el.tag in _POST_HEADER_TAGS:
            if el in too_long or text_length_upto(el, 4 * POST_HEADER_MAX) > 4 * POST_HEADER_MAX:
                too_long.add(el)
                break
            if not is_post_header_line(element_text(el)):
                break
            line = el
            el = el.getparent()
        if line is not None and line not in seen:
            seen.add(line)
            part = _date_part(owner, line)
            parts.append(line if part is None else part)
    if len(parts) < POST_HEADERS_MIN:
        return 0
    return drop_still_attached(parts, body)


# A post's time written relative to when the page was fetched ("17 hours ago", "· 1 year ago",
# "vor 3 Stunden", "il y a 2 jours", "hace un año", "3 ore fa", "2 dagen geleden", "rok temu"), as
# an element of its own beside the poster's name (old Reddit's `<time class="live-timestamp">`,
# Lemmy's "moment-time" spans, Warrior Forum's `<time>`): stale the moment the page is stored, and
# the golds leave it out. On threads only; an element whose whole text is such a time goes (the
# outermost one), a time inside a sentence or a line ("Posted by alice 6 years ago") stays.
# Added 2026-12-04 (round 33; snapshot of the 2,160 pages, C and pure Python, per-page word F1):
# WCXB dev 4 pages better, none worse: old Reddit 0562 0.8577 -> 0.9052, Warrior Forum 0526 0.9638
# -> 0.9894 (even), Lemmy 0573 0.9431 -> 0.9861 and an article's comment thread 0329 0.9637 ->
# 0.9651 (odd): forum 0.8704 / 0.8498 -> 0.8717 / 0.8506, WCXB dev 0.8982 / 0.8987 -> 0.8983 /
# 0.8988; trafilatura-eval-dev: a new Reddit thread and a German board lost their times, their
# snippets the same; ScrapingHub: no page changed. Tried on every page: Hacker News listings' golds split (2911 0.980
# -> 0.874, 3013 0.702 -> 0.765), a service page 0.899 -> 0.885: not kept.
RELATIVE_TIME_MAX = 40  # characters of such a time ("il y a 11 secondes", 18), a bound, not tuned
# A day named relative to the page's fetch with its time of day ("Yesterday at 8:01 AM", "Wednesday at
# 3:15 PM", XenForo's header within the week; vBulletin's "Today, 10:15 PM"; "Gestern um 14:05",
# "Hier à 08:01", "Ayer a las 9:30", "Ieri alle 10:15", "Gisteren om 10:15", "Ontem às 10:15"), as
# stale as "2 hours ago". Added 2026-12-07 (forum52b): WCXB dev's golds leave every such line out,
# in both batches (0403, 0514 of ids < 0700; 2797 of the later ones); an absolute date with a time
# ("07/03/24 02:57 PM") is not one (the first batch's golds keep a post's absolute date).
_CLOCK = r"\d{1,2}[:.h]\d{2}(?:\s*[AaPp]\.?[Mm]\.?|\s+Uhr)?"
_RELATIVE_DAY = (
    r"(?:today|yesterday)(?:\s+at|,)|(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+at"
    r"|(?:heute|gestern)(?:\s+um|,)|(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\s+um"
    r"|(?:aujourd[’']hui|hier|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+à"
    r"|(?:hoy|ayer|lunes|martes|miércoles|jueves|viernes|sábado|domingo)\s+a\s+las"
    r"|(?:oggi|ieri|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\s+alle(?:\s+ore)?"
    r"|(?:vandaag|gisteren|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)\s+om"
    r"|(?:hoje|ontem|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado|domingo)\s+às"
)
_AGO_UNITS = r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|mos?|years?|yrs?|[smhdwy])"
# An age in two units, Kunena's "12 years 3 months ago" and bbPress's "2 years, 3 months ago" ("1 year
# and 2 months ago"), is one too. Added 2026-12-07 (forum53; snapshot of the 2,160 pages, C and pure:
# no page changed, no dev thread shows one; three units, "2 years, 3 months, 4 days ago", not read).
# A label before such a time, in the same element (Warrior Forum's `<time>Posted: 2 years ago</time>`):
# added 2026-12-07 (forum52b), WCXB dev 0526's gold leaves it out as it does the bare "2 years ago".
_TIME_LABEL = r"(?:(?:posted|replied)\s*:?\s+)?"
# A rounded age's qualifier, as Rails' `time_ago_in_words` and the boards after it write one ("about 2
# hours ago", "over 5 years ago", "almost 3 years ago", "less than 1 minute ago"; Verint/Telligent's
# post dates, Redmine's). Added 2026-12-07 (forum56; snapshot of the 2,160 pages: see
# docs/rounds.md).
_AGE_QUALIFIER = r"(?:(?:about|over|almost|nearly|less\s+than)\s+)?"
_RELATIVE_TIME_FORMS = (
    rf"{_TIME_LABEL}(?:"
    rf"{_AGE_QUALIFIER}(?:\d+|an?|one)\s*{_AGO_UNITS}(?:,?\s+(?:and\s+)?\d+\s*{_AGO_UNITS})?\s+ago"
    r"|vor\s+(?:\d+|einer?|einem)\s+(?:sekunden?|minuten?|stunden?|tag(?:en)?|wochen?|monat(?:en)?|jahr(?:en)?)"
    r"|il\s+y\s+a\s+(?:\d+|une?)\s+(?:secondes?|minutes?|heures?|jours?|semaines?|mois|ans?|années?)"
    r"|hace\s+(?:\d+|una?)\s+(?:segundos?|minutos?|horas?|días?|semanas?|mes(?:es)?|años?)"
    r"|há\s+(?:\d+|uma?)\s+(?:segundos?|minutos?|horas?|dias?|semanas?|mês|meses|anos?)"
    r"|(?:\d+|una?|un)\s+(?:second[oi]|minut[oi]|ora|ore|giorn[oi]|settiman[ae]|mese|mesi|anno|anni)\s+fa"
    r"|(?:\d+|een)\s+(?:seconden?|minuten?|uur|dagen|dag|weken|week|maanden|maand|jaar|jaren)\s+geleden"
    r"|(?:\d+\s+)?(?:sekund[ęy]?|minut[ęy]?|godzin[ęy]?|dni|dzień|tygodni[e]?|tydzień|miesiąc[e]?|miesięcy|lat[a]?|rok)\s+temu"
    rf"|(?:{_RELATIVE_DAY})\s+{_CLOCK}"
    r")")
RELATIVE_TIME = re.compile(rf"\W{{0,3}}{_RELATIVE_TIME_FORMS}\W{{0,3}}", re.I)
_AGE_IN_HEADER = re.compile(_RELATIVE_TIME_FORMS, re.I)  # without the marks around: "3 months ago #12340"
# The fixed words of RELATIVE_TIME's forms: the text nodes holding one that the region's text holds
# are asked for by an XPath of those words alone (each `contains()` copies every text node of the
# region: twelve took 2.5-12 ms on a thread of 2,000-4,000 elements, one 0.3-1.2 ms, the region's
# text 0.04-0.13 ms).
_AGO_WORDS = ("ago", "vor ", "Vor ", "il y a", "Il y a", "hace ", "Hace ", "há ", "Há ", "geleden", "temu",
              # _RELATIVE_DAY's forms, by a piece of each that holds in either case
              # (no bare " alle " or "day, ": common words in German and English text, each `contains()`
              # a pass over the region's text nodes)
              "day at ", "oday, ", "erday, ", "eute um ", "estern um ", "eute, ", "estern, ", "tag um ",
              "woch um ", "hui à ", "ier à ", "di à ", "che à ", " a las ", "gi alle ", "ri alle ", "ì alle ",
              "to alle ", "ca alle ", "dag om ", "teren om ", " às ",
              # Italian's "fa" with its unit (" fa" alone: 102 of WCXB dev's 126 thread regions, English words)
              *(f"{unit} fa" for unit in ("secondi", "secondo", "minuti", "minuto", "ora", "ore", "giorni", "giorno",
                                          "settimane", "settimana", "mese", "mesi", "anni", "anno")))


@functools.lru_cache(maxsize=64)
def _texts_holding(words: tuple) -> etree.XPath:
    return etree.XPath(f"descendant::text()[{' or '.join(f'contains(., {word!r})' for word in words)}]")


def _relative_time_texts(body) -> list:
    """The text nodes below `body` that may be a relative time (short, holding one of _AGO_WORDS)."""
    text = etree.tostring(body, method="text", encoding="unicode")
    words = tuple(word for word in _AGO_WORDS if word in text)
    if not words:
        return []
    return [node for node in _texts_holding(words)(body) if len(node) <= 4 * RELATIVE_TIME_MAX
            and len(node.strip()) <= RELATIVE_TIME_MAX]


def drop_relative_times(root) -> int:
    """Remove the elements of a thread whose whole text is a relative time (RELATIVE_TIME), the
    outermost such one for each. Returns how many went."""
    body = content_body(root)
    found: list = []
    for node in _relative_time_texts(body):
        if node.is_tail or not RELATIVE_TIME.fullmatch(node.strip()):
            continue
        el = node.getparent()
        if el is body or element_text(el) != node.strip():
            continue
        while (up := el.getparent()) is not None and up is not body and _only_text_is(up, el):
            el = up
        if not found or found[-1] is not el:
            found.append(el)
    for el in found:
        drop_keeping_tail(el)
    return len(found)


# A post's age written compact ("2y", "5h", "3mo", "12min") in an element that carries its full date
# for a pointer's hover (`title`, `datetime`, or a `time` element): Wall Street Oasis's
# `<span class="d-inline" title="August 13, 2023 - 3:05pm">2y</span>` beside each poster, the
# compact ages of Discourse's, Reddit's and other apps' headers. Stale as "2 years ago" once the
# page is stored; on threads, where a page holds COMPACT_AGES_MIN of them (one such element is no
# header). Added 2026-12-07 (forum53; snapshot of the 2,160 pages, C and pure, per-page word F1):
# one page changed, WCXB dev 2201 (later batch, odd) 0.9901 -> 0.9947 (its gold leaves all nineteen
# out; forum odd 0.8588 unchanged at four places, the later batch's forum pages 0.7998 -> 0.7999).
# Of the dev pages whose text holds such lines, the golds keep them only on pages that are no
# thread (a listing's job ages, a documentation page's, a recipe's): the rule does not run there.
COMPACT_AGES_MIN = 2
COMPACT_AGE = re.compile(r"\d{1,2}\s?(?:s|sec|m|min|mins|h|hr|hrs|d|w|wk|wks|mo|mos|y|yr|yrs)")
COMPACT_AGE_MAX = 12  # characters of such an element's text, spaces included ("12 min" with its padding)
# (the length is measured by a count that stops past it, not by the XPath's string value: nested
# titled elements would each copy the text below them)
_DATED_ELEMENTS = etree.XPath("descendant::*[self::time or @title or @datetime]")


def drop_compact_ages(root) -> int:
    """Remove the elements of a thread whose whole text is a compact age (COMPACT_AGE) and which
    carry a date in `title` or `datetime` (or are a `time`), where COMPACT_AGES_MIN or more are
    found. Returns how many went."""
    body = content_body(root)
    found = [el for el in _DATED_ELEMENTS(body)
             if text_length_upto(el, COMPACT_AGE_MAX, 4) <= COMPACT_AGE_MAX
             and COMPACT_AGE.fullmatch(element_text(el).strip())
             and (local_name(el) == "time" or _carries_a_date(el))]
    if len(found) < COMPACT_AGES_MIN:
        return 0
    return drop_still_attached(found, body)


def _carries_a_date(el) -> bool:
    """Does `el`'s `datetime` or `title` hold a date (a run of four digits, a year, or a clock)?"""
    value = el.get("datetime") or el.get("title") or ""
    return bool(_DATED_VALUE.search(value))


_DATED_VALUE = re.compile(r"\b\d{4}\b|\d{1,2}:\d{2}")


def _only_text_is(up, el) -> bool:
    """Is `el`'s text (stripped) all the text of `up`, its parent?"""
    return (not (up.text or "").strip() and not (el.tail or "").strip()
            and text_length_upto(up, RELATIVE_TIME_MAX, 8) <= RELATIVE_TIME_MAX
            and element_text(up) == element_text(el))


# A poster's group shown as a badge linking to the group's page beside their name (NodeBB's
# `<a href="/groups/sailors" class="badge ..."><span class="badge-text">Sailor</span></a>`, once per
# group the member is in): post chrome the golds leave out. On threads only. Added 2026-12-04
# (round 33; snapshot of the 2,160 pages, C and pure Python): two NodeBB threads better, 0553 0.9598
# -> 0.9679 and 0549 0.9011 -> 0.9036 (both odd: forum 0.8506 -> 0.8508); no other page changed.
_GROUP_BADGES = etree.XPath(
    "descendant::a[contains(@href, '/groups/')][contains(concat(' ', normalize-space(@class), ' '), ' badge ')]")


def drop_group_badges(root) -> int:
    """Remove a thread's group badges (links to a "/groups/" page classed "badge"). Returns how many
    went."""
    badges = _GROUP_BADGES(content_body(root))
    for el in badges:
        drop_keeping_tail(el)
    return len(badges)


# The small action a Discourse post records, written after its poster's name in the crawler view
# (`.crawler-post-meta > span.creator`: "system Closed", "system1 (system) Closed", "alice Pinned"):
# the golds write the name (and the full name in brackets) over the date, never the action's word
# (4 sites of WCXB dev, a topic closed after its last reply). The text after the name's link goes but
# for the full name, when at most SMALL_ACTION_WORDS_MAX words (language-neutral: the word is the
# locale's). On threads only. Added 2026-12-05 (forum43; snapshot of the three sets, C and pure,
# per-page word F1): see docs/rounds.md, the forty-third round.
SMALL_ACTION_WORDS_MAX = 3
_POST_CREATORS = etree.XPath(
    "descendant::*[contains(concat(' ', normalize-space(@class), ' '), ' crawler-post-meta ')]"
    "/*[contains(concat(' ', normalize-space(@class), ' '), ' creator ')]")
_CREATOR_TAIL = re.compile(r"(\([^()]{1,60}\))?\s*(.*)", re.S)  # matched against the stripped tail


def drop_small_action_words(root) -> int:
    """Remove the action's word after a Discourse poster's name (see SMALL_ACTION_WORDS_MAX).
    Returns how many went."""
    dropped = 0
    for creator in _POST_CREATORS(content_body(root)):
        link = creator[-1] if len(creator) else None
        if link is None or local_name(link.tag) != "a" or not (link.tail or "").strip():
            continue
        found = _CREATOR_TAIL.fullmatch(link.tail.strip())
        if found is None or not found.group(2) or len(found.group(2).split(None, SMALL_ACTION_WORDS_MAX)) > SMALL_ACTION_WORDS_MAX:
            continue
        set_tail(link, f" {found.group(1)} " if found.group(1) else " ")
        dropped += 1
    return dropped


# The word "by" standing alone before a poster's name that links to the poster's profile, in a
# thread's post or topic header: phpBB 3's "by <strong><a>alice</a></strong> » <date>" (its language
# packs' "von", "par", "por", "da", "przez", "door", "от"), Invision 4's topic header "By <a>alice</a>,
# <date>". The golds keep the name and the date, or neither; never the word (nor phpBB's "»", which
# goes with it). On threads only: an article's byline is left to the byline rules. Added 2026-12-04
# (forum34; snapshot of the three sets, per-page word F1): see docs/rounds.md, forum engines,
# sixteenth round.
_PROFILE_LINKS = etree.XPath(
    "descendant::a[contains(@href, 'mode=viewprofile') or contains(@href, '/profile/')"
    " or contains(@href, '/members/') or contains(@href, '/member.php')]")
_POSTER_BY_WORDS = frozenset(("by", "von", "par", "por", "da", "przez", "door", "от"))
_NAME_WRAPPERS = frozenset(("strong", "b", "span", "STRONG", "B", "SPAN"))


def drop_poster_by_words(root) -> int:
    """Remove the by-word before a poster's profile-linked name in a thread (see _POSTER_BY_WORDS)
    and a "»" right after the name. Returns how many by-words went."""
    removed = 0
    for link in _PROFILE_LINKS(content_body(root)):
        name = link
        up = link.getparent()
        if up is not None and up.tag in _NAME_WRAPPERS and len(up) == 1 and not (up.text or "").strip():
            name = up  # phpBB's <strong> around the link
        before = name.getprevious()
        holder = name.getparent() if before is None else before
        text = holder.text if before is None else before.tail
        if holder is None or not text or text.strip().lower() not in _POSTER_BY_WORDS:
            continue
        if before is None:
            set_text(holder, text[:len(text) - len(text.lstrip())])
        else:
            set_tail(before, text[:len(text) - len(text.lstrip())])
        tail = name.tail or ""
        if tail.lstrip().startswith("»"):
            set_tail(name, " " + tail.lstrip()[1:].lstrip())
        removed += 1
    return removed
