"""Never-content dropped from the content document: comments, scripts, styles, embedded objects and form
controls (`drop_never_content`), and a `noscript` holding real text unwrapped instead (`unwrap`).

In: the content document. Out: the same, without never-content (in place); `forget_the_document` forgets
the ids read of the last document.
"""
from __future__ import annotations

import itertools

from lxml import etree

from ..speedups import native as _speedups
from .drops import append_tail, append_text, drop_all_keeping_tails
from .framing import HIDDEN_INPUT_TAGS, wraps_text
from .measures import BODY_HELD, element_text, folded_text, text_length, text_length_upto
from .panels import is_collapsed_panel, is_disclosure
from .tokens import ALWAYS_DROP_TAGS, NOSCRIPT_CONTENT
from .walks import attribute_values


def drop_never_content(region) -> None:
    """Drop scripts, styles, embedded objects and form controls (no guard: they are never text).
    A `noscript` holding real text (a forum rendering its posts for readers without scripts) is
    unwrapped instead: its content is what such a reader sees."""
    held: list = []  # the region's text, built when a noscript first asks (`_copies_the_region`)

    def unwraps(noscript) -> bool:
        return _unwraps_noscript(noscript, region, held)

    if _speedups is not None:  # the same walk over libxml2's nodes, in C
        victims = _speedups.never_content_walk(region, _never_content_tag_code, _keeps_button, unwraps)
    else:
        victims = _never_content_walk_python(region, unwraps)
    wrappers = _forms_without_controls(victims)
    titles = select_titles([el for el, keep_content in victims if not keep_content and el.tag in _SELECT_TAGS], region)
    dropped: list = []
    for el, keep_content in victims:
        if keep_content:
            drop_all_keeping_tails(dropped)
            dropped = []
            unwrap(el)
        else:
            dropped.append(el)
    drop_all_keeping_tails(dropped)
    if titles:
        drop_all_keeping_tails(titles, region)
    for form in wrappers:
        unwrap(form)


# A dropdown's title written as text beside it, not wired by `for` (`shop_controls.drop_select_labels`
# takes those): the select names itself in `aria-label` and the page prints the same words just before
# its box (Swagger UI's response "Media type" over `<select aria-label="Media Type">`). With the select
# gone, the title is a lone word: it goes with it. Told by its words: the element right before the
# select (or before the box holding the select alone, SELECT_TITLE_LEVELS up) holds the select's
# `aria-label`, case and spaces aside, and nothing else, at most SELECT_TITLE_MAX characters. Read from
# the selects this walk drops (no walk of its own: one of every element was 0.3% of extract()).
# Added 2026-12-07 (docs59; snapshot of the 2,160 pages: no Document moved, no dev page prints a select's
# label so); the bounds are not tuned (Swagger UI's: one wrapper, 10 characters).
SELECT_TITLE_LEVELS = 2
SELECT_TITLE_MAX = 40
_SELECT_TAGS = frozenset(("select", "SELECT"))


def select_titles(selects: list, body) -> list:
    """The elements printing a select's `aria-label` right before it, for each of `selects` (see
    SELECT_TITLE_LEVELS)."""
    titles = []
    for select in selects:
        name = " ".join((select.get("aria-label") or "").split()).casefold()
        if not name or len(name) > SELECT_TITLE_MAX:
            continue
        before = _element_before_its_box(select, body)
        if (before is not None and not (before.tail or "").strip()
                and text_length_upto(before, SELECT_TITLE_MAX) <= SELECT_TITLE_MAX
                and " ".join(element_text(before).split()).casefold() == name):
            titles.append(before)
            hint = _hint_after_its_box(before)
            if hint is not None:
                titles.append(hint)
    return titles


# ... and the fine print closing the titled control's box: Swagger UI's "Controls <code>Accept</code>
# header." (`<small class="response-control-media-type__accept-message">`) after the select's box, under
# the title "Media type". A `small` that is the box's last element, two elements after the title (the
# select's box between), at most SELECT_HINT_MAX characters, with no text beside: the control's own
# hint, which speaks of a control the text no longer has. Added 2026-12-07 (docs59b; no dev page has
# such a titled select: snapshot of the 2,160 pages unchanged by it); the bound is not tuned.
SELECT_HINT_MAX = 80
_FINE_PRINT_TAGS = frozenset(("small", "SMALL"))


def _hint_after_its_box(title):
    """The `small` closing the box of a select's `title` (see SELECT_HINT_MAX), or None."""
    box = title.getnext()
    hint = box.getnext() if box is not None else None
    if hint is None or hint.tag not in _FINE_PRINT_TAGS or hint.getnext() is not None:
        return None
    if (box.tail or "").strip() or (hint.tail or "").strip():
        return None
    return hint if text_length_upto(hint, SELECT_HINT_MAX + 1) <= SELECT_HINT_MAX else None


def _element_before_its_box(select, body):
    """The element right before `select`, or before the outermost of its SELECT_TITLE_LEVELS ancestors
    that hold it alone (no text, no other element); None if there is none."""
    node = select
    for _ in range(SELECT_TITLE_LEVELS + 1):
        before = node.getprevious()
        while before is not None and not isinstance(before.tag, str):
            before = before.getprevious()
        if before is not None:
            return before
        parent = node.getparent()
        if parent is None or parent is body or (parent.text or "").strip() or (node.tail or "").strip():
            return None
        if any(isinstance(child.tag, str) and child is not node for child in parent):
            return None
        node = parent
    return None


def _forms_without_controls(victims: list) -> list:
    """The forms holding a hidden input, a paragraph and no control a reader could use: wrappers
    around text (old Reddit puts every post's body in a form carrying the post's id), not forms to
    fill in. Told
    before the controls go (`drop_never_content` drops them, and later a form is framing: a small
    one would take the post with it), from the hidden inputs among `victims`, so pages without any
    cost nothing more."""
    forms: list = []
    # Each form is judged once, however many hidden inputs it holds: a page's form of 2,000 hidden
    # inputs around no paragraph was judged 2,000 times, each a walk of the form (30 ms, 2026-12-01).
    judged: set = set()
    # The nearest form at or above each parent, found once: 2,000 hidden inputs in 300 boxes outside
    # any form climbed to the root each (this function 4.2 -> 2.2 ms on that page, 2026-12-02).
    form_above: dict = {}  # parent (held) -> the parent or its nearest form ancestor, or None
    for el, _ in victims:
        if el.tag not in HIDDEN_INPUT_TAGS or (el.get("type") or "").strip().lower() != "hidden":
            continue
        parent = el.getparent()
        if parent in form_above:
            form = form_above[parent]
        else:
            form = form_above[parent] = next(el.iterancestors("form", "FORM"), None)
        if form is None or form in judged:
            continue
        judged.add(form)
        if wraps_text(form):
            forms.append(form)
    return forms


_NEVER_CONTENT = (etree.Comment, etree.ProcessingInstruction, *ALWAYS_DROP_TAGS)
_NEVER_CONTENT_CODES = {tag: 2 if tag.lower() == "button" else 3 if tag.lower() == "noscript" else 1
                        for tag in ALWAYS_DROP_TAGS}


def _never_content_walk_python(region, unwraps=None) -> list:
    """`drop_never_content`'s victims, as (element, unwrap it) pairs in document order: what a
    dropped element holds is not visited (it goes with it; 12,000 of the 69,000 elements a pass over
    WCXB dev met were inside another, 2026-11-30); a spared button or an unwrapped noscript is."""
    victims = []
    dropped = None  # the last element dropped whole: what follows inside it goes with it
    for el in region.iter(*_NEVER_CONTENT):
        if el is region:
            continue
        if dropped is not None:
            if any(ancestor is dropped for ancestor in el.iterancestors()):
                continue
            dropped = None  # past its subtree (document order)
        code = _NEVER_CONTENT_CODES.get(el.tag, 1)  # comments and processing instructions: 1
        if code == 2 and _keeps_button(el):
            continue
        if code == 3 and (unwraps or _unwraps_noscript)(el):
            victims.append((el, True))
            continue
        victims.append((el, False))
        dropped = el
    return victims


def _never_content_tag_code(tag: str) -> int:
    """For the C walk, by raw tag: 1 never content, 2 a button, 3 a noscript, 0 any other."""
    return _NEVER_CONTENT_CODES.get(tag, 0)


def _keeps_button(button) -> bool:
    """A disclosure toggle, the title of the panel it opens, or a row holding the author's rendered
    Markdown: not a form control."""
    return ((is_disclosure(button) and not _controls_elsewhere(button)) or _opens_a_panel(button)
            or _holds_rendered_markdown(button))


# The class tokens a doc engine writes on the box of text it rendered from the author's Markdown:
# Redoc's `redoc-markdown` (every description, a response's too, which Redoc sets inside the button
# that folds the response's schema: "200 Returns the resource as it is now."), GitHub's
# `markdown-body`. Exact tokens, not parts: a site's "MarkdownStyles__StyledActionButton" or an icon's
# "Icon--markdown" name no text. Added 2026-12-07 (docs58): 4 dev pages hold a button around an element
# whose class holds "markdown" as a part, none as one of these tokens (snapshot silent); the word
# "markdown" alone as a token was not needed by any engine page and was not tried.
RENDERED_MARKDOWN_TOKENS = frozenset(("redoc-markdown", "markdown-body"))
# How many elements below a button are read for the tokens: a button of Redoc holds a handful (the
# shelf icon, the code, the Markdown's span); a nest of thousands is not read whole at each button.
RENDERED_MARKDOWN_READ = 16


def _holds_rendered_markdown(button) -> bool:
    """`button` holds, among its first RENDERED_MARKDOWN_READ elements, one classed as rendered
    Markdown (RENDERED_MARKDOWN_TOKENS) holding text."""
    for el in itertools.islice(button.iter(), 1, RENDERED_MARKDOWN_READ + 1):
        if not isinstance(el.tag, str):
            continue
        names = el.get("class")
        if names and "markdown" in names and not RENDERED_MARKDOWN_TOKENS.isdisjoint(names.split()) \
                and text_length_upto(el, 1) > 0:
            return True
    return False


def _controls_elsewhere(button) -> bool:
    """A button that only names in `aria-controls` (no `aria-expanded`) what the content does not
    hold: a page tool opening a panel of the page's frame (a newsletter's "Restacks", a carousel's
    dots), not a toggle of the text. Added 2026-12-02 (bench_extract --no-peers, per-page F1, even /
    odd): WCXB dev 0.890070 / 0.892374 -> 0.890086 / 0.892377 (5 pages better by 0.0006 to 0.009: an
    FAQ list whose answers the page does not hold, a carousel's "1 2 3", a menu's tab labels; none
    worse), ScrapingHub and trafilatura-eval-dev unchanged (no page changed)."""
    if "aria-expanded" in button.attrib:
        return False
    names = (button.get("aria-controls") or "").split()
    return bool(names) and _IDS_HELD.isdisjoint(names, button)


class _IdsOfTheDocument:
    """The ids of the elements of the document last asked about (one XPath a document, not one per
    button: a page's tabs and FAQ toggles ask many times). The document and its ids are held as one
    pair, read and replaced whole: a Beam worker runs extract() on several threads, and a root and
    ids set one after the other could pair one page's root with another's ids."""

    def __init__(self) -> None:
        self.held: tuple = (None, frozenset())

    def isdisjoint(self, names: list, el) -> bool:
        root = el.getroottree().getroot()
        held = self.held
        if held[0] is not root:
            held = self.held = (root, _ids_of_the_document(root))
        return held[1].isdisjoint(names)


def _ids_of_the_document(root) -> frozenset:
    """The `id` values of every element of `root`'s document (the XPath "/descendant::*/@id"; libxml2's
    HTML parser may give a page several top-level elements): one C walk per top-level element."""
    ids: set = set()
    for top in itertools.chain(root.itersiblings(etree.Element, preceding=True), [root],
                               root.itersiblings(etree.Element)):
        ids |= attribute_values(top, "id")
    return frozenset(ids)


_IDS_HELD = _IdsOfTheDocument()


def forget_the_document() -> None:
    """Let go of the document whose ids `_IDS_HELD` holds (extract() calls it when a page is done):
    held on, it would keep that page's whole tree alive until the next page asks, however large it
    was. Another thread's page in progress only reads its ids again."""
    _IDS_HELD.held = (None, frozenset())
    BODY_HELD[0] = (None, None)


def _unwraps_noscript(noscript, region=None, held: list | None = None) -> bool:
    """A noscript holding real text: its content is what a reader without scripts sees, unless the
    `region` shows it already (`_copies_the_region`; `held` keeps the region's text between calls).
    A short one is content too when it is a page of its own (`is_a_page_view`)."""
    if text_length(noscript) >= NOSCRIPT_CONTENT:
        return region is None or held is None or not _copies_the_region(noscript, region, held)
    return is_a_page_view(noscript)


# A noscript whose opening NOSCRIPT_COPY_OPENING characters the region shows outside it too is the
# copy a framework renders for readers without scripts of what its script draws (a Next.js page's
# `<noscript>` of the whole story beside the hydrated one): read twice, the text doubles. It goes
# with the other never-content elements. The first NOSCRIPT_COPY_CHECKS large noscripts of a page
# are asked (each search reads the region's text once); later ones are unwrapped as before. Added
# 2026-12-04 (round 33; snapshot of the three sets, per-page word F1): WCXB dev 0219 (an article
# read twice, odd) 0.661 -> 0.979, no other Document changed (13 pages of the three sets hold a
# large noscript repeating the page's text, most of them CSS or a shop's recommendation note the
# region does not hold).
NOSCRIPT_COPY_OPENING = 200
NOSCRIPT_COPY_CHECKS = 8


def _copies_the_region(noscript, region, held: list) -> bool:
    """Does `region`'s text hold the noscript's opening twice (its own and another)? `held` is
    [the region's text with its spaces squeezed, the checks left], filled on the first call; a copy
    found is taken out of the text."""
    if not held:
        held.extend((folded_text(region), NOSCRIPT_COPY_CHECKS))
    if held[1] <= 0:
        return False
    held[1] -= 1
    opening = folded_text(noscript)[:NOSCRIPT_COPY_OPENING]
    first = held[0].find(opening)
    if first < 0 or held[0].find(opening, first + 1) < 0:
        return False
    # the copy is out of the count: of two noscripts holding the same text, the second is read
    held[0] = held[0][:first] + held[0][first + len(opening):]
    return True


# A noscript under NOSCRIPT_CONTENT that holds a heading and NOSCRIPT_VIEW_BLOCKS paragraphs or more
# is the page written for readers without scripts (Flarum's `noscript#flarum-content` of a thread of
# two one-line posts: 170 characters), not a "please enable JavaScript" note (one block of text).
# Added 2026-12-03 (a Flarum fixture of two one-line posts lost both posts); no Document of the three
# development sets changed. 1 block took a note in place of a scripted widget (a heading and one
# paragraph: tests/test_forums.py); 3 would miss a view of two posts. A note of that shape names
# JavaScript ("JavaScript is disabled" over two lines on how to turn it on, 2026-12-03): a noscript
# whose text says "javascript" is no page view (a short thread about JavaScript stays out, as before).
NOSCRIPT_VIEW_BLOCKS = 2


def is_a_page_view(noscript) -> bool:
    """Does `noscript` hold a heading (h1-h3) and NOSCRIPT_VIEW_BLOCKS paragraphs holding text?"""
    if next(noscript.iter("h1", "h2", "h3"), None) is None:
        return False
    blocks = 0
    for p in noscript.iter("p"):
        if text_length_upto(p, 1):
            blocks += 1
            if blocks >= NOSCRIPT_VIEW_BLOCKS:
                return "javascript" not in "".join(noscript.itertext()).casefold()
    return False


def _opens_a_panel(button) -> bool:
    """A button followed by a hidden panel of text is the panel's title (an FAQ's question)."""
    following = button.getnext()
    return following is not None and isinstance(following.tag, str) and is_collapsed_panel(following)


def unwrap(el) -> None:
    """Replace `el` by its content (text, children, tail) in its parent."""
    parent = el.getparent()
    if parent is None:
        return
    index = parent.index(el)
    leading = (el.text or "")
    previous = el.getprevious()
    if leading:
        if previous is not None:
            append_tail(previous, leading)
        else:
            append_text(parent, leading)
    children = list(el)
    tail = el.tail
    parent.remove(el)
    for offset, child in enumerate(children):
        parent.insert(index + offset, child)
    if tail:
        if children:
            append_tail(children[-1], tail)
        else:
            before = parent[index - 1] if index > 0 else None
            if before is not None:
                append_tail(before, tail)
            else:
                append_text(parent, tail)
