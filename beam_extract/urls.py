"""Resolving references against a base URL, and URLs as the output carries them.

In: a base URL and a reference (an href, a src, an xml:base value); a URL a record or caller gave.
Out: the resolved URL, exactly as `urllib.parse.urljoin` gives it; `output_url`, the one form of
every URL field a Document, a document row or a dead letter carries (see its docstring).

urljoin parses the base and the reference and puts the result back together at ~5 µs a call, and a
Markdown rendering resolves hundreds of references against one base. `join` skips the parsing
where the result is known, for references of printable ASCII without the characters the parser
splits on or rewrites (`;`, `[`, `]`, `\\`, space) whose `?` and `#` each open a non-empty query
and fragment (urllib drops an empty one):
- an absolute http(s) reference with a host comes back as it is (urljoin's round trip of it
  changes nothing);
- a network-path reference ("//host/path") is the base's scheme and ":" before it;
- a root-relative reference ("/path") without dot segments is the base's origin before it;
- a relative path ("page.html", "a/b?q") without a colon, an empty segment or a dot segment is
  the base's directory before it.
The part of the base each kind takes (urljoin of the base and a probe reference, less the probe)
is remembered per base. Everything else goes to urljoin. Measured 2026-11-30 on WCXB dev (every
field): of 46,000 joins 12,660 went to urljoin before the query, fragment, network-path and
relative kinds were added (absolute references with a query 5,917, relative paths 2,440,
root-relative ones with a query or fragment 2,172, network paths 850), about 360 after.

A base or a reference urllib cannot parse (`http://[domain]/`, `http://[::1`: urljoin raises
ValueError on a bracketed host that is no IPv6 address) never fails the page: the reference is
resolved against no base (kept as written when even that fails).
"""
from __future__ import annotations

import functools
import re
from urllib.parse import urljoin

# The longest base references are resolved against: past it they are written as the page writes
# them. Each relative reference resolved repeats its base, so a long base multiplied the output: a
# 100 KB target URI or `<base href>` over 4,000 relative links (a 0.9 MB page) wrote 400 MB of
# Markdown in 12 s at 830 MB of memory (2026-12-06; a 20 MiB page of them tens of GB). 2,048 is
# the longest URL sitemaps allow and about what old browsers took (2,083); the 2,160 benchmark
# pages' longest base is far below it (their Documents the same).
MAX_BASE_CHARS = 2048
# The characters resolving may add to one rendering (what each resolved reference holds beyond
# itself, summed); past it references are written as the page writes them. A base under
# MAX_BASE_CHARS still multiplies: 40,000 relative links under a 2 KB base (a 2.7 MB page) wrote
# 83 MB of Markdown (2026-12-06). A page of 1,000 links resolved against a 100-character base
# adds 0.1 MB; no benchmark page comes near the budget.
RESOLVED_CHARS_BUDGET = 4 * 1024 * 1024
_REWRITTEN = re.compile(r"[;\[\]\\ ]")
# Dot segments of a root-relative reference (anywhere: a "/." in its query only costs the fast way).
_ROOTED_DOTS = "/."
# A relative path resolved as the directory's path plus itself: no empty or dot segment.
_RELATIVE_REWRITTEN = re.compile(r"//|(?:^|/)\.\.?(?:[/?#]|$)")


def join(base: str, ref: str) -> str:
    """urljoin(base, ref), without parsing where the result is known (see the module docstring)."""
    if ref and ref.isascii() and ref.isprintable() and not _REWRITTEN.search(ref) and _keeps_delimiters(ref):
        head = ref[:2]
        if head == "ht" and ref.startswith(("https://", "http://")):
            host_at = 8 if ref[4] == "s" else 7
            if len(ref) > host_at and ref[host_at] not in "/?#":
                return ref
        elif head == "//":
            if len(ref) > 2 and ref[2] not in "/?#":
                scheme = _before_probe(base, "//x")
                if scheme is not None:
                    return scheme + ref
        elif head[:1] == "/":
            if _ROOTED_DOTS not in ref:
                rooted_at = origin(base)
                if rooted_at is not None:
                    return rooted_at + ref
        elif head[:1] not in "?#" and ":" not in ref and not _RELATIVE_REWRITTEN.search(ref):
            directory = _before_probe(base, "x")
            if directory is not None:
                return directory + ref
    try:
        return urljoin(base, ref)
    except ValueError:  # a host in brackets that is no IPv6 address, in the base or the reference
        try:
            return urljoin("", ref)
        except ValueError:
            return ref


def origin(base: str) -> str | None:
    """What `join` puts before a root-relative reference it resolves without parsing ("/path"): the
    base's scheme and host, None when urllib cannot parse the base. (The C Markdown renderer asks
    it once per base and joins such references itself.)"""
    return _before_probe(base, "/x")


def _keeps_delimiters(ref: str) -> bool:
    """Each `?` and `#` that opens the query or the fragment of `ref` is followed by some of it
    (urllib writes an empty query or fragment back without its delimiter)."""
    end = ref.find("#")
    if end < 0:
        end = len(ref)
    elif end == len(ref) - 1:
        return False
    query = ref.find("?", 0, end)
    return query < 0 or query < end - 1


@functools.lru_cache(maxsize=1024)
def _before_probe(base: str, probe: str) -> str | None:
    """What urljoin puts before a reference of the kind of `probe` resolved against `base`: their
    join less the probe (None when urllib cannot parse the base, or the join
    does not end with the probe)."""
    try:
        joined = urljoin(base, probe)
    except ValueError:
        return None
    return joined[:-len(probe)] if joined.endswith(probe) else None


# What `output_url` percent-encodes: C0 controls, DEL and C1 controls (U+0085 a line break among
# them), the bidirectional controls (U+061C, U+200E/U+200F, U+202A-U+202E, U+2066-U+2069), the line
# and paragraph separators U+2028/U+2029 and the non-characters U+FFFE/U+FFFF.
_URL_ENCODED = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufffe\uffff]")
# What the WHATWG URL parser removes: C0 controls and spaces at either end, tab, LF and CR anywhere.
_URL_ENDS = "".join(map(chr, range(0x21)))
_URL_REMOVED = re.compile("[\t\n\r]")
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _percent_encoded(match: re.Match) -> str:
    return "".join(f"%{byte:02X}" for byte in match.group().encode("utf-8"))


def output_url(url: str | None) -> str | None:
    """`url` as every URL field of the output holds it (2026-12-07, hostile58): the Document's
    `url`, a document row's `url` and `id`, a dead letter's `url` and `record_id`.

    A WARC-Target-URI is read as written (warcio reads a header line that is no UTF-8 as Latin-1),
    so it may hold NUL, CR, LF, bidi overrides or lone surrogates: the Document dropped some of
    them and the row kept them all, so the two disagreed. The one rule, the WHATWG URL parser's
    own where it has one: lone surrogates become U+FFFD (as a browser's string conversion does);
    C0 controls and spaces at either end and every tab, LF and CR go (the parser removes them);
    the other controls, the bidi controls, U+2028/U+2029 and U+FFFE/U+FFFF are percent-encoded
    in UTF-8 (as the parser encodes them in a path or query), so a reader sees each of them and
    no line-based reader, terminal or viewer acts on it. Every other character is kept as
    written (an IRI's letters, spaces inside): an ordinary URL comes back as it is, the same
    object. None and "" stay.
    """
    if not url or (url.isprintable() and url[0] != " " and url[-1] != " "):
        return url
    if _LONE_SURROGATE.search(url):  # a pair split in two code points is joined first
        url = url.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    cleaned = _URL_REMOVED.sub("", url.strip(_URL_ENDS))
    return _URL_ENCODED.sub(_percent_encoded, cleaned)
