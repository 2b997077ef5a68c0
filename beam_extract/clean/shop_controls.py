"""The cleaning of the content document: the controls of a shop's page left as text: variant pickers
(`drop_option_pickers`), dropdown labels (`drop_select_labels`), quantity steppers (`drop_quantity_steppers`),
a listing's sort options (`drop_sort_option_lists`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import re

from ..dom import hidden_by, local_name
from .drops import drop_all_keeping_tails, drop_keeping_tail, outermost_only
from .measures import content_body, element_text, folded_text, holds_text_outside, text_length_upto
from .prompts import drop_within_guard
from .tokens import HIDING_CLASSES
from .walks import inputs_holding_folded, names_holding, names_tokens, outermost_among

# Class tokens (or joined pairs: "swatch-list", "size-selector") of a shop's variant pickers: the
# colour swatches, size buttons and option lists around the product's buy button (their inputs
# and buttons go as never-content; the labels and names stayed). On pages declaring a product
# (not a review article). Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd): before,
# ScrapingHub 0.9640 / 0.9686, WCXB dev 0.8650 / 0.8680 (product 0.6477 / 0.7011),
# trafilatura-eval-dev 0.9290 / 0.9332; on the pages of one product: 0.8651 / 0.8681 (product 0.6488 /
# 0.7019; eight pages better by up to 0.032, one 0.003 worse); on every product page: 0.8651 / 0.8681
# (product 0.6489 / 0.7019, two more pages better); on every page: 0.8652 / 0.8680 (category pages
# whose swatches the gold keeps lose up to 0.13); ScrapingHub and trafilatura-eval-dev unchanged by all.
PICKER_TOKENS = frozenset("""swatch swatches swatchlist colorswatch colourswatch variantpicker variantselector
    variantselect variantoptions sizeselector sizepicker sizeselect colorselector colorpicker colourpicker
    colourselector optionselector optionpicker productoptions productoption""".split()) | frozenset(
    # Squarespace's variant boxes (`<div class="variant-option"><div class="variant-option-title">Size:
    # </div><div class="variant-select-wrapper"><select>`): the dropdown went as never-content and left
    # "Size:". Added 2026-12-07 (service59): see "Product and service pages, the fifty-ninth round".
    ("variantoption",))


def drop_option_pickers(root) -> int:
    """Remove a product page's variant pickers (PICKER_TOKENS in their class or id), each holding
    at most GUARD_SHARE of the body's text. Returns how many went."""
    body = content_body(root)
    return drop_within_guard(body, outermost_among(_picker_candidates(body), _names_a_picker))


# Every picker token holds one of these: names without any are ruled out before they are split, first
# by the parts without their first letter (which camelCase may capitalise), then here.
_PICKER_PARTS = ("swatch", "picker", "select", "option")
_PICKER_TAILS = tuple(part[1:] for part in _PICKER_PARTS)


def _picker_candidates(body) -> list:
    """The elements below `body`, in document order, whose class or id holds a part of a picker
    token less its first letter (case as written). The XPath of eight `contains()` it replaced
    selected the same elements on every WCXB dev page (every third page's whole body checked,
    2026-11-30) in 2.2x the time of a Python walk (1.46 vs 0.68 s; 24 vs 9 ms on the largest shop
    page); the walk is in C since 2026-12-01."""
    return names_holding(body, _PICKER_TAILS, ("class", "id"))


def _names_a_picker(el) -> bool:
    for attribute in ("class", "id"):
        names = el.get(attribute)
        if names:
            lowered = names.lower()
            if any(part in lowered for part in _PICKER_PARTS) and names_tokens(names, PICKER_TOKENS):
                return True
    return False


# --- The labels of dropdowns ---------------------------------------------------------------------

# A `label` naming a `select` by its id (`<label for="Option-1">Size</label><select id="Option-1">`):
# the dropdown's options are never content, so its label is left a lone word ("Size" over each card
# of a grid, "Select Rental Period", "Color:", a ranking's "Select" / "Subject" filters). WCXB dev's
# golds keep none of those in our text (5 sites). Only labels of at most SELECT_LABEL_MAX characters;
# a label holding its select (no `for`) is left to the line rules. Read before `drop_never_content`
# takes the selects (clean_content's first pass). Added 2026-12-06 (shop44; snapshot of the 2,160
# pages): WCXB dev 0638 0.7482 -> 0.8000 (collection even), 4291 0.9478 -> 0.9529 (collection odd),
# 4331 0.6309 -> 0.6351 (listing odd), 0583 0.6771 -> 0.6806 and 4789 0.8794 -> 0.8797 (product odd);
# trafilatura-eval-dev 0204 ("Farbe", "Größe", "Schriftart") level at 1.0; none worse. The longest
# label gone is 20 characters ("Select Rental Period" is the page's, not a cap's choice).
SELECT_LABEL_MAX = 40


# A dropdown captioned by a bare text in the block holding it alone (YAF.NET's "Forum Jump&nbsp;<select>"
# under a topic, "Sort by <select>"): once the select goes its caption is a lone line as a label's is.
# The block goes when it holds nothing but the select and at most SELECT_LABEL_MAX characters around
# it. Added 2026-12-07 (engines59; see "Round 59, engines59" in docs/rounds.md for the pages it moved).


def drop_select_labels(root) -> int:
    """Remove the short labels of the page's dropdowns (see SELECT_LABEL_MAX), and the blocks holding
    a dropdown alone beside a short caption. Returns how many went."""
    body = content_body(root)
    controls = list(body.iter("label", "LABEL", "select", "SELECT"))  # one walk for both
    captioned = [el for el in controls if el.tag in ("select", "SELECT") and _captioned_alone(el, body)]
    for el in captioned:
        drop_keeping_tail(el.getparent())
    labels = [el for el in controls if el.tag in ("label", "LABEL") and el.get("for")]
    if not labels:
        return len(captioned)
    selects = {el.get("id") for el in root.iter("select", "SELECT") if el.get("id")}
    victims = [el for el in labels if el.get("for") in selects
               and text_length_upto(el, SELECT_LABEL_MAX) <= SELECT_LABEL_MAX]
    for el in victims:
        drop_keeping_tail(el)
    return len(victims) + len(captioned)


def _captioned_alone(select, body) -> bool:
    """Is `select` its block's one element, with a text of at most SELECT_LABEL_MAX characters
    besides? (Its siblings are asked, not `len(block)`: lxml counts a parent's children to answer,
    the square of them over a paragraph of 40,000 selects, 60 s of CPU; the merge's fresh-clone run.)"""
    block = select.getparent()
    if block is None or block is body or local_name(block.tag) in ("label", "form", "body", "html"):
        return False
    if select.getprevious() is not None or select.getnext() is not None:
        return False
    caption = f"{block.text or ''} {select.tail or ''}".strip()
    return 0 < len(caption) <= SELECT_LABEL_MAX


# --- A product's quantity stepper ----------------------------------------------------------------

# The box around a quantity field (`<input name="quantity">`, Shopify's `quantity-input`, WooCommerce's
# `div.quantity`, a theme's "-" / "+" buttons): once the field goes as never-content, its label and
# the stepper's signs are left lone lines ("Quantity", "Qty:", "-", "+", "Anzahl:"). The field is an
# `input` whose name, id, class or aria-label names a quantity (QUANTITY_STEMS); its box is the
# outermost of at most STEPPER_CLIMB ancestors whose text is a quantity label, digits and signs alone
# (STEPPER_TEXT), of at most STEPPER_TEXT_MAX characters in at most STEPPER_ELEMENTS_MAX elements (a
# box also holding "5 available 1 sold" stays whole). Read before `drop_never_content` takes the field
# (clean_content's first pass), on every page. Added 2026-12-06 (shop45): see "Product pages, the
# forty-fifth round" in docs/rounds.md.
# The label's Japanese, Chinese and Korean words ("数量", "個数", "수량": EC-CUBE's `ec-numberInput`
# writes name="quantity") added 2026-12-07 (service56): no dev page moved.
QUANTITY_STEMS = ("quantit", "qty", "menge", "anzahl", "cantidad", "aantal", "ilosc", "ilość")
_QUANTITY_LABEL = (r"(?:quantity|qty|menge|anzahl|stückzahl|quantité|qté|cantidad|cant|quantità|qtà|aantal|ilość|ilosc"
                   r"|quantidade|qtd|数量|數量|個数|수량)")
STEPPER_TEXT = re.compile(rf"(?:{_QUANTITY_LABEL}\.?\s*:?)?[\s\d+\-\u2212\u2013]*", re.I)
STEPPER_TEXT_MAX = 40
STEPPER_ELEMENTS_MAX = 60
STEPPER_RAW_MAX = 400  # the text before its white space is folded (a template's indentation)
STEPPER_CLIMB = 4


def drop_quantity_steppers(root) -> int:
    """Remove the boxes of a product's quantity fields holding only their label and stepper signs (see
    STEPPER_TEXT). Returns how many went."""
    body = content_body(root)
    checked: set = set()
    boxes = []
    for field in inputs_holding_folded(body, _QUANTITY_HEADS, _QUANTITY_ATTRIBUTES):  # (a superset)
        if _names_a_quantity(field):
            box = _stepper_box(field, body, checked)
            if box is not None:
                boxes.append(box)
    return drop_all_keeping_tails(outermost_only(boxes))


def _names_a_quantity(field) -> bool:
    names = " ".join(field.get(name) or "" for name in _QUANTITY_ATTRIBUTES).lower()
    return any(stem in names for stem in QUANTITY_STEMS)


def _ascii_head(stem: str) -> str:
    """`stem` up to its first character outside ASCII."""
    for i, char in enumerate(stem):
        if not char.isascii():
            return stem[:i]
    return stem


# The inputs `_names_a_quantity` may take, found in C before it reads them (2026-12-06: its test of
# each input was 5.9 ms of a shop's page of 2,000 inputs): each stem's ASCII head, in any ASCII case.
# No character outside ASCII lower-cases to one of the heads' letters (only the Kelvin sign's "k"
# and the dotted I's "i" + U+0307 lower-case into ASCII), and no stem holds a space (the names are
# joined by spaces), so an input whose names hold a stem holds a head in one attribute.
_QUANTITY_ATTRIBUTES = ("name", "id", "class", "aria-label")
_QUANTITY_HEADS = tuple(dict.fromkeys(_ascii_head(stem) for stem in QUANTITY_STEMS))


def _stepper_box(field, body, checked: set):
    """The outermost ancestor of `field` (at most STEPPER_CLIMB up, each looked at once a page) whose
    text is a stepper's, or None when that holds no text but its buttons'."""
    box, text = None, ""
    el = field.getparent()
    for _ in range(STEPPER_CLIMB):
        if el is None or el is body or el in checked:  # the set holds the proxies, so each stays the one
            break
        checked.add(el)
        if text_length_upto(el, STEPPER_RAW_MAX, STEPPER_ELEMENTS_MAX) > STEPPER_RAW_MAX:
            break
        shown = _text_past_buttons(el)
        if len(shown) > STEPPER_TEXT_MAX or not STEPPER_TEXT.fullmatch(shown):
            break
        box, text = el, shown
        el = el.getparent()
    return box if text else None


def _text_past_buttons(el) -> str:
    """`el`'s folded text but its buttons' (never content: a stepper's "Decrease quantity for ..." read
    out to screen readers). `el` holds at most STEPPER_ELEMENTS_MAX elements."""
    parts = [el.text or ""]
    stack = [(iter(el), "")]  # each open element's children left, and its tail for when they are read
    while stack:
        children, tail = stack[-1]
        child = next(children, None)
        if child is None:
            stack.pop()
            parts.append(tail)
        elif isinstance(child.tag, str) and child.tag not in ("button", "BUTTON") and not _hidden_by_markup(child):
            parts.append(child.text or "")
            stack.append((iter(child), child.tail or ""))
        else:
            parts.append(child.tail or "")
    return " ".join("".join(parts).split())


# Text hidden inside a stepper's label is not on its line, nor a swatch button's (`_shows_text`): Shopify
# Dawn's quantity label holds the count already in the cart, hidden until there is one (`<label
# class="quantity__label">Quantity<span class="quantity__rules-cart no-js-hidden hidden">(<span>0</span> in
# cart)</span></label>`), and left the line "Quantity" when the hidden part went. Added 2026-12-07 (service59).
def _hidden_by_markup(el) -> bool:
    """Is `el` hidden by an attribute (`dom.hidden_by`) or a hiding class (HIDING_CLASSES)?"""
    if el.attrib and hidden_by(el.attrib):
        return True
    return any(name.lower() in HIDING_CLASSES for name in (el.get("class") or "").split())


# --- A listing's sort options --------------------------------------------------------------------

# A listing's sort control drawn as a list (Anthropologie's radio boxes, BigCommerce's "sort drawer"
# of links, a theme's dropdown of `li`): "Featured", "Best Selling", "Price: Low to High", "Name A-Z".
# The golds leave it out (3 of 3 such lists of our output on WCXB dev, none kept). A `ul` or `ol` of
# at least SORT_OPTIONS_MIN items, each a sort option of at most SORT_OPTION_MAX characters (SORT_OPTION
# in eight languages), one at least an order by price or name (a list of "Featured" and "Best sellers"
# links is a menu, not this). Added 2026-12-05 (shop43): see "Shop pages, the forty-third round" in
# docs/rounds.md.
SORT_OPTIONS_MIN = 3
SORT_OPTION_MAX = 40
_ORDERS = (r"(?:low(?:est)? to high(?:est)?|high(?:est)? to low(?:est)?|ascending|descending|a ?- ?z|z ?- ?a|a to z|z to a"
           r"|aufsteigend|absteigend|niedrigster zuerst|höchster zuerst|croissant|décroissant|(?:de )?a à z|(?:de )?z à a"
           r"|ascendente|descendente|(?:de )?menor a mayor|(?:de )?mayor a menor|crescente|decrescente"
           r"|(?:dal )?più (?:basso|alto)|oplopend|aflopend|laag(?: naar |-)hoog|hoog(?: naar |-)laag|rosnąco|malejąco"
           r"|od najniższej|od najwyższej|(?:de )?menor para (?:o )?maior|(?:de )?maior para (?:o )?menor)")
_ORDERED_BY = (r"(?:price|preis|prix|precio|prezzo|prijs|cena|preço|name|title|nom|nombre|nome|naam|nazwa|titel|titre"
               r"|título|titolo|tytuł|alphabetically|alphabetisch|date|datum|fecha|data|(?:customer )?ratings?|reviews?)")
SORT_ORDER = re.compile(rf"(?:{_ORDERED_BY}[,:]?\s*(?:\(\s*)?)?{_ORDERS}\)?", re.I)
SORT_OPTION = re.compile(
    r"featured(?: items)?|relevance|most relevant|newest(?: first| arrivals)?|new arrivals|latest|oldest"
    r"|best[ -]?sell(?:ing|ers?)|most popular|popularity|top rated|(?:customer |avg\.? )?(?:ratings?|reviews?)"
    r"|recommended|empfohlen|relevanz|neueste|neuheiten|beliebteste?|beliebtheit|pertinence|nouveautés"
    r"|meilleures ventes|popularité|plus récents?|relevancia|novedades|más (?:nuevos|vendidos|populares|recientes)"
    r"|rilevanza|novità|più (?:recenti|venduti|popolari)|relevantie|nieuwste|populariteit|best verkocht|trafność"
    r"|najnowsze|bestsellery|najpopularniejsze|relevância|mais (?:recentes|vendidos|populares)|novidades",
    re.I)


def drop_sort_option_lists(root) -> int:
    """Remove the lists of a listing's sort options (see SORT_OPTIONS_MIN). Returns how many went."""
    lists = outermost_only([el for el in content_body(root).iter("ul", "ol", "UL", "OL")
                            if len(el) >= SORT_OPTIONS_MIN and _lists_sort_options(el)])
    for el in lists:
        label = _sort_label_before(el)
        if label is not None:
            drop_keeping_tail(label)
        drop_keeping_tail(el)
    return len(lists)


# The label a sort list leaves alone once it is gone ("Sort", "Sort by:", "Sortieren nach", "Trier par"):
# the element just before the list, or before the first ancestor of SORT_LABEL_CLIMB at most it opens,
# childless, of a label's words only, nothing between it and the list. Added 2026-12-06 (shop44): WCXB
# dev 4736 0.9448 -> 0.9471 (collection even; its `legend` "Sort" over the radio boxes' `div`, a climb
# of 2), no other page moved; a climb of 2 or 3 the same pages, 1 none.
SORT_LABEL_CLIMB = 3
SORT_LABEL = re.compile(
    r"sort(?:ed)?(?: by)?|sortieren(?: nach)?|sortierung|sortiert nach|trier(?: par)?|tri|ordenar(?: por)?"
    r"|ordina(?: per)?|ordinamento|sorteer(?: op)?|sorteren|sortuj(?: według| wg)?|sortowanie"
    r"|classificar(?: por)?|ordem",
    re.I)


def _sort_label_before(el):
    """The sort label just before the sort list `el` (see SORT_LABEL), or None."""
    for _ in range(SORT_LABEL_CLIMB):
        parent = el.getparent()
        if parent is None or el.tag in ("body", "BODY"):
            return None
        previous = el.getprevious()
        while previous is not None and not isinstance(previous.tag, str):
            if (previous.tail or "").strip():
                return None
            previous = previous.getprevious()
        if previous is not None:
            return previous if _is_sort_label(previous) and not (previous.tail or "").strip() else None
        if (parent.text or "").strip():
            return None
        el = parent
    return None


def _is_sort_label(el) -> bool:
    if len(el) or text_length_upto(el, SORT_OPTION_MAX) > SORT_OPTION_MAX:
        return False
    return SORT_LABEL.fullmatch(" ".join((el.text or "").split()).rstrip(":").rstrip()) is not None


def _lists_sort_options(el) -> bool:
    """Are `el`'s element children all `li` sort options, one an order? Read item by item, the first
    that is none ending the reading (a menu's first link)."""
    ordered = False
    items = 0
    for item in el:
        if not isinstance(item.tag, str):
            continue
        if local_name(item.tag) != "li" or text_length_upto(item, SORT_OPTION_MAX) > SORT_OPTION_MAX:
            return False
        items += 1
        text = " ".join(element_text(item).split())
        if SORT_ORDER.fullmatch(text):
            ordered = True
        elif not SORT_OPTION.fullmatch(text):
            return False
    return ordered and items >= SORT_OPTIONS_MIN


# --- Variant pickers told by their radio buttons ------------------------------------------------

# A shop's variant picker drawn as radio buttons: the HTML standard makes the radio inputs of one
# `name` one choice, so their nearest common ancestor holding only short labels is the picker
# (Shopify Dawn's `<variant-radios><fieldset><legend>Size</legend><input type="radio">...<label>S`,
# Japanese shops' `<dl><dt>カラー</dt><dd><ul><li><label><input type="radio">ホワイト`): PICKER_TOKENS
# tell the pickers a class names, these are told by their inputs. The box: the radios' common
# ancestor, its text at most RADIO_LABEL_MAX characters an option plus RADIO_TITLE_MAX and no piece of
# it longer than RADIO_LABEL_MAX; then up to RADIO_TITLE_CLIMB ancestors while each adds at most one
# title set before the box, of at most RADIO_TITLE_MAX characters and no digit ("Size", "Colour:",
# "カラー"; a price beside the picker stops the climb). Read before `drop_never_content` takes the
# inputs (clean_content's first pass), on a shop's pages only (a poll's or a calculator's choices
# elsewhere are the page's). Added 2026-12-07 (service56; snapshot of the 2,160 pages, per-page word
# F1): WCXB dev 0582 0.1750 -> 0.1778 (Bombas' pack-size slider), 0587 0.8011 -> 0.8055 (Ridge's
# "WALLET ONLY / FULL KIT"), 4771 0.9335 -> 0.9367 (Bose's "Ship to me / Pick up in store"), 0605
# 0.8649 -> 0.8596 (Coco Republic's colour names, which its gold keeps): product even +0.0028, odd
# +0.0024; no other page's text moved.
RADIO_GROUP_MIN = 2
RADIO_LABEL_MAX = 40
RADIO_TITLE_MAX = 30
RADIO_TITLE_CLIMB = 3


def drop_radio_pickers(root) -> int:
    """Remove the boxes of a shop page's radio groups holding only short option labels (see
    RADIO_LABEL_MAX). Returns how many went."""
    body = content_body(root)
    boxes = []
    for radios in _choice_groups(body).values():
        if len(radios) >= RADIO_GROUP_MIN:
            box = _radio_picker_box(radios, body)
            if box is not None:
                boxes.append(box)
    return drop_within_guard(body, outermost_only(boxes))


# The same boxes told by two more kinds of one choice: checkboxes sharing a `name` (Salesforce Commerce
# Cloud themes draw each colour swatch as `<input type="checkbox" name="swatch-checkbox" aria-label="Select
# Color Navy">` under a heading and the chosen colour's name: "Core Colors", "Navy" were left lone lines),
# and WAI-ARIA's radios (`role="radio"`, the buttons headless shops draw) of one `role="radiogroup"`, which
# ARIA makes one choice as a `name` does for inputs. Added 2026-12-07 (service59): see "Product and
# service pages, the fifty-ninth round" in docs/rounds.md.
def _choice_groups(body) -> dict:
    """The page's groups of one choice below `body`: radio inputs by `name` (or their `fieldset`),
    checkboxes by `name`, ARIA radios by their `radiogroup`."""
    groups: dict = {}
    for field in body.iter("input", "INPUT"):
        kind = (field.get("type") or "").strip().lower()
        if kind == "radio":
            name = field.get("name")
            group = ("radio", name) if name else _enclosing_fieldset(field, body)
        elif kind == "checkbox" and field.get("name"):
            group = ("checkbox", field.get("name"))
        else:
            continue
        if group is not None:
            groups.setdefault(group, []).append(field)
    for option in names_holding(body, ("radio", "Radio", "RADIO"), ("role",)):  # (a C walk, no proxy of each element)
        if (option.get("role") or "").strip().lower() == "radio":
            group = _enclosing_radiogroup(option, body)
            if group is not None:
                groups.setdefault(group, []).append(option)
    for button in body.iter("button", "BUTTON"):
        group = _swatch_button_group(button)
        if group is not None:
            groups.setdefault(group, []).append(button)
    return groups


# Swatches drawn as buttons without text of their own, each named for screen readers by the choice and
# its value (Salesforce Commerce Cloud's reference storefront: `<button class="color-attribute"
# aria-label="Select Color Black"><span class="swatch-circle">`): the buttons of one parent whose
# labels share their first SWATCH_LABEL_HEAD words, one of them a choice's verb or name (SWATCH_WORDS),
# and add a value after them are one choice. Added 2026-12-07 (service59; snapshot of the 2,160 pages):
# no dev page's text moved. Without SWATCH_WORDS 9 dev pages lost their galleries' images from the
# Markdown ("Scroll to previous image", "Go to slide 1", "Product image 1": a gallery's buttons) and a
# share bar ("Share to Facebook"), their text unchanged.
SWATCH_LABEL_HEAD = 2
SWATCH_WORDS = frozenset("""select choose pick color colour size style finish variant swatch wählen wähle farbe größe
    choisir choisissez couleur taille seleccionar seleccione elegir color talla selezionare seleziona colore taglia
    kies selecteer kleur maat wybierz kolor rozmiar""".split())


def _swatch_button_group(button):
    """The key of `button`'s group of swatches (its parent and its label's head), or None."""
    label = button.get("aria-label")
    if not label or text_length_upto(button, SWATCH_BUTTON_RAW_MAX, SWATCH_BUTTON_ELEMENTS_MAX) > SWATCH_BUTTON_RAW_MAX \
            or _shows_text(button):
        return None
    words = label.lower().split()
    if len(words) <= SWATCH_LABEL_HEAD or SWATCH_WORDS.isdisjoint(words[:SWATCH_LABEL_HEAD]):
        return None
    return ("buttons", button.getparent(), " ".join(words[:SWATCH_LABEL_HEAD]))


SWATCH_BUTTON_RAW_MAX = 200  # a swatch's screen-reader words ("selected", "unavailable") and its template's spaces
SWATCH_BUTTON_ELEMENTS_MAX = 12


def _shows_text(el) -> bool:
    """Does `el` (of at most SWATCH_BUTTON_ELEMENTS_MAX elements) hold text outside the elements hidden
    by markup (`_hidden_by_markup`)?"""
    return holds_text_outside(el, _hidden_by_markup)


def _enclosing_radiogroup(option, body):
    """The nearest element of `role="radiogroup"` holding `option` below `body`, or None."""
    return _nearest_ancestor(option, body, lambda el: (el.get("role") or "").strip().lower() == "radiogroup")


def _nearest_ancestor(el, body, test):
    """The nearest ancestor of `el` below `body` that `test` answers true for, or None."""
    for ancestor in el.iterancestors():
        if ancestor is body:
            return None
        if test(ancestor):
            return ancestor
    return None


# Radios without a `name` (a script keeps the choice: Gymshark's Next.js size picker, `<fieldset>
# <legend>Select a size</legend><input type="radio" id="..."><label for="...">xs</label>...`) are each
# a group of their own to the HTML standard; the `fieldset` holding them groups them, as the standard
# has it group its form controls, and stands for their name. Added 2026-12-07 (service58; snapshot
# of the 2,160 pages): WCXB dev 0581 0.7811 -> 0.8161 (product odd), no other page's text moved.
def _enclosing_fieldset(field, body):
    """The nearest `fieldset` holding `field` below `body`, or None."""
    return _nearest_ancestor(field, body, lambda el: el.tag in ("fieldset", "FIELDSET"))


def _radio_picker_box(radios: list, body):
    """The box of one radio group (see RADIO_LABEL_MAX), or None when its text is more than labels."""
    box = _common_ancestor(radios, body)
    if box is None:
        return None
    limit = len(radios) * RADIO_LABEL_MAX + RADIO_TITLE_MAX
    length = _folded_length_upto(box, limit)
    if length > limit or any(len(" ".join(piece.split())) > RADIO_LABEL_MAX for piece in box.itertext()) \
            or _shows_described_images(box):
        return None
    for _ in range(RADIO_TITLE_CLIMB):
        parent = box.getparent()
        if parent is None or parent is body or not _adds_a_title(parent, box, length) or _shows_described_images(parent):
            break
        box, length = parent, _folded_length_upto(parent, limit + RADIO_TITLE_MAX)
    return box


# A choice that switches the product's photos (Apple's colour radios over a gallery of each colour,
# `<img alt="Front and top view of MacBook Air in Sky Blue color">`) holds them: a box holding an image
# described in over RADIO_LABEL_MAX characters is more than a picker (a swatch's image is named by its
# colour). 2026-12-07 (service59): the picker box measured by its folded text took Apple's galleries
# from a page's Markdown (WCXB dev 3061, its text unchanged).
def _shows_described_images(box) -> bool:
    return any(len((img.get("alt") or "").strip()) > RADIO_LABEL_MAX for img in box.iter("img", "IMG"))


# A template's indentation between the labels (a Salesforce Commerce Cloud picker of 16 swatches: 150
# characters of text in 2,273) is no text a reader sees: the box is measured by its folded text, read
# only when its raw text is at most RADIO_RAW_FACTOR times the bound. 2026-12-07 (service59).
RADIO_RAW_FACTOR = 16


def _folded_length_upto(el, limit: int) -> int:
    """The length of `el`'s folded text when its raw text is at most RADIO_RAW_FACTOR times `limit`,
    else some count over `limit`."""
    raw = text_length_upto(el, limit * RADIO_RAW_FACTOR)
    return raw if raw > limit * RADIO_RAW_FACTOR else len(folded_text(el))


def _common_ancestor(elements: list, body):
    """The nearest element below `body` holding every one of `elements`, or None."""
    path = []
    for el in elements[0].iterancestors():
        if el is body:
            break
        path.append(el)
    else:
        return None  # not below the body
    place = {id(el): i for i, el in enumerate(path)}
    farthest = 0
    for el in elements[1:]:
        for ancestor in el.iterancestors():
            i = place.get(id(ancestor))
            if i is not None:
                farthest = max(farthest, i)
                break
        else:
            return None
    return path[farthest] if path else None


def _adds_a_title(parent, box, length: int) -> bool:
    """Does `parent` hold, beside `box` (of `length` characters), at most one title of at most
    RADIO_TITLE_MAX characters and no digit, set before it (its own text or one element's)?"""
    if _folded_length_upto(parent, length + RADIO_TITLE_MAX) - length > RADIO_TITLE_MAX:
        return False
    pieces = [parent.text] if (parent.text or "").strip() else []
    after = False
    for child in parent:
        if child is box:
            after = True
        elif isinstance(child.tag, str) and text_length_upto(child, 1) > 0:
            if after:
                return False
            pieces.append(element_text(child))
        if (child.tail or "").strip():
            if after:
                return False
            pieces.append(child.tail)
    return len(pieces) <= 1 and not any(char.isdigit() for piece in pieces for char in piece)
