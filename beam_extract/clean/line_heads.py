"""Which line rules a text's head may begin: the first words of every family (`LINE_STARTS`, and what the C
label walk reads of them), each family's part of the line pattern (`LINE_PARTS`), and the tables of folded
heads that rule most texts out before any pattern is tried.

In: the patterns of `line_families`, `bylines_and_pointers` and `post_lines`. Out: `LINE_STARTS(_BY_CODE)`,
`LINE_PARTS`, `LABEL_STARTS`, `LINE_HEAD_STARTS`, `patterns_to_try` and its bits (`TRY_LINE`, ...),
`JUDGED_STARTS`, `BYLINE_STARTS`, `fold_head`.
"""
from __future__ import annotations

import re

from .bylines_and_pointers import BYLINE, CALL_TO_ACTION, FILING_LINE, FOLLOW, LABELLED_BYLINE, POINTER
from .line_families import LINE_FAMILIES, LINE_FAMILY_PATTERN
from .patterns import (
    LEADING_SPACE_OPENINGS,
    FirstCharacterMatch,
    PatternSource,
    distributed_alternatives,
    grouped_by_first_letter,
    leading_alternatives,
    match_starts,
)
from .phrases import LABEL_VERDICTS_MAX, SECTION_LABELS, SHOP_LABELS
from .post_lines import POST_LINE, POST_LINE_START
from .shop_lines import SHOP_ACTION_START
from .tokens import remember

# The first word of every family, pointer and post line, to rule most elements out before their text is read.
# The leading white space is taken atomically ("(?=(\s*))\1", a possessive "\s*" before Python 3.11):
# with a plain "\s*" every alternative was tried again at each shorter run of an indented head's
# white space (2,040 -> 730 ms for the 94,940 heads of a fifth of WCXB dev, the same matches).
# The first words of the line families in Cyrillic or CJK script (in _LINE_START behind one test of
# the script).
NON_LATIN_LINE_START = "|".join((
    "реклам", "показать", "загрузить", "читать", "подробнее", "наверх", "назад", "печать", "распечатать", "версия",
    "загрузка", "теги", "метки", "рубрик", "категори", "время", "ответ", "пожал", "доступно",
    "もっと", "查看", "続き", "阅读", "広告", "スポンサー", "广告", "廣告", "読み込み", "加载",
    # 2026-12-01 (the vocabularies of that date, see SECTION_LABELS)
    "фото", "оценок", "просмотр", "вернуться", "читайте", "смотрите", "подписывайтесь", "写真", "图片", "圖片", "トップ", "ページ", "一覧",
    "返回", "回到", "印刷", "打印", "列印", "タグ", "カテゴリ", "标签", "標籤", "分类", "分類", "すべて", "詳", "了解",
    "阅读时间", "閱讀時間", "прочет", "прочит", "опширн", "обратно", "снимк",  # 2026-12-06 (lang47b)
    "사진", "맨", "목록", "인쇄", "광고", "로딩", "태그", "카테고리", "분류", "더", "전체", "자세히", "계속",
    # 2026-12-01: a board's post lines (POST_ACTION_LINE)
    # 2026-12-02: a poster's rank, SMF's "Logged" and a post's number (POST_ACTION_LINE)
    "участник", "записан", "сообщение",
    "созда", "новая", "опубликовано",  # forum47 (2026-12-06, FORUM47_POST_LINE)
    "зарегистрированный",  # forum49 (2026-12-06, RANK_LINE)
    "回复", "回覆", "举报", "檢舉", "引用", "发消息", "發消息", "只看", "楼主", "樓主", "沙发", "沙發", "板凳", "地板", "发表于",
    "發表於", "返信", "通報", "답글", "신고", "閱讀", "复制", "複製", "この", "这", "這", "이 ",
    # 2026-12-03 (see "CMS labels of 2026-12-03" in SECTION_LABELS)
    "さらに", "記事", "繼續", "все",
    "автор",  # a byline (2026-12-03, see BYLINE)
    "отправлено",  # a forum app's signature line (2026-12-04, LINE_FAMILIES["board"])
    "来自", "來自",  # a board app's signature line in Chinese (engines59, 2026-12-07, LINE_FAMILIES["board"])
    # 2026-12-03 (round 25): Ukrainian (see the "back" family)
    "订阅", "訂閱", "登录", "登入", "注册", "註冊", "購読", "ログイン", "新規", "会員", "구독", "로그인", "회원",
    "нагору", "повернутися", "друк", "роздрукувати", "версія", "мітки", "категорі", "показати", "читати", "детальніше",
    # te28 (2026-12-03, see "Template strings of 2026-12-03 (te28)" above SECTION_LABELS)
    "нравится", "страница", "начало", "вы ", "продолжить", "опубликовано", "добавить", "в ", "нет в", "поделиться",
    "смотреть", "слушать",  # a media player's labels (the "player" family), 2026-12-04
    "закрыть",  # a close control (2026-12-05, LINE_FAMILIES["close_control"])
    "сортир", "старые", "новые", "популярные",  # a thread's sort tabs (forum57, 2026-12-07, "sort_tabs")
    "вниз",  # the link down to the page's foot (forum57, 2026-12-07, the "back" family)
    "был", "此", "本页", "本頁", "本文",  # forum41 (2026-12-05): the feedback prompts (FEEDBACK_LINE)
    # forum41 (2026-12-05): the boards' post lines (FORUM41_POST_LINE) and ranks (RANK_LINE)
    "нажмите", "последнее", "сообщени", "новый", "опытный", "регистрация", "войдите", "クリック", "最後", "登録", "投稿",
    "点击", "點擊", "最后", "新成", "新会", "新會", "帖子", "主题", "主題",
    # forum42 (2026-12-05): the boards' post lines (FORUM42_POST_LINE) and MyBB's thread links
    "начать", "жалоба", "цитат", "личное", "プロフィール", "フォーラム", "プライベート", "報告", "新しい", "前の",
    "私信", "发起", "發起", "发布", "發佈", "上一", "發表"))
# The first words of the line families in Greek, Hebrew, Arabic, Persian, Devanagari and Thai script
# (2026-12-03, round 25), behind a test of those scripts.
OTHER_SCRIPT_LINE_START = "|".join((
    "επιστροφ", "ΕΠΙΣΤΡΟΦ", "π[ίι]σω", "εκτ[ύυ]πωση", "διαφ[ήη]μιση", "ετικ[έε]τες", "κατηγορ", "δε[ίι]τε", "διαβ[άα]στε",
    "περισσ[όο]τερα", "العودة", "الرجوع", "رجوع", "طباعة", "إعلان", "اعلان", "الوسوم", "الكلمات", "التصنيف", "عرض",
    "اقرأ", "اقرا", "إقرأ", "المزيد", "بازگشت", "چاپ", "نسخه", "تبلیغات", "تبليغات", "آگهی", "برچسب", "دسته", "مشاهده",
    "ادامه", "ب[یي]شتر", "חזרה", "הדפס", "גרסה", "פרסומת", "תגיות", "קטגורי", "הצג", "קרא", "המשך",
    "ऊपर", "वापस", "प्रिंट", "विज्ञापन", "टैग", "श्रेणी", "और", "आगे", "पूरा", "सभी",
    "กลับ", "พิมพ์", "โฆษณา", "แท็ก", "หมวดหมู่", "ดู", "อ่าน",
    # Bengali's ad label (its block U+0980..U+09FF behind the same test) and the photo credits'
    # words (2026-12-06, lang47b)
    "বিজ্ঞাপন", "φωτογραφ", "ΦΩΤΟΓΡΑΦ", "الصورة", "عکس", "צילום", "फोटो", "ภาพ"))
_LINE_START = PatternSource(
    r"(?=(\s*))\1(?:\d|fot|photo|bild|image|imag|slide|diapo|afbeeld|slajd|слайд|crédit|titelbild|beitragsbild|zdj|lesezeit|reading|temps"
    r"|tiempo|czas|tempo|leestijd|zurück|back|retour|volver|torna|powrót|terug|drucken|seite|artikel|print|imprim|stampa"
    r"|drukuj|als|pdf|download|herunterl|télécharg|telecharg|descarg|scarica|pobierz|baixar|stáhn|ladda|hent|mp3|mp4|doc|xls|ppt|zip|epub|odt|rtf|csv|dieses?|read|also|see|lesen|mehr|lies|lire|à|leia|lee|lea|czytaj|zobacz|leggi"
    r"|lees|kateg|categ|catég|themen|tag|schlagw|stichw|etiquetas|filed|posted|abgelegt|veröffentlicht"
    r"|by|von|par|por|przez|[-–—*(\[]|anzeige|werbung|advert|public|pubbl|reklam|iklan|sponsor|gespons"
    r"|loading|like loading|this slideshow|chargement|cargando|carregando|caricamento|ładowanie|wird geladen"
    r"|you|sie|du|um|vous|debes|create an|sign (?:in|up) |log in|already have|learn|find out"
    r"|please (?:log|sign)|melde|bitte anm|connectez|inicia sesi|accedi per|zaloguj"
    # a polite word alone before the element's first child, the prompt's verb in a link: Kunena's
    # "Please <a>Log in</a> or <a>Create an account</a> to join the conversation.", Zendesk's "Please
    # <a>sign in</a> to leave a comment." (2026-12-07, forum55: the head stopped at "Please " and no
    # family's start matched it, so the line was never judged; see "Forums, the fifty-fifth round")
    r"|(?:please|bitte|veuillez|por favor|per favore|proszę)\s*$"
    r"|anmelden|einloggen|iniciar sesi|accedi o|ein thema|sujet|s.abonner|suscrib|visualizza|iscriviti"
    r"|discover more|explore more|know more|get (?:started|in touch)|contact us|let.s talk|start (?:your |for )?free"
    r"|book a|book now|order now|apply now|register now|get a|watch|angebot|réserve|commander|demander un"
    r"|reserva|pide|solicitar|prenota|ordina|richiedi|zarezerwuj|zamów|boek nu|bestel nu|offerte"
    r"|request a|weiterlesen|kontakt aufnehmen|en|leer más|saber más|más|scopri|link zum|den artikel|den beitrag|beitrag"
    r"|réserver|plan een|boek een|agendar|kostenloses|unverbindliches|poproś|vraag|peça|solicite"
    r"|leggi di|meer|dowiedz|découvrir|view|show|more|alle|voir|ver|vedi|bekijk|saiba"
    r"|follow|síguenos|siguenos|suivez|folg|obserwuj|seguici|volg|weitere|charger|afficher|cargar|mostrar|carica"
    r"|mostra|załaduj|pokaż|toon|carregar|zobrazit|načíst|daha|tümünü|xem|lihat|weiter"
    r"|seguir|continuar|continua|verder|číst|devam|đọc|baca|nach|zum|haut|ir |do |na |wróć|voltar|naar|zpět"
    r"|nahoru|yukarı|druck|version|versión|versione|wersja|afdrukken|tisk|vytisknout"
    r"|yazdır|annons|quảng|laden|načítání|yükleniyor|listeye|скачать|загрузить"
    r"|mots|étiquettes|trefwoorden|štítky|etiketler|lesedauer|doba|okuma"
    r"|ten |fotoğ|läs|læs|les|till|tilbag|tilbak|til |geri|başa|skriv|udskriv|annon|ladd|indl|kateg|etik|nyck"
    r"|emne|stik|etich|argom|visa|vis |se |fort|zie|veja|ver|čtěte|přečt|följ|følg|sledujte|siga|segue|bizi|av |af "
    r"|door|no r|noch|aucune|sin v|ancora|brak|nog|ainda|zatím|inga|ingen|henüz"
    r"|aufrufe|zugriffe|hits|vues|visitas|visual|wyświetl|weergav|visning|zobrazení|görüntül|kommentare"
    r"|ten |was |is this|did you|edit|improve this|suggest|war |cette|cet |¿|fue |es útil|editar|questa|questo"
    r"|rate this|clear (?:my |your )?rating|bewerten sie|évaluez|notez|valora|califica|puntúa|vota |valuta|oceń|beoordeel"
    r"|modifi|czy |edytuj|deze |isso|all times|powered by|[«‹←<↑^▲⬆]|next|prev|nächste|vorherige"
    r"|did this|thank|hat (?:dir|ihnen)|danke f|cela vous|merci|gracias|ti è|grazie|heeft dit|bedankt|dziękujemy|obrigad"
    r"|page|página|pagin|stron|sign|ins g|signer|firmar|wpisz"
    r"|play|listen|jetzt|regarder|écouter|reproducir|escuchar|guarda|riproduci|ascolta|odtwórz|obejrzyj|posłuchaj"
    # service42 (2026-12-05): the translated calls to action (CALL_TO_ACTION's service42 block)
    r"|loslegen|los geht|commenc|démarr|empez|empie|comenz|comienz|inizia|aan de|zacznij|rozpocznij|começ|comece"
    # ("Entre em", "Parlons", "Parliamone", "Porozmawiajmy", "Boek een", "Bekijk", "Inscrivez" start with
    # heads above: "en", "par", "por", "boek een", "bekijk", "inscri")
    r"|gratis|nous contacter|contatt|contact opnemen|kontakt z|contacte|contate|sprechen|lassen sie"
    r"|lass uns|discutons|hablemos|laten we|vamos|beratung|fallstudie"
    r"|ontdek|odkryj|descubr|meld je|maggiori"
    r"|speel|assistir|film"  # a media player's labels (the "player" family), 2026-12-04
    r"|display|zeig|affichage|exib|a mostr"  # a result count (listing41, 2026-12-05, LINE_FAMILIES["result_count"])
    r"|expand|collapse|nascondi|verberg|ukryj|limpar|classific|rensa|nulstil|fjern|seřad|řadit|zrušit|sırala"  # listing41: filter_toggles
    # a model's label (2026-12-05, LINE_FAMILIES["ai_label"]; "next", "prev" lead the "carousel_pager")
    r"|ai[- ]|ki[- ]|ia[- ]|generated|généré|generado|generato|wygenerowane|gegenereerd"
    r"|video|audio|sendung|podcast|stream|vidéo|vídeo|verfügbar|abrufbar|available|disponib|dostępn|beschikbaar|k dis|ist |est "
    r"|usted|está|estás|esta|jesteś|jestes|sei |ti trovi|u be|você|aktueller"
    r"|login|subscri|regist|regíst|anmeld|einlogg|abonn|s.inscr|se connecter|connexion|inscri|iniciar|suscr|iscriv|accedi|abbonati"
    r"|zaloguj|zarejestr|zapisz|subskryb|inlog|aanmeld|inscreva|cadastre|assine|entrar|schedule|request|get|start|demo"
    r"|kostenlos|essai|essayer|prueba|prova|umów|wypróbuj|probeer|solicite|teste"
    r"|select|choose|pick|tarif|plan|paket|diesen|choisir|sélection|elegir|elige|selecci|scegli|selezion|kies|wybierz"  # service47
    r"|escolh|selecion|explore |lösung|die lösung|conoce|esplora|poznaj|conheça|descubra"  # service47 (2026-12-06):
    # a pricing tier's plan button and a solution card's link (CALL_TO_ACTION)
    r"|erfolgsgeschichte|die erfolgsgeschichte"  # service49 (2026-12-06): a case study's link (CALL_TO_ACTION)
    # service52 (2026-12-07): a prompt to chat with the staff (LINE_FAMILIES["support_chat"]; "video" leads
    # too)
    r"|chat|live chat|discute|questions|any q|got q|have|need|not sure|we.re|porozm|czatuj|converse"
    # 2026-12-03 (see "CMS labels of 2026-12-03" in SECTION_LABELS)
    r"|patrocin|sponsrad|inzerce|anunc|anúnc|werbeanz|zur |wczytaj|continuer|przeczytaj|ler |celý|více|haberin"
    r"|di |autor|yazar"  # bylines (2026-12-03, see BYLINE)
    # byline labels (2026-12-04, LINE_FAMILIES["byline_label"])
    r"|written|edited|reviewed|fact|medically|geschrieben|verfasst|redigiert|écrit|rédigé|relu|escrito|editado"
    r"|redactado|revisado|scritto|redatto|napisane|geschreven"
    r"|return to|revenir"  # phpBB's link back to its forum (2026-12-04, LINE_FAMILIES["board"])
    r"|file"  # an imageboard's file line (engines59, 2026-12-07, LINE_FAMILIES["board"])
    # a forum app's signature line (2026-12-04, LINE_FAMILIES["board"])
    r"|sent from|gesendet von|envoyé de|enviado|inviato dal|wysłane z|verstuurd vanaf"
    # a thread's sort tabs (forum57, 2026-12-07, LINE_FAMILIES["sort_tabs"]; "sort", "sortieren",
    # "trier", "ordenar", "ordina", "sorteer", "sortuj" lead the "listing_controls")
    r"|oldest|newest|latest|most |highest|order|älteste|neueste|beliebteste|meiste|plus |más |più |mais "
    r"|oudste|nieuwste|meeste|najstarsze|najnowsze|najwyżej|triés|ordenados|ordinati|gesorteerd"
    r"|go down|bas de|andare"  # the link down to the page's foot (forum57, 2026-12-07, the "back" family)
    r"|go up"  # and the one up to its top (forum58, 2026-12-07, the "back" family)
    r"|author has"  # a Q&A site's answerer credential (2026-12-05, POST_LINE)
    r"|bu |var |byl"  # forum41 (2026-12-05): the feedback prompts (FEEDBACK_LINE)
    r"|solved|gelöst"  # Khoros' banner over a solved topic (2026-12-05, LINE_FAMILIES["board"])
    # a listing's filter and sort controls (2026-12-04, LINE_FAMILIES["listing_controls"])
    r"|filt|sort|refine|clear|reset|remove|hide|open|close|trier|effacer|réinit|ordenar|borrar|limpiar|ordina"
    r"|cancella|rimuovi|wyczyść"
    # a close control or a caption toggle (2026-12-05, LINE_FAMILIES["close_control"])
    r"|schließ|fermer|cerrar|chiudi|sluit|zamknij|fechar|kapat|stäng|luk|caption|bildunter|masquer|ocultar"
    r"|fenster|galerie|dialog|menü"
    # a product card's badges (2026-12-04, LINE_FAMILIES["card_badge"])
    r"|top |new |award|best |limited|limitiert|neu |meilleure|nouvelle|édition|edición|più |edizione"
    r"|free|versand|livraison|envío|envio|spedizione|darmow|frete|fri |ilmainen|doprava|ücretsiz"  # listing47b: shipping badges
    r"|load more"  # listing47b: the "more" family's English "Load more"
    r"|sale|promo|oferta|in offerta|aanbieding"  # listing47b: sale badges (LINE_FAMILIES["card_badge"])
    r"|home|startseit|accueil|pagina ini|strona g|iníci"  # product48: the bare "Home" links (LINE_FAMILIES["back"])
    # 2026-12-03 (round 25, see the "back" family; "oleh" and "penulis": Indonesian bylines)
    r"|înapoi|vissza|takaisin|sivun|quay|lên|về|kembali|printează|tipărește|nyomtat|tulosta|in bài|cetak"
    r"|späť|tlač|vytlač"  # Slovak (2026-12-06, lang46b)
    # Croatian, Serbian and Slovenian ads, "read more" and "back", Finnish and Vietnamese photo credits (lang47b)
    r"|oglas|pročit|preber|natrag|nazad|nazaj|kuva|ảnh"
    r"|hirdetés|mainos|etichete|categorii|címkék|kategóri|avainsanat|tunnisteet|thẻ|từ khóa|chuyên|danh"
    r"|vezi|mutasd|näytä|citește|tovább|bővebben|olvass|lue |jatka|selengkapnya|oleh|penulis"
    r"|join|linear|threaded|via|per |über|bei |share|partager|compartir|compartilhar|partilhar|condividi|delen|deel |udostępnij"
    # te28 (2026-12-03): Jetpack's like buttons, view counters, pagers, breadcrumb labels, "continue
    # reading" (see "Template strings of 2026-12-03 (te28)" above SECTION_LABELS)
    r"|gefällt|j['’]aime|me gusta|mi piace|gosto|curtir|vind|lubię|gilla|synes|to se|beğen|wczytyw"
    r"|affichages|visite|odsłony|zobrazeno|gösterim|strana|sida|side|sayfa|anfang|début|inicio|inizio|begin"
    r"|początek|začátek|nacházíte|jste zde|buradasınız|sigue|continue|pokračovat|fortsæt|okumaya"
    r"|publié|classé|étiquet|archiv|etiquet|marcado|geplaatst|gepubliceerd|gecategoriseerd|opublikowano|otagowano"
    r"|publikováno|zařazeno|märkt|udgivet|beeld|immag|görsel|sdílet|dela|del |symbolbild|merken|pin it"
    # a recipe card's buttons (2026-12-04, see _RECIPE_BUTTON)
    r"|jump|skip|go to|pin |save|rate|review|rezept|direkt|aller|passer|épingler|enregistrer|saltar|guardar"
    r"|vai |salta|salva|recept|ga |przejdź|skocz|pular|salvar"
    # the Cyrillic and CJK words as one alternative behind a test of the script: a head in Latin
    # letters fails them at once, not once per first letter
    r"|(?=[\u0400-\u04ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])(?:%s)"
    r"|(?=[\u0370-\u03ff\u0590-\u06ff\u0900-\u09ff\u0e00-\u0e7f])(?:%s)|%s|%s)"
    % (NON_LATIN_LINE_START, OTHER_SCRIPT_LINE_START, SHOP_ACTION_START, POST_LINE_START), re.I)


LINE_STARTS = FirstCharacterMatch(grouped_by_first_letter(_LINE_START))  # what the walks match heads with
LINE_STARTS_BY_CODE = LINE_STARTS.by_code()  # the same for the C label walk (2026-12-06, round 44)


def _line_family_parts() -> tuple[tuple[PatternSource, re.Pattern], ...]:
    """LINE_FAMILY_PATTERN for `match(...) is not None` on a folded text (no leading white space), split by family:
    per family, (its source as written, which its starts are worked out from; its alternatives side by
    side, `distributed_alternatives`, and grouped by first letter, `grouped_by_first_letter`, which
    `_line_matches` tries). A text matches LINE_FAMILY_PATTERN where it matches one family's part. Grouped: 0.19 ->
    0.11 s of CPU for the 29,000 texts a pass over half of WCXB dev judges (2026-12-01)."""
    parts = []
    for source in LINE_FAMILIES.values():
        written = PatternSource(r"\s*(?:%s)" % source, LINE_FAMILY_PATTERN.flags)
        alternatives = distributed_alternatives([source])
        grouped = written if alternatives is None else grouped_by_first_letter(
            PatternSource(r"\s*(?:%s)" % "|".join(alternatives), LINE_FAMILY_PATTERN.flags))
        try:
            compiled = grouped if isinstance(grouped, re.Pattern) else re.compile(*grouped)
        except re.error:  # a named group repeated with its family's suffix
            compiled = re.compile(*written)
        parts.append((written, compiled))
    return tuple(parts)


# LINE_FAMILY_PATTERN is tried by the families a text's head may begin (`patterns_to_try`'s bits from
# LINE_PART_SHIFT on), not all of them: a text led by a digit or "$" ("$389.00", "18.10.2019, 19:33")
# ran through the forty-four alternatives that lead with no letter, in turn. 2026-12-04, the 5,989
# texts LINE_FAMILY_PATTERN was tried on over every fourth page of WCXB dev and trafilatura-eval-dev (warm, 3
# passes): all families side by side in one pattern 0.068-0.115 s, the families the head may begin
# 0.028-0.049 s; in extract() the one pattern's matches were 1.14% of its CPU.
LINE_PARTS = _line_family_parts()


_DIGITS_AS_ZERO = str.maketrans("123456789", "000000000")


def fold_head(head: str) -> str:
    """A folded text's head (ASCII) as match_starts(folded_heads=True) writes its starts: each digit
    "0" (the case is the caller's: lower-cased for a pattern read under re.IGNORECASE)."""
    return head.translate(_DIGITS_AS_ZERO)


def _either_starts(*sets) -> frozenset | None:
    return None if any(s is None for s in sets) else frozenset().union(*sets)


# The characters of a line head the C label walk reads before it hands the head to LINE_STARTS (its
# starts' longest). 2026-12-05 (round 40, label40), the 41,282 heads a third of WCXB dev hands over at 4
# characters (27,879 of them matching): 5 leave 37,954 (780 starts), 6 leave 36,534 (818), 8 leave 35,816
# (4,743 starts, a table four times larger), 10 gives up (match_starts: too intricate). Each head
# ruled out saves building its str and a LINE_STARTS match (~1.3 us).
LINE_HEAD_CHARS = 6


def _head_starts(pattern: PatternSource) -> frozenset | None:
    """The starts (`match_starts`, of LINE_HEAD_CHARS) of a line head `pattern` (_LINE_START's shape:
    white space, taken atomically, then alternatives) after its white space; None for any other shape."""
    split = leading_alternatives(pattern)
    if split is None or split[0] != LEADING_SPACE_OPENINGS[0]:
        return None
    return match_starts(PatternSource("(?:%s)" % "|".join(split[1]), pattern.flags), LINE_HEAD_CHARS)


# Worked out from the written alternatives: match_starts gives up on the grouped patterns above, and
# their leading \s* matches nothing in the stripped text `_is_section_label` matches them against.
_WRITTEN_LABELS = "|".join(SECTION_LABELS + SHOP_LABELS)
LABEL_STARTS = _either_starts(match_starts(PatternSource(r"(?:%s)(?:\s|$)" % _WRITTEN_LABELS, 0)),
                               match_starts(PatternSource(r"(?:%s)$" % _WRITTEN_LABELS, 0)))
LINE_HEAD_STARTS = _head_starts(_LINE_START)


# Which of the judgement's patterns a folded text may match, told by its first JUDGED_HEAD_CHARS
# characters (lower-cased, each digit read as "0": `fold_head`) against each pattern's `match_starts`
# (folded_heads=True), worked out from the patterns as written (they follow every edit of the
# rules): most candidate texts begin as no match of the line families, the pointers or the post
# lines can, and are not run through them. BYLINE (case-
# sensitive; its first-letter test is the regex engine's own) is always tried, and so is a pattern
# whose starts are not worked out (None), not under re.IGNORECASE, or a head outside ASCII.
# Measured 2026-12-01 on the 35,000 distinct candidate texts of half of WCXB dev and
# trafilatura-eval-dev (process_time, best of eleven, alternating): every pattern tried 0.316 s, heads
# of 2 characters 0.257 s, of 3 (0.24 s at import) 0.207 s; 4 gave up on LINE_FAMILY_PATTERN and POST_LINE (too
# many starts: one per digit, and per kind of white space). With the digits and the white space
# folded (2026-12-02), 4 characters (as kept: 5,100 starts, 0.12 s at import) leave about 39% of the
# 162,000 candidate texts of WCXB dev and trafilatura-eval-dev to judge (3: 54%; 5: 30%, but 0.65 s
# at import for 31,000 starts; 6 gives up on LINE_FAMILY_PATTERN again), and the C walk builds no text for the
# rest (`_line_texts`): drop_boilerplate_lines 5.81 -> 3.73 s of CPU over both sets in three
# alternating runs (0.64; 4.0% -> 2.8% of extract(), -1.4% of it).
JUDGED_HEAD_CHARS = 4
_JUDGED_PATTERNS = {"line": LINE_FAMILY_PATTERN, "follow": FOLLOW, "pointer": POINTER, "call_to_action": CALL_TO_ACTION,
                    "post_line": POST_LINE, "filing": FILING_LINE}
TRY_LINE, TRY_FOLLOW, TRY_POINTER, TRY_CALL_TO_ACTION, TRY_POST_LINE, TRY_FILING = (1 << i for i in range(6))


def judged_heads(patterns, size: int) -> tuple[int, tuple[dict, ...]]:
    """For `patterns` (pattern i: bit 1 << i), the bits of those a text may match whatever its head
    (no starts worked out, or not read under re.IGNORECASE), and per length 1 to `size` a dict from
    each lower-cased start of that length to the bits of the patterns it may begin."""
    always = 0
    tables: tuple[dict, ...] = tuple({} for _ in range(size))
    for index, pattern in enumerate(patterns):
        bit = 1 << index
        starts = match_starts(pattern, size, folded_heads=True) if pattern.flags & re.IGNORECASE else None
        if starts is None:
            always |= bit
            continue
        for start in starts:
            table = tables[len(start) - 1]
            table[start] = table.get(start, 0) | bit
    return always, tables


_TRY_ALWAYS, _JUDGED_HEADS = judged_heads(_JUDGED_PATTERNS.values(), JUDGED_HEAD_CHARS)
TRY_EVERY = (1 << len(_JUDGED_PATTERNS)) - 1
LINE_PART_SHIFT = len(_JUDGED_PATTERNS)


def _with_line_parts(always: int, tables: tuple[dict, ...]) -> tuple[int, tuple[dict, ...]]:
    """`judged_heads`' (always, tables) with the bits of LINE_PARTS' families from LINE_PART_SHIFT on."""
    part_always, part_tables = judged_heads([written for written, _grouped in LINE_PARTS], len(tables))
    merged = []
    for table, part_table in zip(tables, part_tables):
        table = dict(table)
        for start, bits in part_table.items():
            table[start] = table.get(start, 0) | bits << LINE_PART_SHIFT
        merged.append(table)
    return always | part_always << LINE_PART_SHIFT, tuple(merged)


_HEAD_TRIES_ALWAYS, _HEAD_TRIES = _with_line_parts(_TRY_ALWAYS, _JUDGED_HEADS)


def patterns_to_try(folded: str) -> int:
    """The bits (TRY_LINE, ...) of the judgement's patterns that may match `folded` (white space
    folded, none leading). Remembered by the head they depend on (2026-12-05, round 40: 2.9 us a
    text worked out, 0.13 us remembered; WCXB dev's texts share a few thousand heads)."""
    head = folded[:JUDGED_HEAD_CHARS]
    tries = _TRIES_BY_HEAD.get(head)
    if tries is None:
        tries = remember(_TRIES_BY_HEAD, LABEL_VERDICTS_MAX, head, _head_tries(head))
    return tries


_TRIES_BY_HEAD: dict = {}


def _head_tries(head: str) -> int:
    """`patterns_to_try` of a text whose first JUDGED_HEAD_CHARS characters are `head`."""
    if not head.isascii():
        return TRY_EVERY
    head = fold_head(head.lower())
    tries = _HEAD_TRIES_ALWAYS
    for size, table in enumerate(_HEAD_TRIES, 1):
        tries |= table.get(head[:size], 0)
    return tries


# A candidate whose folded head no judged pattern (`patterns_to_try`) and no byline can begin is no
# line and no post line whatever the rest of its text: unless it is a term (`_is_stat_pair` reads
# it), drop_boilerplate_lines need not build its text. The C walk that measures a candidate reads
# its head from libxml2's bytes on the way (`_speedups.line_texts`).
JUDGED_STARTS = None if _TRY_ALWAYS else frozenset(start for table in _JUDGED_HEADS for start in table)
BYLINE_STARTS = _either_starts(match_starts(BYLINE, JUDGED_HEAD_CHARS, folded_heads=True),
                                match_starts(LABELLED_BYLINE, JUDGED_HEAD_CHARS, folded_heads=True))
