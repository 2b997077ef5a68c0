"""Watch: WARC files landing under a glob in, each window's documents committed under an output prefix.

In:  --input: glob(s) (`incoming/*.warc.gz`, `gs://bucket/crawl/*.warc.gz`) polled every
     --watch_interval_seconds with Beam's FileSystems.match; each record of a matching file is
     read once, also from a file still being written (below).
Out: --output is a file PREFIX (local, gs://, s3://), as in the batch pipeline: every file is
     named PREFIX... in PREFIX's folder. For each window of --window_seconds (aligned to the
     epoch, like Beam's FixedWindows, on the time a file was found) that found files:
     PREFIX.window-<start>-<end>-SSSSS-of-NNNNN.<suffix>      the window's documents (--format, JSONL by default)
     PREFIX.window-<start>-<end>.errors-SSSSS-of-NNNNN.jsonl  its dead letters
     PREFIX.window-<start>-<end>.summary.json                 its counts and files; written LAST
     PREFIX.window-<start>-<end>.staging/    (local prefixes) the window's shards while Beam writes them,
                                             renamed into place before the summary (run_output.staging_prefix),
                                             with `moved.json` naming them; removed after the summary
     PREFIX.ledger-window-<start>-<end>.json   the window's files in the ledger of files done, each
                                               with the size read (about 170 bytes a file), written
                                               after its summary
     PREFIX.ledger-<first window>--<last window>.json   ledger parts merged (Ledger: by size tiers)
     PREFIX.summary.json   when the watch stops: the sum of the windows this run committed
     PREFIX.watch-state.json   the window whose commit is under way (if any) and the ledger's parts:
                               what a restart looks at (RestartState), rewritten twice a window

    beam-extract watch --input 'incoming/*.warc.gz' --output out/live/docs \\
        --watch_interval_seconds 10 --window_seconds 60

How it works, and why not a Beam streaming pipeline: a small driver loop polls the pattern, collects
the new files (and grown files' tails) of the current window, and when the window closes runs ONE
BOUNDED batch Beam pipeline over them (ReadWarcParts -> ExtractMainContent -> WriteDocuments /
WriteDeadLetters, the batch pipeline's transforms) on whatever runner the options name (the local FnApiRunner by
default; `--runner PortableRunner --job_endpoint localhost:N --environment_type LOOPBACK` for a
job service). The window's summary is written after its documents, so a window is committed
exactly when its `.summary.json` exists; its files then go into the ledger, as a part of their
own. The end summary adds up running totals of the window summaries: no metrics query over a
long-lived job. Windows that found nothing run no pipeline and write nothing (one that found only
changes of files done to name writes its summary alone). Beam 2.77's local
streaming mode (MatchContinuously, a first-seen filter, FixedWindows, fileio.WriteToFiles on the
FnApiRunner) could not do this: it grew about 20 MB/s over an empty folder, finalised window files
only when the watch ended, and its metrics took longer to read the longer it ran (through the
PortableRunner they broke the local job service with "maximum recursion depth exceeded"); and the
BundleBasedDirectRunner, Beam's other local streaming runner, cannot run splittable DoFns, which
MatchContinuously is built on.

Files already matching when the watch starts are read too (the backlog), then each new one, up to
the size its listing gave. A file still being written is followed as it grows: when a later poll
lists a file done with a larger size, the window open then reads only what was appended, the
records whose gzip member starts in [size read, size now) (a split read, as the batch pipeline
reads the parts of a large file), and the ledger takes the new size; so each record is read once,
by the window after the poll that saw it written. A window summary's `files` gives each file's
size read up to, `tails` the offset a grown file's read began at, `file_checks` the check below,
`files_held_back` the files whose cut last member waits, `files_read_to` where the read ended of
the files with a member over the size the close could not tell whole, `files_record_over` the plain
files whose last record was read cut (below).
The cases, decided 2026-12-06 (the cut member's wait and the check in the read 2026-12-07):
- followed: WARC files gzip per record (as crawlers write them), plain `.warc` (below), or `.warc.zst` (a zstd frame a
  record, 2026-12-07: its frames walked by their headers from the file's start, `split_reads.
  first_frame_from`; a frame cut at the listed size held as a cut gzip member is), local or remote (gs://, s3://:
  their listing gives sizes; an object rewritten whole with more records after the same bytes is
  followed too), whose bytes already read are still there (an append): the CRC-32 of the 4 KiB
  before the size read (CHECK_BYTES), kept in the ledger, must match.
- a record cut at the listed size is read whole by its window when the rest is there when the
  window closes (a window reads the records starting before its end, to their end; the ledger then
  takes the end of the member over the listed size as the size read, 2026-12-07, so that the next
  tail starts at a member). One still cut
  then (the writer stalled mid-record, or its buffered write landed half a gzip member) is left
  for a later window: the window reads up to the start of that member (`plan_read`: a walk
  back from the listed size, as a range read's look-back, `split_reads.member_over`), names
  the file in `files_held_back` (where the member begins, the size listed, since when it is cut,
  why), and the ledger takes that start as the size read, so the next tail begins at the member
  and reads it whole once it is. The wait is bounded: a member cut for --cut_record_wait_seconds
  (default three windows, measured from the first close that found that member cut, kept across a
  restart in its ledger entry's `held_since` and the summary, and found cut by at least one close
  per window of the wait plus the first, `held_looks`: a window whose pipeline ran longer than the
  wait does not cut the member's looks short) is read as it is when its window reads it, a
  `truncated` dead letter over its bytes up to the file's end then (its parts report where their read
  ended, `WarcPart.reports_end`: the summary's `files_read_to`, kept in the ledger entry's `read_to`),
  and the next tail begins after it (it finds the member running over its start, as split reads do)
  and names the bytes from that end to it, the member's rest if its writer finished it after all, in
  one more `truncated` dead letter (2026-12-07, mend58; before, in no outcome): named, never read
  twice, so a file whose writer died waits no longer. (mend58 bounded the read at the file's end when
  the window closed, the one end the watch knew: a member its writer finished between the close and
  the read was read cut and named twice; the parts' report spares it, 2026-12-07, mend59.) A member
  whose start lies further back than the look-back's widest walk (17 MiB compressed) is found by a
  walk forward over the members from the read's start (2026-12-07; up to _FIRST_MEMBER_PROBE, 64
  MiB). Past that a member over the listed size cannot be told cut from whole: the window reads it as it is when read (whole when whole by
  then, else a `truncated` dead letter), and the next tail names its rest the same way.
- a file gzip per record or gzip with its first member still cut (per record, or a whole-file gzip
  being written; a first member is probed up to 64 MiB when the file was modified within the wait,
  else 1 MiB) is held the same way at its start: its window reads nothing of it; the window
  after the member is whole reads it from its start as it then is (as ranges when gzip per record,
  whole when a whole-file gzip), or after the wait as it is (`truncated`). A first member whole,
  past `is_per_record_gzip`'s 1 MiB probe and alone in the file is followed when it holds one record
  (a per-record file whose only record so far is large; 2026-12-07), read whole when it holds more.
- a tail is read only where the bytes before its start are still the ones read: checked when the
  poll finds it grown, again when its window closes, and again in the read itself (each part of the
  tail reads the CHECK_BYTES before its start first, `WarcPart.follows`). A file rewritten between
  the poll and the close is not read; one rewritten while the window's pipeline runs gets a
  `rewritten` dead letter for the range its part did not read; both are named in the window's
  `files_changed_after_read` ("rewritten") and followed no more.
- a file done that shrank, or whose bytes before the size read changed (rewritten under its path,
  even larger), is not read at an offset inside other bytes: it is named in the summary of the
  window open then (`files_changed_after_read`: its size read, its size now and the change,
  "shrank" or "rewritten") and in a warning, once, and not read again.
- a plain `.warc` (2026-12-07, reader55; before, read whole when first seen and its later records
  named "grew, read whole", never read) is followed too: its records are walked by their
  Content-Lengths from the read's start, a record start (`split_reads.plain_records_end`, headers
  only), and a window reads up to the end of the last record whole in the file (one part, front to
  back, `WarcPart.plain`), so that the next tail begins at a record start; a record the file's end
  cuts is held as a cut gzip member is (the reason says "record"). A walk meeting damage (no
  `WARC/` line or Content-Length where a record should start) reads up to the size listed instead,
  and the read names the damage. A record read as it is after the wait (a `truncated` dead letter
  up to the size listed) is kept by where it starts (`files_record_over`, the ledger entry's
  `record_over`; 2026-12-07, mend59): the next tail, which begins inside it, names its rest (one
  more `truncated` dead letter up to its end, or up to the size then listed while it is still cut
  past another wait; the tail waits at its start while it is cut) and walks on from its end. Before,
  that walk met the rest as damage: the tail was read up to its listed size with no record held, so a
  record half written at that close was read cut (lost), until a close fell between records.
- a complete whole-file gzip cannot be read from an offset: it is read whole,
  once, as it is when its window reads it. One whose size changed while its window read it is named in that window's
  summary (`files_changed_while_read`: its size when found and at the commit; local files) and a
  warning, and one that grows later in `files_changed_after_read` ("grew, read whole"): its later
  records are not read. Write such files under another name and rename them into the pattern
  when complete.
- a file named as one still being uploaded (`x.warc.gz.tmp`, `.part`, `.partial`, `.filepart`,
  `.crdownload`, `.temp`, or a dot-name such as rsync's `.x.warc.gz.Ab12Cd`: UPLOAD_SUFFIXES) is
  not read, though a broad glob (`incoming/*`) matches it, unless the pattern's last part names
  such files itself (`*.tmp`, `.*`): it is read once, under the name it is renamed to.
- a file's path is its identity, a local symlink's the path of the file it points to (`link_target`,
  2026-12-07: a link and its target, or two links to one file, are one file, read once under the
  target's path): one moved away and back within --ledger_horizon_seconds is not
  read again (see Ledger; --keep_whole_ledger for ever), nor is a file gone since its listing
  named as changed.
Restarting the watch over the same --output
skips the files in the ledger (each with its size read and check: a grown file's tail is read from
there, neither again nor skipped; an earlier version's entries carry no check, so their files are
not followed) (its parts, and the `PREFIX.ledger.json` of an earlier version,
which is read but no longer written) and in a committed window summary that no ledger part records
yet (the watch stopped between the two; only those summaries are opened), and removes the outputs
of a window that was cut off before its summary (its files are read again), and Beam's local
temporary folder of a window killed mid-run (each window's is made in `TMP/beam-extract-watch-<digest
of the prefix>-<window>`, `window_temp_folder`, 2026-12-07; before, one `beam-pipeline-temp*` stayed in
TMPDIR per kill). The restart lists
nothing that grows with the windows committed (2026-12-07): `PREFIX.watch-state.json` names the
window whose commit was under way and the ledger's parts (RestartState; without it, as over a
prefix an earlier version wrote, every summary and output is listed once, and so when ledger parts
the state does not name are found: an earlier version ran over the prefix since). One watch per prefix:
a local prefix's `PREFIX.lock` (`PrefixLock`) stops a second one at its start (exit status 2); a
ledger part a kill left half-renamed (`PART.partial` only) is taken back (`recover_ledger_partials`).

What a window costs grows with its own files, not with the windows before it: its ledger part,
its summary and its end-summary entry (its name and output paths, the one thing kept per window in
memory; the counts are running totals) are its own; the ledger in memory is the file names done
per folder, each with one int (its size read and check; a name's length and about 150 bytes a
file, each folder once), forgetting those no
listing has shown for --ledger_horizon_seconds (a week), so it holds the files still listed plus
those gone within the horizon; a local --input or
--output folder is listed with one directory read per poll (run_output.matching_inputs), and
each file done there is asked its size (a stat) to see it grow, which still grows with the files
left in it, so move done WARC files and consumed windows away from a
folder watched for weeks. Each file a window reads as byte ranges costs its close a walk over the
members of up to 1 MiB before the size read (`plan_read`'s walk: 29 ms of CPU at the end of an 18.7 MB
WARC, 4 ms for a 32 KB one, on a loaded host, 2026-12-07; no more than
the inflating its read does); a held file a summary and a ledger part at its first hold only (a
window whose one work is a later look at members already held writes and runs nothing: `only_waits`).

The watch runs until --stop_after_seconds, Ctrl-C or SIGTERM (which lets a window's pipeline
that is running finish); the window open at the stop is committed early with the files it has.
A window whose pipeline fails is retried with the next window's files; after MAX_FAILED_WINDOWS
failures in a row the watch stops with an error.

Flags (options.py: WATCH_OPTIONS): --input, --output, --format, --timeout_seconds, --max_bytes,
--no_markdown, --progress_every (as in batch), --watch_interval_seconds, --window_seconds,
--stop_after_seconds, --window_process, --ledger_horizon_seconds, --keep_whole_ledger,
--cut_record_wait_seconds (earlier
spellings such as --watch-interval are accepted too); every other flag must be one of Beam's
pipeline options and goes to each window's pipeline.
In earlier versions --output was a folder: a folder holding such a watch's `ledger.json` is refused
with a note on how to go on from it (`check_not_an_old_watch_folder`).
Exit status: 0 stopped with every window balanced, 2 usage (a bad flag, an unusable --output, a
damaged ledger), 3 a window's counts do not balance or windows kept failing.
"""
from __future__ import annotations

import argparse
import collections
import concurrent.futures
import contextlib
import fcntl
import hashlib
import json
import logging
import math
import multiprocessing
import os
import re
import shutil
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any, NamedTuple

import apache_beam as beam
from apache_beam.io.filesystem import CompressionTypes
from apache_beam.io.filesystems import FileSystems
from apache_beam.options.pipeline_options import PipelineOptions

from beam_extract.gzip_members import (
    CHUNK,
    GZIP_MAGIC,
    MAX_LEAD_BYTES,
    PADDING,
    ByteSource,
    CorruptGzip,
    GzipMember,
    Truncated,
    past_lead,
)
from beam_extract.options import ExtractOptions
from beam_extract.pipelines import run_output, staging
from beam_extract.pipelines.options import (
    WATCH_OPTIONS,
    DocumentOutputOptions,
    ExtractStepOptions,
    UsageError,
    WarcInputOptions,
    WatchOptions,
    check_flags,
    extract_options,
    help_parser,
)
from beam_extract.pipelines.warc_extract import (
    EXIT_ERROR,
    EXIT_OK,
    EXIT_USAGE,
    AccountingError,
    configure_logging,
    finished_counters,
    metric_results,
    pipeline_options,
    summarise,
    write_summary,
    written_files,
)
from beam_extract.record_headers import WARC_LINE_RE, block_content_length, header_block_end
from beam_extract.split_reads import (
    file_end,
    first_frame_from,
    is_per_record_gzip,
    is_plain_warc,
    is_zstd_warc,
    look_back,
    member_over,
    plain_record_end,
    plain_records_end,
    skip_padding,
    walk_frame,
)
from beam_extract.transforms import ExtractMainContent, WriteDeadLetters, WriteDocuments
from beam_extract.transforms.read_warc import (
    FOLLOW_CHECK_BYTES,
    READ_END_NAMESPACE,
    REWRITTEN_NAMESPACE,
    ReadWarcParts,
    WarcPart,
    crc_before,
    range_parts,
)
from beam_extract.transforms.warc_files import open_warc
from beam_extract.warc import SCAN_WINDOW, RecordReader
from beam_extract.zstd_frames import ZSTD_MAGIC, is_skippable

_LOG = logging.getLogger(__name__)

PROG = "beam-extract watch"
DEFAULT_FORMAT = "jsonl"

# The names of a watch's files, after its --output PREFIX.
LEDGER_SUFFIX = ".ledger.json"  # an earlier version's whole ledger: read, never rewritten
LEDGER_PART_INFIX = ".ledger-"   # PREFIX.ledger-<window>.json, PREFIX.ledger-<first>--<last>.json
SUMMARY_SUFFIX = ".summary.json"
WINDOW_INFIX = ".window-"
WINDOW_SUMMARY_SUFFIX = ".summary.json"
OLD_LEDGER_NAME = "ledger.json"  # in the --output folder of earlier versions
# Windows failing in a row before the watch stops with status 3 (chosen 2026-11-30, not tuned: a
# transient runner or disk failure is retried twice; a failure that persists stops the watch).
MAX_FAILED_WINDOWS = 3
# Ledger parts merged at a time, and the tier from which they are merged no more (chosen
# 2026-12-01, not tuned: with 8 and 4 a file's entry is written at most 5 times, a merge writes at
# most 32,768 entries (about 5 MB), and a restart opens about one part per 4,096 files done plus
# at most 28 small ones; benchmarks/soak_watch_windows.py measures them).
LEDGER_FAN_IN = 8
LEDGER_TOP_TIER = 4
# Windows whose names and output paths the end summary lists (the last ones; about 500 bytes each
# in memory). Chosen 2026-12-02, not tuned: a 20-minute soak of 10-s windows kept every other
# structure flat and these lists growing by one window each (4 MB a day of 10-s windows, unbounded).
TOTALS_LISTED_WINDOWS = 1000
# The ledger forgets a file done once no listing has shown it for --ledger_horizon_seconds (default
# a week). It looks for such files at most this often (so an entry lives up to the horizon plus
# this), and at least ten times per horizon. Chosen 2026-12-03, not tuned: a look is one pass over
# the ledger in memory, about the cost of a poll's listing of the same files.
LEDGER_FORGET_EVERY_SECONDS = 3600.0
# Ledger parts on disk are rewritten without the forgotten files once this many were forgotten
# since the last rewrite, or a quarter of the files kept if more: a rewrite reads every part, so
# it is paid about once per file forgotten, and the parts hold at most that many stale entries
# (chosen 2026-12-03, not tuned; tests/test_watch_growth.py measures the bound).
LEDGER_COMPACT_AFTER = 4096
# A followed file's last gzip member still cut when its window closes is left for later windows
# for --cut_record_wait_seconds, by default this many windows (chosen 2026-12-07, not tuned): a
# crawler's buffered write or a record written over a slow fetch lands within seconds, far below
# a window (default 60 s), while a writer that died leaves its member cut for ever; three windows
# wait through two more closes (one stalled write and a slow one) and name a dead writer's last
# record (`truncated`) within about three minutes at the default window.
CUT_RECORD_WAIT_WINDOWS = 3


# --- windows ----------------------------------------------------------------------------------

@dataclass
class Window:
    """One fixed window of wall-clock time and the new files found in it."""

    start: float
    end: float
    files: dict[str, int] = field(default_factory=dict)  # path -> size in bytes when found: read up to there
    starts: dict[str, int] = field(default_factory=dict)  # path -> where its read starts: a grown file's tail
    changed: dict[str, dict[str, Any]] = field(default_factory=dict)  # files done that changed, not read again
    follows: dict[str, int] = field(default_factory=dict)  # path -> the ledger's check of the bytes before its start
    checks: dict[str, int | None] = field(default_factory=dict)  # path -> `ReadPlan.check`, set when it closes
    held: dict[str, dict[str, Any]] = field(default_factory=dict)  # files whose cut last member waits, set when it closes
    kinds: dict[str, str | None] = field(default_factory=dict)  # path -> `read_kind`, set when it closes
    read_to: dict[str, int] = field(default_factory=dict)  # path -> `ReadPlan.read_to`, set when it closes
    rest_from: dict[str, int] = field(default_factory=dict)  # path -> its last read's `read_to`: named from there
    record_over: dict[str, int] = field(default_factory=dict)  # path -> `ReadPlan.record_over`, set when it closes
    rest_of: dict[str, int] = field(default_factory=dict)  # path -> the record its tail begins inside (the ledger's)

    def take(self, other: Window) -> None:
        """Carry the files of `other` (a window that failed) into this one (as it was planned:
        a file it held back is read up to the size its listing gave, and held again if still cut)."""
        for path, size in other.files.items():
            self.files[path] = max(size, other.listed.get(path, size))
        self.starts.update(other.starts)
        self.follows.update(other.follows)
        self.changed.update(other.changed)

    @property
    def listed(self) -> dict[str, int]:
        """The listed size of each file held back (its `files` size is where its cut member begins)."""
        return {path: entry["listed"] for path, entry in self.held.items()}

    @classmethod
    def at(cls, moment: float, length_s: float) -> Window:
        """The window holding `moment`, aligned to the epoch as Beam's FixedWindows are."""
        start = math.floor(moment / length_s) * length_s
        return cls(start, start + length_s)

    @property
    def name(self) -> str:
        return f"window-{_utc_stamp(self.start)}-{_utc_stamp(self.end)}"


def _utc_stamp(moment: float) -> str:
    return datetime.fromtimestamp(moment, tz=UTC).strftime("%Y%m%dT%H%M%SZ")


def _join(directory: str, name: str) -> str:
    return FileSystems.join(directory, name)


# --- growing files: what a read covered, and whether its bytes are still there ------------------

# The bytes before the size a read covered whose CRC-32 tells, when the file is listed larger,
# whether they are still the bytes read (read_warc.FOLLOW_CHECK_BYTES: the read of a tail checks
# them again before it reads).
CHECK_BYTES = FOLLOW_CHECK_BYTES
_CHECK_FLAG = 1 << 32


def file_mark(size: int, check: int | None) -> int:
    """A file done, as the ledger keeps it in memory (one int): the size its reads covered and,
    for a file read as byte ranges (gzip per record), the check of the bytes before that size;
    a file without a check is never read from an offset."""
    return size << 33 | (_CHECK_FLAG | check if check is not None else 0)


def mark_size(mark: int) -> int:
    return mark >> 33


def mark_check(mark: int) -> int | None:
    return mark & 0xFFFFFFFF if mark & _CHECK_FLAG else None


class Hold(NamedTuple):
    """A followed file whose cut last member waits: where the member begins, since when it was
    found cut (the first close that found it), and how many closes have found it cut so far."""

    start: int
    since: float
    looks: int = 1


def _ledger_entry(window_name: str, mark: int, hold: Hold | None = None, read_to: int | None = None,
                  record_over: int | None = None) -> dict[str, Any]:
    entry: dict[str, Any] = {"window": window_name, "size": mark_size(mark)}
    if (check := mark_check(mark)) is not None:
        entry["check"] = check
    if hold is not None:  # its size is where its cut last member begins, waiting since then
        entry["held_since"] = hold.since
        entry["held_looks"] = hold.looks
    if read_to is not None:  # where its read ended, inside a member over its size read cut: the rest named next
        entry["read_to"] = read_to
    if record_over is not None:  # a plain record over its size, read cut there: its next tail names the rest
        entry["record_over"] = record_over
    return entry


def _entry_offset(entry: Any, key: str) -> int | None:
    """A ledger entry's `read_to` or `record_over` (None when it has none)."""
    value = entry.get(key) if isinstance(entry, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def _entry_hold(entry: Any) -> tuple[float, int] | None:
    """A ledger entry's hold (since when, looks), None when its file waits for nothing."""
    since = entry.get("held_since") if isinstance(entry, dict) else None
    return (float(since), _looks(entry.get("held_looks"))) if isinstance(since, (int, float)) else None


def _looks(value: Any) -> int:
    """A hold's count of looks as stored; 1 for an entry of 2026-12-07's first version (no count)."""
    return value if isinstance(value, int) and value >= 1 else 1


def _entry_mark(entry: Any) -> tuple[str, int]:
    """A ledger entry -> (its window, its mark); an earlier version's entry (no check) is a file
    read whole, never read from an offset."""
    if not isinstance(entry, dict):
        return "", file_mark(0, None)
    size, check = entry.get("size"), entry.get("check")
    return str(entry.get("window", "")), file_mark(size if isinstance(size, int) and size >= 0 else 0,
                                                   check if isinstance(check, int) else None)


def marks_of_summary(summary: dict[str, Any]) -> dict[str, int]:
    """The ledger's marks of a committed window's files, from its summary: each file read up to its
    size in `files`, with its check (`file_checks`) when it can be followed; a file named in
    `files_changed_while_read` or `files_changed_after_read` at its size now, never followed."""
    checks = summary.get("file_checks", {})
    marks = {}
    for path, size in summary.get("files", {}).items():
        changed = summary.get("files_changed_while_read", {}).get(path)
        marks[path] = file_mark(changed["now"], None) if changed else file_mark(size, checks.get(path))
    for path, change in summary.get("files_changed_after_read", {}).items():
        marks[path] = file_mark(change["now"], None)
    return marks


def held_of_summary(summary: dict[str, Any]) -> dict[str, Hold]:
    """The files a committed window held back (path -> where its cut member begins, since when, looks)."""
    return {path: Hold(int(entry["member_start"]), float(entry["since"]), _looks(entry.get("looks")))
            for path, entry in summary.get("files_held_back", {}).items()
            if isinstance(entry, dict) and path not in summary.get("files_changed_after_read", {})}


def read_to_of_summary(summary: dict[str, Any], field_name: str = "files_read_to") -> dict[str, int]:
    """The files whose read in a committed window may have ended inside a member over their size (path ->
    where it ended: `files_read_to`), whose next tail names the rest of a member read cut there; not a file
    named changed.
    With `field_name` "files_record_over": the plain files whose read read a record cut at their size (path
    -> where that record starts), whose next tail names its rest."""
    changed = {**summary.get("files_changed_after_read", {}), **summary.get("files_changed_while_read", {})}
    return {path: end for path, end in summary.get(field_name, {}).items()
            if isinstance(end, int) and path not in changed}


def record_over_of_summary(summary: dict[str, Any]) -> dict[str, int]:
    """`read_to_of_summary` of the summary's `files_record_over`."""
    return read_to_of_summary(summary, "files_record_over")


def bytes_check(path: str, size: int) -> int:
    """The CRC-32 of the CHECK_BYTES bytes before `size` in `path` as it is now; OSError when the
    file is shorter or cannot be read."""
    with open_warc(path) as stream:
        try:
            return crc_before(stream, size)
        except OSError as exc:
            raise OSError(f"{path} is {exc}") from exc


def _may_follow(path: str) -> bool:
    """Whether `path` may be read from an offset at all: an object, or a local regular file (not a
    pipe, a folder, or gone)."""
    return "://" in path or os.path.isfile(path)


def _check_at(stream: Any, offset: int) -> int:
    """`bytes_check` on an open seekable stream (moved wherever it was)."""
    stream.seek(max(0, offset - CHECK_BYTES))
    return crc_before(stream, offset)


# How a window reads a file (`read_kind`, found once when it closes and carried in its read items to
# the parts its pipeline reads, 2026-12-07, mend56): a plain WARC's records from a record start to a
# record's end (`WarcPart.plain`), a .warc.zst's frames or gzip members as byte ranges.
PLAIN, ZSTD, GZIP = "plain", "zstd", "gzip"


def read_kind(stream: Any, start: int, deep: bool = False) -> str | None:
    """How a window reads a file (an open stream) from `start`: PLAIN (`split_reads.is_plain_warc`, a
    file its writer has just begun too), ZSTD (`is_zstd_warc`) or GZIP (gzip members as byte ranges);
    None: read whole, never from an offset (not seekable; from its start, neither gzip per record
    nor gzip with a first member that follows, `_first_member_follows` (`deep`), a .warc.zst or a
    plain WARC). A grown file's tail (`start` > 0) is read from its offset whatever it holds: as
    gzip members unless it is plain or a .warc.zst. A file empty or holding a lead alone (a byte
    order mark, line ends, NULs: `begun_without_a_record`) is PLAIN: a WARC its writer has just
    begun, followed (2026-12-07, mend57; before, read whole and never followed, its records named
    "grew, read whole" and lost)."""
    if not stream.seekable():
        return None
    if start == 0 and begun_without_a_record(stream):
        return PLAIN
    stream.seek(0)
    if start == 0 and (is_per_record_gzip(stream) or _first_member_follows(stream, deep)):
        return GZIP
    if is_zstd_warc(ByteSource(stream)):
        return ZSTD
    if is_plain_warc(stream):
        return PLAIN
    return GZIP if start > 0 else None


def begun_without_a_record(stream: Any) -> bool:
    """Whether a seekable file is empty or holds a lead alone (what `past_lead` passes, no more than
    `MAX_LEAD_BYTES`, the lead the reader reads past at a file's start): a file whose writer has
    created it and written no record yet. The stream is left at 0."""
    stream.seek(0)
    data = stream.read(MAX_LEAD_BYTES + 1)
    stream.seek(0)
    return len(data) <= MAX_LEAD_BYTES and past_lead(data) == len(data)


# The compressed bytes of a file's first gzip member looked at to tell that it is cut, and how far
# ahead of a followed read's start the close walks members to find one cut that the look-back
# (`split_reads.LOOKBACK_WINDOWS`, at most 17 MiB before the listed size) cannot reach. 1 MiB until
# 2026-12-07 (as `is_per_record_gzip` probes): a first record of more than that still being
# written was read whole, a `truncated` dead letter, and the file never followed; a member begun
# more than 17 MiB before the listed size was read as it was. 64 MiB (chosen 2026-12-07, not
# tuned) lets a record of 30 MB compressed written over minutes wait and come out whole. The probe
# of a new file's first member goes that deep only for a local file written within the cut-record
# wait (`may_be_written`) or held at its start: a whole-file gzip of 75 MB cost its close 1.1-1.3 s of
# CPU probed to 64 MiB, 23 ms to 1 MiB (host at load 13); per-record files' first members end
# within 1 MiB either way. The walk past the look-back runs only for a tail longer than it whose
# last 17 MiB hold no chain of members (one member over them all).
_FIRST_MEMBER_PROBE = 64 << 20
_PER_RECORD_PROBE = 1 << 20  # is_per_record_gzip's default probe_bytes


def _first_member_follows(stream: Any, deep: bool = True) -> bool:
    """Whether the file (read from its start) is gzip whose first member, longer than
    `is_per_record_gzip` probes, is read as byte ranges: cut within _FIRST_MEMBER_PROBE bytes (a
    WARC.gz whose first record is still being written: held, then read whole as a range, what
    follows it followed; read whole, that record was dead-lettered and the rest never read), or
    whole within them, longer than `is_per_record_gzip`'s probe (which could not judge it) and
    followed by another gzip member (a per-record file whose first record is large, 2026-12-07) or
    by nothing when it holds one record alone (2026-12-07, watch53b: the file's only record so far;
    read whole, its later records were named "grew, read whole" and never read). A member holding
    more than one record (a whole-file gzip) is read whole; past `is_per_record_gzip`'s probe it is
    inflated on only when `deep` (a file that may still be being written, whose cut member is held)
    or while it still holds one record."""
    stream.seek(0)
    source = ByteSource(stream)
    lead = past_lead(source.peek(MAX_LEAD_BYTES + 1))  # padding, a byte order mark: an `empty` skip
    source.skip(lead if lead <= MAX_LEAD_BYTES else 0)
    if not source.peek(3).startswith(GZIP_MAGIC):
        return False
    member, probe = GzipMember(source), _FIRST_MEMBER_PROBE
    first_record = _FirstRecord()
    try:
        while chunk := member.read(CHUNK):
            first_record.take(chunk)
            if source.pos > probe or (not deep and source.pos > _PER_RECORD_PROBE and not first_record.alone):
                return False
    except Truncated:
        return True
    except CorruptGzip:
        return False
    if source.pos <= _PER_RECORD_PROBE:
        return False
    rest = source.peek(SCAN_WINDOW).lstrip(PADDING)
    return rest.startswith(GZIP_MAGIC) or (not rest and first_record.alone)


_RECORD_HEAD_LIMIT = 64 << 10  # a WARC record header longer than this is not judged (not one record)
_RECORD_END_SLACK = 4  # line ends a writer adds after a record's two CRLFs, still one record


class _FirstRecord:
    """The inflated bytes of a gzip member as they come: whether they are so far one WARC record
    (its header, its Content-Length bytes of block and the CRLFs after it) and nothing more."""

    def __init__(self) -> None:
        self._head = b""
        self._ends_at: int | None = None  # the record's length with its two CRLFs, once its header is read
        self._inflated = 0

    def take(self, chunk: bytes) -> None:
        self._inflated += len(chunk)
        if self._ends_at is None and len(self._head) < _RECORD_HEAD_LIMIT:
            self._head += chunk[:_RECORD_HEAD_LIMIT]
            # the reader's header end and Content-Length (2026-12-07, mend56: 5,000 digits raised in
            # `int` here; mend57: a header of LF lines ended by a CRLF was never ended)
            line = WARC_LINE_RE.match(self._head)
            header_end = header_block_end(self._head, line.end()) if line is not None else None
            length = block_content_length(self._head[:header_end]) if header_end is not None else None
            if length is not None:
                self._ends_at = header_end + length + 4

    @property
    def alone(self) -> bool:
        return self._ends_at is not None and self._inflated <= self._ends_at + _RECORD_END_SLACK


# Files checked at once when a window closes (chosen 2026-12-06, not tuned): a remote object's
# checks are two small reads, about 0.1 s on a bucket, so a backlog of 10,000 objects takes
# minutes one by one and seconds so; a local file's take about 0.1 ms.
CHECKS_AT_ONCE = 16


class _Over(NamedTuple):
    """What runs over a followed read's size, as the close's walks find it (`_over_size_in`)."""

    cut: int | None = None  # the start of the member (or zstd frame) starting in [start, size) cut at the file's end
    end: int | None = None  # the end of the whole gzip member over `size`, as a trusted walk back finds it
    known: bool = True      # False: no walk reached `size` from a member start the file's own reads claim


def _over_size_in(stream: Any, path: str, kind: str, start: int, size: int, boundary: bool) -> _Over:
    """What runs over `size` in the open (seekable) file read from `start`: the member (a gzip member; a
    .warc.zst's frame when `kind` is ZSTD) that starts in [start, size) and is cut at its end now (its
    writer not done: a crawler stalled mid-record, or its buffered write landed half a member), found
    by `split_reads.member_over`'s walk back from `size`, which also gives the end of a whole member
    running over `size` when the walk is trusted; when it is not (one member over its widest window),
    by walking the members on from `start` (`_members_ahead`, up to _FIRST_MEMBER_PROBE) when a member
    begins there (`boundary`: the file's start, or a held member's) or from the end of the member
    running over it (a tail's start, found by the look-back as a range read finds it). `known` False
    when neither reaches `size` (2026-12-07, mend58: such a member, cut or whole, was read as the read
    found it, and the rest of one cut then was in no outcome; the read now reports where it ended and the
    next tail names that rest). Exceptions are the caller's."""
    stream.seek(0)
    source = ByteSource(stream)
    reader = RecordReader(source, path, 1)
    if kind == ZSTD:
        cut = _cut_frame(reader, start, size)
        return _Over(cut if cut is not None and start <= cut < size else None)
    over = member_over(reader, size)
    if over.cut is not None:  # one starting before `start` is the member an earlier read read cut
        return _Over(over.cut) if start <= over.cut < size else _Over(known=False)
    if over.trusted:
        return _Over(end=over.end)
    first: int | None = start
    if not boundary and start > 0:
        ahead, trusted = look_back(reader, start)
        first = (ahead or start) if trusted else None
    return _members_ahead(source, first, size) if first is not None else _Over(known=False)


def _members_ahead(source: ByteSource, start: int, size: int) -> _Over:
    """The gzip members walked from `start` (a member's first byte) up to `size`, within
    _FIRST_MEMBER_PROBE bytes: the start of the one cut at the file's end (its first bytes alone
    too), or whole up to `size` (the last may run over it); `known` False when bytes that are no
    member, or a damaged member, come first, or the walk passes its limit."""
    at = start
    while at < size:
        if at >= start + _FIRST_MEMBER_PROBE:
            return _Over(known=False)
        source.go_to(at)
        head = source.peek(SCAN_WINDOW)
        at += len(head) - len(head.lstrip(PADDING))
        if at >= size:
            return _Over()
        source.go_to(at)
        magic = source.peek(3)
        if 0 < len(magic) < 3 and GZIP_MAGIC.startswith(magic):  # a writer's first bytes of a member
            return _Over(cut=at)
        if magic != GZIP_MAGIC:
            return _Over(known=False)
        member = GzipMember(source)
        try:
            while member.read(CHUNK):
                if source.pos > start + _FIRST_MEMBER_PROBE:
                    return _Over(known=False)
        except Truncated:
            return _Over(cut=at)
        except CorruptGzip:
            return _Over(known=False)
        at = source.pos
    return _Over()


def _cut_frame(reader: RecordReader, start: int, size: int) -> int | None:
    """The start of the frame of a .warc.zst (zstd or skippable) that starts in [start, size) and
    is cut at the file's end now (its block headers run past the data): the frames are walked from
    the file's start by their headers (`split_reads.first_frame_from`, no decompressing); None when
    none is cut, or damage comes first (its read names it)."""
    source = reader.source
    if first_frame_from(reader, start, size) is None:
        return None
    while (at := source.pos) < size:
        head = source.peek(8)
        if not (head.startswith(ZSTD_MAGIC) or is_skippable(head)):
            return None
        if not walk_frame(reader, head):
            return at if not source.peek(1) else None
        skip_padding(source)
    return None


def may_be_written(path: str, now: float, wait_s: float) -> bool:
    """Whether a local file was modified within the cut-record wait before `now` (or after it: a
    clock ahead), so that a cut first member may still be completed; an object store's objects
    land whole."""
    if wait_s <= 0 or "://" in path:
        return False
    try:
        return now - os.path.getmtime(path) < wait_s
    except OSError:
        return False


@dataclass
class ReadPlan:
    """How a window reads one file, decided when it closes (`plan_read`)."""

    size: int                              # read up to: the records whose gzip member starts before it
    check: int | None                      # the check of the bytes before `size`; None: read whole, never from an offset
    held: dict[str, Any] | None = None     # its cut last member waits for a later window: the summary's entry
    rewritten: str = ""                    # a tail not read: its bytes before `start` are no longer the ones read
    waited_s: float | None = None          # a cut member waited for this long and is now read as it is
    kind: str | None = None                # `read_kind`: how its parts read it (PLAIN: `WarcPart.plain`)
    # a read of ranges that may end inside a member over `size` the close could not tell whole (or one read
    # as it is after the wait): its parts report where their read ended (`WarcPart.reports_end`), kept in the
    # ledger (`Ledger.read_to`), from which the file's next tail names the rest of a member read cut; this is
    # the bytes the close saw (its data's end then), where the read is taken to end when no report comes
    read_to: int | None = None
    # a plain WARC's record that runs over `size`, read as it is after the wait (cut at `size`), or that a
    # tail begins inside and is still cut: where it starts, so that the file's next tail names its rest
    # (`Ledger.record_over`, 2026-12-07, mend59); None: `size` is a record start
    record_over: int | None = None


def plan_read(path: str, start: int, size: int, follows: int | None, held_since: Hold | None,
              now: float, wait_s: float, looks_needed: int = 0, rest_of: int | None = None) -> ReadPlan:
    """How a window that closes at `now` reads `path` from `start` (a grown file's tail, whose bytes
    before `start` had the check `follows`) up to the size its listing gave.

    A file read as byte ranges (gzip per record) whose last member starting before `size` is cut at
    the file's end now is read only up to that member's start: the member is left for a later
    window (its `held` entry), until it has been cut for `wait_s` seconds (since `held_since`, when
    the member held then began at the same offset), after which it is read as it is (a `truncated`
    dead letter). A tail whose bytes before `start` changed is not read (`rewritten`). `rest_of`: a plain
    tail begins inside the record that starts there (`ReadPlan.record_over` of its last read): its records
    are walked from that record's end, and while that record is still cut the tail waits as a cut record.

    The file is opened once for all of it (2026-12-07, mend56; before, once for its kind and check,
    again for a plain WARC's walk (every gzip or zstd file too, only to learn it was not plain: a GET
    on gs:// per followed file per window), for the cut member's walk, its check and the hold's
    reason, and once more in the pipeline to tell a plain part), and its kind (`read_kind`) is the
    plan's, which its parts read by."""
    deep = held_since is not None or may_be_written(path, now, wait_s)
    try:
        if start == 0 and not _may_follow(path):
            return ReadPlan(size, None)
        with open_warc(path) as stream:
            return _plan_read_open(stream, path, start, size, follows, held_since, now, wait_s, looks_needed, deep,
                                   rest_of)
    except Exception as exc:  # noqa: BLE001 - gone or unreadable now
        if start > 0 and follows is not None:
            return ReadPlan(size, None, rewritten=f"the bytes before {start} cannot be read again ({exc})")
        return ReadPlan(size, None)  # read whole: its read names what is wrong


def _plan_read_open(stream: Any, path: str, start: int, size: int, follows: int | None, held_since: Hold | None,
                    now: float, wait_s: float, looks_needed: int, deep: bool, rest_of: int | None) -> ReadPlan:
    """`plan_read` on the file open."""
    if start > 0 and follows is not None:
        try:
            now_check = _check_at(stream, start)
        except Exception as exc:  # noqa: BLE001 - shorter or unreadable now: not the bytes read
            return ReadPlan(size, None, rewritten=f"the bytes before {start} cannot be read again ({path} is {exc})")
        if now_check != follows:
            return ReadPlan(size, None, rewritten=f"the bytes before {start} changed since they were read")
    try:
        kind = read_kind(stream, start, deep)
    except Exception:  # noqa: BLE001 - unreadable now: a file read whole, a tail as ranges (its read names it)
        kind = GZIP if start > 0 else None
    try:
        check = _check_at(stream, size) if kind is not None else None
    except Exception:  # noqa: BLE001 - shorter or unreadable now
        check = None
    if check is None and start == 0:
        return ReadPlan(size, None)
    no_record = False  # a file begun with a lead alone, held as a record being written
    record_over = None  # a plain tail's start lies inside this record, still cut
    if kind == PLAIN:
        try:
            plain, record_over = _plain_tail_walk(stream, start, size, rest_of)
        except Exception:  # noqa: BLE001 - unreadable now: read up to `size` (its read names what is wrong)
            plain = None
        if plain is None:  # damage: read up to `size`, the read names it
            return ReadPlan(size, check, kind=kind, record_over=record_over)
        end, cut = plain
        no_record = cut is None and end == start == 0 and size > 0
        if no_record:
            cut = 0
        if cut is None:  # read to the end of the last whole record (a plain tail is never read from inside one)
            try:
                return ReadPlan(end, _check_at(stream, end), kind=kind)
            except Exception:  # noqa: BLE001 - unreadable now: read as planned (its read names what is wrong)
                return ReadPlan(size, check, kind=kind)
    else:
        try:
            over = _over_size_in(stream, path, kind, start, size,
                                 boundary=held_since is not None and held_since.start == start)
        except Exception:  # noqa: BLE001 - unreadable now: its read names what is wrong
            over = _Over()
        cut = over.cut
        if cut is None and not over.known:  # read as it is up to the bytes seen now, the rest named later
            return ReadPlan(size, check, kind=kind, read_to=_data_end_at_least(stream, size))
        if cut is None and over.end is not None and over.end > size:
            return _read_past_size(stream, size, check, kind, over.end)
    if cut is None:
        return ReadPlan(size, check, kind=kind)
    same = held_since is not None and held_since.start == cut
    since = held_since.since if same else now
    looks = held_since.looks + 1 if same else 1
    if now - since >= wait_s and looks >= looks_needed:  # a plain part never reads past `size` anyway
        if kind == PLAIN:  # the record read cut at `size` (none for a lead alone): the next tail names its rest
            return ReadPlan(size, check, waited_s=now - since, kind=kind,
                            record_over=None if no_record else cut if record_over is None else record_over)
        return ReadPlan(size, check, waited_s=now - since, kind=kind, read_to=_data_end_at_least(stream, size))
    try:
        cut_check = _check_at(stream, cut)
    except Exception:  # noqa: BLE001 - unreadable now: read as planned (its read names what is wrong)
        return ReadPlan(size, check, kind=kind, record_over=record_over)
    what = (f"it holds no record yet, {size} bytes of lead alone (its writer has just begun it): read when it does"
            if no_record else
            f"its {_CONTAINERS[kind]} from byte {cut if record_over is None else record_over} is cut at the end of "
            "the file (still being written): read when whole")
    return ReadPlan(cut, cut_check, kind=kind, record_over=record_over, held={
        "member_start": cut, "listed": size, "since": round(since, 3), "looks": looks,
        "reason": f"{what}, or as it is after {wait_s:g} s"})


def _plain_tail_walk(stream: Any, start: int, size: int,
                     rest_of: int | None) -> tuple[tuple[int, int | None] | None, int | None]:
    """`split_reads.plain_records_end` of a plain WARC read from `start`, and the record `start` lies inside
    that is still cut (None: none). `rest_of`: the start of the record a tail's `start` lies inside, read as
    it was (cut at `start`) by an earlier read after the wait (2026-12-07, mend59): the walk starts at that
    record's end when it is whole now (its part names the rest); while it is still cut, (start, start):
    the tail waits at its start as a cut record does. Before, the walk met the record's rest as damage:
    the tail was read up to its listed size, its last record not held (a record half written at the close
    was read cut, a record lost) and the rest named as bytes that are no record."""
    if rest_of is None or rest_of >= start:
        return plain_records_end(stream, start, size), None
    rest_end = plain_record_end(stream, rest_of)
    if rest_end is None:
        return (start, start), rest_of
    return plain_records_end(stream, max(start, rest_end), size), None


def _data_end_at_least(stream: Any, size: int) -> int | None:
    """Where the open file's data ends now, when not before `size` (None: it shrank, or cannot tell;
    its read names that)."""
    end = file_end(stream)
    return end if end is not None and end >= size else None


def _read_past_size(stream: Any, size: int, check: int | None, kind: str | None, end: int) -> ReadPlan:
    """The plan of a read up to `end`, the end of the whole gzip member over `size` (2026-12-07, mend58):
    the same members as a read up to `size` (which reads that member whole past it), and the ledger
    then keeps `end`, so that the next tail starts at a member start, not inside the member a look-back
    must find again."""
    try:
        return ReadPlan(end, _check_at(stream, end), kind=kind)
    except Exception:  # noqa: BLE001 - unreadable now: read as planned (its read names what is wrong)
        return ReadPlan(size, check, kind=kind)


# What holds a record of a file of each kind, as a held member's reason names it.
_CONTAINERS = {PLAIN: "record", ZSTD: "zstd frame", GZIP: "gzip member"}


def plan_reads(window: Window, held: dict[str, Hold], now: float, wait_s: float,
               looks_needed: int = 0, record_over: dict[str, int] | None = None) -> dict[str, ReadPlan]:
    """`plan_read` of each file of `window` (CHECKS_AT_ONCE at a time), `held`: the files whose cut
    member waits; `record_over`: the plain files whose size lies inside a record read cut (a tail's `rest_of`)."""
    paths = sorted(window.files)
    record_over = record_over or {}

    def plan(path: str) -> ReadPlan:
        start = window.starts.get(path, 0)
        return plan_read(path, start, window.files[path], window.follows.get(path), held.get(path), now, wait_s,
                         looks_needed, record_over.get(path) if start > 0 else None)

    with concurrent.futures.ThreadPoolExecutor(max_workers=min(CHECKS_AT_ONCE, max(1, len(paths)))) as pool:
        return dict(zip(paths, pool.map(plan, paths), strict=True))


class FileRead(NamedTuple):
    """A window's file as its pipeline reads it (`window_reads`, `parts_to_read`)."""

    path: str
    start: int                  # a tail's offset (0: from the file's start)
    size: int                   # the records whose gzip member starts before it (a plain WARC's: up to it)
    as_ranges: bool             # read as byte ranges (else whole, as it is when read)
    follows: int | None         # the check of the bytes before a tail's start
    kind: str | None            # its `read_kind` as the close found it
    read_to: int | None = None  # `ReadPlan.read_to`: its ranges report where their read ended
    rest_from: int | None = None  # its last read's `read_to`: the tail's first range names the bytes from there
    rest_of: int | None = None  # a plain tail begins inside the record that starts there: its part names the rest


def parts_to_read(item: FileRead) -> list[WarcPart]:
    """A window's file -> the parts its pipeline reads: the records whose gzip member starts in [start,
    size) (read whole even past `size`, reporting where the read ended when `read_to` is set; a tail's
    parts check its bytes before `start` again first, and its first part names the rest of a member its
    last read read cut, `rest_from`), a plain WARC's records from a record start to a record's end as the close planned them
    (one part, `WarcPart.plain`; a tail beginning inside a record read cut names its rest first, `rest_of`),
    or the whole file as it is when read."""
    path, start, size, as_ranges, follows, kind, read_to, rest_from, rest_of = item
    if as_ranges:
        checked = (start, follows) if start > 0 and follows is not None else None
        if start >= size:
            return []
        if kind == PLAIN:
            return [WarcPart(path, size, start, size, False, checked, plain=True, rest_of=rest_of)]
        parts = range_parts(path, size, start, size, follows=checked)
        if read_to is None and rest_from is None:
            return parts
        return [replace(part, reports_end=read_to is not None, rest_from=rest_from if part.start == start else None)
                for part in parts]
    return [WarcPart(path, None, 0, 0, False)]


def window_reads(window: Window) -> list[FileRead]:
    """The items of `parts_to_read` for a window's files: a file is read as byte ranges when it is
    a tail (start > 0) or has a follow check; its kind is the one its close found (`Window.kinds`)."""
    return [FileRead(path, start, size, start > 0 or window.checks.get(path) is not None, window.follows.get(path),
                     window.kinds.get(path), window.read_to.get(path), window.rest_from.get(path),
                     window.rest_of.get(path))
            for path, size in sorted(window.files.items()) for start in [window.starts.get(path, 0)]]


def reads_anything(reads: Iterable[FileRead]) -> bool:
    """Whether any of a window's files has bytes to read (a held file's may have none)."""
    return any(not read.as_ranges or read.start < read.size for read in reads)


# --- the ledger of files done -------------------------------------------------------------------

class DamagedStateFile(SystemExit):
    """The ledger or a window summary of the output prefix cannot be read: the watch does not guess."""


def read_json(path: str) -> Any:
    """A JSON file the watch wrote; `DamagedStateFile` (exit status 2) if it is not JSON any more."""
    with FileSystems.open(path, compression_type=CompressionTypes.UNCOMPRESSED) as fh:
        data = fh.read()
    try:
        return json.loads(data.decode("utf-8"))
    except ValueError as exc:
        raise DamagedStateFile(
            f"beam-extract: {path} is damaged ({exc}); restore it, or remove it to read again the files "
            "it lists (a window summary) / the files of windows moved away (the ledger)"
        ) from exc


class Ledger:
    """The WARC files done, kept in ledger parts under the prefix; in memory, only their paths (PathSet).

    Each committed window adds one part, `PREFIX.ledger-<window>.json` (`{"files": {path:
    {"window": name, "size": bytes read up to, "check": CRC-32}}}`, "check" only for a file it
    follows as it grows; "held_since" and "held_looks" for a file whose cut member waits, "read_to"
    for one whose read ended past its size inside a member (where it ended), `ReadPlan.read_to`,
    "record_over" for a plain one whose size lies inside a record read cut, `ReadPlan.record_over`;
    the format of an earlier
    version's whole `PREFIX.ledger.json`, which is
    read too and never rewritten). A file in several parts (a grown file's tails) counts as its
    entry of the latest window. Writing a window's part costs
    that window's files, not all files ever done. Parts are merged by size tiers so that a
    restart opens few of them: when LEDGER_FAN_IN parts hold between FAN_IN**t and FAN_IN**(t+1)
    files each, they become one part `PREFIX.ledger-<first window>--<last window>.json`, and parts
    of LEDGER_FAN_IN**LEDGER_TOP_TIER files or more are merged no more. So a file's entry is written
    at most LEDGER_TOP_TIER + 1 times, one merge writes fewer than FAN_IN**(TOP_TIER+1) entries, and
    a ledger of N files is at most N / FAN_IN**TOP_TIER + (FAN_IN - 1) * TOP_TIER parts. A merged
    part is written whole before its inputs are deleted: a crash between leaves the same files in
    two parts, which the union of the parts at the next start does not mind.

    Forgetting (`horizon_s`, --ledger_horizon_seconds; None keeps every file): each poll stamps the
    files done that its listing shows, and a file that no listing has shown for `horizon_s` (moved
    away, deleted) is forgotten: it cannot be read again unless it comes back under its path, and
    one that comes back after the horizon is read again (the one case a file is read twice; with
    --keep_whole_ledger it never is). So the ledger holds the files the input still lists plus those
    gone within the horizon, not every file ever done. A poll whose listing failed or found no file
    at all forgets nothing (an unmounted folder or a failing bucket listing looks like that). The
    parts on disk are rewritten without forgotten files now and then (LEDGER_COMPACT_AFTER); a
    rewritten part names the last window the ledger recorded (`windows_through`), so a restart does
    not take the summaries of windows whose files were all forgotten for windows it has to record.

    At start the parts are read (the files done, and the windows they record); a committed window
    summary whose window no part records (the watch stopped between the summary and the part) is
    read and its part written; the summaries the parts record are not opened. The files read at a
    start count as listed at that moment.
    """

    def __init__(self, prefix: str, horizon_s: float | None = None):
        self.prefix = prefix
        self.path = prefix + LEDGER_SUFFIX  # an earlier version's whole ledger, read only
        self.horizon_s = horizon_s
        self.done = PathSet()
        # the files whose cut last member waits for a later window: path -> (its start, since when);
        # a few at a time (the files being written), kept in their ledger entries for a restart
        self.held: dict[str, Hold] = {}
        # the files whose last read may have ended inside a member over their size (`ReadPlan.read_to`):
        # path -> where it ended, from which their next tail names the rest of a member read cut there; a
        # few at a time (files beside a member the close's walks cannot reach), kept in their ledger entries
        self.read_to: dict[str, int] = {}
        # the plain files whose size read lies inside a record read cut (`ReadPlan.record_over`): path -> where
        # that record starts, from whose end their next tail walks, naming its rest; as few, kept the same way
        self.record_over: dict[str, int] = {}
        self.forgotten = 0  # files forgotten since this process started
        self._parts: list[_LedgerPart] = []  # the mergeable parts, oldest first
        self._forgotten_on_disk = 0  # forgotten since the parts were last rewritten
        self._next_forget = -math.inf
        self._whole_ledger = False  # whether an earlier version's whole ledger was read
        # called with True before the parts on disk are rewritten outside a window's commit (the
        # compaction) and with False after: the watch's restart state (RestartState) then names no parts
        self.on_rewrite: Callable[[bool], None] | None = None

    def __contains__(self, path: str) -> bool:
        return path in self.done

    def __len__(self) -> int:
        return len(self.done)

    def load(self, summary_paths: Sequence[str] = (), now: float | None = None,
             part_paths: Sequence[str] | None = None) -> None:
        """Read every ledger part (`part_paths`, listed under the prefix when None), then the
        committed window summaries (of `summary_paths`) that no part records, writing their parts."""
        now = time.time() if now is None else now
        recorded: set[str] = set()
        through = ""
        # path -> (window, mark, hold, read_to, record_over) of its last entry
        latest: dict[str, tuple[str, int, Any, int | None, int | None]] = {}
        for path in ledger_part_paths(self.prefix) if part_paths is None else part_paths:
            self._whole_ledger = self._whole_ledger or path == self.path
            data = _ledger_data(path)
            files = data["files"]
            for file, entry in files.items():
                window, mark = _entry_mark(entry)
                if file not in latest or window >= latest[file][0]:
                    latest[file] = (window, mark, _entry_hold(entry), _entry_offset(entry, "read_to"),
                                    _entry_offset(entry, "record_over"))
            windows = sorted({str(entry.get("window")) for entry in files.values() if isinstance(entry, dict)})
            recorded.update(windows)
            through = max(through, str(data.get("windows_through", "")))
            if path != self.path:
                named = _part_windows(self.prefix, path)
                first, last = named if named else (windows[0], windows[-1]) if windows else ("", "")
                if first:
                    self._parts.append(_LedgerPart(path, len(files), first, last))
                    # a part records every window its name spans, also one whose files all have a
                    # later window's entry now (a grown file's tail): a summary not yet in a part is
                    # newer than every part (2026-12-06: such a window's summary was taken again at a
                    # restart, its old size then read the file's tail a second time)
                    through = max(through, last)
        for file, (_, mark, hold, read_to, record_over) in latest.items():
            self.done.add(file, now, mark)
            if hold is not None:
                self.held[file] = Hold(mark_size(mark), *hold)
            if read_to is not None:
                self.read_to[file] = read_to
            if record_over is not None:
                self.record_over[file] = record_over
        del latest
        self._parts.sort(key=lambda part: (part.first, part.last))
        for summary_path in summary_paths:
            window = _window_of_summary(self.prefix, summary_path)
            if window not in recorded and not window <= through:
                summary = read_json(summary_path)
                self.record(summary.get("window", window), marks_of_summary(summary), now, held_of_summary(summary),
                            read_to_of_summary(summary), record_over_of_summary(summary))

    def record(self, window_name: str, marks: dict[str, int], now: float | None = None,
               held: dict[str, Hold] | None = None, read_to: dict[str, int] | None = None,
               record_over: dict[str, int] | None = None) -> None:
        """Add a committed window's files (path -> `file_mark`; `held`: those whose cut last member
        waits; `read_to`: where the read ended of those read past their size, `ReadPlan.read_to`;
        `record_over`: the plain ones whose size lies inside a record read cut, `ReadPlan.record_over`):
        its part written
        whole (or not at all), then merges."""
        if not marks:
            return
        held, read_to, record_over = held or {}, read_to or {}, record_over or {}
        entries = {path: _ledger_entry(window_name, mark, held.get(path), read_to.get(path), record_over.get(path))
                   for path, mark in sorted(marks.items())}
        part = _LedgerPart(f"{self.prefix}{LEDGER_PART_INFIX}{window_name}.json", len(entries), window_name, window_name)
        run_output.write_json(part.path, {"files": entries})
        stamp = time.time() if now is None else now
        for path, mark in marks.items():
            self.done.add(path, stamp, mark)
            if path in held:
                self.held[path] = held[path]
            else:
                self.held.pop(path, None)
            for kept, value in ((self.read_to, read_to.get(path)), (self.record_over, record_over.get(path))):
                if value is not None:
                    kept[path] = value
                else:
                    kept.pop(path, None)
        self._parts.append(part)
        try:
            self._merge()
        except Exception:  # noqa: BLE001 - the window's part is written; unmerged parts only cost opens at a start
            _LOG.warning("beam_extract: could not merge the ledger parts of %s", self.prefix, exc_info=True)

    def part_paths(self) -> list[str]:
        """The ledger's files on disk, as `ledger_part_paths` would list them now."""
        return ([self.path] if self._whole_ledger else []) + [part.path for part in self._parts]

    def seen(self, path: str, now: float) -> bool:
        """Whether `path` is done; if it is, it counts as listed at `now`."""
        return self.done.touch(path, now) is not None

    def mark_if_seen(self, path: str, now: float) -> int | None:
        """The `file_mark` of `path` if it is done (it then counts as listed at `now`), else None."""
        return self.done.touch(path, now)

    def note(self, path: str, mark: int) -> None:
        """A new mark for a file done, in memory (a change named: its window's part records it)."""
        self.done.set_mark(path, mark)

    def forget_unlisted(self, now: float, listed_any: bool) -> int:
        """Forget the files no listing has shown for the horizon (at most once per
        min(LEDGER_FORGET_EVERY_SECONDS, horizon / 10)); return how many were forgotten."""
        if self.horizon_s is None or not listed_any or now < self._next_forget:
            return 0
        self._next_forget = now + min(LEDGER_FORGET_EVERY_SECONDS, self.horizon_s / 10)
        gone = self.done.forget_seen_before(now - self.horizon_s)
        if gone and self.held:
            self.held = {path: entry for path, entry in self.held.items() if path in self.done}
        if gone and self.read_to:
            self.read_to = {path: end for path, end in self.read_to.items() if path in self.done}
        if gone and self.record_over:
            self.record_over = {path: at for path, at in self.record_over.items() if path in self.done}
        if gone:
            self.forgotten += gone
            self._forgotten_on_disk += gone
            _LOG.info("beam_extract: the ledger forgot %d WARC file(s) not listed for %g s; %d kept",
                      gone, self.horizon_s, len(self.done))
            if self._forgotten_on_disk >= max(LEDGER_COMPACT_AFTER, len(self.done) // 4):
                try:
                    if self.on_rewrite is not None:
                        self.on_rewrite(True)
                    self._compact()
                    if self.on_rewrite is not None:
                        self.on_rewrite(False)
                except Exception:  # noqa: BLE001 - stale entries on disk are forgotten again after a restart
                    _LOG.warning("beam_extract: could not rewrite the ledger parts of %s", self.prefix, exc_info=True)
        return gone

    def _compact(self) -> None:
        """Rewrite the parts holding forgotten files without them (each part whole or not at all)."""
        through = max((part.last for part in self._parts), default="")
        for part in list(self._parts):
            data = _ledger_data(part.path)
            kept = {path: entry for path, entry in data["files"].items() if path in self.done}
            if len(kept) < len(data["files"]):
                run_output.write_json(part.path, {"files": kept, "windows_through": max(
                    through, str(data.get("windows_through", "")))})
                part.files = len(kept)
        self._forgotten_on_disk = 0
        self._merge()

    def _merge(self) -> None:
        while (group := _mergeable_group(self._parts)) is not None:
            files: dict[str, Any] = {}
            through = ""
            for part in group:
                data = _ledger_data(part.path)
                files.update(data["files"])
                through = max(through, str(data.get("windows_through", "")))
            first, last = group[0].first, group[-1].last
            merged = _LedgerPart(f"{self.prefix}{LEDGER_PART_INFIX}{first}--{last}.json", len(files), first, last)
            others = [p for p in self._parts if p not in group]
            for clash in [p for p in others if p.path == merged.path]:  # left by a crash in an earlier merge
                files.update(_ledger_files(clash.path))
                others.remove(clash)
            merged.files = len(files)
            content: dict[str, Any] = {"files": dict(sorted(files.items()))}
            if through:
                content["windows_through"] = through
            run_output.write_json(merged.path, content)
            FileSystems.delete([p.path for p in group if p.path != merged.path])
            self._parts = sorted([*others, merged], key=lambda part: (part.first, part.last))


class PathSet:
    """A set of paths kept as the file names per folder: a folder's path (the long part of
    `gs://bucket/crawl-data/CC-MAIN-2024-51/segments/1733066035857.0/warc/...`) is held once, not
    once per file. Each name maps to the last time it was listed (a float shared by every name a
    poll stamps: no object per file), and to its `file_mark` (an int: the size read and a check)."""

    def __init__(self) -> None:
        self._names: dict[str, dict[str, float]] = {}
        self._marks: dict[str, dict[str, int]] = {}
        self._size = 0

    def add(self, path: str, stamp: float = 0.0, mark: int = 0) -> None:
        folder, name = _folder_and_name(path)
        names = self._names.setdefault(folder, {})
        if name not in names:
            self._size += 1
        names[name] = stamp
        self._marks.setdefault(folder, {})[name] = mark

    def update(self, paths: Iterable[str], stamp: float = 0.0) -> None:
        for path in paths:
            self.add(path, stamp)

    def touch(self, path: str, stamp: float) -> int | None:
        """The mark of `path` if it is in the set (then stamped), else None."""
        folder, name = _folder_and_name(path)
        names = self._names.get(folder)
        if names is None or name not in names:
            return None
        names[name] = stamp
        return self._marks[folder][name]

    def mark(self, path: str) -> int | None:
        """The mark of `path` if it is in the set (not stamped), else None."""
        folder, name = _folder_and_name(path)
        return self._marks.get(folder, {}).get(name)

    def set_mark(self, path: str, mark: int) -> None:
        folder, name = _folder_and_name(path)
        if name in self._names.get(folder, ()):
            self._marks[folder][name] = mark

    def forget_seen_before(self, cutoff: float) -> int:
        """Remove the paths stamped before `cutoff`; return how many."""
        gone = 0
        for folder in list(self._names):
            names = self._names[folder]
            old = [name for name, stamp in names.items() if stamp < cutoff]
            if len(old) == len(names):
                del self._names[folder], self._marks[folder]
            else:
                marks = self._marks[folder]
                for name in old:
                    del names[name], marks[name]
                if old:  # a dict keeps its table at its largest size: a copy lets the rest go
                    self._names[folder], self._marks[folder] = dict(names), dict(marks)
            gone += len(old)
        self._size -= gone
        return gone

    def __contains__(self, path: object) -> bool:
        if not isinstance(path, str):
            return False
        folder, name = _folder_and_name(path)
        return name in self._names.get(folder, ())

    def __len__(self) -> int:
        return self._size

    def __iter__(self) -> Iterator[str]:
        for folder, names in self._names.items():
            yield from (folder + name for name in names)


def _folder_and_name(path: str) -> tuple[str, str]:
    """`gs://b/crawl/x.warc.gz` -> (`gs://b/crawl/`, `x.warc.gz`): the two add up to the path."""
    cut = path.rfind("/") + 1
    return path[:cut], path[cut:]


@dataclass
class _LedgerPart:
    path: str
    files: int
    first: str  # the first and last window it records (window names sort in time)
    last: str

    @property
    def tier(self) -> int:
        tier, size = 0, LEDGER_FAN_IN
        while self.files >= size:
            tier, size = tier + 1, size * LEDGER_FAN_IN
        return tier


def _mergeable_group(parts: list[_LedgerPart]) -> list[_LedgerPart] | None:
    """The oldest LEDGER_FAN_IN parts of the lowest tier below the top that has that many."""
    for tier in range(LEDGER_TOP_TIER):
        same = [p for p in parts if p.tier == tier]
        if len(same) >= LEDGER_FAN_IN:
            return same[:LEDGER_FAN_IN]
    return None


def _ledger_data(path: str) -> dict[str, Any]:
    data = read_json(path)
    if not isinstance(data, dict) or not isinstance(data.get("files", {}), dict):
        raise DamagedStateFile(f"beam-extract: {path} is damaged (no file list); restore it, or remove it to read "
                               "again the files of the windows it lists")
    data.setdefault("files", {})
    return data


def _ledger_files(path: str) -> dict[str, Any]:
    return _ledger_data(path)["files"]


def _part_windows(prefix: str, path: str) -> tuple[str, str] | None:
    """`PREFIX.ledger-<first>--<last>.json` / `PREFIX.ledger-<window>.json` -> (first, last)."""
    name = path[len(prefix) + len(LEDGER_PART_INFIX): -len(".json")]
    first, _, last = name.partition("--")
    return (first, last or first) if first.startswith("window-") else None


def ledger_part_paths(prefix: str) -> list[str]:
    """An earlier version's whole ledger (if any) and the ledger parts of `prefix`, as they are now."""
    parts = [p for p in run_output.matching_paths(f"{prefix}{LEDGER_PART_INFIX}*.json")
             if _LEDGER_PART_NAME.fullmatch(FileSystems.split(p)[1][len(FileSystems.split(prefix)[1]):])]
    return ([prefix + LEDGER_SUFFIX] if FileSystems.exists(prefix + LEDGER_SUFFIX) else []) + parts


_LEDGER_PART_NAME = re.compile(r"\.ledger-window-[^/]*\.json")


def recover_ledger_partials(prefix: str) -> list[str]:
    """Take back the ledger parts a watch killed mid-write left as `PART.partial` (2026-12-07).

    `run_output.write_json` writes a part into `PART.partial`, then renames it over `PART`: locally
    one atomic replace, but on an object store (and locally before 2026-12-07) `PART` is deleted
    first, so a SIGKILL between the two, while the ledger's parts were rewritten without forgotten
    files (`Ledger._compact`), left no `PART`, and the restart read every file of that part again.
    A `PART.partial` whose `PART` is missing and which is whole JSON is renamed to `PART`; any other
    (cut while written: its `PART`, or a merge's inputs, are still there) is removed. Returns the
    parts taken back."""
    recovered, stale = [], []
    for partial in run_output.matching_paths(f"{prefix}{LEDGER_PART_INFIX}*.json{run_output.PARTIAL_SUFFIX}"):
        part = partial[: -len(run_output.PARTIAL_SUFFIX)]
        if not _LEDGER_PART_NAME.fullmatch(FileSystems.split(part)[1][len(FileSystems.split(prefix)[1]):]):
            continue
        if not FileSystems.exists(part) and _whole_ledger_json(partial):
            FileSystems.rename([partial], [part])
            recovered.append(part)
        else:
            stale.append(partial)
    if stale:
        FileSystems.delete(stale)
    if recovered:
        _LOG.warning("beam_extract: took back %d ledger part(s) a stopped watch left half-renamed: %s",
                     len(recovered), ", ".join(recovered))
    return recovered


def _whole_ledger_json(path: str) -> bool:
    try:
        data = read_json(path)
    except (DamagedStateFile, OSError):
        return False
    return isinstance(data, dict) and isinstance(data.get("files"), dict)


def _window_of_summary(prefix: str, summary_path: str) -> str:
    """`PREFIX.window-A-B.2.summary.json` -> `window-A-B.2` (the name its window summary gives)."""
    return summary_path[len(prefix) + 1: -len(WINDOW_SUMMARY_SUFFIX)]


def committed_summary_paths(prefix: str) -> list[str]:
    return run_output.matching_paths(f"{prefix}{WINDOW_INFIX}*{WINDOW_SUMMARY_SUFFIX}")


def window_outputs(prefix: str) -> list[str]:
    """Every document and dead-letter file a window's pipeline wrote (or began to) under `prefix`."""
    return run_output.matching_paths(prefix + "-*-of-*") + run_output.matching_paths(prefix + ".errors-*-of-*")


def remove_uncommitted_windows(prefix: str, summary_paths: Sequence[str]) -> list[str]:
    """Delete the outputs of windows that have no summary (cut off mid-write); return their paths."""
    committed = {path[: -len(WINDOW_SUMMARY_SUFFIX)] for path in summary_paths}
    orphans = [
        path for path in run_output.matching_paths(f"{prefix}{WINDOW_INFIX}*-of-*")
        if _window_prefix_of(path) not in committed
    ]
    if orphans:
        _LOG.warning("beam_extract: removing %d output file(s) of uncommitted windows", len(orphans))
        FileSystems.delete(orphans)
    # Beam's temporary folders of window writes (a glob of files never matched these folders)
    _, base = run_output.split_prefix(prefix)
    window_temp = re.compile(rf"beam-temp-{re.escape(base + WINDOW_INFIX)}[^/]*-[0-9a-f]{{32}}")
    removed = orphans + run_output.remove_temp_folders(prefix, window_temp)
    # the staging folders of windows cut off mid-write (run_output.staging_prefix: local prefixes only)
    if "://" not in prefix:
        window_staging = re.compile(rf"{re.escape(base + WINDOW_INFIX)}[^/]*{re.escape(run_output.STAGING_SUFFIX)}")
        removed += run_output.remove_temp_folders(prefix, window_staging)
    return removed


def remove_window_leftovers(window_prefix: str) -> list[str]:
    """Delete what one window cut off before its summary wrote (`PREFIX.window-A-B`): its outputs
    (local: those its staging manifest names, `run_output.remove_staged_outputs`; remote: its own
    shard globs, listed by name prefix), its staging and Beam temporary folders and a summary cut
    mid-write. Nothing else of the prefix is listed."""
    removed = []
    if "://" in window_prefix:
        orphans = window_outputs(window_prefix)
        if orphans:
            FileSystems.delete(orphans)
        removed += orphans + run_output.remove_temp_folders(window_prefix)
    else:
        removed += run_output.remove_staged_outputs(window_prefix)
    partial = window_prefix + WINDOW_SUMMARY_SUFFIX + run_output.PARTIAL_SUFFIX
    if FileSystems.exists(partial):
        FileSystems.delete([partial])
        removed.append(partial)
    if removed:
        _LOG.warning("beam_extract: removed %d output(s) of window %s, cut off before its commit",
                     len(removed), window_prefix)
    return removed


RESTART_STATE_SUFFIX = ".watch-state.json"
# A local output folder counts as unchanged since the restart state was written when its mtime is
# at most this much later than the state's (2026-12-07, reader55; chosen, not tuned: the state's own
# rename into place comes right after its write, well within it even on a loaded host, and an earlier
# version's watch takes seconds to start before it writes anything); anything else made, renamed or removed in the folder later (a watch of
# an earlier version's window, which writes ledger parts the state does not name, the end summary)
# makes the restart list the ledger parts. A false alarm costs one listing of the folder (about 1 us
# an entry: 60 ms beside 20,000 windows' 60,000 files), never a wrong restart.
STATE_WRITE_SLACK_NS = 100_000_000


class RestartState:
    """`PREFIX.watch-state.json` (2026-12-07): what a restart must look at, so that it lists nothing
    that grows with the windows committed. {"open_window": the window whose commit may be under way
    (`window-A-B` or `window-A-B.2`) or null, "ledger_parts": the ledger's files (`Ledger.part_paths`)
    or null while they are rewritten}. Written (whole or not at all, `run_output.write_json`) before a
    window writes anything, naming it, and after its ledger part and merges, naming none; before
    and after a compaction of the ledger parts (null parts between).

    A restart (`Watch.prepare`) with a state to trust: an open window without its summary is undone
    (`remove_window_leftovers`); one with its summary was cut between its summary and the end of its
    ledger part (a half-written part, a merge): its summary is taken, and the parts are listed
    (`recover_ledger_partials`, `ledger_part_paths`) as before; otherwise the state's parts are read.
    No state (a prefix an earlier version wrote, a state cut while an object store renamed it), a
    damaged one, or a part it names that is gone: every summary, output and part is listed, as before
    (`remove_uncommitted_windows`); its cost then grows with the windows, once. A watch of an earlier
    version run over the prefix after this one does not update the state; the parts it wrote are found
    (2026-12-07, `names_every_part`: two stats when the local folder has not changed since the state,
    else a listing of the ledger parts) and the restart lists the prefix as without a state."""

    def __init__(self, prefix: str):
        self.path = prefix + RESTART_STATE_SUFFIX

    def read(self) -> tuple[str | None, list[str] | None] | None:
        """(open window, ledger parts), or None when there is no state to trust."""
        try:
            if not FileSystems.exists(self.path):
                return None
            data = read_json(self.path)
        except (DamagedStateFile, OSError) as exc:
            _LOG.warning("beam_extract: %s cannot be read (%s): listing the whole prefix", self.path, exc)
            return None
        whole = isinstance(data, dict) and "open_window" in data and "ledger_parts" in data
        window, parts = (data["open_window"], data["ledger_parts"]) if whole else (0, 0)
        if not (window is None or (isinstance(window, str) and window.startswith(WINDOW_INFIX[1:]))) or not (
                parts is None or (isinstance(parts, list) and all(isinstance(p, str) for p in parts))):
            _LOG.warning("beam_extract: %s is not a watch's state: listing the whole prefix", self.path)
            return None
        return window, parts

    def write(self, open_window: str | None, ledger_parts: list[str] | None) -> None:
        run_output.write_json(self.path, {"open_window": open_window, "ledger_parts": ledger_parts})
        self.settled = open_window is None and ledger_parts is not None

    settled = False  # as this process last wrote it: no window's commit and no rewrite of the parts under way

    def names_every_part(self, prefix: str, parts: Sequence[str]) -> bool:
        """Whether the ledger parts under `prefix` are all among `parts` (the state's): a watch of an
        earlier version run over the prefix after this one wrote parts the state does not name (its
        windows' files, read again at the restart, 2026-12-07: every document twice). A local folder
        whose mtime has not moved since the state was written (two stats) holds no new part; else
        the parts are listed (`ledger_part_paths`: by name prefix on an object store, which answers
        for those names alone; one read of a local folder)."""
        folder, _ = run_output.split_prefix(prefix)
        if "://" not in self.path:
            try:
                changed = os.stat(folder or ".").st_mtime_ns - os.stat(self.path).st_mtime_ns
            except OSError:
                changed = STATE_WRITE_SLACK_NS + 1
            if changed <= STATE_WRITE_SLACK_NS:
                return True
        named = set(parts)
        return all(path in named for path in ledger_part_paths(prefix) if path != prefix + LEDGER_SUFFIX)


def check_not_an_old_watch_folder(prefix: str) -> None:
    """`UsageError` if `prefix` is the output folder of a watch of an earlier version (when
    --output was a folder): run over it as a prefix, the watch would ignore its ledger and read
    every file it lists again."""
    old_ledger = _join(prefix, OLD_LEDGER_NAME)
    if FileSystems.exists(old_ledger):
        raise UsageError(
            f"--output {prefix} is the folder of a watch from an earlier version ({old_ledger}); --output is "
            f"a file prefix now. To go on without reading its files again, move that ledger to "
            f"{_join(prefix, 'watch' + LEDGER_SUFFIX)} and give --output {_join(prefix, 'watch')}"
        )


def _window_prefix_of(output_path: str) -> str:
    """`P.window-A-B-00000-of-00001.jsonl` / `P.window-A-B.errors-...` -> `P.window-A-B`."""
    head = output_path.rsplit("-of-", 1)[0]  # P.window-A-B-00000 or P.window-A-B.errors-00000
    head = head.rsplit("-", 1)[0]
    return head[: -len(".errors")] if head.endswith(".errors") else head


LOCK_SUFFIX = ".lock"


class PrefixLock:
    """One watch per output prefix (2026-12-07): `PREFIX.lock`, held with an exclusive `flock` for as
    long as the watch runs. Two watches over one prefix would each read the files the other had not
    yet recorded (every new file twice) and merge or rewrite the same ledger parts under each other;
    the second one now stops at its start with exit status 2, naming the holder's pid. The kernel
    drops the lock when its process dies, even by SIGKILL, so a crash never leaves a stale lock to
    remove by hand. Local prefixes only: an object store has no lock (one watch per prefix there is
    up to whoever starts them)."""

    def __init__(self, prefix: str):
        self.path = prefix + LOCK_SUFFIX
        self._file: Any = None

    def acquire(self) -> None:
        if "://" in self.path:
            return
        handle = open(self.path, "a+", encoding="ascii")  # noqa: SIM115 - held open until `release`
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.seek(0)
            holder = handle.read(40).strip() or "unknown"
            handle.close()
            raise UsageError(f"another watch is running over --output {self.path[: -len(LOCK_SUFFIX)]} (pid "
                             f"{holder}, it holds {self.path}): one watch per output prefix") from None
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n")
        handle.flush()
        self._file = handle

    def release(self) -> None:
        if self._file is not None:
            self._file.close()  # closing the file drops the lock; the file stays (another watch takes it)
            self._file = None


# --- one window: a bounded batch pipeline ------------------------------------------------------

@dataclass(frozen=True)
class WatchSettings:
    """What the watch runs with, from its command line (picklable: a window's child process gets it)."""

    inputs: tuple[str, ...]
    output: str                          # the output prefix
    format: str
    watch_interval_seconds: float
    window_seconds: float
    stop_after_seconds: float | None
    timeout_seconds: float | None        # None: no per-page budget
    progress_every: int
    extract: ExtractOptions
    window_process: str                  # auto | child | same
    ledger_horizon_seconds: float | None  # None: the ledger keeps every file done (--keep_whole_ledger)
    cut_record_wait_seconds: float       # how long a followed file's cut last member is waited for
    argv: tuple[str, ...]                # the whole command line: Beam's options for each window's pipeline


def parse_settings(argv: Sequence[str]) -> WatchSettings:
    """The watch's settings; `UsageError` (one line) for an unknown flag, a bad value or a missing one."""
    argv = list(argv)
    check_flags(argv, WATCH_OPTIONS)
    options = PipelineOptions(argv)
    source, step = options.view_as(WarcInputOptions), options.view_as(ExtractStepOptions)
    sink, watch = options.view_as(DocumentOutputOptions), options.view_as(WatchOptions)
    if not source.input:
        raise UsageError("--input is required (glob(s) of the WARC files to watch for)")
    if any(p.startswith(("http://", "https://")) for p in source.input):
        raise UsageError("--input of the watch must be globs on a filesystem (http(s) URLs cannot be listed)")
    if not sink.output:
        raise UsageError("--output is required (an output prefix such as out/live/docs)")
    try:
        run_output.split_prefix(sink.output)
    except run_output.OutputError as exc:
        raise UsageError(str(exc)) from None
    if watch.window_seconds < 1:
        raise UsageError("--window_seconds must be at least 1 (window files are named to the second)")
    if watch.watch_interval_seconds <= 0:
        raise UsageError("--watch_interval_seconds must be positive")
    if not watch.ledger_horizon_seconds > 0:
        raise UsageError("--ledger_horizon_seconds must be positive (--keep_whole_ledger: never forget a file)")
    cut_wait = (CUT_RECORD_WAIT_WINDOWS * watch.window_seconds if watch.cut_record_wait_seconds is None
                else watch.cut_record_wait_seconds)
    if not cut_wait >= 0:
        raise UsageError("--cut_record_wait_seconds must be 0 or more (0: a record cut at the read is read as it is)")
    try:
        staging.prepare_setup_file(options)  # the build tools Beam's stager needs, checked before watching
    except staging.StagingError as exc:
        raise UsageError(str(exc)) from None
    return WatchSettings(
        inputs=tuple(source.input),
        output=sink.output,
        format=sink.format or DEFAULT_FORMAT,
        watch_interval_seconds=watch.watch_interval_seconds,
        window_seconds=watch.window_seconds,
        stop_after_seconds=watch.stop_after_seconds,
        timeout_seconds=step.timeout_seconds or None,
        progress_every=step.progress_every,
        extract=extract_options(step),
        window_process=watch.window_process,
        ledger_horizon_seconds=None if watch.keep_whole_ledger else watch.ledger_horizon_seconds,
        cut_record_wait_seconds=cut_wait,
        argv=tuple(argv),
    )


def window_options(settings: WatchSettings) -> PipelineOptions:
    """Beam's options for a window's pipeline: the command line's, on the FnApiRunner unless a
    runner is named, `--setup_file` made absolute as Beam's stager needs it (staging.py)."""
    return staging.absolute_setup_file(pipeline_options(settings.argv))


# --- Beam's local temporary folder of a window ------------------------------------------------------

WINDOW_TEMP_NAME = "beam-extract-watch-"


def window_temp_folder(output: str, window: str | None = None) -> str:
    """The folder under the system's temporary folder that holds Beam's own temporary folder of
    `window`'s pipeline (`beam-pipeline-temp*`, which `beam.Pipeline` makes there and removes when its
    run ends): `TMP/beam-extract-watch-<digest of the --output prefix>-<window>`; without `window`,
    the start of the names of every window's of that prefix."""
    where = output if "://" in output else os.path.abspath(output)
    digest = hashlib.sha1(where.encode("utf-8", "surrogateescape")).hexdigest()[:16]
    return os.path.join(tempfile.gettempdir(), f"{WINDOW_TEMP_NAME}{digest}-{window or ''}")


@contextlib.contextmanager
def beam_temp_in(folder: str) -> Iterator[None]:
    """Beam's pipelines made within put their local temporary folder in `folder` (the module's
    `tempfile.tempdir`, which `tempfile.mkdtemp` reads; restored after), made first."""
    os.makedirs(folder, exist_ok=True)
    saved = tempfile.tempdir
    tempfile.tempdir = folder
    try:
        yield
    finally:
        tempfile.tempdir = saved


def remove_window_temp_folders(output: str, window: str | None) -> list[str]:
    """Remove what windows of this watch that were killed mid-run left in the system's temporary
    folder (2026-12-07, reader55: Beam's `beam-pipeline-temp*` of each SIGKILL'd window stayed there
    for good): the folder of the open `window` the restart state names; for a local prefix, whose
    lock this process holds (no other watch of it runs, so none of its windows' folders is live),
    every window's folder of the prefix. Returns the folders removed."""
    if "://" in output and window is None:
        return []
    if "://" in output:
        found = [window_temp_folder(output, window)]
    else:
        stem = window_temp_folder(output)
        folder, start = os.path.split(stem)
        try:
            with os.scandir(folder) as entries:
                found = [entry.path for entry in entries if entry.name.startswith(start) and entry.is_dir()]
        except OSError:
            found = []
    removed = [path for path in found if os.path.isdir(path)]
    for path in removed:
        shutil.rmtree(path, ignore_errors=True)
    if removed:
        _LOG.warning("beam_extract: removed %d temporary folder(s) of window(s) cut off: %s", len(removed),
                     ", ".join(removed))
    return removed


def run_window(window: Window, prefix: str, settings: WatchSettings) -> dict[str, Any]:
    """Read, extract and write one window's files with a batch pipeline; return its summary. Beam's
    local temporary folder is made inside `window_temp_folder`, removed after the run, or at the
    next start when the window is killed."""
    temp = window_temp_folder(settings.output, prefix[len(settings.output) + 1:])
    try:
        return _run_window_pipeline(window, prefix, settings, temp)
    finally:
        shutil.rmtree(temp, ignore_errors=True)


def _run_window_pipeline(window: Window, prefix: str, settings: WatchSettings, temp: str) -> dict[str, Any]:
    started = time.monotonic()
    with beam_temp_in(temp):
        pipeline = beam.Pipeline(options=window_options(settings))
    result = (
        pipeline
        | "Files" >> beam.Create(window_reads(window))
        | "PlanParts" >> beam.FlatMap(parts_to_read)
        | "ReadWarc" >> ReadWarcParts(max_payload_bytes=settings.extract.max_bytes)
        | "ExtractMainContent" >> ExtractMainContent(
            settings.extract, timeout_s=settings.timeout_seconds, progress_every=settings.progress_every,
        )
    )
    staged = run_output.staging_prefix(prefix)  # Beam's sinks list their folder: one of the window's own
    result.documents | "WriteDocuments" >> WriteDocuments(staged, settings.format)
    result.failed | "WriteDeadLetters" >> WriteDeadLetters(staged)
    run = pipeline.run()
    counters = finished_counters(run, run.wait_until_finish())  # RunFailed unless it ended DONE: retried
    reports = read_reports(run)
    outputs = run_output.move_staged(written_files(staged, settings.format), prefix)
    summary = summarise(counters, time.monotonic() - started, outputs)
    summary.update(
        window=prefix[len(settings.output) + 1:],  # window-A-B, or window-A-B.2 for a second commit of it
        window_start=datetime.fromtimestamp(window.start, tz=UTC).isoformat(),
        window_end=datetime.fromtimestamp(window.end, tz=UTC).isoformat(),
        counters=counters,
        files=dict(sorted(window.files.items())),
    )
    add_file_fields(summary, window, reports)
    unreported = sorted(set(window.read_to) - set(reports.ends) - set(reports.rewritten))
    if unreported:  # a runner that gives no distributions: the close's end stands in (a member read on past it
        # by the read would have its bytes from there named once more by the next tail)
        _LOG.warning("beam_extract: window %s: no read end reported for %s: taken to end where the data ended "
                     "when the window closed", window.name, ", ".join(unreported))
    if reports.rewritten:  # named by the watch when it commits the window (`Watch.name_tails_rewritten_while_read`)
        summary[TAILS_REWRITTEN_WHILE_READ] = list(reports.rewritten)
    return summary


class ReadReports(NamedTuple):
    """What the parts of a window's followed tails reported (`read_warc.READ_END_NAMESPACE`,
    `REWRITTEN_NAMESPACE`): where the read of each file reporting it ended (`WarcPart.reports_end`), and
    the files whose parts found the bytes before their tail changed (they read nothing of it)."""

    ends: dict[str, int]
    rewritten: tuple[str, ...]


# The summary key under which a window's run hands `ReadReports.rewritten` to the watch's commit (from a
# child process too), which names those files `files_changed_after_read` and removes the key.
TAILS_REWRITTEN_WHILE_READ = "tails_rewritten_while_read"


def read_reports(result: Any) -> ReadReports:
    """The `ReadReports` of a finished window pipeline, from its metrics (committed values where the
    runner has them; a range's read end is a distribution whose max is the file's)."""
    results = metric_results(result, READ_END_NAMESPACE, REWRITTEN_NAMESPACE)
    ends: dict[str, int] = {}
    for metric in results["distributions"]:
        value = metric.committed if metric.committed is not None else metric.attempted
        if metric.key.metric.namespace == READ_END_NAMESPACE and value is not None and value.count:
            name = metric.key.metric.name
            ends[name] = max(ends.get(name, 0), int(value.max))
    rewritten = {metric.key.metric.name for metric in results["counters"]
                 if metric.key.metric.namespace == REWRITTEN_NAMESPACE
                 and (metric.committed if metric.committed is not None else metric.attempted)}
    return ReadReports(ends, tuple(sorted(rewritten)))


def add_file_fields(summary: dict[str, Any], window: Window, reports: ReadReports | None = None) -> None:
    """The window's tails (path -> the offset its read began at), checks (path -> the
    `bytes_check` of a file read as ranges, which a later window follows when it grows), files
    held back (path -> where its cut member begins, its listed size, since when it waits, why),
    files whose read may have ended inside a member over their size (path -> where it ended, as its
    parts report it, `reports`; else `ReadPlan.read_to`: the file's next tail names the rest from
    there) and plain files whose last record was read cut (path -> where it starts)."""
    if window.starts:
        summary["tails"] = dict(sorted(window.starts.items()))
    checks = {path: check for path, check in sorted(window.checks.items()) if check is not None}
    if checks:
        summary["file_checks"] = checks
    if window.held:
        summary["files_held_back"] = dict(sorted(window.held.items()))
    if window.read_to:
        ends = reports.ends if reports is not None else {}
        summary["files_read_to"] = {path: ends.get(path, end) for path, end in sorted(window.read_to.items())}
    if window.record_over:
        summary["files_record_over"] = dict(sorted(window.record_over.items()))


def changes_only_summary(window: Window, prefix: str, settings: WatchSettings) -> dict[str, Any]:
    """The summary of a window with no byte to read: only changes of files done to name, or files
    whose cut last member still waits (held back; their sizes read as before)."""
    summary = summarise({}, 0.0, [])
    summary.update(
        window=prefix[len(settings.output) + 1:],
        window_start=datetime.fromtimestamp(window.start, tz=UTC).isoformat(),
        window_end=datetime.fromtimestamp(window.end, tz=UTC).isoformat(),
        counters={},
        files=dict(sorted(window.files.items())),
    )
    add_file_fields(summary, window)
    return summary


def run_window_in_child(window: Window, prefix: str, settings: WatchSettings) -> dict[str, Any]:
    """`run_window` in a fresh Python process that exits afterwards (see `runs_in_child`)."""
    context = multiprocessing.get_context("spawn")  # a clean interpreter: nothing of the watch's state
    with concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=context) as pool:
        return pool.submit(_child_run_window, window, prefix, settings,
                           logging.getLogger("beam_extract").getEffectiveLevel()).result()


def _child_run_window(window: Window, prefix: str, settings: WatchSettings, level: int) -> dict[str, Any]:
    configure_logging(level)
    return run_window(window, prefix, settings)


def cut_record_looks(settings: WatchSettings) -> int:
    """How many closes must find a cut member cut before it is read as it is (2026-12-07): the
    first close and one per window of --cut_record_wait_seconds (4 at the defaults; 0 with no
    wait). The wait was wall-clock only, so a window whose pipeline ran longer than the wait gave
    the member one more look, not the windows' worth the wait stands for."""
    if settings.cut_record_wait_seconds <= 0:
        return 0
    return math.ceil(settings.cut_record_wait_seconds / settings.window_seconds) + 1


def runs_in_child(settings: WatchSettings) -> bool:
    """Whether each window's pipeline runs in a child process (--window_process).

    `auto`: a child when a runner is named. Beam's PortableRunner with LOOPBACK registers an
    atexit handler per job that holds the job's result, so a watch submitting one job per window
    grows about 1 MB per window in its own process (measured 2026-11-30: 256 -> 275 MB over 20
    windows); a child process per window returns that memory. The local FnApiRunner leaves nothing
    behind (252 -> 260 MB over 150 windows in one process), so it runs in the watch's process and
    saves the child's start-up (Beam's import, about 2 s).
    """
    if settings.window_process != "auto":
        return settings.window_process == "child"
    return any(a == "--runner" or a.startswith("--runner=") for a in settings.argv)


class Totals:
    """What the end summary keeps of each committed window: its counters added to running totals,
    whether it balanced, how many windows there were, and the names and output paths of the last
    TOTALS_LISTED_WINDOWS of them (not their file lists or the rest of their summaries): a watch
    running for months keeps the same few hundred KB (each window's summary is on disk)."""

    def __init__(self) -> None:
        self.counters: dict[str, int] = {}
        self.balanced = True
        self.committed = 0
        self._listed: collections.deque[tuple[str, tuple[str, ...]]] = collections.deque(maxlen=TOTALS_LISTED_WINDOWS)

    @property
    def windows(self) -> list[str]:
        """The names of the last TOTALS_LISTED_WINDOWS windows committed, oldest first."""
        return [name for name, _ in self._listed]

    @property
    def outputs(self) -> list[str]:
        """Their output files."""
        return [path for _, paths in self._listed for path in paths]

    def add(self, window: dict[str, Any]) -> None:
        for name, value in window["counters"].items():
            self.counters[name] = self.counters.get(name, 0) + value
        self.balanced = self.balanced and window["balanced"]
        self.committed += 1
        self._listed.append((window["window"], tuple(window["outputs"])))


def total_summary(windows: Totals | list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    """The sum of the window summaries, in the batch pipeline's summary format, plus the windows."""
    if not isinstance(windows, Totals):
        totals = Totals()
        for window in windows:
            totals.add(window)
        windows = totals
    summary = summarise(windows.counters, seconds, list(windows.outputs))
    summary["balanced"] = summary["balanced"] and windows.balanced
    summary["windows"] = windows.windows
    if windows.committed > len(summary["windows"]):  # the earlier ones: their summaries are on disk
        summary["windows_not_listed"] = windows.committed - len(summary["windows"])
    return summary


def files_changed_while_read(files: dict[str, int], followed: Iterable[str] = ()) -> dict[str, dict[str, int]]:
    """The local files among `files` (path -> size when found) whose size now is another, and whose
    change no later window reads: one read whole (not in `followed`) that grew while its window read
    it (what was read may lack its last records: a file cut at a record's end reads as a whole,
    shorter WARC), or any that shrank (rewritten: what was read may not be what is there).
    {path: {"found": size, "now": size}}. A `followed` file that grew is not named: a later window
    reads its new records. A file gone since is not named (its window read it, or dead-lettered
    its open); remote objects (gs://, s3://) are not asked here (a later listing gives their size)."""
    followed = set(followed)
    changed = {}
    for path, found in files.items():
        if "://" in path:
            continue
        try:
            now = os.path.getsize(path)
        except OSError:
            continue
        if now < found or (now > found and path not in followed):
            changed[path] = {"found": found, "now": now}
    return changed


# The names uploaders and copy tools give a file while they write it, before they rename it into
# place (2026-12-07): `x.warc.gz.tmp`, `.part` (curl, wget2, browsers), `.partial`, `.filepart`
# (WinSCP), `.crdownload` (Chrome), and dot-names (rsync's `.x.warc.gz.Ab12Cd`). A broad glob
# (`incoming/*`) matched them, so the watch read the file while written (followed if gzip per
# record) and again under its final name: every record twice. They are passed over unless the
# pattern's own last part names them (`*.tmp`, `.*`).
UPLOAD_SUFFIXES = (".tmp", ".temp", ".part", ".partial", ".filepart", ".crdownload")


def being_uploaded(path: str, pattern: str) -> bool:
    """Whether `path`, matched by `pattern`, is named as a file still being written to be renamed
    (UPLOAD_SUFFIXES, or a dot-name) and `pattern`'s last part does not ask for such names."""
    name, asked = path.rstrip("/").rsplit("/", 1)[-1], pattern.rstrip("/").rsplit("/", 1)[-1]
    if name.startswith(".") and not asked.startswith("."):
        return True
    name, asked = name.lower(), asked.lower()
    return any(name.endswith(suffix) and not asked.endswith(suffix) for suffix in UPLOAD_SUFFIXES)


# --- the watch --------------------------------------------------------------------------------

# Links followed to find a symlink's target (as the kernel's MAXSYMLINKS); a longer chain is a loop.
_MAX_LINKS = 40


def link_target(path: str) -> str | None:
    """The file a local symlink listed by the pattern points to, named as the pattern would list it
    (its link text taken from the link's folder as listed, chains followed; an absolute target made
    relative to the working folder when the link's path is relative), so that it and the target
    are one file (2026-12-07: a folder holding `x.warc.gz` and a link to it read it twice, and two
    links to one file read it twice). None for no symlink, a remote path, and a link that leads
    nowhere (a broken one, a loop: read under its own name, its open-error names it). Only paths
    not in the ledger are asked (a symlink each poll: its name is never recorded)."""
    if "://" in path or not os.path.islink(path):
        return None
    target = path
    try:
        for _ in range(_MAX_LINKS):
            text = os.readlink(target)
            target = os.path.normpath(os.path.join(os.path.dirname(target), text))
            if not os.path.islink(target):
                break
        else:
            return None
    except OSError:
        return None
    if not os.path.isfile(target):
        return None
    if os.path.isabs(target) and not os.path.isabs(path):
        target = os.path.relpath(target)
    return target


class Watch:
    """The driver loop: poll, collect files per window, commit each window when it closes."""

    def __init__(self, settings: WatchSettings, stop: threading.Event | None = None):
        self.settings = settings
        self.prefix = settings.output
        self.ledger = Ledger(self.prefix, settings.ledger_horizon_seconds)
        self.state = RestartState(self.prefix)
        self.ledger.on_rewrite = lambda rewriting: self.state.write(
            None, None if rewriting else self.ledger.part_paths())
        self.committed = Totals()
        self.stop = stop or threading.Event()
        self.stopped_at: float | None = None
        self._failed_in_a_row = 0
        self._in_pipeline = False

    def prepare(self) -> None:
        """Make the prefix's folder, refuse an old watch folder, clear uncommitted windows, load the ledger."""
        folder, _ = run_output.split_prefix(self.prefix)
        if folder and "://" not in folder:
            os.makedirs(folder, exist_ok=True)
        check_not_an_old_watch_folder(self.prefix)
        state = self.state.read()
        remove_window_temp_folders(self.prefix, state[0] if state is not None else None)
        if not self.load_from_state(state):
            summaries = committed_summary_paths(self.prefix)
            remove_uncommitted_windows(self.prefix, summaries)
            recover_ledger_partials(self.prefix)
            self.ledger.load(summaries)
        self.state.write(None, self.ledger.part_paths())
        if self.ledger:
            _LOG.info("beam_extract: %d WARC file(s) already done under %s", len(self.ledger), self.prefix)

    def load_from_state(self, state: tuple[str | None, list[str] | None] | None) -> bool:
        """The restart from `RestartState` (`state`, as read: see there): the one window it names undone
        or taken, the ledger loaded; False, having changed nothing, when there is no state to trust."""
        if state is None:
            return False
        window, parts = state
        if parts is not None and not all(FileSystems.exists(path) for path in parts):
            _LOG.warning("beam_extract: a ledger part %s names is gone: listing the whole prefix", self.state.path)
            return False
        if parts is not None and not self.state.names_every_part(self.prefix, parts):
            _LOG.warning("beam_extract: the prefix holds ledger parts %s does not name (a watch of an earlier "
                         "version ran over it): listing the whole prefix", self.state.path)
            return False
        whole = self.path_of_whole_ledger()
        if parts is not None and whole and whole[0] not in parts:
            parts = whole + parts  # an earlier version's, put back under the prefix
        summaries: list[str] = []
        if window is not None:
            window_prefix = f"{self.prefix}.{window}"
            if FileSystems.exists(window_prefix + WINDOW_SUMMARY_SUFFIX):  # cut after its commit
                summaries = [window_prefix + WINDOW_SUMMARY_SUFFIX]
                run_output.remove_staging_folder(window_prefix)
                parts = None  # its ledger part, or a merge, may have been cut
            else:
                remove_window_leftovers(window_prefix)
        if parts is None:
            recover_ledger_partials(self.prefix)
        self.ledger.load(summaries, part_paths=parts)
        return True

    def state_written_last(self) -> None:
        """The restart state written again after the end summary, when no window's commit is under way,
        so that the folder's last change is the state's own and the next start need not list the
        ledger parts (`RestartState.names_every_part`)."""
        if self.state.settled:
            try:
                self.state.write(None, self.ledger.part_paths())
            except Exception:  # noqa: BLE001 - the state written after the last window stands
                _LOG.warning("beam_extract: could not write %s again", self.state.path, exc_info=True)

    def path_of_whole_ledger(self) -> list[str]:
        """An earlier version's whole ledger under the prefix, if there is one (one stat)."""
        return [self.ledger.path] if FileSystems.exists(self.ledger.path) else []

    def run(self) -> None:
        """Poll until the stop time, `stop` is set (SIGTERM) or Ctrl-C, committing each window as it closes."""
        settings = self.settings
        stop_at = math.inf if settings.stop_after_seconds is None else time.time() + settings.stop_after_seconds
        window = Window.at(time.time(), settings.window_seconds)
        try:
            while not self.stop.is_set():
                now = time.time()
                if now >= window.end:
                    window = self.close(window, Window.at(now, settings.window_seconds))
                self.poll(window)
                now = time.time()
                if now >= stop_at:
                    break
                self.stop.wait(max(0.0, min(now + settings.watch_interval_seconds, window.end, stop_at) - now))
        except KeyboardInterrupt:  # Ctrl-C: commit what was found, unless it came during a window's run
            _LOG.warning("beam_extract: interrupted; stopping the watch")
            if self._in_pipeline:
                self.stopped_at = time.monotonic()
                return  # that window's outputs are gone, its files not in the ledger: read again at the restart
        self.stopped_at = time.monotonic()
        self.close(window, None)

    def poll(self, window: Window, now: float | None = None) -> None:
        """Add the pattern's new files (not in the ledger, not already waiting) to `window`; the
        files done that the listing shows count as listed now, and those no listing has shown for
        the ledger's horizon are forgotten (`Ledger.forget_unlisted`)."""
        now = time.time() if now is None else now
        try:
            found = [file for pattern in self.settings.inputs for file in run_output.matching_inputs(pattern)
                     if not being_uploaded(file[0], pattern)]
        except Exception as exc:  # noqa: BLE001 - a failed listing (network, permissions) is retried next poll
            _LOG.warning("beam_extract: could not list %s: %s", " ".join(self.settings.inputs), exc)
            return
        new = {}
        for path, size in found:
            mark = self.ledger.mark_if_seen(path, now)
            if mark is None and (target := link_target(path)) is not None:
                path, size, mark = target, None, self.ledger.mark_if_seen(target, now)
            if path in window.files:
                continue
            if mark is None:
                new[path] = size
            else:
                self.follow(window, path, size, mark)
        self.ledger.forget_unlisted(now, listed_any=bool(found))
        for path, size in sorted(new.items()):
            if size is None:  # a local listing reads no sizes: only the new files' are asked for
                try:
                    size = os.path.getsize(path)
                except OSError:
                    if not os.path.lexists(path):  # gone since the listing (renamed away): not found after all
                        continue
                    size = 0  # there, but no readable file (a broken symlink): its open-error names it
            _LOG.info("beam_extract: new WARC file %s", path)
            window.files[path] = size

    def follow(self, window: Window, path: str, size: int | None, mark: int) -> None:
        """A file done, listed again: if it is larger and the bytes its reads covered are still
        there (`bytes_check`), `window` reads its tail [size covered, size now); if it shrank, was
        rewritten, or grew and was read whole, the change is named in `window` (the ledger takes its
        size now, so it is named once) and nothing of it is read again."""
        if size is None:  # a local listing reads no sizes
            try:
                size = os.path.getsize(path)
            except OSError:
                return
        covered, check = mark_size(mark), mark_check(mark)
        if size == covered:
            return
        if size > covered and check is not None:
            try:
                same = bytes_check(path, covered) == check
            except Exception:  # noqa: BLE001 - gone or unreadable since the listing: asked again next poll
                return
            if same:
                _LOG.info("beam_extract: %s grew from %d to %d bytes: its new records are read", path, covered, size)
                window.files[path], window.starts[path], window.follows[path] = size, covered, check
                return
            change = "rewritten"
        else:
            change = "shrank" if size < covered else "grew, read whole"
        _LOG.warning("beam_extract: %s %s (%d bytes read, %d now): not read again (a file is followed only "
                     "as it grows, when gzip per record, a .warc.zst or a plain .warc)", path, change, covered, size)
        self.ledger.note(path, file_mark(size, None))
        window.changed[path] = {"read": covered, "now": size, "change": change}

    def close(self, window: Window, following: Window | None, now: float | None = None) -> Window | None:
        """Commit `window` if it found files; return the next window (carrying files of a failed one).
        Its files count as listed at `now` (the commit's time by default)."""
        if not window.files and not window.changed:
            return following
        self.plan(window, time.time() if now is None else now)
        if self.only_waits(window):
            return following
        prefix = self.free_prefix(window)
        self.state.write(prefix[len(self.prefix) + 1:], self.ledger.part_paths())  # before the window writes
        self._in_pipeline = True
        try:
            if not reads_anything(window_reads(window)):
                summary = changes_only_summary(window, prefix, self.settings)
            else:
                run = run_window_in_child if runs_in_child(self.settings) else run_window
                summary = run(window, prefix, self.settings)
        except KeyboardInterrupt:
            self._discard(prefix)
            raise
        except Exception:  # noqa: BLE001 - a failed run (runner down, disk full) is retried with the next window
            self._in_pipeline = False
            self._failed_in_a_row += 1
            _LOG.exception("beam_extract: window %s failed (%d in a row); its files are kept for the next window",
                           window.name, self._failed_in_a_row)
            self._discard(prefix)
            if self._failed_in_a_row >= MAX_FAILED_WINDOWS or following is None:
                raise
            following.take(window)
            return following
        self._in_pipeline = False  # left set by a Ctrl-C in the run, so that `run` knows
        self._failed_in_a_row = 0
        self.name_tails_rewritten_while_read(window, summary.pop(TAILS_REWRITTEN_WHILE_READ, ()))
        followed = [path for path in window.files if path in window.starts or window.checks.get(path) is not None]
        changed = files_changed_while_read(window.files, followed)
        if changed:
            summary["files_changed_while_read"] = changed
            _LOG.warning("beam_extract: window %s: %d file(s) changed size while the window read them and are "
                         "not read again (not gzip per record, or shrank: write under another name and rename "
                         "when complete): %s", summary["window"], len(changed), ", ".join(sorted(changed)))
        if window.changed:
            summary["files_changed_after_read"] = dict(sorted(window.changed.items()))
        write_summary(prefix + WINDOW_SUMMARY_SUFFIX, summary)  # the commit: written after the documents
        run_output.remove_staging_folder(prefix)  # its manifest: what a cut-off window's restart removes
        self.ledger.record(summary["window"], marks_of_summary(summary), now, held_of_summary(summary),
                           read_to_of_summary(summary), record_over_of_summary(summary))
        self.state.write(None, self.ledger.part_paths())
        self.committed.add(summary)
        _LOG.info("beam_extract: window %s committed: %d file(s), %d read, %d emitted%s",
                  summary["window"], len(window.files), summary["read"], summary["emitted"],
                  "" if summary["balanced"] else ", RECORDS UNACCOUNTED FOR")
        return following

    def plan(self, window: Window, now: float) -> None:
        """Decide how `window` reads each file (`plan_reads`): a tail whose bytes before its start
        changed since the poll is named (`files_changed_after_read`, "rewritten") and not read; a
        file whose cut last member waits is read up to that member (`Window.held`); the rest as
        listed, with their follow checks; a read of ranges the close could not tell whole at its size
        reports where it ended (`Window.read_to`), and a tail after such a read names the rest of the
        member it read cut (`Window.rest_from`, from the ledger's `read_to`); a plain file whose last
        record is read cut keeps where it starts (`Window.record_over`), and its next tail names that
        record's rest (`Window.rest_of`, from the ledger's `record_over`)."""
        window.checks, window.held, window.kinds, window.read_to, window.rest_from = {}, {}, {}, {}, {}
        window.record_over, window.rest_of = {}, {}
        plans = plan_reads(window, self.ledger.held, now, self.settings.cut_record_wait_seconds,
                           cut_record_looks(self.settings), self.ledger.record_over)
        for path, plan in plans.items():
            if plan.rewritten:
                self.name_rewritten(window, path, plan.rewritten)
                continue
            if plan.held is not None:
                _LOG.info("beam_extract: %s: %s", path, plan.held["reason"])
                window.held[path] = plan.held
            elif plan.waited_s is not None:
                _LOG.warning("beam_extract: %s: its last gzip member is still cut after %.0f s (--cut_record_wait_"
                             "seconds %g): read as it is (a `truncated` dead letter)", path, plan.waited_s,
                             self.settings.cut_record_wait_seconds)
            window.files[path], window.checks[path], window.kinds[path] = plan.size, plan.check, plan.kind
            if plan.read_to is not None:
                window.read_to[path] = plan.read_to
            if path in window.starts and (rest := self.ledger.read_to.get(path)) is not None:
                window.rest_from[path] = rest
            if plan.record_over is not None:
                window.record_over[path] = plan.record_over
            if path in window.starts and (rest := self.ledger.record_over.get(path)) is not None:
                window.rest_of[path] = rest

    def only_waits(self, window: Window) -> bool:
        """Whether `window`'s one work is holding back members that an earlier window already held
        (the same member of each file, the ledger's mark unchanged, nothing to read, nothing
        named): then it writes nothing and runs nothing, and only the looks are counted, in memory
        (2026-12-07, watch53b; before, each window of the wait wrote a summary and a ledger part).
        A restart counts the looks from the last ones written (the first hold's), so a member then
        waits longer, never less; its `held_since` is the first hold's, written."""
        if window.changed:
            return False
        for path, size in window.files.items():
            entry, before = window.held.get(path), self.ledger.held.get(path)
            if (entry is None or before is None or entry["member_start"] != before.start
                    or entry["since"] != round(before.since, 3) or window.starts.get(path, 0) != size
                    or self.ledger.done.mark(path) != file_mark(size, window.checks.get(path))):
                return False
        for path, entry in window.held.items():
            self.ledger.held[path] = Hold(entry["member_start"], self.ledger.held[path].since, entry["looks"])
        _LOG.info("beam_extract: window %s only waits for %d cut member(s): nothing written", window.name,
                  len(window.held))
        return True

    def name_rewritten(self, window: Window, path: str, why: str) -> None:
        """A followed file's tail that must not be read at its offset: named in `window` (read, now,
        "rewritten"), never followed again, its planned read dropped."""
        start = window.starts.pop(path, 0)
        window.files.pop(path, None)
        window.follows.pop(path, None)
        window.read_to.pop(path, None)
        window.record_over.pop(path, None)
        try:
            size = os.path.getsize(path) if "://" not in path else FileSystems.match([path])[0].metadata_list[0].size_in_bytes
        except Exception:  # noqa: BLE001 - gone: its size is unknown
            size = 0
        _LOG.warning("beam_extract: %s was rewritten (%s): not read at offset %d, not read again", path, why, start)
        self.ledger.note(path, file_mark(size, None))
        window.changed[path] = {"read": start, "now": size, "change": "rewritten"}

    def name_tails_rewritten_while_read(self, window: Window, rewritten: Iterable[str]) -> None:
        """The tails whose bytes before their start changed while the window read them (their parts
        refused to read them, `rewritten` dead letters, and said so: `ReadReports.rewritten`): named as
        `name_rewritten` does. (Until 2026-12-07, mend59, each grown file was opened once more after the
        read to check them again; a change after its parts' check is found by the next poll's check of
        the bytes before the size read.)"""
        for path in rewritten:
            if window.starts.get(path, 0) > 0 and path in window.follows:
                self.name_rewritten(window, path, "its bytes before the tail changed while its window read it")

    def free_prefix(self, window: Window) -> str:
        """DIR/<window name>, or DIR/<window name>.2, .3 ... when a restarted watch commits the same
        window again (a restart within the window of the previous run's last commit)."""
        base = f"{self.prefix}.{window.name}"
        prefix, attempt = base, 1
        while FileSystems.exists(prefix + WINDOW_SUMMARY_SUFFIX):
            attempt += 1
            prefix = f"{base}.{attempt}"
        return prefix

    def _discard(self, prefix: str) -> None:
        try:
            run_output.remove_staging_folder(prefix)
            outputs = window_outputs(prefix)
            if outputs:
                FileSystems.delete(outputs)
        except Exception:  # noqa: BLE001 - what is left is removed at the next start
            _LOG.warning("beam_extract: could not remove the outputs of %s", prefix, exc_info=True)


# --- command line -----------------------------------------------------------------------------

def build_parser(prog: str = PROG) -> argparse.ArgumentParser:
    """The --help of this command: its flags (Beam's are listed by Beam's own documentation)."""
    return help_parser(
        prog, __doc__.split("\n\n")[0],
        "Any Beam pipeline option is accepted too and goes to each window's pipeline (--runner, --job_endpoint, ...). "
        "Exit status: 0 stopped, every window balanced; 2 usage error; 3 a window unbalanced or windows kept failing.",
        WATCH_OPTIONS,
    )


def main(argv: Sequence[str] | None = None, stop: threading.Event | None = None) -> dict[str, Any]:
    """Watch until stopped (--stop_after_seconds, `stop` set, Ctrl-C); return the end summary (also
    PREFIX.summary.json). The window open at the stop is committed first.

    Raises `UsageError` before watching (also when another watch holds the prefix, `PrefixLock`);
    `DamagedStateFile` (a SystemExit, status 2) for a ledger or window summary that is not JSON;
    `AccountingError` (a SystemExit, status 3) when a window's counts do not add up.
    """
    settings = parse_settings(sys.argv[1:] if argv is None else argv)
    folder, _ = run_output.split_prefix(settings.output)
    if folder and "://" not in folder:
        os.makedirs(folder, exist_ok=True)
    check_not_an_old_watch_folder(settings.output)  # refused before anything is written there
    lock = PrefixLock(settings.output)
    lock.acquire()
    try:
        return _watch_until_stopped(settings, stop)
    finally:
        lock.release()


def _watch_until_stopped(settings: WatchSettings, stop: threading.Event | None) -> dict[str, Any]:
    watch = Watch(settings, stop)
    watch.prepare()
    _LOG.info("beam_extract: watching %s every %s s, %s-s windows -> %s",
              " ".join(settings.inputs), settings.watch_interval_seconds, settings.window_seconds, watch.prefix)
    started = time.monotonic()
    try:
        watch.run()
    finally:
        closing = time.monotonic()
        summary = total_summary(watch.committed, closing - started)
        # from the stop to the end summary: the last window's commit, then the sum of the windows
        summary["closing_seconds"] = round(time.monotonic() - (watch.stopped_at or closing), 3)
        write_summary(watch.prefix + SUMMARY_SUFFIX, summary)
        watch.state_written_last()
    print(json.dumps({k: v for k, v in summary.items() if k != "outputs"}, indent=2))
    if not summary["balanced"]:
        print("beam-extract: RECORDS UNACCOUNTED FOR", file=sys.stderr)
        raise AccountingError(EXIT_ERROR)
    return summary


def command(argv: Sequence[str] | None = None, prog: str = PROG) -> int:
    """The console command (`beam-extract watch`, `python -m pipelines.warc_watch` in a checkout):
    logging set up, SIGTERM made a stop that lets a running window finish, then `main`; returns
    the exit status (0 stopped and balanced, 2 usage, 3 unbalanced or failed), errors in one line."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if "-h" in argv or "--help" in argv:
        build_parser(prog).print_help()
        return EXIT_OK
    configure_logging()
    stopping = threading.Event()
    signal.signal(signal.SIGTERM, lambda _signum, _frame: stopping.set())
    try:
        main(argv, stop=stopping)
    except (UsageError, run_output.OutputError) as exc:
        print(f"beam-extract: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except DamagedStateFile as exc:
        print(exc.code, file=sys.stderr)
        return EXIT_USAGE
    except AccountingError:
        return EXIT_ERROR
    except Exception as exc:  # noqa: BLE001 - windows kept failing: logged with traceback, one line here
        print(f"beam-extract: the watch failed: {' '.join(str(exc).split())[:300] or type(exc).__name__}",
              file=sys.stderr)
        return EXIT_ERROR
    return EXIT_OK


if __name__ == "__main__":  # python -m beam_extract.pipelines.warc_watch, as in an installed distribution
    raise SystemExit(command(prog="python -m beam_extract.pipelines.warc_watch"))
