"""WARC dates: a WARC-Date header value -> ISO 8601 UTC text.

In: a WARC-Date (or ARC date) header value, as the record holds it.
Out: `iso_date(value)` -> `2020-08-04T12:34:56Z` (fractional seconds when given, cut to
microseconds), None when the value is no date. The WARC reader puts it on each record
(warc.py), and the rows read their datetime from it (`rows.parse_warc_date`).
"""
from __future__ import annotations

import calendar
import re
from datetime import UTC, date, datetime, timedelta

# ASCII digits only (re.ASCII; reader56, 2026-12-07): `\d` read full-width and other scripts' digits,
# so "２０２４-05-06" gave 2024-05-06 and a date mixing scripts one too. WARC 1.1 (W3C-ISO8601) and
# every writer seen write ASCII digits; a header in others is no date (a null date, the record kept),
# as `record_headers.content_length` refuses such a Content-Length.
_DATE_RE = re.compile(
    r"(\d{4})(?:-(\d{2})(?:-(\d{2,3})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?)?)?"
    r"\s*(Z|[+-]\d{2}:?\d{2})?",
    re.ASCII,
)
_LEAP_SECOND = "60"


def iso_date(value: str | None) -> str | None:
    """A WARC-Date as ISO 8601 UTC (`2020-08-04T12:34:56Z`, with fractional seconds when
    given, cut to microseconds); any W3C-ISO8601 precision and offset accepted, and the 14-digit
    form of old ARC/WARC 0.x files; ASCII digits only; a leap second (23:59:60 UTC at a month's
    end) read as 23:59:59; None when it is not a date. The package's one WARC-date parser
    (`rows.parse_warc_date` builds its datetime from this)."""
    if not value:
        return None
    value = value.strip()
    if value.isascii() and value.isdigit() and len(value) == 14:  # the 14-digit form of ARC and WARC 0.x files
        value = f"{value[:4]}-{value[4:6]}-{value[6:8]}T{value[8:10]}:{value[10:12]}:{value[12:]}Z"
    match = _DATE_RE.fullmatch(value)
    if not match:
        return None
    year, month, day, hour, minute, second, fraction, zone = match.groups()
    if day is not None and len(day) == 3:
        day = _day_of_month_from_day_of_year(int(year), int(month), int(day))
        if day is None:
            return None
    leap = second == _LEAP_SECOND
    try:
        moment = datetime(
            int(year), int(month or 1), int(day or 1), int(hour or 0), int(minute or 0),
            59 if leap else int(second or 0), tzinfo=UTC,
        )
    except ValueError:
        return None
    if zone and zone != "Z":
        sign = -1 if zone[0] == "-" else 1
        digits = zone[1:].replace(":", "")
        try:
            moment -= sign * timedelta(hours=int(digits[:2]), minutes=int(digits[2:]))
        except OverflowError:  # 9999-12-31T23:59:59-14:00 is past datetime's last moment in UTC
            return None
    if leap and not _last_second_of_a_month(moment):
        return None
    # the year written with four digits: glibc's %Y gives `1` for the year 1, which
    # rows.parse_warc_date's strptime refused (2026-12-06: a ValueError dead letter for the page)
    text = f"{moment.year:04d}-{moment:%m-%dT%H:%M:%S}"
    if fraction:
        text += fraction[:7]
    return text + "Z"


def _last_second_of_a_month(moment: datetime) -> bool:
    """Whether `moment` (UTC, whole seconds aside) is 23:59:59 on a month's last day: where a leap
    second, written 23:59:60 (in UTC; 18:59:60-05:00 in an offset), can fall (ITU-R TF.460: at the end
    of any month, June's and December's first). Such a WARC-Date is read as 23:59:59, its fraction
    kept, as Java's `Instant.parse` reads one; it gave a null date before (reader56, 2026-12-07:
    the capture's day is what a user filters on, and Python's datetime holds no 60th second). A 60th
    second anywhere else is no date."""
    last_day = calendar.monthrange(moment.year, moment.month)[1]
    return (moment.day, moment.hour, moment.minute, moment.second) == (last_day, 23, 59, 59)


def _day_of_month_from_day_of_year(year: int, month: int, day_of_year: int) -> int | None:
    """ClueWeb09's WARC/0.18 writer put the day of the year where the day of the month goes
    (`2008-10-294T05:21:46-0700`, strftime's %j for %d): read as such when that day falls in the
    month the date names (day 294 of 2008 is October 20th); None otherwise (not a date)."""
    if not 1 <= day_of_year <= 366:
        return None
    try:
        moment = date(year, 1, 1) + timedelta(days=day_of_year - 1)
    except (ValueError, OverflowError):  # year 0000; past the last day of 9999
        return None
    return moment.day if moment.year == year and moment.month == month else None
