"""A per-record gzip WARC's byte range to its records' outcomes: the unit of a parallel read.

In: a seekable stream of a per-record gzip WARC and a byte range [start, stop).
Out: `RangeRead`, the outcomes (`warc.WarcPage` / `Skipped` / `Failed`) of the records whose
gzip member starts in the range, and the bytes they tile (`covered`); the range's first record
found by walking the members before its start (`end_of_member_over`, looking back
`LOOKBACK_WINDOWS` in turn), so that a member running over the start, or members held verbatim
in another member, are read once, by the range they start in. `is_per_record_gzip` tells whether
a file can be split so. A .warc.zst's ranges are read by its frames the same way
(2026-12-07): a range's first frame is found by walking the frames' headers from a trusted chain a
look-back window before its start (`zstd_look_back`, else from the file's start:
`first_frame_from`), the dictionary read from the file's start; `is_framed_zstd_warc` tells whether
its frames are small enough to split it by them. A plain WARC's ranges are read by its records
(2026-12-07): its parts' bounds are the record starts a walk of the reader's own loop over the whole
file claims (`plain_record_starts`), and a range's first record is found by that walk from a start
known to be one, the file's or its part's (`first_plain_record_from`).
"""
from __future__ import annotations

import io
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import BinaryIO, NamedTuple

from . import zstd_frames
from .gzip_members import (
    CHUNK,
    GZIP_MAGIC,
    MAX_LEAD_BYTES,
    PADDING,
    ByteSource,
    CorruptGzip,
    GzipMember,
    Truncated,
    inflates_to_warc,
    member_head,
    past_lead,
)
from .options import DEFAULT_MAX_BYTES
from .record_headers import MAX_HEADER_BYTES, WARC_LINE_RE, block_content_length, header_block_end
from .warc import SCAN_WINDOW, Failed, Outcome, RecordReader, describe_error, iter_records
from .zstd_frames import DICTIONARY_MAGIC, ZSTD_MAGIC, ZstdFrame, is_skippable, skippable_frame_size


class RangeRead:
    """The outcomes of the records whose gzip member starts in [start, stop) of a per-record
    gzip WARC: the unit of work when one file is read in parallel.

    Iterate it for the outcomes (any member starting in the range is read whole, even past
    `stop`, with the members after it that hold the rest of a record split over members; bytes
    after a member that are no member, up to the next one, go with it as a `Failed`);
    afterwards `covered` is the byte range they tile: from the first member start at or after
    `start` (a gzip member that inflates to `WARC/`, as found after damage, never one that
    holds the rest of a split record; `start` itself when it is 0) to the first member start at
    or after `stop`, or the end of the file.
    Ranges that split a file at any points thus cover it exactly once between them.

    A plain WARC's ranges claim its records' starts: a range's first record is found by walking the
    records from `known_start` (a record start a whole read claims at or before `start`: the file's
    start by default, a planned part's first record in `ReadWarc`: `first_plain_record_from`); a gzip member
    holding several records (whole-file gzip) must be read by `iter_records` (one range; see
    `is_per_record_gzip`).
    A member whose compressed bytes hold other WARC members verbatim (a crawled .warc.gz as a
    payload, which deflate stores as it is) holds member starts that are no record of this file:
    a range starting inside such a member begins after it, as the range before reads it whole
    (`end_of_member_over`: the members from `MAX_MEMBER_LOOKBACK` bytes before the range's start
    are walked; when their chain is not the file's own, from up to 16 times further back, and a
    member start lying in a deflate stored block is followed through the holding member to its
    end: `RecordReader.resync_past_held`).

    `claim(position)`, called with each member start before it is read, may refuse it (a Beam
    restriction tracker's try_claim): reading stops there. The stream must be seekable.

    Sizes that lie (2026-12-07; a file still written when it was listed, an object replaced between
    its listing and its read): with `size` given, a range whose bytes the data ends before ends
    with a `truncated` dead letter over the bytes missing, up to `stop` ("shrank after it was
    listed"; they were in no outcome); `to_end` (the file's last range as planned) reads the
    members starting at or after `stop` too, to the end of the data (they were never read, with
    no dead letter), and `covered` then ends there. `current_stop` (a restriction tracker's current
    stop): the range's stop as a runner's dynamic splits move it, so that the dead letter, and the
    reading on of a last range, end where the range split off begins (both ranges gave them, an
    overlap, when the split fell past the end of the data or a record ran over it, 2026-12-07).

    A followed file's tail (the watch, 2026-12-07, mend58): `rest_from` (a tail's first range: where the
    file's last read ended, the end of its `covered`, when that read may have read a member over its
    stop cut) names the bytes from there to the range's first member, when it lies past it, one
    `truncated` dead letter: the rest of a member that read read cut, which no range reads (before, in
    no outcome), and `covered` starts there. (mend58 bounded that read at the bytes the watch's close
    saw, so that the rest began where the watch knew; a member whole only by the read was then read cut
    and named twice. The read's end is now reported by its part, mend59.)
    """

    def __init__(
        self, stream: BinaryIO, warc_file: str, start: int, stop: int | None = None, *,
        claim: Callable[[int], bool] | None = None,
        max_payload_bytes: int = DEFAULT_MAX_BYTES, size: int | None = None, to_end: bool = False,
        known_start: int = 0, current_stop: Callable[[], int] | None = None, rest_from: int | None = None,
    ):
        self._stream = stream
        self._rest_from = rest_from
        self._source = ByteSource(stream)
        self._start = start
        self._stop = stop
        self._size = size
        self._to_end = to_end
        self._claim = claim
        self._known_start = known_start if 0 <= known_start <= start else 0
        self._current_stop = current_stop
        self._reader = RecordReader(self._source, warc_file, max_payload_bytes)
        self.covered: tuple[int, int] | None = None

    def __iter__(self) -> Iterator[Outcome]:
        source, reader, stop = self._source, self._reader, self._stop

        def claim(position: int) -> bool:
            if stop is not None and position >= stop:
                # the file grew after it was listed: its last range reads on, unless a runner split
                # its end off (the range split off reads on)
                return self._to_end and self._stop_now() == stop
            return self._claim is None or self._claim(position)

        begin = self._start
        self.covered = (begin, begin)
        search_stop = None if self._to_end else stop  # a last range's first member may lie past it
        zstd = plain = False
        rest_from = None
        try:
            zstd = is_zstd_warc(source)
            plain = not zstd and starts_plain_warc(source)
            rest_from = self._rest_from if not plain and begin > 0 and self._rest_from is not None \
                and self._rest_from >= begin else None
            if rest_from is not None:  # the range's first member is looked for past its stop too
                search_stop = None
            source.go_to(begin)
            found = "start"
            if zstd and begin > 0:
                found = first_frame_from(reader, begin, search_stop)
            elif plain and begin > 0:
                found = first_plain_record_from(reader, begin, search_stop, self._known_start)
            elif begin > 0:
                over, trusted = look_back(reader, begin)
                source.go_to(over or begin)
                # an untrusted look may leave the range on a member another holds verbatim
                found = reader.resync(allow_plain=False, stop=search_stop) if trusted \
                    else reader.resync_past_held(None, stop=search_stop)
        except OSError as error:
            yield reader.failed_at(begin, "read-error", describe_error(error),
                                   stop if stop is not None else self._size)
            return
        named_to = None
        if rest_from is not None:
            first = source.pos if found is not None else self._data_end()
            if found is not None and stop is not None and first >= stop and not self._to_end:
                found = None
            if first > rest_from:
                named_to = first
                self.covered = (rest_from, first)
                yield reader.failed_at(rest_from, "truncated", f"the rest of a gzip member or zstd frame that an "
                                       f"earlier read of the file read cut at byte {rest_from} (a `truncated` dead "
                                       "letter up to there), up to the next record", first)
        if found is None:  # no member starts in the range
            yield from self._missing(begin, named_to)
            return
        begin = source.pos
        reader.frontier = begin
        # A read error ends the range: its dead letter covers the bytes up to the range's end.
        end = stop if stop is not None else self._size
        if plain:  # every start claimed, as the look-back's walk claims them; the file's start is at 0
            yield from reader.outcomes(claim, end, members_only=False, plain_claims=True, origin=0)
        else:
            yield from reader.outcomes(claim, end, members_only=not zstd)
        self.covered = (begin if named_to is None else rest_from, reader.frontier)
        yield from self._missing(begin, reader.frontier)

    def _data_end(self) -> int:
        """Where the data ends now (the source's position when the stream cannot tell)."""
        end = file_end(self._stream)
        return end if end is not None else self._source.pos

    def _stop_now(self) -> int | None:
        """The range's stop, moved by a runner's dynamic split (`current_stop`) since it began."""
        return self._current_stop() if self._current_stop is not None and self._stop is not None else self._stop

    def _missing(self, begin: int, read_to: int | None) -> Iterator[Outcome]:
        """A `truncated` dead letter over the bytes of the range the data ends before, when it is
        shorter than the size it was listed with: from the end of what the range read (`read_to`,
        None when it read nothing), or of the data, to the range's stop."""
        stop = self._stop_now()
        if self._size is None or stop is None or stop > self._size:
            return
        try:
            data_end = self._stream.seek(0, io.SEEK_END)
        except (OSError, ValueError):
            return
        start = read_to if read_to is not None else max(begin, data_end)
        if data_end >= stop or start >= stop:
            return
        self.covered = (self.covered[0] if read_to is not None else start, stop)
        yield self._reader.failed_at(start, "truncated", f"the file ends at byte {data_end}, before the size "
                                     f"it was listed with ({self._size}): it shrank after it was listed", stop)


def file_end(stream: BinaryIO) -> int | None:
    """Where the data of a seekable stream ends now (the stream is left where it was); None when it
    cannot tell."""
    try:
        here = stream.tell()
        end = stream.seek(0, io.SEEK_END)
        stream.seek(here)
    except Exception:  # noqa: BLE001 - a stream that cannot seek or tell, or fails: its read names that
        return None
    return end if isinstance(end, int) else None


# How far back from a range's start to look for a WARC member that runs over it (2026-12-05):
# Common Crawl's crawler cuts payloads at 1 MiB, so a member holding a crawled .warc.gz is at most
# that and its headers. The look inflates the members there once per range: on the shared
# 400-page WARC (18.7 MB) 14.0 ms of CPU a look (27.9 ms at 2 MiB: zlib's inflating alone),
# against 0.38 s to read the file's records and about 2 s to extract its pages: about 0.3% of a
# 32 MiB part.
MAX_MEMBER_LOOKBACK = (1024 + 64) * 1024
# The windows looked back in turn, each only when the one before is not trusted (2026-12-06): a
# member holding other members longer than a window makes the walk start inside it, on an inner
# member, and the chain of members it walks breaks (below); the widest window bounds the look's
# cost (about 16 times the first's, only near such a member or damage) and the limit.
LOOKBACK_WINDOWS = (MAX_MEMBER_LOOKBACK, 4 * MAX_MEMBER_LOOKBACK, 16 * MAX_MEMBER_LOOKBACK)
# A walk is trusted when it starts at the file's start, or when the chain of members reaching the
# position (each member's end the next one's start, padding or the rest of a split record
# between) is at least this long (2026-12-06). Members held verbatim in another member sit in
# deflate's stored blocks of at most 65,535 bytes, each behind a 5-byte header that is never
# padding: a chain of inner members breaks (a member that does not inflate, or bytes that are no
# member between two) at least every 64 KiB, and at the holding member's end (its gzip trailer).
TRUSTED_CHAIN_BYTES = 128 * 1024
# A member inflating to more than this many times the look-back is taken as running over
# nothing (a gzip bomb in the look-back costs no more than this); a walk inflating more than
# `_LOOKBACK_INFLATION_RATIO` times its window in all is given up (a look-back full of bombs).
_LOOKBACK_INFLATION_CAP = 64 * MAX_MEMBER_LOOKBACK
_LOOKBACK_INFLATION_RATIO = 16


class MemberOver(NamedTuple):
    """What the look-back's walks (`LOOKBACK_WINDOWS`) tell of the gzip member over a position (`member_over`)."""

    cut: int | None      # the start of a member walked that starts before it and is cut at the stream's end
    end: int | None      # the end of the member running over it, as a range read up to it reads it (no cut)
    trusted: bool        # whether a walk was trusted (`end` is then the file's own; None: none runs over)


def member_over(reader: RecordReader, position: int) -> MemberOver:
    """The gzip member over `position`, as a range read up to `position` would meet it: cut at the
    end of the stream (its writer not done with it; `cut`, its start, or None when the walks of
    `LOOKBACK_WINDOWS` do not reach its start: a member longer than the widest is not seen), or
    whole (`end`, `end_of_member_over`'s answer), from one set of walks (2026-12-07, mend58: the
    watch's close walked them twice, for the cut member and then for the trust)."""
    answer = None
    for window in LOOKBACK_WINDOWS:
        walk = _MemberWalk(reader, position, window)
        if walk.cut_start is not None:
            return MemberOver(walk.cut_start, None, walk.trusted or walk.start == 0)
        if walk.over_budget:
            return MemberOver(None, answer, False)
        answer = walk.end_over
        if walk.trusted or walk.start == 0:
            return MemberOver(None, answer, True)
    return MemberOver(None, answer, False)


def end_of_member_over(reader: RecordReader, position: int) -> int | None:
    """The end of the gzip member that runs over `position` (starting before it, inflating to
    `WARC/`), as the members before it are read from further back; None when none does
    (`look_back`'s answer)."""
    return look_back(reader, position)[0]


def look_back(reader: RecordReader, position: int) -> tuple[int | None, bool]:
    """`end_of_member_over`'s answer, and whether a walk was trusted. Looks back
    `LOOKBACK_WINDOWS` in turn until a walk is trusted; the widest walk's answer otherwise (or
    the last one that finished, when a walk inflates past its budget)."""
    answer = None
    for window in LOOKBACK_WINDOWS:
        walk = _MemberWalk(reader, position, window)
        if walk.over_budget:
            return answer, False
        answer = walk.end_over
        if walk.trusted or walk.start == 0:
            return answer, True
    return answer, False


class _MemberWalk:
    """The gzip members inflating to `WARC/` from `window` bytes before `position` on, walked
    front to back as a range reads them (a member at the file's first byte or right after a
    member read even when it does not inflate to `WARC/`; after a damaged member, from where
    the reader resumes, `resync_past_held`; a member inflating past the cap is passed over at
    its next byte):
    `end_over`, the end of the one that runs past `position` (or of the dead letter a damaged
    member runs to; None when none does), and `trusted`, whether the chain of members that
    reaches `position` is long enough (`TRUSTED_CHAIN_BYTES`) to be the file's own, not members
    held in another."""

    def __init__(self, reader: RecordReader, position: int, window: int):
        self.source, self.reader = reader.source, reader
        self.start = max(0, position - window)
        self.end_over: int | None = None
        self.over_budget = False
        self.damaged = False  # the last member `_member_end` read broke (not cut at the cap)
        self.cut = False  # ... ran out of bytes: cut at the stream's end
        self.cut_start: int | None = None  # the start of a member walked that is cut at the stream's end
        self._budget = _LOOKBACK_INFLATION_RATIO * window
        chain = self._walk(position)
        self.trusted = chain is not None and position - chain >= TRUSTED_CHAIN_BYTES

    def _walk(self, position: int) -> int | None:
        """Walks to `position`; the start of the unbroken chain reaching it (None: broken)."""
        source, at, chain = self.source, self.start, None
        after_member = False
        while at < position:
            source.go_to(at)
            if after_member or at == 0:
                self._note_member_begun(position)
            if (after_member and self._unclaimed_member_at(position)) or (at == 0 and source.peek(3) == GZIP_MAGIC):
                # the reader reads it (a member ends where it ends; a range reads the file's
                # first bytes as they come), even one that does not inflate to `WARC/`
                found, start = True, source.pos
            else:
                found = self.reader.resync(allow_plain=False, stop=position) is not None
                start = source.pos if found else position
            after_member = False
            if chain is not None and not self._joins(at, start):
                chain = None
            if not found:
                return chain
            if chain is None:
                chain = start
            source.go_to(start)
            end = self._member_end()
            if end is None and self.cut:
                self.cut_start = start
            if end is None:
                if self.over_budget:
                    return None
                if not self.damaged:  # inflating past the cap: passed over at its next byte
                    at, chain = start + 1, None
                    continue
                # as the reader resumes after a damaged member: past the members it holds
                source.go_to(start + 1)
                if self.reader.resync_past_held(start) is None or source.pos > position:
                    self.end_over = source.pos if source.pos > position else None
                    return None
                at, chain = source.pos, None
            elif end > position:
                self.end_over = self._past_unclaimed(end)
                return chain
            else:
                at, after_member = end, True
        return chain

    def _note_member_begun(self, position: int) -> None:
        """`cut_start` when the stream ends, before `position`, in the first bytes of a gzip
        member's magic (a writer's buffered write landed its first byte or two): too short to walk."""
        source = self.source
        head = source.peek(SCAN_WINDOW)
        rest = head.lstrip(PADDING)
        start = source.pos + len(head) - len(rest)
        if len(head) < SCAN_WINDOW and 0 < len(rest) < len(GZIP_MAGIC) and GZIP_MAGIC.startswith(rest) \
                and start < position:
            self.cut_start = start

    def _past_unclaimed(self, end: int) -> int:
        """`end`, or past the members not inflating to `WARC/` that a range reads right after
        the member ending there (after a damaged one, where the reader resumes)."""
        source = self.source
        while True:
            source.go_to(end)
            if not self._unclaimed_member_at(sys.maxsize):
                return end
            start = source.pos
            member_end = self._member_end()
            if member_end is None:
                if not self.damaged:
                    return end
                source.go_to(start + 1)
                self.reader.resync_past_held(start)
                return source.pos
            end = member_end

    def _unclaimed_member_at(self, position: int) -> bool:
        """Whether a gzip member that does not inflate to `WARC/` starts before `position`
        right after the member just walked (padding between): a range reads it with that member,
        and a damaged one is resumed after as the reader does. The source is left at its start,
        or where it was."""
        source = self.source
        at = source.pos
        head = source.peek(SCAN_WINDOW)
        start = at + len(head) - len(head.lstrip(PADDING))
        source.go_to(start)
        if start < position and source.peek(3).startswith(GZIP_MAGIC) and not inflates_to_warc(member_head(source)):
            return True
        source.go_to(at)
        return False

    def _joins(self, end: int, start: int) -> bool:
        """Whether the bytes between a member's end and the next member's start are padding or
        whole gzip members (the rest of a record a writer split over members)."""
        source = self.source
        source.go_to(end)
        while source.pos < start:
            head = source.peek(SCAN_WINDOW)[:start - source.pos]
            padding = len(head) - len(head.lstrip(PADDING))
            if padding:
                source.skip(padding)
                continue
            if not head.startswith(GZIP_MAGIC):
                return False
            member_end = self._member_end()
            if member_end is None or member_end > start:
                return False
        return True

    def _member_end(self) -> int | None:
        """Where the gzip member at the source's position ends; None when it does not inflate to
        its end or past `_LOOKBACK_INFLATION_CAP` (or past the walk's budget: `over_budget`)."""
        member = GzipMember(self.source)
        inflated = 0
        self.damaged = self.cut = False
        try:
            while chunk := member.read(CHUNK):
                inflated += len(chunk)
                if inflated > self._budget:
                    self.over_budget = True
                    return None
                if inflated > _LOOKBACK_INFLATION_CAP:
                    break
            else:
                return self.source.pos
        except Truncated:
            self.damaged = self.cut = True
        except CorruptGzip:
            self.damaged = True
        finally:
            self._budget -= inflated
        return None


def is_per_record_gzip(stream: BinaryIO, *, probe_bytes: int = 1 << 20) -> bool:
    """Whether a WARC stream (at its start) is gzip per record, hence splittable by members:
    its first gzip member ends within `probe_bytes` and holds one record, and a gzip member or
    the end of the file follows. Plain WARCs and whole-file gzip give False. A lead before the first
    member (padding, a byte order mark, at most `MAX_LEAD_BYTES`: a read takes it as an `empty` skip)
    is passed over (2026-12-07: such a file was read whole, never split or followed)."""
    source = ByteSource(stream)
    lead = past_lead(source.peek(MAX_LEAD_BYTES + 1))
    source.skip(lead if lead <= MAX_LEAD_BYTES else 0)
    if not source.peek(3).startswith(GZIP_MAGIC):
        return False
    reader = io.BufferedReader(GzipMember(source), CHUNK)
    records = 0
    try:
        while True:
            line = reader.readline(CHUNK)
            if not line:
                break
            records += WARC_LINE_RE.match(line) is not None
            if records > 1 or source.pos > probe_bytes:
                return False
    except (Truncated, CorruptGzip):
        return False
    rest = source.peek(CHUNK).lstrip(PADDING)
    return records == 1 and (not rest or rest.startswith(GZIP_MAGIC))


# --- a .warc.zst read in ranges --------------------------------------------------------------------

def is_zstd_warc(source: ByteSource) -> bool:
    """Whether the stream behind `source` starts (at byte 0) with a zstd frame or a skippable frame
    that a read of the file takes for a .warc.zst's (`RecordReader._zstd_frame_ahead`: its
    dictionary, a frame holding a record, or a damaged one before such a frame), and zstd can be
    read here: its ranges are then read by frames (`first_frame_from`). The source is left at 0."""
    source.go_to(zstd_start(source))
    head = source.peek(4)
    try:
        if zstd_frames.zstandard is None or not (head.startswith(ZSTD_MAGIC) or is_skippable(head)):
            return False
        return RecordReader(source, "", 1)._zstd_frame_ahead(True)
    finally:
        source.go_to(0)


def zstd_start(source: ByteSource) -> int:
    """Where a .warc.zst's first frame may start: past a lead at the file's start (padding, a byte
    order mark, at most `MAX_LEAD_BYTES`), which a read takes as an `empty` skip (2026-12-07: a
    file with one was read whole, never split or followed). The source is left at 0."""
    source.go_to(0)
    return RecordReader(source, "", 1).lead_at_origin()


def is_framed_zstd_warc(stream: BinaryIO, *, probe_bytes: int = 1 << 20) -> bool:
    """Whether a stream (seekable) is a .warc.zst of frames small enough to split it by them: its
    first zstd frame (after its dictionary and other skippable frames) ends within `probe_bytes`,
    followed by another frame or the end. A file of one large frame (all its records in it) is read
    whole: each range would walk the frame from the file's start."""
    source = ByteSource(stream)
    if not is_zstd_warc(source):
        return False
    reader = RecordReader(source, "", 1)
    source.go_to(zstd_start(source))
    while is_skippable(head := source.peek(8)) and source.pos < probe_bytes:
        if not walk_frame(reader, head):
            return False
    if not head.startswith(ZSTD_MAGIC) or not walk_frame(reader, head) or source.pos > probe_bytes:
        return False
    skip_padding(source)
    rest = source.peek(8)
    return not rest or rest.startswith(ZSTD_MAGIC) or is_skippable(rest)


def first_frame_from(reader: RecordReader, position: int, stop: int | None) -> str | None:
    """Move `reader`'s source to the first start a read of the .warc.zst from its start claims at or
    after `position` (a zstd or skippable frame, or a gzip member between frames), so that a frame
    running over `position` is left to the range before, which reads it whole: the file is read as a
    whole read reads it (the same `RecordReader.outcomes`, the outcomes dropped, payloads not
    decoded: a cap of 1 byte) from the start of a trusted chain of frames a look-back window before
    `position` (`zstd_look_back`, the dictionary loaded from the file's start first), else from the
    file's start. "zstd" when such a start lies before `stop` (or the end of the data), else None;
    `reader` takes the dictionary."""
    source = reader.source
    chain = zstd_look_back(reader, position)
    positioning = RecordReader(source, reader.warc_file, 1)
    if chain is not None:
        source.go_to(zstd_start(source))
        if source.peek(4) == DICTIONARY_MAGIC:
            for _ in positioning._skippable(0):  # loads the dictionary; its outcome is the first range's
                pass
        positioning.zstd_seen = True
        source.go_to(chain)
    else:
        source.go_to(0)
    positioning.frontier = source.pos
    for _ in positioning.outcomes(lambda at: at < position, None, members_only=False):
        pass
    # as a whole read is there: before the first frame (after a lead), its dictionary not yet read
    reader.zstd_seen, reader.zstd_dictionary = positioning.zstd_seen, positioning.zstd_dictionary
    reader.members_seen = positioning.members_seen
    if not source.peek(1) or (stop is not None and source.pos >= stop):
        return None
    return "zstd"


# A chain of zstd frames walked by their headers is taken for the file's own when it runs at least
# this far (2026-12-07): frames held verbatim in a frame (a crawled .warc.zst as a payload) lie in
# raw blocks or raw literals of at most 128 KiB, each behind the holding frame's 3-byte block header,
# so a chain of them breaks within 128 KiB; a magic number found by chance inside compressed data
# starts a walk of random block headers that breaks at its first frame's end at the latest.
ZSTD_TRUSTED_CHAIN_BYTES = 256 * 1024
_FRAME_MAGIC_RE = re.compile(rb"\x28\xb5\x2f\xfd|[\x50-\x5f]\x2a\x4d\x18")


def zstd_look_back(reader: RecordReader, position: int) -> int | None:
    """The start of a chain of a .warc.zst's frames, walked by their headers, that reaches `position`
    from before it: the frame starts of `LOOKBACK_WINDOWS` before
    `position` are tried in turn, each window only when the one before holds no chain of frames
    `ZSTD_TRUSTED_CHAIN_BYTES` long that reaches `position`; None when none does or the window
    reaches the file's start (the walk then begins there), so a read costs about a window, not the
    file before it (a range 37 MB into a 74 MB file of 20,000 frames: 47 ms of CPU to find its first
    frame, about 40 ms a MB of the file read from its start)."""
    source = reader.source
    for window in LOOKBACK_WINDOWS:
        low = position - window
        if low <= 0:
            return None
        source.go_to(low)
        ahead = source.peek(window - ZSTD_TRUSTED_CHAIN_BYTES)
        for match in _FRAME_MAGIC_RE.finditer(ahead):
            if _chain_over(reader, low + match.start(), position) is not None:
                return low + match.start()
    return None


def _chain_over(reader: RecordReader, start: int, position: int) -> int | None:
    """The end of the chain of frames walked from `start` (padding between them) at the first frame
    end at or past `position`; None when the chain breaks before it."""
    source = reader.source
    source.go_to(start)
    while source.pos < position:
        head = source.peek(8)
        if not (head.startswith(ZSTD_MAGIC) or is_skippable(head)) or not walk_frame(reader, head):
            return None
        skip_padding(source)
    return source.pos


def walk_frame(reader: RecordReader, head: bytes) -> bool:
    """Move past the zstd or skippable frame `head` starts, by its headers; False when it does not
    walk to its end (no frame there, damage, or the data ends)."""
    source = reader.source
    if is_skippable(head):
        size = skippable_frame_size(head)
        return size is not None and source.skip(size) == size
    if not head.startswith(ZSTD_MAGIC):
        return False
    try:
        return ZstdFrame(source, reader.zstd_dictionary).walk_to_end()
    except CorruptGzip:
        return False


def skip_padding(source: ByteSource) -> None:
    """Move past padding (whitespace, NUL) between frames."""
    while (ahead := source.peek(CHUNK)) and (lead := len(ahead) - len(ahead.lstrip(PADDING))):
        source.skip(lead)
        if lead < len(ahead):
            return


# --- a plain WARC read in ranges (2026-12-07) ---------------------------------------------------------

def starts_plain_warc(source: ByteSource, *, begun: bool = False) -> bool:
    """Whether the stream behind `source` starts as a plain WARC, judged as the reader judges a file's
    first bytes (`RecordReader.outcomes` at its origin): a `WARC/x.y` line at byte 0 (within its
    first 64 bytes), or after a lead (padding, byte order marks) of at most `MAX_LEAD_BYTES`. Its
    ranges are then read by records (`first_plain_record_from`), and the watch follows it
    (`plain_records_end`). `begun` (the watch, a file its writer may have just begun): also when the
    data ends inside such a line's first bytes after such a lead (`W`, `WARC/`, `WARC/1.0\\r`;
    nothing but a lead is no begun line). The one detector of both (2026-12-07, mend56; round 55
    left two, which judged a begun line and a first line longer than 64 bytes differently). The
    source is left at 0."""
    source.go_to(0)
    plain = WARC_LINE_RE.match(source.peek(64)) is not None or RecordReader(source, "", 1)._lead_before_a_record() > 0
    if not plain and begun:
        ahead = source.peek(MAX_LEAD_BYTES + CHUNK)
        lead = past_lead(ahead[:MAX_LEAD_BYTES + 1])
        plain = len(ahead) < MAX_LEAD_BYTES + CHUNK and lead <= MAX_LEAD_BYTES and _begun_warc_line(ahead[lead:])
    source.go_to(0)
    return plain


def is_splittable_plain_warc(stream: BinaryIO) -> bool:
    """Whether a stream (seekable, at its start) is a plain WARC, read in parts of records
    (`starts_plain_warc`)."""
    return starts_plain_warc(ByteSource(stream))


def plain_record_starts(stream: BinaryIO, bounds: Sequence[int]) -> list[int | None] | None:
    """For each of `bounds` (increasing), the first record start a whole read of the plain WARC behind
    the seekable `stream` claims at or after it (None: the data ends first), found by running the
    reader's own loop over the whole file (`_PlainWalk`, outcomes dropped, payloads not decoded): the
    bounds of the parts `read_warc.plan_parts` reads a plain WARC in. None when no such starts stand
    for a whole read's: the file mixes gzip members or zstd frames (the reader's state at a start
    depends on what it read before it), or a read error ends the walk."""
    found: list[int | None] = [None] * len(bounds)
    pending = 0

    def claim(at: int) -> bool:
        nonlocal pending
        while pending < len(bounds) and at >= bounds[pending]:
            found[pending] = at
            pending += 1
        return True

    source = ByteSource(stream)
    walk = _PlainWalk(RecordReader(source, "", 1), 0, None, claim=claim)
    if walk.mixed or walk.failed:
        return None
    return found


def first_plain_record_from(reader: RecordReader, position: int, stop: int | None,
                            known_start: int = 0) -> str | None:
    """Move `reader`'s source to the first start a read of the plain WARC from its start claims at or
    after `position` (a `WARC/x.y` record start, or a gzip member or zstd frame in a file mixing them),
    so that a record running over `position` is left to the range before, which reads it whole. The
    reader's own loop is run (outcomes dropped, payloads not decoded: a cap of 1 byte) from
    `known_start`, a start such a read claims at or before `position`: the file's start, or the first
    record of a part `plain_record_starts` planned (a range a runner split off such a part walks at
    most the part's bytes); from the file's start when that walk reads a gzip member or zstd frame
    (the whole read's state there depends on what came before). No look-back window (2026-12-07): the
    bytes before a position cannot tell a record of the file from a record of a plain WARC a payload
    holds verbatim, and walks from windows inside such a payload agree on its records (plain54b's
    walks from 1.06 / 4.25 / 17 MiB read a record of it twice past 4.25 MiB into it). "plain" when
    such a start lies before `stop` (or the end of the data), else None."""
    walk = _PlainWalk(reader, known_start, position)
    if walk.mixed and known_start > 0:
        walk = _PlainWalk(reader, 0, position)
    found = walk.first
    if found is None or (stop is not None and found >= stop):
        return None
    reader.source.go_to(found)
    return "plain"


class _PlainWalk:
    """A whole read's loop run from `low` (a start such a read claims) with its outcomes dropped,
    up to the first start it claims at or after `position` (`first`; None: the data ends first;
    `position` None: to the end, each start handed to `claim`). `mixed`: it read a gzip member or
    zstd frame; `failed`: a read error ended it. The reader's source is left where the walk stopped;
    a walk from the file's start hands the reader the state it reached (gzip members, zstd frames)."""

    def __init__(self, reader: RecordReader, low: int, position: int | None, *,
                 claim: Callable[[int], bool] | None = None):
        source = reader.source
        walker = RecordReader(source, reader.warc_file, 1)
        self.first: int | None = None

        def stop_at_position(at: int) -> bool:
            if position is not None and at >= position:
                self.first = at
                return False
            return claim is None or claim(at)

        source.go_to(low)
        walker.frontier = low
        self.failed = False
        for outcome in walker.outcomes(stop_at_position, None, members_only=False, plain_claims=True, origin=0):
            self.failed = self.failed or (isinstance(outcome, Failed) and outcome.reason in _READ_FAILURES)
        self.mixed = walker.members_seen or walker.zstd_seen
        if low == 0:
            reader.members_seen, reader.zstd_seen = walker.members_seen, walker.zstd_seen
            reader.zstd_dictionary = walker.zstd_dictionary


# The reasons the reader's loop gives a failure that ends its reading (`RecordReader.outcomes`).
_READ_FAILURES = frozenset({"read-error", "unreadable"})


# --- a plain WARC's tail, from a record start (the watch follows a plain .warc, 2026-12-07) ----------

# A record header read by the walk: as long as the reader reads one (`MAX_HEADER_BYTES` after its first line,
# which `WARC_LINE_RE` allows any length; 2026-12-07, mend57: 64 KiB until then, where a header of 64 KiB to
# 1 MiB, which the reader reads, was damage: read up to the size listed, its next tail inside a record).
_PLAIN_HEADER_LIMIT = MAX_HEADER_BYTES + 4096
# A Content-Length header line (the name as warcio takes it: any case, blanks before the colon) and
# whether a continuation line follows it (its value then runs on, as warcio joins it).
_TRAILER_BYTES = 4  # the two CRLFs after a record's block
_PLAIN_PEEK = 4096  # the bytes the walk looks at first where a record may start (its lead, most headers)


def is_plain_warc(stream: BinaryIO) -> bool:
    """Whether a seekable stream starts as a plain WARC, or with the first bytes of one's first line
    that the data ends in (a file its writer has just begun): `starts_plain_warc(begun=True)`. The
    stream is left at 0."""
    stream.seek(0)
    plain = starts_plain_warc(ByteSource(stream), begun=True)
    stream.seek(0)
    return plain


# The first bytes of a `WARC/x.y` line that the data ends in: of what `WARC_LINE_RE` matches, no more
# (2026-12-07, mend56: `WARC/1 ` and `WARC/1.\r`, which no bytes after them make a record's line, were
# taken as begun, held as a record still being written).
_BEGUN_WARC_LINE_RE = re.compile(rb"W(?:A(?:R(?:C(?:/(?:\d+(?:\.(?:\d+[ \t]*\r?)?)?)?)?)?)?)?", re.IGNORECASE)


def _begun_warc_line(data: bytes) -> bool:
    return _BEGUN_WARC_LINE_RE.fullmatch(data) is not None


def plain_records_end(stream: BinaryIO, start: int, size: int) -> tuple[int, int | None] | None:
    """Walk a plain WARC's records (a seekable stream) by their Content-Lengths from `start` (a record start, or the
    padding before one), as a read from there meets them: (the end of the last record that starts
    before `size` and is whole in the data now, with the CRLFs after it: where a read of the records
    starting before `size` ends; that same end again when the record after it (with the padding
    before it) starts before `size` and the data ends inside it, its writer not done: where it is
    held from; else None). None when the walk meets bytes
    that are no record header with a Content-Length (damage: the read names it). Reads each record's
    header, not its block."""
    data_end = stream.seek(0, io.SEEK_END)
    stream.seek(start)
    source = ByteSource(stream)
    at = start
    while True:
        source.go_to(at)
        ahead = source.peek(_PLAIN_PEEK)
        lead = past_lead(ahead)
        record = at + lead
        if record >= min(size, data_end) or lead == len(ahead):
            return at, None  # no record starts before `size` (padding alone, or the end of the data)
        head, line, header_end = ahead, WARC_LINE_RE.match(ahead, lead), None
        if line is not None:
            header_end = header_block_end(ahead, line.end())
        if header_end is None:  # a header longer than the first peek, or damage, or data that ends in it
            head = source.peek(_PLAIN_HEADER_LIMIT + lead)
            line = WARC_LINE_RE.match(head, lead)
            if line is None:  # damage, or a header line the data ends in
                return (at, at) if at + len(head) >= data_end and _begun_warc_line(head[lead:]) else None
            header_end = header_block_end(head, line.end())
            if header_end is None:  # the header is still being written, or longer than the reader reads
                return (at, at) if at + len(head) >= data_end and len(head) - line.end() <= MAX_HEADER_BYTES else None
        length = block_content_length(head[lead:header_end])
        if length is None:
            return None
        block_end = at + header_end + length
        if block_end + _TRAILER_BYTES > data_end:
            return at, at  # its block, or the CRLFs after it, are still being written
        source.go_to(block_end)
        trailer = source.peek(_TRAILER_BYTES)
        at = block_end + len(trailer) - len(trailer.lstrip(b"\r\n"))


class _Upto(io.RawIOBase):
    """A seekable stream read no further than `stop`: the data seems to end there."""

    def __init__(self, stream: BinaryIO, stop: int):
        self._stream, self._stop = stream, stop

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def tell(self) -> int:
        return self._stream.tell()

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        if whence == io.SEEK_END:  # the end of the data when it ends first (a file that shrank)
            return self._stream.seek(min(self._stop, self._stream.seek(0, io.SEEK_END)) + offset)
        return self._stream.seek(offset, whence)

    def read(self, size: int = -1) -> bytes:
        left = self._stop - self._stream.tell()
        if left <= 0:
            return b""
        return self._stream.read(left if size is None or size < 0 else min(size, left))

    def readinto(self, buffer) -> int:
        data = self.read(len(buffer))
        buffer[:len(data)] = data
        return len(data)


def read_plain_range(stream: BinaryIO, warc_file: str, start: int, stop: int, *,
                     max_payload_bytes: int = DEFAULT_MAX_BYTES, rest_of: int | None = None) -> Iterator[Outcome]:
    """The outcomes of a plain WARC's records in [start, stop), `start` a record start (or a lead
    before one) and `stop` a record's end as `plain_records_end` found them (a followed plain .warc's
    tail, read by the watch; 2026-12-07): read front to back as a whole file is, the bytes from `stop`
    on unseen (a record `stop` cuts is `truncated`; data ending before `stop`, a `truncated` dead
    letter over the bytes missing). Their ranges tile [start, stop).

    `rest_of` (2026-12-07, mend59): `start` lies inside the record that starts there, which an earlier
    read read as it was, cut at `start` (a record its writer left cut past the watch's wait): the bytes
    from `start` to that record's end (or to `stop`, when it is still cut or runs past it) are its rest,
    one `truncated` dead letter, and the records are read from its end on."""
    bounded = _Upto(stream, stop)
    if rest_of is not None and rest_of < start:
        rest_end = min(stop, max(start, plain_record_end(bounded, rest_of) or stop))
        if rest_end > start:
            yield RecordReader(ByteSource(stream), warc_file, 1).failed_at(
                start, "truncated", f"the rest of the record from byte {rest_of}, which an earlier read read as it "
                f"was, cut at byte {start} (a `truncated` dead letter up to there)", rest_end)
        start = rest_end
        if start >= stop:
            return
    stream.seek(start)
    yield from iter_records(bounded, warc_file, size=stop, max_payload_bytes=max_payload_bytes)


def plain_record_end(stream: BinaryIO, start: int) -> int | None:
    """The end (with the CRLFs after it) of the plain record that starts at `start` of a seekable stream,
    when it is whole in the data now; None when the data ends inside it, or no record header starts
    there (`plain_records_end`'s walk of one record)."""
    stream.seek(start)
    lead = past_lead(stream.read(_PLAIN_PEEK))  # the padding before it, as the walk passes it
    walked = plain_records_end(stream, start, start + lead + 1)
    return walked[0] if walked is not None and walked[1] is None and walked[0] > start else None
