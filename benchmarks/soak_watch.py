"""Soak test of the streaming watch: memory over minutes, windows committed, time to the end summary.

In:  a WARC to drop into the watched folder: ../shared/data/warc/wcxb-dev-400.warc.gz when present
     (read, never copied into the project), else the repository's samples/sample.warc.gz.
Out: a JSON report on stdout: RSS (MB) of the watch's process tree, of the watch's process alone
     (its window children aside) and of the job service (--portable) at start, at the end and at
     most, sampled every --sample-every seconds; the windows committed, when, and how many before
     the watch ended; the end summary's counts; how long the watch took from its stop to the end
     summary (`closing_seconds`) and to exit. Exit status 1 when the maximum RSS (tree + service)
     passes --max-rss-mb, the counts do not balance, or a dropped file was not read.

    .venv/bin/python benchmarks/soak_watch.py                      # 240 s, one drop at half-time
    .venv/bin/python benchmarks/soak_watch.py --seconds 120 --drop-every 15 --portable
    .venv/bin/python benchmarks/soak_watch.py --seconds 1800 --drop-every 4 --restart-every 300
    .venv/bin/python benchmarks/soak_watch.py --seconds 600 --drop-every 4 --hostile-every 7
    .venv/bin/python benchmarks/soak_watch.py --seconds 300 --drop-every 10 --grow-every 2

--hostile-every N also puts a hostile file in the watched folder every N seconds, its kind in turn
(HOSTILE_KINDS): a WARC cut in the middle of a gzip member, an empty file, bytes that are no WARC,
a WARC written in place under the watched pattern over several seconds (cut anywhere, or record by
record as a WARC writer does, each write a whole gzip member), a WARC deleted and one
renamed (still under the pattern) a random moment after it landed. The report names each one's
outcome (`hostile`: its windows, document rows and dead letters by reason); every one must be read
once at most and either never found, read whole, or dead-lettered, with every window balanced.

--grow-every N writes WARC files in place under the watched pattern as a crawler does: every N
seconds the next --grow-members records (whole gzip members) of the WARC are appended to the file
being written, and a new file is begun when it holds them all. The watch reads each one's new
records as it grows (a window reads the bytes appended since the last read); the report's
`growing` names each grown file's windows, document rows and dead letters: a file written to its
end must have the documents of a whole copy, each once, and no dead letter. --grow-cut-pause S
writes each growth's last record in two halves, the second S seconds later (a writer stalled
mid-record, or a buffered write that landed half a gzip member): a window closing in the pause holds
that member back for a later one (the report's `windows_holding_back_by_file`), so a file written
to its end still has each document once and no dead letter while S stays below the watch's
--cut_record_wait_seconds (--cut-record-wait; by default three windows).

--restart-every N stops the watch every N seconds of its run (SIGKILL and SIGTERM in turn: a crash
and a clean stop, in or between windows) and starts it again over the same prefix while files keep
landing, as after a crash or a redeploy; the checks then span every run: each dropped file in
exactly one committed window, every window balanced, every output file named by a committed
window's summary and every document row's (warc_file, warc_offset) written once.

The watch runs as a child process (`nice`d) over an empty temporary folder; a copy of the WARC is
renamed into the folder at half-time (or every --drop-every seconds). --portable runs it through
Beam's PortableRunner against a local job service started here (its RSS counted too).
"""
from __future__ import annotations

import argparse
import contextlib
import gzip
import itertools
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from beam_extract.pipelines import warc_watch  # noqa: E402

SHARED_WARC = Path("data") / "warc" / "wcxb-dev-400.warc.gz"
SAMPLE_WARC = ROOT / "samples" / "sample.warc.gz"
PAGE_BYTES = os.sysconf("SC_PAGE_SIZE")
COUNTS = ("read", "emitted", "skipped", "failed", "balanced", "warc_files")
HOSTILE_KINDS = ("truncated", "empty", "not-warc", "growing", "growing-records", "deleted", "renamed")
# What a hostile file may end as (outcome_of): a file the watch never listed (deleted or renamed
# before a poll), one read whole, one whose records end in a dead letter, one read with no records,
# one whose cut last member its last window held back (still waiting for the rest when the watch
# stopped: the next run goes on from the ledger).
HOSTILE_OUTCOMES = {
    "truncated": {"dead-lettered", "held-back"},
    "empty": {"no-records"},
    "not-warc": {"dead-lettered"},
    "growing": {"read-whole", "dead-lettered", "changed-while-read", "held-back"},
    "growing-records": {"read-whole", "changed-while-read"},
    "deleted": {"never-listed", "read-whole", "dead-lettered"},
    "renamed": {"never-listed", "read-whole", "dead-lettered"},
    "renamed-to": {"read-whole"},
}


def rss_mb(pids: list[int], descendants: bool = True) -> float:
    """Resident memory of these processes (and all their descendants), in MB (from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(ppid, []).append(int(entry))
    total, todo, seen = 0, list(pids), set()
    while todo:
        pid = todo.pop()
        if pid in seen:
            continue
        seen.add(pid)
        try:
            total += int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE_BYTES
        except (OSError, IndexError, ValueError):
            continue
        if descendants:
            todo.extend(children.get(pid, []))
    return total / 1e6


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("localhost", 0))
        return sock.getsockname()[1]


def wait_for_port(port: int, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        with socket.socket() as sock:
            if sock.connect_ex(("localhost", port)) == 0:
                return
        time.sleep(0.2)
    raise SystemExit(f"soak_watch: the job service did not listen on port {port} within {timeout_s} s")


def open_fds_and_threads(pid: int) -> tuple[int, int]:
    """Open file descriptors and threads of one process (from /proc); (-1, -1) once it is gone."""
    try:
        fds = len(os.listdir(f"/proc/{pid}/fd"))
        threads = next(int(line.split()[1]) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
                       if line.startswith("Threads:"))
    except (OSError, StopIteration, ValueError):
        return -1, -1
    return fds, threads


CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float | None:
    """CPU time of a process plus its children that ended (utime, stime, cutime, cstime), in s; None once gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return sum(int(field) for field in fields[11:15]) / CLOCK_TICKS


def state_on_disk(out: Path, temp: Path) -> dict[str, int]:
    """What the watch has written that grows with history, as it is now: its ledger parts (count and
    bytes), window summaries, dead-letter files, every output file, and the entries in its TMPDIR."""
    ledger_parts, ledger_bytes, summaries, summary_bytes, dead_letter_files, outputs = 0, 0, 0, 0, 0, 0
    for entry in os.scandir(out) if out.is_dir() else ():
        outputs += 1
        if ".ledger" in entry.name:
            ledger_parts += 1
            with contextlib.suppress(OSError):
                ledger_bytes += entry.stat().st_size
        elif entry.name.endswith(".summary.json") and ".window-" in entry.name:
            summaries += 1
            with contextlib.suppress(OSError):
                summary_bytes += entry.stat().st_size
        elif ".errors-" in entry.name:
            dead_letter_files += 1
    return {"ledger_parts": ledger_parts, "ledger_bytes": ledger_bytes, "window_summaries": summaries,
            "window_summary_bytes": summary_bytes, "dead_letter_files": dead_letter_files, "output_files": outputs,
            "temp_entries": len(os.listdir(temp)) if temp.is_dir() else 0}


def by_quarters(values: list[float]) -> list[float | None]:
    """The means of `values` (in time order) over four equal stretches: growth with history shows as a rise."""
    cut = [round(len(values) * q / 4) for q in range(5)]
    return [round(sum(values[a:b]) / (b - a), 4) if b > a else None for a, b in itertools.pairwise(cut)]


def cpu_per_window(growth: list[dict[str, Any]]) -> list[float]:
    """The watch's CPU seconds per window committed, between consecutive samples of one run that saw a commit."""
    per_window = []
    for before, after in itertools.pairwise(growth):
        committed = after["window_summaries"] - before["window_summaries"]
        if after["run"] == before["run"] and committed > 0 and None not in (before["cpu_s"], after["cpu_s"]):
            per_window.extend([(after["cpu_s"] - before["cpu_s"]) / committed] * committed)
    return per_window


def ledger_load_cost(prefix: str, pattern: str, horizon_s: float | None) -> dict[str, Any]:
    """A restart after the run, as the watch makes it (`Watch.prepare`: from `PREFIX.watch-state.json`
    when it can be trusted, else the listing of every summary and output; 2026-12-07, before which this
    timed the listing of every summary): wall and CPU seconds, the files in the ledger, the ledger parts
    read, and whether the restart state was trusted (`from_state`; a version without one: null)."""
    horizon = ["--ledger_horizon_seconds", str(horizon_s)] if horizon_s else []
    watch = warc_watch.Watch(warc_watch.parse_settings(["--input", pattern, "--output", prefix, *horizon]))
    trusted: list[bool] = []
    if hasattr(watch, "load_from_state"):
        real = watch.load_from_state
        watch.load_from_state = lambda *state: trusted.append(real(*state)) or trusted[-1]  # type: ignore[method-assign]
    wall, cpu = time.perf_counter(), time.process_time()
    watch.prepare()
    parts = watch.ledger.part_paths() if hasattr(watch.ledger, "part_paths") else []
    return {"files": len(watch.ledger), "ledger_parts": len(parts), "from_state": trusted[0] if trusted else None,
            "wall_s": round(time.perf_counter() - wall, 3), "cpu_s": round(time.process_time() - cpu, 3)}


def move_away_committed(out: Path, done_folder: Path, seen: set[str]) -> int:
    """Move the WARC files of newly committed windows out of the watched folder (as a later step of a
    corpus pipeline would), so that the ledger's horizon has files to forget; return how many."""
    moved = 0
    for summary in out.glob("live.window-*.summary.json"):
        if summary.name in seen:
            continue
        seen.add(summary.name)
        for path in json.loads(summary.read_text()).get("files", {}):
            with contextlib.suppress(FileNotFoundError):
                os.rename(path, done_folder / Path(path).name)
                moved += 1
    return moved


def drop(warc: Path, folder: Path, number: int) -> str:
    """Copy the WARC in under a temporary name, then rename it into the watched pattern."""
    partial = folder / f"drop-{number:04d}.warc.gz.part"
    shutil.copyfile(warc, partial)
    final = folder / f"drop-{number:04d}.warc.gz"
    os.rename(partial, final)
    return str(final)


def drop_hostile(warc: Path, folder: Path, number: int, kind: str, rng: random.Random,
                 watch_interval: float, window_seconds: float) -> list[tuple[str, str]]:
    """Put a hostile file of `kind` in the watched folder; return its (kind, path)s. What comes later
    (the growing file's next bytes; the deletion or the rename, within two windows: before the watch
    lists the file, or between its listing and its window's read, or after) runs on timer threads."""
    data = warc.read_bytes()
    final = folder / f"hostile-{number:04d}-{kind}.warc.gz"
    partial = folder / f"{final.name}.part"
    if kind == "growing":  # written under the watched name: found half-written, or not
        final.write_bytes(data[: len(data) // 3])
        for step, delay in ((2, watch_interval * 0.7), (3, watch_interval * 1.9)):
            threading.Timer(delay, _append, (final, data[len(data) * (step - 1) // 3: len(data) * step // 3])).start()
        return [(kind, str(final))]
    if kind == "growing-records":  # a writer of whole records: a third of them now, the rest later
        ends = gzip_member_ends(data)
        cut = ends[len(ends) // 3]
        final.write_bytes(data[:cut])
        threading.Timer(rng.uniform(0.5, 2 * window_seconds), _append, (final, data[cut:])).start()
        return [(kind, str(final))]
    body = {"truncated": data[: len(data) // 2 + 7], "empty": b"", "not-warc": bytes(rng.getrandbits(8) for _ in range(5000))}
    partial.write_bytes(body.get(kind, data))
    os.rename(partial, final)
    delay = rng.uniform(0.2, 2 * window_seconds)
    if kind == "deleted":
        threading.Timer(delay, _gone, (final, None)).start()
    elif kind == "renamed":
        moved = folder / f"hostile-{number:04d}-renamed-to.warc.gz"
        threading.Timer(delay, _gone, (final, moved)).start()
        return [(kind, str(final)), ("renamed-to", str(moved))]
    return [(kind, str(final))]


class Grower:
    """WARC files written in place under the watched pattern, a few whole records at a time."""

    def __init__(self, warc: Path, folder: Path, members: int, cut_pause: float = 0.0, zstd: bool = False,
                 plain: bool = False):
        self._warc, self._folder, self._members = warc, folder, max(1, members)
        self._cut_pause = cut_pause
        self._zstd = zstd  # write .warc.zst files: each record of the WARC in a zstd frame of its own
        self._plain = plain  # write plain .warc files: the records inflated (2026-12-07)
        self._data: bytes | None = None
        self._ends: list[int] = []
        self._written: list[list] = []  # [path, records written]
        self._rest: tuple[Path, bytes] | None = None  # the second half of a member written in two
        self._lock = threading.Lock()
        self.cut_writes = 0

    def finish_member(self) -> None:
        """Write the second half of the member the last growth cut, if not written yet."""
        with self._lock:
            if self._rest is not None:
                _append(*self._rest)
                self._rest = None

    def grow(self) -> None:
        """Append the next records to the file being written (a new file once one is whole); with a
        cut pause, the last of them in two halves: the first now, the rest that many seconds later
        (a writer stalled mid-record, or a buffered write that landed half a member)."""
        self.finish_member()
        if self._data is None:
            self._data = self._warc.read_bytes()
            self._ends = gzip_member_ends(self._data)
            if self._zstd:
                self._data, self._ends = zstd_frames_of(self._data, self._ends)
            elif self._plain:
                self._data, self._ends = plain_records_of(self._data, self._ends)
        if not self._written or self._written[-1][1] == len(self._ends):
            suffix = ".warc.zst" if self._zstd else ".warc" if self._plain else ".warc.gz"
            self._written.append([str(self._folder / f"growing-{len(self._written):04d}{suffix}"), 0])
        entry = self._written[-1]
        start = self._ends[entry[1] - 1] if entry[1] else 0
        entry[1] = min(len(self._ends), entry[1] + self._members)
        end = self._ends[entry[1] - 1]
        if self._cut_pause <= 0:
            _append(Path(entry[0]), self._data[start:end])
            return
        last_start = self._ends[entry[1] - 2] if entry[1] >= 2 else 0
        middle = (last_start + end) // 2
        with self._lock:
            _append(Path(entry[0]), self._data[start:middle])
            self._rest = (Path(entry[0]), self._data[middle:end])
            self.cut_writes += 1
        timer = threading.Timer(self._cut_pause, self.finish_member)
        timer.daemon = True
        timer.start()

    def files(self) -> list[tuple[str, int, bool]]:
        """(path, records written, whether it holds them all) of each file grown."""
        return [(path, written, written == len(self._ends)) for path, written in self._written]


def gzip_member_ends(data: bytes) -> list[int]:
    """Where each gzip member of `data` ends (a WARC.gz: one member per record)."""
    ends, position = [], 0
    while position < len(data):
        member = zlib.decompressobj(31)
        member.decompress(data[position:])
        position = len(data) - len(member.unused_data)
        ends.append(position)
    return ends


def zstd_frames_of(data: bytes, ends: list[int]) -> tuple[bytes, list[int]]:
    """The records of a per-record WARC.gz (its member `ends`) as a .warc.zst, one zstd frame a
    record (IIPC's WARC zstd format, no dictionary), and where each frame ends."""
    import zstandard

    compressor = zstandard.ZstdCompressor(level=3, write_checksum=True)
    frames = [compressor.compress(gzip.decompress(data[start:end])) for start, end in itertools.pairwise([0, *ends])]
    return b"".join(frames), list(itertools.accumulate(len(frame) for frame in frames))


def plain_records_of(data: bytes, ends: list[int]) -> tuple[bytes, list[int]]:
    """The records of a per-record WARC.gz (its member `ends`) as a plain .warc, and where each ends."""
    records = [gzip.decompress(data[start:end]) for start, end in itertools.pairwise([0, *ends])]
    return b"".join(records), list(itertools.accumulate(len(record) for record in records))


def _append(path: Path, data: bytes) -> None:
    with open(path, "ab") as fh:
        fh.write(data)


def _gone(path: Path, renamed_to: Path | None) -> None:
    with contextlib.suppress(FileNotFoundError):
        if renamed_to is None:
            os.remove(path)
        else:
            os.rename(path, renamed_to)


def rows_by_file(out: Path) -> dict[str, dict[str, Any]]:
    """Per WARC file: the document rows and the dead letters (by reason) of the committed windows."""
    by_file: dict[str, dict[str, Any]] = {}
    for summary in out.glob("live.window-*.summary.json"):
        for output in json.loads(summary.read_text()).get("outputs", []):
            if not output.endswith(".jsonl") or not Path(output).is_file():
                continue
            errors = ".errors-" in output
            with open(output) as lines:
                for line in lines:
                    row = json.loads(line)
                    entry = by_file.setdefault(row.get("warc_file") or "", {"documents": 0, "dead_letters": {}})
                    if errors:
                        reason = str(row.get("reason"))
                        entry["dead_letters"][reason] = entry["dead_letters"].get(reason, 0) + 1
                    else:
                        entry["documents"] += 1
    return by_file


def outcome_of(path: str, windows: dict[str, list[str]], rows: dict[str, dict[str, Any]], whole_documents: int,
               changed: set[str], held: set[str] = frozenset()) -> str:
    """How a hostile file ended: never-listed, read-whole, dead-lettered, changed-while-read (named so
    by its window's summary), held-back (its cut last member waiting in its last window), no-records,
    or lost (a file a window read that left neither all its documents nor a dead letter, and that its
    window did not name)."""
    if path not in windows:
        return "never-listed"
    entry = rows.get(path, {"documents": 0, "dead_letters": {}})
    if entry["dead_letters"]:
        return "dead-lettered"
    if entry["documents"] == whole_documents:
        return "read-whole"
    if path in changed:
        return "changed-while-read"
    if path in held:
        return "held-back"
    return "no-records" if entry["documents"] == 0 else "lost"


def documents_written_twice(out: Path) -> tuple[int, int]:
    """(document rows in the committed windows' JSONL outputs, rows whose record was written before)."""
    rows, seen, twice = 0, set(), 0
    for summary in out.glob("live.window-*.summary.json"):
        for output in json.loads(summary.read_text()).get("outputs", []):
            if ".errors-" in output or not output.endswith(".jsonl"):
                continue
            with open(output) as lines:
                for line in lines:
                    row = json.loads(line)
                    key = (row["warc_file"], row["warc_offset"])
                    rows += 1
                    twice += key in seen
                    seen.add(key)
    return rows, twice


def stray_outputs(out: Path) -> list[str]:
    """Output files no committed window's summary names (left by a window cut off before its commit)."""
    named = {str(Path(o).name) for s in out.glob("live.window-*.summary.json")
             for o in json.loads(s.read_text()).get("outputs", [])}
    return sorted(p.name for p in out.glob("live.window-*") if not p.name.endswith(".summary.json") and p.name not in named
                  and not p.name.startswith("live.ledger"))


def window_totals(out: Path) -> dict[str, int | bool]:
    """The committed windows' counts added up, and whether each window balanced."""
    totals: dict[str, int | bool] = {"windows": 0, "read": 0, "emitted": 0, "skipped": 0, "failed": 0, "all_balanced": True}
    for path in out.glob("live.window-*.summary.json"):
        window = json.loads(path.read_text())
        totals["windows"] += 1
        for key in ("read", "emitted", "skipped", "failed"):
            value = window[key]  # skipped and failed: counts by reason
            totals[key] += sum(value.values()) if isinstance(value, dict) else value
        totals["all_balanced"] = totals["all_balanced"] and window["balanced"]
    totals["adds_up"] = totals["read"] == totals["emitted"] + totals["skipped"] + totals["failed"]
    return totals


def left_for_the_next_run(dropped: list[tuple[float, str]], not_read: list[str], done: dict) -> bool:
    """Whether the files not read are only the last ones dropped, and none of them is in the ledger:
    files that landed after the watch's last poll before its stop (it does not poll again at the
    stop), which the next run reads. A file missed earlier, or recorded unread, is a loss."""
    tail = [path for _, path in dropped[len(dropped) - len(not_read):]] if not_read else []
    return sorted(tail) == sorted(not_read) and not any(path in done for path in not_read)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=240.0, help="how long the watch runs")
    parser.add_argument("--window-seconds", type=float, default=20.0)
    parser.add_argument("--watch-interval", type=float, default=2.0)
    parser.add_argument("--sample-every", type=float, default=3.0, help="seconds between RSS samples")
    parser.add_argument("--drop-every", type=float, default=0.0, help="drop a copy every N s (0: once, at half-time)")
    parser.add_argument("--files-per-drop", type=int, default=1, help="copies dropped at each drop (many small files)")
    parser.add_argument("--shared", default=str(ROOT.parent / "shared"), help="folder holding data/warc/")
    parser.add_argument("--warc", help="the WARC to drop (default: the shared WCXB WARC, else the sample)")
    parser.add_argument("--portable", action="store_true", help="run through the PortableRunner and a local job service")
    parser.add_argument("--max-rss-mb", type=float, default=600.0)
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    parser.add_argument("--drop-every-max", type=float, default=0.0,
                        help="with --drop-every: drop after a random interval between the two (0: fixed)")
    parser.add_argument("--move-away", action="store_true",
                        help="move each committed window's files out of the watched folder (the ledger forgets them)")
    parser.add_argument("--ledger-horizon", type=float, default=0.0,
                        help="the watch's --ledger_horizon_seconds (0: its default)")
    parser.add_argument("--restart-every", type=float, default=0.0,
                        help="stop the watch every N s of its run (SIGKILL, SIGTERM in turn) and start it again (0: never)")
    parser.add_argument("--hostile-every", type=float, default=0.0,
                        help="put a hostile file (HOSTILE_KINDS in turn) in the watched folder every N s (0: never)")
    parser.add_argument("--grow-every", type=float, default=0.0,
                        help="append --grow-members records to a WARC written in place every N s (0: never)")
    parser.add_argument("--grow-members", type=int, default=25, help="records appended at each growth")
    parser.add_argument("--grow-zstd", action="store_true",
                        help="with --grow-every: the files grown are .warc.zst (a zstd frame a record), not .warc.gz")
    parser.add_argument("--grow-plain", action="store_true",
                        help="with --grow-every: the files grown are plain .warc, not .warc.gz")
    parser.add_argument("--grow-cut-pause", type=float, default=0.0,
                        help="write each growth's last record in two halves, the second this many s later (0: whole)")
    parser.add_argument("--cut-record-wait", type=float, default=-1.0,
                        help="the watch's --cut_record_wait_seconds (negative: its default)")
    args = parser.parse_args(argv)

    warc = Path(args.warc) if args.warc else Path(args.shared) / SHARED_WARC
    if not warc.is_file():
        warc = SAMPLE_WARC
    work = Path(tempfile.mkdtemp(prefix="soak-watch-"))
    incoming, out, temp = work / "incoming", work / "out", work / "tmp"
    incoming.mkdir()
    temp.mkdir()  # the watch's TMPDIR: what it leaves there (Beam's staging and temporary folders) is counted
    command = [
        "nice", "-n", "10", sys.executable, "-m", "pipelines.warc_watch",
        "--input", str(incoming / "*.warc.gz"), *([str(incoming / "*.warc.zst")] if args.grow_zstd else []),
        *([str(incoming / "*.warc")] if args.grow_plain else []),
        "--output", str(out / "live"),
        "--watch_interval_seconds", str(args.watch_interval), "--window_seconds", str(args.window_seconds),
    ]
    if args.ledger_horizon > 0:
        command += ["--ledger_horizon_seconds", str(args.ledger_horizon)]
    if args.cut_record_wait >= 0:
        command += ["--cut_record_wait_seconds", str(args.cut_record_wait)]
    done_folder = work / "done"
    done_folder.mkdir()
    moved, seen_summaries, fds_threads = 0, set(), []
    rng = random.Random(20261203)
    service = None
    if args.portable:
        port = free_port()
        service = subprocess.Popen(
            ["nice", "-n", "10", sys.executable, "-m", "apache_beam.runners.portability.local_job_service_main",
             "--port", str(port)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        wait_for_port(port, 60)
        command += ["--runner", "PortableRunner", "--job_endpoint", f"localhost:{port}", "--environment_type", "LOOPBACK"]

    def launch(remaining: float) -> tuple[subprocess.Popen, Any]:
        log = open(work / f"watch-{len(runs)}.log", "w")  # noqa: SIM115  (closed when the run ends)
        runs.append({"log": log, "launched_s": round(time.monotonic() - ready, 1) if ready else 0.0})
        process = subprocess.Popen([*command, "--stop_after_seconds", str(round(remaining, 1))],
                                   cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "TMPDIR": str(temp)})
        return process, log

    runs: list[dict] = []
    started_wall, started_mono = time.time(), time.monotonic()
    ready = None  # when the first run logged that it is watching (Beam imported, ledger read)
    watch, log = launch(args.seconds)
    run_ready = None  # when the current run logged so
    signalled = None
    # (seconds since the watch was up, watch tree MB, job service MB, the watch's own process MB)
    samples: list[tuple[float, float, float, float]] = []
    growth: list[dict[str, Any]] = []  # per sample: the run, the watch's CPU and its state on disk (state_on_disk)
    dropped: list[tuple[float, str]] = []
    hostile: list[tuple[str, str]] = []  # (kind, path) of the hostile files put in the watched folder
    grower = Grower(warc, incoming, args.grow_members, args.grow_cut_pause, args.grow_zstd, args.grow_plain)
    try:
        while True:
            if watch.poll() is not None:
                log.close()
                runs[-1].update(exit_status=watch.returncode, signal=signalled,
                                ended_s=round(time.monotonic() - (ready or started_mono), 1))
                left = (ready + args.seconds - time.monotonic()) if ready else 0.0
                if signalled is None or left <= args.watch_interval:
                    break
                watch, log = launch(left)
                run_ready, signalled = None, None
            log_text = Path(log.name).read_text()
            if run_ready is None and "watching" in log_text:
                run_ready = time.monotonic()
                runs[-1]["ready_s"] = round(run_ready - (ready or run_ready), 1)
                if ready is None:
                    ready = run_ready
                    next_drop = ready + (args.drop_every if args.drop_every > 0 else args.seconds / 2)
                    next_hostile = ready + args.hostile_every if args.hostile_every > 0 else float("inf")
                    next_grow = ready + args.grow_every if args.grow_every > 0 else float("inf")
            if ready is not None:
                if time.monotonic() >= next_drop and time.monotonic() < ready + args.seconds - args.watch_interval:
                    for _ in range(args.files_per_drop):
                        dropped.append((round(time.monotonic() - ready, 1), drop(warc, incoming, len(dropped))))
                    every = (rng.uniform(args.drop_every, args.drop_every_max) if args.drop_every_max > args.drop_every
                             else args.drop_every)
                    next_drop = time.monotonic() + every if args.drop_every > 0 else float("inf")
                if time.monotonic() >= next_hostile and time.monotonic() < ready + args.seconds - 4 * args.watch_interval:
                    kind = HOSTILE_KINDS[len({p for k, p in hostile if k != "renamed-to"}) % len(HOSTILE_KINDS)]
                    hostile += drop_hostile(warc, incoming, len(hostile), kind, rng, args.watch_interval, args.window_seconds)
                    next_hostile = time.monotonic() + args.hostile_every
                if time.monotonic() >= next_grow and \
                        time.monotonic() < ready + args.seconds - 3 * args.watch_interval - args.grow_cut_pause:
                    grower.grow()
                    next_grow = time.monotonic() + args.grow_every
                if args.move_away:
                    moved += move_away_committed(out, done_folder, seen_summaries)
                if (args.restart_every > 0 and signalled is None and run_ready is not None
                        and time.monotonic() - run_ready >= args.restart_every
                        and time.monotonic() < ready + args.seconds - args.restart_every / 2):
                    signalled = "SIGKILL" if len(runs) % 2 else "SIGTERM"
                    watch.send_signal(getattr(signal, signalled))
                    runs[-1]["signalled_s"] = round(time.monotonic() - ready, 1)
                if run_ready is not None and (held := open_fds_and_threads(watch.pid)) != (-1, -1):  # not once it is gone
                    fds_threads.append(held)
                    service_mb = rss_mb([service.pid]) if service is not None else 0.0
                    samples.append((round(time.monotonic() - ready, 1), round(rss_mb([watch.pid]), 1), round(service_mb, 1),
                                    round(rss_mb([watch.pid], descendants=False), 1)))
                    growth.append({"s": samples[-1][0], "run": len(runs), "cpu_s": cpu_seconds(watch.pid),
                                   **state_on_disk(out, temp)})
            with contextlib.suppress(subprocess.TimeoutExpired):
                watch.wait(args.sample_every if ready is not None else 0.2)
        exited = time.monotonic()
    finally:
        if watch.poll() is None:
            watch.kill()
        if service is not None:
            service.terminate()
            service.wait(30)
        log.close()
    for run in runs:
        del run["log"]

    summary_path = out / "live.summary.json"
    summary = json.loads(summary_path.read_text()) if summary_path.is_file() else None
    window_summaries = sorted(out.glob("live.window-*.summary.json"))
    stop_wall = started_wall + (ready - started_mono if ready else 0) + args.seconds
    committed_before_stop = [p for p in window_summaries if p.stat().st_mtime < stop_wall]
    done: dict = {}  # the files in the ledger's parts (one per window, merged by size tiers)
    for part in warc_watch.ledger_part_paths(str(out / "live")):
        done.update(json.loads(Path(part).read_text())["files"])
    rss = [watch_mb + service_mb for _, watch_mb, service_mb, _ in samples]
    read_count: dict[str, int] = {}  # windows reading a file from its start (a grown file's tails aside)
    for path in window_summaries:
        window = json.loads(path.read_text())
        for name in window.get("files", {}):
            if name not in window.get("tails", {}):
                read_count[name] = read_count.get(name, 0) + 1
    totals = window_totals(out)
    rows_written, rows_twice = documents_written_twice(out)
    strays = stray_outputs(out)
    windows_of: dict[str, list[str]] = {}
    changed: set[str] = set()  # files a window's summary names as written to while it read them
    last_held: dict[str, bool] = {}  # whether the last window naming a file held its cut last member back
    for path in sorted(window_summaries, key=lambda p: p.stat().st_mtime):
        window = json.loads(path.read_text())
        changed.update(window.get("files_changed_while_read", {}))
        for name in window.get("files", {}):
            windows_of.setdefault(name, []).append(path.name)
            last_held[name] = name in window.get("files_held_back", {})
    rows = rows_by_file(out)
    whole = max((rows.get(p, {}).get("documents", 0) for _, p in dropped), default=0)
    hostile_report = [{"kind": kind, "path": Path(path).name, "outcome": outcome_of(path, windows_of, rows, whole, changed,
                                                                                {n for n, h in last_held.items() if h}),
                       "changed_while_read": path in changed,
                       **rows.get(path, {})} for kind, path in hostile]
    hostile_ok = all(entry["outcome"] in HOSTILE_OUTCOMES[entry["kind"]] for entry in hostile_report)
    growing_report = [{"path": Path(path).name, "records_written": written, "complete": complete,
                       "windows": len(windows_of.get(path, [])), **rows.get(path, {})}
                      for path, written, complete in grower.files()]
    growing_ok = all(entry.get("documents") == whole and not entry.get("dead_letters")
                     for entry in growing_report if entry["complete"])
    held_back = {}  # grown file -> the windows that held its cut last member back
    for path in window_summaries:
        for name in json.loads(path.read_text()).get("files_held_back", {}):
            held_back[Path(name).name] = held_back.get(Path(name).name, 0) + 1
    window_seconds = [json.loads(p.read_text()).get("seconds", 0.0)
                      for p in sorted(window_summaries, key=lambda p: p.stat().st_mtime)]
    at_end = state_on_disk(out, temp)
    ledger_load = ledger_load_cost(str(out / "live"), str(incoming / "*.warc*"), args.ledger_horizon or None)
    live_fds = [f for f, _ in fds_threads if f >= 0]
    live_threads = [t for _, t in fds_threads if t >= 0]

    def start_end_max(values: list[float]) -> dict[str, float | None]:
        return {"start": values[0] if values else None, "end": values[-1] if values else None,
                "max": round(max(values), 1) if values else None}

    report = {
        "warc": str(warc),
        "runner": "PortableRunner (LOOPBACK, local job service)" if args.portable else "FnApiRunner",
        "seconds": args.seconds,
        "window_seconds": args.window_seconds,
        "drops": dropped,
        "rss_mb": start_end_max(rss),
        "rss_mb_watch": start_end_max([w for _, w, _, _ in samples]),
        "rss_mb_watch_process_alone": start_end_max([a for _, _, _, a in samples]),
        "rss_mb_job_service": start_end_max([j for _, _, j, _ in samples]) if service is not None else None,
        "rss_samples": samples,
        "runs": runs,
        "window_totals": totals,
        "document_rows": rows_written,
        "documents_written_twice": rows_twice,
        "stray_outputs": strays,
        "windows_committed": len(window_summaries),
        "windows_committed_before_the_stop": len(committed_before_stop),
        "window_commits_at_s": [round(p.stat().st_mtime - (stop_wall - args.seconds), 1) for p in window_summaries],
        "files_in_ledger": len(done),
        "files_read_twice": sorted(p for p, n in read_count.items() if n > 1),
        "files_not_read": sorted(p for _, p in dropped if p not in read_count),
        "files_moved_away": moved,
        "hostile": hostile_report,
        "hostile_outcomes_as_expected": hostile_ok,
        "growing": growing_report,
        "growing_files_read_to_their_end": growing_ok,
        "growths_cut_mid_member": grower.cut_writes,
        "windows_holding_back_by_file": held_back,
        "open_fds_watch_process": start_end_max(live_fds),
        "threads_watch_process": start_end_max(live_threads),
        "ledger_parts": len(warc_watch.ledger_part_paths(str(out / "live"))),
        # what grows with history: each by quarters of the run (means), then at the end
        "window_seconds_by_quarter": by_quarters(window_seconds),
        "window_cpu_s_by_quarter": by_quarters(cpu_per_window(growth)),
        "ledger_bytes_by_quarter": by_quarters([g["ledger_bytes"] for g in growth]),
        "ledger_parts_by_quarter": by_quarters([g["ledger_parts"] for g in growth]),
        "temp_entries_by_quarter": by_quarters([g["temp_entries"] for g in growth]),
        "open_fds_by_quarter": by_quarters(live_fds),
        "rss_mb_watch_by_quarter": by_quarters([w for _, w, _, _ in samples]),
        "state_at_end": at_end,
        "temp_entries_left": sorted(os.listdir(temp))[:20],
        "ledger_load_at_end": ledger_load,
        "output_files": len(list(out.iterdir())),
        "exit_status": watch.returncode,
        "exit_after_stop_s": round(exited - ready - args.seconds, 2) if ready else None,
        "closing_seconds": summary.get("closing_seconds") if summary else None,
        "summary": {k: summary[k] for k in COUNTS} if summary else None,
        "work_folder": str(work) if args.keep else None,
    }
    print(json.dumps(report, indent=1))
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    ok = (
        summary is not None and summary["balanced"] and watch.returncode == 0
        and totals["all_balanced"] and totals["adds_up"] and not rows_twice and not strays
        and rows_written == totals["emitted"]
        and (args.move_away or all(path in done for _, path in dropped if path in read_count))
        and not report["files_read_twice"] and left_for_the_next_run(dropped, report["files_not_read"], done)
        and (report["rss_mb"]["max"] or 0) <= args.max_rss_mb and hostile_ok and growing_ok
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
