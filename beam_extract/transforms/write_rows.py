"""Document rows and dead letters to files: `WriteDocuments` and `WriteDeadLetters`.

In: `Row`s (documents as in `rows.DOCUMENT_SCHEMA`, dead letters as in `rows.DEAD_LETTER_SCHEMA`).
Out: sharded files in one of `FORMATS` (Parquet, JSONL, gzip JSONL at `JSONL_GZIP_LEVEL`, text),
and the PCollection of the names of the files written.
"""
from __future__ import annotations

import zlib
from typing import Any

import apache_beam as beam
from apache_beam.coders import coders
from apache_beam.io import filebasedsink, iobase
from apache_beam.io.filesystem import CompressionTypes

from .. import rows
from .elements import Row

FORMATS = ("parquet", "jsonl", "jsonl.gz", "text")
FORMAT_SUFFIXES = {"parquet": ".parquet", "jsonl": ".jsonl", "jsonl.gz": ".jsonl.gz", "text": ".txt"}


# Rows per Arrow record batch in Parquet output. Beam's sink builds each column of a batch with
# `pa.array`, which gives a ChunkedArray once a string column passes 2 GiB, and the batch then
# fails (TypeError, outside any guard: the whole run stops); 100 rows of 22 MB content HTML did
# (2026-12-07, hostile57, pyarrow 25). A row's column is bounded by the page cap (DEFAULT_MAX_BYTES,
# 20 MiB; the Markdown of a page of nested lists reached 5.2 times the page, hostile56), so 8 rows
# stay under 1 GiB a column, and a writer holds 8 rows beyond its row-group buffer, not 100
# (a 6 GB peak for 100 pages at the cap). Cost, 2,000 rows of 30 kB (Beam's DoFn alone, CPU s,
# best of 3, loaded host): 100 rows 0.12, 16 0.17, 8 0.35, 1 1.55: 8 is 0.1 ms a row against
# the extraction's ~15 ms.
PARQUET_RECORD_BATCH_ROWS = 8

# gzip level of `jsonl.gz` documents. Beam's own compressed writer fixes it at 6, which took 14% of
# the extraction's CPU on the WCXB WARC. Measured 2026-11-30 on its 400 rows (11.3 MB of JSONL),
# seconds to compress / bytes against 6's: level 1 0.19 s / +24%, 2 0.26 s / +17%, 3 0.25 s / +13%,
# 4 0.33 s / +6%, 5 0.57 s / +2%, 6 0.72 s. 4 keeps most of 6's size for under half its time.
JSONL_GZIP_LEVEL = 4


class _GzipStream:
    """A write-only gzip stream at a chosen level over a raw file: one gzip member, written as
    Beam's compressed writer writes it (zlib's gzip wrapper), only the level differs."""

    def __init__(self, raw: Any, level: int):
        self._raw = raw
        self._compressor = zlib.compressobj(level, zlib.DEFLATED, zlib.MAX_WBITS | 16)

    def write(self, data: bytes) -> None:
        compressed = self._compressor.compress(data)
        if compressed:
            self._raw.write(compressed)

    def close(self) -> None:
        self._raw.write(self._compressor.flush())
        self._raw.close()


class _GzipLinesSink(filebasedsink.FileBasedSink):
    """Lines (str) -> gzip-compressed text shards at `level`, one line per element (as
    `WriteToText` writes them, with its shard names; Beam's writer offers no level)."""

    def __init__(self, prefix: str, suffix: str, num_shards: int, level: int, shard_name_template: str | None):
        super().__init__(
            prefix, coder=coders.ToBytesCoder(), file_name_suffix=suffix, num_shards=num_shards,
            shard_name_template=shard_name_template, mime_type="text/plain",
            compression_type=CompressionTypes.UNCOMPRESSED,
        )
        self._level = level

    def open(self, temp_path: str) -> _GzipStream:
        return _GzipStream(super().open(temp_path), self._level)

    def write_encoded_record(self, file_handle: _GzipStream, encoded_value: bytes) -> None:
        file_handle.write(encoded_value + b"\n")  # one compressor call per line


@beam.typehints.with_input_types(Row)
@beam.typehints.with_output_types(str)
class WriteDocuments(beam.PTransform):
    """Document rows -> files `PREFIX-SSSSS-of-NNNNN.<suffix>`; returns the written file names.

    format: `parquet` (Arrow `rows.DOCUMENT_SCHEMA`, zstd), `jsonl` / `jsonl.gz` (one JSON object
    per line, `date` as ISO 8601), `text` (`.txt`: one document's plain text per line, with
    backslashes, newlines and other line breaks escaped as `rows.text_line` describes;
    `rows.parse_text_line` undoes it). `jsonl.gz` is compressed at `gzip_level` (JSONL_GZIP_LEVEL).
    num_shards=0 lets the runner choose (no grouping); a fixed count makes the runner group all
    rows before writing, which holds them in memory on the local runners.
    Parquet rows are buffered per shard until `row_group_buffer_size` bytes (Arrow size) make a
    row group: 16 MiB (Beam's default is 64 MiB) keeps a writer's memory small and flat; they are
    made into Arrow batches of `record_batch_size` rows (PARQUET_RECORD_BATCH_ROWS: a batch's
    string column must stay under Arrow's 2 GiB).
    """

    def __init__(
        self,
        prefix: str,
        format: str = "parquet",  # noqa: A002 - the user-facing name
        num_shards: int = 0,
        *,
        record_batch_size: int = PARQUET_RECORD_BATCH_ROWS,
        row_group_buffer_size: int = 16 * 1024 * 1024,
        gzip_level: int = JSONL_GZIP_LEVEL,
    ):
        super().__init__()
        if format not in FORMATS:
            raise ValueError(f"unknown format {format!r}; choose one of {', '.join(FORMATS)}")
        self._prefix = prefix
        self._format = format
        self._num_shards = num_shards
        self._record_batch_size = record_batch_size
        self._row_group_buffer_size = row_group_buffer_size
        if not 0 <= gzip_level <= 9:
            raise ValueError(f"gzip_level must be 0..9, not {gzip_level!r}")
        self._gzip_level = gzip_level

    def expand(self, documents: beam.PCollection) -> beam.PCollection:
        suffix = FORMAT_SUFFIXES[self._format]
        if self._format == "parquet":
            return documents | "WriteParquet" >> beam.io.WriteToParquet(
                self._prefix,
                schema=rows.DOCUMENT_SCHEMA,
                file_name_suffix=suffix,
                codec="zstd",
                record_batch_size=self._record_batch_size,
                row_group_buffer_size=self._row_group_buffer_size,
                num_shards=self._num_shards,
            )
        to_line = rows.text_line if self._format == "text" else rows.row_to_json
        lines = documents | "ToLines" >> beam.Map(to_line)
        if self._format == "jsonl.gz":
            # Shard names as WriteToText names them: windowed ones for an unbounded input.
            template = (filebasedsink.DEFAULT_SHARD_NAME_TEMPLATE if documents.is_bounded
                        else filebasedsink.DEFAULT_WINDOW_SHARD_NAME_TEMPLATE)
            sink = _GzipLinesSink(self._prefix, suffix, self._num_shards, self._gzip_level, template)
            return lines | "WriteLines" >> iobase.Write(sink)
        return lines | "WriteLines" >> beam.io.WriteToText(self._prefix, file_name_suffix=suffix, num_shards=self._num_shards)


@beam.typehints.with_input_types(Row)
@beam.typehints.with_output_types(str)
class WriteDeadLetters(beam.PTransform):
    """Dead-letter rows -> `PREFIX.errors-SSSSS-of-NNNNN.jsonl` (one JSON object per line)."""

    def __init__(self, prefix: str):
        super().__init__()
        self._prefix = prefix

    def expand(self, failed: beam.PCollection) -> beam.PCollection:
        return (
            failed
            | "ToJson" >> beam.Map(rows.row_to_json)
            | "WriteErrors" >> beam.io.WriteToText(self._prefix + ".errors", file_name_suffix=".jsonl")
        )
