"""Hostile WARC files for end-to-end checks: one file per kind of damage or adversarial content.

In:  a folder.
Out: `write_hostile_warcs(folder)` writes the files and returns {file name: `Expect`}: what the
     batch pipeline must make of each (the dead-letter reasons it must report, at least; and
     whether a document must come out). Every file must leave the run balanced, and every dead
     letter must carry its reason, error and byte range.

Built on the helpers of tests/warcs.py, plus `raw_record`, which writes a plain WARC record by
hand (any header, any Content-Length) where warcio's writer would refuse or repair it.
"""
from __future__ import annotations

import random
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path

import zstandard
from warcs import (
    chunked,
    corrupt_bytes,
    gzip_encoded,
    gzip_member,
    gzip_member_streamed,
    html_page,
    http_response_bytes,
    http_response_record,
    truncate_file,
    warc_bytes,
    warcinfo_record,
    write_warc,
)


@dataclass(frozen=True)
class Expect:
    """What a run must report for one hostile file."""

    failed: frozenset = frozenset()   # dead-letter reasons that must appear (others may too)
    documents: bool = False           # at least one document must be emitted
    titles: frozenset = frozenset()   # titles of documents that must be emitted, each whole


def page(title: str, paragraphs: int = 4) -> bytes:
    return html_page(title, paragraphs).encode()


def raw_record(headers: list[tuple[str, str | bytes]], block: bytes, *, version: bytes = b"WARC/1.0",
               content_length: int | bytes | None = None) -> bytes:
    """A plain WARC record written by hand: `version` line, `headers` in order, Content-Length
    (the block's, unless given), the block and the closing CRLF CRLF."""
    lines = [version]
    for name, value in headers:
        lines.append(name.encode("latin-1") + b": " + (value if isinstance(value, bytes) else value.encode("utf-8")))
    length = len(block) if content_length is None else content_length
    lines.append(b"Content-Length: " + (length if isinstance(length, bytes) else str(length).encode()))
    return b"\r\n".join(lines) + b"\r\n\r\n" + block + b"\r\n\r\n"


def response(url: str | bytes, body: bytes, *, http: bytes | None = None, version: bytes = b"WARC/1.0",
             content_length: int | bytes | None = None, extra: list | None = None, record_type: str = "response") -> bytes:
    """A hand-written `response` record (plain) with `body` behind a 200 text/html HTTP header."""
    message = http if http is not None else http_response_bytes(body, 200, [("Content-Type", "text/html; charset=utf-8")])
    headers = [("WARC-Type", record_type), ("WARC-Target-URI", url),
               ("WARC-Record-ID", f"<urn:uuid:{random.Random(str(url)).getrandbits(128):032x}>"),
               ("WARC-Date", "2024-05-06T07:08:09Z"),
               ("Content-Type", "application/http; msgtype=response"), *(extra or [])]
    return raw_record(headers, message, version=version, content_length=content_length)


def noise(size: int, seed: int = 0) -> bytes:
    """`size` random bytes, the same every run."""
    return random.Random(seed).randbytes(size)


def members(*records: bytes) -> bytes:
    """Each plain record in its own gzip member (a per-record .warc.gz)."""
    return b"".join(gzip_member(r) for r in records)


GOOD = page("Survivor")


def _truncated_mid_record(path: Path) -> Expect:
    offsets = write_warc(path, [warcinfo_record(path.name), http_response_record("https://h.test/a", GOOD),
                                http_response_record("https://h.test/cut", page("Cut", 60))])
    truncate_file(path, offsets[2] + 400)
    return Expect(frozenset({"truncated"}), documents=True)


def _truncated_in_gzip_header(path: Path) -> Expect:
    offsets = write_warc(path, [http_response_record("https://h.test/a", GOOD),
                                http_response_record("https://h.test/b", GOOD)])
    truncate_file(path, offsets[1] + 6)
    return Expect(frozenset({"truncated"}), documents=True)


def _corrupt_member(path: Path) -> Expect:
    offsets = write_warc(path, [http_response_record(f"https://h.test/{i}", page(f"P{i}", 40)) for i in range(4)])
    corrupt_bytes(path, offsets[1] + 80, 32)
    return Expect(frozenset({"corrupt-gzip"}), documents=True)


def _overlong_content_length_plain(path: Path) -> Expect:
    path.write_bytes(response("https://h.test/a", GOOD)
                     + response("https://h.test/long", GOOD, content_length=len(GOOD) + 5000)
                     + response("https://h.test/b", GOOD) + response("https://h.test/c", page("C", 40)))
    return Expect(frozenset({"bad-warc-header"}), documents=True)


def _overlong_content_length_to_the_end(path: Path) -> Expect:
    path.write_bytes(response("https://h.test/a", GOOD) + response("https://h.test/long", GOOD, content_length=10**12))
    return Expect(frozenset({"truncated"}), documents=True)


def _overlong_content_length_in_member(path: Path) -> Expect:
    path.write_bytes(members(response("https://h.test/a", GOOD),
                             response("https://h.test/long", GOOD, content_length=len(GOOD) + 10**6),
                             response("https://h.test/b", GOOD)))
    return Expect(frozenset({"bad-warc-header"}), documents=True)


def _unusable_content_lengths(path: Path) -> Expect:
    bad = [b"abc", b"-5", b"1e9", b"99999999999999999999999999999999", b"", b"0x10", b"\xff\xfe"]
    path.write_bytes(members(*(response(f"https://h.test/cl{i}", GOOD, content_length=v) for i, v in enumerate(bad)),
                             response("https://h.test/ok", GOOD)))
    return Expect(frozenset({"bad-warc-header"}), documents=True)


def _huge_header_lines(path: Path) -> Expect:
    line = b"x" * (1 << 18)
    warc_line = gzip_member_streamed([b"WARC/1.0\r\nWARC-Type: response\r\nX-Long: "] + [line] * 4 + [b"\r\n\r\n"])
    http_head = (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nX-Long: ")
    http_len = len(http_head) + 4 * len(line) + 4 + len(GOOD)
    http_line = gzip_member_streamed([
        b"WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: https://h.test/http-line\r\n"
        b"Content-Length: " + str(http_len).encode() + b"\r\n\r\n" + http_head] + [line] * 4 + [b"\r\n\r\n", GOOD, b"\r\n\r\n"])
    many = b"".join(b"X-H%d: v\r\n" % i for i in range(120_000))  # over 1 MiB of short header lines
    many_headers = gzip_member(b"WARC/1.0\r\nWARC-Type: response\r\n" + many + b"\r\n")
    path.write_bytes(warc_line + http_line + many_headers + members(response("https://h.test/ok", GOOD)))
    return Expect(frozenset({"bad-warc-header", "bad-http-header"}), documents=True)


def _attribute_and_nesting_bombs(path: Path) -> Expect:
    attributes = " ".join(f'a{i}="{i}"' for i in range(100_000))
    many = f"<html><body><div {attributes}><p>{'Text of the page. ' * 40}</p></div></body></html>".encode()
    deep = ("<html><body>" + "<div>" * 200_000 + "<p>Deep text of the page, long enough to count.</p>" + "</div>" * 200_000
            + "</body></html>").encode()
    tables = ("<html><body>" + "<table><tr><td>" * 20_000 + "cell" + "</td></tr></table>" * 20_000 + "</body></html>").encode()
    unclosed = ("<html><body>" + "<b><i><u><a href=x>" * 30_000 + "text" + "</body></html>").encode()
    write_warc(path, [http_response_record(f"https://h.test/{name}", body)
                      for name, body in (("attributes", many), ("deep", deep), ("tables", tables), ("unclosed", unclosed))]
               + [http_response_record("https://h.test/ok", GOOD)])
    return Expect(documents=True)


def _surrogates_and_invalid_utf8(path: Path) -> Expect:
    cesu = (b"<html><head><title>Half \xed\xa0\xbd pair</title></head><body><main>"
            + b"<p>Text \xed\xb0\x80 with halves.</p>" * 8 + b"</main></body></html>")
    refs = ("<html><head><title>Ref &#xD800; &#55357;</title>"
            '<script type="application/ld+json">{"headline": "H \\ud83d", "author": {"name": "\\udc00"}}</script>'
            "</head><body><article><h1>&#xDFFF;</h1>" + "<p>Para &#xD83D; of text that says enough to be kept.</p>" * 8
            + "</article></body></html>").encode()
    write_warc(path, [http_response_record("https://h.test/cesu", cesu),
                      http_response_record("https://h.test/refs", refs),
                      http_response_record("https://h.test/%ED%A0%80/q?x=%ED%B0%80", GOOD)])
    with open(path, "ab") as out:  # a target URI that is not UTF-8 at all
        out.write(members(response(b"https://h.test/\xed\xa0\x80\xff\xfe", GOOD)))
    return Expect(documents=True)


def _control_characters(path: Path) -> Expect:
    controls = "".join(chr(c) for c in range(32) if chr(c) not in "\t\n\r")
    body = (f"<html><head><title>T{controls}itle</title></head><body><main>"
            + f"<p>Para{controls} &#1; &#x1f; &#0; text of some length for the page.</p>" * 8
            + f'<a href="https://h.test/{controls}">link{controls}</a><img src="x{controls}" alt="a{controls}">'
            + "</main></body></html>").encode()
    path.write_bytes(members(response("https://h.test/controls", body),
                             response(b"https://h.test/\x01\x02\x00x", GOOD),
                             response("https://h.test/ok", GOOD, extra=[("X-Ctl", "a\x00b\x7f")])))
    return Expect(documents=True)


def _bad_urls_and_hosts(path: Path) -> Expect:
    urls = ["http://[::1", "http://[domain]/", "http://exa mple.com/", "https://xn--/", "http://a..b/", "https:///path",
            "http://ex.com:99999/", "http://ex.com:-1/", "http://" + "h" * 70_000 + ".com/", "javascript:alert(1)", "",
            "http://ü.example/ä", "http://user:pass@[v1.x]/", "//no-scheme.test/", "http://%zz/", "http://1.2.3.4.5/",
            "https://h.test/" + "a/" * 40_000]
    bad_base = ('<html><head><base href="http://[bad"><title>Base</title></head><body><main>'
                + '<p>Text <a href="//[::1/x">a</a> <a href="http://[x]/">b</a> <img src="http://a:b:c/"> of the page.</p>' * 8
                + "</main></body></html>").encode()
    path.write_bytes(members(*(response(u, bad_base if i % 2 else GOOD) for i, u in enumerate(urls))))
    return Expect(documents=True)


def _whole_file_gzip_cut(path: Path) -> Expect:
    data = warc_bytes([http_response_record(f"https://h.test/{i}", page(f"W{i}", 30)) for i in range(6)], gzip=False)
    whole = gzip_member(data)
    path.write_bytes(whole[: len(whole) * 2 // 3])
    return Expect(frozenset({"truncated"}), documents=True)


def _garbage_between_plain_records(path: Path) -> Expect:
    path.write_bytes(b"\x00\x00  \r\n" + response("https://h.test/a", GOOD) + noise(3000) + b"\r\n\x00"
                     + response("https://h.test/b", GOOD) + b"\x00" * 500 + b"trailing junk that is no record")
    return Expect(frozenset({"bad-warc-header"}), documents=True)


def _empty_file(path: Path) -> Expect:
    path.write_bytes(b"")
    return Expect()


def _not_a_warc(path: Path) -> Expect:
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + noise(20_000))
    return Expect(frozenset({"not-warc"}))


def _gzip_of_something_else(path: Path) -> Expect:
    path.write_bytes(gzip_member(b"<html>not a warc at all</html>\n" * 1000) + gzip_member(b"") + b"\x1f\x8b\x08\x00junk")
    return Expect(frozenset({"bad-warc-header"}))


def _decompression_bombs(path: Path) -> Expect:
    # a 48 MiB record block of zeros (about 50 KB compressed) and an HTML payload whose gzip
    # Content-Encoding inflates to 40 MiB: both over the 20 MiB cap, skipped without being held
    zeros = bytes(1 << 20)
    block_bomb = gzip_member_streamed(
        [b"WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: https://h.test/zeros\r\n"
         b"Content-Type: application/http; msgtype=response\r\nContent-Length: " + str((48 << 20) + 44).encode() + b"\r\n\r\n"
         b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n"] + [zeros] * 48 + [b"\r\n\r\n"])
    encoded = gzip_member_streamed([b"<html><body>"] + [b" " * (1 << 20)] * 40)
    http = http_response_bytes(encoded, 200, [("Content-Type", "text/html"), ("Content-Encoding", "gzip")])
    path.write_bytes(block_bomb + members(response("https://h.test/bomb", b"", http=http), response("https://h.test/ok", GOOD)))
    return Expect(documents=True)


def _broken_encodings(path: Path) -> Expect:
    gz = gzip_member(page("Gz", 30))
    cases = [
        [("Content-Encoding", "gzip")], [("Content-Encoding", "br")], [("Content-Encoding", "deflate")],
        [("Content-Encoding", "gzip, br, deflate, zstd, x-unknown")], [("Transfer-Encoding", "chunked")],
    ]
    records = [response(f"https://h.test/enc{i}", b"", http=http_response_bytes(gz[:20] + noise(500, i), 200,
                                                                              [("Content-Type", "text/html"), *h]))
               for i, h in enumerate(cases)]
    bad_chunks = b"ffffffffffffffffffff\r\n<html>" + b"zz\r\nxx\r\n0\r\n\r\n"
    records.append(response("https://h.test/chunks", b"", http=http_response_bytes(
        bad_chunks, 200, [("Content-Type", "text/html"), ("Transfer-Encoding", "chunked")])))
    records.append(response("https://h.test/chunked-ok", b"", http=http_response_bytes(
        chunked(GOOD), 200, [("Content-Type", "text/html"), ("Transfer-Encoding", "chunked")])))
    path.write_bytes(members(*records))
    return Expect(documents=True)


def _http_garbage(path: Path) -> Expect:
    messages = [b"HTTP/1.1 abc Weird\r\nContent-Type: text/html\r\n\r\n" + GOOD, b"\r\n\r\n" + GOOD, GOOD,
                b"HTTP/1.1 200\r\nno colon here\r\n: empty name\r\nContent-Type\r\n\r\n" + GOOD,
                b"HTTP/1.1 200 OK\r\n" + b"".join(b"X-%d: v\r\n" % i for i in range(60_000)) + b"\r\n" + GOOD,
                b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=" + b"x" * 5000 + b"\r\n\r\n" + GOOD,
                b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-7\r\n\r\n" + GOOD,
                b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-16\r\n\r\n" + GOOD,
                b"HTTP/1.1 200 OK\r\nContent-Type: text/html\xff\xfe; charset=\x00\r\n\r\n" + GOOD]
    path.write_bytes(members(*(response(f"https://h.test/http{i}", b"", http=m) for i, m in enumerate(messages))))
    return Expect(documents=True)


def _http_quirks(path: Path) -> Expect:
    zstd = zstandard.ZstdCompressor().compress
    html = [("Content-Type", "text/html")]
    messages = [
        http_response_bytes(zstd(b"<html><body>" + b" " * (40 << 20)), 200, [*html, ("Content-Encoding", "zstd")]),  # a bomb
        http_response_bytes(zstd(GOOD)[:10] + noise(300, 9), 200, [*html, ("Content-Encoding", "zstd")]),
        http_response_bytes(zstd(GOOD), 200, [*html, ("Content-Encoding", "zstd")]),
        http_response_bytes(chunked(gzip_encoded(GOOD), 64), 200, [*html, ("Transfer-Encoding", "gzip, chunked")]),
        http_response_bytes(GOOD, 200, [*html, ("X-Crawler-Content-Encoding", "gzip"), ("X-Crawler-Transfer-Encoding", "chunked")]),
        b"HTTP/1.1 2000 OK\r\nContent-Type: text/html\r\n\r\n" + GOOD,
        b"HTTP/1.1\r\nContent-Type: text/html\r\n\r\n" + GOOD,
        b"http/1.1 200\r\nContent-Type: text/html\r\n\r\n" + GOOD,
        b"HTTP/1.1 999 Request denied\r\nContent-Type: text/html\r\n\r\n" + GOOD,
        GOOD,  # HTTP/0.9
        http_response_bytes(GOOD, 200, [("Content-Type", "text/plain"), ("Content-Type", "text/html; charset=utf-8")]),
    ]
    records = [response(f"https://h.test/q{i}", b"", http=m, version=b"WARC/1.0 ") for i, m in enumerate(messages)]
    path.write_bytes(members(*records))
    return Expect(frozenset({"bad-http-header", "bad-content-encoding"}), documents=True)


def _odd_but_valid_records(path: Path) -> Expect:
    records = [response("<https://h.test/angle>", GOOD, version=b"WARC/1.1"),
               raw_record([("warc-type", "response"), ("warc-target-uri", "https://h.test/lower")],
                          http_response_bytes(GOOD, 200, [("Content-Type", "text/html")])),
               response("https://h.test/dup", GOOD, extra=[("Content-Length", "5")]),
               response("https://h.test/notype", GOOD, record_type=""),
               response("https://h.test/res", GOOD, http=GOOD, record_type="resource"),
               raw_record([("WARC-Type", "response")], b"", version=b"WARC/9.9"),
               raw_record([("WARC-Type", "continuation"), ("WARC-Target-URI", "https://h.test/cont")], b"rest of it")]
    path.write_bytes(gzip_member(b"") + members(*records) + gzip_member(b"") + b"\x00" * 100)
    return Expect(documents=True)


def _several_records_in_one_member(path: Path) -> Expect:
    one = response("https://h.test/m1", GOOD) + response("https://h.test/m2", GOOD)
    bad = response("https://h.test/m3", GOOD, content_length=10**7) + response("https://h.test/m4", GOOD)
    path.write_bytes(members(response("https://h.test/a", GOOD)) + gzip_member(one) + gzip_member(bad)
                     + members(response("https://h.test/z", GOOD)))
    return Expect(frozenset({"bad-warc-header"}), documents=True)


def _junk_between_members(path: Path) -> Expect:
    path.write_bytes(members(response("https://h.test/a", GOOD)) + noise(5000, 1) + members(response("https://h.test/b", GOOD))
                     + b"\x1f\x8b\x08" + noise(800, 2) + members(response("https://h.test/c", GOOD)) + noise(64, 3))
    return Expect(frozenset({"bad-warc-header"}), documents=True)


def _plain_warc_named_gz(path: Path) -> Expect:
    path.write_bytes(response("https://h.test/a", GOOD) + response("https://h.test/b", GOOD))
    return Expect(documents=True)


def _plain_unusable_content_lengths(path: Path) -> Expect:
    bad = [b"-5", b"abc", b"99999999999999999999999999999999", b"", b"+12", b"1 2"]
    path.write_bytes(b"".join(response(f"https://h.test/pcl{i}", GOOD, content_length=v) for i, v in enumerate(bad))
                     + response("https://h.test/ok", GOOD))
    return Expect(frozenset({"bad-warc-header"}), documents=True)


def _malformed_warc_header_lines(path: Path) -> Expect:
    no_colon = raw_record([("WARC-Type", "response"), ("WARC-Target-URI", "https://h.test/nc")],
                          http_response_bytes(GOOD, 200, [("Content-Type", "text/html")]))
    no_colon = no_colon.replace(b"WARC-Type: response\r\n", b"WARC-Type: response\r\nthis line has no colon\r\n")
    latin = raw_record([("WARC-Type", "response"), ("WARC-Target-URI", b"https://h.test/caf\xe9"),
                        ("WARC-Record-ID", b"<urn:uuid:\xff\xfe\x00>"), ("X-Note", b"\x80\x81\xc3(")],
                       http_response_bytes(GOOD, 200, [("Content-Type", "text/html")]))
    nul_type = raw_record([("WARC-Type", b"resp\x00onse"), ("WARC-Target-URI", "https://h.test/nul")], GOOD)
    lf_only = raw_record([("WARC-Type", "response"), ("WARC-Target-URI", "https://h.test/lf")],
                         http_response_bytes(GOOD, 200, [("Content-Type", "text/html")]))
    head, block = lf_only.split(b"\r\n\r\n", 1)
    lf_only = head.replace(b"\r\n", b"\n") + b"\n\n" + block
    no_type = raw_record([("WARC-Target-URI", "https://h.test/untyped")], GOOD)
    path.write_bytes(members(no_colon, latin, nul_type, lf_only, no_type, response("https://h.test/ok", GOOD)))
    return Expect(documents=True)


def _text_encodings(path: Path) -> Expect:
    text = html_page("Gr\u00fc\u00dfe aus K\u00f6ln \u4e2d\u6587", 5)
    html_types = [("Content-Type", "text/html")]
    bodies = {
        "utf16le-bom": b"\xff\xfe" + text.encode("utf-16-le"), "utf16be-bom": b"\xfe\xff" + text.encode("utf-16-be"),
        "utf16le": text.encode("utf-16-le"), "utf16be": text.encode("utf-16-be"),
        "utf32le-bom": text.encode("utf-32"), "utf32be": text.encode("utf-32-be"),
        "cp1252-says-utf8": text.replace("\u4e2d\u6587", "").encode("cp1252"),
        "utf8-says-sjis": text.encode("utf-8"),
        "meta-lies": text.replace("<head>", '<head><meta charset="koi8-r">').encode("utf-8"),
    }
    charsets = {"cp1252-says-utf8": "utf-8", "utf8-says-sjis": "shift_jis", "utf16le": "utf-16"}
    records = [response(f"https://h.test/{name}", b"", http=http_response_bytes(
        body, 200, [("Content-Type", f"text/html; charset={charsets[name]}")] if name in charsets else html_types))
        for name, body in bodies.items()]
    path.write_bytes(members(*records))
    return Expect(documents=True)


def _http_headers_that_never_end(path: Path) -> Expect:
    endless = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n" + b"".join(b"X-%d: v\r\n" % i for i in range(2000))
    status_only = b"HTTP/1.1 200 OK"
    no_blank = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n" + GOOD
    path.write_bytes(members(*(response(f"https://h.test/endless{i}", b"", http=m) for i, m in
                               enumerate((endless, status_only, no_blank))), response("https://h.test/ok", GOOD)))
    return Expect(documents=True)


def _one_line_page(path: Path) -> Expect:
    # about 19 MB without a newline, under the 20 MiB cap: one paragraph of words
    line = b"<html><body><main><p>" + b"word " * 3_800_000 + b"</p></main></body></html>"
    path.write_bytes(members(response("https://h.test/one-line", line), response("https://h.test/ok", GOOD)))
    return Expect(documents=True)


def _many_tiny_records(path: Path) -> Expect:
    tiny = [raw_record([("WARC-Type", "metadata"), ("WARC-Record-ID", "<urn:uuid:same>")], b"x") for _ in range(3000)]
    same_id = [response(f"https://h.test/dup{i}", GOOD, extra=[("WARC-Record-ID", "<urn:uuid:same>")]) for i in range(3)]
    path.write_bytes(members(*tiny[:1500]) + b"".join(tiny[1500:]) + members(*same_id))
    return Expect(documents=True)


def _record_kinds_confused(path: Path) -> Expect:
    http_ok = http_response_bytes(GOOD, 200, [("Content-Type", "text/html")])
    records = [
        response("https://h.test/lower", GOOD, version=b"warc/1.0"),
        response("https://h.test/partial", b"", http=http_response_bytes(GOOD[:200], 206, [("Content-Type", "text/html")])),
        raw_record([("WARC-Type", "resource"), ("WARC-Target-URI", "https://h.test/res-http"), ("Content-Type", "text/html")],
                   http_ok),
        response("https://h.test/revisit", GOOD, record_type="revisit"),
        raw_record([("WARC-Type", "conversion"), ("WARC-Target-URI", "https://h.test/conv"), ("Content-Type", "text/html")], GOOD),
        raw_record([("WARC-Type", "response"), ("WARC-Target-URI", "https://h.test/seg"), ("WARC-Segment-Number", "2")], GOOD),
        response("https://h.test/truncated", GOOD[:300], extra=[("WARC-Truncated", "length")]),
        response("https://h.test/zstd-as-gzip", b"", http=http_response_bytes(
            zstandard.ZstdCompressor().compress(GOOD), 200, [("Content-Type", "text/html"), ("Content-Encoding", "gzip")])),
        response("https://h.test/noise-as-gzip", b"", http=http_response_bytes(
            noise(2000, 7), 200, [("Content-Type", "text/html"), ("Content-Encoding", "gzip")])),
    ]
    path.write_bytes(members(*records))
    return Expect(frozenset({"bad-content-encoding"}), documents=True)


def _frames_shadows_and_stray_codings(path: Path) -> Expect:
    """2026-12-02: shapes that lost their page without a word: a frameset page (its noframes the
    content; without one, skipped as frames-only), a web component's shadow root, chunks under no
    HTTP headers or framed by bare LFs, gzip named once over gzip in gzip."""
    framed = b"<html><head><title>F</title></head><frameset><frame src='/a.html'>%s</frameset></html>"
    shadow = (b"<html><body><x-story><template shadowrootmode='open'><article>" + GOOD
              + b"</article><slot></slot></template><p>Light words.</p></x-story></body></html>")
    pieces = [GOOD[i:i + 80] for i in range(0, len(GOOD), 80)]
    bare_lf_chunks = b"".join(b"%x\n%s\n" % (len(p), p) for p in pieces) + b"0\n\n"
    html = [("Content-Type", "text/html")]
    records = [
        response("https://h.test/frames", framed % b""),
        response("https://h.test/noframes", framed % (b"<noframes>" + GOOD + b"</noframes>")),
        response("https://h.test/shadow", shadow),
        raw_record([("WARC-Type", "resource"), ("WARC-Target-URI", "https://h.test/res-chunked"),
                    ("Content-Type", "text/html")], chunked(GOOD, 70)),
        response("https://h.test/lf-chunks", b"", http=http_response_bytes(bare_lf_chunks, 200, html)),
        response("https://h.test/gzip-twice", b"", http=http_response_bytes(
            gzip_encoded(gzip_encoded(GOOD)), 200, [*html, ("Content-Encoding", "gzip")])),
    ]
    path.write_bytes(members(*records))
    return Expect(documents=True)


def _wide_surrogates_and_double_chunks(path: Path) -> Expect:
    """Pages a reader once lost or garbled: UTF-16 and UTF-32 pages after a byte order mark holding
    a few unpaired surrogates (read as "binary", skipped as not-html), bodies chunked twice under
    a repeated `chunked` (the inner chunks' size lines in the text), and WARC-Dates before the
    year 1000 (a ValueError dead letter)."""
    records = []
    for codec, bom, lone in (("utf-16-le", b"\xff\xfe", b"\x00\xd8"), ("utf-16-be", b"\xfe\xff", b"\xdc\x00"),
                             ("utf-32-le", b"\xff\xfe\x00\x00", b"\x00\xd8\x00\x00")):
        held = html_page(f"Wide {codec}", 5).replace("<p>", "<p>x", 1).encode(codec)
        cut = held.index("x".encode(codec))
        body = bom + held[:cut] + lone * 3 + held[cut + len("x".encode(codec)):]
        records.append(response(f"https://h.test/{codec}", b"", http=http_response_bytes(body, 200, [("Content-Type", "text/html")])))
    for name, headers in (("two-headers", [("Transfer-Encoding", "chunked")] * 2),
                          ("one-header", [("Transfer-Encoding", "chunked, chunked")])):
        body = chunked(chunked(page(f"Chunked twice {name}"), 37), 50)
        records.append(response(f"https://h.test/{name}", b"", http=http_response_bytes(
            body, 200, [("Content-Type", "text/html; charset=utf-8"), *headers])))
    for year in ("0001", "0999"):  # a year before 1000 was a ValueError dead letter
        records.append(raw_record([("WARC-Type", "response"), ("WARC-Target-URI", f"https://h.test/{year}"),
                                   ("WARC-Record-ID", f"<urn:uuid:00000000-0000-0000-0000-00000000{year}>"),
                                   ("WARC-Date", f"{year}-01-02T03:04:05Z"),
                                   ("Content-Type", "application/http; msgtype=response")],
                                  http_response_bytes(page(f"Year {year}"), 200, [("Content-Type", "text/html")])))
    path.write_bytes(members(*records))
    titles = {"Year 0001", "Year 0999", "Wide utf-16-le", "Wide utf-16-be", "Wide utf-32-le",
              "Chunked twice two-headers", "Chunked twice one-header"}
    return Expect(documents=True, titles=frozenset(titles))


def _runaway_titles_and_mixed_encodings(path: Path) -> Expect:
    """2026-12-07: pages a reader once lost or garbled: a `<title>` never closed (the page its text:
    no-content), UTF-8 mixed with windows-1252, Shift_JIS or windows-1251 paragraphs under a UTF-8
    label (a U+FFFD a byte; mostly legacy: not-html, garbled), and a body chunked twice under no
    Transfer-Encoding header or under one `chunked` (the inner size lines in the title)."""
    html = [("Content-Type", "text/html; charset=utf-8")]
    records = [
        response("https://h.test/runaway", page("Runaway title").replace(b"</title>", b"")),
        response("https://h.test/runaway-in-body", page("Runaway second").replace(b"<body>", b"<body><title>Runaway")),
    ]
    paragraphs = {"windows-1252": "L'été à Montréal, ça coûte très cher: « déjà » – naïveté.",
                  "shift_jis": "日本語の段落です。これは読者が読むべき本文のテキストです。",
                  "windows-1251": "Это русский текст абзаца, который читатель должен увидеть."}
    for legacy, paragraph in paragraphs.items():
        parts = [paragraph.encode("utf-8" if i % 4 == 0 else legacy) for i in range(8)]
        body = (f"<html><head><title>Mixed {legacy}</title></head><body><p>".encode()
                + b"</p><p>".join(parts) + b"</p></body></html>")
        records.append(response(f"https://h.test/mixed-{legacy}", body))
    for name, headers in (("no-header", html), ("one-chunked", [*html, ("Transfer-Encoding", "chunked")])):
        body = chunked(chunked(chunked(page(f"Chunked thrice {name}"), 37), 50), 61)
        records.append(response(f"https://h.test/{name}", b"", http=http_response_bytes(body, 200, headers)))
    path.write_bytes(members(*records))
    titles = {"Runaway title", "Runaway second", "Mixed windows-1252", "Mixed shift_jis", "Mixed windows-1251",
              "Chunked thrice no-header", "Chunked thrice one-chunked"}
    return Expect(documents=True, titles=frozenset(titles))


def _whole_file_gzip_with_bad_records(path: Path) -> Expect:
    """2026-12-03: `gzip file.warc` of a WARC with bad records (no usable Content-Length, junk,
    an over-long Content-Length): every record after the first bad one was lost."""
    plain = (response("https://h.test/w1", GOOD) + response("https://h.test/w-neg", GOOD, content_length=b"-1")
             + response("https://h.test/w2", GOOD) + noise(700, 4) + b"\r\n" + response("https://h.test/w3", GOOD)
             + response("https://h.test/w-long", GOOD, content_length=len(GOOD) + 10**6) + response("https://h.test/w4", GOOD))
    path.write_bytes(gzip_member(plain))
    return Expect(frozenset({"bad-warc-header"}), documents=True)


# --- a crawled .warc.gz as a payload, stored as it is (split reads: tests of warc and transforms) ---

def _heads_between_heads(path: Path) -> Expect:
    # blank lines of spaces and tabs between heads; heads naming no type before a status line (a
    # proxy's tunnel head, a server's framed body quoting an exchange); a record whose closing CRLFs
    # are garbage; the last record's block shorter than its Content-Length (2026-12-06)
    answer = http_response_bytes(GOOD, 200, [("Content-Type", "text/html")])
    messages = [b"HTTP/1.1 100 Continue\r\n\r\n \t\r\n  \r\n" + answer,
                b"HTTP/1.1 200 Connection established\r\n\r\n\t\r\n" + answer,
                b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n" % len(answer) + answer,
                b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + chunked(answer),
                b"HTTP/1.1 100 Continue\r\n\r\n" + b" \r\n" * 600_000 + answer]
    records = [response(f"https://h.test/heads{i}", b"", http=m) for i, m in enumerate(messages)]
    records.append(response("https://h.test/garbage-end", GOOD)[:-4] + b"not two CRLFs\r\n")
    records.append(response("https://h.test/short", GOOD, content_length=len(GOOD) + 500)[:-4])
    path.write_bytes(members(*records[:5]) + b"".join(records[5:]))
    return Expect(frozenset({"bad-http-header", "bad-warc-header", "truncated"}), documents=True)


def _leads_before_records(path: Path) -> Expect:
    # a UTF-8 byte order mark before the first record and between two; NULs, blanks or a byte
    # order mark before `WARC/` at a gzip member's start; a plain record after a bare CR (each
    # record was lost in a dead letter, 2026-12-06)
    def titled(name: str) -> bytes:
        return response(f"https://h.test/{name}", page(f"Lead {name}"))
    bom = b"\xef\xbb\xbf"
    path.write_bytes(bom + titled("first") + bom + titled("second") + b"stray\r" + titled("after-cr")
                     + gzip_member(b"\x00\x00\r\n" + titled("nuls")) + gzip_member(bom + titled("marked"))
                     + gzip_member(b" \t " + titled("blanks")))
    return Expect(frozenset({"bad-warc-header"}), documents=True,
                  titles=frozenset(f"Lead {name}" for name in ("first", "second", "after-cr", "nuls", "marked", "blanks")))


def inner_members(pages: int) -> list[bytes]:
    """The gzip members of a crawled .warc.gz of `pages` pages of another site."""
    return [gzip_member(response(f"https://inner.example/{n}", page(f"Inner page {n}"))) for n in range(pages)]


def warc_holding_a_warc(pages: int) -> tuple[bytes, list[str]]:
    """A per-record gzip WARC of three pages whose middle record is a crawled .warc.gz of `pages`
    pages of another site, its member stored (deflate at level 0, as a writer does that does not
    compress a compressed payload again: the inner gzip members are in the file as they are); the
    outer URLs."""
    http = http_response_bytes(b"".join(inner_members(pages)), 200, [("Content-Type", "application/warc")])
    urls = ["https://outer.example/a", "https://outer.example/crawl.warc.gz", "https://outer.example/b"]
    members = [gzip_member(response(urls[0], GOOD)),
               zlib.compress(response(urls[1], b"", http=http), 0, wbits=31),
               gzip_member(response(urls[2], GOOD))]
    return b"".join(members), urls


def long_inner_members(pages: int, size: int = 90_000) -> list[bytes]:
    """The gzip members of a crawled .warc.gz of `pages` hardly compressible pages (each member
    about half `size`): members that, stored verbatim, span deflate's 64 KiB stored blocks."""
    return [gzip_member(response(f"https://inner.example/long/{n}", page(f"Inner page {n}") + b"<!--"
                                 + noise(size // 2, n).hex().encode() + b"-->")) for n in range(pages)]


def warc_holding_a_long_warc(pages: int, level: int = 0) -> tuple[bytes, list[str]]:
    """A per-record gzip WARC of four pages (hardly compressible, 100 KB each) whose third record is
    a crawled .warc.gz of `pages` long pages (`long_inner_members`: with 28, its member is over
    1.1 MiB, longer than `split_reads.MAX_MEMBER_LOOKBACK`), compressed again at `level` (0 stores it,
    6 finds it incompressible and stores it too, in smaller blocks); the outer URLs."""
    http = http_response_bytes(b"".join(long_inner_members(pages)), 200, [("Content-Type", "application/warc")])
    urls = [f"https://outer.example/{name}" for name in ("a", "b", "crawl.warc.gz", "c")]

    def outer(n: int) -> bytes:
        return gzip_member(response(urls[n], page(f"Outer {n}") + b"<!--" + noise(50_000, 100 + n).hex().encode() + b"-->"))

    members = [outer(0), outer(1), zlib.compress(response(urls[2], b"", http=http), level, wbits=31), outer(3)]
    return b"".join(members), urls


# --- byte order marks and framing shapes of real writers (2026-12-07) -----------------------------

def gzip_member_with_fields(data: bytes, *, extra: bytes | None = None, name: bytes | None = None,
                            comment: bytes | None = None, header_crc: bool = False) -> bytes:
    """A gzip member (RFC 1952) whose header carries the optional fields: FEXTRA, FNAME, FCOMMENT,
    FHCRC (the header's CRC16)."""
    flags, fields = 0, b""
    if extra is not None:
        flags, fields = flags | 4, fields + struct.pack("<H", len(extra)) + extra
    if name is not None:
        flags, fields = flags | 8, fields + name + b"\0"
    if comment is not None:
        flags, fields = flags | 16, fields + comment + b"\0"
    header = b"\x1f\x8b\x08" + bytes([flags | (2 if header_crc else 0)]) + bytes(4) + b"\x00\xff" + fields
    if header_crc:
        header += struct.pack("<H", zlib.crc32(header) & 0xFFFF)
    deflater = zlib.compressobj(6, zlib.DEFLATED, -15)
    return header + deflater.compress(data) + deflater.flush() + struct.pack("<II", zlib.crc32(data), len(data) & 0xFFFFFFFF)


def bgzf(data: bytes, block: int = 20_000) -> bytes:
    """`data` as a BGZF file (bgzip, SAM/BAM's blocked gzip): members of at most `block` input
    bytes cut anywhere, each with a `BC` extra field giving its size, then the empty end block."""
    out = b""
    for start in range(0, len(data), block):
        piece = data[start:start + block]
        deflater = zlib.compressobj(6, zlib.DEFLATED, -15)
        body = deflater.compress(piece) + deflater.flush()
        out += (b"\x1f\x8b\x08\x04" + bytes(4) + b"\x00\xff" + struct.pack("<HccHH", 6, b"B", b"C", 2, len(body) + 25)
                + body + struct.pack("<II", zlib.crc32(piece), len(piece)))
    return out + bytes.fromhex("1f8b08040000000000ff0600424302001b0003000000000000000000")


def _marks_before_members(path: Path) -> Expect:
    # a UTF-8 byte order mark before the first member (a 3-byte dead letter), a mark the 64 KiB
    # buffer's end cuts after that much padding at a member's start, UTF-16 marks at a member's
    # start, between records of a whole-file gzip and before a plain record past junk (each record
    # after one was lost in a dead letter, 2026-12-07)
    def titled(name: str) -> bytes:
        return response(f"https://h.test/{name}", page(f"Mark {name}"))
    bom, utf16 = b"\xef\xbb\xbf", b"\xff\xfe"
    path.write_bytes(bom + gzip_member(titled("first")) + gzip_member(b" " * 65535 + bom + titled("cut"))
                     + gzip_member(utf16 + titled("utf16")) + gzip_member(titled("whole") + bom + titled("whole-bom")
                                                                         + b"\xfe\xff" + titled("whole-utf16"))
                     + b"junk junk" + bom + titled("after-junk"))
    return Expect(frozenset({"bad-warc-header"}), documents=True, titles=frozenset(
        f"Mark {name}" for name in ("first", "cut", "utf16", "whole", "whole-bom", "whole-utf16", "after-junk")))


def _framing_shapes(path: Path) -> Expect:
    # what real writers put around records: gzip header fields (FEXTRA, FNAME, FCOMMENT, FHCRC), a
    # record ID twice, Content-Lengths with a sign, leading zeros or a comment, one running into the
    # next member, a folded WARC header line, WARC/0.17 and WARC/1.1 and "WARC/1.0 " lines, HTTP/2
    # and HTTP/0.9 answers, a revisit with a payload, a segment and its continuation, a head framing
    # no body but describing one before a quoted exchange
    def titled(name: str, **kwargs) -> bytes:
        return response(f"https://h.test/{name}", page(f"Frame {name}"), **kwargs)
    def length(name: str) -> int:
        return len(http_response_bytes(page(f"Frame {name}"), 200, [("Content-Type", "text/html; charset=utf-8")]))
    folded = raw_record([("WARC-Type", "response"), ("WARC-Target-URI", "https://h.test/folded"),
                         ("Content-Type", b"application/http;\r\n msgtype=response")],
                        http_response_bytes(page("Frame folded"), 200, [("Content-Type", "text/html")]))
    revisit = raw_record([("WARC-Type", "revisit"), ("WARC-Target-URI", "https://h.test/revisit"),
                          ("WARC-Profile", "http://netpreserve.org/warc/1.1/revisit/server-not-modified")],
                         http_response_bytes(page("Frame revisit"), 200, [("Content-Type", "text/html")]))
    whole = http_response_bytes(page("Frame segmented", 20), 200, [("Content-Type", "text/html")])
    first = raw_record([("WARC-Type", "response"), ("WARC-Target-URI", "https://h.test/segmented"),
                        ("WARC-Record-ID", "<urn:uuid:seg-1>"), ("WARC-Segment-Number", "1")], whole[:len(whole) // 2])
    rest = raw_record([("WARC-Type", "continuation"), ("WARC-Target-URI", "https://h.test/segmented"),
                       ("WARC-Segment-Origin-ID", "<urn:uuid:seg-1>"), ("WARC-Segment-Number", "2"),
                       ("WARC-Segment-Total-Length", str(len(whole)))], whole[len(whole) // 2:])
    quoting = (b"HTTP/1.1 200 OK\r\nLast-Modified: Mon, 01 Jan 2024 00:00:00 GMT\r\n\r\n"
               + http_response_bytes(GOOD, 404, [("Content-Type", "text/html")]))
    records = [
        gzip_member_with_fields(titled("extra"), extra=b"XY\x02\x00hi"),
        gzip_member_with_fields(titled("named"), name=b"named.warc", comment=b"written by hand", header_crc=True),
        members(titled("twice"), titled("twice")),
        members(titled("sign", content_length=b"+%d" % length("sign")), titled("zeros", content_length=b"000%d" % length("zeros")),
                titled("comment", content_length=b"%d ; bytes" % length("comment")),
                titled("overshoot", content_length=length("overshoot") + 300), titled("after-overshoot")),
        members(folded, titled("v017", version=b"WARC/0.17"), titled("v11", version=b"WARC/1.1"),
                titled("v10-space", version=b"WARC/1.0 ")),
        members(response("https://h.test/http2", b"", http=b"HTTP/2 200\r\ncontent-type: text/html\r\n\r\n" + page("Frame http2")),
                response("https://h.test/http09", b"", http=page("Frame http09")), revisit, first, rest,
                response("https://h.test/quoting", b"", http=quoting)),
    ]
    path.write_bytes(b"".join(records))
    return Expect(frozenset({"bad-warc-header"}), documents=True, titles=frozenset(f"Frame {name}" for name in (
        "extra", "named", "twice", "zeros", "after-overshoot", "folded", "v017", "v11", "v10-space", "http2",
        "http09", "segmented")))


def _bgzf(path: Path) -> Expect:
    # a WARC compressed with bgzip (gzip members cut every 20,000 bytes, records straddling them)
    records = b"".join(response(f"https://h.test/bgzf{i}", page(f"Blocked {i}", 30)) for i in range(6))
    path.write_bytes(bgzf(records))
    return Expect(documents=True, titles=frozenset(f"Blocked {i}" for i in range(6)))


def _only_a_warcinfo(path: Path) -> Expect:
    path.write_bytes(warc_bytes([warcinfo_record(path.name)]))
    return Expect()


def _utf16_text(path: Path) -> Expect:
    # a WARC saved as UTF-16 text (an editor's "Unicode"): named as such, not read
    path.write_bytes(response("https://h.test/utf16", GOOD).decode("latin-1").encode("utf-16"))
    return Expect(frozenset({"not-warc"}))


def zstd_warc(records: list[bytes], *, dictionary: bytes | None = None, compressed_dictionary: bool = True) -> bytes:
    """A .warc.zst (IIPC's WARC zstd format): each record in its own zstd frame (with a content
    checksum), after a dictionary frame (skippable, 0x184D2A5D) when `dictionary` is given; the
    frames are compressed with it."""
    options = {"level": 3, "write_checksum": True}
    head = b""
    if dictionary is not None:
        options["dict_data"] = zstandard.ZstdCompressionDict(dictionary)
        content = zstandard.ZstdCompressor().compress(dictionary) if compressed_dictionary else dictionary
        head = struct.pack("<II", 0x184D2A5D, len(content)) + content
    compressor = zstandard.ZstdCompressor(**options)
    return head + b"".join(compressor.compress(record) for record in records)


def trained_dictionary(records: list[bytes]) -> bytes:
    return zstandard.train_dictionary(4096, records * 20).as_bytes()


def _zstd_records(path: Path) -> Expect:
    # a .warc.zst with a (compressed) dictionary, a frame whose content is damaged, an extension
    # (skippable) frame between frames, and a last frame the file's end cuts: it was one not-warc
    # dead letter naming zstd, every record lost (2026-12-07)
    records = [response(f"https://h.test/zst{i}", page(f"Zstd {i}")) for i in range(5)]
    dictionary = trained_dictionary(records)
    whole = zstd_warc(records, dictionary=dictionary)
    head_length = 8 + int.from_bytes(whole[4:8], "little")
    compressor = zstandard.ZstdCompressor(level=3, write_checksum=True, dict_data=zstandard.ZstdCompressionDict(dictionary))
    frames = [compressor.compress(record) for record in records]
    damaged = bytearray(frames[2])
    damaged[len(damaged) // 2:len(damaged) // 2 + 6] = b"\xff" * 6
    extension = struct.pack("<II", 0x184D2A50, 6) + b"extra!"
    path.write_bytes(whole[:head_length] + frames[0] + extension + frames[1] + bytes(damaged) + frames[3]
                     + frames[4][:-20])
    return Expect(frozenset({"corrupt-zstd", "truncated"}), documents=True,
                  titles=frozenset({"Zstd 0", "Zstd 1", "Zstd 3"}))


def _zstd_bomb(path: Path) -> Expect:
    # a .warc.zst frame decompressing to 256 MiB (a page of zeros past the size cap), a record with
    # junk after it in one frame, then a page: decompressed a block at a time, memory bounded
    http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n"
    size = 256 << 20
    head = (b"WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: https://h.test/zbomb\r\n"
            b"Content-Length: %d\r\n\r\n" % (len(http) + size))
    stream = zstandard.ZstdCompressor(level=1).compressobj()
    bomb = stream.compress(head + http) + b"".join(stream.compress(bytes(1 << 24)) for _ in range(size >> 24))
    bomb += stream.compress(b"\r\n\r\n") + stream.flush()
    path.write_bytes(bomb + zstd_warc([response("https://h.test/junk", page("Zstd junk")) + b"junk " * 1000,
                                       response("https://h.test/after", page("Zstd after"))]))
    return Expect(frozenset({"bad-warc-header"}), documents=True, titles=frozenset({"Zstd after"}))


def _gzip_trailer_cut(path: Path) -> Expect:
    # a per-record .warc.gz whose copy the file's end cut inside the last member's 8-byte trailer:
    # the last record is whole, only its CRC is missing; it was a truncated dead letter (2026-12-07)
    data = members(response("https://h.test/trailer0", page("Trailer 0")), response("https://h.test/trailer1", page("Trailer 1")))
    path.write_bytes(data[:-5])
    return Expect(documents=True, titles=frozenset({"Trailer 0", "Trailer 1"}))


def _foreign_and_raw_text_left_open(path: Path) -> Expect:
    """2026-12-07: pages whose whole content a browser hides in one element or comment left open
    and libxml2 hid too: an svg icon left open before the story (a browser ends the svg at the
    story's first block; libxml2 kept the story inside the svg, which the cleaner drops), a paragraph
    after an svg's `</foreignObject>`, and a `<script>`, `<style>`, `<textarea>` or `<!--` never
    closed before the page's markup (each was no-content)."""
    def opened(title: str, before_body: str, in_body: str) -> bytes:
        return page(title).replace(b"</head>", before_body.encode() + b"</head>").replace(
            b"<body>", b"<body>" + in_body.encode())
    records = [
        response("https://h.test/open-svg", opened("Svg left open", "", "<a href='/'><svg viewBox='0 0 9 9'><path d='M0 0h9v9z'>")),
        response("https://h.test/after-foreign-object", page("After foreignObject").replace(
            b"<body>", b"<body><svg><foreignObject><span>icon</span></foreignObject>").replace(b"</body>", b"</svg></body>")),
        response("https://h.test/open-script", opened("Script left open", "<script>var tracking = 1;", "")),
        response("https://h.test/open-style", opened("Style left open", "<style>p { margin: 0 }", "")),
        response("https://h.test/open-textarea", opened("Textarea left open", "", "<form><textarea name=q></form>")),
        response("https://h.test/open-comment", opened("Comment left open", "", "<!-- header start ")),
    ]
    path.write_bytes(members(*records))
    titles = {"Svg left open", "After foreignObject", "Script left open", "Style left open", "Textarea left open",
              "Comment left open"}
    return Expect(documents=True, titles=frozenset(titles))


def _zstd_first_frame_damaged(path: Path) -> Expect:
    # 2026-12-07 (found by fuzz_warc): a .warc.zst whose first frame does not decompress to `WARC/`
    # was taken for a zstd file of something else, one not-warc dead letter over the whole file
    records = [response(f"https://h.test/zfirst{i}", page(f"Zstd first {i}")) for i in range(3)]
    compressor = zstandard.ZstdCompressor(level=3, write_checksum=True)
    frames = [compressor.compress(record) for record in records]
    first = bytearray(frames[0])
    first[4] ^= 0x40  # the frame header's content size field
    path.write_bytes(bytes(first) + b"".join(frames[1:]))
    return Expect(frozenset({"corrupt-zstd"}), documents=True, titles=frozenset({"Zstd first 1", "Zstd first 2"}))


def _common_crawl_wet(path: Path) -> Expect:
    # 2026-12-07: a Common Crawl WET file given by mistake (conversion records: text, no HTML): read,
    # every record skipped as not-response, no dead letter, named once in a warning
    info = raw_record([("WARC-Type", "warcinfo"), ("WARC-Filename", "CC-MAIN-20240101-00000.warc.wet.gz"),
                       ("Content-Type", "application/warc-fields")], b"isPartOf: CC-MAIN-2024-10\r\n")
    conversions = [raw_record([("WARC-Type", "conversion"), ("WARC-Target-URI", f"https://h.test/wet{i}"),
                               ("Content-Type", "text/plain")], b"Text of page %d\n" % i) for i in range(20)]
    path.write_bytes(members(info, *conversions))
    return Expect()


def _links_nested_in_links(path: Path) -> Expect:
    """2026-12-07: links nested in links through a span (libxml2 keeps `<a><span><a>` nested, a
    browser's tree builder closes each link at the next), 900 of them over 50,000 empty elements
    before the story: every link's label was read to the end of the page by each link rule, 51 s
    of CPU for a 0.37 MB page (a timeout dead letter); a label is read within a few elements now."""
    def nested(title: str, link: str) -> bytes:
        return page(title).replace(b"<body>", b"<body>" + link.encode() * 900 + b"<i></i>" * 50_000)
    records = [
        response("https://h.test/links-in-links", nested("Links in links", "<a href='#top'><span>")),
        response("https://h.test/zoom-links-in-links", nested("Zoom links in links", "<a href='x.jpg'><span>Zoom ")),
    ]
    path.write_bytes(members(*records))
    return Expect(documents=True, titles=frozenset({"Links in links", "Zoom links in links"}))


def _seven_bit_and_ebcdic_pages(path: Path) -> Expect:
    """2026-12-07: pages in encodings whose bytes a reader took for another one, each a Document
    of its escapes or junk kept silently: ISO-2022-JP unlabelled and labelled UTF-8 (7-bit bytes,
    valid UTF-8: "$BF|K\\8l" for 日本語), UTF-7 labelled by the header ("caf+AOk-"), EBCDIC (IBM037
    unlabelled, IBM500 labelled: a mainframe's page read as windows-1252 junk)."""
    def labelled(charset: str | None, body: bytes) -> bytes:
        content_type = "text/html" + (f"; charset={charset}" if charset else "")
        return http_response_bytes(body, 200, [("Content-Type", content_type)])
    jis, utf7, ebcdic = "日本語の頁 JIS", "Café crème en UTF-7", "Mainframe page in EBCDIC"
    records = [
        response("https://h.test/jis", b"", http=labelled(None, html_page(jis).encode("iso2022_jp"))),
        response("https://h.test/jis-said-utf8", b"", http=labelled("utf-8", html_page(jis + " again").encode("iso2022_jp"))),
        response("https://h.test/utf7", b"", http=labelled("utf-7", html_page(utf7).encode("utf-7"))),
        response("https://h.test/ebcdic", b"", http=labelled(None, html_page(ebcdic).encode("cp037"))),
        response("https://h.test/ebcdic-500", b"", http=labelled("ibm500", html_page(ebcdic + " 500").encode("cp500"))),
    ]
    path.write_bytes(members(*records))
    return Expect(documents=True, titles=frozenset({jis, jis + " again", utf7, ebcdic, ebcdic + " 500"}))


def _common_crawl_captures(path: Path) -> Expect:
    """2026-12-07 (reader56): a crawl's WARC/1.1 .warc.gz as Common Crawl writes it (tests/
    common_crawl_warcs.py): a warcinfo, then request, response and metadata records per capture,
    payloads cut at 1 MiB (WARC-Truncated: length) inside a coding or a chunk, codings kept or already
    undone, HTTP/2 status lines, revisits; every page a Document, its `truncated` in the row."""
    from common_crawl_warcs import crawl_warc

    path.write_bytes(crawl_warc(version="1.1"))
    return Expect(documents=True, titles=frozenset({"A long story cut", "Second version", "Brotli cut", "Chunked gzip cut"}))


def _plain_header_framings(path: Path) -> Expect:
    """2026-12-07 (mend57): plain records whose WARC headers the reader frames as warcio reads them and
    the watch's walk of a plain WARC misread until then (its Content-Length had a regex of its own):
    a Content-Length folded onto the next line, LF lines ended by a CRLF, a no-break space after the
    value, a line of blanks after it, a header of 100 KiB (each read: a Document), and a line of blanks
    before it (no header past it: `bad-warc-header`, the records after it read)."""
    def titled(name: str, extra: list | None = None) -> bytes:
        return response(f"https://f.test/{name}", page(f"Framing {name}"), extra=extra)

    def header_of(record: bytes) -> tuple[bytes, bytes]:
        end = record.index(b"\r\n\r\n")
        return record[:end], record[end + 4:]

    def reframed(name: str, change) -> bytes:
        head, rest = header_of(titled(name))
        return change(head, rest)

    def length_line(head: bytes) -> bytes:
        return head[head.rindex(b"\r\nContent-Length: ") + 2:]

    records = [
        reframed("folded", lambda head, rest: head.replace(b"Content-Length: ", b"Content-Length:\r\n ") + b"\r\n\r\n" + rest),
        reframed("lf-lines", lambda head, rest: head.replace(b"\r\n", b"\n") + b"\n\r\n" + rest),
        reframed("no-break-space", lambda head, rest: head + "\u00a0".encode() + b"\r\n\r\n" + rest),
        reframed("blanks-after", lambda head, rest: head + b"\r\n \t\r\n\r\n" + rest),
        titled("long-header", [("X-Pad", "p" * 1000)] * 100),
        reframed("blanks-before", lambda head, rest: head.replace(length_line(head), b"  \r\n" + length_line(head))
                 + b"\r\n\r\n" + rest),
        titled("after-them"),
    ]
    path.write_bytes(b"".join(records))
    return Expect(frozenset({"bad-warc-header"}), documents=True, titles=frozenset(
        f"Framing {name}" for name in ("folded", "lf-lines", "no-break-space", "blanks-after", "long-header", "after-them")))


def _refuted_labels_and_runaway_metadata(path: Path) -> Expect:
    """2026-12-07 (hostile57): pages whose label their own bytes refute, each a Document of
    mojibake kept silently: KOI8-R under a windows-1251 header, Shift_JIS under an EUC-JP header,
    GBK under a Big5 meta; and a `<title>` and og:description of a megabyte, each whole in the
    row (now capped, `document.METADATA_MAX_CHARS`, the cut marked)."""
    from beam_extract.document import METADATA_MAX_CHARS, capped

    def labelled(charset: str | None, body: bytes) -> bytes:
        content_type = "text/html" + (f"; charset={charset}" if charset else "")
        return http_response_bytes(body, 200, [("Content-Type", content_type)])

    russian = ("Это русский текст абзаца, который читатель должен увидеть целиком. Москва и Петербург - "
               "большие города России, и в них живут миллионы людей. ") * 3
    japanese = "日本語のテキストです。今日は良い天気ですね。東京と大阪は大きな都市で、多くの人が住んでいます。" * 3
    chinese = "这是一段中文文字，读者应该看到完整的段落。北京和上海是大城市。我们在这里生活了很多年，他说这个地方很好。" * 3
    titles = {"ru": "Русская страница в KOI8-R", "ja": "日本語の頁 Shift_JIS", "zh": "中文页面 GBK"}
    runaway = "Runaway title words " * 50_000
    runaway_page = (f'<html><head><title>{runaway}</title><meta name="description" content="{runaway}"></head>'
                    f"<body>{html_page('Runaway body', 4)}</body></html>")
    records = [
        response("https://h.test/koi8", b"", http=labelled("windows-1251", html_page(
            titles["ru"], 2, f"<p>{russian}</p>").encode("koi8_r"))),
        response("https://h.test/sjis", b"", http=labelled("euc-jp", html_page(
            titles["ja"], 2, f"<p>{japanese}</p>").encode("cp932"))),
        response("https://h.test/gbk", b"", http=labelled(None, html_page(
            titles["zh"], 2, f"<p>{chinese}</p>", charset="big5").encode("gbk"))),
        response("https://h.test/runaway", b"", http=labelled("utf-8", runaway_page.encode())),
    ]
    path.write_bytes(members(*records))
    return Expect(documents=True, titles=frozenset({*titles.values(), capped(runaway.strip(), METADATA_MAX_CHARS)}))


def _controls_in_target_uris(path: Path) -> Expect:
    """2026-12-07 (hostile58): WARC-Target-URIs holding NUL, ESC, CR, a bidi override, U+2028, C1
    controls and an encoded surrogate reached the row's url as read (the Document's url dropped
    some of them): every URL field is now written by `urls.output_url` (the pipeline test checks
    every row and dead letter), a Document each, and a record that fails is a dead letter."""
    uris = [
        "https://h.test/nul\x00esc\x1b[2J\u202eevil\u2028".encode(),
        b"https://h.test/cr\rx\x85y\x9b",
        b"https://h.test/cesu\xed\xa0\x80\xed\xb0\x80/\x00",
        "\u2066https://h.test/isolate\u2069\x7f".encode(),
    ]
    records = [response(uri, b"", http=http_response_bytes(html_page(f"Target URI {i}", 3).encode(), 200, [
        ("Content-Type", "text/html; charset=utf-8")])) for i, uri in enumerate(uris)]
    records.append(response(b"https://h.test/over\x00long\x1b]0;t\x07", GOOD, content_length=len(GOOD) + 5000))
    path.write_bytes(members(*records))
    return Expect(frozenset({"bad-warc-header"}), documents=True,
                  titles=frozenset(f"Target URI {i}" for i in range(len(uris))))


def _flipped(data: bytes, at: int, length: int = 16) -> bytes:
    """`data` with `length` bytes from `at` on inverted in part (XOR 0x5A): a stream damaged in its middle."""
    return data[:at] + bytes(b ^ 0x5A for b in data[at:at + length]) + data[at + length:]


def _cut_codings_and_long_uris(path: Path) -> Expect:
    """2026-12-07 (hostile59): what a crawl holds after a dropped connection or a careless writer:
    bodies cut inside their chunks or their brotli stream (a Document of the part that decoded, its
    row's `truncated` "coding-cut"),
    brotli, zstd and gzip streams damaged in their middle and a zstd stream cut inside its only
    block (bad-content-encoding dead letters), WARC-Target-URIs of 100 KB and 146 KB (a Document
    each, the URL whole), an HTTP Content-Length over the body (the body as it is), and revisits
    whose WARC-Refers-To names no record of the file (skipped as revisits)."""
    import brotli

    html = [("Content-Type", "text/html; charset=utf-8")]
    body = html_page("Coded page", 60).encode()
    coded = {"br": brotli.compress(body), "zstd": zstandard.ZstdCompressor().compress(body), "gzip": gzip_encoded(body)}

    def coded_response(name: str, data: bytes, headers: list) -> bytes:
        return response(f"https://h.test/{name}", b"", http=http_response_bytes(data, 200, [*html, *headers]))

    records = [
        response("https://h.test/" + "a" * 100_000, b"", http=http_response_bytes(page("Long URI"), 200, html)),
        response("https://h.test/q?" + "&".join(f"k{i}=v{i}" for i in range(12_000)), b"",
                 http=http_response_bytes(page("Long query"), 200, html)),
        coded_response("chunks-cut", chunked(html_page("Cut in its chunks", 60).encode(), 1000)[:len(body) // 2],
                       [("Transfer-Encoding", "chunked")]),
        coded_response("brotli-cut", brotli.compress(html_page("Cut in its brotli", 60).encode())[:len(coded["br"]) // 2],
                       [("Content-Encoding", "br")]),
        *(coded_response(f"{name}-damaged", _flipped(data, len(data) // 2), [("Content-Encoding", name)])
          for name, data in coded.items()),
        coded_response("zstd-cut", coded["zstd"][:len(coded["zstd"]) // 2], [("Content-Encoding", "zstd")]),
        response("https://h.test/length-over", b"", http=b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n"
                 b"Content-Length: 999999\r\n\r\n" + page("Length over")),
        response("https://h.test/revisit", page("Revisit"), record_type="revisit", extra=[
            ("WARC-Refers-To", "<urn:uuid:00000000-0000-0000-0000-000000000000>"),
            ("WARC-Refers-To-Target-URI", "https://h.test/gone"),
            ("WARC-Profile", "http://netpreserve.org/warc/1.1/revisit/identical-payload-digest")]),
        response("https://h.test/revisit-304", b"", http=b"HTTP/1.1 304 Not Modified\r\n\r\n", record_type="revisit",
                 extra=[("WARC-Refers-To", "<urn:uuid:nowhere>")]),
    ]
    path.write_bytes(members(*records))
    return Expect(frozenset({"bad-content-encoding"}), documents=True, titles=frozenset({
        "Long URI", "Long query", "Cut in its chunks", "Cut in its brotli", "Length over"}))


HOSTILE = {
    "truncated-mid-record.warc.gz": _truncated_mid_record,
    "truncated-in-gzip-header.warc.gz": _truncated_in_gzip_header,
    "corrupt-member.warc.gz": _corrupt_member,
    "overlong-content-length.warc": _overlong_content_length_plain,
    "overlong-content-length-to-end.warc": _overlong_content_length_to_the_end,
    "overlong-content-length-member.warc.gz": _overlong_content_length_in_member,
    "unusable-content-lengths.warc.gz": _unusable_content_lengths,
    "huge-header-lines.warc.gz": _huge_header_lines,
    "attribute-and-nesting-bombs.warc.gz": _attribute_and_nesting_bombs,
    "surrogates.warc.gz": _surrogates_and_invalid_utf8,
    "control-characters.warc.gz": _control_characters,
    "bad-urls.warc.gz": _bad_urls_and_hosts,
    "whole-file-gzip-cut.warc.gz": _whole_file_gzip_cut,
    "garbage-between-records.warc": _garbage_between_plain_records,
    "empty.warc.gz": _empty_file,
    "not-a-warc.warc.gz": _not_a_warc,
    "gzip-of-something-else.warc.gz": _gzip_of_something_else,
    "decompression-bombs.warc.gz": _decompression_bombs,
    "broken-encodings.warc.gz": _broken_encodings,
    "http-garbage.warc.gz": _http_garbage,
    "http-quirks.warc.gz": _http_quirks,
    "odd-but-valid-records.warc.gz": _odd_but_valid_records,
    "several-records-in-one-member.warc.gz": _several_records_in_one_member,
    "junk-between-members.warc.gz": _junk_between_members,
    "plain-named-gz.warc.gz": _plain_warc_named_gz,
    "plain-unusable-content-lengths.warc": _plain_unusable_content_lengths,
    "malformed-warc-header-lines.warc.gz": _malformed_warc_header_lines,
    "text-encodings.warc.gz": _text_encodings,
    "http-headers-never-end.warc.gz": _http_headers_that_never_end,
    "one-line-page.warc.gz": _one_line_page,
    "many-tiny-records.warc.gz": _many_tiny_records,
    "record-kinds-confused.warc.gz": _record_kinds_confused,
    "frames-shadows-stray-codings.warc.gz": _frames_shadows_and_stray_codings,
    "whole-file-gzip-bad-records.warc.gz": _whole_file_gzip_with_bad_records,
    "heads-between-heads.warc.gz": _heads_between_heads,
    "leads-before-records.warc.gz": _leads_before_records,
    "wide-surrogates-double-chunks.warc.gz": _wide_surrogates_and_double_chunks,
    "runaway-titles-mixed-encodings.warc.gz": _runaway_titles_and_mixed_encodings,
    "marks-before-members.warc.gz": _marks_before_members,
    "framing-shapes.warc.gz": _framing_shapes,
    "bgzf.warc.gz": _bgzf,
    "only-a-warcinfo.warc.gz": _only_a_warcinfo,
    "utf16-text.warc": _utf16_text,
    "records.warc.zst": _zstd_records,
    "zstd-bomb.warc.zst": _zstd_bomb,
    "gzip-trailer-cut.warc.gz": _gzip_trailer_cut,
    "foreign-and-raw-text-left-open.warc.gz": _foreign_and_raw_text_left_open,
    "zstd-first-frame-damaged.warc.zst": _zstd_first_frame_damaged,
    "common-crawl-wet.warc.wet.gz": _common_crawl_wet,

    "links-nested-in-links.warc.gz": _links_nested_in_links,
    "seven-bit-and-ebcdic-pages.warc.gz": _seven_bit_and_ebcdic_pages,
    "common-crawl-captures.warc.gz": _common_crawl_captures,
    "plain-header-framings.warc": _plain_header_framings,
    "refuted-labels-and-runaway-metadata.warc.gz": _refuted_labels_and_runaway_metadata,
    "controls-in-target-uris.warc.gz": _controls_in_target_uris,
    "cut-codings-and-long-uris.warc.gz": _cut_codings_and_long_uris,
}


def write_hostile_warcs(folder: Path, names: list[str] | None = None) -> dict[str, Expect]:
    """Write the hostile files (all, or `names`) into `folder`; {name: Expect}."""
    folder.mkdir(parents=True, exist_ok=True)
    return {name: HOSTILE[name](folder / name) for name in (names or HOSTILE)}
