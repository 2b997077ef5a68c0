"""Build small WARC files for tests with warcio's WARCWriter, and damage them on purpose.

Records are warcio `ArcWarcRecord`s made by the helpers below; `write_warc` writes them
(gzip per record or plain) and returns the offset of each record in the file. Everything is
deterministic when record ids and dates are given (the helpers derive them from the URL).
"""
from __future__ import annotations

import gzip as gzip_module
import hashlib
import io
import zlib
from pathlib import Path

from warcio.warcwriter import WARCWriter

DATE = "2024-05-06T07:08:09Z"
_WRITER = WARCWriter(io.BytesIO(), gzip=False, warc_version="1.0")


def record_id_for(key: str) -> str:
    """A stable WARC-Record-ID derived from `key` (tests can predict it)."""
    digest = hashlib.sha1(key.encode("utf-8")).hexdigest()
    return f"<urn:uuid:{digest[:8]}-{digest[8:12]}-{digest[12:16]}-{digest[16:20]}-{digest[20:32]}>"


def _warc_headers(url: str, record_type: str, record_id: str | None, date: str | None,
                  extra: dict | None = None) -> dict:
    headers = {
        "WARC-Record-ID": record_id or record_id_for(f"{record_type} {url}"),
        "WARC-Date": date or DATE,
    }
    headers.update(extra or {})
    return headers


def http_response_bytes(body: bytes, status: int = 200, headers: list | None = None,
                        reason: str | None = None) -> bytes:
    """An HTTP/1.1 response as bytes: status line, headers (as given, in order), body."""
    reason = reason or {200: "OK", 301: "Moved Permanently", 404: "Not Found",
                        500: "Internal Server Error", 204: "No Content"}.get(status, "Status")
    lines = [f"HTTP/1.1 {status} {reason}"]
    lines += [f"{name}: {value}" for name, value in (headers or [])]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


def chunked(body: bytes, size: int = 100) -> bytes:
    """`body` in HTTP chunked transfer coding, `size` bytes per chunk."""
    out = b""
    for start in range(0, len(body), size):
        piece = body[start:start + size]
        out += f"{len(piece):x}\r\n".encode() + piece + b"\r\n"
    return out + b"0\r\n\r\n"


def gzip_encoded(body: bytes) -> bytes:
    return gzip_module.compress(body, mtime=0)


def deflate_encoded(body: bytes, raw: bool = False) -> bytes:
    compressor = zlib.compressobj(wbits=-15 if raw else 15)
    return compressor.compress(body) + compressor.flush()


def brotli_encoded(body: bytes) -> bytes:
    import brotli

    return brotli.compress(body)


_CONTENT_ENCODERS = {
    "gzip": gzip_encoded,
    "deflate": deflate_encoded,
    "br": lambda body: brotli_encoded(body),
}


def http_response_record(url: str, body: bytes, status: int = 200, headers: list | None = None,
                         *, content_type: str | None = "text/html; charset=utf-8",
                         content_encoding: str | None = None, chunk_size: int | None = None,
                         record_id: str | None = None, date: str | None = None,
                         warc_headers: dict | None = None, raw_http: bytes | None = None):
    """A `response` record. `headers` are HTTP headers after Content-Type (give
    `content_type=None` for none). `content_encoding` ("gzip", "deflate", "br") encodes the body
    and says so; `chunk_size` sends it with chunked transfer coding. `raw_http` replaces the
    whole HTTP message (status line, headers, body as sent) when given."""
    http_headers = ([("Content-Type", content_type)] if content_type else []) + list(headers or [])
    if content_encoding:
        body = _CONTENT_ENCODERS[content_encoding](body)
        http_headers.append(("Content-Encoding", content_encoding))
    if chunk_size:
        body = chunked(body, chunk_size)
        http_headers.append(("Transfer-Encoding", "chunked"))
    message = raw_http if raw_http is not None else http_response_bytes(body, status, http_headers)
    return _created(_WRITER.create_warc_record(
        url, "response", payload=io.BytesIO(message), length=len(message),
        warc_content_type="application/http; msgtype=response",
        warc_headers_dict=_warc_headers(url, "response", record_id, date, warc_headers),
    ))


def http_request_record(url: str, *, record_id: str | None = None, date: str | None = None):
    path = "/" + url.split("/", 3)[3] if url.count("/") >= 3 else "/"
    host = url.split("/")[2] if url.count("/") >= 2 else "example.com"
    message = f"GET {path} HTTP/1.1\r\nHost: {host}\r\nUser-Agent: test\r\n\r\n".encode()
    return _created(_WRITER.create_warc_record(
        url, "request", payload=io.BytesIO(message), length=len(message),
        warc_content_type="application/http; msgtype=request",
        warc_headers_dict=_warc_headers(url, "request", record_id, date),
    ))


def metadata_record(url: str, fields: dict | None = None, *, record_id: str | None = None,
                    date: str | None = None):
    text = "".join(f"{k}: {v}\r\n" for k, v in (fields or {"fetchTimeMs": "120"}).items())
    data = text.encode("utf-8")
    return _created(_WRITER.create_warc_record(
        url, "metadata", payload=io.BytesIO(data), length=len(data),
        warc_content_type="application/warc-fields",
        warc_headers_dict=_warc_headers(url, "metadata", record_id, date),
    ))


def warcinfo_record(filename: str = "test.warc.gz", *, record_id: str | None = None,
                    date: str | None = None):
    data = (f"software: beam-extract tests\r\nformat: WARC File Format 1.0\r\n"
            f"isPartOf: {filename}\r\n").encode()
    return _created(_WRITER.create_warc_record(
        "", "warcinfo", payload=io.BytesIO(data), length=len(data),
        warc_content_type="application/warc-fields",
        warc_headers_dict=_warc_headers(filename, "warcinfo", record_id, date,
                                        {"WARC-Filename": filename}),
    ))


def resource_record(url: str, body: bytes, content_type: str = "text/html", *,
                    record_id: str | None = None, date: str | None = None):
    return _created(_WRITER.create_warc_record(
        url, "resource", payload=io.BytesIO(body), length=len(body),
        warc_content_type=content_type,
        warc_headers_dict=_warc_headers(url, "resource", record_id, date),
    ))


def revisit_record(url: str, *, status: int = 200, record_id: str | None = None,
                   date: str | None = None):
    message = http_response_bytes(b"", status, [("Content-Type", "text/html")])
    headers = _warc_headers(url, "revisit", record_id, date, {
        "WARC-Profile": "http://netpreserve.org/warc/1.0/revisit/identical-payload-digest",
        "WARC-Refers-To-Target-URI": url,
        "WARC-Refers-To-Date": "2024-01-01T00:00:00Z",
        "WARC-Payload-Digest": "sha1:3I42H3S6NNFQ2MSVX7XZKYAYSCX5QBYJ",
    })
    return _created(_WRITER.create_warc_record(
        url, "revisit", payload=io.BytesIO(message), length=len(message),
        warc_content_type="application/http; msgtype=response", warc_headers_dict=headers,
    ))


def _created(record):
    # warcio parsed the HTTP headers off the payload stream; remember where the rest starts so
    # that the same record can be written more than once (gzip and plain variants of a file).
    record.payload_start = record.raw_stream.tell()
    return record


def _rewind(record) -> None:
    record.raw_stream.seek(getattr(record, "payload_start", 0))


def write_warc(path, records, gzip: bool = True) -> list[int]:
    """Write `records` to `path` (one gzip member per record when `gzip`); their offsets."""
    offsets = []
    with open(path, "wb") as out:
        writer = WARCWriter(out, gzip=gzip, warc_version="1.0")
        for record in records:
            offsets.append(out.tell())
            _rewind(record)
            writer.write_record(record)
    return offsets


def warc_bytes(records, gzip: bool = True) -> bytes:
    return warc_bytes_and_ends(records, gzip)[0]


def warc_bytes_and_ends(records, gzip: bool = True) -> tuple[bytes, list[int]]:
    """The WARC of `records` (one gzip member per record when `gzip`) and where each record ends."""
    buffer = io.BytesIO()
    writer = WARCWriter(buffer, gzip=gzip, warc_version="1.0")
    ends = []
    for record in records:
        _rewind(record)
        writer.write_record(record)
        ends.append(buffer.tell())
    return buffer.getvalue(), ends


def corrupt_gzip_member(path, member_offset: int, at: int = 200, length: int = 24) -> None:
    """Damage the compressed data of the gzip member starting at `member_offset` (`at` bytes
    in, past its 10-byte header), so that it no longer inflates."""
    corrupt_bytes(path, member_offset + at, length)


def truncate_file(path, size: int) -> None:
    """Cut the file to its first `size` bytes (a download that broke)."""
    data = Path(path).read_bytes()
    Path(path).write_bytes(data[:size])


def corrupt_bytes(path, start: int, length: int = 16) -> None:
    """Overwrite `length` bytes at `start` with bytes that cannot be the original (each byte
    inverted), e.g. inside a gzip member's compressed data."""
    data = bytearray(Path(path).read_bytes())
    for i in range(start, min(start + length, len(data))):
        data[i] ^= 0xFF
    Path(path).write_bytes(bytes(data))


def html_page(title: str, paragraphs: int = 3, extra: str = "", charset: str | None = None) -> str:
    """A small but real HTML page (title, heading, a few paragraphs)."""
    meta = f'<meta charset="{charset}">' if charset else ""
    body = "".join(
        f"<p>Paragraph {i} of {title}: the committee met on Tuesday and agreed that the "
        f"river path will reopen in spring after the repairs are finished.</p>"
        for i in range(1, paragraphs + 1)
    )
    return (f"<!DOCTYPE html><html><head>{meta}<title>{title}</title></head>"
            f"<body><h1>{title}</h1>{body}{extra}</body></html>")


def with_content_length(record_bytes: bytes, new_length: int) -> bytes:
    """A plain WARC record (as `warc_bytes(..., gzip=False)` writes it) with another
    Content-Length in its WARC header (the block is unchanged)."""
    head, sep, rest = record_bytes.partition(b"\r\n\r\n")
    lines = [f"Content-Length: {new_length}".encode() if line.lower().startswith(b"content-length:")
             else line for line in head.split(b"\r\n")]
    return b"\r\n".join(lines) + sep + rest


def gzip_member(data: bytes) -> bytes:
    return gzip_module.compress(data, mtime=0)


def gzip_member_streamed(parts) -> bytes:
    """One gzip member of the concatenation of `parts` (an iterable of bytes), compressed piece
    by piece so that a huge inflated size never sits in memory."""
    compressor = zlib.compressobj(6, zlib.DEFLATED, 31)
    return b"".join(compressor.compress(part) for part in parts) + compressor.flush()


def overrunning_member(record_start: bytes, runs: list) -> tuple[bytes, list]:
    """A damaged gzip member that swallows the bytes after it: `record_start` (the beginning of
    a record whose Content-Length promises more) compressed and sync-flushed, then a non-final
    stored deflate block header before each of `runs` (byte strings of at most 65,535 bytes,
    e.g. intact gzip members). Inflating it consumes every run as stored data and breaks on the
    first byte after the last one.

    Returns (the member's own bytes, the pieces of file that follow it in order: a 5-byte block
    header before each run after the first, then the run)."""
    import struct

    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
    head = compressor.compress(record_start) + compressor.flush(zlib.Z_SYNC_FLUSH)

    def stored_header(run: bytes) -> bytes:
        assert len(run) <= 0xFFFF
        return b"\x00" + struct.pack("<HH", len(run), len(run) ^ 0xFFFF)

    pieces = []
    for i, run in enumerate(runs):
        if i:
            pieces.append(stored_header(run))
        pieces.append(run)
    return head + stored_header(runs[0]), pieces


class NonSeekable(io.RawIOBase):
    """A stream that can only be read forward (like a network download), in small reads."""

    def __init__(self, data: bytes, step: int = 7919):
        self._data = data
        self._pos = 0
        self._step = step

    def readable(self):
        return True

    def readinto(self, buffer):
        n = min(len(buffer), self._step, len(self._data) - self._pos)
        buffer[:n] = self._data[self._pos:self._pos + n]
        self._pos += n
        return n

    def seekable(self):
        return False

    def tell(self):
        raise OSError("not seekable")
