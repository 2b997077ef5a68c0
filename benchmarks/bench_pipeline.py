"""Throughput and memory of the whole Beam pipeline, beside the extractor alone on the same pages.

In:  ../shared/data/warc/wcxb-dev-400.warc.gz (1,281 records, 400 HTML pages; read, never copied
     into the project).
Out: a table on stdout: records/s and peak memory (max RSS of the child process) of
     - the extractor alone: warc.iter_records + extract() in a plain loop;
     - pipelines.warc_extract on the local FnApiRunner, Parquet, JSONL and JSONL.gz output
       (`--formats`), each also as records per CPU-second of its process (the pipeline's own
       span, construction to finish, against the loop's): on a machine shared with other jobs
       the CPU ratio to the extractor alone holds where the wall-clock one drifts with the load;
     - the pipeline and the extractor alone on the same WARC concatenated 4 times into one file
       (`--times`), to show that memory does not grow with input size (Parquet buffers up to one
       row group per shard, ~16 MiB of Arrow data, before it writes: its peak rises until that
       buffer fills, then stays), and to split each arm's CPU into a cost per record and a fixed
       cost (the x4 run's extra CPU over its extra records): Beam's pipeline construction and
       runner start (~0.5 CPU-s) weigh on a 400-page WARC and on nothing in a crawl, so the
       per-record ratio is the one a long run tends to;
     - one ~300 MB file (the WARC concatenated 16 times) read in parts of at most 32 MiB by the
       multi-process runner with 1 and 2 SDK workers (`--direct_running_mode=multi_processing
       --direct_num_workers=N`): records/s, the speed-up of 2 workers over 1, and the peak RSS
       and CPU seconds of each worker process (sampled from /proc: VmHWM, utime + stime);
     and the per-page cost of the time guard. Timings on a shared machine are noisy.

    .venv/bin/python benchmarks/bench_pipeline.py --shared ../shared
    .venv/bin/python benchmarks/bench_pipeline.py --shared ../shared --times 0 --split-times 0 \
        --repeat 3 --baseline /path/to/another/checkout

Each measurement runs in its own child process (os.wait4 gives that child's own peak RSS).
`--repeat N` runs the extractor and the pipeline runs N times, interleaved round by round, and
keeps each one's fastest round (least CPU): the noise of a shared machine only ever adds time.
`--baseline DIR` runs the pipeline also from another checkout of this project (its
beam_extract/ and pipelines/ imported from DIR, e.g. the main branch with its C speedups built),
in the same rounds: before and after in one run.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WARC_NAME = "wcxb-dev-400.warc.gz"

EXTRACTOR_LOOP = r"""
import json, sys, time
from beam_extract import extract, warc
started, cpu = time.monotonic(), time.process_time()
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
print(json.dumps({"records": records, "pages": pages, "docs": docs, "seconds": time.monotonic() - started,
                  "cpu": time.process_time() - cpu}))
"""

# The pipeline's command, with the CPU time of its process (the FnApiRunner runs in it) over the
# span of the summary's seconds: from the Pipeline's construction to the counters being read.
PIPELINE_RUN = r"""
import json, logging, sys, time
logging.getLogger().addHandler(logging.NullHandler())
import apache_beam as beam
from beam_extract.pipelines import warc_extract
warc_extract.configure_logging(logging.WARNING)
span = {}
construct, read_counters = beam.Pipeline.__init__, warc_extract.counter_values
def constructed(self, *args, **kwargs):
    span.setdefault("start", time.process_time())
    construct(self, *args, **kwargs)
def counted(*args, **kwargs):
    span.setdefault("end", time.process_time())
    return read_counters(*args, **kwargs)
beam.Pipeline.__init__, warc_extract.counter_values = constructed, counted
status = warc_extract.main(sys.argv[1:])
print(json.dumps({"status": status, "cpu": span["end"] - span["start"]}))
"""

GUARD_COST = r"""
import concurrent.futures, json, time
from beam_extract.time_guard import TimeGuard
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


def run_child(argv: list[str], cwd: Path, peaks: dict | None = None) -> tuple[str, float, float]:
    """Run a child process; (its stdout, wall seconds, its own peak RSS in MB). With `peaks`,
    the peak RSS (MB) of every process it starts is sampled into it, keyed by pid. The child
    imports the project from `cwd` (first on its PYTHONPATH)."""
    started = time.monotonic()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(cwd), os.environ.get("PYTHONPATH")]))}
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(argv, cwd=cwd, stdout=out, stderr=err, env=env)
        sampler = None
        if peaks is not None:
            done = threading.Event()
            sampler = threading.Thread(target=sample_peaks, args=(proc.pid, peaks, done), daemon=True)
            sampler.start()
        _, status, usage = os.wait4(proc.pid, 0)
        if sampler is not None:
            done.set()
            sampler.join()
        proc.returncode = os.waitstatus_to_exitcode(status)
        seconds = time.monotonic() - started
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode("utf-8", "replace"), err.read().decode("utf-8", "replace")
    if proc.returncode != 0:
        sys.stderr.write(stderr[-3000:])
        raise SystemExit(f"bench_pipeline: child failed ({proc.returncode}): {' '.join(argv)}")
    return stdout, seconds, usage.ru_maxrss / 1024  # ru_maxrss is in KiB on Linux


def _descendants(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as fh:
                    parent = int(fh.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(parent, []).append(int(entry))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found += children.get(pid, [])
        todo += children.get(pid, [])
    return found


def sample_peaks(root: int, peaks: dict, done: threading.Event) -> None:
    """Every 0.5 s, for each process under `root` (Linux /proc): peaks[pid] = (peak RSS in MB
    (VmHWM), CPU seconds so far)."""
    ticks = os.sysconf("SC_CLK_TCK")
    while not done.wait(0.5):
        for pid in _descendants(root):
            try:
                with open(f"/proc/{pid}/status") as fh:
                    hwm = next(int(line.split()[1]) / 1024 for line in fh if line.startswith("VmHWM:"))
                with open(f"/proc/{pid}/stat") as fh:
                    fields = fh.read().rsplit(")", 1)[1].split()
                cpu = (int(fields[11]) + int(fields[12])) / ticks  # utime + stime
            except (OSError, StopIteration, IndexError, ValueError):
                continue
            old_hwm, old_cpu = peaks.get(pid, (0.0, 0.0))
            peaks[pid] = (max(old_hwm, hwm), max(old_cpu, cpu))


def extractor_alone(warc_path: Path, root: Path = ROOT) -> dict:
    stdout, wall, rss = run_child([sys.executable, "-c", EXTRACTOR_LOOP, str(warc_path)], root)
    data = json.loads(stdout.strip().splitlines()[-1])
    return {"records": data["records"], "docs": data["docs"], "seconds": data["seconds"], "cpu": data["cpu"],
            "wall": wall, "rss_mb": rss}


def pipeline(warc_path: Path, out_dir: Path, fmt: str, extra: list[str], tag: str = "",
             peaks: dict | None = None, root: Path = ROOT) -> dict:
    prefix = out_dir / f"{warc_path.stem}-{fmt.replace('.', '_')}{tag}"
    argv = [sys.executable, "-c", PIPELINE_RUN, "--input", str(warc_path),
            "--output", str(prefix), "--format", fmt, *extra]
    stdout, wall, rss = run_child(argv, root, peaks)
    summary = json.loads(Path(f"{prefix}.summary.json").read_text())
    if not summary["balanced"]:
        raise SystemExit(f"bench_pipeline: unbalanced counts in {prefix}.summary.json")
    outcome = json.loads(stdout.strip().splitlines()[-1])
    if outcome["status"] not in (0, 1):
        raise SystemExit(f"bench_pipeline: the pipeline exited with status {outcome['status']} ({prefix})")
    cpu = outcome["cpu"]
    return {"records": summary["read"], "docs": summary["emitted"], "seconds": summary["seconds"], "cpu": cpu,
            "wall": wall, "rss_mb": rss}


def fastest(rounds: list[dict]) -> dict:
    """The round that took least CPU (the noise of a shared machine only adds time)."""
    return min(rounds, key=lambda r: (r["cpu"], r["seconds"]))


def interleaved_rounds(runs: list[tuple[str, str, object]], repeat: int) -> list[tuple[str, str, dict]]:
    """[(name, input size, measure)] -> [(name, input size, its fastest figures)], measuring each
    run once per round, `repeat` rounds, so that a burst of load falls on all of them alike."""
    measured: dict[str, list[dict]] = {name: [] for name, _, _ in runs}
    for _ in range(max(1, repeat)):
        for name, _, measure in runs:
            measured[name].append(measure())
    return [(name, size, fastest(measured[name])) for name, size, _ in runs]


def split_file_runs(source: Path, times: int, tmp_dir: Path, beam_options: list[str]) -> list[tuple[int, dict, list]]:
    """The WARC concatenated `times` times, read by the multi-process runner with 1 and 2
    workers; [(workers, pipeline figures, [(peak RSS in MB, CPU seconds) of each worker])]."""
    big = concatenated(source, times, tmp_dir)
    runs = []
    for workers in (1, 2):
        peaks: dict = {}
        extra = ["--direct_running_mode=multi_processing", f"--direct_num_workers={workers}", *beam_options]
        figures = pipeline(big, tmp_dir, "parquet", extra, tag=f"-w{workers}", peaks=peaks)
        worker_peaks = sorted((p for p in peaks.values() if p[0] > 100), key=lambda p: -p[1])[:workers]
        runs.append((workers, figures, worker_peaks))
    return runs


def per_second(count: int, seconds: float) -> float:
    return count / seconds if seconds else float("nan")


def per_record_split(small: dict, large: dict) -> tuple[float, float]:
    """(CPU seconds per record, fixed CPU seconds) of one arm from its runs on the WARC and on
    the WARC concatenated N times: the extra records cost the extra CPU, what is left of the small
    run is the cost that does not grow with the input (Beam's pipeline construction and runner
    start, the language model's load)."""
    extra_records = large["records"] - small["records"]
    if extra_records <= 0:
        raise ValueError("the large run must read more records than the small one")
    per_record = (large["cpu"] - small["cpu"]) / extra_records
    return per_record, small["cpu"] - per_record * small["records"]


def concatenated(source: Path, times: int, directory: Path) -> Path:
    """The WARC repeated `times` times in one file (gzip members concatenate into a valid WARC)."""
    target = directory / f"x{times}-{source.name}"
    with open(target, "wb") as out:
        for _ in range(times):
            with open(source, "rb") as fh:
                shutil.copyfileobj(fh, out)
    return target


def print_per_record_split(rows: list[tuple[str, str, dict]], times: int) -> None:
    """Each arm's CPU per record and fixed CPU (`per_record_split` of its x1 and x`times` runs),
    and the pipeline's records per CPU-second on the extra records against the extractor's: the
    ratio a long run (a crawl) tends to, where the fixed cost no longer counts."""
    by_name = {name: r for name, _, r in rows}
    suffix = f", WARC x{times}"
    pairs = [(name, r, by_name[name + suffix]) for name, r in by_name.items()
             if not name.endswith(suffix) and name + suffix in by_name]
    alone = by_name.get(f"extractor alone{suffix}")
    if alone is None:
        return
    base_per_record, base_fixed = per_record_split(rows[0][2], alone)
    print()
    print(f"per record and fixed CPU, from the x1 and x{times} runs (the ratio is per record: fixed cost left out):")
    print(f"  {'extractor alone':<46} {base_per_record * 1e3:7.3f} ms/record  fixed {base_fixed:5.2f} s")
    for name, small, large in pairs:
        if name == rows[0][0]:
            continue
        per_record, fixed = per_record_split(small, large)
        print(f"  {name.strip():<46} {per_record * 1e3:7.3f} ms/record  fixed {fixed:5.2f} s"
              f"  {base_per_record / per_record:5.2f}x of the extractor alone per record")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", default="../shared", help="the shared folder holding data/warc/")
    parser.add_argument("--times", type=int, default=4, help="how many copies for the memory-growth run")
    parser.add_argument("--beam-option", action="append", default=[], help="extra Beam option for the pipeline runs")
    parser.add_argument("--split-times", type=int, default=16,
                        help="copies in the one large file read with 1 and 2 workers (0: skip)")
    parser.add_argument("--only-split", action="store_true", help="run only the large-file runs")
    parser.add_argument("--formats", default="parquet,jsonl,jsonl.gz",
                        help="output formats of the pipeline runs, comma-separated")
    parser.add_argument("--repeat", type=int, default=1,
                        help="rounds of the extractor and pipeline runs, interleaved; each keeps its fastest")
    parser.add_argument("--baseline", type=Path,
                        help="another checkout of this project: its pipeline runs too, in the same rounds")
    args = parser.parse_args()
    formats = [f.strip() for f in args.formats.split(",") if f.strip()]

    source = Path(args.shared) / "data" / "warc" / WARC_NAME
    if not source.exists():
        print(f"bench_pipeline: {source} not found; pass --shared pointing at the folder holding data/warc/",
              file=sys.stderr)
        raise SystemExit(2)
    size_mb = source.stat().st_size / 1e6

    rows = []
    split_runs = []
    with tempfile.TemporaryDirectory(prefix="bench-pipeline-") as tmp:
        tmp_dir = Path(tmp)
        print(f"{WARC_NAME}: {size_mb:.1f} MB; runs in child processes on {os.cpu_count()} cores ...", flush=True)
        if not args.only_split:
            size = f"{size_mb:.0f} MB"
            runs = [("extractor alone (iter_records + extract loop)", size, lambda: extractor_alone(source))]
            for fmt in formats:
                runs.append((f"pipeline FnApiRunner -> {fmt}", size,
                             lambda fmt=fmt: pipeline(source, tmp_dir, fmt, args.beam_option)))
                if args.baseline:  # its own folder: a run cleans its prefix's earlier shards
                    (tmp_dir / "baseline").mkdir(exist_ok=True)
                    runs.append((f"  baseline checkout -> {fmt}", size, lambda fmt=fmt: pipeline(
                        source, tmp_dir / "baseline", fmt, args.beam_option, root=args.baseline.resolve())))
            if args.times > 1:
                big = concatenated(source, args.times, tmp_dir)
                big_size = f"{big.stat().st_size / 1e6:.0f} MB"
                runs.append((f"extractor alone, WARC x{args.times}", big_size, lambda: extractor_alone(big)))
                for fmt in formats:
                    runs.append((f"pipeline FnApiRunner -> {fmt}, WARC x{args.times}", big_size,
                                 lambda fmt=fmt: pipeline(big, tmp_dir, fmt, args.beam_option)))
                    if args.baseline:
                        runs.append((f"  baseline checkout -> {fmt}, WARC x{args.times}", big_size, lambda fmt=fmt: pipeline(
                            big, tmp_dir / "baseline", fmt, args.beam_option, root=args.baseline.resolve())))
            rows = interleaved_rounds(runs, args.repeat)
            guard_out, _, _ = run_child([sys.executable, "-c", GUARD_COST], ROOT)
            guard = json.loads(guard_out.strip().splitlines()[-1])
        if args.split_times > 0:
            split_runs = split_file_runs(source, args.split_times, tmp_dir, args.beam_option)
            split_size = f"{size_mb * args.split_times:.0f} MB"

    if rows:
        base = rows[0][2]
        header = (f"{'run':<48} {'input':>7} {'records':>8} {'docs':>6} {'seconds':>8} {'records/s':>10} {'vs alone':>9}"
                  f" {'CPU s':>7} {'per CPU-s':>10} {'vs alone':>9} {'peak RSS':>9}")
        print()
        if args.repeat > 1:
            print(f"fastest of {args.repeat} interleaved rounds per run")
        print(header)
        print("-" * len(header))
        for name, size, r in rows:
            rate, cpu_rate = per_second(r["records"], r["seconds"]), per_second(r["records"], r["cpu"])
            print(f"{name:<48} {size:>7} {r['records']:>8} {r['docs']:>6} {r['seconds']:>8.1f} {rate:>10.1f}"
                  f" {rate / per_second(base['records'], base['seconds']):>8.2f}x {r['cpu']:>7.1f} {cpu_rate:>10.1f}"
                  f" {cpu_rate / per_second(base['records'], base['cpu']):>8.2f}x {r['rss_mb']:>6.0f} MB")
        print()
        print("seconds: pipeline runs are the pipeline's own wall time (construction to finish, from its summary);")
        print("         start-up of the Python process and Beam import (~2-3 s) is outside it.")
        print("CPU s:   CPU time of the process over the same span (all its threads; the FnApiRunner runs in it);")
        print("         the extractor alone: its loop, language model loaded on the first page (the pipeline's")
        print("         extract step loads it once in its setup, inside the span).")
        print(f"time guard per page: {guard['guard_us']:.1f} us (TimeGuard) vs {guard['pool_us']:.1f} us for a thread-pool"
              f" hand-off as in Beam's with_exception_handling(timeout=...)")
        if args.times > 1:
            print_per_record_split(rows, args.times)
    if split_runs:
        print()
        print(f"one {split_size} file (WARC x{args.split_times}) read in parts of at most 32 MiB, multi-process runner -> parquet:")
        rate_one = None
        for workers, r, worker_peaks in split_runs:
            rate = r["records"] / r["seconds"] if r["seconds"] else float("nan")
            rate_one = rate_one or rate
            peaks_text = ", ".join(f"{mb:.0f} MB / {cpu:.1f} CPU-s" for mb, cpu in worker_peaks) or "n/a"
            print(f"  {workers} worker(s): {r['records']} records in {r['seconds']:.1f} s = {rate:.1f} records/s"
                  f" ({rate / rate_one:.2f}x of 1 worker); per worker, peak RSS / CPU: {peaks_text};"
                  f" largest process {r['rss_mb']:.0f} MB")
        print("  (timings on a shared machine are noisy; the speed-up needs two idle cores)")


if __name__ == "__main__":
    main()
