"""warc_dates.iso_date: WARC-Date header values (any W3C-ISO8601 precision and offset, the 14-digit
ARC form, ClueWeb09's day of the year) as ISO 8601 UTC, None for what is no date."""
from __future__ import annotations

import pytest

from beam_extract.warc_dates import iso_date


@pytest.mark.parametrize("value, expected", [
    ("2020-08-08T17:27:41Z", "2020-08-08T17:27:41Z"),
    ("2020-08-08T17:27:41.123456789Z", "2020-08-08T17:27:41.123456Z"),
    ("2020-08-08T19:27:41+02:00", "2020-08-08T17:27:41Z"),
    ("2020-08-08", "2020-08-08T00:00:00Z"),
    ("20200808172741", "2020-08-08T17:27:41Z"),  # ARC / WARC 0.x
    ("20200808172799", None),
    # ClueWeb09's WARC/0.18 dates hold the day of the year (%j) where the day of the month goes:
    ("2008-10-294T05:21:46-0700", "2008-10-20T12:21:46Z"),  # day 294 of 2008 (a leap year): Oct 20th
    ("2009-03-065T08:43:19-0800", "2009-03-06T16:43:19Z"),
    ("2009-01-001T00:00:00Z", "2009-01-01T00:00:00Z"),
    ("2008-12-366T00:00:00Z", "2008-12-31T00:00:00Z"),
    ("2009-12-366T00:00:00Z", None),  # 2009 has 365 days
    ("2008-03-294T05:21:46-0700", None),  # day 294 is not in March: not a date
    ("2008-10-000T05:21:46Z", None),
    ("0000-01-001T00:00:00Z", None),
    ("9999-12-366T00:00:00Z", None),
    ("yesterday", None),
    (None, None),
    # years before 1000 keep four digits (glibc's %Y wrote `1-01-01T...`, which no reader took back)
    ("0001-01-01T00:00:00Z", "0001-01-01T00:00:00Z"),
    ("0999-12-31T23:59:59.5-01:00", "1000-01-01T00:59:59.5Z"),
])
def test_warc_dates_become_iso_utc(value, expected):
    assert iso_date(value) == expected


@pytest.mark.parametrize("value", ["0001-01-01T00:00:00Z", "0042-06-07T08:09:10.5Z", "9999-12-31T23:59:59.999999Z"])
def test_far_warc_dates_give_a_row_date_that_reads_back(value):
    from datetime import UTC, datetime

    from beam_extract import rows

    moment = rows.parse_warc_date(value)
    assert isinstance(moment, datetime) and moment.tzinfo is UTC
    assert rows.row_from_json(rows.row_to_json({"date": moment}))["date"] == moment


@pytest.mark.parametrize("value, expected", [
    # a leap second (23:59:60 UTC, at a month's end) is read as 23:59:59 of its day, its fraction kept
    ("2016-12-31T23:59:60Z", "2016-12-31T23:59:59Z"),
    ("2016-12-31T23:59:60.25Z", "2016-12-31T23:59:59.25Z"),
    ("2015-06-30T23:59:60Z", "2015-06-30T23:59:59Z"),
    ("2016-12-31T18:59:60-05:00", "2016-12-31T23:59:59Z"),
    ("2017-01-01T00:59:60+01:00", "2016-12-31T23:59:59Z"),
    ("20161231235960", "2016-12-31T23:59:59Z"),
    ("9999-12-31T23:59:60Z", "9999-12-31T23:59:59Z"),
    # a 60th second anywhere else is no date
    ("2024-05-06T12:00:60Z", None),
    ("2024-05-30T23:59:60Z", None),
    ("2016-12-31T23:59:60+01:00", None),
    ("2016-12-31T23:59:61Z", None),
])
def test_a_leap_second_is_read_as_the_last_second_of_its_day(value, expected):
    """reader56, 2026-12-07: a leap second gave a null date (the capture's day lost)."""
    assert iso_date(value) == expected


@pytest.mark.parametrize("value", [
    "\uff12\uff10\uff12\uff14-05-06",                    # full-width digits
    "\uff12\uff10\uff12\uff14-05-06T07:08:09Z",
    "2024-\uff10\uff15-06T07:08:09Z",                       # one field in full-width digits
    "\u0662\u0660\u0662\u0664-05-06",                    # Arabic-Indic digits
    "\u0968\u0966\u0968\u096a-05-06T07:08:09Z",          # Devanagari digits
    "\uff12\uff10\uff12\uff14\uff10\uff15\uff10\uff16\uff10\uff17\uff10\uff18\uff10\uff19",  # the 14-digit form
    "2024-05-06T07:08:09\u2003Z",                           # an em space before the zone
])
def test_a_warc_date_in_digits_other_than_ascii_is_no_date(value):
    """reader56, 2026-12-07: `\\d` read other scripts' digits (full-width "2024-05-06" gave
    2024-05-06); a WARC-Date is ASCII (W3C-ISO8601), as a Content-Length is."""
    assert iso_date(value) is None


def test_a_leap_second_gives_a_row_date():
    from datetime import UTC, datetime

    from beam_extract import rows

    assert rows.parse_warc_date("2016-12-31T23:59:60Z") == datetime(2016, 12, 31, 23, 59, 59, tzinfo=UTC)
