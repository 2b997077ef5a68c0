"""Sweep of adversarial page shapes for superlinear time in the extractor's per-page rules.

In: nothing (every page is built here, at growing sizes: each size twice the one before).
Out: a table, one line per shape: the sizes run, the CPU seconds of `extract()` at each, the growth
of the last doubling (about 2 linear, about 4 quadratic) and the functions of the largest run that
took the most CPU of their own (cProfile). A shape whose page takes longer than `--alarm` seconds
stops growing and is flagged; so is one whose last doubling grows by more than `--ratio`.

    .venv/bin/python benchmarks/sweep_shapes.py                 # every shape
    .venv/bin/python benchmarks/sweep_shapes.py --only deep_br,table --steps 4
    .venv/bin/python benchmarks/sweep_shapes.py --scale 2      # every size twice as large

CPU is `time.process_time()` (the host may be loaded); the profile is taken in a second run of the
largest page, so the times in the table are not inflated by it.
"""
from __future__ import annotations

import argparse
import cProfile
import gc
import pstats
import sys
import time
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from beam_extract import extract  # noqa: E402
from beam_extract.options import PageTooLarge  # noqa: E402

WORDS = "the quick brown fox jumps over a lazy dog while seven happy writers describe it"


def page(body: str, head: str = "") -> str:
    return f"<html><head><title>A page</title>{head}</head><body>{body}</body></html>"


def article(body: str, head: str = "") -> str:
    return page("<header><nav><a href='/'>Home</a></nav></header><main><article><h1>Title here</h1>"
                f"<p>{WORDS}. {WORDS}.</p>{body}<p>{WORDS} at the end.</p></article></main>"
                "<footer>Footer words</footer>", head)


# Each shape: n -> page. The base sizes make the smallest page take well under a second.
def deep_div(n: int) -> str:
    return article("<div>" * n + WORDS + "</div>" * n)


def deep_div_text(n: int) -> str:
    return article(f"<div><p>{WORDS}</p>" * n + "</div>" * n)


def deep_br(n: int) -> str:  # nesting over many <br>s (the kicker and line rules were quadratic on it)
    return article("<div>" * 900 + f"<p>{WORDS}</p>" + "<br>" * n + "<p>more words</p>" + "</div>" * 900)


def nested_wide(n: int) -> str:  # n nested divs, each holding 20 children of its own
    cell = f"<p>{WORDS}</p><span>a b</span><a href='/x'>link</a><br>" * 5
    return article(f"<div>{cell}" * n + "</div>" * n)


def wide_p(n: int) -> str:
    return article(f"<p>{WORDS}</p>" * n)


def wide_div(n: int) -> str:
    return article(f"<div>{WORDS}</div>" * n)


def wide_span(n: int) -> str:
    return article("<p>" + "<span>w</span> " * n + "</p>")


def deep_list(n: int) -> str:
    return article("<ul><li>item words here" * n + "</li></ul>" * n)


def wide_list(n: int) -> str:
    return article("<ul>" + "<li><a href='/a'>an item link</a> and text</li>" * n + "</ul>")


def deep_table(n: int) -> str:
    return article("<table><tr><td>cell words" * n + "</td></tr></table>" * n)


def table(n: int) -> str:  # n rows of 50 cells
    row = "<tr>" + "<td>cell 12</td>" * 50 + "</tr>"
    return article("<table>" + row * n + "</table>")


def many_br(n: int) -> str:
    return article("<p>" + "a few words<br>" * n + "</p>")


def bare_br(n: int) -> str:
    return article("<br>" * n)


def huge_text(n: int) -> str:
    return article("<p>" + (WORDS + ". ") * n + "</p>")


def huge_word(n: int) -> str:
    return article("<p>" + "x" * (n * 80) + "</p>")


def many_links(n: int) -> str:
    return article("<div>" + "<a href='/page/1'>a link text</a> " * n + "</div>")


def links_in_prose(n: int) -> str:
    return article(f"<p>{WORDS} <a href='/p'>linked words</a> more words.</p>" * n)


def many_headings(n: int) -> str:
    return article(f"<h2>Heading words</h2><p>{WORDS}</p>" * n)


def bare_headings(n: int) -> str:
    return article("<h3>Related posts</h3>" * n)


def many_forms(n: int) -> str:
    return article("<form><input type=text name=q><button>Go</button><label>Name</label></form>" * n)


def many_buttons(n: int) -> str:
    return article("<button>Share this</button>" * n)


def repeated_blocks(n: int) -> str:
    return article(f"<div class='box'><p>{WORDS}</p><a href='/x'>more</a></div>" * n)


def comment_thread(n: int) -> str:  # a thread n replies deep, each reply with a byline and date
    reply = ("<div class='comment'><div class='comment-author'>Anna</div>"
             "<time datetime='2024-03-12'>12 March 2024</time><p>" + WORDS + "</p>")
    return article("<section class='comments'>" + reply * n + "</div>" * n + "</section>")


def flat_comments(n: int) -> str:
    reply = ("<li class='comment'><div class='comment-author'>Anna</div>"
             "<time datetime='2024-03-12'>12 March 2024</time><p>" + WORDS + "</p></li>")
    return article("<ol class='comment-list'>" + reply * n + "</ol>")


def long_class(n: int) -> str:  # 200 elements, each class string n * 10 characters
    cls = " ".join(f"c{i}x" for i in range(n))
    return article(f"<div class='{cls} sidebar-widget'><p>{WORDS}</p></div>" * 200)


def long_attribute(n: int) -> str:
    return article(f"<p data-x='{'y' * (n * 100)}' style='{'a:b;' * n}'>{WORDS}</p>" * 10)


def dated_p(n: int) -> str:
    return article("<p>Posted on 12 March 2024 by Anna</p>" * n)


def dated_divs(n: int) -> str:
    return article(f"<div><span>12.03.2024</span><a href='/t'>{WORDS}</a></div>" * n)


def jsonld(n: int) -> str:
    script = ('<script type="application/ld+json">{"@type":"NewsArticle","headline":"H",'
              '"datePublished":"2024-03-12","author":{"name":"Anna"}}</script>')
    return article("", head=script * n)


def big_jsonld(n: int) -> str:
    items = ",".join('{"@type":"Thing","name":"n%d"}' % i for i in range(n))
    return article("", head=f'<script type="application/ld+json">{{"@graph":[{items}]}}</script>')


def markdown_text(n: int) -> str:
    lines = "<br>".join(f"# not a heading {i}<br>- not a list<br>1. not numbered<br>> quote *x* _y_ `z`"
                        for i in range(n))
    return article(f"<p>{lines}</p>")


def markdown_pre(n: int) -> str:
    return article("<pre>" + "# x\n- y\n1. z\n```\n" * n + "</pre>")


def deep_inline(n: int) -> str:
    return article("<p>" + "<b><i><span>w " * n + "</span></i></b>" * n + "</p>")


def deep_blockquote(n: int) -> str:
    return article("<blockquote>q " * n + "</blockquote>" * n)


def deep_sections(n: int) -> str:
    return article(f"<section><h2>Part</h2><p>{WORDS}</p>" * n + "</section>" * n)


def many_articles(n: int) -> str:
    return page(f"<article><h2><a href='/a'>Teaser title</a></h2><p>{WORDS}</p>"
                "<time>12 March 2024</time></article>" * n)


def deep_articles(n: int) -> str:
    return page(f"<article><p>{WORDS}</p>" * n + "</article>" * n)


def many_images(n: int) -> str:
    return article("<figure><img src='/i.png' alt='an image'><figcaption>caption</figcaption></figure>" * n)


def many_iframes_hidden(n: int) -> str:
    return article(f"<div hidden><p>{WORDS}</p></div><div style='display:none'>x</div>" * n)


def nested_lists_wide(n: int) -> str:  # n nested lists, each holding 10 items
    return article(("<ul>" + "<li><a href='/a'>menu item</a></li>" * 10 + "<li>") * n + "</li></ul>" * n)


def deep_div_br(n: int) -> str:  # n nested divs, each with a <br> and some words
    return article("<div>w<br>" * n + "</div>" * n)


def deep_main(n: int) -> str:
    return page("<main><div>" * n + f"<p>{WORDS}</p>" + "</div></main>" * n)


def many_dl(n: int) -> str:
    return article("<dl>" + "<dt>Term</dt><dd>definition words here</dd>" * n + "</dl>")


def many_code(n: int) -> str:
    return article("<pre><code>" + "x = 1; y = [2]\n" * n + "</code></pre>")


def many_meta(n: int) -> str:
    return article("", head="<meta property='article:tag' content='tag'>" * n)


def many_li_dates(n: int) -> str:
    return article("<ul>" + "<li><a href='/p'>A teaser title words</a> 12 March 2024</li>" * n + "</ul>")


def nested_beside_br(n: int) -> str:  # 900 nested divs, each a <br> beside the next, over n <br>s
    return article("<div><br>" * 900 + f"<p>{WORDS}</p>" + "<br>" * n + "<p>more words</p>" + "</div>" * 900)


def nested_over_spans(n: int) -> str:  # 900 nested divs, each with a short text, over n empty spans
    return article("<div><span>x</span>" * 900 + "<span></span>" * n + "</div>" * 900)


def deep_json(n: int) -> str:  # JSON-LD nested n levels deep
    return article("", head='<script type="application/ld+json">' + '{"a":[' * n + "1" + "]}" * n + "</script>")


def long_title(n: int) -> str:
    return article("", head="").replace("<title>A page</title>", "<title>" + "Words here | " * n + "</title>")


def huge_whitespace(n: int) -> str:
    return article("<p>" + ("word" + " \n\t " * 50) * n + "</p>")


def many_colons(n: int) -> str:
    return article("<p>" + "Foto: a b c; Photo: d e " * n + "</p>")


def many_dates_text(n: int) -> str:
    return article("<p>" + "12 March 2024, 2024-03-12 and 12.03.2024 " * n + "</p>")


def many_hrefs(n: int) -> str:
    return article("".join(f"<a href='../{'x/' * 50}{i}?q={'y' * 200}'>l{i}</a> " for i in range(n)))


def nested_tables_wide(n: int) -> str:  # 200 nested tables, each row holding n / 200 cells
    cells = "<td>c</td>" * max(1, n // 200)
    return article(f"<table><tr>{cells}<td>" * 200 + "</td></tr></table>" * 200)


# name: (shape, first size)
SHAPES: dict[str, tuple[Callable[[int], str], int]] = {
    "deep_div": (deep_div, 625),
    "deep_div_text": (deep_div_text, 125),
    "deep_br": (deep_br, 2_500),
    "nested_wide": (nested_wide, 60),
    "wide_p": (wide_p, 3_000),
    "wide_div": (wide_div, 3_000),
    "wide_span": (wide_span, 6_000),
    "deep_list": (deep_list, 125),
    "wide_list": (wide_list, 2_000),
    "deep_table": (deep_table, 60),
    "table": (table, 60),
    "many_br": (many_br, 5_000),
    "bare_br": (bare_br, 10_000),
    "huge_text": (huge_text, 10_000),
    "huge_word": (huge_word, 10_000),
    "many_links": (many_links, 3_000),
    "links_in_prose": (links_in_prose, 1_500),
    "many_headings": (many_headings, 1_000),
    "bare_headings": (bare_headings, 2_000),
    "many_forms": (many_forms, 1_500),
    "many_buttons": (many_buttons, 3_000),
    "repeated_blocks": (repeated_blocks, 1_500),
    "comment_thread": (comment_thread, 125),
    "flat_comments": (flat_comments, 1_000),
    "long_class": (long_class, 250),
    "long_attribute": (long_attribute, 1_000),
    "dated_p": (dated_p, 1_500),
    "dated_divs": (dated_divs, 1_000),
    "jsonld": (jsonld, 500),
    "big_jsonld": (big_jsonld, 5_000),
    "markdown_text": (markdown_text, 1_000),
    "markdown_pre": (markdown_pre, 5_000),
    "deep_inline": (deep_inline, 125),
    "deep_blockquote": (deep_blockquote, 125),
    "deep_sections": (deep_sections, 125),
    "many_articles": (many_articles, 500),
    "deep_articles": (deep_articles, 125),
    "many_images": (many_images, 1_500),
    "hidden": (many_iframes_hidden, 1_500),
    "nested_lists_wide": (nested_lists_wide, 60),
    "deep_div_br": (deep_div_br, 250),
    "deep_main": (deep_main, 125),
    "many_dl": (many_dl, 2_000),
    "many_code": (many_code, 5_000),
    "many_meta": (many_meta, 2_000),
    "many_li_dates": (many_li_dates, 1_000),
    "nested_beside_br": (nested_beside_br, 2_500),
    "nested_over_spans": (nested_over_spans, 2_500),
    "deep_json": (deep_json, 1_000),
    "long_title": (long_title, 1_000),
    "huge_whitespace": (huge_whitespace, 1_000),
    "many_colons": (many_colons, 2_000),
    "many_dates_text": (many_dates_text, 1_000),
    "many_hrefs": (many_hrefs, 1_000),
    "nested_tables_wide": (nested_tables_wide, 2_000),
}


def cpu_of(html: str) -> float:
    gc.collect()
    started = time.process_time()
    try:
        extract(html, "https://example.com/a/page")
    except PageTooLarge:
        return float("nan")
    return time.process_time() - started


def top_functions(html: str, count: int) -> list[str]:
    profile = cProfile.Profile()
    profile.enable()
    with suppress(PageTooLarge):
        extract(html, "https://example.com/a/page")
    profile.disable()
    stats = pstats.Stats(profile).stats
    rows = sorted(stats.items(), key=lambda item: item[1][2], reverse=True)  # own time
    total = sum(value[2] for _, value in stats.items()) or 1.0
    names = []
    for (filename, _line, function), value in rows[:count]:
        module = Path(filename).stem if filename != "~" else ""
        names.append(f"{module}.{function}" if module else function.strip("<>"))
        names[-1] += f" {value[2] / total:.0%}"
    return names


def sweep(names: list[str], steps: int, scale: float, alarm: float, ratio_alarm: float, top: int) -> int:
    flagged = 0
    extract(article(""))  # loads what the first page would (the language model...)
    print(f"{'shape':<18} {'sizes':<28} {'CPU s per size':<34} {'growth':>6}  top own-time functions (largest)")
    for name in names:
        shape, first = SHAPES[name]
        sizes, times = [], []
        size = max(1, int(first * scale))
        for _ in range(steps):
            html = shape(size)
            seconds = cpu_of(html)
            sizes.append(size)
            times.append(seconds)
            if seconds > alarm:
                break
            size *= 2
        growth = times[-1] / times[-2] if len(times) > 1 and times[-2] > 0.005 else float("nan")
        alarm_hit = times[-1] > alarm or growth > ratio_alarm
        flagged += alarm_hit
        tops = top_functions(shape(sizes[-1]), top)
        print(f"{name:<18} {','.join(map(str, sizes)):<28} {' '.join(f'{t:.2f}' for t in times):<34} "
              f"{growth:>6.1f}{'!' if alarm_hit else ' '} {'; '.join(tops)}", flush=True)
    return flagged


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", help="comma-separated shape names (default: all)")
    parser.add_argument("--steps", type=int, default=4, help="sizes per shape, each twice the last")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every first size")
    parser.add_argument("--alarm", type=float, default=4.0, help="CPU seconds a page may take")
    parser.add_argument("--ratio", type=float, default=3.0, help="growth per doubling that flags a shape")
    parser.add_argument("--top", type=int, default=3, help="functions listed per shape")
    args = parser.parse_args(argv)
    names = args.only.split(",") if args.only else list(SHAPES)
    unknown = [name for name in names if name not in SHAPES]
    if unknown:
        parser.error(f"unknown shape(s): {', '.join(unknown)}; known: {', '.join(SHAPES)}")
    flagged = sweep(names, args.steps, args.scale, args.alarm, args.ratio, args.top)
    print(f"{flagged} of {len(names)} shapes flagged (over {args.alarm} s, or growth over {args.ratio})")
    return 1 if flagged else 0


if __name__ == "__main__":
    sys.exit(main())
