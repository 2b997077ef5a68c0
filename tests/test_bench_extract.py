"""benchmarks/bench_extract.py and snapshot_documents.py: halves, the outcome without the shared data, page-by-page compare."""
import importlib.util
import json
from pathlib import Path

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
