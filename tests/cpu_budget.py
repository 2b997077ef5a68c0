"""CPU budgets for the tests that guard against slow work (quadratic walks, backtracking patterns).

In: a callable and a budget in CPU seconds. Out: the callable's result, or an AssertionError that
names every run's CPU time.

One timed run flakes. The same `extract()` of an 800 KB page of nested headings cost 1.4 s of CPU
in a process of its own, 3.1 s and once 5.1 s late in CI's pure-Python suite (2026-12-03): a busy
host stretches CPU time too, through the caches its cores share. The slow paths these tests guard
against cost several times their budget on every run, so a run over budget is repeated (after a
full garbage collection, up to `TRIES` runs in all) and the test fails only when every run is over:
a slow path still fails, a noisy moment does not.
"""
from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

TRIES = 3


def within_cpu_budget(seconds: float, run: Callable[[], T], tries: int = TRIES) -> T:
    """`run()`'s result, once one of up to `tries` runs spends under `seconds` of CPU."""
    spent = []
    for _ in range(tries):
        gc.collect()
        started = time.process_time()
        result = run()
        spent.append(time.process_time() - started)
        if spent[-1] < seconds:
            return result
    raise AssertionError(f"each of {tries} runs spent over {seconds} s of CPU: "
                         + ", ".join(f"{cost:.2f} s" for cost in spent))


def least_cpu_seconds(run: Callable[[], object], times: int = 5) -> float:
    """The least CPU time of `times` runs, for tests comparing two costs as a ratio."""
    best = float("inf")
    for _ in range(times):
        started = time.process_time()
        run()
        best = min(best, time.process_time() - started)
    return best
