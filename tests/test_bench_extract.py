"""benchmarks/bench_extract.py, bench_pipeline.py and snapshot_documents.py: halves, stage split, tail,
rounds, the outcome without the shared data, page-by-page compare."""
import contextlib
import importlib.util
import json
from pathlib import Path

import pytest
from clean_modules import clean_attribute

from beam_extract.clean import line_verdicts

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_extract.py"


def load_bench():
    spec = importlib.util.spec_from_file_location("bench_extract", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_halves_split_by_the_parity_of_the_last_hex_digit():
    bench = load_bench()
    assert [bench.half_of(k) for k in ("0000", "0001", "0482", "1497")] == ["even", "odd", "even", "odd"]
    assert bench.half_of("04a6711caa7c") == "even" and bench.half_of("3f65af7b6b98b1c9ae9a3e0d8a09a8f") == "odd"
    ids = [f"{i:04d}" for i in range(482)]
    assert sum(bench.half_of(k) == "even" for k in ids) == 241


def test_missing_shared_data_exits_2(tmp_path, capsys):
    bench = load_bench()
    assert bench.main(["--shared", str(tmp_path), "--no-peers"]) == 2
    assert "shared benchmark data not found" in capsys.readouterr().err


@pytest.mark.parametrize("package", ["trafilatura", "resiliparse"])
def test_missing_peer_exits_2_naming_the_install(tmp_path, capsys, monkeypatch, package):
    bench = load_bench()
    find_spec = bench.importlib.util.find_spec
    monkeypatch.setattr(bench.importlib.util, "find_spec",
                        lambda name, *a: None if name == package else find_spec(name, *a))
    assert bench.main(["--shared", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "make install-bench" in err and package in err


def test_resiliparse_peer_reads_text_and_bytes_alike():
    pytest.importorskip("resiliparse")
    bench = load_bench()
    peer = bench.PEERS[bench.RESILIPARSE]
    run = peer.make(**peer.settings)
    html = ("<html><head><meta charset='windows-1252'></head><body><nav><a href='/'>Home</a></nav><article><p>"
            + "Grüße aus Köln, ein Satz des Artikels. " * 20 + "</p></article></body></html>")
    as_text = run(html, None)
    assert "Grüße aus Köln" in as_text
    assert run(html.encode("windows-1252"), None) == as_text
    assert bench.peer_version(bench.RESILIPARSE).startswith("resiliparse ")


def _load_snapshot_module():
    path = Path(__file__).resolve().parents[1] / "benchmarks" / "snapshot_documents.py"
    spec = importlib.util.spec_from_file_location("snapshot_documents", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_snapshot_compare_names_the_changed_field_and_pages_gone_or_new(tmp_path):
    from beam_extract import extract

    snapshot = _load_snapshot_module()
    html = "<html><head><title>T</title></head><body><article><p>" + "Words of the page. " * 30 + "</p></article></body></html>"
    doc = extract(html, "https://example.org/a")
    before = tmp_path / "before.jsonl"
    rows = [
        {"set": "s", "page": "a", "fields": snapshot.document_digest(doc), "text": doc.text},
        {"set": "s", "page": "gone", "fields": {}},
    ]
    before.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    changed = extract(html.replace("Words", "Other words"), "https://example.org/a")
    now = [
        {"set": "s", "page": "a", "fields": snapshot.document_digest(changed), "text": changed.text},
        {"set": "s", "page": "new", "fields": {}},
    ]
    differences = snapshot.compare(before, now)
    assert differences[0].startswith("s/a: ") and "text" in differences[0] and "title" not in differences[0]
    assert "s/new: new page" in differences and "s/gone: page missing now" in differences
    same = [{"set": "s", "page": "a", "fields": snapshot.document_digest(doc)}, {"set": "s", "page": "gone", "fields": {}}]
    assert snapshot.compare(before, same) == []


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_stage_clock_charges_exclusive_time_through_nesting():
    bench = load_bench()
    fake = FakeClock()
    clock = bench.StageClock(fake)
    clock.enter("other")        # t=0
    fake.now = 1.0
    clock.enter("region")       # t=1
    fake.now = 3.0
    clock.enter("clean")        # t=3: clean inside region
    fake.now = 7.0
    clock.leave()               # clean 4
    fake.now = 8.0
    clock.enter("region")       # region inside region: its own time once
    fake.now = 9.0
    clock.leave()
    fake.now = 10.0
    clock.leave()               # region: 9 - 4 (clean) = 5, of which 1 from the inner call
    fake.now = 12.0
    clock.leave()               # other: 12 - 9 = 3
    totals = clock.take()
    assert totals == {"clean": 4.0, "region": 5.0, "other": 3.0}
    assert sum(totals.values()) == 12.0  # the whole span, nothing counted twice
    assert clock.take() == {}


def test_stage_clock_leaves_the_stage_when_the_function_raises():
    bench = load_bench()
    fake = FakeClock()
    clock = bench.StageClock(fake)

    def failing():
        fake.now += 2.0
        raise ValueError("bad page")

    wrapped = clock.wrap(failing, "parse")
    clock.enter("other")
    with contextlib.suppress(ValueError):
        wrapped()
    fake.now += 1.0
    clock.leave()
    assert clock.take() == {"parse": 2.0, "other": 1.0}


def test_stage_timers_wrap_restore_and_tolerate_missing_names(monkeypatch, capsys):
    import sys
    import types

    bench = load_bench()
    package, module = types.ModuleType("fakepkg"), types.ModuleType("fakepkg.stage")
    module.parse_page = lambda html: html.upper()
    original = module.parse_page
    monkeypatch.setitem(sys.modules, "fakepkg", package)
    monkeypatch.setitem(sys.modules, "fakepkg.stage", module)
    table = (("stage", "parse_page", "parse"), ("stage", "renamed_away", "clean"),
             ("stage", "parse_more", "parse"), ("gone", "anything", "text"))
    clock = bench.StageClock()
    with bench.stage_timers(clock, table, package="fakepkg") as measured:
        assert module.parse_page is not original
        assert module.parse_page("a") == "A"
    assert module.parse_page is original  # put back
    assert measured == {"found": {"parse"}, "partial": {"parse"}}
    assert set(clock.take()) == {"parse"}
    err = capsys.readouterr().err
    assert "fakepkg.stage.renamed_away not found" in err and "fakepkg.gone.anything not found" in err


def test_stage_table_shares_and_ms_per_page_with_unmeasured_stages_as_none():
    bench = load_bench()
    pages = [{"parse": 0.003, "clean": 0.001, "other": 0.0}, {"parse": 0.001, "clean": 0.003, "other": 0.002}]
    table = bench.stage_table(pages, {"parse", "clean"}, stages=("parse", "clean", "text", "other"))
    assert table["text"] is None  # no function of it was found: "-", not 0
    assert abs(table["parse"]["share"] - 0.4) < 1e-9 and abs(table["clean"]["share"] - 0.4) < 1e-9
    assert abs(table["other"]["share"] - 0.2) < 1e-9
    assert abs(table["parse"]["ms_per_page"] - 2.0) < 1e-9 and abs(table["other"]["ms_per_page"] - 1.0) < 1e-9


def test_percentiles_of_the_tail():
    bench = load_bench()
    values = [i / 1000 for i in range(1, 101)]  # 1..100 ms
    tail = bench.tail_ms(values)
    assert abs(tail["p50"] - 50.5) < 1e-9 and abs(tail["p99"] - 99.01) < 1e-9 and tail["max"] == 100.0
    assert bench.percentile([5.0], 99) == 5.0


def test_every_stage_function_exists_and_the_split_adds_up_on_a_real_page():
    import importlib

    bench = load_bench()
    for module_name, function_name, _ in bench.STAGE_FUNCTIONS:  # the table follows the code
        assert callable(getattr(importlib.import_module(f"beam_extract.{module_name}"), function_name, None)), function_name
    html = ("<html lang=en><head><title>T</title></head><body><nav><a href=/>Home</a></nav><article><h1>Head</h1>"
            + "<p>Words of the page, plain English prose for the language model. </p>" * 20 + "</article></body></html>")
    run = bench.ours_extractor()
    stages = bench.stage_pass(run, [("p1", html.encode("utf-8"), "https://example.org/"), ("p2", html, None)])
    split = stages["per_page"]["p1"]
    for stage in ("decode", "parse", "metadata", "region", "clean", "text", "markdown", "language", "output", "other"):
        assert split.get(stage, 0) > 0, stage
    # str input is not decoded; its "decode" stage is only the garbled check, which every input gets
    assert all(stages["per_page"]["p2"].get(stage, 0) > 0 for stage in ("parse", "region", "clean", "text"))
    assert stages["floor_pages_per_s"] > 0 and not stages["partial"]
    assert run.last_doc is not None and "Words of the page" in run.last_doc.text


def test_bench_pipeline_interleaves_rounds_and_keeps_each_runs_fastest():
    path = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_pipeline.py"
    spec = importlib.util.spec_from_file_location("bench_pipeline", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    order = []
    figures = {"a": iter([3.0, 1.0, 2.0]), "b": iter([5.0, 6.0, 4.0])}

    def measure(name):
        def run():
            order.append(name)
            return {"cpu": next(figures[name]), "seconds": 0.0}
        return run

    rows = bench.interleaved_rounds([("a", "1 MB", measure("a")), ("b", "1 MB", measure("b"))], repeat=3)
    assert order == ["a", "b", "a", "b", "a", "b"]  # round by round, not run by run
    assert [(name, r["cpu"]) for name, _, r in rows] == [("a", 1.0), ("b", 4.0)]


def _load_ab_cpu():
    """benchmarks/ab_cpu.py as a module (it imports bench_extract from its own folder)."""
    import sys

    spec = importlib.util.spec_from_file_location("ab_cpu", BENCH.parent / "ab_cpu.py")
    ab = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(BENCH.parent))
    try:
        spec.loader.exec_module(ab)
    finally:
        sys.path.remove(str(BENCH.parent))
    return ab


def test_ab_cpu_reads_every_nth_page_as_the_bench_does_and_prints_summed_cpu_ratios(tmp_path):
    import gzip

    ab = _load_ab_cpu()
    pages = tmp_path / "data" / "wcxb-dev" / "html"
    pages.mkdir(parents=True)
    story = "<p>" + "Words of the story, told at some length for the reader. " * 12 + "</p>"
    for key in ("0001", "0002", "0003"):
        (pages / f"{key}.html.gz").write_bytes(gzip.compress(f"<html><body><article>{story}</article></body></html>".encode()))
    (tmp_path / "data" / "wcxb-dev" / "ground-truth.json").write_text(json.dumps({"0001": {"url": "https://a.example/"}}))
    loaded = ab.load_pages(tmp_path, ["wcxb-dev"], 2, 0)
    assert [url for _, url in loaded["wcxb-dev"]] == ["https://a.example/", None]  # every 2nd page: 0001, 0003
    assert all(isinstance(html, str) for html, _ in loaded["wcxb-dev"])  # as bench_extract.py gives WCXB pages
    tree = Path(__file__).resolve().parents[1]  # the worker's part, in this process (each round spawns one per tree)
    args = ab.parse_args(["--shared", str(tmp_path), "--sets", "wcxb-dev", "--every", "1"])
    extract, held = ab.worker_pages(tree, args)
    assert [(name, url) for name, _, url in held] == [("wcxb-dev", "https://a.example/"), ("wcxb-dev", None), ("wcxb-dev", None)]
    assert ab.page_sets(args) == ["wcxb-dev"] * 3 and ab.timed_extract(extract, held[0][1], held[0][2]) > 0
    line = ab.ratio_line("B / A", {"wcxb-dev": 0.9}, {"wcxb-dev": 1.0}, [{"wcxb-dev": 0.9}], [{"wcxb-dev": 1.0}])
    assert line == "B / A: 0.900   wcxb-dev 0.900   rounds [0.900]"


def test_ab_cpu_cold_memos_empty_the_verdict_memos_a_warm_up_filled():
    from beam_extract import extract

    ab = _load_ab_cpu()
    assert all(isinstance(clean_attribute(name), dict) for name in ab.VERDICT_MEMOS)  # no memo renamed away
    story = "<p>" + "Words of the story, told at some length for the reader. " * 12 + "</p>"
    extract(f"<html><body><article><h2>Related posts</h2>{story}<p>Share on Facebook</p>"
            f"<p>$389.00</p></article></body></html>", "https://a.example/")
    assert line_verdicts._LINE_VERDICTS
    ab.forget_verdicts()
    assert not any(clean_attribute(name) for name in ab.VERDICT_MEMOS)
    assert ab.parse_args(["--cold-memos"]).cold_memos


def test_markdown_scored_as_text_reads_the_markdown_back():
    # The bench's Markdown column imports its reader late: a move of `markdown_to_text` broke it once.
    from beam_extract import extract

    doc = extract("<html><body><main><h2>Rivers</h2><p>The <b>rivers</b> rise in spring when the snow melts"
                  " and the bridges close for a few days.</p></main></body></html>")
    text = load_bench().markdown_as_text(doc)
    assert "Rivers" in text and "The rivers rise in spring" in text and "**" not in text
