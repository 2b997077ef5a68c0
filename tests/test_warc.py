"""warc.iter_records: every record read gives exactly one outcome (page, skipped, failed)."""
from __future__ import annotations

import collections
import io
import json
import os
import random
from pathlib import Path

import pytest
import warcs
from warcio.archiveiterator import ArchiveIterator

from beam_extract import payload as payload_module
from beam_extract import split_reads, warc
from beam_extract.warc import Failed, Skipped, WarcPage, iter_records, iter_warc_file

SHARED_WARC = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "warc"

PAGE = warcs.html_page("River path reopens").encode()
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4
PDF = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n"


def kinds(outcomes):
    return [(type(o).__name__, getattr(o, "reason", None)) for o in outcomes]


def by_url(outcomes):
    return {o.url: o for o in outcomes}


def read(path, **kwargs):
    """The outcomes of a WARC file, checked to tile it byte for byte."""
    outcomes = list(iter_warc_file(str(path), **kwargs))
    assert warc.tiling_problems(outcomes, 0, Path(path).stat().st_size) == []
    return outcomes


def sink_records():
    """One record of every kind a crawl holds, in crawl order."""
    u = "https://news.example.org/"
    return [
        warcs.warcinfo_record("sink.warc.gz"),
        warcs.http_request_record(u + "article"),
        warcs.http_response_record(u + "article", PAGE, content_type="text/html; charset=UTF-8"),
        warcs.metadata_record(u + "article"),
        warcs.revisit_record(u + "article-again"),
        warcs.http_response_record(u + "missing", b"<html><body>gone</body></html>", 404),
        warcs.http_response_record(u + "moved", b"", 301,
                                   [("Location", u + "article")], content_type="text/html"),
        warcs.http_response_record(u + "logo.png", PNG, content_type="image/png"),
        warcs.http_response_record(u + "report.pdf", PDF, content_type="application/pdf"),
        warcs.http_response_record(u + "untyped", b"\n  <!DOCTYPE html><html><p>hi</p></html>",
                                   content_type=None),
        warcs.http_response_record(u + "untyped.bin", PNG, content_type=None),
        warcs.http_response_record(u + "octet", PAGE, content_type="application/octet-stream"),
        warcs.http_response_record(u + "xhtml", PAGE, content_type="application/xhtml+xml"),
        warcs.resource_record(u + "saved.html", PAGE, "text/html"),
        warcs.resource_record(u + "saved.png", PNG, "image/png"),
        warcs.http_response_record(u + "empty", b"", content_type="text/html"),
        warcs.http_response_record(u + "blank", b" \r\n\t ", content_type="text/html"),
        warcs.http_response_record(
            u + "latin", "<p>Caf\u00e9 cr\u00e8me</p>".encode("latin-1"),
            content_type='text/html; charset="ISO-8859-1"'),
    ]


@pytest.fixture(params=[True, False], ids=["gzip", "plain"])
def sink(request, tmp_path):
    path = tmp_path / ("sink.warc.gz" if request.param else "sink.warc")
    offsets = warcs.write_warc(path, sink_records(), gzip=request.param)
    return path, offsets


def test_every_record_gives_exactly_one_outcome(sink):
    path, offsets = sink
    outcomes = read(path)
    assert len(outcomes) == len(offsets)
    assert [o.warc_offset for o in outcomes] == offsets
    assert not [o for o in outcomes if isinstance(o, Failed)]


def test_html_response_is_kept_with_all_fields(sink):
    path, offsets = sink
    page = by_url(o for o in read(path) if isinstance(o, WarcPage))[
        "https://news.example.org/article"]
    assert isinstance(page, WarcPage)
    assert page.record_id == warcs.record_id_for("response https://news.example.org/article")
    assert page.date == warcs.DATE
    assert page.warc_file == str(path)
    assert page.warc_offset == offsets[2]
    assert page.content_type == "text/html"
    assert page.charset_hint == "UTF-8"
    assert page.http_status == 200
    assert page.payload == PAGE


def test_skip_reasons_per_record_kind(sink):
    path, _ = sink
    outcomes = read(path)
    reasons = {o.url: o.reason for o in outcomes if isinstance(o, Skipped)}
    u = "https://news.example.org/"
    assert reasons == {
        None: "not-response",  # warcinfo has no target URI
        u + "article": "not-response",  # request and metadata
        u + "article-again": "revisit",
        u + "missing": "http-status",
        u + "moved": "http-status",
        u + "logo.png": "not-html",
        u + "report.pdf": "not-html",
        u + "untyped.bin": "not-html",
        u + "saved.png": "not-html",
        u + "empty": "empty",
        u + "blank": "empty",
    }
    assert [o.reason for o in outcomes if isinstance(o, Skipped)].count("not-response") == 3


def test_sniffed_xhtml_and_resource_pages_are_kept(sink):
    path, _ = sink
    pages = {o.url: o for o in read(path) if isinstance(o, WarcPage)}
    u = "https://news.example.org/"
    assert set(pages) == {u + "article", u + "untyped", u + "octet", u + "xhtml",
                          u + "saved.html", u + "latin"}
    assert pages[u + "untyped"].content_type is None
    assert pages[u + "xhtml"].content_type == "application/xhtml+xml"
    resource = pages[u + "saved.html"]
    assert (resource.http_status, resource.payload) == (None, PAGE)
    assert pages[u + "latin"].charset_hint == "ISO-8859-1"


def test_offsets_are_where_a_fresh_reader_finds_the_record(sink):
    path, _ = sink
    for outcome in read(path):
        with open(path, "rb") as fh:
            fh.seek(outcome.warc_offset)
            record = next(iter(ArchiveIterator(fh)))
            assert record.rec_headers.get_header("WARC-Record-ID") == outcome.record_id


def encoded_response(name, body, headers, **kwargs):
    message = warcs.http_response_bytes(body, 200, [("Content-Type", "text/html"), *headers])
    return warcs.http_response_record(f"https://enc.example/{name}", b"", raw_http=message,
                                      **kwargs)


def test_transfer_and_content_encodings_are_undone(tmp_path):
    u = "https://enc.example/"
    records = [
        warcs.http_response_record(u + "chunked-gzip", PAGE, content_encoding="gzip",
                                   chunk_size=50),
        warcs.http_response_record(u + "chunked", PAGE, chunk_size=7),
        warcs.http_response_record(u + "deflate", PAGE, content_encoding="deflate"),
        encoded_response("raw-deflate", warcs.deflate_encoded(PAGE, raw=True),
                         [("Content-Encoding", "deflate")]),
        warcs.http_response_record(u + "br", PAGE, content_encoding="br"),
        # The header says gzip, the crawler stored the bytes decoded (as ClueWeb did).
        encoded_response("stored-decoded", PAGE, [("Content-Encoding", "gzip")]),
        # The header says chunked, the bytes are not.
        encoded_response("not-chunked", PAGE, [("Transfer-Encoding", "chunked")]),
    ]
    path = tmp_path / "enc.warc.gz"
    warcs.write_warc(path, records)
    outcomes = read(path)
    assert all(isinstance(o, WarcPage) for o in outcomes), kinds(outcomes)
    assert [o.payload for o in outcomes] == [PAGE] * len(records)


def test_cut_compressed_payload_keeps_what_inflates(tmp_path):
    rng = random.Random(7)
    words = [rng.choice(["river", "path", "spring", "council", "bridge", "repair", "vote"])
             + str(rng.randrange(1000)) for _ in range(6000)]
    big = f"<html><body><p>{' '.join(words)}</p></body></html>".encode()
    encoded = warcs.gzip_encoded(big)
    cut = encoded[: len(encoded) // 2]  # a crawler's payload size cap cut the gzip stream
    path = tmp_path / "cut.warc.gz"
    warcs.write_warc(path, [encoded_response("cut", cut, [("Content-Encoding", "gzip")])])
    [page] = read(path)
    assert isinstance(page, WarcPage)
    assert len(big) // 4 < len(page.payload) < len(big) and big.startswith(page.payload)


def test_broken_content_encoding_is_failed_and_reading_goes_on(tmp_path):
    broken = bytearray(warcs.gzip_encoded(warcs.html_page("B", paragraphs=50).encode()))
    broken[40:60] = bytes(20)
    records = [
        encoded_response("broken", bytes(broken), [("Content-Encoding", "gzip")]),
        encoded_response("zstd", b"\x28\xb5\x2f\xfd binary", [("Content-Encoding", "zstd")]),
        encoded_response("fine", PAGE, []),
    ]
    path = tmp_path / "broken.warc.gz"
    warcs.write_warc(path, records)
    outcomes = read(path)
    assert kinds(outcomes) == [("Failed", "bad-content-encoding"),
                               ("Failed", "bad-content-encoding"), ("WarcPage", None)]
    assert outcomes[0].record_id == records[0].rec_headers.get_header("WARC-Record-ID")
    assert "gzip" in outcomes[0].error and "zstd" in outcomes[1].error


@pytest.mark.parametrize("gzip", [True, False], ids=["gzip", "plain"])
def test_payload_over_the_cap_is_skipped_too_large(tmp_path, gzip):
    big = warcs.html_page("Big", paragraphs=100).encode()
    bomb = warcs.gzip_encoded(b" " * 200_000)  # small on the wire, large inflated
    records = [
        warcs.http_response_record("https://x.example/big", big),
        encoded_response("bomb", bomb, [("Content-Encoding", "gzip")]),
        warcs.http_response_record("https://x.example/small", PAGE),
    ]
    path = tmp_path / "big.warc"
    warcs.write_warc(path, records, gzip=gzip)
    assert len(bomb) < 5000 < len(big)
    outcomes = read(path, max_payload_bytes=5000)
    assert kinds(outcomes) == [("Skipped", "too-large"), ("Skipped", "too-large"),
                               ("WarcPage", None)]


@pytest.mark.parametrize("gzip", [True, False], ids=["gzip", "plain"])
def test_truncated_last_record_is_failed_not_dropped(tmp_path, gzip):
    records = [warcs.http_response_record(f"https://t.example/{i}",
                                          warcs.html_page(f"Page {i}", 30).encode())
               for i in range(3)]
    path = tmp_path / ("cut.warc.gz" if gzip else "cut.warc")
    offsets = warcs.write_warc(path, records, gzip=gzip)
    warcs.truncate_file(path, path.stat().st_size - 20)  # inside the last record's end
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None), ("WarcPage", None), ("Failed", "truncated")]
    cut = outcomes[2]
    assert (cut.url, cut.warc_offset) == ("https://t.example/2", offsets[2])
    assert cut.record_id == records[2].rec_headers.get_header("WARC-Record-ID")


def test_file_cut_inside_the_warc_headers_is_failed(tmp_path):
    path = tmp_path / "cut.warc"
    offsets = warcs.write_warc(path, [warcs.http_response_record("https://t.example/a", PAGE),
                                      warcs.http_response_record("https://t.example/b", PAGE)],
                               gzip=False)
    warcs.truncate_file(path, offsets[1] + 30)
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None), ("Failed", "truncated")]


def corrupted_file(tmp_path, name="corrupt.warc.gz"):
    records = [warcs.http_response_record(f"https://c.example/{i}",
                                          warcs.html_page(f"Page {i}", 40).encode())
               for i in range(5)]
    path = tmp_path / name
    offsets = warcs.write_warc(path, records)
    warcs.corrupt_gzip_member(path, offsets[2])
    return path, offsets, records


def test_corrupt_gzip_member_is_failed_and_later_records_still_read(tmp_path):
    path, offsets, _ = corrupted_file(tmp_path)
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None)] * 2 + [("Failed", "corrupt-gzip")] + [
        ("WarcPage", None)] * 2
    assert [o.warc_offset for o in outcomes] == offsets
    assert outcomes[2].error


def test_non_seekable_stream_gives_the_same_outcomes_and_resyncs(tmp_path):
    path, offsets, _ = corrupted_file(tmp_path)
    from_file = read(path)
    from_stream = list(iter_records(warcs.NonSeekable(path.read_bytes()), str(path)))
    assert from_stream == from_file
    assert [o.warc_offset for o in from_stream] == offsets


def test_garbage_between_members_is_reported_once_and_skipped(tmp_path):
    first = warcs.warc_bytes([warcs.http_response_record("https://g.example/1", PAGE)])
    second = warcs.warc_bytes([warcs.http_response_record("https://g.example/2", PAGE)])
    path = tmp_path / "junk.warc.gz"
    path.write_bytes(first + b"JUNK" * 100 + second)
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None), ("Failed", "bad-warc-header"),
                               ("WarcPage", None)]
    assert outcomes[1].warc_offset == len(first)
    assert outcomes[2].warc_offset == len(first) + 400


def test_garbage_between_plain_records_is_reported_once_and_skipped(tmp_path):
    first = warcs.warc_bytes([warcs.http_response_record("https://g.example/1", PAGE)], gzip=False)
    second = warcs.warc_bytes([warcs.http_response_record("https://g.example/2", PAGE)],
                              gzip=False)
    path = tmp_path / "junk.warc"
    path.write_bytes(first + b"stray bytes\r\nmore of them\r\n\r\n" + second)
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None), ("Failed", "bad-warc-header"),
                               ("WarcPage", None)]
    assert outcomes[2].payload == PAGE


def test_padding_after_the_last_member_is_not_a_record(tmp_path):
    path = tmp_path / "padded.warc.gz"
    path.write_bytes(warcs.warc_bytes([warcs.http_response_record("https://p.example/", PAGE)])
                     + b"\x00" * 512 + b"\r\n")
    assert kinds(read(path)) == [("WarcPage", None)]


def test_whole_file_gzip_is_read_too(tmp_path):
    records = [warcs.warcinfo_record(), warcs.http_response_record("https://w.example/", PAGE)]
    path = tmp_path / "whole.warc.gz"
    path.write_bytes(warcs.gzip_encoded(warcs.warc_bytes(records, gzip=False)))
    assert kinds(read(path)) == [("Skipped", "not-response"), ("WarcPage", None)]


def test_random_bytes_give_one_failed_outcome(tmp_path):
    path = tmp_path / "random.warc.gz"
    path.write_bytes(os.urandom(1) + bytes((i * 7919 + 13) % 251 for i in range(50_000)))
    outcomes = read(path)
    assert kinds(outcomes) == [("Failed", "not-warc")]
    assert outcomes[0].warc_offset == 0 and "no WARC record" in outcomes[0].error


def test_empty_file_has_no_records(tmp_path):
    path = tmp_path / "empty.warc.gz"
    path.write_bytes(b"")
    assert read(path) == []


def test_a_stream_that_raises_is_reported_as_read_error(tmp_path):
    data = warcs.warc_bytes([warcs.http_response_record(f"https://r.example/{i}", PAGE)
                             for i in range(3)])

    class Failing(io.RawIOBase):
        pos = 0

        def readable(self):
            return True

        def readinto(self, buffer):
            if self.pos > len(data) // 2:
                raise OSError("connection reset")
            n = min(len(buffer), 100)
            buffer[:n] = data[self.pos:self.pos + n]
            self.pos += n
            return n

    outcomes = list(iter_records(Failing(), "remote.warc.gz", size=len(data)))
    assert kinds(outcomes)[-1] == ("Failed", "read-error")
    assert "connection reset" in outcomes[-1].error
    assert warc.tiling_problems(outcomes, 0, len(data)) == []  # the unread rest is its range


@pytest.mark.parametrize("payload, expected", [
    (b"<!DOCTYPE html><html>", True),
    (b"\r\n  <html lang=en>", True),
    (b"<P>text", True),
    (b"<!-- comment --><div>", True),
    (b"\xef\xbb\xbf<!doctype HTML>", True),
    (b'<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml">', True),
    (b"<?xml version=\"1.0\"?><rss>", False),
    (b"<Bogus>", False),
    (b"%PDF-1.4", False),
    (b"{\"json\": true}", False),
    (b"", False),
])
def test_sniff_html(payload, expected):
    assert payload_module.sniff_html(payload) is expected


# --- the shared benchmark WARCs (skipped in a checkout without ../shared) -------------------

def shared(name):
    path = SHARED_WARC / name
    if not path.exists():
        pytest.skip(f"{path} is absent (benchmark data lives outside the repository)")
    return path


def test_real_common_crawl_file_is_fully_accounted():
    path = shared("real/warcfile.warc.gz")
    outcomes = read(path)
    counts = collections.Counter(kinds(outcomes))
    assert counts == {("WarcPage", None): 16, ("Skipped", "not-response"): 34}
    with open(path, "rb") as fh:
        iterator = ArchiveIterator(fh)
        expected = [(r.rec_headers.get_header("WARC-Record-ID"), iterator.get_record_offset())
                    for r in iterator]
    assert [(o.record_id, o.warc_offset) for o in outcomes] == expected


def test_clueweb_quirks_are_read():
    outcomes = read(shared("real/clueweb-quirk.warc.gz"))
    pages = [o for o in outcomes if isinstance(o, WarcPage)]
    assert len(outcomes) == 30 and len(pages) == 29
    # WARC/0.18 records, Content-Encoding: gzip on bytes stored decoded, WARC-Dates holding the day
    # of the year where the day of the month goes (warc_dates.iso_date reads them when they fit the month)
    assert all(p.payload.lstrip().lower().startswith(b"<html") for p in pages)
    assert all(p.charset_hint == "EUC-JP" and p.date and p.date.startswith("2008-10-") for p in pages)


def test_clipped_file_reports_its_cut_record():
    [outcome] = read(shared("real/clipped.warc.gz"))
    assert isinstance(outcome, Failed) and outcome.reason == "truncated"
    assert outcome.record_id == "<urn:uuid:f3dfa8fa-f031-4a38-90cc-1dcee3d07bb5>"


def test_wcxb_warc_matches_its_manifest():
    path = shared("wcxb-dev-400.warc.gz")
    manifest = json.loads((SHARED_WARC / "wcxb-dev-400.warc.manifest.json").read_text())
    outcomes = read(path)
    by_id = {o.record_id: o for o in outcomes}
    assert len(by_id) == len(outcomes)
    assert all(isinstance(by_id.get(rid), WarcPage) for rid in manifest["emit"])
    assert {rid: getattr(by_id.get(rid), "reason", None) for rid in manifest["skip"]} == \
        manifest["skip"]
    assert not [o for o in outcomes if isinstance(o, Failed)]
    others = [o for o in outcomes if o.record_id not in manifest["emit"]
              and o.record_id not in manifest["skip"]]
    assert {getattr(o, "reason", None) for o in others} == {"not-response"}


def test_wcxb_warc_pages_decode_to_the_original_text():
    import gzip
    import html

    from beam_extract.decode import decode_html

    path = shared("wcxb-dev-400.warc.gz")
    manifest = json.loads((SHARED_WARC / "wcxb-dev-400.warc.manifest.json").read_text())
    originals = SHARED_WARC.parent / "wcxb-dev" / "html"
    checked = collections.Counter()
    for page in read(path):
        if isinstance(page, WarcPage) and page.charset_hint in ("shift_jis", "windows-1252"):
            text, encoding = decode_html(page.payload, page.charset_hint)
            source = gzip.decompress((originals / f"{manifest['emit'][page.record_id]}.html.gz")
                                     .read_bytes()).decode("utf-8")
            # The WARC was re-encoded with character references for what the charset lacks.
            assert html.unescape(text) == html.unescape(source)
            checked[encoding] += 1
    assert checked == {"shift_jis": 12, "windows-1252": 12}


# --- the shipped sample (samples/sample.warc.gz, built by samples/make_sample.py) ------------

SAMPLES = Path(__file__).resolve().parents[1] / "samples"


def load_make_sample():
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_sample", SAMPLES / "make_sample.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_shipped_sample_is_up_to_date_and_small():
    import gzip

    stored = (SAMPLES / "sample.warc.gz").read_bytes()
    assert len(stored) < 100_000
    assert gzip.decompress(stored) == gzip.decompress(load_make_sample().build())


def test_shipped_sample_holds_every_kind_of_record():
    from beam_extract.decode import decode_html

    outcomes = read(SAMPLES / "sample.warc.gz")
    assert collections.Counter(kinds(outcomes)) == {
        ("Skipped", "not-response"): 27, ("WarcPage", None): 9, ("Skipped", "empty"): 1,
        ("Skipped", "not-html"): 2, ("Skipped", "http-status"): 2, ("Skipped", "revisit"): 1,
    }
    decoded = {o.url.rstrip("/").rsplit("/", 1)[-1]: decode_html(o.payload, o.charset_hint)
               for o in outcomes if isinstance(o, WarcPage)}
    assert decoded["marche-couvert-rouvre"][1] == "windows-1252"
    assert "800 000 \u20ac pris en charge" in decoded["marche-couvert-rouvre"][0]
    assert decoded["kamakura-sanpo"][1] == "shift_jis"
    assert "\u9031\u672b\u306e\u938c\u5009\u6563\u6b69" in decoded["kamakura-sanpo"][0]
    assert decoded["kuerbissuppe"][1] == "utf-8" and "K\u00fcrbissuppe" in decoded["kuerbissuppe"][0]
    assert "Harbour bridge reopens" in decoded["harbour-bridge-reopens"][0]  # gzip undone
    assert "nail polish remover" in decoded["sourdough-starter-acetone.90112"][0]  # dechunked
    assert not any("\ufffd" in text for text, _ in decoded.values())


# --- byte ranges: every byte of a file is accounted for exactly once -------------------------

def test_tiling_checker_names_gaps_overlaps_and_missing_ranges():
    def at(offset, length):
        return Skipped(None, None, "f", offset, "empty", length)

    assert warc.tiling_problems([at(0, 10), at(10, 0), at(10, 5)], 0, 15) == []
    assert warc.tiling_problems([at(0, 10), at(12, 3)], 0, 15) == ["gap [10, 12)"]
    assert warc.tiling_problems([at(0, 10), at(8, 7)], 0, 15) == ["overlap [8, 10)"]
    assert warc.tiling_problems([at(0, 10)], 0, 15) == ["gap [10, 15)"]
    assert warc.tiling_problems([at(0, 20)], 0, 15) == ["ranges run past the end [15, 20)"]
    assert warc.tiling_problems([Skipped(None, None, "f", 0, "empty")], 0, 0) == [
        "an outcome without a byte range (0, None)"]
    assert warc.tiling_problems([at(10, 5), at(0, 10)], 0, 15, ordered=False) == []


def test_ranges_are_the_members_and_records_as_an_index_gives_them(sink):
    path, offsets = sink
    outcomes = read(path)
    ends = [*offsets[1:], path.stat().st_size]
    assert [(o.warc_offset, o.warc_length) for o in outcomes] == [
        (start, end - start) for start, end in zip(offsets, ends)]


def test_records_of_a_whole_file_gzip_member_share_its_range(tmp_path):
    records = [warcs.warcinfo_record(), warcs.http_response_record("https://w.example/1", PAGE),
               warcs.http_response_record("https://w.example/2", PAGE)]
    path = tmp_path / "whole.warc.gz"
    path.write_bytes(warcs.gzip_encoded(warcs.warc_bytes(records, gzip=False)))
    size = path.stat().st_size
    assert [(o.warc_offset, o.warc_length) for o in read(path)] == [(0, 0), (0, 0), (0, size)]


def test_junk_and_padding_are_inside_ranges(tmp_path):
    first = warcs.warc_bytes([warcs.http_response_record("https://g.example/1", PAGE)])
    second = warcs.warc_bytes([warcs.http_response_record("https://g.example/2", PAGE)])
    path = tmp_path / "junk.warc.gz"
    path.write_bytes(b"JUNK" + first + b"\r\n\x00" + b"more junk" + second + b"\x00" * 9
                     + b"trailing junk")
    outcomes = read(path)
    assert [(kind, o.warc_offset, o.warc_length) for kind, o in zip(kinds(outcomes), outcomes)] == [
        (("Failed", "bad-warc-header"), 0, 4),
        (("WarcPage", None), 4, len(first) + 3),
        (("Failed", "bad-warc-header"), len(first) + 7, 9),
        (("WarcPage", None), len(first) + 16, len(second) + 9),
        (("Failed", "bad-warc-header"), len(first) + len(second) + 25, 13),
    ]


# --- the reader's old bugs (issue 8, item 3): each lost or replayed records -------------------

def test_unexpected_error_after_a_member_ended_does_not_replay_records(tmp_path):
    # Content-Length >= 2**63 used to raise OverflowError once the member had ended; the
    # read-ahead was then pushed back twice and later records came out twice, some at
    # negative offsets.
    records = [warcs.http_response_record(f"https://a.example/{i}", PAGE) for i in range(5)]
    members = [warcs.warc_bytes([r]) for r in records]
    plain = warcs.warc_bytes([records[1]], gzip=False)
    members[1] = warcs.gzip_member(warcs.with_content_length(plain, 2**63 + 10))
    path = tmp_path / "huge-length.warc.gz"
    path.write_bytes(b"".join(members))
    outcomes = read(path)
    offsets = [sum(map(len, members[:i])) for i in range(5)]
    assert [o.warc_offset for o in outcomes] == offsets
    assert kinds(outcomes) == [("WarcPage", None), ("Failed", "bad-warc-header")] + [
        ("WarcPage", None)] * 3
    assert "Content-Length" in outcomes[1].error


def test_an_unexpected_error_inside_a_member_resumes_at_the_next_member(tmp_path, monkeypatch):
    records = [warcs.http_response_record(f"https://m.example/{i}", PAGE) for i in range(4)]
    path = tmp_path / "boom.warc.gz"
    offsets = warcs.write_warc(path, records)
    real = warc.undo_encodings

    def undo(raw, http, cap, cuts=None):
        if b"boom" in raw:
            raise MemoryError()
        return real(raw, http, cap, cuts)

    monkeypatch.setattr(warc, "undo_encodings", undo)
    records[2] = warcs.http_response_record("https://m.example/2", b"<p>boom</p>")
    offsets = warcs.write_warc(path, records)
    outcomes = read(path)
    assert kinds(outcomes) == [("WarcPage", None)] * 2 + [("Failed", "unreadable")] + [
        ("WarcPage", None)]
    assert [o.warc_offset for o in outcomes] == offsets


def overrun_file(tmp_path, groups=3):
    """A damaged member whose inflation runs on over `groups` runs of intact members (up to
    60 KB each, so more than 128 KiB in all) before it breaks; (path, data, offsets of the
    intact members, size of the damaged member)."""
    big = warcs.http_response_record("https://o.example/damaged",
                                     warcs.html_page("Damaged", paragraphs=2000).encode())
    record_start = warcs.warc_bytes([big], gzip=False)[:3000]
    runs = []
    for g in range(groups):
        members = []
        while sum(map(len, members)) < 60_000:
            members.append(warcs.warc_bytes([warcs.http_response_record(
                f"https://o.example/{g}/{len(members)}", PAGE)]))
        runs.append(members[:-1])
    member, pieces = warcs.overrunning_member(record_start, [b"".join(run) for run in runs])
    tail = warcs.warc_bytes([warcs.http_response_record("https://o.example/last", PAGE)])
    offsets = []
    position = len(member)
    for g, run in enumerate(runs):
        position += 5 if g else 0  # the stored block header between runs: junk in the file
        for one in run:
            offsets.append(position)
            position += len(one)
    offsets.append(position)
    data = member + b"".join(pieces) + tail
    assert position + len(tail) == len(data)
    path = tmp_path / "overrun.warc.gz"
    path.write_bytes(data)
    return path, data, offsets, len(member), len(tail)


def test_intact_members_a_damaged_member_ran_over_are_all_read(tmp_path):
    path, data, offsets, member_size, tail = overrun_file(tmp_path)
    import zlib

    inflater = zlib.decompressobj(31)
    with pytest.raises(zlib.error):
        inflater.decompress(data)
    overrun = len(data) - member_size - tail
    assert overrun > 128 * 1024  # more than the reader's old resync window
    for outcomes in (read(path), list(iter_records(warcs.NonSeekable(data), str(path)))):
        pages = [o for o in outcomes if isinstance(o, WarcPage)]
        assert [p.warc_offset for p in pages] == offsets
        assert warc.tiling_problems(outcomes, 0, len(data)) == []
        assert (type(outcomes[0]).__name__, outcomes[0].reason) == ("Failed", "corrupt-gzip")
        assert outcomes[0].warc_length == member_size
        assert {o.reason for o in outcomes[1:] if isinstance(o, Failed)} == {"bad-warc-header"}


@pytest.mark.parametrize("extra", [5000, 10**9], ids=["into-next-records", "past-the-end"])
def test_plain_record_with_an_over_long_content_length_spares_the_records_after_it(tmp_path, extra):
    records = [warcs.http_response_record(f"https://p.example/{i}", PAGE) for i in range(5)]
    chunks = [warcs.warc_bytes([r], gzip=False) for r in records]
    length = len(chunks[1].partition(b"\r\n\r\n")[2]) - 4
    chunks[1] = warcs.with_content_length(chunks[1], length + extra)
    path = tmp_path / "long.warc"
    path.write_bytes(b"".join(chunks))
    offsets = [sum(map(len, chunks[:i])) for i in range(5)]
    for outcomes in (read(path), list(iter_records(warcs.NonSeekable(path.read_bytes()), "long.warc"))):
        assert kinds(outcomes) == [("WarcPage", None), ("Failed", "bad-warc-header")] + [
            ("WarcPage", None)] * 3
        assert [o.warc_offset for o in outcomes] == offsets
        assert outcomes[1].url == "https://p.example/1" and "Content-Length" in outcomes[1].error
        assert outcomes[1].warc_length == len(chunks[1])


# --- header lines are capped, never held whole (issue 8, item 4) ----------------------------

def peak_memory_of(function):
    import tracemalloc

    tracemalloc.start()
    try:
        result = function()
        return result, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


BOMB_LINE = 64 * 1024 * 1024  # inflated bytes of the one long line (compressed: about 64 KB)


def bomb_member(http_line: bool) -> bytes:
    line = b"a" * (1 << 20)
    if http_line:
        head = (b"WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: https://bomb.example/\r\n"
                b"Content-Type: application/http; msgtype=response\r\n"
                b"Content-Length: " + str(BOMB_LINE + 100).encode() + b"\r\n\r\n"
                b"HTTP/1.1 200 OK\r\nX-Long: ")
    else:
        head = b"WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: https://bomb.example/"
    parts = [head] + [line] * (BOMB_LINE >> 20) + [b"\r\n\r\n"]
    return warcs.gzip_member_streamed(parts)


@pytest.mark.parametrize("http_line, reason", [(False, "bad-warc-header"), (True, "bad-http-header")],
                         ids=["warc-header", "http-header"])
def test_a_huge_header_line_is_refused_in_small_memory(tmp_path, http_line, reason):
    after = warcs.warc_bytes([warcs.http_response_record("https://bomb.example/after", PAGE)])
    bomb = bomb_member(http_line)
    assert len(bomb) < BOMB_LINE // 100
    path = tmp_path / "bomb.warc.gz"
    path.write_bytes(bomb + after)
    outcomes, peak = peak_memory_of(lambda: read(path))
    assert kinds(outcomes) == [("Failed", reason), ("WarcPage", None)]
    assert (outcomes[0].warc_offset, outcomes[0].warc_length) == (0, len(bomb))
    assert "longer than" in outcomes[0].error
    assert peak < 8 * 1024 * 1024, f"peak {peak / 1e6:.1f} MB"


# --- the fuzz corpus (fuzz/corpus/warc/: seeds and the findings of fuzz runs) ----------------

FUZZ = Path(__file__).resolve().parents[1] / "fuzz"


def load_fuzz_target():
    import importlib.util

    spec = importlib.util.spec_from_file_location("fuzz_warc", FUZZ / "fuzz_warc.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", sorted(p.name for p in (FUZZ / "corpus" / "warc").iterdir()))
def test_fuzz_corpus_passes_the_fuzz_checks(name):
    target = load_fuzz_target()
    target.TestOneInput((FUZZ / "corpus" / "warc" / name).read_bytes())


# --- byte ranges of a per-record gzip file (the parts one large file is read in) ------------

def test_ranges_read_the_members_starting_in_them_and_cover_the_file(tmp_path):
    path, offsets, _ = corrupted_file(tmp_path)
    data = path.read_bytes()
    assert split_reads.is_per_record_gzip(io.BytesIO(data))
    cut = offsets[3] - 10  # inside the member before the fourth one
    first = split_reads.RangeRead(io.BytesIO(data), str(path), 0, cut)
    second = split_reads.RangeRead(io.BytesIO(data), str(path), cut)
    one, two = list(first), list(second)
    assert [o.warc_offset for o in one] == offsets[:3] and [o.warc_offset for o in two] == offsets[3:]
    assert (first.covered, second.covered) == ((0, offsets[3]), (offsets[3], len(data)))
    empty = split_reads.RangeRead(io.BytesIO(data), str(path), offsets[3] + 1, offsets[4] - 1)
    assert list(empty) == [] and empty.covered[0] == empty.covered[1]


def test_plain_and_whole_file_gzip_are_not_split(tmp_path):
    records = [warcs.http_response_record(f"https://w.example/{i}", PAGE) for i in range(3)]
    assert not split_reads.is_per_record_gzip(io.BytesIO(warcs.warc_bytes(records, gzip=False)))
    assert not split_reads.is_per_record_gzip(io.BytesIO(
        warcs.gzip_encoded(warcs.warc_bytes(records, gzip=False))))
    assert split_reads.is_per_record_gzip(io.BytesIO(warcs.warc_bytes(records)))


def test_a_read_error_in_a_range_is_one_failed_up_to_the_range_end(tmp_path):
    path, offsets, _ = corrupted_file(tmp_path)
    data = path.read_bytes()

    class Breaking(io.BytesIO):
        """Hands out at most 500 bytes a call, as a network stream does, and breaks past offsets[2]."""

        def read(self, size=-1):
            if self.tell() > offsets[2]:
                raise OSError("connection reset")
            return super().read(min(size, 500) if size >= 0 else 500)

    outcomes = list(split_reads.RangeRead(Breaking(data), str(path), 0, offsets[4], size=len(data)))
    assert kinds(outcomes)[:2] == [("WarcPage", None), ("WarcPage", None)]  # received whole before the break
    assert kinds(outcomes)[-1] == ("Failed", "read-error")
    assert outcomes[-1].warc_offset + outcomes[-1].warc_length == offsets[4]
    assert warc.tiling_problems(outcomes, 0, offsets[4]) == []


def test_records_received_before_a_stream_breaks_are_read_before_its_error(tmp_path):
    """A stream that raises once the bytes it already handed over hold whole records: those records
    come out, and the error covers the rest (a dropped download given up on, mid-file)."""
    path, offsets, _ = corrupted_file(tmp_path)
    data = path.read_bytes()

    class BreaksAfterOneRead(io.BytesIO):
        def read(self, size=-1):
            if self.tell() > 0:
                raise OSError("connection reset")
            return super().read(offsets[2] + 10)

    outcomes = list(warc.iter_records(BreaksAfterOneRead(data), str(path), size=len(data)))
    assert kinds(outcomes) == [("WarcPage", None), ("WarcPage", None), ("Failed", "read-error")]
    assert outcomes[-1].warc_offset == offsets[2]
    assert warc.tiling_problems(outcomes, 0, len(data)) == []


def test_a_content_length_ending_inside_the_next_records_first_line(tmp_path):
    # The block runs 6 bytes into "WARC/1.0\r\n" of the next record (after padding): the next
    # record is found where its line starts, not lost in the bytes after the block.
    chunks = [warcs.warc_bytes([warcs.http_response_record(f"https://s.example/{i}", PAGE)],
                               gzip=False) for i in range(3)]
    length = len(chunks[0].partition(b"\r\n\r\n")[2]) - 4
    chunks[0] = warcs.with_content_length(chunks[0], length + 4 + 3 + 6) + b"\x00\x00\x00"
    path = tmp_path / "straddle.warc"
    path.write_bytes(b"".join(chunks))
    outcomes = read(path)
    assert kinds(outcomes) == [("Failed", "bad-warc-header"), ("WarcPage", None), ("WarcPage", None)]
    assert [o.warc_offset for o in outcomes[1:]] == [len(chunks[0]), len(chunks[0]) + len(chunks[1])]


def _plain_response(url: str, content_length: bytes | None = None) -> bytes:
    record = warcs.warc_bytes([warcs.http_response_record(url, PAGE)], gzip=False)
    if content_length is None:
        return record
    head, sep, rest = record.partition(b"\r\n\r\n")
    lines = [b"Content-Length: " + content_length if line.lower().startswith(b"content-length:") else line
             for line in head.split(b"\r\n")]
    return b"\r\n".join(lines) + sep + rest


@pytest.mark.parametrize("length", ["²".encode("latin-1"), "١٢".encode(), "５".encode(), b"+5", b"5 5"])
def test_a_content_length_of_other_than_ascii_digits_is_a_bad_header(tmp_path, length):
    # Python's int() reads digits of any script ("١٢" is 12) and isdigit() takes "²", which int()
    # refuses: the record was read at a wrong length, or failed as "unreadable" (a ValueError).
    path = tmp_path / "lengths.warc.gz"
    path.write_bytes(warcs.gzip_member(_plain_response("https://w.example/odd", length))
                     + warcs.gzip_member(_plain_response("https://w.example/ok")))
    outcomes = read(path)
    assert kinds(outcomes) == [("Failed", "bad-warc-header"), ("WarcPage", None)]
    assert "unusable Content-Length" in outcomes[0].error


def _zstd_frame(data: bytes) -> bytes:
    zstandard = pytest.importorskip("zstandard")
    return zstandard.ZstdCompressor().compress(data)


@pytest.mark.parametrize("name, compress, says", [
    # a zstd file holding no WARC (a .warc.zst is read: tests/test_warc_zstd.py)
    ("zstd", lambda d: _zstd_frame(d.replace(b"WARC/", b"XARC/")), "zstd-compressed"),
    ("bzip2", lambda d: __import__("bz2").compress(d), "bzip2-compressed"),
    ("xz", lambda d: __import__("lzma").compress(d), "xz-compressed"),
    ("arc", lambda d: b"filedesc://x.arc 0.0.0.0 20080101000000 text/plain 36\n1 0 Internet Archive\n\n"
     b"http://w.example/ 1.2.3.4 20080101000000 text/html 5\nhello\n", "ARC file"),
])
def test_a_file_in_a_format_the_reader_does_not_read_is_named_in_its_dead_letter(tmp_path, name, compress, says):
    path = tmp_path / f"crawl.{name}"
    path.write_bytes(compress(_plain_response("https://w.example/a") + _plain_response("https://w.example/b")))
    outcomes = read(path)
    assert kinds(outcomes) == [("Failed", "not-warc")]
    assert says in outcomes[0].error and outcomes[0].warc_length == path.stat().st_size


def test_a_gzip_compressed_arc_file_is_named_in_its_dead_letter(tmp_path):
    path = tmp_path / "crawl.arc.gz"
    path.write_bytes(warcs.gzip_member(b"filedesc://crawl.arc 0.0.0.0 20080101000000 text/plain 76\n1 0 Internet Archive\n\n")
                     + warcs.gzip_member(b"http://w.example/ 1.2.3.4 20080101000000 text/html 5\nhello\n"))
    outcomes = read(path)
    assert [o.reason for o in outcomes] == ["bad-warc-header"]
    assert "ARC file" in outcomes[0].error


def test_a_gzip_content_encoding_of_several_members_is_inflated_whole(tmp_path):
    # gzip allows members one after another (RFC 1952); only the first was inflated and the rest
    # of the page was dropped without a word. A broken later member keeps what inflated before it.
    head, tail = PAGE[: len(PAGE) // 2], PAGE[len(PAGE) // 2:]
    members = warcs.gzip_encoded(head) + warcs.gzip_encoded(tail)
    broken = warcs.gzip_encoded(head) + warcs.gzip_encoded(tail)[:10] + bytes(30)
    path = tmp_path / "members.warc.gz"
    warcs.write_warc(path, [encoded_response("two", members, [("Content-Encoding", "gzip")]),
                            encoded_response("broken", broken, [("Content-Encoding", "gzip")])])
    whole, cut = read(path)
    assert whole.payload == PAGE
    assert cut.payload == head


def test_gzip_members_after_the_first_count_against_the_size_cap(tmp_path):
    members = warcs.gzip_encoded(b"<html><body>" + b" " * 3000) + warcs.gzip_encoded(b" " * 3000)
    path = tmp_path / "members-cap.warc.gz"
    warcs.write_warc(path, [encoded_response("big", members, [("Content-Encoding", "gzip")])])
    assert kinds(read(path, max_payload_bytes=4000)) == [("Skipped", "too-large")]


def test_interim_responses_before_the_answer_are_passed_over(tmp_path):
    # A server's "100 Continue" / "103 Early Hints" heads are recorded before its answer: the
    # record was skipped as http-status, its page lost. 101 Switching Protocols ends HTTP.
    answer = warcs.http_response_bytes(PAGE, 200, [("Content-Type", "text/html; charset=utf-8")])
    interim = b"HTTP/1.1 100 Continue\r\n\r\n"
    hints = b"HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload\r\n\r\n"
    records = [
        warcs.http_response_record("https://i.example/continue", b"", raw_http=interim + answer),
        warcs.http_response_record("https://i.example/many", b"", raw_http=interim * 50 + hints + answer),
        warcs.http_response_record("https://i.example/switch", b"",
                                   raw_http=b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n" + PAGE),
        warcs.http_response_record("https://i.example/alone", b"", raw_http=interim),
        warcs.http_response_record("https://i.example/markup", b"", raw_http=interim + PAGE),
    ]
    path = tmp_path / "interim.warc.gz"
    warcs.write_warc(path, records)
    outcomes = by_url(read(path))
    for name in ("continue", "many"):
        page = outcomes[f"https://i.example/{name}"]
        assert isinstance(page, WarcPage) and page.payload == PAGE and page.http_status == 200, page
        assert page.charset_hint == "utf-8"
    assert outcomes["https://i.example/switch"].reason == "http-status"
    assert outcomes["https://i.example/alone"].reason == "http-status"
    assert outcomes["https://i.example/markup"].reason == "http-status"


def test_a_head_followed_by_another_head_gives_way_to_it(tmp_path):
    # A proxy's "200 Connection established" recorded before the server's answer (HTTPS through a
    # proxy), or a final head a crawler wrote twice: the page was skipped as not-html (the first head
    # has no Content-Type), or emitted with the second head's lines in its text (2026-12-06).
    answer = warcs.http_response_bytes(PAGE, 200, [("Content-Type", "text/html; charset=utf-8")])
    head = answer[:answer.index(b"\r\n\r\n") + 4]
    connect = b"HTTP/1.1 200 Connection established\r\nProxy-Agent: squid\r\n\r\n"
    missing = warcs.http_response_bytes(PAGE, 404, [("Content-Type", "text/html")])
    records = [
        warcs.http_response_record("https://h.example/connect", b"", raw_http=connect + answer),
        warcs.http_response_record("https://h.example/twice", b"", raw_http=head + answer),
        warcs.http_response_record("https://h.example/blank", b"", raw_http=head + b"\r\n" + answer),
        warcs.http_response_record("https://h.example/missing", b"", raw_http=connect + missing),
        warcs.http_response_record("https://h.example/flood", b"", raw_http=connect * 20_000 + answer),
        warcs.http_response_record("https://h.example/after", PAGE),
    ]
    path = tmp_path / "heads.warc.gz"
    warcs.write_warc(path, records)
    outcomes = by_url(read(path))
    for name in ("connect", "twice", "blank"):
        page = outcomes[f"https://h.example/{name}"]
        assert isinstance(page, WarcPage) and page.payload == PAGE and page.charset_hint == "utf-8", page
    assert outcomes["https://h.example/missing"].reason == "http-status"
    flood = outcomes["https://h.example/flood"]  # 1.2 MB of heads: over the cap on a head
    assert flood.reason == "bad-http-header" and "heads" in flood.error
    assert isinstance(outcomes["https://h.example/after"], WarcPage)


def test_blank_lines_before_a_head_are_passed_over_a_buffer_at_a_time(tmp_path):
    # 4,000,000 blank lines before a status line were read a line at a time: 4.3 s of CPU
    # (gzip), 10.7 s (8 MB of CRLF, plain WARC) for one record (2026-12-06).
    from cpu_budget import within_cpu_budget

    answer = warcs.http_response_bytes(PAGE, 200, [("Content-Type", "text/html")])
    records = [warcs.http_response_record("https://b.example/lines", b"", raw_http=b"\r\n" * 4_000_000 + answer),
               warcs.http_response_record("https://b.example/after", PAGE)]
    for gzip in (True, False):
        path = tmp_path / f"lines-{gzip}.warc"
        warcs.write_warc(path, records, gzip=gzip)
        outcomes = within_cpu_budget(1.0, lambda path=path: by_url(read(path)))
        # (warcio writes the first record's block with a CRLF after it: its head is not at its start)
        assert [outcome.payload.rstrip(b"\r\n") for outcome in outcomes.values()] == [PAGE, PAGE], gzip


# --- lines passed over a buffer at a time (2026-12-06) ---------------------------------------

@pytest.mark.parametrize("filler", [b"a\n", b"\n"], ids=["short-lines", "blank-lines"])
def test_a_member_of_many_short_lines_is_passed_over_at_buffer_speed(filler):
    """A gzip member of a few KB inflating to megabytes of 1-2 byte lines, after a record whose
    header is bad (the rest searched for a `WARC/x.y` line) or before its first record (blank
    lines skipped): each line was read with a `readline` of its own, about 2 us apiece (a 1 MB
    member of them, half an hour; 6 MB of them 2.4 s and 1.2 s). The lines are now passed over a
    buffer at a time (0.21 s and 0.04 s); the record after them is still read."""
    from cpu_budget import within_cpu_budget

    after = warcs.http_response_record("https://lines.example/after", PAGE)
    head = b"WARC/1.0\r\nWARC-Type: response\r\nContent-Length: x\r\n\r\n" if filler != b"\n" else b""
    member = warcs.gzip_member(head + filler * (6_000_000 // len(filler)) + warcs.warc_bytes([after], gzip=False))
    assert len(member) < 30_000
    outcomes = within_cpu_budget(0.6, lambda: list(iter_records(io.BytesIO(member), "lines.warc.gz")))
    assert [o.url for o in outcomes if isinstance(o, WarcPage)] == ["https://lines.example/after"]


@pytest.mark.parametrize("gzip", [True, False], ids=["member", "plain"])
def test_blank_lines_before_a_status_line_are_passed_over_at_buffer_speed(gzip):
    """Six MB of blank lines inside a record's block, before its HTTP status line: the block had
    no `peek`, so each was read with a `readline` of its own (1.97 s in a gzip member of 6 KB,
    6.3 s in a plain WARC). They are now passed over a buffer at a time (0.05 s and 0.12 s), and
    the page after them is read."""
    from cpu_budget import within_cpu_budget

    http = b"\r\n" * 3_000_000 + b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n" + PAGE
    data = warcs.warc_bytes([warcs.http_response_record("https://blank.example/", b"", raw_http=http)], gzip=gzip)
    outcomes = within_cpu_budget(0.6, lambda: list(iter_records(io.BytesIO(data), "blank.warc.gz")))
    assert [(type(o).__name__, o.payload.rstrip()) for o in outcomes] == [("WarcPage", PAGE)]


# --- heads read past, and bodies that are never a head (2026-12-06) -----------------------------

def test_an_interim_head_is_read_past_any_blank_lines_within_the_heads_cap(tmp_path):
    """A `100 Continue` head followed by more than 4 KiB of blank lines, then the answer's head:
    the blank lines were only looked past within 4 KiB, so the 1xx decided alone (http-status,
    the page lost). After an interim head the blank lines are passed over (they count toward the
    heads' cap, `MAX_HEADER_BYTES`: past it a bad-http-header dead letter, the next record read);
    an interim head with no head after its blank lines is still the outcome."""
    answer = warcs.http_response_bytes(PAGE, 200, [("Content-Type", "text/html; charset=utf-8")])
    interim = b"HTTP/1.1 100 Continue\r\n\r\n"
    records = [
        warcs.http_response_record("https://c.example/six-kib", b"", raw_http=interim + b"\r\n" * 3_000 + answer),
        warcs.http_response_record("https://c.example/lf", b"", raw_http=interim + b"\n" * 200_000 + answer),
        warcs.http_response_record("https://c.example/two-heads", b"",
                                   raw_http=(interim + b"\r\n" * 5_000) * 2 + answer),
        warcs.http_response_record("https://c.example/no-answer", b"", raw_http=interim + b"\r\n" * 5_000 + PAGE),
        warcs.http_response_record("https://c.example/flood", b"", raw_http=interim + b"\r\n" * 600_000 + answer),
        warcs.http_response_record("https://c.example/after", PAGE),
    ]
    for gzip in (True, False):
        path = tmp_path / f"interim-blank-{gzip}.warc"
        warcs.write_warc(path, records, gzip=gzip)
        outcomes = by_url(read(path))
        for name in ("six-kib", "lf", "two-heads"):
            page = outcomes[f"https://c.example/{name}"]
            assert isinstance(page, WarcPage) and page.payload == PAGE and page.http_status == 200, (gzip, page)
        assert outcomes["https://c.example/no-answer"].reason == "http-status"
        flood = outcomes["https://c.example/flood"]
        assert flood.reason == "bad-http-header" and "heads" in flood.error, flood
        assert isinstance(outcomes["https://c.example/after"], WarcPage)


def test_a_body_of_another_type_that_starts_with_a_status_line_is_its_own(tmp_path):
    """A text/plain or message/http answer whose body quotes an HTTP exchange (it starts with a
    status line right after the head) was read as a second head: its quoted head decided (a page
    emitted from a quoted text/html answer, a quoted 404 an http-status). A final head that names
    a type other than HTML keeps its body; a head naming none (a proxy's tunnel head) or HTML (a
    head written twice) still gives way to the head after it."""
    quoted = warcs.http_response_bytes(PAGE, 200, [("Content-Type", "text/html")])
    quoted_404 = warcs.http_response_bytes(PAGE, 404, [("Content-Type", "text/html")])

    def head(content_type):
        return f"HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\n\r\n".encode()

    records = [
        warcs.http_response_record("https://q.example/plain", b"", raw_http=head("text/plain") + quoted),
        warcs.http_response_record("https://q.example/message", b"", raw_http=head("message/http") + quoted_404),
        warcs.http_response_record("https://q.example/json", b"",
                                   raw_http=head("application/json; charset=utf-8") + b"\r\n" + quoted),
        warcs.http_response_record("https://q.example/octet", b"", raw_http=head("application/octet-stream") + quoted),
        warcs.http_response_record("https://q.example/html", b"", raw_http=head("text/html") + quoted),
    ]
    path = tmp_path / "quoted.warc.gz"
    warcs.write_warc(path, records)
    outcomes = by_url(read(path))
    for name in ("plain", "message", "json"):
        assert kinds([outcomes[f"https://q.example/{name}"]]) == [("Skipped", "not-html")], name
    for name in ("octet", "html"):  # no type said, or HTML: the head after it answers
        page = outcomes[f"https://q.example/{name}"]
        assert isinstance(page, WarcPage) and page.payload == PAGE, name


def test_a_plain_body_quoting_warc_in_every_buffer_is_read_at_find_speed():
    """A plain WARC's record block is watched for a record start (a `WARC/x.y` line), in case its
    Content-Length lies; the pattern was tried from the first `WARC/` of each 64 KiB buffer on, so a
    body quoting "WARC/" in every buffer, among 2-byte lines, had it search on at its own speed: 30 MB
    0.45 s of CPU, x10 the cost of lower-casing the bytes. It is now tried at each `WARC/` only:
    0.04 s, x1.3, in C and pure Python alike (2026-12-06)."""
    from cpu_budget import within_ratio

    quoting = (b"\tWARC/ is not a record\r\n" + b"a\n" * 32_760) * 458
    data = warcs.warc_bytes([warcs.http_response_record("https://quote.example/text", quoting, content_type="text/plain"),
                             warcs.http_response_record("https://quote.example/page", PAGE)], gzip=False)
    reads, _ = within_ratio(4.0, lambda: lambda: list(iter_records(io.BytesIO(data), "quoting.warc")),
                            lambda: data.lower)
    assert kinds(reads[0]) == [("Skipped", "not-html"), ("WarcPage", None)]


@pytest.mark.parametrize("gzip", [True, False], ids=["member", "plain"])
def test_the_search_for_the_next_record_runs_at_find_speed(gzip):
    """After a bad header, the next `WARC/x.y` line was searched for with a pattern tried at every
    newline: 76 MB of 2-byte lines in a 74 KB gzip member took 2.2 s (0.8 s in a plain WARC). The
    pattern is now tried only from the first `WARC/` that `find` gives (0.2 s and 0.25 s); the
    record after the lines is still read. Its cost is held to a ratio of a pass that any reading
    makes over the same bytes (inflating the member; lower-casing the plain bytes): x1.3 and x6.5
    now (C and pure Python alike), x13 and x26 before (2026-12-06)."""
    import zlib

    from cpu_budget import within_ratio

    after = warcs.http_response_record("https://search.example/after", PAGE)
    data = (b"WARC/1.0\r\nWARC-Type: response\r\nContent-Length: x\r\n\r\n" + b"a\n" * 15_000_000
            + b"\tWARC/ is not a record\r\n" + warcs.warc_bytes([after], gzip=False))
    if gzip:
        data = warcs.gzip_member(data)
    reference = (lambda: zlib.decompress(data, 31)) if gzip else data.lower
    reads, _ = within_ratio(4.0 if gzip else 12.0, lambda: lambda: list(iter_records(io.BytesIO(data), "search.warc.gz")),
                            lambda: reference)
    outcomes = reads[0]
    assert kinds(outcomes) == [("Failed", "bad-warc-header"), ("WarcPage", None)]
    assert outcomes[1].url == "https://search.example/after"


# --- blank lines of white space between heads; a head naming no type (2026-12-06) ---------------

def test_blank_lines_of_spaces_and_tabs_between_heads_are_passed_over(tmp_path):
    """A line of spaces or tabs after a `100 Continue` head (or after a proxy's tunnel head) was
    not passed over as a blank line: the 1xx decided alone (http-status, the page lost), the tunnel
    head kept the answer as its body (not-html). Blank lines before the first head were already
    passed over whatever their white space; now those between heads are too."""
    answer = warcs.http_response_bytes(PAGE, 200, [("Content-Type", "text/html; charset=utf-8")])
    interim = b"HTTP/1.1 100 Continue\r\n\r\n"
    connect = b"HTTP/1.1 200 Connection established\r\n\r\n"
    records = [
        warcs.http_response_record("https://s.example/interim", b"", raw_http=interim + b" \r\n\t\r\n" + answer),
        warcs.http_response_record("https://s.example/interim-lf", b"", raw_http=interim + b"  \n \t \n\n" + answer),
        warcs.http_response_record("https://s.example/long", b"", raw_http=interim + b" \t\r\n" * 30_000 + answer),
        warcs.http_response_record("https://s.example/connect", b"", raw_http=connect + b"   \r\n" + answer),
        warcs.http_response_record("https://s.example/two", b"", raw_http=interim + b" \r\n" + connect + b"\t\r\n" + answer),
        warcs.http_response_record("https://s.example/no-answer", b"", raw_http=interim + b"  \r\n  " + PAGE),
        warcs.http_response_record("https://s.example/after", PAGE),
    ]
    for gzip in (True, False):
        path = tmp_path / f"spaces-{gzip}.warc"
        warcs.write_warc(path, records, gzip=gzip)
        outcomes = by_url(read(path))  # (read checks the tiling)
        for name in ("interim", "interim-lf", "long", "connect", "two"):
            page = outcomes[f"https://s.example/{name}"]
            assert isinstance(page, WarcPage) and page.payload == PAGE and page.charset_hint == "utf-8", (gzip, page)
        assert outcomes["https://s.example/no-answer"].reason == "http-status"
        assert isinstance(outcomes["https://s.example/after"], WarcPage)


def test_a_head_naming_no_type_gives_way_only_as_a_tunnels_head_or_a_copy(tmp_path):
    """A head naming no type whose body starts with a status line was always read as a proxy's
    tunnel head, so a server's answer quoting an HTTP exchange was decided by the quoted head (a
    quoted text/html page emitted, a quoted 404 an http-status). A proxy's 2xx answer to CONNECT
    frames no body (RFC 9110 9.3.6: no Content-Length, no Transfer-Encoding): such a head, or one
    written twice, still gives way; a head framing a body keeps it."""
    quoted = warcs.http_response_bytes(PAGE, 200, [("Content-Type", "text/html; charset=utf-8")])
    quoted_404 = warcs.http_response_bytes(PAGE, 404, [("Content-Type", "text/html")])

    def head(*lines):
        return b"\r\n".join((b"HTTP/1.1 200 OK", *lines)) + b"\r\n\r\n"

    framed = head(b"Server: nginx", b"Content-Length: %d" % len(quoted))
    own = head(b"Server: nginx", b"Content-Length: %d" % len(PAGE))
    records = [
        # a server's answer framing its body: the quoted exchange is its body, not a page
        warcs.http_response_record("https://t.example/length", b"", raw_http=framed + quoted),
        warcs.http_response_record("https://t.example/chunked", b"",
                                   raw_http=head(b"Transfer-Encoding: chunked") + warcs.chunked(quoted)),
        warcs.http_response_record("https://t.example/length-404", b"",
                                   raw_http=head(b"Content-Length: %d" % len(quoted_404)) + quoted_404),
        warcs.http_response_record("https://t.example/not-2xx", b"",
                                   raw_http=b"HTTP/1.1 500 Oops\r\n\r\n" + quoted),
        # a tunnel's head (squid, Apache, a bare one, one saying Content-Length: 0), or a head twice
        warcs.http_response_record("https://t.example/squid", b"",
                                   raw_http=b"HTTP/1.1 200 Connection established\r\nProxy-Agent: squid\r\n\r\n" + quoted),
        warcs.http_response_record("https://t.example/apache", b"",
                                   raw_http=b"HTTP/1.0 200 Connection Established\r\nProxy-agent: Apache/2.4\r\n\r\n" + quoted),
        warcs.http_response_record("https://t.example/bare", b"", raw_http=b"HTTP/1.1 200 OK\r\n\r\n" + quoted),
        warcs.http_response_record("https://t.example/zero", b"", raw_http=head(b"Content-Length: 0") + quoted),
        warcs.http_response_record("https://t.example/twice", b"", raw_http=own + own + PAGE),
    ]
    for gzip in (True, False):
        path = tmp_path / f"no-type-{gzip}.warc"
        warcs.write_warc(path, records, gzip=gzip)
        outcomes = by_url(read(path))  # (read checks the tiling)
        for name in ("length", "chunked", "length-404"):
            assert kinds([outcomes[f"https://t.example/{name}"]]) == [("Skipped", "not-html")], (gzip, name)
        assert kinds([outcomes["https://t.example/not-2xx"]]) == [("Skipped", "http-status")], gzip
        for name in ("squid", "apache", "bare", "zero"):
            page = outcomes[f"https://t.example/{name}"]
            assert isinstance(page, WarcPage) and page.payload == PAGE and page.charset_hint == "utf-8", (gzip, name)
        twice = outcomes["https://t.example/twice"]
        assert isinstance(twice, WarcPage) and twice.payload == PAGE, twice


def test_a_head_framing_no_body_but_describing_one_keeps_it(tmp_path):
    """A 2xx head naming no type and framing no body (its body runs to the connection's close, RFC
    9112 6.3) was read as a tunnel's head whenever its body started with a status line, so a quoted
    404 decided the record (http-status) and a quoted page was emitted as the answer. A proxy's
    answer to CONNECT has no content (RFC 9110 9.3.6) and so no field describing one: a head with
    one (Last-Modified, ETag, Cache-Control, Content-Language, Set-Cookie...) keeps its body; one
    with none (squid's, envoy's Date and Server) still gives way."""
    quoted_404 = warcs.http_response_bytes(PAGE, 404, [("Content-Type", "text/html")])
    quoted = warcs.http_response_bytes(PAGE, 200, [("Content-Type", "text/html; charset=utf-8")])
    fields = [b"Last-Modified: Mon, 01 Jan 2024 00:00:00 GMT", b"ETag: \"v1\"", b"Cache-Control: max-age=60",
              b"Content-Language: en", b"Set-Cookie: a=b", b"content-encoding: identity", b"Vary: Accept"]
    records = []
    for i, field in enumerate(fields):
        head = b"HTTP/1.1 200 OK\r\nServer: echo\r\n" + field + b"\r\n\r\n"
        records.append(warcs.http_response_record(f"https://t.example/q404-{i}", b"", raw_http=head + quoted_404))
        records.append(warcs.http_response_record(f"https://t.example/q200-{i}", b"", raw_http=head + quoted))
    envoy = b"HTTP/1.1 200 OK\r\ndate: Mon, 01 Jan 2024 00:00:00 GMT\r\nserver: envoy\r\n\r\n"
    records.append(warcs.http_response_record("https://t.example/envoy", b"", raw_http=envoy + quoted))
    for gzip in (True, False):
        path = tmp_path / f"described-{gzip}.warc"
        warcs.write_warc(path, records, gzip=gzip)
        outcomes = by_url(read(path))
        for i, field in enumerate(fields):
            for name in (f"q404-{i}", f"q200-{i}"):  # an exchange quoted in the answer's body: no page
                assert kinds([outcomes[f"https://t.example/{name}"]]) == [("Skipped", "not-html")], (gzip, field)
        page = outcomes["https://t.example/envoy"]
        assert isinstance(page, WarcPage) and page.payload == PAGE, gzip


@pytest.mark.parametrize("bad", ["warc-length", "http-heads", "no-warc-line"])
def test_a_plain_record_after_a_member_whose_record_failed_is_read(bad):
    """A gzip member whose record failed before its block's end (an unusable Content-Length, HTTP
    heads over the cap, no `WARC/x.y` line) and inflated whole to its end was handled as damaged:
    the next record was searched for by gzip member from the member's start, so a plain record
    after it (a file mixing both) fell inside the dead letter's range, read by no outcome
    (2026-12-06). The reading now goes on at the member's end, whole and in ranges alike."""
    from test_split_reads import read_in_ranges

    answer = warcs.http_response_bytes(PAGE, 200, [("Content-Type", "text/html")])
    failing = {
        "warc-length": b"WARC/1.0\r\nWARC-Type: response\r\nContent-Length: x\r\n\r\n" + answer + b"\r\n\r\n",
        "http-heads": warcs.warc_bytes([warcs.http_response_record(
            "https://m.example/flood", b"", raw_http=b"HTTP/1.1 100 Continue\r\n\r\n" + b"\r\n" * 600_000 + answer)], gzip=False),
        "no-warc-line": b"not a record\r\n" * 10,
    }[bad]
    after = warcs.warc_bytes([warcs.http_response_record("https://m.example/after", PAGE)], gzip=False)
    data = warcs.gzip_member(failing) + after + warcs.warc_bytes([warcs.http_response_record("https://m.example/last", PAGE)])
    whole = list(iter_records(io.BytesIO(data), "mixed.warc.gz"))
    assert not warc.tiling_problems(whole, 0, len(data))
    assert [type(o).__name__ for o in whole] == ["Failed", "WarcPage", "WarcPage"], whole
    assert [o.url for o in whole[1:]] == ["https://m.example/after", "https://m.example/last"]
    member_end = len(warcs.gzip_member(failing))
    assert (whole[0].warc_offset, whole[0].warc_length) == (0, member_end)
    for cut in (1, member_end, member_end + 1, len(data) - 10):
        ranged = read_in_ranges(data, "mixed.warc.gz", [0, cut])
        assert sorted(o.url for o in ranged if isinstance(o, WarcPage)) == ["https://m.example/after", "https://m.example/last"], cut
