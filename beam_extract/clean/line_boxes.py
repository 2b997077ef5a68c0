"""The cleaning of the content document: an old board's boxes written as `<br>`-split lines of one
element: the author's stat box (`drop_author_stat_boxes`) and the permission list under a thread
(`drop_permission_lists`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import re

from .drops import drop_keeping_tail
from .lines import AUTHOR_STAT, PROFILE_FIELD, PROFILE_FIELD_MAX, PROSE_INLINE_TAGS
from .measures import content_body, element_text, text_length_upto
from .post_lines import PERMISSION_LINE, POST_LINE
from .walks import text_nodes_holding

# --- A board's permission lines, `<br>`-split in one element ---------------------------------------

# phpBB's list under a thread ("You cannot post new topics in this forum<br>You cannot reply to
# topics in this forum<br>...", "cannot" in bold) is one element of lines: every line of an element
# of at least PERMISSION_LINES_MIN lines a permission line (post_lines.PERMISSION_LINE), at most
# PERMISSION_LIST_MAX characters, goes. Added 2026-12-06 (forum45b; see docs/rounds.md).
PERMISSION_LINES_MIN = 2
PERMISSION_LIST_MAX = 600  # characters: phpBB's list of five to seven lines in any pack (a bound, not tuned)


# Forumotion's box under a topic: a label, "Permissions in this forum:" ("Permissions de ce forum :",
# "Permisos de este foro:"), over the one line a guest gets ("You cannot reply to topics in this
# forum"), each an element of its own: the label goes with the element after it when every line of
# that one is a permission line, one line or more. Added 2026-12-07 (forum56; a Forumotion topic
# written after its phpBB 3 template, tests/test_forum_engines.py; no development page shows one).
PERMISSIONS_LABEL = re.compile(
    r"(?:permissions (?:in this forum|de ce forum)|berechtigungen in diesem forum|permisos (?:de|en) este foro)\s?:?", re.I)
PERMISSIONS_LABEL_MAX = 40  # characters: the label in any of its packs (a bound, not tuned)
_PERMISSIONS_LABEL_MARKS = ("ermissions", "erechtigungen", "ermisos")  # a piece of each pack's label


def drop_permission_lists(root) -> int:
    """Remove the elements of a thread whose `<br>`-split lines are all permission lines (see
    PERMISSION_LIST_MAX), and a permissions label with the lines after it (PERMISSIONS_LABEL).
    Returns how many went."""
    body = content_body(root)
    parents, seen = [], set()
    for br in body.iter("br", "BR"):
        parent = br.getparent()
        if parent is not None and parent not in seen:
            seen.add(parent)
            parents.append(parent)
    lists = [el for el in parents if _is_permission_list(el)]
    lists.extend(el for el in body.iter(*_ITEM_LIST_TAGS) if _is_permission_item_list(el))
    lists.extend(_labelled_permission_lines(body, lists))
    for el in lists:
        if el.getparent() is not None:
            drop_keeping_tail(el)
    return len(lists)


def _labelled_permission_lines(body, lists: list) -> list:
    """The permissions labels below `body` (PERMISSIONS_LABEL), each the outermost element holding its
    text alone, and the elements after them whose lines are all permission lines (those already in
    `lists` are not given again)."""
    found: list = []
    for mark in _PERMISSIONS_LABEL_MARKS:
        for el, is_tail, text in text_nodes_holding(body, mark, PERMISSIONS_LABEL_MAX, True):
            text = " ".join(text.split())
            if is_tail or el is body or not PERMISSIONS_LABEL.fullmatch(text) or " ".join(element_text(el).split()) != text:
                continue
            label = el
            while (up := label.getparent()) is not None and up is not body and len(up) == 1 \
                    and " ".join(element_text(up).split()) == text:
                label = up
            lines_el = label.getnext()
            if lines_el is None or not isinstance(lines_el.tag, str) \
                    or text_length_upto(lines_el, PERMISSION_LIST_MAX) > PERMISSION_LIST_MAX:
                continue
            lines = _break_lines(lines_el) or [" ".join(element_text(lines_el).split())]
            if all(line and PERMISSION_LINE.fullmatch(line) for line in lines):
                found.append(label)
                if not any(listed is lines_el for listed in lists):
                    found.append(lines_el)
    return found


# ... and YAF.NET's (2.3 and later) is a list, a permission line in each item ("<ul class="list-group">
# <li class="list-group-item list-group-item-danger">You <strong>cannot</strong> post new topics in this
# forum.</li>..."): a list of PERMISSION_LINES_MIN items or more, every item one permission line and
# the whole at most PERMISSION_LIST_MAX characters, goes too. Added 2026-12-07 (forum59; a YAF.NET
# topic written after its templates, tests/test_forum_engines.py; no development page shows one).
_ITEM_LIST_TAGS = ("ul", "ol", "UL", "OL")
_ITEM_TAGS = ("li", "LI")


def _is_permission_item_list(el) -> bool:
    if text_length_upto(el, PERMISSION_LIST_MAX) > PERMISSION_LIST_MAX:
        return False
    items = [child for child in el if isinstance(child.tag, str)]
    if len(items) < PERMISSION_LINES_MIN or any(item.tag not in _ITEM_TAGS for item in items):
        return False
    return all(PERMISSION_LINE.fullmatch(" ".join(element_text(item).split())) for item in items)


def _is_permission_list(el) -> bool:
    if text_length_upto(el, PERMISSION_LIST_MAX) > PERMISSION_LIST_MAX:
        return False
    lines = _break_lines(el)
    return len(lines) >= PERMISSION_LINES_MIN and all(PERMISSION_LINE.fullmatch(line) for line in lines)


# --- Author boxes written as lines of one element -------------------------------------------------

# The author box of old boards is one element whose lines are split by `<br>`: phpBB 2's
# "postdetails" ("Regular<br>Joined: 02 Mar 2021<br>Posts: 30<br>Location: Leeds"), SMF 1's
# "smalltext" ("Hero Member<br>Offline<br>Posts: 730"), YaBB's ("Senior Member<br>***<br>Posts:
# 320<br>Joined: ..."). The line rules judge elements, so these lines stayed. An element is such a
# box when a line holds an author stat (lines.AUTHOR_STAT, as a post line or "Label: value") and
# at least half of its lines are box lines: a post line (a stat, "Offline", a rank), a "Label:
# value" profile field of at most PROFILE_FIELD_MAX characters ("Wohnort: Leipzig", "Anmeldungsdatum:
# 02.03.2021"), or no letter at all (a rank's "***"). It must hold at most AUTHOR_BOX_MAX characters
# and appear AUTHOR_BOXES_MIN times or more on the page (post by post): the boxes go, and the page is
# a thread (asked on pages declaring nothing, as these boards' are: extractor.extract_tree; they name
# their boxes for nothing a thread shows elsewhere). Added 2026-12-06 (forum45): see docs/rounds.md for the pages it moved.
AUTHOR_BOX_MAX = 400  # characters: a box of a dozen short lines (a bound, not tuned)
AUTHOR_BOXES_MIN = 2
_BOX_LINE_TAGS = PROSE_INLINE_TAGS | frozenset(("img", "IMG", "br", "BR", "sup", "sub", "abbr"))
_COLONS = (":", "\uff1a")
_HAS_LETTER_OR_DIGIT = re.compile(r"[^\W_]")


def drop_author_stat_boxes(root) -> int:
    """Remove the author boxes written as `<br>`-split lines of one element (see AUTHOR_BOX_MAX),
    when the page holds AUTHOR_BOXES_MIN of them. Returns how many went (0: none, or too few)."""
    body = content_body(root)
    boxes = [el for el in _stat_line_parents(body) if _is_author_box(el)]
    if len(boxes) < AUTHOR_BOXES_MIN:
        return 0
    for el in boxes:
        drop_keeping_tail(el)
    return len(boxes)


# FluxBB's and PunBB's author box is a definition list: the poster's name as its term, the rank and
# the stats as its values ("<dl><dt><strong>alice</strong></dt><dd class="usertitle">Member</dd>
# <dd>Registered: 2019-03-02</dd><dd>Posts: 710</dd></dl>"). Such a list, at most AUTHOR_BOX_MAX
# characters, of one term and values, an author stat among them and at least half of them box lines,
# is an author box; AUTHOR_BOXES_MIN of them on a page declaring nothing tell a thread as the named
# author boxes do (`region_choice.content_root` reads them before cleaning, which takes their stat
# lines as post lines; their values go as post lines and post chrome, the names stay: the golds
# keep each post's poster). A list is read only where a value opens with a stat (a text node holding
# a colon, in a `dd` or an inline element of one). Added 2026-12-06 (forum49): without it a FluxBB
# thread declaring nothing was no thread (its only chrome class "usertitle", one kind), and kept
# its ranks, post numbers and "Re:" subjects.
_VALUE_TAGS = ("dd", "DD")
_TERM_TAGS = ("dt", "DT")
_LIST_TAGS = ("dl", "DL")


def author_list_names(root) -> list[str]:
    """The posters' names (each list's term) of the author boxes written as definition lists below
    `root`'s content body (see _VALUE_TAGS), in document order."""
    body = content_body(root)
    if next(body.iter(*_VALUE_TAGS), None) is None:  # most pages: no list value, no text walk
        return []
    names = []
    for dl in _stat_value_lists(body):
        name = _author_list_name(dl)
        if name:
            names.append(name)
    return names


def _stat_value_lists(body) -> list:
    """The definition lists, in document order and each once, holding a value that opens with an
    author stat (its own text, or the text of an inline element opening it)."""
    lists, seen = [], set()
    for colon in _COLONS:
        for el, is_tail, text in text_nodes_holding(body, colon, AUTHOR_BOX_MAX, False):
            if is_tail or not AUTHOR_STAT.match(text):
                continue
            value = el if el.tag in _VALUE_TAGS else el.getparent()
            if value is None or value.tag not in _VALUE_TAGS:
                continue
            dl = value.getparent()
            if dl is not None and dl.tag in _LIST_TAGS and dl not in seen:
                seen.add(dl)
                lists.append(dl)
    return lists


def _author_list_name(dl) -> str:
    """The term of `dl` when `dl` is an author box (see _VALUE_TAGS), else ''."""
    if text_length_upto(dl, AUTHOR_BOX_MAX) > AUTHOR_BOX_MAX:
        return ""
    terms, values = [], []
    for child in dl:
        if not isinstance(child.tag, str):
            continue
        if child.tag in _TERM_TAGS:
            terms.append(" ".join(element_text(child).split()))
        elif child.tag in _VALUE_TAGS:
            values.append(" ".join(element_text(child).split()))
        else:
            return ""
    if len(terms) != 1 or not terms[0] or not values:
        return ""
    if sum(map(_is_box_line, values)) * 2 < len(values) or not any(AUTHOR_STAT.match(line) for line in values):
        return ""
    return terms[0]


def _stat_line_parents(body) -> list:
    """The elements, in document order and each once, holding a `<br>` whose tail opens with an
    author stat ("Posts: 30" after a line break)."""
    parents, seen = [], set()
    for colon in _COLONS:
        for el, is_tail, text in text_nodes_holding(body, colon, AUTHOR_BOX_MAX, False):
            if not is_tail or el.tag not in ("br", "BR") or not AUTHOR_STAT.match(text):
                continue
            parent = el.getparent()
            if parent is not None and parent not in seen:
                seen.add(parent)
                parents.append(parent)
    return parents


def _is_author_box(el) -> bool:
    if text_length_upto(el, AUTHOR_BOX_MAX) > AUTHOR_BOX_MAX:
        return False
    lines = _break_lines(el)
    if not lines:
        return False
    box_lines = sum(map(_is_box_line, lines))
    return box_lines * 2 >= len(lines) and any(AUTHOR_STAT.match(line) for line in lines)


def _break_lines(el) -> list[str]:
    """`el`'s text split at its `<br>` children, each line's white space folded, empty lines left
    out; [] when a child is no inline element (a box holds none)."""
    pieces = [[el.text or ""]]
    for child in el:
        tag = child.tag
        if tag in ("br", "BR"):
            pieces.append([child.tail or ""])
            continue
        if isinstance(tag, str):
            if tag not in _BOX_LINE_TAGS:
                return []
            pieces[-1].append(element_text(child))
        pieces[-1].append(child.tail or "")
    lines = (" ".join("".join(piece).split()) for piece in pieces)
    return [line for line in lines if line]


def _is_box_line(line: str) -> bool:
    if not _HAS_LETTER_OR_DIGIT.search(line):
        return True
    if len(line) > PROFILE_FIELD_MAX:
        return False
    return POST_LINE.match(line) is not None or PROFILE_FIELD.fullmatch(line) is not None
