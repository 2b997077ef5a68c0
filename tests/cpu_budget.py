"""CPU budgets for the tests that guard against slow work (quadratic walks, backtracking patterns).

In: a callable and a budget in CPU seconds, or a case to run at two sizes (two cases) and a bound on
the ratio of their costs. Out: the results, or an AssertionError that names every run's CPU time (and
the budget or bound it was held to).

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
from dataclasses import dataclass, field
from typing import Generic, TypeVar

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


# The growth tests time one callable at a small size and at a large one and hold the ratio of the
# costs under a bound (linear: x4 from n to 4n; the quadratic paths they guard against: x12-x20). Timed
# one size after the other, a load that came or went between them read as growth: 500 -> 2,000 levels
# of nested contents titles x7.75 against a bound of 7 on a loaded CI host in pure Python (x3.5-3.9
# alone, 2026-12-05). So the two sizes are timed round by round, one run of each a round (a burst of
# load falls on both), each size's cost is the least of its rounds, in CPU seconds of the timing thread
# alone (`time.thread_time`: not the packaging builds' thread of the same worker), without the cyclic
# collector (its passes over every object the process holds, the whole suite's in a test, cost more
# the more a run allocates: 3,000 -> 12,000 victims dropped undoably x9.1 with it on a loaded host,
# x4.4 without, 2026-12-05); and a ratio over the bound after GROWTH_ROUNDS rounds is measured on,
# up to GROWTH_MAX_ROUNDS rounds, before the test fails: a real square stays over it in every round.
GROWTH_ROUNDS = 3
GROWTH_MAX_ROUNDS = 9


@dataclass
class Timed(Generic[T]):
    """One side of a ratio: `prepare()` (not timed) gives the run to time, a new one each round (a
    rule changes its tree); the run's results and CPU seconds are kept, in the order of the rounds."""

    prepare: Callable[[], Callable[[], T]]
    results: list[T] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)

    def run_once(self) -> None:
        run = self.prepare()
        started = time.thread_time()
        result = run()
        self.seconds.append(time.thread_time() - started)
        self.results.append(result)


def within_ratio(bound: float, larger: Callable[[], Callable[[], object]], smaller: Callable[[], Callable[[], object]],
                 floor: float = 0.002, rounds: int = GROWTH_ROUNDS, max_rounds: int = GROWTH_MAX_ROUNDS) -> tuple[list, list]:
    """The results of `larger`'s runs and of `smaller`'s (see `Timed`), once the least CPU time of
    `larger`'s runs is under `bound` times the least of `smaller`'s (or `floor` seconds, if more:
    a tiny cost is mostly the timer's): the two timed round by round, `rounds` rounds, then on round by
    round up to `max_rounds` while the ratio is over. An AssertionError names every round's costs."""
    timed_larger, timed_smaller = Timed(larger), Timed(smaller)
    for done in range(1, max_rounds + 1):
        gc.collect()
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            for side in (timed_smaller, timed_larger) if done % 2 else (timed_larger, timed_smaller):
                side.run_once()
        finally:
            if was_enabled:
                gc.enable()
        ratio = min(timed_larger.seconds) / max(min(timed_smaller.seconds), floor, 1e-9)
        if done >= rounds and ratio < bound:
            return timed_larger.results, timed_smaller.results
    raise AssertionError(
        f"x{ratio:.2f} (bound x{bound}) after {max_rounds} rounds; CPU seconds small / large a round: "
        + ", ".join(f"{small:.4f}/{large:.4f}" for small, large in zip(timed_smaller.seconds, timed_larger.seconds)))


def within_growth(bound: float, prepare: Callable[[int], Callable[[], T]], small: int, large: int,
                  floor: float = 0.002) -> tuple[list[T], list[T]]:
    """`within_ratio` of one case at two sizes: `prepare(size)` (not timed) gives the run to time.
    The results of the small size's runs and of the large size's, once the large costs under `bound`
    times the small."""
    large_results, small_results = within_ratio(bound, lambda: prepare(large), lambda: prepare(small), floor)
    return small_results, large_results
