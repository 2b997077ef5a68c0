"""Unicode's composition exclusions written as normalisation writes them ("য়" as "য" + "়").

In: text (str).
Out: `holds_excluded_composites(text)` -> whether it holds one of those letters;
`decompose_excluded(text)` -> the text with each written as its base letter and its mark (the rest
of the text unchanged); `EXCLUDED_COMPOSITES`, the letters, which text_repair's C scan reads.
"""
from __future__ import annotations

import re
import unicodedata

# Unicode's composition exclusions of the Indic, Tibetan and Hebrew scripts: letters with a nukta or
# dagesh written as one code point ("য়" U+09DF, "ड़" U+095C, "ਖ਼" U+0A59, Hebrew presentation forms)
# that NFC and NFD both write as the base letter and its mark ("য" U+09AF + "়" U+09BC). A page
# typed with the one code point reads as the same word as the normalised text everyone else
# compares with (trafilatura-eval-dev's Bengali story 0202 matched none of its snippets). Only
# these letters are rewritten, not the whole text: NFC would also compose a page's "e" + U+0301,
# which golds built from the page's own code points keep (WCXB dev 4533, 0.98357 -> 0.98224 when
# the whole text was NFC'd). Added 2026-12-04 (round 32): see "Placeholders and notices" in
# docs/rounds.md.
EXCLUDED_COMPOSITES = (
    "\u0958\u0959\u095a\u095b\u095c\u095d\u095e\u095f\u09dc\u09dd\u09df\u0a33\u0a36\u0a59\u0a5a\u0a5b\u0a5e"
    "\u0b5c\u0b5d\u0f43\u0f4d\u0f52\u0f57\u0f5c\u0f69\u0f76\u0f78\u0f93\u0f9d\u0fa2\u0fa7\u0fac\u0fb9"
    "\ufb1d\ufb1f\ufb2a\ufb2b\ufb2c\ufb2d\ufb2e\ufb2f\ufb30\ufb31\ufb32\ufb33\ufb34\ufb35\ufb36\ufb38\ufb39"
    "\ufb3a\ufb3b\ufb3c\ufb3e\ufb40\ufb41\ufb43\ufb44\ufb46\ufb47\ufb48\ufb49\ufb4a\ufb4b\ufb4c\ufb4d\ufb4e")
_EXCLUDED_COMPOSITE = re.compile("[%s]" % EXCLUDED_COMPOSITES)
_DECOMPOSED = {ord(c): unicodedata.normalize("NFD", c) for c in EXCLUDED_COMPOSITES}


def holds_excluded_composites(text: str) -> bool:
    """Does `text` hold a letter `decompose_excluded` rewrites?"""
    return not text.isascii() and _EXCLUDED_COMPOSITE.search(text) is not None


def decompose_excluded(text: str) -> str:
    """`text` with each of Unicode's composition exclusions (`EXCLUDED_COMPOSITES`) written as
    normalisation writes it: its base letter and its mark."""
    return text.translate(_DECOMPOSED)
