"""Property tests for `extract`: for any tag soup or bytes it returns None or a Document whose
string fields are valid Unicode (no surrogates, no XML-illegal controls), and raises nothing but
the named outcomes (PageTooLarge, PageTooComplex, NotHtml).

Deterministic: `derandomize=True` draws the same examples on every run (CI included)."""
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from beam_extract import Document, NotHtml, PageTooLarge, extract

ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
FAST = {"detect_language": False}
SETTINGS = settings(max_examples=150, derandomize=True, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

TAGS = ("html head body main article section div p span a b i li ul ol table tr td th caption "
        "title meta base script style noscript noframes template svg pre code h1 h2 blockquote "
        "price-tag x:y frameset frame iframe form nav footer header figure figcaption br img").split()
ATTRIBUTES = st.sampled_from([
    "", ' class="content"', ' class="share"', ' href="/x"', ' href="http://[bad/"', ' src="a.png"',
    ' property="og:type" content="article"', ' type="application/ld+json"', ' hidden', ' role="navigation"',
    ' charset="utf-16"', ' colspan="3"', ' href="http://[::1"',
])
TEXT = st.one_of(
    st.text(max_size=40),
    st.sampled_from([
        "Lorem ipsum dolor sit amet, consectetur, adipiscing elit. ",
        '{"@context":"https://schema.org","@type":"NewsArticle","headline":"Head \\ud83d"}',
        "\x0c", "\x01", "\ud83d", "&amp;", "&#0;", "&#xd800;", " ", "<!--", "-->", "<![CDATA[",
    ]),
)


@st.composite
def tag_soup(draw) -> str:
    pieces = []
    for _ in range(draw(st.integers(0, 40))):
        kind = draw(st.integers(0, 2))
        if kind == 0:
            pieces.append(f"<{draw(st.sampled_from(TAGS))}{draw(ATTRIBUTES)}>")
        elif kind == 1:
            pieces.append(f"</{draw(st.sampled_from(TAGS))}>")
        else:
            pieces.append(draw(TEXT))
    return "".join(pieces)


URLS = st.sampled_from([None, "https://example.com/a/b.html", "http://[::1", "http://[domain]/x"])


def check(result) -> None:
    if result is None:
        return
    assert isinstance(result, Document)
    for name, value in result.to_dict().items():
        if isinstance(value, str):
            assert not ILLEGAL.search(value), (name, value)
            value.encode("utf-8")


def run(html, url) -> None:
    try:
        result = extract(html, url, **FAST)
    except (PageTooLarge, NotHtml):  # PageTooComplex is a PageTooLarge
        return
    check(result)


@SETTINGS
@given(tag_soup(), URLS)
def test_tag_soup_gives_none_or_a_valid_document(html, url):
    run(html, url)


@SETTINGS
@given(tag_soup(), URLS, st.sampled_from(["utf-8", "utf-16-le", "utf-16-be", "cp1252", "shift_jis"]))
def test_encoded_tag_soup_gives_none_or_a_valid_document(html, url, codec):
    run(html.encode(codec, "surrogatepass" if codec.startswith("utf") else "replace"), url)


@SETTINGS
@given(st.binary(max_size=3000), URLS, st.sampled_from([None, "utf-8", "utf-16", "windows-1251", "bogus"]))
def test_arbitrary_bytes_give_none_a_valid_document_or_not_html(data, url, charset):
    try:
        result = extract(data, url, charset=charset, **FAST)
    except (PageTooLarge, NotHtml):
        return
    check(result)
