"""The cleaning of the content document: figures, photo captions and inline captions (`drop_figures`,
`drop_photo_captions`, `drop_inline_captions`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

from lxml import etree

from .drops import drop_all_keeping_tails, drop_keeping_tail
from .measures import blank, content_body, text_length, text_length_upto


def drop_figures(root) -> None:
    """Remove figures and their captions (article pages: photo captions and credits are not the story),
    but a figure holding a `pre` (a code listing: `holds_listing`), a quote or a table (`holds_text_block`)
    with its caption (the file's name, the quote's speaker)."""
    listings = [el for el in content_body(root).iter("figure", "FIGURE") if holds_listing(el) or holds_text_block(el)]
    for el in [el for el in content_body(root).iter("figure", "figcaption", "FIGURE", "FIGCAPTION")]:
        if el.getparent() is not None and not any(el is listing or listing in el.iterancestors() for listing in listings):
            drop_keeping_tail(el)


# Code listings set in a `figure`: Jekyll's and Hexo's highlighted blocks (`figure class="highlight"`),
# Astro Starlight's Expressive Code frames (`figure class="frame"`), a paper's "Listing 3". Photo
# captions go on article pages; a listing is the article's text.
PRE_TAGS = ("pre", "PRE")


def holds_listing(figure) -> bool:
    """The figure holds a `pre` element: a code listing, not a picture."""
    return next(figure.iter(*PRE_TAGS), None) is not None


# A figure holding a `blockquote` (a pull quote, "— its speaker" in the caption, as the HTML standard
# sets quotes) or a `table` (a comparison table, a review's spec sheet) holds the story's text, not a
# picture: it stays on article pages, and narrowing never narrows to a container inside a figure
# (`region_choice._inside_a_figure`: a table's cells outscore the story around it).
# Added 2026-12-02 (bench_extract --no-peers, F1 even / odd; before: ScrapingHub 0.9801 / 0.9808,
# WCXB dev 0.8863 / 0.8883, trafilatura-eval-dev 0.9433 / 0.9534): quotes and tables, narrowing as
# it was: WCXB dev 0.8872 / 0.8891 but trafilatura-eval-dev odd 0.9526 (a review narrowed to its
# comparison table, its intro lost); quotes only: WCXB dev 0.8863 / 0.8886 (4 pages changed);
# quotes and tables, no narrowing into a figure: WCXB dev 0.8873 / 0.8891 (18 pages changed, 15
# better: 0.30 -> 0.98, 0.74 -> 0.92, 0.81 -> 1.00, 0.90 -> 0.96, ...; 3 worse: an embedded tweet
# WCXB's gold leaves out 0.967 -> 0.922 (ScrapingHub's golds keep them), a table's call to action
# 0.986 -> 0.980, 0.917 -> 0.912), trafilatura-eval-dev 0.9433 / 0.9541 (a snippet more found; 3
# pages changed), ScrapingHub unchanged (no page changed); no narrowing into a table either (layout
# tables): trafilatura-eval-dev odd 0.9528 (an old site's story narrowed no more).
_TEXT_BLOCK_TAGS = ("blockquote", "table", "BLOCKQUOTE", "TABLE")


def holds_text_block(figure) -> bool:
    """The figure holds a quote or a table (_TEXT_BLOCK_TAGS)."""
    return next(figure.iter(*_TEXT_BLOCK_TAGS), None) is not None


# A page declaring no kind (no article, product or thread) loses its photo captions too, as an article
# does (`drop_figures`): a `figure` holding a `figcaption` and no text besides it (its picture may be
# gone already, lazy-loaded or in a `noscript`) is a picture and its caption. A caption holding code,
# a quote, a table or a heading stays (a documentation page's diagram captions), and so do all of
# them on a page of pictures: their captions over CAPTIONS_MAX_SHARE of the content's text, or a
# figure for every CAPTIONED_FIGURE_CHARS characters of it (a town's photo tour).
# Measured 2026-12-04 (bench_extract --no-peers, snapshot of the three sets): see "Captions on pages of
# no kind" in docs/rounds.md. Every figure of such pages dropped as on an article (drop_figures):
# WCXB dev collection even -0.0045 (a shop's product cards set in figures: 0656 0.356 -> 0) and
# documentation even -0.0003 (React's diagram captions), trafilatura-eval-dev 0283 and 0419 lost a
# snippet; without the picture density (the share only): trafilatura-eval-dev 0.9637 / 0.9672 (0419,
# 14 figures in 10,560 characters, lost its caption snippet; the densest other page moved holds one in
# 1,580), with it 0.9637 / 0.9679 (base 0.9630 / 0.9679). The share alone moves no page of the three
# sets (the densest moved page's captions are 13% of its text): a guard for held-out galleries, not tuned.
CAPTIONS_MAX_SHARE = 0.5
CAPTIONED_FIGURE_CHARS = 1000
# Bounds that keep the walk linear on figures nested in captions (800 deep: 2.5 s of CPU counted
# whole, 2026-12-04): a longer caption, or a figure of more elements (an inline SVG's), is not judged.
CAPTION_MAX_CHARS = 1000
CAPTION_MAX_ELEMENTS = 64
FIGURE_MAX_ELEMENTS = 512
_CAPTION_KEEPERS = frozenset(t for name in ("code", "pre", "blockquote", "table", "h1", "h2", "h3", "h4", "h5", "h6")
                             for t in (name, name.upper()))


def _captioned_pictures(body) -> list:
    """The figures of `body` that are a caption and nothing else of text (`drop_photo_captions`)."""
    found = []
    for figure in body.iter("figure", "FIGURE"):
        caption = next(figure.iter("figcaption", "FIGCAPTION"), None)
        if caption is None:
            continue
        caption_length = text_length_upto(caption, CAPTION_MAX_CHARS, CAPTION_MAX_ELEMENTS)
        if not caption_length or caption_length > CAPTION_MAX_CHARS \
                or text_length_upto(figure, caption_length, FIGURE_MAX_ELEMENTS) != caption_length:
            continue
        if not any(el.tag in _CAPTION_KEEPERS for el in caption.iter(etree.Element)):
            found.append(figure)
    return found


def drop_photo_captions(root) -> None:
    """Remove the figures that are a picture and its caption (`_captioned_pictures`), unless the page
    is one of pictures (CAPTIONS_MAX_SHARE, CAPTIONED_FIGURE_CHARS)."""
    body = content_body(root)
    figures = [f for f in _captioned_pictures(body) if f.getparent() is not None]
    if not figures:
        return
    total = text_length(body)
    if len(figures) * CAPTIONED_FIGURE_CHARS > total \
            or sum(text_length(f) for f in figures) > CAPTIONS_MAX_SHARE * total:
        return
    for figure in figures:
        drop_keeping_tail(figure)


# A caption set as italics under its picture in hand-written markup (`<img ...><br><em>KL 26,
# Büssing-NAG 500 L, ... in Dienst gestellt</em><br>`, `<img><br><em><sub>Abbildung 4: ...</sub></em>`):
# an `em` or `i` after a picture (an `img`, or a link holding only one) past line breaks only, that
# ends its line (a `br` or its block's end after it) and holds at most INLINE_CAPTION_MAX_CHARS. It
# goes where figures' captions go (articles, pages of no kind). Added 2026-12-04 (round 34; snapshot
# of the three sets, bench_extract --no-peers F1 even / odd): four Documents changed, all better:
# trafilatura-eval-dev 0074 and 0242 lose their leaked captions (0.9637 / 0.9679 -> 0.9657 / 0.9679, P 0.9513 -> 0.9552),
# 0450 a "Photo: .../AFP" caption, a ScrapingHub story its "The best new character in 2019." (P 0.995
# -> 1.0); no WCXB dev page moved. Tried: `small`, `sub` and `font` as caption tags too (no page more);
# a paragraph of italics alone after a paragraph holding only a picture: 15 pages moved, 8 worse (WCXB
# dev 4038 0.999 -> 0.987, 0488, 1405, 0210, 4574; trafilatura-eval-dev 0259 lost a snippet).
INLINE_CAPTION_MAX_CHARS = 300
_INLINE_CAPTION_TAGS = frozenset(("em", "i", "EM", "I"))


def _picture_unit(img):
    """`img`, or the link around it when the link holds nothing else."""
    parent = img.getparent()
    if parent is not None and parent.tag in ("a", "A") and len(parent) == 1 \
            and blank(parent.text) and blank(img.tail):
        return parent
    return img


def _caption_after(picture):
    """The `em`/`i` following `picture` past line breaks only and ending its line, or None."""
    if not blank(picture.tail):
        return None
    el = picture.getnext()
    while el is not None and el.tag in BR_TAGS and blank(el.tail):
        el = el.getnext()
    if el is None or el.tag not in _INLINE_CAPTION_TAGS or not blank(el.tail):
        return None
    after = el.getnext()
    if after is not None and after.tag not in BR_TAGS:
        return None
    length = text_length_upto(el, INLINE_CAPTION_MAX_CHARS + 1, CAPTION_MAX_ELEMENTS)
    return el if 0 < length <= INLINE_CAPTION_MAX_CHARS else None


def drop_inline_captions(root) -> None:
    """Remove the italic captions set under a picture past a line break (`_caption_after`)."""
    captions = [caption for img in content_body(root).iter("img", "IMG")
                if (caption := _caption_after(_picture_unit(img))) is not None]
    drop_all_keeping_tails(captions)


BR_TAGS = frozenset(("br", "BR"))
