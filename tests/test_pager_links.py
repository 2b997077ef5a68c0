"""pager_links: a link's first piece of text, as `is_pager_link` reads it."""

from lxml import etree

from beam_extract.clean import pager_links
from beam_extract.parse import parse_html

_LINKS_PAGE = """<html><body><div>
<a href="/a">Next</a><a href="/b"> </a><a href="/c"><img src="x.png"></a><a href="/d"> <span>Previous</span> page</a>
<a href="/e"><span> </span><b>Weiter</b></a><a href="/f"><!-- note -->Next »</a><a href="/g"><!-- x --></a>
<a href="/h"><span><i>Suivant</i></span></a><a href="/i">\u00a0<em>\u00a0</em>\u00a0</a><a href="/j"><br>tail</a>
<a href="/k"><span></span></a><a href="/l">\u00a0<img src="y.png">« Prev</a></div></body></html>"""


def test_a_links_first_text_piece_is_the_first_non_blank_itertext_piece():
    body = parse_html(_LINKS_PAGE).find("body")
    links = list(body.iter("a"))
    assert len(links) == 12
    for link in links:
        if link.text and not link.text.isspace():
            continue  # read directly by is_pager_link
        expected = next((piece for piece in link.itertext() if piece and not piece.isspace()), None)
        assert pager_links._first_text_piece(link) == expected, etree.tostring(link)
