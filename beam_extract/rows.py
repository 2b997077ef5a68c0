"""Output rows: one extracted `Document` (plus the WARC record it came from) -> one flat row.

In: a `Document` from `extract()` and, for WARC input, the `warc.WarcPage` it was drawn from.
Out: a plain dict matching `DOCUMENT_SCHEMA` (the Arrow schema of the Parquet output, also the keys
of every JSONL line), and dead-letter rows matching `DEAD_LETTER_SCHEMA`.

A document row holds the WARC record's columns (id, url, date, warc_file, warc_offset,
warc_length, content_type, truncated), then every field of the `Document` (bar ROW_OMITS) and its
DERIVED_FIELDS under their own names: `document_row` takes them from `dataclasses.fields` of the
Document, and DOCUMENT_SCHEMA gives each its Arrow type and place (tests/test_rows.py holds the
two equal, so a field added to the Document fails the tests until the schema has it too).

Document row, field by field; every field but `text`, `mode`, `text_length` and
`content_sha1` may be null:

  id              WARC-Record-ID of the response/resource record, e.g. "<urn:uuid:...>";
                  null for (url, html) input.
  url             WARC-Target-URI (for (url, html) input: the url given), as `urls.output_url`
                  writes every URL field (`id` and the dead letter's url and record_id too):
                  controls, bidi controls and U+2028/U+2029 percent-encoded, tab/LF/CR removed.
  date            WARC-Date as timestamp[us, UTC]; null when absent or unparsable.
  warc_file       the WARC file's path/URL as read.
  warc_offset     byte offset of the record in the (compressed) WARC file, as in a
                  Common Crawl index: `(warc_file, warc_offset)` fetches the record again.
  warc_length     bytes of the record's range in the file (its gzip member, or the plain
                  record), as a Common Crawl index gives `length`; 0 for a record after the
                  first in a gzip member holding several (the last one carries the member).
  content_type    the HTTP Content-Type header of the payload, as sent.
  truncated       the record's WARC-Truncated reason, lowercase: the crawler kept only the start
                  of the payload ("length": over its size cap, "time", "disconnect",
                  "unspecified", or another token as written; "segmented": the first segment
                  of a record continued in later continuation records, which are not joined;
                  "coding-cut": under no such header, the body ends inside its chunked transfer
                  coding or its gzip/deflate/br/zstd stream, and the page is the part that
                  decoded); null when the record is whole (and for (url, html) input). Filter on
                  `truncated IS NULL` for whole pages.
  charset         the encoding the HTML was decoded with (WHATWG name, e.g. "utf-8",
                  "windows-1252"; "utf-32le" / "utf-32be" for UTF-32, which has none); null
                  when the HTML was handed in as str.
  title           page title (metadata: og:title / <title> / first heading).
  text            plain main-content text: headings and paragraphs on their own lines, a blank
                  line between blocks.
  markdown        the same content as Markdown ("" when Markdown is switched off).
  lang            language the page declares (<html lang>, content-language meta).
  lang_detected   language detected from `text` (ISO 639-1 where the detector knows one).
  lang_score      the detector's confidence for `lang_detected`, 0..1.
  byline          author(s) as the page names them.
  site_name       site/publisher name.
  published_time  publication time the page states, as an ISO 8601 string (null if unparsable).
  description     the page's summary (meta description / og:description).
  mode            which rule chose the content region: main, articles, density, fallback.
  pruning_fallback  true when block pruning would have kept under 15% of the region's words (or
                    none) and the region was kept whole.
  text_length     number of characters in `text`.
  content_sha1    SHA-1 (hex) of `text` in UTF-8: the exact-duplicate key.

Dead-letter row (records that could not be read or extracted): warc_file, warc_offset,
warc_length (the byte range, as above; for bytes that are no record, the stretch they span),
record_id, url, reason (the WARC reader's reason or the exception class), error (the message).
"""
from __future__ import annotations

import json
import re
from dataclasses import fields
from datetime import UTC, datetime
from functools import cache
from typing import Any

import pyarrow as pa

from .document import DERIVED_FIELDS, Document
from .urls import output_url
from .warc_dates import iso_date


def _field(name: str, type_: pa.DataType, doc: str, nullable: bool = True) -> pa.Field:
    return pa.field(name, type_, nullable=nullable, metadata={"description": doc})


DOCUMENT_SCHEMA = pa.schema(
    [
        _field("id", pa.string(), "WARC-Record-ID of the record (null for (url, html) input)"),
        _field("url", pa.string(), "WARC-Target-URI, or the url given with the html"),
        _field("date", pa.timestamp("us", tz="UTC"), "WARC-Date"),
        _field("warc_file", pa.string(), "path/URL of the WARC file the record was read from"),
        _field("warc_offset", pa.int64(), "byte offset of the record in the compressed WARC file"),
        _field("warc_length", pa.int64(), "bytes of the record's range in the compressed WARC file"),
        _field("content_type", pa.string(), "HTTP Content-Type header of the payload"),
        _field("truncated", pa.string(), "WARC-Truncated: why the crawler cut the payload (length, time, "
               "disconnect, unspecified; segmented: the first segment of a segmented record); null when the record is whole"),
        _field("charset", pa.string(), "encoding the HTML was decoded with (WHATWG name)"),
        _field("title", pa.string(), "page title"),
        _field("text", pa.string(), "main-content plain text", nullable=False),
        _field("markdown", pa.string(), "main content as Markdown"),
        _field("lang", pa.string(), "language the page declares"),
        _field("lang_detected", pa.string(), "language detected from the text"),
        _field("lang_score", pa.float64(), "confidence of lang_detected, 0..1"),
        _field("byline", pa.string(), "author(s)"),
        _field("site_name", pa.string(), "site or publisher name"),
        _field("published_time", pa.string(), "publication time the page states (ISO 8601)"),
        _field("description", pa.string(), "page summary (meta description)"),
        _field("mode", pa.string(), "region rule: main, articles, density, fallback", nullable=False),
        _field("pruning_fallback", pa.bool_(), "block pruning kept the whole region (docs/block-rules.md fallback)", nullable=False),
        _field("text_length", pa.int64(), "characters in text", nullable=False),
        _field("content_sha1", pa.string(), "SHA-1 hex of text (UTF-8): exact-duplicate key", nullable=False),
    ],
    metadata={"description": "beam-extract main-content documents, one row per emitted page"},
)

DEAD_LETTER_SCHEMA = pa.schema(
    [
        _field("warc_file", pa.string(), "WARC file the record came from"),
        _field("warc_offset", pa.int64(), "byte offset of the record in the WARC file"),
        _field("warc_length", pa.int64(), "bytes of the record's (or the unreadable stretch's) range"),
        _field("record_id", pa.string(), "WARC-Record-ID"),
        _field("url", pa.string(), "WARC-Target-URI or the url given"),
        _field("reason", pa.string(), "reader's reason or the exception class", nullable=False),
        _field("error", pa.string(), "error message"),
    ],
    metadata={"description": "beam-extract dead letters: records that could not be read or extracted"},
)

# The most UTF-8 bytes one string value of a row may hold: Arrow's string arrays count their bytes
# with 32-bit offsets, so no Parquet string column (and no value in one) holds more than 2 GiB - 1
# bytes (2026-12-07, hostile59). Rows stay far below it at the default `max_bytes`; a raised one (a
# page of hundreds of MiB, its Markdown larger still) or a huge WARC header field can pass it, and
# such a row is dead-lettered at the row step (`transforms.dead_letters.encodable_document_row`)
# with its record's range, where it would otherwise fail the writer's bundle.
MAX_STRING_BYTES = 2**31 - 1

DOCUMENT_FIELDS = tuple(DOCUMENT_SCHEMA.names)
DEAD_LETTER_FIELDS = tuple(DEAD_LETTER_SCHEMA.names)
# The Document's fields the row leaves out: the content HTML (the text and the Markdown carry it).
ROW_OMITS = frozenset({"html"})
# The row's columns the WARC record gives (`url` falls back to the Document's).
RECORD_FIELDS = ("id", "url", "date", "warc_file", "warc_offset", "warc_length", "content_type", "truncated")


@cache
def _document_columns(document_type: type) -> tuple[str, ...]:
    """The row's columns a Document (of this class) gives: its fields, then its derived ones."""
    names = [f.name for f in fields(document_type) if f.name not in ROW_OMITS and f.name not in RECORD_FIELDS]
    return (*names, *DERIVED_FIELDS)


def parse_warc_date(value: Any) -> datetime | None:
    """A WARC-Date (as `warc_dates.iso_date` reads it) or a datetime -> aware UTC datetime; None for
    anything else."""
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=UTC)
    iso = iso_date(value) if isinstance(value, str) else None
    if iso is None:
        return None
    layout = "%Y-%m-%dT%H:%M:%S.%fZ" if "." in iso else "%Y-%m-%dT%H:%M:%SZ"
    return datetime.strptime(iso, layout).replace(tzinfo=UTC)


def document_row(doc: Document, page: Any = None, *, url: str | None = None) -> dict[str, Any]:
    """The output row of one document; `page` is the `warc.WarcPage` it came from, or None.

    For (url, html) input pass `page=None` (and `url` if the document lacks it): the WARC fields
    (id, date, warc_file, warc_offset, warc_length, content_type, truncated) are then null.
    """
    values = {name: getattr(doc, name) for name in _document_columns(type(doc))}
    if values.get("lang_score") is not None:
        values["lang_score"] = float(values["lang_score"])
    values.update(
        id=output_url(getattr(page, "record_id", None)),
        url=output_url(getattr(page, "url", None) or doc.url or url),
        date=parse_warc_date(getattr(page, "date", None)),
        warc_file=getattr(page, "warc_file", None),
        warc_offset=getattr(page, "warc_offset", None),
        warc_length=getattr(page, "warc_length", None),
        content_type=getattr(page, "content_type", None),
        truncated=getattr(page, "truncated", None),
    )
    # In the schema's order (the JSONL key order), then any field the schema does not list yet.
    row = {name: values.pop(name) for name in DOCUMENT_FIELDS if name in values}
    row.update(values)
    return row


def dead_letter_row(
    *,
    reason: str,
    error: str | None = None,
    warc_file: str | None = None,
    warc_offset: int | None = None,
    record_id: str | None = None,
    url: str | None = None,
    warc_length: int | None = None,
) -> dict[str, Any]:
    """One dead letter: where the record is and why it was not turned into a document."""
    return {
        "warc_file": warc_file,
        "warc_offset": warc_offset,
        "warc_length": warc_length,
        "record_id": output_url(record_id),
        "url": output_url(url),
        "reason": reason,
        "error": error,
    }


def _json_default(value: Any) -> Any:
    if isinstance(value, datetime):
        return format_date(value)
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


def format_date(value: datetime) -> str:
    """ISO 8601 in UTC with a `Z`, as WARC-Date writes it."""
    return value.astimezone(UTC).isoformat().replace("+00:00", "Z")


# Characters that str.splitlines() and some JSONL readers take as line ends besides \n and \r.
_OTHER_LINE_BREAKS = "\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
_BREAK_ESCAPES = tuple((ch, f"\\u{ord(ch):04x}") for ch in _OTHER_LINE_BREAKS)


def _escape_other_breaks(line: str) -> str:
    """`line` with each of _OTHER_LINE_BREAKS written as its `\\uXXXX` escape.

    A search and a replace per character, not `str.translate`: translate looks every character of
    a non-ASCII string up in its table one by one (measured 2026-11-30 on the 400 rows of the WCXB
    WARC, 11 MB of JSON, CPU seconds: translate 0.72, these replaces 0.004, json.dumps itself 0.061).
    """
    for ch, escape in _BREAK_ESCAPES:
        if ch in line:
            line = line.replace(ch, escape)
    return line


# One encoder for every line: `json.dumps` with options builds a new JSONEncoder per call.
_JSON_ENCODER = json.JSONEncoder(ensure_ascii=False, default=_json_default)


def row_to_json(row: dict[str, Any]) -> str:
    """One JSONL line (no newline): UTF-8 text kept as is, `date` as an ISO string.

    U+0085, U+2028 and U+2029 are written as JSON escapes so that no line-splitting reader
    (e.g. `str.splitlines`) cuts a row in two.
    """
    return _escape_other_breaks(_JSON_ENCODER.encode(row))


def row_from_json(line: str) -> dict[str, Any]:
    """Inverse of `row_to_json` for document rows: `date` back to a datetime."""
    row = json.loads(line)
    if row.get("date") is not None:
        row["date"] = parse_warc_date(row["date"])
    return row


_UNESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|.)", re.DOTALL)
_UNESCAPED = {"n": "\n", "r": "\r"}


def _unescape(match: re.Match) -> str:
    code = match.group(1)
    if len(code) == 5:
        return chr(int(code[1:], 16))
    return _UNESCAPED.get(code, code)


def text_line(row: dict[str, Any]) -> str:
    """The `text` output format: one document per line.

    In the text, `\\` becomes `\\\\`, a newline `\\n`, a CR `\\r`, and the other characters some
    readers split lines at (VT, FF, U+001C-1E, U+0085, U+2028, U+2029) `\\uXXXX`. One line per
    document keeps the files splittable, countable with `wc -l` and greppable; `parse_text_line`
    gives the text back exactly.
    """
    # Backslashes first: the escapes written after them bring their own (see _escape_other_breaks
    # for why not str.translate).
    text = row["text"].replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r")
    return _escape_other_breaks(text)


def parse_text_line(line: str) -> str:
    """Inverse of `text_line`."""
    return _UNESCAPE.sub(_unescape, line)


def rows_to_table(rows: list[dict[str, Any]], schema: pa.Schema = DOCUMENT_SCHEMA) -> pa.Table:
    """A pyarrow Table of rows under the given schema (missing keys become nulls)."""
    return pa.Table.from_pylist(rows, schema=schema)
