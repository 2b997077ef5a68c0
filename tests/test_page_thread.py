"""Calls on a thread replaced every so many pages or bytes (beam_extract/page_thread.py): results
and exceptions reach the caller, old threads end, the time guard guards the page thread, it
pickles, and the names libxml2 keeps per thread do not pile up in the process. No Beam here."""
from __future__ import annotations

import gc
import os
import pickle
import subprocess
import sys
import threading
import time

import pytest

from beam_extract import page_thread
from beam_extract.page_thread import PageThread
from beam_extract.time_guard import PageTimeout, TimeGuard


def test_a_page_thread_is_replaced_after_its_pages():
    pages = PageThread(pages_per_thread=3)
    seen = [pages.call(threading.current_thread) for _ in range(7)]
    assert all(t is not threading.current_thread() for t in seen)
    assert [len({id(t) for t in seen[i:i + 3]}) for i in (0, 3, 6)] == [1, 1, 1]
    assert len({id(t) for t in seen}) == 3 and pages.threads_started == 3
    assert not seen[0].is_alive() and not seen[3].is_alive() and seen[6].is_alive()
    pages.close()
    assert not seen[6].is_alive()


def test_a_page_thread_is_replaced_after_its_bytes():
    """2026-12-03: a thread ran 1,000 pages whatever their size, and a name costs libxml2's
    dictionary ~60 bytes against a few in the page: 1,000 pages of names could hold gigabytes."""
    pages = PageThread(pages_per_thread=1000, bytes_per_thread=100)
    sizes = [60, 30, 20, 99, 1, 250, 0]  # threads: 60+30+20 | 99+1 | 250 | 0
    seen = [pages.call(threading.current_thread, size=size) for size in sizes]
    groups = [seen[0:3], seen[3:5], seen[5:6], seen[6:7]]
    assert [len({id(t) for t in group}) for group in groups] == [1, 1, 1, 1]
    assert len({id(t) for t in seen}) == 4 and pages.threads_started == 4
    assert [t.is_alive() for t in (seen[0], seen[3], seen[5], seen[6])] == [False, False, False, True]
    pages.close()


def test_a_page_threads_result_and_exceptions_reach_the_caller():
    pages = PageThread(pages_per_thread=2)
    assert pages.call(sum, [1, 2, 3]) == 6
    with pytest.raises(ValueError, match="bad page"):
        pages.call(lambda: (_ for _ in ()).throw(ValueError("bad page")))

    def over_budget():
        raise PageTimeout()  # a BaseException, as TimeGuard raises it

    with pytest.raises(PageTimeout):
        pages.call(over_budget)
    assert pages.call(len, "abc") == 3
    pages.close()


def test_a_time_guard_entered_in_the_call_interrupts_the_page_thread_only():
    guard = TimeGuard(0.2)
    pages = PageThread(pages_per_thread=2)

    def spin():
        with guard:
            while True:
                sum(range(50))

    started = time.monotonic()
    with pytest.raises(PageTimeout):
        pages.call(spin)
    assert time.monotonic() - started < 5
    time.sleep(0.5)  # past the budget: nothing lands in this thread or on the next call
    assert pages.call(len, "abcd") == 4
    guard.close()
    pages.close()


def test_a_page_thread_pickles_as_a_new_one_with_its_limits():
    pages = PageThread(pages_per_thread=7, bytes_per_thread=1234)
    first = pages.call(threading.current_thread)
    copy = pickle.loads(pickle.dumps(pages))
    assert (copy.pages_per_thread, copy.bytes_per_thread, copy.threads_started) == (7, 1234, 0)
    other = copy.call(threading.current_thread)
    assert other is not first and other is not threading.current_thread()
    copy.close()
    pages.close()


def test_a_page_thread_dropped_without_close_ends_its_thread():
    pages = PageThread()
    thread = pages.call(threading.current_thread)
    del pages
    gc.collect()
    thread.join(5)
    assert not thread.is_alive()


_NAME_GROWTH = """
import gc, sys
from beam_extract import parse
from beam_extract.page_thread import PageThread

def rss_mb():
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * {page_bytes} / 1e6

def page(i):  # 40 names of its own: Vue's scoped attributes, custom elements
    attrs = " ".join(f'data-v-{{i:06x}}{{j:02d}}=""' for j in range(20))
    tags = "".join(f"<x-{{i:06x}}-{{j}}>w</x-{{i:06x}}-{{j}}>" for j in range(20))
    return f"<html><body><main {{attrs}}><p>Page {{i}}</p>{{tags}}</main></body></html>"

pages = PageThread(int(sys.argv[1]), int(sys.argv[2]))
pages.call(parse.parse_html, page(0))
gc.collect()
before = rss_mb()
for i in range(1, {pages} + 1):
    html = page(i)
    pages.call(parse.parse_html, html, size=len(html))
gc.collect()
print(rss_mb() - before)
"""


def name_growth_mb(pages: int, pages_per_thread: int, bytes_per_thread: int) -> float:
    """RSS growth of a fresh interpreter parsing `pages` pages of 40 names of their own."""
    script = _NAME_GROWTH.format(pages=pages, page_bytes=os.sysconf("SC_PAGE_SIZE"))
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    done = subprocess.run([sys.executable, "-c", script, str(pages_per_thread), str(bytes_per_thread)],
                          cwd=root, capture_output=True, text=True, check=True)
    return float(done.stdout.strip())


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="reads RSS from /proc")
def test_the_names_pages_bring_do_not_grow_the_process():
    """libxml2 keeps every name it parses in a dictionary per thread that never shrinks: these
    12,000 pages of 40 names of their own grew a process by 25 MB on one thread (2026-12-02;
    20,000 pages: 45 MB), on page threads replaced every 1,000 pages by 3-5 MB. Run in a fresh
    interpreter, so that nothing else this session loaded moves its memory."""
    assert name_growth_mb(12_000, page_thread.PAGES_PER_THREAD, page_thread.BYTES_PER_THREAD) < 10
