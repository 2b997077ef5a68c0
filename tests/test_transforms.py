"""Beam transforms: ExtractMainContent accounting and dead letters, ReadWarc, WriteDocuments."""
from __future__ import annotations

import gzip
import json
import os
import pickle
import re
import threading
import time
import typing
from datetime import UTC, datetime

import apache_beam as beam
import pyarrow.parquet as pq
import pytest
from apache_beam.io.filesystem import FileSystem
from apache_beam.io.filesystems import FileSystems
from apache_beam.metrics.metric import MetricsFilter
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to
from hostile_warcs import warc_holding_a_warc
from warcs import (
    html_page,
    http_request_record,
    http_response_record,
    metadata_record,
    resource_record,
    truncate_file,
    warcinfo_record,
    write_warc,
)

from beam_extract import rows, transforms, warc
from beam_extract.transforms import (
    ExtractMainContent,
    ReadWarc,
    ReadWarcFiles,
    WriteDeadLetters,
    WriteDocuments,
    dead_letters,
    extract_pages,
    read_warc,
    write_rows,
)
from beam_extract.transforms.elements import NAMESPACE
from beam_extract.transforms.warc_files import is_local_glob, listing_paths, match_local_glob

ARTICLE = (
    "<html lang='en'><head><title>{title}</title></head><body>"
    "<nav><a href='/'>Home</a> <a href='/a'>About</a></nav>"
    "<main><h1>{title}</h1><p>{body}</p><p>Second paragraph of the story, long enough to count.</p></main>"
    "<footer>Copyright</footer></body></html>"
)


def article(title: str) -> str:
    body = " ".join(f"{title.lower()} sentence number {i} carries real words." for i in range(12))
    return ARTICLE.format(title=title, body=body)


def counters(result) -> dict[str, int]:
    found: dict[str, int] = {}
    for c in result.metrics().query(MetricsFilter().with_namespace(NAMESPACE))["counters"]:
        found[c.key.metric.name] = found.get(c.key.metric.name, 0) + c.committed
    return found


def collect(pcoll, path, label):
    """Make the elements of pcoll available to the test after the run (the runner pickles closures)."""

    def dump(actual):
        with open(path, "wb") as fh:
            pickle.dump(list(actual), fh)

    assert_that(pcoll, dump, label=label)


def collected(path) -> list:
    with open(path, "rb") as fh:
        return pickle.load(fh)


def run_extract(elements, tmp_path, **kwargs):
    """Run ExtractMainContent over elements; return (documents, dead letters, counters)."""
    p = BeamTestPipeline(runner="FnApiRunner")
    # Typed Any, as elements from an untyped step are: a Create of them would be typed by its
    # elements, and an int among them would fail the pipeline's construction (tested below).
    untyped = p | beam.Create(elements, reshuffle=False).with_output_types(typing.Any)
    result = untyped | ExtractMainContent(**kwargs)
    collect(result.documents, tmp_path / "docs.pkl", "KeepDocs")
    collect(result.failed, tmp_path / "failed.pkl", "KeepFailed")
    run = p.run()
    run.wait_until_finish()
    return collected(tmp_path / "docs.pkl"), collected(tmp_path / "failed.pkl"), counters(run)


@pytest.fixture
def flaky_extract(monkeypatch):
    """extract() that raises for url 'boom' and spins forever for url 'slow', real otherwise."""
    real = extract_pages.extract

    def fake(html, url=None, **kwargs):
        if url == "https://x.test/boom":
            raise ValueError("kaboom in the extractor")
        if url == "https://x.test/slow":
            while True:
                sum(range(100))
        return real(html, url, **kwargs)

    monkeypatch.setattr(extract_pages, "extract", fake)


@pytest.mark.timing  # asserts a wall-clock bound
def test_extract_main_content_accounts_for_every_input(flaky_extract, tmp_path):
    page = warc.WarcPage(
        record_id="<urn:uuid:page>",
        url="https://x.test/warc",
        date="2021-03-04T05:06:07Z",
        warc_file="f.warc.gz",
        warc_offset=42,
        content_type="text/html",
        charset_hint="windows-1252",
        http_status=200,
        payload=article("Caf\u00e9 story").encode("windows-1252"),
    )
    elements = [
        ("https://x.test/a", article("Alpha")),                      # str html
        ("https://x.test/b", article("Beta").encode("utf-8")),       # bytes html
        page,                                                         # WARC page
        ("https://x.test/empty", "<html><body>   </body></html>"),   # no content
        ("https://x.test/boom", article("Boom")),                     # extractor raises
        ("https://x.test/slow", article("Slow")),                     # runs over its time budget
        ("https://x.test/big", "<p>" + "x" * 5000 + "</p>"),          # over max_bytes
        warc.Skipped(record_id="<r1>", url="u1", warc_file="f.warc.gz", warc_offset=1, reason="not-html"),
        warc.Skipped(record_id="<r2>", url="u2", warc_file="f.warc.gz", warc_offset=2, reason="not-html"),
        warc.Failed(record_id="<r3>", url="u3", warc_file="f.warc.gz", warc_offset=3, reason="truncated", error="cut"),
        12345,                                                        # not something we can read
    ]
    started = time.monotonic()
    docs, failed, seen = run_extract(elements, tmp_path, timeout_s=0.5, max_bytes=4000)
    assert time.monotonic() - started < 20

    assert sorted(d["title"] for d in docs) == ["Alpha", "Beta", "Caf\u00e9 story"]
    warc_doc = next(d for d in docs if d["id"] == "<urn:uuid:page>")
    assert (warc_doc["warc_file"], warc_doc["warc_offset"], warc_doc["charset"]) == ("f.warc.gz", 42, "windows-1252")
    assert "caf\u00e9 story sentence number 3" in warc_doc["text"]
    assert "Home" not in warc_doc["text"] and "Copyright" not in warc_doc["text"]
    for d in docs:
        assert set(d) == set(rows.DOCUMENT_FIELDS)

    by_reason = {f["reason"]: f for f in failed}
    assert set(by_reason) == {"ValueError", "timeout", "truncated", "unsupported-input"}
    assert by_reason["ValueError"]["url"] == "https://x.test/boom"
    assert by_reason["ValueError"]["error"] == "kaboom in the extractor"
    assert by_reason["timeout"]["url"] == "https://x.test/slow"
    assert by_reason["truncated"] == {
        "warc_file": "f.warc.gz", "warc_offset": 3, "warc_length": None, "record_id": "<r3>", "url": "u3",
        "reason": "truncated", "error": "cut",
    }

    assert seen == {
        "read": 11,
        "emitted": 3,
        "skipped": 4,
        "skipped_no-content": 1,
        "skipped_too-large": 1,
        "skipped_not-html": 2,
        "failed": 4,
        "failed_ValueError": 1,
        "failed_timeout": 1,
        "failed_truncated": 1,
        "failed_unsupported-input": 1,
    }


@pytest.mark.parametrize(
    "line, prefix, expected",
    [
        ("crawl-data/CC/x.warc.gz", "https://data.commoncrawl.org/", ["https://data.commoncrawl.org/crawl-data/CC/x.warc.gz"]),
        ("crawl-data/CC/x.warc.gz", "s3://commoncrawl", ["s3://commoncrawl/crawl-data/CC/x.warc.gz"]),
        ("  x.warc.gz \n", "/data/", ["/data/x.warc.gz"]),
        ("gs://other/x.warc.gz", "/data", ["gs://other/x.warc.gz"]),
        ("", "/data", []),
        ("# comment", "/data", []),
    ],
)
def test_listing_lines_become_paths(line, prefix, expected):
    assert listing_paths(line, prefix) == expected


def read_outcomes(read_warc: ReadWarc, path) -> list:
    p = BeamTestPipeline(runner="FnApiRunner")
    collect(p | read_warc, path, "Keep")
    p.run().wait_until_finish()
    return collected(path)


@pytest.fixture
def small_warcs(tmp_path):
    """Two WARC files: one clean (warcinfo, request/response/metadata, a 404, an image), one
    holding a resource record and cut off inside its last record."""
    first = tmp_path / "first.warc.gz"
    write_warc(first, [
        warcinfo_record("first.warc.gz"),
        http_request_record("https://a.test/one"),
        http_response_record("https://a.test/one", html_page("One").encode()),
        metadata_record("https://a.test/one"),
        http_response_record("https://a.test/gone", b"<p>gone</p>", status=404),
        http_response_record("https://a.test/logo.png", b"\x89PNG\r\n\x1a\n....", content_type="image/png"),
    ])
    second = tmp_path / "second.warc.gz"
    offsets = write_warc(second, [
        resource_record("https://b.test/res", html_page("Resource").encode()),
        http_response_record("https://b.test/two", html_page("Two", paragraphs=40).encode()),
    ])
    truncate_file(second, offsets[1] + 200)
    return first, second


def test_read_warc_reads_globs_and_listings(tmp_path, small_warcs):
    first, second = small_warcs
    by_glob = read_outcomes(ReadWarc(str(tmp_path / "*.warc.gz")), tmp_path / "glob.pkl")
    expected = {(type(o).__name__, o.record_id, o.warc_offset) for path in (first, second) for o in iter_file(path)}
    assert {(type(o).__name__, o.record_id, o.warc_offset) for o in by_glob} == expected
    assert len(by_glob) == len(expected)
    kinds = sorted((type(o).__name__, getattr(o, "reason", "")) for o in by_glob)
    assert kinds == [
        ("Failed", "truncated"),
        ("Skipped", "http-status"),
        ("Skipped", "not-html"),
        ("Skipped", "not-response"),
        ("Skipped", "not-response"),
        ("Skipped", "not-response"),
        ("WarcPage", ""),
        ("WarcPage", ""),
    ]
    assert {o.warc_file for o in by_glob} == {str(first), str(second)}

    listing = tmp_path / "warc.paths.gz"
    with gzip.open(listing, "wt") as fh:
        fh.write(f"{first.name}\n\n{second.name}\nmissing.warc.gz\n")
    by_listing = read_outcomes(ReadWarc(str(listing), listing_prefix=str(tmp_path)), tmp_path / "listing.pkl")
    failures = [o for o in by_listing if isinstance(o, warc.Failed)]
    assert [(f.warc_file, f.reason) for f in failures if f.reason == "open-error"] == [
        (str(tmp_path / "missing.warc.gz"), "open-error")
    ]
    listed = {(type(o).__name__, o.record_id, o.warc_offset) for o in by_listing if o not in failures or o.reason != "open-error"}
    assert listed == expected


def iter_file(path):
    with open(path, "rb") as fh:
        return list(warc.iter_records(fh, str(path)))


def test_write_documents_in_every_format(tmp_path):
    doc_rows = [
        {**{name: None for name in rows.DOCUMENT_FIELDS}, "text": f"line one {i}\nline two", "mode": "main",
         "pruning_fallback": False, "text_length": 18, "content_sha1": "0" * 40, "title": f"T{i}", "url": f"https://x.test/{i}"}
        for i in range(3)
    ]
    dead = [rows.dead_letter_row(reason="truncated", error="cut", warc_file="f", warc_offset=1)]
    p = BeamTestPipeline(runner="FnApiRunner")
    docs = p | "Docs" >> beam.Create(doc_rows)
    for fmt in ("parquet", "jsonl", "jsonl.gz", "text"):
        docs | f"Write {fmt}" >> WriteDocuments(str(tmp_path / fmt.replace(".", "_") / "out"), fmt)
    p | "Dead" >> beam.Create(dead) | WriteDeadLetters(str(tmp_path / "dl" / "out"))
    p.run().wait_until_finish()

    table = pq.read_table(next((tmp_path / "parquet").glob("out-*-of-*.parquet")))
    assert table.schema.equals(rows.DOCUMENT_SCHEMA, check_metadata=False)
    assert sorted(table.column("title").to_pylist()) == ["T0", "T1", "T2"]
    jsonl = next((tmp_path / "jsonl").glob("out-*-of-*.jsonl")).read_text(encoding="utf-8").splitlines()
    assert sorted(json.loads(line)["title"] for line in jsonl) == ["T0", "T1", "T2"]
    with gzip.open(next((tmp_path / "jsonl_gz").glob("out-*-of-*.jsonl.gz")), "rt", encoding="utf-8") as fh:
        assert len(fh.read().splitlines()) == 3
    text_lines = next((tmp_path / "text").glob("out-*-of-*.txt")).read_text(encoding="utf-8").splitlines()
    assert sorted(rows.parse_text_line(line) for line in text_lines) == [r["text"] for r in doc_rows]
    errors = next((tmp_path / "dl").glob("out.errors-*-of-*.jsonl")).read_text().splitlines()
    assert [json.loads(line) for line in errors] == dead


def _doc_rows(count: int) -> list[dict]:
    return [
        {**{name: None for name in rows.DOCUMENT_FIELDS}, "text": f"Größe {i}\nzweite Zeile \u2028 " + "wort " * (i * 50),
         "mode": "main", "pruning_fallback": False, "text_length": 18, "content_sha1": "0" * 40, "title": f"T{i}"}
        for i in range(count)
    ]


def test_jsonl_gz_is_the_jsonl_lines_compressed_at_the_chosen_level(tmp_path):
    import zlib

    p = BeamTestPipeline(runner="FnApiRunner")
    docs = p | "Docs" >> beam.Create(_doc_rows(40))
    docs | "Plain" >> WriteDocuments(str(tmp_path / "plain" / "out"), "jsonl", num_shards=1)
    docs | "Default" >> WriteDocuments(str(tmp_path / "default" / "out"), "jsonl.gz", num_shards=1)
    docs | "Fast" >> WriteDocuments(str(tmp_path / "fast" / "out"), "jsonl.gz", num_shards=1, gzip_level=1)
    p.run().wait_until_finish()

    plain = next((tmp_path / "plain").glob("out-00000-of-00001.jsonl")).read_bytes()
    default = next((tmp_path / "default").glob("out-00000-of-00001.jsonl.gz")).read_bytes()
    fast = next((tmp_path / "fast").glob("out-00000-of-00001.jsonl.gz")).read_bytes()
    assert gzip.decompress(default) == plain == gzip.decompress(fast)  # the same lines, in the same order
    assert len(plain.splitlines()) == 40 and "\\u2028" in plain.decode("utf-8")
    # one gzip member, as zlib's gzip wrapper writes it at the level asked for
    for level, written in ((write_rows.JSONL_GZIP_LEVEL, default), (1, fast)):
        compressor = zlib.compressobj(level, zlib.DEFLATED, zlib.MAX_WBITS | 16)
        assert written == compressor.compress(plain) + compressor.flush()
    assert len(fast) > len(default)


def test_jsonl_gz_shards_of_an_unbounded_input_are_named_by_window():
    from apache_beam.io import iobase
    from apache_beam.options.pipeline_options import PipelineOptions, StandardOptions
    from apache_beam.testing.test_stream import TestStream

    options = PipelineOptions()
    options.view_as(StandardOptions).streaming = True
    p = beam.Pipeline(options=options)
    from apache_beam.transforms import window

    (p | TestStream().add_elements(_doc_rows(1)) | beam.WindowInto(window.FixedWindows(60))
       | WriteDocuments("out/docs", "jsonl.gz"))
    bounded = beam.Pipeline()
    bounded | beam.Create(_doc_rows(1)) | WriteDocuments("out/docs", "jsonl.gz")
    templates = []

    class Sinks(beam.pipeline.PipelineVisitor):
        def enter_composite_transform(self, node):
            if isinstance(node.transform, iobase.Write):
                templates.append(node.transform.sink.shard_name_template)

    p.visit(Sinks())
    bounded.visit(Sinks())
    assert templates == ["-W-SSSSS-of-NNNNN", "-SSSSS-of-NNNNN"]


def test_write_documents_rejects_a_gzip_level_out_of_range():
    with pytest.raises(ValueError, match="gzip_level"):
        WriteDocuments("x", "jsonl.gz", gzip_level=10)


def test_write_documents_rejects_unknown_format():
    with pytest.raises(ValueError, match="unknown format"):
        WriteDocuments("x", "csv")


def test_extract_main_content_takes_extractor_options_and_names_its_outputs():
    with BeamTestPipeline(runner="FnApiRunner") as p:
        result = p | beam.Create([("https://x.test/a", article("Tagged"))]) | ExtractMainContent(markdown=False)
        titled = result.documents | beam.Map(lambda r: (r["title"], r["markdown"], r["text"].startswith("Tagged")))
        assert_that(titled, equal_to([("Tagged", "", True)]), label="docs")
        assert_that(result.failed, equal_to([]), label="failed")
    with pytest.raises(TypeError, match="unknown extract option"):
        ExtractMainContent(no_such_option=True)


def test_the_element_types_between_the_transforms_are_declared():
    p = beam.Pipeline()
    outcomes = p | ReadWarc("absent-*.warc.gz")
    assert outcomes.element_type == typehints_of(transforms.WarcOutcome)
    result = outcomes | ExtractMainContent()
    assert result.documents.element_type == result.failed.element_type == typehints_of(transforms.Row)
    assert (result.documents | WriteDocuments("out/docs")).element_type is str
    assert (result.failed | WriteDeadLetters("out/docs")).element_type is str
    files = p | "Files" >> beam.Create(["a.warc.gz"]) | "ReadFiles" >> ReadWarcFiles()
    assert files.element_type == typehints_of(transforms.WarcOutcome)
    pairs = p | "Pairs" >> beam.Create([("https://x.test/a", "<p>a</p>"), (None, b"<p>b</p>")])
    assert (pairs | "FromPairs" >> ExtractMainContent()).documents.element_type == typehints_of(transforms.Row)


def typehints_of(hint):
    from apache_beam.typehints import native_type_compatibility

    return native_type_compatibility.convert_to_beam_type(hint)


@pytest.mark.parametrize("wiring", [
    pytest.param(lambda p: p | ReadWarc("absent-*.warc.gz") | WriteDocuments("out/docs"), id="records-to-writer"),
    pytest.param(lambda p: p | ReadWarc("absent-*.warc.gz") | WriteDeadLetters("out/docs"), id="records-to-dead-letters"),
    pytest.param(lambda p: p | beam.Create([1, 2]) | ExtractMainContent(), id="ints-to-extract"),
    pytest.param(lambda p: p | beam.Create(["<p>html without its url</p>"]) | ExtractMainContent(), id="bare-html"),
    pytest.param(lambda p: p | beam.Create([3.5]) | ReadWarcFiles(), id="floats-to-reader"),
    pytest.param(lambda p: p | beam.Create([("https://x.test/a", "<p>a</p>")]) | WriteDocuments("out/docs"),
                 id="pairs-to-writer"),
])
def test_wiring_a_wrong_element_type_fails_when_the_pipeline_is_built(wiring):
    from apache_beam.typehints.decorators import TypeCheckError

    with pytest.raises(TypeCheckError, match="Input type hint violation"):
        wiring(beam.Pipeline())


def test_the_size_cap_is_one_extractor_option():
    """`max_bytes` is `ExtractOptions.max_bytes`, given in the options or as an override, not a
    second parameter of the transform with its own default."""
    import inspect

    from beam_extract import ExtractOptions

    assert "max_bytes" not in inspect.signature(ExtractMainContent.__init__).parameters
    assert ExtractMainContent()._options.max_bytes == ExtractOptions().max_bytes
    assert ExtractMainContent(ExtractOptions(max_bytes=300))._options.max_bytes == 300
    assert ExtractMainContent(ExtractOptions(max_bytes=300), max_bytes=200)._options.max_bytes == 200


@pytest.fixture
def http_folder(tmp_path):
    """tmp_path served over HTTP on localhost (as data.commoncrawl.org serves WARC files)."""
    import functools
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

    class QuietHandler(SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(tmp_path)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


def test_read_warc_streams_http_urls_and_listings(tmp_path, small_warcs, http_folder):
    first, second = small_warcs
    expected = {(type(o).__name__, o.record_id, o.warc_offset) for path in (first, second) for o in iter_file(path)}
    by_url = read_outcomes(ReadWarc([http_folder + first.name, http_folder + second.name]), tmp_path / "urls.pkl")
    assert {(type(o).__name__, o.record_id, o.warc_offset) for o in by_url} == expected
    assert {o.warc_file for o in by_url} == {http_folder + first.name, http_folder + second.name}

    listing = tmp_path / "warc.paths"
    listing.write_text(f"{first.name}\n{second.name}\n")
    by_listing = read_outcomes(ReadWarc(str(listing), listing_prefix=http_folder), tmp_path / "listing.pkl")
    assert {(type(o).__name__, o.record_id, o.warc_offset) for o in by_listing} == expected


@pytest.fixture
def hostile_extract(monkeypatch):
    """extract() handing back fields no coder takes: lone surrogates, a value of the wrong type."""
    from beam_extract.document import Document

    def fake(html, url=None, **kwargs):
        if url == "https://x.test/surrogates":
            return Document(text="Body text.", html="<p>Body text.</p>", mode="main", url=url,
                            title="Head \ud83d", byline="\udc00Kim", markdown="Body \ud83d\ude00 text.")
        if url == "https://x.test/wrong-type":
            doc = Document(text="Body text.", html="<p>Body text.</p>", mode="main", url=url, title="Head")
            object.__setattr__(doc, "title", b"Head")  # past Document's own repair: the row check must catch it
            return doc
        return None  # the warm-up page

    monkeypatch.setattr(extract_pages, "extract", fake)


def test_rows_a_coder_cannot_take_are_repaired_or_dead_lettered(hostile_extract, tmp_path):
    elements = [
        ("https://x.test/surrogates", "<p>x</p>"),
        ("https://x.test/wrong-type", "<p>x</p>"),
        warc.Failed(record_id="<r>", url="https://x.test/\ud83d", warc_file="f.warc.gz", warc_offset=7,
                    reason="truncated", error="cut \udcff"),
    ]
    docs, failed, seen = run_extract(elements, tmp_path)
    assert [(d["title"], d["byline"], d["markdown"]) for d in docs] == [("Head \ufffd", "\ufffdKim", "Body \U0001f600 text.")]
    by_reason = {f["reason"]: f for f in failed}
    assert set(by_reason) == {"unencodable-row", "truncated"}
    assert by_reason["unencodable-row"]["url"] == "https://x.test/wrong-type"
    assert by_reason["unencodable-row"]["error"] == "field 'title' holds bytes, not string"
    assert (by_reason["truncated"]["url"], by_reason["truncated"]["error"]) == ("https://x.test/\ufffd", "cut \ufffd")
    assert seen == {"read": 3, "emitted": 1, "failed": 2, "failed_unencodable-row": 1, "failed_truncated": 1}


def test_an_error_in_the_step_itself_is_a_dead_letter(monkeypatch, tmp_path):
    def broken(element):
        raise KeyError("step bug")

    monkeypatch.setattr(extract_pages, "_unpack", broken)
    page = warc.WarcPage(record_id="<p>", url="https://x.test/p", date=None, warc_file="f.warc.gz", warc_offset=9,
                         content_type="text/html", charset_hint=None, http_status=200, payload=b"<p>x</p>",
                         warc_length=120)
    docs, failed, seen = run_extract([page], tmp_path)
    assert docs == []
    assert failed == [{"warc_file": "f.warc.gz", "warc_offset": 9, "warc_length": 120, "record_id": "<p>", "url": "https://x.test/p",
                       "reason": "extract-step-error", "error": "KeyError: 'step bug'"}]
    assert seen == {"read": 1, "failed": 1, "failed_extract-step-error": 1}


@pytest.mark.parametrize("where", ["step", "extract"])
def test_a_dead_letter_whose_error_holds_the_payload_is_capped(monkeypatch, tmp_path, where):
    # 2026-12-07 (hostile57): an exception quoting the page made a dead letter of its size
    payload = b"<p>" + b"x" * 3_000_000 + b"</p>"

    def broken(*args, **kwargs):
        raise KeyError(payload.decode())

    monkeypatch.setattr(extract_pages, "_unpack" if where == "step" else "extract", broken)
    page = warc.WarcPage(record_id="<p>", url="https://x.test/p", date=None, warc_file="f.warc.gz", warc_offset=9,
                         content_type="text/html", charset_hint=None, http_status=200, payload=payload,
                         warc_length=120)
    docs, failed, _ = run_extract([page], tmp_path)
    assert docs == [] and len(failed) == 1
    error = failed[0]["error"]
    assert len(error) <= dead_letters.DEAD_LETTER_ERROR_MAX_CHARS and error.endswith("characters)")
    assert "KeyError" in error or where == "extract"
    assert (failed[0]["warc_offset"], failed[0]["warc_length"]) == (9, 120)


@pytest.mark.parametrize("change, message", [
    ({"text": None}, "field 'text' is null"),
    ({"warc_offset": True}, "field 'warc_offset' holds bool, not int64"),
    ({"date": "2024-01-01"}, "field 'date' holds str, not timestamp[us, tz=UTC]"),
    ({"extra": 1}, "extra ['extra']"),
])
def test_encodable_document_row_names_what_is_wrong(change, message):
    row = {**{name: None for name in rows.DOCUMENT_FIELDS}, "text": "t", "mode": "main", "pruning_fallback": False,
           "text_length": 1, "content_sha1": "0" * 40}
    assert dead_letters.encodable_document_row(row) == row
    with pytest.raises(dead_letters.UnencodableRow, match=re.escape(message)):
        dead_letters.encodable_document_row({**row, **change})


@pytest.mark.parametrize("change, fixed", [
    ({"lang_score": 1}, {"lang_score": 1}),  # an int is a float's value
    ({"title": "caf\u00e9 \ud83d"}, {"title": "caf\u00e9 \ufffd"}),  # a lone surrogate replaced
    ({"title": "plain"}, {"title": "plain"}),
    ({"date": datetime(2024, 1, 1, tzinfo=UTC)}, {"date": datetime(2024, 1, 1, tzinfo=UTC)}),
])
def test_encodable_document_row_keeps_or_repairs_what_fits(change, fixed):
    row = {**{name: None for name in rows.DOCUMENT_FIELDS}, "text": "t", "mode": "main", "pruning_fallback": False,
           "text_length": 1, "content_sha1": "0" * 40}
    assert dead_letters.encodable_document_row({**row, **change}) == {**row, **fixed}


@pytest.mark.parametrize("change", [
    {"lang_score": True}, {"text_length": 1.0}, {"text_length": False}, {"pruning_fallback": 1},
    {"title": b"bytes"}, {"warc_offset": "9"}, {"mode": None},
])
def test_encodable_document_row_refuses_a_value_of_another_type(change):
    row = {**{name: None for name in rows.DOCUMENT_FIELDS}, "text": "t", "mode": "main", "pruning_fallback": False,
           "text_length": 1, "content_sha1": "0" * 40}
    with pytest.raises(dead_letters.UnencodableRow):
        dead_letters.encodable_document_row({**row, **change})


def read_with_counters(read_warc, path):
    p = BeamTestPipeline(runner="FnApiRunner")
    collect(p | read_warc, path, "Keep")
    run = p.run()
    run.wait_until_finish()
    return collected(path), counters(run)


def test_the_reader_counts_records_and_bytes_per_file(tmp_path, small_warcs):
    first, second = small_warcs
    junk = tmp_path / "third.warc.gz"
    good = (tmp_path / "first.warc.gz").read_bytes()
    junk.write_bytes(b"junk" + good + b"\r\n" + good[:50])  # a gap, padding, a cut member
    outcomes, seen = read_with_counters(ReadWarc(str(tmp_path / "*.warc.gz")), tmp_path / "o.pkl")
    size = sum(p.stat().st_size for p in (first, second, junk))
    assert seen["records_read"] == len(outcomes) == 8 + 1 + 6 + 1
    assert seen["bytes_accounted"] == seen["bytes_expected"] == size
    assert seen.get("ranges_untiled", 0) == 0
    assert sum(o.warc_length for o in outcomes) == size


def test_the_reader_counts_a_file_whose_records_do_not_tile_it(tmp_path, small_warcs, monkeypatch):
    first, _ = small_warcs
    real = warc.iter_records

    def losing(stream, path, **kwargs):
        outcomes = list(real(stream, path, **kwargs))
        return outcomes[:2] + outcomes[3:]  # one record vanishes

    monkeypatch.setattr(warc, "iter_records", losing)
    p = BeamTestPipeline(runner="FnApiRunner")
    collect(p | beam.Create([str(first)]) | ReadWarcFiles(), tmp_path / "o.pkl", "Keep")
    run = p.run()
    run.wait_until_finish()
    seen = counters(run)
    assert seen["records_read"] == 5
    assert seen["bytes_accounted"] < seen["bytes_expected"] == first.stat().st_size
    assert seen["ranges_untiled"] == 1


def test_a_file_that_cannot_be_opened_is_one_failed_over_its_bytes(tmp_path):
    p = BeamTestPipeline(runner="FnApiRunner")
    collect(p | beam.Create([str(tmp_path / "missing.warc.gz")]) | ReadWarcFiles(), tmp_path / "o.pkl", "Keep")
    run = p.run()
    run.wait_until_finish()
    [failure] = collected(tmp_path / "o.pkl")
    assert (failure.reason, failure.warc_offset, failure.warc_length) == ("open-error", 0, 0)
    assert counters(run)["records_read"] == 1


# --- one large file read in parallel (issue 9: splittable reading) ---------------------------

import random  # noqa: E402

from apache_beam.io.restriction_trackers import OffsetRange, OffsetRestrictionTracker  # noqa: E402
from warcs import gzip_encoded, warc_bytes  # noqa: E402


@pytest.fixture
def damaged_warc(tmp_path):
    """A per-record gzip WARC of 60 records with a corrupt member, junk and padding in it."""
    records = [http_response_record(f"https://s.test/{i}", html_page(f"Split {i}", paragraphs=1 + i % 7).encode())
               for i in range(60)]
    members = [warc_bytes([r]) for r in records]
    members[20] = members[20][:100] + bytes(b ^ 0xFF for b in members[20][100:140]) + members[20][140:]
    members[35] = b"junk between members" + members[35]
    members[50] = members[50] + b"\r\n\x00\x00"
    path = tmp_path / "split.warc.gz"
    path.write_bytes(b"".join(members))
    return path


def run_part(fn, part, restriction, split_after=None):
    """Drive the splittable DoFn over one restriction with our own tracker, as a runner does;
    with `split_after`, ask for a dynamic split after that many outcomes. (outcomes, residual)."""
    tracker = OffsetRestrictionTracker(restriction)
    outcomes, residual = [], None
    for outcome in fn.process(part, tracker=tracker):
        outcomes.append(outcome)
        if split_after is not None and len(outcomes) == split_after:
            split = tracker.try_split(0.5)
            residual = split[1] if split else None
    tracker.check_done()
    return outcomes, residual


def test_records_come_out_exactly_once_whatever_the_split_points(damaged_warc):
    size = damaged_warc.stat().st_size
    whole = iter_file(damaged_warc)
    assert {o.reason for o in whole if isinstance(o, warc.Failed)} == {"corrupt-gzip", "bad-warc-header"}
    [part] = read_warc.plan_parts(str(damaged_warc), split_bytes=size)
    assert part.splittable
    fn = read_warc._ReadWarcPartsFn()
    fn.setup()
    rng = random.Random(9)
    for trial in range(40):
        cuts = sorted(rng.sample(range(1, size), rng.randrange(1, 12)))
        outcomes, pending = [], [OffsetRange(a, b) for a, b in zip([0, *cuts], [*cuts, size])]
        while pending:
            restriction = pending.pop(0)
            split_after = rng.choice([None, 0, 1, 3]) if trial % 2 else None
            got, residual = run_part(fn, part, restriction, split_after)
            outcomes += got
            if residual is not None:
                pending.insert(0, residual)
        assert sorted(outcomes, key=lambda o: (o.warc_offset, o.warc_length)) == whole, cuts
        assert warc.tiling_problems(outcomes, 0, size, ordered=False) == []


def test_a_common_crawl_wet_or_wat_file_given_by_mistake_is_named_once_and_skipped_not_lost(tmp_path, caplog):
    """2026-12-07: a WET file (a listing's wet.paths.gz taken for warc.paths.gz) was read to its end,
    every record a `not-response` skip and nothing said why no page came out. The planning names it
    once, by its first record (a warcinfo naming it *.warc.wet.gz) or by its name; the records are
    still read and counted (no dead letter)."""
    from hostile_warcs import members, raw_record

    def record(kind: str, i: int) -> bytes:
        body = b"Text of page %d\n" % i if kind == "conversion" else b'{"Envelope": {}}'
        return raw_record([("WARC-Type", kind), ("WARC-Target-URI", f"https://w.test/{i}"),
                           ("WARC-Refers-To", f"<urn:uuid:{i:032x}>"),
                           ("Content-Type", "text/plain" if kind == "conversion" else "application/json")], body)

    for suffix, kind in (("wet", "conversion"), ("wat", "metadata")):
        info = raw_record([("WARC-Type", "warcinfo"), ("WARC-Filename", f"CC-MAIN-2024-00000.warc.{suffix}.gz"),
                           ("Content-Type", "application/warc-fields")], b"isPartOf: CC-MAIN-2024-10\r\n")
        path = tmp_path / f"segment-{suffix}.warc.gz"
        path.write_bytes(members(info, *(record(kind, i) for i in range(30))))
        caplog.clear()
        with caplog.at_level("WARNING"):
            parts = read_warc.plan_parts(str(path))
        kind = read_warc._DERIVED_KINDS[suffix.encode()]
        assert [r.getMessage() for r in caplog.records if "Common Crawl" in r.getMessage()] == [
            f"beam_extract: {path} is a Common Crawl {kind} file, which holds no HTML: its records are read and "
            "skipped as not-response; the pages are in the segment's WARC files (warc.paths.gz, not wet.paths.gz "
            "or wat.paths.gz)"]
        outcomes = iter_file(path)
        assert len(outcomes) == 31 and {(type(o).__name__, o.reason) for o in outcomes} == {("Skipped", "not-response")}
        assert parts[0].splittable
    assert read_warc._derived_kind("https://data.commoncrawl.org/crawl-data/x/wet/CC-MAIN-1.warc.wet.gz", None)
    wet = tmp_path / "segment-wet.warc.gz"
    assert read_warc._derived_kind(str(wet), wet.read_bytes()[:4096]).startswith("WET")
    plain = tmp_path / "crawl.warc.gz"
    plain.write_bytes(warc_bytes([warcinfo_record("crawl.warc.gz")]))
    assert read_warc._derived_kind(str(plain), plain.read_bytes()) is None
    assert read_warc._derived_kind(str(plain), b"\x1f\x8b\x08\x00junk") is None


@pytest.mark.parametrize("listed_as", ["half", "double"])
def test_a_file_read_in_parts_whose_listed_size_lies_loses_no_record_unnamed(damaged_warc, listed_as):
    """2026-12-07: parts are planned on the size the listing gave (a file still being written, an
    object replaced between its listing and its read). Listed smaller, the records past the listed
    size were never read and no dead letter said so; listed larger, the bytes missing were in no
    outcome. Now the last part reads on to the end of the data, and a part the data ends before
    ends with a `truncated` dead letter over its bytes missing."""
    from apache_beam.io.filesystem import FileMetadata

    size = damaged_warc.stat().st_size
    listed = size // 2 if listed_as == "half" else size * 2
    parts = read_warc.plan_parts(FileMetadata(str(damaged_warc), listed), split_bytes=1500)
    assert parts[-1].stop == listed and parts[-1].to_end and not any(p.to_end for p in parts[:-1])
    fn = read_warc._ReadWarcPartsFn()
    fn.setup()
    outcomes = [o for part in parts for o in run_part(fn, part, OffsetRange(part.start, part.stop))[0]]
    in_order = sorted(outcomes, key=lambda o: (o.warc_offset, o.warc_length))
    missing = [o for o in in_order if isinstance(o, warc.Failed) and "shrank after it was listed" in o.error]
    assert [o for o in in_order if o not in missing] == iter_file(damaged_warc)
    assert warc.tiling_problems(outcomes, 0, max(size, listed), ordered=False) == []
    if listed_as == "double":
        assert missing and missing[0].warc_offset == size and sum(o.warc_length for o in missing) == listed - size
    else:
        assert missing == []


def test_a_large_file_is_read_in_parts_by_the_pipeline(damaged_warc, tmp_path):
    size = damaged_warc.stat().st_size
    parts = read_warc.plan_parts(str(damaged_warc), split_bytes=2048)
    assert len(parts) == -(-size // 2048) and all(p.splittable for p in parts)
    lengths = {p.stop - p.start for p in parts}
    assert max(lengths) - min(lengths) <= 1 and max(lengths) <= 2048  # equal parts spread evenly
    assert (parts[0].start, parts[-1].stop) == (0, size)
    outcomes, seen = read_with_counters(ReadWarc(str(damaged_warc), split_bytes=2048), tmp_path / "o.pkl")
    assert sorted(outcomes, key=lambda o: (o.warc_offset, o.warc_length)) == iter_file(damaged_warc)
    assert seen["records_read"] == len(outcomes)
    assert seen["bytes_accounted"] == seen["bytes_expected"] == size
    assert seen.get("ranges_untiled", 0) == 0 and seen["warc_files"] == 1


def test_parts_starting_inside_a_member_that_holds_a_warc_read_none_of_its_records(tmp_path):
    """A crawled .warc.gz stored as a payload (its members in the file as they are), the file cut
    into parts of 200 bytes: every part starting inside it begins after it; the run reads the three
    outer records once each and its ranges tile the file."""
    data, urls = warc_holding_a_warc(3)
    path = tmp_path / "holding.warc.gz"
    path.write_bytes(data)
    outcomes, seen = read_with_counters(ReadWarc(str(path), split_bytes=200), tmp_path / "o.pkl")
    in_order = sorted(outcomes, key=lambda o: (o.warc_offset, o.warc_length))
    assert [o.url for o in in_order] == urls and in_order == iter_file(path)
    assert seen["records_read"] == 3 and seen.get("ranges_untiled", 0) == 0
    assert seen["bytes_accounted"] == seen["bytes_expected"] == len(data)


def test_a_plain_warc_is_read_in_parts_and_a_whole_file_gzip_whole(tmp_path):
    """A plain WARC on a seekable filesystem is split into parts of records (2026-12-07; it was
    one part, one worker however large); a whole-file gzip (one member) cannot be, and is one part."""
    records = [warcinfo_record("p.warc")] + [http_response_record(f"https://p.test/{i}", html_page(f"P{i}").encode())
                                              for i in range(12)]
    plain = tmp_path / "plain.warc"
    write_warc(plain, records, gzip=False)
    whole = tmp_path / "whole.warc.gz"
    whole.write_bytes(gzip_encoded(warc_bytes(records, gzip=False)))
    parts = read_warc.plan_parts(str(plain), split_bytes=512)
    assert len(parts) > 1 and all(p.splittable for p in parts)
    assert (parts[0].start, parts[-1].stop) == (0, plain.stat().st_size)
    [part] = read_warc.plan_parts(str(whole), split_bytes=512)
    assert not part.splittable and (part.start, part.stop) == (0, whole.stat().st_size)
    for path in (plain, whole):
        outcomes, seen = read_with_counters(ReadWarc(str(path), split_bytes=512), tmp_path / f"{path.name}.pkl")
        assert sorted(outcomes, key=lambda o: (o.warc_offset, o.warc_length)) == iter_file(path)
        assert len(outcomes) == 13
        assert seen["bytes_accounted"] == seen["bytes_expected"] == path.stat().st_size


@pytest.mark.skipif(not os.path.isdir("/dev/fd"), reason="needs /dev/fd")
def test_a_pipe_is_planned_as_one_part_without_reading_from_it():
    """A pipe (`--input /dev/stdin`, a shell's `<(...)`, a FIFO) can be read once: planning must
    not probe it (the bytes it took were lost to the reading step), and its listed size (0) is
    not its length."""
    data = warc_bytes([http_response_record(f"https://pipe.test/{i}", html_page(f"Pipe {i}").encode())
                       for i in range(5)])
    assert len(data) < 16 * 1024  # fits in a pipe's buffer: written whole before planning
    read_end, write_end = os.pipe()
    os.write(write_end, data)
    os.close(write_end)
    with open(read_end, "rb") as pipe:
        [part] = read_warc.plan_parts(f"/dev/fd/{read_end}")
        assert (part.splittable, part.size) == (False, None)
        assert pipe.read() == data  # every byte still there for the reading step


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.isdir("/dev/fd"), reason="needs FIFOs and /dev/fd")
def test_a_fifo_nobody_writes_to_is_an_open_error_not_a_hung_run(tmp_path):
    """open(2) of a FIFO waits for a writer: a named pipe in the input folder hung the run for
    good (2026-12-03). It is now an open-error dead letter; a pipe being written to is read."""
    fifo = tmp_path / "left-over.warc.gz"
    os.mkfifo(fifo)
    fn = read_warc._ReadWarcRecordsFn()
    fn.setup()
    outcomes = []
    reader = threading.Thread(target=lambda: outcomes.extend(fn.process(str(fifo))), daemon=True)
    reader.start()
    reader.join(20)
    if reader.is_alive():  # unblock the reader before failing
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("opening a FIFO with no writer blocked")
    assert [(o.reason, o.warc_length) for o in outcomes] == [("open-error", 0)]
    assert "FIFO" in outcomes[0].error
    data = warc_bytes([http_response_record(f"https://fifo.test/{i}", html_page(f"F{i}").encode()) for i in range(3)])
    read_end, write_end = os.pipe()
    os.write(write_end, data)
    os.close(write_end)
    try:
        outcomes = list(fn.process(f"/dev/fd/{read_end}"))
    finally:
        os.close(read_end)
    assert [o.url for o in outcomes] == [f"https://fifo.test/{i}" for i in range(3)]


def test_a_whole_file_part_refuses_dynamic_splits(tmp_path):
    path = tmp_path / "whole.warc.gz"  # one gzip member holding every record (a plain WARC is split since 2026-12-07)
    records = [http_response_record(f"https://w.test/{i}", html_page(f"W{i}").encode()) for i in range(5)]
    path.write_bytes(gzip_encoded(warc_bytes(records, gzip=False)))
    [part] = read_warc.plan_parts(str(path))
    assert not part.splittable
    restrictions = read_warc._PartRestrictions()
    restriction = restrictions.initial_restriction(part)
    tracker = restrictions.create_tracker(restriction)
    fn = read_warc._ReadWarcPartsFn()
    fn.setup()
    outcomes = []
    for outcome in fn.process(part, tracker=tracker):
        outcomes.append(outcome)
        assert tracker.try_split(0.5) is None
    tracker.check_done()
    assert outcomes == iter_file(path) and len(outcomes) == 5


def test_a_frameset_page_is_skipped_as_frames_only(tmp_path):
    """2026-12-02: a frameset page with no noframes content was skipped as no-content, the reason
    unsaid; one whose noframes hold the page gives their text."""
    framed = "<html><head><title>Quay</title></head><frameset><frame src='/a.html'>{}</frameset></html>"
    noframes = "<noframes><p>The harbour bridge reopens on Monday after two years of repairs.</p></noframes>"
    elements = [("https://x.test/frames", framed.format("")), ("https://x.test/noframes", framed.format(noframes))]
    docs, failed, seen = run_extract(elements, tmp_path)
    assert [d["text"] for d in docs] == ["The harbour bridge reopens on Monday after two years of repairs."]
    assert failed == [] and seen["skipped_frames-only"] == 1 and seen["emitted"] == 1


# --- the page thread: libxml2's names do not pile up on one thread --------------------------------

def test_the_extract_step_runs_its_pages_on_its_page_thread(monkeypatch):
    """2026-12-02: ExtractMainContent's pages ran on Beam's thread (the watch's main thread), whose
    libxml2 name dictionary lives as long as the process. 2026-12-03: the step counts each page's
    size against the thread's bytes (a thread ran 1,000 pages whatever their size), and warms up
    on the page thread too. The step is pickled first, as a runner ships it."""
    from apache_beam.internal import pickler

    from beam_extract.options import ExtractOptions

    ran_on = {}
    real = extract_pages.extract

    def recording(html, url=None, **kwargs):
        ran_on.setdefault(url, threading.current_thread())
        return real(html, url, **kwargs)

    monkeypatch.setattr(extract_pages, "extract", recording)
    step = extract_pages._ExtractFn(ExtractOptions(markdown=False, detect_language=False), 5.0, 1000)
    fn = pickler.loads(pickler.dumps(step))
    fn.setup()
    assert ran_on.pop("https://warm-up.invalid/") is not threading.current_thread()
    pages = [(f"https://x.test/{i}", article(f"Story {i}")) for i in range(6)]
    fn._pages.close()  # the pages below start a thread of their own
    fn._pages.bytes_per_thread = 2 * len(pages[0][1])  # two pages a thread
    outcomes = [fn._judge(element) for element in pages]
    assert [kind for kind, _, _ in outcomes] == ["emitted"] * 6
    threads = [ran_on[url] for url, _ in pages]
    assert threading.current_thread() not in threads
    assert [threads[i] is threads[i + 1] for i in range(5)] == [True, False, True, False, True]
    assert not threads[0].is_alive() and not threads[2].is_alive()
    fn.teardown()
    assert not any(t.is_alive() for t in threads)


def test_no_page_thread_outlives_its_pipeline_over_many_bundles(tmp_path):
    """Each run's extract steps end their page threads (teardown), bundle after bundle: the
    process's threads stay as many after the fourth run as after the first."""
    elements = [(f"https://x.test/{i}", article(f"Story {i}")) for i in range(120)]

    def page_threads() -> list[threading.Thread]:
        # a time guard's watcher ends within its tick; 30 s, not 5, for a host with a load of 8 on 2
        # cores, where a teardown's threads took longer than 5 s to be scheduled (2026-12-05)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            alive = [t for t in threading.enumerate() if t.name.startswith("beam-extract")]
            if not alive:
                break
            time.sleep(0.05)
        return alive

    counts = []
    for _ in range(4):
        p = BeamTestPipeline(runner="FnApiRunner")
        (p | beam.Create(elements) | beam.Reshuffle()
         | ExtractMainContent(markdown=False, detect_language=False, timeout_s=1.0))
        p.run().wait_until_finish()
        assert page_threads() == []
        counts.append(threading.active_count())
    assert counts[-1] <= counts[0]


# --- which speedups a worker runs ----------------------------------------------------------------

def test_a_worker_on_the_pure_python_twins_says_so_once_with_the_reason(monkeypatch, caplog):
    """A Dataflow worker installing the staged sdist without a C compiler installs as pure Python
    and pip hides the build's warning: the extract step's setup says so in the worker's log."""
    from beam_extract import ExtractOptions, speedups

    monkeypatch.setattr(speedups, "pure_reason", "no compiler here")
    monkeypatch.setattr(extract_pages, "_PURE_PYTHON_SAID", False)
    caplog.set_level("WARNING", logger="beam_extract.transforms.extract_pages")
    for _ in range(2):  # a second DoFn instance in the same process says nothing more
        step = extract_pages._ExtractFn(ExtractOptions(), None, 1000)
        step.setup()
        step.teardown()
    said = [r.getMessage() for r in caplog.records if "pure-Python twins" in r.getMessage()]
    assert len(said) == 1 and "no compiler here" in said[0]


def test_the_extract_step_serialises_no_content_html_its_rows_leave_out(monkeypatch):
    """The rows leave the content HTML out (rows.ROW_OMITS): the step does not ask extract() for it."""
    from beam_extract import ExtractOptions

    asked = []
    real = extract_pages.extract

    def recording(html, url=None, **kwargs):
        asked.append(kwargs["options"])
        return real(html, url, **kwargs)

    monkeypatch.setattr(extract_pages, "extract", recording)
    step = extract_pages._ExtractFn(ExtractOptions(markdown=False), None, 1000)
    step.setup()
    kind, _, row = step._judge(("https://x.test/story", article("Story")))
    step.teardown()
    assert kind == "emitted" and "Story" in row["text"] and "html" not in row
    assert asked and all(not options.content_html and not options.markdown for options in asked)


def test_a_worker_on_the_c_speedups_says_nothing_about_them(monkeypatch, caplog):
    from beam_extract import speedups

    monkeypatch.setattr(speedups, "pure_reason", None)
    monkeypatch.setattr(extract_pages, "_PURE_PYTHON_SAID", False)
    caplog.set_level("WARNING", logger="beam_extract.transforms.extract_pages")
    assert extract_pages.warn_if_pure_python() is False
    assert not [r for r in caplog.records if "pure-Python" in r.getMessage()]


def test_the_reason_for_the_twins_names_the_forcing_variable():
    import subprocess
    import sys

    code = "import beam_extract.speedups as s; print(s.native is None, s.pure_reason)"
    env = {**os.environ, "BEAM_EXTRACT_PURE_PYTHON": "1"}
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    forced = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True, check=True)
    assert forced.stdout.strip() == "True BEAM_EXTRACT_PURE_PYTHON is set"


@pytest.mark.parametrize("pattern", ["*.warc.gz", "*", "?*.warc.gz", "[ab]*", "**", "**.warc.gz", "*/*.warc.gz", "sub/"])
def test_match_local_glob_finds_the_files_beams_match_finds_and_names_the_rest(tmp_path, pattern):
    """Its files are exactly Beam's (no file read twice, none lost); its bare paths exactly what
    Beam's local match drops: the folders and broken symlinks the pattern matches."""
    for name in ("a.warc.gz", "b.txt", "sub/c.warc.gz", "sub/deeper/d.warc.gz"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(b"x" * len(name))
    (tmp_path / "broken.warc.gz").symlink_to(tmp_path / "nowhere")
    (tmp_path / "sub" / "linked.warc.gz").symlink_to(tmp_path / "a.warc.gz")
    (tmp_path / "dir.warc.gz").mkdir()
    full = f"{tmp_path}/{pattern}"
    assert is_local_glob(full)
    beams = sorted((m.path, m.size_in_bytes) for m in FileSystems.match([full])[0].metadata_list)
    found = list(match_local_glob(full))
    files = sorted((e.path, e.size_in_bytes) for e in found if not isinstance(e, str))
    named = sorted(e for e in found if isinstance(e, str))
    assert files == beams
    names = re.compile(FileSystem.translate_pattern(full if not full.endswith("/") else full + "*"))
    every = sorted(str(p) for p in tmp_path.rglob("*"))
    assert named == [p for p in every if names.match(p) and (os.path.isdir(p) or not os.path.exists(p))]
    assert not is_local_glob(str(tmp_path / "a.warc.gz")) and not is_local_glob("gs://b/*.warc.gz")


def _parquet_tables(to_table, doc_rows: list[dict]) -> list:
    """The tables a row-to-table step makes of `doc_rows` in one bundle (GlobalWindow)."""
    from apache_beam.transforms.window import GlobalWindow

    tables = [table for row in doc_rows for table in to_table.process(dict(row), GlobalWindow())]
    return tables + [windowed.value for windowed in to_table.finish_bundle()]


def test_parquet_record_batches_keep_each_string_column_under_arrows_2_gib():
    # 2026-12-07 (hostile57): Beam's Parquet sink builds a batch's columns with `pa.array`, which
    # gives a ChunkedArray past 2 GiB, and the batch then raises outside any guard (100 rows of
    # 22 MB HTML did). A row's column is bounded by the page cap; the Markdown of nested lists
    # reached 5.2 times the page (hostile56): 6 times the cap per row bounds what a batch may hold.
    from beam_extract.options import DEFAULT_MAX_BYTES

    writer = WriteDocuments("out")
    batch_rows = writer._record_batch_size
    assert batch_rows * 6 * DEFAULT_MAX_BYTES < 2**31
    # 2026-12-07 (hostile58): and whatever a row holds, a batch's characters are bounded: at most
    # 4 UTF-8 bytes each, under 2 GiB a column
    assert 4 * writer._record_batch_chars < 2**31
    # the sink's batches are of that many rows (a table per row-group buffer, chunk per batch)
    to_table = write_rows._RowsToParquetTables(rows.DOCUMENT_SCHEMA, batch_rows, writer._record_batch_chars, 1)
    tables = _parquet_tables(to_table, [_sized_row(1000)] * 40)
    chunks = [len(chunk) for table in tables for chunk in table.column("text").chunks]
    assert sum(chunks) == 40 and max(chunks) <= batch_rows


def _sized_row(chars: int, tag: str = "t") -> dict:
    return {**{name: None for name in rows.DOCUMENT_FIELDS}, "text": tag * chars, "mode": "main",
            "pruning_fallback": False, "text_length": chars, "content_sha1": "0" * 40}


def test_parquet_record_batches_are_bounded_by_characters_as_well_as_rows():
    # 2026-12-07 (hostile58): a batch was bounded by rows alone, so 8 rows of 300 MB (a raised
    # `max_bytes`) made one batch of 2.4 GB: past Arrow's 2 GiB a column, all held at once. Scaled
    # down here: a bound of 10,000 characters, rows of 300 characters beside one of 25,000.
    to_table = write_rows._RowsToParquetTables(rows.DOCUMENT_SCHEMA, 8, 10_000, 1)
    doc_rows = [_sized_row(300, "a")] * 5 + [_sized_row(25_000, "B")] + [_sized_row(300, "c")] * 40
    tables = _parquet_tables(to_table, doc_rows)
    batches = [batch for table in tables for batch in table.to_batches()]
    texts = [batch.column(batch.schema.get_field_index("text")).to_pylist() for batch in batches]
    assert [text for batch in texts for text in batch] == [row["text"] for row in doc_rows]  # none lost, in order
    assert texts[1] == ["B" * 25_000]  # the long row alone, the rows before it a batch of their own
    for batch in texts:
        assert len(batch) <= 8
        assert len(batch) == 1 or sum(map(len, batch)) <= 10_000


def test_parquet_tables_are_the_ones_beams_own_step_makes_of_ordinary_rows():
    from apache_beam.io.parquetio import _RowDictionariesToArrowTable

    doc_rows = [{**row, "url": f"https://x.test/{i}", "warc_offset": i, "lang_score": 0.5,
                 "date": datetime(2024, 5, 6, tzinfo=UTC)} for i, row in enumerate(_doc_rows(50))]
    ours = _parquet_tables(write_rows._RowsToParquetTables(rows.DOCUMENT_SCHEMA, 8, 2**26, 4096), doc_rows)
    beams = _parquet_tables(_RowDictionariesToArrowTable(rows.DOCUMENT_SCHEMA, 4096, 8), doc_rows)
    assert [table.num_rows for table in ours] == [table.num_rows for table in beams]
    assert all(a.equals(b) for a, b in zip(ours, beams, strict=True))


def test_parquet_rows_of_mixed_sizes_are_all_written(tmp_path):
    doc_rows = [{**_sized_row(200 + 5_000 * (i % 7 == 3), chr(ord("a") + i % 26)), "title": f"T{i}"} for i in range(30)]
    p = BeamTestPipeline(runner="FnApiRunner")
    (p | beam.Create(doc_rows)
       | WriteDocuments(str(tmp_path / "out"), "parquet", num_shards=1, record_batch_chars=4_000))
    p.run().wait_until_finish()
    table = pq.read_table(next(tmp_path.glob("out-*-of-*.parquet")))
    assert sorted(zip(table.column("title").to_pylist(), table.column("text").to_pylist(), strict=True)) == sorted(
        (row["title"], row["text"]) for row in doc_rows)


def test_every_writer_carries_the_urls_of_a_record_written_by_one_rule(tmp_path):
    # 2026-12-07 (hostile58): a WARC-Target-URI holding NUL, CR/LF, ESC, a bidi override or U+2028
    # reached every writer as read; now each URL field holds `urls.output_url`'s form (and the
    # Document's url the same), and the JSONL and text files keep one line a row.
    from beam_extract.document import Document

    raws = ["https://u.test/a\x00b\r\nc", "https://u.test/\x1b[2J\u202eevil", "https://u.test/\u2028\x85x", "\tok.test/ "]
    written = ["https://u.test/a%00bc", "https://u.test/%1B[2J%E2%80%AEevil", "https://u.test/%E2%80%A8%C2%85x", "ok.test/"]
    pages = [warc.WarcPage(record_id=f"<urn:{i}\x00>", url=raw, date=None, warc_file="f.warc.gz", warc_offset=i,
                           content_type="text/html", charset_hint=None, http_status=200, payload=b"")
             for i, raw in enumerate(raws)]
    doc_rows = [dead_letters.encodable_document_row(rows.document_row(
        Document(text=f"Text {i}", html="", mode="main", url=page.url), page)) for i, page in enumerate(pages)]
    letters = [dead_letters.encodable_dead_letter(rows.dead_letter_row(reason="r", url=raw, record_id=raw, error="e"))
               for raw in raws]
    p = BeamTestPipeline(runner="FnApiRunner")
    docs = p | "Docs" >> beam.Create(doc_rows)
    for fmt in ("parquet", "jsonl", "jsonl.gz", "text"):
        docs | f"Write {fmt}" >> WriteDocuments(str(tmp_path / fmt.replace(".", "_") / "out"), fmt, num_shards=1)
    p | "Dead" >> beam.Create(letters) | WriteDeadLetters(str(tmp_path / "dl" / "out"))
    p.run().wait_until_finish()

    by_id = [(f"<urn:{i}%00>", url) for i, url in enumerate(written)]
    table = pq.read_table(next((tmp_path / "parquet").glob("out-*.parquet")))
    assert sorted(zip(table.column("id").to_pylist(), table.column("url").to_pylist(), strict=True)) == by_id
    jsonl = next((tmp_path / "jsonl").glob("out-*.jsonl")).read_text(encoding="utf-8")
    with gzip.open(next((tmp_path / "jsonl_gz").glob("out-*.jsonl.gz")), "rt", encoding="utf-8") as fh:
        assert fh.read() == jsonl
    assert sorted((json.loads(line)["id"], json.loads(line)["url"]) for line in jsonl.splitlines()) == by_id
    text = next((tmp_path / "text").glob("out-*.txt")).read_text(encoding="utf-8")
    assert sorted(text.splitlines()) == [f"Text {i}" for i in range(4)]  # the text format carries no URL
    errors = next((tmp_path / "dl").glob("out.errors-*.jsonl")).read_text(encoding="utf-8").splitlines()
    assert sorted((json.loads(line)["record_id"], json.loads(line)["url"]) for line in errors) == sorted(zip(written, written))


# --- A string over what one Parquet string holds (2026-12-07, hostile59): a dead letter at the row
# step with the record's range, the limit lowered through the transform's parameter -------------

@pytest.mark.parametrize(("field", "value", "size"), [
    ("text", "x" * 101, 101),
    ("markdown", "é" * 51, 102),  # 51 characters, 102 bytes of UTF-8: the bytes count
    ("url", "https://x.test/" + "a" * 90, 105),
    ("content_type", "text/html; " + "q" * 95, 106),
])
def test_a_string_over_the_limit_is_named_by_the_row_check(field, value, size):
    row = {**{name: None for name in rows.DOCUMENT_FIELDS}, "text": "t", "mode": "main", "pruning_fallback": False,
           "text_length": 1, "content_sha1": "0" * 40}
    message = f"field {field!r} holds {size} bytes of UTF-8, over the 100 one Parquet string can hold"
    with pytest.raises(dead_letters.UnencodableRow, match=re.escape(message)):
        dead_letters.encodable_document_row({**row, field: value}, max_string_bytes=100)
    assert dead_letters.encodable_document_row({**row, field: value[:40]}, max_string_bytes=100)[field] == value[:40]
    assert dead_letters.encodable_document_row({**row, field: value}) == {**row, field: value}  # under 2 GiB


def test_the_row_limit_is_what_one_arrow_string_holds():
    import pyarrow as pa

    # a string array's offsets are 32-bit (pa.large_string's are 64): 2 GiB - 1 bytes at most in a column
    offsets = pa.array(["x", "yz"]).buffers()[1]
    assert offsets.size == 3 * 4 and rows.DOCUMENT_SCHEMA.field("text").type == pa.string()
    assert rows.MAX_STRING_BYTES == 2**31 - 1


def test_a_page_whose_row_passes_the_string_limit_is_a_dead_letter_with_its_range(tmp_path):
    text = "Words of a long page, each sentence one more. " * 400
    page = warc.WarcPage(record_id="<urn:uuid:long>", url="https://x.test/long", date=None, warc_file="f.warc.gz",
                         warc_offset=9, content_type="text/html", charset_hint="utf-8", http_status=200,
                         payload=article(text).encode(), warc_length=1234)
    short = ("https://x.test/short", article("A short page with a few words in it."))
    docs, failed, seen = run_extract([page, short], tmp_path, max_string_bytes=8_000)
    assert [d["url"] for d in docs] == ["https://x.test/short"]
    assert len(failed) == 1
    letter = failed[0]
    assert (letter["reason"], letter["warc_file"], letter["warc_offset"], letter["warc_length"]) == (
        "unencodable-row", "f.warc.gz", 9, 1234)
    assert (letter["record_id"], letter["url"]) == ("<urn:uuid:long>", "https://x.test/long")
    assert "bytes of UTF-8, over the 8000 one Parquet string can hold" in letter["error"]
    assert seen["failed_unencodable-row"] == 1 and seen["emitted"] == 1
