"""A microdata Recipe's own description set before the region, in the recipe's header (round 35)."""
from beam_extract import extract
from beam_extract.parse import parse_html
from beam_extract.region_choice import recipe_description_outside, text_of

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
