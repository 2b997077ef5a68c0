"""The scheduling of the suite's tests over pytest-xdist's workers (`pytest -n 2`), used by tests/conftest.py.

In:  the collection every worker reports (the same in each: test_packaging's tests last, conftest.py
     sorts them there) and the workers.
Out: `PackagingWorkerScheduling`, xdist's `load` scheduling except that tests/test_packaging.py's
     tests go to one worker only, `PACKAGING_WORKER`, and `is_packaging_worker`, which conftest.py
     uses to tell that worker (and it alone) to start their builds with its first test.

Why one worker: the builds (tests/packaging_builds.py) take minutes and run in a background thread
of the process whose tests read them (futures in its memory), and the module's tests install other
builds into the one fresh venv in turn. Every worker collects the module, so without this each would
start the builds at its first test, or the tests spread over several workers would each build
everything again when they reach them. The pinned worker gets them like any other test, once the
rest are handed out, so the builds overlap the other modules on both workers. Should that worker die
and be replaced, any worker may take them (it builds them itself, on the first that needs them).
"""
from __future__ import annotations

from pathlib import PurePosixPath

from packaging_builds import PACKAGING_TESTS
from xdist.scheduler import LoadScheduling

PACKAGING_WORKER = "gw0"  # xdist names its workers gw0, gw1, ...; gw0 exists in every -n run


def is_packaging_worker(node) -> bool:
    """Whether test_packaging's tests are handed to this xdist worker (a WorkerController)."""
    return node.gateway.id == PACKAGING_WORKER


def is_packaging_test(nodeid: str) -> bool:
    return PurePosixPath(nodeid.split("::", 1)[0]).name == PACKAGING_TESTS


class PackagingWorkerScheduling(LoadScheduling):
    """`--dist load`, with test_packaging's tests kept for `PACKAGING_WORKER` while it is up; a worker
    left with only those to take is shut down, as `load` shuts down a worker when none are left."""

    _packaging: frozenset[int] | None = None

    def packaging_indices(self) -> frozenset[int]:
        if self._packaging is None:
            self._packaging = frozenset(index for index, nodeid in enumerate(self.collection) if is_packaging_test(nodeid))
        return self._packaging

    def takes_packaging_tests(self, node) -> bool:
        return is_packaging_worker(node) or not any(is_packaging_worker(other) for other in self.nodes)

    def others_ahead(self) -> int:
        """How many pending tests come before the first of test_packaging's (all of them, as sorted)."""
        packaging = self.packaging_indices()
        return next((position for position, index in enumerate(self.pending) if index in packaging), len(self.pending))

    def _send_tests(self, node, num: int) -> None:
        if not self.takes_packaging_tests(node):
            num = min(num, self.others_ahead())
        super()._send_tests(node, num)

    def check_schedule(self, node, duration: float = 0) -> None:
        if (self.pending and not node.shutting_down and not self.takes_packaging_tests(node)
                and not self.others_ahead()):
            node.shutdown()  # it finishes what it holds; the rest is the packaging worker's
            return
        super().check_schedule(node, duration)

    def schedule(self) -> None:
        super().schedule()
        if self.collection:  # the first distribution may have left a worker nothing it can take
            for node in self.nodes:
                self.check_schedule(node)
