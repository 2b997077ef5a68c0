"""extract: whole pages in, main content out, the chrome left behind."""
import dataclasses
from urllib.parse import urlsplit

import pytest
from clean_modules import patch_clean
from cpu_budget import within_cpu_budget

from beam_extract import Document, ExtractOptions, extract
from beam_extract.clean import dates, line_heads, line_verdicts, never_content, phrases, tokens, walks, written_dates

STORY = [
    "The city council voted on Tuesday to expand the bicycle lane network across the old town, "
    "after two years of consultation with residents and shop owners.",
    "Supporters said the plan would cut traffic and make streets safer for children walking to school, "
    "while opponents worried about deliveries and parking for the market traders.",
    "Work on the first section along the river is due to start in the spring, and the council expects "
    "the whole network to be finished within four years, at a cost shared with the regional government.",
]


def news_page() -> str:
    paragraphs = "".join(f"<p>{p}</p>" for p in STORY)
    return f"""<!DOCTYPE html><html lang="en"><head><title>Council expands bike lanes | Daily Bugle</title>
<meta property="og:type" content="article"><meta property="og:site_name" content="Daily Bugle">
<meta name="author" content="Jane Reporter"><meta property="article:published_time" content="2024-03-05T10:00:00Z">
<script>var tracking = "pageview";</script><style>body {{ color: black }}</style></head>
<body><header class="site-header"><a href="/">Daily Bugle</a><nav><ul><li><a href="/news">News</a></li>
<li><a href="/sport">Sport</a></li><li><a href="/weather">Weather</a></li></ul></nav></header>
<div class="layout"><article><h1>Council expands bike lanes</h1>
<div class="share-buttons"><a href="#">Share on Facebook</a> <a href="#">Share on X</a></div>
{paragraphs}
<div class="related-posts"><h3>Related stories</h3><ul><li><a href="/a">Mayor opens new bridge</a></li>
<li><a href="/b">Market traders protest</a></li></ul></div></article>
<aside class="sidebar"><h3>Most popular</h3><ol><li><a href="/c">Local team wins cup final</a></li></ol></aside></div>
<footer><p>Copyright 2024 Daily Bugle. All rights reserved.</p><a href="/privacy">Privacy policy</a></footer>
</body></html>"""


def test_news_article_text_without_chrome():
    doc = extract(news_page(), "https://bugle.example/news/bike-lanes")
    assert isinstance(doc, Document)
    assert doc.text == "\n\n".join(STORY)
    assert doc.title == "Council expands bike lanes | Daily Bugle"
    assert doc.mode == "articles"
    assert doc.url == "https://bugle.example/news/bike-lanes"


def test_document_fields_are_filled():
    doc = extract(news_page(), "https://bugle.example/news/bike-lanes")
    assert doc.lang == "en"
    assert doc.lang_detected == "en"
    assert doc.lang_score is not None
    assert doc.site_name == "Daily Bugle"
    assert doc.byline == "Jane Reporter"
    assert doc.published_time and doc.published_time.startswith("2024-03-05")
    assert doc.text_length == len(doc.text)
    assert len(doc.content_sha1) == 40
    assert "# Council expands bike lanes" not in doc.markdown  # the headline is the title field
    assert STORY[0] in doc.markdown
    assert "<html" in doc.html and "Share on X" not in doc.html
    assert doc.to_dict()["mode"] == "articles"


def test_markdown_read_back_has_the_words_of_the_text():
    # the h1 repeats the title: the text leaves it out, and so must the Markdown, or the
    # Markdown read back as text would hold words the text does not
    from beam_extract.markdown_text import markdown_to_text

    doc = extract(news_page(), "https://bugle.example/news/bike-lanes")
    assert doc.title.startswith("Council expands bike lanes")
    assert "Council expands bike lanes" not in doc.text
    assert markdown_to_text(doc.markdown).split() == doc.text.split()


def test_options_switch_markdown_and_language_off():
    doc = extract(news_page(), options=ExtractOptions(markdown=False), detect_language=False)
    assert doc.markdown == ""
    assert doc.lang_detected is None and doc.lang_score is None
    assert doc.text == "\n\n".join(STORY)


def test_the_content_html_is_serialised_only_when_asked_for():
    whole = extract(news_page(), "https://bugle.example/news/bike-lanes")
    bare = extract(news_page(), "https://bugle.example/news/bike-lanes", content_html=False)
    assert "<p>" in whole.html and bare.html == ""
    assert dataclasses.replace(bare, html=whole.html) == whole  # every other field as it was


def test_unknown_option_is_an_error():
    with pytest.raises(TypeError):
        extract(news_page(), no_such_option=True)


def forum_page() -> str:
    posts = [
        ("alice", "Has anyone managed to get the sensor working with the new firmware? Mine keeps resetting every hour."),
        ("bob", "Yes, you need to flash the bootloader first, then the firmware, otherwise the watchdog resets it."),
        ("carol", "Thanks bob, that fixed it for me too. The reset was the watchdog, exactly as you said."),
    ]
    items = "".join(
        f"<li class='comment post' id='post-{i}'><div class='comment-author'>{who}</div>"
        f"<div class='comment-body'><p>{text}</p></div></li>"
        for i, (who, text) in enumerate(posts)
    )
    return f"""<html><head><title>Sensor resets after firmware update - Maker Forum</title>
<meta name="generator" content="XenForo"></head><body>
<nav><a href="/">Forums</a> <a href="/new">New posts</a></nav>
<main><h1>Sensor resets after firmware update</h1><ol class="comments message-list">{items}</ol></main>
<footer>Forum software by XenForo</footer></body></html>""", posts


def test_forum_thread_keeps_every_reply():
    html, posts = forum_page()
    doc = extract(html, "https://forum.example/t/123")
    assert doc.mode == "main"
    for who, text in posts:
        assert who in doc.text
        assert text in doc.text
    assert "New posts" not in doc.text
    assert "Forum software" not in doc.text


def test_product_page_keeps_description_and_specs():
    html = """<html><head><title>Trail Runner 2 - Shoes</title>
<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Product", "name": "Trail Runner 2"}</script>
</head><body><header><nav><a href="/">Shop</a><a href="/cart">Cart</a></nav></header>
<main id="product"><h1>Trail Runner 2</h1><p class="price">$129.00</p>
<p>A lightweight trail shoe with a grippy outsole and a cushioned midsole for long days on rough ground.</p>
<table class="specs"><tr><th>Weight</th><td>280 g</td></tr><tr><th>Drop</th><td>6 mm</td></tr></table>
<form class="add-to-cart"><select name="size"><option>42</option></select><button>Add to cart</button></form>
<div class="recommended-products"><h3>You may also like</h3><a href="/x">Road Runner</a></div></main>
<footer>Free returns within 30 days</footer></body></html>"""
    doc = extract(html, "https://shop.example/p/trail-runner-2")
    assert "A lightweight trail shoe" in doc.text
    assert "Weight\t280 g" in doc.text
    assert "Drop\t6 mm" in doc.text
    assert "Add to cart" not in doc.text
    assert "You may also like" not in doc.text
    assert "Free returns" not in doc.text


def test_docs_page_keeps_code_blocks_and_headings():
    html = """<html><head><title>Install - Widget docs</title></head><body>
<nav class="sidebar"><a href="/intro">Intro</a><a href="/install">Install</a><a href="/api">API</a></nav>
<main><h1>Install</h1><p>Install the package from the package index with pip, inside a virtual environment.</p>
<pre><code>python -m venv .venv
.venv/bin/pip install widget</code></pre>
<h2>Check the installation</h2><p>Import the module and print its version to check that it is installed.</p>
<div class="pagination"><a href="/intro">Previous</a><a href="/api">Next</a></div></main></body></html>"""
    doc = extract(html, "https://docs.example/install")
    assert doc.mode == "main"
    assert "python -m venv .venv\n.venv/bin/pip install widget" in doc.text
    assert "Check the installation" in doc.text
    assert "Previous" not in doc.text and "API" not in doc.text


def test_page_without_content_gives_none():
    assert extract("<html><head><title>Empty</title></head><body></body></html>") is None
    assert extract("<html><body><script>render()</script><div id='app'></div></body></html>") is None


def test_bytes_with_charset_hint():
    html = ("<html><head><title>Caf\u00e9</title></head><body><main>"
            "<p>Le caf\u00e9 est ouvert tous les jours, de huit heures \u00e0 midi.</p></main></body></html>")
    doc = extract(html.encode("windows-1252"), "https://cafe.example/", charset="windows-1252")
    assert doc.text == "Le caf\u00e9 est ouvert tous les jours, de huit heures \u00e0 midi."
    assert doc.charset == "windows-1252"
    assert doc.title == "Caf\u00e9"


def test_str_input_has_no_charset():
    doc = extract("<main><p>Plain text in a main element, long enough to count as content.</p></main>")
    assert doc.charset is None
    assert doc.mode == "main"


def test_region_without_the_prose_is_replaced_and_mode_says_fallback():
    story = "".join(f"<p>{p}</p>" for p in STORY * 2)
    html = (
        "<html><head><title>Odd layout</title></head><body>"
        "<main><p>Welcome to our website, enjoy your visit.</p></main>"
        f"<div class='story-body'>{story}</div></body></html>"
    )
    doc = extract(html, markdown=False, detect_language=False)
    assert doc.mode == "fallback"
    assert STORY[2] in doc.text
    assert "Welcome to our website" not in doc.text


SERVICES = [
    ("Heating", ["Our engineers service gas and oil boilers of every make, replace worn parts on the first visit, "
                 "and leave the system tested and safe, with a written report for your landlord or insurer.",
                 "We also fit smart thermostats and zone valves, so that each floor of the house is heated only "
                 "when somebody is at home, which lowers the bill by a fifth on average."]),
    ("Plumbing", ["From a dripping tap to a new bathroom, our plumbers arrive within two hours in the city, bring "
                  "the usual spare parts in the van, and clean up before they leave."]),
    ("Emergencies", ["A burst pipe or a flooded kitchen cannot wait: call the emergency line at any hour, and a "
                     "team will shut off the water and make the house safe the same night."]),
]


def test_fallback_takes_every_section_of_a_page_built_of_sections():
    # The `main` is a hero banner; the prose is spread over sibling blocks, the first the largest.
    sections = "".join(
        f"<div class='block'><h2>{title}</h2><div class='block-text'>{''.join(f'<p>{p}</p>' for p in paragraphs)}"
        "</div></div>"
        for title, paragraphs in SERVICES)
    html = ("<html><head><title>Services | Warm Homes</title></head><body>"
            "<main><div class='hero'><p>Warm homes, all year round.</p></div></main>"
            f"<div class='page'>{sections}</div>"
            "<footer><p>Warm Homes Ltd, registered in England.</p></footer></body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert doc.mode == "fallback"
    for title, paragraphs in SERVICES:
        assert title in doc.text
        for paragraph in paragraphs:
            assert paragraph in doc.text
    assert "registered in England" not in doc.text


def test_narrowing_an_article_keeps_its_standfirst_but_not_a_one_line_subtitle():
    lede = ("Die Stadt baut ihr Radwegnetz in der Altstadt aus: Nach zwei Jahren Beratung mit Anwohnern "
            "und Händlern hat der Rat am Dienstag zugestimmt, die Kosten teilt sie mit dem Land.")
    body = "".join(f"<p>{p}</p>" for p in STORY)
    html = ("<html><head><title>Radwege | Tagblatt</title><meta property='og:type' content='article'></head>"
            "<body><main><article><header class='article-header'><h1>Radwege</h1>"
            "<p class='article__subtitle'>Der Rat stimmt zu</p>"
            f"<div class='m-intro'><p class='a-lead'>{lede}</p></div><p class='byline'>Von Jane Reporter</p></header>"
            f"<div class='article-body'>{body}</div><div class='sharing'><a href='/s'>Teilen</a></div></article>"
            "</main></body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert doc.text.startswith(lede + "\n\n" + STORY[0])
    assert "Der Rat stimmt zu" not in doc.text and "Jane Reporter" not in doc.text


def test_narrowing_keeps_a_standfirst_named_teaser():
    lede = ("Nach zwei Jahren Beratung mit Anwohnern und Händlern baut die Stadt ihr Radwegnetz aus; der "
            "erste Abschnitt am Fluss soll im Frühjahr beginnen, die Kosten teilt sie mit dem Land.")
    body = "".join(f"<p>{p}</p>" for p in STORY)
    html = ("<html><head><title>Radwege</title><meta property='og:type' content='article'></head><body><main>"
            f"<article><div class='article-head'><h1>Radwege</h1><p class='article-teaser'>{lede}</p></div>"
            f"<div class='article-text'>{body}</div></article></main></body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert doc.text.startswith(lede + "\n\n" + STORY[0])


def test_narrowing_keeps_an_opening_set_in_a_header_box_its_class_does_not_name():
    # the standfirst sits in the article's header, in a box named "hero-text": not a sibling of the
    # body's container and named by no lede token; the short kicker above it stays out
    opening = ("Seit dem Frühjahr verschickt eine Kanzlei Abmahnungen an Blogger. Wir haben recherchiert, "
               "wer dahintersteckt.")
    body = "".join(f"<p>{p}</p>" for p in STORY)
    html = ("<html><head><title>Abmahnungen</title><meta property='og:type' content='article'></head><body>"
            "<main><article><header class='entry-header'><p class='kicker'>Recht</p><h1>Abmahnungen</h1>"
            f"<div class='hero-text'><p>{opening}</p></div></header>"
            f"<div class='entry-content'>{body}</div></article></main></body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert doc.text.startswith(opening + "\n\n" + STORY[0])
    assert "Recht" not in doc.text


def test_narrowing_keeps_the_paragraphs_of_a_story_split_over_sibling_containers():
    # the story's first paragraph sits in a row of its own, the rest in a later row (narrowed to)
    first = ("Die Behörden beraten nun über das weitere Vorgehen, am Mittwoch sind Gespräche mit den "
             "Kliniken des Landes geplant.")
    body = "".join(f"<p>{p}</p>" for p in STORY)
    html = ("<html><head><title>Virus</title><meta property='og:type' content='article'></head><body>"
            "<main><article><h1>Virus</h1><div class='row'><div class='columns'>"
            f"<p>{first}</p></div></div><div class='row'><div class='ad-slot'></div></div>"
            f"<div class='row'><div class='columns'>{body}</div></div></article></main></body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert first + "\n\n" + STORY[0] in doc.text


def test_narrowing_keeps_a_long_standfirst_set_as_a_subheading_but_not_a_section_heading():
    opening = ("Mit Entsetzen hat der Verband auf die Schüsse an der Universität reagiert, so die Vertretung "
               "der Schützenvereine in einer Meldung von heute; er fordert eine schnelle und gründliche "
               "Aufklärung der Tat.")
    body = "".join(f"<p>{p}</p>" for p in STORY)
    html = ("<html><head><title>Schüsse</title><meta property='og:type' content='article'></head><body>"
            "<main><article><h1>Schüsse</h1><div class='column'><div class='text'>"
            f"<h2>{opening}</h2></div></div><div class='column'><h2>Die Reaktionen im Überblick</h2>"
            f"<div class='text'>{body}</div></div></article></main></body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert doc.text.startswith(opening + "\n\n")
    assert STORY[0] in doc.text
    assert "Reaktionen im Überblick" not in doc.text


def test_narrowing_leaves_out_a_quoted_claim_and_its_attribution_above_the_story():
    claim = ("\u201cThe bridge will be finished next spring, on time and under budget, whatever the critics "
             "say about the contractor.\u201d")
    said = "\u2014 A city councillor on Monday, October 14th, in an interview with a local newspaper"
    body = "".join(f"<p>{p}</p>" for p in STORY)
    html = ("<html><head><title>Bridge</title><meta property='og:type' content='article'></head><body>"
            "<main><article><h1>Bridge</h1><div class='statement'><div class='quote'>"
            f"<p>{claim}</p></div><p>{said}</p></div>"
            f"<div class='article-body'>{body}</div></article></main></body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert doc.text.startswith(STORY[0])
    assert "bridge will be finished" not in doc.text and "city councillor" not in doc.text


def test_a_density_region_takes_in_the_lead_box_set_before_it():
    # no main, no article: the density rule picks the story's container, the lead box (named by its
    # id) sits in the header beside the headline, outside it; a one-line subtitle stays out
    lede = ("Po dwóch latach konsultacji z mieszkańcami i kupcami miasto rozbudowuje sieć ścieżek rowerowych "
            "na starówce; pierwszy odcinek nad rzeką ma powstać wiosną, a kosztami miasto podzieli się z "
            "województwem, jak ogłosiła we wtorek rada.")
    body = "".join(f"<p>{p}</p>" for p in STORY)
    links = "".join(f"<a href='/n/{n}'>Wiadomości z regionu, odcinek numer {n}</a> " for n in range(30))
    html = ("<html><head><title>Ścieżki rowerowe</title><meta property='og:type' content='article'></head>"
            "<body><div class='menu'><a href='/'>Start</a> <a href='/kraj'>Kraj</a></div>"
            "<section class='article_wrapper'><div class='top_section'><h1>Ścieżki rowerowe</h1>"
            "<div class='subtitle'>Rada się zgadza</div>"
            f"<div id='gazeta_article_lead'>{lede}</div></div>"
            f"<div class='middle'><div class='layout'><section class='art_content'>{body}</section></div>"
            f"<div class='more'>{links}</div></div>"
            "</section><div class='footer-links'><a href='/o-nas'>O nas</a></div></body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert doc.mode == "density"
    assert doc.text.startswith(lede + "\n\n" + STORY[0])
    assert "Rada się zgadza" not in doc.text


def test_forum_replies_in_comment_named_containers_stay_but_blog_comments_go():
    html, posts = forum_page()
    blog = html.replace('<meta name="generator" content="XenForo">', "")
    blog = blog.replace("<main><h1>", "<main><div class='post-body'>" + "".join(f"<p>{p}</p>" for p in STORY) + "</div><h1>")
    doc = extract(blog, markdown=False, detect_language=False)
    assert STORY[0] in doc.text
    assert posts[1][1] not in doc.text


def teaser_page() -> str:
    """A product page: the description in a div, three review cards as <article>s below it."""
    description = "".join(f"<p>{p}</p>" for p in STORY)
    cards = "".join(
        f"<article class='review'><h3><a href='/r{i}'>Review {i}</a></h3><p>Good value.</p></article>"
        for i in range(3))
    return (f"<html><head><title>Trailhead Daypack</title></head><body><div class='description'>{description}"
            f"</div><section class='reviews'>{cards}</section></body></html>")


def test_teaser_articles_holding_little_of_the_page_do_not_win():
    doc = extract(teaser_page(), markdown=False, detect_language=False)
    assert doc.mode == "density" and STORY[0] in doc.text
    assert "Review 1" not in doc.text


def test_the_seed_contract_still_takes_the_articles():
    from beam_extract import extract_content
    from beam_extract.parse import parse_html

    regions_found = extract_content(parse_html(teaser_page()))
    body_text = "".join(regions_found[0].itertext())
    assert "Review 1" in body_text and STORY[0] not in body_text


def test_undeclared_thread_whose_replies_hold_the_prose_keeps_them():
    replies = [
        f"Reply {i}: we moved the build to the new toolchain last spring, and the compile times dropped by "
        "half, although the linker still needs a lot of memory on the larger crates, so we split them up "
        "into smaller ones and cached the intermediate artefacts between runs on the shared machines."
        for i in range(5)
    ]
    items = "".join(
        f"<li class='comments_subtree'><div class='comment'><div class='comment_text'><p>{r}</p></div></div></li>"
        for r in replies
    )
    html = (
        "<html><head><title>Project goals for 2024 | Lobsters</title></head><body>"
        "<header>" + " ".join(f"<a href='/t/{i}'>Tag {i}</a>" for i in range(40)) + "</header>"
        "<ol class='stories'><li><div class='story_liner'><a href='https://example.org/goals'>Project goals for "
        "2024</a> via alice<p>The project has published the goals it accepted for the second half of the year, "
        "with an owner for each, a short rationale, and the milestones it expects to reach before the end of "
        "the year, and it asks for comments on each of them.</p></div></li></ol><div id='inside'>"
        f"<ol class='comments'><li class='comments_subtree'><ol class='comments'>{items}</ol></li></ol></div>"
        "<footer>About</footer></body></html>"
    )
    doc = extract(html, markdown=False, detect_language=False)
    for r in replies:
        assert r in doc.text


def test_extract_takes_the_page_kinds_from_the_metadata(monkeypatch):
    # figures and captions go on article pages only: the kinds decide, and they come from read_metadata
    from beam_extract import metadata

    prose = " ".join(["A sentence of the story that carries real words, one of many alike."] * 8)
    page = (f"<html><head><title>T</title></head><body><main><p>{prose}</p>"
            "<figure><img src='a.jpg'><figcaption>A caption under the photo</figcaption></figure></main></body></html>")
    assert "A caption" in extract(page, "https://example.com/a").text
    read = metadata.read_metadata
    monkeypatch.setattr(metadata, "read_metadata",
                        lambda tree, url=None, walked=None: dataclasses.replace(read(tree, url, walked=walked),
                                                                                     kinds=frozenset({"article"})))
    assert "A caption" not in extract(page, "https://example.com/a").text


def streamed_page(product: bool = False) -> str:
    """A React page streamed by its server: the body of the story arrives in a hidden segment at
    the end of the page, to be moved to its template by a script."""
    paragraphs = "".join(f"<p>{p}</p>" for p in STORY)
    kind = '<meta property="og:type" content="product">' if product else ""
    return f"""<!DOCTYPE html><html><head><title>Bike lanes</title>{kind}</head><body>
<nav><a href="/">Home</a> <a href="/news">News</a></nav>
<main><h1>Council expands bike lanes</h1><template id="B:0"></template><div>Loading...</div>
<p>Filed under local news.</p></main>
<footer><p>Copyright 2024 Daily Bugle. All rights reserved by the publisher of this site.</p></footer>
<div hidden id="S:0"><div>{paragraphs}<template id="P:1"></template></div></div>
<div hidden id="S:1"><p>Residents can comment on the plans at the town hall until the end of the month,
the council said in a statement published on its website on Tuesday evening.</p></div>
<div hidden id="S:2"><ul><li><a href="/x">Another story with a long enough title to count</a></li>
<li><a href="/y">Yet another story with a long enough title to count here</a></li>
<li><a href="/z">A third story in the teaser carousel that the page streams</a></li></ul></div>
<template id="B:2"></template>
<script>$RC("B:0","S:0");$RS("S:1","P:1");$RC("B:2","S:2")</script></body></html>"""


def test_streamed_segments_are_placed_where_their_templates_are():
    doc = extract(streamed_page(), "https://example.org/news/bike-lanes")
    for paragraph in STORY:
        assert paragraph in doc.text
    assert "town hall" in doc.text  # a segment nested in another, placed too
    assert doc.text.index(STORY[0]) < doc.text.index("Filed under")  # at its template, in the main
    assert "teaser carousel" not in doc.text  # a segment of links stays hidden


def test_a_streamed_segment_is_judged_on_one_measure_of_its_links(monkeypatch):
    """worth_showing measured a segment's text and links twice (its unlinked length, then its link
    density): once now, with the same verdicts (a story shown, a carousel of links not)."""
    from lxml import etree

    from beam_extract import clean, page_facts

    measured: list = []
    link_lengths = clean.link_lengths
    patch_clean(monkeypatch, "link_lengths", lambda el: measured.append(el) or link_lengths(el))
    story = etree.fromstring(f"<div><p>{STORY[0]}</p><p>{STORY[1]} <a href='/more'>more</a></p></div>")
    carousel = etree.fromstring("<div><ul>" + "".join(f"<li><a href='/{n}'>Another story with a long enough title "
                                                      f"to count, number {n}</a></li>" for n in range(6)) + "</ul></div>")
    assert page_facts.worth_showing(story) and not page_facts.worth_showing(carousel)
    assert measured == [story, carousel]


def test_streamed_segments_stay_hidden_on_product_pages():
    doc = extract(streamed_page(product=True), "https://example.org/shop/item")
    assert doc is None or STORY[0] not in doc.text


def qa_page(qa: bool) -> str:
    schema = '<script type="application/ld+json">{"@type": "QAPage"}</script>' if qa else ""
    posts = "".join(
        f"<div class='answer'><div class='votecell'><div class='js-vote-count'>{n}</div></div>"
        f"<div class='post-text'><p>{STORY[n]}</p></div>"
        "<div class='comments'><ul><li class='comment'>Good point, but the council never says when the "
        "money arrives. Commented Mar 26 at 16:40</li></ul></div></div>" for n in range(3))
    return f"""<html><head><title>Bike lanes?</title>
<meta name="generator" content="Discourse 3.1">{schema}</head><body><main>{posts}</main></body></html>"""


def test_qa_page_keeps_answers_and_drops_comments_and_votes():
    doc = extract(qa_page(qa=True), "https://example.org/q/1")
    for paragraph in STORY:
        assert paragraph in doc.text
    assert "Good point" not in doc.text
    assert "\n1\n" not in f"\n{doc.text}\n"  # the vote counts, post chrome
    thread = extract(qa_page(qa=False), "https://example.org/t/1")  # a forum thread: comments are replies
    assert "Good point" in thread.text


def shop_page(kind: str) -> str:
    paragraphs = "".join(f"<p>{p}</p>" for p in STORY)
    reviews = "".join(
        f"<div class='review'><h5>Review {n}</h5><p>Bought it for my commute and it works well, "
        "though the strap is a little short for me.</p></div>" for n in range(3))
    return f"""<html><head><title>Bike lane kit</title><meta property="og:type" content="{kind}"></head>
<body><main><h1>Bike lane kit</h1><div class="description">{paragraphs}</div>
<div class="reviews-block">{reviews}</div></main></body></html>"""


def test_product_page_drops_customer_reviews_but_a_review_article_keeps_them():
    doc = extract(shop_page("product"), "https://example.org/shop/kit")
    assert STORY[0] in doc.text and "strap is a little short" not in doc.text
    microdata = shop_page("website").replace("<main>", "<main itemscope itemtype='https://schema.org/Product'>")
    doc = extract(microdata, "https://example.org/shop/kit")
    assert STORY[0] in doc.text and "strap is a little short" not in doc.text
    story = extract(shop_page("article"), "https://example.org/news/kit")
    assert "strap is a little short" in story.text


def test_undeclared_shop_page_with_a_buy_button_drops_customer_reviews():
    # No og:type, no JSON-LD, no microdata: the buy button says it is a shop's page.
    undeclared = shop_page("website").replace('<meta property="og:type" content="website">', "")
    doc = extract(undeclared, "https://example.org/shop/kit")
    assert "strap is a little short" in doc.text  # nothing says shop: the reviews stay
    for control in ("<button type='submit'><span>Add to Cart</span></button>",
                    "<input type='submit' value='In den Warenkorb'>",
                    "<form action='/cart/add' method='post'><input type='hidden' name='id' value='7'></form>"):
        page = undeclared.replace("</h1>", f"</h1>{control}")
        doc = extract(page, "https://example.org/shop/kit")
        assert STORY[0] in doc.text and "strap is a little short" not in doc.text, control
    newsletter = undeclared.replace("</h1>", "</h1><button type='submit'>Subscribe now</button>")
    assert "strap is a little short" in extract(newsletter, "https://example.org/shop/kit").text


def priced_page(og_type: str, json_ld: str = "") -> str:
    paragraphs = "".join(f"<p>{p}</p>" for p in STORY)
    return f"""<html><head><title>Bike lane kit</title><meta property="og:type" content="{og_type}">
<script type="application/ld+json">{json_ld}</script></head>
<body><main><h1>Bike lane kit</h1><div class="price-box"><span>$24.99</span></div>
<div>Regular price: €29,90</div><div class="description">{paragraphs}</div>
<p>Shipping: + $4.99 delivery</p></main></body></html>"""


def test_one_products_page_drops_its_lone_price_lines_but_a_category_page_keeps_them():
    doc = extract(priced_page("product"), "https://example.org/shop/kit")
    assert STORY[0] in doc.text and STORY[2] in doc.text
    assert "24.99" not in doc.text and "29,90" not in doc.text and "4.99" not in doc.text
    for og_type, json_ld in (("product.group", ""), ("website", '{"@type": "ItemList", "x": "Product"}'),
                             ("product", '[{"@type": "Product"}, {"@type": "Product"}]')):
        listing = extract(priced_page(og_type, json_ld), "https://example.org/shop/kits")
        assert "24.99" in listing.text and "29,90" in listing.text, og_type


def test_one_products_page_keeps_one_copy_of_a_repeated_feature_block():
    feature = "<div><h3>Made for rain and dust</h3><p>Every seam is taped and the zips are sealed.</p></div>"
    page = priced_page("product").replace("<div class=\"description\">", f"{feature}{feature}<div class=\"description\">")
    doc = extract(page, "https://example.org/shop/kit")
    assert doc.text.count("Every seam is taped") == 1 and STORY[0] in doc.text


def test_a_breadcrumb_marked_main_gives_way_to_the_fuller_main_landmark():
    paragraphs = "".join(f"<p>{p}</p>" for p in STORY)
    page = f"""<html><head><title>Bike lanes</title></head><body>
<section role="main"><a href="/">Home</a> / <a href="/news">News</a></section>
<div class="layout"><div role="main"><h1>Council expands bike lanes</h1>{paragraphs}</div>
<div class="sidebar-first"><p>Opening hours of the town hall, Monday to Friday, nine to five, closed on holidays.</p></div></div>
</body></html>"""
    doc = extract(page, "https://example.org/news/bike-lanes")
    assert doc.mode == "main"
    for paragraph in STORY:
        assert paragraph in doc.text
    assert "Opening hours" not in doc.text


def test_valid_utf8_bytes_are_parsed_as_they_are(monkeypatch):
    """Bytes that are valid UTF-8 (no BOM) go to libxml2 as given, not decoded and encoded again;
    the Document is the one the decoded text gives. A BOM, bytes the decoder replaced and other
    encodings take the text's own UTF-8."""
    from beam_extract import extractor, parse

    given: list = []
    parse_page = parse.parse_page

    def spy(html, url=None, *, utf8=None):
        given.append(utf8)
        return parse_page(html, url, utf8=utf8)

    monkeypatch.setattr(extractor.parse, "parse_page", spy)
    body = "<html><body><article><p>" + "Grüße aus Köln, eine längere Zeile Text. " * 8 + "</p></article></body></html>"
    cases = {
        body.encode("utf-8"): True,
        body.replace("Köln", "K\x00öln").encode("utf-8"): True,
        b"\xef\xbb\xbf" + body.encode("utf-8"): False,
        body.encode("utf-8") + b"\xe2\x82": False,  # cut inside its last character: U+FFFD
        body.encode("cp1252"): False,
    }
    for raw, as_given in cases.items():
        given.clear()
        from_bytes = extract(raw, "https://example.com/a")
        assert given == [raw if as_given else None]
        text = raw.decode("utf-8-sig", "replace") if as_given or raw.startswith(b"\xef") or raw.endswith(b"\x82") \
            else raw.decode("cp1252")
        from_text = extract(text, "https://example.com/a")
        assert from_bytes is not None and from_text is not None
        assert from_bytes.text == from_text.text and from_bytes.markdown == from_text.markdown


def test_narrowing_keeps_the_opening_paragraphs_right_before_the_body_container():
    opening = ("Angst ist ein unausweichlicher Bestandteil der menschlichen Erfahrung, und doch wissen die "
               "wenigsten, was dabei im Körper geschieht.")
    body = "".join(f"<div><p>{p}</p></div>" for p in STORY)
    html = ("<html><head><title>Angst</title><meta property='og:type' content='article'></head><body>"
            f"<div class='news'><div class='news-main-text'><p>{opening}</p><div>{body}</div></div></div>"
            "<div class='more'><p><a href='/x'>Eine andere Geschichte, die nichts damit zu tun hat</a></p></div>"
            "</body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert doc.text.startswith(opening + "\n\n" + STORY[0])


def test_narrowing_keeps_the_opening_before_the_wrappers_of_the_body_container():
    # HubSpot's post body: the opening lines as bare divs, then the body container inside a wrapper
    # that holds nothing else; the opening stands before the wrapper, not before the container
    opening = ("Yes, it is hard. If it was easy, it would not be asked of every student, and it would not push "
               "anyone to look deeper into what they have done so far and why.")
    body = "".join(f"<div>{p}</div>" for p in STORY)
    html = ("<html><head><title>Essays</title><meta property='og:type' content='article'></head><body>"
            f"<div class='post-body'><span class='rich-text'><div>{opening}</div><div>&nbsp;</div>"
            f"<div><div><div>{body}</div></div></div></span></div>"
            "<div class='more'><p><a href='/x'>Another story that has nothing to do with this one</a></p></div>"
            "</body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert doc.text.startswith(opening + "\n\n" + STORY[0])


def test_narrowing_keeps_the_storys_own_paragraphs_around_a_section_of_it():
    # an article whose paragraphs sit in its container, with one section (the steps) in a group
    # box of its own: the group holds most of the prose, the story around it is no boilerplate
    intro = ("Refinishing an old dresser looks like a daunting task, but it does not have to be: here is the "
             "whole project, step by step, with the tools and the paint we used.")
    supplies = ("Most of the supplies came from the hardware store around the corner, and the rest, the "
                "stripper and the brushes, were ordered online for a few dollars each.")
    outro = "So there you have it: a dresser as good as new, and a weekend well spent on it, for under a hundred dollars."
    html = ("<html><head><title>Guide</title><meta property='og:type' content='article'></head><body>"
            f"<div class='entry-content'><p>{intro}</p><h2>Supplies</h2><p>{supplies}</p><h2>Steps</h2>"
            f"<div class='group'><div class='inner'>{''.join(f'<p>{p}</p>' for p in STORY * 2 + STORY[:1])}</div></div>"
            f"<p>{outro}</p></div></body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert doc.text.startswith(intro) and supplies in doc.text


def test_an_article_with_few_paragraphs_is_not_narrowed_to_them():
    lines = "<br>".join(STORY)
    html = ("<html><head><title>Review</title><meta property='og:type' content='article'></head><body>"
            f"<div class='article'><span class='leader'>{lines}</span>"
            "<div class='note'><p>We may earn a commission on products bought through our links.</p></div>"
            "</div></body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert all(line in doc.text for line in STORY)


def test_the_opening_paragraph_is_kept_across_an_emptied_ad_slot():
    opening = ("Angst ist ein unausweichlicher Bestandteil der menschlichen Erfahrung, und doch wissen die "
               "wenigsten, was dabei im Körper geschieht.")
    body = "".join(f"<div><p>{p}</p></div>" for p in STORY)
    html = ("<html><head><title>Angst</title><meta property='og:type' content='article'></head><body>"
            f"<div class='news-main-text'><p>{opening}</p><div class='pub'><div class='slot'>"
            "<script>render('ad')</script></div></div><div>{body}</div></div></body></html>").replace("{body}", body)
    doc = extract(html, markdown=False, detect_language=False)
    assert doc.text.startswith(opening + "\n\n" + STORY[0])


BARE_OPENINGS = {
    "fr": ("La firme a été condamnée lundi à payer la somme record de deux milliards de dollars de dommages et "
           "intérêts à deux personnes atteintes de cancers, qui attribuent leur maladie à l’herbicide."),
    "hu": ("Léteznek olyan ünnepek, melyeknek nem igazán vannak hazai hagyományai, ám mégis beszivárogtak a "
           "köztudatba, és ma már szinte minden családban megünneplik őket valamilyen formában."),
    "de": ("Seit Jahrzehnten beschäftigt sich der Essayist mit der Melancholie, und sein neues Buch fasst nun "
           "zusammen, was er über ihren Wandel von der Antike bis zur Gegenwart herausgefunden hat."),
}


def _bare_opening_page(opening: str) -> str:
    """An article whose opening is a `div` of bare text (no `p`) before the body's container."""
    body = "".join(f"<p>{p}</p>" for p in STORY * 2)
    return ("<html><head><title>Story</title><meta property='og:type' content='article'></head><body>"
            f"<div class='article_body wysiwyg'><div class='article_facts'>{opening}</div>"
            f"<div class='reserved'>{body}</div></div>"
            "<div class='more'><p><a href='/x'>Eine andere Geschichte, die nichts damit zu tun hat</a></p></div>"
            "</body></html>")


@pytest.mark.parametrize("language", sorted(BARE_OPENINGS))
def test_narrowing_keeps_an_opening_set_as_a_div_of_bare_text(language):
    opening = BARE_OPENINGS[language]
    doc = extract(_bare_opening_page(opening), markdown=False, detect_language=False)
    assert doc.text.startswith(opening + "\n\n" + STORY[0])


def test_narrowing_leaves_out_a_short_bare_div_or_one_holding_blocks():
    # the guard: a kicker line under a standfirst's length, and a box of blocks, stay out as before
    kicker = "Tipps der Redaktion für die schönsten Veranstaltungen des Monats September."
    doc = extract(_bare_opening_page(kicker), markdown=False, detect_language=False)
    assert doc.text.startswith(STORY[0])
    box = f"{BARE_OPENINGS['de']}<div>{BARE_OPENINGS['fr']}</div>"
    doc = extract(_bare_opening_page(box), markdown=False, detect_language=False)
    assert doc.text.startswith(STORY[0])


def moderated_thread_page() -> str:
    """A thread whose posts sit in a page-wide moderation form (as SMF and Invision render it),
    under a topic header and beside a menu holding more text than the thread."""
    posts = "".join(
        f'<div class="post_wrapper"><div class="poster">member{i}</div>'
        f'<div class="inner">Reply {i} says that the pump, once primed, runs for hours; the seal, '
        f'the impeller and the housing were all replaced, and the noise is gone now, thanks to the '
        f'advice given here by everyone who answered, which was most helpful indeed.</div></div>'
        for i in range(5))
    menu = "".join(f'<li><a href="/board{i}">Board number {i} of the forum</a></li>' for i in range(60))
    return (
        "<html><head><title>Pump noise</title></head><body>"
        f"<div id='menu'><ul>{menu}</ul></div>"
        "<div id='display_head'><h2>Pump noise after the repair</h2>"
        "<p>Started by member0, June 4, 2024, 11:23 AM in the plumbing board</p></div>"
        f"<form id='quickModForm' method='post' action='/mod'>{posts}</form>"
        "<div id='credits'>Forum software by volunteers</div>"
        "</body></html>"
    )


def test_thread_inside_a_moderation_form_is_the_content():
    doc = extract(moderated_thread_page(), "https://forum.example/topic/1")
    assert doc is not None
    for i in range(5):
        assert f"Reply {i} says" in doc.text


TEASERS = [
    "Harbour festival returns with boat parade and fireworks over the bay this summer weekend.",
    "New library branch opens in the east district with a children's reading room and cafe.",
    "Night buses to run every twenty minutes on weekends from next month, the operator says.",
]


def wordpress_post_page(card_tag: str) -> str:
    """A WordPress post whose theme renders a loop of related posts (each one a post too) inside it."""
    paragraphs = "".join(f"<p>{p}</p>" for p in STORY)
    cards = "".join(
        f'<{card_tag} class="grid-item post-{n} post type-post status-publish hentry category-news">'
        f'<h3><a href="/p{n}">Story {n}</a></h3><p>{teaser}</p><p>March {n}, 2024</p></{card_tag}>'
        for n, teaser in enumerate(TEASERS, 1))
    return f"""<html><head><title>Bike lanes</title></head><body class="single single-post postid-9">
<div class="site-content"><div class="single post-9 post type-post status-publish hentry category-news">
<h1>Council expands bike lanes</h1><div class="post-body">{paragraphs}</div>
<div class="loop-grid">{cards}</div></div></div></body></html>"""


@pytest.mark.parametrize("card_tag", ["div", "article"])
@pytest.mark.parametrize("own_id", [True, False])
def test_other_posts_on_a_single_posts_page_are_teasers_not_content(card_tag, own_id):
    page = wordpress_post_page(card_tag)
    if not own_id:  # a theme that leaves the id out of its post's class
        page = page.replace("single post-9 post", "single post")
    doc = extract(page, "https://example.org/news/bike-lanes")
    for paragraph in STORY:
        assert paragraph in doc.text
    for teaser in TEASERS:
        assert teaser not in doc.text


def test_other_posts_outweighing_a_single_post_are_still_teasers():
    # a theme that leaves its post's <article> unclosed nests the loop of "more posts" in it: the
    # cards (here three times the post's text) outweigh the post, which still tells a story of its own
    page = wordpress_post_page("article").replace("<p>March", f"<p>{' '.join(TEASERS)}</p><p>March")
    page = page.replace('<div class="single post-9', '<article class="single post-9').replace(
        "</div></div></div></body>", "</div></article></div></body>")
    doc = extract(page, "https://example.org/news/bike-lanes")
    for paragraph in STORY:
        assert paragraph in doc.text
    for teaser in TEASERS:
        assert teaser not in doc.text


def test_posts_inside_a_page_post_are_its_listing():
    page = wordpress_post_page("div").replace("single-post postid-9", "page page-id-9").replace(
        "single post-9 post type-post", "single post-9 page type-page")
    doc = extract(page, "https://example.org/news")
    assert all(teaser in doc.text for teaser in TEASERS)


def carousel_page(json_ld: str, list_class: str = "carousel") -> str:
    paragraphs = "".join(f"<p>{p}</p>" for p in STORY)
    cards = "".join(f'<li><a href="/p/{n}"><img src="/i/{n}.jpg">Lane marker set {n}</a>'
                    f'<p>Reflective road studs, pack of {n}0</p><span>${n}9.99</span></li>' for n in range(1, 5))
    return f"""<html><head><title>Bike lane kit</title><meta property="og:type" content="product">
<script type="application/ld+json">{json_ld}</script></head>
<body><main><h1>Bike lane kit</h1><div class="description">{paragraphs}</div>
<h2>Explore more items</h2><ul class="{list_class}">{cards}</ul></main></body></html>"""


def test_one_products_page_drops_a_carousel_of_priced_product_cards():
    doc = extract(carousel_page('{"@type": "Product", "name": "Bike lane kit"}'), "https://example.org/shop/kit")
    assert STORY[0] in doc.text and STORY[2] in doc.text
    assert "Lane marker set" not in doc.text and "pack of 30" not in doc.text
    # og:type alone is no description of a product: some shops set it on their category pages,
    # whose grid is their content (a list named as a carousel goes there too, as on a shop's other pages)
    category = extract(carousel_page("", list_class="products"), "https://example.org/shop/lanes")
    assert "pack of 30" in category.text


def test_one_products_page_drops_its_variant_pickers():
    picker = ('<div class="product-swatches"><p>Colour: Venom</p><span>Venom</span><span>Navy</span>'
              '<span>Black Forest Green</span></div><ul class="size-selector"><li>20 oz</li><li>30 oz</li></ul>')
    page = priced_page("product").replace('<div class="description">', f'{picker}<div class="description">')
    doc = extract(page, "https://example.org/shop/kit")
    assert STORY[0] in doc.text and STORY[2] in doc.text
    assert "Venom" not in doc.text and "Black Forest Green" not in doc.text and "30 oz" not in doc.text


def test_density_choice_of_one_section_widens_to_the_sections_like_it():
    # A page built of sibling "module" sections: the testimonials' one long quote outscores the
    # service blocks' paragraphs for density, though the blocks hold most of the page's prose.
    quote = ("We called on a freezing Sunday morning when the boiler stopped and the house was cold and the "
             "engineer arrived within the hour and found the fault and fixed it and came back the next week to "
             "check on it without being asked, which is the kind of service we had given up hoping for") * 5
    services = "".join(
        f"<section class='module module-service'><h2>{title}</h2>{''.join(f'<p>{p}</p>' for p in paragraphs) * 8}"
        "</section>" for title, paragraphs in SERVICES)
    menu = "".join(f"<li><a href='/area/{i}'>Heating engineers in district number {i}</a></li>" for i in range(300))
    html = ("<html><head><title>Services | Warm Homes</title></head><body>"
            f"<header><nav><ul>{menu}</ul></nav></header>{services}"
            f"<section class='module module-testimonials'><h2>What customers say</h2><blockquote>{quote}</blockquote>"
            f"</section><footer><ul>{menu}</ul><p>Warm Homes Ltd, registered in England.</p></footer></body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert doc.mode == "density"
    for title, paragraphs in SERVICES:
        assert title in doc.text and paragraphs[0] in doc.text
    assert "freezing Sunday morning" in doc.text
    assert "district number" not in doc.text and "registered in England" not in doc.text


def test_technical_writing_keeps_its_cross_references():
    # A manual's page declared an article: its contents list and "see" links are its own, and the
    # code block says it is technical writing, which is not pruned by link density.
    prose = ("An index lets the database find rows without reading the whole table, at the cost of "
             "slower writes and the disk space the index takes.")
    contents = "".join(f"<li><a href='indexes-{i}.html'>11.{i}. Index chapter {i}</a></li>" for i in range(1, 7))
    def page(code: str) -> str:
        return ("<html><head><title>Indexes</title><meta property='og:type' content='article'></head><body>"
                f"<main><h1>Indexes</h1><p>{prose}</p><ul>{contents}</ul><p>{prose}</p>{code}"
                f"<p>{prose} See <a href='sql-createindex.html'>CREATE INDEX</a>.</p></main></body></html>")
    technical = extract(page("<pre>CREATE INDEX test1_id_index ON test1 (id);</pre>"), markdown=False,
                        detect_language=False)
    assert "Index chapter 3" in technical.text
    plain = extract(page(""), markdown=False, detect_language=False)
    assert "Index chapter 3" not in plain.text  # without code, a link list in a story is pruned


def undeclared_board(chrome: str) -> str:
    """A phpBB-like thread page that declares nothing (no generator, no schema.org)."""
    posts = "".join(
        f"<div class='post'><dl class='postprofile'>{chrome}</dl>"
        f"<div class='postbody'><p>Reply number {i} explains how the sensor resets after the firmware"
        " update, which pins were checked, and what finally fixed the fault on the bench.</p></div>"
        "<div class='signature'>Sent from my workshop bench, soldering iron still warm</div></div>"
        for i in range(4))
    return (f"<html><head><title>Sensor resets - Board</title></head><body>"
            f"<div id='page-body'><h2>Sensor resets</h2>{posts}</div></body></html>")


def test_post_chrome_of_an_undeclared_thread_goes():
    doc = extract(undeclared_board("<dt>bob</dt><dd>Posts: 512</dd><dd>Location: Leeds</dd>"),
                  "https://board.example/viewtopic.php?t=1")
    assert "Reply number 3 explains" in doc.text
    assert "Location: Leeds" not in doc.text
    assert "soldering iron still warm" not in doc.text


def test_one_kind_of_chrome_repeated_on_an_undeclared_page_stays():
    # A chart naming each rating's vote count "voteCount": no thread, the counts are its content.
    rows = "".join(f"<li><h3>Film number {i} of the weekly chart with its story told</h3>"
                   f"<span class='rating-voteCount'>({i}2K votes)</span>"
                   "<p>A long description of the film, its cast, its director and why people watch it.</p></li>"
                   for i in range(5))
    doc = extract(f"<html><head><title>Chart</title></head><body><main><ul>{rows}</ul></main></body></html>",
                  "https://films.example/chart")
    assert "(42K votes)" in doc.text


def test_a_reply_quoting_an_earlier_post_of_the_thread_loses_the_quote():
    first = ("My sensor resets every few minutes since the firmware update, even with a fresh battery"
             " and new wiring, and the log shows nothing useful before each reset.")
    fix = "Roll back to the previous firmware and the resets stop at once, it worked fine for me."
    posts = [("alice", f"<p>{first}</p>"),
             ("bob", f"<blockquote><div>alice said:</div><div>{first}</div></blockquote>"
                     f"<p>{fix}</p>"),
             ("carol", f"<blockquote><div>bob said:</div><div>{fix}</div></blockquote>"
                       "<p>Rolling back fixed mine as well, thank you both for the quick answers.</p>")]
    items = "".join(f"<li class='message'><h4>{who}</h4><div class='message-body'>{body}</div></li>"
                    for who, body in posts)
    html = (f"<html><head><title>Sensor resets</title><meta name='generator' content='XenForo'></head>"
            f"<body><main><ol class='message-list'>{items}</ol></main></body></html>")
    doc = extract(html, "https://forum.example/t/9")
    assert doc.text.count("My sensor resets every few minutes") == 1
    assert "alice said:" not in doc.text
    assert "bob said:" in doc.text  # a short quote stays
    assert doc.text.count(fix) == 2
    assert "Rolling back fixed mine" in doc.text


def test_post_titles_repeating_the_thread_title_go_but_names_stay():
    posts = "".join(
        f"<div class='post'><h3>{'' if i == 0 else 'Re: '}Sensor resets after the update</h3>"
        f"<h4>poster{i % 2}</h4><p>Reply number {i} tells what was tried on the bench today and what"
        " the logs showed after each reset of the sensor board.</p></div>" for i in range(6))
    html = (f"<html><head><title>Sensor resets after the update</title><meta name='generator' content='phpBB'>"
            f"</head><body><div id='page-body'>{posts}</div></body></html>")
    doc = extract(html, "https://board.example/viewtopic.php?t=2")
    assert "Sensor resets after the update" not in doc.text
    assert "Reply number 3 tells" in doc.text
    assert doc.text.count("poster1") == 3  # a name repeated without a reply prefix stays


def test_lone_numbers_of_a_thread_go_but_numbers_in_lines_and_tables_stay():
    posts = "".join(
        f"<li class='message'><div class='post-number'>#{i}</div><h4>poster{i}</h4>"
        f"<p>Reply {i} says the sensor reset <span>{i + 3}</span> times overnight after the update"
        " and the logs showed nothing unusual at all.</p><div class='likes'>1{i}</div></li>" for i in range(3))
    table = "<table><tr><td>Voltage</td><td>5</td></tr><tr><td>Current</td><td>12</td></tr></table>"
    html = (f"<html><head><title>Resets</title><meta name='generator' content='XenForo'></head>"
            f"<body><main><ol class='message-list'>{posts}</ol>{table}</main></body></html>")
    doc = extract(html, "https://forum.example/t/11")
    lines = doc.text.split("\n")
    assert "#1" not in lines and "12" not in lines
    assert "reset 5 times overnight" in doc.text
    assert "Current\t12" in doc.text and "Voltage\t5" in doc.text


# --- doubly decoded text (mojibake.mojibake_repair) -------------------------------------------

MOJIBAKE_STORY = [
    "Artificial intelligence isn\u2019t just changing how we optimise websites \u2014 it\u2019s "
    "reshaping what \u201csearch\u201d means for every shop, caf\u00e9 and newsroom in the city.",
    "Traffic from answer engines grew 22\u00a0percent last year\u2026 and the owners we spoke to "
    "expect the share to double before the next season begins in the spring.",
]


def mojibake_page(paragraphs: list[str]) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return ("<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>AI and search</title>"
            "<meta property='og:type' content='article'></head><body><nav><a href='/'>Home</a></nav>"
            f"<article><h2>How search changes</h2>{body}</article><footer>Footer</footer></body></html>")


def as_entities(text: str) -> str:
    return "".join(c if ord(c) < 128 else f"&#{ord(c)};" for c in text)


@pytest.mark.parametrize("written", ["bytes", "entities"])
def test_doubly_decoded_article_is_repaired_in_text_markdown_and_html(written):
    broken = [p.encode("utf-8").decode("cp1252", "beam-extract-windows-1252") for p in MOJIBAKE_STORY]
    # the page's UTF-8 bytes hold the wrongly read characters, or its entities do
    # ("&acirc;&euro;&trade;", which no decoding of the bytes can see)
    entities = [as_entities(p) for p in broken]
    page = mojibake_page(broken).encode("utf-8") if written == "bytes" else mojibake_page(entities)
    doc = extract(page, "https://news.example/ai-search")
    assert doc is not None
    def spaced(text: str) -> str:
        return text.replace("\u00a0", " ")

    for paragraph in MOJIBAKE_STORY:
        assert spaced(paragraph) in spaced(doc.text)
        assert spaced(paragraph.split("\u2014")[0]) in spaced(doc.markdown)
    assert "isn\u2019t" in doc.html
    assert "\u00e2\u20ac" not in doc.text + doc.markdown + doc.html


def test_correct_french_article_is_left_as_it_is():
    french = [
        "\u00ab\u00a0Il est arriv\u00e9\u00a0\u00bb, dit l\u2019\u00e9picier \u00e0 la f\u00eate du "
        "village, o\u00f9 les \u00e9l\u00e8ves \u00e9taient tr\u00e8s contents de leur journ\u00e9e.",
        "\u00c7a co\u00fbte cher\u00a0? Bient\u00f4t, r\u00e9pondit-il\u2026 Fu\u00df\u00adball und "
        "Gr\u00fc\u00df\u2019 Gott, sagten die G\u00e4ste aus M\u00fcnchen.",
    ]
    doc = extract(mojibake_page(french).encode("utf-8"), "https://news.example/fr")
    assert doc is not None
    for paragraph in french:
        assert paragraph.replace("\u00a0", " ") in doc.text.replace("\u00a0", " ")


def test_repairing_mojibake_beside_a_control_the_parser_kept_gives_a_document():
    doc = extract("\x1f<html><body><p>\x1fCaf\u00c3\u00a9 \u00e2\u20ac\u201c open</p></body></html>", None)
    assert doc is not None and "Caf\u00e9 \u2013 open" in doc.text


_IMPORT_WITH_COLLECTIONS_COUNTED = """
import gc, json, sys
if sys.argv[1] == "off":
    gc.disable()
full = []
gc.callbacks.append(lambda phase, info: phase == "start" and info["generation"] == 2 and full.append(1))
import beam_extract
print(json.dumps({"full": len(full), "enabled": gc.isenabled()}))
"""


@pytest.mark.parametrize("collector", ["on", "off"])
def test_the_package_loads_with_the_collector_paused_and_set_back_after(collector):
    """2026-12-05: the collections that loading the package's vocabularies and patterns set off (5
    full ones among them) were ~0.4 s of every process's start; the collector is left as it was."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")]))}
    out = subprocess.run([sys.executable, "-c", _IMPORT_WITH_COLLECTIONS_COUNTED, collector], cwd=root, env=env,
                         capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == {"full": 0, "enabled": collector == "on"}


def test_the_cyclic_collector_is_paused_while_a_page_is_extracted_and_set_back_after(monkeypatch):
    """No collection pass runs inside an extraction (a tree walk's proxies set off full passes of
    10-22 ms); the collector is left as it was found, after a Document, None or an error."""
    import gc

    from beam_extract import PageTooLarge, text

    seen = []
    render = text.render_text
    monkeypatch.setattr(text, "render_text", lambda root: seen.append(gc.isenabled()) or render(root))
    page = "<html><body><article><p>" + "Words of the story. " * 20 + "</p></article></body></html>"
    was = gc.isenabled()
    try:
        gc.enable()
        assert extract(page) is not None
        assert seen and not any(seen) and gc.isenabled()
        assert extract("<html><body></body></html>") is None and gc.isenabled()
        with pytest.raises(PageTooLarge):
            extract(page, max_bytes=10)
        assert gc.isenabled()
        gc.disable()  # a caller that runs without the collector keeps it off
        assert extract(page) is not None and not gc.isenabled()
    finally:
        (gc.enable if was else gc.disable)()


def test_a_column_of_cut_off_teasers_is_not_taken_for_the_article():
    teasers = "".join(
        f"<li><a href='/n{i}'>Council story number {i} of the week in the old town</a> <span>NEW DELHI: The "
        f"council met again on Tuesday, and after a long debate about traffic, parking and the market "
        f"traders, members agreed to come back to the question of the bridge, the river path and the "
        f"school run, which residents say is...</span></li>" for i in range(8))
    body = "".join(f"<p>{p}</p>" for p in STORY)
    html = ("<html><head><title>Bike lanes</title><meta property='og:type' content='article'></head><body>"
            "<div class='boxed'><div class='content'><div class='main-left'>"
            f"<div class='breaking-news'><div class='breaking-title'><b>Breaking News</b></div>"
            f"<div class='breaking-block'><ul>{teasers}</ul></div></div>"
            f"<div class='main-article'><h1>Bike lanes</h1><div class='shortcode-content'>{body}</div></div>"
            "</div></div></div></body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert doc.text == "\n\n".join(STORY)


def test_a_pull_quote_set_in_a_figure_stays_on_an_article_page():
    quote = ("Nobody who cycles to work every day wants to go back to sitting in traffic, and the numbers "
             "from the first section prove it.")
    figure = (f"<figure class='quote-block'><blockquote><p>{quote}</p></blockquote>"
              "<figcaption>Anna Weber, head of transport</figcaption></figure>")
    photo = "<figure><img src='a.jpg' alt=''><figcaption>Photo: Jane Doe / Agency</figcaption></figure>"
    paragraphs = [f"<p>{p}</p>" for p in STORY]
    html = ("<html><head><title>Bike lanes</title><meta property='og:type' content='article'></head><body>"
            f"<article><h1>Bike lanes</h1>{paragraphs[0]}{figure}{paragraphs[1]}{photo}{paragraphs[2]}</article>"
            "</body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert quote in doc.text and "Anna Weber" in doc.text
    assert "Photo: Jane Doe" not in doc.text


def test_a_comparison_table_in_a_figure_stays_and_the_story_is_not_narrowed_to_it():
    rows = "".join(
        f"<tr><td>Model {i}</td><td>Folds in a few seconds, weighs {10 + i} kg, rides {20 + i} km on a charge, "
        f"and costs less than the models of last year, with a warranty of {i} years.</td></tr>" for i in range(12))
    table = f"<figure class='comparison-table'><div class='table-wrapper'><table>{rows}</table></div></figure>"
    paragraphs = "".join(f"<p>{p}</p>" for p in STORY)
    html = ("<html><head><title>Scooters</title><meta property='og:type' content='article'></head><body>"
            f"<div class='article-content'><h1>Scooters</h1>{paragraphs}{table}</div></body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert all(p in doc.text for p in STORY)
    assert "Model 11" in doc.text and "warranty of 5 years" in doc.text


FRAMESET_PAGE = ("<html><head><title>Harbour</title></head><frameset cols='*,*'><frame src='/menu.html'>"
                 "<noframes><body><h1>Harbour news</h1><p>The bridge and the quay reopen on Monday, after "
                 "two years of works, the city says.</p></body></noframes></frameset></html>")


def test_extract_tree_reads_a_frameset_pages_noframes_as_extract_does():
    """2026-12-02: only extract() read the noframes markup (after parse_html), so extract_tree on
    a tree from parse_html found no text on a frameset page."""
    from beam_extract import parse
    from beam_extract.extractor import extract_tree

    tree = parse.parse_html(FRAMESET_PAGE, "https://q.example/")
    doc = extract_tree(tree, "https://q.example/", ExtractOptions())
    assert doc is not None and "The bridge and the quay reopen" in doc.text
    assert extract(FRAMESET_PAGE, "https://q.example/").text == doc.text


@pytest.mark.parametrize("coding", ["gzip", "zstd", "zlib", "brotli", "deflate", "gzip-in-gzip"])
def test_a_page_in_a_content_coding_nobody_named_is_decoded(coding):
    """2026-12-02: a compressed page given as bytes (a WARC body whose server named no
    Content-Encoding) was refused as not-html ("gzip", "binary")."""
    import gzip
    import zlib

    import brotli
    import zstandard

    page = (b"<html><head><title>Bridge</title></head><body><article><p>The harbour bridge reopens on Monday "
            b"after two years of works, the city council said.</p></article></body></html>")
    coded = {
        "gzip": gzip.compress(page), "zstd": zstandard.ZstdCompressor().compress(page),
        "zlib": zlib.compress(page), "brotli": brotli.compress(page),
        "deflate": zlib.compress(page)[2:-4], "gzip-in-gzip": gzip.compress(gzip.compress(page)),
    }[coding]
    assert "The harbour bridge reopens" in extract(coded).text


def test_bytes_that_decode_to_no_page_keep_their_name():
    import gzip

    from beam_extract import NotHtml, PageTooLarge

    for data, kind in [(gzip.compress(bytes(range(256)) * 40), "gzip"), (bytes(range(256)) * 40, "binary"),
                       (gzip.compress(b"<p>x</p>")[:10] + b"\xff" * 300, "gzip"), (b"%PDF-1.4 " + b"\x00" * 300, "pdf")]:
        with pytest.raises(NotHtml) as raised:
            extract(data)
        assert raised.value.kind == kind
    with pytest.raises(PageTooLarge):
        extract(gzip.compress(b"<p>words</p>" * 100_000), max_bytes=100_000)


# --- memory: what extract() keeps between pages ------------------------------------------------------

def _module_memos() -> dict:
    """Every module-level dict, set and list of the extractor's modules, and every functools cache:
    id(the object) -> (its names as module.name, the object, its size now)."""
    import sys

    found: dict = {}
    for module_name, module in list(sys.modules.items()):
        if module_name != "beam_extract" and not module_name.startswith("beam_extract."):
            continue
        for name, value in vars(module).items():
            if name.startswith("__"):
                continue
            if isinstance(value, (dict, set, list)):
                size = len(value)
            elif callable(getattr(value, "cache_info", None)):
                size = value.cache_info().currsize
            else:
                continue
            names = found[id(value)][0] if id(value) in found else []
            found[id(value)] = ([*names, f"{module_name}.{name}"], value, size)
    return found


def _memo_bounds() -> dict:
    """The memos extract() may fill: id(the memo) -> the most entries it may hold."""
    from beam_extract import blocks, content_markup, dom, markdown, parse, text, urls

    return {id(memo): bound for memo, bound in [
        (tokens._decisions, tokens.MAX_CACHED),
        (tokens.whole_decisions, tokens.MAX_CACHED),
        (walks._NAMES_TOKENS_VERDICTS, tokens.MAX_CACHED),
        (phrases._LABEL_VERDICTS, phrases.LABEL_VERDICTS_MAX),
        (line_verdicts._LINE_VERDICTS, phrases.LABEL_VERDICTS_MAX),
        (dates._HOLDS_DATE, phrases.LABEL_VERDICTS_MAX),
        (line_heads._TRIES_BY_HEAD, phrases.LABEL_VERDICTS_MAX),
        (written_dates._DATE_LINES, phrases.LABEL_VERDICTS_MAX),
        (dom.LOCAL_NAMES, 10_000),
        (dom._CUSTOM_FRAMING, 10_000),
        (text._KINDS, 10_000),
        (blocks._KINDS, 10_000),
        (markdown.KINDS, 10_000),
        # one pattern per attribute cap asked for: extract() asks for MAX_ATTRIBUTES alone; tests run
        # before in the same process may have asked for others (a fixed 4 failed once they were 5)
        (parse._first_pieces, len(parse._first_pieces | {parse.MAX_ATTRIBUTES: None})),
        (urls._before_probe, urls._before_probe.cache_info().maxsize),
        (content_markup._SHAPES, content_markup._SHAPE_NAMES),
        # the standard library's own cache of split URLs (an lru_cache of 128 since Python 3.11), which
        # blocks and teasers reach as `urlsplit` (teasers since later55 splits each page's own URL)
        (urlsplit, urlsplit.cache_info().maxsize),
    ]}


def _page_of_its_own(n: int) -> str:
    """A page whose class names, ids, tags, headings, lines and dates no other page has."""
    cards = "".join(
        f"<div class='card-{n}-{i} teaser' id='c{n}x{i}'><x-w{n}-{i}>{n} {i}</x-w{n}-{i}>"
        f"<h3>Heading {n} number {i}</h3><p>By Author{n}x{i}</p><p>{1 + i % 28} March {1900 + n % 100}, "
        f"item {n}-{i}</p><button aria-controls='p{n}-{i}'>More {i}</button></div>"
        for i in range(500)
    )
    prose = " ".join(f"Sentence {i} of page {n} tells the story at some length." for i in range(30))
    return (f"<html><head><title>Page {n}</title></head><body><nav class='nav-{n}'><a href='/'>Home</a></nav>"
            f"<main><h1>Page {n}</h1><p>{prose}</p>{cards}</main></body></html>")


def test_what_extract_keeps_between_pages_is_bounded():
    """Many pages of names and texts of their own (60,000 class strings, 120,000 tags and texts)
    leave every memo of the extractor within its bound, and no other module-level container grows:
    a new cache must be bounded and listed in `_memo_bounds`. 2026-12-02: the ids of the last page
    asked about (`clean._IDS_HELD`) held its whole tree until the next such page; now let go."""

    extract(_page_of_its_own(0), "https://memo.test/0")
    before = _module_memos()
    bounds = _memo_bounds()
    for n in range(1, 121):
        extract(_page_of_its_own(n), f"https://memo.test/{n}")
    after = _module_memos()
    grown = {key for key, (_, _, size) in after.items() if key not in before or size > before[key][2]}
    unbounded = [after[key][0] for key in grown - set(bounds)]
    assert not unbounded, f"module-level state grown by pages and not bounded: {unbounded}"
    for key, (names, _, size) in after.items():
        if key in bounds:
            assert size <= bounds[key], names
    assert never_content._IDS_HELD.held[0] is None


def test_a_compressed_binary_file_is_not_html_even_when_it_inflates_past_the_cap():
    """2026-12-02: a gzip bomb of zeros (or a .gz download of binary bytes) was inflated to the
    cap and raised PageTooLarge; its first bytes decoded tell it is binary: NotHtml("gzip")."""
    import gzip

    import zstandard

    from beam_extract import NotHtml, PageTooLarge

    zeros = bytes(2_000_000)
    for coded, kind in [(gzip.compress(zeros), "gzip"), (zstandard.ZstdCompressor().compress(zeros), "zstd"),
                        (gzip.compress(gzip.compress(zeros)), "gzip")]:
        with pytest.raises(NotHtml) as raised:
            extract(coded, max_bytes=500_000)
        assert raised.value.kind == kind
    with pytest.raises(PageTooLarge):  # text past the cap is too large, as before
        extract(gzip.compress(b"<p>words</p> " * 100_000), max_bytes=500_000)


@pytest.mark.parametrize("kind", [str, bytes])
def test_an_empty_url_is_no_url(kind):
    """extract(html, url="") (a record with an empty target URI) gives a Document whose url is None,
    as with no url at all, and relative links stay as the page wrote them."""
    page = ("<html><head><base href='/x/'></head><body><main><p>Enough words here to be the content of"
            " this page, and a <a href='a.html'>link</a> in them.</p></main></body></html>")
    page = page if kind is str else page.encode()
    empty = extract(page, "", detect_language=False)
    none = extract(page, detect_language=False)
    assert empty.url is None
    assert empty.to_dict() == none.to_dict()


# --- a JSON body served as text/html ----------------------------------------------------------------

def _api_response() -> str:
    import json

    items = [{"id": i, "titre": f"Article numéro {i}", "résumé": "Ein Absatz über die Brücke. " * 4,
              "html": f"<p>Paragraph {i}</p>", "tags": ["a", "b"], "score": i / 3, "draft": False, "parent": None}
              for i in range(200)]
    return json.dumps({"items": items, "next": "/api/items?page=2"}, ensure_ascii=False, indent=2)


@pytest.mark.parametrize("shape", ["object", "array", "bom-and-space", "str", "html-in-strings", "empty"])
def test_a_json_body_is_not_html(shape):
    """2026-12-02: a JSON body (an API's, served as text/html) was a Document whose text was the
    raw JSON (here 60,000 characters of it)."""
    from beam_extract import NotHtml

    body = {
        "object": _api_response(), "array": "[" + _api_response() + ", 1, \"two\", [3.5e2, true]]",
        "bom-and-space": "\ufeff \n\t" + _api_response(), "str": _api_response(),
        "html-in-strings": '{"html": "<div><article><h1>Bridge</h1><p>' + "The bridge reopens. " * 40 + '</p></article></div>"}',
        "empty": "[]",
    }[shape]
    with pytest.raises(NotHtml) as raised:
        extract(body if shape == "str" else body.encode("utf-8"), "https://api.test/items")
    assert raised.value.kind == "json"


JSON_TOKENS = '{"values": ["é\\u00e9 \\n", true, null, -12.5e3, false, {"k": "x"}], "page": '


@pytest.mark.parametrize("cut", range(1, len(JSON_TOKENS) + 3))
def test_a_json_body_cut_short_is_not_html(cut):
    """A crawler's size cap cuts JSON anywhere: in a string, a number, a literal, an escape, between
    tokens. Cut at each character of its opening it is still JSON."""
    from beam_extract import NotHtml

    body = JSON_TOKENS + _api_response() + "}"
    with pytest.raises(NotHtml) as raised:
        extract(body[:cut].encode("utf-8"), "https://api.test/items")
    assert raised.value.kind == "json"


WORDS = "<p>Die Brücke am Hafen wird am Montag nach zwei Jahren Bauzeit wieder geöffnet, sagte die Stadt.</p>"


@pytest.mark.parametrize("body", [
    '{"config": {"theme": "dark"}}\n<!DOCTYPE html><html><body><article>' + WORDS * 3 + "</article></body></html>",
    "{{ page.title }}\n<html><body><article>" + WORDS * 3 + "</article></body></html>",
    "{% extends 'base.html' %}<html><body><article>" + WORDS * 3 + "</article></body></html>",
    "[if lt IE 9]><html class='old'><![endif]<html><body><article>" + WORDS * 3 + "</article></body></html>",
    "{foo: 1, bar: 'a JavaScript object, no JSON'}<html><body><article>" + WORDS * 3 + "</article></body></html>",
    "[" + WORDS * 3,
    'callback({"html": "' + WORDS + '"});<html><body><article>' + WORDS * 3 + "</article></body></html>",
    "[1] Eine Fußnote in einer Textdatei, als HTML ausgeliefert. " * 5,
])
def test_text_that_opens_with_a_brace_or_bracket_but_is_no_json_is_read_as_a_page(body):
    """Template junk before `<html>`, a JSON value followed by markup, JSONP, a JavaScript object,
    plain text: a page, as before."""
    doc = extract(body.encode("utf-8"), "https://x.test/page")
    assert doc is not None and ("Die Brücke am Hafen" in doc.text or "Eine Fußnote" in doc.text)


@pytest.mark.parametrize("wrapped", [
    "callback({data});", "/**/ jQuery11240_1733(  {data}  )", "/**/ typeof cb === 'function' && cb({data});",
    "window.__cb_1[\"done\"]({data})", "cb({data}",  # a JSONP call cut short
    ")]}'\n{data}", ")]}',\n{data}", "while(1);{data}", "for (;;);{data}", "&&&START&&&{data}&&&END&&&",
    "{line}\n{line}\n{line}\n", "{line}\r\n[1, 2]\r\n{cut}",  # NDJSON, its last line cut short
    '"' + "A JSON string served as a page, with \\\"quotes\\\" in it. " * 20 + '"',
], ids=["jsonp", "jsonp-jquery", "jsonp-typeof", "jsonp-bracket", "jsonp-cut", "xssi-angular", "xssi-comma",
        "xssi-while", "xssi-for", "xssi-salesforce", "ndjson", "ndjson-cut", "string"])
def test_json_under_a_prefix_as_jsonp_or_one_a_line_is_not_html(wrapped):
    """2026-12-02: each of these was a Document of the raw JSON (the JSONP callback's name and the
    anti-hijacking prefix before it)."""
    from beam_extract import NotHtml

    line = '{"id": 7, "title": "Article numéro 7", "body": "' + "Ein Absatz über die Brücke. " * 4 + '"}'
    body = wrapped.replace("{data}", _api_response()).replace("{line}", line).replace("{cut}", line[:40])
    with pytest.raises(NotHtml) as raised:
        extract(body.encode("utf-8"), "https://api.test/items")
    assert raised.value.kind == "json"


@pytest.mark.parametrize("body", [
    'cb({"a": 1});\n<html><body><article>' + WORDS * 3 + "</article></body></html>",
    '{"a": 1}\n<html><body><article>' + WORDS * 3 + "</article></body></html>",
    '"Quoted," she said. ' + WORDS * 3,
    "while(1); is how an endless loop reads. " + WORDS * 3,
    'Note(s) [1]: ' + WORDS * 3,
])
def test_text_that_only_begins_like_jsonp_or_ndjson_is_read_as_a_page(body):
    doc = extract(body.encode("utf-8"), "https://x.test/page")
    assert doc is not None and "Die Brücke am Hafen" in doc.text


PROSE_ENTRY = "The harbour bridge reopens on Monday after two years of works, the city said. " * 3


@pytest.mark.parametrize("feed", [
    '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>News</title>'
    '<entry><title>Bridge</title><content type="html">&lt;p&gt;{prose}&lt;/p&gt;</content></entry></feed>',
    '<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="/feed.xsl"?><!-- generator -->\n<rss version="2.0">'
    '<channel><title>News</title><item><title>Bridge</title><description>&lt;p&gt;{prose}&lt;/p&gt;</description>'
    '</item></channel></rss>',
    '<rss version="2.0"><channel><item><description><![CDATA[<p>{prose}</p>]]></description></item></channel></rss>',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">'
    '<item><title>Bridge</title><description>{prose}</description></item></rdf:RDF>',
], ids=["atom-escaped-html", "rss-escaped-html", "rss-cdata", "rdf"])
def test_a_web_feed_is_not_html(feed):
    """2026-12-02: a feed served as text/html was a Document whose text held its entries' escaped
    markup as words ("<p>The harbour bridge ...</p>")."""
    from beam_extract import NotHtml

    with pytest.raises(NotHtml) as raised:
        extract(feed.replace("{prose}", PROSE_ENTRY).encode("utf-8"), "https://x.test/feed")
    assert raised.value.kind == "feed"


def test_an_xhtml_page_or_a_page_about_feeds_is_still_a_page():
    xhtml = ('<?xml version="1.0"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml"><body><article><p>'
             + PROSE_ENTRY + "</p></article></body></html>")
    about = "<html><body><article><p>Subscribe to the &lt;rss&gt; feed. " + PROSE_ENTRY + "</p></article></body></html>"
    for page in (xhtml, about):
        assert "harbour bridge" in extract(page.encode("utf-8"), "https://x.test/page").text


def test_a_page_opening_with_many_comments_is_told_from_a_feed_at_once():
    # the feed test's comments were lazy and backtracked over the page's later ones: 5.8 s of CPU
    # for a page opening with a dozen conditional comments (2026-12-02)

    from beam_extract import payload

    page = "<!doctype html>\n" + "<!--[if IE 8]> <html class='no-js'> <![endif]-->\n" * 12 + "<html><body><p>x</p>" * 2000
    assert not within_cpu_budget(0.5, lambda: payload.feed_text(page))


# --- an XML document (sitemap, feed) served as text/html ------------------------------------------

SITEMAP = ('<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>\n'
           '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
           + "".join(f"<url><loc>https://shop.test/p/{i}</loc><lastmod>2024-05-0{i % 9 + 1}</lastmod></url>" for i in range(40))
           + "</urlset>")
RSS_ITEM = ("<item><title>Die Brücke am Hafen wird wieder geöffnet</title><description>Die Brücke am Hafen wird am "
            "Montag nach zwei Jahren Bauzeit wieder geöffnet, sagte die Stadt am Freitag.</description></item>")


@pytest.mark.parametrize("body", [
    SITEMAP,
    '\ufeff<?xml version="1.0"?>\n<!-- generated -->\n<sitemapindex xmlns="x"><sitemap><loc>https://a.test/s1.xml</loc></sitemap></sitemapindex>',
    '<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>News</title>' + RSS_ITEM * 8 + "</channel></rss>",
    '<rss version="2.0"><channel><title>News</title>' + RSS_ITEM * 8 + "</channel></rss>",  # no declaration
    '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><entry><summary>'
    + "Die Brücke am Hafen wird am Montag wieder geöffnet. " * 5 + "</summary></entry></feed>",
    '<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' + RSS_ITEM * 4 + "</rdf:RDF>",
    '<?xml version="1.0"?><!DOCTYPE catalog [<!ENTITY a "b">]><catalog><book>' + "Words of a book. " * 30 + "</book></catalog>",
])
def test_an_xml_document_served_as_html_is_not_html(body):
    """2026-12-02 (a built WARC of Common Crawl's shapes): a sitemap or an RSS feed served as
    text/html was a Document (the sitemap's text its URLs and dates run together)."""
    from beam_extract import NotHtml

    with pytest.raises(NotHtml) as raised:
        extract(body.encode("utf-8"), "https://shop.test/sitemap.xml")
    a_feed = any(root in body for root in ("<rss", "<feed", "<rdf:RDF"))  # payload.feed_text's, first
    assert raised.value.kind == ("feed" if a_feed else "xml")


@pytest.mark.parametrize("body", [
    '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml"><body><article>'
    + WORDS * 3 + "</article></body></html>",
    '<?xml version="1.0"?><body><article>' + WORDS * 3 + "</article></body>",  # no html element
    "<!DOCTYPE html><!-- a feed: <rss> --><html><body><article>" + WORDS * 3 + "</article></body></html>",
    "<feedback-form></feedback-form><article>" + WORDS * 3 + "</article>",
])
def test_xhtml_and_pages_that_mention_a_feed_are_read_as_pages(body):
    doc = extract(body.encode("utf-8"), "https://x.test/page")
    assert doc is not None and "Die Brücke am Hafen" in doc.text


@pytest.mark.timing
@pytest.mark.parametrize("head", ["<!--a-->" * 9000 + "<!x", "<!--" + "a-" * 40_000, " \n" * 40_000 + "<!-- -->  " * 4000,
                                  '<?xml version="1.0"?>' + " <!---->" * 9000 + "x"])
def test_looking_for_an_xml_root_is_linear(head):
    """The root's pattern matches each construct one way: 100,000 spaces before a root took 35 s
    with whitespace allowed on both sides of each construct (a first draft)."""

    from beam_extract import payload

    within_cpu_budget(1.0, lambda: [payload.xml_document_root(head) for _ in range(5)])


@pytest.mark.parametrize("markup", [
    "<main></main>", "<main> \n </main>", "<main>  a  </main>",
    "<main>\u00a0 lead <b> bold </b><!-- note --> tail \u2003</main>",
    "<main><p>" + "word " * 30 + "</p>\n\n</main>",
    "<main>" + "<span> x </span>" * 80 + "</main>",
    "<main>\n<p>  " + "y" * 199 + "  </p>\n</main>", "<main><p>" + "y" * 200 + "</p></main>",
])
def test_stripped_length_upto_is_the_stripped_texts_length_under_the_bound(markup):
    from beam_extract.dom import text_of
    from beam_extract.parse import parse_html
    from beam_extract.region_choice import _stripped_length_upto
    main = parse_html("<html><body>" + markup + "<p>after</p></body></html>").getroot().find(".//main")
    whole = len(text_of(main).strip())
    for enough in (1, 5, 200, 10_000):
        got = _stripped_length_upto(main, enough)
        assert got == whole if whole < enough else got >= enough


def test_the_dated_posts_climb_reads_each_element_once_per_level_bound(monkeypatch):
    """Owners sharing ancestors: a climb stops where an earlier owner's went on as far (each
    element's shape is read once here, not once per owner below it), and the verdict is the same."""
    from lxml import html as lxml_html

    from beam_extract import thread_verdicts

    posts = "".join(f"<li class='post'><div class='meta'><time>May {i + 1}, 2025</time></div><p>Post {i} "
                    + "words of a reply, " * 12 + "</p></li>" for i in range(24))
    tree = lxml_html.fromstring(f"<html><body><div><div><ul class='thread'>{posts}</ul></div></div>"
                                "</body></html>").getroottree()
    shapes = []
    real = thread_verdicts._shape_of

    def counted(el):
        shapes.append(el)
        return real(el)

    monkeypatch.setattr(thread_verdicts, "_shape_of", counted)
    assert thread_verdicts.dated_posts_hold_the_page(tree, [tree.getroot()])
    assert len(shapes) == len(set(shapes)) == 24 * 3 + 3  # time, meta div and post a post; ul, div, div once
