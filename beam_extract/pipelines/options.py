"""The pipelines' own flags, declared as Beam `PipelineOptions` so Beam parses them with its own.

In: a command line (ours and Beam's flags mixed).
Out: `WarcInputOptions`, `ExtractStepOptions`, `DocumentOutputOptions` views of the Beam options,
and `check_flags`, which rejects any flag neither these classes nor Beam's registered options know.

Each flag has one spelling, Beam's underscores (`--listing_prefix`); the hyphenated spellings of
earlier versions (`--listing-prefix`) are accepted as aliases. The classes are grouped by the
step they configure, so the streaming pipeline can take the input and extract-step groups as
they are. No flag is `required` here: every PipelineOptions in the process parses every
registered flag, so a required one would break unrelated pipelines; `warc_extract` checks them.
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
from beam_extract.transforms import DEFAULT_TIMEOUT_S, FORMATS, PROGRESS_EVERY


class UsageError(Exception):
    """A command line that cannot be run as given; its message is one line for the user."""


class WarcInputOptions(PipelineOptions):
    """Where the WARC files come from."""

    @classmethod
    def _add_argparse_args(cls, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--input", nargs="+", help="WARC path(s)/glob(s)/http(s) URL(s), or a warc.paths listing")
        parser.add_argument(
            "--listing_prefix", "--listing-prefix", dest="listing_prefix",
            help="treat --input as a warc.paths(.gz) listing; prefix for its lines",
        )


class ExtractStepOptions(PipelineOptions):
    """How each page is extracted (shared by the batch and streaming pipelines)."""

    @classmethod
    def _add_argparse_args(cls, parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--timeout_s", "--timeout-s", dest="timeout_s", type=float, default=DEFAULT_TIMEOUT_S,
            help="per-page time budget in seconds (0: none)",
        )
        parser.add_argument(
            "--max_bytes", "--max-bytes", dest="max_bytes", type=int,
            help="skip pages larger than this as too-large",
        )
        parser.add_argument(
            "--no_markdown", "--no-markdown", dest="no_markdown", action="store_true",
            help="leave the markdown column empty (faster)",
        )
        parser.add_argument(
            "--progress_every", "--progress-every", dest="progress_every", type=int, default=PROGRESS_EVERY,
            help="log progress every N records per worker",
        )


def extract_options(step: ExtractStepOptions) -> ExtractOptions:
    """The extractor's settings from the flags: the one place the size cap comes from (the
    reader's payload cap and the extractor's `max_bytes` are both this value)."""
    overrides = {} if step.max_bytes is None else {"max_bytes": step.max_bytes}
    return ExtractOptions.build(markdown=not step.no_markdown, **overrides)


class DocumentOutputOptions(PipelineOptions):
    """Where and how the batch pipeline writes its documents."""

    @classmethod
    def _add_argparse_args(cls, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--output", help="output prefix (local path, gs://, s3://)")
        parser.add_argument("--format", default="parquet", choices=FORMATS, help="output format")
        parser.add_argument(
            "--num_shards", "--num-shards", dest="num_shards", type=int, default=0,
            help="output shards (0: the runner decides, no grouping)",
        )


class _RaisingParser(_ParserBase):
    """Beam's argument parser, raising `UsageError` instead of printing usage and exiting."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def known_flags_parser() -> argparse.ArgumentParser:
    """A parser holding every flag Beam would parse: those of all registered PipelineOptions."""
    parser = _RaisingParser(allow_abbrev=False, add_help=False)
    seen: set[str] = set()
    for cls in PipelineOptions.__subclasses__():
        if str(cls) not in seen:  # Beam takes each class once, by name, the same way
            seen.add(str(cls))
            cls._add_argparse_args(parser)  # noqa: SLF001 - Beam's documented extension point
    return parser


def check_flags(argv: Sequence[str]) -> None:
    """Raise `UsageError` naming every argument no registered option knows, or a bad value.

    Beam itself only logs a warning for unknown flags and runs on: a typo such as `--fromat text`
    would silently write Parquet.
    """
    _, unknown = known_flags_parser().parse_known_args(list(argv))
    if unknown:
        raise UsageError(f"unknown argument(s): {' '.join(unknown)} (see --help)")
