"""End to end: pipelines.warc_extract over WARC files, outputs read back, every record accounted for."""
from __future__ import annotations

import gzip
import json
import statistics
import sys
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from beam_extract import extract, rows, warc
from pipelines import warc_extract
from warcs import (
    chunked,
    corrupt_bytes,
    gzip_encoded,
    html_page,
    http_request_record,
    http_response_record,
    metadata_record,
    resource_record,
    revisit_record,
    truncate_file,
    warcinfo_record,
    write_warc,
)

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
SHARED_WARC = SHARED / "data" / "warc"

EXPECTED_TITLES = {"One", "Gzipped", "Chunked", "Café crème", "Resource", "After"}
EXPECTED_SKIPPED = {
    "not-response": 3, "http-status": 2, "not-html": 1, "revisit": 1, "empty": 1, "no-content": 1, "too-large": 1,
}
EXPECTED_FAILED = {"corrupt-gzip": 1, "truncated": 1}


@pytest.fixture(scope="module")
def fault_warc(tmp_path_factory) -> Path:
    """A WARC holding every record type the reader meets and every fault it must survive."""
    path = tmp_path_factory.mktemp("warc") / "all.warc.gz"
    cafe = html_page("Café crème", paragraphs=4).encode("windows-1252")
    records = [
        warcinfo_record("all.warc.gz"),
        http_request_record("https://a.test/one"),
        http_response_record("https://a.test/one", html_page("One").encode()),
        metadata_record("https://a.test/one"),
        http_response_record("https://a.test/gz", gzip_encoded(html_page("Gzipped").encode()),
                             headers=[("Content-Encoding", "gzip")]),
        http_response_record("https://a.test/chunked", chunked(html_page("Chunked").encode()),
                             headers=[("Transfer-Encoding", "chunked")]),
        http_response_record("https://a.test/cafe", cafe, content_type="text/html; charset=windows-1252"),
        http_response_record("https://a.test/gone", b"<p>gone</p>", status=404),
        http_response_record("https://a.test/moved", b"", status=301, headers=[("Location", "https://a.test/one")]),
        http_response_record("https://a.test/logo.png", b"\x89PNG\r\n\x1a\n" + bytes(200), content_type="image/png"),
        revisit_record("https://a.test/one"),
        resource_record("https://a.test/res", html_page("Resource").encode()),
        http_response_record("https://a.test/empty", b""),
        http_response_record("https://a.test/blank", b"<html><body><div></div></body></html>"),
        http_response_record("https://a.test/huge", html_page("Huge", paragraphs=3000).encode()),  # ~430 kB
        http_response_record("https://a.test/corrupt", html_page("Corrupt", paragraphs=30).encode()),
        http_response_record("https://a.test/after", html_page("After").encode()),
        http_response_record("https://a.test/cut", html_page("Cut", paragraphs=30).encode()),
    ]
    offsets = write_warc(path, records)
    corrupt_bytes(path, offsets[15] + 60, 16)  # inside the compressed data of the "corrupt" record
    truncate_file(path, offsets[17] + 300)      # the download broke inside the last record
    return path


def run(input_path, out_prefix, fmt, *extra) -> dict:
    argv = ["--input", str(input_path), "--output", str(out_prefix), "--format", fmt, *extra]
    return warc_extract.main(argv)


def read_documents(prefix: Path, fmt: str) -> list[dict]:
    suffix = {"parquet": ".parquet", "jsonl": ".jsonl", "text": ".txt"}[fmt]
    files = sorted(prefix.parent.glob(f"{prefix.name}-*-of-*{suffix}"))
    assert files, f"no {fmt} output under {prefix}"
    docs: list[dict] = []
    for path in files:
        if fmt == "parquet":
            table = pq.read_table(path)
            assert table.schema.equals(rows.DOCUMENT_SCHEMA, check_metadata=False)
            docs.extend(table.to_pylist())
        elif fmt == "jsonl":
            docs.extend(rows.row_from_json(line) for line in lines_of(path))
        else:
            docs.extend({"text": rows.parse_text_line(line)} for line in lines_of(path))
    return docs


def lines_of(path: Path) -> list[str]:
    """The lines of an output file; str.splitlines() on purpose: rows must survive it too."""
    return path.read_text(encoding="utf-8").splitlines()


def read_dead_letters(prefix: Path) -> list[dict]:
    return [
        json.loads(line)
        for path in sorted(prefix.parent.glob(f"{prefix.name}.errors-*-of-*.jsonl"))
        for line in lines_of(path)
    ]


@pytest.mark.parametrize("fmt", ["parquet", "jsonl", "text"])
def test_every_record_of_a_damaged_warc_is_accounted_for(fault_warc, tmp_path, fmt):
    prefix = tmp_path / "out" / "docs"
    summary = run(fault_warc, prefix, fmt, "--max-bytes", "300000")

    assert summary["read"] == 18
    assert summary["emitted"] == len(EXPECTED_TITLES)
    assert summary["skipped"] == EXPECTED_SKIPPED
    assert summary["failed"] == EXPECTED_FAILED
    assert summary["read"] == summary["emitted"] + sum(summary["skipped"].values()) + sum(summary["failed"].values())
    assert json.loads(Path(f"{prefix}.summary.json").read_text()) == summary
    assert all(Path(p).exists() for p in summary["outputs"])

    docs = read_documents(prefix, fmt)
    assert len(docs) == summary["emitted"]
    if fmt == "text":
        assert any("Paragraph 1 of Café crème" in d["text"] for d in docs)
    else:
        assert {d["title"] for d in docs} == EXPECTED_TITLES
        by_title = {d["title"]: d for d in docs}
        cafe = by_title["Café crème"]
        assert cafe["charset"] == "windows-1252" and "Paragraph 2 of Café crème" in cafe["text"]
        assert by_title["Resource"]["warc_file"] == str(fault_warc)
        with open(fault_warc, "rb") as fh:  # the stored offset finds the record again
            fh.seek(by_title["After"]["warc_offset"])
            again = next(warc.iter_records(fh, str(fault_warc)))
        assert again.url == "https://a.test/after" and again.record_id == by_title["After"]["id"]

    dead = read_dead_letters(prefix)
    assert sorted(d["reason"] for d in dead) == ["corrupt-gzip", "truncated"]
    for letter in dead:
        assert letter["warc_file"] == str(fault_warc) and letter["warc_offset"] > 0 and letter["error"]


def test_listing_input_and_unreadable_files_are_dead_letters(fault_warc, tmp_path):
    listing = tmp_path / "warc.paths.gz"
    with gzip.open(listing, "wt") as fh:
        fh.write(f"{fault_warc.name}\nnot-there.warc.gz\n")
    prefix = tmp_path / "out" / "cc"
    summary = run(listing, prefix, "jsonl", "--listing-prefix", str(fault_warc.parent), "--max-bytes", "300000")
    assert summary["warc_files"] == 2
    assert summary["read"] == 19 and summary["failed"] == {**EXPECTED_FAILED, "open-error": 1}
    assert [d["warc_file"] for d in read_dead_letters(prefix) if d["reason"] == "open-error"] == [
        str(fault_warc.parent / "not-there.warc.gz")
    ]


def test_unbalanced_counts_fail_loudly():
    summary = warc_extract.summarise({"read": 5, "emitted": 2, "skipped": 1, "skipped_empty": 1}, 1.0, [])
    assert summary["balanced"] is False
    assert warc_extract.summarise({"read": 3, "emitted": 2, "skipped": 1, "skipped_empty": 1}, 1.0, [])["balanced"]


def test_default_runner_is_the_local_one_and_beam_options_pass_through():
    options = warc_extract.pipeline_options(["--direct_num_workers=2"]).get_all_options()
    assert options["runner"] == "FnApiRunner" and options["direct_num_workers"] == 2
    assert options["save_main_session"] is False
    assert warc_extract.pipeline_options(["--runner", "DataflowRunner"]).get_all_options()["runner"] == "DataflowRunner"


# --- the shared benchmark WARCs (skipped in a checkout without ../shared) ------------------------

needs_shared = pytest.mark.skipif(not SHARED_WARC.is_dir(), reason="../shared/data/warc not present")


def reader_outcomes(paths) -> tuple[int, dict, dict]:
    """(WarcPage count, skipped by reason, failed by reason) of reading the files directly."""
    pages, skipped, failed = 0, {}, {}
    for path in paths:
        with open(path, "rb") as fh:
            for outcome in warc.iter_records(fh, str(path)):
                if isinstance(outcome, warc.WarcPage):
                    pages += 1
                else:
                    tally = skipped if isinstance(outcome, warc.Skipped) else failed
                    tally[outcome.reason] = tally.get(outcome.reason, 0) + 1
    return pages, skipped, failed


@needs_shared
def test_real_common_crawl_warcs_are_fully_accounted_for(tmp_path):
    paths = sorted((SHARED_WARC / "real").glob("*.warc.gz"))
    prefix = tmp_path / "real" / "docs"
    summary = run(SHARED_WARC / "real" / "*.warc.gz", prefix, "jsonl")
    pages, skipped, failed = reader_outcomes(paths)
    assert summary["warc_files"] == len(paths)
    assert summary["balanced"]
    assert summary["read"] == pages + sum(skipped.values()) + sum(failed.values())
    extraction_skips = {"no-content": summary["skipped"].get("no-content", 0)}
    assert summary["skipped"] == {**skipped, **{k: v for k, v in extraction_skips.items() if v}}
    extraction_failures = {k: v for k, v in summary["failed"].items() if k not in failed}
    assert {k: v for k, v in summary["failed"].items() if k in failed} == failed
    assert summary["emitted"] + extraction_skips["no-content"] + sum(extraction_failures.values()) == pages
    assert summary["emitted"] >= pages * 0.8
    clipped = [d for d in read_dead_letters(prefix) if d["warc_file"].endswith("clipped.warc.gz")]
    assert [d["reason"] for d in clipped] == ["truncated"]


@pytest.fixture(scope="module")
def wcxb_run(tmp_path_factory):
    """The wcxb-dev-400 WARC through the pipeline once, and extract() on the same pages' original
    HTML files directly (about 20 s together), for the tests below."""
    source = SHARED_WARC / "wcxb-dev-400.warc.gz"
    if not source.exists():
        pytest.skip("../shared/data/warc/wcxb-dev-400.warc.gz not present")
    prefix = tmp_path_factory.mktemp("wcxb") / "docs"
    summary = run(source, prefix, "jsonl", "--no-markdown")
    manifest = json.loads((SHARED_WARC / "wcxb-dev-400.warc.manifest.json").read_text())
    dataset = SHARED / "data" / "wcxb-dev"
    urls = {}
    with open(source, "rb") as fh:
        for outcome in warc.iter_records(fh, str(source)):
            if outcome.record_id in manifest["emit"]:
                urls[outcome.record_id] = outcome.url
    direct = {}
    for record_id, page_id in manifest["emit"].items():
        html = gzip.decompress((dataset / "html" / f"{page_id}.html.gz").read_bytes())
        doc = extract(html, urls[record_id], markdown=False)
        direct[record_id] = doc.text if doc else None
    return summary, read_documents(prefix, "jsonl"), manifest, direct


def test_wcxb_warc_emits_exactly_the_html_pages(wcxb_run):
    summary, docs, manifest, direct = wcxb_run
    emitted_ids = {d["id"] for d in docs}
    assert len(emitted_ids) == len(docs) == summary["emitted"]
    assert summary["balanced"] and summary["failed"] == {}
    assert not emitted_ids & set(manifest["skip"])
    for reason in ("not-html", "http-status", "revisit"):
        assert summary["skipped"].get(reason, 0) == sum(1 for r in manifest["skip"].values() if r == reason)
    # Exactly the manifest's pages are emitted: every one holds content, read through the WARC
    # (re-encoded, gzip- or chunk-encoded) as well as from its original HTML file.
    assert emitted_ids == set(manifest["emit"])
    assert summary["skipped"].get("no-content", 0) == 0
    assert all(text is not None for text in direct.values())


def test_wcxb_quality_through_the_warc_equals_the_extractor_alone(wcxb_run):
    summary, docs, manifest, direct = wcxb_run
    sys.path.insert(0, str(SHARED / "bench"))
    try:
        from score import word_prf
    finally:
        sys.path.remove(str(SHARED / "bench"))
    texts = {d["id"]: d["text"] for d in docs}
    through_warc, alone = [], []
    for record_id, page_id in manifest["emit"].items():
        gold = json.loads((SHARED / "data" / "wcxb-dev" / "ground-truth" / f"{page_id}.json").read_text(encoding="utf-8"))
        gold_text = (gold.get("ground_truth") or {}).get("main_content") or ""
        through_warc.append(word_prf(texts.get(record_id, ""), gold_text)[2])
        alone.append(word_prf(direct[record_id] or "", gold_text)[2])
    warc_f1, direct_f1 = statistics.mean(through_warc), statistics.mean(alone)
    print(f"wcxb-dev-400 word F1: through the WARC pipeline {warc_f1:.4f}, extract() alone {direct_f1:.4f}")
    assert abs(warc_f1 - direct_f1) < 0.002
