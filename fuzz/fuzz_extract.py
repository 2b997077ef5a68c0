"""Coverage-guided fuzzing of the extractor core: bytes -> decode -> parse -> extract.

In: bytes from atheris (libFuzzer), seeded with fuzz/corpus/extract/.
Out: nothing, unless an input breaks a promise of `extract`: an exception other than the named
outcomes (PageTooLarge, PageTooComplex, NotHtml), or a Document with a string field that is not
valid Unicode (a surrogate, an XML-illegal control). libFuzzer then saves the input as crash-*.

Run: `make fuzz` (every fuzz/fuzz_*.py for FUZZ_SECONDS), or
`python fuzz/fuzz_extract.py -max_total_time=60 fuzz/corpus/extract/`.
"""
import re
import sys

import atheris

with atheris.instrument_imports():
    from beam_extract import extract
    from beam_extract.options import NotHtml, PageTooLarge

_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
_URLS = (None, "https://example.com/a/b.html", "http://[::1", "http://[domain]/", "x:\x01")


def check_document(doc) -> None:
    for name, value in doc.to_dict().items():
        if isinstance(value, str):
            assert not _ILLEGAL.search(value), (name, value)
            value.encode("utf-8")


def page_and_url(data: bytes) -> tuple[bytes | str, str | None]:
    """The page and URL an input stands for: its first byte chooses the URL, and bytes or str input
    (str: as a caller decoding the page itself); the rest is the page. `data` is not empty."""
    url = _URLS[data[0] % len(_URLS)]
    page = data[1:]
    return (page if data[0] & 0x80 else page.decode("utf-8", "surrogateescape")), url


def test_one_input(data: bytes) -> None:
    if not data:
        return
    html, url = page_and_url(data)
    try:
        doc = extract(html, url, max_bytes=1 << 20)
    except (PageTooLarge, NotHtml):  # PageTooComplex is a PageTooLarge
        return
    if doc is not None:
        check_document(doc)


def main() -> None:
    # Load what loads on first use (the language model, ~0.6 s) before the clock runs: otherwise
    # the first input is reported as a slow unit whatever it is.
    extract("<html><body><p>A warm-up page of a few words.</p></body></html>")
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
