"""tests/xdist_schedule.py: test_packaging's tests go to the worker that builds for them, the others to any.

In: a made-up collection and stand-ins for xdist's workers (what the scheduler calls on them).
Out: checks of which worker is handed which test, and that no worker is left waiting.
"""
from __future__ import annotations

from types import SimpleNamespace

import pytest

pytest.importorskip("xdist")

from xdist_schedule import PackagingWorkerScheduling  # noqa: E402 - needs xdist

OTHERS = [f"tests/test_{name}.py::test_{n}" for name in ("urls", "warc", "cli") for n in range(40)]
PACKAGING = [f"tests/test_packaging.py::test_{n}" for n in range(12)]


class Worker:
    """What the scheduler uses of xdist's WorkerController: its id, its queue and its shutdown."""

    def __init__(self, name: str):
        self.gateway = SimpleNamespace(id=name)
        self.handed: list[int] = []
        self.shutting_down = False

    def send_runtest_some(self, indices) -> None:
        assert not self.shutting_down
        self.handed.extend(indices)

    def shutdown(self) -> None:
        self.shutting_down = True


class Options:
    def getvalue(self, name):
        return {"tx": ["popen"] * 2}[name]

    def getoption(self, name):
        return {"maxschedchunk": None}[name]


def scheduling(names: list[str], collection: list[str]) -> tuple[PackagingWorkerScheduling, list[Worker]]:
    schedule = PackagingWorkerScheduling(Options())
    workers = [Worker(name) for name in names]
    for worker in workers:
        schedule.add_node(worker)
    for worker in workers:
        schedule.add_node_collection(worker, collection)
    schedule.schedule()
    return schedule, workers


def run_all(schedule: PackagingWorkerScheduling, workers: list[Worker]) -> dict[str, list[str]]:
    """Every worker runs its queue one test at a time, in turn, as the scheduler hands out more."""
    done = {worker.gateway.id: [] for worker in workers}
    position = dict.fromkeys(done, 0)
    while any(position[w.gateway.id] < len(w.handed) for w in workers):
        for worker in workers:
            name = worker.gateway.id
            if position[name] < len(worker.handed):
                index = worker.handed[position[name]]
                position[name] += 1
                done[name].append(schedule.collection[index])
                schedule.mark_test_complete(worker, index)
    assert all(worker.shutting_down for worker in workers), "a worker left waiting for tests"
    assert schedule.tests_finished
    return done


def test_packaging_tests_go_to_the_worker_that_builds_them_the_others_to_both():
    done = run_all(*scheduling(["gw1", "gw0"], OTHERS + PACKAGING))
    assert set(PACKAGING) <= set(done["gw0"]) and not set(PACKAGING) & set(done["gw1"])
    assert sorted(done["gw0"] + done["gw1"]) == sorted(OTHERS + PACKAGING)
    assert len(done["gw1"]) > len(OTHERS) // 3


def test_a_run_of_packaging_tests_alone_leaves_no_worker_waiting():
    done = run_all(*scheduling(["gw0", "gw1"], PACKAGING[:3]))
    assert done == {"gw0": PACKAGING[:3], "gw1": []}


def test_without_the_packaging_worker_any_worker_takes_them():
    """gw0 died and was replaced (xdist names the new worker gw2): its tests must still run."""
    done = run_all(*scheduling(["gw2", "gw1"], OTHERS + PACKAGING))
    assert sorted(done["gw2"] + done["gw1"]) == sorted(OTHERS + PACKAGING)
