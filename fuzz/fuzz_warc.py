"""Coverage-guided fuzz target for the WARC reader (atheris): any bytes in, checked outcomes out.

    python fuzz/fuzz_warc.py -max_total_time=600 fuzz/corpus/warc/

Each input is read as a WARC file four ways: `warc.iter_records` from a seekable stream and from
a stream that cannot seek (a few bytes per read, the step chosen by the input's length), and
`split_reads.RangeRead` as one range and as ranges split at two points the input's bytes choose.
A finding is any exception, outcomes whose byte ranges do not tile the input, the two streams
disagreeing, or split ranges that do not give the one range's outcomes (each exactly once) and
cover the file between them. The corpus (fuzz/corpus/warc/, written by make_warc_corpus.py)
holds small WARCs of every kind of damage the reader had bugs with.
"""
from __future__ import annotations

import io
import itertools
import sys

try:
    import atheris
except ImportError:  # the checks also run without it: tests/test_warc.py replays the corpus
    atheris = None

if atheris is not None:
    with atheris.instrument_imports(include=["beam_extract.warc", "beam_extract.split_reads", "beam_extract.gzip_members",
                                              "beam_extract.record_headers", "beam_extract.payload", "beam_extract.zstd_frames"]):
        from beam_extract import gzip_members, payload, record_headers, split_reads, warc  # noqa: F401 - instrumented
else:
    from beam_extract import split_reads, warc

MAX_PAYLOAD = 1 << 16  # small, so that inputs reach the too-large paths


class Trickle(io.RawIOBase):
    """A stream that cannot seek and hands out `step` bytes per read."""

    def __init__(self, data: bytes, step: int):
        self._data, self._pos, self._step = data, 0, step

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        n = min(len(buffer), self._step, len(self._data) - self._pos)
        buffer[:n] = self._data[self._pos:self._pos + n]
        self._pos += n
        return n


def check_file(data: bytes) -> None:
    size = len(data)
    seekable = list(warc.iter_records(io.BytesIO(data), "f.warc", max_payload_bytes=MAX_PAYLOAD,
                                      size=size))
    problems = warc.tiling_problems(seekable, 0, size)
    if problems:
        raise AssertionError(f"sequential reading does not tile the input: {problems}")
    trickled = list(warc.iter_records(Trickle(data, 1 + size % 977), "f.warc",
                                      max_payload_bytes=MAX_PAYLOAD, size=size))
    if trickled != seekable:
        raise AssertionError("a stream that cannot seek gives other outcomes")


def check_ranges(data: bytes) -> None:
    size = len(data)
    whole = list(split_reads.RangeRead(io.BytesIO(data), "f.warc", 0, max_payload_bytes=MAX_PAYLOAD,
                                size=size))
    problems = warc.tiling_problems(whole, 0, size)
    if problems:
        raise AssertionError(f"one range does not tile the input: {problems}")
    if size < 2:
        return
    cuts = sorted({1 + data[0] * size // 256 % (size - 1), 1 + data[-1] * size // 256 % (size - 1)})
    bounds = [0, *cuts, size]
    split, covered = [], []
    for start, stop in itertools.pairwise(bounds):
        reading = split_reads.RangeRead(io.BytesIO(data), "f.warc", start, stop,
                                 max_payload_bytes=MAX_PAYLOAD, size=size)
        split += list(reading)
        if reading.covered[0] != reading.covered[1]:
            covered.append(reading.covered)
    if split != whole:
        raise AssertionError(f"ranges split at {cuts} read other outcomes than one range")
    if any(a[1] != b[0] for a, b in itertools.pairwise(covered)) or (
            covered and (covered[0][0], covered[-1][1]) != (0, size)):
        raise AssertionError(f"ranges split at {cuts} cover {covered}, not [0, {size})")


def TestOneInput(data: bytes) -> None:  # noqa: N802 - atheris' name
    check_file(data)
    check_ranges(data)


def main() -> None:
    atheris.Setup(sys.argv, TestOneInput)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
