"""Attribute values as libxml2's HTML serialiser writes them, for the values it would take the square
of their length to write.

In: a tree about to be written by lxml's `tostring(method="html")`. Out: the same string, its values
that hold many `&{` or `<!--` written here. libxml2 searches for the close ("}", "-->") from every
one of them and keeps `&{...}` and `<!--...-->` as they are (HTML 4's script macros, server-side
includes); when none closes, each search reads the rest of the value: 400 KB of "<!--" in one title
took 50 s (2026-12-05). Such a value is swapped for a token before lxml writes the tree and written
here in its place, searching no further once a search failed (none lies further on), the same bytes:
a URI attribute (href, src, action, an `a`'s name) without its leading blanks and its bytes outside
RFC 2396's marks %-escaped as xmlURIEscapeStr does, '&', '<' and '>' escaped outside the kept spans,
quoted as xmlOutputBufferWriteQuotedString quotes. `_speedups.html_markup` writes every value so.
"""
from __future__ import annotations

import re
import secrets

from lxml import etree

# Values holding more openings than this are written here (2026-12-05: a value's few are lxml's to
# write; at 16, 64 KB of value costs lxml at most 16 reads of it, ~1 ms).
SEARCHED_OPENINGS_MAX = 16

_BOOLEAN_NAMES = frozenset(("checked", "compact", "declare", "defer", "disabled", "ismap", "multiple",
                            "nohref", "noresize", "noshade", "nowrap", "readonly", "selected"))
_URI_NAMES = frozenset(("href", "src", "action"))
_URI_ESCAPED = re.compile(rb"[^A-Za-z0-9\-_.!~*'()\"#$%&+,/:;<=>?@\[\\\]^`{|}]")
_SPECIAL = re.compile(rb"[&<>]")
_ENTITIES = {ord("&"): b"&amp;", ord("<"): b"&lt;", ord(">"): b"&gt;"}


def markup_with_values_written_here(root) -> str:
    """lxml's HTML serialisation of `root` and its tail, its values of many openings written here."""
    token = "beamx" + secrets.token_hex(8)
    swapped = _swap_searched_values(root, token)
    if not swapped:
        return etree.tostring(root, encoding="unicode", method="html")
    try:
        html = etree.tostring(root, encoding="unicode", method="html")
    finally:
        for element, name, value in swapped:
            element.set(name, value)
    return re.sub(f'"{token}(\\d+)"', lambda found: quoted_value(*swapped[int(found.group(1))]), html)


def _swap_searched_values(root, token: str) -> list:
    """Set each value of more than SEARCHED_OPENINGS_MAX openings under `root` to `token` and its
    index; the (element, name, value) swapped, in index order."""
    swapped = []
    for element in root.iter(etree.Element):
        for name, value in element.attrib.items():
            if name[0] != "{" and name.lower() not in _BOOLEAN_NAMES \
                    and value.count("&{") + value.count("<!--") > SEARCHED_OPENINGS_MAX:
                element.set(name, f"{token}{len(swapped)}")
                swapped.append((element, name, value))
    return swapped


def quoted_value(element, name: str, value: str) -> str:
    """`value` of the attribute `name` of `element` as libxml2's HTML serialiser writes it, quoted."""
    data = value.encode("utf-8")
    doubles = b'"' in data
    quot = doubles and b"'" in data
    quote = b"'" if doubles and not quot else b'"'
    lowered = name.lower()
    uri = lowered in _URI_NAMES or (lowered == "name" and isinstance(element.tag, str)
                                    and element.tag.lower() == "a")
    if uri:
        data = data.lstrip(b" \t\n\r")
    out = [quote]
    start = 0
    braces_closed = comments_closed = True
    for found in _SPECIAL.finditer(data):
        at = found.start()
        if at < start:
            continue  # inside a kept span
        out.append(_kept_bytes(data[start:at], uri, quot))
        end = -1
        if data.startswith(b"&{", at) and braces_closed:
            end = data.find(b"}", at)
            braces_closed = end >= 0
            end = end + 1 if end >= 0 else -1
        elif data.startswith(b"<!--", at) and comments_closed:
            end = data.find(b"-->", at)
            comments_closed = end >= 0
            end = end + 3 if end >= 0 else -1
        if end >= 0:
            out.append(_kept_bytes(data[at:end], uri, quot))
            start = end
        else:
            out.append(_ENTITIES[data[at]])
            start = at + 1
    out.append(_kept_bytes(data[start:], uri, quot))
    out.append(quote)
    return b"".join(out).decode("utf-8")


def _kept_bytes(run: bytes, uri: bool, quot: bool) -> bytes:
    """Bytes the escaping of '&', '<' and '>' keeps: a URI's other bytes %-escaped, and, when `quot`,
    double quotes as &quot;."""
    if uri:
        run = _URI_ESCAPED.sub(lambda byte: b"%%%02X" % byte.group()[0], run)
    return run.replace(b'"', b"&quot;") if quot else run
