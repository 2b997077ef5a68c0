"""Sweep of adversarial page shapes for superlinear time in the extractor's per-page rules.

In: nothing (every page is built here, at growing sizes: each size twice the one before).
Out: a table, one line per shape: the sizes run, the CPU seconds of `extract()` at each, the growth
of the last doubling (about 2 linear, about 4 quadratic) and the functions of the largest run that
took the most CPU of their own (cProfile). A shape whose page takes longer than `--alarm` seconds
stops growing and is flagged; so is one whose last doubling grows by more than `--ratio`.
The WARC shapes (WARC_SHAPES) are files read by `warc.iter_records`, each page extracted; their
outcome is the count of each kind, "LOST" when a record or a byte range went missing. `--warc`
reads every page shape as a response record too.

    .venv/bin/python benchmarks/sweep_shapes.py                 # every shape
    .venv/bin/python benchmarks/sweep_shapes.py --only deep_br,table --steps 4
    .venv/bin/python benchmarks/sweep_shapes.py --scale 2      # every size twice as large
    .venv/bin/python benchmarks/sweep_shapes.py --warc --only deep_br,nul_flood

CPU is `time.process_time()` (the host may be loaded); the profile is taken in a second run of the
largest page, so the times in the table are not inflated by it. Each page must end as a Document,
None or a named refusal (PageTooLarge, PageTooComplex, NotHtml: the outcome column); any other
exception is a crash, and flags the shape.

Results 2026-12-02 (a host loaded 7-14 on 2 cores; CPU s at the largest size run, before -> after
the fixes of that day, measured base and fixed tree one after the other):
- the first 55 shapes: none over the alarm; deep_table, table and deep_sections flagged by growth
  at sizes under 0.2 s only (at four times the size: 1.6, 2.0, 2.4); comment_thread 2,000: 0.45 ->
  0.19 (each reply container walked all its ancestors: thread_verdicts.replies_in_the_region).
- metadata: unclosed_late_metas (decode) 16,000: 7.10 -> 0.01 (late_meta_charset's pattern read
  each unclosed "<meta " to the end); meta_languages 32,000: 0.62 -> 0.18 (a list insert at the
  front per tag); time_dates 4,000: 1.27 -> 0.05 (every date candidate parsed: DATE_CANDIDATES_READ);
  microdata_deep 500: 3.3 -> 0.15 (each byline candidate's whole text built, cubic);
  svg_titles 2,000: 2.55 -> 0.05 and titles_under_nest 2,000: 1.92 -> 0.03 (each title walked its
  ancestors, in metadata and in regions); bylines_under_nest 2,000: 0.91 -> 0.07 (the byline and
  the abutting-inline rules walked each candidate's ancestors); bylines_unreached 2,000: 0.70 ->
  1.53, bounded now (a candidate's text is read over at most BYLINE_MAX_ELEMENTS elements, in
  Python, where the old XPath read the whole subtree in C: quadratic, cheaper at this size).
  og_tags, jsonld_list, jsonld_graph_deep, jsonld_context_lists, title_colon_headings,
  huge_title_seps, meta_dates: linear, under 0.4 s.
- Markdown: deep_dl 1,000: 5.5 (each definition list level indents its whole content again,
  cubic), colspan_header 400: 0.51 and ragged_table 2,000: 0.25 (every row padded to the widest,
  the square of the cells): both in the C renderer (_speedups.render_markdown's end_dl and
  end_table, twins in markdown.py), not changed here. wide_table_columns, huge_spans, tall_table,
  deep_quote_lists, huge_pre_line, pre_fences, adjacent_marks, special_line, special_starts: linear.
- regions (many_mains, role_mains, nested_mains, equal_sections, equal_articles), language
  (mixed_scripts, digits_punct, emoji_text, lone_surrogates, control_chars), decode
  (lying_charset, bom_against_meta, header_vs_bytes, utf16_no_bom, invalid_utf8_runs,
  unclosed_comments) and URLs (long_hrefs, script_hrefs, bad_ipv6_hrefs, junk_base, dotted_hrefs,
  huge_data_uri): linear, under 0.3 s, every page a Document; no crash in any shape.

Results 2026-12-02, later (the shapes after titles_under_nest, `--scale 32 --steps 3`, and with
`--warc`): every one linear, none over 1.1 s, no crash. deep_formatting (96,000 inline elements
deep), deep_table_cells, deep_lists_unclosed and unclosed_formatting (320,000 unclosed <b>s) are
bounded by parse's nesting cap; many_attributes (a million on one tag) by its attribute cap;
many_attributes_each, one_text_node, huge_comment, charset_huge_label, million_char_url and
nul_flood reach PageTooLarge at that scale (a NUL flood is NotHtml to extract(), as a binary
payload). bylines_unreached 2,000: 1.53 -> 0.4 s (metadata reads the candidates' text by lxml's
walks). The WARC shapes (read by warc.iter_records, each page extracted): every record comes
out once and the ranges tile the file; zero-length records, empty HTTP bodies and metadata
members are skipped by name, the too-short Content-Length dead-letters the bytes after each
record and keeps the page, the too-long one dead-letters its record and the records after it
are found again, gzip bombs (content coding or the record's own member) are skipped as
too-large; many_interim_responses lost its page (skipped as http-status) before warc passed
over 1xx heads. Not shown here: a table of 20,000 rows of ragged widths renders in 1.0 s with
the C speedups (8.5 s pure), linear, its Markdown bounded by the capped colspan; a WARC read
through a stream that returns one byte a read, or a payload of one-byte chunks, costs ~3 us a
byte, linear.

Results 2026-12-02, reliability round (each document's row now goes through every writer:
`unwritable`, JSONL, JSONL.gz, text and Parquet, before and after the pipeline's row repair; a
WARC page's outcome is what extract() made of it). Pages: large_article 15 MB in 1.6 s CPU (25 MB
is PageTooLarge), deep_plain_nest 100,000 levels 0.7 s, many_html_body, svg_heavy, mathml_heavy,
xhtml_page, bogus_http_label, UTF-16/32 with and without a BOM, UTF-16 under a UTF-8 label,
surrogate_entities and noncharacters: linear, under 0.1 s at 1,000, every row written;
frameset_only is no content. control_chars (str) is NotHtml now, as its bytes always were (the
text check counts NUL/C0 controls as the byte sniff does). WARC shapes: gzip_length_short and
_long, split_members (a member boundary inside each record), garbage_members, record_kinds
(conversion, continuation, metadata, request and unknown kinds not-response, revisit, resource
read as pages), chunked_kinds, codings (good, cut, broken and misnamed gzip/deflate/br/zstd: the
broken ones bad-content-encoding, an empty gzip body empty), http_heads (obs-folds, no reason
phrase, HTTP/2, LF-only, broken header lines, HTTP/0.9) and xhtml_records (application/xml is
not-html): every record accounted for, ranges tiled, linear. Fixed: a chunked body under no
Transfer-Encoding header gave a text starting with its chunk sizes (payload.undeclared_chunks).

Results 2026-12-02, robustness round (`--steps 3 --twins`; `--twins` extracts the largest size of
each shape again with every module on its pure-Python twin and flags any other result, `--records`
lists each record's outcome of a WARC shape). New WARC shapes: truncated_kinds (WARC/1.1,
WARC-Truncated length/time/disconnect/unspecified/unknown over plain, cut gzip, cut raw deflate
and cut chunked bodies, segments 1 and 2, a continuation), revisit_kinds (no block, a head only, a
payload, 304 server-not-modified, an unknown profile: all revisit), coding_stacks, header_casing
(HTTP/2 lowercase names, uppercase values, spaces before colons, a ":status" pseudo-header),
chunk_extensions (extensions, trailers, zero-padded and uppercase sizes, bare LFs, padded sizes, no
last chunk; declared and undeclared), interim_kinds (103 Early Hints, 102, 100 then 103, 101, a 1xx
alone: http-status), length_past_end and member_past_end (the last record's Content-Length 1 MB
past the file: truncated / bad-warc-header, and a last member cut in half: truncated): every record
accounted for, ranges tiled, linear (3.7 s at 100 copies of 13 records, most of it the Parquet
writer), C and twins the same. Fixed on the way: undeclared chunks framed by bare LFs or with
space-padded sizes kept their sizes in the text, gzip named once over gzip in gzip was NotHtml
(payload._coded_again), and a record with no HTTP headers (resource, HTTP/0.9) was never checked
for undeclared chunks. New page shapes: frames_no_noframes (FramesOnly, named), single_line_page,
tiny_elements (240,000 <i>s 0.49 s), tiny_attributes (120,000 elements of 4 attributes 0.9 s),
entity_flood, shadow_dom, shadow_nest, xml_declared_latin1 / _utf16 (an XML declaration naming another
encoding than the UTF-8 bytes: read as UTF-8), meta_latin1_on_utf8: linear, C and twins the same.
frameset_only gives its noframes text now (parse.open_noframes), and shadow_dom its shadow roots'
text (parse.open_shadow_roots; it was dropped as template content).

Results 2026-12-02, session 20 (`--steps 5 --twins`): colspan_header 800: 3.81 -> 0.02 s and
ragged_table 4,000: 1.92 -> 0.04 s (body rows padded to the widest only within
markdown.TABLE_PAD_CELLS); nested_lists_wide 960: 0.82 -> 0.26 s in extract() (locate_prose no
longer counts the whole text of each item holding a nested list: 0.51 -> 0.004 s; link_lengths makes
no lxml proxy per link, whose release climbed every ancestor: 0.12 -> 0.003 s), still flagged by
growth: render_markdown copies each level's whole content into the level above (0.2 s at 960, the
square of the nest; past MAX_NESTING levels the lists are written flat but still joined level by
level). New WARC shape declared_zero_bombs (8-32 MB of zeros in gzip, zstd, deflate, br and gzip in
gzip, each named by Content-Encoding): 5 skip:too-large after inflating to the cap (0.11 s) -> 5
skip:not-html from the first 16 KiB (0.01 s, payload.BinaryInside).

Results 2026-12-03, session 22 (extract() CPU s at 300 KB, base -> fixed, C / pure; a host loaded by
six other helpers): nested navs 3.5 -> 0.13 / 6.3 -> 0.30 (each level the guard kept was measured
and its text built again: clean.framing_text_counts measures the framing below the second one past
the guard in one pass), nested pres 3.2 -> 0.08 / 2.6 -> 0.21 (each pre's line elements looked for in
its whole subtree), menu-named divs 0.27 -> 0.13 / 4.6 -> 0.17, paragraphs under 1,000 menu divs
0.23 -> 0.12 / 1.75 -> 0.24 (the prose scan's climb measured each ancestor: one holding an element
past the guard is past it). New shapes nested_framing, paragraphs_under_menus (linear) and
crowded_tags (13 MB of tags of 256 attributes: 814 MB peak RSS and 3.8 s, now PageTooComplex at
parse.MAX_PAGE_ATTRIBUTES, 207 MB and ~1 s). A hand sweep of 55 nested and wide shapes at 120 KB and
1 MB (every framing and block tag nested 1,000 deep, 100,000 siblings, long text nodes, <br> floods,
scripts, styles, templates, svgs, entities, comments): all linear, under 0.9 s at 1 MB with the C
speedups; without them ul, dl, unclosed headings, wide cells and <br> floods take 1.2-2.0 s at 1 MB
(linear, ~2.5x the C time).

Results 2026-12-03, session 23 (a hand sweep of 180 new shapes at 250 KB and 1 MB, C and pure; CPU s
at 1 MB, C / pure, before -> after): flat_bylines 0.50 / 38 -> 0.22 / 0.56 (metadata's byline
attributes read by a union XPath: libxml2 merges a union node against node), many_permalinks 2.80 /
2.95 -> 0.28 / 0.39 (each "#" link dropped alone rebuilt its paragraph's text). Every other shape
linear and under 1.6 s C / 5.1 s pure (deep and unclosed tables, lists, dl, blockquote, figure,
details, form, select, ruby, templates and iframes; entity floods; giant attributes, srcsets and
styles; many metas, links, bases, titles and JSON-LD scripts, JSON-LD 1e5 items or 1e5 deep; odd-length
UTF-16/32 with BOMs; lying charsets; CDATA, processing instructions, unclosed comments, plaintext,
xmp; <br>s in <pre>; 100,000-column tables; Markdown-hostile text), no crash, C and twins the same.
Then 1,000 levels of unclosed <table><tr><td> over 57,000 lines grew 5-7x per 4x of size in C (1.3 s
at 1 MB): the C renderer's data-table test scanned each table's whole subtree, every table below it
included, where Python's find(".//table") stops at the first; it stops there too now (333 tables of
"x <br>" * 57 to 1 MB: render_markdown 1.11 -> 0.04 s, extract() 2.05 -> 0.74 s, 3.7x per 4x).
many_iframes, table_in_p, many_picture, many_custom_tags, rowspan_big: 3.0-4.5x per 4x (250 KB ->
1 MB, C), under 0.2 s at 1 MB.

Results 2026-12-03, session 25: the hostile-page hunt's shapes (from sibling_divs to label_fuzz in
SHAPES; its measures were extract() at n and 4n, C and pure, up to 0.2-2 MB) and four WARC shapes
(long_target_uri, huge_status_code, one_byte_chunks, hostile_lengths). Made linear in that round:
share_this_cells (24,000 cells 15.0 -> 0.37 s), bold_share_br (8,000 labels 4.5 -> 0.69 s),
widget_cells_before_labels and _dates (36 and 21.6 -> 0.10 s), see_also_over_code (0.95 -> 0.10 s),
credited_captions (1.14 -> 0.11 s). Left 5-7x per 4x of size then, all under 0.3 s at 0.5-1 MB:
shadow_templates, nav_in_article, many_inputs, code_spans, forum_posts, time_elements,
credited_figures. `--steps 3` of the 91 page shapes after the fixes (first size about a quarter of
the hunt's n): every page under 0.25 s, a Document or NotHtml (nul_in_text); growth over 3 only
where the last step took under 0.1 s (entity_mix, rtl_mix, share_cells, many_scripts, label_fuzz).

Results 2026-12-03, session 28: the last two rounds' rules (linked_rows_many to label_row_tables),
extract() at n and 4n (the sizes here times four): 1.8-4.8x C, 2.3-5.8x pure, after
unfilled_headings 2,000 -> 8,000 x13.3 -> x3.5 (each empty list measured its whole box:
clean.drop_unfilled_box_headings). contents_nested 250 -> 1,000 x5.6 -> x3.2 and labels_nested x5.5
-> x3.3 (clean._BoxMeasures._over, clean.Attachments). The nested shapes step at parse's depth
cap (1,000) and are flat past it (lxml frees each proxy with a climb of the nest).

Results 2026-12-04, session 29: the round's rules (cloaked_many to promoted_nodes: cloaked templates
in threads, "Quote:" lines, an opening post before a replies box, boxes named as drawings, headings
closed by another level's end tag, bare-text openings, Drupal's promoted flag, described_ledes:
standfirsts repeating the meta description), `--steps 3 --scale
16` (4,000 to 16,000 repeats; nested ones 992 to 3,968 levels): every doubling 1.3-2.4x in C (at
most 0.78 s) and 2.0-2.4x pure (at most 2.33 s); the nested ones step at parse's depth cap. Every
page a Document.

Results 2026-12-04, session 30: titled_card_lists (n titled carousels of priced cards on a
described product's page, each in 20 wrappers: `clean._titled_box`) and styled_card_grid (a grid
of n cards each holding a style: `item_lists._solid_length`), `--steps 5 --twins`: 250 to 4,000 lists
0.09 -> 1.55 s (2.4x at the last doubling; clean._text_head of the labelled boxes 45%), 500 to 8,000
cards 0.03 -> 0.33 s (2.2x); the pure twins' Documents the same. Before each ancestor of the lists
was measured once for all of them, 8,000 lists under one long description cost 2.0 s in the rule
alone against 0.22 s for 2,000 (9x per 4x); now 0.87 s (5.2x, then 4.2x to 32,000).
"""
from __future__ import annotations

import argparse
import cProfile
import gc
import gzip
import importlib
import io
import itertools
import json
import pstats
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pyarrow.parquet as pq

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from beam_extract import (
    extract,  # noqa: E402
    rows,  # noqa: E402
    speedups,  # noqa: E402
)
from beam_extract.options import NotHtml, PageTooLarge  # noqa: E402
from beam_extract.transforms.dead_letters import encodable_document_row  # noqa: E402
from beam_extract.warc import Skipped, WarcPage, iter_records, tiling_problems  # noqa: E402

Page = str | bytes | tuple[bytes, str]  # a page, or its bytes and the HTTP charset label

WORDS = "the quick brown fox jumps over a lazy dog while seven happy writers describe it"


# `--under-nest D`: every page's body inside D nested divs (a cost paid per ancestor shows there)
UNDER_NEST = 0


def page(body: str, head: str = "") -> str:
    nest = "<div>" * UNDER_NEST
    return f"<html><head><title>A page</title>{head}</head><body>{nest}{body}{'</div>' * UNDER_NEST}</body></html>"


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


# --- 2026-12-02: shapes aimed at the metadata, Markdown, region, language, decode and URL rooms ---
# A shape may give bytes (decoded as a WARC payload would be) or (bytes, the HTTP charset label).

def meta_dates(n: int) -> str:  # date metas whose content is no date, each tried before the body's
    return article("", head="".join(f"<meta name='date' content='not a date {i}'>" for i in range(n)))


def meta_languages(n: int) -> str:  # http-equiv content-language metas (each put first in the list)
    return article("", head="".join(f"<meta http-equiv='content-language' content='x{i}'>" for i in range(n)))


def og_tags(n: int) -> str:  # the og:/twitter:/article: tags a page may repeat, and link rels
    tags = ("<meta property='og:title' content='Title {i}'><meta name='twitter:description' content='d {i}'>"
            "<meta property='article:tag' content='t{i}'><link rel='alternate' hreflang='x{i}' href='/x/{i}'>")
    return article("", head="".join(tags.format(i=i) for i in range(n)))


def time_dates(n: int) -> str:  # <time itemprop=datePublished> whose datetime is no date
    return article("".join(f"<time itemprop='datePublished' datetime='junk {i}'>then</time> " for i in range(n)))


def jsonld_list(n: int) -> str:  # one JSON-LD array of n things, the article last
    items = ",".join('{"@type":"Thing","name":"n%d"}' % i for i in range(n))
    return article("", head='<script type="application/ld+json">[' + items
                   + ',{"@context":"https://schema.org","@type":"NewsArticle","headline":"H"}]</script>')


def jsonld_graph_deep(n: int) -> str:  # @graph inside @graph, n deep, each level with a list of types
    graph = '{"@context":"https://schema.org","@type":["A","B"],"@graph":[' * n + "{}" + "]}" * n
    return article("", head=f'<script type="application/ld+json">{graph}</script>')


def jsonld_context_lists(n: int) -> str:  # @context lists of n entries in many scripts
    context = ",".join(['{"@vocab":"https://example.org/"}'] * n)
    script = f'<script type="application/ld+json">{{"@context":[{context}],"@type":"NewsArticle"}}</script>'
    return article("", head=script * 20)


def microdata_deep(n: int) -> str:  # itemscopes n deep, each an author with an itemprop name
    return article("<div itemscope itemtype='https://schema.org/Person' itemprop='author'><span itemprop='name'>A"
                   * n + "</span></div>" * n)


def bylines_unreached(n: int) -> str:  # n nested byline candidates inside a sidebar (none reached)
    return article("<aside class='sidebar'>" + "<div class='author'>" * n + "Anna" + "</div>" * n + "</aside>")


def svg_titles(n: int) -> str:  # no head title; n svg titles nested n deep before the body's
    return ("<html><head></head><body>" + "<svg>" + "<g><title>t</title>" * n + "</g>" * n + "</svg>"
            + f"<main><p>{WORDS}</p></main></body></html>")


def title_colon_headings(n: int) -> str:  # a title with a colon, n headings to compare it with
    return article("<h2>Words: more words here</h2>" * n).replace(
        "<title>A page</title>", "<title>Words: more words here than that</title>")


def huge_title_separators(n: int) -> str:
    return article("").replace("<title>A page</title>", "<title>" + "a - b / c » " * n + "</title>")


def wide_table_columns(n: int) -> str:  # 20 rows of n columns under a header row
    return article("<table><tr>" + "<th>h</th>" * n + "</tr>" + ("<tr>" + "<td>c</td>" * n + "</tr>") * 20 + "</table>")


def colspan_header(n: int) -> str:  # a header of n cells of colspan 50 over n one-cell rows
    return article("<table><tr>" + "<th colspan='50'>h</th>" * n + "</tr>" + "<tr><td>c</td></tr>" * n + "</table>")


def huge_spans(n: int) -> str:  # cells with absurd rowspan/colspan values
    cell = "<td rowspan='99999999999999999999' colspan='2147483648'>c</td><td colspan='-5'>d</td>"
    return article("<table>" + f"<tr>{cell}<td colspan='1e9'>e</td></tr>" * n + "</table>")


def tall_table(n: int) -> str:
    return article("<table><thead><tr><th>a</th><th>b</th><th>c</th></tr></thead>"
                   + "<tr><td>1</td><td>two words</td><td>3</td></tr>" * n + "</table>")


def deep_quote_lists(n: int) -> str:  # blockquote and list levels alternating, n deep
    return article("<blockquote><ul><li>words " * n + "</li></ul></blockquote>" * n)


def deep_dl(n: int) -> str:
    return article("<dl><dt>term</dt><dd>definition " * n + "</dd></dl>" * n)


def huge_pre_line(n: int) -> str:  # one pre line of n * 100 characters with Markdown specials
    return article("<pre>" + "`*_[]<>#|~ " * (n * 10) + "</pre>")


def pre_fences(n: int) -> str:  # a pre holding ever longer backtick fences
    return article("<pre>" + "".join("`" * (i % 40 + 3) + "\n" for i in range(n)) + "</pre>")


def adjacent_marks(n: int) -> str:  # emphasis elements side by side and nested three deep
    return article("<p>" + "<b>w</b><i>x</i><s><b><i>y</i></b></s><code>z</code>" * n + "</p>")


def special_line(n: int) -> str:  # one paragraph line of Markdown-special characters
    return article("<p>" + "*_`[]<&#>-+=|\\!~" * n + "</p>")


def special_starts(n: int) -> str:  # paragraphs that each start with a Markdown marker
    return article("".join(f"<p>{m} words after it</p>" for m in ("#", "-", "+", "1.", ">", "===", "---", "|", "```") * n))


def many_mains(n: int) -> str:
    return page(f"<main><p>{WORDS}</p></main>" * n)


def role_mains(n: int) -> str:
    return page(f"<div role='main'><p>{WORDS}</p></div>" * n)


def nested_mains(n: int) -> str:  # main and role=main alternating, n deep, prose at each level
    return page(f"<main><div role='main'><p>{WORDS}</p>" * n + "</div></main>" * n)


def equal_sections(n: int) -> str:  # sibling sections of equal prose
    return page(f"<section><h2>Part</h2><p>{WORDS}. {WORDS}.</p></section>" * n)


def equal_articles(n: int) -> str:  # sibling articles of equal prose, no teaser marks
    return page(f"<article><p>{WORDS}. {WORDS}.</p></article>" * n)


def mixed_scripts(n: int) -> str:
    return article("<p>" + "слово 単語 كلمة λέξη word שלום 단어 शब्द " * n + "</p>")


def digits_punctuation(n: int) -> str:
    return article("<p>" + "1234, 5678; (90) -- !!! ... 3.14 " * n + "</p>").replace(WORDS, "1 2 3")


def emoji_text(n: int) -> str:
    return page("<main><p>" + "😀🎉👍🏽 👨‍👩‍👧 " * n + "</p></main>")


def lone_surrogates(n: int) -> str:  # str input holding unpaired surrogates among the words
    return article("<p>" + "word \ud800 more \udfff text \udbff\ud800 " * n + "</p>")


def control_characters(n: int) -> str:  # NUL and C0 controls inside the words (str input)
    return article("<p>" + "w\x00o\x01r\x02d \x1b[0m\x7f " * n + "</p>")


def lying_charset(n: int) -> bytes:  # declared shift_jis, holds UTF-8 text and stray bytes
    body = ("<p>Grüße aus Köln, ça va très bien \xa9</p>" * n).encode("utf-8") + b"\x81\xff\xfe"
    return b"<html><head><meta charset='shift_jis'><title>t</title></head><body><main>" + body + b"</main></body></html>"


def bom_against_meta(n: int) -> bytes:  # a UTF-8 BOM, a meta saying UTF-16, windows-1252 bytes
    return (b"\xef\xbb\xbf<html><head><meta charset='utf-16'></head><body><main>"
            + b"<p>caf\xe9 na\xefve \x93quoted\x94 words here</p>" * n + b"</main></body></html>")


def header_against_bytes(n: int) -> tuple[bytes, str]:  # the HTTP label says UTF-16; ASCII bytes
    return (article(f"<p>{WORDS}</p>" * n).encode("ascii"), "utf-16")


def utf16_without_bom_page(n: int) -> bytes:
    return article(f"<p>{WORDS}</p>" * n).encode("utf-16-le")


def invalid_utf8_runs(n: int) -> bytes:  # long runs of bytes no UTF-8 decoder reads, between words
    runs = b"\xc0\x80\xff\xfe\xed\xa0\x80 words and more words here " * n
    return article("").encode().replace(b"at the end", b"at the end " + runs)


def unclosed_late_metas(n: int) -> bytes:  # bytes not UTF-8, no meta in the prescan, n unclosed "<meta "s
    return b"<html><head>\xff" + b"<meta " * n + b"</head><body><main><p>" + WORDS.encode() + b"</p></main></body></html>"


def unclosed_comments(n: int) -> bytes:  # bytes not UTF-8, n "<!--" never closed, a late meta after them
    return (b"<html><head>\xff" + b"<!-- " * n + b"<meta charset='koi8-r'></head><body><main><p>"
            + WORDS.encode() + b"</p></main></body></html>")


def long_hrefs(n: int) -> str:  # 20 links, each href n * 100 characters
    return article("".join(f"<a href='/{i}/{'x' * (n * 100)}?q=1#f'>link {i}</a> " for i in range(20)))


def script_hrefs(n: int) -> str:
    return article("".join(f"<a href='javascript:void({i});'>l{i}</a> <a href=' JaVaScRiPt:x'>j</a> "
                           f"<a href='data:text/html,{i}'>d</a> " for i in range(n)))


def bad_ipv6_hrefs(n: int) -> str:  # hosts urllib refuses: brackets without an IPv6 address
    return article("".join(f"<a href='http://[{i}::zz/x'>a{i}</a> <a href='//[v{i}]/y'>b</a> "
                           f"<img src='https://[::1:{i}' alt='i'> " for i in range(n)))


def junk_base(n: int) -> str:  # a base href urllib cannot parse, then n relative links
    return article("".join(f"<a href='p{i}/../q?x=1'>l{i}</a> " for i in range(n)),
                   head="<base href='http://[::1/" + "\x00\t " * 100 + "'>")


def dotted_hrefs(n: int) -> str:  # 20 relative hrefs of n dot segments each
    return article("".join(f"<a href='{'../' * n}{'./' * n}x{i}'>l{i}</a> " for i in range(20)))


def huge_data_uri(n: int) -> str:
    return article("<img src='data:image/png;base64," + "A" * (n * 1000) + "' alt='x'>"
                   f"<img data-src='/i.png' src='data:,{'B' * n}' srcset='{'x' * n} 1x, /y.png 2x'>")


def ragged_table(n: int) -> str:  # one header row of n cells over n rows of one cell
    return article("<table><tr>" + "<th>h</th>" * n + "</tr>" + "<tr><td>c</td></tr>" * n + "</table>")


def comments_under_nest(n: int) -> str:  # n reply containers side by side under 900 nested divs
    return article("<div>" * 900 + f"<div class='comment'><p>{WORDS}</p></div>" * n + "</div>" * 900)


def bylines_under_nest(n: int) -> str:  # n byline candidates under 900 nested divs in a sidebar
    return article("<aside class='sidebar'>" + "<div>" * 900 + "<span class='author'>Anna</span>" * n
                   + "</div>" * 900 + "</aside>")


def titles_under_nest(n: int) -> str:  # no head title; n svg titles under 900 nested groups
    return ("<html><head></head><body><svg>" + "<g>" * 900 + "<title>t</title>" * n + "</g>" * 900
            + f"</svg><main><p>{WORDS}</p></main></body></html>")


# Shapes added 2026-12-02: what the first sweeps left out.
def deep_formatting(n: int) -> str:  # inline formatting nested n * 6 deep, a word at each level
    return article("<p>" + "<b><i><u><a href='/x'><font><span>w " * n + WORDS + "</span></font></a></u></i></b>" * n + "</p>")


def deep_table_cells(n: int) -> str:  # a table in a cell of a table, n deep, text at each level
    return article("<table><tr><td>cell words " * n + WORDS + "</td></tr></table>" * n)


def deep_lists_unclosed(n: int) -> str:  # list items never closed, lists opening inside them
    return article("<ul><li>item words " * n + WORDS)


def unclosed_formatting(n: int) -> str:  # n <b>s never closed, then paragraphs
    return article("<b>" * n + f"<p>{WORDS}</p>" * 20)


def many_attributes(n: int) -> str:  # one element with n * 250 attributes (a million at 4,000)
    return article("<div " + " ".join(f"a{i}=v" for i in range(n * 250)) + f"><p>{WORDS}</p></div>")


def many_attributes_each(n: int) -> str:  # n elements of 200 attributes each
    attributes = " ".join(f"data-a{i}='{i}'" for i in range(200))
    return article(f"<p {attributes}>{WORDS}</p>" * n)


def one_text_node(n: int) -> str:  # one text node of n * 1,000 characters, no space to break it
    return article("<p>" + "abcdefghij" * (n * 100) + "</p>")


def huge_comment(n: int) -> str:  # one HTML comment of n * 1,000 characters inside the article
    return article("<!--" + "c" * (n * 1000) + "-->")


def charset_flood(n: int) -> bytes:  # n meta charsets with labels no codec knows, then a real one
    metas = "".join(f"<meta charset='x-bogus-{i}'>" for i in range(n))
    return article(f"<p>{WORDS} é</p>", metas + "<meta charset='utf-8'>").encode()


def charset_huge_label(n: int) -> bytes:  # one meta charset whose label is n * 1,000 characters
    return article(f"<p>{WORDS} é</p>", "<meta charset='" + "utf-8" * (n * 200) + "'>").encode()


def base_flood(n: int) -> str:  # n base hrefs that do not parse, then relative links
    bases = "".join(f"<base href='http://[::{i}:zz/'>" for i in range(n))
    return article("<p>" + "<a href='rel/x'>a link</a> words " * 50 + "</p>", bases)


def million_char_url(n: int) -> str:  # a link, an image and the canonical URL, each n * 250 characters
    url = "https://example.com/" + "a/" * (n * 125)
    return article(f"<p>{WORDS} <a href='{url}'>link</a> <img src='{url}' alt='x'></p>",
                   f"<link rel=canonical href='{url}'>")


def bidi_flood(n: int) -> str:  # bidi controls and marks before every word
    controls = "\u202e\u202d\u2066\u2067\u2068\u2069\u200f\u200e\u061c"
    return article("<p>" + "".join(f"{controls}word{i % 10} " for i in range(n * 10)) + "</p>")


def utf8_surrogate_bytes(n: int) -> bytes:  # UTF-8 encoded surrogates (CESU-8) among the words
    return article(f"<p>{WORDS}</p>").encode().replace(b"<p>", b"<p>" + b"\xed\xa0\x80\xed\xbf\xbf word " * n)


def nul_flood(n: int) -> bytes:  # n * 1,000 NUL bytes inside the article's paragraph
    return article(f"<p>{WORDS}</p>").encode().replace(b"</p>", b"\x00" * (n * 1000) + b"</p>", 1)


def char_ref_flood(n: int) -> str:  # character references naming no code point, or a forbidden one
    refs = "&#0;&#x10FFFF;&#xD800;&#99999999999;&#x;&bogus;&amp&lt"
    return article("<p>" + (refs + " words ") * n + "</p>")


# --- 2026-12-02, later: whole-page shapes of the reliability sweep (sizes, nesting, markup kinds) ---

def large_article(n: int) -> str:  # a plain article of about n * 10 KB (a 15 MB page at 1,500)
    paragraph = f"<p>{WORDS}. {WORDS}, {WORDS}; {WORDS}.</p>" * 30
    return article("<h2>Part</h2>" + paragraph * n)


def deep_plain_nest(n: int) -> str:  # n * 100 nested divs, text only at the bottom (100k at 1,000)
    return article("<div>" * (n * 100) + WORDS + "</div>" * (n * 100))


def many_html_body(n: int) -> str:  # n stray <html> and <body> tags among the paragraphs
    return article(f"<html lang=de><body class=x><p>{WORDS}</p></body></html>" * n)


def svg_heavy(n: int) -> str:  # n inline SVGs of paths, text and foreignObject between paragraphs
    svg = ("<svg viewBox='0 0 10 10'><defs><linearGradient id='g'><stop offset='0'/></linearGradient></defs>"
           "<g><path d='M0 0L10 10'/><text x='1'>label</text><foreignObject><p>inner words</p></foreignObject></g></svg>")
    return article(f"<p>{WORDS}</p>{svg}" * n)


def mathml_heavy(n: int) -> str:  # n MathML formulas inside the prose
    formula = "<math><mrow><msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><mfrac><mi>a</mi><mi>b</mi></mfrac></mrow></math>"
    return article(f"<p>{WORDS} {formula} and so on.</p>" * n)


def frameset_only(n: int) -> str:  # a frameset page: n frames, a noframes text, no body
    frames = "".join(f"<frame src='/f{i}.html' name='f{i}'>" for i in range(n))
    return (f"<html><head><title>Frames</title></head><frameset cols='*,*'>{frames}"
            f"<noframes><p>{WORDS}</p></noframes></frameset></html>")


def xhtml_page(n: int) -> bytes:  # XHTML with an XML declaration, namespaces, CDATA and n paragraphs
    return ("<?xml version='1.0' encoding='utf-8'?>\n<!DOCTYPE html PUBLIC '-//W3C//DTD XHTML 1.1//EN' "
            "'http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd'>\n<html xmlns='http://www.w3.org/1999/xhtml' "
            "xmlns:og='http://ogp.me/ns#' xml:lang='en'><head><title>X</title><script><![CDATA[ var a = 1 < 2; ]]></script>"
            "</head><body><div id='main'><h1>Title here</h1>" + f"<p>{WORDS}<br/>{WORDS}</p>" * n
            + "<og:thing/></div></body></html>").encode()


def bogus_http_label(n: int) -> tuple[bytes, str]:  # an HTTP charset label no codec knows, UTF-8 bytes
    return article(f"<p>Gr\u00fc\u00dfe, {WORDS}.</p>" * n).encode(), "x-bogus-" + "9" * 40


def utf16_bom_page(n: int) -> bytes:
    return article(f"<p>Gr\u00fc\u00dfe {WORDS} \u4e2d\u6587.</p>" * n).encode("utf-16")


def utf32_bom_page(n: int) -> bytes:
    return article(f"<p>Gr\u00fc\u00dfe {WORDS} \U0001f600.</p>" * n).encode("utf-32")


def utf32_no_bom_page(n: int) -> bytes:
    return article(f"<p>Gr\u00fc\u00dfe {WORDS}.</p>" * n).encode("utf-32-be")


def utf16_declared_utf8(n: int) -> tuple[bytes, str]:  # UTF-16 bytes (no BOM) under a UTF-8 label
    return article(f"<p>{WORDS}.</p>" * n).encode("utf-16-le"), "utf-8"


def surrogate_entities(n: int) -> str:  # surrogates as references and as JSON-LD escapes, in every field
    head = ('<meta name="description" content="&#xD83D; d &#xDE00;"><meta name="author" content="A &#xD800;">'
            '<script type="application/ld+json">{"headline":"H \\ud83d","author":{"name":"\\udc00 B"}}</script>')
    return article(f"<p>{WORDS} &#xD83D;&#xDE00; &#55357; \ud83d x \udfff.</p>" * n, head)


def noncharacters(n: int) -> str:  # noncharacters, private use, BOMs and XML-illegal controls in text
    return article(f"<p>{WORDS} \ufffe\uffff\U0010ffff\ue000\ufeff\x7f\x0b\x0c x.</p>" * n)


# name: (shape, first size)
# --- 2026-12-02, robustness round: shapes of real crawls the sweeps above missed ---

def frames_no_noframes(n: int) -> str:  # a frameset page of n frames and no noframes: FramesOnly
    frames = "".join(f"<frame src='/f{i}.html'>" for i in range(n))
    return f"<html><head><title>Frames</title></head><frameset rows='*,*'>{frames}</frameset></html>"


def single_line_page(n: int) -> str:  # a whole page on one line: n paragraphs, scripts and styles between
    script = "<script>var s = '</p><p>' + \"<div>\"; if (a < b && c > d) { x(); }</script>"
    return article(f"<p>{WORDS}</p>{script}<style>p > a {{ color: red }}</style>" * n).replace("\n", " ")


def tiny_elements(n: int) -> str:  # n * 1,000 tiny inline elements, a word each (a million at 1,000)
    return article("<p>" + "<i>a</i>" * (n * 1000) + "</p>")


def tiny_attributes(n: int) -> str:  # n * 1,000 elements of a few short attributes each
    return article("<p>" + "<b a=1 c d='' e=\"&amp;\">w</b> " * (n * 1000) + "</p>")


def entity_flood(n: int) -> str:  # named, legacy (no semicolon), unknown, long and zero-padded references
    refs = ("&amp;&nbsp;&hellip;&copy&reg &notin;&notit; &zzzzzzzzzzzzzzzzzzzz; &#0000000000065; &#x00000041; "
            "&amp;amp;amp;lt; &AElig;&aelig;&NotNestedGreaterGreater;&Lt &")
    return article(f"<p title='{refs}'>" + (refs + " words ") * n + "</p>", f"<meta name=description content='{refs}'>")


def shadow_dom(n: int) -> str:  # n custom elements whose text is in a declarative shadow root, slots filled
    host = (f"<x-card><template shadowrootmode='open'><style>p {{ margin: 0 }}</style><h2>Card</h2>"
            f"<p>{WORDS}</p><slot></slot></template><p>Slotted light words.</p></x-card>")
    return article(host * n)


def shadow_nest(n: int) -> str:  # shadow roots nested n deep, each slotting its host's words
    return article("<x-c><template shadowrootmode='open'><p>Shadow words.</p><slot></slot>" * n
                   + "</template><b>light words</b></x-c>" * n)


def shadow_unslotted(n: int) -> str:  # n hosts whose light children no slot takes (not rendered), text nodes, fallbacks
    host = (f"<x-card><template shadowrootmode='open'><p>{WORDS}</p><b><slot name='who'>fallback</slot></b></template>"
            "loose text <i>unslotted light</i><em slot='who'>Ada</em><u slot='nowhere'>lost</u></x-card>")
    return article(host * n)


def xml_declared_latin1(n: int) -> bytes:  # XHTML whose XML declaration says ISO-8859-1, UTF-8 bytes
    return ("<?xml version='1.0' encoding='iso-8859-1'?>\n<html xmlns='http://www.w3.org/1999/xhtml'>"
            "<head><title>Grüße</title></head><body><main>" + "<p>Grüße aus Köln, ça va très bien, naïve café.</p>" * n
            + "</main></body></html>").encode("utf-8")


def xml_declared_utf16(n: int) -> tuple[bytes, str]:  # the XML declaration says UTF-16, the HTTP label UTF-8
    return xml_declared_latin1(n).replace(b"iso-8859-1", b"utf-16"), "utf-8"


def meta_latin1_on_utf8(n: int) -> bytes:  # meta says windows-1252, the bytes are UTF-8 with many accents
    body = "<p>Grüße aus Köln, ça va très bien, naïve café, Ærø, żółć.</p>" * n
    return ("<html><head><meta charset='windows-1252'><title>t</title></head><body><main>" + body
            + "</main></body></html>").encode("utf-8")


def nested_framing(n: int) -> str:  # n nested navs, asides, menu-named divs and pres, each beside a link
    return article("".join(f"<{tag}><a href='/x'>link words</a> some text " * n + f"</{tag.split()[0]}>" * n
                           for tag in ("nav", "aside", "div class='menu'", "pre")))


def paragraphs_under_menus(n: int) -> str:  # n paragraphs under 1,000 nested menu-named divs (a climb each)
    return article("<div class='menu'>" * 1000 + f"<p>{WORDS}</p>" * n + "</div>" * 1000)


def crowded_tags(n: int) -> str:  # n tags of 256 attributes each (parse.MAX_PAGE_ATTRIBUTES refuses past 400,000)
    return article(("<p " + " ".join(f"a{i}=1" for i in range(256)) + ">x</p>") * n)


def raw_text_lookalikes(n: int) -> str:  # a crowded tag (its raw-text spans read), then n near-miss raw texts
    crowded = "<p " + " ".join(f"a{i}=1" for i in range(256)) + ">x</p>"
    return article(crowded + "<scripted>a</scripted><noscrip>b</noscrip><script>var a = '</scrip';</script>"
                   "<!-- c --><TITLEx>t</TITLEx><s>d</s>" * n)


def flat_bylines(n: int) -> str:  # n byline spans in one paragraph (a union XPath read their attributes)
    return article("<p>" + "<span class='author' rel='author'>By A</span> " * n + "</p>")


def many_permalinks(n: int) -> str:  # n "#" permalinks in one paragraph (each dropped rebuilt its text)
    return article("<p>" + "<a href='#x'>#</a> w " * n + "</p>")

# The hostile-page hunt of 2026-12-03 (session 25): each shape measured at n and 4n, C and pure.
def _jsonld_script(thing: object) -> str:
    return f'<script type="application/ld+json">{json.dumps(thing)}</script>'


def _letters(i: int) -> str:  # 0 -> "a", 25 -> "z", 26 -> "aa": words no two cells share
    name = ""
    i += 1
    while i:
        i, rest = divmod(i - 1, 26)
        name = chr(97 + rest) + name
    return name


def deep_span(n: int) -> str:
    return article("<span>" * n + WORDS + "</span>" * n)


def deep_p_unclosed(n: int) -> str:  # n <p>s never closed, a word each
    return article("<p>x" * n)


def deep_li_unclosed(n: int) -> str:  # a list in an item, n deep, nothing closed
    return article("<ul><li>" * n + WORDS)


def sibling_divs(n: int) -> str:
    return article(f"<div>{WORDS[:10]}</div>" * n)


def sibling_empty_inlines(n: int) -> str:
    return article("<i></i>" * n)


def huge_attribute(n: int) -> str:  # one title attribute of n characters
    return article(f'<div title="{"a" * n}">x</div>')


def attributes_on_one_tag(n: int) -> str:  # n distinct attributes on one div
    return article("<div " + " ".join(f"a{i}='v'" for i in range(n)) + ">x</div>")


def class_tokens(n: int) -> str:  # 10 divs of n distinct class tokens each
    return article(f'<div class="{" ".join(f"c{i}" for i in range(n))}">{WORDS}</div>' * 10)


def framing_class_tokens(n: int) -> str:  # 10 divs whose class repeats share/nav/menu n times
    return article(f'<div class="{" ".join(["share", "nav", "menu"] * n)}">{WORDS}</div>' * 10)


def class_name_tokens(n: int) -> str:  # 10 divs each of one class name of n tokens, each another (round 44)
    return article("".join(f'<div class="{"-".join(f"t{k}x{i}" for i in range(n))}Share">{WORDS}</div>'
                           for k in range(10)))


def words_one_paragraph(n: int) -> str:
    return article("<p>" + "word " * n + "</p>")


def br_flood(n: int) -> str:  # n <br>s between two words of one paragraph
    return article("<p>x" + "<br>" * n + "y</p>")


def words_between_br(n: int) -> str:
    return article("<p>" + "word<br>" * n + "</p>")


def flat_links(n: int) -> str:  # n distinct links side by side in the article
    return article("".join(f"<a href='/p{i}'>link {i}</a> " for i in range(n)))


def link_list(n: int) -> str:
    return article("<ul>" + "".join(f"<li><a href='/p{i}'>link</a></li>" for i in range(n)) + "</ul>")


def many_small_tables(n: int) -> str:
    return article("<table><tr><td>a</td><td>b</td></tr></table>" * n)


def tall_three_column_table(n: int) -> str:
    return article("<table>" + "<tr><td>a</td><td>b</td><td>c</td></tr>" * n + "</table>")


def search_forms(n: int) -> str:  # n forms of an input and a submit button
    return article("<form><input name=a><input type=submit value=Go></form>" * n)


def many_inputs(n: int) -> str:  # one form of n labelled inputs
    return article("<form>" + "<label>Name</label><input name=a>" * n + "</form>")


def many_scripts(n: int) -> str:
    return article("<script>var a = 1;</script>" * n)


def jsonld_blocks(n: int) -> str:  # n JSON-LD scripts of one article each
    return article("", _jsonld_script({"@type": "Article", "headline": "H", "author": {"name": "A"}}) * n)


def jsonld_nested_things(n: int) -> str:  # a Thing in a Thing, n deep
    thing: dict = {"name": "x"}
    for _ in range(n):
        thing = {"@type": "Thing", "child": thing}
    return article("", _jsonld_script(thing))


def jsonld_huge_body(n: int) -> str:  # an articleBody of n words and n / 50 authors
    return article("", _jsonld_script({"@type": "Article", "articleBody": "w " * n,
                                       "author": [{"name": f"a{i}"} for i in range(n // 50)]}))


def jsonld_graph_people(n: int) -> str:  # one @graph of n people with ids
    return article("", _jsonld_script({"@graph": [{"@type": "Person", "name": f"p{i}", "@id": f"#p{i}"} for i in range(n)]}))


def distinct_metas(n: int) -> str:
    return article("", "".join(f'<meta name="m{i}" content="v{i}">' for i in range(n)))


def repeated_og_metas(n: int) -> str:  # og:title and author, each n times
    return article("", '<meta property="og:title" content="T"><meta name="author" content="A">' * n)


def short_items(n: int) -> str:
    return article("<ul>" + "<li>item text</li>" * n + "</ul>")


def many_comments(n: int) -> str:  # n HTML comments, a word after each
    return article("<!-- c -->x" * n)


def cdata_sections(n: int) -> str:
    return article("<![CDATA[x]]>y" * n)


def invalid_utf8(n: int) -> bytes:  # n runs of bytes no UTF-8 decoder reads, early in the head
    whole = article("").encode()
    return whole[:200] + b"\xff\xfe\xc3(" * n + whole[200:]


def bom_over_latin1(n: int) -> bytes:  # a UTF-8 BOM over latin-1 bytes with n accents
    return b"\xef\xbb\xbf" + article("<p>" + "caf\xe9 " * n + "</p>").encode("latin-1")


def nul_in_text(n: int) -> bytes:  # a NUL inside each of n words (a binary payload: NotHtml)
    return article("<p>" + "a\x00b " * n + "</p>").encode()


def odd_bases(n: int) -> str:  # base hrefs urllib refuses, then n relative links
    return article("".join(f"<a href='p{i}'>l</a>" for i in range(n)), "<base href='http://[::1'><base href='javascript:x'>")


def many_bases(n: int) -> str:
    return article("<a href='x'>l</a>", "<base href='/a/'>" * n)


def giant_srcset(n: int) -> str:  # one img whose srcset lists n candidates
    return article("<img src=a.jpg srcset='" + ", ".join(f"img{i}.jpg {i}w" for i in range(n)) + "'>")


def many_srcsets(n: int) -> str:
    return article("<img src=a.jpg srcset='a.jpg 1x, b.jpg 2x'>" * n)


def data_urls(n: int) -> str:  # an img and a link of n-character data: URLs
    return article(f"<img src='data:image/png;base64,{'A' * n}'><a href='data:text/html,{'x' * n}'>l</a>")


def bare_images(n: int) -> str:
    return article("<img src='a.jpg' alt='alt'>" * n)


def share_spans(n: int) -> str:  # n share-classed spans in one paragraph
    return article("<p>" + '<span class="share">Share</span> ' * n + "</p>")


def label_items(n: int) -> str:  # n list items that read as a label
    return article("<ul>" + "<li>Related posts</li>" * n + "</ul>")


def labels_before_teasers(n: int) -> str:  # n "Related posts" divs, each before a teaser link
    return article("<div><div>Related posts</div><div><a href='/x'>a teaser title link</a></div></div>" * n)


def byline_paragraphs(n: int) -> str:
    return article("<p>By John Smith</p>" * n)


def date_paragraphs(n: int) -> str:
    return article("<p>March 3, 2024</p>" * n)


def newsletter_prompts(n: int) -> str:
    return article("<p>Sign up for our newsletter</p>" * n)


def tag_lines(n: int) -> str:
    return article("<div>Tags: <a href=/t>a</a></div>" * n)


def pre_lines(n: int) -> str:
    return article("<pre>" + "line of code\n" * n + "</pre>")


def code_spans(n: int) -> str:  # n inline code spans in one paragraph
    return article("<p>" + "<code>x</code> " * n + "</p>")


def many_iframes(n: int) -> str:
    return article("<iframe src='/x'></iframe>" * n)


def many_svgs(n: int) -> str:
    return article("<svg><path d='M0 0'/></svg>" * n)


def nav_in_article(n: int) -> str:  # n navs of one link inside the article
    return article("<nav><a href=/>x</a></nav>" * n)


def deep_blockquotes_text(n: int) -> str:  # blockquotes n deep, the words at the bottom only
    return article("<blockquote>" * n + WORDS + "</blockquote>" * n)


def entity_mix(n: int) -> str:  # named, numeric and unknown references, n of each
    return article("<p>" + "&amp;&lt;&#x41;&bogus;" * n + "</p>")


def empty_paragraphs(n: int) -> str:
    return article("<p></p>" * n)


def display_none_divs(n: int) -> str:
    return article("<div style='display:none'>x</div>" * n)


def aria_hidden_spans(n: int) -> str:
    return article("<span aria-hidden=true>x</span> w " * n)


def time_elements(n: int) -> str:  # n <time datetime>s in one paragraph
    return article("<p>" + "<time datetime='2024-01-01'>Jan 1</time> " * n + "</p>")


def credited_figures(n: int) -> str:  # n figures captioned by a credit only
    return article("<figure><img src=a.jpg><figcaption>Photo: AP</figcaption></figure>" * n)


def comment_divs(n: int) -> str:
    return article("<div class=comment><p>reply words here</p></div>" * n)


def reviews(n: int) -> str:
    return article("<div class=review><span>4.5 out of 5 stars</span><p>good</p></div>" * n)


def prices(n: int) -> str:
    return article("<div><span>$19.99</span><button>Add to cart</button></div>" * n)


def priced_lines(n: int) -> str:  # n lines of a price before an action, or before a run of digits that ends in none
    return article("".join(f"<p>${i}.99 Add to cart</p><p>$ {'1' * (i % 150)}.00 x</p>" for i in range(n)))


def forum_posts(n: int) -> str:  # n post divs of an author and a body
    return article("<div class=post><div class=author>bob</div><div class=body>reply text here</div></div>" * n)


def numbered_paragraphs(n: int) -> str:  # a paragraph of a number before each of n paragraphs
    return article("".join(f"<p>{i % 90 + 1}</p><p>{WORDS}</p>" for i in range(n)))


def long_toc(n: int) -> str:  # a table of contents of n anchor links
    return article("<div class=toc><h2>Contents</h2><ul>" + "<li><a href='#x'>Section</a></li>" * n + "</ul></div>")


def see_also_over_code(n: int) -> str:  # a pre, then n "See also" headings over a link list
    return article("<pre>x</pre>" + "<h2>See also</h2><ul><li><a href=/x>x</a></li></ul>" * n)


def see_also_divs_over_code(n: int) -> str:  # a pre, then n see-also divs of a label and a link
    return article("<pre>x</pre>" + "<div class='seealso'><p>See also</p><a href=/x>x</a></div>" * n)


def many_titles(n: int) -> str:
    return article("", "<title>t</title>" * n)


def many_h1(n: int) -> str:
    return article("<h1>Title here</h1>" * n)


def unclosed_table_cells(n: int) -> str:  # <table><tr><td> n deep, nothing closed
    return article("<table><tr><td>" * n + WORDS)


def unclosed_links(n: int) -> str:
    return article("<a href=/x>link " * n)


def unclosed_bold(n: int) -> str:
    return article("<b>bold " * n)


def unclosed_forms(n: int) -> str:
    return article("<form>x " * n)


def select_options(n: int) -> str:
    return article("<select>" + "<option>o</option>" * n + "</select>")


def noscript_paragraphs(n: int) -> str:
    return article("<noscript><p>enable js</p></noscript>" * n)


def templates(n: int) -> str:  # n plain templates (inert content)
    return article("<template><p>t</p></template>" * n)


def shadow_templates(n: int) -> str:  # n hosts of a declarative shadow root, a slot and a word each
    return article("<div><template shadowrootmode=open><slot></slot><p>s</p></template>x</div>" * n)


def whitespace_run(n: int) -> str:
    return article("<p>" + " \n\t" * n + "x</p>")


def nbsp_run(n: int) -> str:
    return article("<p>" + "&nbsp;" * n + "x</p>")


def rtl_mix(n: int) -> str:
    return article("<p>" + "שלום hello مرحبا " * n + "</p>")


def cjk_run(n: int) -> str:
    return article("<p>" + "中文字符测试" * n + "</p>")


def emoji_modifiers(n: int) -> str:
    return article("<p>" + "😀👍🏽 " * n + "</p>")


def surrogate_references(n: int) -> str:
    return article("<p>" + "&#xD800;x" * n + "</p>")


def credit_paragraphs(n: int) -> str:  # a photo credit paragraph before each of n story paragraphs
    return article("<p>Photo: John Smith/AP</p><p>words of the story here</p>" * n)


def credited_captions(n: int) -> str:  # n figures whose caption ends with a credit
    return article("<figure><img src=a.jpg><figcaption>A caption. Photo: Getty Images</figcaption></figure>" * n)


def share_cells(n: int) -> str:  # one row of n share-classed cells, each of other words
    return article("<table><tr>" + "".join(f'<td class="share">word {_letters(i)}</td>' for i in range(n)) + "</tr></table>")


def share_this_cells(n: int) -> str:  # one row of n "Share this" cells
    return article("<table><tr>" + '<td class="share">Share this</td>' * n + "</tr></table>")


def empty_widget_cells(n: int) -> str:  # one row of n empty td.widget cells
    return article("<table><tr>" + '<td class="widget"></td>' * n + "</tr></table>")


def widget_cells_before_label(n: int) -> str:  # n empty td.widget cells, then a label cell
    return article("<table><tr>" + '<td class="widget"></td>' * n + "<td>Advertisement</td></tr></table>")


def widget_cells_before_labels(n: int) -> str:  # n empty td.widget cells, then n / 4 label cells
    return article("<table><tr>" + '<td class="widget"></td>' * n + "<td>Advertisement</td>" * (n // 4) + "</tr></table>")


def widget_cells_before_dates(n: int) -> str:  # n empty td.widget cells, then n / 4 date cells
    return article("<table><tr>" + '<td class="widget"></td>' * n + "<td>March 3, 2024</td>" * (n // 4) + "</tr></table>")


def bold_share_labels_br(n: int) -> str:  # n share-classed bold labels, each before a <br>
    return article("<p>" + "".join(f'<b class="share">share {_letters(i)}</b><br>' for i in range(n)) + "</p>")


def bold_share_br(n: int) -> str:  # n bold "Share"s, each before a <br>
    return article("<p>" + "<b>Share</b><br>" * n + "</p>")


def bold_share_br_spaced(n: int) -> str:  # n bold "Share"s, each before a space, a <br> and a newline
    return article("<p>" + "<b>Share</b> <br>\n" * n + "</p>")


_FUZZ_LABELS = ["Share", "Share this", "Related posts", "See also", "About the author", "Comments", "Read more",
                "Advertisement", "Tags:", "Table of contents", "Newsletter", "Follow us"]
_FUZZ_TAGS = ["div", "p", "span", "b", "strong", "td", "li", "h2", "h3", "section", "a"]


def _fuzz_node(chance: random.Random, depth: int) -> str:
    if depth > 4 or chance.random() < 0.3:
        roll = chance.random()
        if roll < 0.35:
            return chance.choice(_FUZZ_LABELS)
        if roll < 0.5:
            return " " * chance.randint(0, 3) + "\n" + " " * chance.randint(0, 3)
        if roll < 0.6:
            return "<br>"
        if roll < 0.7:
            return f"<a href='/x{chance.randint(0, 9)}'>{chance.choice(['a teaser link title here', 'more', 'x'])}</a>"
        return ("word " * chance.randint(1, 40)).strip()
    tag = chance.choice(_FUZZ_TAGS)
    kids = "".join(_fuzz_node(chance, depth + 1) + (" " if chance.random() < 0.3 else "")
                   for _ in range(chance.randint(1, 6)))
    if tag == "td":
        return f"<table><tr><td>{kids}</td><td>{_fuzz_node(chance, depth + 1)}</td></tr></table>"
    if tag == "li":
        return f"<ul><li>{kids}</li><li>{_fuzz_node(chance, depth + 1)}</li></ul>"
    return f"<{tag}>{kids}</{tag}>"


def label_fuzz(n: int) -> str:  # n random trees of labels, links, <br>s and words (seeded: the same page each run)
    chance = random.Random(n)
    return article("".join(_fuzz_node(chance, 0) for _ in range(n)))


def contents_titles(n: int) -> str:  # n "Table of contents" boxes of two unlinked entries (each read every heading)
    box = "<div><p>Table of contents</p><span>first entry words</span><span>second entry words</span></div>"
    return article(box * n + f"<p>{WORDS}</p>" * n)


def contents_nested(n: int) -> str:  # "Table of contents" boxes nested n deep, an unlinked entry at each level
    return article("<div><p>Table of contents</p><span>first entry words</span>" * n + "</div>" * n + f"<p>{WORDS}</p>" * n)


def cr_only_lines(n: int) -> str:  # every line ended by a CR alone, in prose and in a pre
    return article("<p>" + f"{WORDS}\r" * n + "</p><pre>" + "x = 1\r" * n + "</pre>").replace("\n", "\r")


def line_separators(n: int) -> str:  # U+2028 / U+2029 between the lines of prose and of a pre
    return article("<p>" + f"{WORDS}\u2028" * n + "</p><pre>" + "x = 1\u2029" * n + "</pre>")


def zero_width_words(n: int) -> str:  # a zero-width space between every letter, joiners between words
    return article("<p>" + ("\u200b".join(WORDS) + "\u200d \u200c") * n + "</p>")


def amp_flood(n: int) -> str:  # n * 50 "&amp;" references in one paragraph
    return article("<p>" + "&amp;" * (n * 50) + "</p>")


def amp_attribute_flood(n: int) -> str:  # an href and an alt of n * 50 "&amp;" references each
    return article(f"<a href='/x?{'&amp;' * (n * 50)}'>link</a><img alt='{'&amp;' * (n * 50)}' src='x.png'>")


def combining_marks(n: int) -> str:  # one letter under n * 50 combining accents
    return article("<p>a" + "\u0301" * (n * 50) + f" {WORDS}</p>")


def label_rows(n: int) -> str:  # a table of n rows, each a label cell ("Tags:", "Newsletter") beside a word
    return article("<table>" + "<tr><td>Tags:</td><td>x</td></tr><tr><td>Newsletter</td><td>x</td></tr>" * (n // 2)
                   + "</table>")


def label_rows_linked(n: int) -> str:  # label_rows whose other cell holds a line and a link (measured per label)
    line = "<td>" + "x" * 200 + " <a href='/t'>t</a></td>"
    return article("<table>" + f"<tr><td>Tags:</td>{line}</tr><tr><td>Newsletter</td>{line}</tr>" * (n // 2) + "</table>")


def labels_nested(n: int) -> str:  # "Tags:" boxes nested n deep (the outermost dropped, each label below asked again)
    return article("<div><p>Tags:</p><span>first entry words</span>" * n + "</div>" * n + f"<p>{WORDS}</p>" * n)


def headings_under_nest(n: int) -> str:  # n headings holding a list, under 600 nested divs, a line between
    heading = "<h2 class='x'>ok ok ok Free shipping<ol><li>ok ok ok ok </li><li>ok </li></ol></h2>Copyright © 2024 Acme"
    return article("<div>" * 600 + heading * (n // 2) + "</div>" * 600)


# The rules of the twenty-sixth and twenty-seventh rounds, repeated and nested (2026-12-03)
_PARAGRAPH = f"<p>{WORDS} {WORDS}</p>"


def linked_rows_many(n: int) -> str:  # a ranking whose every row's cells are links (blocks.linked_rows / restore_linked_rows)
    rows = "".join(f"<tr><td><a href='/p{i}'>laureate {i}</a></td><td><a href='/y{i}'>year {i}</a></td></tr>" for i in range(n))
    return article("<table><tr><th>Name</th><th>Year</th></tr><tr><td>plain name</td><td>1999</td></tr>"
                   + rows + "</table>" + _PARAGRAPH * 5)


def code_token_spans(n: int) -> str:  # highlighted code: n runs of abutting token spans (separate_abutting_inlines)
    tokens = "<span class='n'>name</span><span class='p'>,</span><span class='mi'>2</span><span class='p'>))</span>"
    return article("<pre><code>" + (tokens + "\n") * n + "</code></pre>" + _PARAGRAPH * 5)


def linked_cells_spanned(n: int) -> str:  # a data table of n rows of linked, spanned cells (Markdown's cells and links)
    rows = "".join(f"<tr><td><a href='/p{i}' title='P'>item {i}</a></td><td colspan='2'>{i}</td><td>x</td></tr>"
                   for i in range(n))
    return article("<table><tr><th>Name</th><th>Value</th><th>More</th><th>X</th></tr>" + rows + "</table>"
                   + _PARAGRAPH * 5)


def linked_rows_nested(n: int) -> str:  # tables nested n deep, each with a linked row and a plain one
    level = ("<table><tr><th>Name</th><th>Year</th></tr><tr><td>plain</td><td>1999</td></tr>"
             "<tr><td><a href='/p'>laureate</a></td><td><a href='/y'>year</a></td></tr><tr><td>x</td><td>")
    return article(level * n + "</td></tr></table>" * n + _PARAGRAPH * n)


def row_cells_many(n: int) -> str:  # rows of a plain cell and a linked one (blocks.restore_row_cells)
    rows = "".join(f"<tr><td>name {i} words</td><td><a href='/l{i}'>link {i} here</a></td></tr>" for i in range(n))
    return article("<table><tr><th>a</th><th>b</th></tr>" + rows + "</table>" + _PARAGRAPH * 5)


def ingredients_nested(n: int) -> str:  # ingredient lists nested n deep, each item linking its ingredient
    level = "<div class='ingredients'><ul><li>2 cups <a href='/f'>bread flour</a></li><li>"
    return article(level * n + "</li></ul></div>" * n + _PARAGRAPH * n)


def ingredients_many(n: int) -> str:  # one ingredient list of n items, each linking its ingredient (unlink_ingredient_links)
    item = "<li class='wprm-recipe-ingredient'>2 cups <a href='/f'>flour</a></li>"
    return article("<ul class='wprm-recipe-ingredients'>" + item * n + "</ul>" + _PARAGRAPH * 5)


def time_labels(n: int) -> str:  # n recipe time labels before their durations (TIME_LABEL)
    return article("<div>" + "<span>Cook Time</span> <span>35 mins</span> " * n + "</div>" + _PARAGRAPH * 5)


def time_inline_nested(n: int) -> str:  # a duration inside inline elements nested n * 2 deep after its label
    return article("<p>Prep time " + "<b><i>" * n + "35 mins" + "</i></b>" * n + "</p>" + _PARAGRAPH * 5)


def unfilled_headings(n: int) -> str:  # one box of n empty headings over empty lists (drop_unfilled_box_headings)
    return article("<div>" + "<h2> </h2><ul></ul>" * n + "</div>" + _PARAGRAPH * 5)


def unfilled_nested(n: int) -> str:  # boxes of a heading over an empty list nested n deep
    return article("<div><h2>News</h2><ul></ul>" * n + "</div>" * n + _PARAGRAPH * n)


def back_arrows(n: int) -> str:  # n back-arrow lines between paragraphs (the back_arrow line family)
    return article(f"<p>{WORDS}</p><p>« Back to the list</p>" * n)


def back_arrows_nested(n: int) -> str:  # back-arrow lines nested n deep
    return article("<div><p>« Back to the list</p>" * n + "</div>" * n + _PARAGRAPH * n)


def gallery_credits(n: int) -> str:  # n figures whose captions are a gallery counter and a credit
    figures = "".join(f"<figure><img src='/i{i}.jpg'><figcaption>{i % 28 + 1}/28 photos © Shutterstock</figcaption></figure>"
                      for i in range(n))
    return article(figures + _PARAGRAPH * 5)


def gallery_credit_text(n: int) -> str:  # n gallery credit lines between <br>s
    return article("<div>" + "".join(f"{i % 28 + 1}/28 photos © Shutterstock<br>" for i in range(n)) + "</div>" + _PARAGRAPH * 5)


def share_bar_headings(n: int) -> str:  # n share-bar headings naming the story, each over a paragraph
    return article(f"<h3>Diesen Artikel teilen</h3><p>{WORDS}</p>" * n)


def share_bar_nested(n: int) -> str:  # share-bar headings nested n deep, a link after each
    return article("<div><h3>Share this story</h3><a href='/s'>f</a>" * n + "</div>" * n + _PARAGRAPH * n)


def review_lines(n: int) -> str:  # n review lines between paragraphs (_REVIEW_LINE_WORD)
    return article(f"<p>{WORDS}</p><div>Be the first to review this product</div>" * n)


def review_nested(n: int) -> str:  # review lines nested n deep
    return article("<div><span>Be the first to review</span>" * n + "</div>" * n + _PARAGRAPH * n)


def placeholder_nested(n: int) -> str:  # Lorem ipsum paragraphs nested n deep (drop_placeholder_text)
    return article("<div><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>" * n + "</div>" * n + _PARAGRAPH * n)


def placeholder_inline(n: int) -> str:  # n Lorem ipsum spans inside one paragraph of real words
    return article("<p>" + "<span>Lorem ipsum dolor sit amet</span> real words of it " * n + "</p>" + _PARAGRAPH * 5)


def release_stamps(n: int) -> str:  # n rustdoc stamp boxes ("1.0.0 · Source"), each beside a signature
    box = ("<span class='rightside'><span class='since'>1.0.0</span> · <a class='src' "
           "href='../src/lib.rs.html#1'>Source</a></span><h4>pub fn f(&amp;self)</h4>")
    return article(box * n + _PARAGRAPH * 5)


def release_stamps_big(n: int) -> str:  # one stamp box whose stamp holds n words (the box's text read once)
    return article("<span class='rightside'><span class='since'>" + "1.0.0 " * n + "</span> · <a class='src' "
                   "href='../src/lib.rs.html#1'>Source</a></span>" + _PARAGRAPH * 5)


def feedback_widgets_docs46(n: int) -> str:  # n feedback widgets, a question over two buttons each
    box = "<div class='fb'><p>Was this page helpful?</p><div><button>Yes</button><button>No</button></div></div>"
    return article(_PARAGRAPH * 5 + box * n)


def feedback_widgets_nested_docs46(n: int) -> str:  # n boxes nested, each holding a question and two buttons
    return article(_PARAGRAPH * 5 + "<div><p>Was this page helpful?</p><button>Yes</button><button>No</button>" * n
                   + "</div>" * n)


def avatar_bylines_docs47(n: int) -> str:  # n bylines, each an avatar, a name and a time
    box = ("<div class='author'><div class='avatar'><img src='a.png' alt=''></div><a href='/u'>Anna</a>"
           "<time>1 March 2024</time></div>")
    return article(_PARAGRAPH * 5 + box * n)


def avatar_times_nested_docs47(n: int) -> str:  # n times nested in boxes, n avatar pictures below them
    return article(_PARAGRAPH * 5 + "<div class='avatar'><time>1</time>" * n + "<img class='avatar' src='a.png'>" * n
                   + "</div>" * n)


def here_pointer_links_article47b(n: int) -> str:  # a closing "here" pointer after n empty links and n empty boxes
    return article(_PARAGRAPH * 5 + "<p>Mehr dazu " + "<a href='/x'></a>" * n + "<a href='/mehr'>hier</a>."
                   + "<span></span>" * n + "</p>")


def note_asides_docs49(n: int) -> str:  # n note asides, each of a sentence and five links
    note = ("<aside class='note'><strong>Note:</strong> Give each worker its own session object. "
            + "<a href='/x'>x</a> " * 5 + "</aside>")
    return article(_PARAGRAPH * 5 + note * n)


def note_aside_links_docs49(n: int) -> str:  # one note aside holding n links nested in n spans
    return article(_PARAGRAPH * 5 + "<aside class='note'>Give each worker its own session object, never a shared one. "
                   + "<span><a href='/x'>x</a>" * n + "</span>" * n + "</aside>")


def tag_box_lists_docs50(n: int) -> str:  # one tags box of n lists nested in their items, a linked word in each
    return article(_PARAGRAPH * 5 + "<div class='tags'>" + "<ul><li><p><a href='/t'>tag</a></p>" * n + "</li></ul>" * n + "</div>")


def header_beside_docs50(n: int) -> str:  # a header of n headings and links beside its article, under one section
    return ("<html><body><section><header>" + "<h2><a href='/x'>Client</a></h2>" * n
            + "<p>" + "The client keeps one connection per host. " * 4 + "</p></header><article>"
            + _PARAGRAPH * 5 + "</article></section></body></html>")


def folded_details_docs50(n: int) -> str:  # n closed details nested, each a summary and a pre of a line
    return article(_PARAGRAPH * 5 + "<details><summary>Source</summary><pre>x = 1</pre>" * n + "</details>" * n)


def folded_pres_docs50(n: int) -> str:  # one closed details holding n pres nested in n divs
    return article(_PARAGRAPH * 5 + "<details><summary>Source</summary>" + "<div><pre>x = 1</pre>" * n + "</div>" * n
                   + "</details>")


def ruby_sources_docs51(n: int) -> str:  # n Ruby source listings ("# File ..., line 1") in nested method boxes
    return article(_PARAGRAPH * 5 + ("<div><span>click to toggle source</span><div><pre># File a.rb, line 1\nx = 1</pre>"
                                     "<pre>12</pre></div>") * n + "</div>" * (2 * n))


def ruby_sources_flat_docs51(n: int) -> str:  # n Ruby source listings and n toggles side by side in one box
    return article(_PARAGRAPH * 5 + "<div>" + "<span>toggle source</span><pre># File a.rb, line 1\nx = 1</pre>" * n + "</div>")


def jsdoc_sources_docs51(n: int) -> str:  # one list of n JSDoc "Source: a.js, line 1" entries, each nested in the last
    return article(_PARAGRAPH * 5 + "<dl><dt>Source:</dt><dd><ul><li><a href='a.js.html#line1'>line 1</a>" * n
                   + "</li></ul></dd></dl>" * n)


def tab_captions_docs51(n: int) -> str:  # n tables, each a caption of three filter tabs
    caption = "<caption>" + "<span class='tableTab'><span>All Methods</span></span>" * 3 + "</caption>"
    return article(_PARAGRAPH * 5 + f"<table>{caption}<tr><td>x</td></tr></table>" * n)


def script_controls_docs51(n: int) -> str:  # one paragraph of n "#" links, each a control's words
    return article(_PARAGRAPH * 5 + "<p>" + "words <a href='#'>collapse</a> " * n + "</p>")


def label_rows_docs47b(n: int) -> str:  # one row of n labels over a row of n panels (CSS-only tabs)
    return article(_PARAGRAPH * 5 + "<div>" + "".join(f"<label for='t{i}'>Tab {i}</label>" for i in range(n))
                   + "</div><div>" + "<div><pre>x = 1</pre></div>" * n + "</div>")


def label_rows_nested_docs47b(n: int) -> str:  # n boxes nested, each holding a label and the next box
    return article(_PARAGRAPH * 5 + "<div><label for='t'>Tab</label>" * n + "</div>" * n + "<div><p>x</p></div>")


def toggled_listings_docs46b(n: int) -> str:  # n listings folded behind a checkbox, each with its label
    fold = "<input id='s{i}' type='checkbox'><label for='s{i}'>View Source</label><div><pre>x = {i}</pre></div>"
    return article(_PARAGRAPH * 5 + "".join(fold.format(i=i) for i in range(n)))


def toggled_labels_nested_docs46b(n: int) -> str:  # n labels nested, each naming the one checkbox
    return article(_PARAGRAPH * 5 + "<input id='s' type='checkbox'>" + "<label for='s'>x" * n + "</label>" * n
                   + "<pre>x = 1</pre>")


def separated_trails_docs46b(n: int) -> str:  # n trails, their crumbs and slashes blocks of their own
    trail = "<div><a href='/'>Help</a><div>/</div><a href='/c'>Account</a><div>/</div><div>Reset</div></div>"
    return article(_PARAGRAPH * 5 + trail * n)


def separated_trail_long_docs46b(n: int) -> str:  # one box of n crumbs between slashes, nested in n boxes
    return article(_PARAGRAPH * 5 + "<div><a href='/'>x</a><div>/</div>" * n + "<div>end</div>" + "</div>" * n)


def label_row_tables(n: int) -> str:  # n small tables of label rows
    tables = "".join(f"<table><tr><td>Tags:</td><td>x{i}</td></tr><tr><td>Newsletter</td><td>y</td></tr></table>" for i in range(n))
    return article(tables + _PARAGRAPH * 5)


# Session 29's rules (2026-12-04): the shapes each new rule looks at, repeated and nested.
_THREAD_HEAD = '<script type="application/ld+json">{"@type": "DiscussionForumPosting", "headline": "Title here"}</script>'


def thread(body: str) -> str:
    return article(body, _THREAD_HEAD)


def cloaked_many(n: int) -> str:  # a thread of n posts, each with a cloaked template beside it (drop_cloaked)
    return thread(f"<div class=post><p>{WORDS}</p><span ng-cloak>{{{{ upvoteCount }}}}</span></div>" * n)


def cloaked_nested(n: int) -> str:  # cloaked elements nested n deep in a thread
    return thread("<div v-cloak><p>{{ message }}</p>" * n + "</div>" * n + _PARAGRAPH * 5)


_VOTED_HEAD = "<meta property='og:type' content='article'>"
_VOTED_POST = ("<li class=post><b>someone</b><p>{words}</p><a href='/r'>Reply</a><a href='/t/1'>{words}</a>"
               "<span class=votes><a class=upvote>+</a>3<a class=downvote>-</a></span></li>")


def voted_list_links(n: int) -> str:  # n voted posts, short and long links inside and outside (_length_but_controls)
    outside = f"<a href='/c'>Category</a><a href='/t/2'>{WORDS}</a>" * n
    return page(f"<main><h1>Title here</h1>{outside}<ul>{_VOTED_POST.format(words=WORDS) * n}</ul></main>", _VOTED_HEAD)


def voted_list_anchor_nest(n: int) -> str:  # links nested n deep beside 3 voted posts (each link's count is bounded)
    nest = "<a href='/x'>go<span>" * n + "</span></a>" * n
    return page(f"<main><h1>Title here</h1>{nest}<ul>{_VOTED_POST.format(words=WORDS) * 3}</ul></main>", _VOTED_HEAD)


def quote_headers(n: int) -> str:  # n quote boxes opened by a "Quote:" line in a thread (POST_LINE)
    box = f"<div><div class=smallfont>Quote:</div><table><tr><td>{WORDS}</td></tr></table></div><p>{WORDS}</p>"
    return thread(box * n)


def opening_post_replies(n: int) -> str:  # a title and a short story before a comments box of n replies
    replies = "".join(f"<div class=comment><a href='/u{i}'>user{i}</a><p>{WORDS}</p></div>" for i in range(n))
    return page(f"<h1>Title here</h1><p>{WORDS}</p><div class=comments id=comments>{replies}</div>")


def drawn_illustrations(n: int) -> str:  # a service page of n boxes named as drawings (drop_drawn_illustrations)
    drawing = "<div class='PageSection_illustration__P1Yb9'><span>AI</span><span>2</span></div>"
    return page("<main><h1>Our product</h1>" + f"<div class='feature'><h2>Fast</h2><p>{WORDS}</p>{drawing}</div>" * n + "</main>")


def drawn_illustrations_nested(n: int) -> str:  # drawing boxes nested n deep, an h1 at the bottom
    return page("<main>" + "<div class='hero-graphic'><p>x</p>" * n + "<h1>Our product</h1>" + "</div>" * n
                + _PARAGRAPH * 5 + "</main>")


def misclosed_headings(n: int) -> str:  # n headings closed by another level's end tag (parse's heading repair)
    return article(f"<h2>A heading</h3><div>{WORDS}</div>" * n)


def bare_text_openings(n: int) -> str:  # n divs of bare text before the story's container (paragraphs_before)
    return page(f"<div>{WORDS} {WORDS}</div>" * n + f"<article><h1>Title here</h1><p>{WORDS}</p>" * 3 + "</article>" * 3)


def described_ledes(n: int) -> str:  # n look-alikes of the meta description before the body (described_lede_outside)
    lede = f"{WORDS}. {WORDS}."
    return (f"<html><head><title>A page</title><meta name='description' content='{lede}'></head><body>"
            + f"<h3>{lede}</h3>" * n + f"<div class=c><p>{WORDS} {WORDS}.</p>" + _PARAGRAPH * 6 + "</div></body></html>")


def promoted_nodes(n: int) -> str:  # n Drupal nodes flagged as promoted (without_drupal_status)
    return article(f"<div class='node node-promoted node-teaser'><h2><a href='/n'>Teaser</a></h2><p>{WORDS}</p></div>" * n)


def titled_card_lists(n: int) -> str:  # n titled carousels of priced cards on a product's page (drop_product_cards)
    cards = "<ul>" + "".join(f"<li><a href='/p/{i}'>Oak thing {i}</a> $1{i}.00</li>" for i in range(3)) + "</ul>"
    box = "<div>" * 20 + "<h2>You might like</h2>" + cards + "</div>" * 20
    return ("<html><head><title>Desk</title><meta property='og:type' content='product'><script type="
            "'application/ld+json'>{\"@type\": \"Product\", \"name\": \"Desk\"}</script></head><body><main>"
            + f"<p>{WORDS}. {WORDS}.</p>" * n + box * n + "</main></body></html>")


def styled_card_grid(n: int) -> str:  # an intro, a grid of n cards each holding a style, a story (with_item_list)
    cards = "".join(f"<div class='card'><a href='/p/{i}'>Item {i}</a><style>.c{i} {{ padding: 1px }}</style>"
                    f"<p>$1{i}.00</p></div>" for i in range(n))
    return page(f"<div class='intro'><h1>Wallets</h1></div><div class='grid'>{cards}</div>"
                f"<div class='story'><p>{WORDS} {WORDS} {WORDS}.</p></div>")


def clamped_previews(n: int) -> str:  # n answers, each a clamped preview beside its whole text (drop_clamped_previews)
    preview = f"<div style='-webkit-line-clamp: 3; overflow: hidden'><p>{WORDS} {WORDS}</p> Continue Reading</div>"
    return thread(f"<div class=answer>{preview}<div class=whole><p>{WORDS} {WORDS}</p><p>{WORDS}</p></div></div>" * n)


def clamped_nested(n: int) -> str:  # clamped boxes nested n deep, the outermost beside a longer copy of the text
    return thread("<div>" + "<div class='line-clamp'>" * n + _PARAGRAPH + "</div>" * n
                  + f"<div>{_PARAGRAPH}<p>{WORDS}</p></div></div>")


def mouse_only_blurbs(n: int) -> str:  # n cards whose blurb is linked again for the mouse only (spare_duplicate_links)
    card = (f"<div class=card><h3><a href='/s'>A story</a></h3><a href='/s' aria-hidden='true' tabindex='-1'>"
            f"<p>{WORDS} {WORDS}</p></a></div>")
    return page("<main><h1>Stories</h1>" + card * n + "</main>")


def numbered_linked_headings(n: int) -> str:  # a listicle of n items whose headings link the item (blocks.unlink_heading_links)
    return article("".join(f"<h3>{i}. <a href='https://vendor{i}.example/'>Vendor {i}</a></h3><p>{WORDS}.</p>"
                           for i in range(1, n + 1)))


def khoros_topic(n: int) -> str:  # a Khoros topic page of n posts (is_khoros_topic, the posts' chrome)
    post = ("<div class='lia-message'><a class='lia-link-navigation lia-user-name-link' href='/u'>user</a>"
            "<span class='lia-user-rank'>Level 4</span><span class='lia-kudos-count'>3 Kudos</span>"
            f"<div class='lia-message-body'><p>{WORDS}.</p></div></div>")
    return ("<html><head><title>Topic</title><meta property='og:type' content='article'></head>"
            "<body class='lia-body lia-forum-topic ForumTopicPage'><main>" + post * n + "</main></body></html>")


def wordpress_heading_anchors(n: int) -> str:  # n headings whose WordPress anchor ids hold widget words
    return article("".join(f"<h2 id='h-social-media-tip-{i}'>Social media tip {i}</h2><p>{WORDS}.</p>" for i in range(n)))


# The thirty-seventh round's rules (2026-12-05)
_ARTICLE_HEAD = "<meta property='og:type' content='article'>"


def quora_answer_counts(n: int) -> str:  # n answers, each under its answerer's credential and counts (the post line family)
    answer = ("<div class='q-box'><div class='q-text'><span>Network engineer at a university</span><span> · </span>"
              "<span>Author has <span>9.6K</span> answers and <span>47.1M</span> answer views</span></div>"
              f"<div class='q-box'><p>{WORDS}.</p></div></div>")
    return article(answer * n, _ARTICLE_HEAD)


def khoros_copied_solutions(n: int) -> str:  # a Khoros topic of n posts, each holding a solved banner and a copied solution
    def post(i: int) -> str:  # post i copies post i + 1, the reply that solved it
        copy = ("<div class='lia-message-solved-banner'><span>Solved!</span> <a href='/t5/m-p/1#M1'>Go to Solution.</a></div>"
                "<div class='lia-message-body-accepted-solution-checkmark'><div class='lia-message-body-content'>"
                f"<p>{WORDS} {WORDS} {i + 1}.</p></div><a href='/t5/m-p/1#M1'>View solution in original post</a></div>")
        return ("<div class='lia-message'><a class='lia-link-navigation lia-user-name-link' href='/u'>user</a>"
                f"<div class='lia-message-body'><p>{WORDS} {WORDS} {i}.</p>{copy}</div></div>")
    return ("<html><head><title>Topic</title><meta property='og:type' content='article'></head>"
            "<body class='lia-body lia-forum-topic ForumTopicPage'><main>" + "".join(post(i) for i in range(n))
            + "</main></body></html>")


def invision_events(n: int) -> str:  # an Invision topic with n moderation events between two posts (post chrome "topicmeta")
    event = ("<ul class='ipsTopicMeta'><li class='ipsTopicMeta__item'><span class='ipsTopicMeta__time'>"
             "<time datetime='2024-05-02T10:00:00Z'>1 yr</time></span><span class='ipsTopicMeta__action'>"
             "<a href='/profile/1-alice/'>alice</a> pinned this topic</span></li></ul>")
    post = f"<article class='cPost ipsComment'><div class='cPost_contentWrap'><p>{WORDS}.</p></div></article>"
    return thread(post + event * n + post)


# The thirty-eighth round's rules (2026-12-05)
def link_preview_cards(n: int) -> str:  # a thread of n posts, each with a link's preview card (post chrome "unfurl")
    card = ("<div class='bbCodeBlock bbCodeBlock--unfurl js-unfurl fauxBlockLink'><div class='contentRow-main'>"
            "<h3><a href='https://x.example/a'>A linked page</a></h3><div class='contentRow-snippet'>Its description.</div></div></div>")
    return thread(f"<div class=post><p>{WORDS}.</p>{card}</div>" * n)


def link_preview_cards_nested(n: int) -> str:  # preview cards nested n deep in a thread
    return thread("<div class='link-preview'><p>A linked page</p>" * n + "</div>" * n + _PARAGRAPH * 5)


def picture_addresses(n: int) -> str:  # a thread of n posts, each a picture's address and a run of ".jpg?" (drop_image_addresses)
    run = "https://" + ".jpg?" * 98 + "x"
    return thread("".join(f"<div class=post>https://x.example/{i}.jpg<br>{run}<br>{WORDS}.</div>" for i in range(n)))


def unnamed_marquee(n: int) -> str:  # n copies of one call in a plain box, beside a wide box of distinct children (copies' marquees)
    ticker = "<div class='WorkAnimated_container'>" + "<span>Book Now *</span>" * n + "</div>"
    grid = "<div class='grid'>" + "".join(f"<div><p>Feature {i}</p></div>" for i in range(n)) + "</div>"
    return page(f"<main><h1>Work</h1><p>{WORDS} {WORDS}.</p>{ticker}{grid}</main>")


def unnamed_marquee_nested(n: int) -> str:  # runs of eight copies of one call, nested n deep
    return page(f"<main><h1>Work</h1><p>{WORDS}.</p>" + ("<div>" + "<span>Book Now *</span>" * 8) * n
                + "</div>" * n + "</main>")


def screen_reader_names(n: int) -> str:  # n labels under a design system's screen-reader-only class (HIDING_CLASSES)
    return article("".join(f"<p><span class='usa-sr-only'>Label {i}:</span> {WORDS}.</p>" for i in range(n)))


def sponsored_slider(n: int) -> str:  # a product page (og:type product, no JSON-LD) with a slider of n untitled priced slides
    cards = "".join(f"<li class='a-carousel-card' aria-roledescription='slide'><a href='/sspa/{i}'></a>"
                    f"<span class='a-price'>${i}.06</span><span>Limited time deal</span></li>" for i in range(n))
    return page(f"<main><h1>Oak desk</h1><p>{WORDS} {WORDS}.</p><div class='a-carousel-viewport'>"
                f"<ol class='a-carousel'>{cards}</ol></div></main>", "<meta property='og:type' content='product'>")


def report_listing_lines(n: int) -> str:  # n links to report the listing, each alone in its box (the report_listing family)
    return page("<main><h1>Desk</h1>" + "".join(f"<div><a href='/report/{i}'>Report this item to Etsy</a></div><p>{WORDS} {i}.</p>"
                                               for i in range(n)) + "</main>")


def story_cards(n: int) -> str:  # an article's prose, then n other stories' cards each closed by a call to read it (drop_story_cards)
    card = f"<div class='insert'><h2>Another story</h2><p>{WORDS}.</p><a href='/s'>Weiterlesen</a></div>"
    return article(f"<p>{WORDS} {WORDS} {WORDS}.</p>" * n + card * n, _ARTICLE_HEAD)


def story_cards_nested(n: int) -> str:  # such cards nested n deep after the prose
    card = "<div class='insert'><h2>Another story</h2><p>Its first lines.</p><a href='/s'>Weiterlesen</a>"
    return article(f"<p>{WORDS} {WORDS} {WORDS}.</p>" * 8 + card * n + "</div>" * n, _ARTICLE_HEAD)


def terminal_sessions(n: int) -> str:  # n termynal boxes, each code's text HTML with an unclosed "<a" run (render_terminal_markup)
    session = ("<div class='termy'><div class='highlight'><pre><code>$ &lt;font color=&quot;#4E9A06&quot;&gt;"
               "run&lt;/font&gt; &lt;a" + " x" * 150 + "</code></pre></div></div>")
    return page(f"<main><h1>Tutorial</h1><p>{WORDS}.</p>" + session * n + "</main>")


def terminal_sessions_nested(n: int) -> str:  # termy boxes nested n deep around one session's pre
    return page(f"<main><h1>Tutorial</h1><p>{WORDS}.</p>" + "<div class='termy'><div>" * n
                + "<pre><code>&lt;b&gt;x&lt;/b&gt;</code></pre>" + "</div></div>" * n + "</main>")


def fine_print_choices(n: int) -> str:  # a body of n short boxes beside a disclosure block of n paragraphs (widen_past_fine_print)
    boxes = "".join(f"<div class='ns-body'><p>Step {i}: answer four questions.</p></div>" for i in range(n))
    legal = "".join(f"<p>{WORDS} {WORDS} {i}.</p>" for i in range(n))
    return page(f"{boxes}<div class='ns-disclosure-wide'>{legal}</div>")


def section_class_stack(n: int) -> str:  # n body-level div.section blocks after one of prose (widen_to_sections)
    links = "".join(f"<a href='/brands/{i}'>Brand {i}</a>" for i in range(n))
    intro = "".join(f"<p>{WORDS} {i}.</p>" for i in range(n))
    blocks = "".join(f"<div class='section'><h2>Part {i}</h2><p>Short note {i}.</p></div>" for i in range(n))
    return page(f"<div class='brands'>{links}</div><div class='section intro'>{intro}</div>{blocks}")


# The fortieth round's rules (2026-12-05, forum40)
_PACK_LINES = ("Antwort erstellen", "Geschrieben 5. März 2024", "Erfahrener Benutzer", "Cliquez pour agrandir...",
               "Druckversion anzeigen", "Inicia sesión o regístrate para comentar.")


def pack_post_lines(n: int) -> str:  # a thread of n posts, each under a board's lines in its language packs (POST_LINE)
    lines = "".join(f"<div>{line}</div>" for line in _PACK_LINES)
    return thread(f"<div class=post>{lines}<p>{WORDS}.</p></div>" * n)


_PACK_LINES_MORE = ("Postar uma resposta", "Сообщение от pumpguru", "クリックして展開...", "最后编辑: 2024年5月5日",
                    "Son düzenleme: 5 Mayıs 2024", "Nový člen", "Была ли эта страница полезной?", "此页面是否有帮助?")


def pack_post_lines_more(n: int) -> str:  # a thread of n posts, each under lines of the boards' other packs (forum41)
    lines = "".join(f"<div>{line}</div>" for line in _PACK_LINES_MORE)
    likes = "<span class='post-likes'>3 curtidas</span>"
    return thread(f"<div class=post>{lines}<p>{WORDS}.</p>{likes}<h2>{n} 件の回答</h2></div>" * n)


_PACK_LINES_FORUM42 = ("Ver Perfil", "Mensagem Privada", "Просмотр профиля", "Жалоба", "プロフィールを見る", "投稿日時 March 1, 2024",
                       "查看个人资料", "发布于 March 1, 2024", "Mensagens: 117", "Karma: +3/-0", "« 前のスレッド | 次のスレッド »",
                       "Voir le profil", "Date d'inscription: Jun 2011")


def pack_post_lines_forum42(n: int) -> str:  # a thread of n posts, each under forum42's pack lines and a box it titles
    lines = "".join(f"<div>{line}</div>" for line in _PACK_LINES_FORUM42)
    return thread(f"<div class=post>{lines}<p>{WORDS}.</p><h5>類似スレッド</h5><ul><li>Other thread {n}</li></ul></div>" * n)


_PACK_LINES_FORUM43 = ("Thread Information", "Вы не можете создавать новые темы",
                       "Es ist Ihnen nicht erlaubt, Anhänge hochzuladen.", "Vous ne pouvez pas modifier vos messages")


def pack_post_lines_forum43(n: int) -> str:  # a thread of n posts, each under forum43's lines and an author box of term/value pairs
    lines = "".join(f"<div>{line}</div>" for line in _PACK_LINES_FORUM43)
    pairs = "".join(f"<dt>Field {i}</dt><dd>Value {i}</dd>" for i in range(20))
    box = f"<dl class='userinfo_extra'><dt>Join Date</dt><dd>Jun 2011</dd>{pairs}<dt>Posts</dt><dd>2,041</dd></dl>"
    return thread(f"<div class=post>{box}{lines}<p>{WORDS}.</p></div>" * n)


def stat_pair_list_forum43(n: int) -> str:  # one term/value list of n pairs after a stat pair, each value a paragraph long
    pairs = "".join(f"<dt>Location</dt><dd>{WORDS}. {WORDS}.</dd>" for _ in range(n))
    posts = "".join(f"<div class=post><div>Reply With Quote</div><p>{WORDS}.</p></div>" for _ in range(4))
    return thread(f"{posts}<dl><dt>Join Date</dt><dd>Jun 2011</dd>{pairs}</dl>")


def thread_title_forum43(n: int) -> str:  # a thread opening with n nested bold and heading elements, no text in them
    nested = "<strong><h3>" * n + "</h3></strong>" * n
    posts = f"<div class=post><p>{WORDS}.</p></div>" * 8
    return page(f"<main>{nested}<h2>A page of a thread</h2>{posts}</main>", _THREAD_HEAD)


def small_actions_forum43(n: int) -> str:  # a Discourse crawler view of n posts, each name followed by a long tail
    tail = " " * 50 + "(" + " " * 50 + "Closed " * 20
    posts = "".join(f"<div class='crawler-post'><div class='crawler-post-meta'><span class='creator'><a href='/u/a'>alice</a>"
                    f"{tail}</span></div><div class='post'><p>{WORDS}.</p></div></div>" for _ in range(n))
    return page(f"<main>{posts}</main>", _THREAD_HEAD)


def comment_cards_forum44(n: int) -> str:  # a thread of n short replies, each a card named a comment, its linked name heading over a date
    cards = "".join(f"<div class='timeline-comment-group'><h3><a href='/u{i}'>user{i}</a> Mar 2, 2024</h3>"
                    f"<p>{WORDS[:120]}.</p></div>" for i in range(n))
    return page(f"<main><h1>Pumps</h1><div class='comment'><p>{WORDS}.</p></div><div class='timeline'>{cards}</div></main>",
                _THREAD_HEAD)


def author_boxes_forum45(n: int) -> str:  # n posts, each an author box of <br> lines and a signature after a rule (forum45)
    posts = "".join(f"<tr><td><b>user{i}</b><br><span class='postdetails'>Regular<br>Joined: 02 Mar 2021<br>Posts: {i}"
                    f"<br>Location: Leeds</span></td><td><span class='postbody'>{WORDS}.<br>__________<br>sig {i}</span></td></tr>"
                    for i in range(n))
    return page(f"<table>{posts}</table>")


def br_stat_lines_forum45(n: int) -> str:  # one element of n <br> stat lines, then n rules of underscores over empty tags (forum45)
    stats = "".join(f"<br>Posts: {i}<br>Joined: 2021" for i in range(n))
    rules = "".join("<br>__________<i></i>" for _ in range(n))
    return page(f"<main><h1>Pumps</h1><p>{WORDS}.</p><div>{stats}</div><div>{stats}</div><p>{WORDS}.{rules}</p></main>")


def permission_lists_forum45b(n: int) -> str:  # a thread of n posts with n <br> lists of permission lines, one of n lines (forum45b)
    lines = "<br>".join("You <b>cannot</b> reply to topics in this forum" for _ in range(n))
    posts = "".join(f"<div class='post'><span class='username'>u{i}</span><div class='signature'>s</div>"
                    f"<p>{WORDS}.</p><span>You cannot post new topics<br>You cannot vote in polls</span></div>" for i in range(n))
    return page(f"<main class='thread'><div class='postcount'>1</div>{posts}<span>{lines}</span></main>")


def sidebar_names_forum45b(n: int) -> str:  # n WBB 3 "messageSidebar"s, n UBB.threads author cells (forum45b)
    posts = "".join(f"<div class='message'><div class='messageSidebar'><p class='userName'><a href='/index.php?page=User&userID={i}'>"
                    f"u{i}</a></p></div><div class='messageContent'><a class='messageNumber'>{i}</a><p>{WORDS}.</p></div></div>"
                    f"<table><tr><td class='author-content'><a href='javascript:void(0)'><span class='username'>v{i}</span></a><br>*</td>"
                    f"<td class='post-content'>{WORDS}.</td></tr></table>" for i in range(n))
    return page(f"<div id='main'>{posts}</div>")


def reply_titles_forum46(n: int) -> str:  # n posts: "Re:" subject lines, bold titles, "#id - date" lines; n subjects n deep (forum46)
    posts = "".join(f"<div class='post'><div class='messageSidebar'><p class='userName'><a href='/member.php?u={i}'>u{i}</a></p></div>"
                    f"<div><a href='#m{i}'>Re: Pumps</a></div><a><b>Re: Pumps</b></a>"
                    f"<div><span>#{5000 + i}</span> - 03/02/24 10:00 AM</div><p>{WORDS}.</p></div>" for i in range(n))
    nested = "<div>" * n + "".join("<a>Re: Pumps</a>" for _ in range(n)) + "</div>" * n
    return page(f"<div id='main'>{posts}{nested}</div>")


def opening_subjects_forum47(n: int) -> str:  # n posts under subjects cut from their words; n subjects each over the rest, n deep (forum47)
    posts = "".join(f"<div class='post'><div class='messageSidebar'><p class='userName'><a href='/member.php?u={i}'>u{i}</a></p></div>"
                    f"<h3>{WORDS[:29]}…</h3><div class='content'><p>{WORDS}.</p></div></div>" for i in range(n))
    nested = f"<div><h3>{WORDS[:29]}</h3><div>" * n + "<b></b>" * n + f"<p>{WORDS}.</p>" + "</div></div>" * n
    return page(f"<div id='main'>{posts}{nested}</div>")


def wrapped_posts_forum48(n: int) -> str:  # a thread: a long post, n posts wrapped four deep, one wrapper of n more children (forum48)
    def post(i: int, text: str, extra: str = "") -> str:
        return (f"<div align='center'><div class='page'><div>{extra}<div id='edit{i}'><table id='post{i}' class='tborder'><tr>"
                f"<td class='alt2'><a class='bigusername' href='/member.php?u={i}'>user{i}</a><div>Join Date: Jun 2024</div>"
                f"<a href='/member.php?u={i}'>View Public Profile</a> <a href='/search.php?u={i}'>Find More Posts</a></td>"
                f"<td id='td_post_{i}'><div id='post_message_{i}'>{text}</div></td></tr></table>"
                f"<div class='vbmenu_popup' style='display:none'>menu</div></div></div></div></div>")
    posts = post(0, f"{WORDS}. " * (n // 2)) + "".join(post(i, f"Reply {i}.") for i in range(1, n))
    crowded = post(n, f"Reply {n}.", "<span>x</span>" * n)
    menu = "".join(f"<a href='/f/{i}'>Forum {i}</a> " for i in range(20))
    return page(f"<div class='navbar'>{menu}</div><div id='posts'>{posts}{crowded}</div><div class='footer'>{menu}</div>", _THREAD_HEAD)


def signature_names_forum48(n: int) -> str:  # n MyBB author boxes in one container, signatures naming the posters (forum48)
    boxes = "".join(f"<div class='post_author'><a href='/member.php?uid={i}'>user</a><br>Posts: {i}</div>"
                    f"<div class='post_body'>{WORDS}.</div><div class='signature'>https://patreon.com/user user#{i}</div>"
                    for i in range(n))
    return page(f"<main><h1>Pumps</h1><div class='posts'>{boxes}</div></main>")


def author_lists_forum49(n: int) -> str:  # n FluxBB posts with author lists; a list of n empty values; n header rows (forum49)
    posts = "".join(f"<div id='p{i}' class='blockpost'><h2><span><span class='conr'>#{i + 1}</span> "
                    f"<a href='#p{i}'>2024-03-02 10:00:00</a></span></h2><dl><dt><strong>u{i}</strong></dt>"
                    f"<dd class='usertitle'>Member</dd><dd><span>Registered: 2012-09-03</span></dd>"
                    f"<dd><span>Posts: {i}</span></dd></dl><div class='postmsg'><p>{WORDS}.</p></div></div>" for i in range(n))
    crowded = "<dl><dt>u</dt>" + "<dd></dd>" * n + "<dd>Posts: 3</dd></dl>"
    rows = "".join(f"<tr><td>1st March 2024, 10:00</td><td>#<a href='#p{i}'><strong>{i + 1}</strong></a> | "
                   f"<a href='#p{i}'>Link</a></td></tr>" for i in range(n))
    return page(f"<div id='main'>{posts}{crowded}<table>{rows}</table></div>")


def subject_lines_forum51(n: int) -> str:  # n SMF 2.1 posts under n subjects, each replied to twice; n subject divs nested (forum51)
    posts = "".join(f"<div class='windowbg'><ul class='user_info'><li class='postgroup'>Rank</li></ul>"
                    f"<div class='subject_title'><a href='#m{i}'>{prefix}Topic number {i // 3}</a></div>"
                    f"<div class='post'><div class='inner'>{WORDS}.</div></div><div class='signature'>sig {i}</div></div>"
                    for i, prefix in ((i, "Re: " if i % 3 else "") for i in range(n)))
    nested = "<div class='subject_title'>" * n + "Topic number 0" + "</div>" * n
    return page(f"<div id='forumposts'>{posts}{nested}</div>")


def stat_lines_forum46b(n: int) -> str:  # n posts of a thread, each under a line of count badges; n counts nested n deep (forum46b)
    posts = "".join(f"<div class='post'><div class='messageSidebar'><p class='userName'><a href='/member.php?u={i}'>u{i}</a></p></div>"
                    f"<div><span><span>{i}</span><span>Posts</span></span><span><span>{i + 3}</span><span>Views</span></span></div>"
                    f"<p>{WORDS}.</p></div>" for i in range(n))
    nested = "<div><span>4</span> posts " * n + "</div>" * n
    return page(f"<div id='main'>{posts}{nested}</div>")


def author_box_names_forum45(n: int) -> str:  # n posts, each a MyBB "post_author" box with a profile link, and n nested boxes (forum45)
    posts = "".join(f"<div class='post'><div class='post_author'><a href='/member.php?uid={i}'><img src='a.png'></a>"
                    f"<a href='/member.php?uid={i}'>user{i}</a><br>Posts: {i}</div><div class='post_body'>{WORDS}.</div></div>"
                    for i in range(n))
    nested = "<div class='post_author'><a href='/x'>x</a>" * n + "</div>" * n
    return page(f"<main><h1>Pumps</h1>{posts}{nested}</main>")


def cookie_notices_more(n: int) -> str:  # a service page of n boxes, each a site's own use of cookies in one language (consent)
    notices = ("Diese Website benutzt Cookies, um Ihnen das beste Erlebnis zu bieten.",
               "Esta web utiliza cookies para mejorar su experiencia.", "Używamy plików cookie, aby poprawić Twoje wrażenia.",
               "Onze website gebruikt cookies om uw ervaring te verbeteren.")
    boxes = "".join(f"<section><p>{WORDS}.</p><div class='x'><p>{notices[i % 4]}</p></div></section>" for i in range(n))
    return page(f"<main><h1>Gardens</h1>{boxes}</main>")


def translated_calls(n: int) -> str:  # a service page of n feature boxes, each closed by a translated call (service42)
    calls = ("Jetzt loslegen", "Démarrer l'essai gratuit", "Comienza ahora", "Parliamone", "Aan de slag",
             "Zacznij za darmo", "Comece grátis", "Commencer par la fin de ce qui a été dit")
    boxes = "".join(f"<section><h2>Box {i}</h2><p>{WORDS}.</p><a class='btn' href='/go/{i}'>{calls[i % 8]}</a></section>"
                    for i in range(n))
    return page(f"<main><h1>Gardens</h1>{boxes}</main>")


def blog_boxes_service43(n: int) -> str:  # n service sections, each closed by a box of blog posts under a label (service43)
    labels = ("From our blog", "Featured insights", "Aus unserem Blog", "Sur notre blog", "Dal nostro blog",
              "Z naszego bloga", "Do nosso blog", "From the blog to the book: a heading running on")
    boxes = "".join(f"<section><h2>Box {i}</h2><p>{WORDS}.</p></section><section><h2>{labels[i % 8]}</h2>"
                    f"<article><a href='/b/{i}'><h3>Post {i}</h3></a><p>{WORDS}.</p></article></section>"
                    for i in range(n))
    return page(f"<main><h1>Gardens</h1>{boxes}</main>")


def link_cards_service44(n: int) -> str:  # n link cards (a title and a line in one `a`) below the page (service44)
    cards = "".join(f"<a href='{'/a/page/s' if i % 8 else '/other/s'}{i}/'>"  # one in eight elsewhere
                    f"<span>Service {i}</span>"
                    f"<span>{WORDS} {i}.</span></a>" for i in range(n))
    return article(f"<div class='grid'>{cards}</div>", "<meta property='og:type' content='article'>")


def builder_boxes_service45(n: int) -> str:  # n call boxes, flip-card faces and link-less navs (spares, service45)
    boxes = "".join(f"<div class='et_pb_cta_{i} et_pb_promo'><div class='et_pb_promo_description'><h2>Call {i}</h2>"
                    f"<p>{WORDS} {i}.</p></div></div><div class='flip-box__overlay'><p>{WORDS} {i}.</p></div>"
                    f"<nav class='faq-answer'><p>{WORDS} {i}.</p></nav>" for i in range(n))
    empty = "<div class='et_pb_cta_x et_pb_promo'><div class='et_pb_promo_description'>" + "<span></span>" * n + "</div></div>"
    return page(f"<main><h1>Services</h1><p>{WORDS}.</p>{boxes}{empty}<nav>{'<span></span>' * n}</nav></main>")


def nav_link_cards_service46(n: int) -> str:  # n described link cards named "nav" among 10n short sections (spares, service46)
    cards = "".join(f"<div class='m-navCard'><a href='/s-{i}'><h3>Card {i}</h3><p>{WORDS} {i}.</p></a></div>"
                    for i in range(n))
    sections = "".join(f"<h2>Part {i}</h2><p>{WORDS} {i}.</p>" for i in range(10 * n))
    return page(f"<main><h1>Services</h1><div class='o-navCardGrid'>{cards}</div>{sections}</main>")


def hidden_slides_service48(n: int) -> str:  # n aria-hidden slides in one slider among n sections (spare_hidden_slides)
    slides = "".join(f"<div class='slick-slide' aria-hidden='true'><blockquote><p>{WORDS} {i}.</p></blockquote></div>"
                     for i in range(n))
    sections = "".join(f"<h2>Part {i}</h2><p>{WORDS} {i}.</p>" for i in range(n))
    return page(f"<main><h1>Services</h1><div class='slick-track'>{slides}</div>{sections}</main>")


def card_footer_quotes_service49(n: int) -> str:  # n card footers holding a quote heading (spare_card_footer_quotes)
    cards = "".join(f"<div class='customer-card'><p>Name {i}</p><div class='CustomerCardFooter'><h3>{WORDS} {i}</h3>"
                    f"<a href='/c/{i}'>Read case study</a></div></div>" for i in range(n))
    sections = "".join(f"<h2>Part {i}</h2><p>{WORDS} {i}.</p>" for i in range(n))
    return page(f"<main><h1>Services</h1>{sections}<div class='customers'>{cards}</div></main>")


def nosnippet_blocks(n: int) -> str:  # n blocks marked data-nosnippet between paragraphs (drop_nosnippet_blocks)
    return article("".join(f"<p>{WORDS} {i}.</p><div data-nosnippet><p>Call us {i}</p></div>" for i in range(n)))


def nosnippet_nested(n: int) -> str:  # data-nosnippet blocks nested n deep
    return article("<div data-nosnippet='false'><p>Help line</p>" * n + "</div>" * n + _PARAGRAPH * 5)


def googleoff_regions(n: int) -> str:  # n googleoff/googleon pairs, each around a short box (parse.drop_googleoff_regions)
    return article("".join(f"<p>{WORDS} {i}.</p><!--googleoff: index--><div>Next post {i}</div><!--googleon: index-->"
                           for i in range(n)))


def googleoff_unclosed(n: int) -> str:  # n googleoff comments with no googleon
    return article("".join(f"<!--googleoff: all--><p>{WORDS} {i}.</p>" for i in range(n)))


def googleoff_nested(n: int) -> str:  # a googleoff comment at every level of a nest n deep
    return article("<div><!--googleoff: index--><p>Teaser</p><!--googleon: index-->" * n + "</div>" * n + _PARAGRAPH * 5)


def title_box_cards(n: int) -> str:  # a story then n dated cards whose linked title is a div.title's text (teasers)
    cards = "".join(f"<div class='card'><div class='title'><a href='/s/{i}'>Another story number {i}</a></div>"
                    f"<span>Dec {1 + i % 28}, 2024</span></div>" for i in range(n))
    return article(cards)



def teaser_grids_nested(n: int) -> str:  # n dated cards, each headline 6 boxes deep, in grids of 4 in rows of 3 (_teaser_lists' climb)
    card = "<div class='c'><div><div><div><div><div><h3><a href='/s/{i}'>Story {i}</a></h3></div></div></div></div>" \
           "</div><span>Dec 3, 2024</span></div>"
    grids = ["<div class='grid'>" + "".join(card.format(i=4 * g + k) for k in range(4)) + "</div>" for g in range(n // 4 + 1)]
    rows = ["<section>" + "".join(grids[r:r + 3]) + "</section>" for r in range(0, len(grids), 3)]
    return article("".join(rows))


def dated_posts_nested(n: int) -> str:  # n dated posts, each date 4 boxes deep, in lists of 10 (dated_posts_hold_the_page's climb)
    post = "<li class='post'><div><div><div><div><time>May 3, 2024</time></div></div></div></div><p>" + WORDS + "</p></li>"
    return article("".join("<div class='page'><ul class='thread'>" + post * 10 + "</ul></div>" for _ in range(n // 10)),
                   "<meta property='og:type' content='article'>")


def markdown_many_tag_names(n: int) -> str:  # n paragraphs of made-up tag names, past the renderer's name cache (_MdTags)
    return article("".join(f"<p>{WORDS} <x-tag{i % 500}>{i}</x-tag{i % 500}> <b>bold</b></p>" for i in range(n)))


def markup_attribute_names(n: int) -> str:  # n paragraphs: long srcsets, spaced non-ASCII links, 600 made-up names (html_markup)
    srcset = ", ".join(f"/img/{k} {k}w" for k in range(1, 30))
    return article("".join(f"<p>{WORDS} <a href=' /p {i} \u00e9'>{i}</a> <img src='/i {i}.png' srcset='{srcset}'> "
                           f"<x-name{i % 600} data-k{i % 600}='\"{i}\" & it\'s'>{i}</x-name{i % 600}></p>"
                           for i in range(n)))


def markup_unclosed_values(n: int) -> str:  # one attribute value of 20n unclosed "<!--" and "&{" (html_markup's searches)
    return article(f"<p title=\"{'&lt;!--&amp;{' * (20 * n)}\">{WORDS}</p><p>{WORDS}</p>")


def styled_closing_headings(n: int) -> str:  # n boxes each closed by a styled heading block (headings._heading_around)
    return article("".join(f"<p>{WORDS} {i}.</p><div class='card-header'>Box {i}</div>" for i in range(n)))


def rating_widgets(n: int) -> str:  # n rating inputs: five star buttons, a prompt, a reset (star_label, rating_prompt)
    stars = "".join(f"<button>{k} of 5 stars</button>" for k in range(1, 6))
    return article("".join(f"<p>{WORDS} {i}.</p><div>{stars}<p>Rate this book</p><p>Clear rating</p></div>"
                           for i in range(n)))


def close_controls(n: int) -> str:  # n gallery bars "Caption / Close" and n links named "Close" (close_control)
    return article("".join(f"<p>{WORDS} {i}.</p><div><p class='open'>Caption</p><p class='close'>Close</p></div>"
                           f"<p><a href='/company/{i}'>Close</a></p>" for i in range(n)))


def close_controls_nested(n: int) -> str:  # one link named "Close" inside spans n deep (_holds_a_page_link)
    return article("<p>" + "<span>" * n + "<a href='/company/close'>Close</a>" + "</span>" * n + "</p>" + _PARAGRAPH * 5)


def sidebar_beside_headline(n: int) -> str:  # a story's h1 column beside a sidebar of n teasers (beside_the_headline)
    teasers = "".join(f"<h2>Teaser {i}</h2><p>{WORDS} {i}.</p>" for i in range(n))
    return article(f"<div><div class='column'><h1>Headline</h1>{_PARAGRAPH * 5}</div>"
                   f"<div class='column sidebar'>{teasers}</div></div>")


def sidebars_nested_over_headline(n: int) -> str:  # sidebar-named divs n deep, the h1 and the story innermost
    return article("<div class='sidebar'><p>Teaser</p>" * n + "<h1>Headline</h1>" + _PARAGRAPH * 5 + "</div>" * n)

def cross_sell_boxes(n: int) -> str:  # a product's description, then n boxes of priced cards under a cross-sell heading (CROSS_SELL_LABELS)
    box = ("<div class='module'><h2>Frequently Purchased With</h2><ul><li><a href='/p'>Desk tray</a>"
           "<span>$20.00</span></li></ul></div>")
    return page(f"<main><h1>Oak desk</h1><p>{WORDS} {WORDS}.</p>" + box * n + "</main>",
                "<meta property='og:type' content='product'>")


def glued_tax_prices(n: int) -> str:  # n prices each glued to its tax note, and n notes after a bare amount (product41)
    return page("<main><h1>Kaffeemühle</h1>" + "".join(
        f"<p>{i},00€inkl. MwSt.</p><p>{i},00€</p><p>TTC, frais de port en sus</p><p>{'9' * (i % 90)}€{'x' * (i % 40)}</p>"
        for i in range(n)) + "</main>", "<meta property='og:type' content='product'>")


def smaller_language_buttons(n: int) -> str:  # n buy and restock buttons of the smaller languages' stores (product41)
    labels = ("Do košíku", "Köp", "Sepete ekle", "Kosárba teszem", "Adaugă în coș", "Notify me when back in stock",
              "Koupit nyní teď", "Köp biljetter")
    return page("<main><h1>Kávovar</h1>" + "".join(
        f"<div class='cross-sell'><button type='submit'>{labels[i % len(labels)]}</button>"
        f"<a href='/cart/{i}'>{labels[i % len(labels)]}</a><p>{WORDS}</p></div>" for i in range(n)) + "</main>")


def body_section_stack(n: int) -> str:  # n alike blocks straight under the body, one denser (widen_to_sections' body share)
    blocks = "".join(f"<div class='shopify-section'><p>{WORDS} {i}.</p></div>" for i in range(n))
    return (f"<html><head><title>A page</title></head><body>{blocks}"
            f"<div class='shopify-section'><p>{WORDS} {WORDS} {WORDS} {WORDS}.</p></div></body></html>")


def sale_price_readouts(n: int) -> str:  # n catalogue cards, each a sale price read out twice (spare_price_readouts)
    price = ("<span class='price'><del aria-hidden='true'>$30.00</del><span class='screen-reader-text'>Original price was:"
             " $30.00.</span><ins aria-hidden='true'>$21.00</ins><span class='screen-reader-text'>Current price is: $21.00."
             "</span></span>")
    return page("<main><h1>Shop</h1><ul class='products'>" + "".join(
        f"<li class='product'><a href='/p/{i}'><h2>Bag {i}</h2>{price}</a></li>" for i in range(n)) + "</ul></main>")


def sale_price_readouts_flat(n: int) -> str:  # one list item holding n readouts beside n del elements
    return page("<main><h1>Shop</h1><ul><li><p>" + "<del>$30.00</del><span class='sr-only'>Was $30.00.</span>" * n
                + "</p></li></ul></main>")


def copyright_lines(n: int) -> str:  # n copyright notices, each a line of its own (drop_copyright_lines)
    return page("<main><h1>Help</h1>" + "".join(
        f"<p>Topic {i} is about the sweep command and its rails.</p><p>Tool {i} © 2010-2024 Muster AG. All rights"
        " reserved.</p>" for i in range(n)) + "</main>")


def copyright_signs_nested(n: int) -> str:  # n nested spans, each holding a "©" and a year, in one paragraph
    return page("<main><h1>Help</h1><p>" + "<span>© 2024 Muster AG " * n + "</span>" * n + "</p></main>")


def result_count_lines(n: int) -> str:  # n grids, each under its result count line (LINE_FAMILIES["result_count"])
    return page("<main><h1>Shop</h1>" + "".join(
        f"<p>Showing 1–{i} of {n * i} results</p><ul><li><a href='/p/{i}'>Bag {i}</a> {WORDS}</li></ul>"
        for i in range(n)) + "</main>")


def result_count_digits(n: int) -> str:  # n lines, each the count's verb and digit groups with no "of" after them
    return page("<main><h1>Shop</h1><p>" + WORDS + "</p>" + "<p>Showing 1,2.3,4 - 5,6.7,8 - 9,0 to 1.2 a</p>" * n
                + "</main>")


def filter_toggles(n: int) -> str:  # n grids, each under a filter panel's toggle alone (LINE_FAMILIES["filter_toggles"])
    return page("<main><h1>Shop</h1>" + "".join(
        f"<div><span><a href='#'>Expand/Collapse All Filters</a></span></div><ul><li><a href='/p/{i}'>Bag {i}</a>"
        f" {WORDS}</li></ul>" for i in range(n)) + "</main>")


def control_panels(n: int) -> str:  # a navigation panel of n labelled checkboxes over a short grid (reads_as_controls)
    return page("<main><div role='navigation'><h2>Refine By</h2><fieldset><legend>Size</legend>" + "".join(
        f"<label><span>Filter Size with value </span><input type='checkbox'><span>S{i}</span></label>"
        for i in range(n)) + "</fieldset></div><ul>" + "<li><a href='/p'>Bag</a> $9</li>" * 3 + "</ul></main>")


def control_panels_nested(n: int) -> str:  # n labels nested in one another in a navigation panel (reads_as_controls)
    return page("<main><div role='navigation'>" + "<label>Size " * n + "</label>" * n
                + f"</div><p>{WORDS}</p></main>")


def hidden_card_prices(n: int) -> str:  # n tiles, each price aria-hidden; then n such prices under one parent (spare_shown_card_prices)
    return page("<main><h1>Shop</h1><ul>" + "".join(
        f"<li><a href='/p/{i}'>Bag {i}</a><p aria-hidden='true'><span>$9.{i % 100:02d}</span></p></li>" for i in range(n))
        + "</ul><div>" + "<p aria-hidden='true'>$9.99</p>" * n + f"</div><p>{WORDS}</p></main>")


def price_readouts_shop43(n: int) -> str:  # n tiles of screen-reader price labels, then n nested in one another (drop_price_readout_labels)
    return page("<main><h1>Shop</h1><ul>" + "".join(
        f"<li><a href='/p/{i}'>Bag {i}</a><p><span class='u-x-screen-reader-only'>Sale price: </span> $9.{i % 100:02d}"
        f"<span class='u-x-sr-only'>Sale Price USD {i}.00</span></p></li>" for i in range(n))
        + "</ul><div>" + "<span class='x-sr-only'>Price " * n + "</span>" * n + f"</div><p>{WORDS}</p></main>")


def sort_lists_shop43(n: int) -> str:  # n sort lists of options, then one list of n options, then n lists nested (drop_sort_option_lists)
    options = "".join(f"<li><a href='#'>{o}</a></li>" for o in ("Featured", "Newest", "Price: Low to High"))
    return page("<main><h1>Shop</h1>" + f"<ul>{options}</ul>" * n + "<ul>" + options * n + "</ul>"
                + "<ul><li>Name A-Z" * n + "</li></ul>" * n + f"<p>{WORDS}</p></main>")


def sort_labels_shop44(n: int) -> str:  # n labelled sort lists, each 3 boxes deep; then n labels nested over one (sort labels)
    options = "".join(f"<li><a href='#'>{o}</a></li>" for o in ("Featured", "Newest", "Price: Low to High"))
    return page("<main><h1>Shop</h1>" + f"<fieldset><legend>Sort by</legend><div><div><ul>{options}</ul></div></div></fieldset>" * n
                + "<div><span>Sort</span>" * n + f"<ul>{options}</ul>" + "</div>" * n + f"<p>{WORDS}</p></main>")


def one_tab_strips_shop44(n: int) -> str:  # n tab strips of one tab each over their panels (drop_tab_strips, TAB_STRIP_MIN 1)
    return page("<main><h1>Apron</h1>" + "".join(
        f"<ul role='tablist'><li role='tab'><a href='#t{i}'>Description</a></li></ul><div id='t{i}'><p>Linen {i}.</p></div>"
        for i in range(n)) + f"<p>{WORDS}</p></main>")

def select_labels_shop44(n: int) -> str:  # n labelled dropdowns, then n labels naming one select, n nested labels (drop_select_labels)
    return page("<main><h1>Coffee</h1>" + "".join(
        f"<div><label for='o{i}'>Size</label><select id='o{i}'><option>1 bag</option></select></div>" for i in range(n))
        + "<label for='x'>Size</label>" * n + "<select id='x'></select>"
        + "<label for='x'>" * n + "Size" + "</label>" * n + f"<p>{WORDS}</p></main>")

def subpage_link_gallery_tail45(n: int) -> str:  # n image and title links to the page's sub-pages, n cards (unlink_link_cards)
    links = "".join(f"<a href='/a/page/{i}/'><img src='{i}.png'></a><a href='/a/page/{i}/'><h4>Item {i}</h4></a>"
                    f"<a href='/a/page/c{i}'><h3>Card {i}</h3><p>{WORDS}</p></a>" for i in range(n))
    return article(links, "<meta property='og:type' content='article'>")


def woo_tab_strips_shop45(n: int) -> str:  # n unmarked lists of "_tab" items over their panels, one list of n items
    return page("<main><h1>Apron</h1>" + "".join(
        f"<ul class='tabs'><li class='description_tab'><a href='#t{i}'>Description</a></li></ul><div id='t{i}'><p>Linen {i}.</p>"
        "</div>" for i in range(n)) + "<ul class='tabs'>" + "<li class='x_tab'><a href='#t0'>Info</a></li>" * n
        + f"</ul><p>{WORDS}</p></main>")


def quantity_steppers_shop45(n: int) -> str:  # n steppers, a chain of n boxes each with a quantity field, n in one box
    return page("<main><h1>Kettle</h1>" + "".join(
        f"<div class='quantity'><label for='q{i}'>Qty:</label><button>-</button><input id='q{i}' name='quantity'>"
        "<button>+</button></div>" for i in range(n))
        + "<div><input name='qty'>" * n + "</div>" * n
        + "<div>Quantity" + "<span><input class='quantity'></span>" * n + f"</div><p>{WORDS}</p></main>")


def trust_badge_rows_shop46(n: int) -> str:  # a product's n badge rows, a chain of n nested 3-child rows, one row of n badges
    badge = "<li><svg><path d='M0 0'/></svg><p>Free shipping</p></li>"
    return page("<main><h1>Desk</h1>" + f"<ul>{badge * 3}</ul>" * n
                + "<div><svg></svg><span>Secure checkout</span><span>Returns</span>" * n + "</div>" * n
                + f"<ul>{badge * n}</ul><p>{WORDS}</p></main>",
                "<script type='application/ld+json'>{\"@type\": \"Product\", \"name\": \"Desk\"}</script>")


def transient_states_product49(n: int) -> str:  # a product's n overlays, a chain of n nested error states, n long conditions
    return page("<main><h1>Desk</h1>" + f"<p>{WORDS}</p><div v-show='isSizeChartOpen'><p>{WORDS}</p></div>" * n
                + "<div x-show='isError'><span>Oops</span>" * n + "</div>" * n
                + f"<p x-show='{'a.' * 100}isSuccess'>Thanks</p>" * n + f"<p>{WORDS}</p></main>",
                "<script type='application/ld+json'>{\"@type\": \"Product\", \"name\": \"Desk\"}</script>")


# Markdown's output against the input (2026-12-06, hostile48): each shape's Markdown was a multiple
# of its page (81 MB from 1.5 MB, 400 MB from 0.9 MB, 1.4 GB of memory from 1 MB) before the caps.
def ol_start_digits_hostile48(n: int) -> str:  # an ordered list starting at 4,000 nines, n items
    items = "".join(f"<li>Item {i}: {WORDS}.</li>" for i in range(n))
    return article(f"<ol start='{'9' * 4000}'>{items}</ol>")


def long_base_links_hostile48(n: int) -> str:  # a 100 KB <base href>, n relative links in prose
    links = "".join(f"<p>{WORDS} <a href='p{i}.html'>link {i}</a> {WORDS}.</p>" for i in range(n))
    return article(links, f"<base href='https://example.com/{'d/' * 50_000}'>")


def base_budget_links_hostile48(n: int) -> str:  # a 2 KB <base href>, n relative links in prose
    links = "".join(f"<p>{WORDS} <a href='p{i}.html'>link {i}</a>.</p>" for i in range(n))
    return article(links, f"<base href='https://example.com/{'d/' * 1000}'>")


def xml_base_chain_hostile48(n: int) -> str:  # n nested divs, each a relative xml:base of 1 KB
    nest = "".join(f"<div xml:base='{'d' * 1000}/'>" for _ in range(n))
    return article(f"{nest}<p>{WORDS} <a href='x.html'>x</a></p>{'</div>' * n}")


def pre_in_deep_lists_hostile48(n: int) -> str:  # n pre lines in 12 nested lists (indented 12 times)
    return article("<ol start='999999999'><li>" * 12 + "<pre>" + "x\n" * n + "</pre>" + "</li></ol>" * 12)


# Code delimiters (2026-12-06, hostile49): a code span's delimiter is the shortest backtick string no
# run inside has (a set of the run lengths), a block's fence outruns only the lines that would close it.
def group_classes_speed50(n: int) -> str:  # 200 classes of n * 10 near-misses of "group" ("GrOuX"), and no dd (speed50)
    cls = "GrOuX-" * (n * 2)
    return article(f"<div class='{cls}'><p>{WORDS}</p></div>" * 200)


def button_row_speed51(n: int) -> str:  # one div of n buttons alone (each button's parent read once, speed51)
    return article(_PARAGRAPH * 5 + "<div>" + "<button>Yes</button>" * n + "</div>")


def quantity_inputs_speed51b(n: int) -> str:  # n inputs of long names, every tenth a quantity field in a stepper
    fields = "".join(f"<div><button>-</button><input name='QTY-{k}'><button>+</button></div>" if k % 10 == 0
                     else f"<input name='{'colour-filter-' * 20}{k}' class='{'swatch ' * 20}'>" for k in range(n))
    return article(_PARAGRAPH * 5 + "<form>" + fields + "</form>")


def code_span_runs_hostile49(n: int) -> str:  # one code span of n * 100 backtick runs, 1 to 100 long
    return article("<p>x <code>" + " ".join("`" * (k % 100 + 1) for k in range(n * 100)) + "</code> y</p>")


def fence_lines_hostile49(n: int) -> str:  # a pre of n * 100 lines of backticks alone, 3 to 102 long
    return article("<pre>" + "".join("`" * (k % 100 + 3) + "\n" for k in range(n * 100)) + "</pre>")


SHAPES: dict[str, tuple[Callable[[int], Page], int]] = {
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
    "meta_dates": (meta_dates, 500),
    "meta_languages": (meta_languages, 2_000),
    "og_tags": (og_tags, 1_000),
    "time_dates": (time_dates, 500),
    "jsonld_list": (jsonld_list, 5_000),
    "jsonld_graph_deep": (jsonld_graph_deep, 200),
    "jsonld_context_lists": (jsonld_context_lists, 1_000),
    "microdata_deep": (microdata_deep, 250),
    "bylines_unreached": (bylines_unreached, 250),
    "svg_titles": (svg_titles, 250),
    "title_colon_headings": (title_colon_headings, 500),
    "huge_title_seps": (huge_title_separators, 2_000),
    "wide_table_columns": (wide_table_columns, 500),
    "colspan_header": (colspan_header, 50),
    "huge_spans": (huge_spans, 500),
    "tall_table": (tall_table, 1_000),
    "deep_quote_lists": (deep_quote_lists, 60),
    "deep_dl": (deep_dl, 125),
    "huge_pre_line": (huge_pre_line, 1_000),
    "pre_fences": (pre_fences, 2_000),
    "adjacent_marks": (adjacent_marks, 500),
    "special_line": (special_line, 2_000),
    "special_starts": (special_starts, 200),
    "many_mains": (many_mains, 250),
    "role_mains": (role_mains, 250),
    "nested_mains": (nested_mains, 60),
    "equal_sections": (equal_sections, 250),
    "equal_articles": (equal_articles, 250),
    "mixed_scripts": (mixed_scripts, 2_000),
    "digits_punct": (digits_punctuation, 2_000),
    "emoji_text": (emoji_text, 2_000),
    "lone_surrogates": (lone_surrogates, 2_000),
    "control_chars": (control_characters, 2_000),
    "lying_charset": (lying_charset, 500),
    "bom_against_meta": (bom_against_meta, 1_000),
    "header_vs_bytes": (header_against_bytes, 1_000),
    "utf16_no_bom": (utf16_without_bom_page, 1_000),
    "invalid_utf8_runs": (invalid_utf8_runs, 2_000),
    "unclosed_late_metas": (unclosed_late_metas, 2_000),
    "unclosed_comments": (unclosed_comments, 5_000),
    "long_hrefs": (long_hrefs, 100),
    "script_hrefs": (script_hrefs, 500),
    "bad_ipv6_hrefs": (bad_ipv6_hrefs, 250),
    "junk_base": (junk_base, 500),
    "dotted_hrefs": (dotted_hrefs, 250),
    "huge_data_uri": (huge_data_uri, 1_000),
    "ragged_table": (ragged_table, 250),
    "comments_under_nest": (comments_under_nest, 250),
    "bylines_under_nest": (bylines_under_nest, 250),
    "titles_under_nest": (titles_under_nest, 250),
    "deep_formatting": (deep_formatting, 125),
    "deep_table_cells": (deep_table_cells, 60),
    "deep_lists_unclosed": (deep_lists_unclosed, 250),
    "unclosed_formatting": (unclosed_formatting, 2_500),
    "many_attributes": (many_attributes, 500),
    "many_attributes_each": (many_attributes_each, 250),
    "one_text_node": (one_text_node, 500),
    "huge_comment": (huge_comment, 1_000),
    "charset_flood": (charset_flood, 1_000),
    "charset_huge_label": (charset_huge_label, 250),
    "base_flood": (base_flood, 500),
    "million_char_url": (million_char_url, 500),
    "bidi_flood": (bidi_flood, 500),
    "utf8_surrogate_bytes": (utf8_surrogate_bytes, 1_000),
    "nul_flood": (nul_flood, 500),
    "char_ref_flood": (char_ref_flood, 1_000),
    "large_article": (large_article, 250),
    "deep_plain_nest": (deep_plain_nest, 125),
    "many_html_body": (many_html_body, 500),
    "svg_heavy": (svg_heavy, 250),
    "mathml_heavy": (mathml_heavy, 500),
    "frameset_only": (frameset_only, 250),
    "xhtml_page": (xhtml_page, 500),
    "bogus_http_label": (bogus_http_label, 250),
    "utf16_bom_page": (utf16_bom_page, 250),
    "utf32_bom_page": (utf32_bom_page, 250),
    "utf32_no_bom_page": (utf32_no_bom_page, 250),
    "utf16_declared_utf8": (utf16_declared_utf8, 250),
    "surrogate_entities": (surrogate_entities, 250),
    "noncharacters": (noncharacters, 250),
    "frames_no_noframes": (frames_no_noframes, 250),
    "single_line_page": (single_line_page, 250),
    "tiny_elements": (tiny_elements, 60),
    "tiny_attributes": (tiny_attributes, 30),
    "entity_flood": (entity_flood, 250),
    "shadow_dom": (shadow_dom, 250),
    "shadow_nest": (shadow_nest, 250),
    "xml_declared_latin1": (xml_declared_latin1, 250),
    "xml_declared_utf16": (xml_declared_utf16, 250),
    "meta_latin1_on_utf8": (meta_latin1_on_utf8, 250),
    "nested_framing": (nested_framing, 2_500),
    "paragraphs_under_menus": (paragraphs_under_menus, 1_000),
    "crowded_tags": (crowded_tags, 250),
    "raw_text_lookalikes": (raw_text_lookalikes, 1000),
    "shadow_unslotted": (shadow_unslotted, 250),
    "flat_bylines": (flat_bylines, 2_500),
    "many_permalinks": (many_permalinks, 2_500),
    "deep_span": (deep_span, 2_500),
    "deep_p_unclosed": (deep_p_unclosed, 2_500),
    "deep_li_unclosed": (deep_li_unclosed, 1_250),
    "sibling_divs": (sibling_divs, 6_000),
    "sibling_empty_inlines": (sibling_empty_inlines, 6_000),
    "huge_attribute": (huge_attribute, 60_000),
    "attributes_on_one_tag": (attributes_on_one_tag, 3_000),
    "class_tokens": (class_tokens, 600),
    "framing_class_tokens": (framing_class_tokens, 250),
    "class_name_tokens": (class_name_tokens, 600),
    "words_one_paragraph": (words_one_paragraph, 12_000),
    "br_flood": (br_flood, 6_000),
    "words_between_br": (words_between_br, 5_000),
    "flat_links": (flat_links, 2_500),
    "link_list": (link_list, 2_000),
    "many_small_tables": (many_small_tables, 1_250),
    "tall_three_column_table": (tall_three_column_table, 1_250),
    "search_forms": (search_forms, 1_250),
    "many_inputs": (many_inputs, 1_250),
    "many_scripts": (many_scripts, 2_500),
    "jsonld_blocks": (jsonld_blocks, 750),
    "jsonld_nested_things": (jsonld_nested_things, 50),
    "jsonld_huge_body": (jsonld_huge_body, 12_000),
    "jsonld_graph_people": (jsonld_graph_people, 750),
    "distinct_metas": (distinct_metas, 2_000),
    "repeated_og_metas": (repeated_og_metas, 1_250),
    "short_items": (short_items, 2_500),
    "many_comments": (many_comments, 5_000),
    "cdata_sections": (cdata_sections, 5_000),
    "invalid_utf8": (invalid_utf8, 12_000),
    "bom_over_latin1": (bom_over_latin1, 5_000),
    "nul_in_text": (nul_in_text, 5_000),
    "odd_bases": (odd_bases, 1_250),
    "many_bases": (many_bases, 1_250),
    "giant_srcset": (giant_srcset, 5_000),
    "many_srcsets": (many_srcsets, 1_250),
    "data_urls": (data_urls, 60_000),
    "bare_images": (bare_images, 2_500),
    "share_spans": (share_spans, 1_250),
    "label_items": (label_items, 750),
    "labels_before_teasers": (labels_before_teasers, 500),
    "byline_paragraphs": (byline_paragraphs, 750),
    "date_paragraphs": (date_paragraphs, 750),
    "newsletter_prompts": (newsletter_prompts, 750),
    "tag_lines": (tag_lines, 750),
    "pre_lines": (pre_lines, 5_000),
    "code_spans": (code_spans, 2_500),
    "many_iframes": (many_iframes, 1_250),
    "many_svgs": (many_svgs, 1_250),
    "nav_in_article": (nav_in_article, 1_250),
    "deep_blockquotes_text": (deep_blockquotes_text, 500),
    "entity_mix": (entity_mix, 5_000),
    "empty_paragraphs": (empty_paragraphs, 5_000),
    "display_none_divs": (display_none_divs, 1_250),
    "aria_hidden_spans": (aria_hidden_spans, 1_250),
    "time_elements": (time_elements, 1_250),
    "credited_figures": (credited_figures, 750),
    "comment_divs": (comment_divs, 750),
    "reviews": (reviews, 750),
    "prices": (prices, 750),
    "priced_lines": (priced_lines, 750),
    "forum_posts": (forum_posts, 750),
    "numbered_paragraphs": (numbered_paragraphs, 750),
    "long_toc": (long_toc, 1_250),
    "see_also_over_code": (see_also_over_code, 500),
    "see_also_divs_over_code": (see_also_divs_over_code, 500),
    "many_titles": (many_titles, 1_250),
    "many_h1": (many_h1, 750),
    "unclosed_table_cells": (unclosed_table_cells, 250),
    "unclosed_links": (unclosed_links, 1_250),
    "unclosed_bold": (unclosed_bold, 1_250),
    "unclosed_forms": (unclosed_forms, 1_250),
    "select_options": (select_options, 5_000),
    "noscript_paragraphs": (noscript_paragraphs, 1_250),
    "templates": (templates, 1_250),
    "shadow_templates": (shadow_templates, 750),
    "whitespace_run": (whitespace_run, 25_000),
    "nbsp_run": (nbsp_run, 12_000),
    "rtl_mix": (rtl_mix, 2_500),
    "cjk_run": (cjk_run, 5_000),
    "emoji_modifiers": (emoji_modifiers, 5_000),
    "surrogate_references": (surrogate_references, 5_000),
    "credit_paragraphs": (credit_paragraphs, 500),
    "credited_captions": (credited_captions, 500),
    "share_cells": (share_cells, 1_500),
    "share_this_cells": (share_this_cells, 1_500),
    "empty_widget_cells": (empty_widget_cells, 3_000),
    "widget_cells_before_label": (widget_cells_before_label, 3_000),
    "widget_cells_before_labels": (widget_cells_before_labels, 1_000),
    "widget_cells_before_dates": (widget_cells_before_dates, 1_000),
    "bold_share_labels_br": (bold_share_labels_br, 1_500),
    "bold_share_br": (bold_share_br, 500),
    "bold_share_br_spaced": (bold_share_br_spaced, 500),
    "label_fuzz": (label_fuzz, 25),
    "contents_titles": (contents_titles, 500),
    "contents_nested": (contents_nested, 60),
    "cr_only_lines": (cr_only_lines, 1_000),
    "line_separators": (line_separators, 1_000),
    "zero_width_words": (zero_width_words, 1_000),
    "amp_flood": (amp_flood, 1_000),
    "amp_attribute_flood": (amp_attribute_flood, 1_000),
    "combining_marks": (combining_marks, 1_000),
    "label_rows": (label_rows, 2_500),
    "label_rows_linked": (label_rows_linked, 1_000),
    "labels_nested": (labels_nested, 60),
    "headings_under_nest": (headings_under_nest, 640),
    "linked_rows_many": (linked_rows_many, 500),
    "linked_rows_nested": (linked_rows_nested, 62),
    "row_cells_many": (row_cells_many, 500),
    "ingredients_nested": (ingredients_nested, 62),
    "ingredients_many": (ingredients_many, 500),
    "time_labels": (time_labels, 500),
    "time_inline_nested": (time_inline_nested, 31),
    "unfilled_headings": (unfilled_headings, 500),
    "unfilled_nested": (unfilled_nested, 62),
    "back_arrows": (back_arrows, 500),
    "back_arrows_nested": (back_arrows_nested, 62),
    "gallery_credits": (gallery_credits, 250),
    "gallery_credit_text": (gallery_credit_text, 500),
    "share_bar_headings": (share_bar_headings, 250),
    "share_bar_nested": (share_bar_nested, 62),
    "review_lines": (review_lines, 250),
    "review_nested": (review_nested, 62),
    "placeholder_nested": (placeholder_nested, 62),
    "placeholder_inline": (placeholder_inline, 250),
    "release_stamps": (release_stamps, 500),
    "release_stamps_big": (release_stamps_big, 2_000),
    "label_row_tables": (label_row_tables, 250),
    "feedback_widgets_docs46": (feedback_widgets_docs46, 500),
    "avatar_bylines_docs47": (avatar_bylines_docs47, 500),
    "avatar_times_nested_docs47": (avatar_times_nested_docs47, 500),
    "feedback_widgets_nested_docs46": (feedback_widgets_nested_docs46, 250),
    "label_rows_docs47b": (label_rows_docs47b, 500),
    "note_asides_docs49": (note_asides_docs49, 250),
    "note_aside_links_docs49": (note_aside_links_docs49, 2_000),
    "tag_box_lists_docs50": (tag_box_lists_docs50, 1_000),
    "header_beside_docs50": (header_beside_docs50, 2_000),
    "folded_details_docs50": (folded_details_docs50, 1_000),
    "folded_pres_docs50": (folded_pres_docs50, 1_000),
    "ruby_sources_docs51": (ruby_sources_docs51, 250),
    "ruby_sources_flat_docs51": (ruby_sources_flat_docs51, 1_000),
    "jsdoc_sources_docs51": (jsdoc_sources_docs51, 250),
    "tab_captions_docs51": (tab_captions_docs51, 500),
    "script_controls_docs51": (script_controls_docs51, 2_000),
    "label_rows_nested_docs47b": (label_rows_nested_docs47b, 250),
    "toggled_listings_docs46b": (toggled_listings_docs46b, 500),
    "here_pointer_links_article47b": (here_pointer_links_article47b, 2_000),
    "toggled_labels_nested_docs46b": (toggled_labels_nested_docs46b, 250),
    "separated_trails_docs46b": (separated_trails_docs46b, 500),
    "separated_trail_long_docs46b": (separated_trail_long_docs46b, 250),
    "cloaked_many": (cloaked_many, 250),
    "cloaked_nested": (cloaked_nested, 62),
    "voted_list_links": (voted_list_links, 500),
    "voted_list_anchor_nest": (voted_list_anchor_nest, 250),
    "quote_headers": (quote_headers, 250),
    "opening_post_replies": (opening_post_replies, 250),
    "drawn_illustrations": (drawn_illustrations, 250),
    "drawn_illustrations_nested": (drawn_illustrations_nested, 62),
    "misclosed_headings": (misclosed_headings, 250),
    "bare_text_openings": (bare_text_openings, 250),
    "promoted_nodes": (promoted_nodes, 250),
    "described_ledes": (described_ledes, 250),
    "titled_card_lists": (titled_card_lists, 250),
    "styled_card_grid": (styled_card_grid, 500),
    "clamped_previews": (clamped_previews, 250),
    "clamped_nested": (clamped_nested, 62),
    "mouse_only_blurbs": (mouse_only_blurbs, 250),
    "numbered_linked_headings": (numbered_linked_headings, 250),
    "khoros_topic": (khoros_topic, 250),
    "wordpress_heading_anchors": (wordpress_heading_anchors, 250),
    "quora_answer_counts": (quora_answer_counts, 250),
    "khoros_copied_solutions": (khoros_copied_solutions, 125),
    "invision_events": (invision_events, 500),
    "link_preview_cards": (link_preview_cards, 500),
    "link_preview_cards_nested": (link_preview_cards_nested, 125),
    "picture_addresses": (picture_addresses, 500),
    "unnamed_marquee": (unnamed_marquee, 1_000),
    "unnamed_marquee_nested": (unnamed_marquee_nested, 125),
    "screen_reader_names": (screen_reader_names, 500),
    "sponsored_slider": (sponsored_slider, 500),
    "report_listing_lines": (report_listing_lines, 500),
    "story_cards": (story_cards, 250),
    "story_cards_nested": (story_cards_nested, 62),
    "terminal_sessions": (terminal_sessions, 250),
    "terminal_sessions_nested": (terminal_sessions_nested, 62),
    "fine_print_choices": (fine_print_choices, 250),
    "section_class_stack": (section_class_stack, 250),
    "pack_post_lines": (pack_post_lines, 250),
    "cookie_notices_more": (cookie_notices_more, 250),
    "pack_post_lines_more": (pack_post_lines_more, 250),
    "pack_post_lines_forum42": (pack_post_lines_forum42, 250),
    "pack_post_lines_forum43": (pack_post_lines_forum43, 250),
    "stat_pair_list_forum43": (stat_pair_list_forum43, 500),
    "thread_title_forum43": (thread_title_forum43, 250),
    "small_actions_forum43": (small_actions_forum43, 250),
    "comment_cards_forum44": (comment_cards_forum44, 250),
    "author_boxes_forum45": (author_boxes_forum45, 250),
    "br_stat_lines_forum45": (br_stat_lines_forum45, 500),
    "author_box_names_forum45": (author_box_names_forum45, 125),
    "permission_lists_forum45b": (permission_lists_forum45b, 250),
    "sidebar_names_forum45b": (sidebar_names_forum45b, 125),
    "reply_titles_forum46": (reply_titles_forum46, 125),
    "stat_lines_forum46b": (stat_lines_forum46b, 125),
    "opening_subjects_forum47": (opening_subjects_forum47, 125),
    "wrapped_posts_forum48": (wrapped_posts_forum48, 125),
    "signature_names_forum48": (signature_names_forum48, 125),
    "author_lists_forum49": (author_lists_forum49, 125),
    "subject_lines_forum51": (subject_lines_forum51, 125),
    "nosnippet_blocks": (nosnippet_blocks, 500),
    "nosnippet_nested": (nosnippet_nested, 125),
    "googleoff_regions": (googleoff_regions, 500),
    "googleoff_unclosed": (googleoff_unclosed, 500),
    "googleoff_nested": (googleoff_nested, 125),
    "title_box_cards": (title_box_cards, 500),
    "teaser_grids_nested": (teaser_grids_nested, 500),
    "markdown_many_tag_names": (markdown_many_tag_names, 500),
    "markup_attribute_names": (markup_attribute_names, 500),
    "markup_unclosed_values": (markup_unclosed_values, 500),
    "dated_posts_nested": (dated_posts_nested, 500),
    "styled_closing_headings": (styled_closing_headings, 500),
    "rating_widgets": (rating_widgets, 250),
    "close_controls": (close_controls, 250),
    "close_controls_nested": (close_controls_nested, 125),
    "sidebar_beside_headline": (sidebar_beside_headline, 250),
    "sidebars_nested_over_headline": (sidebars_nested_over_headline, 125),

    "cross_sell_boxes": (cross_sell_boxes, 250),
    "body_section_stack": (body_section_stack, 500),
    "sale_price_readouts": (sale_price_readouts, 250),
    "sale_price_readouts_flat": (sale_price_readouts_flat, 500),
    "copyright_lines": (copyright_lines, 500),
    "copyright_signs_nested": (copyright_signs_nested, 250),
    "result_count_lines": (result_count_lines, 250),
    "result_count_digits": (result_count_digits, 500),
    "filter_toggles": (filter_toggles, 250),
    "glued_tax_prices": (glued_tax_prices, 250),
    "smaller_language_buttons": (smaller_language_buttons, 250),
    "code_token_spans": (code_token_spans, 500),
    "linked_cells_spanned": (linked_cells_spanned, 500),
    "translated_calls": (translated_calls, 250),
    "control_panels": (control_panels, 500),
    "control_panels_nested": (control_panels_nested, 2000),
    "hidden_card_prices": (hidden_card_prices, 500),
    "blog_boxes_service43": (blog_boxes_service43, 250),
    "link_cards_service44": (link_cards_service44, 250),
    "builder_boxes_service45": (builder_boxes_service45, 250),
    "nav_link_cards_service46": (nav_link_cards_service46, 50),
    "hidden_slides_service48": (hidden_slides_service48, 250),
    "card_footer_quotes_service49": (card_footer_quotes_service49, 250),
    "price_readouts_shop43": (price_readouts_shop43, 500),
    "sort_lists_shop43": (sort_lists_shop43, 250),
    "sort_labels_shop44": (sort_labels_shop44, 250),
    "one_tab_strips_shop44": (one_tab_strips_shop44, 250),
    "select_labels_shop44": (select_labels_shop44, 250),
    "subpage_link_gallery_tail45": (subpage_link_gallery_tail45, 250),

    "quantity_steppers_shop45": (quantity_steppers_shop45, 250),
    "woo_tab_strips_shop45": (woo_tab_strips_shop45, 250),
    "trust_badge_rows_shop46": (trust_badge_rows_shop46, 250),
    "transient_states_product49": (transient_states_product49, 250),
    "ol_start_digits_hostile48": (ol_start_digits_hostile48, 1_000),
    "long_base_links_hostile48": (long_base_links_hostile48, 500),
    "base_budget_links_hostile48": (base_budget_links_hostile48, 2_000),
    "xml_base_chain_hostile48": (xml_base_chain_hostile48, 200),
    "pre_in_deep_lists_hostile48": (pre_in_deep_lists_hostile48, 50_000),
    "code_span_runs_hostile49": (code_span_runs_hostile49, 25),
    "fence_lines_hostile49": (fence_lines_hostile49, 25),
    "group_classes_speed50": (group_classes_speed50, 400),
    "button_row_speed51": (button_row_speed51, 2_000),
    "quantity_inputs_speed51b": (quantity_inputs_speed51b, 2_000),
}


# WARC shapes (2026-12-02): n -> (the bytes of a WARC file, how many records it holds), read by
# warc.iter_records. Each record must come out once (a page, a skip with its reason or a dead
# letter with its error) and the outcomes' byte ranges must tile the file: else "LOST".
def _record(block: bytes, headers: list[bytes] | None = None, length: int | None = None,
            kind: bytes = b"response") -> bytes:
    lines = [b"WARC/1.0", b"WARC-Type: " + kind, b"WARC-Target-URI: https://example.com/a/page",
             b"WARC-Date: 2024-05-06T07:08:09Z", b"WARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-000000000001>",
             b"Content-Type: application/http; msgtype=response", *(headers or []),
             b"Content-Length: " + str(len(block) if length is None else length).encode()]
    return b"\r\n".join(lines) + b"\r\n\r\n" + block + b"\r\n\r\n"


def _http(body: bytes, headers: list[bytes] | None = None, status: bytes = b"HTTP/1.1 200 OK") -> bytes:
    return b"\r\n".join([status, b"Content-Type: text/html; charset=utf-8", *(headers or [])]) + b"\r\n\r\n" + body


def _gzip(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=1)


GOOD_PAGE = article(f"<p>{WORDS}</p>").encode()
GOOD = _record(_http(GOOD_PAGE))


def warc_long_header_line(n: int) -> tuple[bytes, int]:  # a WARC header line of n * 1,000 bytes
    return _record(_http(GOOD_PAGE), [b"X-Long: " + b"v" * (n * 1000)]) + GOOD, 2


def warc_many_headers(n: int) -> tuple[bytes, int]:  # n * 10 WARC headers in one record
    return _record(_http(GOOD_PAGE), [b"X-H%d: v" % i for i in range(n * 10)]) + GOOD, 2


def http_many_headers(n: int) -> tuple[bytes, int]:  # n * 10 HTTP headers in one response
    return _record(_http(GOOD_PAGE, [b"Set-Cookie: c%d=v" % i for i in range(n * 10)])) + GOOD, 2


def http_long_header_line(n: int) -> tuple[bytes, int]:  # an HTTP header line of n * 1,000 bytes
    return _record(_http(GOOD_PAGE, [b"Link: " + b"<x>;" * (n * 250)])) + GOOD, 2


def content_length_short(n: int) -> tuple[bytes, int]:  # n records whose Content-Length is 10 short
    record = _record(_http(GOOD_PAGE), length=len(_http(GOOD_PAGE)) - 10)
    return record * n + GOOD, n + 1


def content_length_long(n: int) -> tuple[bytes, int]:  # a length 100 KB too long over n good records
    return _record(_http(GOOD_PAGE), length=len(_http(GOOD_PAGE)) + 100_000) + GOOD * n, n + 1


def gzip_bomb_payload(n: int) -> tuple[bytes, int]:  # a gzip Content-Encoding inflating to n MB
    bomb = _gzip(b"<p>" + b" " * (n << 20))
    return _record(_http(bomb, [b"Content-Encoding: gzip"])) + GOOD, 2


def gzip_bomb_member(n: int) -> tuple[bytes, int]:  # a record whose own gzip member inflates to n MB
    return _gzip(_record(_http(b"<html><body><p>" + b"a " * (n << 19)))) + _gzip(GOOD), 2


def zero_length_records(n: int) -> tuple[bytes, int]:  # n records with empty blocks, then a page
    return _record(b"") * n + GOOD, n + 1


def empty_http_bodies(n: int) -> tuple[bytes, int]:  # n responses with headers and no body
    return _record(_http(b"")) * n + GOOD, n + 1


def chunked_lies(n: int) -> tuple[bytes, int]:  # chunk sizes over what follows, junk sizes, n chunks
    body = b"".join(b"%x\r\n%s\r\n" % (50 + i % 7, GOOD_PAGE[:40]) for i in range(n)) + b"zz\r\n" + b"fffffffffff\r\n<p>x"
    return _record(_http(body, [b"Transfer-Encoding: chunked"])) + GOOD, 2


def many_interim_responses(n: int) -> tuple[bytes, int]:  # n "100 Continue" heads before the 200
    interim = b"HTTP/1.1 100 Continue\r\n\r\n" * n
    return _record(interim + _http(GOOD_PAGE)) + GOOD, 2


def many_tiny_members(n: int) -> tuple[bytes, int]:  # n * 10 gzip members of warcinfo-like records
    record = _record(b"x", kind=b"metadata")
    return b"".join(_gzip(record) for _ in range(n * 10)) + _gzip(GOOD), n * 10 + 1


# 2026-12-02, later: record framing, record kinds, HTTP heads and codings.
def _members(*records: bytes) -> bytes:
    return b"".join(_gzip(record) for record in records)


def gzip_length_short(n: int) -> tuple[bytes, int]:  # n gzip members whose record's Content-Length is 10 short
    record = _record(_http(GOOD_PAGE), length=len(_http(GOOD_PAGE)) - 10)
    return _members(*[record] * n, GOOD), n + 1


def gzip_length_long(n: int) -> tuple[bytes, int]:  # a member whose Content-Length is 100 KB too long, n good ones
    return _members(_record(_http(GOOD_PAGE), length=len(_http(GOOD_PAGE)) + 100_000), *[GOOD] * n), n + 1


def split_members(n: int) -> tuple[bytes, int]:  # n records each gzipped in two members split mid-block
    half = len(GOOD) // 2
    return b"".join(_gzip(GOOD[:half]) + _gzip(GOOD[half:]) for _ in range(n)) + _gzip(GOOD), n + 1


def garbage_members(n: int) -> tuple[bytes, int]:  # good members with a gzip member of garbage between each
    junk = _gzip(bytes(range(256)) * 20)
    return b"".join(_gzip(GOOD) + junk for _ in range(n)) + _gzip(GOOD), n + 1


_HTML_HTTP = _http(GOOD_PAGE)


def record_kinds(n: int) -> tuple[bytes, int]:  # conversion, continuation, metadata, revisit, resource kinds holding HTML
    kinds = [
        _record(GOOD_PAGE, [b"Content-Type: text/html"], kind=b"conversion"),
        _record(_HTML_HTTP, [b"WARC-Segment-Number: 2", b"WARC-Segment-Origin-ID: <urn:x>"], kind=b"continuation"),
        _record(_HTML_HTTP, kind=b"metadata"),
        _record(_HTML_HTTP, [b"WARC-Profile: http://netpreserve.org/warc/1.1/revisit/identical-payload-digest"],
                kind=b"revisit"),
        _record(GOOD_PAGE, kind=b"resource").replace(b"application/http; msgtype=response", b"text/html"),
        _record(_HTML_HTTP, kind=b"resource"),
        _record(_HTML_HTTP, kind=b"request"),
        _record(_HTML_HTTP, kind=b"x-unknown-kind"),
    ]
    return b"".join(kinds) * n + GOOD, len(kinds) * n + 1


def _chunks(body: bytes, size: int = 100) -> bytes:
    return b"".join(b"%x\r\n%s\r\n" % (len(body[i:i + size]), body[i:i + size])
                    for i in range(0, len(body), size)) + b"0\r\n\r\n"


def chunked_kinds(n: int) -> tuple[bytes, int]:  # chunked bodies: declared, undeclared, declared but dechunked
    chunked = _chunks(GOOD_PAGE)
    kinds = [
        _record(_http(chunked, [b"Transfer-Encoding: chunked"])),
        _record(_http(chunked)),
        _record(_http(GOOD_PAGE, [b"Transfer-Encoding: chunked"])),
        _record(_http(_chunks(_gzip(GOOD_PAGE)), [b"Transfer-Encoding: chunked", b"Content-Encoding: gzip"])),
        _record(_http(_chunks(_gzip(GOOD_PAGE)), [b"Content-Encoding: gzip"])),
        _record(_http(chunked, [b"Transfer-Encoding: gzip, chunked"])),
        _record(_http(chunked, [b"X-Crawler-Transfer-Encoding: chunked"])),
    ]
    return b"".join(kinds) * n + GOOD, len(kinds) * n + 1


def _codings() -> list[bytes]:
    import zlib

    import brotli
    import zstandard
    raw = zlib.compressobj(6, zlib.DEFLATED, -15)
    bodies = [
        (b"gzip", _gzip(GOOD_PAGE)), (b"x-gzip", _gzip(GOOD_PAGE)), (b"deflate", zlib.compress(GOOD_PAGE)),
        (b"deflate", raw.compress(GOOD_PAGE) + raw.flush()), (b"br", brotli.compress(GOOD_PAGE)),
        (b"zstd", zstandard.compress(GOOD_PAGE)), (b"gzip, br", brotli.compress(_gzip(GOOD_PAGE))),
        (b"gzip", _gzip(GOOD_PAGE)[:-30]), (b"gzip", _gzip(GOOD_PAGE)[:12] + b"\xff" * 200),
        (b"br", b"\x1b\xff\xff" + bytes(range(256))), (b"zstd", zstandard.compress(GOOD_PAGE)[:-9]),
        (b"deflate", b"\x78\x9c" + bytes(range(256))), (b"compress", GOOD_PAGE), (b"gzip", GOOD_PAGE),
        (b"identity", GOOD_PAGE), (b"gzip", b""),
    ]
    return [_record(_http(body, [b"Content-Encoding: " + name])) for name, body in bodies]


def codings(n: int) -> tuple[bytes, int]:  # good, cut and broken gzip/deflate/br/zstd bodies, named and misnamed
    kinds = _codings()
    return b"".join(kinds) * n + GOOD, len(kinds) * n + 1


def http_heads(n: int) -> tuple[bytes, int]:  # obs-folded headers, no reason phrase, HTTP/0.9, HTTP/2, LF only, ...
    heads = [
        b"HTTP/1.1 200 OK\r\nContent-Type: text/html;\r\n charset=utf-8\r\nX-Folded: a\r\n\tb\r\n\r\n",
        b"HTTP/1.1 200\r\nContent-Type: text/html\r\n\r\n",
        b"HTTP/2 200\r\ncontent-type: text/html\r\n\r\n",
        b"HTTP/2.0 200 \r\nContent-Type: text/html\r\n\r\n",
        b"http/1.0 200 ok\nContent-Type: text/html\n\n",
        b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nBroken header line without colon\r\n\r\n",
        b"HTTP/1.1 200 OK\r\n: empty name\r\nContent-Type: text/html\r\n\r\n",
        b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Type: application/xhtml+xml; charset=latin1\r\n\r\n",
        b"HTTP/1.1 200 OK\r\nContent-Type: \xff\xfe\x00garbage\r\n\r\n",
        b"",  # HTTP/0.9: no head at all, the block is the body
    ]
    records = [_record(head + GOOD_PAGE) for head in heads]
    return b"".join(records) * n + GOOD, len(records) * n + 1


def xhtml_records(n: int) -> tuple[bytes, int]:  # application/xhtml+xml (and +xml charsets) responses
    page = xhtml_page(20)
    records = [
        _record(_http(page).replace(b"text/html; charset=utf-8", b"application/xhtml+xml")),
        _record(_http(page.replace(b"utf-8", b"utf-16"), []).replace(b"text/html; charset=utf-8",
                                                                     b"application/xhtml+xml; charset=utf-8")),
        _record(_http(page.decode().replace("utf-8", "utf-16").encode("utf-16")).replace(
            b"text/html; charset=utf-8", b"application/xml")),
    ]
    return b"".join(records) * n + GOOD, len(records) * n + 1


# 2026-12-02, robustness round: WARC/1.1 truncation, revisits, coding stacks, header casing, chunk
# extensions and trailers, interim answers, lengths past the file's end.
def _v11(record: bytes) -> bytes:
    return record.replace(b"WARC/1.0", b"WARC/1.1", 1)


def truncated_kinds(n: int) -> tuple[bytes, int]:  # WARC/1.1 records cut by the crawler, for each reason
    import zlib
    big = article(f"<p>{WORDS}</p>" * 400).encode()
    cut_gzip = _gzip(big)[:2000]
    deflater = zlib.compressobj(6, zlib.DEFLATED, -15)
    cut_raw = (deflater.compress(big) + deflater.flush())[:1500]
    kinds = [
        _v11(_record(_http(big[:3000]), [b"WARC-Truncated: length"])),
        _v11(_record(_http(cut_gzip, [b"Content-Encoding: gzip"]), [b"WARC-Truncated: length"])),
        _v11(_record(_http(cut_raw, [b"Content-Encoding: deflate"]), [b"WARC-Truncated: time"])),
        _v11(_record(_http(_chunks(big)[:2500], [b"Transfer-Encoding: chunked"]), [b"WARC-Truncated: disconnect"])),
        _v11(_record(_http(big[:100]), [b"WARC-Truncated: unspecified"])),
        _v11(_record(_http(big[:100]), [b"WARC-Truncated: x-some-other-reason"])),
        _v11(_record(_http(big[:2000]), [b"WARC-Segment-Number: 1"])),
        _v11(_record(big[2000:], [b"WARC-Segment-Number: 2", b"WARC-Segment-Origin-ID: <urn:x>",
                                  b"WARC-Segment-Total-Length: 9999"], kind=b"continuation")),
        _v11(_record(_http(big[:2000]), [b"WARC-Segment-Number: 2"])),
        _v11(_record(_http(b""), [b"WARC-Truncated: length"])),
    ]
    return b"".join(kinds) * n + GOOD, len(kinds) * n + 1


def revisit_kinds(n: int) -> tuple[bytes, int]:  # revisits: no block, HTTP head only, full payload, WARC/1.1 profiles
    profile = b"WARC-Profile: http://netpreserve.org/warc/1.0/revisit/identical-payload-digest"
    kinds = [
        _record(b"", [profile, b"WARC-Refers-To-Target-URI: https://example.com/a/page"], kind=b"revisit"),
        _record(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n", [profile], kind=b"revisit"),
        _record(_http(GOOD_PAGE), [profile], kind=b"revisit"),
        _v11(_record(b"HTTP/1.1 304 Not Modified\r\n\r\n",
                     [b"WARC-Profile: http://netpreserve.org/warc/1.1/revisit/server-not-modified"], kind=b"revisit")),
        _record(_http(GOOD_PAGE), [b"WARC-Profile: x-unknown-profile"], kind=b"REVISIT"),
    ]
    return b"".join(kinds) * n + GOOD, len(kinds) * n + 1


def coding_stacks(n: int) -> tuple[bytes, int]:  # two codings in either order, repeated headers, a stack named wrong
    import zlib

    import brotli
    import zstandard
    page = GOOD_PAGE
    raw = zlib.compressobj(6, zlib.DEFLATED, -15)
    bodies = [
        ([b"Content-Encoding: deflate, gzip"], _gzip(zlib.compress(page))),
        ([b"Content-Encoding: br, gzip"], _gzip(brotli.compress(page))),
        ([b"Content-Encoding: gzip, zstd"], zstandard.compress(_gzip(page))),
        ([b"Content-Encoding: gzip", b"Content-Encoding: br"], brotli.compress(_gzip(page))),
        ([b"Content-Encoding: gzip, gzip"], _gzip(_gzip(page))),
        ([b"Content-Encoding: gzip, deflate"], raw.compress(_gzip(page)) + raw.flush()),
        ([b"Content-Encoding: gzip, br"], _gzip(brotli.compress(page))),  # named in the wrong order
        ([b"Content-Encoding: gzip"], _gzip(_gzip(page))),  # coded twice, named once
        ([b"Content-Encoding: gzip,,  ,identity"], _gzip(page)),
        ([b"Content-Encoding: " + b", ".join([b"gzip"] * 40)], _gzip(page)),
    ]
    kinds = [_record(_http(body, headers)) for headers, body in bodies]
    return b"".join(kinds) * n + GOOD, len(kinds) * n + 1


def header_casing(n: int) -> tuple[bytes, int]:  # HTTP/2-style lowercase names, uppercase values, spaces before colons
    page = _gzip(GOOD_PAGE)
    heads = [
        b"HTTP/2 200\r\ncontent-type: text/html; charset=utf-8\r\ncontent-encoding: gzip\r\n\r\n",
        b"HTTP/1.1 200 OK\r\nCONTENT-TYPE: TEXT/HTML; CHARSET=UTF-8\r\nCONTENT-ENCODING: GZIP\r\n\r\n",
        b"HTTP/1.1 200 OK\r\nContent-Type : text/html\r\nContent-Encoding : gzip\r\n\r\n",
        b"HTTP/1.1 200 OK\r\ncOnTeNt-TyPe:text/html\r\ncontent-encoding:gzip\r\n\r\n",
        b"HTTP/2 200\r\n:status: 200\r\ncontent-type: text/html\r\ncontent-encoding: gzip\r\n\r\n",
    ]
    records = [_record(head + page) for head in heads]
    chunked = _chunks(GOOD_PAGE)
    records.append(_record(b"HTTP/1.1 200 OK\r\ncontent-type: text/html\r\nTRANSFER-ENCODING: Chunked\r\n\r\n" + chunked))
    return b"".join(records) * n + GOOD, len(records) * n + 1


def chunk_extensions(n: int) -> tuple[bytes, int]:  # chunk extensions, trailers, padded and uppercase sizes, LF-only lines
    page = GOOD_PAGE
    pieces = [page[i:i + 90] for i in range(0, len(page), 90)]
    variants = [
        b"".join(b"%x;name=value;q=\"a b\"\r\n%s\r\n" % (len(p), p) for p in pieces) + b"0\r\n\r\n",
        b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in pieces) + b"0\r\nExpires: never\r\nX-Trailer: 1\r\n\r\n",
        b"".join(b"%08X\r\n%s\r\n" % (len(p), p) for p in pieces) + b"0\r\n\r\n",
        b"".join(b"%x\n%s\n" % (len(p), p) for p in pieces) + b"0\n\n",
        b"".join(b"%x \r\n%s\r\n" % (len(p), p) for p in pieces) + b"0\r\n\r\n",
        b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in pieces),  # no last chunk
    ]
    records = [_record(_http(body, [b"Transfer-Encoding: chunked"])) for body in variants]
    records += [_record(_http(body)) for body in variants]  # the same, the header dropped
    return b"".join(records) * n + GOOD, len(records) * n + 1


def interim_kinds(n: int) -> tuple[bytes, int]:  # 103 Early Hints, 102, 100 then 103, 101, a 1xx alone
    hints = b"HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload; as=style\r\n\r\n"
    kinds = [
        _record(hints + _http(GOOD_PAGE)),
        _record(b"HTTP/1.1 102 Processing\r\n\r\n" + _http(GOOD_PAGE)),
        _record(b"HTTP/1.1 100 Continue\r\n\r\n" + hints + _http(GOOD_PAGE)),
        _record(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n" + _http(GOOD_PAGE)),
        _record(hints),
        _record(b"HTTP/1.1 100 Continue\r\n\r\n" + GOOD_PAGE),
        _record(b"HTTP/1.1 100 Continue\r\n\r\n" + _http(GOOD_PAGE, status=b"HTTP/1.1 404 Not Found")),
    ]
    return b"".join(kinds) * n + GOOD, len(kinds) * n + 1


def length_past_end(n: int) -> tuple[bytes, int, bool]:  # n good records, the last's Content-Length 1 MB past the file
    last = _record(_http(GOOD_PAGE), length=len(_http(GOOD_PAGE)) + (1 << 20))
    return GOOD * n + last, n + 1, False


def member_past_end(n: int) -> tuple[bytes, int, bool]:  # the same in gzip members, and a last member cut in half
    last = _gzip(_record(_http(GOOD_PAGE), length=len(_http(GOOD_PAGE)) + (1 << 20)))
    cut = _gzip(GOOD)
    return _members(*[GOOD] * n) + last + cut[:len(cut) // 2], n + 2, False


# 2026-12-02, robustness round 2: pages compressed under no Content-Encoding; odd bytes, versions
# and parameters in the WARC and HTTP heads of real crawls.
def undeclared_codings(n: int) -> tuple[bytes, int]:  # compressed pages no Content-Encoding names, as HTML and octet-stream
    import zlib

    import brotli
    import zstandard
    page = GOOD_PAGE
    raw = zlib.compressobj(6, zlib.DEFLATED, -15)
    coded = [_gzip(page), zstandard.compress(page), zlib.compress(page), brotli.compress(page),
             raw.compress(page) + raw.flush(), _gzip(_gzip(page)), _gzip(page * 20)[:300],
             _gzip(bytes(range(256)) * 8), _gzip(page)[:10] + b"\xff" * 64]
    octet = [b"Content-Type: application/octet-stream"]
    kinds = [_record(_http(body)) for body in coded]
    kinds += [_record(_http(body).replace(b"Content-Type: text/html; charset=utf-8", octet[0])) for body in coded]
    return b"".join(kinds) * n + GOOD, len(kinds) * n + 1


def declared_zero_bombs(n: int) -> tuple[bytes, int]:  # n MB of zeros in each coding its header names
    import zlib

    import brotli
    import zstandard
    zeros = bytes(n << 20)
    coded = [(b"gzip", _gzip(zeros)), (b"zstd", zstandard.compress(zeros)), (b"deflate", zlib.compress(zeros, 1)),
             (b"br", brotli.compress(zeros, quality=1)), (b"gzip", _gzip(_gzip(zeros)))]
    kinds = [_record(_http(body, [b"Content-Encoding: " + name])) for name, body in coded]
    return b"".join(kinds) + GOOD, len(kinds) + 1


def odd_heads(n: int) -> tuple[bytes, int]:  # WARC/0.17-1.1 lines, non-ASCII and non-UTF-8 header bytes, IDN URIs, odd parameters
    body = _http(GOOD_PAGE)
    uris = ["https://b\u00fccher.example/stra\u00dfe?q=\u00e9".encode(), b"https://b\xfccher.example/\xe9",
            b"<https://example.com/angle>", b"https://xn--bcher-kva.example/a b", b"http://[::1]:99999/x",
            b"https://example.com/" + b"a" * 8000, b""]
    records = [_record(body).replace(b"WARC-Target-URI: https://example.com/a/page", b"WARC-Target-URI: " + uri)
               for uri in uris]
    records += [_record(body).replace(b"WARC/1.0", version, 1) for version in (b"WARC/0.17", b"WARC/0.18", b"WARC/1.1", b"WARC/2.0")]
    types = [b"text/html; charset=\"utf-8\"; foo", b"text/html;;charset=utf-8;", b"TEXT/HTML; CHARSET=UTF-8",
             b"text/html; charset=utf8mb4", b"text/html; charset=x-user-defined", b"text/html; charset=windows-874",
             b"text/html; charset=x-sjis", b"text/html; charset=unicode-1-1-utf-8", b"text/html; charset=\xe9\xff",
             b"text/html, text/plain", b"text/html; charset=utf-8\x00", b"text/plain", b"application/xhtml+xml; charset=latin1"]
    records += [_record(body.replace(b"text/html; charset=utf-8", value)) for value in types]
    records += [_record(_http(GOOD_PAGE, [b"Content-Disposition: inline; filename=\"\xe9t\xe9.html\"",
                                          b"X-Utf8: \xc3\xa9\xe2\x80\x99", b"Set-Cookie: \xff\xfe\x00\x01"]))]
    records += [_record(body, [b"WARC-Truncated: length", b"WARC-Warcinfo-ID: \xe9"])]
    records += [_record(_http(GOOD_PAGE, status=b"HTTP/1.1 206 Partial Content")),
                _record(_http(_chunks(_gzip(GOOD_PAGE)), [b"Transfer-Encoding: chunked", b"Content-Encoding: gzip"]))]
    return b"".join(records) * n + GOOD, len(records) * n + 1


def long_target_uri(n: int) -> tuple[bytes, int]:  # a WARC-Target-URI of n * 1,000 bytes (2026-12-03 hunt)
    record = _record(_http(GOOD_PAGE)).replace(b"https://example.com/a/page", b"https://example.com/" + b"a" * (n * 1000), 1)
    return record + GOOD, 2


def huge_status_code(n: int) -> tuple[bytes, int]:  # an HTTP status of n * 100 digits
    return _record(_http(GOOD_PAGE, status=b"HTTP/1.1 " + b"9" * (n * 100) + b" OK")) + GOOD, 2


def one_byte_chunks(n: int) -> tuple[bytes, int]:  # a declared chunked body of n * 1,000 one-byte chunks
    body = (GOOD_PAGE * (n * 1000 // len(GOOD_PAGE) + 1))[: n * 1000]
    chunks = b"".join(b"1\r\n" + body[i:i + 1] + b"\r\n" for i in range(len(body))) + b"0\r\n\r\n"
    return _record(_http(chunks, [b"Transfer-Encoding: chunked"])) + GOOD, 2


def hostile_lengths(n: int) -> tuple[bytes, int]:  # negative and 20-digit Content-Lengths, NUL headers, huge hex sizes, n times
    chunked = [b"Transfer-Encoding: chunked"]
    records = [_record(_http(GOOD_PAGE)).replace(b"Content-Length: ", b"Content-Length: -", 1),
               _record(_http(GOOD_PAGE)).replace(b"Content-Length: ", b"Content-Length: 99999999999999999999", 1),
               _record(_http(GOOD_PAGE), [b"X-N\0ul: \0\0"]),
               _record(_http(b"ffffffff\r\n" + GOOD_PAGE + b"\r\n0\r\n\r\n", chunked)),
               _record(_http(b"-5\r\n" + GOOD_PAGE + b"\r\n0\r\n\r\n", chunked)),
               _record(_http(b"f" * 5000 + b"\r\n" + GOOD_PAGE + b"\r\n0\r\n\r\n", chunked))]
    return b"".join([*records, GOOD]) * n, (len(records) + 1) * n


# HTTP heads before the answer (2026-12-06, hostile49): the heads read past had no cap (100,000
# interim heads 0.7 s, as many as a record's block holds), and the blank lines before a head were read
# a line at a time (4,000,000 of them 4.3 s for one record); the heads together are capped now
# (bad-http-header past 1 MiB), blank lines passed over a buffer at a time.
def repeated_heads_hostile49(n: int) -> tuple[bytes, int]:  # n * 100 proxy "200 Connection established" heads
    tunnel = b"HTTP/1.1 200 Connection established\r\n\r\n" * (n * 100)
    return _record(tunnel + _http(GOOD_PAGE)) + GOOD, 2


def blank_lines_before_head_hostile49(n: int) -> tuple[bytes, int]:  # n * 10,000 blank lines before the status line
    return _record(b"\r\n" * (n * 10_000) + _http(GOOD_PAGE)) + GOOD, 2


# After an interim head (2026-12-06, warc50): blank lines before the answer's head were looked past
# within 4 KiB only; they are now passed over a buffer at a time, counted toward the heads' 1 MiB cap.
# After a bad header, the next record was searched for with a pattern tried at every newline (76 MB of
# 2-byte lines in a gzip member 2.2 s); now only from the first `WARC/` that `find` gives (0.2 s).
def blank_lines_after_interim_warc50(n: int) -> tuple[bytes, int]:  # n * 10,000 blank lines after "100 Continue"
    return _record(b"HTTP/1.1 100 Continue\r\n\r\n" + b"\r\n" * (n * 10_000) + _http(GOOD_PAGE)) + GOOD, 2


def short_lines_after_bad_header_warc50(n: int) -> tuple[bytes, int]:  # a bad header, n * 100,000 2-byte lines
    bad = b"WARC/1.0\r\nWARC-Type: response\r\nContent-Length: x\r\n\r\n" + b"a\n" * (n * 100_000)
    return _gzip(bad + GOOD) + _gzip(GOOD), 3



# Between heads (2026-12-06, warc51): lines of spaces and tabs after "100 Continue" and after a
# tunnel's head are now passed over as blank lines, a buffer at a time (each buffer cut back to its
# last line start), and a head naming no type is parsed once more to tell a tunnel's head.
def space_lines_between_heads_warc51(n: int) -> tuple[bytes, int]:  # n * 10,000 lines of " \t" after "100 Continue"
    spaces = b" \t\r\n" * (n * 10_000)
    heads = b"HTTP/1.1 100 Continue\r\n\r\n" + spaces + b"HTTP/1.1 200 Connection established\r\n\r\n \t\r\n"
    return _record(heads + _http(GOOD_PAGE)) + GOOD, 2


# Leads (2026-12-06, warc51b): whether a gzip member starts a record is told past up to 4 KiB of
# inflated padding and byte order marks (each candidate member inflates that much more); a record
# start is also looked for after a bare CR.
def padded_members_after_junk_warc51b(n: int) -> tuple[bytes, int]:  # junk, n * 1,000 members of 4 KiB of lead and no record
    member = _gzip(b"\xef\xbb\xbf" + b" \x00\r\n" * 1023 + b"x")
    return b"junk" + member * (n * 1_000) + _gzip(GOOD), 2


def bare_cr_marks_warc51b(n: int) -> tuple[bytes, int]:  # a lying Content-Length, n * 100,000 "\rWARC/x" after it
    lying = _record(_http(GOOD_PAGE), length=len(_http(GOOD_PAGE)) + 10)
    return lying + b"\rWARC/x" * (n * 100_000) + b"\r" + GOOD, 2


# Byte order marks (2026-12-07, warc52): a mark before `WARC/` starts a record for the searches
# too, UTF-16's are a lead, and a lead before a first member is passed a buffer at a time.
def marked_warc_marks_warc52(n: int) -> tuple[bytes, int]:  # junk, n * 100,000 marks before "WARC/x" lines that start no record
    return b"junk" + b"\xef\xbb\xbfWARC/x\n\xff\xfeWARC/1.0 x\n" * (n * 50_000) + b"\r\n" + GOOD, 2


def marks_before_a_first_member_warc52(n: int) -> tuple[bytes, int]:  # n MB of marks and padding, then a member
    return (b"\xef\xbb\xbf\xff\xfe\xfe\xff \x00" * (n * 100_000)) + _gzip(GOOD), 2


WARC_SHAPES: dict[str, tuple[Callable[[int], tuple[bytes, int]], int]] = {
    "warc_long_header_line": (warc_long_header_line, 32),
    "warc_many_headers": (warc_many_headers, 250),
    "http_many_headers": (http_many_headers, 250),
    "http_long_header_line": (http_long_header_line, 32),
    "content_length_short": (content_length_short, 250),
    "content_length_long": (content_length_long, 250),
    "gzip_bomb_payload": (gzip_bomb_payload, 8),
    "gzip_bomb_member": (gzip_bomb_member, 8),
    "zero_length_records": (zero_length_records, 1_000),
    "empty_http_bodies": (empty_http_bodies, 1_000),
    "chunked_lies": (chunked_lies, 1_000),
    "many_interim_responses": (many_interim_responses, 250),
    "many_tiny_members": (many_tiny_members, 250),
    "gzip_length_short": (gzip_length_short, 250),
    "gzip_length_long": (gzip_length_long, 250),
    "split_members": (split_members, 250),
    "garbage_members": (garbage_members, 250),
    "record_kinds": (record_kinds, 50),
    "chunked_kinds": (chunked_kinds, 50),
    "codings": (codings, 25),
    "http_heads": (http_heads, 25),
    "xhtml_records": (xhtml_records, 25),
    "truncated_kinds": (truncated_kinds, 25),
    "revisit_kinds": (revisit_kinds, 50),
    "coding_stacks": (coding_stacks, 25),
    "header_casing": (header_casing, 25),
    "chunk_extensions": (chunk_extensions, 25),
    "interim_kinds": (interim_kinds, 50),
    "length_past_end": (length_past_end, 250),
    "member_past_end": (member_past_end, 250),
    "undeclared_codings": (undeclared_codings, 25),
    "odd_heads": (odd_heads, 10),
    "declared_zero_bombs": (declared_zero_bombs, 8),
    "long_target_uri": (long_target_uri, 25),
    "huge_status_code": (huge_status_code, 25),
    "one_byte_chunks": (one_byte_chunks, 25),
    "hostile_lengths": (hostile_lengths, 25),
    "repeated_heads_hostile49": (repeated_heads_hostile49, 25),
    "blank_lines_before_head_hostile49": (blank_lines_before_head_hostile49, 100),
    "blank_lines_after_interim_warc50": (blank_lines_after_interim_warc50, 10),
    "short_lines_after_bad_header_warc50": (short_lines_after_bad_header_warc50, 25),
    "space_lines_between_heads_warc51": (space_lines_between_heads_warc51, 5),
    "padded_members_after_junk_warc51b": (padded_members_after_junk_warc51b, 5),
    "bare_cr_marks_warc51b": (bare_cr_marks_warc51b, 5),
    "marked_warc_marks_warc52": (marked_warc_marks_warc52, 1),
    "marks_before_a_first_member_warc52": (marks_before_a_first_member_warc52, 1),
}


def unwritable(doc, page=None) -> str | None:
    """Why a Document's row would not reach the writers as it is ("UNCLEAN": a field the
    extractor left invalid Unicode; "UNWRITABLE ...": what Parquet, JSONL, JSONL.gz or text
    refused after the pipeline's repair), None when every writer takes it."""
    row = rows.document_row(doc, page, url="https://example.com/a/page")
    try:
        rows.row_to_json(row).encode("utf-8")
    except UnicodeEncodeError:
        return "UNCLEAN"
    try:
        row = encodable_document_row(row)
        line = rows.row_to_json(row)
        if "\n" in line or rows.row_from_json(line)["text"] != row["text"]:
            return "UNWRITABLE jsonl"
        gzip.compress(line.encode("utf-8"))
        text = rows.text_line(row)
        if len(text.encode("utf-8").splitlines()) > 1 or rows.parse_text_line(text) != row["text"]:
            return "UNWRITABLE text"
        pq.write_table(rows.rows_to_table([row]), io.BytesIO())
    except Exception as error:  # noqa: BLE001 - reported, not raised
        return f"UNWRITABLE {type(error).__name__}"
    return None


def run_warc(data: bytes, records: int, last_page: bool = True) -> str:
    """The outcomes of reading a WARC file and extracting its pages, counted by kind ("2 doc
    1 page:NotHtml 1 skip:empty": a page's kind is what extract() made of it), or "LOST ..." when
    records or bytes went missing, "CRASH ..." when the reader or extract() raised, "UNCLEAN" /
    "UNWRITABLE ..." when a document's row would not reach the writers (`unwritable`). The file
    must end with a page unless `last_page` is False (a shape whose last record is the damage)."""
    kinds: Counter = Counter()
    try:
        outcomes = list(iter_records(io.BytesIO(data), "sweep.warc"))
        for outcome in outcomes:
            if isinstance(outcome, WarcPage):
                try:
                    doc = extract(outcome.payload, outcome.url, charset=outcome.charset_hint)
                except (PageTooLarge, NotHtml) as refusal:  # named refusals
                    kinds[f"page:{type(refusal).__name__}"] += 1
                    continue
                problem = doc and unwritable(doc, outcome)
                if problem:
                    return problem
                kinds["none" if doc is None else "doc"] += 1
            else:
                kinds[f"skip:{outcome.reason}" if isinstance(outcome, Skipped) else f"failed:{outcome.reason}"] += 1
    except Exception as error:  # noqa: BLE001 - the sweep reports crashes, it does not stop at them
        return f"CRASH {type(error).__name__}"
    summary = " ".join(f"{count} {kind}" for kind, count in sorted(kinds.items()))
    problems = tiling_problems(outcomes, 0, len(data))
    if problems or len(outcomes) < records or (last_page and not any(isinstance(o, WarcPage) for o in outcomes[-1:])):
        return f"LOST {summary} {'; '.join(problems)}"
    return summary


def run_page(page: Page) -> str:
    """The outcome of extracting `page`: "doc", "none", or the named refusal ("PageTooLarge",
    "PageTooComplex", "NotHtml"); any other exception is a crash, "CRASH <its class>"."""
    html, charset = page if isinstance(page, tuple) else (page, None)
    try:
        doc = extract(html, "https://example.com/a/page", charset=charset)
    except (PageTooLarge, NotHtml) as refusal:
        return type(refusal).__name__
    except Exception as error:  # noqa: BLE001 - the sweep reports crashes, it does not stop at them
        return f"CRASH {type(error).__name__}"
    return "none" if doc is None else unwritable(doc) or "doc"


def as_warc(page: Page) -> tuple[bytes, int]:
    """A page shape as a response record of a WARC file, a good page after it (the --warc run)."""
    html, charset = page if isinstance(page, tuple) else (page, "utf-8")
    body = html.encode("utf-8", "surrogatepass") if isinstance(html, str) else html
    header = [b"Content-Type: text/html; charset=" + charset.encode()] if charset else []
    return _record(b"\r\n".join([b"HTTP/1.1 200 OK", *header]) + b"\r\n\r\n" + body) + GOOD, 2


BROKEN = ("CRASH", "LOST", "UNCLEAN", "UNWRITABLE", "TWINS")  # outcomes that flag a shape


def is_warc(built) -> bool:
    return isinstance(built, tuple) and isinstance(built[1], int)


def run(built) -> str:
    return run_warc(*built) if is_warc(built) else run_page(built)


def page_results(built) -> list:
    """What extract() made of each page of a shape (its Document as a dict, None, or the class of
    the exception it raised), in order: the pages of a WARC shape, or the one page."""
    if is_warc(built):
        pages = [(o.payload, o.url, o.charset_hint) for o in iter_records(io.BytesIO(built[0]), "sweep.warc")
                 if isinstance(o, WarcPage)]
    else:
        html, charset = built if isinstance(built, tuple) else (built, None)
        pages = [(html, "https://example.com/a/page", charset)]
    results = []
    for html, url, charset in pages:
        try:
            doc = extract(html, url, charset=charset)
        except Exception as error:  # noqa: BLE001 - the kind of outcome is what is compared
            results.append(type(error).__name__)
            continue
        results.append(None if doc is None else doc.to_dict())
    return results


def twins_differ(built) -> str | None:
    """"TWINS <page>" when extract() gives another result with every module on its pure-Python
    twin than with the C speedups (as BEAM_EXTRACT_PURE_PYTHON=1 runs), None when they agree or
    the speedups are not built."""
    if not speedups.enabled():
        return None
    native = page_results(built)
    modules = [importlib.import_module(name) for name in sorted({p.partition(":")[0] for p in speedups.TWINS.values()})]
    saved = [module._speedups for module in modules]
    for module in modules:
        module._speedups = None
    try:
        pure = page_results(built)
    finally:
        for module, kept in zip(modules, saved):
            module._speedups = kept
    for index, (one, other) in enumerate(itertools.zip_longest(native, pure)):
        if one != other:
            fields = [k for k in one if one[k] != other.get(k)] if isinstance(one, dict) and isinstance(other, dict) else []
            return f"TWINS page {index} {','.join(fields) or f'{one!r:.40} vs {other!r:.40}'}"
    return None


def record_outcomes(built) -> list[str]:
    """One line per record of a WARC shape (its kind, reason or error, byte range), and what
    extract() made of each page: for reading a shape's outcomes one by one (`--records`)."""
    lines = []
    for outcome in iter_records(io.BytesIO(built[0]), "sweep.warc"):
        where = f"[{outcome.warc_offset}+{outcome.warc_length}]"
        if isinstance(outcome, WarcPage):
            try:
                doc = extract(outcome.payload, outcome.url, charset=outcome.charset_hint)
                made = "none" if doc is None else f"doc {doc.text[:50]!r}"
            except (PageTooLarge, NotHtml) as refusal:
                made = f"{type(refusal).__name__}: {refusal}"
            lines.append(f"page {where} truncated={outcome.truncated} -> {made}")
        elif isinstance(outcome, Skipped):
            lines.append(f"skip:{outcome.reason} {where}")
        else:
            lines.append(f"failed:{outcome.reason} {where} {outcome.error[:100]}")
    return lines


def cpu_of(built) -> tuple[float, str]:
    gc.collect()
    started = time.process_time()
    outcome = run(built)
    return time.process_time() - started, outcome


def top_functions(built, count: int) -> list[str]:
    profile = cProfile.Profile()
    profile.enable()
    run(built)
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


def sweep(names: list[str], steps: int, scale: float, alarm: float, ratio_alarm: float, top: int,
          through_warc: bool = False, twins: bool = False, records: bool = False) -> int:
    flagged = 0
    extract(article(""))  # loads what the first page would (the language model...)
    print(f"{'shape':<20} {'sizes':<26} {'CPU s per size':<26} {'growth':>6}  {'outcome':<12} "
          "top own-time functions (largest)")
    for name in names:
        shape, first = SHAPES[name] if name in SHAPES else WARC_SHAPES[name]
        if through_warc and name in SHAPES:
            shape = (lambda page_shape: lambda n: as_warc(page_shape(n)))(shape)
        sizes, times, outcomes = [], [], []
        size = max(1, int(first * scale))
        for _ in range(steps):
            seconds, outcome = cpu_of(shape(size))
            sizes.append(size)
            times.append(seconds)
            outcomes.append(outcome)
            if seconds > alarm or outcome.startswith(BROKEN):
                break
            size *= 2
        if twins and not outcomes[-1].startswith(BROKEN):
            outcomes[-1] = twins_differ(shape(sizes[-1])) or outcomes[-1]
        growth = times[-1] / times[-2] if len(times) > 1 and times[-2] > 0.005 else float("nan")
        alarm_hit = times[-1] > alarm or growth > ratio_alarm or any(o.startswith(BROKEN) for o in outcomes)
        flagged += alarm_hit
        tops = top_functions(shape(sizes[-1]), top)
        print(f"{name:<20} {','.join(map(str, sizes)):<26} {' '.join(f'{t:.2f}' for t in times):<26} "
              f"{growth:>6.1f}{'!' if alarm_hit else ' '} {outcomes[-1]:<12} {'; '.join(tops)}", flush=True)
        if records and is_warc(shape(sizes[0])):
            for line in record_outcomes(shape(1)):
                print(f"    {line}")
    return flagged


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", help="comma-separated shape names (default: all)")
    parser.add_argument("--steps", type=int, default=4, help="sizes per shape, each twice the last")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every first size")
    parser.add_argument("--alarm", type=float, default=4.0, help="CPU seconds a page may take")
    parser.add_argument("--ratio", type=float, default=3.0, help="growth per doubling that flags a shape")
    parser.add_argument("--under-nest", type=int, default=0, metavar="D",
                        help="every page's body inside D nested divs (libxml2 keeps 1,000 at most here)")
    parser.add_argument("--top", type=int, default=3, help="functions listed per shape")
    parser.add_argument("--warc", action="store_true",
                        help="read each page shape as a WARC record, then extract it (WARC shapes are read so always)")
    parser.add_argument("--twins", action="store_true",
                        help="also extract the largest size with the pure-Python twins: any other result flags the shape")
    parser.add_argument("--records", action="store_true",
                        help="list each record's outcome of a WARC shape at size 1")
    args = parser.parse_args(argv)
    global UNDER_NEST
    UNDER_NEST = args.under_nest
    names = args.only.split(",") if args.only else [*SHAPES, *WARC_SHAPES]
    unknown = [name for name in names if name not in SHAPES and name not in WARC_SHAPES]
    if unknown:
        parser.error(f"unknown shape(s): {', '.join(unknown)}; known: {', '.join([*SHAPES, *WARC_SHAPES])}")
    flagged = sweep(names, args.steps, args.scale, args.alarm, args.ratio, args.top, args.warc, args.twins,
                    args.records)
    print(f"{flagged} of {len(names)} shapes flagged (over {args.alarm} s, or growth over {args.ratio})")
    return 1 if flagged else 0


if __name__ == "__main__":
    sys.exit(main())
