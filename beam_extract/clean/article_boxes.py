"""The cleaning of the content document: on article pages, call-to-action bands; author bio boxes
and avatar bylines (`drop_cta_bands`, `drop_author_bios`, `drop_avatar_bylines`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import itertools
import re

from lxml import etree

from ..dom import CLEAN_LINK_TAGS
from ..speedups import native as _speedups
from .drops import outermost_only
from .measures import content_body, element_text, text_length, text_length_upto
from .prompts import drop_within_guard
from .walks import names_holding

# A call-to-action band: a heading of a few words, at most a line or two of text, and a control to act
# (a form or a button), all alone in a box of their own ("Discover more from X / Subscribe to get the
# latest posts sent to your email. [form]", "Ready to unlock the power of your data? / Contact us today
# ... [button]", "Choose Your Accounting Software / Not sure what ... [Download Now!]"). Any site's,
# any language: told by its shape, on pages declaring an article (`clean_content`'s `article`).
# Cards of one template (a shape shared by two candidates, or by a sibling), boxes with a picture, a
# list or two headings, and boxes inside a list item are not bands.
# Added 2026-12-02 (bench_extract --no-peers, F1 even / odd): WCXB dev 0.89078 / 0.89399 -> 0.89085 /
# 0.89402 (12 pages changed, 11 better: subscribe, estimate, download and "talk to an expert" bands;
# one worse by 0.004: a Medium post whose gold keeps its "Get X's stories in your inbox" box);
# ScrapingHub and trafilatura-eval-dev unchanged (no page changed). Tried: links styled as buttons
# (a class token btn/button/cta) as controls too: WCXB dev 0.8908 / 0.8939 (teaser cards with "Learn
# more", "Read the review", "See list" went: 4685, 1442, 4114 worse by 0.02-0.03); on every page, not
# only articles: 0.8906 / 0.8925 (service and listing pages' feature cards, one listing 1.0 -> 0.24).
CTA_BAND_MAX_TEXT = 300
CTA_HEADING_MAX_WORDS = 12
CTA_PARAGRAPH_MAX = 200
CTA_BUTTON_MAX_WORDS = 6
CTA_CLIMB = 6
_BUTTON_LINKS = etree.XPath("descendant::a[@role='button']")  # (not every link walked in Python)


def _button_links(body) -> list:
    """`_BUTTON_LINKS(body)`: the links below `body` whose role is "button", in document order; the
    elements whose role holds "button" found by `names_holding`'s walk in C (the XPath was ~0.4% of
    extract()'s CPU, every fourth page of WCXB dev and trafilatura-eval-dev, 2026-12-04)."""
    return [el for el in names_holding(body, ("button",), ("role",)) if el.tag == "a" and el.get("role") == "button"]


_CTA_PICTURES = ("img", "picture", "figure", "video", "IMG", "PICTURE", "FIGURE", "VIDEO")
_CTA_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6", "H1", "H2", "H3", "H4", "H5", "H6")


def drop_cta_bands(root) -> int:
    """Remove the call-to-action bands (CTA_BAND_MAX_TEXT characters at most, a heading of at most
    CTA_HEADING_MAX_WORDS words before the control, no paragraph of CTA_PARAGRAPH_MAX characters)
    around the controls of the content body; returns how many went."""
    body = content_body(root)
    if body is None:
        return 0
    bands = [band for control in _cta_controls(body) if (band := _cta_band_around(control, body)) is not None]
    bands = _in_document_order(bands)
    shapes = [_shape_of(band) for band in bands]
    alone = [band for band, shape in zip(bands, shapes) if shapes.count(shape) == 1 and not _has_twin_sibling(band)]
    return drop_within_guard(body, outermost_only(alone))


def _shape_of(el) -> tuple:
    """The tags of `el` and of its elements in document order: cards of one template share it (their
    classes may not: page builders number each widget)."""
    return tuple(child.tag for child in el.iter(etree.Element))


def _has_twin_sibling(el) -> bool:
    """Does a sibling of `el` share its shape (a card among cards)?"""
    parent = el.getparent()
    if parent is None:
        return False
    shape = _shape_of(el)
    return any(sibling is not el and isinstance(sibling.tag, str) and _shape_of(sibling) == shape for sibling in parent)


def _in_document_order(elements: list) -> list:
    """`elements` without repeats, in document order (the order they are dropped in)."""
    seen: set = set()
    unique = [el for el in elements if not (el in seen or seen.add(el))]
    if len(unique) < 2:
        return unique
    order = {el: i for i, el in enumerate(unique[0].getroottree().iter())}
    return sorted(unique, key=lambda el: order.get(el, 0))


def _cta_controls(body) -> list:
    """Forms, and buttons (or links with role "button") of at most CTA_BUTTON_MAX_WORDS words, below
    `body`."""
    controls = []
    for el in itertools.chain(body.iter("form", "button", "FORM", "BUTTON"), _button_links(body)):
        if el.tag in ("form", "FORM"):
            controls.append(el)
            continue
        words = len(element_text(el).split())
        if 0 < words <= CTA_BUTTON_MAX_WORDS:
            controls.append(el)
    return controls


def _cta_band_around(control, body):
    """The outermost ancestor of `control` (at most CTA_CLIMB up, below `body`) that reads as a
    call-to-action band; None if none does."""
    band = None
    el = control
    for _ in range(CTA_CLIMB):
        el = el.getparent()
        if el is None or el is body:
            break
        if text_length_upto(el, CTA_BAND_MAX_TEXT) > CTA_BAND_MAX_TEXT:
            break
        if _reads_as_cta_band(el, control):
            band = el
    return band


def _reads_as_cta_band(box, control) -> bool:
    headings = list(itertools.islice(box.iter(*_CTA_HEADINGS), 2))
    if len(headings) != 1 or next(box.iter("li", "LI"), None) is not None:
        return False  # two headings, or a list: cards or a section of the page, not one band
    heading = headings[0]
    if control in heading.iterancestors() or heading in control.iterancestors():
        return False
    if not 0 < len(element_text(heading).split()) <= CTA_HEADING_MAX_WORDS:
        return False
    if not any(el is heading for el in _preceding_in(box, control)):
        return False
    if next(box.iter(*_CTA_PICTURES), None) is not None or next(box.iterancestors("li", "LI"), None) is not None:
        return False  # a teaser card (a picture, a list's item) among others
    return all(text_length(p) < CTA_PARAGRAPH_MAX for p in box.iter("p", "P"))


def _preceding_in(box, target):
    """The elements of `box` before `target` in document order."""
    for el in box.iter():
        if el is target:
            return
        yield el


# An author's bio box: a short paragraph opening with a name and "is a writer / editor / reporter ..."
# ("Jane Doe is a freelance writer and researcher. Besides ..."), in a box of its own that shows the
# author too: their photo, or a link to their author page, with the name (or its first word) again
# outside the paragraph, as link text, a picture's alt text or a "Written by" line. The role words in
# several languages are one signal; the box's shape is the other. On every page but a thread's (its
# posters' profiles) or a shop's, after the framing went (`clean_content`).
# Added 2026-12-02 (bench_extract --no-peers, F1 even / odd, after drop_cta_bands): WCXB dev 0.89085 /
# 0.89402 -> 0.89088 / 0.89407 (5 articles better by 0.003-0.029, none worse); ScrapingHub and
# trafilatura-eval-dev unchanged (no page changed). CPU: 1.4% of extract() over every fourth page of
# WCXB dev and trafilatura-eval-dev (the boxes around pictures and author links, climbed in Python).
# Tried: on every page, before the framing went: 0.89091 / 0.89408 (8 pages better, none worse; a
# trafilatura-eval-dev bio in German went, no snippet) but 3.7-5% of extract()'s CPU, and a walk over
# every block 4-7%; the role anywhere in the first 200 characters (not the opening sentence): two
# pages worse ("Wix is the best website builder ... editors", "NBA League Pass is moving ... Our
# writer"); a gate searching the page's text for role words first: its search cost more than the walk.
# 2026-12-03: on every page but a thread's or a shop's (not only articles), after the framing: WCXB dev
# 0.89211 / 0.89410 -> 0.89215 / 0.89411 (blog and agency posts declaring no article: 0050 +0.019,
# 0114 +0.012, 4267 +0.004; none worse); ScrapingHub unchanged (no page changed), trafilatura-eval-dev
# unchanged (0164's German bio went, no snippet).
BIO_MIN, BIO_MAX = 60, 800
BIO_CLIMB = 4
BIO_ROLE_REACH = 150
BIO_BOX_MAX = int(BIO_MAX * 2.5 + 250)
_BIO_OPENING = re.compile(
    r"((?:[A-ZÀ-Ý][\w'’.-]+ ){0,3}[A-ZÀ-Ý][\w'’.-]+),? (?:is|was|has been|ist|war|est|était|es|era|è|jest)\b")
# _BIO_OPENING before the text's runs of white space are collapsed to single spaces: a paragraph whose
# stripped text does not match it cannot match _BIO_OPENING once collapsed.
_BIO_OPENING_UNSPACED = re.compile(
    r"((?:[A-ZÀ-Ý][\w'’.-]+\s+){0,3}[A-ZÀ-Ý][\w'’.-]+),?\s+(?:is|was|has\s+been|ist|war|est|était|es|era|è|jest)\b")
_BIO_ROLE = re.compile(
    r"\b(?:(?:staff |senior |contributing |freelance |technology |tech |travel |food |finance |content |health )?"
    r"(?:writer|editor|reporter|journalist|correspondent|contributor|columnist|blogger|author)"
    r"|freelancer|autor(?:in)?|redakteur(?:in)?|journalistin|journaliste|rédact(?:eur|rice)|periodista"
    r"|redactor(?:a)?|giornalista|redattore|dziennikar(?:z|ka))\b", re.IGNORECASE)
# Every word _BIO_ROLE can find holds one of these, lowercased; re.IGNORECASE also matches i with "ı"
# and "İ" (lowercased to i and a combining dot) and s with "ſ".
_BIO_ROLE_WORDS = ("writer", "editor", "reporter", "journalist", "correspondent", "contributor", "columnist",
                   "blogger", "author", "freelancer", "autor", "redakteur", "rédact", "periodista", "redactor",
                   "giornalista", "redattore", "dziennikar")
_BIO_FOLDED_ODDLY = ("ı", "\u0307", "ſ")
_BIO_PAGE = re.compile(
    r"/(?:author|authors|autor|autoren|auteur|autore|writer|writers|contributor|contributors|staff|people|profile|team)"
    r"(?:/|$)")
_BIO_BLOCKS = ("p", "div", "P", "DIV")
# What the href of a link that may lead to an author's page holds (told by _BIO_PAGE), as a case-
# sensitive substring: the links are found by one walk of the tree (`names_holding`; an XPath of as
# many contains() tests cost a third of the rule's CPU, 2026-12-03).
_BIO_LINK_HINTS = ("author", "autor", "auteur", "writer", "contributor", "staff", "people", "profile", "team")


def drop_author_bios(root) -> int:
    """Remove the author bio boxes (see _BIO_OPENING) of the content body; returns how many went."""
    body = content_body(root)
    if body is None:
        return 0
    boxes = []
    searched: set = set()
    for top, length in _author_showing_boxes(body):
        if length < BIO_MIN or top in searched or not _may_name_a_role(top):
            continue  # (too short to hold a bio, or no role word: most boxes around pictures, 2026-12-03)
        searched.add(top)
        for el in top.iter(*_BIO_BLOCKS):
            if el in searched and el is not top:
                continue  # (in a box searched already: a box climbed from another anchor may hold it)
            searched.add(el)
            box = _bio_box(el, body)
            if box is not None:
                boxes.append(box)
    return drop_within_guard(body, outermost_only(_in_document_order(boxes)))


def _author_showing_boxes(body) -> list:
    """For each picture and each link to an author page (_BIO_PAGE) below `body`, the outermost of
    its ancestors (BIO_CLIMB + 2 up at most) holding at most BIO_BOX_MAX characters, with the length
    of its text: the only places a bio box can be (a walk over every block of the page cost 4-7% of
    extract()'s CPU, 2026-12-02)."""
    links = [a for a in names_holding(body, _BIO_LINK_HINTS, ("href",)) if a.tag == "a"]
    anchors = [anchor for anchor in itertools.chain(body.iter("img", "IMG"), links)
               if anchor.tag not in CLEAN_LINK_TAGS or _BIO_PAGE.search((anchor.get("href") or "").lower())]
    return climbed_boxes(body, anchors, BIO_CLIMB + 2, BIO_BOX_MAX)


def climbed_boxes(body, anchors: list, climb: int, most: int) -> list:
    """[(box, its text_length)]: for each of `anchors` (elements below `body`), in their order, the
    outermost of its first `climb` ancestors below `body` holding at most `most` characters, the climb
    stopping at the first ancestor over `most` or climbed already from another anchor (that box was
    given already). In C, no proxy made for the levels passed (2026-12-07)."""
    if _speedups is not None:
        return _speedups.climbed_boxes(body, anchors, climb, most)
    return _climbed_boxes_python(body, anchors, climb, most)


def _climbed_boxes_python(body, anchors: list, climb: int, most: int) -> list:
    """Twin of `_speedups.climbed_boxes`."""
    climbed: set = set()
    found = []
    for anchor in anchors:
        top, top_length, el = None, 0, anchor
        for _ in range(climb):
            el = el.getparent()
            if el is None or el is body or el in climbed:
                break
            climbed.add(el)
            length = text_length_upto(el, most)
            if length > most:
                break
            top, top_length = el, length
        if top is not None:
            found.append((top, top_length))
    return found


def _may_name_a_role(box) -> bool:
    """Might a paragraph of `box` name a role as _BIO_ROLE finds it: one of _BIO_ROLE_WORDS in the
    lowercased text (a letter that only case-insensitive matching folds to i or s keeps the box)?"""
    text = element_text(box).lower()
    for word in _BIO_ROLE_WORDS:  # (a loop, not any() over a generator: 9.4 -> 5.2 us a 165-character
        if word in text:          # box, 2026-12-06; 359 boxes on a page of 686 pictures)
            return True
    if text.isascii():  # (told without reading the text)
        return False
    return any(odd in text for odd in _BIO_FOLDED_ODDLY)


def _bio_box(paragraph, body):
    """The box around `paragraph` when it is an author's bio (see drop_author_bios); else None."""
    if not BIO_MIN <= text_length_upto(paragraph, BIO_MAX) <= BIO_MAX:
        return None
    if any(child.tag in _BIO_BLOCKS for child in paragraph):
        return None
    text = element_text(paragraph)
    if _BIO_OPENING_UNSPACED.match(text) is None:
        return None  # (most paragraphs: told before their spaces are collapsed, 2026-12-03)
    text = " ".join(text.split())
    opening = _BIO_OPENING.match(text)
    if opening is None or _BIO_ROLE.search(_first_sentence(text, opening.end())) is None:
        return None
    first_name = opening.group(1).split()[0]
    limit = len(text) * 2.5 + 250  # at most BIO_BOX_MAX
    box, el = None, paragraph
    for _ in range(BIO_CLIMB):
        el = el.getparent()
        if el is None or el is body or text_length_upto(el, limit) > limit:
            break
        if _shows_the_author(el, paragraph, first_name):
            box = el
    return box


def _first_sentence(text: str, start: int) -> str:
    """`text` from `start` to the end of its sentence, BIO_ROLE_REACH characters at most."""
    end = text.find(". ", start, start + BIO_ROLE_REACH)
    return text[start:end if end >= 0 else start + BIO_ROLE_REACH]


def _shows_the_author(box, paragraph, first_name: str) -> bool:
    """Does `box` show the author outside `paragraph`: a photo or a link to an author page, and
    `first_name` in a link's text, a picture's alt or a text of the box?"""
    pictured = linked = named = False
    for el in box.iter(etree.Element):
        if el is paragraph or any(a is paragraph for a in el.iterancestors()):
            continue
        tag = el.tag.lower() if isinstance(el.tag, str) else ""
        if tag == "img":
            pictured = True
            named = named or first_name in (el.get("alt") or "") or first_name in (el.get("title") or "")
        elif tag == "a" and _BIO_PAGE.search((el.get("href") or "").lower()):
            linked = True
        if first_name in (el.text or "") or first_name in (el.get("title") or ""):
            named = True
    return (pictured or linked) and named


# --- Avatar bylines ----------------------------------------------------------------------------------

# A byline box: the author's picture in an element named as an avatar (a class holding "avatar":
# Zendesk's `div.avatar.article-avatar`, WordPress' `img.avatar`), the author's name and a `time`
# (Zendesk's help centres write one over every article in every language: "Anna Schmidt / 1. März
# 2024 / Aktualisiert", "山田 花子 / 2024年03月01日 / 更新"), nothing more: the box of at most
# AVATAR_BYLINE_MAX_CHARS characters and AVATAR_BYLINE_MAX_ELEMENTS elements holding the `time`
# (climbed at most AVATAR_BYLINE_CLIMB up),
# with no paragraph, heading, listing or table. The golds leave bylines out (546 of the 625 WCXB dev
# articles, docs and service pages naming an author keep no name in their text). Added 2026-12-06
# (docs47): see docs/rounds.md.
AVATAR_BYLINE_MAX_CHARS = 80
AVATAR_BYLINE_MAX_ELEMENTS = 30
AVATAR_BYLINE_CLIMB = 4
_BYLINE_FORBIDDEN = ("p", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "table", "blockquote", "figure")


def drop_avatar_bylines(root) -> int:
    """Remove the byline boxes holding an avatar, a name and a `time` (see AVATAR_BYLINE_MAX_CHARS)
    below the content body; returns how many went."""
    body = content_body(root)
    if body is None:
        return 0
    boxes = []
    for stamp in body.iter("time"):
        box = stamp.getparent()
        for _ in range(AVATAR_BYLINE_CLIMB):
            if (box is None or box is body or text_length_upto(box, AVATAR_BYLINE_MAX_CHARS, AVATAR_BYLINE_MAX_ELEMENTS)
                    > AVATAR_BYLINE_MAX_CHARS):
                break
            if _shows_an_avatar(box):
                if next(box.iter(*_BYLINE_FORBIDDEN), None) is None:
                    boxes.append(box)
                break
            box = box.getparent()
    return drop_within_guard(body, outermost_only(_in_document_order(boxes)))


def _shows_an_avatar(box) -> bool:
    """`box` holds a picture named as an avatar, or inside an element so named holding no text."""
    for img in box.iter("img"):
        el = img
        while el is not None:
            if "avatar" in (el.get("class") or "").lower():
                return el is img or text_length_upto(el, 1) == 0
            if el is box:
                break
            el = el.getparent()
    return False
