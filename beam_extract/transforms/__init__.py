"""Beam transforms: WARC files in, document rows and dead letters out, written as Parquet/JSONL/text.

In:  file patterns / paths / a Common Crawl `warc.paths(.gz)` listing (`ReadWarc`), or a
     PCollection of `(url, html)` pairs.
Out: document rows (`rows.DOCUMENT_SCHEMA`) and dead-letter rows (`rows.DEAD_LETTER_SCHEMA`).

    outcomes = p | ReadWarc("crawl/*.warc.gz")          # WarcPage | Skipped | Failed
    result = outcomes | ExtractMainContent()             # .documents, .failed
    result.documents | WriteDocuments("out/docs", format="parquet")
    result.failed | WriteDeadLetters("out/docs")

One module per room, each a thin composite or the parts it is made of:
- `warc_files`: patterns, listings and paths -> readable WARC streams (`open_warc`);
- `read_warc`: WARC files -> records' outcomes (`ReadWarc`, `ReadWarcParts`, `ReadWarcFiles`; split reads in parts);
- `extract_pages`: outcomes or `(url, html)` pairs -> document rows and dead letters
  (`ExtractMainContent`: the DoFn, its accounting, the page thread and the time guard);
- `dead_letters`: rows made encodable, and the dead letters of what failed (no Beam in it);
- `write_rows`: rows -> files (`WriteDocuments`, `WriteDeadLetters`);
- `elements`: the element types between them.

Element types (declared on each transform, checked by Beam when the pipeline is built):
`ReadWarc` / `ReadWarcParts` / `ReadWarcFiles` -> `WarcOutcome`; `ExtractMainContent` takes `ExtractInput`
(`WarcOutcome` or an `(url, html)` pair) and gives `Row`s on both outputs; the writers take `Row`s
and give the names of the files written.

This layer knows nothing of HTML: it calls `warc.iter_records` and `extractor.extract`. Nothing
here groups, windows or keeps state, so the same transforms run in batch and streaming pipelines
(window the outputs before writing in streaming).

Accounting (Beam counters, namespace "beam_extract"): every element reaching
`ExtractMainContent` counts as `read`, and ends in exactly one of `emitted`, `skipped` (+
`skipped_<reason>`) or `failed` (+ `failed_<reason>`), so read == emitted + skipped + failed.

Importing this package (or any of its modules, which imports it first) installs a logging filter
for Beam's import-time "apitools not found" warning before apache_beam is imported.
"""
from __future__ import annotations

import logging


def drop_apitools_warning(record: logging.LogRecord) -> bool:
    """Logging filter: False for Beam's import-time "apitools not found" warning, True for all else.

    apache_beam logs it on the root logger at import whenever its gcp extra is absent (it concerns
    only BigQuery); the filter goes on before the first `import apache_beam` (here and in
    pipelines/__init__.py).
    """
    return not (record.name == "root" and str(record.msg).startswith("apitools not found"))


logging.getLogger().addFilter(drop_apitools_warning)

from ..page_thread import PageThread
from .elements import ExtractInput, HtmlPair, Row, WarcFile, WarcOutcome
from .extract_pages import ExtractMainContent
from .read_warc import ReadWarc, ReadWarcFiles, ReadWarcParts
from .write_rows import WriteDeadLetters, WriteDocuments

__all__ = [
    "ExtractInput", "ExtractMainContent", "HtmlPair", "PageThread", "ReadWarc", "ReadWarcFiles", "ReadWarcParts", "Row", "WarcFile",
    "WarcOutcome", "WriteDeadLetters", "WriteDocuments", "drop_apitools_warning",
]
