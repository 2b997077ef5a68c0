"""Recipe pages: a recipe card's prompts, buttons, times and linked ingredients in the content (the
parts of the Recipe outside the region taken in are tests/test_recipe_parts.py's). The fixtures are
written here, modelled on recipe plugins' markup."""
from beam_extract import extract

# A food blog's post with a WP Recipe Maker card (the plugin's default "classic" template: its
# ingredient and instruction lists, then its call-to-action footer), modelled on the plugin's markup
# with a made-up recipe.
OATS = ["2 cups rolled oats", "1 cup almond milk", "1 tablespoon maple syrup", "1/2 teaspoon cinnamon"]
OAT_STEPS = ["Stir the oats, milk, syrup and cinnamon together in a jar.",
             "Cover and chill overnight, at least eight hours.", "Top with berries and serve cold."]


def recipe_card_post(call_to_action: str, story_close: str = "") -> str:
    ingredients = "".join(f'<li class="wprm-recipe-ingredient">{x}</li>' for x in OATS)
    steps = "".join(f'<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">{s}</div></li>'
                    for s in OAT_STEPS)
    return f"""<!DOCTYPE html><html><head><title>Overnight Oats</title><meta property="og:type" content="article">
</head><body><header><nav><a href="/">Home</a> <a href="/recipes">Recipes</a></nav></header>
<main><article class="post type-post entry"><h1 class="entry-title">Overnight Oats</h1><div class="entry-content">
<p>We make these overnight oats on Sunday evenings and eat them all week; they keep for four days in the
fridge and take five minutes to stir together before bed.</p>
<p>Rolled oats soften best overnight; steel-cut oats stay chewy and quick oats turn to mush by morning. {story_close}</p>
<div class="wprm-recipe-container"><div class="wprm-recipe wprm-recipe-template-classic">
<h2 class="wprm-recipe-name">Overnight Oats</h2>
<div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header">Ingredients</h3>
<ul class="wprm-recipe-ingredients">{ingredients}</ul></div>
<div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">Instructions</h3>
<ul class="wprm-recipe-instructions">{steps}</ul></div>
<div class="wprm-call-to-action wprm-call-to-action-simple"><span class="wprm-call-to-action-text-container">
{call_to_action}</span></div></div></div></div></article></main>
<footer><p>© Oat Kitchen</p></footer></body></html>"""


WPRM_PROMPT = ('<span class="wprm-call-to-action-header">Tried this recipe?</span><span class="wprm-call-to-action-text">'
               'Mention <a href="https://www.instagram.com/oatkitchen">@oatkitchen</a> or tag '
               '<a href="https://www.instagram.com/explore/tags/oatkitchen">#oatkitchen</a>!</span>')


def test_a_recipe_cards_tried_this_recipe_prompt_goes_and_the_recipe_stays():
    doc = extract(recipe_card_post(WPRM_PROMPT), "https://oats.example/overnight-oats")
    assert doc is not None
    assert all(x in doc.text for x in OATS) and all(s in doc.text for s in OAT_STEPS)
    assert "Sunday evenings" in doc.text
    assert "Tried this recipe" not in doc.text and "@oatkitchen" not in doc.text


def test_the_recipe_prompt_goes_in_other_languages():
    for prompt in ("<span>Rezept ausprobiert?</span> <span>Markiere @oatkitchen auf Instagram!</span>",
                   "<span>Vous avez testé cette recette ?</span> <span>Identifiez @oatkitchen !</span>",
                   "<span>¿Has probado esta receta?</span> <span>Etiqueta a @oatkitchen.</span>",
                   "<span>Did you make this recipe?</span> <span>Tag @oatkitchen on Instagram.</span>"):
        doc = extract(recipe_card_post(prompt), "https://oats.example/overnight-oats")
        assert doc is not None and "@oatkitchen" not in doc.text, prompt
        assert all(s in doc.text for s in OAT_STEPS)


def test_a_sentence_that_only_opens_like_the_prompt_stays():
    close = "Tried this recipe with oat milk too: it sets a little softer."
    doc = extract(recipe_card_post(WPRM_PROMPT, close), "https://oats.example/overnight-oats")
    assert doc is not None and close in doc.text


def test_a_recipe_cards_buttons_go_in_the_languages_of_the_crawl():
    # WP Recipe Maker's buttons over the card ("Jump to Recipe Print Recipe", "Print Recipe Pin Recipe")
    for buttons in ("Jump to Recipe", "Print Recipe", "Pin Recipe", "Rezept drucken", "Zum Rezept springen",
                    "Imprimer la recette", "Ir a la receta", "Stampa ricetta", "Recept afdrukken", "Drukuj przepis",
                    "Imprimir receita"):
        links = (f'<div class="wprm-recipe-rating">5 from 8 votes</div>'
                 f'<a class="wprm-recipe-jump" href="#recipe">{buttons}</a> <a class="wprm-recipe-print" href="/print/1">{buttons}</a>')
        card = '<div class="wprm-recipe-container">'
        html = recipe_card_post("").replace(card, f"<div>{links}</div>{card}")
        html = html.replace('<meta property="og:type" content="article">', "")  # a blog declaring nothing: no pruning
        doc = extract(html, "https://oats.example/overnight-oats")
        assert doc is not None and buttons not in doc.text and "votes" not in doc.text, buttons
        assert all(s in doc.text for s in OAT_STEPS)


def test_a_sentence_about_printing_the_recipe_stays():
    close = "Print the recipe and keep it on the fridge door."
    doc = extract(recipe_card_post("", close), "https://oats.example/overnight-oats")
    assert doc is not None and close in doc.text


# --- a recipe card's times: "Cook Time 35 mins" is a value, not a reading time ---------------------

SOUP_STORY = "".join(f"<p>Part {i} of the story of this soup: it began on a cold evening when the pantry held little "
                     "more than lentils, an onion and a tin of tomatoes, and it has been our winter standby since.</p>"
                     for i in range(6))
SOUP_STEPS = ("Soften the onion in the oil for five minutes.", "Add the lentils, tomatoes and stock and simmer.",
              "Blend half the soup and season it to taste.")


def soup_post(card: str, meta: str = "") -> str:
    return f"""<!DOCTYPE html><html lang="en-US"><head><title>Red Lentil Soup - Little Pantry</title>
<meta property="og:type" content="article"></head><body class="single single-post">
<header class="site-header"><nav><ul><li><a href="/">Home</a></li><li><a href="/recipes/">Recipes</a></li></ul></nav></header>
<main class="content"><article class="post type-post entry"><header class="entry-header"><h1 class="entry-title">Red Lentil
Soup</h1>{meta}</header><div class="entry-content">{SOUP_STORY}{card}</div></article></main>
<footer class="site-footer"><p>&copy; 2026 Little Pantry</p></footer></body></html>"""


def wprm_time(kind: str, label: str, minutes: int) -> str:
    """A WP Recipe Maker time block, as its default (classic) template writes it."""
    return (f'<div class="wprm-recipe-block-container wprm-recipe-block-container-table wprm-recipe-time-container '
            f'wprm-recipe-{kind}-time-container"><span class="wprm-recipe-details-label wprm-block-text-faded '
            f'wprm-recipe-time-label wprm-recipe-{kind}-time-label">{label} </span><span class="wprm-recipe-time '
            f'wprm-block-text-normal"><span class="wprm-recipe-details wprm-recipe-details-minutes '
            f'wprm-recipe-{kind}_time wprm-recipe-{kind}_time-minutes">{minutes}<span class="sr-only '
            f'screen-reader-text wprm-screen-reader-text"> minutes</span></span> <span class="wprm-recipe-details-unit '
            f'wprm-recipe-details-minutes" aria-hidden="true">mins</span></span></div>')


def wprm_card() -> str:
    steps = "".join(f'<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">{s}</div></li>'
                    for s in SOUP_STEPS)
    return (f'<div id="wprm-recipe-container-1" class="wprm-recipe-container"><div class="wprm-recipe wprm-recipe-template-classic">'
            f'<h2 class="wprm-recipe-name">Red Lentil Soup</h2><div class="wprm-recipe-meta-container wprm-recipe-times-container '
            f'wprm-recipe-details-container">{wprm_time("prep", "Prep Time", 10)}{wprm_time("cook", "Cook Time", 35)}</div>'
            f'<div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">Instructions</h3>'
            f'<ul class="wprm-recipe-instructions">{steps}</ul></div></div></div>')


def tasty_card() -> str:
    steps = "".join(f'<li id="instruction-step-{i}">{s}</li>' for i, s in enumerate(SOUP_STEPS))
    return ('<div id="tasty-recipes-12" class="tasty-recipes tasty-recipes-12"><div class="tasty-recipes-entry-header">'
            '<h2 class="tasty-recipes-title">Red Lentil Soup</h2><div class="tasty-recipes-details"><ul>'
            '<li class="prep-time"><span class="tasty-recipes-label">Prep Time:</span> <span class="tasty-recipes-prep-time">'
            '10 minutes</span></li><li class="cook-time"><span class="tasty-recipes-label">Cook Time:</span> '
            '<span class="tasty-recipes-cook-time">35 minutes</span></li></ul></div></div>'
            '<div class="tasty-recipes-instructions"><h3>Instructions</h3><div class="tasty-recipes-instructions-body">'
            f'<ol>{steps}</ol></div></div></div>')


def test_a_wp_recipe_maker_cards_times_keep_their_values():
    doc = extract(soup_post(wprm_card()), "https://pantry.example/red-lentil-soup/")
    assert doc is not None and all(s in doc.text for s in SOUP_STEPS)
    assert "Prep Time 10 mins" in doc.text and "Cook Time 35 mins" in doc.text


def test_a_tasty_recipes_cards_times_keep_their_values():
    doc = extract(soup_post(tasty_card()), "https://pantry.example/red-lentil-soup/")
    assert doc is not None and all(s in doc.text for s in SOUP_STEPS)
    assert "Prep Time: 10 minutes" in doc.text and "Cook Time: 35 minutes" in doc.text


def test_a_posts_reading_time_still_goes_beside_the_recipe_times():
    for meta in ('<p class="entry-meta"><span class="reading-time">7 min read</span></p>',
                 '<p class="entry-meta"><span class="label">Reading time:</span> <span class="value">7 min</span></p>',
                 '<p class="entry-meta"><span class="entry-author">By Ana</span> <span class="reading-time">7 min</span></p>'):
        doc = extract(soup_post(tasty_card(), meta), "https://pantry.example/red-lentil-soup/")
        assert doc is not None and "Cook Time: 35 minutes" in doc.text
        assert "7 min" not in doc.text, meta


# --- ingredient names linked to a shop's product or an affiliate page stay in their lines -----------

SOUP_INGREDIENTS = (("1 cup", "red lentils", "rinsed"), ("1", "yellow onion", "diced"), ("1 tin", "chopped tomatoes", ""),
                    ("4 cups", "vegetable stock", ""), ("1 tsp", "ground cumin", ""))


def wprm_linked_ingredients() -> str:
    """WP Recipe Maker's ingredient list, each name an affiliate link (its "ingredient link" option)."""
    items = "".join(
        f'<li class="wprm-recipe-ingredient" style="list-style-type: disc;"><span class="wprm-recipe-ingredient-amount">'
        f'{amount}</span> <span class="wprm-recipe-ingredient-name"><a href="https://shop.example/item/{i}" '
        f'class="wprm-recipe-ingredient-link" target="blank" rel="nofollow">{name}</a></span> '
        f'<span class="wprm-recipe-ingredient-notes">{notes}</span></li>'
        for i, (amount, name, notes) in enumerate(SOUP_INGREDIENTS))
    return (f'<div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header">Ingredients</h3>'
            f'<div class="wprm-recipe-ingredient-group"><ul class="wprm-recipe-ingredients">{items}</ul></div></div>')


def shop_linked_ingredients() -> str:
    """A flour mill's recipe: each ingredient's product a link opening the product in a popup."""
    items = "".join(f'<li>{amount} <a href="https://shop.example/items/{i}" class="product-modal">Mill House {name}</a></li>'
                    for i, (amount, name, _) in enumerate(SOUP_INGREDIENTS))
    items += ('<li>1 cup (120g) <a href="https://shop.example/items/w" class="product-modal">Mill House Wheat Flour</a> or '
              '<a href="https://shop.example/items/r" class="product-modal">Mill House Rye Flour</a>, or a mix</li>')
    return (f'<div class="ingredients-list"><h2>Ingredients</h2><div class="ingredient-section">'
            f'<ul class="list--bullets">{items}</ul></div></div>')


def test_a_wp_recipe_maker_lists_linked_ingredients_stay():
    doc = extract(soup_post(wprm_linked_ingredients() + tasty_card()), "https://pantry.example/red-lentil-soup/")
    assert doc is not None
    for amount, name, _ in SOUP_INGREDIENTS:
        assert f"{amount} {name}" in doc.text, name


def test_ingredients_linked_to_a_shops_product_popups_stay():
    doc = extract(soup_post(shop_linked_ingredients() + tasty_card()), "https://pantry.example/red-lentil-soup/")
    assert doc is not None
    for amount, name, _ in SOUP_INGREDIENTS:
        assert f"{amount} Mill House {name}" in doc.text, name
    assert "1 cup (120g) Mill House Wheat Flour or Mill House Rye Flour, or a mix" in doc.text


def test_a_list_of_links_beside_the_recipe_still_goes():
    others = "".join(f'<li><a href="/recipes/{n}">{n.title()} Soup With Crusty Bread</a></li>' for n in ("pea", "bean", "leek"))
    more = f'<div class="more-recipes"><h3>More soups</h3><ul class="recipe-links">{others}</ul></div>'
    doc = extract(soup_post(wprm_linked_ingredients() + tasty_card() + more), "https://pantry.example/red-lentil-soup/")
    assert doc is not None and "1 cup red lentils" in doc.text
    assert "Crusty Bread" not in doc.text
