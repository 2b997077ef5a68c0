"""WARC file bytes to gzip members: the byte source and one member inflated at a time.

In: a binary stream of a WARC file, seekable or not.
Out: `ByteSource`, the stream with an absolute position, look-ahead and going back (up to
`MAX_REWIND_BYTES` on a stream that cannot seek); `GzipMember`, the inflated bytes of the member
at the source's position, read lazily, joining the members after it that hold the rest of a record
a writer split, with checkpoints of its inflater to read a block again after damage; and the tests
on a member's first compressed bytes (`member_head`, `inflates_to_warc`, `continues_a_record`).
Damage is raised as `Truncated` (the data ends inside a member) or `CorruptGzip`.
"""
from __future__ import annotations

import io
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
    """Whether compressed `data` starts a gzip member whose text starts with `WARC/`."""
    first = first_inflated(data)
    return first is not None and first[:5].upper() == b"WARC/"


def continues_a_record(data: bytes) -> bool:
    """Whether compressed `data` starts a gzip member that can be the rest of a record a writer
    cut by flushing mid-record: its start inflates, and not to `WARC/` (a member that starts a
    record is that record's, never the one before's)."""
    first = first_inflated(data) if data.startswith(GZIP_MAGIC) else None
    return first is not None and first[:5].upper() != b"WARC/"


def first_inflated(data: bytes) -> bytes | None:
    """The first bytes (five or more, or all of a shorter member) that the gzip member starting
    `data` inflates to; None when its start does not inflate. Fed in small steps, so that damage
    further on in the member does not hide a good start."""
    inflater = zlib.decompressobj(31)
    out = b""
    try:
        for at in range(0, len(data), 64):
            out += inflater.decompress(data[at:at + 64], 16)
            if len(out) >= 5 or inflater.eof:
                break
    except zlib.error:
        return None
    return out
