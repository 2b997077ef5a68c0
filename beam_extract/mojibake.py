"""Text decoded wrongly before the page was written, found and repaired (mojibake).

In: the plain text of a content document (str).
Out: `mojibake_repair(text)` -> a function from str to str that repairs the doubly decoded runs in
any piece of that document, or None when the text holds nothing to repair; `holds_mojibake_hint`,
the one cheap search most texts pay, and the readings it looks for (`LEAD_READINGS`,
`CONT_READINGS`), which text_repair's C scan reads instead.

The mistake undone: UTF-8 read as windows-1252 (or ISO-8859-1) and encoded again ("Ã©" for "é",
"â€™" for "’"), which any decoding of the bytes shows, since the bytes (or the page's entities)
hold it. The extractor applies the repair to the text of the content document (text_repair.py),
narrowly (see the rules below); correct text is never changed.
"""
from __future__ import annotations

import re

from .decode import CP1252_ERRORS

# UTF-8 read as windows-1252 (or ISO-8859-1) and encoded again shows each non-ASCII character as
# two to four: "é" as "Ã©", "’" as "â€™" (or "â\x80\x99", C1 controls, when the wrong reading was
# ISO-8859-1), and it survives any later decoding, since the page's own bytes (or entities) hold
# it. A run of such characters is repaired by encoding it back to the bytes that reading came
# from and decoding those as UTF-8, which only succeeds for well-formed UTF-8 sequences.
# Narrowed three ways, because correct text can hold the same letters ("Fuß\xadball", "« Arrivé »"
# with no-break spaces, a page explaining mojibake):
# 1. the repaired character must be one mojibake commonly hides (MOJIBAKE_TARGETS): Latin letters
#    and Latin-1 symbols, Greek, Cyrillic, general punctuation, arrows, symbols, emoji; not CJK,
#    Hebrew, Arabic or NKo, which French or German words followed by a no-break space and a
#    guillemet, a soft hyphen or an apostrophe decode to ("é\xa0»" reads as U+983B); the C1
#    controls count too, as the middle step of text encoded wrongly twice ("”" -> "â€\x9d" ->
#    "Ã¢â‚¬Â\x9d"), and are no text themselves;
# 2. a run holding a C1 control (U+0080-U+009F, which no text holds) is repaired wherever it is;
# 3. other runs only when they dominate the document: their characters outnumber every other
#    non-ASCII character of its text (a correct non-English text holds far more of those).
# Measured 2026-11-30 (bench --no-peers, F1 all / even / odd): the 27 WCXB dev pages it changes
# have golds of both kinds (wins 10 even + 8 odd, where the gold holds the repaired characters;
# losses 4 + 5, where it copied the mojibake), so WCXB dev 0.8685 / 0.8668 / 0.8702 -> 0.8686 /
# 0.8669 / 0.8703; runs with C1 controls only (rule 3 off): 25 pages, 0.8685 / 0.8668 / 0.8702;
# every run gated by dominance (rule 2 off): 26 pages, as with both rules; without rule 1 the
# German and French texts above change;
# ScrapingHub and trafilatura-eval-dev unchanged by all (no page of them has a repairable run in
# its text). Kept for the text's sake: a corpus should read "isn’t", not "isnâ€™t".
# `ftfy` does this and more (it also guesses other codecs and fixes partly lost sequences), at the
# cost of a dependency and of a slower scan of every text; the narrow rule covers the common case.
MOJIBAKE_TARGETS = ((0x0080, 0x024F), (0x0370, 0x04FF), (0x2000, 0x2BFF), (0xFE0F, 0xFE0F),
                    (0x1F000, 0x1FAFF))
MOJIBAKE_MAX_PASSES = 3  # text encoded wrongly twice ("Ã¢â‚¬â„¢") takes two passes


def _wrong_reading(byte: int) -> str:
    """The character windows-1252 reads `byte` as (its undefined bytes as their C1 controls)."""
    return bytes([byte]).decode("cp1252", CP1252_ERRORS)


def _readings(first: int, last: int) -> str:
    """The characters bytes first..last read as, by windows-1252 or ISO-8859-1, in order."""
    chars = {_wrong_reading(b) for b in range(first, last + 1)}
    chars |= {chr(b) for b in range(first, min(last, 0x9F) + 1)}
    return "".join(sorted(chars))


def _reading_class(first: int, last: int) -> str:
    """A regex class of the characters bytes first..last read as, by windows-1252 or ISO-8859-1."""
    return "[" + "".join(re.escape(c) for c in _readings(first, last)) + "]"


# character -> the byte it was read from (both readings: windows-1252 and ISO-8859-1's C1 controls)
_MOJIBAKE_BYTES = {ord(_wrong_reading(b)): b for b in range(0x80, 0x100)}
_MOJIBAKE_BYTES.update({b: b for b in range(0x80, 0xA0)})
CONT_READINGS = _readings(0x80, 0xBF)  # _CONT spelled out
_CONT = _reading_class(0x80, 0xBF)
_MOJIBAKE_RUN = re.compile(
    f"(?:{_reading_class(0xC2, 0xDF)}{_CONT}|{_reading_class(0xE0, 0xEF)}{_CONT}{{2}}"
    f"|{_reading_class(0xF0, 0xF4)}{_CONT}{{3}})+"
)
_C1 = re.compile("[\x80-\x9f]")
# A lead byte's reading followed by a continuation byte's: the one search most texts pay (any run
# starts so; ~55 µs a page on WCXB dev, a tenth of what searching for whole runs costs).
_MOJIBAKE_HINT = re.compile(f"[\xc2-\xf4]{_CONT}")
LEAD_READINGS = "".join(map(chr, range(0xC2, 0xF5)))  # _MOJIBAKE_HINT's first class, spelled out


def holds_mojibake_hint(text: str) -> bool:
    """Might `text` hold a run `mojibake_repair` repairs (`_MOJIBAKE_HINT`)?"""
    return not text.isascii() and _MOJIBAKE_HINT.search(text) is not None


def _undo_reading(run: str) -> str | None:
    """The UTF-8 text a run of wrongly read characters came from, None if it is no such run or
    decodes to characters outside MOJIBAKE_TARGETS."""
    try:
        fixed = bytes(_MOJIBAKE_BYTES[ord(c)] for c in run).decode("utf-8")
    except (KeyError, UnicodeDecodeError):
        return None
    for c in fixed:
        code = ord(c)
        if not any(low <= code <= high for low, high in MOJIBAKE_TARGETS):
            return None
    return fixed


def _mojibake_runs(text: str) -> list:
    """`_MOJIBAKE_RUN.finditer(text)`'s runs, the run tried only where `_MOJIBAKE_HINT` matches (a
    run starts with a lead byte's reading and a continuation byte's, the hint's two classes): the
    run's alternation tried at every character cost 4.3 ms on a 100,000-character German text with
    one run, the hint's search 0.6 ms (2026-12-02)."""
    runs = []
    at = 0
    while True:
        hint = _MOJIBAKE_HINT.search(text, at)
        if hint is None:
            return runs
        run = _MOJIBAKE_RUN.match(text, hint.start())
        if run is None:
            at = hint.start() + 1
        else:
            runs.append(run.group(0))
            at = run.end()


def mojibake_repair(text: str):
    """The repair for a document whose text is `text`: a function from str to str that repairs
    the doubly decoded runs in a piece of that document (see the rules above), or None when
    `text` holds nothing to repair. Correct text passes through it unchanged."""
    if not holds_mojibake_hint(text):
        return None
    undone: dict = {}  # each distinct run read back once (a page repeats its few runs: "Ã©", "â€™")

    def undo(run: str) -> str | None:
        if run not in undone:
            undone[run] = _undo_reading(run)
        return undone[run]

    runs = [run for run in _mojibake_runs(text) if undo(run) is not None]
    if not runs:
        return None
    wrong = sum(len(run) for run in runs)
    other = len(text) - len(text.encode("ascii", "ignore")) - wrong
    dominant = wrong > other
    if not dominant and not any(_C1.search(run) for run in runs):
        return None

    def repair_run(match) -> str:
        run = match.group(0)
        fixed = undo(run)
        if fixed is None or not (dominant or _C1.search(run)):
            return run
        return fixed

    def repair(piece: str) -> str:
        if piece.isascii():  # a run starts with a reading of a byte 0xC2-0xF4: never ASCII
            return piece
        for _ in range(MOJIBAKE_MAX_PASSES):
            fixed = _MOJIBAKE_RUN.sub(repair_run, piece)
            if fixed == piece:
                break
            piece = fixed
        return piece

    return repair
