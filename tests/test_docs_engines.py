"""Each common doc engine's default theme (tests/docs_engine_pages.py): the page's text, code,
admonitions, tables and API signatures stay; the theme's sidebars, contents boxes, pagers, edit and
feedback links, version pickers and footers go."""
import re

import pytest
from docs_engine_pages import ENGINES

from beam_extract import extract


def folded(text: str) -> str:
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_doc_engine_page_keeps_its_text_and_drops_its_chrome(engine):
    html, keep, chrome = ENGINES[engine]
    text = extract(html, "https://docs.example.org/quickstart").text
    for piece in keep:
        assert folded(piece) in folded(text), (engine, piece)
    for piece in chrome:
        assert piece not in text, (engine, piece)
