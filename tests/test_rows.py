"""Output rows: schema, Document + WARC record -> row, Arrow/JSON/text round trips."""
from __future__ import annotations

import dataclasses
import io
import json
from datetime import UTC, datetime

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from cpu_budget import within_ratio
from hypothesis import given, settings
from hypothesis import strategies as st

from beam_extract import rows, warc_dates
from beam_extract.document import DERIVED_FIELDS, Document
from beam_extract.warc import WarcPage

EXPECTED_TYPES = {
    "id": pa.string(),
    "url": pa.string(),
    "date": pa.timestamp("us", tz="UTC"),
    "warc_file": pa.string(),
    "warc_offset": pa.int64(),
    "warc_length": pa.int64(),
    "content_type": pa.string(),
    "truncated": pa.string(),
    "charset": pa.string(),
    "title": pa.string(),
    "text": pa.string(),
    "markdown": pa.string(),
    "lang": pa.string(),
    "lang_detected": pa.string(),
    "lang_score": pa.float64(),
    "byline": pa.string(),
    "site_name": pa.string(),
    "published_time": pa.string(),
    "description": pa.string(),
    "mode": pa.string(),
    "pruning_fallback": pa.bool_(),
    "text_length": pa.int64(),
    "content_sha1": pa.string(),
}


def make_document(**changes) -> Document:
    values = dict(
        text="Heading\n\nFirst paragraph, with ünïcode.",
        html="<html><body><p>x</p></body></html>",
        mode="main",
        url="https://example.org/doc",
        title="A title",
        markdown="# Heading\n\nFirst paragraph, with ünïcode.",
        lang="en",
        lang_detected="en",
        lang_score=0.97,
        byline="Ada",
        site_name="Example",
        published_time="2024-01-02",
        description="About it",
        charset="windows-1252",
    )
    values.update(changes)
    return Document(**values)


def make_page(**changes) -> WarcPage:
    values = dict(
        record_id="<urn:uuid:0000-1111>",
        url="https://example.org/doc",
        date="2020-08-04T10:01:23Z",
        warc_file="crawl/one.warc.gz",
        warc_offset=123456,
        warc_length=789,
        content_type="text/html",
        charset_hint="iso-8859-1",
        http_status=200,
        payload=b"<html></html>",
    )
    values.update(changes)
    return WarcPage(**values)


def test_schema_has_the_documented_fields_and_types_in_order():
    assert list(rows.DOCUMENT_SCHEMA.names) == list(EXPECTED_TYPES)
    for name, type_ in EXPECTED_TYPES.items():
        field = rows.DOCUMENT_SCHEMA.field(name)
        assert field.type == type_, name
        assert field.metadata[b"description"], f"{name} is undocumented"
    assert rows.DEAD_LETTER_SCHEMA.names == ["warc_file", "warc_offset", "warc_length", "record_id", "url", "reason", "error"]


def test_row_from_document_and_warc_page():
    doc, page = make_document(), make_page()
    row = rows.document_row(doc, page)
    assert set(row) == set(EXPECTED_TYPES)
    assert row["id"] == "<urn:uuid:0000-1111>"
    assert row["date"] == datetime(2020, 8, 4, 10, 1, 23, tzinfo=UTC)
    assert (row["warc_file"], row["warc_offset"], row["warc_length"]) == ("crawl/one.warc.gz", 123456, 789)
    assert row["content_type"] == "text/html"
    assert row["charset"] == "windows-1252"  # the encoding actually used, not the HTTP label
    assert row["text"] == doc.text and row["markdown"] == doc.markdown
    assert row["text_length"] == len(doc.text)
    assert row["content_sha1"] == doc.content_sha1 and len(row["content_sha1"]) == 40
    assert (row["title"], row["byline"], row["site_name"], row["mode"]) == ("A title", "Ada", "Example", "main")


def test_row_from_url_html_pair_has_null_warc_fields():
    row = rows.document_row(make_document(url=None, charset=None), None, url="https://given.example/")
    assert row["url"] == "https://given.example/"
    for name in ("id", "date", "warc_file", "warc_offset", "warc_length", "content_type", "truncated", "charset"):
        assert row[name] is None, name


def test_a_truncated_record_says_why_in_its_row_and_a_whole_one_is_null():
    assert rows.document_row(make_document(), make_page())["truncated"] is None
    row = rows.document_row(make_document(), make_page(truncated="length"))
    assert row["truncated"] == "length"
    assert rows.DOCUMENT_SCHEMA.field("truncated").nullable
    table = rows.rows_to_table([row, rows.document_row(make_document(), make_page())])
    assert table.column("truncated").to_pylist() == ["length", None]


@pytest.mark.parametrize(
    "value, expected",
    [
        ("2020-08-04T10:01:23Z", datetime(2020, 8, 4, 10, 1, 23, tzinfo=UTC)),
        ("2020-08-04T10:01:23.123456789Z", datetime(2020, 8, 4, 10, 1, 23, 123456, tzinfo=UTC)),
        ("2020-08-04T12:01:23+02:00", datetime(2020, 8, 4, 10, 1, 23, tzinfo=UTC)),
        ("20200804100123", datetime(2020, 8, 4, 10, 1, 23, tzinfo=UTC)),
        ("2020-08-04T10:01:23.5Z", datetime(2020, 8, 4, 10, 1, 23, 500000, tzinfo=UTC)),
        ("2020-08-04", datetime(2020, 8, 4, tzinfo=UTC)),
        ("2020-08-04T10:01:23.5Z extra", None),
        ("yesterday", None),
        ("", None),
        (None, None),
    ],
)
def test_warc_dates(value, expected):
    assert rows.parse_warc_date(value) == expected


def test_the_row_date_is_the_record_date_read_once():
    # one WARC-date parser: the row's datetime is the ISO text the reader put on the record
    for value in ("2020-08-04T12:01:23.123456789+02:00", "20200804100123", "2020-08", "not a date"):
        iso = warc_dates.iso_date(value)
        parsed = rows.parse_warc_date(value)
        assert (parsed is None) == (iso is None)
        if parsed is not None:
            assert rows.format_date(parsed) == iso


def test_rows_round_trip_through_parquet():
    table_rows = [
        rows.document_row(make_document(), make_page()),
        rows.document_row(make_document(title=None, lang_score=None, url=None), None, url="u"),
    ]
    table = rows.rows_to_table(table_rows)
    assert table.schema.equals(rows.DOCUMENT_SCHEMA)
    buffer = io.BytesIO()
    pq.write_table(table, buffer, compression="zstd")
    back = pq.read_table(io.BytesIO(buffer.getvalue()))
    assert back.schema.equals(rows.DOCUMENT_SCHEMA, check_metadata=False)
    assert back.to_pylist() == table_rows


def test_rows_round_trip_through_json():
    row = rows.document_row(make_document(), make_page())
    line = rows.row_to_json(row)
    assert "\n" not in line and "ünïcode" in line and '"2020-08-04T10:01:23Z"' in line
    assert rows.row_from_json(line) == row
    odd = {**row, "text": "para\u2028graph\x85end"}
    odd_line = rows.row_to_json(odd)
    assert len(odd_line.splitlines()) == 1 and rows.row_from_json(odd_line) == odd


@pytest.mark.parametrize(
    "text",
    [
        "plain",
        "two\n\nparagraphs",
        "back\\slash and \\n literal",
        "cr\r\nlf",
        "tab\tend\\",
        "line\u2028separator, next\x85line, form\x0cfeed",
        "a literal \\u2028 stays literal",
    ],
)
def test_text_lines_hold_one_document_and_give_it_back(text):
    line = rows.text_line({"text": text})
    assert len(line.splitlines()) == 1
    assert rows.parse_text_line(line) == text


def test_dead_letter_row_holds_where_and_why():
    row = rows.dead_letter_row(
        reason="truncated", error="file ends inside the record", warc_file="f.warc.gz", warc_offset=9, record_id="<r>", url="u",
        warc_length=70,
    )
    assert list(row) == list(rows.DEAD_LETTER_FIELDS)
    table = rows.rows_to_table([row], rows.DEAD_LETTER_SCHEMA)
    assert table.to_pylist() == [row]


def test_the_schema_lists_the_record_fields_every_document_field_and_the_derived_ones():
    document_fields = [f.name for f in dataclasses.fields(Document) if f.name not in rows.ROW_OMITS]
    assert set(rows.DOCUMENT_FIELDS) == set(rows.RECORD_FIELDS) | set(document_fields) | set(DERIVED_FIELDS)
    assert set(rows.document_row(make_document(), make_page())) == set(rows.DOCUMENT_FIELDS)


def test_a_field_added_to_the_document_appears_in_the_row():
    @dataclasses.dataclass(frozen=True)
    class Extended(Document):
        reading_minutes: int | None = None

    doc = Extended(**dataclasses.asdict(make_document()), reading_minutes=4)
    row = rows.document_row(doc, make_page())
    assert row["reading_minutes"] == 4
    assert list(row) == [*rows.DOCUMENT_FIELDS, "reading_minutes"]


def test_row_keys_come_in_the_schema_s_order():
    assert list(rows.document_row(make_document(), make_page())) == list(rows.DOCUMENT_FIELDS)
    assert list(rows.document_row(make_document(), None, url="u")) == list(rows.DOCUMENT_FIELDS)


# The escapes as one table, the way they were first written: the lines must stay byte for byte
# what this gives, whatever faster way rows.py finds to write them.
_BREAKS = "\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
_REFERENCE_JSON = str.maketrans({ch: f"\\u{ord(ch):04x}" for ch in _BREAKS})
_REFERENCE_TEXT = str.maketrans({"\\": "\\\\", "\n": "\\n", "\r": "\\r", **{ch: f"\\u{ord(ch):04x}" for ch in _BREAKS}})


@given(st.text(alphabet=st.sampled_from(list("ab é\\\n\r\"u2028") + list(_BREAKS) + ["\u4e2d", "\U0001f600"])))
@settings(max_examples=300, deadline=None)
def test_lines_are_written_as_the_escape_table_says(text):
    row = {**rows.document_row(make_document(), make_page()), "text": text, "title": text[::-1]}
    assert rows.row_to_json(row) == json.dumps(row, ensure_ascii=False, default=rows._json_default).translate(_REFERENCE_JSON)
    assert rows.text_line({"text": text}) == text.translate(_REFERENCE_TEXT)
    assert rows.parse_text_line(rows.text_line({"text": text})) == text


@pytest.mark.timing  # compares two timings (a ratio with a wide margin)
def test_escaping_a_long_non_ascii_row_costs_less_than_encoding_it():
    # str.translate went through a 400-page WARC's rows at 1/16 the speed of json.dumps (all the
    # pipeline's JSONL overhead); the escapes must cost less than the encoding itself.
    text = ("Größe und Maß — 中文 текст, " * 20_000) + "\u2028 one break"
    row = {**rows.document_row(make_document(), make_page()), "text": text, "markdown": text}
    def encode():
        return lambda: json.dumps(row, ensure_ascii=False, default=rows._json_default)
    within_ratio(5, lambda: lambda: rows.row_to_json(row), encode, floor=0)  # translate: 17x
    within_ratio(1.5, lambda: lambda: rows.text_line(row), encode, floor=0)  # translate: 8x


def test_a_warc_truncated_record_s_reason_reaches_its_row():
    """From the WARC header to the row, through the reader and the extractor: corpus builders
    can keep whole pages only (`truncated IS NULL`)."""
    import gzip

    from beam_extract import extract
    from beam_extract.warc import iter_records

    body = ("<html><body><main>" + "<p>The harbour bridge reopens in spring after the repairs.</p>" * 8
            + "</main></body></html>").encode()
    http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\r\n" + body

    def record(url: str, extra: bytes) -> bytes:
        head = (b"WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: " + url.encode() + b"\r\n" + extra
                + b"Content-Type: application/http; msgtype=response\r\nContent-Length: %d\r\n\r\n" % len(http))
        return gzip.compress(head + http + b"\r\n\r\n", mtime=0)

    data = record("https://t.example/cut", b"WARC-Truncated: disconnect\r\n") + record("https://t.example/whole", b"")
    pages = list(iter_records(io.BytesIO(data), "t.warc.gz"))
    got = [rows.document_row(extract(p.payload, p.url, charset=p.charset_hint), p)["truncated"] for p in pages]
    assert got == ["disconnect", None]


# --- one rule for every URL field of the output (2026-12-07, hostile58) ------------------------------

# (as read from a record or given, as every URL field of the output holds it)
URLS_WITH_CONTROLS = [
    ("https://u.test/a\x00b", "https://u.test/a%00b"),
    ("https://u.test/a\r\nb\tc", "https://u.test/abc"),  # the WHATWG parser removes tab, LF, CR
    (" \x00\x1fhttps://u.test/ends\x01 \x00", "https://u.test/ends"),  # and the ends' controls and spaces
    ("https://u.test/\x1b[2J\x07\x7f", "https://u.test/%1B[2J%07%7F"),
    ("https://u.test/\u202eevil\u202c\u2066\u200f\u061c", "https://u.test/%E2%80%AEevil%E2%80%AC%E2%81%A6%E2%80%8F%D8%9C"),
    ("https://u.test/\x85\u2028\u2029", "https://u.test/%C2%85%E2%80%A8%E2%80%A9"),
    ("https://u.test/\ud800x\ufffe", "https://u.test/\ufffdx%EF%BF%BE"),
    ("https://u.test/\ud83d\ude00", "https://u.test/\U0001f600"),  # a pair split in two joined
    ("\xff\xfe\x80", "\xff\xfe%C2%80"),  # bytes warcio read as Latin-1: the C1 one encoded
]
ORDINARY_URLS = ["https://u.test/a b?q=ü#frag", "https://ü.test/ä/%00", "urn:uuid:1", "<urn:uuid:0f>", "", "dns:x"]


@pytest.mark.parametrize(("raw", "written"), URLS_WITH_CONTROLS)
def test_every_url_field_of_the_output_is_written_by_one_rule(raw, written):
    # The row's url kept the record's URI as read (NUL, CR, bidi overrides) while the Document's url
    # dropped some controls and kept the others: the two disagreed, and a viewer or a line reader
    # of the output acted on them.
    from beam_extract.transforms.dead_letters import encodable_dead_letter, last_resort_dead_letter

    doc = make_document(url=raw)
    row = rows.document_row(doc, make_page(url=raw, record_id=raw))
    letter = rows.dead_letter_row(reason="r", url=raw, record_id=raw)

    class Element:
        url = record_id = raw

    last = last_resort_dead_letter(Element(), ValueError("boom"))
    assert doc.url == row["url"] == row["id"] == written
    assert rows.document_row(make_document(url=raw), None)["url"] == written
    assert rows.document_row(make_document(url=None), None, url=raw)["url"] == written
    for dead in (letter, encodable_dead_letter(letter), last):
        assert dead["url"] == dead["record_id"] == written
    for value in (doc.url, row["url"], last["url"]):
        assert all(ch.isprintable() or ch == " " for ch in value), value
        value.encode("utf-8")


@pytest.mark.parametrize("url", ORDINARY_URLS)
def test_an_ordinary_url_is_written_as_given(url):
    row = rows.document_row(make_document(url=url or None), make_page(url=url, record_id=url))
    assert row["url"] == (url or None) and row["id"] == url
    assert rows.dead_letter_row(reason="r", url=url)["url"] == url
