"""Decoded HTML text -> lxml tree.

In: the page as `str` (already decoded), and its URL.
Out: an `lxml.etree._ElementTree` (libxml2's HTML parser, as `lxml.html` uses) whose
`docinfo.URL` is the URL; `None` for empty/whitespace input or markup libxml2 cannot turn into a
document. The elements are plain `etree._Element`s, not `lxml.html.HtmlElement`s: the per-element
Python class lookup of `lxml.html` costs ~10% of the whole extraction and no stage needs its methods.

Bounded work: libxml2 checks each attribute of a start tag against all the tag's earlier ones, so
one element with 100,000 distinct attributes (a 1 MB page) keeps it busy for minutes inside one C
call no time guard can interrupt. Before parsing, every start tag keeps its first MAX_ATTRIBUTES
attributes (the rest of its attributes are dropped; the element and its content stay), read as the
HTML tokenizer reads them (quotes, unclosed quotes, "/" and "=" as it does; text inside scripts,
styles and comments is left alone), and a page of more than MAX_TAGS tags raises `PageTooComplex`
(the only exception).

Comments and processing instructions are dropped at parse time (they are never
content); on a page holding Google's googleoff comments, the regions they mark go first
(`drop_googleoff_regions`). NUL characters are removed; a lone surrogate (a str built with `surrogateescape`) is
replaced. libxml2 stops at 2,048 levels of nesting even with `huge_tree`, silently dropping the rest
of the page; when it reports that, the page is re-parsed with the excess nesting flattened, so text
nested 200,000 levels deep is still there. libxml2 also drops everything after `</html>`: the
`</body>` and `</html>` end tags that content follows are taken out before the parse, so that
content stays in the body, as a browser keeps it. A `<p>` opened inside a heading stays inside it,
as the HTML standard's tree builder keeps it (libxml2 closes the heading there): on the pages whose
parse met a heading end tag with no heading open, such paragraphs are renamed and the page parsed
again (`keep_paragraphs_in_headings`). HTML elements libxml2 leaves inside an svg or math element
(it knows no foreign content) go after it where a browser's tree builder ends the foreign element
(`break_out_of_foreign_content`); a title, script, style, textarea, xmp, iframe, noembed or
noframes element, or a comment, left open with the page's markup as its text is closed before
that markup (`runaway_title`, `runaway_raw_text`, `close_runaway_comment`). What libxml2 nests in
a void element it does not know as void (an `embed`, a `wbr`) goes after it (`unnest_void_elements`).
"""
from __future__ import annotations

import bisect
import itertools
import re
import threading

from lxml import etree

from .document import valid_text
from .dom import PARAGRAPH_BREAK_TAGS, set_tail, set_text, shallow_copy
from .options import PageTooComplex
from .speedups import native as _speedups

# Attributes kept per start tag. libxml2's duplicate check is quadratic in a tag's distinct
# attributes (measured 2026-11-30, libxml2 2.14: 5,000 0.03 s, 20,000 0.9 s, 100,000 129 s). A
# 1 MB page of tags of 256 attributes parses in 0.19 s (of 1,024: 0.45 s), so a 20 MiB page stays
# near 4 s, as long as libxml2 takes for 20 MiB of plain tags. The benchmark pages: at 128 one is
# changed, at 256 none (the most any of their tags holds is under 128 bar one).
MAX_ATTRIBUTES = 256
# Tags a page may hold (counted as "<" bytes, an upper bound). 1,900,000 elements took libxml2
# 4.3 s and the extraction 22 s; the most any of the 2,160 benchmark pages holds is 21,646.
MAX_TAGS = 500_000

# Attributes a page may hold (after MAX_ATTRIBUTES a tag): libxml2 holds each in two nodes, ~300
# bytes, so 13 MB of tags of 256 attributes (1.7 million) took 540 MB beyond the extractor's own
# 270 MB, and 3.8 s of CPU (2026-12-03). The most any of the 2,160 benchmark pages holds is 39,076;
# at this cap a page's attributes take at most ~120 MB. Each attribute takes two bytes at least: a
# page of fewer bytes than twice the cap is not looked at; a larger one is counted
# (`count_attributes`) only when `attribute_bound` is over the cap (~2 ms a MB). Bounding every page
# cost 7% of extract()'s CPU over the development pages (2026-12-03).
MAX_PAGE_ATTRIBUTES = 400_000

# libxml2's hard nesting limit (XML_PARSE_HUGE raises it to 2048); flatten well below it.
MAX_NESTING = 1000
# Read possessively and only up to the page's last ">" (`_cap_nesting`): no tag starts after it, and each
# start before it matches up to the next ">". Greedy and searched to the end (before 2026-12-04), a
# "<a" with no ">" after it was retried at each split of its name and attributes, from each "<":
# 3,000 nested divs and 2,000 "<a" took 6.4 s in one regex call, growing with the cube.
_TAG = re.compile(rb"<(/?)([A-Za-z][^\s/>]*+)[^>]*+>")
# Tags whose loss in _cap_nesting would join two words: dom.PARAGRAPH_BREAK_TAGS, as bytes.
_LINE_BREAKING = frozenset(tag.encode() for tag in PARAGRAPH_BREAK_TAGS)
_VOID = frozenset(
    b"area base br col embed hr img input link meta param source track wbr keygen basefont frame isindex".split()
)
# HTML's void elements that libxml2 (2.14) does not know as void: it nests what follows one, up to
# its parent's end, inside it. An unclosed `<embed src=a.swf>` before an article's paragraphs held
# them, and the cleaner, which drops embeds as never content, dropped them with it; 2,046 `<wbr>`s
# in one paragraph (a long word broken at each character) reached libxml2's nesting limit, and the
# rest of the page was gone (`_cap_nesting` read them as void, so flattened nothing). Found
# 2026-12-07 (fuzz59). What one holds is moved out after it (`unnest_void_elements`), and
# `_cap_nesting` closes each in place.
_NESTING_VOID_TAGS = ("embed", "wbr", "source", "track", "keygen", "bgsound")
_NESTING_VOID = frozenset(tag.encode() for tag in _NESTING_VOID_TAGS)

# lxml parsers must not be shared between threads (Beam may run DoFns in several threads); one per thread.
_local = threading.local()


def _parser(keep_comments: bool = False) -> etree.HTMLParser:
    """This thread's parser; with `keep_comments`, the one that keeps comments (for the pages whose
    googleoff regions are read: `drop_googleoff_regions`)."""
    slot = "commented_parser" if keep_comments else "parser"
    parser = getattr(_local, slot, None)
    if parser is None:
        # The text is already decoded: libxml2 gets UTF-8 bytes and this explicit encoding, which
        # overrides any <meta charset> or XML declaration in the page (and parses faster than str).
        # No stage looks elements up by id: collect_ids=False spares libxml2 the id table.
        parser = etree.HTMLParser(
            encoding="utf-8", huge_tree=True, remove_comments=not keep_comments, remove_pis=True,
            no_network=True, collect_ids=False,
        )
        setattr(_local, slot, parser)
    return parser


def parse_html(html: str, url: str | None = None, *, utf8: bytes | None = None) -> etree._ElementTree | None:
    """Parse a page as a reader sees it; `None` when there is nothing to parse or libxml2 yields
    no document. Declarative shadow roots are opened (`open_shadow_roots`) and a frameset page's
    noframes markup is read as its body (`open_noframes`), for every caller: the extractor and
    whoever passes its own tree to `extractor.extract_tree`. `utf8`: the bytes `html` was
    decoded from, when the caller knows them to be exactly `html.encode("utf-8")` (a page that
    was valid UTF-8): they are parsed as they are, without encoding the text again."""
    return parse_page(html, url, utf8=utf8)[0]


def parse_page(html: str, url: str | None = None, *,
               utf8: bytes | None = None) -> tuple[etree._ElementTree | None, tuple[str, ...] | None]:
    """`parse_html`'s tree, and the `src` of its frames when it is a frameset page (else None):
    what `open_noframes` found, so that the extractor does not look again."""
    tree = _parse_document(html, url, utf8)
    return tree, (None if tree is None else open_noframes(tree, url))


def _parse_document(html: str, url: str | None, utf8: bytes | None) -> etree._ElementTree | None:
    """`parse_html` but for the noframes markup (which `open_noframes` parses with this)."""
    if isinstance(html, (bytes, bytearray)):
        html = bytes(html).decode("utf-8", "replace")
    if not html or html.isspace():
        return None
    data = _utf8_without_nul(html) if utf8 is None else _without_nul(utf8)
    # The "<"s are counted by the scan for the document's end tags, which visits each of them (a
    # count of its own read a 2-5 MB page again: 1-2 ms, 2026-12-02); it tells PHP's notices and
    # a `template` start tag too.
    ends, tags, mismatched, notices, template, googleoff, breakout, last_comment, headed, foreign = _document_ends(data)
    if notices:
        data = drop_php_notices(data)
        ends, tags, mismatched, _, template, googleoff, breakout, last_comment, headed, foreign = _document_ends(data)
    if last_comment >= 0 and data.find(b"-->", last_comment + 4) < 0:  # (~1 us a page)
        closed = close_runaway_comment(data)
        if closed is not data:
            data = closed
            ends, tags, mismatched, _, template, googleoff, breakout, _, headed, foreign = _document_ends(data)
    if tags > MAX_TAGS:
        raise PageTooComplex(tags, MAX_TAGS)
    data = close_mismatched_headings(data, mismatched)  # before the early ends go: same positions
    scanned = data
    data = drop_early_document_ends(data, ends)
    data = cap_attributes(data, MAX_ATTRIBUTES)
    if data is not scanned:  # (bytes gone may have put a "<" before "template" or "foreignObject")
        template = _opens_template(data)
        foreign = True  # (the page itself is searched below)
    if len(data) > 2 * MAX_PAGE_ATTRIBUTES and attribute_bound(data) > MAX_PAGE_ATTRIBUTES:
        attributes = count_attributes(data)
        if attributes > MAX_PAGE_ATTRIBUTES:
            raise PageTooComplex(attributes, MAX_PAGE_ATTRIBUTES, "attributes")
    root = _parse_root(data, url, googleoff, headed)
    if root is None:
        return None
    runaway = runaway_title(root)
    if runaway is not None:
        recovered = _root_with_title_closed(data, url, googleoff, runaway)
        root = root if recovered is None else recovered
    else:
        runaway = runaway_raw_text(root)
        if runaway is not None:
            recovered = _root_with_raw_text_closed(data, url, googleoff, runaway)
            root = root if recovered is None else recovered
    unnest_void_elements(root)
    if breakout:
        break_out_of_foreign_content(root)
    # `foreign`: the scan met a foreignObject start tag (2 of the 2,160 development pages); the
    # case-sensitive search before the pattern stays, so that no page is read otherwise than before.
    # The two searches on every page were ~4% of extract() on WCXB dev, the pattern alone half of them
    # (2026-12-07).
    if foreign and (b"oreign" in data or b"OREIGN" in data) and _FOREIGN_OBJECT_START.search(data):
        open_foreign_objects(root)
    if template and (_holds(data, b"hadowroot") or _holds(data, b"hadowRoot")):
        open_shadow_roots(root)
    if _holds(data, _RICH_TEXT_MARK):
        open_escaped_rich_text(root)
    return root.getroottree()


# The notices, warnings and errors PHP prints into a page when its `display_errors` is on and
# `html_errors` formats them, "<br />\n<b>Warning</b>:  foo() expects ... in <b>/www/x.php</b> on
# line <b>42</b><br />\n" (php_error_cb's format, to the byte), before the page or among its
# paragraphs (an old WordPress's "Deprecated: Assigning the return value of new by reference ..."
# and "Strict Standards: Non-static method ...", 119 lines in one blog post of trafilatura-eval-dev).
# The server's diagnostics, never the page's words: each is taken out before the parse, with the
# break before it (the one after it stays). Only pages holding "</b> on line <b>" are searched.
# Every run is read once (possessive), so a page is read in linear time whatever it holds. Added
# 2026-12-04 (round 32): see "Placeholders and notices" in docs/rounds.md.
_PHP_NOTICE_END = b"</b> on line <b>"
_PHP_NOTICE = re.compile(
    rb"<br />\n<b>(?:Warning|Notice|Deprecated|Strict Standards|(?:Recoverable |Catchable )?[Ff]atal error"
    rb"|Parse error|Unknown error)</b>:  (?:[^<\n]++|<a href='[^'<>]{0,200}+'>[^<]{0,200}+</a>){1,8}+"
    rb"(?<= in )<b>[^<\n]{1,500}+</b> on line <b>\d{1,9}+</b>(?=<br />)")


def drop_php_notices(html: bytes) -> bytes:
    """`html` without the notices PHP printed into it (`_PHP_NOTICE`)."""
    return _PHP_NOTICE.sub(b"", html)


def _utf8_without_nul(html: str) -> bytes:
    """`html` without NUL characters, as UTF-8; lone surrogates (libxml2 would silently stop at
    the first one) become U+FFFD, a surrogate pair split by NULs joined as the NULs go.
    NUL is looked for in the bytes (U+0000 is the byte 0, which no other character's UTF-8
    holds): `"\\x00" in html` scans a page of non-Latin-1 text at a fifth of the speed, 3 ms of a
    5 MB page (2026-11-30)."""
    data = _speedups.utf8_text(html) if _speedups is not None else _utf8_text_python(html)
    if data is None:
        if "\x00" in html:
            html = html.replace("\x00", "")
        return html.encode("utf-16", "surrogatepass").decode("utf-16", "replace").encode("utf-8")
    return _without_nul(data)


def _utf8_text_python(html: str) -> bytes | None:
    """Twin of `_speedups.utf8_text` (which takes markup's ASCII runs eight characters a step: WCXB
    dev's 1,497 pages 0.219 -> 0.071 s, 2026-12-05): `html`'s UTF-8, None when it holds a surrogate."""
    try:
        return html.encode("utf-8")
    except UnicodeEncodeError:
        return None


def _without_nul(data: bytes) -> bytes:
    return data.replace(b"\x00", b"") if b"\x00" in data else data  # NUL is the byte 0 only


# libxml2 2.14 drops everything after "</html>" and puts what follows "</body>" beside the body;
# a browser (HTML's "after body" insertion modes) reads on into the body. Pages assembled from
# whole templates close the document early and go on with the article (2026-12-02: 3 of the
# 2,160 development pages hold content after an early end; one, a header template ending in
# "</body></html>" before the article, lost its story: WCXB dev 0.8878 / 0.8911 -> 0.8890 / 0.8911,
# ScrapingHub and trafilatura-eval-dev unchanged). The end tags are found by a C scan over the "<"s
# (`_speedups.document_ends`, ~0.3% of `extract()` on those pages; the regex twin ~1%).
_DOCUMENT_END = re.compile(rb"</(?:body|html)[ \t\n\r\f]*>", re.IGNORECASE)
_SPACES = re.compile(rb"[ \t\n\r\x0b\x0c]*")  # what bytes.strip() strips


def drop_early_document_ends(html: bytes, ends: list[tuple[int, int]] | None = None) -> bytes:
    """`html` without the `</body>` and `</html>` end tags that content follows, so that libxml2
    keeps what comes after them in the body, as a browser does; the end tags at the very end (only
    white space, comments and other such end tags after them) stay, so most pages are unchanged.
    `ends`: their spans, when the caller has scanned for them (`_document_ends`)."""
    if ends is None:
        ends = _document_ends(html)[0]
    early = len(ends)
    while early and not _holds_content(html, ends[early - 1][1], ends[early][0] if early < len(ends) else len(html)):
        early -= 1
    if not early:
        return html
    pieces = []
    emitted = 0
    for start, end in ends[:early]:
        pieces.append(html[emitted:start])
        emitted = end
    pieces.append(html[emitted:])
    return b"".join(pieces)


def _holds(data: bytes, needle: bytes) -> bool:
    """`needle in data`, in C when built (by the needle's first and last bytes, sixteen places a step)."""
    return _speedups.holds(data, needle) if _speedups is not None else _holds_python(data, needle)


def _holds_python(data: bytes, needle: bytes) -> bool:
    """Twin of `_speedups.holds`."""
    return needle in data


def _document_ends(html: bytes) -> tuple[list[tuple[int, int]], int, list[tuple[int, int]], bool, bool, bool, bool, int, bool, bool]:
    """The (start, end) spans of the `</body>` and `</html>` end tags of `html`, how many "<"
    bytes it holds, its mismatched heading end tags (`_mismatched_headings_python`), whether it
    holds `_PHP_NOTICE_END`, whether a `template` start tag (`_opens_template`), whether a googleoff
    comment may be there, whether an svg or math element may hold a start tag that breaks out of
    it (`_foreign_breakout_python`), where its last `<!--` is (-1: nowhere) and whether a `p` start
    tag may stand in a heading (`_paragraph_in_heading_python`), and whether a `foreignObject` start
    tag may (`_FOREIGN_OBJECT_START`: a search of every page for the name cost ~4% of `extract()`)."""
    return _speedups.document_ends(html) if _speedups is not None else _document_ends_python(html)


def _document_ends_python(html: bytes) -> tuple[list[tuple[int, int]], int, list[tuple[int, int]], bool, bool, bool, bool, int, bool, bool]:
    """Twin of `_speedups.document_ends`: the (start, end) spans of the `</body>` and `</html>` end
    tags, the count of "<" bytes, the mismatched heading end tags, whether PHP's notices may be
    there, whether a `template` start tag is, whether a googleoff comment may be
    (`_GOOGLEOFF_COMMENT`), whether a breakout from foreign content (`_foreign_breakout_python`) and
    where the last `<!--` is, whether a `p` start tag stands in a heading
    (`_paragraph_in_heading_python`) and whether a `foreignObject` start tag is there
    (`_FOREIGN_OBJECT_START`). (The regex scan alone cost ~1% of `extract()` on the development pages,
    2026-12-02.)"""
    spans = [match.span() for match in _DOCUMENT_END.finditer(html)]
    return (spans, html.count(b"<"), _mismatched_headings_python(html), _PHP_NOTICE_END in html,
            _opens_template_python(html), _GOOGLEOFF_COMMENT.search(html) is not None,
            _foreign_breakout_python(html), html.rfind(b"<!--"), _paragraph_in_heading_python(html),
            _FOREIGN_OBJECT_START.search(html) is not None)


# A heading closed by an end tag of another level ("<h2 class=excerpt>The standfirst</h3>", a
# theme's slip) is closed there by a browser (HTML's end tag of any h1-h6 closes the open heading);
# libxml2 ignores the end tag and the heading holds the rest of its container, the story too: the
# story then lay inside an `h2` and narrowing to it dropped the standfirst, the heading's own text.
# The end tag is renamed to the open heading's level before the parse (one byte, so other positions
# hold), found by the C scan over the "<"s that finds the document's end tags (its CPU over
# trafilatura-eval-dev's pages 0.033-0.035 ms a page, the build before 0.031-0.038, processes
# alternating; 2,000 and 8,000 "<h2>a</h3><div>x</div>" in a page: extract() 0.015 and 0.052 s, as
# with "</h2>"). Added 2026-12-04 (bench_extract --no-peers, F1 even / odd, snapshot of every page):
# trafilatura-eval-dev even 0.9574 -> 0.9581 (an English news page's standfirst, 2/3 -> 3/3
# snippets), no other page moved: 9 of the 2,160 development pages hold such an end tag, the other
# 8 close the heading anyway (a `p` after it closes it in libxml2 as well).
_HEADING_TAG = re.compile(rb"<(/?)[hH]([1-6])(?=[ \t\n\r\f/>])")
_NESTED_HEADINGS = 255


def _mismatched_headings_python(html: bytes) -> list[tuple[int, int]]:
    """The heading end tags naming another level than the one heading open, each as (the position
    of its digit, the open heading's digit as a byte value). Nested headings ("<h2>a<h3>b</h2>",
    which libxml2 closes at the `</h2>`) are left as they are."""
    found = []
    level = 0
    for match in _HEADING_TAG.finditer(html):
        digit = html[match.start(2)]
        if not match.group(1):
            level = digit if level == 0 else _NESTED_HEADINGS
            continue
        if level and level != _NESTED_HEADINGS and digit != level:
            found.append((match.start(2), level))
        level = 0
    return found


# A `p` start tag read where a heading is open as `_mismatched_headings_python` reads headings (any
# heading end tag closes the open one; a heading in a heading is open too): what tells the pages
# `keep_paragraphs_in_headings` may rename a paragraph of before their parse (`_parse_commented_root`).
# Tags in scripts, styles and comments are read as tags, as there: a hint, the rename itself decides.
_HEADING_OR_PARAGRAPH_START = re.compile(rb"<(/?)(?:[hH]([1-6])|[pP])(?=[ \t\n\r\f/>])")


def _paragraph_in_heading_python(html: bytes) -> bool:
    """Does a `p` start tag stand where a heading is open (the C scan's reading, above)?"""
    heading = False
    for match in _HEADING_OR_PARAGRAPH_START.finditer(html):
        if match.group(2):
            heading = not match.group(1)
        elif heading and not match.group(1):
            return True
    return False


def close_mismatched_headings(html: bytes, mismatched: list[tuple[int, int]]) -> bytes:
    """`html` with each mismatched heading end tag (`_mismatched_headings_python`) renamed to the
    open heading's level, as a browser closes it."""
    if not mismatched:
        return html
    fixed = bytearray(html)
    for position, level in mismatched:
        fixed[position] = level
    return bytes(fixed)


def _holds_content(html: bytes, start: int, stop: int) -> bool:
    """Whether html[start:stop] holds more than white space and comments: read from `start` up to
    the first byte outside them, which is where content after an early end begins. (Stripping the
    comments out of the whole piece and the piece itself read 1.7 MB of a 2.3 MB page after its
    early `</body>`: 8 ms, 2026-12-02.)"""
    pos = start
    while True:
        pos = _SPACES.match(html, pos, stop).end()
        if pos >= stop:
            return False
        if not html.startswith(b"<!--", pos, stop):
            return True
        close = html.find(b"-->", pos + 4, stop)
        if close < 0:
            return False  # a comment left open runs to the end of the piece
        pos = close + 3


# A start tag as the HTML tokenizer (libxml2 2.14's too) reads it: "<", a letter, the name, then
# attributes, each after any whitespace or "/": a name (its first character may be "="), then
# optionally "=" and a value, quoted (an unclosed quote runs to the end) or not. Possessive: no
# backtracking, and a scan goes on where the previous tag's ended, so the scan is linear.
_ATTRIBUTE = (rb"""(?:[ \t\n\r\f/]*+[^ \t\n\r\f/>][^ \t\n\r\f/>=]*+"""
              rb"""(?:[ \t\n\r\f]*+=[ \t\n\r\f]*+(?:"[^"]*+(?:"|\Z)|'[^']*+(?:'|\Z)|[^ \t\n\r\f>"'][^ \t\n\r\f>]*+)?+)?+)""")
_TAG_HEAD = rb"<[A-Za-z][^ \t\n\r\f/>]*+"
_TAG_SCAN = re.compile(_TAG_HEAD + _ATTRIBUTE + b"*+")
# Where "<" opens no tag: comments and the elements whose content is raw text. A span runs from
# its opening to the first "-->" (comments) or "</name" + spaces + ">" (any case) after it, else to
# the end. Found in two steps (the opening, then a search for its end) rather than by one regex
# whose lazy ".*?" tries the end at every byte: on 2026-11-30 that regex took 23 ms a page on the
# 27 WCXB dev pages that need it (script text read as a crowded tag), the two steps under 1 ms.
_RAW_TEXT_NAMES = ("script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript",
                   "plaintext")
_RAW_TEXT_OPEN = re.compile(rb"<!--|<(%s)\b" % "|".join(_RAW_TEXT_NAMES).encode(), re.IGNORECASE)
_RAW_TEXT_CLOSE = {name.encode(): re.compile(rb"</%s\s*>" % name.encode(), re.IGNORECASE)
                   for name in _RAW_TEXT_NAMES}
_first_pieces: dict[int, re.Pattern] = {}


def cap_attributes(html: bytes, limit: int = MAX_ATTRIBUTES) -> bytes:
    """`html` with every start tag cut after its first `limit` attributes: the rest of the tag's
    attributes is dropped; the element and its content stay. Text that only
    looks like a tag (inside a script, a style, a comment, ...) is left alone."""
    find = _speedups.crowded_tag if _speedups is not None else _crowded_tag_python
    out: list[bytes] = []
    raw: list[tuple[int, int]] | None = None
    emitted = pos = 0
    while True:
        found = find(html, pos, limit)
        if found is None:
            break
        start, cut, end = found
        if raw is None:
            raw = raw_text_spans(html)
        span_end = _raw_span_end(raw, start, len(html))
        if span_end is not None:
            pos = span_end  # scanned as a tag from inside raw text: read on after the raw text
            continue
        out.append(html[emitted:cut])
        emitted = pos = end
    if not out:
        return html
    out.append(html[emitted:])
    return b"".join(out)


# Tried 2026-12-02 and dropped: emptying the text of non-JSON scripts and of styles before the parse
# (a third of the development pages' bytes). libxml2 reads raw text at memchr-like speed: the parse
# of WCXB dev + trafilatura-eval-dev (every fifth page) took 4% less (dropping the elements whole:
# 11.5%; with svg bodies too: 15.7%), extract() 1.9% less with the scan free (0.981 in process; the
# A/B workers 1.008 against a base-against-base 0.990), and the scan in Python cost 4.6%. And seven
# Documents changed for the worse (a consent notice or a disclaimer chosen over the article):
# WCXB dev 0.8907 / 0.8935 -> 0.8894 / 0.8925, trafilatura-eval-dev 0.9553 / 0.9638 -> 0.9553 / 0.9596.
# Measured again 2026-12-03 with the scan's own time left out: emptied just before libxml2, extract()
# 1.003 (with svg bodies 0.979) against a control of 0.995; right after the UTF-8 encode, 0.987 (0.963)
# against 1.004: scripts and styles are worth ~1.3% before the cost of a tokenizer-exact scan.
# Note that libxml2 2.14 ends a script at "</script" then white space, "/" or ">" and follows the
# script's "<!--<script" double escaping: the spans below are not exact for such text.


# What an attribute follows in a tag: white space, "/" or the closing quote of the value before it.
_ATTRIBUTE_LEADS = b" \t\n\r\x0c/\"'"
_ATTRIBUTE_RUN = re.compile(_ATTRIBUTE)
_TAG_NAME = re.compile(_TAG_HEAD)


def attribute_bound(html: bytes) -> int:
    """At least as many as the attributes of `html`'s tags: its bytes an attribute may follow
    (counted in C, sixteen bytes a step, when built: a 1.3 MB page 0.2 ms against 1.1 ms, 2026-12-04)."""
    return _speedups.attribute_leads(html) if _speedups is not None else _attribute_leads_python(html)


def _attribute_leads_python(html: bytes) -> int:
    """Twin of `_speedups.attribute_leads`."""
    return len(html) - len(html.translate(None, _ATTRIBUTE_LEADS))  # one pass (eight counts: 3x the CPU)


def count_attributes(html: bytes) -> int:
    """The attributes of `html`'s start tags, read as `cap_attributes` reads them (text inside
    scripts, styles, comments, ... left out). Counted in C when built (13 MB of crowded tags,
    2026-12-03: 0.77 s in Python, the whole of extract()'s CPU to refuse the page)."""
    raw = raw_text_spans(html)
    if _speedups is not None:
        return _speedups.count_attributes(html, raw)
    return _count_attributes_python(html, raw)


def _count_attributes_python(html: bytes, raw: list[tuple[int, int]]) -> int:
    """Twin of `_speedups.count_attributes`: the attributes of the start tags of `html` whose "<" is
    not inside a span of `raw` (`raw_text_spans(html)`)."""
    count = 0
    for tag in _TAG_SCAN.finditer(html):
        start = tag.start()
        if _raw_span_end(raw, start, len(html)) is not None:
            continue
        head = _TAG_NAME.match(html, start)
        count += sum(1 for _ in _ATTRIBUTE_RUN.finditer(html, head.end(), tag.end()))
    return count


def _raw_span_end(raw: list[tuple[int, int]], start: int, size: int) -> int | None:
    """The end of the span of `raw` (`raw_text_spans` of a page of `size` bytes) that `start` is
    inside, or None: a tag scanned there is text of a script, a style, a comment, ..."""
    inside = bisect.bisect_right(raw, (start, size)) - 1
    return raw[inside][1] if inside >= 0 and raw[inside][0] < start < raw[inside][1] else None


def raw_text_spans(html: bytes) -> list[tuple[int, int]]:
    """The (start, end) spans of the comments and raw-text elements (script, style, ...) of
    `html`, in order; an unclosed one runs to the end. Scanned in C when built (2026-12-05: the
    regex scan was 1-4 ms on the ~3% of WCXB dev's pages with crowded tags, ~0.4% of extract())."""
    if _speedups is not None:
        return _speedups.raw_text_spans(html)
    return _raw_text_spans_python(html)


def _raw_text_spans_python(html: bytes) -> list[tuple[int, int]]:
    """Twin of `_speedups.raw_text_spans`."""
    spans = []
    pos = 0
    while True:
        opening = _RAW_TEXT_OPEN.search(html, pos)
        if opening is None:
            return spans
        name = opening.group(1)
        if name is None:
            close = html.find(b"-->", opening.end())
            end = len(html) if close < 0 else close + 3
        else:
            closing = _RAW_TEXT_CLOSE[name.lower()].search(html, opening.end())
            end = len(html) if closing is None else closing.end()
        spans.append((opening.start(), end))
        pos = end


def _crowded_tag_python(html: bytes, pos: int, limit: int) -> tuple[int, int, int] | None:
    """Twin of `_speedups.crowded_tag`: (start, cut, end) of the first start tag at or after `pos`
    with `limit` or more attributes (each takes a byte: shorter tags are not counted)."""
    first_pieces = _first_pieces.get(limit)
    if first_pieces is None:
        first_pieces = _first_pieces[limit] = re.compile(_TAG_HEAD + b"(?>" + _ATTRIBUTE + b"{%d})" % limit)
    for tag in _TAG_SCAN.finditer(html, pos):
        if tag.end() - tag.start() > limit:
            cut = first_pieces.match(html, tag.start())
            if cut is not None:
                return tag.start(), cut.end(), tag.end()
    return None


# A `<title>` never closed holds the rest of the page as its text (RCDATA, as the HTML standard
# and libxml2 2.14 read it): a browser shows a blank page, and the record ended no-content
# (2026-12-07). When the title's text plainly holds the page's markup, a head's end or a body's
# tags, the author's page is read instead: the title closed at its text's first tag.
_PAGE_MARKUP_IN_TITLE = re.compile(r"<(?:/head|body|h[1-6]|p|div|article|main|section|table|ul|ol)[\s>/]", re.IGNORECASE)
_TITLE_START = re.compile(rb"<title(?:[\s/][^>]*)?>", re.IGNORECASE)
_TAG_START_BYTES = re.compile(rb"<[A-Za-z/!]")


def runaway_title(root) -> str | None:
    """Which title holds page markup as its text, a title never closed: "last" when the page ends
    in it (what follows its start tag is its text, so it is the last element: found in depth
    steps), "first" when it is the head's title (a later title's end tag closed it, an svg's);
    None for the pages whose titles are titles."""
    last = _last_element(root)
    if last.tag == "title" and _holds_page_markup(last.text):
        return "last"
    head_title = root.find("head/title")
    return "first" if head_title is not None and _holds_page_markup(head_title.text) else None


def _last_element(root):
    """The last element in document order, where an element left open ends the parse: found in
    depth steps (each element's last child), not by walking the tree."""
    last = root
    while len(last):
        last = last[-1]
    return last


def _holds_page_markup(text: str | None) -> bool:
    return bool(text) and "<" in text and _PAGE_MARKUP_IN_TITLE.search(text) is not None


# The other elements whose text is raw text or RCDATA to their end tag, left open, hold the rest of
# the page likewise (a browser shows a blank page, a textarea or xmp holding the page's markup); a
# comment left open (`<!--` and no "-->" after it) hides it. As for a title: when that text plainly
# holds page markup (`_PAGE_MARKUP_BYTES`), the element (the comment) is closed before the first
# such tag, which keeps a script's code or a textarea's value up to there where they were, and the
# author's page is read. Added 2026-12-07 (round 53, hostile53): one of the 2,160 development
# pages holds an unclosed comment (WCXB dev 0386: a JSON-LD script at its end, no page markup in
# it, left as it is); none ends in an unclosed raw-text element. `select` and `template` are
# left: a browser renders their text (an option's) or nothing, as libxml2 builds them.
_RUNAWAY_RAW_TEXT = frozenset(("script", "style", "textarea", "xmp", "iframe", "noembed", "noframes"))
_PAGE_MARKUP_BYTES = re.compile(
    rb"<(?:/head|body|h[1-6]|p|div|article|main|section|table|ul|ol)[\t\n\f\r />]", re.IGNORECASE)
_RAW_TEXT_START = {name: re.compile(rb"<%s(?=[\t\n\f\r />])[^>]*+>?" % name.encode(), re.IGNORECASE)
                   for name in _RUNAWAY_RAW_TEXT}
_RAW_TEXT_END = {name: re.compile(rb"</%s(?=[\t\n\f\r />])" % name.encode(), re.IGNORECASE)
                 for name in _RUNAWAY_RAW_TEXT}


def runaway_raw_text(root) -> str | None:
    """The name of the raw-text element (`_RUNAWAY_RAW_TEXT`) left open with page markup as its
    text: the last element in document order (found in depth steps); None for other pages. A
    frameset page's `noframes` is its body (`open_noframes`), never a runaway."""
    last = _last_element(root)
    tag = last.tag
    if tag not in _RUNAWAY_RAW_TEXT or not _holds_page_markup(last.text):
        return None
    if tag == "noframes" and root.find("frameset") is not None:
        return None
    return tag


def _root_with_raw_text_closed(data: bytes, url: str | None, keep_comments: bool, name: str):
    """The page parsed again with its runaway `name` element (the first start tag after the last
    end tag of that name) closed before the first page markup in its text; None when none is found
    or the parse still ends in a runaway."""
    ends = [end.end() for end in _RAW_TEXT_END[name].finditer(data)]
    start = _RAW_TEXT_START[name].search(data, ends[-1] if ends else 0)
    cut = _PAGE_MARKUP_BYTES.search(data, start.end()) if start else None
    if cut is None:
        return None
    root = _parse_root(data[:cut.start()] + b"</" + name.encode() + b">" + data[cut.start():], url, keep_comments)
    return None if root is None or runaway_raw_text(root) is not None else root


def close_runaway_comment(data: bytes) -> bytes:
    """`data` with a comment left open (the last raw-text span, `raw_text_spans`, a comment running
    to the end) closed before the first page markup (`_PAGE_MARKUP_BYTES`) in it; `data` itself
    when no comment runs to the end or none holds page markup. (A comment of `<!-->` or `<!--->`,
    or closed by `--!>`, is closed, as the tokenizer reads it.)"""
    spans = raw_text_spans(data)
    if not spans or spans[-1][1] != len(data) or not data.startswith(b"<!--", spans[-1][0]):
        return data
    start = spans[-1][0]
    if data.startswith((b">", b"->"), start + 4) or data.find(b"--!>", start + 4) >= 0:
        return data
    cut = _PAGE_MARKUP_BYTES.search(data, start + 4)
    return data if cut is None else data[:cut.start()] + b"-->" + data[cut.start():]


def _root_with_title_closed(data: bytes, url: str | None, keep_comments: bool, runaway: str):
    """The page parsed again with its runaway title (the first title start tag, or the first one
    after the last title end tag) closed before the first tag in its text; None when no such
    title is found in the bytes or the parse still holds a runaway title."""
    closed = -1 if runaway == "first" else max(data.rfind(b"</title"), data.rfind(b"</TITLE"), data.rfind(b"</Title"))
    start = _TITLE_START.search(data, closed + 1)
    cut = _first_tag_past_titles(data, start.end()) if start else None
    if cut is None:
        return None
    # The title start tags in its text go (their text stays the title's): each would be one more
    # runaway title after this one is closed (50,000 of them before the story left no content).
    pieces = [data[:start.end()], _TITLE_START.sub(b"", data[start.end():cut]), b"</title>"]
    if runaway == "last":
        # No title is closed after this one: a later title start tag (past a tag, `<title>A<meta>
        # <title>B`) opens one more runaway title, closed likewise before the first tag in its text.
        pieces, cut = _later_titles_closed(data, cut, pieces)
    root = _parse_root(b"".join(pieces) + data[cut:], url, keep_comments)
    return None if root is None or runaway_title(root) is not None else root


def _later_titles_closed(data: bytes, pos: int, pieces: list) -> tuple[list, int]:
    """`pieces` with the bytes from `pos` on up to the last title start tag after it that a tag
    follows, each title closed before that tag; and where the bytes left start (one pass: 50,000
    titles, each after a meta, 2026-12-07)."""
    while (start := _TITLE_START.search(data, pos)) is not None:
        cut = _first_tag_past_titles(data, start.end())
        if cut is None:
            break
        pieces += [data[pos:start.end()], _TITLE_START.sub(b"", data[start.end():cut]), b"</title>"]
        pos = cut
    return pieces, pos


def _first_tag_past_titles(data: bytes, pos: int) -> int | None:
    """Where the first tag after `pos` that is not a title start tag begins; None when none is."""
    while (tag := _TAG_START_BYTES.search(data, pos)) is not None:
        title = _TITLE_START.match(data, tag.start())
        if title is None:
            return tag.start()
        pos = title.end()
    return None


def _parse_root(html: bytes, url: str | None, keep_comments: bool = False, headed: bool = False):
    """The page's root; with `keep_comments` (the page holds a googleoff comment), its googleoff
    regions gone (`drop_googleoff_regions`) and then its comments. `headed`: a `p` start tag may
    stand in a heading (`_paragraph_in_heading_python`)."""
    root = _parse_commented_root(html, url, keep_comments, headed)
    if keep_comments and root is not None:
        drop_googleoff_regions(root)
        etree.strip_tags(root, etree.Comment)  # (in C, each comment's tail joined to what was before it)
    return root


def _parse_commented_root(html: bytes, url: str | None, keep_comments: bool, headed: bool = False):
    if headed:
        kept = keep_paragraphs_in_headings(html)
        if kept is not html:
            repaired = _root_with_paragraphs_kept(html, kept, url, keep_comments)
            if repaired is not None:
                return repaired
    parser = _parser(keep_comments)
    try:
        root = etree.fromstring(html, parser, base_url=url)
    except (etree.ParserError, ValueError, UnicodeError):
        root = None
    except etree.LxmlError:
        root = None
    if root is None:
        return _parse_sanitised(html, url, keep_comments)
    depth_limit, stray_heading_end = _parse_errors(parser)
    if depth_limit:
        flat = _parse_plain(_cap_nesting(html, MAX_NESTING), url, keep_comments)
        if flat is not None:
            return flat
    elif stray_heading_end:
        kept = keep_paragraphs_in_headings(html)
        if kept is not html:
            repaired = _parse_plain(kept, url, keep_comments)
            if repaired is not None:
                for paragraph in repaired.iter(_HEADING_PARAGRAPH):
                    paragraph.tag = "p"
                return repaired
    return root


# The pages holding a paragraph in a heading (`keep_paragraphs_in_headings` renames one) were parsed
# twice when the parse reported a stray heading end: a tree built and freed only for its error log.
# libxml2 reports its parse errors alike without building a tree (a parser whose target takes no
# event: `_tree_less_parser`), but for the nesting limit, which its tree builder checks: so the page
# is read tree-less first, and on a stray heading end the renamed markup is the one tree built,
# unless that parse hits the nesting limit (then the page is parsed as before). The one page whose
# verdict could differ is one whose own parse would pass the limit where the renamed markup's
# does not (none of the 2,160 development pages comes near it): it keeps the renamed tree whole,
# where it was flattened (`_cap_nesting`). Added 2026-12-07 (speed57): 35 of the 2,160 development
# pages are renamed, 27 of them report a stray end: one full parse and one tree's freeing less each
# (WCXB dev 3060, 2.65 MB: 48 -> 19 ms for the first read; 139 ms over the 27 pages); the other 8
# pay the tree-less read (5-20 ms in all).
def _root_with_paragraphs_kept(html: bytes, kept: bytes, url: str | None, keep_comments: bool):
    """The root of `kept` (`html` with its paragraphs in headings renamed), its paragraphs named `p`
    again, when `html`'s parse reports a stray heading end and `kept` parses within the nesting
    limit; None when the page is to be parsed as before (`_parse_commented_root`)."""
    reader = _tree_less_parser(keep_comments)
    try:
        etree.fromstring(html, reader, base_url=url)
    except (etree.LxmlError, ValueError, UnicodeError):  # (the usual parse reads and tells)
        return None
    if not _parse_errors(reader)[1]:
        return None
    parser = _parser(keep_comments)
    try:
        repaired = etree.fromstring(kept, parser, base_url=url)
    except (etree.LxmlError, ValueError, UnicodeError):
        return None
    if repaired is None or _parse_errors(parser)[0]:
        return None
    for paragraph in repaired.iter(_HEADING_PARAGRAPH):
        paragraph.tag = "p"
    return repaired


class _NoEvents:
    """A parser target taking no event: libxml2 reads the page and logs its errors, no tree is built."""

    def close(self) -> None:
        return None


def _tree_less_parser(keep_comments: bool = False) -> etree.HTMLParser:
    """This thread's tree-less twin of `_parser(keep_comments)` (`_root_with_paragraphs_kept`)."""
    slot = "tree_less_commented_parser" if keep_comments else "tree_less_parser"
    parser = getattr(_local, slot, None)
    if parser is None:
        parser = etree.HTMLParser(
            encoding="utf-8", huge_tree=True, remove_comments=not keep_comments, remove_pis=True,
            no_network=True, collect_ids=False, target=_NoEvents(),
        )
        setattr(_local, slot, parser)
    return parser


def _parse_plain(html: bytes, url: str | None, keep_comments: bool = False):
    try:
        return etree.fromstring(html, _parser(keep_comments), base_url=url)
    except (etree.LxmlError, ValueError, UnicodeError):
        return None


def _parse_sanitised(html: bytes, url: str | None, keep_comments: bool = False):
    """Second chance for input libxml2 rejected: control characters dropped."""
    clean = _CONTROL.sub(b"", html)
    if not clean.strip():
        return None
    return _parse_plain(clean, url, keep_comments)


# Google's `<!--googleoff: index-->` ... `<!--googleon: index-->` (or `all`) marks what its search
# appliance must not index: a site's chrome around the story (a cookie box, a "next post" strip of
# other stories' leads, teaser rails, a navigation). The comments are read on the pages holding a
# comment that starts with the word (`_GOOGLEOFF_COMMENT`; a second parser that keeps comments, every
# comment then stripped, as the usual parser strips them): the elements after an off comment, up to the next on or off comment among its
# siblings (to the parent's end when none follows: its on sits after the parent closed), go with
# their tails, below the body only and never a script (a page's data may sit there); a region holding
# over GOOGLEOFF_SHARE of the body's text stays (a page marked whole is still the page). `snippet` and
# `anchor` regions are indexed: they stay. Added 2026-12-05 (round 38; snapshot of the three sets, C
# and pure, bench_extract --no-peers F1 even / odd): trafilatura-eval-dev 0.9677 / 0.9700 -> 0.9677 /
# 0.9706 (0073: boingboing's "next post" strip of other stories' leads, unclosed in its parent, and
# its leaked snippet gone; 0474: a magazine's plan teasers, no snippet); the 49 pages of the three
# sets holding such regions: no gold text in one (WCXB's 0711 keeps a cookie bar our text never held),
# 4 other Documents' HTML only. GOOGLEOFF_SHARE 0.5 kept 0073's strip (65% of the body's text: a
# short post under a long strip); 0.9 moves the same pages as 1.0. At most GOOGLEOFF_MAX regions a
# page are read, each region's text counted only until it is past the share (nested regions each
# count the ones inside them: the cap bounds a page's work to GOOGLEOFF_MAX walks).
GOOGLEOFF_SHARE = 0.9
GOOGLEOFF_MAX = 50
# The comments that may open a region, as the scan for the document's end tags tells them
# (`_speedups.document_ends`, visiting every "<"): a comment whose text starts with the word, after
# ASCII white space, in any case (what `_OFF_COMMENT` can match, but for white space beyond ASCII).
_GOOGLEOFF_COMMENT = re.compile(rb"<!--[ \t\n\x0b\x0c\r]*googleoff", re.I)
_OFF_COMMENT = re.compile(r"\s*googleoff\s*:\s*(?:index|all)\s*\Z", re.I)
_ON_COMMENT = re.compile(r"\s*googleon\s*:\s*(?:index|all)\s*\Z", re.I)
_ANY_TOGGLE = re.compile(r"\s*google(?:on|off)\s*:", re.I)
_TEXTLESS_TAGS = frozenset(("script", "style", "template", "SCRIPT", "STYLE", "TEMPLATE"))


def drop_googleoff_regions(root) -> int:
    """Remove the elements of the body's googleoff regions (see above); returns how many went.
    Comments stay (the caller strips them)."""
    body = next(root.iterchildren("body"), None) if isinstance(root.tag, str) else None
    if body is None:
        return 0
    offs = [c for c in body.iter(etree.Comment) if c.text and "googleoff" in c.text and _OFF_COMMENT.match(c.text)]
    if not offs:
        return 0
    limit = _text_chars(body) * GOOGLEOFF_SHARE
    gone = 0
    for off in offs[:GOOGLEOFF_MAX]:
        region = []
        for sibling in off.itersiblings():
            if sibling.tag is etree.Comment:
                if sibling.text and _ANY_TOGGLE.match(sibling.text):
                    break
                continue
            region.append(sibling)
        if _region_chars(off, region, limit) > limit:
            continue
        off.tail = None
        for el in region:
            if el.tag in _TEXTLESS_TAGS:
                el.tail = None
            else:
                el.getparent().remove(el)  # (its tail with it: the region's text)
                gone += 1
    return gone


def _region_chars(off, region: list, limit: float) -> float:
    """The characters of a googleoff region's text (`_text_chars`, its tails' too), counted until
    past `limit`."""
    count = len((off.tail or "").strip())
    for el in region:
        if count > limit:
            break
        count += len((el.tail or "").strip()) + _text_chars(el)
    return count


def _text_chars(el) -> int:
    """Characters of `el`'s text, stripped (not its tail; a script's or a style's text counted too,
    the body's as a region's). By libxml2's text serialiser: lxml's iter() and libxml2's XPath
    descendant axis over a nest of 2,400 elements each took x10 the time of 600 (each climbs the
    ancestors to find the next node)."""
    if el.tag is etree.Comment:
        return 0
    return len(etree.tostring(el, method="text", encoding="unicode", with_tail=False).strip())


_CONTROL = re.compile(b"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _parse_errors(parser: etree.HTMLParser) -> tuple[bool, bool]:
    """What the parse's error log tells: whether libxml2 hit its nesting limit, and whether it met
    a heading end tag with no heading open (`keep_paragraphs_in_headings`'s prefilter)."""
    depth = stray_heading_end = False
    for entry in parser.error_log:
        message = entry.message
        if entry.type_name == "ERR_RESOURCE_LIMIT" or "depth" in message.lower():
            depth = True
        elif message.startswith("Unexpected end tag : h") and _STRAY_HEADING_END.match(message):
            stray_heading_end = True
    return depth, stray_heading_end


# A `<p>` opened in a heading: libxml2 closes the heading there (its start tag "autocloses" h1-h6),
# so the paragraph and the rest of the heading's content land after an emptied heading, and the
# heading's end tag finds no heading open ("Unexpected end tag : h2"). The HTML standard's tree
# builder (a browser's, the annotators') keeps the paragraph inside the heading: no start tag but a
# heading's closes a heading. So `<h2 class="description"><p>...</p></h2>` was an empty h2 and a
# p beside it, and what reads a heading's text (a product description named by its heading's
# class, a section's label) found nothing. On the pages whose parse reported such an end tag, the
# paragraphs opened inside a heading are renamed (`_HEADING_PARAGRAPH`, which libxml2 does not close
# a heading for), the page parsed again, and the renamed elements named `p` again: the tree a
# browser builds. The other start tags libxml2 closes a heading for (fieldset, form, li, table) are
# left: their own rules (a table's rows, a list's items) would be lost with their names.
# Added 2026-12-07 (round 52; per-page F1 of the 17 development pages it changes, snapshot C and
# pure): WCXB dev 0446 (article, even) 0.9962 -> 0.9992 (its h1 written as a paragraph is the title
# heading again), 0609 (product, odd) 0.8849 -> 0.8875 (the description in its buy box spared); the
# other 15 change their Markdown only (a heading written as paragraphs is a heading again); 32 pages
# are scanned, 26 parsed twice: ab_cpu B / A 1.010 against a control of 1.010. Compared with
# html5lib's tree over 906 of the 2,160 pages, the one difference of libxml2's that reached content.
_STRAY_HEADING_END = re.compile(r"Unexpected end tag : h[1-6]\s*\Z")  # (not head, header, hr)
_HEADING_PARAGRAPH = "beam-heading-p"
_HEADING_OR_PARAGRAPH_TAG = re.compile(rb"<(/?)([hH][1-6]|[pP])(?=[ \t\n\r\f/>])")


def keep_paragraphs_in_headings(html: bytes) -> bytes:
    """`html` with each `<p>` opened inside an h1-h6 (and its end tag, or an end tag put in where
    the standard closes it: a new paragraph or the heading's end) named `_HEADING_PARAGRAPH`; `html`
    itself (the same object) when no heading holds one. A heading opened inside a heading (which
    libxml2 nests) ends the reading of both; tags inside scripts, styles and comments are no tags."""
    raw: list[tuple[int, int]] | None = None
    pieces: list[bytes] = []
    emitted = 0
    heading = 0  # 1: a heading open, 0: none, -1: a heading in a heading (not read)
    paragraph = False  # a renamed paragraph open in the heading
    for tag in _HEADING_OR_PARAGRAPH_TAG.finditer(html):
        closing, name = tag.group(1), tag.group(2)
        is_paragraph = name in (b"p", b"P")
        if is_paragraph and heading <= 0:
            continue
        if raw is None:
            raw = raw_text_spans(html)
        if _raw_span_end(raw, tag.start(), len(html)) is not None:
            continue
        start = tag.start()
        if is_paragraph:
            if closing and not paragraph:
                continue  # (no paragraph open: left as it is)
            pieces.append(html[emitted:start])
            if closing:
                pieces.append(b"</" + _HEADING_PARAGRAPH.encode())
                paragraph = False
            else:
                if paragraph:
                    pieces.append(b"</" + _HEADING_PARAGRAPH.encode() + b">")
                pieces.append(b"<" + _HEADING_PARAGRAPH.encode())
                paragraph = True
            emitted = tag.end()
            continue
        if paragraph:  # a heading's tag closes the paragraph open in the heading
            pieces.append(html[emitted:start])
            pieces.append(b"</" + _HEADING_PARAGRAPH.encode() + b">")
            emitted = start
            paragraph = False
        heading = 0 if closing else -1 if heading else 1
    if not pieces:
        return html
    pieces.append(html[emitted:])
    return b"".join(pieces)


def _cap_nesting(html: bytes, limit: int) -> bytes:
    """Drop start tags (and their end tags) nested deeper than `limit`; their text stays in place.

    A dropped tag that breaks lines (a paragraph, a list item, a cell) leaves a `<br>` behind, so
    the words before and after it do not run together; a run of them with nothing between leaves one
    (200,000 nested divs left 400,000 `<br>`s, and the page took minutes to clean)."""
    out: list[bytes] = []
    stack: list[tuple[bytes, bool]] = []  # (tag name, kept?)
    depth = 0
    pos = 0
    written = False  # anything but white space since the last <br> put in
    for match in _TAG.finditer(html, 0, html.rfind(b">") + 1):
        closing, name = match.group(1), match.group(2).lower()
        keep = True
        if not closing:
            if name in _NESTING_VOID and not match.group(0).endswith(b"/>"):
                out.append(html[pos:match.end() - 1])
                out.append(b" />")  # (a space: an unquoted value ends before the slash)
                pos = match.end()
            elif name not in _VOID and not match.group(0).endswith(b"/>"):
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
            before = html[pos:match.start()]
            out.append(before)
            written = written or (before and not before.isspace())
            if written and name in _LINE_BREAKING:  # one break per run of dropped tags, not 200,000
                out.append(b"<br>")
                written = False
            pos = match.end()
    out.append(html[pos:])
    return b"".join(out)


def unnest_void_elements(root) -> int:
    """Move what libxml2 nested in each void element of `_NESTING_VOID_TAGS` (its text and
    children) out after it, before its tail, as a browser's tree holds them. Returns how many held
    anything."""
    holding = [el for el in root.iter(_NESTING_VOID_TAGS) if el.text or len(el)]
    for el in holding:  # document order: one nested in another is moved out, then emptied itself
        tail, text = el.tail, el.text
        el.text = None
        set_tail(el, text)
        last = el
        for child in list(el):
            last.addnext(child)  # (its tail moves with it)
            last = child
        if tail:
            set_tail(last, (last.tail or "") + tail)
    return len(holding)


# --- foreign content (svg, math) -----------------------------------------------------------------

# libxml2 knows no foreign content: an `svg` or `math` element is one more unknown element, and the
# HTML elements in it stay inside it. The HTML standard's tree builder ("the rules for parsing tokens
# in foreign content") ends the foreign element at any of these start tags (a `font` only with a
# color, face or size) outside an integration point, and the tag and what follows go on as HTML
# after it. So an svg icon left open early in the body (`<svg><path d=...>` and no end tag) held
# the whole page, and the cleaner, which drops svg and math, dropped it with the svg; a paragraph
# after an svg's `</foreignObject>` went the same way. `break_out_of_foreign_content` moves what a
# browser moves; the pages it reads are told by `_speedups.document_ends`' scan over the "<"s, which
# reads tag names only from the first svg or math start tag on (`_foreign_breakout_python`).
# Added 2026-12-07 (round 53, hostile53): 18 of the 2,160 development pages are told, 4 have svgs
# broken out of (114 svgs: icons holding a "Top Of Page" label, a visually hidden "menu", a `br`
# among their paths), and no Document changed (snapshot, C and pure).
_FOREIGN_ROOTS = frozenset(("svg", "math"))
_BREAKOUT_TAGS = frozenset(
    "b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing "
    "menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var font".split())
_FONT_BREAKOUT_ATTRIBUTES = ("color", "face", "size")
# The svg elements whose content is HTML (its HTML integration points) and math's text integration
# points: one set (an svg's `mi` counted too: the standard's slip of a page, not worth a namespace
# walk); and math's `annotation-xml` when its encoding is HTML, which the scan leaves to the tree.
_INTEGRATION_POINTS = frozenset(("foreignobject", "desc", "title", "mi", "mo", "mn", "ms", "mtext"))
_HTML_ANNOTATION_ENCODINGS = ("text/html", "application/xhtml+xml")
# Every "<" with its tag name (up to 15 bytes; a longer name is none of these).
_ANY_TAG_NAME = re.compile(rb"<(/?)([^\t\n\f\r /><]{0,15}+)(?![^\t\n\f\r /><])")
_FOREIGN_ROOT_NAMES = frozenset(name.encode() for name in _FOREIGN_ROOTS)
_INTEGRATION_NAMES = frozenset(name.encode() for name in _INTEGRATION_POINTS)
_BREAKOUT_NAMES = frozenset(name.encode() for name in _BREAKOUT_TAGS)


def _foreign_breakout_python(html: bytes) -> bool:
    """Twin of `_speedups.document_ends`' last answer: whether a start tag of `_BREAKOUT_TAGS` stands
    where an svg or math start tag is open (nested ones counted, their end tags closing them) and no
    integration point is open in the innermost one. Read in the bytes, comments and scripts as they are: a prefilter for
    `break_out_of_foreign_content`, which reads the tree."""
    first = re.search(rb"<(?:svg|math)(?![^\t\n\f\r /><])", html, re.IGNORECASE)
    if first is None:
        return False
    integration = 0
    outer_integration: list[int] = []  # the integration points open in each outer svg/math element
    for tag in _ANY_TAG_NAME.finditer(html, first.start()):
        closing, name = tag.group(1), tag.group(2).lower()
        foreign = len(outer_integration)
        if name in _FOREIGN_ROOT_NAMES:
            if not closing:
                outer_integration.append(integration)
                integration = 0
            elif foreign:
                integration = outer_integration.pop()
        elif not foreign:
            continue
        elif name in _INTEGRATION_NAMES:
            integration = integration - 1 if closing and integration else integration + (not closing)
        elif not closing and not integration and name in _BREAKOUT_NAMES:
            return True
    return False


def break_out_of_foreign_content(root) -> int:
    """Move each HTML element libxml2 left inside an svg or math element where a browser's tree
    builder ends the foreign element (`_BREAKOUT_TAGS`, outside an integration point): the element
    and everything after it in the foreign element go after that element, in order, as HTML. The
    number of foreign elements broken out of."""
    broken = 0
    for foreign in list(root.iter("svg", "math")):
        if foreign.tag not in _FOREIGN_ROOTS or _foreign_root(foreign) is not foreign or foreign.getparent() is None:
            continue  # (renamed: broken out of as part of an outer one's path)
        breakout = next((el for el in foreign.iter(*_BREAKOUT_TAGS) if _breaks_out(el, foreign)), None)
        if breakout is not None:
            _split_before(foreign, breakout)
            broken += 1
    if broken:
        etree.strip_tags(root, _BROKEN_OUT)
    return broken


def _is_integration_point(el) -> bool:
    if el.tag == "annotation-xml":
        return (el.get("encoding") or "").strip().lower() in _HTML_ANNOTATION_ENCODINGS
    return el.tag in _INTEGRATION_POINTS


def _foreign_root(el):
    """The outermost svg or math element `el` is inside (itself included) with no integration
    point between; None when an integration point comes first or none is."""
    found = None
    while el is not None and isinstance(el.tag, str):
        if el.tag in _FOREIGN_ROOTS:
            found = el
        elif _is_integration_point(el):
            return found
        el = el.getparent()
    return found


def _breaks_out(el, foreign) -> bool:
    """Does `el` (an element of a `_BREAKOUT_TAGS` name inside `foreign`) end `foreign`: no integration
    point between them (a `font` only with a color, face or size)?"""
    if el.tag == "font" and not any(el.get(name) is not None for name in _FONT_BREAKOUT_ATTRIBUTES):
        return False
    parent = el.getparent()
    while parent is not foreign:
        if _is_integration_point(parent):
            return False
        parent = parent.getparent()
    return True


# The foreign element and its descendants on the way to a breakout, once what came before the
# breakout is copied out: stripped (their content and tails kept in place) in one pass.
_BROKEN_OUT = "beam-broken-out"


def _split_before(foreign, first) -> None:
    """Split `foreign` at `first`: what precedes `first` in it goes into copies of `foreign` and of
    the elements between them, put before `foreign`; `foreign` and those elements are renamed
    `_BROKEN_OUT`, so that stripping them leaves `first` and what follows it after the copies, as
    HTML. Only the part before the breakout is moved (lxml's move walks the subtree it moves: moving
    what follows, an svg's page held in 1,000 nested svgs took 20 s)."""
    path = [first]
    while path[-1] is not foreign:
        path.append(path[-1].getparent())
    path.reverse()  # foreign ... first
    holder = None
    for el, on_path in itertools.pairwise(path):
        copy = shallow_copy(el)
        set_text(copy, el.text)
        el.text = None
        for child in list(el):
            if child is on_path:
                break
            copy.append(child)
        if holder is None:
            foreign.addprevious(copy)
        else:
            holder.append(copy)
        holder = copy
        el.tag = _BROKEN_OUT


# An svg's `foreignObject` holds HTML, which a browser renders inside the svg's box; the cleaner
# drops svgs (icons) with whatever they hold, so a story written into a foreignObject (a diagram's
# captions, a page laid out in one svg) was lost. `open_foreign_objects` puts the content of each
# foreignObject holding page markup (a paragraph or a heading with words) where its svg stood, as a
# `div`, and leaves the svg (its paths, an icon's labels) to the cleaner. Added 2026-12-07 (round 53,
# hostile53b): 2 of the 2,160 development pages hold a foreignObject (WCXB dev 0002 and 2843, each an
# empty div painting a blur or a gradient): none holds page markup, no Document changed. A list, a
# table, a definition list, a quote or a preformatted block with words is page markup as well
# (2026-12-07, hostile55: a foreignObject holding only a list or a table lost it; no dev page holds
# one, the snapshot of the 2,160 unchanged); a div or span alone is not (a diagram's box labels).
_FOREIGN_OBJECT_START = re.compile(rb"<foreignobject[\t\n\f\r />]", re.IGNORECASE)
_FOREIGN_OBJECT_MARKUP = ("p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "dt", "dd", "td", "th", "caption",
                          "blockquote", "pre")


def open_foreign_objects(root) -> int:
    """Move each svg `foreignObject` holding page markup (`_FOREIGN_OBJECT_MARKUP` with words) out of
    its svg (the outermost one with no integration point between), before it, as a `div`; the
    number moved. A foreignObject inside another one's svg moves with it, then out of its own svg."""
    moved = 0
    for held in list(root.iter("foreignobject")):
        svg = _holding_svg(held)
        if svg is None or svg.getparent() is None or not _holds_words_in_markup(held):
            continue
        _give_tail_back(held)
        svg.addprevious(held)
        held.tag = "div"
        held.attrib.clear()
        moved += 1
    return moved


def _holding_svg(el):
    """The outermost svg above `el` with no other integration point between (None when none is)."""
    found = None
    parent = el.getparent()
    while parent is not None and isinstance(parent.tag, str):
        if parent.tag == "svg":
            found = parent
        elif _is_integration_point(parent):
            break
        parent = parent.getparent()
    return found


def _holds_words_in_markup(el) -> bool:
    return any(text.strip() for markup in el.iter(*_FOREIGN_OBJECT_MARKUP) for text in markup.itertext())


def _give_tail_back(el) -> None:
    """Leave `el`'s tail (lxml moves it with `el`) where it stands, in the svg."""
    tail, el.tail = el.tail, None
    if not tail:
        return
    before = el.getprevious()
    if before is not None:
        set_tail(before, (before.tail or "") + tail)
    else:
        parent = el.getparent()
        set_text(parent, (parent.text or "") + tail)


# --- frameset pages ---------------------------------------------------------------------------

def frame_sources(tree: etree._ElementTree) -> tuple[str, ...] | None:
    """For a frameset page (a `frameset` element in the html or body element), the `src` of its
    frames; None for any other page."""
    root = tree.getroot()
    body = root.find("body")
    framesets = root.findall("frameset") + ([] if body is None else body.findall("frameset"))
    if not framesets:
        return None
    return tuple(frame.get("src") or "" for frameset in framesets for frame in frameset.iter("frame"))


def open_noframes(tree: etree._ElementTree, url: str | None = None) -> tuple[str, ...] | None:
    """For a frameset page (`frame_sources`), the `src` of its frames, and its `noframes` markup,
    which libxml2 keeps as raw text (as browsers do), parsed and moved to the end of the body
    (made when the page has none), each in a `div`: what a reader without frames is shown is the
    page's own content. None for any other page, which is left as it is. The frames' pages are
    other documents: a frameset page whose noframes hold no content has none of its own.
    `parse_html` does this for every page it parses; a second call finds the noframes empty."""
    sources = frame_sources(tree)
    if sources is None:
        return None
    root = tree.getroot()
    body = root.find("body")
    for noframes in list(root.iter("noframes")):
        markup, noframes.text = noframes.text or "", None  # emptied, not removed: its tail stays
        parsed = _parse_document(markup, url, None) if markup.strip() else None
        content = None if parsed is None else parsed.getroot().find("body")
        if content is None:  # nothing but a head, or white space
            continue
        if body is None:
            body = etree.SubElement(root, "body")
        holder = etree.SubElement(body, "div")
        holder.text = valid_text(content.text) if content.text else None  # libxml2 keeps C0 controls; lxml refuses them
        holder.extend(content)
    return sources


# --- declarative shadow DOM -------------------------------------------------------------------

# A `template` start tag: the declarative shadow roots' prefilter (a page without one has none).
_TEMPLATE_TAG = re.compile(rb"<template[ \t\n\r\f/>]", re.IGNORECASE)


def _opens_template(data: bytes) -> bool:
    return _speedups.opens_template(data) if _speedups is not None else _opens_template_python(data)


def _opens_template_python(data: bytes) -> bool:
    """Does `data` hold a `<template` start tag (any case, then white space, "/" or ">")?"""
    return _TEMPLATE_TAG.search(data) is not None


def open_shadow_roots(root) -> int:
    """Unwrap each declarative shadow root (`<template shadowrootmode="open">`, or the older
    `shadowroot`) in place: a browser renders its content as its host's, where any other
    `template` is inert (never content). The host's own child elements go into the slots they
    name (`slot="x"` into `<slot name="x">`, the others into the unnamed slot), as a browser shows
    them; a child no slot takes stays after the shadow root's content. One walk over the tree,
    whatever the nesting of shadow roots. The number unwrapped."""
    shadows: list = []  # the shadow roots, in document order
    slots: list[list] = []  # the slots each holds (not those of a template inside it)
    owners: list[int] = []  # the templates open at this point of the walk: a shadow root's index, or -1
    for event, el in etree.iterwalk(root, events=("start", "end"), tag=("template", "slot")):
        if el.tag == "slot":
            if event == "start" and owners and owners[-1] >= 0:
                slots[owners[-1]].append(el)
        elif event == "end":
            owners.pop()
        elif el.get("shadowrootmode") is not None or el.get("shadowroot") is not None:
            owners.append(len(shadows))
            shadows.append(el)
            slots.append([])
        else:
            owners.append(-1)
    for template, held in zip(shadows, slots):
        _fill_slots(template, held)
    for template in shadows:
        template.tag = "shadow-root"
    if shadows:
        etree.strip_tags(root, "shadow-root")
    return len(shadows)


# Finsweet Attributes' Rich Text (Webflow sites): a writer types HTML into a CMS rich-text field,
# the CMS stores it as text ("Normally, &lt;a href=&quot;...&quot;&gt;monthly fees&lt;/a&gt;"), and
# the script, run on every element marked `fs-richtext-element="rich-text"`, turns that text into
# elements in the browser: the reader sees a link, where the page's markup holds literal tags.
# Only a tag's shape is taken for one ("<" then a name, or "/" and a name; ">"), so "a < b" stays
# text. Added 2026-12-07 (service53): of the 2,160 development pages 6 hold such an element, one
# (WCXB dev 4891) holds escaped tags in it, 8 of them, which our text showed.
_RICH_TEXT_MARK = b"fs-richtext-element"
_RICH_TEXTS = etree.XPath("/descendant::*[@fs-richtext-element='rich-text']")
_ESCAPED_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9:-]*(?:[ \t\n\r\f/][^<>]*)?>")


def open_escaped_rich_text(root) -> int:
    """In each Finsweet rich-text element (`fs-richtext-element="rich-text"`), the text that
    holds a tag written as text is read as markup, as the script does in a browser: the text node is
    replaced by the elements and text it parses to. The number of text nodes replaced."""
    opened = 0
    for host in _RICH_TEXTS(root):
        spots = []  # (element, True: its text / False: its tail), in document order
        for el in host.iter():
            if el is not host and el.tail and _ESCAPED_TAG.search(el.tail):
                spots.append((el, False))
            if isinstance(el.tag, str) and el.text and _ESCAPED_TAG.search(el.text):
                spots.append((el, True))
        for el, is_text in spots:
            opened += _open_text_node(el, is_text)
    return opened


def _open_text_node(el, is_text: bool) -> int:
    """Parse `el`'s text (or tail) as an HTML fragment and put its nodes where the text stood."""
    text = el.text if is_text else el.tail
    try:
        holder = etree.fromstring(("<div>" + text + "</div>").encode("utf-8", "surrogatepass"), _parser())
    except (etree.ParserError, ValueError, UnicodeError):
        return 0
    wrapper = None if holder is None else holder.find("body/div")
    if wrapper is None:
        return 0
    nodes = list(wrapper)
    if is_text:
        set_text(el, wrapper.text)
        parent, at = el, 0
    else:
        set_tail(el, wrapper.text)
        parent = el.getparent()
        if parent is None:
            return 0
        at = parent.index(el) + 1
    for offset, node in enumerate(nodes):
        parent.insert(at + offset, node)
    return 1


def _fill_slots(template, held: list) -> None:
    """Distribute the light DOM of `template`'s host as a browser's flat tree does (HTML, "assign
    slottables"): a child element into the slot its `slot` attribute names (none: the unnamed
    slot), a text node into the unnamed slot, in document order; what no slot takes is not
    rendered and goes (until 2026-12-02 it stayed after the shadow root's content), and so does
    a slot's fallback content once something is assigned to it. White space between the light
    nodes stays where it is."""
    host = template.getparent()
    if host is None:
        return
    named: dict[str, object] = {}
    for slot in held:
        named.setdefault(slot.get("name") or "", slot)
    unnamed = named.get("")
    filled: set[int] = set()

    def assign(slot, node) -> None:
        if id(slot) not in filled:
            filled.add(id(slot))
            slot.text = None
            for fallback in list(slot):
                slot.remove(fallback)
        if isinstance(node, str):
            _append_text(slot, node)
        else:
            slot.append(node)

    def give_text(text: str | None) -> None:
        if unnamed is not None and text and not text.isspace():
            assign(unnamed, text)

    if host.text and not host.text.isspace():
        give_text(host.text)
        host.text = None
    for child in list(host):
        tail = child.tail
        if child is template or child.tag == "template":  # an inert template, or the shadow root
            if tail and not tail.isspace():
                child.tail = None
                give_text(tail)
            continue
        child.tail = None
        target = named.get(child.get("slot") or "") if isinstance(child.tag, str) else None
        if target is not None:
            assign(target, child)
        else:
            host.remove(child)
        give_text(tail)


def _append_text(parent, text: str) -> None:
    """Add `text` at the end of `parent`'s content. libxml2 keeps C0 controls in the text it
    parses, which lxml refuses to set: such text has them replaced (`valid_text`). The last child is
    asked for, not `len(parent)`: lxml counts the children to answer that, the square of a slot's
    nodes over a host's children (20,000: 14 s, 2026-12-07)."""
    try:
        last = parent[-1]
    except IndexError:
        parent.text = valid_text((parent.text or "") + text)
        return
    last.tail = valid_text((last.tail or "") + text)
