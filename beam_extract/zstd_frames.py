"""WARC file bytes to zstd frames: a `.warc.zst` (IIPC's "Zstandard Compression for WARC Files").

In: the `ByteSource` of a WARC file at a zstd frame (magic 28 B5 2F FD) or a skippable frame
(magic 5X 2A 4D 18; 0x184D2A5D at the file's start holds the dictionary the frames after it are
compressed with, itself raw or zstd-compressed).
Out: `ZstdFrame`, the decompressed bytes of one frame, read lazily a block at a time (so that
a frame of any ratio, a bomb too, never gives more than one block, 128 KiB, per read: memory stays
bounded), leaving the source at the frame's end; `skippable_frame_size`, the length of a
skippable frame; `read_dictionary`, the dictionary a dictionary frame holds; `frame_starts_a_record`,
whether a zstd frame's first block decompresses to `WARC/` (to find the next frame after damage).
Damage is raised as `gzip_members.Truncated` (the data ends inside a frame) or
`gzip_members.CorruptGzip` (a frame that does not decompress), as for a gzip member.

The frame's extent is walked from its block headers (RFC 8878 3.1.1), never guessed: a record
ends where its frame ends. Decompressing needs the `zstandard` package (a dependency of this
package and of Apache Beam); without it a frame raises `ZstdUnavailable`.
"""
from __future__ import annotations

import io
import struct

from .gzip_members import ByteSource, CorruptGzip, Truncated, past_lead

try:
    import zstandard
except ImportError:  # pragma: no cover - a declared dependency (and Beam's)
    zstandard = None

ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
DICTIONARY_MAGIC = b"\x5d\x2a\x4d\x18"  # the skippable frame 0x184D2A5D holding the dictionary
_BLOCK_MAX = 128 * 1024  # RFC 8878 3.1.1.2.4: a block's content is at most 128 KiB
# The largest dictionary read into memory (2026-12-07, not tuned): zstd's trainer makes 110 KB by
# default and the dictionaries of published .warc.zst files are a few hundred KB; a larger "dictionary"
# is damage or a hostile file, and holding it would unbound the reader's memory.
MAX_DICTIONARY_BYTES = 16 * 1024 * 1024
# The largest window a frame may ask for: zstd's own default limit for decoders
# (ZSTD_WINDOWLOG_LIMIT_DEFAULT, 2**27); a frame asking more is corrupt-zstd, not a 4 GB allocation.
MAX_WINDOW_BYTES = 1 << 27


class ZstdUnavailable(Exception):
    """The `zstandard` package is not installed: a .warc.zst cannot be decompressed."""


UNAVAILABLE = ("a zstd-compressed WARC (.warc.zst) needs the zstandard package to be read: "
               "pip install zstandard (Apache Beam installs it too)")


def is_skippable(head: bytes) -> bool:
    """Whether `head` starts a zstd skippable frame (magic 0x184D2A50 to 0x184D2A5F)."""
    return len(head) >= 4 and 0x50 <= head[0] <= 0x5F and head[1:4] == b"\x2a\x4d\x18"


def skippable_frame_size(head: bytes) -> int | None:
    """The whole length of the skippable frame `head` starts (magic, size, content); None when
    `head` is shorter than its 8-byte header."""
    if len(head) < 8:
        return None
    return 8 + struct.unpack_from("<I", head, 4)[0]


def read_dictionary(content: bytes) -> object:
    """The dictionary a dictionary frame's content holds (raw, or itself zstd-compressed: the
    IIPC format allows both); CorruptGzip when it does not read, or exceeds `MAX_DICTIONARY_BYTES`."""
    if zstandard is None:
        raise ZstdUnavailable(UNAVAILABLE)
    if content.startswith(ZSTD_MAGIC):
        try:
            reader = zstandard.ZstdDecompressor(max_window_size=MAX_WINDOW_BYTES).stream_reader(
                io.BytesIO(content), read_across_frames=False)
            content = reader.read(MAX_DICTIONARY_BYTES + 1)
        except zstandard.ZstdError as error:
            raise CorruptGzip(f"the dictionary frame's compressed dictionary does not decompress: {error}") from None
        if len(content) > MAX_DICTIONARY_BYTES:
            raise CorruptGzip(f"the dictionary is over {MAX_DICTIONARY_BYTES} bytes")
    try:
        dictionary = zstandard.ZstdCompressionDict(content)
        dictionary.dict_id()
    except zstandard.ZstdError as error:  # pragma: no cover - any bytes make a raw-content dictionary
        raise CorruptGzip(f"the dictionary frame holds no dictionary: {error}") from None
    return dictionary


def _frame_header_size(head: bytes) -> tuple[int, bool] | None:
    """(the frame header's size, magic included; whether a 4-byte checksum ends the frame) of a
    zstd frame starting `head`; None when `head` is too short to tell."""
    if len(head) < 5:
        return None
    descriptor = head[4]
    if descriptor & 0x08:  # the reserved bit (RFC 8878 3.1.1.1.1.5)
        raise CorruptGzip("zstd frame header with its reserved bit set")
    single_segment = bool(descriptor & 0x20)
    content_size = (1 if single_segment else 0, 2, 4, 8)[descriptor >> 6]
    dictionary_id = (0, 1, 2, 4)[descriptor & 0x03]
    return 5 + (0 if single_segment else 1) + dictionary_id + content_size, bool(descriptor & 0x04)


def frame_dictionary_id(head: bytes) -> int:
    """The dictionary ID a zstd frame's header names (0: none named) of the frame starting `head`."""
    if len(head) < 6 or not head.startswith(ZSTD_MAGIC) or head[4] & 0x08:
        return 0
    size = (0, 1, 2, 4)[head[4] & 0x03]
    at = 5 if head[4] & 0x20 else 6
    return int.from_bytes(head[at:at + size], "little")


class ZstdFrame(io.RawIOBase):
    """The decompressed bytes of the zstd frame at the source's position, read lazily, one block
    at a time; the source is left at the frame's end (its checksum read) once the last block is read."""

    def __init__(self, source: ByteSource, dictionary: object | None = None):
        if zstandard is None:
            raise ZstdUnavailable(UNAVAILABLE)
        self._source = source
        options = {"max_window_size": MAX_WINDOW_BYTES}
        if dictionary is not None:
            options["dict_data"] = dictionary
        self._decompressor = zstandard.ZstdDecompressor(**options).decompressobj(read_across_frames=False)
        self._checksum = False
        self._started = False
        self.finished = False
        self._delivered = 0
        self._out = b""
        self._walk_broken = False  # a block header did not walk: the frame's end is unknown

    def tell(self) -> int:
        """Decompressed bytes given out so far."""
        return self._delivered

    def readable(self) -> bool:
        return True

    def _take(self, size: int) -> bytes:
        data = self._source.read(size)
        if len(data) < size:
            raise Truncated("the file ends inside this zstd frame")
        return data

    def _next_input(self) -> bytes:
        """The frame's next compressed piece: its header with the first block, then a block."""
        source = self._source
        data = b""
        if not self._started:
            try:
                sized = _frame_header_size(source.peek(18))
            except CorruptGzip:
                self._walk_broken = True
                raise
            if sized is None:
                raise Truncated("the file ends inside this zstd frame's header")
            size, self._checksum = sized
            data = self._take(size)
            self._started = True
        header = self._take(3)
        value = int.from_bytes(header, "little")
        last, kind, size = value & 1, (value >> 1) & 3, value >> 3
        if kind == 3 or (kind != 1 and size > _BLOCK_MAX):
            self._walk_broken = True
            raise CorruptGzip("zstd block of the reserved type" if kind == 3 else
                              f"zstd block of {size} bytes, over the format's {_BLOCK_MAX}")
        data += header + self._take(1 if kind == 1 else size)
        if last:
            if self._checksum:
                data += self._take(4)
            self.finished = True
        return data

    def walk_to_end(self) -> bool:
        """Move the source past the rest of the frame, walking its block headers without
        decompressing them (after damage inside a block's content); False when they do not walk
        to a last block (the data ends, or a header is damaged too)."""
        if self._walk_broken:
            return False
        try:
            while not self.finished:
                self._next_input()
        except (Truncated, CorruptGzip):
            return False
        return True

    def readinto(self, buffer) -> int:
        while not self._out:
            if self.finished:
                return 0
            piece = self._next_input()
            try:
                self._out = self._decompressor.decompress(piece)
            except zstandard.ZstdError as error:
                raise CorruptGzip(str(error)) from None
        count = min(len(buffer), len(self._out))
        buffer[:count] = self._out[:count]
        self._out = self._out[count:]
        self._delivered += count
        return count


def frame_starts_a_record(source: ByteSource, offset: int, dictionary: object | None) -> bool:
    """Whether the zstd frame `offset` bytes ahead of the source's position decompresses (its
    first block) to `WARC/`, past a lead (padding, byte order marks); the source stays put (a
    copy of the bytes ahead is read)."""
    if zstandard is None:
        return False
    ahead = source.peek(offset + 32 + _BLOCK_MAX)[offset:]
    frame = ZstdFrame(ByteSource(io.BytesIO(ahead)), dictionary)
    try:
        head = frame.read(_BLOCK_MAX)
    except (Truncated, CorruptGzip):
        return False
    text = head[past_lead(head):]
    return text[:5].upper() == b"WARC/"
