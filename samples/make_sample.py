"""Build samples/sample.warc.gz, a small Common-Crawl-like WARC, from the pages in samples/pages/.

In: the hand-written pages in samples/pages/ (their bytes as stored: two of them are in
windows-1252 and Shift_JIS).
Out: samples/sample.warc.gz (or the path given), the same bytes on every run: fixed record ids,
dates and gzip headers. It holds one record of every kind the pipeline must handle:

    warcinfo
    request/response/metadata triples for: a news article (gzip Content-Encoding), a forum
      thread (chunked Transfer-Encoding), a product page, a docs page, a windows-1252 page whose
      charset is only in the HTTP header (as ISO-8859-1, which means windows-1252), a Shift_JIS
      page declared by <meta charset>, a page with an unknown charset label, an HTML page with
      no content, an empty 200 answer, a PNG image, a PDF, a 404 and a 301
    a resource record holding the listing page
    a revisit record of the news article

Usage: python samples/make_sample.py [OUTPUT]   (default: samples/sample.warc.gz)
       python samples/make_sample.py --check    (exit 1 if the stored sample is out of date)
"""
from __future__ import annotations

import gzip
import io
import struct
import sys
import uuid
import zlib
from datetime import UTC, datetime, timedelta
from pathlib import Path

from warcio.warcwriter import WARCWriter

HERE = Path(__file__).resolve().parent
PAGES = HERE / "pages"
DEFAULT_OUTPUT = HERE / "sample.warc.gz"
START = datetime(2024, 3, 18, 10, 0, 0, tzinfo=UTC)
ID_NAMESPACE = uuid.UUID("6f1f3c2e-8d4b-4f7a-9c1e-2b5d7a9e0c11")


def record_id(key: str) -> str:
    return f"<urn:uuid:{uuid.uuid5(ID_NAMESPACE, key)}>"


def png_image(width: int = 8, height: int = 8) -> bytes:
    """A real (tiny, blue) PNG."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + b"\x20\x60\xc0" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def pdf_document() -> bytes:
    """A minimal one-page PDF."""
    return (b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
            b"2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n"
            b"3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n"
            b"trailer << /Root 1 0 R >>\n%%EOF\n")


def chunked(body: bytes, size: int = 1000) -> bytes:
    pieces = [body[i:i + size] for i in range(0, len(body), size)]
    return b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in pieces) + b"0\r\n\r\n"


def http_message(status: str, headers: list[tuple[str, str]], body: bytes) -> bytes:
    head = "".join(f"{name}: {value}\r\n" for name, value in headers)
    return f"HTTP/1.1 {status}\r\n{head}\r\n".encode("latin-1") + body


class SampleWriter:
    def __init__(self, out):
        self.writer = WARCWriter(out, gzip=True, warc_version="1.0")
        self.tick = 0
        self.warcinfo_id = record_id("warcinfo")

    def date(self) -> str:
        self.tick += 1
        return (START + timedelta(seconds=self.tick)).strftime("%Y-%m-%dT%H:%M:%SZ")

    def write(self, uri: str, kind: str, block: bytes, content_type: str, key: str,
              extra: dict | None = None) -> str:
        headers = {"WARC-Record-ID": record_id(key), "WARC-Date": self.date()}
        if kind != "warcinfo":
            headers["WARC-Warcinfo-ID"] = self.warcinfo_id
        headers.update(extra or {})
        record = self.writer.create_warc_record(
            uri, kind, payload=io.BytesIO(block), length=len(block),
            warc_content_type=content_type, warc_headers_dict=headers,
        )
        self.writer.write_record(record)
        return headers["WARC-Record-ID"]

    def warcinfo(self) -> None:
        fields = (b"software: beam-extract samples/make_sample.py\r\n"
                  b"format: WARC File Format 1.0\r\n"
                  b"description: hand-written sample pages for beam-extract\r\n"
                  b"isPartOf: beam-extract-sample\r\n")
        self.write("", "warcinfo", fields, "application/warc-fields", "warcinfo",
                   {"WARC-Filename": "sample.warc.gz"})

    def exchange(self, url: str, status: str, headers: list[tuple[str, str]], body: bytes) -> None:
        """A request, its response and the crawler's metadata, as Common Crawl writes them."""
        host = url.split("/")[2]
        path = "/" + url.split("/", 3)[3] if url.count("/") > 2 else "/"
        request = (f"GET {path} HTTP/1.1\r\nHost: {host}\r\n"
                   "User-Agent: beam-extract-sample/1.0\r\nAccept: text/html,*/*;q=0.8\r\n"
                   "Accept-Encoding: gzip, br\r\n\r\n").encode()
        request_id = self.write(url, "request", request, "application/http; msgtype=request",
                                f"request {url}")
        server_headers = [("Date", "Mon, 18 Mar 2024 10:00:00 GMT"), ("Server", "nginx")]
        response_id = self.write(
            url, "response", http_message(status, server_headers + headers, body),
            "application/http; msgtype=response", f"response {url}",
            {"WARC-Concurrent-To": request_id, "WARC-IP-Address": "192.0.2.10"},
        )
        metadata = f"fetchTimeMs: {100 + self.tick}\r\n".encode()
        self.write(url, "metadata", metadata, "application/warc-fields", f"metadata {url}",
                   {"WARC-Concurrent-To": response_id})


def page(name: str) -> bytes:
    return (PAGES / name).read_bytes()


def build() -> bytes:
    out = io.BytesIO()
    w = SampleWriter(out)
    w.warcinfo()
    site = "https://sample.beam-extract.test"

    news = page("news_article.html")
    encoded = gzip.compress(news, mtime=0)
    w.exchange(f"{site}/city/harbour-bridge-reopens", "200 OK",
               [("Content-Type", "text/html; charset=utf-8"), ("Content-Encoding", "gzip"),
                ("Content-Length", str(len(encoded)))], encoded)
    w.exchange(f"{site}/forum/threads/sourdough-starter-acetone.90112", "200 OK",
               [("Content-Type", "text/html; charset=UTF-8"), ("Transfer-Encoding", "chunked")],
               chunked(page("forum_thread.html")))
    for path, name, content_type in [
        ("/shop/p/trailhead-28-daypack", "product_page.html", "text/html; charset=utf-8"),
        ("/docs/guide/retries.html", "docs_page.html", "text/html"),
        ("/gazette/marche-couvert-rouvre", "windows1252_page.html", "text/html; charset=ISO-8859-1"),
        ("/tabi/kamakura-sanpo", "shift_jis_page.html", "text/html"),
        ("/rezepte/kuerbissuppe", "bad_charset_page.html", "text/html; charset=utf8mb4"),
        ("/app/dashboard", "no_content.html", "text/html; charset=utf-8"),
    ]:
        body = page(name)
        w.exchange(site + path, "200 OK",
                   [("Content-Type", content_type), ("Content-Length", str(len(body)))], body)
    w.exchange(f"{site}/empty", "200 OK",
               [("Content-Type", "text/html"), ("Content-Length", "0")], b"")
    image = png_image()
    w.exchange(f"{site}/static/logo.png", "200 OK",
               [("Content-Type", "image/png"), ("Content-Length", str(len(image)))], image)
    pdf = pdf_document()
    w.exchange(f"{site}/files/annual-report-2023.pdf", "200 OK",
               [("Content-Type", "application/pdf"), ("Content-Length", str(len(pdf)))], pdf)
    missing = b"<!DOCTYPE html><html><head><title>Not found</title></head><body><h1>Page not found</h1></body></html>"
    w.exchange(f"{site}/city/old-story", "404 Not Found",
               [("Content-Type", "text/html; charset=utf-8"), ("Content-Length", str(len(missing)))],
               missing)
    moved = b'<html><body>Moved to <a href="/city/harbour-bridge-reopens">here</a></body></html>'
    w.exchange(f"{site}/news/bridge", "301 Moved Permanently",
               [("Location", f"{site}/city/harbour-bridge-reopens"),
                ("Content-Type", "text/html"), ("Content-Length", str(len(moved)))], moved)

    listing = page("listing_page.html")
    w.write(f"{site}/gardening/", "resource", listing, "text/html", f"resource {site}/gardening/")

    revisit = http_message("200 OK", [("Content-Type", "text/html; charset=utf-8")], b"")
    w.write(f"{site}/city/harbour-bridge-reopens", "revisit", revisit,
            "application/http; msgtype=response", f"revisit {site}/city/harbour-bridge-reopens",
            {"WARC-Profile": "http://netpreserve.org/warc/1.0/revisit/identical-payload-digest",
             "WARC-Refers-To": record_id(f"response {site}/city/harbour-bridge-reopens"),
             "WARC-Refers-To-Target-URI": f"{site}/city/harbour-bridge-reopens",
             "WARC-Refers-To-Date": "2024-03-18T10:00:02Z",
             "WARC-Payload-Digest": "sha1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"})
    return out.getvalue()


def main(argv: list[str]) -> int:
    data = build()
    if argv[:1] == ["--check"]:
        current = DEFAULT_OUTPUT.read_bytes() if DEFAULT_OUTPUT.exists() else b""
        same = current and gzip.decompress(current) == gzip.decompress(data)
        print(f"{DEFAULT_OUTPUT}: {'up to date' if same else 'OUT OF DATE: rebuild it'}")
        return 0 if same else 1
    output = Path(argv[0]) if argv else DEFAULT_OUTPUT
    output.write_bytes(data)
    print(f"wrote {output} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
