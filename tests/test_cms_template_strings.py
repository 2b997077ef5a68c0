"""The strings WordPress's core, Jetpack, Joomla and the common themes print around a post, in the
wording of their own translations (the "Template strings of 2026-12-03 (te28)" in `clean`): each goes
on a synthetic page in its language, and a sentence or heading using the same words stays."""
import pytest
from clean_modules import patch_clean
from test_cms_labels import labelled, lines_dropped
from test_cms_labels_more_languages import prose

from beam_extract.clean import clean_content
from beam_extract.clean.line_heads import LINE_STARTS
from beam_extract.clean.line_verdicts import judge_line
from beam_extract.clean.phrases import is_section_label
from beam_extract.clean.prompt_families import holds_a_prompt
from beam_extract.parse import parse_html
from beam_extract.text import render_text


def cleaned(body: str) -> str:
    root = parse_html(f"<html><body><article>{body}</article></body></html>").getroot()
    clean_content(root)
    return render_text(root)


# The note over WordPress's comment form, the checkbox under it and the moderation notice, left in the
# region by a theme whose form box has no name the framing knows.
COMMENT_FORM = {
    "en": ["Your email address will not be published. Required fields are marked *",
           "Save my name, email, and website in this browser for the next time I comment.",
           "Your comment is awaiting moderation."],
    "de": ["Deine E-Mail-Adresse wird nicht veröffentlicht. Erforderliche Felder sind mit * markiert",
           "Ihre E-Mail-Adresse wird nicht veröffentlicht.",
           "Meinen Namen, meine E-Mail-Adresse und meine Website in diesem Browser für die nächste Kommentierung speichern.",
           "Dein Kommentar muss noch freigegeben werden."],
    "fr": ["Votre adresse e-mail ne sera pas publiée. Les champs obligatoires sont indiqués avec *",
           "Enregistrer mon nom, mon e-mail et mon site dans le navigateur pour mon prochain commentaire.",
           "Votre commentaire est en attente de modération."],
    "es": ["Tu dirección de correo electrónico no será publicada. Los campos obligatorios están marcados con *",
           "Guarda mi nombre, correo electrónico y web en este navegador para la próxima vez que comente.",
           "Tu comentario está pendiente de moderación."],
    "it": ["Il tuo indirizzo email non sarà pubblicato. I campi obbligatori sono contrassegnati *",
           "Salva il mio nome, email e sito web in questo browser per la prossima volta che commento."],
    "pt": ["O seu endereço de email não será publicado. Campos obrigatórios marcados com *",
           "O seu endereço de e-mail não será publicado. Campos obrigatórios são marcados com *"],
    "nl": ["Je e-mailadres wordt niet gepubliceerd. Vereiste velden zijn gemarkeerd met *",
           "Mijn naam, e-mail en site opslaan in deze browser voor de volgende keer wanneer ik een reactie plaats."],
    "pl": ["Twój adres e-mail nie zostanie opublikowany. Wymagane pola są oznaczone *"],
    "cs": ["Vaše e-mailová adresa nebude zveřejněna. Vyžadované informace jsou označeny *"],
    "sv": ["Din e-postadress kommer inte publiceras. Obligatoriska fält är märkta *"],
    "da": ["Din e-mailadresse vil ikke blive publiceret. Krævede felter er markeret med *"],
    "ru": ["Ваш адрес email не будет опубликован. Обязательные поля помечены *"],
    "tr": ["E-posta adresiniz yayınlanmayacak. Gerekli alanlar * ile işaretlenmişlerdir"],
}
# The same words in running text: a privacy notice's or a story's sentence, which stays.
COMMENT_FORM_PROSE = {
    "en": "Your email address will not be published or shared with anyone, the company promised its readers.",
    "de": "Wenn Sie einen Kommentar schreiben, wird Ihre E-Mail-Adresse nicht veröffentlicht, versprach der Betreiber.",
    "fr": "Votre adresse e-mail ne sera pas publiée sans votre accord, a précisé la mairie dans un communiqué.",
    "es": "Según la empresa, tu dirección de correo electrónico no será publicada en ningún caso.",
    "nl": "Je e-mailadres wordt niet gepubliceerd zonder toestemming, zegt de gemeente in een verklaring.",
}


@pytest.mark.parametrize("language", COMMENT_FORM)
def test_a_comment_forms_notes_go(language):
    for note in COMMENT_FORM[language]:
        assert holds_a_prompt(" ".join(note.split()).lower()), (language, note)
        assert cleaned(f"<p>{prose(language)}</p><p>{note}</p>") == prose(language), (language, note)


@pytest.mark.parametrize("language", COMMENT_FORM_PROSE)
def test_a_sentence_about_an_email_address_stays(language):
    sentence = COMMENT_FORM_PROSE[language]
    assert sentence in cleaned(f"<p>{prose(language)}</p><p>{sentence}</p>")


# Lone lines: Jetpack's like button over its placeholder, Joomla's view counters and pager, "Page 2 of
# 5", breadcrumb labels over their trail, "last updated" notes.
LINES = ["Gefällt mir Wird geladen …", "J’aime chargement…", "Me gusta Cargando...", "Mi piace Caricamento...",
         "Vind ik leuk Laden...", "Lubię Wczytywanie…", "Gilla Laddar...", "Нравится Загрузка...",
         "Affichages : 1234", "Visite: 87", "Odsłony: 1 204", "Zobrazeno: 56", "Gösterim: 312",
         "Page 2 sur 5", "Pagina 2 van 5", "Strana 2 z 5", "Sida 2 av 5", "Side 2 af 5", "Страница 2 из 5",
         "Sayfa 2 / 5", "Start Zurück 1 2 3 Weiter Ende", "Début Précédent 1 2 Suivant Fin",
         "Inicio Anterior 1 2 Siguiente Final", "Inizio Indietro 1 2 Avanti Fine", "Begin Vorige 1 2 Volgende Einde",
         "Nacházíte se: Úvod » Novinky", "Du är här: Hem » Nyheter", "Du er her: Forside » Nyheder",
         "Вы здесь: Главная » Новости", "Buradasınız: Ana Sayfa » Haberler"]


def test_a_lone_template_line_goes():
    for line in LINES:
        assert LINE_STARTS.match(line), line  # the walk would not look at it otherwise
        assert judge_line(line) == "line", line
        assert lines_dropped(f"<p>{prose('de')}</p><div>{line}</div>") == prose("de"), line


# "Continue reading" under a teaser or a post's excerpt, as a link alone.
CONTINUE = ["Sigue leyendo", "Pokračovat ve čtení", "Fortsæt med at læse", "Продолжить чтение", "Okumaya devam et",
            "Continue lendo"]


def test_a_continue_reading_link_goes():
    for label in CONTINUE:
        assert LINE_STARTS.match(label), label
        assert judge_line(label) == "pointer", label
        assert lines_dropped(f"<p>{prose('es')}</p><div><a href='/more'>{label}</a></div>") == prose("es"), label


SENTENCES = ["Sigue leyendo el periódico cada mañana, como hacía su padre.",
             "Pagina 2 van het rapport beschrijft de kosten.", "Side 2 af rapporten handler om økonomien.",
             "Du er her for at lære, sagde læreren.", "Visite guidate ogni sabato mattina.",
             "Begin vorige week met de bouw van de brug.", "Start zurück in den Alltag nach dem Urlaub.",
             "Gilla läget, sa tränaren efter matchen.", "Affichages publicitaires interdits dans le centre-ville.",
             "Ultimo aggiornamento del software risale a marzo, e da allora nessuno lo ha più toccato."]


def test_a_sentence_opening_with_those_words_stays():
    for sentence in SENTENCES:
        assert sentence in lines_dropped(f"<p>{prose('de')}</p><p>{sentence}</p>"), sentence


# Headings of Jetpack's share and related-posts boxes and of the links to the posts before and after.
HEADINGS = ["Compártelo:", "Dit delen:", "Udostępnij to:", "Podobne", "Relaterade", "Relateret", "İlgili",
            "Forrige indlæg", "Næste indlæg", "Önceki Yazı", "Sonraki Yazı", "Предыдущая запись", "Следующая запись",
            "Похожее"]
PROSE_HEADINGS = ["Podobne problemy mają inne miasta", "Relaterade frågor om skolan", "İlgili bakanlık açıklama yaptı",
                  "Forrige indlæg i debatten om havnen", "Похожее решение приняли в Казани"]


def test_a_template_heading_opens_its_box():
    cards = "".join(f"<li><a href='/a{i}'>Ein anderer Beitrag aus dem Blog, Nummer {i}</a></li>" for i in range(4))
    for label in HEADINGS:
        assert is_section_label(label), label
        assert labelled(f"<p>{prose('de')}</p><div><h3>{label}</h3><ul>{cards}</ul></div>") == prose("de"), label


def test_a_storys_heading_with_those_words_is_no_label():
    for heading in PROSE_HEADINGS:
        assert not is_section_label(heading), heading
        assert heading in labelled(f"<h2>{heading}</h2><p>{prose('pl')}</p>"), heading


LAST_UPDATED = ["Ultimo aggiornamento: 3 marzo 2024", "Última atualização: 3 de março de 2024",
                "Laatst bijgewerkt: 3 maart 2024", "Poslední aktualizace: 3. 3. 2024", "Senast uppdaterad: 3 mars 2024",
                "Senest opdateret: 3. marts 2024", "Последнее обновление: 3 марта 2024", "Son güncelleme: 3 Mart 2024"]


def test_a_last_updated_note_goes():
    for note in LAST_UPDATED:
        assert holds_a_prompt(note.lower()), note
        assert cleaned(f"<p>{prose('it')}</p><p>{note}</p>") == prose("it"), note


def test_the_pure_python_walks_read_them_too(monkeypatch):

    patch_clean(monkeypatch, "_speedups", None)
    assert cleaned(f"<p>{prose('de')}</p><p>{COMMENT_FORM['de'][0]}</p>") == prose("de")
    assert lines_dropped(f"<p>{prose('fr')}</p><div>Affichages : 1234</div>") == prose("fr")
    assert cleaned(f"<p>{prose('sv')}</p><p>{LAST_UPDATED[4]}</p>") == prose("sv")


# A post's filing line without a colon, its categories and tags linked (the _s and Twenty themes).
FILING = ["Posted in <a href='/c/news'>News</a>", "Tagged <a href='/t/a'>budget</a>, <a href='/t/b'>library</a>",
          "Categorized as <a href='/c'>News</a>", "Veröffentlicht in <a href='/c'>Allgemein</a>",
          "Veröffentlicht unter <a href='/c'>Allgemein</a>, <a href='/c/f'>Film</a> |",
          "Verschlagwortet mit <a href='/t'>Haushalt</a>, <a href='/t/b'>Bibliothek</a>",
          "Kategorisiert als <a href='/c'>Allgemein</a>", "Publié dans <a href='/c'>Non classé</a>",
          "Étiqueté <a href='/t'>budget</a>", "Publicado en <a href='/c'>Noticias</a>",
          "Etiquetado <a href='/t'>presupuesto</a>", "Pubblicato in <a href='/c'>Notizie</a>",
          "Taggato <a href='/t'>bilancio</a>", "Geplaatst in <a href='/c'>Nieuws</a>", "Getagd <a href='/t'>begroting</a>",
          "Opublikowano w <a href='/c'>Aktualności</a>", "Otagowano <a href='/t'>budżet</a>",
          "Publicerat i <a href='/c'>Nyheter</a>", "Udgivet i <a href='/c'>Nyheder</a>",
          "Опубликовано в <a href='/c'>Новости</a>"]
# The same words opening a sentence, a link or two inside it: prose.
FILING_PROSE = ["Veröffentlicht in der Zeitschrift <a href='/n'>Nature</a>, sorgte die Studie für Aufsehen.",
                "Posted in the <a href='/j'>Journal</a> last week by the mayor",
                "Publicado en el <a href='/b'>Boletín Oficial</a> del 3 de marzo",
                "Tagged by researchers as a <a href='/s'>threatened species</a> in 2019"]


def test_a_filing_line_of_linked_categories_goes():
    for line in FILING:
        out = lines_dropped(f"<p>{prose('de')}</p><div class='entry-footer'><span>{line}</span></div>")
        assert out == prose("de"), line


def test_a_sentence_opening_with_filing_words_stays():
    for sentence in FILING_PROSE:
        text = render_text(parse_html(f"<html><body><p>{sentence}</p></body></html>").getroot())
        assert text in lines_dropped(f"<p>{prose('de')}</p><p>{sentence}</p>"), sentence


def test_the_pure_python_walks_read_filing_lines_too(monkeypatch):

    patch_clean(monkeypatch, "_speedups", None)
    assert lines_dropped(f"<p>{prose('de')}</p><div>{FILING[3]}</div>") == prose("de")
    assert FILING_PROSE[0].split(" <a")[0] in lines_dropped(f"<p>{prose('de')}</p><p>{FILING_PROSE[0]}</p>")


# A shop's button or stock note standing alone, as WooCommerce, Shopware and Shopify themes
# print them in their translations; a price beside them keeps the line.
SHOP_LINES = ["Adicionar ao carrinho", "Přidat do košíku", "Lägg i varukorgen", "Læg i kurv", "Sepete ekle",
              "В корзину", "Vorrätig", "Nicht vorrätig", "Auf Lager", "Ausverkauft", "En stock", "Rupture de stock",
              "Hay existencias", "Agotado", "Esaurito", "Op voorraad", "Niet op voorraad", "Uitverkocht", "Na stanie",
              "Brak w magazynie", "Em stock", "Esgotado", "Skladem", "Není skladem", "I lager", "Slut i lager",
              "På lager", "Udsolgt", "В наличии", "Нет в наличии", "Stokta var", "Stokta yok"]
SHOP_PROSE = ["Auf Lager hatte der Händler nur noch zwei Exemplare.",
              "En stock limité, le modèle reste introuvable.", "Agotado el plazo, el juez archivó la causa.",
              "I lager ligger ännu tre pallar med böcker."]


def test_a_lone_shop_note_goes():
    for line in SHOP_LINES:
        assert LINE_STARTS.match(line), line
        assert judge_line(line) == "line", line
        assert lines_dropped(f"<p>{prose('de')}</p><div>{line}</div>") == prose("de"), line


def test_a_price_or_a_sentence_with_a_shop_notes_words_stays():
    for text in SHOP_PROSE:
        assert text in lines_dropped(f"<p>{prose('de')}</p><p>{text}</p>"), text


RECENT_COMMENTS = ["Recent Comments", "Neueste Kommentare", "Commentaires récents", "Comentarios recientes",
                   "Commenti recenti", "Comentários recentes", "Recente reacties", "Najnowsze komentarze",
                   "Nejnovější komentáře", "Senaste kommentarer", "Seneste kommentarer", "Свежие комментарии",
                   "Son Yorumlar"]


def test_the_recent_comments_widget_goes():
    items = "".join(f"<li><a href='/u{i}'>Leser {i}</a> bei <a href='/p{i}'>Ein Beitrag</a></li>" for i in range(4))
    for label in RECENT_COMMENTS:
        assert is_section_label(label), label
        assert labelled(f"<p>{prose('de')}</p><section><h2>{label}</h2><ul>{items}</ul></section>") == prose("de")
    assert not is_section_label("Neueste Kommentare der Ministerin zur Reform")


# A picture's credit under its label, and a share button naming its network, in the languages the
# families lacked; a sentence opening with the same words stays.
CREDIT_AND_SHARE = ["Beeld: ANP", "Beeld: Reuters / Jan Jansen", "Immagine: Ansa", "Imagem: Lusa", "Görsel: AA",
                    "Sdílet na Facebooku", "Dela på Facebook", "Del på LinkedIn", "Поделиться в Telegram",
                    "Dela på Facebook Dela på X"]
CREDIT_AND_SHARE_PROSE = ["Beeld van de stad is veranderd sinds de brand.", "Dela på mitten och servera genast.",
                          "Del på del stod de i kö hela morgonen.", "Immagine e reputazione contano per il sindaco."]


def test_a_credit_or_share_line_goes():
    for line in CREDIT_AND_SHARE:
        assert LINE_STARTS.match(line), line
        assert judge_line(line) == "line", line
        assert lines_dropped(f"<p>{prose('nl')}</p><div>{line}</div>") == prose("nl"), line


def test_a_sentence_opening_like_a_credit_or_share_line_stays():
    for sentence in CREDIT_AND_SHARE_PROSE:
        assert judge_line(sentence) == "", sentence
        assert sentence in lines_dropped(f"<p>{prose('nl')}</p><p>{sentence}</p>"), sentence


def test_a_save_button_alone_goes_but_a_sentence_opening_with_its_word_stays():
    for label in ("Merken", "Pin it"):
        assert judge_line(label) == "pointer", label
        assert lines_dropped(f"<p>{prose('de')}</p><div><a href='/pin'>{label}</a></div>") == prose("de"), label
    sentence = "Merken Sie sich den Termin: Die Sitzung beginnt um neun Uhr."
    assert sentence in lines_dropped(f"<p>{prose('de')}</p><p>{sentence}</p>")
    assert lines_dropped(f"<p>{prose('de')}</p><p>Symbolbild: dpa</p>") == prose("de")
