"""A product's description that the page's markup holds only in its structured data.

In: the content document's root and text, the rest of the page's tree and its JSON-LD scripts
(`PageFacts.json_ld`). Out: the description's text, put at the top of the content document as a
paragraph.

Some shops render their product pages in the browser from JSON the page carries: the HTML holds
the navigation, the footer and a schema.org `Product` whose `description` is the text the reader
sees under the title, and none of that text stands in the body's markup. A browser shows it, a
reader's copy of the page holds it; the extractor reads it from the JSON-LD then, and only then: a
page whose body shows the description's words (most product pages) is left as it is.
"""
from __future__ import annotations

import json
import re

from lxml import etree

from .dom import set_tail, set_text

# The schema.org types whose description is the page's product text.
_PRODUCT_TYPES = frozenset(("Product", "ProductGroup", "IndividualProduct", "ProductModel"))
# A description of fewer words is a tagline, not the product's text.
DESCRIPTION_WORDS_MIN = 15
# Share of the description's words (of four letters or more) the page's shown text may hold for the
# description to count as held nowhere but in the JSON-LD. Measured 2026-12-07 (service53) over the
# 63 pages of the three development sets whose JSON-LD holds a Product, Service or
# SoftwareApplication description of 15 words or more: the share the body shows is 0.43 to 1.00 on
# all but two, WCXB dev 0582 (0.17: a shop rendered from JSON; its gold opens with the description)
# and 0605 (0.00: a URL-encoded description, "An%20elegant%20sofa", refused below); 0.30 and 0.40
# take the same pages.
SHOWN_SHARE_MAX = 0.3
_WORD = re.compile(r"\w{4,}")
_URL_ENCODED = re.compile(r"%[0-9A-Fa-f]{2}")
_SHOWN_TEXT = etree.XPath(
    "/descendant::body/descendant::text()[not(ancestor::script or ancestor::style or ancestor::template"
    " or ancestor::noscript or ancestor::textarea)]")


def unshown_description(tree, json_ld: list, text: str) -> str | None:
    """The description of the page's one schema.org Product (in its JSON-LD scripts `json_ld`)
    when it is long enough and neither the content's `text` nor the rest of the page's shown text
    (`tree`, whose content regions have left it) holds SHOWN_SHARE_MAX of its words; else None.
    Markup and character references in the description are read as HTML. The page is walked only
    when the content's text misses the description (a page or two in a hundred)."""
    description = _product_description(json_ld)
    if description is None or len(description.split()) < DESCRIPTION_WORDS_MIN:
        return None
    words = [word.lower() for word in _WORD.findall(description)]
    if not words or _held(words, text) >= SHOWN_SHARE_MAX * len(words):
        return None
    shown = text + " " + " ".join(_SHOWN_TEXT(tree))
    return description if _held(words, shown) < SHOWN_SHARE_MAX * len(words) else None


def _held(words: list[str], text: str) -> int:
    """How many of `words` (lower case) `text` holds as words."""
    held = {word.lower() for word in _WORD.findall(text)}
    return sum(word in held for word in words)


def put_description_first(root, description: str) -> None:
    """Put `description` at the top of the content document `root` as a paragraph: after the
    page's h1 when that opens the content (the title, which the title rule takes out), else first."""
    paragraph = etree.Element("p")
    set_text(paragraph, description)
    first = next((el for el in root if isinstance(el.tag, str)), None)
    if first is not None and first.tag == "h1" and not (root.text or "").strip():
        first.addnext(paragraph)
        set_tail(paragraph, first.tail)
        first.tail = None
    else:
        root.insert(0, paragraph)
        set_tail(paragraph, root.text)
        root.text = None


def _product_description(json_ld: list) -> str | None:
    """The text of the description of the one Product the scripts declare; None when they
    declare none, several, or one without a usable description."""
    found: list[str] = []
    for script in json_ld:
        try:
            parsed = json.loads(script.text or "")
        except (ValueError, RecursionError):
            continue
        _collect_descriptions(parsed, found, depth=0)
    if len(found) != 1 or _URL_ENCODED.search(found[0]):
        return None
    text = _html_text(found[0])
    return text or None


def _collect_descriptions(node, found: list[str], depth: int) -> None:
    """The `description` strings of the Product nodes in `node` (a parsed JSON-LD value), in order;
    a product's own offers and variants are not searched (one product's page)."""
    if depth > 8:
        return
    if isinstance(node, list):
        for item in node:
            _collect_descriptions(item, found, depth + 1)
        return
    if not isinstance(node, dict):
        return
    kind = node.get("@type")
    kinds = kind if isinstance(kind, list) else [kind]
    if any(isinstance(k, str) and k in _PRODUCT_TYPES for k in kinds):
        description = node.get("description")
        if isinstance(description, str) and description.strip():
            found.append(description)
        return
    for value in node.values():
        if isinstance(value, (dict, list)):
            _collect_descriptions(value, found, depth + 1)


def _html_text(markup: str) -> str:
    """The text `markup` shows when read as HTML, white space folded."""
    if "<" not in markup and "&" not in markup:
        return " ".join(markup.split())
    try:
        fragment = etree.fromstring(("<div>" + markup + "</div>").encode("utf-8", "replace"), etree.HTMLParser())
    except (etree.ParserError, ValueError):
        return ""
    if fragment is None:
        return ""
    return " ".join(" ".join(fragment.itertext()).split())
