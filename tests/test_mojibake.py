"""mojibake.mojibake_repair: UTF-8 read as windows-1252 / ISO-8859-1 and encoded again, repaired;
correct text of any language left as it is."""
from __future__ import annotations

import pytest
from script_texts import CHINESE, FRENCH, JAPANESE

from beam_extract.mojibake import holds_mojibake_hint, mojibake_repair


def doubly_decoded(text: str, reading: str = "cp1252") -> str:
    """What a page shows when `text`'s UTF-8 was read as `reading` and written out again."""
    if reading == "cp1252":
        return text.encode("utf-8").decode("cp1252", "beam-extract-windows-1252")
    return text.encode("utf-8").decode("latin-1")


ENGLISH = ("It isn\u2019t just changing how we work \u2014 it\u2019s reshaping \u201cwhat\u201d "
           "we do\u2026 at 57\u00b0 for \u20ac14, said the caf\u00e9 owner \u2b50\u2b50")


@pytest.mark.parametrize("reading", ["cp1252", "latin-1"])
def test_mojibake_of_a_whole_text_is_repaired(reading):
    broken = doubly_decoded(ENGLISH, reading)
    assert broken != ENGLISH
    repair = mojibake_repair(broken)
    assert repair is not None and repair(broken) == ENGLISH


def test_text_encoded_wrongly_twice_is_repaired():
    twice = doubly_decoded(doubly_decoded(ENGLISH))
    repair = mojibake_repair(twice)
    assert repair is not None and repair(twice) == ENGLISH


@pytest.mark.parametrize("text", [
    FRENCH,
    "\u00ab\u00a0Il est arriv\u00e9\u00a0\u00bb",  # "é", no-break space, "»": a CJK character's bytes
    "Fu\u00df\u00adball, Gr\u00fc\u00df\u2019 Gott, Stra\u00dfe, M\u00fcnchen, K\u00f6ln",  # "ß" + soft hyphen / apostrophe
    "Za\u017c\u00f3\u0142\u0107 g\u0119\u015bl\u0105 ja\u017a\u0144",
    "Ti\u1ebfng Vi\u1ec7t c\u00f3 d\u1ea5u, \u00c2u C\u01a1",
    "\u041f\u0440\u0438\u0432\u0435\u0442, \u043c\u0438\u0440 \u2014 \u00ab\u0442\u0435\u043a\u0441\u0442\u00bb",
    "\u00bfQu\u00e9? \u00a1S\u00ed! El a\u00f1o \u201cni\u00f1o\u201d\u2026 S\u00c3O PAULO",
    "\u00bd cup \u00b7 2 tbsp \u00b0 \u00b1 \u20ac50 \u2013 done",
    JAPANESE,
    CHINESE,
])
def test_correct_text_is_never_changed(text):
    repair = mojibake_repair(text)
    assert repair is None or repair(text) == text


def test_a_text_that_quotes_mojibake_among_correct_letters_keeps_it():
    text = ('How often I saw "\u00c3\u00a4" instead of "\u00e4" in K\u00f6ln, M\u00fcller, '
            "Stra\u00dfe and \u00dcberraschung before the fix.")
    repair = mojibake_repair(text)
    assert repair is None or repair(text) == text


def test_runs_with_c1_controls_are_repaired_in_an_otherwise_correct_text():
    text = "We\u00e2\u0080\u0099re in K\u00f6ln, M\u00fcnchen, Z\u00fcrich and Stra\u00dfburg, na\u00efve caf\u00e9s."
    repair = mojibake_repair(text)
    assert repair is not None
    assert repair(text) == "We\u2019re in K\u00f6ln, M\u00fcnchen, Z\u00fcrich and Stra\u00dfburg, na\u00efve caf\u00e9s."


def test_runs_decoding_outside_the_targets_are_left():
    # "ä¸­æ–‡" is "中文" read wrongly, but CJK is no target (French text decodes to CJK as well)
    text = doubly_decoded("\u4e2d\u6587")
    assert mojibake_repair(text) is None


def test_ascii_and_empty_text_need_no_repair():
    assert mojibake_repair("") is None
    assert mojibake_repair("plain ASCII text, nothing to do") is None


def test_the_hint_is_seen_in_doubly_decoded_text_and_not_in_correct_text():
    assert holds_mojibake_hint(doubly_decoded(ENGLISH))
    assert holds_mojibake_hint(doubly_decoded("caf\u00e9", "latin-1"))
    assert not holds_mojibake_hint(FRENCH) and not holds_mojibake_hint(CHINESE)
    assert not holds_mojibake_hint("plain ASCII text")


@pytest.mark.parametrize("text", [
    "",
    ENGLISH,
    doubly_decoded(ENGLISH),
    doubly_decoded(doubly_decoded(ENGLISH)),
    doubly_decoded(FRENCH) + " " + FRENCH + " \u00c3 \u00e2\u0080 \u00f0\u009f\u0098 \u00c3\u00a4\u00c3",
    "Fu\u00df\u00adball " * 50 + doubly_decoded("Gr\u00fc\u00df\u2019 Gott") + "\u00e2\u0080\u0099\u00e2",
    "\u00c3\u00c3\u00a4\u00e2\u00e2\u0082\u00ac\u00f0\u00f0\u009f\u0098\u0080\u00c3",
])
def test_mojibake_runs_are_the_runs_the_pattern_finds_everywhere(text):
    from beam_extract.mojibake import _MOJIBAKE_RUN, _mojibake_runs
    assert _mojibake_runs(text) == [m.group(0) for m in _MOJIBAKE_RUN.finditer(text)]
