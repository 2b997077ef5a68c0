"""markdown.render_markdown: every construct, exactly; markdown_to_text agrees with the text."""
from __future__ import annotations

import re
from collections import Counter

import lxml.html
import pytest
from lxml import etree

from beam_extract import markdown
from beam_extract.markdown import render_markdown
from beam_extract.markdown_text import markdown_to_text
from beam_extract.text import render_text

XML_BASE = "{http://www.w3.org/XML/1998/namespace}base"


def content(body: str, base: str | None = "https://example.com/dir/page.html") -> etree._Element:
    """A content document as regions.build_content_document makes it: title in head, region with xml:base."""
    root = lxml.html.document_fromstring(
        f"<html><head><title>Page title</title></head><body><div>{body}</div></body></html>"
    )
    if base:
        root.set(XML_BASE, base)
        root.find("body/div").set(XML_BASE, base)
    return root


def md(body: str, **options) -> str:
    return render_markdown(content(body), **options)


def test_head_title_is_not_content():
    assert md("<p>Only this.</p>") == "Only this."


@pytest.mark.parametrize("level", range(1, 7))
def test_atx_headings(level):
    assert md(f"<h{level}>Heading <em>text</em></h{level}><p>Body</p>") == f"{'#' * level} Heading *text*\n\nBody"


def test_paragraphs_and_whitespace_collapse():
    assert md("<p>One\n   two</p>\n\n<p>  Three  </p><div>Four</div>") == "One two\n\nThree\n\nFour"


def test_emphasis_strong_and_whitespace_moved_outside():
    assert md("<p>a<em> soft </em>b <strong>loud</strong> <b>bold <i>both</i></b> <del>gone</del></p>") == \
        "a *soft* b **loud** **bold *both*** ~~gone~~"


def test_nested_same_emphasis_written_once_and_empty_emphasis_dropped():
    assert md("<p><b>x <strong>y</strong></b> <em> </em>z</p>") == "**x y** z"


def test_inline_code_with_backticks():
    assert md("<p>Run <code>ls -la</code> or <code>a`b</code> or <kbd>`x</kbd></p>") == \
        "Run `ls -la` or ``a`b`` or `` `x ``"


def test_links_resolved_against_xml_base_with_title():
    assert md('<p>See <a href="../other.html" title="Other page">the other</a> page.</p>') == \
        'See [the other](https://example.com/other.html "Other page") page.'


def test_link_without_href_or_with_fragment_or_javascript_keeps_text():
    assert md('<p><a>plain</a> <a href="#top">anchor</a> <a href="javascript:void(0)">js</a></p>') == \
        "plain anchor js"


def test_link_destination_escapes_parentheses_and_spaces():
    assert md('<p><a href="https://x.org/a (b).html">w</a></p>') == "[w](https://x.org/a%20\\(b\\).html)"


def test_links_off_keeps_text_images_off_drops_images():
    body = '<p>A <a href="/x">link</a> and <img src="/i.png" alt="pic"> here.</p>'
    assert md(body, links=False) == "A link and ![pic](https://example.com/i.png) here."
    assert md(body, images=False) == "A [link](https://example.com/x) and here."
    assert md('<p><a href="/x"><img src="/i.png" alt="only"></a> text</p>', images=False) == "text"


def test_images_lazy_source_and_data_uri():
    assert md('<p><img src="data:image/gif;base64,R0lGOD" data-src="/real.jpg" alt="Real"></p>') == \
        "![Real](https://example.com/real.jpg)"
    assert md('<p><img src="data:image/gif;base64,R0lGOD" alt="none"></p><p>t</p>') == "t"
    assert md('<p><img srcset="/s.jpg 1x, /l.jpg 2x" alt="set"></p>') == "![set](https://example.com/s.jpg)"


def test_image_inside_link_and_exclamation_before_link():
    assert md('<p><a href="https://x.org/"><img src="https://x.org/i.png" alt="i"></a></p>') == \
        "[![i](https://x.org/i.png)](https://x.org/)"
    assert md('<p>Wow!<a href="https://x.org/">link</a></p>') == "Wow\\![link](https://x.org/)"


def test_relative_urls_use_nearest_xml_base():
    root = content('<section><p><a href="a.html">one</a></p></section>', base="https://one.example/x/")
    section = root.find("body/div/section")
    section.set(XML_BASE, "https://two.example/y/")
    assert render_markdown(root) == "[one](https://two.example/y/a.html)"
    no_base = content('<p><a href="a.html">rel</a></p>', base=None)
    assert render_markdown(no_base) == "[rel](a.html)"


def test_a_base_longer_than_urls_take_leaves_references_as_written():
    # 2026-12-06: a 100 KB base (a target URI or <base href>) was written again in every relative
    # link: 4,000 links of a 0.9 MB page, 400 MB of Markdown
    base = "https://example.com/" + "d/" * 50_000
    links = "".join(f'<p>Words <a href="p{i}.html">link {i}</a> <img src="i{i}.png" alt="a{i}"></p>' for i in range(200))
    out = render_markdown(content(links, base=base), images=True)
    assert "[link 7](p7.html)" in out and "![a7](i7.png)" in out
    assert len(out) < 20_000
    short = "https://example.com/" + "d/" * 1000
    assert "(" + short + "p7.html)" in render_markdown(content(links, base=short))


def test_resolving_adds_at_most_its_budget_to_a_rendering():
    # 2026-12-06: under a 2 KB base 40,000 relative links (a 2.7 MB page) wrote 83 MB of Markdown;
    # resolved references add at most RESOLVED_CHARS_BUDGET, the later ones are written as written
    base = "https://example.com/" + "d/" * 500
    links = "".join(f'<a href="p{i}">w</a> ' for i in range(5000))
    out = render_markdown(content(f"<p>{links}</p>", base=base))
    assert out.startswith(f"[w]({base}p0)")
    assert out.endswith("[w](p4999)")
    assert len(out) < markdown.RESOLVED_CHARS_BUDGET + len(links) + len(base) + 1000


@pytest.mark.parametrize("opening, closing", [("<ol><li>", "</li></ol>"), ("<blockquote>", "</blockquote>"),
                                              ("<dl><dt>t</dt><dd>", "</dd></dl>")])
def test_nested_indents_add_at_most_their_budget_to_a_rendering(opening, closing):
    # 2026-12-06: 200,000 lines of a pre in 12 nested lists (a 1 MB page) wrote 67 MB of Markdown:
    # past INDENT_CHARS_BUDGET an item, quote or definition is written unindented, its text whole
    lines = 450_000
    out = md(opening * 12 + "<pre>" + "x\n" * lines + "</pre>" + closing * 12)
    assert out.count("x") == lines
    assert len(out) < 2 * lines + markdown.INDENT_CHARS_BUDGET + 10_000
    small = md(opening * 3 + "<pre>" + "x\n" * 3 + "</pre>" + closing * 3)
    assert "\n  " in small or "\n> " in small  # a page within the budget is indented as before


def test_block_quotes_nested():
    assert md("<blockquote><p>Outer</p><blockquote><p>Inner</p></blockquote></blockquote>") == \
        "> Outer\n>\n> > Inner"


def test_a_fence_outruns_only_the_lines_that_would_close_it_and_a_span_takes_a_length_not_inside():
    """2026-12-06: a backtick run anywhere in a code block lengthened its fence past it, and any
    run in a code span its delimiter: a `pre` or `code` of one 10,000-backtick run among words
    wrote 30,000 characters. CommonMark closes a fence only with a line of backticks alone (up to
    three spaces before, spaces after), and a span only with a backtick string of its own length."""
    run = "`" * 10_000
    renders = (lambda root: render_markdown(root), lambda root: markdown._render_markdown_python(root, True, True))
    for render in renders:
        assert render(content(f"<pre>a {run} b\nnext</pre>")) == f"```\na {run} b\nnext\n```"
        assert render(content("<pre>a\n   ````  \n    `````\nb</pre>")) == "`````\na\n   ````  \n    `````\nb\n`````"
        assert render(content(f"<p>x <code>{run}</code> y</p>")) == f"x ` {run} ` y"
        assert render(content("<p><code>a ` b `` c ```` d</code></p>")) == "```a ` b `` c ```` d```"


def test_hr_and_br():
    assert md("<p>line one<br>line two<br></p><hr><p>after</p>") == "line one\\\nline two\n\n---\n\nafter"
    assert md("<p>para one<br><br>para two</p>") == "para one\n\npara two"


def test_sup_and_sub_as_text():
    assert md("<p>H<sub>2</sub>O and E=mc<sup>2</sup></p>") == "H2O and E=mc2"


@pytest.mark.parametrize("text, expected", [
    ("# not a heading", "\\# not a heading"),
    ("> not a quote", "\\> not a quote"),
    ("- not a list", "\\- not a list"),
    ("+ not a list", "\\+ not a list"),
    ("* not a list", "\\* not a list"),
    ("1. not a list", "1\\. not a list"),
    ("2019) was a year", "2019\\) was a year"),
    ("***", "\\*\\*\\*"),
    ("---", "\\---"),
    ("a *b* c", "a \\*b\\* c"),
    ("2 * 3 * 4", "2 * 3 * 4"),
    ("snake_case_name", "snake_case_name"),
    ("_under_", "\\_under\\_"),
    ("`tick`", "\\`tick\\`"),
    ("[a](b)", "[a\\](b)"),
    ("[1] note", "[1] note"),
    ("a <b> c", "a \\<b> c"),
    ("x < y & z", "x < y & z"),
    ("&amp; literal", "\\&amp; literal"),
    ("C:\\path", "C:\\\\path"),
    ("#hashtag and 100% sure! (yes) {ok} ~5", "#hashtag and 100% sure! (yes) {ok} \\~5"),
])
def test_escaping_only_where_meaning_would_change(text, expected):
    root = content("<p></p>")
    root.find("body/div/p").text = text
    assert render_markdown(root) == expected


def test_heading_trailing_hash_escaped():
    assert md("<h2>Learn C #</h2>") == "## Learn C \\#"


def test_hidden_and_silent_elements_skipped():
    body = (
        '<p>keep</p><p hidden>hidden</p><p style="display: none">none</p><script>var x;</script>'
        "<style>p{}</style><noscript>ns</noscript><template><p>t</p></template><textarea>typed</textarea>"
    )
    assert md(body) == "keep"


def test_block_inside_link_splits_the_link():
    assert md('<a href="https://x.org/"><h3>Card title</h3><p>Card text</p></a>') == \
        "### [Card title](https://x.org/)\n\n[Card text](https://x.org/)"


def test_deep_nesting_does_not_recurse():
    # 10x Python's recursion limit. (Building 200,000 levels with SubElement takes minutes: lxml
    # is quadratic in depth there; the walk itself is linear and takes ~2 s at that depth.)
    root = etree.Element("div")
    el = root
    for _ in range(10_000):
        el = etree.SubElement(el, "div")
    el.text = "deep text"
    assert render_markdown(root) == "deep text"


def test_namespaced_xhtml_tree():
    root = etree.fromstring(
        '<html xmlns="http://www.w3.org/1999/xhtml"><body><h1>X</h1><p>Some <em>text</em></p>'
        "<ul><li>i</li></ul></body></html>"
    )
    assert render_markdown(root) == "# X\n\nSome *text*\n\n- i"


def test_comments_keep_their_tail_text():
    root = etree.fromstring("<div><p>before<!-- note -->after</p></div>")
    assert render_markdown(root) == "beforeafter"


SAMPLE = """
<article>
  <h1>Sample article</h1>
  <p class="lead">A <b>sample</b> page with <a href="/x">links</a>, <code>code</code> and an
  <img src="/pic.png" alt="image">.</p>
  <h2>Lists</h2>
  <ul><li>First <em>point</em></li><li>Second point<ol><li>nested a</li><li>nested b</li></ol></li></ul>
  <blockquote><p>A quoted line with * stars * and _underscores_.</p></blockquote>
  <pre class="language-sh">make test
make bench</pre>
  <table><tr><th>Key</th><th>Value</th></tr><tr><td>alpha</td><td>1 | 2</td></tr></table>
  <dl><dt>Word</dt><dd>Its meaning</dd></dl>
  <p>Line<br>break and H<sub>2</sub>O.</p>
</article>
"""


def test_markdown_back_to_text_agrees_with_text():
    root = content(SAMPLE)
    words = re.compile(r"\w+")
    from_markdown = Counter(words.findall(markdown_to_text(render_markdown(root)).lower()))
    from_text = Counter(words.findall(render_text(root).lower()))
    assert from_markdown == from_text


def test_every_special_tag_has_a_start_and_an_end_handler():
    from beam_extract import markdown

    assert set(markdown._STARTS) == set(markdown._ENDS) == set(markdown.SPECIAL_TAGS)


@pytest.mark.parametrize(
    "body, expected",
    [
        ("<div>before<li>item</li>after</div>", "before\n\nitem\n\nafter"),
        ("<div>before<td>cell</td><th>head</th>after</div>", "before\n\ncell\n\nhead\n\nafter"),
        ("<div>before<dt>term</dt><dd>said</dd>after</div>", "before\n\nterm\n\nsaid\n\nafter"),
        ("<div>before<caption>cap</caption><tr>row</tr>after</div>", "before\n\ncap\n\nrow\n\nafter"),
        ("<div>before<blockquote>quoted</blockquote>after</div>", "before\n\n> quoted\n\nafter"),
    ],
)
def test_structural_tags_out_of_their_structure_are_plain_blocks(body, expected):
    # lxml.html keeps these stray tags where they are written (no list, table or dl around them).
    root = etree.fromstring(f"<html><body>{body}</body></html>")
    assert render_markdown(root) == expected


ROOTED_BASES = [
    "https://example.com/dir/page.html", "https://example.com", "http://Example.COM:8080/a/b?q=1#f",
    "HTTPS://example.com/x", "https://user@example.com/x;p", "http:///nohost", "file:///tmp/page.html",
    "page.html", "mailto:someone@example.com", "javascript:void(0)", "http://[::1]/x", "http://[broken/x",
    "https://例え.jp/パス",
]
ROOTED_REFERENCES = [
    "/", "/a/b.html", "/a//b", "/a/./b", "/a/../b", "/..", "/.", "/a/.hidden", "/a;p", "/a?q=1", "/a#top",
    "/a b", "/a[1]", "/a\\b", "/é", "/%2e%2e/x", "//other.org/x", "  /padded  ", "/tab\there",
]


@pytest.mark.parametrize("base", ROOTED_BASES)
def test_root_relative_references_resolve_as_urljoin(base):
    from beam_extract.markdown import Renderer
    from beam_extract.urls import join

    renderer = Renderer(links=True, images=True)
    renderer.bases.append(base)
    for ref in ROOTED_REFERENCES:
        assert renderer.resolve(ref) == join(base, ref.strip()), (base, ref)


def _md_parsed(body: str) -> str:
    """The Markdown of a body as the parse room builds it (a `<p>` opened in a heading stays inside it)."""
    from beam_extract.parse import parse_html

    return render_markdown(parse_html(f"<html><body>{body}</body></html>").getroot())


def test_a_heading_holding_paragraphs_is_its_first_line_then_paragraphs_with_their_line_breaks():
    # An h2 whose end tag is missing: the tree builder keeps the checklist inside it. Its first line is
    # the heading; the paragraphs are paragraphs, the <br> lines hard line breaks (not one heading line).
    body = ("<h2>What to Bring<p></p><p>Our quick checklist:</p><p>• Water bottle<br>\n• Towel<br>\n• Shoes</p>"
            "<p>Good options to toss in your bag too:</p></h2><p>After.</p>")
    assert _md_parsed(body) == ("## What to Bring\n\nOur quick checklist:\n\n• Water bottle\\\n• Towel\\\n• Shoes\n\n"
                                "Good options to toss in your bag too:\n\nAfter.")
    # A title and its tagline in one heading: the tagline is a paragraph; markers across a <br> stay whole.
    assert _md_parsed("<h3><p>ENERGY SCORE</p> <span>Your own coach</span></h3>") == "### ENERGY SCORE\n\nYour own coach"
    assert _md_parsed("<h4><br>Big <b>deal<br>today</b><p>More.</p></h4>") == "#### Big **deal**\n\n**today**\n\nMore."


def test_a_heading_holding_one_paragraph_is_a_heading_unless_it_is_longer_than_any_heading():
    assert _md_parsed("<h2><p>Make work like this</p></h2><p>Body.</p>") == "## Make work like this\n\nBody."
    standfirst = "New research shows that fewer than half of homeowners offer their builder a hot drink, " * 2
    assert len(standfirst.strip()) > markdown.HEADING_PROSE_CHARS
    assert _md_parsed(f"<h3><p>{standfirst}</p></h3><p>Body.</p>") == f"{standfirst.strip()}\n\nBody."
    # A description whose first line is that long is all prose, its second line a paragraph of its own.
    assert _md_parsed(f"<h2><p>{standfirst}<br><br>A fine gift.</p></h2>") == f"{standfirst.strip()}\n\nA fine gift."


def test_a_heading_without_paragraphs_keeps_its_line_breaks_as_spaces_in_one_line():
    # A <br> in a title is a line break of the design ("Find a<br>Showroom"): the golds join the lines.
    assert _md_parsed("<h2>Looks sleek.<br>Built tough.</h2><p>x</p>") == "## Looks sleek. Built tough.\n\nx"
    assert _md_parsed("<h2>Title<div>Kicker</div></h2>") == "## Title\n\n## Kicker"
    assert markdown.heading_reading(lxml.html.fragment_fromstring("<h2>A<br>" + "b" * 200 + "</h2>")) == markdown.HEADING_KEPT


def test_the_markdown_of_headings_holding_paragraphs_has_the_texts_words():
    from beam_extract.parse import parse_html

    root = parse_html("<html><body><h2>What to Bring<p>List:</p><p>• a<br>• b</p></h2>"
                      f"<h3><p>{'A standfirst of words. ' * 9}</p></h3><p>End.</p></body></html>").getroot()
    assert markdown_to_text(render_markdown(root)).split() == render_text(root).split()


def test_link_and_image_destinations_are_written_by_the_rule_of_every_output_url():
    # 2026-12-07 (hostile59): a <base href> holding U+202E put a bidi override in every link
    body = ('<p><a href="https://x.org/\u202egpj.exe">file</a> <a href="https://x.org/a\u2028b\x85c">two</a>'
            ' <img src="/i\u200f.png" alt="pic"></p>')
    assert md(body) == ("[file](https://x.org/%E2%80%AEgpj.exe) [two](https://x.org/a%E2%80%A8b%C2%85c)"
                        " ![pic](https://example.com/i%E2%80%8F.png)")
    assert md('<p><a href="https://x.org/caf\u00e9 (1)">w</a></p>') == "[w](https://x.org/caf\u00e9%20\\(1\\))"
