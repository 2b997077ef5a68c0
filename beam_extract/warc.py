"""WARC stream to outcomes: one `WarcPage`, `Skipped` or `Failed` per record read.

In: a binary stream of a WARC file (gzip per record, `.warc.gz`, or plain), seekable or not,
positioned at the file start (or at a record boundary), and the file's name.
Out: for every record read, exactly one outcome, so that read = emitted + skipped + failed:
- `WarcPage`: a `response` record with an HTTP 2xx answer, or a `resource` record, whose payload
  is HTML (text/html, application/xhtml+xml, or no/ambiguous type sniffed as HTML); the payload
  has its transfer and content encodings (chunked, gzip, deflate, br) undone.
- `Skipped(reason)`: not-response (warcinfo, request, metadata, conversion, continuation, ...),
  revisit, http-status (not 2xx), not-html, too-large (payload over `max_payload_bytes`, never
  held in memory whole), empty (no payload, or only whitespace).
- `Failed(reason, error)`: truncated (the file ends inside the record), corrupt-gzip (a gzip
  member that does not inflate), bad-warc-header (no WARC header where a record must start, or
  no usable Content-Length), bad-content-encoding (a payload whose gzip/deflate/br stream breaks
  after it started, or an encoding we cannot undo on a payload that is not plain HTML),
  not-warc (data that holds no WARC record at all), read-error (the stream itself raised; reading
  stops), unreadable (anything else that went wrong inside one record; reading goes on).

Reading goes on after damage: a corrupt gzip member is reported and reading resumes at the next
member that inflates to `WARC/`; bytes between records that are not a record are reported once
(`bad-warc-header`) and skipped. A file cut short reports its last record `truncated`.
A Content-Encoding that does not match the bytes at all (the crawler stored them decoded, as
ClueWeb did) is ignored and the bytes are used as they are; a compressed payload cut short (as
crawlers truncate payloads) keeps what inflates.

Offsets are compressed-file offsets of each record's gzip member (as a Common Crawl index gives
them) or byte offsets of each record in a plain WARC. Records after the first in a gzip member
that holds several (a non-standard whole-file gzip) carry that member's offset.

This module uses warcio's header parsers but reads the file itself, member by member, because
warcio's ArchiveIterator stops silently on a cut-off or corrupt member.
"""
from __future__ import annotations

import io
import re
import zlib
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import BinaryIO, Iterator, Union

from warcio.recordloader import ArcWarcRecordLoader

from .decode import charset_from_content_type

try:
    import brotli
except ImportError:  # pragma: no cover - brotli is a declared dependency
    brotli = None

DEFAULT_MAX_PAYLOAD_BYTES = 20 * 1024 * 1024

SKIP_REASONS = ("not-response", "revisit", "http-status", "not-html", "too-large", "empty")
FAIL_REASONS = (
    "truncated", "corrupt-gzip", "bad-warc-header", "bad-content-encoding", "not-warc",
    "read-error", "unreadable",
)

HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})
# Types that say nothing about the payload: it is sniffed (WHATWG MIME sniffing, HTML patterns).
AMBIGUOUS_TYPES = frozenset({
    "", "application/octet-stream", "binary/octet-stream", "application/binary",
    "application/unknown", "application/x-unknown", "application/x-unknown-content-type",
    "unknown/unknown", "content/unknown", "*/*", "www/unknown",
})

_CHUNK = 1 << 16
_RESYNC_KEEP = 2 * _CHUNK  # compressed bytes kept to rescan from when a member breaks


@dataclass(frozen=True)
class WarcPage:
    """An HTML page to extract: a response/resource record and its decoded HTTP payload."""

    record_id: str | None
    url: str | None
    date: str | None  # WARC-Date as ISO 8601 UTC, "2020-08-04T12:34:56Z"; None if unreadable
    warc_file: str
    warc_offset: int
    content_type: str | None  # declared MIME type, lowercase without parameters
    charset_hint: str | None  # charset label of the HTTP Content-Type, as written
    http_status: int | None  # None for resource records
    payload: bytes


@dataclass(frozen=True)
class Skipped:
    """A record read and deliberately not emitted; `reason` is one of SKIP_REASONS."""

    record_id: str | None
    url: str | None
    warc_file: str
    warc_offset: int
    reason: str


@dataclass(frozen=True)
class Failed:
    """A record (or stretch of bytes) that could not be read; `reason` is one of FAIL_REASONS."""

    record_id: str | None
    url: str | None
    warc_file: str
    warc_offset: int
    reason: str
    error: str


Outcome = Union[WarcPage, Skipped, Failed]


def iter_warc_file(
    path: str, *, max_payload_bytes: int = DEFAULT_MAX_PAYLOAD_BYTES, opener=open
) -> Iterator[Outcome]:
    """Outcomes of a WARC file at a local path (or any path `opener(path, "rb")` can open)."""
    with opener(path, "rb") as stream:
        yield from iter_records(stream, path, max_payload_bytes=max_payload_bytes)


def iter_records(
    stream: BinaryIO, warc_file: str, *, max_payload_bytes: int = DEFAULT_MAX_PAYLOAD_BYTES
) -> Iterator[Outcome]:
    """One outcome per record of a WARC stream (gzip per record or plain), never raising."""
    source = _Source(stream)
    reader = _Reader(source, warc_file, max_payload_bytes)
    try:
        yield from reader.outcomes()
    except OSError as error:
        yield Failed(None, None, warc_file, source.pos, "read-error", _describe(error))
    except Exception as error:  # noqa: BLE001 - never lost, never raised: the rest is unread
        yield Failed(None, None, warc_file, source.pos, "unreadable", _describe(error))


# --- the byte source ----------------------------------------------------------------------------

class _Source:
    """The underlying stream with an absolute position and push-back (it need not be seekable)."""

    def __init__(self, stream: BinaryIO):
        self._stream = stream
        self._pushed: list[bytes] = []
        try:
            self.pos = stream.tell()
        except (OSError, AttributeError, ValueError):
            self.pos = 0

    def read(self, size: int = _CHUNK) -> bytes:
        if self._pushed:
            data = self._pushed.pop()
            if len(data) > size:
                self._pushed.append(data[size:])
                data = data[:size]
        else:
            data = self._stream.read(size)
        self.pos += len(data)
        return data

    def unread(self, data: bytes) -> None:
        if data:
            self._pushed.append(bytes(data))
            self.pos -= len(data)

    def peek(self, size: int) -> bytes:
        data = b""
        while len(data) < size:
            more = self.read(size - len(data))
            if not more:
                break
            data += more
        self.unread(data)
        return data


class _Truncated(Exception):
    pass


class _CorruptGzip(Exception):
    pass


class _GzipMember(io.RawIOBase):
    """The inflated bytes of one gzip member, read lazily; leaves the source at the member end."""

    def __init__(self, source: _Source):
        self._source = source
        self._inflater = zlib.decompressobj(31)
        self.finished = False
        self.recent = bytearray()  # the last compressed bytes fed, to rescan after damage
        self.recent_start = source.pos

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        inflater = self._inflater
        while not self.finished:
            data = inflater.unconsumed_tail
            if not data:
                data = self._source.read(_CHUNK)
                if not data:
                    raise _Truncated("the file ends inside this gzip member")
                self._remember(data)
            try:
                out = inflater.decompress(data, len(buffer))
            except zlib.error as error:
                raise _CorruptGzip(str(error)) from None
            if inflater.eof:
                self._source.unread(inflater.unused_data)
                self.finished = True
            if out:
                buffer[: len(out)] = out
                return len(out)
        return 0

    def _remember(self, data: bytes) -> None:
        self.recent += data
        excess = len(self.recent) - _RESYNC_KEEP
        if excess > 0:
            del self.recent[:excess]
            self.recent_start += excess


class _PlainRaw(io.RawIOBase):
    """The source as a raw stream whose tell() is the absolute position (for BufferedReader)."""

    def __init__(self, source: _Source):
        self._source = source

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        data = self._source.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)

    def tell(self) -> int:
        return self._source.pos


# --- reading records ----------------------------------------------------------------------------

_GZIP_MAGIC = b"\x1f\x8b\x08"
_PADDING = b" \t\r\n\x00"
_WARC_LINE_RE = re.compile(rb"WARC/\d+\.\d+\r?\n")
_WARC_AT_LINE_START_RE = re.compile(rb"(?:^|\n)(WARC/\d+\.\d+\r?\n)")


@dataclass
class _Record:
    """What is known of the record being read, for its outcome."""

    record_id: str | None = None
    url: str | None = None
    offset: int = 0


class _Reader:
    def __init__(self, source: _Source, warc_file: str, max_payload_bytes: int):
        self.source = source
        self.warc_file = warc_file
        self.cap = max_payload_bytes
        self.loader = ArcWarcRecordLoader(verify_http=False, arc2warc=False)

    def failed(self, record: _Record, reason: str, error: str) -> Failed:
        return Failed(record.record_id, record.url, self.warc_file, record.offset, reason, error)

    def outcomes(self) -> Iterator[Outcome]:
        head = self.source.peek(6)
        if not head:
            return
        if head.startswith(_GZIP_MAGIC):
            yield from self._gzip_members()
        elif _WARC_LINE_RE.match(self.source.peek(256).lstrip(_PADDING)):
            yield from self._plain_records()
        else:
            start = self.source.pos
            found = self._resync(start, allow_plain=True)
            if found is None:
                yield self.failed(_Record(offset=start), "not-warc",
                                  "no WARC record found (neither a gzip member inflating to "
                                  "WARC/ nor a WARC/ header line)")
                return
            yield self.failed(_Record(offset=start), "bad-warc-header",
                              f"{self.source.pos - start} bytes before the first record are "
                              "not a WARC record; skipped")
            if found == "gzip":
                yield from self._gzip_members()
            else:
                yield from self._plain_records()

    # -- .warc.gz: one gzip member per record ------------------------------------------------

    def _gzip_members(self) -> Iterator[Outcome]:
        source = self.source
        while True:
            start = source.pos
            head = source.peek(3)
            if not head:
                return
            if head != _GZIP_MAGIC:
                if not source.peek(_CHUNK).strip(_PADDING):
                    return  # padding at the end of the file
                found = self._resync(start, allow_plain=False)
                yield self.failed(_Record(offset=start), "bad-warc-header",
                                  f"{source.pos - start} bytes between gzip members are not a "
                                  "gzip member; skipped")
                if found is None:
                    return
                continue
            member = _GzipMember(source)
            reader = io.BufferedReader(member, _CHUNK)
            pending: Outcome | None = None
            record = _Record(offset=start)
            try:
                while True:
                    line = _skip_blank_lines(reader)
                    if not line:
                        break
                    if pending is not None:
                        yield pending
                        pending = None
                    record = _Record(offset=start)
                    pending = self._read_record(reader, line, record)
                    if isinstance(pending, Failed) and pending.reason == "bad-warc-header":
                        _drain(reader)
                # The outcome waits until the member's end is read: a CRC error or a cut
                # there still makes the record Failed.
                if pending is not None:
                    yield pending
            except _Truncated as error:
                yield self.failed(record, "truncated", str(error))
                return
            except OSError:
                raise
            except Exception as error:  # noqa: BLE001 - reported, never lost: resync below
                if isinstance(error, _CorruptGzip):
                    yield self.failed(record, "corrupt-gzip",
                                      f"gzip member does not inflate: {error}")
                else:
                    yield self.failed(record, "unreadable", _describe(error))
                rescan_from = max(start + 1, member.recent_start)
                source.unread(bytes(member.recent[rescan_from - member.recent_start:]))
                if self._resync(source.pos, allow_plain=False) is None:
                    return

    # -- plain .warc -----------------------------------------------------------------------

    def _plain_records(self) -> Iterator[Outcome]:
        reader = io.BufferedReader(_PlainRaw(self.source), _CHUNK)
        while True:
            line = _skip_blank_lines(reader)
            if not line:
                return
            offset = reader.tell() - len(line)
            record = _Record(offset=offset)
            if not _WARC_LINE_RE.fullmatch(line):
                skipped = len(line) + _skip_to_warc_line(reader)
                yield self.failed(record, "bad-warc-header",
                                  f"{skipped} bytes between records are not a WARC record; "
                                  "skipped")
                continue
            try:
                outcome = self._read_record(reader, line, record)
            except OSError:
                raise
            except Exception as error:  # noqa: BLE001 - reported, never lost
                outcome = self.failed(record, "unreadable", _describe(error))
            yield outcome
            if isinstance(outcome, Failed):
                if outcome.reason == "truncated":
                    return
                if outcome.reason in ("bad-warc-header", "unreadable"):
                    _skip_to_warc_line(reader)

    # -- one record ------------------------------------------------------------------------

    def _read_record(self, reader, first_line: bytes, record: _Record) -> Outcome:
        """Parse one record whose first line is read; consume it whole; its outcome."""
        try:
            # HTTP headers are parsed below, only for the records that need them.
            parsed = self.loader.parse_record_stream(
                reader, first_line, known_format="warc", no_record_parse=True
            )
        except (OSError, _Truncated, _CorruptGzip):
            raise
        except EOFError:
            return self.failed(record, "truncated", "the record ends inside its headers")
        except Exception as error:  # noqa: BLE001 - warcio on malformed headers
            return self.failed(record, "bad-warc-header", _describe(error))
        headers = parsed.rec_headers
        record.record_id = headers.get_header("WARC-Record-ID")
        record.url = headers.get_header("WARC-Target-URI")
        if parsed.length is None or not _valid_length(headers.get_header("Content-Length")):
            if not reader.peek(1):
                return self.failed(record, "truncated", "the file ends inside the WARC headers")
            return self.failed(record, "bad-warc-header",
                               f"unusable Content-Length: {headers.get_header('Content-Length')!r}")
        block = parsed.raw_stream
        outcome, http = self._judge(parsed, record)
        if outcome is None:
            outcome = self._read_payload(parsed, http, record)
        else:
            _drain(block)
        if block.limit > 0:
            return self.failed(record, "truncated",
                               f"the file ends {block.limit} bytes before the end of this record")
        return outcome

    def _judge(self, parsed, record: _Record):
        """(outcome decided from the headers, or None when the payload must be read; the HTTP
        headers of a response record, or None)."""
        rec_type = (parsed.rec_type or "").lower()
        if rec_type == "revisit":
            return self._skipped(record, "revisit"), None
        if rec_type not in ("response", "resource"):
            return self._skipped(record, "not-response"), None
        if parsed.length == 0:
            return self._skipped(record, "empty"), None
        if rec_type == "resource" or not (record.url or "").startswith(("http:", "https:")):
            return None, None  # the record itself is the payload (dns:, ftp:, resource ...)
        try:
            http = self.loader.http_parser.parse(parsed.raw_stream)
        except EOFError:
            return self.failed(record, "truncated", "the record ends inside its HTTP headers"), None
        status = _status_code(http.get_statuscode())
        if status is None or not 200 <= status < 300:
            return self._skipped(record, "http-status"), http
        return None, http

    def _read_payload(self, parsed, http, record: _Record) -> Outcome:
        block = parsed.raw_stream
        if http is not None:
            content_type = http.get_header("Content-Type")
            status = _status_code(http.get_statuscode())
        else:
            content_type = parsed.rec_headers.get_header("Content-Type")
            status = None
        mime = _mime_type(content_type)
        if mime not in HTML_TYPES and not _is_ambiguous(mime):
            _drain(block)
            return self._skipped(record, "not-html")

        raw = block.read(self.cap + 1)
        if len(raw) > self.cap:
            _drain(block)
            return self._skipped(record, "too-large")
        if block.limit > 0:
            return self.failed(record, "truncated",
                               f"the file ends {block.limit} bytes before the end of this record")
        try:
            payload = _undo_encodings(raw, http, self.cap) if http is not None else raw
        except _TooLarge:
            return self._skipped(record, "too-large")
        except _BadEncoding as error:
            return self.failed(record, "bad-content-encoding", str(error))
        if not payload or payload.isspace():
            return self._skipped(record, "empty")
        if mime not in HTML_TYPES:
            identified = _mime_type(parsed.rec_headers.get_header("WARC-Identified-Payload-Type"))
            if identified not in HTML_TYPES and not sniff_html(payload):
                return self._skipped(record, "not-html")
        return WarcPage(
            record_id=record.record_id,
            url=record.url,
            date=iso_date(parsed.rec_headers.get_header("WARC-Date")),
            warc_file=self.warc_file,
            warc_offset=record.offset,
            content_type=mime or None,
            charset_hint=charset_from_content_type(content_type),
            http_status=status,
            payload=payload,
        )

    def _skipped(self, record: _Record, reason: str) -> Skipped:
        return Skipped(record.record_id, record.url, self.warc_file, record.offset, reason)

    # -- finding the next record after damage ----------------------------------------------

    def _resync(self, start: int, *, allow_plain: bool) -> str | None:
        """Move the source to the next gzip member that inflates to `WARC/` (or, when
        `allow_plain`, the next `WARC/x.y` header line) at or after `start` (the source's
        position); "gzip", "plain" or None (no record before the end of the data)."""
        source = self.source
        window = b""
        while True:
            more = source.read(_CHUNK)
            window += more
            keep_from = max(len(window) - 16, 0)  # a marker may straddle two reads
            at = 0
            while True:
                candidate = window.find(_GZIP_MAGIC, at)
                plain = _WARC_AT_LINE_START_RE.search(window, at) if allow_plain else None
                if plain is not None and (candidate < 0 or plain.start(1) < candidate):
                    source.unread(window[plain.start(1):])
                    return "plain"
                if candidate < 0:
                    break
                verdict = _inflates_to_warc(window[candidate:candidate + 4096])
                if verdict is None and more:
                    keep_from = min(keep_from, candidate)  # decide once more bytes are in
                    break
                if verdict:
                    source.unread(window[candidate:])
                    return "gzip"
                at = candidate + 1
            if not more:
                return None
            window = window[keep_from:]


def _inflates_to_warc(data: bytes) -> bool | None:
    """Whether compressed `data` starts a gzip member whose text starts with `WARC/`
    (None: too few bytes to tell)."""
    try:
        out = zlib.decompressobj(31).decompress(data, 16)
    except zlib.error:
        return False
    if len(out) >= 5:
        return out.startswith(b"WARC/")
    return None if len(data) < 4096 else False


def _skip_blank_lines(reader) -> bytes:
    while True:
        line = reader.readline(_CHUNK)
        if not line or line.strip():
            return line


def _skip_to_warc_line(reader) -> int:
    """Read up to (not including) the next line that is a WARC header line; bytes skipped."""
    skipped = 0
    while True:
        peeked = reader.peek(64)
        if not peeked:
            return skipped
        if _WARC_LINE_RE.match(peeked):
            return skipped
        line = reader.readline(_CHUNK)
        skipped += len(line)


def _drain(stream) -> None:
    while stream.read(_CHUNK):
        pass


def _valid_length(value: str | None) -> bool:
    return value is not None and value.strip().isdigit()


def _status_code(value) -> int | None:
    try:
        return int(str(value).strip()[:3])
    except (TypeError, ValueError):
        return None


def _describe(error: BaseException) -> str:
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


# --- payload types --------------------------------------------------------------------------

def _mime_type(content_type: str | None) -> str:
    if not content_type:
        return ""
    return content_type.split(";", 1)[0].split(",", 1)[0].strip().lower()


def _is_ambiguous(mime: str) -> bool:
    return mime in AMBIGUOUS_TYPES or "/" not in mime


def is_html_content_type(content_type: str | None) -> bool | None:
    """True for an HTML type, False for another definite type, None when it says nothing."""
    mime = _mime_type(content_type)
    if mime in HTML_TYPES:
        return True
    return None if _is_ambiguous(mime) else False


_HTML_SNIFF_RE = re.compile(
    rb"[\t\n\x0c\r ]*(?:<!DOCTYPE HTML|<HTML|<HEAD|<SCRIPT|<IFRAME|<H1|<DIV|<FONT|<TABLE|<A"
    rb"|<STYLE|<TITLE|<B|<BODY|<BR|<P|<!--)[ >]",
    re.IGNORECASE,
)
_XML_HTML_RE = re.compile(rb"<(?:!DOCTYPE\s+)?html[\s>]", re.IGNORECASE)


def sniff_html(payload: bytes) -> bool:
    """Whether a payload of unknown type is HTML by the WHATWG MIME-sniffing HTML patterns
    (leading whitespace, then `<!DOCTYPE HTML`, `<HTML`, `<HEAD`, ..., `<!--` followed by a space
    or `>`). Also accepted: a UTF-8 BOM before them, and XHTML (`<?xml ...?>` then `<html`)."""
    head = payload[:1024]
    if head.startswith(b"\xef\xbb\xbf"):
        head = head[3:]
    if _HTML_SNIFF_RE.match(head):
        return True
    return head.lstrip().startswith(b"<?xml") and _XML_HTML_RE.search(head) is not None


# --- transfer and content encodings ---------------------------------------------------------

class _TooLarge(Exception):
    pass


class _BadEncoding(Exception):
    pass


def _undo_encodings(raw: bytes, http, cap: int) -> bytes:
    data = raw
    transfer = (http.get_header("Transfer-Encoding") or "").lower()
    if "chunked" in transfer:
        data = dechunk(data)
    encodings = [
        token.strip().lower()
        for token in (http.get_header("Content-Encoding") or "").split(",")
        if token.strip()
    ]
    for encoding in reversed(encodings):
        data = _decode_content(data, encoding, cap)
    return data


def dechunk(data: bytes) -> bytes:
    """Undo HTTP chunked transfer coding; bytes that are not chunked come back unchanged, and a
    body cut inside its chunks keeps what it has."""
    pieces = []
    pos = 0
    end = len(data)
    while pos < end:
        eol = data.find(b"\n", pos, pos + 1024)
        if eol < 0:
            break
        size_field = data[pos:eol].split(b";", 1)[0].strip()
        if not size_field or not all(c in b"0123456789abcdefABCDEF" for c in size_field):
            if not pieces:
                return data  # not chunked after all (the header said so, the bytes do not)
            break
        size = int(size_field, 16)
        if size == 0:
            break
        start = eol + 1
        pieces.append(data[start:start + size])
        pos = start + size
        if data.startswith(b"\r\n", pos):
            pos += 2
        elif data.startswith(b"\n", pos):
            pos += 1
    if not pieces and pos == 0:
        return data
    return b"".join(pieces)


def _decode_content(data: bytes, encoding: str, cap: int) -> bytes:
    if not data or encoding in ("identity", "none", "utf-8", "binary", "8bit", "7bit"):
        return data
    if encoding in ("gzip", "x-gzip"):
        if not data.startswith(b"\x1f\x8b"):
            return data  # stored decoded, header kept
        return _inflate(data, 31, cap, encoding)
    if encoding == "deflate":
        if _looks_like_zlib(data):
            return _inflate(data, 15, cap, encoding)
        try:
            return _inflate(data, -15, cap, encoding)
        except _BadEncoding:
            if sniff_html(data):
                return data
            raise
    if encoding in ("br", "x-br") and brotli is not None:
        try:
            out = brotli.Decompressor().process(data, output_buffer_limit=cap + 1)
        except brotli.error as error:
            if sniff_html(data):
                return data
            raise _BadEncoding(f"br: {error}") from None
        if len(out) > cap:
            raise _TooLarge()
        return out
    if sniff_html(data):
        return data  # an encoding we cannot undo, on bytes that are plainly not encoded
    raise _BadEncoding(f"unsupported Content-Encoding: {encoding}")


def _looks_like_zlib(data: bytes) -> bool:
    return len(data) >= 2 and data[0] & 0x0F == 8 and (data[0] << 8 | data[1]) % 31 == 0


def _inflate(data: bytes, wbits: int, cap: int, encoding: str) -> bytes:
    inflater = zlib.decompressobj(wbits)
    try:
        out = inflater.decompress(data, cap + 1)
    except zlib.error as error:
        raise _BadEncoding(f"{encoding}: {error}") from None
    if len(out) > cap:
        raise _TooLarge()
    return out


# --- dates ----------------------------------------------------------------------------------

_DATE_RE = re.compile(
    r"(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?)?)?"
    r"\s*(Z|[+-]\d{2}:?\d{2})?"
)


def iso_date(value: str | None) -> str | None:
    """A WARC-Date as ISO 8601 UTC (`2020-08-04T12:34:56Z`, with fractional seconds when
    given); any W3C-ISO8601 precision and offset accepted; None when it is not a date."""
    if not value:
        return None
    value = value.strip()
    match = _DATE_RE.fullmatch(value)
    if not match:
        return None
    year, month, day, hour, minute, second, fraction, zone = match.groups()
    try:
        moment = datetime(
            int(year), int(month or 1), int(day or 1), int(hour or 0), int(minute or 0),
            int(second or 0), tzinfo=timezone.utc,
        )
    except ValueError:
        return None
    if zone and zone != "Z":
        sign = -1 if zone[0] == "-" else 1
        digits = zone[1:].replace(":", "")
        moment -= sign * timedelta(hours=int(digits[:2]), minutes=int(digits[2:]))
    text = moment.strftime("%Y-%m-%dT%H:%M:%S")
    if fraction:
        text += fraction[:7]
    return text + "Z"
