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


# lang47b (2026-12-06): the strings of WordPress's translations and news CMSs still missing, in the
# languages of the crawl the development sets hold little of, each in the shape its page prints it
ARTICLES.update({
    "da": "Byrådet godkendte i aftes den nye plan for havnen efter en lang diskussion om pengene og tidsplanen for "
          "de planlagte byggearbejder i bydelen.",
    "cs": "Městské zastupitelstvo včera večer schválilo nový plán pro přístav, a to po dlouhé diskusi o penězích a "
          "harmonogramu plánovaných stavebních prací.",
    "ro": "Consiliul local a aprobat aseară noul plan pentru port, după o discuție lungă despre bani și despre "
          "calendarul lucrărilor de construcție planificate.",
    "bg": "Общинският съвет одобри снощи новия план за пристанището след дълга дискусия за парите и графика на "
          "планираните строителни работи в района.",
    "hr": "Gradsko vijeće sinoć je odobrilo novi plan za luku, nakon duge rasprave o novcu i rasporedu planiranih "
          "građevinskih radova u četvrti.",
    "sr": "Градско веће је синоћ одобрило нови план за луку, након дуге расправе о новцу и распореду планираних "
          "грађевинских радова у кварту.",
    "sl": "Mestni svet je sinoči potrdil nov načrt za pristanišče po dolgi razpravi o denarju in časovnici "
          "načrtovanih gradbenih del v četrti.",
    "ru": "Городской совет вчера вечером утвердил новый план для порта после долгой дискуссии о деньгах и о сроках "
          "запланированных строительных работ в районе.",
    "fa": "شورای شهر دیشب طرح جدید بندر را پس از بحثی طولانی درباره بودجه و زمان‌بندی کارهای ساختمانی "
          "برنامه‌ریزی‌شده در منطقه تصویب کرد.",
    "hi": "नगर परिषद ने कल शाम बंदरगाह के लिए नई योजना को मंजूरी दे दी, जो धन और नियोजित निर्माण कार्यों की समय "
          "सारिणी पर लंबी चर्चा के बाद आई।",
    "bn": "পৌর পরিষদ গতকাল সন্ধ্যায় বন্দরের জন্য নতুন পরিকল্পনা অনুমোদন করেছে, অর্থ এবং পরিকল্পিত নির্মাণ কাজের "
          "সময়সূচি নিয়ে দীর্ঘ আলোচনার পর।",
    "ms": "Majlis bandaraya semalam meluluskan pelan baharu untuk pelabuhan selepas perbincangan panjang tentang dana "
          "dan jadual kerja pembinaan yang dirancang.",
    "th": "สภาเมืองได้อนุมัติแผนใหม่สำหรับท่าเรือเมื่อคืนนี้ หลังจากการอภิปรายอันยาวนานเกี่ยวกับงบประมาณและกำหนดการของงาน"
          "ก่อสร้างที่วางแผนไว้ในพื้นที่",
    "ja": "市議会は昨夜、港の新しい計画を承認した。資金と予定されている建設工事の日程について長い議論を経た上での決定で、"
          "住民の関心も高かった。",
    "zt": "市議會昨晚批准了港口的新計畫，此前就資金和計畫中的建築工程時間表進行了長時間的討論，當地居民對此十分關注，並提出了許多意見。",
    "pt": "A câmara municipal aprovou ontem à noite o novo plano para o porto, depois de uma longa discussão sobre o "
          "dinheiro e o cronograma das obras previstas.",
})


def _share_bar(label: str) -> str:
    return (f"<div><span>{label}</span> <a href='/fb'>Facebook</a> <a href='/x'>X</a> "
            "<a href='/wa'>WhatsApp</a></div>")


def _reply_form(label: str) -> str:
    return f"<div id='respond'><h3>{label}</h3><form><textarea></textarea><button>OK</button></form></div>"


def _sign_up(label: str) -> str:
    return f"<div><h4>{label}</h4><form><input type='email'><button>OK</button></form></div>"


CHROME_47 = [
    # WordPress's closed-comments note in the wordings the families lacked
    ("hu", "ki vannak kapcsolva", lambda: "<p>A hozzászólások jelenleg ki vannak kapcsolva.</p>"),
    ("bg", "Коментарите са забранени", lambda: "<p>Коментарите са забранени.</p>"),
    ("hr", "Komentari su zatvoreni", lambda: "<p>Komentari su zatvoreni.</p>"),
    ("sr", "Коментари су затворени", lambda: "<p>Коментари су затворени.</p>"),
    ("sl", "Komentarji so zaprti", lambda: "<p>Komentarji so zaprti.</p>"),
    ("el", "απενεργοποιηθεί", lambda: "<p>Τα σχόλια έχουν απενεργοποιηθεί.</p>"),
    ("uk", "Коментарі закриті", lambda: "<p>Коментарі закриті.</p>"),
    ("ms", "Komen ditutup", lambda: "<p>Komen ditutup.</p>"),
    ("vi", "Bình luận đã được đóng", lambda: "<p>Bình luận đã được đóng.</p>"),
    ("th", "ปิดความเห็น", lambda: "<p>ปิดความเห็น</p>"),
    ("zt", "留言功能已關閉", lambda: "<p>留言功能已關閉。</p>"),
    # Jetpack's share heading over its buttons
    ("ro", "Partajează asta", lambda: _share_bar("Partajează asta:")),
    ("bg", "Споделете това", lambda: _share_bar("Споделете това:")),
    ("hr", "Podijeli ovo", lambda: _share_bar("Podijeli ovo:")),
    ("sl", "Deli to", lambda: _share_bar("Deli to:")),
    ("el", "Κοινοποιήστε αυτό", lambda: _share_bar("Κοινοποιήστε αυτό:")),
    ("ar", "شارك هذه", lambda: _share_bar("شارك هذه:")),
    ("he", "שתף את זה", lambda: _share_bar("שתף את זה:")),
    ("bn", "শেয়ার করুন", lambda: _share_bar("শেয়ার করুন:")),
    ("ms", "Kongsi ini", lambda: _share_bar("Kongsi ini:")),
    ("zh", "分享此文章", lambda: _share_bar("分享此文章：")),
    # related, "read this too", most read and recommended boxes under their heading
    ("bg", "Свързани статии", lambda: f"<h3>Свързани статии</h3>{_links('bg')}"),
    ("hr", "Povezani članci", lambda: f"<h3>Povezani članci</h3>{_links('hr')}"),
    ("sr", "Повезани чланци", lambda: f"<h3>Повезани чланци</h3>{_links('sr')}"),
    ("sl", "Sorodni članki", lambda: f"<h3>Sorodni članki</h3>{_links('sl')}"),
    ("ms", "Artikel berkaitan", lambda: f"<h3>Artikel berkaitan</h3>{_links('ms')}"),
    ("bn", "সম্পর্কিত খবর", lambda: f"<h3>সম্পর্কিত খবর</h3>{_links('bn')}"),
    ("hu", "Ezt is olvassa el", lambda: f"<h3>Ezt is olvassa el</h3>{_links('hu')}"),
    ("hr", "Pročitajte još", lambda: "<p><strong>Pročitajte još:</strong> <a href='/x'>Novi most</a></p>"),
    ("sl", "Preberite še", lambda: f"<h3>Preberite še</h3>{_links('sl')}"),
    ("he", "עוד באתר", lambda: f"<h3>עוד באתר</h3>{_links('he')}"),
    ("ko", "이런 기사도 있어요", lambda: f"<h3>이런 기사도 있어요</h3>{_links('ko')}"),
    ("no", "Mest lest", lambda: f"<h3>Mest lest</h3>{_links('no')}"),
    ("sv", "Mest läst", lambda: f"<h3>Mest läst</h3>{_links('sv')}"),
    ("sk", "Najčítanejšie", lambda: f"<h3>Najčítanejšie</h3>{_links('sk')}"),
    ("bg", "Най-четени", lambda: f"<h3>Най-четени</h3>{_links('bg')}"),
    ("el", "Δημοφιλή", lambda: f"<h3>Δημοφιλή</h3>{_links('el')}"),
    ("hi", "सबसे ज्यादा पढ़े गए", lambda: f"<h3>सबसे ज्यादा पढ़े गए</h3>{_links('hi')}"),
    ("th", "ข่าวยอดนิยม", lambda: f"<h3>ข่าวยอดนิยม</h3>{_links('th')}"),
    ("da", "Anbefalet til dig", lambda: f"<h3>Anbefalet til dig</h3>{_links('da')}"),
    ("fi", "Suosittelemme sinulle", lambda: f"<h3>Suosittelemme sinulle</h3>{_links('fi')}"),
    ("tr", "Sizin için önerilenler", lambda: f"<h3>Sizin için önerilenler</h3>{_links('tr')}"),
    ("ar", "مقترحات لك", lambda: f"<h3>مقترحات لك</h3>{_links('ar')}"),
    ("fa", "پیشنهاد ما", lambda: f"<h3>پیشنهاد ما</h3>{_links('fa')}"),
    ("zh", "为你推荐", lambda: f"<h3>为你推荐</h3>{_links('zh')}"),
    ("id", "Rekomendasi untuk Anda", lambda: f"<h3>Rekomendasi untuk Anda</h3>{_links('id')}"),
    # "Read more" and "back to the list" links alone
    ("bg", "Прочетете повече", lambda: "<p><a href='/x'>Прочетете повече</a></p>"),
    ("hr", "Pročitaj više", lambda: "<p><a href='/x'>Pročitaj više</a></p>"),
    ("sl", "Preberi več", lambda: "<p><a href='/x'>Preberi več</a></p>"),
    ("ms", "Baca lagi", lambda: "<p><a href='/x'>Baca lagi</a></p>"),
    ("zt", "閱讀更多", lambda: "<p><a href='/x'>閱讀更多</a></p>"),
    ("ja", "記事一覧に戻る", lambda: "<p><a href='/list'>記事一覧に戻る</a></p>"),
    ("bg", "Обратно към списъка", lambda: "<p><a href='/list'>Обратно към списъка</a></p>"),
    ("hr", "Natrag na popis", lambda: "<p><a href='/list'>Natrag na popis</a></p>"),
    # WordPress's "Skip to content", a link into the page
    ("da", "Spring til indhold", lambda: "<p><a href='#main'>Spring til indhold</a></p>"),
    ("fi", "Siirry sisältöön", lambda: "<p><a href='#main'>Siirry sisältöön</a></p>"),
    ("ru", "Перейти к содержимому", lambda: "<p><a href='#main'>Перейти к содержимому</a></p>"),
    ("ar", "تخطى إلى المحتوى", lambda: "<p><a href='#main'>تخطى إلى المحتوى</a></p>"),
    ("ja", "コンテンツへスキップ", lambda: "<p><a href='#main'>コンテンツへスキップ</a></p>"),
    ("ko", "콘텐츠로 건너뛰기", lambda: "<p><a href='#main'>콘텐츠로 건너뛰기</a></p>"),
    ("zh", "跳至内容", lambda: "<p><a href='#main'>跳至内容</a></p>"),
    # ad labels, reading times, photo credits, "updated" lines
    ("hr", "Oglas", lambda: "<div><span>Oglas</span><div><a href='/ad'><img src='/ad.png'></a></div></div>"),
    ("bn", "বিজ্ঞাপন", lambda: "<div><span>বিজ্ঞাপন</span><div><a href='/ad'><img src='/ad.png'></a></div></div>"),
    ("da", "4 min. læsning", lambda: "<p>4 min. læsning</p>"),
    ("hu", "4 perc olvasás", lambda: "<p>4 perc olvasás</p>"),
    ("tr", "4 dk okuma", lambda: "<p>4 dk okuma</p>"),
    ("el", "4 λεπτά ανάγνωση", lambda: "<p>4 λεπτά ανάγνωση</p>"),
    ("ko", "4분 읽기", lambda: "<p>4분 읽기</p>"),
    ("ja", "4分で読めます", lambda: "<p>4分で読めます</p>"),
    ("fi", "Kuva: Matti", lambda: "<figure><img src='/p.jpg'><figcaption>Kuva: Matti Virtanen / Lehtikuva"
     "</figcaption></figure>"),
    ("bg", "Снимка", lambda: "<figure><img src='/p.jpg'><figcaption>Снимка: БГНЕС</figcaption></figure>"),
    ("he", "צילום", lambda: "<figure><img src='/p.jpg'><figcaption>צילום: פלאש 90</figcaption></figure>"),
    ("ko", "사진=", lambda: "<figure><img src='/p.jpg'><figcaption>사진=연합뉴스</figcaption></figure>"),
    ("da", "Opdateret", lambda: "<p>Opdateret 12. marts 2024</p>"),
    ("ru", "Обновлено", lambda: "<p>Обновлено: 12.03.2024</p>"),
    ("pt", "Atualizado em", lambda: "<p>Atualizado em 12/03/2024</p>"),
    # newsletter sign-ups and cookie notices
    ("bg", "Абонирайте се", lambda: _sign_up("Абонирайте се за нашия бюлетин")),
    ("hr", "Pretplatite se", lambda: _sign_up("Pretplatite se na naš newsletter")),
    ("sl", "Naročite se", lambda: _sign_up("Naročite se na e-novice")),
    ("pt", "Assine nossa newsletter", lambda: _sign_up("Assine nossa newsletter")),
    ("sk", "cookies", lambda: "<div><p>Táto stránka používa súbory cookies na zlepšenie služieb.</p><button>Súhlasím</button></div>"),
    ("bg", "бисквитки", lambda: "<div><p>Този сайт използва бисквитки, за да подобри услугите си.</p><button>Приемам</button></div>"),
    ("hr", "kolačiće", lambda: "<div><p>Ova stranica koristi kolačiće kako bi vam pružila bolje iskustvo.</p>"
     "<button>Prihvaćam</button></div>"),
    ("sl", "piškotke", lambda: "<div><p>Spletno mesto uporablja piškotke za boljšo uporabniško izkušnjo.</p>"
     "<button>Se strinjam</button></div>"),
    ("id", "menggunakan cookie", lambda: "<div><p>Situs web ini menggunakan cookie untuk meningkatkan pengalaman Anda."
     "</p><button>Setuju</button></div>"),
]


@pytest.mark.parametrize(("language", "leak", "chrome"), CHROME_47, ids=[f"{c[0]}-{c[1]}" for c in CHROME_47])
def test_more_chrome_inside_main_goes_and_the_article_stays(language, leak, chrome):
    text = beam_extract.extract(_page(language, chrome())).text
    assert leak not in text
    assert ARTICLES[language][:60] in text


@pytest.mark.parametrize(("language", "line"), [
    ("hr", "Pročitajte još jednom odluku vijeća: luka se gradi, a novac je osiguran u proračunu."),
    ("sl", "Deli to zemljišče na tri dele, je predlagal župan, in svet se je strinjal s tem."),
    ("da", "Opdateret plan for havnen blev vist på mødet, og borgerne kunne stille spørgsmål bagefter."),
    ("bg", "Обратно към списъка на проектите се върнаха съветниците, след като прочетоха доклада."),
])
def test_a_sentence_opening_with_the_new_words_stays(language, line):
    text = beam_extract.extract(_page(language, f"<p>{line}</p>")).text
    assert line in text
