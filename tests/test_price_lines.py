"""price_lines: a shop's lone price lines (`is_price_line`) and the price labels read out to screen readers."""
import pytest

from beam_extract.clean import price_lines
from beam_extract.clean.price_lines import is_price_line
from beam_extract.parse import parse_html
from beam_extract.text import render_text


def test_price_lines_are_a_price_and_a_few_words_in_several_currencies():
    for line in ("$20.00", "+ $23.51 delivery", "Regular price: $99.99", "-15%EUR 12.99", "List: EUR 12.99",
                 "99,99 €", "129 zł", "Previous price $199.99 9% off", "GBP 0.00 GBP 0.00"):
        assert is_price_line(line), line
    for line in ("Free delivery with 0% interest with our bank partners for all orders.", "1–9 20",
                 "Seller 99.9% positive", "The shirt costs $20 and is soft, well cut, quality cotton", "Kristall 5"):
        assert not is_price_line(line), line


@pytest.mark.parametrize("line", ["19,00€inkl. MwSt.", "19,00 €inkl. MwSt.", "10,00€TTC", "89,00€ zzgl. Versand"])
def test_a_price_with_its_tax_note_glued_on_is_a_price_line(line):
    assert price_lines.is_price_line(line)


def test_a_price_glued_to_another_word_is_no_price_line():
    assert not price_lines.is_price_line("19,00€inklusive Rabatt und Geschenkverpackung fürs Wochenende")
    assert not price_lines.is_price_line("Modell 19,00€x")


@pytest.mark.parametrize("readout", [
    '<span class="sr-only-focusable">Sale price</span>',  # shown on focus
    '<span class="screenreader">Sale price</span>',  # a bare name: HIDING_CLASSES' to judge
    '<span class="xy-sr-only">Sale price, our members save more every week on the whole range</span>',  # no label
    '<span class="xy-sr-only">Opens in a new window</span>',  # no price word
    '<span class="xy-sr-only">Original price was: $30.00.</span><del aria-hidden="true">$30.00</del>',  # WooCommerce
])
def test_other_screen_reader_text_beside_a_price_stays(readout):
    tile = f'<li><h2>Fig Leaf Candle</h2><p class="price">{readout} $24.50</p></li>'
    root = parse_html(f"<html><body><main>{tile}</main></body></html>").getroot()
    before = render_text(root)
    price_lines.drop_price_readout_labels(root)
    assert render_text(root) == before
