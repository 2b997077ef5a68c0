"""Batch pipeline: WARC files in, main-content documents out (Parquet, JSONL or text), with a run summary.

In:  --input: WARC paths/globs (local, gs://, s3://, http(s)://), or with --listing-prefix a Common
     Crawl `warc.paths(.gz)` listing whose lines are joined to the prefix.
Out: PREFIX-SSSSS-of-NNNNN.{parquet,jsonl,jsonl.gz,txt}  the documents (see beam_extract.rows)
     PREFIX.errors-SSSSS-of-NNNNN.jsonl                  dead letters: records that failed
     PREFIX.summary.json                                  read / emitted / skipped / failed counts

    python -m pipelines.warc_extract --input 'crawl/*.warc.gz' --output out/docs --format parquet
    python -m pipelines.warc_extract --input warc.paths.gz --listing-prefix https://data.commoncrawl.org/ \\
        --output out/cc --format jsonl.gz

Every option this script does not know is a Beam pipeline option. Without --runner it runs on the
local FnApiRunner (add `--direct_running_mode=multi_processing --direct_num_workers=N` to use N
cores). At scale:

    python -m pipelines.warc_extract --input 'gs://bucket/crawl/*.warc.gz' --output gs://bucket/out/docs \
        --runner DataflowRunner --project P --region R --temp_location gs://bucket/tmp \
        --setup_file ./pyproject.toml
    ... --runner FlinkRunner --flink_master HOST:8081 --environment_type LOOPBACK
    ... --runner SparkRunner --spark_master_url spark://HOST:7077

`--setup_file ./pyproject.toml` makes Beam build and ship this package to the workers (it needs
`pip install build`); alternatively `--extra_package dist/beam_extract-0.1.0.tar.gz` (from
`python -m build --sdist`), plus `--requirements_file` for anything else the workers need.
Reading gs:// or s3:// needs `pip install beam-extract[gcp]` / `[aws]`. The workers must be able
to import `beam_extract` (the main session is not pickled).

The run blocks until the pipeline finishes, then checks that every record read is accounted for
(read == emitted + skipped + failed) and exits non-zero (3) if not.
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
from typing import Any, Sequence

import apache_beam as beam
from apache_beam.io.filesystem import CompressionTypes
from apache_beam.io.filesystems import FileSystems
from apache_beam.metrics.metric import MetricsFilter
from apache_beam.options.pipeline_options import PipelineOptions, SetupOptions

from beam_extract.transforms import (
    DEFAULT_TIMEOUT_S,
    FORMAT_SUFFIXES,
    FORMATS,
    NAMESPACE,
    PROGRESS_EVERY,
    ExtractMainContent,
    ReadWarc,
    WriteDeadLetters,
    WriteDocuments,
)

_LOG = logging.getLogger("pipelines.warc_extract")


class AccountingError(SystemExit):
    """Exit status of a run whose counts do not add up (records lost or counted twice)."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="Any other option is passed to Beam's PipelineOptions (e.g. --runner, --project).",
    )
    parser.add_argument("--input", required=True, nargs="+", help="WARC path(s)/glob(s), or a warc.paths listing")
    parser.add_argument("--output", required=True, help="output prefix (local path, gs://, s3://)")
    parser.add_argument("--format", default="parquet", choices=FORMATS)
    parser.add_argument("--listing-prefix", help="treat --input as a warc.paths(.gz) listing; prefix for its lines")
    parser.add_argument("--num-shards", type=int, default=0, help="output shards (0: runner decides, no grouping)")
    parser.add_argument("--timeout-s", type=float, default=DEFAULT_TIMEOUT_S, help="per-page time budget (0: none)")
    parser.add_argument("--max-bytes", type=int, help="skip pages larger than this as too-large")
    parser.add_argument("--no-markdown", action="store_true", help="leave the markdown column empty (faster)")
    parser.add_argument("--progress-every", type=int, default=PROGRESS_EVERY, help="log progress every N records per worker")
    return parser


def pipeline_options(beam_args: Sequence[str]) -> PipelineOptions:
    """Beam options as given, on the FnApiRunner unless a runner is named."""
    args = list(beam_args)
    if not any(a == "--runner" or a.startswith("--runner=") for a in args):
        args.append("--runner=FnApiRunner")
    options = PipelineOptions(args)
    options.view_as(SetupOptions).save_main_session = False
    return options


def build_pipeline(pipeline: beam.Pipeline, args: argparse.Namespace) -> None:
    """WARC -> ExtractMainContent -> documents + dead letters, as described in the module docs."""
    inputs = args.input[0] if args.listing_prefix is not None else args.input
    if args.listing_prefix is not None and len(args.input) != 1:
        raise SystemExit("--listing-prefix takes exactly one --input listing file")
    result = (
        pipeline
        | "ReadWarc" >> ReadWarc(inputs, listing_prefix=args.listing_prefix, max_payload_bytes=args.max_bytes)
        | "ExtractMainContent" >> ExtractMainContent(
            timeout_s=args.timeout_s or None,
            max_bytes=args.max_bytes,
            progress_every=args.progress_every,
            markdown=not args.no_markdown,
        )
    )
    result.documents | "WriteDocuments" >> WriteDocuments(args.output, args.format, args.num_shards)
    result.failed | "WriteDeadLetters" >> WriteDeadLetters(args.output)


# --- the run summary --------------------------------------------------------------------------

# Beam's FnApiRunner (2.77, fn_runner.py) merges each bundle's metrics into the stage's as one more
# lazy generator around the last: reading them recurses once per bundle. A streaming run of a few
# seconds already runs over a thousand bundles (Python's default recursion limit), so the metrics
# are read on a thread with a large stack and a recursion limit to match.
METRICS_RECURSION_LIMIT = 200_000
METRICS_STACK_BYTES = 512 * 1024 * 1024


def counter_values(result: Any, namespace: str = NAMESPACE) -> dict[str, int]:
    """Beam counters of one namespace, summed over steps (committed values where the runner has them)."""
    outcome: dict[str, Any] = {}

    def read() -> None:
        try:
            outcome["counters"] = result.metrics().query(MetricsFilter().with_namespace(namespace))["counters"]
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
    totals: dict[str, int] = {}
    for counter in outcome["counters"]:
        value = counter.committed if counter.committed is not None else counter.attempted
        totals[counter.key.metric.name] = totals.get(counter.key.metric.name, 0) + int(value or 0)
    return totals


def summarise(counters: dict[str, int], seconds: float, outputs: list[str]) -> dict[str, Any]:
    """The summary a run reports; `balanced` tells whether every record read is accounted for."""
    skipped = {k[len("skipped_"):]: v for k, v in sorted(counters.items()) if k.startswith("skipped_")}
    failed = {k[len("failed_"):]: v for k, v in sorted(counters.items()) if k.startswith("failed_")}
    read, emitted = counters.get("read", 0), counters.get("emitted", 0)
    return {
        "read": read,
        "emitted": emitted,
        "skipped": skipped,
        "failed": failed,
        "balanced": read == emitted + sum(skipped.values()) + sum(failed.values())
        and sum(skipped.values()) == counters.get("skipped", 0)
        and sum(failed.values()) == counters.get("failed", 0),
        "warc_files": counters.get("warc_files", 0),
        "seconds": round(seconds, 3),
        "records_per_s": round(read / seconds, 1) if seconds > 0 else None,
        "outputs": outputs,
    }


def written_files(prefix: str, fmt: str) -> list[str]:
    """The document and dead-letter shards a run wrote under `prefix`."""
    patterns = [f"{prefix}-*-of-*{FORMAT_SUFFIXES[fmt]}", f"{prefix}.errors-*-of-*.jsonl"]
    found = []
    for match in FileSystems.match(patterns):
        found.extend(sorted(m.path for m in match.metadata_list))
    return found


def write_summary(path: str, summary: dict[str, Any]) -> None:
    with FileSystems.create(path, mime_type="application/json", compression_type=CompressionTypes.UNCOMPRESSED) as fh:
        fh.write(json.dumps(summary, indent=2, ensure_ascii=False).encode("utf-8") + b"\n")


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
                    shown.extend(f"{r['title'] or '(no title)'}  <{r['url']}>" for r in batch.to_pylist())
                    break
            else:
                stream = gzip.GzipFile(fileobj=raw) if path.endswith(".gz") else raw
                for line in io.TextIOWrapper(stream, encoding="utf-8"):
                    if len(shown) >= limit:
                        break
                    if fmt == "text":
                        shown.append(line.rstrip("\n")[:100])
                    else:
                        row = json.loads(line)
                        shown.append(f"{row.get('title') or '(no title)'}  <{row.get('url')}>")
    return shown[:limit]


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    """Run the pipeline; return the summary (also written to PREFIX.summary.json).

    Raises `AccountingError` (a SystemExit, status 3) when read != emitted + skipped + failed.
    """
    args, beam_args = build_parser().parse_known_args(argv)
    options = pipeline_options(beam_args)
    _LOG.info("beam-extract: %s -> %s (%s)", " ".join(args.input), args.output, args.format)
    started = time.monotonic()
    pipeline = beam.Pipeline(options=options)
    build_pipeline(pipeline, args)
    result = pipeline.run()
    result.wait_until_finish()
    seconds = time.monotonic() - started

    outputs = written_files(args.output, args.format)
    summary = summarise(counter_values(result), seconds, outputs)
    if summary["warc_files"] == 0:
        _LOG.warning("beam-extract: no WARC file matched %s", " ".join(args.input))
    write_summary(args.output + ".summary.json", summary)
    print(json.dumps({k: v for k, v in summary.items() if k != "outputs"}, indent=2))
    print(f"{len(outputs)} output file(s), summary in {args.output}.summary.json")
    try:
        for line in sample_titles(outputs, args.format):
            print("  " + line)
    except Exception as exc:  # noqa: BLE001 - showing samples must never fail a finished run
        _LOG.warning("could not read back sample rows: %s", exc)
    if not summary["balanced"]:
        message = (
            "beam-extract: RECORDS UNACCOUNTED FOR: read=%d but emitted+skipped+failed=%d"
            % (summary["read"], summary["emitted"] + sum(summary["skipped"].values()) + sum(summary["failed"].values()))
        )
        _LOG.error(message)
        print(message, file=sys.stderr)
        raise AccountingError(3)
    return summary


def configure_logging(level: int = logging.INFO) -> None:
    """Our progress lines at INFO, Beam's own chatter at WARNING (force: Beam's import adds a handler)."""
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(message)s", force=True)
    for name in ("beam_extract", "pipelines"):
        logging.getLogger(name).setLevel(level)


if __name__ == "__main__":
    configure_logging()
    main()
