"""Real-world WARC and HTTP quirks: each record is read, skipped with a named reason or failed
with its error, never misread (codings, status lines, version lines, repeated headers)."""
from __future__ import annotations

import functools
import itertools
import random
import tracemalloc
import zlib
from pathlib import Path

import pytest
import warcs
import zstandard
from cpu_budget import within_cpu_budget
from hostile_warcs import raw_record, response
from test_split_reads import read_in_ranges
from warcio.statusandheaders import StatusAndHeaders

from beam_extract import gzip_members, payload, record_headers, split_reads, warc, warc_dates
from beam_extract.warc import Failed, Skipped, WarcPage, iter_warc_file

PAGE = warcs.html_page("Harbour bridge reopens").encode()


def read(path, **kwargs):
    """The outcomes of a WARC file, checked to tile it byte for byte."""
    outcomes = list(iter_warc_file(str(path), **kwargs))
    assert warc.tiling_problems(outcomes, 0, Path(path).stat().st_size) == []
    return outcomes


def kinds(outcomes):
    return [(type(o).__name__, getattr(o, "reason", None)) for o in outcomes]


def http(status_line: bytes, headers: list[tuple[str, str]], body: bytes) -> bytes:
    lines = [status_line] + [f"{name}: {value}".encode("latin-1") for name, value in headers]
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


def one(tmp_path, message: bytes, *, gzip: bool = True, **kwargs):
    """The outcome of one response record holding the HTTP message `message`."""
    path = tmp_path / ("one.warc.gz" if gzip else "one.warc")
    record = response("https://q.example/page", b"", http=message)
    path.write_bytes(warcs.gzip_member(record) if gzip else record)
    [outcome] = read(path, **kwargs)
    return outcome


def html_response(body: bytes, *headers: tuple[str, str], status: bytes = b"HTTP/1.1 200 OK") -> bytes:
    return http(status, [("Content-Type", "text/html; charset=utf-8"), *headers], body)


def zstd(data: bytes) -> bytes:
    return zstandard.ZstdCompressor().compress(data)


# --- zstd content coding ------------------------------------------------------------------------

def test_a_zstd_content_coding_is_decoded(tmp_path):
    two_frames = zstd(PAGE[:500]) + zstd(PAGE[500:])
    assert one(tmp_path, html_response(zstd(PAGE), ("Content-Encoding", "zstd"))).payload == PAGE
    assert one(tmp_path, html_response(two_frames, ("Content-Encoding", "zstd"))).payload == PAGE
    # Stored decoded under the original header, as ClueWeb stored gzip bodies: kept as it is.
    assert one(tmp_path, html_response(PAGE, ("Content-Encoding", "zstd"))).payload == PAGE
    # Cut short (as crawlers cut payloads): the whole blocks are kept (zstd decodes by blocks of
    # up to 128 KiB); a stream cut inside its first block is a bad coding, not an empty page.
    rng = random.Random(5)
    long_page = PAGE + b"".join(b"<p>%d harbour %d</p>" % (i, rng.randrange(10**6)) for i in range(20000))
    packed = zstd(long_page)
    cut = one(tmp_path, html_response(packed[: len(packed) * 2 // 3], ("Content-Encoding", "zstd"))).payload
    assert len(cut) >= 128 * 1024 and long_page.startswith(cut)
    outcome = one(tmp_path, html_response(packed[:2000], ("Content-Encoding", "zstd")))
    assert kinds([outcome]) == [("Failed", "bad-content-encoding")] and "first block" in outcome.error


def test_a_zstd_payload_is_decoded_within_the_size_cap(tmp_path):
    bomb = zstd(b"<html><body>" + b" " * (50 << 20))  # 50 MiB of spaces in a few KB
    assert len(bomb) < 10_000
    outcome = one(tmp_path, html_response(bomb, ("Content-Encoding", "zstd")), max_payload_bytes=1 << 20)
    assert kinds([outcome]) == [("Skipped", "too-large")]


def test_a_broken_zstd_stream_or_an_oversized_window_is_a_bad_content_encoding(tmp_path):
    broken = zstd(PAGE)[:8] + bytes(64)
    outcome = one(tmp_path, html_response(broken, ("Content-Encoding", "zstd")))
    assert kinds([outcome]) == [("Failed", "bad-content-encoding")] and "zstd" in outcome.error
    # A frame asking for a 128 MiB window (RFC 9659 allows a zstd content coding 8 MB).
    params = zstandard.ZstdCompressionParameters(window_log=27)
    writer = zstandard.ZstdCompressor(compression_params=params).compressobj()
    wide = writer.compress(PAGE * 50) + writer.flush()
    outcome = one(tmp_path, html_response(wide, ("Content-Encoding", "zstd")))
    assert kinds([outcome]) == [("Failed", "bad-content-encoding")] and "memory" in outcome.error


# --- transfer codings ---------------------------------------------------------------------------

@pytest.mark.parametrize("transfer, encode", [
    ("gzip", lambda body: warcs.gzip_encoded(body)),
    ("gzip, chunked", lambda body: warcs.chunked(warcs.gzip_encoded(body), 40)),
    ("GZIP ,Chunked", lambda body: warcs.chunked(warcs.gzip_encoded(body), 40)),
    ("deflate, chunked", lambda body: warcs.chunked(warcs.deflate_encoded(body), 40)),
])
def test_transfer_codings_are_undone_last_applied_first(tmp_path, transfer, encode):
    assert one(tmp_path, html_response(encode(PAGE), ("Transfer-Encoding", transfer))).payload == PAGE


def test_a_transfer_coding_and_a_content_coding_are_both_undone(tmp_path):
    body = warcs.chunked(warcs.gzip_encoded(warcs.gzip_encoded(PAGE)), 33)
    message = html_response(body, ("Content-Encoding", "gzip"), ("Transfer-Encoding", "gzip, chunked"))
    assert one(tmp_path, message).payload == PAGE


def test_bodies_common_crawl_stored_decoded_are_not_decoded_again(tmp_path):
    # Common Crawl stores the body decoded and renames the headers that said how it was sent.
    text = b"<html><body><p>1f8b is how a gzip stream starts; 0\r\n\r\n ends a chunked one.</p></body></html>"
    message = html_response(text, ("X-Crawler-Transfer-Encoding", "chunked"),
                            ("X-Crawler-Content-Encoding", "gzip"), ("X-Crawler-Content-Length", "80"),
                            ("Content-Length", str(len(text))))
    assert one(tmp_path, message).payload == text


def test_a_repeated_chunked_header_dechunks_once(tmp_path):
    # A body whose first line reads as a chunk size: de-chunking it twice would cut it.
    text = b"abc\r\n" + PAGE
    message = html_response(warcs.chunked(text, 50), ("Transfer-Encoding", "chunked"), ("Transfer-Encoding", "chunked"))
    assert one(tmp_path, message).payload == text


@pytest.mark.parametrize("headers", [
    (("Transfer-Encoding", "chunked"), ("Transfer-Encoding", "chunked")),
    (("Transfer-Encoding", "chunked, chunked"),),
    (("Transfer-Encoding", "chunked, chunked, chunked"),),
], ids=["two-headers", "one-header", "three-named-twice-applied"])
def test_a_body_chunked_twice_under_a_repeated_chunked_is_dechunked_twice(tmp_path, headers):
    # RFC 9112 forbids it; a proxy chunking what it passes on does it: de-chunked once, the
    # inner chunks' size lines were the page's text (2026-12-06).
    body = warcs.chunked(warcs.chunked(PAGE, 37), 50)
    assert one(tmp_path, html_response(body, *headers)).payload == PAGE


@pytest.mark.parametrize("headers", [(), (("Transfer-Encoding", "chunked"),)], ids=["no-header", "one-chunked"])
@pytest.mark.parametrize("times", [2, 3])
def test_a_body_chunked_more_times_than_named_is_dechunked_every_time(tmp_path, headers, times):
    # A proxy that chunked what it passed on and dropped (or merged) the header: de-chunked once,
    # the inner chunks' size lines were the title's and text's (2026-12-07: "Chu 25 nked").
    body = PAGE
    for size in (37, 50, 61)[:times]:
        body = warcs.chunked(body, size)
    assert one(tmp_path, html_response(body, *headers)).payload == PAGE


def test_an_undeclared_chunked_page_whose_text_starts_with_a_size_line_keeps_it(tmp_path):
    text = b"abc\r\n" + PAGE  # 0xabc bytes do not follow: no chunk, kept as text
    assert one(tmp_path, html_response(warcs.chunked(text, 50))).payload == text


def test_chunks_nested_deeper_than_the_coding_layers_are_a_dead_letter(tmp_path):
    body = PAGE
    for _ in range(payload.MAX_CODING_LAYERS + 2):
        body = warcs.chunked(body, 500)
    outcome = one(tmp_path, html_response(body, ("Transfer-Encoding", ", ".join(["chunked"] * (payload.MAX_CODING_LAYERS + 2)))))
    assert isinstance(outcome, Failed) and outcome.reason == "bad-content-encoding", outcome


def test_a_chunk_size_that_lies_is_a_dead_letter_not_a_page_of_its_first_bytes(tmp_path):
    """A size line of 16 over a whole page's chunk was emitted as a 16-byte page (2026-12-03)."""
    page = PAGE.replace(b"</p>", b"</p>\n")
    for lie in (16, page.index(b"\n")):  # the chunk cut inside a line; cut at a line end
        body = f"{lie:x}\r\n".encode() + page + b"\r\n0\r\n\r\n"
        outcome = one(tmp_path, html_response(body, ("Transfer-Encoding", "chunked")))
        assert (type(outcome), outcome.reason) == (Failed, "bad-content-encoding"), lie
        assert "a size that lies" in outcome.error
    # still read as before: chunks cut short at the end, a chunk run straight into the next size
    # line, no last chunk, blank lines after the last chunk
    for body in (b"10\r\n" + PAGE[:16] + b"\r", warcs.chunked(PAGE, 64)[:-5] + b"\r\n\r\n",
                 f"{len(PAGE) - 9:x}\r\n".encode() + PAGE[:-9] + b"9\r\n" + PAGE[-9:] + b"\r\n0\r\n\r\n"):
        assert payload.dechunk(body) == (PAGE[:16] if len(body) < 100 else PAGE), body[-20:]


def test_repeated_content_encoding_headers_are_undone_in_order(tmp_path):
    body = warcs.deflate_encoded(warcs.gzip_encoded(PAGE))  # gzip applied first, then deflate
    message = html_response(body, ("Content-Encoding", "gzip"), ("Content-Encoding", "deflate"))
    assert one(tmp_path, message).payload == PAGE


# --- status lines -------------------------------------------------------------------------------

@pytest.mark.parametrize("line, expected", [
    (b"HTTP/1.1 200 OK", ("WarcPage", 200)),
    (b"HTTP/1.1 200", ("WarcPage", 200)),  # no reason phrase
    (b"HTTP/1.1 200 ", ("WarcPage", 200)),
    (b"http/1.1 200 ok", ("WarcPage", 200)),
    (b"HTTP/1.0 203 Non-Authoritative Information", ("WarcPage", 203)),
    (b"HTTP/2 200", ("WarcPage", 200)),
    (b"HTTP/2.0 200 OK", ("WarcPage", 200)),
    (b"HTTP/1.1  200  OK", ("WarcPage", 200)),
    (b"HTTP/1.1 200OK", ("WarcPage", 200)),
    (b"HTTP/1.1 2000", ("Failed", "bad-http-header")),  # read as 200 before
    (b"HTTP/1.1 2000 OK", ("Failed", "bad-http-header")),
    (b"HTTP/1.1", ("Failed", "bad-http-header")),
    (b"HTTP/1.1 OK", ("Failed", "bad-http-header")),
    (b"HTTP/1.1 20", ("Failed", "bad-http-header")),
    (b"HTTP 200 OK", ("Failed", "bad-http-header")),
    (b"HTTP/1.1 999 Request denied", ("Skipped", "http-status")),  # outside 100-599: not a success
    (b"HTTP/1.1 099 Odd", ("Skipped", "http-status")),
    (b"HTTP/1.1 600 Odd", ("Skipped", "http-status")),
    (b"HTTP/1.1 304 Not Modified", ("Skipped", "http-status")),
])
def test_status_lines_have_one_clear_outcome(tmp_path, line, expected):
    outcome = one(tmp_path, html_response(PAGE, status=line))
    if isinstance(outcome, WarcPage):
        assert (type(outcome).__name__, outcome.http_status) == expected
        assert outcome.payload == PAGE and outcome.content_type == "text/html"
    else:
        assert kinds([outcome]) == [expected]
    if isinstance(outcome, Failed):
        assert "status line" in outcome.error


@pytest.mark.parametrize("gzip", [True, False], ids=["gzip", "plain"])
def test_an_http_09_answer_is_its_body(tmp_path, gzip):
    # HTTP/0.9: no status line, no headers; the block is the page (kept), or bytes of no type.
    path = tmp_path / ("h09.warc.gz" if gzip else "h09.warc")
    records = [response("http://old.example/", b"", http=PAGE),
               response("http://old.example/blank", b"", http=b"\r\n\r\n" + PAGE),
               response("http://old.example/data", b"", http=b"\x00\x01binary"),
               response("http://old.example/after", PAGE)]
    path.write_bytes(b"".join(warcs.gzip_member(r) for r in records) if gzip else b"".join(records))
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None), ("WarcPage", None), ("Skipped", "not-html"), ("WarcPage", None)]
    assert [o.payload.lstrip() for o in outcomes if isinstance(o, WarcPage)] == [PAGE] * 3
    assert [o.http_status for o in outcomes if isinstance(o, WarcPage)] == [None, None, 200]


def test_a_response_record_of_bare_html_takes_the_records_type(tmp_path):
    # Some writers store a page as a response record without its HTTP headers.
    record = raw_record([("WARC-Type", "response"), ("WARC-Target-URI", "https://bare.example/"),
                         ("Content-Type", "text/html; charset=windows-1252")], "<p>Caf\u00e9</p>".encode("cp1252"))
    path = tmp_path / "bare.warc"
    path.write_bytes(record)
    [outcome] = read(path)
    assert isinstance(outcome, WarcPage) and outcome.content_type == "text/html"
    assert outcome.charset_hint == "windows-1252" and outcome.http_status is None


@pytest.mark.parametrize("url", ["HTTP://Upper.Example/", "Https://upper.example/", "urn:uuid:0b4a", None])
def test_an_http_message_is_read_whatever_the_uris_case_or_scheme(tmp_path, url):
    # The scheme was matched in lower case only: an upper-case one took the HTTP headers for the page.
    headers = [("WARC-Type", "response"), ("Content-Type", "application/http; msgtype=response")]
    path = tmp_path / "upper.warc"
    path.write_bytes(raw_record(headers + ([("WARC-Target-URI", url)] if url else []), html_response(PAGE)))
    [outcome] = read(path)
    assert isinstance(outcome, WarcPage) and outcome.payload == PAGE and outcome.http_status == 200


@pytest.mark.parametrize("uri", [None, "", "<>", "example.org/page"])
def test_an_http_message_without_a_uri_to_tell_is_read_by_its_status_line(tmp_path, uri):
    # No http(s) target URI and no application/http type: the HTTP message was taken for the
    # payload, so the page was skipped as not-html (lost under the wrong reason).
    headers = [("WARC-Type", "response")] + ([] if uri is None else [("WARC-Target-URI", uri)])
    path = tmp_path / "no-uri.warc"
    path.write_bytes(raw_record(headers, html_response(PAGE)))
    [outcome] = read(path)
    assert isinstance(outcome, WarcPage) and outcome.payload == PAGE and outcome.http_status == 200


def test_a_dns_response_is_still_its_own_payload(tmp_path):
    headers = [("WARC-Type", "response"), ("WARC-Target-URI", "dns:q.example"), ("Content-Type", "text/dns")]
    path = tmp_path / "dns.warc"
    path.write_bytes(raw_record(headers, b"20261206131415\nq.example. 300 IN A 192.0.2.1\n"))
    assert kinds(read(path)) == [("Skipped", "not-html")]


# --- WARC version lines -------------------------------------------------------------------------

def plain_and_gzip(tmp_path, first: bytes, second: bytes):
    """Two records written as a plain WARC and as a WARC of one gzip member per record."""
    plain = tmp_path / "v.warc"
    plain.write_bytes(first + second)
    members = tmp_path / "v.warc.gz"
    members.write_bytes(warcs.gzip_member(first) + warcs.gzip_member(second))
    return plain, members


@pytest.mark.parametrize("version", [b"WARC/1.0 ", b"WARC/1.0\t", b"WARC/1.1  "])
def test_a_version_line_with_trailing_whitespace_is_read(tmp_path, version):
    second = response("https://v.example/b", PAGE, version=version)
    for path in plain_and_gzip(tmp_path, response("https://v.example/a", PAGE, version=version), second):
        outcomes = read(path)
        assert kinds(outcomes) == [("WarcPage", None)] * 2
        assert [o.url for o in outcomes] == ["https://v.example/a", "https://v.example/b"]
    # Reading resumes at such a line after a Content-Length that runs into it.
    damaged = tmp_path / "v-damaged.warc"
    damaged.write_bytes(response("https://v.example/a", PAGE, version=version, content_length=len(PAGE) + 500) + second)
    assert kinds(read(damaged)) == [("Failed", "bad-warc-header"), ("WarcPage", None)]


# --- repeated and folded headers ----------------------------------------------------------------

@pytest.mark.parametrize("headers, mime, charset", [
    ([("Content-Type", "text/html;\r\n charset=iso-8859-1")], "text/html", "iso-8859-1"),  # obs-fold
    ([("Content-Type", "text/html\r\n\tcharset=iso-8859-1")], "text/html", "iso-8859-1"),
    ([("Content-Type", "text/html charset=iso-8859-1")], "text/html", "iso-8859-1"),
    # Repeated headers: the last type wins (Fetch), with an earlier charset of the same type.
    ([("Content-Type", "text/html; charset=utf-8"), ("Content-Type", "text/html; charset=windows-1252")],
     "text/html", "windows-1252"),
    ([("Content-Type", "text/html; charset=iso-8859-2"), ("Content-Type", "text/html")], "text/html", "iso-8859-2"),
    ([("Content-Type", "text/html; charset=iso-8859-2"), ("Content-Type", "text/html; charset=koi8-r"),
      ("Content-Type", "text/html")], "text/html", "iso-8859-2"),  # Fetch: the type's first charset
    ([("Content-Type", "text/html"), ("Content-Type", "text/html; charset=koi8-r")], "text/html", "koi8-r"),
    ([("Content-Type", "application/octet-stream"), ("Content-Type", "text/html")], "text/html", None),
    ([("Content-Type", "text/html; charset=utf-8"), ("Content-Type", "*/*")], "text/html", "utf-8"),
    ([("Content-Type", "text/plain; charset=utf-8"), ("Content-Type", "text/html")], "text/html", None),
    ([("Content-Type", 'text/html; charset="utf-8"')], "text/html", "utf-8"),
    ([("Content-Type", "text/html; charset=")], "text/html", None),
])
def test_folded_and_repeated_content_types_read_as_browsers_read_them(tmp_path, headers, mime, charset):
    outcome = one(tmp_path, http(b"HTTP/1.1 200 OK", headers, PAGE))
    assert isinstance(outcome, WarcPage), outcome
    assert (outcome.content_type, outcome.charset_hint) == (mime, charset)


def test_a_page_whose_last_content_type_is_not_html_is_skipped(tmp_path):
    headers = [("Content-Type", "text/html"), ("Content-Type", "image/png")]
    assert kinds([one(tmp_path, http(b"HTTP/1.1 200 OK", headers, PAGE))]) == [("Skipped", "not-html")]


def test_content_type_of_one_header_is_as_written():
    one_header = StatusAndHeaders("200 OK", [("Content-Type", "text/html; charset=UTF-8")], protocol="HTTP/1.1")
    assert payload.content_type(one_header) == "text/html; charset=UTF-8"


# --- record kinds -------------------------------------------------------------------------------

def test_truncated_revisit_conversion_and_metadata_records_have_their_outcomes(tmp_path):
    big = ("<html><body>" + " ".join(f"<p>Paragraph {i} of the harbour story.</p>" for i in range(2000))).encode()
    cut = warcs.chunked(warcs.gzip_encoded(big), 500)[:3000]
    u = "https://kinds.example/"
    records = [
        # The crawler kept the first bytes of a chunked gzip body and said so: what inflates is read.
        response(u + "truncated", cut, http=html_response(cut, ("Content-Encoding", "gzip"), ("Transfer-Encoding", "chunked")),
                 extra=[("WARC-Truncated", "length")]),
        # A revisit, with its HTTP headers and (unusually) a body: skipped as revisit either way.
        response(u + "revisit", PAGE, http=html_response(PAGE), record_type="revisit",
                 extra=[("WARC-Profile", "http://netpreserve.org/warc/1.0/revisit/identical-payload-digest")]),
        response(u + "revisit-headers", b"", http=html_response(b""), record_type="revisit"),
        raw_record([("WARC-Type", "conversion"), ("WARC-Target-URI", u + "text"), ("Content-Type", "text/plain")], b"Harbour"),
        raw_record([("WARC-Type", "metadata"), ("WARC-Target-URI", u + "truncated"),
                    ("Content-Type", "application/warc-fields")], b"fetchTimeMs: 12\r\n"),
        raw_record([("WARC-Type", "resource"), ("WARC-Target-URI", "file:///saved.html"), ("Content-Type", "text/html")], PAGE),
        raw_record([("WARC-Type", "continuation"), ("WARC-Target-URI", u + "big")], PAGE),
    ]
    path = tmp_path / "kinds.warc"
    path.write_bytes(b"".join(records))
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None), ("Skipped", "revisit"), ("Skipped", "revisit"),
                               ("Skipped", "not-response"), ("Skipped", "not-response"), ("WarcPage", None),
                               ("Skipped", "not-response")]
    assert outcomes[0].payload.startswith(b"<html><body><p>Paragraph 0") and len(outcomes[0].payload) > 3000


def test_an_http_header_block_that_is_only_blank_lines_is_empty(tmp_path):
    assert kinds([one(tmp_path, b"\r\n\r\n\r\n")]) == [("Skipped", "empty")]


def test_a_response_cut_inside_its_status_line_is_truncated(tmp_path):
    record = response("https://cut.example/", PAGE)
    path = tmp_path / "cut.warc"
    path.write_bytes(record[: record.index(b"HTTP/1.1") + 6])
    assert kinds(read(path)) == [("Failed", "truncated")]


def test_skip_and_failure_reasons_are_the_documented_ones():
    assert isinstance(Skipped(None, None, "f", 0, "empty"), Skipped)
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    for reason in (*warc.SKIP_REASONS, *warc.FAIL_REASONS):
        assert f"`{reason}`" in readme, reason


# --- leniency: version case, partial content, codings other than declared, record types -------

@pytest.mark.parametrize("version", [b"warc/1.0", b"Warc/1.1", b"warc/1.0 "])
def test_a_lowercase_version_line_starts_a_record(tmp_path, version):
    first = response("https://v.example/a", PAGE, version=version)
    second = response("https://v.example/b", PAGE, version=version)
    plain, members = plain_and_gzip(tmp_path, first, second)
    for path in (plain, members):
        assert kinds(read(path)) == [("WarcPage", None)] * 2
    with open(members, "rb") as stream:
        assert split_reads.is_per_record_gzip(stream)
    # Reading resumes at such a line after a Content-Length that runs into it, and after a
    # damaged gzip member at a member that inflates to it.
    damaged = tmp_path / "v-damaged.warc"
    damaged.write_bytes(response("https://v.example/a", PAGE, version=version, content_length=len(PAGE) + 500) + second)
    assert kinds(read(damaged)) == [("Failed", "bad-warc-header"), ("WarcPage", None)]
    cut = tmp_path / "v-cut.warc.gz"
    cut.write_bytes(warcs.gzip_member(first)[:200] + warcs.gzip_member(second))
    assert kinds(read(cut)) == [("Failed", "corrupt-gzip"), ("WarcPage", None)]


def test_a_206_partial_content_answer_is_skipped_as_partial_content(tmp_path):
    message = html_response(PAGE[100:300], ("Content-Range", f"bytes 100-299/{len(PAGE)}"),
                            status=b"HTTP/1.1 206 Partial Content")
    assert kinds([one(tmp_path, message)]) == [("Skipped", "partial-content")]
    assert "partial-content" in warc.SKIP_REASONS


def brotli(data: bytes) -> bytes:
    return warcs.brotli_encoded(data)


@pytest.mark.parametrize("declared, encode", [
    ("gzip", zstd), ("gzip", brotli), ("gzip", lambda d: warcs.deflate_encoded(d)),
    ("br", warcs.gzip_encoded), ("br", zstd), ("zstd", warcs.gzip_encoded), ("zstd", brotli),
    ("deflate", warcs.gzip_encoded), ("deflate", zstd), ("x-unheard-of", warcs.gzip_encoded),
])
def test_a_body_coded_other_than_its_header_says_is_decoded(tmp_path, declared, encode):
    outcome = one(tmp_path, html_response(encode(PAGE), ("Content-Encoding", declared)))
    assert isinstance(outcome, WarcPage), outcome
    assert outcome.payload == PAGE


@pytest.mark.parametrize("declared", ["gzip", "br", "zstd", "deflate", "html"])
def test_text_stored_decoded_under_a_coding_header_is_kept(tmp_path, declared):
    text = b"Notice: a PHP warning before the page\n" + PAGE
    outcome = one(tmp_path, html_response(text, ("Content-Encoding", declared)))
    assert isinstance(outcome, WarcPage) and outcome.payload == text


def test_binary_bytes_of_no_coding_are_a_named_failure_not_a_silent_not_html(tmp_path):
    junk = random.Random(5).randbytes(3000)
    outcome = one(tmp_path, html_response(junk, ("Content-Encoding", "gzip")))
    assert (type(outcome).__name__, outcome.reason) == ("Failed", "bad-content-encoding")
    assert "declared" in outcome.error and "gzip" in outcome.error
    # Of no stated type, such bytes are no page whatever coded them; an image stored decoded
    # under a gzip header is kept for the extractor to call not HTML.
    octets = http(b"HTTP/1.1 200 OK", [("Content-Type", "application/octet-stream"), ("Content-Encoding", "gzip")], junk)
    assert kinds([one(tmp_path, octets)]) == [("Skipped", "not-html")]
    png = b"\x89PNG\r\n\x1a\n" + junk
    assert one(tmp_path, html_response(png, ("Content-Encoding", "gzip"))).payload == png


def test_an_http_message_stored_in_a_resource_record_is_read_as_one(tmp_path):
    u = "https://res.example/"
    records = [
        raw_record([("WARC-Type", "resource"), ("WARC-Target-URI", u + "a"), ("Content-Type", "text/html")],
                   html_response(warcs.gzip_encoded(PAGE), ("Content-Encoding", "gzip"))),
        raw_record([("WARC-Type", "resource"), ("WARC-Target-URI", u + "b"), ("Content-Type", "application/http")],
                   html_response(PAGE, status=b"HTTP/1.1 404 Not Found")),
        raw_record([("WARC-Type", "resource"), ("WARC-Target-URI", u + "c"), ("Content-Type", "text/html")], PAGE),
    ]
    path = tmp_path / "res.warc"
    path.write_bytes(b"".join(records))
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None), ("Skipped", "http-status"), ("WarcPage", None)]
    assert outcomes[0].payload == PAGE and outcomes[0].http_status == 200
    assert outcomes[2].payload == PAGE and outcomes[2].http_status is None


def test_segments_after_the_first_are_partial_content(tmp_path):
    u = "https://seg.example/"
    head, rest = PAGE[:300], PAGE[300:]
    origin = "<urn:uuid:00000000-0000-0000-0000-00000000seg1>"
    records = [
        response(u, b"", http=html_response(head), extra=[("WARC-Record-ID", origin), ("WARC-Segment-Number", "1")]),
        raw_record([("WARC-Type", "continuation"), ("WARC-Target-URI", u), ("WARC-Segment-Origin-ID", origin),
                    ("WARC-Segment-Number", "2"), ("WARC-Segment-Total-Length", str(len(PAGE)))], rest),
        # a writer that typed the later segment `response`: its block is the middle of a body
        raw_record([("WARC-Type", "response"), ("WARC-Target-URI", u), ("WARC-Segment-Number", "2"),
                    ("Content-Type", "application/http; msgtype=response")], rest),
    ]
    path = tmp_path / "seg.warc"
    path.write_bytes(b"".join(records))
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None), ("Skipped", "not-response"), ("Skipped", "partial-content")]
    assert outcomes[0].truncated == "segmented"  # the page's start only: its row says so


def test_a_first_segment_keeps_its_warc_truncated_reason(tmp_path):
    u = "https://seg.example/cut"
    path = tmp_path / "seg.warc"
    path.write_bytes(response(u, b"", http=html_response(PAGE[:300]),
                              extra=[("WARC-Segment-Number", " 1 "), ("WARC-Truncated", "Length")])
                     + response(u + "/whole", PAGE))
    assert [o.truncated for o in read(path)] == ["length", None]


def test_http_headers_that_run_into_the_body_end_at_its_markup(tmp_path):
    message = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nServer: x\r\n" + PAGE
    outcome = one(tmp_path, message)
    assert isinstance(outcome, WarcPage) and outcome.payload == PAGE and outcome.content_type == "text/html"
    # headers that end with the record hold no body: empty, as before
    endless = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n" + b"".join(b"X-%d: v\r\n" % i for i in range(500))
    assert kinds([one(tmp_path, endless)]) == [("Skipped", "empty")]


def test_plain_records_between_gzip_members_are_read_by_the_ranges_too(tmp_path):
    """A file mixing gzip members and plain records: a split read gives each record its own
    outcome, as the sequential reader does, and a plain record whose Content-Length runs over a
    member is cut there (the member is read once, by the range that claims it)."""
    import io

    u = "https://mixed.example/"
    data = (warcs.gzip_member(response(u + "a", PAGE)) + response(u + "b", PAGE) + response(u + "c", PAGE)
            + response(u + "long", PAGE, content_length=len(PAGE) + 2000) + warcs.gzip_member(response(u + "d", PAGE))
            + b"\r\n" * 600 + warcs.gzip_member(response(u + "e", PAGE)))
    path = tmp_path / "mixed.warc.gz"
    path.write_bytes(data)
    whole = read(path)
    assert kinds(whole) == [("WarcPage", None)] * 3 + [("Failed", "bad-warc-header")] + [("WarcPage", None)] * 2
    for cuts in ([0], [0, len(data) // 2], [0, 100, 900, len(data) - 700]):
        outcomes = []
        for start, stop in zip(cuts, [*cuts[1:], None]):
            outcomes += split_reads.RangeRead(io.BytesIO(data), str(path), start, stop, size=len(data))
        assert warc.tiling_problems(outcomes, 0, len(data), ordered=False) == [], cuts
        assert sorted(o.url for o in outcomes) == sorted(o.url for o in whole), cuts


# --- a record split over gzip members (a writer that flushes mid-record) -----------------------

def split_into_members(data: bytes, cuts: list[int]) -> bytes:
    """`data` gzip-compressed as one member per piece between `cuts` (a writer flushing a new
    member at each cut, whatever the record boundaries)."""
    bounds = [0, *cuts, len(data)]
    return b"".join(warcs.gzip_member(data[a:b]) for a, b in itertools.pairwise(bounds))


SPLIT_U = "https://split.example/"


@pytest.mark.parametrize("at", [3, 40, 200, 330, -40, -5])
def test_a_record_whose_gzip_is_split_over_two_members_is_read_as_one(tmp_path, at):
    """Member 1 holds the record's start (its version line, headers, part of the block), member 2
    the rest: one WarcPage covering both members, in whole-file, non-seekable and split reads."""
    import io

    split = response(SPLIT_U + "split", PAGE)
    before, after = warcs.gzip_member(response(SPLIT_U + "a", PAGE)), warcs.gzip_member(response(SPLIT_U + "b", PAGE))
    middle = split_into_members(split, [at % len(split)])
    data = before + middle + after
    path = tmp_path / "split.warc.gz"
    path.write_bytes(data)
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None)] * 3
    assert [o.payload for o in outcomes] == [PAGE] * 3
    assert [(o.warc_offset, o.warc_length) for o in outcomes] == [
        (0, len(before)), (len(before), len(middle)), (len(before) + len(middle), len(after))]
    streamed = list(warc.iter_records(warcs.NonSeekable(data), "split.warc.gz"))
    assert [(type(o), o.warc_offset, o.warc_length) for o in streamed] == \
        [(type(o), o.warc_offset, o.warc_length) for o in outcomes]
    assert split_reads.is_per_record_gzip(io.BytesIO(data))
    for cuts in ([0], [0, len(before) + 5], [0, len(before) + len(middle) - 10], list(range(0, len(data), 97))):
        ranged = read_in_ranges(data, "split.warc.gz", cuts)
        assert sorted((o.url, o.warc_offset, o.warc_length) for o in ranged) == \
            sorted((o.url, o.warc_offset, o.warc_length) for o in outcomes), cuts


def test_a_record_split_over_many_members_and_a_file_flushed_every_few_bytes_are_read(tmp_path):
    """A record over five members, and a whole file whose writer flushed a member every 150
    bytes, records straddling members anywhere (BGZF-like): every record read once, and the
    ranges tile the file."""
    split = response(SPLIT_U + "five", PAGE)
    data = split_into_members(split, [100, 101, 400, 700]) + warcs.gzip_member(response(SPLIT_U + "b", PAGE))
    path = tmp_path / "five.warc.gz"
    path.write_bytes(data)
    assert [(type(o).__name__, o.url) for o in read(path)] == [("WarcPage", SPLIT_U + "five"), ("WarcPage", SPLIT_U + "b")]
    plain = b"".join(response(f"{SPLIT_U}{i}", PAGE) for i in range(6))
    flushed = split_into_members(plain, list(range(150, len(plain), 150)))
    path.write_bytes(flushed)
    outcomes = read(path)
    assert [o.url for o in outcomes if isinstance(o, WarcPage)] == [f"{SPLIT_U}{i}" for i in range(6)]
    assert all(o.payload == PAGE for o in outcomes)
    ranged = read_in_ranges(flushed, "flushed.warc.gz", list(range(0, len(flushed), 211)))
    assert sorted(o.url for o in ranged) == sorted(o.url for o in outcomes)


def test_a_damaged_continuation_member_fails_the_record_over_both_members(tmp_path):
    """The rest of a split record cut off by the end of the file, or corrupt: one Failed whose
    range covers both members (and, for the corrupt one, up to the next record, which is read)."""
    split = response(SPLIT_U + "split", PAGE)
    head, rest = warcs.gzip_member(split[:300]), warcs.gzip_member(split[300:])
    after = warcs.gzip_member(response(SPLIT_U + "b", PAGE))
    path = tmp_path / "cut.warc.gz"
    path.write_bytes(head + rest[:len(rest) // 2])
    [cut] = read(path)
    assert (cut.reason, cut.url, cut.warc_length) == ("truncated", SPLIT_U + "split", path.stat().st_size)
    corrupt = bytearray(rest)
    corrupt[60:80] = bytes(b ^ 0xFF for b in corrupt[60:80])
    path.write_bytes(head + bytes(corrupt) + after)
    outcomes = read(path)
    assert kinds(outcomes) == [("Failed", "corrupt-gzip"), ("WarcPage", None)]
    assert (outcomes[0].url, outcomes[0].warc_length) == (SPLIT_U + "split", len(head) + len(rest))


def test_a_record_that_ends_with_its_member_does_not_swallow_a_junk_member_after_it(tmp_path):
    """Only a record cut short goes on into the next member: a whole record keeps its own range
    when a member of something else follows, and a record whose Content-Length runs past its
    member into a member starting a record still fails as before."""
    whole = warcs.gzip_member(response(SPLIT_U + "a", PAGE))
    junk = warcs.gzip_member(b"not a record at all\r\n" * 20)
    after = warcs.gzip_member(response(SPLIT_U + "b", PAGE))
    path = tmp_path / "junk.warc.gz"
    path.write_bytes(whole + junk + after)
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None), ("Failed", "bad-warc-header"), ("WarcPage", None)]
    assert [(o.warc_offset, o.warc_length) for o in outcomes] == [
        (0, len(whole)), (len(whole), len(junk)), (len(whole) + len(junk), len(after))]
    lying = warcs.gzip_member(response(SPLIT_U + "long", PAGE, content_length=len(PAGE) + 500))
    path.write_bytes(lying + after)
    assert kinds(read(path)) == [("Failed", "bad-warc-header"), ("WarcPage", None)]


# --- WARC-Truncated -------------------------------------------------------------------------------

@pytest.mark.parametrize("value, expected", [
    ("length", "length"), ("time", "time"), ("disconnect", "disconnect"), ("unspecified", "unspecified"),
    (" Length ", "length"), ("", "unspecified"), ("quota-exceeded", "quota-exceeded"), (None, None),
])
def test_a_truncated_record_is_read_as_kept_and_says_why(tmp_path, value, expected):
    extra = [] if value is None else [("WARC-Truncated", value)]
    path = tmp_path / "cut.warc.gz"
    path.write_bytes(warcs.gzip_member(response("https://t.example/cut", PAGE[:300], extra=extra)))
    [page] = read(path)
    assert isinstance(page, WarcPage) and page.payload == PAGE[:300]
    assert page.truncated == expected


# A body that ends inside its coding (2026-12-07, hostile59): the part that decodes is the page, and
# its row says so (`truncated` "coding-cut"); until then it was emitted as whole, `truncated` null.

def _coded(name: str, body: bytes) -> tuple[bytes, list]:
    import brotli

    if name == "chunked":
        return warcs.chunked(body, 500), [("Transfer-Encoding", "chunked")]
    coded = {"gzip": warcs.gzip_encoded, "br": brotli.compress, "zstd": zstandard.ZstdCompressor().compress,
             "deflate": zlib.compress}[name](body)
    return coded, [("Content-Encoding", name)]


LONG_PAGE = warcs.html_page("Harbour bridge reopens", 80).encode()
# zstd decodes whole blocks of up to 128 KiB: a page of words in no order, over three blocks
WORDS_PAGE = b"<html><body><p>" + " ".join(random.Random(59).choices(
    ["harbour", "bridge", "tide", "ferry", "quay", "gull", "rope", "mast", "sail", "dock"], k=80_000)).encode() + b"</p>"


@pytest.mark.parametrize("coding", ["chunked", "gzip", "br", "deflate", "zstd"])
@pytest.mark.parametrize("cut", [False, True], ids=["whole", "cut"])
def test_a_body_cut_inside_its_coding_is_kept_and_says_so(tmp_path, coding, cut):
    body = WORDS_PAGE if coding == "zstd" else LONG_PAGE
    coded, headers = _coded(coding, body)
    if cut:
        coded = coded[:len(coded) * 3 // 4]
    message = warcs.http_response_bytes(coded, 200, [("Content-Type", "text/html"), *headers])
    path = tmp_path / "coded.warc.gz"
    path.write_bytes(warcs.gzip_member(response("https://t.example/coded", b"", http=message)))
    [page] = read(path)
    assert isinstance(page, WarcPage) and body.startswith(page.payload)
    assert page.truncated == ("coding-cut" if cut else None)
    assert (len(page.payload) < len(body)) == cut


def test_a_crawlers_truncation_reason_is_kept_over_a_coding_cut(tmp_path):
    coded, headers = _coded("gzip", LONG_PAGE)
    message = warcs.http_response_bytes(coded[:len(coded) // 2], 200, [("Content-Type", "text/html"), *headers])
    path = tmp_path / "coded.warc.gz"
    path.write_bytes(warcs.gzip_member(response("https://t.example/coded", b"", http=message,
                                                extra=[("WARC-Truncated", "length")])))
    assert [page.truncated for page in read(path)] == ["length"]


def test_a_gzip_body_whose_later_member_is_cut_keeps_the_members_before_it(tmp_path):
    coded = warcs.gzip_encoded(LONG_PAGE[:2000]) + warcs.gzip_encoded(LONG_PAGE[2000:])
    message = warcs.http_response_bytes(coded[:-40], 200, [("Content-Type", "text/html"), ("Content-Encoding", "gzip")])
    path = tmp_path / "coded.warc.gz"
    path.write_bytes(warcs.gzip_member(response("https://t.example/members", b"", http=message)))
    [page] = read(path)
    assert page.payload.startswith(LONG_PAGE[:2000]) and page.truncated == "coding-cut"


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-be", "utf-32", "utf-32-le"])
def test_a_wide_unicode_page_of_no_stated_type_is_sniffed_as_html(tmp_path, codec):
    """A response without a Content-Type whose body is a UTF-16 or UTF-32 page: read as a page
    (the HTML sniff reads its characters), as a UTF-8 one is."""
    body = PAGE.decode().encode(codec)
    outcome = one(tmp_path, http(b"HTTP/1.1 200 OK", [("Server", "x")], body))
    assert isinstance(outcome, WarcPage) and outcome.payload == body


# --- hostile header values (found by hand, 2026-12-01) ------------------------------------------

@pytest.mark.parametrize("date", ["9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00"])
def test_a_warc_date_past_the_ends_of_time_is_null_not_a_lost_page(tmp_path, date):
    """A WARC-Date whose offset moves it out of datetime's range in UTC raised OverflowError:
    the page was an `unreadable` dead letter. It is a page with no date."""
    assert warc_dates.iso_date(date) is None
    path = tmp_path / "date.warc.gz"
    path.write_bytes(warcs.gzip_member(raw_record(
        [("WARC-Type", "response"), ("WARC-Target-URI", "https://d.example/"), ("WARC-Date", date),
         ("Content-Type", "application/http; msgtype=response")], html_response(PAGE))))
    [page] = read(path)
    assert isinstance(page, WarcPage) and page.date is None and page.payload == PAGE


@pytest.mark.parametrize("length", [b"1000000000000000", b"-5", b"lots", b"1e3", b"", b"12abc", b"9" * 5000])
@pytest.mark.parametrize("gzip", [True, False])
def test_an_unusable_or_absurd_content_length_fails_its_record_alone(tmp_path, length, gzip):
    """10**15, negative, non-numeric, empty and 5,000-digit Content-Lengths: the record is a
    bad-warc-header dead letter with a short error (5,000 nines were `unreadable`, int() refusing
    them, and quoted whole), and the record after it is read, from a stream that cannot seek too."""
    bad = response("https://c.example/bad", PAGE, content_length=length)
    good = response("https://c.example/good", PAGE)
    data = warcs.gzip_member(bad) + warcs.gzip_member(good) if gzip else bad + good
    path = tmp_path / ("len.warc.gz" if gzip else "len.warc")
    path.write_bytes(data)
    outcomes = read(path)
    assert kinds(outcomes) == [("Failed", "bad-warc-header"), ("WarcPage", None)]
    assert len(outcomes[0].error) < 300 and outcomes[1].url == "https://c.example/good"
    streamed = list(warc.iter_records(warcs.NonSeekable(data, 100), str(path)))
    assert kinds(streamed) == kinds(outcomes)


def test_ten_thousand_warc_header_lines_are_read_and_a_million_bytes_of_them_are_refused(tmp_path):
    many = [(f"X-Header-{i}", "value") for i in range(10_000)]
    record = raw_record([("WARC-Type", "response"), ("WARC-Target-URI", "https://m.example/"), *many,
                         ("Content-Type", "application/http; msgtype=response")], html_response(PAGE))
    too_many = raw_record([("WARC-Type", "response"), ("WARC-Target-URI", "https://m.example/huge"),
                           *[(f"X-Header-{i}", "value") for i in range(100_000)]], html_response(PAGE))
    good = response("https://m.example/good", PAGE)
    path = tmp_path / "headers.warc.gz"
    path.write_bytes(warcs.gzip_member(record) + warcs.gzip_member(too_many) + warcs.gzip_member(good))
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None), ("Failed", "bad-warc-header"), ("WarcPage", None)]
    assert "longer than" in outcomes[1].error


@pytest.mark.parametrize("gzip", [True, False])
def test_two_content_lengths_that_disagree_fail_their_record_alone(tmp_path, gzip):
    """A WARC header with two Content-Lengths: which one frames the block cannot be told (the first
    was used silently). Disagreeing, the record is a bad-warc-header dead letter covering its bytes
    and the next record is read; agreeing (or written twice alike), the record is read."""
    message = html_response(PAGE)
    other = str(len(message) + 7)
    twice = response("https://c.example/two", b"", http=message, extra=[("Content-Length", other)])
    again = response("https://c.example/same", b"", http=message, extra=[("content-length", f"0{len(message)}")])
    good = response("https://c.example/good", PAGE)
    data = b"".join(warcs.gzip_member(r) if gzip else r for r in (twice, again, good))
    path = tmp_path / ("two.warc.gz" if gzip else "two.warc")
    path.write_bytes(data)
    outcomes = read(path)
    assert kinds(outcomes) == [("Failed", "bad-warc-header"), ("WarcPage", None), ("WarcPage", None)]
    assert "2 Content-Length headers that disagree" in outcomes[0].error and other in outcomes[0].error
    assert outcomes[0].url == "https://c.example/two" and outcomes[1].payload == PAGE
    streamed = list(warc.iter_records(warcs.NonSeekable(data, 100), str(path)))
    assert kinds(streamed) == kinds(outcomes)


def test_a_whole_file_gzip_reads_on_after_a_bad_record_as_its_plain_warc_does(tmp_path):
    """`gzip file.warc` of a WARC with a bad record inside (no usable Content-Length, junk
    between records, a WARC header line over the cap): the records after it are read, as in the
    plain file, not lost in one Failed to the end of the member (2026-12-03: every record after
    the first bad one was, and junk before the second record lost the first's page too)."""
    records = [response("https://w.example/a", PAGE),
               response("https://w.example/no-length", PAGE, content_length=b"-1"),
               response("https://w.example/b", PAGE),
               random.Random(5).randbytes(3000) + b"\r\n\x00",
               response("https://w.example/c", PAGE),
               raw_record([("WARC-Type", "response"), ("X-Long", "x" * (record_headers.MAX_HEADER_LINE_BYTES + 10))], PAGE),
               response("https://w.example/d", PAGE)]
    plain = b"".join(records)
    whole = warcs.gzip_member(plain)
    (tmp_path / "w.warc").write_bytes(plain)
    (tmp_path / "w.warc.gz").write_bytes(whole)
    in_plain, in_gzip = read(tmp_path / "w.warc"), read(tmp_path / "w.warc.gz")
    assert kinds(in_gzip) == kinds(in_plain) == [
        ("WarcPage", None), ("Failed", "bad-warc-header"), ("WarcPage", None), ("Failed", "bad-warc-header"),
        ("WarcPage", None), ("Failed", "bad-warc-header"), ("WarcPage", None)]
    assert [o.url for o in in_gzip if isinstance(o, WarcPage)] == [f"https://w.example/{n}" for n in "abcd"]
    assert {o.warc_offset for o in in_gzip} == {0} and in_gzip[-1].warc_length == len(whole)
    assert list(warc.iter_records(warcs.NonSeekable(whole, 100), str(tmp_path / "w.warc.gz"))) == in_gzip


@pytest.mark.parametrize("over", [300, 10**9])
def test_a_whole_file_gzip_reads_the_records_an_over_long_content_length_runs_over(tmp_path, over):
    """In a whole-file gzip, a Content-Length that runs into the middle of the next record, or
    past the end of the member: the record fails and the records it ran over are read, as in the
    plain file (2026-12-03: they were lost, the first as part of the long record's page)."""
    message = html_response(PAGE)
    records = [response("https://o.example/a", PAGE),
               response("https://o.example/long", b"", http=message, content_length=len(message) + over),
               response("https://o.example/b", PAGE), response("https://o.example/c", PAGE)]
    plain = b"".join(records)
    whole = warcs.gzip_member(plain)
    (tmp_path / "o.warc").write_bytes(plain)
    (tmp_path / "o.warc.gz").write_bytes(whole)
    in_plain, in_gzip = read(tmp_path / "o.warc"), read(tmp_path / "o.warc.gz")
    assert kinds(in_gzip) == kinds(in_plain) == [("WarcPage", None), ("Failed", "bad-warc-header"),
                                                 ("WarcPage", None), ("WarcPage", None)]
    assert [o.url for o in in_gzip] == [f"https://o.example/{n}" for n in ("a", "long", "b", "c")]
    assert list(warc.iter_records(warcs.NonSeekable(whole, 100), str(tmp_path / "o.warc.gz"))) == in_gzip


def test_the_records_of_a_whole_file_gzip_before_its_damage_are_read(tmp_path):
    """A whole-file gzip whose deflate stream breaks after three records (an invalid block): the
    records inflated before the damage come out, then one corrupt-gzip Failed; zlib gives nothing
    of the call that fails, and that call held the whole small file (2026-12-03: one Failed)."""
    compressor = zlib.compressobj(6, zlib.DEFLATED, 31)
    records = [response(f"https://d.example/{n}", PAGE) for n in "abcd"]
    whole = b"".join(compressor.compress(r) + compressor.flush(zlib.Z_FULL_FLUSH) for r in records[:3])
    whole += b"\x07" + random.Random(3).randbytes(200)  # a block of the reserved type 3: "invalid block type"
    path = tmp_path / "damaged.warc.gz"
    path.write_bytes(whole)
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None), ("WarcPage", None), ("Failed", "corrupt-gzip")]
    assert [o.url for o in outcomes] == ["https://d.example/a", "https://d.example/b", "https://d.example/c"]
    assert "invalid block type" in outcomes[-1].error
    assert list(warc.iter_records(warcs.NonSeekable(whole, 50), str(path))) == outcomes


@pytest.mark.parametrize("gzip", [True, False])
def test_a_body_coded_in_more_layers_than_the_cap_fails_alone(tmp_path, gzip):
    """Each layer of content coding is inflated whole, so thousands of gzip layers named in one
    header cost the square of the body's size (8,000: 1.3 s of CPU for one record; a 256 KiB
    header line names 50,000). Up to payload.MAX_CODING_LAYERS layers are undone; past them the
    record is a bad-content-encoding dead letter covering its bytes and the next record is read.
    A coding named again over bytes already decoded costs nothing and counts for nothing."""
    def layered(count: int) -> bytes:
        body = PAGE
        for _ in range(count):
            body = warcs.gzip_encoded(body)
        return html_response(body, ("Content-Encoding", ", ".join(["gzip"] * count)))

    cap = payload.MAX_CODING_LAYERS
    repeated = html_response(warcs.gzip_encoded(PAGE), *[("Content-Encoding", "gzip")] * 10_000)
    records = [response(f"https://l.example/{name}", b"", http=message)
               for name, message in (("cap", layered(cap)), ("over", layered(cap + 1)), ("repeated", repeated))]
    records.append(response("https://l.example/good", PAGE))
    path = tmp_path / ("layers.warc.gz" if gzip else "layers.warc")
    path.write_bytes(b"".join(warcs.gzip_member(r) if gzip else r for r in records))
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None), ("Failed", "bad-content-encoding"), ("WarcPage", None),
                               ("WarcPage", None)]
    assert f"more than {cap} layers" in outcomes[1].error and outcomes[1].url == "https://l.example/over"
    assert outcomes[0].payload == PAGE and outcomes[2].payload == PAGE


def test_a_gzip_body_of_many_empty_members_is_inflated_in_linear_time(tmp_path):
    """gzip allows members one after another; each later member was fed the whole rest of the
    body, and zlib copies what follows a member's end, so 100,000 empty members (2 MB, 5 KB in
    the WARC) cost 3.6 s to read and 200,000 14.9 s (x4 a doubling; a 20 MiB body some 7
    minutes). Each member is now fed in steps: the same bytes, in linear time."""
    empty = warcs.gzip_encoded(b"")
    body = warcs.gzip_encoded(PAGE[:300]) + empty * 50_000 + warcs.gzip_encoded(PAGE[300:]) + empty * 50_000
    path = tmp_path / "members.warc.gz"
    path.write_bytes(warcs.gzip_member(response("https://m.example/a", b"", http=html_response(
        body, ("Content-Encoding", "gzip")))) + warcs.gzip_member(response("https://m.example/b", PAGE)))
    outcomes = within_cpu_budget(1.5, lambda: read(path))
    assert kinds(outcomes) == [("WarcPage", None), ("WarcPage", None)]
    assert [o.payload for o in outcomes] == [PAGE, PAGE]


def test_a_body_of_one_byte_chunks_is_dechunked_in_memory_of_its_size():
    """A list of the chunks held some 90 bytes a chunk: 500,000 one-byte chunks (3 MB) peaked at
    45 MB, a body of them at the 20 MiB cap at some 300 MB, from a WARC record of about 100 KB. The
    peak grows with the count of chunks, so 50,000 tell it as well: the list's peak was 90 times the
    output, the buffer's 2 (2026-12-06: 500,000 chunks took 17 s of CPU under tracemalloc, 50,000 1.3 s)."""
    chunks = 50_000
    body = b"".join(b"1\r\n" + bytes([c]) + b"\r\n" for c in PAGE * (chunks // len(PAGE) + 1)) + b"0\r\n\r\n"
    tracemalloc.start()
    try:
        out = payload.dechunk(body)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert out.startswith(PAGE) and len(out) == len(PAGE) * (chunks // len(PAGE) + 1)
    assert peak < 4 * len(out)


# --- NUL and control floods: one outcome, whichever way the page comes -------------------------

_HEAD = b"<html><head><title>T</title></head><body><main><p>A few words before the flood.</p>"
CONTROL_FLOODS = {
    "nul": b"\x00" * 100_000,
    "nul-after-a-head": _HEAD + b"\x00" * 100_000 + b"</main></body></html>",
    "controls": bytes(range(1, 9)) * 10_000,
    "controls-and-newlines": b"\x01\t\n" * 30_000,
    "utf-16-nul": "<html><body>".encode("utf-16-le") + b"\x00" * 100_000,
    "utf-16-bom-nul": b"\xff\xfe" + "<html><body>".encode("utf-16-le") + b"\x00" * 100_000,
    "utf-32-nul": "<html><body>".encode("utf-32-le") + b"\x00" * 100_000,
}


def step_outcome(element) -> tuple[str, str | None]:
    """What ExtractMainContent's step makes of a WARC outcome or a (url, html) pair."""
    from beam_extract.options import ExtractOptions
    from beam_extract.transforms.extract_pages import _ExtractFn

    fn = _ExtractFn(ExtractOptions(markdown=False, detect_language=False), None, 1000)
    fn.setup()
    state, reason, _row = fn._judge(element)
    return state, reason


@pytest.mark.parametrize("body", CONTROL_FLOODS.values(), ids=CONTROL_FLOODS.keys())
def test_a_control_flood_is_not_html_by_every_path(tmp_path, body):
    """2026-12-02: a NUL flood was not-html as bytes but "no content" (or a document of the head)
    given as str or read from UTF-16; declared gzip, it was a bad-content-encoding dead letter."""
    from beam_extract import NotHtml, extract

    with pytest.raises(NotHtml):
        extract(body)
    text = body.decode("utf-32-le" if body.startswith(b"<\0\0\0") else "utf-16-le" if body[1:2] == b"\0" or
                       body.startswith(b"\xff\xfe") else "utf-8", "replace")
    with pytest.raises(NotHtml):
        extract(text)
    assert step_outcome(("https://q.example/page", text)) == ("skipped", "not-html")
    for headers in [(), (("Content-Encoding", "gzip"),), (("Content-Encoding", "br"),), (("Content-Encoding", "zstd"),)]:
        outcome = one(tmp_path, html_response(body, *headers))
        assert step_outcome(outcome) == ("skipped", "not-html"), headers
    coded = one(tmp_path, html_response(warcs.gzip_encoded(body), ("Content-Encoding", "gzip")))
    # the reader refuses it itself when the flood fills the head it decodes (payload.BinaryInside)
    assert step_outcome(coded) == ("skipped", "not-html")
    assert isinstance(coded, Skipped) or coded.payload == body
    untyped = one(tmp_path, http(b"HTTP/1.1 200 OK", [], body))
    assert step_outcome(untyped) == ("skipped", "not-html")


def test_random_bytes_declared_gzip_are_still_a_bad_content_encoding(tmp_path):
    # compressed-looking bytes (half over 0x7F) may be a coding the reader does not know: a dead letter
    noise = random.Random(3).randbytes(20_000)
    outcome = one(tmp_path, html_response(noise, ("Content-Encoding", "gzip")))
    assert kinds([outcome]) == [("Failed", "bad-content-encoding")]


def test_a_body_chunked_under_no_transfer_encoding_header_is_dechunked(tmp_path):
    """2026-12-02: a writer that renamed or dropped the Transfer-Encoding header but kept the chunks
    gave a page whose text began with the chunk sizes ("64") and whose tags a boundary could cut."""
    body = warcs.chunked(PAGE, size=100)
    assert not body.startswith(b"<")
    assert one(tmp_path, html_response(body)).payload == PAGE
    assert one(tmp_path, html_response(body, ("X-Crawler-Transfer-Encoding", "chunked"))).payload == PAGE
    coded = warcs.chunked(warcs.gzip_encoded(PAGE), size=100)
    assert one(tmp_path, html_response(coded, ("Content-Encoding", "gzip"))).payload == PAGE
    # pages that start with a number line are not chunks: the framing must hold (nor is a body
    # cut inside its first chunk, which no framing shows)
    for page in [b"64\r\n" + PAGE, b"1\r\nx\r\n<html>not a size line</html>", b"2024\r\n<p>a year</p>", body[:50]]:
        assert one(tmp_path, html_response(page)).payload == page


def test_a_chunked_body_without_http_headers_is_dechunked(tmp_path):
    """2026-12-02: a body with no HTTP headers to read (a resource record's own file, a response
    whose status line has no headers, an HTTP/0.9 answer, a dns: record) was never checked for
    chunks: an HTML resource gave a text full of chunk sizes ("64"), and the untyped ones were
    skipped as not-html (their first bytes a chunk size, no tag)."""
    body = warcs.chunked(PAGE, size=100)
    u = "https://q.example/"

    def only(record: bytes):
        path = tmp_path / "one.warc"
        path.write_bytes(record)
        [outcome] = read(path)
        return outcome

    records = [
        response(u + "status-alone", b"", http=b"HTTP/1.1 200 OK\r\n\r\n" + body),
        response(u + "http-0.9", b"", http=body),
        raw_record([("WARC-Type", "resource"), ("WARC-Target-URI", u + "typed"), ("Content-Type", "text/html")], body),
        raw_record([("WARC-Type", "resource"), ("WARC-Target-URI", u + "untyped")], body),
        raw_record([("WARC-Type", "response"), ("WARC-Target-URI", "dns:q.example"), ("Content-Type", "text/html")], body),
    ]
    for record in records:
        assert only(record).payload == PAGE
    # a resource that only starts with a number line is no chunked body: kept as it is
    page = b"2024\r\n" + PAGE
    typed = raw_record([("WARC-Type", "resource"), ("WARC-Target-URI", u + "year"), ("Content-Type", "text/html")], page)
    assert only(typed).payload == page


def test_a_chunked_body_with_bare_lfs_or_padded_sizes_is_dechunked_undeclared(tmp_path):
    """2026-12-02 (sweep_shapes' chunk_extensions): with the Transfer-Encoding header dropped,
    chunks framed by bare LFs, or whose sizes a server padded with spaces, kept their sizes in the
    text ("write 5a rs describe"); declared, they were always read."""
    pieces = [PAGE[i:i + 90] for i in range(0, len(PAGE), 90)]
    for line_end, pad in [(b"\n", b""), (b"\r\n", b" "), (b"\r\n", b"\t ;ext=1")]:
        body = b"".join(b"%x%s%s%s%s" % (len(p), pad, line_end, p, line_end) for p in pieces) + b"0" + line_end * 2
        assert one(tmp_path, html_response(body)).payload == PAGE, (line_end, pad)
        assert one(tmp_path, html_response(body, ("Transfer-Encoding", "chunked"))).payload == PAGE
    for page in [b"1\nx\n<html>not a size line</html>", b"7f \r\n" + PAGE]:
        assert one(tmp_path, html_response(page)).payload == page


def test_a_body_coded_once_more_than_its_header_names_is_decoded_again(tmp_path):
    """2026-12-02 (sweep_shapes' coding_stacks): gzip named once over gzip in gzip (a server
    compressing a compressed file) gave gzip bytes as the page, refused as not-html."""
    twice = warcs.gzip_encoded(warcs.gzip_encoded(PAGE))
    assert one(tmp_path, html_response(twice, ("Content-Encoding", "gzip"))).payload == PAGE
    in_zstd = warcs.gzip_encoded(zstd(PAGE))
    assert one(tmp_path, html_response(in_zstd, ("Content-Encoding", "gzip"))).payload == PAGE
    thrice = warcs.gzip_encoded(warcs.gzip_encoded(warcs.gzip_encoded(PAGE)))
    assert one(tmp_path, html_response(thrice, ("Content-Encoding", "gzip"))).payload == PAGE
    # an inner stream that breaks is left as it was: binary, which extract() refuses by name
    broken = warcs.gzip_encoded(warcs.gzip_encoded(PAGE)[:12] + b"\xff" * 64)
    outcome = one(tmp_path, html_response(broken, ("Content-Encoding", "gzip")))
    assert outcome.payload.startswith(b"\x1f\x8b")
    # a page compressed with no coding named is decoded too (test below)
    assert one(tmp_path, html_response(warcs.gzip_encoded(PAGE))).payload == PAGE


def test_a_page_compressed_under_no_content_encoding_is_decoded(tmp_path):
    """2026-12-02: servers send a compressed page with no Content-Encoding (or lose it), and
    Common Crawl stores the body as it came: under text/html it was a WarcPage of gzip bytes
    that extract() refused as not-html ("gzip"); of no stated type, skipped as not-html."""
    for coded in (warcs.gzip_encoded(PAGE), zstd(PAGE), zlib.compress(PAGE),
                  warcs.gzip_encoded(warcs.gzip_encoded(PAGE)), warcs.gzip_encoded(PAGE)[:300]):
        outcome = one(tmp_path, html_response(coded))
        assert isinstance(outcome, WarcPage) and PAGE.startswith(outcome.payload), coded[:4]
    octet = [("Content-Type", "application/octet-stream")]
    for coded in (warcs.gzip_encoded(PAGE), warcs.brotli_encoded(PAGE), warcs.deflate_encoded(PAGE, raw=True)):
        assert one(tmp_path, http(b"HTTP/1.1 200 OK", octet, coded)).payload == PAGE
    # bytes that decode to no text keep the name of what they are
    not_text = warcs.gzip_encoded(bytes(range(256)) * 40)
    assert one(tmp_path, html_response(not_text)).payload == not_text
    assert one(tmp_path, http(b"HTTP/1.1 200 OK", octet, not_text)).reason == "not-html"
    broken = warcs.gzip_encoded(PAGE)[:10] + b"\xff" * 200
    assert one(tmp_path, html_response(broken)).payload == broken
    # past the cap once decoded: too-large, as a declared coding is
    big = warcs.gzip_encoded(PAGE * 200)
    assert one(tmp_path, html_response(big), max_payload_bytes=len(PAGE) * 10).reason == "too-large"


@pytest.mark.parametrize("value, charset, text", [
    ('text/html; charset="utf-8"; foo', "utf-8", "Grüße"),
    ("text/html;;charset=windows-874;", "windows-874", "\u0e01\u0e02"),
    ("TEXT/HTML; CHARSET=x-sjis", "x-sjis", "\u65e5\u672c"),
    ("text/html; charset=utf8mb4", "utf8mb4", "Grüße"),  # MySQL's name, no WHATWG label: the bytes decide
    ("text/html; charset=unicode-1-1-utf-8", "unicode-1-1-utf-8", "Grüße"),
])
def test_odd_content_type_parameters_and_charset_labels(tmp_path, value, charset, text):
    """2026-12-02 (sweep_shapes' odd_heads): parameters after the charset, empty ones, capitals,
    labels Python has no codec of (the WHATWG table maps them): read as a browser reads them."""
    from beam_extract import extract
    from beam_extract.decode import whatwg_encoding

    codec = {"windows-874": "cp874", "x-sjis": "cp932"}.get(charset, "utf-8")
    body = f"<html><body><article><p>{text}: the harbour bridge reopens on Monday after two years of works.</p></article></body></html>"
    outcome = one(tmp_path, http(b"HTTP/1.1 200 OK", [("Content-Type", value)], body.encode(codec)))
    assert isinstance(outcome, WarcPage) and outcome.charset_hint == charset
    assert whatwg_encoding(charset) in (None, "utf-8", "windows-874", "shift_jis")
    assert text in extract(outcome.payload, outcome.url, charset=outcome.charset_hint).text


@pytest.mark.parametrize("uri, url", [
    ("https://bücher.example/straße?q=é".encode(), "https://bücher.example/straße?q=é"),
    (b"https://b\xfccher.example/\xe9", "https://bücher.example/é"),  # latin-1 bytes, as old writers wrote
    (b"<https://example.com/angle>", "https://example.com/angle"),  # WARC/0.x's angle brackets
])
def test_non_ascii_target_uris_are_read(tmp_path, uri, url):
    path = tmp_path / "uri.warc"
    path.write_bytes(response(uri, PAGE) + response("https://q.example/next", PAGE))
    first, second = read(path)
    assert isinstance(first, WarcPage) and first.url == url and isinstance(second, WarcPage)


def test_a_compressed_download_of_no_stated_type_is_not_html_whatever_it_inflates_to(tmp_path):
    """2026-12-02: a .gz (or .zst, .br) download served as application/octet-stream was inflated
    whole, up to the cap, before it was judged not-html, and a bomb of zeros that inflates past
    the cap was skipped as too-large: the first UNDECLARED_HEAD_BYTES it decodes to tell binary
    bytes now, and a bomb is never inflated to the cap."""
    import brotli

    octet = [("Content-Type", "application/octet-stream")]
    zeros = bytes(4 * 1024 * 1024)
    cap = 1024 * 1024
    for coded in (warcs.gzip_encoded(zeros), zstd(zeros), zlib.compress(zeros),
                  warcs.gzip_encoded(warcs.gzip_encoded(zeros)), brotli.compress(zeros)):
        outcome = one(tmp_path, http(b"HTTP/1.1 200 OK", octet, coded), max_payload_bytes=cap)
        assert outcome.reason == "not-html", coded[:4]
        # under text/html it is a page of those bytes; extract() refuses it (test_extract)
        outcome = one(tmp_path, html_response(coded), max_payload_bytes=cap)
        assert isinstance(outcome, WarcPage) and outcome.payload == coded
        assert step_outcome(outcome) == ("skipped", "not-html")  # the pipeline's named outcome
    # text past the cap is still too-large, as a declared coding is
    big = warcs.gzip_encoded(PAGE * (2 * cap // len(PAGE)))
    assert one(tmp_path, http(b"HTTP/1.1 200 OK", octet, big), max_payload_bytes=cap).reason == "too-large"


def test_the_head_of_an_undeclared_coding_is_decoded_at_a_bounded_cost(monkeypatch):
    """A binary download is judged on its first UNDECLARED_HEAD_BYTES decoded, never inflated
    whole (the whole decoders are not called)."""
    import os

    from beam_extract import payload

    def whole(*args, **kwargs):
        raise AssertionError("decoded whole")

    monkeypatch.setattr(payload, "_decode_layer", whole)
    monkeypatch.setattr(payload, "_unbrotli", whole)
    noise = os.urandom(300_000)
    for coded in (warcs.gzip_encoded(noise), zstd(noise), zlib.compress(noise),
                  warcs.gzip_encoded(bytes(2_000_000))):
        assert payload.decode_undeclared(coded, 10_000_000) is None


@pytest.mark.parametrize("uri", ["", "<>", "   "])
def test_an_empty_target_uri_is_no_url(tmp_path, uri):
    """2026-12-02: an empty WARC-Target-URI gave url '' (on the WarcPage, the Document and the
    rows), where a record without the header gives None (null in the rows and dead letters)."""
    headers = [("WARC-Type", "response"), ("Content-Type", "application/http; msgtype=response")]
    path = tmp_path / "empty-uri.warc"
    headers.append(("WARC-Target-URI", uri))
    png = http(b"HTTP/1.1 200 OK", [("Content-Type", "image/png")], b"\x89PNG")
    path.write_bytes(raw_record(headers, html_response(PAGE)) + raw_record(headers, png))
    page, skipped = read(path)
    assert isinstance(page, WarcPage) and page.url is None and skipped.url is None


def test_a_charset_label_ending_in_a_nul_is_passed_on_without_it(tmp_path):
    outcome = one(tmp_path, http(b"HTTP/1.1 200 OK", [("Content-Type", "text/html; charset=utf-8\x00")], PAGE))
    assert isinstance(outcome, WarcPage) and outcome.charset_hint == "utf-8"


def test_a_declared_coding_holding_binary_bytes_is_not_html_before_it_is_inflated_whole(tmp_path, monkeypatch):
    """2026-12-02: a gzip (zstd, deflate, br) bomb of zeros that its Content-Encoding names was
    inflated to the size cap (in the reader, and again in extract()) and skipped as too-large; a
    named coding over a file (a PDF) was inflated whole for extract() to refuse. The first
    UNDECLARED_HEAD_BYTES they decode to tell now (`payload.BinaryInside`): not-html, whatever the
    Content-Type, and the whole decoders are never called."""
    import brotli

    zeros = bytes(4 * 1024 * 1024)
    pdf = b"%PDF-1.7\n" + bytes(range(256)) * 400
    cap = 1024 * 1024
    cases = [(warcs.gzip_encoded(zeros), "gzip"), (zstd(zeros), "zstd"), (zlib.compress(zeros), "deflate"),
             (brotli.compress(zeros, quality=1), "br"), (warcs.gzip_encoded(warcs.gzip_encoded(zeros)), "gzip"),
             (zstd(warcs.gzip_encoded(zeros)), "gzip, zstd"), (warcs.gzip_encoded(pdf), "gzip"),
             (warcs.gzip_encoded(zeros), "identity, gzip")]

    def whole(*args, **kwargs):
        raise AssertionError("decoded whole")

    monkeypatch.setattr(payload, "_decode_layer", whole)
    monkeypatch.setattr(payload, "_coded_again", whole)
    for body, coding in cases:
        for mime in ("text/html", "application/octet-stream"):
            message = http(b"HTTP/1.1 200 OK", [("Content-Type", mime), ("Content-Encoding", coding)], body)
            outcome = one(tmp_path, message, max_payload_bytes=cap)
            assert isinstance(outcome, Skipped) and outcome.reason == "not-html", (coding, mime, outcome)


def test_a_declared_coding_holding_text_or_a_magicless_coding_is_still_decoded_whole(tmp_path):
    """What the head cannot refuse is decoded whole as before: text past the cap is too-large, a
    page is a page, and a named gzip over brotli (bytes of no magic number, binary to the head
    check) is kept for extract() to decode."""
    import brotli

    cap = 1024 * 1024
    spaces = warcs.gzip_encoded(b"<html><body>" + b" " * (2 * cap))
    outcome = one(tmp_path, html_response(spaces, ("Content-Encoding", "gzip")), max_payload_bytes=cap)
    assert isinstance(outcome, Skipped) and outcome.reason == "too-large"
    for coding, body in (("gzip", warcs.gzip_encoded(PAGE * 50)), ("br", brotli.compress(PAGE * 50)),
                         ("gzip", warcs.gzip_encoded(brotli.compress(PAGE * 50)))):
        outcome = one(tmp_path, html_response(body, ("Content-Encoding", coding)), max_payload_bytes=cap)
        assert isinstance(outcome, WarcPage), coding
    assert payload._declared_binary(warcs.gzip_encoded(brotli.compress(PAGE * 50)), ["gzip"]) is None


# --- HTTP heads whose lines end in CR alone (2026-12-03) -------------------------------------------

@pytest.mark.parametrize("gzip", [True, False])
def test_http_header_lines_ended_by_cr_alone_are_a_named_dead_letter_not_empty(tmp_path, gzip):
    """Read as one line, a CR-only head swallowed the body and the record was skipped as
    "empty"; RFC 9112 makes a bare CR invalid and browsers and warcio find no body in it."""
    cr_only = b"HTTP/1.1 200 OK\rContent-Type: text/html\r\r" + PAGE.replace(b"\n", b"\r")
    outcome = one(tmp_path, cr_only, gzip=gzip)
    assert isinstance(outcome, Failed) and outcome.reason == "bad-http-header"
    assert "CR alone" in outcome.error and "HTTP/1.1 200 OK" in outcome.error
    no_blank_line = b"HTTP/1.1 200 OK\rContent-Type: text/html\r" + PAGE.replace(b"\n", b"")
    assert one(tmp_path, no_blank_line, gzip=gzip).reason == "bad-http-header"


def test_a_bare_cr_in_a_head_an_lf_ends_is_read_as_before(tmp_path):
    """CR CR LF ends, or a bare CR inside a status line whose head ends in CRLF: the page is read."""
    assert one(tmp_path, b"HTTP/1.1 200 OK\r\r\nContent-Type: text/html\r\r\n\r\r\n" + PAGE).payload == PAGE
    assert one(tmp_path, b"HTTP/1.1 200 OK\rX\r\nContent-Type: text/html\r\n\r\n" + PAGE).payload == PAGE


# --- resynchronising on a member with long gzip header fields (2026-12-03) ---------------------------

def gzip_member_with_fields(data: bytes, *, extra: int = 0, name: bytes = b"") -> bytes:
    """A gzip member of `data` whose header carries an FEXTRA field of `extra` bytes and/or an FNAME."""
    deflater = zlib.compressobj(6, zlib.DEFLATED, -15)
    body = deflater.compress(data) + deflater.flush()
    flags = (4 if extra else 0) | (8 if name else 0)
    header = b"\x1f\x8b\x08" + bytes([flags]) + b"\0\0\0\0\0\xff"
    if extra:
        header += (extra).to_bytes(2, "little") + b"XY" + (extra - 4).to_bytes(2, "little") + b"z" * (extra - 4)
    if name:
        header += name + b"\0"
    return header + body + zlib.crc32(data).to_bytes(4, "little") + (len(data) & 0xFFFFFFFF).to_bytes(4, "little")


@pytest.mark.parametrize("fields", [{"extra": 5000}, {"extra": 65535}, {"name": b"n" * 9000},
                                    {"extra": 200, "name": b"page.warc"}])
def test_junk_then_a_member_with_long_header_fields_is_resynchronised_on(tmp_path, fields):
    """After junk the reader looked for members by inflating 4 KB from each gzip magic: a member
    whose FEXTRA or FNAME ran past that was not found, and it and the records after it up to
    the next member were one dead letter."""
    records = [response(f"https://q.example/{n}", warcs.html_page(f"Page {n}").encode()) for n in range(3)]
    path = tmp_path / "fields.warc.gz"
    path.write_bytes(warcs.gzip_member(records[0]) + b"junk " * 80
                     + gzip_member_with_fields(records[1], **fields) + warcs.gzip_member(records[2]))
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None), ("Failed", "bad-warc-header"), ("WarcPage", None), ("WarcPage", None)]
    assert [o.url for o in outcomes if isinstance(o, WarcPage)] == [f"https://q.example/{n}" for n in range(3)]
    assert outcomes[1].warc_length == 400
    with path.open("rb") as stream:  # a split read starting inside the junk finds the member too
        found = list(split_reads.RangeRead(stream, str(path), outcomes[1].warc_offset + 10, None))
    assert [o.url for o in found] == ["https://q.example/1", "https://q.example/2"]


# --- an over-long Content-Length in a whole-file gzip member past the rewind bound (2026-12-03) --------

@pytest.mark.parametrize("seekable", [True, False])
@pytest.mark.parametrize("overrun", [10**9, 700])
def test_an_overlong_content_length_deep_in_a_big_member_loses_no_record_after_it(tmp_path, monkeypatch, seekable, overrun):
    """The records an over-long Content-Length ran over were read again by inflating the member
    from its start: past `MAX_REWIND_BYTES` of compressed bytes (16 MiB; 20 KB here, to keep the
    test small) they were lost inside the dead letter's range. A checkpoint of the inflater taken
    near the first record start inside the block brings them back, seekable stream or not."""
    monkeypatch.setattr(gzip_members, "MAX_REWIND_BYTES", 20_000)
    noise = random.Random(7)

    def body(n: int) -> bytes:  # hardly compressible: the member's compressed bytes outgrow the bound
        return warcs.html_page(f"Page {n}").encode() + b"<!--" + noise.randbytes(5000).hex().encode() + b"-->"

    bodies = [body(n) for n in range(10)]
    records = [response(f"https://q.example/{n}", bodies[n]) for n in range(10)]
    records[4] = response("https://q.example/4", bodies[4], content_length=len(bodies[4]) + 190 + overrun)
    data = warcs.gzip_encoded(b"".join(records))
    path = tmp_path / "whole.warc.gz"
    path.write_bytes(data)
    with path.open("rb") if seekable else warcs.NonSeekable(data) as stream:
        outcomes = list(warc.iter_records(stream, str(path)))
    assert warc.tiling_problems(outcomes, 0, len(data)) == []
    assert kinds(outcomes) == [("WarcPage", None)] * 4 + [("Failed", "bad-warc-header")] + [("WarcPage", None)] * 5
    assert [o.url for o in outcomes] == [f"https://q.example/{n}" for n in range(10)]
    assert [o.payload for o in outcomes if isinstance(o, WarcPage)] == bodies[:4] + bodies[5:]


def test_records_an_overlong_content_length_ran_over_beyond_reach_are_named_in_its_dead_letter(tmp_path, monkeypatch):
    """A stream that cannot seek keeps `MAX_REWIND_BYTES` behind its position: when the block is
    longer, the records it ran over cannot be read again, and the dead letter names the inflated
    bytes of the member they are in."""
    monkeypatch.setattr(gzip_members, "MAX_REWIND_BYTES", 20_000)
    noise = random.Random(8)
    bodies = [warcs.html_page(f"Page {n}").encode() + b"<!--" + noise.randbytes(6000).hex().encode() + b"-->"
              for n in range(40)]
    records = [response(f"https://q.example/{n}", bodies[n]) for n in range(40)]
    records[1] = response("https://q.example/1", bodies[1], content_length=10**9)
    data = warcs.gzip_encoded(b"".join(records))
    outcomes = list(warc.iter_records(warcs.NonSeekable(data), "x.warc.gz"))
    assert warc.tiling_problems(outcomes, 0, len(data)) == []
    assert kinds(outcomes) == [("WarcPage", None), ("Failed", "bad-warc-header")]
    error = outcomes[1].error
    block_start = len(records[0]) + records[1].index(b"\r\n\r\n") + 4
    assert f"(inflated bytes {block_start}-{sum(map(len, records))} of the gzip member at byte 0) are not read" in error


# --- a lead before a record: a byte order mark, padding, a bare CR (2026-12-06) ----------------

LEAD_U = "https://lead.example/"
LEADS = [b"\x00\x00\x00", b"  \t\r\n \n", b"   ", b"\x00\r\n\x00", b"\xef\xbb\xbf", b"\xef\xbb\xbf\r\n",
         b"\r\n" * 1000, b"\xff\xfe", b"\xfe\xff\r\n", b"\xef\xbb\xbf\xff\xfe"]


def outcome_keys(outcomes):
    return sorted((type(o).__name__, getattr(o, "reason", None), o.url, o.warc_offset, o.warc_length)
                  for o in outcomes)


@pytest.mark.parametrize("lead", LEADS)
def test_a_gzip_member_whose_text_starts_with_a_lead_is_read_as_its_record(tmp_path, lead):
    """NULs, blanks or a UTF-8 byte order mark before `WARC/` in a member's inflated bytes: its
    record is read (it failed as bytes that are no record; a plain WARC passes over padding), in
    the first member, a middle one, and in whole and split reads alike."""
    records = [response(LEAD_U + name, PAGE) for name in "abc"]
    for at in (0, 1):
        data = b"".join(warcs.gzip_member(lead + r if i == at else r) for i, r in enumerate(records))
        path = tmp_path / "lead.warc.gz"
        path.write_bytes(data)
        whole = read(path)
        assert kinds(whole) == [("WarcPage", None)] * 3, (lead, at)
        assert [o.url for o in whole] == [LEAD_U + name for name in "abc"]
        second = data.find(gzip_members.GZIP_MAGIC, 10)
        for cuts in ([0, len(data) // 2], [0, second], [0, second + 1, len(data) - 50]):
            assert outcome_keys(read_in_ranges(data, str(path), cuts)) == outcome_keys(whole), (lead, at, cuts)


def test_a_member_of_nuls_alone_is_empty_as_one_of_blank_lines_is(tmp_path):
    records = [response(LEAD_U + name, PAGE) for name in "ac"]
    for filler in (b"\x00" * 100, b"\r\n" * 50, b"\xef\xbb\xbf"):
        path = tmp_path / "filler.warc.gz"
        path.write_bytes(warcs.gzip_member(records[0]) + warcs.gzip_member(filler) + warcs.gzip_member(records[1]))
        assert kinds(read(path)) == [("WarcPage", None), ("Skipped", "empty"), ("WarcPage", None)]


def test_whether_a_member_starts_a_record_looks_past_a_bounded_lead():
    record = response(LEAD_U + "a", PAGE)
    for lead in LEADS:
        assert gzip_members.inflates_to_warc(warcs.gzip_member(lead + record)), lead
        assert not gzip_members.continues_a_record(warcs.gzip_member(lead + record)), lead
    assert gzip_members.continues_a_record(warcs.gzip_member(b"\r\n\r\n"))  # a record's closing CRLFs
    assert gzip_members.continues_a_record(warcs.gzip_member(b"\x00" + PAGE))
    # Past `MAX_LEAD_BYTES` of lead the member is not taken for a record's start.
    far = b" " * (gzip_members.MAX_LEAD_BYTES + 1) + record
    assert not gzip_members.inflates_to_warc(warcs.gzip_member(far))
    assert gzip_members.inflates_to_warc(warcs.gzip_member(far[1:]))


@pytest.mark.parametrize("lead", [b"\xef\xbb\xbf", b"\xef\xbb\xbf\r\n", b"\r\n\x00 ", b"\n"])
def test_a_byte_order_mark_or_padding_before_a_plain_warcs_first_record_joins_it(tmp_path, lead):
    """A UTF-8 byte order mark (a text editor's) before the first record failed it, a dead
    letter over the whole record; padding before it was a dead letter of its own."""
    records = [response(LEAD_U + name, PAGE) for name in "ab"]
    path = tmp_path / "bom.warc"
    path.write_bytes(lead + b"".join(records))
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None)] * 2
    assert (outcomes[0].warc_offset, outcomes[0].warc_length) == (0, len(lead) + len(records[0]))


def test_plain_warcs_concatenated_each_with_a_byte_order_mark_are_read_whole(tmp_path):
    """`cat a.warc b.warc` of files each starting with a byte order mark: the mark between two
    records is padding after the first (the second record was lost in a dead letter)."""
    records = [response(LEAD_U + name, PAGE) for name in "ab"]
    path = tmp_path / "bom-inside.warc"
    path.write_bytes(b"\xef\xbb\xbf" + records[0] + b"\xef\xbb\xbf" + records[1])
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None)] * 2
    assert outcomes[1].warc_offset == 3 + len(records[0]) + 3


@pytest.mark.parametrize("before", [b"junk\r", b"\r", b"\r\n\r\n\r", b"<html>\r"])
def test_a_plain_record_after_a_bare_cr_is_found(tmp_path, before):
    """A record starting after a lone CR (`...\\rWARC/1.0`; RFC 9112 lets a reader take a bare CR
    for a line's end) was searched for past LF, NUL, space or tab only: it fell inside the dead
    letter of the bytes before it, whole and in ranges of a file mixing members."""
    u = LEAD_U
    plain = response(u + "a", PAGE) + before + response(u + "b", PAGE) + response(u + "c", PAGE)
    path = tmp_path / "cr.warc"
    path.write_bytes(plain)
    outcomes = read(path)
    assert [o.url for o in outcomes if isinstance(o, WarcPage)] == [u + "a", u + "b", u + "c"], before
    # A Content-Length running into the record after the CR: the record fails, the next is read.
    overrun = response(u + "a", PAGE, content_length=len(http_bytes := html_response(PAGE)) + 40)
    assert http_bytes
    path.write_bytes(overrun + b"\r" + response(u + "b", PAGE) + response(u + "c", PAGE))
    assert [o.url for o in read(path) if isinstance(o, WarcPage)][-2:] == [u + "b", u + "c"]
    # In a whole-file gzip, after a record and after bytes that are no record, as in a plain WARC.
    for data in (plain, response(u + "a", PAGE) + b"stray line\n" + before + response(u + "b", PAGE) + response(u + "c", PAGE)):
        path = tmp_path / "cr-whole.warc.gz"
        path.write_bytes(warcs.gzip_member(data))
        assert [o.url for o in read(path) if isinstance(o, WarcPage)] == [u + "a", u + "b", u + "c"], before
    mixed = warcs.gzip_member(response(u + "m", PAGE)) + plain + warcs.gzip_member(response(u + "n", PAGE))
    path = tmp_path / "cr-mixed.warc.gz"
    path.write_bytes(mixed)
    whole = read(path)
    assert [o.url for o in whole if isinstance(o, WarcPage)] == [u + "m", u + "a", u + "b", u + "c", u + "n"]
    for cuts in ([0, len(mixed) // 2], [0, 30, len(mixed) - 30]):
        assert outcome_keys(read_in_ranges(mixed, str(path), cuts)) == outcome_keys(whole), cuts


# --- byte order marks before a first member, UTF-16's, cut by a buffer, past garbage (2026-12-07) ---

MARKS = [b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff"]


@pytest.mark.parametrize("lead", [*MARKS, b"\xef\xbb\xbf\r\n", b"\x00" * 5000, b"\x00" * 70_000 + b"\xef\xbb\xbf"])
def test_a_lead_before_a_warc_gzs_first_member_is_empty_not_a_dead_letter(tmp_path, lead):
    """A byte order mark (or padding) before a .warc.gz's first member was a dead letter of its
    own (bad-warc-header); it holds no record: `empty`, the members keeping their own offsets (a
    Common Crawl style (offset, length) fetches the member alone), whole and in ranges."""
    records = [response(LEAD_U + name, PAGE) for name in "ab"]
    data = lead + b"".join(warcs.gzip_member(r) for r in records)
    path = tmp_path / "marked.warc.gz"
    path.write_bytes(data)
    whole = read(path)
    assert kinds(whole) == [("Skipped", "empty"), ("WarcPage", None), ("WarcPage", None)]
    assert (whole[0].warc_offset, whole[0].warc_length) == (0, len(lead))
    assert whole[1].warc_offset == len(lead) and data[len(lead):].startswith(gzip_members.GZIP_MAGIC)
    for cuts in ([0, len(data) // 2], [0, len(lead) + 20]):
        assert outcome_keys(read_in_ranges(data, str(path), cuts)) == outcome_keys(whole), cuts


@pytest.mark.parametrize("mark", MARKS)
def test_utf16_byte_order_marks_are_passed_over_as_a_utf8_one_is(tmp_path, mark):
    """A UTF-16 byte order mark before a plain WARC's first record or between two (a tool marking
    what it writes): the record after it was lost in a dead letter."""
    records = [response(LEAD_U + name, PAGE) for name in "abc"]
    path = tmp_path / "marks.warc"
    path.write_bytes(mark + records[0] + mark + records[1] + mark + b"\r\n" + records[2])
    outcomes = read(path)
    assert [o.url for o in outcomes] == [LEAD_U + name for name in "abc"] and kinds(outcomes) == [("WarcPage", None)] * 3
    assert outcomes[0].warc_offset == 0


@pytest.mark.parametrize("padding", [gzip_members.CHUNK - 1, gzip_members.CHUNK - 2, 2 * gzip_members.CHUNK - 1])
@pytest.mark.parametrize("mark", MARKS)
def test_a_byte_order_mark_cut_by_the_buffers_end_at_a_members_start_is_passed_over(tmp_path, padding, mark):
    """After 64 KiB of padding at a member's start, a mark the read buffer's end cut in two failed
    its record (bad-warc-header); bytes that only start like a mark still fail it, alone."""
    records = [response(LEAD_U + name, PAGE) for name in "abc"]
    middle = warcs.gzip_member(b" " * padding + mark + records[1])
    path = tmp_path / "cut-mark.warc.gz"
    path.write_bytes(warcs.gzip_member(records[0]) + middle + warcs.gzip_member(records[2]))
    assert [o.url for o in read(path)] == [LEAD_U + name for name in "abc"]
    assert kinds(read(path)) == [("WarcPage", None)] * 3
    not_a_mark = warcs.gzip_member(b" " * padding + mark[:1] + b"X" + records[1])
    path.write_bytes(warcs.gzip_member(records[0]) + not_a_mark + warcs.gzip_member(records[2]))
    assert kinds(read(path)) == [("WarcPage", None), ("Failed", "bad-warc-header"), ("WarcPage", None)]


@pytest.mark.parametrize("mark", MARKS)
def test_a_record_after_a_byte_order_mark_past_garbage_or_a_long_lead_is_found(tmp_path, mark):
    """A mark just before `WARC/` hid the record from the searches for the next one (after bytes
    that are no record, past over 4 KiB of padding at a file's start, in a whole-file gzip after a
    record or a bad one): the record fell inside a dead letter, or the file was not-warc."""
    u = LEAD_U
    a, b, c = (response(u + name, PAGE) for name in "abc")
    path = tmp_path / "after-mark.warc"
    for data, expected in ((a + b"junk junk\r\n" + mark + b + c, [u + "a", u + "b", u + "c"]),
                           (a + b"junk junk" + mark + b, [u + "a", u + "b"]),
                           (b" " * (gzip_members.MAX_LEAD_BYTES + 1) + mark + b, [u + "b"])):
        path.write_bytes(data)
        assert [o.url for o in read(path) if isinstance(o, WarcPage)] == expected, data[:40]
    path.write_bytes(b" " * (gzip_members.MAX_LEAD_BYTES + 1) + mark + b)
    assert kinds(read(path)) == [("Skipped", "empty"), ("WarcPage", None)]
    bad = response(u + "bad", PAGE, content_length=b"x")
    path = tmp_path / "after-mark-whole.warc.gz"
    for data in (a + mark + b + mark + c, bad + mark + a + mark + b + mark + c, a + b"stray\r\n" + mark + b + mark + c):
        path.write_bytes(warcs.gzip_member(data))
        assert [o.url for o in read(path) if isinstance(o, WarcPage)][-2:] == [u + "b", u + "c"], data[:40]


def test_a_warc_written_as_utf16_text_or_a_marked_container_is_named(tmp_path):
    """A WARC saved as UTF-16 text was `no WARC record found`; a byte order mark before a zstd
    frame or an ARC header hid what the file is."""
    text = (response(LEAD_U + "a", PAGE) + response(LEAD_U + "b", PAGE)).decode("latin-1")
    path = tmp_path / "utf16.warc"
    for data in (text.encode("utf-16"), text.encode("utf-16-be"), text.encode("utf-16-le")):
        path.write_bytes(data)
        [outcome] = read(path)
        assert (outcome.reason, "UTF-16" in outcome.error) == ("not-warc", True), data[:8]
    path = tmp_path / "utf16-member.warc.gz"
    path.write_bytes(warcs.gzip_member(text.encode("utf-16")) + warcs.gzip_member(response(LEAD_U + "c", PAGE)))
    outcomes = read(path)
    assert kinds(outcomes) == [("Failed", "bad-warc-header"), ("WarcPage", None)] and "UTF-16" in outcomes[0].error
    for lead in (b"\xef\xbb\xbf", b"\r\n"):
        path = tmp_path / "marked.warc.zst"
        path.write_bytes(lead + zstd(response(LEAD_U + "a", PAGE)))  # a .warc.zst is read (2026-12-07)
        assert kinds(read(path)) == [("Skipped", "empty"), ("WarcPage", None)]
        path.write_bytes(lead + zstd(b"no record at all"))
        [outcome] = read(path)
        assert outcome.reason == "not-warc" and "zstd" in outcome.error
        path.write_bytes(lead + b"filedesc://x.arc 0.0.0.0 20240101000000 text/plain 10\n1 0 x\n\n")
        [outcome] = read(path)
        assert outcome.reason == "not-warc" and "ARC" in outcome.error


def test_a_file_that_shrank_after_it_was_listed_is_a_dead_letter_over_the_bytes_missing(tmp_path):
    """The bytes between the end of the data and the size a file was listed with were a gap no
    outcome covered: the run unbalanced, the records lost with no dead letter (2026-12-07)."""
    records = [response(f"https://shrunk.example/{i}", PAGE) for i in range(4)]
    data = b"".join(warcs.gzip_member(record) for record in records)
    kept = len(warcs.gzip_member(records[0])) + len(warcs.gzip_member(records[1]))
    path = tmp_path / "shrunk.warc.gz"
    path.write_bytes(data[:kept])
    with open(path, "rb") as stream:
        outcomes = list(warc.iter_records(stream, str(path), size=len(data)))
    assert kinds(outcomes) == [("WarcPage", None)] * 2 + [("Failed", "truncated")]
    assert (outcomes[-1].warc_offset, outcomes[-1].warc_length) == (kept, len(data) - kept)
    assert "listed" in outcomes[-1].error
    assert warc.tiling_problems(outcomes, 0, len(data)) == []


def test_a_file_that_grew_while_it_was_read_is_accounted_whole(tmp_path):
    """A file listed at one size and read longer (a crawler still writing it) made the run
    unbalanced though every byte read was accounted for (2026-12-07)."""
    from beam_extract.transforms import read_warc

    class Count:
        def __init__(self):
            self.total = 0

        def inc(self, n=1):
            self.total += n

    counters = read_warc._ReadCounters.__new__(read_warc._ReadCounters)
    for name in ("records_read", "bytes_accounted", "bytes_expected", "ranges_untiled"):
        setattr(counters, name, Count())
    records = [warcs.gzip_member(response(f"https://grown.example/{i}", PAGE)) for i in range(3)]
    path = tmp_path / "grown.warc.gz"
    path.write_bytes(b"".join(records))
    outcomes = list(read_warc._read_whole_file(str(path), functools.partial(path.open, "rb"), len(records[0]), None, counters))
    assert kinds(outcomes) == [("WarcPage", None)] * 3
    assert counters.bytes_expected.total == counters.bytes_accounted.total == path.stat().st_size
    assert counters.ranges_untiled.total == 0
