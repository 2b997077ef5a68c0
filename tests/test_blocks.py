"""blocks: boilerpipe NumWordsRules on hand-built blocks, segmentation, pruning and its fallback."""
import pytest
from lxml import etree

from beam_extract.blocks import Block, classify, count_words, is_content, prune_blocks, segment
from beam_extract.parse import parse_html
from beam_extract.text import render_text


def block(words: int, link_words: int = 0) -> Block:
    return Block(words=words, link_words=link_words)


EMPTY = Block()


def test_link_dense_block_is_boilerplate():
    assert not is_content(block(50), block(100, 34), block(50))  # 0.34 > 0.333333


def test_long_block_after_normal_block_is_content():
    assert is_content(block(10), block(17), EMPTY)


def test_short_block_with_short_neighbours_depends_on_previous_length():
    assert not is_content(block(4), block(10), block(10))  # prev.words <= 4
    assert is_content(block(5), block(10), block(10))


def test_short_block_followed_by_long_block_is_content():
    assert is_content(EMPTY, block(3), block(16))


def test_after_a_link_dense_block_only_long_blocks_or_long_next_are_content():
    linky = block(10, 6)  # 0.6 > 0.555556
    assert not is_content(linky, block(40), block(17))
    assert is_content(linky, block(40), block(18))
    assert is_content(linky, block(41), EMPTY)


def test_classify_uses_nearest_blocks_with_words():
    blocks = [block(30), Block(), block(3), Block(), block(30)]
    classify(blocks)
    assert blocks[2].content  # prev (30 words) and next (30 words) skip the empty ones


def test_words_sup_sub_scripts_and_links_are_counted_as_the_seed_says():
    root = parse_html(
        "<body><p>one two <a href='#'>three four</a> five<sup>[1]</sup><sub>2</sub>"
        "<script>not counted words</script><noscript>nor these</noscript></p></body>"
    ).getroot()
    blocks, _ = segment(root)
    worded = [b for b in blocks if b.words]
    assert len(worded) == 1
    assert worded[0].words == 5
    assert worded[0].link_words == 2


def test_count_words_counts_tokens_with_a_letter_and_each_cjk_character():
    assert count_words("Hello, world — it's 2024 !") == 4
    assert count_words("日本語") == 3


def test_pruning_removes_link_lists_and_keeps_prose():
    prose = " ".join(["Real article words keep flowing here"] * 8)
    root = parse_html(
        "<html><body><div><p>" + prose + "</p><p>" + prose + "</p>"
        "<ul><li><a href='#'>Other story one</a></li><li><a href='#'>Other story two</a></li></ul>"
        "<p>" + prose + "</p></div></body></html>"
    ).getroot()
    assert prune_blocks(root) is False
    text = render_text(root)
    assert "Other story" not in text
    assert text.count("Real article words") == 24
    assert root.find(".//ul") is None  # a container of only boilerplate blocks goes whole


def test_links_only_rule_keeps_short_plain_blocks():
    root = parse_html(
        "<body><p>Short line.</p><p>Another short line.</p><p><a href='#'>Just a link</a></p>"
        "<p>Third short line.</p></body>"
    ).getroot()
    prune_blocks(root, links_only=True)
    assert render_text(root) == "Short line.\n\nAnother short line.\n\nThird short line."


def test_single_block_region_falls_back_and_is_kept_whole():
    root = parse_html("<body><p><a href='#'>only links here</a></p></body>").getroot()
    assert prune_blocks(root) is True
    assert render_text(root) == "only links here"


def test_nothing_surviving_falls_back_to_the_whole_region():
    root = parse_html("<body><p><a href='#'>nav one</a></p><p><a href='#'>nav two</a></p></body>").getroot()
    assert prune_blocks(root) is True
    assert render_text(root) == "nav one\n\nnav two"


def test_empty_structural_blocks_stay():
    prose = " ".join(["words"] * 30)
    root = parse_html(f"<body><div class='wrap'><hr><p>{prose}</p><div><img src='x.png'></div></div></body>").getroot()
    prune_blocks(root)
    assert root.find(".//img") is not None
    assert root.find(".//hr") is not None


def test_pruning_is_switchable_in_extract():
    from beam_extract import extract

    prose = " ".join(["Article text with plenty of ordinary words in it"] * 6)
    html = (
        "<html><head><meta property='og:type' content='article'><title>T</title></head><body><main>"
        f"<p>{prose}</p><p><a href='/a'>Related link one</a> <a href='/b'>Related link two</a></p>"
        f"<p>{prose}</p></main></body></html>"
    )
    assert "Related link" not in extract(html, markdown=False, detect_language=False).text
    assert "Related link" in extract(html, markdown=False, detect_language=False, prune_blocks=False).text


def test_text_after_a_comment_counts_and_is_pruned_with_its_block():
    root = etree.fromstring(
        "<div><p>" + "Plain words of the article body here. " * 4 + "</p>"
        "<p><a href='/a'>one link</a> <a href='/b'>two links</a><!-- c --> tail</p></div>"
    )
    blocks, _ = segment(root)
    assert [b.words for b in blocks if b.words] == [28, 5]
    prune_blocks(root)
    assert "tail" not in render_text(root) and "Plain words" in render_text(root)


def test_a_region_of_link_dense_blocks_is_kept_whole():
    """A news round-up: every item links out. Pruning would keep one item of eight: it is not done."""
    items = "".join(
        f"<p>Item {i}: <a href='/s{i}'>the company behind story number {i}</a> said on Tuesday that it will.</p>"
        for i in range(8))
    root = parse_html(f"<div>{items}<p>A closing paragraph without any link in it at all, written out.</p></div>").getroot()
    assert prune_blocks(root, links_only=True) is True
    assert render_text(root).count("Item") == 8


def test_pruning_that_keeps_most_of_the_words_still_happens():
    body = "".join(f"<p>Plain paragraph number {i} with enough words to be content here.</p>" for i in range(6))
    root = parse_html(f"<div>{body}<p><a href='/a'>one link</a> <a href='/b'>two links</a></p></div>").getroot()
    assert prune_blocks(root, links_only=True) is False
    assert "one link" not in render_text(root) and render_text(root).count("Plain paragraph") == 6


def test_extract_prunes_only_link_dense_blocks_and_only_on_article_pages():
    # what ExtractOptions.prune_blocks says: the link rule of the decision, on article pages
    from beam_extract import extract
    from beam_extract.parse import parse_html

    prose = " ".join(["Article text with plenty of ordinary words in it"] * 6)
    body = (f"<main><p>{prose}</p><p><a href='/a'>Related link one</a> <a href='/b'>Related link two</a></p>"
            f"<p>{prose}</p><p>Two words</p><p>Three short words</p></main>")
    article = f"<html><head><meta property='og:type' content='article'><title>T</title></head><body>{body}</body></html>"
    other = f"<html><head><title>T</title></head><body>{body}</body></html>"
    whole = parse_html(article).getroot()
    prune_blocks(whole)
    assert "Three short words" not in "".join(whole.itertext())  # the full decision would drop the short lines
    text = extract(article, markdown=False, detect_language=False).text
    assert "Related link" not in text and "Three short words" in text
    assert "Related link" in extract(other, markdown=False, detect_language=False).text


def test_links_only_rule_spares_prose_that_links_inside_its_sentences():
    link = ("the roadmap for solar module costs and efficiency targets published by the ministry of trade "
            "industry and energy last spring")  # 20 words of a 32-word paragraph: over a third linked
    inline = f"<p>The plan appears consistent with <a href='/r'>{link}</a>, analysts said on Monday in Seoul and Busan.</p>"
    opener = f"<p><a href='/r'>{link}</a> is what the analysts read on Monday, and it is all links.</p>"
    short = "<p>Please subscribe to <a href='/s'>our weekly edition of the newspaper</a>.</p>"
    prose = "<p>" + " ".join(["Real article words keep flowing here"] * 8) + "</p>"
    root = parse_html(f"<body>{prose}{inline}{opener}{short}{prose}</body>").getroot()
    prune_blocks(root, links_only=True)
    text = render_text(root)
    assert "The plan appears consistent" in text and "analysts said on Monday" in text
    assert "is what the analysts read" not in text  # opens with its link: a teaser, not prose
    assert "subscribe" not in text  # too short to be prose
    assert text.count("Real article words") == 16


def test_a_block_knows_whether_its_first_word_is_linked():
    root = parse_html("<body><p><a href='#'>Linked</a> then text</p><p>Text then <a href='#'>a link</a></p></body>")
    worded = [b for b in segment(root.getroot())[0] if b.words]
    assert [b.opens_linked for b in worded] == [True, False]


def _card(n: int, tag: str = "h3") -> str:
    return (f"<div class='card'><{tag}><a href='/guide/{n}'>Guide number {n} title</a></{tag}>"
            f"<p>What guide {n} explains, in one line of its own.</p></div>")


def test_links_only_rule_keeps_the_titles_of_a_run_of_linked_cards():
    intro = "<p>" + " ".join(["An index of the guides this section holds"] * 3) + "</p>"
    root = parse_html(f"<body>{intro}{''.join(_card(n) for n in range(3))}</body>").getroot()
    prune_blocks(root, links_only=True)
    text = render_text(root)
    assert all(f"Guide number {n} title" in text and f"What guide {n} explains" in text for n in range(3))


def test_links_only_rule_drops_the_titles_of_a_few_teasers_and_of_headings_without_a_description():
    story = "<p>" + " ".join(["Real article words keep flowing here"] * 8) + "</p>"
    teasers = _card(1, "h2") + _card(2, "h2")  # two related stories under an article: under CARD_TITLES_MIN
    root = parse_html(f"<body>{story}{teasers}</body>").getroot()
    prune_blocks(root, links_only=True)
    text = render_text(root)
    assert "Guide number" not in text and "What guide 1 explains" in text
    headings_only = "".join(f"<h3><a href='/{n}'>Linked heading {n}</a></h3>" for n in range(4))
    root = parse_html(f"<body>{story}{headings_only}<p>{'Closing words here. ' * 5}</p></body>").getroot()
    prune_blocks(root, links_only=True)
    text = render_text(root)  # a list of linked headings: only the last one has a description
    assert "Closing words" in text and "Linked heading" not in text


def _item(n: int, href: str = "/guide", line: str = "explains how to set the tool up, step by step") -> str:
    return f"<li><a href='{href}/{n}'>Module {n} name</a><p>Module {n} {line}.</p></li>"


def test_links_only_rule_keeps_the_titles_of_a_list_of_linked_items_each_with_its_line():
    intro = "<p>" + " ".join(["A learning path through the modules this series holds"] * 3) + "</p>"
    root = parse_html(f"<body>{intro}<ol>{''.join(_item(n) for n in range(3))}</ol></body>").getroot()
    prune_blocks(root, links_only=True)
    text = render_text(root)
    assert all(f"Module {n} name" in text and f"Module {n} explains" in text for n in range(3))


def test_links_only_rule_drops_item_titles_that_toggle_a_panel_or_stand_over_a_short_line():
    intro = "<p>" + " ".join(["A story with a ranking set in panels that open"] * 3) + "</p>"
    toggles = "".join(_item(n, href="#") for n in range(3))  # an accordion's titles: no page behind them
    dated = "".join(_item(n, line="2 May") for n in range(3))  # related stories over their dates
    for items in (toggles, dated):
        root = parse_html(f"<body>{intro}<ul>{items}</ul></body>").getroot()
        prune_blocks(root, links_only=True)
        assert "Module 0 name" not in render_text(root)


# --- linked_row_cells: the links found once for the whole table, not per cell --------------------

def _linked_row_cells_reference(root) -> list:
    """linked_row_cells as it read each cell for a link and each row's table for its first row."""
    from beam_extract.blocks import _has_letters, _has_text
    saved = []
    for row in root.iter("tr", "TR"):
        cells = [cell for cell in row if cell.tag in ("td", "th", "TD", "TH")]
        table = next(row.iterancestors("table", "TABLE"), None)
        if len(cells) < 2 or table is None or next(table.iter("tr", "TR"), None) is row:
            continue
        linked = [i for i, cell in enumerate(cells) if next(cell.iter("a", "A"), None) is not None]
        if not linked or sum(1 for cell in cells if _has_text(cell)) < 2:
            continue
        saved.extend((row, i) for i in linked if _has_letters(cells[i]))
    return saved


def test_linked_row_cells_saves_the_cells_a_walk_of_each_cell_finds():
    from beam_extract.blocks import _holding_links, linked_row_cells
    inner = "<table><tr><td>in</td><td><a href='/x'>nested link</a></td></tr><tr><td><a href='/y'>Yes</a></td><td>9</td></tr></table>"
    rows = [
        "<tr><th><a href='/h'>Header name</a></th><th>Price</th></tr>",  # a table's first row: left
        "<tr><td><a href='/p1'>Product one</a></td><td>$10</td></tr>",
        "<tr><td><span><b><a href='/p2'>Deep link</a></b></span></td><td>$20</td><td><a href='/p2b'>42</a></td></tr>",
        f"<tr><td>Holder of a table</td><td>{inner}</td></tr>",  # a cell holding a table with links
        "<tr><td><a href='/p3'>Only cell with text</a></td><td> </td></tr>",
        "<tr><td>No link</td><td>Nothing</td></tr>",
        "<tr><td><A href='/p4'>Upper case</A></td><td>7</td></tr>",
    ]
    html = f"<body><p>Intro</p><table>{''.join(rows)}</table><tr><td><a href='/z'>Stray</a></td><td>row</td></tr></body>"
    root = parse_html(html).getroot()
    body = root.find("body")
    expected = _linked_row_cells_reference(body)
    saved = linked_row_cells(body)
    assert [(row, index) for row, _, index, _ in saved] == expected
    assert len(expected) >= 4
    holding = _holding_links(body)
    assert holding == {el for el in body.iter() if next(el.iter("a", "A"), None) is not None}


def test_linked_row_cells_climb_from_no_link_of_a_content_holding_no_row(monkeypatch):
    # 0203's 1,721 links, no table: each climbed to the region for rows never read, 1.5 ms (2026-12-07)
    from beam_extract import blocks
    climbs = []
    real = blocks._holding_links
    monkeypatch.setattr(blocks, "_holding_links", lambda root: climbs.append(root) or real(root))
    links = "".join(f"<div><a href='/p/{n}'><img src='{n}.png'></a><h4><a href='/p/{n}'>Item {n}</a></h4></div>"
                    for n in range(50))
    body = parse_html(f"<body><p>Intro</p>{links}<table><caption>No row</caption></table></body>").getroot().find("body")
    assert blocks.linked_row_cells(body) == []
    assert climbs == []
    row = "<tr><td><a href='/p'>Product one</a></td><td>$10</td></tr>"
    body = parse_html(f"<body>{links}<table>{row * 3}</table></body>").getroot().find("body")
    assert len(blocks.linked_row_cells(body)) == 2  # the first row names the columns
    assert climbs == [body]


def test_has_letters_and_has_text_read_the_cells_text_as_a_character_walk_does():
    from beam_extract.blocks import _has_letters, _has_text
    cells = ["<td> </td>", "<td>\n<span>\t</span> </td>", "<td>42 <b>%</b></td>", "<td><!-- note -->1</td>",
             "<td><span> </span><i>x</i></td>", "<td>\u00a0</td>", "<td>\u0661\u0662</td>", "<td>日本</td>", "<td></td>",
             "<td><!-- words --> </td>", "<td><?pi words?>3</td>", "<td><b>1</b>tail</td>", "<td>&amp; &eacute;</td>",
             "<td>\u2003<br>\u3000</td>", "<td>\u00b2\u00bd</td>", "<td>e\u0301</td>",
             "<td>" + "<span>" * 300 + "deep" + "</span>" * 300 + "</td>"]
    for html in cells:
        cell = parse_html(f"<table><tr>{html}</tr></table>").getroot().find(".//td")
        assert _has_letters(cell) == any(ch.isalpha() for text in cell.itertext() for ch in text), html
        assert _has_text(cell) == any(text.strip() for text in cell.itertext()), html


def test_has_letters_and_has_text_read_one_string_built_at_once(monkeypatch):
    # lxml's text iterator cost ~4 us a cell: a 640-cell table's cells read in 2.7 ms (2026-12-05)
    from beam_extract import blocks
    calls = []
    real = blocks.element_text
    monkeypatch.setattr(blocks, "element_text", lambda el: calls.append(el) or real(el))
    cell = parse_html("<table><tr><td><a href='/x'>Linked</a> name</td></tr></table>").getroot().find(".//td")
    assert blocks._has_letters(cell) and blocks._has_text(cell)
    assert calls == [cell, cell]


def test_restore_row_cells_puts_back_each_pruned_cell_of_a_row_once_per_row(monkeypatch):
    # a row's place in the region is asked once, not once for each of its saved cells (640 cells
    # of a table of 127 rows, each climbing to the region, 2026-12-03)
    from beam_extract import blocks
    from beam_extract.blocks import linked_row_cells, restore_row_cells
    rows = "".join(f"<tr><td><a href='/l{i}'>Laureate {i}</a></td><td>{1900 + i}</td>"
                   f"<td><a href='/c{i}'>Country {i}</a></td></tr>" for i in range(6))
    html = (f"<body><p>{'Prose of the article about the prize and its winners. ' * 6}</p>"
            f"<table><tr><th>Name</th><th>Year</th><th>Country</th></tr>{rows}</table></body>")
    body = parse_html(html).getroot().find("body")
    saved = linked_row_cells(body)
    assert len(saved) == 12  # two linked cells in each of six rows
    for _row, cells, index, _ in saved:  # the pruning empties the linked cells, drops one row whole
        cells[index].remove(cells[index][0])
    last_row = saved[-1][0]
    last_row.getparent().remove(last_row)
    climbs = []
    attached = blocks.attached
    monkeypatch.setattr(blocks, "attached", lambda el, top: climbs.append(el) or attached(el, top))
    assert restore_row_cells(body, saved) == 10
    assert len(climbs) == 6
    text = render_text(body)
    assert "Laureate 0" in text and "Country 4" in text and "Laureate 5" not in text
# --- restore_linked_rows: a ranking's rows that link every cell, the row's name too ---------------

def _pruned_with_linked_rows(html: str) -> str:
    """The text of `html`'s body after the link rule, as the extractor runs it on an article."""
    from beam_extract.blocks import linked_row_cells, linked_rows, restore_linked_rows, restore_row_cells
    body = parse_html(html).getroot().find("body")
    saved = linked_row_cells(body)
    places = linked_rows(saved)
    prune_blocks(body, links_only=True)
    restore_row_cells(body, saved)
    restore_linked_rows(body, saved, places)
    return render_text(body)


LAUREATE_INTRO = ("<p>The society has given its medal every year since its founding to the members whose work "
                  "changed the field the most, as chosen by a jury of former laureates and invited readers.</p>")


def _laureate_row(year: int, linked_year: bool) -> str:
    name = f"<a href='/wiki/Person_{year}'>Person of {year}</a>"
    field = f"<a href='/wiki/Field_{year % 3}'>Field number {year % 3}</a>"
    head = f"<a href='/wiki/{year}_medals'>{year}</a>" if linked_year else str(year)
    return f"<tr><th>{head}</th><td>{name}</td><td>{field}</td></tr>"


def test_a_rankings_rows_linking_every_cell_stay_with_the_rows_before_them():
    rows = "".join(_laureate_row(year, linked_year=year >= 1994) for year in range(1990, 1998))
    table = f"<table class='wikitable'><tr><th>Year</th><th>Laureate</th><th>Field</th></tr>{rows}</table>"
    text = _pruned_with_linked_rows(f"<html><body>{LAUREATE_INTRO}{table}</body></html>")
    assert "Person of 1991" in text
    assert "Person of 1996" in text and "1996" in text


def test_a_navigation_table_of_links_stays_out():
    nav_rows = "".join(f"<tr><th><a href='/g/{i}'>Group {i}</a></th><td><a href='/p/{i}'>Page of group {i}</a></td>"
                       f"<td><a href='/q/{i}'>Other page {i}</a></td></tr>" for i in range(6))
    rows = "".join(_laureate_row(year, linked_year=False) for year in range(1990, 1994))
    table = f"<table><tr><th>Year</th><th>Laureate</th><th>Field</th></tr>{rows}</table>"
    navbox = f"<table class='navbox'><tr><th>Related</th><th>Pages</th></tr>{nav_rows}</table>"
    text = _pruned_with_linked_rows(f"<html><body>{LAUREATE_INTRO}{table}{navbox}</body></html>")
    assert "Person of 1992" in text
    assert "Page of group 3" not in text


def test_a_paragraph_written_inside_a_named_anchor_is_text_not_a_link():
    # an interview whose questions are targets of its contents box: `<p><a name=...>question</a></p>`
    from beam_extract import extract

    prose = " ".join(["Die Antwort des Forschers ist lang und ausführlich begründet"] * 6)
    body = (f"<main><p>{prose}.</p><p><a name='frage'>Eine der häufigsten Fragen ist diese: Was sagt er dazu?</a></p>"
            f"<p>{prose}.</p><p><a name='kontakt' style='color:orange'>Get in touch with an expert</a></p>"
            f"<p><a href='/a'>Related link one</a> <a href='/b'>Related link two</a></p><p>{prose}.</p></main>")
    html = f"<html><head><meta property='og:type' content='article'><title>T</title></head><body>{body}</body></html>"
    text = extract(html, markdown=False, detect_language=False).text
    assert "Was sagt er dazu?" in text
    assert "Related link" not in text and "Get in touch" not in text  # a link, and a styled label that is no sentence
    root = parse_html(html).getroot()
    from beam_extract.blocks import relink_heading_anchors, unlink_named_anchors

    saved = unlink_named_anchors(root)
    assert [link.get("name") for link, _ in saved] == ["frage"]
    relink_heading_anchors(saved)
    assert root.find(".//a[@name='frage']") is not None


def _listicle(items: int, *, wrap: str = "") -> str:
    prose = " ".join(["The agency runs campaigns for brands of every size across the platforms"] * 3)
    opening, closing = (f"<{wrap}>", f"</{wrap}>") if wrap else ("", "")
    entries = "".join(f"<h3>{opening}{n}. <a href='https://vendor{n}.example/'>Vendor Agency {n}</a>{closing}</h3>"
                      f"<p>{prose}.</p>" for n in range(1, items + 1))
    return (f"<html><head><meta property='og:type' content='article'><title>T</title></head><body><main>"
            f"<p>{prose}.</p>{entries}</main></body></html>")


def test_a_listicles_numbered_item_headings_linking_the_item_stay():
    # `<h3>2. <a href="https://vendor.example">Name</a></h3>`: over a third link words, yet the item's title
    from beam_extract import extract

    for wrap in ("", "strong"):
        text = extract(_listicle(4, wrap=wrap), markdown=False, detect_language=False).text
        assert all(f"{n}. Vendor Agency {n}" in text for n in range(1, 5)), wrap
    two = extract(_listicle(2), markdown=False, detect_language=False).text  # two are as often teasers
    assert "Vendor Agency" not in two


def test_numbered_titles_are_unlinked_only_for_a_number_before_one_link():
    from beam_extract.blocks import relink_heading_anchors, unlink_heading_links

    shapes = ("<h3>1. <a href='/a'>One</a></h3>", "<h3>#2 <a href='/b'>Two</a></h3>", "<h3>3) <a href='/c'>Three</a></h3>",
              "<h3>Top <a href='/d'>Four</a></h3>", "<h3>5. <a href='/e'>Five</a> and more</h3>",
              "<h3>6. <a href='/f'>Six</a> <a href='/g'>Seven</a></h3>")
    root = parse_html(f"<body>{''.join(shapes)}</body>").getroot()
    saved = unlink_heading_links(root)
    assert [link.get("href") for link, _ in saved] == ["/a", "/b", "/c"]
    relink_heading_anchors(saved)
    assert len(root.findall(".//h3/a")) == 7


# --- unlink_link_cards: a link's href split only for a card-shaped link -----------------------------

def _link_cards_page(links: str):
    return parse_html(f"<body><p>A guide to the services we offer.</p>{links}</body>").getroot().find("body")


def test_unlink_link_cards_finds_the_cards_leading_below_the_page():
    from beam_extract.blocks import unlink_link_cards
    card = ("<a href='{href}'><h3>Consulting</h3><p>We plan your move from the first call on.</p></a>")
    links = "".join(card.format(href=href) for href in (
        "https://example.org/services/consulting", "/services/audits", "https://other.org/services/x",
        "https://example.org/blog/services/y"))
    body = _link_cards_page(links + "<a href='/services/z'><img src='z.png'></a>")
    retagged = unlink_link_cards(body, "https://example.org/services.html")
    assert [link.get("href") for link, _ in retagged] == [
        "https://example.org/services/consulting", "/services/audits"]
    assert all(link.tag == "span" for link, _ in retagged)


def test_unlink_link_cards_splits_no_href_of_a_link_that_is_no_card(monkeypatch):
    # a gallery's 1,370 links to its own sub-pages (an image, a title) spent 3.6 ms in urlsplit (2026-12-06)
    from beam_extract import blocks
    splits = []
    real = blocks._site_and_path
    monkeypatch.setattr(blocks, "_site_and_path", lambda url: splits.append(url) or real(url))
    # (a title set in a heading alone is a card since docs59: `_headed_card`; a span is none)
    links = "".join(f"<a href='/services/{n}/'><img src='{n}.png'></a><a href='/services/{n}/'><span>Item {n}</span></a>"
                    for n in range(5))
    assert blocks.unlink_link_cards(_link_cards_page(links), "https://example.org/services/") == []
    assert splits == ["https://example.org/services/"]  # the page's own URL only


def _card_shaped_as_before(link) -> bool:
    """`blocks._card_shaped` as it read links until 2026-12-07: the title by `itertext` first."""
    from beam_extract.blocks import LINK_CARD_LINE_MIN_WORDS, LINK_CARD_TITLE_MAX_WORDS
    title = next((text for text in map(str.strip, link.itertext()) if text), None)
    if title is None or len(title.split()) > LINK_CARD_TITLE_MAX_WORDS:
        return False
    lines = (el.text.strip() for el in link.iterdescendants(etree.Element) if len(el) == 0 and el.text)
    return any(line != title and len(line.split()) >= LINK_CARD_LINE_MIN_WORDS for line in lines)


_LINK_SHAPES = (
    "<a href='/s/a'><img src='a.png'></a>",
    "<a href='/s/a'><h4>Best of the best staircase</h4></a>",
    "<a href='/s/a'><h3>Consulting</h3><p>We plan your move from the first call on.</p></a>",
    "<a href='/s/a'>Consulting <p>We plan your move from the first call on.</p></a>",
    "<a href='/s/a'> <!-- a note --> <h3>Audits</h3><p>We read your books twice a year.</p></a>",
    "<a href='/s/a'><!-- a note -->Audits<p>We read your books twice a year.</p></a>",
    "<a href='/s/a'><span> </span>Audits<div><p>We read your books twice a year.</p></div></a>",
    "<a href='/s/a'><span><b>Nested</b> title</span><p>A line of its own, four words.</p></a>",
    "<a href='/s/a'><p>We read your books twice a year.</p><p>We read your books twice a year.</p></a>",
    "<a href='/s/a'><h3>We read your books twice a year.</h3><p>We read your books twice a year.</p></a>",
    "<a href='/s/a'><h3>One two three four five six seven eight nine ten eleven twelve thirteen</h3>"
    "<p>A line of its own, four words.</p></a>",
    "<a href='/s/a'><h3>Plans</h3><p>Too short</p><p>But this line is long enough.</p></a>",
    "<a href='/s/a'><h3> </h3><p> </p></a>",
    "<a href='/s/a'><?pi data?>Plans<p>But this line is long enough.</p></a>",
)


@pytest.mark.parametrize("shape", _LINK_SHAPES)
def test_card_shape_reads_links_as_it_did_with_the_title_read_first(shape):
    from beam_extract import blocks
    link = parse_html(f"<body>{shape}</body>").getroot().find(".//a")
    assert blocks._card_shaped(link) == _card_shaped_as_before(link)
    assert blocks._first_text(link) == next((t for t in map(str.strip, link.itertext()) if t), None)


def test_first_text_of_links_holding_comments_entities_and_instructions_is_itertexts():
    from beam_extract import blocks
    parser = etree.XMLParser(resolve_entities=False, remove_comments=False, remove_pis=False)
    for markup in ("<a><!--c--><b>x</b></a>", "<a><!--c-->tail<b>x</b></a>", "<a>&ent;<b>x</b></a>",
                   "<a><b>&ent;</b>tail</a>", "<a> <?p i?> <b> </b> y</a>", "<a><![CDATA[ c ]]><b>x</b></a>",
                   "<a><b/></a>", "<a/>", "<a>  </a>"):
        link = etree.fromstring(f"<!DOCTYPE a [<!ENTITY ent 'e'>]>{markup}", parser)
        expected = next((t for t in map(str.strip, link.itertext()) if t), None)
        assert blocks._first_text(link) == expected, markup


def test_a_link_holding_no_line_of_its_own_has_no_title_read(monkeypatch):
    # 0203's 1,370 links to its own sub-pages, an image or a short title each: the title read by
    # `itertext` (lxml's event walk in Python) was 7 of the rule's 11 ms (2026-12-07)
    from beam_extract import blocks
    titles = []
    real = blocks._first_text
    monkeypatch.setattr(blocks, "_first_text", lambda link: titles.append(link) or real(link))
    links = "".join(f"<a href='/services/{n}/'><img src='{n}.png'></a>"
                    f"<a href='/services/{n}/'><span>Item {n}</span></a>" for n in range(5))
    assert blocks.unlink_link_cards(_link_cards_page(links), "https://example.org/services/") == []
    assert titles == []
    card = "<a href='/services/c'><h3>Consulting</h3><p>We plan your move from the first call on.</p></a>"
    assert len(blocks.unlink_link_cards(_link_cards_page(card * 2), "https://example.org/services/")) == 2
    assert len(titles) == 2

def test_a_grid_of_headed_cards_for_the_pages_own_sub_pages_is_unlinked():
    # Supabase's providers under its Auth guide: an icon and a heading naming the sub-page, no line
    # under it; headed cards leading across the site, a heading beside other words, and a heading of
    # more than LINK_CARD_TITLE_MAX_WORDS words are no such cards.
    from beam_extract.blocks import unlink_link_cards
    card = "<a href='{href}'><div><img src='i.svg' alt='{name} Icon'></div><div><h5>{name}</h5><svg></svg></div></a>"
    names = ("Apple", "Azure (Microsoft)", "Bitbucket", "Discord")
    below = "".join(card.format(href=f"/docs/guides/auth/social-login/auth-{n.split()[0].lower()}", name=n) for n in names)
    retagged = unlink_link_cards(_link_cards_page(below), "https://example.org/docs/guides/auth")
    assert len(retagged) == 4
    across = "".join(card.format(href=f"/blog/{n.split()[0].lower()}", name=n) for n in names)
    assert unlink_link_cards(_link_cards_page(across), "https://example.org/docs/guides/auth") == []
    worded = "".join(f"<a href='/docs/guides/auth/{n}'><h5>{n}</h5><span>New</span></a>" for n in ("apple", "figma"))
    long = "".join(f"<a href='/docs/guides/auth/{n}'><h5>{' '.join(['word'] * 13)}</h5></a>" for n in ("apple", "figma"))
    for links in (worded, long):
        assert unlink_link_cards(_link_cards_page(links), "https://example.org/docs/guides/auth") == []


def test_a_guides_headed_cards_stay_on_an_article_page():
    from beam_extract import extract
    card = "<a href='/docs/guides/auth/{slug}'><div><img src='{slug}.svg' alt='{name} Icon'></div><h5>{name}</h5></a>"
    cards = "".join(card.format(slug=n.lower(), name=n) for n in ("Apple", "Bitbucket", "Discord", "Figma", "GitLab"))
    html = _article(f"<h2>Social login</h2><div class='grid'>{cards}</div>").replace("<main>", "<main><h1>Auth</h1>")
    text = extract(html, "https://example.org/docs/guides/auth", markdown=False, detect_language=False).text
    for name in ("Apple", "Bitbucket", "Figma", "GitLab"):
        assert name in text, name

# --- unlink_checklist_links: a checklist's linked items stay with its plain ones ----------------------

_GEAR = ("<a href='/best-tents'>Tent</a>", "Rainfly", "Tent poles or <a href='/best-poles'>trekking poles</a>",
         "<a href='/best-stakes'>Stakes</a>", "<a href='/best-stakes'>Guylines</a>", "Ground sheet")


def _article(body: str) -> str:
    story = "<p>" + " ".join(["Packing for a night outside takes a little planning and a good list"] * 4) + "</p>"
    return (f"<html><head><meta property='og:type' content='article'><title>T</title></head><body><main>"
            f"{story}{body}{story}</main></body></html>")


def test_a_checklists_linked_items_stay_beside_its_plain_ones():
    from beam_extract import extract

    items = "".join(f"<li>{item}</li>" for item in _GEAR)
    text = extract(_article(f"<h3>Shelter</h3><ul>{items}</ul>"), markdown=False, detect_language=False).text
    assert all(name in text for name in ("Tent\n", "Rainfly", "Tent poles or trekking poles", "Stakes", "Guylines"))


def test_lists_that_link_every_item_or_hold_no_plain_item_are_left_to_the_link_rule():
    from beam_extract import extract

    related = "".join(f"<li><a href='/post-{n}'>Another story of the site, number {n}</a></li>" for n in range(5))
    social = "".join(f"<li>{name}: <a href='https://{name.lower()}.example/shop'>Shop</a></li>"
                     for name in ("Facebook", "Instagram", "TikTok", "YouTube"))
    for links in (related, social):
        text = extract(_article(f"<p>More from us:</p><ul>{links}</ul>"), markdown=False, detect_language=False).text
        assert "Another story" not in text and "Shop" not in text


def test_checklist_links_are_not_unlinked_in_a_region_made_mostly_of_links():
    from beam_extract.blocks import relink_heading_anchors, unlink_checklist_links

    checklist = "<ul>" + "".join(f"<li>{item}</li>" for item in _GEAR) + "</ul>"
    index = "<ul>" + "".join(f"<li><a href='/lang/{n}'>Language number {n}</a></li>" for n in range(40)) + "</ul>"
    root = parse_html(f"<body>{checklist}</body>").getroot()
    saved = unlink_checklist_links(root)
    assert [link.get("href") for link, _ in saved] == ["/best-tents", "/best-poles", "/best-stakes", "/best-stakes"]
    relink_heading_anchors(saved)
    assert len(root.findall(".//li/a")) == 4
    assert unlink_checklist_links(parse_html(f"<body>{checklist}{index}</body>").getroot()) == []

# --- unlink_topic_lists: a tutorial's sections whose bodies are lists of links to its lessons -------

_TOPICS = (("1. Data Preprocessing", ("ML workflow", "Data Cleaning", "Feature Scaling")),
           ("2. Exploratory Data Analysis", ("Exploratory Data Analysis in Python", "Advance EDA")),
           ("3. Model Evaluation", ("Confusion Matrix", "Cross-validation", "Hyperparameter Tuning")),
           ("4. Linear Regression", ("Simple Linear Regression", "Gradient Descent")))


def _topic_sections(count: int, lede: bool = False) -> str:
    sections = ""
    for heading, lessons in _TOPICS[:count]:
        items = "".join(f"<li><a href='/ml/{name.lower().replace(' ', '-')}/'><span>{name}</span></a></li>"
                        for name in lessons)
        intro = "<p>A short word on what the lessons of this part cover.</p>" if lede else ""
        sections += f"<h3>{heading}</h3>{intro}<ul>{items}</ul>"
    return sections + "<h2>Module 2: Supervised Learning</h2><p>" + " ".join(
        ["Supervised learning trains a model on labelled data to predict new data"] * 3) + "</p>"


def test_a_tutorials_sections_of_lesson_links_stay():
    from beam_extract import extract

    for lede in (False, True):
        text = extract(_article(_topic_sections(4, lede)), markdown=False, detect_language=False).text
        for name in ("Data Cleaning", "Advance EDA", "Confusion Matrix", "Gradient Descent"):
            assert name in text, (lede, name)


def test_two_lists_of_links_among_a_storys_paragraphs_go_as_before():
    from beam_extract import extract

    text = extract(_article(_topic_sections(2)), markdown=False, detect_language=False).text
    assert "Data Cleaning" not in text and "Advance EDA" not in text


def test_lists_of_links_among_headings_alone_are_no_topic_lists():
    from beam_extract.blocks import unlink_topic_lists

    columns = "".join(f"<h4>{name}</h4><ul><li><a href='/{name}/a'>About {name}</a></li>"
                      f"<li><a href='/{name}/b'>Help with {name}</a></li></ul>"
                      for name in ("Company", "Support", "Legal", "Careers", "Press"))
    assert unlink_topic_lists(parse_html(f"<body><div>{columns}</div></body>").getroot()) == []
    root = parse_html(f"<body><div>{_topic_sections(4)}</div></body>").getroot()
    assert len(unlink_topic_lists(root)) == 10
