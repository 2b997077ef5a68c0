"""The CMS labels of Common Crawl's languages added in the twenty-fifth round (Romanian, Hungarian,
Finnish, Danish, Norwegian, Vietnamese, Indonesian, Ukrainian, Greek, Hebrew, Arabic, Persian, Hindi,
Thai; Chinese, Japanese and Korean buttons): each goes on a synthetic page in its language, and a
sentence or a story's heading opening with the same words stays."""
import pytest
from clean_modules import patch_clean
from test_cms_labels import labelled, lines_dropped

from beam_extract.clean import clean_content
from beam_extract.clean.line_heads import LINE_STARTS
from beam_extract.clean.line_verdicts import judge_line
from beam_extract.clean.phrases import is_section_label
from beam_extract.parse import parse_html
from beam_extract.text import render_text

PROSE = {
    "en": "The city council met on Tuesday to discuss next year's budget and the plans for the new library downtown.",
    "sv": "Kommunfullmäktige samlades på tisdagen för att diskutera nästa års budget och planerna för det nya biblioteket.",
    "ro": "Consiliul local s-a reunit marți pentru a discuta bugetul pe anul viitor și planurile pentru noua bibliotecă.",
    "hu": "A városi tanács kedden ülésezett, hogy megvitassa a jövő évi költségvetést és az új könyvtár terveit.",
    "fi": "Kaupunginvaltuusto kokoontui tiistaina keskustelemaan ensi vuoden talousarviosta ja uuden kirjaston suunnitelmista.",
    "da": "Byrådet mødtes tirsdag for at drøfte budgettet for det kommende år og planerne for det nye bibliotek.",
    "no": "Bystyret møttes tirsdag for å diskutere budsjettet for neste år og planene for det nye biblioteket.",
    "vi": "Hội đồng thành phố đã họp vào thứ Ba để thảo luận về ngân sách năm tới và kế hoạch xây thư viện mới.",
    "id": "Dewan kota bertemu pada hari Selasa untuk membahas anggaran tahun depan dan rencana perpustakaan yang baru.",
    "uk": "Міська рада зібралася у вівторок, щоб обговорити бюджет на наступний рік і плани нової бібліотеки.",
    "el": "Το δημοτικό συμβούλιο συνεδρίασε την Τρίτη για να συζητήσει τον προϋπολογισμό και τη νέα βιβλιοθήκη.",
    "he": "מועצת העיר התכנסה ביום שלישי כדי לדון בתקציב לשנה הבאה ובתוכניות לספרייה החדשה של העיר.",
    "ar": "اجتمع مجلس المدينة يوم الثلاثاء لمناقشة ميزانية العام المقبل وخطط المكتبة الجديدة في وسط المدينة.",
    "fa": "شورای شهر روز سه‌شنبه برای بررسی بودجه سال آینده و طرح‌های کتابخانه جدید تشکیل جلسه داد.",
    "hi": "नगर परिषद ने मंगलवार को अगले वर्ष के बजट और नए पुस्तकालय की योजनाओं पर चर्चा करने के लिए बैठक की।",
    "th": "สภาเมืองประชุมกันเมื่อวันอังคารเพื่อหารือเกี่ยวกับงบประมาณของปีหน้าและแผนการสร้างห้องสมุดแห่งใหม่",
    "zh": "这篇文章介绍了一家位于北京老城区的百年面包店的历史，以及这个家庭多年来守护的传统味道和手艺。",
    "ja": "この記事では、東京の小さな町で百年続くパン屋の歴史と、家族が守ってきた味について詳しく紹介します。",
    "ko": "시의회는 화요일에 모여 내년 예산과 새 도서관 건립 계획에 대해 논의했다고 밝혔다.",
    "de": "Der Stadtrat hat am Dienstag über den Haushalt des kommenden Jahres und die Pläne für die neue Bibliothek beraten.",
    "fr": "Le conseil municipal s'est réuni mardi pour discuter du budget de l'année prochaine et de la nouvelle bibliothèque.",
    "es": "El consejo municipal se reunió el martes para discutir el presupuesto del próximo año y la nueva biblioteca.",
    "pt": "A câmara municipal reuniu-se na terça-feira para discutir o orçamento do próximo ano e a nova biblioteca.",
    "pl": "Rada miejska zebrała się we wtorek, aby omówić budżet na przyszły rok i plany nowej biblioteki w centrum.",
    "cs": "Městská rada se v úterý sešla, aby projednala rozpočet na příští rok a plány na novou knihovnu v centru.",
    "ru": "Городской совет собрался во вторник, чтобы обсудить бюджет на следующий год и планы новой библиотеки.",
    "tr": "Belediye meclisi salı günü gelecek yılın bütçesini ve yeni kütüphanenin planlarını görüşmek üzere toplandı.",
    "it": "Il consiglio comunale si è riunito martedì per discutere il bilancio del prossimo anno e la nuova biblioteca.",
    "nl": "De gemeenteraad kwam dinsdag bijeen om de begroting voor volgend jaar en de nieuwe bibliotheek te bespreken.",
}


def prose(language: str) -> str:
    return " ".join([PROSE[language]] * 4)


# The headings of the boxes around a post, as WordPress's translations and common themes print them.
HEADINGS = {
    "ro": ["Lasă un răspuns", "Articole recente", "Articole similare", "Distribuie asta:", "Etichete", "Despre autor",
           "Cele mai citite"],
    "hu": ["Vélemény, hozzászólás?", "Legutóbbi bejegyzések", "Kapcsolódó cikkek", "Megosztás", "Címkék", "A szerzőről",
           "Legolvasottabb"],
    "fi": ["Jätä kommentti", "Viimeisimmät artikkelit", "Aiheeseen liittyvät", "Jaa tämä:", "Tykkää tästä:", "Avainsanat",
           "Kirjoittajasta", "Luetuimmat"],
    "da": ["Efterlad et svar", "Seneste indlæg", "Del dette:", "Relaterede"],
    "no": ["Legg igjen en kommentar", "Siste innlegg", "Del dette:", "Lik dette:", "Relatert"],
    "vi": ["Để lại một bình luận", "Bài viết mới nhất", "Tin nổi bật", "Chia sẻ bài viết", "Về tác giả", "Đọc nhiều nhất",
           "Có thể bạn quan tâm"],
    "id": ["Tinggalkan Balasan", "Pos-pos Terbaru", "Terpopuler", "Bagikan ini:", "Suka ini:", "Tentang Penulis"],
    "uk": ["Залишити коментар", "Останні записи", "Схожі статті", "Читайте також", "Поділитися", "Теги", "Про автора"],
    "el": ["Αφήστε μια απάντηση", "Πρόσφατα άρθρα", "ΣΧΕΤΙΚΑ ΑΡΘΡΑ", "Διαβάστε επίσης", "Κοινοποίηση", "Ετικέτες", "Σχόλια"],
    "he": ["כתיבת תגובה", "פוסטים אחרונים", "כתבות קשורות", "קראו גם", "שתפו", "תגיות", "על המחבר"],
    "ar": ["اترك تعليقاً", "أحدث المقالات", "مقالات ذات صلة", "اقرأ أيضاً", "شارك هذا:", "الوسوم", "الأكثر قراءة"],
    "fa": ["دیدگاهتان را بنویسید", "نوشته‌های تازه", "مطالب مرتبط", "بیشتر بخوانید", "برچسب‌ها", "درباره نویسنده"],
    "hi": ["प्रातिक्रिया दे", "हाल ही के पोस्ट", "संबंधित लेख", "ये भी पढ़ें", "शेयर करें", "लेखक के बारे में", "टिप्पणियाँ"],
    "th": ["ใส่ความเห็น", "เรื่องล่าสุด", "บทความที่เกี่ยวข้อง", "แชร์", "แท็ก", "เกี่ยวกับผู้เขียน", "บทความยอดนิยม"],
}
# A story's heading or a sentence opening with a label's words: prose, never a label.
PROSE_HEADINGS = {
    "ro": ["Articole recente din presa locală despre inundații", "Etichete noi pe produsele alimentare"],
    "hu": ["Kapcsolódó beruházások a megyében", "Megosztás és együttműködés a falvakban"],
    "fi": ["Lue myös tämä raportti ennen kokousta", "Kommentit ja vastineet valtuustolta"],
    "da": ["Relaterede sager om byggeriet i havnen", "Del dette budget med borgerne"],
    "no": ["Relatert til saken om det nye sykehuset", "Siste innlegg i debatten om bompenger"],
    "vi": ["Chia sẻ của người dân về trận lũ lịch sử", "Tin nổi bật trong tuần qua ở miền Trung"],
    "id": ["Terpopuler di kalangan anak muda Jakarta tahun ini", "Bagikan bantuan kepada warga korban banjir"],
    "uk": ["Поділитися досвідом з іншими містами країни", "Коментарі експертів щодо реформи"],
    "el": ["Σχόλια των κατοίκων για τη νέα γέφυρα", "Ετικέτες τροφίμων και υγεία των παιδιών"],
    "he": ["תגובות התושבים לתוכנית החדשה של העירייה", "שתפו פעולה עם השכנים"],
    "ar": ["التعليقات الأولى للوزراء على الميزانية", "الوسوم الجديدة على المنتجات الغذائية"],
    "fa": ["نظرات کارشناسان درباره بودجه سال آینده", "برچسب های تازه روی محصولات غذایی"],
    "hi": ["टिप्पणियाँ और सुझाव नगर परिषद को भेजे गए", "संबंधित विभाग ने नई योजना पेश की है"],
    "th": ["ความคิดเห็นของประชาชนต่อร่างงบประมาณปีหน้า", "แชร์ประสบการณ์การเดินทางในต่างจังหวัดกับครอบครัว"],
}


def cleaned(body: str) -> str:
    root = parse_html(f"<html><body><article>{body}</article></body></html>").getroot()
    clean_content(root)
    return render_text(root)


@pytest.mark.parametrize("language", HEADINGS)
def test_a_cms_heading_opens_its_box(language):
    cards = "".join(f"<li><a href='/a{i}'>{PROSE[language][:40]} {i}</a></li>" for i in range(4))
    for label in HEADINGS[language]:
        assert is_section_label(label), (language, label)
        out = labelled(f"<p>{prose(language)}</p><div><h3>{label}</h3><ul>{cards}</ul></div>")
        assert out == prose(language), (language, label)


@pytest.mark.parametrize("language", PROSE_HEADINGS)
def test_a_storys_heading_with_the_same_words_is_no_label(language):
    for heading in PROSE_HEADINGS[language]:
        assert not is_section_label(heading), (language, heading)
        assert heading in labelled(f"<h2>{heading}</h2><p>{prose(language)}</p>"), (language, heading)


# Lone lines: "back to top", print links, ad labels, tag lines (verdict "line"); "read more" and the
# CJK account buttons (verdict "pointer": they go as a link or a button alone).
LINES = {
    "line": ["Înapoi sus", "Vissza a tetejére", "Takaisin ylös", "Quay lại đầu trang", "Kembali ke atas", "Нагору",
             "ΕΠΙΣΤΡΟΦΗ ΣΤΗΝ ΚΟΡΥΦΗ", "العودة للأعلى", "بازگشت به بالا", "חזרה למעלה", "ऊपर जाएं", "กลับไปด้านบน",
             "Printează", "Nyomtatás", "Tulosta", "Cetak artikel", "Друк", "Εκτύπωση", "طباعة", "نسخه چاپی", "הדפסה",
             "प्रिंट करें", "พิมพ์", "Publicitate", "Hirdetés", "Mainos", "Διαφήμιση", "إعلان", "تبلیغات", "פרסומת",
             "विज्ञापन", "โฆษณา", "Etichete: politică, buget", "Címkék: költségvetés", "Avainsanat: talous",
             "Thẻ: ngân sách", "Мітки: бюджет", "Ετικέτες: οικονομία", "الوسوم: ميزانية", "برچسب‌ها: بودجه",
             "תגיות: תקציב", "टैग: बजट", "แท็ก: งบประมาณ", "Vezi toate", "Näytä kaikki", "Показати ще", "عرض المزيد",
             "הצג עוד", "सभी देखें", "ดูทั้งหมด", "Oleh Budi Santoso", "OLEH BUDI SANTOSO | 3 Desember 2026"],
    "pointer": ["Citește mai mult", "Tovább olvasom", "Lue lisää", "Baca lebih lanjut", "Читати далі",
                "Διαβάστε περισσότερα", "اقرأ المزيد", "ادامه مطلب", "קרא עוד", "और पढ़ें", "อ่านต่อ",
                "订阅", "訂閱", "ログイン", "구독하기", "회원가입"],
}


@pytest.mark.parametrize("verdict", LINES)
def test_a_lone_cms_line_goes(verdict):
    for line in LINES[verdict]:
        assert LINE_STARTS.match(line), line  # the walk would not look at it otherwise
        assert judge_line(line) == verdict, line
        element = f"<a href='/x'>{line}</a>" if verdict == "pointer" else line
        assert lines_dropped(f"<p>{prose('ro')}</p><div>{element}</div>") == prose("ro"), line


SENTENCES = ["Înapoi în sat, bunicul a reparat gardul.", "Vissza kell fizetni a támogatást, mondta a polgármester.",
             "Tulosta löytyi myös vanhoja kirjeitä.", "Kembali ke rumah, dia langsung tidur.",
             "Oleh karena itu, warga diminta berhati-hati.", "Oleh warga desa, jalan itu diperbaiki sendiri.",
             "Друк газет у місті припинили ще навесні.", "Διαφήμιση και πολιτική πάνε πάντα μαζί, είπε.",
             "طباعة الكتب في المدينة توقفت العام الماضي.", "חזרה לשגרה אחרי החגים היא תמיד קשה.",
             "और पढ़ें तो पता चलेगा कि योजना कब शुरू हुई थी।", "他订阅了三份报纸，每天早上都会读。",
             "Tovább tart a tél az északi megyékben.", "Lue lisää tästä aiheesta kirjastosta, hän neuvoi."]


def test_a_sentence_opening_with_those_words_stays():
    for sentence in SENTENCES:
        assert judge_line(sentence) == "", sentence
        assert sentence in lines_dropped(f"<p>{prose('ro')}</p><p>{sentence}</p>"), sentence


CLOSED = {"ro": "Comentariile sunt închise.", "hu": "A hozzászólások le vannak zárva.", "fi": "Kommentointi on suljettu.",
          "da": "Kommentarer er lukket.", "no": "Kommentarer er stengt.", "vi": "Bình luận đã bị đóng.",
          "id": "Komentar ditutup.", "uk": "Коментарі закрито.", "el": "Τα σχόλια είναι κλειστά.",
          "ar": "التعليقات مغلقة.", "fa": "دیدگاه‌ها بسته شده‌اند.", "he": "התגובות סגורות.",
          "hi": "टिप्पणियाँ बंद हैं।", "ko": "댓글이 닫혔습니다."}
CLOSED_PROSE = {"ro": "Magazinele sunt închise duminica, iar comentariile sunt închise doar pentru presă, a spus el.",
                "id": "Jalan menuju pasar ditutup, kata warga yang komentar ditutup itu tidak adil.",
                "ar": "قال الوزير إن الحدود مغلقة، لكن التعليقات مغلقة أمام الصحفيين فقط.",
                "he": "הוא אמר שהחנויות סגורות, ושהתגובות סגורות רק לעיתונאים."}


@pytest.mark.parametrize("language", CLOSED)
def test_a_closed_comments_notice_goes(language):
    assert cleaned(f"<p>{prose(language)}</p><p>{CLOSED[language]}</p>") == prose(language)


@pytest.mark.parametrize("language", CLOSED_PROSE)
def test_a_sentence_saying_comments_are_closed_stays(language):
    sentence = CLOSED_PROSE[language]
    assert sentence in cleaned(f"<p>{prose(language)}</p><p>{sentence}</p>")


def test_an_indonesian_place_line_is_no_italian_byline():
    place = "di Jakarta Pusat"
    assert place in cleaned(f"<p>{prose('id')}</p><p>{place}</p>")
    italian = ("Il consiglio comunale si è riunito martedì per discutere il bilancio del prossimo anno e i piani "
               "per la nuova biblioteca. ") * 3
    assert cleaned(f"<p>{italian}</p><p>di Mario Rossi</p>") == italian.strip()


def test_the_pure_python_walks_read_the_new_labels_too(monkeypatch):

    patch_clean(monkeypatch, "_speedups", None)
    assert lines_dropped(f"<p>{prose('he')}</p><div>חזרה למעלה</div>") == prose("he")
    assert cleaned(f"<p>{prose('uk')}</p><p>{CLOSED['uk']}</p>") == prose("uk")
    assert cleaned(f"<p>{prose('id')}</p><p>di Jakarta Pusat</p>").endswith("di Jakarta Pusat")


def test_a_heading_opening_with_recommended_is_a_label_only_as_a_box_names_itself():
    short = "<p>Start with two sessions a week and add a third once the first month is done.</p>"
    for heading in ("Recommended Approach", "Recommended Daily Usage", "Recommended PSU Wattage"):
        assert not is_section_label(heading), heading
        assert heading in labelled(f"<p>{prose('ro')}</p><h2>{heading}</h2>{short}"), heading
    cards = "".join(f"<li><a href='/r{i}'>Another story from the same site, number {i}</a></li>" for i in range(4))
    for heading in ("Recommended", "Recommended for you", "Recommended by Outbrain", "Recommended reading"):
        assert is_section_label(heading), heading
        assert labelled(f"<p>{prose('ro')}</p><div><h3>{heading}</h3><ul>{cards}</ul></div>") == prose("ro"), heading


KOREAN_HEADINGS = ["답글 남기기", "최근 글", "최근 댓글", "좋아하기:", "이 글 공유하기:", "글쓴이 소개"]


def test_wordpress_korean_headings_open_their_boxes():
    cards = "".join(f"<li><a href='/k{i}'>다른 기사 제목 {i}</a></li>" for i in range(4))
    for label in KOREAN_HEADINGS:
        assert is_section_label(label), label
        assert labelled(f"<p>{prose('ko')}</p><div><h3>{label}</h3><ul>{cards}</ul></div>") == prose("ko"), label
    for heading in ("최근 글 목록을 보면 흥미로운 점이 있다", "좋아하기 어려운 정책에 대한 시민들의 생각"):
        assert not is_section_label(heading), heading


SIGN_UPS = {"ro": "Abonează-te la newsletter și primești știrile în fiecare dimineață.",
            "id": "Berlangganan newsletter kami untuk berita terbaru.", "el": "Εγγραφείτε στο newsletter μας."}
COOKIES = {"ro": "Acest site folosește cookie-uri pentru a îmbunătăți experiența ta.",
           "hu": "Ez a weboldal sütiket használ a jobb élmény érdekében.",
           "fi": "Käytämme evästeitä parantaaksemme sivustoa.", "vi": "Trang web này sử dụng cookie.",
           "id": "Situs ini menggunakan cookie untuk pengalaman terbaik.", "uk": "Ми використовуємо файли cookie.",
           "el": "Ο ιστότοπος χρησιμοποιεί cookies.", "ar": "يستخدم هذا الموقع ملفات تعريف الارتباط.",
           "he": "אתר זה משתמש בעוגיות."}
# Sentences holding the same words: news about a newsletter, cookies to eat.
PROMPT_PROSE = {"ro": "Primăria a spus că peste o mie de oameni s-au abonat anul trecut la buletinul informativ.",
                "hu": "A cukrászda sütiket és pogácsát is árul a piacon szombatonként.",
                "id": "Dia berlangganan koran pagi dan membaca newsletter sekolah setiap minggu.",
                "he": "סבתא אפתה עוגיות לכל הנכדים בשבת."}


@pytest.mark.parametrize("language", COOKIES)
def test_a_cookie_notice_goes(language):
    assert cleaned(f"<p>{prose(language)}</p><p>{COOKIES[language]}</p>") == prose(language)


# The twenty-sixth round's prompts (their gate words fit the C walk's table since it holds each word
# once, not once per mark around it): newsletter sign-ups of Finnish, Hungarian, Vietnamese,
# Ukrainian, Arabic, Hebrew, Persian, Hindi and Thai, cookie notices of Persian, Hindi and Thai, and
# Thai's closed-comments notice (Thai behind the unspaced scripts' gate, as Japanese and Chinese).
SIGN_UPS_26 = {"fi": "Tilaa uutiskirjeemme ja saat uusimmat artikkelit sähköpostiisi.",
               "hu": "Iratkozz fel hírlevelünkre!", "vi": "Đăng ký nhận bản tin để không bỏ lỡ tin mới.",
               "uk": "Підпишіться на нашу розсилку.", "ar": "اشترك في النشرة البريدية",
               "he": "הירשמו לניוזלטר שלנו", "fa": "عضویت در خبرنامه", "hi": "हमारे न्यूज़लेटर की सदस्यता लें",
               "th": "สมัครรับจดหมายข่าวจากเรา"}
COOKIES_26 = {"fa": "این سایت از کوکی‌ها استفاده می‌کند.",
              "hi": "यह वेबसाइट कुकीज़ का उपयोग करती है।", "th": "เว็บไซต์นี้ใช้คุกกี้เพื่อพัฒนาประสบการณ์ของคุณ"}
# Sentences holding the same words: a newsletter or cookies in a story.
PROMPT_PROSE_26 = {"fi": "Hän tilaa uutiskirjeen joka viikko ja lukee sen junassa matkalla töihin.",
                   "hu": "A polgármester minden héten hírlevelet küld a lakóknak a felújításokról.",
                   "vi": "Hơn một nghìn người đã đăng ký tham gia giải chạy, theo bản tin của thành phố.",
                   "uk": "Компанія надіслала розсилку клієнтам у вівторок, повідомили в пресслужбі.",
                   "ar": "نشرت الوزارة النشرة الإخبارية السنوية يوم الثلاثاء بعد اجتماع المجلس.",
                   "he": "הוא קרא את הניוזלטר של בית הספר ושלח אותו לניוזלטר של השכונה.",
                   "fa": "مادربزرگ برای نوه‌هایش کوکی پخت و خبرنامه دانشگاه را خواند.",
                   "hi": "दादी ने बच्चों के लिए कुकीज़ बनाईं और स्कूल का न्यूज़लेटर पढ़ा।",
                   "th": "คุณยายอบคุกกี้ให้หลานและโรงเรียนส่งจดหมายข่าวถึงผู้ปกครองทุกเดือน"}
CLOSED_PROSE_26 = {"th": "ผู้ว่าราชการกล่าวว่าเพจของจังหวัดปิดการแสดงความคิดเห็นชั่วคราวหลังเกิดเหตุ"}


def pairs(*tables: dict) -> list:
    """Each table's (language, sentence) pairs, one test case each; the tables share languages."""
    return [pytest.param(language, sentence, id=f"{language}-{round_}")
            for round_, table in enumerate(tables, start=25) for language, sentence in table.items()]


@pytest.mark.parametrize(("language", "sign_up"), pairs(SIGN_UPS, SIGN_UPS_26))
def test_a_newsletter_sign_up_goes(language, sign_up):
    assert cleaned(f"<p>{prose(language)}</p><p>{sign_up}</p>") == prose(language)


@pytest.mark.parametrize(("language", "sentence"), pairs(PROMPT_PROSE, PROMPT_PROSE_26))
def test_prose_holding_the_prompts_words_stays(language, sentence):
    assert sentence in cleaned(f"<p>{prose(language)}</p><p>{sentence}</p>")


@pytest.mark.parametrize("language", COOKIES_26)
def test_a_cookie_notice_of_more_languages_goes(language):
    assert cleaned(f"<p>{prose(language)}</p><p>{COOKIES_26[language]}</p>") == prose(language)
    box = f"<div><p>{COOKIES_26[language]}</p><p>{PROSE[language][:60]}</p><p>{PROSE[language][:60]}</p></div>"
    assert cleaned(f"<p>{prose(language)}</p>{box}") == prose(language)


def test_a_thai_closed_comments_notice_goes():
    for notice in ("ปิดการแสดงความคิดเห็น", "ความเห็นถูกปิด"):
        assert cleaned(f"<p>{prose('th')}</p><p>{notice}</p>") == prose("th"), notice
    sentence = CLOSED_PROSE_26["th"]
    assert sentence in cleaned(f"<p>{prose('th')}</p><p>{sentence}</p>")


def test_the_pure_python_walk_reads_the_new_prompts_too(monkeypatch):

    patch_clean(monkeypatch, "_speedups", None)
    for language in ("hu", "he", "th"):
        assert cleaned(f"<p>{prose(language)}</p><p>{SIGN_UPS_26[language]}</p>") == prose(language), language
    assert cleaned(f"<p>{prose('th')}</p><p>ความเห็นถูกปิด</p>") == prose("th")


# Back-to-the-list and PDF or print links the crawl's large languages lacked (2026-12-03, round 26),
# each a lone line under a story; a sentence opening with the same words stays.
LINES_26 = ["Voltar para a lista", "Zpět na přehled", "Listeye dön", "Imprimer cet article", "Télécharger le PDF",
            "Scarica il PDF", "Printen", "Скачать PDF", "PDF indir", "Baixar PDF"]
LINE_SENTENCES_26 = ["Voltar para a lista de espera foi a decisão mais difícil da família, disse ela.",
                     "Printen is duur geworden, zeggen de scholen in de stad.",
                     "Скачать PDF можно на сайте министерства до конца недели."]


# The twenty-seventh round's labels (2026-12-03): a share bar's heading naming the story, "you may be
# interested" and most-read boxes where a language lacked them; each opens its box of links, and a
# story's heading running on with the same words stays.
SHARE_HEADINGS_27 = {"de": ["Diesen Artikel teilen", "Diesen Beitrag teilen:"],
                     "es": ["Compartir esta noticia", "Compartir este artículo"],
                     "pt": ["Partilhe este artigo", "Compartilhe esta notícia"], "cs": ["Sdílet článek"],
                     "ru": ["Поделиться статьей", "Поделиться новостью:"], "tr": ["Bu yazıyı paylaş"]}
BOX_HEADINGS_27 = {"pt": ["Pode interessar-lhe", "Também pode interessar", "Pode também gostar de"],
                   "tr": ["Öne Çıkanlar"], "ru": ["Самое читаемое", "Самые читаемые статьи"],
                   "ja": ["よく読まれている記事", "この記事を読んだ人はこんな記事も読んでいます"],
                   "zh": ["你可能也喜欢", "您可能感兴趣", "猜您喜欢"]}
STORY_HEADINGS_27 = {"de": "Diesen Artikel teilen sich drei Autorinnen aus Köln",
                     "es": "Compartir esta noticia fue un error, admite el ministro",
                     "pt": "Pode interessar-lhe saber que a câmara aprovou o orçamento",
                     "tr": "Öne çıkan adaylar arasında iki eski bakan var",
                     "ru": "Самое читаемое издание города закрылось после сорока лет",
                     "zh": "你可能也喜欢的那家面包店明天就要关门了"}


def headings_27() -> list:
    """Each round-27 heading with its language, share bars and boxes alike."""
    return [pytest.param(language, heading, id=f"{language}-{heading}")
            for table in (SHARE_HEADINGS_27, BOX_HEADINGS_27) for language, headings in table.items()
            for heading in headings]


@pytest.mark.parametrize(("language", "heading"), headings_27())
def test_a_round_27_heading_opens_its_box(language, heading):
    cards = "".join(f"<li><a href='/c{i}'>{PROSE[language][4:44]} #{i}</a></li>" for i in range(4))
    assert is_section_label(heading)
    assert labelled(f"<p>{prose(language)}</p><div><h3>{heading}</h3><ul>{cards}</ul></div>") == prose(language)


@pytest.mark.parametrize("language", STORY_HEADINGS_27)
def test_a_storys_heading_with_the_round_27_words_stays(language):
    heading = STORY_HEADINGS_27[language]
    assert not is_section_label(heading)
    assert heading in labelled(f"<h2>{heading}</h2><p>{prose(language)}</p>")


CLOSED_27 = {"fr": "Les commentaires sont clos.", "es": "Comentarios cerrados.", "tr": "Yorumlar kapatılmıştır."}
CLOSED_PROSE_27 = {"fr": "Le maire a dit que les débats étaient clos, et les commentaires sont clos pour la presse.",
                   "es": "Los colegios siguen cerrados y los comentarios cerrados al público, dijo el alcalde.",
                   "tr": "Okullar kapatılmıştır ve yorumlar kapatılmıştır dedi belediye başkanı dün akşam."}


@pytest.mark.parametrize("language", CLOSED_27)
def test_a_round_27_closed_comments_notice_goes_and_prose_stays(language):
    assert cleaned(f"<p>{prose(language)}</p><p>{CLOSED_27[language]}</p>") == prose(language)
    sentence = CLOSED_PROSE_27[language]
    assert sentence in cleaned(f"<p>{prose(language)}</p><p>{sentence}</p>")


# A back link with an arrow before it, and a Polish agency's photo credit; sentences with the words stay.
LINES_27 = ["« Zurück zur Übersicht", "‹ Back to overview", "← Retour à la liste", "« Terug naar overzicht",
            "« Powrót do listy", "Fot. PAP", "Fot. Jan Kowalski / Reuters"]
LINE_SENTENCES_27 = ["« Zurück zur Übersicht kommen wir nie », sagte die Ministerin am Abend.",
                     "Podpis „Fot. PAP” stoi pod każdym zdjęciem agencji, mówi redaktor.",
                     "Fotel. Tak nazywa się nowa wystawa w muzeum."]


@pytest.mark.parametrize("lines, sentences, language", [(LINES_26, LINE_SENTENCES_26, "ro"),
                                                        (LINES_27, LINE_SENTENCES_27, "pl")],
                         ids=["round-26", "round-27"])
def test_a_lone_back_pdf_or_credit_line_goes_and_a_sentence_with_its_words_stays(lines, sentences, language):
    for line in lines:
        assert judge_line(line) == "line", line
        assert lines_dropped(f"<p>{prose(language)}</p><p>{line}</p>") == prose(language), line
    for sentence in sentences:
        assert judge_line(sentence) == "", sentence
        assert sentence in lines_dropped(f"<p>{prose(language)}</p><p>{sentence}</p>"), sentence


# Author boxes, newsletter sign-ups and cookie notices in wordings the large languages lacked (round 27).
AUTHOR_BOXES_27 = {"es": "Acerca del autor", "it": "Informazioni sull'autore", "pt": "Acerca do autor",
                   "nl": "Over de schrijver", "pl": "O autorce", "cs": "O autorce"}
PROMPTS_27 = {"pt": "Subscreva a nossa newsletter", "pl": "Zapisz się do naszego newslettera",
              "nl": "Deze website maakt gebruik van cookies.", "cs": "Tento web používá soubory cookie."}
PROMPTS_27_PL_COOKIES = "Ta strona korzysta z ciasteczek."
PROMPT_PROSE_27 = {"pt": "A escola envia a newsletter aos pais, e muitos subscreva-se pedidos chegam depois.",
                   "pl": "Babcia upiekła ciasteczek na cały tydzień i czytała newslettera parafii.",
                   "nl": "De bakker maakt gebruik van oude recepten en verkoopt cookies op de markt.",
                   "cs": "Děti snědly všechny cookie, které babička upekla, a tento web o tom psal."}


@pytest.mark.parametrize("language", AUTHOR_BOXES_27)
def test_a_round_27_author_box_goes(language):
    label = AUTHOR_BOXES_27[language]
    bio = f"<p>{PROSE[language][:70]}</p>"
    assert is_section_label(label)
    assert labelled(f"<p>{prose(language)}</p><div><h4>{label}</h4>{bio}</div>") == prose(language)


@pytest.mark.parametrize("language", PROMPTS_27)
def test_a_round_27_prompt_goes_and_prose_stays(language):
    assert cleaned(f"<p>{prose(language)}</p><p>{PROMPTS_27[language]}</p>") == prose(language)
    sentence = PROMPT_PROSE_27[language]
    assert sentence in cleaned(f"<p>{prose(language)}</p><p>{sentence}</p>")


def test_a_polish_cookie_notice_naming_ciasteczka_goes():
    assert cleaned(f"<p>{prose('pl')}</p><p>{PROMPTS_27_PL_COOKIES}</p>") == prose("pl")


def test_a_gallery_slides_counter_and_credit_goes():
    # "2/28 photos © Shutterstock" under each slide of a gallery story; a recipe's "1/2 Tasse Mehl" stays.
    for line in ("2/28 photos © Shutterstock", "12 / 30 Fotos: dpa"):
        assert judge_line(line) == "line", line
        assert lines_dropped(f"<p>{prose('de')}</p><p>{line}</p>") == prose("de"), line
    for sentence in ("1/2 Tasse Mehl", "2/3 Fotos zeigen den alten Hafen, sagt der Kurator."):
        assert sentence in lines_dropped(f"<p>{prose('de')}</p><p>{sentence}</p>"), sentence


# A bare "Back" or "Home" link left alone on a line (a slider's back button, a breadcrumb's first link
# on its own) in English and the languages whose bare "Zurück" / "Retour" went already (product48);
# a sentence or a heading opening with the word stays.
BARE_BACK_AND_HOME = ["Back", "BACK", "Home", "Startseite", "Accueil", "Inicio", "Início", "Página inicial",
                      "Pagina iniziale", "Strona główna"]
BACK_AND_HOME_SENTENCES = ["Back in March, the council voted to keep the library open on Sundays.",
                           "Home owners will pay the new rate from January.",
                           "Startseite und Archiv bleiben während der Umstellung erreichbar, sagte die Sprecherin."]


@pytest.mark.parametrize("line", BARE_BACK_AND_HOME)
def test_a_bare_back_or_home_link_goes(line):
    assert LINE_STARTS.match(line), line
    assert judge_line(line) == "line", line
    assert lines_dropped(f"<p>{prose('en')}</p><div><a href='/'>{line}</a></div>") == prose("en"), line


@pytest.mark.parametrize("sentence", BACK_AND_HOME_SENTENCES)
def test_a_sentence_opening_with_back_or_home_stays(sentence):
    assert judge_line(sentence) == "", sentence
    assert sentence in lines_dropped(f"<p>{prose('en')}</p><p>{sentence}</p>"), sentence


def test_a_column_named_home_in_a_tables_header_stays():
    header = "".join(f'<th><span title="{name}">{name}</span></th>' for name in ("TEAM", "W", "L", "HOME", "AWAY"))
    rows = "".join(f"<tr><td>Team {i}</td><td>{40 - i}</td><td>{i}</td><td>{20 - i}-{i}</td><td>20-0</td></tr>"
                   for i in range(1, 6))
    kept = lines_dropped(f"<p>{prose('en')}</p><table><thead><tr>{header}</tr></thead><tbody>{rows}</tbody></table>")
    assert "HOME" in kept and "AWAY" in kept
