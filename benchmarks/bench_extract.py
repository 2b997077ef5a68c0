#!/usr/bin/env python3
"""Quality and speed of beam_extract.extract beside trafilatura and resiliparse, on the shared development sets.

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
- "resiliparse": `resiliparse.extract.html2text.extract_plain_text(html, main_content=True)`, the speed
  peer (C++, its main-content heuristics; every other option its default); bytes are decoded first
  as its documentation does (`bytes_to_str(raw, detect_encoding(raw))`).

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

Where the time goes (a second, separate pass over each set, so that the timed pass above stays
clean): the stage split of ours, each page run once more with the stage functions that
`extractor.py` calls through their modules (`STAGE_FUNCTIONS`) wrapped by a stack-based timer that
charges each stage its exclusive time (a stage called inside another is not counted twice; the
content HTML's serialisation and the Document's validity scan are "output"; what no stage covers,
extract_tree's own glue and the freeing of the page's trees, is "other"), as a share of the total and ms per
page; beside it the floor, libxml2 parsing the same pages' UTF-8 bytes as our parse does (the parser
options of beam_extract/parse.py, pages/s), and ours / floor. Then the tail (p50 / p99 / max ms per
page, from the timed pass) of ours and the peers, and ours' `--slowest N` pages with their stage
split. The stage pass runs by default in the full run; `--no-stages` skips it, `--stages` adds it to
`--no-peers` runs. A stage function missing from the code (renamed) is named in a warning and its
stage shows "-" (or its figure is marked "*" when only some of its functions were found).

`--limit N` takes N pages per dataset, evenly spaced over the sorted ids. Exit code 2 when the
shared data is missing.
"""
from __future__ import annotations

import argparse
import contextlib
import functools
import gzip
import importlib
import importlib.util
import json
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import NamedTuple

DATASETS = ("scrapinghub", "wcxb-dev", "trafilatura-eval-dev")
RAW_INPUT = frozenset(("trafilatura-eval-dev",))  # sets whose pages every extractor gets as bytes
RESULTS = Path(__file__).resolve().parent / "results"
OURS = "ours"
MARKDOWN_LABEL = "ours (md→text)"
TEXT_ONLY_LABEL = "ours text-only"
TRAFILATURA = "trafilatura"
TRAFILATURA_DATATROVE = "trafilatura (datatrove)"
RESILIPARSE = "resiliparse"
# Where ours spends its time: (module of beam_extract, function, stage). extractor.py calls these
# through their module (`clean.locate_prose(...)`, `region_choice.choose_content(...)`) or as its own
# globals, so replacing the module attribute times every call. Functions called inside a stage's function are charged to it unless
# listed here themselves (locate_prose is charged to whichever of choose_content / narrow_to_prose
# / replies_hold_the_prose calls it). Every call extract_tree makes into clean/ and blocks is listed
# (the page-kind rules and the tidying after content_root), and the region rules it runs between
# the regions and content_root; "output" is the content HTML's serialisation and the Document's
# validity scan. The time of extract() outside all of them is "other": extract_tree's own glue,
# freeing the parsed page's tree as extract() returns and the content document as extract_tree()
# returns, clean's memos forgotten (`clean.forget_the_document`) and the cycle collector's runs
# (on WCXB dev, 2026-12-03, py-spy --native: the two trees' freeing 5.4% and 2.4% of extract()).
# 2026-12-05 (round 40): with these listed, "other" went from 28.9% to 7.7% of WCXB dev: see docs/rounds.md.
_CLEAN_AFTER_THE_REGION = (
    "drop_nosnippet_blocks", "drop_breadcrumb_lists", "drop_member_groups", "drop_embed_captions",
    "drop_copied_solutions", "drop_repeated_posts", "drop_signature_rules", "drop_role_signatures",
    "drop_letter_avatars", "drop_post_positions", "drop_short_variants", "drop_fold_controls",
    "drop_toggle_groups", "drop_instance_suffixes", "drop_post_numbers", "drop_relative_times",
    "drop_group_badges", "drop_poster_by_words", "drop_copied_topic_headers", "drop_reply_counts",
    "drop_bbcode_tag_lines", "drop_image_addresses", "drop_cloaked", "drop_policy_boxes",
    "drop_checkout_notes", "drop_scarcity_notes", "drop_review_lines", "drop_field_key_terms",
    "drop_repeated_shop_blocks", "drop_copies_and_previews", "drop_tab_strips", "drop_raw_block_links",
    "drop_skip_links", "drop_inline_captions", "drop_photo_captions", "drop_date_lines",
    "drop_dated_kickers", "drop_broken_lines", "drop_unfilled_box_headings", "drop_closing_heading",
    "separate_abutting_inlines", "holds_placeholder", "drop_placeholder_text",
)
_BLOCKS_AROUND_PRUNING = (
    "linked_row_cells", "linked_rows", "unlink_heading_links", "unlink_ingredient_links",
    "unlink_named_anchors", "relink_heading_anchors", "restore_row_cells", "restore_linked_rows",
)
_PAGE_RULES = ("page_walk", "is_wordpress_product", "drop_breakpoint_variants")
_REGION_RULES = ("widen_to_tab_panels",)
_LEDE_RULES = ("lede_outside", "described_lede_outside", "hero_lede_outside")
_RECIPE_RULES = ("ingredients_outside", "recipe_description_outside")
_THREAD_RULES = ("is_khoros_topic", "dated_posts_hold_the_page", "voted_posts", "replies_in_the_region")
_ITEM_LIST_RULES = ("with_item_list", "is_item_listing")
STAGE_FUNCTIONS = (
    ("decode", "sniff_binary", "decode"),
    ("decode", "decode_page", "decode"),
    ("decode", "garbled", "decode"),
    ("decode", "unreadable_text", "decode"),
    ("payload", "json_text", "decode"),
    ("payload", "feed_text", "decode"),
    ("payload", "xml_document_root", "decode"),
    ("parse", "parse_page", "parse"),
    ("metadata", "read_metadata", "metadata"),
    ("regions", "choose_regions", "region"),
    ("regions", "build_content_document", "region"),
    ("region_choice", "choose_content", "region"),
    ("thread_verdicts", "replies_hold_the_prose", "region"),
    # what the extractor reads of the page besides metadata to choose the region and the rules
    ("page_facts", "page_facts", "region"),  # the one walk the next four read
    ("page_facts", "offers_to_buy", "region"),
    ("page_facts", "place_streamed_segments", "region"),
    ("page_facts", "declares_one_product", "region"),
    ("page_facts", "describes_its_product", "region"),
    ("clean", "nested_posts", "region"),
    *(("page_facts", name, "region") for name in _PAGE_RULES),
    *(("region_choice", name, "region") for name in _REGION_RULES),
    *(("ledes", name, "region") for name in _LEDE_RULES),
    *(("recipe_parts", name, "region") for name in _RECIPE_RULES),
    *(("item_lists", name, "region") for name in _ITEM_LIST_RULES),
    *(("thread_verdicts", name, "region") for name in _THREAD_RULES),
    ("region_choice", "content_root", "clean"),
    ("region_choice", "narrow_to_prose", "clean"),
    ("clean", "drop_figures", "clean"),
    ("clean", "drop_title_heading", "clean"),
    ("product_parts", "unshown_description", "clean"),  # a product's description only in its JSON-LD
    # the page-kind rules extract_tree runs on the content document after content_root
    ("clean", "drop_post_chrome", "clean"),
    ("clean", "drop_repeated_quotes", "clean"),
    ("clean", "drop_post_titles", "clean"),
    ("clean", "drop_lone_numbers", "clean"),
    ("clean", "drop_nested_posts", "clean"),
    ("clean", "drop_comment_threads", "clean"),
    ("clean", "drop_reviews", "clean"),
    ("clean", "drop_option_pickers", "clean"),
    ("clean", "drop_product_cards", "clean"),
    ("clean", "drop_price_lines", "clean"),
    ("clean", "drop_repeated_blocks", "clean"),
    *(("clean", name, "clean") for name in _CLEAN_AFTER_THE_REGION),
    ("extractor", "holds_code", "blocks"),
    ("blocks", "prune_blocks", "blocks"),
    *(("blocks", name, "blocks") for name in _BLOCKS_AROUND_PRUNING),
    ("mojibake", "mojibake_repair", "text"),
    ("text_repair", "repair_text", "text"),
    ("text", "render_text", "text"),
    ("markdown", "render_markdown", "markdown"),
    ("language", "detect_language", "language"),
    ("extractor", "content_html", "output"),
    ("document", "valid_text", "output"),
)
OTHER_STAGE = "other"
STAGES = ("decode", "parse", "metadata", "region", "clean", "blocks", "text", "markdown", "language", "output",
          OTHER_STAGE)
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
    parser.add_argument("--stages", action="store_true", help="also run the stage-split pass with --no-peers")
    parser.add_argument("--no-stages", action="store_true", help="skip the stage-split pass of the full run")
    parser.add_argument("--slowest", type=int, default=5, help="list ours' N slowest pages with their stage split")
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
    from beam_extract.markdown_text import markdown_to_text

    return markdown_to_text(doc.markdown) if doc is not None and doc.markdown else ""


def trafilatura_extractor(**settings):
    import trafilatura

    def run(html, url):
        return trafilatura.extract(html, url=url, **settings) or ""

    return run


def resiliparse_extractor(**settings):
    from resiliparse.extract.html2text import extract_plain_text
    from resiliparse.parse.encoding import bytes_to_str, detect_encoding

    def run(html, url):
        if isinstance(html, bytes):
            html = bytes_to_str(html, detect_encoding(html))
        return extract_plain_text(html, **settings)

    return run


class Peer(NamedTuple):
    """A peer extractor: the distribution it comes from (its version keys the cache), the keyword
    arguments of its call, `make(**settings)` giving `run(html, url) -> text`, and how the chart
    names the call beside the version."""
    package: str
    settings: dict
    make: Callable[..., Callable]
    setting_name: str


PEERS = {
    TRAFILATURA: Peer("trafilatura", {}, trafilatura_extractor, "defaults"),
    TRAFILATURA_DATATROVE: Peer("trafilatura", {"favor_precision": True, "include_comments": False, "deduplicate": True},
                                trafilatura_extractor, "datatrove's settings"),
    RESILIPARSE: Peer("resiliparse", {"main_content": True}, resiliparse_extractor, "main content"),
}


def peer_version(label: str) -> str:
    """"<package> <version>" of the peer `label` ("<package> (not installed)" when it is missing)."""
    from importlib.metadata import PackageNotFoundError, version

    package = PEERS[label].package
    try:
        return f"{package} {version(package)}"
    except PackageNotFoundError:
        return f"{package} (not installed)"


def missing_peers() -> list[str]:
    """The peers' distributions that are not installed."""
    return sorted({peer.package for peer in PEERS.values() if importlib.util.find_spec(peer.package) is None})


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
    if cached.get("version") != peer_version(label) or cached.get("settings") != PEERS[label].settings:
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
    if old.get("version") != peer_version(label) or old.get("settings") != PEERS[label].settings:
        old = {}
    payload = {
        "version": peer_version(label), "settings": PEERS[label].settings,
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


class StageClock:
    """Exclusive time per stage from nested enter/leave calls: a stage entered inside another is
    charged its own time, and its parent only the rest (nothing is counted twice)."""

    def __init__(self, clock: Callable[[], float] = time.perf_counter):
        self._clock = clock
        self._open: list[list] = []  # [stage, start, time spent in stages inside it]
        self.totals: dict[str, float] = {}

    def enter(self, stage: str) -> None:
        self._open.append([stage, self._clock(), 0.0])

    def leave(self) -> None:
        stage, start, inner = self._open.pop()
        elapsed = self._clock() - start
        self.totals[stage] = self.totals.get(stage, 0.0) + elapsed - inner
        if self._open:
            self._open[-1][2] += elapsed

    def wrap(self, function: Callable, stage: str) -> Callable:
        @functools.wraps(function)
        def timed_stage(*args, **kwargs):
            self.enter(stage)
            try:
                return function(*args, **kwargs)
            finally:
                self.leave()

        return timed_stage

    def take(self) -> dict[str, float]:
        """The totals so far (seconds per stage), and start again from zero."""
        totals, self.totals = self.totals, {}
        return totals


@contextlib.contextmanager
def stage_timers(clock: StageClock, table: Sequence[tuple[str, str, str]] = STAGE_FUNCTIONS,
                 package: str = "beam_extract") -> Iterator[dict[str, set[str]]]:
    """Wrap every function of `table` in its module for the duration; yields {"found": stages with
    at least one function wrapped, "partial": stages with some missing}. A missing module or
    function is named in a warning on stderr, never an error (the table follows the code)."""
    wrapped: list[tuple[object, str, Callable]] = []
    found: set[str] = set()
    missing: set[str] = set()
    try:
        for module_name, function_name, stage in table:
            try:
                module = importlib.import_module(f"{package}.{module_name}")
            except ImportError:
                module = None
            original = getattr(module, function_name, None)
            if not callable(original):
                print(f"  warning: stage split: {package}.{module_name}.{function_name} not found "
                      f"(stage {stage!r} is not fully measured)", file=sys.stderr)
                missing.add(stage)
                continue
            setattr(module, function_name, clock.wrap(original, stage))
            wrapped.append((module, function_name, original))
            found.add(stage)
        yield {"found": found, "partial": found & missing}
    finally:
        for module, function_name, original in reversed(wrapped):
            setattr(module, function_name, original)


def stage_table(per_page: Sequence[dict[str, float]], found: set[str], stages: Sequence[str] = STAGES) -> dict:
    """Per-page stage seconds -> {stage: {"share", "ms_per_page"}, or None for a stage not
    measured}; the total is the sum over every stage (the pages' whole time)."""
    totals = {stage: sum(page.get(stage, 0.0) for page in per_page) for stage in stages}
    whole = sum(totals.values())
    pages = len(per_page)
    table = {}
    for stage in stages:
        if stage != OTHER_STAGE and stage not in found:
            table[stage] = None
            continue
        table[stage] = {"share": totals[stage] / whole if whole else 0.0,
                        "ms_per_page": totals[stage] * 1000 / pages if pages else 0.0}
    return table


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100) with linear interpolation between closest ranks (numpy's default)."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("percentile of no values")
    rank = (len(ordered) - 1) * q / 100
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def tail_ms(seconds: Sequence[float]) -> dict[str, float]:
    """p50 / p99 / max of per-page times, in ms."""
    return {"p50": percentile(seconds, 50) * 1000, "p99": percentile(seconds, 99) * 1000, "max": max(seconds) * 1000}


def lxml_floor_parser():
    """libxml2's HTML parser with the options of beam_extract/parse.py (UTF-8 bytes in)."""
    from lxml import etree

    return etree.HTMLParser(encoding="utf-8", huge_tree=True, remove_comments=True, remove_pis=True,
                            no_network=True, collect_ids=False)


def utf8_of(html: str | bytes) -> bytes:
    """The page as the UTF-8 bytes our parse hands libxml2 (raw bytes decoded as ours decodes them)."""
    if isinstance(html, bytes):
        from beam_extract import decode

        html, _ = decode.decode_html(html, None)
    return html.encode("utf-8", "replace")


def stage_pass(function, pages: list[tuple[str, str | bytes, str | None]]) -> dict:
    """Each page through `function` once more with the stage functions timed, then libxml2's parse
    alone of the same pages: {"per_page": {key: {stage: s}}, "found", "partial", "floor_pages_per_s"}."""
    clock = StageClock()
    per_page = {}
    with stage_timers(clock) as measured:
        for key, html, url in pages:
            clock.enter(OTHER_STAGE)
            try:
                function(html, url)
            except Exception:  # noqa: BLE001 - the timed pass reports errors; here only the time counts
                pass
            finally:
                clock.leave()
            per_page[key] = clock.take()
    from lxml import etree

    parser = lxml_floor_parser()
    data = [utf8_of(html) for _, html, _ in pages]
    if data:
        etree.fromstring(data[0], parser)  # warm-up, untimed
    started = time.perf_counter()
    for page in data:
        etree.fromstring(page, parser)
    seconds = time.perf_counter() - started
    return {"per_page": per_page, "found": measured["found"], "partial": measured["partial"],
            "floor_pages_per_s": len(data) / seconds if seconds else None}


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
    stages = None
    if args.stages and OURS in live:
        pages = []
        for key, path in zip(keys, paths):
            raw = gzip.decompress(path.read_bytes())
            pages.append((key, raw if raw_input else raw.decode("utf-8", errors="replace"), urls.get(key)))
        stages = stage_pass(live[OURS], pages)
    gold = {k: v for k, v in gold.items() if k in set(keys)}
    halves = {half: {k: v for k, v in gold.items() if half_of(k) == half} for half in ("even", "odd")}
    report = {}
    for label in preds:
        result = score_set(score, kind, gold, preds[label])
        result["kind"] = kind
        timings = times.get(label)
        result["pages_per_s"] = len(timings) / sum(timings) if timings else None
        result["median_ms"] = statistics.median(timings) * 1000 if timings else None
        result["tail"] = tail_ms(timings) if timings else None
        result["errors"] = errors.get(label, {})
        result["page_f1"] = page_f1(score, kind, result, gold, preds[label])
        result["halves"] = {
            half: _summary(score_set(score, kind, subset, preds[label]))
            for half, subset in halves.items() if subset
        }
        result["cached"] = label in cached_labels
        report[label] = result
    ours_times = dict(zip(keys, times[OURS])) if OURS in live else {}
    return {"kind": kind, "gold": gold, "preds": preds, "results": report, "pages": len(paths),
            "halves": {h: len(s) for h, s in halves.items()}, "stages": stages, "ours_times": ours_times}


def _stage_cell(entry: dict | None, value: float, partial: bool, width: int, digits: int) -> str:
    if entry is None:
        return f"{'-':>{width}}"
    mark = "*" if partial else ""
    return f"{value:{width - len(mark)}.{digits}f}{mark}"


def print_timing(run: dict, slowest: int) -> None:
    """The stage split, the lxml floor, the tail and ours' slowest pages (see the module docs)."""
    results = run["results"]
    tails = {label: r["tail"] for label, r in results.items() if r.get("tail")}
    if tails:
        print(f"  tail, ms per page (timed pass):  {'p50':>8} {'p99':>8} {'max':>8}")
        for label, tail in tails.items():
            mark = " (cached)" if results[label].get("cached") else ""
            print(f"  {label:<32} {tail['p50']:8.2f} {tail['p99']:8.2f} {tail['max']:8.1f}{mark}")
    stages = run.get("stages")
    if not stages:
        return
    per_page = stages["per_page"]
    table = stage_table(list(per_page.values()), stages["found"])
    partial = stages["partial"]
    whole_ms = sum(sum(page.values()) for page in per_page.values()) * 1000 / max(1, len(per_page))
    print(f"  stage split of ours (separate pass, exclusive time, {len(per_page)} pages, {whole_ms:.2f} ms/page):")
    print("  " + f"{'':<10}" + "".join(f"{stage[:9]:>10}" for stage in STAGES))
    print("  " + f"{'share %':<10}" + "".join(
        _stage_cell(table[s], table[s]["share"] * 100 if table[s] else 0, s in partial, 10, 1) for s in STAGES))
    print("  " + f"{'ms/page':<10}" + "".join(
        _stage_cell(table[s], table[s]["ms_per_page"] if table[s] else 0, s in partial, 10, 2) for s in STAGES))
    if partial:
        print("  (* some of the stage's functions were not found: its figure is a lower bound)")
    floor = stages.get("floor_pages_per_s")
    ours_rate = results.get(OURS, {}).get("pages_per_s")
    if floor:
        ratio = f"; ours {ours_rate:.1f} pages/s = {ours_rate / floor:.3f}x of the floor" if ours_rate else ""
        print(f"  floor: libxml2 parse alone (parse.py's options, UTF-8 bytes) {floor:.1f} pages/s{ratio}")
    ours_times = run.get("ours_times") or {}
    if slowest and ours_times:
        print(f"  slowest {slowest} pages of ours: timed-pass ms, stage-pass ms, then ms per stage")
        print("  " + f"{'page':<34}{'timed':>8}{'staged':>8}" + "".join(f"{stage[:8]:>9}" for stage in STAGES))
        for key in sorted(ours_times, key=ours_times.get, reverse=True)[:slowest]:
            split = per_page.get(key, {})
            cells = "".join(
                f"{'-':>9}" if table[stage] is None else f"{split.get(stage, 0.0) * 1000:9.1f}" for stage in STAGES)
            print(f"  {key[:33]:<34}{ours_times[key] * 1000:8.1f}{sum(split.values()) * 1000:8.1f}{cells}")


def _summary(result: dict) -> dict:
    keys = ("pages", "f1", "precision", "recall", "with_found", "without_leaked", "f1_by_type", "pages_by_type")
    return {k: result[k] for k in keys if result.get(k) is not None}


def print_report(name: str, run: dict, worst: int, slowest: int = 0) -> None:
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
    for peer in PEERS:
        theirs = run["results"].get(peer, {}).get("pages_per_s")
        note = " (peer times from the cache: another run, another load; --refresh-peers to compare)" \
            if run["results"].get(peer, {}).get("cached") else ""
        for label in (OURS, TEXT_ONLY_LABEL):
            ours = run["results"].get(label, {}).get("pages_per_s")
            if ours and theirs and label in run["results"] and len(run["results"]) > 1:
                print(f"  speed ratio {label} / {peer}: {ours / theirs:.2f}x{note}")
    print_timing(run, slowest)
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
                label: {**_summary(r), "halves": r["halves"], "pages_per_s": r["pages_per_s"], "cached": r["cached"],
                        "tail_ms": r.get("tail")}
                for label, r in run["results"].items()
            },
        }
        stages = run.get("stages")
        if stages:
            table[name]["stage_split"] = stage_table(list(stages["per_page"].values()), stages["found"])
            table[name]["lxml_floor_pages_per_s"] = stages["floor_pages_per_s"]
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
    names = {OURS: "beam-extract",
             **{label: f"{peer_version(label)} ({peer.setting_name})" for label, peer in PEERS.items()}}
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
    ax.legend(fontsize=8, loc="upper right", ncol=len(labels))
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
        return 0 if draw_chart(table, args.chart, [OURS, *PEERS]) else 1
    if args.only == "ours":
        args.no_peers = True
    # The stage pass: by default in the full run, on request with --no-peers, never with --no-stages.
    args.stages = (args.stages or not args.no_peers) and not args.no_stages
    absent = [] if args.no_peers else missing_peers()
    if absent:
        print(f"bench_extract: the peers {', '.join(absent)} are not all installed: run `make install-bench` "
              "(or pass --no-peers)", file=sys.stderr)
        return 2
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
        peers = {label: peer.make(**peer.settings) for label, peer in PEERS.items()}
    predictions = {}
    runs = {}
    for name in names:
        run = run_dataset(name, args, score, extractors, peers)
        print_report(name, run, args.worst, args.slowest)
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
        if draw_chart(table, args.chart, [OURS, *PEERS]):
            print(f"\nchart written to {args.chart}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
