"""placeholders: a template's placeholder text ("Lorem ipsum"): the innermost blocks holding it."""
from random_nests import random_markup

from beam_extract import dom
from beam_extract.clean import placeholders
from beam_extract.parse import parse_html


def test_placeholder_blocks_are_the_innermost_whose_serialised_text_opens_with_the_filler():
    # the one-walk reading (`_text_with_spans`) against each block's text serialised on its own
    import random

    from lxml import etree

    pieces = ["Lorem ipsum", "lorem\n  IPSUM dolor", "Lorem", " ipsum", "  ", "\u00a0", "words", "x", "LOREM IPSUM",
              "ipsum", "\u0130psum"]
    tags = ["p", "div", "span", "b", "section", "li", "em", "td"]

    def serialised(el):
        return etree.tostring(el, method="text", encoding="unicode", with_tail=False)

    compared = 0
    for seed in range(600):
        root = parse_html("<html><body><main>" + random_markup(random.Random(seed), pieces, tags)
                          + "</main></body></html>").getroot()
        main = root.find(".//main")
        text, spans, elements = placeholders._text_with_spans(main)
        assert text == etree.tostring(main, method="text", encoding="unicode")
        assert all(text[slice(*spans[el])] == serialised(el) for el in elements)
        found = [el for el in elements[1:] if isinstance(el.tag, str)
                 and dom.local_name(el.tag) in placeholders._PLACEHOLDER_BLOCKS
                 and " ".join(serialised(el).split()).lower().startswith("lorem ipsum")]
        outer = {a for el in found for a in el.iterancestors()}
        assert placeholders._innermost_placeholder_blocks(elements[1:], text, spans) == [el for el in found if el not in outer]
        compared += len(found)
    assert compared > 200
