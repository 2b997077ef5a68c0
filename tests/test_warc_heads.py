"""record_headers.parse_head: a WARC or HTTP header block read as warcio's parser reads it (the reader's
own faster parse, reader56, 2026-12-07), the same object attribute for attribute, whatever the bytes."""
from __future__ import annotations

import dataclasses
import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from warcio.statusandheaders import StatusAndHeadersParser

from beam_extract import warc
from beam_extract.record_headers import parse_head

WARCIO = StatusAndHeadersParser([], verify=False)


def warcio_parse(block: bytes, first_line: bytes | None):
    try:
        return vars(WARCIO.parse(io.BytesIO(block), first_line))
    except EOFError:
        return EOFError


def ours(block: bytes, first_line: bytes | None):
    try:
        return vars(parse_head(block, first_line))
    except EOFError:
        return EOFError


SHAPES = [
    (b"WARC-Type: response\r\nWARC-Target-URI: https://h.test/\r\nContent-Length: 12\r\n\r\n", b"WARC/1.0\r\n"),
    (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n", None),
    (b"HTTP/2 200\r\ncontent-type: text/html\r\n\r\n", None),
    (b"", None),
    (b"", b""),
    (b"\r\n", None),
    (b"   \r\n", None),
    (b"HTTP/1.1 200\r\n", None),                                  # no blank line: the block ends
    (b"HTTP/1.1 200 OK", None),                                   # not even a line's end
    (b"HTTP/1.1 200 OK\r\nX-A: one\r\n two\r\n\tthree\r\nX-B: b\r\n\r\n", None),  # folded lines
    (b"HTTP/1.1 200 OK\r\n folded first\r\nX: y\r\n\r\n", None),  # a fold after the status line
    (b"HTTP/1.1 200 OK\r\nno colon here\r\n more\r\nX : spaced name \r\n\r\n", None),
    (b"HTTP/1.1 200 OK\r\nX:\r\nY:   \r\n:empty name\r\n\r\nZ: after the blank line\r\n", None),
    (b"HTTP/1.1 200 OK\nLF: only\n\n", None),
    (b"HTTP/1.1 200 OK\rCR: only\r\r", None),
    (b"HTTP/1.1 200 OK\r\nU: caf\xc3\xa9 \xe2\x80\xa8 x\xc2\x85\r\n\r\n", None),  # U+2028 and NEL in UTF-8
    (b"HTTP/1.1 200 OK\r\nL: caf\xe9\r\nU: caf\xc3\xa9\r\n\r\n", None),              # Latin-1 on one line
    (b"WARC-Target-URI: https://h.test/\xff\xfe\r\n\r\n", b"WARC/1.0\r\n"),
    (b"X: y\r\n\r\n", b"WARC/1.0 \xe9\r\n"),                                          # a first line not UTF-8
    (b"HTTP/1.1 200 OK\r\nNBSP: \xc2\xa0value\xc2\xa0\r\n\xc2\xa0\r\n\r\n", None),
    (b"HTTP/1.1   200   OK  \r\n\x0b\x0c\r\nV: \x1c\x1d\x1e\x1f\r\n\r\n", None),
    (b"\x00HTTP/1.1 200\x00\r\nN\x00: \x00\r\n\r\n", None),
]


@pytest.mark.parametrize("block, first_line", SHAPES)
def test_a_head_parses_as_warcio_parses_it(block, first_line):
    assert ours(block, first_line) == warcio_parse(block, first_line)


_PIECES = st.sampled_from([
    b"\r\n", b"\n", b"\r", b" ", b"\t", b":", b": ", b"HTTP/1.1 ", b"200", b"WARC/1.0", b"Name", b"value",
    b"\xc3\xa9", b"\xe9", b"\xe2\x80\xa8", b"\xc2\x85", b"\xc2\xa0", b"\x0b", b"\x1c", b"\x00", b"\xff",
])


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=40).map(b"".join), st.none() | st.lists(_PIECES, max_size=6).map(b"".join))
def test_any_bytes_parse_as_warcio_parses_them(block, first_line):
    assert ours(block, first_line) == warcio_parse(block, first_line)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300), st.none() | st.binary(max_size=30))
def test_random_bytes_parse_as_warcio_parses_them(block, first_line):
    assert ours(block, first_line) == warcio_parse(block, first_line)


@pytest.mark.parametrize("outcome", [
    warc.Skipped("<urn:uuid:1>", "https://h.test/", "f.warc.gz", None, "empty"),
    warc.Failed(None, None, "f.warc.gz", 3, "truncated", "the file ends", 9),
    warc.WarcPage("<urn:uuid:2>", "https://h.test/", "2024-05-06T07:08:09Z", "f.warc.gz", 0, "text/html", "utf-8",
                  200, b"<p>x</p>", None, "length"),
])
def test_an_outcome_given_its_range_is_what_dataclasses_replace_makes(outcome):
    """`warc._with_range` copies the fields as they are (reader56: `dataclasses.replace` was 5% of a
    tiny record's time): an equal, frozen outcome of the same class, the original untouched."""
    moved = warc._with_range(outcome, 120, 34)
    assert moved == dataclasses.replace(outcome, warc_offset=120, warc_length=34) and type(moved) is type(outcome)
    assert hash(moved) == hash(dataclasses.replace(outcome, warc_offset=120, warc_length=34))
    assert (outcome.warc_offset, outcome.warc_length) != (120, 34)
    with pytest.raises(dataclasses.FrozenInstanceError):
        moved.warc_offset = 0
