"""The content document's HTML: the cleaned tree written as libxml2's HTML serialiser writes it.

In: the content document's root (an lxml element; its tail is written too). Out: `content_html(root)`,
the string lxml's `tostring(root, encoding="unicode", method="html")` gives, written by
`_speedups.html_markup` in one pass over the tree when built and libxml2 is the release it reproduces
(`MARKUP_IN_C`), by lxml otherwise (the pure-Python twin `_html_markup_python`) and for a tree the C
writer leaves (a namespace, a name `_html_shape` cannot probe).

Both writers write attribute values in linear time. libxml2 searches for the close ("}", "-->") from
every `&{` and `<!--` of a value and keeps `&{...}` and `<!--...-->` as they are (HTML 4's script
macros, server-side includes); when none closes, each search reads the rest of the value: 400 KB of
"<!--" in one title took 50 s (2026-12-05). The C writer searches no further once a search failed
(none lies further on); where lxml writes, a value holding many openings is swapped for a token before
lxml writes the tree and written here in its place the same way, the same bytes: a URI attribute
(href, src, action, an `a`'s name) without its leading blanks and its bytes outside RFC 2396's marks
%-escaped as xmlURIEscapeStr does, '&', '<' and '>' escaped outside the kept spans, quoted as
xmlOutputBufferWriteQuotedString quotes.

One module, not the twin's value writer apart (round 44: ~170 lines): the C writer, its twin and the
element-name table the C writer asks are one room, and a value writer read by nothing else.
"""
from __future__ import annotations

import re
import secrets

from lxml import etree

from .dom import set_attribute
from .speedups import native as _speedups


def content_html(root) -> str:
    """The content document's HTML, as libxml2's HTML serialiser writes it (lxml's `tostring`): the
    C writer's string when it writes the tree (round 43 on WCXB dev 0203: 6.0 -> ~1 ms), lxml's else."""
    if _speedups is not None and MARKUP_IN_C:
        html = _speedups.html_markup(root, _html_shape)
        if html is not None:
            return html
    return _html_markup_python(root)


# The C writer reproduces the serialiser of the libxml2 its differential tests ran under (2.14, lxml 6);
# under another release, lxml writes the markup, so the string stays lxml's whatever lxml is installed
# (pyproject allows lxml 5.2, libxml2 2.12). Checked 2026-12-05: lxml 5.2.2's 2.12.6 wrote the same
# string as 2.14.6 for 7,200 elements (24 tags x 12 attributes x 25 values, each tag empty); not let
# in, as the rest of the tests (parsed pages, random trees) did not run under it.
MARKUP_WRITER_LIBXML = (2, 14)
MARKUP_IN_C = etree.LIBXML_VERSION[:2] == MARKUP_WRITER_LIBXML


# An element name's entry in libxml2's table of HTML elements, as its serialiser writes it:
# _SHAPE_START_ONLY for a name written as its start tag alone (br, img: children never written),
# _SHAPE_NO_EMPTY_END for one without an end tag when it has no children; -1 for a name lxml cannot
# make (its tree is left to lxml). Asked of lxml itself once a name (the C writer keeps no copy of
# libxml2's table), at most _SHAPE_NAMES names kept: the memo is emptied when full, as a crawl's made-up
# names (web components, `x-w12-7`) would otherwise fill it for good and leave every later page holding
# a new name to lxml (the whole suite's pages of their own did: 2026-12-05).
_SHAPE_START_ONLY = 1
_SHAPE_NO_EMPTY_END = 2
_SHAPE_NAMES = 4096
_SHAPES: dict[bytes, int] = {}


def _html_shape(name: bytes) -> int:
    """libxml2's _SHAPE_ flags of the element name `name` (UTF-8), -1 when it cannot be asked."""
    shape = _SHAPES.get(name)
    if shape is None:
        if len(_SHAPES) >= _SHAPE_NAMES:
            _SHAPES.clear()
        shape = _SHAPES[name] = _probed_shape(name.decode("utf-8", "surrogateescape"))
    return shape


def _probed_shape(tag: str) -> int:
    try:
        bare = etree.Element(tag)
        parent = etree.Element(tag)
    except ValueError:
        return -1
    etree.SubElement(parent, "b")
    start = f"<{tag}>"
    shape = _SHAPE_START_ONLY if _html_markup_python(parent) == start else 0
    if _html_markup_python(bare) == start:
        shape |= _SHAPE_NO_EMPTY_END
    return shape


# Values holding more openings than this are written here (2026-12-05: a value's few are lxml's to
# write; at 16, 64 KB of value costs lxml at most 16 reads of it, ~1 ms).
SEARCHED_OPENINGS_MAX = 16

_BOOLEAN_NAMES = frozenset(("checked", "compact", "declare", "defer", "disabled", "ismap", "multiple",
                            "nohref", "noresize", "noshade", "nowrap", "readonly", "selected"))
_URI_NAMES = frozenset(("href", "src", "action"))
_URI_ESCAPED = re.compile(rb"[^A-Za-z0-9\-_.!~*'()\"#$%&+,/:;<=>?@\[\\\]^`{|}]")
_SPECIAL = re.compile(rb"[&<>]")
_ENTITIES = {ord("&"): b"&amp;", ord("<"): b"&lt;", ord(">"): b"&gt;"}


def _html_markup_python(root) -> str:
    """Twin of `_speedups.html_markup`: lxml's HTML serialisation of `root` and its tail, its values of
    more than SEARCHED_OPENINGS_MAX openings written here (the tree put back as it was)."""
    token = "beamx" + secrets.token_hex(8)
    swapped = _swap_searched_values(root, token)
    if not swapped:
        return etree.tostring(root, encoding="unicode", method="html")
    try:
        html = etree.tostring(root, encoding="unicode", method="html")
    finally:
        for element, name, value in swapped:
            set_attribute(element, name, value)
    return re.sub(f'"{token}(\\d+)"', lambda found: _quoted_value(*swapped[int(found.group(1))]), html)


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


def _quoted_value(element, name: str, value: str) -> str:
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
