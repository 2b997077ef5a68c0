"""Labels whose words also open a sentence (`clean.OPENING_LABELS`): a short sentence opening with them
is prose and keeps the block after it; the label written as a label (alone, or before a colon or an
ellipsis) still takes its box of links."""
import re

from beam_extract.clean.labelled import drop_labelled_sections
from beam_extract.clean.phrases import OPENING_LABELS, SECTION_LABELS, is_section_label
from beam_extract.parse import parse_html
from beam_extract.text import render_text

PROSE = " ".join(["Questa frase appartiene al testo dell'articolo e porta parole vere con sé."] * 6)
# A small block of the story after the sentence: two links and a short line (a box by its look).
BLOCK = ("<div><ul><li><a href='/orari'>Orari e biglietti del museo</a></li>"
         "<li><a href='/mostre'>Le mostre in corso</a></li></ul><p>Aperto anche a Natale.</p></div>")
LINKS = "".join(f"<li><a href='/a{i}'>Titolo di un altro articolo numero {i}</a></li>" for i in range(4))

# Sentences of eight words or fewer opening with a label's words, one per language.
SENTENCES = [
    "Potrebbe interessarti sapere che il museo apre presto.",
    "Te puede interesar saber cuánto cuesta la entrada.",
    "Lee también el informe completo de la ONU.",
    "Mohlo by vás zajímat, kolik to vlastně stojí.",
    "Lesen Sie auch den Kommentar unseres Chefredakteurs.",
    "Veja também como chegar de metrô ao centro.",
    "Lees ook het rapport van de gemeente.",
    "Zobacz również, jak dojechać do muzeum.",
    "Découvrez aussi les jardins du château voisin.",
    "Te recomendamos llevar agua y calzado cómodo.",
]
# The same labels as labels: alone, before a colon, before an ellipsis, or a text ending in a colon.
LABELS = ["Potrebbe interessarti", "Potrebbe interessarti:", "Te puede interesar…", "Lee también: más noticias",
          "Mohlo by vás zajímat", "Lesen Sie auch die folgenden Beiträge:", "Veja também...", "Lees ook:"]


def labelled(body: str) -> str:
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    drop_labelled_sections(root)
    return render_text(root)


def test_every_opening_label_is_a_section_label():
    assert set(OPENING_LABELS) <= set(SECTION_LABELS)
    for label in OPENING_LABELS:
        re.compile(label)


def test_a_short_sentence_opening_with_a_labels_words_keeps_the_block_after_it():
    for sentence in SENTENCES:
        assert not is_section_label(sentence), sentence
        out = labelled(f"<p>{PROSE}</p><p>{sentence}</p>{BLOCK}")
        assert sentence in out and "Orari e biglietti del museo" in out and "Aperto anche a Natale." in out, sentence


def test_the_label_written_as_a_label_still_takes_its_box_of_links():
    for label in LABELS:
        assert is_section_label(label), label
        out = labelled(f"<p>{PROSE}</p><p>{label}</p><div><ul>{LINKS}</ul></div>")
        assert out == PROSE, label
    for label in LABELS:  # as a heading over its box
        assert labelled(f"<p>{PROSE}</p><div><h3>{label}</h3><ul>{LINKS}</ul></div>") == PROSE, label
