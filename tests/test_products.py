"""Shop pages (product, collection and listing pages), whole pages in: the items and the product's
description stay, the shop's chrome (filter and sort panels, ...) goes. The fixtures copy the markup
of common shop systems (Shopify's Dawn theme, Magento, WooCommerce) with made-up products."""
import pytest

from beam_extract import extract
from beam_extract.clean import classify_names, drop_scarcity_notes, price_lines, product_cards, shop_controls
from beam_extract.dom import is_clean_framing_tag
from beam_extract.page_facts import offers_to_buy
from beam_extract.parse import parse_html
from beam_extract.text import render_text

CARDS = [
    ("Canvas Weekender Bag", "A roomy waxed canvas bag with leather handles and a padded laptop sleeve."),
    ("Merino Travel Scarf", "A light merino scarf that packs small and keeps you warm on long flights."),
    ("Leather Passport Wallet", "Slim vegetable-tanned leather wallet holding a passport and four cards."),
    ("Packable Rain Shell", "A waterproof shell that folds into its own pocket and weighs 180 grams."),
]


def product_grid() -> str:
    cards = "".join(
        f'<li class="grid__item"><div class="card"><h3 class="card__heading"><a href="/products/{i}">{name}</a></h3>'
        f'<p class="card__text">{text}</p><span class="price">$49.00</span></div></li>'
        for i, (name, text) in enumerate(CARDS))
    return f'<ul id="product-grid" class="grid product-grid">{cards}</ul>'


def collection_page(filters: str) -> str:
    """A collection page whose main holds a filter panel beside the product grid."""
    return f"""<!DOCTYPE html><html lang="en"><head><title>Travel gear | Outfitters</title></head>
<body><header><nav><a href="/">Home</a> <a href="/collections">Shop</a></nav></header>
<main id="MainContent"><h1>Travel gear</h1>
<p class="collection-hero__description">Bags, scarves and wallets for the road, made to last for years.</p>
{filters}{product_grid()}</main><footer><p>© Outfitters</p></footer></body></html>"""


# Shopify's Dawn theme: a <facet-filters-form> with facet groups of checkboxes and counts, a sort select.
DAWN_FACETS = """<facet-filters-form class="facets small-hide"><form id="FacetFiltersForm" class="facets__form">
<h2 class="facets__heading">Filter:</h2><details class="facets__disclosure"><summary>Availability</summary>
<ul class="facets__list"><li><label>In stock (12)</label></li><li><label>Out of stock (3)</label></li></ul></details>
<details class="facets__disclosure"><summary>Price</summary><span>The highest price is $189.00</span></details>
<div class="facet-filters sorting"><label for="SortBy">Sort by:</label><select id="SortBy">
<option>Featured</option><option>Best selling</option></select></div></form></facet-filters-form>"""
# Magento's layered navigation (a "filters" block of options with counts) and its sorter toolbar.
MAGENTO_FILTERS = """<div class="block filters" id="layered-filter-block"><strong>Shop By</strong>
<div class="filter-options"><div class="filter-options-title">Colour</div><ol class="items">
<li><a href="?color=1">Olive<span class="count">4</span></a></li><li><a href="?color=2">Sand<span class="count">2</span></a></li>
</ol></div></div><div class="toolbar-sorter sortby"><label>Sort By</label><select><option>Position</option>
<option>Product Name</option></select></div>"""


def test_collection_pages_drop_their_filter_and_sort_panels_but_keep_the_grid():
    for filters in (DAWN_FACETS, MAGENTO_FILTERS):
        doc = extract(collection_page(filters), "https://shop.example/collections/travel")
        assert doc is not None
        for name, text in CARDS:
            assert name in doc.text and text in doc.text
        assert "Bags, scarves and wallets" in doc.text
        for chrome in ("In stock (12)", "highest price", "Sort by", "Best selling", "Shop By", "Olive", "Product Name"):
            assert chrome not in doc.text, chrome


def test_a_section_named_as_filters_that_holds_prose_stays():
    """An accordion of buying questions named "expandable-section filters" is no filter panel."""
    answer = ("Look for an automatic needle threader, a few basic stitches and a sturdy frame: the easiest "
              "machines for beginners help you learn the basics before you need the extras.")
    accordion = (f'<div class="expandable-section filters"><h5>What should I look for in a first machine?</h5>'
                 f'<div class="expandable-body"><p>{answer}</p></div></div>')
    doc = extract(collection_page(accordion), "https://shop.example/collections/sewing")
    assert answer in doc.text
    assert CARDS[0][1] in doc.text


DESCRIPTION = ("Cut from a heavyweight organic cotton jersey, this tee keeps its shape wash after wash and "
               "sits close at the shoulders without clinging.")


def product_page(drawer_title: str) -> str:
    """A shop's page of one product (JSON-LD Product) whose description sits in a closed drawer
    (a dialog the "Description" button opens), beside a cart drawer."""
    return f"""<!DOCTYPE html><html lang="en"><head><title>Heavyweight Tee | Outfitters</title>
<script type="application/ld+json">{{"@context": "https://schema.org", "@type": "Product", "name": "Heavyweight Tee"}}</script>
</head><body><main><h1>Heavyweight Tee</h1><p class="product__subtitle">Our everyday tee, now in six colours and two fits.</p>
<div class="product__story"><p>We started with one question: why does a good tee wear out in a year? Two years
of testing later, this is our answer, knitted in a family mill and finished without softeners.</p>
<p>Each tee is garment-dyed after sewing, so the colour settles evenly into every seam, and pre-washed so the
size you pick is the size it stays. Pair it with our loopback sweat for cooler days.</p></div>
<button class="drawer-toggle">{drawer_title}</button>
<div class="sheet drawer" role="dialog" aria-modal="true" hidden><h2>{drawer_title}</h2><p>{DESCRIPTION}</p>
<ul><li>100% organic cotton, 240 gsm</li><li>Relaxed fit through the body</li><li>Made in Portugal</li></ul></div>
<div class="cart-drawer" role="dialog" hidden><h2>Your cart</h2><p>Your cart is empty. Continue shopping to add
items to it.</p></div></main></body></html>"""


def test_a_product_description_in_a_closed_drawer_stays():
    for title in ("Description", "Product details", "Specifications", "Produktbeschreibung"):
        doc = extract(product_page(title), "https://shop.example/products/heavyweight-tee")
        assert DESCRIPTION in doc.text, title
        assert "Made in Portugal" in doc.text
        assert "Your cart is empty" not in doc.text


def test_a_drawer_of_another_title_or_of_links_still_goes():
    doc = extract(product_page("Delivery & Returns"), "https://shop.example/products/heavyweight-tee")
    assert DESCRIPTION not in doc.text and "Our everyday tee" in doc.text
    links = "".join(f'<li><a href="/{n}">{n.title()} and more</a></li>' for n in ("autoscaling", "networking", "disks"))
    page = product_page("Description").replace(
        "</main>", f'<div class="site-footer"><h4>Features</h4><ul>{links}</ul></div></main>')
    doc = extract(page, "https://shop.example/products/heavyweight-tee")
    assert DESCRIPTION in doc.text and "Autoscaling and more" not in doc.text


def opencart_category_page() -> str:
    """OpenCart's category grid: each card a "product-thumb" whose "caption" holds its title,
    description and price; an image caption (WordPress "wp-caption") in the intro."""
    cards = "".join(
        f'<div class="product-layout col-sm-4"><div class="product-thumb"><div class="image"><a href="/p/{i}">'
        f'<img src="/i/{i}.jpg" alt=""></a></div><div class="caption"><h4><a href="/p/{i}">{name}</a></h4>'
        f'<p>{text}</p><p class="price">$49.00</p></div></div></div>'
        for i, (name, text) in enumerate(CARDS))
    return f"""<!DOCTYPE html><html lang="en"><head><title>Travel gear | Outfitters</title></head>
<body><div id="content" class="col-sm-9"><h2>Travel gear</h2>
<div class="wp-caption"><img src="/i/hero.jpg" alt=""><p class="wp-caption-text">Photo: <a href="/team">our team</a>
on the road</p></div>
<p>Bags, scarves and wallets for the road, made to last for years and tested on long trips.</p>
<div class="row">{cards}</div></div></body></html>"""


def test_a_product_cards_caption_is_its_body_not_an_image_caption():
    doc = extract(opencart_category_page(), "https://shop.example/index.php?route=product/category&path=20")
    for name, text in CARDS:
        assert name in doc.text and text in doc.text
    assert "our team" not in doc.text


# A buying guide (an article page, whose blocks are pruned by link density) comparing products in a
# table: each row names its product with a link to the product's page.
WATCHES = [
    ("Trailrunner 970", "$750", "26 hours", "1.4-inch AMOLED"),
    ("Summit Ultra 3", "$800", "42 hours", "1.9-inch Retina"),
    ("Ridge Apex 4", "$430", "41 hours", "1.2-inch MIP"),
]
GUIDE_PROSE = ("We ran, hiked and swam with eleven watches over three months, charging them only when they "
               "asked for it, and compared their maps, heart-rate readings and batteries against each other. "
               "These are the three we would buy with our own money, and the table below sets them side by side.")


def buying_guide(rows: str) -> str:
    return f"""<!DOCTYPE html><html lang="en"><head><title>The best running watches</title>
<meta property="og:type" content="article"></head><body><header><nav><a href="/">Home</a>
<a href="/reviews">Reviews</a></nav></header><article><h1>The best running watches</h1>
<p>{GUIDE_PROSE}</p><table><tr><th>Watch</th><th>Price</th><th>Battery</th><th>Display</th></tr>{rows}</table>
<p>{GUIDE_PROSE}</p></article><footer><p>© Gear Lab</p></footer></body></html>"""


def test_comparison_table_keeps_the_linked_name_of_each_row():
    rows = "".join(f"<tr><td><a href='/reviews/{i}'>{name}</a></td><td>{price}</td><td>{battery}</td>"
                   f"<td>{display}</td></tr>" for i, (name, price, battery, display) in enumerate(WATCHES))
    text = extract(buying_guide(rows), "https://gearlab.example/best-running-watches").text
    for name, price, battery, display in WATCHES:
        assert name in text and price in text and battery in text and display in text
    assert f"{WATCHES[0][0]}\t{WATCHES[0][1]}" in text


def test_a_row_of_links_alone_still_goes():
    # a row whose every cell is a link keeps no text of its own: nothing is put back
    rows = "".join(f"<tr><td>{name}</td><td>{price}</td><td>{battery}</td><td>{display}</td></tr>"
                   for name, price, battery, display in WATCHES)
    rows += "<tr><td><a href='/a'>Compare</a></td><td><a href='/b'>Share</a></td><td><a href='/c'>Print</a></td></tr>"
    text = extract(buying_guide(rows), "https://gearlab.example/best-running-watches").text
    assert WATCHES[2][0] in text
    assert "Compare" not in text and "Print" not in text


def test_a_first_row_of_linked_column_names_is_not_put_back():
    # the first row names the columns (here each product, linked to a shop): it is not a row's name
    # beside its values, and the link rule's verdict on it stands
    header = ("<tr><td>Our pick</td>" + "".join(f"<td><a href='/go/{i}'>Buy {name}</a></td>"
                                                for i, (name, *_rest) in enumerate(WATCHES)) + "</tr>")
    rows = "".join(f"<tr><td>{name}</td><td>{price}</td><td>{battery}</td><td>{display}</td></tr>"
                   for name, price, battery, display in WATCHES)
    page = buying_guide(rows).replace("<table><tr><th>Watch</th><th>Price</th><th>Battery</th><th>Display</th></tr>",
                                      f"<table>{header}")
    text = extract(page, "https://gearlab.example/best-running-watches").text
    assert WATCHES[1][2] in text
    assert "Buy Summit Ultra 3" not in text


# --- Repeated blocks on shop pages that are not one product's page --------------------------------

PROMISE = ("<div class=\"usp\"><h3>Free shipping over $50</h3>"
           "<p>Returns are free for thirty days and every bag is repaired for life.</p></div>")


def group_page(before_grid: str, after_grid: str = "") -> str:
    """A collection page declaring a product group (og:type "product.group")."""
    return f"""<!DOCTYPE html><html lang="en"><head><title>Travel gear | Outfitters</title>
<meta property="og:type" content="product.group"></head>
<body><header><nav><a href="/">Home</a> <a href="/collections">Shop</a></nav></header>
<main id="MainContent"><h1>Travel gear</h1>
<p class="collection-hero__description">Bags, scarves and wallets for the road, made to last for years.</p>
{before_grid}{product_grid()}{after_grid}</main><footer><p>© Outfitters</p></footer></body></html>"""


def test_a_collection_page_keeps_one_copy_of_a_block_shown_per_screen_size():
    page = group_page(f'<div class="promise-top">{PROMISE}</div>', f'<div class="promise-bottom">{PROMISE}</div>')
    doc = extract(page, "https://example.org/collections/travel")
    assert doc.text.count("Returns are free for thirty days") == 1
    for name, text in CARDS:
        assert name in doc.text and text in doc.text


def test_a_collection_page_keeps_list_items_and_short_labels_its_cards_repeat():
    """Pricing tiers list the features they share (each tier's list its own), cards repeat a label."""
    tiers = "".join(
        f'<div class="tier"><h3>{name}</h3><ul><li>Phone consultation with one of our packing experts</li>'
        f'<li>{extra}</li></ul><span class="badge">Ships in 2-3 days</span></div>'
        for name, extra in (("Basic", "One bag a year"), ("Plus", "Bags repaired free of charge for life")))
    doc = extract(group_page(tiers), "https://example.org/collections/travel")
    assert doc.text.count("Phone consultation with one of our packing experts") == 2
    assert doc.text.count("Ships in 2-3 days") == 2


def woo_tabs_page(strip_attrs: str, item_attrs: str, labels=("Description", "Additional information", "Reviews (0)"),
                  hrefs=("#tab-description", "#tab-additional_information", "#tab-reviews")) -> str:
    """A WooCommerce product page whose description sits under a strip of tab labels."""
    items = "".join(f'<li {item_attrs}><a href="{href}">{label}</a></li>' for label, href in zip(labels, hrefs))
    return f"""<!DOCTYPE html><html lang="en"><head><title>Linen Apron | Kitchen Goods</title></head>
<body><main><div class="product"><h1 class="product_title">Linen Apron</h1>
<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" {strip_attrs}>{items}</ul>
<div class="woocommerce-Tabs-panel" id="tab-description">
<p>A heavy linen apron with two deep pockets, an adjustable neck strap and long ties that wrap to the front.</p>
<p>Stonewashed for softness, it gets better with every wash and keeps flour and sauce off your clothes.</p>
<p>Made in Lithuania from European flax grown without irrigation; machine washable at forty degrees.</p>
</div></div></div></main></body></html>"""


def test_a_strip_of_tab_labels_goes_and_its_panel_stays():
    text = extract(woo_tabs_page('role="tablist"', 'role="tab"')).text
    assert "two deep pockets" in text
    assert "Additional information" not in text
    assert "Reviews (0)" not in text


def test_tab_labels_go_when_only_the_items_say_they_are_tabs():
    text = extract(woo_tabs_page("", 'role="tab"')).text
    assert "Additional information" not in text and "two deep pockets" in text


def test_a_list_of_in_page_links_not_marked_as_tabs_stays():
    """A table of contents (or a list of filters) is no tab strip: the golds keep them."""
    text = extract(woo_tabs_page("", "")).text
    assert "Additional information" in text


def test_a_tab_strip_holding_more_than_labels_stays():
    labels = ("Description", "Additional information about the care of linen and how to iron it well")
    text = extract(woo_tabs_page('role="tablist"', 'role="tab"', labels=labels)).text
    assert "how to iron it well" in text


def button_tabs_page(labels=("Overview", "Specs & Tests", "Pricing"), strip_role: str = "tablist") -> str:
    """A page whose sections sit under a strip of tab buttons (no list, no links)."""
    buttons = "".join(f'<button role="tab" type="button" aria-controls="panel-{i}" aria-selected="{str(i == 0).lower()}">'
                      f'<span>{label}</span></button>' for i, label in enumerate(labels))
    return f"""<!DOCTYPE html><html lang="en"><head><title>Trail Shoe Review</title></head>
<body><main><article><h1>Trail Shoe</h1><div role="{strip_role}" class="tabs">{buttons}</div>
<div role="tabpanel" id="panel-0"><p>A light trail shoe with a rock plate, a grippy outsole and a roomy toe box for long runs.</p>
<p>It drains well after river crossings and the laces stay tied on steep descents through mud and scree.</p>
<p>The upper wore through at the flex point after four hundred kilometres, sooner than its rivals.</p>
</div><div role="tabpanel" id="panel-1"><p>Weight 280 grams, drop six millimetres, stack height thirty.</p></div>
<div role="tabpanel" id="panel-2"><p>It sells for one hundred and forty euros in most running shops.</p></div>
</article></main></body></html>"""


def test_a_strip_of_tab_buttons_goes_and_its_panel_stays():
    text = extract(button_tabs_page()).text
    assert "rock plate" in text
    assert "Specs & Tests" not in text and "Pricing" not in text


def test_buttons_not_in_a_tablist_or_holding_more_than_labels_stay():
    assert "Specs & Tests" in extract(button_tabs_page(strip_role="group")).text
    long_labels = ("Overview", "Everything we measured on the treadmill and the trails")
    assert "on the treadmill" in extract(button_tabs_page(labels=long_labels)).text


def fields_page(terms: list[tuple[str, str]]) -> str:
    """A product page (JSON-LD Product, a cart form) whose details list holds `terms`."""
    pairs = "".join(f"<dt>{term}</dt><dd>{value}</dd>" for term, value in terms)
    return f"""<!DOCTYPE html><html lang="en"><head><title>Linen Apron | Kitchen Goods</title>
<script type="application/ld+json">{{"@context": "https://schema.org", "@type": "Product", "name": "Linen Apron",
"sku": "LA-1", "offers": {{"@type": "Offer", "price": "39.00", "priceCurrency": "EUR"}}}}</script></head>
<body><main><div class="product"><h1>Linen Apron</h1>
<p>A heavy linen apron with two deep pockets, an adjustable neck strap and long ties that wrap to the front.</p>
<p>Stonewashed for softness, it gets better with every wash and keeps flour and sauce off your clothes.</p>
<form action="/cart/add" method="post"><button type="submit">Add to cart</button></form>
<dl class="product-info">{pairs}</dl></div></main></body></html>"""


SPEC_TERMS = [("Fabric:", "Stonewashed European linen"), ("Weight:", "240 grams")]


def test_a_shop_page_drops_the_custom_fields_keyed_in_snake_case():
    keyed = [("cat_thumb_Olive:", "https://cdn.example/thumbs/apron_olive.jpg"),
             ("retail_price_tier1:", "$39.00_1-9 items"), ("tab_Shipping and Returns:", "TRUE")]
    text = extract(fields_page(SPEC_TERMS + keyed), "https://shop.example/products/linen-apron").text
    assert "Stonewashed European linen" in text and "240 grams" in text
    for gone in ("cat_thumb", "apron_olive.jpg", "retail_price_tier1", "1-9 items", "TRUE"):
        assert gone not in text, gone


def test_a_few_snake_case_terms_stay():
    """Two keys are no dump of fields: a term may name a setting the product documents."""
    keyed = [("max_speed:", "Twelve kilometres an hour"), ("auto_off:", "After ten minutes")]
    text = extract(fields_page(SPEC_TERMS + keyed), "https://shop.example/products/linen-apron").text
    assert "max_speed" in text and "After ten minutes" in text


BUY_BOX_BLURB = ("Engineered as a light, packable insulated layer for climbers, the jacket stays warm when wet "
                 "and stuffs into its own chest pocket for the approach.")


def buy_box_page(price: str = '<span class="price">$229.00</span>', blurb_class: str = "product-description") -> str:
    """A product page whose buy box (title, price, short description) sits in a sticky bar named
    as navigation, above the details the density choice takes."""
    specs = "".join(f"<li>{line}</li>" for line in (
        "Weight: 13 oz (369 g) in a men's medium size",
        "Recycled polyester ripstop shell with a durable water repellent finish",
        "Synthetic insulation made from postconsumer recycled polyester fibres",
        "Two zippered handwarmer pockets and an interior zippered chest pocket",
        "Made in a Fair Trade Certified factory by people paid a fair premium"))
    return f"""<!DOCTYPE html><html lang="en"><head><title>Puff Jacket | Outdoor Shop</title></head>
<body><header><nav><a href="/">Home</a> <a href="/men">Men</a></nav></header>
<div class="container productpage"><div class="summary">
<div class="offer-holder sticky-navbar"><h1>Puff Jacket</h1>{price}
<div class="{blurb_class}"><p>{BUY_BOX_BLURB} <a href="#information">Read more</a></p></div>
<form action="/cart/add" method="post"><button type="submit">Add to cart</button></form></div></div>
<div class="details" id="information"><h2>Product description</h2><p>Specs:</p><ul>{specs}</ul></div></div>
<footer><p>© Outdoor Shop</p></footer></body></html>"""


def test_a_buy_box_named_as_navigation_keeps_the_product_description():
    text = extract(buy_box_page(), "https://shop.example/puff-jacket.html").text
    assert BUY_BOX_BLURB in text
    assert "Two zippered handwarmer pockets" in text


def test_a_widget_without_a_price_or_a_description_name_goes_whole():
    for page in (buy_box_page(price=""), buy_box_page(blurb_class="blurb")):
        text = extract(page, "https://shop.example/puff-jacket.html").text
        assert "Two zippered handwarmer pockets" in text
        assert BUY_BOX_BLURB not in text


SPEC_ROWS = [("Width", "140 cm"), ("Depth", "70 cm"), ("Weight", "21 kg"), ("Material", "White oak")]


def tabbed_product_page(panel_class: str = "tab-pane", panel_role: str = "") -> str:
    """A product page without a `main` landmark (OpenCart's default theme): the description, the
    specification table and the review form each in a tab panel, the buy box in a column beside
    (the form's controls weigh the panels' parent down in the density rule)."""
    role = f' role="{panel_role}"' if panel_role else ""
    spec = "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in SPEC_ROWS)
    return f"""<!DOCTYPE html><html><head><title>Harbor Oak Desk</title></head><body>
<header><nav><a href="/">Home</a> <a href="/desks">Desks</a> <a href="/cart">Cart</a></nav></header>
<div id="product-product" class="container"><div class="row"><div id="content" class="col-sm-12"><div class="row">
<div class="col-sm-8"><ul class="thumbnails"><li><a href="/d.jpg"><img src="/d.jpg" alt=""></a></li></ul>
<ul class="nav nav-tabs"><li><a href="#tab-description">Description</a></li>
<li><a href="#tab-specification">Specification</a></li><li><a href="#tab-review">Reviews (0)</a></li></ul>
<div class="tab-content"><div class="{panel_class} active" id="tab-description"{role}><p>The Harbor desk is built from
solid white oak with a hand-rubbed oil finish, joined with mortise and tenon so that it stays square for decades,
and its drawer runs on wooden slides waxed by hand.</p></div>
<div class="{panel_class}" id="tab-specification"{role}><table class="table">
<thead><tr><td colspan="2"><strong>Dimensions</strong></td></tr></thead>
<tbody>{spec}</tbody></table></div>
<div class="{panel_class}" id="tab-review"{role}><form id="form-review"><h2>Write a review</h2>
<label for="input-name">Your Name</label><input type="text" name="name" id="input-name">
<button type="button" id="button-review">Continue</button></form></div></div></div>
<div class="col-sm-4"><h1>Harbor Oak Desk</h1><ul class="list-unstyled"><li><h2>$420.00</h2></li></ul>
<button type="button" id="button-cart">Add to Cart</button></div></div></div></div></div>
<footer><p>© Harbor Furniture</p></footer></body></html>"""


def test_a_description_tab_takes_its_sibling_specification_tab_along():
    """The description panel is the page's prose; the specification panel beside it holds only short
    cells. Both are the product's content (Bootstrap's class name, or the ARIA role)."""
    for page in (tabbed_product_page(), tabbed_product_page("panel", "tabpanel")):
        doc = extract(page, "https://shop.example/harbor-oak-desk")
        assert doc is not None
        assert "mortise and tenon" in doc.text
        for name, value in SPEC_ROWS:
            assert name in doc.text and value in doc.text


def test_a_lone_panel_stays_the_region():
    """One panel with no sibling panel is no tab set: the region is not widened to its parent."""
    page = tabbed_product_page().replace('<div class="tab-pane" id="tab-specification">', '<div class="specs">')
    page = page.replace('<div class="tab-pane" id="tab-review">', '<div class="review-form">')
    doc = extract(page, "https://shop.example/harbor-oak-desk")
    assert doc is not None
    assert "mortise and tenon" in doc.text and "Material" not in doc.text


# Shopify's Dawn theme: the product's description, then its collapsible tabs (a `details` each in a
# "product__accordion" box), the store's shipping policy in one of them; PrestaShop's classic theme
# prints its reassurance strip ("block-reassurance") under the buy button.
DESK_PROSE = ("The Harbor desk is built from solid white oak with a hand-rubbed oil finish, joined with mortise and "
              "tenon so that it stays square for decades, and its drawer runs on wooden slides waxed by hand.")


def accordion(title: str, body: str) -> str:
    return (f'<div class="product__accordion accordion"><details id="Details-{len(title)}"><summary>'
            f'<div class="summary__title"><h2 class="h4 accordion__title">{title}</h2></div></summary>'
            f'<div class="accordion__content rte"><p>{body}</p></div></details></div>')


def dawn_product_page(after_description: str) -> str:
    return f"""<!DOCTYPE html><html><head><title>Harbor Oak Desk</title><meta property="og:type" content="product">
</head><body><header><nav><a href="/">Home</a> <a href="/collections/all">Shop</a> <a href="/cart">Cart</a></nav></header>
<main id="MainContent"><section class="page-width"><div class="product grid">
<div class="product__info-wrapper"><section class="product__info-container"><div class="product__title"><h1>Harbor Oak Desk</h1></div>
<div class="price"><span class="price-item price-item--regular">$420.00 USD</span></div>
<form method="post" action="/cart/add"><button type="submit" name="add">Add to cart</button></form>
<div class="product__description rte"><p>{DESK_PROSE}</p></div>{after_description}</section></div></div></section></main>
<footer><p>© Harbor Furniture</p></footer></body></html>"""


def sponsored_slider(empty_card: bool = True, indent: int = 0) -> str:
    """Amazon's sponsored slider as served: each slide's title is filled by its script, so a card
    shows its price lines and badge alone; one slide may be empty (its price not loaded either)."""
    pads = [" " * indent] + [""] * 7  # the first slide's markup indented past SECTION_CARD_MAX
    prices = [(f"${20 + i}.06", f"List: ${40 + i}.60") for i in range(6)] + [("$80.75", "Was: $126.90"), ("$8.06", "")]
    cards = "".join(
        f'<li class="a-carousel-card" aria-roledescription="slide">{pad}<div class="sp_offerVertical">{pad}'
        f'<a class="a-link-normal" href="/sspa/click?asin={i}">{pad}<div class="a-row">{pad}</div></a>{pad}'
        f'<div class="a-row"><span class="badge">{pad}Limited time deal{pad}</span></div>{pad}'
        f'<div class="a-row a-color-price"><a href="/sspa/click?asin={i}"><span class="a-price">{pad}{price}</span>'
        f'{pad}<span class="a-text-price">{was}{pad}</span></a></div>{pad}</div></li>'
        for i, ((price, was), pad) in enumerate(zip(prices, pads)))
    if empty_card:
        cards += ('<li class="a-carousel-card" aria-roledescription="slide"><a href="/sspa/click?asin=9">'
                  '<img src="/i/9.jpg" alt=""></a></li>')
    return f'<div class="a-carousel-viewport"><ol class="a-carousel" role="list">{cards}</ol></div>'


@pytest.mark.parametrize("empty_card, indent", [(False, 0), (True, 0), (False, 120)])
def test_a_sponsored_slider_of_untitled_priced_cards_goes_from_a_product_page_without_structured_data(empty_card, indent):
    # og:type product and no JSON-LD: the page's one product, not described; a slider of priced
    # cards is still other products (some slides empty, some indented past SECTION_CARD_MAX)
    details = ("<div class='product__details'><p>The top is glued up from boards cut from the same log, so the grain runs "
               "on from one board to the next, and the edges are eased by hand rather than by a router.</p><p>The legs "
               "are tapered on two faces and set into the apron with drawbored joints, pinned with oak pegs, and the "
               "whole desk is finished with three coats of linseed oil, each rubbed back before the next.</p>"
               "<p>The drawer is dovetailed at the front and back and runs on waxed oak slides.</p></div>") * 2
    doc = extract(dawn_product_page(details + sponsored_slider(empty_card, indent)), "https://harbor.example/products/oak-desk")
    assert doc is not None and "mortise and tenon" in doc.text and "drawbored joints" in doc.text
    assert "$80.75" not in doc.text and "Was: $126.90" not in doc.text and "Limited time deal" not in doc.text


def test_a_grid_of_priced_cards_with_empty_cells_that_is_no_slider_stays():
    """Guard: empty cards are allowed in a carousel only; a grid with an empty cell is no list of cards."""
    grid = sponsored_slider(True).replace("a-carousel-viewport", "results").replace(
        'class="a-carousel"', 'class="results-list"').replace(' aria-roledescription="slide"', "").replace(
        "a-carousel-card", "result")
    prose = f"<p>{DESK_PROSE}</p>" * 4
    root = parse_html(f"<html><body><h1>Harbor Oak Desk</h1>{prose}{grid}</body></html>").getroot()
    assert product_cards.drop_product_cards(root) == 0 and "$80.75" in render_text(root)
    root = parse_html(f"<html><body><h1>Harbor Oak Desk</h1>{prose}{sponsored_slider()}</body></html>").getroot()
    assert product_cards.drop_product_cards(root, carousels_only=True) == 1 and "$80.75" not in render_text(root)


def test_a_shipping_and_returns_disclosure_goes_and_the_other_tabs_stay():
    tabs = (accordion("Materials", "Solid white oak, linseed oil finish, brass drawer pull.")
            + accordion("Shipping &amp; Returns", "Free shipping on orders over $50. Returns accepted within 30 days.")
            + accordion("Warranty", "Every desk carries a ten-year warranty against defects in joinery."))
    doc = extract(dawn_product_page(tabs), "https://harbor.example/products/oak-desk")
    assert doc is not None and "mortise and tenon" in doc.text
    assert "Free shipping on orders" not in doc.text and "Shipping & Returns" not in doc.text
    assert "brass drawer pull" in doc.text and "ten-year warranty" in doc.text


def test_the_policy_disclosure_goes_in_other_languages():
    for title in ("Versand &amp; Rückgabe", "Livraison et retours", "Envío y devoluciones", "Delivery and returns"):
        page = dawn_product_page(accordion(title, "Kostenloser Versand ab 50 €, Rückgabe innerhalb von 30 Tagen."))
        doc = extract(page, "https://harbor.example/products/oak-desk")
        assert doc is not None and "mortise and tenon" in doc.text
        assert "Rückgabe innerhalb" not in doc.text, title


def test_a_disclosure_whose_summary_only_mentions_shipping_stays():
    tabs = accordion("Why shipping a solid oak desk across the country costs less than you think",
                     "We flat-pack the top and legs in one crate, so a desk ships as freight for the price of a chair.")
    doc = extract(dawn_product_page(tabs), "https://harbor.example/products/oak-desk")
    assert doc is not None and "flat-pack the top" in doc.text


REASSURANCE = """<div id="block-reassurance"><ul>
<li><div class="block-reassurance-item"><img src="/r1.png" alt=""><span class="h6">Secure payment by card or PayPal</span></div></li>
<li><div class="block-reassurance-item"><img src="/r2.png" alt=""><span class="h6">Delivery within 48 hours</span></div></li>
<li><div class="block-reassurance-item"><img src="/r3.png" alt=""><span class="h6">Free returns for 30 days</span></div></li>
</ul></div>"""


def test_a_shops_reassurance_strip_goes():
    doc = extract(dawn_product_page(REASSURANCE), "https://harbor.example/products/oak-desk")
    assert doc is not None and "mortise and tenon" in doc.text
    assert "Delivery within 48 hours" not in doc.text and "Secure payment" not in doc.text


# Shopware 6's product page: one block holds the description tab and the reviews tab
# ("cms-block-product-description-reviews"), each pane named on its own inside.
def shopware_product_page() -> str:
    spec = "".join(f'<tr class="properties-row"><th class="properties-label">{k}:</th>'
                   f'<td class="properties-value">{v}</td></tr>' for k, v in SPEC_ROWS)
    return f"""<!DOCTYPE html><html><head><title>Harbor Oak Desk</title><meta property="og:type" content="product">
</head><body><header><nav><a href="/">Home</a> <a href="/desks">Desks</a></nav></header>
<main class="content-main"><div class="cms-page"><div class="cms-block cms-block-product-heading">
<h1 class="product-detail-name">Harbor Oak Desk</h1></div>
<div class="cms-block cms-block-gallery-buybox"><p class="product-detail-price">€420.00*</p>
<form action="/checkout/line-item/add" method="post"><button class="btn btn-buy">Add to shopping cart</button></form></div>
<div class="cms-block cms-block-product-description-reviews"><div class="cms-element-product-description-reviews">
<ul class="nav nav-tabs" role="tablist"><li><a href="#description-tab-pane">Description</a></li>
<li><a href="#review-tab-pane">Reviews</a></li></ul><div class="tab-content">
<div class="tab-pane active" id="description-tab-pane" role="tabpanel"><div class="product-detail-description">
<p>{DESK_PROSE}</p><table class="product-detail-properties-table">{spec}</table></div></div>
<div class="tab-pane" id="review-tab-pane" role="tabpanel"><div class="product-detail-review">
<h4>Customer evaluation for "Harbor Oak Desk"</h4><div class="product-detail-review-item">
<p class="h5">Lovely desk</p><p>Sturdy and beautiful, arrived well packed and took ten minutes to assemble.</p>
</div></div></div></div></div></div></div></main><footer><p>© Harbor Furniture</p></footer></body></html>"""


def test_a_block_of_the_description_and_reviews_tabs_loses_only_the_reviews():
    doc = extract(shopware_product_page(), "https://harbor.example/harbor-oak-desk")
    assert doc is not None and "mortise and tenon" in doc.text
    assert all(name in doc.text and value in doc.text for name, value in SPEC_ROWS)
    assert "arrived well packed" not in doc.text and "Customer evaluation" not in doc.text


# BigCommerce's Cornerstone theme lists the product's facts in a definition list beside the price,
# "Shipping: Calculated at Checkout" among them; Dawn prints "Tax included. Shipping calculated at
# checkout." under the price.
def cornerstone_product_page(extra: str = "") -> str:
    return f"""<!DOCTYPE html><html><head><title>Harbor Oak Desk</title><meta property="og:type" content="product">
</head><body><header><nav><a href="/">Home</a> <a href="/desks/">Desks</a></nav></header>
<main class="body" id="main-content"><div class="productView"><section class="productView-details product-data">
<h1 class="productView-title">Harbor Oak Desk</h1><div class="productView-price"><span class="price">$420.00</span></div>
<dl class="productView-info"><dt class="productView-info-name">SKU:</dt><dd class="productView-info-value">HD-140</dd>
<dt class="productView-info-name">Shipping:</dt><dd class="productView-info-value">Calculated at Checkout</dd></dl>
{extra}</section><article class="productView-description"><p>{DESK_PROSE}</p>
<h3>Do you ship abroad?</h3><p>Yes, we ship worldwide by freight. Shipping costs are calculated at checkout once
you enter your address.</p></article></div></main><footer><p>© Harbor Furniture</p></footer></body></html>"""


def test_a_shipping_calculated_at_checkout_note_goes_and_the_facts_stay():
    note = ('<div class="product__tax caption rte">Tax included. <a href="/policies/shipping-policy">Shipping</a>'
            ' calculated at checkout.</div>')
    doc = extract(cornerstone_product_page(note), "https://harbor.example/harbor-oak-desk/")
    assert doc is not None and "mortise and tenon" in doc.text
    assert "Calculated at Checkout" not in doc.text and "Tax included" not in doc.text
    assert "HD-140" in doc.text and "we ship worldwide by freight" in doc.text


def test_the_checkout_note_goes_in_german_too():
    note = '<p class="product__tax">Inkl. Steuern. Versand wird beim Checkout berechnet.</p>'
    doc = extract(cornerstone_product_page(note), "https://harbor.example/harbor-oak-desk/")
    assert doc is not None and "Versand wird" not in doc.text and "mortise and tenon" in doc.text


# What a reviews widget leaves when its box is not named for reviews: WooCommerce's empty reviews
# tab ("There are no reviews yet.", "Only logged in customers who have purchased this product may
# leave a review."), a rating summary line and a bare "Customer Reviews" heading.
def review_leftovers_page(leftovers: str) -> str:
    return f"""<!DOCTYPE html><html><head><title>Harbor Oak Desk</title><meta property="og:type" content="product">
</head><body><header><nav><a href="/">Home</a> <a href="/shop/">Shop</a></nav></header>
<main id="main"><div class="product type-product"><h1 class="product_title">Harbor Oak Desk</h1>
<p class="price">$420.00</p><div class="panel entry-content"><h2>Description</h2><p>{DESK_PROSE}</p>
<p>Reviews from our workshop visitors shaped the drawer: it now runs on waxed oak slides.</p></div>
<div class="panel entry-content">{leftovers}</div></div></main><footer><p>© Harbor Furniture</p></footer></body></html>"""


def test_a_reviews_widgets_leftover_lines_go_and_prose_about_reviews_stays():
    leftovers = ("<h2>Customer Reviews</h2><p>Rated 4.80 out of 5 based on 5 customer ratings</p>"
                 "<p>There are no reviews yet.</p><p>Only logged in customers who have purchased this product "
                 'may leave a review. <a href="/my-account/">Log in now</a></p>')
    doc = extract(review_leftovers_page(leftovers), "https://harbor.example/product/harbor-oak-desk/")
    assert doc is not None and "mortise and tenon" in doc.text
    assert "Reviews from our workshop visitors" in doc.text
    for gone in ("Customer Reviews", "Rated 4.80", "no reviews yet", "Only logged in customers"):
        assert gone not in doc.text, gone


def test_a_grid_of_rated_cards_keeps_its_ratings():
    cards = "".join(f'<li><a href="/p/{i}">Oak chair {i}</a><p>4.{i} out of 5 stars. {10 + i} reviews</p></li>'
                    for i in range(6))
    doc = extract(review_leftovers_page(f"<ul>{cards}</ul>"), "https://harbor.example/product/harbor-oak-desk/")
    assert doc is not None and "4.2 out of 5 stars. 12 reviews" in doc.text


def test_review_lines_split_across_inline_elements_and_nested_deep_go():
    leftovers = ("<div><div><section><h3>Kunden<span>bewertungen</span> (3)</h3></section></div></div>"
                 "<p><b>Be the first</b> to <i>rate</i> this desk</p>"
                 "<div><ul><li><span>Aucun avis</span> pour le moment</li></ul></div>")
    doc = extract(review_leftovers_page(leftovers), "https://harbor.example/product/harbor-oak-desk/")
    assert doc is not None and "mortise and tenon" in doc.text
    for gone in ("Kundenbewertungen", "Be the first", "Aucun avis"):
        assert gone not in doc.text, gone


# German shops print their legal price note under the price in a block of its own (Shopware 6's
# "product-detail-tax", Magento's "price-tax-info", WooCommerce Germanized's "wc-gzd-additional-info"),
# and so do shops in other languages: the note goes, the same words inside a sentence stay.
TAX_PROSE = "<p>Alle Preise verstehen sich inkl. MwSt.; wir liefern innerhalb Deutschlands frei Bordsteinkante.</p>"


def tax_note_page(note: str) -> str:
    return cornerstone_product_page(note + TAX_PROSE)


@pytest.mark.parametrize("note", [
    '<p class="product-detail-tax"><a href="/versand">inkl. MwSt., zzgl. Versandkosten</a></p>',
    '<div class="price-tax-info">Preise inkl. 19% MwSt. zzgl. Versand</div>',
    '<p class="wc-gzd-additional-info">Endpreis zzgl. Versandkosten</p>',
    '<div class="meta__disclaimer">All prices incl. VAT</div>',
    '<div class="caption">VAT included (where applicable), <a href="#">plus shipping</a></div>',
    '<p class="price-note">Prix TTC</p>', '<p class="price-note">IVA incluida</p>',
    '<p class="price-note">IVA inclusa</p>', '<p class="price-note">Prijzen incl. btw</p>',
    '<p class="price-note">Cena z VAT</p>',
])
def test_a_tax_note_alone_under_the_price_goes(note):
    doc = extract(tax_note_page(note), "https://harbor.example/harbor-oak-desk/")
    assert doc is not None and "mortise and tenon" in doc.text
    assert "Alle Preise verstehen sich inkl. MwSt.; wir liefern" in doc.text
    for gone in ("zzgl.", "VAT", "TTC", "IVA", "btw", "All prices"):
        assert gone not in doc.text, note


def test_a_tax_note_inside_a_longer_line_stays():
    note = '<p class="delivery-info">Lieferzeit 3 bis 5 Werktage, <span class="tax">inkl. MwSt.</span></p>'
    doc = extract(tax_note_page(note), "https://harbor.example/harbor-oak-desk/")
    assert doc is not None and "Lieferzeit 3 bis 5 Werktage, inkl. MwSt." in doc.text


# Accordions made of buttons (the WAI-ARIA pattern: a heading holding a button that names its panel
# in aria-controls, as Chakra, Headless UI and many Shopify themes render them): the shipping and
# returns section goes, the description and specification sections stay.
def button_accordion(key: str, title: str, body: str) -> str:
    return (f'<div class="accordion__item"><h3 class="accordion__header"><button type="button" aria-expanded="false"'
            f' aria-controls="panel-{key}" id="button-{key}"><span>{title}</span></button></h3>'
            f'<div id="panel-{key}" role="region" aria-labelledby="button-{key}" hidden><p>{body}</p></div></div>')


SHIPPING_PANEL = "Free standard shipping on orders over $150. Returns accepted within 30 days of delivery."


def test_a_shipping_section_of_a_button_accordion_goes_and_the_others_stay():
    sections = (button_accordion("spec", "Specifications", "Solid white oak, 140 x 70 cm, linseed oil finish, brass pull.")
                + button_accordion("ship", "Shipping &amp; Returns", SHIPPING_PANEL)
                + button_accordion("care", "Care", "Wipe with a damp cloth and oil the top once a year."))
    doc = extract(dawn_product_page(sections), "https://harbor.example/products/oak-desk")
    assert doc is not None and "mortise and tenon" in doc.text
    assert "140 x 70 cm" in doc.text and "Specifications" in doc.text and "oil the top once a year" in doc.text
    assert "Free standard shipping" not in doc.text and "Shipping & Returns" not in doc.text


def test_a_shipping_section_holding_much_of_a_short_page_stays():
    page = dawn_product_page(button_accordion("ship", "Shipping &amp; Returns", SHIPPING_PANEL))
    page = page.replace(DESK_PROSE, "A solid white oak desk with a hand-rubbed oil finish, a drawer on waxed slides"
                                    " and a brass pull.")
    doc = extract(page, "https://harbor.example/products/oak-desk")
    assert doc is not None and "Free standard shipping" in doc.text


def test_a_shipping_toggle_whose_panel_went_as_hidden_links_goes_too():
    sections = (button_accordion("spec", "Specifications", "Solid white oak, 140 x 70 cm, linseed oil finish, brass pull.")
                + button_accordion("ship", "Shipping &amp; Returns", "").replace(
                    "<p></p>", '<a href="/policies/shipping">Shipping policy</a> <a href="/policies/refunds">Refunds</a>'))
    doc = extract(dawn_product_page(sections), "https://harbor.example/products/oak-desk")
    assert doc is not None and "140 x 70 cm" in doc.text
    assert "Shipping & Returns" not in doc.text


# WooCommerce's product page as an SEO plugin (Yoast and its kin) sets it out: og:type "article"
# beside WooCommerce's own JSON-LD Product, the add-to-cart form, and the reviews tab's leftovers
# in the shop's language. The guard: a review of the product declaring both, with nothing to buy.
WOO_REVIEW_LINES = {
    "en": ("Rated 4.76 out of 5 based on 29 customer ratings", "Add to cart", "There are no reviews yet."),
    "de": ("Kundenbewertungen (29)", "In den Warenkorb", "Noch keine Bewertungen vorhanden."),
    "fr": ("Avis clients (29)", "Ajouter au panier", "Aucun avis pour le moment."),
    "es": ("Opiniones de clientes", "Añadir al carrito", "No hay reseñas todavía."),
}


def woo_seo_product_page(lang: str, buy: bool = True, json_ld: bool = True, body_class: str = "single-product") -> str:
    rating, button, empty = WOO_REVIEW_LINES[lang]
    product = ('<script type="application/ld+json">{"@context":"https://schema.org/","@type":"Product",'
               '"name":"Harbor Oak Desk","offers":[{"@type":"Offer","price":"420.00","priceCurrency":"EUR"}]}</script>'
               if json_ld else "")
    form = (f'<form class="cart" action="/product/harbor-oak-desk/" method="post"><button type="submit" '
            f'name="add-to-cart" value="12" class="single_add_to_cart_button button alt">{button}</button></form>'
            if buy else "")
    return f"""<!DOCTYPE html><html lang="{lang}"><head><title>Harbor Oak Desk</title>
<meta property="og:type" content="article">
<script type="application/ld+json">{{"@context":"https://schema.org","@graph":[{{"@type":"WebPage","name":"Harbor Oak Desk"}}]}}</script>
{product}</head>
<body class="product-template-default single {body_class} postid-12 woocommerce woocommerce-page">
<header><nav><a href="/">Home</a> <a href="/shop/">Shop</a></nav></header>
<div id="primary" class="content-area"><main id="main" class="site-main">
<div id="product-12" class="product type-product post-12 status-publish instock">
<div class="summary entry-summary"><h1 class="product_title entry-title">Harbor Oak Desk</h1>
<div class="woocommerce-product-rating"><div class="star-rating" role="img"></div></div>
<div class="woocommerce-product-details__short-description"><p>{DESK_PROSE}</p></div>{form}</div>
<div class="woocommerce-tabs wc-tabs-wrapper"><div class="woocommerce-Tabs-panel panel entry-content" id="tab-description">
<p>{DESK_PROSE}</p><p>Every desk is finished by hand and signed by the maker under its drawer.</p></div>
<div class="woocommerce-Tabs-panel panel entry-content" id="tab-reviews"><div id="reviews" class="woocommerce-Reviews">
<p>{rating}</p><p class="woocommerce-noreviews">{empty}</p></div></div></div></div>
</main></div><footer><p>© Harbor Furniture</p></footer></body></html>"""


@pytest.mark.parametrize("lang", sorted(WOO_REVIEW_LINES))
def test_a_woocommerce_page_its_seo_plugin_calls_an_article_is_a_shops_page(lang):
    rating, _button, empty = WOO_REVIEW_LINES[lang]
    doc = extract(woo_seo_product_page(lang), "https://harbor.example/product/harbor-oak-desk/")
    assert doc is not None and "signed by the maker" in doc.text
    assert rating not in doc.text and empty not in doc.text


@pytest.mark.parametrize("lang", ["en", "es", "fr"])  # the German lines go on every page (boilerplate lines)
def test_a_review_declaring_its_product_and_offering_nothing_to_buy_keeps_its_lines(lang):
    rating, _button, empty = WOO_REVIEW_LINES[lang]
    doc = extract(woo_seo_product_page(lang, buy=False), "https://harbor.example/reviews/harbor-oak-desk/")
    assert doc is not None and "signed by the maker" in doc.text
    assert rating in doc.text and empty in doc.text


@pytest.mark.parametrize("lang", sorted(WOO_REVIEW_LINES))
def test_a_woocommerce_page_without_its_json_ld_product_is_told_by_its_body_class(lang):
    """WordPress's "single-product" body class names the post type when no JSON-LD Product does."""
    rating, _button, empty = WOO_REVIEW_LINES[lang]
    doc = extract(woo_seo_product_page(lang, json_ld=False), "https://harbor.example/product/harbor-oak-desk/")
    assert doc is not None and "signed by the maker" in doc.text
    assert rating not in doc.text and empty not in doc.text


@pytest.mark.parametrize("lang", ["es", "fr"])  # an article's own rules take the English lines too
def test_a_blog_post_offering_to_buy_is_still_an_article(lang):
    """Guard: the same page as a post ("single-post") declaring an article and no product."""
    rating, _button, empty = WOO_REVIEW_LINES[lang]
    page = woo_seo_product_page(lang, json_ld=False, body_class="single-post")
    doc = extract(page, "https://harbor.example/2026/12/harbor-oak-desk/")
    assert doc is not None and "signed by the maker" in doc.text
    assert rating in doc.text and empty in doc.text


# Magento's Luma product page: schema.org microdata on the product, and the upsell block whose title
# ("We found other products you might like!") no label list names, in the store's locale.
UPSELL_TITLES = {
    "en": "We found other products you might like!",
    "de": "Wir haben andere Produkte gefunden, die Ihnen gefallen könnten!",
    "fr": "Nous avons trouvé d'autres produits que vous pourriez aimer !",
}
LUMA_ITEMS = [("Harbor Oak Bench", "€240.00"), ("Harbor Oak Shelf", "€180.00"), ("Harbor Oak Stool", "€90.00"),
              ("Harbor Oak Lamp", "€120.00"), ("Harbor Oak Tray", "€45.00")]


def luma_product_page(lang: str, upsell_intro: str = "") -> str:
    items = "".join(
        f'<li class="item product product-item"><div class="product-item-info"><a href="/p/{i}" '
        f'class="product photo product-item-photo"><img src="/i/{i}.jpg" alt=""></a><div class="product details '
        f'product-item-details"><strong class="product name product-item-name"><a class="product-item-link" '
        f'href="/p/{i}">{name}</a></strong><div class="price-box price-final_price"><span class="price">{price}'
        f'</span></div></div></div></li>' for i, (name, price) in enumerate(LUMA_ITEMS))
    return f"""<!DOCTYPE html><html lang="{lang}"><head><title>Harbor Oak Desk</title>
<meta property="og:type" content="product"></head>
<body class="catalog-product-view page-layout-1column"><div class="page-wrapper">
<header class="page-header"><nav><a href="/">Home</a> <a href="/furniture.html">Furniture</a></nav></header>
<main id="maincontent" class="page-main"><div class="columns"><div class="column main">
<div class="product-info-main" itemscope itemtype="http://schema.org/Product">
<div class="page-title-wrapper product"><h1 class="page-title"><span class="base" itemprop="name">Harbor Oak Desk</span></h1></div>
<div class="product-info-price"><div class="price-box price-final_price"><span class="price">€420.00</span></div></div>
<div class="product-add-form"><form id="product_addtocart_form"><button type="submit" class="action primary tocart">
<span>Add to Cart</span></button></form></div></div>
<div class="product info detailed"><div class="data item content" id="description"><div class="product attribute description">
<div class="value"><p>{DESK_PROSE}</p><p>Every desk is finished by hand and signed by the maker under its drawer.</p></div>
</div></div></div>
<div class="block upsell"><div class="block-title title"><strong id="block-upsell-heading" role="heading" aria-level="2">
{UPSELL_TITLES[lang]}</strong></div>{upsell_intro}<div class="block-content content"><div class="products wrapper grid
products-grid products-upsell"><ol class="products list items product-items">{items}</ol></div></div></div>
</div></div></main><footer class="page-footer"><p>© Harbor Furniture</p></footer></div></body></html>"""


@pytest.mark.parametrize("lang", sorted(UPSELL_TITLES))
def test_a_carousel_of_product_cards_goes_with_its_title(lang):
    doc = extract(luma_product_page(lang), "https://harbor.example/harbor-oak-desk.html")
    assert doc is not None and "signed by the maker" in doc.text
    assert UPSELL_TITLES[lang] not in doc.text
    assert all(name not in doc.text for name, _price in LUMA_ITEMS)


def test_a_card_box_holding_more_than_a_title_keeps_it():
    """Guard: a box whose text beside the cards is more than a title keeps that text."""
    intro = ("<p>Our makers build each of these pieces from the same board as your desk, so the grain and "
             "colour of the oak match across the whole room for years to come.</p>")
    doc = extract(luma_product_page("en", upsell_intro=intro), "https://harbor.example/harbor-oak-desk.html")
    assert doc is not None and "signed by the maker" in doc.text
    assert "from the same board as your desk" in doc.text
    assert all(name not in doc.text for name, _price in LUMA_ITEMS)


# A shop's cart drawer and restock sign-up, named by their widget words: WooCommerce's
# "mini-cart" ("No products in the cart."), a theme's "cartWidget", Squarespace's
# "product-restock-notification" ("Get notified by email when this product is in stock.").
CART_AND_RESTOCK = """<div class="product-restock-notification"><span class="product-restock-cta">Get notified by
email when this product is in stock.</span></div><div id="mini-cart" class="site-mini-cart"><div class="widget_shopping_cart_content">
<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div></div>
<div class="cartWidgetWrapper"><a class="cartWidgetDesktop" href="/cart"><span>My Cart</span></a></div>"""


def test_a_shops_cart_drawer_and_restock_sign_up_go():
    doc = extract(dawn_product_page(CART_AND_RESTOCK), "https://harbor.example/products/oak-desk")
    assert doc is not None and "mortise and tenon" in doc.text
    assert "Get notified" not in doc.text and "No products in the cart" not in doc.text and "My Cart" not in doc.text
    assert classify_names("mini-cart") == "boilerplate" and classify_names("cart-summary") == ""


def test_a_products_scarcity_and_social_proof_notes_go():
    for note in ("Low in stock, only 6 left", "16 people are viewing this right now", "In 50+ people's carts",
                 "Nur noch 3 auf Lager", "12 personnes regardent ce produit"):
        doc = extract(dawn_product_page(f'<p class="stock-note">{note}</p>'), "https://harbor.example/products/oak-desk")
        assert doc is not None and "mortise and tenon" in doc.text
        assert note not in doc.text


def test_stock_notes_on_many_cards_stay():
    cards = "".join(f'<li class="card"><a href="/products/desk-{i}">Desk {i}</a><span class="price">${400 + i}.00</span>'
                    f'<p class="badge">Only {i} left!</p></li>' for i in range(1, 5))
    root = parse_html(f"<html><body><h1>Desks</h1><ul class='grid'>{cards}</ul></body></html>").getroot()
    assert drop_scarcity_notes(root) == 0 and "Only 3 left!" in render_text(root)
    root = parse_html(f"<html><body><h1>Desk</h1><p>{DESK_PROSE}</p><p>Only 3 left!</p></body></html>").getroot()
    assert drop_scarcity_notes(root) == 1 and "Only 3 left!" not in render_text(root)


def test_a_grids_sort_box_named_product_sort_goes():
    # Salesforce Commerce Cloud's reference storefront (SFRA) labels its sort menu in a "product-sort" box.
    sort_box = ('<div class="product-sort"><span class="sort-title">Sort By</span>'
                '<select id="sort-order"><option>Featured</option></select></div>')
    doc = extract(dawn_product_page(sort_box), "https://harbor.example/products/oak-desk")
    assert doc is not None and "mortise and tenon" in doc.text and "Sort By" not in doc.text


def test_the_compare_and_quick_view_controls_of_product_cards_go_but_a_compare_heading_and_code_stay():
    cards = "".join(f'<li class="card"><h3><a href="/products/desk-{i}">Harbor Desk {i}</a></h3>'
                    f'<div class="compare-product"><input type="checkbox" id="c{i}"><label for="c{i}">Compare</label></div>'
                    f'<a class="quick-view" href="#q{i}"><span>Quick view</span></a>'
                    f'<a class="button product_type_variable" href="/products/desk-{i}">Select options</a>'
                    f'<p>Solid oak desk number {i}, with a drawer on wooden slides.</p></li>' for i in range(1, 5))
    page = ("<html><head><title>Desks</title></head><body><main><h1>Desks</h1><p>" + DESK_PROSE + "</p>"
            f"<ul class='grid'>{cards}</ul><h2>Compare</h2><p>Use <code>compare</code> to order two desks.</p></main></body></html>")
    doc = extract(page, "https://harbor.example/collections/desks")
    assert doc is not None and "Harbor Desk 3" in doc.text
    assert doc.text.count("Compare") == 1 and "Use compare to order" in doc.text and "Quick view" not in doc.text
    assert "Select options" not in doc.text


def test_a_grids_filter_and_sort_toggles_go_but_the_words_in_a_sentence_or_lower_case_stay():
    # The toggles over a grid whose panels and menus are gone (class names that say nothing of filters):
    # "Filter", "Filters (2)", "Sort: Best Match", "Refine By", "Trier par".
    toggles = ('<div class="bar"><div class="t1">Filter</div><div class="t2"><span>Filters (2)</span></div>'
               '<div class="t3">Sort: Best Match</div><div class="t4">Refine By</div><div class="t5">Trier par</div></div>')
    cards = "".join(f'<li class="card"><h3><a href="/products/desk-{i}">Harbor Desk {i}</a></h3>'
                    f'<p>Solid oak desk number {i}, with a drawer on wooden slides.</p></li>' for i in range(1, 5))
    prose = ("<p>Each desk sits on a <a href='/f'>filter</a> of felt pads. Pass the <span><a href='/s'>Sort</a></span> "
             "key to order them.</p><ul><li>filter</li><li>merge</li></ul>")
    page = ("<html><head><title>Desks</title></head><body><main><h1>Desks</h1><p>" + DESK_PROSE + "</p>"
            f"{toggles}<ul class='grid'>{cards}</ul>{prose}</main></body></html>")
    doc = extract(page, "https://harbor.example/collections/desks")
    assert doc is not None and "Harbor Desk 3" in doc.text
    for label in ("Filters (2)", "Best Match", "Refine By", "Trier par"):
        assert label not in doc.text
    assert "\nFilter\n" not in f"\n{doc.text}\n"
    assert "on a filter of felt pads" in doc.text and "Pass the Sort key" in doc.text and "\nfilter\n" in doc.text


def test_a_product_cards_badges_go_but_a_sentence_naming_them_stays():
    # The flags a shop sets over its tiles ("Top Rated", "New Arrival", "Award Winner", "Best Seller"),
    # in elements whose class names say nothing; the same words inside a sentence stay.
    badges = ("Top Rated", "New Arrival", "Award Winner", "Best Seller")
    cards = "".join(f'<li class="c"><div class="x1"><span>{badges[i % 4]}</span></div>'
                    f'<h3><a href="/products/desk-{i}">Harbor Desk {i}</a></h3>'
                    f'<p>Solid oak desk number {i}, with a drawer on wooden slides.</p></li>' for i in range(1, 6))
    page = ("<html><head><title>Desks</title></head><body><main><h1>Desks</h1><p>" + DESK_PROSE + "</p>"
            f"<ul class='grid'>{cards}</ul><p>Our desk was the <em>Award Winner</em> at the 2024 fair.</p>"
            "</main></body></html>")
    doc = extract(page, "https://harbor.example/collections/desks")
    assert doc is not None and "Harbor Desk 3" in doc.text
    for badge in ("Top Rated", "New Arrival", "Best Seller"):
        assert badge not in doc.text
    assert doc.text.count("Award Winner") == 1 and "the Award Winner at the 2024 fair" in doc.text


def _lone_labels_page(labels: tuple[str, ...], *, linked: bool, closing: str) -> str:
    """A shop's page: its description, then each of `labels` alone in a box whose names say nothing (a
    link when `linked`, else a span) before a paragraph of prose, then `closing`."""
    def box(i: int, label: str) -> str:
        inner = f'<a class="y" href="/report/{i}">{label}</a>' if linked else f'<span class="y">{label}</span>'
        return f'<div class="x{i}">{inner}</div><p>{DESK_PROSE}</p>'
    boxes = "".join(box(i, label) for i, label in enumerate(labels))
    return ("<html><head><title>Harbor Desk</title></head><body><main><h1>Harbor Desk</h1>"
            f"<p>{DESCRIPTION}</p>{boxes}{closing}</main></body></html>")


def test_a_carousels_pager_names_and_a_models_labels_go_but_sentences_naming_them_stay():
    # A carousel's buttons as a screen reader names them ("Previous page of related Sponsored Products")
    # and a shop's label of what a model wrote ("Generated by AI", "AI-generated from customer reviews",
    # "KI-generiert aus dem Text von Kundenrezensionen"), in elements whose names say nothing.
    labels = ("Previous page of related products", "Next slide of product details", "Generated by AI",
              "AI-generated from customer reviews", "KI-generiert aus dem Text von Kundenrezensionen")
    sentence = "The next page of this guide shows how the AI-generated summaries are checked by our editors."
    doc = extract(_lone_labels_page(labels, linked=False, closing=f"<p>{sentence}</p>"),
                  "https://harbor.example/products/harbor-desk")
    assert doc is not None and DESCRIPTION in doc.text and sentence in doc.text
    for label in labels:
        assert label not in doc.text, label


def test_a_shops_report_links_go_but_a_heading_naming_what_to_report_stays():
    # A shop's link to report its listing, alone in an element whose name says nothing (Amazon's
    # "Report an issue with this product or seller", Etsy's "Report this item to Etsy").
    labels = ("Report an issue with this product or seller", "Report this item to Etsy",
              "Report incorrect product information", "Signaler cet article", "Zgłoś ten przedmiot")
    heading = "Report an error regarding a particular runtime event"
    doc = extract(_lone_labels_page(labels, linked=True, closing=f"<h2>{heading}</h2><p>{DESK_PROSE}</p>"),
                  "https://harbor.example/products/harbor-desk")
    assert doc is not None and DESCRIPTION in doc.text and heading in doc.text
    for label in labels:
        assert label not in doc.text, label


def read_more_page(button: str) -> str:
    """A shop's description tab whose end a "Read more" button discloses (the panel hidden after it)."""
    return ("<html><head><title>Harbor Desk</title></head><body><main><h1>Harbor Desk</h1>"
            "<div class='tab-content' role='tabpanel'><h3>Description</h3>"
            f"<p>{DESK_PROSE}</p><div class='wrap'>{button}"
            "<div class='rest' id='rest-1' aria-hidden='true' style='display: none;'>"
            "<h4>What we love about the Harbor desk</h4><ul><li>Drawer on wooden slides that never stick</li>"
            "<li>Oil finish you can renew at home with a cloth</li><li>Made to order in eight to fourteen days</li>"
            "</ul></div></div></div></main></body></html>")


def test_the_rest_of_a_description_behind_a_read_more_disclosure_stays():
    # WAI-ARIA's disclosure: a "Read more" button (aria-expanded="false", aria-controls naming the
    # hidden panel after it), as a WordPress read-more plugin writes it, in several languages.
    for label in ("Read More", "Weiterlesen", "Lire la suite", "Leer más", "Czytaj więcej"):
        button = (f"<button type='button' class='read-link' aria-expanded='false' aria-controls='rest-1'>"
                  f"<span class='t'>{label}</span></button>")
        doc = extract(read_more_page(button), "https://harbor.example/products/harbor-desk")
        assert "What we love about the Harbor desk" in doc.text and "Made to order" in doc.text, label
        assert label not in doc.text, label


def test_a_hidden_panel_after_a_button_that_does_not_disclose_it_stays_hidden():
    # (a short button naming the panel in aria-controls opens it whatever its words, as any visible
    # control naming a panel does: is_collapsed_panel's accordion rule)
    for button in ("<button type='button' class='read-link'><span class='t'>Read More</span></button>",
                   "<button type='button' aria-expanded='false' aria-controls='other'>Read More</button>",
                   "<button type='button' aria-expanded='false'>Add to cart</button>"):
        doc = extract(read_more_page(button), "https://harbor.example/products/harbor-desk")
        assert DESK_PROSE[:60] in doc.text and "What we love" not in doc.text, button


def test_amazon_s_hidden_classes_hide():
    # Amazon's AUI stylesheet hides "a-hidden" and "aok-hidden" (display: none !important): a card
    # deck's screen-reader toggles, a short list's "See more product details" link.
    hidden = ("<div class='a-section aok-hidden'><a class='a-link-normal' href='#details'>See more product details</a></div>"
              "<div class='a-teaser-describedby-collapsed a-hidden'>Brief content visible, double tap to read full "
              "content.</div><div class='a-section'><p>Shipped flat in one box, assembled in twenty minutes.</p></div>")
    doc = extract(dawn_product_page(hidden), "https://harbor.example/products/oak-desk")
    assert doc is not None and "mortise and tenon" in doc.text and "assembled in twenty minutes" in doc.text
    assert "See more product details" not in doc.text and "double tap" not in doc.text
    assert classify_names("a-hidden") == "hidden" and classify_names("a-section") == ""


def cross_sell_page(heading: str) -> str:
    """A shop's page of one product: its description, then a box of two other priced products to buy
    with it under `heading`."""
    cards = "".join(f'<li><a href="/products/{i}">Oak desk tray, size {i}</a><span>$2{i}.00</span>'
                    '<span>Add to cart</span></li>' for i in range(2))
    return ("<html><head><title>Harbor Desk</title><meta property='og:type' content='product'></head><body>"
            f"<main><h1>Harbor Desk</h1><p>{DESK_PROSE}</p><p>{DESCRIPTION}</p>"
            f"<div class='module'><h2>{heading}</h2><ul>{cards}</ul></div></main></body></html>")


def test_a_box_of_products_to_buy_with_this_one_goes_in_several_languages():
    # "Frequently Purchased With", "Complete Your Order", "Add the essentials", "Get the look",
    # "Bundles & offers": a carousel's or bundle box's heading naming other products to add.
    headings = ("Frequently Purchased With", "Complete Your Order", "Add the essentials", "Get the look",
                "Bundles & offers", "Ideas based on your recently viewed products", "Häufig zusammen gekauft",
                "Fréquemment achetés ensemble", "Completa tu pedido", "Spesso comprati insieme",
                "Vaak samen gekocht", "Często kupowane razem")
    for heading in headings:
        doc = extract(cross_sell_page(heading), "https://harbor.example/products/harbor-desk")
        assert doc is not None and DESK_PROSE in doc.text and DESCRIPTION in doc.text, heading
        assert "desk tray" not in doc.text and heading not in doc.text, heading
    for heading in ("Get the looks of a pro in minutes with these brushes", "Complete your profile"):
        doc = extract(cross_sell_page(heading), "https://harbor.example/products/harbor-desk")
        assert heading in doc.text, heading


def section_stack_page() -> str:
    """A page builder's product page: the body's own blocks alike ("shopify-section"), no wrapper
    around them; the specification block holds most of the prose, the description the rest."""
    menu = "".join(f"<li><a href='/collections/{i}'>Collection number {i}</a></li>" for i in range(12))
    story = ("Our aluminium wallet holds up to twelve cards without stretching, and its plates are cut "
             "from one block so that the corners never lift or catch on a pocket's seam.")
    specs = ("The plates are anodised aluminium, 86 by 54 millimetres, six millimetres thick with the "
             "elastic, and the whole wallet weighs two ounces with its steel screws and cash strap.")
    return ("<html><head><title>Aluminium Wallet</title></head><body>"
            f"<div class='shopify-section header-section'><header><nav><ul>{menu}</ul></nav></header></div>"
            f"<div class='shopify-section'><h1>Aluminium Wallet</h1><p>{story}</p></div>"
            f"<div class='shopify-section'><h2>Specifications</h2><p>{specs}</p><p>{specs}</p></div>"
            f"<div class='shopify-section footer-section'><footer><ul>{menu}</ul></footer></div></body></html>")


def test_a_density_choice_among_the_bodys_own_blocks_widens_to_the_page():
    # Shopify's and Webflow's stacks of sections with no wrapper: the densest block (the
    # specifications) is one part of the page, its description in the block above is another.
    doc = extract(section_stack_page())
    assert doc is not None and "twelve cards without stretching" in doc.text and "anodised aluminium" in doc.text
    assert "Collection number 3" not in doc.text


def sale_price(old: str, new: str) -> str:
    """WooCommerce's sale price: both amounts hidden from screen readers, each read to them instead."""
    return (f'<span class="price"><del aria-hidden="true"><span class="amount">{old}</span></del> '
            f'<span class="screen-reader-text">Original price was: {old}.</span><ins aria-hidden="true">'
            f'<span class="amount">{new}</span></ins><span class="screen-reader-text">Current price is: {new}.</span></span>')


def test_a_catalogue_cards_sale_price_readouts_stay_but_other_screen_reader_texts_go():
    cards = "".join(f'<li class="product"><a href="/product/{i}"><h2 class="woocommerce-loop-product__title">{name}</h2>'
                    f'{sale_price("$30.00", "$21.00")}</a></li>' for i, (name, _) in enumerate(CARDS))
    html = ("<html><head><title>Travel gear</title></head><body><main><h1>Travel gear</h1>"
            "<p>Bags, scarves and wallets for the road, made to last for years and years.</p>"
            f'<span class="screen-reader-text">Skip to the product list</span><ul class="products">{cards}</ul>'
            "</main></body></html>")
    doc = extract(html, "https://outfitters.example/shop/")
    assert doc is not None and "Merino Travel Scarf" in doc.text
    assert doc.text.count("Original price was: $30.00.") == len(CARDS)
    assert doc.text.count("Current price is: $21.00.") == len(CARDS)
    assert "Skip to the product list" not in doc.text
    # the product's own price, on no card of a list, stays as shown
    hero = ("<html><head><title>Harbor Desk</title></head><body><main><h1>Harbor Desk</h1>"
            f'<p>{DESK_PROSE}</p><p class="price-box">{sale_price("$900.00", "$720.00")}</p></main></body></html>')
    doc = extract(hero, "https://harbor.example/products/harbor-desk")
    assert doc is not None and DESK_PROSE in doc.text and "Original price was" not in doc.text


# A product page as non-English stores print it: the buy button, a wish list link, a tax and checkout
# note and a box of recently viewed or also-bought products, each of which goes in English.
FOREIGN_PRODUCT_CHROME = [
    ("de", "In den Warenkorb", "Auf den Merkzettel", "Zuletzt angesehen", None),
    ("fr", "Ajouter au panier", "Ajouter à ma liste d'envies", "Récemment consultés", None),
    ("es", "Añadir al carrito", "Añadir a la lista de deseos", "Los clientes también compraron", None),
    ("it", "Aggiungi al carrello", "Aggiungi alla lista dei desideri", "Visti di recente",
     "IVA inclusa. Spese di spedizione calcolate al momento del pagamento."),
    ("pl", "Dodaj do koszyka", "Dodaj do listy życzeń", "Może Ci się spodobać",
     "Cena zawiera VAT. Koszt wysyłki obliczany przy kasie."),
    ("nl", "In winkelwagen", "Toevoegen aan verlanglijst", "Recent bekeken",
     "Inclusief btw. Verzendkosten worden berekend bij het afrekenen."),
    ("pt", "Adicionar ao carrinho", "Adicionar à lista de desejos", "Clientes também compraram",
     "Impostos incluídos. Frete calculado no checkout."),
]


def foreign_product_page(lang: str, buy: str, wish: str, box: str, note: str | None) -> str:
    return f"""<!DOCTYPE html><html lang="{lang}"><head><title>Canvas Weekender</title></head><body>
<main><div class="product"><h1>Canvas Weekender</h1><p class="price">€89,00</p><p>{note or ""}</p>
<button type="submit">{buy}</button> <a href="#wish">{wish}</a>
<p>This waxed canvas weekender bag holds three days of clothes and has a padded sleeve for a laptop.</p>
<p>The handles are vegetable tanned leather and the brass zip is made to last for many years of travel.</p>
</div><section class="reviews"><h2>Reviews</h2><p>Bought it twice, great bag, the strap is a bit short.</p></section>
<section><h2>{box}</h2><ul><li><a href="/p1">Merino Scarf</a> €29,00</li><li><a href="/p2">Wallet</a> €39,00</li></ul>
</section></main></body></html>"""


@pytest.mark.parametrize("lang,buy,wish,box,note", FOREIGN_PRODUCT_CHROME, ids=[row[0] for row in FOREIGN_PRODUCT_CHROME])
def test_product_chrome_of_more_languages_goes(lang, buy, wish, box, note):
    doc = extract(foreign_product_page(lang, buy, wish, box, note), f"https://shop.example/{lang}/weekender")
    assert doc is not None
    assert "waxed canvas weekender" in doc.text and "vegetable tanned" in doc.text
    for chrome in (wish, box, "Merino Scarf", note or wish, "strap is a bit short"):
        assert chrome not in doc.text, chrome


def test_a_french_tax_note_with_shipping_extra_goes_and_a_sentence_stays():
    html = foreign_product_page("fr", "Ajouter au panier", "Ajouter au panier", "Produits similaires", None)
    html = html.replace("<p></p>", "\n<p>TTC, frais de port en sus</p>\n<p>Les frais de port en sus sont offerts dès 50 euros.</p>")
    doc = extract(html, "https://shop.example/fr/weekender")
    assert "frais de port en sus sont offerts" in doc.text
    assert "TTC, frais de port en sus" not in doc.text


# product41: the buy buttons of the smaller languages' stores make a page that declares nothing a shop
# (its reviews widget goes), and a lone buy link goes as its line.
SMALLER_LANGUAGE_BUY_BUTTONS = [
    ("cs", "Do košíku"), ("cs", "Koupit"), ("sv", "Lägg i varukorgen"), ("sv", "Köp"), ("tr", "Sepete ekle"),
    ("tr", "Satın al"), ("da", "Læg i kurven"), ("no", "Legg i handlekurven"), ("fi", "Lisää ostoskoriin"),
    ("hu", "Kosárba teszem"), ("ro", "Adaugă în coș"), ("el", "Προσθήκη στο καλάθι"), ("ru", "В корзину"),
]


@pytest.mark.parametrize("lang,buy", SMALLER_LANGUAGE_BUY_BUTTONS, ids=[row[1] for row in SMALLER_LANGUAGE_BUY_BUTTONS])
def test_a_buy_button_of_a_smaller_language_makes_the_page_a_shop(lang, buy):
    doc = extract(foreign_product_page(lang, buy, "", "", None), f"https://shop.example/{lang}/weekender")
    assert doc is not None and "waxed canvas weekender" in doc.text
    assert "strap is a bit short" not in doc.text


def test_a_bare_buy_verb_inside_a_longer_label_is_no_shop():
    page = parse_html("<html><body><button type='submit'>Köp biljetter till konserten</button></body></html>")
    assert not offers_to_buy(page)
    page = parse_html("<html><body><button type='submit'>Köp</button></body></html>")
    assert offers_to_buy(page)


@pytest.mark.parametrize("buy", ["Do košíku", "Koupit", "Köp nu", "Satın al", "Kosárba", "Cumpără acum", "Osta nyt",
                                 "Køb nu", "Kjøp nå"])
def test_a_lone_buy_link_of_a_smaller_language_goes(buy):
    text = text_with_a_lone_link("cta", "/cart/add/7", buy)
    assert "waxed canvas weekender" in text
    assert buy not in text


def text_with_a_lone_link(box_class: str, href: str, label: str) -> str:
    """The text of a product page holding one link alone in its box."""
    html = foreign_product_page("xx", "Add to cart", "", "", None).replace(
        '<a href="#wish"></a>', f'<div class="{box_class}"><a href="{href}">{label}</a></div>')
    doc = extract(html, "https://shop.example/xx/weekender")
    assert doc is not None
    return doc.text


def test_a_tax_note_glued_to_the_price_goes():
    # the price's block and the note's block with no white space between them: the element text reads
    # "€89,00TTC, frais de port en sus", where the tax clause has no word boundary before it
    html = foreign_product_page("fr", "Ajouter au panier", "", "", None).replace(
        '<p class="price">€89,00</p><p></p>', '<p class="price">€89,00</p><p>TTC, frais de port en sus</p>')
    doc = extract(html, "https://shop.example/fr/weekender")
    assert doc is not None and "vegetable tanned" in doc.text
    assert "frais de port" not in doc.text


@pytest.mark.parametrize("names", ['id="cross-sell-article"', 'class="product-cross-sell"', 'class="CrossSellCards"',
                                   'class="up-sells upsells products"'])
def test_a_box_named_as_a_cross_sell_goes_whatever_its_heading(names):
    cards = "".join(f'<li><a href="/p{i}">Barbecue cover number {i}</a><span>Fits the kettle grill well</span></li>'
                    for i in range(4))
    html = foreign_product_page("fr", "Ajouter au panier", "", "", None).replace(
        "</div><section", f'<section {names}><p>Ils vont bien ensemble</p><ul>{cards}</ul></section></div><section', 1)
    doc = extract(html, "https://shop.example/fr/weekender")
    assert doc is not None and "waxed canvas weekender" in doc.text and "vegetable tanned" in doc.text
    assert "Barbecue cover" not in doc.text and "bien ensemble" not in doc.text


@pytest.mark.parametrize("notify", ["Notify me when back in stock", "Email me when available",
                                    "Benachrichtigen, wenn verfügbar", "M'avertir lorsque disponible",
                                    "Avísame cuando esté disponible", "Avvisami quando disponibile",
                                    "Powiadom mnie o dostępności", "Mail mij als het weer op voorraad is",
                                    "Avise-me quando estiver disponível"])
def test_the_back_in_stock_button_goes(notify):
    text = text_with_a_lone_link("restock", "#notify", notify)
    assert "waxed canvas weekender" in text
    assert notify not in text


def test_the_restock_forms_heading_takes_its_box_along():
    box = ("<div class='flex flex-col items-center'><h3>Notify me when back in stock</h3>"
           "<p>Once limited colours sell out they are gone for good, but sign up and we will let you know when new ones arrive.</p>"
           "<form><input type='email'></form></div>")
    html = foreign_product_page("en", "Add to cart", "", "", None).replace("</div><section", box + "</div><section", 1)
    doc = extract(html, "https://shop.example/en/weekender")
    assert doc is not None and "waxed canvas weekender" in doc.text and "vegetable tanned" in doc.text
    assert "Notify me" not in doc.text and "gone for good" not in doc.text


@pytest.mark.parametrize("label", ["Ils vont bien ensemble", "Pour compléter votre achat", "Para completar tu compra",
                                   "Per completare il tuo ordine", "Om je bestelling compleet te maken"])
def test_a_complete_your_purchase_box_in_other_languages_goes(label):
    doc = extract(foreign_product_page("xx", "Add to cart", "", label, None), "https://shop.example/xx/weekender")
    assert doc is not None and "waxed canvas weekender" in doc.text
    assert "Merino Scarf" not in doc.text and label not in doc.text


def _tile_prices_after_readouts(tile: str) -> str:
    root = parse_html(f"<html><body><main><ul class='tiles'>{tile * 3}</ul></main></body></html>").getroot()
    price_lines.drop_price_readout_labels(root)
    return render_text(root)


def test_a_price_label_read_out_under_a_design_systems_name_goes_and_the_prices_part():
    tile = ('<li><h2>Fig Leaf Candle</h2><p class="c-tile-price"><span class="c-price__current">'
            '<span class="u-shop-screen-reader-only">Sale price: </span> $24.50</span><span class="c-price__original">'
            '<span class="u-shop-screen-reader-only">Original price: </span> $35.00</span></p></li>')
    text = _tile_prices_after_readouts(tile)
    assert "price" not in text.lower()
    assert "$24.50 $35.00" in text


def test_a_read_out_price_keeps_its_price_and_loses_its_label():
    tile = ('<li><h2>Walnut Card Wallet</h2><p class="lc-price"><span class="xy-screen-reader-only">Sale Price USD 55.25'
            '</span><span aria-hidden="true">USD 55.25</span></p></li>')
    text = _tile_prices_after_readouts(tile)
    assert "Sale Price" not in text and text.count("USD 55.25") >= 3


def _after_sort_lists(listing: str) -> str:
    root = parse_html(f"<html><body><main><h1>Candles</h1>{listing}{product_grid()}</main></body></html>").getroot()
    shop_controls.drop_sort_option_lists(root)
    return render_text(root)


def test_a_listings_sort_options_drawn_as_radio_boxes_go():
    options = ["Featured", "Price: Low to High", "Price: High to Low", "Newest", "Bestselling", "A-Z", "Z-A"]
    radios = "".join(f'<li><input type="radio" name="tile-grid-sort" id="o{i}"><label for="o{i}">{label} </label></li>'
                     for i, label in enumerate(options))
    text = _after_sort_lists(f'<ul class="c-radio-boxes">{radios}</ul>')
    assert "Low to High" not in text and "Newest" not in text
    assert "Canvas Weekender Bag" in text


def test_a_sort_drawer_of_links_goes():
    options = ["Featured Items", "Best Selling", "Name A-Z", "Name Z-A", "Price: Low to High"]
    links = "".join(f'<li class="sort-drawer-item"><a href="#"><span class="radio"> </span><span>{label}</span></a></li>'
                    for label in options)
    assert "Best Selling" not in _after_sort_lists(f'<ul class="sort-drawer">{links}</ul>')


@pytest.mark.parametrize("items", [
    ["Featured", "New arrivals", "Best sellers"],  # a shop's menu: no order by price or name
    ["Price: Low to High", "Price: High to Low", "Our candles are poured by hand in small batches"],
])
def test_lists_that_are_no_sort_control_stay(items):
    listing = "<ul>" + "".join(f"<li><a href='/c/{i}'>{item}</a></li>" for i, item in enumerate(items)) + "</ul>"
    assert items[0] in _after_sort_lists(listing)


SORT_OPTIONS = ["Featured", "Price: Low to High", "Price: High to Low", "Newest", "A-Z"]


def _sort_radios(options=SORT_OPTIONS) -> str:
    return "".join(f'<li><input type="radio" name="sort" id="s{i}"><label for="s{i}">{label}</label></li>'
                   for i, label in enumerate(options))


@pytest.mark.parametrize("label", ["Sort", "Sort by:", "Sortieren nach", "Trier par", "Ordenar por", "Ordina per",
                                   "Sorteer op", "Sortuj według", "Classificar por"])
def test_the_label_over_a_dropped_sort_list_goes_with_it(label):
    listing = (f'<fieldset class="tile-sort"><legend class="tile-sort__heading">{label}</legend>'
               f'<div class="radio-boxes"><ul class="radio-boxes__list">{_sort_radios()}</ul></div></fieldset>')
    text = _after_sort_lists(listing)
    assert label not in text and "Low to High" not in text
    assert "Canvas Weekender Bag" in text


@pytest.mark.parametrize("listing", [
    # the label stays over a list that is no sort control
    '<p class="sort-heading">Sort</p><ul><li><a href="/n">New arrivals</a></li><li><a href="/b">Best sellers</a></li></ul>',
    # the element before the list is the page's own sentence, not a label
    f'<p>Sort our candles by what matters to you</p><ul>{_sort_radios()}</ul>',
    # text of the box sits between the label and the list
    f'<div><span>Sort</span>Choose how the candles are ordered below<div><ul>{_sort_radios()}</ul></div></div>',
])
def test_text_before_a_sort_list_that_is_no_lone_label_stays(listing):
    text = _after_sort_lists(listing)
    assert "Sort" in text


def test_a_tab_strip_left_with_one_label_goes():
    """WooCommerce's tab strip once its "Reviews (0)" tab went with the reviews: "Description" over the
    "Description" panel, written twice."""
    page = woo_tabs_page('role="tablist"', 'role="tab"', labels=("Description", "Reviews (0)")).replace(
        '<li role="tab"><a href="#tab-additional_information">Reviews (0)</a></li>', "").replace(
        '<div class="woocommerce-Tabs-panel" id="tab-description">',
        '<div class="woocommerce-Tabs-panel" id="tab-description"><h2>Description</h2>')
    text = extract(page).text
    assert text.count("Description") == 1 and "two deep pockets" in text


def grid_with_pickers(label: str, control: str) -> str:
    """A collection page whose cards each hold a labelled picker (`control` holds "{id}")."""
    cards = "".join(
        f'<li class="grid__item"><h3><a href="/products/{i}">{name}</a></h3><p>{text}</p>'
        f'<div class="product-form__input"><label class="form__label" for="Option-{i}">{label}</label>'
        f'{control.format(id=f"Option-{i}")}</div><span class="price">$49.00</span></li>'
        for i, (name, text) in enumerate(CARDS))
    return collection_page(f'<ul class="grid">{cards}</ul>')


@pytest.mark.parametrize("label", ["Size", "Color:", "Select Rental Period", "Größe", "Taille", "Rozmiar"])
def test_the_label_of_each_cards_dropdown_goes(label):
    select = '<select id="{id}" name="options[Size]"><option>1 bag</option><option>2 bags</option></select>'
    text = extract(grid_with_pickers(label, select)).text
    assert label not in text
    assert CARDS[0][0] in text and CARDS[0][1] in text


@pytest.mark.parametrize("label, control", [
    ("Size", '<input type="text" id="{id}" name="size">'),  # a field's label: not a dropdown's
    ("Size", '<select name="size"><option>1 bag</option></select>'),  # no id: the label names nothing
    ("Choose the size that fits the way you pack for long weekends away",  # longer than a label
     '<select id="{id}"><option>1 bag</option></select>'),
])
def test_labels_not_of_a_dropdown_or_longer_than_a_label_stay(label, control):
    assert label in extract(grid_with_pickers(label, control)).text


def test_a_buy_label_repeated_on_every_card_is_searched_once(monkeypatch):
    # a page's buttons repeat their labels ("Add to wishlist" on each of 40 cards): the buy regex reads
    # each label once (region44, 2026-12-06); a buy label after them is still found
    from beam_extract import page_facts

    searched = []

    class Recording:
        def search(self, label):
            searched.append(label)
            return page_facts._BUY_LABEL_PATTERN.search(label)

    monkeypatch.setattr(page_facts, "_BUY_LABEL_PATTERN", page_facts._BUY_LABEL, raising=False)
    monkeypatch.setattr(page_facts, "_BUY_LABEL", Recording())
    cards = "".join(f"<div><p>Card {n}</p><button>Add to wishlist</button><input type='submit' value='Compare'></div>"
                    for n in range(40))
    assert not offers_to_buy(parse_html(f"<html><body>{cards}</body></html>"))
    assert sorted(searched) == ["Add to wishlist", "Compare"]
    searched.clear()
    assert offers_to_buy(parse_html(f"<html><body>{cards}<button>Add to cart</button></body></html>"))
    assert searched == ["Add to wishlist", "Compare", "Add to cart"]


@pytest.mark.parametrize("label", ["ADD TO CART", "Add To Bag", "add to cartel", "Buy It Now!", "Buyer now",
                                   "SATIN AL", " Satin Al ", "Satın al", "SATIN ALMAK", "KÖP", "Köp biljetter",
                                   "Jetzt Kaufen", "ΑΓΟΡΆ ΤΏΡΑ", "Kup TERAZ", "Wishlist", "Toevoegen aan WINKELMAND"])
def test_an_ascii_buy_label_searched_lower_cased_gets_the_verdict_of_the_caseless_pattern(label):
    # tail46 (2026-12-06): an ASCII label is searched lower-cased without re.I; the dotless "ı" of
    # "satın al" matches "i" and "I" under re.I, so "SATIN AL" is a buy label both ways
    from beam_extract import page_facts

    assert (page_facts._BUY_LABEL.search(label) is None) == (page_facts._BUY_WORDS.search(label) is None)


def test_an_icon_buttons_label_is_not_built(monkeypatch):
    # tail46 (2026-12-06): a button holding no text (an icon) has the label "" without its text built
    from beam_extract import page_facts

    built = []
    text_of = page_facts.dom.text_of

    def recording_text_of(el):
        built.append(el)
        return text_of(el)

    monkeypatch.setattr(page_facts.dom, "text_of", recording_text_of)
    icons = "".join(f"<button aria-label='Colour {n}'><svg><path d='M0'/></svg> </button>" for n in range(30))
    assert offers_to_buy(parse_html(f"<html><body>{icons}<button> Add to\n cart </button></body></html>"))
    assert len(built) == 1


# --- quantity steppers (shop45) -----------------------------------------------------------------

def product_page_with(buy_box: str) -> str:
    """A product's page whose buy box holds `buy_box` between the price and the description."""
    return f"""<!DOCTYPE html><html lang="en"><head><title>Copper Kettle | Outfitters</title>
<script type="application/ld+json">{{"@context": "https://schema.org", "@type": "Product", "name": "Copper Kettle",
"offers": {{"@type": "Offer", "price": "89.00", "priceCurrency": "EUR"}}}}</script></head>
<body><header><nav><a href="/">Home</a> <a href="/shop">Shop</a></nav></header>
<main><div class="product"><h1>Copper Kettle</h1><p class="price">€89.00</p>{buy_box}
<div class="description"><p>A hand-hammered copper kettle with a brass handle that stays cool on the stove.</p>
<p>Holds one and a half litres and whistles softly when the water boils.</p></div></div></main>
<footer><p>© Outfitters</p></footer></body></html>"""


QUANTITY_BOXES = {
    # Shopify's Dawn: <quantity-input> between buttons read out to screen readers
    "shopify": '<div class="product-form__input product-form__quantity"><label class="form__label"'
               ' for="Quantity-1">{label}</label><quantity-input class="quantity"><button class="quantity__button"'
               ' name="minus" type="button"><span class="visually-hidden">Decrease quantity for Copper Kettle'
               '</span>−</button><input class="quantity__input" type="number" name="quantity" id="Quantity-1"'
               ' value="1"><button class="quantity__button" name="plus" type="button">+</button></quantity-input></div>',
    # Magento's Luma
    "magento": '<div class="field qty"><label class="label" for="qty"><span>{label}</span></label><div class="control">'
               '<input type="number" name="qty" id="qty" value="1" class="input-text qty"></div></div>',
    # Shopware 6: a text label over the steppers' signs
    "shopware": '<div class="col-4 product-detail-quantity-container"><span>{label}</span>'
                '<div class="input-group quantity-selector-group"><span class="btn-minus">-</span>'
                '<input type="number" name="lineItems[1][quantity]" class="form-control" value="1">'
                '<span class="btn-plus">+</span></div></div>',
    # PrestaShop's classic theme
    "prestashop": '<div class="product-quantity clearfix"><span class="control-label">{label}</span><div class="qty">'
                  '<input type="number" name="qty" id="quantity_wanted" value="1" class="input-group"></div></div>',
    # BigCommerce's Cornerstone
    "bigcommerce": '<div class="form-field form-field--increments"><label class="form-label" for="qty[]">{label}'
                   '</label><div class="form-increment"><button class="button" data-action="dec"><span'
                   ' class="is-srOnly">Decrease Quantity of Copper Kettle</span></button><input class="form-input"'
                   ' id="qty[]" name="qty[]" type="tel" value="1"><button class="button" data-action="inc">'
                   '<span class="is-srOnly">Increase Quantity of Copper Kettle</span></button></div></div>',
    # Shopify Dawn: the label holds the count already in the cart, hidden while there is none (service59)
    "dawn": '<div class="product-form__input product-form__quantity"><label class="quantity__label form__label" '
            'for="Quantity-main">{label}<span class="quantity__rules-cart no-js-hidden hidden"><span class="loading-'
            'overlay hidden"></span>(<span>0</span> in cart)</span></label><quantity-input class="quantity"><button '
            'class="quantity__button no-js-hidden" name="minus" type="button"><span class="visually-hidden">Decrease '
            'quantity for Copper Kettle</span>−</button><input class="quantity__input" type="number" name="quantity" '
            'id="Quantity-main" min="1" value="1"><button class="quantity__button no-js-hidden" name="plus" type="button">'
            '<span class="visually-hidden">Increase quantity for Copper Kettle</span>+</button></quantity-input></div>',
    # WooCommerce with a theme's visible label and its -/+ links
    "woocommerce": '<div class="quantity_wrap"><label class="quantity_label" for="quantity_5">{label}</label>'
                   '<div class="quantity"><a class="minus">-</a><input type="number" id="quantity_5"'
                   ' class="input-text qty text" name="quantity" value="1"><a class="plus">+</a></div></div>',
}
QUANTITY_LABELS = ["Quantity", "Qty:", "Anzahl:", "Menge", "Quantité", "Cantidad", "Quantità", "Aantal", "Ilość"]


@pytest.mark.parametrize("shop", sorted(QUANTITY_BOXES))
@pytest.mark.parametrize("label", QUANTITY_LABELS)
def test_a_quantity_stepper_and_its_label_go(shop, label):
    text = extract(product_page_with(QUANTITY_BOXES[shop].format(label=label))).text
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    assert label not in lines and "-" not in lines and "+" not in lines and "−" not in lines
    assert "hand-hammered copper kettle" in text and "whistles softly" in text


@pytest.mark.parametrize("buy_box, kept", [
    # the box tells the stock too (eBay): the label stays with it
    ('<div class="x-quantity"><label for="qtyTextBox">Quantity:</label><div><input id="qtyTextBox" name="quantity"'
     ' value="1"><span>5 available</span> <span>1 sold</span></div></div>', "Quantity:"),
    # a stepper of no quantity (a booking's guests)
    ('<div class="guests"><span>Adults</span><span class="minus">-</span><input type="number" name="adults" value="2">'
     '<span class="plus">+</span></div>', "Adults"),
    # a sentence beside a quantity field
    ('<div class="bulk"><p>Order ten or more for our wholesale price</p><input type="number" name="qty"></div>',
     "Order ten or more for our wholesale price"),
])
def test_boxes_holding_more_than_a_stepper_stay(buy_box, kept):
    assert kept in extract(product_page_with(buy_box)).text


@pytest.mark.parametrize("name", ["quantity", "ILOŚĆ", "Cart[QTY]", "anzahl_1"])
def test_only_the_inputs_naming_a_quantity_are_read_for_steppers(monkeypatch, name):
    """A page of many other inputs (a filter's checkboxes): the stepper's field is found among them
    without each input's names read in Python (2,000 inputs cost 5.9 ms, 2026-12-06); a stem in any
    case, outside ASCII too, still finds its field."""
    read = []
    names_a_quantity = shop_controls._names_a_quantity
    monkeypatch.setattr(shop_controls, "_names_a_quantity", lambda field: read.append(field) or names_a_quantity(field))
    filters = "".join(f'<label><input type="checkbox" name="colour" id="colour-{i}" class="filter"> Colour {i}</label>'
                      for i in range(200))
    buy_box = (f'<form class="filters">{filters}</form><div class="qty-box"><span>Qty:</span><button>-</button>'
               f'<input type="number" name="{name}" value="1"><button>+</button></div>')
    text = extract(product_page_with(buy_box)).text
    assert "Qty:" not in text.splitlines() and "whistles softly" in text
    assert [field.get("name") for field in read] == [name]


def test_the_steppers_of_every_card_go():
    cards = "".join(
        f'<li class="product"><h3><a href="/products/{i}">{name}</a></h3><p>{text}</p><span class="price">$49.00</span>'
        f'<div class="quantity_wrap"><label for="quantity_{i}">Qty:</label><div class="quantity">'
        f'<input type="number" id="quantity_{i}" name="quantity" value="1"></div></div></li>'
        for i, (name, text) in enumerate(CARDS))
    text = extract(collection_page(f'<ul class="products">{cards}</ul>')).text
    assert "Qty:" not in text
    assert all(name in text and blurb in text for name, blurb in CARDS)


@pytest.mark.parametrize("labels", [("Description", "Additional information", "Reviews (0)"),
                                    ("Beschreibung", "Zusätzliche Informationen", "Bewertungen (0)"),
                                    ("Description", "Informations complémentaires", "Avis (0)")])
def test_woocommerce_tab_labels_go_when_a_theme_drops_their_roles(labels):
    """A theme's template of WooCommerce's tabs without the ARIA roles: each item still named after its
    panel ("description_tab")."""
    page = woo_tabs_page("", 'class="{}"', labels=labels)
    for key in ("description", "additional_information", "reviews"):
        page = page.replace('<li class="{}">', f'<li class="{key}_tab">', 1)
    text = extract(page).text
    assert labels[1] not in text and labels[2] not in text and "two deep pockets" in text


def test_a_list_of_in_page_links_named_tabs_otherwise_stays():
    """A table of contents whose items' class merely holds "tab" ("tab-item", "stab") is no strip."""
    page = woo_tabs_page("", 'class="tab-item stab"')
    assert "Additional information" in extract(page).text


# --- trust-badge rows (shop46) ------------------------------------------------------------------

ICON = '<svg viewBox="0 0 16 16"><g><path d="M0 0h16v16H0z"></path></g></svg>'
TRUST_BADGES = {
    "en": ("Free shipping worldwide", "Free returns", "24 month warranty", "100% secure checkout"),
    "de": ("Kostenloser Versand", "30 Tage Rückgabe", "Sichere Zahlung"),
    "fr": ("Livraison offerte", "Retours gratuits", "Paiement sécurisé"),
    "es": ("Envío gratis", "Devolución en 30 días", "Pago seguro"),
    "it": ("Spedizione gratuita", "Reso facile", "Pagamenti sicuri"),
    "nl": ("Gratis verzending", "Gratis retourneren", "Veilig betalen"),
    "pl": ("Darmowa dostawa", "Zwrot do 30 dni", "Bezpieczne płatności"),
}


def badge_row(labels, icon: str = ICON, item: str = '<li class="badge">{icon}<p>{label}</p></li>') -> str:
    return '<ul class="pdp-badges">' + "".join(item.format(icon=icon, label=label) for label in labels) + "</ul>"


@pytest.mark.parametrize("lang", sorted(TRUST_BADGES))
def test_a_row_of_trust_badges_goes(lang):
    labels = TRUST_BADGES[lang]
    text = extract(product_page_with(badge_row(labels))).text
    assert not any(label in text for label in labels)
    assert "hand-hammered copper kettle" in text and "whistles softly" in text


def test_a_row_of_image_badges_with_one_other_promise_goes():
    labels = ("Original design", "Built to last", "Free shipping & returns", "Secure checkout")
    row = badge_row(labels, icon='<img src="/badge.png" alt="">', item='<div class="vp">{icon}<span>{label}</span></div>')
    assert "Built to last" not in extract(product_page_with(f"<div>{row}</div>")).text


@pytest.mark.parametrize("row, kept", [
    # no icons: a list of the shop's terms
    (badge_row(TRUST_BADGES["en"], icon=""), "24 month warranty"),
    # a row of features, one of them a warranty
    (badge_row(("Hand-hammered copper", "Brass handle", "Lifetime warranty")), "Brass handle"),
    # a badge saying more than a label
    (badge_row(("Free shipping", "Free returns", "Our kettles ship from our own workshop in Lyon within two days"
                " of your order")), "Our kettles ship"),
    # two badges are no row
    (badge_row(("Free shipping", "Free returns")), "Free returns"),
])
def test_rows_that_are_no_trust_badges_stay(row, kept):
    assert kept in extract(product_page_with(row)).text


def test_trust_badges_stay_on_a_page_that_sells_nothing():
    page = product_page_with(badge_row(TRUST_BADGES["en"])).replace('"@type": "Product"', '"@type": "WebPage"')
    page = page.replace(', "offers": {"@type": "Offer", "price": "89.00", "priceCurrency": "EUR"}', "")
    assert "24 month warranty" in extract(page).text


# The stock note alone under the price as Magento's, PrestaShop's and Shopware's translations print
# it, and WooCommerce's count in stock ("12 in stock", "12 en stock", "12 auf Lager") in a block of
# its own (product47): each goes from a product's page; a grid's cards each telling their count keep it.
@pytest.mark.parametrize("note", ["Disponibile", "Disponible", "Sofort verfügbar", "Dostępny", "Disponível"])
def test_a_stock_note_of_more_languages_goes(note):
    doc = extract(dawn_product_page(f'<div class="stock available"><span>{note}</span></div>'),
                  "https://harbor.example/products/oak-desk")
    assert doc is not None and "mortise and tenon" in doc.text
    assert note not in doc.text


@pytest.mark.parametrize("note", ["12 in stock", "12 en stock", "12 auf Lager", "12 disponibili", "12 disponibles",
                                  "12 op voorraad", "12 szt. w magazynie", "12 em estoque"])
def test_the_count_in_stock_goes(note):
    doc = extract(dawn_product_page(f'<p class="stock in-stock">{note}</p>'), "https://harbor.example/products/oak-desk")
    assert doc is not None and "mortise and tenon" in doc.text
    assert note not in doc.text


def test_the_count_in_stock_of_many_cards_and_in_a_sentence_stays():
    cards = "".join(f'<li class="card"><a href="/products/desk-{i}">Desk {i}</a><span class="price">${400 + i}.00</span>'
                    f'<p class="stock">{i + 10} in stock</p></li>' for i in range(1, 5))
    root = parse_html(f"<html><body><h1>Desks</h1><ul class='grid'>{cards}</ul></body></html>").getroot()
    assert drop_scarcity_notes(root) == 0 and "13 in stock" in render_text(root)
    line = "We keep 12 in stock at the workshop and build more to order within three weeks."
    root = parse_html(f"<html><body><h1>Desk</h1><p>{DESK_PROSE}</p><p>{line}</p></body></html>").getroot()
    assert drop_scarcity_notes(root) == 0 and line in render_text(root)


# The shipping estimator's button under the buy box or on a card (product48): it goes in the crawl's
# large languages; a sentence naming it stays.
@pytest.mark.parametrize("button", ["Calculate Shipping", "Calculate shipping costs", "Versandkosten berechnen",
                                    "Calculer les frais de port", "Calcular envío", "Calcular gastos de envío",
                                    "Calcola spedizione", "Oblicz koszt dostawy", "Verzendkosten berekenen"])
def test_the_shipping_estimators_button_goes(button):
    doc = extract(dawn_product_page(f'<div class="shipping-info"><div class="messages"><span><span class="ship-message">'
                                    f'{button} <svg height="10" width="5"><path d="M0 0l5 5-5 5"></path></svg></span>'
                                    '</span></div></div>'),
                  "https://harbor.example/products/oak-desk")
    assert doc is not None and "mortise and tenon" in doc.text
    assert button not in doc.text


def test_a_sentence_naming_the_shipping_estimator_stays():
    line = "Calculate shipping at checkout: we send every desk by freight, fully assembled, within ten days."
    doc = extract(dawn_product_page(f"<p>{line}</p>"), "https://harbor.example/products/oak-desk")
    assert doc is not None and line in doc.text


# The compare list's link with its count under a grid (product48) goes; a sentence comparing stays.
@pytest.mark.parametrize("link", ["Compare Products (0)", "Comparer les produits (2)", "Comparar productos (1)",
                                  "Vergelijk producten (3)", "Porównaj produkty (0)", "Confronta prodotti (2)"])
def test_the_compare_lists_link_with_its_count_goes(link):
    page = product_page_with(f'<div class="compare-bar"><a href="/compare">{link}</a></div>')
    text = extract(page).text
    assert "hand-hammered copper kettle" in text and link not in text


def test_a_sentence_comparing_products_stays():
    line = "Compare products (2) and (3) in the table below: both kettles boil a litre in four minutes."
    assert line in extract(product_page_with(f"<p>{line}</p>")).text


# A shop rendered in the browser from JSON: the product's text stands only in its JSON-LD.
SOCK_DESCRIPTION = ("These quarter socks are knitted for comfort and made to be seen: higher than an ankle sock, "
                    "lower than a calf sock, right for trainers, boots and lazy Sundays alike.")


def rendered_shop_page(description: str, body_text: str = "", products: int = 1) -> str:
    ld = ",".join(f'{{"@context": "https://schema.org/", "@type": "Product", "name": "Quarter Socks {i}", '
                  f'"description": "{description}", "offers": {{"@type": "Offer", "price": "17.0", '
                  f'"priceCurrency": "EUR"}}}}' for i in range(products))
    ld = ld if products == 1 else f"[{ld}]"
    return f"""<!DOCTYPE html><html lang="en"><head><title>Quarter Socks | Knitworks</title>
<meta property="og:type" content="product">
<script type="application/ld+json">{ld}</script></head>
<body><header><nav><a href="/women">Women</a> <a href="/men">Men</a> <a href="/kids">Kids</a></nav></header>
<div id="root"><h1>Quarter Socks</h1><p>Build a pack and save 10% on four or more pairs of any size or colour.</p>
{body_text}<button>Add to cart</button></div>
<footer><p>The Knitworks help team is your go-to when you need a recommendation, a return, or just a reason
to smile.</p><ul><li><a href="/about">About us</a></li><li><a href="/returns">Returns</a></li></ul></footer>
<script>window.__PRODUCT__ = {{"description": "{description}"}};</script></body></html>"""


def test_a_product_description_only_in_json_ld_opens_the_text():
    doc = extract(rendered_shop_page(SOCK_DESCRIPTION), "https://knitworks.example/products/quarter-socks")
    assert doc.text.startswith(SOCK_DESCRIPTION)
    assert doc.text.count("knitted for comfort") == 1
    assert SOCK_DESCRIPTION in doc.markdown


def test_a_product_description_the_body_shows_is_not_added_again():
    shown = f'<div class="product__description"><p>{SOCK_DESCRIPTION}</p></div>'
    doc = extract(rendered_shop_page(SOCK_DESCRIPTION, shown), "https://knitworks.example/products/quarter-socks")
    assert doc.text.count("knitted for comfort") == 1


@pytest.mark.parametrize("description, products", [
    ("Soft socks.", 1),  # a tagline, not the product's text
    ("These%20quarter%20socks%20are%20knitted%20for%20comfort%20and%20made%20to%20be%20seen%20higher%20than"
     "%20an%20ankle%20sock%20lower%20than%20a%20calf%20sock", 1),  # URL-encoded: not what a reader sees
    (SOCK_DESCRIPTION, 2),  # several products: not one product's page
])
def test_a_short_encoded_or_shared_json_ld_description_is_not_added(description, products):
    doc = extract(rendered_shop_page(description, products=products), "https://knitworks.example/products/quarter-socks")
    assert doc is None or ("knitted" not in doc.text and "Soft socks" not in doc.text)


def test_amazon_preloaded_popovers_are_hidden_markup():
    popover = ('<div class="a-popover-preload" id="a-popover-pricingFeedback"><h4>Found a lower price? Let us '
               'know.</h4><p>Although we can\'t match every price reported, we\'ll use your feedback to ensure '
               'that our prices remain competitive.</p></div>')
    body = (f'<div id="dp-container"><h1 id="title">Atomic Notes, a paperback</h1><div id="feature-bullets">'
            '<ul><li>A practical guide to taking notes that build on each other over the years.</li>'
            '<li>Shows how to turn a reading habit into a body of written work, chapter by chapter.</li></ul>'
            f'</div><div id="bookDescription"><p>{SOCK_DESCRIPTION.replace("socks", "notes")}</p></div>{popover}</div>')
    html = f"<html><head><title>Atomic Notes</title></head><body>{body}</body></html>"
    text = extract(html, "https://www.amazon.example/dp/123").text
    assert "Shows how to turn a reading habit" in text
    assert "lower price" not in text and "feedback" not in text
    assert classify_names("a-popover-preload") == classify_names("a-hidden")


# --- Variant pickers drawn as radio buttons; Japanese, Chinese and Korean shops (service56) ---------

JACKET_TEXT = ("The Alpine Down Jacket keeps you warm on cold mountain days with 800-fill responsibly sourced goose "
               "down and a windproof ripstop shell.")
# Shopify Dawn's variant picker: a custom element holding a fieldset of radios and their labels.
DAWN_RADIOS = ('<variant-radios class="no-js-hidden" data-section="main"><fieldset class="js product-form__input">'
               '<legend class="form__label">Size</legend>'
               '<input type="radio" id="s" name="Size" value="S" checked><label for="s">Small</label>'
               '<input type="radio" id="m" name="Size" value="M"><label for="m">Medium</label>'
               '<input type="radio" id="l" name="Size" value="L"><label for="l">Large</label></fieldset></variant-radios>')


def radio_product_page(picker: str, declared: bool = True) -> str:
    ld = ('<script type="application/ld+json">{"@type": "Product", "name": "Alpine Down Jacket", "offers": '
          '{"@type": "Offer", "price": "249.00"}}</script>') if declared else ""
    return (f'<!DOCTYPE html><html lang="en"><head><title>Alpine Down Jacket</title>{ld}</head><body>'
            '<header><nav><a href="/">Home</a> <a href="/collections/all">Shop</a></nav></header>'
            '<main id="MainContent"><section class="product__info-container"><h1>Alpine Down Jacket</h1>'
            f'<div class="price">$249.00 USD</div>{picker}'
            '<form method="post" action="/cart/add"><button type="submit" name="add">Add to cart</button></form>'
            f'<div class="product__description rte"><p>{JACKET_TEXT}</p><ul><li>800-fill RDS-certified down</li>'
            '<li>Water-repellent Pertex shell</li></ul></div></section></main><footer><p>© Northpeak</p></footer></body></html>')


def jacket_page_text(picker: str) -> str:
    """The text of the jacket's product page holding `picker`, its description checked kept."""
    doc = extract(radio_product_page(picker), "https://northpeak.example/products/alpine-down-jacket")
    assert doc is not None and JACKET_TEXT in doc.text and "800-fill RDS-certified down" in doc.text
    return doc.text


def test_a_variant_picker_of_radio_buttons_goes_with_its_legend():
    text = jacket_page_text(DAWN_RADIOS)
    lines = [line.strip() for line in text.splitlines()]
    for label in ("Size", "Small", "Medium", "Large", "SmallMediumLarge"):
        assert label not in lines, lines


@pytest.mark.parametrize("picker", [
    # radios of different names: no group
    '<fieldset><legend>Size</legend><input type="radio" name="a" id="a"><label for="a">Small</label>'
    '<input type="radio" name="b" id="b"><label for="b">Medium</label></fieldset>',
    # a group whose options are sentences (a survey's answers)
    '<fieldset><legend>Size</legend><input type="radio" name="fit" id="f1"><label for="f1">It runs small, so I would '
    'order one size up for layering</label><input type="radio" name="fit" id="f2"><label for="f2">It fits as '
    'expected over a thin merino base layer</label></fieldset>',
])
def test_radios_that_are_no_short_choice_stay(picker):
    doc = extract(radio_product_page(picker), "https://northpeak.example/products/alpine-down-jacket")
    assert doc is not None and JACKET_TEXT in doc.text
    assert "Medium" in doc.text or "layering" in doc.text


def nameless_radios(legend: str, labels: list[str], fieldset: bool = True) -> str:
    """A size picker whose radios carry no name (a script keeps the choice), as Next.js shops write it."""
    radios = "".join(f'<input type="radio" id="size-{i}" class="sr-only"><label for="size-{i}" class="size_size__4dJ">'
                     f'{label}<div class="size_restock-icon"><i class="icon-bell"></i></div></label>'
                     for i, label in enumerate(labels))
    if not fieldset:
        return f'<div class="add-to-cart_sizes"><p>{legend}</p>{radios}</div>'
    return f'<fieldset class="add-to-cart_sizes__bXgUt"><legend>{legend}</legend>{radios}</fieldset>'


@pytest.mark.parametrize("legend,labels", [
    ("Select a size", ["xs", "s", "m", "l", "xl", "xxl", "3xl"]),
    ("Größe wählen", ["XS", "S", "M", "L", "XL"]),
    ("Choisissez une taille", ["36", "38", "40", "42"]),
])
def test_a_fieldset_of_radios_without_a_name_is_one_picker(legend, labels):
    text = jacket_page_text(nameless_radios(legend, labels))
    assert legend not in text
    lines = [line.strip() for line in text.splitlines()]
    for label in labels:
        assert label not in lines, lines


def test_radios_without_a_name_or_a_fieldset_or_with_sentences_stay():
    loose = nameless_radios("Select a size", ["Small", "Medium", "Large"], fieldset=False)
    doc = extract(radio_product_page(loose), "https://northpeak.example/products/alpine-down-jacket")
    assert doc is not None and "Medium" in doc.text
    answers = nameless_radios("How does it fit?", ["It runs small, so I would order one size up for layering",
                                                   "It fits as expected over a thin merino base layer"])
    doc = extract(radio_product_page(answers), "https://northpeak.example/products/alpine-down-jacket")
    assert doc is not None and "thin merino base layer" in doc.text


def test_radio_choices_on_a_page_that_sells_nothing_stay():
    poll = ('<fieldset><legend>Which trail should we map next?</legend><input type="radio" name="trail" id="t1">'
            '<label for="t1">Pacific Crest</label><input type="radio" name="trail" id="t2"><label for="t2">Appalachian</label>'
            '<input type="radio" name="trail" id="t3"><label for="t3">Continental Divide</label></fieldset>')
    page = (f'<!DOCTYPE html><html lang="en"><head><title>Our maps</title></head><body><main><h1>Our maps</h1>'
            f'<p>{JACKET_TEXT}</p><p>{GUIDE_PROSE}</p>{poll}</main></body></html>')
    doc = extract(page, "https://maps.example/about")
    assert doc is not None and "Continental Divide" in doc.text


# --- Variant pickers drawn as checkboxes of one name or as ARIA radios (service59) -------------------

def checkbox_swatches(heading: str, chosen: str, colours: list[str]) -> str:
    """A Salesforce Commerce Cloud theme's colour swatches: a checkbox each, all of one name, under a
    heading and the chosen colour's name."""
    swatches = "".join(f'<span class="color-value swatch-circle attribute-item selectable" style="background-image:url(/s/{i}.png)">'
                       f'<input type="checkbox" name="swatch-checkbox" id="c{i}" class="color-attribute" '
                       f'aria-label="Select Color {colour}" title="{colour}"><label for="c{i}" class="assistive-text-label">'
                       '<span>Swatch</span></label></span>' for i, colour in enumerate(colours))
    return (f'<div class="attributes"><div class="row attribute-group"><div class="col-12"><div class="attribute">'
            f'<div class="attribute-group__block"><h6 class="attribute-group__heading">{heading}</h6>'
            f'<span class="attribute__selected js-color-attr">{chosen}</span></div>'
            f'<div class="js-attributes-collection attributes-collection">{swatches}</div></div></div></div></div>')


def aria_radio_sizes(label: str, sizes: list[str]) -> str:
    """A headless shop's size buttons: WAI-ARIA radios in one radiogroup under a visible label."""
    buttons = "".join(f'<button type="button" role="radio" aria-checked="{str(i == 0).lower()}" class="sz_btn__x1">'
                      f'{size}</button>' for i, size in enumerate(sizes))
    return (f'<div class="pdp_sizes__q7"><p id="size-label" class="pdp_label__k2">{label}</p>'
            f'<div role="radiogroup" aria-labelledby="size-label" class="pdp_grid__z9">{buttons}</div></div>')


@pytest.mark.parametrize("heading,chosen,colours", [
    ("Core Colors", "Navy", ["Navy", "Sand", "Charcoal", "Alpine Green"]),
    ("Farben", "Marine", ["Marine", "Sand", "Anthrazit"]),
    ("Couleurs", "Bleu marine", ["Bleu marine", "Sable", "Anthracite"]),
])
def test_colour_swatches_of_checkboxes_of_one_name_go_with_their_heading(heading, chosen, colours):
    text = jacket_page_text(checkbox_swatches(heading, chosen, colours))
    lines = [line.strip() for line in text.splitlines()]
    for label in (heading, chosen, "Swatch", *colours):
        assert label not in lines, lines


@pytest.mark.parametrize("label,sizes", [
    ("Pick your fit", ["Petite", "Regular", "Tall"]),
    ("Größe auswählen", ["S", "M", "L"]),
    ("Talla", ["38", "40", "42", "44"]),
])
def test_size_buttons_drawn_as_aria_radios_go_with_their_label(label, sizes):
    text = jacket_page_text(aria_radio_sizes(label, sizes))
    assert label not in text
    lines = [line.strip() for line in text.splitlines()]
    for size in sizes:
        assert size not in lines, lines


def sfra_colour_buttons(label: str, heading: str, colours: list[str]) -> str:
    """Salesforce Commerce Cloud's reference storefront: a colour's swatches as buttons without text,
    each named for screen readers, under the attribute's label and the chosen colour."""
    buttons = "".join(f'<button class="color-attribute" aria-label="{label} {colour}" aria-describedby="c{i}" '
                      f'data-url="/on/demandware.store/Sites-NP-Site/en_US/Product-Variation?pid=1&amp;color={i}">'
                      f'<span data-attr-value="{i}" class="swatch-circle swatch-value selectable" '
                      f'style="background-image:url(/s/{i}.jpg)"></span><span id="c{i}" class="sr-only '
                      f'selected-assistive-text">{"selected" if i == 0 else ""}</span></button>'
                      for i, colour in enumerate(colours))
    return (f'<div class="attributes"><div class="row" data-attr="color"><div class="col-12"><div class="attribute">'
            f'<span class="color non-input-label">{heading}</span>{buttons}</div></div></div></div>')


@pytest.mark.parametrize("label,heading,colours", [
    ("Select Color", "Color:", ["Black", "Glacier Blue", "Moss"]),
    ("Farbe wählen", "Farbe:", ["Schwarz", "Gletscherblau", "Moos"]),
    ("Choisir la couleur", "Couleur :", ["Noir", "Bleu glacier", "Mousse"]),
])
def test_swatch_buttons_named_only_for_screen_readers_go_with_their_label(label, heading, colours):
    text = jacket_page_text(sfra_colour_buttons(label, heading, colours))
    lines = [line.strip() for line in text.splitlines()]
    assert heading not in lines and heading.rstrip(" :") not in lines, lines


@pytest.mark.parametrize("title,choices", [("Size: ", ["Small", "Medium", "Large"]), ("Farbe: ", ["Schwarz", "Moos"]),
                                           ("Taille : ", ["S", "M", "L"])])
def test_squarespace_variant_boxes_go_with_their_titles(title, choices):
    options = "".join(f'<option value="{c}">{c}</option>' for c in choices)
    name = title.strip(" :")
    box = (f'<div class="product-variants" data-variants="[]"><div class="variant-option"><div class="variant-option-title">'
           f'{title}</div><div class="variant-select-wrapper" data-text="Select {name}"><select aria-label="Select {name}" '
           f'data-variant-option-name="{name}"><option value="">Select {name}</option>{options}</select></div></div></div>')
    doc = extract(radio_product_page(box), "https://northpeak.example/products/alpine-down-jacket")
    assert doc is not None and JACKET_TEXT in doc.text
    lines = [line.strip() for line in doc.text.splitlines()]
    assert title.strip() not in lines, lines


def test_a_gallerys_buttons_named_alike_keep_its_photos():
    photos = "".join(f'<li class="slide"><img src="/p/{i}.jpg" alt="Alpine Down Jacket, {view} view, in black"></li>'
                     for i, view in enumerate(("front", "back", "side")))
    gallery = ('<div class="gallery"><ul class="slides">' + photos + '</ul><button class="prev" aria-label="Scroll to '
               'previous image"></button><button class="next" aria-label="Scroll to next image"></button></div>')
    doc = extract(radio_product_page(gallery), "https://northpeak.example/products/alpine-down-jacket")
    assert doc is not None and JACKET_TEXT in doc.text
    assert "back view, in black" in doc.markdown


def test_a_colour_choice_holding_the_products_photos_keeps_them():
    radios = "".join(f'<input type="radio" name="colour" id="k{i}" value="{c}"><label for="k{i}">{c}</label>'
                     f'<figure class="colour-gallery"><img src="/p/{i}.jpg" alt="Front and side view of the Alpine Down '
                     f'Jacket in {c}"></figure>' for i, c in enumerate(("Black", "Glacier", "Moss")))
    doc = extract(radio_product_page(f'<div class="colour-viewer">{radios}</div>'),
                  "https://northpeak.example/products/alpine-down-jacket")
    assert doc is not None and JACKET_TEXT in doc.text
    assert "Alpine Down Jacket in Glacier" in doc.markdown


def test_checkboxes_of_different_names_or_sentences_and_loose_aria_radios_stay():
    extras = ('<div class="gift-options"><p>Extras</p><label><input type="checkbox" name="gift_wrap">Gift wrap</label>'
              '<label><input type="checkbox" name="gift_note">Gift note</label></div>')
    consent = ('<div class="consents"><label><input type="checkbox" name="consent">I have read the care guide and '
               'understand that down needs a low tumble dry</label><label><input type="checkbox" name="consent">Send me '
               'an email when this jacket is back in my size</label></div>')
    loose = ('<div class="fits"><p>Fit</p><button role="radio" aria-checked="true">Regular</button>'
             '<button role="radio" aria-checked="false">Relaxed</button></div>')
    for box, kept in ((extras, "Gift note"), (consent, "low tumble dry"), (loose, "Fit")):
        doc = extract(radio_product_page(box), "https://northpeak.example/products/alpine-down-jacket")
        assert doc is not None and JACKET_TEXT in doc.text and kept in doc.text, (kept, doc.text)


def test_an_aria_radiogroup_on_a_page_that_sells_nothing_stays():
    poll = ('<div class="poll"><p id="q">Which trail should we map next?</p><div role="radiogroup" aria-labelledby="q">'
            '<div role="radio" aria-checked="false">Pacific Crest</div><div role="radio" aria-checked="false">Appalachian'
            '</div><div role="radio" aria-checked="false">Continental Divide</div></div></div>')
    page = (f'<!DOCTYPE html><html lang="en"><head><title>Our maps</title></head><body><main><h1>Our maps</h1>'
            f'<p>{JACKET_TEXT}</p><p>{GUIDE_PROSE}</p>{poll}</main></body></html>')
    doc = extract(page, "https://maps.example/about")
    assert doc is not None and "Continental Divide" in doc.text


def japanese_product_page(buy_label: str = "カートに入れる") -> str:
    return ('<!DOCTYPE html><html lang="ja"><head><title>ステンレス製 保温ボトル 500ml</title></head><body><main>'
            '<div class="product-detail"><h1 class="product-name">ステンレス製 保温ボトル 500ml</h1>'
            '<div class="product-price"><span class="price">2,980円</span><span class="tax">（税込）</span></div>'
            '<div class="product-variation"><dl><dt>カラー</dt><dd><ul class="color-list"><li><label><input type="radio" '
            'name="c">ホワイト</label></li><li><label><input type="radio" name="c">ネイビー</label></li></ul></dd></dl></div>'
            '<div class="cart-area"><div class="ec-numberInput"><span>数量</span><input type="number" id="quantity" '
            f'name="quantity" min="1" class="quantity form-control" value="1"></div><button class="btn-cart">{buy_label}'
            '</button></div><section class="product-description"><h2>商品説明</h2><p>真空二重構造で、温かい飲み物は6時間、'
            '冷たい飲み物は8時間その温度を保ちます。広い飲み口で氷も入れやすく、毎日のお手入れも簡単です。</p></section>'
            '<section class="product-spec"><h2>仕様</h2><table><tr><th>容量</th><td>500ml</td></tr><tr><th>重量</th>'
            '<td>約220g</td></tr></table></section>'
            '<section class="review-area"><h2>レビュー</h2><div class="review"><p class="review-title">とても使いやすい</p>'
            '<p>毎日使っています。保温力が高いです。</p></div></section>'
            '<section class="recommend"><h2>この商品を見た人はこんな商品も見ています</h2><ul><li><a href="/p1">ランチボックス'
            '</a> <span>1,800円</span></li><li><a href="/p2">マグカップ</a> <span>1,200円</span></li></ul></section>'
            '</div></main></body></html>')


def test_a_japanese_shop_page_drops_its_picker_quantity_reviews_and_recommendations():
    doc = extract(japanese_product_page(), "https://shop.example.jp/products/bottle")
    assert doc is not None
    assert "真空二重構造で" in doc.text and "約220g" in doc.text
    for chrome in ("カラー", "ホワイト", "数量", "毎日使っています", "この商品を見た人は", "ランチボックス"):
        assert chrome not in doc.text, chrome


@pytest.mark.parametrize("label", ["カートに入れる", "カートに追加", "今すぐ購入", "加入购物车", "立即購買", "장바구니 담기"])
def test_cjk_buy_buttons_make_a_shop_page(label):
    from beam_extract.page_facts import offers_to_buy
    tree = parse_html(f"<html><body><main><p>x</p><button>{label}</button></main></body></html>")
    assert offers_to_buy(tree)


@pytest.mark.parametrize("label", ["この商品を買った人はこんな商品も買っています", "関連商品", "最近チェックした商品",
                                   "相关商品", "看了又看", "관련 상품", "함께 구매한 상품", "최근 본 상품"])
def test_cjk_shops_recommendation_headings_are_section_labels(label):
    from beam_extract.clean.phrases import is_section_label
    assert is_section_label(label)


@pytest.mark.parametrize("text", ["商品説明", "この商品を使うと肌がしっとりします", "関連商品の使い方"])
def test_cjk_product_headings_are_no_section_labels(text):
    from beam_extract.clean.phrases import is_section_label
    assert not is_section_label(text)


# Pay-later offers under a shop's price ("buy now, pay later"): each provider's widget as its script
# or the shop's theme writes it, named by the provider (a class or a web component's tag), in the
# languages the providers sell in. The offer is a line of the buy box; the description stays.
PAY_LATER_WIDGETS = {
    "afterpay_bigcommerce": ('<div class="afterpay-container">or 4 payments of <span class="installment-val">$105.00'
                             '</span> with <a class="afterpay-link" href="#afterpay-modal">Afterpay ⓘ</a></div>',
                             "or 4 payments of"),
    "shop_pay_dawn": ('<shopify-payment-terms variant-id="4242" shopify-meta="{}"><span>Pay in 4 interest-free '
                      'installments for orders over $50.00 with Shop Pay</span> <a href="#">Learn more</a>'
                      '</shopify-payment-terms>', "interest-free installments"),
    "klarna_woocommerce_de": ('<klarna-placement data-key="credit-promotion-badge" data-locale="de-DE"><div>Bezahlen '
                              'Sie in 3 zinsfreien Raten von 140,00 € mit Klarna. Mehr erfahren</div></klarna-placement>',
                              "zinsfreien Raten"),
    "klarna_class_magento_pl": ('<div class="klarna-osm-placement"><p>Zapłać później z Klarna: 3 raty po 140,00 zł '
                                'bez odsetek</p></div>', "raty po"),
    "clearpay_prestashop_fr": ('<clearpay-placement data-locale="fr_FR" data-amount="420.00">ou 4 paiements sans frais '
                               'de 105,00 € avec Clearpay</clearpay-placement>', "paiements sans frais"),
    "sezzle_shopware_es": ('<div class="sezzle-shopify-info-button"><div class="sezzle-button-text">o 4 pagos sin '
                           'intereses de $105.00 con Sezzle</div></div>', "pagos sin intereses"),
    "scalapay_it": ('<scalapay-widget amount-selectors=\'[".price"]\'>Paga in 3 rate senza interessi da 140,00 € '
                    'con Scalapay</scalapay-widget>', "rate senza interessi"),
}


@pytest.mark.parametrize("kind", sorted(PAY_LATER_WIDGETS))
def test_a_pay_later_offer_under_the_price_goes_and_the_description_stays(kind):
    widget, words = PAY_LATER_WIDGETS[kind]
    doc = extract(dawn_product_page(widget), "https://harbor.example/products/harbor-oak-desk")
    assert doc is not None and "mortise and tenon" in doc.text
    assert words not in doc.text, kind


def test_a_description_naming_pay_later_providers_in_its_prose_stays():
    prose = ('<div class="product__payment-note rte"><p>We take cards, PayPal, Klarna and Afterpay at checkout, and '
             'orders over $300 can be spread over four payments without interest.</p></div>')
    doc = extract(dawn_product_page(prose), "https://harbor.example/products/harbor-oak-desk")
    assert doc is not None and "spread over four payments" in doc.text and "mortise and tenon" in doc.text
    for name in ("klarna-placement", "afterpay-placement", "shopify-payment-terms", "scalapay-widget"):
        assert is_clean_framing_tag(name), name
    for name in ("payment-form", "terms-of-service", "affirmation-card"):
        assert not is_clean_framing_tag(name), name
    for names in ("afterpay-container", "klarna-osm-placement", "sezzle-shopify-info-button"):
        assert classify_names(names) == "boilerplate", names
    # Affirm's "Starting at $67/mo with Affirm" is a monthly price, which golds keep; a class naming
    # payment terms may hold a service's terms
    for names in ("affirm-as-low-as", "product__payment-terms"):
        assert classify_names(names) == "", names


# --- Icon fonts' ligature words (service59) ---------------------------------------------------------

@pytest.mark.parametrize("icon_class,word", [("material-icons zoom-in", "search"),
                                             ("material-symbols-outlined", "shopping_cart"),
                                             ("material-icons-round", "local_offer")])
def test_an_icon_fonts_ligature_word_goes_and_its_label_stays(icon_class, word):
    box = (f'<div class="product-cover"><div class="layer"><i class="{icon_class}">{word}</i></div></div>'
           f'<p class="note"><span class="{icon_class}">{word}</span> Each jacket is filled and sewn in our Portland workshop.</p>')
    doc = extract(radio_product_page(box), "https://northpeak.example/products/alpine-down-jacket")
    assert doc is not None and JACKET_TEXT in doc.text
    assert word not in doc.text and "Each jacket is filled and sewn in our Portland workshop." in doc.text


def test_an_icon_fonts_tick_in_a_table_cell_stays_the_cells_value():
    rows = "".join(f'<tr><td>{feature}</td><td><span class="material-icons">check</span></td>'
                   f'<td><span class="material-icons">{mark}</span></td></tr>'
                   for feature, mark in (("Sealed seams", "check"), ("Removable hood", "close"), ("Two-way zip", "check")))
    table = f'<table class="compare"><tr><th>Feature</th><th>Alpine</th><th>Ridge</th></tr>{rows}</table>'
    doc = extract(radio_product_page(table), "https://northpeak.example/products/alpine-down-jacket")
    assert doc is not None and JACKET_TEXT in doc.text
    assert "Removable hood\tcheck\tclose" in doc.text, doc.text


# --- BigCommerce's description tabs, WooCommerce's attribute cells, the product's name (shop59b) -----

def bigcommerce_page(strip_attrs: str, labels=("Description", "Warranty")) -> str:
    """A BigCommerce Cornerstone product page: its description and warranty panels under a strip of
    Foundation's tab labels."""
    items = "".join(f'<li class="tab{" is-active" if n == 0 else ""}"><a class="tab-title" href="#tab-{label.split()[0].lower()}">'
                    f'{label}</a></li>' for n, label in enumerate(labels))
    return f"""<!DOCTYPE html><html lang="en"><head><title>Cast Iron Skillet - Hearth Supply</title></head>
<body><main class="page"><div class="productView"><h1 class="productView-title">Cast Iron Skillet</h1>
<form class="form" method="post" action="/cart.php"><input type="hidden" name="product_id" value="12">
<input id="form-action-addToCart" type="submit" class="button button--primary" value="Add to Cart"></form></div>
<article class="productView-description"><ul class="tabs" {strip_attrs}>{items}</ul>
<div class="tabs-contents"><div class="tab-content is-active" id="tab-description">
<p>A ten-inch skillet cast in one piece and seasoned with flaxseed oil, ready to sear, bake and fry.</p>
<p>Its thick walls hold heat evenly, and the helper handle makes it easy to lift from the oven.</p></div>
<div class="tab-content" id="tab-warranty"><p>Guaranteed for life against cracks and warping under normal use.</p></div>
</div></article></main></body></html>"""


@pytest.mark.parametrize("mark", ["data-tab", "data-tabs", 'data-tabs id="product-tabs"'])
def test_foundation_tab_labels_go_and_their_panels_stay(mark):
    text = extract(bigcommerce_page(mark), "https://hearth.example/cast-iron-skillet/").text
    assert "helper handle" in text and "Guaranteed for life" in text
    lines = [line.strip() for line in text.splitlines()]
    assert "Description" not in lines and "Warranty" not in lines


def test_a_foundation_strip_of_more_than_labels_or_an_unmarked_list_stays():
    long_labels = ("Description", "Warranty and returns for every skillet we have ever sold")
    assert "we have ever sold" in extract(bigcommerce_page("data-tab", long_labels)).text
    lines = extract(bigcommerce_page("")).text.splitlines()
    assert "Warranty" in [line.strip() for line in lines]


def woo_attributes_page(value_cells: list[str], name: str = "Linen Apron") -> str:
    """A WooCommerce product page (JSON-LD Product, a cart form) whose attributes table holds
    `value_cells` as the values of Color, Size and Care."""
    rows = "".join(f'<tr class="woocommerce-product-attributes-item"><th class="woocommerce-product-attributes-item__label">'
                   f'{label}</th><td class="woocommerce-product-attributes-item__value">{cell}</td></tr>'
                   for label, cell in zip(("Color", "Size", "Care"), value_cells))
    return f"""<!DOCTYPE html><html lang="en"><head><title>{name} &#8211; Kitchen Goods</title>
<script type="application/ld+json">{{"@context": "https://schema.org", "@type": "Product", "name": "{name}",
"offers": {{"@type": "Offer", "price": "34.00", "priceCurrency": "USD"}}}}</script></head>
<body class="single-product woocommerce"><main id="main"><div id="product-12" class="product type-product">
<div class="summary entry-summary"><h1 class="product_title entry-title">{name}</h1>
<p class="price"><span class="woocommerce-Price-amount amount"><bdi>$34.00</bdi></span></p>
<div class="woocommerce-product-details__short-description"><p>Stonewashed flax with two deep pockets.</p></div>
<form class="cart" method="post"><div class="quantity"><input type="number" name="quantity" value="1"></div>
<button type="submit" name="add-to-cart" value="12" class="single_add_to_cart_button button alt">Add to cart</button></form>
</div><div class="woocommerce-tabs wc-tabs-wrapper">
<div class="woocommerce-Tabs-panel entry-content wc-tab" id="tab-description"><h2>Description</h2>
<p>A heavy apron with two deep pockets, an adjustable neck strap and long ties that wrap to the front.</p>
<p>Stonewashed for softness, it gets better with every wash and keeps flour and sauce off your clothes.</p></div>
<div class="woocommerce-Tabs-panel entry-content wc-tab" id="tab-additional_information"><h2>Additional information</h2>
<table class="woocommerce-product-attributes shop_attributes">{rows}</table></div></div></div></main></body></html>"""


def test_an_attribute_value_set_in_a_paragraph_stays_on_its_row_s_line():
    cells = ["<p>Natural, Charcoal, Rust</p>\n", '<p><a href="/size/one-size/" rel="tag">One size</a></p>', "Machine wash"]
    doc = extract(woo_attributes_page(cells), "https://kitchen.example/product/linen-apron/")
    assert "Color\tNatural, Charcoal, Rust" in doc.text, doc.text
    assert "Size\tOne size" in doc.text and "Care\tMachine wash" in doc.text
    assert "| Color | Natural, Charcoal, Rust |" in doc.markdown


def test_a_cell_of_two_paragraphs_or_a_list_keeps_its_lines():
    cells = ["<p>Natural</p><p>Charcoal</p>", "<p>One size</p>", "<p>Wash cold:</p>"]
    text = extract(woo_attributes_page(cells), "https://kitchen.example/product/linen-apron/").text
    assert "Color\tNatural" not in text and "Charcoal" in text
    assert "Size\tOne size" in text and "Care\tWash cold:" in text
    listed = ["<p>Wash cold<br>Hang to dry</p>", "<p><ul><li>S</li><li>M</li></ul></p>", "<p>Iron warm</p>"]
    text = extract(woo_attributes_page(listed), "https://kitchen.example/product/linen-apron/").text
    assert "Color\tWash cold\nHang to dry" in text and "Care\tIron warm" in text


def test_a_one_cell_row_s_paragraph_stays_a_paragraph():
    from beam_extract.clean import inline_lone_cell_paragraphs
    table = parse_html("<table><tr><td><p>First column of a layout table.</p></td></tr>"
                       "<tr><td><p>Second paragraph.</p></td></tr></table>")
    assert inline_lone_cell_paragraphs(table) == 0
    assert "First column of a layout table.\n\nSecond paragraph." in render_text(table)


@pytest.mark.parametrize("name", ["Linen Apron", "Delantal de lino", "Leinenschürze Classic"])
def test_a_product_s_name_repeating_the_title_stays_when_named_once(name):
    doc = extract(woo_attributes_page(["Natural", "One size", "Machine wash"], name), "https://kitchen.example/product/apron/")
    assert doc.title.startswith(name)
    assert doc.text.splitlines()[0] == name, doc.text


def test_a_product_s_name_its_description_repeats_goes_as_the_title():
    page = woo_attributes_page(["Natural", "One size", "Machine wash"]).replace("A heavy apron", "The Linen Apron is a heavy apron")
    text = extract(page, "https://kitchen.example/product/linen-apron/").text
    assert text.count("Linen Apron") == 1 and text.startswith("Stonewashed flax")


def test_an_article_s_headline_repeating_the_title_still_goes():
    page = woo_attributes_page(["Natural", "One size", "Machine wash"])
    article = page.replace('"@type": "Product"', '"@type": "BlogPosting"').replace(
        '<form class="cart"', '<form class="search"').replace("$34.00", "")
    text = extract(article, "https://kitchen.example/blog/linen-apron/").text
    assert "Linen Apron" not in text
