"""Streaming pipeline: WARC files landing in a folder/bucket in, windowed JSONL documents out.

In:  --input: a glob (`incoming/*.warc.gz`, `gs://bucket/crawl/*.warc.gz`) polled every
     --watch-interval seconds; each matching file is read once.
Out: DIR/documents-<window start>-<window end>-<pane>-SSSSS-of-NNNNN.jsonl  documents per window
     DIR/errors-<window start>-...jsonl                                     dead letters per window
     DIR/summary.json (when the run stops: --stop-after-seconds, or a drained job)

    python -m pipelines.warc_watch --input 'incoming/*.warc.gz' --output out/live \\
        --watch-interval 10 --window-seconds 60

Files already matching when the watch starts are read too (the backlog), then each new one. Write
WARC files under another name and rename them into the pattern when complete: a file is read
once, when first seen, and one caught half-written would end in a `truncated` dead letter.
Windows are fixed, --window-seconds long, on the time the file was found. Without
--stop-after-seconds it runs until cancelled. Other options go to Beam: with a named runner
(--runner DataflowRunner / FlinkRunner ...) streaming mode is switched on; without one, the local
FnApiRunner runs the watch (bound it with --stop-after-seconds; it may write its output only when
the watch ends).

Why a first-seen filter: MatchContinuously's own deduplication polls once and stops on this Beam,
and without it every poll re-emits every file; so the watch re-matches each poll and a stateful
DoFn keyed by path lets each path through once.
"""
from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import time
from typing import Any, Sequence, Tuple

import apache_beam as beam
from apache_beam.coders import BooleanCoder
from apache_beam.io import fileio
from apache_beam.io.filesystem import FileMetadata
from apache_beam.io.filesystems import FileSystems
from apache_beam.options.pipeline_options import PipelineOptions, SetupOptions, StandardOptions
from apache_beam.transforms.userstate import ReadModifyWriteStateSpec
from apache_beam.transforms.window import FixedWindows
from apache_beam.utils.timestamp import MAX_TIMESTAMP, Duration, Timestamp

from beam_extract import rows
from beam_extract.transforms import DEFAULT_TIMEOUT_S, ExtractMainContent, ReadWarcFiles
from pipelines.warc_extract import AccountingError, counter_values, summarise, write_summary

_LOG = logging.getLogger("pipelines.warc_watch")


class FirstSeen(beam.DoFn):
    """(path, FileMetadata) keyed by path -> the FileMetadata, the first time the path is seen only."""

    SEEN = ReadModifyWriteStateSpec("seen", BooleanCoder())

    def process(self, element: tuple[str, Any], seen=beam.DoFn.StateParam(SEEN)):
        if seen.read():
            return
        seen.write(True)
        _LOG.info("beam_extract: new WARC file %s", element[0])
        yield element[1]


class WatchWarcFiles(beam.PTransform):
    """PBegin -> FileMetadata of each file matching `pattern` that appears, once per path."""

    def __init__(self, pattern: str, *, interval_s: float, stop_after_s: float | None = None):
        super().__init__()
        self._pattern = pattern
        self._interval_s = interval_s
        self._stop_after_s = stop_after_s

    def expand(self, pbegin: beam.pvalue.PBegin) -> beam.PCollection:
        start = Timestamp.now()  # the default start is fixed at import time: always pass one
        stop = MAX_TIMESTAMP if self._stop_after_s is None else start + Duration.of(self._stop_after_s)
        return (
            pbegin
            | "Poll" >> fileio.MatchContinuously(
                self._pattern,
                interval=self._interval_s,
                has_deduplication=False,
                start_timestamp=start,
                stop_timestamp=stop,
            )
            | "KeyByPath" >> beam.Map(lambda meta: (meta.path, meta)).with_output_types(Tuple[str, FileMetadata])
            | "FirstSeen" >> beam.ParDo(FirstSeen())
        )


class WriteWindowedJsonl(beam.PTransform):
    """Rows -> `DIRECTORY/NAME-<window>-...-SSSSS-of-NNNNN.jsonl`, one set of files per window."""

    def __init__(self, directory: str, name: str):
        super().__init__()
        self._directory = directory
        self._name = name

    def expand(self, rows_pcoll: beam.PCollection) -> beam.PCollection:
        return (
            rows_pcoll
            | "ToJson" >> beam.Map(rows.row_to_json)
            | "Write" >> fileio.WriteToFiles(
                path=self._directory,
                file_naming=fileio.default_file_naming(self._name, ".jsonl"),
                sink=lambda _destination: fileio.TextSink(),
            )
        )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", required=True, help="glob of WARC files to watch for")
    parser.add_argument("--output", required=True, help="output directory")
    parser.add_argument("--watch-interval", type=float, default=30.0, help="seconds between polls")
    parser.add_argument("--window-seconds", type=float, default=60.0, help="fixed output window length")
    parser.add_argument("--stop-after-seconds", type=float, help="stop watching after this long (default: never)")
    parser.add_argument("--timeout-s", type=float, default=DEFAULT_TIMEOUT_S, help="per-page time budget (0: none)")
    parser.add_argument("--max-bytes", type=int, help="skip pages larger than this as too-large")
    return parser


def pipeline_options(beam_args: Sequence[str]) -> PipelineOptions:
    """Beam options as given; FnApiRunner unless a runner is named, streaming mode on other runners."""
    args = list(beam_args)
    named_runner = any(a == "--runner" or a.startswith("--runner=") for a in args)
    if not named_runner:
        args.append("--runner=FnApiRunner")
    options = PipelineOptions(args)
    options.view_as(SetupOptions).save_main_session = False
    if named_runner:
        options.view_as(StandardOptions).streaming = True
    return options


def build_pipeline(pipeline: beam.Pipeline, args: argparse.Namespace) -> None:
    result = (
        pipeline
        | "Watch" >> WatchWarcFiles(args.input, interval_s=args.watch_interval, stop_after_s=args.stop_after_seconds)
        | "ReadWarc" >> ReadWarcFiles(max_payload_bytes=args.max_bytes)
        | "ExtractMainContent" >> ExtractMainContent(timeout_s=args.timeout_s or None, max_bytes=args.max_bytes)
    )
    window = FixedWindows(args.window_seconds)
    (
        result.documents
        | "WindowDocuments" >> beam.WindowInto(window)
        | "WriteDocuments" >> WriteWindowedJsonl(args.output, "documents")
    )
    (
        result.failed
        | "WindowErrors" >> beam.WindowInto(window)
        | "WriteErrors" >> WriteWindowedJsonl(args.output, "errors")
    )


def remove_empty_temp_folders(directory: str) -> None:
    """fileio.WriteToFiles leaves its emptied `.temp...` folder behind on local disks."""
    if "://" in directory or not os.path.isdir(directory):
        return
    for name in os.listdir(directory):
        path = os.path.join(directory, name)
        if name.startswith(".temp") and os.path.isdir(path) and not os.listdir(path):
            os.rmdir(path)


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    """Watch, extract, write; when the run ends return the summary (also DIR/summary.json)."""
    args, beam_args = build_parser().parse_known_args(argv)
    pipeline = beam.Pipeline(options=pipeline_options(beam_args))
    build_pipeline(pipeline, args)
    _LOG.info("beam-extract: watching %s every %s s -> %s", args.input, args.watch_interval, args.output)
    started = time.monotonic()
    result = pipeline.run()
    result.wait_until_finish()
    seconds = time.monotonic() - started

    directory = args.output.rstrip("/")
    remove_empty_temp_folders(directory)
    outputs = sorted(m.path for m in FileSystems.match([directory + "/*.jsonl"])[0].metadata_list)
    summary = summarise(counter_values(result), seconds, outputs)
    write_summary(directory + "/summary.json", summary)
    print(json.dumps({k: v for k, v in summary.items() if k != "outputs"}, indent=2))
    if not summary["balanced"]:
        print("beam-extract: RECORDS UNACCOUNTED FOR", file=sys.stderr)
        raise AccountingError(3)
    return summary


if __name__ == "__main__":
    from pipelines.warc_extract import configure_logging

    configure_logging()
    main()
