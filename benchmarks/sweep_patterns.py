"""Sweep of every compiled pattern of the package for backtracking that grows with its input.

In: nothing (the patterns are found in the modules of `beam_extract`; the texts are built here).
Out: one line per pattern whose `search` or `match` on a run of one or two characters (34 kinds:
white space, letters, digits, signs) or of a markup piece (MARKUP_RUNS) grows more than `--ratio`
times from `--size` to four times it and takes over `--floor` seconds, or runs over `--timeout`
(each pattern is timed in a process of its own, as a regex call cannot be interrupted). A pattern
only ever matched (never searched) is timed with `match` alone unless `--search-all`: a leading
`\\s*` is quadratic when searched, not when matched. A searched pattern is timed searching the whole
run: one used on a bounded part of its text (`parse._TAG`, up to the page's last ">") may be flagged.

    .venv/bin/python benchmarks/sweep_patterns.py                # ~5 minutes
    .venv/bin/python benchmarks/sweep_patterns.py --only clean._PRICE,metadata.PROPERTY_PATTERN

Why: a pattern that backtracks runs inside one C call, which `time_guard.TimeGuard` cannot stop.
The thirty-second and thirty-third rounds' fixes were found so (docs/rounds.md). A flagged pattern
is a lead, not a verdict: look at where it is used (the texts it meets may be capped in length)
before rewriting it.
"""
from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import re
import subprocess
import sys
import time
from pathlib import Path

ALPHABET = [" ", "\t", "\n", "a", "A", "0", ".", ",", "-", "#", "(", ")", ":", "/", "|", "*", "<", ">", '"',
            "'", "=", "&", ";", "★", "é", "_", "!", "?", "[", "]", "@", "\\", "+", "x"]
# Runs of markup, JSON and URL pieces no pair of ALPHABET spells: a tag left open ("<a "), a
# comment's ends, an attribute's opening, escapes in a JSON string, a URL's head.
MARKUP_RUNS = ["<a ", "</a", "<!--", "-->", '="', "='", "&#x", "&amp;", '\\"', "\\u00", '":', "{\"",
               "http://", "www.", "<p>", "<br>", "0,0", "1.", "a-", "a. "]
METHOD = re.compile(r"\.(search|sub|subn|findall|finditer|split|match|fullmatch)\(")


def compiled_patterns() -> dict[str, re.Pattern]:
    """Every compiled pattern bound in a module of the package (or in a tuple, list or dict there)."""
    import beam_extract

    found: dict[str, re.Pattern] = {}
    seen: set[int] = set()  # a pattern one module imports from another is swept once

    def visit(obj, where: str, depth: int = 0) -> None:
        if isinstance(obj, re.Pattern):
            if id(obj) not in seen:
                seen.add(id(obj))
                found.setdefault(where, obj)
        elif depth < 2 and isinstance(obj, (tuple, list)):
            for i, item in enumerate(obj):
                visit(item, f"{where}[{i}]", depth + 1)
        elif depth < 2 and isinstance(obj, dict):
            for key, item in obj.items():
                visit(item, f"{where}[{key!r}]", depth + 1)

    for module in pkgutil.walk_packages(beam_extract.__path__, "beam_extract."):
        for name, obj in vars(importlib.import_module(module.name)).items():
            visit(obj, f"{module.name.removeprefix('beam_extract.')}.{name}")
    return found


def searched_names() -> set[str]:
    """The names the package's source calls a searching method on (anything but match/fullmatch)."""
    source = "\n".join(path.read_text() for path in Path(__file__).parent.parent.glob("beam_extract/**/*.py"))
    names = set()
    for m in re.finditer(r"([A-Za-z_][A-Za-z0-9_]*)" + METHOD.pattern, source):
        if m.group(2) not in ("match", "fullmatch"):
            names.add(m.group(1))
    return names


def worst_time(pattern: re.Pattern, size: int, methods: tuple[str, ...]) -> tuple[float, str]:
    runs = ALPHABET + [a + b for a in ALPHABET for b in ALPHABET if a < b] + MARKUP_RUNS
    worst = (0.0, "")
    for run in runs:
        text = run * (size // len(run)) + "\x01"
        subject = text.encode() if isinstance(pattern.pattern, bytes) else text
        for method in methods:
            started = time.perf_counter()
            getattr(pattern, method)(subject)
            spent = time.perf_counter() - started
            if spent > worst[0]:
                worst = (spent, f"{method} {run!r}")
    return worst


def time_one(where: str, size: int, search_all: bool) -> dict:
    pattern = compiled_patterns()[where]
    searched = search_all or where.split(".")[-1].split("[")[0] in searched_names()
    methods = ("search", "match") if searched else ("match",)
    small, _ = worst_time(pattern, size, methods)
    large, how = worst_time(pattern, size * 4, methods)
    return {"where": where, "small": small, "large": large, "how": how}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", help="comma-separated names (module.NAME) of the patterns to time")
    parser.add_argument("--size", type=int, default=1000, help="the smaller run's length")
    parser.add_argument("--ratio", type=float, default=6.0, help="growth from size to 4x size that flags")
    parser.add_argument("--floor", type=float, default=0.02, help="seconds under which nothing is flagged")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds a pattern may take in all")
    parser.add_argument("--search-all", action="store_true", help="search every pattern, matched ones too")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(time_one(args.one, args.size, args.search_all)))
        return
    known = compiled_patterns()
    names = args.only.split(",") if args.only else sorted(known)
    unknown = [name for name in names if name not in known]
    if unknown:
        parser.error(f"no compiled pattern named {', '.join(unknown)} (names are module.NAME, e.g. clean._PRICE)")
    flagged = 0
    for where in names:
        command = [sys.executable, __file__, "--one", where, "--size", str(args.size)]
        command += ["--search-all"] if args.search_all else []
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=args.timeout, check=True)
        except subprocess.TimeoutExpired:
            print(f"{where:60} over {args.timeout:.0f} s")
            flagged += 1
            continue
        except subprocess.CalledProcessError as failed:
            # One pattern's process failing (a pattern raising on a run, an import error) is reported
            # and the sweep goes on to the next pattern.
            last_line = (failed.stderr.strip().splitlines() or ["no output"])[-1]
            print(f"{where:60} failed: {last_line}")
            flagged += 1
            continue
        result = json.loads(done.stdout)
        growth = result["large"] / max(result["small"], 1e-6)
        if result["large"] > args.floor and growth > args.ratio:
            print(f"{where:60} {result['small']:.4f} -> {result['large']:.4f} s (x{growth:.1f}) {result['how']}")
            flagged += 1
    print(f"{flagged} of {len(names)} patterns flagged")


if __name__ == "__main__":
    main()
