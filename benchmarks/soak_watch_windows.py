"""Growth of the watch's per-window costs over many windows, in one process (not a timed test).

Drives `warc_watch.Watch` directly, without waiting for the clock: each window lands
--files-per-window new tiny files in the watched folder, polls the glob once and commits the window.
The window's Beam pipeline is faked (one small output shard and a balanced summary, listed with
`warc_extract.written_files` as the real run lists them); --real runs the real pipeline over
real one-page WARCs instead (seconds per window: use it with a few hundred windows at most).

Out: a table on stderr and JSON on stdout. For the windows named by --report-at (10, 100, 1000 by
default), averaged over the window and the few before it: the poll's and the commit's wall and CPU
milliseconds, bytes written to and read from the watch's state files (ledger, window summaries;
also the most in one window and the sum so far), state files opened, other files opened (through
Beam's FileSystems), RSS, Python objects alive, threads, log handlers, open file descriptors and
stray temporary files. Then a restart
(`Watch.prepare` over the same prefix, as after a crash): seconds, state files and bytes read, the
memory the loaded state holds (tracemalloc).

    .venv/bin/python benchmarks/soak_watch_windows.py                         # 1000 windows x 10 files
    .venv/bin/python benchmarks/soak_watch_windows.py --windows 1000 --files-per-window 100
    .venv/bin/python benchmarks/soak_watch_windows.py --windows 120 --report-at 10,100 --real

Runs against whichever `beam_extract` is imported first (PYTHONPATH=<another checkout> to measure
that one: the script uses only the watch's long-standing interface).
"""
from __future__ import annotations

import argparse
import gc
import json
import logging
import os
import shutil
import sys
import tempfile
import threading
import time
import tracemalloc
from pathlib import Path
from typing import Any

from apache_beam.io.filesystems import FileSystems

from beam_extract.pipelines import run_output, warc_extract, warc_watch

PAGE_BYTES = os.sysconf("SC_PAGE_SIZE")
WINDOW_SECONDS = 60.0
FIRST_WINDOW = 1_800_000_000.0  # 2027-01-15: window names sort in commit order


class IoCount:
    """Files opened and bytes moved through Beam's FileSystems (create / open), by kind of path."""

    def __init__(self) -> None:
        self.reset()
        self._create, self._open = FileSystems.create, FileSystems.open
        FileSystems.create = self._counting(self._create, "written")  # type: ignore[method-assign]
        FileSystems.open = self._counting(self._open, "read")  # type: ignore[method-assign]

    def reset(self) -> None:
        self.counts: dict[str, int] = {}

    def add(self, key: str, amount: int) -> None:
        self.counts[key] = self.counts.get(key, 0) + amount

    def _counting(self, real, direction: str):
        counter = self

        def wrapper(path, *args, **kwargs):
            handle = real(path, *args, **kwargs)
            kind = "state" if (".ledger" in path or ".watch-state.json" in path or path.endswith(".summary.json")
                               or path.endswith(".summary.json.partial")) else "other"
            counter.add(f"{kind}_files_{'created' if direction == 'written' else 'opened'}", 1)
            return _CountingHandle(handle, lambda n: counter.add(f"{kind}_bytes_{direction}", n))

        return wrapper


class _CountingHandle:
    def __init__(self, handle, count) -> None:
        self._handle, self._count = handle, count

    def write(self, data):
        self._count(len(data))
        return self._handle.write(data)

    def read(self, *args):
        data = self._handle.read(*args)
        self._count(len(data))
        return data

    def __getattr__(self, name):
        return getattr(self._handle, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self._handle.close()
        return False


def rss_mb() -> float:
    return int(Path("/proc/self/statm").read_text().split()[1]) * PAGE_BYTES / 1e6


def open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


def log_handlers() -> int:
    loggers = [logging.getLogger()] + [v for v in logging.Logger.manager.loggerDict.values()
                                       if isinstance(v, logging.Logger)]
    return sum(len(lg.handlers) for lg in loggers)


def stray_temporaries(out: Path) -> int:
    """Half-written files, Beam's temporary folders and windows' staging folders left beside the prefix."""
    return sum(1 for p in out.iterdir() if p.name.endswith((".partial", ".staging")) or p.name.startswith("beam-temp-"))


def tiny_warc(path: Path, real: bool, number: int) -> None:
    if real:
        sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
        from warcs import html_page, http_response_record, write_warc

        write_warc(path, [http_response_record(f"https://soak.test/{number}", html_page(f"Page {number}").encode())])
    else:
        path.write_bytes(b"WARC/1.0\r\nWARC-Type: warcinfo\r\nContent-Length: 0\r\n\r\n\r\n\r\n")  # one whole record


def fake_run_window(window: warc_watch.Window, prefix: str, settings: warc_watch.WatchSettings) -> dict[str, Any]:
    """A window's run without Beam: one output shard, balanced counts, written and listed as the real
    run writes and lists them: into the window's staging folder, then moved beside the prefix with its
    manifest (`run_output.staging_prefix` / `move_staged`, 2026-12-07; a version without them writes
    beside the prefix)."""
    started = time.monotonic()
    n = len(window.files)
    staging, move = getattr(run_output, "staging_prefix", None), getattr(run_output, "move_staged", None)
    staged = staging(prefix) if staging and move else prefix
    os.makedirs(os.path.dirname(staged) or ".", exist_ok=True)
    with open(staged + "-00000-of-00001.jsonl", "w") as fh:
        fh.writelines(json.dumps({"warc_file": p}) + "\n" for p in sorted(window.files))
    counters = {"warc_files": n, "read": n, "emitted": n}
    outputs = warc_extract.written_files(staged, settings.format)
    if staged != prefix:
        outputs = move(outputs, prefix)
    summary = warc_extract.summarise(counters, time.monotonic() - started, outputs)
    summary.update(window=prefix[len(settings.output) + 1:], window_start=str(window.start),
                   window_end=str(window.end), counters=counters, files=dict(sorted(window.files.items())))
    return summary


def measure(args: argparse.Namespace) -> dict[str, Any]:
    work = Path(tempfile.mkdtemp(prefix="soak-windows-"))
    incoming, out = work / "incoming", work / "out"
    incoming.mkdir()
    out.mkdir()
    if not args.real:
        warc_watch.run_window = fake_run_window  # the name Watch.close calls
    settings = warc_watch.parse_settings([
        "--input", str(incoming / "*.warc.gz"), "--output", str(out / "live"),
        "--window_seconds", str(int(WINDOW_SECONDS)), "--window_process", "same",
    ])
    io_count = IoCount()
    watch = warc_watch.Watch(settings)
    watch.prepare()
    report_at = sorted({int(x) for x in args.report_at.split(",")})
    rows: list[dict[str, Any]] = []
    recent: list[dict[str, float]] = []
    number, state_written, most_written = 0, 0, 0
    try:
        for index in range(1, max(report_at) + 1):
            window = warc_watch.Window.at(FIRST_WINDOW + index * WINDOW_SECONDS, WINDOW_SECONDS)
            for _ in range(args.files_per_window):
                tiny_warc(incoming / f"f{number:07d}.warc.gz", args.real, number)
                number += 1
            io_count.reset()
            wall, cpu = time.perf_counter(), time.process_time()
            watch.poll(window)
            poll_wall, poll_cpu = time.perf_counter() - wall, time.process_time() - cpu
            assert len(window.files) == args.files_per_window, (index, len(window.files))
            wall, cpu = time.perf_counter(), time.process_time()
            watch.close(window, None)
            close_wall, close_cpu = time.perf_counter() - wall, time.process_time() - cpu
            recent.append({
                "poll_ms": poll_wall * 1e3, "poll_cpu_ms": poll_cpu * 1e3,
                "commit_ms": close_wall * 1e3, "commit_cpu_ms": close_cpu * 1e3,
                **{k: float(v) for k, v in io_count.counts.items()},
            })
            recent = recent[-args.average:]
            state_written += io_count.counts.get("state_bytes_written", 0)
            most_written = max(most_written, io_count.counts.get("state_bytes_written", 0))
            if index in report_at:
                keys = sorted({k for r in recent for k in r})
                row: dict[str, Any] = {"window": index, "files_done": number, "state_bytes_written_in_all": state_written,
                                       "state_bytes_written_most_in_a_window": most_written}
                row.update({k: round(sum(r.get(k, 0.0) for r in recent) / len(recent), 2) for k in keys})
                gc.collect()
                row.update(rss_mb=round(rss_mb(), 1), objects=len(gc.get_objects()), threads=threading.active_count(),
                           log_handlers=log_handlers(), open_fds=open_fds(), stray_temporaries=stray_temporaries(out))
                rows.append(row)
                print(json.dumps(row), file=sys.stderr, flush=True)
        io_count.reset()
        gc.collect()
        tracemalloc.start()
        wall, cpu = time.perf_counter(), time.process_time()
        restarted = warc_watch.Watch(settings)
        restarted.prepare()
        restart = {"restart_ms": round((time.perf_counter() - wall) * 1e3, 1),
                   "restart_cpu_ms": round((time.process_time() - cpu) * 1e3, 1), **io_count.counts}
        kept, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        restart.update(restart_kept_mb=round(kept / 1e6, 2), restart_peak_mb=round(peak / 1e6, 2))
        assert all(f"{incoming}/f{i:07d}.warc.gz" in restarted.ledger for i in (0, number - 1))
        state = sorted(p.name for p in out.iterdir() if ".ledger" in p.name)
        restart.update(ledger_files=len(state), ledger_bytes=sum((out / n).stat().st_size for n in state))
        print(json.dumps(restart), file=sys.stderr, flush=True)
        return {"windows": rows, "restart": restart,
                "settings": {"files_per_window": args.files_per_window, "real": args.real, "average": args.average}}
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files-per-window", type=int, default=10)
    parser.add_argument("--report-at", default="10,100,1000", help="window numbers to report at (the last: how many)")
    parser.add_argument("--average", type=int, default=5, help="report the mean of this many windows up to each")
    parser.add_argument("--real", action="store_true", help="run each window's real Beam pipeline (slow)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    print(json.dumps(measure(args), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
