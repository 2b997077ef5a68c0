"""The cleaning of the content document: short blocks prompting the reader: subscribe, donate, accept
cookies, rate, ad and affiliate disclosures (`drop_prompt_lines`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import itertools
import re

from lxml import etree

from ..speedups import native as _speedups
from .drops import drop_keeping_tail, outermost_only
from .headings import has_text_before, last_text
from .measures import content_body, element_text, text_length, text_length_upto
from .patterns import searched_by_first_letter
from .prompt_families import PROMPT_FAMILIES, holds_a_prompt
from .tokens import GUARD_SHARE
from .walks import TEXT_NODES

# --- Prompts to the reader (any language) -------------------------------------------------------

# A short block (at most PROMPT_MAX_CHARS) that asks the reader for something rather than telling
# the story: to subscribe or sign up for a newsletter, to support or donate, to accept cookies, to
# rate the article; or that discloses advertising and affiliate links, or says when the page was last
# changed. Matched anywhere in the block's text (a prompt's wording, not its first word), in the
# languages of the crawl; such blocks sit inside trusted `main` regions, under any class name.
# Measured 2026-11-30 (make bench-quick --no-peers, F1 even / odd, each family alone against the
# same base: ScrapingHub 0.9640 / 0.9686, WCXB dev 0.8649 / 0.8669, trafilatura-eval-dev 0.9290 /
# 0.9310 (P 0.9140 / 0.9159)):
# - subscribe: ScrapingHub 0.9640 / 0.9690, WCXB dev unchanged (4 pages better, none worse),
#   trafilatura-eval-dev 0.9302 / 0.9356 (P 0.9164 / 0.9247). Tried first with "new subscribers",
#   "straight to your inbox" and "app for iOS/Android": WCXB dev 15 pages changed, 7 worse (newsletter
#   marketing articles and app reviews keep those words): left out;
# - support: WCXB dev unchanged (1 page better, 1 worse by 0.003), trafilatura-eval-dev 0.9290 /
#   0.9323 (without the word boundary after "support us": WCXB even 0.8648, "does not support using");
# - consent: WCXB dev and ScrapingHub unchanged, trafilatura-eval-dev 0.9296 / 0.9310;
# - disclosure: WCXB dev 0.8649 / 0.8671 (20 pages better, 12 worse), trafilatura-eval-dev 0.9296 / 0.9323;
# - rating: WCXB dev unchanged (2 pages better), trafilatura-eval-dev 0.9296 / 0.9310;
# - modified: WCXB dev unchanged (12 pages better, 1 worse), trafilatura-eval-dev 0.9296 / 0.9317.
# All six, searched over every region (too slow, see PROMPT_WORDS): ScrapingHub 0.9640 / 0.9690, WCXB dev
# 0.8649 / 0.8671, trafilatura-eval-dev 0.9328 / 0.9382 (P 0.9214 / 0.9298). As kept, behind the
# PROMPT_WORDS gate (words too common to gate on left out: "rate", "member", "phone", "ios", "don"):
# ScrapingHub 0.9640 / 0.9690, WCXB dev 0.8649 / 0.8671 (46 pages better, 17 worse),
# trafilatura-eval-dev 0.9321 / 0.9375 (P 0.9202 / 0.9285); no page of that set worse.
# PROMPT_MAX_CHARS 250 only (the longest prompt seen, 223 characters).
PROMPT_MAX_CHARS = 250
# The words one of which every prompt of the "wishlist" family holds (PROMPT_FAMILIES): its gate.
# Added 2026-12-02 (per-page word F1; no ScrapingHub or trafilatura-eval-dev page changed): WCXB dev
# product 0.7199 / 0.7565 -> 0.7206 / 0.7570 (ten game-shop pages lose "Sign in to add this item to
# your wishlist, follow it, or mark it as ignored", +0.003 to +0.011 each; no page worse). "favorites",
# "favoriten", "favoritos" and "preferiti" were left out of the gate and the family: common words
# that would open many more regions to the search.
WISHLIST_WORDS = frozenset("""wishlist wish wunschliste merkliste envies d'envies d’envies souhaits deseos desideri
    verlanglijst wensenlijst życzeń desejos""".split())
# The gate of the "recipe" family: the question's noun as white space leaves it before its mark
# ("recipe?", "rezept?"), or the verb that closes the question ("ausprobiert?", "testé", "fait ?" is
# left out: too common). Added 2026-12-03 (bench_extract --no-peers, F1 even / odd): ScrapingHub
# 0.9802 / 0.9818, WCXB dev 0.8946 / 0.8946 (product 0.7411 / 0.7626) and trafilatura-eval-dev
# 0.9574 / 0.9645 unchanged at four digits; three pages lose the prompt, none changed otherwise: a
# WCXB article 0.9644 -> 0.9665 (the prompt is one of its gold's must-not snippets), two
# trafilatura-eval-dev recipes (their snippets alike). "tried", "made" and "make" were not made gate
# words: common words that would open many more blocks to the search.
RECIPE_PROMPT_WORDS = frozenset("""recipe? recipes? rezept? ausprobiert? nachgekocht? nachgebacken? recette?
    testé essayé réalisé receta? ricetta? recept? geprobeerd? gemaakt? nagemaakt? receita?""".split())
# Words one of which every prompt above holds, lower-cased. The region's text, split on white space, is
# asked first whether it holds any (a set test; one search of the families over the region's text
# cost 25% of the extraction on 2026-11-30); only the text nodes holding a word found are looked at
# (one XPath), and only the blocks around them read and searched. Cost measured 2026-11-30 (CPU time
# of extract() over WCXB dev, with / without the rule, three alternating runs): the region's words
# joined by itertext and an XPath per word found, about 1.13x; one XPath for all the words found
# (contains() per spelling), 1.15x; every text node tested in Python, 1.09x; as written (the same
# test behind a test of the region's words), the rule is 11% of extract()'s CPU time, its gate 4%;
# with the families searched in lower case (see _PROMPT), 9%. With the text nodes' words read in C
# (`_speedups.prompt_word_walk`, which builds only the words whose signature a prompt word has),
# extract() takes 8.5% less CPU time (A/B per page, WCXB dev): the rule is under 1% of it.
PROMPT_WORDS = frozenset("""subscribe subscriber subscribers newsletter newslettera abonnieren
    e-mail email courriel correo e-mailem
    abonniere postfach posteingang mitglied suscríbete suscribete hazte boletín abonnez-vous zasubskrybuj nieuwsbrief
    unterstütze unterstützen spende spenden donate donation contribution support wesprzyj przekaż apoya donación
    soutenez-nous sostienici donazione
    cookies cookie einverständnis zustimmung einwilligung privatsphäre privacy redaktioneller externen externe externes
    externo
    affiliate affiliate-links affiliate-link werbelinks werbelink provisionslinks provisionslink commission
    compensation disclosure associate werbung *werbung
    commissions independently qualifying provision commissione comisión commissie prowizję comissão
    votes bewertung bewertungen bewerten valora évaluez notez oceń
    follow inbox letterbox folgen folge suivez-nous síguenos seguici obserwuj volg
    modified updated changed änderung aktualisierung geändert aktualisiert dernière última ostatnia zmienione
    translated traducida traduzida traduite übersetzt tradotta переведена 번역되었습니다
    aggiornamento bijgewerkt gewijzigd poslední senast senest последнее güncelleme değişiklik
    e-mail-adresse emailadres e-mailadres emailadresse messagerie e-mailová e-postadress e-mailadresse e-posta freigegeben moderation
    modération moderación moderazione
    подпишитесь odběru bültenimize
    nyhetsbrev nyhedsbrev 뉴스레터 뉴스레터를 informasjonskapsler çerez çerezler çerezleri 쿠키를 följ følg sledujte
    siga-nos takip javascript browse javascriptu buscas procurando resposta? ищете
    entry pings geschlossen abgelegt veröffentlicht entrée fermés entrada cerrados pubblicato pubblicata
    kommentarfunktion deaktiviert chiusi gesloten fechados encerrados desactivados wyłączone zamknięte wyłączona
    geplaatst gepubliceerd publicado opublikowany opublikowano
    phone android ios
    citation zitiervorschlag zitierweise zitation zitieren cite citer citar citare cytować citeerwijze citeren
    otherwise anders contraire contrario diversa diversamente
    nachzuladen anzuzeigen freizuschalten akzeptieren loading load chargeant charger cargar caricando caricare
    laden załadować wczytać
    closed закрыты uzavřeny inaktiverade kapalı clos kapatılmıştır ciasteczek ciasteczka doneer doação поддержите podpořte
    închise zárva suljettu lukket stengt đóng ditutup закрито κλειστά مغلقة بسته סגורות बंद
    닫혔습니다
    stängda kapatıldı uzavreté vypnuté odberu odber 닫혀
    kapcsolva забранени затворени изключени zatvoreni isključeni искључени zaprti onemogočeni απενεργοποιηθεί
    απενεργοποιηθει закриті вимкнені абонирайте pretplatite prijavite naročite nossa
    бисквитки kolačiće колачиће piškotke používame
    cookie-uri sütiket evästeitä الارتباط בעוגיות
    uutiskirje uutiskirjeemme uutiskirjeen uutiskirjeeseen uutiskirjeet postituslista postituslistalle
    postituslistallemme hírlevelünkre hírlevélre hírlevelünk hírlevél hírlevelünket hírlevelet
    đăng розсилку розсилки підпишіться підписатися اشترك اشتركي לניוזלטר לרשימת خبرنامه خبرنامه‌ها
    کوکی کوکی\u200cها کوکیها कुकीज\u093c कुकी\u095b कुकीज कुकी न्यूज\u093cलेटर न्यू\u095bलेटर न्यूजलेटर""".split()) | WISHLIST_WORDS \
    | RECIPE_PROMPT_WORDS
# Japanese and Chinese write no white space between words, so no word of their prompts is ever a
# PROMPT_WORDS token: a text node holding a CJK character (U+3000..U+9FFF) is asked instead whether
# its lower-cased text holds one of these phrases, one of which every CJK prompt of the families
# holds (cookie notices, newsletter sign-ups, closed-comments notices); in C a text with no byte that
# opens such a character in UTF-8 is one pass over its bytes. Added 2026-12-03: no page of the three
# development sets changed (snapshot of the 2,160 pages, C and pure; bench_extract --no-peers F1 even /
# odd unchanged: ScrapingHub 0.9802 / 0.9818, WCXB dev 0.8946 / 0.8946, trafilatura-eval-dev 0.9574 /
# 0.9645). CPU of extract() (two-process A/B over every fourth page, 3 rounds x 2, with this day's
# opening labels and bylines, against 0384b53): base/new 1.020 (ScrapingHub 1.020, WCXB dev 1.016,
# trafilatura-eval-dev 1.041), a base-against-base control 1.028: no cost above the noise. Gating on
# the page's text instead (a regex for a CJK character over the region's joined text, as the pure twin
# does) would cost one Python pass over every region's text; the C byte scan rides the walk that runs.
# Thai writes no white space between the words of a phrase either: its phrases are here too, and a
# Thai character (U+0E00..U+0E7F) opens the test as a CJK one does (2026-12-03, round 26: Thai's
# closed-comments notice, cookie notices and newsletter sign-ups; no page of the development sets
# holds Thai).
CJK_PROMPT_WORDS = ("コメントは", "评论已", "評論已", "留言已", "迴響已", "クッキー", "cookie", "メールマガジン", "メルマガ",
                    "ニュースレター", "订阅", "訂閱",
                    "回答では",  # Stack Exchange's Japanese notice under the answers (forum41, 2026-12-05)
                    "ปิดการแสดงความ", "เห็นถูกปิด", "ปิดรับความ",
                    "ปิดความ", "功能已",  # Thai "ปิดความเห็น", Chinese "留言功能已關閉" (2026-12-06, lang47b)
                    "คุกกี้", "จดหมายข่าว", "รับข่าวสาร", "นิวส์เลตเตอร์",
                    "英語から翻訳", "英文翻译", "英文翻譯")  # MDN's translated-page notice (docs49, 2026-12-06)
_CJK_CHARACTER = re.compile("[\u0e00-\u0e7f\u3000-\u9fff]")


def _holds_cjk_prompt_word(text: str) -> bool:
    """Does `text`, holding a CJK or Thai character, hold one of CJK_PROMPT_WORDS (lower-cased)?"""
    if _CJK_CHARACTER.search(text) is None:
        return False
    lowered = text.lower()
    return any(word in lowered for word in CJK_PROMPT_WORDS)


# ... and the same followed or preceded by punctuation, as white space leaves them.
PROMPT_TOKENS = frozenset(PROMPT_WORDS | {word + mark for word in PROMPT_WORDS for mark in ".,;:!?)»“\"'"}
                           | {mark + word for word in PROMPT_WORDS for mark in "(„«\"'"})
# An `h1` too: a donation box's headline set as one inside the region ("Unterstütze RosaMag bereits
# mit 2,50!"). Added 2026-12-02 (per-page scores of every page, F1 even / odd): trafilatura-eval-dev
# 0.94467 / 0.95616 -> 0.94533 / 0.95616 (0180 loses that leaked snippet; no other page of the three
# sets changed).
_PROMPT_TAGS = frozenset(t for name in ("p", "div", "li", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote",
                                        "figcaption", "section", "aside") for t in (name, name.upper()))


def drop_prompt_lines(root) -> int:
    """Remove the short blocks that prompt the reader (see PROMPT_FAMILIES): the outermost block of
    at most PROMPT_MAX_CHARS whose text holds a prompt, unless it holds over GUARD_SHARE of the
    region's text. Returns how many went."""
    body = content_body(root)
    victims: list = []
    # Only from a text holding a prompt word is a prompt's block found.
    holders = _speedups.prompt_word_walk(body, PROMPT_TOKENS, CJK_PROMPT_WORDS) if _speedups is not None \
        else _prompt_word_walk_python(body)
    verdicts: dict = {}  # `_is_prompt`'s verdicts on this page, by text
    seen: set = set()
    for el in holders:
        block = _prompt_around(el, body, verdicts)
        if block is not None and id(block) not in seen:
            seen.add(id(block))
            victims.append(block)
    victims = outermost_only(victims)
    return drop_within_guard(body, victims)


# The region's text nodes as plain strings (built in C, no element attached): what the gate reads;
# then, on a region where one holds a prompt word, each text node knowing its element. (Only the
# nodes of at most PROMPT_MAX_CHARS, asked of libxml2 by `string-length()`: slower, 2026-11-30.)
_PLAIN_TEXTS = etree.XPath("descendant::text()", smart_strings=False)


def _prompt_word_walk_python(body) -> list:
    """Twin of `_speedups.prompt_word_walk`: for each text node below `body` holding a word of
    PROMPT_TOKENS (its text lower-cased, split on white space) or of CJK_PROMPT_WORDS (a text with a
    CJK or Thai character), the element it belongs to."""
    texts = " ".join(_PLAIN_TEXTS(body))
    if PROMPT_TOKENS.isdisjoint(texts.lower().split()) and not _holds_cjk_prompt_word(texts):  # blocks may touch
        return []
    holders = []
    for node in TEXT_NODES(body):
        if not PROMPT_TOKENS.isdisjoint(node.lower().split()) or _holds_cjk_prompt_word(node):
            el = node.getparent()
            holders.append(el.getparent() if node.is_tail else el)
    return holders


def _prompt_around(el, body, verdicts: dict | None = None):
    """The outermost block (a _PROMPT_TAGS element below `body`) of at most PROMPT_MAX_CHARS from `el`
    up (CONSENT_MAX_CHARS for a cookie notice), the element of a text node whose text holds a prompt
    word; or None. `verdicts`: `_is_prompt`'s memo for the page."""
    found = None
    while el is not None and el is not body:
        if el.tag in _PROMPT_TAGS:
            length = text_length_upto(el, CONSENT_MAX_CHARS)
            if length > CONSENT_MAX_CHARS:
                break
            if _is_prompt(el, length, verdicts):
                found = el
        el = el.getparent()
    return found


def _is_prompt(el, length: int, verdicts: dict | None = None) -> bool:
    """Is the block `el` (`length` characters) a prompt? `verdicts` remembers the searches by text
    for one page: a block's wrappers hold its text again, and the blocks above the holders of
    several prompt words are asked once per holder. 2026-12-02, every eighth page of WCXB dev: 977
    texts searched, 541 of them distinct within their page; a search of the families costs ~35 us."""
    if length > PROMPT_MAX_CHARS:
        tag = el.tag
        if tag not in _NOTICE_BOX_TAGS and tag not in _FILING_TAGS:
            return False
        text = element_text(el)
        if tag in _NOTICE_BOX_TAGS and _remembered(verdicts, ("consent", text), _is_consent_notice):
            return True
        return tag in _FILING_TAGS and (_remembered(verdicts, ("filing", text), _opens_with_filing)
                                        or _remembered(verdicts, ("disclosed", text), _opens_with_disclosure))
    return _remembered(verdicts, element_text(el), _holds_a_prompt_folded)


def _remembered(verdicts: dict | None, key, judge) -> bool:
    """`judge(text)` for `key` (the text, or (kind, text)), from `verdicts` when asked before."""
    if verdicts is None:
        return judge(key if isinstance(key, str) else key[1])
    verdict = verdicts.get(key)
    if verdict is None:
        verdict = verdicts[key] = judge(key if isinstance(key, str) else key[1])
    return verdict


def _opens_with_filing(text: str) -> bool:
    return _FILING.match(" ".join(text.split()).lower()) is not None


# A shop-link disclosure runs longer than a prompt too ("Disclosure: As an affiliate, I earn from
# qualifying purchases. If you click a product link and make a purchase, I may ..."): a paragraph or
# div that opens with a disclosure's label and holds the disclosure family's wording goes up to
# CONSENT_MAX_CHARS (the family alone, without the label, stays at PROMPT_MAX_CHARS; a label without
# the family's wording, "Disclosure: I own shares of ...", stays: a finance article's own line).
# Added 2026-12-02 (bench_extract --no-peers, F1 even / odd, after drop_author_bios): WCXB dev
# 0.89088 / 0.89407 -> 0.89091 / 0.89408 (2 articles better: 0.965 -> 0.986, 0.956 -> 0.964; none
# worse); ScrapingHub and trafilatura-eval-dev unchanged (no page changed).
_DISCLOSURE_OPENING = re.compile(
    r"\W*(?:(?:affiliate|advertiser|advertising|ftc|amazon|full|financial) )?disclosures?\s*[:.–—-]"
    r"|\W*(?:werbehinweis|transparenzhinweis|offenlegung|divulgación|divulgation|informativa|offenlegungshinweis)\s*:")
_DISCLOSURE_WORDING = re.compile(PROMPT_FAMILIES["disclosure"])


def _opens_with_disclosure(text: str) -> bool:
    folded = " ".join(text.split()).lower()
    return _DISCLOSURE_OPENING.match(folded) is not None and _DISCLOSURE_WORDING.search(folded) is not None


def _holds_a_prompt_folded(text: str) -> bool:
    return holds_a_prompt(" ".join(text.split()).lower())


# A post's filing line runs longer than a prompt (dates, a list of categories, the comment notice):
# a paragraph or div opening with one (PROMPT_FAMILIES["filing"]) goes up to CONSENT_MAX_CHARS.
_FILING = re.compile(PROMPT_FAMILIES["filing"] + "|" + PROMPT_FAMILIES["notice"])
_FILING_TAGS = frozenset(("p", "P", "div", "DIV"))


# A cookie or consent notice is a paragraph more often than a line ("We use cookies to give you the
# best experience ... By clicking Accept you consent ... See our privacy policy"): a box (div,
# section, aside) holding one is a prompt up to CONSENT_MAX_CHARS, the other prompts' blocks up to
# PROMPT_MAX_CHARS. A paragraph (p, li) of that length stays: a privacy policy's own prose.
CONSENT_MAX_CHARS = 600
_CONSENT = searched_by_first_letter(PROMPT_FAMILIES["consent"])
_NOTICE_BOX_TAGS = frozenset(t for name in ("div", "section", "aside") for t in (name, name.upper()))


# Words one of which every match of _CONSENT holds (each alternative's own letters, none optional):
# a text holding none is not searched. 2026-12-02, every eighth page of WCXB dev and
# trafilatura-eval-dev: 157 consent searches at ~48 us each (the blocks of 250 to 600 characters
# above a prompt word), most of them without any of these words.
CONSENT_WORDS = ("cookie", "einverständnis", "zustimmung", "einwilligung", "privatsphäre", "privacy",
                 "redaktioneller", "extern", "informasjonskapsler", "çerez", "쿠키",
                 "クッキー", "小型文字檔案",  # 2026-12-03: the Japanese and Chinese notices (see CJK_PROMPT_WORDS)
                 "sütiket", "evästeitä", "الارتباط", "בעוגיות",  # 2026-12-03: Hungarian, Finnish, Arabic, Hebrew
                 "کوکی", "कुकी", "คุกกี้",  # 2026-12-03 (round 26): Persian, Hindi, Thai
                 "ciastecz",  # 2026-12-03 (round 27): Polish "ciasteczka"
                 "бисквитк", "kolačić", "колачић", "piškotk")  # 2026-12-06 (lang47b): Bulgarian, Croatian, Serbian, Slovenian


def _is_consent_notice(text: str) -> bool:
    if len(text) > CONSENT_MAX_CHARS:
        return False
    folded = " ".join(text.split()).lower()
    return any(word in folded for word in CONSENT_WORDS) and _CONSENT.search(folded) is not None


def drop_within_guard(body, victims: list) -> int:
    """Remove those of `victims` holding at most GUARD_SHARE of the body's text; how many went."""
    if not victims:
        return 0
    limit = text_length(body) * GUARD_SHARE
    removed = 0
    for el in victims:
        if text_length_upto(el, limit) <= limit:
            drop_keeping_tail(el)
            removed += 1
    return removed


# --- A closing pointer whose link is "here" ------------------------------------------------------

# The content's last line, a short sentence pointing elsewhere with its one link on the word "here"
# ("Alles über nachhaltige Wanderschuhe findest Du <a>hier</a>.", "More on this <a>here</a>.", "Plus
# d'infos <a>ici</a>."): a blog's pointer to another post, nothing after the link but its closing
# mark. Only the last text and only with text before it (the tests of headings.drop_closing_heading).
# Added 2026-12-06 (article47b; figures in docs/rounds.md).
HERE_POINTER_MAX_CHARS = 160
HERE_WORDS = frozenset("hier here ici aquí aqui qui qua tutaj tady zde här her".split())
_POINTER_LINE_TAGS = frozenset(("p", "P", "div", "DIV"))
_INLINE_HOLDERS = frozenset(("a", "A", "span", "SPAN", "strong", "STRONG", "b", "B", "em", "EM", "i", "I"))
_CLOSING_MARKS = re.compile(r"[\s.!:)…]*")


def drop_closing_here_pointer(root) -> bool:
    """Remove the content's last line when it is a short pointer whose one link, on a HERE_WORDS
    word, ends it (see HERE_POINTER_MAX_CHARS). Returns whether it went."""
    body = content_body(root)
    last = last_text(body)
    if last is None:
        return False
    line = last[0]
    while line is not body and line.tag in _INLINE_HOLDERS:
        line = line.getparent()
    if line is body or line.tag not in _POINTER_LINE_TAGS or not has_text_before(line, body):
        return False
    if text_length_upto(line, HERE_POINTER_MAX_CHARS + 1) > HERE_POINTER_MAX_CHARS:
        return False
    links = list(itertools.islice(line.iter("a", "A"), 2))  # one link or more: two are enough
    if len(links) != 1 or element_text(links[0]).strip().lower() not in HERE_WORDS:
        return False
    link = links[0]
    href = (link.get("href") or "").strip()
    if not href or href.startswith("#") or href[:11].lower() == "javascript:":
        return False
    el = link
    while el is not line:  # nothing but closing marks after the link
        if el.tail and not _CLOSING_MARKS.fullmatch(el.tail):
            return False
        if any(isinstance(after.tag, str) and text_length_upto(after, 1) for after in el.itersiblings()):
            return False
        el = el.getparent()
    drop_keeping_tail(line)
    return True
