"""The content document a page yields: what `extract` returns and what rows are built from.

In: the pieces the extractor assembled (text, content HTML, Markdown, metadata).
Out: `Document`, a small frozen value with derived fields (`text_length`, `content_sha1`).
"""
from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass

MODES = ("main", "articles", "density", "fallback")


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

    @property
    def text_length(self) -> int:
        return len(self.text)

    @property
    def content_sha1(self) -> str:
        """Exact-duplicate key: SHA-1 of the plain text, UTF-8 encoded."""
        return hashlib.sha1(self.text.encode("utf-8")).hexdigest()

    def to_dict(self) -> dict:
        data = asdict(self)
        data["text_length"] = self.text_length
        data["content_sha1"] = self.content_sha1
        return data
