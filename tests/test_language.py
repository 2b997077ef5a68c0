"""language.detect_language: ISO 639-1 codes from the model bundled in py3langid, no network."""
from __future__ import annotations

import pytest

from beam_extract.language import MAX_CHARS, detect_language

SENTENCES = {
    "en": "The weather is nice today, so we are going for a long walk in the park.",
    "fr": "Il fait beau aujourd'hui, alors nous allons faire une longue promenade dans le parc.",
    "de": "Das Wetter ist heute schön, also machen wir einen langen Spaziergang im Park.",
    "es": "Hoy hace buen tiempo, así que vamos a dar un largo paseo por el parque.",
    "ja": "今日は天気が良いので、公園を長く散歩するつもりです。",
    "zh": "今天天气很好，所以我们要去公园散步很长时间。",
    "ru": "Сегодня хорошая погода, поэтому мы идём на долгую прогулку в парк.",
    "ar": "الطقس جميل اليوم، لذلك سنذهب في نزهة طويلة في الحديقة.",
    "it": "Oggi il tempo è bello, quindi andiamo a fare una lunga passeggiata nel parco.",
    "pt": "Hoje o tempo está bom, então vamos dar um longo passeio no parque.",
}


@pytest.mark.parametrize("lang", sorted(SENTENCES))
def test_sentences_detected(lang):
    detected, score = detect_language(SENTENCES[lang])
    assert detected == lang
    assert 0.5 < score <= 1.0


@pytest.mark.parametrize("text", ["", "   \n\t", "12345 67.89", "!!! --- ???", "2024-01-01 10:00"])
def test_no_letters_gives_none(text):
    assert detect_language(text) == (None, None)


def test_score_is_a_probability_and_short_text_is_less_certain():
    long_lang, long_score = detect_language(SENTENCES["en"] * 3)
    _short_lang, short_score = detect_language("ok")
    assert long_lang == "en" and 0.0 <= short_score <= long_score <= 1.0


def test_only_the_start_of_long_text_is_read():
    # A long English text followed by a German tail: the tail is past MAX_CHARS and not read.
    text = (SENTENCES["en"] + " ") * (MAX_CHARS // len(SENTENCES["en"]) + 2) + SENTENCES["de"] * 200
    assert detect_language(text)[0] == "en"


def test_the_models_index_tables_are_left_out_of_the_cyclic_collector():
    """2026-12-05: py3langid's two index tables (104,583 ints each) were lists, which every full
    collection of the process visited item by item; as tuples of ints the collector stops tracking
    them at its first pass. The walk reads them as before (the same language)."""
    import gc
    from types import SimpleNamespace

    from beam_extract import language

    assert detect_language(SENTENCES["de"])[0] == "de"
    model = language._model()
    assert type(model._rowbase) is tuple and type(model.tk_output) is tuple
    tables = language._out_of_the_collector(SimpleNamespace(_rowbase=[1, 2, 3], tk_output=[-1, 0, 7]))
    gc.collect()
    assert tables._rowbase == (1, 2, 3) and tables.tk_output == (-1, 0, 7)
    assert not gc.is_tracked(tables._rowbase) and not gc.is_tracked(tables.tk_output)
