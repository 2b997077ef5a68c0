"""The boxes an API documentation generator names for tags: YARD (Ruby's) sets a method's tagged
parts, its parameters, return values, raised errors and examples, in a `<div class="tags">` under
the method's description, a name a post's tag list has too. A tag list is a row of words; a box whose
list items hold paragraphs, or which holds code, documents: it is the text's, not a tag list.

In: the victims of the framing walk (`victims.find_victims`, outermost elements of the content
document). Out: the same list without the documenting tag boxes (`spare_documenting_tag_boxes`).
"""
from __future__ import annotations

import re

from .measures import element_text
from .tokens import classify_names
from .widget_reads import named_only

# A tag box's list item documents when a paragraph in it holds DOC_TAG_MIN_WORDS words or more outside
# its links: YARD's "url (String) — The address of the resource to fetch." writes the description as
# `<div class="inline"><p>`. Added 2026-12-06 (docs50): no element of the three development sets named
# only for tags holds a `pre` or a list item's paragraph (scanned: a comment form's "allowed tags" note,
# a `p` holding `code`, and a share bar's "Share this with Facebook" items, named for sharing, are the
# tag-named boxes holding code or such paragraphs), so no Document moved; the floor keeps a tag list
# whose items are linked words set in paragraphs ("<li><p><a>Python</a></p></li>") a tag list.
DOC_TAG_MIN_WORDS = 3
# YARD sets the paragraph two levels under its item (`li > div.inline > p`).
LIST_ITEM_LEVELS = 3
_TAG_NAME = re.compile(r"tags?", re.I)
_PARAGRAPH_TAGS = ("p", "P")
_LIST_ITEM_TAGS = ("li", "LI")
_CODE_TAGS = ("pre", "PRE")


def spare_documenting_tag_boxes(victims: list) -> list:
    """`victims` without the boxes named only for tags that document (`documents_tags`)."""
    return [el for el in victims if not documents_tags(el)]


def documents_tags(el) -> bool:
    """Is `el` named only for tags (`_named_for_tags_only`) and holding code (a `pre`) or a paragraph
    in a list item (`_in_a_list_item`) of DOC_TAG_MIN_WORDS words outside its links?"""
    if not _named_for_tags_only(el):
        return False
    if next(el.iter(*_CODE_TAGS), None) is not None:
        return True
    return any(_words_outside_links(p) >= DOC_TAG_MIN_WORDS and _in_a_list_item(p, el)
               for p in el.iter(*_PARAGRAPH_TAGS))


def _in_a_list_item(p, box) -> bool:
    """Is `p` inside a list item of `box`, at most LIST_ITEM_LEVELS levels up? (Bounded: one walk of
    the box asks each paragraph once, and a paragraph deep in nested lists does not read every level.)"""
    for level, ancestor in enumerate(p.iterancestors()):
        if ancestor is box or level >= LIST_ITEM_LEVELS:
            return False
        if ancestor.tag in _LIST_ITEM_TAGS:
            return True
    return False


def _named_for_tags_only(el) -> bool:
    """A widget by its names alone (`named_only`) whose class is "tags" (or "tag") beside names
    that judge nothing (YARD's `div.tags`)."""
    names = (el.get("class") or "").split()
    if not any(_TAG_NAME.fullmatch(name) for name in names):
        return False  # most victims: no "tag" name
    others = [name for name in names if not _TAG_NAME.fullmatch(name)]
    return named_only(el) and all(classify_names(name) == "" for name in others) \
        and classify_names(el.get("id") or "") == ""


def _words_outside_links(el) -> int:
    return len(element_text(el).split()) - sum(len(element_text(link).split()) for link in el.iter("a", "A"))
