"""Split reads of a plain WARC (`split_reads.RangeRead`, 2026-12-07): a plain WARC read in byte
ranges gives what the whole read gives (outcomes and byte ranges), whatever the cuts, damaged files
(garbage between records, Content-Lengths that lie, a file cut short) and payloads holding WARC
records verbatim (a crawled plain WARC as a payload) included."""
from __future__ import annotations

import io
import itertools

import pytest
from hostile_warcs import GOOD, HOSTILE, noise, page, response, write_hostile_warcs

from beam_extract import split_reads, warc


def key(outcome):
    return (type(outcome).__name__, getattr(outcome, "reason", None), outcome.url, outcome.warc_offset,
            outcome.warc_length)


def whole_read(data: bytes) -> list:
    return [key(o) for o in warc.iter_records(io.BytesIO(data), "f.warc", size=len(data))]


def read_in_ranges(data: bytes, cuts: list[int]) -> list:
    bounds = [0, *cuts, None]
    parts = [split_reads.RangeRead(io.BytesIO(data), "f.warc", start, stop, size=len(data))
             for start, stop in itertools.pairwise(bounds)]
    outcomes = []
    for part, (start, stop) in zip(parts, itertools.pairwise(bounds), strict=True):
        read = [key(o) for o in part]
        # a record (one with a URL) is read by the range it starts in, not the first range whole
        assert all(start <= offset < (stop or len(data)) for _, _, url, offset, _ in read if url), (cuts, start)
        outcomes += read
    covered = [part.covered for part in parts if part.covered[0] != part.covered[1]]
    assert all(a[1] == b[0] for a, b in itertools.pairwise(covered)), (cuts, covered)
    return outcomes


def crawled_warc(pages: int, size: int = 0) -> bytes:
    """A crawled plain WARC, its records' payloads padded to `size` bytes of markup each."""
    return b"".join(response(f"https://inner.example/{n}", page(f"Inner {n}") + b"<p>x</p>" * (size // 8))
                    for n in range(pages))


def holding(inner: bytes) -> bytes:
    http = b"HTTP/1.1 200 OK\r\nContent-Type: application/warc\r\n\r\n"
    return response("https://outer.example/crawl.warc", b"", http=http + inner)


def plain_shapes() -> dict[str, bytes]:
    records = [response(f"https://h.test/{i}", page(f"P{i}")) for i in range(5)]
    quoting = page("Quoting") + b"\nWARC/1.0\r\nWARC-Type: response\r\nContent-Length: 5\r\n\r\nhello\r\n\r\n"
    return {
        "records": b"".join(records),
        "lead and padding": b"\xef\xbb\xbf\r\n" + records[0] + b"\r\n\r\n\x00" + records[1] + records[2],
        "garbage between records": records[0] + noise(700) + b"\r\n" + records[1] + b"junk\r\n" + records[2],
        "content-length too long": records[0] + response("https://h.test/long", GOOD, content_length=len(GOOD) + 900)
        + records[1] + records[2],
        "content-length too short": records[0] + response("https://h.test/short", GOOD, content_length=len(GOOD) - 300)
        + records[1] + records[2],
        "content-length to the end": records[0] + records[1] + response("https://h.test/end", GOOD, content_length=10**9),
        "unusable content-length": records[0] + response("https://h.test/bad", GOOD, content_length=b"-5") + records[1],
        "cut short": b"".join(records)[:-700],
        "a WARC line in a payload": records[0] + response("https://h.test/quote", quoting) + records[1],
        "a crawled WARC as a payload": records[0] + holding(crawled_warc(3)) + records[1] + records[2],
        "a cut crawled WARC as a payload": records[0] + holding(crawled_warc(3)[:-500]) + records[1],
        "trailing junk": records[0] + records[1] + b"\x00" * 50 + b"trailing junk that is no record",
    }


@pytest.mark.parametrize("shrunk", [False, True])
@pytest.mark.parametrize("shape", list(plain_shapes()))
def test_ranges_of_a_plain_warc_split_anywhere_read_what_the_whole_file_reads(shape, shrunk, monkeypatch):
    """Every few bytes, in two ranges and in four. The files are shorter than the real windows (the
    walk is from the file's start): shrunk, the walks from them meet, or disagree and go wider. The
    limit: a range starting in a payload that holds WARC records verbatim over more than the second
    window before its start is misread (both walks begin inside it, on its records), so the crawled
    WARCs' windows are shrunk less (their payloads are 2.9 kB; the real second window is 4.25 MiB,
    Common Crawl's payloads at most 1 MiB)."""
    if shrunk:
        windows = (1000, 4000, 16000) if "crawled" in shape else (400, 1600, 6400)
        monkeypatch.setattr(split_reads, "LOOKBACK_WINDOWS", windows)
    data = plain_shapes()[shape]
    whole = whole_read(data)
    assert whole and not any(url and "inner.example" in url for _, _, url, _, _ in whole)
    for cut in range(1, len(data) + 1, 3):
        assert read_in_ranges(data, [cut]) == whole, cut
    for cut in range(1, len(data) + 1, 97):
        assert read_in_ranges(data, [cut, cut + 41, cut + 400]) == whole, cut


@pytest.mark.parametrize("name", [name for name in HOSTILE if name.endswith(".warc") or "plain" in name])
def test_ranges_of_the_hostile_plain_warcs_read_what_the_whole_file_reads(tmp_path, name):
    write_hostile_warcs(tmp_path, [name])
    data = (tmp_path / name).read_bytes()
    if not split_reads.is_splittable_plain_warc(io.BytesIO(data)):
        pytest.skip("not a plain WARC: never planned into parts of records")
    whole = whole_read(data)
    step = max(1, len(data) // 400)
    for cut in range(1, len(data) + 1, step):
        assert read_in_ranges(data, [cut]) == whole, cut


def test_a_range_far_into_a_plain_warc_walks_back_a_window_and_skips_records_held_in_a_payload(monkeypatch):
    """A range's first record is found by walks of the reader from look-back windows (the narrower
    trusted when the wider meets it), not from the file's start; a payload holding a crawled WARC
    longer than the narrowest window (the walk from it claims the inner records) makes the pair
    disagree and a wider pair decide. Windows are shrunk so that small files show it."""
    monkeypatch.setattr(split_reads, "LOOKBACK_WINDOWS", (3000, 12000, 48000))
    before = b"".join(response(f"https://h.test/b{i}", page(f"B{i}")) for i in range(60))
    inner = crawled_warc(4, 600)
    assert 3000 < len(inner) < 12000 - 3000
    data = before + holding(inner) + b"".join(response(f"https://h.test/a{i}", page(f"A{i}")) for i in range(10))
    assert len(before) > 48000
    whole = whole_read(data)
    assert not any(url and "inner.example" in url for _, _, url, _, _ in whole)
    walks = []
    real = split_reads._PlainWalk
    monkeypatch.setattr(split_reads, "_PlainWalk", lambda reader, low, *a, **k: walks.append(low) or real(reader, low, *a, **k))
    start = data.find(inner)
    for cut in range(start - 500, start + len(inner) + 500, 37):
        walks.clear()
        assert read_in_ranges(data, [cut]) == whole, cut
        assert 0 not in walks, cut  # found within the windows, not from the file's start
