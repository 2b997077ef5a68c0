"""The cleaning of the content document: a thread's numbers and tallies standing as lines: lone numbers
and post buttons (`drop_lone_numbers`), schema.org post positions, reply counts, lines of counts and
pagers (`drop_stat_lines`), and the "Author | Message" header row of an old board's table of posts.

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import re

from lxml import etree

from ..dom import local_name
from .drops import drop_keeping_tail
from .lines import drop_still_attached
from .measures import content_body, element_text, no_text_beside, text_length_upto
from .walks import names_holding, short_text_walk, text_nodes_holding

# --- Lone numbers of a thread ----------------------------------------------------------------------

# A block of a thread whose whole text is a number of at most LONE_NUMBER_MAX characters ("#12",
# "17", "1.2k") is a post's number or its vote, like or reply count: the golds leave them out.
# Not a table's cell, nor a number inside a line of text (an inline element: "5 from 13 votes").
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd; ScrapingHub unchanged by all):
# before, WCXB dev 0.8689 / 0.8718 (forum 0.8337 / 0.8170), trafilatura-eval-dev 0.9321 / 0.9397;
# every element whose text is a number: 0.8690 / 0.8719 (forum 0.8364 / 0.8197; 73 pages better,
# 17 worse: tables of figures, recipe times on pages declaring comments), trafilatura-eval-dev
# 0.9314 / 0.9397; standing alone as written: 0.8690 / 0.8719 (forum 0.8356 / 0.8183; 37 pages
# better, 5 worse by at most 0.003), trafilatura-eval-dev unchanged (5 pages changed, the same
# snippets). (Tried earlier the same day on forum pages without the standing-alone test: the
# trafilatura-eval-dev even half lost; see POST_CHROME_TOKENS.)
LONE_NUMBER_MAX = 8
LONE_NUMBER = re.compile(r"#?\d[\d.,]*[kKmM]?")
# A block of a thread whose whole text is one of a post's links or badges that are no words of its
# text: old Reddit's and Slashdot's "parent" (a link to the comment answered), phpBB's "Top" (back to
# the page's top, in its language packs), FluxBB's and PunBB's "Website" (the author's homepage) and
# the "OP" badge beside the thread starter's name. Added 2026-12-02 (per-page F1, even / odd): WCXB
# dev forum 0.85532 / 0.83963 -> 0.85542 / 0.83969 (4 threads better, none worse; no page of the
# other sets changed); CPU +0.04% of extract() (the walk measures up to LONE_BUTTON_MAX).
# ("Save", "Share" and "Member" left out untried: a post may end on such a word alone, and "Member"
# is a user title the golds of SMF threads keep.) German packs' quote button "Zitat" (UBB.threads';
# the line families read "Quote", "Zitieren", "Citer", "Cytuj" and "Zitat:" with its colon): forum46.
POST_BUTTON_WORDS = frozenset((
    "parent", "top", "nach oben", "haut", "arriba", "góra", "naar boven", "topo", "torna su",
    "website", "webseite", "site web", "sitio web", "sito web", "strona www", "op", "zitat"))
LONE_BUTTON_MAX = max(map(len, POST_BUTTON_WORDS))


def drop_lone_numbers(root) -> int:
    """Remove the elements of a thread whose whole text is a number (a post's number, its vote or
    like count, a reply count) or a post's button word (POST_BUTTON_WORDS). Returns how many went."""
    body = content_body(root)

    def is_lone(el, length: int) -> bool:
        text = element_text(el)
        return bool((length <= LONE_NUMBER_MAX and LONE_NUMBER.fullmatch(text))
                    or " ".join(text.split()).lower() in POST_BUTTON_WORDS) and _stands_alone_number(el, body, length)

    victims = short_text_walk(body, LONE_NUMBER_MAX, LONE_BUTTON_MAX, is_lone)
    for el in victims:
        drop_keeping_tail(el)
    return len(victims)


def _stands_alone_number(el, body, length: int) -> bool:
    """The number is the whole text of its block: not a table's cell, nor a word of a line. (A
    parent is measured only past `length`: measured whole, a thread's container was read to its end
    for each of its posts' numbers, the square of the thread: 2,000 posts 0.32 s of CPU, 2026-12-03.)"""
    parent = el.getparent()
    while parent is not None and parent is not body and text_length_upto(parent, length) == length:
        if parent.tag in ("td", "th", "TD", "TH", "tr", "TR"):
            return False
        el, parent = parent, parent.getparent()
    if el.tag in ("td", "th", "TD", "TH"):
        return False
    # the outermost element whose whole text is the number: is it a block of its own?
    return el.tag not in ("span", "a", "b", "strong", "em", "i", "small", "sup", "sub", "SPAN", "A", "B", "STRONG")


# --- Post positions ----------------------------------------------------------------------------------

# A thread's element carrying schema.org's "position" (itemprop) with a number for its whole text is
# the post's place in the thread ("1", "2", ... after the date: Discourse's crawler view marks each
# post so), never its text; a breadcrumb's position is a <meta> with no text, left alone.
# Added 2026-12-01 (per-page F1 of every page of the three sets, even / odd): WCXB dev 0.88592 /
# 0.88744 -> 0.88598 / 0.88748 (forum 0.85299 / 0.83797 -> 0.85373 / 0.83849; 18 Discourse threads
# changed: 14 better by up to +0.010, 2 worse by 0.002 (0512, 0501: their golds use "1" and "2" in
# the posts' text, which the dropped numbers had matched), 2 the same), ScrapingHub and
# trafilatura-eval-dev unchanged (no page changed). CPU: 0.17% of extract() over the three sets.
_POSITIONS = etree.XPath("descendant::*[@itemprop='position']")


def _positions_below(body) -> list:
    """`_POSITIONS(body)`: the elements below `body` whose itemprop is "position", in document order;
    those whose itemprop holds it found by `names_holding`'s walk in C (the XPath was ~0.2% of
    extract()'s CPU on every fourth page of WCXB dev and trafilatura-eval-dev, 2026-12-04)."""
    return [el for el in names_holding(body, ("position",), ("itemprop",)) if el.get("itemprop") == "position"]


def drop_post_positions(root) -> int:
    """Remove a thread's post numbers marked as schema.org positions. Returns how many went."""
    body = content_body(root)
    victims = [el for el in _positions_below(body)
               if text_length_upto(el, LONE_NUMBER_MAX) <= LONE_NUMBER_MAX
               and LONE_NUMBER.fullmatch(element_text(el))]
    return drop_still_attached(victims, body)


# --- Reply counts ------------------------------------------------------------------------------------

# A thread's count of its replies on a line of its own, over or between the posts ("11 Answers",
# "76 Replies", "1 reply", "12 Antworten", "5 réponses", "3 odpowiedzi", "7 ответов"): the board's
# heading over the posts, never a post's words. On threads and Q&A pages (the comment counts of other
# pages go with their thread, SECTION_LABELS). The count comes first; a count after its word
# ("Replies 154") is a topic's stat line (POST_ACTION_LINE).
# Added 2026-12-03 (bench_extract --no-peers, per-page word F1, even / odd): WCXB dev 0.89198 /
# 0.89401 -> 0.89199 / 0.89402 (forum 0.86172 / 0.84199 -> 0.86180 / 0.84202): 21 pages changed, 17
# better (Stack Exchange's "11 Answers", "76 Replies", "1 reply" links under comments; four blog
# posts keeping their comments lose "5 Comments"), 4 worse by 0.0004 to 0.0029 (three Stack Exchange
# golds keep their "N Answers"); ScrapingHub unchanged (no page changed); trafilatura-eval-dev
# unchanged (4 pages lose a "24 Comments" count, their snippets unmoved). Tried: on every page, not
# only threads and Q&A pages: one more page changed, a thread the page does not tell for one, whose
# gold keeps its "5 replies" (0.97628 -> 0.97624).
_REPLY_COUNT_WORDS = (
    r"answers?|replies|reply|comments?|responses?|posts?"
    r"|antworten|antwort|kommentare?|beiträge|beitrag"
    r"|réponses?|commentaires?|messages?"
    r"|respuestas?|comentarios?|mensajes?"
    r"|risposte|risposta|commenti|commento"
    r"|respostas?|comentários?"
    r"|antwoorden|antwoord|reacties|reactie"
    r"|odpowiedzi|odpowiedź|komentarz[ey]?|komentarzy|posty|postów|post"
    r"|ответов|ответа|ответы|ответ|комментари[йяев]+|сообщени[йяе]"
    # forum41 (2026-12-05): Japanese, Chinese and Korean ("3 件の回答", "5 个回答", "12 條回覆", "3 개의 답변"),
    # Turkish, Czech and the Nordic languages ("3 cevap", "4 odpovědi", "2 svar", "6 kommentarer"): the
    # Japanese Stack Exchange's "3 件の回答" stayed where "3 Answers" went; no page of the three sets moved
    r"|件の(?:回答|返信|コメント)|[个個条條则則篇]\s*(?:回答|回复|回覆|评论|評論|留言|回應|回应)|개의\s*(?:답변|댓글)"
    r"|cevap|yanıt|yorum|odpovědi|odpověď|odpovědí|komentáře|komentářů|svar|kommentarer|kommentar|vastausta|kommenttia"
)
# ... and Invision 3's (IP.Board's) heading over a topic's posts, the count with what it counts
# ("4 replies to this topic"; forum59, 2026-12-07: no development page holds one).
_REPLY_COUNT = re.compile(r"\d[\d.,]*\s*(?:%s)(?: to this (?:topic|thread))?\s*:?" % _REPLY_COUNT_WORDS, re.I)
# Only texts with a digit that are at most REPLY_COUNT_MAX characters are read: 24 until 2026-12-07,
# 30 since (forum59: "1,234 replies to this topic" is 27; snapshot of the 2,160 dev pages unchanged).
REPLY_COUNT_MAX = 30


def _short_digit_texts(body) -> list:
    """The text nodes below `body` holding an ASCII digit and at most REPLY_COUNT_MAX characters
    once their XML white space is normalised, in document order, as `text_nodes_holding` gives
    them: what the XPath predicate `[string-length(normalize-space(.)) <= N and translate(.,
    '0123456789', '') != .]` keeps (libxml2 builds both functions' strings a character at a time,
    for every text node of the page: 2026-12-03, a 3,300-element forum page 27 -> 4 ms)."""
    return text_nodes_holding(body, None, REPLY_COUNT_MAX, True)


REPLY_COUNT_TAGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6", "p", "div", "span", "a", "li", "strong", "b",
                               "small", "header", "label"))


def drop_reply_counts(root) -> int:
    """Remove a thread's reply counts standing as lines of their own (see _REPLY_COUNT). Returns how
    many went."""
    body = content_body(root)
    victims = []
    for el, is_tail, node in _short_digit_texts(body):
        if is_tail or not _REPLY_COUNT.fullmatch(" ".join(node.split())):
            continue
        text = element_text(el)
        if el is body or local_name(el.tag).lower() not in REPLY_COUNT_TAGS \
                or " ".join(text.split()) != " ".join(node.split()):
            continue  # the count is a word of a longer line
        parent = el.getparent()
        # (a parent's text is built only when its length is the count's: built whole, a thread's
        # container was read to its end for each count in it, 2,000 of them 0.67 s of CPU, 2026-12-03)
        while parent is not None and parent is not body and local_name(parent.tag).lower() in REPLY_COUNT_TAGS \
                and text_length_upto(parent, len(text)) == len(text) and element_text(parent) == text:
            el, parent = parent, parent.getparent()
        if no_text_beside(el):
            victims.append(el)
    return drop_still_attached(victims, body)


# --- A thread's line of counts ------------------------------------------------------------------------

# A line made of two counts or more and nothing else, each a number and its noun, above or below a
# thread ("4 Posts 4 Posters 312 Views": NodeBB's topic badges, printed "4Posts 4Posters 312Views" as
# their spans sit side by side; "12 replies · 1.2k views · 5 users" of the Discourse-like and Flarum-like
# themes; the same in the boards' packs): the board's tally, no post's words. One count alone is
# `drop_reply_counts`' (a post may say "3 posts" as a sentence of its own: two counts in a row with
# nothing else are no sentence). The nouns: the reply counts' with the views, posters, users,
# participants and likes the boards count beside them, in the same languages. A board's pager over or
# under the posts goes with them ("Pages: [1] 2 3", SMF 1's and YaBB's, in their packs): the page's
# place among the thread's pages, no post's words.
# Added 2026-12-06 (forum46b; snapshot of the 2,160 development pages: no Document moved, the held-out
# forum pages' engines are what it is for; tests/test_forum_engines.py's NodeBB and SMF 1 cases).
_STAT_WORDS = (
    _REPLY_COUNT_WORDS
    + r"|views|aufrufe|zugriffe|vues|visitas|visualizaciones|visualizzazioni|visite|wyświetle\w*|odsłon\w*"
    r"|weergaven|visningar|visninger|просмотр\w*|zobrazení|görüntülenme|閲覧|浏览|瀏覽|조회"
    r"|posters?|users?|participants?|members?|likes?|teilnehmer|benutzer|mitglieder|utilisateurs|membres"
    r"|participantes|usuarios|miembros|partecipanti|utenti|membri|uczestni\w*|użytkownik\w*|deelnemers"
    r"|gebruikers|leden|berichten|messaggi|участник\w*|пользовател\w*|j'aime|me gusta|mi piace|polubie\w*|gefällt mir"
)
_STAT_PAIR = r"\d[\d.,]*\s*[kKmM]?\s*(?:%s)" % _STAT_WORDS
# (one way to read the space between two counts: `\s*(?:[|·•,/]\s*)?`, see the recipe buttons')
_PAGER_WORD = r"(?:pages?|seiten?|páginas?|pagine|pagina(?:'s)?|stron[ay]?|sidor|sider|страниц[ыа]?|sayfalar)"
# (a page's number is read whole, `\d+(?!\d)`, and the items are parted by spaces: one way to read each)
_PAGER_ITEM = r"(?:\[\d+\]|\d+(?!\d)|\.\.\.|…|«|»)"
_STAT_LINE = re.compile(r"%s(?:\s*(?:[|·•,/]\s*)?%s)+|%s\s*:?\s*%s(?:\s*%s)*" % (
    _STAT_PAIR, _STAT_PAIR, _PAGER_WORD, _PAGER_ITEM, _PAGER_ITEM), re.I)
STAT_LINE_MAX = 80  # characters: four or five counts (a bound, not tuned)
STAT_LINE_CLIMB = 6  # ancestors climbed from a count's number to its line (a bound: badges in spans in a div)


def drop_stat_lines(root) -> int:
    """Remove the lines of a thread that are two counts or more and nothing else (see _STAT_LINE).
    Returns how many went."""
    body = content_body(root)
    victims, seen, seen_lines = [], set(), set()
    for el, is_tail, _node in _short_digit_texts(body):
        if is_tail or el is body or el in seen:
            continue
        line = _stat_line_of(el, body, seen)
        if line is not None and line not in seen_lines and no_text_beside(line):
            seen_lines.add(line)
            victims.append(line)
    return drop_still_attached(victims, body)


def _stat_line_of(el, body, seen: set):
    """The outermost element of at most STAT_LINE_CLIMB ancestors above `el` (itself included) whose
    whole text is a line of counts, or None; each element looked at goes in `seen`."""
    found = None
    for _ in range(STAT_LINE_CLIMB):
        seen.add(el)
        if text_length_upto(el, STAT_LINE_MAX) > STAT_LINE_MAX:
            break
        if _STAT_LINE.fullmatch(" ".join(element_text(el).split())):
            found = el
        parent = el.getparent()
        if parent is None or parent is body:
            break
        el = parent
    return found


# --- An old board's header row over its posts --------------------------------------------------------

# phpBB 2's (and its kin's) table of posts opens on a row of header cells, "Author" over the posters'
# column and "Message" over the posts', in the board's language pack: the table's labels, no post's
# words. A row of header cells only, two of them, the one a word for author, the other for message.
# Added 2026-12-06 (forum46b; snapshot of the 2,160 development pages: no Document moved).
_AUTHOR_WORDS = frozenset(("author", "autor", "auteur", "autore", "автор", "yazar", "forfatter", "författare",
                           "tekijä", "szerző", "autor/in"))
_MESSAGE_WORDS = frozenset(("message", "messages", "nachricht", "beitrag", "mensaje", "messaggio", "wiadomość",
                            "bericht", "сообщение", "mensagem", "mesaj", "meddelande", "besked", "viesti", "zpráva",
                            "üzenet", "post"))
_HEADER_ROWS = etree.XPath("descendant::*[local-name()='tr' and count(*)=2 and count(*[local-name()='th'])=2]")


def drop_author_message_rows(root) -> int:
    """Remove the header rows of a thread's table of posts ("Author | Message"). Returns how many went."""
    body = content_body(root)
    victims = []
    for row in _HEADER_ROWS(body):
        first, second = (" ".join(element_text(cell).split()).lower() for cell in row)
        if first in _AUTHOR_WORDS and second in _MESSAGE_WORDS:
            victims.append(row)
    return drop_still_attached(victims, body)
