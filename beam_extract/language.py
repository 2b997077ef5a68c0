"""Which language a document's text is written in.

In: the plain text of a document.
Out: `(lang, score)`: an ISO 639-1 code (`en`, `fr`, `zh`, ...; the ISO 639-3 code for the few
languages that have no two-letter one) and a probability in [0, 1]; `(None, None)` for text with
no letters.

The model is py3langid's (langid.py retrained: 142 languages, naive Bayes over byte n-grams),
which ships inside the PyPI package: nothing is downloaded at run time. It is loaded once per
process on first use (about 1.5 s) and is read-only afterwards, so threads may share it. Only the
first `MAX_CHARS` characters are classified (the model walks the text byte by byte in Python, so
the cost grows with the sample): on the 1,665 ScrapingHub and WCXB development texts, 1,000
characters give the language that 1,500 gave on all but one, agree with `<html lang>` as often
(1,569 of 1,577), and cost about 0.35 ms a page. A middle sample or 600-800 characters agree with
`<html lang>` less often.

The model's walk over the sample's bytes (py3langid's `visit_counts`, a Python loop per byte:
~5% of an extraction) runs in C when the speedups are built (`_speedups.language_visits`, the same
counts in the same order, so the same scores); `_language_visits_python` is its twin. It tallies the
features in a per-thread array and hands them on as the arrays the scoring reads: a {feature: count}
dict built byte by byte was two thirds of the walk's CPU (0.16 -> 0.05 ms a page over every fourth
WCXB dev text, 2026-12-02). The model's table is stored as float16: numpy's cast of the rows a text
visits to float32 (before the same matrix product) took three quarters of the scoring (0.19 of
0.27 s on the WCXB dev texts, 2026-11-30), so the C speedups gather and cast them
(`_speedups.half_rows`, exact, the same values; twin `_half_rows_python`) and the product runs on
them as it would on numpy's cast. Keeping a float32 copy of the table instead would cost 57 MB per
process.
"""
from __future__ import annotations

import threading
from array import array

import numpy as np

from .speedups import native as _speedups

MAX_CHARS = 1000  # measured 2026-11-30: see the module docstring (1,000 vs 600-800 and 1,500 characters)

# py3langid labels without an ISO 639-1 form that belong to a macrolanguage which has one.
TO_ISO_639_1 = {
    "ary": "ar", "arz": "ar", "gug": "gn", "uzs": "uz", "wuu": "zh", "yue": "zh", "sdh": "ku",
    "fuv": "ff", "kik": "ki", "hbo": "he",
}
NO_LANGUAGE = "zxx"

_identifier = None
_lock = threading.Lock()


def _model():
    global _identifier
    if _identifier is None:
        with _lock:
            if _identifier is None:
                from py3langid.langid import MODEL_FILE, LanguageIdentifier

                identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
                if _speedups is not None and _fits_the_c_walk(identifier):
                    identifier = _with_c_walk(identifier)
                _identifier = _out_of_the_collector(identifier)
    return _identifier


def _fits_the_c_walk(identifier) -> bool:
    """The model's tables are the ones `_speedups.language_visits` reads (py3langid 0.4's)."""
    return (getattr(getattr(identifier, "tk_nextmove", None), "typecode", None) == "I"
            and isinstance(getattr(identifier, "_rowbase", None), list)
            and isinstance(getattr(identifier, "tk_output", None), list)
            and isinstance(getattr(identifier, "nb_ptc", None), np.ndarray)
            and identifier.nb_ptc.ndim == 2
            and callable(getattr(identifier, "_raw_score", None))
            and callable(getattr(identifier, "_sparse_score", None)))


def _out_of_the_collector(identifier):
    """`identifier` with its walk's two index tables (`_rowbase`, `tk_output`: lists of 104,583
    ints each) held as tuples, which the cyclic collector stops tracking at its first pass over
    them (a tuple of untracked objects): a list stays tracked, and every full collection of the
    process visited its items. Measured 2026-12-05 (after extract() of one page, no Beam, two
    cores at load 7-10, median of 20 `gc.collect()` in process time, three rounds each): 8.9-13.3
    ms with the lists, 6.6-6.8 ms with the tuples. Full collections are rare while pages are
    extracted (about one in 400-1,600 pages), so this is ~0.01% of a run: kept for its simplicity.
    The walk indexes tuples as it indexes lists (the same counts)."""
    for name in ("_rowbase", "tk_output"):
        table = getattr(identifier, name, None)
        if isinstance(table, list):
            setattr(identifier, name, tuple(table))
    return identifier


# Each thread's tally for `_speedups.language_visits` (a slot per feature, all zero between calls).
_tallies = threading.local()


def _tally(size: int) -> np.ndarray:
    seen = getattr(_tallies, "seen", None)
    if seen is None or len(seen) != size:
        seen = _tallies.seen = np.zeros(size, dtype=np.intc)
    return seen


def _with_c_walk(identifier):
    """`identifier` with its feature walk and its rows' cast in C (a subclass overriding `_raw_score`
    and `_sparse_score`, the rest as it is)."""
    base = type(identifier)
    tables = (identifier.tk_nextmove, array("I", identifier._rowbase), array("i", identifier.tk_output))
    table = identifier.nb_ptc
    # the cast in C only for the table py3langid 0.4 ships (float16, 2-D, C order)
    half_bits = (table.view(np.uint16) if isinstance(table, np.ndarray) and table.dtype == np.float16
                 and table.ndim == 2 and table.flags["C_CONTIGUOUS"] else None)

    class CWalkIdentifier(base):
        __slots__ = ()

        def _raw_score(self, text):
            native = _speedups  # read per call: the tests switch the module to its twins
            if native is None or not isinstance(text, bytes):
                return base._raw_score(self, text)
            features = np.empty(len(text), dtype=np.intp)
            counts = np.empty(len(text), dtype=np.float32)
            found = native.language_visits(*tables, text, _tally(len(self.nb_ptc)), features, counts)
            if found:
                return self._visited_score(features[:found], counts[:found])
            return base._raw_score(self, text)  # no features: the model's own answer for that

        def _visited_score(self, idx, counts):
            """py3langid's _sparse_score of the features `idx`, counted `counts` times."""
            native = _speedups
            if native is None or half_bits is None:
                return np.log1p(counts) @ self.nb_ptc[idx] + self.nb_pc
            rows = np.empty((len(idx), half_bits.shape[1]), dtype=np.float32)
            native.half_rows(half_bits, idx, rows)
            return np.log1p(counts) @ rows + self.nb_pc

        def _sparse_score(self, visits, table):
            if _speedups is None or table is not self.nb_ptc:
                return base._sparse_score(self, visits, table)
            idx = np.fromiter(visits.keys(), dtype=np.intp, count=len(visits))
            counts = np.fromiter(visits.values(), dtype=np.float32, count=len(visits))
            return self._visited_score(idx, counts)

    identifier.__class__ = CWalkIdentifier
    return identifier


def _language_visits_python(nextmove, rowbase, output, data: bytes, seen, features, counts) -> int:
    """Twin of `_speedups.language_visits`: py3langid's own walk, its {feature: count} written into
    `features` and `counts` in its order (`seen` only bounds the features)."""
    from py3langid.langid import visit_counts

    if len(features) < len(data) or len(counts) < len(data):
        raise IndexError("features and counts are shorter than the data")
    visits = visit_counts(nextmove, rowbase, output, data) or {}
    for k, (feature, count) in enumerate(visits.items()):
        if feature >= len(seen):
            raise IndexError("feature outside the tally")
        features[k] = feature
        counts[k] = count
    return len(visits)


def _half_rows_python(table, rows, out) -> None:
    """Twin of `_speedups.half_rows`: out[k] = the float16 row rows[k] of `table` (uint16 bits), as
    float32 (numpy's cast)."""
    table = np.asarray(table)
    out[...] = table.view(np.float16)[np.asarray(rows)].astype(np.float32)


def detect_language(text: str) -> tuple[str | None, float | None]:
    """The language of `text` and the model's probability for it; (None, None) without letters."""
    if not text:
        return None, None
    sample = text[:MAX_CHARS]
    if not any(ch.isalpha() for ch in sample):
        return None, None
    lang, probability = _model().classify(sample)
    if lang == NO_LANGUAGE:
        return None, None
    score = min(1.0, max(0.0, float(probability)))
    return TO_ISO_639_1.get(lang, lang), round(score, 4)
