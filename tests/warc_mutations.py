"""Damaged WARC files for the reader's and the pipeline's outcome contract (property tests and fuzz
campaigns: tests/test_warc_fuzz.py).

In:  a Hypothesis `draw`. Out: `hostile_warc()` draws (the file's bytes, how it was built), a small
valid WARC (plain, gzip per record or whole-file gzip) of one to four records, damaged at one or
more of three layers:
- the HTTP message inside a record (its WARC Content-Length still right): cut, bits flipped, NULs
  put in, a header duplicated with another value, a huge header line, an absurd chunk size, a
  wrong HTTP Content-Length;
- the WARC record: a wrong, negative, huge or doubled Content-Length, a WARC header duplicated, a
  huge or NUL-holding header line;
- the file: cut, bits flipped, junk put in.
The bodies are HTML in odd charsets (UTF-7, UTF-16 with and without a BOM, x-user-defined, a
label no codec knows, a meta charset against the HTTP one), sent plain, chunked, or under gzip,
deflate (zlib and raw), br, zstd or a stack of codings. Each record is written by hand (any header,
any length), as tests/hostile_warcs.py writes them.
"""
from __future__ import annotations

import gzip
import zlib

import brotli
import zstandard
from hypothesis import strategies as st

CHARSETS = [None, "utf-8", "utf-7", "utf-16", "utf-16le", "utf-16be", "utf-32", "x-user-defined",
            "iso-2022-jp", "shift_jis", "windows-1252", "no-such-charset", "utf-8" + "x" * 300]
CODINGS = ["identity", "gzip", "deflate", "raw-deflate", "br", "zstd", "gzip, gzip", "deflate, br", "x-gzip",
           "compress", "gzip, identity"]
RECORD_TYPES = ["response", "response", "response", "resource", "revisit", "request", "metadata"]
FRAMINGS = ["plain", "per-record-gzip", "whole-file-gzip"]

_WORDS = "Ünïcödé wörds of a story, séance and café, written by hand for the reader's checks"


def page_html(title: str, charset_meta: str | None, paragraphs: int) -> str:
    meta = f'<meta charset="{charset_meta}">' if charset_meta else ""
    body = "".join(f"<p>{_WORDS} {i}.</p>" for i in range(paragraphs))
    return f"<html><head>{meta}<title>{title}</title></head><body><article><h1>{title}</h1>{body}</article></body></html>"


def encoded_text(text: str, charset: str | None) -> bytes:
    """`text` in `charset` as a server might send it (a label no codec knows: UTF-8)."""
    codec = {"x-user-defined": "latin-1", None: "utf-8"}.get(charset, charset)
    try:
        return text.encode(codec, errors="replace")
    except (LookupError, UnicodeError):
        return text.encode("utf-8")


def coded(body: bytes, coding: str) -> bytes:
    """`body` under the Content-Encoding `coding` (its codings applied in the order named)."""
    for name in (part.strip() for part in coding.split(",")):
        if name in ("gzip", "x-gzip"):
            body = gzip.compress(body, mtime=0)
        elif name == "deflate":
            body = zlib.compress(body)
        elif name == "raw-deflate":
            compressor = zlib.compressobj(wbits=-15)
            body = compressor.compress(body) + compressor.flush()
        elif name == "br":
            body = brotli.compress(body)
        elif name == "zstd":
            body = zstandard.ZstdCompressor().compress(body)
    return body


def chunked(body: bytes, size: int) -> bytes:
    out = b""
    for start in range(0, len(body), size):
        piece = body[start:start + size]
        out += f"{len(piece):x}\r\n".encode() + piece + b"\r\n"
    return out + b"0\r\n\r\n"


def http_message(draw) -> tuple[bytes, list[str]]:
    """An HTTP response (status line, headers, body as sent) and what it is made of."""
    notes = []
    charset = draw(st.sampled_from(CHARSETS))
    meta = draw(st.sampled_from([None, charset, "utf-16", "utf-7", "x-user-defined", "bogus"]))
    body = encoded_text(page_html("Fuzzed page", meta, draw(st.integers(1, 12))), charset)
    coding = draw(st.sampled_from(CODINGS))
    headers = [("Content-Type", "text/html" + (f"; charset={charset}" if charset else ""))]
    if coding != "identity":
        body = coded(body, coding.replace("raw-deflate", "raw-deflate"))
        headers.append(("Content-Encoding", "deflate" if coding == "raw-deflate" else coding))
    if draw(st.booleans()):
        body = chunked(body, draw(st.sampled_from([1, 7, 100, 4096])))
        headers.append(("Transfer-Encoding", "chunked"))
    notes.append(f"charset={charset} meta={meta} coding={coding} chunked={headers[-1][0] == 'Transfer-Encoding'}")
    status = draw(st.sampled_from([200, 200, 200, 206, 301, 404, 103]))
    head = [f"HTTP/1.1 {status} OK".encode()] + [f"{name}: {value}".encode("latin-1", "replace") for name, value in headers]
    for _ in range(draw(st.integers(0, 2))):
        how = draw(st.sampled_from(["dup-header", "huge-header", "chunk-size", "http-length", "nul-header"]))
        notes.append("http:" + how)
        if how == "dup-header":
            name = draw(st.sampled_from(["Content-Encoding", "Content-Type", "Transfer-Encoding", "Content-Length"]))
            value = draw(st.sampled_from(["gzip", "br", "chunked", "text/html; charset=utf-16", "0", "identity", ""]))
            head.insert(draw(st.integers(1, len(head))), f"{name}: {value}".encode())
        elif how == "huge-header":
            head.append(b"X-Huge: " + b"a" * draw(st.sampled_from([9_000, 70_000, 300_000])))
        elif how == "chunk-size":
            size = draw(st.sampled_from([b"ffffffffffffffffffff", b"-1", b"7fffffff", b"", b"1;" + b"x" * 5000, b"zz"]))
            body = size + b"\r\n" + body
            head.append(b"Transfer-Encoding: chunked")
        elif how == "http-length":
            head.append(b"Content-Length: " + draw(st.sampled_from([b"0", b"1", b"99999999999", b"-5", b"12 12"])))
        else:
            head.insert(draw(st.integers(1, len(head))), b"X-Nul: a\x00b\x00")
    message = b"\r\n".join(head) + b"\r\n\r\n" + body
    for _ in range(draw(st.integers(0, 2))):
        message = damaged_bytes(draw, message, notes, "message")
    return message, notes


def damaged_bytes(draw, data: bytes, notes: list, layer: str) -> bytes:
    """`data` cut, with bits flipped, NULs or junk put in (at a drawn place)."""
    if not data:
        return data
    how = draw(st.sampled_from(["cut", "flip", "nuls", "junk"]))
    at = draw(st.integers(0, len(data) - 1))
    notes.append(f"{layer}:{how}@{at}")
    if how == "cut":
        return data[:at]
    if how == "flip":
        out = bytearray(data)
        for i in range(at, min(len(out), at + draw(st.integers(1, 16)))):
            out[i] ^= draw(st.sampled_from([0x01, 0x80, 0xFF]))
        return bytes(out)
    if how == "nuls":
        return data[:at] + b"\x00" * draw(st.sampled_from([1, 3, 1000])) + data[at:]
    return data[:at] + draw(st.binary(min_size=1, max_size=64)) + data[at:]


def warc_record(draw, index: int) -> tuple[bytes, list[str]]:
    """One plain WARC record written by hand, maybe damaged at the record's layer."""
    record_type = draw(st.sampled_from(RECORD_TYPES))
    message, notes = http_message(draw)
    notes.insert(0, record_type)
    if record_type == "resource":
        message = message.partition(b"\r\n\r\n")[2]
    block_type = "text/html" if record_type == "resource" else f"application/http; msgtype={record_type}"
    headers = [b"WARC/1.0", f"WARC-Type: {record_type}".encode(),
               f"WARC-Target-URI: https://fuzz.example/{index}".encode(),
               f"WARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-{index:012d}>".encode(),
               b"WARC-Date: 2024-05-06T07:08:09Z", f"Content-Type: {block_type}".encode()]
    if record_type == "revisit":
        headers.append(b"WARC-Profile: http://netpreserve.org/warc/1.0/revisit/identical-payload-digest")
    length = str(len(message)).encode()
    for _ in range(draw(st.integers(0, 1))):
        how = draw(st.sampled_from(["length", "dup-length", "dup-header", "huge-header", "nul-header"]))
        notes.append("warc:" + how)
        if how == "length":
            length = draw(st.sampled_from([str(len(message) + d).encode() for d in (-50, -1, 1, 17, 10**6)]
                                          + [b"-3", b"99999999999999999999", b"0x10", b""]))
        elif how == "dup-length":
            headers.append(b"Content-Length: " + str(max(0, len(message) - 9)).encode())
        elif how == "dup-header":
            headers.insert(draw(st.integers(1, len(headers))), draw(st.sampled_from(
                [b"WARC-Type: request", b"WARC-Type: response", b"WARC-Target-URI: \x00",
                 b"WARC-Date: not a date", b"WARC-Truncated: length", b"WARC-Segment-Number: 2"])))
        elif how == "huge-header":
            headers.append(b"WARC-Huge: " + b"b" * draw(st.sampled_from([9_000, 70_000, 300_000])))
        else:
            headers.insert(draw(st.integers(1, len(headers))), b"WARC-Nul: \x00\x00")
    headers.append(b"Content-Length: " + length)
    return b"\r\n".join(headers) + b"\r\n\r\n" + message + b"\r\n\r\n", notes


@st.composite
def hostile_warc(draw) -> tuple[bytes, str]:
    """(the bytes of a damaged WARC file, a line saying how it was built)."""
    framing = draw(st.sampled_from(FRAMINGS))
    records, notes = [], [framing]
    for index in range(draw(st.integers(1, 4))):
        record, record_notes = warc_record(draw, index)
        records.append(record)
        notes.append("[" + " ".join(record_notes) + "]")
    if framing == "plain":
        data = b"".join(records)
    elif framing == "per-record-gzip":
        data = b"".join(gzip.compress(record, mtime=0) for record in records)
    else:
        data = gzip.compress(b"".join(records), mtime=0)
    for _ in range(draw(st.integers(0, 2))):
        data = damaged_bytes(draw, data, notes, "file")
    return data, " ".join(notes)
