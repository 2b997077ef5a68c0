"""The labels of the content document: headings and leaf elements whose whole text is a section
label ("Related posts", "Das könnte Sie auch interessieren", "Zobacz również"), found by one walk
that also collects `drop_boilerplate_lines`' candidates (`label_elements`, C-accelerated, with its twin).

In: the content document's body (an lxml element), and the list of line candidates to fill (or None).
Out: the label elements, in document order (the tree is not changed).
"""
from __future__ import annotations

from ..dom import CLEAN_LINK_TAGS
from ..speedups import native as _speedups
from .headings import HEADING_TAG_SET
from .line_heads import LABEL_STARTS, LINE_HEAD_STARTS, LINE_STARTS_BY_CODE
from .lines import LINE_TAG_SET, may_be_a_line
from .measures import element_text, text_length_upto
from .phrases import is_section_label

MAX_LABEL_CHARS = 80
# A heading of more text or elements than these is no label (a label is SECTION_HEADING_WORDS words
# at most), and its text is not built: headings nested 1,000 deep (libxml2 nests <h2>x<h3>y...)
# each built the text of all below them, 1.9 s of CPU for 200 KB and 15 s for 1.6 MB (2026-12-02).
LABEL_HEADING_MAX_CHARS = 400
LABEL_HEADING_MAX_ELEMENTS = 256


def label_elements(body, lines: list | None = None) -> list:
    """Headings, and leaf elements (no child elements) whose whole text is a section label
    (`<div class="title">Meistgelesene Artikel</div>`, `<span>Zobacz również</span>`), in
    document order. The same walk adds `drop_boilerplate_lines`' candidates to `lines`."""
    if _speedups is not None:  # the same walk over libxml2's nodes, in C
        return _speedups.label_walk(body, _label_tag_code, LINE_STARTS_BY_CODE, _heading_text_is_label,
                                    _leaf_is_label, lines, LABEL_STARTS, LINE_HEAD_STARTS)
    return _label_walk_python(body, lines)


def _label_tag_code(tag) -> int:
    """For the C walk: 1 a line tag, 2 a heading tag, 4 a link tag (bits), by raw tag."""
    return (tag in LINE_TAG_SET) | (tag in HEADING_TAG_SET) << 1 | (tag in CLEAN_LINK_TAGS) << 2


def _heading_text_is_label(text: str) -> bool:
    """A heading's text (`element_text`) names a boilerplate box. The C walk asks only about texts
    whose head may begin a label (`LABEL_STARTS`: 2026-12-01, about 31,000 headings a pass over
    WCXB dev, each a call into Python before)."""
    return is_section_label(text)


def _leaf_is_label(text: str, link: bool) -> bool:
    return is_section_label(text, whole=link)


def _label_walk_python(body, lines: list | None = None) -> list:
    """Twin of `_speedups.label_walk`."""
    found = []
    for el in body.iter():
        tag = el.tag
        if not isinstance(tag, str):
            continue
        if lines is not None and tag in LINE_TAG_SET and el is not body and may_be_a_line(el):
            lines.append(el)
        if tag in HEADING_TAG_SET:
            if text_length_upto(el, LABEL_HEADING_MAX_CHARS, LABEL_HEADING_MAX_ELEMENTS) <= LABEL_HEADING_MAX_CHARS \
                    and _heading_text_is_label(element_text(el)):
                found.append(el)
            continue
        if len(el):
            continue
        text = el.text
        if text and len(text) <= MAX_LABEL_CHARS and not text.isspace() \
                and is_section_label(text, whole=tag in CLEAN_LINK_TAGS):
            found.append(el)  # a link labels a box only with the label alone ("Related link one" does not)
    return found
