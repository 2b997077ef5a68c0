"""The element types between the Beam transforms, and their counters' namespace.

In: nothing (declarations). Out: `WarcOutcome` (what `ReadWarc` gives), `HtmlPair` and
`ExtractInput` (what `ExtractMainContent` takes), `Row` (a document row or a dead letter: what it
gives and the writers take), `WarcFile` (what `ReadWarcFiles` takes), and `NAMESPACE`.
The types are declared on the transforms (`with_input_types` / `with_output_types`), so that Beam
checks each wiring when the pipeline is built.
"""
from __future__ import annotations

from typing import Any

from apache_beam.io import fileio
from apache_beam.io.filesystem import FileMetadata

from .. import warc

NAMESPACE = "beam_extract"

# The element types between the transforms, declared on them (`with_input_types` /
# `with_output_types`) so that Beam checks each wiring when the pipeline is built: a PCollection
# of another type fails there with a TypeCheckError instead of dead-lettering every element at
# run time (Beam converts these builtin generics and `|` unions to its own type hints).
WarcOutcome = warc.WarcPage | warc.Skipped | warc.Failed  # one per record: ReadWarc's output
HtmlPair = tuple[str | None, str | bytes]  # (url, html): a page from elsewhere than a WARC
ExtractInput = WarcOutcome | HtmlPair  # what ExtractMainContent takes
Row = dict[str, Any]  # a document row (rows.DOCUMENT_SCHEMA) or a dead letter (rows.DEAD_LETTER_SCHEMA)
WarcFile = str | FileMetadata | fileio.ReadableFile  # a path/URL, or a file Beam matched
