"""excluded_composites: Unicode's composition exclusions written as normalisation writes them."""
from __future__ import annotations

import unicodedata

from beam_extract.excluded_composites import EXCLUDED_COMPOSITES, decompose_excluded, holds_excluded_composites


def test_a_bengali_word_typed_with_one_code_point_reads_as_normalised():
    typed = "\u09ac\u09be\u0982\u09b2\u09be\u09df"  # "বাংলায়" with "য়" as U+09DF
    assert holds_excluded_composites(typed)
    assert decompose_excluded(typed) == unicodedata.normalize("NFC", typed) == "\u09ac\u09be\u0982\u09b2\u09be\u09af\u09bc"


def test_every_excluded_letter_is_written_as_nfc_and_nfd_write_it():
    for letter in EXCLUDED_COMPOSITES:
        assert decompose_excluded(letter) == unicodedata.normalize("NFD", letter) == unicodedata.normalize("NFC", letter)


def test_other_text_is_left_as_it_is():
    # "e" + U+0301 stays two code points (NFC would compose it), and text without the letters is not rewritten
    text = "Caf\u0065\u0301 \u0915\u093c \u00e9 \u05e9\u05c1 plain"
    assert not holds_excluded_composites(text) and not holds_excluded_composites("ascii")
    assert decompose_excluded(text) == text
