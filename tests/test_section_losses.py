"""benchmarks/section_losses.py: the Markdown cut at its headings, extra and missed words, a kind of
section taken out."""
import importlib.util
import re
import sys
from pathlib import Path

TOOL = Path(__file__).resolve().parents[1] / "benchmarks" / "section_losses.py"


def load_tool():
    sys.path.insert(0, str(TOOL.parent))
    spec = importlib.util.spec_from_file_location("section_losses", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PAGE = """Kaffeemühle aus Edelstahl

## Beschreibung

Mahlt Bohnen fein oder grob.

## Häufig gestellte Fragen

### Ist sie laut?

Kaum hörbar.

## Lieferung

In zwei Tagen."""


def test_sections_are_cut_at_headings_with_the_opening_first():
    tool = load_tool()
    heads = [head for head, _ in tool.sections_of(PAGE)]
    assert heads == ["", "## Beschreibung", "## Häufig gestellte Fragen", "### Ist sie laut?", "## Lieferung"]
    assert tool.sections_of("## Nur ein Titel") == [("## Nur ein Titel", "")]


def test_extra_and_missed_words_count_as_the_scorer_does():
    tool = load_tool()
    assert tool.extra_and_missed("Kaum hörbar hörbar, leise", "kaum hörbar laut") == (2, 1)


def test_extra_words_fall_on_the_sections_holding_them():
    tool = load_tool()
    gold = "Kaffeemühle aus Edelstahl Beschreibung Mahlt Bohnen fein oder grob"
    rows = {head: share for share, _, head in tool.extra_by_section(PAGE, PAGE, gold)}
    assert rows["## Beschreibung"] == 0
    assert rows["## Häufig gestellte Fragen"] == 3
    assert rows["## Lieferung"] == 4


def test_a_matching_section_goes_with_its_subsections_and_no_further():
    tool = load_tool()
    cut = tool.without_sections(PAGE, re.compile("häufig gestellte", re.IGNORECASE))
    assert "Ist sie laut" not in cut and "Kaum hörbar" not in cut
    assert "## Lieferung\n\nIn zwei Tagen." in cut and "Mahlt Bohnen" in cut
    assert tool.without_sections(PAGE, re.compile("nichts dergleichen")) == PAGE
