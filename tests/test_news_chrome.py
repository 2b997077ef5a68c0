"""Lines around a news story or a blog post that are not its words: lone date lines, app
prompts, suggested citations and a site's licence notice. The fixtures are written here,
modelled on the markup of news sites, blogs and podcasts, in German and other languages."""
from lxml import etree

from beam_extract import extract
from beam_extract.clean import drop_date_lines, drop_dated_kickers
from beam_extract.clean.caption_lines import drop_lightbox_captions
from beam_extract.clean.lines import drop_boilerplate_lines
from beam_extract.clean.prompts import drop_prompt_lines
from beam_extract.parse import parse_html
from beam_extract.text import render_text

GERMAN = " ".join(["Die Messe für Wassersportler wurde nach langer Planung wegen der Lage im Land erneut abgesagt."] * 5)
ENGLISH = " ".join(["The national team has just over a month to prepare for the crucial fixtures of the league."] * 5)


def cleaned(body: str, rule) -> str:
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    rule(root)
    return render_text(root)


def test_a_lone_date_line_above_the_story_goes():
    out = cleaned(f"<div><div class='info'>24.01.2022 11:38</div><h1>Tauchmesse abgesagt</h1><p>{GERMAN}</p></div>",
                  drop_date_lines)
    assert GERMAN in out and "Tauchmesse" in out
    assert "24.01.2022" not in out


def test_dates_in_sentences_labels_and_lists_stay():
    # a date in a sentence, after a label, beside a post's number, over a schedule's table
    sentence = cleaned(f"<div><p>Am <b>13.05.2014</b> begann der Umbau.</p><p>{GERMAN}</p></div>", drop_date_lines)
    assert "13.05.2014" in sentence
    label = cleaned(f"<div><p>Termin: 29.02.2020, 19 Uhr</p><p>{GERMAN}</p></div>", drop_date_lines)
    assert "29.02.2020" in label
    post = cleaned(f"<div><div><a href='#p1'>#1</a> <span>2025-11-01 15:14:37</span></div><p>{GERMAN}</p></div>",
                   drop_date_lines)
    assert "2025-11-01" in post
    schedule = cleaned("<div><div>Sunday, February 8, 2026</div><div><table><tr><td>Seattle</td><td>Boston</td>"
                       f"</tr></table></div><p>{ENGLISH}</p></div>", drop_date_lines)
    assert "February 8, 2026" in schedule
    # three dated lines or more are a list's items (a thread's posts, a listing's entries): all stay
    items = "".join(f"<div>{day:02d}.03.2022</div><p>{GERMAN}</p>" for day in (1, 2, 3))
    assert cleaned(f"<div>{items}</div>", drop_date_lines).count(".03.2022") == 3


def test_the_date_line_of_an_article_page_goes_in_extract():
    html = (f"<html><head><title>Tauchmesse abgesagt</title></head><body><main><article><h1>Tauchmesse abgesagt</h1>"
            f"<p class='date'>Montag, 24. Januar 2022</p><p>{GERMAN}</p><p>{GERMAN.upper()}</p></article></main>"
            "</body></html>")
    out = extract(html, "https://news.example/tauchmesse").text
    assert GERMAN in out and "24. Januar 2022" not in out


def test_app_prompts_go():
    for prompt in ("For the latest stories and breaking news updates download the Nationnews apps for iOS and Android.",
                   "Get the latest news straight to your phone with the VI Consortium app."):
        out = cleaned(f"<div><p>{ENGLISH}</p><p>{prompt}</p></div>", drop_prompt_lines)
        assert ENGLISH in out and prompt not in out, prompt


def test_suggested_citations_and_licence_notices_go():
    for notice in ("SUGGESTED CITATION Sauer, Heiko: Expert*innen in der Krise, VerfBlog, 2020/4/09, "
                   "https://verfassungsblog.example/expertinnen-in-der-krise/.",
                   "Diese Folge zitieren: Erika Muster: Muster-Podcast: \"Folge 158\". 16.08.2019, "
                   "https://podcast.example/2019/folge-158/ (CC-BY 4.0)",
                   "Zitiervorschlag: Muster, Erika (2021): Der Titel des Beitrags. In: Blog des Instituts.",
                   "Pour citer cet article : Dupont, Marie, « Le titre », Revue, 2020.",
                   "Unless otherwise stated, the content of this page is licensed under Creative Commons "
                   "Attribution-ShareAlike 3.0 License",
                   "Sofern nicht anders angegeben, stehen die Inhalte dieser Seite unter der Lizenz CC BY 4.0."):
        out = cleaned(f"<div><p>{GERMAN}</p><p>{notice}</p></div>", drop_prompt_lines)
        assert GERMAN in out and notice[:20] not in out, notice


def test_a_story_about_citing_or_licences_stays():
    for line in ("This work is licensed under a Creative Commons Attribution-ShareAlike 4.0 International License.",
                 "Wie man richtig zitiert, lernen Studierende im ersten Semester.",
                 "The licence follows a push to open the sector to outside investment."):
        out = cleaned(f"<div><p>{ENGLISH}</p><p>{line}</p></div>", drop_prompt_lines)
        assert line in out, line


def test_dated_kickers_over_the_story_go():
    # the date and the section a story is filed under, as spans side by side or lines broken by <br>
    for kicker in ("<div class='info'><span class='date'>02.02.2022</span> <span class='category'>A-Frauen</span></div>",
                   "<div class='headline-info'><span>Pressemitteilung</span> <span>Aktuell</span>"
                   "<span>02. November 2021</span></div>",
                   "<div class='t-ma-info'>24.01.2022 11:38<br>Kategorie: <a href='/news'>News</a></div>",
                   "<p class='meta'><span>4 de mayo de 2022</span> | <span>Deportes</span></p>"):
        out = cleaned(f"<div>{kicker}<h1>Tauchmesse abgesagt</h1><p>{GERMAN}</p></div>", drop_dated_kickers)
        assert GERMAN in out and "Tauchmesse" in out, kicker
        assert "2022" not in out and "2021" not in out, kicker


def test_dated_lines_that_are_no_kicker_stay():
    # a sentence with a date; two dates (an event's period); a dated line among the paragraphs
    for block in ("<p><span>Am 13.05.2014</span> <span>begann der Umbau der Halle.</span></p>",
                  "<div><span>29.11.2018</span> <span>bis</span> <span>20.01.2019</span></div>"):
        out = cleaned(f"<div>{block}<p>{GERMAN}</p></div>", drop_dated_kickers)
        assert "201" in out, block
    late = cleaned(f"<div><p>{GERMAN}</p><div><span>02.02.2022</span> <span>A-Frauen</span></div><p>{GERMAN}</p></div>",
                   drop_dated_kickers)
    assert "A-Frauen" in late


def test_the_dated_kicker_of_an_article_page_goes_in_extract():
    html = ("<html><head><title>Tauchmesse abgesagt</title><meta property='og:type' content='article'></head><body>"
            "<main><article><div class='info'><span class='date'>24.01.2022</span> <span class='category'>Messen</span>"
            f"</div><h1>Tauchmesse abgesagt</h1><p>{GERMAN}</p><p>{GERMAN}</p></article></main></body></html>")
    doc = extract(html, markdown=False, detect_language=False)
    assert GERMAN in doc.text and "Messen" not in doc.text


def test_a_kicker_is_a_small_block_with_its_comments_counted():
    # the bound on a kicker's nodes counts comments too (KICKER_MAX_ELEMENTS), though the text count
    # that tells most blocks apart first bounds only its elements
    for comments, kept in ((120, True), (3, False)):
        root = parse_html("<html><head><title>T</title></head><body><div><div id='k'><span>02.02.2022</span> "
                          f"<span>A-Frauen</span></div><p>{GERMAN}</p></div></body></html>").getroot()
        kicker = root.find(".//div[@id='k']")
        for _ in range(comments):
            kicker.append(etree.Comment(" c "))
        drop_dated_kickers(root)
        assert ("A-Frauen" in render_text(root)) is kept, comments


def test_download_lines_with_a_size_or_type_go():
    for line in ("Download (123 KB)", "PDF (2,3 MB)", "Télécharger (PDF, 1 Mo)", "Herunterladen: PDF, 340 KB",
                 "Descargar (PDF)", "(PDF, 14.2 MB)"):
        out = cleaned(f"<div><p>{GERMAN}</p><p><a href='/f.pdf'>{line}</a></p></div>", drop_boilerplate_lines)
        assert GERMAN in out and line not in out, line


def test_a_lone_download_button_goes_but_not_in_a_sentence():
    out = cleaned(f"<div><p>{GERMAN}</p><div><a href='/f.zip'>Herunterladen</a></div></div>", drop_boilerplate_lines)
    assert GERMAN in out and "Herunterladen" not in out
    sentence = "Die Anleitung steht zum <a href='/f.pdf'>Download</a> bereit, gleich hier."
    out = cleaned(f"<div><p>{GERMAN}</p><p>{sentence}</p></div>", drop_boilerplate_lines)
    assert "zum Download bereit" in out


def test_sizes_and_downloads_in_prose_stay():
    for line in ("256 GB", "Download the app now and get 5 MB free.", "Downloads (2023)"):
        out = cleaned(f"<div><p>{GERMAN}</p><p>{line}</p></div>", drop_boilerplate_lines)
        assert line in out, line


def test_a_long_topic_line_goes():
    line = ("Themen: Kritik aus dem Internet, Neue Prognosen zum Virus aus London, Impfstoffzulassungen, "
            "Schulen und Kitas")
    assert len(line) > 100
    out = cleaned(f"<div><p>{GERMAN}</p><p>{line} <a href='/f.pdf'>Download (123 KB)</a></p></div>",
                  drop_boilerplate_lines)
    assert GERMAN in out and "Kritik aus dem Internet" not in out
    tags = "Tags: " + ", ".join(f"Stichwort {i}" for i in range(15))
    out = cleaned(f"<div><p>{GERMAN}</p><p>{tags}</p></div>", drop_boilerplate_lines)
    assert "Stichwort 3" not in out


def test_a_long_paragraph_opening_with_a_topic_label_stays():
    paragraph = ("Themen: Heute sprechen wir über die Krise, die Politik und die Wirtschaft in einer langen Folge. "
                 "Danach geht es weiter mit anderen Dingen, wie immer.")
    out = cleaned(f"<div><p>{GERMAN}</p><p>{paragraph}</p></div>", drop_boilerplate_lines)
    assert paragraph in out


def test_a_lightbox_label_goes_with_its_caption_box():
    for label in ("Vergrößern", "Zoom", "Agrandir", "Ampliar", "Ingrandisci", "Powiększ", "Vergroten", "Enlarge"):
        box = (f"<div class='description'><a class='btn' href='//img.example/4311932_original.jpg'><strong>{label}"
               "</strong></a><strong class='title'>Eine kleine runde Aussparung im Display.</strong>"
               "<div><span>© Erika Muster</span></div></div>")
        out = cleaned(f"<div><p>{GERMAN}</p>{box}<p>{GERMAN.upper()}</p></div>", drop_lightbox_captions)
        assert GERMAN in out and GERMAN.upper() in out and "Aussparung" not in out and label not in out, label


def test_a_lightbox_link_after_its_caption_goes_alone():
    out = cleaned(f"<div><p>{GERMAN}</p><p>Das neue Auto in Barcelona <a href='/b/auto.jpg' data-lightbox='g'>Zoom</a>"
                  "</p></div>", drop_lightbox_captions)
    assert "Das neue Auto in Barcelona" in out and "Zoom" not in out


def test_links_named_like_a_lightbox_but_opening_no_picture_stay():
    out = cleaned(f"<div><p><a href='https://zoom.example/'>Zoom</a> hat neue Zahlen vorgelegt.</p><p>{GERMAN}</p></div>",
                  drop_lightbox_captions)
    assert "Zoom hat neue Zahlen vorgelegt." in out


def test_newsletter_offers_by_mail_go():
    for offer in ("Tipps, Hilfe und Schnäppchen für dein Tier per E-Mail", "Nos bons plans par e-mail",
                  "The best deals by email"):
        out = cleaned(f"<div><p>{GERMAN}</p><h4>{offer}</h4></div>", drop_prompt_lines)
        assert GERMAN in out and offer not in out, offer


def test_sentences_about_mail_stay():
    for sentence in ("Die Rezepte schicken wir Ihnen gern per E-Mail.", "Kontakt per E-Mail",
                     "Schreiben Sie uns eine E-Mail"):
        out = cleaned(f"<div><p>{GERMAN}</p><p>{sentence}</p></div>", drop_prompt_lines)
        assert sentence in out, sentence


def test_an_article_closing_with_a_heading_over_a_box_that_went_loses_the_heading():
    page = ("<html><head><title>Radtour an der Spree</title><meta property='og:type' content='article'></head>"
            f"<body><main><article><h1>Radtour an der Spree</h1><p>{GERMAN}</p><p>{GERMAN}</p>"
            "<h3>Keine Lust alleine zu radeln?</h3></article></main></body></html>")
    doc = extract(page)
    assert GERMAN in doc.text and "Keine Lust" not in doc.text
