"""tests/cpu_budget.py: a growth test passes on linear work, through a burst of load, and fails on
quadratic work, whatever the host does meanwhile."""
import time

import pytest
from cpu_budget import GROWTH_MAX_ROUNDS, GROWTH_ROUNDS, within_growth, within_ratio


def spin(seconds: float) -> None:
    """Busy CPU work of the calling thread for about `seconds` of its CPU time."""
    until = time.thread_time() + seconds
    while time.thread_time() < until:
        pass


def linear(size: int):
    return lambda: spin(size * 0.000_01) or size


def quadratic(size: int):
    return lambda: spin(size * size * 0.000_000_05) or size


def test_linear_work_passes_and_hands_back_each_rounds_results():
    small, large = within_growth(9, linear, 500, 2_000)  # x4
    assert small == [500] * GROWTH_ROUNDS and large == [2_000] * GROWTH_ROUNDS


def test_quadratic_work_fails_after_the_rounds_allowed():
    with pytest.raises(AssertionError, match=rf"\(bound x9\) after {GROWTH_MAX_ROUNDS} rounds"):
        within_growth(9, quadratic, 200, 800)  # x16: 2 ms -> 32 ms
    with pytest.raises(AssertionError, match=r"\(bound x3.5\)"):
        within_ratio(3.5, lambda: quadratic(800), lambda: linear(500))  # x6.4


def test_a_burst_of_load_over_the_first_rounds_is_not_read_as_growth():
    # the first rounds of the large size cost double, as on a host busy while they ran (the sizes
    # timed one after the other, the burst over the large size's runs alone: x8 against a bound of 6)
    calls = {"large": 0}

    def burst(size: int):
        if size == 2_000:
            calls["large"] += 1
            slowed = calls["large"] <= GROWTH_ROUNDS
            return lambda: spin(size * 0.000_01 * (2 if slowed else 1)) or size
        return linear(size)

    small, large = within_growth(6, burst, 500, 2_000)
    assert GROWTH_ROUNDS < len(small) == len(large) <= GROWTH_MAX_ROUNDS  # measured on past the burst, and passed
