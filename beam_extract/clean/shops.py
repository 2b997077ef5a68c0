"""The cleaning of the content document: a shop's reassurances and notes around the product: policy boxes,
field keys, scarcity and social-proof notes, trust-badge rows.

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import re

from lxml import etree

from .drops import drop_all_keeping_tails, drop_keeping_tail, outermost_only
from .measures import content_body, element_text, folded_text, text_length, text_length_upto
from .prompts import drop_within_guard
from .walks import TooManyLines, names_holding, names_tokens, outermost_named, short_text_walk

# --- A shop's policy boxes ------------------------------------------------------------------------

# A shop's reassurance strip under the buy button ("Security policy", "Delivery policy", "Return
# policy"; "Retours & échanges gratuits pendant 30 jours"), named so by PrestaShop's module and by
# the themes of other shops ("blocReassurance", "reassurance-commun"), and the native disclosure
# (`details`) whose summary is a shipping or returns heading ("Shipping & Returns", "Delivery &
# Returns", "Versand & Rückgabe": Shopify's Dawn and its kin put the store's policy text in one under
# every product). The golds of WCXB dev leave both out (every such box of our output: 3 of 3 absent),
# while warranty boxes they keep as often as not (2 of 5): those stay, as do shipping lines outside
# such a box (dropping every shipping and warranty line: 22 product pages better, 20 worse).
# Measured 2026-12-03 (bench_extract --no-peers, F1 even / odd): WCXB dev 0.8946 / 0.8946 -> 0.8946 /
# 0.8947 (product 0.7411 / 0.7626 -> 0.7414 / 0.7634: 0589 0.735 -> 0.780 and 0624 0.933 -> 0.955 lose a
# "Delivery & Returns" / "Shipping & Returns" disclosure, 0609 0.8825 -> 0.8849 its reassurance strips;
# no page worse); ScrapingHub 0.9802 / 0.9818 and trafilatura-eval-dev 0.9574 / 0.9645 unchanged (no
# page changed). Only on a shop's pages (see extractor); a summary of at most POLICY_SUMMARY_MAX
# characters, a heading of policy words alone (a longer summary that mentions shipping stays).
POLICY_BOX_TOKENS = frozenset(("reassurance", "reassurances"))
_POLICY_WORDS = (r"(?:shipping|delivery|returns?|exchanges?|refunds?|versand|lieferung|rückgabe|rücksendungen?|umtausch"
                 r"|livraison|retours?|échanges?|remboursements?|envíos?|devoluci(?:ón|ones)|cambios|spedizion[ei]|resi"
                 r"|reso|verzending|retourneren|retouren|wysyłka|dostawa|zwroty?|entregas?|devoluções|trocas)")
_POLICY_HEADING = re.compile(
    rf"^\W*(?:free |kostenlose[rn]? |gratis |livraison )?{_POLICY_WORDS}"
    rf"(?: ?(?:&|and|und|et|y|e|en|i|,|/|\+) ?(?:free |kostenlose[rn]? |gratis )?{_POLICY_WORDS})*"
    r"(?: (?:policy|policies|information|info|details|richtlinien?|bedingungen|informationen|politique|conditions"
    r"|política|políticas|informazioni|beleid|informatie|polityka|informacje|informações))?\W*$")
POLICY_SUMMARY_MAX = 60
# Accordions of buttons (a toggle naming its panel in aria-controls: WAI-ARIA's pattern, Chakra,
# Headless UI, many Shopify themes) go the same way when the toggle's title is a policy heading: the
# toggle's wrapper holding its title alone, and its panel when that holds at most POLICY_PANEL_SHARE of
# the body's text (on a short page the golds keep the shop's policy: a 600-character page whose
# shipping panel is 40% of it). Measured 2026-12-03 (bench_extract --no-peers, F1 even / odd): WCXB dev
# product 0.7416 / 0.7638 -> 0.7436 / 0.7647 (0606 0.918 -> 0.967, 0616 0.778 -> 0.820, 0617 0.584 ->
# 0.640, 0620 0.757 -> 0.784; no page worse); ScrapingHub and trafilatura-eval-dev unchanged (no page
# moved). POLICY_PANEL_SHARE 0.10: 0616 and 0617 unmoved; 0.15 and 0.35 as 0.25; 0.5 (GUARD_SHARE)
# 4169 0.939 -> 0.639 (odd half down). Tried the same day: warranty words among the policy words
# (toggles and `details`): product odd +0.0004 (0607 0.723 -> 0.778, 4029 0.933 -> 0.929), left out:
# the golds keep a product's warranty box about as often as they drop it (9 pages each way).
POLICY_PANEL_SHARE = 0.25


def drop_policy_boxes(root) -> int:
    """Remove a shop page's reassurance strips (POLICY_BOX_TOKENS in their class or id) and the
    disclosures (`details`) whose summary is a shipping or returns heading, each holding at most
    GUARD_SHARE of the body's text. Returns how many went."""
    body = content_body(root)
    victims = outermost_named(body, ("class", "id"), _names_a_policy_box, ("eassurance",)) + _policy_disclosures(body)
    victims = outermost_only(victims)
    return drop_within_guard(body, victims)


def _names_a_policy_box(names: str) -> bool:  # (false without "eassurance": `outermost_named`'s hint)
    return "eassurance" in names and names_tokens(names, POLICY_BOX_TOKENS)


def _policy_disclosures(body) -> list:
    found = _policy_toggles(body)
    for summary in body.iter("summary", "SUMMARY"):
        details = summary.getparent()
        if details is None or details.tag not in ("details", "DETAILS"):
            continue
        if text_length_upto(summary, POLICY_SUMMARY_MAX) > POLICY_SUMMARY_MAX:
            continue
        if _POLICY_HEADING.match(folded_text(summary).lower()):
            found.append(details)
    return found


def _is_policy_title(el) -> bool:
    if text_length_upto(el, POLICY_SUMMARY_MAX) > POLICY_SUMMARY_MAX:
        return False
    return bool(_POLICY_HEADING.match(folded_text(el).lower()))


def _policy_toggles(body) -> list:
    """The accordion sections of buttons (or other toggles naming their panel in `aria-controls`)
    titled by a shipping or returns heading: the toggle's outermost wrapper holding its title alone,
    and the panel it names."""
    found = []
    limit = text_length(body) * POLICY_PANEL_SHARE
    by_id: dict = {}  # the body's elements by id, read once when a policy toggle is found
    for toggle in names_holding(body, ("",), ("aria-controls",)):  # the C walk: 16 us a page against XPath's 106
        if not _is_policy_title(toggle):
            continue
        if not by_id:
            by_id = {el.get("id"): el for el in body.iter(etree.Element) if el.get("id")}
            by_id[None] = None
        names = (toggle.get("aria-controls") or "").split()
        panel = by_id.get(names[0]) if names else None
        if panel is not None and text_length(panel) > limit:
            continue
        holding_panel = {id(a) for a in panel.iterancestors()} if panel is not None else set()
        header = toggle
        length = text_length(toggle)
        parent = header.getparent()
        while parent is not None and parent is not body and id(parent) not in holding_panel \
                and text_length_upto(parent, length + 1) == length:
            header, parent = parent, parent.getparent()
        found += [header] if panel is None else [header, panel]
    return found


# --- Field keys of a shop's page -------------------------------------------------------------

# A definition list on a shop's page whose terms are the platform's field keys written in
# snake_case ("retail_price_tier1:", "cat_thumb_Bone:", "tab_Shipping and Returns:") is the
# product's custom fields dumped raw for the theme's scripts (image URLs, price tiers, flags),
# not its specifications, whose terms are words ("Fabric", "Weight"): each such term goes with
# the descriptions after it, when the list holds FIELD_KEYS_MIN of them. On a shop's pages only
# (a documentation page's terms are often identifiers).
# Measured 2026-12-02 (bench_extract.py --no-peers, F1 even / odd): ScrapingHub 0.9802 / 0.9818,
# trafilatura-eval-dev 0.9553 / 0.9638 unchanged; WCXB dev 0.8908 / 0.8940 -> 0.8916 / 0.8940
# (product 0.7269 / 0.7626 -> 0.7378 / 0.7626): one page moved, 0.091 -> 0.722, a product page
# whose 107 key terms held 15,000 characters of thumbnails' URLs, price tiers and theme settings.
# FIELD_KEYS_MIN 3 against 1 or 2: the same page (no other shop page's list holds a snake_case term).
FIELD_KEY = re.compile(r"[a-z][a-z0-9]*_\S[^:]*:?")
FIELD_KEYS_MIN = 3


def drop_field_key_terms(root) -> int:
    """Remove the snake_case-keyed terms (FIELD_KEY) of a shop page's definition lists holding
    FIELD_KEYS_MIN or more, each with the `dd` descriptions following it. Returns how many terms went."""
    body = content_body(root)
    by_list: dict = {}
    for term in body.iter("dt"):
        if FIELD_KEY.fullmatch(element_text(term)):
            by_list.setdefault(term.getparent(), []).append(term)
    gone = 0
    for terms in by_list.values():
        if len(terms) < FIELD_KEYS_MIN:
            continue
        for term in terms:
            following = term.getnext()
            while following is not None and following.tag == "dd":
                after = following.getnext()
                drop_keeping_tail(following)
                following = after
            drop_keeping_tail(term)
            gone += 1
    return gone


# --- Scarcity and social-proof notes of a product's page --------------------------------------

# A shop's urgency line beside the buy button, alone in its block: the stock left ("Low in stock, only
# 6 left", "Nur noch 3 auf Lager", "Plus que 2 en stock"), the shoppers watching ("16 people are
# viewing this right now", "12 Personen sehen sich diesen Artikel gerade an") or holding it ("In 50+
# people's carts"). Only when the content holds one such note: a category page's cards each carry
# their stock ("Only 1 left!" on eleven cards), which two of three WCXB golds keep. On a shop's pages.
# Measured 2026-12-04: see `drop_scarcity_notes`'s call in extractor.py.
SCARCITY_NOTE_MAX = 80
SCARCITY_NOTE_ELEMENTS = 16  # a note read only in a subtree of at most this many elements (not tuned)
_COUNT = r"\d[\d,.]*\+?"
_SCARCITY_NOTE = re.compile(
    r"^\W*(?:hurry[,!]?\s*|only a few left[,!.]?\s*)?(?:"
    # stock left
    rf"(?:low (?:in )?stock|almost sold out)(?:[,.!:\s-]+only {_COUNT} (?:items? )?left(?: in stock)?)?"
    rf"|only {_COUNT} (?:items? |pieces? )?left(?: in stock)?(?:[,.!\s-]+order soon)?"
    rf"|nur noch {_COUNT} (?:stück |artikel )?(?:auf lager|verfügbar|vorrätig)|(?:geringer|niedriger) (?:lager)?bestand"
    rf"|plus que {_COUNT} (?:articles? |exemplaires? )?(?:en stock|disponibles?)|il ne reste (?:plus )?que {_COUNT}"
    r"(?: articles?| exemplaires?)?(?: en stock)?|stock faible"
    rf"|s[oó]lo quedan? {_COUNT}(?: unidad(?:es)?)?(?: en stock| disponibles?)?|[uú]ltimas unidades"
    rf"|(?:solo|ultimi|ultime) {_COUNT} (?:pezzi |articoli )?(?:rimast[ie]|disponibili)"
    rf"|nog (?:maar )?{_COUNT} (?:op voorraad|beschikbaar)|bijna uitverkocht"
    rf"|zosta(?:ły|ło|ła) (?:tylko )?{_COUNT} (?:szt\.?|sztuki|sztuk)|ostatnie sztuki"
    # product47 (2026-12-06): the count in stock (WooCommerce's "12 in stock" under the price, as its
    # translations print it); measured with the stock notes below: `snapshot_documents.py --compare`
    # against main e655552, no Document of the 2,160 pages moved (C and pure): level on both halves
    rf"|{_COUNT} (?:items? |pieces? |units? )?in stock|{_COUNT} (?:stück |artikel )?(?:auf lager|vorrätig|verfügbar)"
    rf"|{_COUNT} (?:articles? )?en stock|{_COUNT} (?:unidades |artículos )?(?:disponibles?|en existencia)"
    rf"|{_COUNT} (?:pezzi |articoli )?disponibili|{_COUNT} (?:stuks? )?op voorraad"
    rf"|{_COUNT} (?:szt\.? |sztuk )?(?:w magazynie|na stanie|dostępn(?:e|ych))|{_COUNT} (?:itens |unidades )?em estoque"
    # and the stock note alone as Magento's, PrestaShop's and Shopware's translations print it (the
    # lone-line rules know "In stock", "Auf Lager", "En stock", "Op voorraad")
    r"|(?:non )?disponibile|disponibilità immediata|(?:no )?disponible(?: immédiatement)?"
    r"|(?:sofort |nicht )?(?:verfügbar|lieferbar)|(?:nie)?dostępny|(?:in)?disponível|(?:niet )?beschikbaar"
    # shoppers watching or holding it
    rf"|{_COUNT} (?:other )?(?:people|persons|shoppers|customers|visitors|others) (?:are )?(?:viewing|looking at|watching)"
    r" (?:this|it)(?: (?:item|product|page))?(?: right now| now)?"
    rf"|in {_COUNT} (?:other )?(?:people|shoppers|others)['’]?s? (?:carts?|baskets?|bags?)"
    rf"|{_COUNT} personen (?:sehen|betrachten) sich (?:diesen artikel|dieses produkt|das) (?:gerade )?an"
    rf"|{_COUNT} personnes? (?:regardent|consultent) (?:ce produit|cet article)(?: en ce moment)?"
    rf"|{_COUNT} personas? (?:están viendo|ven) este (?:producto|artículo)(?: ahora(?: mismo)?)?"
    rf"|{_COUNT} persone stanno (?:guardando|visualizzando) questo (?:prodotto|articolo)(?: in questo momento| ora)?"
    rf"|{_COUNT} mensen bekijken dit (?:product|artikel)(?: nu| op dit moment)?"
    rf"|{_COUNT} os(?:oby|ób) ogląda(?:ją)? ten produkt(?: teraz)?"
    r")\W*$")
# Which pages to walk: the folded text holds one of the notes' words.
_SCARCITY_WORDS = ("left", "stock", "viewing", "looking at", "watching", "carts", "baskets", "lager", "bestand",
                   "sehen sich", "reste", "regardent", "consultent", "quedan", "unidades", "viendo", "rimast",
                   "disponibili", "guardando", "voorraad", "uitverkocht", "bekijken", "szt", "ogląda", "ostatnie",
                   "vorrätig", "verfügbar", "lieferbar", "disponib", "disponív", "existencia", "magazynie", "stanie", "dostępn",
                   "estoque", "beschikbaar")


def drop_scarcity_notes(root) -> int:
    """Remove a shop page's scarcity or social-proof note (see SCARCITY_NOTE_MAX): the outermost
    block that is the note alone, when the content holds exactly one. Returns how many went."""
    body = content_body(root)
    folded = element_text(body).lower()
    if not any(word in folded for word in _SCARCITY_WORDS):
        return 0
    found = 0

    def is_note(el, length: int) -> bool:
        """A note (the walk enters it no further: its descendants are the same note)."""
        nonlocal found
        if not _SCARCITY_NOTE.match(folded_text(el).lower()):
            return False
        found += 1
        if found > 1:
            raise TooManyLines  # notes on every card are the cards' own: none goes
        return True

    try:
        notes = short_text_walk(body, 0, SCARCITY_NOTE_MAX, is_note, None, SCARCITY_NOTE_ELEMENTS)
    except TooManyLines:
        return 0
    return drop_within_guard(body, notes)


# --- A shop's trust-badge rows -------------------------------------------------------------------

# The row of icons under a product's buy button, each with a short promise ("Free shipping
# worldwide", "Free returns", "24 month warranty", "100% secure checkout"; "Kostenloser Versand",
# "Paiement sécurisé", "Envío gratis", "Bezpieczne płatności"): an element of TRUST_ROW_MIN to
# TRUST_ROW_MAX element children and no text of its own (looked for above the icons), each child an icon (an `svg` or `img`) and a
# label of at most TRUST_LABEL_MAX characters in at most TRUST_BADGE_ELEMENTS_MAX elements, at least
# half of the labels (and two) naming shipping, returns, a warranty, a guarantee or a safe payment
# (TRUST_WORDS). Read before `drop_never_content` takes the icons (clean_content's first pass), on a
# shop's pages only. Of such rows in the WCXB dev pages (16 pages, 11 sites, product, collection,
# listing and article pages) no gold keeps one; ours kept two (the others fall outside the region).
# Added 2026-12-06 (shop46): see "Product pages, the forty-sixth round" in docs/rounds.md.
TRUST_WORDS = re.compile(
    r"shipping|deliver|returns?\b|refund|warrant|guarant|secure|checkout|money.?back|payments?\b"
    r"|versand|liefer|rückgabe|rücksend|garantie|sicher|zahlung|livraison|retours?\b|rembours|paiement|sécuris"
    r"|envío|envio|devoluci|garantía|pago|seguro|spedizion|reso\b|resi\b|garanzia|pagament|sicur|verzend|bezorg"
    r"|retourn|veilig|betal|dostaw|wysyłk|zwrot|gwarancj|płatnoś|bezpieczn|entrega|devoluç", re.I)
TRUST_ROW_MIN = 3
TRUST_ROW_MAX = 6
TRUST_LABEL_MAX = 50
TRUST_BADGE_ELEMENTS_MAX = 60  # an icon's `svg` holds its groups and paths
_ICON_TAGS = ("svg", "img", "SVG", "IMG")
TRUST_BADGE_CLIMB = 3  # the row is the icon's grandparent or up to two above: an icon at most 3 deep in its badge


def drop_trust_badge_rows(root) -> int:
    """Remove the rows of icons and short shop promises (see TRUST_WORDS). Returns how many went."""
    body = content_body(root)
    checked: set = set()
    rows = []
    for icon in body.iter(*_ICON_TAGS):  # fewer than the elements: a row is looked for above its icons
        el = icon.getparent()
        for _ in range(TRUST_BADGE_CLIMB):
            el = el.getparent() if el is not None and el is not body else None
            if el is None or el is body or el in checked:  # the set holds the proxies, so each stays the one
                break
            checked.add(el)
            if _is_trust_badge_row(el):
                rows.append(el)
    return drop_all_keeping_tails(outermost_only(rows))


def _is_trust_badge_row(el) -> bool:
    if not TRUST_ROW_MIN <= len(el) <= 3 * TRUST_ROW_MAX or (el.text or "").strip():  # len counts comments too
        return False
    badges = []
    for child in el:  # a grid's hundred children are read no further than TRUST_ROW_MAX + 1
        if isinstance(child.tag, str):
            badges.append(child)
            if len(badges) > TRUST_ROW_MAX:
                return False
    if len(badges) < TRUST_ROW_MIN:
        return False
    promises = 0
    for badge in badges:
        if (badge.tail or "").strip() or text_length_upto(badge, TRUST_LABEL_MAX, TRUST_BADGE_ELEMENTS_MAX) > TRUST_LABEL_MAX:
            return False
        label = folded_text(badge)
        if not label or next(badge.iter(*_ICON_TAGS), None) is None:
            return False
        promises += TRUST_WORDS.search(label) is not None
    return promises >= 2 and 2 * promises >= len(badges)
