"""clean/unrendered.py: what a page left for its scripts. Here the conditionals a script framework
(Vue, Alpine, AngularJS) shows only in a passing state: a size chart's overlay, a tooltip, a form's
success and error messages go; an accordion's panel (`x-show="open"`) and a tab chosen by comparison
stay, as do (by name) the negations and other states. Pages written here, with made-up products."""
import pytest

from beam_extract import extract
from beam_extract.clean.unrendered import names_a_transient_state

DESCRIPTION = ("Our merino trail runner is knitted from soft wool that keeps your feet cool in summer and warm "
               "in winter, with a cushioned sole made of sugarcane foam for long days on rocky paths.")
CARE = ("Take out the laces and insoles, wash the shoes on a gentle cycle with cold water and a mild "
        "detergent, then let them dry in the air away from direct heat for a full day.")


def vue_shop_page() -> str:
    """A Shopify product page whose buy box is a Vue template (German shop)."""
    return f"""<!DOCTYPE html><html lang="de"><head><title>Merino Trail Runner | Wollschuh</title></head>
<body><header><nav><a href="/">Startseite</a> <a href="/collections/herren">Herren</a></nav></header>
<main id="MainContent"><div id="product-app" class="product">
<h1>Merino Trail Runner</h1><p class="price">€ 120,00</p>
<div class="final-sale"><span>Letzter Verkauf*</span>
<div v-if="isFinalSaleTooltipOpen" class="tooltip">
<p>Artikel im Letzten Verkauf können nicht zurückgegeben oder umgetauscht werden.</p></div></div>
<button type="button" class="size-chart-link">Größentabelle</button>
<div v-show="isSizeChartOpen" class="size-chart"><h3>Merino Trail Runner</h3>
<p>Der Schuh fällt bei den meisten Kundinnen und Kunden normal aus.</p>
<table><tr><th>EU</th><td>40</td><td>41</td><td>42</td><td>43</td><td>44</td></tr>
<tr><th>UK</th><td>6</td><td>7</td><td>8</td><td>9</td><td>10</td></tr>
<tr><th>cm</th><td>25,5</td><td>26,2</td><td>27</td><td>27,8</td><td>28,6</td></tr></table></div>
<div class="description"><h2>Beschreibung</h2><p>{DESCRIPTION}</p></div>
<div class="care"><h2>Pflege</h2><p>{CARE}</p></div>
<div v-if="isNotifyModalSuccess" class="modal"><h3>Geschafft!</h3>
<p>Wir haben deine Angaben erhalten und melden uns, sobald deine Größe wieder da ist.</p></div>
<div v-if="isNotifyModalError" class="modal"><h3>Hoppla! Etwas ist schiefgelaufen. Bitte versuche es erneut.</h3></div>
</div></main><footer><p>© Wollschuh GmbH</p></footer></body></html>"""


def alpine_shop_page() -> str:
    """A Magento page drawn by an Alpine.js theme (French shop): tabs, an accordion, a size guide,
    a newsletter."""
    return f"""<!DOCTYPE html><html lang="fr"><head><title>Chaussure Merino | La Laine</title></head>
<body><main id="maincontent"><div class="product-info-main" x-data="{{ activeTab: 'description' }}">
<h1 class="page-title">Chaussure de trail Merino</h1>
<div x-show="activeTab === 'description'" class="tab-panel"><p>{DESCRIPTION}</p></div>
<div x-data="{{ open: false }}" class="accordion"><button @click="open = !open">Entretien</button>
<div x-show="open" class="accordion-panel"><p>{CARE}</p></div></div>
<button @click="sizeGuideVisible = true">Guide des tailles</button>
<div x-show="sizeGuideVisible" class="size-guide"><p>Ce modèle taille normalement : si vous hésitez entre deux
pointures, prenez la plus grande.</p><table><tr><th>EU</th><td>38</td><td>39</td><td>40</td></tr>
<tr><th>Longueur du pied</th><td>24,1 cm</td><td>24,8 cm</td><td>25,4 cm</td></tr></table></div>
<form x-data="{{ isSuccess: false, isError: false, isLoading: false }}" class="newsletter">
<div x-show="!isSuccess"><p>Recevez nos nouveautés chaque mois dans votre boîte aux lettres.</p></div>
<p x-show="isLoading">Chargement…</p>
<p x-show="isSuccess">Merci pour votre inscription !</p>
<p x-show="isError">Une erreur est survenue, veuillez réessayer plus tard.</p></form>
</div></main></body></html>"""


def test_a_vue_shops_overlays_and_form_outcomes_go_and_its_description_stays():
    text = extract(vue_shop_page(), "https://wollschuh.example/products/merino-trail-runner").text
    assert DESCRIPTION in text and CARE in text and "Letzter Verkauf" in text
    for passing in ("zurückgegeben oder umgetauscht", "normal aus", "25,5", "27,8", "Geschafft",
                    "Wir haben deine Angaben", "Hoppla"):
        assert passing not in text, passing


def test_an_alpine_pages_accordion_and_tab_stay_and_its_form_outcomes_go():
    text = extract(alpine_shop_page(), "https://lalaine.example/chaussure-merino.html").text
    assert DESCRIPTION in text and CARE in text
    for passing in ("Chargement", "Merci pour votre inscription", "Une erreur est survenue", "taille normalement",
                    "24,8 cm"):
        assert passing not in text, passing


@pytest.mark.parametrize("condition", [
    "isNotifyModalSuccess", "isError", "isFinalSaleTooltipOpen", "showSuccessMessage", "exitPopupShow",
    "isLoading", "isSizeChartOpen", "sizeGuideVisible", "form.submitted", " hasValidationError ", "drawerOpen"])
def test_a_plain_name_of_a_passing_state_is_transient(condition):
    assert names_a_transient_state(condition)


@pytest.mark.parametrize("condition", [
    "open", "isOpen", "expanded", "!isSuccess", "!isSuccess && !showPhone", "activeTab === 'description'",
    "accordion == 2", "errors.length > 0", "showDetails", "product.available", "isSizeSelected", ""])
def test_a_negation_a_comparison_or_another_name_is_not(condition):
    assert not names_a_transient_state(condition)
