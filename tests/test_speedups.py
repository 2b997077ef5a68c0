"""The C speedups give exactly what their pure-Python twins give (text walk, byline scan,
density walk, framing scan, paragraph scan, Markdown walk, block segmentation, word count).

Differential: every sample page, hand-written pages for each rule the walks follow, and (when
../shared is beside the checkout) every 3rd shared benchmark page, through both implementations.
"""
from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from lxml import etree

from beam_extract import blocks, clean, extractor, markdown, metadata, regions, speedups, text
from beam_extract.parse import parse_html

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = sorted((ROOT / "samples" / "pages").glob("*.html"))
SHARED_DATA = ROOT.parent / "shared" / "data"

pytestmark = pytest.mark.skipif(not speedups.enabled(), reason="C speedups not in use (not built, or BEAM_EXTRACT_PURE_PYTHON set)")

# One page per rule of the walks: pre (br, nested, hidden inside), hidden and silent subtrees,
# tables, breaks between inline runs, CDATA-free comments, the page's own marker characters,
# control characters, several top-level elements, namespaced (XML-parsed) trees.
RULE_PAGES = [
    "<p>one <b>two</b> three</p><p>four</p>",
    "<div>lead<ul><li>a</li><li> b <i>c</i></li></ul>tail text</div>",
    "<table><tr><th>h1</th><th>h2</th></tr><tr><td>x</td><td> y </td></tr></table>after",
    "<pre>  keep\n   these\tspaces <b>bold</b>\n<br>line</pre><p>then</p>",
    "<pre>outer<pre>inner  x</pre>  back</pre>",
    "<pre>shown<span hidden>not shown</span> more</pre>",
    "<div>a<br>b<br/><br>c</div>",
    "<p>seen</p><div style='display:none'><p>unseen</p></div>tail<p aria-hidden='true'>gone</p>x",
    "<div class='accordion' hidden><p>panel text</p></div>",
    "<p>text<script>var x = 1;</script> after script<style>p{}</style></p><noscript>ns</noscript>",
    "<p>a<!-- comment -->b<?pi data?>c</p>",
    "<p>icon \ue000 glyph \ue003 and \ue006 private</p><p>next</p>",
    "<p>form\x0cfeed and \u3000 ideographic space \u2003 em space</p>",
    "<p>\xa0\xa0nbsp lead</p>\xa0<p>\xa0</p><p>x</p>",
    "<dl><dt>term</dt><dd>definition</dd></dl><hr><h2>head</h2>",
    "<html><body><div class='byline'>By A. Writer</div></body></html><html><body><p class='author-note'>Second root</p></body></html>",
    "<div id='BYLINE-top'>By Upper</div><a rel=' author '>Rel Author</a><span itemprop='author'>Prop</span>"
    "<span itemprop='Author'>Not prop</span><div class='dateLine'>Mon</div><meta name='x' class='author'>",
    "<p>" + "deep " * 5 + "<span>" * 300 + "inside" + "</span>" * 300 + "</p>",
]

XML_PAGES = [
    "<html xmlns='http://www.w3.org/1999/xhtml'><body><P>Upper <B>case</B></P><p class='byline'>By X</p>"
    "<pre>  a  b</pre></body></html>",
    "<root><section><p>one</p><p>two<![CDATA[ cdata text ]]></p></section></root>",
]


def _trees():
    for page in SAMPLES:
        yield page.name, parse_html(page.read_text(encoding="utf-8", errors="replace"))
    for index, html in enumerate(RULE_PAGES):
        yield f"rule-{index}", parse_html(html)
    for index, xml in enumerate(XML_PAGES):
        yield f"xml-{index}", etree.ElementTree(etree.fromstring(xml))


def python_text(root) -> str:
    rendered = text._render_python(root, own_markers=False)
    return rendered if rendered is not None else text._render_python(root, own_markers=True)


def both_texts(root) -> tuple[str, str]:
    return python_text(root), text.render_text(root)


def both_bylines(root) -> tuple[list, list]:
    return list(metadata._byline_candidates_python(root)), list(metadata._byline_candidates(root))


@pytest.mark.parametrize("name,tree", list(_trees()), ids=lambda value: value if isinstance(value, str) else "")
def test_text_walk_in_c_matches_python_on_whole_pages_and_every_element(name, tree):
    root = tree.getroot()
    python, native = both_texts(root)
    assert native == python
    for el in root.iter():  # every subtree, as the content document may be any element
        if isinstance(el.tag, str):
            assert text.render_text(el) == python_text(el), etree.tostring(el)[:200]


@pytest.mark.parametrize("name,tree", list(_trees()), ids=lambda value: value if isinstance(value, str) else "")
def test_byline_scan_in_c_matches_python(name, tree):
    python, native = both_bylines(tree.getroot())
    assert native == python


def walk_fields(root, not_framing=frozenset()) -> tuple:
    walk = regions._Walk(root, True, not_framing)
    return (walk.articles, walk.best, walk.best_score, walk.framing_sizes, walk.total_chars,
            walk.total_elements, walk.role_main)


def both_walks(root, not_framing=frozenset()) -> tuple[tuple, tuple]:
    native = walk_fields(root, not_framing)
    saved, regions._speedups = regions._speedups, None
    try:
        python = walk_fields(root, not_framing)
    finally:
        regions._speedups = saved
    return python, native


WALK_PAGES = RULE_PAGES + [
    "<body><nav><a href='/'>Home</a> <a href='/x'>Section</a></nav><article><p>First article text here.</p>"
    "</article><article><p>Second one, <a href='#'>linked</a> words.</p><article>nested</article></article>"
    "<aside><p>Sidebar prose that is framing.</p></aside><footer>foot</footer></body>",
    "<body><div role='main'><p>Role main region text.</p></div><div role='navigation'>menu</div></body>",
    "<body><form id='aspnetForm'><div class='content'><p>" + "Body words. " * 40 + "</p></div>"
    "<div class='side'><a href='/a'>a</a><a href='/b'>b</a></div></form></body>",
    "<body><div><p>a<!-- c -->b<?pi x?> tail</p><script>var s = 'no';</script>x<span>y</span>z"
    "<iframe src='/f'></iframe><p>\u3000 \xa0 spaced \u2003 text</p></div></body>",
]


@pytest.mark.parametrize("index", range(len(WALK_PAGES)))
def test_density_walk_in_c_matches_python(index):
    root = parse_html(WALK_PAGES[index]).getroot()
    python, native = both_walks(root)
    assert native == python
    for el in root.iter():
        if isinstance(el.tag, str):
            assert walk_fields(el) == both_walks(el)[0]


def test_density_walk_in_c_matches_python_with_framing_wrappers():
    root = parse_html(WALK_PAGES[-2]).getroot()
    wrappers = regions._framing_wrappers(regions._Walk(root, True))
    assert wrappers  # the ASP.NET form holds the page
    python, native = both_walks(root, wrappers)
    assert native == python
    assert regions.choose_regions(root)[0] == "density"


def without_speedups(module, function, *args, **kwargs):
    saved, module._speedups = module._speedups, None
    try:
        return function(*args, **kwargs)
    finally:
        module._speedups = saved


def prose_of(region, **kwargs) -> tuple:
    prose = clean.locate_prose(region, **kwargs)
    return prose.paragraphs, prose.scores


def victims_of(root, **kwargs) -> tuple:
    unhide: list = []
    return clean.find_victims(root, unhide=unhide, **kwargs), unhide


CLEAN_PAGES = WALK_PAGES + [
    "<body><div class='post-body'><p>" + "Words, words, more words here. " * 6 + "</p>"
    "<div class='share-buttons'>Share this</div><div id='comments'><p>" + "A reply, with commas. " * 3 + "</p></div>"
    "<ul><li>" + "Item text that is long enough to count. " * 2 + "</li><li><p>" + "Para in item. " * 4 + "</p></li></ul>"
    "<table><tr><td>" + "Cell text long enough, to count here. " * 2 + "</td></tr></table>"
    "<div>own text of the div that is long enough<span>in span</span> and a tail after it, long</div>"
    "<div role='complementary'><p>" + "Complementary prose. " * 3 + "</p></div>"
    "<div style='display: none'><p>" + "Hidden prose here. " * 3 + "</p></div>"
    "<header><p>" + "Header prose, not counted. " * 3 + "</p></header>"
    "<div class='sidebar-first-only'><p>" + "Layout class with most text. " * 30 + "</p></div></div></body>",
]


@pytest.mark.parametrize("index", range(len(CLEAN_PAGES)))
@pytest.mark.parametrize("keep_comments", [False, True])
def test_framing_and_paragraph_scans_in_c_match_python(index, keep_comments):
    root = parse_html(CLEAN_PAGES[index]).getroot()
    body = clean.content_body(root)
    assert prose_of(body, keep_comments=keep_comments) == without_speedups(
        clean, prose_of, body, keep_comments=keep_comments)
    assert prose_of(body, enough=60) == without_speedups(clean, prose_of, body, enough=60)
    assert victims_of(root, keep_comments=keep_comments) == without_speedups(
        clean, victims_of, root, keep_comments=keep_comments)
    for el in root.iter():
        if isinstance(el.tag, str):
            name = el.tag.lower()
            assert clean._is_framing(el, name, keep_comments) == without_speedups(
                clean, clean._is_framing, el, name, keep_comments)


@pytest.mark.parametrize("name,tree", list(_trees()), ids=lambda value: value if isinstance(value, str) else "")
def test_attribute_values_in_c_match_the_xpath(name, tree):
    root = tree.getroot()
    for attribute in ("class", "id", "itemtype", "role"):
        assert speedups.native.attribute_values(root, attribute.encode()) == [
            str(value) for value in root.xpath(f"//@{attribute}")]


def test_page_kinds_read_microdata_item_types():
    page = "<html><body><div itemscope itemtype='https://schema.org/NewsArticle'><p>x</p></div></body></html>"
    assert extractor.page_kinds(parse_html(page)) == {"article"}
    assert without_speedups(extractor, extractor.page_kinds, parse_html(page)) == {"article"}


MARKDOWN_PAGES = RULE_PAGES + [
    "<h2>Head <em>em</em></h2><p>a *star* and _under_ <strong>bold <i>both</i></strong> "
    "<a href='/rel?q=1' title='T'>link <b>text</b></a> <a href='#frag'>frag</a> <code>x`y</code></p>",
    "<ol start='3'><li>one<ul><li>inner <a href='x'>l</a></li></ul></li><li><p>para</p><p>two</p></li></ol>",
    "<blockquote><p>quoted</p><blockquote>deeper</blockquote></blockquote><hr>"
    "<pre><code class='language-python'>def f():\n    return 1</code></pre>",
    "<table><thead><tr><th>a</th><th colspan='2'>b</th></tr></thead><tbody><tr><td>1|2</td><td>x<br>y</td>"
    "<td><img src='i.png' alt='alt'></td></tr></tbody></table><table><tr><td><ul><li>layout</li></ul></td></tr></table>",
    "<dl><dt>term <b>b</b></dt><dd>def <a href='/d'>d</a></dd></dl><p>after<br><br>break</p>",
    "<div xml:base='https://base.example/dir/'><p><a href='page.html'>based</a> <img src='pic.png'></p>"
    "<div xml:base='sub/'><a href='deeper.html'>deeper</a></div></div><p><a href='x.html'>outside</a></p>",
    "<p>text <span hidden>hidden <b>bold</b></span> tail <code hidden>c</code> <a hidden href='/h'>h</a> end</p>"
    "<ul><li hidden>gone</li><li>kept</li></ul><table hidden><tr><td>t</td></tr></table>",
    "<p><a href='/a'>one<a href='/b'>two</a></a><em>open<strong>cross</em>close</strong></p>",
]


@pytest.mark.parametrize("index", range(len(MARKDOWN_PAGES)))
@pytest.mark.parametrize("options", [{}, {"links": False, "images": False}])
def test_markdown_walk_in_c_matches_python(index, options):
    root = parse_html(MARKDOWN_PAGES[index], "https://example.org/a/b.html").getroot()
    native = markdown.render_markdown(root, **options)
    assert native == without_speedups(markdown, markdown.render_markdown, root, **options)
    for el in root.iter():
        if isinstance(el.tag, str):
            assert markdown.render_markdown(el, **options) == without_speedups(
                markdown, markdown.render_markdown, el, **options), etree.tostring(el)[:200]


def segments_of(root) -> tuple:
    """blocks.segment's result in comparable form (elements by identity)."""
    found, containers = blocks.segment(root)
    return ([(b.words, b.link_words, [(id(el), slot) for el, slot in b.slots], [id(el) for el in b.inlines])
             for b in found], [(id(el), first, last) for el, first, last in containers], found, containers)


@pytest.mark.parametrize("index", range(len(CLEAN_PAGES)))
def test_block_segmentation_in_c_matches_python(index):
    root = parse_html(CLEAN_PAGES[index] + "<p>x<sup>1</sup> tail <a href='/l'>link words here</a><!-- c --> after"
                      "<script>no words</script> 日本語 mixed_word</p>").getroot()
    for el in root.iter():
        if isinstance(el.tag, str):
            native = segments_of(el)  # keeps its proxies alive, so ids compare
            assert native[:2] == without_speedups(blocks, segments_of, el)[:2]


@pytest.mark.parametrize("text", ["a_b c", "_x", "日本語テキスト", "word日本 next", "x\u3000y", "\xa0a\u2003b",
                                  "١٢٣ abc", "e\u0301 combining", "a-b.c d", "", "   ", "ﾃｽﾄ", "\U0001F600 a",
                                  "²³ sup", "tab\tsep\nline"])
def test_word_count_in_c_matches_the_regex(text):
    assert speedups.native.count_words(text) == blocks.count_words(text)


def test_byline_scan_finds_each_kind_of_hint():
    found = metadata._byline_candidates(parse_html(RULE_PAGES[16]).getroot())
    labels = ["".join(el.itertext()) for el in found]
    assert labels == ["By Upper", "Rel Author", "Prop", "Mon"]  # not itemprop="Author", not meta


def test_text_walk_handles_content_documents_from_extract():
    page = (ROOT / "samples" / "pages" / "news_article.html").read_text(encoding="utf-8")
    tree = parse_html(page)
    _, chosen = extractor.choose_content(tree)
    root = extractor.content_root(tree, chosen, forum=False)
    python, native = both_texts(root)
    assert native == python and "nav" not in native.lower()[:20]


@pytest.mark.skipif(not (SHARED_DATA / "wcxb-dev").is_dir(), reason="shared benchmark data not found")
def test_speedups_match_python_on_shared_benchmark_pages():
    paths = [p for name in ("scrapinghub", "wcxb-dev") for p in sorted((SHARED_DATA / name / "html").glob("*.html.gz"))]
    checked = 0
    for path in paths[::3]:
        html = gzip.decompress(path.read_bytes()).decode("utf-8", "replace")
        tree = parse_html(html)
        if tree is None:
            continue
        python, native = both_bylines(tree.getroot())
        assert native == python, path.name
        for name in {name for value in tree.getroot().xpath("//@class | //@id") for name in value.split()}:
            verdict = speedups.native.name_decision(name, clean.HIDING_CLASSES, clean.CONTENT_TOKENS,
                                                    clean.BOILERPLATE_TOKENS, clean.COMMENT_TOKENS, clean.VETO_BIGRAMS)
            assert verdict is None or verdict == clean._name_decision_python(name), name
        python, native = both_walks(tree.getroot())
        assert native == python, path.name
        body = clean.content_body(tree.getroot())
        assert prose_of(body) == without_speedups(clean, prose_of, body), path.name
        assert extractor.page_kinds(tree) == without_speedups(extractor, extractor.page_kinds, tree), path.name
        mode, chosen = extractor.choose_content(tree)
        if not chosen:
            continue
        region = regions.build_content_document(tree, chosen)[0]
        assert victims_of(region) == without_speedups(clean, victims_of, region), path.name
        native = segments_of(region)  # keeps its proxies alive, so ids compare
        assert native[:2] == without_speedups(blocks, segments_of, region)[:2], path.name
        for piece in region.itertext():
            assert speedups.native.count_words(piece) == blocks.count_words(piece)
        root = extractor.content_root(tree, chosen, forum=False)
        python, native = both_texts(root)
        assert native == python, path.name
        assert markdown.render_markdown(root) == without_speedups(markdown, markdown.render_markdown, root), path.name
        checked += 1
    assert checked > 400


def test_markdown_walk_in_c_resolves_links_against_xml_base():
    root = parse_html(MARKDOWN_PAGES[len(RULE_PAGES) + 5], "https://example.org/a/b.html").getroot()
    rendered = markdown.render_markdown(root)
    assert "[based](https://base.example/dir/page.html)" in rendered
    assert "[deeper](https://base.example/dir/sub/deeper.html)" in rendered
    assert "[outside](x.html)" in rendered  # no xml:base above it: the renderer leaves it relative


NAMES = ["share-buttons", "shareButtons", "readMore", "read-more", "entry-content-read-more", "comment-body",
         "comments", "hasSidebar", "has-sidebar", "no_ads", "a11y-hidden", "sr-only", "HTMLContent", "x2Y",
         "post-12345", "article__content-well", "sidebar-first-only", "AUTHORBOX", "relatedPosts", "ad",
         "İdiom", "Kelvin\u212a-share", "naïve-share", "", "---", "related_posts2"]


@pytest.mark.parametrize("name", NAMES)
def test_class_name_verdict_in_c_matches_python(name):
    native = speedups.native.name_decision(name, clean.HIDING_CLASSES, clean.CONTENT_TOKENS,
                                           clean.BOILERPLATE_TOKENS, clean.COMMENT_TOKENS, clean.VETO_BIGRAMS)
    python = clean._name_decision_python(name)
    assert native == python or (native is None and not name.isascii())
    assert clean._name_decision(name) == python


LAYOUT_CASES = ["a \x1f b", " \ue000a\ue001b\ue002c ", "x\ue003\ue004\ue005y", "\u3000 a \u2003 b\xa0\xa0c", "", "  ",
                "a\x0b\x0cb", "\ufeffa\u200bb", "\x85a\x85", "z \ue000 y", "tab\tand\nnew\r\nline", "\ue000\ue000"]


@pytest.mark.parametrize("joined", LAYOUT_CASES)
def test_text_layout_in_c_matches_python(joined):
    breaks = sum(joined.count(marker) for marker in (text.BLOCK, text.LINE, text.CELL))
    pre = sum(joined.count(marker) for marker in (text.PRE_NEWLINE, text.PRE_SPACE, text.PRE_TAB))
    assert speedups.native.text_layout(joined, breaks, pre) == text._layout(joined, breaks, pre, False)
    # a count the walk did not write: the page's own marker characters, declined as Python does
    assert speedups.native.text_layout(joined, breaks + 1, pre) is None
    assert text._layout(joined, breaks + 1, pre, False) is None


def test_crowded_tag_scan_matches_its_twin():
    """parse._crowded_tag_python and _speedups.crowded_tag find the same tags, cut at the same place."""
    import random

    from beam_extract import parse

    def every(find, html, limit):
        found, pos = [], 0
        while (tag := find(html, pos, limit)) is not None:
            found.append(tag)
            pos = tag[2]
        return found

    pieces = [b"<", b"a", b"B", b" ", b"/", b'"', b"'", b">", b"=", b"x", b"\t", b"<d", b"\x0b", b"\x0c",
              b"\r", b"\xc3\xa9", b"= ", b'="', b"<p a", b"<!--"]
    rng = random.Random(7)
    pages = [b"".join(rng.choice(pieces) for _ in range(rng.randint(0, 60))) for _ in range(5000)]
    pages += [path.read_bytes() for path in SAMPLES]
    for html in pages:
        for limit in (1, 2, 3, 5, 256):
            assert every(speedups.native.crowded_tag, html, limit) == every(parse._crowded_tag_python, html, limit), html
