"""Throughput and memory of the whole Beam pipeline, beside the extractor alone on the same pages.

In:  ../shared/data/warc/wcxb-dev-400.warc.gz (1,281 records, 400 HTML pages; read, never copied
     into the project).
Out: a table on stdout: records/s and peak memory (max RSS of the child process) of
     - the extractor alone: warc.iter_records + extract() in a plain loop;
     - pipelines.warc_extract on the local FnApiRunner, Parquet and JSONL.gz output;
     - the pipeline on the same WARC concatenated 4 times into one file, to show that memory does
       not grow with input size (Parquet buffers up to one row group per shard, ~16 MiB of Arrow
       data, before it writes: its peak rises until that buffer fills, then stays);
     and the per-page cost of the time guard.

    .venv/bin/python benchmarks/bench_pipeline.py --shared ../shared

Each measurement runs in its own child process (os.wait4 gives that child's own peak RSS).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WARC_NAME = "wcxb-dev-400.warc.gz"

EXTRACTOR_LOOP = r"""
import json, sys, time
from beam_extract import extract, warc
started = time.monotonic()
records = pages = docs = 0
with open(sys.argv[1], "rb") as fh:
    for outcome in warc.iter_records(fh, sys.argv[1]):
        records += 1
        if isinstance(outcome, warc.WarcPage):
            pages += 1
            try:
                docs += extract(outcome.payload, outcome.url, charset=outcome.charset_hint) is not None
            except Exception:
                pass
print(json.dumps({"records": records, "pages": pages, "docs": docs, "seconds": time.monotonic() - started}))
"""

GUARD_COST = r"""
import concurrent.futures, json, time
from beam_extract.transforms import TimeGuard
guard, n = TimeGuard(30.0), 50000
started = time.perf_counter()
for _ in range(n):
    with guard:
        pass
guard_us = (time.perf_counter() - started) / n * 1e6
pool, m = concurrent.futures.ThreadPoolExecutor(10), 10000
started = time.perf_counter()
for _ in range(m):
    pool.submit(lambda: []).result(30.0)
pool_us = (time.perf_counter() - started) / m * 1e6
print(json.dumps({"guard_us": guard_us, "pool_us": pool_us}))
"""


def run_child(argv: list[str], cwd: Path) -> tuple[str, float, float]:
    """Run a child process; (its stdout, wall seconds, its own peak RSS in MB)."""
    started = time.monotonic()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(argv, cwd=cwd, stdout=out, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        seconds = time.monotonic() - started
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode("utf-8", "replace"), err.read().decode("utf-8", "replace")
    if proc.returncode != 0:
        sys.stderr.write(stderr[-3000:])
        raise SystemExit(f"bench_pipeline: child failed ({proc.returncode}): {' '.join(argv)}")
    return stdout, seconds, usage.ru_maxrss / 1024  # ru_maxrss is in KiB on Linux


def extractor_alone(warc_path: Path) -> dict:
    stdout, wall, rss = run_child([sys.executable, "-c", EXTRACTOR_LOOP, str(warc_path)], ROOT)
    data = json.loads(stdout.strip().splitlines()[-1])
    return {"records": data["records"], "docs": data["docs"], "seconds": data["seconds"], "wall": wall, "rss_mb": rss}


def pipeline(warc_path: Path, out_dir: Path, fmt: str, extra: list[str]) -> dict:
    prefix = out_dir / f"{warc_path.stem}-{fmt.replace('.', '_')}"
    argv = [sys.executable, "-m", "pipelines.warc_extract", "--input", str(warc_path),
            "--output", str(prefix), "--format", fmt, *extra]
    _, wall, rss = run_child(argv, ROOT)
    summary = json.loads(Path(f"{prefix}.summary.json").read_text())
    if not summary["balanced"]:
        raise SystemExit(f"bench_pipeline: unbalanced counts in {prefix}.summary.json")
    return {"records": summary["read"], "docs": summary["emitted"], "seconds": summary["seconds"], "wall": wall, "rss_mb": rss}


def concatenated(source: Path, times: int, directory: Path) -> Path:
    """The WARC repeated `times` times in one file (gzip members concatenate into a valid WARC)."""
    target = directory / f"x{times}-{source.name}"
    with open(target, "wb") as out:
        for _ in range(times):
            with open(source, "rb") as fh:
                shutil.copyfileobj(fh, out)
    return target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", default="../shared", help="the shared folder holding data/warc/")
    parser.add_argument("--times", type=int, default=4, help="how many copies for the memory-growth run")
    parser.add_argument("--beam-option", action="append", default=[], help="extra Beam option for the pipeline runs")
    args = parser.parse_args()

    source = Path(args.shared) / "data" / "warc" / WARC_NAME
    if not source.exists():
        print(f"bench_pipeline: {source} not found; pass --shared pointing at the folder holding data/warc/",
              file=sys.stderr)
        raise SystemExit(2)
    size_mb = source.stat().st_size / 1e6

    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-pipeline-") as tmp:
        tmp_dir = Path(tmp)
        print(f"{WARC_NAME}: {size_mb:.1f} MB; runs in child processes on {os.cpu_count()} cores ...", flush=True)
        rows.append(("extractor alone (iter_records + extract loop)", f"{size_mb:.0f} MB", extractor_alone(source)))
        rows.append(("pipeline FnApiRunner -> parquet", f"{size_mb:.0f} MB", pipeline(source, tmp_dir, "parquet", args.beam_option)))
        rows.append(("pipeline FnApiRunner -> jsonl.gz", f"{size_mb:.0f} MB", pipeline(source, tmp_dir, "jsonl.gz", args.beam_option)))
        big = concatenated(source, args.times, tmp_dir)
        for fmt in ("parquet", "jsonl.gz"):
            rows.append((f"pipeline FnApiRunner -> {fmt}, WARC x{args.times}", f"{big.stat().st_size / 1e6:.0f} MB",
                         pipeline(big, tmp_dir, fmt, args.beam_option)))
        guard_out, _, _ = run_child([sys.executable, "-c", GUARD_COST], ROOT)
        guard = json.loads(guard_out.strip().splitlines()[-1])

    base = rows[0][2]
    header = f"{'run':<48} {'input':>7} {'records':>8} {'docs':>6} {'seconds':>8} {'records/s':>10} {'vs alone':>9} {'peak RSS':>9}"
    print()
    print(header)
    print("-" * len(header))
    for name, size, r in rows:
        rate = r["records"] / r["seconds"] if r["seconds"] else float("nan")
        base_rate = base["records"] / base["seconds"]
        print(f"{name:<48} {size:>7} {r['records']:>8} {r['docs']:>6} {r['seconds']:>8.1f} {rate:>10.1f}"
              f" {rate / base_rate:>8.2f}x {r['rss_mb']:>6.0f} MB")
    print()
    print("seconds: pipeline runs are the pipeline's own wall time (construction to finish, from its summary);")
    print("         start-up of the Python process and Beam import (~2-3 s) is outside it.")
    print(f"time guard per page: {guard['guard_us']:.1f} us (TimeGuard) vs {guard['pool_us']:.1f} us for a thread-pool"
          f" hand-off as in Beam's with_exception_handling(timeout=...)")


if __name__ == "__main__":
    main()
