"""WARC files shaped as Common Crawl writes them (tests/common_crawl_warcs.py) through the reader, its
split reads and the batch pipeline: every record emitted, skipped with a named reason or dead-lettered
with its byte range; a payload the crawler cut (WARC-Truncated) still gives its page's text, marked in
the row (reader56, 2026-12-07)."""
from __future__ import annotations

import io
import json
from collections import Counter

import pytest
from common_crawl_warcs import CASES, crawl_records, crawl_warc, per_record_gzip, wat_file, wet_file

from beam_extract import extract, rows, split_reads, warc
from beam_extract.pipelines import warc_extract

PAGES = {f"https://cc.test/{case.name}": case for case in CASES if case.expect == "page"}
SKIPS = {f"https://cc.test/{case.name}": case.expect for case in CASES if case.expect != "page"}
OTHER_RECORDS = 1 + 2 * len(CASES)  # the warcinfo, each capture's request and metadata records


def read(data: bytes) -> list:
    outcomes = list(warc.iter_records(io.BytesIO(data), "cc.warc.gz", size=len(data)))
    assert warc.tiling_problems(outcomes, 0, len(data)) == []
    return outcomes


def by_kind(outcomes: list) -> tuple[dict, dict, list]:
    pages = {o.url: o for o in outcomes if isinstance(o, warc.WarcPage)}
    skipped = {o.url: o.reason for o in outcomes if isinstance(o, warc.Skipped) and o.reason != "not-response"}
    return pages, skipped, [o for o in outcomes if isinstance(o, warc.Failed)]


@pytest.mark.parametrize("version", ["1.0", "1.1"])
@pytest.mark.parametrize("container", ["per-record gzip", "plain"])
def test_every_capture_of_a_crawl_warc_gives_its_named_outcome(version, container):
    """A warcinfo, then request, response and metadata records per capture (WARC-Concurrent-To,
    digests, WARC-Identified-Payload-Type): each response an HTML page (its text holding the story,
    HTTP/1.1 or HTTP/2, codings kept or already undone, chunks kept, charsets disagreeing, cut at the
    crawler's limit inside a coding or a chunk) or a skip with its reason; the others not-response."""
    records = crawl_records(version=version)
    outcomes = read(per_record_gzip(records) if container == "per-record gzip" else b"".join(records))
    pages, skipped, failed = by_kind(outcomes)
    assert failed == []
    assert sorted(pages) == sorted(PAGES) and skipped == SKIPS
    assert sum(isinstance(o, warc.Skipped) and o.reason == "not-response" for o in outcomes) == OTHER_RECORDS
    for url, page in pages.items():
        case = PAGES[url]
        assert page.truncated == case.truncated, url
        assert page.date == "2024-02-20T23:59:48Z" and page.http_status == 200, url
        doc = extract(page.payload, url, charset=page.charset_hint)
        assert doc is not None and case.phrase in doc.text, (url, doc and doc.text[:200])
        assert rows.document_row(doc, page, url=url)["truncated"] == case.truncated


def test_a_crawl_warc_read_in_ranges_gives_the_whole_reads_outcomes():
    """Split anywhere (every 1,999 bytes, and right at and after each member start), the ranges give
    the whole read's outcomes, each once."""
    data = crawl_warc(version="1.1")
    whole = read(data)
    starts = [o.warc_offset for o in whole]
    for cuts in ([0, *range(1999, len(data), 1999)], [0, *starts[1::7]], [0, *(s + 1 for s in starts[1::5])]):
        outcomes = []
        for start, stop in zip(cuts, [*cuts[1:], None], strict=True):
            outcomes += split_reads.RangeRead(io.BytesIO(data), "cc.warc.gz", start, stop, size=len(data))
        assert sorted(map(repr, outcomes)) == sorted(map(repr, whole)), cuts[:4]


def test_crawl_warcs_and_their_wat_and_wet_siblings_through_the_pipeline(tmp_path):
    """The batch pipeline over two crawl WARCs (WARC/1.0 and 1.1) and the WAT and WET files of one,
    given by mistake: balanced, every byte accounted, no dead letter; one Document per page, a cut
    page's row marked `truncated` with the crawler's reason; the WAT's and WET's records skipped as
    not-response."""
    folder = tmp_path / "crawl"
    folder.mkdir()
    files = {"CC-MAIN-a.warc.gz": crawl_warc(version="1.0"), "CC-MAIN-b.warc.gz": crawl_warc(version="1.1"),
             "CC-MAIN-a.warc.wat.gz": wat_file(), "CC-MAIN-a.warc.wet.gz": wet_file()}
    for name, data in files.items():
        (folder / name).write_bytes(data)
    prefix = tmp_path / "out" / "docs"
    summary = warc_extract.run(["--input", str(folder / "*"), "--output", str(prefix), "--format", "jsonl"])
    assert summary["balanced"], summary.get("imbalance")
    assert summary["reader"]["bytes_accounted"] == summary["reader"]["bytes_expected"] == sum(map(len, files.values()))
    assert summary["failed"] == {}
    wat_records, wet_records = 1 + 3 * len(CASES), 1 + len(PAGES)
    expected_skips = Counter({"not-response": 2 * OTHER_RECORDS + wat_records + wet_records})
    expected_skips.update(2 * list(SKIPS.values()))
    assert summary["skipped"] == dict(expected_skips)
    docs = [json.loads(line) for path in sorted(prefix.parent.glob("docs-*-of-*.jsonl"))
            for line in path.read_text().splitlines()]
    assert Counter(d["url"] for d in docs) == Counter({url: 2 for url in PAGES})
    for doc in docs:
        case = PAGES[doc["url"]]
        assert doc["truncated"] == case.truncated and case.phrase in doc["text"], doc["url"]
        assert doc["date"].startswith("2024-02-20")
