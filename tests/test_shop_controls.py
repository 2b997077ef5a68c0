"""shop_controls: the controls of a shop's page left as text (variant pickers, dropdown labels, steppers, sort options)."""
from lxml import etree

from beam_extract.clean import shop_controls


def test_picker_candidates_are_the_elements_the_contains_xpath_selects():
    # the Python walk stands for an XPath of eight contains(); both must select the same elements,
    # in document order, whatever the case, nesting or attribute they are named in

    names = ["colorSwatch", "SWATCH", "size-picker", "selector", "Select", "product-options", "opt",
             "variantOption", "reselected", "watchlist", "kicker", "", "photon"]
    inner = "".join(f"<div class='{n}'><span id='{n}-x'>{n}</span><p class='plain'>t</p></div>" for n in names)
    body = etree.fromstring(f"<body class='option-page'><main id='picker'>{inner}<!-- picker --></main></body>")
    xpath = etree.XPath("descendant::*[%s]" % " or ".join(
        f"contains(@{attribute}, '{tail}')" for attribute in ("class", "id") for tail in shop_controls._PICKER_TAILS))
    expected = xpath(body)
    got = shop_controls._picker_candidates(body)
    assert len(expected) > 10
    assert len(got) == len(expected) and all(a is b for a, b in zip(got, expected))
