"""The per-page time guard (beam_extract/time_guard.py): interrupts the guarded thread only, never
leaks an interrupt past a block that finished, costs microseconds, and needs no Beam."""
from __future__ import annotations

import subprocess
import sys
import threading
import time

import pytest

from beam_extract.time_guard import PageTimeout, TimeGuard


def run_guarded(guard: TimeGuard, body) -> list:
    """Run `body` under `guard` in a worker thread; what it returned or raised, as a list of one."""
    outcome = []

    def work():
        try:
            with guard:
                outcome.append(body())
        except PageTimeout as exc:
            outcome.append(exc)

    worker = threading.Thread(target=work)
    worker.start()
    worker.join(10)
    assert not worker.is_alive(), "the guarded block was not interrupted"
    return outcome


def spin_forever():
    while True:
        try:  # noqa: SIM105  (a handler as the extractor writes them: it must not swallow the timeout)
            sum(range(50))
        except Exception:
            pass


def test_a_block_over_its_budget_is_interrupted_in_its_own_thread():
    guard = TimeGuard(0.1)
    try:
        (outcome,) = run_guarded(guard, spin_forever)
        assert isinstance(outcome, PageTimeout)
        assert run_guarded(guard, lambda: "in time") == ["in time"]  # the guard is reusable
    finally:
        guard.close()


@pytest.mark.parametrize("seconds", [None, 0, -1])
def test_no_budget_means_no_watcher_and_no_interrupt(seconds):
    guard = TimeGuard(seconds)
    assert guard.seconds is None
    with guard:
        time.sleep(0.05)
    assert guard._watcher is None


def test_the_module_needs_no_beam():
    code = "import sys, beam_extract.time_guard; print('apache_beam' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "False", done.stderr


@pytest.mark.timing  # asserts a wall-clock bound
def test_interrupts_a_worker_thread_and_costs_microseconds():
    guard = TimeGuard(0.2)
    outcome = []

    def spin():
        started = time.monotonic()
        try:
            with guard:
                while True:
                    try:  # noqa: SIM105  (a handler as the extractor writes them: it must not swallow the timeout)
                        sum(range(50))
                    except Exception:
                        pass
        except PageTimeout:
            outcome.append(time.monotonic() - started)

    worker = threading.Thread(target=spin)
    worker.start()
    worker.join(5)
    assert not worker.is_alive() and outcome and outcome[0] < 1.5

    # A block that finishes in time is never interrupted later, even right at the deadline.
    tight = TimeGuard(0.01)
    for i in range(40):
        try:
            with tight:
                time.sleep(0.008 + (i % 4) * 0.001)
        except PageTimeout:
            pass  # over the budget: fine; what matters is that nothing leaks out below
        for _ in range(3):
            sum(range(1000))  # a leaked interrupt would raise PageTimeout here and fail the test
    tight.close()

    n = 20000
    started = time.perf_counter()
    for _ in range(n):
        with guard:
            pass
    per_element_us = (time.perf_counter() - started) / n * 1e6
    guard.close()
    assert per_element_us < 50
