"""A restart's CPU over an output prefix holding many committed windows (not a timed test).

Writes N faked committed windows under a fresh prefix (each a summary, a document shard and a
dead-letter shard, as a watch leaves them), one ledger part holding a fixed number of files (the
ledger is bounded by its horizon, not by the windows: its part names the last window it records,
as a compacted part does), then restarts the watch over it (`Watch.prepare`, as after a crash)
`--restarts` times and reports the CPU of each restart after the first (the first one of this
version over a prefix it never wrote lists the whole folder once).

    PYTHONPATH=. .venv/bin/python benchmarks/watch_restart_cost.py --windows 1000,10000,20000

Runs against whichever `beam_extract` is imported first (PYTHONPATH=<another checkout>).
"""
from __future__ import annotations

import argparse
import json
import logging
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from beam_extract.pipelines import warc_watch

FIRST_WINDOW = 1_800_000_000  # 2027-01-15: window names sort in commit order
LEDGER_FILES = 100


def window_name(index: int) -> str:
    start = FIRST_WINDOW + 60 * index
    return f"window-{warc_watch._utc_stamp(start)}-{warc_watch._utc_stamp(start + 60)}"


def fake_prefix(folder: Path, windows: int) -> str:
    """A prefix `folder/live` with `windows` committed windows and a ledger of LEDGER_FILES files."""
    prefix = str(folder / "live")
    for index in range(windows):
        name = window_name(index)
        base = f"{prefix}.{name}"
        outputs = [f"{base}-00000-of-00001.jsonl", f"{base}.errors-00000-of-00001.jsonl"]
        for path in outputs:
            Path(path).write_bytes(b"{}\n")
        summary = {"window": name, "read": 1, "emitted": 1, "balanced": True, "counters": {"read": 1},
                   "outputs": outputs, "files": {f"in/{index}.warc.gz": 1000}}
        Path(base + warc_watch.WINDOW_SUMMARY_SUFFIX).write_text(json.dumps(summary))
    last = window_name(windows - 1)
    files = {f"in/kept-{i}.warc.gz": {"window": last, "size": 1000} for i in range(LEDGER_FILES)}
    Path(f"{prefix}.ledger-{window_name(0)}--{last}.json").write_text(
        json.dumps({"files": files, "windows_through": last}))
    return prefix


def restart_cpu(prefix: str) -> float:
    settings = warc_watch.parse_settings(["--input", str(Path(prefix).parent / "in" / "*.warc.gz"), "--output", prefix])
    watch = warc_watch.Watch(settings)
    started = time.process_time()
    watch.prepare()
    return time.process_time() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--windows", default="1000,10000,20000", help="comma-separated window counts")
    parser.add_argument("--restarts", type=int, default=4, help="restarts per prefix (the first is not counted)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    report = {}
    for windows in (int(n) for n in args.windows.split(",")):
        folder = Path(tempfile.mkdtemp(prefix="watch-restart-"))
        try:
            prefix = fake_prefix(folder, windows)
            costs = [restart_cpu(prefix) for _ in range(args.restarts)]
            report[windows] = {"first_s": round(costs[0], 4), "later_s": [round(c, 4) for c in costs[1:]],
                               "best_later_s": round(min(costs[1:] or costs), 4),
                               "entries": len(os.listdir(folder))}
            print(f"{windows:>7} windows: first restart {costs[0]:.4f} s CPU, later "
                  + ", ".join(f"{c:.4f}" for c in costs[1:]), file=sys.stderr)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
