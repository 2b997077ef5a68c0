"""A story's opening kept with its body: the standfirst (lede) set outside the chosen region, and
the standfirsts and opening paragraphs kept when the content document is narrowed to its prose.

In: elements of the parsed page (the chosen region, before `region_choice.content_root` moves it out;
only read) or of the content document (the container `region_choice.narrow_to_prose` narrows to and
its body), and the page's meta description.
Out: `lede_outside` and `described_lede_outside` -> `[standfirst]` set before the region, taken in
as a region before it (extractor.extract_tree, on LEDE_MODES regions); `ledes_before`,
`paragraphs_before`, `paragraphs_above` -> the elements before the narrowed-to container that
narrowing keeps. LEDE_MIN and LEDE_MAX bound a standfirst's length (recipe_parts' summary reads
LEDE_MAX too).
"""
from __future__ import annotations

import re

from lxml import etree

from . import clean
from .dom import SEGMENT_BOUNDARY_TAGS, inside_any, local_name, text_of, under_a_tag

# Class-name tokens of a standfirst: the summary paragraph news pages set between the headline
# and the body (in the article header, outside the body's container), in the languages of the crawl.
LEDE_TOKENS = frozenset("""lead lede leadin intro standfirst summary subtitle subheadline deck dek
    perex bajada entradilla chapo chapeau sottotitolo vorspann einleitung teaser sommario introduction""".split())
# A standfirst is kept from LEDE_MIN characters: a shorter one is a one-line subtitle to the title
# (ScrapingHub's gold leaves those out; trafilatura's evaluation keeps the paragraph-long ones).
# Measured 2026-11-30 (make bench-quick, F1 even / odd; WCXB dev 0.8551 / 0.8555 with all of them
# but 40, 0.8552 / 0.8555 from 145): no standfirst kept: ScrapingHub 0.9613 / 0.9674,
# trafilatura-eval-dev 0.9080 / 0.9068; from 40 characters: 0.9602 / 0.9668, 0.9154 / 0.9128;
# 100: 0.9610 / 0.9674, 0.9154 / 0.9121; 130: 0.9613 / 0.9674, 0.9146 / 0.9121; 145: 0.9614 /
# 0.9674, 0.9139 / 0.9113; 160: 0.9614 / 0.9674, 0.9124 / 0.9106; 200: 0.9614 / 0.9674, 0.9109 /
# 0.9098. LEDE_MAX keeps a whole header or teaser block out. "teaser" (German pages' name for it)
# added later the same day: trafilatura-eval-dev 0.9165 / 0.9121 -> 0.9165 / 0.9143, ScrapingHub
# and WCXB dev unchanged; "excerpt" and "abstract" too: WCXB dev 0.8561 / 0.8562 -> 0.8559 / 0.8561.
# "sommario" (Italian) and "introduction" (the intro spelled out: "vhb-article--introduction",
# "field-introduction") added 2026-12-01 (snapshot of every page, F1 even / odd):
# trafilatura-eval-dev 0.9412 / 0.9492 -> 0.9419 / 0.9499 (4 pages' standfirsts kept, 2 of them
# scored), ScrapingHub 0.9759 / 0.9803 and WCXB dev 0.8861 / 0.8876 unchanged (no page changed).
# "excerpt" tried again with them: trafilatura-eval-dev 0.9441 / 0.9499 but WCXB dev 0.8859 / 0.8875
# (WordPress' "post-excerpt" summaries, which WCXB's golds leave out, and "with-excerpt" author bios).
LEDE_MIN, LEDE_MAX = 130, 800
# The candidates: elements before `best` whose class, lower-cased in ASCII only, contains a token.
# Filtered in Python: an XPath test of contains(translate(@class, ...)) per token costs ~1.4 ms a
# page (one translate per token and element; 3% of the extraction on 2026-11-30).
_CLASSED_BEFORE = etree.XPath("preceding::*[@class]")
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_LEDE_TOKEN_LIST = tuple(sorted(LEDE_TOKENS))
# Does a text hold any of the tokens as a substring? One search instead of a test per token (a
# generator over the tokens per element before the region was ~0.3% of extract()'s CPU, 2026-12-02).
_HOLDS_LEDE_TOKEN = re.compile("|".join(re.escape(token) for token in _LEDE_TOKEN_LIST)).search


def _lede_candidates(best) -> list:
    found = []
    for el in _CLASSED_BEFORE(best):
        names = el.get("class").translate(_ASCII_LOWER)
        if _HOLDS_LEDE_TOKEN(names) is not None:
            found.append(el)
    return found


# The paragraphs right before the narrowed-to container, its siblings, are the article's opening
# (an intro set apart from the body's container): kept from LEADING_MIN characters, mostly unlinked.
# Measured 2026-11-30 (make bench-quick, F1 even / odd): without, ScrapingHub 0.9613 / 0.9674,
# WCXB dev 0.8562 / 0.8562, trafilatura-eval-dev 0.9171 / 0.9178; from 130 characters: 0.9626 /
# 0.9674, 0.8562 / 0.8563, 0.9179 / 0.9200; 200: the same; 25 and 60: 0.9627 / 0.9674, 0.8562 /
# 0.8563, 0.9186 / 0.9200. Emptied elements (an ad slot whose script is gone) are stepped over:
# ScrapingHub 0.9640 / 0.9685 -> 0.9640 / 0.9684 (a byline paragraph kept, gone again with
# clean.BYLINE), WCXB dev 0.8580 / 0.8569 -> 0.8580 / 0.8570, trafilatura-eval-dev 0.9198 /
# 0.9221 -> 0.9220 / 0.9221.
LEADING_MIN = 60


def paragraphs_before(best) -> list:
    """The `p` siblings right before `best` (in document order), each LEADING_MIN characters or
    more and mostly not links, and `div`s of bare text from LEDE_MIN characters
    (`_reads_as_a_paragraph`); the run stops at the first other element that holds text."""
    found = []
    for sibling in best.itersiblings(preceding=True):
        if not isinstance(sibling.tag, str):
            break
        length = clean.text_length(sibling)
        if not length:
            continue  # an emptied ad slot between the opening and the body
        if not (sibling.tag in ("p", "P") or (length >= LEDE_MIN and _reads_as_a_paragraph(sibling))) \
                or length < LEADING_MIN or clean.link_density(sibling) >= 0.5:
            break
        found.append(sibling)
    return found[::-1]


# ... and a `div` of bare text and inline elements there (an opening set without a `p`: a French
# Drupal theme's "article_faits" box before the paywalled body, a Hungarian blog's "articleLead") is
# such a paragraph from LEDE_MIN characters, a standfirst's length (a shorter one is a kicker or a
# byline line). Added 2026-12-04 (bench_extract --no-peers, F1 even / odd, snapshot of every page):
# trafilatura-eval-dev even 0.9581 -> 0.9588 (two pages moved: a French and a Hungarian opening kept,
# one snippet found), ScrapingHub 0.9802 / 0.9818 and WCXB dev 0.8951 / 0.8961 unchanged (no page
# moved). From LEADING_MIN (60) as a `p`: ScrapingHub 0.9802 / 0.9818 -> two pages worse (one-line
# standfirsts of 71 and 98 characters its golds leave out: P 1.0 -> 0.918 and 0.965), WCXB dev odd
# one (a byline "by <name>, <title>" line, 0.9823 -> 0.9803). CPU: the siblings walked are the ones
# `p` siblings were (2,000 and 8,000 such openings before the body: 0.052 and 0.215 s, as `p`s).
def _reads_as_a_paragraph(el) -> bool:
    """A `div` holding text and inline elements only (an old CMS's paragraph without a `p`)."""
    if el.tag not in ("div", "DIV") or not (el.text or "").strip():
        return False
    return not any(isinstance(d.tag, str) and local_name(d.tag) in SEGMENT_BOUNDARY_TAGS for d in el.iterdescendants())


# ... and the paragraphs anywhere above it in the region, not only its siblings: the opening set in
# the article's header (a standfirst in a box whose class names nothing: "hero-text",
# "entry-excerpt", "news-description", a header's bare `p`) or a story split over sibling
# containers, the best one narrowed to. Kept from ABOVE_MIN characters, mostly unlinked, outside
# figures and quotations, and not opening on a quotation mark or a dash (a fact check's quoted
# claim and the line naming who said it).
# Measured 2026-12-02 (bench_extract --no-peers, F1 even / odd; snapshot of every page): before,
# ScrapingHub 0.9802 / 0.9808, WCXB dev 0.8904 / 0.8927, trafilatura-eval-dev 0.9460 / 0.9595;
# from 80 characters: ScrapingHub 0.9802 / 0.9816, WCXB dev 0.8907 / 0.8932, trafilatura-eval-dev
# 0.9518 / 0.9631 (21 pages moved, 13 gain a snippet, none loses one). Tried: 60 characters, the
# same; 100: 0.9802 / 0.9819, trafilatura-eval-dev 0.9518 / 0.9624; 130: ScrapingHub 0.9802 /
# 0.9816, trafilatura-eval-dev 0.9518 / 0.9624, WCXB dev 0.8907 / 0.8932; without the quotation
# mark test, from 130: ScrapingHub 0.9797 / 0.9816 (a fact check's claim, which its gold leaves
# out). A standfirst set as a subheading (`h2`) is kept from ABOVE_HEADING_MIN characters: with it,
# trafilatura-eval-dev 0.9540 / 0.9631 (3 pages gain a snippet: German and French news' bold leads),
# ScrapingHub and WCXB dev unchanged (one WCXB page moved, 0.788 -> 0.785); `h2` from 80 characters
# as `p`: trafilatura-eval-dev 0.9547 / 0.9638 but ScrapingHub 0.9781 / 0.9801 and WCXB dev 0.8906 /
# 0.8931 (section headings above the body); from 120: ScrapingHub 0.9785 / 0.9814; 150: 0.9786 /
# 0.9816; from 100 and ending a sentence: 0.9786 / 0.9804; `h3` as well: the same as `h2` alone.
ABOVE_MIN = 80
ABOVE_HEADING_MIN = 180
_ABOVE_TAGS = ("p", "P", "h2", "H2")
_PARAGRAPH_TAGS = ("p", "P")
_QUOTATION_MARKS = "\"\u201c\u201d\u201e\u201a\u2018\u00ab\u00bb\u2014\u2013"
_NOT_ABOVE_TAGS = frozenset(("figure", "figcaption", "blockquote", "FIGURE", "FIGCAPTION", "BLOCKQUOTE"))


def paragraphs_above(best, body) -> list:
    """The `p` elements (ABOVE_MIN characters or more) and `h2` elements (ABOVE_HEADING_MIN or more)
    before `best` inside `body`, in document order, not inside a figure or a quotation, mostly not
    links, not opening on a quotation mark."""
    before = []
    node = best
    while node is not body:
        parent = node.getparent()
        if parent is None:
            return []
        for sibling in node.itersiblings(preceding=True):  # the nearest first
            if isinstance(sibling.tag, str):
                before.extend(reversed(list(sibling.iter(*_ABOVE_TAGS))))
        node = parent
    found = []
    for el in reversed(before):
        least = ABOVE_MIN if el.tag in _PARAGRAPH_TAGS else ABOVE_HEADING_MIN
        if clean.text_length(el) < least or clean.link_density(el) >= 0.5:
            continue
        if found and inside_any(el, found[-1:]):
            continue  # a paragraph inside a standfirst set as a subheading
        opening = text_of(el).lstrip()[:1]
        if opening and opening in _QUOTATION_MARKS:
            continue
        if under_a_tag(el, body, _NOT_ABOVE_TAGS):
            continue
        found.append(el)
    return found


def ledes_before(best, body) -> list:
    """The standfirsts before `best` inside `body` (outermost only): elements whose class names
    one (LEDE_TOKENS) and hold LEDE_MIN..LEDE_MAX characters of text, mostly not links."""
    found: list = []
    for el in _lede_candidates(best):
        if not LEDE_TOKENS.intersection(clean.tokens_of(el.get("class") or "")):
            continue
        if clean.classify_names(el.get("class") or ""):
            continue
        inside = False
        taken = False
        for ancestor in el.iterancestors():
            if ancestor is body:
                inside = True
                break
            if any(ancestor is f for f in found):
                taken = True
                break
        if not inside or taken:
            continue
        length = clean.text_length(el)
        if LEDE_MIN <= length <= LEDE_MAX and clean.link_density(el) < 0.5:
            found.append(el)
    return found


# On article pages a density or fallback region (the story's container) may leave out the
# standfirst, set before it in a box of its own (a "lead" or "intro" box in the article's header):
# an element named as one (LEDE_TOKENS, in its class or id) before the region, under one of its
# LEDE_LEVELS nearest ancestors, holding LEDE_OUTSIDE_MIN..LEDE_MAX characters, mostly unlinked, is
# taken in as a region before it (and kept by narrowing: `narrow_to_prose`).
# Measured 2026-12-01 (bench_extract --no-peers, F1 even / odd; snapshot of every page): before,
# ScrapingHub 0.9801 / 0.9808, WCXB dev 0.8861 / 0.8883, trafilatura-eval-dev 0.9426 / 0.9526;
# from 220 characters: trafilatura-eval-dev 0.9433 / 0.9534 (2 pages better: a Polish and a German
# news page's lead boxes, 2/3 -> 3/3 and 3/4 -> 4/4 snippets found; none worse), ScrapingHub and
# WCXB dev unchanged (no page changed). From 130 characters (LEDE_MIN): ScrapingHub 0.9799 / 0.9807
# (two standfirsts of 141 and 204 characters its golds leave out), trafilatura-eval-dev 0.9433 /
# 0.9512 (a 192-character "side teaser" box taken in); main regions as well: the same; any page,
# not only articles: trafilatura-eval-dev 0.9440 / 0.9512 at 130. Cost: 0.11 s of 37 s of extract()
# over the three sets (306 pages asked; 0.3%).
LEDE_MODES = ("density", "fallback")
LEDE_LEVELS = 3
LEDE_OUTSIDE_MIN = 220


# A page that declares nothing (no article, no product) may still be a story whose density region
# leaves out its standfirst, set before it (a `p class="intro"`, a bare `h3` of sentences): the element
# before the region, under one of its LEDE_LEVELS nearest ancestors, whose text says what the page's
# meta description says (the one begins with the other, white space and case folded), LEDE_MIN..
# LEDE_MAX characters, mostly unlinked, is taken in, unless the region says it already. Measured
# 2026-12-04 (bench_extract --no-peers, F1 even / odd): trafilatura-eval-dev 0.9588 / 0.9665 ->
# 0.9596 / 0.9672 (an English and a German news page, their standfirsts found), ScrapingHub 0.9802 /
# 0.9818 and WCXB dev 0.8955 / 0.8967 unchanged (no page moved). Tried: on every page not declaring
# a product: ScrapingHub 0.9800 / 0.9818 (a declared article's deck its gold leaves out) and WCXB
# dev's article type odd 0.9571 -> 0.9570; without the "says it already" test, a subtitle repeating
# the region's first paragraph came twice (a WCXB newsletter page). Cost: 0.03 s of 11.1 s of
# extract() over 1,082 pages (76 asked; 0.3%). DESCRIBED_LEDE_ELEMENTS is not tuned (both standfirsts
# found are one element); it bounds the count on nested look-alikes (linear to 8,000 of them).
DESCRIBED_LEDE_ELEMENTS = 64  # a standfirst is a paragraph, not a subtree of many elements


def _folded(value: str) -> str:
    """`value` with its white space collapsed, its closing dots dropped, case folded."""
    return " ".join(value.split()).rstrip(".…").strip().casefold()


def described_lede_outside(chosen, description: str) -> list:
    """`[standfirst]` when an element set before `chosen`, outside it, under one of its LEDE_LEVELS
    nearest ancestors below the body, says what the page's description says, else []."""
    said = _folded(description)
    if len(said) < LEDE_MIN:
        return []
    lede = _described_element_before(chosen, said)
    if lede is None or said[:40] in _folded(text_of(chosen)):
        return []  # none, or the region says it already (a subtitle repeating the first paragraph)
    return [lede]


def _described_element_before(chosen, said: str):
    """The first element (nearest ancestor's earlier siblings first) set before `chosen` under one of
    its LEDE_LEVELS nearest ancestors below the body whose folded text and `said` (folded) begin
    alike (see `described_lede_outside`), else None. 2026-12-06 (region44): an element's text is
    folded only when its first character can begin `said` (folding is character by character), and
    the region's whole text is folded by the caller only once one is found (it was folded first on
    every call: the 44 calls over every third WCXB dev page 10.6 -> 0.1 ms of CPU)."""
    opening = said[:20]
    node = chosen
    for _ in range(LEDE_LEVELS):
        parent = node.getparent()
        if parent is None or local_name(parent.tag) in ("body", "html"):
            return None
        for sibling in node.itersiblings(preceding=True):
            for el in sibling.iter():
                if not isinstance(el.tag, str):
                    continue
                text = el.text
                if not text or not _may_open_with(text, opening) or not _folded(text).startswith(opening):
                    continue
                length = clean.text_length_upto(el, LEDE_MAX, DESCRIBED_LEDE_ELEMENTS)  # nested ones: bounded
                if not LEDE_MIN <= length <= LEDE_MAX:
                    continue
                own = _folded(text_of(el))
                if (own.startswith(said) or said.startswith(own)) and clean.link_density(el) < 0.5:
                    return el
        node = parent
    return None


def _may_open_with(text: str, opening: str) -> bool:
    """Can `_folded(text)` begin with `opening` (not empty)? Only if `opening` begins with the case
    fold of the text's first non-blank character: folding collapses and strips white space, drops
    closing dots and folds each character on its own."""
    first = text.lstrip()[:1]
    return bool(first) and opening.startswith(first.casefold())


def lede_outside(chosen) -> list:
    """`[standfirst]` when one is set before `chosen`, outside it, under one of its LEDE_LEVELS
    nearest ancestors below the body (the last one in document order under the nearest such
    ancestor), else []."""
    for sibling in _siblings_before(chosen):
        found = None
        for el in sibling.iter():
            if isinstance(el.tag, str) and _names_a_lede(el):
                length = clean.text_length(el)
                if LEDE_OUTSIDE_MIN <= length <= LEDE_MAX and clean.link_density(el) < 0.5:
                    found = el
        if found is not None:
            return [found]
    return []


def _siblings_before(chosen):
    """The siblings set before `chosen` and before each of its ancestors, the nearest first, up to
    LEDE_LEVELS ancestors below the body: where a lede or a hero left outside the region stands."""
    node = chosen
    for _ in range(LEDE_LEVELS):
        parent = node.getparent()
        if parent is None or local_name(parent.tag) in ("body", "html"):
            return
        yield from node.itersiblings(preceding=True)
        node = parent


def _names_a_lede(el) -> bool:
    """`el`'s class or id holds a LEDE_TOKENS token and names no boilerplate."""
    classes, ident = el.get("class"), el.get("id")
    if not classes and not ident:
        return False
    names = f"{classes} {ident}" if classes and ident else classes or ident
    if _HOLDS_LEDE_TOKEN(names.lower()) is None:
        return False  # no token as a substring: no token (the split below is the costlier test)
    return bool(LEDE_TOKENS.intersection(clean.tokens_of(names))) and not clean.classify_names(names)


# An article's own header set beside it: JSDoc's default template writes a class's name and
# description in a `<header>` and its constructor and methods in the `<article>` after it, the two
# alone under their `section`; the articles rule takes the article and the description was lost. The
# header is taken in when it and the chosen article are their parent's only elements (the parent no
# `body`: a page's header beside its article is the site's) and it holds HEADER_DESCRIPTION_MIN
# characters outside its headings and links (a title and a byline are no description). Added
# 2026-12-06 (docs50; snapshot of the 2,160 pages, C): no Document moved, no page of the three sets
# sets a header that says as much beside its chosen article under one parent; the bound is not tuned
# (JSDoc's class descriptions are a sentence or more; a byline with its date is under 60 characters).
HEADER_DESCRIPTION_MIN = 100
_HEADING_TAGS = ("h1", "h2", "h3", "h4", "h5", "h6", "H1", "H2", "H3", "H4", "H5", "H6")


def header_beside(chosen) -> list:
    """`[header]` when `chosen` (an `article`) and a `header` before it are their parent's only
    elements, the parent no `body` or `html`, and the header says HEADER_DESCRIPTION_MIN characters
    outside its headings and links; else []."""
    parent = chosen.getparent()
    if local_name(chosen.tag) != "article" or parent is None or local_name(parent.tag) in ("body", "html"):
        return []
    header = chosen.getprevious()
    while header is not None and not isinstance(header.tag, str):  # a comment between them
        header = header.getprevious()
    if header is None or local_name(header.tag) != "header":
        return []
    if sum(1 for el in parent if isinstance(el.tag, str)) != 2:
        return []
    said = clean.text_length(header) - sum(clean.text_length(h) for h in header.iter(*_HEADING_TAGS))
    said -= sum(clean.text_length(a) for a in header.iter("a", "A"))
    return [header] if said >= HEADER_DESCRIPTION_MIN else []


# A page that declares nothing (a service's landing page, a tool's page) may open with a hero: the
# page's h1 and a paragraph or two saying what the service does, in a banner of their own before the
# section the density or fallback rule takes. The paragraphs that follow such an h1 as its siblings
# (HERO_PARAGRAPHS_MAX of them, each a sentence or more: LEDE_MIN..LEDE_MAX characters, mostly
# unlinked, closed by a full stop, a question or exclamation mark) are taken in before the region,
# the h1 being a preceding sibling's (or its descendant) under one of the region's LEDE_LEVELS
# nearest ancestors below the body, unless the region says them already. Added 2026-12-07 (service53;
# snapshot of the 2,160 pages, per-page word F1): 2 Documents moved, both better: an HR software
# page's "What Is HRMS?" hero 0.9556 -> 0.9880 (WCXB dev service, odd), a listing's intro 0.9822 ->
# 0.9874 (even); no other page moved. Survey first (WCXB dev, the paragraphs of 12 words or more
# after a page's only h1 that our text missed): on service pages the golds keep 6 and leave 6 (4 of
# those button rows and link lists, which the sentence and link tests refuse); on article pages
# they leave 110 of 122 (bylines, standfirsts), which is why declared pages are not asked.
# HERO_PARAGRAPHS_MAX is not tuned (the two pages moved hold one paragraph each).
HERO_PARAGRAPHS_MAX = 2
# service54 (2026-12-07): two widenings. (1) A hero's paragraph may stand in a wrapper of its own,
# the h1's next sibling a `div` holding one or two `p` and nothing else (`<div class="hero__subtitle
# emphasis"><p>...</p></div>`, smartcat's WordPress theme): its paragraphs are read as siblings.
# (2) A page that is an "article" by its og:type alone (`Metadata.og_article_only`: no JSON-LD
# article type, no article:published_time, no article itemtype; WordPress' SEO plugins write
# og:type "article" on every page, a service's landing page too) is asked as well, but only when
# the h1 (or an element above it, up to the sibling of the region's line holding it) carries a
# class or id token "hero" (HERO_TOKEN). Measured (snapshot of the 2,160 pages, C and pure Python,
# per-page word F1): 1 Document moved, WCXB dev 0714 (service, even, later: smartcat's "Access
# Company Knowledge") 0.9223 -> 0.9524; no other page of the three sets moved. Tried: (2) without
# the name test, every og:type-only page asked as one declaring nothing: 0714 as above and 4233
# (NETGEAR's "What is Mesh WiFi?", article, odd, a WordPress page whose hero box is
# `div.top-content`) 0.9085 -> 0.9032 (its gold leaves the hero's sales line): an article down,
# dropped. Survey first: 225 WCXB dev pages are articles by og:type alone (158 of them typed
# article by WCXB, 26 service, 17 listing, 11 documentation).
HERO_TOKEN = "hero"
_SENTENCE_END = re.compile(r"[.!?。！？…][\"'”’)]?\s*$")


def hero_lede_outside(chosen, named: bool = False) -> list:
    """The paragraphs following the page's hero h1 set before `chosen` (see HERO_PARAGRAPHS_MAX),
    in document order; [] when there is no such h1 or no such paragraph. `named`: only when the h1
    stands in an element named a hero (`_in_named_hero`)."""
    for sibling in _siblings_before(chosen):
        if not isinstance(sibling.tag, str):
            continue
        h1 = sibling if local_name(sibling.tag) == "h1" else next(sibling.iter("h1", "H1"), None)
        if h1 is not None:
            if named and not _in_named_hero(h1, sibling):
                return []
            return _hero_paragraphs(h1, chosen)
    return []


def _in_named_hero(h1, top) -> bool:
    """Does `h1` or an element above it up to `top` carry a class or id token "hero" ("hero",
    "hero__title", "page-hero", "heroBanner")?"""
    node = h1
    while node is not None:
        for names in (node.get("class"), node.get("id")):
            if names and "hero" in names.lower() and HERO_TOKEN in clean.tokens_of(names):
                return True
        if node is top:
            return False
        node = node.getparent()
    return False


def _hero_paragraphs(h1, chosen) -> list:
    found = []
    for sibling in h1.itersiblings():
        if not isinstance(sibling.tag, str):
            continue
        paragraphs = _hero_block_paragraphs(sibling)
        if not paragraphs or len(found) + len(paragraphs) > HERO_PARAGRAPHS_MAX:
            break
        if not all(_reads_as_hero_paragraph(p) for p in paragraphs):
            break
        found.extend(paragraphs)
    if found and _folded(text_of(found[0]))[:40] in _folded(text_of(chosen)):
        return []
    return found


def _hero_block_paragraphs(block) -> list:
    """`[block]` for a `p`; the `p` children of a `div` holding nothing else (a subtitle's wrapper:
    `<div class="hero__subtitle"><p>...</p></div>`); else []."""
    name = local_name(block.tag)
    if name == "p":
        return [block]
    if name != "div" or (block.text or "").strip():
        return []
    children = [el for el in block if isinstance(el.tag, str)]
    if not children or any(local_name(el.tag) != "p" or (el.tail or "").strip() for el in children):
        return []
    return children


def _reads_as_hero_paragraph(paragraph) -> bool:
    """A sentence or more (LEDE_MIN..LEDE_MAX characters, closed as a sentence), mostly unlinked."""
    text = " ".join(text_of(paragraph).split())
    return LEDE_MIN <= len(text) <= LEDE_MAX and bool(_SENTENCE_END.search(text)) \
        and clean.link_density(paragraph) < 0.5
