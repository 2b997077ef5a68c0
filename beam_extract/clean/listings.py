"""The cleaning of the content document: code listings' lines and links (`separate_code_lines`,
`tidy_code_and_links`: permalinks, source links and generators' source views, script controls, a
listing's toolbar buttons), the listings set by their own style (`render_styled_listings`), the
listings folded behind a checkbox (`drop_toggled_listings`) or in a
closed `details` (`drop_folded_listings`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import html
import re
from itertools import islice

from .captions import PRE_TAGS
from .drops import drop_all_keeping_tails, set_tail, set_text
from .measures import content_body, holds_more_elements, text_length, text_length_upto
from .pager_links import LINK_LABEL_MAX_ELEMENTS, PAGER_STARTS, is_pager_link, link_candidates
from .walks import names_holding, names_holding_each

# Highlighters that set each line of a code block in an element of its own and let the stylesheet
# break the lines (`display: block`), with no newline between them: Shiki's `span class="line"`
# (Tailwind's docs, Astro, Nuxt), gatsby-remark-prismjs' highlighted lines
# ("gatsby-highlight-code-line"), Prism's and GitBook's "token-line" / "highlight-line". Without
# a newline the lines run together ("my-projectcd my-project").
_LINE_SPAN_TAGS = frozenset(("span", "code", "SPAN", "CODE"))
# The candidates in a `pre`: the elements below it whose class holds "line", found in C
# (`names_holding`; a Python walk of every highlighted token cost ~1% of extract() on WCXB dev, the
# XPath "descendant::*[contains(@class, 'line')]" 4.9 ms on a trafilatura-eval-dev page's `pre` of
# 9,400 elements, the C walk 0.5 ms, 2026-12-03).
_LINE_NEEDLES = ("line", "ln")


def separate_code_lines(root) -> int:
    """Put a newline after each line element of a `pre` (an inline element classed "line", "...-line"
    or "..._line") that runs into what follows it. Returns how many were put."""
    return sum(_separate_lines_of(pre) for pre in content_body(root).iter(*PRE_TAGS) if not _inside_pre(pre))


def _inside_pre(el) -> bool:
    """Has `el` a pre ancestor? A pre's line elements are found in its whole subtree, a nested pre's
    with them: reading each nested pre again read the square of the nest (120 KB of nested pres,
    2.0 s of CPU, 2026-12-03), and found every line already separated."""
    return next(el.iterancestors(*PRE_TAGS), None) is not None


def _separate_lines_of(pre) -> int:
    put = _blocks_to_lines(pre)
    for el in names_holding(pre, _LINE_NEEDLES, ("class",)):
        if el.tag not in _LINE_SPAN_TAGS:
            continue
        if _is_line_number(el):
            put += _spaced_from_its_line(el)
        elif _is_code_line(el) and _runs_into_what_follows(el):
            el.tail = "\n" + (el.tail or "")
            put += 1
    return put


def _runs_into_what_follows(el) -> bool:
    """Does a line element end with no break before what follows it? A line closing on its own `br`
    (Docusaurus' Prism lines: `<span class="token-line">...<br></span>`) is broken already: a newline
    after it made every line of the block two."""
    tail = el.tail or ""
    if tail.startswith(("\n", "\r")) or (not tail and el.getnext() is None):
        return False
    return not _ends_with_a_break(el)


def _ends_with_a_break(el) -> bool:
    """Does `el` close on a line break of its own: a `br` last (nothing but blanks after it) or a
    newline ending its text?"""
    last = el[-1] if len(el) else None
    if last is not None and last.tag in _BREAK_TAGS and not (last.tail or "").strip():
        return True
    return "".join(el.itertext()).endswith(("\n", "\r"))


_BREAK_TAGS = frozenset(("br", "BR"))


def _is_code_line(el) -> bool:
    return any(token == "line" or token.endswith(("-line", "_line")) for token in (el.get("class") or "").split())


# A line's number set inline before its code, in an element of its own whose stylesheet gives it a
# margin: Chroma's `<span class="ln">1</span>` (Hugo with `lineNumbersInTable = false`), Shiki
# transformers' `<span class="line-number">`. Read as it is, the number ran into the code
# ("1client = Client()"). A space after it keeps both words (a table's numbers stay as the golds keep
# them: WCXB dev 0415's gold holds Chroma's number column "1 2 ... 26"). Added 2026-12-07 (docs56):
# no page of the three sets sets numbers inline; no Document moved.
_LINE_NUMBER_TOKENS = frozenset(("ln", "line-number", "linenumber", "lineno", "line-no"))


def _is_line_number(el) -> bool:
    """An inline line number (see _LINE_NUMBER_TOKENS) that stays: an `aria-hidden` one goes with the
    hidden elements, and a space put after it would start its line."""
    return (not _LINE_NUMBER_TOKENS.isdisjoint((el.get("class") or "").lower().split())
            and len(el) == 0 and (el.text or "").strip().isdigit() and el.get("aria-hidden") != "true")


def _spaced_from_its_line(number) -> int:
    """A space after an inline line number that its line's code follows with no space (see
    _LINE_NUMBER_TOKENS). Returns 1 if one was put."""
    tail = number.tail or ""
    if tail[:1].isspace() or (number.text or "")[-1:].isspace():
        return 0
    if not tail and number.getnext() is None:
        return 0
    set_tail(number, " " + tail)
    return 1


def _space_after_a_number_before(block) -> None:
    """A line's number set in an element of its own right before `block` (Twilio's Paste listings:
    `<span class="css-519pyc">1</span><div class="css-luzz01">composer ...</div>`, both boxes
    inline-block) and no space between: a space, as `_spaced_from_its_line`."""
    number = block.getprevious()
    if (number is not None and isinstance(number.tag, str) and len(number) == 0
            and number.get("aria-hidden") != "true"
            and (number.text or "").strip().isdigit() and not (number.tail or "")[:1].isspace()
            and not (number.text or "")[-1:].isspace()):
        set_tail(number, " " + (number.tail or ""))


# Blocks inside a `pre`: Expressive Code (Astro Starlight) sets each line of a listing as a `<div
# class="ec-line">` (holding a gutter and a `<div class="code">`) in the `pre`'s `code`. A browser
# breaks a line at each block's edges, once however many edges meet; read as blocks, the text put a
# blank line between the lines and the Markdown fence ran them into one ("a = 1b = 2"). Each `div` of
# a `pre` becomes a `span`, followed by a newline unless it closes its parent or a newline follows
# (a block of no text none; a gutter's number, which starts the line it is set in, a space).
# Added 2026-12-07 (docs56): no page of the three sets holds a listing of two such lines (WCXB dev
# 0677's Starlight listings are one line each); no Document moved.
_BLOCKS_IN_LISTINGS = ("div", "DIV")


def _blocks_to_lines(pre) -> int:
    """Rename the `div`s of `pre` to `span`s, each ending its line (see _BLOCKS_IN_LISTINGS). Returns
    how many newlines were put."""
    put = 0
    for block in list(pre.iterdescendants(*_BLOCKS_IN_LISTINGS)):
        block.tag = "span"
        _space_after_a_number_before(block)
        tail = block.tail or ""
        if tail.startswith(("\n", "\r")) or (not tail.strip() and block.getnext() is None):
            continue
        text = "".join(block.itertext())
        if not text.strip() or _ends_with_a_break(block):
            continue  # an empty block shows no line; a line closing on its own `br` is one
        if text.strip().isdigit():  # a gutter's number starts its line, a word apart
            if (not tail[:1].isspace() and not text[-1:].isspace()
                    and not any(el.get("aria-hidden") == "true" for el in block.iter())):  # a hidden one goes
                set_tail(block, " " + tail)
            continue
        set_tail(block, "\n" + tail)
        put += 1
    return put


# Links that are a docs page's furniture, not its text: the permalink a doc generator puts beside
# each heading and API entry (Sphinx's and MkDocs' "¶", rustdoc's "§", Hugo themes' "#", "🔗"; a
# link to the page's own anchor whose whole text is that sign) and rustdoc's "Source" beside each
# item (a link into the crate's highlighted sources, "../src/core/result.rs.html#553"). Sphinx's
# "[source]" (into `_modules/`) stays: the golds keep it. Measured 2026-12-01: see "Documentation
# chrome, terms and anchors" in the README's figures.
PERMALINK_SIGNS = frozenset(("¶", "§", "#", "🔗", "⚓", "⚓︎", "🔗︎"))
SOURCE_LINK_TEXTS = frozenset(("source", "src", "[src]"))
# Julia's Documenter (and other generators linking into the forge) set a "source" link under each
# docstring into the repository's file at the lines ("/blob/<commit>/src/Client.jl#L10-L20"): a file
# at a line anchor is a source view too, in `src/` or not ("/blob/<commit>/lib/client.rb#L10"; the C
# prefilter `_may_be_anchor` of _speedups.pyx reads "src/" and "/blob/" since docs47b). Added
# 2026-12-06 (docs47): see docs/rounds.md.
# Haddock's "Source" beside each signature points into its hyperlinked sources at the name
# ("src/Network.Client.html#get"): a named anchor as well as a line's (docs48, 2026-12-06: no page of
# the three sets links so; no Document moved).
_SOURCE_VIEW = re.compile(r"(?:^|/)src/[^?#]*\.html(?:#[^#\s]*)?$|/blob/[^?#]+#L\d+(?:-L?\d+)?$")


ANCHOR_TEXT_MAX = 8  # characters of a permalink sign's or a source link's text ("[src]", "source")


def _is_anchor_link(link) -> bool:
    """A permalink sign or a source-view link (PERMALINK_SIGNS, SOURCE_LINK_TEXTS)."""
    href = link.get("href")
    if not href or len(link) > 2 or not (href[0] == "#" or "src/" in href or "/blob/" in href):
        return False
    if text_length_upto(link, ANCHOR_TEXT_MAX, LINK_LABEL_MAX_ELEMENTS) > ANCHOR_TEXT_MAX:
        return False  # read within bounds: links nested in links each held the rest of the page
    text = "".join(link.itertext()).strip()
    if not text:
        return False
    return (href[0] == "#" and text in PERMALINK_SIGNS) or (text.lower() in SOURCE_LINK_TEXTS and _SOURCE_VIEW.search(href) is not None)


# rustdoc sets the "Source" link of an item of the standard library beside the release that made it
# stable, in a box to the right of the item's signature (and under the page's title): `<span
# class="rightside"><span class="since" title="Stable since Rust version 1.0.0, const since 1.48.0">
# 1.0.0 (const: 1.48.0)</span> · <a class="src" href="../../src/core/result.rs.html#768">Source</a>
# </span>`. The link goes (`_is_anchor_link`), and the box with it when it holds nothing else but
# the stamp (an element classed STAMP_CLASS) and the dot, in at most STAMP_BOX_MAX_CHARS. The golds
# leave the stamps out ("1.0.0 (const: 1.48.0) · Source" is in the `without` of WCXB dev 2861, the
# std's Result: 34 stamps). Added 2026-12-06: see docs/rounds.md, docs45 (the one page of the three
# sets with stamps: 0.5796 -> 0.6010, documentation odd; no other Document of the 2,160 moved, C and
# pure; any bound from 30 characters moves the same page).
STAMP_CLASS = "since"
STAMP_BOX_MAX_CHARS = 60


def _with_its_stamp(link):
    """`link`, or the rustdoc box holding it and a release stamp alone (STAMP_CLASS), which goes whole."""
    box = link.getparent()
    if box is None or box.tag != "span" or len(box) != 2 or len("".join(box.itertext())) > STAMP_BOX_MAX_CHARS:
        return link
    stamp = box[0] if box[1] is link else box[1]
    return box if _is_stamp(stamp) else link


def _is_stamp(el) -> bool:
    """A rustdoc release stamp: a `span` classed STAMP_CLASS."""
    return el.tag == "span" and STAMP_CLASS in (el.get("class") or "").split()


# ... and a stamp with no Source link, set right after an item's permalink sign (rustdoc's enum
# variants: `<a href="#variant.Ok" class="anchor">§</a><span class="since rightside" title="Stable since
# Rust version 1.0.0">1.0.0</span><h3 class="code-header">Ok(T)</h3>`), goes with the sign: a `span`
# classed STAMP_CLASS of at most STAMP_BOX_MAX_CHARS, nothing but white space between them. Added
# 2026-12-06 (docs48): WCXB dev 2861 (the std's Result, documentation odd; its gold leaves the stamps
# out) 0.6010 -> 0.6015, its two variants' "1.0.0" gone; no other Document of the 2,160 moved.
def _stamp_after(link):
    """The release stamp right after a permalink sign `link` (rustdoc's variants), or None."""
    stamp = link.getnext()
    if stamp is None or (link.tail and link.tail.strip()) or not _is_stamp(stamp) or len(stamp) > 2:
        return None
    text = "".join(link.itertext()).strip()
    if text not in PERMALINK_SIGNS or len("".join(stamp.itertext())) > STAMP_BOX_MAX_CHARS:
        return None
    return stamp


# FastAPI's docs (and Typer's, SQLModel's and the projects built on their MkDocs setup) animate a
# console session with termynal: a script reads the text of each code block under a "termy" box as
# HTML (`<font color="#4E9A06">fastapi</font>`, `<span style="background-color:...">`) and renders
# it, so a reader sees the session's words, never the tags. The code's text is read the same way
# (`render_terminal_markup`): its tags go, its entities are read, `<br>` breaks the line.
# The box is looked for up to TERMINAL_CLIMB ancestors of the `pre` (termy > highlight > pre: 2,
# and one wrapper more). Added 2026-12-05 (snapshot of the three sets, C and pure alike, per-page word
# F1): one Document moved, WCXB dev 0678 (FastAPI's tutorial, documentation even) 0.798 -> 0.997:
# documentation even 0.9641 -> 0.9690; ScrapingHub and trafilatura-eval-dev unchanged. No other page
# of the 2,160 holds a termy box, so a climb of 2 to 5 moves the same page. Tags are read only there:
# the golds of docs showing HTML in code (Tailwind's, MDN's) keep the tags as written.
TERMINAL_CLASS = "termy"
TERMINAL_CLIMB = 3
# A tag as a browser reads one in text (a letter after "<" or "</"; "a < b" and "<3" stay text):
# its name ends where white space, "/" or ">" begins, so no piece of it is tried twice, and its
# attributes are read up to 300 characters: one pass over the text.
_MARKUP_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9-]{0,20})(?:[\s/][^<>]{0,300})?>")


def _in_terminal_demo(pre) -> bool:
    """Is `pre` inside a termynal box (an ancestor classed TERMINAL_CLASS, at most TERMINAL_CLIMB up)?"""
    for level, ancestor in enumerate(pre.iterancestors()):
        if level >= TERMINAL_CLIMB:
            return False
        names = ancestor.get("class")
        if names and TERMINAL_CLASS in names.split():
            return True
    return False


def render_terminal_markup(pre) -> bool:
    """Read the text of `pre` as the HTML a terminal script renders (tags dropped, `<br>` a line
    break, entities read): the `pre` keeps its first element (the `code`) holding that text alone.
    Returns whether the text changed."""
    raw = "".join(pre.itertext())
    if "<" not in raw and "&" not in raw:
        return False
    shown = html.unescape(_MARKUP_TAG.sub(_tag_as_shown, raw))
    if shown == raw:
        return False
    holder = pre[0] if len(pre) and isinstance(pre[0].tag, str) else pre
    tail = holder.tail if holder is not pre else None
    for child in list(holder):
        holder.remove(child)
    set_text(holder, shown)
    if holder is not pre:
        for child in list(pre):
            if child is not holder:
                pre.remove(child)
        pre.text = None
        set_tail(holder, tail)
    return True


def _tag_as_shown(match) -> str:
    return "\n" if match.group(2).lower() == "br" and not match.group(1) else ""


# The Ruby generators fold each method's source under its documentation, shown on a click: RDoc's
# Darkfish (`<div class="method-source-code">`, "click to toggle source" in the method's heading) and
# YARD (`<table class="source_code">`, the line numbers' `pre` beside the code's) hide it in their
# stylesheets. Both open the listing with the same comment line, in English whatever the page's
# language: "# File lib/client/session.rb, line 12" (YARD quotes the path). A `pre` opening so goes,
# with the boxes above it that hold nothing else but line numbers (at most SOURCE_BOX_LEVELS up), and
# the control words of its method's box (SOURCE_TOGGLE_TEXTS, in a `span`, `a` or `button` at most
# SOURCE_TOGGLE_LEVELS above the listing's box). Added 2026-12-06 (docs51): no page of the three
# development sets opens a `pre` so (none of the 2,160 Documents moved); the levels are not tuned (the
# two engines' markup: 3, or 4 with a `tbody`, and 2).
_SOURCE_FILE_LINE = re.compile(r"\s*# File '?[^'\n]{1,300}'?, line \d+\s*(?:\n|$)")
SOURCE_BOX_LEVELS = 4
LINE_NUMBERS_MAX = 2000  # a bound on the line numbers' text beside a listing, not tuned
SOURCE_TOGGLE_LEVELS = 2
TOGGLE_ANCESTORS = 3  # RDoc's control: span.method-click-advice < heading < header < the method's box
TOGGLE_TEXT_MAX = 24  # "click to toggle source": 22 characters
SOURCE_TOGGLE_TEXTS = frozenset(("click to toggle source", "toggle source", "view source", "[view source]",
                                 "show source", "hide source"))
_TOGGLE_TAGS = ("span", "a", "button", "SPAN", "A", "BUTTON")
_SOURCE_OPENING_PIECES = 3  # the text pieces read for the comment line (the line's own span, nested)


def _opens_with_source_file(pre) -> bool:
    """Does `pre`'s text open with a Ruby generator's "# File <path>, line <n>" comment line?"""
    for index, piece in enumerate(pre.itertext()):
        if piece.strip():
            return _SOURCE_FILE_LINE.match(piece) is not None
        if index + 1 >= _SOURCE_OPENING_PIECES:
            return False
    return False


def _source_box(pre, body):
    """`pre`, or the box above it (at most SOURCE_BOX_LEVELS up, below `body`) holding nothing else
    but line numbers."""
    box = pre
    listed = text_length(pre)
    for _ in range(SOURCE_BOX_LEVELS):
        parent = box.getparent()
        if parent is None or parent is body:
            break
        held = text_length_upto(parent, listed + LINE_NUMBERS_MAX)
        if held > listed + LINE_NUMBERS_MAX or (held > listed and not _only_line_numbers_beside(parent, pre)):
            break
        box = parent
    return box


def _only_line_numbers_beside(box, pre) -> bool:
    """Is `box`'s text outside `pre` line numbers (in `pre` elements of digits) and white space only?"""
    inked = _ink(box)
    for other in box.iter(*PRE_TAGS):
        if other is pre:
            inked -= _ink(pre)
        elif other.getparent() is not None and other.getparent().tag not in PRE_TAGS:
            digits = "".join("".join(other.itertext()).split())
            if not digits.isdigit():
                return False
            inked -= len(digits)
    return inked == 0


def _ink(el) -> int:
    """Characters of `el`'s text outside white space."""
    return sum(len("".join(piece.split())) for piece in el.itertext())


def _source_toggles(body, boxes: list) -> list:
    """The control words (SOURCE_TOGGLE_TEXTS) of the method boxes holding the source listings' `boxes`:
    a short `span`, `a` or `button` of those words with one of the boxes' SOURCE_TOGGLE_LEVELS
    ancestors among its own TOGGLE_ANCESTORS (one walk of the content, whatever the boxes' number)."""
    holders = set()
    for box in boxes:
        holders.update(islice(box.iterancestors(), SOURCE_TOGGLE_LEVELS))
    holders.discard(body)
    toggles = []
    for el in body.iter(*_TOGGLE_TAGS):
        if (text_length_upto(el, TOGGLE_TEXT_MAX, 4) <= TOGGLE_TEXT_MAX
                and " ".join("".join(el.itertext()).split()).lower() in SOURCE_TOGGLE_TEXTS
                and any(holder in holders for holder in islice(el.iterancestors(), TOGGLE_ANCESTORS))):
            toggles.append(el)
    return toggles


# JSDoc's default template (and docdash, its most used theme) lists under each class and member where
# it was declared: `<dl class="details"><dt class="tag-source">Source:</dt><dd class="tag-source"><ul>
# <li><a href="client.js.html">client.js</a>, <a href="client.js.html#line12">line 12</a></li></ul></dd>`:
# a link into the prettified source at a line ("#line12", text "line 12"), as rustdoc's "Source" and
# Sphinx's "[source]" are. The term naming it (at most SOURCE_TERM_MAX characters) and the definition
# go when the definition says "<file>, line <n>" and nothing else; the other tags of the list (its
# version, default, see-also) stay. Added 2026-12-06 (docs51): no page of the three development sets
# links so (none of the 2,160 Documents moved).
_LINE_LINK_TEXT = re.compile(r"\s*line \d+\s*$")
_LINE_ANCHOR = re.compile(r"\.html#line\d+$")
_SOURCE_ENTRY = re.compile(r"\s*[^\s,]{1,200}, line \d+\s*$")
SOURCE_TERM_MAX = 20
SOURCE_ENTRY_LEVELS = 3  # the link < li < ul < dd
_LINK_STARTS = (*PAGER_STARTS, b"line ")


def _source_entry(link) -> list:
    """JSDoc's "Source: <file>, line <n>" term and definition around a line link `link`, or []."""
    if (_LINE_ANCHOR.search(link.get("href") or "") is None or holds_more_elements(link, LINK_LABEL_MAX_ELEMENTS)
            or _LINE_LINK_TEXT.match("".join(link.itertext())) is None):
        return []
    entry = next((el for el in islice(link.iterancestors(), SOURCE_ENTRY_LEVELS) if el.tag in ("dd", "DD")), None)
    if entry is None or text_length_upto(entry, 240) > 240 or _SOURCE_ENTRY.match("".join(entry.itertext())) is None:
        return []
    term = entry.getprevious()
    if term is None or term.tag not in ("dt", "DT") or text_length_upto(term, SOURCE_TERM_MAX) > SOURCE_TERM_MAX:
        return [entry]
    return [term, entry]


# A link to nowhere ("#": a script's control) whose words are only those of showing, hiding, folding
# or unfolding: YARD's "show all" beside a class's ancestry (`a.inheritanceTree`) and "collapse" in each
# method summary's heading (`a.summary_toggle`), a reference's "Expand all" over its tree, in the
# crawl's larger languages. It goes wherever it is (inside a heading, after a label); the words in a
# sentence, or a link to a place, stay. Added 2026-12-06 (docs51; snapshot of the 2,160 pages against
# main): one Document moved, WCXB dev 4250 (service, even) 0.9710 -> 0.9726, its "Expand all Collapse
# all" over an FAQ gone (its gold leaves it out); the documentation halves and the other sets unmoved.
SCRIPT_CONTROL_TEXTS = frozenset((
    "show all", "hide all", "collapse", "expand", "collapse all", "expand all", "show", "hide", "toggle",
    "alle anzeigen", "alle ausblenden", "alle ausklappen", "alle einklappen", "ausklappen", "einklappen",
    "einblenden", "ausblenden",
    "tout afficher", "tout masquer", "tout déplier", "tout replier", "déplier", "replier", "afficher", "masquer",
    "mostrar todo", "ocultar todo", "expandir todo", "contraer todo", "expandir", "contraer", "mostrar", "ocultar",
    "mostra tutto", "nascondi tutto", "espandi tutto", "comprimi tutto", "espandi", "comprimi", "mostra", "nascondi",
    "alles tonen", "alles verbergen", "alles uitklappen", "alles inklappen", "uitklappen", "inklappen", "tonen",
    "verbergen",
    "pokaż wszystko", "ukryj wszystko", "rozwiń wszystko", "zwiń wszystko", "rozwiń", "zwiń", "pokaż", "ukryj",
    "mostrar tudo", "ocultar tudo", "expandir tudo", "recolher tudo", "recolher"))
SCRIPT_CONTROL_MAX = 16  # "nascondi tutto", "rozwiń wszystko": 15 characters


def _is_script_control(link) -> bool:
    """A link to "#" holding only a control's words (SCRIPT_CONTROL_TEXTS)."""
    if (link.get("href") or "").strip() != "#" or text_length_upto(link, SCRIPT_CONTROL_MAX, 3) > SCRIPT_CONTROL_MAX:
        return False
    return " ".join("".join(link.itertext()).split()).lower().strip("[]()") in SCRIPT_CONTROL_TEXTS


# A listing set by its own style rather than in a `pre`: a block whose `style` says `white-space: pre`
# in a monospace font, its lines held by the newlines of its text (Notion's published pages:
# `<div class="line-numbers notion-code-block" style="... font-family: SFMono-Regular, Menlo,
# Consolas, ...; white-space: pre;">`). A browser shows it as a `pre`; read as a `div` its lines ran
# into one ("client = Client(timeout=5.0) response = client.get(url)") and its Markdown was no code
# block. It becomes a `pre`. Only "pre" itself (pre-wrap and pre-line keep the breaks of prose: a
# comment's or a review's text) with a monospace font named, and only a text of two or more lines.
# Added 2026-12-07 (docs54): no page of the three development sets sets a listing so (WCXB dev 4693's
# one such block, a footer, names no monospace font); none of the 2,160 Documents moved.
_STYLED_PRE = re.compile(r"(?:^|;)\s*white-space\s*:\s*pre\s*(?:;|!|$)", re.IGNORECASE)
_MONOSPACE = re.compile(r"font-family\s*:[^;]*(?:monospace|\bmono\b|consolas|courier|menlo|sfmono)", re.IGNORECASE)
_STYLED_PRE_TAGS = frozenset(t for name in ("div", "span", "code", "p") for t in (name, name.upper()))


# A listing its engine's script renders: the raw lines in a `div` (or `code`) named a code block and
# carrying the listing's language in `data-lang` / `data-language`, with no `pre` (JetBrains'
# Writerside: `<div class="code-block" data-lang="python">` holding the lines, which its app.js
# highlights). Read as a `div` its lines ran into one. The same test as a styled listing's (two lines,
# not inside a `pre`), and a class naming code ("code" or "language-" in a token: `data-lang` also
# names a share widget's locale, "shariff" `data-lang="de"`) and no block below it (Hugo's
# `<div class="highlight" data-lang="go"><pre>` keeps its `pre`). Added 2026-12-07 (docs56): the
# dev sets' `data-lang` code elements all sit in a `pre` (Hugo's `<code data-lang=yaml>`), none moved.
_LANGUAGE_ATTRIBUTES = ("data-lang", "data-language")
_CODE_CLASS = re.compile(r"code|language-", re.IGNORECASE)
_RAW_LISTING_TAGS = frozenset(("div", "code", "DIV", "CODE"))
_BLOCKS_BELOW_A_LISTING = ("pre", "div", "p", "table", "ul", "ol", "PRE", "DIV", "P", "TABLE", "UL", "OL")


def render_styled_listings(root, pictures: list | None = None) -> int:
    """Rename to `pre` the blocks of the content whose own style sets them as a listing (see
    _STYLED_PRE) and the raw listings an engine's script renders (see _LANGUAGE_ATTRIBUTES). Returns
    how many. With `pictures`, the same walk puts into it the elements whose role may be a picture's
    ("im" in it: `page_chrome.drop_glyph_pictures` judges them later, a walk of every element saved)."""
    renamed = 0
    queries = ((("white-space",), ("style",)), (("",), _LANGUAGE_ATTRIBUTES))
    if pictures is not None:
        queries += ((("im",), ("role",)),)
    found = names_holding_each(content_body(root), queries)
    styled, languaged = found[0], found[1]
    if pictures is not None:
        pictures.extend(found[2])
    for el in styled:
        style = el.get("style") or ""
        if (el.tag in _STYLED_PRE_TAGS and _STYLED_PRE.search(style) and _MONOSPACE.search(style)
                and _holds_two_lines(el) and not _inside_pre(el)):
            el.tag = "pre"
            renamed += 1
    for el in languaged:
        if (el.tag in _RAW_LISTING_TAGS and _CODE_CLASS.search(el.get("class") or "")
                and next(el.iterdescendants(*_BLOCKS_BELOW_A_LISTING), None) is None
                and _holds_two_lines(el) and not _inside_pre(el)):
            el.tag = "pre"
            renamed += 1
    return renamed


def _holds_two_lines(el) -> bool:
    """Does `el`'s text hold a line break between two pieces of text? Read up to the second line only
    (a nest of styled blocks is not read whole at each level)."""
    inked = broken = False
    for piece in el.itertext():
        for index, part in enumerate(piece.split("\n")):
            if index and inked:
                broken = True
            if part.strip():
                if broken:
                    return True
                inked = True
    return False


# A listing's toolbar set as ARIA buttons rather than `button` elements (which go as never-content):
# Notion's code block puts its language picker ("Python") and its "Copy" in `div role="button"`s beside
# the listing. Told by place: the elements of role "button" (not links nor buttons, holding no link)
# in a box at most TOOLBAR_LEVELS levels above a `pre` whose text beside the listing is theirs alone,
# at most TOOLBAR_TEXT_MAX characters. Elsewhere a `role="button"` holds content (an accordion's
# question, a product's tab label). Added 2026-12-07 (docs54): see render_styled_listings; the bounds
# are not tuned (Notion's two labels: 10 characters).
TOOLBAR_LEVELS = 3
TOOLBAR_TEXT_MAX = 40


def _toolbar_buttons(pre, body) -> list:
    """The ARIA buttons of `pre`'s toolbar (see TOOLBAR_LEVELS), or []."""
    listed = text_length(pre)
    box = pre
    found: list = []
    for _ in range(TOOLBAR_LEVELS):
        box = box.getparent()
        if box is None or box is body:
            break
        held = text_length_upto(box, listed + TOOLBAR_TEXT_MAX + 1)
        if held > listed + TOOLBAR_TEXT_MAX:
            break
        if held == listed:
            continue
        buttons = [el for el in names_holding(box, ("button",), ("role",))
                   if el.get("role") == "button" and el.tag not in _NOT_ARIA_BUTTONS]
        outer = [b for b in buttons if not any(other in b.iterancestors() for other in buttons)]
        if (outer and listed + sum(text_length(b) for b in outer) == held
                and not any(b.find(".//a") is not None or b.find(".//pre") is not None
                            or pre in b.iterancestors() for b in outer)):
            found = outer
    return found


_NOT_ARIA_BUTTONS = frozenset(("a", "button", "A", "BUTTON"))


# A listing's language written beside it as a label: VitePress' `<div class="language-sh
# vp-adaptive-theme"><button class="copy"></button><span class="lang">sh</span><pre>`, the "sh" or
# "python" its stylesheet sets in the corner. Told by its box: a leaf `span` beside the `pre` whose
# text is the language the box's class names ("language-X"). Added 2026-12-07 (docs56): no page of
# the three sets labels a listing so (no Document moved); the VitePress engine pages kept "python".
_LANGUAGE_CLASS_PREFIX = "language-"


def _language_labels(pre) -> list:
    """The labels beside `pre` naming its box's language (see _LANGUAGE_CLASS_PREFIX), or []."""
    box = pre.getparent()
    if box is None:
        return []
    languages = {token[len(_LANGUAGE_CLASS_PREFIX):].lower() for token in (box.get("class") or "").split()
                 if token.startswith(_LANGUAGE_CLASS_PREFIX)}
    if not languages:
        return []
    return [child for child in box if child is not pre and child.tag in ("span", "SPAN") and len(child) == 0
            and (child.text or "").strip().lower() in languages]


def tidy_code_and_links(root) -> None:
    """`separate_code_lines`, the permalink signs and source-view links (`_is_anchor_link`), the
    pager links, the script controls (`_is_script_control`), JSDoc's source lines (`_source_entry`)
    and the Ruby generators' folded sources (`_opens_with_source_file`) removed keeping their tails,
    in one walk of the content (each walk of every element is ~1% of extract())."""
    victims = []
    body = content_body(root)
    sources: list = []
    for el in link_candidates(body, _LINK_STARTS, b"<", with_pre=True):
        if el.tag in PRE_TAGS:
            if not _inside_pre(el):
                if _opens_with_source_file(el):
                    sources.append(_source_box(el, body))
                    continue
                _separate_lines_of(el)
                victims += _toolbar_buttons(el, body)
                victims += _language_labels(el)
                if _in_terminal_demo(el):
                    render_terminal_markup(el)
        elif _is_anchor_link(el):
            victims.append(_with_its_stamp(el))
            stamp = _stamp_after(el)
            if stamp is not None:
                victims.append(stamp)
        elif is_pager_link(el) or _is_script_control(el):
            victims.append(el)
        else:
            victims += _source_entry(el)
    if sources:
        victims += sources + _source_toggles(body, sources)
    # the tails joined once per node that takes them: 50,000 "#" permalinks in one paragraph,
    # dropped one by one, rebuilt its text 50,000 times (1 MB: 2.8 s of CPU, 2026-12-03)
    drop_all_keeping_tails(victims)


# A listing shown only when its checkbox is ticked: pdoc's "View Source" (`<input type="checkbox"
# id="X">`, then `<label for="X">View Source</label>`, then the module's or class's whole source in a
# highlighted `pre`), and any theme that folds a listing behind a CSS checkbox the same way. Folded,
# it is not the page's text but the file it was built from (with its label, a control's word). Told
# by its shape: a label of at most TOGGLE_LABEL_MAX characters, holding no link, naming a checkbox of
# the content, whose next element is a `pre` or a box holding a single element, a `pre`; the label
# and the listing go. Read before `drop_never_content` takes the checkboxes. Added 2026-12-06 (docs46b):
# no page of the three development sets folds a listing so (none of the 2,160 Documents moved); the
# bound is not tuned (pdoc's label: 11 characters).
TOGGLE_LABEL_MAX = 40
TOGGLE_LABEL_MAX_ELEMENTS = 8  # a bound on the label read (pdoc's: 2 elements), not tuned


def drop_toggled_listings(root) -> int:
    """Drop the listings folded behind a checkbox, with their labels (see TOGGLE_LABEL_MAX). Returns
    how many went."""
    body = content_body(root)
    boxes = {box.get("id") for box in body.iter("input")
             if (box.get("type") or "").strip().lower() == "checkbox" and box.get("id")}
    if not boxes:
        return 0
    victims: list = []
    for label in body.iter("label"):
        if label.get("for") not in boxes:
            continue
        listing = label.getnext()
        while listing is not None and not isinstance(listing.tag, str):
            listing = listing.getnext()
        if listing is not None and _is_listing(listing) and _is_toggle_label(label):
            victims += [label, listing]
    return drop_all_keeping_tails(victims, body)


def _is_listing(el) -> bool:
    """`el` is a `pre`, or a box holding a `pre` and nothing else."""
    if el.tag in PRE_TAGS:
        return True
    children = [child for child in el if isinstance(child.tag, str)]
    return (len(children) == 1 and children[0].tag in PRE_TAGS and not (el.text or "").strip()
            and not (children[0].tail or "").strip())


def _is_toggle_label(label) -> bool:
    return (text_length_upto(label, TOGGLE_LABEL_MAX, TOGGLE_LABEL_MAX_ELEMENTS) <= TOGGLE_LABEL_MAX
            and next(label.iter("a", "A"), None) is None)


# A listing folded in a closed `details`: mkdocstrings (the API pages of Material for MkDocs) sets each
# class's and function's source file under its documentation as `<details class="quote"><summary>Source
# code in <code>client/session.py</code></summary>` and a highlighted `pre` (with its line numbers' `pre`
# in a table), pdoc3 under "Expand source code": folded, it is the file the page was built from, not
# its text, as pdoc's checkbox listings above. A `details` without `open` goes with its summary when
# FOLDED_LISTING_SHARE of its text outside the summary is in `pre` elements (a question and its answer
# with an example, the prose outside the `pre`, stay). Added 2026-12-06 (docs50): the three development
# sets hold one closed `details` with a `pre` (WCXB dev 0679, prose beside its code: stays), no
# Document moved; the share is not tuned (the table's white space between the two `pre`s aside,
# mkdocstrings' text is all in them).
FOLDED_LISTING_SHARE = 0.9
_DETAILS_TAGS = ("details", "DETAILS")
_SUMMARY_TAGS = frozenset(("summary", "SUMMARY"))


def drop_folded_listings(root) -> int:
    """Drop the closed `details` holding a listing and their summaries (see FOLDED_LISTING_SHARE).
    Returns how many went. A closed `details` inside one judged is not judged again (its text was
    read with the outer one's: nested ones would read the square of the nest)."""
    body = content_body(root)
    victims: list = []
    judged: set = set()
    for details in body.iter(*_DETAILS_TAGS):
        if details in judged or details.get("open") is not None:
            continue
        judged.update(details.iter(*_DETAILS_TAGS))
        if _folds_a_listing(details):
            victims.append(details)
    return drop_all_keeping_tails(victims, body) if victims else 0


def _folds_a_listing(details) -> bool:
    """Is `details`' text outside its summary FOLDED_LISTING_SHARE in `pre` elements (the outermost)?"""
    summary = next((child for child in details if child.tag in _SUMMARY_TAGS), None)
    outside = text_length(details) - (text_length(summary) if summary is not None else 0)
    if outside <= 0:
        return False
    listed = 0
    counted: set = set()
    for pre in details.iter(*PRE_TAGS):
        if pre not in counted:
            counted.update(pre.iter(*PRE_TAGS))
            listed += text_length(pre)
    return listed >= FOLDED_LISTING_SHARE * outside
