"""The labels WordPress, Jetpack and common themes print in the crawl's languages (the CMS labels of
2026-12-03 in `clean.SECTION_LABELS`): each goes on a synthetic page in its language, and a sentence or
a story's heading holding the same words stays."""
from beam_extract.clean import clean_content
from beam_extract.clean.labelled import drop_labelled_sections
from beam_extract.clean.line_heads import LINE_STARTS
from beam_extract.clean.line_verdicts import judge_line
from beam_extract.clean.lines import drop_boilerplate_lines
from beam_extract.clean.phrases import is_section_label
from beam_extract.parse import parse_html
from beam_extract.text import render_text

PROSE = " ".join(["Dieser Satz gehört zum Text des Artikels und trägt echte Wörter in sich."] * 6)

# One heading per language and family that no label matched before (WordPress's comment form title,
# the recent and popular posts widgets, Jetpack's sharing and related-posts headings, "latest news").
NEW_HEADINGS = {
    "de": ["Teilen mit:", "Letzte Beiträge", "Passend zum Thema", "Schlagwörter"],
    "fr": ["Publications similaires", "Derniers articles", "Vous aimerez peut-être aussi", "Plus d'articles",
           "Ces articles peuvent vous intéresser"],
    "es": ["Compartir esto:", "Entradas recientes", "Últimas noticias", "Quizás te interese"],
    "it": ["Articoli recenti", "Post correlati", "Potrebbe interessarti anche", "Ultime notizie", "Correlati"],
    "nl": ["Geef een reactie", "Delen:", "Recente berichten", "Meer nieuws", "Over de auteur", "Het laatste nieuws"],
    "pl": ["Podobne wpisy", "Polub to:", "Ostatnie wpisy", "Skomentuj", "Polecamy"],
    "pt": ["Compartilhe isso:", "Partilhar isto:", "Posts recentes", "Últimas notícias", "Relacionado"],
    "cs": ["Související příspěvky", "To se mi líbí:", "Nejnovější příspěvky", "Další články", "Inzerce"],
    "sv": ["Dela detta:", "Dela", "Fler artiklar"],
    "tr": ["Bunu paylaş:", "Bunu beğen:", "İlginizi Çekebilir", "Bir Cevap Yazın"],
    "ru": ["Добавить комментарий", "Свежие записи", "Понравилось это:", "Поделиться ссылкой:"],
    "ja": ["最近の投稿", "共有:", "いいね:", "コメントする"],
    "zh": ["近期文章", "发表回复", "發佈留言"],
}
# A story's heading or a sentence opening with the same words: prose, never a label.
PROSE_HEADINGS = ["Delen van de stad stonden dagenlang onder water", "Dela upp arbetet i tre steg",
                  "Ultime notizie dal fronte orientale", "Últimas noticias sobre la reforma del sistema",
                  "Relacionado con la salud mental de los jóvenes", "Polecamy wszystkim rodzicom tę książkę",
                  "Derniers articles du code civil abrogés en 2020", "Letzte Beiträge zur Rentenversicherung",
                  "Correlati positivamente con il reddito",
                  # sentences opening with a label's words (a leaf of eight words or fewer is read as a label)
                  "Te podría interesar saber que el precio subió", "Quizás te interese leer el informe completo",
                  "Cela peut vous intéresser si vous voyagez",
                  "Over de auteur is weinig bekend", "Mohlo by vás také zajímat, kolik to stojí",
                  "Geef een reactie op het voorstel van de raad"]


def labelled(body: str) -> str:
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    drop_labelled_sections(root)
    return render_text(root)


def lines_dropped(body: str) -> str:
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    drop_boilerplate_lines(root)
    return render_text(root)


def test_cms_headings_in_the_crawls_languages_open_their_boxes():
    cards = "".join(f"<li><a href='/a{i}'>Überschrift eines anderen Beitrags Nummer {i}</a></li>" for i in range(4))
    for language, labels in NEW_HEADINGS.items():
        for label in labels:
            assert is_section_label(label), (language, label)
            out = labelled(f"<p>{PROSE}</p><div><h3>{label}</h3><ul>{cards}</ul></div>")
            assert out == PROSE, (language, label)


def test_a_storys_heading_with_the_same_words_is_no_label():
    for heading in PROSE_HEADINGS:
        assert not is_section_label(heading), heading
        body = f"<h2>{heading}</h2><p>{PROSE}</p>"
        assert heading in labelled(body), heading


def test_a_closed_comments_notice_alone_goes_in_the_crawls_languages():
    for notice in ("Comments are closed.", "Komentáře jsou uzavřeny.", "Kommentarer inaktiverade.", "Yorumlar kapalı.",
                   "Комментарии закрыты."):
        root = parse_html(f"<html><body><article><p>{PROSE}</p><p>{notice}</p></article></body></html>").getroot()
        clean_content(root)
        assert render_text(root) == PROSE, notice
    for kept in ("Die Kommentare sind zahlreich, Yorumlar kapalı kapıların ardında yazıldı, sagt sie.",
                 "The shop said comments are closed on weekends, so we called instead."):
        root = parse_html(f"<html><body><article><p>{PROSE}</p><p>{kept}</p></article></body></html>").getroot()
        clean_content(root)
        assert kept in render_text(root), kept


NEW_LINES = {
    "line": ["Sponsorisé", "Patrocinado", "Sponsorizzato", "Gesponsord", "Sponsorowane", "Sponsrad", "Sponsorlu",
             "Inzerce", "Anuncio", "Werbeanzeige", "Torna all'elenco", "Zur Übersicht", "Retour à l'accueil",
             "Alle Beiträge", "Mehr Beiträge laden", "Voir tous les articles", "Ver todas las noticias",
             "Carica altro", "Bekijk meer", "Wczytaj więcej", "Ladda fler", "さらに読み込む", "Zobacz więcej",
             "Все новости", "Terug"],
    "pointer": ["Lire l'article", "Continuer la lecture", "Leer artículo completo", "Leggi l'articolo",
                "Lees het hele artikel", "Czytaj więcej »", "Continuar a ler", "Читать еще", "Celý článek",
                "Haberin devamı", "記事を読む", "繼續閱讀"],
}


def test_lone_cms_lines_in_the_crawls_languages_go():
    for verdict, lines in NEW_LINES.items():
        for line in lines:
            assert LINE_STARTS.match(line), line  # the walk would not look at it otherwise
            assert judge_line(line) == verdict, line
            element = f"<a href='/x'>{line}</a>" if verdict == "pointer" else line
            assert lines_dropped(f"<p>{PROSE}</p><div>{element}</div>") == PROSE, line


def test_a_sentence_holding_those_words_stays():
    for sentence in ("El anuncio del gobierno llegó tarde a las provincias del norte.",
                     "Lire l'article premier de la Constitution suffit pour comprendre le débat.",
                     "Zur Übersicht gehören auch die Zahlen des Vorjahres und der Nachbarländer.",
                     "Carica altro materiale sul furgone prima di partire per la montagna.",
                     "Sponsorowane treści muszą być oznaczone zgodnie z ustawą.",
                     "Terug naar huis liepen we langs de rivier.", "Все новости дня в одном письме каждое утро."):
        assert judge_line(sentence) == "", sentence
        assert sentence in lines_dropped(f"<p>{PROSE}</p><p>{sentence}</p>"), sentence


def test_ad_and_related_boxes_named_in_portuguese_dutch_and_turkish_go():
    for name in ("single-publicidade", "gerelateerde-artikelen", "ilgili-haberler", "partilhar-artigo"):
        root = parse_html(f"<html><body><article><p>{PROSE}</p><div class='{name}'><a href='/y'>Outro texto</a>"
                          "</div></article></body></html>").getroot()
        clean_content(root)
        assert render_text(root) == PROSE, name


def test_donation_and_newsletter_prompts_in_dutch_portuguese_russian_and_czech_go_but_prose_stays():
    for prompt in ("Doneer nu en help ons onafhankelijk te blijven.", "Faça uma doação e ajude o nosso jornalismo.",
                   "Поддержите нас: каждый рубль помогает редакции.", "Podpořte nás, děkujeme.",
                   "Meld je aan voor onze nieuwsbrief en mis niets."):
        root = parse_html(f"<html><body><article><p>{PROSE}</p><p>{prompt}</p></article></body></html>").getroot()
        clean_content(root)
        assert render_text(root) == PROSE, prompt
    for kept in ("De stichting vroeg de buren vorig jaar om te doneren voor het nieuwe dak.",
                 "Ele disse que a doação de sangue salva vidas todos os dias.",
                 "Мы поддержали нас всех в трудный год, сказал директор."):
        root = parse_html(f"<html><body><article><p>{PROSE}</p><p>{kept}</p></article></body></html>").getroot()
        clean_content(root)
        assert kept in render_text(root), kept


