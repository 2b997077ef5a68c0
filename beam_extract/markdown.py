"""Content document -> Markdown (CommonMark with GFM tables and strikethrough).

In: the cleaned (and pruned) content document, an lxml element: an `html` whose `head` holds the
page title and whose `body` holds the regions, or a bare region. Regions carry `xml:base`, against
which relative link and image URLs are resolved.
Out: Markdown text: ATX headings, paragraphs, emphasis, inline code, nested ordered/unordered
lists, links, images, block quotes, fenced code with the highlighter's language, GFM tables for
data tables (layout tables unwrapped), definition lists (`term` / `: definition`), rules and hard
line breaks. Text is escaped only where it would otherwise change meaning. The `head` (so the page
title) is not content, and neither are scripts, styles, embedded objects, form controls or hidden
elements: the Markdown holds the same words as `text.render_text`.

One walk over the tree (lxml `iterwalk`) with an explicit stack of frames (containers such as the
body, a list item, a quote, a table cell collect finished blocks; collectors such as a list, a data
table or a definition list collect their items), so nesting depth is unbounded. Beside it:
`markdown_escapes` (escaping), `markdown_lists` (a list's and a definition list's items and their
block), `markdown_tables` (which table is data, its GFM table), `markdown_code` (a code element's
text and language, the fenced block); `markdown_text` takes the syntax back off, for checking that
the Markdown and the text agree.
"""
from __future__ import annotations

import re
import sys

from lxml import etree

# What gives no text and what ends a paragraph are the text renderer's (dom's sets), so both say the same.
from .dom import PARAGRAPH_BREAK_TAGS, UNRENDERED_TAGS, hidden_by, memoised_kinds
from .markdown_code import code_language, fenced_code, inner_text, pre_text
from .markdown_escapes import (
    ENTITY_LIKE,  # noqa: F401 (the C renderer reads it: _speedups._MdRules)
    INLINE_SPECIAL,
    LINE_START_CHARS,
    code_span,
    escape_line_start,
    escape_link_match,
    escape_match,
    escape_text,
)
from .markdown_lists import DefinitionList, ListFrame, definition_list_block, join_item_blocks, list_block, list_start
from .markdown_tables import TableFrame, colspan, gfm_table, is_data_table
from .speedups import native as _speedups
from .urls import MAX_BASE_CHARS, RESOLVED_CHARS_BUDGET, output_url
from .urls import join as join_url
from .urls import origin as url_origin  # noqa: F401 (the C renderer reads it: _speedups._MdRules)

XML_BASE = "{http://www.w3.org/XML/1998/namespace}base"

HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
EMPHASIS = {"em": "*", "i": "*", "dfn": "*", "var": "*", "strong": "**", "b": "**",
            "del": "~~", "s": "~~", "strike": "~~"}
CODE_TAGS = frozenset(("code", "kbd", "samp", "tt"))
SPECIAL_TAGS = frozenset(HEADINGS) | frozenset(EMPHASIS) | CODE_TAGS | frozenset(
    """a br img pre hr ul ol menu dir li blockquote dl dt dd table thead tbody tfoot tr td th
    caption""".split()
)
# Special tags whose end does nothing.
NO_END = frozenset(("br", "img"))
MAX_NESTING = 12  # list / quote / definition list levels that indent; deeper ones are written flat
# The characters nested lists, quotes and definitions may add to one rendering by indenting their
# lines (each level indents again, up to MAX_NESTING); an item, quote or definition that would take
# more is written unindented. 200,000 lines of a `pre` in 12 nested lists (a 1 MB page) wrote 67 MB
# of Markdown in 4 s (2026-12-06; a 20 MiB page about 1.4 GB). A 5,000-line code block three lists
# deep takes 45 KB; no benchmark page comes near it.
INDENT_CHARS_BUDGET = 4 * 1024 * 1024
BR = "\ue010"  # a hard line break while a paragraph is assembled
PARAGRAPH_BREAK = re.compile(f"{BR}(?: *{BR})+")  # two <br> in a row end a paragraph
WHITESPACE = re.compile(r"[ \t\n\r\f\v\xa0]+")
CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufeff\u200b\ue000-\ue00f]")
URL_SCHEME_SKIPPED = re.compile(r"^\s*(javascript|vbscript|data):", re.I)


# Unicode spaces that str.split() also splits on but WHITESPACE does not match.
OTHER_SPACE = re.compile("[\x1c-\x1f\x85\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]")


def _squeeze(text: str) -> str:
    """WHITESPACE.sub(" ", text).strip(), faster when no other Unicode space is present."""
    if OTHER_SPACE.search(text):
        return WHITESPACE.sub(" ", text).strip()
    return " ".join(text.split())


def link_destination(url: str) -> str:
    """A link's or image's URL as a Markdown destination: as every URL of the output is written
    (`urls.output_url`: controls, bidi controls and line separators percent-encoded, tab, LF and
    CR removed; 2026-12-07, hostile59: a `<base href>` holding U+202E put it in every link), then
    spaces, angle brackets and parentheses escaped."""
    url = output_url(url.strip()) or ""
    url = url.replace(" ", "%20").replace("<", "%3C").replace(">", "%3E")
    return url.replace("(", "\\(").replace(")", "\\)")


def link_title(title: str | None) -> str:
    if not title:
        return ""
    title = WHITESPACE.sub(" ", title).strip()
    if not title:
        return ""
    return ' "' + title.replace("\\", "\\\\").replace('"', '\\"') + '"'


# --- headings holding paragraphs ------------------------------------------------------------------

# How a heading holding a `<p>` (the parse keeps one opened inside a heading there, as the HTML
# standard's tree builder does) is written: as a heading (one line, its `<br>`s read as spaces),
# its first line as the heading and the rest as paragraphs, or all as paragraphs.
HEADING_KEPT, HEADING_FIRST_LINE, HEADING_AS_PROSE = range(3)
# A line of a heading longer than this reads as prose, not as a heading: 99% of the 16,928 heading
# lines of the WCXB dev golds' Markdown are at most 146 characters (2026-12-07, md52). Tried on the
# WCXB dev pages whose headings hold a `<p>`: 120 and 150 write the same Markdown (lines of 178 and
# 242 characters are prose, the longest short one is 62); 200 writes 0609's 178-character description
# as a heading line again, which the gold has not. Writing every heading holding several lines as
# prose (its first line too) was tried: 8 more heading lines become paragraphs (6 plain in the golds,
# 1 absent, 1 a gold heading: 0263's section title): our heading lines a gold's heading 0.6300
# against 0.6298, gold headings found 13,876 against 13,877 of 16,921 (the odd half loses one);
# not taken: the first line is what the author marked as the heading.
HEADING_PROSE_CHARS = 150


def heading_reading(el) -> int:
    """HEADING_KEPT, HEADING_FIRST_LINE or HEADING_AS_PROSE for heading element `el`.

    Only a heading holding a `p` is read other than as a heading: its lines (split at its blocks and
    `<br>`s) are a standfirst, a description or a checklist the heading's end tag was missing or
    written around. Its first line is the heading and the rest paragraphs when there are several
    lines; all of it is prose when its first line is longer than any heading (HEADING_PROSE_CHARS)."""
    if el.find(".//p") is None:
        return HEADING_KEPT
    lines = _heading_lines(el)
    if not lines:
        return HEADING_KEPT
    if len(lines[0]) > HEADING_PROSE_CHARS:
        return HEADING_AS_PROSE
    return HEADING_FIRST_LINE if len(lines) > 1 else HEADING_KEPT


def _heading_lines(el) -> list[str]:
    """The lines of the text of `el` as the Markdown would break them: at blocks and `<br>`s
    (unrendered and hidden elements left out)."""
    lines: list[str] = []
    line: list[str] = []

    def end_line() -> None:
        text = _squeeze("".join(line))
        if text:
            lines.append(text)
        line.clear()

    walker = etree.iterwalk(el, events=("start", "end"))
    for event, node in walker:
        if not isinstance(node.tag, str):  # a comment or processing instruction: only its tail
            if event == "end" and node.tail:
                line.append(node.tail)
            continue
        kind, name = KINDS.get(node.tag) or kind_of(node.tag)
        if event == "start":
            if kind == SILENT or hidden_by(node.attrib):
                walker.skip_subtree()  # its end event still comes, with its tail
                continue
            if name == "br" or (node is not el and name in PARAGRAPH_BREAK_TAGS):
                end_line()
            if node.text:
                line.append(node.text)
        else:
            if node is not el and name in PARAGRAPH_BREAK_TAGS:
                end_line()
            if node is not el and node.tail:
                line.append(node.tail)
    end_line()
    return lines


def _append_heading(frame: Container, text: str) -> bool:
    """Append `text` to `frame` as a heading line of its level; whether there was any text."""
    line = WHITESPACE.sub(" ", text).strip()
    if not line:
        return False
    if line.endswith("#"):
        line = line[:-1] + "\\#"
    frame.blocks.append("#" * frame.heading + " " + line)
    return True


# --- frames --------------------------------------------------------------------------------------

class Container:
    """Collects finished blocks; runs one paragraph (inline pieces) at a time."""

    __slots__ = ("blocks", "heading", "heading_once", "implicit", "inline", "kind", "last_bullet", "open", "span")

    def __init__(self, kind: str, implicit: bool = False):
        self.kind = kind            # root, quote, item, term, definition, cell, stray
        self.blocks: list[str] = []
        self.inline: list[str] = []
        self.open: list[list] = []  # open inline markers: [kind, index, data]
        self.heading = 0
        self.heading_once = False  # the heading's first line only: the rest is prose (heading_reading)
        self.implicit = implicit
        self.last_bullet: tuple[str, int] | None = None  # marker of a list ending the blocks, and where
        self.span = 1               # a table cell's colspan


class Renderer:
    def __init__(self, links: bool, images: bool):
        self.links = links
        self.images = images
        self.frames: list = [Container("root")]
        self.bases: list[str | None] = [None]
        self.resolve_room = RESOLVED_CHARS_BUDGET  # see urls.RESOLVED_CHARS_BUDGET
        self.indent_room = INDENT_CHARS_BUDGET
        self.em_depth = {"*": 0, "**": 0, "~~": 0}
        self.link_depth = 0
        self.data_tables: set = set()

    # -- where content goes --

    def container(self) -> Container:
        """The container receiving inline content; collectors get an implicit one."""
        top = self.frames[-1]
        if isinstance(top, Container):
            return top
        kind = "item" if isinstance(top, ListFrame) else "definition" if isinstance(top, DefinitionList) else "stray"
        frame = Container(kind, implicit=True)
        self.frames.append(frame)
        return frame

    def close_implicit(self) -> None:
        top = self.frames[-1]
        if isinstance(top, Container) and top.implicit:
            self.end_container()

    def add_text(self, text: str) -> None:
        if not text:
            return
        top = self.frames[-1]
        if text.isspace():
            # Whitespace is collapsed once per line when the paragraph is flushed, and stripped at
            # its start: whitespace that would open a paragraph (or sits in a collector) is dropped.
            if top.__class__ is Container and top.inline:
                top.inline.append(text)
            return
        if top.__class__ is not Container:
            top = self.container()
        if INLINE_SPECIAL.search(text):  # escape_text, without the call: most texts need none
            text = INLINE_SPECIAL.sub(escape_link_match if self.link_depth > 0 else escape_match, text)
        top.inline.append(text)

    def add_raw(self, markup: str) -> None:
        self.container().inline.append(markup)

    # -- paragraphs --

    def flush(self, frame: Container | None = None) -> None:
        """End the running paragraph of `frame`, closing and re-opening inline markers around it."""
        frame = frame or self.frames[-1]
        if frame.__class__ is not Container or not frame.inline:
            return
        if not frame.open and not frame.heading:  # the common case: one plain line, or none
            text = "".join(frame.inline)
            if BR not in text:
                frame.inline = []
                # _squeeze and escape_line_start, without the calls
                line = WHITESPACE.sub(" ", text).strip() if OTHER_SPACE.search(text) else " ".join(text.split())
                if line:
                    frame.blocks.append(escape_line_start(line) if line[0] in LINE_START_CHARS else line)
                return
        reopen = list(frame.open)
        for entry in reversed(reopen):
            self.close_marker(frame, entry)
        text = "".join(frame.inline)
        frame.inline = []
        for entry in reopen:
            entry[1] = 0
            frame.open.append(entry)
        if frame.heading:
            # A heading written once (heading_reading) ends at its first line: `start_br` flushes there.
            if _append_heading(frame, text.replace(BR, " ")) and frame.heading_once:
                frame.heading = 0
                frame.heading_once = False
            return
        for paragraph in PARAGRAPH_BREAK.split(text) if BR in text else (text,):
            lines = [WHITESPACE.sub(" ", line).strip() for line in paragraph.split(BR)] if BR in paragraph \
                else [WHITESPACE.sub(" ", paragraph).strip()]
            lines = [escape_line_start(line) for line in lines if line]
            if not lines:
                continue
            if frame.kind in ("cell", "term"):
                frame.blocks.append(("<br>" if frame.kind == "cell" else " ").join(lines))
            else:
                frame.blocks.append("\\\n".join(lines))

    def open_marker(self, kind: str, data=None) -> list:
        frame = self.container()
        entry = [kind, len(frame.inline), data]
        frame.open.append(entry)
        return entry

    def close_marker(self, frame: Container, entry: list) -> None:
        if entry not in frame.open:
            return
        while frame.open and frame.open[-1] is not entry:  # unclosed inner markers (broken nesting)
            self.close_marker(frame, frame.open[-1])
        frame.open.pop()
        index = entry[1]
        inner = "".join(frame.inline[index:])
        del frame.inline[index:]
        core = inner.strip()
        if not core.replace(BR, "").strip():
            frame.inline.append(inner if entry[0] != "link" else " " if inner else "")
            return
        lead = inner[: len(inner) - len(inner.lstrip())]
        trail = inner[len(inner.rstrip()):]
        if entry[0] == "link":
            href, title = entry[2]
            if not lead and index and frame.inline[index - 1].endswith("!") and not frame.inline[index - 1].endswith("\\!"):
                frame.inline[index - 1] = frame.inline[index - 1][:-1] + "\\!"  # "![" would open an image
            rendered = f"[{core}]({link_destination(href)}{link_title(title if title != core else None)})"
        else:
            rendered = f"{entry[0]}{core}{entry[0]}"
        frame.inline.append(lead + rendered + trail)

    # -- containers --

    def start_block(self) -> None:
        top = self.frames[-1]
        if top.__class__ is Container and top.inline:
            self.flush(top)

    def push(self, frame) -> None:
        self.start_block()
        self.frames.append(frame)

    def end_container(self) -> None:
        frame = self.frames.pop()
        self.flush(frame)
        frame.open.clear()
        parent = self.frames[-1]
        if frame.kind == "quote":
            body = "\n\n".join(frame.blocks)
            if body and (sum(getattr(f, "kind", "") == "quote" for f in self.frames) >= MAX_NESTING
                         or not self.may_indent(body, 2)):
                self.append_block(parent, body)  # see end_list: past MAX_NESTING levels, no more ">"
            elif body:
                self.append_block(parent, "\n".join(("> " + line) if line else ">" for line in body.split("\n")))
        elif frame.kind == "item":
            body = join_item_blocks(frame.blocks)
            if isinstance(parent, ListFrame):
                if body:
                    parent.items.append(body)
            elif body:
                self.append_block(parent, body)
        elif frame.kind == "term":
            text = " ".join(frame.blocks)
            if isinstance(parent, DefinitionList):
                if text:
                    parent.entries.append(("dt", text))
            elif text:
                self.append_block(parent, text)
        elif frame.kind == "definition":
            body = "\n\n".join(frame.blocks)
            if isinstance(parent, DefinitionList):
                if body:
                    parent.entries.append(("dd", body))
            elif body:
                self.append_block(parent, body)
        elif frame.kind == "cell":
            text = "<br>".join(b.replace("\n", "<br>") for b in frame.blocks).replace("|", "\\|")
            if isinstance(parent, TableFrame):
                if parent.row is None:
                    parent.new_row()
                parent.row.append(text)
                parent.row.extend([""] * (frame.span - 1))
            elif text:
                self.append_block(parent, text)
        elif frame.kind == "stray":
            if isinstance(parent, TableFrame):
                parent.before.extend(frame.blocks)
            else:
                for block in frame.blocks:
                    self.append_block(parent, block)

    def append_block(self, parent, block: str) -> None:
        if isinstance(parent, Container):
            self.flush(parent)
            parent.blocks.append(block)
        else:  # a collector: the block becomes an item of its own
            frame = self.container()
            frame.blocks.append(block)

    # -- elements --

    def start_special(self, el, tag: str) -> bool:
        """Handle the start of an element whose tag is in SPECIAL_TAGS (neither silent nor hidden:
        `_markdown_walk_python` checked); False when its subtree is not walked."""
        if _STARTS[tag](self, el, tag) is False:
            return False
        text = el.text
        if text:
            self.add_text(text)
        return True

    def end_special(self, el, tag: str) -> None:
        """Handle the end of a walked element whose tag is in SPECIAL_TAGS."""
        _ENDS[tag](self, el, tag)

    # One handler per special tag for its start (`_STARTS`) and end (`_ENDS`); a structural tag out
    # of its structure (an `li` outside a list, a `td` outside a data table) is a plain block.

    def start_heading(self, el, tag: str) -> None:
        frame = self.container()
        self.flush(frame)
        reading = heading_reading(el)
        frame.heading = HEADINGS[tag] if reading != HEADING_AS_PROSE else 0
        frame.heading_once = reading == HEADING_FIRST_LINE

    def start_emphasis(self, el, tag: str) -> None:
        marker = EMPHASIS[tag]
        depth = self.em_depth[marker] = self.em_depth[marker] + 1
        if depth == 1:
            self.open_marker(marker)

    def start_link(self, el, tag: str) -> None:
        if self.links and self.link_depth == 0:
            href = el.get("href")
            if href and not href.lstrip().startswith("#") and not URL_SCHEME_SKIPPED.match(href):
                self.open_marker("link", (self.resolve(href), el.get("title")))
        self.link_depth += 1

    def start_br(self, el, tag: str) -> None:
        frame = self.container()
        if frame.heading_once:  # the heading's first line ends here, its markers closed and reopened
            self.flush(frame)
        else:
            frame.inline.append(BR)

    def start_image(self, el, tag: str) -> None:
        self.image(el)

    def start_code(self, el, tag: str) -> bool:
        text = WHITESPACE.sub(" ", inner_text(el))
        if text.strip():
            self.add_raw(code_span(text))
        elif text:
            self.add_raw(" ")
        return False

    def start_pre(self, el, tag: str) -> bool:
        self.code_block(el)
        return False

    def start_hr(self, el, tag: str) -> None:
        frame = self.container()
        self.flush(frame)
        frame.blocks.append("---")

    def start_item(self, el, tag: str) -> None:
        if isinstance(self.frames[-1], (ListFrame, Container)) and self.in_list():
            self.close_implicit()
            self.frames.append(Container("item"))
        else:
            self.start_plain(el, tag)

    def start_quote(self, el, tag: str) -> None:
        self.push(Container("quote"))

    def start_dl(self, el, tag: str) -> None:
        self.push(DefinitionList())

    def start_definition_part(self, el, tag: str) -> None:
        if self.in_collector(DefinitionList):
            self.close_implicit()
            self.frames.append(Container("term" if tag == "dt" else "definition"))
        else:
            self.start_plain(el, tag)

    def start_table_part(self, el, tag: str) -> None:
        if self.in_collector(TableFrame):
            self.table_part(el, tag)
        else:
            self.start_plain(el, tag)

    def start_plain(self, el, tag: str) -> None:
        if tag in PARAGRAPH_BREAK_TAGS:
            self.start_block()

    def end_nothing(self, el, tag: str) -> None:
        return

    def end_heading(self, el, tag: str) -> None:
        frame = self.container()
        self.flush(frame)
        frame.heading = 0
        frame.heading_once = False

    def end_emphasis(self, el, tag: str) -> None:
        marker = EMPHASIS[tag]
        depth = self.em_depth[marker] = self.em_depth[marker] - 1
        if depth == 0:
            self.close_open(marker)

    def end_link(self, el, tag: str) -> None:
        self.link_depth -= 1
        if self.link_depth == 0:
            self.close_open("link")

    def end_list_tag(self, el, tag: str) -> None:
        if self.in_list_frame():
            self.end_list()
        else:
            self.start_plain(el, tag)

    def end_item(self, el, tag: str) -> None:
        top = self.frames[-1]
        if isinstance(top, Container) and top.kind == "item" and not top.implicit:
            self.end_container()
        else:
            self.start_plain(el, tag)

    def end_quote(self, el, tag: str) -> None:
        if self.top_kind("quote"):
            self.end_container()
        else:
            self.start_plain(el, tag)

    def end_dl_tag(self, el, tag: str) -> None:
        if self.in_collector(DefinitionList):
            self.close_implicit()
            self.end_dl()
        else:
            self.start_plain(el, tag)

    def end_definition_part(self, el, tag: str) -> None:
        top = self.frames[-1]
        if isinstance(top, Container) and top.kind in ("term", "definition") and not top.implicit:
            self.end_container()
        else:
            self.start_plain(el, tag)

    def end_table_tag(self, el, tag: str) -> None:
        if id(el) in self.data_tables:
            self.data_tables.discard(id(el))
            self.end_table()
        else:
            self.start_plain(el, tag)

    def end_cell(self, el, tag: str) -> None:
        if self.in_collector(TableFrame) and self.top_kind("cell"):
            self.end_container()
        else:
            self.start_plain(el, tag)

    def end_row(self, el, tag: str) -> None:
        if self.in_collector(TableFrame):
            self.close_implicit()
            if isinstance(self.frames[-1], TableFrame):
                self.frames[-1].end_row()
        else:
            self.start_plain(el, tag)

    def end_caption(self, el, tag: str) -> None:
        if self.in_collector(TableFrame) and self.top_kind("stray"):
            self.end_container()
        else:
            self.start_plain(el, tag)

    def top_kind(self, kind: str) -> bool:
        top = self.frames[-1]
        return isinstance(top, Container) and top.kind == kind and not top.implicit

    def in_collector(self, cls) -> bool:
        top = self.frames[-1]
        if isinstance(top, cls):
            return True
        return isinstance(top, Container) and len(self.frames) > 1 and isinstance(self.frames[-2], cls)

    def in_list(self) -> bool:
        return self.in_collector(ListFrame)

    def in_list_frame(self) -> bool:
        self.close_implicit()
        return isinstance(self.frames[-1], ListFrame)

    def close_open(self, kind: str) -> None:
        frame = self.frames[-1]
        if not isinstance(frame, Container):
            return
        for entry in reversed(frame.open):
            if entry[0] == kind:
                self.close_marker(frame, entry)
                return

    def resolve(self, url: str) -> str:
        url = url.strip()
        base = self.bases[-1]
        if not base or len(base) > MAX_BASE_CHARS or self.resolve_room <= 0:  # see urls.MAX_BASE_CHARS
            return url
        joined = join_url(base, url)
        self.resolve_room -= len(joined) - len(url)
        return joined

    # -- images --

    def image(self, el) -> None:
        if not self.images:
            return
        src = _image_source(el)
        if not src:
            return
        alt = WHITESPACE.sub(" ", el.get("alt") or "").strip()
        title = el.get("title")
        markup = f"![{escape_text(alt, True)}]({link_destination(self.resolve(src))}{link_title(title if title != alt else None)})"
        self.container().inline.append(markup)

    # -- code blocks --

    def code_block(self, el) -> None:
        frame = self.container()
        self.flush(frame)
        code = CONTROL.sub("", pre_text(el))
        code = code.replace("\r\n", "\n").replace("\r", "\n")
        if code.endswith("\n"):
            code = code[:-1]
        if not code.strip():
            return
        if frame.kind in ("cell", "term"):
            frame.blocks.append(code_span(WHITESPACE.sub(" ", code).strip()))
            return
        frame.blocks.append(fenced_code(code, code_language(el)))

    # -- lists --

    def start_list(self, el, tag: str) -> None:
        ordered = tag == "ol"
        start = 1
        if ordered:
            start = list_start(el.get("start"))
        parent = self.container()
        self.flush(parent)
        follows = parent.last_bullet[0] if parent.last_bullet and parent.last_bullet[1] == len(parent.blocks) else ""
        bullet = ("." if follows != "." else ")") if ordered else ("-" if follows != "-" else "*")
        self.frames.append(ListFrame(ordered, start, bullet))

    def end_list(self) -> None:
        frame = self.frames.pop()
        parent = self.container()
        if not frame.items:
            return
        # Each level indents everything inside it again: past MAX_NESTING levels a nested list is
        # written flat, so the output (and the time) stays linear in the input.
        flat = sum(isinstance(f, ListFrame) for f in self.frames) >= MAX_NESTING
        block = list_block(frame, flat, self.may_indent)
        self.flush(parent)
        parent.blocks.append(block)
        # Markdown joins adjacent lists with the same marker: remember which one ends this block.
        parent.last_bullet = (frame.bullet, len(parent.blocks))

    # -- definition lists --

    def end_dl(self) -> None:
        frame = self.frames.pop()
        parent = self.container()
        # As end_list: past MAX_NESTING levels a nested definition list is written flat.
        flat = sum(isinstance(f, DefinitionList) for f in self.frames) >= MAX_NESTING
        block = definition_list_block(frame, flat, self.may_indent)
        if block:
            self.flush(parent)
            parent.blocks.append(block)

    def may_indent(self, text: str, width: int) -> bool:
        """Whether `text` may have its lines indented by `width` more characters within
        INDENT_CHARS_BUDGET (what it takes is spent)."""
        cost = width * text.count("\n")
        if cost > self.indent_room:
            return False
        self.indent_room -= cost
        return True

    # -- tables --

    def start_table(self, el, tag: str = "table") -> None:
        if is_data_table(el):
            self.data_tables.add(id(el))
            self.push(TableFrame())
        else:
            self.start_block()

    def table_part(self, el, tag: str) -> None:
        table = self.frames[-1] if isinstance(self.frames[-1], TableFrame) else None
        if table is None:
            # The running cell (or caption) is still open when a table part starts inside it
            # (`<td><price-tag>9<td>bar`: libxml2 nests the second cell in the unclosed element):
            # it ends there, as the table's own cell would.
            if self.frames[-1].implicit:
                self.close_implicit()
            else:
                self.end_container()
            table = self.frames[-1]
        if tag in ("thead", "tbody", "tfoot"):
            table.section = tag
        elif tag == "tr":
            table.new_row()
        elif tag in ("td", "th"):
            if table.row is None:
                table.new_row()
            table.row_th = table.row_th and tag == "th"
            cell = Container("cell")
            cell.span = colspan(el)
            self.frames.append(cell)
        elif tag == "caption":
            self.frames.append(Container("stray"))

    def end_table(self) -> None:
        self.close_implicit()
        frame = self.frames.pop()
        parent = self.container()
        self.flush(parent)
        parent.blocks.extend(frame.before)
        table = gfm_table(frame)
        if table:
            parent.blocks.append(table)


def _handlers(groups: dict) -> dict:
    """{tag: handler} from {handler: tags}."""
    return {tag: handler for handler, tags in groups.items() for tag in tags}


_STARTS = _handlers({
    Renderer.start_heading: HEADINGS, Renderer.start_emphasis: EMPHASIS, Renderer.start_link: ("a",),
    Renderer.start_br: ("br",), Renderer.start_image: ("img",), Renderer.start_code: CODE_TAGS,
    Renderer.start_pre: ("pre",), Renderer.start_hr: ("hr",),
    Renderer.start_list: ("ul", "ol", "menu", "dir"), Renderer.start_item: ("li",),
    Renderer.start_quote: ("blockquote",), Renderer.start_dl: ("dl",),
    Renderer.start_definition_part: ("dt", "dd"), Renderer.start_table: ("table",),
    Renderer.start_table_part: ("thead", "tbody", "tfoot", "tr", "td", "th", "caption"),
})
# br and img have no end; the ends of code and pre never come (their subtree is not walked).
_ENDS = _handlers({
    Renderer.end_nothing: NO_END, Renderer.end_heading: HEADINGS,
    Renderer.end_emphasis: EMPHASIS, Renderer.end_link: ("a",),
    Renderer.start_plain: CODE_TAGS | {"pre", "hr", "thead", "tbody", "tfoot"},
    Renderer.end_list_tag: ("ul", "ol", "menu", "dir"), Renderer.end_item: ("li",),
    Renderer.end_quote: ("blockquote",), Renderer.end_dl_tag: ("dl",),
    Renderer.end_definition_part: ("dt", "dd"), Renderer.end_table_tag: ("table",),
    Renderer.end_cell: ("td", "th"), Renderer.end_row: ("tr",), Renderer.end_caption: ("caption",),
})


LAZY_ATTRIBUTES = ("data-src", "data-lazy-src", "data-original", "data-lazy", "data-url")


def _image_source(el) -> str | None:
    src = (el.get("src") or "").strip()
    if not src or src.startswith("data:"):
        for attr in LAZY_ATTRIBUTES:
            value = (el.get(attr) or "").strip()
            if value and not value.startswith("data:"):
                return value
        srcset = (el.get("srcset") or el.get("data-srcset") or "").strip()
        if srcset:
            first = srcset.split(",")[0].strip().split(" ")[0]
            if first and not first.startswith("data:"):
                return first
        return None
    return src


# What the walk does with an element, by raw tag (see `kind_of`).
PLAIN_INLINE, PLAIN_BLOCK, SPECIAL, SILENT, NODE = range(5)


def _walk_kind(name: str) -> tuple[int, str]:
    if name in UNRENDERED_TAGS:
        return SILENT, name
    if name in SPECIAL_TAGS:
        return SPECIAL, name
    if name in PARAGRAPH_BREAK_TAGS:
        return PLAIN_BLOCK, name
    return PLAIN_INLINE, name


# (kind, lowercase local name) of a raw tag.
KINDS, kind_of = memoised_kinds(_walk_kind, (NODE, ""))


def render_markdown(root, *, links: bool = True, images: bool = True) -> str:
    """The Markdown of a content document (see the module docstring)."""
    if root is None:
        return ""
    if isinstance(root, etree._ElementTree):
        root = root.getroot()
    if _speedups is not None:  # the same renderer over libxml2's nodes, in C (this module gives its rules)
        return _speedups.render_markdown(root, links, images, sys.modules[__name__])
    return _render_markdown_python(root, links, images)


def _render_markdown_python(root, links: bool, images: bool) -> str:
    """Twin of `_speedups.render_markdown`: the Renderer fed by the walk, what it left open closed."""
    renderer = Renderer(links, images)
    _markdown_walk_python(root, renderer)
    while len(renderer.frames) > 1:  # close what an unbalanced walk left open
        top = renderer.frames[-1]
        if isinstance(top, ListFrame):
            renderer.end_list()
        elif isinstance(top, DefinitionList):
            renderer.end_dl()
        elif isinstance(top, TableFrame):
            renderer.end_table()
        else:
            renderer.end_container()
    root_frame = renderer.frames[0]
    renderer.flush(root_frame)
    return CONTROL.sub("", "\n\n".join(b for b in root_frame.blocks if b.strip())).strip()


def _markdown_walk_python(root, renderer: Renderer) -> None:
    """Feed the renderer every element's start, text, end and tail, in document order (the walk
    `_speedups.render_markdown` makes over libxml2's nodes).

    Plain elements (neither silent nor special) are handled here without a method call; this
    loop runs twice per element of every page."""
    frames = renderer.frames
    bases = renderer.bases
    add_text = renderer.add_text
    needs_escape = INLINE_SPECIAL.search
    flush = renderer.flush
    kinds = KINDS
    based: list = []  # elements whose xml:base is on top of `bases`, innermost last
    skipped = None  # the element whose subtree was skipped: its end event only brings its tail
    walker = etree.iterwalk(root, events=("start", "end", "comment", "pi"))
    skip = walker.skip_subtree
    for event, el in walker:
        if event == "start":
            kind, name = kinds.get(el.tag) or kind_of(el.tag)
            if kind >= SILENT:
                skip()
                skipped = el
                continue
            names = el.keys()
            if names:
                # Only these three attributes can hide an element (see dom.is_hidden).
                if ("style" in names or "hidden" in names or "aria-hidden" in names) \
                        and hidden_by(el.attrib):
                    skip()
                    skipped = el
                    continue
                if XML_BASE in names or "xml:base" in names:
                    base = el.get(XML_BASE) or el.get("xml:base")
                    if base:
                        bases.append(renderer.resolve(base))
                        based.append(el)
            if kind == SPECIAL:
                if not renderer.start_special(el, name):
                    skip()
                    skipped = el
                    if based and based[-1] is el:
                        based.pop()
                        bases.pop()
                continue
            if kind == PLAIN_BLOCK:
                top = frames[-1]
                if top.__class__ is Container and top.inline:
                    flush(top)
            text = el.text
        elif event == "end":
            kind, name = kinds.get(el.tag) or kind_of(el.tag)
            if el is skipped:
                skipped = None
            elif kind == PLAIN_BLOCK:
                top = frames[-1]
                if top.__class__ is Container and top.inline:
                    flush(top)
            elif kind == SPECIAL:
                renderer.end_special(el, name)
            if based and based[-1] is el:
                based.pop()
                bases.pop()
            if el is root:
                continue
            text = el.tail
        else:  # a comment or processing instruction: only its tail is text
            if el is root:
                continue
            text = el.tail
        if not text:
            continue
        top = frames[-1]
        if text.isspace():  # as add_text does, without the call: most of these are indentation
            if top.__class__ is Container and top.inline:
                top.inline.append(text)
        elif top.__class__ is Container and not needs_escape(text):
            top.inline.append(text)  # add_text's common case, without the call
        else:
            add_text(text)
