"""CPU budgets for the tests that guard against slow work (quadratic walks, backtracking patterns).

In: a callable and a budget in CPU seconds. Out: the callable's result, or an AssertionError that
names every run's CPU time (and the budget it was held to).

One timed run flakes. The same `extract()` of an 800 KB page of nested headings cost 1.4 s of CPU
in a process of its own, 3.1 s and once 5.1 s late in CI's pure-Python suite (2026-12-03): a busy
host stretches CPU time too, through the caches its cores share; and lxml's names dictionary, one
per thread that never shrinks, had grown by the suite's earlier pages of made-up tag names (60,000
of them slowed that extract() 1.7x). So each run starts in a thread of its own (a new dictionary),
and a run over budget is repeated (after a full garbage collection, up to `TRIES` runs in all): the
test fails only when every run is over. A slow path still fails, a noisy moment does not.
"""
from __future__ import annotations

import gc
import threading
import time
from collections.abc import Callable
from typing import TypeVar

from beam_extract import speedups

T = TypeVar("T")

TRIES = 3

# The budgets are set for the C speedups. The pure-Python twins (`make test-pure`, or no compiler)
# spend more on the same pages, most under a deep nest, where every element a Python walk visits costs
# lxml more: 8,000 abutting inlines under 900 divs 0.23 s of CPU in C and 1.09 s in pure Python, a
# 900-deep nest over 160,000 line breaks 0.53 s and 2.32 s (2026-12-05, a quiet host), against budgets
# of 1 s and 3 s, which the pure suite went over on a busy host (1.02 s; 3.2-3.7 s). There each budget is
# PURE_PYTHON_SLACK times larger: the slow paths the budgets guard against cost far more than the
# fixed ones (10 to 40 times on the pages above), and the C run holds the budget as set.
PURE_PYTHON_SLACK = 3.0 if speedups.native is None else 1.0


def within_cpu_budget(seconds: float, run: Callable[[], T], tries: int = TRIES) -> T:
    """`run()`'s result, once one of up to `tries` runs spends under `seconds` of CPU
    (PURE_PYTHON_SLACK times that on the pure-Python twins)."""
    seconds *= PURE_PYTHON_SLACK
    spent = []
    for _ in range(tries):
        gc.collect()
        started = time.process_time()  # the CPU time of every thread of the process
        result = _in_a_thread_of_its_own(run)
        spent.append(time.process_time() - started)
        if spent[-1] < seconds:
            return result
    raise AssertionError(f"each of {tries} runs spent over {seconds} s of CPU: "
                         + ", ".join(f"{cost:.2f} s" for cost in spent))


def _in_a_thread_of_its_own(run: Callable[[], T]) -> T:
    """`run()` in a new thread, its exception raised here."""
    outcome: list = []

    def target() -> None:
        try:
            outcome.append((True, run()))
        except BaseException as error:  # noqa: BLE001 - re-raised in the calling thread
            outcome.append((False, error))

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    succeeded, value = outcome[0]
    if not succeeded:
        raise value
    return value


def least_cpu_seconds(run: Callable[[], object], times: int = 5) -> float:
    """The least CPU time of `times` runs, for tests comparing two costs as a ratio. Each run starts
    after a full collection and runs without the cyclic collector: its passes over every object the
    process holds (the whole suite's, in a test) cost more the more a run allocates, so with it a
    linear rule read superlinear in a long suite (3,000 -> 12,000 victims dropped undoably x9.1 on a
    loaded host, x4.4 without the collector, 2026-12-05): the ratio is the code's growth alone."""
    best = float("inf")
    for _ in range(times):
        gc.collect()
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            started = time.process_time()
            run()
            best = min(best, time.process_time() - started)
        finally:
            if was_enabled:
                gc.enable()
    return best
