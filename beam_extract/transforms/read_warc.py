"""WARC files to their records' outcomes, as Beam composites: `ReadWarc`, `ReadWarcParts` and `ReadWarcFiles`.

In: file patterns / paths / a `warc.paths(.gz)` listing (`ReadWarc`), a PCollection of planned
parts (`ReadWarcParts`: byte ranges, as the watch reads a growing file's new bytes), or a
PCollection of files (`ReadWarcFiles`, as `fileio.MatchContinuously` gives them).
Out: one `warc.WarcPage` / `Skipped` / `Failed` per record (`WarcOutcome`), with byte ranges that
tile each file; a file or range that cannot be read is one `Failed` covering it. A per-record
gzip file, a .warc.zst of small frames or a plain WARC is read in parts (`plan_parts`, a
splittable DoFn over `split_reads.RangeRead`);
the reader's counters check the tiling (`records_read`, `bytes_accounted`, `bytes_expected`).
"""
from __future__ import annotations

import dataclasses
import itertools
import logging
import os
import re
import stat
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import apache_beam as beam
from apache_beam.io import fileio
from apache_beam.io.filesystem import FileMetadata
from apache_beam.io.filesystems import FileSystems
from apache_beam.io.restriction_trackers import OffsetRange, OffsetRestrictionTracker
from apache_beam.metrics import Metrics

from .. import split_reads, warc
from .elements import NAMESPACE, WarcFile, WarcOutcome
from .warc_files import is_local_glob, listing_paths, match_local_glob, open_warc

_LOG = logging.getLogger(__name__)


class _ReadCounters:
    """The reader's own accounting (Beam counters, namespace "beam_extract"), per file or range:
    `records_read` (every outcome yielded), `bytes_accounted` (the sum of their lengths),
    `bytes_expected` (the bytes of the file or range read) and `ranges_untiled` (files/ranges
    whose outcomes did not tile them; each is logged with its gaps and overlaps)."""

    def __init__(self):
        self.records_read = Metrics.counter(NAMESPACE, "records_read")
        self.bytes_accounted = Metrics.counter(NAMESPACE, "bytes_accounted")
        self.bytes_expected = Metrics.counter(NAMESPACE, "bytes_expected")
        self.ranges_untiled = Metrics.counter(NAMESPACE, "ranges_untiled")

    def counted(self, outcomes: Iterable[Any], tiling: warc.Tiling) -> Iterator[Any]:
        """Yield the outcomes, counting each and checking that their ranges tile in order."""
        for outcome in outcomes:
            tiling.add(outcome)
            self.records_read.inc()
            self.bytes_accounted.inc(outcome.warc_length or 0)
            yield outcome

    def check(self, path: str, tiling: warc.Tiling, end: int) -> None:
        """Count the bytes the outcomes had to cover, [tiling.start, end), and whether they did."""
        self.bytes_expected.inc(max(end - tiling.start, 0))
        problems = tiling.finish(end)
        if problems:
            self.ranges_untiled.inc()
            _LOG.warning("beam_extract: the records read from %s do not tile [%d, %d): %s",
                         path, tiling.start, end, "; ".join(problems[:10]))


def _file_of(item: Any) -> tuple[str, Any, int | None]:
    """(path, a function opening it, its size in bytes when known) of a ReadableFile,
    FileMetadata or path/URL."""
    if isinstance(item, fileio.ReadableFile):
        path, opener, size = item.metadata.path, item.open, item.metadata.size_in_bytes
    elif isinstance(item, FileMetadata):
        path, opener, size = item.path, lambda: open_warc(item.path), item.size_in_bytes
    else:
        path = str(item)
        opener, size = (lambda: open_warc(path)), None
    return path, opener, None if _is_local_stream(path) else size


def _is_local_stream(path: str) -> bool:
    """A local path that is no regular file: a pipe (`/dev/stdin`, a shell's `<(...)`), a FIFO or
    a device. It can be read once, front to back, and the size it is listed with (0) is not its
    length."""
    if "://" in path:
        return False
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:  # gone or unreadable: opening it reports that
        return False


def _size_of(path: str, stream: Any) -> int | None:
    """The size of a file opened by path: FileSystems' metadata, or an HTTP Content-Length
    (None when unknown, as for a pipe)."""
    if path.startswith(("http://", "https://")):
        length = getattr(getattr(stream, "headers", None), "get", lambda _: None)("Content-Length")
        return int(length) if length and str(length).isdigit() else None
    if _is_local_stream(path):
        return None
    try:
        return FileSystems.match([path])[0].metadata_list[0].size_in_bytes
    except Exception:  # noqa: BLE001 - unknown: the end of what was read stands in for it
        return None


@beam.typehints.with_input_types(WarcFile)
@beam.typehints.with_output_types(WarcOutcome)
class _ReadWarcRecordsFn(beam.DoFn):
    """A WARC file (a `ReadableFile`, `FileMetadata` or a path) -> its records' outcomes, in
    file order, read by one worker (the path for streaming pipelines; `ReadWarc` splits files).

    A file that cannot be opened, or breaks off mid-way with an error the reader did not turn into
    a `Failed` itself, yields one `Failed` for the file (reason `open-error` / `read-error`, with
    the byte range left unread), so the loss is counted and dead-lettered rather than killing the
    bundle. The reader's counters (`_ReadCounters`) check that the outcomes tile the file.
    """

    def __init__(self, max_payload_bytes: int | None = None):
        self._max_payload_bytes = max_payload_bytes
        self._files = Metrics.counter(NAMESPACE, "warc_files")

    def setup(self) -> None:
        self._counters = _ReadCounters()

    def process(self, item: Any) -> Iterator[Any]:
        path, opener, size = _file_of(item)
        self._files.inc()
        yield from _read_whole_file(path, opener, size, self._max_payload_bytes, self._counters)


def _read_whole_file(path: str, opener, size: int | None, max_payload_bytes: int | None,
                     counters: _ReadCounters) -> Iterator[Any]:
    """Every outcome of one file read front to back, counted and checked to tile [0, size)."""
    tiling = warc.Tiling(0)
    try:
        stream = opener()
    except IsADirectoryError:  # a folder a glob matched: no WARC, skipped by name
        listing_error = _listing_error(path)
        if listing_error is not None:  # its files, if any, are unknown: a loss, named
            failure = _file_failure(path, 0, "open-error", listing_error, size)
            yield from counters.counted([failure], tiling)
            counters.check(path, tiling, size or 0)
            return
        _LOG.warning("beam_extract: %s is a folder, not a WARC file: skipped", path)
        yield from counters.counted([warc.Skipped(None, None, path, 0, "directory", 0)], tiling)
        counters.check(path, tiling, 0)
        return
    except Exception as exc:  # noqa: BLE001 - any failure to open is a dead letter
        failure = _file_failure(path, 0, "open-error", exc, size)
        yield from counters.counted([failure], tiling)
        counters.check(path, tiling, size or 0)
        return
    kwargs = {} if max_payload_bytes is None else {"max_payload_bytes": max_payload_bytes}
    try:
        with stream:
            if size is None:
                size = _size_of(path, stream)
            yield from counters.counted(warc.iter_records(stream, path, size=size, **kwargs), tiling)
    except Exception as exc:  # noqa: BLE001 - the rest of the file is unreadable
        failure = _file_failure(path, tiling.position, "read-error", exc, size)
        yield from counters.counted([failure], tiling)
    if size is not None and tiling.position > size:
        # The file grew after it was listed (a crawler still writing it): every byte read is
        # accounted for; against the listed size the run was unbalanced (2026-12-07).
        _LOG.info("beam_extract: %s grew from %d to %d bytes while it was read", path, size, tiling.position)
        size = tiling.position
    counters.check(path, tiling, tiling.position if size is None else size)


def _listing_error(folder: str) -> OSError | None:
    """Why a local folder cannot be listed (a glob looks into it: `match_local_glob`), or None."""
    try:
        with os.scandir(folder):
            return None
    except OSError as exc:
        return exc


def _file_failure(path: str, offset: int | None, reason: str, exc: BaseException,
                  size: int | None = None):
    """A Failed for the rest of a file from `offset` (to its end when its size is known)."""
    length = max(size - offset, 0) if size is not None and offset is not None else 0
    return warc.Failed(
        record_id=None,
        url=None,
        warc_file=path,
        warc_offset=offset,
        reason=reason,
        error=f"{type(exc).__name__}: {exc}",
        warc_length=length,
    )


# Largest part of a file read by one worker (2026-11-30). A file's parts are of equal size, so
# that they fall evenly over workers: two 64 MiB-or-less parts of a 94 MB file gave two workers
# 17.0 and 8.1 CPU-s; ten 30 MB parts of a 300 MB file gave 39.7 and 33.2 CPU-s (one worker
# alone: 66.2). A part costs one open and a search for its first member (a few KB).
DEFAULT_SPLIT_BYTES = 32 * 1024 * 1024

# What the parts of a followed file's tail report to the watch that planned them (2026-12-07, mend59), as
# Beam metrics named by the file's path (a few a window: only such tails, only when it happens), so that
# the watch need not open the file again after its window's read: a distribution of where each range's
# read ended (`WarcPart.reports_end`; its max is the file's), and a counter of the parts that found the
# bytes before the tail changed (`WarcPart.follows`: they read nothing, a `rewritten` dead letter).
READ_END_NAMESPACE = "beam_extract.read_end"
REWRITTEN_NAMESPACE = "beam_extract.rewritten"


def _report_rewritten(part: WarcPart) -> None:
    Metrics.counter(REWRITTEN_NAMESPACE, part.path).inc()


def _report_read_end(part: WarcPart, end: int) -> None:
    if part.reports_end:
        Metrics.distribution(READ_END_NAMESPACE, part.path).update(end)


@dataclass(frozen=True)
class WarcPart:
    """One unit of reading: bytes [start, stop) of a WARC file. `splittable`: the file is gzip
    per record and seekable, so the part reads the members starting in it (`split_reads.RangeRead`);
    otherwise the part is the whole file, read front to back by one worker."""

    path: str
    size: int | None
    start: int
    stop: int
    splittable: bool
    # (offset, CRC-32) for a followed file's tail (the watch): the FOLLOW_CHECK_BYTES before
    # `offset` must still be the bytes read up to there, else the part is not read (`rewritten`)
    follows: tuple[int, int] | None = None
    # the file's last part as the batch planned it: it also reads the records starting past `stop`
    # (the file grew after it was listed; they were never read, with no dead letter, 2026-12-07)
    to_end: bool = False
    # a plain WARC's part (2026-12-07): `start` and `stop` (but the file's end) are record starts a
    # whole read claims (`split_reads.plain_record_starts`), so the part's records are read from
    # `start` on and end exactly at `stop`; a range a runner splits off finds its first record by
    # walking the records from `start`
    record_bounds: bool = False
    # bytes [start, stop) of a plain WARC, from a record start to a record's end (a followed plain
    # .warc's tail, as the watch plans it; 2026-12-07): read front to back by one worker, unsplit,
    # nothing from `stop` on (`split_reads.read_plain_range`)
    plain: bool = False
    # a followed file's tail (the watch, 2026-12-07, mend58, mend59): `reports_end`: its ranges report where
    # their reads ended (`READ_END_NAMESPACE`: a member over `stop` the watch's close could not tell whole
    # is read as the read finds it, whole or cut), and the tail's first part names the bytes from
    # `rest_from` (where the file's last read ended) to its first record `truncated` (the rest of a member
    # that read read cut; `split_reads.RangeRead`)
    reports_end: bool = False
    rest_from: int | None = None
    # a followed plain .warc's tail whose `start` lies inside the record that starts here, read as it was
    # (cut at `start`) by an earlier read (2026-12-07, mend59): the part names that record's rest
    # `truncated` and reads the records after it (`split_reads.read_plain_range`)
    rest_of: int | None = None


def plan_parts(item: Any, split_bytes: int = DEFAULT_SPLIT_BYTES) -> list[WarcPart]:
    """A WARC file (path, FileMetadata or ReadableFile) -> the parts to read it in: equal ranges
    of at most `split_bytes` for a per-record gzip file or a .warc.zst of small frames (2026-12-07)
    on a seekable filesystem; for a plain WARC there (2026-12-07), parts of about that size whose
    bounds are its records' starts, found by walking its records (`_plain_part_bounds`); else the
    whole file (a pipe: one part of unknown size, not opened here)."""
    path, opener, size = _file_of(item)
    if _is_local_stream(path):  # not opened here: what a probe reads is gone for the reading step
        return [WarcPart(path, None, 0, 0, False)]
    splittable, head, plain_bounds = False, None, None
    if not path.startswith(("http://", "https://")):
        try:
            if size is None:
                size = _size_of(path, None)
            with opener() as stream:
                seekable = _seekable(stream)
                splittable = size is not None and seekable and (
                    split_reads.is_per_record_gzip(stream) or split_reads.is_framed_zstd_warc(stream))
                if seekable:
                    stream.seek(0)
                    head = stream.read(_DERIVED_HEAD_BYTES)
                if size is not None and seekable and not splittable and size > split_bytes \
                        and split_reads.is_splittable_plain_warc(stream):
                    plain_bounds = _plain_part_bounds(stream, size, split_bytes)
        except Exception:  # noqa: BLE001 - the reading step reports what is wrong with it
            splittable, plain_bounds = False, None
    if (kind := _derived_kind(path, head)) is not None:
        _LOG.warning("beam_extract: %s is a Common Crawl %s file, which holds no HTML: its records are read and "
                     "skipped as not-response; the pages are in the segment's WARC files (warc.paths.gz, not "
                     "wet.paths.gz or wat.paths.gz)", path, kind)
    if plain_bounds is not None and len(plain_bounds) > 2:
        *parts, last = [WarcPart(path, size, first, after, True, record_bounds=True)
                        for first, after in itertools.pairwise(plain_bounds)]
        return [*parts, dataclasses.replace(last, to_end=True)]
    if not splittable:
        return [WarcPart(path, size, 0, size or 0, False)]
    *parts, last = range_parts(path, size, 0, size, split_bytes)
    return [*parts, dataclasses.replace(last, to_end=True)]


def _plain_part_bounds(stream: Any, size: int, split_bytes: int) -> list[int] | None:
    """The bounds of the parts of a plain WARC of `size` bytes (2026-12-07): 0, the first record
    start a whole read claims at or after each multiple of an equal part (at most `split_bytes`),
    the file's end; None when the file is read whole (`split_reads.plain_record_starts`). A part's
    first record cannot be found from the bytes before it (a payload may hold a plain WARC
    verbatim, its records alike to the file's): the records are walked once from the file's start,
    here, by one worker (`ReadWarc` spreads the files first), before the parts are read in parallel."""
    count = -(-size // max(1, split_bytes))
    starts = split_reads.plain_record_starts(stream, [size * i // count for i in range(1, count)])
    if starts is None:
        return None
    return [0, *sorted({start for start in starts if start is not None and 0 < start < size}), size]


# Common Crawl's derived files, as their first record (warcinfo) names them: a WET file holds the
# text extracted from each page (conversion records), a WAT file JSON about each capture (metadata
# records); neither holds a response. Given by mistake (`wet.paths.gz` for `warc.paths.gz`), each
# was read to its end and every record skipped as `not-response` with nothing said (2026-12-07):
# the counts are right, the cause was not named.
_DERIVED_FILENAME_RE = re.compile(rb"(?im)^WARC-Filename:[ \t]*\S*\.warc\.(wet|wat)(?:\.gz)?[ \t]*\r?$")
_DERIVED_KINDS = {b"wet": "WET (text extracted from pages, in conversion records)",
                  b"wat": "WAT (JSON metadata about each capture, in metadata records)"}


_DERIVED_HEAD_BYTES = 4096  # a warcinfo record's header, compressed, is well within this


def _derived_kind(path: str, head: bytes | None) -> str | None:
    """What Common Crawl derived file (WET, WAT) a file is: by its name (`*.warc.wet.gz`, as a
    listing gives it), else by its first record in `head` (the file's first bytes, read by the
    planning's probe; None when not read: an http(s) file is not opened twice), a warcinfo naming it
    so; None for any other file."""
    named = _DERIVED_FILENAME_RE.search(b"WARC-Filename: " + path.rsplit("/", 1)[-1].encode("utf-8", "replace"))
    if named or head is None:
        return _DERIVED_KINDS[named.group(1).lower()] if named else None
    if head.startswith(b"\x1f\x8b"):
        try:
            head = zlib.decompressobj(31).decompress(head, 8192)
        except zlib.error:
            return None
    header = head[:head.find(b"\r\n\r\n")]
    if not header.startswith(b"WARC/") or not re.search(rb"(?im)^WARC-Type:[ \t]*warcinfo[ \t]*\r?$", header):
        return None
    found = _DERIVED_FILENAME_RE.search(header)
    return _DERIVED_KINDS[found.group(1).lower()] if found else None


def range_parts(path: str, size: int | None, start: int, stop: int,
                split_bytes: int = DEFAULT_SPLIT_BYTES, follows: tuple[int, int] | None = None) -> list[WarcPart]:
    """The equal parts of at most `split_bytes` that read the records whose gzip member starts in
    [start, stop) of a per-record gzip file (one empty part when the range is empty); `follows`:
    the check each part makes before it reads (`WarcPart.follows`)."""
    count = max(1, -(-(stop - start) // max(1, split_bytes)))
    bounds = [start + (stop - start) * i // count for i in range(count + 1)]
    return [WarcPart(path, size, first, last, True, follows) for first, last in itertools.pairwise(bounds)]


# The bytes before the size a read covered whose CRC-32 tells, when the file is listed larger,
# whether they are still the bytes read (an append) or another file's (rewritten under the same
# path). Chosen 2026-12-06, not tuned: a WARC record's head (its WARC-Record-ID, its date) is
# rarely further back than this, so two different files agree on these bytes only when they are
# the same file's; reading them costs one small read per file per commit and per growth seen.
FOLLOW_CHECK_BYTES = 4096


def crc_before(stream: Any, offset: int) -> int:
    """The CRC-32 of the FOLLOW_CHECK_BYTES bytes before `offset` of a seekable stream (left
    there); OSError when the stream is shorter."""
    start = max(0, offset - FOLLOW_CHECK_BYTES)
    if start:
        stream.seek(start)
    data = b""
    while len(data) < offset - start and (more := stream.read(offset - start - len(data))):
        data += more
    if len(data) != offset - start:
        raise OSError(f"shorter than {offset} bytes")
    return zlib.crc32(data)


def _seekable(stream: Any) -> bool:
    try:
        return bool(stream.seekable())
    except Exception:  # noqa: BLE001
        return False


class _WholeFile(OffsetRange):
    """The restriction of a part that cannot be split (plain WARC, whole-file gzip, http)."""


class _WholeFileTracker(OffsetRestrictionTracker):
    """One claim at the start covers the whole file; never splits (records cannot be found
    again from the middle of a plain or whole-file gzip WARC)."""

    def try_split(self, fraction_of_remainder):
        return None

    def check_done(self):
        if self._last_claim_attempt is None and self._range.start != self._range.stop:
            super().check_done()


class _PartRestrictions(beam.transforms.core.RestrictionProvider):
    """Restrictions of a `WarcPart`: its byte range, split further only by dynamic splitting
    (the parts are already `split_bytes` long)."""

    def initial_restriction(self, part: WarcPart) -> OffsetRange:
        if part.plain:
            return _WholeFile(part.start, max(part.stop, part.start + 1))
        if part.splittable:
            return OffsetRange(part.start, part.stop)
        return _WholeFile(0, max(part.size or 0, 1))

    def create_tracker(self, restriction: OffsetRange) -> OffsetRestrictionTracker:
        if isinstance(restriction, _WholeFile):
            return _WholeFileTracker(restriction)
        return OffsetRestrictionTracker(restriction)

    def split(self, part: WarcPart, restriction: OffsetRange):
        yield restriction

    def restriction_size(self, part: WarcPart, restriction: OffsetRange) -> int:
        return restriction.size()


@beam.typehints.with_input_types(WarcPart)
@beam.typehints.with_output_types(WarcOutcome)
class _ReadWarcPartsFn(beam.DoFn):
    """A splittable DoFn: a `WarcPart` -> the outcomes of the records whose gzip member starts
    in its restriction (each member offset claimed before it is read, so that dynamic splits
    fall between records), or of the whole file for an unsplittable part.

    Counters as `_ReadCounters` says, per range: bytes_expected is the range it covered, from the
    first member start at or after the restriction's start to the first one at or after its end.
    """

    def __init__(self, max_payload_bytes: int | None = None):
        self._max_payload_bytes = max_payload_bytes
        self._files = Metrics.counter(NAMESPACE, "warc_files")

    def setup(self) -> None:
        self._counters = _ReadCounters()

    def process(self, part: WarcPart,
                tracker=beam.DoFn.RestrictionParam(_PartRestrictions())) -> Iterator[Any]:
        restriction = tracker.current_restriction()
        if restriction.start == 0:
            self._files.inc()
        if part.plain:
            if tracker.try_claim(restriction.start):
                yield from self._read_plain(part)
            return
        if not part.splittable:
            if tracker.try_claim(restriction.start):
                yield from _read_whole_file(part.path, lambda: open_warc(part.path), part.size,
                                            self._max_payload_bytes, self._counters)
            return
        yield from self._read_range(part, tracker, restriction)

    def _read_range(self, part: WarcPart, tracker, restriction: OffsetRange) -> Iterator[Any]:
        refused = []

        def claim(position: int) -> bool:
            if tracker.try_claim(position):
                return True
            refused.append(position)
            return False

        kwargs = {} if self._max_payload_bytes is None else {"max_payload_bytes": self._max_payload_bytes}
        if part.record_bounds:
            kwargs["known_start"] = part.start
        if part.rest_from is not None and restriction.start == part.start:  # not a range a runner split off
            kwargs["rest_from"] = part.rest_from
        tiling = warc.Tiling(None)
        try:
            stream = open_warc(part.path)
        except Exception as exc:  # noqa: BLE001 - any failure to open is a dead letter
            if claim(restriction.start):
                failure = _file_failure(part.path, restriction.start, "open-error", exc,
                                        restriction.stop)
                yield from self._counters.counted([failure], tiling)
                self._counters.check(part.path, tiling, restriction.stop)
                _report_read_end(part, restriction.stop)
            return
        with stream:
            if part.follows is not None and (changed := _changed_before(stream, part.follows)):
                if claim(restriction.start):
                    failure = warc.Failed(None, None, part.path, restriction.start, "rewritten", changed,
                                          restriction.stop - restriction.start)
                    yield from self._counters.counted([failure], tiling)
                    self._counters.check(part.path, tiling, restriction.stop)
                    tracker.try_claim(restriction.stop)
                    _report_rewritten(part)
                return
            reading = split_reads.RangeRead(stream, part.path, restriction.start, restriction.stop,
                                            claim=claim, size=part.size,
                                            to_end=part.to_end and restriction.stop == part.stop,
                                            current_stop=lambda: tracker.current_restriction().stop, **kwargs)
            yield from self._counters.counted(reading, tiling)
        if not refused:
            tracker.try_claim(tracker.current_restriction().stop)  # read to its end: all done
        begin, end = reading.covered
        if part.size is not None and end > part.size and part.to_end:
            _LOG.info("beam_extract: %s grew from %d to %d bytes after it was listed", part.path, part.size, end)
        if part.record_bounds:
            begin, end = _record_bounds_of(part, restriction.start, tracker.current_restriction().stop, begin, end)
        if tiling.start is None:
            tiling.start = tiling.position = begin
        elif tiling.start != begin:
            tiling.problems.append(f"the first record starts at {tiling.start}, not at {begin}")
        self._counters.check(part.path, tiling, end)
        _report_read_end(part, end)

    def _read_plain(self, part: WarcPart) -> Iterator[Any]:
        """A `WarcPart.plain`'s outcomes, counted and checked to tile [start, stop); a part whose bytes
        before its start changed (`follows`) is one `rewritten` dead letter, an unreadable one an
        `open-error` / `read-error`."""
        kwargs = {} if self._max_payload_bytes is None else {"max_payload_bytes": self._max_payload_bytes}
        tiling = warc.Tiling(part.start)
        try:
            stream = open_warc(part.path)
        except Exception as exc:  # noqa: BLE001 - any failure to open is a dead letter
            yield from self._counters.counted([_file_failure(part.path, part.start, "open-error", exc, part.stop)],
                                              tiling)
            self._counters.check(part.path, tiling, part.stop)
            return
        with stream:
            try:
                if part.follows is not None and (changed := _changed_before(stream, part.follows)):
                    failure = warc.Failed(None, None, part.path, part.start, "rewritten", changed,
                                          part.stop - part.start)
                    yield from self._counters.counted([failure], tiling)
                    _report_rewritten(part)
                else:
                    reading = split_reads.read_plain_range(stream, part.path, part.start, part.stop,
                                                           rest_of=part.rest_of, **kwargs)
                    yield from self._counters.counted(reading, tiling)
            except Exception as exc:  # noqa: BLE001 - the rest of the part is unreadable
                yield from self._counters.counted(
                    [_file_failure(part.path, tiling.position, "read-error", exc, part.stop)], tiling)
        self._counters.check(part.path, tiling, part.stop)


def _record_bounds_of(part: WarcPart, start: int, stop: int, begin: int, end: int) -> tuple[int, int]:
    """The bytes a plain WARC's part (or a range split off it) must have read, given those its
    records covered, [begin, end): from the part's start when the range starts there, to the
    part's stop when it ends there and read a record (a range split off a part's end may hold no
    record start: the part's last record runs over it), but a last part, which reads on to the end
    of the data. The
    parts' bounds are record starts a walk of the whole file claimed (`plan_parts`), so the parts of
    a file cover it exactly once when each covers its own bounds: a part whose records start or end
    elsewhere (the file changed since it was planned) is counted `ranges_untiled` and its bytes put
    the run's balance out, never a record read twice or lost unsaid (2026-12-07)."""
    read = start == part.start or end > begin
    return (part.start if start == part.start else begin,
            part.stop if stop == part.stop and read and not part.to_end else end)


def _changed_before(stream: Any, follows: tuple[int, int]) -> str:
    """Why a followed file's tail must not be read at its offset ('' when it may): the bytes
    before it are not the ones its earlier reads covered (the file was rewritten since its
    window was planned, 2026-12-07: checked again where the tail is read)."""
    offset, check = follows
    try:
        now = crc_before(stream, offset)
    except Exception as exc:  # noqa: BLE001 - shorter now, or unreadable: not the bytes read
        return f"the {FOLLOW_CHECK_BYTES} bytes before offset {offset} cannot be read again ({exc})"
    if now != check:
        return (f"the {FOLLOW_CHECK_BYTES} bytes before offset {offset} are no longer the ones read (CRC-32 "
                f"{now:08x}, read {check:08x}): the file was rewritten, not appended to; not read at the offset")
    return ""


@beam.typehints.with_input_types(WarcPart)
@beam.typehints.with_output_types(WarcOutcome)
class ReadWarcParts(beam.PTransform):
    """`WarcPart`s (`plan_parts`, `range_parts`) -> the outcomes of their records, the parts
    spread over workers first: for a pipeline that plans its own parts (the watch reads the new
    bytes of a growing file as a range)."""

    def __init__(self, *, max_payload_bytes: int | None = None):
        super().__init__()
        self._max_payload_bytes = max_payload_bytes

    def expand(self, parts: beam.PCollection) -> beam.PCollection:
        return (
            parts
            | "SpreadParts" >> beam.Reshuffle()
            | "ReadRecords" >> beam.ParDo(_ReadWarcPartsFn(self._max_payload_bytes))
        )


@beam.typehints.with_output_types(WarcOutcome)
class ReadWarc(beam.PTransform):
    """WARC files -> one outcome per record: `warc.WarcPage`, `warc.Skipped` or `warc.Failed`.

    `pattern_or_paths`: a glob / path / URL, or a list of them, opened through Beam's FileSystems
    (http(s) with urllib). With `listing_prefix`, `pattern_or_paths` is instead a Common Crawl
    `warc.paths` / `warc.paths.gz` listing whose lines are joined to the prefix
    (`https://data.commoncrawl.org/`, `s3://commoncrawl/`, a local folder). What a local glob
    matches that is no readable file comes out by name (`match_local_glob`): a broken symlink as
    an `open-error` dead letter, a folder as a `directory` skip.

    Files are planned into parts (`plan_parts`): a per-record gzip WARC on a seekable filesystem
    in equal ranges of at most `split_bytes` (32 MiB), each reading the records whose gzip
    member starts in it, so that one large file is read by several workers (and a runner that
    splits work dynamically can split a range further, between records); a plain WARC there in
    parts of about that size from one record start to another, found by walking its records once
    (the files are spread over workers before they are planned); a whole-file gzip, an http(s) URL
    or a pipe (read once, never probed) as one part. The parts
    are reshuffled so that they spread over workers and read by a splittable DoFn. (The
    BundleBasedDirectRunner of TestStream pipelines cannot run splittable DoFns: streaming
    pipelines use `ReadWarcFiles`.)

    Feed the outcomes to `ExtractMainContent`, which counts the skipped and dead-letters the failed.
    """

    def __init__(
        self,
        pattern_or_paths: str | Iterable[str],
        *,
        listing_prefix: str | None = None,
        max_payload_bytes: int | None = None,
        split_bytes: int = DEFAULT_SPLIT_BYTES,
    ):
        super().__init__()
        if isinstance(pattern_or_paths, str):
            self._patterns = [pattern_or_paths]
        else:
            self._patterns = list(pattern_or_paths)
        if not self._patterns:
            raise ValueError("ReadWarc needs at least one path, pattern or listing")
        if listing_prefix is not None and len(self._patterns) != 1:
            raise ValueError("with listing_prefix, give exactly one listing file")
        self._listing_prefix = listing_prefix
        self._max_payload_bytes = max_payload_bytes
        self._split_bytes = split_bytes

    def expand(self, pbegin: beam.pvalue.PBegin) -> beam.PCollection:
        if self._listing_prefix is not None:
            files = (
                pbegin
                | "ReadListing" >> beam.io.ReadFromText(self._patterns[0])
                | "ListingToPaths" >> beam.FlatMap(listing_paths, self._listing_prefix)
            )
        else:
            files = self._match(pbegin)
        return (
            files
            # a plain WARC's parts are planned by walking its records: the files spread over
            # workers first, so that the walks of many files run in parallel (2026-12-07)
            | "SpreadFiles" >> beam.Reshuffle()
            | "PlanParts" >> beam.FlatMap(plan_parts, self._split_bytes)
            | "SpreadParts" >> beam.Reshuffle()
            | "ReadRecords" >> beam.ParDo(_ReadWarcPartsFn(self._max_payload_bytes))
        )

    def _match(self, pbegin: beam.pvalue.PBegin) -> beam.PCollection:
        """Globs through FileSystems, local ones by `match_local_glob` (which names what Beam's
        match drops); http(s) URLs (no Beam filesystem, no globbing) as they are."""
        urls = [p for p in self._patterns if p.startswith(("http://", "https://"))]
        local_globs = [p for p in self._patterns if is_local_glob(p)]
        globs = [p for p in self._patterns if p not in urls and p not in local_globs]
        branches = []
        if globs:
            branches.append(pbegin | "Patterns" >> beam.Create(globs) | "Match" >> fileio.MatchAll())
        if local_globs:
            branches.append(pbegin | "LocalGlobs" >> beam.Create(local_globs)
                            | "MatchLocal" >> beam.FlatMap(match_local_glob))
        if urls:
            branches.append(pbegin | "Urls" >> beam.Create(urls))
        return branches[0] if len(branches) == 1 else tuple(branches) | "AllFiles" >> beam.Flatten()


@beam.typehints.with_input_types(WarcFile)
@beam.typehints.with_output_types(WarcOutcome)
class ReadWarcFiles(beam.PTransform):
    """A PCollection of WARC files (paths/URLs, `FileMetadata` or `fileio.ReadableFile`) -> the
    outcome of every record in them (`warc.WarcPage` / `warc.Skipped` / `warc.Failed`).

    The building block of `ReadWarc`, for pipelines that find their files themselves (e.g. by
    watching a folder). Paths are opened uncompressed through FileSystems, http(s) with urllib.
    """

    def __init__(self, *, max_payload_bytes: int | None = None):
        super().__init__()
        self._max_payload_bytes = max_payload_bytes

    def expand(self, files: beam.PCollection) -> beam.PCollection:
        return files | "ReadRecords" >> beam.ParDo(_ReadWarcRecordsFn(self._max_payload_bytes))
