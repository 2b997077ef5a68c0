"""The chrome around an article's story that is not words of the story: press-contact boxes,
teaser cards under it. The fixtures are written here, modelled on the markup of news sites, press
release portals and associations' pages, in German and other languages."""
import pytest
from clean_modules import patch_clean

from beam_extract import extract
from beam_extract.clean import teasers
from beam_extract.clean.labelled import drop_labelled_sections
from beam_extract.clean.lines import drop_boilerplate_lines
from beam_extract.clean.page_chrome import is_skip_label
from beam_extract.clean.phrases import is_section_label
from beam_extract.clean.prompts import drop_prompt_lines
from beam_extract.clean.teasers import drop_teaser_runs
from beam_extract.parse import parse_html
from beam_extract.text import render_text

GERMAN = " ".join(["Der Verband stellte am Montag die Ergebnisse der Umfrage unter seinen Mitgliedern vor."] * 5)
ENGLISH = " ".join(["The association presented the results of the survey among its members on Monday."] * 5)
FRENCH = " ".join(["L'association a présenté lundi les résultats de l'enquête menée auprès de ses membres."] * 5)


def labelled(body: str) -> str:
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    drop_labelled_sections(root)
    return render_text(root)


def test_press_contact_labels_in_several_languages():
    for label in ("Pressekontakt", "Pressekontakt:", "Ansprechpartner Presse bei Muster AG", "Medienkontakt",
                  "Adresse für Rückfragen", "Media contact", "Press contacts", "Media enquiries", "Contact presse",
                  "Contacto de prensa", "Contatto stampa", "Perscontact", "Kontakt dla mediów", "Kontakt",
                  "Contact", "Contact us"):
        assert is_section_label(label), label
    # a heading that says more than the label, or a sentence, is no label
    assert not is_section_label("Kontakt zwischen Bund und Ländern wird enger")
    assert not is_section_label("Contact lenses: what the study found")


def test_also_see_and_quick_links_boxes_go():
    for label in ("Also see", "Quick Links", "Quick links:", "Liens rapides", "Enlaces rápidos", "Link rapidi",
                  "Snelle Links", "Szybkie linki", "Schnelllinks"):
        assert is_section_label(label), label
    assert not is_section_label("Also see how the survey was run") and not is_section_label("Quick links to forms")
    forms = "".join(f'<li><a href="https://forms.example/permit?type={n}">Permit application {n}</a></li>' for n in range(6))
    out = labelled(f'<div><p>{ENGLISH}</p><section class="widget"><h3><a href="/links">Quick Links</a></h3>'
                   f"<ol>{forms}</ol></section></div>")
    assert ENGLISH in out and "Permit application" not in out
    cards = "".join(f'<div><a href="/guidance/{n}"><span>Guidance</span> <time>17 Jan 2019</time>'
                    f"<h3>Another guidance page {n}</h3><div>Tips on the topic.</div></a></div>" for n in range(3))
    out = labelled(f"<div><p>{ENGLISH}</p><div><h2>Also see</h2><div>{cards}</div></div></div>")
    assert ENGLISH in out and "Another guidance page" not in out
    # prose under such a heading stays: a box goes only when it reads as one
    out = labelled(f"<div><p>{ENGLISH}</p><h2>Also see</h2><p>{FRENCH}</p></div>")
    assert FRENCH in out


def test_press_contact_box_under_a_press_release_goes():
    contact = ("<h3>Ansprechpartner Presse bei Muster AG</h3><p>Erika Muster<br>E-Mail: presse@muster.example"
               "<br>Telefon: +49 40 123 45 67</p>")
    out = labelled(f"<div><h2>Muster AG baut neues Werk</h2><p>{GERMAN}</p>{contact}</div>")
    assert GERMAN in out and "Muster AG baut" in out
    assert "Telefon" not in out and "Erika Muster" not in out


def test_media_contact_box_in_other_languages_goes():
    english = labelled(f"<div><p>{ENGLISH}</p><h4>Media contact</h4><p>Jane Doe<br>+1 555 0100<br>"
                       "jane@example.org</p></div>")
    assert ENGLISH in english and "Jane Doe" not in english
    french = labelled(f"<div><p>{FRENCH}</p><div class='titre'>Contact presse</div>"
                      "<div>Marie Dupont, 01 23 45 67 89, presse@exemple.fr</div></div>")
    assert FRENCH in french and "Marie Dupont" not in french


def test_contact_card_of_an_article_goes_in_a_whole_page():
    card = ("<div class='contact-teaser'><h3>Kontakt</h3><div><strong>Naher Osten, Nordafrika</strong><br>"
            "Leiterin: Erika Muster<br>Telefon: 089 1234-290<br>E-Mail: muster@example.org</div></div>")
    html = (f"<html><head><title>Interview</title></head><body><main><article><h1>Interview</h1><p>{GERMAN}</p>"
            f"<p>{GERMAN.upper()}</p>{card}</article></main></body></html>")
    out = extract(html, "https://verband.example/interview").text
    assert GERMAN in out
    assert "Naher Osten" not in out and "Telefon" not in out


def test_a_contact_heading_over_prose_stays():
    # A "Kontakt" section of prose (how to reach the office, on a service page) is content.
    prose = " ".join(["Sie erreichen unser Büro montags bis freitags, wir beantworten Ihre Fragen gerne ausführlich."] * 4)
    out = labelled(f"<div><p>{GERMAN}</p><h2>Kontakt</h2><p>{prose}</p></div>")
    assert "Kontakt" in out and prose in out


def prompts_dropped(body: str) -> str:
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    drop_prompt_lines(root)
    return render_text(root)


COOKIE_DE = ("Wir verwenden Cookies, um Ihnen ein optimales Webseiten-Erlebnis zu bieten. Dazu zählen Cookies, die für "
             "den Betrieb der Seite notwendig sind, sowie solche, die lediglich zu anonymen Statistikzwecken, für "
             "Komforteinstellungen oder zur Anzeige personalisierter Inhalte genutzt werden. Sie können selbst "
             "entscheiden, welche Kategorien Sie zulassen möchten. Weitere Informationen finden Sie in unserer "
             "Datenschutzerklärung.")
COOKIE_EN = ("This website uses cookies to improve your experience while you navigate through the website. Out of these, "
             "the cookies that are categorized as necessary are stored on your browser as they are essential for the "
             "working of basic functionalities of the website. We also use third-party cookies that help us analyze "
             "and understand how you use this website. Read more in our privacy policy.")


def test_a_cookie_box_longer_than_a_prompt_line_goes():
    assert 300 < len(COOKIE_DE) < 600 and 300 < len(COOKIE_EN) < 600
    german = prompts_dropped(f"<div><p>{GERMAN}</p><p>{GERMAN}</p><div class='notice'><div>{COOKIE_DE}</div>"
                             "<a href='#'>Alle akzeptieren</a></div></div>")
    assert GERMAN in german and "Cookies" not in german
    english = prompts_dropped(f"<div><p>{ENGLISH}</p><p>{ENGLISH}</p><section><p>{COOKIE_EN}</p></section></div>")
    assert ENGLISH in english and "cookies" not in english


def test_a_privacy_policy_paragraph_about_cookies_stays():
    # The same words as a paragraph of a privacy policy (a p, not a box around it) are its content.
    out = prompts_dropped(f"<div><h2>Datenschutz</h2><p>{COOKIE_DE}</p><p>{GERMAN}</p></div>")
    assert COOKIE_DE in out


def article(body: str) -> str:
    return ("<html><head><title>Bericht</title><meta property='og:type' content='article'></head><body>"
            f"<main><article><h1>Bericht</h1>{body}</article></main></body></html>")


def test_a_photo_caption_still_goes_on_an_article():
    photo = ("<figure><img src='a.jpg' alt=''><figcaption>Die Vorsitzende bei der Vorstellung der Ergebnisse in "
             "Berlin. Foto: Erika Muster</figcaption></figure>")
    out = extract(article(f"<p>{GERMAN}</p>{photo}<p>{GERMAN.upper()}</p>"), "https://news.example/umfrage").text
    assert GERMAN in out and "Vorsitzende" not in out


def undeclared(body: str) -> str:
    """A page that declares no kind (no og:type, no JSON-LD): a blog or a company's story page."""
    return f"<html><head><title>Bericht</title></head><body><main><h1>Bericht</h1>{body}</main></body></html>"


def test_a_photo_caption_goes_on_a_page_declaring_no_kind():
    photo = ("<figure class='w-richtext-figure-type-image'><div><img src='a.jpg' alt=''></div><figcaption>Die "
             "Vorsitzende bei der Vorstellung der Ergebnisse in Berlin.</figcaption></figure>")
    story = f"<p>{GERMAN}</p>{photo}<p>{GERMAN.upper()}</p><p>{ENGLISH}</p>"
    out = extract(undeclared(story), "https://verband.example/umfrage").text
    assert GERMAN in out and ENGLISH in out and "Vorsitzende" not in out
    # its picture gone already (lazy-loaded: an empty box), the caption still goes
    lazy = photo.replace("<img src='a.jpg' alt=''>", "")
    out = extract(undeclared(story.replace(photo, lazy)), "https://verband.example/umfrage").text
    assert GERMAN in out and "Vorsitzende" not in out


def test_captions_that_are_text_or_a_page_of_pictures_stay():
    # a diagram's caption holding code (documentation), a figure with text besides its caption
    code = "<figure><img src='d.png'><figcaption>Each <code>Button</code> keeps its own count</figcaption></figure>"
    card = "<figure><img src='c.jpg'><h3>Erneuter Verzicht</h3><figcaption>Die Mannschaft beim Training</figcaption></figure>"
    out = extract(undeclared(f"<p>{GERMAN}</p>{code}{card}<p>{ENGLISH}</p>"), "https://docs.example/state").text
    assert "keeps its own count" in out and "beim Training" in out
    # a photo tour: a picture for every few sentences, the captions are what the page says of them
    tour = "".join(f"<p>{ENGLISH[:160]}</p><figure><img src='{i}.jpg'><figcaption><b>Westviertel</b> Das alte "
                   f"Hammerwerk, Blick {i}</figcaption></figure>" for i in range(8))
    out = extract(undeclared(tour), "https://stadt.example/westviertel").text
    assert "Das alte Hammerwerk, Blick 3" in out


def test_an_italic_caption_under_a_picture_past_a_line_break_goes():
    # hand-written markup: the picture, a line break, the caption in italics, the story going on
    caption = "KL 26, Baujahr 1940, von der Feuerwehr bis 1970 genutzt. Seitdem in Sammlerhand."
    for shape in (f"<img src='b.jpg' alt=''><br /> <em>{caption}<br /></em><br /> ",
                  f"<a href='b.jpg'><img src='b.jpg'></a><br><i><sub>Abbildung 4: {caption}</sub></i><br>"):
        story = f"<p>{GERMAN}<br /><br />{shape}{GERMAN.upper()}</p><p>{ENGLISH}</p>"
        for page in (undeclared(story), article(story)):
            out = extract(page, "https://verband.example/fahrzeuge").text
            assert GERMAN in out and GERMAN.upper() in out and "Sammlerhand" not in out, shape
    # italics going on in the line after a picture, or after words, are the story's
    for kept in (f"<img src='b.jpg'><br><em>{caption}</em> und so weiter.",
                 f"<img src='b.jpg'> Wie man sieht: <em>{caption}</em><br>"):
        out = extract(undeclared(f"<p>{GERMAN}<br>{kept}</p><p>{ENGLISH}</p>"), "https://verband.example/f").text
        assert "Sammlerhand" in out, kept


def lines_dropped(body: str) -> str:
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    drop_boilerplate_lines(root)
    return render_text(root)


def test_a_rating_inputs_star_labels_and_prompt_go_and_a_rating_stays():
    stars = "".join(f'<a class="star off" href="#">{n} of 5 stars</a>' for n in range(1, 6))
    row = (f'<tr><td><a href="/book/1">The Book Thief</a><br><span>4.39 avg rating</span>'
           f'<div class="stars" data-rating="0">{stars}</div></td></tr>')
    out = lines_dropped(f"<div><p>{ENGLISH}</p><table>{row * 3}</table></div>")
    assert "of 5 stars" not in out and "The Book Thief" in out
    prompt = '<div class="rating"><span>Rate this book</span><div class="clearRating">Clear rating</div></div>'
    out = lines_dropped(f"<div><p>{ENGLISH}</p>{prompt}<p>Diesen Artikel bewerten:</p><p>Évaluez cet article</p></div>")
    assert "Rate this book" not in out and "Clear rating" not in out and "bewerten" not in out and "Évaluez" not in out
    out = lines_dropped(f"<div><p>{ENGLISH}</p><p>Rate this book after you read it, and tell us why.</p></div>")
    assert "Rate this book after you read it" in out
    german = "".join(f'<button type="button">{n} von 5 Sternen</button>' for n in range(1, 6))
    out = lines_dropped(f"<div><p>{GERMAN}</p><div><span>{german.replace('button', 'span')}</span></div></div>")
    assert "von 5 Sternen" not in out
    # a rating given: its decimal, its count, or the sentence it stands in
    rating = ("<p>4.5 out of 5 stars</p><p>Rated 5 out of 5 stars. 4 total votes</p>"
              "<p>Readers gave it 4 out of 5 stars on average.</p>")
    out = lines_dropped(f"<div><p>{ENGLISH}</p>{rating}</div>")
    assert "4.5 out of 5 stars" in out and "Rated 5 out of 5 stars" in out and "Readers gave it" in out


def test_a_galleries_close_control_and_caption_toggle_go():
    bar = '<div class="captionlink fade"><p class="open">Caption</p><p class="close">Close</p></div>'
    out = lines_dropped(f"<div>{bar}<p>{ENGLISH}</p></div>")
    assert out.strip() == ENGLISH
    for label in ("Schließen", "Fermer", "Cerrar", "Zamknij", "Close gallery", "Show caption", "Закрыть"):
        out = lines_dropped(f"<div><p>{GERMAN}</p><div class='lightbox'><span>{label}</span></div><p>{ENGLISH}</p></div>")
        assert GERMAN in out and ENGLISH in out and label not in out, label
    out = lines_dropped(f'<div><p>{ENGLISH}</p><p><a href="#" class="close">Close</a></p></div>')
    assert "Close" not in out.replace(ENGLISH, "")


def test_close_as_a_name_a_link_or_a_sentence_stays():
    kept = ('<h5><a href="/company/close/jobs">Close</a></h5>',  # an employer's name
            '<p><a href="/c"><span>Close</span></a></p>',
            '<ul><li><a href="/docs/WebSocket/close_event"><code>close</code></a></li></ul>',  # an event's name
            '<p>Close the door before you leave.</p>')
    for markup in kept:
        out = lines_dropped(f"<div><p>{ENGLISH}</p>{markup}</div>")
        assert "lose" in out.replace(ENGLISH, ""), markup
    nested = "<span>" * 300 + '<a href="/company/close">Close</a>' + "</span>" * 300
    assert "Close" in lines_dropped(f"<div><p>{ENGLISH}</p><p>{nested}</p></div>")


def test_a_media_players_label_alone_on_its_line_goes():
    for label in ("Watch video 02:17", "Play Video", "Watch Now", "Listen to this Podcast", "Video abspielen (1:02:10)",
                  "Audio anhören", "Regarder la vidéo", "Ver vídeo 3:45", "Odtwórz wideo", "Смотреть видео"):
        out = lines_dropped(f"<div><p>{GERMAN}</p><div class='media'><span>{label}</span></div><p>{ENGLISH}</p></div>")
        assert GERMAN in out and ENGLISH in out and label not in out, label
    # the words in a sentence, or a heading naming a video, stay
    for kept in ("Watch the video to see how the survey was run.", "Video abspielen: so geht es auf dem Fernseher"):
        out = lines_dropped(f"<div><p>{GERMAN}</p><p>{kept}</p></div>")
        assert kept in out, kept


def test_boilerplate_lines_in_a_layout_tables_cells_go():
    german = lines_dropped(f"<table><tr><td>{GERMAN}</td></tr><tr><td width='60%'>Kommentare insgesamt: <b>0</b></td>"
                           "<td align='right'></td></tr><tr><td>Kategorie: Allgemein</td></tr></table>")
    assert GERMAN in german and "Kommentare insgesamt" not in german and "Kategorie" not in german
    english = lines_dropped(f"<table><tr><td>{ENGLISH}</td></tr><tr><td>Views: 184</td><td></td></tr></table>")
    assert ENGLISH in english and "Views" not in english


def test_a_data_tables_cell_that_reads_as_a_line_stays():
    # A book's table of contents: chapter 14 is named "Werbung" (an ad label when alone on a line).
    toc = ("<table><tr><td>13</td><td>Marketing</td><td>S. 190 – 207</td></tr>"
           "<tr><td>14</td><td>Werbung</td><td>S. 208 – 212</td></tr></table>")
    out = lines_dropped(f"<p>{GERMAN}</p>{toc}")
    assert "Werbung" in out and "Marketing" in out


# --- Dated teaser cards for other pages, under no label (drop_teaser_runs) ---------------------------

POLISH = " ".join(["Stowarzyszenie przedstawiło w poniedziałek wyniki ankiety przeprowadzonej wśród członków."] * 5)


def teasers_dropped(body: str) -> str:
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    drop_teaser_runs(root)
    return render_text(root)


def block_link_cards(items: list) -> str:
    """Cards each wholly one link: a date, a headline and a line of summary (a Drupal view's rows)."""
    return "".join(f'<div class="views-row"><a href="/{slug}"><div class="teaser"><div class="authored">{date}</div>'
                   f"<h2>{title}</h2><p>{summary}</p></div></a></div>" for slug, date, title, summary in items)


GERMAN_CARDS = [
    ("appell", "10.11.2021", "Menschenrechte achten", "Ein Appell an die nächste Bundesregierung."),
    ("sucht", "10.11.2021", "Suchtberatung wirkt", "Zum zweiten bundesweiten Aktionstag Suchtberatung."),
    ("tagung", "09.11.2021", "Fachtagung 2021", "Eine gemeinsame Veranstaltung mehrerer Verbände."),
]


def test_dated_teaser_cards_after_a_german_notice_go():
    out = teasers_dropped(f"<article><h1>Appell</h1><p>{GERMAN}</p>"
                          f'<div class="marginal"><div class="artikel-liste">{block_link_cards(GERMAN_CARDS)}</div></div>'
                          "</article>")
    assert GERMAN in out
    assert "Suchtberatung wirkt" not in out and "Fachtagung" not in out and "10.11.2021" not in out


def test_a_grid_of_dated_posts_under_a_french_article_goes():
    cards = "".join(f'<li class="grid-item"><time datetime="2022-02-0{n}">0{n}.02.2022</time>'
                    f'<a href="https://asso.example/actu-{n}/"><h3>Actualité numéro {n} de la fédération</h3></a>'
                    f"<p>Résumé de l'actualité {n} de la fédération…</p></li>" for n in range(1, 5))
    out = teasers_dropped(f'<div class="post"><p>{FRENCH}</p></div><section class="post-related"><ul class="grid">'
                          f"{cards}</ul></section>")
    assert FRENCH in out
    assert "Actualité numéro" not in out and "Résumé" not in out


def test_polish_and_english_cards_with_written_dates_go():
    polish = "".join(f'<div class="card"><h3><a href="/wiadomosci/{n}">Wiadomość numer {n} ze stowarzyszenia</a></h3>'
                     f"<span>{n} marca 2021</span><p>Krótkie streszczenie wiadomości.</p></div>" for n in range(1, 4))
    out = teasers_dropped(f"<div><p>{POLISH}</p><div>{polish}</div></div>")
    assert POLISH in out and "Wiadomość numer" not in out
    english = "".join(f'<article><h2><a href="/news/{n}">News item {n} of the association</a></h2>'
                      f"<p>March {n}, 2024</p></article>" for n in range(1, 4))
    out = teasers_dropped(f"<div><p>{ENGLISH}</p><section>{english}</section></div>")
    assert ENGLISH in out and "News item" not in out


def test_cards_dated_with_a_space_padded_day_go():
    # strftime's "%b %e, %Y" pads a day below 10 with a space ("Mar  3, 2026": a Shopify theme's blog
    # carousel under a post); every card of the run must read as dated, or the run stays whole
    cards = "".join(f'<div class="swiper-slide"><div class="article-item"><h3><a href="/blogs/news/post-{n}">'
                    f"Another post of the shop's blog, number {n}</a></h3><div>A line of the post's excerpt.</div>"
                    f'<div class="article-item__date">{date}</div></div></div>'
                    for n, date in enumerate(("Mar  3, 2026", "Feb 26, 2026", "Feb  6, 2026", "Jan 19, 2026")))
    out = teasers_dropped(f'<div><p>{ENGLISH}</p><section class="blog-carousel"><div class="swiper-wrapper">'
                          f"{cards}</div></section></div>")
    assert ENGLISH in out and "Another post" not in out and "Mar 3" not in out


def test_cards_dated_by_month_and_year_go():
    # a guides grid under a guide prints each card's month and year only ("November 2025, 3 min read")
    cards = "".join(f'<div class="article-block"><div class="article-content"><span class="tag">Living with it</span>'
                    f'<h6><a href="/guides/guide-{n}">Another guide of the site, number {n}</a></h6>'
                    f'<div><a href="/guides/guide-{n}"><p>A line of the guide.</p>...</a></div>'
                    f"<div>{date}, {n} min read</div></div></div>"
                    for n, date in enumerate(("November 2025", "Oct. 2025", "Oktober 2025"), start=3))
    out = teasers_dropped(f'<div><p>{ENGLISH}</p><h2>More Guides</h2><div class="grid">{cards}</div></div>')
    assert ENGLISH in out and "Another guide" not in out and "min read" not in out


def test_a_month_named_word_before_a_year_is_no_date():
    # whole month names or their abbreviations only: "Marathon 2025" or "Mayor 2024" date no card
    for text in ("Marathon 2025", "The Mayor 2024 report", "Decade 2020", "Augmented 2026", "May 20245"):
        assert teasers._WRITTEN_DATE.search(text) is None, text
    for text in ("November 2025, 3 min read", "Mar. 2024", "März 2023", "septembre 2022", "in May 2024"):
        assert teasers._WRITTEN_DATE.search(text) is not None, text
    # a year-led date written with slashes, as a card's date line prints it ("2025/12/20")
    assert teasers._WRITTEN_DATE.search("Home Solutions 2025/12/20").group() == "2025/12/20"
    assert teasers._WRITTEN_DATE.search("files/2025/12/200") is None


PAGE_URL = "https://guide.example/wedding-ideas/the-checklist"


def sibling_cards(hrefs, line: str = "A line on what the other guide holds for its readers.") -> str:
    """Undated teaser cards, one `div` each (`hr` between them), linking the pages at `hrefs`."""
    return "<hr>".join(f'<div class="row"><article class="card"><h3><a href="{href}">Another guide, number {n}</a></h3>'
                       f"<p>{line}</p></article></div>" for n, href in enumerate(hrefs))


SIBLINGS = ["/wedding-ideas/budget", "https://guide.example/wedding-ideas/90-days/", "/wedding-ideas/elopement"]


def sibling_teasers_dropped(body: str, url: str = PAGE_URL) -> str:
    root = parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()
    drop_teaser_runs(root, siblings_of=url)
    return render_text(root)


def test_undated_cards_for_the_pages_beside_this_one_go_after_its_prose():
    # a "Collect them all!" run of cards with no date, each for a page in the folder holding this one
    page = f"<main><h1>The checklist</h1><p>{ENGLISH}</p><h3>Collect them all!</h3>{sibling_cards(SIBLINGS)}<hr></main>"
    out = sibling_teasers_dropped(page)
    assert ENGLISH in out and "Another guide" not in out and "what the other guide holds" not in out
    assert "Another guide, number 1" in teasers_dropped(page)  # undated: the dated rule keeps them
    document = extract(f"<html><body>{page}</body></html>", url=PAGE_URL)
    assert "The association presented" in document.text and "Another guide" not in document.text


def test_undated_cards_stay_unless_a_run_for_the_pages_beside_this_one_ends_the_prose():
    cards = sibling_cards(SIBLINGS)
    # the page's own offerings, with prose after them
    out = sibling_teasers_dropped(f"<main><p>{ENGLISH}</p>{cards}<p>{ENGLISH}</p></main>")
    assert "Another guide, number 2" in out
    # cards set between the story's paragraphs, one by one
    spread = "".join(f"<p>{ENGLISH}</p>{card}" for card in sibling_cards(SIBLINGS).split("<hr>"))
    assert "Another guide, number 2" in sibling_teasers_dropped(f"<main>{spread}</main>")
    # cards for pages of another folder, or below this page (its own sub-pages), or this page itself
    for hrefs in (["/shop/a", "/shop/b", "/shop/c"], [PAGE_URL + "/a", PAGE_URL + "/b", PAGE_URL + "/c"],
                  ["/wedding-ideas/a", "/wedding-ideas/b", "/wedding-ideas/the-checklist"],
                  ["https://other.example/wedding-ideas/a", "/wedding-ideas/b", "/wedding-ideas/c"]):
        assert "Another guide, number 2" in sibling_teasers_dropped(f"<main><p>{ENGLISH}</p>{sibling_cards(hrefs)}</main>")
    # a page at the site's root has no folder of siblings; a URL that does not parse is no page's
    for url in ("https://guide.example/", "https://guide.example/checklist", "http://[broken/x/y"):
        assert "Another guide, number 2" in sibling_teasers_dropped(f"<main><p>{ENGLISH}</p>{cards}</main>", url)


def test_a_blog_index_of_dated_cards_stays():
    # the cards are the page's content: nothing before them, or more cards before them
    index = block_link_cards(GERMAN_CARDS * 2)
    out = teasers_dropped(f"<div><h1>Aktuelles</h1>{index}</div>")
    assert "Suchtberatung wirkt" in out
    long_card = ('<article><h2><a href="/post/0">Der erste Beitrag im Blog des Verbands</a></h2>'
                 f"<p>03.02.2022</p><p>{GERMAN}</p></article>")
    short_cards = "".join(f'<article><h2><a href="/post/{n}">Beitrag {n}</a></h2><p>0{n}.01.2022</p></article>'
                          for n in range(1, 4))
    out = teasers_dropped(f"<main>{long_card * 2}<div>{short_cards}</div></main>")
    assert "Beitrag 1" in out and "Beitrag 3" in out


def test_a_listicles_linked_items_without_dates_stay():
    items = "".join(f'<div class="item"><h3><a href="https://shop.example/machine-{n}">Sewing machine {n}</a></h3>'
                    f"<p>A good machine for beginners, with many stitches and a light frame.</p></div>" for n in range(1, 5))
    out = teasers_dropped(f"<div><p>{ENGLISH}</p><div>{items}</div></div>")
    assert "Sewing machine 3" in out


def titled_cards(count: int, title_class: str = "title") -> str:
    """A newspaper's "also in the news" cards: the linked title in a box its class names a title, no
    heading; a section, an author, a date and the story's first words, heavily indented."""
    pad = "\n\t\t\t\t\t\t"
    return "".join(
        f'<article class="article article_{n}">{pad}<div class="categories">{pad}Front Page{pad}</div>'
        f'{pad}<div class="{title_class}">{pad}<a href="https://paper.example/2025/12/19/story-{n}/">{pad}'
        f"Story number {n} of the day{pad}</a>{pad}</div>{pad}<div class=\"author\">{pad}Webmaster{pad}</div>"
        f'{pad}<div class="date">{pad}December 19, 2025{pad}</div>{pad}<div class="body">{pad}THE STORY {n} '
        f"opens with its first line, cut short...{pad}</div>{pad}</article>" for n in range(1, 7))


def test_dated_cards_whose_titles_sit_in_a_title_box_go():
    story = f"<p>{ENGLISH}</p>" * 3
    out = teasers_dropped(f'<div><article class="post">{story}</article><div class="label">ALSO IN THE NEWS</div>'
                          f'<section class="widget">{titled_cards(6)}</section></div>')
    assert ENGLISH in out
    assert "Story number" not in out and "THE STORY" not in out and "Webmaster" not in out
    out = teasers_dropped(f'<div>{story}<section>{titled_cards(6, "entry-title")}</section></div>')
    assert ENGLISH in out and "THE STORY" not in out
    # a box whose class holds the word inside another ("subtitle") names no title: the cards stay
    out = teasers_dropped(f'<div>{story}<section>{titled_cards(6, "subtitle")}</section></div>')
    assert "THE STORY 3" in out


def test_title_box_cards_are_measured_without_their_indentation():
    """The guard compares the cards' visible characters with the region's: the cards' indentation
    (six tabs between their pieces) would make them outweigh a story as long as they are."""
    story = " ".join(["The institute opened enrolment for its language courses this week."] * 12)
    out = teasers_dropped(f"<div><article><p>{story}</p></article><section>{titled_cards(6)}</section></div>")
    assert story in out and "THE STORY" not in out


def test_teaser_cards_under_an_article_go_in_a_whole_page():
    page = (f"<html><head><title>Menschenrechte achten</title></head><body><nav><a href='/'>Start</a></nav>"
            f"<article><h1>Menschenrechte achten</h1><p>{GERMAN}</p><p>{GERMAN}</p>"
            f'<div class="columns marginal"><div class="artikel-liste">{block_link_cards(GERMAN_CARDS)}</div></div>'
            "</article><footer>Impressum</footer></body></html>")
    doc = extract(page, "https://verband.example/menschenrechte-achten")
    assert GERMAN in doc.text
    assert "Suchtberatung wirkt" not in doc.text and "Fachtagung" not in doc.text


# --- A blog post's filing line (PROMPT_FAMILIES["filing"]) ------------------------------------------

FILING_DE = ('<p class="postmetadata alt"><small>Der Beitrag wurde am Mittwoch, den 27. November 2019 um 15:21 Uhr '
             'veröffentlicht und wurde unter <a href="/c/allgemein">Allgemein</a>, <a href="/c/region">Region Halle - '
             'Leipzig</a>, <a href="/c/events">Tastings &amp; Events</a> abgelegt. Du kannst die Kommentare zu diesen '
             'Eintrag durch den <a href="/feed">RSS 2.0</a> Feed verfolgen. Kommentare sind derzeit geschlossen, aber '
             'Du kannst dennoch einen <a href="/trackback">Trackback</a> auf deiner Seite einrichten.</small></p>')
FILING_EN = ('<p class="postmetadata">This entry was posted on Wednesday, November 27th, 2019 at 3:21 pm and is filed '
             'under <a href="/c/news">News</a>, <a href="/c/events">Events</a>. You can follow any responses to this '
             'entry through the <a href="/feed">RSS 2.0</a> feed. Both comments and pings are currently closed, but '
             'you can leave a trackback from your own site.</p>')


def test_a_posts_filing_line_goes_in_german_and_english():
    out = prompts_dropped(f"<div><p>{GERMAN}</p>{FILING_DE}</div>")
    assert GERMAN in out and "abgelegt" not in out and "geschlossen" not in out
    out = prompts_dropped(f"<div><p>{ENGLISH}</p>{FILING_EN}</div>")
    assert ENGLISH in out and "filed under" not in out


def test_a_story_sentence_about_a_publication_stays():
    story = ("<p>Der Beitrag wurde am Montag in der Fachzeitschrift veröffentlicht und löste eine lange Debatte unter "
             "den Mitgliedern des Verbands aus, die bis in den Herbst andauerte und in einer Satzungsänderung endete, "
             "über die die Versammlung im November abstimmen wird, nachdem der Vorstand seinen Bericht vorgelegt hat.</p>")
    out = prompts_dropped(f"<div><p>{GERMAN}</p>{story}</div>")
    assert "Fachzeitschrift veröffentlicht" in out


def test_teaser_list_containers_are_counted_once_each(monkeypatch):
    """_teaser_lists asks each ancestor of the headlines once whether it holds enough children: a
    headline's climb stops where an earlier one's passed (every card under the same deep wrappers),
    and the lists found are the same."""
    from beam_extract import clean

    wrappers = "".join("<div>" for _ in range(12))
    html = (f"<article><h1>Appell</h1><p>{GERMAN}</p>{wrappers}<div class='artikel-liste'>"
            f"{block_link_cards(GERMAN_CARDS)}</div>{''.join('</div>' for _ in range(12))}</article>")
    asked: list = []
    counted = teasers._holds_at_least
    patch_clean(monkeypatch, "_holds_at_least", lambda el, count: asked.append(el) or counted(el, count))
    root = parse_html(f"<html><head><title>T</title></head><body>{html}</body></html>").getroot()
    body = clean.content_body(root)
    runs = teasers._teaser_lists(body, teasers._linked_headlines(body))
    assert len(asked) == len({id(el) for el in asked})  # the elements are held in `asked`: ids stay theirs
    assert [[card.get("class") for card in run] for run in runs] == [["views-row"] * 3]


@pytest.mark.parametrize("label", [
    "Skip to main content", "Skip images", "Skip this section", "Skip To Product Results",
    "Zum Inhalt springen", "Aller au contenu", "Passer au contenu principal", "Saltar al contenido",
    "Przejdź do treści", "Vai al contenuto", "Naar inhoud springen", "Pular para o conteúdo"])
def test_skip_labels(label):
    assert is_skip_label(label)


@pytest.mark.parametrize("text", ["Skipping", "Skip", "Skipper's guide to the harbour", "Zum Beispiel",
                                  "Aller simple", "Ir al mercado"])
def test_words_that_are_no_skip_label(text):
    assert not is_skip_label(text)


def test_skip_links_named_otherwise_go_and_a_sentence_saying_skip_stays():
    """A shop's product page: a skip link before its gallery and one before a slider, named after the
    shop's own components (no "skip-link" name); a paragraph's "skip ahead" link is its sentence's."""
    page = """<!DOCTYPE html><html><head><title>Oak desk</title></head><body>
<header><a href="/">Home</a></header>
<div class="product-page"><a class="gallery-skip" href="#after-gallery">Skip images</a>
<div class="gallery"><img src="/a.jpg" alt=""></div><span id="after-gallery"></span>
<h1>Oak writing desk</h1>
<p>A solid oak writing desk with two drawers and rounded corners, oiled by hand in our workshop.</p>
<p>If you only need the measurements, you can <a href="#sizes">skip ahead</a> to the table below.</p>
<div class="slider-box"><a class="pub-skip-btn" href="#after-slider">Skip listing</a><p id="sizes">Width 120 cm,
depth 60 cm, height 75 cm. The drawers run on steel rails and close softly.</p></div>
</div><footer><a href="/about">About</a></footer></body></html>"""
    doc = extract(page, "https://shop.example/p/oak-desk")
    assert doc is not None
    assert "Skip images" not in doc.text and "Skip listing" not in doc.text
    assert "you can skip ahead to the table below" in doc.text
    assert "solid oak writing desk" in doc.text and "Width 120 cm" in doc.text


# A framework's noscript copy of what its script draws (a Next.js story rendered for readers without
# scripts beside the hydrated one) is read once; a noscript holding text the page shows nowhere else
# is what such a reader sees, and of two noscripts holding the same text one is read.
STORY = ("The harbour board met on Tuesday to settle the dredging plan, after three years of surveys and a long "
         "winter of hearings in the town hall. ",
         "Fishermen asked for the work to wait until the autumn, when the boats are laid up and the channel "
         "is quiet; the board agreed to start in October. ")


def test_a_noscript_copy_of_the_story_is_read_once():
    story = "".join(f"<p>{paragraph}</p>" for paragraph in STORY)
    page = (f"<html><head><title>Dredging</title></head><body><main><article><h1>Dredging to start in October</h1>"
            f"<div class='story'>{story}</div><noscript><div>{story}</div></noscript></article></main></body></html>")
    text = extract(page, "https://harbour.example/news/dredging").text
    for paragraph in STORY:
        assert text.count(paragraph.strip()) == 1


def test_noscripts_holding_text_shown_nowhere_else_are_read():
    story = "".join(f"<p>{paragraph}</p>" for paragraph in STORY)
    for copies in (1, 2):
        page = ("<html><head><title>Dredging</title></head><body><main><h1>Dredging to start in October</h1>"
                "<div id='app'></div>" + f"<noscript><div>{story}</div></noscript>" * copies + "</main></body></html>")
        text = extract(page, "https://harbour.example/news/dredging").text
        for paragraph in STORY:
            assert text.count(paragraph.strip()) >= 1, copies


def test_a_hidden_markdown_copy_of_the_story_is_read_once():
    # an Astro blog's raw Markdown of the post, hidden, for a "Copy as Markdown" button: past the guard
    # (over half the region's text), it is no content a script reveals, as the rest shows its words
    story = "".join(f"<p>{paragraph}</p>" for paragraph in STORY)
    markdown = ("# Dredging to start in October\n\n_By the harbour desk_\n\n"
                + "\n\n".join(STORY[0].replace("harbour board", "[harbour board](https://harbour.example/board)")
                              if i == 0 else paragraph for i, paragraph in enumerate(STORY)))
    page = (f"<html><head><title>Dredging</title></head><body><main><article><h1>Dredging to start in October</h1>"
            "<div class='byline'>By the harbour desk <button>Copy as Markdown</button></div>"
            f"<div class='story'>{story}</div></article>"
            f"<pre aria-hidden='true' class='rawMarkdown' id='raw-markdown' hidden>{markdown}</pre></main></body></html>")
    text = extract(page, "https://harbour.example/news/dredging").text
    for paragraph in STORY:
        assert text.count(paragraph.strip()) == 1
    assert "[harbour board]" not in text and "# Dredging" not in text
    # hidden text past the guard that the page shows nowhere else stays (a script reveals it)
    hidden = page.replace(markdown, "The second part of the report, on the fish stocks of the bay, was read to the "
                                    "board by its author, who asked for a new survey of the channel in the spring. " * 3)
    assert "fish stocks of the bay" in extract(hidden, "https://harbour.example/news/dredging").text


# Google's `data-nosnippet` marks what a search result must not quote: a site's chrome (a help line,
# a sponsored banner, a code sample's copy), not its story.
def test_blocks_marked_nosnippet_go_but_a_story_marked_whole_stays():
    page = f"""<!DOCTYPE html><html><head><title>Umfrage</title><meta property="og:type" content="article"></head>
<body><article><h1>Umfrage</h1><p>{GERMAN}</p>
<div data-nosnippet><p>Brauchen Sie Hilfe bei der Planung? Rufen Sie uns an: 0800 123 456 (8 bis 20 Uhr).</p></div>
<p>{ENGLISH}</p><section data-nosnippet="true">Gesponsert: Dieses Angebot wird Ihnen angezeigt.</section>
<span data-nosnippet="false">Die Umfrage lief vom 1. bis 14. März.</span><p>{FRENCH}</p></article></body></html>"""
    doc = extract(page, "https://verband.example/umfrage")
    assert GERMAN in doc.text and ENGLISH in doc.text and FRENCH in doc.text
    assert "Rufen Sie uns an" not in doc.text and "Gesponsert" not in doc.text
    assert "Die Umfrage lief vom 1. bis 14. März." in doc.text
    paywalled = f"""<!DOCTYPE html><html><head><title>Umfrage</title><meta property="og:type" content="article">
</head><body><article><h1>Umfrage</h1><p>Der Verband legt seine Zahlen vor.</p>
<div data-nosnippet><p>{GERMAN}</p><p>{ENGLISH}</p></div></article></body></html>"""
    doc = extract(paywalled, "https://verband.example/umfrage")
    assert GERMAN in doc.text and ENGLISH in doc.text


# A site's copyright notice left in the content as a line of its own goes on a page that is no
# article (a help topic, a product page); a story's closing wire notice stays, as do a picture's
# credit and a citation's year in a sentence.
HELP_TOPIC = ("This tutorial shows how to build the surfaces of a pair of headphones from profile curves: the band "
              "is swept along a rail, the ear cups are lofted and the cushions extruded.")


def help_page(notice: str, kind: str = "") -> str:
    head = f'<meta property="og:type" content="{kind}">' if kind else ""
    return (f"<html><head><title>Headphones</title>{head}</head><body><main><h1>Headphones</h1><p>{HELP_TOPIC}</p>"
            f"<p>{HELP_TOPIC}</p>{notice}</main><footer><a href='/about'>About</a></footer></body></html>")


@pytest.mark.parametrize("notice", [
    "<p class='NormalTiny'>Rhino for Windows © 2010-2018 Robert McNeel &amp; Associates. <span>24-Nov-2021</span></p>",
    "<div><small>© 2026 Muster AG. Alle Rechte vorbehalten.</small></div>",
    "<p>Copyright © 2024 Exemple SA. Tous droits réservés.</p>",
    "<p>© Copyright 2025 Ejemplo S.L. Todos los derechos reservados.</p>",
])
def test_a_copyright_notice_line_goes_on_a_page_that_is_no_article(notice):
    doc = extract(help_page(notice), "https://docs.example/headphones")
    assert doc is not None and HELP_TOPIC in doc.text
    assert "©" not in doc.text and "2010-2018" not in doc.text


def test_a_wire_notice_closing_a_story_stays():
    notice = ("<p>© 2019 Associated Press. All Rights Reserved. This material may not be published, broadcast, "
              "rewritten, or redistributed.</p>")
    doc = extract(help_page(notice, kind="article"), "https://news.example/story")
    assert doc is not None and "Associated Press. All Rights Reserved" in doc.text


@pytest.mark.parametrize("line", [
    "<p>Photo https://media.example/photos © 2024 Hinterland of Things</p>",
    "<p>Eight garages and their hardware (New Britain, Conn.: Stanley Works, ©1919., 1919), by Stanley Works.</p>",
    "<p>The band was first released in 2019 © under licence, with <b>© 2020 Muster AG</b> on the box.</p>",
])
def test_a_credit_or_a_notice_inside_a_sentence_stays(line):
    doc = extract(help_page(line), "https://docs.example/headphones")
    assert doc is not None and "©" in doc.text


def test_a_box_of_many_svgs_is_read_in_linear_time():
    # each svg's box listed all its children to tell an icon box: n svgs side by side read n x n
    # (5,000 boxes each beside an svg, 10.8 s; hostile53b, 2026-12-07)
    from cpu_budget import within_growth
    from lxml import etree

    from beam_extract.clean import page_chrome

    def prepare(count: int):
        body = etree.fromstring("<body><main>" + "<div><p>word here</p></div><svg></svg>" * count + "</main></body>",
                                etree.HTMLParser()).find("body")
        return lambda: len(page_chrome._icon_separated_boxes(body))

    small, large = within_growth(9, prepare, 500, 2_000)  # x4 the svgs: x16 when quadratic
    assert small[0] == large[0] == 1  # the box holding the svgs
