"""WARC files shaped as Common Crawl writes them, for end-to-end checks of the reader.

In:  a folder (or nothing: the bytes).
Out: `CASES`, one `Capture` per page kind a crawl holds (an HTTP/1.1 or HTTP/2 answer, a payload cut
     at the crawler's limit with `WARC-Truncated`, codings kept or already undone with the header
     left saying them, chunks left in, charsets that disagree, revisits, redirects, a robots.txt);
     `crawl_warc(captures, version=...)` writes them as a crawl's per-record .warc.gz: a warcinfo
     record first, then request, response and metadata records for each capture in Common
     Crawl's order, with WARC-Concurrent-To, WARC-Warcinfo-ID, WARC-IP-Address,
     WARC-Block-Digest / WARC-Payload-Digest (sha1, base32) and WARC-Identified-Payload-Type; and
     `wat_file` / `wet_file`, the metadata and text siblings a user might pass by mistake.

Each `Capture` says what the reader must make of its response (or revisit) record: a page (its
`truncated` reason, a phrase its text must hold) or a skip with its reason. Nothing here is read
from a real crawl: the shapes follow Common Crawl's published WARC layout (CCBot's writer: WARC/1.0
until 2024, WARC/1.1 since; the payload cut at 1 MiB).
"""
from __future__ import annotations

import base64
import gzip
import hashlib
import uuid
import zlib
from dataclasses import dataclass, field

import brotli
import zstandard

CUT = 1 << 20  # Common Crawl's payload limit: a longer payload is cut there, WARC-Truncated: length
DATE = "2024-02-20T23:59:48Z"
CRAWL = "CC-MAIN-2024-10"


@dataclass(frozen=True)
class Capture:
    """One fetched URL: its HTTP message as the crawler stored it, and what the reader must give."""

    name: str
    http: bytes                         # the response block: status line, headers, body
    expect: str = "page"                # "page", or the Skipped reason ("revisit", "http-status", "not-html", ...)
    truncated: str | None = None        # WARC-Truncated written (and the page's `truncated` expected)
    phrase: str | None = None           # text the page's Document must hold
    record_type: str = "response"
    extra: list[tuple[str, str]] = field(default_factory=list)  # more WARC headers (a revisit's profile)


def record_id(key: str) -> str:
    return f"<urn:uuid:{uuid.UUID(bytes=hashlib.sha1(key.encode()).digest()[:16])}>"


def sha1_base32(data: bytes) -> str:
    return "sha1:" + base64.b32encode(hashlib.sha1(data).digest()).decode()


def warc_record(version: str, headers: list[tuple[str, str]], block: bytes) -> bytes:
    """A plain record: its first line, the headers in order, Content-Length, the block, CRLF CRLF."""
    lines = [f"WARC/{version}", *(f"{name}: {value}" for name, value in headers), f"Content-Length: {len(block)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("utf-8") + block + b"\r\n\r\n"


def http_message(status: str, headers: list[tuple[str, str]], body: bytes) -> bytes:
    return (status + "\r\n" + "".join(f"{name}: {value}\r\n" for name, value in headers) + "\r\n").encode("latin-1") + body


def html(title: str, phrase: str, *, filler: int = 0, head: str = "") -> bytes:
    """A page whose story holds `phrase`, with `filler` bytes of more story paragraphs after it."""
    story = (f"<p>{phrase} The crawler fetched this story and kept it whole for the reader, paragraph "
             "after paragraph, as any news site writes its articles.</p>\n") * 3
    more = ""
    while len(more) < filler:
        more += ("<p>Another paragraph of the same long story follows here, so that the page runs past "
                 f"the crawler's limit on payloads, number {len(more)}.</p>\n")
    return (f"<!DOCTYPE html><html><head>{head}<title>{title}</title></head><body><article>"
            f"<h1>{title}</h1>\n{story}{more}</article></body></html>").encode()


def chunks(body: bytes, size: int = 4096) -> bytes:
    out = b"".join(b"%x\r\n" % len(body[at:at + size]) + body[at:at + size] + b"\r\n"
                   for at in range(0, len(body), size))
    return out + b"0\r\n\r\n"


def cut(body: bytes, limit: int = CUT) -> bytes:
    return body[:limit]


def _gzip(data: bytes) -> bytes:
    return gzip.compress(data, mtime=0)


def _deflate(data: bytes) -> bytes:
    return zlib.compress(data)


def _captures() -> list[Capture]:
    ok = [("Date", "Tue, 20 Feb 2024 23:59:48 GMT"), ("Server", "nginx")]
    utf8 = ("Content-Type", "text/html; charset=UTF-8")
    long_page = html("A long story cut", "Long story opening.", filler=CUT + 200_000)
    captures = [
        Capture("http11", http_message("HTTP/1.1 200 OK", [*ok, utf8], html("Plain answer", "Plain answer words.")),
                phrase="Plain answer words."),
        # HTTP/2: CCBot writes the status line as fetched, with no reason phrase
        Capture("http2", http_message("HTTP/2 200", [*ok, ("content-type", "text/html; charset=utf-8")],
                                      html("Second version", "Second version words.")), phrase="Second version words."),
        Capture("http11-no-reason", http_message("HTTP/1.1 200", [*ok, utf8], html("No reason", "No reason words.")),
                phrase="No reason words."),
        # Common Crawl's usual case since 2018: the payload stored decoded, the headers renamed
        Capture("decoded-renamed", http_message("HTTP/1.1 200 OK", [
            *ok, utf8, ("X-Crawler-Content-Encoding", "gzip"), ("X-Crawler-Transfer-Encoding", "chunked"),
            ("X-Crawler-Content-Length", "5120"), ("Content-Length", "999")],
            html("Renamed headers", "Renamed headers words.")), phrase="Renamed headers words."),
        # the payload cut at 1 MiB: the HTTP Content-Length the original's, WARC-Truncated: length
        Capture("cut-length", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Content-Length", str(len(long_page)))],
                                           cut(long_page)), truncated="length", phrase="Long story opening."),
        Capture("cut-time", http_message("HTTP/1.1 200 OK", [*ok, utf8], html("Slow server", "Slow server words.")[:900]),
                truncated="time", phrase="Slow server words."),
        Capture("cut-disconnect", http_message("HTTP/1.1 200 OK", [*ok, utf8], html("Dropped", "Dropped words.")[:700]),
                truncated="disconnect", phrase="Dropped words."),
        # codings kept as fetched, whole and cut at the limit
        Capture("gzip-kept", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Content-Encoding", "gzip")],
                                          _gzip(html("Gzip kept", "Gzip kept words."))), phrase="Gzip kept words."),
        Capture("deflate-kept", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Content-Encoding", "deflate")],
                                             _deflate(html("Deflate kept", "Deflate kept words."))), phrase="Deflate kept words."),
        Capture("br-kept", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Content-Encoding", "br")],
                                        brotli.compress(html("Brotli kept", "Brotli kept words."))), phrase="Brotli kept words."),
        Capture("zstd-kept", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Content-Encoding", "zstd")],
                                          zstandard.ZstdCompressor().compress(html("Zstd kept", "Zstd kept words."))),
                phrase="Zstd kept words."),
        Capture("chunked-kept", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Transfer-Encoding", "chunked")],
                                             chunks(html("Chunks kept", "Chunks kept words."))), phrase="Chunks kept words."),
        Capture("chunked-gzip-kept", http_message("HTTP/1.1 200 OK", [
            *ok, utf8, ("Content-Encoding", "gzip"), ("Transfer-Encoding", "chunked")],
            chunks(_gzip(html("Chunked gzip", "Chunked gzip words.")), 512)), phrase="Chunked gzip words."),
        # the payload already decoded, the header still naming the coding
        Capture("gzip-already-undone", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Content-Encoding", "gzip")],
                                                    html("Gzip undone", "Gzip undone words.")), phrase="Gzip undone words."),
        Capture("br-already-undone", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Content-Encoding", "br")],
                                                  html("Brotli undone", "Brotli undone words.")), phrase="Brotli undone words."),
        Capture("zstd-already-undone", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Content-Encoding", "zstd")],
                                                    html("Zstd undone", "Zstd undone words.")), phrase="Zstd undone words."),
        Capture("chunked-already-undone", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Transfer-Encoding", "chunked")],
                                                       html("Chunks undone", "Chunks undone words.")),
                phrase="Chunks undone words."),
        # cut inside the coded stream or inside a chunk (a kept coding and the crawler's limit)
        Capture("gzip-cut", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Content-Encoding", "gzip")],
                                         _gzip(html("Gzip cut", "Gzip cut words.", filler=60_000))[:3000]),
                truncated="length", phrase="Gzip cut words."),
        Capture("deflate-cut", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Content-Encoding", "deflate")],
                                            _deflate(html("Deflate cut", "Deflate cut words.", filler=60_000))[:3000]),
                truncated="length", phrase="Deflate cut words."),
        Capture("br-cut", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Content-Encoding", "br")],
                                       brotli.compress(html("Brotli cut", "Brotli cut words.", filler=60_000))[:3000]),
                truncated="length", phrase="Brotli cut words."),
        Capture("zstd-cut", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Content-Encoding", "zstd")],
                                         zstandard.ZstdCompressor().compress(
                                             html("Zstd cut", "Zstd cut words.", filler=60_000))[:3000]),
                truncated="length", phrase="Zstd cut words."),
        Capture("chunked-cut", http_message("HTTP/1.1 200 OK", [*ok, utf8, ("Transfer-Encoding", "chunked")],
                                            chunks(html("Chunks cut", "Chunks cut words.", filler=60_000))[:9000]),
                truncated="length", phrase="Chunks cut words."),
        Capture("chunked-gzip-cut", http_message("HTTP/1.1 200 OK", [
            *ok, utf8, ("Content-Encoding", "gzip"), ("Transfer-Encoding", "chunked")],
            chunks(_gzip(html("Chunked gzip cut", "Chunked gzip cut words.", filler=60_000)), 1024)[:3000]),
            truncated="length", phrase="Chunked gzip cut words."),
        # a cut in the middle of a UTF-8 character and of a tag
        Capture("cut-mid-character", http_message("HTTP/1.1 200 OK", [*ok, utf8],
                                                  html("Caf\u00e9 cut", "Caf\u00e9 cut words.", filler=5000)
                                                  .replace(b"Another", "Anoth\u00e9r".encode())[:3001]),
                truncated="length", phrase="Caf\u00e9 cut words."),
        # charsets that disagree: the byte order mark decides, then the header, then the meta
        Capture("charset-header-over-meta", http_message("HTTP/1.1 200 OK", [*ok, ("Content-Type", "text/html; charset=windows-1252")],
                                                         html("Header charset", "Caf\u00e9 cr\u00e8me header.",
                                                              head='<meta charset="utf-8">').decode().encode("cp1252")),
                phrase="Caf\u00e9 cr\u00e8me header."),
        Capture("charset-bom-over-header", http_message("HTTP/1.1 200 OK", [*ok, ("Content-Type", "text/html; charset=iso-8859-1")],
                                                        b"\xef\xbb\xbf" + html("Mark charset", "Caf\u00e9 cr\u00e8me mark.",
                                                                               head='<meta charset="windows-1252">')),
                phrase="Caf\u00e9 cr\u00e8me mark."),
        Capture("charset-meta-only", http_message("HTTP/1.1 200 OK", [*ok, ("Content-Type", "text/html")],
                                                  html("Meta charset", "Caf\u00e9 cr\u00e8me meta.",
                                                       head='<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">')
                                                  .decode().encode("cp1252")),
                phrase="Caf\u00e9 cr\u00e8me meta."),
        # no Content-Type from the server: the crawler's identified type (and the bytes) say HTML
        Capture("identified-type", http_message("HTTP/1.1 200 OK", ok, html("Identified", "Identified words.")),
                phrase="Identified words."),
        Capture("redirect", http_message("HTTP/1.1 301 Moved Permanently", [*ok, ("Location", "https://cc.test/new")], b""),
                expect="http-status"),
        Capture("not-found", http_message("HTTP/2 404", [*ok, utf8], html("Missing", "Missing words.")), expect="http-status"),
        Capture("robots", http_message("HTTP/1.1 200 OK", [*ok, ("Content-Type", "text/plain")], b"User-agent: *\nDisallow: /x\n"),
                expect="not-html"),
        Capture("pdf", http_message("HTTP/1.1 200 OK", [*ok, ("Content-Type", "application/pdf")], b"%PDF-1.7\n" + bytes(200)),
                expect="not-html"),
        Capture("revisit-not-modified", http_message("HTTP/1.1 304 Not Modified", ok, b""), expect="revisit",
                record_type="revisit", extra=[
                    ("WARC-Profile", "http://netpreserve.org/warc/1.0/revisit/server-not-modified"),
                    ("WARC-Refers-To-Target-URI", "https://cc.test/revisit-not-modified"),
                    ("WARC-Refers-To-Date", "2024-01-02T03:04:05Z")]),
        Capture("revisit-identical", http_message("HTTP/1.1 200 OK", [*ok, utf8], b""), expect="revisit",
                record_type="revisit", extra=[
                    ("WARC-Profile", "http://netpreserve.org/warc/1.1/revisit/identical-payload-digest"),
                    ("WARC-Truncated", "length")]),
    ]
    return captures


CASES = _captures()


def _payload_of(http: bytes) -> bytes:
    end = http.find(b"\r\n\r\n")
    return http[end + 4:] if end >= 0 else b""


def capture_records(capture: Capture, number: int, *, version: str, info_id: str) -> list[bytes]:
    """A capture's request, response (or revisit) and metadata records, as CCBot writes them."""
    url = f"https://cc.test/{capture.name}"
    response_id, request_id, metadata_id = (record_id(f"{kind} {url}") for kind in ("response", "request", "metadata"))
    ip = f"203.0.113.{number % 250 + 1}"
    request = (f"GET /{capture.name} HTTP/1.1\r\nUser-Agent: CCBot/2.0 (https://commoncrawl.org/faq/)\r\n"
               "Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8\r\n"
               "Accept-Language: en-US,en;q=0.5\r\nAccept-Encoding: br,gzip\r\nHost: cc.test\r\n"
               "Connection: Keep-Alive\r\n\r\n").encode()
    common = [("WARC-Date", DATE), ("WARC-Warcinfo-ID", info_id), ("WARC-IP-Address", ip), ("WARC-Target-URI", url)]
    payload = _payload_of(capture.http)
    response_headers = [("WARC-Type", capture.record_type), ("WARC-Date", DATE), ("WARC-Record-ID", response_id),
                        ("Content-Type", "application/http; msgtype=response"), ("WARC-Warcinfo-ID", info_id),
                        ("WARC-Concurrent-To", request_id), ("WARC-IP-Address", ip), ("WARC-Target-URI", url),
                        ("WARC-Protocol", "h2" if capture.http.startswith(b"HTTP/2") else "http/1.1"),
                        ("WARC-Protocol", "tls/1.3"), ("WARC-Cipher-Suite", "TLS_AES_256_GCM_SHA384"),
                        ("WARC-Payload-Digest", sha1_base32(payload)), ("WARC-Block-Digest", sha1_base32(capture.http))]
    if capture.truncated:
        response_headers.append(("WARC-Truncated", capture.truncated))
    if capture.record_type == "response" and capture.expect not in ("not-html",) and not capture.name.startswith(("redirect",)):
        response_headers.append(("WARC-Identified-Payload-Type", "text/html"))
    response_headers += capture.extra
    fields = (f"fetchTimeMs: {120 + number}\r\ncharset-detected: UTF-8\r\n"
              "languages-cld2: {\"reliable\":true,\"text-bytes\":3132,\"languages\":[{\"code\":\"en\","
              "\"code-iso-639-3\":\"eng\",\"text-covered\":0.99,\"score\":1010.0,\"name\":\"ENGLISH\"}]}\r\n").encode()
    return [
        warc_record(version, [("WARC-Type", "request"), *common[:1], ("WARC-Record-ID", request_id),
                              ("Content-Type", "application/http; msgtype=request"), *common[1:],
                              ("WARC-Block-Digest", sha1_base32(request))], request),
        warc_record(version, response_headers, capture.http),
        warc_record(version, [("WARC-Type", "metadata"), *common[:1], ("WARC-Record-ID", metadata_id),
                              ("WARC-Refers-To", response_id), ("Content-Type", "application/warc-fields"),
                              *common[1:], ("WARC-Block-Digest", sha1_base32(fields))], fields),
    ]


def warcinfo(version: str, filename: str, info_id: str) -> bytes:
    fields = (f"isPartOf: {CRAWL}\r\npublisher: Common Crawl\r\ndescription: Wide crawl of the web\r\n"
              "operator: Common Crawl Admin (info@commoncrawl.org)\r\nhostname: ip-10-67-67-1.ec2.internal\r\n"
              "software: Apache Nutch 1.19 (modified, https://github.com/commoncrawl/nutch/)\r\n"
              "robots: checked via crawler-commons 1.5-SNAPSHOT (https://github.com/crawler-commons/crawler-commons)\r\n"
              "format: WARC File Format 1.1\r\nconformsTo: https://iipc.github.io/warc-specifications/specifications/"
              "warc-format/warc-1.1/\r\n").encode()
    return warc_record(version, [("WARC-Type", "warcinfo"), ("WARC-Date", DATE), ("WARC-Filename", filename),
                                 ("WARC-Record-ID", info_id), ("Content-Type", "application/warc-fields")], fields)


def crawl_records(captures: list[Capture] | None = None, *, version: str = "1.0",
                  filename: str = f"{CRAWL}-20240220233918-00000.warc.gz") -> list[bytes]:
    """The plain records of a crawl's WARC: its warcinfo, then each capture's three records."""
    info_id = record_id(f"warcinfo {filename}")
    records = [warcinfo(version, filename, info_id)]
    for number, capture in enumerate(CASES if captures is None else captures):
        records += capture_records(capture, number, version=version, info_id=info_id)
    return records


def per_record_gzip(records: list[bytes]) -> bytes:
    """Each record in its own gzip member, as Common Crawl writes its .warc.gz (no header fields,
    mtime 0, the default level)."""
    return b"".join(gzip.compress(record, mtime=0) for record in records)


def crawl_warc(captures: list[Capture] | None = None, *, version: str = "1.0") -> bytes:
    return per_record_gzip(crawl_records(captures, version=version))


def wat_file(captures: list[Capture] | None = None) -> bytes:
    """A .warc.wat.gz: a warcinfo, then one metadata record of JSON (application/json) for each
    request, response and metadata record of the WARC it describes."""
    filename = f"{CRAWL}-20240220233918-00000.warc.wat.gz"
    info_id = record_id(f"warcinfo {filename}")
    records = [warcinfo("1.0", filename, info_id)]
    for capture in CASES if captures is None else captures:
        url = f"https://cc.test/{capture.name}"
        for kind in ("request", "response", "metadata"):
            envelope = (b'{"Container":{"Filename":"' + CRAWL.encode() + b'.warc.gz","Compressed":true},'
                        b'"Envelope":{"WARC-Header-Metadata":{"WARC-Type":"' + kind.encode() + b'"},'
                        b'"Payload-Metadata":{"HTTP-Response-Metadata":{"HTML-Metadata":{"Head":{"Title":"'
                        + capture.name.encode() + b'"}}}}}}')
            records.append(warc_record("1.0", [("WARC-Type", "metadata"), ("WARC-Target-URI", url), ("WARC-Date", DATE),
                                               ("WARC-Record-ID", record_id(f"wat {kind} {url}")),
                                               ("WARC-Refers-To", record_id(f"{kind} {url}")),
                                               ("Content-Type", "application/json")], envelope))
    return per_record_gzip(records)


def wet_file(captures: list[Capture] | None = None) -> bytes:
    """A .warc.wet.gz: a warcinfo, then one conversion record of plain text per HTML page."""
    filename = f"{CRAWL}-20240220233918-00000.warc.wet.gz"
    info_id = record_id(f"warcinfo {filename}")
    records = [warcinfo("1.0", filename, info_id)]
    for capture in CASES if captures is None else captures:
        if capture.expect != "page":
            continue
        url = f"https://cc.test/{capture.name}"
        text = (capture.phrase or capture.name).encode() + b"\nThe page's text as the crawl's converter wrote it.\n"
        records.append(warc_record("1.0", [("WARC-Type", "conversion"), ("WARC-Target-URI", url), ("WARC-Date", DATE),
                                           ("WARC-Record-ID", record_id(f"wet {url}")),
                                           ("WARC-Refers-To", record_id(f"response {url}")),
                                           ("WARC-Block-Digest", sha1_base32(text)),
                                           ("Content-Type", "text/plain"),
                                           ("WARC-Identified-Content-Language", "eng")], text))
    return per_record_gzip(records)
