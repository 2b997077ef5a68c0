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
