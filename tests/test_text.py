"""text.render_text: each layout rule, with exact expected strings."""
from lxml import etree

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


def test_breaks_in_a_row_give_the_strongest_one_and_eat_the_whitespace_around_them():
    html = (
        "<div> a <br> <p> b </p> <ul> <li> c </li> <li> d <br> </li> </ul>"
        " <table> <tr> <td> e </td> <td> </td> <td> f </td> </tr> </table> </div>"
    )
    assert render(html) == "a\n\nb\n\nc\nd\n\ne\tf"


def test_only_html_whitespace_is_collapsed():
    # An em space is a character of the text; a no-break space collapses like a space.
    assert render("<p>one\u2003two\u00a0 three</p>") == "one\u2003two three"


def test_comment_and_processing_instruction_tails_are_text():
    # The parser drops comments, but a tree built elsewhere may hold them.
    root = etree.fromstring("<div><p>before<!-- note -->after<?pi x?> end</p><!-- c --><p>next</p></div>")
    assert render_text(root) == "beforeafter end\n\nnext"


def test_icon_font_glyphs_in_page_text_are_dropped_not_turned_into_breaks():
    # Icon fonts put private-use characters in the text; they carry nothing without the font.
    html = "<p><i>\ue000</i> Share this \ue001story</p><pre>keep  \ue004 this\n  layout</pre><p>end</p>"
    assert render(html) == "Share this story\n\nkeep   this\n  layout\n\nend"
