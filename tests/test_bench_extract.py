"""benchmarks/bench_extract.py: the halves it reports and its outcome without the shared data."""
import importlib.util
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
