"""Boilerplate inside a trusted <main> in languages the development sets hold little of (issue #12):
a news CMS's "read also" box, newsletter prompt, closed-comments note, share label, back and print
links and author box, written as the CMS prints them, leave the page while the article's text stays."""
import pytest

import beam_extract

ARTICLES = {
    "sk": "Mestské zastupiteľstvo včera večer schválilo nový plán pre prístav, a to po dlhej diskusii o peniazoch "
          "a harmonograme plánovaných stavebných prác v celej štvrti.",
    "sv": "Kommunfullmäktige godkände i går kväll den nya planen för hamnen, efter en lång diskussion om pengarna "
          "och tidsplanen för de planerade byggarbetena i stadsdelen.",
    "tr": "Belediye meclisi dün akşam liman için yeni planı, para ve planlanan inşaat çalışmalarının takvimi "
          "hakkında uzun bir tartışmanın ardından onayladı.",
    "ko": "시의회는 어젯밤 항구에 대한 새로운 계획을 승인했다. 자금과 예정된 건설 공사 일정에 대한 긴 논의 끝에 내려진 결정으로 "
          "주민들의 관심이 높았다.",
    "fi": "Kaupunginvaltuusto hyväksyi eilen illalla sataman uuden suunnitelman pitkän keskustelun jälkeen rahasta "
          "ja suunniteltujen rakennustöiden aikataulusta.",
    "el": "Το δημοτικό συμβούλιο ενέκρινε χθες το βράδυ το νέο σχέδιο για το λιμάνι, μετά από μια μακρά συζήτηση "
          "για τα χρήματα και το χρονοδιάγραμμα των έργων.",
    "id": "Dewan kota kemarin malam menyetujui rencana baru untuk pelabuhan setelah diskusi panjang tentang dana "
          "dan jadwal pekerjaan konstruksi yang direncanakan.",
    "vi": "Hội đồng thành phố tối qua đã thông qua kế hoạch mới cho cảng sau một cuộc thảo luận dài về kinh phí "
          "và tiến độ các công trình xây dựng dự kiến.",
    "ar": "وافق المجلس البلدي مساء أمس على الخطة الجديدة للميناء بعد نقاش طويل حول التمويل والجدول الزمني لأعمال "
          "البناء المخطط لها في المنطقة.",
    "hu": "A városi közgyűlés tegnap este jóváhagyta a kikötő új tervét, miután hosszan vitatkoztak a pénzről és a "
          "tervezett építési munkák ütemezéséről.",
    "no": "Kommunestyret godkjente i går kveld den nye planen for havnen, etter en lang diskusjon om pengene og "
          "tidsplanen for de planlagte byggearbeidene.",
    "uk": "Міська рада вчора ввечері затвердила новий план для порту після довгої дискусії про гроші та про терміни "
          "запланованих будівельних робіт у районі.",
    "it": "Il consiglio comunale ha approvato ieri sera il nuovo piano per il porto, dopo una lunga discussione "
          "sulle risorse e sui tempi dei lavori previsti.",
    "nl": "De gemeenteraad heeft gisteravond het nieuwe plan voor de haven goedgekeurd, na een lange discussie over "
          "het geld en de planning van de werkzaamheden.",
    "zh": "市议会昨晚批准了港口的新计划，此前就资金和计划中的建筑工程时间表进行了长时间的讨论，当地居民对此十分关注，并提出了许多意见。",
    "he": "מועצת העיר אישרה אתמול בערב את התוכנית החדשה לנמל, לאחר דיון ארוך על הכספים ועל לוח הזמנים של עבודות "
          "הבנייה המתוכננות באזור.",
}


def _page(language: str, chrome: str) -> str:
    prose = ARTICLES[language]
    body = "".join(f"<p>{prose} ({i})</p>" for i in range(5))
    return (f"<html lang='{language}'><head><title>T</title></head><body><header><nav><a href='/'>Home</a></nav>"
            f"</header><main><article><h1>{prose[:30]}</h1>{body}{chrome}</article></main><footer>(c)</footer>"
            "</body></html>")


def _links(language: str) -> str:
    prose = ARTICLES[language]
    return f"<ul><li><a href='/a1'>{prose[:40]}</a></li><li><a href='/a2'>{prose[20:70]}</a></li></ul>"


CHROME = [
    # Slovak news CMSs: the "read also" box, its inline pointer, the sign-up, the closed-comments note,
    # the share label, the back and print links
    ("sk", "Čítajte aj", lambda: f"<h3>Čítajte aj</h3>{_links('sk')}"),
    ("sk", "Prečítajte si tiež", lambda: "<p><strong>Prečítajte si tiež:</strong> <a href='/x'>Nový most</a></p>"),
    ("sk", "Súvisiace články", lambda: f"<h3>Súvisiace články</h3>{_links('sk')}"),
    ("sk", "Prihláste sa na odber", lambda: "<div><h4>Prihláste sa na odber newslettera</h4><form><input "
     "type='email'><button>OK</button></form></div>"),
    ("sk", "Komentáre sú uzavreté", lambda: "<p>Komentáre sú uzavreté.</p>"),
    ("sk", "Zdieľať", lambda: "<div><span>Zdieľať</span> <a href='/fb'>Facebook</a> <a href='/x'>X</a></div>"),
    ("sk", "Späť na prehľad", lambda: "<p><a href='/list'>Späť na prehľad</a></p>"),
    ("sk", "Tlačiť", lambda: "<p><a href='/print'>Tlačiť</a></p>"),
    # WordPress's closed-comments note in its other wordings
    ("sv", "stängda", lambda: "<p>Kommentarerna är stängda.</p>"),
    ("tr", "kapatıldı", lambda: "<p>Yorumlar kapatıldı.</p>"),
    ("ko", "닫혀", lambda: "<p>댓글이 닫혀 있습니다.</p>"),
    # a Korean news site's reporter box
    ("ko", "기자 소개", lambda: "<div><h4>기자 소개</h4><p>김민수</p></div>"),
    # back to the list in Finnish, Greek, Indonesian, Vietnamese, Arabic and Hebrew
    ("fi", "Takaisin listaukseen", lambda: "<p><a href='/list'>Takaisin listaukseen</a></p>"),
    ("el", "Επιστροφή στη λίστα", lambda: "<p><a href='/list'>Επιστροφή στη λίστα</a></p>"),
    ("id", "Kembali ke daftar", lambda: "<p><a href='/list'>Kembali ke daftar</a></p>"),
    ("vi", "Quay lại danh sách", lambda: "<p><a href='/list'>Quay lại danh sách</a></p>"),
    ("ar", "العودة إلى القائمة", lambda: "<p><a href='/list'>العودة إلى القائمة</a></p>"),
    ("he", "חזרה לרשימה", lambda: "<p><a href='/list'>חזרה לרשימה</a></p>"),
    # ... and to the overview or the home page
    ("it", "Torna alla panoramica", lambda: "<p><a href='/list'>Torna alla panoramica</a></p>"),
    ("nl", "Terug naar het overzicht", lambda: "<p><a href='/list'>Terug naar het overzicht</a></p>"),
    ("no", "Tilbake til oversikten", lambda: "<p><a href='/list'>Tilbake til oversikten</a></p>"),
    ("zh", "返回首页", lambda: "<p><a href='/'>返回首页</a></p>"),
    ("ko", "목록으로 돌아가기", lambda: "<p><a href='/list'>목록으로 돌아가기</a></p>"),
    ("id", "Kembali ke beranda", lambda: "<p><a href='/'>Kembali ke beranda</a></p>"),
    ("vi", "Về trang chủ", lambda: "<p><a href='/'>Về trang chủ</a></p>"),
    ("ar", "العودة للرئيسية", lambda: "<p><a href='/'>العودة للرئيسية</a></p>"),
    ("he", "חזרה לדף הבית", lambda: "<p><a href='/'>חזרה לדף הבית</a></p>"),
    # "you may also like" boxes under their heading
    ("hu", "Ez is érdekelheti", lambda: f"<h3>Ez is érdekelheti</h3>{_links('hu')}"),
    ("no", "Du vil kanskje også like", lambda: f"<h3>Du vil kanskje også like</h3>{_links('no')}"),
    ("el", "Δείτε επίσης", lambda: f"<h3>Δείτε επίσης</h3>{_links('el')}"),
    ("uk", "Вас також може зацікавити", lambda: f"<h3>Вас також може зацікавити</h3>{_links('uk')}"),
    ("he", "כתבות נוספות", lambda: f"<h3>כתבות נוספות</h3>{_links('he')}"),
]


@pytest.mark.parametrize(("language", "leak", "chrome"), CHROME, ids=[f"{c[0]}-{c[1]}" for c in CHROME])
def test_chrome_inside_main_goes_and_the_article_stays(language, leak, chrome):
    text = beam_extract.extract(_page(language, chrome())).text
    assert leak not in text
    assert ARTICLES[language][:60] in text


@pytest.mark.parametrize("line", [
    "Čítajte aj tento týždeň: mesto otvorí nový most cez rieku a ľudia sa tešia.",
    "Späť na prehľad udalostí sa vrátime zajtra, keď rada zverejní celý rozpočet.",
])
def test_a_sentence_opening_with_the_words_stays(line):
    text = beam_extract.extract(_page("sk", f"<p>{line}</p>")).text
    assert line in text
