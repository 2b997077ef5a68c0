"""The cleaning of the content document: written dates in the crawl's languages (`MONTHS`, `DATE_LINE_DATE`)
and whether a short text is a date line, a date with times of day, weekdays and the words naming it at most
(`is_date_line`).

In: a short text (str). Out: whether it is a date line.
"""
from __future__ import annotations

import re

from .line_families import LINE_FAMILIES
from .phrases import LABEL_VERDICTS_MAX
from .tokens import remember

# A written date in the languages of the crawl: 03.02.2022, 3/2/22, 2022-02-03, "3. Februar 2022",
# "3 févr. 2022", "February 3, 2022" (month names by their first three letters and their variants);
# digits around it make it no date, letters do not (a card's text runs its pieces together).
MONTHS = (r"jan|feb|mar|apr|ma[iy]|jun|jul|aug|sep|o[ck]t|nov|de[cz]|janv|févr|mär|avr|juin|juil|août|déc|ene|abr|ago"
           r"|dic|gen|mag|giu|lug|set|ott|mei|okt|sty|lut|kwi|cze|lip|sie|wrz|paź|lis|gru|fev|out|dez")


# A line that is only a post's date and time, as a template prints it above or below a story
# ("24.01.2022 11:38", "Dienstag, 2. November 2021", "26 abril 2022 | |", "11 Jan 2019",
# "09 Jun 2020, 02:32 PM IST", "Veröffentlicht am 7. Juli 2019 - 18:44", "Updated: March 3, 2024"):
# the date is `Document.published_time`, not the text. Its words are a date (DATE_LINE_DATE), times
# of day, weekdays and the few words that say what the date is (DATE_LINE_WORDS), nothing else: a
# date in a sentence, a date after a label ("Termin: 29.02.2020", "Einsendeschluss: 03.11.2019")
# or beside a name stays. The line stands alone (`no_text_beside`); a table cell only when alone
# in its row (a timetable's dates are its data).
# Run by `extract()` after the region is narrowed to its prose (run in `clean_content`, before it,
# a lead paragraph went with its date's box: trafilatura-eval-dev 0394 lost a snippet), on pages
# that are no thread and no item list. Added 2026-12-01 (per-page text of every page of the three
# sets, F1 even / odd): before, ScrapingHub 0.97569 / 0.98026, WCXB dev 0.88586 / 0.88738,
# trafilatura-eval-dev 0.93988 / 0.94722; with: 0.97594 / 0.98026 (5 pages better, none worse),
# 0.88592 / 0.88749 (88 pages better, 10 worse by at most 0.0012: golds that keep an article's date),
# 0.93988 / 0.94788 (one leaked "11 Jan 2019" fewer). Tried: any date-only element, inline or not,
# with no cap on the count: WCXB dev 0.88561 / 0.88725 (threads' post dates and listings' dates, which
# the golds keep: 65 pages worse), ScrapingHub odd 0.98026 (an event's "29 November 2018 | 20
# January 2019"); capped at DATE_LINES_MAX but an inline date beside a post's number and a schedule's
# day over its table dropped: WCXB dev odd 0.88736. CPU: 4.4-5% of extract() (the walk of the
# region's text nodes: see DATE_LINE_TEXTS).
DATE_LINE_MAX = 80
_DATE_MONTHS = MONTHS + r"|maj|wrze|paźdz|listop|grud|stycz|lut|kwie|czerw|lip|sierp"
# Every date begins with a digit or a month's first letter: the lookahead turns the other starting
# positions away at once, before the lookbehind and the five alternatives are tried there (the same
# matches: tests/test_clean_speed.py).
_DATE_INITIALS = "".join(sorted({month[0] for month in _DATE_MONTHS.split("|")}))
DATE_LINE_DATE = re.compile(
    rf"(?=[\d{_DATE_INITIALS}])(?<!\d)(?:\d{{1,2}}[./]\d{{1,2}}[./](?:\d{{4}}|\d{{2}})(?![\d.]\d)|\d{{4}}-\d{{2}}-\d{{2}}(?:t[\d:.+z-]*)?(?!\d)"
    rf"|\d{{4}}/\d{{1,2}}/\d{{1,2}}(?!\d)"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\.? ?(?:de )?(?:{_DATE_MONTHS})[^\W\d_]*\.?,? (?:de )?\d{{4}}(?!\d)"
    rf"|(?:{_DATE_MONTHS})[^\W\d_]*\.? \d{{1,2}}(?:st|nd|rd|th)?,? \d{{4}}(?!\d))", re.I)
_DATE_LINE_TIME = re.compile(r"(?<!\d)\d{1,2}[:.h]\d{2}(?::\d{2})?(?!\d)", re.I)
DATE_LINE_WORDS = frozenset("""
    montag dienstag mittwoch donnerstag freitag samstag sonntag mo di mi do fr sa so
    monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
    lundi mardi mercredi jeudi vendredi samedi dimanche lun mar mer jeu ven sam dim
    lunes martes miércoles jueves viernes sábado domingo
    lunedì martedì mercoledì giovedì venerdì sabato domenica
    poniedziałek wtorek środa czwartek piątek sobota niedziela
    maandag dinsdag woensdag donderdag vrijdag zaterdag zondag
    segunda terça quarta quinta sexta feira
    am um uhr on at le à de del el il alle den dnia o godz op om às
    h pm a p m ist cet cest utc gmt mez mesz edt est pst pdt bst
    veröffentlicht publiziert aktualisiert erstellt geschrieben stand zuletzt
    published posted updated last
    publié publiée mis jour
    publicado publicada actualizado actualizada
    pubblicato pubblicata aggiornato aggiornata
    opublikowano zaktualizowano dodano
    gepubliceerd geplaatst bijgewerkt
    atualizado atualizada
    opdateret udgivet publiceret oppdatert publisert uppdaterad uppdaterat publicerad publicerat päivitetty julkaistu
    aktualizováno aktualizované publikováno publikované frissítve közzétéve actualizat publicat
    обновена обновено публикувана публикувано ažurirano objavljeno posodobljeno objavljeno
    ενημερώθηκε δημοσιεύθηκε güncelleme güncellendi yayınlanma yayınlandı оновлено опубліковано обновлено опубликовано
    diperbarui dipublikasikan diterbitkan cập nhật ngày lúc עודכן פורסם تم التحديث em
""".split())  # lang47b (2026-12-06): "updated" and "published" in the crawl's other languages
DATE_LINE_TOKEN = re.compile(r"[^\W\d_]+|\d+")


def is_date_line(text: str) -> bool:
    """`text` (at most DATE_LINE_MAX characters) is a date, with times of day, weekdays and the
    words naming the date (DATE_LINE_WORDS) at most."""
    verdict = _DATE_LINES.get(text)
    if verdict is None:
        verdict = remember(_DATE_LINES, LABEL_VERDICTS_MAX, text, _is_date_line(text))
    return verdict


_DATE_LINES: dict = {}


def _is_date_line(text: str) -> bool:
    folded = " ".join(text.split())
    if not folded or len(folded) > DATE_LINE_MAX:
        return False
    rest, found = DATE_LINE_DATE.subn(" ", folded)
    if found != 1:
        return False  # none, or a period ("29 November 2018 | 20 January 2019"): an event's dates
    return _names_a_date_only(rest)


def _names_a_date_only(rest: str) -> bool:
    """Are the words of a line without its date (`rest`) times of day and DATE_LINE_WORDS only?"""
    rest = _DATE_LINE_TIME.sub(" ", rest)
    return all(token.lower() in DATE_LINE_WORDS for token in DATE_LINE_TOKEN.findall(rest))


# A post's date and its reading time on one line, parted by a separator: Document360's "Updated on 01
# Mar 2024 • 2 Minutes to read", a blog's "March 1, 2024 · 3 min read", Medium's "5 min read · Mar 1,
# 2024". Each part alone goes as a line of its own (a date line; a reading time, LINE_FAMILIES["reading"]),
# so the line does (`drop_date_lines`): one part a date line, each other part a reading time. Not a
# part of a dated kicker (`is_date_line` does not take it): a listing's cards set it between a byline
# and a topic ("by Jane Roe | Mar 07, 2026 · 4 min read | javascript"), which their golds keep (WCXB
# dev 3015's first card went as a kicker, 0.6364 -> 0.6133). Added 2026-12-07 (docs59): see
# docs/rounds.md, "Round 59, docs59", for the pages it moved.
_READING_TIME = re.compile(LINE_FAMILIES["reading"], re.I)
_LINE_PART_SEPARATOR = re.compile(r"\s+[•·|]\s+")


def is_dated_reading_time_line(text: str) -> bool:
    """Is `text` (at most DATE_LINE_MAX characters) a date line and reading times (see _READING_TIME),
    parted by separators?"""
    if "•" not in text and "·" not in text and "|" not in text:
        return False  # most lines: no separator, nothing folded
    folded = " ".join(text.split())
    if len(folded) > DATE_LINE_MAX:
        return False
    parts = _LINE_PART_SEPARATOR.split(folded)
    if len(parts) < 2:
        return False
    dated = [part for part in parts if not _READING_TIME.fullmatch(part)]
    return len(dated) == 1 and len(dated) < len(parts) and is_date_line(dated[0])
