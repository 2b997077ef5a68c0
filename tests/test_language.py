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
