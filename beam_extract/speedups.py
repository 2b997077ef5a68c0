"""The optional C speedups: `native` is the compiled `beam_extract._speedups` module, or None.

In: nothing. Out: `native` and `enabled()`.
`_speedups.pyx` walks libxml2's nodes through lxml's public C API for the passes whose cost is
Python work per element: the density walk of regions; the framing scan, class-name verdict and
paragraph scan of clean; the byline and itemtype attribute scans; parse's scan for start tags
with too many attributes; the text walk and its layout; the
Markdown renderer's walk; block segmentation and its word count. Each function there has a
pure-Python twin that gives the same answer and runs when the extension is not built (no C
compiler at install time) or does not load against the installed lxml.
"""
from __future__ import annotations

import os

# BEAM_EXTRACT_PURE_PYTHON=1 runs the Python twins even when the extension is built.
if os.environ.get("BEAM_EXTRACT_PURE_PYTHON", "") not in ("", "0"):
    native = None
else:
    try:
        from . import _speedups as native
    except (ImportError, ValueError):  # ValueError: built against an lxml whose types differ in size
        native = None


def enabled() -> bool:
    """True when the C speedups are in use."""
    return native is not None
