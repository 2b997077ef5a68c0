"""metadata.read_metadata: each field from each of its sources, in Readability.js's order."""
from __future__ import annotations

import json

import pytest
from cpu_budget import within_cpu_budget
from lxml import etree

from beam_extract.metadata import Metadata, normalise_date, normalise_lang, read_metadata
from beam_extract.parse import parse_html

BODY = "<p>Some article text that is long enough to be an article paragraph.</p>"


def meta_of(head: str = "", body: str = BODY, html_attrs: str = "") -> Metadata:
    page = f"<!DOCTYPE html><html {html_attrs}><head>{head}</head><body>{body}</body></html>"
    return read_metadata(parse_html(page, "https://example.com/a"), "https://example.com/a")


def ld(obj) -> str:
    return f'<script type="application/ld+json">{json.dumps(obj)}</script>'


ARTICLE = {"@context": "https://schema.org", "@type": "NewsArticle"}


# --- title ---------------------------------------------------------------------------------------

def test_title_from_og_title_beats_title_element():
    m = meta_of('<title>Site | Section | Page</title><meta property="og:title" content="The Real Headline">')
    assert m.title == "The Real Headline"


def test_title_from_json_ld_headline_beats_meta():
    head = ld({**ARTICLE, "headline": "Headline From JSON-LD"}) + '<meta property="og:title" content="OG title">'
    assert meta_of(head).title == "Headline From JSON-LD"


def test_json_ld_name_and_headline_prefers_the_one_matching_the_title():
    head = ld({**ARTICLE, "name": "Aktualne.cz", "headline": "Vláda schválila nový rozpočet na příští rok"})
    head += "<title>Vláda schválila nový rozpočet na příští rok | Aktuálně.cz</title>"
    assert meta_of(head).title == "Vláda schválila nový rozpočet na příští rok"


def test_json_ld_graph_and_type_list():
    graph = {"@context": "https://schema.org", "@graph": [
        {"@type": "WebSite", "name": "Example Site"},
        {"@type": "BlogPosting", "headline": "Graph Headline", "author": {"name": "Ann Writer"}},
    ]}
    assert meta_of(ld(graph)).title == "Graph Headline"
    assert meta_of(ld(graph)).byline == "Ann Writer"
    listed = {"@context": "http://schema.org/", "@type": ["Article", "Thing"], "headline": "Listed Type"}
    assert meta_of(ld(listed)).title == "Listed Type"


def test_json_ld_needs_schema_org_context():
    assert meta_of(ld({"@type": "Article", "headline": "No Context"}) + "<title>Fallback Title Of Page</title>").title \
        == "Fallback Title Of Page"


def test_malformed_json_ld_is_ignored():
    head = '<script type="application/ld+json">{"@type": "Article", "headline": </script>'
    head += '<script type="application/ld+json">[1, 2, {"a": </script>'
    head += '<meta property="og:title" content="Still Found">'
    m = meta_of(head)
    assert m.title == "Still Found"


@pytest.mark.parametrize("separator", [" | ", " - ", " – ", " — ", " \\ ", " / ", " > ", " » ", " · "])
def test_title_element_drops_the_site_part_after_a_separator(separator):
    m = meta_of(f"<title>Scientists find water on a distant moon{separator}Example News</title>")
    assert m.title == "Scientists find water on a distant moon"


def test_title_separator_keeps_the_whole_when_too_few_words_remain():
    # "Home | Example" -> "Home" is under 3 words, so Readability drops the first part instead,
    # and a result of 4 words or fewer reverts to the original title.
    assert meta_of("<title>Home | Example Site</title>").title == "Home | Example Site"


def test_chinese_and_japanese_titles_drop_their_site_part_too():
    # No spaces between the words: a Han or kana character counts as a word, so a CJK title is not
    # "too short to cut" as one whitespace word would be; a two-character part still counts short.
    assert meta_of("<title>パスワードの再設定 – サンプル ヘルプセンター</title>").title == "パスワードの再設定"
    assert meta_of("<title>快速开始 | Client</title>").title == "快速开始"
    assert meta_of("<title>首页 | Example Site</title>").title == "首页 | Example Site"


def test_title_spaced_colon_keeps_a_french_subtitle():
    # French typography sets a subtitle after " : ": the colon rule keeps a long title whole, and a
    # site name first (two words) leaves the part after it.
    m = meta_of("<title>Le gouvernement présente sa réforme des retraites : ce qui change en 2025</title>")
    assert m.title == "Le gouvernement présente sa réforme des retraites : ce qui change en 2025"
    m = meta_of("<title>Mon blog : Les quêtes du mont Roc et leurs personnages</title>")
    assert m.title == "Les quêtes du mont Roc et leurs personnages"


def test_title_site_name_first():
    # Expected values are what Readability.js 0.6 returns for these titles.
    m = meta_of("<title>Example News | Scientists find water on a distant moon</title>")
    assert m.title == "Scientists find water on a distant moon"  # 2 words before "|": the last part
    m = meta_of("<title>News | The water on a distant moon was found by scientists today</title>")
    assert m.title == "The water on a distant moon was found by scientists today"
    m = meta_of("<title>Tech » Gadgets » The best phones of the year reviewed</title>")
    assert m.title == "Tech » Gadgets » The best phones of the year reviewed"  # too short a cut: reverted


def test_title_colon_kept_when_a_heading_holds_it():
    body = "<h1>Breaking: The river flooded the town</h1>" + BODY
    assert meta_of("<title>Breaking: The river flooded the town</title>", body).title == \
        "Breaking: The river flooded the town"


def test_title_colon_takes_the_part_after_it():
    assert meta_of("<title>Example: The river flooded the whole town</title>").title == \
        "The river flooded the whole town"


def test_short_title_replaced_by_the_only_h1():
    body = "<h1>A much longer and descriptive article headline</h1>" + BODY
    assert meta_of("<title>Post 42</title>", body).title == "A much longer and descriptive article headline"
    two_h1 = body + "<h1>Second heading here</h1>"
    assert meta_of("<title>Post 42</title>", two_h1).title == "Post 42"


def test_title_entities_unescaped_and_whitespace_collapsed():
    m = meta_of('<meta property="og:title" content="Tom &amp;amp; Jerry&amp;#8217;s\n   big day">')
    assert m.title == "Tom & Jerry’s big day"


def test_title_inside_svg_is_not_the_page_title():
    m = meta_of("", body='<svg><title>icon</title></svg><h1>Heading</h1>' + BODY)
    assert m.title is None or m.title != "icon"


# --- byline --------------------------------------------------------------------------------------

@pytest.mark.parametrize("author, expected", [
    ({"@type": "Person", "name": "Jane Doe"}, "Jane Doe"),
    ([{"name": "Jane Doe"}, {"name": "John Roe"}], "Jane Doe, John Roe"),
    ("Jane Doe", "Jane Doe"),
])
def test_byline_from_json_ld_author(author, expected):
    assert meta_of(ld({**ARTICLE, "headline": "H", "author": author})).byline == expected


def test_byline_from_meta_author():
    assert meta_of('<meta name="author" content="Meta Author">').byline == "Meta Author"


def test_byline_from_article_author_unless_url():
    assert meta_of('<meta property="article:author" content="Prop Author">').byline == "Prop Author"
    assert meta_of('<meta property="article:author" content="https://facebook.com/someone">').byline is None


def test_byline_from_dc_creator_beats_author():
    head = '<meta name="author" content="Plain">' + '<meta name="DC.creator" content="Dublin Core">'
    assert meta_of(head).byline == "Dublin Core"


def test_byline_from_rel_author_in_the_page():
    body = '<p>By <a rel="author" href="/people/kim">Kim Lee</a></p>' + BODY
    assert meta_of("", body).byline == "Kim Lee"


def test_byline_from_byline_class_and_itemprop_name():
    body = '<div class="byline">Written by <span itemprop="name">Sam Poe</span></div>' + BODY
    assert meta_of("", body).byline == "Sam Poe"
    body = '<p class="article-byline">By Ada Smith</p>' + BODY
    assert meta_of("", body).byline == "By Ada Smith"


def test_byline_skips_hidden_comments_and_long_text():
    body = (
        '<div class="byline" style="display:none">Hidden Author</div>'
        '<div class="comments"><span class="author">Commenter</span></div>'
        f'<div class="author-bio">{"word " * 30}</div>'
        '<span class="author">Real Author</span>' + BODY
    )
    assert meta_of("", body).byline == "Real Author"


def test_meta_byline_wins_over_page_byline():
    body = '<span class="byline">Page Author</span>' + BODY
    assert meta_of('<meta name="author" content="Meta Author">', body).byline == "Meta Author"


# --- site name, description ------------------------------------------------------------------------

def test_site_name_from_og_site_name():
    assert meta_of('<meta property="og:site_name" content="Example Times">').site_name == "Example Times"


def test_site_name_from_json_ld_publisher():
    head = ld({**ARTICLE, "headline": "H", "publisher": {"@type": "Organization", "name": "LD Publisher"}})
    assert meta_of(head + '<meta property="og:site_name" content="OG">').site_name == "LD Publisher"


@pytest.mark.parametrize("head, expected", [
    ('<meta property="og:description" content="OG description">', "OG description"),
    ('<meta name="description" content="Meta description">', "Meta description"),
    ('<meta name="twitter:description" content="Twitter description">', "Twitter description"),
    ('<meta name="description" content="Plain"><meta property="og:description" content="OG wins">', "OG wins"),
])
def test_description_sources(head, expected):
    assert meta_of(head).description == expected


def test_description_from_json_ld():
    assert meta_of(ld({**ARTICLE, "headline": "H", "description": "LD summary"})).description == "LD summary"


# --- published time ------------------------------------------------------------------------------

@pytest.mark.parametrize("head, expected", [
    (ld({**ARTICLE, "headline": "H", "datePublished": "2019-11-20T06:35:39+0000"}), "2019-11-20T06:35:39+00:00"),
    ('<meta property="article:published_time" content="2019-11-19T13:03:00.000Z">', "2019-11-19T13:03:00+00:00"),
    ('<meta name="parsely-pub-date" content="2021-02-03T04:05:06-05:00">', "2021-02-03T04:05:06-05:00"),
    ('<meta name="DC.date.issued" content="2020-07-01">', "2020-07-01"),
    ('<meta itemprop="datePublished" content="2018-09-10">', "2018-09-10"),
])
def test_published_time_sources_in_iso_8601(head, expected):
    assert meta_of(head).published_time == expected


def test_published_time_from_time_element_and_unparseable_gives_none():
    body = '<time itemprop="datePublished" datetime="2022-03-04T10:00:00Z">March 4</time>' + BODY
    assert meta_of("", body).published_time == "2022-03-04T10:00:00+00:00"
    assert meta_of('<meta property="article:published_time" content="sometime soon">').published_time is None


@pytest.mark.parametrize("value, expected", [
    ("Wed, 20 Nov 2019 06:35:39 GMT", "2019-11-20T06:35:39+00:00"),
    ("November 20, 2019", "2019-11-20"),
    ("2019/11/20", "2019-11-20"),
    ("2019-11-20 06:35:39 UTC", "2019-11-20T06:35:39+00:00"),
    ("2019-13-45", None),
    ("", None),
])
def test_normalise_date(value, expected):
    assert normalise_date(value) == expected


# --- language ------------------------------------------------------------------------------------

def test_lang_from_html_lang():
    assert meta_of(html_attrs='lang="en-us"').lang == "en-US"


def test_lang_from_content_language_and_meta_language():
    assert meta_of('<meta http-equiv="Content-Language" content="fr_CA, en">').lang == "fr-CA"
    assert meta_of('<meta name="language" content="de">').lang == "de"


def test_html_lang_beats_meta_and_junk_is_none():
    assert meta_of('<meta http-equiv="content-language" content="fr">', html_attrs='lang="nl"').lang == "nl"
    assert meta_of(html_attrs='lang="{{ locale }}"').lang is None


@pytest.mark.parametrize("value, expected", [
    ("zh-hant-tw", "zh-Hant-TW"), (" EN ", "en"), ("x", None), (None, None), ("en-GB-oxendict", "en-GB-oxendict"),
])
def test_normalise_lang(value, expected):
    assert normalise_lang(value) == expected


# --- the tree ------------------------------------------------------------------------------------

def test_tree_is_not_modified_and_element_accepted():
    tree = parse_html(
        '<html lang="en"><head><title>Title of the page here</title><meta name="author" content="A">'
        '</head><body><div class="byline">B</div>' + BODY + "</body></html>"
    )
    before = etree.tostring(tree)
    from_tree = read_metadata(tree, None)
    from_root = read_metadata(tree.getroot(), None)
    assert from_tree == from_root
    assert etree.tostring(tree) == before
    assert from_tree.title == "Title of the page here" and from_tree.lang == "en"


def test_empty_page_gives_empty_metadata():
    assert read_metadata(parse_html("<p>just text</p>"), None) == Metadata()


def test_json_ld_context_list_and_odd_values_never_raise():
    head = ld({"@context": ["https://schema.org", {"@language": "en"}], "@type": "Article",
               "headline": "Context List", "author": [1, None], "publisher": ["x"]})
    m = meta_of(head)
    assert m.title == "Context List" and m.byline is None and m.site_name is None
    deep = '<script type="application/ld+json">' + "[" * 100_000 + "]" * 100_000 + "</script>"
    assert meta_of(deep + "<title>Deeply nested JSON is skipped</title>").title == "Deeply nested JSON is skipped"


# --- page kinds (read in the same pass, for the extractor) ---------------------------------------

@pytest.mark.parametrize("head,body,kinds", [
    ('<meta property="og:type" content="article">', BODY, {"article"}),
    ('<meta property="og:type" content="og:Product">', BODY, {"product"}),
    ('<meta property="article:published_time" content="2024-01-02">', BODY, {"article"}),
    ('<meta name="generator" content="XenForo 2.2">', BODY, {"forum"}),
    (ld(ARTICLE), BODY, {"article"}),
    (ld({"@context": "https://schema.org", "@type": "QAPage"}) + ld({"@type": "Product"}), BODY, {"forum", "qa", "product"}),
    ("", f"<div itemscope itemtype='https://schema.org/BlogPosting'>{BODY}</div>", {"article"}),
    ("", f"<div itemscope itemtype='https://schema.org/DiscussionForumPosting'>{BODY}</div>", {"forum"}),
    # a shop's page marked up in microdata only; an article's subscription offer is no product page
    ("", f"<div itemscope itemtype='http://schema.org/Product'>{BODY}</div>", {"product"}),
    ("", f"<div itemscope itemtype='https://schema.org/ProductGroup'>{BODY}</div>", set()),
    ('<meta property="og:type" content="article">', f"<div itemscope itemtype='http://schema.org/Product'>{BODY}</div>",
     {"article"}),
    ('<meta property="og:type" content="website"><meta name="generator" content="WordPress 6.4">', BODY, set()),
    # a FAQ's questions are no thread (a shop's "People are asking", a service page's FAQ), in
    # microdata and in JSON-LD; a question outside a FAQPage, or a QAPage beside one, still is
    ("", "<div itemscope itemtype='https://schema.org/FAQPage'><div itemscope itemprop='mainEntity' "
         f"itemtype='https://schema.org/Question'>{BODY}</div></div>", set()),
    (ld({"@context": "https://schema.org", "@type": "FAQPage",
         "mainEntity": [{"@type": "Question", "acceptedAnswer": {"@type": "Answer"}}]}), BODY, set()),
    ("", f"<div itemscope itemtype='https://schema.org/Question'>{BODY}</div>", {"forum"}),
    (ld({"@type": "FAQPage"}) + ld({"@type": "QAPage"}), BODY, {"forum", "qa"}),
    # a comment or a question makes a thread as a type, not as another key's value: Yoast SEO's
    # CommentAction named "Comment" on every WordPress post open to comments is no thread
    (ld({"@context": "https://schema.org", "@graph": [{"@type": "Article", "potentialAction": [
        {"@type": "CommentAction", "name": "Comment", "target": ["https://blog.example/post/#respond"]}]}]}),
     BODY, {"article"}),
    (ld({"@type": "BlogPosting", "comment": [{"@type": "Comment", "text": "Nice"}]}), BODY, {"article", "forum"}),
    (ld({"@type": ["DiscussionForumPosting"]}), BODY, {"forum"}),
    (ld({"@type": ["CreativeWork", "Comment"]}), BODY, {"forum"}),
    (ld({"@type": "Article", "name": "Question"}), BODY, {"article"}),
    (ld({"@type": "Question"}), BODY, {"forum"}),
    # JSON-LD counts only under its exact type, as the extractor has always read it
    ('<script type=" application/LD+json">{"@type": "Product"}</script>', BODY, set()),
])
def test_page_kinds_from_meta_tags_json_ld_and_microdata(head, body, kinds):
    assert meta_of(head, body).kinds == kinds


def test_a_page_without_kinds_has_none():
    assert meta_of().kinds == frozenset()


# --- hostile shapes: bounded work (2026-12-02, benchmarks/sweep_shapes.py) ---------------------

def test_languages_of_many_http_equiv_tags_keep_their_order_in_linear_time():

    from beam_extract.metadata import _meta_values

    # the last http-equiv content-language first, then the named language tags in order
    metas = etree.HTML("<html><head><meta name='language' content='de'><meta http-equiv='Content-Language' "
                       "content='fr'><meta http-equiv='content-language' content='es'></head></html>").iter("meta")
    assert _meta_values(list(metas))[2] == ["es", "fr", "de"]
    # each tag was put at the front of the list: 200,000 tags took 16 s of CPU (0.1 s now)
    tags = [etree.Element("meta", {"http-equiv": "content-language", "content": f"x{i}"}) for i in range(200_000)]
    languages = within_cpu_budget(3, lambda: _meta_values(tags)[2])
    assert languages[0] == "x199999" and languages[-1] == "x0"


def test_only_the_first_date_candidates_are_read(monkeypatch):
    from beam_extract import metadata

    tried = []
    real = metadata.normalise_date
    monkeypatch.setattr(metadata, "normalise_date", lambda value: tried.append(value) or real(value))
    times = "".join(f"<time itemprop='datePublished' datetime='junk {i}'>then</time>" for i in range(2000))
    m = meta_of(body=BODY + times)
    assert m.published_time is None and len(tried) == metadata.DATE_CANDIDATES_READ
    tried.clear()
    m = meta_of('<meta name="date" content="not a date"><meta property="article:published_time" content="2024-03-12">')
    assert m.published_time == "2024-03-12" and len(tried) == 1


@pytest.mark.parametrize("value, expected", [
    ("2019-11-20T06:35:39 \t GMT", "2019-11-20T06:35:39+00:00"),
    ("2019-11-20T06:35:39UTC", "2019-11-20T06:35:39+00:00"),
    ("2019-11-20T06:35:39 utc", None),
    ("2019-11-20" + " " * 16_000 + "x", None),
])
def test_a_utc_or_gmt_suffix_is_read_in_linear_time(value, expected):
    # a run of spaces not followed by "UTC" was retried from each space: 16,000 took 9 s
    assert within_cpu_budget(0.5, lambda: normalise_date(value)) == expected


@pytest.mark.parametrize("seed", range(10))
def test_byline_length_test_reads_the_text_as_the_whole_text_would(seed):
    import random

    from beam_extract.metadata import _holds_short_text, _visible_text

    rng = random.Random(seed)
    words = ["", " ", "  \n", "Anna", "x" * 40, "Berlin ", " y" * 30, "\u00a0", "\u3000z"]
    tags = ["span", "b", "script", "style", "div"]

    def build(el, depth):
        el.text = rng.choice(words)
        for _ in range(rng.randrange(0, 4 if depth < 4 else 1)):
            child = etree.SubElement(el, rng.choice(tags))
            build(child, depth + 1)
            child.tail = rng.choice(words)
        if rng.random() < 0.2:
            el.append(etree.Comment(rng.choice(words)))
            el[-1].tail = rng.choice(words)

    for _ in range(300):
        root = etree.Element("div")
        build(root, 0)
        text = _visible_text(root).strip()
        assert _holds_short_text(root) == (bool(text) and len(text) < 100), etree.tostring(root)


def test_nested_byline_candidates_are_judged_in_seconds():

    # Each of n nested author elements had its whole text built (by an XPath that looks up each
    # text node's ancestors): 500 took 4.3 s of CPU, 1,000 over 30 s (0.1 s now).
    nest = "<div itemscope itemprop='author'><span itemprop='name'>A" * 1000 + "</span></div>" * 1000
    m = within_cpu_budget(3, lambda: meta_of(body=nest + BODY))
    assert m.byline is not None and m.byline.startswith("A")


def test_a_byline_candidate_of_over_a_thousand_elements_is_no_byline():
    assert meta_of(body="<div class='author'>Anna Smith " + "<i></i>" * 1001 + "</div>" + BODY).byline is None
    assert meta_of(body="<div class='author'>Anna Smith " + "<i></i>" * 1000 + "</div>" + BODY).byline == "Anna Smith"


def test_svg_titles_under_a_deep_nest_are_judged_in_one_walk_up():

    # With no head title, each svg title walked all its ancestors: 5,000 under 900 nested groups
    # took seconds of CPU.
    body = "<svg>" + "<g>" * 900 + "<title>t</title>" * 5000 + "</g>" * 900 + "</svg>" + BODY
    tree = parse_html(f"<!DOCTYPE html><html><head></head><body>{body}</body></html>", "https://e.test/")
    m = within_cpu_budget(1.5, lambda: read_metadata(tree, "https://e.test/"))
    assert m.title is None


# --- titles of single spaces (2026-12-07) ----------------------------------------------------------

def test_the_whitespace_folds_give_what_the_plain_patterns_give():
    import random
    import re

    from beam_extract import metadata
    from beam_extract.clean import headings

    plain = {metadata.WHITESPACE_TO_FOLD: re.compile(r"\s+"),
             metadata.ASCII_WHITESPACE_TO_FOLD: re.compile(r"[ \t\n\f\r]+"),
             headings._NON_WORD: re.compile(r"\W+")}
    rng = random.Random(7)
    alphabet = "ab é日  \t\n\r\f\v\xa0\u2003.,-!"
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(12)))
        for fold, pattern in plain.items():
            assert fold.sub(" ", text) == pattern.sub(" ", text), (fold.pattern, text)


def test_a_huge_title_of_single_spaces_costs_about_what_one_without_spaces_costs():
    # 2026-12-07: a 4 MB title of "t t t ..." cost the page 2.3 s, 0.6 s without its spaces: each
    # space was replaced by a space, 2,000,000 times in each of three patterns (x1.5 now)
    from cpu_budget import within_ratio

    from beam_extract import extract

    body = "<p>" + "Some paragraph text for the page body, words enough. " * 20 + "</p>"

    def page(title: str):
        html = f"<html><head><title>{title}</title></head><body>{body}</body></html>"
        return lambda: extract(html)

    within_ratio(2.5, lambda: page("t " * 200_000), lambda: page("t" * 400_000))


# --- an article by og:type alone -----------------------------------------------------------------

OG_ARTICLE = '<meta property="og:type" content="article">'


@pytest.mark.parametrize("head, alone", [
    (OG_ARTICLE, True),
    (OG_ARTICLE + ld({"@context": "https://schema.org", "@type": "WebPage", "name": "Services"}), True),
    (OG_ARTICLE + '<meta property="article:modified_time" content="2025-01-02T00:00:00Z">', True),
    (OG_ARTICLE + ld(ARTICLE), False),
    (OG_ARTICLE + '<meta property="article:published_time" content="2025-01-02T00:00:00Z">', False),
    ('<meta property="article:published_time" content="2025-01-02T00:00:00Z">', False),  # no og:type
    ("", False),
])
def test_og_article_only_says_whether_og_type_alone_made_the_page_an_article(head, alone):
    meta = meta_of(head)
    assert meta.og_article_only is alone
    assert ("article" in meta.kinds) is (head != "")


def test_og_article_only_is_false_beside_another_kind_or_an_article_itemtype():
    assert not meta_of(OG_ARTICLE + ld({"@context": "https://schema.org", "@type": "Product", "name": "Mug"})).og_article_only
    itemtype = "<div itemscope itemtype='https://schema.org/Article'><p>Some words of the story.</p></div>"
    assert not meta_of(OG_ARTICLE, body=itemtype + BODY).og_article_only
