"""The pipelines' flags, declared as Beam `PipelineOptions` so Beam parses them with its own.

In: a command line (ours and Beam's flags mixed).
Out: views of the Beam options, one class per group of flags, and `check_flags`, which rejects
any flag that neither the pipeline's own classes nor Beam's registered options know.

    shared by both pipelines  WarcInputOptions       --input
                              ExtractStepOptions     --timeout_seconds --max_bytes --no_markdown --progress_every
                              DocumentOutputOptions  --output (a prefix) --format
    batch only                BatchOptions           --listing_prefix --num_shards
    watch only                WatchOptions           --watch_interval_seconds --window_seconds
                                                     --stop_after_seconds --window_process
                                                     --ledger_horizon_seconds --keep_whole_ledger

Each flag has one spelling, Beam's underscores, and durations end in `_seconds`; the spellings of
earlier versions (`--listing-prefix`, `--timeout_s`, `--timeout-s`, `--watch-interval`, ...) are
accepted as aliases and named in `--help`. `--output` is a file prefix in both pipelines: every
file a run writes is named `PREFIX...` in PREFIX's folder. No flag is `required` here: every
PipelineOptions in the process parses every registered flag, so a required one would break
unrelated pipelines; each pipeline checks its own.
"""
from __future__ import annotations

import argparse
from collections.abc import Sequence

from apache_beam.options.pipeline_options import PipelineOptions

try:  # Beam's parser knows `add_value_provider_argument`, which templated options call
    from apache_beam.options.pipeline_options import _BeamArgumentParser as _ParserBase
except ImportError:  # pragma: no cover - a Beam that renamed it
    _ParserBase = argparse.ArgumentParser

from beam_extract.options import ExtractOptions
from beam_extract.transforms.extract_pages import DEFAULT_TIMEOUT_S, PROGRESS_EVERY
from beam_extract.transforms.write_rows import FORMATS


class UsageError(Exception):
    """A command line that cannot be run as given; its message is one line for the user."""


def _flag(parser: argparse.ArgumentParser, name: str, *old_spellings: str, **kwargs) -> None:
    """`--name`, plus the spellings of earlier versions as aliases (shown in --help)."""
    parser.add_argument("--" + name, *("--" + old for old in old_spellings), dest=name, **kwargs)


class WarcInputOptions(PipelineOptions):
    """Where the WARC files come from."""

    @classmethod
    def _add_argparse_args(cls, parser: argparse.ArgumentParser) -> None:
        _flag(parser, "input", nargs="+",
              help="WARC path(s)/glob(s) (local, gs://, s3://; the batch also takes http(s) URLs or a warc.paths listing)")


class ExtractStepOptions(PipelineOptions):
    """How each page is extracted."""

    @classmethod
    def _add_argparse_args(cls, parser: argparse.ArgumentParser) -> None:
        _flag(parser, "timeout_seconds", "timeout_s", "timeout-s", type=float, default=DEFAULT_TIMEOUT_S,
              help=f"per-page time budget in seconds (0: none; default {DEFAULT_TIMEOUT_S:g})")
        _flag(parser, "max_bytes", "max-bytes", type=int,
              help=f"skip pages larger than this as too-large (default {ExtractOptions().max_bytes})")
        _flag(parser, "no_markdown", "no-markdown", action="store_true", help="leave the markdown column empty (faster)")
        _flag(parser, "progress_every", "progress-every", type=int, default=PROGRESS_EVERY,
              help="log progress every N records per worker")


def extract_options(step: ExtractStepOptions) -> ExtractOptions:
    """The extractor's settings from the flags: the one place the size cap comes from (the
    reader's payload cap and the extractor's `max_bytes` are both this value)."""
    overrides = {} if step.max_bytes is None else {"max_bytes": step.max_bytes}
    return ExtractOptions.build(markdown=not step.no_markdown, **overrides)


class DocumentOutputOptions(PipelineOptions):
    """Where and how the documents are written (the default format is each pipeline's own)."""

    @classmethod
    def _add_argparse_args(cls, parser: argparse.ArgumentParser) -> None:
        _flag(parser, "output", metavar="PREFIX",
              help="output PREFIX (local path, gs://, s3://): every file is named PREFIX... in its folder, e.g. out/docs")
        _flag(parser, "format", choices=FORMATS, help="document format (default: parquet in batch, jsonl in the watch)")


class BatchOptions(PipelineOptions):
    """Flags of the batch pipeline (`beam-extract extract`) only."""

    @classmethod
    def _add_argparse_args(cls, parser: argparse.ArgumentParser) -> None:
        _flag(parser, "listing_prefix", "listing-prefix",
              help="treat --input as a warc.paths(.gz) listing; prefix for its lines")
        _flag(parser, "num_shards", "num-shards", type=int, default=0,
              help="output shards (0: the runner decides, no grouping)")


# Chosen 2026-12-03: long beyond any move-away-and-back a pipeline does by itself (a re-crawl, a
# restore from a backup), short enough that a folder fed and emptied for months keeps a week of names.
LEDGER_HORIZON_SECONDS = 7 * 24 * 3600.0


class WatchOptions(PipelineOptions):
    """Flags of the watch (`beam-extract watch`) only."""

    @classmethod
    def _add_argparse_args(cls, parser: argparse.ArgumentParser) -> None:
        _flag(parser, "watch_interval_seconds", "watch_interval", "watch-interval", type=float, default=30.0,
              help="seconds between polls of --input (default 30)")
        _flag(parser, "window_seconds", "window-seconds", type=float, default=60.0,
              help="window length in seconds: a window's files are committed together (default 60)")
        _flag(parser, "stop_after_seconds", "stop-after-seconds", type=float,
              help="stop watching after this many seconds (default: never)")
        _flag(parser, "window_process", "window-process", choices=("auto", "child", "same"), default="auto",
              help="run each window's pipeline in a child process (auto: when --runner is given)")
        _flag(parser, "ledger_horizon_seconds", type=float, default=LEDGER_HORIZON_SECONDS,
              help="forget a WARC file done once no poll has listed it for this long (moved away, deleted), so the "
                   "ledger holds the files still listed plus those gone within this horizon; such a file put back "
                   "under its path later is read again (default 604800: a week)")
        _flag(parser, "cut_record_wait_seconds", type=float,
              help="a WARC file followed as it grows whose last gzip member is still cut (being written) when its "
                   "window closes is read up to that member, which waits for a later window; after this many "
                   "seconds it is read as it is (a `truncated` dead letter) (default: three windows)")
        _flag(parser, "keep_whole_ledger", action="store_true",
              help="never forget a file done: no file is ever read twice, and the ledger grows by about 120 bytes "
                   "in memory and 150 on disk per file for as long as the watch runs")


SHARED_OPTIONS = (WarcInputOptions, ExtractStepOptions, DocumentOutputOptions)
BATCH_OPTIONS = (*SHARED_OPTIONS, BatchOptions)
WATCH_OPTIONS = (*SHARED_OPTIONS, WatchOptions)
_OUR_OPTIONS = frozenset((*SHARED_OPTIONS, BatchOptions, WatchOptions))


def help_parser(prog: str, description: str, epilog: str, groups: Sequence[type[PipelineOptions]]) -> argparse.ArgumentParser:
    """The --help of a pipeline command: its own flags (Beam's are in Beam's documentation)."""
    epilog += " A flag's second and later spellings are those of earlier versions, still accepted."
    parser = argparse.ArgumentParser(prog=prog, description=description, epilog=epilog, allow_abbrev=False)
    for options in groups:
        options._add_argparse_args(parser.add_argument_group(options.__doc__.rstrip(".")))  # noqa: SLF001
    return parser


class _RaisingParser(_ParserBase):
    """Beam's argument parser, raising `UsageError` instead of printing usage and exiting."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def known_flags_parser(groups: Sequence[type[PipelineOptions]]) -> argparse.ArgumentParser:
    """A parser holding the flags of `groups` and of every PipelineOptions registered by others
    (Beam's own: --runner, --project, ...), but not the flags of our other pipeline."""
    parser = _RaisingParser(allow_abbrev=False, add_help=False)
    seen: set[str] = set()
    for cls in PipelineOptions.__subclasses__():
        if cls in _OUR_OPTIONS and cls not in groups:
            continue
        if str(cls) not in seen:  # Beam takes each class once, by name, the same way
            seen.add(str(cls))
            cls._add_argparse_args(parser)  # noqa: SLF001 - Beam's documented extension point
    return parser


def check_flags(argv: Sequence[str], groups: Sequence[type[PipelineOptions]]) -> None:
    """Raise `UsageError` naming every argument that neither the pipeline's `groups` nor Beam's
    options know (a flag of the other pipeline included), or a bad value.

    Beam itself only logs a warning for unknown flags and runs on: a typo such as `--fromat text`
    would silently write Parquet.
    """
    _, unknown = known_flags_parser(groups).parse_known_args(list(argv))
    if unknown:
        raise UsageError(f"unknown argument(s): {' '.join(unknown)} (see --help)")
