"""recipe_parts.py: the ingredients marked up as a schema.org Recipe's stay beside the preparation
steps when the content region holds only the steps (an ingredients table beside the method, the
older `itemprop="ingredients"` on each row), and the Recipe's own description set before the
region, in the recipe's header, is kept (round 35). The fixtures are written here, modelled on
recipe portals' markup."""
from beam_extract import extract
from beam_extract.dom import text_of
from beam_extract.parse import parse_html
from beam_extract.recipe_parts import ingredients_outside, recipe_description_outside, recipe_ingredients

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


SUMMARY = "Saftige Muffins aus Hefeteig mit Mandelbelag, gefüllt mit einer leichten Vanillecreme"
STEP = ("Den Teig in die Förmchen füllen und bei mittlerer Hitze etwa zwanzig Minuten backen, bis die "
        "Oberfläche goldbraun ist und ein Holzstäbchen beim Hineinstechen sauber herauskommt.")
BIO = ("Die Autorin backt seit zwanzig Jahren in ihrer kleinen Küche in Hamburg und schreibt über "
       "Hefeteig, Sauerteig und alles dazwischen.")


def _page(description: str, author_bio: str = "") -> str:
    """A recipe whose header (picture, title, description, yield, a row of tool links) stands apart
    from its body (ingredients and steps), which the density walk chooses alone."""
    steps = "".join(f"<li><p>Schritt {i}: {STEP}</p></li>" for i in range(6))
    ingredients = "".join(f"<tr><td>{n} g</td><td itemprop='recipeIngredient'>Zutat {n}</td></tr>" for n in (50, 100, 250))
    tools = "".join(f"<li><a href='/t{i}'>Werkzeug Nummer {i}</a></li>" for i in range(8))
    author = (f"<div itemprop='author' itemscope itemtype='https://schema.org/Person'>"
              f"<p itemprop='description'>{author_bio}</p></div>") if author_bio else ""
    return ("<html><head><title>Mandel-Muffins</title></head><body><nav><a href='/'>Start</a> <a href='/r'>Rezepte</a></nav>"
            "<div class='recipe' itemscope itemtype='https://schema.org/Recipe'>"
            "<div class='row recipe-header'><div class='col'><img src='/m.jpg' alt=''></div>"
            f"<div class='col'><h1 itemprop='name'>Mandel-Muffins</h1>{author}"
            f"<div class='meta-text' itemprop='description'><p>{description}</p></div>"
            f"<p itemprop='recipeYield'>12 Stück</p><ul class='tools'>{tools}</ul></div></div>"
            f"<div class='row'><div class='col recipe-body'><h2>Zutaten</h2><table>{ingredients}</table><h2>Zubereitung</h2>"
            f"<ol itemprop='recipeInstructions'>{steps}</ol></div><div class='col side'><a href='/x'>Mehr Rezepte</a></div></div>"
            "</div><footer><a href='/i'>Impressum</a></footer></body></html>")


def test_a_recipes_description_before_the_region_is_kept():
    doc = extract(_page(SUMMARY))
    assert doc.text.startswith(SUMMARY + "\n\nZutaten")
    assert "Schritt 5" in doc.text and "Zutat 250" in doc.text


def _asked(html: str) -> list:
    root = parse_html(html).getroot()
    body = next(el for el in root.iter("div") if el.get("class") == "col recipe-body")
    return [text_of(el).strip() for el in recipe_description_outside(root, [body])]


def test_a_short_description_or_a_nested_items_is_not_taken():
    assert _asked(_page(SUMMARY)) == [SUMMARY]
    assert _asked(_page("Lecker!")) == []
    assert _asked(_page("Kurz.", author_bio=BIO)) == []  # the author's description is not the recipe's
    assert _asked(_page(SUMMARY, author_bio=BIO)) == [SUMMARY]


def test_no_recipe_no_walk():
    assert recipe_description_outside(None, [object()], itemtypes=["https://schema.org/Article"]) == []
