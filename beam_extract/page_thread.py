"""Calls run on a thread of their own that is replaced every so many pages, so that what a C library
keeps per thread for the thread's whole life is given back with the thread.

In:  a callable and its arguments (`PageThread.call`), with the size of the page it parses.
Out: its result, or its exception raised in the caller's thread; the calls run one at a time, in
     order, on a thread that ends after `pages_per_thread` calls or `bytes_per_thread` bytes.

Why: libxml2 keeps every element and attribute name it parses (and some short texts) in a string
dictionary that never shrinks, and lxml gives each thread one such dictionary for the thread's
whole life (freed when the thread ends and no tree parsed on it is left; it cannot be freed from
inside the thread). Pages bring names of their own (Vue's `data-v-1a2b3c4d`, Angular's
`_ngcontent-ng-c123`, custom elements), so a thread that extracts for days grows with every name
it has ever met. Run the whole `extract()` call here, so that no tree crosses threads.

No Beam and no HTML here: the Beam layer (`transforms.ExtractMainContent`) runs each page through
one PageThread per DoFn instance; a program calling `extract()` for days on one thread can too.
"""
from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

# A thread is replaced after this many pages or this many bytes of pages, whichever comes first.
# Chosen 2026-12-03 (measured on 2 loaded cores): starting a thread and the extractor's first page
# on it (a new parser, libxml2's new dictionary) cost ~0.45 ms once per thread (11.9 against
# 11.5 ms a WCXB dev page with a new thread for every page); handing each page to the thread and
# its result back ~24 us (0.2% of a page). A dictionary costs ~60 B a name and a name at least a
# few bytes of markup: 2 million short attribute names in 13.8 MB of markup grew one thread by
# 116 MB (8.4 B per byte), 2 million tag names in 35 MB by 135 MB. So the bytes bound what one
# thread can hold whatever the pages are (16 MiB: ~140 MB at worst, plus the last page; a page
# can be 20 MiB), the pages what ordinary pages leave (~11 names of their own a page on WCXB dev:
# ~0.7 MB a thread at 1,000). RSS after 3 million names in 500-name pages through extract(): +154
# MB on one thread, +28 MB replaced every 1,000 pages, +14 MB every 100; 4 million in 20,000-name
# pages (560 KB): +132 MB on one thread and every 1,000 pages, +23 MB every 16 MiB. Replacements
# every 16 MiB (~60 WCXB pages of 270 KB) cost ~8 us a page (0.07%); 1 MiB would cost ~16x that
# for a 9 MB bound nobody needs, 64 MiB lets one thread hold ~560 MB.
PAGES_PER_THREAD = 1000
BYTES_PER_THREAD = 16 * 1024 * 1024


class PageThread:
    """Runs each call on a thread of its own, replaced after `pages_per_thread` calls or once the
    calls' `size`s add up to `bytes_per_thread`: libxml2's name dictionary (one per thread, never
    shrinking) goes with each thread.

    The caller waits for each call: one page at a time, as on the caller's own thread, and a
    `time_guard.TimeGuard` entered inside the called function guards the page thread. `close()`
    ends the thread; a PageThread dropped without it ends its thread when collected. It pickles
    as a new PageThread with the same limits (no thread).
    """

    def __init__(self, pages_per_thread: int = PAGES_PER_THREAD, bytes_per_thread: int = BYTES_PER_THREAD):
        self.pages_per_thread = max(1, pages_per_thread)
        self.bytes_per_thread = max(1, bytes_per_thread)
        self._pool: ThreadPoolExecutor | None = None
        self._pages = self._bytes = 0
        self.threads_started = 0

    def call(self, function: Callable[..., Any], *args: Any, size: int = 0) -> Any:
        """`function(*args)` on the current page thread (a new one once the last has run its
        pages or bytes): its result, or its exception raised here. `size`: the bytes of markup
        the call parses, counted against `bytes_per_thread`."""
        if self._pool is None or self._pages >= self.pages_per_thread or self._bytes >= self.bytes_per_thread:
            self._replace()
        self._pages += 1
        self._bytes += size
        return self._pool.submit(function, *args).result()

    def _replace(self) -> None:
        self.close()
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="beam-extract-page")
        self._pages = self._bytes = 0
        self.threads_started += 1

    def close(self) -> None:
        """End the current thread (after the call it runs, if any)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True)

    def __getstate__(self) -> dict[str, int]:
        return {"pages_per_thread": self.pages_per_thread, "bytes_per_thread": self.bytes_per_thread}

    def __setstate__(self, state: dict[str, int]) -> None:
        self.__init__(**state)
