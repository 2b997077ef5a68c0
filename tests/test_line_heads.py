"""line_heads: the families' first words grouped by first letter, the families' parts, and the tables of
folded heads that rule patterns out (`patterns_to_try`, `judged_heads`): each gives the answers of the rule
as written."""
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from beam_extract.clean import line_families, line_heads, patterns, shop_lines


def test_line_starts_are_grouped_by_first_letter():
    # the rule as written tries a hundred alternatives for every head; grouped, one per letter
    opening, alternatives = patterns.leading_alternatives(line_heads.LINE_STARTS.whole)
    assert opening == patterns.leading_alternatives(line_heads._LINE_START)[0]  # the rule's atomic white space kept
    written = patterns.leading_alternatives(line_heads._LINE_START)[1]
    assert len(alternatives) * 4 < len(written)
    firsts = [alternative[0].lower() for alternative in alternatives if alternative[0].isalpha()]
    assert len(firsts) == len(set(firsts))  # one alternative per first letter, ASCII or not
    assert any(not first.isascii() for first in firsts)  # Cyrillic and CJK labels grouped too


def test_a_digit_led_text_tries_only_the_families_its_head_may_begin():
    parts = line_heads.patterns_to_try("$389.00") >> line_heads.LINE_PART_SHIFT
    assert 0 < bin(parts).count("1") < len(line_heads.LINE_PARTS) // 4
    assert line_heads.patterns_to_try("Лайк") == line_heads.TRY_EVERY  # outside ASCII: every family is tried


def test_line_families_are_grouped_by_first_letter():
    written = patterns.distributed_alternatives(line_families.LINE_FAMILIES.values())
    grouped = sum(len(patterns.leading_alternatives(part)[1]) for _source, part in line_heads.LINE_PARTS)
    assert grouped * 3 < len(written) * 2  # 233 of 420 (2026-12-04)


_SHOP_AS_WRITTEN = re.compile(r"\s*(?:(?:[$€£]\s?\d[\d.,]*\s*)?(?:%s)$)" % shop_lines.SHOP_ACTIONS, re.I)


_SHOP_PIECES = ["$", "€", "£", " ", "  ", "1", "39", "9.", ".99", ",", "0,00", "x", "-", "Add to cart", "add to Bag",
                "BUY NOW", "in stock", "Out of stock!", "sold out", "Auf Lager", "nicht vorrätig", "en stock",
                "в корзину", "добавить в корзину", "compare", "Quick view", "select options", "inch", "add to"]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_SHOP_PIECES), max_size=6))
def test_the_shop_family_matches_as_its_optional_price_lead_did(pieces):
    folded = " ".join("".join(pieces).split())
    shop = list(line_families.LINE_FAMILIES).index("shop")
    expected = _SHOP_AS_WRITTEN.match(folded) is not None
    assert (line_heads.LINE_PARTS[shop][1].match(folded) is not None) == expected
    assert (re.match(r"\s*(?:%s)" % shop_lines.SHOP_ACTION_LINE, folded, re.I) is not None) == expected


def test_the_shop_family_is_grouped_by_first_letter():
    for text in ["$130 Add to cart", "€ 1.299,00 In den Warenkorb", "£5 sold out", "Add to cart", "Quick view"]:
        assert _SHOP_AS_WRITTEN.match(text) and line_families.LINE_FAMILY_PATTERN.match(text), text
    for text in ["$130", "$130 Add to carts", "Add to cart now", "$ 5 5 buy now"]:
        assert not _SHOP_AS_WRITTEN.match(text) and not line_families.LINE_FAMILY_PATTERN.match(text), text
    _source, part = line_heads.LINE_PARTS[list(line_families.LINE_FAMILIES).index("shop")]
    assert len(patterns.leading_alternatives(part)[1]) > 20  # one alternative as an optional price lead's tail


def test_judged_heads_work_out_the_digit_led_families_with_each_digit_read_as_zero():
    """With the digits folded (and the text's white space), every judged pattern's starts are
    worked out at JUDGED_HEAD_CHARS (4) characters: none is tried whatever the head."""
    assert patterns.match_starts(re.compile(r"\s*\d+\s+min read", re.I), 4, folded_heads=True) == {
        "0 mi", "00 m", "000 ", "0000"}
    assert patterns.match_starts(re.compile(r"\d+\s+min read", re.I), 4) is not None  # unfolded: one start per digit
    assert len(patterns.match_starts(re.compile(r"\d+\s+min read", re.I), 4)) > 1000
    assert line_heads.JUDGED_HEAD_CHARS == 4 and line_heads._TRY_ALWAYS == 0
    assert line_heads.patterns_to_try("12 min read") & line_heads.TRY_LINE
    assert line_heads.patterns_to_try("3 comments") == line_heads.patterns_to_try("Lorem ipsum") == 0
    assert line_heads.fold_head("a1b2 90") == "a0b0 00"


def test_judged_heads_try_always_a_pattern_read_with_its_case_or_without_starts():
    always, tables = line_heads.judged_heads([re.compile("ab", re.I), re.compile("Cd"), re.compile("x?", re.I)], 2)
    assert always == 0b110
    assert tables == ({}, {"ab": 1})


def test_patterns_to_try_remembers_by_head(monkeypatch):
    line_heads._TRIES_BY_HEAD.clear()
    expected = line_heads.patterns_to_try("posted by jane")
    monkeypatch.setattr(line_heads, "_head_tries", None)  # a second working out would fail
    assert line_heads.patterns_to_try("post office") == expected
