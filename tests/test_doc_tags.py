"""clean/doc_tags.py: a documentation generator's box of a method's tagged parts (YARD's `div.tags`)
stays; a post's tag list still goes."""
from beam_extract import extract
from beam_extract.clean.doc_tags import documents_tags
from beam_extract.parse import parse_html

PROSE = " ".join(["The session keeps one connection per host and reuses it for the requests that follow."] * 5)


def box(html: str):
    return parse_html(f"<html><body>{html}</body></html>").getroot().find(".//div")


def test_a_tag_box_of_parameters_or_code_documents():
    params = ("<div class='tags'><p class='tag_title'>Parameters:</p><ul class='param'><li><span class='name'>url</span> "
              "<span class='type'>(<tt>String</tt>)</span> &mdash; <div class='inline'><p>The address to fetch.</p></div></li></ul></div>")
    assert documents_tags(box(params))
    assert documents_tags(box("<div class='tags'><p class='tag_title'>Examples:</p><pre class='example code'>get(url)</pre></div>"))


def test_a_post_tag_list_does_not_document():
    assert not documents_tags(box("<div class='tags'><ul><li><a href='/t/ruby'>Ruby</a></li>"
                                  "<li><a href='/t/http'>HTTP</a></li></ul></div>"))
    assert not documents_tags(box("<div class='tags'><ul><li><p><a href='/t/ruby'>Ruby on Rails</a> web</p></li></ul></div>"))
    assert not documents_tags(box("<div class='tags share'><pre>x</pre></div>"))  # named for sharing too


def test_yard_method_keeps_its_parameters_and_a_blog_drops_its_tags():
    yard = (f"<html><body><div id='content'><h1>Class: Session</h1><div class='docstring'><p>{PROSE}</p></div>"
            "<div class='tags'><p class='tag_title'>Parameters:</p><ul class='param'><li><span class='name'>url</span> &mdash; "
            "<div class='inline'><p>The address of the resource to fetch, absolute or relative.</p></div></li></ul></div></div>"
            "</body></html>")
    assert "The address of the resource to fetch" in extract(yard).text
    blog = (f"<html><body><article><h1>Sessions</h1><p>{PROSE}</p><div class='tags'><ul><li><a href='/t/ruby'>Ruby</a></li>"
            "<li><a href='/t/http'>HTTP</a></li></ul></div></article></body></html>")
    assert "HTTP" not in extract(blog).text
