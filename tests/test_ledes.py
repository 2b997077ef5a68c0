"""ledes.py: a story's standfirst and opening kept with its body."""


def test_lede_candidates_are_the_xpath_class_test():
    """ledes._lede_candidates filters in Python what one XPath (ASCII-lowercased class
    containing a LEDE_TOKENS token) selected; both give the same elements in the same order."""
    from pathlib import Path

    from lxml import etree

    from beam_extract import ledes, parse

    reference = etree.XPath(
        "preceding::*[@class][%s]" % " or ".join(
            "contains(translate(@class, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '%s')" % token
            for token in sorted(ledes.LEDE_TOKENS)))
    made_up = (
        "<body><div class='Article-LEAD'>x</div><p class='\u212aDECK'>k</p><p class='\u0130ntro İNTRO'>i</p>"
        "<header class='Sub-Headline'><p class='x PEREX'>p</p></header><p class=''>e</p>"
        "<section class='summarybox'><h2 class='deck'>d</h2><div id='best'><p>body</p></div></section></body>")
    pages = [made_up] + [p.read_text(encoding="utf-8", errors="replace")
                         for p in sorted((Path(__file__).resolve().parents[1] / "samples" / "pages").glob("*.html"))]
    compared = 0
    for html in pages:
        tree = parse.parse_html(html)
        for el in tree.getroot().iter():
            if isinstance(el.tag, str):
                assert ledes._lede_candidates(el) == reference(el)
                compared += 1
    assert compared > 500
    best = parse.parse_html(made_up).getroot().xpath("//*[@id='best']")[0]
    assert [el.get("class") for el in ledes._lede_candidates(best)] == [
        "Article-LEAD", "\u212aDECK", "x PEREX", "deck"]  # "İntro": no ASCII "intro"; "sub-headline" no token


def test_header_beside_its_article_is_taken_in_when_it_describes():
    """ledes.header_beside: JSDoc's class description, in a `header` before the `article` of its
    methods under one `section`, is kept; a title-and-byline header and a page's own header are not."""
    from beam_extract import extract, ledes, parse

    description = ("The client keeps one connection per host and reuses it for every request that follows, "
                   "so a script spends its time on the pages and not on handshakes.")
    methods = " ".join(["The get method sends a request and returns the response once its headers arrive."] * 6)
    page = ("<html><body><div id='main'><h1 class='page-title'>Class: Client</h1><section><header><h2>Client"
            f"<span class='signature'>(options)</span></h2><div class='class-description'>{description}</div></header>"
            f"<article><h3>Methods</h3><p>{methods}</p></article></section></div>"
            "<nav><h2><a href='index.html'>Home</a></h2><ul><li><a href='Client.html'>Client</a></li></ul></nav></body></html>")
    assert description in extract(page).text
    root = parse.parse_html(page).getroot()
    article = root.find(".//article")
    assert [el.tag for el in ledes.header_beside(article)] == ["header"]
    byline = parse.parse_html(
        f"<html><body><section><header><h1>A title</h1><p>By <a href='/a'>Jane Roe</a>, 1 July 2024</p></header>"
        f"<article><p>{methods}</p></article></section></body></html>").getroot()
    assert ledes.header_beside(byline.find(".//article")) == []
    site = parse.parse_html(
        f"<html><body><header><p>{description}</p></header><article><p>{methods}</p></article></body></html>").getroot()
    assert ledes.header_beside(site.find(".//article")) == []
