"""The cleaning of the content document: never-content (`drop_never_content`), and the one walk that finds
framing, hidden elements and boilerplate widgets (`find_victims`), with the hidden copies, menus, link
lists, collapsed panels and twins it judges.

In: the content document. Out: never-content dropped in place; the outermost framing, hidden and widget
elements (the victims), found in one walk.
"""
from __future__ import annotations

import itertools
import re

from lxml import etree

from ..dom import CLEAN_FRAMING_ROLES, LOCAL_NAMES, hidden_by, is_clean_framing_tag, is_hidden, local_name
from ..speedups import native as _speedups
from .drops import append_tail, append_text, drop_all_keeping_tails, drop_keeping_tail, outermost_only
from .framing import (
    HIDDEN_INPUT_TAGS,
    NestedFraming,
    is_framing_by_tag_or_role,
    is_framing_element,
    is_framing_tag,
    wraps_text,
)
from .measures import (
    BODY_HELD,
    content_body,
    element_text,
    folded_text,
    holds_more_elements,
    link_density,
    text_length,
    text_length_upto,
)
from .phrases import holds_a_price
from .tokens import (
    ALWAYS_DROP_TAGS,
    BOILERPLATE_TOKENS,
    COMMENT_TOKENS,
    COMPOUND_PARTS,
    FILTER_TOKENS,
    GUARD_SHARE,
    HIDING_CLASSES,
    NOSCRIPT_CONTENT,
    PANEL_MIN_CHARS,
    PANEL_MIN_TITLE,
    classify_names,
    name_decision,
    name_judge,
    tokens_of,
    whole_decisions,
    without_modifier,
)
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
    dropped: list = []
    for el, keep_content in victims:
        if keep_content:
            drop_all_keeping_tails(dropped)
            dropped = []
            unwrap(el)
        else:
            dropped.append(el)
    drop_all_keeping_tails(dropped)
    for form in wrappers:
        unwrap(form)


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
    """A disclosure toggle, or the title of the panel it opens: not a form control."""
    return (_is_disclosure(button) and not _controls_elsewhere(button)) or _opens_a_panel(button)


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


def find_victims(root, *, keep_comments: bool = False, unhide: list | None = None,
                 region_chars: int | None = None) -> list:
    """The outermost framing/hidden/boilerplate elements to remove from the region (guarded).
    Hidden elements the guard keeps (content a script would reveal) and collapsed panels after the
    button that opens them (`is_collapsed_panel`) are added to `unhide`.
    `region_chars` is the region's `text_length` when the caller has it already."""
    region = content_body(root)
    limit = (text_length(region) if region_chars is None else region_chars) * GUARD_SHARE
    victims = []
    spared: list = []  # product-details panels spared whole
    controls: list = []  # the region's panel controls by the id they open, read when first needed
    nest = NestedFraming(keep_comments)  # framing below framing past the guard, measured once
    # the hidden copies of the story left to ask (`hidden_copy_of_the_rest`): on a page's body only, not
    # in the sections `spare_heading_anchors` walks again (a nest of them would read its text each)
    copies = [HIDDEN_COPY_CHECKS if region is not root else 0]
    headline: dict = {}  # the path down to the region's first h1, mapped when a framing element past the guard asks

    def decide(el) -> bool:
        """A framing element: a victim (True) unless the guard keeps it. The C walk takes the
        elements none of these exceptions can spare without asking (`_plain_victim_rules`): an
        exception added here must be told there too."""
        if unhide is not None and is_collapsed_panel(el, controls, region):
            unhide.append(el)
            return False
        details = opens_with_product_details(el)
        if details or captions_a_card(el) or is_inline_term(el):
            if unhide is not None and is_hidden(el):
                unhide.append(el)
            if details:
                spared.append(el)
            return False
        counts = nest.counts.get(el)
        # framing measured with a framing ancestor past the guard is not asked whether it reads as
        # controls: each of 1,000 nested navs read its subtree's labels (7 s of CPU at 300 KB)
        inside_framing_past = counts is not None
        if inside_framing_past:
            length = counts[0]
        else:
            length = text_length_upto(el, limit)
            if length > limit:
                counts = nest.found_past(el)
        if (length <= limit or reads_as_links(el, counts)
                or (not inside_framing_past and reads_as_controls(el))):
            if reads_as_sections(el):
                return False
            victims.append(el)
            return True
        if beside_the_headline(el, region, headline) and not is_hidden(el) and not reads_as_sections(el):
            victims.append(el)
            return True
        if is_hidden(el):
            if hidden_copy_of_the_rest(el, region, copies):
                victims.append(el)
                return True
            if unhide is not None:
                unhide.append(el)
        return False

    if _speedups is not None:  # the same walk over libxml2's nodes, in C
        _speedups.framing_walk(region, is_framing_tag, CLEAN_FRAMING_ROLES, name_judge, whole_decisions,
                               keep_comments, is_hidden, decide, _plain_victim_rules(victims, limit, nest.counts))
    else:
        _framing_walk_python(region, keep_comments, decide)
    if unhide is not None and is_hidden(region):
        unhide.append(region)
    if spared:
        return _outside_spared_panels(victims, spared)
    return victims


def _framing_walk_python(region, keep_comments: bool, decide) -> None:
    """`find_victims`' walk without the C speedups: `decide` each framing element below `region`."""
    names = LOCAL_NAMES
    walker = etree.iterwalk(region, events=("start",))
    for _, el in walker:
        tag = el.tag
        if el is region or not isinstance(tag, str):
            continue
        name = names.get(tag)
        if name is None:
            name = local_name(tag)
        if is_framing_element(el, name, keep_comments) and decide(el):
            walker.skip_subtree()


# A framing or boilerplate-named element past the guard is no wrapper the markup named wrong when it
# stands beside the column holding the headline: a Drupal "column sidebar" of teasers next to the
# "column" holding the story's h1, which outweighs a short story (the guard kept it, and the teasers
# read as the story's end). The headline's column must hold at least BESIDE_SHARE of the element's
# text: a page-title bar over a misnamed wrapper holds its h1 and little else, and the wrapper stays.
# Added 2026-12-05 (te39; snapshot of the 2,160 pages, per-page scores summed by half): trafilatura-eval-dev
# odd +0.2667 (0277's sidebar: 2 leaked snippets gone), even 0; WCXB dev and ScrapingHub no text moved.
# BESIDE_SHARE 0.25 scored the same (its further candidates, six comment areas and two boxes, 0.26-0.47 of
# their element's text, left every page's score as it was); 1.0 moved no page (0277's column holds 0.81).
BESIDE_SHARE = 0.5


def beside_the_headline(el, region, path: dict) -> bool:
    """Is `el` (past the guard) a sibling of the element of `region` holding its first h1, which
    holds BESIDE_SHARE of `el`'s text or more? `path` maps, for one walk, the h1 and each of its
    ancestors in `region` to its child holding the h1 (the h1 to itself; built at the first question,
    empty for a region without h1). `el`'s text is measured whole here, not taken from the guard's
    measure, which stops past the guard's limit in Python and counts otherwise in C (the same page
    read two ways, found by fuzz_twins, 2026-12-05); only the siblings of the headline's ancestors
    are measured, disjoint subtrees, so a walk measures each character once at most."""
    if not path:
        _map_path_to_headline(region, path)
    if el in path:
        return False  # the headline is inside `el` (or is `el`)
    column = path.get(el.getparent())
    if column is None or _named_as_chrome(column):
        return False  # a layout whose every column is named a sidebar: no column is the content's by name
    wanted = BESIDE_SHARE * text_length(el)
    return text_length_upto(column, wanted) >= wanted


def _named_as_chrome(el) -> bool:
    """Is `el` framing by its tag or role, or named hidden, boilerplate or comments by its class or id?"""
    return is_framing_by_tag_or_role(el) or bool(classify_names(el.get("class") or "")) \
        or bool(classify_names(el.get("id") or ""))


def _map_path_to_headline(region, path: dict) -> None:
    h1 = next(region.iter("h1", "H1"), None)
    if h1 is None:
        path[region] = None  # asked once: no headline
        return
    child = path[h1] = h1
    for ancestor in h1.iterancestors():
        path[ancestor] = child
        if ancestor is region:
            break
        child = ancestor


# A hidden element past the guard (over GUARD_SHARE of the region) whose opening words the rest of
# the region shows is a copy of the story kept for a machine, not content a script would reveal: an
# Astro blog's `<pre id="raw-markdown" hidden>` holding the whole post as Markdown for a "copy as
# Markdown" button or for language models, beside the rendered post. Its words are told without
# Markdown's link targets ("[CRM](https://...)" reads "CRM"), and the first HIDDEN_COPY_WORDS words
# of its first line holding as many (within its first HIDDEN_COPY_READ characters; the headline line
# is too short, and the rendered headline has a byline and buttons after it) must stand in that order
# in the region's text outside it. HIDDEN_COPY_CHECKS such elements are asked a page's body (each a
# read of the region's text). Added 2026-12-04 (round 34; snapshot of the three sets): WCXB dev 4258
# (a blog post read twice, the second time as Markdown) 0.632 -> 0.976, no other Document changed.
# The word count and the checks are bounds, not tuned: no other page of the three sets holds a hidden
# element past the guard whose long line the rest shows (the opening of the whole text, headline first,
# found no copy on 4258: its rendered headline has a byline and buttons after it).
HIDDEN_COPY_WORDS = 24
HIDDEN_COPY_CHECKS = 2
HIDDEN_COPY_READ = 4000
_MARKDOWN_LINK_TARGET = re.compile(r"\]\([^()\s]{0,500}\)")
_WORD = re.compile(r"[^\W_]+")


def _words(text: str) -> str:
    return " ".join(_WORD.findall(text.lower()))


def _first_long_line(text: str) -> str | None:
    """The first HIDDEN_COPY_WORDS words (`_words`, link targets left out) of the first line of
    `text` that holds as many, or None."""
    for line in _MARKDOWN_LINK_TARGET.sub("]", text).splitlines():
        words = _WORD.findall(line.lower())
        if len(words) >= HIDDEN_COPY_WORDS:
            return " ".join(words[:HIDDEN_COPY_WORDS])
    return None


def hidden_copy_of_the_rest(el, region, checks: list) -> bool:
    """Does the region's text outside `el` hold the opening words of `el`'s (`checks` is [the
    checks left], HIDDEN_COPY_CHECKS a page)?"""
    if checks[0] <= 0:
        return False
    checks[0] -= 1
    own = element_text(el)
    opening = _first_long_line(own[:HIDDEN_COPY_READ])
    if opening is None:
        return False
    whole = element_text(region)
    start = whole.find(own)
    rest = whole[:start] + " " + whole[start + len(own):] if start >= 0 else whole
    return opening in _words(rest)


# Added 2026-12-02 (per-page word F1 of WCXB dev's product pages; no ScrapingHub or
# trafilatura-eval-dev page changed): product even 0.7155 -> 0.7199 (IKEA's "Product details" dialog,
# whose sections sit in "pipf-product-details-modal__container" boxes, 0.405 -> 0.658; one page's HTML
# only). Tried: sparing every victim inside (tab rows of "Description Specifications Reviews" links
# kept: two pages -0.005 and -0.001); the same for the panels spared as cards' captions and tooltip
# terms: no page more changed.
def _outside_spared_panels(victims: list, spared: list) -> list:
    """`victims` less the ones inside a product-details panel `find_victims` spared that are its own
    text (`_panel_part`): the panel's boxes named after the dialog they are in ("...-modal__container")."""
    panels = set(spared)
    return [v for v in victims if not (any(a in panels for a in v.iterancestors()) and _panel_part(v))]


def _panel_part(el) -> bool:
    """A part of a panel's text: visible, holding text, under half of it links (not a row of tabs)."""
    return not is_hidden(el) and text_length(el) > 0 and link_density(el) < 0.5


def _plain_victim_rules(victims: list, limit: float, measured: dict | None = None) -> tuple:
    """What the C walk of `find_victims` reads to take a framing element as a victim itself, without
    asking `decide` (`_speedups._plain_victim`, twin `_plain_victim_python`), when none of decide's
    exceptions can spare it: no id and no button before it, or not hidden as a panel, or under
    PANEL_MIN_CHARS characters (`is_collapsed_panel`), no card's caption word in its class or no link
    below it (`captions_a_card`), no tooltip word in its class or no inline term's tag and size
    (`is_inline_term`), no menu or filter word in its names or no paragraph of MENU_PARAGRAPH_MIN
    characters (`reads_as_sections`), at most `limit` characters (the guard), and a first text that
    is no product-details title (`opens_with_product_details`).
    2026-12-01: ~27,000 calls into Python a pass over WCXB dev, 0.5 s of CPU (2.5% of extract()), most
    of them such victims; then ~10,200 over WCXB dev and trafilatura-eval-dev, most of them menus and
    framing with an id or after a button that nothing hides; 2026-12-02: ~5,000, most of them captions
    without a link, tooltips' bubbles and hidden framing too short for a panel, then 634 (find_victims
    4.6% -> 3.8% of extract()'s CPU, 4.54 -> 3.36 s over three alternating passes). The differential
    tests compare the C walk with the Python one (which asks `decide` about every framing element) on
    every third development page. `measured` is find_victims' `framing_text_counts` so far: the
    guard reads an element's length there when it is one of them."""
    return (victims, limit, PRODUCT_DETAILS_TITLE.fullmatch, PRODUCT_DETAILS_MAX_TITLE, (CARD_CAPTION, TERM_NAME_WORD),
            _MENU_NAME_WORDS + _FILTER_NAME_WORDS, classify_names, MENU_PARAGRAPH_MIN, PANEL_MIN_CHARS,
            TERM_MAX_CHARS, _INLINE_TERM_TAGS, CARD_TOKENS, [], {} if measured is None else measured,
            QUESTION_MAX_ELEMENTS)


def _plain_victim_python(el, limit: float, region) -> bool:
    """Twin of `_speedups._plain_victim` (the differential tests read it; without the C speedups
    `decide` is asked about every framing element): would `find_victims`' decide take this framing
    element below `region` as a victim without sparing it by any of its exceptions? False whenever one
    may spare it: a collapsed panel's cues (a button, a heading or a question before it or an id a control of the region names,
    an attribute that may hide it or a hiding class, PANEL_MIN_CHARS characters), a caption word with
    a card word in its class or its parent's or grandparent's over a link, a tooltip word on an inline
    term's tag and size, a menu or filter word over a paragraph, over `limit` characters, a
    product-details title first. (The C walk also asks about an attribute or a subtree libxml2 holds
    in several nodes, an entity reference: HTML pages have none.)"""
    class_names, id_names = el.get("class") or "", el.get("id") or ""
    previous = el.getprevious()
    after_trigger = previous is not None and (local_name(previous.tag) in _PANEL_TRIGGER_TAGS
                                              or _may_ask(previous))
    if (after_trigger or id_names) and (_may_hide(el) or classify_names(class_names) == "hidden") \
            and text_length(el) >= PANEL_MIN_CHARS and (after_trigger or id_names in controls_by_id(region)):
        return False
    names = class_names.lower()
    if CARD_CAPTION in names and _card_word_near(el) and el.find(".//a[@href]") is not None:
        return False
    if TERM_NAME_WORD in names and el.tag in _INLINE_TERM_TAGS and 0 < text_length(el) <= TERM_MAX_CHARS:
        return False
    joined = (class_names + id_names).lower()
    if any(word in joined for word in _MENU_NAME_WORDS + _FILTER_NAME_WORDS) \
            and holds_paragraphs(el, 1, MENU_PARAGRAPH_MIN):
        return False
    if text_length(el) > limit:
        return False
    piece = next((piece.strip() for piece in el.itertext() if piece.strip()), "")
    return not (piece and len(piece) <= PRODUCT_DETAILS_MAX_TITLE and PRODUCT_DETAILS_TITLE.fullmatch(piece))


def _card_word_near(el) -> bool:
    """A card token (CARD_TOKENS) as a part of the lower-cased class of `el`, its parent or its
    grandparent: where `captions_a_card` may find one as a token."""
    holder = el
    for _ in range(3):
        if holder is None:
            return False
        names = (holder.get("class") or "").lower()
        if any(word in names for word in CARD_TOKENS):
            return True
        holder = holder.getparent()
    return False


def _may_hide(el) -> bool:
    """An attribute that may hide `el` (`dom.hidden_by` reads no further without one): `hidden`,
    `aria-hidden`, or a style saying "none" or "hidden"."""
    attrib = el.attrib
    style = attrib.get("style")
    return "hidden" in attrib or "aria-hidden" in attrib or bool(style and ("none" in style or "hidden" in style))


# A widget named as navigation ("faq_tabs-menu", "module--locations-menu-detail", "lm_navSource")
# that holds MENU_PROSE_PARAGRAPHS paragraphs of MENU_PARAGRAPH_MIN characters or more is a part of
# the page a menu points to (the tabs, the sections a scroll-spy menu tracks), not a menu: menus
# are lists of links and hold no paragraphs. Only names decide it; a nav element, a navigation role
# or a hidden element is dropped as before.
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd; ScrapingHub 0.9640 / 0.9690 and
# trafilatura-eval-dev 0.9321 / 0.9397 unchanged by all): before, WCXB dev 0.8668 / 0.8702 (service
# 0.8524 / 0.8361); 2 paragraphs: 0.8674 / 0.8707 (service 0.8522 / 0.8421; a service page 0.95 ->
# 0.94); 3: 0.8674 / 0.8707 (service 0.8522 / 0.8416, collection 0.7030 -> 0.7098, article 0.9471
# -> 0.9474 on the even half; 9 pages changed, all WCXB: 4 better by 0.10 to 0.36, 2 worse by 0.003
# and 0.015, 3 in their HTML only); 5: service odd 0.8390 (3 pages better). Any widget name (not
# only navigation) holding 6 such paragraphs: 0.8666 / 0.8699 (sidebars, plan recommendations).
# Cost: 0.09 s of 17 s of extract() over WCXB dev (26,582 widgets asked; under 0.5%).
NAVIGATION_TOKENS = frozenset("nav navigation navbar menu submenu megamenu".split())
# ... and their compounds with a part word ("menuwrap", "navlinks": see COMPOUND_HEADS), as their split forms were
NAVIGATION_TOKENS = NAVIGATION_TOKENS | frozenset(
    head + part for head in ("nav", "menu") for part in COMPOUND_PARTS if head + part in BOILERPLATE_TOKENS)
MENU_PROSE_PARAGRAPHS = 3
MENU_PARAGRAPH_MIN = 80
# A listing's filter and sort panels ("facet-filters-form", "ProductList_filtersDesktop", "refinements",
# "sortby": facet counts, price ranges, "Sort by: Relevance") are boilerplate (BOILERPLATE_TOKENS), but a
# widget so named that holds a paragraph of MENU_PARAGRAPH_MIN characters or more is not a filter
# panel (an accordion of buying questions named "expandable-section filters"): facets hold no prose.
# Added 2026-12-01 (bench_extract --no-peers, F1 even / odd): WCXB dev 0.87785 / 0.88014 -> 0.87810 /
# 0.88014 (collection 0.7206 / 0.7333 -> 0.7239 / 0.7330, listing 0.6921 / 0.7627 -> 0.6924 / 0.7630,
# product even 0.7048 -> 0.7049; 22 pages changed, 18 better by up to 0.058, 3 worse: two collection
# golds keep a facet panel's group names or its "4 items" count, 0.019 and 0.002, one 0.002);
# ScrapingHub and trafilatura-eval-dev unchanged (no page changed). Tried: "facet facets" as well
# (Dawn's "facets-vertical" wraps the product grid, a "facet-row-container" is a layout: two collection
# pages 0.84 -> 0.25 and 0.99 -> 0.17; WCXB dev 0.8782 / 0.8784); without the paragraph exception
# (0.8781 / 0.8790: the accordion page 0.99 -> 0.17). CPU within noise (+0.4% over WCXB dev, two
# alternating runs on a shared machine: a token lookup more per new class name).
FILTER_PROSE_PARAGRAPHS = 1


def named_only(el) -> bool:
    """A widget by its class or id alone: not framing by its tag or role, not hidden by its
    attributes (a collapsed panel's name included: a hidden menu panel is a menu)."""
    if is_clean_framing_tag(local_name(el.tag)):
        return False
    role = el.get("role")
    if role and role.strip().lower() in CLEAN_FRAMING_ROLES:
        return False
    if "hidden" in el.attrib or (el.get("aria-hidden") or "").strip().lower() == "true":
        return False
    style = (el.get("style") or "").replace(" ", "").lower()
    return "display:none" not in style and "visibility:hidden" not in style


def named_a_menu_only(el, allowed: frozenset = NAVIGATION_TOKENS) -> bool:
    """Every boilerplate token (or joined pair) the element's class and id names hold is one of
    `allowed` (navigation tokens), and no name says hidden or holds a comment token."""
    found = False
    for names in (el.get("class"), el.get("id")):
        for name in (names or "").split():
            if name[:3].lower() == "js-":
                continue  # a script's hook names nothing (`name_decision`)
            if name_decision(name) == "hidden":
                return False
            tokens = tokens_of(without_modifier(name))
            if not COMMENT_TOKENS.isdisjoint(tokens):
                return False
            for word in itertools.chain(tokens, (a + b for a, b in itertools.pairwise(tokens))):
                if word in BOILERPLATE_TOKENS:
                    if word not in allowed:
                        return False
                    found = True
    return found


def holds_paragraphs(el, count: int, min_chars: int) -> bool:
    """`el` holds `count` or more `p` elements of `min_chars` characters or more."""
    found = 0
    for paragraph in el.iter("p", "P"):
        if text_length(paragraph) >= min_chars:
            found += 1
            if found >= count:
                return True
    return False


_MENU_NAME_WORDS = ("nav", "menu")
_FILTER_NAME_WORDS = ("filter", "refine", "sort")


def reads_as_sections(el) -> bool:
    """A widget named only as a menu that holds paragraphs of prose: the content a menu points to;
    or one named only as a filter panel that holds a paragraph (FILTER_TOKENS)."""
    names = ((el.get("class") or "") + (el.get("id") or "")).lower()
    if any(word in names for word in _MENU_NAME_WORDS):  # every navigation token holds one of them
        allowed, paragraphs = NAVIGATION_TOKENS, MENU_PROSE_PARAGRAPHS
    elif any(word in names for word in _FILTER_NAME_WORDS):  # so does every filter token
        allowed, paragraphs = FILTER_TOKENS, FILTER_PROSE_PARAGRAPHS
    else:
        return False
    if not (named_only(el) and named_a_menu_only(el, allowed)):
        return False
    if holds_paragraphs(el, paragraphs, MENU_PARAGRAPH_MIN):
        return True
    return allowed is NAVIGATION_TOKENS and reads_as_a_headed_section(el) and link_density(el) < 0.5


# A menu-named widget whose first heading is followed by a paragraph of MENU_PARAGRAPH_MIN characters
# (before any other heading), under half of its text links, is a section too, with fewer paragraphs
# than MENU_PROSE_PARAGRAPHS: a scroll-spy target ("lm_navSource") holding a title and one paragraph,
# an FAQ entry ("faq_tabs-menu-link") holding its question and answer. A menu's linked cards (title and
# blurb in one link) and a row of tab titles over one panel stay menus.
# Added 2026-12-02 (per-page word F1 of WCXB dev's product, service and documentation pages; no
# ScrapingHub or trafilatura-eval-dev page changed): service odd 0.8531 -> 0.8545 (3 pages changed:
# Zoho's feature sections 0.778 -> 0.877, an FAQ 0.940 -> 0.962, one worse 0.946 -> 0.925: a
# Webflow page's autoplay tabs the gold leaves out). Tried: a heading and such a paragraph anywhere
# in it, no link test: service odd 0.8546 (Zoho 0.888: its box of two headings over their paragraphs
# kept too; but two grids of linked cards keep their titles, 0.546 -> 0.548 and 0.245 -> 0.241); in
# order without the link test: 0.8545, the same two grids.
def reads_as_a_headed_section(el) -> bool:
    """`el`'s first heading is followed by a paragraph of MENU_PARAGRAPH_MIN characters or more
    before any other heading (a section's title and body, not a row of tab titles)."""
    headed = False
    for node in el.iter(*_SECTION_HEADING_TAGS, "p", "P"):
        if node.tag in _SECTION_HEADING_TAGS:
            if headed:
                return False
            headed = True
        elif headed and text_length(node) >= MENU_PARAGRAPH_MIN:
            return True
    return False


_SECTION_HEADING_TAGS = ("h2", "h3", "h4", "h5", "h6", "H2", "H3", "H4", "H5", "H6")


# Framing by tag or role (nav, aside, role=navigation, ...) is dropped even when it holds most of
# the region's text if at least this share of that text is links: a docs page's sidebar table of
# contents inside its `main` outweighs a short page. Class-named widgets keep the guard (a product
# grid in a "plp-catalog__side-bar" is all links and is the page).
# Measured 2026-11-30 (make bench-quick, F1 even / odd; ScrapingHub 0.9613 / 0.9674 and
# trafilatura-eval-dev 0.9165 / 0.9143 unchanged by all): without, WCXB dev 0.8561 / 0.8562;
# 0.5, 0.6, 0.7: 0.8561 / 0.8568 (documentation 0.933 -> 0.938); 0.6 for class-named widgets too:
# 0.8559 / 0.8568 (a collection page's product grid dropped).
# The share counts characters other than whitespace since 2026-11-30: `text_length` counts the
# markup's indentation between links, so an indented footer of links separated by commas read as
# 19% links (the whole text of a shop page whose product a script draws: its footer was the
# Document). Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd): before, ScrapingHub
# 0.9640 / 0.9690, WCXB dev 0.8668 / 0.8702, trafilatura-eval-dev 0.9321 / 0.9397; without
# whitespace: ScrapingHub and trafilatura-eval-dev unchanged (no page's text changes), WCXB dev
# 0.8672 / 0.8702 (a service page 0.65 -> 0.95 and a collection page 0.97 -> 1.0 lose a sidebar of
# links; a collection page 0.477 -> 0.474); with `chrome_shell` as well: see MIN_CLEAN_SURVIVAL.
GUARD_LINK_SHARE = 0.6


def reads_as_links(el, counts: tuple | None = None) -> bool:
    """Framing that holds most of the region's text but reads as links (a docs page's sidebar
    table of contents inside its `main`): the guard does not spare it. Only framing past the
    guard is asked: the count (without whitespace) builds the text, unless `counts` holds it
    (`framing_text_counts`' of `el`)."""
    if not is_framing_by_tag_or_role(el):
        return False  # a class name alone may be a layout's ("plp-catalog__side-bar" around a product grid)
    if counts is None:
        total = visible_chars(el)
        linked = sum(visible_chars(a) for a in el.iter("a", "A")) if total else 0
    else:
        _, total, linked = counts
    if not total:
        return False
    return linked >= GUARD_LINK_SHARE * total


# ... nor framing that reads as a form's controls: a listing's filter panel (`role="navigation"` around
# fieldsets of checkboxes, each value in a `label`, each facet's title in a `legend`), whose labels
# outweigh a grid of short product cards. CONTROLS_SHARE of its visible characters in `label` and
# `legend` elements. A `form` is never asked: a product page's options form (its swatches' labels,
# "Colour & Material: Avignon Velvet Cocoa", ...) is kept by the golds (WCXB dev 0605 0.867 -> 0.590
# with forms asked). Added 2026-12-05 (docs42; snapshot of the 2,160 pages, C and pure alike): one
# page moved, a listing's filter landmark (WCXB dev 4291, collection odd) 0.8031 -> 0.9478; no other
# Document moved. Of the three sets' framing past the guard, two hold labels at all: that panel (0.966
# of its text in them) and a footer (trafilatura-eval-dev 0310, 0.162): any share from 0.17 to 0.96
# moves the same page; 0.5 sits between.
CONTROLS_SHARE = 0.5
_CONTROL_LABEL_TAGS = ("label", "legend", "LABEL", "LEGEND")


def reads_as_controls(el) -> bool:
    """Framing (by tag or role) other than a `form` with CONTROLS_SHARE of its visible characters in
    form labels and legends (the outermost ones: a walk that skips what a counted label holds)."""
    if local_name(el.tag) == "form" or not is_framing_by_tag_or_role(el):
        return False
    labelled = 0
    walker = etree.iterwalk(el, events=("start",), tag=_CONTROL_LABEL_TAGS)
    for _, node in walker:
        labelled += visible_chars(node)
        walker.skip_subtree()
    return labelled > 0 and labelled >= CONTROLS_SHARE * visible_chars(el)


def visible_chars(el) -> int:
    """Characters of `el`'s text other than whitespace."""
    return sum(len(piece) for piece in element_text(el).split())


# A hidden element whose id a control of the region names in `aria-controls` (a tab's panel, an
# accordion's answer opened by a link or a div) is a collapsed panel too, whatever its trigger's
# title (tab titles are short: "Overview", "Pricing").
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd): before, ScrapingHub 0.9640 / 0.9690,
# WCXB dev 0.8674 / 0.8707, trafilatura-eval-dev 0.9321 / 0.9397; with: WCXB dev 0.8677 / 0.8716
# (service 0.8522 / 0.8416 -> 0.8539 / 0.8419), the others unchanged (8 WCXB pages changed, all better:
# 0.02 to 0.52). The trigger's title held to PANEL_MIN_TITLE as for buttons: service even 0.8531 (the
# tabs stay hidden). A `summary` before the hidden element taken as its button too: service 0.8536 /
# 0.8390, two pages worse (a details' hidden answers the gold leaves out). Cost: under 1% of extract()
# (the aria-controls map is read on 220 of WCXB dev's 1,497 pages, 0.05 s in all).
_CONTROLS = etree.XPath("descendant::*[@aria-controls]")


def controls_by_id(region) -> dict:
    """The elements of `region` stating `aria-controls`, by each id they name (first one wins)."""
    found: dict = {}
    for control in _CONTROLS(region):
        for name in (control.get("aria-controls") or "").split():
            found.setdefault(name, control)
    return found


def is_collapsed_panel(el, controls: list | None = None, region=None) -> bool:
    """A hidden element right after the button that opens it (an FAQ answer, a "details" panel),
    a heading holding its toggle or its question (`_after_a_question`), or one a control of
    `region` names in `aria-controls` (`controls` holds the map of
    `controls_by_id` once read): content one click away, unless its names say widget or it reads
    as links (a mobile menu)."""
    previous = el.getprevious()
    if previous is None or not isinstance(previous.tag, str) or local_name(previous.tag) != "button":
        if region is not None and _opened_by_a_control(el, controls, region):
            return True
        return _after_a_toggling_heading(el, previous) or _after_a_question(el, previous)
    names = el.get("class") or ""
    if region is None and not _hidden_by_itself(el, names):
        # with no region to name it, only a panel hidden by itself is collapsed: that cheap check
        # before the button's text is measured (a shop's hundreds of buttons, most followed by none;
        # cuts46b, 2026-12-06, where `_keeps_button` asks)
        return False
    if text_length(previous) < PANEL_MIN_TITLE and not _discloses_the_rest(previous, el):
        # an icon or a command ("Add to cart"), not the panel's title, unless a control names the
        # panel in aria-controls: an accordion's short title ("Learn fast") opens it as a tab's does.
        # Added 2026-12-05 (before, such a button ended the question before the aria-controls one):
        # one page moved, a design course's accordion (WCXB dev 0117, service, odd) 0.954 -> 0.967.
        return region is not None and _opened_by_a_control(el, controls, region)
    if is_hidden(previous) or classify_names(previous.get("class") or ""):
        return False  # a hidden or widget-named trigger opens a popup
    if classify_names(el.get("id") or "") not in ("", "hidden"):
        return False
    return _hidden_by_itself(el, names) and _holds_panel_text(el, names)


# A "Read more" button before the rest of a description, WAI-ARIA's disclosure (`aria-expanded="false"`,
# `aria-controls` naming the hidden panel right after it: the "Read More Without Refresh" plugin's
# `read_div` in a WooCommerce tab), in the crawl's larger languages: the panel is the text's end, one
# click away, though the button is too short to title it (PANEL_MIN_TITLE). Added 2026-12-05 (round
# 35): see "Shop pages, the thirty-fifth round" in docs/rounds.md.
_READ_MORE_BUTTON = re.compile(
    r"\W*(?:(?:read|show|see|view) (?:more|all|the rest)|weiterlesen|mehr (?:lesen|anzeigen)|lire la suite|(?:voir|lire|afficher) plus"
    r"|(?:leer|ver|mostrar) más|leggi (?:tutto|di più)|mostra (?:di più|altro)|czytaj (?:więcej|dalej)|pokaż więcej|rozwiń"
    r"|lees meer|toon meer|(?:ler|ver|mostrar) mais)\W*$", re.I)


def _discloses_the_rest(button, el) -> bool:
    """`button` is a collapsed "Read more" disclosure naming `el` in its `aria-controls`."""
    if button.get("aria-expanded") != "false" or el.get("id") not in (button.get("aria-controls") or "").split():
        return False
    return _READ_MORE_BUTTON.match(element_text(button)) is not None


# An accordion's section is often a heading holding its toggle (WAI-ARIA's pattern `<h3><button
# aria-expanded="false">Weight</button></h3><div hidden>...`, a French FAQ's `<h3>Peut-on ...?<span
# class="toggler">`) before the hidden panel: the heading titles the panel as the button would (any
# length: "Weight", "Width"). The toggle is a button, an element with aria-expanded or aria-controls,
# or one named as a toggle (_TOGGLE_TOKENS), the heading itself or inside it. Added 2026-12-02
# (per-page scores as bench_extract --no-peers counts them, six digits; before: ScrapingHub 0.980200 /
# 0.981776, WCXB dev 0.890687 / 0.893497, trafilatura-eval-dev 0.955265 / 0.963788): WCXB dev
# 0.890687 / 0.893795 (2 pages, both better: a running-shoe guide's "Weight", "Cushioning", "Fit"
# sections 0.835 -> 0.894, a French shop's FAQ answers 0.720 -> 0.883); ScrapingHub and
# trafilatura-eval-dev unchanged (no page changed). Not tried for lack of time: any heading before a
# hidden panel without a toggle (a hidden copy of a mobile variant would come back). CPU: 0.01% of
# extract() over WCXB dev (the C walk hands framing after a heading to `decide`).
_PANEL_TITLE_HEADINGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6"))
_PANEL_TRIGGER_TAGS = _PANEL_TITLE_HEADINGS | {"button"}
_TOGGLE_TOKENS = frozenset("toggle toggler accordion collapse collapsible expand expander".split())


def _after_a_toggling_heading(el, previous) -> bool:
    """`is_collapsed_panel` for a panel after a visible heading holding its toggle."""
    if previous is None or local_name(previous.tag) not in _PANEL_TITLE_HEADINGS or is_hidden(previous):
        return False
    if classify_names(previous.get("class") or "") or not _holds_a_toggle(previous):
        return False
    if classify_names(el.get("id") or "") not in ("", "hidden"):
        return False
    names = el.get("class") or ""
    return _hidden_by_itself(el, names) and _holds_panel_text(el, names)


# An FAQ's question is often neither a button nor a heading: a div the page's script makes
# clickable (styled-components' `<div cursor="pointer">`), a details' summary holding an h4 (Astro),
# before its answer hidden by a style or aria-hidden. A visible sibling of at most QUESTION_MAX_CHARS
# characters ending in a question mark ("?", the full-width "？") titles the hidden panel after it as
# a button would. Added 2026-12-04 (bench_extract --no-peers, F1 even / odd; snapshot of the 2,160
# pages: 3 moved, C and pure alike): WCXB dev service 0.8863 / 0.8709 -> 0.8872 / 0.8712 (a pet
# insurer's FAQ 0.780 -> 0.987, a CDN's details FAQ 0.873 -> 0.960; the same CDN's WAF page, whose
# gold stops at its pricing table before the FAQ, 0.846 -> 0.663); ScrapingHub, trafilatura-eval-dev
# and the other WCXB types unchanged. QUESTION_MAX_CHARS 150 and 1,000 move the same pages.
QUESTION_MAX_CHARS = 300
QUESTION_MAX_ELEMENTS = 64
_QUESTION_MARKS = ("?", "\uff1f")
# An answer is judged only up to ANSWER_MAX_CHARS characters and ANSWER_MAX_ELEMENTS elements: a
# nest of questions and hidden answers would read each answer's subtree, the nest's below it, at
# every level (200 -> 800 levels: x7.8 of extract(); bounded, x4.1). No answer of the moved pages
# comes near (the longest 620 characters).
ANSWER_MAX_CHARS = 5000
ANSWER_MAX_ELEMENTS = 500


def _after_a_question(el, previous) -> bool:
    """`is_collapsed_panel` for a panel after a visible question (an FAQ's answer after its question)."""
    if previous is None or not isinstance(previous.tag, str) or is_hidden(previous):
        return False
    if classify_names(previous.get("class") or ""):
        return False
    if text_length_upto(previous, QUESTION_MAX_CHARS, QUESTION_MAX_ELEMENTS) > QUESTION_MAX_CHARS:
        return False
    if not element_text(previous).endswith(_QUESTION_MARKS):
        return False
    if classify_names(el.get("id") or "") not in ("", "hidden"):
        return False
    names = el.get("class") or ""
    if not _hidden_by_itself(el, names):
        return False
    return text_length_upto(el, ANSWER_MAX_CHARS, ANSWER_MAX_ELEMENTS) <= ANSWER_MAX_CHARS \
        and _holds_panel_text(el, names)


def _may_ask(el) -> bool:
    """Twin of the C walk's `_may_ask`: may `_after_a_question` read `el` as a question? At most
    QUESTION_MAX_ELEMENTS elements and a question mark in its text."""
    if not isinstance(el.tag, str) or holds_more_elements(el, QUESTION_MAX_ELEMENTS):
        return False
    return any(mark in piece for piece in el.itertext() for mark in _QUESTION_MARKS)


def _holds_a_toggle(heading) -> bool:
    for node in heading.iter():
        if not isinstance(node.tag, str):
            continue
        if local_name(node.tag) == "button" or _is_disclosure(node):
            return True
        if not _TOGGLE_TOKENS.isdisjoint(tokens_of(node.get("class") or "")):
            return True
    return False


def _hidden_by_itself(el, names: str) -> bool:
    """Hidden by its attributes or by a hiding class among its class `names`."""
    return is_hidden(el) or classify_names(names) == "hidden"


def _holds_panel_text(el, names: str) -> bool:
    """A hidden panel's body: its class `names` other than the hiding ones name no widget, and it
    holds PANEL_MIN_CHARS characters or more, under half of them links."""
    visible_names = " ".join(n for n in names.split() if n.lower() not in HIDING_CLASSES)
    if classify_names(visible_names):
        return False
    return text_length(el) >= PANEL_MIN_CHARS and link_density(el) < 0.5


# A panel of a set that shows one at a time (a tab set's or a switcher's panes, a drop-down's
# entries) is often hidden by a class name alone ("hidden", "hide", "d-none", "is-hidden") beside
# its visible twin: the same tag and the same class names but the hiding one. It is content one
# click away, as a collapsed panel is: the hiding name goes when the panel holds panel text
# (`_holds_panel_text`). A panel hidden by another hiding name too (a phone layout's copy:
# "hidden-desktop", "mobile-only") or by its attributes stays hidden. Added 2026-12-04: see
# docs/rounds.md ("Service pages and doc engines, thirtieth round").
_TWIN_HIDING_NAMES = frozenset(("hidden", "hide", "d-none", "is-hidden", "u-hidden"))
_PANE_TAGS = frozenset(("div", "section", "article", "ul", "ol", "li", "dl", "table"))
TWIN_OPENING = 40


def spare_hidden_twins(victims: list) -> list:
    """`victims` less the panes hidden by a class name alone beside their visible twin (see
    _TWIN_HIDING_NAMES), whose hiding name goes: they stay, shown. Asks only the victims (a page's
    tens), not every element of the region."""
    return _shown_where(victims, _shows_as_a_twin, _TWIN_HIDING_NAMES)


def _shown_where(victims: list, shown, hiding_names: frozenset) -> list:
    """`victims` less those `shown(el)` holds for, which stay, their class names in `hiding_names` gone."""
    kept = []
    for el in victims:
        if shown(el):
            el.set("class", " ".join(name for name in (el.get("class") or "").split()
                                     if name.lower() not in hiding_names))
        else:
            kept.append(el)
    return kept


# A card's second link to its story, over its blurb (`<p class="desc"><a href="/story" aria-hidden="true"
# tabindex="-1">Walmart now has ...</a></p>`), is kept from screen readers and the tab order (the
# title's link is the one they reach) but shown: aria-hidden hides nothing on screen. Such a link of
# BLURB_LINK_MIN characters or more, hidden by nothing else, whose words its parent does not hold
# twice (a title written again beside its own link), stays, shown. Shorter ones stay hidden: a
# picture's link, a footnote's number ("8"), a tile's title doubled beside its visible copy.
# Added 2026-12-05 (round 36; snapshot of the three sets, per-page word F1): one page moved, a news
# site's topic page (WCXB collection, even) 0.3442 -> 0.8529, its 20 blurbs back; and an Amazon page
# +0.0012. BLURB_LINK_MIN 15, 40 and 80: the same Documents. Tried: every such link shown
# (`dom.hidden_by` reading aria-hidden with tabindex="-1" on a link as not hiding): a Samsung page's
# footnote numbers glued to its sentences (-0.0010) and a Walmart grid's tile titles read twice
# (-0.0069, collection odd). See "Shop pages, the thirty-sixth round" in docs/rounds.md.
BLURB_LINK_MIN = 40
# The parent is read only when it holds at most BLURB_PARENT_MAX characters and elements (a card's
# blurb box): n such links in one container would each read all of it (hostile input; 2026-12-05,
# 500 -> 2,000 links in one parent x3.8, in 2,000 cards x3.9, 100 -> 400 nested x3.2).
BLURB_PARENT_MAX = 1000


def spare_duplicate_links(victims: list, unhide: list) -> list:
    """`victims` less the card blurbs' links hidden from screen readers only (BLURB_LINK_MIN), which
    go to `unhide`."""
    kept = []
    for el in victims:
        if _a_shown_duplicate_link(el):
            unhide.append(el)
        else:
            kept.append(el)
    return kept


def _hidden_by_aria_alone(attrib) -> bool:
    """`aria-hidden="true"` and no other hiding attribute (`dom.hidden_by` of the rest): kept from
    screen readers, shown on screen."""
    return (attrib.get("aria-hidden") or "").strip().lower() == "true" \
        and not hidden_by({name: value for name, value in attrib.items() if name != "aria-hidden"})


def _a_shown_duplicate_link(el) -> bool:
    """A link hidden by `aria-hidden="true"` and `tabindex="-1"` alone, over BLURB_LINK_MIN characters
    or more its parent's text (at most BLURB_PARENT_MAX characters and elements) holds once."""
    attrib = el.attrib
    if local_name(el.tag) != "a" or "href" not in attrib or attrib.get("tabindex", "").strip() != "-1" \
            or not _hidden_by_aria_alone(attrib) or classify_names(attrib.get("class") or "") == "hidden":
        return False
    parent = el.getparent()
    if parent is None or text_length_upto(parent, BLURB_PARENT_MAX, BLURB_PARENT_MAX) > BLURB_PARENT_MAX:
        return False  # a blurb's box, read once: not a page of such links in one container
    text = " ".join(" ".join(el.itertext()).split())
    return len(text) >= BLURB_LINK_MIN and " ".join(" ".join(parent.itertext()).split()).count(text) < 2


# A sale price's readouts for screen readers: WooCommerce shows the old price struck through and the
# new one, both `aria-hidden`, and writes each for screen readers in the shop's language (`<del
# aria-hidden="true">$30.00</del> <span class="screen-reader-text">Original price was: $30.00.</span>
# <ins aria-hidden="true">$21.00</ins><span class="screen-reader-text">Current price is: $21.00.</span>`).
# WCXB's golds keep them on a catalogue's cards: such a span, hidden by its class name alone
# (READOUT_CLASSES), its text of at most READOUT_MAX_CHARS holding a price, right before or after the
# `del` or `ins` showing the sale, a list item holding it within READOUT_CARD_CLIMB ancestors (a card
# of `ul.products`), stays, its hiding name gone. Added 2026-12-05 (round 39; snapshot of the three
# sets, C and pure alike, per-page word F1): two Documents moved, WCXB dev 4544 0.627 -> 0.809
# (collection even) and 0659 0.692 -> 0.726 (collection odd); the golds of all three listings whose
# cards hold them in our region keep them (0659, 0660, 4544). Without the list item: two product
# pages' own and upsell prices read out too, 0595 0.920 -> 0.904, 0601 -0.002 (product odd), whose
# golds leave them out.
READOUT_CLASSES = frozenset(("screen-reader-text", "sr-only", "screen-reader-only", "visually-hidden",
                             "visuallyhidden"))
READOUT_MAX_CHARS = 80
READOUT_CARD_CLIMB = 6
_SALE_TAGS = frozenset(("del", "ins"))


def spare_price_readouts(victims: list) -> list:
    """`victims` less the screen-reader readouts of a sale price (READOUT_CLASSES), which stay,
    their hiding class names gone."""
    return _shown_where(victims, _reads_a_sale_price, HIDING_CLASSES)


def spare_shown_card_prices(victims: list) -> list:
    """`victims` less the prices shown on a card but kept from screen readers (`_shown_card_price`),
    which stay, their `aria-hidden` gone."""
    kept = []
    for el in victims:
        if _shown_card_price(el):
            del el.attrib["aria-hidden"]
        else:
            kept.append(el)
    return kept


# A card's price paragraph kept from screen readers by `aria-hidden="true"` alone (Anthropologie's
# tiles: `<p class="c-pwa-product-price" aria-hidden="true"><span class="...screen-reader-only">Sale
# price: </span> $24.50 ...`) is shown on screen: a `p` or `div` hidden by nothing else, no hiding class
# name, its text of at most READOUT_MAX_CHARS holding a price, its parent (the card) holding at most
# CARD_REST_MAX other characters in at most CARD_CHILDREN_MAX children and no other price (no copy read out beside it). Added 2026-12-05
# (docs42; snapshot of the 2,160 pages, C and pure alike): one page moved, WCXB dev 4736 0.8290 ->
# 0.8616 (collection even). Of the three sets' 39 victims hidden so with such a price, 4736's 22 sit in
# cards of 2 children and 27-62 other characters, 2894's one moves no text, the other 16 have a read-out
# copy beside them and 0607's card holds 4,500 characters: CARD_REST_MAX from 62 to 4,499 and
# CARD_CHILDREN_MAX from 2 move the same pages.
_PRICE_BLOCK_TAGS = frozenset(("p", "div"))
CARD_REST_MAX = 320
CARD_CHILDREN_MAX = 12  # a card's parts; a grid's hundred tiles under one parent are read no further


def _shown_card_price(el) -> bool:
    if local_name(el.tag) not in _PRICE_BLOCK_TAGS or not _hidden_by_aria_alone(el.attrib):
        return False
    if any(name.lower() in HIDING_CLASSES for name in (el.get("class") or "").split()):
        return False
    text = element_text(el)
    if len(text) > READOUT_MAX_CHARS or not holds_a_price(text):
        return False
    parent = el.getparent()
    if parent is None or len(parent) > CARD_CHILDREN_MAX:
        return False
    limit = len(text) + CARD_REST_MAX
    if text_length_upto(parent, limit + 1) > limit:
        return False
    return not any(
        sibling is not el and isinstance(sibling.tag, str) and holds_a_price(element_text(sibling)[:READOUT_MAX_CHARS])
        for sibling in parent)


def _reads_a_sale_price(el) -> bool:
    """A childless `span` hidden by a READOUT_CLASSES name alone, its text a price's (at most
    READOUT_MAX_CHARS), right before or after a `del` or `ins`, on a list item's card (within
    READOUT_CARD_CLIMB ancestors)."""
    if local_name(el.tag) != "span" or len(el):
        return False
    names = (el.get("class") or "").split()
    if not any(name.lower() in READOUT_CLASSES for name in names):
        return False
    if hidden_by({name: value for name, value in el.attrib.items() if name != "class"}):
        return False
    text = el.text or ""
    if len(text) > READOUT_MAX_CHARS or not holds_a_price(text):
        return False
    if not any(sibling is not None and isinstance(sibling.tag, str) and local_name(sibling.tag) in _SALE_TAGS
               for sibling in (el.getprevious(), el.getnext())):
        return False
    return any(local_name(ancestor.tag) == "li"
               for ancestor in itertools.islice(el.iterancestors(), READOUT_CARD_CLIMB))


def _shows_as_a_twin(el) -> bool:
    """A pane hidden by a class name alone, beside its visible twin, holding panel text that does
    not expand its twin's."""
    names = (el.get("class") or "").split()
    rest = [name for name in names if name.lower() not in _TWIN_HIDING_NAMES]
    if len(rest) == len(names) or not rest or any(name.lower() in HIDING_CLASSES for name in rest):
        return False
    if el.tag not in _PANE_TAGS or is_hidden(el):
        return False
    twin = _visible_twin(el, set(rest))
    return twin is not None and not _expands(el, twin) and _holds_panel_text(el, " ".join(rest))


def _visible_twin(el, names: set):
    """The element before or after `el` with its tag and exactly the class `names`, shown; or None."""
    for twin in (el.getprevious(), el.getnext()):
        if twin is not None and twin.tag == el.tag and set((twin.get("class") or "").split()) == names \
                and not is_hidden(twin):
            return twin
    return None


def _expands(el, twin) -> bool:
    """`el` is the whole text of which its `twin` shows the start (a "read more" expansion), not
    another panel: both open with the same TWIN_OPENING characters."""
    opening = folded_text(twin)[:TWIN_OPENING]
    return bool(opening) and folded_text(el).startswith(opening)


def _opened_by_a_control(el, controls: list | None, region) -> bool:
    """`is_collapsed_panel` for a panel a visible control names in `aria-controls`."""
    name = el.get("id")
    if not name:
        return False
    names = el.get("class") or ""
    if not _hidden_by_itself(el, names):
        return False
    if controls is None:
        controls = []
    if not controls:
        controls.append(controls_by_id(region))
    control = controls[0].get(name)
    if control is None or is_hidden(control):
        return False
    return _holds_panel_text(el, names)


# A dialog, drawer or hidden tab whose first text is a product-details title ("Description", "Product
# details", "Specifications", "Ingredients", "Produktbeschreibung", "Caractéristiques", ...) holds the
# product's description or its specifications, one click away on the shop's page: it stays (revealed),
# when it holds a panel's text (`_holds_panel_text`'s PANEL_MIN_CHARS, under half links).
# Added 2026-12-01 (bench_extract --no-peers, F1 even / odd): WCXB dev 0.87810 / 0.88014 -> 0.87810 /
# 0.88107 (product odd 0.7356 -> 0.7465: a description in a dialog sheet 0.11 -> 0.78; a recipe's
# "Ingredients" list 0.94 -> 0.97; no page worse); ScrapingHub 0.9757 / 0.9797 and trafilatura-eval-dev
# 0.9341 / 0.9439 unchanged (no page changed). Without the panel test: WCXB even 0.87804 (a footer's
# "Features" column of links kept, 0.94 -> 0.88; nine pages keep a lone row of tab titles, -0.001 each).
# CPU: 0.1 s over WCXB dev (~25,000 framing elements asked, 4 us each; ~0.4% of extract()).
PRODUCT_DETAILS_TITLE = re.compile(
    r"(?:product (?:details|information|description|specifications|features)|description|specifications?"
    r"|(?:tech(?:nical)? )?specs|technical (?:details|data|specifications)|features|measurements|dimensions"
    r"|ingredients|materials?(?: (?:&|and) care)?|composition"
    r"|produktbeschreibung|beschreibung|produktdetails|produktinformationen|technische daten|inhaltsstoffe|zutaten"
    r"|description du produit|caractéristiques(?: techniques)?|ingrédients|descripción(?: del producto)?"
    r"|características|especificaciones|ingredientes|descrizione(?: del prodotto)?|caratteristiche|specifiche"
    r"|ingredienti|opis(?: produktu)?|specyfikacja|składniki|omschrijving|productinformatie|specificaties"
    r"|ingrediënten)\s*:?", re.I)


PRODUCT_DETAILS_MAX_TITLE = 40


def opens_with_product_details(el) -> bool:
    """Is `el`'s first text a product-details title (PRODUCT_DETAILS_TITLE) over a panel's text
    (`_holds_panel_text`: PANEL_MIN_CHARS or more, under half links: not a row of tab titles, not a
    footer's column of links under "Features")?"""
    for piece in el.itertext():
        piece = piece.strip()
        if piece:
            if len(piece) > PRODUCT_DETAILS_MAX_TITLE or PRODUCT_DETAILS_TITLE.fullmatch(piece) is None:
                return False
            return text_length(el) >= PANEL_MIN_CHARS and link_density(el) < 0.5
    return False


# "caption" names an image's caption (BOILERPLATE_TOKENS), but shop themes name a product card's body
# so too (OpenCart's "product-thumb" > "caption", WooCommerce themes' "product-caption", Bootstrap 3's
# "thumbnail" > "caption"): the card's title link, text and price, on listing and collection pages.
# Added 2026-12-01 (bench_extract --no-peers, F1 even / odd): WCXB dev 0.87810 / 0.88107 -> 0.87883 /
# 0.88122 (collection even 0.7239 -> 0.7342, product odd 0.7465 -> 0.7484); 4 pages changed: a
# collection grid 0.079 -> 0.627, a product page's feature cards 0.727 -> 0.874 and 0.799 -> 0.801,
# one worse 0.536 -> 0.503 (a product page whose gold leaves out its gallery cards' captions);
# ScrapingHub unchanged, trafilatura-eval-dev 0.9341 / 0.9439 unchanged (2 pages changed, the same
# snippets: a teaser card and three "PR" labels kept). Tried: the card tokens in the caption's own names
# only (the bigrams "productcaption", "cardcaption", "itemcaption" as VETO_BIGRAMS): 0.87864 / 0.88014
# before the details rule (the grid page only better, the gallery page 0.536 -> 0.492).
# CPU: 0.05 s over WCXB dev (26,878 framing elements asked; 0.2% of extract()).
CARD_TOKENS = frozenset("product products card thumb thumbnail tile item".split())
CARD_CAPTION = "caption"


def captions_a_card(el) -> bool:
    """A "caption" that is a product card's body, not an image's: named only "caption" among the
    boilerplate tokens, with a card token in its own or its parent's or grandparent's class names
    ("product-caption", OpenCart's "product-thumb" > "caption"), holding a link (the card's title)."""
    names = el.get("class") or ""
    if CARD_CAPTION not in names.lower():
        return False
    tokens = tokens_of(names)
    if any(token in BOILERPLATE_TOKENS and token != CARD_CAPTION for token in tokens):
        return False
    card = not CARD_TOKENS.isdisjoint(tokens)
    holder = el.getparent()
    for _ in range(2):
        if card or holder is None:
            break
        card = not CARD_TOKENS.isdisjoint(tokens_of(holder.get("class") or ""))
        holder = holder.getparent()
    return card and el.find(".//a[@href]") is not None


# A glossary term set in a sentence with its definition as a tooltip (Docsy's and the Kubernetes
# docs' `<span class="glossary-tooltip" title="..."><a href="/docs/.../pods/">Pods</a></span>`, MDN's
# and wikis' term tooltips) is a word of the sentence, not a widget: an inline element named
# "tooltip" with text beside it in its parent, holding at most TERM_MAX_CHARS, stays ("running as one
# or more Pods in your cluster" lost its "Pods"). The tooltip's bubble (a block, or hidden) goes.
# Measured 2026-12-01: see "Documentation chrome, terms and anchors" in the README's figures.
TERM_NAME_WORD = "tooltip"
TERM_MAX_CHARS = 60
_INLINE_TERM_TAGS = frozenset(("span", "a", "abbr", "dfn", "SPAN", "A", "ABBR", "DFN"))


def is_inline_term(el) -> bool:
    """An inline element named as a tooltip (TERM_NAME_WORD) with text right before or after it in
    its parent (a word of a sentence), visible, holding 1 to TERM_MAX_CHARS characters."""
    if el.tag not in _INLINE_TERM_TAGS or TERM_NAME_WORD not in (el.get("class") or "").lower() or is_hidden(el):
        return False
    if not 0 < text_length_upto(el, TERM_MAX_CHARS) <= TERM_MAX_CHARS:
        return False
    return not no_text_beside(el)


def reveal(el) -> None:
    """Drop what hides `el` (hidden, aria-hidden, inline display/visibility), so text renders it."""
    for name in ("hidden", "aria-hidden", "style"):
        if name in el.attrib:
            del el.attrib[name]


def _is_disclosure(el) -> bool:
    """Accordion/FAQ toggles carry their question as the button's text."""
    return "aria-expanded" in el.attrib or "aria-controls" in el.attrib


def blank(text) -> bool:
    return not text or text.isspace()


_PRE_AND_LINK_TAGS = ("pre", "PRE", "a", "A")


# The links to the page before and after this one in a manual's or a guide's reading order (MDN's
# "Previous" / "Next" buttons over and under the text, react.dev's "Previous Tutorial: Tic-Tac-Toe",
# a tutorial's "« Previous chapter", "Page suivante »", "Next: Installing"): the link's whole text is
# a pager word (PAGER_WORDS, with a noun naming what it steps through, PAGER_NOUNS, and arrows), or
# its first piece of text is one (a label over the linked page's title) or one and a colon, and it
# stands alone (no text beside it). Added 2026-12-02 (bench_extract --no-peers, per-page F1, even / odd;
# after the "See also" and contents-title rules): WCXB dev 0.890044 / 0.892374 -> 0.890070 / 0.892374
# (documentation 0.962924 / 0.944220 -> 0.962921 / 0.944217: the golds disagree, MDN's Learn pages and
# one react.dev page keep their pager, 3 pages down by 0.0006 to 0.0014, MDN's guides and two react.dev
# pages do not, 4 pages up by 0.0006 to 0.0012; three articles better, a blog's "Prev" / "Next" post
# cards 0.926 -> 0.945); ScrapingHub and trafilatura-eval-dev unchanged (no page changed).
PAGER_WORDS = (r"(?:previous|prev|next|weiter|vorherige[rsn]?|nächste[rsn]?|vorige[rsn]?|précédente?|suivante?"
               r"|anterior|siguiente|próxim[oa]|seguinte|precedente|successiv[oa]|volgende|poprzedni[a]?|następn[ya]"
               r"|předchozí|další)")
PAGER_NOUNS = (r"(?:page|topic|chapter|section|lesson|tutorial|seite|kapitel|abschnitt|lektion|chapitre|leçon|página"
               r"|capítulo|sección|lección|pagina|capitolo|sezione|lezione|hoofdstuk|les|strona|rozdział|lekcja)")
_PAGER_TEXT = re.compile(rf"[«‹<←\s]*(?:{PAGER_NOUNS}\s+)?{PAGER_WORDS}(?:\s+{PAGER_NOUNS})?(?:[\s»›>→:]*$|\s*:)",
                         re.I)
# A pager link's text is at most this long (a label and a page's title).
PAGER_MAX_CHARS = 120
# The words a pager link's text may begin with (PAGER_WORDS and PAGER_NOUNS spelled out): most links
# are ruled out by a set test of their first word, not a run of the pattern (2.7 us a link). CPU of
# the pager test, 2026-12-02 (extract() over a third of WCXB dev, pages alternating with the test on
# and off after a warm-up round; the harness's A/A 0.998): 1.019 with this gate (0.146 s -> 0.088 s for
# the test over 44,780 parsed links without and with it: about 2 us a link, most of it reading its text).
_PAGER_FIRST_WORDS = frozenset("""previous prev next weiter vorherige vorheriger vorherigen vorheriges nächste
    nächster nächsten nächstes vorige voriger vorigen voriges précédent précédente suivant suivante anterior
    siguiente próximo próxima seguinte precedente successivo successiva volgende poprzedni poprzednia następny
    następna předchozí další page topic chapter section lesson tutorial seite kapitel abschnitt lektion chapitre
    leçon página capítulo sección lección pagina capitolo sezione lezione hoofdstuk les strona rozdział
    lekcja""".split())
_PAGER_LEAD = " \t\n\r\f\v«‹<←"
_PAGER_TRAIL = ":»›>→"


def _blank_text(el) -> bool:
    """Is `el`'s text (its children's, not its tail) empty or white space? One serialisation (~1 us)
    rather than a generator over its itertext pieces (~3.5 us, 2026-12-02)."""
    return blank(etree.tostring(el, method="text", encoding="unicode", with_tail=False))


def _first_text_piece(link):
    """The first piece of `link`'s itertext that is not white space (its own text is), or None: its
    first child's text when that is one, nothing when it holds no text, else read piece by piece."""
    if not len(link):
        return None
    first = link[0]
    if isinstance(first.tag, str):
        piece = first.text
        if piece and not piece.isspace():
            return piece  # <a> <span>Next</span></a>: the piece after the link's own text
    if _blank_text(link):
        return None  # an image's link
    return next((piece for piece in link.itertext() if piece and not piece.isspace()), None)


# The pager words as the C walk's link filter reads them (`link_candidates`).
PAGER_STARTS = tuple(sorted(word.encode("utf-8") for word in _PAGER_FIRST_WORDS))


def link_candidates(body, starts: tuple, lead: bytes, *, with_pre: bool = False) -> list:
    """The links of `body`'s subtree (itself included, document order) a link rule must judge, with
    its pre elements when `with_pre`: with the C speedups only the links whose text may begin, after
    white space and `lead`'s characters (ASCII), with one of `starts` (lower case, UTF-8), or whose
    href may make them an anchor link (`_is_anchor_link`, with `with_pre`); a link left out is one
    whose first word is none of `starts`, which the rules using this reject. Most links are left out:
    the pager test run on each of them was ~1.3% of extract()'s CPU on WCXB dev (2026-12-02)."""
    if _speedups is not None:
        return _speedups.link_candidates(body, starts, lead, with_pre, with_pre)
    return _link_candidates_python(body, with_pre)


def _link_candidates_python(body, with_pre: bool) -> list:
    """Twin of `_speedups.link_candidates`: every link of `body`'s subtree, and its pre elements when
    `with_pre` (the rules' own tests judge them all)."""
    return list(body.iter(*_PRE_AND_LINK_TAGS)) if with_pre else list(body.iter("a", "A"))


def is_pager_link(link) -> bool:
    """A link to the previous or next page of a reading order, standing alone (see PAGER_WORDS)."""
    head = link.text
    if not head or head.isspace():
        head = _first_text_piece(link)
    if head is None:
        return False
    words = head.lstrip(_PAGER_LEAD).split(None, 1)
    if not words or words[0].rstrip(_PAGER_TRAIL).split(":", 1)[0].lower() not in _PAGER_FIRST_WORDS:
        return False  # most links: one set test of their first word
    if _PAGER_TEXT.match(head) is None:
        return False
    size = 0
    for piece in link.itertext():
        size += len(piece)
        if size > PAGER_MAX_CHARS:
            return False
    return no_text_beside(link)


def drop_read_more_toggle(panel) -> None:
    """The "Read more" button that disclosed `panel` (`_discloses_the_rest`) goes once the panel is
    shown: its words are the toggle's, not the text's."""
    button = panel.getprevious()
    if button is not None and isinstance(button.tag, str) and local_name(button.tag) == "button" \
            and _discloses_the_rest(button, panel):
        drop_keeping_tail(button)


# What a spared victim holds hidden goes still: a shop's product cards spared as the page's list
# (`spare_repeated_cards`: Shopify's Dawn cards named "subscription-eligible") keep their visible text,
# not the "visually-hidden" price labels a screen reader reads ("Regular price", "Sale price", "Unit
# price / per"), which the walk never reached inside a victim. Added 2026-12-04 (round 33; see "Filter
# and sort labels" in docs/rounds.md for the figures).
def hidden_inside_spared(found: list, kept: list) -> list:
    """The outermost hidden elements (an attribute or a hiding class name) inside the victims of
    `found` that the sparing rules left out of `kept`."""
    kept_ids = {id(el) for el in kept}
    hidden = []
    for spared in found:
        if id(spared) in kept_ids:
            continue
        for el in spared.iterdescendants():
            if isinstance(el.tag, str) and _hidden_by_itself(el, el.get("class") or ""):
                hidden.append(el)
    return outermost_only(hidden)


def no_text_beside(el) -> bool:
    """No text right before or after `el` in its parent: a line of its own, not a word of a
    sentence ("... this <a>report</a> found that ...")."""
    if (el.tail or "").strip():
        return False
    previous = el.getprevious()
    if previous is not None:
        return not (previous.tail or "").strip()
    parent = el.getparent()
    return parent is None or not (parent.text or "").strip()
