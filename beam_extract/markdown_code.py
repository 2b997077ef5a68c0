"""Markdown's code: the text of a code element, the language its highlighter names, the fenced block.

In: a `pre` or inline code element (`code`, `kbd`, `samp`, `tt`) of the content document, an lxml
element. Out: its text (`inner_text`: `<br>` a line break, silent elements left out, whitespace
kept; `pre_text`: the same, each row of a line-numbering table a line), the language a
highlighter's class or data attribute names (`code_language`), and the code as a fenced block
(`fenced_code`). The Renderer in markdown.py and its C twin (`_speedups.render_markdown`, reading
these off the markdown module) place them.
"""
from __future__ import annotations

import re

from .dom import UNRENDERED_TAGS, local_name
from .markdown_escapes import code_fence
from .speedups import native as _speedups

LANGUAGE_CLASS = re.compile(
    r"(?:^|\s)(?:lang(?:uage)?-|highlight-(?:source-)?|brush:\s*|sourceCode\s+)([A-Za-z0-9_+#.-]+)"
)
LANGUAGE_CLASS_IGNORED = frozenset(("none", "plain", "plaintext", "text", "nohighlight", "default"))

# What the text of a code element (`inner_text`) does with an element, by raw tag.
INNER_RENDERED, INNER_BREAK, INNER_SILENT = range(3)


def inner_kind(tag) -> int:
    name = local_name(tag)
    if name == "br":
        return INNER_BREAK
    return INNER_RENDERED if name and name not in UNRENDERED_TAGS else INNER_SILENT


def inner_text(el) -> str:
    """Text content of `el`, `<br>` read as a line break, silent elements left out (whitespace kept).
    In C when the speedups are built: a page's code blocks (a highlighter's span per token) made
    this Python walk up to a fifth of an extraction (2026-11-30, trafilatura-eval-dev 0070: 11 of
    50 ms)."""
    if _speedups is not None:
        return _speedups.inner_text(el, inner_kind)
    return _inner_text_python(el)


def _inner_text_python(el) -> str:
    """Twin of `_speedups.inner_text`."""
    parts = [el.text or ""]
    children = [iter(el)]
    nodes = [el]
    while children:
        child = next(children[-1], None)
        if child is None:
            children.pop()
            done = nodes.pop()
            if children and done.tail:
                parts.append(done.tail)
            continue
        tag = local_name(child.tag)
        if tag == "br":
            parts.append("\n")
        elif tag and tag not in UNRENDERED_TAGS:
            parts.append(child.text or "")
            children.append(iter(child))
            nodes.append(child)
            continue
        if child.tail:
            parts.append(child.tail)
    return "".join(parts)


# A code block set as a table inside its `pre`: highlightjs-line-numbers writes each line as a row
# (`<table class="hljs-ln"><tr><td class="hljs-ln-numbers">` an empty box its stylesheet numbers,
# then `<td class="hljs-ln-code">` the line), no newline between the rows; read whole, the lines ran
# together ("import ospath = os.getcwd()"). When the pre's text is all its table's rows, each row is
# a line. Added 2026-12-06 (docs46b): no code block of the 2,160 development pages holds a table (no
# Document moved).
_TABLE_PARTS = ("thead", "tbody", "tfoot")


def pre_text(el) -> str:
    """The text of a code block `el`: `inner_text`, each row of a table holding it all a line."""
    whole = inner_text(el)
    table = next(el.iter("table"), None)
    if table is None:
        return whole
    rows = [row for part in (table, *(p for p in table if local_name(p.tag) in _TABLE_PARTS))
            for row in part if local_name(row.tag) == "tr"]
    lines = [inner_text(row) for row in rows]
    if not lines or "".join("".join(lines).split()) != "".join(whole.split()):
        return whole
    return "\n".join(line.strip("\n") for line in lines)


def code_language(el) -> str:
    """The language a highlighter class names on the pre, its code child or their wrappers."""
    candidates = [el]
    code = next((c for c in el if local_name(c.tag) == "code"), None)
    if code is not None:
        candidates.insert(0, code)
    parent = el.getparent()
    for _ in range(2):
        if parent is None:
            break
        candidates.append(parent)
        parent = parent.getparent()
    for node in candidates:
        for attr in ("data-lang", "data-language"):
            value = (node.get(attr) or "").strip()
            if re.fullmatch(r"[A-Za-z0-9_+#.-]{1,30}", value) and value.lower() not in LANGUAGE_CLASS_IGNORED:
                return value.lower()
        m = LANGUAGE_CLASS.search(node.get("class") or "")
        if m and m.group(1).lower() not in LANGUAGE_CLASS_IGNORED:
            return m.group(1).lower().rstrip(";.")
    return ""


def fenced_code(code: str, language: str) -> str:
    """`code` between backtick fences (`markdown_escapes.code_fence`: longer than any line of `code`
    that would close them), the opening one naming `language` (may be empty)."""
    fence = code_fence(code)
    return f"{fence}{language}\n{code}\n{fence}"
