"""Structure-aware fuzzing of the extractor: bytes choose a page's parts, and `extract` reads it.

In: bytes from atheris (libFuzzer), seeded with fuzz/corpus/pages/ (any bytes: each byte is a choice).
Out: nothing, unless `extract` breaks a promise on the page the bytes build: an exception other than
the named outcomes (PageTooLarge, PageTooComplex, NotHtml), or a string field of the Document that is
not valid Unicode. fuzz_extract.py mutates bytes, which rarely make markup a stage acts on; here each
input byte picks the next part of a page (`build_page`): posts, streamed segments and their templates,
declarative shadow roots, svg and math with HTML inside, tables in tables, JSON-LD, hidden boxes,
unclosed void and foreign elements, runs of one part nested or repeated, and text holding C0
controls, entities of surrogates and out-of-range code points, comments left open. A byte flipped by
libFuzzer changes one choice, so the coverage it finds is kept and built on.

Run: `make fuzz` (every fuzz/fuzz_*.py for FUZZ_SECONDS), or
`python fuzz/fuzz_pages.py -max_total_time=60 fuzz/corpus/pages/`. Without atheris the same check
runs on given bytes (`check_page`): tests/test_robustness.py replays a few.
"""
from __future__ import annotations

import json
import re
import sys

try:
    import atheris
except ImportError:  # the check also runs without it
    atheris = None

if atheris is not None:
    with atheris.instrument_imports():
        from beam_extract import extract
        from beam_extract.options import NotHtml, PageTooLarge
else:
    from beam_extract import extract
    from beam_extract.options import NotHtml, PageTooLarge

_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
PAGE_BYTES_MAX = 100_000

TEXTS = (
    "Words of a story told by hand, long enough to count as prose in a paragraph. ",
    "Posted by Jane Doe on January 2, 2024 ", "Reply Quote Report ", "$19.99 ", "Add to cart ",
    "Read more » ", "Page 2 of 9 ", "Home > Docs > API ", "© 2024 All rights reserved. ",
    "東京都の天気は晴れです。", "Привет, мир. ", "مرحبا بالعالم ", "\x01", "\x0c", "\x1f", "\x00",
    "&#xd800;", "&#xdfff;&#xd83d;", "&#x110000;", "&#0;", "&bogus;", "&amp;", "\ufffe", "\u200b\u2028",
    "<!--", "-->", "<![CDATA[", "</", "<", "\r", "x" * 300, "| " * 40, "1. first", "* item", "```",
)
CLASSES = ("content", "post", "comment", "author", "username", "post-author", "post-body", "message",
           "sidebar", "nav", "share", "price", "product", "related", "hidden", "date", "byline", "toc")
URLS = ("/members/a.1", "#", "http://[::1", "https://example.com/page/2", "javascript:void(0)", "x\x01")
SCHEMA_TYPES = ("Article", "NewsArticle", "Product", "DiscussionForumPosting", "Person")
# Parts of a page: {t} a text, {c} a class, {u} a URL, {n} a number, {j} a JSON-LD object.
PARTS = (
    "<article class='{c}'><h2>{t}</h2><p>{t}{t}</p></article>",
    "<div class='post'><div class='post-author'><a href='{u}'>{t}</a></div><div class='post-body'><p>{t}{t}"
    "</p></div></div>",
    "<main><template id='P:{n}'></template>{t}</main><div hidden id='S:{n}'><p>{t}{t}{t}</p></div>",
    "<div><template shadowrootmode='open'><slot></slot><p>{t}</p></template><p>{t}</p></div>",
    "<svg class='{c}'><g>{t}</g><foreignObject><p>{t}{t}</p></foreignObject>{t}</svg>",
    "<svg><path d='M0'/>{t}<p>{t}{t}</p></svg>",
    "<math><mi>{t}</mi><annotation-xml encoding='text/html'><p>{t}</p></annotation-xml></math>",
    "<table><tr><td><table><tr><td>{t}</td></tr></table></td><td class='{c}'>{t}</td></tr></table>",
    "<ul><li class='{c}'><a href='{u}'>{t}</a> <time datetime='{t}'>{t}</time></li></ul>",
    "<pre><code>{t}</code><div>{n}</div><div>{t}</div></pre>",
    "<p>{t}<embed src='{u}'>{t}<wbr>{t}</p>",
    "<div hidden class='{c}'><p>{t}{t}</p></div>",
    "<script type='application/ld+json'>{j}</script>",
    "<span class='sr-only {c}'>{t}</span>",
    "<form><label>{t}</label><input value='{t}'><button>{t}</button></form>",
    "<h1>{t}</h1>", "<p>{t}</p>", "<br>", "<div class='{c}'>", "</div>", "<p title='{t}' class='{t}'>{t}",
    "<!-- {t}", "<title>{t}", "<frameset><frame src='{u}'></frameset><noframes><p>{t}</p></noframes>",
)


class Choices:
    """Choices read off `data`, a byte each (0 once it is spent: the first option)."""

    def __init__(self, data: bytes):
        self._data, self._pos = data, 0

    def below(self, count: int) -> int:
        if self._pos >= len(self._data):
            return 0
        self._pos += 1
        return self._data[self._pos - 1] % count

    def pick(self, options):
        return options[self.below(len(options))]

    def spent(self) -> bool:
        return self._pos >= len(self._data)


def _json_ld(choices: Choices) -> str:
    value = {"@context": "https://schema.org", "@type": choices.pick(SCHEMA_TYPES),
             "headline": choices.pick(TEXTS), "description": choices.pick(TEXTS) * (1 + choices.below(4)),
             "author": {"name": choices.pick(TEXTS)}}
    return json.dumps(value).replace("<", "\\u003c")


def _part(choices: Choices) -> str:
    shape = choices.pick(PARTS)
    fields = {"t": choices.pick(TEXTS), "c": choices.pick(CLASSES), "u": choices.pick(URLS),
              "n": str(choices.below(8))}
    if "{j}" in shape:
        fields["j"] = _json_ld(choices)
    return shape.format(**fields)


def build_page(data: bytes) -> str:
    """The page `data` chooses: parts one after another, each alone, repeated or nested (a run of up to
    2,000), until the bytes are spent or the page is PAGE_BYTES_MAX long."""
    choices = Choices(data)
    out = ["<html><head><title>", choices.pick(TEXTS), "</title></head><body>"]
    size = 0
    while not choices.spent() and size < PAGE_BYTES_MAX:
        part = _part(choices)
        how, times = choices.below(4), 1 + choices.below(8) ** 3 * 4  # up to 1,373
        if how == 1:
            part = part * times
        elif how == 2:
            tag = choices.pick(("div", "li", "td", "span", "blockquote", "section", "a"))
            part = f"<{tag}>" * times + part + f"</{tag}>" * times
        size += len(part)
        out.append(part)
    out.append("</body></html>")
    page = "".join(out)
    return page[:PAGE_BYTES_MAX]


def check_page(data: bytes) -> None:
    """Raise AssertionError (or let the exception through) when `extract` breaks a promise on the page
    `data` builds."""
    try:
        doc = extract(build_page(data), "https://example.com/a/b.html", detect_language=bool(data[:1] == b"\xff"))
    except (PageTooLarge, NotHtml):  # PageTooComplex is a PageTooLarge
        return
    if doc is None:
        return
    for name, value in doc.to_dict().items():
        if isinstance(value, str):
            assert not _ILLEGAL.search(value), (name, value[:200])
            value.encode("utf-8")


def main() -> None:
    extract("<html><body><p>A warm-up page of a few words.</p></body></html>")  # (see fuzz_extract.py)
    atheris.Setup(sys.argv, check_page)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
