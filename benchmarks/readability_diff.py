#!/usr/bin/env python3
"""Differential test against Readability.js: metadata and text of beam-extract beside Readability's.

In: the development sets under SHARED/data (scrapinghub, wcxb-dev), their pages and gold text.
Out: a report on stdout — title agreement (over pages where Readability finds a title), byline
agreement (where both find one), text similarity (word-bag F1 between our text and Readability's
textContent), each side's F1 against the gold text, and the pages that disagree most, by id.

Readability.js 0.6 (with jsdom) is a bench-only peer: it is installed with npm into
benchmarks/readability/ when missing and run in batches of a few hundred pages per Node process
(one process over all pages runs out of heap). Its output is cached in benchmarks/results/, so a
rerun only extracts with beam-extract; `--refresh` runs Readability again.

  .venv/bin/python benchmarks/readability_diff.py --shared ../shared [--limit N] [--top K]
      [--dataset scrapinghub --dataset wcxb-dev] [--batch 200] [--jobs 1] [--readability-only]
"""
from __future__ import annotations

import argparse
import gzip
import importlib.util
import json
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
NODE_DIR = HERE / "readability"
NODE_SCRIPT = NODE_DIR / "run_readability.js"
RESULTS = HERE / "results"
DATASETS = ("scrapinghub", "wcxb-dev")
WORD = re.compile(r"\w+", re.UNICODE)
SPACE = re.compile(r"\s+")


# --- pages ---------------------------------------------------------------------------------------

def load_pages(dataset_dir: Path, limit: int | None) -> list[dict]:
    """[{id, path, url, gold}] of one benchmark folder, in id order."""
    pages = []
    if (dataset_dir / "ground-truth.json").exists():
        raw = json.loads((dataset_dir / "ground-truth.json").read_text(encoding="utf-8"))
        for key in sorted(raw):
            pages.append({"id": key, "url": raw[key].get("url"), "gold": raw[key].get("articleBody") or ""})
    else:
        for gt in sorted((dataset_dir / "ground-truth").glob("*.json")):
            data = json.loads(gt.read_text(encoding="utf-8"))
            truth = data.get("ground_truth") or {}
            pages.append({"id": gt.stem, "url": data.get("url"), "gold": truth.get("main_content") or ""})
    for page in pages:
        page["path"] = str(dataset_dir / "html" / f"{page['id']}.html.gz")
    pages = [p for p in pages if Path(p["path"]).exists()]
    return pages[:limit] if limit else pages


# --- Readability.js (cached) ---------------------------------------------------------------------

def ensure_readability_installed() -> None:
    if (NODE_DIR / "node_modules" / "@mozilla" / "readability").exists() and (NODE_DIR / "node_modules" / "jsdom").exists():
        return
    npm = shutil.which("npm")
    if not npm:
        sys.exit("readability_diff: npm not found; install Node.js 18+ to run the Readability.js peer")
    print("installing @mozilla/readability and jsdom with npm ...", file=sys.stderr)
    subprocess.run([npm, "install", "--prefix", str(NODE_DIR), "--no-audit", "--no-fund"], check=True)


def cache_path(dataset: str) -> Path:
    return RESULTS / f"readability-{dataset}.jsonl"


def load_cache(dataset: str) -> dict[str, dict]:
    path = cache_path(dataset)
    if not path.exists():
        return {}
    out: dict[str, dict] = {}
    retried: set[str] = set()
    for line in path.read_text(encoding="utf-8").split("\n"):
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            continue  # a line cut short by an interrupted run
        if str(row.get("error", "")).startswith("node exited") and row["id"] not in retried:
            retried.add(row["id"])  # a crash once may be the load of the moment: try again
            continue
        out[row["id"]] = row
    return out


def run_readability(dataset: str, pages: list[dict], batch: int, jobs: int) -> dict[str, dict]:
    """Readability's output for `pages`, running Node only for pages not cached yet."""
    cached = load_cache(dataset)
    todo = [p for p in pages if p["id"] not in cached]
    if not todo:
        return cached
    ensure_readability_installed()
    RESULTS.mkdir(parents=True, exist_ok=True)
    node = shutil.which("node") or sys.exit("readability_diff: node not found")
    batches = [todo[i:i + batch] for i in range(0, len(todo), batch)]
    print(f"Readability.js: {len(todo)} {dataset} pages in {len(batches)} batches ...", file=sys.stderr)
    started = time.perf_counter()
    with cache_path(dataset).open("a", encoding="utf-8") as sink, tempfile.TemporaryDirectory() as tmp:
        running: list[tuple[subprocess.Popen, list[dict]]] = []
        pending = list(batches)
        done = launched = 0
        while pending or running:
            while pending and len(running) < jobs:
                chunk = pending.pop(0)
                launched += 1
                task_file = Path(tmp) / f"batch-{launched}.json"
                task_file.write_text(json.dumps([{k: p[k] for k in ("id", "path", "url")} for p in chunk]))
                proc = subprocess.Popen(
                    [node, "--max-old-space-size=2048", str(NODE_SCRIPT), str(task_file)],
                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, encoding="utf-8",
                )
                running.append((proc, chunk))
            proc, chunk = running.pop(0)
            out, _ = proc.communicate()
            seen = set()
            for line in out.split("\n"):  # not splitlines(): U+2028 may sit inside a JSON string
                try:
                    row = json.loads(line)
                except json.JSONDecodeError:
                    continue  # a line cut short when Node died; its page is recorded below
                seen.add(row["id"])
                cached[row["id"]] = row
                sink.write(json.dumps(row, ensure_ascii=False) + "\n")
            unreached = [page for page in chunk if page["id"] not in seen]
            if unreached:  # Node died (out of heap) on the first page it did not report: record
                # that page as failed and run the rest again in a fresh process.
                row = {"id": unreached[0]["id"], "error": f"node exited {proc.returncode}"}
                cached[row["id"]] = row
                sink.write(json.dumps(row) + "\n")
                if unreached[1:]:
                    pending.insert(0, unreached[1:])
            sink.flush()
            done += len(chunk) - len(unreached) + (1 if unreached else 0)
            rate = done / (time.perf_counter() - started)
            print(f"  {done}/{len(todo)} pages ({rate:.1f} pages/s)", file=sys.stderr)
    return cached


# --- comparisons ---------------------------------------------------------------------------------

def normalise_title(title: str | None) -> str:
    title = unicodedata.normalize("NFKC", title or "").casefold()
    title = SPACE.sub(" ", title).strip()
    return title.strip(" \t\"'“”‘’«».,:;!?|-–—·•/\\()[]{}")


def titles_agree(ours: str | None, theirs: str | None) -> bool:
    a, b = normalise_title(ours), normalise_title(theirs)
    if not a or not b:
        return False
    return a == b or a in b or b in a


def byline_agree(ours: str | None, theirs: str | None) -> bool:
    a, b = normalise_title(ours), normalise_title(theirs)
    a, b = re.sub(r"^by\s+", "", a), re.sub(r"^by\s+", "", b)
    return bool(a and b) and (a == b or a in b or b in a)


def word_f1(a: str, b: str) -> float:
    wa, wb = Counter(WORD.findall(a.lower())), Counter(WORD.findall(b.lower()))
    if not wa and not wb:
        return 1.0
    overlap = sum((wa & wb).values())
    if not overlap:
        return 0.0
    precision, recall = overlap / sum(wa.values()), overlap / sum(wb.values())
    return 2 * precision * recall / (precision + recall)


def load_scorer(shared: Path):
    spec = importlib.util.spec_from_file_location("shared_score", shared / "bench" / "score.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def gold_f1(scorer, dataset: str, pred: str, gold: str) -> float:
    if dataset == "scrapinghub":
        tp, fp, fn = scorer.shingle_tp_fp_fn(gold, pred)
        p, r = scorer._precision(tp, fp, fn), scorer._recall(tp, fp, fn)
        return 2 * p * r / (p + r) if p + r else 0.0
    return scorer.word_prf(pred, gold)[2]


def run_ours(pages: list[dict]) -> dict[str, dict]:
    from beam_extract import extract  # imported late: --readability-only needs no extractor
    from beam_extract.markdown_text import markdown_to_text

    out = {}
    for page in pages:
        data = gzip.decompress(Path(page["path"]).read_bytes())
        try:
            doc = extract(data, page["url"], detect_language=False)
        except Exception as exc:  # noqa: BLE001 — the report names the page instead of dying
            out[page["id"]] = {"error": f"{type(exc).__name__}: {exc}", "text": "", "md_text": "", "title": None,
                               "byline": None}
            continue
        if doc is None:
            out[page["id"]] = {"text": "", "md_text": "", "title": None, "byline": None}
        else:
            out[page["id"]] = {"text": doc.text, "md_text": markdown_to_text(doc.markdown), "title": doc.title,
                               "byline": doc.byline}
    return out


def pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}% ({part}/{whole})" if whole else "n/a (0 pages)"


def report(dataset: str, pages: list[dict], theirs: dict, ours: dict, scorer, top: int) -> dict:
    rows = []
    for page in pages:
        r, o = theirs.get(page["id"], {}), ours[page["id"]]
        r_text = r.get("textContent") or ""
        rows.append({
            "id": page["id"],
            "r_title": r.get("title") or None, "o_title": o["title"],
            "r_byline": r.get("byline") or None, "o_byline": o["byline"],
            "title_ok": titles_agree(o["title"], r.get("title")),
            "byline_ok": byline_agree(o["byline"], r.get("byline")),
            "similarity": word_f1(o["text"], r_text),
            "o_f1": gold_f1(scorer, dataset, o["text"], page["gold"]),
            "md_f1": gold_f1(scorer, dataset, o["md_text"], page["gold"]),
            "md_agreement": word_f1(o["md_text"], o["text"]),
            "r_f1": gold_f1(scorer, dataset, r_text, page["gold"]),
            "r_error": r.get("error"), "o_error": o.get("error"),
        })
    with_title = [x for x in rows if x["r_title"]]
    both_bylines = [x for x in rows if x["r_byline"] and x["o_byline"]]
    r_bylines = [x for x in rows if x["r_byline"]]
    summary = {
        "dataset": dataset,
        "pages": len(rows),
        "title_agreement": sum(x["title_ok"] for x in with_title) / len(with_title) if with_title else None,
        "byline_agreement": sum(x["byline_ok"] for x in both_bylines) / len(both_bylines) if both_bylines else None,
        "text_similarity": statistics.mean(x["similarity"] for x in rows) if rows else None,
        "ours_f1": statistics.mean(x["o_f1"] for x in rows) if rows else None,
        "readability_f1": statistics.mean(x["r_f1"] for x in rows) if rows else None,
        "markdown_f1": statistics.mean(x["md_f1"] for x in rows) if rows else None,
        "markdown_text_agreement": statistics.mean(x["md_agreement"] for x in rows) if rows else None,
    }
    print(f"\n== {dataset}: {len(rows)} pages ==")
    print(f"title agreement   {pct(sum(x['title_ok'] for x in with_title), len(with_title))} of pages where Readability finds a title")
    print(f"byline agreement  {pct(sum(x['byline_ok'] for x in both_bylines), len(both_bylines))} where both find one;"
          f" we find one on {pct(sum(bool(x['o_byline']) for x in r_bylines), len(r_bylines))} of Readability's")
    median = statistics.median(x["similarity"] for x in rows)
    print(f"text similarity   mean word-bag F1 {summary['text_similarity']:.3f}, median {median:.3f}")
    if dataset == "scrapinghub":  # score.py's figure: F1 of the mean precision and mean recall
        gold = {p["id"]: {"text": p["gold"]} for p in pages}
        summary["ours_f1"] = scorer.score_scrapinghub(gold, {p["id"]: ours[p["id"]]["text"] for p in pages})["f1"]
        summary["readability_f1"] = scorer.score_scrapinghub(
            gold, {p["id"]: theirs.get(p["id"], {}).get("textContent") or "" for p in pages})["f1"]
    metric = "shingle F1 of mean P and R, as score.py" if dataset == "scrapinghub" else "mean word F1, as score.py"
    print(f"F1 vs gold        ours {summary['ours_f1']:.3f}, Readability {summary['readability_f1']:.3f}  [{metric}]")
    print(f"Markdown vs text  our Markdown back to text: mean per-page F1 vs gold {summary['markdown_f1']:.3f}"
          f" (text: {statistics.mean(x['o_f1'] for x in rows):.3f}); word-bag F1 with our text"
          f" {summary['markdown_text_agreement']:.3f}")
    errors = [x for x in rows if x["r_error"] or x["o_error"]]
    if errors:
        print(f"errors            {len(errors)} pages: " + ", ".join(f"{x['id']} ({x['o_error'] or x['r_error']})" for x in errors[:5]))
    if top:
        bad_titles = [x for x in with_title if not x["title_ok"]]
        print(f"-- titles that disagree ({len(bad_titles)}; first {min(top, len(bad_titles))}):")
        for x in bad_titles[:top]:
            print(f"  {x['id'][:16]}  ours={x['o_title']!r}\n  {'':16}  them={x['r_title']!r}")
        print(f"-- texts that differ most (lowest similarity; first {top}):")
        for x in sorted(rows, key=lambda x: x["similarity"])[:top]:
            print(f"  {x['id'][:16]}  similarity={x['similarity']:.2f}  ours F1={x['o_f1']:.2f}  Readability F1={x['r_f1']:.2f}")
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=Path("../shared"))
    parser.add_argument("--dataset", action="append", choices=DATASETS, help="default: both")
    parser.add_argument("--limit", type=int, help="first N pages of each dataset")
    parser.add_argument("--top", type=int, default=10, help="pages to list that disagree most")
    parser.add_argument("--batch", type=int, default=200, help="pages per Node process")
    parser.add_argument("--jobs", type=int, default=1, help="Node processes at once")
    parser.add_argument("--refresh", action="store_true", help="drop the cache and run Readability again")
    parser.add_argument("--readability-only", action="store_true", help="only fill Readability's cache")
    parser.add_argument("--json", type=Path, help="also write the summary figures here")
    args = parser.parse_args(argv)

    data_dir = args.shared / "data"
    if not data_dir.is_dir():
        print(f"readability_diff: no benchmark data under {data_dir}", file=sys.stderr)
        return 2
    scorer = load_scorer(args.shared)
    summaries = []
    for dataset in args.dataset or DATASETS:
        pages = load_pages(data_dir / dataset, args.limit)
        if args.refresh and cache_path(dataset).exists():
            cache_path(dataset).unlink()
        theirs = run_readability(dataset, pages, args.batch, args.jobs)
        if args.readability_only:
            continue
        started = time.perf_counter()
        ours = run_ours(pages)
        print(f"beam-extract: {len(pages)} {dataset} pages in {time.perf_counter() - started:.1f} s", file=sys.stderr)
        summaries.append(report(dataset, pages, theirs, ours, scorer, args.top))
    if args.json:
        args.json.write_text(json.dumps(summaries, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
