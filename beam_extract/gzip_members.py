"""WARC file bytes to gzip members: the byte source and one member inflated at a time.

In: a binary stream of a WARC file, seekable or not.
Out: `ByteSource`, the stream with an absolute position, look-ahead and going back (up to
`MAX_REWIND_BYTES` on a stream that cannot seek); `GzipMember`, the inflated bytes of the member
at the source's position, read lazily, joining the members after it that hold the rest of a record
a writer split, with checkpoints of its inflater to read a block again after damage; and the tests
on a member's first compressed bytes (`member_head`, `inflates_to_warc`, `continues_a_record`,
past the lead of its text: `past_lead`, padding and byte order marks);
whether a member start lies inside another member that holds it verbatim in deflate stored blocks
(a crawled .warc.gz stored as a payload), and where that member ends (`end_of_holding_member`,
`end_of_broken_holding_member`, `VerbatimIn` for a damaged one; `members_end_at`, the evidence
against one found without damage).
Damage is raised as `Truncated` (the data ends inside a member) or `CorruptGzip`.
"""
from __future__ import annotations

import io
import re
import sys
import zlib
from dataclasses import dataclass
from typing import BinaryIO

# How far back a stream that cannot seek can be read again after damage (2026-11-30): a Common
# Crawl record's member is 5-200 KB; 16 MiB covers the 128 KiB-plus overruns seen in 600
# damaged files many times over and bounds the memory of a network read.
MAX_REWIND_BYTES = 16 * 1024 * 1024
CHUNK = 1 << 16
VERIFY_BYTES = 4096  # compressed bytes inflated to tell whether a gzip magic starts a WARC member
_KEEP_BEHIND = 2 * CHUNK  # bytes kept behind the position, for pushing back read-ahead

# --- the byte source ----------------------------------------------------------------------------

class ByteSource:
    """The underlying stream with an absolute position, look-ahead, and going back.

    Going back works within the last `_KEEP_BEHIND` bytes, anywhere on a seekable stream, and on
    another stream to any position since `mark()` that is at most `MAX_REWIND_BYTES` behind.
    """

    def __init__(self, stream: BinaryIO):
        self._stream = stream
        self.seekable = is_seekable(stream)
        try:
            position = stream.tell()
        except (OSError, AttributeError, ValueError):
            position = 0
        self._buffer = bytearray()
        self._buffer_start = position
        self.pos = position
        self._mark: int | None = None
        self._eof = False
        self._error: OSError | None = None

    @property
    def _buffer_end(self) -> int:
        return self._buffer_start + len(self._buffer)

    def _more(self, want: int) -> bool:
        """Read more from the stream into the buffer; False at the end of the stream."""
        if self._eof:
            if self._error is not None and self._buffer_end <= self.pos:
                raise self._error  # every byte received before it is used: now the reading ends
            return False
        try:
            data = self._stream.read(max(CHUNK, want))
        except OSError as error:
            # The stream broke (a download given up). The bytes already received still hold
            # whole records: use them first; the error ends the reading where they run out.
            if self._buffer_end <= self.pos:
                raise
            self._error = error
            self._eof = True
            return False
        if not data:
            self._eof = True
            return False
        keep = self.pos - _KEEP_BEHIND
        if self._mark is not None and not self.seekable:
            keep = max(min(keep, self._mark), self.pos - MAX_REWIND_BYTES)
        drop = keep - self._buffer_start
        if drop > 0:
            del self._buffer[:drop]
            self._buffer_start += drop
        self._buffer += data
        return True

    def peek(self, size: int) -> bytes:
        while self._buffer_end - self.pos < size:
            if not self._more(size - (self._buffer_end - self.pos)):
                break
        at = self.pos - self._buffer_start
        return bytes(self._buffer[at:at + size])

    def read(self, size: int = CHUNK) -> bytes:
        data = self.peek(size)
        self.pos += len(data)
        return data

    def readline(self, limit: int) -> bytes:
        """A line with its newline, at most `limit` bytes (the rest of a longer line stays)."""
        searched = self.pos
        while True:
            at = self.pos - self._buffer_start
            newline = self._buffer.find(b"\n", searched - self._buffer_start, at + limit)
            if newline >= 0:
                end = newline + 1
                break
            if self._buffer_end - self.pos >= limit:
                end = at + limit
                break
            searched = self._buffer_end
            if not self._more(CHUNK):
                end = len(self._buffer)
                break
            at = self.pos - self._buffer_start
        line = bytes(self._buffer[at:end])
        self.pos += len(line)
        return line

    def skip(self, size: int) -> int:
        """Move forward up to `size` bytes without copying them; bytes skipped."""
        moved = 0
        while moved < size:
            if self.pos >= self._buffer_end and not self._more(CHUNK):
                break
            step = min(size - moved, self._buffer_end - self.pos)
            self.pos += step
            moved += step
        return moved

    def go_to(self, target: int) -> bool:
        """Move to an absolute position; False when it can no longer be reached."""
        if self._buffer_start <= target <= self._buffer_end:
            self.pos = target
            return True
        if self.seekable:
            self._stream.seek(target)
            self._buffer = bytearray()
            self._buffer_start = self.pos = target
            self._eof = False
            return True
        return False

    def earliest(self) -> int:
        """The first position `go_to` can still reach."""
        return 0 if self.seekable else self._buffer_start

    def mark(self, position: int) -> None:
        self._mark = position

    def unmark(self) -> None:
        self._mark = None


def is_seekable(stream) -> bool:
    try:
        if not stream.seekable():
            return False
        stream.tell()
        return True
    except (OSError, AttributeError, ValueError):
        return False


class Truncated(Exception):
    pass


class CorruptGzip(Exception):
    pass


class GzipMember(io.RawIOBase):
    """The inflated bytes of one gzip member, read lazily; leaves the source at the member end.

    A writer that flushes mid-record (a new gzip member every so many bytes) leaves a record's
    end in the member(s) after its start. While `mid_record` is set (the reader is inside a
    record's header or block), asking for bytes past the member's end goes on into the next
    member when that one is the rest of a record (`continues_a_record`: it inflates, and not to
    `WARC/`). Asking happens only for bytes the record
    still needs (the reader's requests are bounded by the block), so a record that ends with its
    member never joins the member after it.
    """

    def __init__(self, source: ByteSource):
        self._source = source
        self._inflater = zlib.decompressobj(31)
        self.finished = False
        self.mid_record = False
        self._damage: CorruptGzip | None = None  # raised once the bytes before it are read
        self._delivered = 0
        self._pending = b""  # compressed bytes to inflate before reading more (a resumed member)
        self._checkpoints: list[Checkpoint] = []  # the inflater's last states (`_keep_checkpoint`)
        self.resume_point: Checkpoint | None = None

    def freeze(self, inflated: int) -> None:
        """Keep the last checkpoint at or before inflated byte `inflated` (a record's block
        starts there) as `resume_point`. (A stream that cannot seek keeps `MAX_REWIND_BYTES`
        behind its position: the block can be read again while it is shorter.)"""
        points = [point for point in self._checkpoints if point.delivered <= inflated]
        if points:
            self.resume_point = points[-1]

    def resumed(self) -> GzipMember:
        """A member reading again from `resume_point`, as this one did from there."""
        point = self.resume_point
        if point is None or not self._source.go_to(point.source_pos):
            raise ValueError("no checkpoint to resume from")
        again = GzipMember(self._source)
        again._inflater, again._pending, again._delivered = point.inflater.copy(), point.data, point.delivered
        again.mid_record = True  # the block ran on into the same members the first time
        return again

    def tell(self) -> int:
        """Inflated bytes given out so far (of the members joined, too)."""
        return self._delivered

    def readable(self) -> bool:
        return True

    def _join_next(self) -> bool:
        """Go on into the next member when the record needs more bytes and it holds them."""
        if not self.mid_record or not continues_a_record(member_head(self._source)):
            return False
        self._inflater = zlib.decompressobj(31)
        self.finished = False
        return True

    def readinto(self, buffer) -> int:
        if self._damage is not None:
            raise self._damage
        if self.finished and not self._join_next():
            return 0
        inflater = self._inflater
        while not self.finished:
            data, self._pending = self._pending or inflater.unconsumed_tail, b""
            if not data:
                data = self._source.read(CHUNK)
                if not data:
                    raise Truncated("the file ends inside this gzip member")
            before = inflater.copy()  # a few microseconds a call; only damage reads it again
            self._keep_checkpoint(Checkpoint(self._delivered, before, data, self._source.pos))
            try:
                out = inflater.decompress(data, len(buffer))
            except zlib.error as error:
                # zlib gives nothing of a call that fails: the records of a whole-file gzip
                # inflated in it before the damage are read first, then the error is raised
                self._damage = CorruptGzip(str(error))
                out = _inflated_before_damage(before, data, len(buffer))
                if not out:
                    raise self._damage from None
                buffer[: len(out)] = out
                self._delivered += len(out)
                return len(out)
            if inflater.eof:
                self._source.go_to(self._source.pos - len(inflater.unused_data))
                self.finished = True
            if out:
                buffer[: len(out)] = out
                self._delivered += len(out)
                return len(out)
        return 0


    def cut_in_its_trailer(self) -> bool:
        """Whether the data ended (`Truncated`) after the member's deflate stream ended, inside or
        before its 8-byte trailer (CRC-32 and length): what is inflated is the whole member, only
        its check is missing. Told by giving a copy of the inflater 8 zero bytes: a stream that
        ended reads them as a trailer and fails its check (or, by chance, passes it); one still
        inside a block reads them as deflate data."""
        probe = self._inflater.copy()
        try:
            probe.decompress(bytes(8))
        except zlib.error as error:
            return "incorrect data check" in str(error) or "incorrect length check" in str(error)
        return probe.eof

    def _keep_checkpoint(self, point: Checkpoint) -> None:
        """Keep `point` and those of the last `_CHECKPOINT_SPAN` inflated bytes (at most
        `_MAX_CHECKPOINTS`): enough to go back to any byte the block's reader has been given."""
        points = self._checkpoints
        points.append(point)
        while len(points) > 1 and (len(points) > _MAX_CHECKPOINTS
                                   or points[1].delivered <= point.delivered - _CHECKPOINT_SPAN):
            del points[0]


# An over-long Content-Length in a whole-file gzip member runs over the records after it: its
# block is inflated again from a checkpoint of the inflater taken at the block's start
# (2026-12-03), not from the member's start, which failed past `MAX_REWIND_BYTES` (16 MiB) of
# compressed bytes, seekable stream or not, and lost those records. The block's reader is at most
# two 64 KiB reads ahead of the inflater when the block starts. (Watching every block for a
# record start on the first pass, to find them without inflating again, cost 0.35 s of CPU on a
# 1,281-record WARC whose whole reading took 0.35 s: not taken.)
_CHECKPOINT_SPAN = 4 * CHUNK
_MAX_CHECKPOINTS = 64


@dataclass(frozen=True)
class Checkpoint:
    """A gzip member's inflater before it inflates `data`, which the source gave up to `source_pos`,
    with `delivered` bytes given out so far."""

    delivered: int
    inflater: object
    data: bytes
    source_pos: int


def _inflated_before_damage(inflater, data: bytes, limit: int) -> bytes:
    """What `inflater` gives of `data` (at most `limit` bytes) before the place where it breaks,
    fed in small steps."""
    out = b""
    for at in range(0, len(data), 64):
        room = limit - len(out)
        if room <= 0:
            break
        try:
            out += inflater.decompress(inflater.unconsumed_tail + data[at:at + 64], room)
        except zlib.error:
            break
    return out

GZIP_MAGIC = b"\x1f\x8b\x08"
PADDING = b" \t\r\n\x00"
# A gzip header's optional fields (FEXTRA up to 65,535 bytes, FNAME and FCOMMENT to their NUL) can
# push a member's compressed data past `VERIFY_BYTES`: a member with a 5 KB FEXTRA after junk was
# not found again (2026-12-03). A header is read up to this size; a longer one is not looked for.
_MAX_GZIP_HEADER_BYTES = 3 * 65536 + 12


def _gzip_header_size(data: bytes) -> int | None:
    """The size of the gzip header starting `data` (its FEXTRA, FNAME, FCOMMENT and FHCRC
    included); None when `data` ends inside it."""
    if len(data) < 10:
        return None
    flags, at = data[3], 10
    if flags & 4:  # FEXTRA: a two-byte length, then that many bytes
        if len(data) < 12:
            return None
        at += 2 + int.from_bytes(data[10:12], "little")
    for field in (8, 16):  # FNAME, FCOMMENT: up to a NUL
        if flags & field:
            end = data.find(b"\x00", at)
            if end < 0:
                return None
            at = end + 1
    if flags & 2:  # FHCRC
        at += 2
    return at if at <= len(data) else None


def member_head(source: ByteSource, offset: int = 0) -> bytes:
    """The compressed bytes at `offset` after the source's position that tell what a gzip member
    there starts with: its header, however long its optional fields (up to
    `_MAX_GZIP_HEADER_BYTES`), and `VERIFY_BYTES` of its data. The source does not move."""
    data = source.peek(offset + VERIFY_BYTES)[offset:]
    size = _gzip_header_size(data)
    if size is None and len(data) >= VERIFY_BYTES:
        data = source.peek(offset + _MAX_GZIP_HEADER_BYTES + VERIFY_BYTES)[offset:]
        size = _gzip_header_size(data)
    if size is not None and size + VERIFY_BYTES > len(data):
        data = source.peek(offset + size + VERIFY_BYTES)[offset:]
    return data


def inflates_to_warc(data: bytes) -> bool:
    """Whether compressed `data` starts a gzip member whose text starts with `WARC/` (past a lead:
    a UTF-8 byte order mark, padding; `first_inflated`)."""
    first = first_inflated(data)
    return first is not None and first[:5].upper() == b"WARC/"


def continues_a_record(data: bytes) -> bool:
    """Whether compressed `data` starts a gzip member that can be the rest of a record a writer
    cut by flushing mid-record: its start inflates, and not to `WARC/` past a lead (a member that
    starts a record is that record's, never the one before's)."""
    first = first_inflated(data) if data.startswith(GZIP_MAGIC) else None
    return first is not None and first[:5].upper() != b"WARC/"


# The lead of a member's text looked past to tell whether a record starts it (2026-12-06): a
# plain WARC's next record is looked for past as much padding (`VERIFY_BYTES`); the real writers'
# members start at `WARC/`, a member padded by a tool with a few blank lines or NULs.
MAX_LEAD_BYTES = VERIFY_BYTES


# Runs of padding matched a run at a time (an alternation per byte was 36 ns a byte; 2026-12-06).
# Byte order marks: UTF-8's, and UTF-16's either way round (a tool that marks what it writes as
# UTF-16 before the UTF-8 bytes it copies: a record after one was a dead letter, 2026-12-07).
_LEAD_RE = re.compile(rb"[ \t\r\n\x00]*(?:(?:\xef\xbb\xbf|\xff\xfe|\xfe\xff)[ \t\r\n\x00]*)*")
BYTE_ORDER_MARKS = (b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")
# The bytes a byte order mark may be cut to at a buffer's end (its first one or two).
BYTE_ORDER_MARK_STARTS = (b"\xef", b"\xef\xbb", b"\xff", b"\xfe")


def past_lead(data: bytes, at: int = 0) -> int:
    """Where the text of `data` starts past its lead (padding: NUL, spaces, tabs, CR, LF; and byte
    order marks, UTF-8's one before each file of a concatenation, UTF-16's), from `at` (the lead
    goes on)."""
    return _LEAD_RE.match(data, at).end()


def first_inflated(data: bytes) -> bytes | None:
    """The first bytes (five or more, or all of a shorter member) of the text that the gzip
    member starting `data` inflates to, past its lead (`past_lead`, at most `MAX_LEAD_BYTES`);
    None when its start does not inflate. Fed in small steps, so that damage further on in the
    member does not hide a good start."""
    inflater = zlib.decompressobj(31)
    out = bytearray()  # grown in place: a lead of many small steps is not copied at each
    lead = 0
    try:
        for at in range(0, len(data), 64):
            out += inflater.decompress(inflater.unconsumed_tail + data[at:at + 64], MAX_LEAD_BYTES + 16 - len(out))
            lead = past_lead(out, lead)
            if len(out) - lead >= 5 or inflater.eof or len(out) >= MAX_LEAD_BYTES + 16:
                break
    except zlib.error:
        return None
    return bytes(out[lead:]) if lead <= MAX_LEAD_BYTES else b""


# --- members held verbatim in another member (a crawled .warc.gz stored as a payload) -----------

# Deflate's stored blocks (2026-12-06): a block of at most 65,535 bytes behind its LEN and NLEN
# (NLEN the complement of LEN), copied verbatim; a gzip member holding other members as they are
# (a crawled .warc.gz a writer did not compress again) holds them in such blocks.
STORED_BLOCK_MAX = 65535
# The stored-block headers tried for one position, nearest first (2026-12-06): a random LEN/NLEN
# pair turns up about once in 64 KiB of compressed bytes, so the real header is among the first
# few; a file crafted to hide it behind more pairs only brings back the reading of inner members.
_STORED_HEADERS_TRIED = 16
# How many compressed bytes a holding member is followed past a position to its end
# (2026-12-06): inflating stored blocks ran at 2.8 GB/s (61 MiB followed in 22 ms of CPU), so
# this is about 0.1 s and the reading of 256 MiB; a holding member whose rest is longer is not
# recognised (its inner members are read as records, as before).
HOLDING_FOLLOW_BYTES = 256 * 1024 * 1024
# A member holding others verbatim inflates to about its own size (stored blocks, and the
# headers around them): one inflating to more than `_HOLDING_RATIO` times its compressed bytes
# and `_HOLDING_SLACK` is taken for a bomb, not followed further (2026-12-06).
_HOLDING_RATIO = 4
_HOLDING_SLACK = 1 << 20
_FAKE_HISTORY = bytes(32768)  # a deflate stream followed from a block boundary needs a window


def end_of_holding_member(source: ByteSource, position: int, *,
                          budget: int = HOLDING_FOLLOW_BYTES) -> int | None:
    """The end of the gzip member that holds the bytes at `position` verbatim, or None.

    Held means: `position` lies in the data of a deflate stored block (its LEN and NLEN found in
    the 64 KiB before it), and the deflate stream, followed from that block's end, ends (within
    `budget` compressed bytes) in an 8-byte gzip trailer followed, after padding, by a member
    that inflates to `WARC/` or by the file's end. The source is left at `position`."""
    low = max(source.earliest(), position - STORED_BLOCK_MAX - 4)
    budget = _reachable(source, budget)
    try:
        if not source.go_to(low):
            return None
        before = source.peek(position - low)
        for block_end in _stored_blocks_over(before, low, position)[:_STORED_HEADERS_TRIED]:
            end = _end_of_deflate_from(source, block_end, budget)
            if end is not None:
                return end
        return None
    finally:
        source.go_to(position)


def members_end_at(source: ByteSource, position: int, end: int) -> bool:
    """Whether the gzip members from `position`, read in the file as they are (padding between),
    end where `end` does, padding aside. Then a holding member said to end at `end`
    (`end_of_holding_member`) is no evidence of one: its "trailer" is the last of those members'
    own (or its end, the padding after it), and the LEN/NLEN pair before `position` came by
    chance. Members held verbatim are followed, after those in the last stored block, by the
    holding member's own trailer (bytes that are no member), and one crossing a stored block's
    header does not inflate. The source is left at `position`."""
    target = _past_padding(source, end, sys.maxsize)  # a trailer's last bytes may be padding
    budget = _CHAIN_INFLATION_RATIO * max(target - position, 0) + _HOLDING_SLACK
    at = position
    try:
        while at < target:
            if not source.go_to(at) or source.peek(3) != GZIP_MAGIC:
                return False
            member_end, inflated = _end_of_member(source, budget)
            budget -= inflated
            if member_end is None or member_end > target:
                return False
            at = _past_padding(source, member_end, target)
        return True
    finally:
        source.go_to(position)


def _past_padding(source: ByteSource, at: int, end: int) -> int:
    """The first byte from `at` that is not padding, or `end` (or the data's end) when all are
    up to it."""
    while at < end and source.go_to(at) and (head := source.peek(min(CHUNK, end - at))):
        rest = head.lstrip(PADDING)
        at += len(head) - len(rest)
        if rest:
            break
    return at


# The members `members_end_at` inflates may be a crawl's HTML, 5-20 times smaller than its text
# (2026-12-06): the walk stops (no evidence against the holding member: as before) past this many
# times the bytes walked.
_CHAIN_INFLATION_RATIO = 64


def _end_of_member(source: ByteSource, budget: int) -> tuple[int | None, int]:
    """(where the gzip member at the source's position ends, None when it breaks, is cut, or
    inflates past `budget`; the bytes it inflated to)."""
    inflater = zlib.decompressobj(31)
    inflated = 0
    try:
        while not inflater.eof:
            data = source.read(CHUNK)
            if not data:
                return None, inflated
            out = inflater.decompress(data, CHUNK)
            while True:
                inflated += len(out)
                if inflated > budget:
                    return None, inflated
                if not inflater.unconsumed_tail or inflater.eof:
                    break
                out = inflater.decompress(inflater.unconsumed_tail, CHUNK)
    except zlib.error:
        return None, inflated
    return source.pos - len(inflater.unused_data), inflated


def _reachable(source: ByteSource, budget: int) -> int:
    """`budget`, or on a stream that cannot seek a quarter of `MAX_REWIND_BYTES`: a member
    inflated on to where it breaks and followed past it can still be gone back over."""
    return budget if source.seekable else min(budget, MAX_REWIND_BYTES // 4)


def _stored_blocks_over(before: bytes, low: int, position: int) -> list[int]:
    """The ends of the stored blocks whose LEN/NLEN lie in `before` (the bytes from `low` to
    `position`) and whose data runs over `position`, nearest header first."""
    size = len(before)
    value = int.from_bytes(before, "little")
    # byte i of `paired` is before[i] ^ before[i + 2]: 0xff twice where NLEN complements LEN
    paired = (value ^ (value >> 16)).to_bytes(size, "little")
    ends = []
    at = size - 4
    while at >= 0:
        at = paired.rfind(b"\xff\xff", 0, at + 2)
        if at < 0:
            break
        length = before[at] | before[at + 1] << 8
        if at + 4 <= size and low + at + 4 + length > position:
            ends.append(low + at + 4 + length)
        at -= 1
    return ends


def _end_of_deflate_from(source: ByteSource, at: int, budget: int) -> int | None:
    """The end of the gzip member whose deflate stream has a block boundary at `at` (after a
    stored block): its trailer's end, when after it come padding and a member inflating to
    `WARC/`, or the file's end; None otherwise (or past `budget` compressed bytes)."""
    return _follow_deflate(source, at, budget)[0]


def _follow_deflate(source: ByteSource, at: int, budget: int, *,
                    find_break: bool = False) -> tuple[int | None, int | None]:
    """(`_end_of_deflate_from`'s answer; with `find_break`, when the stream broke at a stored
    block's header while copying a stored block's bytes, the byte where it broke, else None)."""
    if _member_or_end_after_trailer(source, at):
        return at + 8, None  # the stored block was the stream's last
    if not reach(source, at):
        return None, None
    inflater = zlib.decompressobj(-15, zdict=_FAKE_HISTORY)
    fed = inflated = 0
    fed_tail = out_tail = b""  # the last compressed bytes fed and inflated bytes given
    while not inflater.eof:
        chunk_at = source.pos
        data = source.read(CHUNK)
        before, tail_before = (inflater.copy() if find_break else None), out_tail
        try:
            out = inflater.decompress(data, CHUNK)
            while True:
                inflated += len(out)
                out_tail = (out_tail + out[-16:])[-16:]
                if not inflater.unconsumed_tail or inflater.eof or inflated > _HOLDING_RATIO * (fed + len(data)) + _HOLDING_SLACK:
                    break
                out = inflater.decompress(inflater.unconsumed_tail, CHUNK)
        except zlib.error:
            if not find_break:
                return None, None
            broke = _stored_header_break(before, data, chunk_at, fed_tail, tail_before)
            if broke is None and chunk_at == at:
                # the stream starts after a stored block: its first header broken is a stored one too
                broke = _first_header_break(data, at)
            return None, broke
        fed += len(data)
        fed_tail = (fed_tail + data)[-32:]
        if not data or fed > budget or inflated > _HOLDING_RATIO * fed + _HOLDING_SLACK:
            return None, None
    end = source.pos - len(inflater.unused_data) - len(inflater.unconsumed_tail)
    return (end + 8 if _member_or_end_after_trailer(source, end) else None), None


def _first_header_break(data: bytes, at: int) -> int | None:
    """`at + 4` (its NLEN's last byte) when the stream starting at `at` starts with a stored
    block's header (byte-aligned: BFINAL, BTYPE 00, zero padding) whose LEN and NLEN are not
    complements; else None."""
    if len(data) < 5 or data[0] not in (0, 1):
        return None
    length, complement = data[1] | data[2] << 8, data[3] | data[4] << 8
    return at + 4 if length ^ complement != 0xFFFF else None


def _stored_header_break(inflater, data: bytes, data_at: int, fed_tail: bytes, out_tail: bytes) -> int | None:
    """Where the deflate stream that broke inside `data` (at byte `data_at`; `inflater` as it was
    before it, the last bytes fed and inflated before it in the tails) broke, when it broke at a
    stored block's header while copying one (the bytes before that header's five are the
    last ones it gave); None otherwise."""
    at = 0
    for step in (256, 1):
        while at < len(data):
            saved, piece = inflater.copy(), data[at:at + step]
            try:
                out = inflater.decompress(piece)
            except zlib.error:
                inflater = saved
                break
            if inflater.eof:
                return None
            out_tail, fed_tail = (out_tail + out[-16:])[-16:], (fed_tail + piece)[-32:]
            at += len(piece)
    copying = at < len(data) and len(out_tail) == 16 and fed_tail[:-4].endswith(out_tail)
    return data_at + at if copying else None


def _member_or_end_after_trailer(source: ByteSource, end: int) -> bool:
    """Whether 8 bytes (a gzip trailer) lie after `end`, then padding, then a member inflating
    to `WARC/` or the file's end."""
    if not reach(source, end) or len(source.peek(8)) < 8:
        return False
    source.skip(8)
    while (head := source.peek(CHUNK)) and not head.lstrip(PADDING):
        source.skip(len(head))
    rest = source.peek(VERIFY_BYTES).lstrip(PADDING)
    if not rest:
        return True
    source.skip(len(source.peek(VERIFY_BYTES)) - len(rest))
    return rest.startswith(GZIP_MAGIC) and inflates_to_warc(member_head(source))


def reach(source: ByteSource, target: int) -> bool:
    """Move the source to `target`, reading forward when it lies ahead (a stream that cannot
    seek keeps what it read since its mark); False when it cannot be reached."""
    ahead = target - source.pos
    if ahead > 0 and not source.seekable:
        return source.skip(ahead) == ahead
    return source.go_to(target)


def end_of_broken_holding_member(source: ByteSource, broken_at: int, *,
                                 budget: int = HOLDING_FOLLOW_BYTES) -> int | None:
    """The end of a gzip member whose stream broke at a stored block's header (its NLEN's last
    byte at `broken_at`): the stream followed to its end, as `end_of_holding_member` does, from
    the broken block's end as its LEN, or its NLEN, gives it, or from the next stored block's
    header (byte-aligned, LEN and NLEN complements) at most a block's length after the break;
    and so again past each further stored block's header where a followed stream broke while
    copying (a member damaged more than once: up to `_BREAKS_FOLLOWED` breaks, `_FOLLOWS_TRIED`
    follows in all). None otherwise. The source is left at `broken_at`."""
    budget = _reachable(source, budget)
    breaks, seen, tried = [broken_at], {broken_at}, set()
    try:
        while breaks:
            broke = breaks.pop(0)
            for start in _starts_past_break(source, broke):
                if start in tried:  # a LEN read right and the next header found lead to one place
                    continue
                tried.add(start)
                if len(tried) > _FOLLOWS_TRIED:
                    return None
                end, again = _follow_deflate(source, start, budget - (start - broken_at), find_break=True)
                if end is not None:
                    return end
                if again is not None and again not in seen and len(seen) <= _BREAKS_FOLLOWED:
                    seen.add(again)
                    breaks.append(again)
        return None
    finally:
        source.go_to(broken_at)


# A holding member damaged at several stored block headers (2026-12-06): each break is passed as
# the first one is (a LEN/NLEN read two ways, the next aligned header); a chance structure breaks
# in a Huffman block, not while copying, so the follows tried stay few (3 for a member broken
# twice). Bounded so that a crafted file costs at most this many follows of `budget` bytes.
_BREAKS_FOLLOWED = 8
_FOLLOWS_TRIED = 48


def _starts_past_break(source: ByteSource, broken_at: int) -> list[int]:
    """Where the stream that broke at a stored block's header (its NLEN's last byte at
    `broken_at`) may go on: that block's end as its LEN gives it, as its NLEN does, and the ends
    of the next byte-aligned stored blocks (LEN and NLEN complements, at most
    `_STORED_HEADERS_TRIED`) whose header lies within a block's length after the break."""
    if broken_at < 3 or not source.go_to(broken_at - 3):
        return []
    fields = source.peek(4)  # the broken LEN and NLEN: one of them may still be right
    if len(fields) < 4:
        return []
    starts = [broken_at + 1 + (fields[0] | fields[1] << 8)]
    by_nlen = broken_at + 1 + (0xFFFF ^ (fields[2] | fields[3] << 8))
    if by_nlen != starts[0]:
        starts.append(by_nlen)
    source.go_to(broken_at)
    after = source.peek(STORED_BLOCK_MAX + 6)  # to the last place the next block's NLEN can end
    value = int.from_bytes(after, "little")
    paired = (value ^ (value >> 16)).to_bytes(len(after), "little")
    at, found = 2, 0
    while found < _STORED_HEADERS_TRIED and (at := paired.find(b"\xff\xff", at)) >= 0 and at + 4 <= len(after):
        if after[at - 1] in (0, 1):  # the header byte: BFINAL, BTYPE 00, zero padding
            found += 1
            starts.append(broken_at + at + 4 + (after[at] | after[at + 1] << 8))
        at += 1
    return starts


class VerbatimIn:
    """Whether member starts after a damaged gzip member's start lie in that member's stored
    blocks (held verbatim, as a crawled .warc.gz stored as a payload): the member is inflated
    once, front to back, up to each position asked (ascending); a position past the place where
    it breaks or ends is not held by it. `broken_at`: the byte where its stream broke (None
    while it has not), `copying`: whether it was copying a stored block's bytes just before."""

    def __init__(self, source: ByteSource, start: int, budget: int = HOLDING_FOLLOW_BYTES):
        self._source = source
        self._inflater = zlib.decompressobj(31)
        self._at = start
        self._budget = _reachable(source, budget)
        self._done = False
        self._fed_tail = self._out_tail = b""  # the last compressed bytes fed, the last inflated
        self._fed = self._inflated = 0
        self.broken_at: int | None = None
        self.copying = False
        self._end: int | bool | None = False  # `end_resumed`'s answer, once found

    def holds(self, position: int) -> bool:
        """Whether the member's stream reaches `position` unbroken and copies the 10 bytes there
        (a gzip header) as they are. The source is left at `position`."""
        source = self._source
        try:
            if self._done or position < self._at or not self._feed(position):
                self._done = True
                return False
            head = source.peek(10)
            try:
                return len(head) == 10 and self._inflater.copy().decompress(head, 10) == head
            except zlib.error:
                return False
        finally:
            source.go_to(position)

    def end_over(self, position: int) -> int | None:
        """The end of the damaged member when the member start at `position` lies in its stored
        blocks, as its own stream shows: the stream copies the bytes at `position` verbatim, or
        broke before them at a stored block's header while copying one. The member is then
        followed to its end from the stored block over `position` (`end_of_holding_member`) or
        past the broken one (`end_resumed`). None otherwise, whatever the bytes before
        `position` look like: a stream that broke in a Huffman block, or ended, before
        `position` says nothing of it, and a stored block header found there by chance would
        take the file's own members for held ones. The source is left at `position`."""
        held = self.holds(position)
        if not held and not (self.copying and self.broken_at is not None and self.broken_at < position):
            return None
        end = end_of_holding_member(self._source, position)
        return end if end is not None else self.end_resumed(position)

    def end_resumed(self, position: int) -> int | None:
        """The end of the damaged member when `position` lies in it: its stream copies the bytes
        at `position` verbatim, or broke before them, and it broke at a stored block's header
        past which it goes on to the member's end (`end_of_broken_holding_member`); None
        otherwise: a member whose stream ran over the file's own members and broke where they
        end, or reached the file's end (bytes lost inside it make its block run over them):
        those are read. The source is left at `position`."""
        if self._end is False:
            held = self.holds(position)
            if held or self.broken_at is None:
                self._feed(position + HOLDING_FOLLOW_BYTES)  # on to where it breaks or ends
            if self.broken_at is not None and self.copying:
                self._end = end_of_broken_holding_member(self._source, self.broken_at)
            else:
                self._end = None
            self._source.go_to(position)
        return self._end if self._end is not None and self._end > position else None

    def _feed(self, position: int) -> bool:
        """Inflate the compressed bytes up to `position`; False where the stream breaks or ends."""
        source, inflater = self._source, self._inflater
        if not source.go_to(self._at):
            return False
        while self._at < position:
            data = source.read(min(CHUNK, position - self._at))
            if not data:
                return False
            if self._budget < 0:
                return False
            before = inflater.copy()
            try:
                self._take(data)
            except zlib.error:
                self._find_break(before, data)
                return False
            if inflater.eof:
                return False
        return True

    def _take(self, data: bytes) -> None:
        """Inflate `data` (raises zlib.error where it breaks), keeping the tails and the budget."""
        inflater, fed = self._inflater, data
        out = inflater.decompress(data, CHUNK)
        self._budget -= len(data)
        self._fed += len(data)
        while True:
            self._inflated += len(out)
            self._out_tail = (self._out_tail + out[-16:])[-16:]
            if self._inflated > _HOLDING_RATIO * self._fed + _HOLDING_SLACK:
                self._budget = -1  # a bomb, not stored blocks: no member is held verbatim
            if not inflater.unconsumed_tail or inflater.eof or self._budget < 0:
                break
            out = inflater.decompress(inflater.unconsumed_tail, CHUNK)
        self._at += len(fed)
        self._fed_tail = (self._fed_tail + fed)[-32:]

    def _find_break(self, before, data: bytes) -> None:
        """Feed `data` again from the inflater `before` it, in small steps, to find the byte
        where the stream breaks."""
        self._inflater, at = before, 0
        for step in (256, 1):
            while at < len(data):
                saved, piece = self._inflater.copy(), data[at:at + step]
                try:
                    self._take(piece)
                except zlib.error:
                    self._inflater = saved
                    break
                at += len(piece)
        self.broken_at = self._at
        # a stored block's header broke: the bytes before its 5 (header byte, LEN, NLEN) were copied
        self.copying = len(self._out_tail) == 16 and self._fed_tail[:-4].endswith(self._out_tail)
