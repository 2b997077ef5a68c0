"""A record's header lines to header bytes and the values read from them.

In: a reader of a record's bytes (a gzip member's or a plain WARC's) at a header line, or a
header's value.
Out: a WARC or HTTP header block read with caps on its lines and its whole (`read_header_block`,
`HeaderTooLong` past `MAX_HEADER_LINE_BYTES` / `MAX_HEADER_BYTES`), a gzip member's first line
past its lead (`skip_lead`), the next `WARC/x.y` line (`next_warc_line`, after a bare CR too),
and what the reader makes of a header's value: a Content-Length's digits, a WARC-Truncated
reason, a segment's number, the target URI, whether a block holds HTTP, and values quoted for
error messages; in bytes not yet read, where a header block ends (`header_block_end`) and the one
Content-Length its values agree on (`agreed_content_length`), as the reader reads them.
"""
from __future__ import annotations

import io
import re
from collections.abc import Callable, Sequence

from warcio.statusandheaders import StatusAndHeaders, StatusAndHeadersParser

from .gzip_members import BYTE_ORDER_MARK_STARTS, BYTE_ORDER_MARKS, CHUNK, past_lead
from .payload import header_values, mime_type

# Caps on WARC and HTTP header lines and blocks (2026-11-30). The shared WARCs (Common Crawl,
# ClueWeb, WCXB) have header lines of at most 195 bytes (WARC) and 141 bytes (HTTP) and header
# blocks under 1 KB; web servers refuse request lines over 8-64 KiB. The caps only bound memory
# (a 3 MB gzip holding one 3 GB header line took a worker to 12.4 GB), so they are generous.
MAX_HEADER_LINE_BYTES = 256 * 1024
MAX_HEADER_BYTES = 1024 * 1024
class HeaderTooLong(Exception):
    pass


# A record's first line; spaces or tabs after the version are accepted, and any case
# (`warc/1.0`), as warcio does (some crawlers write "WARC/1.0 ").
WARC_LINE_RE = re.compile(rb"WARC/\d+\.\d+[ \t]*\r?\n", re.IGNORECASE)
def read_header_block(reader, kind: str, first: bytes | None = None) -> bytes:
    """Header lines up to and including the blank line that ends them, each line and the whole
    capped (`HeaderTooLong`, the rest left unread); `first`, when given, is the first line,
    already read. WARC headers: EOFError when the data ends before the blank line; HTTP headers
    (the status line too) may end with the block, EOFError only when it holds nothing, and end
    before a line starting with `<` (markup: a body whose blank line before it is missing), which
    is left in `reader.markup_line`."""
    lines = []
    total = 0
    while True:
        if first is not None:
            line, first = first, None
        else:
            line = reader.readline(MAX_HEADER_LINE_BYTES + 1)
        if not line:
            if kind == "HTTP" and lines:
                return b"".join(lines)
            raise EOFError()
        total += len(line)
        if len(line) > MAX_HEADER_LINE_BYTES:
            raise HeaderTooLong(f"a {kind} header line is longer than {MAX_HEADER_LINE_BYTES} "
                                 "bytes")
        if total > MAX_HEADER_BYTES:
            raise HeaderTooLong(f"the {kind} headers are longer than {MAX_HEADER_BYTES} bytes")
        if kind == "HTTP" and lines and line[:1] == b"<" and hasattr(reader, "markup_line"):
            reader.markup_line = line  # no header name starts with "<": the body, its blank line missing
            return b"".join(lines)
        lines.append(line)
        if not line.endswith(b"\n"):
            if kind == "HTTP":
                return b"".join(lines)
            raise EOFError()
        if line in (b"\r\n", b"\n"):
            return b"".join(lines)


# warcio's parser, unverified (the reader judges the first line itself): what `parse_head` gives
_WARCIO_PARSER = StatusAndHeadersParser([], verify=False)


def parse_head(block: bytes, first_line: bytes | None = None) -> StatusAndHeaders:
    """A header block (as `read_header_block` returns it; `first_line`, when given, read before it)
    as warcio's `StatusAndHeadersParser(verify=False).parse` makes it, the same object field for field
    (status line, protocol, headers with folded lines joined, lines without a colon dropped,
    `total_len`), EOFError on nothing. warcio reads the block a line at a time from a stream and
    decodes each line in turn (UTF-8, else Latin-1): about a quarter of the reader's time on a
    record of a few hundred bytes (45 of 200 us, reader56, 2026-12-07, a loaded host); one decode
    of the block and a split cost a fraction. A block that is not UTF-8 whole (a Latin-1 URI) is
    given to warcio, whose fallback is per line."""
    try:
        text = block.decode("utf-8")
        status = None if first_line is None else first_line.decode("utf-8")
    except UnicodeDecodeError:
        return _WARCIO_PARSER.parse(io.BytesIO(block), first_line)
    pieces = text.split("\n")
    last = pieces.pop()
    lines = [piece + "\n" for piece in pieces]  # what `readline` gives, a line's end kept
    if last:
        lines.append(last)
    lines.reverse()  # taken from the end, as `readline` takes them from the start
    if status is None:
        status = lines.pop() if lines else ""
    total = len(status)
    if total == 0:
        raise EOFError()
    statusline = status.rstrip()
    if not statusline:
        return _status_and_headers(statusline, [], "", total)
    protocol_status = statusline.split(" ", 1)
    headers = []
    raw = lines.pop() if lines else ""
    total += len(raw)
    line = raw.rstrip()
    while line:
        name, colon, value = line.partition(":")
        if colon:
            name, value = name.rstrip(" \t"), value.lstrip()
        raw = lines.pop() if lines else ""
        total += len(raw)
        following = raw.rstrip()
        while following and following[0] in " \t":  # a folded line goes on the value before it
            if colon:
                value += following
            raw = lines.pop() if lines else ""
            total += len(raw)
            following = raw.rstrip()
        if colon:
            headers.append((name, value))
        line = following
    return _status_and_headers(protocol_status[1].strip() if len(protocol_status) > 1 else "", headers,
                               protocol_status[0], total)


def _status_and_headers(statusline: str, headers: list[tuple[str, str]], protocol: str, total: int) -> StatusAndHeaders:
    """warcio's object with the attributes its `__init__` sets, which would copy `headers` through
    `headers_to_str_headers` (a third of the parse's time; they are text already). tests/
    test_warc_heads.py holds the two equal, attribute for attribute."""
    parsed = StatusAndHeaders.__new__(StatusAndHeaders)
    parsed.statusline, parsed.headers, parsed.protocol = statusline, headers, protocol
    parsed.total_len, parsed.headers_buff = total, None
    return parsed


def next_warc_line(reader, limit: int | None = None) -> bytes:
    """The next `WARC/x.y` line of `reader` that starts a line, padding (NUL, blanks, byte order
    marks) before it dropped, as in a plain WARC (`_PLAIN_START_RE`); lines before it are read and dropped;
    b"" at the end of the data, or when none starts in its next `limit` bytes."""
    at_line_start = True
    left = limit
    while True:
        if at_line_start:
            skipped = _skip_lines_before(reader, _line_starting_warc, left)
            if left is not None:
                left -= skipped
        line = reader.readline(CHUNK if left is None else min(CHUNK, left))
        if not line:
            return b""
        if left is not None:
            left -= len(line)
        if at_line_start:
            line = line[past_lead(line):]  # padding, byte order marks
            if WARC_LINE_RE.fullmatch(line):
                return line
        if after_a_bare_cr := warc_line_after_a_bare_cr(line):
            return after_a_bare_cr
        at_line_start = line.endswith(b"\n")


def warc_line_after_a_bare_cr(line: bytes) -> bytes:
    """The `WARC/x.y` line that ends `line` after a bare CR in it (`...\\rWARC/1.0\\r\\n`: RFC 9112
    2.2 lets a reader take a lone CR for a line's end, as the plain WARC's search does), or b"";
    a record there was lost in a dead letter (2026-12-06)."""
    end = len(line) - (2 if line.endswith(b"\r\n") else 1 if line.endswith(b"\n") else 0)
    cr = line.rfind(b"\r", 0, end)
    return line[cr + 1:] if cr >= 0 and WARC_LINE_RE.fullmatch(line, cr + 1) else b""


_WHITESPACE = b" \t\r\n\x0b\x0c"  # what bytes.strip() strips

# Lines dropped one `readline` at a time cost about 1 us each: a gzip member of 6 KB inflating to
# 6 MB of 2-byte lines took 2.4 s to pass over (fuzz_warc found 800 bytes taking 0.5 s,
# 2026-12-06; a 1 MB member, about 30 minutes). The lines that cannot be the one looked for are
# passed over a buffer at a time instead (0.21 s for those 6 MB; 3 MB of blank lines 0.6 s -> 0.02 s).


def warc_marks(data: bytes, start: int = 0):
    """Where `WARC/` occurs in `data` from `start` on, in any case, in order. The record-start
    patterns are tried at these places only (every match of theirs holds one): searched for, they
    were tried at every newline, about 32 MB/s over 2-byte lines (76 MB after a bad header in a
    gzip member 2.2 s; the plain WARC's pattern about 95 MB/s), where `lower` and `find` run at over
    1 GB/s (0.2 s; 2026-12-06). Every place, not the first alone: a body quoting "WARC/" before
    many short lines would have the search go on from there at the patterns' speed."""
    lowered = data.lower()
    at = lowered.find(b"warc/", start)
    while at >= 0:
        yield at
        at = lowered.find(b"warc/", at + 1)


def match_before_a_warc_mark(pattern: re.Pattern, data: bytes, end: int | None = None) -> re.Match | None:
    """The first match of `pattern` (which matches one byte, then `WARC/`...) in `data`, ending by
    `end`: `pattern.search(data, 0, end)`, tried at the byte before each `WARC/` only."""
    end = len(data) if end is None else end
    for mark in warc_marks(data, 1):
        if mark > end:
            return None
        match = pattern.match(data, mark - 1, end)
        if match is not None:
            return match
    return None


def _line_starting_warc(ahead: bytes) -> int:
    """Where the first line of `ahead` that may be a `WARC/x.y` line starts (nothing but a lead,
    `past_lead`: NULs, spaces, tabs, byte order marks, before its `WARC/`, or a bare CR just
    before it); -1 when none does."""
    for mark in warc_marks(ahead):
        line = ahead.rfind(b"\n", 0, mark) + 1
        if past_lead(ahead, line) == mark or ahead[mark - 1:mark] == b"\r":
            return line
    return -1


def _line_not_blank(ahead: bytes) -> int:
    """Where the first line of `ahead` that is not blank starts; -1 when none does."""
    blank = len(ahead) - len(ahead.lstrip(_WHITESPACE))
    return -1 if blank == len(ahead) else ahead.rfind(b"\n", 0, blank) + 1


def _skip_lines_before(reader, first_wanted: Callable[[bytes], int], limit: int | None) -> int:
    """Read (and drop) the whole lines ahead of `reader`, which must be at a line start, up to the
    first that may be wanted (`first_wanted`: where it starts in the bytes given), within the
    bytes `reader.peek` has at hand and `limit`; the bytes dropped. A reader without `peek` is
    left as it is."""
    dropped = 0
    while hasattr(reader, "peek") and (limit is None or dropped < limit):
        ahead = reader.peek(CHUNK)[:CHUNK if limit is None else limit - dropped]
        wanted = first_wanted(ahead)
        cut = wanted if wanted >= 0 else ahead.rfind(b"\n") + 1
        if cut <= 0:
            return dropped
        dropped += len(reader.read(cut))
        if wanted >= 0 or cut < len(ahead):
            return dropped
    return dropped


def bare_cr_head(status_line: bytes) -> bool:
    """Whether an HTTP status line runs on over header lines ended by CR alone (a CR-only blank
    line inside it, or no LF before the block ends): read as one line, its headers would swallow
    the body, which read as "empty" (2026-12-03). A bare CR in a line that an LF ends (its headers
    and body after it) is left, as the space RFC 9112 lets a reader make of it."""
    if b"\r" not in status_line.rstrip(b"\r\n"):
        return False
    return b"\r\r" in status_line or not status_line.endswith(b"\n")


def skip_lead(reader) -> bytes:
    """The first line of a gzip member's text past its lead (padding: NUL, blanks, CR, LF; byte
    order marks; `past_lead`), read a buffer at a time, then past blank lines
    (`skip_blank_lines`); b"" at the end. A plain WARC passes over the same bytes between
    records; a member written with them before its `WARC/` line failed its record (2026-12-06),
    and so did one whose mark the buffer's end cut, after 64 KiB of padding (2026-12-07)."""
    while True:
        ahead = reader.peek(CHUNK)[:CHUNK]
        cut = past_lead(ahead)
        if ahead[cut:] in BYTE_ORDER_MARK_STARTS:  # a mark cut by the buffer's end
            reader.read(len(ahead))
            text = _rest_of_a_mark(reader, ahead[cut:])
            if text:  # no mark after all: the text starts with these bytes
                return text if text.endswith(b"\n") else text + reader.readline(CHUNK - len(text))
            continue
        reader.read(cut)
        if cut == 0 or cut < len(ahead):
            return skip_blank_lines(reader)


def _rest_of_a_mark(reader, start: bytes) -> bytes:
    """Read on, a byte at a time, from `start` (the first bytes of a byte order mark, read): b""
    when a whole mark was read, else the bytes read, which start the text."""
    held = start
    while held in BYTE_ORDER_MARK_STARTS:
        byte = reader.read(1)
        if not byte:
            return held
        held += byte
    return b"" if held in BYTE_ORDER_MARKS else held


def skip_blank_lines(reader, limit: int = CHUNK) -> bytes:
    """The first line that is not blank (at most `limit` bytes), or b"" at the end."""
    while True:
        _skip_lines_before(reader, _line_not_blank, None)
        line = reader.readline(limit)
        if not line or line.strip():
            return line


def quote_line(line: bytes, limit: int = 100) -> str:
    text = repr(line[:limit].rstrip(b"\r\n"))[1:]
    return text + (" ..." if len(line) > limit else "")


def quote_value(value: str | None, limit: int = 100) -> str:
    """A header value for an error message: quoted, at most `limit` characters and its length."""
    if value is None or len(value) <= limit:
        return repr(value)
    return f"{value[:limit]!r} ... ({len(value)} characters)"


# Digits a Content-Length may have (leading zeros aside): 10**30 bytes is past any file, and `int`
# refuses strings of over 4,300 digits (a header line of 5,000 nines was an `unreadable` record).
_MAX_LENGTH_DIGITS = 30


def content_length(value: str | None) -> int | None:
    """The header's ASCII digits as a number; None for anything else (a sign, a space inside,
    digits of other scripts, which `int` would read: "²" raised, "١٢" read as 12, or more than
    `_MAX_LENGTH_DIGITS` digits)."""
    if value is None:
        return None
    value = value.strip()
    if not (value.isascii() and value.isdigit()) or len(value.lstrip("0")) > _MAX_LENGTH_DIGITS:
        return None
    return int(value)


def agreed_content_length(values: Sequence[str]) -> int | None:
    """The block length a record's Content-Length values (`header_values`, in order) give: the
    first's `content_length` when every other gives the same; None without one, or when any is
    unusable or they disagree (which one frames the block cannot be told). The reader's rule, and
    the plain walk's and the watch's (through `block_content_length`; 2026-12-07, mend57: each had its
    own loop)."""
    length = content_length(values[0]) if values else None
    if length is None or any(content_length(value) != length for value in values[1:]):
        return None
    return length


def content_length_problem(values: Sequence[str]) -> str:
    """Why `agreed_content_length` gives no length, for the record's dead letter."""
    if values and content_length(values[0]) is not None:
        return f"{len(values)} Content-Length headers that disagree: " + ", ".join(
            quote_value(value, 40) for value in values[:4])
    return "unusable Content-Length: " + quote_value(values[0] if values else None)


# A header block's end as `read_header_block` finds it: the first line that is a line end alone
# (CRLF or LF) after the record's first line, whatever the lines before it end in.
_BLANK_LINE_RE = re.compile(rb"\n(\r?\n)")


def header_block_end(data: bytes, first_line_end: int) -> int | None:
    """Where the WARC header block after a record's first line (`data[:first_line_end]`, ending
    in LF) ends in `data` as `read_header_block` reads it (the index after its blank line); None
    when `data` ends first. A line of blanks alone does not end the block there (its lines after
    it are part of the block, though `parse_head`, as warcio, reads no header past it)."""
    blank = _BLANK_LINE_RE.search(data, first_line_end - 1)
    return blank.end() if blank is not None else None


def block_content_length(header: bytes) -> int | None:
    """The Content-Length the reader frames a record's block with, from the record's header
    (`header`: its first line, its lines and the blank line ending them, as `header_block_end`
    finds it): `parse_head`'s headers (so none past a line of blanks alone, folded lines joined,
    as warcio reads them) and `agreed_content_length`; None when the reader names the record
    `bad-warc-header` for its length or its headers (a line or block over the caps)."""
    first_end = header.find(b"\n") + 1
    rest = header[first_end:]
    if len(rest) > MAX_HEADER_BYTES or _holds_a_long_line(rest):
        return None
    try:
        headers = parse_head(rest, header[:first_end])
    except Exception:  # noqa: BLE001 - the reader names warcio's failure `bad-warc-header` too
        return None
    return agreed_content_length(header_values(headers, "Content-Length"))


def _holds_a_long_line(block: bytes) -> bool:
    """Whether a line of `block` (its LF included) is longer than `MAX_HEADER_LINE_BYTES`."""
    return len(block) > MAX_HEADER_LINE_BYTES and any(len(line) >= MAX_HEADER_LINE_BYTES for line in block.split(b"\n"))


def truncation(value: str | None) -> str | None:
    """A WARC-Truncated header's reason token, lowercase (a header with no token says the
    payload was cut for a reason not given: "unspecified"); None without the header."""
    if value is None:
        return None
    token = value.strip().lower()
    return token or "unspecified"


def segment_number(headers) -> str | None:
    """WARC-Segment-Number as written, white space stripped; None without one."""
    number = headers.get_header("WARC-Segment-Number")
    return None if number is None else number.strip()


def first_segment(headers) -> str | None:
    """"segmented" for the first segment of a segmented record (WARC-Segment-Number 1: the
    rest of its payload is in later `continuation` records, which are not joined); else None."""
    return "segmented" if segment_number(headers) == "1" else None


def later_segment(headers) -> bool:
    """Whether a response or resource record says it is a segment after the first of a
    segmented record (WARC-Segment-Number above 1): a middle piece of a payload, no page."""
    return segment_number(headers) not in (None, "", "1")


def holds_http(url: str | None, headers) -> bool:
    """Whether a response record's block is an HTTP message: its URI's scheme is http(s), in any
    case, or its Content-Type says application/http."""
    if url is not None and url[:6].lower().startswith(("http:", "https:")):
        return True
    return mime_type(headers.get_header("Content-Type")) == "application/http"


def target_uri(value: str | None) -> str | None:
    """WARC-Target-URI as given; the `<...>` of some WARC 1.1 writers removed; None when it is
    empty (an empty header, `<>`, blanks: the Document's and the rows' url is then null, as for
    a record without the header, where it was '')."""
    if value and value.startswith("<") and value.endswith(">"):
        value = value[1:-1]
    return value if value and not value.isspace() else None
