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
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import asdict, dataclass, fields

from .speedups import native as _speedups

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
                cleaned = valid_text(value)
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
