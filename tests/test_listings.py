"""Listing, category and product pages, whole pages in: the region is the list of cards (or the
product's own description), not one card, a sidebar, a footer notice or the reviews. The fixtures
are written here, with made-up products and stories."""
import pytest

from beam_extract import extract

TILES = [
    ("Oak Writing Desk", "Solid oak", "$420.00"),
    ("Walnut Side Table", "Oiled walnut", "$180.00"),
    ("Birch Bookshelf", "Five shelves", "$260.00"),
    ("Ash Dining Chair", "Woven seat", "$140.00"),
    ("Maple Coffee Table", "Rounded corners", "$310.00"),
    ("Cherry Nightstand", "Two drawers", "$190.00"),
    ("Elm Shoe Bench", "Seats two", "$150.00"),
    ("Pine Console Table", "Two baskets", "$170.00"),
    ("Teak Garden Bench", "Weatherproof", "$390.00"),
    ("Beech Stool", "Stackable", "$60.00"),
    ("Cedar Chest", "Lined with felt", "$280.00"),
    ("Poplar Wardrobe", "Three doors", "$640.00"),
]

# A privacy notice of the kind a shop's footer carries: the page's one long run of unlinked text.
FOOTER_NOTICE = ("Our shop may collect identifiers, commercial information and internet activity when you visit "
                 "this website, and may use such information to draw inferences and for other operational and "
                 "commercial purposes, as described in the notice at collection and in our privacy policy, which "
                 "also explains how to exercise your rights under the laws of your state.")


def tile_grid() -> str:
    tiles = "".join(
        f'<div class="tile"><a href="/p/{i}"><img src="/img/{i}.jpg" alt=""></a>'
        f'<a class="tile-name" href="/p/{i}">{name}</a><div class="tile-note">{note}</div>'
        f'<div class="tile-price">{price}</div></div>'
        for i, (name, note, price) in enumerate(TILES))
    return f'<div class="grid">{tiles}</div>'


def test_a_category_page_is_its_tiles_not_the_footer_notice_that_is_its_densest_text():
    """The density rule's winner is a notice in an element named as the footer: set aside, the
    page's tiles are the region."""
    page = f"""<!DOCTYPE html><html><head><title>Tables and desks</title></head><body>
<div class="top"><a href="/">Home</a> <a href="/sale">Sale</a> <a href="/new">New in</a></div>
<div class="page"><h1>Tables and desks</h1>{tile_grid()}</div>
<div class="site-footer"><div class="footer-links"><a href="/about">About</a> <a href="/help">Help</a></div>
<span class="footer-notice">{FOOTER_NOTICE}</span></div></body></html>"""
    doc = extract(page, "https://shop.example/tables")
    assert doc is not None
    for name, note, price in TILES:
        assert name in doc.text and note in doc.text and price in doc.text
    assert "privacy policy" not in doc.text


STORIES = [
    ("Spacecraft nudged an asteroid into a new orbit around the sun", "A study of the test finds the orbit changed."),
    ("No chance the asteroid will hit the moon, the agency says", "New sightings rule out an impact in 2032."),
    ("A total lunar eclipse will turn the moon red on Tuesday", "It can be seen from several continents."),
    ("Grizzly bears wearing video collars film the Arctic", "Twelve bears recorded a year in the wild."),
    ("Archaeologists uncover a section of an ancient city wall", "The wall dates from the second century BC."),
    ("Six planets will line up across the night sky this month", "Four of them can be seen without a telescope."),
]


def test_a_news_hub_keeps_its_promo_named_cards_as_its_list():
    """A hub page whose story cards are named "PagePromo": the list itself, not promotion boxes."""
    cards = "".join(
        f'<div class="PageList-items-item"><div class="PagePromo"><div class="PagePromo-content">'
        f'<h3 class="PagePromo-title"><a class="Link" href="/article/{i}">{title}</a></h3>'
        f'<div class="PagePromo-description"><a class="Link" href="/article/{i}">{summary}</a></div>'
        f'</div></div></div>'
        for i, (title, summary) in enumerate(STORIES))
    page = f"""<!DOCTYPE html><html><head><title>Science | The Wire</title></head><body>
<header><nav><a href="/">Home</a> <a href="/world">World</a> <a href="/science">Science</a></nav></header>
<main class="Page-oneColumn"><h1>Science</h1>
<p class="Page-lead">The latest news on space, the climate, animals and archaeology, from our science
reporters around the world, updated through the day as the stories break and develop.</p>
<div class="PageList-items">{cards}</div></main><footer><p>© The Wire</p></footer></body></html>"""
    doc = extract(page, "https://news.example/hub/science")
    assert doc is not None
    for title, summary in STORIES:
        assert title in doc.text and summary in doc.text


def test_promo_named_cards_kept_as_the_list_lose_their_screen_reader_labels():
    """The hub's "PagePromo" cards stay as its list, but not what they hold hidden for screen
    readers ("Read the story about", a "visually-hidden" span inside each card)."""
    cards = "".join(
        f'<div class="PageList-items-item"><div class="PagePromo"><div class="PagePromo-content">'
        f'<h3 class="PagePromo-title"><a class="Link" href="/article/{i}">'
        f'<span class="visually-hidden">Read the story about</span> {title}</a></h3>'
        f'<div class="PagePromo-description"><a class="Link" href="/article/{i}">{summary}</a></div>'
        f'</div></div></div>'
        for i, (title, summary) in enumerate(STORIES))
    page = f"""<!DOCTYPE html><html><head><title>Science | The Wire</title></head><body>
<main class="Page-oneColumn"><h1>Science</h1>
<p class="Page-lead">The latest news on space, the climate, animals and archaeology, from our science
reporters around the world, updated through the day as the stories break and develop.</p>
<div class="PageList-items">{cards}</div></main></body></html>"""
    doc = extract(page, "https://news.example/hub/science")
    assert doc is not None and "Read the story about" not in doc.text
    for title, summary in STORIES:
        assert title in doc.text and summary in doc.text


REVIEWS = [
    ("Keeps my water cold through a whole day at the beach, and the lid never leaked once in my bag.", "Dana"),
    ("I have dropped it on concrete twice and it only has a tiny dent. Still keeps coffee hot for hours.", "Sam"),
    ("The powder coat feels great in the hand and has not chipped after six months of daily use at work.", "Lee"),
    ("Bought one for each of my kids for school. They fit in the side pockets of their backpacks easily.", "Ari"),
    ("Good bottle but the narrow mouth makes it hard to add ice cubes. I would still buy it again though.", "Kim"),
    ("Took it hiking in the desert in July and the water was still cool when we got back to the car.", "Jo"),
    ("The best bottle I have owned. No metallic taste at all, and it cleans easily with a bottle brush.", "Max"),
    ("Arrived quickly and well packed. The color is exactly as in the pictures and it looks very smart.", "Pat"),
]


def test_a_product_page_is_its_description_and_specs_not_its_review_cards():
    """The reviews widget marks up each review as an article: they are no choice of the articles
    rule, and the product's description and specification table are the region."""
    reviews = "".join(
        f'<article class="review-item"><div class="review-stars">5 out of 5</div><p>{body}</p>'
        f'<footer class="review-author">{name}</footer></article>' for body, name in REVIEWS)
    related = "".join(
        f'<article class="product-grid-item"><a href="/p/{i}">Steel Bottle {size}</a><span>$19.99</span></article>'
        for i, size in enumerate(("12oz", "17oz", "20oz")))
    page = f"""<!DOCTYPE html><html><head><title>Insulated Steel Bottle 32oz</title></head><body>
<header><nav><a href="/">Home</a> <a href="/bottles">Bottles</a></nav></header>
<div class="product-page"><h1>Insulated Steel Bottle 32oz</h1><div class="product-description">
<p>Our double-walled bottle is made of food-grade stainless steel with a powder-coated finish that
resists scratches and keeps its colour for years of everyday use.</p>
<p>The vacuum between the walls keeps drinks cold for 24 hours and hot for 12, and the leak-proof
sport lid opens with one hand while you walk, cycle or drive.</p>
<p>A wide base keeps it standing on a rocking boat deck or a car seat, the threads are cut so the
lid seals after a quarter turn, and every part that touches your drink is free of BPA and lead.</p>
<table class="specs"><tr><th>Capacity</th><td>32 oz (946 ml)</td></tr><tr><th>Weight</th><td>410 g</td></tr>
<tr><th>Material</th><td>18/8 stainless steel</td></tr></table>
<form action="/cart/add"><button type="submit">Add to cart</button></form></div>
<div class="related"><h2>You may also like</h2>{related}</div>
<div class="reviews"><h2>Customer reviews</h2>{reviews}</div></div>
<footer><p>© Bottle Co</p></footer></body></html>"""
    doc = extract(page, "https://bottles.example/insulated-32oz")
    assert doc is not None
    assert "double-walled bottle is made of food-grade stainless steel" in doc.text
    assert "leak-proof" in doc.text and "18/8 stainless steel" in doc.text
    assert "beach" not in doc.text


RECIPES = [
    "Crispy Chickpea Bowls with Lemon Tahini Sauce", "Sheet Pan Salmon with Green Beans and Potatoes",
    "Honey Garlic Chicken Thighs with Rice", "Zucchini Fries with a Herb and Yoghurt Dip",
    "Smoky Sweet Potato Wedges with Maple Syrup", "Stuffed Mushrooms with Feta and Spinach",
    "One Pot Tomato Orzo with Basil", "Fifteen Minute Beef and Broccoli Noodles",
    "Black Bean Quesadillas with Quick Salsa", "Lemon Butter Cod with Asparagus",
]


def category_page(headed: bool, og_type: str = "article") -> str:
    """A blog's category page: a description (the page's one run of prose) and, after it in a sibling
    block, the list of recipe cards, each a link (under a heading when `headed`)."""
    title = '<h2 class="entry-title"><a href="/r/{i}">{name}</a></h2>' if headed else '<a href="/r/{i}">{name}</a>'
    cards = "".join(
        f'<div class="entry post-{i}">{title.format(i=i, name=name)}</div>' for i, name in enumerate(RECIPES))
    return f"""<!DOCTYPE html><html><head><title>Quick dinners</title>
<meta property="og:type" content="{og_type}"></head><body>
<header><nav><a href="/">Home</a> <a href="/recipes">Recipes</a> <a href="/about">About</a></nav></header>
<div class="site-container"><div class="archive-intro"><div class="archive-description">
<h1>Quick dinners</h1>
<p>These are the dinners we cook on busy weeknights, when there is half an hour between getting home,
doing the homework and bedtime, and nobody wants to wash more than one pan afterwards.</p>
<p>Most of them keep for a day or two in the fridge, so make a double batch, pack the rest for lunch and
thank yourself tomorrow.</p></div></div>
<div class="site-inner"><div class="entries">{cards}</div></div></div>
<footer><p>© Weeknight Kitchen</p></footer></body></html>"""


def test_a_category_page_keeps_its_list_of_cards_after_the_description():
    """The description is the densest text; the cards after it are the rest of the listing."""
    doc = extract(category_page(headed=True), "https://kitchen.example/category/quick-dinners/")
    assert doc is not None
    assert "busy weeknights" in doc.text
    for name in RECIPES:
        assert name in doc.text


def test_a_story_keeps_out_the_rail_of_bare_links_after_it():
    """On a page declaring an article, links without headings after the text are a rail of other
    stories, not the page's list."""
    doc = extract(category_page(headed=False), "https://kitchen.example/quick-dinners")
    assert doc is not None
    assert "busy weeknights" in doc.text
    assert RECIPES[0] not in doc.text


def test_a_page_declaring_nothing_keeps_its_list_of_bare_links():
    doc = extract(category_page(headed=False, og_type="website"), "https://kitchen.example/quick-dinners")
    assert doc is not None
    for name in RECIPES:
        assert name in doc.text


def recipe_index_page() -> str:
    """A recipe blog's category archive typed as an article: its `main` holds a breadcrumb, a short
    description, a "top rated" carousel and the grid of every recipe, each card one link wrapping
    its rating line and its title."""
    def card(i: int, name: str, css: str) -> str:
        return (f'<article class="{css} post-{i}"><a class="block" href="/r/{i}"><img src="/i/{i}.jpg" alt="">'
                f'<div>{10 + i} reviews / 4.{i % 10} average</div><h3>{name}</h3></a></article>')
    top = "".join(card(i, name, "carousel-cell") for i, name in enumerate(RECIPES[:6]))
    every = "".join(card(i, name, "grid-card") for i, name in enumerate(RECIPES))
    return f"""<!DOCTYPE html><html><head><title>Air fryer recipes</title>
<meta property="og:type" content="article"></head><body class="archive category">
<header><nav><a href="/">Home</a> <a href="/recipes">Recipes</a> <a href="/about">About</a></nav></header>
<main><section><nav class="breadcrumb"><a href="/">Home</a> / <a href="/recipes">Recipes</a></nav>
<div class="cat-desc"><h1>Air Fryer Recipes</h1>
<p>These are the dinners we make in the air fryer when there is half an hour between getting home and
bedtime: crispy, quick, and only one basket to wash afterwards.</p></div></section>
<section><h2>Top Rated Air Fryer Recipes</h2><div class="carousel">{top}</div></section>
<section><h2>All Air Fryer Recipes</h2><div class="grid">{every}</div>
<nav class="pagination"><a href="/page/2">2</a> <a href="/page/2">Next</a></nav></section></main>
<footer><p>© Weeknight Kitchen</p></footer></body></html>"""


def test_a_recipe_index_typed_article_keeps_its_grids_of_linked_cards_under_the_short_intro():
    """Narrowed to its description's prose, or pruned by link density, such a page lost every card
    (each is a link from edge to edge): its region is a listing's whole content."""
    doc = extract(recipe_index_page(), "https://kitchen.example/recipes/air-fryer-recipes/")
    assert doc is not None
    assert "only one basket to wash" in doc.text
    for name in RECIPES:
        assert name in doc.text
    assert "14 reviews / 4.4 average" in doc.text


POLICY = ("<h3>Manufacturer's pricing policy</h3><p>Why do I need to contact you in order to place my order?</p>"
          "<p>As an authorised dealer for the products you are looking at, we are bound by agreements with the "
          "manufacturers about how their prices may be shown, and some of them may not be shown at all.</p>"
          "<p>Some items may not be advertised below a certain price, and others may not be added to a cart "
          "until you call us, which is why you see a button asking you to contact us instead.</p>"
          "<p>If another website shows the same product without these limits, it may not be an authorised "
          "dealer, and the manufacturer may not honour the warranty of a product bought there.</p>")


def category_page_with_notice_after_grid() -> str:
    """A shop's category page: its grid of products (each a linked name, an item number and a price),
    a pagination bar, then a pricing-policy notice, the page's one run of prose."""
    cards = "".join(
        f'<div class="col-4 category-product"><a href="/p/{i}"><img src="/i/{i}.jpg" alt=""></a>'
        f'<div class="name"><a href="/p/{i}">{name}, {note.lower()}</a></div><div class="price">{price}</div></div>'
        for i, (name, note, price) in enumerate(TILES * 6))
    return f"""<!DOCTYPE html><html><head><title>Tables and desks</title></head><body>
<header><nav><a href="/">Home</a> <a href="/sale">Sale</a> <a href="/new">New in</a></nav></header>
<div class="layout"><div class="content-inner"><h1>Tables and desks</h1>
<div class="count">Products 1-72 of 80</div><div class="product-list row">{cards}</div>
<div class="count">Products 1-72 of 80 <a href="?page=2">Next</a></div>
<div id="contact-to-purchase">{POLICY}</div></div></div>
<footer><p>© Oak and Iron</p></footer></body></html>"""


def test_a_category_page_keeps_its_grid_before_a_notice_that_is_its_densest_text():
    doc = extract(category_page_with_notice_after_grid(), "https://shop.example/tables")
    assert doc is not None
    for name, _note, price in TILES:
        assert name in doc.text and price in doc.text


# A Shopify theme's section renders its `{% style %}` block inside the section, beside the grid:
# CSS a reader never sees, longer than the cards' short names and prices.
SECTION_STYLE = "".join(
    f"#shopify-section-collection .card-{i} {{ padding: {i}px 1rem; margin: 0 auto; border-radius: 4px; "
    f"background: var(--color-background-{i}); }}\n" for i in range(16))
BRAND_STORIES = {
    "de": ("Unsere Materialien wählen wir mit Sorgfalt und im Austausch mit unserer wachsenden Gemeinschaft aus. "
           "Jedes Stück wird in kleinen Serien gefertigt, geprüft und mit einer lebenslangen Garantie geliefert, "
           "damit es Jahrzehnte hält und nicht nach einer Saison ersetzt werden muss."),
    "fr": ("Nous choisissons nos matériaux avec soin, en écoutant une communauté qui grandit chaque année. Chaque "
           "pièce est fabriquée en petites séries, contrôlée puis livrée avec une garantie à vie, pour durer des "
           "décennies au lieu d'être remplacée après une saison."),
    "en": ("Our materials are chosen with care and in conversation with our growing community. Every piece is made "
           "in small batches, inspected and shipped with a lifetime warranty, so that it lasts for decades instead "
           "of being replaced after a single season."),
}


def collection_with_styled_grid(lang: str, grid_in_footer: bool = False) -> str:
    """A Shopify collection page: its product grid (each card a linked name and a price, a section's
    style block among the cards' container), then the brand's story, the page's one run of prose."""
    cards = "".join(
        f'<div class="product-list-item"><a class="product-list-item-link" href="/products/{i}">'
        f'<img src="/i/{i}.jpg" alt=""><p class="product-list-item-title">{name}</p>'
        f'<p class="product-list-item-price">{price}</p></a></div>'
        for i, (name, _note, price) in enumerate(TILES))
    grid = (f'<div class="collection-main-container"><div class="collection-grid">'
            f'<style>{SECTION_STYLE}</style>{cards}</div></div>')
    story = f'<div class="shogun-root"><h2>Durable design</h2><p>{BRAND_STORIES[lang]}</p></div>'
    if grid_in_footer:
        return f"""<!DOCTYPE html><html lang="{lang}"><head><title>Wallets</title></head><body>
<div class="shopify-section header-section"><nav><a href="/">Home</a> <a href="/sale">Sale</a></nav></div>
{story}<footer>{grid}</footer></body></html>"""
    return f"""<!DOCTYPE html><html lang="{lang}"><head><title>Wallets</title></head><body>
<div class="shopify-section header-section"><nav><a href="/">Home</a> <a href="/sale">Sale</a></nav></div>
<div class="shogun-root"><h1>Wallets</h1></div>{grid}<script>var meta = {{"page": "collection"}};</script>
{story}<div class="shopify-section footer-section"><p>© Oak and Iron</p></div></body></html>"""


@pytest.mark.parametrize("lang", sorted(BRAND_STORIES))
def test_a_collection_keeps_its_grid_whose_container_holds_a_section_style(lang):
    """The grid before the brand story is the page's list: its cards, not the section's CSS, are
    measured against the container's text."""
    doc = extract(collection_with_styled_grid(lang), "https://shop.example/collections/wallets")
    assert doc is not None
    for name, _note, price in TILES:
        assert name in doc.text and price in doc.text
    assert BRAND_STORIES[lang][:40] in doc.text
    assert "padding" not in doc.text


@pytest.mark.parametrize("lang", sorted(BRAND_STORIES))
def test_a_grid_in_the_footer_stays_out_of_a_story_whatever_its_style(lang):
    """Guard: a grid of cards in the footer is framing, not the story's list."""
    doc = extract(collection_with_styled_grid(lang, grid_in_footer=True), "https://shop.example/pages/story")
    assert doc is not None
    assert BRAND_STORIES[lang][:40] in doc.text
    assert all(name not in doc.text for name, _note, _price in TILES)


def script_rendered_collection(grid: str = "") -> str:
    """A shop's collection page whose product grid a search app's script fills in: the HTML holds
    the header, a hidden list of screen-reader messages, a hidden money format and a skip link."""
    return f"""<!DOCTYPE html><html><head><title>Used jackets</title></head><body>
<a href="#MainContent" class="button skip-to-content-link visually-hidden">Skip to content</a>
<header class="site-header"><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/cart">Cart (0)</a></header>
<div id="MainContent" class="page-width"><h1>Used jackets</h1><div id="search-app" data-collection="jackets">{grid}</div></div>
<div class="app-block"><div class="config-money-format" style="display: none;">${{{{amount}}}}</div></div>
<footer class="site-footer"><a href="/about">About</a> <a href="/help">Help</a></footer>
<ul hidden><li id="a11y-refresh-page-message">Choosing a selection results in a full page refresh.</li>
<li id="a11y-new-window-message">Opens in a new window.</li></ul></body></html>"""


def test_a_page_whose_densest_text_is_all_hidden_or_chrome_has_no_content():
    """The density rule's winners are a hidden list of screen-reader messages, a hidden money format
    and a skip link named "visually-hidden": each is set aside, and a page whose dense regions are
    all chrome has no content (the products are drawn by a script)."""
    assert extract(script_rendered_collection(), "https://shop.example/collections/jackets") is None


def test_hidden_screen_reader_messages_do_not_stand_for_a_filled_grid():
    doc = extract(script_rendered_collection(tile_grid()), "https://shop.example/collections/jackets")
    assert doc is not None
    for name, _note, price in TILES:
        assert name in doc.text and price in doc.text
    assert "full page refresh" not in doc.text and "amount" not in doc.text


BEST_SELLERS = [("Spruce Stepladder", "$49.00"), ("Larch Plant Stand", "$35.00"),
                ("Alder Wine Rack", "$79.00"), ("Hazel Coat Hook", "$12.00")]


@pytest.mark.parametrize("slide, slider", [
    ('<div class="swiper-slide">', '<div class="swiper"><div class="swiper-wrapper">{}</div></div>'),  # named
    ('<li aria-roledescription="slide">', '<div class="row"><ol class="cards">{}</ol></div>'),  # ARIA's slides
])
def test_a_carousel_of_priced_cards_beside_a_collection_grid_goes(slide, slider):
    """A collection page (its tiles with add-to-cart buttons) holding a "Best sellers" slider of
    other products' priced cards: the slider's cards go, the grid stays."""
    end = "</li>" if slide.startswith("<li") else "</div>"
    slides = slider.format("".join(
        f'{slide}<a href="/p/b{i}">{name}</a><span class="price">{price}</span>'
        f'<span class="stock">In stock</span>{end}' for i, (name, price) in enumerate(BEST_SELLERS)))
    tiles = "".join(
        f'<div class="tile"><a class="tile-name" href="/p/{i}">{name}</a><div class="tile-note">{note}</div>'
        f'<div class="tile-price">{price}</div><button type="submit">Add to cart</button></div>'
        for i, (name, note, price) in enumerate(TILES))
    page = f"""<!DOCTYPE html><html><head><title>Tables and desks</title></head><body>
<div class="top"><a href="/">Home</a> <a href="/sale">Sale</a></div>
<div class="page"><h1>Tables and desks</h1><div class="grid">{tiles}</div>
<div class="best-sellers"><h2>Best sellers</h2>{slides}</div>
</div><footer><a href="/about">About</a></footer></body></html>"""
    doc = extract(page, "https://shop.example/collections/tables")
    assert doc is not None
    for name, _note, price in TILES:
        assert name in doc.text and price in doc.text
    for name, price in BEST_SELLERS:
        assert name not in doc.text and price not in doc.text


def test_a_river_of_stories_keeps_the_blurbs_its_cards_link_for_the_mouse_only():
    # A card's blurb linked a second time, kept from screen readers and the tab order (aria-hidden,
    # tabindex="-1") but shown; the picture's link and a title doubled beside its own copy stay out.
    stories = [(title, f"{summary} Our science desk reports.") for title, summary in STORIES]
    cards = "".join(
        f'<article class="river-article"><a href="/story/{i}" aria-hidden="true" tabindex="-1"><img src="/{i}.jpg" alt=""></a>'
        f'<header><h2><a href="/story/{i}">{title}</a></h2><p class="river-desc"><a href="/story/{i}" '
        f'aria-hidden="true" tabindex="-1">{summary}</a></p><span class="tile"><a href="/story/{i}" aria-hidden="true" '
        f'tabindex="-1">{title}</a> {title}</span><time>2 days ago</time></header></article>'
        for i, (title, summary) in enumerate(stories))
    page = f"""<!DOCTYPE html><html><head><title>Science | The Wire</title></head><body>
<header><nav><a href="/">Home</a> <a href="/science">Science</a></nav></header>
<div class="site"><section class="col-main"><h1>Science</h1>{cards}</section></div>
<footer><p>© The Wire</p></footer></body></html>"""
    doc = extract(page, "https://news.example/topic/science")
    assert doc is not None
    for title, summary in stories:
        assert summary in doc.text and doc.text.count(title) == 2, title


RESULT_COUNTS = [
    "Showing 1–12 of 40 results", "Showing all 12 results", "Displaying 1 - 12 of 40 products",
    "Zeige 1–12 von 40 Ergebnissen", "Affichage de 1 à 12 sur 40 résultats", "Mostrando 1–12 de 40 resultados",
    "Visualizzazione di 1-12 di 40 risultati", "Wyświetlanie 1–12 z 40 wyników", "Toont 1–12 van 40 resultaten",
    "Exibindo todos os 12 resultados",
]


@pytest.mark.parametrize("count", RESULT_COUNTS)
def test_a_grids_result_count_led_by_its_verb_goes_but_a_bare_count_and_a_sentence_stay(count):
    # The status line over a shop's grid (WooCommerce's result count and its translations), in a box
    # whose class names say nothing; a bare ranged count and a sentence with the verb stay.
    page = f"""<!DOCTYPE html><html><head><title>Tables and desks</title></head><body>
<div class="page"><h1>Tables and desks</h1><div class="bar"><p class="x1">{count}</p></div>{tile_grid()}
<p class="x2">1–12 of 40 products</p>
<p>Our workshop is showing 12 of its 40 tables at the spring fair, each one finished by hand in oiled oak.</p>
</div></body></html>"""
    doc = extract(page, "https://shop.example/tables")
    assert doc is not None and TILES[3][0] in doc.text
    assert count not in doc.text
    assert "1–12 of 40 products" in doc.text and "showing 12 of its 40 tables" in doc.text


FILTER_TOGGLES = [
    "Expand/Collapse All Filters", "Filters & Categories", "Alle Filter ausklappen", "Masquer les filtres",
    "Limpar filtros", "Classificar por: Relevância", "Sortera efter: Pris", "Seřadit podle", "Sırala",
]


@pytest.mark.parametrize("toggle", FILTER_TOGGLES)
def test_a_filter_panels_toggle_alone_goes_but_lower_case_or_in_a_sentence_it_stays(toggle):
    # The toggle or heading of a filter panel whose lists are gone, in a box whose class names say
    # nothing; the same words lower-cased alone, or inside a sentence, stay.
    page = f"""<!DOCTYPE html><html><head><title>Tables and desks</title></head><body>
<div class="page"><h1>Tables and desks</h1><div class="bar"><p class="x1">{toggle}</p></div>{tile_grid()}
<ul class="x2"><li>{toggle.lower()}</li><li>sorter</li></ul>
<p>The shop notes: {toggle} is what our old catalogue printed over each page of tables in oiled oak.</p>
</div></body></html>"""
    doc = extract(page, "https://shop.example/tables")
    assert doc is not None and TILES[3][0] in doc.text
    assert f"\n{toggle}\n" not in f"\n{doc.text}\n"
    assert f"The shop notes: {toggle} is what" in doc.text and f"\n{toggle.lower()}\n" in f"\n{doc.text}\n"


def filter_panel() -> str:
    """A listing's filter panel as a navigation landmark: fieldsets of checkboxes, each facet's title
    in a `legend`, each value (and its screen-reader words) in a `label`."""
    facets = {"Wood": ["Oak", "Walnut", "Birch", "Ash", "Maple", "Cherry", "Elm", "Pine", "Teak", "Beech"],
              "Colour": ["Natural", "Honey", "Black", "White", "Grey", "Espresso", "Red", "Green"],
              "Room": ["Living room", "Bedroom", "Dining room", "Study", "Hallway", "Garden"]}
    sets = "".join(
        f"<fieldset><legend><h3>{facet}</h3></legend>" + "".join(
            f"<label><span class='sr-only'>Filter {facet} with value </span><input type='checkbox'>"
            f"<span>{value}</span></label>" for value in values) + "</fieldset>"
        for facet, values in facets.items())
    return f"<div role='navigation' aria-label='Filters'><h2>Refine By</h2>{sets}</div>"


def test_a_filter_panel_that_outweighs_the_tiles_goes():
    html = ("<html><head><title>Tables | Shop</title></head><body><header><a href='/'>Shop</a></header>"
            f"<main>{filter_panel()}<h1>Tables</h1>{tile_grid()}</main><footer>Help</footer></body></html>")
    text = extract(html, "https://shop.example/tables").text
    assert "Oak Writing Desk" in text and "Poplar Wardrobe" in text and "$640.00" in text
    assert "Refine By" not in text and "Filter Wood with value" not in text and "Espresso" not in text


def test_a_products_options_form_is_no_filter_panel():
    colours = ["Velvet Cocoa", "Velvet French Blue", "Linen Natural", "Linen Charcoal", "Boucle Ivory",
               "Boucle Sand", "Leather Tan", "Leather Black", "Cotton Olive", "Cotton Rust"]
    options = "".join(f"<label><input type='radio' name='c'><span>{c}</span></label>" for c in colours)
    html = ("<html><head><title>Atelier Sofa | Shop</title></head><body><header><a href='/'>Shop</a></header>"
            "<main><h1>Atelier Sofa</h1><p>A deep three-seater.</p>"
            f"<form><fieldset><legend>Colour &amp; Material:</legend>{options}</fieldset></form></main>"
            "<footer>Help</footer></body></html>")
    text = extract(html, "https://shop.example/atelier-sofa").text
    assert "A deep three-seater." in text and "Velvet French Blue" in text and "Cotton Rust" in text


def furniture_grid_page(tile) -> str:
    """A shop's grid of TILES under a header and over a footer, each tile written by `tile(i, name, price)`."""
    tiles = "".join(tile(i, name, price) for i, (name, _note, price) in enumerate(TILES))
    return ("<html><head><title>Furniture | Shop</title></head><body><header><a href='/'>Shop</a></header>"
            f"<main><h1>Furniture</h1><ul class='grid'>{tiles}</ul></main><footer>Help</footer></body></html>")


def test_a_tiles_price_kept_from_screen_readers_is_shown():
    """`aria-hidden` keeps a tile's price from screen readers only: the page shows it, and no copy of
    it is read out elsewhere in the tile."""
    html = furniture_grid_page(lambda i, name, price: (
        f'<li class="tile"><a class="tile-name" href="/p/{i}">{name}</a>'
        f'<p class="tile-price" aria-hidden="true"><span>{price}</span></p></li>'))
    text = extract(html, "https://shop.example/furniture").text
    assert "Oak Writing Desk" in text and "$420.00" in text and "$640.00" in text


def test_a_tiles_hidden_price_beside_its_read_out_copy_stays_hidden():
    html = furniture_grid_page(lambda i, name, price: (
        f'<li class="tile"><a class="tile-name" href="/p/{i}">{name}</a>'
        f'<p class="tile-price" aria-hidden="true">{price}</p><span class="price-label">Price {price}</span></li>'))
    text = extract(html, "https://shop.example/furniture").text
    assert "Price $420.00" in text and text.count("$420.00") == 1


TILE_BADGES = [
    "Free shipping", "Kostenloser Versand", "Versandkostenfrei", "Livraison gratuite", "Envío gratis",
    "Spedizione gratuita", "Gratis verzending", "Darmowa dostawa", "Frete grátis",
    "Sale", "Sale!", "Promo !", "Angebot!", "Oferta!", "In offerta!", "Promoção!", "Aanbieding!", "Promocja!",
]


@pytest.mark.parametrize("badge", TILE_BADGES)
def test_a_tiles_shipping_or_sale_badge_alone_goes_but_in_a_sentence_it_stays(badge):
    # A category page (an Etsy-like market of made-up furniture) whose tiles carry a shipping or sale
    # badge under their price, in boxes whose class names say nothing; the same words in the intro's
    # sentence stay.
    tiles = "".join(
        f'<div class="t"><a href="/l/{i}">{name}</a><div class="p">{price}</div><div class="b">{badge}</div></div>'
        for i, (name, _note, price) in enumerate(TILES))
    page = f"""<!DOCTYPE html><html><head><title>Handmade furniture</title></head><body>
<div class="page"><h1>Handmade furniture</h1>
<p>Every piece here is made to order by a joiner near you. {badge} on orders over $50 to most countries.</p>
<div class="grid">{tiles}</div></div></body></html>"""
    doc = extract(page, "https://market.example/handmade-furniture")
    assert doc is not None and TILES[3][0] in doc.text and TILES[3][2] in doc.text
    assert f"\n{badge}\n" not in f"\n{doc.text}\n"
    assert f"{badge} on orders over $50" in doc.text


@pytest.mark.parametrize("button", ["Load More", "Load more", "Load more »"])
def test_a_grids_load_more_button_alone_goes_but_in_a_sentence_it_stays(button):
    # The button under a gallery's grid that fetches its next tiles (a portfolio of made-up works), in
    # a box whose class names say nothing; the words inside the intro's sentence stay.
    tiles = "".join(f'<div class="t"><a href="/w/{i}"><h3>{name}</h3></a><p>{note}</p></div>'
                    for i, (name, note, _price) in enumerate(TILES))
    page = f"""<!DOCTYPE html><html><head><title>Works</title></head><body>
<div class="page"><h1>Works</h1><p>Scroll down and press {button} to see the studio's older pieces in oak.</p>
<div class="grid">{tiles}</div><div class="x"><a class="b" href="?page=2">{button}</a></div></div></body></html>"""
    doc = extract(page, "https://studio.example/works")
    assert doc is not None and TILES[3][0] in doc.text
    assert f"\n{button}" not in doc.text
    assert f"press {button} to see" in doc.text


@pytest.mark.parametrize("noun", ["Angebot", "Oferta", "Promocja"])
def test_an_offer_noun_without_its_bang_stays_as_a_heading(noun):
    # The bare nouns of WooCommerce's sale badges head a service's offer: only "Angebot!" is the badge.
    page = f"""<!DOCTYPE html><html><head><title>Joinery</title></head><body><div class="page"><h1>Joinery</h1>
<p>We build tables, chairs and shelves to order in oak, walnut and ash, and deliver them ourselves.</p>
<div class="x"><p class="h">{noun}</p><p>Every table is made to measure and finished by hand in our workshop by the river.</p></div>
</div></body></html>"""
    doc = extract(page, "https://joinery.example/")
    assert doc is not None and f"\n{noun}\n" in f"\n{doc.text}\n"
