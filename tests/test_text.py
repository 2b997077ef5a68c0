"""text.render_text: each layout rule, with exact expected strings."""
from beam_extract.parse import parse_html
from beam_extract.text import render_text


def render(html: str) -> str:
    return render_text(parse_html(html).getroot())


def test_headings_and_paragraphs_are_blocks_separated_by_a_blank_line():
    assert render("<h1>Title</h1><p>First para.</p><p>Second para.</p>") == "Title\n\nFirst para.\n\nSecond para."


def test_whitespace_is_collapsed_outside_pre():
    assert render("<p>  many \n\n  spaces\there </p>") == "many spaces here"


def test_br_is_a_line_break():
    assert render("<p>line one<br>line two<br/>line three</p>") == "line one\nline two\nline three"


def test_list_items_each_on_their_own_line():
    assert render("<ul><li>apples</li><li>pears <b>and</b> plums</li></ul><p>after</p>") == "apples\npears and plums\n\nafter"


def test_table_rows_on_lines_and_cells_separated_by_tab():
    html = "<table><tr><th>Name</th><th>Qty</th></tr><tr><td>bolt</td><td>4</td></tr></table>"
    assert render(html) == "Name\tQty\nbolt\t4"


def test_pre_keeps_its_whitespace():
    html = "<p>code:</p><pre>def f():\n    return  1\n\nx = f()</pre><p>done</p>"
    assert render(html) == "code:\n\ndef f():\n    return  1\n\nx = f()\n\ndone"


def test_inline_elements_do_not_break_lines():
    assert render("<p>a <a href='#'>link</a>, <em>emphasis</em> and <code>code</code>.</p>") == "a link, emphasis and code."


def test_head_scripts_styles_and_controls_give_no_text():
    html = (
        "<html><head><title>Page title</title><style>p{}</style></head><body>"
        "<p>kept</p><script>var x = 1;</script><noscript></noscript><template><p>tpl</p></template>"
        "<svg><text>svg text</text></svg><select><option>One</option></select><input value='typed'>"
        "</body></html>"
    )
    assert render(html) == "kept"


def test_hidden_elements_give_no_text():
    html = (
        "<p>visible</p><p hidden>attr</p><p aria-hidden='true'>aria</p>"
        "<p style='display: none'>styled</p><p style='visibility:hidden'>invisible</p>"
    )
    assert render(html) == "visible"


def test_collapsed_accordion_panel_is_still_text():
    html = "<div class='accordion-panel' hidden><p>The answer.</p></div>"
    assert render(html) == "The answer."


def test_tail_text_after_a_skipped_element_is_kept():
    assert render("<p>before<script>x()</script> after</p>") == "before after"


def test_nested_blocks_do_not_produce_more_than_one_blank_line():
    assert render("<div><div><p>a</p></div></div><div><section><p>b</p></section></div>") == "a\n\nb"


def test_deep_nesting_renders_without_recursion():
    depth = 1500
    html = "<body>" + "<span>" * depth + "deep" + "</span>" * depth + "</body>"
    assert render(html) == "deep"


def test_control_characters_are_removed():
    assert render("<p>a\x01b\x02c\x7f</p>") == "abc"
