"""The cleaning of the content document: the cleaning passes in order: `remove_framing` (the victims found,
spared, dropped and put back when too little would stay) and `clean_content`, the entry point
`extract()` calls.

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

from .article_boxes import drop_author_bios, drop_avatar_bylines, drop_cta_bands
from .caption_lines import drop_caption_credits, drop_lightbox_captions
from .doc_tags import spare_documenting_tag_boxes
from .drops import drop_undoably, restore
from .hidden_spares import (
    hidden_inside_spared,
    spare_duplicate_links,
    spare_hidden_slides,
    spare_hidden_twins,
    spare_price_readouts,
    spare_shown_card_prices,
)
from .labelled import drop_labelled_sections
from .lines import drop_boilerplate_lines, drop_filed_in_links
from .listings import drop_folded_listings, drop_toggled_listings, render_styled_listings, tidy_code_and_links
from .measures import content_body, text_length
from .never_content import drop_never_content
from .page_chrome import (
    drop_callout_glyphs,
    drop_drawn_illustrations,
    drop_feedback_widgets,
    drop_glyph_pictures,
    drop_icon_ligatures,
    drop_icon_pagers,
    drop_jump_link_lines,
    drop_separated_trails,
    drop_version_pickers,
    empty_placeholder_cells,
)
from .panels import drop_read_more_toggle, reveal
from .prompts import drop_prompt_lines
from .shop_controls import drop_quantity_steppers, drop_radio_pickers, drop_select_labels
from .shops import drop_trust_badge_rows
from .spares import (
    chrome_shell,
    shorter_than,
    spare_card_footer_quotes,
    spare_cross_references,
    spare_footnotes,
    spare_heading_anchors,
    spare_product_descriptions,
    spare_prose_cards,
    spare_repeated_cards,
    spare_running_words,
    spare_story_containers,
    spare_tab_sets,
)
from .teasers import drop_story_cards, drop_teaser_runs
from .unrendered import drop_transient_states
from .victims import find_victims

# Cleaning that leaves less than this share of the region's text is undone (light clean instead),
# unless the text went with framing that outweighed the region and read as links (`reads_as_links`):
# then the page is a shell of site chrome (a shop whose product a script draws into an empty
# `<div id="root">`, leaving its footer or menus as the only text) and nothing of it is content.
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd): before, ScrapingHub 0.9640 / 0.9690,
# WCXB dev 0.8668 / 0.8702 (product 0.6494 / 0.7163, listing 0.6811 / 0.7177, collection 0.7030 /
# 0.7299), trafilatura-eval-dev 0.9321 / 0.9397; nothing restored after link framing past the guard
# (its share counted with whitespace, as before): WCXB dev 0.8668 / 0.8715 (one listing, a megamenu,
# 0.0 -> 1.0); with GUARD_LINK_SHARE counted without whitespace: 0.8705 / 0.8729 (product 0.6839 /
# 0.7327, listing 0.6811 / 0.7381, collection 0.7129 / 0.7303: six pages whose gold is empty from
# 0.0 to 1.0 (three product pages of one shop whose footer was the Document, a listing, a collection
# page 0.477 -> 1.0) and the two sidebars above; no page worse). ScrapingHub and
# trafilatura-eval-dev unchanged by both (no page's text changes).
MIN_CLEAN_SURVIVAL = 0.1


def clean_content(root, *, keep_comments: bool = False, shop: bool = False, article: bool = False) -> None:
    """Clean the content document in place, as `extract()` does: the dropdowns' labels
    (`drop_select_labels`), the quantity steppers (`drop_quantity_steppers`), the feedback widgets
    (`drop_feedback_widgets`), the listings folded behind a checkbox (`drop_toggled_listings`) or in a
    closed `details` (`drop_folded_listings`), the breadcrumb trails set as blocks
    (`drop_separated_trails`), icon fonts' ligature words (`drop_icon_ligatures`), a shop's
    trust-badge rows and radio-button pickers (`drop_trust_badge_rows`, `drop_radio_pickers`) and
    never-content
    dropped (`drop_never_content`), on a shop's page the conditionals a script framework shows in a
    passing state (`drop_transient_states`), then framing, hidden elements and boilerplate widgets
    (`remove_framing`), then the boxes a boilerplate heading opens (`drop_labelled_sections`), the
    boilerplate lines (`drop_boilerplate_lines`), the prompts to the reader
    (`drop_prompt_lines`) and the unlabelled teaser cards for other pages after the prose
    (`drop_teaser_runs`), the version pickers (`drop_version_pickers`), a line of links to the page's
    own sections (`drop_jump_link_lines`), a table cell reading "No <its column's header>"
    (`empty_placeholder_cells`); off threads, an emoji or
    symbol picture alone on its line (`drop_glyph_pictures`) or leading a callout box
    (`drop_callout_glyphs`); on pages that are neither articles nor threads, the product pictures drawn in
    HTML (`drop_drawn_illustrations`). `keep_comments` keeps comment threads (forum and Q&A pages); on a
    `shop`'s page the product's description stays inside a widget that goes
    (`spare_product_descriptions`). On an `article` page (one declaring an article and no product or
    thread) the call-to-action bands go first (`drop_cta_bands`), while their forms and buttons still
    tell them; on every page but a thread's or a shop's, after the framing, the author bio boxes
    (`drop_author_bios`) and avatar bylines (`drop_avatar_bylines`); on an article's, then, the cards
    of other stories set in after its prose (`drop_story_cards`)."""
    if root is None:
        return
    if article:
        drop_cta_bands(root)
    drop_select_labels(root)  # while the dropdowns they name are there
    drop_quantity_steppers(root)  # while their fields are there
    drop_feedback_widgets(root)  # while their buttons are there
    drop_toggled_listings(root)  # while their checkboxes are there
    drop_folded_listings(root)
    pictures: list = []  # the elements a picture's role may name, found by the listings' walk
    render_styled_listings(root, pictures)  # a block styled as a listing is one
    drop_separated_trails(root)
    drop_icon_pagers(root)  # while their icons are there
    drop_icon_ligatures(root)
    if shop:
        drop_trust_badge_rows(root)  # while their icons are there
        drop_radio_pickers(root)  # while their inputs are there
    drop_never_content(content_body(root))
    if shop:  # (a walk of the region: 0.5% of extract() on every page, product49)
        drop_transient_states(root)  # a framework's overlays and form outcomes
    tidy_code_and_links(root)
    remove_framing(root, keep_comments=keep_comments, shop=shop, article=article)
    if not (keep_comments or shop):
        drop_author_bios(root)
        drop_avatar_bylines(root)
    if article:
        drop_story_cards(root)
    lines: list = []  # one walk finds the labels and the candidate lines
    drop_labelled_sections(root, keep_comments=keep_comments, lines=lines)
    drop_boilerplate_lines(root, lines)
    drop_caption_credits(root)
    drop_lightbox_captions(root)
    drop_filed_in_links(root)
    drop_prompt_lines(root)
    drop_teaser_runs(root, keep_comments)
    drop_version_pickers(root)
    drop_jump_link_lines(root)
    empty_placeholder_cells(root)
    if not keep_comments:
        drop_glyph_pictures(root, pictures)
        drop_callout_glyphs(root)
    if not (article or keep_comments):
        drop_drawn_illustrations(root)


def remove_framing(root, *, keep_comments: bool = False, shop: bool = False, article: bool = False) -> None:
    """The guarded half of `clean_content`: framing, hidden elements, boilerplate widgets (but the
    listed cards named for promotion: `spare_repeated_cards`). Undone when it would leave under
    MIN_CLEAN_SURVIVAL of the region's text (only never-content goes)."""
    body = content_body(root)
    before = text_length(body)
    unhide: list = []
    victims = find_victims(root, keep_comments=keep_comments, unhide=unhide, region_chars=before)
    found = victims
    victims = spare_repeated_cards(victims, before)
    if not (keep_comments or article):
        victims = spare_prose_cards(victims, body, before)
    victims = spare_story_containers(victims, body, keep_comments)
    victims = spare_tab_sets(victims, keep_comments)
    victims = spare_heading_anchors(victims, keep_comments, unhide, before)
    victims = spare_cross_references(victims, body, keep_comments, unhide, before)
    victims = spare_running_words(victims)
    victims = spare_footnotes(victims)
    victims = spare_documenting_tag_boxes(victims)
    victims = spare_card_footer_quotes(victims)
    victims = spare_hidden_twins(victims)
    victims = spare_duplicate_links(victims, unhide)
    if not shop:
        victims = spare_hidden_slides(victims, unhide)
    victims = spare_price_readouts(victims)
    victims = spare_shown_card_prices(victims)
    if shop:
        victims = spare_product_descriptions(victims)
    if len(victims) < len(found):
        victims = victims + hidden_inside_spared(found, victims)
    undo = drop_undoably(victims)
    if before and shorter_than(body, MIN_CLEAN_SURVIVAL * before) and not chrome_shell(victims, before):
        restore(undo)
    else:
        for el in unhide:
            reveal(el)
            drop_read_more_toggle(el)
