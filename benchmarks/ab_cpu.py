"""Interleaved CPU A/B of `extract()` between two source trees, with a control.

In: two directories A and B, each holding a `beam_extract` package with its built C module (a
worktree, or `git archive <commit> beam_extract | tar -x -C DIR` plus the tree's built `.so`); the
development sets under <shared>/data/ (every Nth page, given as bench_extract.py gives it: bytes
for the raw-input sets, str otherwise). A copy of A is made in a temporary directory as the control.
One worker subprocess per tree (A, B, A') imports `beam_extract` from its tree, loads the pages and
runs one untimed pass over them as a warm-up; then, round by round, the three are driven in lockstep
page by page (A, B, A' in an order rotated per page), each timing `extract(html, url)` alone with
`time.process_time`, so that the host's load, which swings by tens of percent over minutes on a
shared machine, falls alike on all three.
Out: per set and overall, the summed CPU of B over A and of the control A' over A (the noise to read
B's figure against), with each round's overall ratios; below 1.000 means B uses less CPU.
After the warm-up pass, clean's verdict memos (keyed by a text or a class name) hold every text the
pages ask about, so a change to a rule behind a memo is not timed at all; `--cold-memos` empties
them in every worker before each round: each round then runs as a worker's first pass over the pages.

    .venv/bin/python benchmarks/ab_cpu.py --a /tmp/base --b . --shared ../shared --every 4 --rounds 3
"""
from __future__ import annotations

import argparse
import gzip
import importlib
import pkgutil
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
    parser.add_argument("--pages", type=Path,
                        help="time only these pages: a file of lines <set>/<page id> (e.g. wcxb-dev/0203); "
                             "--every and --offset then pick among them")
    parser.add_argument("--cold-memos", action="store_true",
                        help="empty clean's verdict memos in every worker before each round")
    parser.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def listed_pages(listing: Path | None) -> set[str] | None:
    """The "<set>/<page id>" lines of a `--pages` file, or None (every page)."""
    if listing is None:
        return None
    return {line.strip() for line in listing.read_text().splitlines() if line.strip()}


def chosen_paths(shared: Path, name: str, every: int, offset: int, listed: set[str] | None) -> list[Path]:
    """A set's page files to time: those listed (all without a list), then every `every`th from `offset`."""
    paths = select_pages(shared / "data" / name, None)
    if listed is not None:
        paths = [path for path in paths if f"{name}/{path.name[: -len('.html.gz')]}" in listed]
    return paths[offset::every]


def load_pages(shared: Path, sets: list[str], every: int, offset: int,
               listed: set[str] | None = None) -> dict[str, list]:
    """{set: [(html, url), ...]} of every `every`th page, as bench_extract.py hands them over."""
    pages: dict[str, list] = {}
    for name in sets:
        dataset = shared / "data" / name
        urls = page_urls(dataset)
        chosen = []
        for path in chosen_paths(shared, name, every, offset, listed):
            raw = gzip.decompress(path.read_bytes())
            html = raw if name in RAW_INPUT else raw.decode("utf-8", errors="replace")
            chosen.append((html, urls.get(path.name[: -len(".html.gz")])))
        pages[name] = chosen
    return pages


def worker_pages(tree: Path, args: argparse.Namespace):
    """`extract` imported from `tree` and the pages as [(set, html, url)], after a warm-up pass."""
    sys.path.insert(0, str(tree.resolve()))
    import beam_extract

    if not Path(beam_extract.__file__).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"beam_extract came from {beam_extract.__file__}, not {tree}")
    pages = [(name, html, url) for name, chosen in load_pages(args.shared, args.sets, args.every, args.offset,
                                                                    listed_pages(args.pages)).items()
             for html, url in chosen]
    for _, html, url in pages:
        beam_extract.extract(html, url)
    return beam_extract.extract, pages


# clean's memos of verdicts on texts and class names (each filled as pages ask, emptied at its cap).
VERDICT_MEMOS = ("_decisions", "whole_decisions", "_LABEL_VERDICTS", "_LINE_VERDICTS", "_NAMES_TOKENS_VERDICTS",
                 "_HOLDS_DATE", "_DATE_LINES", "_TRIES_BY_HEAD")


def forget_verdicts() -> None:
    """Empty clean's verdict memos (those of VERDICT_MEMOS the imported tree has, in its clean module or,
    in a tree where clean is a package, in its modules)."""
    for module in clean_modules():
        for name in VERDICT_MEMOS:
            memo = getattr(module, name, None)
            if isinstance(memo, dict):
                memo.clear()


def clean_modules() -> list:
    """The imported tree's clean module, or its clean package and the package's modules."""
    from beam_extract import clean

    return [clean, *(importlib.import_module(f"{clean.__name__}.{info.name}")
                     for info in pkgutil.iter_modules(getattr(clean, "__path__", [])))]


def timed_extract(extract, html, url) -> float:
    """CPU seconds of one `extract(html, url)`."""
    start = time.process_time()
    extract(html, url)
    return time.process_time() - start


def serve(tree: Path, args: argparse.Namespace) -> None:
    """The worker: "ready" and the page count, then for each page index read on stdin its CPU seconds."""
    extract, pages = worker_pages(tree, args)
    print(f"ready {len(pages)}", flush=True)
    for line in sys.stdin:
        if line.strip() == "forget":
            forget_verdicts()
            print("forgotten", flush=True)
            continue
        index = int(line)
        print(repr(timed_extract(extract, pages[index][1], pages[index][2])), flush=True)


class Worker:
    """One tree's worker subprocess, asked for one page's CPU seconds at a time."""

    def __init__(self, tree: Path, args: argparse.Namespace):
        command = [sys.executable, str(Path(__file__).resolve()), "--worker", str(tree),
                   "--shared", str(args.shared), "--every", str(args.every), "--offset", str(args.offset),
                   "--sets", *args.sets] + (["--pages", str(args.pages)] if args.pages else [])
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.pages = 0

    def ready(self) -> int:
        line = self.process.stdout.readline()
        if not line.startswith("ready "):
            raise SystemExit(f"worker failed: {line!r}")
        self.pages = int(line.split()[1])
        return self.pages

    def time_page(self, index: int) -> float:
        self.process.stdin.write(f"{index}\n")
        return float(self.process.stdout.readline())

    def forget(self) -> None:
        self.process.stdin.write("forget\n")
        self.process.stdout.readline()

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait()


def page_sets(args: argparse.Namespace) -> list[str]:
    """The set of each page the workers hold, in their order (the page files are not read)."""
    listed = listed_pages(args.pages)
    return [name for name in args.sets for _ in chosen_paths(args.shared, name, args.every, args.offset, listed)]


def run_rounds(workers: dict[str, Worker], sets: list[str], rounds: int,
               per_page: dict | None = None, cold_memos: bool = False) -> dict[str, list[dict]]:
    """{label: [{set: CPU seconds} per round]}: every page of a round timed by each worker in turn,
    the order of the workers rotated from page to page. `per_page`, when given, gets {label: [the
    least CPU seconds of each page over the rounds]}. `cold_memos`: each worker's verdict memos are
    emptied before each round."""
    labels = list(workers)
    runs: dict[str, list[dict]] = {label: [] for label in labels}
    if per_page is not None:
        per_page.update({label: [float("inf")] * len(sets) for label in labels})
    for round_index in range(rounds):
        if cold_memos:
            for worker in workers.values():
                worker.forget()
        totals = {label: dict.fromkeys(sets, 0.0) for label in labels}
        for index, name in enumerate(sets):
            turn = (index + round_index) % len(labels)
            for label in labels[turn:] + labels[:turn]:
                seconds = workers[label].time_page(index)
                totals[label][name] += seconds
                if per_page is not None:
                    per_page[label][index] = min(per_page[label][index], seconds)
        for label in labels:
            runs[label].append(totals[label])
        print(f"round {round_index + 1}: " + "  ".join(
            f"{label} {sum(totals[label].values()):.2f}s" for label in labels), flush=True)
    return runs


def ratio_line(label: str, numer: dict, denom: dict, rounds_numer: list, rounds_denom: list) -> str:
    """`label overall (set ratios) [per-round overall ratios]`."""
    per_set = "  ".join(f"{name} {numer[name] / denom[name]:.3f}" for name in denom if denom[name])
    overall = sum(numer.values()) / sum(denom.values())
    per_round = " ".join(f"{sum(n.values()) / sum(d.values()):.3f}" for n, d in zip(rounds_numer, rounds_denom))
    return f"{label}: {overall:.3f}   {per_set}   rounds [{per_round}]"


def main(argv=None) -> int:
    args = parse_args(argv)
    if args.worker:
        serve(args.worker, args)
        return 0
    if args.a is None or args.b is None:
        raise SystemExit("--a and --b are required")
    sets = page_sets(args)
    with tempfile.TemporaryDirectory(prefix="ab-control-") as control:
        shutil.copytree(args.a / "beam_extract", Path(control) / "beam_extract",
                        ignore=shutil.ignore_patterns("__pycache__"))
        workers = {label: Worker(tree, args) for label, tree in (("A", args.a), ("B", args.b), ("C", Path(control)))}
        try:
            if any(worker.ready() != len(sets) for worker in workers.values()):
                raise SystemExit("the workers hold different pages")
            per_page: dict | None = {} if args.pages else None
            runs = run_rounds(workers, sets, args.rounds, per_page, args.cold_memos)
        finally:
            for worker in workers.values():
                worker.close()
    if per_page:
        names = [f"{name}/{path.name[: -len('.html.gz')]}" for name in args.sets
                 for path in chosen_paths(args.shared, name, args.every, args.offset, listed_pages(args.pages))]
        print("page: least ms of the rounds, A  B  A'  (B/A)")
        for index, page in enumerate(names):
            a, b, c = (per_page[label][index] * 1000 for label in ("A", "B", "C"))
            print(f"  {page}  {a:.1f}  {b:.1f}  {c:.1f}  ({b / a:.3f})")
    summed = {label: {name: sum(r.get(name, 0.0) for r in rounds) for name in args.sets} for label, rounds in runs.items()}
    print(ratio_line("B / A", summed["B"], summed["A"], runs["B"], runs["A"]))
    print(ratio_line("control A' / A", summed["C"], summed["A"], runs["C"], runs["A"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
