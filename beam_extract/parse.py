"""Decoded HTML text -> lxml tree.

In: the page as `str` (already decoded), and its URL.
Out: an `lxml.etree._ElementTree` (libxml2's HTML parser, as `lxml.html` uses) whose
`docinfo.URL` is the URL; `None` for empty/whitespace input or markup libxml2 cannot turn into a
document. The elements are plain `etree._Element`s, not `lxml.html.HtmlElement`s: the per-element
Python class lookup of `lxml.html` costs ~10% of the whole extraction and no stage needs its methods.

Bounded work: libxml2 checks each attribute of a start tag against all the tag's earlier ones, so
one element with 100,000 distinct attributes (a 1 MB page) keeps it busy for minutes inside one C
call no time guard can interrupt. Before parsing, a start tag is cut after its first
MAX_ATTRIBUTES attribute pieces (names, values; the rest of the tag is dropped, its element and
content stay), and a page of more than MAX_TAGS tags raises `PageTooComplex` (the only exception).

Comments and processing instructions are dropped at parse time (they are never
content). NUL characters are removed; a lone surrogate (a str built with `surrogateescape`) is
replaced. libxml2 stops at 2,048 levels of nesting even with `huge_tree`, silently dropping the rest
of the page; when it reports that, the page is re-parsed with the excess nesting flattened, so text
nested 200,000 levels deep is still there.
"""
from __future__ import annotations

import bisect
import re
import threading

from lxml import etree

from .options import PageTooComplex

# Attribute pieces (whitespace runs, quoted values) kept per start tag, about half as many
# attributes. libxml2's duplicate check is quadratic in a tag's attributes (measured 2026-11-30,
# libxml2 2.14: 5,000 distinct attributes 0.03 s, 20,000 0.9 s, 100,000 129 s); at this cap a
# tag costs ~1 ms. 256 pieces cut two benchmark pages' broken tags (an unclosed quote that
# swallows markup) differently from libxml2 and changed their text; at 1,024 none is touched.
MAX_ATTRIBUTES = 1024
# Tags a page may hold (counted as "<" bytes, an upper bound). 1,900,000 elements took libxml2
# 4.3 s and the extraction 22 s; the largest benchmark page holds 62,000 "<".
MAX_TAGS = 500_000

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
    tags = data.count(b"<")
    if tags > MAX_TAGS:
        raise PageTooComplex(tags, MAX_TAGS)
    data = cap_attributes(data, MAX_ATTRIBUTES)
    root = _parse_root(data, url)
    if root is None:
        return None
    return root.getroottree()


# A start tag's first `limit` attribute pieces: whitespace or "/" runs and quoted values, each with
# the unquoted characters after it (a name, `name=value`). Possessive: no backtracking.
_PIECES = "(?:(?:[\\s/]++|\"[^\"]*+\"|'[^']*+')[^\\s/>\"']*+)"
_TAG_START = rb"<[A-Za-z][^\s/>\"']*+"
# Where the rest of a start tag ends: at the first ">" outside quotes (or where a quote is left open).
_TAG_REST = re.compile(rb"""[^>"']*+(?:(?:"[^"]*+"|'[^']*+')[^>"']*+)*+""")
# Where "<" opens no tag: comments and the elements whose content is raw text.
_RAW_TEXT = re.compile(
    rb"<!--.*?(?:-->|\Z)|<(script|style|textarea|title|xmp|iframe|noembed|noframes|noscript|plaintext)\b"
    rb".*?(?:</\1\s*>|\Z)", re.DOTALL | re.IGNORECASE)
_scanners: dict[int, tuple[re.Pattern, re.Pattern]] = {}


def _scanners_for(limit: int) -> tuple[re.Pattern, re.Pattern]:
    scanners = _scanners.get(limit)
    if scanners is None:
        long_tag = re.compile(rb"<[A-Za-z][^>]{%d}" % (2 * limit))
        crowded = re.compile(_TAG_START + b"(?>" + _PIECES.encode() + b"{%d})" % limit)
        scanners = _scanners[limit] = (long_tag, crowded)
    return scanners


def cap_attributes(html: bytes, limit: int = MAX_ATTRIBUTES) -> bytes:
    """`html` with every start tag cut after its first `limit` attribute pieces (names, values).
    Text that only looks like a tag (inside a script, a style, a comment, ...) is left alone."""
    found = _crowded_tags(html, limit)
    if not found:
        return html
    raw = [(span.start(), span.end()) for span in _RAW_TEXT.finditer(html)]
    starts = [start for start, _ in raw]
    out: list[bytes] = []
    pos = 0
    for match in found:
        if match.start() < pos:
            continue
        inside = bisect.bisect_right(starts, match.start()) - 1
        if inside >= 0 and raw[inside][0] < match.start() < raw[inside][1]:
            continue
        out.append(html[pos:match.end()])
        pos = _TAG_REST.match(html, match.end()).end()
    out.append(html[pos:])
    return b"".join(out)


def _crowded_tags(html: bytes, limit: int) -> list:
    """The start tags of more than `limit` pieces. Only tags whose first ">" lies 2 * limit bytes
    on can hold that many, and only those are scanned piece by piece."""
    long_tag, crowded = _scanners_for(limit)
    found = (crowded.match(html, candidate.start()) for candidate in long_tag.finditer(html))
    return [match for match in found if match is not None]


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
