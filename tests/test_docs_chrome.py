"""Documentation pages' chrome: the fixtures are written here, modelled on the markup of the common
doc generators (MkDocs Material, Docusaurus, Sphinx, blogs' table-of-contents plugins)."""
from clean_modules import patch_clean

from beam_extract import extract
from beam_extract.clean import classify_names, clean_content
from beam_extract.clean.labelled import drop_labelled_sections
from beam_extract.clean.phrases import is_section_label
from beam_extract.clean.widget_reads import named_a_menu_only
from beam_extract.parse import parse_html
from beam_extract.text import render_text

PROSE = " ".join(["The installer copies the files and writes a configuration for the service."] * 6)


def labelled(body: str) -> str:
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    drop_labelled_sections(root)
    return render_text(root)


def page(main: str, title: str = "Installing the tool") -> str:
    return (f"<html><head><title>{title}</title></head><body><header><a href='/'>Home</a></header>"
            f"<main>{main}</main><footer>Copyright</footer></body></html>")


def test_contents_titles_in_several_languages():
    for title in ("On this page", "Table of Contents", "In this article", "Contents", "Inhaltsverzeichnis",
                  "Sommaire", "Table des matières", "Índice", "Spis treści", "Inhoudsopgave"):
        assert is_section_label(title), title
    assert not is_section_label("Contents of the package")
    assert not is_section_label("On this page you will find the steps")


def test_contents_box_of_in_page_links_goes_with_its_title():
    toc = ("<nav class='toc'><h2>On this page</h2><ul><li><a href='#install'>Install</a></li>"
           "<li><a href='#configure'>Configure</a></li><li><a href='#run'>Run</a></li></ul></nav>")
    out = labelled(f"<div><h1>Setup</h1>{toc}<h2 id='install'>Install</h2><p>{PROSE}</p></div>")
    assert "On this page" not in out and "Configure" not in out
    assert "Install" in out and PROSE in out


def test_contents_title_left_alone_by_a_script_filled_list_goes():
    # A blog's TOC plugin: the title, then an empty container the script fills; or the title over
    # a list of anchors that the link rules judge.
    empty = f"<p>{PROSE}</p><div class='toc'><p class='toc-title'>Table of Contents</p><div class='toc-list'></div></div>"
    assert labelled(empty).strip() == PROSE
    listed = (f"<p>{PROSE}</p><h2 class='simpletoc-title'>Table of Contents</h2><ul class='simpletoc-list'>"
              "<li><a href='#supplies'>Supplies</a></li><li><a href='#steps'>Steps</a></li></ul>"
              f"<h2 id='supplies'>Supplies</h2><p>{PROSE}</p>")
    out = labelled(listed)
    assert "Table of Contents" not in out
    assert "Supplies" in out and out.count(PROSE) == 2


def test_contents_title_over_prose_or_a_page_that_is_its_contents_stays():
    # A README's "Table of Contents" heading over a sentence pointing elsewhere is content.
    readme = f"<div><h2>Table of Contents</h2></div><p>See <a href='SUMMARY.md'>SUMMARY.md</a></p><p>{PROSE}</p>"
    assert "Table of Contents" in labelled(readme)
    # A manual's chapter index: the contents are the page (over half of the region's text).
    chapters = "".join(f"<li><a href='ch{i}.html'>Chapter {i}: a part of the manual</a></li>" for i in range(20))
    index = f"<div class='toc'><h2>Table of Contents</h2><ul>{chapters}</ul></div><p>Read them in order.</p>"
    out = labelled(index)
    assert "Table of Contents" in out and "Chapter 19" in out


def test_contents_title_over_the_story_goes_when_its_list_is_gone():
    # the title alone (a script fills the list, or the list went) right over a paragraph of the story
    for title in ("In this article:", "Jump to:", "Contents hide", "In diesem Artikel", "Dans cet article",
                  "En esta página", "In questo articolo", "W tym artykule", "In dit artikel", "Neste artigo"):
        out = labelled(f"<div><div class='side'><p>{title}</p></div><div class='body'><p>{PROSE}</p></div></div>")
        assert title not in out and PROSE in out, title
        out = labelled(f"<div><div class='head'><h3>{title}</h3></div><p>{PROSE}</p></div>")
        assert title not in out and PROSE in out, title
    assert not is_section_label("Jump to the next chapter")


def test_contents_box_of_unlinked_entries_naming_the_headings_goes():
    toc = ("<div class='rail'><h2>In This Article</h2><ul><li><span>Choosing the beans</span></li>"
           "<li><span>Grinding them</span></li><li><span>Brewing the coffee</span></li></ul></div>")
    story = (f"<div class='story'><h2>Choosing the beans</h2><p>{PROSE}</p><h2>Grinding them</h2><p>{PROSE}</p>"
             f"<h2>Brewing the coffee</h2><p>{PROSE}</p></div>")
    out = labelled(f"<div>{toc}{story}</div>")
    assert "In This Article" not in out
    assert out.count("Grinding them") == 1 and out.count(PROSE) == 3
    # a box whose other lines are not the page's headings stays
    facts = ("<div class='rail'><h2>In this article</h2><ul><li><span>Serves four people</span></li>"
             "<li><span>Takes twenty minutes</span></li></ul></div>")
    assert "Serves four people" in labelled(f"<div>{facts}{story}</div>")


def test_contents_box_of_more_pieces_than_the_cap_is_not_read_as_contents(monkeypatch):
    # a hostile page's titles nested deep each opened the same huge box: past CONTENTS_MAX_PIECES
    # pieces of text a box is no table of contents (its entries are not read at all)

    titles = ["Choosing the beans", "Grinding them", "Brewing the coffee", "Serving it"]
    story = "".join(f"<h2>{title}</h2><p>{PROSE}</p>" for title in titles)

    def page_with_entries(count: int) -> str:
        entries = "".join(f"<li><span>{title}</span></li>" for title in titles[:count])
        return labelled(f"<div><div class='rail'><h2>In This Article</h2><ul>{entries}</ul></div>"
                        f"<div class='story'>{story}</div></div>")

    patch_clean(monkeypatch, "CONTENTS_MAX_PIECES", 4)
    assert "In This Article" not in page_with_entries(3)  # the title and three entries: four pieces
    assert "In This Article" in page_with_entries(4)


def test_contents_box_naming_headings_an_earlier_label_took_stays():
    # the page's heading texts are read once a pass (at the first contents box) and kept across
    # the drops after it: headings gone with a "Related posts" box are no entries' headings
    facts = ("<div class='rail'><h2>In this article</h2><ul><li><span>Serves four people</span></li>"
             "<li><span>Takes twenty minutes</span></li></ul></div>")
    related = ("<div><h2>Related posts</h2><ul><li><h3>Choosing the beans</h3></li><li><h3>Grinding them</h3></li>"
               "<li><h3>Brewing the coffee</h3></li></ul></div>")
    toc = ("<div class='rail'><h2>In This Article</h2><ul><li><span>Choosing the beans</span></li>"
           "<li><span>Grinding them</span></li><li><span>Brewing the coffee</span></li></ul></div>")
    out = labelled(f"<div>{facts}{related}{toc}<div class='story'><p>{PROSE}</p><p>{PROSE}</p></div></div>")
    assert "Related posts" not in out and "Serves four people" in out
    assert "In This Article" in out and out.count("Grinding them") == 1


def test_extract_drops_a_docs_page_contents_box():
    toc = ("<div class='toc'><h2>Contents</h2><ul><li><a href='#a'>Download</a></li>"
           "<li><a href='#b'>Unpack</a></li></ul></div>")
    doc = extract(page(f"<h1>Installing the tool</h1>{toc}<h2 id='a'>Download</h2><p>{PROSE}</p>"
                       f"<h2 id='b'>Unpack</h2><p>{PROSE}</p><pre><code>tar xf tool.tar</code></pre>"),
                  "https://docs.example.org/install")
    assert "Contents" not in doc.text
    assert doc.text.count(PROSE) == 2 and "tar xf tool.tar" in doc.text


def test_version_and_language_pickers_are_chrome():
    for names in ("version-switcher doc-switcher", "docs-version-selector", "VersionPicker", "language-selector",
                  "Language_lang_selector__9SzMj", "localeSwitcher"):
        assert classify_names(names) == "boilerplate", names
    assert classify_names("version-notes") == "" and classify_names("language-reference") == ""


def test_compound_widget_names_are_split_into_their_cues():
    for names in ("printfooter", "navheader", "navfooter", "menuwrap", "sidebarnav", "breadcrumbnav", "footerlinks"):
        assert classify_names(names) == "boilerplate", names
    # a compound of a menu word is a menu as its split form is (a menu holding prose is content)
    menu = parse_html("<div class='menuwrap'><p>x</p></div>").getroot().find(".//div")
    assert named_a_menu_only(menu)
    assert classify_names("footnote") == "" and classify_names("navigator-guide") == ""


def test_extract_drops_wiki_and_docbook_chrome_inside_the_content():
    # MediaWiki's "Retrieved from" line; DocBook's (PostgreSQL, many manuals) Prev/Up/Next bars;
    # Django's version switcher.
    body = (f"<div class='navheader'><table><tr><td><a href='p.html'>Prev</a></td><td><a href='u.html'>Up</a></td>"
            f"<td><a href='n.html'>Next</a></td></tr></table></div><h1>Indexes</h1><p>{PROSE}</p>"
            f"<pre>CREATE INDEX test1_id_index ON test1 (id);</pre><p>{PROSE}</p>"
            "<ul id='doc-versions' class='version-switcher'><li><a href='/dev/'>dev</a></li><li><a href='/5.2/'>5.2</a>"
            "</li></ul><div class='printfooter'>Retrieved from \"https://wiki.example.org/index.php?oldid=1\"</div>"
            "<div class='navfooter'><a href='p.html'>Prev</a> <a href='n.html'>Next</a></div>")
    doc = extract(page(body, "Indexes"), "https://docs.example.org/indexes.html")
    assert doc.text.count(PROSE) == 2 and "CREATE INDEX" in doc.text
    for chrome in ("Prev", "Next", "Retrieved from", "5.2", "dev"):
        assert chrome not in doc.text, chrome


def test_feedback_prompts_and_edit_links_standing_alone_go():
    prompts = ("Was this page helpful?", "Edit this page", "Edit on GitHub", "War diese Seite hilfreich?",
               "Cette page vous a-t-elle été utile ?", "¿Te ha resultado útil?", "Czy ta strona była pomocna?")
    body = f"<p>{PROSE}</p>" + "".join(f"<div class='x{i}'>{text}</div>" for i, text in enumerate(prompts))
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    clean_content(root)
    assert render_text(root).strip() == PROSE
    # inside a sentence, or asking something else, the words stay
    kept = "<p>Was this page helpful to you when you set up the service on the new machine last week?</p>"
    root = parse_html(f"<html><body><p>{PROSE}</p>{kept}<div>Edit</div></body></html>").getroot()
    clean_content(root)
    out = render_text(root)
    assert "Was this page helpful to you" in out and "Edit" in out


def test_feedback_prompts_of_the_help_centres_other_language_packs_go():
    """Microsoft Learn's and the help centres' prompt in their Japanese, Chinese, Russian, Turkish,
    Swedish, Czech and Danish packs, standing alone, goes; a sentence holding the words stays."""
    prompts = ("このページはお役に立ちましたか?", "此页面是否有帮助?", "此頁面對您有幫助嗎?", "本文对您有帮助吗？",
               "Была ли эта страница полезной?", "Была ли эта статья полезна?", "Bu sayfa yararlı oldu mu?",
               "Var den här sidan till hjälp?", "Byla tato stránka užitečná?", "Var denne side nyttig?")
    body = f"<p>{PROSE}</p>" + "".join(f"<div class='x{i}'>{text}</div>" for i, text in enumerate(prompts))
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    clean_content(root)
    assert render_text(root).strip() == PROSE
    kept = "<p>Была ли эта страница полезной для тех, кто впервые настраивал сервер, мы узнаем из опроса.</p>"
    root = parse_html(f"<html><body><p>{PROSE}</p>{kept}</body></html>").getroot()
    clean_content(root)
    assert "Была ли эта страница полезной для тех" in render_text(root)


def test_permalink_signs_and_source_view_links_go():
    # Sphinx's and MkDocs' "¶" beside headings and API entries, rustdoc's "§" and its "Source" links
    # into the crate's highlighted sources; Sphinx's "[source]" into `_modules/` stays.
    sphinx = ("<h2>Install<a class='headerlink' href='#install' title='Link to this heading'>¶</a></h2>"
              "<dl class='py function'><dt class='sig'><span class='sig-name'>cache</span>(user_function)"
              "<a class='reference internal' href='_modules/functools.html#cache'><span class='viewcode-link'>"
              "[source]</span></a><a class='headerlink' href='#functools.cache'>¶</a></dt>"
              f"<dd><p>{PROSE}</p></dd></dl>")
    rustdoc = ("<h2 id='tour'><a class='doc-anchor' href='#tour'>§</a>A Tour</h2>"
               "<section class='method'><a class='src rightside' href='../../src/core/result.rs.html#553-555'>"
               "Source</a><h4 class='code-header'>pub fn is_ok(&amp;self) -&gt; bool</h4></section>"
               "<pre><code>let x = 1;</code></pre>")
    doc = extract(page(f"<h1>Installing the tool</h1>{sphinx}{rustdoc}"), "https://docs.example.org/install")
    assert "¶" not in doc.text and "§" not in doc.text and "Source" not in doc.text
    assert "Install" in doc.text and "A Tour" in doc.text and "pub fn is_ok(&self) -> bool" in doc.text
    assert "cache(user_function)[source]" in doc.text
    assert "¶" not in doc.markdown and "#install" not in doc.markdown


def test_documenter_source_links_into_the_forge_at_their_lines_go():
    # Julia's Documenter: a "source" link under each docstring into the repository's file at the
    # lines; a link to a whole file, or one in a sentence, stays.
    docstring = ("<article class='docstring'><header><a class='docstring-binding' id='Client.fetch' "
                 "href='#Client.fetch'><code>Client.fetch</code></a> — <span class='docstring-category'>"
                 f"Function</span></header><section><div><p>{PROSE}</p></div><a class='docs-sourcelink' "
                 "target='_blank' href='https://github.com/x/Client.jl/blob/4f1e2a/src/fetch.jl#L10-L20'>"
                 "source</a></section></article>")
    whole = "<p>The <a href='https://github.com/x/Client.jl/blob/main/src/Client.jl'>source</a> is MIT.</p>"
    doc = extract(page(f"<h1>Installing the tool</h1>{docstring}{whole}"), "https://docs.example.org/api")
    assert "Client.fetch" in doc.text and "The source is MIT." in doc.text
    assert doc.text.count("source") == 1


def test_source_links_into_the_forge_outside_src_go_too():
    # A generator linking each entry to its file at the lines where the package's code is not in
    # `src/` (a Ruby gem's `lib/`, GitLab's "/-/blob/"): the same source view; in C and pure alike.
    def entry(href, label):
        return (f"<section class='method'><h3><code>fetch(url)</code></h3><p>{PROSE}</p>"
                f"<a class='source' href='{href}'>{label}</a></section>")
    github = entry("https://github.com/x/client/blob/4f1e2a/lib/client/fetch.rb#L10-L20", "source")
    gitlab = entry("https://gitlab.example.org/x/client/-/blob/main/lib/client.rb#L42", "Source")
    whole = "<p>The <a href='https://github.com/x/client/blob/main/lib/client.rb'>source</a> is MIT.</p>"
    doc = extract(page(f"<h1>Installing the tool</h1>{github}{gitlab}{whole}"), "https://docs.example.org/api")
    assert "fetch(url)" in doc.text and "The source is MIT." in doc.text
    assert doc.text.lower().count("source") == 1


def test_a_short_chinese_or_japanese_headline_repeating_the_title_goes():
    # Nine kana and kanji are a whole title (ten Latin characters are about two words): the headline
    # goes as a Latin one of its length would; a two-character heading the title holds stays.
    ja = extract(page(f"<h1>パスワードの再設定</h1><p>{PROSE}</p>", "パスワードの再設定 – ヘルプセンター"))
    assert "パスワードの再設定" not in ja.text and "installer" in ja.text
    zh = extract(page(f"<h1>设置</h1><p>{PROSE}</p>", "设置 - 帮助中心"))
    assert "设置" in zh.text


def test_rustdoc_release_stamps_go_with_their_source_links():
    # The standard library's items: the release that made each stable beside its "Source" link, in
    # a box right of the signature and under the page's title; a stamp box holding more stays.
    def method(name, stamp):
        return (f"<section id='method.{name}' class='method'><span class='rightside'><span class='since' "
                f"title='Stable since Rust version {stamp}'>{stamp}</span> · <a class='src' "
                f"href='../../src/core/result.rs.html#768'>Source</a></span><h4 class='code-header'>"
                f"pub const fn {name}(&amp;self) -&gt; bool</h4></section><p>{PROSE}</p>")
    heading = ("<span class='sub-heading'><span class='since' title='Stable since Rust version 1.0.0'>1.0.0</span>"
               " · <a class='src' href='../../src/core/result.rs.html#557'>Source</a> </span>")
    other = ("<span class='rightside'><span class='since'>1.2.0</span> · <em>removed in 2.0, see the changelog</em>"
             " · <a class='src' href='../../src/core/result.rs.html#9'>Source</a></span>")
    doc = extract(page(f"<h1>Enum Result</h1>{heading}{method('is_ok', '1.0.0 (const: 1.48.0)')}"
                       f"{method('is_err', '1.70.0')}{other}"), "https://doc.example.org/std/result/enum.Result.html")
    assert "1.0.0" not in doc.text and "1.70.0" not in doc.text and "·" not in doc.text.split("1.2.0")[0]
    assert "pub const fn is_ok(&self) -> bool" in doc.text and "pub const fn is_err(&self) -> bool" in doc.text
    assert "1.2.0" in doc.text and "removed in 2.0" in doc.text and "Source" not in doc.text


def test_rustdoc_release_stamps_after_a_permalink_sign_go_with_it():
    # An enum's variants: the permalink sign, then the release stamp alone (no Source link), then
    # the variant's signature; a stamp after words, or a long box classed so, stays.
    def variant(name, stamp):
        return (f"<section id='variant.{name}' class='variant'><a href='#variant.{name}' class='anchor'>§</a>"
                f"<span class='since rightside' title='Stable since Rust version {stamp}'>{stamp}</span>"
                f"<h3 class='code-header'>{name}(T)</h3></section><div class='docblock'><p>{PROSE}</p></div>")
    after_words = ("<p id='note'><a href='#note' class='anchor'>§</a> see <span class='since'>1.9.0</span>"
                   " for the old behaviour.</p>")
    long_box = ("<h3 id='x'><a href='#x' class='anchor'>§</a><span class='since'>Stable since 1.2.0, "
                "when the error type gained its source method</span></h3>")
    doc = extract(page(f"<h1>Enum Result</h1>{variant('Ok', '1.0.0')}{variant('Err', '1.3.0')}{after_words}{long_box}"),
                  "https://doc.example.org/std/result/enum.Result.html")
    assert "Ok(T)" in doc.text and "Err(T)" in doc.text
    assert "1.0.0" not in doc.text and "1.3.0" not in doc.text
    assert "see 1.9.0 for the old behaviour." in doc.text and "gained its source method" in doc.text


def test_haddock_source_links_at_a_name_go():
    # Haddock's "Source" after each signature points into its hyperlinked sources at the name.
    sig = ("<div class='top'><p class='src'><a id='v:get' class='def'>get</a> :: Url -&gt; IO Response "
           "<a href='src/Network.Client.html#get' class='link'>Source</a> <a href='#v:get' class='selflink'>#</a>"
           f"</p><div class='doc'><p>{PROSE}</p></div></div>")
    doc = extract(page(f"<h1>Network.Client</h1>{sig}"), "https://hackage.example.org/client/Network-Client.html")
    assert "get :: Url -> IO Response" in doc.text and "Source" not in doc.text


def test_dokuwiki_last_modified_lines_naming_the_page_file_go():
    # DokuWiki's docInfo line under each page names the page's file first, in every language.
    notes = ("<div class='docInfo'><bdi>wiki:start.txt</bdi> · Last modified: 2024/07/01 10:00 by <bdi>jan</bdi></div>",
             "<div class='docInfo'><bdi>start.txt</bdi> · Zuletzt geändert: 2024/07/01 10:00 von <bdi>jan</bdi></div>",
             "<div class='docInfo'><bdi>start.txt</bdi> · ostatnio zmienione: 2024/07/01 10:00 przez <bdi>jan</bdi></div>")
    for note in notes:
        out = clean_and_render(f"<main><p>{PROSE}</p>{note}</main>")
        assert out.strip() == PROSE, note
    kept = "<p>Chapter 3 · Last modified dates tell the reader how fresh each page of a manual is.</p>"
    assert "Last modified dates" in clean_and_render(f"<main><p>{PROSE}</p>{kept}</main>")


def test_rustdoc_expand_description_toggle_and_wiki_language_button_go():
    rustdoc = ("<details class='toggle top-doc' open><summary class='hideme'><span>Expand description</span>"
               f"</summary><div class='docblock'><p>{PROSE}</p></div></details>")
    wiki = ("<div id='p-lang-btn' class='vector-dropdown mw-portlet mw-portlet-lang'><label class='vector-dropdown-label'"
            " aria-hidden='true'><span class='vector-dropdown-label-text'>10 languages</span></label></div>")
    doc = extract(page(f"<h1>Installing the tool</h1>{wiki}{rustdoc}<pre><code>cargo add tool</code></pre>"),
                  "https://docs.example.org/tool")
    assert "Expand description" not in doc.text and "10 languages" not in doc.text
    assert PROSE in doc.text


def test_glossary_term_in_a_sentence_stays_its_tooltip_bubble_goes():
    # Docsy / the Kubernetes docs: the term is a link classed as a tooltip, its definition in `title`;
    # a site's tooltip bubble beside a term is a block of its own.
    sentence = ("<p>A Service exposes an application running as one or more <a class='glossary-tooltip' "
                "title='A Pod represents a set of running containers.' data-toggle='tooltip' "
                "href='/docs/concepts/workloads/pods/'>Pods</a> in your cluster.</p>")
    bubble = "<div class='tooltip-bubble'>Hover a term to read its definition here.</div>"
    doc = extract(page(f"<h1>Installing the tool</h1>{sentence}{bubble}<p>{PROSE}</p>"),
                  "https://docs.example.org/service")
    assert "one or more Pods in your cluster." in doc.text
    assert "Hover a term" not in doc.text


def article(main: str) -> str:
    return ("<html><head><title>Get started</title><meta property='og:type' content='article'></head>"
            f"<body><main>{main}</main></body></html>")


def test_a_heading_linking_to_its_own_anchor_is_no_link_for_the_pruning():
    # Hugo's and Docusaurus' permalink headings: the title is the link to the section's own anchor.
    body = (f"<h2 id='modules'><a href='#modules'>Modules of the series</a></h2><p>{PROSE}</p>"
            f"<section id='next'><h2><a href='#next'>What comes next</a></h2><p>{PROSE}</p></section>")
    out = extract(article(body)).text
    assert "Modules of the series" in out and "What comes next" in out


def test_a_heading_linking_elsewhere_or_showing_its_anchor_is_pruned_as_before():
    # A contents box set in headings links to other sections; "#section8" shows the anchor itself.
    body = (f"<h3><a href='#install'>Install the tool</a></h3><h2 id='install'>Install</h2><p>{PROSE}</p>"
            f"<h3 id='likes'>Like this:<a href='#likes'>#likes</a></h3><p>{PROSE}</p>")
    out = extract(article(body)).text
    assert "Install the tool" not in out and "Like this" not in out
    assert "Install" in out


def test_the_permalink_is_a_link_again_after_the_pruning():
    from beam_extract import blocks
    root = parse_html(f"<html><body><h2 id='a'><a href='#a'>Title</a></h2><p>{PROSE}</p></body></html>").getroot()
    saved = blocks.unlink_heading_links(root)
    assert [link.tag for link, _tag in saved] == ["span"]
    blocks.relink_heading_anchors(saved)
    assert root.find(".//h2/a").get("href") == "#a"


def test_version_picker_lines_go_in_any_language():
    from beam_extract.clean.page_chrome import drop_version_pickers
    for label in ("Supported Versions:", "Versiones compatibles:", "Unterstützte Versionen:", ""):
        links = " / ".join(f"<a href='/docs/{v}/'>{v}</a>" for v in ("17", "16", "15", "9.6"))
        html = (f"<html><body><div><div>{label} <a href='/docs/current/'>Current</a> (<a href='/docs/18/'>18</a>)"
                f" / {links}</div><h1>Indexes</h1><p>{PROSE}</p></div></body></html>")
        root = parse_html(html).getroot()
        assert drop_version_pickers(root) == 1, label
        out = render_text(root)
        assert "16" not in out and "Indexes" in out and PROSE in out


def test_links_to_versions_inside_a_sentence_or_a_list_stay():
    from beam_extract.clean.page_chrome import drop_version_pickers
    sentence = ("<p>The change landed in <a href='/r/3'>3</a>, <a href='/r/4'>4</a> and <a href='/r/5'>5</a>, "
                "after a long review of the planner and its statistics by the whole team.</p>")
    two = "<div>Versions: <a href='/17'>17</a> / <a href='/16'>16</a> / <a href='/devel'>devel</a></div>"
    labelled_list = "<div><b>Releases</b> <a href='/1'>1</a> <a href='/2'>2</a> <a href='/3'>3</a></div>"
    for fragment in (sentence, two, labelled_list):
        root = parse_html(f"<html><body>{fragment}<p>{PROSE}</p></body></html>").getroot()
        assert drop_version_pickers(root) == 0, fragment


def test_feedback_widgets_of_help_centres_and_communities_go():
    prompts = ("Did this help? Please give feedback by clicking an icon below ⬇️", "Thank you for your feedback!",
               "Was this article helpful for you?", "Did you find this content helpful?", "Hat Ihnen das geholfen?",
               "Cela vous a-t-il aidé ?", "Heeft dit u geholpen?", "Obrigado pelo seu feedback!")
    body = f"<p>{PROSE}</p>" + "".join(f"<div class='x{i}'>{text}</div>" for i, text in enumerate(prompts))
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    clean_content(root)
    assert render_text(root).strip() == PROSE
    # a sentence that goes on stays
    kept = "<p>Did this help the team finish the migration before the deadline in March?</p>"
    root = parse_html(f"<html><body><p>{PROSE}</p>{kept}</body></html>").getroot()
    clean_content(root)
    assert "Did this help the team" in render_text(root)


def test_section_named_by_its_heading_is_no_comment_thread():
    # Sphinx names each section by its heading's words; "comments" in such an id is the topic.
    answer = " ".join(["Reply to each reviewer and say what you changed in the next version."] * 5)
    main = (f"<section id='submitting'><h1>Submitting patches</h1><p>{PROSE}</p>"
            f"<section id='respond-to-review-comments'><h2>Respond to review comments<a class='headerlink'"
            f" href='#respond-to-review-comments'>¶</a></h2><p>{answer}</p></section>"
            f"<h2 id='Login_shell'>Login shell</h2><p>{PROSE}</p></section>")
    text = extract(page(main, title="Submitting patches")).text
    assert answer in text
    assert "Respond to review comments" in text and "Login shell" in text


def test_section_named_by_its_heading_under_wrappers_and_a_suffix_is_kept():
    # A docs engine (Twilio's Paste) names each section by its heading's words and a suffix
    # ("-section-indexable"), and wraps the heading in boxes: "sign-up" in such an id is the topic.
    steps = " ".join(["When prompted to select a plan, click Continue with trial and pick a number."] * 4)
    main = (f"<h1>Messaging quickstart</h1><p>{PROSE}</p>"
            "<section id='sign-up-for-the-service-and-get-a-phone-number-section-indexable'><div class='box'>"
            "<div><div><h2 id='sign-up-for-the-service-and-get-a-phone-number'>Sign up for the service and get"
            f" a phone number</h2></div></div><ol><li>{steps}</li></ol></div></section>")
    text = extract(page(main, title="Messaging quickstart")).text
    assert steps in text and "Sign up for the service" in text


def test_heading_named_by_wordpress_generated_anchor_is_kept():
    # WordPress' block editor writes a heading's anchor as "h-" and its words: "social" in such an id
    # is the topic, not a share bar.
    main = (f"<h1>Selling on social networks</h1><p>{PROSE}</p><h2 class='wp-block-heading' "
            f"id='h-how-to-use-social-shopping-for-your-brand'>How to Use Social Shopping for Your Brand</h2>"
            f"<p>{PROSE}</p><h3 class='wp-block-heading' id='h-h-is-for-social-hashtags'>H is for social hashtags</h3><p>{PROSE}</p>"
            "<div id='h-social-share'><a href='/s/fb'>Facebook</a> <a href='/s/x'>Share on X</a></div>")
    text = extract(page(main, title="Selling on social networks")).text
    assert "How to Use Social Shopping for Your Brand" in text and "H is for social hashtags" in text
    assert "Share on X" not in text


def test_signup_box_whose_id_only_starts_like_its_heading_still_goes():
    # Two heading words are too few to read an id that goes on as a slug of the heading.
    box = ("<section id='newsletter-signup-form-box'><h2>Newsletter signup</h2><p>Get our news in your inbox "
           "every week, free of charge, unsubscribe at any time.</p></section>")
    text = extract(page(f"<h1>Installing</h1><p>{PROSE}</p>{box}")).text
    assert PROSE in text and "Get our news" not in text


def test_section_named_by_a_boilerplate_heading_still_goes():
    # The id spells the heading, but the heading is a box's label: the thread and its form go.
    thread = ("<section id='comments'><h2>Comments</h2><p>Great post, thanks a lot for sharing!</p>"
              "<p>I tried it and it worked for me.</p></section>")
    text = extract(page(f"<h1>Installing</h1><p>{PROSE}</p>{thread}")).text
    assert PROSE in text and "Great post" not in text


def test_framing_inside_a_section_named_by_its_heading_still_goes():
    share = "<div class='share-buttons'><a href='/s/fb'>Facebook</a> <a href='/s/x'>X</a></div>"
    main = (f"<h1>Guide</h1><p>{PROSE}</p><section id='cookies'><h2>Cookies</h2><p>{PROSE}</p>"
            f"{share}</section>")
    text = extract(page(main, title="Guide")).text
    assert "Cookies" in text and text.count(PROSE) == 2 and "Facebook" not in text


def test_a_guide_of_sibling_section_elements_is_kept_whole():
    # No main, no article: the intro section has the densest prose, but the guide's chapter cards
    # and glossary are its sibling sections (HTML's parts of one document).
    intro = " ".join(["This beginner's guide has everything you need to understand the basics of the craft."] * 6)
    cards = "".join(f"<div class='card'><h3>Chapter {i}</h3><p>Learn how to do part {i} of the work well.</p></div>"
                    for i in range(1, 9))
    glossary = "".join(f"<dt>Term {i}</dt><dd>What term {i} means in a few plain words.</dd>" for i in range(1, 7))
    menu = "".join(f"<li><a href='/tools/{i}'>Tool number {i}</a><p>What the tool number {i} does</p></li>"
                   for i in range(30))
    html = ("<html><head><title>The guide</title></head><body><div class='layout'>"
            f"<header><nav><ul>{menu}</ul></nav></header>"
            f"<section class='x-section intro'><h1>The guide</h1><p>{intro}</p></section>"
            f"<section class='x-section chapters'><div class='grid'>{cards}</div></section>"
            f"<section class='x-section glossary'><h2>Glossary</h2><dl>{glossary}</dl></section>"
            f"<footer><ul>{menu}</ul><a href='/jobs'>Jobs</a></footer></div></body></html>")
    text = extract(html).text
    assert intro in text
    assert "Chapter 8" in text and "What term 6 means" in text
    assert "Jobs" not in text


def test_see_also_of_technical_writing_stays():
    # Sphinx's `seealso` admonition (named "seealso"), MDN's "See also" heading (id "see_also") and a
    # plain "See also" label over a list: on a page holding code they are the page's cross-references.
    seealso = ("<div class='admonition seealso'><p class='admonition-title'>See also</p><dl><dt>"
               "<a href='/lint/'>The lint tool</a></dt><dd><p>Learn how to test the playbook syntax</p></dd></dl></div>")
    mdn = ("<section><h2 id='see_also'>See also</h2><ul><li><a href='/docs/promise'>Promise</a></li>"
           "<li><a href='/docs/async'>async function</a></li></ul></section>")
    main = (f"<h1>Playbooks</h1><p>{PROSE}</p><pre><code>ansible-playbook site.yml</code></pre>"
            f"<p>{PROSE}</p>{seealso}{mdn}")
    text = extract(page(main, title="Playbooks"), "https://docs.example.org/playbooks").text
    assert text.count(PROSE) == 2 and "ansible-playbook site.yml" in text
    assert "Learn how to test the playbook syntax" in text and "The lint tool" in text
    assert text.count("See also") == 2 and "async function" in text


def test_see_also_under_a_story_still_goes():
    # Without code the same boxes are a story's related links.
    seealso = ("<div class='seealso'><p>See also</p><ul><li><a href='/news/1'>Council votes on the budget</a>"
               "</li><li><a href='/news/2'>New bridge opens downtown</a></li></ul></div>")
    heading = ("<h2>See also</h2><ul><li><a href='/news/3'>The mayor speaks</a></li>"
               "<li><a href='/news/4'>Roads close on Sunday</a></li></ul>")
    text = extract(page(f"<h1>Budget</h1><p>{PROSE}</p><p>{PROSE}</p>{seealso}{heading}", title="Budget"),
                   "https://news.example.org/budget").text
    assert text.count(PROSE) == 2
    for chrome in ("See also", "Council votes", "The mayor speaks"):
        assert chrome not in text, chrome


def test_see_also_under_a_story_with_a_keyboard_shortcut_still_goes():
    # A `kbd` (a key to press) or `samp` (a program's output) in a story is no code listing: the
    # story's "See also" box of other stories still goes (only `pre` and `code` mark technical writing).
    seealso = ("<div class='seealso'><p>See also</p><ul><li><a href='/news/1'>Council votes on the budget</a>"
               "</li><li><a href='/news/2'>New bridge opens downtown</a></li></ul></div>")
    story = (f"<h1>Budget</h1><p>{PROSE}</p><p>Press <kbd>Ctrl</kbd>+<kbd>P</kbd> to print the plan; the "
             f"printer answers <samp>Ready</samp>.</p><p>{PROSE}</p>{seealso}")
    text = extract(page(story, title="Budget"), "https://news.example.org/budget").text
    assert text.count(PROSE) == 2 and "to print the plan" in text
    for chrome in ("See also", "Council votes", "New bridge"):
        assert chrome not in text, chrome


def test_contents_title_left_alone_in_its_box_goes():
    # Docker's docs: the contents' nav went with the framing, its title stayed alone in its box over the
    # prose; a theme's heading in a box named as contents whose list a script fills.
    docker = (f"<div class='block lg:hidden'><div class='not-prose'><div class='pb-0 text-lg'>Table of contents"
              f"</div><nav class='toc'><ul><li><a href='#a'>Link containers</a></li><li><a href='#b'>Multi-host</a>"
              f"</li></ul></nav></div><hr></div><p>{PROSE}</p>")
    out = clean_and_render(docker)
    assert "Table of contents" not in out and PROSE in out
    themed = f"<div class='rank-math-toc-block'><h2>Table of Contents</h2></div><p>{PROSE}</p>"
    assert labelled(themed).strip() == PROSE
    # a README's heading over a pointer in a plain wrapper stays (test above), and so does a heading
    # whose box is named otherwise
    plain = (f"<div class='intro'><h2>Table of Contents</h2></div><p>See <a href='SUMMARY.md'>SUMMARY.md</a></p>"
             f"<p>{PROSE}</p>")
    assert "Table of Contents" in labelled(plain)


def clean_and_render(body: str) -> str:
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    clean_content(root)
    return render_text(root)


def test_pager_links_of_a_reading_order_go():
    # MDN's "Previous" / "Next" buttons, react.dev's label over the linked page's title, a tutorial's
    # arrows and nouns, in several languages.
    mdn = ("<ul class='prev-next'><li class='prev'><a class='button' href='/loops'><span> Previous </span></a></li>"
           "<li class='next'><a class='button' href='/expressions'><span> Next </span></a></li></ul>")
    react = ("<div class='grid'><a href='/learn/tutorial'><div><span>Previous</span> <span>Tutorial: Tic-Tac-Toe</span>"
             "</div></a> <a href='/learn/installation'><div><span>Next</span> <span>Installation</span></div></a></div>")
    others = "".join(f"<p><a href='/p{i}'>{label}</a></p>" for i, label in enumerate(
        ("« Previous chapter", "Nächste Seite »", "Page suivante", "Anterior", "Poprzedni", "Next: Setting up")))
    main = f"<h1>Functions</h1>{mdn}<p>{PROSE}</p><pre><code>f(x)</code></pre>{react}{others}"
    text = extract(page(main, title="Functions"), "https://docs.example.org/functions").text
    assert PROSE in text and "f(x)" in text
    for chrome in ("Previous", "Next", "Tic-Tac-Toe", "Installation", "chapter", "Seite", "suivante", "Anterior",
                   "Poprzedni", "Setting up"):
        assert chrome not in text, chrome


def test_pager_links_drawn_with_heavy_angles_triangles_or_long_arrows_go():
    # W3Schools' "&#10094; Previous" / "Next &#10095;" over and under every tutorial page, and the
    # triangles and long arrows other themes draw.
    labels = ("\u276e Previous", "Next \u276f", "\u25c0 Prev", "Next \u25b6", "\u27f5 Vorherige Seite",
              "Page suivante \u27f6", "\u2b05 Anterior")
    pager = "".join(f"<p><a href='/p{i}'>{label}</a></p>" for i, label in enumerate(labels))
    text = extract(page(f"<h1>Functions</h1>{pager}<p>{PROSE}</p>", title="Functions"),
                   "https://docs.example.org/functions").text
    assert PROSE in text
    for chrome in ("Previous", "Next", "Prev", "Vorherige", "suivante", "Anterior"):
        assert chrome not in text, chrome


def test_w3css_hidden_boxes_go():
    # W3.CSS's display: none ("w3-hide": W3Schools' signed-in box) and its desktop-hidden copy.
    signed_in = ("<div class='user-authenticated w3-hide'><a href='https://profile.example.org/log-in'>"
                 "Track your progress - it's free!</a></div>")
    phone = "<div class='w3-hide-large'><p>Tap the menu to open the list of lessons.</p></div>"
    shown = "<div class='w3-hide-small'><p>The lessons are listed on the left.</p></div>"
    text = clean_and_render(f"<main><p>{PROSE}</p>{signed_in}{phone}{shown}</main>")
    assert PROSE in text and "The lessons are listed on the left." in text
    assert "Track your progress" not in text and "Tap the menu" not in text


def test_next_and_previous_inside_prose_or_as_titles_stay():
    sentence = "<p>Read the <a href='/ch2'>next</a> chapter before you start the exercises of this part.</p>"
    steps = "<h2><a href='#next-steps'>Next steps</a></h2><p>Install the plugins you need for your editor.</p>"
    text = extract(page(f"<h1>Guide</h1><p>{PROSE}</p>{sentence}{steps}", title="Guide"),
                   "https://docs.example.org/guide").text
    assert "Read the next chapter" in text and "Next steps" in text


def test_last_updated_notes_of_a_page_go_in_several_languages():
    notes = ("This page was last updated on 2026-01-26 15:45:07Z", "This post was last updated July 2021.",
             "Diese Seite wurde zuletzt am 3. März 2024 geändert.",
             "Cette page a été modifiée pour la dernière fois le 5 mai 2024.")
    out = clean_and_render(f"<main><p>{PROSE}</p>" + "".join(f"<p>{n}</p>" for n in notes) + "</main>")
    assert out.strip() == PROSE
    kept = "<p>The page was updated to show the new prices, and the old ones were moved to an archive.</p>"
    assert "The page was updated" in clean_and_render(f"<main><p>{PROSE}</p>{kept}</main>")


def test_mediawiki_hidden_categories_go():
    # ArchWiki's page without visible categories: the catlinks box holds only the hidden ones.
    cats = ("<div id='catlinks' class='catlinks' data-mw='interface'><div id='mw-hidden-catlinks' "
            "class='mw-hidden-catlinks mw-hidden-cats-hidden'>Hidden categories: <ul><li><a href='/title/Category:F'>"
            "Pages or sections flagged with Template:Expansion</a></li></ul></div></div>")
    out = clean_and_render(f"<main><p>{PROSE}</p>{cats}</main>")
    assert "Hidden categories" not in out and "Template:Expansion" not in out
    assert PROSE in out


def test_mediawiki_section_edit_links_go():
    # Every section heading of a wiki page read logged out: "A [edit]" over the section's list.
    def heading(name):
        return (f"<div class='mw-heading mw-heading2'><h2 id='{name}'>{name}</h2><span class='mw-editsection'>"
                f"<span class='mw-editsection-bracket'>[</span><a href='/w/index.php?title=T&amp;action=edit"
                f"&amp;section=1' title='Edit section: {name}'><span>edit</span></a>"
                f"<span class='mw-editsection-bracket'>]</span></span></div>")
    out = clean_and_render(f"<main><p>{PROSE}</p>{heading('Usage')}<p>{PROSE}</p>{heading('History')}"
                           f"<ul><li>ABAP</li><li>ABC</li><li>Ada</li></ul></main>")
    assert "edit" not in out and "[" not in out
    assert "Usage" in out and "History" in out and "ABAP" in out and PROSE in out


def test_mediawiki_notice_tagline_and_jump_links_go():
    # A MonoBook wiki page's head: the site notice, the "From ... wiki" tagline, the jump links.
    head = ("<div id='siteNotice'><div class='sitenotice'><p><b><a href='/wiki/Editing'>Want to edit? Ask for an "
            "account here.</a></b></p></div></div><h1 id='firstHeading'>Tuning</h1><div id='bodyContent'>"
            "<div id='siteSub'>From Example wiki</div><div id='contentSub'></div>"
            "<a href='#column-one' class='mw-jump-link'>Jump to navigation</a>"
            "<a href='#searchInput' class='mw-jump-link'>Jump to search</a>")
    out = clean_and_render(f"<main>{head}<div id='mw-content-text'><p>{PROSE}</p></div></div></main>")
    assert "Want to edit" not in out and "From Example wiki" not in out and "Jump to" not in out
    # a heading wrapper named for its anchor link ("heading-with-jump-link") is no jump link
    heading = "<div class='heading-2-with-jump-link'><h2><a href='#steps'>The steps of an install</a></h2></div>"
    assert "The steps of an install" in clean_and_render(f"<main><p>{PROSE}</p>{heading}<p>{PROSE}</p></main>")
    assert PROSE in out


def test_readme_feedback_prompt_goes():
    body = (f"<p>{PROSE}</p><div class='rm-Feedback'><div class='Feedback-title'>Did this page help you?</div>"
            "<button class='Button'>Yes</button><button class='Button'>No</button></div>")
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    clean_content(root)
    assert render_text(root).strip() == PROSE
    kept = "<p>Did this page help you find the settings you needed for the proxy last week?</p>"
    root = parse_html(f"<html><body><p>{PROSE}</p>{kept}</body></html>").getroot()
    clean_content(root)
    assert "Did this page help you find" in render_text(root)


FOOTNOTE = "Other languages may return the changed object, which allows the calls to be chained one after another."


def test_docutils_footnotes_set_as_asides_stay():
    # docutils 0.18 and later (recent Sphinx) writes footnotes as asides; pandoc as DPUB roles.
    sphinx = (f"<section id='lists'><h1>More on lists</h1><p>{PROSE}<a class='footnote-reference brackets' "
              "href='#id2' id='id1' role='doc-noteref'><span class='fn-bracket'>[</span>1<span class='fn-bracket'>]"
              "</span></a></p><p class='rubric'>Footnotes</p><aside class='footnote-list brackets'>"
              "<aside class='footnote brackets' id='id2' role='doc-footnote'><span class='label'><span class='fn-bracket'>"
              f"[</span><a role='doc-backlink' href='#id1'>1</a><span class='fn-bracket'>]</span></span><p>{FOOTNOTE}</p>"
              "</aside></aside></section>")
    doc = extract(page(sphinx), "https://docs.example.org/lists")
    assert FOOTNOTE in doc.text and PROSE in doc.text
    pandoc = (f"<h1>Notes</h1><p>{PROSE}</p><aside id='footnotes' class='footnotes footnotes-end-of-document' "
              f"role='doc-endnotes'><hr><ol><li id='fn1'><p>{FOOTNOTE}</p></li></ol></aside>")
    assert FOOTNOTE in extract(page(pandoc), "https://docs.example.org/notes").text
    # guard: an aside of links beside the text still goes
    related = ("<aside class='related'><h3>Related Topics</h3><ul><li><a href='/a'>Documentation overview</a></li>"
               "<li><a href='/b'>Previous chapter</a></li></ul></aside>")
    doc = extract(page(f"<h1>More on lists</h1><p>{PROSE}</p>{related}"), "https://docs.example.org/lists")
    assert PROSE in doc.text and "Documentation overview" not in doc.text


def test_boxes_hidden_from_print_go_beside_a_content_word():
    # Microsoft Learn's page actions ("background-color-body display-none-print": "body" had kept them),
    # pydata-sphinx-theme's pager, Tailwind's "print:hidden" edit links.
    learn = ("<div id='article-header' class='background-color-body margin-bottom-xs display-none-print'>"
             "<div class='popover-content'><a data-contenteditbtn href='https://github.com/x/docs/blob/main/a.md'>"
             "<span>Edit</span></a><h4 class='font-size-sm'>Share via</h4><a class='share-facebook' href='#'>Facebook"
             "</a> <a class='share-linkedin' href='#'>LinkedIn</a></div></div>")
    pager = ("<footer class='prev-next-footer body-footer d-print-none'><a class='left-prev' href='a.html'>"
             "<p class='prev-next-title'>Installation</p></a></footer>")
    tailwind = ("<div class='meta content-meta print:hidden'><a href='https://github.com/x/docs/edit/main/q.mdx'>"
                "Change this text on GitHub</a></div>")
    doc = extract(page(f"{learn}<h1>Quickstart</h1><p>{PROSE}</p>{tailwind}{pager}"), "https://docs.example.org/q")
    assert PROSE in doc.text
    for chrome in ("Share via", "Facebook", "Edit", "Installation", "Change this text"):
        assert chrome not in doc.text, chrome
    # guard: a box so named that holds the page's text stays
    whole = f"<div class='article-body d-print-none'><h1>Quickstart</h1><p>{PROSE}</p></div>"
    assert PROSE in extract(page(whole), "https://docs.example.org/q").text


def test_docusaurus_headings_stay_and_its_contents_column_and_version_badge_go():
    # Docusaurus names every heading of a doc by its navbar offset ("anchorWithStickyNavbar_LWe7", v3's
    # "anchorTargetHideOnScrollNavbar_qJOx"): the headings are the page's, not a navbar. Its contents
    # column ("theme-doc-toc-desktop", the collapsed "theme-doc-toc-mobile") repeats them as links, and
    # its version badge ("theme-doc-version-badge") is the site's.
    def heading(tag, anchor_class, slug, title):
        return (f"<{tag} class='anchor {anchor_class}' id='{slug}'>{title}<a href='#{slug}' class='hash-link' "
                f"aria-label='Direct link to {title}' title='Direct link to {title}'>\u200b</a></{tag}>")
    body = (f"<span class='theme-doc-version-badge badge badge--secondary'>Version: 3.9.2</span>"
            f"<div class='tocCollapsible_BEWm theme-doc-toc-mobile tocMobile_NSfz'><button type='button' "
            f"class='clean-btn tocCollapsibleButton_TO0P'>On this page</button></div>"
            f"<div class='theme-doc-markdown markdown'><header><h1>Quickstart</h1></header><p>{PROSE}</p>"
            f"{heading('h2', 'anchorTargetHideOnScrollNavbar_qJOx', 'timeouts', 'Setting the timeouts')}"
            f"<p>Timeouts are given in seconds; {PROSE}</p>"
            f"{heading('h3', 'anchorWithStickyNavbar_LWe7', 'retries', 'Retrying failed requests')}"
            f"<p>Retries wait twice as long each time; {PROSE}</p></div>")
    toc = ("<div class='col col--3'><div class='tableOfContents_RLlU thin-scrollbar theme-doc-toc-desktop'>"
           "<ul class='table-of-contents table-of-contents__left-border'><li><a href='#timeouts' "
           "class='table-of-contents__link toc-highlight'>Setting the timeouts</a><ul><li><a href='#retries' "
           "class='table-of-contents__link toc-highlight'>Retrying failed requests</a></li></ul></li></ul></div></div>")
    main = (f"<div class='container'><div class='row'><div class='col docItemCol_n6xZ'><article>{body}</article>"
            f"</div>{toc}</div></div>")
    text = extract(page(main, "Quickstart | Client"), "https://docs.example.org/quickstart").text
    assert text.count("Setting the timeouts") == 1 and text.count("Retrying failed requests") == 1
    assert text.index("Setting the timeouts") < text.index("Timeouts are given")
    assert text.index("Retrying failed requests") < text.index("Retries wait")
    assert "Version: 3.9.2" not in text and "On this page" not in text
    # guard: a plain "anchor-target" name or a navbar named so stays as judged before
    assert classify_names("anchorTarget__g_Z_g") == ""
    assert classify_names("sticky-navbar") == "boilerplate"


def test_highlighted_code_keeps_its_comments():
    # highlight.js ("hljs-comment") and Sandpack ("sp-syntax-comment") name a code comment's token so;
    # read as a comment thread's name, every comment went out of the code.
    hljs = ("<pre><code class='hljs language-python'>p = Point(0, 1) <span class='hljs-comment'># we can read "
            "p.x and p.y</span>\nmap(plus_one, xs) <span class='hljs-comment'># the numbers plus one</span></code></pre>")
    sandpack = ("<pre class='sp-cm sp-pristine'><code class='sp-code'><span class='sp-syntax-comment'>// This "
                "initializer runs twice in development.</span>\nconst [todos, setTodos] = useState(createTodos);</code></pre>")
    doc = extract(page(f"<h1>Notes</h1><p>{PROSE}</p>{hljs}<p>{PROSE}</p>{sandpack}"), "https://docs.example.org/code")
    for comment in ("# we can read p.x and p.y", "# the numbers plus one", "// This initializer runs twice"):
        assert comment in doc.text, comment
    assert classify_names("hljs-comment") == "" and classify_names("comment-list") == "comments"


def test_feedback_widgets_go_by_their_shape_in_any_language():
    """A question over its answer buttons (a help centre's "Heeft dit je vraag beantwoord?" over three
    emoji faces, a question over a group of Yes / No buttons and a count) goes in any language; a
    question with a link, a listing's Copy and Run buttons, a question over one button, a question
    standing alone and a box of long buttons stay."""
    widgets = ("<div class='w1'><div>Heeft dit je vraag beantwoord?</div><button>😞</button><button>😐</button>"
               "<button>😃</button></div>",
               "<div class='w2'><h2>Ten artykuł był przydatny?</h2><div><button>Tak</button><button>Nie</button></div>"
               "<small><span>3 z 4 osób uznało to za pomocne</span></small></div>",
               "<div class='w3'><p>Hat dies Ihre Frage beantwortet?</p><span><button>Ja</button> "
               "<button>Nein</button></span></div>")
    root = parse_html(f"<html><head><title>T</title></head><body><p>{PROSE}</p>{''.join(widgets)}</body></html>").getroot()
    clean_content(root)
    assert render_text(root).strip() == PROSE
    kept = ("<div class='k1'><p>Need more help with the setup?</p><a href='/contact'>Contact us</a>"
            "<button>Yes</button><button>No</button></div>",
            "<div class='k2'><pre>answer = ready ? go() : wait()?</pre><button>Copy</button><button>Run</button></div>",
            "<div class='k3'><p>Did you restart the service after the change?</p><button>Show the answer</button></div>",
            "<div class='k4'><p>Which of the two setups fits a small team?</p><button>The single server with a nightly backup</button>"
            "<button>The cluster of three nodes behind a balancer</button></div>")
    root = parse_html(f"<html><head><title>T</title></head><body><p>{PROSE}</p>{''.join(kept)}</body></html>").getroot()
    clean_content(root)
    out = render_text(root)
    for piece in ("Need more help", "answer = ready", "Did you restart", "Which of the two setups"):
        assert piece in out, piece


def test_a_row_of_buttons_is_read_once_not_once_a_button(monkeypatch):
    """The parent of each button is asked whether it holds buttons alone once, not once for each of
    its buttons: a div of 300 buttons read 300 times over was n squared (4,000 buttons 2.9 s); the
    widget's verdict stays (a question over a row of buttons goes, the prose stays)."""
    from beam_extract.clean import page_chrome

    asked: list = []
    only_buttons = page_chrome._only_buttons

    def counting(box):
        asked.append(box)
        return only_buttons(box)

    monkeypatch.setattr(page_chrome, "_only_buttons", counting)
    row = "<div class='row'>" + "<button>Yes</button>" * 300 + "</div>"
    widget = "<div class='w'><p>War dieser Beitrag hilfreich?</p><div><button>Ja</button><button>Nein</button></div></div>"
    root = parse_html(f"<html><head><title>T</title></head><body><p>{PROSE}</p>{row}{widget}</body></html>").getroot()
    page_chrome.drop_feedback_widgets(root)
    rows = [box for box in asked if box.get("class") == "row"]
    assert len(rows) == 1, len(rows)
    assert "hilfreich" not in render_text(root) and PROSE in render_text(root)


def test_each_row_of_buttons_is_read_once_not_again_for_the_box_holding_it(monkeypatch):
    """A box of many rows of buttons (a size picker: one div per size) and a feedback widget: each
    row is asked whether it holds buttons alone once, as a button's parent, not again when the box
    around it is judged (twice more on main, 2026-12-07); the widget still goes, a row holding a link
    beside its buttons still keeps the box."""
    from beam_extract.clean import page_chrome

    asked: list = []
    only_buttons = page_chrome._only_buttons
    monkeypatch.setattr(page_chrome, "_only_buttons", lambda box: asked.append(box) or only_buttons(box))
    sizes = "<div class='sizes'><p>Which size?</p>" + "<div class='size'><button>S</button></div>" * 40 + "</div>"
    mixed = ("<div class='mixed'><p>Did this help?</p><div><button>Yes</button><button>No</button>"
             "<a href='/contact'>Contact</a></div></div>")
    widget = "<div class='w'><p>War dieser Beitrag hilfreich?</p><div><button>Ja</button><button>Nein</button></div></div>"
    root = parse_html(f"<html><head><title>T</title></head><body><p>{PROSE}</p>{sizes}{mixed}{widget}"
                      "</body></html>").getroot()
    page_chrome.drop_feedback_widgets(root)
    assert len(asked) == len(set(asked)) == 42, len(asked)
    text = render_text(root)
    assert "hilfreich" not in text and "Did this help?" in text and PROSE in text


def test_a_trail_set_as_blocks_between_separators_goes():
    # Intercom's help centres, here in Spanish: each crumb and each slash a block of its own.
    trail = ("<div class='flex flex-wrap'><a href='/es/'>Centro de ayuda de Acme</a><div class='mx-2'>/</div>"
             "<a href='/es/collections/1'>Cuenta</a><div class='mx-2'>/</div><div>Restablecer la contraseña</div></div>")
    doc = extract(page(f"{trail}<h1>Restablecer la contraseña</h1><p>{PROSE}</p><p>{PROSE}</p>"),
                  "https://help.example.org/es/articles/1")
    assert "Centro de ayuda" not in doc.text and "Cuenta" not in doc.text and "\n/\n" not in f"\n{doc.text}\n"
    assert PROSE in doc.text


def test_separated_words_that_are_no_trail_stay():
    # Plain words between slashes (alternatives, not links), and a trail of one slash, stay.
    words = "<div><span>read</span><span>/</span><span>write</span><span>/</span><span>execute</span></div>"
    short = "<div><a href='/a'>Guides</a><span>/</span><span>Networking basics</span></div>"
    doc = extract(page(f"<p>{PROSE}</p>{words}{short}<p>{PROSE}</p>"), "https://docs.example.org/perm")
    assert "execute" in doc.text and "Networking basics" in doc.text


CHEVRON = "<svg viewBox='0 0 24 24' aria-hidden='true'><path d='M8 21l8-9-8-9'/></svg>"


def test_a_trail_whose_separators_are_icons_goes():
    # Etsy's category trail: links between chevrons, each in a box of its own; Hextra's (and Nextra 2's):
    # a link in a box, a bare svg, the page's title over its h1.
    icon = f"<span class='etsy-icon'>{CHEVRON}</span>"
    shop = (f"<div class='wt-text-caption'>\n<a href='/'>Homepage</a>\n{icon}\n<a href='/c/home'>Home &amp; Living</a>\n"
            f"{icon}\n<a href='/c/home/kitchen'>Kitchen &amp; Dining</a>\n{icon}\n<a href='/c/home/kitchen/mugs'>Mugs</a>\n</div>")
    doc = extract(page(f"<h1>Ceramic mug</h1><p>{PROSE}</p>{shop}<p>{PROSE}</p>"), "https://shop.example.org/listing/1")
    assert "Homepage" not in doc.text and "Kitchen" not in doc.text and PROSE in doc.text
    pair = (f"<div class='hx-mt-1.5 hx-flex'><div class='hx-whitespace-nowrap'><a href='/blog/'>Blog</a></div>{CHEVRON}"
            "<div class='hx-font-medium'>Mission accomplished!</div></div>")
    doc = extract(page(f"{pair}<h1>Mission accomplished!</h1><p>{PROSE}</p><p>{PROSE}</p>"), "https://docs.example.org/blog/1")
    assert "Blog" not in doc.text and PROSE in doc.text


def test_pairs_and_rows_around_an_icon_that_are_no_trail_stay():
    # A pager (two links), a byline (a link, an icon, a date) and a pair whose text is not the page's h1
    # stay; so does a run of words between icons whose crumbs are not links.
    pager = f"<div><a href='/install'>Installation</a>{CHEVRON}<a href='/advanced'>Advanced usage</a></div>"
    byline = f"<div><a href='/author/jane'>Jane Roe</a>{CHEVRON}<span>July 1, 2024</span></div>"
    words = f"<div><span>Plan</span>{CHEVRON}<span>Build</span>{CHEVRON}<span>Ship it</span></div>"
    doc = extract(page(f"<h1>Release notes</h1><p>{PROSE}</p>{pager}{byline}{words}<p>{PROSE}</p>"),
                  "https://docs.example.org/notes")
    for kept in ("Installation", "Advanced usage", "Jane Roe", "July 1, 2024", "Ship it"):
        assert kept in doc.text, kept


def test_a_folders_crumb_over_an_icon_before_the_pages_own_link_goes():
    # Fumadocs: the folder's name (a `span`, no link), a chevron, then a link to the page itself
    # reading as its h1; the same with the folder a link.
    for folder in ("<span class='truncate'>Guide</span>", "<a href='/docs/guide'>Guide</a>"):
        trail = (f"<div class='flex flex-row items-center gap-1.5 text-sm'>{folder}<svg class='size-3.5'></svg>"
                 "<a class='truncate' href='/docs/quickstart'>Quickstart</a></div>")
        doc = extract(page(f"{trail}<h1>Quickstart</h1><p>{PROSE}</p><p>{PROSE}</p>", "Quickstart | Client"),
                      "https://docs.example.org/docs/quickstart")
        assert "Guide" not in doc.text and PROSE in doc.text, folder


def test_a_pair_over_an_icon_whose_last_link_is_not_the_page_stays():
    # A text before a link to another page (a chapter and its title), and a folder's name before a link
    # whose words are no h1 of the page.
    pair = f"<div><span>Chapter two</span>{CHEVRON}<a href='/advanced'>Advanced usage</a></div>"
    folder = f"<div><span>Guide</span>{CHEVRON}<a href='/docs/install'>Installation</a></div>"
    doc = extract(page(f"<h1>Release notes</h1><p>{PROSE}</p>{pair}{folder}<p>{PROSE}</p>"), "https://docs.example.org/notes")
    for kept in ("Chapter two", "Advanced usage", "Guide", "Installation"):
        assert kept in doc.text, kept


def test_a_strip_of_aria_tab_items_over_code_panels_goes():
    # Docusaurus' Tabs: the labels are the `li role="tab"` items themselves (no link, no button).
    tabs = ("<div class='tabs-container tabList__CuJ'><ul role='tablist' aria-orientation='horizontal' class='tabs'>"
            "<li role='tab' tabindex='0' aria-selected='true' class='tabs__item tabs__item--active'>npm</li>"
            "<li role='tab' tabindex='-1' aria-selected='false' class='tabs__item'>Yarn</li></ul>"
            "<div class='margin-top--md'><div role='tabpanel'><pre><code>npm install client</code></pre></div>"
            "<div role='tabpanel' hidden=''><pre><code>yarn add client</code></pre></div></div></div>")
    doc = extract(page(f"<h1>Installing the tool</h1><p>{PROSE}</p>{tabs}<p>{PROSE}</p>"), "https://docs.example.org/install")
    assert "npm install client" in doc.text
    assert "\nnpm\n" not in f"\n{doc.text}\n" and "Yarn" not in doc.text


def test_aria_tab_items_of_long_labels_or_links_are_judged_as_before():
    # An item of more words than a tab label's stays; an item holding a link to another page stays.
    tabs = ("<ul role='tablist'><li role='tab'>Everything you need to know about the install before you begin it</li>"
            "<li role='tab'><a href='/other'>Other guide</a></li></ul><div role='tabpanel'><p>Panel text.</p></div>")
    doc = extract(page(f"<h1>Installing the tool</h1><p>{PROSE}</p>{tabs}<p>{PROSE}</p>"), "https://docs.example.org/install")
    assert "Everything you need to know" in doc.text


def test_icon_pairs_read_the_pages_h1s_once():
    # Each pair of crumbs over an icon asks whether its text is an h1's: the h1s are read once, so a
    # page of n such pairs and n h1s costs n, not n * n (x4 the size: under x9 the CPU time).
    from cpu_budget import within_growth

    from beam_extract.clean import page_chrome

    def prepare(n):
        rows = "".join(f"<h1>Heading {i}</h1><div><a href='/a{i}'>Author {i}</a>{CHEVRON}<span>Text {i}</span></div>"
                       for i in range(n))
        root = parse_html(f"<html><head><title>T</title></head><body><main>{rows}</main></body></html>").getroot()
        return lambda: page_chrome.drop_separated_trails(root)

    small, large = within_growth(9, prepare, 250, 1_000)
    assert small[0] == 0 and large[0] == 0


def test_a_version_banner_over_a_versioned_docs_page_goes():
    # Docusaurus' banner over an unreleased version's page, pydata-sphinx-theme's over a development build.
    banners = ["<div class='theme-doc-version-banner alert alert--warning margin-bottom--md' role='alert'><div>This is "
               "documentation for Client <b>2.x</b>, which is no longer actively maintained.</div><div>For up-to-date "
               "documentation, see the <b><a href='/docs/quickstart'>latest version</a></b> (3.x).</div></div>",
               "<div class='bd-header-version-warning'><div class='sidebar-message'>This is documentation for an <strong>"
               "unstable development version</strong>. <a href='/stable/'>Switch to stable version</a></div></div>"]
    for banner in banners:
        text = extract(page(f"{banner}<h1>Quickstart</h1><p>{PROSE}</p><p>{PROSE}</p>"), "https://docs.example.org/q").text
        assert "This is documentation" not in text and "version" not in text and PROSE in text, banner
    assert classify_names("versionadded") == "" and classify_names("version-notes") == ""


def test_devsite_note_asides_stay_a_pointer_note_goes():
    # Google's developer sites write their callouts as `<aside class="note">`, "caution", "key-point"...
    note = "Sessions are not thread safe: give each worker thread its own session object, never a shared one."
    hinweis = "Sitzungen sind nicht threadsicher: Geben Sie jedem Arbeitsthread sein eigenes Sitzungsobjekt."
    body = (f"<h1>Quickstart</h1><p>{PROSE}</p><aside class='note'><strong>Note:</strong><span> {note}</span></aside>"
            f"<aside class='caution'><p><strong>Achtung:</strong> {hinweis}</p></aside>"
            "<aside class='Note'><strong>Note:</strong> For other tutorials, see <a href='/doc/tutorials'>Tutorials</a>.</aside>"
            f"<p>{PROSE}</p>")
    text = extract(page(body), "https://docs.example.org/quickstart").text
    assert note in text and hinweis in text and PROSE in text
    # guard: a note that only points to another page is navigation, and a sidebar aside still goes
    assert "For other tutorials" not in text
    sidebar = "<aside class='sidebar'><h3>Related</h3><ul><li><a href='/a'>Documentation overview</a></li></ul></aside>"
    assert "Documentation overview" not in extract(page(f"<h1>Quickstart</h1><p>{PROSE}</p>{sidebar}"), "https://docs.example.org/q").text


def test_rdfs_comment_paragraph_is_a_description_not_a_comment():
    # The PHP manual (DocBook's PhD) writes each function's description as `<p class="para rdfs-comment">`.
    description = "Fetches the resource at the given address and returns its body as a string, or false on failure."
    body = (f"<div class='refentry'><h1 class='refname'>client_get</h1><div class='refsect1 description'><h3>Description</h3>"
            "<div class='methodsynopsis dc-description'>client_get(string $url): string</div>"
            f"<p class='para rdfs-comment'>{description}</p></div>"
            f"<div class='refsect1 parameters'><h3>Parameters</h3><p>{PROSE}</p></div></div>")
    assert description in extract(page(body), "https://docs.example.org/function.client-get").text
    assert classify_names("para rdfs-comment") == "" and classify_names("comment") == "comments"


def test_notice_of_a_page_translated_from_english_goes_in_its_languages():
    # MDN's localized-content-note over every page of its translated locales: a link to the peers' guide.
    notes = ["Esta página ha sido traducida del inglés por la comunidad. Aprende más y únete a la comunidad de MDN Web Docs.",
             "Cette page a été traduite à partir de l'anglais par la communauté. Vous pouvez contribuer en rejoignant "
             "la communauté francophone sur MDN Web Docs.",
             "Diese Seite wurde automatisch aus dem Englischen übersetzt.",
             "Эта страница была переведена с английского языка силами сообщества.",
             "このページはコミュニティーの尽力で英語から翻訳されました。MDN Web Docs コミュニティーについてもっと知り、"
             "仲間になるにはこちらから。",
             "此页面由社区从英文翻译而来。了解更多并加入 MDN Web Docs 社区。"]
    for note in notes:
        body = (f"<h1>fetch()</h1><div class='localized-content-note notecard neutral'><a href='https://github.com/mdn/"
                f"translated-content/blob/main/PEERS_GUIDELINES.md' class='external'>{note}</a></div><p>{PROSE}</p>")
        text = extract(page(body), "https://developer.mozilla.org/es/docs/Web/API/fetch").text
        assert note[:20] not in text and PROSE in text, note
    # guard: the words inside a paragraph of the text stay
    told = ("The manual says that this page was translated from English by volunteers in 2019, and the rest of this "
            "paragraph tells how they organised the work.")
    assert told in extract(page(f"<h1>Notes</h1><p>{told}</p><p>{PROSE}</p>"), "https://docs.example.org/n").text


def summary_table(caption: str) -> str:
    return (f"<h3>Method Summary</h3><table class='memberSummary'><caption>{caption}</caption>"
            "<tr><th>Modifier and Type</th><th>Method and Description</th></tr>"
            "<tr><td><code>Response</code></td><td><code>fetch(String url)</code><div class='block'>Fetches the page at"
            " the address.</div></td></tr></table>")


def test_javadocs_filter_tabs_in_a_tables_caption_go_in_any_language():
    # Javadoc 8 to 15: the summary table's filters as tabs in its caption, as an English or a German
    # JDK writes them; the table stays.
    tab = "<span id='t{0}' class='{1}'><span>{2}</span><span class='tabEnd'>&nbsp;</span></span>"
    for labels in (("All Methods", "Static Methods", "Concrete Methods"), ("Alle Methoden", "Statische Methoden")):
        caption = "".join(tab.format(i, "activeTableTab" if i == 0 else "tableTab", label) for i, label in enumerate(labels))
        text = extract(page(f"<p>{PROSE}</p>{summary_table(caption)}")).text
        assert not any(label in text for label in labels), labels
        assert "Fetches the page at the address." in text and "Method Summary" in text


def test_a_caption_of_one_kind_or_of_words_stays():
    # Javadoc's caption of a table of one kind (no tab), and a caption saying what the table holds.
    for caption, said in (("<span>Methods</span><span class='tabEnd'>&nbsp;</span>", "Methods"),
                          ("Table 2. <span class='tableTab'>Timeouts</span> <span class='tableTab'>by method</span>", "Table 2.")):
        text = extract(page(f"<p>{PROSE}</p>{summary_table(caption)}")).text
        assert said in text, caption


def test_a_link_to_nowhere_of_a_controls_words_goes_in_its_languages():
    # YARD's "show all" beside the ancestry and "collapse" in a summary's heading; the same controls
    # as German, French and Polish themes write them.
    controls = ("<dl><dt>Inherits:</dt><dd><span>Object</span> <a href='#' class='inheritanceTree'>show all</a></dd></dl>"
                "<h2>Instance Method Summary <small><a href='#' class='summary_toggle'>collapse</a></small></h2>"
                "<p>Methoden <a href='#'>Alle ausklappen</a></p><p>Méthodes <a href='#'>[Tout déplier]</a></p>"
                "<p>Metody <a href='#'>Zwiń</a></p>")
    text = extract(page(f"<p>{PROSE}</p>{controls}<p>{PROSE}</p>")).text
    for words in ("show all", "collapse", "Alle ausklappen", "Tout déplier", "Zwiń"):
        assert words not in text, words
    assert "Instance Method Summary" in text and "Inherits:" in text and "Méthodes" in text


def test_control_words_linking_somewhere_or_in_a_sentence_stay():
    kept = ("<p>Press <a href='/keys#expand'>Expand</a> to open every branch, or choose show all in the menu.</p>"
            "<p><a href='#'>Show all the ways a session can time out</a></p>")
    text = extract(page(f"<p>{PROSE}</p>{kept}<p>{PROSE}</p>")).text
    assert "Press Expand to open every branch, or choose show all in the menu." in text
    assert "Show all the ways a session can time out" in text


def test_a_search_boxs_line_around_the_readers_words_left_unfilled_goes():
    # GitBook's legacy toolchain (and HonKit) writes its search results box in every page beside the
    # content, in the book's language; a map search's "Your search:" over the slot a script fills.
    gitbook = ("<div class='search-results'><div class='has-results'><h1 class='search-results-title'>"
               "<span class='search-results-count'></span> results matching \"<span class='search-query'></span>\"</h1>"
               "<ul class='search-results-list'></ul></div><div class='no-results'><h1 class='search-results-title'>"
               "Keine Ergebnisse passend zu \"<span class='search-query'></span>\"</h1></div></div>")
    honkit = "<p>No results matching '<em class='searchQuery'></em>'</p>"
    located = "<div id='your-search'><span id='your-search-header'>Your search:</span> <span id='your-search-text'></span></div>"
    text = extract(page(f"<h1>Installing the tool</h1><p>{PROSE}</p>{gitbook}<p>{PROSE}</p>{honkit}{located}"),
                   "https://docs.example.org/install").text
    assert text.count("The installer copies") == 12
    for chrome in ("results matching", "Keine Ergebnisse", "No results", "Your search"):
        assert chrome not in text, chrome


def test_a_line_with_a_filled_search_slot_or_a_long_one_stays():
    # The words filled in by the server (a search page's own result line), a slot that names no
    # search's words, and a paragraph that happens to hold an empty slot stay.
    filled = "<h2>3 results matching \"<span class='search-query'>timeout</span>\"</h2>"
    other = "<p>Reply by <span class='author-name'></span>email within a day.</p>"
    long = ("<p>Type a word into the search box to list every page that mentions it, then pick one of them "
            "to read it <span class='search-query'></span> whole.</p>")
    cell = ("<table><tr><th>Field</th><th>Example</th></tr><tr><td>Query <span class='search-query'></span></td>"
            "<td>timeout</td></tr></table>")
    text = extract(page(f"<h1>Installing the tool</h1><p>{PROSE}</p>{filled}{other}{long}{cell}"),
                   "https://docs.example.org/install").text
    assert '3 results matching "timeout"' in text
    assert "Reply by email within a day." in text
    assert "Type a word into the search box" in text
    assert "Query\ttimeout" in text


def _arrow_link(href: str, title: str, blurb: str = "", back: bool = True) -> str:
    icon = "<svg viewBox='0 0 24 24' aria-hidden='true'><path d='M15 18l-6-6 6-6'/></svg>"
    about = f"<p class='text-muted truncate'>{blurb}</p>" if blurb else ""
    label = f"{icon}{title}" if back else f"{title}{icon}"
    return f"<a class='inline-flex items-center rounded-md border' href='{href}'>{label}{about}</a>"


def test_a_closing_pair_of_arrow_links_with_no_pager_word_goes():
    # Fumadocs' cards (each a title and a description beside a chevron, in a grid after the text) and
    # sphinxawesome-theme's buttons (each in a box of its own, the box before a contents aside).
    cards = ("<div class='grid gap-4 pb-6 grid-cols-2'>" + _arrow_link("/docs/install", "Installation", "Install the client.")
             + _arrow_link("/docs/advanced", "Advanced usage", "Sessions, retries and hooks.") + "</div>")
    doc = extract(page(f"<h1>Quickstart</h1><p>{PROSE}</p><p>{PROSE}</p>{cards}"), "https://docs.example.org/docs/quickstart")
    assert PROSE in doc.text and "Installation" not in doc.text and "Sessions, retries" not in doc.text
    buttons = ("<div class='flex justify-between'><div class='mr-auto'>" + _arrow_link("install.html", "Installation")
               + "</div><div class='ml-auto'>" + _arrow_link("advanced.html", "Advanced usage", back=False) + "</div></div>")
    toc = "<aside class='hidden xl:block'><p>On this page</p><ul><li><a href='#timeouts'>Timeouts</a></li></ul></aside>"
    doc = extract(page(f"<div><h1>Quickstart</h1><p>{PROSE}</p><p>{PROSE}</p>{buttons}</div>{toc}"),
                  "https://docs.example.org/quickstart.html")
    assert PROSE in doc.text and "Installation" not in doc.text and "Advanced usage" not in doc.text


def test_arrow_links_that_are_no_closing_pager_stay():
    # A pair in the middle of the text, a pair with words beside it, one link alone, links without an
    # icon, links to the page's own sections, two links to one page: none is a pager of this shape.
    pair = "<div>" + _arrow_link("/install", "Installation") + _arrow_link("/advanced", "Advanced usage", back=False) + "</div>"
    said = ("<div>See " + _arrow_link("/install", "Installation") + " and "
            + _arrow_link("/advanced", "Advanced usage", back=False) + "</div>")
    alone = "<div>" + _arrow_link("/install", "Installation") + "</div>"
    bare = "<div><a href='/install'>Installation</a><a href='/advanced'>Advanced usage</a></div>"
    inner = "<div>" + _arrow_link("#setup", "Installation") + _arrow_link("#usage", "Advanced usage", back=False) + "</div>"
    same = "<div>" + _arrow_link("/install", "Installation") + _arrow_link("/install", "Advanced usage", back=False) + "</div>"
    cases = {"middle": f"<p>{PROSE}</p>{pair}<p>{PROSE}</p>"}
    for name, box in (("said", said), ("alone", alone), ("bare", bare), ("inner", inner), ("same", same)):
        cases[name] = f"<p>{PROSE}</p><p>{PROSE}</p>{box}"
    for name, main in cases.items():
        doc = extract(page(f"<h1>Quickstart</h1>{main}"), "https://docs.example.org/quickstart")
        assert "Installation" in doc.text, name


def test_an_aside_whose_data_type_names_a_callout_stays():
    # Writerside's callouts: `aside.prompt` with the kind in `data-type`; a popup aside typed otherwise
    # and a typed note that is only a pointer (under eight words outside its link) go.
    tip = "Follow the monthly billing workflow in the same order each month, readings first."
    note = "<aside class='prompt' data-title='' data-type='tip' id='c0524j_25'><p>" + tip + "</p></aside>"
    popup = "<aside class='exit-popup' data-type='exit_popup'><p>Wait! Take ten percent off your first order today.</p></aside>"
    pointer = "<aside class='prompt' data-type='note'><p>See <a href='/setup'>Setup checklist</a>.</p></aside>"
    doc = extract(page(f"<h1>Getting started</h1><p>{PROSE}</p>{note}{popup}{pointer}<p>{PROSE}</p>"),
                  "https://help.example.org/getting-started.html")
    assert tip in doc.text and "ten percent" not in doc.text and "Setup checklist" not in doc.text


def test_a_button_holding_rendered_markdown_keeps_its_text():
    # Redoc sets each response's description (its Markdown, `redoc-markdown`) inside the button that
    # folds the response's schema; GitHub's rendered Markdown is "markdown-body".
    said = "Returns the resource as it is now, with the headers the server sent."
    redoc = ("<div><h3>Responses</h3><div><button class='sc-fAGzit hMEqhX'><svg></svg><strong>200 </strong>"
             f"<span class='sc-iGgWBj cftJYD redoc-markdown '><p>{said}</p></span></button></div></div>")
    github = f"<button class='Box-row'><div class='markdown-body'><p>{said}</p></div></button>"
    for box in (redoc, github):
        doc = extract(page(f"<h1>Fetch a resource</h1><p>{PROSE}</p>{box}<p>{PROSE}</p>"),
                      "https://api.example.org/docs")
        assert said in doc.text, box


def test_a_button_of_no_rendered_markdown_goes_as_before():
    # A class naming Markdown only as a part of a longer name (a site's styled button, an icon) or an
    # empty Markdown box is no text of the page: the button goes as form controls go.
    said = "Subscribe to the weekly digest of release notes and breaking changes."
    styled = f"<button class='MarkdownStyles__StyledActionButton-sc-1 hUnziz'><p>{said}</p></button>"
    icon = f"<button><span class='Icon Icon--markdown'></span><p>{said}</p></button>"
    empty = f"<button><span class='redoc-markdown'></span><p>{said}</p></button>"
    for box in (styled, icon, empty):
        doc = extract(page(f"<h1>Fetch a resource</h1><p>{PROSE}</p>{box}<p>{PROSE}</p>"),
                      "https://api.example.org/docs")
        assert said not in doc.text, box


def test_a_reading_time_in_minutes_to_read_goes():
    # Document360's "2 Minutes to read", Microsoft Docs' old "5 minutes to read"; a sentence saying
    # how long a file takes to read stays.
    sentence = "It takes 5 minutes to read the whole file."
    for line in ("2 Minutes to read", "5 minutes to read", "1 min to read"):
        doc = extract(page(f"<h1>Quickstart</h1><div>{line}</div><p>{PROSE}</p><p>{sentence}</p>"),
                      "https://docs.example.org/quickstart")
        assert line not in doc.text.replace(sentence, "") and sentence in doc.text, line


def test_a_box_named_as_the_pages_feedback_goes():
    # GitLab's "Help & feedback" box under every docs page, and the same box named for a page or an
    # article; a service page's customer feedback (one token, "feedback") stays.
    box = ("<h2>Help &amp; feedback</h2><h3>Docs</h3><p><a href='https://gitlab.example/edit'>Edit this page</a> "
           "to fix an error or add an improvement in a merge request.</p><h3>Product</h3><p><a href='/issues/new'>"
           "Create an issue</a> if there's something you don't like about this feature.</p>")
    for name in ("docs-feedback", "page-feedback", "articleFeedback"):
        doc = extract(page(f"<h1>Quickstart</h1><p>{PROSE}</p><p>{PROSE}</p><div class='{name}'>{box}</div>"),
                      "https://docs.example.org/quickstart")
        assert "merge request" not in doc.text and "Create an issue" not in doc.text, name
    quote = "The team set up our billing in a week and answered every question we had within the hour."
    doc = extract(page(f"<h1>Our services</h1><p>{PROSE}</p><div class='customer-feedback'><h2>What clients say</h2>"
                       f"<blockquote><p>{quote}</p></blockquote></div><p>{PROSE}</p>"), "https://example.org/services")
    assert quote in doc.text


def _help_page(before: str, title: str = "Setting up the client | Client 2.1") -> str:
    return (f"<html><head><title>{title}</title></head><body><main class='panel'>{before}<section><article>"
            f"<h1>Setting up the client</h1><p>{PROSE}</p><h2>Timeouts</h2><p>{PROSE}</p></article></section>"
            "</main></body></html>")


def test_the_sites_name_as_a_heading_over_the_headline_goes():
    # Writerside's help title: an `h3` in the panel's header, the title's site part and "Help".
    for before in ("<header class='panel__header'><div class='container'><h3>Client 2.1 Help</h3>"
                   "<div class='panel-trigger'></div></header>", "<h2>Client 2.1</h2>"):
        doc = extract(_help_page(before), "https://help.example.org/setup.html")
        assert "Client 2.1" not in doc.text and doc.text.startswith("The installer"), before


def test_a_heading_over_the_headline_naming_no_site_or_beside_text_stays():
    # A kicker naming no part of the title's rest, a site heading with a line of text beside it, a
    # title of the headline alone, and a site heading ranked as the headline: none goes.
    cases = [("<h3>Guides</h3>", "Setting up the client | Client 2.1", "Guides"),
             ("<header><h3>Client 2.1 Help</h3><p>Search the help</p></header>", "Setting up the client | Client 2.1",
              "Client 2.1 Help"),
             ("<h3>Client 2.1 Help</h3>", "Setting up the client", "Client 2.1 Help"),
             ("<h1>Client 2.1 Help</h1>", "Setting up the client | Client 2.1", "Client 2.1 Help")]
    for before, title, stays in cases:
        doc = extract(_help_page(before, title), "https://help.example.org/setup.html")
        assert stays in doc.text, before


def test_a_date_and_a_reading_time_on_one_line_go():
    # Document360's "Updated on 01 Mar 2024 • 2 Minutes to read", a blog's "March 1, 2024 · 3 min read",
    # Medium's "5 min read · Mar 1, 2024": each part alone goes, so the line does.
    for line in ("Updated on 01 Mar 2024 • 2 Minutes to read", "March 1, 2024 · 3 min read",
                 "5 min read · Mar 1, 2024", "Jun 08, 2023 | 11 Minute Read"):
        doc = extract(page(f"<h1>Quickstart</h1><div>{line}</div><p>{PROSE}</p>"), "https://docs.example.org/quickstart")
        assert "read" not in doc.text.lower() and "2024" not in doc.text and PROSE in doc.text, line


def test_a_date_beside_other_words_than_a_reading_time_stays():
    # A date beside a name, a sentence about reading, two dates (an event's period) stay; a date with a
    # reading time is no date line of a dated kicker (a listing's card "by Jane Roe | Mar 07, 2026 ·
    # 4 min read | javascript", which golds keep).
    from beam_extract.clean.written_dates import is_date_line, is_dated_reading_time_line
    for line in ("March 1, 2024 · Jane Roe", "It takes 5 minutes to read | March 1, 2024",
                 "March 1, 2024 · 3 min read · Jane Roe", "1 March 2024 | 3 March 2024 · 3 min read"):
        assert not is_dated_reading_time_line(line), line
        doc = extract(page(f"<h1>Quickstart</h1><div>{line}</div><p>{PROSE}</p>"), "https://docs.example.org/quickstart")
        assert line in doc.text, line
    assert is_dated_reading_time_line("Mar 07, 2026 · 4 min read")
    assert not is_date_line("Mar 07, 2026 · 4 min read")


def test_a_glyph_picture_alone_on_its_line_goes():
    # Notion's callout icon (the app's `div role="img"` beside the callout's column; react-notion-x's
    # `span role="img"` in its own box): the emoji stood alone on a line over the note.
    note = "Sessions are not thread safe: give each worker thread its own session object."
    app = ("<div class='notion-callout-block'><div role='note' style='display: flex;'><div class='notion-record-icon' "
           "role='img' aria-label='💡'><span role='img' aria-label='💡'>💡</span></div><div><div>"
           f"{note}</div></div></div></div>")
    site = ("<div class='notion-callout'><div class='notion-page-icon-inline'><span class='notion-page-icon' "
            f"role='img' aria-label='🌿'>🌿</span></div><div class='ml-4'><p>{note}</p></div></div>")
    for callout, glyph in ((app, "💡"), (site, "🌿")):
        doc = extract(page(f"<h1>Quickstart</h1><p>{PROSE}</p>{callout}<p>{PROSE}</p>"), "https://docs.example.org/quickstart")
        assert glyph not in doc.text and note in doc.text, glyph


def test_a_glyph_in_a_line_of_text_or_a_picture_of_words_stays():
    # An emoji inside a sentence or opening one (through its inline wrappers), a role="img" box of
    # words (a diagram drawn in text) and a comparison table's "✓" (its cell's value) stay.
    table = ("<table><tr><th>Feature</th><th>Free</th></tr><tr><td>Retries</td><td><span role='img' "
             "aria-label='Yes'>✓</span></td></tr></table>")
    doc = extract(page(f"<h1>Plans</h1><p>{PROSE}</p>{table}<p>{PROSE}</p>"), "https://docs.example.org/plans")
    assert "✓" in doc.text
    lines = ("<p>Ship it <span role='img' aria-label='rocket'>🚀</span> when the tests pass.</p>",
             "<p><span><span role='img' aria-label='💻'>💻</span> </span><strong>Workflow tip:</strong> keep one "
             "session per worker.</p>",
             "<div><span role='img' aria-label='Diagram'>Client → Proxy → Server</span></div>")
    for line, kept in zip(lines, ("🚀", "💻", "Client → Proxy → Server")):
        doc = extract(page(f"<h1>Quickstart</h1><p>{PROSE}</p>{line}<p>{PROSE}</p>"), "https://docs.example.org/quickstart")
        assert kept in doc.text, kept


def test_a_see_also_heading_with_a_link_to_the_top_keeps_its_section():
    # man7.org's "SEE ALSO top" over a man page's related pages, on a page holding code: the label is
    # read without its link back up, and the cross-references stay (so does the "top": golds keep it).
    see_also = ("<h2><a id='SEE_ALSO' href='#SEE_ALSO'></a>SEE ALSO &nbsp; &nbsp; <a href='#top_of_page'>"
                "<span class='top-link'>top</span></a></h2><pre>       <a href='../man1/curl.1.html'>curl(1)</a>, "
                "<a href='../man1/wget.1.html'>wget(1)</a>\n</pre>")
    body = (f"<h2><a id='NAME' href='#NAME'></a>NAME <a href='#top_of_page'>top</a></h2><pre>{PROSE}</pre>"
            f"<h2>OPTIONS <a href='#top_of_page'>top</a></h2><pre>-t, --timeout=SECONDS\n    {PROSE}</pre>")
    doc = extract(page(body + see_also), "https://man.example.org/fetchurl.1.html")
    assert "curl(1), wget(1)" in doc.text and "SEE ALSO top" in doc.text
    # the same label linked elsewhere ("top" a link to another page) is no link back up: the box goes
    other = see_also.replace("#top_of_page", "/top-pages.html")
    doc = extract(page(body + other), "https://man.example.org/fetchurl.1.html")
    assert "curl(1)" not in doc.text


CRUMB_CHEVRON = f"<span class='inline-block me-1'>{CHEVRON}</span>"


def chevron_row(*links: str) -> str:
    return ("<div class='flex flex-wrap'>" + "".join(
        f"<div class='flex mb-3 items-center'><a class='text-link uppercase' href='/{label.lower().replace(' ', '-')}'>"
        f"{label}</a>{CRUMB_CHEVRON}</div>" for label in links) + "</div>")


def test_a_trail_of_crumbs_each_trailed_by_a_chevron_over_the_title_goes():
    # react.dev's row over the title: each crumb a box holding its link and a chevron.
    head = (f"<div class='flex justify-between'><div class='flex-1'>{chevron_row('API Reference', 'Hooks')}</div>"
            "<button>Copy page</button></div><h1>useSession</h1>")
    doc = extract(page(f"<article>{head}<p>{PROSE}</p><pre><code>const s = useSession(url);</code></pre>"
                       f"<p>{PROSE}</p></article>", title="useSession – Client"), "https://docs.example.org/hooks/useSession")
    assert "API Reference" not in doc.text and "Hooks" not in doc.text and PROSE in doc.text


def test_a_row_of_chevron_links_away_from_the_title_stays():
    # The same row of "link >" boxes among the sections (no h1 after it) stays.
    row = chevron_row("Read the install guide", "Read the upgrade notes")
    doc = extract(page(f"<article><h1>Quickstart</h1><p>{PROSE}</p>{row}<p>{PROSE}</p><h2>Next</h2><p>{PROSE}</p>"
                       "</article>"), "https://docs.example.org/quickstart")
    assert "Read the install guide" in doc.text and "Read the upgrade notes" in doc.text


def test_a_dropdowns_title_printed_before_it_goes_with_it():
    # Swagger UI's "Media type" over `<select aria-label="Media Type">` (in a wrapper of its own); a
    # line before a select that says something else, and one with words beside the title, stay.
    def control(title, label):
        return (f"<section><small class='title'>{title}</small><div class='wrapper'><select aria-label='{label}'>"
                "<option>application/json</option></select></div></section>")
    doc = extract(page(f"<h1>Responses</h1><p>{PROSE}</p>{control('Media type', 'Media Type')}<p>{PROSE}</p>"),
                  "https://docs.example.org/api")
    assert "Media type" not in doc.text and PROSE in doc.text
    for title, label in (("Pick the format of the answer", "Media Type"), ("Media type (response)", "Media Type")):
        doc = extract(page(f"<h1>Responses</h1><p>{PROSE}</p>{control(title, label)}<p>{PROSE}</p>"),
                      "https://docs.example.org/api")
        assert title in doc.text, title


def test_a_dropdowns_fine_print_closing_its_titled_box_goes_with_the_title():
    # Swagger UI's "Controls Accept header." (a `small` closing the box of the select titled "Media type");
    # the same fine print under a select with no printed title, or followed by more, stays.
    hint = "<small class='accept-message'>Controls <code>Accept</code> header.</small>"
    select = "<div class='wrapper'><select aria-label='Media Type'><option>application/json</option></select></div>"
    titled = f"<section><small class='title'>Media type</small>{select}{hint}</section>"
    doc = extract(page(f"<h1>Responses</h1><p>{PROSE}</p>{titled}<p>{PROSE}</p>"), "https://docs.example.org/api")
    assert "Controls" not in doc.text and "Media type" not in doc.text and PROSE in doc.text
    for box in (f"<section>{select}{hint}</section>",
                f"<section><small class='title'>Media type</small>{select}{hint}<p>Pick JSON for the examples.</p></section>"):
        doc = extract(page(f"<h1>Responses</h1><p>{PROSE}</p>{box}<p>{PROSE}</p>"), "https://docs.example.org/api")
        assert "Controls Accept header." in doc.text, box


def callout(glyph_markup: str) -> str:
    return (f"<div class='callout'>{glyph_markup}<div class='callout-body'><p>Sessions are not thread safe: give "
            "each worker thread its own session object.</p></div></div>")


def test_a_symbol_glyph_leading_a_callout_box_goes():
    # Nextra's callout emoji (a `div` of its own beside the note's box) and ReadMe's (`span.callout-icon`
    # before the label "Note" in a paragraph of its own), with no role="img" to name them pictures.
    nextra = callout("<div class='select-none text-xl' style='font-family: \"Apple Color Emoji\"'>💡</div>")
    readme = ("<blockquote class='callout callout_info'><h3 class='callout-heading'><span class='callout-icon'>📘</span>"
              "<p>Note</p></h3><p>Sessions are not thread safe: give each worker thread its own session object.</p>"
              "</blockquote>")
    warning = callout("<div>⚠️</div>")
    for box, glyph in ((nextra, "💡"), (readme, "📘"), (warning, "⚠")):
        doc = extract(page(f"<h1>Quickstart</h1><p>{PROSE}</p>{box}<p>{PROSE}</p>"), "https://docs.example.org/quickstart")
        assert glyph not in doc.text and "thread safe" in doc.text, glyph
    doc = extract(page(f"<h1>Quickstart</h1><p>{PROSE}</p>{readme}<p>{PROSE}</p>"), "https://docs.example.org/quickstart")
    assert "Note" in doc.text


def test_a_glyph_opening_a_sentence_or_punctuation_leading_a_box_stays():
    # An emoji with text or an inline element after it on its line, a box's lone "*" or "→" (punctuation
    # and arrows a writer types, no symbol picture: "→" is Unicode's "Sm"), and a glyph closing a box stay.
    from beam_extract.clean.page_chrome import is_symbol_glyph
    assert is_symbol_glyph("💡") and is_symbol_glyph("⚠️") and is_symbol_glyph("👍🏽")
    assert not is_symbol_glyph("*") and not is_symbol_glyph("→") and not is_symbol_glyph("•") and not is_symbol_glyph("A💡")
    boxes = ("<div><span>💻</span> <strong>Workflow tip:</strong> keep one session per worker.</div>",
             "<div><span>🚀</span><strong>Ship it</strong> when the tests pass.</div>",
             callout("<div>*</div>"),
             "<div><p>Keep one session per worker.</p><div>🎉</div></div>")
    for box, kept in zip(boxes, ("💻", "🚀", "*", "🎉")):
        doc = extract(page(f"<h1>Quickstart</h1><p>{PROSE}</p>{box}<p>{PROSE}</p>"), "https://docs.example.org/quickstart")
        assert kept in doc.text, kept


def test_a_tables_cells_reading_no_and_their_columns_header_are_emptied():
    # Swagger UI's "No links" under "Links" (and "No description" under "Description"); a cell saying
    # more ("No links yet") stays, and so does the header.
    table = ("<table><thead><tr><td>Code</td><td>Description</td><td>Links</td></tr></thead><tbody>"
             "<tr><td>200</td><td>Returns the resource as it is now, with the headers the server sent.</td><td><i>No links</i></td></tr>"
             "<tr><td>404</td><td>There is no resource at that address, or it was removed by its owner.</td><td>No links yet</td></tr>"
             "<tr><td>410</td><td>No description</td><td>No links, see the operation that lists the resources.</td></tr>"
             "</tbody></table>")
    doc = extract(page(f"<h1>Responses</h1><p>{PROSE}</p>{table}<p>{PROSE}</p>"), "https://docs.example.org/api")
    assert "Returns the resource as it is now" in doc.text and "Links" in doc.text and "No links yet" in doc.text
    assert "No links\n" not in doc.text + "\n" and "No description" not in doc.text and "No links, see" in doc.text


def test_a_line_of_links_to_the_pages_own_sections_goes():
    # man7.org's "NAME | SYNOPSIS | ..." over a man page, and its "Pages that refer to this page:" list
    # after it; a line of section links with words beside them, three links only, or links to other
    # pages stays, and so does a labelled list of other words.
    sections = ("<p class='section-dir'><a href='#NAME'>NAME</a> | <a href='#SYNOPSIS'>SYNOPSIS</a> | "
                "<a href='#DESCRIPTION'>DESCRIPTION</a> | <a href='#SEE_ALSO'>SEE&nbsp;ALSO</a></p>")
    refer = ("<p>Pages that refer to this page: <a href='../man1/mirror.1.html'>mirror(1)</a>,&nbsp; "
             "<a href='../man5/fetchurl.conf.5.html'>fetchurl.conf(5)</a></p>")
    body = f"<h1>fetchurl(1)</h1>{sections}<h2 id='NAME'>NAME</h2><p>{PROSE}</p><h2 id='SYNOPSIS'>SYNOPSIS</h2><p>{PROSE}</p>"
    doc = extract(page(body + refer), "https://man.example.org/fetchurl.1.html")
    assert "SYNOPSIS |" not in doc.text and "Pages that refer" not in doc.text and "mirror(1)" not in doc.text
    assert PROSE in doc.text
    kept = ("<p>Read <a href='#NAME'>NAME</a>, then <a href='#SYNOPSIS'>SYNOPSIS</a>, <a href='#OPTIONS'>OPTIONS</a> "
            "and <a href='#FILES'>FILES</a>.</p>",
            "<p><a href='#NAME'>NAME</a> | <a href='#SYNOPSIS'>SYNOPSIS</a> | <a href='#OPTIONS'>OPTIONS</a></p>",
            "<p><a href='/a'>Alpha</a> | <a href='/b'>Beta</a> | <a href='/c'>Gamma</a> | <a href='/d'>Delta</a></p>")
    for line, word in zip(kept, ("then", "OPTIONS", "Gamma")):
        doc = extract(page(f"<h1>fetchurl(1)</h1><p>{PROSE}</p>{line}<p>{PROSE}</p>"), "https://man.example.org/fetchurl.1.html")
        assert word in doc.text, line


def test_callout_glyphs_are_judged_in_time_linear_in_their_number():
    # 5,000 sibling glyph boxes: XPath's sibling axes asked of each took 148 s; one walk and the
    # shape read in Python, 0.02 s.
    import time

    from beam_extract.clean.page_chrome import drop_callout_glyphs
    root = parse_html("<html><body><div>" + "<div>💡</div>" * 5000 + "<p>text</p></div></body></html>").getroot()
    started = time.process_time()
    drop_callout_glyphs(root)
    assert time.process_time() - started < 5.0
