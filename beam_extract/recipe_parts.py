"""A recipe's parts outside the chosen region: the ingredients and the summary of a page's
schema.org Recipe (microdata) that the region leaves out.

In: the parsed page (an lxml tree, only read), the chosen regions in it, the page's microdata item
types when the metadata walk read them.
Out: `ingredients_outside` -> `[container]` of the Recipe's ingredient elements, `recipe_description_outside`
-> `[description]`, each set before the region and taken in as a region (extractor.extract_tree);
`recipe_ingredients` -> the ingredient elements.
"""
from __future__ import annotations

from lxml import etree

from . import clean
from .dom import inside_any, text_of
from .ledes import LEDE_MAX

# A recipe page (a schema.org Recipe in microdata: `itemprop="recipeIngredient"`, or the older
# `itemprop="ingredients"`, under an `itemtype` ending in /Recipe) whose region holds the preparation
# but none of the ingredients gets the ingredients' smallest common container, set before the region,
# when that container is mostly them: INGREDIENTS_MAX characters at most, link density under
# INGREDIENTS_LINK_DENSITY, the ingredient elements INGREDIENTS_SHARE of its text or more (text
# counted with white space collapsed). Measured 2026-12-03 (bench_extract --no-peers, F1 even / odd):
# before, trafilatura-eval-dev 0.9553 / 0.9645; with: 0.9574 / 0.9645 (one page moved: a recipe whose
# region, the method's accordion, left out its ingredients tables: 4 snippets found, none leaked),
# ScrapingHub 0.9802 / 0.9818 and WCXB dev 0.8922 / 0.8941 unchanged (no page changed). Seven pages
# of the three sets declare a Recipe: that one in microdata, six in JSON-LD only, whose regions already
# hold their ingredients (so JSON-LD's ingredient strings are not matched to elements here). The
# moved page's container: 418 characters, ingredients 73% of them, link density 0.01, so any cap over
# 418 and share under 0.73 scores alike; the cap and link density keep out a container that is a
# sidebar or the whole recipe card, not tuned on a page. CPU: the metadata walk's item types are
# tested (no Recipe, no more); an XPath walk of its own cost 0.4 ms a page on every page.
INGREDIENT_PROPS = frozenset(("recipeingredient", "ingredients"))
INGREDIENTS_MAX = 4000
INGREDIENTS_LINK_DENSITY = 0.3
INGREDIENTS_SHARE = 0.5


def ingredients_outside(tree, chosen: list, itemtypes: list | None = None) -> list:
    """`[container]` of the ingredient elements of the page's Recipe when none is inside `chosen`
    and their smallest common container is mostly them and apart from `chosen`, else [].
    `itemtypes`: the page's microdata item types when read already (no Recipe among them: no walk)."""
    if itemtypes is not None and not any(_names_a_recipe(itemtype) for itemtype in itemtypes):
        return []
    found = recipe_ingredients(tree)
    if not found or any(inside_any(el, chosen) or el in chosen for el in found):
        return []
    container = _common_container(found)
    if container is None or any(container is el or inside_any(el, [container]) or inside_any(container, [el])
                                for el in chosen):
        return []
    length = _spoken_length(container)
    if not 0 < length <= INGREDIENTS_MAX or clean.link_density(container) >= INGREDIENTS_LINK_DENSITY:
        return []
    if sum(_spoken_length(el) for el in found) < INGREDIENTS_SHARE * length:
        return []
    return [container]


# The same Recipe's own description (its `itemprop="description"`, not a nested item's: an author's
# bio), set before the region in the recipe's header beside the title and the yield, is the recipe's
# standfirst ("Saftig-weiche Muffins aus Hefeteig mit Bienenstich-Belag ..."): taken in when the region
# leaves it out, from RECIPE_DESCRIPTION_MIN to LEDE_MAX characters, mostly unlinked. A short one is
# kept (unlike a news standfirst, LEDE_MIN): a recipe's summary is one sentence. Added 2026-12-05
# (te35; see docs/rounds.md): trafilatura-eval-dev 0390 found 5/6 -> 6/6, no other page moved (the one
# page of the three sets declaring a Recipe in microdata). Its summary is 88 characters: any minimum up
# to 88 scores alike, LEDE_MIN (130) leaves it out; 40 keeps out a one-word or one-line tag ("Lecker!").
RECIPE_DESCRIPTION_MIN = 40
RECIPE_DESCRIPTION_CHECKS = 4  # description properties asked for their item (a bound, not tuned)


def recipe_description_outside(tree, chosen: list, itemtypes: list | None = None) -> list:
    """`[description]` of the page's microdata Recipe when it lies before `chosen`, outside it, and
    reads as its summary (RECIPE_DESCRIPTION_MIN..LEDE_MAX characters, under half of them links),
    else []. `itemtypes`: the page's microdata item types when read already (no Recipe: no walk)."""
    if not chosen or (itemtypes is not None and not any(_names_a_recipe(itemtype) for itemtype in itemtypes)):
        return []
    root = tree.getroot() if isinstance(tree, etree._ElementTree) else tree
    item = next((typed for typed in _TYPED_ITEMS(root) if _names_a_recipe(typed.get("itemtype"))), None)
    if item is None:
        return []
    asked = 0
    for el in item.iter():  # the first Recipe's only, up to its first few descriptions (a nest of look-alikes)
        if "description" not in (el.get("itemprop") or "").lower().split():
            continue
        asked += 1
        if asked > RECIPE_DESCRIPTION_CHECKS:
            return []  # a nest of described items: each climb to its item would be the nest's depth
        if _item_of(el) is not item:
            continue  # a nested item's (an author's, a review's)
        if inside_any(el, chosen) or any(inside_any(region, [el]) for region in chosen):
            return []
        length = _spoken_length(el)
        if RECIPE_DESCRIPTION_MIN <= length <= LEDE_MAX and clean.link_density(el) < 0.5 \
                and _comes_before(root, el, chosen[0]):
            return [el]
        return []
    return []


def _item_of(el):
    """The microdata item a property element belongs to: its nearest ancestor stating an item type."""
    return next((a for a in el.iterancestors() if a.get("itemtype") is not None), None)


def _comes_before(root, el, other) -> bool:
    """Does `el` come before `other` in document order?"""
    for node in root.iter():
        if node is el:
            return True
        if node is other:
            return False
    return False


def _spoken_length(el) -> int:
    """Characters of `el`'s text with its runs of white space as one space (an ingredient table's
    cells are indented by many)."""
    return len(" ".join(text_of(el).split()))


def recipe_ingredients(tree) -> list:
    """The elements marked as a recipe's ingredients under an item typed as a schema.org Recipe."""
    root = tree.getroot() if isinstance(tree, etree._ElementTree) else tree
    found: list = []
    for item in _TYPED_ITEMS(root):  # one walk in C: the pages declaring no item cost no more
        if not _names_a_recipe(item.get("itemtype")):
            continue
        for el in _PROPERTIES(item):
            if INGREDIENT_PROPS.intersection(el.get("itemprop").lower().split()) and el not in found:
                found.append(el)
    return found


_TYPED_ITEMS = etree.XPath("/descendant::*[@itemtype]")
_PROPERTIES = etree.XPath("descendant::*[@itemprop]")


def _names_a_recipe(itemtype: str) -> bool:
    """Does a microdata `itemtype` name a schema.org Recipe?"""
    return itemtype.rstrip("/").lower().endswith("/recipe")


def _common_container(elements: list):
    """The nearest element holding all of `elements` (the element itself when there is one)."""
    if len(elements) == 1:
        return elements[0]
    chain = [elements[0], *elements[0].iterancestors()]
    for el in elements[1:]:
        ancestors = {id(a) for a in el.iterancestors()}
        ancestors.add(id(el))
        chain = [a for a in chain if id(a) in ancestors]
    return chain[0] if chain else None
