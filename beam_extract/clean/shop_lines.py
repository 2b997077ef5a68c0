"""A shop's lone lines in many languages, as regex sources: its buttons and stock notes alone or after a price
(`SHOP_ACTION_LINE`), a count of ratings or reviews (`RATING_COUNT_LINE`), and their first words
(`SHOP_ACTION_START`).

In: nothing (built at import). Out: the sources the "shop" and "rating" line families (`line_families`) and
the line heads (`line_heads`) are built from.
"""
from __future__ import annotations

SHOP_ACTIONS = (
    r"add to (?:cart|bag|basket|wish ?list|favou?rites|compare)|buy now|shop now"
    r"|(?:in|out of) stock!?|sold out|notify me(?: when (?:available|in stock))?|pre-?order(?: now)?|select (?:size|colou?r)"
    r"|write a review|in den warenkorb|jetzt kaufen|auf die wunschliste|ajouter au panier|acheter maintenant"
    r"|añadir al carrito|comprar ahora|aggiungi al carrello|acquista ora|in winkelwagen|dodaj do koszyka|kup teraz"
    # te28 (2026-12-03): WooCommerce's, Shopware's and Shopify themes' buttons and stock notes as their
    # translations print them, where the languages lacked them ("Adicionar ao carrinho", "Lägg i
    # varukorgen", "Vorrätig", "Nicht vorrätig", "Hay existencias", "Op voorraad"): the line's whole text
    # (a price beside it keeps the line). Tax notes ("inkl. MwSt.") are left to drop_price_lines' own
    # rule, which keeps one inside a longer line ("Lieferzeit 3 bis 5 Werktage, inkl. MwSt.")
    r"|adicionar ao carrinho|přidat do košíku|lägg i varukorg(?:en)?|læg i kurv(?:en)?|sepete ekle"
    r"|(?:добавить )?в корзину|(?:nicht )?(?:auf lager|vorrätig)|ausverkauft|(?:en )?rupture de stock|épuisé"
    r"|hay existencias|sin existencias|agotado|esaurito|(?:niet )?op voorraad|uitverkocht|na stanie"
    r"|brak w magazynie|em (?:stock|estoque)|esgotado|fora de estoque|(?:není )?skladem|(?:slut )?i lager"
    r"|på lager|udsolgt|(?:нет )?в наличии|stokta (?:var|yok)|en stock"
    # A product card's "Compare" control (the label of its compare checkbox, whose input goes as a
    # control: "compare-product", SFRA's "custom-checkbox", Magento's "tocompare" link; or a link to a
    # comparison page), its "Quick view" / "Quick shop" / "Quick add" opener and its "Choose options"
    # / "View options" button (a variable product's), in the languages of the big shop systems.
    # Added 2026-12-04 (round 31; snapshot of the 2,160 pages, per-page word F1 summed): WCXB dev
    # collection even +0.1413 (4 pages better: a grid's 43 "View Options" and five "Quick View" 0.807
    # -> 0.918; one worse, 0.607 -> 0.602, its "Quick shop" boxes' size labels kept), odd +0.0551 (4
    # pages better: a Magento grid's 22 "Compare" 0.933 -> 0.961; one worse, 0.709 -> 0.703: cards
    # the rules after it now keep), product even +0.0007, odd +0.0080 (3 pages better); ScrapingHub
    # and trafilatura-eval-dev: no page changed. First written as a walk of every element of every
    # page asking for its text (headings and code spared): the ten pages better, none worse, but 7.5%
    # of extract()'s CPU; read here by the line walk, nothing more is walked.
    r"|compare|vergleichen|zum vergleich hinzufügen|comparer|ajouter au comparateur|comparar|añadir a comparar"
    r"|confronta|aggiungi al confronto|vergelijk(?:en)?|porównaj|dodaj do porównania"
    r"|quick ?view|quick ?shop|quick add|schnellansicht|aperçu rapide|vista rápida|vista rapida|snel bekijken"
    r"|szybki podgląd|(?:view|see|choose|select) options|ausführung wählen|optionen wählen|choix des options"
    r"|choisir les options|seleccionar opciones|elegir opciones|seleziona opzioni|scegli opzioni"
    r"|selecteer opties|opties selecteren|wybierz opcje"
    # kinds40 (2026-12-05): the wish list buttons as the translations print them ("Add to wishlist" went,
    # "Auf den Merkzettel", "Ajouter à ma liste d'envies", "Añadir a la lista de deseos" stayed)
    r"|auf den merkzettel|auf die merkliste|zur wunschliste hinzufügen|zum merkzettel hinzufügen"
    r"|ajouter à (?:ma |la )?liste (?:d.envies|de souhaits)|ajouter aux favoris|añadir a (?:la |mi )?lista de deseos"
    r"|añadir a favoritos|aggiungi alla (?:lista dei desideri|wishlist)|aggiungi ai preferiti"
    r"|dodaj do (?:listy życzeń|ulubionych|schowka)|(?:toevoegen aan|op) (?:mijn |je )?verlanglijst(?:je)?"
    r"|adicionar (?:à|a) lista de desejos|adicionar aos favoritos"
    # product41 (2026-12-05): the buy buttons of the smaller languages' stores, where the add-to-cart
    # wording was known and the bare buy verb or "to the cart" button was not (Czech, Swedish, Danish,
    # Norwegian, Finnish, Hungarian, Romanian, Turkish)
    r"|do košíku|koupit(?: nyní| teď)?|köp(?: nu)?|tilføj til kurv(?:en)?|køb(?: nu)?|legg i (?:handle)?kurv(?:en)?"
    r"|kjøp(?: nå)?|lisää ostoskoriin|osta(?: nyt)?|kosárba(?: teszem)?|megveszem|adaugă în coș(?:ul)?|cumpără(?: acum)?"
    r"|satın al|hemen al"
    # product41: the out-of-stock form's button ("Notify me when back in stock", "Email me when available")
    # and its translations
    r"|(?:notify|email|e-mail|alert) me when (?:it.s |this item is )?(?:back )?(?:available|in stock)(?: again)?"
    r"|benachrichtigen,? (?:wenn|sobald) (?:wieder )?(?:verfügbar|lieferbar|auf lager)"
    r"|(?:m.avertir|me prévenir|prévenez-moi) (?:lorsque|quand|du retour)(?: en stock| disponible| le produit est disponible)?"
    r"|avísame cuando (?:esté|vuelva a estar) disponible|avvisami quando (?:torna )?disponibile"
    r"|powiadom mnie o dostępności|(?:mail|e-mail) mij (?:als|wanneer) (?:het )?(?:weer )?(?:beschikbaar|op voorraad)(?: is)?"
    r"|avise-me quando (?:estiver )?disponível"
    # product48 (2026-12-06): the shipping estimator's button, on a card or under the buy box ("Calculate
    # shipping", "Versandkosten berechnen", "Calculer les frais de port", "Calcular envío")
    r"|calculate shipping(?: costs?)?|(?:versandkosten|versand) berechnen|calculer (?:les )?frais de (?:port|livraison)"
    r"|calculer (?:la |l.)?(?:livraison|expédition)|calcular (?:(?:el |los )?(?:gastos de )?env[íi]o|frete)"
    r"|calcola (?:(?:le |la )?spese di )?spedizion[ei]|oblicz (?:koszt(?:y)? )?(?:dostawy|wysyłki)"
    r"|verzendkosten berekenen|bereken verzendkosten"
    # product48: the compare list's link with its count ("Compare Products (0)", "Comparer les produits (2)")
    r"|(?:compare|comparer(?: les)?|comparar|confronta|vergelijk|porównaj) (?:products|produits|productos|prodotti"
    r"|producten|produkty) \(\d{1,3}\)"
)
# The line: an action alone, or after its price ("$130 Add to cart"). The price lead is an alternative
# of its own, its digits and white space taken atomically (no action starts with a digit, ".", ","
# or white space, so the same strings match), rather than an optional group before one group of every
# action: that family's part (`LINE_PARTS`) was one alternative, tried action by action under re.I
# and again after each digit of the price given back ("$399.00": 12-19 us), where its actions are now
# grouped by first letter (`grouped_by_first_letter`). 2026-12-05 (round 40, label40): the 1,698 texts a
# third of WCXB dev tries this part on, see docs/rounds.md.
SHOP_ACTION_LINE = rf"(?:[$€£]\s?\d[\d.,]*+\s*+(?:{SHOP_ACTIONS})|{SHOP_ACTIONS})$"
_REVIEW_WORDS = (r"(?:reviews?|ratings?|bewertungen|rezensionen|avis|opiniones|reseñas|recensioni|opinie|opinii"
                 r"|beoordelingen|recensies|évaluations)")
# The run of digits, stars and signs before the count is read from its first digit ("[.,/★☆ ()]*+\d":
# the signs before it taken atomically) rather than "[\d.,/★☆ ()]*\d", which matches the same strings
# but tried every digit of the run as the first (2026-12-01: this family's 67,000 texts a pass over
# WCXB dev and trafilatura-eval-dev took 0.14 s of CPU, 0.07 s so; a line of 80 digits and spaces
# 5.5 ms, 0.2 ms so; the same verdict on each of those texts).
# The rest of that run is taken atomically too ("[\d.,/★☆ ()]*+"): what follows it (the stars' phrase,
# white space, an opening bracket, the count) either starts outside the run's characters or could be
# read by the run itself, so the same strings match (600,000 random lines built of these pieces: the
# same verdict on each). Tried on 2026-12-04 because the run, the white space and the count shared
# their characters: a folded line of 100 digits and commas ending in "x" took 8.9 ms, now 4 us.
RATING_COUNT_LINE = (
    rf"(?:[.,/★☆ ()]*+\d[\d.,/★☆ ()]*+(?:out of 5 stars)?\s*\(?[\d.,]*\s*(?:customer |product |verified )?{_REVIEW_WORDS}\)?"
    rf"|{_REVIEW_WORDS} ?\(\d[\d.,]*\))$"
)
SHOP_ACTION_START = r"[$€£]|add|buy|shop|in |out|sold|notify|pre|select|write|jetzt|auf|ajouter|acheter|añadir|comprar" \
    r"|aggiungi|acquista|dodaj|kup|[(★☆]|review|rating|bewertung|avis|opinio|recension|opini" \
    r"|adicionar|přidat|lägg|læg|sepete|nicht|vorrät|ausverk|en |rupture|épuisé|hay |sin e|agotado|esaurito|niet" \
    r"|op v|uitverk|na st|brak|em |esgot|fora|není|sklad|slut|i l|på l|udsolgt|stokta" \
    r"|compar|vergl|zum v|confront|vergelijk|porówn|quick|schnell|aperçu|vista|snel|szybki|view|see|choose" \
    r"|ausführ|optionen|choix|choisir|seleccion|elegir|selezion|scegli|selecteer|opties|wybierz|zur w|zum m|toevoeg" \
    r"|do ko|koup|köp|tilf|køb|legg|kjøp|lisää|osta|kosár|megve|adaug|cump|satın|hemen" \
    r"|email|e-mail|alert|benach|m.av|me pr|préven|avísa|avvisa|powiad|mail m|avise" \
    r"|calcul|calcol|versand|oblicz|verzend|bereken"
