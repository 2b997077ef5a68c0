"""Documentation pages' code blocks, as the common doc generators and highlighters write them: the
fixtures are written here, modelled on the markup of Jekyll and Hexo (code in a `figure`), Astro
Starlight (Expressive Code frames, tabs), GitBook (code blocks streamed as React segments, Tailwind
variant classes), Shiki and gatsby-remark-prismjs (a line per element, no newlines), and Sphinx's
language-selection box."""
from beam_extract import extract
from beam_extract.clean import classify_names, listings
from beam_extract.clean.listings import separate_code_lines
from beam_extract.parse import parse_html
from beam_extract.text import render_text

PROSE = " ".join(["The installer copies the files and writes a configuration for the service."] * 6)


def article(body: str, title: str = "Installing the tool") -> str:
    """An article page (og:type article: figures go, the region narrows to its prose)."""
    return (f"<html><head><title>{title}</title><meta property='og:type' content='article'></head><body>"
            f"<header><a href='/'>Home</a></header><article><h1>{title}</h1>{body}</article>"
            f"<footer>Copyright</footer></body></html>")


def docs(main: str, title: str = "Installing the tool") -> str:
    return (f"<html><head><title>{title}</title></head><body><header><a href='/'>Home</a></header>"
            f"<main><h1>{title}</h1>{main}</main><footer>Copyright</footer></body></html>")


def test_code_listing_in_a_figure_stays_on_an_article_page():
    # Jekyll's and Hexo's highlighted blocks, and a photo with its credit beside them.
    jekyll = ("<figure class='highlight'><pre><code class='language-sh' data-lang='sh'>"
              "gem install bundler jekyll</code></pre></figure>")
    hexo = ("<figure class='highlight js'><figcaption><span>server.js</span></figcaption><table><tr>"
            "<td class='gutter'><pre><span class='line'>1</span></pre></td><td class='code'><pre>"
            "<span class='line'>const http = require('http');</span></pre></td></tr></table></figure>")
    photo = "<figure><img src='a.jpg' alt=''><figcaption>Photo: Jane Doe / Agency</figcaption></figure>"
    doc = extract(article(f"<p>{PROSE}</p>{jekyll}<p>{PROSE}</p>{hexo}{photo}<p>{PROSE}</p>"),
                  "https://blog.example.org/2026/install")
    assert "gem install bundler jekyll" in doc.text
    assert "const http = require('http');" in doc.text and "server.js" in doc.text
    assert "Photo: Jane Doe" not in doc.text


def test_starlight_code_frames_and_hidden_tab_panels_stay():
    # Astro Starlight: each shell's command in a tab panel; the tab links point at the panels, the
    # panels name their tabs; all but the first panel hidden; each command in an Expressive Code frame.
    def panel(n, command, hidden):
        return (f"<div id='tab-panel-{n}' aria-labelledby='tab-{n}' role='tabpanel'{' hidden' if hidden else ''}>"
                "<div class='expressive-code'><figure class='frame not-content'><figcaption class='header'>"
                f"</figcaption><pre data-language='sh'><code><div class='ec-line'><div class='code'>{command}"
                "</div></div></code></pre><div class='copy'><button title='Copy to clipboard'></button></div>"
                "</figure></div></div>")
    tabs = ("<starlight-tabs><div class='tablist-wrapper not-content'><ul role='tablist'>"
            "<li role='presentation' class='tab'><a role='tab' href='#tab-panel-1' id='tab-1' aria-selected='true'>"
            "Bash</a></li><li role='presentation' class='tab'><a role='tab' href='#tab-panel-2' id='tab-2'>"
            "PowerShell</a></li><li role='presentation' class='tab'><a role='tab' id='tab-3'>Cargo</a></li>"
            "</ul></div>"
            + panel(1, "sh &lt;(curl https://create.example.org/sh)", False)
            + panel(2, "irm https://create.example.org/ps | iex", True)
            + panel(3, "cargo install create-app --locked", True)
            + "</starlight-tabs>")
    doc = extract(article(f"<p>{PROSE}</p>{tabs}<p>{PROSE}</p>"), "https://docs.example.org/start/")
    assert "sh <(curl https://create.example.org/sh)" in doc.text
    assert "irm https://create.example.org/ps | iex" in doc.text  # a tab panel: one click away
    assert "cargo install create-app --locked" in doc.text


def test_gitbook_streamed_code_block_is_placed_and_kept():
    # GitBook streams each code block as a React segment (a template where it goes, a hidden div at
    # the end of the body), its classes full of Tailwind variants naming print and sidebar styles.
    block = ("<div aria-busy='false' class='group/codeblock grid shrink max-w-3xl print:break-inside-avoid "
             "page-api-block:ml-0'><button type='button' class='button print:hidden'><span>Copy</span>"
             "</button><pre class='relative overflow-auto [html.theme-bold.sidebar-filled_&amp;]:bg-tint-base "
             "rounded-md'><code class='inline-grid [count-reset:line] print:whitespace-pre-wrap'>"
             "<span class='highlight-line'><span class='highlight-line-content'>nvm install 20.2.0</span></span>"
             "</code></pre></div>")
    html = ("<html><head><title>Guide</title></head><body><main><h1>Guide</h1>"
            f"<p>{PROSE}</p><p>Install any node version that you need:</p><template id='B:5'></template>"
            f"<p>{PROSE}</p></main><div hidden id='S:5'>{block}</div></body></html>")
    doc = extract(html, "https://guide.example.io/")
    assert "nvm install 20.2.0" in doc.text
    assert "Copy" not in doc.text


def test_tailwind_print_and_arbitrary_variants_name_nothing():
    for names in ("print:break-inside-avoid max-w-3xl", "print:block",
                  "relative [html.theme-bold.sidebar-filled_&]:bg-tint-base", "[count-reset:line]"):
        assert classify_names(names) == "", names
    # other variants keep their verdicts: a grid area named as a sidebar, a tooltip group
    assert classify_names("md:[grid-area:sidebar]") == "boilerplate"
    assert classify_names("group-hover/tooltip:opacity-100") == "boilerplate"
    assert classify_names("print:hidden") == "hidden"  # hidden from the printed copy: chrome
    assert classify_names("print-button") == "boilerplate"


def test_tailwind_print_hidden_under_a_prefix_is_hidden():
    # Tailwind 3 sets the configured prefix on the utility (Hextra's "print:hx-hidden", "print:tw-hidden"),
    # Tailwind 4 before the variants ("tw:print:hidden"): each is "print:hidden"
    for names in ("print:hx-hidden", "print:tw-hidden", "hx-flex hx-border-t print:hx-hidden", "tw:print:hidden",
                  "hx:mb-8 hx:flex hx:print:hidden", "PRINT:TW-HIDDEN"):
        assert classify_names(names) == "hidden", names
    # not the print-hidden utility: another utility under a prefix, a prefix too long to be one
    for names in ("print:hx-bg-transparent", "print:tw-hiddenness", "print:abcde-hidden", "print:-hidden"):
        assert classify_names(names) == "", names


def test_code_line_candidates_are_the_elements_below_the_pre_whose_class_holds_line():
    # what the XPath "descendant::*[contains(@class, 'line')]" selected, found by one walk in C (the
    # XPath cost 4.9 ms on a pre of 9,400 elements, 2026-12-03): case as written, an escaped class
    # read as its value, the pre itself not, in document order
    from lxml import etree

    from beam_extract import clean

    pre = parse_html("<html><body><pre class='line-numbers'><code class='Line'><span class='hl-line'>a"
                     "<b class='outline'>b</b></span><span class='&#108;ine'>c</span><span class='lines'>d</span>"
                     "<i>e</i></code></pre></body></html>").getroot().find(".//pre")
    found = clean.names_holding(pre, listings._LINE_NEEDLES, ("class",))
    assert [el.get("class") for el in found] == ["hl-line", "outline", "line", "lines"]
    assert found == etree.XPath("descendant::*[contains(@class, 'line')]")(pre)


def test_code_lines_set_one_element_each_are_separated():
    # Shiki (Tailwind's docs, Astro, Nuxt) and gatsby-remark-prismjs' highlighted lines: each line its
    # own element, the stylesheet breaking them, no newline between.
    shiki = ("<pre class='shiki'><code><span class='line'><span>npm</span><span> create vite@latest my-project</span>"
             "</span><span class='line'><span>cd</span><span> my-project</span></span></code></pre>")
    gatsby = ("<pre><code><span class='gatsby-highlight-code-line'>useEffect(() =&gt; {</span>"
              "<span class='gatsby-highlight-code-line'>  subscribe();</span>\n}</code></pre>")
    ok = "<pre><code><span class='line'>one</span>\n<span class='line'>two\n</span><span class='line'>three</span></code></pre>"
    root = parse_html(f"<html><body>{shiki}{gatsby}{ok}</body></html>").getroot()
    assert separate_code_lines(root) == 2
    text = render_text(root)
    assert "npm create vite@latest my-project\ncd my-project" in text
    assert "useEffect(() => {\n  subscribe();\n}" in text
    assert "one\ntwo\nthree" in text  # lines that break already are left as they are
    doc = extract(docs(f"<p>{PROSE}</p>{shiki}"), "https://docs.example.org/install")
    assert "my-project\ncd my-project" in doc.text and "my-project\ncd my-project" in doc.markdown


def test_sphinx_language_selection_box_is_chrome():
    box = ("<div class='language-selection'>English<ul><li><a href='../zh_CN/a.html'>Chinese (Simplified)</a></li>"
           "<li><a href='../it_IT/a.html'>Italian</a></li><li><a href='../ja_JP/a.html'>Japanese</a></li></ul></div>")
    doc = extract(docs(f"{box}<p>{PROSE}</p><pre><code>git clone repo</code></pre>"), "https://docs.example.org/a")
    assert "Italian" not in doc.text and "English" not in doc.text
    assert PROSE in doc.text
    assert classify_names("versionSelection") == "boilerplate"


def termy(code: str) -> str:
    """A console session as MkDocs writes FastAPI's (Pygments' spans around HTML its script renders)."""
    return f"<div class='termy'><div class='highlight'><pre><span></span><code>{code}</code></pre></div></div>"


def test_termynal_sessions_are_read_as_the_html_their_script_renders():
    # FastAPI's docs: the code's text is HTML (escaped in the page) that termynal renders; a reader
    # sees "fastapi dev main.py", never the font tags. Pygments splits the tags over its spans.
    session = termy("<span class='gp'>$ </span>&lt;font<span class='w'> </span><span class='nv'>color</span>"
                    "<span class='o'>=</span><span class='s2'>&quot;#4E9A06&quot;</span>&gt;fastapi&lt;/font&gt;"
                    " dev &lt;u style=&quot;text-decoration-style:solid&quot;&gt;main.py&lt;/u&gt;\n"
                    "<span class='go'>  &lt;span style=&quot;background-color:#009485&quot;&gt;&lt;font "
                    "color=&quot;#D3D7CF&quot;&gt; FastAPI &lt;/font&gt;&lt;/span&gt;  Starting server"
                    "&lt;br&gt;done &amp;amp; ready</span>\n")
    plain = ("<div class='highlight'><pre><code>&lt;font color=&quot;red&quot;&gt;kept&lt;/font&gt;"
             " if a &lt; b</code></pre></div>")
    doc = extract(docs(f"<p>{PROSE}</p>{session}<p>{PROSE}</p>{plain}"), "https://docs.example.org/tutorial/")
    assert "$ fastapi dev main.py" in doc.text
    assert "FastAPI   Starting server\ndone & ready" in doc.text
    shown = doc.text.split("$ fastapi")[1].split("ready")[0]
    assert "font" not in shown and "color" not in shown and "<" not in shown
    # a code block outside a termynal box shows HTML as it is written
    assert '<font color="red">kept</font> if a < b' in doc.text


def test_terminal_markup_is_rendered_once_and_plain_text_left_alone():
    tree = parse_html("<div class='termy'><div><pre><code>a &lt; b &lt;3 &lt;b&gt;c&lt;/b&gt;</code></pre></div></div>")
    pre = tree.find(".//pre")
    assert listings._in_terminal_demo(pre)
    assert listings.render_terminal_markup(pre)
    assert pre.findtext("code") == "a < b <3 c" and len(pre) == 1
    assert not listings.render_terminal_markup(pre)  # nothing left to render
    far = parse_html("<div class='termy'><div><div><div><pre>x</pre></div></div></div></div>").find(".//pre")
    assert not listings._in_terminal_demo(far)  # past TERMINAL_CLIMB


def test_mkdocs_material_tab_labels_go_and_their_panels_stay():
    # Material for MkDocs' content tabs: a radio button per tab, their labels side by side over a row
    # of as many panels; the labels go as a marked tab strip's do (the golds leave them out).
    tabs = ("<div class='tabbed-set tabbed-alternate' data-tabs='1:2'><input checked id='__tabbed_1_1' "
            "name='__tabbed_1' type='radio'><input id='__tabbed_1_2' name='__tabbed_1' type='radio'>"
            "<div class='tabbed-labels'><label for='__tabbed_1_1'>pip</label><label for='__tabbed_1_2'>conda</label>"
            "</div><div class='tabbed-content'><div class='tabbed-block'><pre><code>pip install tool"
            "</code></pre></div><div class='tabbed-block'><pre><code>conda install tool</code></pre></div></div></div>")
    doc = extract(docs(f"<p>{PROSE}</p>{tabs}<p>{PROSE}</p>"), "https://docs.example.org/install/")
    assert "pip conda" not in doc.text and "pipconda" not in doc.text
    assert "pip install tool" in doc.text and "conda install tool" in doc.text
    de = tabs.replace(">pip</label>", ">Mit pip installieren</label>").replace(">conda<", ">Mit conda installieren<")
    text = extract(docs(f"<p>{PROSE}</p>{de}<p>{PROSE}</p>"), "https://docs.example.org/de/install/").text
    assert "Mit pip installieren" not in text and "Mit conda installieren" not in text
    assert "pip install tool" in text and "conda install tool" in text


def test_a_forms_labels_without_a_row_of_panels_stay():
    # Labels side by side whose fields are gone with the form controls, over one text, not a row of
    # one panel per label: not tabs.
    labels = ("<div class='choices'><label for='size-s'>Kleine Tasse</label><label for='size-l'>Große Tasse"
              "</label></div><div class='note'><p>Die Größe gilt für jede Bestellung dieser Woche.</p></div>")
    text = extract(docs(f"<p>{PROSE}</p>{labels}<p>{PROSE}</p>"), "https://docs.example.org/order/").text
    assert "Kleine Tasse" in text and "Große Tasse" in text


def test_a_listing_folded_behind_a_checkbox_goes_with_its_label():
    # pdoc's "View Source": a checkbox, its label, then the whole source, shown only when ticked. In
    # German too: the shape tells it, not the word.
    folded = ("<input id='m-src' class='view-source-toggle-state' type='checkbox' aria-hidden='true'>"
              "<label class='view-source-button' for='m-src'><span>Quelltext anzeigen</span></label>"
              "<div class='pdoc-code codehilite'><pre><span>import pool_internal_secret</span></pre></div>")
    doc = extract(docs(f"<p>{PROSE}</p>{folded}<p>{PROSE}</p>"), "https://docs.example.org/api/")
    assert "Quelltext anzeigen" not in doc.text and "pool_internal_secret" not in doc.text
    assert doc.text.count("The installer copies") == 12


def test_a_listing_after_a_tab_label_or_a_long_label_stays():
    # Radio tabs (Material's) show their listings; a checkbox's long label is a sentence, not a control.
    tabs = ("<input id='t1' name='t' type='radio' checked><label for='t1'>pip</label>"
            "<pre><code>pip install tool</code></pre>")
    long_label = ("<input id='agree' type='checkbox'><label for='agree'>I have read the licence below and"
                  " accept every one of its terms</label><pre>Licence: MIT, see the file COPYING</pre>")
    doc = extract(docs(f"<p>{PROSE}</p>{tabs}{long_label}<p>{PROSE}</p>"), "https://docs.example.org/api/")
    assert "pip install tool" in doc.text and "Licence: MIT" in doc.text
    assert listings.TOGGLE_LABEL_MAX < len("I have read the licence below and accept every one of its terms")


def test_a_listing_folded_in_a_closed_details_goes_with_its_summary():
    # mkdocstrings' "Source code in": a closed details, its summary, then the file's listing with its
    # line numbers' pre in a table. In French too: the shape tells it, not the words.
    folded = ("<details class='quote'><summary>Code source dans <code>client/session.py</code></summary>"
              "<div class='highlight'><table class='highlighttable'><tr><td class='linenos'><div class='linenodiv'>"
              "<pre>12\n13</pre></div></td><td class='code'><div><pre><code>import pool_internal_secret\n"
              "pool = None</code></pre></div></td></tr></table></div></details>")
    doc = extract(docs(f"<p>{PROSE}</p>{folded}<p>{PROSE}</p>"), "https://docs.example.org/api/")
    assert "Code source dans" not in doc.text and "pool_internal_secret" not in doc.text
    assert doc.text.count("The installer copies") == 12


def test_an_open_details_or_one_of_prose_and_code_stays():
    # An open details shows its listing; a closed answer of prose with an example is the page's FAQ.
    shown = "<details open><summary>Output</summary><pre>200 OK from the shown listing</pre></details>"
    answer = ("<details><summary>Can sessions be shared?</summary><p>No: give each worker thread its own session "
              "object, built once when the thread starts, and close it when the thread ends.</p>"
              "<pre>session = Session()</pre></details>")
    doc = extract(docs(f"<p>{PROSE}</p>{shown}{answer}<p>{PROSE}</p>"), "https://docs.example.org/api/")
    assert "200 OK from the shown listing" in doc.text
    assert "give each worker thread" in doc.text and "session = Session()" in doc.text


def test_a_ruby_generators_folded_method_source_goes_with_its_toggle():
    # RDoc's Darkfish: "click to toggle source" in the method's heading, the source hidden by its
    # stylesheet under the description; YARD: the line numbers' pre beside the code's, in a table.
    rdoc = ("<div class='method-detail'><div class='method-header'><div class='method-heading'>"
            "<span class='method-callseq'>fetch(url) → response</span><span class='method-click-advice'>click to toggle source"
            "</span></div></div><div class='method-description'><p>Fetches the page at the address and keeps its body.</p>"
            "<div class='method-source-code'><pre><span class='ruby-comment'># File lib/tool/fetch.rb, line 12</span>\n"
            "def fetch(url)\n  pool_internal_secret(url)\nend</pre></div></div></div>")
    yard = ("<div class='method_details'><h3 class='signature'>#fetch(url)</h3><div class='docstring'><p>Fetches the page "
            "at the address and keeps its body.</p></div><table class='source_code'><tr><td><pre class='lines'>12\n13\n14</pre>"
            "</td><td><pre class='code'><span class='info file'># File 'lib/tool/fetch.rb', line 12</span>\n\ndef fetch(url)\n"
            "  yard_internal_secret(url)\nend</pre></td></tr></table></div>")
    doc = extract(docs(f"<p>{PROSE}</p>{rdoc}{yard}<p>{PROSE}</p>"), "https://docs.example.org/api/")
    assert "pool_internal_secret" not in doc.text and "yard_internal_secret" not in doc.text
    assert "click to toggle source" not in doc.text and "# File" not in doc.text
    assert "fetch(url) → response" in doc.text and doc.text.count("Fetches the page") == 2


def test_a_listing_that_only_quotes_a_file_comment_or_sits_beside_prose_stays():
    # A shell listing whose first line is other, and a source box holding prose beside the listing:
    # the prose stays, and a listing not opened by the generator's comment line stays whole.
    other = "<pre># Files are copied, line by line\ncp -r src dst</pre>"
    beside = ("<div class='example'><p>Run it once the service is stopped.</p>"
              "<pre># File lib/tool/fetch.rb, line 12\ndef fetch(url)\nend</pre></div>")
    doc = extract(docs(f"<p>{PROSE}</p>{other}{beside}<p>{PROSE}</p>"), "https://docs.example.org/api/")
    assert "cp -r src dst" in doc.text and "Run it once the service is stopped." in doc.text


def test_jsdocs_source_line_goes_and_its_other_tags_stay():
    # JSDoc's default template: "Source: client.js, line 12" beside the member's other tags.
    details = ("<h4 class='name' id='fetch'>fetch<span class='signature'>(url)</span></h4><div class='description'>"
               "<p>Fetches the page at the address and keeps its body.</p></div><dl class='details'>"
               "<dt class='tag-since'>Since:</dt><dd class='tag-since'><ul class='dummy'><li>2.1.0</li></ul></dd>"
               "<dt class='tag-source'>Source:</dt><dd class='tag-source'><ul class='dummy'><li><a href='fetch.js.html'>fetch.js"
               "</a>, <a href='fetch.js.html#line12'>line 12</a></li></ul></dd></dl>")
    text = extract(docs(f"<p>{PROSE}</p>{details}<p>{PROSE}</p>"), "https://docs.example.org/api/").text
    assert "line 12" not in text and "Source:" not in text
    assert "Since:" in text and "2.1.0" in text and "Fetches the page" in text


def test_a_definition_with_a_line_link_among_words_stays():
    # A glossary entry linking to a line of a listing says more than "<file>, line <n>".
    entry = ("<dl><dt>Retry budget:</dt><dd>See <a href='config.html#line40'>line 40</a> of the sample configuration, "
             "where the budget is set for every worker.</dd></dl>")
    text = extract(docs(f"<p>{PROSE}</p>{entry}<p>{PROSE}</p>"), "https://docs.example.org/api/").text
    assert "Retry budget:" in text and "line 40 of the sample configuration" in text


def notion_code(code: str, style: str = "font-family: SFMono-Regular, Menlo, Consolas, monospace; white-space: pre;") -> str:
    """Notion's published code block: the language picker and Copy as ARIA buttons beside a `div`
    whose own style sets it as a listing."""
    return ("<div class='notion-selectable notion-code-block'><div style='display: flex;'>"
            "<div style='position: absolute;'><div role='button' tabindex='0'>Python<svg></svg></div></div>"
            "<div style='position: absolute;'><div role='button' tabindex='0'><svg></svg>Copy</div></div>"
            f"<div class='line-numbers notion-code-block' style='flex-grow: 1; {style}' role='textbox'>"
            f"<span class='token keyword'>{code}</span></div></div></div>")


def test_a_block_styled_as_a_listing_keeps_its_lines_and_loses_its_toolbar():
    code = "client = Client(timeout=5.0)\nresponse = client.get(url)"
    doc = extract(docs(f"<p>{PROSE}</p>{notion_code(code)}<p>{PROSE}</p>"), "https://docs.example.org/install")
    assert code in doc.text
    assert f"```\n{code}\n```" in doc.markdown
    assert "Python" not in doc.text and "Copy" not in doc.text


def test_prose_styled_to_keep_its_breaks_or_one_line_stays_prose():
    # pre-wrap (a comment's or a review's text keeps its breaks), no monospace font, or a single line:
    # no listing; role "button" elements beside no listing (an accordion's question) stay.
    wrapped = "<div style='white-space: pre-wrap; font-family: monospace'>First line of a note\nSecond line</div>"
    sans = "<div style='white-space: pre; font-family: Helvetica, sans-serif'>Opening hours\nMonday to Friday</div>"
    single = notion_code("pip install client")
    question = "<div><div role='button' aria-expanded='false'>How long is a session kept?</div><p>For an hour.</p></div>"
    doc = extract(docs(f"<p>{PROSE}</p>{wrapped}{sans}{single}{question}<p>{PROSE}</p>"), "https://docs.example.org/install")
    assert "```" not in doc.markdown
    assert "First line of a note" in doc.text and "Opening hours" in doc.text and "pip install client" in doc.text
    assert "How long is a session kept?" in doc.text


def test_styled_listings_are_read_in_linear_time():
    # A nest of blocks each styled as a listing (each read up to its second line only, the outer one
    # renamed and the rest inside it), and a run of listings each beside an ARIA button.
    from cpu_budget import within_growth

    from beam_extract.clean.listings import render_styled_listings, tidy_code_and_links

    style = "font-family: monospace; white-space: pre"

    def prepare(size: int):
        nest = f"<div style='{style}'>a\nb " * size + "</div>" * size
        row = "<div><div role='button'>Copy</div><pre>x = 1\ny = 2</pre></div>" * size
        root = parse_html(f"<html><body><main>{nest}{row}</main></body></html>").getroot()

        def run():
            renamed = render_styled_listings(root)
            tidy_code_and_links(root)
            return renamed, render_text(root).count("Copy")
        return run

    small, large = within_growth(9, prepare, 100, 400)
    assert small[0] == (1, 0) and large[0] == (1, 0)


LINES = "client = Client(timeout=5.0)\nresponse = client.get(url)"


def listing_page(listing: str) -> str:
    return docs(f"<p>{PROSE}</p>{listing}<p>{PROSE}</p>")


def test_a_raw_listing_an_engines_script_renders_keeps_its_lines():
    # Writerside's `div.code-block` holding the raw lines its app.js highlights; a `code` naming its
    # language the same way, outside any `pre`.
    for listing in (f"<div class='code-block' data-lang='python'>{LINES}</div>",
                    f"<code class='language-python' data-language='python'>{LINES}</code>"):
        doc = extract(listing_page(listing), "https://docs.example.org/install")
        assert LINES in doc.text, listing
        assert f"```\n{LINES}\n```" in doc.markdown or f"```python\n{LINES}\n```" in doc.markdown, doc.markdown


def test_blocks_naming_a_language_that_are_no_raw_listing_stay_as_they_are():
    # A share widget's locale in data-lang; a code box of one line; a box holding its own `pre`.
    widget = "<div class='social-box' data-lang='de'><p>Teilen Sie diesen Artikel mit Freunden.\nOder drucken Sie ihn aus.</p></div>"
    one_line = "<div class='code-block' data-lang='sh'>pip install client</div>"
    held = f"<div class='highlight' data-lang='python'><div>{LINES}</div></div>"
    doc = extract(listing_page(widget + one_line + held), "https://docs.example.org/install")
    assert "```" not in doc.markdown
    assert "pip install client" in doc.text and "client = Client(timeout=5.0) response" in doc.text


def test_line_elements_closing_on_their_own_break_are_one_line_each():
    # Docusaurus' Prism renderer: each line a `span.token-line` ending in its own `br`.
    lines = "".join(f"<span class='token-line'><span class='token plain'>{line}</span><br></span>"
                    for line in LINES.split("\n"))
    listing = f"<pre class='prism-code language-python'><code class='codeBlockLines_e6Vv'>{lines}</code></pre>"
    doc = extract(listing_page(listing), "https://docs.example.org/install")
    assert LINES in doc.text
    assert f"\n{LINES}\n```" in doc.markdown


def test_blocks_inside_a_listing_are_its_lines():
    # Expressive Code (Starlight): each line a `div.ec-line` holding a gutter and a `div.code`.
    def line(number, code, hidden=" aria-hidden='true'"):
        return (f"<div class='ec-line'><div class='gutter'><div class='ln'{hidden}>{number}</div></div>"
                f"<div class='code'>{code}</div></div>")
    listing = ("<div class='expressive-code'><figure class='frame'><pre data-language='python'><code>"
               + "".join(line(n, code) for n, code in enumerate(LINES.split("\n"), 1))
               + "</code></pre></figure></div>")
    doc = extract(listing_page(listing), "https://docs.example.org/install")
    assert LINES in doc.text
    assert f"\n{LINES}\n```" in doc.markdown
    bare = ("<pre><code><div class='ec-line'><div class='code'>a = 1</div></div><div class='ec-line'>"
            "<div class='code'>b = 2</div></div></code></pre>")
    doc = extract(listing_page(bare), "https://docs.example.org/install")
    assert "a = 1\nb = 2" in doc.text and "```\na = 1\nb = 2\n```" in doc.markdown
    # react.dev's CodeMirror lines: each `div.cm-line` closing on its own `br`; Twilio's numbers in a
    # box of their own before each line's box.
    react = ("<pre><code><div class='cm-line'>a = 1<br/></div><div class='cm-line'>b = 2<br/></div>"
             "<div class='cm-line'>c = 3<br/></div></code></pre>")
    twilio = ("<pre><div><div><span class='css-519pyc'>1</span><div class='css-luzz01'><div>composer require x\n"
              "</div></div></div><div><span class='css-519pyc'>2</span><div class='css-luzz01'><div>composer install"
              "</div></div></div></div></pre>")
    doc = extract(listing_page(react + twilio), "https://docs.example.org/install")
    assert "a = 1\nb = 2\nc = 3" in doc.text
    assert "1 composer require x\n2 composer install" in doc.text


def test_inline_line_numbers_are_spaced_from_their_code():
    # Chroma's inline numbers (`span.ln`) and a Shiki transformer's `span.line-number`: a number
    # and its line's first word are two words; a table's number column stays as it is.
    chroma = "".join(f"<span class='line'><span class='ln'>{n}</span><span class='cl'>{code}\n</span></span>"
                     for n, code in enumerate(LINES.split("\n"), 1))
    shiki = "".join(f"<span class='line'><span class='line-number'>{n}</span><span>{code}</span></span>"
                    for n, code in enumerate(LINES.split("\n"), 1))
    for listing in (f"<div class='highlight'><pre class='chroma'><code>{chroma}</code></pre></div>",
                    f"<pre class='shiki'><code>{shiki}</code></pre>"):
        doc = extract(listing_page(listing), "https://docs.example.org/install")
        assert "1 client = Client(timeout=5.0)\n2 response = client.get(url)" in doc.text, doc.text
    table = ("<table class='lntable'><tr><td class='lntd'><pre class='chroma'><code><span class='lnt'>1\n</span>"
             "<span class='lnt'>2\n</span></code></pre></td><td class='lntd'><pre class='chroma'>"
             f"<code>{LINES}</code></pre></td></tr></table>")
    doc = extract(listing_page(table), "https://docs.example.org/install")
    assert "1\n2" in doc.text and LINES in doc.text


def test_a_listings_language_label_beside_it_goes():
    # VitePress: "sh" in the corner of a `div.language-sh`, beside its copy button and `pre`.
    listing = ("<div class='language-sh vp-adaptive-theme'><button title='Copy Code' class='copy'></button>"
               "<span class='lang'>sh</span><pre class='shiki vp-code'><code><span class='line'><span>"
               "npm install client</span></span></code></pre></div>")
    titled = ("<div class='language-python'><span class='title'>client.py</span>"
              f"<pre><code>{LINES}</code></pre></div>")
    doc = extract(listing_page(listing + titled), "https://docs.example.org/install")
    assert "npm install client" in doc.text and "client.py" in doc.text
    assert "\nsh\n" not in f"\n{doc.text}\n"
