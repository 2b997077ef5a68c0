"""The content document's text repaired: doubly decoded runs undone ("isnâ€™t" -> "isn’t") and
Unicode's composition exclusions written as normalisation writes them ("য়" as "য" + "়").

In: the content document (an lxml element) and its plain text (`text.render_text`).
Out: `repaired_text` -> the text, rendered again when a repair changed the document, whose texts
and tails it rewrote in place (`repair_text`); the same text when nothing was to repair.
The rules, on strings, are mojibake.py's (`mojibake_repair`) and excluded_composites.py's
(`decompose_excluded`); here they meet the tree, behind the one scan of the text
(`_speedups.holds_marked` in C, its tables `code_point_table`s) that tells most pages have nothing
to repair. (Not in those rooms: they are strings only, and reach no C twin, so their tests are left
out of the pure-Python run: tests/test_speedups.py, NO_TWIN_MODULES.)
"""
from __future__ import annotations

from itertools import pairwise

from . import excluded_composites, mojibake, text
from .document import valid_text
from .speedups import native as _speedups


def repaired_text(root, plain: str) -> str:
    """`plain`, the text of the content document `root`, with its doubly decoded runs and its
    composition exclusions repaired in the document (`repair_text`) and the text rendered again."""
    repair = mojibake.mojibake_repair(plain) if _may_hold_mojibake(plain) else None
    if repair is not None:  # doubly decoded text ("isnâ€™t"): repaired in the content document
        repair_text(root, repair)
        plain = text.render_text(root)
    if _holds_excluded_composites(plain):  # "য়" as one code point: as normalisation writes it
        repair_text(root, excluded_composites.decompose_excluded)
        plain = text.render_text(root)
    return plain


def code_point_table(chars: str) -> bytes:
    """A bitmap of the BMP (a bit per code point, 8,192 bytes) marking `chars`: what
    `_speedups.holds_marked` reads in place of a pattern's class."""
    table = bytearray(8192)
    for c in chars:
        code = ord(c)
        if code > 0xFFFF:
            raise ValueError(f"U+{code:04X} is outside the BMP")
        table[code >> 3] |= 1 << (code & 7)
    return bytes(table)


# The two searches of the content's text (the mojibake hint's pair of readings, the composition
# exclusions) read in C over the string's code units when built, a Latin-1 text passed over at once for
# the exclusions: the patterns cost ~0.9% of extract() over the three sets (0.094 s of 10.3 for every
# other page), the C scans 5-7x less on a 93,000-character German text (2026-12-04, round 33).
_MOJIBAKE_LEADS = code_point_table(mojibake.LEAD_READINGS)
_MOJIBAKE_CONTINUATIONS = code_point_table(mojibake.CONT_READINGS)
_EXCLUDED_COMPOSITES = code_point_table(excluded_composites.EXCLUDED_COMPOSITES)


def _may_hold_mojibake(plain: str) -> bool:
    """`mojibake.holds_mojibake_hint(plain)`."""
    if _speedups is None or plain.isascii():
        return mojibake.holds_mojibake_hint(plain)
    return _speedups.holds_marked(plain, _MOJIBAKE_LEADS, _MOJIBAKE_CONTINUATIONS)


def _holds_excluded_composites(plain: str) -> bool:
    """`excluded_composites.holds_excluded_composites(plain)`."""
    if _speedups is None or plain.isascii():
        return excluded_composites.holds_excluded_composites(plain)
    return _speedups.holds_marked(plain, _EXCLUDED_COMPOSITES)


def _holds_marked_python(text: str, firsts: bytes, seconds: bytes | None = None) -> bool:
    """Twin of `_speedups.holds_marked`: does `text` hold a code point `firsts` marks
    (`code_point_table`), followed, when `seconds` is given, by one `seconds` marks?"""
    def marked(table: bytes, c: str) -> bool:
        code = ord(c)
        return code <= 0xFFFF and bool(table[code >> 3] >> (code & 7) & 1)

    if seconds is None:
        return any(marked(firsts, c) for c in text)
    return any(marked(firsts, a) and marked(seconds, b) for a, b in pairwise(text))


def repair_text(root, repair) -> None:
    """Apply `repair` (str -> str) to every text and tail in the content document. Only the pieces
    it changes are written back, with the controls lxml refuses (which the parser may have kept) replaced."""
    for el in root.iter():
        if el.text and isinstance(el.tag, str):
            fixed = repair(el.text)
            if fixed != el.text:
                el.text = valid_text(fixed)
        if el.tail and el is not root:
            fixed = repair(el.tail)
            if fixed != el.tail:
                el.tail = valid_text(fixed)
