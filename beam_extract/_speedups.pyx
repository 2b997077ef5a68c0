# cython: language_level=3, boundscheck=False, wraparound=False
"""C-level scans over lxml trees, for the whole-page passes whose cost is Python work per element.

In: lxml elements (libxml2 nodes read through lxml's public C API).
Out: the same answers as the pure-Python functions they stand in for (each names its twin, and
beam_extract.speedups.TWINS registers them all; the tests run both on every fixture and on the
shared benchmark pages when present). The rules this module restates from the Python code are
shown as upper-case module attributes at the end, which the tests compare with Python's.

Optional: when this extension is not built (no C compiler at install time), the pure-Python code
runs instead; `beam_extract.speedups.enabled()` says which.
"""
cimport cython
from libc.stdint cimport uint64_t
from libc.string cimport memchr, memcpy, memset, strcmp, strlen, strstr
from cpython.pyport cimport PY_SSIZE_T_MAX

from lxml.includes cimport tree
from lxml.includes.tree cimport const_xmlChar, xmlAttr, xmlNode
from lxml.includes.etreepublic cimport _Element, _isElement, elementFactory, import_lxml__etree, textOf
from lxml.includes.etreepublic cimport setNodeText, setTailText
from lxml.includes.etreepublic cimport _Document, appendChild

import_lxml__etree()

# The SHA-256 of the .pyx this module was compiled from, defined by setup.py ("" when built some
# other way): beam_extract.speedups leaves a build whose .pyx beside it has changed since (a checkout
# updated without a rebuild) for the twins, rather than call functions whose arguments have moved.
cdef extern from *:
    """
    #ifndef BEAM_EXTRACT_PYX_SHA256
    #define BEAM_EXTRACT_PYX_SHA256 ""
    #endif
    """
    const char* BEAM_EXTRACT_PYX_SHA256

SOURCE_SHA256 = (<bytes>BEAM_EXTRACT_PYX_SHA256).decode("ascii")

# A hint to the CPU that `address` will be read soon (nothing where the compiler has no such builtin).
cdef extern from *:
    """
    #if defined(__GNUC__) || defined(__clang__)
    #define BEAM_PREFETCH(address) __builtin_prefetch((address), 0, 0)
    #else
    #define BEAM_PREFETCH(address) ((void)(address))
    #endif
    """
    void BEAM_PREFETCH(const void* address) noexcept nogil


# The byline hints of metadata.BYLINE_HINTS, lower case (BYLINE_HINTS below shows them to the tests).
cdef const char* HINTS[4]
HINTS[0] = b"byline"
HINTS[1] = b"author"
HINTS[2] = b"dateline"
HINTS[3] = b"writtenby"
# The attributes metadata.BYLINE_ATTRIBUTES reads (BYLINE_ATTRIBUTES below).
cdef const char* BYLINE_ATTRS[4]
BYLINE_ATTRS[0] = b"class"
BYLINE_ATTRS[1] = b"id"
BYLINE_ATTRS[2] = b"rel"
BYLINE_ATTRS[3] = b"itemprop"
# The attributes that can hide an element (dom.HIDING_ATTRIBUTES; HIDING_ATTRIBUTES below).
cdef const char* HIDING_ATTRS[3]
HIDING_ATTRS[0] = b"style"
HIDING_ATTRS[1] = b"hidden"
HIDING_ATTRS[2] = b"aria-hidden"


# --- language: the model's walk over a text's bytes, its features counted in arrays ------------------

def language_visits(const unsigned int[::1] nextmove, const unsigned int[::1] rowbase, const int[::1] output,
                    const unsigned char[::1] data, int[::1] seen, Py_ssize_t[::1] features, float[::1] counts):
    """language._language_visits_python (py3langid's visit_counts, as arrays): walk the model's
    automaton over `data`'s bytes (state = nextmove[rowbase[state] + byte]) and write each output
    feature (>= 0) once into `features`, in the order of first occurrence, and its count into
    `counts` (both as long as `data`); return how many features. `seen` (one slot a feature, all
    zero) is the tally while walking and is left all zero again. An index outside the tables (or a
    feature past `seen`) raises IndexError, `seen` zeroed first."""
    cdef Py_ssize_t n = data.shape[0], k
    cdef unsigned int walked[_WALK_MAX]
    if features.shape[0] < n or counts.shape[0] < n:
        raise IndexError("features and counts are shorter than the data")
    if _WALK_LANES_MIN <= n <= _WALK_MAX and _walk_in_lanes(nextmove, rowbase, data, walked):
        k = _tally_walked(output, walked, n, seen, features, counts)
        if k >= 0:
            return k
    return _visits_in_order(nextmove, rowbase, output, data, seen, features, counts)


# The automaton is py3langid's Aho-Corasick over byte n-grams: its state after a byte is the longest
# n-gram prefix the text read so far ends with, so it depends on the last few bytes only (py3langid
# 0.4's model: 6 at most, its states' distance from the start). `language_visits` walks a text of
# _WALK_LANES_MIN to _WALK_MAX bytes as _WALK_LANES pieces side by side, each from the start state
# _WALK_WARMUP bytes before its piece: the walk is a chain of loads from a 39 MB table that another
# page's work has pushed out of the caches, one load waiting on the one before; the pieces' loads
# wait together. A piece is kept only when the state it began with is the state the piece before it
# ended with (so each state is the one the walk byte by byte reaches: the same counts in the same
# order, whatever the model); else, and on any index outside the tables, the text is walked byte by
# byte. Measured 2026-12-03 (the walk of 1,000 bytes of 100 WCXB dev texts, the table pushed out of
# the caches before each): 191 us byte by byte, 107 us in 8 pieces (99 in 16; 47 -> 24 us with the
# table in the caches).
cdef enum:
    _WALK_LANES = 8
    _WALK_WARMUP = 8
    _WALK_LANES_MIN = 256
    _WALK_MAX = 8192


cdef bint _walk_in_lanes(const unsigned int[::1] nextmove, const unsigned int[::1] rowbase,
                         const unsigned char[::1] data, unsigned int* walked) noexcept:
    """The automaton's state after each byte of `data` into `walked`, walked in _WALK_LANES pieces
    side by side; False when an index falls outside the tables or a piece began in another state
    than the one the piece before it ended in."""
    cdef Py_ssize_t n = data.shape[0], moves = nextmove.shape[0], states = rowbase.shape[0]
    cdef Py_ssize_t size = (n + _WALK_LANES - 1) // _WALK_LANES, steps = 0, step, k, move, at
    cdef Py_ssize_t begin[_WALK_LANES]
    cdef Py_ssize_t pos[_WALK_LANES]
    cdef Py_ssize_t end[_WALK_LANES]
    cdef unsigned int state[_WALK_LANES]
    cdef unsigned int entry[_WALK_LANES]
    for k in range(_WALK_LANES):
        begin[k] = k * size if k * size < n else n
        end[k] = begin[k] + size if begin[k] + size < n else n
        pos[k] = begin[k] - _WALK_WARMUP if begin[k] > _WALK_WARMUP else 0
        state[k] = 0
        entry[k] = 0
        if end[k] - pos[k] > steps:
            steps = end[k] - pos[k]
    for step in range(steps):
        for k in range(_WALK_LANES):
            at = pos[k]
            if at < end[k]:
                if state[k] >= states:
                    return False
                move = <Py_ssize_t>rowbase[state[k]] + data[at]
                if move >= moves:
                    return False
                state[k] = nextmove[move]
                if at >= begin[k]:
                    walked[at] = state[k]
                elif at + 1 == begin[k]:
                    entry[k] = state[k]
                pos[k] = at + 1
    for k in range(1, _WALK_LANES):
        if begin[k] < end[k] and walked[begin[k] - 1] != entry[k]:
            return False
    return True


cdef Py_ssize_t _tally_walked(const int[::1] output, const unsigned int* walked, Py_ssize_t n, int[::1] seen,
                              Py_ssize_t[::1] features, float[::1] counts) noexcept:
    """`language_visits`' features and counts from the states `walked`; -1 (the tally zero again)
    when a state or a feature falls outside the tables."""
    cdef Py_ssize_t i, j, k = 0, outputs = output.shape[0], slots = seen.shape[0]
    cdef unsigned int state
    cdef int feature
    cdef bint failed = False
    for i in range(n):
        state = walked[i]
        if state >= outputs:
            failed = True
            break
        feature = output[state]
        if feature >= 0:
            if feature >= slots:
                failed = True
                break
            if seen[feature] == 0:
                features[k] = feature
                k += 1
            seen[feature] += 1
    for j in range(k):
        counts[j] = seen[features[j]]
        seen[features[j]] = 0
    return -1 if failed else k


cdef Py_ssize_t _visits_in_order(const unsigned int[::1] nextmove, const unsigned int[::1] rowbase,
                                 const int[::1] output, const unsigned char[::1] data, int[::1] seen,
                                 Py_ssize_t[::1] features, float[::1] counts) except -1:
    """`language_visits` byte by byte."""
    cdef Py_ssize_t i, k = 0, j, n = data.shape[0], moves = nextmove.shape[0], states = rowbase.shape[0]
    cdef Py_ssize_t outputs = output.shape[0], slots = seen.shape[0], state = 0, move
    cdef int feature
    cdef const char* failure = NULL
    for i in range(n):  # no Python call until `seen` is zero again: no other thread can see it
        if state >= states:
            failure = b"state outside the model's row table"
            break
        move = <Py_ssize_t>rowbase[state] + data[i]
        if move >= moves:
            failure = b"move outside the model's transition table"
            break
        state = nextmove[move]
        if state >= outputs:
            failure = b"state outside the model's output table"
            break
        feature = output[state]
        if feature >= 0:
            if feature >= slots:
                failure = b"feature outside the tally"
                break
            if seen[feature] == 0:
                features[k] = feature
                k += 1
            seen[feature] += 1
    for j in range(k):
        counts[j] = seen[features[j]]
        seen[features[j]] = 0
    if failure != NULL:
        raise IndexError((<bytes>failure).decode("ascii"))
    return k


# --- clean.separate_abutting_inlines: the inline elements that run into an inline sibling -------------

# clean._ABUTTING_TAGS (ABUTTING_TAGS shows them to the tests).
cdef const char* ABUTTING_NAMES[14]
ABUTTING_NAMES[0] = b"span"
ABUTTING_NAMES[1] = b"SPAN"
ABUTTING_NAMES[2] = b"a"
ABUTTING_NAMES[3] = b"A"
ABUTTING_NAMES[4] = b"time"
ABUTTING_NAMES[5] = b"TIME"
ABUTTING_NAMES[6] = b"label"
ABUTTING_NAMES[7] = b"LABEL"
ABUTTING_NAMES[8] = b"small"
ABUTTING_NAMES[9] = b"SMALL"
ABUTTING_NAMES[10] = b"abbr"
ABUTTING_NAMES[11] = b"ABBR"
ABUTTING_NAMES[12] = b"cite"
ABUTTING_NAMES[13] = b"CITE"
ABUTTING_TAGS = tuple((<bytes>ABUTTING_NAMES[i]).decode("ascii") for i in range(14))


cdef bint _text_follows(xmlNode* node) noexcept:
    """lxml's tail of the node before `node` holds text: one of the text or CDATA nodes from `node` on
    (XInclude markers skipped, as lxml's _collectText does) is not empty."""
    while node is not NULL:
        if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            if node.content is not NULL and node.content[0] != 0:
                return True
        elif node.type != tree.XML_XINCLUDE_START and node.type != tree.XML_XINCLUDE_END:
            return False
        node = node.next
    return False


cdef inline bint _lxml_sibling(xmlNode* node) noexcept:
    """What lxml's getnext() stops at: an element, comment, entity reference or processing instruction."""
    return node.type == tree.XML_ELEMENT_NODE or node.type == tree.XML_COMMENT_NODE \
        or node.type == tree.XML_ENTITY_REF_NODE or node.type == tree.XML_PI_NODE


cdef xmlNode* _abutting_next(xmlNode* node) noexcept:
    """clean._next_abutting over libxml2's nodes: the element after `node` with no text between
    (comments and the like skipped when nothing follows them), or NULL."""
    cdef xmlNode* after = node.next
    while after is not NULL:
        if _lxml_sibling(after):
            if after.type == tree.XML_ELEMENT_NODE:
                return after
            if _text_follows(after.next):
                return NULL
        after = after.next
    return NULL


def abutting_pairs(_Element root):
    """clean.teasers._abutting_pairs_python: [(el, after)] for each element of `root`'s subtree (itself
    included, document order) named in ABUTTING_TAGS, without a tail, whose next element
    (`_abutting_next`) is named there too; only these pairs reach separate_abutting_inlines' Python
    tests. A subtree where such a name carries a namespace is read by the twin (lxml's tag match
    decides there)."""
    cdef xmlNode* top = root._c_node
    cdef xmlNode* node = top
    cdef xmlNode* after
    pairs = []
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE and _name_in(node.name, ABUTTING_NAMES, 14):
            if node.ns is not NULL:
                return _abutting_pairs_by_twin(root)
            if not _text_follows(node.next):
                after = _abutting_next(node)
                if after is not NULL and _name_in(after.name, ABUTTING_NAMES, 14):
                    if after.ns is not NULL:
                        return _abutting_pairs_by_twin(root)
                    pairs.append((elementFactory(root._doc, node), elementFactory(root._doc, after)))
        node = _next_in_walk(node, top, node.type == tree.XML_ELEMENT_NODE)
    return pairs


cdef object _abutting_pairs_by_twin(_Element root):
    from beam_extract.clean import teasers
    return teasers._abutting_pairs_python(root)


# --- clean.locate_prose: a paragraph's length and commas, counted on libxml2's bytes ------------------

from cpython.unicode cimport Py_UNICODE_ISSPACE

cdef struct ProseCount:  # the joined text's code points, its first and last non-space (-1: none), commas
    Py_ssize_t index, first, last, commas


cdef bint _count_prose_piece(ProseCount* count, const unsigned char* start) noexcept:
    """Add one text node's UTF-8 to `count` (as _measure counts a node: its code points, its ends
    decoded to find str.strip's spaces, `_span_measure`); False when an end decoded is no UTF-8."""
    cdef const unsigned char* end = start + strlen(<const char*>start)
    cdef const unsigned char* at = start
    cdef const void* comma
    cdef Py_ssize_t points, lead, trail
    if _span_measure(start, end, &points, &lead, &trail) < 0:
        return False
    while at < end:  # a comma is ASCII: one byte, never inside a longer code point
        comma = memchr(at, 44, end - at)
        if comma is NULL:
            break
        count.commas += 1
        at = <const unsigned char*>comma + 1
    if lead < points:  # a non-space in this piece
        if count.first < 0:
            count.first = count.index + lead
        count.last = count.index + points - 1 - trail
    count.index += points
    return True


cdef inline Py_ssize_t _prose_length(ProseCount* count) noexcept:
    return 0 if count.first < 0 else count.last - count.first + 1


cdef int _text_reaches(xmlNode* node, Py_ssize_t wanted) noexcept:
    """Whether the stripped text `_measure_paragraph` counts holds `wanted` code points or more,
    read only as far as that takes: 1 it does, 0 it does not, -1 a byte that is no UTF-8 on the
    way (the caller counts it whole). Asked only of a list item or cell whose measure failed."""
    cdef xmlNode* top = node
    cdef xmlNode* current = node.children
    cdef const unsigned char* at
    cdef const unsigned char* end
    cdef Py_ssize_t index = 0, first = -1
    cdef int size
    cdef long cp
    while current is not NULL:
        if _is_text_node(current) and current.content is not NULL:
            at = <const unsigned char*>current.content
            end = at + strlen(<const char*>at)
            while at < end:
                cp = _utf8_at(at, end, &size)
                if cp < 0:
                    return -1
                if not Py_UNICODE_ISSPACE(<Py_UCS4>cp):
                    if first < 0:
                        first = index
                    if index - first + 1 >= wanted:
                        return 1
                index += 1
                at += size
        current = _next_in_walk(current, top, current.type == tree.XML_ELEMENT_NODE)
    return 0


cdef int _count_own_text(xmlNode* node, ProseCount* count) noexcept:
    """The length and commas of _own_text's text (the div's runs of text nodes that are not empty,
    joined by spaces, stripped): 1 counted, 0 no run (no text), -1 ends that are no UTF-8."""
    cdef xmlNode* child = node.children
    cdef bint pieces = False, filled
    memset(count, 0, sizeof(ProseCount))
    count.first = count.last = -1
    while child is not NULL:
        if not _is_text_node(child):
            child = child.next
            continue
        filled = False
        while _is_text_node(child):
            if child.content is not NULL and child.content[0] != 0:
                if not filled:
                    if pieces:
                        count.index += 1  # the joining space
                    pieces = filled = True
                if not _count_prose_piece(count, <const unsigned char*>child.content):
                    return -1
            child = child.next
    return 1 if pieces else 0


# --- clean.link_density: an element's text length and its links' in one call --------------------------

def link_lengths(_Element el):
    """clean.measures._link_lengths_python: (text_length(el), sum of text_length(a) over el.iter("a", "A")),
    (0, 0) for no text. The links are found by a C walk of the subtree (`el` itself included, a link
    inside a link counted again, as el.iter gives both) and each measured as text_length measures;
    a subtree with a namespaced a is measured by the twin (lxml's tag match decides there)."""
    cdef xmlNode* top = el._c_node
    cdef xmlNode* node = top
    cdef Py_ssize_t total, linked = 0
    total = _measure(el, -1, -1, NULL)
    if not total:
        return 0, 0
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE and (_name_is(node.name, b"a") or _name_is(node.name, b"A")):
            if node.ns is not NULL:
                return _link_lengths_by_twin(el)
            linked += _measure_node(el, node)
        node = _next_in_walk(node, top, node.type == tree.XML_ELEMENT_NODE)
    return total, linked


cdef object _link_lengths_by_twin(_Element el):
    from beam_extract.clean import measures
    return measures._link_lengths_python(el)


cdef inline unsigned char _lower(unsigned char c) noexcept nogil:
    if 65 <= c <= 90:
        return c + 32
    return c


cdef inline bint _starts_folded(const unsigned char* text, const char* word) noexcept nogil:
    """Does NUL-terminated `text` start with `word` (lower-case ASCII), ASCII case folded?"""
    cdef size_t j = 0
    while word[j] != 0:
        if _lower(text[j]) != <unsigned char>word[j]:  # text's NUL ends it: no word holds one
            return False
        j += 1
    return True


# HINT_OPENING[byte]: 1 + the index in HINTS of the hint whose first letter the byte is (either
# case), 0 for any other byte (each hint starts with a letter of its own).
cdef unsigned char HINT_OPENING[256]
cdef int _k
memset(HINT_OPENING, 0, 256)
for _k in range(4):
    HINT_OPENING[<unsigned char>HINTS[_k][0]] = _k + 1
    HINT_OPENING[<unsigned char>HINTS[_k][0] - 32] = _k + 1


cdef bint _any_hint(const unsigned char* text) noexcept nogil:
    """Does `text` hold one of HINTS, ASCII case folded? Non-ASCII bytes never fold to ASCII
    letters, so this is str.lower() containment for these words. One pass: a hint is tried only
    where the text's byte is its first letter (one table look-up a byte, 2026-12-03: four
    comparisons a byte were ~1% of extract()'s CPU in `perf`)."""
    cdef unsigned char k
    while text[0] != 0:
        k = HINT_OPENING[text[0]]
        if k and _starts_folded(text, HINTS[k - 1]):
            return True
        text += 1
    return False


cdef inline bint _name_is(const_xmlChar* name, const char* wanted) noexcept nogil:
    cdef size_t i = 0
    while wanted[i] != 0:
        if name[i] != <unsigned char>wanted[i]:
            return False
        i += 1
    return name[i] == 0


cdef inline bint _name_in(const_xmlChar* name, const char** names, int count) noexcept nogil:
    cdef int k
    for k in range(count):
        if _name_is(name, names[k]):
            return True
    return False


cdef inline xmlNode* _document_top(xmlNode* node) noexcept:
    """The document node above `node`: walking its children covers every top-level element
    (libxml2's HTML parser may give a page several)."""
    while node.parent is not NULL:
        node = node.parent
    return node


cdef inline xmlNode* _after_subtree(xmlNode* node, xmlNode* top) noexcept:
    """The node after `node`'s subtree in document order; NULL once that would leave `top`'s."""
    while node is not top and node.next is NULL:
        node = node.parent
    if node is top:
        return NULL
    return node.next


cdef inline xmlNode* _next_in_walk(xmlNode* node, xmlNode* top, bint enter) noexcept:
    """The next node of a walk of `top`'s subtree in document order: `node`'s first child when the
    walk enters it, else what follows its subtree (NULL at the end)."""
    if enter and node.children is not NULL:
        return node.children
    return _after_subtree(node, top)


cdef inline xmlNode* _next_in_document(xmlNode* node, xmlNode* start, xmlNode* top, bint enter,
                                       bint* inside) noexcept:
    """The next node of a walk of the whole document (`top`'s subtree) in document order, as
    `_next_in_walk`; leaving `start` (for its next sibling or up) clears `*inside`."""
    if enter and node.children is not NULL:
        return node.children
    while True:
        if node is start:
            inside[0] = False
        if node is top:
            return NULL
        if node.next is not NULL:
            return node.next
        node = node.parent


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
        if not any(hint in value.lower() for hint in BYLINE_HINTS):
            return False
    if _name_is(attr.name, b"rel"):  # exactly "author" (whitespace aside)
        return value.strip() == "author"
    if _name_is(attr.name, b"itemprop"):  # holds "author" as written
        return "author" in value
    return True


# The elements metadata._scan reads, by name (METADATA_TAGS below shows them to the tests).
cdef const char* META_TAGS[4]
META_TAGS[0] = b"title"
META_TAGS[1] = b"meta"
META_TAGS[2] = b"script"
META_TAGS[3] = b"time"


def metadata_walk(_Element root):
    """metadata._metadata_walk_python: one walk over `root`'s document for the three lists the
    metadata reads, `(tagged, bylines, itemtypes)`: the elements of `root`'s subtree (itself
    included) named title, meta, script or time without a namespace, as root.iter(...) gives
    them; the elements of the whole document whose class or id holds a byline hint, whose rel is
    "author" or whose itemprop holds "author"; the values of every itemtype attribute of the
    document (the XPath "//@itemtype"). Each in document order."""
    return _page_walk(root, True, False, False)[0]


# --- text.render_text's walk ---------------------------------------------------------------------

from cpython.unicode cimport PyUnicode_DecodeUTF8, Py_UNICODE_ISALNUM, Py_UNICODE_ISSPACE

# The layout kinds of text.py (INLINE, BLOCK_KIND, ... in its order) and its marker characters;
# tests/test_speedups.py checks the two walks agree on every fixture.
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


cdef str _raw_tag(xmlNode* node):
    """The element's tag as lxml spells it: "name", or "{namespace}name"."""
    name = (<bytes>(<const char*>node.name)).decode("utf-8")
    if node.ns is not NULL and node.ns.href is not NULL:
        return "{" + (<bytes>(<const char*>node.ns.href)).decode("utf-8") + "}" + name
    return name


# Slots of a `_TagCodes` table (a power of two): it holds at most KIND_CACHE names, half full.
DEF TAG_SLOTS = 2 * KIND_CACHE
# The codes each Python function gave, by the name's bytes, kept across walks: one dict per function
# (a walk asked Python again for each name it met, ~170 calls a page over ten walks; 2026-12-05).
cdef dict TAG_CODE_MEMOS = {}
DEF TAG_CODE_FUNCTIONS = 64  # functions past these (made per call) get a memo of their own walk
DEF TAG_CODE_MEMO_SIZE = 10000  # names kept a function (a page may make up endless names)


cdef dict _memo_kept_in(dict memos, object key):
    """`memos`' memo for `key`, a new one kept there while `memos` holds fewer than
    TAG_CODE_FUNCTIONS (past them, a memo of the walk alone)."""
    memo = memos.get(key)
    if memo is None:
        memo = {}
        if len(memos) < TAG_CODE_FUNCTIONS:
            memos[key] = memo
    return memo


cdef class _TagCodes:
    """An int per element name (a kind, or a set of flags) from a Python function of the raw tag
    ("name" or "{namespace}name", as lxml spells it), cached by libxml2's interned name pointer in
    an open-addressed table for the walk, and for names without a namespace by their bytes across
    walks (`TAG_CODE_MEMOS`)."""
    cdef const_xmlChar* names[TAG_SLOTS]
    cdef void* spaces[TAG_SLOTS]
    cdef int kinds[TAG_SLOTS]
    cdef int size
    cdef object code_of
    cdef dict memo

    def __cinit__(self, code_of):
        self.size = 0
        self.code_of = code_of
        memset(self.names, 0, sizeof(self.names))
        self.memo = _memo_kept_in(TAG_CODE_MEMOS, code_of)

    cdef int of(self, xmlNode* node) except -1:
        cdef size_t slot = _tag_slot(node.name)
        while self.names[slot] is not NULL:
            if self.names[slot] == node.name and self.spaces[slot] == <void*>node.ns:
                return self.kinds[slot]
            slot = (slot + 1) & (TAG_SLOTS - 1)
        kind = self._asked(node)
        if self.size < KIND_CACHE:
            self.names[slot] = node.name
            self.spaces[slot] = <void*>node.ns
            self.kinds[slot] = kind
            self.size += 1
        return kind

    cdef int _asked(self, xmlNode* node) except -1:
        """The code from the memo, or from the Python function (remembered)."""
        if node.ns is not NULL:
            return <int>self.code_of(_raw_tag(node))
        key = <bytes>(<const char*>node.name)
        kind = self.memo.get(key)
        if kind is None:
            kind = <int>self.code_of(_raw_tag(node))
            if len(self.memo) < TAG_CODE_MEMO_SIZE:
                self.memo[key] = kind
        return <int>kind


cdef inline size_t _tag_slot(const_xmlChar* name) noexcept nogil:
    """A name pointer's first slot of TAG_SLOTS (its top 7 bits by Fibonacci hashing: interned names
    sit a few bytes apart)."""
    return <size_t>((<unsigned long long><size_t>name * 11400714819323198485ULL) >> 57)


cdef bint _attribute_may_hide(xmlAttr* attr) noexcept:
    """Can this hiding attribute (one of HIDING_ATTRS) hide its element in dom.hidden_by? `hidden`
    and `aria-hidden` may; a `style` only when it says "none" or "hidden" (hidden_by looks no further
    without one of them). Most elements with a hiding attribute have a style that hides nothing: about
    52,000 of the 68,000 asked on a pass over WCXB dev (2026-11-30), so dom.is_hidden is not asked."""
    cdef xmlNode* child
    if not _name_is(attr.name, b"style"):
        return True
    child = attr.children
    if child is NULL:
        return False  # an empty style
    if child.next is not NULL or child.type != tree.XML_TEXT_NODE or child.content is NULL:
        return True  # several nodes (entities): dom.hidden_by reads it
    if strstr(<const char*>child.content, b"none") is NULL and strstr(<const char*>child.content, b"hidden") is NULL:
        return False
    return _style_hides(<const char*>child.content)


cdef bint _style_hides(const char* style) noexcept:
    """dom.hidden_by's test of a style that says "none" or "hidden": "display:none" or
    "visibility:hidden" in the style without its spaces, lower-cased. ASCII letters are lowered
    alone: no other character lower-cases to a string that could complete either (U+0130 lowers to
    "i" and a combining dot, U+212A to "k"). Styles such as "fill:none" or "overflow:hidden" sent
    their elements to Python: on four of WCXB dev's slowest pages 1,630 calls of dom.hidden_by and
    dom.is_hidden, now 297 (a shop page's 1,200 -> 104), 2026-12-02."""
    cdef size_t size = strlen(style)
    cdef char* compact = <char*>malloc(size + 1)
    cdef size_t i, n = 0
    cdef char c
    cdef bint hides
    if compact is NULL:
        return True  # dom.hidden_by decides
    for i in range(size):
        c = style[i]
        if c == b' ':
            continue
        if b'A' <= c <= b'Z':
            c = c + 32
        compact[n] = c
        n += 1
    compact[n] = 0
    hides = strstr(compact, b"display:none") is not NULL or strstr(compact, b"visibility:hidden") is not NULL
    free(compact)
    return hides


cdef bint _may_hide(xmlNode* node) noexcept:
    """Has the element one of the three attributes that can hide it (dom.HIDING_ATTRIBUTES) and
    one that may (`_attribute_may_hide`: a style without "none" or "hidden" hides nothing)? The
    text and Markdown walks ask dom.hidden_by only then (2026-12-01: most styles hide nothing, and
    each call builds the element's proxy and its attrib)."""
    cdef xmlAttr* attr = node.properties
    while attr is not NULL:
        if attr.ns is NULL and _name_in(attr.name, HIDING_ATTRS, 3) and _attribute_may_hide(attr):
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
    """text._text_walk_python (own_markers=False) over libxml2's nodes: returns the joined
    pieces, how many break markers and how many pre-whitespace markers were written.
    `kind_of` is text._kind (raw tag -> kind), `hidden_by` dom.hidden_by."""
    cdef _TagCodes kinds = _TagCodes(kind_of)
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


# --- regions._density_walk_python: the density walk ---------------------------------------------------------------

from libc.math cimport pow
from libc.stdlib cimport calloc, free, malloc, realloc

# Tag flags (regions._tag_flags gives them per raw tag).
cdef enum:
    F_FRAMING = 1
    F_NON_TEXT = 2
    F_NEVER_REGION = 4
    F_ARTICLE = 8
    F_LINK = 16

# Running counts of the density walk: an element's own are the counts at its end minus those at its start.
cdef struct Totals:
    Py_ssize_t all_chars, plain_chars, prose_chars, link_chars, framing_chars, framing_elements

cdef struct Open:
    xmlNode* node
    bint framed, counts_text, in_link, may_region, in_article, framing_self
    double mass
    Py_ssize_t slot, order
    Totals at_start


cdef inline bint _is_text_node(xmlNode* node) noexcept:
    return node is not NULL and (node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE)


cdef str _run_text(xmlNode* first, xmlNode** after):
    """The run of text nodes starting at `first` as one str (what lxml gives as .text or .tail)."""
    cdef xmlNode* node = first
    if first.next is NULL or not _is_text_node(first.next):
        after[0] = first.next
        if first.content is NULL:
            return ""
        return PyUnicode_DecodeUTF8(<const char*>first.content, strlen(<const char*>first.content), NULL)
    pieces = []
    while _is_text_node(node):
        if node.content is not NULL:
            pieces.append(<bytes>(<const char*>node.content))
        node = node.next
    after[0] = node
    return b"".join(pieces).decode("utf-8")


cdef inline bint _ascii_isspace(unsigned char c) noexcept nogil:
    """str.isspace() for an ASCII character (RUN_ASCII_SPACE below)."""
    return c == 32 or 9 <= c <= 13 or 28 <= c <= 31


cdef Py_ssize_t _run_length(xmlNode* first, xmlNode** after) except -2:
    """len(text.strip()) of the run of text nodes starting at `first` (what lxml joins into one
    .text or .tail), 0 when it is all whitespace; `after` gets the node following the run."""
    cdef xmlNode* node = first
    cdef const unsigned char* c
    cdef bint blank = True
    while _is_text_node(node):
        c = <const unsigned char*>node.content
        if blank and c is not NULL:
            while c[0] != 0 and _ascii_isspace(c[0]):
                c += 1
            if c[0] != 0:
                blank = False
        node = node.next
    after[0] = node
    if blank:  # ASCII whitespace only (the common indentation run): no str needed
        return 0
    text = _run_text(first, after)
    if text.isspace():
        return 0
    return len(text.strip())


cdef inline xmlNode* _skip_run(xmlNode* node) noexcept:
    while _is_text_node(node):
        node = node.next
    return node


cdef inline void _count_run(Totals* totals, Open* owner, Py_ssize_t length, double exponent) noexcept:
    """A text run of `length` characters (0: only whitespace) counted for its owner element."""
    if not length:
        return
    totals.all_chars += length
    if not owner.in_link:
        totals.plain_chars += length
    if owner.framed:
        totals.framing_chars += length
    else:
        owner.mass += pow(<double>length, exponent)
        if owner.in_link:
            totals.link_chars += length
        else:
            totals.prose_chars += length


def density_walk(_Element root, flags_of, role_token, framing_roles, frozenset not_framing,
                 double run_exponent, double link_weight, double framing_element_weight, double link_content,
                 double epsilon):
    """regions._density_walk_python over libxml2's nodes, for trees from the HTML parser. Returns
    (articles [(el, chars, plain chars)], best, best_score, framing_sizes, total_chars,
    total_elements, role_main (el, chars) or None): the fields of `_Walk`. `flags_of` gives a raw
    tag's flags (F_FRAMING ...), `role_token` is regions._role_token, the numbers its weights and the
    score's guard against dividing by zero."""
    cdef _TagCodes flags = _TagCodes(flags_of)
    cdef Open* stack = NULL
    cdef Py_ssize_t depth = 0, capacity = 0
    cdef Open* rec
    cdef Open* parent = NULL
    cdef xmlNode* top = <xmlNode*>root._c_node
    cdef xmlNode* node = top
    cdef xmlNode* after
    cdef xmlNode* child
    cdef xmlAttr* attr
    cdef bint descended
    cdef Py_ssize_t order = 0, length, start, best_index = 0
    cdef Totals totals
    cdef Py_ssize_t prose, links
    cdef Py_ssize_t total_chars = 0, total_elements = 0
    cdef double best_score = 0.0, score, mass, prose_share
    cdef xmlNode* best = NULL
    cdef xmlNode* role_main = NULL
    cdef int tag
    cdef bint framing_self, framed, counts_text, in_link, in_article
    articles = []  # [element, slot]
    article_chars = []
    framing_sizes = []
    role_main_result = None
    memset(&totals, 0, sizeof(Totals))
    try:
        while True:
            # --- the start of element `node` ---
            tag = flags.of(node)
            role = None
            attr = node.properties
            while attr is not NULL:
                if attr.ns is NULL and _name_is(attr.name, b"role"):
                    role = role_token(elementFactory(root._doc, node).get("role"))
                    if role == "main" and role_main is NULL and parent is not NULL:
                        role_main = node
                    break
                attr = attr.next
            if parent is not NULL:
                framing_self = ((tag & F_FRAMING) or (role is not None and role in framing_roles)) \
                    and order not in not_framing
                framed = parent.framed or framing_self
                counts_text = parent.counts_text and not (tag & F_NON_TEXT)
                in_link = parent.in_link or (tag & F_LINK)
                in_article = parent.in_article or parent.slot >= 0
            else:
                framing_self = False
                counts_text = not (tag & F_NON_TEXT)
                framed = not counts_text
                in_link = tag & F_LINK
                in_article = False
            if depth == capacity:
                capacity = capacity * 2 if capacity else 64
                stack = <Open*>realloc(stack, capacity * sizeof(Open))
                if stack is NULL:
                    raise MemoryError()
            rec = &stack[depth]
            depth += 1
            rec.node = node
            rec.framed = framed
            rec.counts_text = counts_text
            rec.in_link = in_link
            rec.mass = 0.0
            rec.may_region = not framed and not (tag & F_NEVER_REGION)
            rec.slot = -1
            if (tag & F_ARTICLE) and parent is not NULL and not framed and not in_article:
                rec.slot = len(article_chars)
                article_chars.append((0, 0))
                articles.append(elementFactory(root._doc, node))
            rec.in_article = in_article
            rec.order = order
            rec.framing_self = framing_self
            rec.at_start = totals
            parent = rec
            order += 1
            if framing_self:
                totals.framing_elements += 1
            # --- its children; text runs belong to the open element ---
            child = node.children
            descended = False
            while child is not NULL:
                if _is_text_node(child):
                    if not parent.counts_text:
                        child = _skip_run(child)
                        continue
                    _count_run(&totals, parent, _run_length(child, &after), run_exponent)
                    child = after
                    continue
                if child.type == tree.XML_ELEMENT_NODE:
                    node = child
                    descended = True
                    break
                child = child.next  # comments, processing instructions: their tails come next
            if descended:
                continue
            # --- ends: of `node`, then of every ancestor whose last child it was ---
            while True:
                depth -= 1
                rec = &stack[depth]
                start = rec.order
                if rec.framing_self and rec.counts_text:
                    framing_sizes.append((start, totals.plain_chars - rec.at_start.plain_chars, order - start))
                mass = rec.mass
                if rec.may_region and mass > 0.0:
                    prose = totals.prose_chars - rec.at_start.prose_chars
                    links = totals.link_chars - rec.at_start.link_chars
                    prose_share = prose + link_content * links
                    score = mass * prose_share / (prose + link_weight * links + (totals.framing_chars - rec.at_start.framing_chars)
                                                  + framing_element_weight * (totals.framing_elements - rec.at_start.framing_elements) + epsilon)
                    if score > best_score or (score == best_score and start < best_index):
                        best, best_score, best_index = rec.node, score, start
                if rec.slot >= 0:
                    article_chars[rec.slot] = (totals.all_chars - rec.at_start.all_chars, totals.plain_chars - rec.at_start.plain_chars)
                if rec.node is role_main:
                    role_main_result = (elementFactory(root._doc, rec.node), totals.all_chars - rec.at_start.all_chars)
                if depth == 0:
                    total_chars = totals.plain_chars - rec.at_start.plain_chars
                    total_elements = order - start
                    return ([(el, *article_chars[slot]) for slot, el in enumerate(articles)],
                            elementFactory(root._doc, best) if best is not NULL else None, best_score,
                            framing_sizes, total_chars, total_elements, role_main_result)
                parent = &stack[depth - 1]
                node = rec.node
                # its tail, then its mass, to the parent (the order the Python walk adds them in)
                child = node.next
                while child is not NULL:
                    if _is_text_node(child):
                        if parent.counts_text:
                            length = _run_length(child, &after)
                        else:
                            length = 0
                            after = _skip_run(child)
                        _count_run(&totals, parent, length, run_exponent)
                        child = after
                        if mass:
                            parent.mass += mass
                            mass = 0.0
                        continue
                    if mass:
                        parent.mass += mass
                        mass = 0.0
                    if child.type == tree.XML_ELEMENT_NODE:
                        break
                    child = child.next  # a comment: its tail is the parent's text, as any run
                if mass:
                    parent.mass += mass
                if child is not NULL:  # the next sibling element starts
                    node = child
                    break
                node = parent.node  # no more children: the parent ends
    finally:
        free(stack)


# --- round 40 (walks40): the class and id verdicts of one framing walk, remembered by their bytes -------
# _framing_attributes built a str of each class and id value and looked it up in clean's verdict memo
# (a hash of the new str): most of a framing walk's cost per element, though a page repeats its class
# strings (cards, list items, rows). A walk that passes a session (`_name_verdict_session()`) keeps
# each value's verdict in NAME_VERDICTS, a direct-mapped table keyed by the value's bytes; a slot of
# another session (another walk, or one a callback started) is a miss. The verdicts depend only on the
# value within one walk (its classify, memo and keep_comments fixed), so nothing but time changes.

cdef enum:
    NAME_VERDICT_SLOTS = 1024  # a power of two
    NAME_VERDICT_BYTES = 120  # longer values are not remembered


cdef struct NameVerdict:
    uint64_t session
    uint64_t hash
    Py_ssize_t length
    bint framing
    char value[NAME_VERDICT_BYTES]


cdef NameVerdict NAME_VERDICTS[NAME_VERDICT_SLOTS]
cdef uint64_t _name_verdict_sessions = 0


cdef inline uint64_t _name_verdict_session() noexcept:
    """A session no slot holds yet: the verdicts one walk remembers."""
    global _name_verdict_sessions
    _name_verdict_sessions += 1
    return _name_verdict_sessions


# FNV-1a, 64 bits: the hash of the class and id verdict table here, of the start tables and of the
# prompt signatures further down
cdef uint64_t FNV_OFFSET = 14695981039346656037ULL
cdef uint64_t FNV_PRIME = 1099511628211ULL


cdef inline uint64_t _bytes_hash(const char* value, Py_ssize_t length) noexcept nogil:
    """FNV-1a of `length` bytes."""
    cdef uint64_t h = FNV_OFFSET
    cdef Py_ssize_t i
    for i in range(length):
        h = (h ^ <unsigned char>value[i]) * FNV_PRIME
    return h


cdef inline NameVerdict* _known_verdict(uint64_t session, const char* value, Py_ssize_t length,
                                        uint64_t* hash) noexcept:
    """The slot remembering `value`'s verdict in `session`, or NULL (its hash left in `*hash`)."""
    cdef NameVerdict* slot
    hash[0] = _bytes_hash(value, length)
    slot = &NAME_VERDICTS[hash[0] & (NAME_VERDICT_SLOTS - 1)]
    if slot.session == session and slot.hash == hash[0] and slot.length == length \
            and memcmp(slot.value, value, length) == 0:
        return slot
    return NULL


cdef inline void _remember_verdict(uint64_t session, const char* value, Py_ssize_t length, uint64_t hash,
                                   bint framing) noexcept:
    cdef NameVerdict* slot = &NAME_VERDICTS[hash & (NAME_VERDICT_SLOTS - 1)]
    slot.session = session
    slot.hash = hash
    slot.length = length
    slot.framing = framing
    memcpy(slot.value, value, length)


# names_holding and names_holding_each searched each attribute value once a needle (strstr): a query of
# 18 needles over the class values of a body cost ~350 ns an element over the walk's own ~65
# (drop_copies_and_previews' four queries, 2026-12-05). A `_NeedleSet` finds them all in one pass over
# the value's bytes: a byte that begins no needle is passed at once, one that begins some is compared
# with those only.

cdef class _NeedleSet:
    """`texts` (str) as UTF-8 needles, chained by their first byte; `empty` when one of them is ""."""
    cdef tuple texts
    cdef list words  # the UTF-8 bytes, kept alive for `starts`
    cdef const char** starts
    cdef Py_ssize_t* lengths
    cdef Py_ssize_t* chain  # the next needle of the same first byte, -1 for none
    cdef Py_ssize_t heads[256]  # the first needle beginning with each byte, -1 for none
    cdef bint empty

    def __cinit__(self, tuple texts):
        cdef Py_ssize_t k, count = len(texts)
        cdef bytes word
        cdef unsigned char first
        self.texts = texts
        self.words = [text.encode("utf-8") for text in texts]
        self.empty = False
        self.starts = <const char**>malloc((count + 1) * sizeof(const char*))
        self.lengths = <Py_ssize_t*>malloc((count + 1) * sizeof(Py_ssize_t))
        self.chain = <Py_ssize_t*>malloc((count + 1) * sizeof(Py_ssize_t))
        if self.starts is NULL or self.lengths is NULL or self.chain is NULL:
            raise MemoryError()
        for k in range(256):
            self.heads[k] = -1
        for k in range(count - 1, -1, -1):  # each chain in the needles' order
            word = <bytes>self.words[k]
            self.starts[k] = <const char*>word
            self.lengths[k] = len(word)
            if self.lengths[k] == 0:
                self.empty = True
                continue
            first = <unsigned char>self.starts[k][0]
            self.chain[k] = self.heads[first]
            self.heads[first] = k

    def __dealloc__(self):
        free(self.starts)
        free(self.lengths)
        free(self.chain)

    cdef bint found_in(self, const char* content) noexcept:
        """Does `content` (NUL-ended) hold one of the needles, as strstr finds them?"""
        cdef const unsigned char* at = <const unsigned char*>content
        cdef Py_ssize_t k
        if self.empty:
            return True
        while at[0] != 0:
            k = self.heads[at[0]]
            while k >= 0:
                if _starts_with(at, <const unsigned char*>self.starts[k], self.lengths[k]):
                    return True
                k = self.chain[k]
            at += 1
        return False


cdef inline bint _starts_with(const unsigned char* text, const unsigned char* word, Py_ssize_t length) noexcept nogil:
    """Does `text` (NUL-ended) begin with the `length` bytes of `word` (no NUL among them)?"""
    cdef Py_ssize_t i
    for i in range(length):
        if text[i] != word[i]:  # a NUL in `text` differs from every byte of `word`
            return False
    return True


# --- clean.find_victims: the framing scan ------------------------------------------------------------

cdef inline str _value_of(xmlAttr* attr):
    cdef xmlNode* child = attr.children
    if child is NULL:
        return ""
    if child.next is NULL and child.type == tree.XML_TEXT_NODE and child.content is not NULL:
        return PyUnicode_DecodeUTF8(<const char*>child.content, strlen(<const char*>child.content), NULL)
    return None  # several nodes: read through lxml


cdef bint _framing_attributes(_Element anchor, xmlNode* node, framing_roles, classify, dict decisions,
                              bint keep_comments, is_hidden, uint64_t session=0) except -1:
    """clean.is_framing_element's verdict from the element's attributes (role, hiding, class and id tokens).
    With a `session`, the class and id verdicts are remembered by their bytes (NAME_VERDICTS)."""
    cdef xmlAttr* attr = node.properties
    cdef bint hiding = False
    cdef str value
    cdef const char* content = NULL
    cdef Py_ssize_t length = 0
    cdef uint64_t hash = 0
    cdef NameVerdict* known
    while attr is not NULL:
        if attr.ns is NULL:
            if _name_is(attr.name, b"class") or _name_is(attr.name, b"id"):
                length = 0
                if session and attr.children is not NULL and attr.children.next is NULL \
                        and attr.children.type == tree.XML_TEXT_NODE and attr.children.content is not NULL:
                    content = <const char*>attr.children.content
                    length = strlen(content)
                    if length > NAME_VERDICT_BYTES:
                        length = 0
                    elif length:
                        known = _known_verdict(session, content, length, &hash)
                        if known is not NULL:
                            if known.framing:
                                return True
                            attr = attr.next
                            continue
                value = _value_of(attr)
                if value is None:
                    value = elementFactory(anchor._doc, node).get((<bytes>(<const char*>attr.name)).decode("utf-8"))
                if value:
                    decision = decisions.get(value)
                    if decision is None:
                        decision = classify(value)
                    if length:
                        _remember_verdict(session, content, length, hash,
                                          decision and (decision != "comments" or not keep_comments))
                    if decision and (decision != "comments" or not keep_comments):
                        return True
            elif _name_is(attr.name, b"role"):
                value = _value_of(attr)
                if value is None:
                    value = elementFactory(anchor._doc, node).get("role")
                if value and value.strip().lower() in framing_roles:
                    return True
            elif _name_in(attr.name, HIDING_ATTRS, 3):
                hiding = hiding or _attribute_may_hide(attr)
        attr = attr.next
    return hiding and is_hidden(elementFactory(anchor._doc, node))


def framing_attributes(_Element el, framing_roles, classify, dict decisions, bint keep_comments, is_hidden):
    """clean.is_framing_element for an element whose tag is not framing by itself."""
    if el._c_node.properties is NULL:
        return False
    return _framing_attributes(el, el._c_node, framing_roles, classify, decisions, keep_comments, is_hidden)


def framing_walk(_Element region, framing_tag, framing_roles, classify, dict decisions, bint keep_comments,
                 is_hidden, decide, tuple plain=None):
    """The walk of clean.find_victims below `region` (document order): each element that
    clean.is_framing_element calls framing is handed to `decide(element)`; when that returns True (a
    victim) its subtree is not entered. `framing_tag(raw tag)` says whether a tag is framing by
    name, `classify` is clean.classify_names and `decisions` its memo. With `plain`
    (clean._plain_victim_rules), an element none of decide's exceptions can spare (`_plain_victim`)
    is appended to the victims list itself, without asking `decide`."""
    cdef _TagCodes flags = _TagCodes(framing_tag)
    cdef xmlNode* top = <xmlNode*>region._c_node
    cdef xmlNode* node = top.children
    cdef bint framing, enter
    cdef uint64_t session = _name_verdict_session()
    while node is not NULL and node is not top:
        enter = True
        if node.type == tree.XML_ELEMENT_NODE:
            framing = flags.of(node) != 0
            if not framing and node.properties is not NULL:
                framing = _framing_attributes(region, node, framing_roles, classify, decisions, keep_comments,
                                              is_hidden, session)
            if framing:
                el = elementFactory(region._doc, node)
                if plain is not None and _plain_victim(el, node, plain, region):
                    (<list>plain[0]).append(el)
                    enter = False
                elif decide(el):
                    enter = False
        else:
            enter = False
        node = _next_in_walk(node, top, enter)


cdef bint _named_button(xmlNode* node) noexcept:
    """dom.local_name(tag) == "button" for an element node (no code point outside ASCII lower-cases
    to a letter of "button")."""
    if node.type != tree.XML_ELEMENT_NODE or node.name is NULL:
        return False
    return _starts_folded(<const unsigned char*>node.name, b"button") and node.name[6] == 0  # 6: len("button")


cdef bint _named_heading(xmlNode* node) noexcept:
    """dom.local_name(tag) in h1..h6 for an element node (clean._PANEL_TITLE_HEADINGS)."""
    if node.type != tree.XML_ELEMENT_NODE or node.name is NULL:
        return False
    return _starts_folded(<const unsigned char*>node.name, b"h") and b"1"[0] <= node.name[1] <= b"6"[0] \
        and node.name[2] == 0


cdef bint _may_ask(xmlNode* top, Py_ssize_t max_elements) noexcept:
    """May clean._after_a_question read `top` as a hidden panel's question? Only when its subtree
    holds at most `max_elements` elements (`top` included: clean.QUESTION_MAX_ELEMENTS) and a "?" or
    a full-width "\uff1f" in a text node (the question decides where; a node read otherwise, an
    entity reference, leaves it to `decide`)."""
    cdef xmlNode* node
    cdef Py_ssize_t elements = 1
    cdef bint asks = False
    if top.type != tree.XML_ELEMENT_NODE:
        return False
    node = top.children
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE:
            elements += 1
            if elements > max_elements:
                return False
            node = _next_in_walk(node, top, True)
            continue
        if asks:
            pass
        elif node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            asks = node.content is not NULL and (strstr(<const char*>node.content, b"?") is not NULL
                                                 or strstr(<const char*>node.content, b"\xef\xbc\x9f") is not NULL)
        elif node.type != tree.XML_COMMENT_NODE and node.type != tree.XML_PI_NODE:
            asks = True
        node = _next_in_walk(node, top, False)
    return asks


cdef object _first_text_piece(xmlNode* top):
    """The first piece of lxml's `itertext()` of `top` that is not blank, stripped; "" when there is
    none; None when the subtree holds a node read otherwise (an entity reference)."""
    cdef xmlNode* node = top.children
    cdef xmlNode* after
    while node is not NULL:
        if _is_text_node(node):
            text = _run_text(node, &after).strip()
            if text:
                return text
            while node.next is not after:  # past the run's other nodes (lxml joins a run into one piece)
                node = node.next
            node = _next_in_walk(node, top, False)
        elif node.type == tree.XML_ELEMENT_NODE:
            node = _next_in_walk(node, top, True)
        elif node.type == tree.XML_COMMENT_NODE or node.type == tree.XML_PI_NODE:
            node = _next_in_walk(node, top, False)  # itertext gives their tails, not their text
        else:
            return None
    return ""


cdef bint _plain_victim(_Element el, xmlNode* node, tuple plain, _Element region) except -1:
    """Would clean.find_victims' `decide` take this framing element as a victim without sparing it
    by any of its exceptions? `plain` is clean._plain_victim_rules: (the victims list, the guard's
    limit, the product-details title's fullmatch, that title's most characters, the words of a card's
    caption class and of an inline term's tooltip class, the words of a menu's or filter panel's
    names, clean.classify_names, clean.MENU_PARAGRAPH_MIN, clean.PANEL_MIN_CHARS, clean.TERM_MAX_CHARS,
    clean.hidden_spares.INLINE_TERM_TAGS, clean.CARD_TOKENS, a list holding the ids `region`'s controls name once
    read, the dict of clean.framing_text_counts measured so far, clean.QUESTION_MAX_ELEMENTS). True
    only when none of these may be (twin clean.victims._plain_victim_python): a collapsed panel
    (clean.is_collapsed_panel: a button, a heading or a question (`_may_ask`) before it, or an id a
    control of the region names (`_names_a_control`), hidden as a panel (`_hides_as_a_panel`) and holding a panel's text
    (`_holds_panel_chars`)); a card's caption (`_may_caption_a_card`); an inline term
    (`_may_be_inline_term`); sections a menu points to (`_reads_as_sections_maybe`); over the limit's
    characters (past it the guard or clean.reads_as_links decides); a product-details panel (its
    first text such a title: clean.opens_with_product_details). Any other element is handed to
    `decide`."""
    cdef xmlAttr* attr = node.properties
    cdef xmlAttr* class_attr = NULL
    cdef xmlNode* previous
    cdef double limit = plain[1]
    cdef str class_names = "", id_names = ""
    cdef bint after_trigger
    while attr is not NULL:
        if attr.ns is NULL:
            if _name_is(attr.name, b"id"):
                id_names = <str>_attribute_text(el, node, attr)
            elif _name_is(attr.name, b"class"):
                class_attr = attr
                class_names = <str>_attribute_text(el, node, attr)
        attr = attr.next
    previous = node.prev
    while previous is not NULL and not _isElement(previous):
        previous = previous.prev
    after_trigger = previous is not NULL and (_named_button(previous) or _named_heading(previous)
                                              or _may_ask(previous, plain[14]))
    if (after_trigger or len(id_names) > 0) and _hides_as_a_panel(el, node, class_attr, plain) \
            and _holds_panel_chars(el, plain) and (after_trigger or _names_a_control(region, id_names, plain)):
        return False
    names = class_names.lower()
    if _may_caption_a_card(el, node, names, plain) or _may_be_inline_term(el, names, plain):
        return False
    if _reads_as_sections_maybe(el, node, (class_names + id_names).lower(), plain):
        return False
    known = (<dict>plain[13]).get(el) if plain[13] else None  # framing_text_counts' (length, ...)
    if known is None:
        if _measure(el, <Py_ssize_t>limit, -1, NULL) > limit:
            return False
    elif (<tuple>known)[0] > limit:
        return False
    piece = _first_text_piece(node)
    if piece is None:
        return False
    if piece and len(<str>piece) <= <Py_ssize_t>plain[3] and plain[2](piece) is not None:
        return False
    return True


# --- clean.drop_never_content: what is never content ------------------------------------------------------

def never_content_walk(_Element region, tag_code, keeps_button, unwraps_noscript):
    """clean.never_content._never_content_walk_python over libxml2's nodes: the comments, processing instructions
    and never-content elements below `region`, in document order, as (element, unwrap) pairs. An
    element dropped whole is not entered (what it holds goes with it); a button `keeps_button(el)`
    spares and a noscript `unwraps_noscript(el)` unwraps are entered. `tag_code(raw tag)` is
    clean._never_content_tag_code: 1 dropped, 2 a button, 3 a noscript, 0 none of them."""
    cdef _TagCodes codes = _TagCodes(tag_code)
    cdef xmlNode* top = <xmlNode*>region._c_node
    cdef xmlNode* node = top.children
    cdef int code
    cdef bint enter
    cdef list found = []
    while node is not NULL and node is not top:
        enter = False
        if node.type == tree.XML_COMMENT_NODE or node.type == tree.XML_PI_NODE:
            found.append((elementFactory(region._doc, node), False))
        elif node.type == tree.XML_ELEMENT_NODE:
            code = codes.of(node)
            if code == 0:
                enter = True
            elif code == 1:
                found.append((elementFactory(region._doc, node), False))
            else:
                el = elementFactory(region._doc, node)
                if code == 2 and keeps_button(el):
                    enter = True
                elif code == 3 and unwraps_noscript(el):
                    found.append((el, True))
                    enter = True
                else:
                    found.append((el, False))
        node = _next_in_walk(node, top, enter)
    return found


# --- clean: the scans of class and id values (nested_posts, _picker_candidates, outermost_named) ------

cdef object _attribute_text(_Element anchor, xmlNode* node, xmlAttr* attr):
    """The attribute's value as lxml's `get` gives it (read through lxml when libxml2 holds it in
    several nodes)."""
    value = _value_of(attr)
    if value is None:
        value = elementFactory(anchor._doc, node).get((<bytes>(<const char*>attr.name)).decode("utf-8"))
    return value


cdef bint _wanted_attribute(xmlAttr* attr, list names) noexcept:
    """Is `attr` one of `names` (UTF-8 bytes; no namespace, as lxml's `get(name)` reads)?"""
    cdef bytes name
    if attr.ns is not NULL:
        return False
    for name in names:
        if _name_is(attr.name, <const char*>name):
            return True
    return False


cdef bint _holds_any(_Element anchor, xmlNode* node, xmlAttr* attr, _NeedleSet needles) except -1:
    """Does the attribute's value hold one of `needles`? UTF-8 is self-synchronising: a byte search
    finds a substring where str's finds it."""
    cdef xmlNode* child = attr.children
    cdef const char* content
    if child is NULL:
        content = b""
    elif child.next is NULL and child.type == tree.XML_TEXT_NODE and child.content is not NULL:
        content = <const char*>child.content
    else:
        return _value_holds_any(_attribute_text(anchor, node, attr), needles.texts)
    return needles.found_in(content)


cdef bint _value_holds_any(str value, tuple texts) except -1:
    """Does `value` hold one of `texts`? (Apart from `_holds_any`: a generator there made Cython
    allocate its closure at every call, 2026-12-05.)"""
    return any(text in value for text in texts)


def names_holding(_Element top, tuple needles, tuple attributes, bint document):
    """clean.walks._names_holding_python over libxml2's nodes: the elements below `top` (with `document`,
    every element of its document instead, as the XPath "//*" selects them) in document order, one of
    whose `attributes` (no namespace) holds one of `needles` (str) as a substring."""
    cdef _NeedleSet wanted = _NeedleSet(needles)
    cdef list names = [name.encode("utf-8") for name in attributes]
    cdef xmlNode* start = <xmlNode*>top._c_node
    cdef xmlNode* node
    cdef xmlAttr* attr
    cdef list found = []
    if document:
        start = _document_top(start)
    node = start.children
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE:
            attr = node.properties
            while attr is not NULL:
                if _wanted_attribute(attr, names) and _holds_any(top, node, attr, wanted):
                    found.append(elementFactory(top._doc, node))
                    break
                attr = attr.next
        node = _next_in_walk(node, start, node.type == tree.XML_ELEMENT_NODE)
    return found


def inputs_holding_folded(_Element top, tuple needles, tuple attributes):
    """clean.walks._inputs_holding_folded_python over libxml2's nodes: the `input` and `INPUT` elements
    (no namespace) of `top`'s subtree, `top` included (as lxml's `iter("input", "INPUT")` gives them),
    in document order, one of whose `attributes` (no namespace) holds one of `needles` (lower-case
    ASCII) with its ASCII letters folded to lower case (as `bytes.lower` folds them). No Python proxy
    is made of the inputs it passes over (a shop's page of 2,000 inputs, 2026-12-06)."""
    cdef list wanted = [needle.encode("ascii") for needle in needles]
    cdef list names = [name.encode("utf-8") for name in attributes]
    cdef xmlNode* start = <xmlNode*>top._c_node
    cdef xmlNode* node = start
    cdef xmlAttr* attr
    cdef list found = []
    cdef unsigned char firsts[256]  # 1 for a byte that folds to a needle's first (the needles are read only there)
    cdef bytes head
    cdef int k
    memset(firsts, 0, 256)
    for head in wanted:
        if len(head):
            firsts[<unsigned char>(<const char*>head)[0]] = 1
    for k in range(65, 91):
        firsts[k] = firsts[k + 32]
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE and (_plain_named(node, b"input") or _plain_named(node, b"INPUT")):
            attr = node.properties
            while attr is not NULL:
                if _wanted_attribute(attr, names) and _holds_folded_any(top, node, attr, wanted, firsts):
                    found.append(elementFactory(top._doc, node))
                    break
                attr = attr.next
        node = _next_in_walk(node, start, node.type == tree.XML_ELEMENT_NODE)
    return found


cdef bint _holds_folded_any(_Element anchor, xmlNode* node, xmlAttr* attr, list needles,
                            const unsigned char* firsts) except -1:
    """Does the attribute's value, its ASCII letters folded to lower case, hold one of `needles`
    (lower-case ASCII bytes, whose first bytes in either case `firsts` marks)?"""
    cdef xmlNode* child = attr.children
    cdef const unsigned char* text
    cdef bytes needle
    for needle in needles:
        if len(needle) == 0:  # (as `b"" in value`: the attribute is there)
            return True
    if child is NULL:
        return False
    if child.next is NULL and child.type == tree.XML_TEXT_NODE and child.content is not NULL:
        text = <const unsigned char*>child.content
        while text[0] != 0:
            if firsts[text[0]]:
                for needle in needles:
                    if _lower(text[0]) == <unsigned char>(<const char*>needle)[0] and _starts_folded(text, needle):
                        return True
            text += 1
        return False
    folded = _attribute_text(anchor, node, attr).encode("utf-8", "surrogatepass").lower()
    for needle in needles:
        if needle in folded:
            return True
    return False


def wide_parents(_Element top, Py_ssize_t least, Py_ssize_t run=0):
    """clean.walks._wide_parents_python over libxml2's nodes: the elements below `top`, in document order,
    with `least` element children or more (what the XPath "descendant::*[*[least]]" selects); each
    element's children are counted up to `least`. With `run`, only those of them holding `run`
    element children in a row of one copy shape (clean.walks.copy_shape; other nodes between them
    neither break nor count in a run), told apart here by their names and numbers of children before
    their texts are read."""
    cdef xmlNode* start = <xmlNode*>top._c_node
    cdef xmlNode* node = start.children
    cdef xmlNode* child
    cdef Py_ssize_t count
    cdef list found = []
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE:
            count = 0
            child = node.children
            while child is not NULL and count < least:
                if child.type == tree.XML_ELEMENT_NODE:
                    count += 1
                child = child.next
            if count >= least and (run <= 0 or _holds_a_shape_run(top, node, run)):
                found.append(elementFactory(top._doc, node))
        node = _next_in_walk(node, start, node.type == tree.XML_ELEMENT_NODE)
    return found


cdef inline bint _lxml_child(xmlNode* node) noexcept:
    """Is `node` a child lxml counts and indexes (`len(el)`, `el[0]`): an element, a comment, a
    processing instruction or an entity reference?"""
    return node.type == tree.XML_ELEMENT_NODE or node.type == tree.XML_COMMENT_NODE \
        or node.type == tree.XML_PI_NODE or node.type == tree.XML_ENTITY_REF_NODE


cdef Py_ssize_t _lxml_length(xmlNode* node) noexcept:
    """len(el) of the element `node`."""
    cdef Py_ssize_t count = 0
    cdef xmlNode* child = node.children
    while child is not NULL:
        count += _lxml_child(child)
        child = child.next
    return count


cdef bint _same_name(xmlNode* a, xmlNode* b) noexcept:
    """Do the elements `a` and `b` have one lxml tag ("{href}name", or the name without a namespace)?"""
    if a.name != b.name and strcmp(<const char*>a.name, <const char*>b.name) != 0:
        return False
    if a.ns is b.ns:
        return True
    if a.ns is NULL or b.ns is NULL or a.ns.href is NULL or b.ns.href is NULL:
        return (a.ns is NULL or a.ns.href is NULL) and (b.ns is NULL or b.ns.href is NULL)
    return strcmp(<const char*>a.ns.href, <const char*>b.ns.href) == 0


cdef object _first_child_text(_Element top, xmlNode* node):
    """el[0].text of the element `node` (None when it has no such child): an element's own text, as
    lxml reads it; a comment's, a processing instruction's or an entity's from its proxy."""
    cdef xmlNode* child = node.children
    while child is not NULL and not _lxml_child(child):
        child = child.next
    if child is NULL:
        return None
    if child.type == tree.XML_ELEMENT_NODE:
        return textOf(child)
    return elementFactory(top._doc, child).text


cdef bint _same_shape(_Element top, xmlNode* a, xmlNode* b, Py_ssize_t length) except -1:
    """Are clean.walks.copy_shape of the elements `a` and `b` equal, given that both have one tag and
    `length` lxml children?"""
    if textOf(a) != textOf(b):
        return False
    return length == 0 or _first_child_text(top, a) == _first_child_text(top, b)


cdef bint _holds_a_shape_run(_Element top, xmlNode* parent, Py_ssize_t run) except -1:
    """Has `parent` `run` element children in a row (other nodes skipped) of one copy shape? The
    names and numbers of children are compared first; the texts only when those agree."""
    cdef xmlNode* child = parent.children
    cdef xmlNode* last = NULL
    cdef Py_ssize_t length, last_length = -1, count = 0
    while child is not NULL:
        if child.type == tree.XML_ELEMENT_NODE:
            length = _lxml_length(child)
            if last is not NULL and length == last_length and _same_name(child, last) \
                    and _same_shape(top, child, last, length):
                count += 1
                if count >= run:
                    return True
            else:
                count = 1
                if count >= run:
                    return True
            last, last_length = child, length
        child = child.next
    return False


def names_holding_each(_Element top, tuple queries):
    """clean.walks._names_holding_each_python: for each query (needles, attributes) of `queries`, the
    elements `names_holding(top, needles, attributes, False)` finds, from one walk below `top`
    instead of one walk a query (the walk's cost is reading libxml2's nodes and attributes)."""
    cdef list wanted = [_NeedleSet(needles) for needles, _ in queries]
    cdef list names = [[name.encode("utf-8") for name in attributes] for _, attributes in queries]
    cdef list found = [[] for _ in queries]
    cdef xmlNode* start = <xmlNode*>top._c_node
    cdef xmlNode* node = start.children
    cdef xmlAttr* attr
    cdef Py_ssize_t k, count = len(queries)
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE and node.properties is not NULL:
            for k in range(count):
                attr = node.properties
                while attr is not NULL:
                    if _wanted_attribute(attr, <list>names[k]) \
                            and _holds_any(top, node, attr, <_NeedleSet>wanted[k]):
                        (<list>found[k]).append(elementFactory(top._doc, node))
                        break
                    attr = attr.next
        node = _next_in_walk(node, start, node.type == tree.XML_ELEMENT_NODE)
    return found


cdef const char* EMPTY_VALUE = b""


def attributes_hold(_Element top, tuple needles):
    """clean.walks._attributes_hold_python: does an element of `top`'s subtree (`top` included) carry an
    attribute, of any name, whose value holds one of `needles` (str) as a substring (what the XPath
    "descendant-or-self::*[@*[contains(., n)]]" finds)? An element with an attribute whose value
    is not one text node (an entity reference) or that has a namespace is read through lxml."""
    return _attributes_walk(top, needles, None)


def attributes_holding(_Element top, tuple needles):
    """clean.walks._attributes_holding_python: the elements `attributes_hold` looks for, in document order
    (`top` first when it is one): what the XPath "descendant-or-self::*[@*[contains(., n)]]" selects."""
    cdef list found = []
    _attributes_walk(top, needles, found)
    return found


cdef bint _attributes_walk(_Element top, tuple needles, list found) except -1:
    """Is there an element of `top`'s subtree with an attribute value holding one of `needles`: the
    first one told (`found` None), or each appended to `found` (then False)."""
    cdef list wanted = [needle.encode("utf-8") for needle in needles]
    cdef xmlNode* start = <xmlNode*>top._c_node
    cdef xmlNode* node = start
    cdef xmlNode* child
    cdef xmlAttr* attr
    cdef const char* content
    cdef bytes word
    cdef bint holds
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE:
            holds = False
            attr = node.properties
            while attr is not NULL and not holds:
                child = attr.children
                if attr.ns is not NULL or (child is not NULL and (child.next is not NULL or child.type != tree.XML_TEXT_NODE
                                                                  or child.content is NULL)):
                    values = elementFactory(top._doc, node).values()
                    holds = any(text in value for value in values for text in needles)
                    break  # every attribute of this element was read
                content = EMPTY_VALUE if child is NULL else <const char*>child.content
                for word in wanted:
                    if strstr(content, <const char*>word) is not NULL:
                        holds = True
                        break
                attr = attr.next
            if holds:
                if found is None:
                    return True
                found.append(elementFactory(top._doc, node))
        node = _next_in_walk(node, start, node.type == tree.XML_ELEMENT_NODE)
    return False


def attribute_values(_Element top, str name):
    """clean.walks._attribute_values_python over libxml2's nodes: the set of the values of the attribute
    `name` (no namespace) of `top` and of every element below it, as the XPath ".//@name" reads them."""
    cdef bytes wanted = name.encode("utf-8")
    cdef xmlNode* start = <xmlNode*>top._c_node
    cdef xmlNode* node = start
    cdef xmlAttr* attr
    cdef set found = set()
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE:
            attr = node.properties
            while attr is not NULL:
                if attr.ns is NULL and _name_is(attr.name, <const char*>wanted):
                    found.add(_attribute_text(top, node, attr))
                    break
                attr = attr.next
        node = _next_in_walk(node, start, node.type == tree.XML_ELEMENT_NODE)
    return found


cdef inline bint _xml_space(unsigned char c) noexcept nogil:
    """One of XPath's white space characters (normalize-space()'s): space, tab, CR, LF."""
    return c == 32 or c == 9 or c == 13 or c == 10


cdef Py_ssize_t _text_points(const unsigned char* text, bint normalized, Py_ssize_t limit) noexcept nogil:
    """The code points of the UTF-8 `text` (its lead bytes); with `normalized`, of the text as
    normalize-space() gives it (XML white space runs one space, none at the ends). Counting stops
    past `limit`."""
    cdef Py_ssize_t count = 0
    cdef bint seen = False, gap = False
    cdef unsigned char c
    while text[0] != 0:
        c = text[0]
        text += 1
        if normalized and _xml_space(c):
            gap = seen
            continue
        if (c & 0xC0) == 0x80:
            continue
        if gap:
            count += 1
            gap = False
        count += 1
        seen = True
        if count > limit:
            return count
    return count


cdef bint _holds_ascii_digit(const unsigned char* text) noexcept nogil:
    while text[0] != 0:
        if 48 <= text[0] <= 57:
            return True
        text += 1
    return False


def text_nodes_holding(_Element top, str mark, Py_ssize_t max_chars, bint normalized):
    """clean.walks._text_nodes_holding_python over libxml2's nodes: for each text node below `top` (the
    XPath descendant::text(): text and CDATA nodes, in document order) whose text holds `mark` (None:
    an ASCII digit) and is at most `max_chars` code points long (as normalize-space() gives it when
    `normalized`), (the element it belongs to, whether it is that element's tail, its text), as lxml's
    smart strings tell them (a tail's element is the element, comment or processing instruction
    before it)."""
    cdef bytes wanted = None if mark is None else mark.encode("utf-8")
    cdef xmlNode* start = <xmlNode*>top._c_node
    cdef xmlNode* node = start.children
    cdef xmlNode* owner
    cdef const unsigned char* content
    cdef list found = []
    while node is not NULL:
        if (node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE) and node.content is not NULL:
            content = <const unsigned char*>node.content
            if (_holds_ascii_digit(content) if wanted is None
                    else strstr(<const char*>content, <const char*>wanted) is not NULL) \
                    and _text_points(content, normalized, max_chars) <= max_chars:
                owner = node.prev
                while owner is not NULL and not _isElement(owner):
                    owner = owner.prev
                if owner is not NULL:
                    found.append((elementFactory(top._doc, owner), True,
                                  PyUnicode_DecodeUTF8(<const char*>content, strlen(<const char*>content), NULL)))
                else:
                    owner = node.parent
                    while owner is not NULL and not _isElement(owner):
                        owner = owner.parent
                    found.append((elementFactory(top._doc, owner), False,
                                  PyUnicode_DecodeUTF8(<const char*>content, strlen(<const char*>content), NULL)))
        node = _next_in_walk(node, start, node.type == tree.XML_ELEMENT_NODE)
    return found


def first_texts_holding(_Element top, str needle):
    """clean.walks._first_texts_holding_python over libxml2's nodes: the elements below `top`, in document
    order, whose first text child (a text or CDATA node) holds `needle`: what the XPath
    "descendant::*[contains(text(), needle)]" selects."""
    cdef bytes wanted = needle.encode("utf-8")
    cdef xmlNode* start = <xmlNode*>top._c_node
    cdef xmlNode* node = start.children
    cdef xmlNode* child
    cdef list found = []
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE:
            child = node.children
            while child is not NULL and child.type != tree.XML_TEXT_NODE and child.type != tree.XML_CDATA_SECTION_NODE:
                child = child.next
            if child is not NULL and strstr(EMPTY_VALUE if child.content is NULL else <const char*>child.content,
                                            <const char*>wanted) is not NULL:
                found.append(elementFactory(top._doc, node))
        node = _next_in_walk(node, start, node.type == tree.XML_ELEMENT_NODE)
    return found


def short_text_walk(_Element body, Py_ssize_t skip_max, Py_ssize_t limit, judge, tuple tags=None,
                    Py_ssize_t max_elements=-1):
    """clean.walks._short_text_walk_python over libxml2's nodes: the elements below `body`, in document
    order, whose text (text_length, counted over `limit` for a subtree of more than `max_elements`
    elements when that is >= 0) is 1 to `limit` code points long and that `judge(el, length)` takes;
    an element of at most `skip_max` code points, or one taken, is not entered (its subtree is not
    asked about), any other is. With `tags` (str), only elements of those names (no namespace) are
    measured and judged; the others are entered."""
    cdef list names = None if tags is None else [name.encode("utf-8") for name in tags]
    cdef xmlNode* start = <xmlNode*>body._c_node
    cdef xmlNode* node = start.children
    cdef Py_ssize_t length
    cdef bint enter
    cdef _Element el
    cdef list found = []
    while node is not NULL:
        enter = False
        if node.type == tree.XML_ELEMENT_NODE:
            enter = True
            if names is None or (node.ns is NULL and _named_one_of(node.name, names)):
                length = _measure_at(body, node, limit, max_elements, NULL)
                if length <= limit:
                    if length <= skip_max:
                        enter = False
                    if length:
                        el = elementFactory(body._doc, node)
                        if judge(el, length):
                            found.append(el)
                            enter = False
        node = _next_in_walk(node, start, enter)
    return found


cdef bint _named_one_of(const_xmlChar* name, list names) noexcept:
    cdef bytes wanted
    for wanted in names:
        if _name_is(name, <const char*>wanted):
            return True
    return False


def outermost_named(_Element body, tuple attributes, judge, tuple hints=()):
    """clean.walks._outermost_named_python over libxml2's nodes: the outermost elements below `body`, in
    document order, one of whose `attributes` (no namespace) has a value `judge(value)` holds true.
    `judge` depends on the value alone: each distinct value is judged once a call. With `hints`, a
    value is judged only when it may hold one (`_may_hold_hint`): the others are read as bytes, no str
    made of them (2026-12-07: 7,005 class values of one page, 61 ns a str and its memo's look-up)."""
    cdef list names = [name.encode("utf-8") for name in attributes]
    cdef _NeedleSet wanted = _NeedleSet(hints) if hints else None
    cdef xmlNode* top = <xmlNode*>body._c_node
    cdef xmlNode* node = top.children
    cdef xmlAttr* attr
    cdef bint enter
    cdef dict verdicts = {}
    cdef list found = []
    while node is not NULL:
        enter = node.type == tree.XML_ELEMENT_NODE
        if enter:
            attr = node.properties
            while attr is not NULL:
                if _wanted_attribute(attr, names) and (wanted is None or _may_hold_hint(body, node, attr, wanted)):
                    value = _attribute_text(body, node, attr)
                    verdict = verdicts.get(value)
                    if verdict is None:
                        verdict = verdicts[value] = bool(judge(value))
                    if verdict:
                        found.append(elementFactory(body._doc, node))
                        enter = False
                        break
                attr = attr.next
        node = _next_in_walk(node, top, enter)
    return found


cdef bint _may_hold_hint(_Element anchor, xmlNode* node, xmlAttr* attr, _NeedleSet hints) except -1:
    """clean.walks.may_hold_hint of the attribute's value: does it hold a byte outside ASCII, or do its
    ASCII letters and digits, lower-cased, in order (the rest left out), hold one of `hints`?"""
    cdef xmlNode* child = attr.children
    cdef const unsigned char* at
    cdef Py_ssize_t k
    if hints.empty:
        return True
    if child is NULL:
        return False
    if not (child.next is NULL and child.type == tree.XML_TEXT_NODE and child.content is not NULL):
        return _value_may_hold_hint(_attribute_text(anchor, node, attr), hints.texts)
    at = <const unsigned char*>child.content
    while at[0] != 0:
        if at[0] >= 128:
            return True
        k = hints.heads[_lower(at[0])] if _ascii_alnum(at[0]) else -1
        while k >= 0:
            if _starts_alnum_folded(at, <const unsigned char*>hints.starts[k], hints.lengths[k]):
                return True
            k = hints.chain[k]
        at += 1
    return False


cdef inline bint _ascii_alnum(unsigned char c) noexcept nogil:
    return 48 <= c <= 57 or 65 <= c <= 90 or 97 <= c <= 122


cdef bint _starts_alnum_folded(const unsigned char* text, const unsigned char* word, Py_ssize_t length) noexcept nogil:
    """Do `text`'s ASCII letters and digits from its start, lower-cased (its other ASCII bytes passed
    over), begin with the `length` bytes of `word`? A byte outside ASCII on the way answers yes: the
    value is then judged whatever it holds."""
    cdef Py_ssize_t j = 0
    while j < length:
        if text[0] == 0:
            return False
        if text[0] >= 128:
            return True
        if _ascii_alnum(text[0]):
            if _lower(text[0]) != word[j]:
                return False
            j += 1
        text += 1
    return True


cdef bint _value_may_hold_hint(str value, tuple hints) except -1:
    """`_may_hold_hint` of a value libxml2 holds in several nodes, read as str."""
    if not value.isascii():
        return True
    folded = value.encode("ascii").lower()
    folded = bytes(c for c in folded if 48 <= c <= 57 or 97 <= c <= 122).decode("ascii")
    for hint in hints:
        if hint in folded:
            return True
    return False


# --- clean.locate_prose: the paragraph scan ---------------------------------------------------------

# Paragraph kinds by raw tag (clean._paragraph_kind gives them).
cdef enum:
    P_NONE, P_PARAGRAPH, P_DIV, P_ITEM, P_FRAMED

# Readability's paragraph score, as clean.locate_prose counts it (PARAGRAPH_SCORE below): a base, one
# point per comma and per this many characters (at most so many), the grandparent's share.
cdef Py_UCS4 SCORE_COMMA = u","
cdef Py_ssize_t SCORE_BASE = 1, SCORE_CHARS_PER_POINT = 100, SCORE_MAX_LENGTH_POINTS = 3
cdef double SCORE_GRANDPARENT_SHARE = 0.5


cdef void _collect_text(xmlNode* node, list pieces):
    """The text node contents (UTF-8 bytes) of `node`'s subtree in document order, as libxml2's
    text serialisation gives them."""
    cdef xmlNode* top = node
    cdef xmlNode* current = node.children
    while current is not NULL:
        if _is_text_node(current) and current.content is not NULL:
            pieces.append(<bytes>(<const char*>current.content))
        current = _next_in_walk(current, top, current.type == tree.XML_ELEMENT_NODE)


cdef str _own_text(xmlNode* node):
    """clean.locate_prose's text of a div: its text and its children's tails, joined by spaces."""
    cdef xmlNode* child = node.children
    cdef xmlNode* after
    cdef list pieces = []
    while child is not NULL:
        if _is_text_node(child):
            run = _run_text(child, &after)
            if run:
                pieces.append(run)
            child = after
            continue
        child = child.next
    if not pieces:
        return None
    return " ".join(pieces)



# What a paragraph measure learns of a subtree besides its count (2026-12-07, hostile55): a p below it,
# a ul/ol below it (clean._VOTING_BELOW: a list item holding either votes no more), text whose ends are
# no UTF-8 (the count failed).
cdef enum:
    PF_HOLDS_P = 1
    PF_HOLDS_LIST = 2
    PF_FAILED = 4


cdef struct ProseFrame:  # an open paragraph of a measure: its count so far and its flags
    xmlNode* node
    ProseCount count
    int flags


cdef inline void _join_prose_frame(ProseFrame* into, ProseFrame* done) noexcept:
    """Add a closed paragraph's count and flags to the paragraph around it, as if its text nodes
    had been counted into it one by one (`_count_prose_piece`)."""
    into.flags |= done.flags
    if done.count.first >= 0:
        if into.count.first < 0:
            into.count.first = into.count.index + done.count.first
        into.count.last = into.count.index + done.count.last
    into.count.index += done.count.index
    into.count.commas += done.count.commas


cdef int _measure_paragraph(xmlNode* top, _TagCodes kinds, dict memo, ProseCount* out) except -1:
    """The length and commas of `top`'s text (its text nodes, stripped) into `out`, and whether a
    p or a ul/ol is below it, in one walk of its subtree: the PF_ flags (PF_FAILED: text whose ends
    are no UTF-8; the caller builds it). The paragraphs (P_PARAGRAPH, P_ITEM) nested in it are
    measured on the way and their measures kept in `memo` by node, for the scan to take when it
    reaches them: a nest of list items (`<li><span>` 900 deep over 240,000 empty elements) had each
    item counted, and searched for a p, over the whole nest below it (6.8 s of CPU)."""
    cdef ProseFrame* stack = NULL
    cdef ProseFrame* done
    cdef ProseFrame* into
    cdef Py_ssize_t depth = 0, capacity = 0
    cdef xmlNode* node
    cdef int kind
    cdef bint enter
    try:
        _grow(<void**>&stack, &capacity, depth, sizeof(ProseFrame))
        memset(&stack[0], 0, sizeof(ProseFrame))
        stack[0].node = top
        stack[0].count.first = stack[0].count.last = -1
        depth = 1
        node = top.children
        while node is not NULL:
            enter = False
            if node.type == tree.XML_ELEMENT_NODE:
                if node.ns is NULL:
                    if _name_is(node.name, b"p") or _name_is(node.name, b"P"):
                        stack[depth - 1].flags |= PF_HOLDS_P
                    elif _name_is(node.name, b"ul") or _name_is(node.name, b"UL") \
                            or _name_is(node.name, b"ol") or _name_is(node.name, b"OL"):
                        stack[depth - 1].flags |= PF_HOLDS_LIST
                kind = kinds.of(node)
                if (kind == P_PARAGRAPH or kind == P_ITEM) and node.children is not NULL:
                    _grow(<void**>&stack, &capacity, depth, sizeof(ProseFrame))
                    memset(&stack[depth], 0, sizeof(ProseFrame))
                    stack[depth].node = node
                    stack[depth].count.first = stack[depth].count.last = -1
                    depth += 1
                    enter = True
                elif kind == P_PARAGRAPH or kind == P_ITEM:
                    memo[<size_t>node] = (0, -1, -1, 0, 0)
                else:
                    enter = node.children is not NULL
            elif _is_text_node(node) and node.content is not NULL:
                into = &stack[depth - 1]
                if not into.flags & PF_FAILED \
                        and not _count_prose_piece(&into.count, <const unsigned char*>node.content):
                    into.flags |= PF_FAILED
            if enter:
                node = node.children
                continue
            while node.next is NULL:  # the parent ends: a paragraph's measure joins the one around it
                node = node.parent
                if node is stack[depth - 1].node:
                    depth -= 1
                    if depth == 0:
                        break
                    done = &stack[depth]
                    memo[<size_t>node] = (done.count.index, done.count.first, done.count.last, done.count.commas,
                                          done.flags)
                    _join_prose_frame(&stack[depth - 1], done)
            if depth == 0:
                break
            node = node.next
        out[0] = stack[0].count
        return stack[0].flags
    finally:
        free(stack)


cdef int _measured_paragraph(xmlNode* node, _TagCodes kinds, dict memo, ProseCount* out) except -1:
    """`_measure_paragraph`'s answer for `node`, from `memo` when a paragraph around it was measured."""
    entry = memo.pop(<size_t>node, None) if memo else None
    if entry is None:
        return _measure_paragraph(node, kinds, memo, out)
    out.index, out.first, out.last, out.commas = entry[0], entry[1], entry[2], entry[3]
    return entry[4]


# clean._framing_tag_code's codes: framing by its tag alone, or a framing tag the guard may spare.
cdef enum:
    F_NONE, F_BY_TAG, F_GUARDED


cdef class _Framing:
    """clean._framed over libxml2's nodes for one region: is a paragraph inside framing? The
    verdicts of the ancestors it climbs through are remembered by node (as clean._framed's `cache`);
    only a framing ancestor that the guard may spare is handed to Python (`guard(element)`)."""
    cdef _Element region
    cdef _TagCodes codes
    cdef object roles, classify, is_hidden, guard
    cdef dict decisions, verdicts
    cdef bint keep_comments
    cdef uint64_t session

    def __cinit__(self, _Element region, framing_tag, roles, classify, dict decisions, bint keep_comments,
                  is_hidden, guard):
        self.region = region
        self.codes = _TagCodes(framing_tag)
        self.roles = roles
        self.classify = classify
        self.decisions = decisions
        self.keep_comments = keep_comments
        self.is_hidden = is_hidden
        self.guard = guard
        self.verdicts = {}
        self.session = _name_verdict_session()

    cdef bint framed(self, xmlNode* node) except -1:
        cdef xmlNode* top = self.region._c_node
        cdef int code
        cdef bint verdict = False
        cdef list chain = []
        while node is not NULL and node is not top and node.type == tree.XML_ELEMENT_NODE:
            key = <size_t>node
            known = self.verdicts.get(key)
            if known is not None:
                verdict = <bint>known
                break
            chain.append(key)
            code = self.codes.of(node)
            if code == F_BY_TAG:
                verdict = True
                break
            if (code == F_GUARDED or (node.properties is not NULL and _framing_attributes(
                    self.region, node, self.roles, self.classify, self.decisions, self.keep_comments,
                    self.is_hidden, self.session))) and self.guard(elementFactory(self.region._doc, node)):
                verdict = True
                break
            node = node.parent
        for key in chain:
            self.verdicts[key] = verdict
        return verdict


def prose_walk(_Element region, paragraph_kind, framing, Py_ssize_t enough, Py_ssize_t min_length):
    """The walk of clean.locate_prose: (paragraphs [(element, length)], scores {container: score}).
    `paragraph_kind(raw tag)` gives P_NONE ... P_FRAMED; `framing` is clean._framed's arguments for
    this region (framing_tag, roles, classify, decisions, keep_comments, is_hidden, guard: see
    _Framing); `enough` < 0 for no early stop."""
    cdef _TagCodes kinds = _TagCodes(paragraph_kind)
    cdef _Framing framed = _Framing(region, *framing)
    cdef xmlNode* top = <xmlNode*>region._c_node
    cdef xmlNode* node = top
    cdef xmlNode* parent
    cdef int kind
    cdef bint enter
    cdef Py_ssize_t length, found = 0
    cdef list pieces
    cdef str text
    cdef ProseCount count
    cdef int counted, reaches, measured
    cdef bint holds
    cdef dict memo = {}  # node -> the measure of a paragraph nested in one measured (`_measure_paragraph`)
    paragraphs = []
    scores = {}
    while node is not NULL:
        enter = True
        if node.type == tree.XML_ELEMENT_NODE:
            kind = kinds.of(node)
            if kind == P_FRAMED:
                enter = node is top
            elif kind != P_NONE:
                # the length and commas of the paragraph's stripped text, counted without building it
                # (2026-12-02: building it was most of the scan's time); text whose ends are no UTF-8
                # is built (its decoding fails as it did). A paragraph's measure also says whether a p
                # (or, below a list item, a nested list) is below it, and measures the paragraphs
                # nested in it for when the walk reaches them (`_measure_paragraph`).
                if kind == P_DIV:
                    counted = _count_own_text(node, &count)
                    holds = False
                else:
                    measured = _measured_paragraph(node, kinds, memo, &count)
                    counted = -1 if measured & PF_FAILED else 1
                    holds = kind == P_ITEM and (measured & PF_HOLDS_P or measured & PF_HOLDS_LIST
                                                and (_name_is(node.name, b"li") or _name_is(node.name, b"LI")))
                if holds:
                    # a list item or cell whose paragraphs (or nested list) vote themselves: only
                    # whether it is long enough to be asked about framing is read (the climb's verdicts
                    # and the comment threads it finds are the scan's as before)
                    reaches = (1 if _prose_length(&count) >= min_length else 0) if counted > 0 \
                        else _text_reaches(node, min_length)
                    if reaches >= 0:
                        if reaches == 1:
                            framed.framed(node)
                        node = _next_in_walk(node, top, enter)
                        continue
                if counted < 0:
                    if kind == P_DIV:
                        text = _own_text(node)
                    else:
                        pieces = []
                        _collect_text(node, pieces)
                        text = b"".join(pieces).decode("utf-8")
                    if text is not None:
                        text = text.strip()
                        count.first, count.last, count.commas = 0, len(text) - 1, text.count(SCORE_COMMA)
                        counted = 1
                if counted > 0:
                    length = _prose_length(&count)
                    if length >= min_length:
                        if not framed.framed(node) and not holds:
                            paragraphs.append((elementFactory(region._doc, node), length))
                            if enough >= 0:
                                found += length
                                if found >= enough:
                                    break
                            score = SCORE_BASE + count.commas \
                                + min(length // SCORE_CHARS_PER_POINT, SCORE_MAX_LENGTH_POINTS)
                            parent = node.parent
                            if parent is not NULL and parent.type == tree.XML_ELEMENT_NODE:
                                key = elementFactory(region._doc, parent)
                                scores[key] = scores.get(key, 0.0) + score
                                parent = parent.parent
                                if parent is not NULL and parent.type == tree.XML_ELEMENT_NODE:
                                    key = elementFactory(region._doc, parent)
                                    scores[key] = scores.get(key, 0.0) + score * SCORE_GRANDPARENT_SHARE
        else:
            enter = False
        node = _next_in_walk(node, top, enter)
    return paragraphs, scores


# --- parse._crowded_tag_python: start tags with too many attribute pieces, in the page's bytes ---------

cdef inline bint _tag_space(unsigned char c) noexcept nogil:
    """HTML whitespace: tab, LF, FF, CR, space."""
    return c == 32 or c == 9 or c == 10 or c == 12 or c == 13


# The first `byte` at or after `i` in `data[:n]`, -1 if none: sixteen bytes a step with SSE2, inline
# (the tag scan looks for the next "<" and each quoted value's end: short runs, where memchr's call
# and setup cost more than the reading).
cdef extern from *:
    """
    #if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
    #include <emmintrin.h>
    #endif
    static inline Py_ssize_t beam_find_byte(const unsigned char* data, Py_ssize_t i, Py_ssize_t n, unsigned char byte) {
    #if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
        const __m128i wanted = _mm_set1_epi8((char)byte);
        for (; i + 16 <= n; i += 16) {
            unsigned int hits = (unsigned int)_mm_movemask_epi8(
                _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i*)(data + i)), wanted));
            if (hits) return i + __builtin_ctz(hits);
        }
    #endif
        for (; i < n; i++) if (data[i] == byte) return i;
        return -1;
    }
    """
    Py_ssize_t beam_find_byte(const unsigned char* data, Py_ssize_t i, Py_ssize_t n, unsigned char byte) noexcept nogil


# What each byte is to the tag scan, one table load a byte rather than a chain of compares: white
# space, "/", ">", "=". With beam_find_byte, `crowded_tag` over the 2,160 development pages (520 MB)
# 0.157 -> 0.137 s (2026-12-05; an SSE2 pass counting attribute_leads takes 0.087 s: the scan is
# bound by reading the page).
cdef enum:
    TB_SPACE = 1
    TB_SLASH = 2
    TB_END = 4
    TB_EQUALS = 8

cdef unsigned char TB_BYTES[256]
memset(TB_BYTES, 0, 256)
TB_BYTES[32] = TB_BYTES[9] = TB_BYTES[10] = TB_BYTES[12] = TB_BYTES[13] = TB_SPACE
TB_BYTES[47] = TB_SLASH
TB_BYTES[62] = TB_END
TB_BYTES[61] = TB_EQUALS


def crowded_tag(bytes html, Py_ssize_t pos, Py_ssize_t limit):
    """(start, cut, end) of the first start tag at or after `pos` holding `limit` or more
    attributes, None if there is none: `start` its "<", `cut` the end of its `limit`-th attribute,
    `end` the end of its last one. Tags are read as `parse._TAG_SCAN` reads them, each scan going on
    where the previous tag's ended."""
    cdef const unsigned char* data = <const unsigned char*>html
    cdef Py_ssize_t n = len(html)
    cdef Py_ssize_t i = pos, start, j, cut, count
    while i < n:
        start = _next_tag_start(data, n, i)
        if start < 0:
            return None
        j = _tag_name_end(data, n, start)
        if j < 0:
            i = start + 1
            continue
        j = _tag_attributes_end(data, n, j, limit, &count, &cut)
        if cut >= 0:
            return (start, cut, j)
        i = j
    return None


cdef inline Py_ssize_t _next_tag_start(const unsigned char* data, Py_ssize_t n, Py_ssize_t i) noexcept nogil:
    """The position of the next "<" at or after `i`, -1 if there is none."""
    return beam_find_byte(data, i, n, 60)


cdef inline Py_ssize_t _tag_name_end(const unsigned char* data, Py_ssize_t n, Py_ssize_t start) noexcept nogil:
    """The end of the start tag's name at `start` (its "<"), -1 when no letter follows the "<"."""
    cdef Py_ssize_t j
    if start + 1 >= n or not (65 <= data[start + 1] <= 90 or 97 <= data[start + 1] <= 122):
        return -1
    j = start + 2
    while j < n and not (TB_BYTES[data[j]] & (TB_SPACE | TB_SLASH | TB_END)):
        j += 1
    return j


cdef Py_ssize_t _tag_attributes_end(const unsigned char* data, Py_ssize_t n, Py_ssize_t j, Py_ssize_t limit,
                                    Py_ssize_t* count, Py_ssize_t* cut) noexcept nogil:
    """The end of the last attribute of the tag whose name ends at `j`, as `parse._ATTRIBUTE` reads
    them; `count` gets how many, `cut` the end of the `limit`-th (-1 when fewer)."""
    cdef Py_ssize_t k, m
    cdef unsigned char c
    count[0] = 0
    cut[0] = -1
    while True:
        k = j
        while k < n and TB_BYTES[data[k]] & (TB_SPACE | TB_SLASH):
            k += 1
        if k >= n or data[k] == 62:
            return j
        k += 1  # the name's first character may be "="
        while k < n and not (TB_BYTES[data[k]] & (TB_SPACE | TB_SLASH | TB_END | TB_EQUALS)):
            k += 1
        m = k
        while m < n and TB_BYTES[data[m]] & TB_SPACE:
            m += 1
        if m < n and data[m] == 61:
            m += 1
            while m < n and TB_BYTES[data[m]] & TB_SPACE:
                m += 1
            c = data[m] if m < n else 0
            if c == 34 or c == 39:
                k = beam_find_byte(data, m + 1, n, c)
                k = n if k < 0 else k + 1  # unclosed: the value runs to the end
            elif m < n and c != 62:
                k = m + 1
                while k < n and not (TB_BYTES[data[k]] & (TB_SPACE | TB_END)):
                    k += 1
            else:
                k = m
        j = k
        count[0] += 1
        if count[0] == limit:
            cut[0] = j


def count_attributes(bytes html, list raw):
    """The attributes of `html`'s start tags whose "<" is not inside a span of `raw`
    (`parse.raw_text_spans` of `html`: comments, scripts, styles, ...), tags read as `crowded_tag`
    reads them (a tag scanned inside raw text still ends where its scan does)."""
    cdef const unsigned char* data = <const unsigned char*>html
    cdef Py_ssize_t n = len(html)
    cdef Py_ssize_t i = 0, start, j, cut, count, total = 0
    cdef Py_ssize_t spans = len(raw), index = -1, span_start = -1, span_end = -1
    while i < n:
        start = _next_tag_start(data, n, i)
        if start < 0:
            break
        j = _tag_name_end(data, n, start)
        if j < 0:
            i = start + 1
            continue
        i = _tag_attributes_end(data, n, j, -1, &count, &cut)
        while index + 1 < spans and <Py_ssize_t>raw[index + 1][0] <= start:  # the last span opened by `start`
            index += 1
            span_start, span_end = raw[index]
        if not (index >= 0 and span_start < start < span_end):
            total += count
    return total


# --- markdown.render_markdown: the Markdown renderer (its walk, frames and per-node rules) ----------
#
# A port of markdown.Renderer and markdown._markdown_walk_python to cdef classes: the same frames
# (a container collects blocks and runs one paragraph; a list, a data table or a definition list
# collects items), the same open inline markers, the same strings built in the same order. What
# is rare or is a rule of its own stays in Python and is read off the markdown module handed in
# (`rules`): the regular expressions, urls.join, dom.hidden_by, escape_line_start, the
# data-table verdict, a pre's text and language.

import re

from cpython.unicode cimport Py_UNICODE_ISALPHA, PyUnicode_FromKindAndData, PyUnicode_4BYTE_KIND

# A string's code units, as CPython stores them: one, two or four bytes each (PyUnicode_KIND).
ctypedef fused _unit_t:
    unsigned char
    unsigned short
    Py_UCS4

cdef extern from "Python.h":
    int PyUnicode_KIND(object text)
    void* PyUnicode_DATA(object text)
    Py_ssize_t PyUnicode_GET_LENGTH(object text)
    int PyUnicode_1BYTE_KIND, PyUnicode_2BYTE_KIND

# markdown.PLAIN_INLINE ... NODE, in its order.
cdef enum:
    M_PLAIN_INLINE, M_PLAIN_BLOCK, M_SPECIAL, M_SILENT, M_NODE

cdef str XML_BASE = "{http://www.w3.org/XML/1998/namespace}base"
cdef str MD_BR = "\ue010"
cdef Py_ssize_t MD_MAX_NESTING = 12
cdef Py_ssize_t MD_TABLE_PAD_CELLS = 10_000  # markdown_tables.TABLE_PAD_CELLS
cdef object MD_MAX_LIST_START = 999_999_999  # markdown_lists.MAX_LIST_START
cdef Py_ssize_t MD_MAX_BASE_CHARS = 2048  # urls.MAX_BASE_CHARS
cdef Py_ssize_t MD_RESOLVED_CHARS_BUDGET = 4 * 1024 * 1024  # urls.RESOLVED_CHARS_BUDGET
cdef Py_ssize_t MD_INDENT_CHARS_BUDGET = 4 * 1024 * 1024  # markdown.INDENT_CHARS_BUDGET
cdef tuple MD_NESTED_LIST_STARTS = ("- ", "* ", "1. ", "1) ")
cdef tuple MD_LAZY_ATTRIBUTES = ("data-src", "data-lazy-src", "data-original", "data-lazy", "data-url")
cdef object MD_FENCE_CLOSER = re.compile(r"^ {0,3}(`{3,})[ \t]*$", re.MULTILINE)  # markdown_escapes.FENCE_CLOSER
cdef tuple MD_MARKERS = ("*", "**", "~~")  # markdown.EMPHASIS's markers, by the index the tags below carry

# The special tags' handlers (markdown._STARTS / _ENDS), each tag with its handler's argument.
cdef enum:
    S_HEADING = 1, S_EMPHASIS, S_LINK, S_BR, S_IMAGE, S_CODE, S_PRE, S_HR, S_LIST, S_ITEM, S_QUOTE, S_DL, \
        S_DEFINITION, S_TABLE, S_TABLE_PART

cdef dict MD_SPECIALS = {
    "h1": (S_HEADING, 1), "h2": (S_HEADING, 2), "h3": (S_HEADING, 3), "h4": (S_HEADING, 4),
    "h5": (S_HEADING, 5), "h6": (S_HEADING, 6),
    "em": (S_EMPHASIS, 0), "i": (S_EMPHASIS, 0), "dfn": (S_EMPHASIS, 0), "var": (S_EMPHASIS, 0),
    "strong": (S_EMPHASIS, 1), "b": (S_EMPHASIS, 1), "del": (S_EMPHASIS, 2), "s": (S_EMPHASIS, 2),
    "strike": (S_EMPHASIS, 2),
    "a": (S_LINK, 0), "br": (S_BR, 0), "img": (S_IMAGE, 0),
    "code": (S_CODE, 0), "kbd": (S_CODE, 0), "samp": (S_CODE, 0), "tt": (S_CODE, 0),
    "pre": (S_PRE, 0), "hr": (S_HR, 0),
    "ul": (S_LIST, 0), "ol": (S_LIST, 1), "menu": (S_LIST, 0), "dir": (S_LIST, 0), "li": (S_ITEM, 0),
    "blockquote": (S_QUOTE, 0), "dl": (S_DL, 0), "dt": (S_DEFINITION, 0), "dd": (S_DEFINITION, 1),
    "table": (S_TABLE, 0), "thead": (S_TABLE_PART, 0), "tbody": (S_TABLE_PART, 0), "tfoot": (S_TABLE_PART, 0),
    "tr": (S_TABLE_PART, 1), "td": (S_TABLE_PART, 2), "th": (S_TABLE_PART, 3), "caption": (S_TABLE_PART, 4),
}
# The names of markdown.Renderer's handlers, for the tests' comparison with _STARTS and _ENDS.
cdef dict MD_START_NAMES = {
    S_HEADING: "start_heading", S_EMPHASIS: "start_emphasis", S_LINK: "start_link", S_BR: "start_br",
    S_IMAGE: "start_image", S_CODE: "start_code", S_PRE: "start_pre", S_HR: "start_hr", S_LIST: "start_list",
    S_ITEM: "start_item", S_QUOTE: "start_quote", S_DL: "start_dl", S_DEFINITION: "start_definition_part",
    S_TABLE: "start_table", S_TABLE_PART: "start_table_part",
}
cdef dict MD_END_NAMES = {
    S_HEADING: "end_heading", S_EMPHASIS: "end_emphasis", S_LINK: "end_link", S_BR: "end_nothing",
    S_IMAGE: "end_nothing", S_CODE: "start_plain", S_PRE: "start_plain", S_HR: "start_plain",
    S_LIST: "end_list_tag", S_ITEM: "end_item", S_QUOTE: "end_quote", S_DL: "end_dl_tag",
    S_DEFINITION: "end_definition_part", S_TABLE: "end_table_tag",
}
cdef tuple MD_TABLE_PART_ENDS = ("start_plain", "end_row", "end_cell", "end_cell", "end_caption")

# Frame types, and the kinds of a container (markdown.Container.kind).
cdef enum:
    F_CONTAINER, F_LIST, F_TABLE, F_DL
cdef enum:
    C_ROOT, C_QUOTE, C_ITEM, C_TERM, C_DEFINITION, C_CELL, C_STRAY


cdef struct MdTag:
    const_xmlChar* name
    void* ns
    int kind      # M_PLAIN_INLINE ...
    int special   # S_HEADING ..., 0 for none
    int arg
    bint paragraph_break


# What `_MdTags` found for a name without a namespace, by the name's bytes, kept across walks: one dict
# per (kind function, paragraph breaks) (2026-12-05, tail42: each walk asked Python again for each
# name it met, ~30 a page, and found a name by a linear search of the names met).
cdef dict MD_TAG_MEMOS = {}


cdef class _MdTags:
    """What the renderer does with an element, per element name (markdown.kind_of, MD_SPECIALS and
    dom.PARAGRAPH_BREAK_TAGS), cached by libxml2's interned name pointer in an open-addressed table
    of TAG_SLOTS for the walk, and for names without a namespace by their bytes across walks
    (`MD_TAG_MEMOS`); slot KIND_CACHE is for names past the cache's size."""
    cdef MdTag tags[KIND_CACHE + 1]
    cdef short slots[TAG_SLOTS]  # a name's index in `tags` plus one, 0 for an empty slot
    cdef list names
    cdef int size
    cdef object kind_of
    cdef frozenset breaks
    cdef dict memo

    def __cinit__(self, kind_of, breaks):
        self.size = 0
        self.kind_of = kind_of
        self.breaks = frozenset(breaks)
        self.names = [None] * (KIND_CACHE + 1)
        memset(self.slots, 0, sizeof(self.slots))
        self.memo = _memo_kept_in(MD_TAG_MEMOS, (kind_of, self.breaks))

    cdef int of(self, xmlNode* node) except -1:
        """The index in `tags` of `node`'s name."""
        cdef size_t slot = _tag_slot(node.name)
        cdef int i
        while self.slots[slot] != 0:
            i = self.slots[slot] - 1
            if self.tags[i].name == node.name and self.tags[i].ns == <void*>node.ns:
                return i
            slot = (slot + 1) & (TAG_SLOTS - 1)
        kind, name, special, arg, paragraph_break = self._asked(node)
        i = self.size if self.size < KIND_CACHE else KIND_CACHE
        if self.size < KIND_CACHE:
            self.size += 1
            self.slots[slot] = <short>(i + 1)
        self.tags[i].name = node.name
        self.tags[i].ns = <void*>node.ns
        self.tags[i].kind = kind
        self.tags[i].special = special
        self.tags[i].arg = arg
        self.tags[i].paragraph_break = paragraph_break
        self.names[i] = name
        return i

    cdef tuple _asked(self, xmlNode* node):
        """(kind, name, special, arg, paragraph break) from the memo, or from the rules (remembered)."""
        cdef bytes key = None
        if node.ns is NULL:
            key = <bytes>(<const char*>node.name)
            found = self.memo.get(key)
            if found is not None:
                return <tuple>found
        kind, name = self.kind_of(_raw_tag(node))
        special = MD_SPECIALS.get(name) if kind == M_SPECIAL else None
        found = (kind, name, special[0] if special is not None else 0, special[1] if special is not None else 0,
                 name in self.breaks)
        if key is not None and len(self.memo) < TAG_CODE_MEMO_SIZE:
            self.memo[key] = found
        return found


cdef class _MdRules:
    """The Python rules the renderer calls, read once off the markdown module."""
    cdef object module, whitespace_sub, paragraph_split, scheme_skipped, entity_match
    cdef object control_sub, escape_line_start, inner_text, pre_text, code_language
    cdef object is_data_table, join_url, url_origin, hidden_by, heading_reading
    cdef int heading_first_line, heading_as_prose
    cdef _MdTags tags

    def __cinit__(self, rules):
        self.module = rules
        self.whitespace_sub = rules.WHITESPACE.sub
        self.paragraph_split = rules.PARAGRAPH_BREAK.split
        self.scheme_skipped = rules.URL_SCHEME_SKIPPED.match
        self.entity_match = rules.ENTITY_LIKE.match
        self.control_sub = rules.CONTROL.sub
        self.escape_line_start = rules.escape_line_start
        self.inner_text = rules.inner_text
        self.pre_text = rules.pre_text
        self.code_language = rules.code_language
        self.is_data_table = rules.is_data_table
        self.join_url = rules.join_url
        self.url_origin = rules.url_origin
        self.hidden_by = rules.hidden_by
        self.heading_reading = rules.heading_reading
        self.heading_first_line = rules.HEADING_FIRST_LINE
        self.heading_as_prose = rules.HEADING_AS_PROSE
        self.tags = _MdTags(rules.kind_of, rules.PARAGRAPH_BREAK_TAGS)


cdef _MdRules _md_rules = None


cdef _MdRules _rules_of(rules):
    """The rules read off `rules`, with a fresh tag cache: libxml2's name pointers are the keys,
    and they are only known to stay the same name for the document at hand."""
    global _md_rules
    if _md_rules is None or _md_rules.module is not rules:
        _md_rules = _MdRules(rules)
    _md_rules.tags = _MdTags(rules.kind_of, rules.PARAGRAPH_BREAK_TAGS)
    return _md_rules


cdef bint _has_xml_base(xmlNode* node) noexcept:
    cdef xmlAttr* attr = node.properties
    while attr is not NULL:
        if _name_is(attr.name, b"base") and (attr.ns is NULL or (attr.ns.prefix is not NULL and _name_is(attr.ns.prefix, b"xml"))):
            return True
        if attr.ns is NULL and _name_is(attr.name, b"xml:base"):
            return True
        attr = attr.next
    return False


@cython.final
cdef class _MdFrame:
    """markdown.Container, ListFrame, DefinitionList or markdown_tables.TableFrame, by `type`."""
    cdef int type, kind, heading, span
    cdef bint implicit, ordered, row_th, heading_once
    cdef list blocks, inline, open, items, rows, header_rows, row, before, entries
    cdef str last_bullet, bullet, section
    cdef Py_ssize_t last_bullet_at
    cdef object start  # an ordered list's first number (any size, as int() reads it)


cdef bint _md_holds_paragraph(xmlNode* top) noexcept:
    """Whether an element below `top` is a `p` (no namespace): markdown.heading_reading's first test."""
    cdef xmlNode* node = _next_in_walk(top, top, True)
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE and node.ns is NULL and _name_is(node.name, b"p"):
            return True
        node = _next_in_walk(node, top, node.type == tree.XML_ELEMENT_NODE)
    return False


cdef _MdFrame _md_container(int kind, bint implicit):
    cdef _MdFrame frame = _MdFrame.__new__(_MdFrame)
    frame.type = F_CONTAINER
    frame.kind = kind
    frame.blocks = []
    frame.inline = []
    frame.open = []
    frame.implicit = implicit
    frame.span = 1
    return frame


cdef _MdFrame _md_collector(int type):
    cdef _MdFrame frame = _MdFrame.__new__(_MdFrame)
    frame.type = type
    frame.kind = -1
    if type == F_LIST:
        frame.items = []
    elif type == F_TABLE:
        frame.rows = []
        frame.header_rows = []
        frame.section = ""
        frame.row_th = True
        frame.before = []
    else:
        frame.entries = []
    return frame


cdef void _md_new_row(_MdFrame table) except *:
    """markdown_tables.TableFrame.new_row."""
    table.row = []
    table.rows.append(table.row)
    table.header_rows.append(table.section == "thead")
    table.row_th = True


@cython.final
cdef class _MdMarker:
    """An open inline marker (markdown's [kind, index, data]): emphasis, or a link with its target."""
    cdef str kind
    cdef bint link
    cdef Py_ssize_t index
    cdef str href
    cdef object title


cdef inline bint _md_inline_special(Py_UCS4 ch) noexcept:
    return ch == u"\\" or ch == u"`" or ch == u"*" or ch == u"_" or ch == u"~" or ch == u"[" \
        or ch == u"]" or ch == u"<" or ch == u"&"


# The ASCII characters of markdown.INLINE_SPECIAL (all of them are ASCII), a flag per code point.
cdef unsigned char MD_SPECIAL_ASCII[128]
memset(MD_SPECIAL_ASCII, 0, 128)
for _k in range(128):
    MD_SPECIAL_ASCII[_k] = _md_inline_special(<Py_UCS4>_k)


cdef bint _md_finds_special(const _unit_t* data, Py_ssize_t n) noexcept:
    cdef Py_ssize_t i
    for i in range(n):
        if data[i] < 128 and MD_SPECIAL_ASCII[data[i]]:
            return True
    return False


cdef bint _md_needs_escape(str text) noexcept:
    """markdown.INLINE_SPECIAL.search(text) is not None, read over the string's own code units."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    if kind == PyUnicode_1BYTE_KIND:
        return _md_finds_special(<const unsigned char*>data, n)
    if kind == PyUnicode_2BYTE_KIND:
        return _md_finds_special(<const unsigned short*>data, n)
    return _md_finds_special(<const Py_UCS4*>data, n)


cdef bint _md_isspace(str text) noexcept:
    """str.isspace()."""
    cdef Py_UCS4 ch
    if not text:
        return False
    for ch in text:
        if not Py_UNICODE_ISSPACE(ch):
            return False
    return True


cdef str _md_escape(str text, bint in_link, _MdRules rules):
    """markdown_escapes.escape_text: INLINE_SPECIAL.sub(escape_match or escape_link_match, text)."""
    cdef Py_ssize_t i, n = len(text), last = 0
    cdef Py_UCS4 ch, before, after
    cdef bint escape
    cdef list out = None
    for i in range(n):
        ch = text[i]
        if not _md_inline_special(ch):
            continue
        before = text[i - 1] if i else 0
        after = text[i + 1] if i + 1 < n else 0
        if ch == u"\\" or ch == u"`":
            escape = True
        elif ch == u"*" or ch == u"~":
            # A delimiter with whitespace on both sides can neither open nor close.
            escape = not (Py_UNICODE_ISSPACE(before) and Py_UNICODE_ISSPACE(after))
        elif ch == u"_":
            escape = not ((Py_UNICODE_ISALNUM(before) and Py_UNICODE_ISALNUM(after))
                          or (Py_UNICODE_ISSPACE(before) and Py_UNICODE_ISSPACE(after)))
        elif ch == u"[":
            escape = in_link
        elif ch == u"]":
            escape = in_link or after == u"(" or after == u"[" or after == u":"
        elif ch == u"<":
            escape = Py_UNICODE_ISALPHA(after) or after == u"/" or after == u"!" or after == u"?"
        else:  # "&"
            escape = rules.entity_match(text, i) is not None
        if escape:
            if out is None:
                out = []
            out.append(text[last:i])
            out.append("\\")
            last = i
    if out is None:
        return text
    out.append(text[last:])
    return "".join(out)


cdef str _md_code_span(str text):
    """markdown_escapes.code_span: `text` as an inline code span, its delimiter the shortest backtick
    string no run inside has, padded with a space at each end when it starts or ends with a backtick,
    or starts and ends with a space and is not all white space."""
    cdef Py_ssize_t n = len(text), i, run = 0, fence_length = 1
    cdef Py_UCS4 ch
    cdef bint all_space = True
    cdef set runs = set()
    for i in range(n):
        ch = text[i]
        if ch == u"`":
            run += 1
        else:
            if run:
                runs.add(run)
            run = 0
        if all_space and not Py_UNICODE_ISSPACE(ch):
            all_space = False
    if run:
        runs.add(run)
    while fence_length in runs:
        fence_length += 1
    fence = "`" * fence_length
    if n and (text[0] == u"`" or text[n - 1] == u"`" or (text[0] == u" " and text[n - 1] == u" " and not all_space)):
        text = " " + text + " "
    return fence + text + fence


cdef str _md_link_destination(str url):
    if _md_plain_destination(url):
        return url
    from beam_extract.urls import output_url  # the one rule for the output's URLs (markdown.link_destination)
    url = output_url(url.strip()) or ""
    url = url.replace(" ", "%20").replace("<", "%3C").replace(">", "%3E")
    return url.replace("(", "\\(").replace(")", "\\)")


cdef bint _md_plain_destination(str url) noexcept:
    """Does markdown.link_destination give `url` back unchanged: no space, "<", ">", "(" or ")" in it,
    no white space at its ends, nothing `urls.output_url` changes (a control, DEL, a C1 control, a
    bidi control, U+2028/U+2029, a surrogate, U+FFFE/U+FFFF)? (One pass, where the five replaces
    each read the whole URL.)"""
    cdef Py_ssize_t n = len(url)
    cdef Py_UCS4 ch
    if n == 0:
        return True
    if Py_UNICODE_ISSPACE(url[0]) or Py_UNICODE_ISSPACE(url[n - 1]):
        return False
    for ch in url:
        if ch == u" " or ch == u"<" or ch == u">" or ch == u"(" or ch == u")":
            return False
        if ch < 0x20 or 0x7F <= ch <= 0x9F or 0x2028 <= ch <= 0x202E or 0x2066 <= ch <= 0x2069:
            return False
        if ch == 0x061C or ch == 0x200E or ch == 0x200F or 0xD800 <= ch <= 0xDFFF or ch == 0xFFFE or ch == 0xFFFF:
            return False
    return True


cdef bint _md_plain_reference(str ref) noexcept:
    """urls.join's premise for its fast cases: `ref` is printable ASCII without ";", "[", "]", "\\"
    or a space, and its "?" and "#" each open a non-empty query and fragment."""
    cdef Py_ssize_t n = len(ref), i, fragment_at = -1, query_at = -1
    cdef Py_UCS4 ch
    for i in range(n):
        ch = ref[i]
        if ch < 0x21 or ch > 0x7e or ch == u";" or ch == u"[" or ch == u"]" or ch == u"\\":
            return False  # outside printable ASCII, a space, or a character urllib splits on
        if ch == u"#":
            if fragment_at < 0:
                fragment_at = i
        elif ch == u"?" and fragment_at < 0 and query_at < 0:
            query_at = i
    if fragment_at == n - 1:
        return False  # an empty fragment (or no reference)
    if fragment_at < 0:
        fragment_at = n
    return query_at < 0 or query_at < fragment_at - 1


cdef bint _md_kept_absolute(str ref) noexcept:
    """Does urls.join give `ref` back whatever the base (its first case): an absolute http(s)
    reference with a host that is a plain reference (`_md_plain_reference`). Such links are most
    of a page's: they are not looked up in the renderer's memo nor handed to Python."""
    cdef Py_ssize_t n = len(ref), host_at
    cdef Py_UCS4 ch
    if n < 8 or ref[0] != u"h" or ref[1] != u"t" or ref[2] != u"t" or ref[3] != u"p":
        return False
    if ref[4] == u"s":
        host_at = 8
        if ref[5] != u":" or ref[6] != u"/" or ref[7] != u"/":
            return False
    elif ref[4] == u":" and ref[5] == u"/" and ref[6] == u"/":
        host_at = 7
    else:
        return False
    if n <= host_at:
        return False
    ch = ref[host_at]
    if ch == u"/" or ch == u"?" or ch == u"#":
        return False
    return _md_plain_reference(ref)


cdef bint _md_rooted(str ref) noexcept:
    """Does urls.join resolve `ref` as the base's origin before it (its root-relative case): "/"
    not followed by "/", no "/." anywhere, a plain reference (`_md_plain_reference`). Most of the
    references left after the absolute ones (7,920 of 10,307 joins on every other page of WCXB dev
    and trafilatura-eval-dev, 2026-12-05)."""
    cdef Py_ssize_t n = len(ref)
    if n == 0 or ref[0] != u"/" or (n > 1 and ref[1] == u"/"):
        return False
    return "/." not in ref and _md_plain_reference(ref)


cdef str _md_link_title(title, _MdRules rules):
    """markdown.link_title."""
    if not title:
        return ""
    title = _md_squeeze(title, rules)
    if not title:
        return ""
    return ' "' + (<str>title).replace("\\", "\\\\").replace('"', '\\"') + '"'


cdef inline bint _md_other_space(Py_UCS4 ch) noexcept:
    """markdown.OTHER_SPACE: a space str.split() splits on that markdown.WHITESPACE does not match."""
    return (0x1c <= ch <= 0x1f) or ch == 0x85 or ch == 0x1680 or (0x2000 <= ch <= 0x200a) or ch == 0x2028 \
        or ch == 0x2029 or ch == 0x202f or ch == 0x205f or ch == 0x3000


cdef inline bint _md_control(Py_UCS4 ch) noexcept:
    """markdown.CONTROL: a character the Markdown leaves out."""
    return ch <= 0x08 or ch == 0x0b or ch == 0x0c or (0x0e <= ch <= 0x1f) or ch == 0x7f or ch == 0xfeff \
        or ch == 0x200b or (0xe000 <= ch <= 0xe00f)


cdef bint _md_finds_control(const _unit_t* data, Py_ssize_t n) noexcept:
    cdef Py_ssize_t i
    cdef Py_UCS4 ch
    for i in range(n):
        ch = data[i]
        if (ch < 0x20 or ch >= 0x7f) and _md_control(ch):
            return True
    return False


cdef str _md_drop_control(str text, _MdRules rules):
    """CONTROL.sub("", text), the regex run only when there is a character to drop (looked for
    over the string's own code units)."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef bint found
    if kind == PyUnicode_1BYTE_KIND:
        found = _md_finds_control(<const unsigned char*>data, n)
    elif kind == PyUnicode_2BYTE_KIND:
        found = _md_finds_control(<const unsigned short*>data, n)
    else:
        found = _md_finds_control(<const Py_UCS4*>data, n)
    return rules.control_sub("", text) if found else text


cdef inline bint _md_may_be_space(Py_UCS4 ch) noexcept:
    """Can `ch` be str.isspace()'s: every such character is U+0009-U+0020, U+0085 or above."""
    return ch <= 0x20 or ch >= 0x85


cdef int _md_squeeze_scan(const _unit_t* data, Py_ssize_t n) noexcept:
    """_md_squeeze's first pass: -1 when `data` holds an OTHER_SPACE character, 1 when its white
    space is not already single spaces between words, 0 when it is."""
    cdef Py_ssize_t i
    cdef Py_UCS4 ch
    cdef bint space = False, changed = False
    for i in range(n):
        ch = data[i]
        if _md_may_be_space(ch) and Py_UNICODE_ISSPACE(ch):
            if _md_other_space(ch):
                return -1
            if ch != 32 or space or i == 0 or i == n - 1:
                changed = True
            space = True
        else:
            space = False
    return changed


cdef Py_ssize_t _md_squeeze_write(const _unit_t* data, Py_ssize_t n, _unit_t* out) noexcept:
    """_md_squeeze's second pass: the words of `data` written at `out`, one space between each
    two; how many code units."""
    cdef Py_ssize_t i, written = 0
    cdef Py_UCS4 ch
    cdef bint space = False
    for i in range(n):
        ch = data[i]
        if _md_may_be_space(ch) and Py_UNICODE_ISSPACE(ch):
            space = written > 0  # a separator, written only if a word follows
        else:
            if space:
                out[written] = 32
                written += 1
                space = False
            out[written] = data[i]
            written += 1
    return written


cdef bint _md_append_heading(_MdFrame frame, str text, _MdRules rules) except -1:
    """markdown._append_heading: `text` as a heading line of the frame's level; whether it had text."""
    line = _md_squeeze(text, rules)
    if not line:
        return False
    if line.endswith("#"):
        line = line[:len(line) - 1] + "\\#"
    frame.blocks.append("#" * frame.heading + " " + line)
    return True


cdef str _md_squeeze(str text, _MdRules rules):
    """markdown._squeeze, so WHITESPACE.sub(" ", text).strip(): with no OTHER_SPACE character in
    `text` its spaces are WHITESPACE's, and that is " ".join(text.split()), built here in one pass
    over the string's own code units into a buffer of their width (`text` itself when it is
    already squeezed)."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text), written
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef int verdict
    cdef void* buffer
    if kind == PyUnicode_1BYTE_KIND:
        verdict = _md_squeeze_scan(<const unsigned char*>data, n)
    elif kind == PyUnicode_2BYTE_KIND:
        verdict = _md_squeeze_scan(<const unsigned short*>data, n)
    else:
        verdict = _md_squeeze_scan(<const Py_UCS4*>data, n)
    if verdict < 0:
        return rules.whitespace_sub(" ", text).strip()
    if verdict == 0:
        return text
    buffer = malloc(n * kind if n else 1)
    if buffer is NULL:
        raise MemoryError()
    try:
        if kind == PyUnicode_1BYTE_KIND:
            written = _md_squeeze_write(<const unsigned char*>data, n, <unsigned char*>buffer)
        elif kind == PyUnicode_2BYTE_KIND:
            written = _md_squeeze_write(<const unsigned short*>data, n, <unsigned short*>buffer)
        else:
            written = _md_squeeze_write(<const Py_UCS4*>data, n, <Py_UCS4*>buffer)
        return PyUnicode_FromKindAndData(kind, buffer, written)
    finally:
        free(buffer)


cdef inline bint _md_line_start_char(Py_UCS4 ch) noexcept:
    """Is `ch` in markdown.LINE_START_CHARS?"""
    return ch in u"#>-+*=_~0123456789"


cdef inline str _md_line_start(str line, _MdRules rules):
    """markdown_escapes.escape_line_start, called only for a line starting with a character it looks at (a
    line opening with a digit only when it may open an ordered list: `_md_may_number_a_list`)."""
    if line and _md_line_start_char(line[0]):
        if u"0" <= line[0] <= u"9" and not _md_may_number_a_list(line):
            return line
        return rules.escape_line_start(line)
    return line


from cpython.unicode cimport Py_UNICODE_ISDECIMAL


cdef inline bint _md_may_number_a_list(str line) noexcept:
    """Can markdown_escapes.LINE_START_RISKS' ordered-list pattern, `^(\\d{1,9})([.)])`, match `line`: are
    its leading decimal digits (re's \\d) at most nine and followed by "." or ")"? The only risk a
    digit opens; a table of figures rendered as lines asked it of every line (2026-12-03: one
    trafilatura-eval-dev page's 2,058 lines, 63 escaped, ~2.5 ms of its 90)."""
    cdef Py_ssize_t n = len(line)
    cdef Py_ssize_t i = 0
    while i < n and i < 10 and Py_UNICODE_ISDECIMAL(line[i]):
        i += 1
    return 0 < i < 10 and i < n and (line[i] == u"." or line[i] == u")")


cdef object _MD_ASK_LXML = object()


cdef object _md_plain_attribute(xmlNode* node, const char* name):
    """element.get(name) (None when absent) read off libxml2's attribute list, or _MD_ASK_LXML for
    an attribute whose value is more than text nodes, or a document with attribute declarations
    (defaults), which lxml reads."""
    cdef xmlAttr* attr = node.properties
    cdef xmlNode* child
    while attr is not NULL:
        if attr.ns is NULL and _name_is(attr.name, name):
            child = attr.children
            if child is NULL:
                return ""
            if child.next is NULL and _is_text_node(child):
                if child.content is NULL:
                    return ""
                return PyUnicode_DecodeUTF8(<const char*>child.content, strlen(<const char*>child.content), NULL)
            return _MD_ASK_LXML
        attr = attr.next
    if node.doc is not NULL and ((node.doc.intSubset is not NULL and node.doc.intSubset.attributes is not NULL)
                                 or (node.doc.extSubset is not NULL and node.doc.extSubset.attributes is not NULL)):
        return _MD_ASK_LXML
    return None


cdef object _md_attribute(xmlNode* node, const char* name, _Element proxy):
    """element.get(name), `proxy` being the element's (see _md_plain_attribute)."""
    value = _md_plain_attribute(node, name)
    return proxy.get((<bytes>name).decode("ascii")) if value is _MD_ASK_LXML else value


cdef object _md_attribute_in(xmlNode* node, const char* name, _Document doc):
    """_md_attribute with the element's proxy made only when lxml reads the value: one a table cell
    and a link cost ~0.3 us (a 7,000-cell page's Markdown ~12 ms; 2026-12-05, tail41)."""
    value = _md_plain_attribute(node, name)
    return elementFactory(doc, node).get((<bytes>name).decode("ascii")) if value is _MD_ASK_LXML else value


cdef str _md_join_item_blocks(list blocks):
    """markdown_lists.join_item_blocks."""
    if not blocks:
        return ""
    cdef list out = [blocks[0]]
    cdef Py_ssize_t i
    for i in range(1, len(blocks)):
        block = <str>blocks[i]
        out.append(("\n" if block.startswith(MD_NESTED_LIST_STARTS) else "\n\n") + block)
    return "".join(out)


cdef Py_ssize_t _md_colspan(value) except? -1:
    """markdown_tables.colspan of the colspan attribute's value."""
    if value is None:  # no colspan: the common cell, without int()'s parse of "1"
        return 1
    try:
        return max(1, min(int((value or "1").strip()), 50))
    except ValueError:
        return 1


cdef bint _md_plain_name(const_xmlChar* name) noexcept:
    """A name lxml's tag matching and dom.local_name read the same way: lower-case ASCII."""
    cdef size_t i = 0
    while name[i] != 0:
        if not (97 <= name[i] <= 122 or 48 <= name[i] <= 57 or name[i] == 45 or name[i] == 95):
            return False
        i += 1
    return i > 0


cdef inline bint _md_named(xmlNode* node, const char* name) noexcept:
    return node.type == tree.XML_ELEMENT_NODE and _name_is(node.name, name)


cdef bint _md_layout_hint(const_xmlChar* name) noexcept:
    """markdown_tables.LAYOUT_HINTS' names."""
    if name[0] == 104 and 49 <= name[1] <= 54 and name[2] == 0:  # h1 ... h6
        return True
    return _name_is(name, b"ul") or _name_is(name, b"ol") or _name_is(name, b"dl") or _name_is(name, b"blockquote") \
        or _name_is(name, b"pre") or _name_is(name, b"hr")


cdef int _md_cell_is_layout(xmlNode* cell) noexcept:
    """markdown_tables.is_data_table's test of one cell: over 400 characters of text, or more than two p
    or div (itself included)."""
    cdef xmlNode* node = cell
    cdef Py_ssize_t chars = 0, blocks = 0
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE:
            if _name_is(node.name, b"p") or _name_is(node.name, b"div"):
                blocks += 1
        elif _is_text_node(node) and node.content is not NULL:  # itertext leaves comments out
            chars += _code_points(<const unsigned char*>node.content,
                                  <const unsigned char*>node.content + strlen(<const char*>node.content))
        node = _next_in_walk(node, cell, True)
    return chars > 400 or blocks > 2


cdef int _md_data_table(xmlNode* table, _Element root) except -2:
    """markdown_tables.is_data_table past its role test: 1 or 0, or -1 for a table out of this scan's
    reach (a namespaced or upper-case name, an entity, a comment or processing instruction in a
    row), which Python decides."""
    cdef xmlNode* node = _next_in_walk(table, table, True)
    cdef xmlNode* cell
    cdef xmlNode* only
    cdef bint thead = False, hints = False, th = False, wide = False
    cdef int cells
    rows = []
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE:
            if node.ns is not NULL or not _md_plain_name(node.name):
                return -1
            if _name_is(node.name, b"table"):
                # Python's answer whatever follows; the scan stops here, as its find(".//table")
                # does: read on, each table of a nest scanned all the tables below it
                return 0
            elif _name_is(node.name, b"tr"):
                rows.append(<size_t>node)
            elif _name_is(node.name, b"thead"):
                thead = True
            elif _md_layout_hint(node.name):
                hints = True
        elif not _is_text_node(node) and node.type != tree.XML_COMMENT_NODE and node.type != tree.XML_PI_NODE:
            return -1
        node = _next_in_walk(node, table, True)
    if not rows:
        return 0
    for row in rows:
        cells = 0
        only = NULL
        cell = (<xmlNode*><size_t>row).children
        while cell is not NULL:
            if cell.type == tree.XML_COMMENT_NODE or cell.type == tree.XML_PI_NODE:
                return -1
            if _md_named(cell, b"td") or _md_named(cell, b"th"):
                th = th or _name_is(cell.name, b"th")
                cells += 1
                only = cell
            cell = cell.next
        if cells >= 2 or (only is not NULL and _md_colspan(_md_attribute_in(only, b"colspan", root._doc)) >= 2):
            wide = True
    if not wide:
        return 0
    if th or thead:
        return 1
    if hints:
        return 0
    for row in rows:
        cell = (<xmlNode*><size_t>row).children
        while cell is not NULL:
            if cell.type == tree.XML_ELEMENT_NODE and _md_cell_is_layout(cell):
                return 0
            cell = cell.next
    return 1


cdef object _md_list_start(object value):
    """markdown_lists.list_start: an ordered list's first number from its `start` attribute."""
    try:
        start = int((value or "1").strip())
    except ValueError:
        return 1
    return 1 if start > MD_MAX_LIST_START else max(0, start)


@cython.final
cdef class _MdRenderer:
    """markdown.Renderer."""
    cdef bint links, images
    cdef list frames, bases
    cdef int em_depth[3]
    cdef Py_ssize_t link_depth
    cdef Py_ssize_t resolve_room  # markdown.Renderer.resolve_room
    cdef Py_ssize_t indent_room  # markdown.Renderer.indent_room
    cdef set data_tables  # the data tables' nodes (as addresses) whose end is to come
    cdef dict joined  # (base, reference): urls.join's answer
    cdef dict origins  # base: urls.origin's answer
    cdef _MdRules rules
    cdef _Element root

    def __cinit__(self, _Element root, bint links, bint images, _MdRules rules):
        self.root = root
        self.links = links
        self.images = images
        self.rules = rules
        self.frames = [_md_container(C_ROOT, False)]
        self.bases = [None]
        self.em_depth[0] = self.em_depth[1] = self.em_depth[2] = 0
        self.link_depth = 0
        self.resolve_room = MD_RESOLVED_CHARS_BUDGET
        self.indent_room = MD_INDENT_CHARS_BUDGET
        self.data_tables = set()
        self.joined = {}
        self.origins = {}

    cdef inline _MdFrame top(self):
        return <_MdFrame>self.frames[len(self.frames) - 1]

    # -- where content goes --

    cdef _MdFrame container(self):
        cdef _MdFrame top = self.top()
        if top.type == F_CONTAINER:
            return top
        frame = _md_container(C_ITEM if top.type == F_LIST else C_DEFINITION if top.type == F_DL else C_STRAY, True)
        self.frames.append(frame)
        return frame

    cdef void close_implicit(self) except *:
        cdef _MdFrame top = self.top()
        if top.type == F_CONTAINER and top.implicit:
            self.end_container()

    cdef void add_text(self, str text) except *:
        if not text:
            return
        cdef _MdFrame top = self.top()
        if _md_isspace(text):
            # Whitespace is collapsed once per line when the paragraph is flushed, and stripped at
            # its start: whitespace that would open a paragraph (or sits in a collector) is dropped.
            if top.type == F_CONTAINER and top.inline:
                top.inline.append(text)
            return
        if top.type != F_CONTAINER:
            top = self.container()
        if _md_needs_escape(text):
            text = _md_escape(text, self.link_depth > 0, self.rules)
        top.inline.append(text)

    # -- paragraphs --

    cdef void flush(self, _MdFrame frame) except *:
        """End the running paragraph of `frame`, closing and re-opening inline markers around it."""
        cdef _MdMarker entry
        cdef _MdRules rules = self.rules
        cdef Py_ssize_t i
        if frame.type != F_CONTAINER or not frame.inline:
            return
        if not frame.open and not frame.heading:  # the common case: one plain line, or none
            text = "".join(frame.inline)
            if MD_BR not in text:
                frame.inline = []
                line = _md_squeeze(text, rules)
                if line:
                    frame.blocks.append(_md_line_start(line, rules))
                return
        reopen = list(frame.open)
        for i in range(len(reopen) - 1, -1, -1):
            self.close_marker(frame, <_MdMarker>reopen[i])
        text = "".join(frame.inline)
        frame.inline = []
        for entry in reopen:
            entry.index = 0
            frame.open.append(entry)
        if frame.heading:
            # A heading written once (heading_reading) ends at its first line: S_BR flushes there.
            if _md_append_heading(frame, text.replace(MD_BR, " "), rules) and frame.heading_once:
                frame.heading = 0
                frame.heading_once = False
            return
        for paragraph in (rules.paragraph_split(text) if MD_BR in text else (text,)):
            if MD_BR in paragraph:
                lines = [_md_squeeze(line, rules) for line in paragraph.split(MD_BR)]
            else:
                lines = [_md_squeeze(paragraph, rules)]
            lines = [_md_line_start(line, rules) for line in lines if line]
            if not lines:
                continue
            if frame.kind == C_CELL:
                frame.blocks.append("<br>".join(lines))
            elif frame.kind == C_TERM:
                frame.blocks.append(" ".join(lines))
            else:
                frame.blocks.append("\\\n".join(lines))

    cdef void open_marker(self, str kind, str href, title) except *:
        cdef _MdFrame frame = self.container()
        cdef _MdMarker entry = _MdMarker.__new__(_MdMarker)
        entry.kind = kind
        entry.link = href is not None
        entry.index = len(frame.inline)
        entry.href = href
        entry.title = title
        frame.open.append(entry)

    cdef void close_marker(self, _MdFrame frame, _MdMarker entry) except *:
        cdef list inline = frame.inline
        cdef Py_ssize_t index
        if entry not in frame.open:
            return
        while frame.open and frame.open[len(frame.open) - 1] is not entry:  # unclosed inner markers (broken nesting)
            self.close_marker(frame, <_MdMarker>frame.open[len(frame.open) - 1])
        frame.open.pop()
        index = entry.index
        inner = "".join(inline[index:])
        del inline[index:]
        core = inner.strip()
        if not core.replace(MD_BR, "").strip():
            inline.append(inner if not entry.link else " " if inner else "")
            return
        lead = inner[: len(inner) - len(inner.lstrip())]
        trail = inner[len(inner.rstrip()):]
        if entry.link:
            if not lead and index:
                previous = <str>inline[index - 1]
                if previous.endswith("!") and not previous.endswith("\\!"):
                    inline[index - 1] = previous[:len(previous) - 1] + "\\!"  # "![" would open an image
            rendered = "[" + core + "](" + _md_link_destination(entry.href) + \
                _md_link_title(entry.title if entry.title != core else None, self.rules) + ")"
        else:
            rendered = entry.kind + core + entry.kind
        inline.append(lead + rendered + trail)

    # -- containers --

    cdef void start_block(self) except *:
        cdef _MdFrame top = self.top()
        if top.type == F_CONTAINER and top.inline:
            self.flush(top)

    cdef void push(self, _MdFrame frame) except *:
        self.start_block()
        self.frames.append(frame)

    cdef void end_container(self) except *:
        cdef _MdFrame frame = <_MdFrame>self.frames.pop()
        cdef _MdFrame parent, f
        cdef Py_ssize_t quotes
        self.flush(frame)
        del frame.open[:]
        parent = self.top()
        if frame.kind == C_QUOTE:
            body = "\n\n".join(frame.blocks)
            if body:
                quotes = 0
                for f in self.frames:
                    if f.type == F_CONTAINER and f.kind == C_QUOTE:
                        quotes += 1
                if quotes >= MD_MAX_NESTING or not self.may_indent(body, 2):
                    self.append_block(parent, body)  # see end_list: past MAX_NESTING levels, no more ">"
                else:
                    self.append_block(parent, "\n".join([("> " + line) if line else ">" for line in body.split("\n")]))
        elif frame.kind == C_ITEM:
            body = _md_join_item_blocks(frame.blocks)
            if parent.type == F_LIST:
                if body:
                    parent.items.append(body)
            elif body:
                self.append_block(parent, body)
        elif frame.kind == C_TERM:
            text = " ".join(frame.blocks)
            if parent.type == F_DL:
                if text:
                    parent.entries.append(("dt", text))
            elif text:
                self.append_block(parent, text)
        elif frame.kind == C_DEFINITION:
            body = "\n\n".join(frame.blocks)
            if parent.type == F_DL:
                if body:
                    parent.entries.append(("dd", body))
            elif body:
                self.append_block(parent, body)
        elif frame.kind == C_CELL:
            text = "<br>".join([(<str>b).replace("\n", "<br>") for b in frame.blocks]).replace("|", "\\|")
            if parent.type == F_TABLE:
                if parent.row is None:
                    _md_new_row(parent)
                parent.row.append(text)
                parent.row.extend([""] * (frame.span - 1))
            elif text:
                self.append_block(parent, text)
        elif frame.kind == C_STRAY:
            if parent.type == F_TABLE:
                parent.before.extend(frame.blocks)
            else:
                for block in frame.blocks:
                    self.append_block(parent, block)

    cdef void append_block(self, _MdFrame parent, str block) except *:
        if parent.type == F_CONTAINER:
            self.flush(parent)
            parent.blocks.append(block)
        else:  # a collector: the block becomes an item of its own
            self.container().blocks.append(block)

    # -- elements --

    cdef bint start_special(self, xmlNode* node, int special, int arg, str tag) except -1:
        """markdown.Renderer.start_special's handler for the tag (its text is fed by the walk);
        False when its subtree is not walked."""
        cdef _MdFrame frame
        if special == S_EMPHASIS:
            self.em_depth[arg] += 1
            if self.em_depth[arg] == 1:
                self.open_marker(<str>MD_MARKERS[arg], None, None)
        elif special == S_LINK:
            if self.links and self.link_depth == 0:
                href = _md_attribute_in(node, b"href", self.root._doc)
                if href and not href.lstrip().startswith("#") and self.rules.scheme_skipped(href) is None:
                    self.open_marker("link", self.resolve(href), _md_attribute_in(node, b"title", self.root._doc))
            self.link_depth += 1
        elif special == S_HEADING:
            frame = self.container()
            self.flush(frame)
            reading = 0
            if _md_holds_paragraph(node):
                reading = self.rules.heading_reading(elementFactory(self.root._doc, node))
            frame.heading = arg if reading != self.rules.heading_as_prose else 0
            frame.heading_once = reading == self.rules.heading_first_line
        elif special == S_BR:
            frame = self.container()
            if frame.heading_once:  # the heading's first line ends here, its markers closed and reopened
                self.flush(frame)
            else:
                frame.inline.append(MD_BR)
        elif special == S_IMAGE:
            self.image(node)
        elif special == S_CODE:
            text = self.rules.whitespace_sub(" ", self.rules.inner_text(elementFactory(self.root._doc, node)))
            if text.strip():
                self.container().inline.append(_md_code_span(text))
            elif text:
                self.container().inline.append(" ")
            return False
        elif special == S_PRE:
            self.code_block(elementFactory(self.root._doc, node))
            return False
        elif special == S_HR:
            frame = self.container()
            self.flush(frame)
            frame.blocks.append("---")
        elif special == S_LIST:
            self.start_list(node, arg)
        elif special == S_ITEM:
            if self.in_collector(F_LIST):
                self.close_implicit()
                self.frames.append(_md_container(C_ITEM, False))
            else:
                self.start_plain(tag)
        elif special == S_QUOTE:
            self.push(_md_container(C_QUOTE, False))
        elif special == S_DL:
            self.push(_md_collector(F_DL))
        elif special == S_DEFINITION:
            if self.in_collector(F_DL):
                self.close_implicit()
                self.frames.append(_md_container(C_DEFINITION if arg else C_TERM, False))
            else:
                self.start_plain(tag)
        elif special == S_TABLE:
            if self.is_data_table(node):
                self.data_tables.add(<size_t>node)
                self.push(_md_collector(F_TABLE))
            else:
                self.start_block()
        elif special == S_TABLE_PART:
            if self.in_collector(F_TABLE):
                self.table_part(node, arg, tag)
            else:
                self.start_plain(tag)
        return True

    cdef void end_special(self, xmlNode* node, int special, int arg, str tag) except *:
        """markdown.Renderer.end_special's handler for the tag."""
        cdef _MdFrame top
        if special == S_EMPHASIS:
            self.em_depth[arg] -= 1
            if self.em_depth[arg] == 0:
                self.close_open(<str>MD_MARKERS[arg])
        elif special == S_LINK:
            self.link_depth -= 1
            if self.link_depth == 0:
                self.close_open("link")
        elif special == S_HEADING:
            top = self.container()
            self.flush(top)
            top.heading = 0
            top.heading_once = False
        elif special == S_BR or special == S_IMAGE:
            return
        elif special == S_CODE or special == S_PRE or special == S_HR:
            self.start_plain(tag)
        elif special == S_LIST:
            self.close_implicit()
            if self.top().type == F_LIST:
                self.end_list()
            else:
                self.start_plain(tag)
        elif special == S_ITEM:
            if self.top_kind(C_ITEM):
                self.end_container()
            else:
                self.start_plain(tag)
        elif special == S_QUOTE:
            if self.top_kind(C_QUOTE):
                self.end_container()
            else:
                self.start_plain(tag)
        elif special == S_DL:
            if self.in_collector(F_DL):
                self.close_implicit()
                self.end_dl()
            else:
                self.start_plain(tag)
        elif special == S_DEFINITION:
            if self.top_kind(C_TERM) or self.top_kind(C_DEFINITION):
                self.end_container()
            else:
                self.start_plain(tag)
        elif special == S_TABLE:
            if <size_t>node in self.data_tables:
                self.data_tables.discard(<size_t>node)
                self.end_table()
            else:
                self.start_plain(tag)
        elif special == S_TABLE_PART:
            if arg == 0:  # thead, tbody, tfoot
                self.start_plain(tag)
            elif arg == 1:  # tr
                if self.in_collector(F_TABLE):
                    self.close_implicit()
                    top = self.top()
                    if top.type == F_TABLE:
                        if top.row and top.row_th and len(top.rows) == 1:  # TableFrame.end_row
                            top.header_rows[len(top.header_rows) - 1] = True
                        top.row = None
                else:
                    self.start_plain(tag)
            elif arg == 4:  # caption
                if self.in_collector(F_TABLE) and self.top_kind(C_STRAY):
                    self.end_container()
                else:
                    self.start_plain(tag)
            else:  # td, th
                if self.in_collector(F_TABLE) and self.top_kind(C_CELL):
                    self.end_container()
                else:
                    self.start_plain(tag)

    cdef bint is_data_table(self, xmlNode* node) except -1:
        """markdown_tables.is_data_table."""
        cdef int verdict
        el = elementFactory(self.root._doc, node)
        role = _md_attribute(node, b"role", el)
        if role and role.lower() in ("presentation", "none"):
            return False
        verdict = _md_data_table(node, self.root)
        if verdict < 0:
            return self.rules.is_data_table(el)
        return verdict == 1

    cdef void start_plain(self, str tag) except *:
        if tag in self.rules.tags.breaks:
            self.start_block()

    cdef bint top_kind(self, int kind) except -1:
        cdef _MdFrame top = self.top()
        return top.type == F_CONTAINER and top.kind == kind and not top.implicit

    cdef bint in_collector(self, int type) except -1:
        cdef _MdFrame top = self.top()
        if top.type == type:
            return True
        return top.type == F_CONTAINER and len(self.frames) > 1 and \
            (<_MdFrame>self.frames[len(self.frames) - 2]).type == type

    cdef void close_open(self, str kind) except *:
        cdef _MdFrame frame = self.top()
        cdef Py_ssize_t i
        if frame.type != F_CONTAINER:
            return
        for i in range(len(frame.open) - 1, -1, -1):
            entry = <_MdMarker>frame.open[i]
            if entry.kind == kind:
                self.close_marker(frame, entry)
                return

    cdef str resolve(self, str url):
        url = url.strip()
        base = self.bases[len(self.bases) - 1]
        if not base or len(base) > MD_MAX_BASE_CHARS or self.resolve_room <= 0:  # see urls.MAX_BASE_CHARS
            return url
        if _md_kept_absolute(url):
            return url  # urls.join's answer, whatever the base
        if _md_rooted(url):  # urls.join's answer: the base's origin (asked of Python once per base) before it
            origin = self.origins.get(base, False)
            if origin is False:
                origin = self.origins[base] = self.rules.url_origin(base)
            if origin is not None:
                self.resolve_room -= len(<str>origin)
                return origin + url
        # urls.join is a function of its arguments: a page's repeated links (a quarter of the
        # joins on WCXB dev, 2026-11-30) are joined once.
        key = (base, url)
        joined = self.joined.get(key)
        if joined is None:
            joined = self.joined[key] = self.rules.join_url(base, url)
        self.resolve_room -= len(<str>joined) - len(url)
        return joined

    # -- images --

    cdef void image(self, xmlNode* node) except *:
        if not self.images:
            return
        el = elementFactory(self.root._doc, node)
        src = self.image_source(node, el)
        if not src:
            return
        alt = _md_squeeze(_md_attribute(node, b"alt", el) or "", self.rules)
        title = _md_attribute(node, b"title", el)
        markup = "![" + (_md_escape(alt, True, self.rules) if _md_needs_escape(alt) else alt) + "](" + \
            _md_link_destination(self.resolve(src)) + _md_link_title(title if title != alt else None, self.rules) + ")"
        self.container().inline.append(markup)

    cdef object image_source(self, xmlNode* node, el):
        """markdown._image_source."""
        src = (_md_attribute(node, b"src", el) or "").strip()
        if not src or src.startswith("data:"):
            for attr in MD_LAZY_ATTRIBUTES:
                value = (el.get(attr) or "").strip()
                if value and not value.startswith("data:"):
                    return value
            srcset = (_md_attribute(node, b"srcset", el) or _md_attribute(node, b"data-srcset", el) or "").strip()
            if srcset:
                first = srcset.split(",")[0].strip().split(" ")[0]
                if first and not first.startswith("data:"):
                    return first
            return None
        return src

    # -- code blocks --

    cdef void code_block(self, el) except *:
        cdef _MdFrame frame = self.container()
        self.flush(frame)
        code = _md_drop_control(self.rules.pre_text(el), self.rules)
        code = code.replace("\r\n", "\n").replace("\r", "\n")
        if code.endswith("\n"):
            code = code[:len(code) - 1]
        if not code.strip():
            return
        if frame.kind == C_CELL or frame.kind == C_TERM:
            frame.blocks.append(_md_code_span(_md_squeeze(code, self.rules)))
            return
        longest = 0  # markdown_escapes.code_fence
        for run in MD_FENCE_CLOSER.findall(code):
            longest = max(longest, len(run) + 1)
        fence = "`" * max(3, longest)
        frame.blocks.append(fence + self.rules.code_language(el) + "\n" + code + "\n" + fence)

    # -- lists --

    cdef void start_list(self, xmlNode* node, bint ordered) except *:
        cdef _MdFrame parent, frame
        start = 1
        if ordered:
            start = _md_list_start(_md_attribute_in(node, b"start", self.root._doc))
        parent = self.container()
        self.flush(parent)
        follows = parent.last_bullet if parent.last_bullet is not None and parent.last_bullet_at == len(parent.blocks) \
            else ""
        frame = _md_collector(F_LIST)
        frame.ordered = ordered
        frame.start = start
        frame.bullet = ("." if follows != "." else ")") if ordered else ("-" if follows != "-" else "*")
        self.frames.append(frame)

    cdef void end_list(self) except *:
        cdef _MdFrame frame = <_MdFrame>self.frames.pop()
        cdef _MdFrame parent = self.container()
        cdef _MdFrame f
        cdef Py_ssize_t i, lists = 0
        if not frame.items:
            return
        lines = []
        loose = False
        for item in frame.items:
            if "\n\n" in item:
                loose = True
                break
        # Each level indents everything inside it again: past MAX_NESTING levels a nested list is
        # written flat, so the output (and the time) stays linear in the input.
        for f in self.frames:
            if f.type == F_LIST:
                lists += 1
        flat = lists >= MD_MAX_NESTING
        for i in range(len(frame.items)):
            item = <str>frame.items[i]
            marker = f"{frame.start + i}{frame.bullet}" if frame.ordered else frame.bullet
            if flat or not self.may_indent(item, len(marker) + 1):
                lines.append(marker + " " + item)
            else:
                pad = " " * (len(marker) + 1)
                body = "\n".join([(pad + line) if line else "" for line in item.split("\n")])
                lines.append(marker + " " + body[len(pad):])
        self.flush(parent)
        parent.blocks.append(("\n\n" if loose else "\n").join(lines))
        # Markdown joins adjacent lists with the same marker: remember which one ends this block.
        parent.last_bullet = frame.bullet
        parent.last_bullet_at = len(parent.blocks)

    # -- definition lists --

    cdef void end_dl(self) except *:
        cdef _MdFrame frame = <_MdFrame>self.frames.pop()
        cdef _MdFrame parent = self.container()
        cdef _MdFrame f
        cdef Py_ssize_t lists = 0
        out = []
        previous = ""
        # As end_list: past MAX_NESTING levels a nested definition list is written flat.
        for f in self.frames:
            if f.type == F_DL:
                lists += 1
        flat = lists >= MD_MAX_NESTING
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
                if flat or not self.may_indent(text, 2):
                    out.append(": " + text)
                else:
                    out.append(": " + text.replace("\n", "\n  ").replace("\n  \n", "\n\n"))
            previous = kind
        if out:
            self.flush(parent)
            parent.blocks.append("".join(out))

    cdef bint may_indent(self, str text, Py_ssize_t width) except -1:
        """markdown.Renderer.may_indent."""
        cdef Py_ssize_t cost = width * text.count("\n")
        if cost > self.indent_room:
            return False
        self.indent_room -= cost
        return True

    # -- tables --

    cdef void table_part(self, xmlNode* node, int arg, str tag) except *:
        cdef _MdFrame table = self.top()
        cdef _MdFrame cell
        if table.type != F_TABLE:
            # The running cell (or caption) is still open when a table part starts inside it
            # (`<td><price-tag>9<td>bar`: libxml2 nests the second cell in the unclosed element):
            # it ends there, as the table's own cell would.
            if table.implicit:
                self.close_implicit()
            else:
                self.end_container()
            table = self.top()
        if arg == 0:  # thead, tbody, tfoot
            table.section = tag
        elif arg == 1:  # tr
            _md_new_row(table)
        elif arg == 2 or arg == 3:  # td, th
            if table.row is None:
                _md_new_row(table)
            table.row_th = table.row_th and arg == 3
            cell = _md_container(C_CELL, False)
            cell.span = _md_colspan(_md_attribute_in(node, b"colspan", self.root._doc))
            self.frames.append(cell)
        else:  # caption
            self.frames.append(_md_container(C_STRAY, False))

    cdef void end_table(self) except *:
        cdef _MdFrame frame, parent
        cdef Py_ssize_t width, header_index, cells
        self.close_implicit()
        frame = <_MdFrame>self.frames.pop()
        parent = self.container()
        self.flush(parent)
        parent.blocks.extend(frame.before)
        rows = []
        headers = []
        for row, header in zip(frame.rows, frame.header_rows):
            if any([(<str>cell).strip() for cell in row]):
                rows.append(row)
                headers.append(header)
        if not rows:
            return
        width = max([len(row) for row in rows])
        cells = 0
        for row in rows:
            cells += len(<list>row)
        if width * len(rows) - cells <= max(MD_TABLE_PAD_CELLS, cells):  # markdown_tables.pads_rows
            rows = [row + [""] * (width - len(row)) for row in rows]
        header_index = headers.index(True) if True in headers else 0
        header = rows.pop(header_index)
        header = header + [""] * (width - len(header))
        lines = ["| " + " | ".join(header) + " |", "|" + "|".join(["---"] * width) + "|"]
        lines += ["| " + " | ".join(row) + " |" for row in rows]
        parent.blocks.append("\n".join([line.replace("|  |", "| |") for line in lines]))

    # -- text --

    cdef inline void feed(self, str text) except *:
        """markdown._markdown_walk_python's handling of a text or tail (add_text, its common case inline)."""
        cdef _MdFrame top
        if not text:
            return
        top = self.top()
        if top.type == F_CONTAINER and not _md_needs_escape(text):
            if top.inline or not _md_isspace(text):
                top.inline.append(text)
            return
        self.add_text(text)

    cdef xmlNode* feed_runs(self, xmlNode* child) except? NULL:
        """Feed the text runs from `child` on (a text, a tail, the text after comments) up to the
        next element, which is returned (NULL when there is none)."""
        cdef xmlNode* after
        while child is not NULL and child.type != tree.XML_ELEMENT_NODE:
            if _is_text_node(child):
                self.feed(_run_text(child, &after))
                child = after
            else:
                child = child.next
        return child

    # -- the walk --

    cdef void walk(self, xmlNode* top) except *:
        """markdown._markdown_walk_python: every element's start, text, end and tail in document order."""
        cdef _MdTags tags = self.rules.tags
        cdef xmlNode* node = top
        cdef xmlNode* child
        cdef xmlNode* after
        cdef MdTag* tag
        cdef int slot
        cdef bint enter
        cdef list based = []  # the nodes (as addresses) whose xml:base is on `bases`, innermost last
        cdef _MdFrame frame
        while True:
            # --- the start of element `node` ---
            enter = True
            slot = tags.of(node)
            tag = &tags.tags[slot]
            if tag.kind >= M_SILENT:
                enter = False
            else:
                if node.properties is not NULL:
                    if _may_hide(node) and self.rules.hidden_by(elementFactory(self.root._doc, node).attrib):
                        enter = False
                    if enter and _has_xml_base(node):
                        el = elementFactory(self.root._doc, node)
                        base = el.get(XML_BASE) or el.get("xml:base")
                        if base:
                            self.bases.append(self.resolve(base))
                            based.append(<size_t>node)
                if enter:
                    if tag.kind == M_SPECIAL:
                        name = <str>tags.names[slot]
                        if not self.start_special(node, tag.special, tag.arg, name):
                            enter = False
                            if based and <size_t>based[len(based) - 1] == <size_t>node:
                                based.pop()
                                self.bases.pop()
                        else:
                            child = node.children
                            if _is_text_node(child):  # its text, as start_special adds it
                                self.add_text(_run_text(child, &after))
                    elif tag.kind == M_PLAIN_BLOCK:
                        frame = self.top()
                        if frame.type == F_CONTAINER and frame.inline:
                            self.flush(frame)
            # --- its children: text runs and elements ---
            child = node.children if enter else NULL
            if child is not NULL and tag.kind == M_SPECIAL and _is_text_node(child):
                _run_text(child, &after)  # the special's own text, already fed
                child = after
            child = self.feed_runs(child)
            if child is not NULL:
                node = child
                continue
            # --- ends: of `node`, then of each ancestor whose last child it was ---
            while True:
                if enter:
                    slot = tags.of(node)
                    tag = &tags.tags[slot]
                    if tag.kind == M_SPECIAL:
                        self.end_special(node, tag.special, tag.arg, <str>tags.names[slot])
                    elif tag.kind == M_PLAIN_BLOCK:
                        frame = self.top()
                        if frame.type == F_CONTAINER and frame.inline:
                            self.flush(frame)
                if based and <size_t>based[len(based) - 1] == <size_t>node:
                    based.pop()
                    self.bases.pop()
                if node is top:
                    return
                enter = True  # every ancestor was entered
                # its tail and the text after comments, up to the next element
                child = self.feed_runs(node.next)
                if child is not NULL:
                    node = child
                    break
                node = node.parent

    cdef str finish(self):
        """Close what an unbalanced walk left open; the Markdown of the root's blocks."""
        cdef _MdFrame top
        while len(self.frames) > 1:
            top = self.top()
            if top.type == F_LIST:
                self.end_list()
            elif top.type == F_DL:
                self.end_dl()
            elif top.type == F_TABLE:
                self.end_table()
            else:
                self.end_container()
        root_frame = <_MdFrame>self.frames[0]
        self.flush(root_frame)
        return _md_drop_control("\n\n".join([b for b in root_frame.blocks if (<str>b).strip()]), self.rules).strip()


def render_markdown(_Element root, bint links, bint images, rules):
    """markdown._render_markdown_python in C: the Markdown of the content document `root`.
    `rules` is the markdown module (its regular expressions and the Python rules it calls)."""
    if root._c_node.type != tree.XML_ELEMENT_NODE:  # a comment or processing instruction
        return rules._render_markdown_python(root, links, images)
    cdef _MdRenderer renderer = _MdRenderer(root, links, images, _rules_of(rules))
    renderer.walk(<xmlNode*>root._c_node)
    return renderer.finish()


# --- clean.text_length: the length of an element's stripped text, without building it -----------------

def text_length(_Element el, Py_ssize_t limit=-1, Py_ssize_t max_elements=-1):
    """clean.measures._text_length_python: len(etree.tostring(el, method="text", with_tail=False).strip()),
    counted over libxml2's text nodes (the text and CDATA nodes of the subtree, as libxml2's
    content serialiser joins them): the code points from the first to the last that is not one of
    str.strip's spaces. Each node's code points are counted (its UTF-8 lead bytes); only its ends
    are decoded, to find where the spaces stop. With `limit` >= 0, any count over `limit` may be
    returned once the length is known to exceed it; with `max_elements` >= 0 too, `limit` + 1 is
    returned for a subtree of more elements than that (itself included), told after that many. A
    subtree that is not plain elements and text (an entity reference) or whose ends are no UTF-8 is
    measured by the twin."""
    return _measure(el, limit, max_elements, NULL)


cdef enum:
    LINE_HEAD_MAX_CHARS = 16  # the longest head line_texts reads


cdef struct LineHead:  # the first `wanted` code points of a text white space folded (" ".join(s.split()))
    char chars[LINE_HEAD_MAX_CHARS]
    Py_ssize_t wanted, built
    bint gap  # white space since the last code point kept: a space before the next
    bint outside_ascii  # a code point outside ASCII among them: not told here
    bint measured_by_twin  # the subtree was measured by the twin: its head was not read


cdef inline void _head_add(LineHead* head, Py_UCS4 cp) noexcept:
    if head.built >= head.wanted or head.outside_ascii:
        return
    if Py_UNICODE_ISSPACE(cp):
        head.gap = head.built > 0
        return
    if cp >= 128:
        head.outside_ascii = True
        return
    if head.gap:
        head.gap = False
        head.chars[head.built] = 32
        head.built += 1
        if head.built == head.wanted:
            return
    head.chars[head.built] = <char>cp
    head.built += 1


cdef Py_ssize_t _measure(_Element el, Py_ssize_t limit, Py_ssize_t max_elements, LineHead* head) except -2:
    """text_length; with `head`, the text's folded head read on the way (unless the twin measures)."""
    return _measure_at(el, el._c_node, limit, max_elements, head)


cdef Py_ssize_t _measure_node(_Element owner, xmlNode* node) except -2:
    """text_length of `node`, an element of `owner`'s document, with no proxy made for it unless
    the twin measures it: lxml frees an element's proxy by climbing all its ancestors, so a proxy
    per link of a nest 1,000 deep was the square of the nest (link_lengths, 2026-12-02)."""
    return _measure_at(owner, node, -1, -1, NULL)


cdef Py_ssize_t _measure_at(_Element owner, xmlNode* top, Py_ssize_t limit, Py_ssize_t max_elements,
                            LineHead* head) except -2:
    """`_measure` of `top`, `owner`'s node or an element of its document (its proxy made only for
    the twin)."""
    cdef xmlNode* node
    cdef const unsigned char* start
    cdef const unsigned char* end
    cdef const unsigned char* at
    cdef Py_ssize_t index = 0, first = -1, last = -1  # code point indexes: next node's first, first and last non-space
    cdef Py_ssize_t count, lead, trail  # a node's code points, its leading and trailing spaces
    cdef Py_ssize_t elements = 1  # `top` itself
    cdef int size
    cdef long cp
    if top.type != tree.XML_ELEMENT_NODE:
        return _measured_by_twin(_proxy_of(owner, top), limit, max_elements, head)
    if max_elements == 0:
        return limit + 1
    node = top.children
    while node is not NULL:
        if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            start = <const unsigned char*>node.content
            if start is not NULL and start[0] != 0:
                end = start + strlen(<const char*>start)
                if _span_measure(start, end, &count, &lead, &trail) < 0:
                    return _measured_by_twin(_proxy_of(owner, top), limit, max_elements, head)
                if head is not NULL:
                    at = start
                    while at < end and head.built < head.wanted and not head.outside_ascii:
                        cp = _utf8_at(at, end, &size)
                        if cp < 0:
                            return _measured_by_twin(_proxy_of(owner, top), limit, max_elements, head)
                        _head_add(head, <Py_UCS4>cp)
                        at += size
                if lead < count:  # a non-space in this node
                    if first < 0:
                        first = index + lead
                    last = index + count - 1 - trail
                    if 0 <= limit < last - first + 1:
                        return last - first + 1
                index += count
        elif node.type == tree.XML_ELEMENT_NODE:
            elements += 1
            if 0 <= max_elements < elements:
                return limit + 1
        elif node.type != tree.XML_COMMENT_NODE and node.type != tree.XML_PI_NODE:
            return _measured_by_twin(_proxy_of(owner, top), limit, max_elements, head)
        node = _next_in_walk(node, top, node.type == tree.XML_ELEMENT_NODE)
    return 0 if first < 0 else last - first + 1


cdef inline _Element _proxy_of(_Element owner, xmlNode* node):
    return owner if owner._c_node is node else elementFactory(owner._doc, node)


cdef Py_ssize_t _measured_by_twin(_Element el, Py_ssize_t limit, Py_ssize_t max_elements, LineHead* head) except -2:
    if head is not NULL:
        head.measured_by_twin = True
    return _text_length_fallback_within(el, limit, max_elements)


cdef _StartTable _judged_table = None
cdef _StartTable _byline_table = None


cdef _StartTable _kept_table(_StartTable kept, frozenset starts):
    """`kept` while clean hands the same frozenset, else a table of `starts`."""
    if kept is not None and kept.starts is starts:
        return kept
    return _StartTable(starts)


cdef bint _head_may_begin(_StartTable starts, LineHead* head, bint lower) noexcept:
    """Is some prefix of `head` (its digits read as "0", its letters lower-cased with `lower`) one
    of `starts` (or does it share its hash)? True for no filter."""
    cdef char folded[LINE_HEAD_MAX_CHARS]
    cdef Py_ssize_t j
    cdef char c
    if starts.size <= 0:
        return True
    for j in range(head.built):
        c = head.chars[j]
        if 48 <= c <= 57:
            c = 48
        elif lower and 65 <= c <= 90:
            c += 32
        folded[j] = c
    return starts.holds_a_prefix(folded, min(head.built, starts.size))


def line_texts(list candidates, Py_ssize_t max_chars, Py_ssize_t max_elements, Py_ssize_t head_chars,
               frozenset judged_starts, frozenset byline_starts, term_tag):
    """clean.lines._line_texts_python: (element, clean.measures.element_text) for each of `candidates` whose text
    is not blank, of at most `max_chars` code points in at most `max_elements` elements, and whose
    first `head_chars` code points white space folded may begin a judged pattern (a prefix of its
    head, lower-cased and its digits "0", among `judged_starts`) or a byline (a prefix, its digits
    "0", among `byline_starts`), or that is a term (`term_tag(raw tag)`, 1 or 0). The head is read
    on the walk that measures the text, from libxml2's bytes; a text whose head holds a code point
    outside ASCII is handed on, and so is any where a set of starts is None."""
    global _judged_table, _byline_table
    cdef LineHead head
    cdef _Element el
    cdef Py_ssize_t length
    cdef Py_UCS4 ch
    cdef _TagCodes terms = _TagCodes(term_tag)
    cdef list texts = []
    cdef bint filtered = judged_starts is not None and byline_starts is not None and head_chars <= LINE_HEAD_MAX_CHARS
    _judged_table = _kept_table(_judged_table, judged_starts)
    _byline_table = _kept_table(_byline_table, byline_starts)
    for candidate in candidates:
        el = <_Element?>candidate
        memset(&head, 0, sizeof(head))
        head.wanted = head_chars if filtered else 0
        length = _measure(el, max_chars, max_elements, &head)
        if not 0 < length <= max_chars:
            continue
        text = None
        if head.measured_by_twin and filtered:  # its head from the str the twin reads
            text = _element_text(el)
            memset(&head, 0, sizeof(head))
            head.wanted = head_chars
            for ch in <str>text:
                _head_add(&head, ch)
                if head.built == head.wanted or head.outside_ascii:
                    break
        if filtered and not head.outside_ascii and not _head_may_begin(_judged_table, &head, True) \
                and not _head_may_begin(_byline_table, &head, False) and not terms.of(el._c_node):
            continue  # no line, no post line whatever the rest: its text is not built
        if text is None:
            text = _element_text(el)
        if text and len(<str>text) <= max_chars:
            texts.append((el, text))
    return texts


def element_text(_Element el):
    """clean.measures._element_text_python: etree.tostring(el, method="text", with_tail=False) as str,
    stripped: the subtree's text and CDATA nodes joined in document order (comments and processing
    instructions left out, as libxml2's content serialiser does) and decoded once. A subtree that
    is not plain elements and text (an entity reference) is read by lxml."""
    return _element_text(el)


cdef str _element_text(_Element el):
    """element_text, for the walks here."""
    cdef xmlNode* top = el._c_node
    cdef xmlNode* node
    cdef xmlNode* only = NULL
    cdef list pieces = None
    if top.type != tree.XML_ELEMENT_NODE:
        return _element_text_fallback(el)
    node = top.children
    while node is not NULL:
        if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            if node.content is not NULL and node.content[0] != 0:
                if only is NULL and pieces is None:
                    only = node  # the common leaf: one text node, decoded without a join
                else:
                    if pieces is None:
                        pieces = [<bytes>(<const char*>only.content)]
                    pieces.append(<bytes>(<const char*>node.content))
        elif node.type != tree.XML_ELEMENT_NODE and node.type != tree.XML_COMMENT_NODE \
                and node.type != tree.XML_PI_NODE:
            return _element_text_fallback(el)
        node = _next_in_walk(node, top, node.type == tree.XML_ELEMENT_NODE)
    if pieces is not None:
        return b"".join(pieces).decode("utf-8").strip()
    if only is NULL:
        return ""
    return PyUnicode_DecodeUTF8(<const char*>only.content, strlen(<const char*>only.content), NULL).strip()


cdef str _element_text_fallback(_Element el):
    from lxml import etree
    return etree.tostring(el, method="text", encoding="unicode", with_tail=False).strip()


cdef inline Py_ssize_t _code_points(const unsigned char* p, const unsigned char* end) noexcept nogil:
    """The code points of the UTF-8 from `p` to `end`: its bytes that are no continuation byte,
    eight ASCII bytes at a time."""
    cdef Py_ssize_t count = 0
    cdef uint64_t word
    while end - p >= 8:
        memcpy(&word, p, 8)
        if (word & 0x8080808080808080ULL) == 0:
            count += 8
        else:
            for k in range(8):
                count += (p[k] & 0xC0) != 0x80
        p += 8
    while p < end:
        count += (p[0] & 0xC0) != 0x80
        p += 1
    return count


cdef inline long _utf8_at(const unsigned char* p, const unsigned char* end, int* size) noexcept nogil:
    """The code point whose UTF-8 starts at `p` (before `end`) and its size; -1 for no UTF-8."""
    cdef unsigned char b = p[0]
    if b < 0x80:
        size[0] = 1
        return b
    if 0xC2 <= b <= 0xDF and end - p >= 2 and (p[1] & 0xC0) == 0x80:
        size[0] = 2
        return ((b & 0x1F) << 6) | (p[1] & 0x3F)
    if 0xE0 <= b <= 0xEF and end - p >= 3 and (p[1] & 0xC0) == 0x80 and (p[2] & 0xC0) == 0x80 \
            and (b != 0xE0 or p[1] >= 0xA0) and (b != 0xED or p[1] < 0xA0):
        size[0] = 3
        return ((b & 0x0F) << 12) | ((p[1] & 0x3F) << 6) | (p[2] & 0x3F)
    if 0xF0 <= b <= 0xF4 and end - p >= 4 and (p[1] & 0xC0) == 0x80 and (p[2] & 0xC0) == 0x80 \
            and (p[3] & 0xC0) == 0x80 and (b != 0xF0 or p[1] >= 0x90) and (b != 0xF4 or p[1] < 0x90):
        size[0] = 4
        return ((b & 0x07) << 18) | ((p[1] & 0x3F) << 12) | ((p[2] & 0x3F) << 6) | (p[3] & 0x3F)
    return -1


cdef Py_ssize_t _text_length_fallback(_Element el) except -1:
    from lxml import etree
    return len(etree.tostring(el, method="text", encoding="unicode", with_tail=False).strip())


cdef Py_ssize_t _text_length_fallback_within(_Element el, Py_ssize_t limit, Py_ssize_t max_elements) except -1:
    from itertools import islice
    from lxml import etree
    if max_elements >= 0 and next(islice(el.iter(etree.Element), max_elements, None), None) is not None:
        return limit + 1
    return _text_length_fallback(el)


# --- blocks.prune_blocks: segmentation, decision and removal over C arrays -----------------------------

# blocks' NumWordsRules thresholds and MIN_KEPT_SHARE (BLOCK_RULES below shows them to the tests).
cdef double R_MAX_LINK_DENSITY_CURRENT = 0.333333
cdef double R_MAX_LINK_DENSITY_PREVIOUS = 0.555556
cdef double R_MIN_KEPT_SHARE = 0.15
cdef Py_ssize_t R_WORDS_CURRENT_SHORT = 16, R_WORDS_NEXT_SHORT = 15, R_WORDS_PREVIOUS_SHORT = 4
cdef Py_ssize_t R_WORDS_CURRENT_LONG = 40, R_WORDS_NEXT_LONG = 17
cdef Py_ssize_t R_PROSE_MIN_WORDS = 25
cdef double R_PROSE_MAX_DENSITY = 0.67
cdef Py_ssize_t R_CARD_TITLES_MIN = 3
cdef Py_ssize_t R_CARD_LINE_MIN_WORDS = 5
BLOCK_RULES = (R_MAX_LINK_DENSITY_CURRENT, R_MAX_LINK_DENSITY_PREVIOUS, R_MIN_KEPT_SHARE, R_WORDS_CURRENT_SHORT,
               R_WORDS_NEXT_SHORT, R_WORDS_PREVIOUS_SHORT, R_WORDS_CURRENT_LONG, R_WORDS_NEXT_LONG,
               R_PROSE_MIN_WORDS, R_PROSE_MAX_DENSITY, R_CARD_TITLES_MIN, R_CARD_LINE_MIN_WORDS)

cdef struct PruneSlot:  # a text run of a block: its owner's text (tail False) or tail
    xmlNode* owner
    Py_ssize_t block
    bint tail

cdef struct PruneNode:  # a block-level element (first..last blocks) or an inline one (first: its block)
    xmlNode* node
    Py_ssize_t first, last

cdef struct PruneWalk:  # growable arrays: words per block, text runs, containers, inlines
    Py_ssize_t* words
    Py_ssize_t* link_words
    char* opens_linked  # the block's first word lies inside a link
    Py_ssize_t blocks, blocks_capacity
    PruneSlot* slots
    Py_ssize_t n_slots, slots_capacity
    PruneNode* containers
    Py_ssize_t n_containers, containers_capacity
    PruneNode* inlines
    Py_ssize_t n_inlines, inlines_capacity


cdef int _grow(void** array, Py_ssize_t* capacity, Py_ssize_t count, size_t size) except -1:
    """Room for one more item of `size` bytes in `array` (holding `count`)."""
    cdef void* grown
    if count < capacity[0]:
        return 0
    grown = realloc(array[0], (capacity[0] * 2 + 64) * size)
    if grown is NULL:
        raise MemoryError()
    array[0] = grown
    capacity[0] = capacity[0] * 2 + 64
    return 0


cdef int _prune_new_block(PruneWalk* w) except -1:
    cdef Py_ssize_t capacity = w.blocks_capacity, flags_capacity = w.blocks_capacity
    if w.blocks == capacity:  # the three arrays grow alike
        _grow(<void**>&w.words, &capacity, w.blocks, sizeof(Py_ssize_t))
        _grow(<void**>&w.opens_linked, &flags_capacity, w.blocks, sizeof(char))
        _grow(<void**>&w.link_words, &w.blocks_capacity, w.blocks, sizeof(Py_ssize_t))
    w.words[w.blocks] = 0
    w.link_words[w.blocks] = 0
    w.opens_linked[w.blocks] = 0
    w.blocks += 1
    return 0


cdef int _prune_node(PruneNode** array, Py_ssize_t* count, Py_ssize_t* capacity, xmlNode* node,
                     Py_ssize_t first, Py_ssize_t last) except -1:
    _grow(<void**>array, capacity, count[0], sizeof(PruneNode))
    array[0][count[0]].node = node
    array[0][count[0]].first = first
    array[0][count[0]].last = last
    count[0] += 1
    return 0


cdef xmlNode* _prune_runs(PruneWalk* w, xmlNode* child, xmlNode* owner, bint tail, int quiet_depth,
                          int link_depth) except *:
    """_block_runs over the arrays: the text runs from `child` on up to the next element (returned;
    NULL when there is none), each holding more than whitespace a slot of the current block and its
    words counted (unless in sup/sub)."""
    cdef xmlNode* after
    cdef xmlNode* node
    cdef const unsigned char* c
    cdef bint blank
    cdef Py_ssize_t words, block = w.blocks - 1
    while child is not NULL and child.type != tree.XML_ELEMENT_NODE:
        if not _is_text_node(child):  # a comment or processing instruction: the run after it is its tail
            owner = child
            tail = True
            child = child.next
            continue
        blank = True  # ASCII whitespace only (the common indentation run): no str needed
        node = child
        while _is_text_node(node):
            c = <const unsigned char*>node.content
            if blank and c is not NULL:
                while c[0] != 0 and _ascii_isspace(c[0]):
                    c += 1
                blank = c[0] == 0
            node = node.next
        after = node
        if not blank:
            text = _run_text(child, &after)
            if text and not text.isspace():
                _grow(<void**>&w.slots, &w.slots_capacity, w.n_slots, sizeof(PruneSlot))
                w.slots[w.n_slots].owner = owner
                w.slots[w.n_slots].block = block
                w.slots[w.n_slots].tail = tail
                w.n_slots += 1
                if not quiet_depth:
                    words = _words_in(text)
                    if words and not w.words[block]:
                        w.opens_linked[block] = link_depth > 0
                    w.words[block] += words
                    if link_depth:
                        w.link_words[block] += words
        child = after
    return child


cdef int _prune_segment(PruneWalk* w, _Element root, _TagCodes kinds) except -1:
    """blocks._segment_python into the arrays; containers in document order (blocks.segment's
    sort: each starts its own block), inlines in the order their blocks and ends come."""
    cdef xmlNode* top = root._c_node
    cdef xmlNode* node = top
    cdef xmlNode* child
    cdef OpenInline* open_inlines = NULL
    cdef Py_ssize_t* open_containers = NULL
    cdef Py_ssize_t inline_depth = 0, inline_capacity = 0, container_depth = 0, container_capacity = 0
    cdef int kind, link_depth = 0, quiet_depth = 0
    cdef bint enter
    _prune_new_block(w)
    try:
        while True:
            # --- the start of element `node` ---
            kind = kinds.of(node)
            enter = kind != B_NEVER
            if kind == B_BOUNDARY:
                _prune_new_block(w)
                _grow(<void**>&open_containers, &container_capacity, container_depth, sizeof(Py_ssize_t))
                open_containers[container_depth] = w.n_containers
                container_depth += 1
                _prune_node(&w.containers, &w.n_containers, &w.containers_capacity, node, w.blocks - 1, -1)
            elif enter:
                _grow(<void**>&open_inlines, &inline_capacity, inline_depth, sizeof(OpenInline))
                open_inlines[inline_depth].node = node
                open_inlines[inline_depth].started = w.blocks - 1
                open_inlines[inline_depth].kind = kind
                inline_depth += 1
                if kind == B_LINK:
                    link_depth += 1
                elif kind == B_QUIET:
                    quiet_depth += 1
            child = _prune_runs(w, node.children if enter else NULL, node, False, quiet_depth, link_depth)
            if child is not NULL:
                node = child
                continue
            # --- ends: of `node`, then of each ancestor whose last child it was ---
            while True:
                kind = kinds.of(node)
                if kind == B_BOUNDARY:
                    container_depth -= 1
                    w.containers[open_containers[container_depth]].last = w.blocks - 1
                    _prune_new_block(w)
                elif kind != B_NEVER:
                    inline_depth -= 1
                    if open_inlines[inline_depth].started == w.blocks - 1:
                        _prune_node(&w.inlines, &w.n_inlines, &w.inlines_capacity, node, w.blocks - 1, w.blocks - 1)
                    if open_inlines[inline_depth].kind == B_LINK:
                        link_depth -= 1
                    elif open_inlines[inline_depth].kind == B_QUIET:
                        quiet_depth -= 1
                if node is top:
                    return 0
                child = _prune_runs(w, node.next, node, True, quiet_depth, link_depth)
                if child is not NULL:
                    node = child
                    break
                node = node.parent
    finally:
        free(open_inlines)
        free(open_containers)


cdef inline double _link_density(Py_ssize_t words, Py_ssize_t link_words) noexcept:
    return <double>link_words / <double>words if words else 0.0


cdef bint _block_is_content(Py_ssize_t prev_words, double prev_density, Py_ssize_t words, double density,
                            Py_ssize_t next_words) noexcept:
    """blocks.is_content."""
    if density <= R_MAX_LINK_DENSITY_CURRENT:
        if prev_density <= R_MAX_LINK_DENSITY_PREVIOUS:
            if words <= R_WORDS_CURRENT_SHORT:
                if next_words <= R_WORDS_NEXT_SHORT:
                    return prev_words > R_WORDS_PREVIOUS_SHORT
                return True
            return True
        if words <= R_WORDS_CURRENT_LONG:
            return next_words > R_WORDS_NEXT_LONG
        return True
    return False


cdef void _prune_classify(PruneWalk* w, bint links_only, char* content) noexcept:
    """blocks.classify into `content` (1 per content block; blocks without words stay 1)."""
    cdef Py_ssize_t b, prev = -1, curr = -1, nxt
    cdef double density
    for b in range(w.blocks):
        content[b] = 1
    if links_only:
        for b in range(w.blocks):
            if w.words[b]:
                density = _link_density(w.words[b], w.link_words[b])
                content[b] = density <= R_MAX_LINK_DENSITY_CURRENT or (  # blocks.links_inside_prose
                    not w.opens_linked[b] and w.words[b] >= R_PROSE_MIN_WORDS and density <= R_PROSE_MAX_DENSITY)
        return
    for nxt in range(w.blocks + 1):  # each worded block decided once its next worded one is known
        if nxt < w.blocks and not w.words[nxt]:
            continue
        if curr >= 0:
            content[curr] = _block_is_content(
                w.words[prev] if prev >= 0 else 0,
                _link_density(w.words[prev], w.link_words[prev]) if prev >= 0 else 0.0,
                w.words[curr], _link_density(w.words[curr], w.link_words[curr]),
                w.words[nxt] if nxt < w.blocks else 0)
        prev = curr
        curr = nxt


cdef inline bint _is_heading_name(const_xmlChar* name) noexcept:
    """h1..h6 (either case)."""
    return (name is not NULL and (name[0] == b'h' or name[0] == b'H') and name[1] >= b'1' and name[1] <= b'6'
            and name[2] == 0)


cdef inline bint _is_item_name(const_xmlChar* name) noexcept:
    """li (either case)."""
    return (name is not NULL and ((name[0] == b'l' and name[1] == b'i') or (name[0] == b'L' and name[1] == b'I'))
            and name[2] == 0)


cdef xmlNode* _first_link_below(xmlNode* top) noexcept:
    """The first `a` element below `top` in document order (what blocks.links_to_a_page's iter finds)."""
    cdef xmlNode* node = top.children
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE:
            if _plain_named(node, "a") or _plain_named(node, "A"):
                return node
            if node.children is not NULL:
                node = node.children
                continue
        while node.next is NULL:
            node = node.parent
            if node is top or node is NULL:
                return NULL
        node = node.next
    return NULL


cdef bint _links_to_a_page(_Element root, xmlNode* item) except -1:
    """blocks.links_to_a_page."""
    cdef xmlNode* link = _first_link_below(item)
    if link is NULL:
        return False
    href = _md_attribute_in(link, b"href", root._doc)
    href = (href or "").strip()
    return bool(href) and not href.startswith("#") and href[:11].lower() != "javascript:"


cdef int _prune_spare_card_titles(PruneWalk* w, char* content, _Element root) except -1:
    """blocks.spare_card_titles on `content`: the linked card titles the link rule dropped are content
    when there are R_CARD_TITLES_MIN or more (a heading's own block, every word linked, before a
    content block that is no such heading)."""
    cdef char* heading = <char*>calloc(w.blocks + 1, 1)
    cdef Py_ssize_t* item_last = <Py_ssize_t*>malloc((w.blocks + 1) * sizeof(Py_ssize_t))
    cdef Py_ssize_t i, b, nxt, last, titles = 0
    cdef int stage
    if heading is NULL or item_last is NULL:
        free(heading)
        free(item_last)
        raise MemoryError()
    try:
        for b in range(w.blocks + 1):
            item_last[b] = -1
        for i in range(w.n_containers):
            if w.containers[i].first == w.containers[i].last and _is_heading_name(w.containers[i].node.name):
                heading[w.containers[i].first] = 1
            if _is_item_name(w.containers[i].node.name) and _links_to_a_page(root, w.containers[i].node):
                b = w.containers[i].first
                last = w.containers[i].last
                while b <= last and not w.words[b]:
                    b += 1
                if b <= last and item_last[b] < last:
                    item_last[b] = last
        for stage in range(2):  # count the titles, then (when enough) mark them
            b = -1
            for nxt in range(w.blocks):
                if not w.words[nxt]:
                    continue
                # the pairs are the same in both stages: a title marked is never the next block of a pair
                if (b >= 0 and not content[b]
                        and (heading[b] or (item_last[b] >= nxt and w.words[nxt] >= R_CARD_LINE_MIN_WORDS))
                        and w.link_words[b] == w.words[b] and content[nxt] and not heading[nxt]):
                    if stage == 0:
                        titles += 1
                    else:
                        content[b] = 1
                b = nxt
            if titles < R_CARD_TITLES_MIN:
                return 0
        return titles
    finally:
        free(heading)
        free(item_last)


cdef int _prune_remove(PruneWalk* w, _Element root, const char* content, drop_keeping_tail) except -1:
    """blocks._remove: containers all boilerplate dropped whole; the other boilerplate blocks'
    text blanked and their inline elements dropped (the drops in blocks._remove's order)."""
    cdef Py_ssize_t* content_sum = <Py_ssize_t*>malloc((w.blocks + 1) * sizeof(Py_ssize_t))
    cdef Py_ssize_t* words_sum = <Py_ssize_t*>malloc((w.blocks + 1) * sizeof(Py_ssize_t))
    cdef char* covered = <char*>malloc(w.blocks + 1)
    cdef Py_ssize_t b, i, first, last, dropped_until = -1
    cdef PruneSlot* slot
    try:
        if content_sum is NULL or words_sum is NULL or covered is NULL:
            raise MemoryError()
        content_sum[0] = words_sum[0] = 0
        for b in range(w.blocks):
            content_sum[b + 1] = content_sum[b] + (w.words[b] if content[b] else 0)
            words_sum[b + 1] = words_sum[b] + w.words[b]
            covered[b] = 0
        victims = []
        for i in range(w.n_containers):
            first = w.containers[i].first
            last = w.containers[i].last
            if w.containers[i].node is root._c_node or first <= dropped_until:
                continue
            if content_sum[last + 1] == content_sum[first] and words_sum[last + 1] > words_sum[first]:
                victims.append(elementFactory(root._doc, w.containers[i].node))
                dropped_until = last
                for b in range(first, last + 1):
                    covered[b] = 1
        for i in range(w.n_slots):
            slot = &w.slots[i]
            b = slot.block
            if content[b] or not w.words[b] or covered[b]:
                continue
            if slot.tail:
                setTailText(slot.owner, None)
            else:
                setNodeText(slot.owner, None)
        for i in range(w.n_inlines):
            b = w.inlines[i].first
            if content[b] or not w.words[b] or covered[b]:
                continue
            victims.append(elementFactory(root._doc, w.inlines[i].node))
        for el in victims:
            drop_keeping_tail(el)
    finally:
        free(content_sum)
        free(words_sum)
        free(covered)
    return 0


def prune_walk(_Element root, kind_of, bint links_only, drop_keeping_tail):
    """blocks._prune_walk_python: cut `root` into blocks, decide each (NumWordsRules, or its link
    rule alone with `links_only`) and remove the boilerplate in place; True when the fallback fired
    and the region was kept whole. The blocks, text runs and elements are C arrays of libxml2
    nodes: a Python object is made only for an element that is dropped. `kind_of` is blocks._kind,
    `drop_keeping_tail` clean.drop_keeping_tail."""
    cdef PruneWalk w
    cdef char* content = NULL
    cdef Py_ssize_t b, worded = 0, kept = 0, total = 0
    memset(&w, 0, sizeof(PruneWalk))
    try:
        _prune_segment(&w, root, _TagCodes(kind_of))
        for b in range(w.blocks):
            if w.words[b]:
                worded += 1
                total += w.words[b]
        if worded <= 1:
            return True
        content = <char*>malloc(w.blocks)
        if content is NULL:
            raise MemoryError()
        _prune_classify(&w, links_only, content)
        if links_only:
            _prune_spare_card_titles(&w, content, root)
        for b in range(w.blocks):
            if content[b]:
                kept += w.words[b]
        if not kept or kept < R_MIN_KEPT_SHARE * total:
            return True
        if kept == total:  # every block with words is content
            return False
        _prune_remove(&w, root, content, drop_keeping_tail)
        return False
    finally:
        free(content)
        free(w.words)
        free(w.link_words)
        free(w.opens_linked)
        free(w.slots)
        free(w.containers)
        free(w.inlines)


# --- document.valid_text: does a string hold a character it replaces? ------------------------------------

cdef inline bint _illegal_code(Py_UCS4 ch) noexcept nogil:
    """document._ILLEGAL: a C0 control other than tab, LF and CR; a surrogate; U+FFFE or U+FFFF."""
    if ch < 0x20:
        return ch != 0x09 and ch != 0x0a and ch != 0x0d
    return 0xd800 <= ch <= 0xdfff or ch == 0xfffe or ch == 0xffff


def needs_repair(str text):
    """document._needs_repair_python: _ILLEGAL.search(text) is not None, read over the string's own
    code units (one, two or four bytes each) without the regex engine."""
    cdef Py_ssize_t i, n = PyUnicode_GET_LENGTH(text)
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef const unsigned char* ones
    cdef const unsigned short* twos
    cdef const Py_UCS4* fours
    if kind == PyUnicode_1BYTE_KIND:  # Latin-1: only the controls can be illegal
        ones = <const unsigned char*>data
        for i in range(n):
            if ones[i] < 0x20 and _illegal_code(ones[i]):
                return True
        return False
    if kind == PyUnicode_2BYTE_KIND:
        twos = <const unsigned short*>data
        for i in range(n):
            if (twos[i] < 0x20 or twos[i] >= 0xd800) and _illegal_code(twos[i]):
                return True
        return False
    fours = <const Py_UCS4*>data
    for i in range(n):
        if _illegal_code(fours[i]):
            return True
    return False


# --- decode: the characters the text's repairs look for ---------------------------------------------

cdef enum:
    MARK_TABLE_BYTES = 8192  # text_repair.code_point_table's bitmap: a bit per code point of the BMP


cdef inline bint _marked(const unsigned char* table, unsigned int code) noexcept nogil:
    return code < 0x10000 and (table[code >> 3] >> (code & 7)) & 1


cdef inline bint _marks_latin1(const unsigned char* table) noexcept nogil:
    """Does `table` mark a code point under U+0100 (one a Latin-1 string can hold)?"""
    cdef int i
    for i in range(32):
        if table[i]:
            return True
    return False


def holds_marked(str text, bytes firsts, bytes seconds=None):
    """text_repair._holds_marked_python: does `text` hold a code point `firsts` marks (a bitmap of the BMP,
    text_repair.code_point_table) followed, when `seconds` is given, by one `seconds` marks? Read over the
    string's own code units (a Latin-1 string is passed over at once when `firsts` marks none of its
    code points), without the regex engine."""
    cdef Py_ssize_t i, n = PyUnicode_GET_LENGTH(text)
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef const unsigned char* one
    cdef const unsigned short* two
    cdef const Py_UCS4* four
    cdef const unsigned char* first = <const unsigned char*>firsts
    cdef const unsigned char* second = NULL
    if len(firsts) != MARK_TABLE_BYTES or (seconds is not None and len(seconds) != MARK_TABLE_BYTES):
        raise ValueError("a table is text_repair.code_point_table's 8,192 bytes")
    if seconds is not None:
        second = <const unsigned char*>seconds
        n -= 1  # the last code point begins no pair
    if kind == PyUnicode_1BYTE_KIND:
        if not _marks_latin1(first):
            return False
        one = <const unsigned char*>data
        for i in range(n):
            if _marked(first, one[i]) and (second == NULL or _marked(second, one[i + 1])):
                return True
        return False
    if kind == PyUnicode_2BYTE_KIND:
        two = <const unsigned short*>data
        for i in range(n):
            if _marked(first, two[i]) and (second == NULL or _marked(second, two[i + 1])):
                return True
        return False
    four = <const Py_UCS4*>data
    for i in range(n):
        if _marked(first, four[i]) and (second == NULL or _marked(second, four[i + 1])):
            return True
    return False


# --- clean.label_walk.label_elements: section labels and boilerplate-line candidates ---------------------------

# clean._label_tag_code's bits: a line tag, a heading tag, a link tag.
cdef enum:
    L_LINE = 1
    L_HEADING = 2
    L_LINK = 4
    LABEL_MAX_CHARS = 80
    LINE_MAX_CHILDREN = 4
    LABEL_HEADING_MAX_CHARS = 400  # clean.LABEL_HEADING_MAX_CHARS
    LABEL_HEADING_MAX_ELEMENTS = 256  # clean.LABEL_HEADING_MAX_ELEMENTS


cdef enum:
    START_MAX_CHARS = 16  # the longest start (clean.match_starts) the walk reads a head for


cdef inline bint _label_separator(Py_UCS4 ch) noexcept:
    """A character clean._is_section_label folds away: neither it nor its lower case is a word
    character of `[^\\w]+` (tests check every code point)."""
    if ch < 128:
        return not (ch == 95 or 48 <= ch <= 57 or 65 <= ch <= 90 or 97 <= ch <= 122)
    return not Py_UNICODE_ISALNUM(ch)


cdef enum:
    START_TABLE_SIZE = 4096  # the fewest slots, a power of two: open addressing, at least twice the starts


cdef class _StartTable:
    """The ASCII starts of a frozenset (clean.match_starts), as the FNV-1a hashes of their bytes,
    and the length of the longest (`size`, -1 for no filter: see _longest_start). A head's prefix
    is looked up without building a str; a hash shared by another prefix only sends that text on
    to Python's own test, so the table answers "may start" for every start and rarely for more."""
    cdef frozenset starts
    cdef Py_ssize_t size
    cdef uint64_t* table
    cdef Py_ssize_t slots  # a power of two

    def __cinit__(self, frozenset starts):
        cdef uint64_t hash
        cdef Py_UCS4 ch
        self.starts = starts
        self.size = _longest_start(starts)
        self.slots = START_TABLE_SIZE
        while self.size > 0 and len(starts) * 2 > self.slots:
            self.slots *= 2
        self.table = <uint64_t*>calloc(self.slots, sizeof(uint64_t))
        if self.table is NULL:
            raise MemoryError()
        if self.size <= 0:
            return
        for start in starts:
            if not (<str>start).isascii():
                continue  # never a head's prefix: a head stops before its first code point outside ASCII
            hash = FNV_OFFSET
            for ch in <str>start:
                hash = (hash ^ <uint64_t>ch) * FNV_PRIME
            hash |= 1
            self.table[self._slot(hash)] = hash

    def __dealloc__(self):
        free(self.table)

    cdef inline Py_ssize_t _slot(self, uint64_t hash) noexcept:
        cdef Py_ssize_t slot = <Py_ssize_t>((hash >> 1) & (self.slots - 1))
        while self.table[slot] != 0 and self.table[slot] != hash:
            slot = (slot + 1) & (self.slots - 1)
        return slot

    cdef bint holds_a_prefix(self, const char* head, Py_ssize_t built) noexcept:
        """Is head[:j], for some j from 1 to `built`, one of the starts (or shares its hash)?"""
        cdef uint64_t hash = FNV_OFFSET, key
        cdef Py_ssize_t j
        for j in range(built):
            hash = (hash ^ <uint64_t><unsigned char>head[j]) * FNV_PRIME
            key = hash | 1
            if self.table[self._slot(key)] == key:
                return True
        return False


cdef _StartTable _label_table = None
cdef _StartTable _head_table = None


cdef _StartTable _start_table(frozenset starts, bint label):
    """The table of `starts`, kept between calls while clean hands the same frozenset."""
    global _label_table, _head_table
    cdef _StartTable table = _label_table if label else _head_table
    if table is None or table.starts is not starts:
        table = _StartTable(starts)
        if label:
            _label_table = table
        else:
            _head_table = table
    return table


cdef Py_ssize_t _longest_start(frozenset starts) except -2:
    """The length of the longest of `starts`; -1 (no filter) for None or starts too long."""
    cdef Py_ssize_t longest = 0
    if starts is None:
        return -1
    for start in starts:
        longest = max(longest, len(<str>start))
    return longest if 0 < longest <= START_MAX_CHARS else -1


cdef bint _may_start(str text, _StartTable starts, bint label) except -1:
    """False only when no match of the pattern behind `starts` (clean.match_starts, of at most
    `size` characters) can begin `text`: the label patterns' text folded as clean._is_section_label
    folds it (`label`), or a line head after its white space, lower-cased (_LINE_START is read
    under re.IGNORECASE). True when a letter or digit outside ASCII comes first (its lower case is
    not told here)."""
    cdef char head[START_MAX_CHARS]
    cdef Py_ssize_t n = len(text), i = 0, built = 0, size = starts.size
    cdef Py_UCS4 ch
    cdef bint gap = False
    if size <= 0:
        return True
    if label:
        while i < n and built < size:
            ch = text[i]
            i += 1
            if _label_separator(ch):
                gap = built > 0  # a run between words is one space; none before the first word or after the last
                continue
            if ch >= 128:
                return True
            if gap:
                head[built] = 32
                built += 1
                gap = False
                if built == size:
                    break
            head[built] = <char>(<long>ch + 32 if 65 <= ch <= 90 else <long>ch)
            built += 1
    else:
        while i < n and Py_UNICODE_ISSPACE(text[i]):
            i += 1
        while i < n and built < size:
            ch = text[i]
            i += 1
            if ch >= 128:
                return True
            head[built] = <char>(<long>ch + 32 if 65 <= ch <= 90 else <long>ch)
            built += 1
    return starts.holds_a_prefix(head, built)


cdef bint _leaf_may_be_label(xmlNode* node, _StartTable starts) except -1:
    """label_walk's test of a leaf element's own text before it asks Python, told on libxml2's
    bytes for the usual leaf (one text node): False only when the text is missing, blank, over
    LABEL_MAX_CHARS code points or no label can begin it (_may_start's label head). Any other leaf
    (several text nodes, CDATA, bytes that are no UTF-8) is True: its str is tested as before."""
    cdef xmlNode* child = node.children
    cdef const unsigned char* p
    cdef const unsigned char* end
    cdef char head[START_MAX_CHARS]
    cdef Py_ssize_t built = 0, size = starts.size, n
    cdef long cp
    cdef int width
    cdef bint gap = False
    if child is NULL:
        return False
    if child.next is not NULL or child.type != tree.XML_TEXT_NODE or child.content is NULL:
        return True
    p = <const unsigned char*>child.content
    n = strlen(<const char*>p)
    end = p + n
    if n == 0 or n > 4 * LABEL_MAX_CHARS or _code_points(p, end) > LABEL_MAX_CHARS:
        return False
    if size <= 0:
        return True
    while p < end and built < size:
        cp = _utf8_at(p, end, &width)
        if cp < 0:
            return True
        p += width
        if _label_separator(<Py_UCS4>cp):
            gap = built > 0
            continue
        if cp >= 128:
            return True
        if gap:
            head[built] = 32
            built += 1
            gap = False
            if built == size:
                break
        head[built] = <char>(cp + 32 if 65 <= cp <= 90 else cp)
        built += 1
    return starts.holds_a_prefix(head, built)


def label_walk(_Element body, tag_code, line_start, heading_text_is_label, leaf_is_label, list lines,
               frozenset label_starts, frozenset head_starts):
    """clean.label_walk._label_walk_python over libxml2's nodes: the headings whose text (clean.measures.element_text)
    is a section label (`heading_text_is_label(text)`) and the leaf elements whose own text (at most 80 characters,
    not blank) is one (`leaf_is_label(text, is_a_link)`), in document order; with `lines` (not
    None), the line-tag elements below `body` that clean.may_be_a_line accepts (`line_start` is
    its `LINE_STARTS.match`, or that match as `LINE_STARTS_BY_CODE`) are appended to it. `tag_code` is clean._label_tag_code. A leaf's text
    or a line's head (or a heading's text) is handed to Python only when it may begin as one of `label_starts` or
    `head_starts` (clean.match_starts of the patterns, or None to hand every one)."""
    cdef _TagCodes codes = _TagCodes(tag_code)
    cdef _StartTable label_table = _start_table(label_starts, True), head_table = _start_table(head_starts, False)
    cdef xmlNode* top = body._c_node
    cdef xmlNode* node = top
    cdef xmlNode* child
    cdef xmlNode* first
    cdef int code
    cdef Py_ssize_t children
    cdef list found = []
    if top.type != tree.XML_ELEMENT_NODE:
        return found
    while True:
        code = codes.of(node)
        children = 0
        first = NULL
        child = node.children
        while child is not NULL and children <= LINE_MAX_CHILDREN:  # lxml's len(el), counted to 5
            if _isElement(child):
                if first is NULL:
                    first = child
                children += 1
            child = child.next
        if code & L_LINE and lines is not None and node is not top \
                and _may_be_a_line(body, node, children, first, line_start, head_table):
            lines.append(elementFactory(body._doc, node))
        if code & L_HEADING:
            if _measure_at(body, node, LABEL_HEADING_MAX_CHARS, LABEL_HEADING_MAX_ELEMENTS, NULL) \
                    <= LABEL_HEADING_MAX_CHARS:
                el = elementFactory(body._doc, node)
                text = _element_text(el)
                if _may_start(<str>text, label_table, True) and heading_text_is_label(text):
                    found.append(el)
        elif children == 0 and _leaf_may_be_label(node, label_table):
            text = textOf(node)
            if text and len(<str>text) <= LABEL_MAX_CHARS and not (<str>text).isspace() \
                    and _may_start(<str>text, label_table, True) \
                    and leaf_is_label(text, (code & L_LINK) != 0):
                found.append(elementFactory(body._doc, node))
        # the next element in document order
        child = node.children
        while child is not NULL and child.type != tree.XML_ELEMENT_NODE:
            child = child.next
        if child is not NULL:
            node = child
            continue
        while True:
            if node is top:
                return found
            child = node.next
            while child is not NULL and child.type != tree.XML_ELEMENT_NODE:
                child = child.next
            if child is not NULL:
                node = child
                break
            node = node.parent


cdef enum:
    HEAD_BLANK = 0  # no text, or ASCII white space only
    HEAD_NO_START = 1  # an ASCII head no start begins
    HEAD_UNTOLD = 2  # anything else: told on the str


cdef inline bint _py_ascii_space(unsigned char c) noexcept nogil:
    """Py_UNICODE_ISSPACE of an ASCII code point (str.isspace and str.split's white space)."""
    return c == 32 or 9 <= c <= 13 or 28 <= c <= 31


cdef int _line_head_bytes(xmlNode* owner, _StartTable starts) noexcept:
    """The line head of `owner`'s text (lxml's `.text`) told from libxml2's bytes: HEAD_BLANK,
    HEAD_NO_START (_may_start would be False), or HEAD_UNTOLD (several text nodes, a code point
    outside ASCII before the head is read, no start table): then the str is built and told."""
    cdef xmlNode* child = owner.children
    cdef const unsigned char* p
    cdef char head[START_MAX_CHARS]
    cdef Py_ssize_t built = 0, size = starts.size
    if child is NULL or child.type != tree.XML_TEXT_NODE:
        return HEAD_UNTOLD if child is not NULL and child.type == tree.XML_CDATA_SECTION_NODE else HEAD_BLANK
    if child.next is not NULL and (child.next.type == tree.XML_TEXT_NODE
                                   or child.next.type == tree.XML_CDATA_SECTION_NODE):
        return HEAD_UNTOLD
    p = <const unsigned char*>child.content
    if p is NULL:
        return HEAD_UNTOLD
    while p[0] != 0 and _py_ascii_space(p[0]):
        p += 1
    if p[0] == 0:
        return HEAD_BLANK
    if size <= 0:
        return HEAD_UNTOLD
    while p[0] != 0 and built < size:
        if p[0] >= 128:
            return HEAD_UNTOLD
        head[built] = <char>(p[0] + 32 if 65 <= p[0] <= 90 else p[0])
        built += 1
        p += 1
    return HEAD_UNTOLD if starts.holds_a_prefix(head, built) else HEAD_NO_START


cdef bint _may_be_a_line(_Element body, xmlNode* node, Py_ssize_t children, xmlNode* first, line_start,
                         _StartTable head_starts) except -1:
    """clean.may_be_a_line: few children, and first words that a boilerplate line starts with. The
    head is read from libxml2's bytes first (`_line_head_bytes`): most heads are ruled out there,
    without a str built for them."""
    cdef int told
    if children > LINE_MAX_CHILDREN:
        return False
    told = _line_head_bytes(node, head_starts)
    if told == HEAD_NO_START:
        return False
    if told == HEAD_BLANK:
        if children == 0:
            return False
        if first.type == tree.XML_ELEMENT_NODE:
            told = _line_head_bytes(first, head_starts)
            if told != HEAD_UNTOLD:
                return told == HEAD_BLANK
    head = textOf(node)
    if not head or (<str>head).isspace():
        if children == 0:
            return False
        if first.type == tree.XML_ELEMENT_NODE:
            head = textOf(first)
        else:  # a comment, processing instruction or entity: its own `text`
            head = elementFactory(body._doc, first).text
    return not head or head.isspace() \
        or (_may_start(<str>head, head_starts, False) and _line_start_matches(line_start, <str>head))


# --- clean.drop_prompt_lines: the text nodes that hold a prompt word ----------------------------------

# A word's signature: its code points, each ASCII one lower-cased, except "k", which like every code
# point outside ASCII is written "?". str.lower() keeps a signature: the one code point outside ASCII
# whose lower case is ASCII is the Kelvin sign (to "k"), and the one whose lower case is two code
# points, "İ", gives a combining dot that no prompt word holds (the tests check both over every code
# point). So a word whose lower case is a prompt word has that prompt word's signature; the walk
# hashes each word's signature as it reads its bytes, and builds and lower-cases only the words whose
# hash and length a prompt word has.
#
# The table holds each word's core, not the word: the word less one opening mark of PROMPT_LEAD_MARKS
# and then one closing mark of PROMPT_TRAIL_MARKS, each only if a code point is left ("(donate" and
# "donate." are "donate"; "(" stays "("). The walk takes the same core of each word it reads (the
# hash from after an opening mark, the hash before a closing one), and a mark's lower case is itself
# while no other code point's is a mark (tests check every code point), so a word whose lower case is
# a prompt word has that word's core. clean's prompt words come with every mark before and after
# them (one word, 17 spellings): as cores they are one entry each. (2026-12-03: the table held 4,046
# spellings of 238 words, its limit 4,096; as cores, 238 entries; see PROMPT_TABLE_MIN_SLOTS.)
# The table's slots: a power of two, at least twice the cores and at least this many: 1,024 (8 KB)
# for clean's 273 words (2026-12-03), against the fixed 8,192 slots (64 KB) of the spellings before.
# prompt_word_walk over 1,081 page bodies of the development sets, in one process against the
# build before (interleaved per body, order rotated, 5 rounds): the same words 0.958-0.966 of its
# CPU (the same build against itself 0.996), the 273 words 1.004 (0.995). At least four times the
# cores measured no different (1.014 against 0.989).
cdef enum:
    PROMPT_TABLE_MIN_SLOTS = 1024


cdef inline unsigned char _signature_byte(long cp) noexcept nogil:
    cdef unsigned char c
    if cp < 128:
        c = _lower(<unsigned char>cp)
        if c != 107:  # "k"
            return c
    return 63  # "?"


cdef inline uint64_t _signature_step(uint64_t hash, long cp) noexcept nogil:
    return (hash ^ _signature_byte(cp)) * FNV_PRIME


cdef inline bint _prompt_lead_mark(long cp) noexcept nogil:
    """One of PROMPT_LEAD_MARKS: ( „ « " '"""
    return cp == 40 or cp == 0x201E or cp == 0xAB or cp == 34 or cp == 39


cdef inline bint _prompt_trail_mark(long cp) noexcept nogil:
    """One of PROMPT_TRAIL_MARKS: . , ; : ! ? ) » “ " '"""
    return cp == 46 or cp == 44 or cp == 59 or cp == 58 or cp == 33 or cp == 63 or cp == 41 or cp == 0xBB \
        or cp == 0x201C or cp == 34 or cp == 39


cdef class _PromptWords:
    """The prompt words (a frozenset of lower-case str) and the hashes of their cores' signatures."""
    cdef frozenset words
    cdef uint64_t* table
    cdef Py_ssize_t slots  # a power of two
    cdef Py_ssize_t shortest, longest  # of the cores

    def __cinit__(self, frozenset words):
        cdef uint64_t hash
        cdef Py_UCS4 ch
        cdef set cores = set()
        self.words = words
        for word in words:
            core = <str>word
            if len(core) >= 2 and _prompt_lead_mark(ord(core[0])):
                core = core[1:]
            if len(core) >= 2 and _prompt_trail_mark(ord(core[len(core) - 1])):
                core = core[:len(core) - 1]
            cores.add(core)
        self.slots = PROMPT_TABLE_MIN_SLOTS
        while len(cores) * 2 > self.slots:
            self.slots *= 2
        self.table = <uint64_t*>calloc(self.slots, sizeof(uint64_t))
        if self.table is NULL:
            raise MemoryError()
        self.shortest = PY_SSIZE_T_MAX  # no words: no word is as long as one
        self.longest = 0
        for core in cores:
            hash = FNV_OFFSET
            for ch in <str>core:
                hash = _signature_step(hash, ch)
            self._add(hash)
            self.shortest = min(self.shortest, len(<str>core))
            self.longest = max(self.longest, len(<str>core))

    def __dealloc__(self):
        free(self.table)

    cdef inline Py_ssize_t _slot(self, uint64_t hash) noexcept:
        """Where `hash` (odd: 0 marks an empty slot) is, or the empty slot where it would go."""
        cdef Py_ssize_t slot = <Py_ssize_t>((hash >> 1) & (self.slots - 1))
        while self.table[slot] != 0 and self.table[slot] != hash:
            slot = (slot + 1) & (self.slots - 1)
        return slot

    cdef void _add(self, uint64_t hash) noexcept:
        hash |= 1
        self.table[self._slot(hash)] = hash

    cdef inline bint may_hold(self, uint64_t hash, Py_ssize_t length) noexcept:
        """Might a word whose core is `length` code points with a signature hashing to `hash` be a
        prompt word?"""
        if length < self.shortest or length > self.longest:
            return False
        hash |= 1
        return self.table[self._slot(hash)] == hash


cdef _PromptWords _prompt_words = None


cdef int _holds_prompt_word(xmlNode* node, _PromptWords words) except -1:
    """clean's test of one text node: does a word of its text (split on str.split's spaces), lower-cased,
    belong to `words.words`? Bytes that are no UTF-8 leave the node to that test as written."""
    cdef const unsigned char* p = <const unsigned char*>node.content
    cdef const unsigned char* end
    cdef const unsigned char* start
    cdef uint64_t hash, before
    cdef Py_ssize_t length
    cdef int size
    cdef long cp, first, last
    cdef bint lead
    if p is NULL:
        return 0
    end = p + strlen(<const char*>p)
    while p < end:
        cp = _utf8_at(p, end, &size)
        if cp < 0:
            return _holds_prompt_word_python(node, words)
        if Py_UNICODE_ISSPACE(<Py_UCS4>cp):
            p += size
            continue
        start = p
        first = cp
        lead = _prompt_lead_mark(cp)
        hash = FNV_OFFSET if lead else _signature_step(FNV_OFFSET, cp)  # after an opening mark
        before = FNV_OFFSET  # the same before the last code point
        last = cp
        length = 1
        p += size
        while p < end:  # the rest of the word: up to the next space or the end
            cp = _utf8_at(p, end, &size)
            if cp < 0:
                return _holds_prompt_word_python(node, words)
            if Py_UNICODE_ISSPACE(<Py_UCS4>cp):
                break
            before = hash
            hash = _signature_step(hash, cp)
            last = cp
            length += 1
            p += size
        if lead:  # the core: its opening mark left out when a code point follows
            if length == 1:
                hash = _signature_step(FNV_OFFSET, first)
            else:
                length -= 1
        if length >= 2 and _prompt_trail_mark(last):  # and then a closing mark
            hash = before
            length -= 1
        if words.may_hold(hash, length):
            word = PyUnicode_DecodeUTF8(<const char*>start, p - start, NULL)
            if (<str>word).lower() in words.words:
                return 1
    return 0


cdef int _holds_prompt_word_python(xmlNode* node, _PromptWords words) except -1:
    text = PyUnicode_DecodeUTF8(<const char*>node.content, strlen(<const char*>node.content), NULL)
    return not words.words.isdisjoint((<str>text).lower().split())


cdef int _holds_cjk_prompt_word(xmlNode* node, tuple cjk_words) except -1:
    """clean's CJK test of one text node: does its lower-cased text hold one of `cjk_words` (CJK and
    Thai phrases) as a substring? Only a text with a character of U+3000..U+9FFF (in UTF-8 its first
    byte 0xE3..0xE9) or of Thai, U+0E00..U+0E7F (0xE0 then 0xB8 or 0xB9), is decoded and searched;
    Latin, Cyrillic and Korean texts are one pass over their bytes."""
    cdef const unsigned char* p = <const unsigned char*>node.content
    if p is NULL:
        return 0
    while p[0] != 0 and not (0xE3 <= p[0] <= 0xE9) and not (p[0] == 0xE0 and (p[1] == 0xB8 or p[1] == 0xB9)):
        p += 1
    if p[0] == 0:
        return 0
    text = (<bytes>(<const char*>node.content)).decode("utf-8", "replace").lower()
    for word in cjk_words:
        if <str>word in text:
            return 1
    return 0


def prompt_word_walk(_Element body, frozenset words, tuple cjk_words=()):
    """clean.prompts._prompt_word_walk_python over libxml2's nodes: for each text node below `body` (text and
    CDATA, in document order, as XPath's `.//text()` finds them) that holds one of `words` (lower case)
    as a word of its lower-cased text split on white space, or one of `cjk_words` (CJK and Thai
    phrases, lower case) anywhere in its lower-cased text, the element it belongs to (its parent: its
    own text or a child's tail)."""
    global _prompt_words
    cdef xmlNode* top = body._c_node
    cdef xmlNode* node = top
    cdef xmlNode* owner
    cdef list found = []
    if _prompt_words is None or _prompt_words.words is not words:
        _prompt_words = _PromptWords(words)
    cdef _PromptWords table = _prompt_words
    while True:
        node = _next_in_walk(node, top, node is top or node.type == tree.XML_ELEMENT_NODE)
        if node is NULL:
            return found
        if (node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE) \
                and (_holds_prompt_word(node, table) or (cjk_words and _holds_cjk_prompt_word(node, cjk_words))):
            owner = node.parent
            while owner is not NULL and not _isElement(owner):
                owner = owner.parent
            if owner is not NULL:
                found.append(elementFactory(body._doc, owner))


# --- clean.drop_date_lines: the text nodes that may start a lone date line ----------------------------

cdef Py_ssize_t _folded_length(str text, Py_ssize_t limit) noexcept:
    """len(" ".join(text.split())), counted up to `limit` + 1."""
    cdef Py_ssize_t length = 0, i, n = len(text)
    cdef bint gap = False
    for i in range(n):
        if Py_UNICODE_ISSPACE(text[i]):
            gap = length > 0
            continue
        length += 1 + gap
        gap = False
        if length > limit:
            break
    return length


cdef bint _short_with_a_year(const unsigned char* p, Py_ssize_t limit) noexcept nogil:
    """The XPath test of clean.DATE_LINE_TEXTS on a text node's UTF-8: at most `limit` code points,
    four ASCII digits in a row among them."""
    cdef Py_ssize_t points = 0, digits = 0
    cdef bint year = False
    cdef unsigned char b
    while p[0] != 0:
        b = p[0]
        p += 1
        if (b & 0xC0) != 0x80:
            points += 1
            if points > limit:
                return False
        if 48 <= b <= 57:
            digits += 1
            if digits >= 4:
                year = True
        else:
            digits = 0
    return year


def date_line_walk(_Element body, Py_ssize_t node_max, Py_ssize_t line_max, holds_date):
    """clean.dates._date_line_walk_python over libxml2's nodes: for each text node below `body` (text and
    CDATA, in document order, as XPath's `descendant::text()` finds them) of at most `node_max` code
    points holding four ASCII digits in a row, whose text folded on white space is at most
    `line_max` characters long and `holds_date(text)`, the element it belongs to (its parent: its
    own text or a child's tail)."""
    cdef xmlNode* top = body._c_node
    cdef xmlNode* node = top
    cdef xmlNode* owner
    cdef list found = []
    while True:
        node = _next_in_walk(node, top, node is top or node.type == tree.XML_ELEMENT_NODE)
        if node is NULL:
            return found
        if (node.type != tree.XML_TEXT_NODE and node.type != tree.XML_CDATA_SECTION_NODE) or node.content is NULL \
                or not _short_with_a_year(<const unsigned char*>node.content, node_max):
            continue
        text = PyUnicode_DecodeUTF8(<const char*>node.content, strlen(<const char*>node.content), NULL)
        if _folded_length(<str>text, line_max) > line_max or not holds_date(text):
            continue
        owner = node.parent
        while owner is not NULL and not _isElement(owner):
            owner = owner.parent
        if owner is not NULL:
            found.append(elementFactory(body._doc, owner))


# --- language: the language model's byte n-gram counts ---------------------------------------------

cdef inline unsigned int _half_bits_to_float_bits(unsigned short h) noexcept nogil:
    """The float32 bits of the float16 `h` (exact: every float16 is a float32; a subnormal is
    normalised, infinities and NaNs keep their sign and payload, as numpy's cast does)."""
    cdef unsigned int sign = (<unsigned int>(h & 0x8000)) << 16
    cdef unsigned int exponent = (h >> 10) & 0x1f
    cdef unsigned int mantissa = h & 0x3ff
    if exponent == 0x1f:  # infinity or NaN
        return sign | 0x7f800000 | (mantissa << 13)
    if exponent != 0:
        return sign | ((exponent + 112) << 23) | (mantissa << 13)
    if mantissa == 0:
        return sign
    exponent = 113  # a subnormal: shift its leading 1 into the implicit bit
    while (mantissa & 0x400) == 0:
        mantissa <<= 1
        exponent -= 1
    return sign | (exponent << 23) | ((mantissa & 0x3ff) << 13)


# How many rows ahead `half_rows` asks for: the rows a text visits lie anywhere in the model's 28 MB
# table, so each is a cache miss; asked for ahead, several are fetched at once.
DEF _ROWS_AHEAD = 8


cdef inline void _prefetch_row(const unsigned short[:, ::1] table, Py_ssize_t row, Py_ssize_t width) noexcept nogil:
    """Ask for the cache lines of `table`'s row `row` (nothing when it is out of the table)."""
    cdef Py_ssize_t j
    cdef const char* start
    if row < 0 or row >= table.shape[0]:
        return
    start = <const char*>&table[row, 0]
    for j in range(0, width * 2, 64):
        BEAM_PREFETCH(start + j)
    BEAM_PREFETCH(start + width * 2 - 1)


def half_rows(const unsigned short[:, ::1] table, const Py_ssize_t[::1] rows, float[:, ::1] out):
    """language._half_rows_python: out[k] = the float16 row rows[k] of `table` (its bits, as
    uint16) as float32, the exact values numpy's `table[rows].astype(float32)` gives, without
    numpy's slow float16 cast (three quarters of the language model's scoring). An index or a
    shape that does not fit raises IndexError."""
    cdef Py_ssize_t k, j, row, width = table.shape[1], count = rows.shape[0]
    cdef const unsigned short* source
    cdef unsigned int* target
    cdef unsigned short h
    cdef int special
    if out.shape[0] != count or out.shape[1] != width:
        raise IndexError("out is not rows x the table's width")
    for k in range(count):
        row = rows[k]
        if row < 0 or row >= table.shape[0]:
            raise IndexError("row outside the table")
        if width == 0:
            continue
        if k + _ROWS_AHEAD < count:
            _prefetch_row(table, rows[k + _ROWS_AHEAD], width)
        source = &table[row, 0]
        target = <unsigned int*>&out[k, 0]
        special = 0
        for j in range(width):  # every value as a normal number (exponent rebiased): no branch
            h = source[j]
            target[j] = ((<unsigned int>(h & 0x8000)) << 16) | (((<unsigned int>(h & 0x7fff)) << 13) + 0x38000000)
            special |= ((h & 0x7c00) == 0) | ((h & 0x7c00) == 0x7c00)
        if special:  # zeros, subnormals, infinities and NaNs of the row, again
            for j in range(width):
                h = source[j]
                if (h & 0x7c00) == 0 or (h & 0x7c00) == 0x7c00:
                    target[j] = _half_bits_to_float_bits(h)


# --- blocks.segment: cutting a region into blocks -----------------------------------------------------

# blocks.INLINE ... NODE, in its order.
cdef enum:
    B_INLINE, B_LINK, B_QUIET, B_BOUNDARY, B_NEVER, B_NODE

cdef struct OpenInline:
    xmlNode* node
    Py_ssize_t started
    int kind


cdef inline bint _is_cjk(Py_UCS4 ch) noexcept:
    return (0x3040 <= ch <= 0x30ff or 0x3400 <= ch <= 0x4dbf or 0x4e00 <= ch <= 0x9fff
            or 0xf900 <= ch <= 0xfaff)


def count_words(str text):
    """blocks.count_words: len(_WORD.findall(text)) for _WORD = "[CJK ranges]|\\w\\S*" (sre's \\w is
    Py_UNICODE_ISALNUM or "_", its \\s Py_UNICODE_ISSPACE)."""
    return _words_in(text)


cdef Py_ssize_t _words_in(str text) except -1:
    """count_words, called from C."""
    cdef Py_ssize_t count = 0
    cdef bint in_word = False
    cdef Py_UCS4 ch
    for ch in text:
        if in_word:  # \S* after the word's first character
            if not Py_UNICODE_ISSPACE(ch):
                continue
            in_word = False
            continue
        if _is_cjk(ch):
            count += 1
        elif ch == u"_" or Py_UNICODE_ISALNUM(ch):
            count += 1
            in_word = True
    return count


cdef inline bint _is_link_element(xmlNode* node) noexcept:
    """blocks._LINK_TAGS: an element `iter("a", "A")` gives (no namespace: one with one is read by the twin)."""
    return _name_is(node.name, b"a") or _name_is(node.name, b"A")


def link_words(_Element top):
    """blocks._link_words_python: (the words of `top`'s text, the words of the text of each link of
    `top.iter("a", "A")` summed), words as count_words counts them in each piece itertext gives (a
    run of adjacent text and CDATA nodes: an element's text or a tail), over libxml2's nodes with no
    proxy made: a word of a text run below k links is counted k times in the second sum. A subtree
    holding another kind of node (an entity reference) or an element with a namespace, or text that
    is no UTF-8, is counted through lxml's itertext."""
    cdef Py_ssize_t words = 0, linked = 0, depth, count
    cdef xmlNode* start = <xmlNode*>top._c_node
    cdef xmlNode* node
    cdef bint in_word = False
    if start.type != tree.XML_ELEMENT_NODE or start.ns is not NULL:
        return _link_words_fallback(top)
    depth = 1 if _is_link_element(start) else 0
    node = start.children
    while node is not NULL:
        if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            if node.prev is NULL or (node.prev.type != tree.XML_TEXT_NODE
                                     and node.prev.type != tree.XML_CDATA_SECTION_NODE):
                in_word = False  # a new piece of itertext's
            count = _utf8_words(node.content, &in_word)
            if count < 0:
                return _link_words_fallback(top)
            words += count
            linked += count * depth
        elif node.type == tree.XML_ELEMENT_NODE:
            if node.ns is not NULL:
                return _link_words_fallback(top)
            if node.children is not NULL:
                if _is_link_element(node):
                    depth += 1
                node = node.children
                continue
        elif node.type != tree.XML_COMMENT_NODE and node.type != tree.XML_PI_NODE:
            return _link_words_fallback(top)
        while node.next is NULL:
            node = node.parent
            if node is start:
                return words, linked
            if _is_link_element(node):
                depth -= 1
        node = node.next
    return words, linked


cdef Py_ssize_t _utf8_words(const_xmlChar* content, bint* in_word) noexcept:
    """_words_in over a text node's UTF-8 (NUL-ended), carrying `in_word` from the node before it in
    the same piece; -1 for bytes that are no UTF-8."""
    cdef const unsigned char* p = <const unsigned char*>content
    cdef const unsigned char* end
    cdef Py_ssize_t count = 0
    cdef long cp
    cdef int size = 1
    if p is NULL:
        return 0
    end = p + strlen(<const char*>p)
    while p < end:
        cp = _utf8_at(p, end, &size)
        if cp < 0:
            return -1
        p += size
        if in_word[0]:  # \S* after the word's first character
            if Py_UNICODE_ISSPACE(<Py_UCS4>cp):
                in_word[0] = False
            continue
        if _is_cjk(<Py_UCS4>cp):
            count += 1
        elif cp == 95 or Py_UNICODE_ISALNUM(<Py_UCS4>cp):  # "_"
            count += 1
            in_word[0] = True
    return count


cdef tuple _link_words_fallback(_Element top):
    """link_words through lxml's itertext (each piece's words by _words_in, count_words' twin)."""
    cdef Py_ssize_t words = 0, linked = 0
    for piece in top.itertext():
        words += _words_in(piece)
    for link in top.iter("a", "A"):
        for piece in link.itertext():
            linked += _words_in(piece)
    return words, linked


cdef void _add_block_text(_Element anchor, xmlNode* owner, str slot, str text, block, int quiet_depth,
                          int link_depth, count_words) except *:
    """A text run of the block: its slot (whose text or tail it is), and its words unless in sup/sub."""
    if not text or text.isspace():  # layout whitespace holds no words
        return
    block.slots.append((elementFactory(anchor._doc, owner), slot))
    if not quiet_depth:
        words = count_words(text)
        if words and not block.words:
            block.opens_linked = link_depth > 0
        block.words += words
        if link_depth:
            block.link_words += words


cdef xmlNode* _block_runs(_Element anchor, xmlNode* child, xmlNode* owner, str slot, block, int quiet_depth,
                          int link_depth, count_words) except *:
    """The text runs from `child` on up to the next element (returned; NULL when there is none),
    added to `block`: the first as `owner`'s `slot`, each after a comment as that comment's tail."""
    cdef xmlNode* after
    while child is not NULL and child.type != tree.XML_ELEMENT_NODE:
        if _is_text_node(child):
            _add_block_text(anchor, owner, slot, _run_text(child, &after), block, quiet_depth, link_depth,
                            count_words)
            child = after
        else:  # a comment or processing instruction: the run after it is its tail
            owner = child
            slot = "tail"
            child = child.next
    return child


def block_segments(_Element root, kind_of, block_class, count_words):
    """blocks.segment over libxml2's nodes: (blocks, containers) as it returns them. `kind_of` is
    blocks._kind, `block_class` blocks.Block, `count_words` blocks.count_words."""
    cdef _TagCodes kinds = _TagCodes(kind_of)
    cdef xmlNode* top = <xmlNode*>root._c_node
    cdef xmlNode* node = top
    cdef xmlNode* child
    cdef OpenInline* inlines = NULL
    cdef Py_ssize_t inline_depth = 0, inline_capacity = 0
    cdef int kind, link_depth = 0, quiet_depth = 0
    cdef bint enter
    block = block_class()
    blocks = [block]
    containers = []
    open_containers = []  # [element, first block index]
    try:
        while True:
            # --- the start of element `node` ---
            kind = kinds.of(node)
            enter = kind != B_NEVER
            if kind == B_BOUNDARY:
                block = block_class()
                blocks.append(block)
                open_containers.append([elementFactory(root._doc, node), len(blocks) - 1])
            elif kind != B_NEVER:
                if inline_depth == inline_capacity:
                    inline_capacity = inline_capacity * 2 if inline_capacity else 32
                    inlines = <OpenInline*>realloc(inlines, inline_capacity * sizeof(OpenInline))
                    if inlines is NULL:
                        raise MemoryError()
                inlines[inline_depth].node = node
                inlines[inline_depth].started = len(blocks) - 1
                inlines[inline_depth].kind = kind
                inline_depth += 1
                if kind == B_LINK:
                    link_depth += 1
                elif kind == B_QUIET:
                    quiet_depth += 1
            # its text (the first run of its children), then the nodes up to its first element child
            child = _block_runs(root, node.children if enter else NULL, node, "text", block, quiet_depth,
                                link_depth, count_words)
            if child is not NULL:
                node = child
                continue
            # --- ends: of `node`, then of each ancestor whose last child it was ---
            while True:
                kind = kinds.of(node)
                if kind == B_BOUNDARY:
                    element, first = open_containers.pop()
                    containers.append((element, first, len(blocks) - 1))
                    block = block_class()
                    blocks.append(block)
                elif kind != B_NEVER:
                    inline_depth -= 1
                    if inlines[inline_depth].started == len(blocks) - 1:
                        block.inlines.append(elementFactory(root._doc, node))
                    if inlines[inline_depth].kind == B_LINK:
                        link_depth -= 1
                    elif inlines[inline_depth].kind == B_QUIET:
                        quiet_depth -= 1
                if node is top:
                    containers.sort(key=_container_order)
                    return blocks, containers
                # its tail, and the runs after comments, up to the next element
                child = _block_runs(root, node.next, node, "tail", block, quiet_depth, link_depth, count_words)
                if child is not NULL:
                    node = child
                    break
                node = node.parent
    finally:
        free(inlines)


def _container_order(item):
    return (item[1], -item[2])


# --- clean.name_decision: one class name's verdict ------------------------------------------------------

cdef inline bint _name_lower_or_digit(Py_UCS4 ch) noexcept nogil:
    """a-z 0-9: a token character, after which an upper-case letter opens a new token."""
    return (97 <= ch <= 122) or (48 <= ch <= 57)


cdef inline bint _name_upper(Py_UCS4 ch) noexcept nogil:
    """A-Z: a token character, lower-cased."""
    return 65 <= ch <= 90


def name_decision(str name, frozenset hiding, frozenset content, frozenset boilerplate, frozenset comments,
                  frozenset veto):
    """clean.name_decision for an ASCII name (None for any other: the Python twin decides): the
    name split into lower-case tokens at camelCase and at anything but letters and digits, then
    judged by the token sets and the joined pairs of neighbours."""
    return _name_decision(name, hiding, content, boilerplate, comments, veto)


cdef object _name_decision(str name, frozenset hiding, frozenset content, frozenset boilerplate, frozenset comments,
                           frozenset veto):
    cdef Py_ssize_t n = len(name), i, start
    cdef Py_UCS4 ch, prev = 0
    cdef list tokens = []
    cdef str token, decision = ""
    if not name.isascii():
        return None
    lowered = name.lower()
    if lowered in hiding:
        return "hidden"
    start = -1
    for i in range(n):
        ch = name[i]
        if _name_lower_or_digit(ch):
            if start < 0:
                start = i
        elif _name_upper(ch):  # a token boundary after a lower-case letter or digit (camelCase)
            if start >= 0 and _name_lower_or_digit(prev):
                tokens.append(lowered[start:i])
                start = i
            elif start < 0:
                start = i
        else:
            if start >= 0:
                tokens.append(lowered[start:i])
                start = -1
        prev = ch
    if start >= 0:
        tokens.append(lowered[start:n])
    bigrams = [tokens[i] + tokens[i + 1] for i in range(len(tokens) - 1)]
    for token in bigrams:
        if token in veto:
            return ""
    for token in tokens:
        if token in content:
            return decision or "content"  # "comment-body" stays a comment
        if token in boilerplate:
            return "boilerplate"
        if token in comments and not decision:
            decision = "comments"
    if not decision:
        for token in bigrams:
            if token in boilerplate:
                return "boilerplate"
        for token in bigrams:
            if token in comments:
                return "comments"
    return decision


# --- round 44, clean44: the clean stage's rule engines (a class string told on its ASCII bytes, a line
# head's pattern picked by its first character) -------------------------------------------------------
# classify_names judged each string new to the process through str objects: the split, each name's
# slices and lower case, its tokens and their joined pairs, each hashed into the vocabularies' sets
# (2026-12-06, the 39,594 strings a third of WCXB dev judges with the memos cold: 4 us a string,
# ~3% of extract()). An ASCII string (nearly all) is told on its bytes: its names split at white
# space, each name's judged part (clean.name_decision: nothing for a "js-" hook or a Tailwind
# variant, a BEM name without its modifier) cut into clean.tokens_of's tokens in place, and each
# token, joined pair and whole name looked up in one table of the vocabularies' ASCII words (a word
# outside ASCII is no ASCII name's), the sets holding a word as bits. The names' verdicts are not
# remembered one by one on this path: told on the bytes, a name costs less than its memo's key.

cdef enum:
    WORD_HIDING = 1  # clean.HIDING_CLASSES
    WORD_CONTENT = 2  # clean.CONTENT_TOKENS
    WORD_BOILERPLATE = 4  # clean.BOILERPLATE_TOKENS
    WORD_COMMENTS = 8  # clean.COMMENT_TOKENS
    WORD_VETO = 16  # clean.VETO_BIGRAMS
    NAME_MAX_TOKENS = 64  # a name of more tokens is judged through str objects, as before

cdef enum:  # a name's verdict (clean.name_decision), by strength as clean._strongest_verdict reads them
    NAME_NONE = 0
    NAME_COMMENTS = 1
    NAME_BOILERPLATE = 2
    NAME_CONTENT = 3
    NAME_HIDDEN = 4
    NAME_UNTOLD = 5


cdef class _NameWords:
    """The ASCII words of the class-name vocabularies, each with the bits (WORD_*) of the sets holding
    it, in an open-addressed table of their FNV-1a hashes (slots: a power of two, at least four times
    the words)."""
    cdef list kept  # the words' bytes, which the table points into
    cdef uint64_t* hashes
    cdef const char** words
    cdef Py_ssize_t* lengths
    cdef int* bits
    cdef uint64_t mask

    def __cinit__(self, frozenset hiding, frozenset content, frozenset boilerplate, frozenset comments,
                  frozenset veto):
        cdef dict kinds = {}
        cdef Py_ssize_t slots = 16, i, length
        cdef uint64_t hash
        cdef const char* word
        for words, bit in ((hiding, WORD_HIDING), (content, WORD_CONTENT), (boilerplate, WORD_BOILERPLATE),
                           (comments, WORD_COMMENTS), (veto, WORD_VETO)):
            for name in words:
                if isinstance(name, str) and (<str>name).isascii():
                    kinds[name] = kinds.get(name, 0) | bit
        while slots < 4 * len(kinds):
            slots *= 2
        self.mask = slots - 1
        self.kept = []
        self.hashes = <uint64_t*>calloc(slots, sizeof(uint64_t))
        self.words = <const char**>calloc(slots, sizeof(const char*))
        self.lengths = <Py_ssize_t*>calloc(slots, sizeof(Py_ssize_t))
        self.bits = <int*>calloc(slots, sizeof(int))
        if self.hashes is NULL or self.words is NULL or self.lengths is NULL or self.bits is NULL:
            raise MemoryError()
        for name, bit in kinds.items():
            encoded = (<str>name).encode("ascii")
            self.kept.append(encoded)
            word = <const char*>encoded
            length = len(encoded)
            hash = FNV_OFFSET
            for i in range(length):
                hash = (hash ^ <unsigned char>word[i]) * FNV_PRIME
            i = <Py_ssize_t>(hash & self.mask)
            while self.words[i] is not NULL:
                i = <Py_ssize_t>((i + 1) & self.mask)
            self.hashes[i] = hash
            self.words[i] = word
            self.lengths[i] = length
            self.bits[i] = bit

    def __dealloc__(self):
        free(self.hashes)
        free(self.words)
        free(self.lengths)
        free(self.bits)

    cdef int of(self, const unsigned char* a, Py_ssize_t m, const unsigned char* b, Py_ssize_t k) noexcept:
        """The bits of the word a[:m] then b[:k], lower-cased (0 when no set holds it)."""
        cdef uint64_t hash = FNV_OFFSET, slot
        cdef Py_ssize_t i
        cdef const char* word
        for i in range(m):
            hash = (hash ^ _lower(a[i])) * FNV_PRIME
        for i in range(k):
            hash = (hash ^ _lower(b[i])) * FNV_PRIME
        slot = hash & self.mask
        while self.words[slot] is not NULL:
            if self.hashes[slot] == hash and self.lengths[slot] == m + k:
                word = self.words[slot]
                for i in range(m):
                    if <unsigned char>word[i] != _lower(a[i]):
                        break
                else:
                    for i in range(k):
                        if <unsigned char>word[m + i] != _lower(b[i]):
                            break
                    else:
                        return self.bits[slot]
            slot = (slot + 1) & self.mask
        return 0


cdef inline bint _token_character(unsigned char c) noexcept nogil:
    return (97 <= c <= 122) or (48 <= c <= 57)


cdef Py_ssize_t _after_prefix(const unsigned char* name, Py_ssize_t n, Py_ssize_t start,
                              unsigned char mark) noexcept:
    """Where a Tailwind prefix of one to four letters and `mark` starting at `start` ends, or `start`."""
    cdef Py_ssize_t i = start
    while i < n and i - start < 5 and 97 <= _lower(name[i]) <= 122:
        i += 1
    if start < i <= start + 4 and i < n and name[i] == mark:
        return i + 1
    return start


cdef bint _same_lower(const unsigned char* name, const char* word, Py_ssize_t n) noexcept:
    """Is name[:n] the lower-case ASCII `word` (n characters) in any case?"""
    cdef Py_ssize_t i
    for i in range(n):
        if _lower(name[i]) != <unsigned char>word[i]:
            return False
    return True


cdef bint _prefixed_print_hidden(const unsigned char* name, Py_ssize_t n) noexcept:
    """clean.is_prefixed_print_hidden of the ASCII name `name[:n]`: "print:hidden" under a Tailwind
    prefix of one to four letters ("tw:print:hidden", "print:tw-hidden")."""
    cdef Py_ssize_t i = _after_prefix(name, n, 0, 58)  # "tw:"
    if n - i < 12 or not _same_lower(name + i, b"print:", 6):
        return False
    i = _after_prefix(name, n, i + 6, 45)  # "tw-"
    return n - i == 6 and _same_lower(name + i, b"hidden", 6)


cdef bint _prefixed_print_hidden_str(str name):
    """`_prefixed_print_hidden` of a str (False for a name outside ASCII)."""
    cdef bytes data
    if ":" not in name or not name.isascii():
        return False
    data = name.encode("ascii")
    return _prefixed_print_hidden(<const unsigned char*>data, len(data))


cdef Py_ssize_t _judged_end(_NameWords table, const unsigned char* name, Py_ssize_t n) noexcept:
    """How much of the ASCII `name` clean.name_decision judges (a prefix): none of a script's hook
    ("js-") or a Tailwind print or arbitrary variant (but a hiding name), else clean.without_modifier's
    part (a BEM name less its "--" modifier)."""
    cdef Py_ssize_t i, dash = -1
    cdef bint underscores = False
    if n >= 3 and _lower(name[0]) == 106 and _lower(name[1]) == 115 and name[2] == 45:  # "js-"
        return 0
    if n >= 1 and name[0] == 91:  # "["
        return 0
    if n >= 6 and _lower(name[0]) == 112 and _lower(name[1]) == 114 and _lower(name[2]) == 105 \
            and _lower(name[3]) == 110 and _lower(name[4]) == 116 and name[5] == 58 \
            and not table.of(name, n, NULL, 0) & WORD_HIDING:  # "print:"
        return 0
    for i in range(n - 1):
        if dash < 0 and name[i] == 45 and name[i + 1] == 45:
            dash = i
        if name[i] == 95 and name[i + 1] == 95:
            underscores = True
    if dash < 0:
        return n
    if not underscores and not table.of(name + dash + 2, n - dash - 2, NULL, 0) & WORD_CONTENT:
        return n
    return dash if dash > 0 else n


cdef inline bint _add_token(Py_ssize_t* starts, Py_ssize_t* ends, Py_ssize_t* count, Py_ssize_t start,
                            Py_ssize_t end) noexcept:
    """Append the token name[start:end] to a name's NAME_MAX_TOKENS slots; False when they are full."""
    if count[0] == NAME_MAX_TOKENS:
        return False
    starts[count[0]] = start
    ends[count[0]] = end
    count[0] += 1
    return True


cdef int _ascii_name_verdict(_NameWords table, const unsigned char* name, Py_ssize_t n) noexcept:
    """clean.name_decision of the ASCII name `name[:n]` (NAME_NONE to NAME_HIDDEN), or NAME_UNTOLD for
    a name of more than NAME_MAX_TOKENS tokens."""
    cdef Py_ssize_t starts[NAME_MAX_TOKENS]
    cdef Py_ssize_t ends[NAME_MAX_TOKENS]
    cdef int pair_bits[NAME_MAX_TOKENS]  # the bits of each token joined to the next, looked up once
    cdef Py_ssize_t count = 0, start = -1, i
    cdef unsigned char c, previous = 0
    cdef int bits, decision = NAME_NONE
    if _prefixed_print_hidden(name, n):  # "print:hidden" under a Tailwind prefix
        return NAME_HIDDEN
    n = _judged_end(table, name, n)
    if table.of(name, n, NULL, 0) & WORD_HIDING:
        return NAME_HIDDEN
    for i in range(n):  # clean.tokens_of: runs of a-z and 0-9, split before a capital after a-z or 0-9
        c = name[i]
        if _token_character(c) or (65 <= c <= 90 and start < 0):
            if start < 0:
                start = i
        elif 65 <= c <= 90:
            if _token_character(previous):
                if not _add_token(starts, ends, &count, start, i):
                    return NAME_UNTOLD
                start = i
        elif start >= 0:
            if not _add_token(starts, ends, &count, start, i):
                return NAME_UNTOLD
            start = -1
        previous = c
    if start >= 0 and not _add_token(starts, ends, &count, start, n):
        return NAME_UNTOLD
    for i in range(count - 1):
        pair_bits[i] = table.of(name + starts[i], ends[i] - starts[i], name + starts[i + 1],
                                ends[i + 1] - starts[i + 1])
        if pair_bits[i] & WORD_VETO:
            return NAME_NONE
    for i in range(count):
        bits = table.of(name + starts[i], ends[i] - starts[i], NULL, 0)
        if bits & WORD_CONTENT:
            return decision if decision != NAME_NONE else NAME_CONTENT  # "comment-body" stays a comment
        if bits & WORD_BOILERPLATE:
            return NAME_BOILERPLATE
        if bits & WORD_COMMENTS:
            decision = NAME_COMMENTS
    if decision != NAME_NONE:
        return decision
    for i in range(count - 1):
        if pair_bits[i] & WORD_BOILERPLATE:
            return NAME_BOILERPLATE
    for i in range(count - 1):
        if pair_bits[i] & WORD_COMMENTS:
            return NAME_COMMENTS
    return NAME_NONE


cdef object _ascii_class_verdict(_NameWords table, str names):
    """classify_names' verdict of the ASCII string `names` (no WordPress post or Drupal flag in it):
    its names' strongest (clean._strongest_verdict), or None when a name is NAME_UNTOLD."""
    cdef const unsigned char* data = <const unsigned char*>PyUnicode_DATA(names)
    cdef Py_ssize_t n = len(names), i = 0, start
    cdef int verdict, strongest = NAME_NONE
    while True:
        while i < n and _py_ascii_space(data[i]):
            i += 1
        if i >= n:
            break
        start = i
        while i < n and not _py_ascii_space(data[i]):
            i += 1
        verdict = _ascii_name_verdict(table, data + start, i - start)
        if verdict == NAME_UNTOLD:
            return None
        if verdict > strongest:
            strongest = verdict
    if strongest == NAME_HIDDEN:
        return "hidden"
    if strongest == NAME_BOILERPLATE:
        return "boilerplate"
    if strongest == NAME_COMMENTS:
        return "comments"
    return ""  # no verdict, or the body container's


# The label walk's line heads (40,215 a third of WCXB dev hands over, 2026-12-06): LINE_STARTS.match
# (patterns.FirstCharacterMatch) is a Python frame a head, its first character's pattern picked by a
# dict; handed that choice as a tuple (`FirstCharacterMatch.by_code`), the walk picks the pattern
# itself and calls its `match` (0.063 -> 0.053 s for those heads, the regex alone 0.049).
cdef enum:
    BY_CODE_WHOLE = 128  # FirstCharacterMatch.by_code: the whole pattern's match, for any other first character
    BY_CODE_AFTER_SPACE = 129  # and whether the pattern's white space comes first


cdef bint _line_start_matches(object line_start, str head) except -1:
    """`line_start(head) is not None`, with `line_start` a callable or a FirstCharacterMatch's
    `by_code()`: the match of the pattern its first character (after white space, as str.lstrip
    skips it, when the pattern opens with white space) picks, None for no pattern."""
    cdef tuple by_code
    cdef Py_ssize_t i = 0, n = len(head)
    cdef Py_UCS4 first
    if type(line_start) is not tuple:
        return line_start(head) is not None
    by_code = <tuple>line_start
    if by_code[BY_CODE_AFTER_SPACE]:
        while i < n and Py_UNICODE_ISSPACE(head[i]):
            i += 1
    first = head[i] if i < n else BY_CODE_WHOLE
    matcher = by_code[<Py_ssize_t>first] if first < 128 else by_code[BY_CODE_WHOLE]
    return matcher is not None and matcher(head) is not None


# --- clean.classify_names: a class (or id) string's verdict ------------------------------------------------

cdef str _without_modifier(str name, frozenset content):
    """clean.without_modifier: a BEM class name without its "--" modifier (`content`: the words a
    block's modifier may be alone for the name to go without it when it has no "__")."""
    if "--" not in name:
        return name
    block, modifier = name.split("--", 1)
    if "__" not in name and modifier.lower() not in content:
        return name
    return block or name


cdef class classify_names:
    """clean.classify_names with its memos (the whole string's verdict, each name's verdict), each
    emptied when it holds `cap` entries as clean.remember does. A string naming a WordPress post
    ("hentry", "status-publish"), a string holding "-promoted" (Drupal's front-page flag), or holding
    a name that is not ASCII, is handed to `fallback`
    (clean.tokens._classify_names_python, which fills the same memos): a callable, built once by clean.
    Called by the C walks on a memo
    miss without a Python frame: about 107,000 strings a pass over WCXB dev are new (ids are
    mostly unique)."""
    cdef dict whole, names
    cdef Py_ssize_t cap
    cdef frozenset hiding, content, boilerplate, comments, veto
    cdef object fallback
    cdef _NameWords words

    def __cinit__(self, dict whole, dict names, Py_ssize_t cap, frozenset hiding, frozenset content,
                  frozenset boilerplate, frozenset comments, frozenset veto, fallback):
        self.whole = whole
        self.names = names
        self.cap = cap
        self.hiding = hiding
        self.content = content
        self.boilerplate = boilerplate
        self.comments = comments
        self.veto = veto
        self.fallback = fallback
        self.words = _NameWords(hiding, content, boilerplate, comments, veto)

    def __call__(self, str names):
        return self.judge(names)

    cdef object judge(self, str names):
        cdef object decision = self.whole.get(names)
        cdef list parts
        cdef bint hidden = False, content = False, boilerplate = False, comments = False
        if decision is not None:
            return decision
        if "hentry" in names or "status-publish" in names or "-promoted" in names:
            return self.fallback(names)
        if names.isascii():  # told on its bytes (round 44), but a name of too many tokens
            decision = _ascii_class_verdict(self.words, names)
            if decision is not None:
                return self.remembered(names, decision)
        parts = names.split()
        if len(parts) == 1:
            decision = self.name(<str>parts[0])
            if decision is None:
                return self.fallback(names)
            if decision == "content":
                decision = ""
        else:
            for part in parts:
                decision = self.name(<str>part)
                if decision is None:
                    return self.fallback(names)
                if decision == "hidden":
                    hidden = True
                elif decision == "content":
                    content = True
                elif decision == "boilerplate":
                    boilerplate = True
                elif decision == "comments":
                    comments = True
            # clean._strongest_verdict: hidden, then content (no verdict), then boilerplate, then comments
            decision = ("hidden" if hidden else "" if content else "boilerplate" if boilerplate
                        else "comments" if comments else "")
        return self.remembered(names, decision)

    cdef object remembered(self, str names, object decision):
        if len(self.whole) >= self.cap:
            self.whole.clear()
        self.whole[names] = decision
        return decision

    cdef object name(self, str name):
        """clean.name_decision, or None for a name the C tokens do not judge (not ASCII)."""
        cdef object decision = self.names.get(name)
        if decision is not None:
            return decision
        # clean.is_conditional_utility: Tailwind's print and arbitrary variants name nothing, but a
        # hiding name ("print:hidden")
        judged = ("print:hidden" if _prefixed_print_hidden_str(name)
                  else "" if name[:3].lower() == "js-" or name[:1] == "["
                  or (name[:6].lower() == "print:" and name.lower() not in self.hiding)
                  else _without_modifier(name, self.content))
        decision = _name_decision(judged, self.hiding, self.content, self.boilerplate, self.comments, self.veto)
        if decision is None:
            return None
        if len(self.names) >= self.cap:
            self.names.clear()
        self.names[name] = decision
        return decision


# --- text._text_layout_python: the joined pieces of the text walk into the text -------------------------------------

from cpython.unicode cimport PyUnicode_FromKindAndData, PyUnicode_4BYTE_KIND


cdef inline bint _html_space(Py_UCS4 ch) noexcept:
    return ch == 32 or ch == 9 or ch == 10 or ch == 13 or ch == 12 or ch == 11 or ch == 0xa0


cdef inline bint _dropped_control(Py_UCS4 ch) noexcept:
    """text._CONTROL: [\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f\\ufeff\\u200b]"""
    return ch <= 8 or ch == 11 or ch == 12 or 14 <= ch <= 31 or ch == 0x7f or ch == 0xfeff or ch == 0x200b


cdef inline int _write_marker(Py_UCS4 ch, Py_UCS4* out) noexcept nogil:
    """The whitespace a marker character stands for, written at `out` (how many characters; 0 for
    any other character): the break markers \ue000-\ue002, then the pre markers \ue003-\ue005."""
    if ch == 0xe000:
        out[0] = 10
        out[1] = 10
        return 2
    if ch == 0xe001 or ch == 0xe003:
        out[0] = 10
        return 1
    if ch == 0xe002 or ch == 0xe005:
        out[0] = 9
        return 1
    if ch == 0xe004:
        out[0] = 32
        return 1
    return 0


cdef inline bint _is_break_marker(Py_UCS4 ch) noexcept nogil:
    return 0xe000 <= ch <= 0xe002


cdef Py_ssize_t _layout_units(const _unit_t* data, Py_ssize_t n, _unit_t* out, Py_ssize_t* breaks,
                              Py_ssize_t* pres) noexcept:
    """text_layout's pass over the code units of `joined` into `out` (at most 2n units, of the
    same width: every character written is one of the input's or narrower); how many written."""
    cdef Py_ssize_t i, written = 0
    cdef Py_UCS4 ch
    cdef Py_UCS4 whitespace[2]
    cdef int marker
    cdef bint in_space = False
    for i in range(n):
        ch = data[i]
        if 0x20 < ch < 0x7f:  # printable ASCII, most of any text: written as it is
            in_space = False
            out[written] = data[i]
            written += 1
            continue
        if _html_space(ch):
            if not in_space:
                out[written] = 32
                written += 1
                in_space = True
            continue
        in_space = False
        marker = _write_marker(ch, whitespace) if ch >= 0xe000 else 0
        if marker:
            if _is_break_marker(ch):
                breaks[0] += 1
            else:
                pres[0] += 1
            out[written] = <_unit_t>whitespace[0]
            if marker == 2:
                out[written + 1] = <_unit_t>whitespace[1]
            written += marker
            continue
        if _dropped_control(ch):
            continue
        out[written] = data[i]
        written += 1
    return written


cdef Py_ssize_t _unit_at(void* data, int kind, Py_ssize_t i) noexcept:
    if kind == PyUnicode_1BYTE_KIND:
        return (<unsigned char*>data)[i]
    if kind == PyUnicode_2BYTE_KIND:
        return (<unsigned short*>data)[i]
    return (<Py_UCS4*>data)[i]


def text_layout(str joined, Py_ssize_t markers, Py_ssize_t pre_markers):
    """text._text_layout_python(joined, markers, pre_markers) in one pass: runs of HTML
    whitespace as one space, the break and pre markers as the whitespace they stand for, control
    characters dropped, the ends stripped; None when the page's own text holds marker characters.
    Read over the string's own code units into a buffer of their width, and stripped there before
    the string is made."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(joined), written, start = 0, seen_breaks = 0, seen_pre = 0
    cdef int kind = PyUnicode_KIND(joined)
    cdef void* data = PyUnicode_DATA(joined)
    cdef void* buffer
    if n == 0:
        return "" if markers == 0 and pre_markers == 0 else None
    buffer = malloc(2 * n * kind)
    if buffer is NULL:
        raise MemoryError()
    try:
        if kind == PyUnicode_1BYTE_KIND:
            written = _layout_units(<const unsigned char*>data, n, <unsigned char*>buffer, &seen_breaks, &seen_pre)
        elif kind == PyUnicode_2BYTE_KIND:
            written = _layout_units(<const unsigned short*>data, n, <unsigned short*>buffer, &seen_breaks, &seen_pre)
        else:
            written = _layout_units(<const Py_UCS4*>data, n, <Py_UCS4*>buffer, &seen_breaks, &seen_pre)
        if seen_breaks != markers or seen_pre != pre_markers:
            return None
        while start < written and Py_UNICODE_ISSPACE(<Py_UCS4>_unit_at(buffer, kind, start)):  # str.strip()
            start += 1
        while written > start and Py_UNICODE_ISSPACE(<Py_UCS4>_unit_at(buffer, kind, written - 1)):
            written -= 1
        return PyUnicode_FromKindAndData(kind, <char*>buffer + start * kind, written - start)
    finally:
        free(buffer)


# --- The rules restated here, as Python values: tests/test_speedups.py asserts each equals its ------
# --- Python twin's (a constant of the Python code, or what its code does) ---------------------------

DEF LAST_CHAR = 0x10ffff


cdef bint _md_control_ucs4(Py_UCS4 ch) noexcept:
    return _md_control(ch)


cdef bint _md_other_space_ucs4(Py_UCS4 ch) noexcept:
    return _md_other_space(ch)


cdef frozenset _chars_where(bint (*test)(Py_UCS4) noexcept, long last):
    """The characters up to `last` that `test` holds for."""
    cdef long code
    return frozenset([chr(code) for code in range(last + 1) if test(<Py_UCS4>code)])


cdef str _chars_string_where(bint (*test)(Py_UCS4) noexcept, long last):
    """`_chars_where` as one string, for the tables of many characters: a frozenset of 980,564
    one-character strings (LABEL_HEAD_SEPARATORS) held 112 MB, and the cycle collector visited each
    of them at every full collection (0.35 s each, about one every 500 pages; 2026-12-05). A str is
    one object the collector never visits (built from a buffer of code points: no string a character)."""
    cdef Py_UCS4* found = <Py_UCS4*>malloc((last + 1) * sizeof(Py_UCS4))
    cdef long code
    cdef Py_ssize_t count = 0
    if found == NULL:
        raise MemoryError()
    try:
        for code in range(last + 1):
            if test(<Py_UCS4>code):
                found[count] = <Py_UCS4>code
                count += 1
        return PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, found, count)
    finally:
        free(found)


cdef bint _html_space_ucs4(Py_UCS4 ch) noexcept:
    return _html_space(ch)


cdef bint _dropped_control_ucs4(Py_UCS4 ch) noexcept:
    return _dropped_control(ch)


cdef bint _is_cjk_ucs4(Py_UCS4 ch) noexcept:
    return _is_cjk(ch)


cdef bint _ascii_isspace_ucs4(Py_UCS4 ch) noexcept:
    return ch < 128 and _ascii_isspace(<unsigned char>ch)


cdef bint _tag_space_ucs4(Py_UCS4 ch) noexcept:
    return ch < 256 and _tag_space(<unsigned char>ch)


cdef bint _name_lower_or_digit_ucs4(Py_UCS4 ch) noexcept:
    return _name_lower_or_digit(ch)


cdef bint _name_upper_ucs4(Py_UCS4 ch) noexcept:
    return _name_upper(ch)


cdef bint _label_separator_ucs4(Py_UCS4 ch) noexcept:
    return _label_separator(ch)


cdef bint _head_space_ucs4(Py_UCS4 ch) noexcept:
    return Py_UNICODE_ISSPACE(ch)


cdef bint _signature_kept_ucs4(Py_UCS4 ch) noexcept:
    return _signature_byte(ch) != 63 or ch == 63


cdef bint _prompt_lead_mark_ucs4(Py_UCS4 ch) noexcept:
    return _prompt_lead_mark(ch)


cdef bint _prompt_trail_mark_ucs4(Py_UCS4 ch) noexcept:
    return _prompt_trail_mark(ch)


cdef dict _layout_markers():
    cdef Py_UCS4 out[2]
    cdef long code
    cdef int written, i
    markers = {}
    for code in range(LAST_CHAR + 1):
        written = _write_marker(<Py_UCS4>code, out)
        if written:
            markers[chr(code)] = ("".join([chr(<long>out[i]) for i in range(written)]),
                                  "break" if _is_break_marker(<Py_UCS4>code) else "pre")
    return markers


# metadata: the byline scan
BYLINE_HINTS = tuple([(<bytes>HINTS[k]).decode("ascii") for k in range(4)])
BYLINE_ATTRIBUTES = tuple([(<bytes>BYLINE_ATTRS[k]).decode("ascii") for k in range(4)])
METADATA_TAGS = tuple([(<bytes>META_TAGS[k]).decode("ascii") for k in range(4)])
# text, markdown, clean: the attributes that can hide an element
HIDING_ATTRIBUTES = frozenset([(<bytes>HIDING_ATTRS[k]).decode("ascii") for k in range(3)])
# text: the walk's kinds, break strengths, markers and whitespace; the layout's characters
TEXT_KINDS = (K_INLINE, K_BLOCK, K_LINE, K_CELL, K_BR, K_PRE, K_SILENT, K_NODE)
BREAK_STRENGTHS = (NO_BREAK, CELL_BREAK, LINE_BREAK, BLOCK_BREAK)
WALK_BREAK_MARKERS = BREAK_MARKERS
WALK_PRE_MARKERS = (PRE_NEWLINE, PRE_SPACE, PRE_TAB)
WALK_HTML_SPACE = HTML_SPACE
LAYOUT_HTML_SPACE = _chars_where(_html_space_ucs4, LAST_CHAR)
LAYOUT_DROPPED = _chars_where(_dropped_control_ucs4, LAST_CHAR)
LAYOUT_MARKERS = _layout_markers()  # marker character -> (the whitespace it stands for, "break" or "pre")
# regions: the density walk's tag flags and the whitespace of a blank text run
REGION_FLAGS = (F_FRAMING, F_NON_TEXT, F_NEVER_REGION, F_ARTICLE, F_LINK)
RUN_ASCII_SPACE = _chars_where(_ascii_isspace_ucs4, 127)
# clean: the paragraph kinds and score of locate_prose; the class-name tokeniser's characters
PARAGRAPH_KINDS = (P_NONE, P_PARAGRAPH, P_DIV, P_ITEM, P_FRAMED)
PARAGRAPH_SCORE = {"comma": chr(SCORE_COMMA), "base": SCORE_BASE, "chars_per_point": SCORE_CHARS_PER_POINT,
                   "max_length_points": SCORE_MAX_LENGTH_POINTS, "grandparent_share": SCORE_GRANDPARENT_SHARE}
NAME_LOWER_OR_DIGIT = _chars_where(_name_lower_or_digit_ucs4, 127)
NAME_UPPER = _chars_where(_name_upper_ucs4, 127)
# parse: the whitespace inside a start tag
TAG_SPACE = _chars_where(_tag_space_ucs4, 255)
# markdown: the walk's kinds and the xml:base attribute
MARKDOWN_KINDS = (M_PLAIN_INLINE, M_PLAIN_BLOCK, M_SPECIAL, M_SILENT, M_NODE)
MARKDOWN_XML_BASE = XML_BASE
MARKDOWN_BR = MD_BR
MARKDOWN_MAX_NESTING = MD_MAX_NESTING
MARKDOWN_TABLE_PAD_CELLS = MD_TABLE_PAD_CELLS
MARKDOWN_MAX_LIST_START = MD_MAX_LIST_START
MARKDOWN_MAX_BASE_CHARS = MD_MAX_BASE_CHARS
MARKDOWN_RESOLVED_CHARS_BUDGET = MD_RESOLVED_CHARS_BUDGET
MARKDOWN_INDENT_CHARS_BUDGET = MD_INDENT_CHARS_BUDGET
MARKDOWN_NESTED_LIST_STARTS = MD_NESTED_LIST_STARTS
MARKDOWN_LAZY_ATTRIBUTES = MD_LAZY_ATTRIBUTES
MARKDOWN_FENCE_CLOSER = MD_FENCE_CLOSER
MARKDOWN_LINE_START_CHARS = _chars_where(_md_line_start_char, LAST_CHAR)
MARKDOWN_INLINE_SPECIAL = _chars_where(_md_inline_special, LAST_CHAR)
MARKDOWN_OTHER_SPACE = _chars_where(_md_other_space_ucs4, LAST_CHAR)
MARKDOWN_CONTROL = _chars_where(_md_control_ucs4, LAST_CHAR)
MARKDOWN_HEADINGS = {tag: arg for tag, (special, arg) in MD_SPECIALS.items() if special == S_HEADING}
MARKDOWN_EMPHASIS = {tag: MD_MARKERS[arg] for tag, (special, arg) in MD_SPECIALS.items() if special == S_EMPHASIS}
MARKDOWN_SPECIAL_TAGS = frozenset(MD_SPECIALS)
# {tag: the name of markdown.Renderer's handler of its start, and of its end}
MARKDOWN_START_HANDLERS = {tag: MD_START_NAMES[special] for tag, (special, arg) in MD_SPECIALS.items()}
MARKDOWN_END_HANDLERS = {tag: MD_TABLE_PART_ENDS[arg] if special == S_TABLE_PART else MD_END_NAMES[special]
                         for tag, (special, arg) in MD_SPECIALS.items()}
MARKDOWN_ORDERED_LISTS = frozenset([tag for tag, (special, arg) in MD_SPECIALS.items() if special == S_LIST and arg])
# blocks: the segmentation's kinds and the characters counted one word each
BLOCK_KINDS = (B_INLINE, B_LINK, B_QUIET, B_BOUNDARY, B_NEVER, B_NODE)
WORD_CJK = _chars_string_where(_is_cjk_ucs4, LAST_CHAR)
# clean: the label walk's tag bits, the longest leaf text read as a label, the most children of a line
LABEL_TAG_BITS = (L_LINE, L_HEADING, L_LINK)
LABEL_MAX_TEXT = LABEL_MAX_CHARS
LINE_CHILDREN_MAX = LINE_MAX_CHILDREN
LABEL_HEADING_LIMITS = (LABEL_HEADING_MAX_CHARS, LABEL_HEADING_MAX_ELEMENTS)
# clean: the characters the label walk folds away in a label's head, and skips before a line's head
LABEL_HEAD_SEPARATORS = _chars_string_where(_label_separator_ucs4, LAST_CHAR)
LINE_HEAD_SPACE = _chars_where(_head_space_ucs4, LAST_CHAR)
START_LONGEST = START_MAX_CHARS
# clean: the code points a prompt word's signature keeps (lower-cased); every other one is "?"
PROMPT_SIGNATURE_KEPT = _chars_where(_signature_kept_ucs4, LAST_CHAR)
# clean: the marks a prompt word's core leaves out before and after it
PROMPT_LEAD_MARKS = _chars_where(_prompt_lead_mark_ucs4, LAST_CHAR)
PROMPT_TRAIL_MARKS = _chars_where(_prompt_trail_mark_ucs4, LAST_CHAR)


# --- markdown: the text of a code element (pre, inline code) --------------------------------------

# markdown_code.INNER_RENDERED, INNER_BREAK, INNER_SILENT: what the text of a code element does with an element.
cdef enum:
    IT_RENDERED, IT_BREAK, IT_SILENT


def inner_text(_Element el, kind_of):
    """markdown_code._inner_text_python over libxml2's nodes: the text nodes of `el`'s subtree in
    document order, an element `kind_of` (raw tag -> IT_*) calls a break read as "\\n" and one it
    calls silent left out with its subtree (their tails kept); comments and processing
    instructions give only their tails. The UTF-8 of the text nodes is gathered and decoded once."""
    cdef _TagCodes kinds = _TagCodes(kind_of)
    cdef xmlNode* top = el._c_node
    cdef xmlNode* node = top.children
    cdef char* buffer = NULL
    cdef char* grown
    cdef const char* piece
    cdef size_t size = 0, capacity = 0, length
    cdef bint enter
    cdef int kind
    try:
        while node is not NULL:
            enter = False
            piece = NULL
            if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
                piece = <const char*>node.content
            elif node.type == tree.XML_ELEMENT_NODE:
                kind = kinds.of(node)
                if kind == IT_BREAK:
                    piece = b"\n"
                elif kind == IT_RENDERED:
                    enter = True
            if piece is not NULL:
                length = strlen(piece)
                if size + length > capacity:
                    capacity = max(2 * capacity, size + length, 256)
                    grown = <char*>realloc(buffer, capacity)
                    if grown is NULL:
                        raise MemoryError()
                    buffer = grown
                memcpy(buffer + size, piece, length)
                size += length
            node = _next_in_walk(node, top, enter)
        if size == 0:
            return ""
        return PyUnicode_DecodeUTF8(buffer, size, NULL)
    finally:
        free(buffer)


# markdown: the kinds of the code element's text
INNER_TEXT_KINDS = (IT_RENDERED, IT_BREAK, IT_SILENT)


# === s12-speedb: regions.build_content_document's move of a region into the content document =====
# (kept in one block of its own, apart from the cleaning walks)

cdef bint _move_subtree_to(xmlNode* top, tree.xmlDoc* target, _Document doc) noexcept:
    """Set the document of `top`'s subtree (its nodes, attributes and their text) to `target` and
    of its element proxies to `doc`, in one walk; True if a node or attribute holds a namespace
    (then lxml's own append must fix the namespaces)."""
    cdef xmlNode* node = top
    cdef xmlNode* piece
    cdef xmlAttr* attr
    cdef bint namespaced = False
    while node is not NULL:
        node.doc = target
        if node._private is not NULL:
            (<_Element>node._private)._doc = doc
        if node.type == tree.XML_ELEMENT_NODE:
            if node.ns is not NULL:
                namespaced = True
            attr = node.properties
            while attr is not NULL:
                attr.doc = target
                if attr.ns is not NULL:
                    namespaced = True
                piece = attr.children
                while piece is not NULL:
                    piece.doc = target
                    piece = piece.next
                attr = attr.next
        if (node.children is not NULL and node.type != tree.XML_ENTITY_REF_NODE
                and node.type != tree.XML_DTD_NODE):
            node = node.children
            continue
        while node is not top and node.next is NULL:
            node = node.parent
        if node is top:
            break
        node = node.next
    return namespaced


def adopt(_Element parent, _Element child):
    """regions._adopt_python: `parent.append(child)`, then `child.tail = None`. For an element of
    another document of the same names dictionary and without XML ids (libxml2's HTML parser as
    parse.py runs it): the child is unlinked and linked by hand and its subtree's document set in
    one walk, where lxml walks it three to five times (remove, then append: the tree's document
    links, the namespaces, the proxies). Anything else goes through lxml's append."""
    cdef xmlNode* c_node = child._c_node
    cdef xmlNode* c_parent = parent._c_node
    cdef tree.xmlDoc* source = c_node.doc
    cdef tree.xmlDoc* target = c_parent.doc
    cdef _Document keep = child._doc  # the source document lives until every proxy has moved
    if (source is target or source.dict is not target.dict or source.ids is not NULL
            or c_node.type != tree.XML_ELEMENT_NODE or c_node.parent is NULL
            or c_node.parent.type != tree.XML_ELEMENT_NODE or c_parent.type != tree.XML_ELEMENT_NODE):
        parent.append(child)
        child.tail = None
        return
    setTailText(c_node, None)
    if c_node.prev is not NULL:
        c_node.prev.next = c_node.next
    else:
        c_node.parent.children = c_node.next
    if c_node.next is not NULL:
        c_node.next.prev = c_node.prev
    else:
        c_node.parent.last = c_node.prev
    c_node.parent = c_parent
    c_node.next = NULL
    c_node.prev = c_parent.last
    if c_parent.last is not NULL:
        c_parent.last.next = c_node
    else:
        c_parent.children = c_node
    c_parent.last = c_node
    if _move_subtree_to(c_node, target, parent._doc):
        appendChild(parent, child)  # lxml's append, in place: it declares the namespaces here
    keep = None


# --- page_facts.page_facts: what the page-wide passes outside clean read, in one walk -------------

from libc.string cimport strncmp

cdef bint _value_starts(_Element anchor, xmlNode* node, xmlAttr* attr, const char* prefix) except -1:
    """Does the attribute's value (as lxml's `get` gives it) start with `prefix` (ASCII)?"""
    cdef xmlNode* child = attr.children
    if child is not NULL and child.next is NULL and child.type == tree.XML_TEXT_NODE and child.content is not NULL:
        return strncmp(<const char*>child.content, prefix, strlen(prefix)) == 0
    return _attribute_text(anchor, node, attr).startswith((<bytes>prefix).decode("ascii"))


cdef bint _value_is(_Element anchor, xmlNode* node, xmlAttr* attr, const char* wanted, bint folded) except -1:
    """Is the attribute's value `wanted` (ASCII lower case), with `folded` ASCII case-folded? No
    character outside ASCII lower-cases to one of these words' letters (the Kelvin sign's "k" is in
    none), so str.lower() equality is this."""
    cdef xmlNode* child = attr.children
    cdef const unsigned char* text
    cdef size_t i = 0
    if child is not NULL and child.next is NULL and child.type == tree.XML_TEXT_NODE and child.content is not NULL:
        text = <const unsigned char*>child.content
        while wanted[i] != 0:
            if (_lower(text[i]) if folded else text[i]) != <unsigned char>wanted[i]:
                return False  # the text's NUL ends it: no word holds one
            i += 1
        return text[i] == 0
    value = _attribute_text(anchor, node, attr) if child is not NULL else ""
    if folded:
        value = value.lower()
    return value == (<bytes>wanted).decode("ascii")


cdef bint _value_holds(_Element anchor, xmlNode* node, xmlAttr* attr, const char* needle) except -1:
    """Does the attribute's value hold `needle` (ASCII)? (UTF-8 bytes hold it where the str does.)"""
    cdef xmlNode* child = attr.children
    if child is NULL:
        return False
    if child.next is NULL and child.type == tree.XML_TEXT_NODE and child.content is not NULL:
        return strstr(<const char*>child.content, needle) is not NULL
    return (<bytes>needle).decode("ascii") in _attribute_text(anchor, node, attr)


cdef bint _value_holds_folded(_Element anchor, xmlNode* node, xmlAttr* attr, const char* needle) except -1:
    """Does the attribute's value hold `needle` (lower-case ASCII), ASCII case folded? No character
    outside ASCII lower-cases to an ASCII letter but the Kelvin sign's "k" and the dotted I's "i", so
    for a needle without those this is `needle in value.lower()`."""
    cdef xmlNode* child = attr.children
    cdef const unsigned char* text
    if child is NULL:
        return False
    if child.next is NULL and child.type == tree.XML_TEXT_NODE and child.content is not NULL:
        text = <const unsigned char*>child.content
        while text[0] != 0:
            if _lower(text[0]) == <unsigned char>needle[0] and _starts_folded(text, needle):
                return True
            text += 1
        return False
    return (<bytes>needle).decode("ascii") in _attribute_text(anchor, node, attr).lower()


cdef xmlAttr* _plain_attribute(xmlNode* node, const char* name) noexcept:
    """The attribute `name` of `node` without a namespace (what lxml's `get` and XPath's `@name` read)."""
    cdef xmlAttr* attr = node.properties
    while attr is not NULL:
        if attr.ns is NULL and _name_is(attr.name, name):
            return attr
        attr = attr.next
    return NULL


cdef inline bint _plain_named(xmlNode* node, const char* name) noexcept:
    """An element named `name` without a namespace (as lxml's iter(name) and XPath's name tests match)."""
    return node.ns is NULL and _name_is(node.name, name)


def page_facts(_Element root, bint controls):
    """page_facts._page_facts_python: one walk over `root`'s document for what the page-wide passes
    outside clean read (page_facts.PageFacts' fields, in its order). In `root`'s subtree (root.iter):
    the first `main` below root, the title and base elements, the templates whose id starts "B:" or
    "P:", and with `controls` whether a form's action holds "cart" and the buttons and the inputs
    typed submit or button. In the whole document (XPath's "/descendant::"): the main landmarks
    (`main`, role="main"), the hidden divs whose id starts "S:", the generator values of
    /html/head/meta, the og:type values, the JSON-LD scripts, whether an itemtype holds
    "schema.org/Product", whether an element holds `data-nosnippet`, whether an element is named "dd"
    or "DD" and whether a class value holds "group" in any ASCII case. Each list in document order."""
    return _page_walk(root, False, True, controls)[1]


cdef int _generator_values(_Element root, xmlNode* head, list generators) except -1:
    cdef xmlNode* node = head.children
    cdef xmlAttr* attr
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE and _plain_named(node, b"meta"):
            attr = _plain_attribute(node, b"name")
            if attr is not NULL and _value_is(root, node, attr, b"generator", False):
                attr = _plain_attribute(node, b"content")
                if attr is not NULL:
                    generators.append(_attribute_text(root, node, attr))
        node = node.next
    return 0


# --- clean.find_victims: framing with an id or after a button, not hidden (2026-12-01) ----------------

cdef bint _hides_as_a_panel(_Element el, xmlNode* node, xmlAttr* class_attr, tuple plain) except -1:
    """May clean.panels.hidden_by_itself be true of this element (dom.is_hidden, or a class string that
    clean.classify_names calls "hidden")? Both ways of clean.is_collapsed_panel (the button before it,
    the control naming its id) need it: framing with an id or after a button that is not hidden is a
    plain victim. ~7,900 of the ~10,200 framing elements a pass over WCXB dev and
    trafilatura-eval-dev handed to `decide` were such (ids on menus and footers, a menu after its
    toggle button). An attribute that may hide (`_may_hide`) sends the element to `decide`."""
    if _may_hide(node):
        return True
    if class_attr is NULL:
        return False
    return plain[6](_attribute_text(el, node, class_attr)) == "hidden"


cdef bint _reads_as_sections_maybe(_Element el, xmlNode* top, str names, tuple plain) except -1:
    """May clean.reads_as_sections be true of this element? Only when its class and id (`names`,
    joined and lower-cased as it joins them) hold a menu or filter word and it holds a `p` of
    clean.MENU_PARAGRAPH_MIN characters or more (clean.holds_paragraphs: a menu needs three, a
    filter panel one; the element itself counts, as in lxml's `iter`). A menu of links holds no such
    paragraph: ~4,000 of the framing elements `decide` was asked about (2026-12-01)."""
    cdef xmlNode* node = top
    cdef Py_ssize_t min_chars = plain[7]
    for word in plain[5]:
        if word in names:
            break
    else:
        return False
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE and node.ns is NULL \
                and (_name_is(node.name, b"p") or _name_is(node.name, b"P")):
            if text_length(elementFactory(el._doc, node), min_chars) >= min_chars:
                return True
        node = _next_in_walk(node, top, node.type == tree.XML_ELEMENT_NODE)
    return False


# --- clean.drop_repeated_blocks: the later copies of blocks, measured in one walk (2026-12-02) ---------

from cpython.bytes cimport PyBytes_FromStringAndSize


cdef struct RepeatSpan:  # one element of the walk, by its index in document order
    xmlNode* node
    Py_ssize_t points, lead, trail  # its text's code points, leading and trailing spaces (all when blank)
    Py_ssize_t end  # the index after its subtree
    bint code  # holds a pre element


cdef inline void _span_add(RepeatSpan* span, Py_ssize_t points, Py_ssize_t lead, Py_ssize_t trail) noexcept nogil:
    """Append a piece of text (its code points, leading and trailing spaces) to `span`'s text."""
    if span.lead == span.points:  # blank so far: its spaces run on into the piece's
        span.lead += lead
    if trail == points:
        span.trail += points
    else:
        span.trail = trail
    span.points += points


cdef int _piece_measure(const unsigned char* start, Py_ssize_t* points, Py_ssize_t* lead,
                        Py_ssize_t* trail) noexcept:
    """The code points of a text node's NUL-terminated UTF-8 and its leading and trailing str.strip
    spaces; -1 where its ends are no UTF-8."""
    return _span_measure(start, start + strlen(<const char*>start), points, lead, trail)


cdef inline int _span_measure(const unsigned char* start, const unsigned char* end, Py_ssize_t* points,
                              Py_ssize_t* lead, Py_ssize_t* trail) noexcept:
    """`_piece_measure` of the UTF-8 from `start` to `end` (text_length's count of each node)."""
    cdef const unsigned char* at = start
    cdef const unsigned char* lead_byte
    cdef Py_ssize_t seen = 0
    cdef int size
    cdef long cp
    points[0] = _code_points(start, end)
    while at < end:
        cp = _utf8_at(at, end, &size)
        if cp < 0:
            return -1
        if not Py_UNICODE_ISSPACE(<Py_UCS4>cp):
            break
        seen += 1
        at += size
    if at == end:
        lead[0] = trail[0] = points[0]
        return 0
    lead[0] = seen
    seen = 0
    at = end
    while True:  # a non-space is there: the scan stops at it
        lead_byte = at - 1
        while lead_byte > start and (lead_byte[0] & 0xC0) == 0x80:
            lead_byte -= 1
        cp = _utf8_at(lead_byte, end, &size)
        if cp < 0 or lead_byte + size != at:
            return -1
        if not Py_UNICODE_ISSPACE(<Py_UCS4>cp):
            break
        seen += 1
        at = lead_byte
    trail[0] = seen
    return 0


cdef inline bint _plain_pre(xmlNode* node) noexcept:
    return node.ns is NULL and (_name_is(node.name, b"pre") or _name_is(node.name, b"PRE"))


cdef int _repeat_measure(xmlNode* top, RepeatSpan** spans, Py_ssize_t* count, Py_ssize_t* capacity,
                         Py_ssize_t** stack, Py_ssize_t* stack_capacity) except -2:
    """Number `top`'s subtree's elements in document order (`top` 0) into `spans`, each with its
    text's measure, its subtree's end and whether it holds a pre; -1 for a node the measure does
    not read (an entity reference) or a text whose ends are no UTF-8."""
    cdef xmlNode* node
    cdef Py_ssize_t depth = 0, index, k, points, lead, trail
    cdef RepeatSpan* span
    _grow(<void**>spans, capacity, count[0], sizeof(RepeatSpan))
    memset(&spans[0][0], 0, sizeof(RepeatSpan))
    spans[0][0].node = top
    count[0] = 1
    _grow(<void**>stack, stack_capacity, depth, sizeof(Py_ssize_t))
    stack[0][0] = 0
    depth = 1
    node = top.children
    while True:
        while node is NULL:  # the open element's subtree is done: its text joins its parent's
            depth -= 1
            span = &spans[0][stack[0][depth]]
            span.end = count[0]
            if depth == 0:
                return 0
            _span_add(&spans[0][stack[0][depth - 1]], span.points, span.lead, span.trail)
            node = span.node.next
        if node.type == tree.XML_ELEMENT_NODE:
            _grow(<void**>spans, capacity, count[0], sizeof(RepeatSpan))
            index = count[0]
            count[0] += 1
            span = &spans[0][index]
            memset(span, 0, sizeof(RepeatSpan))
            span.node = node
            if _plain_pre(node):
                for k in range(depth):
                    spans[0][stack[0][k]].code = True
            _grow(<void**>stack, stack_capacity, depth, sizeof(Py_ssize_t))
            stack[0][depth] = index
            depth += 1
            node = node.children
            continue
        if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            if node.content is not NULL and node.content[0] != 0:
                if _piece_measure(<const unsigned char*>node.content, &points, &lead, &trail) < 0:
                    return -1
                _span_add(&spans[0][stack[0][depth - 1]], points, lead, trail)
        elif node.type != tree.XML_COMMENT_NODE and node.type != tree.XML_PI_NODE:
            return -1
        node = node.next


cdef inline bint _ascii_strip_space(unsigned char c) noexcept nogil:
    """An ASCII character str.split() splits at (Py_UNICODE_ISSPACE below 0x80)."""
    return c == 32 or 9 <= c <= 13 or 28 <= c <= 31


cdef object _split_joined(xmlNode* top, char** buffer, Py_ssize_t* capacity):
    """" ".join(text.split()) of `top`'s text (its text and CDATA nodes joined in document order,
    as `element_text`) as UTF-8 bytes, built from the nodes' bytes without decoding them; None for
    a text that is no UTF-8 (the twin decides)."""
    cdef xmlNode* node = top.children
    cdef const unsigned char* at
    cdef const unsigned char* end
    cdef Py_ssize_t used = 0
    cdef bint started = False, pending = False, space
    cdef int size
    cdef long cp
    while node is not NULL:
        if (node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE) \
                and node.content is not NULL:
            at = <const unsigned char*>node.content
            end = at + strlen(<const char*>at)
            while used + (end - at) + 1 > capacity[0]:
                _grow(<void**>buffer, capacity, capacity[0], 1)
            while at < end:
                if at[0] < 0x80:  # ASCII, most text: no decoding
                    size = 1
                    space = _ascii_strip_space(at[0])
                else:
                    cp = _utf8_at(at, end, &size)
                    if cp < 0:
                        return None
                    space = Py_UNICODE_ISSPACE(<Py_UCS4>cp)
                if space:
                    pending = started
                else:
                    if pending:
                        buffer[0][used] = 32
                        used += 1
                        pending = False
                    memcpy(buffer[0] + used, at, size)
                    used += size
                    started = True
                at += size
        node = _next_in_walk(node, top, node.type == tree.XML_ELEMENT_NODE)
    return PyBytes_FromStringAndSize(buffer[0], used)


def repeated_blocks(_Element body, double minimum, double maximum, bint keep_code):
    """clean.copies._repeated_blocks_python: the elements below `body` whose text (`minimum` to `maximum`
    characters, stripped) an earlier element not holding them already holds, outermost; with
    `keep_code`, no pre element nor one holding a pre. One walk measures every element's stripped
    text (its code points less its leading and trailing spaces, joined from its children's), where
    asking each element's length was a walk of its subtree; a second walk in document order builds
    the texts of those in range, their spaces squeezed as the twin squeezes them, as UTF-8 bytes
    (equal bytes, equal texts). None (the twin decides) for a subtree holding a node the measure
    does not read (an entity reference) or a text that is no UTF-8."""
    cdef RepeatSpan* spans = NULL
    cdef Py_ssize_t* stack = NULL
    cdef char* buffer = NULL
    cdef Py_ssize_t count = 0, capacity = 0, stack_capacity = 0, buffer_capacity = 0
    cdef Py_ssize_t index, length, holder
    cdef RepeatSpan* span
    cdef dict first = {}
    cdef list victims = []
    try:
        if _repeat_measure(body._c_node, &spans, &count, &capacity, &stack, &stack_capacity) < 0:
            return None
        index = 1
        while index < count:
            span = &spans[index]
            length = span.points - span.lead - span.trail if span.lead < span.points else 0
            if length < minimum:
                index = span.end
                continue
            if length > maximum:
                index += 1
                continue
            if keep_code and _plain_pre(span.node):
                index = span.end
                continue
            if keep_code and span.code:
                index += 1
                continue
            key = _split_joined(span.node, &buffer, &buffer_capacity)
            if key is None:
                return None
            found = first.get(key)
            if found is None:
                first[key] = index
                index += 1
                continue
            holder = found
            if holder < index < spans[holder].end:  # the first copy holds this one
                index += 1
                continue
            victims.append(elementFactory(body._doc, span.node))
            index = span.end
        return victims
    finally:
        free(spans)
        free(stack)
        free(buffer)


# --- clean._linked_headlines: the links holding a heading or sitting in one (2026-12-02) --------------

cdef struct HeadlineOpen:  # an open element of the walk
    xmlNode* node
    Py_ssize_t link  # its index among the links, or -1


cdef inline bint _plain_link(xmlNode* node) noexcept:
    return node.ns is NULL and (_name_is(node.name, b"a") or _name_is(node.name, b"A"))


def linked_headlines(_Element body, Py_ssize_t depth):
    """clean.teasers._linked_headlines_python before its href test: the links below `body` (h1..h6 and a,
    either case, no namespace) that sit in a heading (`body` included) or are the first link among
    a heading's `depth` nearest ancestors below `body`, in document order. One walk, keeping the
    open elements: a link is met before the headings inside it."""
    cdef xmlNode* top = body._c_node
    cdef xmlNode* node
    cdef HeadlineOpen* opened = NULL
    cdef xmlNode** links = NULL
    cdef char* found = NULL
    cdef Py_ssize_t open_count = 0, open_capacity = 0, link_count = 0, link_capacity = 0, found_capacity = 0
    cdef Py_ssize_t headings = 0, k, index
    cdef list result = []
    try:
        if top.type != tree.XML_ELEMENT_NODE:
            return result
        headings = 1 if top.ns is NULL and _is_heading_name(top.name) else 0
        _grow(<void**>&opened, &open_capacity, 0, sizeof(HeadlineOpen))
        opened[0].node = top
        opened[0].link = -1
        open_count = 1
        node = top.children
        while True:
            while node is NULL:  # the innermost open element is done
                open_count -= 1
                if open_count == 0:
                    break
                node = opened[open_count].node
                if node.ns is NULL and _is_heading_name(node.name):
                    headings -= 1
                node = node.next
            if open_count == 0:
                break
            if node.type != tree.XML_ELEMENT_NODE:
                node = node.next
                continue
            index = -1
            if _plain_link(node):
                _grow(<void**>&links, &link_capacity, link_count, sizeof(xmlNode*))
                _grow(<void**>&found, &found_capacity, link_count, 1)
                index = link_count
                links[index] = node
                found[index] = headings > 0
                link_count += 1
            if node.ns is NULL and _is_heading_name(node.name):
                headings += 1
                k = open_count - 1
                while k > 0 and k >= open_count - depth:  # the parent first; `body` (0) ends the climb
                    if opened[k].link >= 0:
                        found[opened[k].link] = True
                        break
                    k -= 1
            _grow(<void**>&opened, &open_capacity, open_count, sizeof(HeadlineOpen))
            opened[open_count].node = node
            opened[open_count].link = index
            open_count += 1
            node = node.children
        for k in range(link_count):
            if found[k]:
                result.append(elementFactory(body._doc, links[k]))
        return result
    finally:
        free(opened)
        free(links)
        free(found)


# --- parse.drop_early_document_ends: the page's </body> and </html> end tags --------------------


cdef inline unsigned char _ascii_lower(unsigned char c):
    return c + 32 if 65 <= c <= 90 else c


cdef inline bint _ends_tag_name(unsigned char c) noexcept:
    """Does `c` end a tag's name: white space (as parse._HEADING_TAG's lookahead), "/" or ">"?"""
    return c == 32 or c == 9 or c == 10 or c == 13 or c == 12 or c == 47 or c == 62


def document_ends(bytes html):
    """The (start, end) spans of the `</body>` and `</html>` end tags of `html` (any case, spaces
    before the ">"), in order: what `parse._DOCUMENT_END.finditer` finds, by memchr over the "<"s;
    how many "<"s there are (`html.count(b"<")`: each is visited); and the heading end tags naming
    another level than the one heading open (`<h2>...</h3>`), each as (position of its digit, the
    open heading's digit): what parse._mismatched_headings_python finds; and whether it holds
    `parse._PHP_NOTICE_END` ("</b> on line <b>", which opens with a "<": found as the "<"s are
    visited, where a substring search read every page once more, ~0.7% of `extract()`, 2026-12-04);
    and whether it holds a `template` start tag (`opens_template`'s answer, which read every page's
    "<"s once more: ~0.25%); and whether a comment's text starts with "googleoff" (any case, after
    ASCII white space: `parse._GOOGLEOFF_COMMENT`, where a substring search of every page for the word
    cost ~0.7% of `extract()`, 2026-12-05); and whether a start tag that breaks out of foreign
    content may stand inside an svg or math element (`parse._foreign_breakout_python`'s reading:
    tag names are read only from the first svg or math start tag on); and where the last `<!--` is
    (-1: none), so that an unclosed comment is told without reading the page again; and whether a `p`
    start tag stands where a heading is open as this scan reads headings (`level`: any heading end
    tag closes it), `parse._paragraph_in_heading_python`'s answer; and whether a "<" opens a
    `foreignObject` start tag as `parse._FOREIGN_OBJECT_START` reads one (any case, then white space,
    "/" or ">"), where two substring searches of every page for the name cost ~4% of `extract()`
    on WCXB dev (2026-12-07)."""
    cdef const unsigned char* data = <const unsigned char*>html
    cdef Py_ssize_t n = len(html)
    cdef Py_ssize_t i = 0, start, j
    cdef Py_ssize_t opened = 0
    cdef const unsigned char* found
    cdef unsigned char a, b, c, d
    cdef unsigned char level = 0  # the digit of the one heading open, 0: none
    cdef bint notices = False
    cdef bint template = False
    cdef bint googleoff = False
    cdef Py_ssize_t foreign = 0, integration = 0  # svg/math elements open, integration points open in the innermost
    cdef list outer_integration = []  # the integration points open in each outer svg/math element
    cdef bint breakout = False
    cdef Py_ssize_t last_comment = -1
    cdef bint headed_paragraph = False
    cdef bint foreign_object = False
    cdef bint closing
    cdef bytes name
    ends = []
    mismatched = []
    while i < n:
        found = <const unsigned char*>memchr(data + i, 60, n - i)
        if found is NULL:
            break
        start = found - data
        i = start + 1
        opened += 1
        if start + 3 < n and data[start + 1] == 33 and data[start + 2] == 45 and data[start + 3] == 45:
            last_comment = start
            if not googleoff and _googleoff_comment_at(data, start + 4, n):
                googleoff = True
            continue
        if foreign and not breakout:
            closing = start + 1 < n and data[start + 1] == 47
            name = _lower_tag_name(data, start + 1 + closing, n)
            if name in _FOREIGN_ROOTS:
                if not closing:
                    foreign += 1
                    outer_integration.append(integration)
                    integration = 0
                else:
                    foreign -= 1
                    integration = outer_integration.pop()
            elif name in _INTEGRATION_POINTS:
                integration = integration - 1 if closing and integration else integration + (not closing)
            elif not closing and not integration and name in _BREAKOUT_TAGS:
                breakout = True
        elif not breakout and _foreign_root_at(data, start + 1, n):
            foreign = 1
            outer_integration.append(0)
        if not foreign_object and start + 14 < n and _ascii_lower(data[start + 1]) == 102 \
                and _foreign_object_tag_at(data, start, n):
            foreign_object = True
        if start + 9 < n and _ascii_lower(data[start + 1]) == 116:
            if not template and _template_tag_at(data, start):
                template = True
            continue
        if start + 3 < n and _ascii_lower(data[start + 1]) == 104 and 49 <= data[start + 2] <= 54 \
                and _ends_tag_name(data[start + 3]):
            level = data[start + 2] if level == 0 else 255  # 255: nested headings, left as they are
            continue
        if start + 4 < n and data[start + 1] == 47 and _ascii_lower(data[start + 2]) == 104 \
                and 49 <= data[start + 3] <= 54 and _ends_tag_name(data[start + 4]):
            if level and level != 255 and data[start + 3] != level:
                mismatched.append((start + 3, level))
            level = 0
            continue
        if level and not headed_paragraph and start + 2 < n and (data[start + 1] == 112 or data[start + 1] == 80) \
                and _ends_tag_name(data[start + 2]):
            headed_paragraph = True
            continue
        if start + 4 <= n and data[start + 1] == 47 and data[start + 2] == 98 and data[start + 3] == 62:
            if not notices and start + 16 <= n and memcmp(data + start, b"</b> on line <b>", 16) == 0:
                notices = True
            continue
        if start + 7 > n or data[start + 1] != 47:
            continue
        a = _ascii_lower(data[start + 2])
        b = _ascii_lower(data[start + 3])
        c = _ascii_lower(data[start + 4])
        d = _ascii_lower(data[start + 5])
        if not ((a == 98 and b == 111 and c == 100 and d == 121) or (a == 104 and b == 116 and c == 109 and d == 108)):
            continue
        j = start + 6
        while j < n and (data[j] == 32 or data[j] == 9 or data[j] == 10 or data[j] == 13 or data[j] == 12):
            j += 1
        if j < n and data[j] == 62:
            ends.append((start, j + 1))
            i = j + 1
    return ends, opened, mismatched, notices, template, googleoff, breakout, last_comment, headed_paragraph, \
        foreign_object


# What `document_ends` reads of foreign content (parse._FOREIGN_ROOTS and the others, as bytes).
cdef frozenset _FOREIGN_ROOTS = frozenset((b"svg", b"math"))
cdef frozenset _INTEGRATION_POINTS = frozenset((b"foreignobject", b"desc", b"title", b"mi", b"mo", b"mn", b"ms",
                                               b"mtext"))
cdef frozenset _BREAKOUT_TAGS = frozenset(
    b"b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing "
    b"menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var font".split())


cdef inline bint _name_ends(const unsigned char* data, Py_ssize_t j, Py_ssize_t n) noexcept:
    """Does a tag's name end at `j` (`_lower_tag_name`'s reading: the end, white space, "/", ">", "<")?"""
    return j >= n or _ends_tag_name(data[j]) or data[j] == 60


cdef inline bint _foreign_root_at(const unsigned char* data, Py_ssize_t j, Py_ssize_t n) noexcept:
    """Does the tag name at `j` read `svg` or `math` (any case)? (No bytes object made: most pages'
    "<"s are asked.)"""
    if j + 3 <= n and _ascii_lower(data[j]) == 115 and _ascii_lower(data[j + 1]) == 118 \
            and _ascii_lower(data[j + 2]) == 103:
        return _name_ends(data, j + 3, n)
    if j + 4 <= n and _ascii_lower(data[j]) == 109 and _ascii_lower(data[j + 1]) == 97 \
            and _ascii_lower(data[j + 2]) == 116 and _ascii_lower(data[j + 3]) == 104:
        return _name_ends(data, j + 4, n)
    return False


cdef bytes _lower_tag_name(const unsigned char* data, Py_ssize_t j, Py_ssize_t n):
    """The tag name starting at `j`, ASCII lower case: the bytes up to white space, "/", ">", "<" or
    the end; b"" when there are more than 15 (no name looked for is longer)."""
    cdef unsigned char buf[16]
    cdef Py_ssize_t k = 0
    while not _name_ends(data, j + k, n):
        if k == 15:
            return b""
        buf[k] = _ascii_lower(data[j + k])
        k += 1
    return (<char*>buf)[:k]


cdef inline bint _googleoff_comment_at(const unsigned char* data, Py_ssize_t j, Py_ssize_t n) noexcept:
    """Does the comment text starting at `j` start with "googleoff" (any case) after ASCII white
    space (space, tab, LF, VT, FF, CR)?"""
    cdef const char* word = b"googleoff"
    cdef Py_ssize_t k
    while j < n and (data[j] == 32 or 9 <= data[j] <= 13):
        j += 1
    if j + 9 > n:
        return False
    for k in range(9):
        if _ascii_lower(data[j + k]) != <unsigned char>word[k]:
            return False
    return True


cdef inline bint _foreign_object_tag_at(const unsigned char* data, Py_ssize_t start, Py_ssize_t n) noexcept:
    """Does the "<" at `start` open a `foreignObject` start tag as `parse._FOREIGN_OBJECT_START` reads
    one: the name in any case, then tab, line feed, form feed, carriage return, space, "/" or ">"?"""
    cdef const char* name = b"foreignobject"
    cdef Py_ssize_t k
    cdef unsigned char after
    if start + 14 >= n:
        return False
    for k in range(13):
        if _ascii_lower(data[start + 1 + k]) != <unsigned char>name[k]:
            return False
    after = data[start + 14]
    return after == 9 or after == 10 or after == 12 or after == 13 or after == 32 or after == 47 or after == 62


cdef inline bint _template_tag_at(const unsigned char* data, Py_ssize_t start) noexcept:
    """Does the "<" at `start` open a `template` start tag (any case, then white space, "/" or ">")?
    The caller makes sure nine bytes follow it."""
    cdef const char* name = b"template"
    cdef Py_ssize_t k
    for k in range(8):
        if _ascii_lower(data[start + 1 + k]) != <unsigned char>name[k]:
            return False
    return (TB_BYTES[data[start + 9]] & (TB_SPACE | TB_SLASH | TB_END)) != 0  # the name's end, as `_tag_name_end` reads it


# --- clean.find_victims: captions without a link, block tooltips, hidden framing without a panel's text --

cdef bint _holds_panel_chars(_Element el, tuple plain) except -1:
    """May clean.panels.holds_panel_text be true of this element? Only when it holds clean.PANEL_MIN_CHARS
    characters or more (counted up to there). Both ways of clean.is_collapsed_panel need it: hidden
    framing with an id or after a button that holds less is a plain victim. ~1,250 of the ~5,000
    framing elements a pass over WCXB dev and trafilatura-eval-dev handed to `decide` were such
    (2026-12-02: hidden menus and icons with an id, a dropdown after its toggle)."""
    cdef Py_ssize_t least = plain[8]
    return _measure(el, least, -1, NULL) >= least


cdef bint _holds_a_link(xmlNode* top) noexcept:
    """Does an `a` element with an href lie below `top` (lxml's find(".//a[@href]"))?"""
    cdef xmlNode* node = top.children
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE:
            if _plain_named(node, b"a") and _plain_attribute(node, b"href") is not NULL:
                return True
            node = _next_in_walk(node, top, True)
        else:
            node = _next_in_walk(node, top, False)
    return False


cdef bint _may_caption_a_card(_Element el, xmlNode* node, str names, tuple plain) except -1:
    """May clean.captions_a_card be true of this element? Only when its class (`names`, lower-cased)
    holds the caption word, its class or its parent's or grandparent's holds a card word and a link
    lies below it (the card's title): ~2,100 of the ~5,000 framing elements handed to `decide` over
    WCXB dev and trafilatura-eval-dev were captions holding no link or in no card (an image's caption,
    a slider's, 2026-12-02)."""
    if (<str>plain[4][0]) not in names:
        return False
    if not (_names_a_card_word(names, plain[11]) or _holder_names_a_card_word(el, node.parent, plain[11])
            or node.parent is not NULL and _holder_names_a_card_word(el, node.parent.parent, plain[11])):
        return False
    return _holds_a_link(node)


cdef bint _names_a_card_word(str names, frozenset words) except -1:
    """Does the lower-cased class `names` hold one of clean.CARD_TOKENS? (A token of it is a part of it.)"""
    for word in words:
        if (<str>word) in names:
            return True
    return False


cdef bint _holder_names_a_card_word(_Element anchor, xmlNode* holder, frozenset words) except -1:
    """`_names_a_card_word` for the class of a caption's parent or grandparent (`anchor`: the caption);
    False for no element."""
    cdef xmlAttr* attr
    if holder is NULL or holder.type != tree.XML_ELEMENT_NODE:
        return False
    attr = _plain_attribute(holder, b"class")
    if attr is NULL:
        return False
    return _names_a_card_word((<str>_attribute_text(anchor, holder, attr)).lower(), words)


cdef bint _may_be_inline_term(_Element el, str names, tuple plain) except -1:
    """May clean.is_inline_term be true of this element? Only when its class (`names`, lower-cased)
    holds the tooltip word, its tag is an inline term's (clean.hidden_spares.INLINE_TERM_TAGS) and it holds 1 to
    clean.TERM_MAX_CHARS characters: ~600 of the ~5,000 framing elements handed to `decide` over
    WCXB dev and trafilatura-eval-dev were tooltips' bubbles (blocks) or longer (2026-12-02)."""
    cdef Py_ssize_t most
    if (<str>plain[4][1]) not in names or el.tag not in plain[10]:
        return False
    most = plain[9]
    return 0 < _measure(el, most, -1, NULL) <= most


cdef bint _names_a_control(_Element region, str name, tuple plain) except -1:
    """Does a control of `region` name `name` in its aria-controls (clean.controls_by_id's keys)? The
    names are read once a walk, when first asked, into the list plain[12]."""
    cdef list known = plain[12]
    if not known:
        known.append(_controlled_names(region))
    return name in <set>known[0]


cdef set _controlled_names(_Element region):
    """Every name the aria-controls of an element below `region` holds (clean.controls_by_id's keys)."""
    cdef xmlNode* top = <xmlNode*>region._c_node
    cdef xmlNode* node = top.children
    cdef xmlAttr* attr
    cdef set names = set()
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE:
            attr = _plain_attribute(node, b"aria-controls")
            if attr is not NULL:
                names.update((<str>_attribute_text(region, node, attr)).split())
            node = _next_in_walk(node, top, True)
        else:
            node = _next_in_walk(node, top, False)
    return names


# --- extractor.extract_tree: the metadata's walk and the page facts' walk in one ----------------
# (metadata_walk and page_facts above call it for their half: one body for each rule)

def page_walk(_Element root):
    """page_facts._page_walk_python: `(metadata_walk(root), page_facts(root, True))` from one walk over
    `root`'s document instead of two (extract_tree reads both of the page as it was parsed). Measured
    2026-12-02: the two walks were 2.5% and 1.8% of extract()'s CPU over WCXB dev, the first to touch
    the freshly parsed tree."""
    return _page_walk(root, True, True, True)


cdef tuple _page_walk(_Element root, bint want_metadata, bint want_facts, bint controls):
    """The walk of metadata_walk (`want_metadata`) and of page_facts (`want_facts`, its `controls`):
    `(metadata_walk's tuple or None, page_facts' tuple or None)`. Both read `root`'s subtree and the
    whole document in document order, the one walk of `_next_in_document`."""
    cdef xmlNode* start = <xmlNode*>root._c_node
    cdef xmlNode* top = _document_top(start)
    cdef xmlNode* node
    cdef xmlNode* child
    cdef xmlAttr* attr
    cdef xmlAttr* role
    cdef bint inside = False, element, byline, typed
    cdef bint cart_form = False, product_itemtype = False, nosnippet = False
    cdef bint definition_values = False, group_classes = False
    cdef list tagged = [], bylines = [], itemtypes = []
    cdef list landmarks = [], titles = [], bases = [], templates = [], segments = [], generators = []
    cdef list buttons = [], og_types = [], json_ld = []
    first_main = None
    node = top.children if top is not start else top
    while node is not NULL:
        element = node.type == tree.XML_ELEMENT_NODE
        if element:
            if node is start:
                inside = True
            if want_metadata:
                if inside and node.ns is NULL and _name_in(node.name, META_TAGS, 4):
                    tagged.append(elementFactory(root._doc, node))
                attr = node.properties
                byline = typed = False
                while attr is not NULL:
                    if attr.ns is NULL:
                        if not byline and _name_in(attr.name, BYLINE_ATTRS, 4):
                            byline = _attribute_names_byline(root, node, attr)
                        elif not typed and _name_is(attr.name, b"itemtype"):
                            typed = True
                            value = _value_of(attr)
                            if value is None:
                                value = elementFactory(root._doc, node).get("itemtype")
                            itemtypes.append(value)
                    attr = attr.next
                if byline:
                    bylines.append(elementFactory(root._doc, node))
            if want_facts:
                role = _plain_attribute(node, b"role")
                if _plain_named(node, b"main"):
                    landmark = elementFactory(root._doc, node)
                    landmarks.append(landmark)
                    if inside and first_main is None and node is not start:
                        first_main = landmark
                elif role is not NULL and _value_is(root, node, role, b"main", False):
                    landmarks.append(elementFactory(root._doc, node))
                if node.ns is not NULL:
                    pass
                elif _name_is(node.name, b"div"):
                    if _plain_attribute(node, b"hidden") is not NULL:
                        attr = _plain_attribute(node, b"id")
                        if attr is not NULL and _value_starts(root, node, attr, b"S:"):
                            segments.append(elementFactory(root._doc, node))
                elif _name_is(node.name, b"meta"):
                    attr = _plain_attribute(node, b"property")
                    if attr is not NULL and _value_is(root, node, attr, b"og:type", False):
                        attr = _plain_attribute(node, b"content")
                        if attr is not NULL:
                            og_types.append(_attribute_text(root, node, attr))
                elif _name_is(node.name, b"script"):
                    attr = _plain_attribute(node, b"type")
                    if attr is not NULL and _value_is(root, node, attr, b"application/ld+json", False):
                        json_ld.append(elementFactory(root._doc, node))
                elif not inside:
                    pass
                elif _name_is(node.name, b"title"):
                    titles.append(elementFactory(root._doc, node))
                elif _name_is(node.name, b"base"):
                    bases.append(elementFactory(root._doc, node))
                elif _name_is(node.name, b"template"):
                    attr = _plain_attribute(node, b"id")
                    if attr is not NULL and (_value_starts(root, node, attr, b"B:")
                                             or _value_starts(root, node, attr, b"P:")):
                        templates.append(elementFactory(root._doc, node))
                elif not controls:
                    pass
                elif _name_is(node.name, b"button"):
                    buttons.append(elementFactory(root._doc, node))
                elif _name_is(node.name, b"input"):
                    attr = _plain_attribute(node, b"type")
                    if attr is not NULL and (_value_is(root, node, attr, b"submit", True)
                                             or _value_is(root, node, attr, b"button", True)):
                        buttons.append(elementFactory(root._doc, node))
                elif _name_is(node.name, b"form"):
                    attr = _plain_attribute(node, b"action")
                    if not cart_form and attr is not NULL and _value_holds(root, node, attr, b"cart"):
                        cart_form = True
                if not product_itemtype:
                    attr = _plain_attribute(node, b"itemtype")
                    if attr is not NULL and _value_holds(root, node, attr, b"schema.org/Product"):
                        product_itemtype = True
                if not nosnippet and _plain_attribute(node, b"data-nosnippet") is not NULL:
                    nosnippet = True
                if not definition_values and (_name_is(node.name, b"dd") or _name_is(node.name, b"DD")):
                    definition_values = True
                if not group_classes:
                    attr = _plain_attribute(node, b"class")
                    if attr is not NULL and _value_holds_folded(root, node, attr, b"group"):
                        group_classes = True
        node = _next_in_document(node, start, top, element, &inside)
    found_metadata = (tagged, bylines, itemtypes) if want_metadata else None
    if not want_facts:
        return found_metadata, None
    # /html/head/meta[@name='generator']/@content: the document's html elements' head children
    node = top.children if top.type != tree.XML_ELEMENT_NODE else NULL
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE and _plain_named(node, b"html"):
            child = node.children
            while child is not NULL:
                if child.type == tree.XML_ELEMENT_NODE and _plain_named(child, b"head"):
                    _generator_values(root, child, generators)
                child = child.next
        node = node.next
    return found_metadata, (first_main, landmarks, titles, bases, templates, segments, generators, cart_form,
                            buttons, og_types, json_ld, product_itemtype, nosnippet, definition_values,
                            group_classes)


# --- parse: is there a template element at all (the declarative shadow root's prefilter) ---------

def opens_template(bytes html):
    """Does `html` hold a `<template` start tag (any case, then white space, "/" or ">")? What
    `parse._TEMPLATE_TAG.search` finds, by memchr over the "<"s: the shadow-root unwrapping runs only
    on such pages. Two substring searches for the attribute's name over every page cost ~3.8% of
    `extract()` on WCXB dev (2026-12-02; CPython's two-way search reads a 250 kB page in ~0.2 ms)."""
    cdef const unsigned char* data = <const unsigned char*>html
    cdef Py_ssize_t n = len(html)
    cdef Py_ssize_t i = 0, start, k
    cdef const unsigned char* found
    cdef const char* name = b"template"
    cdef unsigned char after
    while i < n:
        found = <const unsigned char*>memchr(data + i, 60, n - i)
        if found is NULL:
            return False
        start = found - data
        i = start + 1
        if start + 9 >= n:
            return False
        for k in range(8):
            if _ascii_lower(data[start + 1 + k]) != <unsigned char>name[k]:
                break
        else:
            after = data[start + 9]
            if after == 32 or after == 9 or after == 10 or after == 13 or after == 12 or after == 47 or after == 62:
                return True
    return False


# --- parse: does the page hold a name at all (the prefilters of rules that few pages need) --------

# Where `needle` (two bytes or more) first occurs in data[0:n], -1 nowhere: sixteen places a step with
# SSE2 where the compiler has it, each place tried only when the needle's first and last bytes both
# stand there (so a needle whose first byte is common in markup costs no call a hit, as memchr's
# does), the tail and other CPUs by memchr on the first byte.
cdef extern from *:
    """
    #if defined(__SSE2__)
    #include <emmintrin.h>
    #endif
    #include <string.h>
    static Py_ssize_t beam_find_bytes(const unsigned char* data, Py_ssize_t n,
                                      const unsigned char* needle, Py_ssize_t k) {
        Py_ssize_t i = 0;
        const unsigned char* found;
        if (k < 2 || k > n) return -1;
    #if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
        {
            const __m128i first = _mm_set1_epi8((char)needle[0]);
            const __m128i last = _mm_set1_epi8((char)needle[k - 1]);
            for (; i + k - 1 + 16 <= n; i += 16) {
                __m128i heads = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i*)(data + i)), first);
                __m128i ends = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i*)(data + i + k - 1)), last);
                unsigned int hits = (unsigned int)_mm_movemask_epi8(_mm_and_si128(heads, ends));
                while (hits) {
                    Py_ssize_t at = i + __builtin_ctz(hits);
                    if (memcmp(data + at + 1, needle + 1, (size_t)(k - 2)) == 0) return at;
                    hits &= hits - 1;
                }
            }
        }
    #endif
        while (i + k <= n) {
            found = (const unsigned char*)memchr(data + i, needle[0], (size_t)(n - k + 1 - i));
            if (found == NULL) return -1;
            i = found - data;
            if (memcmp(found + 1, needle + 1, (size_t)(k - 1)) == 0) return i;
            i += 1;
        }
        return -1;
    }
    """
    Py_ssize_t beam_find_bytes(const unsigned char* data, Py_ssize_t n, const unsigned char* needle,
                               Py_ssize_t k) noexcept nogil


def holds(bytes data, bytes needle):
    """`needle in data` (`parse._holds_python`), for a needle of two bytes or more, searched by its
    first and last bytes sixteen places a step: CPython's search read WCXB dev's pages for
    "fs-richtext-element" in 0.12 s and for "hadowroot" in 0.19 s, this in ~0.05 s each (2026-12-07)."""
    if len(needle) < 2:
        return needle in data
    return beam_find_bytes(<const unsigned char*>data, len(data), <const unsigned char*>needle, len(needle)) >= 0


# The count of bytes an attribute may follow (`attribute_leads`): sixteen bytes a step with SSE2
# where the compiler has it (a 5 MB page 0.8 ms, 2026-12-04; a byte a step, as GCC's -O3 leaves
# the loop, and bytes.translate's deletion both ~0.8 ns a byte), the tail and other CPUs a byte a step.
cdef extern from *:
    """
    #if defined(__SSE2__)
    #include <emmintrin.h>
    #endif
    static int beam_attribute_lead(unsigned char c) {
        return c == 32 || c == 9 || c == 10 || c == 13 || c == 12 || c == 47 || c == 34 || c == 39;
    }
    static Py_ssize_t beam_attribute_leads(const unsigned char* data, Py_ssize_t n) {
        Py_ssize_t total = 0, i = 0;
    #if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
        const __m128i space = _mm_set1_epi8(32), tab = _mm_set1_epi8(9), lf = _mm_set1_epi8(10);
        const __m128i cr = _mm_set1_epi8(13), ff = _mm_set1_epi8(12), slash = _mm_set1_epi8(47);
        const __m128i dquote = _mm_set1_epi8(34), squote = _mm_set1_epi8(39);
        for (; i + 16 <= n; i += 16) {
            __m128i v = _mm_loadu_si128((const __m128i*)(data + i));
            __m128i m = _mm_or_si128(
                _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, space), _mm_cmpeq_epi8(v, tab)),
                             _mm_or_si128(_mm_cmpeq_epi8(v, lf), _mm_cmpeq_epi8(v, cr))),
                _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, ff), _mm_cmpeq_epi8(v, slash)),
                             _mm_or_si128(_mm_cmpeq_epi8(v, dquote), _mm_cmpeq_epi8(v, squote))));
            total += __builtin_popcount((unsigned int)_mm_movemask_epi8(m));
        }
    #endif
        for (; i < n; i++) total += beam_attribute_lead(data[i]);
        return total;
    }
    """
    Py_ssize_t beam_attribute_leads(const unsigned char* data, Py_ssize_t n) noexcept nogil


def attribute_leads(bytes html):
    """How many bytes of `html` an attribute may follow: white space (space, tab, line feed, carriage
    return, form feed), "/" or a quote (`parse.attribute_bound`; twin `parse._attribute_leads_python`)."""
    cdef const unsigned char* data = <const unsigned char*>html
    cdef Py_ssize_t n = len(html)
    cdef Py_ssize_t count
    with nogil:
        count = beam_attribute_leads(data, n)
    return count


# --- clean: the links whose text may begin with one of a rule's words (pager, lightbox, anchors) --

from libc.string cimport memcmp

cdef inline bint _python_space(unsigned char c) noexcept nogil:
    """An ASCII character str.isspace() and str.split() take for white space (\\x1c-\\x1f too)."""
    return c == 32 or 9 <= c <= 13 or 28 <= c <= 31


cdef bint _start_fits(tuple starts, const unsigned char* head, Py_ssize_t n, bint* whole) except -1:
    """Does some start (lower-case UTF-8 bytes) begin with the `n` bytes of `head`? `*whole` set
    when one is all of them."""
    cdef bytes start
    cdef bint fits = False
    for item in starts:
        start = <bytes>item
        if len(start) >= n and memcmp(<const char*>start, head, n) == 0:
            if len(start) == n:
                whole[0] = True
                return True
            fits = True
    return fits


cdef enum:
    LINK_TEXT_SEARCH_ELEMENTS = 64  # clean.pager_links.LINK_LABEL_MAX_ELEMENTS: a bound, not tuned


cdef bint _text_may_start(xmlNode* link, tuple starts, const char* lead) except -1:
    """May `link`'s text (its subtree's text and CDATA nodes, in document order: what itertext joins)
    begin, after white space and `lead`'s ASCII characters, with one of `starts` (ASCII lower-cased)?
    Read from libxml2's bytes until the question is settled: a byte outside ASCII where a start
    still fits, or a node itertext might read otherwise, answers yes (Python's lower() and re.I fold
    some characters outside ASCII to ASCII letters, the Kelvin sign's "k"). Past LINK_TEXT_SEARCH_ELEMENTS
    elements read the answer is yes too, the rule's own test judging (a link's label lies within a few
    elements; links nested in links, each over the rest of a page of textless elements, were read each
    to its end: 900 over 200,000 elements took 10 s, 2026-12-07, hostile54)."""
    cdef unsigned char head[64]
    cdef Py_ssize_t n = 0, elements = 0
    cdef bint skipping = True, whole = False
    cdef const unsigned char* p
    cdef unsigned char c
    cdef xmlNode* node = link.children
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE:
            elements += 1
            if elements > LINK_TEXT_SEARCH_ELEMENTS:
                return True
        if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            p = <const unsigned char*>node.content
            while p is not NULL and p[0] != 0:
                c = p[0]
                p += 1
                if c >= 128:
                    return True
                if skipping and (_python_space(c) or (lead[0] != 0 and memchr(lead, c, strlen(lead)) is not NULL)):
                    continue
                skipping = False
                head[n] = _lower(c)
                n += 1
                if not _start_fits(starts, head, n, &whole):
                    return False
                if whole or n == 64:
                    return True
        elif node.type != tree.XML_ELEMENT_NODE and node.type != tree.XML_COMMENT_NODE and node.type != tree.XML_PI_NODE:
            return True
        node = _next_in_walk(node, link, node.type == tree.XML_ELEMENT_NODE)
    return False


cdef bint _may_be_anchor(xmlNode* link) noexcept:
    """clean._is_anchor_link's first test: an href (no namespace) starting "#" or holding "src/" or
    "/blob/" (an href read from several nodes is handed on)."""
    cdef xmlAttr* attr = _plain_attribute(link, b"href")
    cdef xmlNode* child
    if attr is NULL or attr.children is NULL:
        return False
    child = attr.children
    if child.next is not NULL or child.type != tree.XML_TEXT_NODE or child.content is NULL:
        return True
    return (child.content[0] == 35 or strstr(<const char*>child.content, b"src/") is not NULL
            or strstr(<const char*>child.content, b"/blob/") is not NULL)


def link_candidates(_Element body, tuple starts, bytes lead, bint with_pre, bint with_anchor):
    """clean.pager_links._link_candidates_python narrowed: the elements of `body`'s subtree (itself included,
    document order) named pre (either case, no namespace) when `with_pre`, and the links (a, either
    case, no namespace) whose text may begin with one of `starts` (lower-case UTF-8 bytes) after
    white space and `lead`'s characters (`_text_may_start`), or, with `with_anchor`, whose href may
    make them an anchor link (`_may_be_anchor`). The rule's own test judges what this hands on; the
    links it leaves are ones that test rejects (their first word is none of `starts`)."""
    cdef xmlNode* top = body._c_node
    cdef xmlNode* node = top
    cdef const char* leading = <const char*>lead
    cdef list found = []
    cdef bint wanted
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE and node.ns is NULL:
            if _name_is(node.name, b"a") or _name_is(node.name, b"A"):
                wanted = (with_anchor and _may_be_anchor(node)) or _text_may_start(node, starts, leading)
            else:
                wanted = with_pre and (_name_is(node.name, b"pre") or _name_is(node.name, b"PRE"))
            if wanted:
                found.append(elementFactory(body._doc, node))
        node = _next_in_walk(node, top, node.type == tree.XML_ELEMENT_NODE)
    return found


# --- clean.drop_broken_lines: the elements holding a line break, or a block with text after it ----

cdef inline bint _is_broken_block(xmlNode* node) noexcept:
    """A div, table or ul (either case, no namespace): clean._TAILED_BLOCK_TAGS."""
    return node.ns is NULL and (_name_is(node.name, b"div") or _name_is(node.name, b"DIV")
                                or _name_is(node.name, b"table") or _name_is(node.name, b"TABLE")
                                or _name_is(node.name, b"ul") or _name_is(node.name, b"UL"))


cdef int _tail_holds_text(_Element anchor, xmlNode* node) except -1:
    """Is lxml's tail of `node` (the text and CDATA nodes after it, XInclude markers skipped) other
    than empty or white space (str.isspace)? A byte outside ASCII is judged by Python's isspace."""
    cdef xmlNode* after = node.next
    cdef const unsigned char* p
    while after is not NULL:
        if after.type == tree.XML_TEXT_NODE or after.type == tree.XML_CDATA_SECTION_NODE:
            p = <const unsigned char*>after.content
            while p is not NULL and p[0] != 0:
                if p[0] >= 128:
                    tail = elementFactory(anchor._doc, node).tail
                    return bool(tail) and not tail.isspace()
                if not _python_space(p[0]):
                    return True
                p += 1
        elif after.type != tree.XML_XINCLUDE_START and after.type != tree.XML_XINCLUDE_END:
            return False
        after = after.next
    return False


def broken_parents(_Element body):
    """clean.broken_lines._broken_parents_python: the parents (elements, each once, in the order first met) of
    the br elements of `body`'s subtree (itself included; br either case, no namespace) and of its
    div, table and ul elements whose tail holds text."""
    cdef xmlNode* top = body._c_node
    cdef xmlNode* node = top
    cdef xmlNode* parent
    cdef set seen = set()
    cdef list parents = []
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE and node.ns is not NULL:
            pass
        elif node.type == tree.XML_ELEMENT_NODE and (
                _name_is(node.name, b"br") or _name_is(node.name, b"BR")
                or (_is_broken_block(node) and _tail_holds_text(body, node))):
            parent = node.parent
            if parent is not NULL and parent.type == tree.XML_ELEMENT_NODE and <size_t>parent not in seen:
                seen.add(<size_t>parent)
                parents.append(elementFactory(body._doc, parent))
        node = _next_in_walk(node, top, node.type == tree.XML_ELEMENT_NODE)
    return parents


# --- clean.drop_price_lines: the elements whose text may be a price line -------------------------

from cpython.unicode cimport Py_UNICODE_ISDECIMAL


cdef bint _may_be_price(xmlNode* el, Py_ssize_t limit) noexcept:
    """May `el`'s text be a price line of at most `limit` characters (clean._is_price_element)? No
    when its text (the text and CDATA nodes of its subtree) holds more than `limit` code points that
    are not white space (str.isspace: its stripped length is over `limit`) or no decimal digit
    (Py_UNICODE_ISDECIMAL, re's \\d: every price's amount holds one). Any other node than elements,
    comments and processing instructions, or bytes that are not UTF-8, answer yes."""
    cdef Py_ssize_t counted = 0
    cdef bint digit = False
    cdef const unsigned char* p
    cdef unsigned char c
    cdef unsigned int cp
    cdef int more
    cdef xmlNode* node = el.children
    while node is not NULL:
        if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
            p = <const unsigned char*>node.content
            while p is not NULL and p[0] != 0:
                c = p[0]
                p += 1
                if c < 128:
                    if 48 <= c <= 57:
                        digit = True
                    elif _python_space(c):
                        continue
                else:
                    if c >= 0xF5 or c == 0xC0 or c == 0xC1:  # no code point's lead byte
                        return True
                    elif c >= 0xF0:
                        cp = c & 7
                        more = 3
                    elif c >= 0xE0:
                        cp = c & 15
                        more = 2
                    elif c >= 0xC0:
                        cp = c & 31
                        more = 1
                    else:
                        return True
                    while more:
                        if (p[0] & 0xC0) != 0x80:
                            return True
                        cp = (cp << 6) | (p[0] & 0x3F)
                        p += 1
                        more -= 1
                    if Py_UNICODE_ISSPACE(<Py_UCS4>cp):
                        continue
                    if Py_UNICODE_ISDECIMAL(<Py_UCS4>cp):
                        digit = True
                counted += 1
                if counted > limit:
                    return False
        elif node.type != tree.XML_ELEMENT_NODE and node.type != tree.XML_COMMENT_NODE and node.type != tree.XML_PI_NODE:
            return True
        node = _next_in_walk(node, el, node.type == tree.XML_ELEMENT_NODE)
    return digit


def price_candidates(_Element body, Py_ssize_t limit):
    """clean.price_lines._price_candidates_python narrowed: the elements below `body` (not itself; document
    order) whose text may be a price line of at most `limit` characters (`_may_be_price`); the
    elements left out are ones clean._is_price_element rejects."""
    cdef xmlNode* top = body._c_node
    cdef xmlNode* node = _next_in_walk(top, top, True)
    cdef list found = []
    while node is not NULL:
        if node.type == tree.XML_ELEMENT_NODE and _may_be_price(node, limit):
            found.append(elementFactory(body._doc, node))
        node = _next_in_walk(node, top, node.type == tree.XML_ELEMENT_NODE)
    return found


# --- clean.framing_text_counts: the measures of framing nested in framing, in one walk ------------------

cdef struct FramingCount:  # clean._TextCount of an open element
    xmlNode* node
    Py_ssize_t size, first, last, visible, linked  # code points; first and last non-space (-1: none)


def framing_counts(_Element top, framing_tag, framing_roles, classify, dict decisions, bint keep_comments,
                   is_hidden, twin):
    """clean.framing_text_counts(top, is_framing) for find_victims' framing (`is_framing`: framing_walk's
    test, `framing_tag` to `is_hidden` as there): {element: (text_length, visible characters, visible
    characters of links)} of `top` and of each framing element below it, counted over libxml2's text
    nodes (a text's code points, str.isspace's spaces). A subtree holding a node of another kind (an
    entity reference) or text that is no UTF-8 is counted by `twin(top)`."""
    cdef _TagCodes flags = _TagCodes(framing_tag)
    cdef xmlNode* root = top._c_node
    cdef xmlNode* node
    cdef FramingCount* stack = NULL
    cdef FramingCount* done
    cdef FramingCount* into
    cdef Py_ssize_t depth = 0, capacity = 0
    cdef const unsigned char* p
    cdef const unsigned char* end
    cdef int size
    cdef long cp
    cdef bint framing
    cdef dict counts = {}
    if root.type != tree.XML_ELEMENT_NODE:
        return twin(top)
    try:
        _grow(<void**>&stack, &capacity, depth, sizeof(FramingCount))
        memset(&stack[0], 0, sizeof(FramingCount))
        stack[0].node = root
        stack[0].first = stack[0].last = -1
        depth = 1
        node = root.children
        while True:
            while node is NULL:  # the open element ends: its counts join its parent's
                depth -= 1
                done = &stack[depth]
                if done.node.ns is NULL and (_name_is(done.node.name, b"a") or _name_is(done.node.name, b"A")):
                    done.linked += done.visible
                if depth == 0:
                    counts[top] = (done.last - done.first + 1 if done.first >= 0 else 0, done.visible, done.linked)
                    return counts
                framing = flags.of(done.node) != 0
                if not framing and done.node.properties is not NULL:
                    framing = _framing_attributes(top, done.node, framing_roles, classify, decisions, keep_comments,
                                                  is_hidden)
                if framing:
                    counts[elementFactory(top._doc, done.node)] = (
                        done.last - done.first + 1 if done.first >= 0 else 0, done.visible, done.linked)
                into = &stack[depth - 1]
                if done.first >= 0:
                    if into.first < 0:
                        into.first = into.size + done.first
                    into.last = into.size + done.last
                into.size += done.size
                into.visible += done.visible
                into.linked += done.linked
                node = done.node.next
            if node.type == tree.XML_ELEMENT_NODE:
                _grow(<void**>&stack, &capacity, depth, sizeof(FramingCount))
                memset(&stack[depth], 0, sizeof(FramingCount))
                stack[depth].node = node
                stack[depth].first = stack[depth].last = -1
                depth += 1
                node = node.children
                continue
            if node.type == tree.XML_TEXT_NODE or node.type == tree.XML_CDATA_SECTION_NODE:
                into = &stack[depth - 1]
                p = <const unsigned char*>node.content
                if p is not NULL:
                    end = p + strlen(<const char*>p)
                    while p < end:
                        cp = _utf8_at(p, end, &size)
                        if cp < 0:
                            return twin(top)
                        if not Py_UNICODE_ISSPACE(<Py_UCS4>cp):
                            if into.first < 0:
                                into.first = into.size
                            into.last = into.size
                            into.visible += 1
                        into.size += 1
                        p += size
            elif node.type != tree.XML_COMMENT_NODE and node.type != tree.XML_PI_NODE:
                return twin(top)
            node = node.next
    finally:
        free(stack)


# --- clean.box_measures.BoxMeasures.drop: the ancestors an earlier measure holds (2026-12-05) ------------------------

def ancestors_in(_Element el, set wanted):
    """clean.box_measures._ancestors_in_python: `el`'s ancestors, nearest first, that are in `wanted` (a set of
    elements). Only an element whose Python proxy is alive can be in a set, and lxml keeps a node's
    live proxy in its `_private` (proxy.pxi's getProxy): the climb makes no proxy for the levels it
    passes (`iterancestors` made one for every level of a nest 990 deep, at every drop)."""
    cdef xmlNode* node = el._c_node.parent
    found = []
    while node is not NULL and _isElement(node):
        if node._private is not NULL:
            proxy = <object>node._private
            if proxy in wanted:
                found.append(proxy)
        node = node.parent
    return found


# --- clean.article_boxes: the boxes climbed from pictures and author links (2026-12-07) -------------

def climbed_boxes(_Element body, list anchors, Py_ssize_t climb, Py_ssize_t most):
    """clean.article_boxes._climbed_boxes_python: for each of `anchors` (elements below `body`), the
    outermost of its first `climb` ancestors below `body` holding at most `most` characters (text_length)
    and no ancestor climbed before this call, with that length, in the anchors' order. No proxy is made
    for the levels passed (a page of 686 pictures climbed ~2,000 levels in Python)."""
    cdef set climbed = set()
    cdef list found = []
    cdef xmlNode* stop = body._c_node
    cdef xmlNode* node
    cdef xmlNode* top
    cdef Py_ssize_t length, top_length, step
    cdef _Element anchor
    for anchor in anchors:
        node = anchor._c_node
        top = NULL
        top_length = 0
        for step in range(climb):
            node = node.parent
            if node is NULL or not _isElement(node) or node is stop or <size_t>node in climbed:
                break
            climbed.add(<size_t>node)
            length = _measure_at(body, node, most, -1, NULL)
            if length > most:
                break
            top = node
            top_length = length
        if top is not NULL:
            found.append((elementFactory(body._doc, top), top_length))
    return found


# --- parse: a page given as str, as the UTF-8 bytes libxml2 reads --------------------------------------
#
# str.encode("utf-8") reads a string of two- or four-byte code units one at a time (0.64 ns a
# character over WCXB dev's pages, 2026-12-05, ~1.3% of extract()); markup is mostly ASCII, taken
# here eight code units a step with SSE2, the rest one at a time as CPython encodes it.
cdef extern from *:
    """
    #if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
    #include <emmintrin.h>
    #define BEAM_UTF8_SSE2 1
    #endif
    /* The UTF-8 of one code point below 0x110000 that is no surrogate, at `out`; past its end. */
    static inline unsigned char* beam_utf8_put(unsigned char* out, Py_UCS4 ch) {
        if (ch < 0x80) {
            *out++ = (unsigned char)ch;
        } else if (ch < 0x800) {
            *out++ = (unsigned char)(0xc0 | (ch >> 6));
            *out++ = (unsigned char)(0x80 | (ch & 0x3f));
        } else if (ch < 0x10000) {
            *out++ = (unsigned char)(0xe0 | (ch >> 12));
            *out++ = (unsigned char)(0x80 | ((ch >> 6) & 0x3f));
            *out++ = (unsigned char)(0x80 | (ch & 0x3f));
        } else {
            *out++ = (unsigned char)(0xf0 | (ch >> 18));
            *out++ = (unsigned char)(0x80 | ((ch >> 12) & 0x3f));
            *out++ = (unsigned char)(0x80 | ((ch >> 6) & 0x3f));
            *out++ = (unsigned char)(0x80 | (ch & 0x3f));
        }
        return out;
    }
    /* The UTF-8 of `n` one-byte code units at `in` into `out` (room for 2n); its length. */
    static Py_ssize_t beam_utf8_ones(const unsigned char* in, Py_ssize_t n, unsigned char* out) {
        unsigned char* start = out;
        Py_ssize_t i = 0;
        while (i < n) {
    #ifdef BEAM_UTF8_SSE2
            if (i + 16 <= n) {
                __m128i v = _mm_loadu_si128((const __m128i*)(in + i));
                if (_mm_movemask_epi8(v) == 0) {
                    _mm_storeu_si128((__m128i*)out, v);
                    out += 16;
                    i += 16;
                    continue;
                }
            }
    #endif
            out = beam_utf8_put(out, in[i++]);
        }
        return out - start;
    }
    /* The same for two-byte code units (room for 3n); -1 at a surrogate. */
    static Py_ssize_t beam_utf8_twos(const Py_UCS2* in, Py_ssize_t n, unsigned char* out) {
        unsigned char* start = out;
        Py_ssize_t i = 0;
    #ifdef BEAM_UTF8_SSE2
        const __m128i high = _mm_set1_epi16((short)0xff80), zero = _mm_setzero_si128();
    #endif
        while (i < n) {
    #ifdef BEAM_UTF8_SSE2
            if (i + 8 <= n) {
                __m128i v = _mm_loadu_si128((const __m128i*)(in + i));
                if (_mm_movemask_epi8(_mm_cmpeq_epi16(_mm_and_si128(v, high), zero)) == 0xffff) {
                    _mm_storel_epi64((__m128i*)out, _mm_packus_epi16(v, v));
                    out += 8;
                    i += 8;
                    continue;
                }
            }
    #endif
            Py_UCS2 ch = in[i++];
            if (ch >= 0xd800 && ch <= 0xdfff) return -1;
            out = beam_utf8_put(out, ch);
        }
        return out - start;
    }
    /* The same for four-byte code units (room for 4n); -1 at a surrogate. */
    static Py_ssize_t beam_utf8_fours(const Py_UCS4* in, Py_ssize_t n, unsigned char* out) {
        unsigned char* start = out;
        Py_ssize_t i = 0;
    #ifdef BEAM_UTF8_SSE2
        const __m128i high = _mm_set1_epi32((int)0xffffff80), zero = _mm_setzero_si128();
    #endif
        while (i < n) {
    #ifdef BEAM_UTF8_SSE2
            if (i + 4 <= n) {
                __m128i v = _mm_loadu_si128((const __m128i*)(in + i));
                if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(v, high), zero)) == 0xffff) {
                    __m128i words = _mm_packs_epi32(v, v);
                    int bytes = _mm_cvtsi128_si32(_mm_packus_epi16(words, words));
                    memcpy(out, &bytes, 4);
                    out += 4;
                    i += 4;
                    continue;
                }
            }
    #endif
            Py_UCS4 ch = in[i++];
            if (ch >= 0xd800 && ch <= 0xdfff) return -1;
            out = beam_utf8_put(out, ch);
        }
        return out - start;
    }
    /* A new reference to the UTF-8 bytes of the str `text`, Py_None (new) where it holds a
       surrogate, NULL on a memory error. */
    static PyObject* beam_utf8_text(PyObject* text) {
        Py_ssize_t n = PyUnicode_GET_LENGTH(text), size;
        int kind = PyUnicode_KIND(text);
        void* data = PyUnicode_DATA(text);
        PyObject* out;
        if (PyUnicode_IS_ASCII(text)) return PyBytes_FromStringAndSize((const char*)data, n);
        /* a code unit takes at most 2, 3 or 4 bytes (Latin-1, the BMP, beyond) */
        out = PyBytes_FromStringAndSize(NULL, n * (kind == PyUnicode_4BYTE_KIND ? 4 : kind + 1));
        if (out == NULL) return NULL;
        if (kind == PyUnicode_1BYTE_KIND)
            size = beam_utf8_ones((const unsigned char*)data, n, (unsigned char*)PyBytes_AS_STRING(out));
        else if (kind == PyUnicode_2BYTE_KIND)
            size = beam_utf8_twos((const Py_UCS2*)data, n, (unsigned char*)PyBytes_AS_STRING(out));
        else
            size = beam_utf8_fours((const Py_UCS4*)data, n, (unsigned char*)PyBytes_AS_STRING(out));
        if (size < 0) {
            Py_DECREF(out);
            Py_RETURN_NONE;
        }
        if (_PyBytes_Resize(&out, size) < 0) return NULL;
        return out;
    }
    """
    object beam_utf8_text(object text)
    Py_ssize_t beam_utf8_ones(const unsigned char* data, Py_ssize_t n, unsigned char* out) noexcept nogil
    Py_ssize_t beam_utf8_twos(const unsigned short* data, Py_ssize_t n, unsigned char* out) noexcept nogil
    Py_ssize_t beam_utf8_fours(const Py_UCS4* data, Py_ssize_t n, unsigned char* out) noexcept nogil


def utf8_text(text):
    """`text.encode("utf-8")`, None where that raises (a surrogate; twin parse._utf8_text_python).
    `text`: a str, or an instance of a subclass of str."""
    if not isinstance(text, str):
        raise TypeError(f"expected a str, got {type(text).__name__}")
    return beam_utf8_text(text)


# --- round 41, raw41: the raw-text spans of parse ------------------------------------------------

# parse._RAW_TEXT_NAMES, in its order (none is another's prefix: at most one matches at a "<").
cdef const char* RAW_TEXT_NAMES[10]
RAW_TEXT_NAMES[:] = [b"script", b"style", b"textarea", b"title", b"xmp", b"iframe", b"noembed", b"noframes",
                     b"noscript", b"plaintext"]
# Their lengths, counted once (parse42, 2026-12-05: `_raw_text_opening` called strlen on each of the
# ten names at every "<" whose next letter starts one).
cdef Py_ssize_t RAW_TEXT_SIZES[10]
for _name_index in range(10):
    RAW_TEXT_SIZES[_name_index] = strlen(RAW_TEXT_NAMES[_name_index])
# The first letters of those names: a "<" followed by no other letter opens no raw text.
cdef bint RAW_TEXT_FIRSTS[256]
memset(RAW_TEXT_FIRSTS, 0, sizeof(RAW_TEXT_FIRSTS))
for _name_index in range(10):
    RAW_TEXT_FIRSTS[<unsigned char>RAW_TEXT_NAMES[_name_index][0]] = True
    RAW_TEXT_FIRSTS[<unsigned char>RAW_TEXT_NAMES[_name_index][0] - 32] = True


cdef inline bint _ascii_word_byte(unsigned char c) noexcept nogil:
    """A byte `\\w` of a bytes regex matches: an ASCII letter, digit or underscore."""
    return 48 <= c <= 57 or 65 <= c <= 90 or 97 <= c <= 122 or c == 95


cdef inline bint _names_at(const unsigned char* data, Py_ssize_t n, Py_ssize_t i, const char* name,
                           Py_ssize_t size) noexcept nogil:
    """Does `data[i:]` begin with the lowercase ASCII `name`, in any case?"""
    cdef Py_ssize_t k
    cdef unsigned char c
    if i + size > n:
        return False
    for k in range(size):
        c = data[i + k]
        if 65 <= c <= 90:
            c += 32
        if c != <unsigned char>name[k]:
            return False
    return True


cdef Py_ssize_t _raw_text_opening(const unsigned char* data, Py_ssize_t n, Py_ssize_t pos,
                                  Py_ssize_t* name_index, Py_ssize_t* after) noexcept nogil:
    """The start of the first match of parse._RAW_TEXT_OPEN at or after `pos` (-1 if none):
    `name_index` the raw-text name it opens (-1 for a comment), `after` its end."""
    cdef Py_ssize_t i = pos, k, size
    while True:
        i = beam_find_byte(data, i, n, 60)
        if i < 0:
            return -1
        if i + 3 < n and data[i + 1] == 33 and data[i + 2] == 45 and data[i + 3] == 45:
            name_index[0] = -1
            after[0] = i + 4
            return i
        if i + 1 < n and RAW_TEXT_FIRSTS[data[i + 1]]:
            for k in range(10):
                size = RAW_TEXT_SIZES[k]
                if _names_at(data, n, i + 1, RAW_TEXT_NAMES[k], size) and (
                        i + 1 + size >= n or not _ascii_word_byte(data[i + 1 + size])):
                    name_index[0] = k
                    after[0] = i + 1 + size
                    return i
        i += 1


cdef Py_ssize_t _raw_text_closing_end(const unsigned char* data, Py_ssize_t n, Py_ssize_t pos,
                                      Py_ssize_t name_index) noexcept nogil:
    """The end of the first match of parse._RAW_TEXT_CLOSE[name] ("</name", spaces, ">", in any
    case; `name` RAW_TEXT_NAMES[name_index]) at or after `pos`, -1 if none."""
    cdef const char* name = RAW_TEXT_NAMES[name_index]
    cdef Py_ssize_t i = pos, j, size = RAW_TEXT_SIZES[name_index]
    while True:
        i = beam_find_byte(data, i, n, 60)
        if i < 0:
            return -1
        if i + 1 < n and data[i + 1] == 47 and _names_at(data, n, i + 2, name, size):
            j = i + 2 + size
            while j < n and (data[j] == 32 or 9 <= data[j] <= 13):
                j += 1
            if j < n and data[j] == 62:
                return j + 1
        i += 1


cdef Py_ssize_t _comment_close_end(const unsigned char* data, Py_ssize_t i, Py_ssize_t n) noexcept nogil:
    """The end of the first "-->" in `data[i:n]`, -1 if none."""
    while True:
        i = beam_find_byte(data, i, n, 45)
        if i < 0 or i + 2 >= n:
            return -1
        if data[i + 1] == 45 and data[i + 2] == 62:
            return i + 3
        i += 1


def raw_text_spans(bytes html):
    """Twin of `parse._raw_text_spans_python`: the (start, end) spans of the comments and raw-text
    elements (script, style, ...) of `html`, in order; an unclosed one runs to the end."""
    cdef const unsigned char* data = <const unsigned char*>html
    cdef Py_ssize_t n = len(html)
    cdef Py_ssize_t pos = 0, start, end, name_index, after
    cdef list spans = []
    while True:
        start = _raw_text_opening(data, n, pos, &name_index, &after)
        if start < 0:
            return spans
        if name_index < 0:
            end = _comment_close_end(data, after, n)
        else:
            end = _raw_text_closing_end(data, n, after, name_index)
        if end < 0:
            end = n
        spans.append((start, end))
        pos = end


# --- round 42, tail42: the tail's own costs (the teaser climb, Markdown's tag slots) -------------

cdef bint _holds_children(xmlNode* node, Py_ssize_t minimum) noexcept:
    """lxml's `len(el) >= minimum`: its children that are elements, comments, entity references or
    processing instructions, counted up to `minimum`."""
    cdef xmlNode* child = node.children
    cdef Py_ssize_t count = 0
    if minimum <= 0:
        return True
    while child is not NULL:
        if _lxml_child(child):
            count += 1
            if count >= minimum:
                return True
        child = child.next
    return False


def teaser_climb(_Element body, list headlines, Py_ssize_t minimum):
    """Twin of `clean.teasers._teaser_climb_python`: the containers above `headlines` (up to `body`)
    holding `minimum` children or more, {id: element} in the order of their first headline's climb
    from the top, and {id of a container: {id: child}} of its children holding a headline. Each
    ancestor is climbed through once, by its node (no proxy); a proxy is made only for a container
    and its holding children."""
    cdef xmlNode* top = body._c_node
    cdef xmlNode* node
    cdef xmlNode** chain = NULL
    cdef Py_ssize_t chain_count, chain_capacity = 0, index
    cdef dict climbed = {}  # node address -> whether it holds `minimum` children
    cdef dict containers = {}
    cdef dict holders = {}
    cdef dict held
    cdef _Element link, container, child
    try:
        for item in headlines:
            link = <_Element?>item
            _grow(<void**>&chain, &chain_capacity, 0, sizeof(xmlNode*))
            chain[0] = link._c_node
            chain_count = 1
            node = link._c_node.parent
            while node is not NULL and _isElement(node):
                _grow(<void**>&chain, &chain_capacity, chain_count, sizeof(xmlNode*))
                chain[chain_count] = node
                chain_count += 1
                if node is top or <size_t>node in climbed:
                    break
                node = node.parent
            for index in range(chain_count - 1, 0, -1):
                node = chain[index]
                known = climbed.get(<size_t>node)
                if known is None:
                    known = climbed[<size_t>node] = _holds_children(node, minimum)
                if known:
                    container = elementFactory(body._doc, node)
                    held = holders.get(id(container))
                    if held is None:
                        containers[id(container)] = container
                        held = holders[id(container)] = {}
                    child = link if index == 1 else elementFactory(body._doc, chain[index - 1])
                    held[id(child)] = child
        return containers, holders
    finally:
        free(chain)


# --- round 43, tail43: content_markup.content_html, the content document's HTML as libxml2 writes it ---
# lxml's `tostring(root, encoding="unicode", method="html")` runs libxml2 2.14's HTML serialiser, whose
# attribute values cost it ~6 ns a byte: each value is escaped into a string of its own, searched
# twice for quotes and copied once more through the output buffer (0203's 1 MB of HTML, 800 KB of
# them attribute values, 6.0 ms). `html_markup` writes the same bytes in one pass: a start tag, its
# attributes (libxml2's minimised boolean names; the characters it escapes, `&{...}` and `<!--...-->`
# left as they are; a URI attribute's leading blanks dropped and its other bytes %-escaped as
# xmlURIEscapeStr does; the quotes xmlOutputBufferWriteQuotedString picks), texts escaped (not a
# script's or a style's), comments, processing instructions, entity references and CDATA, then the
# root's tail. How libxml2 writes an element's end is its table of HTML elements' business: `shape_of`
# (content_markup._html_shape, lxml's own serialiser asked once per name) says which names are written
# as a start tag alone (_SHAPE_START_ONLY: br, img) and which have no end tag when empty (_SHAPE_NO_EMPTY_END).
# None for a tree it does not write (an XML document's, whose escaping libxml2 picks otherwise: '\r' as
# &#13;, no `&{...}`; a namespace, an attribute of several nodes, a node of another type, a name
# `shape_of` refuses): the caller asks lxml.

from libc.string cimport strchr, strcspn

cdef extern from "<strings.h>":
    int strcasecmp(const char* a, const char* b) nogil

cdef enum:
    _SHAPE_START_ONLY = 1
    _SHAPE_NO_EMPTY_END = 2
    _SHAPE_SLOTS = 256  # a call's cache of names by their dictionary pointer

cdef struct _Markup:
    char* data
    Py_ssize_t size
    Py_ssize_t capacity

# The bytes libxml2 escapes in an attribute value or a text: '&', '<', '>' (then '"' and the bytes
# xmlURIEscapeStr escapes, which a value's writer looks at on its own).
cdef unsigned char _MARKUP_TEXT_SPECIAL[256]
# The bytes xmlURIEscapeStr keeps in a URI attribute: letters, digits, RFC 2396's marks and the
# printable characters HTMLtree.c lists; others (space, controls, DEL, non-ASCII bytes) become %XX.
cdef unsigned char _MARKUP_URI_KEPT[256]
# The bytes a URI attribute's writer stops at: the text's specials, the quote, the escaped bytes, and
# the string's end (NUL: the scan needs no test of its own).
cdef unsigned char _MARKUP_URI_SPECIAL[256]
# The bytes an attribute value's writer stops at when its double quotes become &quot; (and NUL).
cdef unsigned char _MARKUP_QUOTED_SPECIAL[256]


cdef void _markup_tables():
    cdef int c
    cdef const char* kept = b"-_.!~*'()\"#$%&+,/:;<=>?@[\\]^`{|}"
    memset(_MARKUP_TEXT_SPECIAL, 0, 256)
    memset(_MARKUP_URI_KEPT, 0, 256)
    for c in (ord("&"), ord("<"), ord(">")):
        _MARKUP_TEXT_SPECIAL[c] = 1
    for c in range(128):
        if (ord("a") <= c <= ord("z")) or (ord("A") <= c <= ord("Z")) or (ord("0") <= c <= ord("9")):
            _MARKUP_URI_KEPT[c] = 1
    while kept[0] != 0:
        _MARKUP_URI_KEPT[<unsigned char>kept[0]] = 1
        kept += 1
    for c in range(256):
        _MARKUP_QUOTED_SPECIAL[c] = _MARKUP_TEXT_SPECIAL[c] or c == ord('"') or c == 0
        _MARKUP_URI_SPECIAL[c] = _MARKUP_QUOTED_SPECIAL[c] or not _MARKUP_URI_KEPT[c]


_markup_tables()

# libxml2's htmlBooleanAttrs: written as the name alone, whatever the value.
cdef const char* _MARKUP_BOOLEAN[13]
_MARKUP_BOOLEAN[:] = [b"checked", b"compact", b"declare", b"defer", b"disabled", b"ismap", b"multiple",
                      b"nohref", b"noresize", b"noshade", b"nowrap", b"readonly", b"selected"]
MARKUP_BOOLEAN_ATTRIBUTES = tuple(_MARKUP_BOOLEAN[i].decode("ascii") for i in range(13))
MARKUP_URI_KEPT = bytes(c for c in range(256) if _MARKUP_URI_KEPT[c])


cdef const char* _MARKUP_HEX = b"0123456789ABCDEF"


cdef int _markup_reserve(_Markup* out, Py_ssize_t more) except -1:
    cdef Py_ssize_t capacity = out.capacity if out.capacity else 65536
    cdef char* grown
    while capacity - out.size < more:
        capacity *= 2
    if capacity != out.capacity:
        grown = <char*>realloc(out.data, capacity)
        if grown is NULL:
            raise MemoryError()
        out.data = grown
        out.capacity = capacity
    return 0


cdef inline int _markup_write(_Markup* out, const char* data, Py_ssize_t length) except -1:
    if out.capacity - out.size < length:
        _markup_reserve(out, length)
    memcpy(out.data + out.size, data, length)
    out.size += length
    return 0


cdef inline int _markup_string(_Markup* out, const_xmlChar* data) except -1:
    return _markup_write(out, <const char*>data, strlen(<const char*>data))


cdef int _markup_text(_Markup* out, const unsigned char* text) except -1:
    """A text as xmlEscapeText(text, XML_ESCAPE_HTML) writes it: '&', '<' and '>' escaped."""
    cdef const unsigned char* run = text
    cdef const unsigned char* cur = text
    cdef unsigned char c
    while True:
        cur += strcspn(<const char*>cur, b"&<>")
        _markup_write(out, <const char*>run, cur - run)
        c = cur[0]
        if c == 0:
            return 0
        if c == b"&":
            _markup_write(out, b"&amp;", 5)
        elif c == b"<":
            _markup_write(out, b"&lt;", 4)
        else:
            _markup_write(out, b"&gt;", 4)
        cur += 1
        run = cur


cdef inline int _markup_value_byte(_Markup* out, unsigned char c, bint uri, bint quot) except -1:
    """One byte of an attribute value outside '&', '<' and '>': a URI attribute's byte xmlURIEscapeStr
    escapes as %XX, when `quot` a double quote as &quot;, any other as it is."""
    cdef char hexed[3]
    if uri and not _MARKUP_URI_KEPT[c]:
        hexed[0] = b"%"
        hexed[1] = _MARKUP_HEX[c >> 4]
        hexed[2] = _MARKUP_HEX[c & 15]
        return _markup_write(out, hexed, 3)
    if quot and c == b'"':
        return _markup_write(out, b"&quot;", 6)
    return _markup_write(out, <const char*>&c, 1)


cdef int _markup_kept_span(_Markup* out, const unsigned char* span, Py_ssize_t length, bint uri,
                           bint quot) except -1:
    """An `&{...}` or a `<!--...-->` the escaping of '&', '<' and '>' keeps: its other bytes as
    `_markup_value_byte` writes them."""
    cdef Py_ssize_t i, start = 0
    cdef unsigned char c
    if not uri and not quot:
        return _markup_write(out, <const char*>span, length)
    for i in range(length):
        c = span[i]
        if (uri and not _MARKUP_URI_KEPT[c]) or (quot and c == b'"'):
            _markup_write(out, <const char*>span + start, i - start)
            _markup_value_byte(out, c, uri, quot)
            start = i + 1
    return _markup_write(out, <const char*>span + start, length - start)


cdef inline const unsigned char* _markup_plain_end(const unsigned char* cur,
                                                  const unsigned char* special) noexcept:
    """The first byte from `cur` that `special` marks (its NUL marked: the string's end stops it), four
    bytes a step."""
    while True:
        if special[cur[0]]:
            return cur
        if special[cur[1]]:
            return cur + 1
        if special[cur[2]]:
            return cur + 2
        if special[cur[3]]:
            return cur + 3
        cur += 4


cdef int _markup_value(_Markup* out, const unsigned char* value, bint uri) except -1:
    """An attribute value with its quotes: xmlEscapeText(value, XML_ESCAPE_HTML | XML_ESCAPE_ATTR), for
    a URI attribute without its leading blanks and through xmlURIEscapeStr, then quoted as
    xmlOutputBufferWriteQuotedString quotes (double quotes; single ones around a value holding a
    double quote and no single one; a value holding both: double quotes, its own as &quot;)."""
    cdef bint doubles = strchr(<const char*>value, b'"') is not NULL
    cdef bint quot = doubles and strchr(<const char*>value, b"'") is not NULL
    cdef const char* quote = b"'" if doubles and not quot else b'"'
    cdef const unsigned char* special = _MARKUP_TEXT_SPECIAL
    cdef const unsigned char* cur
    cdef const unsigned char* run
    cdef const char* end
    cdef unsigned char c
    # Once a search for a '}' or a '-->' fails, none lies further on: not searched again (libxml2
    # searches from every `&{` and `<!--`, the square of the value's length when none closes: 400 KB of
    # "<!--" 50 s in lxml's tostring, 2026-12-05).
    cdef bint braces_closed = True, comments_closed = True
    if uri:
        special = _MARKUP_URI_SPECIAL
    elif quot:
        special = _MARKUP_QUOTED_SPECIAL
    if uri:
        while value[0] == b" " or value[0] == b"\t" or value[0] == b"\n" or value[0] == b"\r":
            value += 1
    _markup_write(out, quote, 1)
    cur = run = value
    while True:  # a run of bytes written as they are, then the byte that stopped it
        if special is _MARKUP_TEXT_SPECIAL:
            cur += strcspn(<const char*>cur, b"&<>")
        else:
            cur = _markup_plain_end(cur, special)
        _markup_write(out, <const char*>run, cur - run)
        c = cur[0]
        if c == 0:
            break
        if c == b"&" or c == b"<" or c == b">":
            end = NULL
            if c == b"&" and cur[1] == b"{" and braces_closed:
                end = strchr(<const char*>cur, b"}")
                if end is not NULL:
                    end += 1
                else:
                    braces_closed = False
            elif c == b"<" and cur[1] == b"!" and cur[2] == b"-" and cur[3] == b"-" and comments_closed:
                end = strstr(<const char*>cur, b"-->")
                if end is not NULL:
                    end += 3
                else:
                    comments_closed = False
            if end is not NULL:  # HTML 4's `&{...}` and a server-side include: kept as they are
                _markup_kept_span(out, cur, <const unsigned char*>end - cur, uri, quot)
                cur = <const unsigned char*>end
            else:
                _markup_write(out, b"&amp;" if c == b"&" else (b"&lt;" if c == b"<" else b"&gt;"),
                              5 if c == b"&" else 4)
                cur += 1
        else:  # a byte the URI escaping or the quotes change
            _markup_value_byte(out, c, uri, quot)
            cur += 1
        run = cur
    return _markup_write(out, quote, 1)


cdef enum:
    _SHAPE_RAW_TEXT = 4  # a script or a style (any case): its texts written as they are
    _ATTRIBUTE_BOOLEAN = 1  # htmlBooleanAttrs: the name alone
    _ATTRIBUTE_URI = 2  # href, src, action
    _ATTRIBUTE_NAME = 4  # name (a URI in an `a`)


cdef int _attribute_kind(const_xmlChar* name) noexcept:
    cdef int i
    cdef const char* text = <const char*>name
    for i in range(13):
        if strcasecmp(text, _MARKUP_BOOLEAN[i]) == 0:
            return _ATTRIBUTE_BOOLEAN
    if strcasecmp(text, b"href") == 0 or strcasecmp(text, b"src") == 0 or strcasecmp(text, b"action") == 0:
        return _ATTRIBUTE_URI
    return _ATTRIBUTE_NAME if strcasecmp(text, b"name") == 0 else 0


cdef bint _raw_text_name(const_xmlChar* name) noexcept:
    return strcasecmp(<const char*>name, b"script") == 0 or strcasecmp(<const char*>name, b"style") == 0


cdef class _MarkupShapes:
    """A call's element shapes and attribute kinds by the name's dictionary pointer: an element name's
    asked of `shape_of` once (with _SHAPE_RAW_TEXT added here), an attribute name's found once."""
    cdef const_xmlChar* names[_SHAPE_SLOTS]
    cdef int shapes[_SHAPE_SLOTS]
    cdef const_xmlChar* attribute_names[_SHAPE_SLOTS]
    cdef int kinds[_SHAPE_SLOTS]
    cdef object shape_of

    def __cinit__(self, shape_of):
        memset(self.names, 0, sizeof(self.names))
        memset(self.attribute_names, 0, sizeof(self.attribute_names))
        self.shape_of = shape_of

    cdef int asked_shape(self, const_xmlChar* name) except -2:
        cdef int shape = self.shape_of(<bytes>name)
        return shape if shape < 0 else shape | (_SHAPE_RAW_TEXT if _raw_text_name(name) else 0)

    cdef int shape(self, const_xmlChar* name) except -2:
        cdef Py_ssize_t slot = _markup_name_slot(self.names, name)
        if slot < 0:
            return self.asked_shape(name)
        if self.names[slot] is NULL:
            self.shapes[slot] = self.asked_shape(name)
            self.names[slot] = name
        return self.shapes[slot]

    cdef int attribute_kind(self, const_xmlChar* name) noexcept:
        cdef Py_ssize_t slot = _markup_name_slot(self.attribute_names, name)
        if slot < 0:
            return _attribute_kind(name)
        if self.attribute_names[slot] is NULL:
            self.kinds[slot] = _attribute_kind(name)
            self.attribute_names[slot] = name
        return self.kinds[slot]


cdef inline Py_ssize_t _markup_name_slot(const_xmlChar** names, const_xmlChar* name) noexcept:
    """The slot of `name` in an open-addressed table of _SHAPE_SLOTS name pointers: where it is, or the
    empty slot it goes in; -1 when the table is full."""
    cdef size_t slot = (<size_t>name >> 4) % _SHAPE_SLOTS
    cdef int probes
    for probes in range(_SHAPE_SLOTS):
        if names[slot] is name or names[slot] is NULL:
            return slot
        slot = (slot + 1) % _SHAPE_SLOTS
    return -1


cdef int _markup_attributes(_Markup* out, xmlNode* element, _MarkupShapes shapes) except -1:
    """The element's attributes as htmlAttrDumpOutput writes them; 1 for a value of several nodes."""
    cdef xmlAttr* attr = element.properties
    cdef xmlNode* value
    cdef int kind
    cdef bint uri
    while attr is not NULL:
        value = attr.children
        if value is not NULL and (
                value.type != tree.XML_TEXT_NODE or value.next is not NULL or value.content is NULL):
            return 1
        _markup_write(out, b" ", 1)
        if attr.ns is not NULL and attr.ns.prefix is not NULL:  # the content root's xml:base
            _markup_string(out, attr.ns.prefix)
            _markup_write(out, b":", 1)
        _markup_string(out, attr.name)
        kind = shapes.attribute_kind(attr.name)
        if value is not NULL and not kind & _ATTRIBUTE_BOOLEAN:
            uri = attr.ns is NULL and (kind & _ATTRIBUTE_URI or (
                kind & _ATTRIBUTE_NAME and strcasecmp(<const char*>element.name, b"a") == 0))
            _markup_write(out, b"=", 1)
            _markup_value(out, <const unsigned char*>value.content, uri)
        attr = attr.next
    return 0


cdef int _markup_leaf(_Markup* out, xmlNode* node, bint raw) except -1:
    """A node that is not an element (a text in an element whose texts are `raw`); 1 for a type
    htmlNodeDumpInternal is not asked to write here."""
    if node.type == tree.XML_TEXT_NODE:
        if node.content is NULL:
            return 0
        if raw or strcmp(<const char*>node.name, b"textnoenc") == 0:
            _markup_string(out, node.content)
        else:
            _markup_text(out, <const unsigned char*>node.content)
    elif node.type == tree.XML_COMMENT_NODE:
        if node.content is not NULL:
            _markup_write(out, b"<!--", 4)
            _markup_string(out, node.content)
            _markup_write(out, b"-->", 3)
    elif node.type == tree.XML_PI_NODE:
        if node.name is not NULL:
            _markup_write(out, b"<?", 2)
            _markup_string(out, node.name)
            if node.content is not NULL:
                _markup_write(out, b" ", 1)
                _markup_string(out, node.content)
            _markup_write(out, b">", 1)
    elif node.type == tree.XML_ENTITY_REF_NODE:
        _markup_write(out, b"&", 1)
        _markup_string(out, node.name)
        _markup_write(out, b";", 1)
    elif node.type == tree.XML_CDATA_SECTION_NODE:
        if node.content is not NULL:
            _markup_string(out, node.content)
    else:
        return 1
    return 0


cdef int _markup_end(_Markup* out, xmlNode* element) except -1:
    _markup_write(out, b"</", 2)
    _markup_string(out, element.name)
    return _markup_write(out, b">", 1)


cdef int _markup_tree(_Markup* out, xmlNode* root, _MarkupShapes shapes) except -1:
    """The tree under `root` as htmlNodeDumpInternal(format 0) writes it; 1 where it gives up."""
    cdef xmlNode* node = root
    cdef int shape
    while True:
        if node.type == tree.XML_ELEMENT_NODE:
            if node.ns is not NULL or node.nsDef is not NULL:
                return 1
            shape = shapes.shape(node.name)
            if shape < 0:
                return 1
            _markup_write(out, b"<", 1)
            _markup_string(out, node.name)
            if _markup_attributes(out, node, shapes):
                return 1
            if shape & _SHAPE_START_ONLY:
                _markup_write(out, b">", 1)
            elif node.children is NULL:
                if shape & _SHAPE_NO_EMPTY_END:
                    _markup_write(out, b">", 1)
                else:
                    _markup_write(out, b"></", 3)
                    _markup_string(out, node.name)
                    _markup_write(out, b">", 1)
            else:
                _markup_write(out, b">", 1)
                node = node.children
                continue
        elif _markup_leaf(out, node, node.parent is not NULL and node.parent.name is not NULL
                          and shapes.shape(node.parent.name) & _SHAPE_RAW_TEXT):
            return 1
        while True:
            if node is root:
                return 0
            if node.next is not NULL:
                node = node.next
                break
            node = node.parent
            _markup_end(out, node)


def html_markup(_Element root, shape_of):
    """Twin of `content_markup._html_markup_python` (lxml's `tostring(root, encoding="unicode",
    method="html")`): the same string, or None for a tree this writer leaves to lxml. `shape_of(name)`
    is an element name's _SHAPE_ flags (-1: leave the tree to lxml)."""
    cdef _Markup out
    cdef xmlNode* node = root._c_node
    cdef _MarkupShapes shapes = _MarkupShapes(shape_of)
    out.data = NULL
    out.size = out.capacity = 0
    try:
        if node.type != tree.XML_ELEMENT_NODE or node.doc is NULL \
                or node.doc.type != tree.XML_HTML_DOCUMENT_NODE or _markup_tree(&out, node, shapes):
            return None
        node = node.next
        while node is not NULL and (node.type == tree.XML_TEXT_NODE or node.type == tree.XML_ENTITY_REF_NODE):
            # lxml writes the root's tail (its parent, the document, is no script)
            _markup_leaf(&out, node, node.parent is not NULL and node.parent.type == tree.XML_ELEMENT_NODE
                         and _raw_text_name(node.parent.name))
            node = node.next
        return PyUnicode_DecodeUTF8(out.data, out.size, NULL)
    finally:
        free(out.data)
