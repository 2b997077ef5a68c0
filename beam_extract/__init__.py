"""beam-extract: WARC records in, clean main-content documents out.

The extractor core (`extract`, `extract_content`, `content_documents`) has no Beam in it; the Beam
transforms live in `beam_extract.transforms` and are imported only when asked for.
"""
from .document import Document
from .extractor import extract
from .options import ExtractOptions, FramesOnly, NotHtml, PageTooComplex, PageTooLarge
from .page_thread import PageThread
from .regions import content_documents, extract_content

__all__ = [
    "Document", "ExtractOptions", "FramesOnly", "NotHtml", "PageThread", "PageTooComplex", "PageTooLarge",
    "content_documents", "extract", "extract_content",
]
__version__ = "0.1.0"
