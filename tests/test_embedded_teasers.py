"""Teasers of other stories set into a story (round 35): cards named as embedded or inline teasers,
and a card's lone link to its story ("Link zum Artikel") beside an unlinked title."""
from test_cms_labels import lines_dropped
from test_cms_labels_more_languages import prose

from beam_extract import extract
from beam_extract.clean import classify_names
from beam_extract.clean.line_heads import LINE_STARTS
from beam_extract.clean.line_verdicts import judge_line
from beam_extract.dom import is_clean_framing_tag

STORY = ("Die Stadt hat am Montag beschlossen, die alte Brücke über den Fluss bis zum Sommer zu sanieren, "
         "nachdem Gutachter im Winter Risse in zwei Pfeilern gefunden hatten.")
TEASER = ("Neue Radwege für die Innenstadt geplant", "Der Stadtrat will bis 2026 zwölf Kilometer neue Radwege "
          "bauen und dafür zwei Fahrspuren der Ringstraße umwidmen.")


def _page(teaser: str) -> str:
    paragraphs = "".join(f"<p>{STORY} Absatz {i}.</p>" for i in range(6))
    return (f"<html><head><title>Brücke wird saniert</title></head><body><main><article><h1>Brücke wird saniert</h1>"
            f"{paragraphs[:len(paragraphs) // 2]}{teaser}{paragraphs[len(paragraphs) // 2:]}"
            "</article></main></body></html>")


def _card(title: str, lead: str) -> str:
    return f"<h2><a href='/radwege'>{title}</a></h2><p>{lead} <a href='/radwege'>mehr</a></p>"


def test_names_of_an_embedded_teaser_are_boilerplate():
    for name in ("teaser--embed", "inline-teaser", "teaserInline", "embedded-teaser", "c-inline-teaser__box"):
        assert classify_names(name) == "boilerplate", name
    assert is_clean_framing_tag("pp-inline-teaser")
    # a teaser alone, or a list's teaser, names no widget: a listing's cards are its content
    for name in ("teaser", "teaser-list", "teaser__title", "article-teaser"):
        assert classify_names(name) == "", name
    assert not is_clean_framing_tag("pp-teaser")


def test_an_embedded_teaser_between_a_storys_paragraphs_goes():
    for box in (f"<div class='teaser teaser--embed'>{_card(*TEASER)}</div>",
                f"<pp-inline-teaser><div>{_card(*TEASER)}</div></pp-inline-teaser>"):
        doc = extract(_page(box))
        assert STORY in doc.text and "Absatz 5" in doc.text, box
        assert TEASER[0] not in doc.text and "Radwege" not in doc.text, box


def test_a_teaser_whose_modifier_says_content_is_still_an_embedded_teaser():
    # NZZ's cards: "teaser--content" names the card's kind, not the story's body container
    assert classify_names("teaser teaser--content teaser--linkbox teaser--embed") == "boilerplate"
    assert classify_names("teaser--content") == ""
    doc = extract(_page(f"<div class='teaser teaser--content teaser--embed'>{_card(*TEASER)}</div>"))
    assert STORY in doc.text and "Absatz 5" in doc.text and "Radwege" not in doc.text
    # a body container's own name still vetoes ("article-content" beside a widget's name)
    assert classify_names("article-content teaser--embed") == ""


def test_a_plain_teaser_in_a_story_stays():
    doc = extract(_page(f"<div class='teaser'>{_card(*TEASER)}</div>"))
    assert TEASER[1][:40] in doc.text


# A card's link to its story alone, the card's title beside it unlinked (watson's overlay links).
CARD_LINKS = ["Link zum Artikel", "Zum Artikel", "Artikel lesen", "Zum Beitrag", "Beitrag lesen", "Read article"]


def test_a_cards_lone_link_to_its_story_goes():
    for label in CARD_LINKS:
        assert LINE_STARTS.match(label), label
        assert judge_line(label) == "pointer", label
        card = f"<div><h2>Ein Titel ohne Link</h2><a href='/story'><span>{label}</span></a></div>"
        assert lines_dropped(f"<p>{prose('de')}</p>{card}") == prose("de") + "\n\nEin Titel ohne Link", label


def test_the_same_words_in_a_sentence_or_unlinked_stay():
    for text in ("Zum Artikel 5 des Grundgesetzes gibt es viele Kommentare.", "Zum Artikel",
                 "Den Artikel lesen Sie in der nächsten Ausgabe."):
        assert text in lines_dropped(f"<p>{prose('de')}</p><p>{text}</p>"), text


# Back to the home page or the page's top, alone on a line, in the wordings the "back" family lacked.
HOME_LINKS = ["Zur Startseite", "Seitenanfang", "Volver al inicio", "Volver a la portada", "Back to home",
              "Powrót do strony głównej", "Torna alla homepage", "Retour à la page d'accueil", "Terug naar home",
              "Voltar ao início"]


def test_a_lone_link_back_home_goes():
    for label in HOME_LINKS:
        assert LINE_STARTS.match(label), label
        assert judge_line(label) == "line", label
        assert lines_dropped(f"<p>{prose('de')}</p><div><a href='/'>{label}</a></div>") == prose("de"), label


def test_a_sentence_opening_with_those_words_stays_too():
    for text in ("Zur Startseite der Stadt gehört ein Veranstaltungskalender.",
                 "Volver al inicio de la temporada fue difícil para el equipo."):
        assert text in lines_dropped(f"<p>{prose('de')}</p><p>{text}</p>"), text


# Another story's card set into a story after its prose, closed by a link asking to read it (round 37)
OTHER = ("Neue Radwege für die Innenstadt geplant",
         "Der Stadtrat will bis 2026 zwölf Kilometer neue Radwege bauen und dafür zwei Fahrspuren umwidmen.")


def _story_page(after: str, *, declared: bool = True, before: str = "") -> str:
    meta = "<meta property='og:type' content='article'>" if declared else ""
    paragraphs = "".join(f"<p>{STORY} Absatz {i}.</p>" for i in range(6))
    return (f"<html><head><title>Brücke wird saniert</title>{meta}</head><body><main><article>"
            f"<h1>Brücke wird saniert</h1>{before}{paragraphs}{after}</article></main></body></html>")


def _story_card(call: str, title: str = OTHER[0], lead: str = OTHER[1]) -> str:
    return (f"<div class='insert'><div class='box'><h2 class='maintitle'>{title}</h2><p class='lead'>{lead}</p>"
            f"<a class='go' href='/stadt/radwege-geplant'>{call}</a></div></div>")


def test_another_storys_card_after_the_prose_goes():
    for call in ("Link zum Artikel", "Weiterlesen", "Read the full article", "Lire la suite", "Leer más",
                 "Czytaj dalej", "Continua a leggere", "Lees verder"):
        doc = extract(_story_page(_story_card(call)))
        assert STORY in doc.text and "Absatz 5" in doc.text, call
        assert OTHER[0] not in doc.text and "Fahrspuren" not in doc.text, call


def test_a_card_without_a_call_or_heading_or_before_the_prose_stays():
    plain = _story_card("mehr").replace("mehr", "Zum Stadtplan")
    assert "Fahrspuren" in extract(_story_page(plain)).text
    headless = _story_card("Weiterlesen").replace("h2", "p")
    assert "Fahrspuren" in extract(_story_page(headless)).text
    # a card at the story's top has no prose before it: a lede's box, left to the other rules
    assert "Fahrspuren" in extract(_story_page("", before=_story_card("Weiterlesen"))).text
    # on a page declaring no article the card stays (a shop's or a service's related stories)
    assert "Fahrspuren" in extract(_story_page(_story_card("Weiterlesen"), declared=False)).text


def test_a_blog_indexs_cards_each_with_a_call_stay():
    cards = "".join(_story_card("Weiterlesen", f"Beitrag Nummer {i} über die Stadt",
                                f"{OTHER[1]} Folge {i}.") for i in range(8))
    page = ("<html><head><title>Blog</title><meta property='og:type' content='article'></head><body><main>"
            f"<h1>Blog</h1>{cards}</main></body></html>")
    text = extract(page).text
    assert all(f"Folge {i}." in text for i in range(8))


def test_a_lone_read_more_card_after_the_prose_goes_but_not_beside_others():
    doc = extract(_story_page(_story_card("Read more")))
    assert "Absatz 5" in doc.text and "Fahrspuren" not in doc.text
    # a review roundup's entries after its intro, each closed by "Read more": its content
    entries = "".join(_story_card("Read more", f"Testbericht Nummer {i}", f"{OTHER[1]} Folge {i}.") for i in range(3))
    text = extract(_story_page(entries)).text
    assert all(f"Folge {i}." in text for i in range(3))


def test_every_call_passes_the_c_link_filter():
    from lxml import html as lxml_html

    from beam_extract.clean.pager_links import link_candidates
    from beam_extract.clean.teasers import _LONE_STORY_CALL, _STORY_CALL, _STORY_CALL_LEAD, _STORY_CALL_STARTS
    calls = ("Link zum Artikel", "Zum Beitrag", "Den ganzen Artikel lesen", "Artikel lesen", "Weiterlesen", "Weiter lesen",
             "Read the full story", "Read article", "Continue reading", "Keep reading", "Lire la suite", "Lire l'article",
             "Continuer la lecture", "Leer más", "Leer el artículo completo", "Seguir leyendo", "Continuar leyendo",
             "Leggi tutto", "Leggi l'articolo", "Continua a leggere", "Czytaj dalej", "Czytaj cały artykuł",
             "Przeczytaj artykuł", "Lees verder", "Lees het hele artikel", "Verder lezen", "Leia mais", "Continue lendo",
             "Ler o artigo", "Read more", "Mehr lesen", "Lire plus", "Czytaj więcej", "Leggi di più", "Lees meer",
             "» Weiterlesen", "(Read more)")
    for call in calls:
        assert _STORY_CALL.match(call) or _LONE_STORY_CALL.match(call), call
        body = lxml_html.fromstring(f"<div><p>Text</p><a href='/x'>{call}</a></div>")
        assert len(link_candidates(body, _STORY_CALL_STARTS, _STORY_CALL_LEAD)) == 1, call
