# cython: language_level=3, boundscheck=False, wraparound=False
"""C-level scans over lxml trees, for the whole-page passes whose cost is Python work per element.

In: lxml elements (libxml2 nodes read through lxml's public C API).
Out: the same answers as the pure-Python functions they stand in for (each names its twin; the
tests run both on every fixture and on the shared benchmark pages when present).

Optional: when this extension is not built (no C compiler at install time), the pure-Python code
runs instead; `beam_extract.speedups_enabled()` says which.
"""
from libc.string cimport strlen

from lxml.includes cimport tree
from lxml.includes.tree cimport const_xmlChar, xmlAttr, xmlNode
from lxml.includes.etreepublic cimport _Element, elementFactory, import_lxml__etree

import_lxml__etree()

# The byline hints of metadata.BYLINE_HINTS, lower case.
cdef const char* HINTS[4]
HINTS[0] = b"byline"
HINTS[1] = b"author"
HINTS[2] = b"dateline"
HINTS[3] = b"writtenby"


cdef inline unsigned char _lower(unsigned char c) noexcept nogil:
    if 65 <= c <= 90:
        return c + 32
    return c


cdef bint _contains_folded(const unsigned char* text, const char* word) noexcept nogil:
    """Does `text` hold `word` (lower-case ASCII), ASCII case folded? Non-ASCII bytes never fold
    to ASCII letters, so this is str.lower() containment for these words."""
    cdef size_t i = 0, j
    cdef size_t n = strlen(<const char*>text)
    cdef size_t m = strlen(word)
    if m > n:
        return False
    while i + m <= n:
        j = 0
        while j < m and _lower(text[i + j]) == <unsigned char>word[j]:
            j += 1
        if j == m:
            return True
        i += 1
    return False


cdef bint _any_hint(const unsigned char* text) noexcept nogil:
    cdef int k
    for k in range(4):
        if _contains_folded(text, HINTS[k]):
            return True
    return False


cdef bint _name_is(const_xmlChar* name, const char* wanted) noexcept nogil:
    cdef size_t i = 0
    while wanted[i] != 0:
        if name[i] != <unsigned char>wanted[i]:
            return False
        i += 1
    return name[i] == 0


cdef bint _attribute_names_byline(_Element root, xmlNode* node, xmlAttr* attr) except -1:
    """metadata._byline_candidates' test of one attribute (class, id, rel or itemprop)."""
    cdef xmlNode* child = attr.children
    cdef const unsigned char* text
    if child is NULL:
        return False
    if child.next is NULL and child.type == tree.XML_TEXT_NODE and child.content is not NULL:
        text = <const unsigned char*>child.content  # one text child, as libxml2's HTML parser gives
        if not _any_hint(text):
            return False
        value = (<bytes>(<const char*>text)).decode("utf-8", "replace")
    else:  # several nodes: let lxml join them
        name = (<bytes>(<const char*>attr.name)).decode("utf-8")
        value = elementFactory(root._doc, node).get(name) or ""
        if not any(hint in value.lower() for hint in ("byline", "author", "dateline", "writtenby")):
            return False
    if _name_is(attr.name, b"rel"):  # exactly "author" (whitespace aside)
        return value.strip() == "author"
    if _name_is(attr.name, b"itemprop"):  # holds "author" as written
        return "author" in value
    return True


def byline_elements(_Element root):
    """Elements in `root`'s document (document order) with a class or id holding a byline hint,
    rel="author", or an itemprop holding "author"; the twin of the attribute scan in
    `metadata._byline_candidates` (before its tag filter)."""
    cdef xmlNode* top = <xmlNode*>root._c_node
    cdef xmlNode* node
    cdef xmlAttr* attr
    cdef bint hit
    result = []
    # the whole document, as the XPath "//@class" does (libxml2 may give it several top-level
    # elements): climb to the document node and walk all its children
    while top.parent is not NULL:
        top = top.parent
    node = top.children if top is not <xmlNode*>root._c_node else top
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE:
            attr = node.properties
            hit = False
            while attr is not NULL and not hit:
                if attr.ns is NULL and (
                    _name_is(attr.name, b"class") or _name_is(attr.name, b"id")
                    or _name_is(attr.name, b"rel") or _name_is(attr.name, b"itemprop")
                ):
                    hit = _attribute_names_byline(root, node, attr)
                attr = attr.next
            if hit:
                result.append(elementFactory(root._doc, node))
            if node.children is not NULL:
                node = node.children
                continue
        while node is not top and node.next is NULL:
            node = node.parent
        if node is top:
            break
        node = node.next
    return result


# --- text.render_text's walk ---------------------------------------------------------------------

from cpython.unicode cimport PyUnicode_DecodeUTF8

# The layout kinds of text.py (INLINE, BLOCK_KIND, ... in its order); text.py checks they agree.
cdef enum:
    K_INLINE, K_BLOCK, K_LINE, K_CELL, K_BR, K_PRE, K_SILENT, K_NODE
# Break strengths (text.NO_BREAK ... BLOCK_BREAK).
cdef enum:
    NO_BREAK, CELL_BREAK, LINE_BREAK, BLOCK_BREAK

DEF KIND_CACHE = 64

cdef str HTML_SPACE = " \t\n\r\f\v\xa0"
cdef tuple BREAK_MARKERS = ("", "\ue002", "\ue001", "\ue000")
cdef str PRE_NEWLINE = "\ue003"
cdef str PRE_SPACE = "\ue004"
cdef str PRE_TAB = "\ue005"


cdef class _Kinds:
    """Layout kind per element name, looked up by libxml2's interned name pointer first."""
    cdef const_xmlChar* names[KIND_CACHE]
    cdef void* spaces[KIND_CACHE]
    cdef int kinds[KIND_CACHE]
    cdef int size
    cdef object kind_of

    def __cinit__(self, kind_of):
        self.size = 0
        self.kind_of = kind_of

    cdef int of(self, xmlNode* node) except -1:
        cdef int i
        for i in range(self.size):
            if self.names[i] == node.name and self.spaces[i] == <void*>node.ns:
                return self.kinds[i]
        name = (<bytes>(<const char*>node.name)).decode("utf-8")
        if node.ns is not NULL and node.ns.href is not NULL:
            name = "{" + (<bytes>(<const char*>node.ns.href)).decode("utf-8") + "}" + name
        kind = <int>self.kind_of(name)
        if self.size < KIND_CACHE:
            self.names[self.size] = node.name
            self.spaces[self.size] = <void*>node.ns
            self.kinds[self.size] = kind
            self.size += 1
        return kind


cdef bint _may_hide(xmlNode* node) noexcept:
    """Has the element one of the three attributes that can hide it (text.HIDING_ATTRIBUTES)?"""
    cdef xmlAttr* attr = node.properties
    while attr is not NULL:
        if attr.ns is NULL and (_name_is(attr.name, b"style") or _name_is(attr.name, b"hidden")
                                or _name_is(attr.name, b"aria-hidden")):
            return True
        attr = attr.next
    return False


cdef inline void _trim_end(list parts):
    """text._trim_end: drop the whitespace before a break."""
    cdef Py_ssize_t n = len(parts)
    while n:
        last = (<str>parts[n - 1]).rstrip(HTML_SPACE)
        if last:
            parts[n - 1] = last
            return
        parts.pop()
        n -= 1


def text_walk(_Element root, kind_of, hidden_by):
    """The walk of text._render (own_markers=False) over libxml2's nodes: returns the joined
    pieces, how many break markers and how many pre-whitespace markers were written.
    `kind_of` is text._kind (raw tag -> kind), `hidden_by` text.hidden_by."""
    cdef _Kinds kinds = _Kinds(kind_of)
    cdef xmlNode* top = <xmlNode*>root._c_node
    cdef xmlNode* node = top
    cdef int kind, pending = NO_BREAK, pre_depth = 0
    cdef Py_ssize_t markers = 0, pre_markers = 0
    cdef bint descend
    cdef list parts = []
    cdef str text
    while True:
        # --- start of `node` (an element: its break and whether to enter; text: written) ---
        if node.type == tree.XML_ELEMENT_NODE:
            kind = kinds.of(node)
            descend = True
            if kind >= K_SILENT:
                descend = False
            else:
                if kind == K_BLOCK or kind == K_PRE:
                    if not pending:
                        _trim_end(parts)
                    pending = BLOCK_BREAK
                    if kind == K_PRE:
                        pre_depth += 1
                elif kind == K_LINE or (kind == K_BR and not pre_depth):
                    if not pending:
                        _trim_end(parts)
                    if pending < LINE_BREAK:
                        pending = LINE_BREAK
                elif kind == K_BR:  # inside pre: a kept newline
                    if pending:
                        parts.append(BREAK_MARKERS[pending])
                        markers += 1
                        pending = NO_BREAK
                    parts.append(PRE_NEWLINE)
                    pre_markers += 1
                if node.properties is not NULL and _may_hide(node) \
                        and hidden_by(elementFactory(root._doc, node).attrib):
                    descend = False
        elif (node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE) \
                and node.content is not NULL and node.content[0] != 0:
            descend = False
            text = PyUnicode_DecodeUTF8(<const char*>node.content, strlen(<const char*>node.content), NULL)
            if pre_depth:
                pre_markers += text.count("\n") + text.count(" ") + text.count("\t")
                text = text.replace("\r", "").replace("\n", PRE_NEWLINE).replace(" ", PRE_SPACE) \
                    .replace("\t", PRE_TAB)
            if pending:
                text = text.lstrip(HTML_SPACE)
                if text:
                    parts.append(BREAK_MARKERS[pending])
                    markers += 1
                    pending = NO_BREAK
                    parts.append(text)
            elif text:
                parts.append(text)
        else:  # comments, processing instructions, entity references: no text of theirs
            descend = False
        # --- into the children, else the end of `node` and on to what follows it ---
        if descend and node.children is not NULL:
            node = node.children
            continue
        while True:
            if node.type == tree.XML_ELEMENT_NODE:
                kind = kinds.of(node)
                if kind == K_BLOCK or kind == K_PRE:
                    if not pending:
                        _trim_end(parts)
                    pending = BLOCK_BREAK
                    if kind == K_PRE:
                        pre_depth -= 1
                elif kind == K_LINE:
                    if not pending:
                        _trim_end(parts)
                    if pending < LINE_BREAK:
                        pending = LINE_BREAK
                elif kind == K_CELL:
                    if not pending:
                        _trim_end(parts)
                        pending = CELL_BREAK
            if node is top:
                return "".join(parts), markers, pre_markers
            if node.next is not NULL:
                node = node.next
                break
            node = node.parent
