"""Batch pipeline: WARC files in, main-content documents out (Parquet, JSONL or text), with a run summary.

In:  --input: WARC paths/globs (local, gs://, s3://, http(s)://), or with --listing_prefix a Common
     Crawl `warc.paths(.gz)` listing whose lines are joined to the prefix.
Out: PREFIX-SSSSS-of-NNNNN.{parquet,jsonl,jsonl.gz,txt}  the documents (see beam_extract.rows)
     PREFIX.errors-SSSSS-of-NNNNN.jsonl                  dead letters: records that failed
     PREFIX.summary.json                                  read / emitted / skipped / failed counts

    beam-extract extract --input 'crawl/*.warc.gz' --output out/docs --format parquet
    beam-extract extract --input warc.paths.gz --listing_prefix https://data.commoncrawl.org/ \\
        --output out/cc --format jsonl.gz

From a checkout: `python -m pipelines.warc_extract ...`. Flags (options.py: BATCH_OPTIONS):
--input, --output (a prefix), --format, --listing_prefix, --num_shards, --timeout_seconds,
--max_bytes, --no_markdown, --progress_every (the spellings of earlier versions, e.g.
--listing-prefix and --timeout_s, are accepted too); every other flag must be one of Beam's
pipeline options (--runner, --project, ...): a flag neither knows, or one of the watch's only, is
rejected. Without --runner it runs on the local FnApiRunner (add
`--direct_running_mode=multi_processing --direct_num_workers=N` to use N cores). At scale:

    beam-extract extract --input 'gs://bucket/crawl/*.warc.gz' --output gs://bucket/out/docs \
        --runner DataflowRunner --project P --region R --temp_location gs://bucket/tmp \
        --setup_file ./pyproject.toml
    ... --runner FlinkRunner --flink_master HOST:8081 --environment_type LOOPBACK
    ... --runner SparkRunner --spark_master_url spark://HOST:7077

`--setup_file ./pyproject.toml` makes Beam build and ship this package to the workers (it needs
`pip install build`); alternatively `--extra_package dist/beam_extract-0.1.0.tar.gz` (from
`python -m build --sdist`), plus `--requirements_file` for anything else the workers need.
Reading gs:// or s3:// needs `pip install beam-extract[gcp]` / `[aws]`. The workers must be able
to import `beam_extract` (the main session is not pickled).

A run owns its output prefix (run_output.py): before reading, it removes an earlier
run's summary, then its shards (any format), dead letters and Beam temp folders of the same
prefix; it writes the summary last, so a summary on disk means a finished run. Then it checks
that every record is accounted for (read == emitted + skipped + failed, and, from the reader's
counters, records_read == read and every byte of every file tiled by outcomes).

Exit status: 0 documents written; 1 the run finished, balanced, but no page held content;
2 usage (unknown flag, bad value, --input matching no file, --output not writable), one line on
stderr; 3 the run failed or its counts do not balance.
"""
from __future__ import annotations

import argparse
import gzip
import io
import json
import logging
import sys
import threading
import time
import unicodedata
from collections.abc import Sequence
from typing import Any

import apache_beam as beam
from apache_beam.io.filesystem import CompressionTypes
from apache_beam.io.filesystems import FileSystems
from apache_beam.metrics.metric import MetricsFilter
from apache_beam.options.pipeline_options import PipelineOptions, SetupOptions, StandardOptions, TestOptions
from apache_beam.runners.runner import PipelineState

from beam_extract.pipelines import run_output, staging
from beam_extract.pipelines.options import (
    BATCH_OPTIONS,
    BatchOptions,
    DocumentOutputOptions,
    ExtractStepOptions,
    UsageError,
    WarcInputOptions,
    check_flags,
    extract_options,
    help_parser,
)
from beam_extract.transforms import ExtractMainContent, ReadWarc, WriteDeadLetters, WriteDocuments
from beam_extract.transforms.elements import NAMESPACE
from beam_extract.transforms.warc_files import is_local_glob, match_local_glob
from beam_extract.transforms.write_rows import FORMAT_SUFFIXES

_LOG = logging.getLogger(__name__)

PROG = "beam-extract extract"
DEFAULT_FORMAT = "parquet"

EXIT_OK, EXIT_NO_CONTENT, EXIT_USAGE, EXIT_ERROR = 0, 1, 2, 3


class AccountingError(SystemExit):
    """Exit status of a run whose counts do not add up (records lost or counted twice)."""


class RunFailed(Exception):
    """The pipeline itself failed; the message is one line for the user."""


class DryRun(Exception):
    """A Dataflow dry run ended: the job was built, nothing was run or written; the message says so."""


def build_parser(prog: str = PROG) -> argparse.ArgumentParser:
    """The --help of this command: our flags (Beam's are listed by Beam's own documentation)."""
    return help_parser(
        prog, __doc__.split("\n\n")[0],
        "Any Beam pipeline option is accepted too (--runner, --project, --direct_num_workers, ...). "
        "Exit status: 0 documents written, 1 no content, 2 usage error, 3 run failed or unbalanced.",
        BATCH_OPTIONS,
    )


def pipeline_options(argv: Sequence[str]) -> PipelineOptions:
    """Beam options from the whole command line, on the FnApiRunner unless a runner is named."""
    args = list(argv)
    if not any(a == "--runner" or a.startswith("--runner=") for a in args):
        args.append("--runner=FnApiRunner")
    options = PipelineOptions(args)
    options.view_as(SetupOptions).save_main_session = False
    return options


def checked_options(argv: Sequence[str]) -> PipelineOptions:
    """The run's options; `UsageError` for unknown flags, bad values or missing ones."""
    check_flags(argv, BATCH_OPTIONS)
    options = pipeline_options(argv)
    inputs = options.view_as(WarcInputOptions)
    output = options.view_as(DocumentOutputOptions)
    batch = options.view_as(BatchOptions)
    if not inputs.input:
        raise UsageError("--input is required (WARC paths, globs or URLs)")
    if not output.output:
        raise UsageError("--output is required (an output prefix such as out/docs)")
    if batch.listing_prefix is not None and len(inputs.input) != 1:
        raise UsageError("--listing_prefix takes exactly one --input listing file")
    if batch.num_shards < 0:
        raise UsageError("--num_shards must be 0 (the runner decides) or more")
    output.format = output.format or DEFAULT_FORMAT
    try:
        staging.prepare_setup_file(options)  # Beam's stager needs an absolute path and the build tools
    except staging.StagingError as exc:
        raise UsageError(str(exc)) from None
    return options


def check_inputs_exist(patterns: Sequence[str], listing: bool) -> None:
    """`UsageError` naming the first --input path/glob that matches no file (http(s) URLs are not
    checked: they are tried when read, and a missing one becomes an `open-error` dead letter)."""
    local = [p for p in patterns if not p.startswith(("http://", "https://"))]
    if not local:
        return
    listed = [p for p in local if listing or not is_local_glob(p)]
    try:
        matches = dict(zip(listed, (bool(m.metadata_list) for m in FileSystems.match(listed)))) if listed else {}
    except Exception as exc:  # noqa: BLE001 - e.g. a gs:// path without the gcp extra
        raise UsageError(f"cannot list --input: {' '.join(str(exc).split())[:300]}") from None
    for pattern in local:
        # a local glob matching only entries that are no readable files (a broken symlink, a
        # folder) matches: the run names each (ReadWarc, match_local_glob)
        if not (matches[pattern] if pattern in matches else any(True for _ in match_local_glob(pattern))):
            what = "--input listing" if listing else "--input"
            raise UsageError(f"{what} {pattern!r} matches no file")


def is_dry_run(options: PipelineOptions) -> bool:
    """`--runner DataflowRunner --dry_run True`: Beam builds the job (its stager builds the package
    of `--setup_file`) and submits nothing. Only the DataflowRunner honours --dry_run (Beam 2.77);
    other runners run the pipeline anyway, so for them the run is a real one."""
    runner = str(options.view_as(StandardOptions).runner or "").lower().rsplit(".", 1)[-1]
    return runner in ("dataflow", "dataflowrunner") and bool(options.view_as(TestOptions).dry_run)


def build_pipeline(pipeline: beam.Pipeline, options: PipelineOptions) -> None:
    """WARC -> ExtractMainContent -> documents + dead letters, as described in the module docs."""
    source = options.view_as(WarcInputOptions)
    step = options.view_as(ExtractStepOptions)
    sink = options.view_as(DocumentOutputOptions)
    listing_prefix = options.view_as(BatchOptions).listing_prefix
    inputs = source.input[0] if listing_prefix is not None else source.input
    settings = extract_options(step)
    result = (
        pipeline
        | "ReadWarc" >> ReadWarc(inputs, listing_prefix=listing_prefix, max_payload_bytes=settings.max_bytes)
        | "ExtractMainContent" >> ExtractMainContent(
            settings, timeout_s=step.timeout_seconds or None, progress_every=step.progress_every,
        )
    )
    result.documents | "WriteDocuments" >> WriteDocuments(sink.output, sink.format, options.view_as(BatchOptions).num_shards)
    result.failed | "WriteDeadLetters" >> WriteDeadLetters(sink.output)


# --- the run summary --------------------------------------------------------------------------

# Beam's FnApiRunner (2.77, fn_runner.py) merges each bundle's metrics into the stage's as one more
# lazy generator around the last: reading them recurses once per bundle. A streaming run of a few
# seconds already runs over a thousand bundles (Python's default recursion limit), so the metrics
# are read on a thread with a large stack and a recursion limit to match.
METRICS_RECURSION_LIMIT = 200_000
METRICS_STACK_BYTES = 512 * 1024 * 1024


def counter_values(result: Any, namespace: str = NAMESPACE) -> dict[str, int]:
    """Beam counters of one namespace, summed over steps (committed values where the runner has them)."""
    totals: dict[str, int] = {}
    for counter in metric_results(result, namespace)["counters"]:
        value = counter.committed if counter.committed is not None else counter.attempted
        totals[counter.key.metric.name] = totals.get(counter.key.metric.name, 0) + int(value or 0)
    return totals


def metric_results(result: Any, *namespaces: str) -> dict[str, list]:
    """A run's metrics of the namespaces as Beam's query gives them ("counters", "distributions", "gauges"),
    read on a thread that can recurse as deep as the runner's merged metrics need."""
    outcome: dict[str, Any] = {}

    def read() -> None:
        try:
            outcome["results"] = result.metrics().query(MetricsFilter().with_namespaces(namespaces))
        except BaseException as exc:  # handed to the caller's thread
            outcome["error"] = exc

    limit = sys.getrecursionlimit()
    stack = threading.stack_size()
    try:
        sys.setrecursionlimit(max(limit, METRICS_RECURSION_LIMIT))
        threading.stack_size(METRICS_STACK_BYTES)
        reader = threading.Thread(target=read, name="beam-extract-metrics")
        reader.start()
    finally:
        threading.stack_size(stack)
    reader.join()
    sys.setrecursionlimit(limit)
    if "error" in outcome:
        raise outcome["error"]
    return outcome["results"]


# Counters of the WARC reader (namespace beam_extract): outcomes it yielded, bytes its outcomes'
# ranges cover, bytes of the files/ranges it read, and files/ranges whose outcomes left a gap or
# an overlap. A reader that does not count them leaves them out, and their checks are not made.
READER_COUNTERS = ("records_read", "bytes_accounted", "bytes_expected", "ranges_untiled")


def imbalance(counters: dict[str, int]) -> list[str]:
    """Why the counts do not balance, one reason per failed check ([] when they do)."""
    skipped = sum(v for k, v in counters.items() if k.startswith("skipped_"))
    failed = sum(v for k, v in counters.items() if k.startswith("failed_"))
    read, emitted = counters.get("read", 0), counters.get("emitted", 0)
    problems = []
    if read != emitted + skipped + failed:
        problems.append(f"read {read} != emitted {emitted} + skipped {skipped} + failed {failed}")
    if skipped != counters.get("skipped", 0) or failed != counters.get("failed", 0):
        problems.append(
            f"counts by reason (skipped {skipped}, failed {failed}) differ from the totals "
            f"(skipped {counters.get('skipped', 0)}, failed {counters.get('failed', 0)})"
        )
    if any(name in counters for name in READER_COUNTERS):
        records_read = counters.get("records_read", 0)
        accounted, expected = counters.get("bytes_accounted", 0), counters.get("bytes_expected", 0)
        untiled = counters.get("ranges_untiled", 0)
        if records_read != read:
            problems.append(f"the reader yielded {records_read} outcomes but {read} reached the extract step")
        if accounted != expected:
            problems.append(f"outcomes account for {accounted} bytes of the {expected} bytes read")
        if untiled:
            problems.append(f"{untiled} file(s) or range(s) not tiled by their outcomes (a gap or an overlap)")
    return problems


def summarise(counters: dict[str, int], seconds: float, outputs: list[str]) -> dict[str, Any]:
    """The summary a run reports; `balanced` tells whether every record and byte read is
    accounted for, and `imbalance` says why not."""
    skipped = {k[len("skipped_"):]: v for k, v in sorted(counters.items()) if k.startswith("skipped_")}
    failed = {k[len("failed_"):]: v for k, v in sorted(counters.items()) if k.startswith("failed_")}
    read, emitted = counters.get("read", 0), counters.get("emitted", 0)
    problems = imbalance(counters)
    summary = {
        "read": read,
        "emitted": emitted,
        "skipped": skipped,
        "failed": failed,
        "balanced": not problems,
        "imbalance": problems,
        "warc_files": counters.get("warc_files", 0),
    }
    if any(name in counters for name in READER_COUNTERS):
        summary["reader"] = {name: counters.get(name, 0) for name in READER_COUNTERS}
    summary.update({
        "seconds": round(seconds, 3),
        "records_per_s": round(read / seconds, 1) if seconds > 0 else None,
        "outputs": outputs,
    })
    return summary


def written_files(prefix: str, fmt: str) -> list[str]:
    """The document and dead-letter shards under `prefix` (after `run_output.prepare`, this run's)."""
    suffix = FORMAT_SUFFIXES[fmt]
    return [
        p for p in run_output.run_files(prefix)
        if p.endswith(suffix) or (p.endswith(".jsonl") and ".errors-" in FileSystems.split(p)[1])
    ]


def write_summary(path: str, summary: dict[str, Any]) -> None:
    """Write a summary whole or not at all (`path.partial`, then renamed)."""
    run_output.write_json(path, summary)


# A sample line shown after a run: a title and its URL, each may be megabytes (2026-12-06).
SHOWN_CHARS = 300


def sample_titles(paths: list[str], fmt: str, limit: int = 5) -> list[str]:
    """A few (title, url) lines read back from the first document shards, to show the output.

    Reads only what it shows (one Parquet record batch of two columns, the first lines of a
    JSONL/text shard), so it costs no memory on big outputs.
    """
    shown: list[str] = []
    suffix = FORMAT_SUFFIXES[fmt]
    for path in (p for p in paths if p.endswith(suffix) and ".errors-" not in p):
        if len(shown) >= limit:
            break
        with FileSystems.open(path, compression_type=CompressionTypes.UNCOMPRESSED) as raw:
            if fmt == "parquet":
                import pyarrow.parquet as pq

                for batch in pq.ParquetFile(raw).iter_batches(batch_size=limit, columns=["title", "url"]):
                    shown.extend(_title_line(r) for r in batch.to_pylist())
                    break
            else:
                stream = gzip.GzipFile(fileobj=raw) if path.endswith(".gz") else raw
                for line in io.TextIOWrapper(stream, encoding="utf-8"):
                    if len(shown) >= limit:
                        break
                    if fmt == "text":
                        shown.append(for_console(line.rstrip("\n"), 100))
                    else:
                        shown.append(_title_line(json.loads(line)))
    return shown[:limit]


def _title_line(row: dict[str, Any]) -> str:
    return for_console(f"{row.get('title') or '(no title)'}  <{row.get('url')}>")


_UNSHOWN = {"Cc", "Cf", "Cs", "Zl", "Zp"}  # controls, format (bidi overrides), surrogates, line breaks


def for_console(text: str, limit: int = SHOWN_CHARS) -> str:
    """`text` cut to `limit` characters, what a terminal would act on (escape sequences, bidi
    overrides, line breaks from a crawled URL or title) written as escapes."""
    return "".join(ascii(c)[1:-1] if unicodedata.category(c) in _UNSHOWN else c for c in text[:limit])[:limit]


def run(argv: Sequence[str]) -> dict[str, Any]:
    """Run the pipeline; return the summary (also written, last, to PREFIX.summary.json).

    Raises `UsageError` / `run_output.OutputError` before anything is read, `RunFailed` if the
    pipeline fails, `AccountingError` (a SystemExit, status 3) after writing the summary of a run
    whose counts do not balance.
    """
    options = checked_options(argv)
    source, sink = options.view_as(WarcInputOptions), options.view_as(DocumentOutputOptions)
    check_inputs_exist(source.input, listing=options.view_as(BatchOptions).listing_prefix is not None)
    dry_run = is_dry_run(options)
    removed = [] if dry_run else run_output.prepare(sink.output)  # a dry run writes nothing: it clears nothing
    if removed:
        _LOG.info("beam-extract: removed %d file(s) of an earlier run to %s", len(removed), sink.output)
    _LOG.info("beam-extract: %s -> %s (%s)", " ".join(source.input), sink.output, sink.format)
    started = time.monotonic()
    try:
        pipeline = beam.Pipeline(options=options)
        build_pipeline(pipeline, options)
        result = pipeline.run()
        state = result.wait_until_finish()  # the final state (None from runners that do not say)
    except Exception as exc:  # noqa: BLE001 - the traceback is logged, the status line stays one line
        _LOG.error("beam-extract: the pipeline failed", exc_info=True)
        raise RunFailed(f"the pipeline failed: {_last_line(exc)}") from exc
    finally:
        if not dry_run:
            run_output.remove_temp_folders(sink.output)
    seconds = time.monotonic() - started
    if dry_run:
        raise DryRun("dry run (--dry_run): the Dataflow job was built (and the package of --setup_file, if "
                     "given), not submitted; nothing was read or written")
    counters = finished_counters(result, state)

    outputs = written_files(sink.output, sink.format)
    summary = summarise(counters, seconds, outputs)
    print(json.dumps({k: v for k, v in summary.items() if k != "outputs"}, indent=2))
    print(f"{len(outputs)} output file(s), summary in {run_output.summary_path(sink.output)}")
    try:
        for line in sample_titles(outputs, sink.format):
            print("  " + line)
    except Exception as exc:  # noqa: BLE001 - showing samples must never fail a finished run
        _LOG.warning("could not read back sample rows: %s", exc)
    run_output.commit_summary(sink.output, summary)
    if not summary["balanced"]:
        for problem in summary["imbalance"]:
            print(f"beam-extract: RECORDS UNACCOUNTED FOR: {problem}", file=sys.stderr)
        raise AccountingError(EXIT_ERROR)
    return summary


def finished_counters(result: Any, state: str | None) -> dict[str, int]:
    """The counters of a run whose final `state` (as `wait_until_finish` gave it) is DONE or not
    said; `RunFailed` for a run that ended otherwise (a Dataflow job cancelled, drained or still
    running when --wait_until_finish_duration ran out: its counters may balance while documents
    are missing) or whose runner gives no metrics."""
    if state not in (None, PipelineState.DONE, PipelineState.UNKNOWN):
        raise RunFailed(f"the pipeline ended {state}, not DONE")
    try:
        return counter_values(result)
    except NotImplementedError:
        raise RunFailed("the runner gives no metrics: the run's counts cannot be checked") from None


def _last_line(exc: BaseException) -> str:
    """The last non-empty line of an error (Beam's runtime errors carry the worker's traceback)."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    return (lines[-1] if lines else type(exc).__name__)[:300]


def main(argv: Sequence[str] | None = None, prog: str = PROG) -> int:
    """The command: run, print, and return the exit status (0 documents written, 1 no content,
    2 usage, 3 run failed or unbalanced); errors are one line on stderr."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if "-h" in argv or "--help" in argv:
        build_parser(prog).print_help()
        return EXIT_OK
    try:
        summary = run(argv)
    except (UsageError, run_output.OutputError) as exc:
        print(f"beam-extract: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except RunFailed as exc:
        print(f"beam-extract: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except DryRun as exc:
        print(f"beam-extract: {exc}", file=sys.stderr)
        return EXIT_OK
    except AccountingError:
        return EXIT_ERROR
    return EXIT_OK if summary["emitted"] else EXIT_NO_CONTENT


def configure_logging(level: int = logging.INFO) -> None:
    """Our progress lines at INFO, Beam's own chatter at WARNING (force: Beam's import adds a handler)."""
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(message)s", force=True)
    logging.getLogger("beam_extract").setLevel(level)


def command(argv: Sequence[str] | None = None, prog: str = PROG) -> int:
    """The console command (`beam-extract extract`, `python -m pipelines.warc_extract` in a
    checkout): logging set up, then `main`; returns the exit status."""
    configure_logging()
    return main(argv, prog)


if __name__ == "__main__":  # python -m beam_extract.pipelines.warc_extract, as in an installed distribution
    raise SystemExit(command(prog="python -m beam_extract.pipelines.warc_extract"))
