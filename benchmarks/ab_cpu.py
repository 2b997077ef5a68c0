"""Interleaved CPU A/B of `extract()` between two source trees, with a control.

In: two directories A and B, each holding a `beam_extract` package with its built C module (a
worktree, or `git archive <commit> beam_extract | tar -x -C DIR` plus the tree's built `.so`); the
development sets under <shared>/data/ (every Nth page, given as bench_extract.py gives it: bytes
for the raw-input sets, str otherwise). A copy of A is made in a temporary directory as the control.
Each round runs one subprocess per tree (A, B, A' rotated round by round); a subprocess imports
`beam_extract` from its tree, runs one untimed pass over its pages as a warm-up, then times
`extract(html, url)` alone with `time.process_time` on every page of a second pass.
Out: per set and overall, the summed CPU of B over A and of the control A' over A (the noise to read
B's figure against), with each round's ratios; below 1.000 means B uses less CPU.

    .venv/bin/python benchmarks/ab_cpu.py --a /tmp/base --b . --shared ../shared --every 4 --rounds 3
"""
from __future__ import annotations

import argparse
import gzip
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_extract import RAW_INPUT, page_urls, select_pages  # noqa: E402

DEFAULT_SETS = ("wcxb-dev", "trafilatura-eval-dev")


def parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", type=Path, help="tree A (the base): a directory holding beam_extract/")
    parser.add_argument("--b", type=Path, help="tree B (the change): a directory holding beam_extract/")
    parser.add_argument("--shared", type=Path, default=Path("../shared"))
    parser.add_argument("--sets", nargs="+", default=list(DEFAULT_SETS))
    parser.add_argument("--every", type=int, default=4, help="time every Nth page of each set")
    parser.add_argument("--offset", type=int, default=0, help="start at this page of each set")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of A, B and the control")
    parser.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def load_pages(shared: Path, sets: list[str], every: int, offset: int) -> dict[str, list]:
    """{set: [(html, url), ...]} of every `every`th page, as bench_extract.py hands them over."""
    pages: dict[str, list] = {}
    for name in sets:
        dataset = shared / "data" / name
        urls = page_urls(dataset)
        chosen = []
        for path in select_pages(dataset, None)[offset::every]:
            raw = gzip.decompress(path.read_bytes())
            html = raw if name in RAW_INPUT else raw.decode("utf-8", errors="replace")
            chosen.append((html, urls.get(path.name[: -len(".html.gz")])))
        pages[name] = chosen
    return pages


def run_worker(tree: Path, args: argparse.Namespace) -> dict[str, float]:
    """One tree's CPU seconds per set: a warm-up pass, then `extract()` timed alone page by page."""
    sys.path.insert(0, str(tree.resolve()))
    import beam_extract

    if not Path(beam_extract.__file__).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"beam_extract came from {beam_extract.__file__}, not {tree}")
    pages = load_pages(args.shared, args.sets, args.every, args.offset)
    extract, clock = beam_extract.extract, time.process_time
    for chosen in pages.values():
        for html, url in chosen:
            extract(html, url)
    seconds = {}
    for name, chosen in pages.items():
        total = 0.0
        for html, url in chosen:
            start = clock()
            extract(html, url)
            total += clock() - start
        seconds[name] = total
    return seconds


def spawn(tree: Path, args: argparse.Namespace) -> dict[str, float]:
    """Run one worker subprocess on `tree` and read its per-set CPU seconds."""
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", str(tree),
               "--shared", str(args.shared), "--every", str(args.every), "--offset", str(args.offset),
               "--sets", *args.sets]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def ratio_line(label: str, numer: dict, denom: dict, rounds_numer: list, rounds_denom: list) -> str:
    """`label overall (set ratios) [per-round overall ratios]`."""
    per_set = "  ".join(f"{name} {numer[name] / denom[name]:.3f}" for name in denom)
    overall = sum(numer.values()) / sum(denom.values())
    per_round = " ".join(f"{sum(n.values()) / sum(d.values()):.3f}" for n, d in zip(rounds_numer, rounds_denom))
    return f"{label}: {overall:.3f}   {per_set}   rounds [{per_round}]"


def main(argv=None) -> int:
    args = parse_args(argv)
    if args.worker:
        print(json.dumps(run_worker(args.worker, args)))
        return 0
    if args.a is None or args.b is None:
        raise SystemExit("--a and --b are required")
    with tempfile.TemporaryDirectory(prefix="ab-control-") as control:
        shutil.copytree(args.a / "beam_extract", Path(control) / "beam_extract",
                        ignore=shutil.ignore_patterns("__pycache__"))
        trees = {"A": args.a, "B": args.b, "C": Path(control)}
        runs: dict[str, list[dict]] = {label: [] for label in trees}
        order = list(trees)
        for round_index in range(args.rounds):
            turn = order[round_index % 3:] + order[: round_index % 3]
            for label in turn:
                runs[label].append(spawn(trees[label], args))
            print(f"round {round_index + 1}: " + "  ".join(
                f"{label} {sum(runs[label][-1].values()):.2f}s" for label in turn), flush=True)
    summed = {label: {name: sum(r[name] for r in rounds) for name in args.sets} for label, rounds in runs.items()}
    print(ratio_line("B / A", summed["B"], summed["A"], runs["B"], runs["A"]))
    print(ratio_line("control A' / A", summed["C"], summed["A"], runs["C"], runs["A"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
