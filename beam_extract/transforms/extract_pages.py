"""Records or (url, html) pairs to document rows and dead letters: `ExtractMainContent`.

In: `ExtractInput` elements (`warc.WarcPage`, `Skipped`, `Failed`, or `(url, html)` pairs).
Out: zero or one document row per element on the main output, dead letters on `failed`; every
element counted as `read` and as exactly one of `emitted`, `skipped_<reason>`, `failed_<reason>`.
Each page is extracted on the page thread (`PageThread`) under the time guard (`TimeGuard`,
`timeout_s`); the step holds no state and assumes no windows.
"""
from __future__ import annotations

import logging
import resource
import sys
import time
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import apache_beam as beam
from apache_beam.metrics import Metrics

from .. import rows, speedups, warc
from ..extractor import extract
from ..options import ExtractOptions, FramesOnly, NotHtml, PageTooLarge
from ..page_thread import PageThread
from ..time_guard import PageTimeout, TimeGuard
from .dead_letters import (
    UnencodableRow,
    dead_letter,
    dead_letter_from_outcome,
    encodable_dead_letter,
    encodable_document_row,
    last_resort_dead_letter,
)
from .elements import NAMESPACE, ExtractInput, Row

_LOG = logging.getLogger(__name__)


# Per-page time budget (chosen 2026-11-30, not tuned): the slowest development page takes ~0.2 s,
# the 20 MiB size cap's worst parse a few seconds; 30 s only stops pages that would never end.
DEFAULT_TIMEOUT_S = 30.0
PROGRESS_EVERY = 1000  # a progress log line per this many pages per worker (a few a minute at ~100 pages/s)


class _Accounting:
    """Beam counters for one DoFn instance, created once per name."""

    def __init__(self):
        self._counters: dict[str, Any] = {}
        self.read = self.emitted = self.skipped = self.failed = 0

    def inc(self, name: str) -> None:
        counter = self._counters.get(name)
        if counter is None:
            counter = self._counters[name] = Metrics.counter(NAMESPACE, name)
        counter.inc()

    def count_read(self) -> None:
        self.read += 1
        self.inc("read")

    def count_emitted(self) -> None:
        self.emitted += 1
        self.inc("emitted")

    def count_skipped(self, reason: str) -> None:
        self.skipped += 1
        self.inc("skipped")
        self.inc(f"skipped_{reason}")

    def count_failed(self, reason: str) -> None:
        self.failed += 1
        self.inc("failed")
        self.inc(f"failed_{reason}")


def warn_if_pure_python() -> bool:
    """Log a warning, once per process, when the extractor runs on the pure-Python twins of the C
    speedups (about 1.5x slower): a worker that installed the staged sdist without a C compiler
    (or whose compile failed) installs fine, and pip hides the build's own warning. True if logged."""
    global _PURE_PYTHON_SAID
    if speedups.pure_reason is None or _PURE_PYTHON_SAID:
        return False
    _PURE_PYTHON_SAID = True
    _LOG.warning("beam_extract: the C speedups are not in use in this process (%s); extracting with the "
                 "pure-Python twins, the same documents about 1.5x slower", speedups.pure_reason)
    return True


_PURE_PYTHON_SAID = False

_WARM_UP_PAGE = (
    "<html><head><title>Warm-up</title></head><body><main><p>This short paragraph of plain English "
    "text loads whatever the extractor loads on first use.</p></main></body></html>"
)


@beam.typehints.with_input_types(ExtractInput)
@beam.typehints.with_output_types(Row, failed=Row)
class _ExtractFn(beam.DoFn):
    """One input (WarcPage / Skipped / Failed / (url, html)) -> zero or one document row.

    Main output: document rows. Tagged output "failed": dead-letter rows.
    """

    FAILED = "failed"

    def __init__(self, options: ExtractOptions, timeout_s: float | None, progress_every: int,
                 max_string_bytes: int = rows.MAX_STRING_BYTES):
        # the content HTML is serialised only when the row carries it (ROW_OMITS leaves it out)
        self._options = replace(options, content_html="html" not in rows.ROW_OMITS)
        self._timeout_s = timeout_s
        self._progress_every = progress_every
        self._max_string_bytes = max_string_bytes

    def setup(self) -> None:
        self._guard = TimeGuard(self._timeout_s)
        self._pages = PageThread()
        self._tally = _Accounting()
        warn_if_pure_python()
        self._warm_up()
        self._started = time.monotonic()

    def _warm_up(self) -> None:
        """Run one tiny page through the extractor outside the time guard, so that models loaded
        on first use (language identification) load here and not inside the first page's budget
        (on the page thread, as every page: Beam's own threads parse nothing)."""
        try:
            self._pages.call(self._warm_up_page, size=len(_WARM_UP_PAGE))
        except Exception:  # noqa: BLE001 - a failing warm-up shows again, accounted, on real pages
            _LOG.warning("beam_extract: extractor warm-up failed", exc_info=True)

    def _warm_up_page(self) -> None:
        extract(_WARM_UP_PAGE, "https://warm-up.invalid/", options=self._options)

    def teardown(self) -> None:
        self._pages.close()
        self._guard.close()

    def process(self, element: Any) -> Iterator[Any]:
        tally = self._tally
        tally.count_read()
        if tally.read % self._progress_every == 0:
            self._log_progress()
        kind, reason, row = self._outcome(element)
        if kind == _EMITTED:
            tally.count_emitted()
            yield row
        elif kind == _SKIPPED:
            tally.count_skipped(reason)
        else:
            tally.count_failed(reason)
            yield beam.pvalue.TaggedOutput(self.FAILED, row)

    def _outcome(self, element: Any) -> tuple[str, str | None, dict | None]:
        """(kind, reason, row) of one input, never raising: any exception in this step, and any
        row a coder or writer could not take, ends as a dead letter here, inside the guard."""
        try:
            kind, reason, row = self._judge(element)
            if kind == _EMITTED:
                row = encodable_document_row(row, self._max_string_bytes)
            elif kind == _FAILED:
                row = encodable_dead_letter(row)
            return kind, reason, row
        except UnencodableRow as exc:
            page, url, _, _ = _unpack(element)
            return _FAILED, "unencodable-row", encodable_dead_letter(dead_letter(page, url, "unencodable-row", str(exc)))
        except Exception as exc:  # noqa: BLE001 - the step's own failure, still one outcome
            return _FAILED, "extract-step-error", last_resort_dead_letter(element, exc)

    def _judge(self, element: Any) -> tuple[str, str | None, dict | None]:
        if isinstance(element, warc.Skipped):
            return _SKIPPED, element.reason, None
        if isinstance(element, warc.Failed):
            return _FAILED, element.reason, dead_letter_from_outcome(element)
        page, url, html, charset = _unpack(element)
        if html is None:
            error = f"cannot extract from {type(element).__name__}"
            return _FAILED, "unsupported-input", rows.dead_letter_row(reason="unsupported-input", error=error)
        row, reason, error = self._extract_row(page, url, html, charset)
        if row is not None:
            return _EMITTED, None, row
        if error is None:
            return _SKIPPED, reason, None
        return _FAILED, reason, dead_letter(page, url, reason, error)

    def _extract_row(self, page, url, html, charset) -> tuple[dict | None, str | None, str | None]:
        """(row, None, None) | (None, skip reason, None) | (None, failure reason, error message),
        from the page thread (`page_thread.PageThread`)."""
        return self._pages.call(self._extract_row_here, page, url, html, charset, size=len(html))

    def _extract_row_here(self, page, url, html, charset) -> tuple[dict | None, str | None, str | None]:
        try:
            with self._guard:
                doc = extract(html, url, charset=charset, options=self._options)
                if doc is None:
                    return None, "no-content", None
                return rows.document_row(doc, page, url=url), None, None
        except PageTooLarge:
            return None, "too-large", None
        except FramesOnly:
            return None, "frames-only", None
        except NotHtml:
            return None, "not-html", None
        except PageTimeout:
            return None, "timeout", f"page took longer than {self._timeout_s} s to extract"
        except Exception as exc:  # noqa: BLE001 - one bad page must not kill the bundle
            return None, type(exc).__name__, str(exc) or repr(exc)

    def _log_progress(self) -> None:
        t = self._tally
        elapsed = max(time.monotonic() - self._started, 1e-9)
        _LOG.info(
            "beam_extract: %d records read by this worker (%d emitted, %d skipped, %d failed), %.0f records/s, "
            "peak memory %.0f MB",
            t.read, t.emitted, t.skipped, t.failed, t.read / elapsed, _peak_rss_mb(),
        )


def _peak_rss_mb() -> float:
    """This process's peak resident memory (Linux reports KiB, macOS bytes)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def _unpack(element: Any) -> tuple[Any, str | None, str | bytes | None, str | None]:
    """(page, url, html, charset hint) of a WarcPage or a (url, html) pair; html None if neither."""
    if isinstance(element, warc.WarcPage):
        return element, element.url, element.payload, element.charset_hint
    if isinstance(element, (tuple, list)) and len(element) == 2 and isinstance(element[1], (str, bytes)):
        url = element[0] if isinstance(element[0], str) else None
        return None, url, element[1], None
    return None, None, None, None


_EMITTED, _SKIPPED, _FAILED = "emitted", "skipped", "failed"


@beam.typehints.with_input_types(ExtractInput)
class ExtractMainContent(beam.PTransform):
    """Records -> main-content document rows (zero or one per record) and dead letters.

    Input elements: `warc.WarcPage` (extracted), `warc.Skipped` (counted as skipped by reason),
    `warc.Failed` (dead-lettered), or `(url, html)` pairs with html as str or bytes.
    Output: a tagged result; `.documents` holds rows as in `rows.DOCUMENT_SCHEMA`, `.failed`
    dead-letter rows as in `rows.DEAD_LETTER_SCHEMA`.

    `options` and keyword overrides (e.g. `markdown=False`, `max_bytes=...`): extractor settings
    as `extract()` takes them, in one `ExtractOptions`; its `max_bytes` is the size cap (pages
    over it are skipped as `too-large` before parsing; give the same cap to `ReadWarc`).
    `timeout_s`: per-page time budget; a page over it is
    interrupted (see `time_guard.TimeGuard`) and dead-lettered with reason `timeout`; None disables it.
    No state and no windowing: the transform runs unchanged in batch and streaming.
    Rows leave the step encodable (`encodable_document_row`: lone surrogates replaced, types
    checked, no string over `max_string_bytes` bytes of UTF-8, `rows.MAX_STRING_BYTES`: a row
    past it is an `unencodable-row` dead letter) and any exception in the step is a dead letter,
    so no input can fail a bundle.
    """

    def __init__(
        self,
        options: ExtractOptions | None = None,
        *,
        timeout_s: float | None = DEFAULT_TIMEOUT_S,
        progress_every: int = PROGRESS_EVERY,
        max_string_bytes: int = rows.MAX_STRING_BYTES,
        **overrides: Any,
    ):
        super().__init__()
        self._options = ExtractOptions.build(options, **overrides)
        self._timeout_s = timeout_s
        self._progress_every = max(1, progress_every)
        self._max_string_bytes = max_string_bytes

    def expand(self, records: beam.PCollection) -> beam.pvalue.DoOutputsTuple:
        return records | "Extract" >> beam.ParDo(
            _ExtractFn(self._options, self._timeout_s, self._progress_every, self._max_string_bytes)
        ).with_outputs(_ExtractFn.FAILED, main="documents")
