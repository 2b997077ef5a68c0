"""benchmarks/bench_pipeline.py: its measuring children run the project as it is laid out, and
the per-record / fixed split of an arm's CPU."""
import importlib.util
from pathlib import Path

import pytest
from warcs import html_page, http_request_record, http_response_record, warcinfo_record, write_warc

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_pipeline.py"


def load_bench():
    spec = importlib.util.spec_from_file_location("bench_pipeline", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_per_record_split_takes_the_extra_cpu_over_the_extra_records():
    bench = load_bench()
    per_record, fixed = bench.per_record_split({"records": 100, "cpu": 1.5}, {"records": 400, "cpu": 4.5})
    assert per_record == pytest.approx(0.01)
    assert fixed == pytest.approx(0.5)
    with pytest.raises(ValueError):
        bench.per_record_split({"records": 100, "cpu": 1.0}, {"records": 100, "cpu": 2.0})


def test_the_measuring_children_run_the_pipeline_and_the_extractor_on_a_warc(tmp_path):
    warc_path = tmp_path / "small.warc.gz"
    write_warc(warc_path, [
        warcinfo_record("small.warc.gz"),
        http_request_record("https://a.test/one"),
        http_response_record("https://a.test/one", html_page("One", paragraphs=4).encode()),
        http_response_record("https://a.test/two", html_page("Two", paragraphs=4).encode()),
    ])
    bench = load_bench()
    alone = bench.extractor_alone(warc_path)
    assert (alone["records"], alone["docs"]) == (4, 2)
    figures = bench.pipeline(warc_path, tmp_path, "jsonl", [])
    assert (figures["records"], figures["docs"]) == (4, 2)
    assert figures["cpu"] > 0
