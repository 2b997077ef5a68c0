"""urls.join: exactly urllib.parse.urljoin, with a fast way for absolute http(s) references."""
from urllib.parse import urljoin

import pytest

from beam_extract.urls import join

BASES = ["https://example.org/a/b.html", "http://example.org/", "https://www.site.test/dir/page?x=1#f"]
REFERENCES = [
    "https://other.test/x/y.html", "http://example.org/p", "HTTP://Example.org/b", "https://a.test",
    "https://a.test/b?", "https://a.test/b#", "https://a.test/b;p", "https://a.test/b?q=1#f", "https://a.test/%7Ex",
    "http://[::1]/x", "http://a.test/b c", "http://a.test/b\\c", "http://a.test:80/./x/../y", "http:///x",
    "http://", "https:x", "//cdn.test/x.js", "/rooted", "relative/page.html", "../up", "?q", "#frag", "",
    "mailto:x@y.test", "javascript:void(0)", "https://ü.test/", "https://a.test/\t", " https://a.test/",
]


@pytest.mark.parametrize("base", BASES)
@pytest.mark.parametrize("reference", REFERENCES)
def test_join_is_urljoin(base, reference):
    assert join(base, reference) == urljoin(base, reference)


def test_absolute_references_come_back_as_they_are():
    assert join(BASES[0], "https://other.test/x/y.html") == "https://other.test/x/y.html"
    assert join(BASES[1], "HTTP://Example.org/b") == "http://Example.org/b"  # same scheme: urljoin rewrites it
    assert join(BASES[0], "https://a.test/b?") == "https://a.test/b"  # and drops an empty query


ROOTED_BASES = [
    "https://example.com/dir/page.html", "https://example.com", "http://Example.COM:8080/a/b?q=1#f",
    "HTTPS://example.com/x", "https://user@example.com/x;p", "http:///nohost", "file:///tmp/page.html",
    "page.html", "mailto:someone@example.com", "javascript:void(0)", "http://[::1]/x", "https://例え.jp/パス",
]
ROOTED_REFERENCES = [
    "/", "/a/b.html", "/a//b", "/a/./b", "/a/../b", "/..", "/.", "/a/.hidden", "/a;p", "/a?q=1", "/a#top",
    "/a b", "/a[1]", "/a\\b", "/é", "/%2e%2e/x", "//other.org/x", "/tab\there",
]


@pytest.mark.parametrize("base", ROOTED_BASES)
def test_root_relative_references_are_urljoin(base):
    for reference in ROOTED_REFERENCES:
        assert join(base, reference) == urljoin(base, reference), (base, reference)


def test_root_relative_reference_against_an_unparsable_base_is_resolved_against_none():
    assert join("http://[broken/x", "/a/b") == "/a/b"


# The kinds `join` resolves without urljoin, each with references it must leave to urljoin.
FAST_REFERENCES = [
    "https://a.test/b?q=1", "https://a.test/b?q=1#f", "http://a.test#top", "//cdn.test/x.js?v=2",
    "/a?q=1", "/a#top", "page.html", "a/b/c.html?x=1#y", "a/", "b.htm#sec",
]
SLOW_REFERENCES = [
    "https://a.test/b?", "https://a.test/b#", "https://a.test/?#x", "//h?", "///x", "//", "a//b", "./a", "../a",
    "a/..", "a/.", ".", "a?", "a#", "?q", "#frag", "a:b", "tel:123", "a b", "a;b", "http://?x", "/a/./b",
]
MORE_BASES = BASES + ROOTED_BASES + ["", "http://h/a/../b/c", "http://h//", "ftp://f.test/a/b/", "foo:bar/baz"]


@pytest.mark.parametrize("base", MORE_BASES)
def test_every_kind_is_urljoin(base):
    for reference in FAST_REFERENCES + SLOW_REFERENCES:
        try:
            want = urljoin(base, reference)
        except ValueError:
            want = urljoin("", reference)
        assert join(base, reference) == want, (base, reference)


def test_queries_fragments_network_paths_and_relative_paths_are_resolved_without_urljoin(monkeypatch):
    from beam_extract import urls

    base = "https://www.site.test/dir/page.html?x=1"
    expected = {reference: urljoin(base, reference) for reference in FAST_REFERENCES}
    for reference in FAST_REFERENCES:
        join(base, reference)  # the base's probes are remembered

    def refuse(*args):
        raise AssertionError("urljoin called")

    monkeypatch.setattr(urls, "urljoin", refuse)
    for reference in FAST_REFERENCES:
        assert join(base, reference) == expected[reference]
