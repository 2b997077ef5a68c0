"""A per-page time budget for any thread: `with TimeGuard(seconds):` raises `PageTimeout` in the
guarded thread when the block runs over.

In: a budget in seconds (None or 0: no budget) and the block of code run under `with guard:`.
Out: the block's own outcome, or `PageTimeout` raised inside it at the next Python bytecode after
the deadline (CPython's `PyThreadState_SetAsyncExc`; a long C call finishes first).

No Beam here: the Beam layer (`transforms.ExtractMainContent`) wraps each page in one guard per
DoFn instance.
"""
from __future__ import annotations

import ctypes
import threading
import time


class PageTimeout(BaseException):
    """Raised inside the extracting thread when one page runs over its time budget.

    A BaseException so that no `except Exception` inside the extractor can swallow it.
    """


def _interrupt_thread(thread_id: int, exc_type: type[BaseException] | None) -> int:
    """Schedule `exc_type` in another thread (None: cancel a scheduled one). CPython only."""
    return ctypes.pythonapi.PyThreadState_SetAsyncExc(
        ctypes.c_ulong(thread_id), ctypes.py_object(exc_type) if exc_type else None
    )


class TimeGuard:
    """A per-page time budget that works in any thread, hence on every runner.

    `with guard:` arms a deadline for the calling thread; one watcher thread per guard checks it
    a few times per budget and, when it passes, raises `PageTimeout` in the guarded thread (via
    CPython's PyThreadState_SetAsyncExc). Arming and disarming cost a lock round trip, so the
    guard is cheap enough to wrap every page. The interruption lands at the next Python bytecode:
    a long C call (lxml parsing a huge page) finishes first, which is why `max_bytes` bounds
    page size before parsing. SIGALRM would only work in the main thread, and Beam's
    `with_exception_handling(timeout=...)` leaves the timed-out thread running to completion.
    """

    def __init__(self, seconds: float | None):
        self.seconds = seconds if seconds and seconds > 0 else None
        self._lock = threading.Lock()
        self._deadline: float | None = None
        self._thread_id: int | None = None
        self._fired = False
        self._stop = threading.Event()
        self._watcher: threading.Thread | None = None

    def __enter__(self) -> TimeGuard:
        if self.seconds is None:
            return self
        if self._watcher is None or not self._watcher.is_alive():
            self._start_watcher()
        with self._lock:
            self._thread_id = threading.get_ident()
            self._fired = False
            self._deadline = time.monotonic() + self.seconds
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        if self.seconds is None:
            return False
        with self._lock:
            fired, self._fired, self._deadline = self._fired, False, None
            if fired and exc_type is not PageTimeout:
                # The deadline passed just as the page finished: cancel the undelivered interrupt.
                _interrupt_thread(self._thread_id, None)
        return False

    def _start_watcher(self) -> None:
        self._stop.clear()
        self._watcher = threading.Thread(target=self._watch, name="beam-extract-timeguard", daemon=True)
        self._watcher.start()

    def _watch(self) -> None:
        tick = max(0.02, min(1.0, self.seconds / 10))
        while not self._stop.wait(tick):
            with self._lock:
                if self._deadline is not None and not self._fired and time.monotonic() > self._deadline:
                    self._fired = True
                    _interrupt_thread(self._thread_id, PageTimeout)

    def close(self) -> None:
        self._stop.set()
