"""Lone bylines in Italian, Czech, Russian and Turkish (`clean.BYLINE`, `clean.LABELLED_BYLINE`) go;
prose opening alike stays."""
from beam_extract.clean.lines import drop_boilerplate_lines
from beam_extract.parse import parse_html
from beam_extract.text import render_text

PROSE = " ".join(["Questa frase appartiene al testo dell'articolo e porta parole vere con sé."] * 6)
BYLINES = ["di Mario Rossi", "DI MARIO ROSSI", "di Mario Rossi e Anna Bianchi | 3 marzo 2024",
           "Autor Jan Novák", "Автор Иван Петров и Анна Смирнова", "Yazar Ahmet Yılmaz"]
# With the label's colon, where it closes the content (as "Von: Götz Warnke" does).
LABELLED = ["Autor: Jan Novák", "Autor: Jan Novák, 3. března 2024", "Автор: Иван Петров",
            "Yazar: Ahmet Yılmaz", "Yazar: Şule Çelik ve İsmail Öz"]
# "Di" is also a surname's part ("Di Maio", "Di Stefano"); a sentence opening with it, or with the
# labels' words, is prose.
KEPT = ["Di Maio, Salvini e Conte hanno firmato l'accordo.", "Di Maio ha detto che il governo resta.",
        "Di Stefano e Rossi sono partiti ieri sera.", "Autor článku se omluvil čtenářům.",
        "Автор книги живёт в Москве.", "Yazar olarak ilk kitabını 1990'da yazdı."]


def lines_dropped(body: str) -> str:
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    drop_boilerplate_lines(root)
    return render_text(root)


def test_a_lone_byline_goes_above_or_below_the_text():
    for line in BYLINES:
        assert lines_dropped(f"<p>{line}</p><p>{PROSE}</p>") == PROSE, line
        assert lines_dropped(f"<p>{PROSE}</p><p>{line}</p><p>{PROSE}</p>") == PROSE + "\n\n" + PROSE, line


def test_a_labelled_byline_goes_where_it_closes_the_content_but_stays_above_text():
    for line in LABELLED:
        assert lines_dropped(f"<p>{PROSE}</p><p>{line}</p>") == PROSE, line
        assert line in lines_dropped(f"<p>{line}</p><p>{PROSE}</p>"), line


def test_a_sentence_opening_with_di_or_the_labels_words_stays():
    for line in KEPT:
        assert line in lines_dropped(f"<p>{line}</p><p>{PROSE}</p>"), line
        assert line in lines_dropped(f"<p>{PROSE}</p><p>{line}</p>"), line
