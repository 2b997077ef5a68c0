"""clean/unrendered.py: what a page left for its scripts. Here the conditionals a script framework
(Vue, Alpine, AngularJS) shows only in a passing state: a tooltip, a modal, a form's success and
error messages go; an accordion's panel (`x-show="open"`) and a tab chosen by comparison stay, as
do (by name) the negations and other states. On a shop's page (the rule's only pages). Pages
written here, with made-up products."""
import pytest

from beam_extract import extract
from beam_extract.clean.unrendered import names_a_transient_state

DESCRIPTION = ("Our merino trail runner is knitted from soft wool that keeps your feet cool in summer and warm "
               "in winter, with a cushioned sole made of sugarcane foam for long days on rocky paths.")
CARE = ("Take out the laces and insoles, wash the shoes on a gentle cycle with cold water and a mild "
        "detergent, then let them dry in the air away from direct heat for a full day.")


def vue_shop_page() -> str:
    """A Shopify product page whose buy box is a Vue template (German shop)."""
    return f"""<!DOCTYPE html><html lang="de"><head><title>Merino Trail Runner | Wollschuh</title>
<meta property="og:type" content="product"></head>
<body><header><nav><a href="/">Startseite</a> <a href="/collections/herren">Herren</a></nav></header>
<main id="MainContent"><div id="product-app" class="product">
<h1>Merino Trail Runner</h1><p class="price">€ 120,00</p>
<form action="/cart/add" method="post"><button type="submit" name="add">In den Warenkorb</button></form>
<div class="final-sale"><span>Letzter Verkauf*</span>
<div v-if="isFinalSaleTooltipOpen" class="absolute z-20 w-64 rounded bg-white p-3 text-xs">
<p>Artikel im Letzten Verkauf können nicht zurückgegeben oder umgetauscht werden.</p></div></div>
<div class="description"><h2>Beschreibung</h2><p>{DESCRIPTION}</p></div>
<div class="care"><h2>Pflege</h2><p>{CARE}</p></div>
<div v-if="isNotifyModalSuccess" class="flex flex-col items-center px-6 py-10"><h3>Geschafft!</h3>
<p>Wir haben deine Angaben erhalten und melden uns, sobald deine Größe wieder da ist.</p></div>
<div v-if="isNotifyModalError" class="flex flex-col items-center px-6 py-10">
<h3>Hoppla! Etwas ist schiefgelaufen. Bitte versuche es erneut.</h3></div>
</div></main><footer><p>© Wollschuh GmbH</p></footer></body></html>"""


def alpine_shop_page() -> str:
    """A Magento page drawn by an Alpine.js theme (French shop): tabs, an accordion, a tooltip, a
    newsletter."""
    return f"""<!DOCTYPE html><html lang="fr"><head><title>Chaussure Merino | La Laine</title>
<meta property="og:type" content="product"></head>
<body><main id="maincontent"><div class="product-info-main" x-data="{{ activeTab: 'description' }}">
<h1 class="page-title">Chaussure de trail Merino</h1><span class="price">89,00 €</span>
<button type="button" class="action tocart">Ajouter au panier</button>
<div x-show="activeTab === 'description'" class="tab-panel"><p>{DESCRIPTION}</p></div>
<div x-data="{{ open: false }}" class="accordion"><button @click="open = !open">Entretien</button>
<div x-show="open" class="accordion-panel"><p>{CARE}</p></div></div>
<p class="final-sale">Article soldé* <button @mouseenter="showTooltip = true">?</button>
<span x-show="showTooltip" class="hint">Les articles soldés ne sont ni repris ni échangés, même non portés.</span></p>
<form x-data="{{ isSuccess: false, isError: false, isLoading: false }}" class="newsletter">
<div x-show="!isSuccess"><p>Recevez nos nouveautés chaque mois dans votre boîte aux lettres.</p></div>
<p x-show="isLoading">Chargement…</p>
<p x-show="isSuccess">Merci pour votre inscription !</p>
<p x-show="isError">Une erreur est survenue, veuillez réessayer plus tard.</p></form>
</div></main></body></html>"""


def test_a_vue_shops_overlays_and_form_outcomes_go_and_its_description_stays():
    text = extract(vue_shop_page(), "https://wollschuh.example/products/merino-trail-runner").text
    assert DESCRIPTION in text and CARE in text and "Letzter Verkauf" in text
    for passing in ("zurückgegeben oder umgetauscht", "Geschafft",
                    "Wir haben deine Angaben", "Hoppla"):
        assert passing not in text, passing


def test_an_alpine_pages_accordion_and_tab_stay_and_its_form_outcomes_go():
    text = extract(alpine_shop_page(), "https://lalaine.example/chaussure-merino.html").text
    assert DESCRIPTION in text and CARE in text
    for passing in ("Chargement", "Merci pour votre inscription", "Une erreur est survenue", "ni repris ni échangés"):
        assert passing not in text, passing


@pytest.mark.parametrize("condition", [
    "isNotifyModalSuccess", "isError", "isFinalSaleTooltipOpen", "showSuccessMessage", "exitPopupShow",
    "isLoading", "form.submitted", " hasValidationError ", "drawerOpen", "cartItem.errorMessage"])
def test_a_plain_name_of_a_passing_state_is_transient(condition):
    assert names_a_transient_state(condition)


@pytest.mark.parametrize("condition", [
    "open", "isOpen", "expanded", "!isSuccess", "!isSuccess && !showPhone", "activeTab === 'description'",
    "accordion == 2", "errors.length > 0", "showDetails", "product.available", "isSizeSelected", "",
    "isSizeChartOpen"])
def test_a_negation_a_comparison_or_another_name_is_not(condition):
    # (a size chart behind a button: WCXB golds keep some size guides and leave others; see the rule)
    assert not names_a_transient_state(condition)
