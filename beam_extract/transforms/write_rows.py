"""Document rows and dead letters to files: `WriteDocuments` and `WriteDeadLetters`.

In: `Row`s (documents as in `rows.DOCUMENT_SCHEMA`, dead letters as in `rows.DEAD_LETTER_SCHEMA`).
Out: sharded files in one of `FORMATS` (Parquet, JSONL, gzip JSONL at `JSONL_GZIP_LEVEL`, text),
and the PCollection of the names of the files written.
"""
from __future__ import annotations

import zlib
from collections.abc import Iterator
from typing import Any

import apache_beam as beam
import pyarrow as pa
from apache_beam.coders import coders
from apache_beam.io import filebasedsink, iobase
from apache_beam.io.filesystem import CompressionTypes
from apache_beam.transforms import window
from apache_beam.utils.windowed_value import WindowedValue

from .. import rows
from .elements import Row

FORMATS = ("parquet", "jsonl", "jsonl.gz", "text")
FORMAT_SUFFIXES = {"parquet": ".parquet", "jsonl": ".jsonl", "jsonl.gz": ".jsonl.gz", "text": ".txt"}


# Rows per Arrow record batch in Parquet output. Beam's sink built each column of a batch with
# `pa.array`, which gives a ChunkedArray once a string column passes 2 GiB, and the batch then
# failed (TypeError, outside any guard: the whole run stops); 100 rows of 22 MB content HTML did
# (2026-12-07, hostile57, pyarrow 25). 8 rows keep a writer's batch small on ordinary pages; the
# characters bound below keeps it small whatever the rows hold.
PARQUET_RECORD_BATCH_ROWS = 8
# Characters (every string field of the rows summed) past which a batch closes before its 8 rows
# (2026-12-07, hostile58). A row bound alone let a batch hold 8 rows of any size: with `max_bytes`
# raised, 8 rows of 300 MB text pass Arrow's 2 GiB a column, and a writer held them all at once. A
# UTF-8 character is at most 4 bytes, so a batch's string column stays under 4 x 64 Mi = 256 MiB;
# a row longer than the bound is a batch of its own. The dev rows (~30 kB each) never reach it.
PARQUET_RECORD_BATCH_CHARS = 64 * 1024 * 1024

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


class _RowsToParquetTables(beam.DoFn):
    """Document rows -> Arrow tables for the Parquet sink, one table per row group.

    Rows are made into record batches of at most `batch_rows` rows and, before that, at most
    `batch_chars` characters (a longer row is a batch alone); batches are gathered into a table
    once they hold `row_group_bytes` (Arrow size). As Beam's own row-to-table step for
    `WriteToParquet`, which bounds a batch by rows only, and builds each batch column by column
    (Beam's step: 0.34 s of CPU for 2,000 rows of 30 kB; `pa.array` per column 0.11 s, 2026-12-07).
    """

    def __init__(self, schema: pa.Schema, batch_rows: int, batch_chars: int, row_group_bytes: int):
        self._schema = schema
        self._columns = tuple(zip(schema.names, schema.types, strict=True))
        self._batch_rows = max(1, batch_rows)
        self._batch_chars = batch_chars
        self._row_group_bytes = row_group_bytes
        self._window: Any = None
        self._rows: list[dict] = []
        self._chars = 0
        self._batches: list[pa.RecordBatch] = []
        self._batches_bytes = 0

    def process(self, row: dict, w=beam.DoFn.WindowParam) -> Iterator[pa.Table]:
        self._window = w
        chars = _string_chars(row)
        if self._rows and self._chars + chars > self._batch_chars:
            self._close_batch()
        self._rows.append(row)
        self._chars += chars
        if len(self._rows) >= self._batch_rows or self._chars >= self._batch_chars:
            self._close_batch()
        if self._batches_bytes >= self._row_group_bytes:
            yield self._table()

    def finish_bundle(self) -> Iterator[Any]:
        if self._rows:
            self._close_batch()
        if not self._batches:
            return
        table = self._table()
        if self._window is None or isinstance(self._window, window.GlobalWindow):
            yield window.GlobalWindows.windowed_value_at_end_of_window(table)
        else:  # unbounded input: the table belongs to the window its rows came in
            yield WindowedValue(table, timestamp=self._window.end, windows=[self._window])

    def _close_batch(self) -> None:
        batch_rows = self._rows
        arrays = [pa.array([row.get(name) for row in batch_rows], type=type_) for name, type_ in self._columns]
        batch = pa.RecordBatch.from_arrays(arrays, schema=self._schema)
        self._rows, self._chars = [], 0
        self._batches.append(batch)
        self._batches_bytes += batch.nbytes

    def _table(self) -> pa.Table:
        table = pa.Table.from_batches(self._batches, schema=self._schema)
        self._batches, self._batches_bytes = [], 0
        return table


def _string_chars(row: dict) -> int:
    """Characters of a row's string values, summed."""
    return sum(len(value) for value in row.values() if type(value) is str)


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
    made into Arrow batches of at most `record_batch_size` rows (PARQUET_RECORD_BATCH_ROWS) and
    `record_batch_chars` characters (PARQUET_RECORD_BATCH_CHARS: a batch's string column must stay
    under Arrow's 2 GiB, and a writer holds one batch beyond its row-group buffer).
    """

    def __init__(
        self,
        prefix: str,
        format: str = "parquet",  # noqa: A002 - the user-facing name
        num_shards: int = 0,
        *,
        record_batch_size: int = PARQUET_RECORD_BATCH_ROWS,
        record_batch_chars: int = PARQUET_RECORD_BATCH_CHARS,
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
        self._record_batch_chars = record_batch_chars
        self._row_group_buffer_size = row_group_buffer_size
        if not 0 <= gzip_level <= 9:
            raise ValueError(f"gzip_level must be 0..9, not {gzip_level!r}")
        self._gzip_level = gzip_level

    def expand(self, documents: beam.PCollection) -> beam.PCollection:
        suffix = FORMAT_SUFFIXES[self._format]
        if self._format == "parquet":
            return self._write_parquet(documents, suffix)
        to_line = rows.text_line if self._format == "text" else rows.row_to_json
        lines = documents | "ToLines" >> beam.Map(to_line)
        if self._format == "jsonl.gz":
            # Shard names as WriteToText names them: windowed ones for an unbounded input.
            template = (filebasedsink.DEFAULT_SHARD_NAME_TEMPLATE if documents.is_bounded
                        else filebasedsink.DEFAULT_WINDOW_SHARD_NAME_TEMPLATE)
            sink = _GzipLinesSink(self._prefix, suffix, self._num_shards, self._gzip_level, template)
            return lines | "WriteLines" >> iobase.Write(sink)
        return lines | "WriteLines" >> beam.io.WriteToText(self._prefix, file_name_suffix=suffix, num_shards=self._num_shards)

    def _write_parquet(self, documents: beam.PCollection, suffix: str) -> beam.PCollection:
        """Rows -> tables (`_RowsToParquetTables`) -> Parquet shards, as `WriteToParquet` wires
        its own step: before the sink for a bounded input, inside it (after its windowing) for an
        unbounded one."""
        to_tables = _RowsToParquetTables(
            rows.DOCUMENT_SCHEMA, self._record_batch_size, self._record_batch_chars, self._row_group_buffer_size,
        )
        write = beam.io.WriteToParquetBatched(
            self._prefix, schema=rows.DOCUMENT_SCHEMA, codec="zstd", file_name_suffix=suffix,
            num_shards=self._num_shards,
        )
        if documents.is_bounded:
            return documents | "ToArrowTables" >> beam.ParDo(to_tables) | "WriteParquet" >> write
        write._sink.convert_fn = to_tables  # noqa: SLF001 - as WriteToParquet hands its own step over
        return documents | "WriteParquet" >> write


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
