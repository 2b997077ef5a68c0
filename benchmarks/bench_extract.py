#!/usr/bin/env python3
"""Quality and speed of beam_extract.extract beside trafilatura, on the shared development sets.

  bench_extract.py --shared ../shared [--dataset scrapinghub|wcxb-dev|both] [--limit N]
                   [--only ours|trafilatura] [--bytes] [--worst K] [--out predictions.json]

Both extractors run in this one process over the same pages, page by page, so machine load weighs
on both alike; who runs first on a page rotates from page to page, so each extractor pays alike for
finding the caches cold (always first, ours measured 90.9 pages/s on 500 WCXB pages; rotated, 97.3). Input is the page decoded as
UTF-8 with invalid bytes replaced (as ../shared/bench/run.py does); the time is measured around the
extract call alone, after one untimed warm-up call per extractor (imports, the language model).
`--bytes` also times ours on the raw bytes (decoding included).

Scores come from ../shared/bench/score.py: ScrapingHub 4-token shingle P/R/F1 (F1 of the mean P and
mean R), WCXB word F1 per page (mean), with_found / without_leaked snippet rates and F1 by page type.

trafilatura is called as datatrove's `Trafilatura` extractor calls it (its defaults):
`trafilatura.extract(html, favor_precision=True, include_comments=False, deduplicate=True)`, plus
the page URL. (datatrove's 0.1 s timeout is its own wrapper, not a trafilatura option; not applied.)
Ours: `beam_extract.extract(html, url)` with default options (text, Markdown and language all
computed), `.text` scored. "ours text-only" is the
same call with `markdown=False, detect_language=False`: text out, as trafilatura gives (metadata is
still read). "ours (md→text)" scores the Markdown of the "ours" run rendered back to text.

`--limit N` takes N pages per dataset, evenly spaced over the sorted ids. Exit code 2 when the
shared data is missing.
"""
from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
import time
from pathlib import Path

DATASETS = ("scrapinghub", "wcxb-dev")


def parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=Path("../shared"), help="the shared folder (data/, bench/)")
    parser.add_argument("--dataset", choices=(*DATASETS, "both"), default="both")
    parser.add_argument("--limit", type=int, help="pages per dataset, evenly spaced")
    parser.add_argument("--only", choices=("ours", "trafilatura"), help="run one extractor only")
    parser.add_argument("--bytes", action="store_true", help="also time ours on raw bytes input")
    parser.add_argument("--worst", type=int, default=0, help="print the K worst pages by F1 (ours)")
    parser.add_argument("--out", type=Path, help="write predictions as JSON {extractor: {dataset: {id: text}}}")
    parser.add_argument(
        "--set", action="append", default=[], metavar="OPTION=VALUE",
        help="an ExtractOptions override for ours, e.g. --set prune_blocks=false (repeatable)",
    )
    return parser.parse_args(argv)


def load_score_module(shared: Path):
    sys.path.insert(0, str((shared / "bench").resolve()))
    import score  # noqa: E402  (../shared/bench/score.py)

    return score


def page_urls(dataset: Path) -> dict:
    if (dataset / "ground-truth.json").exists():
        raw = json.loads((dataset / "ground-truth.json").read_text(encoding="utf-8"))
        return {k: v.get("url") for k, v in raw.items()}
    return {
        p.stem: json.loads(p.read_text(encoding="utf-8")).get("url")
        for p in (dataset / "ground-truth").glob("*.json")
    }


def select_pages(dataset: Path, limit: int | None) -> list[Path]:
    paths = sorted((dataset / "html").glob("*.html.gz"))
    if limit and limit < len(paths):
        step = len(paths) / limit
        paths = [paths[int(i * step)] for i in range(limit)]
    return paths


def option_overrides(pairs: list[str]) -> dict:
    """["prune_blocks=false", "max_bytes=1000"] -> {"prune_blocks": False, "max_bytes": 1000}."""
    overrides = {}
    for pair in pairs:
        name, _, value = pair.partition("=")
        lowered = value.strip().lower()
        if lowered in ("true", "false"):
            overrides[name.strip()] = lowered == "true"
        elif lowered.isdigit():
            overrides[name.strip()] = int(lowered)
        else:
            overrides[name.strip()] = value
    return overrides


def ours_extractor(overrides: dict | None = None):
    import beam_extract

    options = beam_extract.ExtractOptions.build(**(overrides or {}))

    def run(html, url):
        doc = beam_extract.extract(html, url, options=options)
        run.last_doc = doc
        return doc.text if doc is not None else ""

    run.last_doc = None
    return run


MARKDOWN_LABEL = "ours (md→text)"
TEXT_ONLY_LABEL = "ours text-only"


def markdown_as_text(doc) -> str:
    """The Markdown rendered back to plain text: it should score as `text` does."""
    from beam_extract.markdown import markdown_to_text

    return markdown_to_text(doc.markdown) if doc is not None and doc.markdown else ""


def trafilatura_extractor():
    import trafilatura

    def run(html, url):
        return trafilatura.extract(
            html, url=url, favor_precision=True, include_comments=False, deduplicate=True
        ) or ""

    return run


def timed(function, html, url) -> tuple[str, float, str | None]:
    start = time.perf_counter()
    try:
        out = function(html, url)
        error = None
    except Exception as exc:  # a crash is an empty page, and is reported
        out, error = "", f"{type(exc).__name__}: {exc}"
    return out or "", time.perf_counter() - start, error


def page_f1(score, kind: str, result: dict, gold: dict, preds: dict) -> dict:
    if kind == "wcxb":
        return {k: v["f1"] for k, v in result["per_page"].items()}
    values = {}
    for key, g in gold.items():
        tp, fp, fn = score.shingle_tp_fp_fn(g["text"], preds.get(key) or "")
        p, r = score._precision(tp, fp, fn), score._recall(tp, fp, fn)
        values[key] = 2 * p * r / (p + r) if p + r else 0.0
    return values


def run_dataset(name: str, args, score, extractors: dict) -> dict:
    dataset = args.shared / "data" / name
    urls = page_urls(dataset)
    paths = select_pages(dataset, args.limit)
    kind, gold = score.load_gold(dataset)
    preds = {label: {} for label in extractors}
    with_markdown = "ours" in extractors
    if with_markdown:
        preds[MARKDOWN_LABEL] = {}
    times = {label: [] for label in extractors}
    if paths:  # one-time set-up (imports, the language model) is not per-page cost: warm up untimed
        warm = gzip.decompress(paths[0].read_bytes())
        for label, function in extractors.items():
            timed(function, warm if label == "ours (bytes)" else warm.decode("utf-8", errors="replace"), None)
    errors = {label: {} for label in extractors}
    labels = list(extractors)
    for index, path in enumerate(paths):
        key = path.name[: -len(".html.gz")]
        raw = gzip.decompress(path.read_bytes())
        html = raw.decode("utf-8", errors="replace")
        # The extractor that runs first on a page finds the caches cold (the previous page's
        # last extractor filled them); rotate who goes first, so each pays that alike.
        turn = index % len(labels)
        for label in labels[turn:] + labels[:turn]:
            function = extractors[label]
            source = raw if label == "ours (bytes)" else html
            out, seconds, error = timed(function, source, urls.get(key))
            preds[label][key] = out
            times[label].append(seconds)
            if error:
                errors[label][key] = error
            if label == "ours" and with_markdown:
                preds[MARKDOWN_LABEL][key] = markdown_as_text(function.last_doc)
    gold = {k: v for k, v in gold.items() if k in preds[next(iter(extractors))]}
    report = {}
    for label in preds:
        result = score.score_scrapinghub(gold, preds[label]) if kind == "scrapinghub" else score.score_wcxb(gold, preds[label])
        result["kind"] = kind
        timings = times.get(label)
        result["pages_per_s"] = len(timings) / sum(timings) if timings else None
        result["median_ms"] = statistics.median(timings) * 1000 if timings else None
        result["errors"] = errors.get(label, {})
        result["page_f1"] = page_f1(score, kind, result, gold, preds[label])
        report[label] = result
    return {"kind": kind, "gold": gold, "preds": preds, "results": report, "pages": len(paths)}


def print_report(name: str, run: dict, worst: int) -> None:
    print(f"\n== {name} ({run['pages']} pages, {'4-token shingle' if run['kind'] == 'scrapinghub' else 'word'} F1)")
    print(f"  {'extractor':<14} {'F1':>7} {'P':>7} {'R':>7} {'found':>7} {'leaked':>7} {'pages/s':>9} {'median ms':>10} {'errors':>6}")
    for label, r in run["results"].items():
        found = f"{r['with_found']:.3f}" if r.get("with_found") is not None else "-"
        leaked = f"{r['without_leaked']:.3f}" if r.get("without_leaked") is not None else "-"
        speed = f"{r['pages_per_s']:9.1f} {r['median_ms']:10.2f}" if r["pages_per_s"] is not None else f"{'-':>9} {'-':>10}"
        print(
            f"  {label:<14} {r['f1']:7.4f} {r['precision']:7.4f} {r['recall']:7.4f} {found:>7} {leaked:>7} "
            f"{speed} {len(r['errors']):6d}"
        )
    by_type = {label: r.get("f1_by_type") for label, r in run["results"].items() if r.get("f1_by_type")}
    if by_type:
        types = list(next(iter(by_type.values())))
        counts = next(iter(run["results"].values()))["pages_by_type"]
        print("  F1 by type:   " + " ".join(f"{t[:11]:>11}" for t in types))
        print("  pages:        " + " ".join(f"{counts[t]:>11}" for t in types))
        for label, values in by_type.items():
            print(f"  {label:<13} " + " ".join(f"{values[t]:11.4f}" for t in types))
    theirs = run["results"].get("trafilatura", {}).get("pages_per_s")
    for label in ("ours", TEXT_ONLY_LABEL):
        ours = run["results"].get(label, {}).get("pages_per_s")
        if ours and theirs:
            print(f"  speed ratio {label} / trafilatura: {ours / theirs:.2f}x")
    for label, r in run["results"].items():
        for key, error in list(r["errors"].items())[:5]:
            print(f"  error ({label}) {key}: {error}")
    if worst and "ours" in run["results"]:
        f1 = run["results"]["ours"]["page_f1"]
        other = run["results"].get("trafilatura", {}).get("page_f1", {})
        print(f"  worst {worst} pages (ours F1, trafilatura F1, page type):")
        for key in sorted(f1, key=f1.get)[:worst]:
            page_type = run["gold"][key].get("type", "")
            theirs = f"{other[key]:.3f}" if key in other else "-"
            print(f"    {key}  {f1[key]:.3f}  {theirs:>5}  {page_type}")


def main(argv=None) -> int:
    args = parse_args(argv)
    data = args.shared / "data"
    names = DATASETS if args.dataset == "both" else (args.dataset,)
    missing = [n for n in names if not (data / n / "html").is_dir()]
    if not (args.shared / "bench" / "score.py").is_file() or missing:
        print(
            f"bench_extract: shared benchmark data not found under {args.shared} "
            f"(need bench/score.py and data/{', data/'.join(missing or names)}/); pass --shared PATH",
            file=sys.stderr,
        )
        return 2
    score = load_score_module(args.shared)
    extractors = {}
    if args.only in (None, "ours"):
        overrides = option_overrides(args.set)
        extractors["ours"] = ours_extractor(overrides)
        if args.bytes:
            extractors["ours (bytes)"] = extractors["ours"]
        # Like for like with trafilatura, which returns text only: no Markdown, no language model.
        extractors[TEXT_ONLY_LABEL] = ours_extractor({**overrides, "markdown": False, "detect_language": False})
    if args.only in (None, "trafilatura"):
        extractors["trafilatura"] = trafilatura_extractor()
    predictions = {}
    for name in names:
        run = run_dataset(name, args, score, extractors)
        print_report(name, run, args.worst)
        for label, preds in run["preds"].items():
            predictions.setdefault(label, {})[name] = preds
    if args.out:
        args.out.write_text(json.dumps(predictions, ensure_ascii=False), encoding="utf-8")
        print(f"\npredictions written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
