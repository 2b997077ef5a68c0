#!/usr/bin/env python3
"""Where a page type's words are lost: our text against the gold, cut at the Markdown's headings.

In: WCXB dev's pages of one or more types (SHARED/data/wcxb-dev), extracted by the working tree, and
their gold texts. Out: a report on stdout: the words we keep that the gold does not ("extra") and the
gold's words we lose ("missed"), word bags as the scorer counts them, summed over the type and listed
by page; the sections (a heading and the text under it) holding the most extra words; and, with
`--drop PATTERN`, what taking out of the Markdown (read back as text) every section whose heading matches the pattern would do to each
page's word F1 (summed by type and half), before a rule is written for a kind of section.

A word of ours counts as extra in proportion: a word the page holds n times of which k are beyond
the gold's count adds k/n at each place it stands.

  .venv/bin/python benchmarks/section_losses.py --shared ../shared --type service [--type product]
      [--pages 40] [--sections 60] [--drop 'faq|frequently asked|häufig gestellte']
"""
from __future__ import annotations

import argparse
import gzip
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_extract  # noqa: E402  (beside this file)

from beam_extract.markdown_text import markdown_to_text  # noqa: E402

WORD = re.compile(r"\w+")
HEADING = re.compile(r"(#{1,6}) (.*)")


def words(text: str) -> list[str]:
    """The scorer's words: runs of word characters, lower-cased."""
    return WORD.findall(text.lower())


def sections_of(markdown: str) -> list[tuple[str, str]]:
    """The Markdown cut at its ATX headings: (heading line, text under it); "" heads the opening."""
    sections, head, lines = [], "", []
    for line in markdown.split("\n"):
        if HEADING.match(line):
            sections.append((head, "\n".join(lines)))
            head, lines = line, []
        else:
            lines.append(line)
    sections.append((head, "\n".join(lines)))
    return [(h, body) for h, body in sections if h or body.strip()]


def extra_and_missed(ours: str, gold: str) -> tuple[int, int]:
    """Words of ours beyond the gold's counts, and the gold's words beyond ours."""
    mine, theirs = Counter(words(ours)), Counter(words(gold))
    return sum((mine - theirs).values()), sum((theirs - mine).values())


def extra_by_section(ours: str, markdown: str, gold: str) -> list[tuple[float, int, str]]:
    """Each section's extra words (in proportion, see the docstring), its word count and heading."""
    mine = Counter(words(ours))
    extra = mine - Counter(words(gold))
    rows = []
    for head, body in sections_of(markdown):
        found = words(head + "\n" + body)
        share = sum(extra[w] / mine[w] for w in found if mine[w])
        rows.append((share, len(found), head))
    return rows


def without_sections(markdown: str, pattern: re.Pattern) -> str:
    """The Markdown with every section whose heading matches taken out, its subsections too (up to
    the next heading of the same level or higher)."""
    kept, dropping_below = [], 0
    for line in markdown.split("\n"):
        heading = HEADING.match(line)
        if heading:
            level = len(heading.group(1))
            if dropping_below and level <= dropping_below:
                dropping_below = 0
            if not dropping_below and pattern.search(heading.group(2)):
                dropping_below = level
        if not dropping_below:
            kept.append(line)
    return "\n".join(kept)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shared", type=Path, default=Path("../shared"))
    parser.add_argument("--type", action="append", dest="types", required=True)
    parser.add_argument("--pages", type=int, default=30, help="pages listed, most extra words first")
    parser.add_argument("--sections", type=int, default=40, help="sections listed, most extra words first")
    parser.add_argument("--drop", help="a regular expression (case-insensitive) of headings to take out")
    args = parser.parse_args()

    score = bench_extract.load_score_module(args.shared)

    def word_f1(ours: str, gold: str) -> float:
        """The scorer's own word F1 of a page."""
        return score.word_prf(ours, gold)[2]

    dataset = args.shared / "data" / "wcxb-dev"
    _, gold = score.load_gold(dataset)
    urls = bench_extract.page_urls(dataset)
    run = bench_extract.ours_extractor()
    drop = re.compile(args.drop, re.IGNORECASE) if args.drop else None
    pages, sections, moved, sums = [], [], [], Counter()
    for key in sorted(k for k, g in gold.items() if g["type"] in args.types):
        html = gzip.decompress((dataset / "html" / f"{key}.html.gz").read_bytes()).decode("utf-8", "replace")
        text = run(html, urls.get(key))
        markdown = run.last_doc.markdown if run.last_doc is not None else ""
        truth = gold[key]["text"]
        extra, missed = extra_and_missed(text, truth)
        pages.append((extra, missed, key, gold[key]["type"], word_f1(text, truth)))
        sections += [(share, n, key, head) for share, n, head in extra_by_section(text, markdown, truth)]
        if drop is not None:
            cut = without_sections(markdown, drop)
            if cut != markdown:
                before, after = word_f1(markdown_to_text(markdown), truth), word_f1(markdown_to_text(cut), truth)
                half = bench_extract.half_of(key)
                moved.append((key, gold[key]["type"], half, before, after))
                sums[(gold[key]["type"], half)] += after - before
    print(f"{len(pages)} pages of {', '.join(args.types)}: extra {sum(p[0] for p in pages)} words,"
          f" missed {sum(p[1] for p in pages)}")
    print("\npage  type  extra  missed  F1")
    for extra, missed, key, kind, f1 in sorted(pages, reverse=True)[: args.pages]:
        print(f"{key}  {kind}  {extra}  {missed}  {f1:.4f}")
    print("\nextra  words  page  heading")
    for share, n, key, head in sorted(sections, reverse=True)[: args.sections]:
        print(f"{share:7.1f}  {n:5}  {key}  {head[:90] or '(opening)'}")
    if drop is not None:
        print(f"\nsections taken out ({args.drop}), word F1 of the Markdown as text before -> after")
        for key, kind, half, before, after in moved:
            print(f"{key}  {kind}  {half}  {before:.4f} -> {after:.4f}  {after - before:+.4f}")
        for (kind, half), total in sorted(sums.items()):
            print(f"  sum {kind} {half} {total:+.4f}")


if __name__ == "__main__":
    main()
