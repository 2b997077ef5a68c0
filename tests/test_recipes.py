"""Recipe pages: the ingredients marked up as a schema.org Recipe's stay beside the preparation
steps when the content region holds only the steps. The fixtures are written here, modelled on
recipe portals' markup (an ingredients table beside the method, the older `itemprop="ingredients"`
on each row)."""
from beam_extract import extract
from beam_extract.extractor import ingredients_outside, recipe_ingredients
from beam_extract.parse import parse_html

STEPS = " ".join(["Den Teig in die Förmchen füllen und im vorgeheizten Backofen goldbraun backen."] * 12)
NAV = "".join(f'<li><a href="/rezepte/{n}">Rezept Nummer {n}</a></li>' for n in range(30))


def recipe_page(prop: str = "ingredients", itemtype: str = "http://schema.org/Recipe") -> str:
    rows = "".join(f'<tr itemprop="{prop}"><td>{amount}</td><td>{name}</td></tr>'
                   for amount, name in (("250 g", "Weizenmehl"), ("1 Pck.", "Trockenbackhefe"),
                                        ("125 ml", "lauwarme Milch"), ("50 g", "weiche Butter")))
    return f"""<html><head><title>Bienenstich-Muffins</title></head><body>
<nav><ul>{NAV}</ul></nav>
<div itemscope itemtype="{itemtype}">
  <h1 itemprop="name">Bienenstich-Muffins</h1>
  <div class="spalte"><div class="zutaten"><h2>Zutaten</h2><p>für 12 Stück</p>
    <table><tbody>{rows}</tbody></table></div></div>
  <main><div class="zubereitung"><h2>Zubereitung</h2>
    <p itemprop="recipeInstructions">{STEPS}</p>
    <p>{STEPS}</p></div></main>
</div>
<footer><ul>{NAV}</ul></footer>
</body></html>"""


def test_ingredients_table_outside_the_region_is_brought_in_before_the_steps():
    doc = extract(recipe_page())
    assert doc is not None
    assert "Weizenmehl" in doc.text and "lauwarme Milch" in doc.text
    assert doc.text.index("Weizenmehl") < doc.text.index("Den Teig in die Förmchen")
    assert "Rezept Nummer" not in doc.text


def test_recipe_ingredient_property_is_found_too():
    tree = parse_html(recipe_page(prop="recipeIngredient"))
    assert len(recipe_ingredients(tree)) == 4


def test_ingredients_of_no_recipe_are_not_brought_in():
    tree = parse_html(recipe_page(itemtype="http://schema.org/Thing"))
    assert recipe_ingredients(tree) == []


def test_ingredients_inside_the_region_are_left_alone():
    tree = parse_html(recipe_page())
    region = tree.getroot().find(".//body")
    assert ingredients_outside(tree, [region]) == []


def test_a_container_that_is_mostly_other_text_is_not_brought_in():
    page = recipe_page().replace("</tr><tr", f"</tr></tbody></table><p>{STEPS}</p><table><tbody><tr", 1)
    tree = parse_html(page)
    region = tree.getroot().find(".//main")
    assert recipe_ingredients(tree) and ingredients_outside(tree, [region]) == []


def test_item_types_read_already_without_a_recipe_spare_the_walk():
    tree = parse_html(recipe_page())
    region = tree.getroot().find(".//main")
    assert ingredients_outside(tree, [region], ["http://schema.org/Recipe"])
    assert ingredients_outside(tree, [region], ["http://schema.org/WebPage"]) == []
