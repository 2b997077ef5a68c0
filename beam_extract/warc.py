"""WARC bytes to records: one `WarcPage`, `Skipped` or `Failed` per record, each with its byte range.

In: a binary stream of a WARC file (gzip per record, `.warc.gz`; whole-file gzip; or plain),
seekable or not, and the file's name; or, to read one file in parallel, a byte range of a
per-record gzip WARC (`split_reads.RangeRead`).
Out: for every record read, exactly one outcome, so that read = emitted + skipped + failed:
- `WarcPage`: a `response` record with an HTTP 2xx answer (or an HTTP/0.9 one: a block with no
  status line is all body), or a `resource` record (read as a response when its block is an HTTP
  message), whose payload is HTML (text/html,
  application/xhtml+xml, or no/ambiguous type sniffed as HTML); the payload has its transfer and
  content encodings undone (`payload.undo_encodings`; codings no header names too, when the
  bytes decode to text, or to HTML for a payload of no stated type). A record whose WARC-Truncated header says
  the crawler cut its payload (length, time, disconnect, unspecified) is read as kept, its reason
  in `truncated`; so is the first segment of a segmented record (WARC-Segment-Number 1), its
  `truncated` "segmented" unless WARC-Truncated gives a reason, and a body that ends inside its
  chunks or its gzip/deflate/br/zstd stream (`truncated` "coding-cut", `CODING_CUT`, unless
  either of those gives one).
- `Skipped(reason)`: not-response (warcinfo, request, metadata, conversion, continuation, ...),
  revisit, http-status (a three-digit status but 2xx, 999 too), partial-content (a 206 answer, or
  a segment after the first of a segmented record), not-html (a payload type that is not HTML;
  or declared content codings whose first 16 KiB decode to a file or control junk:
  `payload.BinaryInside`), too-large (payload
  over `max_payload_bytes`, never held in memory whole), empty (no payload, only whitespace, a
  gzip member holding no record, or the lead before a file's first record when that record does
  not take it).
- `Failed(reason, error)`: truncated (the file ends inside the record), corrupt-gzip (a gzip
  member that does not inflate, or runs on into the members after it), corrupt-zstd (a .warc.zst's
  zstd frame that does not decompress or does not end before the next record, or its dictionary
  frame unusable), bad-warc-header (no WARC
  header where a record must start, a header line over `MAX_HEADER_LINE_BYTES` or headers over
  `MAX_HEADER_BYTES`, no usable Content-Length, Content-Length headers that disagree, a Content-Length that runs past the record's gzip
  member or into the next record, or bytes between records that are not a record),
  bad-http-header (HTTP headers over the same caps, or unparsable; a status line without a
  three-digit code, e.g. `HTTP/1.1 2000`), bad-content-encoding (a payload whose
  gzip/deflate/br/zstd stream breaks after it started, or HTML whose bytes are neither the
  coding declared, nor another one, nor text, or a payload coded in more than
  `payload.MAX_CODING_LAYERS` layers), not-warc (data that holds no WARC record at all; a file compressed
  with zstd, bzip2, xz or lz4, or an ARC file, is named as such in the error),
  read-error (the stream itself raised; reading stops), unreadable (anything else that went wrong
  inside one record; reading goes on).

HTTP heads. A block may hold several heads before the body, and the last one answers: interim
heads (`100 Continue`, `103 Early Hints`; RFC 9110 15.2: a client reads past them, and past any
blank lines after them, lines of spaces or tabs too) and a final head directly followed (past at
most 4 KiB of blank lines) by another status line when it names HTML or an ambiguous type (a head
a crawler wrote twice), or names no type and frames no body (a proxy's `200 Connection
established` before the server's answer: a 2xx head with no Content-Length over 0 and no
Transfer-Encoding, RFC 9110 9.3.6), or is followed by the same head again: the later head's status
and headers decide, and none of the heads' lines reach the payload. A final head naming another
type (text/plain, message/http), or naming none and framing a body (a Content-Length over 0,
chunked; or not 2xx), keeps its body, even one that starts with a status line (a quoted HTTP
exchange). A 1xx head with no head after it is the outcome (http-status); after `101 Switching
Protocols` the bytes are the body. The heads together, the blank lines between them included,
are capped at `MAX_HEADER_BYTES` (bad-http-header).

Byte ranges. Every outcome carries `warc_offset` and `warc_length` (compressed bytes, as a Common
Crawl index gives `offset` and `length`), and the outcomes of a file, in the order they come,
tile it from 0 to its size with no gap and no overlap (`tiling_problems` checks it):
- a record in its own gzip member covers the member; a plain record covers its header line to
  the next record's (its block's trailing CRLFs included);
- padding (whitespace, NUL; byte order marks too, UTF-8's and UTF-16's) after a record belongs to
  that record's range, and before a plain WARC's first record (within `MAX_LEAD_BYTES`) to that
  record's; before a first gzip member (a member's range covers its own bytes) or a longer lead,
  it is a `Skipped("empty")` of its own;
- bytes that are no record (garbage, a corrupt member up to the next member that inflates to
  `WARC/`, trailing junk) are one `Failed` covering them;
- a gzip member holding several records (whole-file gzip): every record carries the member's
  offset; all but the last have length 0, the last carries the member's length. A Common Crawl
  style `(offset, length)` thus fetches the member holding the record.
- a record whose gzip a writer split over several members (flushing mid-record): when a member
  ends inside a record (its headers or its Content-Length not done) and the next member does not
  inflate to `WARC/`, the record goes on in that member; its range covers every member it
  spans (the members are read as one, as above, when records straddle them throughout).

Reading goes on after damage: a corrupt or unreadable gzip member is reported and reading
resumes at the first member that inflates to `WARC/` after the member's first byte, past the
members a member holds verbatim (a crawled .warc.gz as its payload) when that member's end is
found (`resync_past_held`; members the damage ran over are read again: a seekable stream
seeks back, another keeps up to `MAX_REWIND_BYTES` of what it read); in a plain WARC, a Content-Length that runs into the next
record makes the record `Failed` and reading resumes at the next `WARC/x.y` line that follows a
blank line inside it. Header lines are read with a cap, never held whole. A Content-Encoding
that does not match the bytes at all (the crawler stored them decoded, as ClueWeb did) is
ignored; a compressed payload cut short (as crawlers truncate payloads) keeps what inflates.

Inside one gzip member holding several records (whole-file gzip), a record with a bad header,
or bytes that are no record, are a `Failed` and reading goes on at the next `WARC/x.y` line that
starts a line (padding before it allowed), as in a plain WARC; a Content-Length that runs past
the member's end or into bytes that start no record, when such a line starts inside the block,
fails its record and reading goes on at that line (the block is inflated again from a checkpoint
of the inflater kept at its start: on a seekable stream always, on another while the block is at
most `MAX_REWIND_BYTES` of compressed bytes; else the dead letter names the block's inflated bytes).

This module uses warcio's header parser but reads the file itself, member by member, because
warcio's ArchiveIterator stops silently on a cut-off or corrupt member.
"""
from __future__ import annotations

import dataclasses
import io
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import BinaryIO

from warcio.statusandheaders import StatusAndHeaders

from . import gzip_members, zstd_frames
from .decode import charset_from_content_type
from .gzip_members import (
    CHUNK,
    GZIP_MAGIC,
    VERIFY_BYTES,
    ByteSource,
    CorruptGzip,
    GzipMember,
    Truncated,
    VerbatimIn,
    end_of_holding_member,
    inflates_to_warc,
    member_head,
    members_end_at,
    past_lead,
    reach,
)
from .options import DEFAULT_MAX_BYTES
from .payload import (
    HTML_TYPES,
    BadEncoding,
    BinaryInside,
    CodingMismatch,
    TooLarge,
    content_type,
    decode_undeclared,
    header_values,
    is_ambiguous,
    is_html_content_type,
    mime_type,
    sniff_html,
    undo_encodings,
)
from .record_headers import (
    MAX_HEADER_BYTES,
    MAX_HEADER_LINE_BYTES,
    WARC_LINE_RE,
    HeaderTooLong,
    agreed_content_length,
    bare_cr_head,
    content_length,
    content_length_problem,
    first_segment,
    holds_http,
    later_segment,
    match_before_a_warc_mark,
    next_warc_line,
    parse_head,
    quote_line,
    read_header_block,
    skip_blank_lines,
    skip_lead,
    target_uri,
    truncation,
    warc_line_after_a_bare_cr,
)
from .warc_dates import iso_date
from .zstd_frames import DICTIONARY_MAGIC, ZSTD_MAGIC, ZstdFrame, frame_starts_a_record, is_skippable, skippable_frame_size

# `truncated` of a page whose body ends inside its transfer or content coding (a chunk, or a gzip,
# deflate, br or zstd stream, cut short: a dropped connection, a writer that stopped) when its
# WARC-Truncated header names no reason: the page is the part that decoded (2026-12-07, hostile59;
# until then such a page was emitted as whole, `truncated` null).
CODING_CUT = "coding-cut"
SKIP_REASONS = ("not-response", "revisit", "http-status", "partial-content", "not-html", "too-large", "empty")
FAIL_REASONS = (
    "truncated", "corrupt-gzip", "bad-warc-header", "bad-http-header", "bad-content-encoding",
    "not-warc", "read-error", "unreadable", "corrupt-zstd",
)


SCAN_WINDOW = 4 * CHUNK  # bytes looked at per step when searching for the next record
# How far a file that starts with a zstd frame not decompressing to `WARC/` is searched for a later
# frame that does (a .warc.zst whose first frame is damaged; 2026-12-07, not tuned: a Common Crawl
# record's frame is at most about 1 MiB, and a zstd file of something else costs one such search).
DAMAGED_FIRST_FRAME_SEARCH = 4 << 20


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
    warc_length: int | None = None  # compressed bytes of the record's range (see module doc)
    # Why the crawler cut the payload (WARC-Truncated: "length", "time", "disconnect",
    # "unspecified", or another token, lowercase; "segmented" for the first segment of a segmented
    # record, its rest in continuation records; `CODING_CUT` when, under no such header, the body
    # ends inside its transfer or content coding); None when the record is whole.
    truncated: str | None = None


@dataclass(frozen=True)
class Skipped:
    """A record read and deliberately not emitted; `reason` is one of SKIP_REASONS."""

    record_id: str | None
    url: str | None
    warc_file: str
    warc_offset: int
    reason: str
    warc_length: int | None = None


@dataclass(frozen=True)
class Failed:
    """A record (or stretch of bytes) that could not be read; `reason` is one of FAIL_REASONS."""

    record_id: str | None
    url: str | None
    warc_file: str
    warc_offset: int | None
    reason: str
    error: str
    warc_length: int | None = None


Outcome = WarcPage | Skipped | Failed


def iter_warc_file(
    path: str, *, max_payload_bytes: int = DEFAULT_MAX_BYTES, opener=open
) -> Iterator[Outcome]:
    """Outcomes of a WARC file at a local path (or any path `opener(path, "rb")` can open)."""
    with opener(path, "rb") as stream:
        yield from iter_records(stream, path, max_payload_bytes=max_payload_bytes)


def iter_records(
    stream: BinaryIO, warc_file: str, *, max_payload_bytes: int = DEFAULT_MAX_BYTES,
    size: int | None = None,
) -> Iterator[Outcome]:
    """One outcome per record of a WARC stream (gzip per record, whole-file gzip or plain) from
    its position on, never raising; their ranges tile the stream. `size` (the file's size, when
    known) gives a read-error its range up to the end of the file, and a file that ends before
    it a `truncated` dead letter over the bytes missing."""
    reader = RecordReader(ByteSource(stream), warc_file, max_payload_bytes)
    yield from reader.outcomes(lambda position: True, size, members_only=False)
    if size is not None and reader.frontier < size:
        # The data ended before the size the file was listed with: it shrank between the listing
        # and the reading (rewritten, truncated, replaced). The bytes listed and never read were a
        # gap no outcome covered, the run unbalanced with no dead letter (2026-12-07).
        yield reader.failed_at(reader.frontier, "truncated", f"the file ends at byte {reader.frontier}, "
                               f"{size - reader.frontier} bytes before the size it was listed with ({size}): it "
                               "shrank after it was listed", size)


# --- byte ranges --------------------------------------------------------------------------------

class Tiling:
    """Checks, outcome by outcome in reading order, that byte ranges tile [start, end).

    `add` each outcome as it comes (nothing is kept but counts); `finish(end)` returns the
    problems found: gaps, overlaps and outcomes without a range, as readable strings.
    `start=None`: the first outcome's offset is the start (set `start` before `finish` when
    there was none).
    """

    def __init__(self, start: int | None = 0):
        self.start = start
        self.position = start
        self.accounted = 0
        self.count = 0
        self.problems: list[str] = []

    def add(self, outcome: Outcome) -> None:
        self.count += 1
        offset, length = outcome.warc_offset, outcome.warc_length
        if offset is None or length is None or length < 0:
            self.problems.append(f"an outcome without a byte range ({offset}, {length})")
            return
        if self.start is None:
            self.start = self.position = offset
        self.accounted += length
        if offset > self.position:
            self.problems.append(f"gap [{self.position}, {offset})")
        elif offset < self.position:
            self.problems.append(f"overlap [{offset}, {min(self.position, offset + length)})")
        self.position = max(self.position, offset + length)

    def finish(self, end: int) -> list[str]:
        if self.position is None:
            self.start = self.position = end
        if self.position < end:
            self.problems.append(f"gap [{self.position}, {end})")
        elif self.position > end:
            self.problems.append(f"ranges run past the end [{end}, {self.position})")
        return self.problems


def tiling_problems(outcomes: Iterable[Outcome], start: int, end: int, *,
                    ordered: bool = True) -> list[str]:
    """Why the outcomes' byte ranges do not tile [start, end) ([] when they do). `ordered=False`
    sorts them first by (offset, length) (as they come out of a parallel pipeline)."""
    if not ordered:
        outcomes = sorted(outcomes, key=lambda o: (o.warc_offset if o.warc_offset is not None
                                                   else -1, o.warc_length or 0))
    tiling = Tiling(start)
    for outcome in outcomes:
        tiling.add(outcome)
    return tiling.finish(end)


def _with_range(outcome: Outcome, offset: int, length: int) -> Outcome:
    """`outcome` with its byte range: `dataclasses.replace`, whose field-by-field `__init__` cost 10 of a
    tiny record's 200 us (reader56, 2026-12-07, a loaded host); the three outcome classes are plain
    frozen dataclasses (no `__post_init__`, no slots), so their fields are copied as they are."""
    moved = object.__new__(type(outcome))
    moved.__dict__.update(outcome.__dict__, warc_offset=offset, warc_length=length)
    return moved


class _NextRecordWatch:
    """Watches the bytes of a plain record's block for the first place a next record could
    start (a `WARC/x.y` line after a newline or padding): where to resume if the
    Content-Length lies (the block does not end where a record or the file starts)."""

    def __init__(self, source: ByteSource):
        self._source = source
        self._tail = b""
        self.found: int | None = None

    def feed(self, data: bytes) -> None:
        if self.found is not None or not data:
            return
        text = self._tail + data
        match = match_before_a_warc_mark(_PLAIN_START_RE, text)
        if match:
            self.found = self._source.pos - len(text) + match.start(1)
        self._tail = text[-24:]


class _Block:
    """A record's content block: at most `length` bytes of `reader` (`remaining` is what the
    Content-Length promised and the data did not give). `unread` gives bytes back to `read`."""

    def __init__(self, reader, length: int, watch: _NextRecordWatch | None = None):
        self._reader = reader
        self.remaining = length
        self._watch = watch
        self._unread = b""  # bytes given back, read from `_at` on (a line taken is not a copy of the rest)
        self._at = 0
        self.markup_line = b""  # the body's first line, when the HTTP headers ran into it

    def unread(self, data: bytes) -> None:
        self._unread = data + self._unread[self._at:] if self._at < len(self._unread) else data
        self._at = 0

    def peek(self, size: int) -> bytes:
        """Up to `size` bytes ahead, left to be read (so that blank lines are passed over a
        buffer at a time, not a line at a time)."""
        if len(self._unread) - self._at < size:  # refilled a CHUNK at a time: no copy of the rest per call
            self.unread(self.read(max(size, CHUNK)))
        return self._unread[self._at:self._at + size]

    def _take_unread(self, end: int) -> bytes:
        """The bytes given back, up to `end` (an index into them)."""
        head = self._unread[self._at:end]
        self._at = end
        if self._at >= len(self._unread):
            self._unread, self._at = b"", 0
        return head

    def read(self, size: int) -> bytes:
        head = b""
        if self._unread:
            head = self._take_unread(min(len(self._unread), self._at + size))
            size -= len(head)
        size = min(size, self.remaining)
        if size <= 0:
            return head
        data = self._reader.read(size)
        self.remaining -= len(data)
        if self._watch is not None:
            self._watch.feed(data)
        return head + data if head else data

    def readline(self, limit: int) -> bytes:
        head = b""
        if self._unread:
            newline = self._unread.find(b"\n", self._at, self._at + limit)
            head = self._take_unread(newline + 1 if newline >= 0 else min(len(self._unread), self._at + limit))
            if newline >= 0 or len(head) >= limit or self._unread:
                return head
            limit -= len(head)
        limit = min(limit, self.remaining)
        if limit <= 0:
            return head
        line = self._reader.readline(limit)
        self.remaining -= len(line)
        if self._watch is not None:
            self._watch.feed(line)
        return head + line if head else line


# --- reading records ----------------------------------------------------------------------------

# A record starts after a line (its LF, or a bare CR: RFC 9112 2.2 lets a reader take one for a
# line's end; a record after one fell inside a dead letter, 2026-12-06) or padding.
# A byte order mark just before it too (`past_lead`: its last byte, the mark's bytes before it;
# a record after one, past garbage or over 4 KiB of padding, was lost in a dead letter, 2026-12-07).
_PLAIN_START_RE = re.compile(rb"(?:[\n\r\x00 \t]|(?<=\xef\xbb)\xbf|(?<=\xff)\xfe|(?<=\xfe)\xff)"
                             rb"(WARC/\d+\.\d+[ \t]*\r?\n)", re.IGNORECASE)
# An HTTP response's status line: any HTTP version (HTTP/1.1, http/1.0, HTTP/2), then a status
# code of exactly three digits, then a reason or nothing.
_STATUS_LINE_RE = re.compile(rb"[ \t]*HTTP/\d+(?:\.\d+)?[ \t]+(\d{3})(?!\d)", re.IGNORECASE)
_HTTP_START_RE = re.compile(rb"[ \t]*HTTP\b", re.IGNORECASE)
_SWITCHING_PROTOCOLS = b"101"  # another protocol follows its head, never a second HTTP head
_NO_HTTP_HEADERS = StatusAndHeaders("", [], protocol="HTTP/0.9")
_BLANK = b" \t\r\n"  # the bytes of a blank line between HTTP heads


@dataclass
class _Record:
    """What is known of the record being read, for its outcome."""

    record_id: str | None = None
    url: str | None = None
    offset: int = 0
    aligned: bool = True  # False: reading stopped before the end of the record's block
    overran: bool = False  # the data ended before the Content-Length did
    block_start: int | None = None  # in a gzip member: where the block starts in the inflated bytes
    block_end: int | None = None  # and where the reading of the block stopped
    http_status: int | None = None  # the HTTP status code of a response record


def _blank_line_bytes(ahead: bytes) -> int:
    """How many bytes of blank lines start `ahead`: lines of nothing but spaces, tabs and their CR
    LF (a line of spaces between heads is as blank as an empty one, as before the first head,
    `skip_blank_lines`); all of `ahead` when it is all white space (its last line may go on)."""
    blank = len(ahead) - len(ahead.lstrip(_BLANK))
    return blank if blank == len(ahead) else ahead.rfind(b"\n", 0, blank) + 1


def _blank_bytes_before_status_line(block: _Block) -> int | None:
    """How many bytes of blank lines lie ahead of `block` before an HTTP status line, when one
    starts within `VERIFY_BYTES`; else None. Nothing is read."""
    ahead = block.peek(VERIFY_BYTES)
    start = _blank_line_bytes(ahead)
    return start if _STATUS_LINE_RE.match(ahead, start) is not None else None


def _drop_blank_bytes(block: _Block, limit: int) -> int:
    """Read and drop the blank lines ahead of `block`, a buffer at a time, stopping after
    `limit` + 1 bytes of them (more than `limit`: the caller's cap is passed); how many were dropped."""
    dropped = 0
    while dropped <= limit:
        ahead = block.peek(CHUNK)
        blank = min(_blank_line_bytes(ahead), limit + 1 - dropped)
        if blank == 0:
            break
        dropped += len(block.read(blank))
    return dropped


# Header fields that describe a representation, or that only an origin server sends with one
# (RFC 9110 8, 8.8, 10.2; RFC 6265's Set-Cookie): a proxy's 2xx answer to CONNECT, which has no
# content (RFC 9110 9.3.6: squid's, Apache's and nginx's carry no field or a Proxy-Agent, envoy's a
# Date and a Server), carries none. A head naming no type and framing no body that carries one is
# a server's answer whose body runs to the connection's close (RFC 9112 6.3), kept even when it
# starts with a status line (such an answer was read as a tunnel's head, 2026-12-07).
_REPRESENTATION_FIELDS = frozenset((
    "content-encoding", "content-language", "content-location", "content-range", "content-disposition",
    "content-md5", "last-modified", "etag", "expires", "cache-control", "vary", "accept-ranges",
    "set-cookie", "location", "link", "refresh",
))


def _describes_a_representation(http: StatusAndHeaders) -> bool:
    return any(name.strip().lower() in _REPRESENTATION_FIELDS for name, _ in http.headers)


def _interim(status: re.Match) -> bool:
    """A 1xx head but `101 Switching Protocols`: the answer follows it (RFC 9110 15.2)."""
    return status.group(1)[:1] == b"1" and status.group(1) != _SWITCHING_PROTOCOLS


class RecordReader:
    def __init__(self, source: ByteSource, warc_file: str, max_payload_bytes: int):
        self.source = source
        self.warc_file = warc_file
        self.cap = max_payload_bytes
        self.frontier = source.pos  # the end of the bytes accounted for so far
        self.members_seen = False  # a gzip member was read: plain records after it may run into another
        self.zstd_seen = False  # a zstd frame was read: after damage, the next frame is searched for too
        self.zstd_dictionary = None  # the dictionary of a .warc.zst (its first, skippable, frame)

    def failed(self, record: _Record, reason: str, error: str) -> Failed:
        return Failed(record.record_id, record.url, self.warc_file, record.offset, reason, error)

    def failed_at(self, start: int, reason: str, error: str, end: int | None) -> Failed:
        length = max(end - start, 0) if end is not None else 0
        return Failed(None, None, self.warc_file, start, reason, error, length)

    def outcomes(self, claim: Callable[[int], bool], end: int | None, *,
                 members_only: bool, plain_claims: bool = False, origin: int | None = None) -> Iterator[Outcome]:
        """Every outcome from the source's position on, each yielded once the bytes after it
        are known (padding joins its range); stops where `claim` refuses a member start.
        `members_only` (a range of a per-record gzip file): only gzip members are claimed (a .warc.zst's
        range reads with it false: its zstd and skippable frames are claimed); plain
        records after a member (a file mixing both) are read with it, each cut at the next
        member start, which belongs to whichever range claims it.
        `plain_claims` (a range of a plain WARC): a plain record's start is claimed too. `origin`:
        where the file starts, when the reading begins later (a range's first record is no file's first).
        A stream that raises ends the reading with one Failed up to `end` (when known)."""
        source = self.source
        held: Outcome | None = None
        origin = source.pos if origin is None else origin
        # A .warc.zst's first frame may come after a lead (padding, a byte order mark): its
        # dictionary, or a damaged first frame, is judged there as at the origin (2026-12-07).
        zstd_origin = origin + self.lead_at_origin() if source.pos == origin else origin
        failure: Failed | None = None
        try:
            while True:
                start = source.pos
                head = source.peek(64)
                if not head:
                    break
                if held is not None and past_lead(head[:3]):  # padding, a byte order mark
                    self._skip_padding()
                    held = _with_range(held, held.warc_offset, source.pos - held.warc_offset)
                    self.frontier = source.pos
                    continue
                if head.startswith(GZIP_MAGIC):
                    # In ranges, a member start is what `resync` finds where a range begins; a
                    # member that does not inflate to `WARC/` goes, unclaimed, with the bytes
                    # before it, as a gap would.
                    if (not members_only or inflates_to_warc(member_head(source))) \
                            and not claim(start):
                        break
                    produced = self._member(start)
                elif not members_only and (head.startswith(ZSTD_MAGIC) or is_skippable(head)) \
                        and zstd_frames.zstandard is not None and self._zstd_frame_ahead(start in (origin, zstd_origin)):
                    if not claim(start):  # a range of a .warc.zst (`split_reads.RangeRead`) claims frames
                        break
                    produced = self._zstd_frame(start) if head.startswith(ZSTD_MAGIC) else self._skippable(start)
                elif WARC_LINE_RE.match(head) or (start == origin and self._lead_before_a_record()):
                    if plain_claims and not claim(start):  # a range of a plain WARC (`split_reads.RangeRead`)
                        break
                    produced = self._plain_record(start, at_origin=start == origin)
                    if members_only or self.members_seen:
                        produced = self._ended_before_a_member(start, produced)
                else:
                    produced = self._gap(start, at_origin=start == origin, allow_plain=True)
                for outcome in produced:
                    if held is not None:
                        yield held
                    held = outcome
                    self.frontier = outcome.warc_offset + outcome.warc_length
        except OSError as error:
            failure = self.failed_at(self.frontier, "read-error", describe_error(error), end)
        except Exception as error:  # noqa: BLE001 - never lost, never raised: the rest is unread
            failure = self.failed_at(self.frontier, "unreadable", describe_error(error), end)
        if held is not None:
            yield held
        if failure is not None:
            self.frontier = failure.warc_offset + failure.warc_length
            yield failure

    def lead_at_origin(self) -> int:
        """The bytes of a lead (padding, byte order marks: `past_lead`) at the source's position, at
        most `MAX_LEAD_BYTES` (a longer run is no lead: 0)."""
        lead = past_lead(self.source.peek(gzip_members.MAX_LEAD_BYTES + 1))
        return lead if lead <= gzip_members.MAX_LEAD_BYTES else 0

    def _skip_padding(self) -> None:
        """Past padding and UTF-8 byte order marks (`past_lead`: a concatenation of plain WARC
        files each written with one; the record after one was lost in a dead letter, 2026-12-06)."""
        source = self.source
        while lead := past_lead(source.peek(CHUNK)):  # a mark the buffer's end cut is whole at the next
            source.skip(lead)

    # -- bytes that are no record ------------------------------------------------------------

    def _gap(self, start: int, *, at_origin: bool, allow_plain: bool) -> Iterator[Outcome]:
        container = None
        if at_origin:  # named past a lead too (a byte order mark before an ARC file's header)
            ahead = self.source.peek(gzip_members.MAX_LEAD_BYTES + 16)
            container = unsupported_container(ahead[past_lead(ahead[:gzip_members.MAX_LEAD_BYTES]):][:16])
        self._skip_padding()
        if self.source.pos > start and (self._record_ahead() or (at_origin and self._zstd_file_after_lead(start))):
            # Padding alone before the first record, which takes it in its range only when a plain
            # record starts within `MAX_LEAD_BYTES`: a byte order mark before a .warc.gz's first
            # member, 3 bytes no reader's (offset, length) of the member may hold, was a dead
            # letter (2026-12-07). It holds no record: `empty`, as a member of padding alone is.
            yield Skipped(None, None, self.warc_file, start, "empty", self.source.pos - start)
            return
        found = self.resync(allow_plain=allow_plain)
        length = self.source.pos - start
        record = _Record(offset=start)
        if found is None and at_origin:
            failed = self.failed(record, "not-warc", container or "no WARC record found (neither a "
                                 "gzip member inflating to WARC/ nor a WARC/ header line)")
        else:
            failed = self.failed(record, "bad-warc-header",
                                 f"{length} bytes are not a WARC record; skipped")
        yield _with_range(failed, start, length)

    # -- a gzip member (one record, or several in a whole-file gzip) ---------------------------

    def _member(self, start: int) -> Iterator[Outcome]:
        source = self.source
        self.members_seen = True
        source.mark(start)
        member = GzipMember(source)
        reader = io.BufferedReader(member, CHUNK)
        pending: Outcome | None = None
        record = _Record(offset=start)
        try:
            line = skip_lead(reader)
            while line:
                if pending is not None:
                    yield _with_range(pending, start, 0)  # not the member's last record
                    pending = None
                record = _Record(offset=start)
                member.mid_record = True  # from here, a member ending early may go on in the next
                if not line.endswith(b"\n"):  # the member ended inside the record's first line
                    line += reader.readline(CHUNK - len(line))
                member.resume_point = None
                pending = self._read_record(reader, line, record, in_member=True, on_block=member.freeze)
                member.mid_record = False
                if not record.aligned:
                    # A whole-file gzip goes on after a bad record: its next record starts at the
                    # next `WARC/x.y` line. None in the rest of the member: searched for after it.
                    line = warc_line_after_a_bare_cr(line) or next_warc_line(reader)
                    record.aligned = bool(line)
                    continue
                line = skip_lead(reader)  # padding and byte order marks between records too
                if record.block_end is not None and (record.overran or (line and not WARC_LINE_RE.fullmatch(line))):
                    # The Content-Length ran past the record (to the member's end, or to bytes
                    # that start no record): as in a plain WARC, when a `WARC/x.y` line starts a
                    # line inside its block, the record fails and reading goes on there.
                    again = self._block_from_checkpoint(member, record) or self._block_again(start, record)
                    if again is not None:
                        member, reader, line, found = again
                        if found and not record.overran:
                            pending = self.failed(record, "bad-warc-header", "the Content-Length runs past "
                                                  "the end of the record: a record starts inside its block")
                    elif isinstance(pending, Failed):
                        pending = dataclasses.replace(pending, error=pending.error + (
                            f"; the records inside its block (inflated bytes {record.block_start}-{record.block_end} "
                            f"of the gzip member at byte {start}) are not read: the stream cannot go back to them"))
            # The outcome waits until the member's end is read: a CRC error or a cut there
            # still makes the record Failed.
        except Truncated as error:
            if not (pending is not None and record.aligned and record.block_end is not None
                    and not record.overran and member.cut_in_its_trailer()):
                pending, record.aligned = self.failed(record, "truncated", str(error)), False
            # else the file ends in the member's trailer after a whole record (a copy cut 1-8
            # bytes short): the record is whole, only the member's CRC check is missing; it was
            # lost as truncated (2026-12-07)
        except CorruptGzip as error:
            pending = self.failed(record, "corrupt-gzip", f"gzip member does not inflate: {error}")
            record.aligned = False
        except OSError:
            raise
        except Exception as error:  # noqa: BLE001 - reported, never lost: resync below
            pending, record.aligned = self.failed(record, "unreadable", describe_error(error)), False
        if record.aligned:
            source.unmark()
            if pending is None:
                pending = Skipped(None, None, self.warc_file, start, "empty")
            yield _with_range(pending, start, source.pos - start)
            return
        if member.finished:
            yield self._after_whole_member(start, pending)
            return
        yield self._after_damaged_member(start, pending)

    def _after_whole_member(self, start: int, failed: Failed) -> Failed:
        """The member at `start` inflated whole to its end, with no record after the one that
        failed: `failed` takes the bytes up to the next record after the member's end, a gzip
        member inflating to `WARC/` or a plain `WARC/x.y` line (a file mixing both). (Searched for
        by gzip member from the member's start, as after damage, a plain record after it fell
        inside the dead letter's range, read by no outcome; 2026-12-06.)"""
        source = self.source
        source.unmark()
        if not self._next_record_ahead():
            self.resync(allow_plain=True)
        return _with_range(failed, start, source.pos - start)

    def _record_ahead(self) -> bool:
        """Whether a record (a gzip member inflating to `WARC/`, a zstd frame decompressing to it, a
        `WARC/x.y` line) starts at the source's position."""
        ahead = self.source.peek(VERIFY_BYTES)
        if WARC_LINE_RE.match(ahead):
            return True
        if ahead.startswith(ZSTD_MAGIC):  # a .warc.zst's first frame
            return frame_starts_a_record(self.source, 0, self.zstd_dictionary)
        return ahead.startswith(GZIP_MAGIC) and inflates_to_warc(member_head(self.source))

    def _zstd_file_after_lead(self, start: int) -> bool:
        """Whether a .warc.zst starts at the source's position, right after a lead at the file's
        start (`start`) of at most `MAX_LEAD_BYTES`: its dictionary frame, or a first frame that a
        read takes for a .warc.zst's (`_zstd_frame_ahead`). A lead before a dictionary frame made
        the whole file a `not-warc` dead letter (2026-12-07)."""
        head = self.source.peek(4)
        return (self.source.pos - start <= gzip_members.MAX_LEAD_BYTES and zstd_frames.zstandard is not None
                and (head.startswith(ZSTD_MAGIC) or is_skippable(head)) and self._zstd_frame_ahead(True))

    def _next_record_ahead(self, *, zstd: bool = False) -> bool:
        """Whether the bytes ahead, after padding, start a record (a gzip member inflating to
        `WARC/`, a `WARC/x.y` line; with `zstd`, a zstd frame or skippable frame) or end the
        data; the padding is left to the reading."""
        ahead = self.source.peek(VERIFY_BYTES)
        rest = ahead[past_lead(ahead):]  # padding, byte order marks
        if not rest or WARC_LINE_RE.match(rest):
            return True
        if zstd and (rest.startswith(ZSTD_MAGIC) or is_skippable(rest)):
            return True
        return rest.startswith(GZIP_MAGIC) and inflates_to_warc(member_head(self.source, len(ahead) - len(rest)))

    @staticmethod
    def _block_from_checkpoint(member: GzipMember, record: _Record) -> tuple[GzipMember, io.BufferedReader, bytes, bool] | None:
        """As `_block_again`, inflating again from the checkpoint `member` kept at the start of
        the record's block (`GzipMember.freeze`), not from the member's start; None without
        one, or when the source cannot go back to it."""
        if member.resume_point is None:
            return None
        try:
            again = member.resumed()
        except ValueError:
            return None
        reader = io.BufferedReader(again, CHUNK)
        left = record.block_start - again.tell()
        while left > 0:
            data = reader.read(min(CHUNK, left))
            if not data:
                return None
            left -= len(data)
        line = next_warc_line(reader, record.block_end - record.block_start)
        again.mid_record = False
        return (again, reader, line, True) if line else (again, reader, skip_lead(reader), False)

    def _block_again(self, start: int, record: _Record) -> tuple[GzipMember, io.BufferedReader, bytes, bool] | None:
        """The block of `record`, in the member at `start`, inflated again (the members joined to
        it joined again) and searched for a `WARC/x.y` line: (member, reader, the line found or
        else the first line after the block, whether one was found); None when the member lies
        too far back to be read again."""
        source = self.source
        if source.pos - start > gzip_members.MAX_REWIND_BYTES or not source.go_to(start):
            return None
        member = GzipMember(source)
        member.mid_record = True  # the block ran on into the same members the first time
        reader = io.BufferedReader(member, CHUNK)
        skipped = 0
        while skipped < record.block_start:
            data = reader.read(min(CHUNK, record.block_start - skipped))
            if not data:
                break
            skipped += len(data)
        line = next_warc_line(reader, record.block_end - record.block_start)
        member.mid_record = False
        return (member, reader, line, True) if line else (member, reader, skip_lead(reader), False)

    def _after_damaged_member(self, start: int, failed: Failed) -> Failed:
        """The member at `start` broke: search for the next member from its second byte on (the
        damage may have run over members after it) and give `failed` the bytes up to it."""
        source = self.source
        back_to = max(start + 1, source.earliest())
        source.go_to(back_to)
        found = self.resync_past_held(start)
        source.unmark()
        if found is not None and failed.reason == "truncated":
            failed = dataclasses.replace(
                failed, reason="corrupt-gzip",
                error=f"gzip member does not end before the next member at byte {source.pos}")
        if back_to > start + 1:
            failed = dataclasses.replace(
                failed, error=failed.error + f" ({back_to - start - 1} bytes after the member "
                "start could not be searched again: the stream cannot seek back that far)")
        return _with_range(failed, start, source.pos - start)

    # -- a zstd frame (.warc.zst: one record a frame, a dictionary in a skippable frame first) -

    def _zstd_frame_ahead(self, at_origin: bool) -> bool:
        """Whether the zstd frame or skippable frame at the source's position is read as part of a
        .warc.zst: any, once a frame of the file was (its damage is then named by the frame); else a
        skippable frame at the file's start (the dictionary), or a frame that decompresses to
        `WARC/` (a zstd frame of something else is bytes that are no record)."""
        if self.zstd_seen:
            return True
        head = self.source.peek(4)
        if is_skippable(head):
            return at_origin
        return frame_starts_a_record(self.source, 0, self.zstd_dictionary) or (
            at_origin and self._warc_frame_after_the_first())

    def _warc_frame_after_the_first(self) -> bool:
        """Whether a zstd frame after the file's first one (which does not decompress to `WARC/`)
        does, within `DAMAGED_FIRST_FRAME_SEARCH` bytes: a .warc.zst whose first frame is damaged,
        read as one (the frame a `corrupt-zstd` dead letter), not a zstd file of something else
        (found by fuzz_warc, 2026-12-07: the whole file was one `not-warc` dead letter, every
        record lost). Searched in a copy of the bytes ahead: the source does not move."""
        ahead = self.source.peek(DAMAGED_FIRST_FRAME_SEARCH)
        probe = RecordReader(ByteSource(io.BytesIO(ahead[1:])), self.warc_file, self.cap)
        probe.zstd_seen, probe.zstd_dictionary = True, self.zstd_dictionary
        return probe.resync(allow_plain=False) == "zstd"

    def _skippable(self, start: int) -> Iterator[Outcome]:
        """A zstd skippable frame: the dictionary of the frames after it (0x184D2A5D, before any
        frame), or another (a writer's extension), skipped; `Skipped("empty")` over it, as a
        gzip member holding no record."""
        source = self.source
        size = skippable_frame_size(source.peek(8))
        record = _Record(offset=start)
        loads = source.peek(4) == DICTIONARY_MAGIC and not self.zstd_seen
        self.zstd_seen = True
        if size is None:
            source.skip(8)
            yield _with_range(self.failed(record, "truncated", "the file ends inside a zstd skippable frame's "
                                          "header"), start, source.pos - start)
            return
        if loads and size - 8 <= zstd_frames.MAX_DICTIONARY_BYTES:
            source.skip(8)
            content = source.read(size - 8)
            if len(content) == size - 8:
                try:
                    self.zstd_dictionary = zstd_frames.read_dictionary(content)
                except CorruptGzip as error:
                    yield _with_range(self.failed(record, "corrupt-zstd", f"the .warc.zst's dictionary frame: "
                                                  f"{error}; the frames compressed with it do not decompress"),
                                      start, size)
                    return
                yield Skipped(None, None, self.warc_file, start, "empty", size)
                return
        elif source.skip(size) == size:
            if loads:
                yield _with_range(self.failed(record, "corrupt-zstd", f"the .warc.zst's dictionary frame holds "
                                              f"{size - 8} bytes, over the {zstd_frames.MAX_DICTIONARY_BYTES} read; "
                                              "the frames compressed with it do not decompress"), start, size)
                return
            yield Skipped(None, None, self.warc_file, start, "empty", size)
            return
        yield _with_range(self.failed(record, "truncated", "the file ends inside a zstd skippable frame"),
                          start, source.pos - start)

    def _zstd_frame(self, start: int) -> Iterator[Outcome]:
        """The records of the zstd frame at `start` (one, in a .warc.zst; several read as a
        whole-file gzip's are), each outcome with the frame's range (all but the last of
        length 0). A frame that breaks fails its record and reading goes on after its end (its
        block headers walked) or at the next frame that decompresses to `WARC/`."""
        source = self.source
        self.zstd_seen = True
        source.mark(start)
        frame = ZstdFrame(source, self.zstd_dictionary)
        reader = io.BufferedReader(frame, CHUNK)
        pending: Outcome | None = None
        record = _Record(offset=start)
        walkable = damaged = False
        try:
            line = skip_lead(reader)
            while line:
                if pending is not None:
                    yield _with_range(pending, start, 0)  # not the frame's last record
                    pending = None
                record = _Record(offset=start)
                if not line.endswith(b"\n"):
                    line += reader.readline(CHUNK - len(line))
                pending = self._read_record(reader, line, record, in_member=True, container="zstd frame")
                if not record.aligned:
                    line = warc_line_after_a_bare_cr(line) or next_warc_line(reader)
                    record.aligned = bool(line)
                    continue
                line = skip_lead(reader)
        except Truncated as error:
            pending, record.aligned, damaged = self.failed(record, "truncated", str(error)), False, True
        except CorruptGzip as error:
            pending, record.aligned = self.failed(record, "corrupt-zstd", f"zstd frame does not decompress: {error}"), False
            walkable = damaged = True
        except OSError:
            raise
        except Exception as error:  # noqa: BLE001 - reported, never lost: resync below
            pending, record.aligned = self.failed(record, "unreadable", describe_error(error)), False
            walkable = damaged = True
        if record.aligned or not damaged:
            # read to the frame's end (its last record a bad one too): the range is the frame, and
            # bytes after it that start no record join it, as after a whole gzip member
            source.unmark()
            if not record.aligned and not self._next_record_ahead(zstd=True):
                self.resync(allow_plain=True)
            if pending is None:
                pending = Skipped(None, None, self.warc_file, start, "empty")
            yield _with_range(pending, start, source.pos - start)
            return
        yield self._after_damaged_frame(start, pending, frame if walkable else None)

    def _after_damaged_frame(self, start: int, failed: Failed, frame: ZstdFrame | None) -> Failed:
        """The zstd frame at `start` broke: its range runs to its end, when its block headers walk
        to one followed by a record, a frame or the end of the data (damage inside a block's
        content); else to the next frame after its first byte that decompresses to `WARC/`."""
        source = self.source
        if frame is not None and frame.walk_to_end() and self._next_record_ahead(zstd=True):
            source.unmark()
            return _with_range(failed, start, source.pos - start)
        back_to = max(start + 1, source.earliest())
        source.go_to(back_to)
        found = self.resync(allow_plain=True)
        source.unmark()
        if found is not None and failed.reason == "truncated":
            failed = dataclasses.replace(failed, reason="corrupt-zstd",
                                         error=f"zstd frame does not end before the next record at byte {source.pos}")
        return _with_range(failed, start, source.pos - start)

    # -- a record of a plain WARC ------------------------------------------------------------

    def _ended_before_a_member(self, start: int, produced: Iterator[Outcome]) -> Iterator[Outcome]:
        """A plain record read between gzip members (in a file mixing both), cut at the first
        member start inside its range: a Content-Length that runs over a member fails the record,
        and the member is read (in a split read, by the range that claims it)."""
        source = self.source
        [outcome] = produced
        end = source.pos
        if not source.go_to(start + 1):  # a stream that cannot go back that far: left unchecked
            yield outcome
            return
        if self.resync(allow_plain=False, stop=end) == "gzip":
            member = source.pos
            outcome = _with_range(self.failed(
                _Record(outcome.record_id, outcome.url, start), "bad-warc-header",
                f"the Content-Length runs past the end of the record: a gzip member starts at byte {member}"),
                start, member - start)
        else:
            source.go_to(end)
        yield outcome

    def _lead_before_a_record(self) -> int:
        """The bytes of a lead (padding, UTF-8 byte order marks: `past_lead`) before a `WARC/x.y`
        line at the source's position, at most `MAX_LEAD_BYTES`; 0 when there is none, or no such
        line after it. The first record of a plain WARC takes them in its range, as a
        record takes the padding after it (a byte order mark before it failed it; 2026-12-06)."""
        ahead = self.source.peek(gzip_members.MAX_LEAD_BYTES + CHUNK)
        lead = past_lead(ahead[:gzip_members.MAX_LEAD_BYTES])
        return lead if WARC_LINE_RE.match(ahead, lead) else 0

    def _plain_record(self, start: int, *, at_origin: bool = False) -> Iterator[Outcome]:
        source = self.source
        source.mark(start)
        if at_origin:
            source.skip(self._lead_before_a_record())
        line = source.readline(CHUNK)
        record = _Record(offset=start)
        watch = _NextRecordWatch(source)
        try:
            outcome = self._read_record(source, line, record, in_member=False, watch=watch)
        except OSError:
            raise
        except Exception as error:  # noqa: BLE001 - reported, never lost
            outcome, record.aligned = self.failed(record, "unreadable", describe_error(error)), False
        if not record.aligned:
            self.resync(allow_plain=True)
        elif record.overran or not self._at_record_start():
            next_start = watch.found if watch.found is not None else self._straddling_start()
            if next_start is not None and source.go_to(next_start):
                outcome = self.failed(record, "bad-warc-header",
                                      "the Content-Length runs past the end of the record: the "
                                      f"next record starts at byte {next_start}")
        source.unmark()
        yield _with_range(outcome, start, source.pos - start)

    def _straddling_start(self) -> int | None:
        """A record start that begins inside the block just read and ends after it (the block
        ended inside the next record's `WARC/x.y` line), or None; the source stays put."""
        source = self.source
        block_end = source.pos
        base = max(block_end - 24, source.earliest())
        if not source.go_to(base):
            return None
        around = source.peek(48)
        source.go_to(block_end)
        match = _PLAIN_START_RE.search(around)
        if match is None or base + match.start(1) >= block_end:
            return None
        return base + match.start(1)

    def _at_record_start(self) -> bool:
        """Whether the bytes ahead (after padding) start a record or end the file."""
        ahead = self.source.peek(4096)
        rest = ahead[past_lead(ahead):]  # padding, byte order marks
        if not rest:
            return True
        return rest.startswith(GZIP_MAGIC) or WARC_LINE_RE.match(rest) is not None

    # -- one record ------------------------------------------------------------------------

    def _read_record(self, reader, first_line: bytes, record: _Record, *, in_member: bool,
                     watch: _NextRecordWatch | None = None, on_block: Callable[[int], None] | None = None,
                     container: str = "gzip member") -> Outcome:
        """Parse one record whose first line is read and consume its block; its outcome.
        `record.aligned` turns False when the reader stopped before the block's end. `on_block`
        is called with the block's start in a gzip member's inflated bytes. `container`: what
        holds the record when `in_member` (a gzip member, a zstd frame), for the errors."""
        if not WARC_LINE_RE.fullmatch(first_line):
            record.aligned = False
            if first_line.startswith(_ARC_START):
                return self.failed(record, "bad-warc-header", _ARC_ERROR)
            if _UTF16_WARC_RE.match(first_line):
                return self.failed(record, "bad-warc-header", _UTF16_ERROR)
            return self.failed(record, "bad-warc-header", "no WARC/x.y line where a record starts")
        try:
            header_block = read_header_block(reader, "WARC")
        except HeaderTooLong as error:
            record.aligned = False
            return self.failed(record, "bad-warc-header", str(error))
        except EOFError:
            if in_member:
                return self.failed(record, "bad-warc-header",
                                   f"the {container} ends inside the WARC headers")
            return self.failed(record, "truncated", "the file ends inside the WARC headers")
        try:
            headers = parse_head(header_block, first_line)
        except Exception as error:  # noqa: BLE001 - warcio on malformed headers
            record.aligned = False
            return self.failed(record, "bad-warc-header", describe_error(error))
        record.record_id = headers.get_header("WARC-Record-ID")
        record.url = target_uri(headers.get_header("WARC-Target-URI"))
        lengths = header_values(headers, "Content-Length")
        length = agreed_content_length(lengths)
        if length is None:
            record.aligned = False
            return self.failed(record, "bad-warc-header", content_length_problem(lengths))
        if in_member:
            record.block_start = reader.tell()
            if on_block is not None:
                on_block(record.block_start)
        block = _Block(reader, length, watch)
        outcome, http = self._judge(headers, block, record, length, in_member)
        if outcome is None:
            outcome = self._read_payload(headers, http, block, record)
        if not record.aligned:
            return outcome
        _drain(block)
        if in_member:
            record.block_end = reader.tell()
        if block.remaining > 0:
            record.overran = True
            if in_member:
                return self.failed(record, "bad-warc-header",
                                   f"the Content-Length runs {block.remaining} bytes past the "
                                   f"record's {container}")
            return self.failed(record, "truncated",
                               f"the file ends {block.remaining} bytes before the end of this "
                               "record")
        return outcome

    def _judge(self, headers, block: _Block, record: _Record, length: int, in_member: bool):
        """(outcome decided from the headers, or None when the payload must be read; the HTTP
        headers of a response record, or None)."""
        rec_type = (headers.get_header("WARC-Type") or "").lower()
        if rec_type == "revisit":
            return self._skipped(record, "revisit"), None
        if rec_type not in ("response", "resource"):
            return self._skipped(record, "not-response"), None
        if later_segment(headers):
            return self._skipped(record, "partial-content"), None
        if length == 0:
            return self._skipped(record, "empty"), None
        if rec_type == "resource" and not self._resource_holds_http(headers, block):
            return None, None  # the record itself is the payload (a saved file)
        if rec_type == "response" and not holds_http(record.url, headers) \
                and not self._starts_with_status_line(block):
            return None, None  # the record itself is the payload (dns:, ftp: ...)
        try:
            first = skip_blank_lines(block, MAX_HEADER_LINE_BYTES + 1)
            if not first:
                return self._skipped(record, "empty"), None
            status = _STATUS_LINE_RE.match(first)
            if status is None:
                if _HTTP_START_RE.match(first):
                    return self.failed(record, "bad-http-header", "malformed HTTP status line (no "
                                       f"three-digit status code): {quote_line(first)}"), None
                block.unread(first)  # no status line: an HTTP/0.9 answer, the block is the body
                return None, _NO_HTTP_HEADERS
            if bare_cr_head(first):
                return self.failed(record, "bad-http-header", "the HTTP header lines end in CR alone (no LF), "
                                   "so the headers never end (RFC 9112 2.2: a bare CR makes the message "
                                   f"invalid; browsers and warcio find no body either): {quote_line(first)}"), None
            status, http = self._answer_head(block, first, status)
            if block.markup_line:  # the headers ran into the body without their blank line
                block.unread(block.markup_line)
        except HeaderTooLong as error:
            record.aligned = not in_member  # a plain record's block is drained; a member left
            return self.failed(record, "bad-http-header", str(error)), None
        except EOFError:
            return self.failed(record, "truncated", "the record ends inside its HTTP headers"), None
        except (OSError, Truncated, CorruptGzip):
            raise
        except Exception as error:  # noqa: BLE001 - warcio on malformed headers
            return self.failed(record, "bad-http-header", describe_error(error)), None
        record.http_status = int(status.group(1))
        if record.http_status == 206:  # a byte range of the resource, not the page
            return self._skipped(record, "partial-content"), http
        if not 200 <= record.http_status < 300:
            return self._skipped(record, "http-status"), http
        return None, http

    def _answer_head(self, block: _Block, first: bytes, status: re.Match):
        """(status line, parsed headers) of the head that answers, read from `first` (a status
        line) on: past interim heads ("100 Continue", "103 Early Hints", recorded before the
        answer, and any blank lines after them; none after them: the 1xx is the outcome) and past
        a final head directly followed by another status line (within `VERIFY_BYTES` of blank
        lines) unless it keeps its body (`_keeps_its_body`): a proxy's "200
        Connection established" before the server's answer, or a crawler writing the head twice:
        the last head decides. The heads together, the blank lines between them included, are
        capped as one head is (`HeaderTooLong`)."""
        head = read_header_block(block, "HTTP", first)
        total = len(head)
        while not block.markup_line and status.group(1) != _SWITCHING_PROTOCOLS:
            if _interim(status):
                total += _drop_blank_bytes(block, MAX_HEADER_BYTES - total)
                self._check_heads(total)
            blank = _blank_bytes_before_status_line(block)
            if blank is None or (not _interim(status) and self._keeps_its_body(head, status, block, blank)):
                break
            total += len(block.read(blank))
            following = block.readline(MAX_HEADER_LINE_BYTES + 1)
            status, head = _STATUS_LINE_RE.match(following), read_header_block(block, "HTTP", following)
            total += len(head)
            self._check_heads(total)
        return status, parse_head(head)

    @staticmethod
    def _check_heads(total: int) -> None:
        if total > MAX_HEADER_BYTES:
            raise HeaderTooLong(f"the HTTP heads recorded before the answer's body are longer than "
                                f"{MAX_HEADER_BYTES} bytes")

    def _keeps_its_body(self, head: bytes, status: re.Match, block: _Block, blank: int) -> bool:
        """Whether a final head keeps its body though a status line starts it. A head naming a
        type other than HTML (text/plain, message/http, JSON...) does: its body may quote an HTTP
        exchange. A head naming HTML gives way (a head written twice); so does one naming an
        ambiguous type (octet-stream). A head naming no type gives way only when it is what a
        proxy sends before a tunnel's answer, a 2xx head framing no body (RFC 9110 9.3.6: no
        Content-Length nor Transfer-Encoding; `Content-Length: 0` also frames none; with neither,
        only when it carries no field of a representation: `_describes_a_representation`), or
        when the next head is the same bytes (written twice); a server's head framing a body (a
        Content-Length over 0, chunked), or framing none but describing one, keeps it."""
        http = parse_head(head)
        declared = content_type(http)
        if declared is not None or block.peek(blank + len(head))[blank:] == head:
            return is_html_content_type(declared) is False
        if header_values(http, "Transfer-Encoding"):
            return True
        lengths = header_values(http, "Content-Length")
        if lengths:
            return any(content_length(value) != 0 for value in lengths)
        return status.group(1)[:1] != b"2" or _describes_a_representation(http)

    @staticmethod
    def _resource_holds_http(headers, block: _Block) -> bool:
        """Whether a resource record's block is an HTTP message after all: its Content-Type says
        application/http, or its block starts with an HTTP status line (a writer that stored a
        whole response as a resource). The block is left where it was."""
        if mime_type(headers.get_header("Content-Type")) == "application/http":
            return True
        return RecordReader._starts_with_status_line(block)

    @staticmethod
    def _starts_with_status_line(block: _Block) -> bool:
        """Whether a block starts with an HTTP status line: an HTTP message whatever its record's
        headers say (a response record with no target URI, or an empty one, and no
        application/http type). The block is left where it was."""
        first = block.readline(CHUNK)
        block.unread(first)
        return _STATUS_LINE_RE.match(first) is not None

    def _read_payload(self, headers, http, block: _Block, record: _Record) -> Outcome:
        if http is None:
            declared = headers.get_header("Content-Type")
        elif http is _NO_HTTP_HEADERS:  # the record's own type, unless it only says "HTTP"
            declared = headers.get_header("Content-Type")
            declared = None if mime_type(declared) == "application/http" else declared
        else:
            declared = content_type(http)
        mime = mime_type(declared)
        if mime not in HTML_TYPES and not is_ambiguous(mime):
            return self._skipped(record, "not-html")
        raw = block.read(self.cap + 1)
        if len(raw) > self.cap:
            return self._skipped(record, "too-large")
        cuts: list[str] = []  # the codings whose stream the body ends inside (`CODING_CUT`)
        try:
            # no HTTP headers (a resource record's own file, an HTTP/0.9 answer, a status line
            # alone): no coding is declared, but a body still in its chunks is de-chunked all the same
            payload = undo_encodings(raw, _NO_HTTP_HEADERS if http is None else http, self.cap, cuts)
        except TooLarge:
            return self._skipped(record, "too-large")
        except BinaryInside:  # a file or a bomb of zeros in the codings named: never inflated whole
            return self._skipped(record, "not-html")
        except CodingMismatch as error:
            if mime not in HTML_TYPES:  # binary bytes of no stated type: no page, whatever coded them
                return self._skipped(record, "not-html")
            return self.failed(record, "bad-content-encoding", str(error))
        except BadEncoding as error:
            return self.failed(record, "bad-content-encoding", str(error))
        if not payload or payload.isspace():
            return self._skipped(record, "empty")
        if mime not in HTML_TYPES:
            identified = mime_type(headers.get_header("WARC-Identified-Payload-Type"))
            if identified not in HTML_TYPES and not sniff_html(payload):
                try:  # a page in a coding without a magic number (brotli) nobody named
                    decoded = decode_undeclared(payload, self.cap, cuts)
                except TooLarge:
                    return self._skipped(record, "too-large")
                if decoded is None or not sniff_html(decoded):
                    return self._skipped(record, "not-html")
                payload = decoded
        return WarcPage(
            record_id=record.record_id,
            url=record.url,
            date=iso_date(headers.get_header("WARC-Date")),
            warc_file=self.warc_file,
            warc_offset=record.offset,
            content_type=mime or None,
            charset_hint=charset_from_content_type(declared),
            http_status=record.http_status,
            payload=payload,
            truncated=truncation(headers.get_header("WARC-Truncated")) or first_segment(headers) or (CODING_CUT if cuts else None),
        )

    def _skipped(self, record: _Record, reason: str) -> Skipped:
        return Skipped(record.record_id, record.url, self.warc_file, record.offset, reason)

    # -- finding the next record after damage ----------------------------------------------

    def resync_past_held(self, damaged: int | None, *, stop: int | None = None) -> str | None:
        """`resync` to a gzip member, passing over member starts held verbatim in another
        member (a crawled .warc.gz stored as a payload) whose end is found; the search goes on
        at that end. After the damaged member at `damaged`, only the starts its own stream shows
        it held (`VerbatimIn.end_over`: copied verbatim, or past a broken stored block), and
        only until its end: an intact member holding others would have been found before them.
        Without one (a range starting where no look-back is trusted), a start lying in a stored
        block whose stream is followed to a member's end (`end_of_holding_member`), unless the
        file's own members from it end there too (`members_end_at`: a LEN/NLEN pair by chance)."""
        source = self.source
        verbatim = VerbatimIn(source, damaged) if damaged is not None else None
        while (found := self.resync(allow_plain=False, stop=stop)) is not None:
            at = source.pos
            if damaged is None:
                end = end_of_holding_member(source, at)
                if end is not None and members_end_at(source, at, end):
                    end = None
            else:
                end = verbatim.end_over(at) if verbatim is not None else None
                verbatim = None  # past the damaged member's end: no start after it is its
            if end is None:
                return found
            if not reach(source, end):
                return None
        return None

    def resync(self, *, allow_plain: bool, stop: int | None = None) -> str | None:
        """Move the source to the first gzip member that inflates to `WARC/` (or, when
        `allow_plain`, the first `WARC/x.y` line after a newline) at or after its position;
        "gzip", "plain" or None (none before the end of the data, or before `stop`: the source
        is then at the end of the data, or somewhere before `stop`)."""
        source = self.source
        while True:
            base = source.pos
            window = source.peek(SCAN_WINDOW)
            if not window:
                return None
            at_end = len(window) < SCAN_WINDOW
            searchable = len(window) if at_end else len(window) - VERIFY_BYTES
            plain = match_before_a_warc_mark(_PLAIN_START_RE, window, searchable + 24) if allow_plain else None
            plain_at = plain.start(1) if plain is not None and plain.start(1) < searchable else -1
            at = 0
            while True:
                candidate = window.find(GZIP_MAGIC, at, searchable + len(GZIP_MAGIC) - 1)
                kind = "gzip"
                if self.zstd_seen:  # a .warc.zst's frames too
                    framed = window.find(ZSTD_MAGIC, at, searchable + len(ZSTD_MAGIC) - 1)
                    if framed >= 0 and (candidate < 0 or framed < candidate):
                        candidate, kind = framed, "zstd"
                if plain_at >= 0 and (candidate < 0 or plain_at < candidate):
                    candidate, kind = plain_at, "plain"
                elif candidate < 0:
                    break
                if stop is not None and base + candidate >= stop:
                    return None
                if kind == "plain" or (inflates_to_warc(member_head(source, candidate)) if kind == "gzip"
                                       else frame_starts_a_record(source, candidate, self.zstd_dictionary)):
                    source.go_to(base + candidate)
                    return kind
                at = candidate + 1
            if at_end:
                source.skip(len(window))
                return None
            if stop is not None and base + searchable >= stop:
                return None
            source.skip(searchable - 1)  # keep the newline a WARC/ line may follow


# Files that hold no WARC record because they are in a format this reader does not read: their
# `not-warc` dead letter names it (the whole file is its range), so that the fix is plain. A zstd
# file is read as a .warc.zst (`_zstd_frame`) when its first frame is a record or a skippable frame.
_CONTAINERS = (
    (b"\x28\xb5\x2f\xfd", "zstd"),                  # a zstd frame
    (re.compile(rb"[\x50-\x5f]\x2a\x4d\x18"), "zstd"),  # a zstd skippable frame (.warc.zst's dictionary)
    (b"BZh", "bzip2"),
    (b"\xfd7zXZ\x00", "xz"),
    (b"\x04\x22\x4d\x18", "lz4"),
)
_ZSTD_NOT_WARC = ("a zstd-compressed file whose first frame holds no WARC record: a .warc.zst (IIPC's WARC zstd "
                  "format) holds one record a frame, after its optional dictionary frame")
_ZSTD_NO_DICTIONARY = ("a .warc.zst whose frames are compressed with a dictionary (ID {}) the file does not start with "
                       "(IIPC's WARC zstd format puts it in a skippable frame first): they cannot be decompressed")
_ARC_START = b"filedesc://"
_ARC_ERROR = ("an ARC file's header (filedesc://), not a WARC record: ARC files (the older Internet Archive "
              "format) are not read; convert them to WARC first")


# A WARC written out as UTF-16 text (an editor's or a shell's "save as Unicode", PowerShell's `>`
# of Windows PowerShell 5): WARC headers are UTF-8 (WARC 1.1, section 4), and the blocks' bytes were
# transcoded too, so the file is named, not read (2026-12-07).
_UTF16_WARC_RE = re.compile(rb"(?:\xff\xfe)?W\x00A\x00R\x00C\x00/\x00|(?:\xfe\xff)?\x00W\x00A\x00R\x00C\x00/", re.IGNORECASE)
_UTF16_ERROR = ("a WARC header written as UTF-16 text, not WARC: WARC headers are UTF-8 (WARC 1.1 section 4) and "
                "the payloads were transcoded with them; the WARC's original bytes are needed")


def unsupported_container(head: bytes) -> str | None:
    """What the first bytes of a file that holds no WARC record say it is, when they name a
    format (a compressor other than gzip, an ARC file, a WARC written as UTF-16 text); None
    otherwise."""
    if head.startswith(_ARC_START):
        return _ARC_ERROR
    if _UTF16_WARC_RE.match(head):
        return _UTF16_ERROR
    for magic, name in _CONTAINERS:
        if magic.match(head) if isinstance(magic, re.Pattern) else head.startswith(magic):
            if name == "zstd":
                if zstd_frames.zstandard is None:
                    return zstd_frames.UNAVAILABLE
                named = zstd_frames.frame_dictionary_id(head)
                return _ZSTD_NO_DICTIONARY.format(named) if named else _ZSTD_NOT_WARC
            return (f"a {name}-compressed file: only gzip (.warc.gz, per record or whole) and plain WARC "
                    f"are read; decompress it, or recompress it with gzip, first")
    return None


def _drain(stream) -> None:
    while stream.read(CHUNK):
        pass


def describe_error(error: BaseException) -> str:
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}" if text else type(error).__name__
