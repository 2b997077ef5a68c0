"""Quality floors on the shared development sets (ScrapingHub articles, a WCXB subset).

Skipped when ../shared/data is absent (a user's checkout has no benchmark data). The floors are the
issue's bars: ScrapingHub shingle F1 >= 0.95 on all 181 pages; WCXB word F1 >= 0.80 on every
10th development page (150 pages of all types).
"""
import gzip
import importlib.util
import json
from pathlib import Path

import pytest

from beam_extract import extract

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
DATA = SHARED / "data"

pytestmark = pytest.mark.skipif(
    not (DATA / "scrapinghub").is_dir() or not (SHARED / "bench" / "score.py").is_file(),
    reason=f"benchmark data not found at {DATA}",
)


def load_score():
    spec = importlib.util.spec_from_file_location("shared_score", SHARED / "bench" / "score.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def predictions(dataset: Path, keys, urls: dict) -> dict:
    preds = {}
    for key in keys:
        html = gzip.decompress((dataset / "html" / f"{key}.html.gz").read_bytes()).decode("utf-8", "replace")
        doc = extract(html, urls.get(key), markdown=False, detect_language=False)
        preds[key] = doc.text if doc is not None else ""
    return preds


def test_scrapinghub_shingle_f1_floor():
    score = load_score()
    dataset = DATA / "scrapinghub"
    kind, gold = score.load_gold(dataset)
    raw = json.loads((dataset / "ground-truth.json").read_text(encoding="utf-8"))
    result = score.score_scrapinghub(gold, predictions(dataset, sorted(gold), {k: v.get("url") for k, v in raw.items()}))
    assert result["pages"] == 181
    assert result["f1"] >= 0.95, score.summary_line({**result, "kind": kind})


@pytest.mark.skipif(not (DATA / "wcxb-dev").is_dir(), reason="WCXB dev data not found")
def test_wcxb_word_f1_floor_on_every_tenth_page():
    score = load_score()
    dataset = DATA / "wcxb-dev"
    kind, gold = score.load_gold(dataset)
    keys = sorted(gold)[::10]
    urls = {k: json.loads((dataset / "ground-truth" / f"{k}.json").read_text(encoding="utf-8")).get("url") for k in keys}
    result = score.score_wcxb({k: gold[k] for k in keys}, predictions(dataset, keys, urls))
    assert result["pages"] == 150
    assert result["f1"] >= 0.80, score.summary_line({**result, "kind": kind})
    assert result["f1_by_type"]["article"] >= 0.90
