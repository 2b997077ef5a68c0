"""Settings of the extractor, kept apart from the extraction itself.

In: keyword options given to `extract` (or an `ExtractOptions`).
Out: one frozen `ExtractOptions` value the extraction stages read.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace

DEFAULT_MAX_BYTES = 20 * 1024 * 1024


@dataclass(frozen=True)
class ExtractOptions:
    prune_blocks: bool = True        # seed-000 NumWordsRules pruning inside the region
    max_bytes: int = DEFAULT_MAX_BYTES  # pages larger than this raise PageTooLarge
    markdown: bool = True            # render Markdown beside the text
    links: bool = True               # Markdown keeps links (False: their text only)
    images: bool = True              # Markdown keeps images
    detect_language: bool = True     # fill lang_detected / lang_score

    @classmethod
    def build(cls, options: "ExtractOptions | None" = None, **overrides) -> "ExtractOptions":
        known = {f.name for f in fields(cls)}
        unknown = set(overrides) - known
        if unknown:
            raise TypeError(f"unknown extract option(s): {', '.join(sorted(unknown))}")
        return replace(options or cls(), **overrides)
