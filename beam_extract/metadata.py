"""What a page says about itself: title, byline, site name, publication time, description, language.

In: the parsed page (an lxml `ElementTree` or its root element), read BEFORE anything is cleaned
(the title, `<meta>` tags and JSON-LD live in parts the extraction throws away), and its URL.
Out: `Metadata`, a frozen value of six optional strings and the page's kinds (what it says it is:
article, forum, product), read in the same pass. The tree is never modified.

The rules and their order of preference are Readability.js 0.6's (`_getJSONLD`,
`_getArticleMetadata`, `_getArticleTitle`, the byline check of `_grabArticle`), so results can be
diffed against it (benchmarks/readability_diff.py). Where Readability gives up we go a little
further, never against it:
- JSON-LD `@type` and `@context` may be lists, `author` may be a plain string (not a URL);
- the `<title>` separators also include ` – `, ` — ` and ` · ` beside Readability's
  ` | `, ` - `, ` \\ `, ` / `, ` > `, ` » `;
- `published_time` also comes from `itemprop="datePublished"`, `dc.date`/`dcterms.*`, `pubdate`
  style `<meta>` tags and is normalised to ISO 8601 (`2019-11-20T06:35:39+00:00`, or
  `2019-11-20` for a bare date); a value that cannot be parsed as a date gives None;
- `lang` comes from `<html lang>` (or `xml:lang`), then `<meta http-equiv="content-language">`,
  then `<meta name="language">`/`dc.language`: the first tag of a list, `_` read as `-`, cased as
  BCP 47 writes it (`en-US`, `zh-Hant-TW`); anything that is not a language tag gives None.
All values are trimmed, whitespace collapsed, HTML entities left escaped in `content` unescaped.
"""
from __future__ import annotations

import html
import json
import re
from bisect import bisect_right
from dataclasses import dataclass
from datetime import UTC, date, datetime
from email.utils import parsedate_to_datetime
from itertools import accumulate, islice

from lxml import etree

from .dom import BYLINE_UNLIKELY_ROLES, BYLINE_UNREACHED_TAGS, HAN_AND_KANA, NOT_BYLINE_TAGS, found_on_the_way_up
from .speedups import native as _speedups


@dataclass(frozen=True)
class Metadata:
    title: str | None = None
    byline: str | None = None
    site_name: str | None = None
    published_time: str | None = None
    description: str | None = None
    lang: str | None = None
    # What the page says it is: a subset of {"article", "forum", "qa", "product"} (`_page_kinds`).
    kinds: frozenset[str] = frozenset()
    # The page is an "article" by its og:type alone (`_article_by_og_type_only`): no JSON-LD article
    # type, no article:published_time, no article itemtype.
    og_article_only: bool = False


# --- Readability.js 0.6 patterns ----------------------------------------------------------------

# A meta `property` may list several values; the first matching one names the field. (Readability
# writes white space around it too, "\s*...\s*", which the field's name drops: searched, the leading
# one was tried from every space of the value, the square of a run's length: 16,000 spaces in a
# property took 10 s of CPU in one regex call. Same field names without; 2026-12-04.)
PROPERTY_PATTERN = re.compile(
    r"(article|dc|dcterm|og|twitter)\s*:\s*(author|creator|description|published_time|title|site_name)",
    re.I,
)
NAME_PATTERN = re.compile(
    r"^\s*(?:(dc|dcterm|og|twitter|parsely|weibo:(article|webpage))\s*[-.:]\s*)?"
    r"(author|creator|pub-date|description|title|site_name)\s*$",
    re.I,
)
# Readability anchors only the first and last alternatives, so "NewsArticle" etc. match anywhere.
JSONLD_ARTICLE_TYPES = re.compile(
    r"^Article|AdvertiserContentArticle|NewsArticle|AnalysisNewsArticle|AskPublicNewsArticle|"
    r"BackgroundNewsArticle|OpinionNewsArticle|ReportageNewsArticle|ReviewNewsArticle|Report|"
    r"SatiricalArticle|ScholarlyArticle|MedicalScholarlyArticle|SocialMediaPosting|BlogPosting|"
    r"LiveBlogPosting|DiscussionForumPosting|TechArticle|APIReference$"
)
SCHEMA_ORG = re.compile(r"^https?://schema\.org/?$")
CDATA_MARKERS = re.compile(r"^\s*<!\[CDATA\[|\]\]>\s*$")

# Not " : " (docs47b's " : " as a site separator, 2026-12-06, reverted in the merge's review: French
# typography writes a subtitle after " : " as well as a site name, and the colon rule below reads it).
TITLE_SEPARATOR = re.compile(r" [|\-–—\\/>»·] ")
HIERARCHICAL_SEPARATOR = re.compile(r" [\\/>»] ")
FIRST_PART = re.compile(r"^[^|\-–—\\/>»·]*[|\-–—\\/>»·]")
SEPARATOR_CHARS = re.compile(r"[|\-–—\\/>»·]+")
WHITESPACE = re.compile(r"\s+")
# What `WHITESPACE.sub(" ", ...)` and the ASCII-whitespace collapse of `_scan` change, alone: runs of
# two or more, and single whitespace characters other than a space. The same result, but a text of
# single spaces has nothing to replace: a 4 MB title of "t t t ..." made 2,000,000 replacements in
# each (2026-12-07: the page 2.3 s, against 0.6 s for a title without spaces).
WHITESPACE_TO_FOLD = re.compile(r"\s{2,}|[^\S ]")
ASCII_WHITESPACE_TO_FOLD = re.compile(r"[ \t\n\f\r]{2,}|[\t\n\f\r]")
TOKEN_SPLIT = re.compile(r"\W+", re.ASCII)  # JavaScript's \W is ASCII-only

BYLINE_HINTS = ("byline", "author", "dateline", "writtenby")  # Readability's also has "p-author"
UNLIKELY_CANDIDATES = re.compile(
    r"-ad-|ai2html|banner|breadcrumbs|combx|comment|community|cover-wrap|disqus|extra|footer|gdpr|"
    r"header|legends|menu|related|remark|replies|rss|shoutbox|sidebar|skyscraper|social|sponsor|"
    r"supplemental|ad-break|agegate|pagination|pager|popup|yom-remote",
    re.I,
)
MAYBE_CANDIDATE = re.compile(r"and|article|body|column|content|main|shadow", re.I)
DISPLAY_NONE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)

# The attributes a byline is recognised by, in document order, in one libxml2 pass; matching their
# values in Python is ~8x faster than a case-insensitive XPath test on every element.
BYLINE_ATTRIBUTE_NAMES = ("class", "id", "rel", "itemprop")
# One path, not a union of four: libxml2 merges a union's node sets checking each node against
# the other set, the square of the page's attributes (26,000 bylines in 600 KB: 6 s, 2026-12-03).
BYLINE_ATTRIBUTES = etree.XPath("/descendant::*/@*[%s]" % " or ".join(f"name()='{name}'" for name in BYLINE_ATTRIBUTE_NAMES))
ITEMTYPES = etree.XPath("/descendant::*/@itemtype")  # microdata item types, the whole document's
VISIBLE_TEXT = etree.XPath("descendant::text()[not(ancestor::script) and not(ancestor::style)]")
HEADINGS = etree.XPath("/descendant::h1 | /descendant::h2")
H1S = etree.XPath("/descendant::h1")

ENTITY = re.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);")
NUMERIC_ENTITY = re.compile(r"&#(?:[0-9]+|[xX][0-9a-fA-F]+);")
URL_LIKE = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:\S*$")

# Extra sources of the publication time, after Readability's (lower-cased meta names/properties).
EXTRA_DATE_NAMES = (
    "datepublished", "dc:date", "dc:date:issued", "dcterms:date", "dcterms:issued", "dcterms:created",
    "og:published_time", "article:published", "pubdate", "publishdate", "publish-date",
    "publish_date", "date", "sailthru:date", "citation_publication_date",
)
LANGUAGE_META_NAMES = ("language", "dc:language", "dcterms:language", "content-language")
# Each key's place in EXTRA_DATE_NAMES (its first), and the language names as a set: `_meta_values`
# asks of every key of every meta (a search of the tuple compared it with all fifteen names).
_EXTRA_DATE_RANKS = {name: rank for rank, name in reversed(list(enumerate(EXTRA_DATE_NAMES)))}
_LANGUAGE_META_KEYS = frozenset(LANGUAGE_META_NAMES)
_SPACE = re.compile(r"\s")


def read_metadata(tree, url: str | None = None, walked: tuple | None = None) -> Metadata:
    """Read the page's metadata from its original tree (see the module docstring for the rules).
    `walked`: what `_walk` gives of the tree's root, when a walk the caller made found it."""
    root = tree.getroot() if hasattr(tree, "getroot") else tree
    if root is None or not isinstance(root.tag, str):
        return Metadata()
    tagged, bylines, itemtypes = walked if walked is not None else _walk(root)
    doc_title, metas, scripts, times = _scan(tagged)

    title_cache: list[str] = []

    def article_title() -> str:  # Readability's _getArticleTitle, computed once and only if needed
        if not title_cache:
            title_cache.append(_article_title(root, doc_title))
        return title_cache[0]

    jsonld = _json_ld(scripts, article_title)
    values, extra_dates, languages = _meta_values(metas)

    title = (
        jsonld.get("title")
        or _first(values, "dc:title", "dcterm:title", "og:title", "weibo:article:title",
                  "weibo:webpage:title", "title", "twitter:title", "parsely-title")
        or article_title()
    )
    article_author = values.get("article:author")
    if article_author and _is_url(article_author):
        article_author = None
    byline = (
        jsonld.get("byline")
        or _first(values, "dc:creator", "dcterm:creator", "author", "parsely-author")
        or article_author
    )
    byline = _clean(byline) or _page_byline(bylines)
    description = jsonld.get("excerpt") or _first(
        values, "dc:description", "dcterm:description", "og:description", "weibo:article:description",
        "weibo:webpage:description", "description", "twitter:description",
    )
    site_name = jsonld.get("siteName") or values.get("og:site_name")
    published = _first_date(
        [jsonld.get("datePublished"), values.get("article:published_time"), values.get("parsely-pub-date"), *extra_dates, *times]
    )
    return Metadata(
        title=_clean(title),
        byline=byline,
        site_name=_clean(site_name),
        published_time=published,
        description=_clean(description),
        lang=_page_lang(root, languages),
        kinds=(kinds := _page_kinds(itemtypes, metas, scripts)),
        og_article_only=kinds == _ARTICLE_ONLY and _article_by_og_type_only(itemtypes, metas, scripts),
    )


# --- one pass over the tree ----------------------------------------------------------------------

# The elements `_scan` reads, by name (the C walk restates them).
METADATA_TAGS = ("title", "meta", "script", "time")


def _walk(root) -> tuple[list, list, list[str]]:
    """`(tagged, bylines, itemtypes)`: the title, meta, script and time elements of `root`'s subtree,
    the byline candidates of its document (`_byline_elements_python`) and the document's itemtype
    values, each in document order; one walk over libxml2's nodes when the speedups are built
    (three whole-page passes in Python, each a fifth of the metadata's time)."""
    if _speedups is not None:
        return _speedups.metadata_walk(root)
    return _metadata_walk_python(root)


def _metadata_walk_python(root) -> tuple[list, list, list[str]]:
    """Twin of `_speedups.metadata_walk`."""
    return (list(root.iter(*METADATA_TAGS)), list(_byline_elements_python(root)),
            [str(value) for value in ITEMTYPES(root)])


def _scan(tagged: list) -> tuple[str | None, list, list, list[str]]:
    """The document title and the meta, JSON-LD script and dated `time` elements of `tagged`
    (`_walk`'s title, meta, script and time elements)."""
    doc_title = None
    metas, scripts, times = [], [], []
    embedded: dict = {}  # `_inside_embedded`'s verdicts, shared by the titles
    for el in tagged:
        tag = el.tag
        if tag == "meta":
            metas.append(el)
        elif tag == "script":
            if (el.get("type") or "").strip().lower() == "application/ld+json":
                scripts.append(el)
        elif tag == "time":
            if "datepublished" in (el.get("itemprop") or "").lower() and el.get("datetime"):
                times.append(el.get("datetime"))
        elif doc_title is None and not _inside_embedded(el, embedded):
            # document.title: the first HTML title, ASCII whitespace stripped and collapsed
            doc_title = ASCII_WHITESPACE_TO_FOLD.sub(" ", "".join(el.itertext())).strip(" \t\n\f\r")
    return doc_title, metas, scripts, times


def _inside_embedded(el, verdicts: dict) -> bool:
    """Whether an ancestor of `el` is an svg or math element (`verdicts`: see `found_on_the_way_up`)."""
    return found_on_the_way_up(el.getparent(), _embeds, verdicts)


def _embeds(el) -> bool:
    return el.tag in ("svg", "math") or (isinstance(el.tag, str) and el.tag.endswith("}svg"))


def _meta_values(metas: list) -> tuple[dict[str, str], list[str], list[str]]:
    """Readability's `values` map (last tag wins), extra date candidates, declared languages."""
    values: dict[str, str] = {}
    dates: list[tuple[int, str]] = []
    languages: list[str] = []
    # http-equiv content-language goes first, the last such tag first; collected apart and put
    # before the rest once (an insert at the front per tag was quadratic in a page's metas).
    equivalents: list[str] = []
    for el in metas:
        content = el.get("content")
        if not content:
            continue
        prop = el.get("property")
        name = el.get("name")
        matched = False
        if prop:
            m = PROPERTY_PATTERN.search(prop)
            if m:
                values[_SPACE.sub("", m.group(0).lower())] = content.strip()
                matched = True
        if not matched and name and NAME_PATTERN.match(name):
            values[_SPACE.sub("", name.lower()).replace(".", ":")] = content.strip()
        for key in (name, prop, el.get("itemprop")):
            if not key:
                continue
            key = key.strip().lower().replace(".", ":")
            rank = _EXTRA_DATE_RANKS.get(key)
            if rank is not None:
                dates.append((rank, content))
            if key in _LANGUAGE_META_KEYS:
                languages.append(content)
        if (el.get("http-equiv") or "").strip().lower() == "content-language":
            equivalents.append(content)
    return values, [value for _, value in sorted(dates, key=lambda d: d[0])], equivalents[::-1] + languages


def _first(values: dict[str, str], *keys: str) -> str | None:
    for key in keys:
        if values.get(key):
            return values[key]
    return None


# --- What kind of page ---------------------------------------------------------------------------

# Not Readability's: the raw JSON-LD text is searched (any script, any object, even malformed JSON).
_KIND_ARTICLE_TYPES = re.compile(
    r'"@type"\s*:\s*\[?\s*"(?:NewsArticle|Article|BlogPosting|ReportageNewsArticle|AnalysisNewsArticle|'
    r'OpinionNewsArticle|TechArticle|ScholarlyArticle|LiveBlogPosting|Report)"'
)
# The JSON-LD types that make a thread, looked for as substrings of the raw text (`str.__contains__`
# reads it faster than a pattern's alternation tried at each of its characters).
_FORUM_NAMES = ("DiscussionForumPosting", "QAPage", '"Question"', '"Comment"')
# A FAQ's questions (a FAQPage's "Question" items: a shop's "People are asking", an article's or a
# service page's FAQ) are no thread: beside FAQPage, only the other thread types make a forum, and
# the page keeps its other kinds' rules (an article's narrowing). Measured 2026-12-02 (snapshot of
# all 2,160 pages, per-page F1 as bench_extract --no-peers counts it, even / odd): WCXB dev 0.890389 /
# 0.892729 -> 0.890391 / 0.892989 (article 0.95518 / 0.95427 -> 0.95538 / 0.95455, service 0.87467 /
# 0.85492 -> 0.87397 / 0.85600, product 0.72689 / 0.75982 -> 0.72668 / 0.75989; 45 pages moved, 28
# better: 0.89 -> 1.0, 0.89 -> 0.93, 0.95 -> 0.98 and a service page 0.905 -> 0.979 among them; 17 worse,
# articles narrowed now whose golds keep an intro or a FAQ outside the story's container (0.99 ->
# 0.92, 0.998 -> 0.945) and a service page whose gold leaves out its feature blocks (0.92 -> 0.86));
# ScrapingHub 0.98015 / 0.98078 and trafilatura-eval-dev 0.94598 / 0.95950 unchanged (two pages'
# text moved, their snippets alike). CPU: one test of the JSON-LD text or the itemtypes a page.
_FORUM_NAMES_BESIDE_FAQ = ("DiscussionForumPosting", "QAPage", '"Comment"')
# "Comment" and "Question" make a thread as a type ("@type": "Comment", or in a list of types), not as
# another key's value: Yoast SEO's graph, on every WordPress post open to comments, names its
# `potentialAction` so ({"@type": "CommentAction", "name": "Comment", "target": [".../#respond"]}), and
# those posts were read as threads, their comments kept as replies. Added 2026-12-05 (snapshot of the
# three sets, per-page word F1): 23 WCXB dev articles moved (article 0.9576 / 0.9605 -> 0.9576 / 0.9609:
# odd +0.167 summed, 0.760 -> 0.840 and 0.841 -> 0.910 among them; even -0.0035 summed, listicles the
# article rules narrow), 16 trafilatura-eval-dev pages with the same snippets; see docs/rounds.md,
# forum engines, seventeenth round. A list of types
# is read up to TYPED_ONLY_LIST_MAX earlier types (a bound, not tuned: no page of the three sets lists
# types before "Comment" or "Question"), each a quoted string of at most 100 characters, with
# at most 20 white-space characters between the pieces: each piece bounded, a search stays linear
# (25,000 -> 100,000 lists of nine types, 2.2 -> 8.8 MB: 122 -> 474 ms; a run of 100,000 spaces
# after "@type": 0.1 ms). Asked only of a script holding the quoted name.
TYPED_ONLY_LIST_MAX = 8
_TYPED_ONLY = {name: re.compile(r'"@type"\s{0,20}:\s{0,20}(?:\[\s{0,20}(?:"[^"\\]{0,100}"\s{0,20},\s{0,20}){0,%d})?%s'
                                % (TYPED_ONLY_LIST_MAX, name))
               for name in ('"Comment"', '"Question"')}
_KIND_FORUM_SOFTWARE = re.compile(
    r"vbulletin|phpbb|xenforo|discourse|mybb|invision|smf|vanilla|nodebb|flarum|discuz|fluxbb|punbb", re.I
)
_KIND_ARTICLE_ITEMTYPE = re.compile(r"schema\.org/(?:NewsArticle|Article|BlogPosting)", re.I)
_KIND_FORUM_ITEMTYPE = re.compile(r"DiscussionForumPosting|QAPage|Question", re.I)
_FAQ_QUESTION_ITEMTYPE = re.compile(r"schema\.org/Question$", re.I)
# A shop marking its product up in microdata only (no JSON-LD, no og:type) is a product page too,
# unless the page says it is an article (a news site's subscription offer is a Product).
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd): before, ScrapingHub 0.9640 / 0.9686,
# WCXB dev 0.8649 / 0.8670 (product 0.6458 / 0.6947), trafilatura-eval-dev 0.9290 / 0.9332; with:
# unchanged, 0.8650 / 0.8676 (11 product pages better by up to 0.055, one 0.002 worse; a collection
# 0.56 -> 0.94), unchanged. Product over a declared article as well: ScrapingHub 0.9639 / 0.9686.
_KIND_PRODUCT_ITEMTYPE = re.compile(r"schema\.org/Product\b", re.I)


_ARTICLE_ONLY = frozenset(("article",))


def _article_by_og_type_only(itemtypes: list[str], metas: list, scripts: list) -> bool:
    """Was "article" said by an og:type alone (a CMS's default for every page: WordPress' SEO
    plugins write it on a service's landing page), no JSON-LD article type, no
    article:published_time and no article itemtype saying it too?"""
    if any(el.get("type") == "application/ld+json" and el.text and _KIND_ARTICLE_TYPES.search(el.text)
           for el in scripts):
        return False
    if any((el.get("property") or el.get("name") or "").strip().lower() == "article:published_time" for el in metas):
        return False
    return not any(_KIND_ARTICLE_ITEMTYPE.search(itemtype) for itemtype in itemtypes)


def _page_kinds(itemtypes: list[str], metas: list, scripts: list) -> frozenset[str]:
    """What the page says it is: a subset of {"article", "forum", "qa", "product"}, from og:type,
    article:published_time, the generator (forum software), JSON-LD @type (`scripts`: only those
    typed exactly "application/ld+json" count) and microdata itemtype (`itemtypes`: the page's values)."""
    kinds = set()
    for el in scripts:
        if el.get("type") != "application/ld+json":
            continue
        data = el.text
        if not data:
            continue
        if _KIND_ARTICLE_TYPES.search(data):
            kinds.add("article")
        if any(name in data and (name not in _TYPED_ONLY or _TYPED_ONLY[name].search(data) is not None)
               for name in (_FORUM_NAMES_BESIDE_FAQ if "FAQPage" in data else _FORUM_NAMES)):
            kinds.add("forum")
        if "QAPage" in data:
            kinds.add("qa")
        if '"Product"' in data:
            kinds.add("product")
    for el in metas:
        key = (el.get("property") or el.get("name") or "").strip().lower()
        if key == "og:type":
            value = (el.get("content") or "").lower()
            if "article" in value:
                kinds.add("article")
            if "product" in value:
                kinds.add("product")
        elif key == "article:published_time":
            kinds.add("article")
        elif key == "generator" and _KIND_FORUM_SOFTWARE.search((el.get("content") or "").lower()):
            kinds.add("forum")
    faq = any("FAQPage" in itemtype for itemtype in itemtypes)
    for itemtype in itemtypes:
        if _KIND_ARTICLE_ITEMTYPE.search(itemtype):
            kinds.add("article")
        if _KIND_FORUM_ITEMTYPE.search(itemtype) and not (faq and _FAQ_QUESTION_ITEMTYPE.search(itemtype)):
            kinds.add("forum")
        if "QAPage" in itemtype:
            kinds.add("qa")
        if _KIND_PRODUCT_ITEMTYPE.search(itemtype) and "article" not in kinds:
            kinds.add("product")
    return frozenset(kinds)


# --- JSON-LD (Readability's _getJSONLD) ----------------------------------------------------------

def _json_ld(scripts: list, article_title) -> dict[str, str]:
    """Fields of the first schema.org Article-like JSON-LD object; malformed JSON-LD is skipped."""
    for script in scripts:
        text = script.text or ""
        if "]]>" in text or "<![CDATA[" in text:  # the pattern's second half is tried at every character
            text = CDATA_MARKERS.sub("", text)
        try:
            parsed = json.loads(text)
        except (ValueError, RecursionError):
            continue
        article = _find_article(parsed)
        if article is not None:
            return _article_fields(article, article_title)
    return {}


def _is_article_type(node) -> bool:
    if not isinstance(node, dict):
        return False
    kind = node.get("@type")
    kinds = kind if isinstance(kind, list) else [kind]
    return any(isinstance(k, str) and JSONLD_ARTICLE_TYPES.match(k) for k in kinds)


def _has_schema_context(node: dict) -> bool:
    context = node.get("@context")
    if isinstance(context, str):
        return bool(SCHEMA_ORG.match(context))
    if isinstance(context, dict):
        vocab = context.get("@vocab")
        return isinstance(vocab, str) and bool(SCHEMA_ORG.match(vocab))
    if isinstance(context, list):  # ["https://schema.org", {...}]: beyond Readability, harmless
        return any(_has_schema_context({"@context": c}) for c in context if not isinstance(c, list))
    return False


def _find_article(parsed) -> dict | None:
    if isinstance(parsed, list):
        parsed = next((item for item in parsed if _is_article_type(item)), None)
    if not isinstance(parsed, dict) or not _has_schema_context(parsed):
        return None
    if not parsed.get("@type") and isinstance(parsed.get("@graph"), list):
        parsed = next((item for item in parsed["@graph"] if _is_article_type(item)), None)
    return parsed if _is_article_type(parsed) else None


def _article_fields(article: dict, article_title) -> dict[str, str]:
    fields: dict[str, str] = {}
    name, headline = article.get("name"), article.get("headline")
    if isinstance(name, str) and isinstance(headline, str) and name != headline:
        # Some sites put their own name in "name": prefer whichever resembles the <title>.
        title = article_title()
        name_matches = _text_similarity(name, title) > 0.75
        headline_matches = _text_similarity(headline, title) > 0.75
        fields["title"] = headline if headline_matches and not name_matches else name
    elif isinstance(name, str):
        fields["title"] = name.strip()
    elif isinstance(headline, str):
        fields["title"] = headline.strip()
    author = article.get("author")
    if isinstance(author, dict) and isinstance(author.get("name"), str):
        fields["byline"] = author["name"].strip()
    elif isinstance(author, list) and author and isinstance(author[0], dict) and isinstance(author[0].get("name"), str):
        names = [a["name"].strip() for a in author if isinstance(a, dict) and isinstance(a.get("name"), str)]
        fields["byline"] = ", ".join(names)
    elif isinstance(author, list) and author and all(isinstance(a, str) for a in author):
        fields["byline"] = ", ".join(a.strip() for a in author if not _is_url(a.strip()))
    elif isinstance(author, str) and not _is_url(author.strip()):
        fields["byline"] = author.strip()
    if isinstance(article.get("description"), str):
        fields["excerpt"] = article["description"].strip()
    publisher = article.get("publisher")
    if isinstance(publisher, dict) and isinstance(publisher.get("name"), str):
        fields["siteName"] = publisher["name"].strip()
    if isinstance(article.get("datePublished"), str):
        fields["datePublished"] = article["datePublished"].strip()
    return {k: v for k, v in fields.items() if v}


def _text_similarity(a: str, b: str) -> float:
    """Readability's _textSimilarity: 1 - share of b's text made of words not in a."""
    tokens_a = [t for t in TOKEN_SPLIT.split(a.lower()) if t]
    tokens_b = [t for t in TOKEN_SPLIT.split(b.lower()) if t]
    if not tokens_a or not tokens_b:
        return 0.0
    in_a = set(tokens_a)
    unique_b = [t for t in tokens_b if t not in in_a]
    return 1 - len(" ".join(unique_b)) / len(" ".join(tokens_b))


# --- <title> (Readability's _getArticleTitle) ----------------------------------------------------

# Chinese and Japanese leave no space between words: Readability's counts (a title part of fewer than
# three words is a site name, a title of four words or fewer too short to be cut) read a whole CJK
# title as one word, so its site name never went ("パスワードの再設定 – サンプル ヘルプセンター") and the
# page kept its heading and byline box. A Han or kana character counts as a word of its own
# (`dom.HAN_AND_KANA`). Added 2026-12-06 (docs47): see docs/rounds.md.


def _word_count(text: str) -> int:
    return len(re.split(r"\s+", text)) + len(HAN_AND_KANA.findall(text))


def _text_content(el) -> str:
    return "".join(el.itertext())


def _article_title(root, doc_title: str | None) -> str:
    orig = cur = (doc_title or "").strip()
    hierarchical = False
    if TITLE_SEPARATOR.search(cur):
        hierarchical = bool(HIERARCHICAL_SEPARATOR.search(cur))
        last = list(TITLE_SEPARATOR.finditer(orig))[-1]
        cur = orig[: last.start()]
        if _word_count(cur) < 3:  # too short: drop the first part instead
            cur = FIRST_PART.sub("", orig, count=1)
    elif ": " in cur:
        # A heading holding the whole title means the colon belongs to it.
        if not any(_text_content(h).strip() == cur for h in HEADINGS(root)):
            cur = orig[orig.rfind(":") + 1:]
            if _word_count(cur) < 3:
                cur = orig[orig.find(":") + 1:]
            elif _word_count(orig[: orig.find(":")]) > 5:
                cur = orig
    elif len(cur) > 150 or len(cur) < 15:
        h1s = H1S(root)
        if len(h1s) == 1:
            cur = _text_content(h1s[0]).strip()
            cur = re.sub(r"\s{2,}", " ", cur)
    cur = re.sub(r"\s{2,}", " ", cur.strip())
    words = _word_count(cur)
    if words <= 4 and (not hierarchical or words != _word_count(SEPARATOR_CHARS.sub("", orig)) - 1):
        cur = orig
    return cur


# --- byline in the page (Readability's _isValidByline in _grabArticle) -----------------------------

def _page_byline(bylines: list) -> str | None:
    """The first visible element that names the author, as Readability finds it in the page.

    First as Readability's first attempt walks the page (unlikely candidates such as comment
    threads and sidebars dropped); if that finds none, as its retries do, keeping everything but
    comment-like and navigation containers (an article's `header.entry-header` holds bylines).
    `bylines`: the page's byline candidates (`_walk`).
    """
    verdicts: dict = {}  # element -> dropped?, per pass: ancestors are shared by many candidates
    candidates = []
    for el in _byline_candidates(bylines):
        if not _holds_short_text(el):
            continue
        if _reached(el, _unlikely, verdicts):
            return _byline_text(el)
        candidates.append(el)
    verdicts = {}
    for el in candidates:
        if _reached(el, _comment_like, verdicts):
            return _byline_text(el)
    return None


def _byline_candidates(bylines: list):
    """The elements of `bylines` (whose class/id hint at a byline, rel="author" or itemprop="author")
    that can show a byline."""
    for el in bylines:
        if el.tag not in NOT_BYLINE_TAGS:
            yield el


def _byline_elements_python(root):
    """The elements in `root`'s document (document order) with a class or id holding a byline
    hint, rel="author", or an itemprop holding "author" (`_walk`'s bylines)."""
    values = BYLINE_ATTRIBUTES(root)
    if not values:
        return
    # Plain substring search over all the values at once: ~20x faster than a regex per value. Each
    # value lowercased alone: lower() makes some characters longer ("\u0130": two), and the
    # positions must fall in the value they were found in.
    lowered = [value.lower() for value in values]
    joined = "\n".join(lowered)
    positions = set()
    for hint in BYLINE_HINTS:
        at = joined.find(hint)
        while at != -1:
            positions.add(at)
            at = joined.find(hint, at + 1)
    if not positions:
        return
    ends = list(accumulate(len(v) + 1 for v in lowered))
    previous = None
    for index in sorted({bisect_right(ends, at) for at in positions}):
        value = values[index]
        kind = value.attrname
        if (kind == "rel" and value.strip() != "author") or (kind == "itemprop" and "author" not in value):
            continue
        el = value.getparent()
        if el is previous or not isinstance(el.tag, str):
            continue
        previous = el
        yield el


def _byline_text(el) -> str | None:
    """The byline's text, or its `itemprop="name"` part when it has one (a more exact name)."""
    for child in el.iterdescendants():
        if isinstance(child.tag, str) and "name" in (child.get("itemprop") or ""):
            return _clean(_visible_text(child))
    return _clean(_visible_text(el))


def _visible_text(el) -> str:
    """textContent without scripts and styles (Readability removes them first)."""
    return "".join(VISIBLE_TEXT(el))


# A byline candidate's visible text, stripped, must be under BYLINE_MAX_CHARS characters
# (Readability's test). It is read only as far as the test needs, and a candidate of over
# BYLINE_MAX_ELEMENTS elements is no byline: each candidate's whole text was built, so candidates
# nested in one another cost the square of their depth, and more (the text's XPath looks up each
# text node's ancestors): 500 nested itemprop=author elements took 4.3 s of CPU (2026-12-02,
# sweep_shapes' microdata_deep). Not tuned: snapshot_documents shows 0 of 2,160 pages move.
BYLINE_MAX_CHARS = 100
BYLINE_MAX_ELEMENTS = 1000
_TEXTLESS_TAGS = ("script", "style")


def _holds_short_text(el) -> bool:
    """Whether `_visible_text(el).strip()` is not empty and under BYLINE_MAX_CHARS characters;
    False for an element of over BYLINE_MAX_ELEMENTS elements."""
    lead = False
    length = core = 0  # from the first character not a space: to the end, to the last such character
    for piece in _visible_pieces_fast(el):
        if piece is None:
            return False
        if not lead:
            piece = piece.lstrip()
            if not piece:
                continue
            lead = True
        kept = piece.rstrip()
        if kept:
            core = length + len(kept)
        length += len(piece)
        if core >= BYLINE_MAX_CHARS:
            return False
    return core > 0


def _visible_pieces_fast(el):
    """`_visible_pieces(el)`, read by lxml's own walks where it can: the count of the elements and
    the text pieces (itertext: text and tails, comments' text left out) when no script or style is
    inside; the Python walk cost ~0.8 us an element, 2,000 nested byline candidates 1.6 s of CPU
    (2026-12-02, sweep_shapes' bylines_unreached)."""
    if el.tag in _TEXTLESS_TAGS or next(el.iter(*_TEXTLESS_TAGS), None) is not None:
        yield from _visible_pieces(el)
        return
    if next(islice(el.iter(), BYLINE_MAX_ELEMENTS + 1, None), None) is not None:
        yield None  # over BYLINE_MAX_ELEMENTS nodes below `el`, as the walk counts them
        return
    yield from el.itertext()


def _visible_pieces(el):
    """The text nodes of `_visible_text(el)` (`VISIBLE_TEXT`), in document order, then None if the
    walk goes past BYLINE_MAX_ELEMENTS elements."""
    if el.tag in _TEXTLESS_TAGS:
        return
    if el.text:
        yield el.text
    walked = 0
    children = [iter(el)]
    nodes = [el]
    while children:
        child = next(children[-1], None)
        if child is None:
            children.pop()
            done = nodes.pop()
            if children and done.tail:
                yield done.tail
            continue
        walked += 1
        if walked > BYLINE_MAX_ELEMENTS:
            yield None
            return
        if isinstance(child.tag, str) and child.tag not in _TEXTLESS_TAGS:
            if child.text:
                yield child.text
            children.append(iter(child))
            nodes.append(child)
            continue
        if child.tail:
            yield child.tail


def _hidden(el) -> bool:
    if el.get("hidden") is not None or DISPLAY_NONE.search(el.get("style") or ""):
        return True
    return el.get("aria-hidden") == "true" and "fallback-image" not in (el.get("class") or "")


def _unlikely(el) -> bool:
    match = f"{el.get('class') or ''} {el.get('id') or ''}"
    if el.get("role") in BYLINE_UNLIKELY_ROLES:
        return True
    if el.get("aria-modal") == "true" and el.get("role") == "dialog":
        return True
    if el.tag in ("body", "a") or not UNLIKELY_CANDIDATES.search(match) or MAYBE_CANDIDATE.search(match):
        return False
    return not any(a.tag in ("table", "code") for _, a in zip(range(3), el.iterancestors()))


COMMENT_LIKE = re.compile(
    r"comment|disqus|replies|remark|community|related|sidebar|footer|social|sponsor|popup|menu|shoutbox|"
    r"testimonial|review|quote",
    re.I,
)


def _comment_like(el) -> bool:
    return el.get("role") in BYLINE_UNLIKELY_ROLES or bool(
        COMMENT_LIKE.search(f"{el.get('class') or ''} {el.get('id') or ''}")
    )


def _reached(el, unlikely, verdicts: dict) -> bool:
    """False when the walk would have dropped `el` (hidden) or an ancestor (hidden, `unlikely`).
    `verdicts`: see `found_on_the_way_up` (each candidate walked all its ancestors: n candidates
    nested n deep took n * n steps)."""
    if _hidden(el):
        return False

    def dropped(ancestor) -> bool:
        return isinstance(ancestor.tag, str) and (
            ancestor.tag in BYLINE_UNREACHED_TAGS or _hidden(ancestor) or unlikely(ancestor))

    return not found_on_the_way_up(el.getparent(), dropped, verdicts)


# --- values --------------------------------------------------------------------------------------

def _clean(value: str | None) -> str | None:
    if not value:
        return None
    if "&" in value:  # many sites escape meta content twice; "&amp;#8230;" is "…" too, as in Readability
        value = NUMERIC_ENTITY.sub(_unescape, ENTITY.sub(_unescape, value))
    value = WHITESPACE_TO_FOLD.sub(" ", value).strip()
    return value or None


def _unescape(match: re.Match) -> str:
    return html.unescape(match.group(0))


def _is_url(value: str) -> bool:
    return bool(URL_LIKE.match(value.strip()))


# The publication-time candidates read, in order of preference, before the page is said to give
# none: each that is no date costs ~0.3 ms (fifteen strptime formats), so a page of thousands of
# date tags holding no date took seconds (2026-12-02, benchmarks/sweep_shapes.py's time_dates:
# 4,000 <time itemprop=datePublished> 1.3 s of CPU, linear: 300,000 fit in the size cap). Not
# tuned: no development page gives this many (snapshot_documents: 0 of 2,160 pages move).
DATE_CANDIDATES_READ = 50


def _first_date(candidates: list[str | None]) -> str | None:
    for value in islice(filter(None, candidates), DATE_CANDIDATES_READ):
        parsed = normalise_date(_clean(value) or "")
        if parsed:
            return parsed
    return None


DATE_ONLY = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")
COMPACT_OFFSET = re.compile(r"([+-]\d{2})(\d{2})$")
FRACTION = re.compile(r"(\.\d{6})\d+")
TEXT_FORMATS = (
    "%B %d, %Y", "%b %d, %Y", "%d %B %Y", "%d %b %Y", "%B %d %Y", "%b %d %Y", "%b. %d, %Y",
    "%Y/%m/%d %H:%M:%S", "%Y/%m/%d %H:%M", "%Y/%m/%d", "%d.%m.%Y", "%d.%m.%Y %H:%M",
    "%B %d, %Y %I:%M %p", "%b %d, %Y %I:%M %p", "%Y-%m-%d %H:%M:%S %Z",
)


def normalise_date(value: str) -> str | None:
    """ISO 8601 for a date as pages write it; None when it cannot be read as a date."""
    value = value.strip()
    if not value:
        return None
    m = DATE_ONLY.match(value)
    if m:
        try:
            return date(int(m.group(1)), int(m.group(2)), int(m.group(3))).isoformat()
        except ValueError:
            return None
    iso = value.replace(" ", "T", 1) if re.match(r"^\d{4}-\d{2}-\d{2} \d", value) else value
    iso = FRACTION.sub(r"\1", iso.replace("z", "Z"))
    if iso.endswith(("UTC", "GMT")):
        # Not re.sub(r"\s*(UTC|GMT)$"): searched, that pattern retried its run of spaces from every
        # space, so a value of 16,000 spaces took 9 s (2026-12-04).
        iso = iso[:-3].rstrip() + "+00:00"
    for candidate in (iso, COMPACT_OFFSET.sub(r"\1:\2", iso)):
        try:
            return _iso(datetime.fromisoformat(candidate))
        except ValueError:
            pass
    try:
        return _iso(parsedate_to_datetime(value))  # RFC 2822: "Wed, 20 Nov 2019 06:35:39 GMT"
    except (TypeError, ValueError, IndexError):
        pass
    for fmt in TEXT_FORMATS:
        try:
            parsed = datetime.strptime(value, fmt)
        except ValueError:
            continue
        return parsed.date().isoformat() if "%H" not in fmt and "%I" not in fmt else _iso(parsed)
    return None


def _iso(moment: datetime) -> str | None:
    if not 1900 <= moment.year <= 2100:
        return None
    if moment.tzinfo is not None and moment.utcoffset() == UTC.utcoffset(None):
        moment = moment.replace(tzinfo=UTC)
    return moment.isoformat()


# --- language ------------------------------------------------------------------------------------

LANG_TAG = re.compile(r"^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$")


def _page_lang(root, declared: list[str]) -> str | None:
    candidates = [root.get("lang"), root.get("{http://www.w3.org/XML/1998/namespace}lang"), root.get("xml:lang")]
    if root.tag != "html":
        html_el = root.find(".//html")
        if html_el is not None:
            candidates[:0] = [html_el.get("lang")]
    for value in candidates + declared:
        tag = normalise_lang(value)
        if tag:
            return tag
    return None


def normalise_lang(value: str | None) -> str | None:
    """A BCP 47 tag as pages declare it, trimmed and cased (`en_us` -> `en-US`); None if not one."""
    if not value:
        return None
    value = value.split(",")[0].split(";")[0].strip().replace("_", "-")
    if not LANG_TAG.match(value):
        return None
    parts = value.split("-")
    out = [parts[0].lower()]
    for part in parts[1:]:
        if len(part) == 2 and part.isalpha():
            out.append(part.upper())
        elif len(part) == 4 and part.isalpha():
            out.append(part.title())
        else:
            out.append(part.lower())
    return "-".join(out)
