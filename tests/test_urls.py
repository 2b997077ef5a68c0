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
