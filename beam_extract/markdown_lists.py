"""Lists and definition lists as Markdown: the frames that collect their items, and their blocks.

In: what markdown.py's Renderer collects while it walks: a list's items (each the Markdown of an
item's blocks, joined by `join_item_blocks`) in a `ListFrame`, a definition list's entries
(("dt", term) / ("dd", definition)) in a `DefinitionList`; whether the list is nested too deep to
indent (`flat`) and the Renderer's `may_indent`, which spends its indentation budget.
Out: `list_block` / `definition_list_block` -> the list's Markdown block ("- a", "7. a", "Term" /
": definition"), "" for an empty definition list; `list_start`, an ordered list's first number.
"""
from __future__ import annotations

from collections.abc import Callable

# An ordered list's first number, as CommonMark writes one (at most 9 digits) and as browsers read
# `start` (a number past their integer's range is no value: the list starts at 1). Read as any
# int() before 2026-12-06, `<ol start>` of 4,000 nines over 20,000 items (a 1.5 MB page) wrote
# each marker in 4,000 digits: 81 MB of Markdown in 6.7 s, a 20 MiB page about 1 GB.
MAX_LIST_START = 999_999_999


class ListFrame:
    __slots__ = ("bullet", "items", "ordered", "start")

    def __init__(self, ordered: bool, start: int, bullet: str):
        self.ordered = ordered
        self.start = start
        self.items: list[str] = []
        self.bullet = bullet


class DefinitionList:
    __slots__ = ("entries",)

    def __init__(self):
        self.entries: list[tuple[str, str]] = []


def list_start(value: str | None) -> int:
    """The first number of an ordered list whose `start` attribute is `value`: 1 when it is
    missing, not an integer or over MAX_LIST_START, 0 for a negative one."""
    try:
        start = int((value or "1").strip())
    except ValueError:
        return 1
    return 1 if start > MAX_LIST_START else max(0, start)


NESTED_LIST_STARTS = ("- ", "* ", "1. ", "1) ")  # a block that is a list (an ordered one read only from 1)


def join_item_blocks(blocks: list[str]) -> str:
    """A list item's blocks: a nested list follows its text directly, other blocks after a blank line."""
    if not blocks:
        return ""
    out = [blocks[0]]
    for block in blocks[1:]:
        out.append(("\n" if block.startswith(NESTED_LIST_STARTS) else "\n\n") + block)
    return "".join(out)


def list_block(frame: ListFrame, flat: bool, may_indent: Callable[[str, int], bool]) -> str:
    """The Markdown of a list with items: each item after its marker, its further lines indented
    under it unless `flat` or `may_indent(item, width)` refuses; loose (a blank line between items)
    when an item holds a blank line."""
    lines = []
    loose = any("\n\n" in item for item in frame.items)
    for i, item in enumerate(frame.items):
        marker = f"{frame.start + i}{frame.bullet}" if frame.ordered else frame.bullet
        width = len(marker) + 1
        pad = "" if flat or not may_indent(item, width) else " " * width
        body = "\n".join((pad + line) if line else "" for line in item.split("\n")) if pad else item
        lines.append(marker + " " + body[len(pad):])
    return ("\n\n" if loose else "\n").join(lines)


def definition_list_block(frame: DefinitionList, flat: bool, may_indent: Callable[[str, int], bool]) -> str:
    """The Markdown of a definition list: each term on its line, each definition after ": ", its
    further lines indented by two unless `flat` or `may_indent(definition, 2)` refuses; a blank
    line before a term that follows a definition. "" when it has no entries."""
    out: list[str] = []
    previous = ""
    for kind, text in frame.entries:
        if kind == "dt":
            if previous == "dd":
                out.append("\n\n")
            elif previous == "dt":
                out.append("\n")
            out.append(text)
        else:
            if previous:
                out.append("\n" if previous == "dt" else "\n\n" if "\n\n" in text else "\n")
            indent = not flat and may_indent(text, 2)
            out.append(": " + (text.replace("\n", "\n  ").replace("\n  \n", "\n\n") if indent else text))
        previous = kind
    return "".join(out)
