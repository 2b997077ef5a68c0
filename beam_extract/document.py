"""The content document a page yields: what `extract` returns and what rows are built from.

In: the pieces the extractor assembled (text, content HTML, Markdown, metadata).
Out: `Document`, a small frozen value with derived fields (`text_length`, `content_sha1`: DERIVED_FIELDS).
Its fields are the one list of what a document holds: `to_dict` and the output row (rows.py) are
derived from them.

Every string field of a Document is valid Unicode that UTF-8, JSON, Arrow and XML all accept:
`valid_text` replaces lone surrogates (JSON-LD cut inside a surrogate pair, `\\ud83d`) and the
non-characters U+FFFE/U+FFFF by U+FFFD, turns vertical tab and form feed into a space and drops
the other C0 controls XML forbids. A page can hold none of these on purpose, so nothing of value
is lost, and one such character can no longer fail a whole run where a coder meets it.

Metadata fields are capped (`METADATA_MAX_CHARS`, `DESCRIPTION_MAX_CHARS`): a `<title>`, og:title
or JSON-LD headline of megabytes was carried whole into every row. A longer value is cut at the
cap, backed off to the start of the grapheme the cut falls in (a combining mark, a joiner's
sequence, a regional-indicator pair or an emoji modifier stays whole), and ends in "…" (U+2026)
so a reader sees it was cut; `text`, `html`, `markdown` and `url` are never cut.

`url` follows the one rule of every URL field of the output, `urls.output_url` (controls and
bidi controls percent-encoded, tab/LF/CR and the ends' controls removed), not `valid_text`'s.
"""
from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import asdict, dataclass, fields

from .speedups import native as _speedups
from .urls import output_url

MODES = ("main", "articles", "density", "fallback")
# The Document's properties computed from its fields, carried by `to_dict` and the row.
DERIVED_FIELDS = ("text_length", "content_sha1")


# The characters XML 1.0 forbids (tab, LF and CR are allowed) and lone surrogates.
_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
_REPLACEMENTS = {"\x0b": " ", "\x0c": " "}


def _replacement(match: re.Match) -> str:
    char = match.group()
    if char < "\x20":
        return _REPLACEMENTS.get(char, "")
    return "\ufffd"


def valid_unicode(text: str) -> str:
    """`text` as valid Unicode: surrogate pairs joined, lone surrogates replaced by U+FFFD.

    A lone surrogate (JSON `"\\ud83d"` cut from its pair) is a legal Python str character that
    no UTF-8 writer (Beam's coders, Arrow, a terminal) accepts.
    """
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def _needs_repair_python(value: str) -> bool:
    """Does `value` hold a character `valid_text` replaces or drops?"""
    return _ILLEGAL.search(value) is not None


def valid_text(value: str) -> str:
    """`value` with lone surrogates, U+FFFE/U+FFFF and XML-illegal C0 controls replaced."""
    if not (_needs_repair_python(value) if _speedups is None else _speedups.needs_repair(value)):
        return value
    # a pair split into two code points (JSON "\ud83d\ude00") is joined first
    return _ILLEGAL.sub(_replacement, valid_unicode(value))


# Caps on metadata values, in characters (2026-12-07, hostile57). The 2,160 dev pages' longest
# title, author or site name as written is 480 characters (a JSON-LD headline), their longest
# description 15,351 (an og:description holding the article): the caps are far above both (the
# snapshot of every dev page stayed identical), and keep a row's metadata under a few hundred KB
# whatever the page holds (a 5 MB <title> was a 5 MB title in every row).
METADATA_MAX_CHARS = 2048
DESCRIPTION_MAX_CHARS = 32768
CUT_MARK = "\u2026"
# How far a cut backs off to keep a grapheme whole: a longer cluster (a base under a thousand
# combining marks) is cut anyway.
_GRAPHEME_BACKOFF = 32


def capped(value: str, limit: int) -> str:
    """`value` when it has at most `limit` characters, else its first characters up to a grapheme
    boundary at or before `limit - 1`, then CUT_MARK (the result has at most `limit` characters)."""
    if len(value) <= limit:
        return value
    end = limit - len(CUT_MARK)
    floor = max(0, end - _GRAPHEME_BACKOFF)
    cut = end
    while cut > floor and _continues_grapheme(value, cut):
        cut -= 1
    if cut == floor and _continues_grapheme(value, cut):
        cut = end  # a cluster longer than the backoff: cut inside it
    return value[:cut] + CUT_MARK


_REGIONAL_INDICATORS = ("\U0001f1e6", "\U0001f1ff")


def _continues_grapheme(value: str, at: int) -> bool:
    """Whether the character at `at` belongs to the grapheme of the one before it (a cut between
    them would split it): a combining or enclosing mark, a variation selector, an emoji modifier
    or tag, a zero-width joiner or what follows one, the second of a regional-indicator pair."""
    if at <= 0 or at >= len(value):
        return False
    char, before = value[at], value[at - 1]
    if before == "\u200d" or char == "\u200d":
        return True
    if unicodedata.category(char) in ("Mn", "Me", "Mc"):
        return True
    code = ord(char)
    if 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF or 0x1F3FB <= code <= 0x1F3FF or 0xE0020 <= code <= 0xE007F:
        return True
    if _is_regional_indicator(char) and _is_regional_indicator(before):
        # pairs from the run's start: `at` starts a new flag when an even number precede it
        start = at
        while start > 0 and _is_regional_indicator(value[start - 1]):
            start -= 1
        return (at - start) % 2 == 1
    return "\ud800" <= char <= "\udfff" and "\ud800" <= before <= "\udbff"


def _is_regional_indicator(char: str) -> bool:
    return _REGIONAL_INDICATORS[0] <= char <= _REGIONAL_INDICATORS[1]


@dataclass(frozen=True)
class Document:
    """One page's main content and what is known about it."""

    text: str
    html: str
    mode: str
    url: str | None = None
    title: str | None = None
    markdown: str = ""
    lang: str | None = None
    lang_detected: str | None = None
    lang_score: float | None = None
    byline: str | None = None
    site_name: str | None = None
    published_time: str | None = None
    description: str | None = None
    charset: str | None = None
    pruning_fallback: bool = False

    def __post_init__(self) -> None:
        for field in _STRING_FIELDS:
            value = getattr(self, field)
            if value is not None:
                cleaned = output_url(value) if field == "url" else valid_text(value)
                cap = _METADATA_CAPS.get(field)
                if cap is not None:
                    cleaned = capped(cleaned, cap)
                if cleaned is not value:
                    object.__setattr__(self, field, cleaned)

    @property
    def text_length(self) -> int:
        return len(self.text)

    @property
    def content_sha1(self) -> str:
        """Exact-duplicate key: SHA-1 of the plain text, UTF-8 encoded."""
        return hashlib.sha1(self.text.encode("utf-8")).hexdigest()

    def to_dict(self) -> dict:
        data = asdict(self)
        for name in DERIVED_FIELDS:
            data[name] = getattr(self, name)
        return data


_STRING_FIELDS = tuple(f.name for f in fields(Document) if f.type in ("str", "str | None"))
# The fields read from the page's metadata, capped (see METADATA_MAX_CHARS); `charset`, `mode` and
# `lang_detected` are ours, short by construction.
_METADATA_CAPS = {"title": METADATA_MAX_CHARS, "byline": METADATA_MAX_CHARS, "site_name": METADATA_MAX_CHARS,
                  "lang": METADATA_MAX_CHARS, "published_time": METADATA_MAX_CHARS,
                  "description": DESCRIPTION_MAX_CHARS}
