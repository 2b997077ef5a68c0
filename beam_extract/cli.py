"""The `beam-extract` console command: one page's main content without Beam, or a pipeline.

In: command-line arguments; for `page`, a page's bytes from a file or standard input.
Out: for `page`, the page's Markdown, plain text or JSON document on standard output, and an exit status:
0 when content was extracted, 1 when the page holds no content (or is over the size cap),
2 for a usage error or a file that cannot be read, 3 when extraction failed (an error in the
extractor: one line on standard error, no traceback). Messages go to standard error. Text is
printed as valid UTF-8: a lone surrogate (half a JSON `\\ud83d` pair) becomes U+FFFD.

  beam-extract page FILE [--url URL] [--charset LABEL] [--format markdown|text|json]
                         [--no-links] [--no-images]

FILE `-` reads standard input. The bytes are decoded as the extractor decodes a WARC payload
(BOM, `--charset` as the HTTP header would give it, `<meta charset>`, detection).

  beam-extract extract --input WARC... --output PREFIX [...]   the batch pipeline (beam_extract.pipelines.warc_extract)
  beam-extract watch --input GLOB --output PREFIX [...]        the watch (beam_extract.pipelines.warc_watch)

The pipeline commands take the rest of the command line as their own flags and Beam's (`beam-extract
extract --help`) and exit with their own status; Beam is imported only when one of them runs.
"""
from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path

EXIT_OK, EXIT_NO_CONTENT, EXIT_USAGE, EXIT_ERROR = 0, 1, 2, 3

# Pipeline commands: name -> (module, one line of help). Their flags are parsed by the pipeline
# (Beam's PipelineOptions), so everything after the name is handed over as it is.
PIPELINE_COMMANDS = {
    "extract": ("beam_extract.pipelines.warc_extract",
                "batch pipeline: WARC files in, documents + dead letters + summary under --output"),
    "watch": ("beam_extract.pipelines.warc_watch",
              "watch a glob for WARC files; commit each window's documents under --output"),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="beam-extract", description="Extract the main content of web pages (beam-extract)."
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    page = commands.add_parser("page", help="extract one HTML page and print its document")
    page.add_argument("file", metavar="FILE", help="HTML file to read, or - for standard input")
    page.add_argument("--url", help="the page's URL (relative links resolve against it)")
    page.add_argument("--charset", help="charset label the HTTP Content-Type header gave, if any")
    page.add_argument(
        "--format", choices=("markdown", "text", "json"), default="markdown",
        help="what to print: the Markdown (default), the plain text, or the whole document as JSON",
    )
    page.add_argument("--no-links", action="store_true", help="Markdown keeps link text only")
    page.add_argument("--no-images", action="store_true", help="Markdown leaves images out")
    for name, (_module, summary) in PIPELINE_COMMANDS.items():
        commands.add_parser(name, help=f"{summary} (beam-extract {name} --help)", add_help=False)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in PIPELINE_COMMANDS:
        return run_pipeline(argv[0], argv[1:])
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:  # argparse reports usage errors (2) and --help (0) by exiting
        return exit_.code if isinstance(exit_.code, int) else EXIT_USAGE
    if args.command != "page":
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    return run_page(args)


def run_pipeline(name: str, argv: list[str]) -> int:
    """Run the pipeline command `name` with its own flags; its exit status."""
    module = importlib.import_module(PIPELINE_COMMANDS[name][0])  # imports Beam: only for a pipeline
    return module.command(argv, prog=f"beam-extract {name}")


def run_page(args: argparse.Namespace) -> int:
    from .extractor import extract  # imported here so `--help` stays instant
    from .options import NotHtml, PageTooLarge

    name = "standard input" if args.file == "-" else args.file
    try:
        data = sys.stdin.buffer.read() if args.file == "-" else Path(args.file).read_bytes()
    except OSError as exc:
        print(f"beam-extract: cannot read {name}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_USAGE
    try:
        doc = extract(
            data, args.url, charset=args.charset,
            links=not args.no_links, images=not args.no_images,
        )
        out = None if doc is None else _render(doc, args.format)
    except (PageTooLarge, NotHtml) as exc:
        print(f"beam-extract: {name}: {exc}", file=sys.stderr)
        return EXIT_NO_CONTENT
    except Exception as exc:  # noqa: BLE001 - a bug in the extractor: one line and status 3
        print(f"beam-extract: {name}: extraction failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return EXIT_ERROR
    if out is None:
        print(f"beam-extract: {name}: no main content found", file=sys.stderr)
        return EXIT_NO_CONTENT
    _write(out + "\n")
    return EXIT_OK


def _render(doc, fmt: str) -> str:
    """The document as printed (a `Document`'s fields are valid Unicode: it repairs them itself)."""
    if fmt == "json":
        return json.dumps(doc.to_dict(), ensure_ascii=False, indent=2)
    return doc.text if fmt == "text" else doc.markdown


def _write(text: str) -> None:
    try:
        sys.stdout.write(text)
    except UnicodeEncodeError:  # a terminal that cannot show every character: send UTF-8 bytes
        sys.stdout.flush()
        sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.flush()


if __name__ == "__main__":
    raise SystemExit(main())
