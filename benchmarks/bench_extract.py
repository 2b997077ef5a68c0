#!/usr/bin/env python3
"""Quality and speed of beam_extract.extract beside trafilatura, on the shared development sets.

  bench_extract.py --shared ../shared [--dataset scrapinghub|wcxb-dev|trafilatura-eval-dev|all]
                   [--limit N] [--no-peers] [--refresh-peers] [--bytes] [--worst K]
                   [--out predictions.json] [--set OPTION=VALUE] [--chart PATH]

The sets and how each is scored (by ../shared/bench/score.py):
- scrapinghub: 4-token shingle P/R/F1 (F1 of the mean P and mean R);
- wcxb-dev: word F1 per page (mean), with_found / without_leaked snippet rates, F1 by page type;
- trafilatura-eval-dev: trafilatura's own counting (each `with` snippet found is a true positive,
  each `without` snippet found a false positive, summed over pages; F1 = 2TP / (2TP + FP + FN)).

Extractors:
- "ours": `beam_extract.extract(html, url)` with default options (text, Markdown and language all
  computed), `.text` scored; "ours text-only" is the same call with `markdown=False,
  detect_language=False` (text out, as trafilatura gives; metadata is still read); "ours (md→text)"
  scores the Markdown of the "ours" run rendered back to text.
- "trafilatura": `trafilatura.extract(html, url=url)` with its defaults (its best quality).
- "trafilatura (datatrove)": as datatrove's `Trafilatura` extractor calls it: `favor_precision=True,
  include_comments=False, deduplicate=True` (datatrove's 0.1 s timeout is its own wrapper, not a
  trafilatura option; not applied).

Input: ScrapingHub and WCXB pages are decoded as UTF-8 with invalid bytes replaced (as
../shared/bench/run.py does); trafilatura-eval-dev pages are passed as raw bytes to every
extractor (several are windows-1252 or ISO-8859-x; each extractor decodes them its own way).

Peers run once: their outputs and per-page times are cached in benchmarks/results/peer-<name>-<set>.json
(keyed by the peer's version and call) and read back on later runs; `--refresh-peers` reruns them
interleaved with ours, page by page, in this one process (who runs first on a page rotates, so each
pays alike for finding the caches cold). Speed ratios against cached peer times compare two runs
on the same machine; rerun with `--refresh-peers` for a like-for-like timing. Times are measured
around the extract call alone, after one untimed warm-up call per extractor. `--bytes` also times
ours on the raw bytes of ScrapingHub and WCXB pages (decoding included).

Halves, to check that a change holds on pages it was not chosen on: each set is also scored in two
halves by the parity of the last hex digit of the page id (ids are numbers or hex digests): "even"
and "odd" (ScrapingHub 98/83 pages, WCXB dev 755/742, trafilatura-eval-dev 241/241).

`--no-peers` runs ours alone, text only (the text is the same as with every field computed), for a
quick tuning loop (all three sets in about half a minute). The full run writes the table as JSON
(benchmarks/results/quality.json; only a run over every page of all three sets writes it) and
draws it as a PNG chart (benchmarks/results/quality.png; matplotlib, in the `bench` extra; skipped with a note when it is missing);
`--redraw` draws the
chart again from that JSON.

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

DATASETS = ("scrapinghub", "wcxb-dev", "trafilatura-eval-dev")
RAW_INPUT = frozenset(("trafilatura-eval-dev",))  # sets whose pages every extractor gets as bytes
RESULTS = Path(__file__).resolve().parent / "results"
OURS = "ours"
MARKDOWN_LABEL = "ours (md→text)"
TEXT_ONLY_LABEL = "ours text-only"
TRAFILATURA = "trafilatura"
TRAFILATURA_DATATROVE = "trafilatura (datatrove)"
METRIC = {"scrapinghub": "4-token shingle F1", "wcxb": "word F1", "snippets": "snippet F1 (trafilatura's counting)"}


def parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=Path("../shared"), help="the shared folder (data/, bench/)")
    parser.add_argument("--dataset", choices=(*DATASETS, "all"), default="all")
    parser.add_argument("--limit", type=int, help="pages per dataset, evenly spaced")
    parser.add_argument("--no-peers", action="store_true", help="ours only, text only: the quick quality loop")
    parser.add_argument("--only", choices=("ours", "peers"), help="run ours only (as --no-peers) or the peers only")
    parser.add_argument("--refresh-peers", action="store_true", help="rerun the peers instead of reading their cache")
    parser.add_argument("--bytes", action="store_true", help="also time ours on raw bytes input")
    parser.add_argument("--worst", type=int, default=0, help="print the K worst pages by F1 (ours)")
    parser.add_argument("--out", type=Path, help="write predictions as JSON {extractor: {dataset: {id: text}}}")
    parser.add_argument("--chart", type=Path, default=RESULTS / "quality.png", help="where the PNG chart goes")
    parser.add_argument("--redraw", action="store_true", help="only redraw the chart from benchmarks/results/quality.json")
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
    for name in ("ground-truth.json", "snippets.json"):
        if (dataset / name).exists():
            raw = json.loads((dataset / name).read_text(encoding="utf-8"))
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


def half_of(page_id: str) -> str:
    """"even" or "odd": the parity of the page id's last hex digit (decimal ids: the id's parity)."""
    try:
        return "odd" if int(page_id[-1], 16) % 2 else "even"
    except (ValueError, IndexError):
        return "odd" if sum(map(ord, page_id)) % 2 else "even"


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


def markdown_as_text(doc) -> str:
    """The Markdown rendered back to plain text: it should score as `text` does."""
    from beam_extract.markdown import markdown_to_text

    return markdown_to_text(doc.markdown) if doc is not None and doc.markdown else ""


def trafilatura_extractor(**settings):
    import trafilatura

    def run(html, url):
        return trafilatura.extract(html, url=url, **settings) or ""

    return run


PEERS = {
    TRAFILATURA: {},
    TRAFILATURA_DATATROVE: {"favor_precision": True, "include_comments": False, "deduplicate": True},
}


def peer_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"trafilatura {version('trafilatura')}"
    except PackageNotFoundError:
        return "trafilatura (not installed)"


def cache_path(label: str, dataset: str) -> Path:
    slug = "".join(c if c.isalnum() else "-" for c in label).strip("-")
    return RESULTS / f"peer-{slug}-{dataset}.json"


def read_peer_cache(label: str, dataset: str, keys: list[str]) -> dict | None:
    """{"preds", "times"} from an earlier run of this peer (same version and call), else None."""
    path = cache_path(label, dataset)
    if not path.is_file():
        return None
    try:
        cached = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if cached.get("version") != peer_version() or cached.get("settings") != PEERS[label]:
        return None
    if any(k not in cached.get("preds", {}) for k in keys):
        return None
    return cached


def write_peer_cache(label: str, dataset: str, preds: dict, times: dict, errors: dict) -> None:
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = cache_path(label, dataset)
    try:
        old = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    except (OSError, ValueError):
        old = {}
    if old.get("version") != peer_version() or old.get("settings") != PEERS[label]:
        old = {}
    payload = {
        "version": peer_version(), "settings": PEERS[label],
        "preds": {**old.get("preds", {}), **preds}, "times": {**old.get("times", {}), **times},
        "errors": {**old.get("errors", {}), **errors},
    }
    path.write_text(json.dumps(payload, ensure_ascii=False), encoding="utf-8")


def timed(function, html, url) -> tuple[str, float, str | None]:
    start = time.perf_counter()
    try:
        out = function(html, url)
        error = None
    except Exception as exc:  # a crash is an empty page, and is reported
        out, error = "", f"{type(exc).__name__}: {exc}"
    return out or "", time.perf_counter() - start, error


def page_f1(score, kind: str, result: dict, gold: dict, preds: dict) -> dict:
    """Per-page F1 for the worst-pages list (snippets: F1 of the page's own counts)."""
    if kind == "wcxb":
        return {k: v["f1"] for k, v in result["per_page"].items()}
    if kind == "snippets":
        values = {}
        for key, counts in result["per_page"].items():
            tp, fn, fp = counts["found"], counts["missed"], counts["leaked"]
            values[key] = 2 * tp / (2 * tp + fp + fn) if tp else (1.0 if not fp + fn else 0.0)
        return values
    values = {}
    for key, g in gold.items():
        tp, fp, fn = score.shingle_tp_fp_fn(g["text"], preds.get(key) or "")
        p, r = score._precision(tp, fp, fn), score._recall(tp, fp, fn)
        values[key] = 2 * p * r / (p + r) if p + r else 0.0
    return values


def score_set(score, kind: str, gold: dict, preds: dict) -> dict:
    scorer = {"scrapinghub": score.score_scrapinghub, "snippets": score.score_snippets}.get(kind, score.score_wcxb)
    return scorer(gold, preds)


def run_dataset(name: str, args, score, extractors: dict, peers: dict) -> dict:
    dataset = args.shared / "data" / name
    urls = page_urls(dataset)
    paths = select_pages(dataset, args.limit)
    keys = [p.name[: -len(".html.gz")] for p in paths]
    kind, gold = score.load_gold(dataset)
    raw_input = name in RAW_INPUT
    live = dict(extractors)
    preds: dict = {}
    times: dict = {}
    errors: dict = {}
    cached_labels = []
    for label, function in peers.items():
        cached = None if args.refresh_peers else read_peer_cache(label, name, keys)
        if cached is None:
            live[label] = function
        else:
            cached_labels.append(label)
            preds[label] = {k: cached["preds"][k] for k in keys}
            times[label] = [cached["times"][k] for k in keys if k in cached["times"]]
            errors[label] = {k: v for k, v in cached.get("errors", {}).items() if k in preds[label]}
    for label in live:
        preds[label], times[label], errors[label] = {}, [], {}
    with_markdown = OURS in live and not args.no_peers
    if with_markdown:
        preds[MARKDOWN_LABEL] = {}
    if paths:  # one-time set-up (imports, the language model) is not per-page cost: warm up untimed
        warm = gzip.decompress(paths[0].read_bytes())
        for label, function in live.items():
            raw = raw_input or label == "ours (bytes)"
            timed(function, warm if raw else warm.decode("utf-8", errors="replace"), None)
    labels = list(live)
    page_times: dict = {label: {} for label in peers if label in live}
    for index, (key, path) in enumerate(zip(keys, paths)):
        raw = gzip.decompress(path.read_bytes())
        html = raw if raw_input else raw.decode("utf-8", errors="replace")
        # The extractor that runs first on a page finds the caches cold (the previous page's
        # last extractor filled them); rotate who goes first, so each pays that alike.
        turn = index % len(labels) if labels else 0
        for label in labels[turn:] + labels[:turn]:
            function = live[label]
            source = raw if label == "ours (bytes)" else html
            out, seconds, error = timed(function, source, urls.get(key))
            preds[label][key] = out
            times[label].append(seconds)
            if label in page_times:
                page_times[label][key] = seconds
            if error:
                errors[label][key] = error
            if label == OURS and with_markdown:
                preds[MARKDOWN_LABEL][key] = markdown_as_text(function.last_doc)
    for label in page_times:
        write_peer_cache(label, name, preds[label], page_times[label], errors[label])
    gold = {k: v for k, v in gold.items() if k in set(keys)}
    halves = {half: {k: v for k, v in gold.items() if half_of(k) == half} for half in ("even", "odd")}
    report = {}
    for label in preds:
        result = score_set(score, kind, gold, preds[label])
        result["kind"] = kind
        timings = times.get(label)
        result["pages_per_s"] = len(timings) / sum(timings) if timings else None
        result["median_ms"] = statistics.median(timings) * 1000 if timings else None
        result["errors"] = errors.get(label, {})
        result["page_f1"] = page_f1(score, kind, result, gold, preds[label])
        result["halves"] = {
            half: _summary(score_set(score, kind, subset, preds[label]))
            for half, subset in halves.items() if subset
        }
        result["cached"] = label in cached_labels
        report[label] = result
    return {"kind": kind, "gold": gold, "preds": preds, "results": report, "pages": len(paths),
            "halves": {h: len(s) for h, s in halves.items()}}


def _summary(result: dict) -> dict:
    keys = ("pages", "f1", "precision", "recall", "with_found", "without_leaked", "f1_by_type", "pages_by_type")
    return {k: result[k] for k in keys if result.get(k) is not None}


def print_report(name: str, run: dict, worst: int) -> None:
    print(f"\n== {name} ({run['pages']} pages, {METRIC[run['kind']]})")
    print(f"  {'extractor':<24} {'F1':>7} {'P':>7} {'R':>7} {'found':>7} {'leaked':>7} {'pages/s':>9} "
          f"{'median ms':>10} {'errors':>6}")
    for label, r in run["results"].items():
        found = f"{r['with_found']:.3f}" if r.get("with_found") is not None else "-"
        leaked = f"{r['without_leaked']:.3f}" if r.get("without_leaked") is not None else "-"
        speed = f"{r['pages_per_s']:9.1f} {r['median_ms']:10.2f}" if r["pages_per_s"] is not None else f"{'-':>9} {'-':>10}"
        mark = " (cached)" if r.get("cached") else ""
        print(
            f"  {label:<24} {r['f1']:7.4f} {r['precision']:7.4f} {r['recall']:7.4f} {found:>7} {leaked:>7} "
            f"{speed} {len(r['errors']):6d}{mark}"
        )
    print(f"  halves by page-id parity (even {run['halves'].get('even', 0)} / odd {run['halves'].get('odd', 0)} pages):"
          f"  F1 even / odd (P even / odd)")
    for label, r in run["results"].items():
        even, odd = r["halves"].get("even"), r["halves"].get("odd")
        if even and odd:
            print(f"  {label:<24} {even['f1']:.4f} / {odd['f1']:.4f}   (P {even['precision']:.4f} / {odd['precision']:.4f})")
    by_type = {label: r.get("f1_by_type") for label, r in run["results"].items() if r.get("f1_by_type")}
    if by_type:
        types = list(next(iter(by_type.values())))
        counts = next(iter(run["results"].values()))["pages_by_type"]
        print("  F1 by type:              " + " ".join(f"{t[:11]:>11}" for t in types))
        print("  pages:                   " + " ".join(f"{counts[t]:>11}" for t in types))
        for label, values in by_type.items():
            print(f"  {label:<24} " + " ".join(f"{values[t]:11.4f}" for t in types))
        for label, r in run["results"].items():
            if label != OURS and not (label == TEXT_ONLY_LABEL and OURS not in run["results"]):
                continue
            for half in ("even", "odd"):
                values = r["halves"].get(half, {}).get("f1_by_type", {})
                print(f"  {label + ' ' + half:<24} " + " ".join(
                    f"{values[t]:11.4f}" if t in values else f"{'-':>11}" for t in types))
    for peer in (TRAFILATURA, TRAFILATURA_DATATROVE):
        theirs = run["results"].get(peer, {}).get("pages_per_s")
        note = " (peer times from the cache: another run, another load; --refresh-peers to compare)" \
            if run["results"].get(peer, {}).get("cached") else ""
        for label in (OURS, TEXT_ONLY_LABEL):
            ours = run["results"].get(label, {}).get("pages_per_s")
            if ours and theirs and label in run["results"] and len(run["results"]) > 1:
                print(f"  speed ratio {label} / {peer}: {ours / theirs:.2f}x{note}")
    for label, r in run["results"].items():
        for key, error in list(r["errors"].items())[:5]:
            print(f"  error ({label}) {key}: {error}")
    if worst:
        label = OURS if OURS in run["results"] else next(iter(run["results"]))
        f1 = run["results"][label]["page_f1"]
        other = run["results"].get(TRAFILATURA, {}).get("page_f1", {})
        print(f"  worst {worst} pages ({label} F1, trafilatura F1, page type):")
        for key in sorted(f1, key=f1.get)[:worst]:
            page_type = run["gold"][key].get("type", "")
            theirs = f"{other[key]:.3f}" if key in other else "-"
            print(f"    {key}  {f1[key]:.3f}  {theirs:>5}  {page_type}")


def quality_table(runs: dict) -> dict:
    """{set: {extractor: {f1, precision, recall, halves, f1_by_type}}} for JSON and the chart."""
    table = {}
    for name, run in runs.items():
        table[name] = {
            "pages": run["pages"], "metric": METRIC[run["kind"]],
            "extractors": {
                label: {**_summary(r), "halves": r["halves"], "pages_per_s": r["pages_per_s"], "cached": r["cached"]}
                for label, r in run["results"].items()
            },
        }
    return table


def draw_chart(table: dict, path: Path, labels: list[str]) -> bool:
    """Grouped bars: F1 per set and per WCXB page type, one bar per extractor. False without matplotlib."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("  (matplotlib not installed: no chart; `make install-bench` installs it)", file=sys.stderr)
        return False
    groups = []  # (group name, {label: f1})
    for name, entry in table.items():
        groups.append((f"{name}\n{entry['metric']}", {label: e["f1"] for label, e in entry["extractors"].items()}))
    wcxb = table.get("wcxb-dev")
    if wcxb:
        first = next(iter(wcxb["extractors"].values()))
        for page_type in first.get("f1_by_type", {}):
            groups.append((f"WCXB\n{page_type}", {
                label: e["f1_by_type"][page_type] for label, e in wcxb["extractors"].items() if "f1_by_type" in e}))
    labels = [label for label in labels if any(label in values for _, values in groups)]
    version = peer_version()
    names = {OURS: "beam-extract", TRAFILATURA: f"{version} (defaults)",
             TRAFILATURA_DATATROVE: f"{version} (datatrove's settings)"}
    fig, ax = plt.subplots(figsize=(max(8, 1.25 * len(groups) + 2), 4.8))
    width = 0.8 / max(1, len(labels))
    for index, label in enumerate(labels):
        xs = [g + (index - (len(labels) - 1) / 2) * width for g in range(len(groups))]
        ys = [values.get(label, 0.0) for _, values in groups]
        bars = ax.bar(xs, ys, width, label=names.get(label, label))
        for bar, y in zip(bars, ys):
            ax.text(bar.get_x() + bar.get_width() / 2, y + 0.005, f"{y:.3f}", ha="center", va="bottom",
                    fontsize=6, rotation=90)
    ax.set_xticks(range(len(groups)))
    ax.set_xticklabels([g for g, _ in groups], fontsize=8)
    ax.set_ylim(0.3, 1.12)
    ax.set_ylabel("F1")
    ax.set_title("Extraction quality on the development sets (make bench)")
    ax.legend(fontsize=8, loc="upper right", ncol=3)
    ax.grid(axis="y", alpha=0.3)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return True


def main(argv=None) -> int:
    args = parse_args(argv)
    if args.redraw:
        table = json.loads((RESULTS / "quality.json").read_text(encoding="utf-8"))
        return 0 if draw_chart(table, args.chart, [OURS, TRAFILATURA, TRAFILATURA_DATATROVE]) else 1
    if args.only == "ours":
        args.no_peers = True
    data = args.shared / "data"
    names = DATASETS if args.dataset == "all" else (args.dataset,)
    missing = [n for n in names if not (data / n / "html").is_dir()]
    if not (args.shared / "bench" / "score.py").is_file() or missing:
        print(
            f"bench_extract: shared benchmark data not found under {args.shared} "
            f"(need bench/score.py and data/{', data/'.join(missing or names)}/); pass --shared PATH",
            file=sys.stderr,
        )
        return 2
    score = load_score_module(args.shared)
    extractors: dict = {}
    peers: dict = {}
    overrides = option_overrides(args.set)
    if args.no_peers:
        extractors[OURS] = ours_extractor({**overrides, "markdown": False, "detect_language": False})
    else:
        if args.only != "peers":
            extractors[OURS] = ours_extractor(overrides)
            if args.bytes:
                extractors["ours (bytes)"] = extractors[OURS]
            # Like for like with trafilatura, which returns text only: no Markdown, no language model.
            extractors[TEXT_ONLY_LABEL] = ours_extractor({**overrides, "markdown": False, "detect_language": False})
        peers = {label: trafilatura_extractor(**settings) for label, settings in PEERS.items()}
    predictions = {}
    runs = {}
    for name in names:
        run = run_dataset(name, args, score, extractors, peers)
        print_report(name, run, args.worst)
        runs[name] = run
        for label, preds in run["preds"].items():
            predictions.setdefault(label, {})[name] = preds
    if args.out:
        args.out.write_text(json.dumps(predictions, ensure_ascii=False), encoding="utf-8")
        print(f"\npredictions written to {args.out}")
    if not args.no_peers and not args.limit and args.dataset == "all":  # the whole table only
        table = quality_table(runs)
        RESULTS.mkdir(parents=True, exist_ok=True)
        (RESULTS / "quality.json").write_text(json.dumps(table, indent=1), encoding="utf-8")
        if draw_chart(table, args.chart, [OURS, TRAFILATURA, TRAFILATURA_DATATROVE]):
            print(f"\nchart written to {args.chart}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
