"""Settings of the extractor, kept apart from the extraction itself.

In: keyword options given to `extract` (or an `ExtractOptions`).
Out: one frozen `ExtractOptions` value the extraction stages read, and the named outcomes a page
that is refused before parsing raises: `PageTooLarge` (over `max_bytes`), `PageTooComplex` (more
tags than `parse.MAX_TAGS`), `NotHtml` (binary bytes: a PDF, an image, an archive, random bytes;
or a JSON body served as HTML),
`FramesOnly` (a kind of NotHtml: a frameset page whose content is all in its frames).
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace

# The one size cap: a page over it is not parsed (`PageTooLarge`), a WARC payload over it is skipped
# unread as too-large (`warc.iter_records`' `max_payload_bytes`).
DEFAULT_MAX_BYTES = 20 * 1024 * 1024


class PageTooLarge(ValueError):
    """The page is over the configured size cap (`max_bytes`); it is not parsed."""

    def __init__(self, size: int, limit: int):
        super().__init__(f"page of {size} bytes is over the {limit}-byte cap")
        self.size = size
        self.limit = limit


class PageTooComplex(PageTooLarge):
    """The page holds more tags (`parse.MAX_TAGS`) or attributes (`parse.MAX_PAGE_ATTRIBUTES`) than
    the parser is given; it is not parsed. A kind of `PageTooLarge`: its size counted in `unit`s
    (tags, attributes) rather than bytes."""

    def __init__(self, tags: int, limit: int, unit: str = "tags"):
        ValueError.__init__(self, f"page of {tags} {unit} is over the {limit}-{unit[:-1]} cap")
        self.size = tags
        self.limit = limit
        self.unit = unit


class NotHtml(ValueError):
    """The payload is binary (its `kind`: "pdf", "png", "gzip", ..., or "binary" for control
    bytes), not a page; it is not decoded or parsed. Kind "json": text that is a JSON object or
    array (an API's response served as text/html), decoded but not parsed. (Bytes in a content coding that decode to
    text, gzip, zstd, zlib, brotli or raw deflate named by no header, are read as that text.)"""

    def __init__(self, kind: str):
        super().__init__(f"payload is not HTML: {kind}")
        self.kind = kind


class FramesOnly(NotHtml):
    """The page is a frameset whose content is all in its frames (other pages: `frames` holds
    their `src` values as written) and whose `noframes` hold none of their own. A kind of
    `NotHtml` (kind "frameset"): no document comes of it, as of a binary payload."""

    def __init__(self, frames: tuple[str, ...] = ()):
        shown = ", ".join(repr(src[:200]) for src in frames[:5]) + (", ..." if len(frames) > 5 else "")
        count = f"{len(frames)} frame" + ("" if len(frames) == 1 else "s")
        ValueError.__init__(self, f"page is a frameset of {count} ({shown}) with no content of its own "
                                  "(none in its noframes)")
        self.kind = "frameset"
        self.frames = frames

    def __reduce__(self):  # pickled (a worker's exception) with its frames, not its message
        return FramesOnly, (self.frames,)


@dataclass(frozen=True)
class ExtractOptions:
    """What `extract()` does beyond finding and cleaning the content.

    `prune_blocks` runs only the link rule of boilerpipe's NumWordsRules (a block over one third
    link words goes: `blocks.prune_blocks(links_only=True)`), and only on article pages; the full
    decision is `blocks.prune_blocks(root)`, not run by `extract()` (docs/block-rules.md says why).
    """

    prune_blocks: bool = True        # drop link-dense blocks on article pages (the link rule only)
    max_bytes: int = DEFAULT_MAX_BYTES  # pages larger than this raise PageTooLarge
    markdown: bool = True            # render Markdown beside the text
    links: bool = True               # Markdown keeps links (False: their text only)
    images: bool = True              # Markdown keeps images
    detect_language: bool = True     # fill lang_detected / lang_score
    # serialise the content document into `Document.html` (False: ""); the pipeline's rows leave
    # the HTML out (rows.ROW_OMITS), so its DoFn turns this off: 2-3% of extract()'s CPU spared
    content_html: bool = True
    # keep each post's header line on a thread ("alice April 5, 2023, 10:08am", "Jul 9, 2007");
    # False: they go (clean.drop_post_header_lines says which lines, and why both are asked for)
    post_headers: bool = True

    @classmethod
    def build(cls, options: ExtractOptions | None = None, **overrides) -> ExtractOptions:
        known = {f.name for f in fields(cls)}
        unknown = set(overrides) - known
        if unknown:
            raise TypeError(f"unknown extract option(s): {', '.join(sorted(unknown))}")
        return replace(options or cls(), **overrides)
