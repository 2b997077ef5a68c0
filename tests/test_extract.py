"""extract: whole pages in, main content out, the chrome left behind."""
import pytest

from beam_extract import Document, ExtractOptions, extract

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
    from beam_extract.markdown import markdown_to_text

    doc = extract(news_page(), "https://bugle.example/news/bike-lanes")
    assert doc.title.startswith("Council expands bike lanes")
    assert "Council expands bike lanes" not in doc.text
    assert markdown_to_text(doc.markdown).split() == doc.text.split()


def test_options_switch_markdown_and_language_off():
    doc = extract(news_page(), options=ExtractOptions(markdown=False), detect_language=False)
    assert doc.markdown == ""
    assert doc.lang_detected is None and doc.lang_score is None
    assert doc.text == "\n\n".join(STORY)


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
