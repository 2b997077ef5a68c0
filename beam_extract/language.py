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
"""
from __future__ import annotations

import threading

MAX_CHARS = 1000

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

                _identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
    return _identifier


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
