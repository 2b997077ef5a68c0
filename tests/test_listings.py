"""Listing, category and product pages, whole pages in: the region is the list of cards (or the
product's own description), not one card, a sidebar, a footer notice or the reviews. The fixtures
are written here, with made-up products and stories."""
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
