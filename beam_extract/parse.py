"""Decoded HTML text -> lxml tree.

In: the page as `str` (already decoded), and its URL.
Out: an `lxml.etree._ElementTree` (libxml2's HTML parser, as `lxml.html` uses) whose
`docinfo.URL` is the URL; `None` for empty/whitespace input or markup libxml2 cannot turn into a
document. The elements are plain `etree._Element`s, not `lxml.html.HtmlElement`s: the per-element
Python class lookup of `lxml.html` costs ~10% of the whole extraction and no stage needs its methods.

Never raises. Comments and processing instructions are dropped at parse time (they are never
content). NUL characters are removed; a lone surrogate (a str built with `surrogateescape`) is
replaced. libxml2 stops at 2,048 levels of nesting even with `huge_tree`, silently dropping the rest
of the page; when it reports that, the page is re-parsed with the excess nesting flattened, so text
nested 200,000 levels deep is still there.
"""
from __future__ import annotations

import re
import threading

from lxml import etree

# libxml2's hard nesting limit (XML_PARSE_HUGE raises it to 2048); flatten well below it.
MAX_NESTING = 1000
_TAG = re.compile(rb"<(/?)([A-Za-z][^\s/>]*)[^>]*>")
_VOID = frozenset(
    b"area base br col embed hr img input link meta param source track wbr keygen basefont frame isindex".split()
)

# lxml parsers must not be shared between threads (Beam may run DoFns in several threads); one per thread.
_local = threading.local()


def _parser() -> etree.HTMLParser:
    parser = getattr(_local, "parser", None)
    if parser is None:
        # The text is already decoded: libxml2 gets UTF-8 bytes and this explicit encoding, which
        # overrides any <meta charset> or XML declaration in the page (and parses faster than str).
        # No stage looks elements up by id: collect_ids=False spares libxml2 the id table.
        parser = etree.HTMLParser(
            encoding="utf-8", huge_tree=True, remove_comments=True, remove_pis=True, no_network=True,
            collect_ids=False,
        )
        _local.parser = parser
    return parser


def parse_html(html: str, url: str | None = None) -> etree._ElementTree | None:
    """Parse a page; `None` when there is nothing to parse or libxml2 yields no document."""
    if isinstance(html, (bytes, bytearray)):
        html = bytes(html).decode("utf-8", "replace")
    if not html or html.isspace():
        return None
    if "\x00" in html:
        html = html.replace("\x00", "")
    try:
        data = html.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates: libxml2 would silently stop at the first one
        data = html.encode("utf-16", "surrogatepass").decode("utf-16", "replace").encode("utf-8")
    root = _parse_root(data, url)
    if root is None:
        return None
    return root.getroottree()


def _parse_root(html: bytes, url: str | None):
    parser = _parser()
    try:
        root = etree.fromstring(html, parser, base_url=url)
    except (etree.ParserError, ValueError, UnicodeError):
        root = None
    except etree.LxmlError:
        root = None
    if root is None:
        return _parse_sanitised(html, url)
    if _hit_depth_limit(parser):
        flat = _parse_plain(_cap_nesting(html, MAX_NESTING), url)
        if flat is not None:
            return flat
    return root


def _parse_plain(html: bytes, url: str | None):
    try:
        return etree.fromstring(html, _parser(), base_url=url)
    except (etree.LxmlError, ValueError, UnicodeError):
        return None


def _parse_sanitised(html: bytes, url: str | None):
    """Second chance for input libxml2 rejected: control characters dropped."""
    clean = _CONTROL.sub(b"", html)
    if not clean.strip():
        return None
    return _parse_plain(clean, url)


_CONTROL = re.compile(b"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _hit_depth_limit(parser: etree.HTMLParser) -> bool:
    for entry in parser.error_log:
        if entry.type_name == "ERR_RESOURCE_LIMIT" or "depth" in entry.message.lower():
            return True
    return False


def _cap_nesting(html: bytes, limit: int) -> bytes:
    """Drop start tags (and their end tags) nested deeper than `limit`; their text stays in place."""
    out: list[bytes] = []
    stack: list[tuple[bytes, bool]] = []  # (tag name, kept?)
    depth = 0
    pos = 0
    for match in _TAG.finditer(html):
        closing, name = match.group(1), match.group(2).lower()
        keep = True
        if not closing:
            if name not in _VOID and not match.group(0).endswith(b"/>"):
                keep = depth < limit
                stack.append((name, keep))
                if keep:
                    depth += 1
        else:
            # Only near the top: a stray end tag must not cost a scan of a deep stack.
            for index in range(len(stack) - 1, max(-1, len(stack) - 65), -1):
                if stack[index][0] == name:
                    for _, kept in stack[index:]:
                        depth -= kept
                    keep = stack[index][1]
                    del stack[index:]
                    break
        if not keep:
            out.append(html[pos:match.start()])
            pos = match.end()
    out.append(html[pos:])
    return b"".join(out)
