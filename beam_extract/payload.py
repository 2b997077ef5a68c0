"""HTTP payloads to HTML bytes: the payload's type, its transfer and content codings undone.

In: the HTTP headers (warcio `StatusAndHeaders`) and raw body bytes of one WARC record.
Out: whether a Content-Type names HTML (`is_html_content_type`, `sniff_html` for payloads of no
or ambiguous type; `content_type` reads repeated Content-Type headers as browsers do), whether
decoded text is a JSON body, whole or cut short, whatever its type said (`json_text`), or a
web feed (`feed_text`), the body
with its transfer codings (chunked, gzip, ...) and gzip/deflate/br/zstd content codings undone
(`undo_encodings`, bounded by a size cap: `TooLarge`; a stream that breaks, or more than
MAX_CODING_LAYERS layers: `BadEncoding`; named codings whose first UNDECLARED_HEAD_BYTES decode
to a file or control junk, such as a bomb of zeros: `BinaryInside`, before they are decoded whole;
a body still starting with a gzip, zstd or zlib magic number once its named codings are undone,
coded once more than named, is decoded again; a body
in codings no header names is decoded when it decodes to text: `decode_undeclared`; for extract(),
which raises the extractor's `NotHtml` / `PageTooLarge` instead: `undeclared_coding_undone`). (WARC
dates are warc_dates.py's.)

Only the headers named `Transfer-Encoding` and `Content-Encoding` are undone: Common Crawl, which
stores bodies decoded, renames them `X-Crawler-Transfer-Encoding` / `X-Crawler-Content-Encoding`,
so such bodies are not decoded twice; a body stored decoded under the original header (ClueWeb)
is recognised by its missing magic number and kept as it is.
"""
from __future__ import annotations

import json
import re
import zlib

from lxml.html import defs as html_defs

from .decode import SNIFF_BYTES, charset_from_content_type, control_junk, sniff_binary, wide_text_head
from .options import NotHtml, PageTooLarge

try:
    import brotli
except ImportError:  # pragma: no cover - brotli is a declared dependency
    brotli = None
try:
    import zstandard
except ImportError:  # pragma: no cover - zstandard is a declared dependency (and Beam's)
    zstandard = None

HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})
# Types that say nothing about the payload: it is sniffed (WHATWG MIME sniffing, HTML patterns).
AMBIGUOUS_TYPES = frozenset({
    "", "application/octet-stream", "binary/octet-stream", "application/binary",
    "application/unknown", "application/x-unknown", "application/x-unknown-content-type",
    "unknown/unknown", "content/unknown", "*/*", "www/unknown",
})


# --- payload types --------------------------------------------------------------------------

_MIME_RE = re.compile(r"[\t\n\r ]*([^;,\t\n\r ]*)")


def mime_type(content_type: str | None) -> str:
    """The lowercase type/subtype of a Content-Type value: up to its first `;`, `,` or space
    (a folded or sloppy `text/html charset=utf-8` is still text/html)."""
    if not content_type:
        return ""
    return _MIME_RE.match(content_type).group(1).lower()


def header_values(headers, name: str) -> list[str]:
    """Every value of the header `name` (any case) in warcio's `headers` (HTTP or WARC), in order."""
    name = name.lower()
    return [value for key, value in headers.headers if key.lower() == name]


def content_type(http) -> str | None:
    """The Content-Type of HTTP headers as browsers read it (Fetch, "extract a MIME type"): one
    header as written; of repeated headers, the last that names a type (not `*/*`), with the
    charset of an earlier one of the same type when it gives none."""
    values = header_values(http, "Content-Type")
    if len(values) < 2:
        return values[0] if values else None
    chosen = charset = kept = None
    for value in values:
        mime = mime_type(value)
        if "/" not in mime or mime == "*/*":
            continue
        own = charset_from_content_type(value)
        if mime != chosen:
            chosen = mime
            charset = kept = own
        else:  # Fetch keeps the charset of the first value of this type that gave one
            kept = own or charset
    if chosen is None:
        return values[-1]
    return f"{chosen}; charset={kept}" if kept else chosen


def is_ambiguous(mime: str) -> bool:
    return mime in AMBIGUOUS_TYPES or "/" not in mime


def is_html_content_type(content_type: str | None) -> bool | None:
    """True for an HTML type, False for another definite type, None when it says nothing."""
    mime = mime_type(content_type)
    if mime in HTML_TYPES:
        return True
    return None if is_ambiguous(mime) else False


_HTML_SNIFF_RE = re.compile(
    rb"[\t\n\x0c\r ]*(?:<!DOCTYPE HTML|<HTML|<HEAD|<SCRIPT|<IFRAME|<H1|<DIV|<FONT|<TABLE|<A"
    rb"|<STYLE|<TITLE|<B|<BODY|<BR|<P|<!--)[ >]",
    re.IGNORECASE,
)
_XML_HTML_RE = re.compile(rb"<(?:!DOCTYPE\s+)?html[\s>]", re.IGNORECASE)


def sniff_html(payload: bytes) -> bool:
    """Whether a payload of unknown type is HTML by the WHATWG MIME-sniffing HTML patterns
    (leading whitespace, then `<!DOCTYPE HTML`, `<HTML`, `<HEAD`, ..., `<!--` followed by a space
    or `>`). Also accepted: a UTF-8 BOM before them, XHTML (`<?xml ...?>` then `<html`), and
    either in UTF-16 or UTF-32 (with a byte order mark or without), read as characters."""
    head = payload[:1024]
    if head.startswith(b"\xef\xbb\xbf"):
        head = head[3:]
    elif b"\x00" in head[:16]:  # wide text holds NULs from its first character on
        head = wide_text_head(payload[:SNIFF_BYTES]) or head
    if _HTML_SNIFF_RE.match(head):
        return True
    return head.lstrip().startswith(b"<?xml") and _XML_HTML_RE.search(head) is not None


# A JSON body served as text/html (an API endpoint, an XHR response, a wrong Content-Type) is read
# by libxml2 as one text node: its Document is the raw JSON. Only text whose first character past
# whitespace (or a BOM) opens an object or an array pays for the parse: no page of the three
# development sets (2,160, 2026-12-02) does. Cut short (a crawler's size cap) it is still JSON when
# it breaks only at its end: an unterminated string, or an error within _JSON_CUT_TAIL characters
# of the end (a literal or an escape cut in half) with no `<` after it. A JSON value followed by more ("Extra data":
# template junk before `<html>`, markup after a config object) or JSON broken before its end (a
# JavaScript object literal, `{{ template }}` text) is no JSON body: it is read as a page.
_JSON_OPEN_RE = re.compile(r"[\t\n\r \ufeff]*[\[{]")
_JSON_SPACE_RE = re.compile(r"[\t\n\r ]*")
_JSON_CUT_TAIL = 6
_JSON_DECODER = json.JSONDecoder(strict=False)  # control characters inside strings are still JSON
# json's parser recurses in C, one level per nesting: under a recursion limit someone raised
# (Python 3.11, 200,000 on an 8 MB thread stack) 1,000,000 `[` crash the process. The text's
# nesting is measured first, strings skipped, without recursion; deeper than this is no page.
_JSON_MAX_DEPTH = 500
# A string left open runs to the text's end (a lone backslash may end it), as the JSON decoder reads
# it: matched so, the search goes on from the end. Written `"[^"\\]*(?:\\.[^"\\]*)*"` before
# 2026-12-04, an open string failed to match and the search began again at the next quote, reading
# to the end from each: `["\"\"...` of 32,000 characters took 3.1 s in one regex call, 1 MB hours.
_JSON_BRACKET_RE = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+(?:"|\\?\Z)|[\[\]{}]', re.DOTALL)


# The same data under the wrappers APIs put around it (2026-12-02: each was a Document of raw JSON):
# an anti-hijacking prefix (`)]}'` Angular and Google, `while(1);` / `for(;;);` Facebook and Google,
# `&&&START&&&` Salesforce, with its `&&&END&&&`), and JSONP: a callback's name (`/**/` and a
# `typeof cb === 'function' &&` guard before it, as jQuery and Express write it) called with the
# data, the call closed (`)`, `;`) or cut short. Newline-delimited JSON (NDJSON, JSON Lines: one
# object or array per line) is JSON too.
_JSON_PREFIX_RE = re.compile(r"[\t\n\r \ufeff]*(?:\)\]\}',?|while ?\(1\);|for ?\(;;\);|&&&START&&&)")
_JSONP_RE = re.compile(
    r"[\t\n\r \ufeff]*(?:/\*\*/ ?)?(?:typeof [\w$.]{1,200} ?={2,3} ?['\"]function['\"] ?&& ?)?"
    r"[A-Za-z_$][\w$.]{0,200}(?:\[['\"][\w$.]{1,200}['\"]\])?[\t\n\r ]{0,40}\([\t\n\r ]{0,40}(?=[\[{])")
_JSONP_CLOSE_RE = re.compile(r"[\t\n\r ]*\)?[\t\n\r ]*;?[\t\n\r ]*")
_JSON_END_MARK = "&&&END&&&"
_JSON_STRING_OPEN_RE = re.compile(r'[\t\n\r \ufeff]*"')


def json_text(text: str) -> bool:
    """Whether `text` is a JSON object or array (past leading whitespace and a BOM), whole or cut
    short at its end, rather than a page: also under an anti-hijacking prefix, as JSONP, or as one
    value a line (NDJSON); a JSON string is JSON when whole. Text that does not open with `{`, `[`
    or `"`, such a prefix or a callback's name followed by `(` and `{` or `[` is never JSON."""
    opening = _JSON_OPEN_RE.match(text)
    if opening is not None:
        return _json_from(text, opening.end() - 1, lines=True)
    prefix = _JSON_PREFIX_RE.match(text)
    if prefix is not None:
        if text.rstrip().endswith(_JSON_END_MARK):
            text = text.rstrip()[:-len(_JSON_END_MARK)]
        opening = _JSON_OPEN_RE.match(text, prefix.end())
        return opening is not None and _json_from(text, opening.end() - 1)
    call = _JSONP_RE.match(text)
    if call is not None:
        return _json_from(text, call.end(), close=_JSONP_CLOSE_RE)
    quote = _JSON_STRING_OPEN_RE.match(text)
    if quote is not None:  # a JSON string, whole: no page either
        try:
            _, end = _JSON_DECODER.raw_decode(text, quote.end() - 1)
        except json.JSONDecodeError:
            return False
        return _JSON_SPACE_RE.match(text, end).end() == len(text)
    return False


def _json_from(text: str, start: int, *, lines: bool = False, close: re.Pattern | None = None) -> bool:
    """Whether `text` from `start` (an opening `{` or `[`) to its end is one JSON value (with
    `lines`, or one a line), whole or cut short at its end; with `close`, followed only by what
    `close` matches (a JSONP call's end)."""
    if _nested_deeper_than(text, start, _JSON_MAX_DEPTH):
        return True
    while True:
        try:
            _, end = _JSON_DECODER.raw_decode(text, start)
        except json.JSONDecodeError as exc:
            return _cut_at_end(text, exc)
        rest = (close or _JSON_SPACE_RE).match(text, end).end()
        if rest == len(text):
            return True
        # NDJSON: the next value opens a line of its own
        if not lines or "\n" not in text[end:rest] or text[rest] not in "{[":
            return False
        start = rest


# A web feed (RSS, Atom, RSS 1.0's RDF) served as text/html, or of no stated type, is a list of
# other pages' summaries; the HTML parser reads its escaped entries (`<content type="html">&lt;p&gt;`)
# as text, and the Document held their markup as words (2026-12-02). Told by its root element,
# after an XML declaration, stylesheet instructions, comments and a doctype (each read once, up to
# its first end: a lazy comment running on to a later `-->` backtracked for 5.8 s on a page opening
# with a dozen conditional comments).
_FEED_RE = re.compile(
    r"[\t\n\r \ufeff]*(?>(?><\?[^>]{0,500}>|<!--(?:[^-]|-(?!->)){0,2000}-->|<!DOCTYPE[^>]{0,500}>)[\t\n\r ]*){0,16}"
    r"<(?:rss|feed|rdf:RDF)[\t\n\r />]", re.IGNORECASE | re.DOTALL)


def feed_text(text: str) -> bool:
    """Whether `text` is an RSS, Atom or RDF feed (its root element `rss`, `feed` or `rdf:RDF`)."""
    return _FEED_RE.match(text) is not None


# An XML document served as text/html (a sitemap, an RSS, Atom or RDF feed, an OPML list: servers
# send them so): its first element, past a BOM, whitespace, an XML declaration, comments, processing
# instructions and a doctype. It is no page when its root is a feed's or a sitemap's, or, after an
# XML declaration, no HTML element (XHTML opens with a declaration too). Only the text's head is looked at.
_XML_HEAD_CHARS = 65536
_XML_ROOT_RE = re.compile(  # whitespace only after a construct that ends in `>`: each matches one way
    r"\ufeff?\s*(<\?xml\s[^>]*>\s*)?"
    r"(?:(?:<!--(?:[^-]|-(?!->))*-->|<\?[^>]*>|<!doctype[^>\[]*(?:\[[^\]]*\]\s*)?>)\s*)*"
    r"<([a-z_][\w.:-]*)",
    re.IGNORECASE,
)
XML_FEED_ROOTS = frozenset(("rss", "feed", "urlset", "sitemapindex", "rdf:rdf", "opml"))


def xml_document_root(text: str) -> str | None:
    """The root element's name (lowercase) of `text` when it is an XML document rather than a page
    (a sitemap, a feed: see `_XML_ROOT_RE`); None for a page (HTML, XHTML) and for anything else."""
    opening = _XML_ROOT_RE.match(text, 0, _XML_HEAD_CHARS)
    if opening is None:
        return None
    declared, root = opening.group(1), opening.group(2).lower()
    if root in XML_FEED_ROOTS or (declared and root not in html_defs.tags):
        return root
    return None


def _nested_deeper_than(text: str, start: int, limit: int) -> bool:
    """Whether brackets outside JSON strings nest deeper than `limit` in `text` from `start`."""
    depth = 0
    for bracket in _JSON_BRACKET_RE.finditer(text, start):
        mark = text[bracket.start()]
        if mark in "[{":
            depth += 1
            if depth > limit:
                return True
        elif mark in "]}":
            depth -= 1
    return False


def _cut_at_end(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether the JSON error `exc` in `text` says only that the text stops before its value does."""
    if exc.msg.startswith("Unterminated string"):  # the string runs to the text's end
        return True
    size = len(text.rstrip("\t\n\r "))
    return exc.pos >= size - _JSON_CUT_TAIL and "<" not in text[exc.pos:]


# --- transfer and content encodings ---------------------------------------------------------

class TooLarge(Exception):
    pass


class BadEncoding(Exception):
    pass


class BinaryInside(Exception):
    """A body whose declared content codings hold binary bytes (a file, a bomb of zeros), told
    from the first UNDECLARED_HEAD_BYTES they decode to (`_declared_binary`): no page."""

    def __init__(self, kind: str):
        super().__init__(f"the declared content codings hold {kind} bytes")
        self.kind = kind


class CodingMismatch(BadEncoding):
    """A body whose bytes are neither the coding its header declares, nor another coding they
    could be read as, nor text (a declared payload type then decides: HTML is a dead letter)."""


def undo_encodings(raw: bytes, http, cap: int, cuts: list[str] | None = None) -> bytes:
    """The body with its codings undone, last applied first: the transfer codings (`gzip,
    chunked`: de-chunked, then inflated; de-chunked again only over bytes still in chunks;
    a body chunked under no such header, `undeclared_chunks`, de-chunked first; bytes still in
    chunks after de-chunking, de-chunked again: `_chunks_inside_undone`), then the content codings, each header's list
    and repeated headers in order, then any coding the bytes still start with (`_coded_again`).
    A coding whose stream ends before its end (a body cut inside a chunk, a gzip/deflate/br/zstd
    stream cut short: the part that decodes is kept) is named in `cuts`, when given."""
    transfer: list[str] = []
    content: list[str] = []
    for name, value in http.headers:
        name = name.lower()
        if name == "transfer-encoding":
            transfer += _codings(value)
        elif name == "content-encoding":
            content += _codings(value)
    data = raw
    layers = 0
    dechunked = "chunked" not in transfer and undeclared_chunks(data)
    if dechunked:
        data, layers = _chunks_inside_undone(dechunk(data, cuts), layers, cuts)
    for coding in reversed(transfer):
        if coding == "chunked":
            if not dechunked:
                data, dechunked = dechunk(data, cuts), True
                data, layers = _chunks_inside_undone(data, layers, cuts)
            elif undeclared_chunks(data):  # named again over bytes still in chunks: chunked twice
                data, layers = _dechunk_again(data, layers, cuts)
        else:
            data, layers = _decode_layer(data, coding, cap, layers, cuts)
    if content and (kind := _declared_binary(data, content)) is not None:
        raise BinaryInside(kind)
    for coding in reversed(content):
        data, layers = _decode_layer(data, coding, cap, layers, cuts)
    if content:
        return _coded_again(data, cap, layers, cuts)
    if _sniff_coding(data) is not None:  # a coded body no header names: a few startswith tests a body
        return decode_undeclared(data, cap, cuts) or data
    return data


def _declared_binary(data: bytes, content: list[str]) -> str | None:
    """The binary kind (`sniff_binary`) of what the declared content codings `content` (and the
    magic-numbered codings inside them) decode `data` to, told from the first
    UNDECLARED_HEAD_BYTES, when extract() would refuse the whole for it (a file format, or control
    junk no coding hides: `control_junk`); None for text, or when the head cannot tell (a coding
    that does not fit its bytes, a stream that breaks, a head too short, more than
    MAX_CODING_LAYERS layers): then the whole is decoded and judged. Until 2026-12-02 a declared
    gzip bomb of zeros was inflated to the size cap (the reader's, then extract()'s) only to be
    skipped as too-large."""
    head = data
    layers = 0
    for declared in reversed(content):
        coding = _declared_head_coding(head, declared)
        if coding == "":
            continue
        if coding is None or layers >= MAX_CODING_LAYERS or (head := _head_through(head, coding)) is None:
            return None
        layers += 1
    while (coding := _sniff_coding(head)) is not None:
        if layers >= MAX_CODING_LAYERS or (head := _head_through(head, coding)) is None:
            return None
        layers += 1
    if len(head) < SNIFF_BYTES:
        return None
    kind = sniff_binary(head)
    if kind is None or (kind == "binary" and not control_junk(head)):
        return None  # text, or bytes a coding without a magic number (brotli) may hide a page in
    return kind


def _declared_head_coding(data: bytes, declared: str) -> str | None:
    """The coding `_decode_content` undoes `declared` with on bytes like `data`'s when they fit
    it plainly ("" for a name that changes nothing), None when they do not (stored decoded, or
    coded otherwise: those paths decode whole)."""
    if not data or declared in ("identity", "none", "utf-8", "binary", "8bit", "7bit"):
        return ""
    if declared in ("gzip", "x-gzip"):
        return "gzip" if data.startswith(b"\x1f\x8b") else None
    if declared == "deflate":
        return "deflate" if _looks_like_zlib(data) else None
    if declared in ("zstd", "x-zstd") and zstandard is not None:
        return "zstd" if _ZSTD_START_RE.match(data) else None
    if declared in ("br", "x-br") and brotli is not None:
        return None if _sniff_coding(data) is not None else "br"
    return None


def _coded_again(data: bytes, cap: int, layers: int, cuts: list[str] | None = None) -> bytes:
    """`data`, left with a coding's magic number after the named codings were undone (a server
    that compressed a compressed file, or compressed twice: gzip named once over gzip in gzip),
    with those further codings undone too, while they decode whole; else as it was (then it is
    binary, and the extractor says so)."""
    while (coding := _sniff_coding(data)) is not None:
        found: list[str] = []
        try:
            decoded, layers = _decode_layer(data, coding, cap, layers, found)
        except BadEncoding:
            break
        if cuts is not None:
            cuts += found
        if decoded is data:
            break
        data = decoded
    return data


def decode_undeclared(data: bytes, cap: int, cuts: list[str] | None = None) -> bytes | None:
    """The text of a body in content codings no header names (a server that compressed a page
    and sent no Content-Encoding, or lost it; Common Crawl stores such a body as it came): gzip,
    zstd and zlib's deflate by their magic numbers, layer on layer while each decodes (a cut
    stream keeps what inflates, as a declared one does), else brotli and raw deflate, which have
    none, when they decode to HTML (`sniff_html`). None when the bytes decode to no text: they are
    the binary payload they look like, and keep their name (gzip, binary, ...). `TooLarge` when
    the text passes `cap` bytes."""
    if _binary_inside(data):
        return None
    found: list[str] = []
    out = _coded_again(data, cap, 0, found)
    if out is data:
        out = _magicless_html(data, cap, found)
    if not out or out.isspace() or sniff_binary(out) is not None:
        return None
    if cuts is not None:
        cuts += found
    return out


# The kinds of binary bytes that may be a page in a content coding nobody named (by magic
# number, or none at all: brotli, raw deflate); a PDF or an image is what it says.
CODED_KINDS = frozenset({"gzip", "zstd", "binary"})


def undeclared_coding_undone(data: bytes, kind: str, cap: int) -> bytes:
    """The page `data` holds in a content coding no header named (`decode_undeclared`), for
    extract() given bytes that `sniff_binary` named `kind`; `NotHtml(kind)` when it holds none,
    `PageTooLarge` when it decodes past the cap. Only bytes `sniff_binary` refused pay for this."""
    if kind not in CODED_KINDS:
        raise NotHtml(kind)
    try:
        decoded = decode_undeclared(data, cap)
    except TooLarge:
        raise PageTooLarge(cap + 1, cap) from None
    if decoded is None:
        raise NotHtml(kind)
    return decoded


# How much of a body in codings no header names is decoded first, to tell a page from a binary
# download (a .gz, .zst, .br file served as application/octet-stream) before decoding the rest:
# whole, a 20 MB gzip of random bytes was inflated (once in the WARC reader, again in extract())
# only to be refused, and a gzip bomb of zeros was inflated to the cap and skipped as too-large
# rather than not-html (2026-12-02). At least SNIFF_BYTES, so the head's verdict is the whole's.
UNDECLARED_HEAD_BYTES = 16 * 1024


def _binary_inside(data: bytes) -> bool:
    """Whether the magic-numbered codings `data` starts with hold binary bytes, told from the
    first UNDECLARED_HEAD_BYTES they decode to (each layer decoded from the head of the one
    around it). False when the head is too short to tell, or a layer breaks inside it: then
    the whole is decoded and judged."""
    head = data
    layers = 0
    while (coding := _sniff_coding(head)) is not None and layers < MAX_CODING_LAYERS:
        if (head := _head_through(head, coding)) is None:
            return False
        layers += 1
    return layers > 0 and len(head) >= SNIFF_BYTES and sniff_binary(head) is not None


def _head_through(data: bytes, coding: str) -> bytes | None:
    """The first UNDECLARED_HEAD_BYTES `data` decodes to in `coding`, or None when the stream
    breaks inside them (`_decoded_head`)."""
    try:
        return _decoded_head(data, coding, UNDECLARED_HEAD_BYTES)
    except BadEncoding:
        return None


HEAD_INPUT_FACTOR = 4


def _decoded_head(data: bytes, coding: str, limit: int) -> bytes:
    """The first `limit` bytes (or fewer) `data` decodes to in `coding` (gzip, its later
    members too, zlib's deflate, raw deflate, zstd, brotli): a prefix of what decoding it whole
    gives, at a cost bounded by `limit`, however far the whole would inflate or however long
    `data` is (zstd reads its input as it goes; of a zlib or brotli stream, only the first
    HEAD_INPUT_FACTOR * `limit` bytes are read, which stored blocks fill)."""
    if coding == "zstd":
        if zstandard is None:
            raise BadEncoding("zstd: no decoder")
        reader = zstandard.ZstdDecompressor(max_window_size=ZSTD_MAX_WINDOW_BYTES).stream_reader(
            data, read_across_frames=True)
        pieces, size = [], 0
        try:
            while size < limit and (piece := reader.read(limit - size)):
                pieces.append(piece)
                size += len(piece)
        except zstandard.ZstdError as error:
            raise BadEncoding(f"zstd: {error}") from None
        return b"".join(pieces)
    data = data[:HEAD_INPUT_FACTOR * limit]
    if coding == "br":
        try:
            return brotli.Decompressor().process(data, output_buffer_limit=limit)[:limit]
        except brotli.error as error:
            raise BadEncoding(f"br: {error}") from None
    wbits = {"gzip": 31, "deflate": 15, "raw-deflate": -15}[coding]
    return _inflate(data, wbits, limit, coding, keep=True)[:limit]


def _magicless_html(data: bytes, cap: int, cuts: list[str] | None = None) -> bytes | None:
    """The HTML a brotli or raw deflate stream (codings without a magic number) decodes to, or
    None. Bytes of no compression (control junk, text) are not tried, nor a stream whose first
    UNDECLARED_HEAD_BYTES decode to no HTML (a bomb of zeros is not inflated to the cap)."""
    if sniff_binary(data) != "binary" or control_junk(data):
        return None
    for decoder, coding in ((_unbrotli, "br"), (_raw_inflate, "raw-deflate")):
        if decoder is _unbrotli and brotli is None:
            continue
        head = _head_through(data, coding)
        if head is None or not sniff_html(head):
            continue
        found: list[str] = []
        try:
            out = decoder(data, cap, found)
        except BadEncoding:
            continue
        if out and sniff_html(out):
            if cuts is not None:
                cuts += found
            return out
    return None


def _raw_inflate(data: bytes, cap: int, cuts: list[str] | None = None) -> bytes:
    return _inflate(data, -15, cap, "deflate", cuts=cuts)


# The codings a body may really be in, one inside the other (a coding named again over bytes it
# does not fit is passed over and not counted). Real answers have one or two; each layer is
# inflated whole, so a header naming thousands over a body nested as deep cost the square of its
# size (2026-12-02: 8,000 gzip layers, 0.6 MB, took 1.3 s of CPU, and a 256 KiB header line
# names 50,000). Past it the record is a bad-content-encoding dead letter.
MAX_CODING_LAYERS = 16


def _decode_layer(data: bytes, coding: str, cap: int, layers: int,
                  cuts: list[str] | None = None) -> tuple[bytes, int]:
    """`data` with `coding` undone, and the count of layers undone so far."""
    decoded = _decode_content(data, coding, cap, cuts)
    if decoded is data:
        return data, layers
    if layers >= MAX_CODING_LAYERS:
        raise BadEncoding(f"more than {MAX_CODING_LAYERS} layers of content coding")
    return decoded, layers + 1


def _dechunk_again(data: bytes, layers: int, cuts: list[str] | None = None) -> tuple[bytes, int]:
    """`data` de-chunked once more, counted as a layer. RFC 9112 forbids chunking a body twice,
    yet a proxy that chunks what it passes on under a repeated `chunked` does: de-chunked once,
    the page's text held the inner chunks' size lines (2026-12-06). Only bytes whose framing is
    chunks (`undeclared_chunks`) are de-chunked again, so a page whose first line reads as a size
    keeps its text."""
    if layers >= MAX_CODING_LAYERS:
        raise BadEncoding(f"more than {MAX_CODING_LAYERS} layers of coding")
    return dechunk(data, cuts), layers + 1


def _chunks_inside_undone(data: bytes, layers: int, cuts: list[str] | None = None) -> tuple[bytes, int]:
    """`data`, just de-chunked, de-chunked again while its bytes are still chunk framing
    (`undeclared_chunks`), each time counted as a layer. A body chunked twice under one `chunked`,
    or under no Transfer-Encoding header at all (a proxy that chunked what it passed on, its
    header then dropped), kept its inner chunks' size lines in the title and text until
    2026-12-07 (`Chu 25 nked twice`)."""
    while undeclared_chunks(data):
        data, layers = _dechunk_again(data, layers, cuts)
    return data, layers


def _codings(value: str) -> list[str]:
    """The coding names of one Transfer-/Content-Encoding header, lowercase, parameters dropped."""
    return [token for token in (part.split(";", 1)[0].strip().lower() for part in value.split(",")) if token]


# A chunk's size line: 1-8 hex digits, spaces or tabs (as some servers pad it), an optional
# extension, CRLF (or a bare LF, as `dechunk` reads it).
_CHUNK_SIZE_LINE = re.compile(rb"([0-9a-fA-F]{1,8})[ \t]{0,16}(?:;[^\r\n]{0,256})?\r?\n")


def undeclared_chunks(data: bytes) -> bool:
    """Whether a body no Transfer-Encoding header calls chunked is chunked all the same (a writer
    that renamed or dropped the header and kept the chunks): its chunk sizes would be read as the
    page's text, and a chunk boundary can cut a tag. Told by framing no page has: a size line,
    that many bytes, CRLF, then another size line or the end (a body cut inside its first chunk
    is left as it is: "2024" then a page is no chunk). Bare LFs and a size padded with spaces are
    read as `dechunk` reads them (until 2026-12-02 such bodies kept their sizes in the text)."""
    head = _CHUNK_SIZE_LINE.match(data)
    if head is None:
        return False
    end = head.end() + int(head.group(1), 16)
    if data.startswith(b"\r\n", end):
        end += 2
    elif data.startswith(b"\n", end):
        end += 1
    else:
        return False
    return end == len(data) or _CHUNK_SIZE_LINE.match(data, end) is not None


def dechunk(data: bytes, cuts: list[str] | None = None) -> bytes:
    """Undo HTTP chunked transfer coding; bytes that are not chunked come back unchanged, and a
    body cut inside its chunks keeps what it has (named in `cuts`, when given). Bytes after a chunk that are neither a line end,
    a size line, nor blank to the end raise BadEncoding: a size line lies, and the body cut at it
    would be a page of its first bytes (2026-12-03: a size of 16 over a 674-byte chunk was
    emitted as a 16-byte page). The chunks are gathered in one buffer: a list of them held some
    90 bytes a chunk, so a body of 1-byte chunks peaked at 15 times its size (2026-12-06)."""
    out = bytearray()
    chunks = last = 0  # how many chunks were read, and the last one's size
    pos = 0
    end = len(data)
    ran_on = False  # the last chunk's bytes were followed by no line end
    while pos < end:
        eol = data.find(b"\n", pos, pos + 1024)
        if eol < 0:
            if ran_on and not _HEX_TAIL.fullmatch(data, pos):
                raise BadEncoding(_ran_on(chunks, last, pos))
            break
        size_field = data[pos:eol].split(b";", 1)[0].strip()
        if not size_field or not all(c in b"0123456789abcdefABCDEF" for c in size_field):
            if not chunks:
                return data  # not chunked after all (the header said so, the bytes do not)
            if data[pos:].strip():
                raise BadEncoding(_ran_on(chunks, last, pos))
            break
        size = int(size_field, 16)
        if size == 0:
            break
        start = eol + 1
        out += data[start:start + size]
        chunks += 1
        last = min(size, end - start)
        if last < size and cuts is not None:
            cuts.append(f"chunked: the body ends inside chunk {chunks} ({last} of its {size} bytes)")
        pos = start + size
        if data.startswith(b"\r\n", pos):
            pos += 2
        elif data.startswith(b"\n", pos):
            pos += 1
        ran_on = pos < end and not (pos == end - 1 and data[pos] == 13)  # a lone CR: cut in the line end
    if not chunks and pos == 0:
        return data
    return bytes(out)


_HEX_TAIL = re.compile(rb"[0-9a-fA-F]{1,8}[ \t]*\r?")  # a size line cut before its line end


def _ran_on(chunks: int, last: int, pos: int) -> str:
    return (f"chunked: what follows chunk {chunks} ({last} bytes by its size line) "
            f"at byte {pos} is no size line: a size that lies")


def _decode_content(data: bytes, encoding: str, cap: int, cuts: list[str] | None = None) -> bytes:
    if not data or encoding in ("identity", "none", "utf-8", "binary", "8bit", "7bit"):
        return data
    if encoding in ("gzip", "x-gzip"):
        if not data.startswith(b"\x1f\x8b"):
            return _undeclared_coding(data, encoding, cap, cuts=cuts)  # stored decoded, or coded otherwise
        return _inflate(data, 31, cap, encoding, cuts=cuts)
    if encoding == "deflate":
        if _looks_like_zlib(data):
            return _inflate(data, 15, cap, encoding, cuts=cuts)
        if _sniff_coding(data) is not None:
            return _undeclared_coding(data, encoding, cap, cuts=cuts)
        try:
            return _inflate(data, -15, cap, encoding, cuts=cuts)
        except BadEncoding as error:
            if sniff_html(data):
                return data
            return _undeclared_coding(data, encoding, cap, tried=str(error), cuts=cuts)
    if encoding in ("br", "x-br") and brotli is not None:
        if _sniff_coding(data) in ("gzip", "zstd"):  # not zlib: its 2-byte header starts 1 in 500 brotli streams
            return _undeclared_coding(data, encoding, cap, cuts=cuts)
        found: list[str] = []
        try:
            out = _unbrotli(data, cap, found)
        except BadEncoding as error:
            if sniff_html(data):
                return data
            return _undeclared_coding(data, encoding, cap, tried=str(error), cuts=cuts)
        if cuts is not None:
            cuts += found
        return out
    if encoding in ("zstd", "x-zstd") and zstandard is not None:
        if not _ZSTD_START_RE.match(data):
            return _undeclared_coding(data, encoding, cap, cuts=cuts)  # stored decoded, or coded otherwise
        return _unzstd(data, cap, cuts)
    return _undeclared_coding(data, encoding, cap, known=False, cuts=cuts)  # a name no coding has


def _unbrotli(data: bytes, cap: int, cuts: list[str] | None = None) -> bytes:
    decompressor = brotli.Decompressor()
    try:
        out = decompressor.process(data, output_buffer_limit=cap + 1)
    except brotli.error as error:
        raise BadEncoding(f"br: {error}") from None
    if len(out) > cap:
        raise TooLarge()
    if cuts is not None and not decompressor.is_finished():
        cuts.append(f"br: the stream ends before its end ({len(data)} bytes read, {len(out)} decoded)")
    return out


def _sniff_coding(data: bytes) -> str | None:
    """The content coding the bytes' magic number names (gzip, zstd, zlib's deflate), or None."""
    if data.startswith(b"\x1f\x8b\x08"):
        return "gzip"
    if _ZSTD_START_RE.match(data):
        return "zstd"
    if _looks_like_zlib(data) and _inflates(data[:256], 15):
        return "deflate"
    return None


def _inflates(head: bytes, wbits: int) -> bool:
    try:
        zlib.decompressobj(wbits).decompress(head, 64)
    except zlib.error:
        return False
    return True


def _undeclared_coding(data: bytes, declared: str, cap: int, tried: str = "", known: bool = True,
                       cuts: list[str] | None = None) -> bytes:
    """A body whose bytes are not in the coding its header declares: stored decoded (text, or a
    file format such as an image: kept as it is), or coded otherwise (gzip, zstd and zlib by
    their magic numbers, brotli, which has none, by decoding it whole to text: decoded).
    `CodingMismatch` when it is none of these."""
    coding = _sniff_coding(data)
    if coding == "gzip":
        return _inflate(data, 31, cap, f"gzip (declared {declared})", cuts=cuts)
    if coding == "zstd" and zstandard is not None:
        return _unzstd(data, cap, cuts)
    if coding == "deflate":
        return _inflate(data, 15, cap, f"deflate (declared {declared})", cuts=cuts)
    kind = sniff_binary(data)
    if kind != "binary" or control_junk(data):
        # text stored decoded under the header, a file of a known format, or control junk that no
        # compression writes (the extractor refuses it as not-html, as it does uncoded)
        return data
    if brotli is not None and declared not in ("br", "x-br"):
        found: list[str] = []
        try:
            out = _unbrotli(data, cap, found)
        except BadEncoding:
            out = b""
        if out and sniff_binary(out) is None:
            if cuts is not None:
                cuts += found
            return out
    said = f" ({tried})" if tried else ""
    others = ", ".join(c for c in ("gzip", "zstd", "deflate", "br") if c != declared.removeprefix("x-"))
    if not known:
        raise CodingMismatch(f"unsupported Content-Encoding: {declared}, and the body is not {others} or text")
    raise CodingMismatch(f"Content-Encoding {declared} declared, but the body is not {declared}{said}, "
                         f"nor {others}, nor text")


# A zstd frame, or a skippable frame (which a zstd stream may start with).
_ZSTD_START_RE = re.compile(rb"\x28\xb5\x2f\xfd|[\x50-\x5f]\x2a\x4d\x18")
# The largest window a zstd content coding may use (RFC 9659: 8 MB; browsers refuse larger
# ones). It bounds a payload's decoding memory, as the size cap bounds its output.
ZSTD_MAX_WINDOW_BYTES = 8 * 1024 * 1024


def _unzstd(data: bytes, cap: int, cuts: list[str] | None = None) -> bytes:
    """The frames of a zstd stream decoded, at most cap + 1 bytes (`TooLarge` beyond the cap);
    a stream cut short keeps the blocks it holds whole, a broken one raises `BadEncoding`."""
    decompressor = zstandard.ZstdDecompressor(max_window_size=ZSTD_MAX_WINDOW_BYTES)
    reader = decompressor.stream_reader(data, read_across_frames=True)
    pieces = []
    size = 0
    try:
        while size <= cap:
            piece = reader.read(cap + 1 - size)
            if not piece:
                break
            pieces.append(piece)
            size += len(piece)
    except zstandard.ZstdError as error:
        raise BadEncoding(f"zstd: {error}") from None
    if size > cap:
        raise TooLarge()
    if not pieces and _zstd_content_size(data) != 0:
        # zstd decodes whole blocks (up to 128 KiB): a stream cut inside its first gives nothing.
        raise BadEncoding("zstd: the stream ends inside its first block")
    if cuts is not None and size < (declared := _zstd_content_size(data)):
        cuts.append(f"zstd: the frame holds {declared} bytes, {size} decoded")
    return b"".join(pieces)


def _zstd_content_size(data: bytes) -> int:
    """The size the first frame's header declares (-1 unknown, 0 an empty frame)."""
    try:
        return zstandard.frame_content_size(data)
    except zstandard.ZstdError:
        return -1


def _looks_like_zlib(data: bytes) -> bool:
    return len(data) >= 2 and data[0] & 0x0F == 8 and (data[0] << 8 | data[1]) % 31 == 0


def _inflate(data: bytes, wbits: int, cap: int, encoding: str, keep: bool = False,
             cuts: list[str] | None = None) -> bytes:
    """`data` inflated, at most cap + 1 bytes of it: `TooLarge` past the cap (`keep`: those
    bytes returned). A stream that ends before its end is named in `cuts`, when given."""
    inflater = zlib.decompressobj(wbits)
    try:
        out = inflater.decompress(data, cap + 1)
    except zlib.error as error:
        raise BadEncoding(f"{encoding}: {error}") from None
    if not inflater.eof and len(out) <= cap:
        if cuts is not None:
            cuts.append(f"{encoding}: the stream ends before its end ({len(data)} bytes read, {len(out)} inflated)")
    elif wbits == 31:
        out = _later_members(inflater, out, cap, data, cuts)
    if len(out) > cap and not keep:
        raise TooLarge()
    return out


def _later_members(inflater, out: bytes, cap: int, data: bytes, cuts: list[str] | None = None) -> bytes:
    """`out` followed by what the gzip members after the first inflate to (gzip allows members
    one after another, as `gzip.decompress` reads them), within the cap; a broken or cut later
    member keeps what inflated before it, as a cut payload does (named in `cuts`, when given)."""
    pieces = [out]
    size = len(out)
    ended = inflater.eof
    pos = len(data) - len(inflater.unused_data)
    while ended and size <= cap and data.startswith(b"\x1f\x8b", pos):
        try:
            piece, pos, ended = _member_at(data, pos, cap + 1 - size)  # at least 1: 0 would mean no limit
        except zlib.error as error:
            if cuts is not None:
                cuts.append(f"gzip: member {len(pieces) + 1} breaks ({error}): the members before it kept")
            break
        pieces.append(piece)
        size += len(piece)
    if not ended and size <= cap and cuts is not None:
        cuts.append(f"gzip: member {len(pieces)} ends before its end")
    return pieces[0] if len(pieces) == 1 else b"".join(pieces)


# The input a later gzip member is first fed, doubled while it goes on. zlib copies the bytes fed
# after a member's end (`unused_data`): fed the whole rest, a body of many empty members (20 bytes
# each) cost the square of its length (2026-12-06: 40,000 of them, 800 KB, 0.66 s, x4 a doubling;
# a 20 MiB body of them some 7 minutes); fed in steps, what is copied is at most the member's size.
MEMBER_FIRST_STEP = 1024
MEMBER_MAX_STEP = 1 << 20


def _member_at(data: bytes, pos: int, limit: int) -> tuple[bytes, int, bool]:
    """The gzip member starting at `data[pos]` inflated (at most `limit` bytes), the position
    after the input it read, and whether it ended. `zlib.error` when it breaks."""
    view = memoryview(data)
    inflater = zlib.decompressobj(31)
    pieces = []
    step = MEMBER_FIRST_STEP
    while pos < len(data) and limit > 0 and not inflater.eof:
        chunk = view[pos:pos + step]
        piece = inflater.decompress(chunk, limit)
        pieces.append(piece)
        limit -= len(piece)
        pos += len(chunk) - len(inflater.unconsumed_tail) - len(inflater.unused_data)
        step = min(step * 2, MEMBER_MAX_STEP)
    return b"".join(pieces), pos, inflater.eof
