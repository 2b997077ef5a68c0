"""The cleaning of the content document: a shop's lone price lines (`is_price_line`, `drop_price_lines`),
its tax, shipping and checkout notes (`drop_checkout_notes`) and the price labels read out to screen
readers (`drop_price_readout_labels`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import re

from lxml import etree

from ..speedups import native as _speedups
from .drops import drop_keeping_tail, set_tail, set_text
from .lines import INLINE_TAGS
from .measures import content_body, element_text, folded_text, text_length_upto
from .prices import AMOUNT, CURRENCY
from .prompts import drop_within_guard
from .walks import names_holding, outermost_among, short_text_walk

# --- Lone price lines of a shop's page ----------------------------------------------------------

# A short line (at most PRICE_LINE_MAX characters) holding a price and at most PRICE_LINE_WORDS
# words besides ("$20.00", "+ $23.51 delivery", "Regular price: €19,99", "List: EUR 12.99") is the
# shop's price box or a recommended product's price, not the product's description: the golds of
# product pages leave them out (WCXB dev: 206 such lines of our output absent from the gold, 31
# present; on collection pages 807 and 637): only on a page declaring one product
# (`page_facts.declares_one_product`), and only when it holds at most PRICE_LINES_MAX of them (more
# are a grid of products, content to a category page that declares itself a product).
# Measured 2026-11-30 (make bench-quick, F1 even / odd; ScrapingHub 0.9613 / 0.9674 and
# trafilatura-eval-dev 0.9177 / 0.9143 unchanged by all): before, WCXB dev 0.8603 / 0.8644
# (product 0.6262 / 0.6814); on every declared product page (measured before SHOP_LABELS, from
# 0.8602 / 0.8640), no cap: 0.8603 / 0.8636 (collection odd half 0.7147 -> 0.7080: category pages
# declaring a product lose their prices); cap 4: 0.8602 / 0.8640, cap 8: 0.8602 / 0.8635, cap 16:
# 0.8603 / 0.8635; declaring one product, no cap: 0.8602 /
# 0.8645 (a listing loses); cap 4: 0.8603 / 0.8644; cap 8: 0.8603 / 0.8645 (product 0.6263 /
# 0.6831; 35 pages better, 13 worse); cap 16: 0.8603 / 0.8645 (collection odd 0.7148 -> 0.7147).
# Tried and dropped the same day: lists of 3+ sibling cards each a link and a price (a carousel
# whatever its heading), on pages declaring one product, dropped unless they hold half the text:
# 0.8603 / 0.8648 (product odd 0.6814 -> 0.6889) but collection odd 0.7148 -> 0.7123, and the
# gain was three pages of one shop's template while two category pages lost 0.05 and 0.12.
# Measured again 2026-12-06 (shop46b; per-page word F1 of WCXB dev's 119 product pages, sums by
# half): the product's own price is a lone price line the golds keep on 14 pages and leave out on
# about 30, the same template either way (two eBay listings keep "EUR 355.58", two do not); no
# markup tells them apart (itemprop="price", Shopify's `price-item`, a bare amount are on both
# sides). Not dropping the lines: even -0.0111 / odd -0.0643; sparing the first of them (the buy
# box's): even +0.0020 / odd -0.0041; sparing a lone one (dropping only two or more): product even
# +0.0013 / odd +0.0044 but 8 pages better and 21 worse, a service page -0.0006 (even): a few short
# golds' gain, not a rule. All three dropped.
PRICE_LINE_MAX = 60
PRICE_LINE_WORDS = 3
PRICE_LINES_MAX = 8
# product41 (2026-12-05): a tax note glued to the price with no white space between their elements
# ("19,00€inkl. MwSt.", "$19.99incl. VAT", "10,00€TTC") ends the price as white space would
_GLUED_TAX = r"(?:inkl|incl|inc|exkl|excl|zzgl|ttc|ht|mwst|vat|btw|iva|tva)\b"
_PRICE = re.compile(rf"(?:{CURRENCY}\s?(?:{AMOUNT})|(?:{AMOUNT})\s?{CURRENCY})(?!(?!{_GLUED_TAX})\w)", re.I)
_PRICE_LEFTOVER = re.compile(r"[^\W\d_]+")
_PERCENT = re.compile(r"\d+\s?%")


def is_price_line(text: str) -> bool:
    """A line that is a price with at most PRICE_LINE_WORDS words around it."""
    if len(text) > PRICE_LINE_MAX:
        return False
    rest, found = _PRICE.subn(" ", text)
    if not found:
        return False
    rest = _PERCENT.sub(" ", rest)
    return len(_PRICE_LEFTOVER.findall(rest)) <= PRICE_LINE_WORDS


def drop_price_lines(root) -> int:
    """Remove the outermost elements whose whole text is a price line (`is_price_line`), each
    holding at most GUARD_SHARE of the body's text, when there are at most PRICE_LINES_MAX of them
    (a page of one product). Returns how many went."""
    body = content_body(root)
    victims = outermost_among(_price_candidates(body), _is_price_element, PRICE_LINES_MAX)
    if len(victims) > PRICE_LINES_MAX:
        return 0
    return drop_within_guard(body, victims)


def _price_candidates(body) -> list:
    """The elements below `body`, in document order, whose text may be a price line: with the C
    speedups only those whose text holds a decimal digit and at most PRICE_LINE_MAX characters
    other than white space (`_speedups.price_candidates`); the others `_is_price_element` rejects.
    The test of every element was ~7 ms a page where it runs (2026-12-02, WCXB dev)."""
    if _speedups is not None:
        return _speedups.price_candidates(body, PRICE_LINE_MAX)
    return _price_candidates_python(body)


def _price_candidates_python(body) -> list:
    """Twin of `_speedups.price_candidates`: every element below `body` (`_is_price_element` judges them all)."""
    return [el for el in body.iter(etree.Element) if el is not body]


def _is_price_element(el) -> bool:
    if text_length_upto(el, PRICE_LINE_MAX) > PRICE_LINE_MAX:
        return False
    return is_price_line(folded_text(el))


# A shop's note beside the price that shipping is reckoned at the checkout (Shopify's "Tax included.
# Shipping calculated at checkout." and its translations; BigCommerce's "Shipping: Calculated at
# Checkout" row): the whole text of a block of at most CHECKOUT_NOTE_MAX characters, or a definition
# whose term is a shipping word. The golds leave it out (WCXB dev: 1 of 1 such lines of our output; a
# FAQ answer "Yes, we ship worldwide. Shipping costs are calculated at checkout." stays, not a note
# alone). Measured 2026-12-03 (bench_extract --no-peers, F1 even / odd): WCXB dev product 0.7414 /
# 0.7634 -> 0.7414 / 0.7635 (4017 0.943 -> 0.951, its "Shipping calculated at checkout." gone; no other
# page of the three sets changed); ScrapingHub 0.9802 / 0.9818 and trafilatura-eval-dev 0.9574 / 0.9645
# unchanged. Only on a shop's pages (see extractor).
CHECKOUT_NOTE_MAX = 100
_TAX_NOTE = (r"(?:tax(?:es)? included|inkl\.? (?:mwst|steuern)\.?|inklusive (?:mwst|steuern)|taxes incluses"
             r"|impuestos incluidos|imposte incluse|inclusief (?:btw|belasting)|tributos incluídos"
             r"|podatek wliczony w cenę|iva inclusa|iva incluida|impostos incluídos|imposto incluído"
             r"|cena zawiera (?:podatek )?vat)")
_SHIPPING_NOUN = (r"(?:shipping(?: costs?| fees?| rates?)?|taxes and shipping|delivery(?: costs?)?|versand(?:kosten)?"
                  r"|frais d.(?:expédition|envoi|livraison|port)|(?:los )?gastos de envío|el envío"
                  r"|spese di (?:spedizione|consegna)|verzendkosten|frete|koszt(?:y)? (?:wysyłki|dostawy))")
_CALCULATED_AT_CHECKOUT = (r"(?:(?:(?:is|are|will be|wird|werden|se|sont|worden|è|sono|é|są) )?(?:automatically )?(?:calculated|berechnet"
                           r"|calculés?|calculan|calcula|calcolate|calcolato|berekend|calculado|obliczany|obliczane|liczony)"
                           r"[^.]{0,40}?(?:checkout|check-out|kasse|paiement|pago|pagos|cassa|kasie|pagamento|afrekenen)"
                           r"|(?:wird|werden) (?:beim|im|an der) (?:checkout|kasse) berechnet)")
_CHECKOUT_NOTE = re.compile(rf"^(?:{_TAX_NOTE}[.,]?\s*(?:and |und |et |y |e |en |i )?)?(?:the )?{_SHIPPING_NOUN}\W*"
                            rf"{_CALCULATED_AT_CHECKOUT}[^.]{{0,30}}\.?$")
_CHECKOUT_VALUE = re.compile(rf"^{_CALCULATED_AT_CHECKOUT}\W*$")
_SHIPPING_TERM = re.compile(rf"^{_SHIPPING_NOUN}\W*$")
_CHECKOUT_WORDS = ("checkout", "check-out", "kasse", "paiement", "pago", "cassa", "kasie", "pagamento", "afrekenen")

# A shop's tax note beside the price, alone in its block: "inkl. MwSt., zzgl. Versandkosten", "All
# prices incl. VAT", "VAT included (where applicable), plus shipping", "Prix TTC", "IVA incluida",
# "IVA inclusa", "Prijzen incl. btw", "Cena z VAT". Not a price with its note ("€49.99 VAT included",
# which one WCXB gold keeps: the price lines' rule judges those) nor an inline part of a longer line.
# The golds leave the note out (WCXB dev: 5 of the 5 such lines of our output). Measured 2026-12-03
# (bench_extract --no-peers, F1 even / odd, after the button accordions above): WCXB dev product
# 0.7436 / 0.7647 -> 0.7437 / 0.7650 (0616 0.820 -> 0.824, 0617 0.640 -> 0.649, 2947 0.3772 ->
# 0.3794, 2985 0.9095 -> 0.9117; no page worse); ScrapingHub 0.9802 / 0.9818 and trafilatura-eval-dev
# 0.9574 / 0.9645 unchanged (0204's "Endpreis zzgl. Versandkosten" and 0478's "inkl. MwSt." went, no
# snippet names them).
_TAX_NAME = r"(?:(?:gesetzl(?:\.|iche[rn]?)|der|de la|la|the|local) )*(?:mwst|ust|vat|tax(?:es)?|btw|iva|tva|i\.v\.a)\.?"
_TAX_CLAUSE = (rf"(?:(?:inkl|incl|inc|exkl|excl|ex|zzgl)\.?|including|included|inklusive|inclusief|exclusief|excluding"
               rf"|plus|z|bez|hors|sans|con|senza|sin|avec|mit|ohne)\s*(?:\d+(?:[.,]\d+)?\s?%\s*)?{_TAX_NAME}"
               rf"|{_TAX_NAME}\s*(?:\d+(?:[.,]\d+)?\s?%\s*)?(?:included|inclusive|incl\.?|inkl\.?|inc\.?|enthalten"
               rf"|incluid[ao]s?|inclus[ae]s?|incluse|compres[ao]|inbegrepen|wliczony|excluded|exclusive|excl\.?|exkl\.?)"
               r"|(?:prix )?t\.?t\.?c\.?")
_SURCHARGE_NOUN = (r"(?:versand(?:kosten)?|shipping(?: costs?)?|delivery(?: costs?)?|postage|p&p"
                   r"|frais de (?:port|livraison|transport)|gastos de envío|envío|spese di spedizione|spedizione"
                   r"|verzendkosten|verzending|kosztów wysyłki|koszty wysyłki|wysyłki)")
_SHIPPING_CLAUSE = (r"(?:(?:(?:zzgl|exkl|excl|inkl|incl)\.?|plus|excluding|including|hors|sans|más|mas|più|\+|ohne|mit"
                    rf"|exclusief|bez|oraz|and|und|et|y|e|en|i)\s*(?:(?:the|den|die|les|los|le|i|de) )?{_SURCHARGE_NOUN}"
                    # kinds40 (2026-12-05): the French "extra" after the noun ("TTC, frais de port en sus")
                    r"|frais de (?:port|livraison) en sus)")
_TAX_LINE = re.compile(
    r"^\W*(?:(?:all |alle |tous les |todos los |tutti i )?(?:prices?|preise?|endpreis|gesamtpreis|prix|precios?"
    r"|prezzi|prijzen|ceny|cena)(?: (?:are|sind|en|is|ist))?:?\s*)?"
    rf"(?:{_TAX_CLAUSE})(?:\s*\([^()]{{0,30}}\))?(?:\s*[,.;/|]?\s*{_SHIPPING_CLAUSE})?\W*$"
    rf"|^\W*(?:(?:end)?preise?\s*)?(?:zzgl\.?|plus|exkl\.?) {_SURCHARGE_NOUN}\W*$")
# Which pages to walk: the folded text holds a tax clause, or a surcharge after "zzgl."/"plus"/"exkl."
# (a page merely naming a tax is not walked). Found by the tax's name as shops write it, a search of
# literals that `re` runs fast on the text as written (in lower case "vat", "iva" and "ust" are inside
# "private", "derivative", "must": ~6 hits a shop page; a character class such as "[Tt]ax" would make
# `re` try every position: 270 us a page against 52), then the clause looked for
# around each name standing as a word.
_TAX_NAMES = re.compile(r"MwSt|Mwst|MWST|USt|VAT|TTC|IVA|TVA|BTW|btw|zzgl|Zzgl|Tax|tax|TAX")
# (a clause after a digit too: the element text joins "€89,00" and "TTC, ..." of two blocks, product41)
_TAX_GATE = re.compile(rf"(?:\b|(?<=\d))(?:{_TAX_CLAUSE}|(?:zzgl\.?|plus|exkl\.?) {_SURCHARGE_NOUN})")
TAX_GATE_REACH = 40


def drop_checkout_notes(root) -> int:
    """Remove a shop page's notes that shipping is calculated at the checkout (see CHECKOUT_NOTE_MAX):
    the outermost block that is the note alone, and a definition list's shipping term with such a
    value. Returns how many went."""
    body = content_body(root)
    written = element_text(body)
    folded = written.lower()
    checkout = any(word in folded for word in _CHECKOUT_WORDS)
    taxed = _holds_a_tax_clause(written)
    if not checkout and not taxed:
        return 0
    victims: list = []

    def is_note(el, length: int) -> bool:
        """A note (the walk enters it no further), or a definition list's shipping value (its
        term and it go too)."""
        line = folded_text(el).lower()
        if (checkout and _CHECKOUT_NOTE.match(line)) or (taxed and _is_tax_note(el, line)):
            victims.append(el)
            return True
        if el.tag in ("dd", "DD") and _CHECKOUT_VALUE.match(line):
            term = el.getprevious()
            if term is not None and term.tag in ("dt", "DT") and _SHIPPING_TERM.match(
                    folded_text(term).lower()):
                victims.extend((term, el))
        return False

    # (one C walk measuring each element and entering no note, nor an element without text: the
    # Python walk and each short element's climb to its ancestors were ~0.25% of extract(), 2026-12-04)
    short_text_walk(body, 0, CHECKOUT_NOTE_MAX, is_note)
    return drop_within_guard(body, victims)


def _holds_a_tax_clause(written: str) -> bool:
    for found in _TAX_NAMES.finditer(written):
        start, end = found.span()
        if (start and written[start - 1].isalpha()) or (
                end < len(written) and written[end].isalpha() and written[end:end + 2].lower() != "es"):
            continue  # inside a word ("Syntax")
        if _TAX_GATE.search(written[max(0, start - TAX_GATE_REACH):end + TAX_GATE_REACH].lower()):
            return True
    return False


def _is_tax_note(el, line: str) -> bool:
    """`line`, the text of `el`, is a tax note (_TAX_LINE) standing as a block of its own."""
    if not line or not _TAX_LINE.match(line):
        return False
    if isinstance(el.tag, str) and el.tag.lower() in INLINE_TAGS:
        parent = el.getparent()
        return parent is not None and text_length_upto(parent, len(line) + 1) <= len(line)
    return True


# --- Price labels read out to screen readers ---------------------------------------------------------

# A price's label written for screen readers only, under a design system's own name for the style
# (Etsy's "wt-screen-reader-only", Anthropologie's "u-pwa-screen-reader-only", Bose's
# "bose-screenReaderText"; the bare names, Glossier's "screenreader" among them, are not read: two of its
# golds disagree; the whole names `tokens.HIDING_CLASSES` knows went with the hidden already): "Sale
# price:", "Original price: ", "Regular price", "Sale Price USD 55.25" beside the price shown
# `aria-hidden`. The golds keep the shown price, not the label: the label goes (the price it holds
# stays, once), its place a space ("$24.50" and "$35.00" no longer run together). A childless element of
# at most READOUT_LABEL_MAX characters, its text a price label of at most READOUT_LABEL_WORDS words
# (PRICE_NOUN in eight languages) and a price or nothing; not beside a `del` or `ins` (WooCommerce's
# sale readouts, "Original price was: $30.00.", which the golds keep: `hidden_spares.spare_price_readouts`).
# Added 2026-12-05 (shop43): see "Shop pages, the forty-third round" in docs/rounds.md.
READOUT_LABEL_MAX = 80
READOUT_LABEL_WORDS = 4
PRICE_NOUN = re.compile(r"\w*(?:price|preis|prijs)|prix|precio|prezzo|cena|preço|preco", re.I)
_READER_NAMES = ("screen-reader", "screenreader", "sr-only", "sr_only", "sronly", "visually-hidden",
                 "visuallyhidden", "visually_hidden")
# what a candidate's class holds ("eader" would bring every "header" along)
_READER_NEEDLES = ("-reader", "creenreader", "creenReader", "sr-only", "sr_only", "srOnly", "sronly", "isually")
_LABEL_WORD = re.compile(r"[^\W\d_]+")
_LABEL_LEFTOVER = re.compile(r"[^\W\d_]+|[\s:.'\u00a0]")
_SALE_TAGS = frozenset(("del", "ins"))


def drop_price_readout_labels(root) -> int:
    """Remove the price labels written for screen readers (see READOUT_LABEL_MAX), keeping the price
    an element holds. Returns how many labels went."""
    gone = 0
    for el in names_holding(content_body(root), _READER_NEEDLES, ("class",)):
        if len(el) or not _named_for_screen_readers(el.get("class") or "") or _beside_a_sale(el):
            continue
        text = el.text or ""
        if len(text) > READOUT_LABEL_MAX:
            continue
        prices = [match.group() for match in _PRICE.finditer(text)]
        if not _a_price_label(_PRICE.sub(" ", text)):
            continue
        if prices:
            set_text(el, " ".join(prices))
        else:
            set_tail(el, " " + (el.tail or ""))
            drop_keeping_tail(el)
        gone += 1
    return gone


def _named_for_screen_readers(names: str) -> bool:
    """A class name of a screen-reader-only style behind a design system's prefix ("wt-", "u-pwa-",
    "bose-"), not one showing it on focus or on a breakpoint ("sr-only-focusable", "focus:not-sr-only",
    "lg:sr-only"). The bare names are `tokens.HIDING_CLASSES`' to judge ("screenreader" is not one)."""
    for name in names.lower().split():
        if ":" not in name and "focus" not in name and any(name.find(part) > 0 for part in _READER_NAMES):
            return True
    return False


def _beside_a_sale(el) -> bool:
    return any(sibling is not None and isinstance(sibling.tag, str) and sibling.tag.lower() in _SALE_TAGS
               for sibling in (el.getprevious(), el.getnext()))


def _a_price_label(rest: str) -> bool:
    """Is `rest` (a text, its prices taken out) a price label: at most READOUT_LABEL_WORDS words, one a
    PRICE_NOUN, and nothing but a colon or a stop beside them?"""
    words = _LABEL_WORD.findall(rest)
    if not words or len(words) > READOUT_LABEL_WORDS or not any(PRICE_NOUN.fullmatch(w) for w in words):
        return False
    return not _LABEL_LEFTOVER.sub("", rest)
