"""Beam transforms: WARC files in, document rows and dead letters out, written as Parquet/JSONL/text.

In:  file patterns / paths / a Common Crawl `warc.paths(.gz)` listing (`ReadWarc`), or a
     PCollection of `(url, html)` pairs.
Out: document rows (`rows.DOCUMENT_SCHEMA`) and dead-letter rows (`rows.DEAD_LETTER_SCHEMA`).

    outcomes = p | ReadWarc("crawl/*.warc.gz")          # WarcPage | Skipped | Failed
    result = outcomes | ExtractMainContent()             # .documents, .failed
    result.documents | WriteDocuments("out/docs", format="parquet")
    result.failed | WriteDeadLetters("out/docs")

Element types (declared on each transform, checked by Beam when the pipeline is built):
`ReadWarc` / `ReadWarcFiles` -> `WarcOutcome`; `ExtractMainContent` takes `ExtractInput`
(`WarcOutcome` or an `(url, html)` pair) and gives `Row`s on both outputs; the writers take `Row`s
and give the names of the files written.

This layer knows nothing of HTML: it calls `warc.iter_records` and `extractor.extract`. Nothing
here groups, windows or keeps state, so the same transforms run in batch and streaming pipelines
(window the outputs before writing in streaming).

Accounting (Beam counters, namespace "beam_extract"): every element reaching
`ExtractMainContent` counts as `read`, and ends in exactly one of `emitted`, `skipped` (+
`skipped_<reason>`) or `failed` (+ `failed_<reason>`), so read == emitted + skipped + failed.
"""
from __future__ import annotations

import io
import logging
import os
import resource
import stat
import sys
import time
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any


def drop_apitools_warning(record: logging.LogRecord) -> bool:
    """Logging filter: False for Beam's import-time "apitools not found" warning, True for all else.

    apache_beam logs it on the root logger at import whenever its gcp extra is absent (it concerns
    only BigQuery); the filter goes on before the first `import apache_beam` (here and in
    pipelines/__init__.py).
    """
    return not (record.name == "root" and str(record.msg).startswith("apitools not found"))


logging.getLogger().addFilter(drop_apitools_warning)

import itertools
import re

import apache_beam as beam
import pyarrow as pa
from apache_beam.coders import coders
from apache_beam.io import filebasedsink, fileio, iobase
from apache_beam.io.filesystem import CompressionTypes, FileMetadata, FileSystem
from apache_beam.io.filesystems import FileSystems
from apache_beam.io.restriction_trackers import OffsetRange, OffsetRestrictionTracker
from apache_beam.metrics import Metrics

from . import remote, rows, speedups, warc
from .document import valid_unicode
from .extractor import extract
from .options import ExtractOptions, FramesOnly, NotHtml, PageTooLarge
from .page_thread import PageThread
from .time_guard import PageTimeout, TimeGuard

NAMESPACE = "beam_extract"
FORMATS = ("parquet", "jsonl", "jsonl.gz", "text")
FORMAT_SUFFIXES = {"parquet": ".parquet", "jsonl": ".jsonl", "jsonl.gz": ".jsonl.gz", "text": ".txt"}
# Per-page time budget (chosen 2026-11-30, not tuned): the slowest development page takes ~0.2 s,
# the 20 MiB size cap's worst parse a few seconds; 30 s only stops pages that would never end.
DEFAULT_TIMEOUT_S = 30.0
PROGRESS_EVERY = 1000  # a progress log line per this many pages per worker (a few a minute at ~100 pages/s)

# The element types between the transforms, declared on them (`with_input_types` /
# `with_output_types`) so that Beam checks each wiring when the pipeline is built: a PCollection
# of another type fails there with a TypeCheckError instead of dead-lettering every element at
# run time (Beam converts these builtin generics and `|` unions to its own type hints).
WarcOutcome = warc.WarcPage | warc.Skipped | warc.Failed  # one per record: ReadWarc's output
HtmlPair = tuple[str | None, str | bytes]  # (url, html): a page from elsewhere than a WARC
ExtractInput = WarcOutcome | HtmlPair  # what ExtractMainContent takes
Row = dict[str, Any]  # a document row (rows.DOCUMENT_SCHEMA) or a dead letter (rows.DEAD_LETTER_SCHEMA)
WarcFile = str | FileMetadata | fileio.ReadableFile  # a path/URL, or a file Beam matched

_LOG = logging.getLogger(__name__)


# --- reading ----------------------------------------------------------------------------------

def listing_paths(line: str, prefix: str) -> list[str]:
    """One line of a `warc.paths` listing -> the WARC path to read ([] for blank/comment lines).

    A line that already carries a scheme (`s3://...`) is taken as is; otherwise it is joined to the
    prefix with exactly one `/` between them.
    """
    line = line.strip()
    if not line or line.startswith("#"):
        return []
    if "://" in line or not prefix:
        return [line]
    if prefix.endswith("/") or line.startswith("/"):
        return [prefix + line]
    return [prefix + "/" + line]


_WILDCARDS = re.compile(r"[*?\[]")
CROSSING_WILDCARDS = re.compile(r"\*\*|[?\[]")  # Beam's wildcards that can match a `/`


def is_local_glob(pattern: str) -> bool:
    """A pattern with wildcards (or a folder's `/`) on the local filesystem (no scheme: gs:// and s3:// hold no symlinks
    nor folders, and Beam's match of them is kept)."""
    return "://" not in pattern and (pattern.endswith("/") or bool(_WILDCARDS.search(pattern)))


def match_local_glob(pattern: str) -> Iterator[FileMetadata | str]:
    """Every entry a local glob matches: a file as the `FileMetadata` Beam's match gives it, and
    an entry that cannot be read as a file (a broken symlink, one whose stat fails, a folder) as
    its bare path, which the reader turns into a named outcome (an `open-error` dead letter with
    the OS error; a `directory` skip).

    Beam's local match (LocalFileSystem._list, Beam 2.77) walks the same tree but drops such
    entries without a word, so a file the user pointed at vanished from the run (2026-12-03).
    This walk finds the paths Beam's finds, with one stat per matching entry (Beam's: two per
    file of the tree); without a wildcard that crosses a `/` it walks only as deep as the pattern.
    A folder the walk must look into that cannot be listed (no permission, an I/O error) comes as
    its bare path too: the names in it are unknown, and reading it names the listing's error (an
    `open-error`), where it was only logged (2026-12-03)."""
    if pattern.endswith("/"):
        pattern += "*"
    names = re.compile(FileSystem.translate_pattern(pattern))
    root = os.path.dirname(_WILDCARDS.split(pattern, 1)[0])
    if not os.path.exists(root):
        return
    depth = None if CROSSING_WILDCARDS.search(pattern) else pattern.count("/")

    unlisted: list[str] = []

    def note_unlisted(exc: OSError) -> None:
        _LOG.warning("beam_extract: cannot list %s (%s): files in it matching %s are not read",
                     exc.filename, exc, pattern)
        if exc.filename is not None:
            unlisted.append(os.fsdecode(exc.filename))

    named: set[str] = set()  # folders yielded as matches: one that cannot be listed is not named twice
    for folder, folders, files in os.walk(root, onerror=note_unlisted):
        while unlisted:
            path = unlisted.pop()
            if path not in named:
                yield path
        for name in folders + files:
            path = os.path.join(folder, name)
            if names.match(path):
                entry = _matched_entry(path)
                if isinstance(entry, str):
                    named.add(entry)
                yield entry
        if depth is not None:
            folders[:] = [name for name in folders if os.path.join(folder, name).count("/") < depth]


def _matched_entry(path: str) -> FileMetadata | str:
    try:
        status = os.stat(path)
    except OSError:  # a broken symlink, or no permission to look: opening it names the error
        return path
    if stat.S_ISDIR(status.st_mode):
        return path
    return FileMetadata(path, status.st_size, status.st_mtime)


def open_warc(path: str, **http_options: Any):
    """A readable binary stream of the raw (still gzip-compressed) WARC file.

    http(s) URLs are streamed by `remote.open_url` (Beam has no HTTP filesystem), which resumes a
    dropped download with Range requests (`http_options`: retries, backoff_s, timeout_s);
    everything else goes through Beam's FileSystems (local, gs://, s3:// with the matching extra
    installed), without decompression so record offsets are offsets in the file as stored.
    """
    if path.startswith(("http://", "https://")):
        return remote.open_url(path, **http_options)
    if _is_local_fifo(path):
        return _open_fifo(path)
    return FileSystems.open(path, compression_type=CompressionTypes.UNCOMPRESSED)


def _is_local_fifo(path: str) -> bool:
    if "://" in path:
        return False
    try:
        return stat.S_ISFIFO(os.stat(path).st_mode)
    except OSError:  # gone or unreadable: opening it reports that
        return False


def _open_fifo(path: str) -> io.BufferedReader:
    """A FIFO opened for reading without waiting for a writer: open(2) waits until one comes, so
    a named pipe left in an input folder hung the run (2026-12-03). One that no process writes to
    raises OSError (an open-error dead letter); a pipe being written to (`/dev/stdin`, a shell's
    `<(...)`) is read as before, its first bytes included."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        first = os.read(fd, 1 << 16)
    except BlockingIOError:  # a writer, no bytes yet
        first = None
    except BaseException:
        os.close(fd)
        raise
    if first == b"":  # no writer, and no bytes left by one: nothing will come
        os.close(fd)
        raise OSError(f"{path} is a FIFO with no writer and no bytes in it")
    os.set_blocking(fd, True)
    return io.BufferedReader(_Prefixed(first or b"", io.FileIO(fd, "rb")))


class _Prefixed(io.RawIOBase):
    """`head`, then the rest of `stream`."""

    def __init__(self, head: bytes, stream: io.RawIOBase):
        self._head, self._stream = head, stream

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        if self._head:
            size = min(len(buffer), len(self._head))
            buffer[:size], self._head = self._head[:size], self._head[size:]
            return size
        return self._stream.readinto(buffer)

    def close(self) -> None:
        self._stream.close()
        super().close()


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


@dataclass(frozen=True)
class WarcPart:
    """One unit of reading: bytes [start, stop) of a WARC file. `splittable`: the file is gzip
    per record and seekable, so the part reads the members starting in it (`warc.RangeRead`);
    otherwise the part is the whole file, read front to back by one worker."""

    path: str
    size: int | None
    start: int
    stop: int
    splittable: bool


def plan_parts(item: Any, split_bytes: int = DEFAULT_SPLIT_BYTES) -> list[WarcPart]:
    """A WARC file (path, FileMetadata or ReadableFile) -> the parts to read it in: equal ranges
    of at most `split_bytes` for a per-record gzip file on a seekable filesystem, else the whole
    file (a pipe: one part of unknown size, not opened here)."""
    path, opener, size = _file_of(item)
    if _is_local_stream(path):  # not opened here: what a probe reads is gone for the reading step
        return [WarcPart(path, None, 0, 0, False)]
    splittable = False
    if not path.startswith(("http://", "https://")):
        try:
            if size is None:
                size = _size_of(path, None)
            with opener() as stream:
                splittable = size is not None and warc.is_per_record_gzip(stream) and \
                    _seekable(stream)
        except Exception:  # noqa: BLE001 - the reading step reports what is wrong with it
            splittable = False
    if not splittable:
        return [WarcPart(path, size, 0, size or 0, False)]
    count = max(1, -(-size // max(1, split_bytes)))
    bounds = [size * i // count for i in range(count + 1)]
    return [WarcPart(path, size, start, stop, True) for start, stop in itertools.pairwise(bounds)]


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
        tiling = warc.Tiling(None)
        try:
            stream = open_warc(part.path)
        except Exception as exc:  # noqa: BLE001 - any failure to open is a dead letter
            if claim(restriction.start):
                failure = _file_failure(part.path, restriction.start, "open-error", exc,
                                        restriction.stop)
                yield from self._counters.counted([failure], tiling)
                self._counters.check(part.path, tiling, restriction.stop)
            return
        with stream:
            reading = warc.RangeRead(stream, part.path, restriction.start, restriction.stop,
                                     claim=claim, size=part.size, **kwargs)
            yield from self._counters.counted(reading, tiling)
        if not refused:
            tracker.try_claim(tracker.current_restriction().stop)  # read to its end: all done
        begin, end = reading.covered
        if tiling.start is None:
            tiling.start = tiling.position = begin
        elif tiling.start != begin:
            tiling.problems.append(f"the first record starts at {tiling.start}, not at {begin}")
        self._counters.check(part.path, tiling, end)


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
    splits work dynamically can split a range further, between records); a plain WARC, a
    whole-file gzip, an http(s) URL or a pipe (read once, never probed) as one part. The parts
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


# --- extracting -------------------------------------------------------------------------------

class _Accounting:
    """Beam counters for one DoFn instance, created once per name."""

    def __init__(self):
        self._counters: dict[str, Any] = {}
        self.read = self.emitted = self.skipped = self.failed = 0

    def inc(self, name: str) -> None:
        counter = self._counters.get(name)
        if counter is None:
            counter = self._counters[name] = Metrics.counter(NAMESPACE, name)
        counter.inc()

    def count_read(self) -> None:
        self.read += 1
        self.inc("read")

    def count_emitted(self) -> None:
        self.emitted += 1
        self.inc("emitted")

    def count_skipped(self, reason: str) -> None:
        self.skipped += 1
        self.inc("skipped")
        self.inc(f"skipped_{reason}")

    def count_failed(self, reason: str) -> None:
        self.failed += 1
        self.inc("failed")
        self.inc(f"failed_{reason}")


def warn_if_pure_python() -> bool:
    """Log a warning, once per process, when the extractor runs on the pure-Python twins of the C
    speedups (about 1.5x slower): a worker that installed the staged sdist without a C compiler
    (or whose compile failed) installs fine, and pip hides the build's own warning. True if logged."""
    global _PURE_PYTHON_SAID
    if speedups.pure_reason is None or _PURE_PYTHON_SAID:
        return False
    _PURE_PYTHON_SAID = True
    _LOG.warning("beam_extract: the C speedups are not in use in this process (%s); extracting with the "
                 "pure-Python twins, the same documents about 1.5x slower", speedups.pure_reason)
    return True


_PURE_PYTHON_SAID = False

_WARM_UP_PAGE = (
    "<html><head><title>Warm-up</title></head><body><main><p>This short paragraph of plain English "
    "text loads whatever the extractor loads on first use.</p></main></body></html>"
)


@beam.typehints.with_input_types(ExtractInput)
@beam.typehints.with_output_types(Row, failed=Row)
class _ExtractFn(beam.DoFn):
    """One input (WarcPage / Skipped / Failed / (url, html)) -> zero or one document row.

    Main output: document rows. Tagged output "failed": dead-letter rows.
    """

    FAILED = "failed"

    def __init__(self, options: ExtractOptions, timeout_s: float | None, progress_every: int):
        # the content HTML is serialised only when the row carries it (ROW_OMITS leaves it out)
        self._options = replace(options, content_html="html" not in rows.ROW_OMITS)
        self._timeout_s = timeout_s
        self._progress_every = progress_every

    def setup(self) -> None:
        self._guard = TimeGuard(self._timeout_s)
        self._pages = PageThread()
        self._tally = _Accounting()
        warn_if_pure_python()
        self._warm_up()
        self._started = time.monotonic()

    def _warm_up(self) -> None:
        """Run one tiny page through the extractor outside the time guard, so that models loaded
        on first use (language identification) load here and not inside the first page's budget
        (on the page thread, as every page: Beam's own threads parse nothing)."""
        try:
            self._pages.call(self._warm_up_page, size=len(_WARM_UP_PAGE))
        except Exception:  # noqa: BLE001 - a failing warm-up shows again, accounted, on real pages
            _LOG.warning("beam_extract: extractor warm-up failed", exc_info=True)

    def _warm_up_page(self) -> None:
        extract(_WARM_UP_PAGE, "https://warm-up.invalid/", options=self._options)

    def teardown(self) -> None:
        self._pages.close()
        self._guard.close()

    def process(self, element: Any) -> Iterator[Any]:
        tally = self._tally
        tally.count_read()
        if tally.read % self._progress_every == 0:
            self._log_progress()
        kind, reason, row = self._outcome(element)
        if kind == _EMITTED:
            tally.count_emitted()
            yield row
        elif kind == _SKIPPED:
            tally.count_skipped(reason)
        else:
            tally.count_failed(reason)
            yield beam.pvalue.TaggedOutput(self.FAILED, row)

    def _outcome(self, element: Any) -> tuple[str, str | None, dict | None]:
        """(kind, reason, row) of one input, never raising: any exception in this step, and any
        row a coder or writer could not take, ends as a dead letter here, inside the guard."""
        try:
            kind, reason, row = self._judge(element)
            if kind == _EMITTED:
                row = encodable_document_row(row)
            elif kind == _FAILED:
                row = encodable_dead_letter(row)
            return kind, reason, row
        except UnencodableRow as exc:
            page, url, _, _ = _unpack(element)
            return _FAILED, "unencodable-row", encodable_dead_letter(_dead_letter(page, url, "unencodable-row", str(exc)))
        except Exception as exc:  # noqa: BLE001 - the step's own failure, still one outcome
            return _FAILED, "extract-step-error", _last_resort_dead_letter(element, exc)

    def _judge(self, element: Any) -> tuple[str, str | None, dict | None]:
        if isinstance(element, warc.Skipped):
            return _SKIPPED, element.reason, None
        if isinstance(element, warc.Failed):
            return _FAILED, element.reason, _dead_letter_from_outcome(element)
        page, url, html, charset = _unpack(element)
        if html is None:
            error = f"cannot extract from {type(element).__name__}"
            return _FAILED, "unsupported-input", rows.dead_letter_row(reason="unsupported-input", error=error)
        row, reason, error = self._extract_row(page, url, html, charset)
        if row is not None:
            return _EMITTED, None, row
        if error is None:
            return _SKIPPED, reason, None
        return _FAILED, reason, _dead_letter(page, url, reason, error)

    def _extract_row(self, page, url, html, charset) -> tuple[dict | None, str | None, str | None]:
        """(row, None, None) | (None, skip reason, None) | (None, failure reason, error message),
        from the page thread (`page_thread.PageThread`)."""
        return self._pages.call(self._extract_row_here, page, url, html, charset, size=len(html))

    def _extract_row_here(self, page, url, html, charset) -> tuple[dict | None, str | None, str | None]:
        try:
            with self._guard:
                doc = extract(html, url, charset=charset, options=self._options)
                if doc is None:
                    return None, "no-content", None
                return rows.document_row(doc, page, url=url), None, None
        except PageTooLarge:
            return None, "too-large", None
        except FramesOnly:
            return None, "frames-only", None
        except NotHtml:
            return None, "not-html", None
        except PageTimeout:
            return None, "timeout", f"page took longer than {self._timeout_s} s to extract"
        except Exception as exc:  # noqa: BLE001 - one bad page must not kill the bundle
            return None, type(exc).__name__, str(exc) or repr(exc)

    def _log_progress(self) -> None:
        t = self._tally
        elapsed = max(time.monotonic() - self._started, 1e-9)
        _LOG.info(
            "beam_extract: %d records read by this worker (%d emitted, %d skipped, %d failed), %.0f records/s, "
            "peak memory %.0f MB",
            t.read, t.emitted, t.skipped, t.failed, t.read / elapsed, _peak_rss_mb(),
        )


def _peak_rss_mb() -> float:
    """This process's peak resident memory (Linux reports KiB, macOS bytes)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def _unpack(element: Any) -> tuple[Any, str | None, str | bytes | None, str | None]:
    """(page, url, html, charset hint) of a WarcPage or a (url, html) pair; html None if neither."""
    if isinstance(element, warc.WarcPage):
        return element, element.url, element.payload, element.charset_hint
    if isinstance(element, (tuple, list)) and len(element) == 2 and isinstance(element[1], (str, bytes)):
        url = element[0] if isinstance(element[0], str) else None
        return None, url, element[1], None
    return None, None, None, None


_EMITTED, _SKIPPED, _FAILED = "emitted", "skipped", "failed"


class UnencodableRow(ValueError):
    """A row that Beam's coders or the writers could not take (wrong type, missing field)."""


def _python_types(type_: pa.DataType) -> tuple[tuple[type, ...], bool]:
    """(the Python types a value of this Arrow type may have, whether bool is refused among them)."""
    if pa.types.is_string(type_):
        return (str,), False
    if pa.types.is_boolean(type_):
        return (bool,), False
    if pa.types.is_integer(type_):
        return (int,), True
    if pa.types.is_floating(type_):
        return (int, float), True
    if pa.types.is_timestamp(type_):
        return (datetime,), False
    return (), False


# Each document field's check, worked out once from the schema (name, nullable, accepted Python
# types, bool refused, its type for messages): asking pyarrow per field and row took about as
# long as building the row (measured 2026-11-30 on the 400 rows of the WCXB WARC, CPU seconds per
# pass, best of 5 on a loaded machine: 0.010-0.019 with pyarrow's type tests, 0.003-0.010 with
# these; an ASCII string skips the UTF-8 trial encoding that finds lone surrogates).
_DOCUMENT_CHECKS = tuple(
    (field.name, field.nullable, *_python_types(field.type), field.type) for field in rows.DOCUMENT_SCHEMA
)
_DOCUMENT_FIELD_SET = frozenset(rows.DOCUMENT_FIELDS)


def encodable_document_row(row: dict) -> dict:
    """The row as every coder and writer takes it: text fields valid Unicode (lone surrogates
    replaced), every field of `rows.DOCUMENT_SCHEMA` present with a value of its type.

    The extractor is meant to hand over clean fields; this layer does not rely on it, because a
    row a coder rejects fails outside any DoFn's guard and takes the whole run down.
    Raises `UnencodableRow` for a row that cannot be repaired.
    """
    if row.keys() != _DOCUMENT_FIELD_SET:
        missing, extra = _DOCUMENT_FIELD_SET - set(row), set(row) - _DOCUMENT_FIELD_SET
        raise UnencodableRow(f"row fields differ from the schema: missing {sorted(missing)}, extra {sorted(extra)}")
    fixed = {}
    for name, nullable, accepted, refuses_bool, type_ in _DOCUMENT_CHECKS:
        value = row[name]
        if value is None:
            if not nullable:
                raise UnencodableRow(f"field {name!r} is null")
        elif not isinstance(value, accepted) or (refuses_bool and isinstance(value, bool)):
            raise UnencodableRow(f"field {name!r} holds {type(value).__name__}, not {type_}")
        elif isinstance(value, str) and not value.isascii():  # ASCII holds no surrogate
            value = valid_unicode(value)
        fixed[name] = value
    return fixed


def encodable_dead_letter(row: dict) -> dict:
    """A dead letter that always encodes: text fields as valid Unicode strings, the offset an int."""
    fixed = {}
    for field in rows.DEAD_LETTER_SCHEMA:
        value = row.get(field.name)
        if field.name in ("warc_offset", "warc_length"):
            value = value if isinstance(value, int) and not isinstance(value, bool) else None
        elif value is not None:
            value = valid_unicode(value if isinstance(value, str) else repr(value))
        fixed[field.name] = value
    if fixed["reason"] is None:
        fixed["reason"] = "unknown"
    return fixed


def _last_resort_dead_letter(element: Any, exc: Exception) -> dict:
    """A dead letter built from nothing that can raise again: the element's attributes, if any."""
    def text(name: str) -> Any:
        try:
            return getattr(element, name, None)
        except Exception:  # noqa: BLE001 - a broken element's attributes are left out
            return None

    try:
        error = f"{type(exc).__name__}: {exc}"
    except Exception:  # noqa: BLE001 - an exception whose str() raises
        error = type(exc).__name__
    return encodable_dead_letter({
        "warc_file": text("warc_file"), "warc_offset": text("warc_offset"), "warc_length": text("warc_length"),
        "record_id": text("record_id"), "url": text("url"), "reason": "extract-step-error", "error": error,
    })


def _dead_letter_from_outcome(failed: Any) -> dict:
    return rows.dead_letter_row(
        warc_file=failed.warc_file,
        warc_offset=failed.warc_offset,
        warc_length=getattr(failed, "warc_length", None),
        record_id=failed.record_id,
        url=failed.url,
        reason=failed.reason,
        error=failed.error,
    )


def _dead_letter(page: Any, url: str | None, reason: str, error: str) -> dict:
    return rows.dead_letter_row(
        warc_file=getattr(page, "warc_file", None),
        warc_offset=getattr(page, "warc_offset", None),
        warc_length=getattr(page, "warc_length", None),
        record_id=getattr(page, "record_id", None),
        url=url,
        reason=reason,
        error=error,
    )


@beam.typehints.with_input_types(ExtractInput)
class ExtractMainContent(beam.PTransform):
    """Records -> main-content document rows (zero or one per record) and dead letters.

    Input elements: `warc.WarcPage` (extracted), `warc.Skipped` (counted as skipped by reason),
    `warc.Failed` (dead-lettered), or `(url, html)` pairs with html as str or bytes.
    Output: a tagged result; `.documents` holds rows as in `rows.DOCUMENT_SCHEMA`, `.failed`
    dead-letter rows as in `rows.DEAD_LETTER_SCHEMA`.

    `options` and keyword overrides (e.g. `markdown=False`, `max_bytes=...`): extractor settings
    as `extract()` takes them, in one `ExtractOptions`; its `max_bytes` is the size cap (pages
    over it are skipped as `too-large` before parsing; give the same cap to `ReadWarc`).
    `timeout_s`: per-page time budget; a page over it is
    interrupted (see `time_guard.TimeGuard`) and dead-lettered with reason `timeout`; None disables it.
    No state and no windowing: the transform runs unchanged in batch and streaming.
    Rows leave the step encodable (`encodable_document_row`: lone surrogates replaced, types
    checked) and any exception in the step is a dead letter, so no input can fail a bundle.
    """

    def __init__(
        self,
        options: ExtractOptions | None = None,
        *,
        timeout_s: float | None = DEFAULT_TIMEOUT_S,
        progress_every: int = PROGRESS_EVERY,
        **overrides: Any,
    ):
        super().__init__()
        self._options = ExtractOptions.build(options, **overrides)
        self._timeout_s = timeout_s
        self._progress_every = max(1, progress_every)

    def expand(self, records: beam.PCollection) -> beam.pvalue.DoOutputsTuple:
        return records | "Extract" >> beam.ParDo(
            _ExtractFn(self._options, self._timeout_s, self._progress_every)
        ).with_outputs(_ExtractFn.FAILED, main="documents")


# --- writing ----------------------------------------------------------------------------------

# gzip level of `jsonl.gz` documents. Beam's own compressed writer fixes it at 6, which took 14% of
# the extraction's CPU on the WCXB WARC. Measured 2026-11-30 on its 400 rows (11.3 MB of JSONL),
# seconds to compress / bytes against 6's: level 1 0.19 s / +24%, 2 0.26 s / +17%, 3 0.25 s / +13%,
# 4 0.33 s / +6%, 5 0.57 s / +2%, 6 0.72 s. 4 keeps most of 6's size for under half its time.
JSONL_GZIP_LEVEL = 4


class _GzipStream:
    """A write-only gzip stream at a chosen level over a raw file: one gzip member, written as
    Beam's compressed writer writes it (zlib's gzip wrapper), only the level differs."""

    def __init__(self, raw: Any, level: int):
        self._raw = raw
        self._compressor = zlib.compressobj(level, zlib.DEFLATED, zlib.MAX_WBITS | 16)

    def write(self, data: bytes) -> None:
        compressed = self._compressor.compress(data)
        if compressed:
            self._raw.write(compressed)

    def close(self) -> None:
        self._raw.write(self._compressor.flush())
        self._raw.close()


class _GzipLinesSink(filebasedsink.FileBasedSink):
    """Lines (str) -> gzip-compressed text shards at `level`, one line per element (as
    `WriteToText` writes them, with its shard names; Beam's writer offers no level)."""

    def __init__(self, prefix: str, suffix: str, num_shards: int, level: int, shard_name_template: str | None):
        super().__init__(
            prefix, coder=coders.ToBytesCoder(), file_name_suffix=suffix, num_shards=num_shards,
            shard_name_template=shard_name_template, mime_type="text/plain",
            compression_type=CompressionTypes.UNCOMPRESSED,
        )
        self._level = level

    def open(self, temp_path: str) -> _GzipStream:
        return _GzipStream(super().open(temp_path), self._level)

    def write_encoded_record(self, file_handle: _GzipStream, encoded_value: bytes) -> None:
        file_handle.write(encoded_value + b"\n")  # one compressor call per line


@beam.typehints.with_input_types(Row)
@beam.typehints.with_output_types(str)
class WriteDocuments(beam.PTransform):
    """Document rows -> files `PREFIX-SSSSS-of-NNNNN.<suffix>`; returns the written file names.

    format: `parquet` (Arrow `rows.DOCUMENT_SCHEMA`, zstd), `jsonl` / `jsonl.gz` (one JSON object
    per line, `date` as ISO 8601), `text` (`.txt`: one document's plain text per line, with
    backslashes, newlines and other line breaks escaped as `rows.text_line` describes;
    `rows.parse_text_line` undoes it). `jsonl.gz` is compressed at `gzip_level` (JSONL_GZIP_LEVEL).
    num_shards=0 lets the runner choose (no grouping); a fixed count makes the runner group all
    rows before writing, which holds them in memory on the local runners.
    Parquet rows are buffered per shard until `row_group_buffer_size` bytes (Arrow size) make a
    row group: 16 MiB (Beam's default is 64 MiB) keeps a writer's memory small and flat.
    """

    def __init__(
        self,
        prefix: str,
        format: str = "parquet",  # noqa: A002 - the user-facing name
        num_shards: int = 0,
        *,
        record_batch_size: int = 100,
        row_group_buffer_size: int = 16 * 1024 * 1024,
        gzip_level: int = JSONL_GZIP_LEVEL,
    ):
        super().__init__()
        if format not in FORMATS:
            raise ValueError(f"unknown format {format!r}; choose one of {', '.join(FORMATS)}")
        self._prefix = prefix
        self._format = format
        self._num_shards = num_shards
        self._record_batch_size = record_batch_size
        self._row_group_buffer_size = row_group_buffer_size
        if not 0 <= gzip_level <= 9:
            raise ValueError(f"gzip_level must be 0..9, not {gzip_level!r}")
        self._gzip_level = gzip_level

    def expand(self, documents: beam.PCollection) -> beam.PCollection:
        suffix = FORMAT_SUFFIXES[self._format]
        if self._format == "parquet":
            return documents | "WriteParquet" >> beam.io.WriteToParquet(
                self._prefix,
                schema=rows.DOCUMENT_SCHEMA,
                file_name_suffix=suffix,
                codec="zstd",
                record_batch_size=self._record_batch_size,
                row_group_buffer_size=self._row_group_buffer_size,
                num_shards=self._num_shards,
            )
        to_line = rows.text_line if self._format == "text" else rows.row_to_json
        lines = documents | "ToLines" >> beam.Map(to_line)
        if self._format == "jsonl.gz":
            # Shard names as WriteToText names them: windowed ones for an unbounded input.
            template = (filebasedsink.DEFAULT_SHARD_NAME_TEMPLATE if documents.is_bounded
                        else filebasedsink.DEFAULT_WINDOW_SHARD_NAME_TEMPLATE)
            sink = _GzipLinesSink(self._prefix, suffix, self._num_shards, self._gzip_level, template)
            return lines | "WriteLines" >> iobase.Write(sink)
        return lines | "WriteLines" >> beam.io.WriteToText(self._prefix, file_name_suffix=suffix, num_shards=self._num_shards)


@beam.typehints.with_input_types(Row)
@beam.typehints.with_output_types(str)
class WriteDeadLetters(beam.PTransform):
    """Dead-letter rows -> `PREFIX.errors-SSSSS-of-NNNNN.jsonl` (one JSON object per line)."""

    def __init__(self, prefix: str):
        super().__init__()
        self._prefix = prefix

    def expand(self, failed: beam.PCollection) -> beam.PCollection:
        return (
            failed
            | "ToJson" >> beam.Map(rows.row_to_json)
            | "WriteErrors" >> beam.io.WriteToText(self._prefix + ".errors", file_name_suffix=".jsonl")
        )
