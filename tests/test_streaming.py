"""Streaming: ExtractMainContent in a windowed TestStream pipeline, and the folder-watching pipeline."""
from __future__ import annotations

import json
import os
import sys
import threading
import time

import apache_beam as beam
from apache_beam.options.pipeline_options import PipelineOptions, StandardOptions
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.test_stream import TestStream as BeamTestStream
from apache_beam.testing.util import assert_that, equal_to
from apache_beam.transforms.window import FixedWindows, TimestampedValue

from beam_extract import warc
from beam_extract.transforms import ExtractMainContent
from pipelines import warc_watch
from warcs import html_page, http_request_record, http_response_record, write_warc


def page(title: str) -> warc.WarcPage:
    return warc.WarcPage(
        record_id=f"<urn:uuid:{title}>",
        url=f"https://s.test/{title}",
        date="2024-05-06T07:08:09Z",
        warc_file="live.warc.gz",
        warc_offset=0,
        content_type="text/html",
        charset_hint="utf-8",
        http_status=200,
        payload=html_page(title).encode(),
    )


def test_extract_main_content_in_a_windowed_stream():
    options = PipelineOptions()
    options.view_as(StandardOptions).streaming = True
    stream = (
        BeamTestStream()
        .advance_watermark_to(0)
        .add_elements([
            TimestampedValue(page("Early"), 1),
            TimestampedValue(("https://s.test/pair", html_page("Pair")), 3),
            TimestampedValue(("https://s.test/nothing", "<html><body></body></html>"), 4),
        ])
        .advance_watermark_to(15)
        .add_elements([TimestampedValue(page("Late"), 12)])
        .advance_watermark_to_infinity()
    )
    with BeamTestPipeline(runner="BundleBasedDirectRunner", options=options) as p:
        result = p | stream | ExtractMainContent()
        titled = (
            result.documents
            | beam.WindowInto(FixedWindows(10))
            | beam.Map(lambda row, w=beam.DoFn.WindowParam: (int(w.start), row["title"]))
        )
        assert_that(titled, equal_to([(0, "Early"), (0, "Pair"), (10, "Late")]), label="documents by window")
        assert_that(result.failed, equal_to([]), label="no dead letters")


def test_watch_picks_up_a_new_file_once_and_stops(tmp_path):
    incoming, out = tmp_path / "incoming", tmp_path / "out"
    incoming.mkdir()
    write_warc(incoming / "before.warc.gz", [http_response_record("https://w.test/before", html_page("Before").encode())])

    def land_a_file():
        time.sleep(2.0)
        partial = incoming / "new.warc.gz.part"  # written under another name, then renamed: never read half-written
        write_warc(partial, [
            http_request_record("https://w.test/new"),
            http_response_record("https://w.test/new", html_page("Landed").encode()),
        ])
        os.rename(partial, incoming / "new.warc.gz")

    writer = threading.Thread(target=land_a_file)
    writer.start()
    started = time.monotonic()
    summary = warc_watch.main([
        "--input", str(incoming / "*.warc.gz"), "--output", str(out),
        "--watch-interval", "0.5", "--window-seconds", "60", "--stop-after-seconds", "5",
    ])
    elapsed = time.monotonic() - started
    writer.join()

    assert elapsed < 30
    assert summary["warc_files"] == 2  # each file once, although every poll matched it again
    assert (summary["read"], summary["emitted"], summary["skipped"]) == (3, 2, {"not-response": 1})
    docs = [json.loads(line) for path in sorted(out.glob("documents-*.jsonl")) for line in path.read_text().splitlines()]
    assert sorted(d["title"] for d in docs) == ["Before", "Landed"]
    assert json.loads((out / "summary.json").read_text())["emitted"] == 2
    assert not list(out.glob(".temp*")), "temporary write folders are cleaned up"


def test_counters_are_read_after_thousands_of_bundles():
    """Beam's FnApiRunner nests one generator per bundle in a stage's metrics: reading them must not
    hit Python's recursion limit (a streaming run of a few seconds passes a thousand bundles)."""
    from types import SimpleNamespace

    from pipelines.warc_extract import counter_values

    def merged(bundles: int):
        chain = iter([SimpleNamespace(key=SimpleNamespace(metric=SimpleNamespace(name="read")),
                                      committed=None, attempted=1)])
        for _ in range(bundles):  # what consolidate_monitoring_infos builds, one level per bundle
            chain = (item for item in chain)
        return list(chain)

    class Metrics:
        def query(self, _filter):
            return {"counters": merged(20_000)}

    result = SimpleNamespace(metrics=Metrics)
    assert counter_values(result) == {"read": 1}
    assert sys.getrecursionlimit() < 20_000  # put back afterwards
