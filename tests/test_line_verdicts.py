"""line_verdicts: what a short text reads as: a line, a pointer, a filing line, a post line (`line_verdict`)."""
import pytest
from clean_modules import patch_clean
from cpu_budget import within_cpu_budget
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from beam_extract.clean import line_families, line_heads, line_verdicts
from beam_extract.clean import lines as clean_lines
from beam_extract.clean.line_heads import LINE_STARTS
from beam_extract.parse import parse_html


def test_rating_line_reads_a_run_of_digits_once():
    """The rating family reads a run of digits and spaces from its first digit: a line of 2,000 of
    them that is no count took ~3 s when every digit was tried as the first (2026-12-01; the time
    grew faster than the square of the length), ~5 ms so. The bound leaves a slow host 100 times."""

    from beam_extract.clean.line_families import LINE_FAMILY_PATTERN
    from beam_extract.clean.line_verdicts import _line_matches

    run = "1 " * 1000 + "x"
    assert within_cpu_budget(0.5, lambda: (LINE_FAMILY_PATTERN.match(run), _line_matches(run, 0))) == (None, False)
    assert all(LINE_FAMILY_PATTERN.match(line) for line in ("4.9 (1,113 reviews)", "★★★★☆ 4.0 (12 ratings)", "0 Bewertungen"))


@pytest.mark.parametrize("text, verdict", [
    ("Photo: Jane Doe / AP", "line"), ("By Jane Reporter | 18 Nov", "line"), ("Read more: the story", "pointer"),
    ("Follow us on " + "x" * 120 + " and Instagram", "line"), ("A sentence of the story.", ""),
    ("Lesezeit: 4 Minuten", "line"), ("Read more about " + "y" * 120, ""),
])
def test_line_verdicts_are_the_rules_and_remembered(monkeypatch, text, verdict):
    assert line_verdicts.line_verdict(text) == verdict
    patch_clean(monkeypatch, "LINE_FAMILY_PATTERN", None)  # a second look at the patterns would fail
    assert line_verdicts.line_verdict(text) == verdict


@pytest.mark.parametrize("text, post_line", [
    ("Posts: 4032", True), ("Reply with quote", True), ("Photo: Jane Doe / AP", False), ("Quote", True),
    ("A sentence of the story.", False),
])
def test_post_line_verdicts_are_remembered_with_the_line_verdict(monkeypatch, text, post_line):
    assert line_verdicts.line_judgement(text) == (line_verdicts.judge_line(text), post_line)
    patch_clean(monkeypatch, "POST_LINE", None)  # a second look at the pattern would fail
    patch_clean(monkeypatch, "LINE_FAMILY_PATTERN", None)
    assert line_verdicts.line_judgement(text)[1] is post_line


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(alphabet=st.sampled_from(list("0123456789$€£.,:/()★ -abcdefgilmnoprstuvwxyzABFPRSTäöüß")), max_size=30))
def test_the_families_a_head_may_begin_tell_any_text_as_line_does(text):
    folded = " ".join(text.split())
    tries = line_heads.patterns_to_try(folded)
    told = bool(tries & line_heads.TRY_LINE) and line_verdicts._line_matches(folded, tries >> line_heads.LINE_PART_SHIFT)
    assert told == (line_families.LINE_FAMILY_PATTERN.match(folded) is not None)


@pytest.mark.parametrize("text", ["A sentence of the story.", "Jupiter has moons", "Quarterly figures"])
def test_a_text_no_judged_pattern_can_begin_is_tried_by_the_byline_alone(monkeypatch, text):
    for name in ("LINE_PARTS", "FOLLOW", "POINTER", "CALL_TO_ACTION", "POST_LINE"):
        patch_clean(monkeypatch, name, None)  # trying it would fail
    assert line_verdicts.judge_line(text) == "" and not line_verdicts.is_post_line(text)


def test_a_candidate_no_judged_pattern_or_byline_can_begin_is_not_judged(monkeypatch):
    """drop_boilerplate_lines judges only the candidates whose folded head some judged pattern or a
    byline may begin (and the terms, whose text `_is_stat_pair` reads); the lines go as before."""
    asked = []
    judgement = line_verdicts.line_judgement

    def recording(text):
        asked.append(text)
        return judgement(text)

    patch_clean(monkeypatch, "line_judgement", recording)
    root = parse_html(
        "<html><body><article><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>"
        "<p>Foto: Agency</p><p>3 comments</p><p><b>Lorem</b> ipsum</p><p>By Jane Reporter</p><p>by the way</p>"
        "<p>5 min read</p><p>\u00dcber uns</p><dl><dt>Mitglied</dt><dd>seit 2011</dd></dl></article></body></html>")
    removed = clean_lines.drop_boilerplate_lines(root, list(root.iter("p", "dt")))  # as drop_labelled_sections collects
    assert asked == ["Foto: Agency", "By Jane Reporter", "5 min read", "\u00dcber uns", "Mitglied"]
    assert removed == 3
    assert [p.text for p in root.iter("p")] == ["Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
                                                "3 comments", None, "by the way", "\u00dcber uns"]


def test_a_reply_button_in_swedish_and_turkish_is_a_post_line():
    from beam_extract.clean.line_verdicts import _post_line_of

    for word in ("Svara", "Cevapla"):
        assert LINE_STARTS.match(word) and _post_line_of(word, word, -1), word
    assert not _post_line_of("Svara på frågan om skatten", "Svara på frågan om skatten", -1)
