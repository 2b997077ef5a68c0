"""The cleaning of the content document: teaser cards for other pages: WordPress nested posts, dated teaser
runs after the prose (`nested_posts`, `drop_teaser_runs`), another story's card closed by a call to read
it (`drop_story_cards`), inline siblings run together
(`separate_abutting_inlines`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import itertools
import re
from urllib.parse import urlsplit

from lxml import etree

from ..dom import CLEAN_CODE_TAGS, CLEAN_LINK_TAGS, found_on_the_way_up
from ..speedups import native as _speedups
from .drops import drop_keeping_tail
from .headings import heading_rank
from .labelled import attached
from .measures import content_body, element_text, text_length, text_length_upto
from .pager_links import LINK_LABEL_MAX_ELEMENTS, link_candidates
from .spares import HEADING_TAGS
from .tokens import GUARD_SHARE, WORDPRESS_POST_NAMES, name_decision
from .walks import names_holding
from .widget_reads import visible_chars
from .written_dates import MONTHS

# --- Other posts on a post's page (WordPress teaser cards) -------------------------------------

_SINGLE_POST_ID = re.compile(r"(?:^|\s)postid-(\d+)(?:\s|$)")


def nested_posts(tree) -> list:
    """On the page of one WordPress post (its body's class names it: "postid-123"), the other
    posts rendered on it (teaser cards), outermost only, read from the page before its regions
    move out. Other pages: none (the test of the body's class is all they cost)."""
    root = tree.getroot() if isinstance(tree, etree._ElementTree) else tree
    body = root.find("body") if root is not None else None
    single = _SINGLE_POST_ID.search(body.get("class") or "") if body is not None else None
    if single is None:
        return []
    # every element whose class holds one of the names as a substring (the XPath "//*[contains(@class,
    # 'hentry') or ...]" it stands in for took 0.3 s of CPU over WCXB dev, 10 ms on one page, 2026-12-01)
    posts = [el for el in names_holding(root, tuple(sorted(WORDPRESS_POST_NAMES)), ("class",), document=True)
             if not WORDPRESS_POST_NAMES.isdisjoint((el.get("class") or "").split())]
    own_name = "post-" + single.group(1)
    own = [el for el in posts if own_name in (el.get("class") or "").split()]
    if not own and posts:  # a theme that leaves the id out: the post holding the most text
        own = [max(posts, key=text_length)]
    cards: list = []
    for el in posts:
        if any(el is o for o in own) or (cards and any(a is cards[-1] for a in el.iterancestors())):
            continue  # the page's post, or inside the card before it (document order)
        cards.append(el)
    return cards


# The cards go even when they hold over GUARD_SHARE of the content body if what is left holds
# POST_OWN_PROSE characters or more: the post has a story of its own, and the cards that outweigh it
# are its "more posts" loop (a theme leaving its post's <article> unclosed nests the loop's cards in
# it). A page that lists posts is no single post (`nested_posts` finds none there).
# Measured 2026-12-01 (bench_extract --no-peers, F1 even / odd; snapshot of every page): before,
# ScrapingHub 0.9760 / 0.9808, WCXB dev 0.8861 / 0.8883, trafilatura-eval-dev 0.9426 / 0.9526;
# 150, 300, 500, 600 or 1,000 characters: ScrapingHub 0.9801 / 0.9808 (one page changed, even half:
# a post whose six teaser cards outweighed it, 3,271 of 4,850 characters; the post's 878 are gold),
# WCXB dev and trafilatura-eval-dev unchanged (no page changed).
POST_OWN_PROSE = 500


def drop_nested_posts(root, posts: list) -> int:
    """Remove the `posts` (`nested_posts`) that are inside the content body, unless together they
    hold over GUARD_SHARE of its text and the rest of it holds under POST_OWN_PROSE characters.
    Returns how many went."""
    body = content_body(root)
    inside = [el for el in posts if attached(el, body)]
    if not inside:
        return 0
    cards = sum(text_length(el) for el in inside)
    whole = text_length(body)
    if cards > GUARD_SHARE * whole and whole - cards < POST_OWN_PROSE:
        return 0
    for el in inside:
        drop_keeping_tail(el)
    return len(inside)


# --- Teaser cards with no label over them ----------------------------------------------------------

# A list of TEASER_RUN_MIN or more cards for other pages inside or after an article, with no label
# over it ("Aktuell", a bare "post-related" grid): every child of one tag in its container is a
# card, each at most TEASER_CARD_MAX characters (not counting whitespace), holding a linked headline
# (a heading inside a link to another page, or such a link inside a heading) and a date (a `time`
# element or a written date: news and blog teasers). It goes when the prose before it holds at
# least TEASER_PROSE_BEFORE times its text, no more than one linked headline comes before it (a
# blog's own linked title; a listing's earlier cards are more) and all such lists together hold at
# most GUARD_SHARE of the region. Comment-keeping regions too (a post's replies are no cards).
# Added 2026-12-01 (bench_extract --no-peers, F1 even / odd): ScrapingHub 0.9757 / 0.9797
# unchanged (no page changed), WCXB dev 0.88298 / 0.88405 -> 0.88299 / 0.88424 (6 pages better by
# up to +0.068, five articles and a product; 3 service pages worse: their gold keeps the "latest
# posts" under the service's text, -0.053, -0.040, -0.028), trafilatura-eval-dev 0.9366 / 0.9453 ->
# 0.9392 / 0.9453 (P even 0.9290 -> 0.9341: 2 pages, 4 leaked snippets fewer, none found lost).
# CPU: 1.5-2% of extract() on WCXB dev (most of it finding the linked headlines). Tried and left out: any run
# of such cards without the date, the family and the headline count: WCXB dev 0.8786 / 0.8804 (blog
# indexes and listicles whose items are linked headlines lost); without the date: ScrapingHub even
# 0.9755, WCXB dev even 0.8826; on article pages only (after cleaning): WCXB dev 0.8829 / 0.8838;
# prose before >= 1x the cards' text: trafilatura-eval-dev even 0.9386 (an association's four
# teasers after a short notice stay); leaving comment-keeping regions alone: WCXB odd 0.88414.
TEASER_RUN_MIN = 3
TEASER_CARD_MAX = 500
TEASER_PROSE_BEFORE = 0.5
TEASER_HEADLINES_BEFORE = 1
# Undated cards go too when each one's linked headline leads to a page beside this one (the same
# site, the folder holding the page's own path: "/wedding-ideas/budget" under
# "/wedding-ideas/the-checklist"; not the page itself, not a page below it), no text stands between
# the cards (`_adjacent`) and the region holds at most SIBLING_TEXT_AFTER times the cards' text after
# them: a "related guides" grid closing a story ("Tech stack" stories under a Shopify app story,
# "Featured Posts" under a travel guide), which the date test left whole. Run by `extract()`, which
# holds the page's URL, after the cleaning (`drop_teaser_runs(root, siblings_of=url)`), on pages not
# read as threads.
# Added 2026-12-07 (later55; snapshot of the 2,160 pages, per-page word F1 against base54b): WCXB dev
# 4715 0.7769 -> 0.8374, 4084 0.9037 -> 0.9137, 4096 0.9734 -> 0.9859 (articles of the later batch,
# odd, even, even), no other Document's text moved (0011's content HTML keeps an empty list). Tried:
# without the adjacency and the text after, 13 pages moved: a service page's own offerings
# (0169 0.6807 -> 0.6160), iFixit's iPhone parts (0652, collection, 0.5530 -> 0.5324) and a news
# story's headlines set between its paragraphs (ScrapingHub 51d066b0, 0.8903 -> 0.7435) went (and 4054's
# short copy of a listing's grid, 0.9044 -> 0.9584, a gold's choice); with the adjacency only, the
# offerings and the parts still went; with the text after only, the news story's headlines.
SIBLING_TEXT_AFTER = 0.5
# A card's text with its whitespace is at most TEASER_CARD_SPACED characters (a template's
# indentation between its pieces), and a link wraps a card's heading at most HEADLINE_LINK_DEPTH
# elements above it: bounds on the walks, not tuned.
TEASER_CARD_SPACED = 8 * TEASER_CARD_MAX
HEADLINE_LINK_DEPTH = 4
# A month-led date is a run of word characters (the month's name and its ending), maybe ".", a space
# and a digit: the lookahead `_MONTH_LED` tells so from where the run starts before the ~50 names are
# tried there, which they were at every letter of a card's text (2026-12-02: 41 -> 6 us a card, the
# same matches: tests/test_clean_speed.py). Possessive: the names and their `\w*` end where the run
# of word characters does, as "." and " " are none. At most MONTH_WORD_MAX characters of the run are
# read from each start (2026-12-04): unbounded, each letter of a run read the run to its end, and a
# card of 4,000 word characters took 0.65 s of CPU in one search ("\w{0,40}+": 1 ms). Only a name
# met inside a word of more than 40 letters before its date ("...mar 3, 2024") is no longer read.
MONTH_WORD_MAX = 40
# A month-led date may pad its day with a second space (strftime's "%b %e, %Y": "Mar  3, 2026", a
# Shopify theme's blog carousel under a post): one such card left the run undated and every card
# stayed. Added 2026-12-07 (later54; snapshot of the 2,160 pages, per-page word F1): one Document
# moved, WCXB dev 4524 (article, even, later batch) 0.7445 -> 0.9742; four more dev pages print such
# dates (0042, 0092, 0147, 0159), none in a run of cards: unchanged.
# A card may print its month and year only ("November 2025, 3 min read", "Mar. 2024"): the month's
# whole name or its usual abbreviation (`_MONTH_NAMES`, not `MONTHS`' three-letter stems, whose `\w*`
# would read "Marathon 2025" or "Mayor 2024" as dates), a word of its own, then the year.
# So may a year-led date written with slashes ("2025/12/20", as `DATE_LINE_DATE` reads it).
# Both added 2026-12-07 (later55; snapshot of the 2,160 pages, per-page word F1): see docs/rounds.md.
_MONTH_NAMES = (
    r"january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec"
    r"|januar|februar|märz|mai|juni|juli|oktober|dezember|jänner"
    r"|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre"
    r"|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre"
    r"|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre"
    r"|januari|februari|maart|mei|augustus"
)
_MONTH_LED = rf"(?=\w{{0,{MONTH_WORD_MAX}}}+\.? {{1,2}}\d)"
_WRITTEN_DATE = re.compile(
    rf"(?<!\d)(?:\d{{1,2}}[./]\d{{1,2}}[./](?:\d{{4}}|\d{{2}})(?![\d.])|\d{{4}}-\d{{2}}-\d{{2}}(?!\d)"
    rf"|\d{{4}}/\d{{1,2}}/\d{{1,2}}(?![\d/])"
    rf"|\d{{1,2}}\.? (?:de )?(?:{MONTHS})\w*\.?,? (?:de )?\d{{4}}(?!\d)"
    rf"|{_MONTH_LED}(?:(?:{MONTHS})\w*\.? {{1,2}}\d{{1,2}},? \d{{4}}(?!\d)"
    rf"|(?<!\w)(?:{_MONTH_NAMES})\.? \d{{4}}(?![\d.,:/-]?\d)))",
    re.I,
)
_TIME_TAGS = ("time", "TIME")
_ANY_DIGIT = re.compile(r"\d")  # _WRITTEN_DATE's digit (every alternative holds one)


def drop_teaser_runs(root, keep_comments: bool = False, *, siblings_of: str | None = None) -> int:
    """Remove the lists of dated teaser cards for other pages that follow the region's prose (see
    TEASER_RUN_MIN); on a thread (`keep_comments`), not a list of cards each named a comment (its
    replies). With `siblings_of` (the page's URL), the lists of undated cards whose headlines lead
    to the page's siblings instead (`_leads_to_a_sibling`). Returns how many lists went."""
    is_card = _is_teaser_card
    if siblings_of is not None:
        folder = _page_parent(siblings_of)
        if folder is None:
            return 0  # a page at its site's root, or no URL: no siblings to tell

        def is_card(card) -> bool:
            return _is_sibling_card(card, folder)
    body = content_body(root)
    # Only the containers above three linked headlines or more are looked at (a walk of the whole
    # region's children cost 4.8% of extract() on WCXB dev, 2026-12-01).
    headlines = _linked_headlines(body)
    if len(headlines) < TEASER_RUN_MIN:
        return 0
    runs = _teaser_lists(body, headlines, is_card)
    if keep_comments:
        runs = [run for run in runs if not all(_named_a_comment(card) for card in run)]
    if not runs:
        return 0
    sizes = [sum(text_length(card) for card in run) for run in runs]
    # The guard counts visible characters (2026-12-05, round 38): a template's indentation inside
    # each card (tabs and newlines between its category, title, author, date and excerpt) made six
    # cards of 1,232 visible characters weigh 2,247 against a story of 1,282 (WCXB dev 0392, a
    # newspaper's "ALSO IN THE NEWS" cards, 0.679 -> 0.986); no other Document of the three sets moved.
    visible = [sum(visible_chars(card) for card in run) for run in runs]
    if sum(visible) > visible_chars(body) * GUARD_SHARE:
        return 0
    removed = 0
    kept = 0  # the text of the lists before this one that stay (no prose of the region's)
    for run, size in zip(runs, sizes):
        if (_text_before(run[0], body) - kept >= TEASER_PROSE_BEFORE * size
                and _headlines_before(run[0], headlines) <= TEASER_HEADLINES_BEFORE
                and (siblings_of is None or (_adjacent(run)
                                             and _text_after(run[-1], body) <= SIBLING_TEXT_AFTER * size))):
            for card in run:
                drop_keeping_tail(card)
            removed += 1
        else:
            kept += size
    return removed


# A thread's replies written as cards: a heading linking the poster's name, a date, a short text
# (GitHub Discussions' "timeline-comment" replies under "<h3><a>alice</a> Mar 2, 2024</h3>"): three
# or more read as a run of dated teaser cards after the opening post, and every reply went. On a
# thread, cards one of whose class names or id names a comment are its replies (a name of the body
# beside it, "TimelineItem-body", vetoes the whole class string's verdict, not this). Added
# 2026-12-06 (forum44): see "Forum pages, the forty-fourth round" in docs/rounds.md.
def _named_a_comment(card) -> bool:
    names = f"{card.get('class') or ''} {card.get('id') or ''}".split()
    return any(name_decision(name) == "comments" for name in names)


def _linked_headlines(body) -> list:
    """The region's links to other pages that hold a heading or sit in one, or that are a title
    box's whole text (`_titled_links`), in document order."""
    if _speedups is not None:
        # one C walk (2026-12-02: the Python scan from the headings was ~0.8% of extract()'s CPU
        # over WCXB dev and trafilatura-eval-dev)
        linked = _speedups.linked_headlines(body, HEADLINE_LINK_DEPTH)
    else:
        linked = _linked_headlines_python(body, HEADLINE_LINK_DEPTH)
    titled = _titled_links(body)
    if titled:
        found = {id(link): link for link in linked}
        fresh = [link for link in titled if id(link) not in found]
        if fresh:
            found.update((id(link), link) for link in fresh)
            linked = [link for link in body.iter(*CLEAN_LINK_TAGS) if id(link) in found]
    if len(linked) < TEASER_RUN_MIN:
        return []
    return [link for link in linked if _links_elsewhere(link)]


# A teaser card's title written with no heading, in a box its class names a title
# (`<div class="title"><a href="/story">...</a></div>`, "entry-title", "post-title", "card__headline",
# or the link itself so named), the link the box's whole text: its link reads as a linked headline.
# Added 2026-12-05 (round 38, snapshot of the three sets, C and pure alike): WCXB dev 4363 (a travel
# SaaS's "Suggested articles" cards) 0.980 -> 0.995 and 4171 (three dated cards under a post) 0.980
# -> 0.986, article odd; trafilatura-eval-dev 0089 (a business paper's eight dated teasers after its
# story) loses them, its snippets alike; no listing, collection or product page moved (their cards
# have no prose before them, or no date). "title" read inside another word ("subtitle", "toptitle")
# names no title box: the class is split at spaces, "-" and "_".
_TITLE_NEEDLES = ("title", "headline", "Title", "Headline")
_TITLE_TOKENS = frozenset(("title", "headline"))
_NAME_PARTS = re.compile(r"[\s_-]+")


def _titled_links(body) -> list:
    """The links below `body`, in document order, that are a title box's whole text (`_title_box_link`)."""
    found = []
    for box in names_holding(body, _TITLE_NEEDLES, ("class",)):
        link = _title_box_link(box)
        if link is not None:
            found.append(link)
    return found


def _names_a_title(el) -> bool:
    names = el.get("class")
    return bool(names) and not _TITLE_TOKENS.isdisjoint(_NAME_PARTS.split(names.lower()))


def _title_box_link(box):
    """The link that is `box`'s whole text when `box`'s class names a title: `box` itself, or its
    one child element (no text beside it); else None."""
    if not _names_a_title(box):
        return None
    if box.tag in CLEAN_LINK_TAGS:
        return box
    if len(box) != 1 or (box.text or "").strip():
        return None
    link = box[0]
    if link.tag not in CLEAN_LINK_TAGS or (link.tail or "").strip():
        return None
    return link


def _linked_headlines_python(body, depth: int) -> list:
    """Twin of `_speedups.linked_headlines`: the region's links that hold a heading (one of the
    `depth` nearest ancestors of a heading) or sit in one, in document order (found from the
    headings: a page holds fewer of them than links)."""
    found: dict = {}  # id -> element: the proxies are held, so their ids stay theirs
    for heading in body.iter(*HEADING_TAGS):
        for link in heading.iter(*CLEAN_LINK_TAGS):
            found[id(link)] = link
        for ancestor in itertools.islice(heading.iterancestors(), depth):
            if ancestor is body:
                break
            if ancestor.tag in CLEAN_LINK_TAGS:
                found[id(ancestor)] = ancestor
                break
    if not found:
        return []
    return [link for link in body.iter(*CLEAN_LINK_TAGS) if id(link) in found]


def _links_elsewhere(link) -> bool:
    href = (link.get("href") or "").strip()
    return bool(href) and not href.startswith("#")


def _teaser_lists(body, headlines: list, is_card=None) -> list:
    """The outermost card lists of the region, each a list of its cards: looked for in the
    containers above `headlines` where TEASER_RUN_MIN children or more hold one, outer ones first
    and in the order of their first headline. (Elements are kept by id in dicts that hold them:
    lxml makes a new proxy, with a new id, for an element no Python object holds.)"""
    if _speedups is not None:
        # the climb in C (2026-12-05, tail42: WCXB dev 0203's 685 headlines and 2,466 ancestors made a
        # proxy each, ~2.8 ms of its _teaser_lists' ~5.2)
        containers, holders = _speedups.teaser_climb(body, headlines, TEASER_RUN_MIN)
    else:
        containers, holders = _teaser_climb_python(body, headlines, TEASER_RUN_MIN)
    runs: list = []
    claimed: dict = {}
    for key, container in containers.items():
        if len(holders[key]) < TEASER_RUN_MIN or key in claimed:
            continue
        if claimed and any(id(a) in claimed for a in container.iterancestors()):
            continue
        for cards in _card_families(container, holders[key], is_card or _is_teaser_card):
            runs.append(cards)
            claimed.update((id(card), card) for card in cards)
    return runs


def _teaser_climb_python(body, headlines: list, minimum: int) -> tuple:
    """Twin of `_speedups.teaser_climb`: the containers above `headlines` (up to `body`) holding
    `minimum` children or more, by id (held) in the order of their first headline's climb from the
    top, and each one's children holding a headline, by id (held)."""
    containers: dict = {}
    holders: dict = {}  # id of a container -> its children holding a headline, by id (held)
    # Each ancestor climbed through, by id (held), with whether it holds `minimum` children: a
    # link's climb stops at the first ancestor an earlier link's climb passed, as everything above
    # it was recorded then (the same ancestors, each above the same child). 2026-12-02: -14% of this
    # function's CPU over every other WCXB dev page (0.49 -> 0.42 s, the same lists on all 153 pages
    # asked); the rest is the cards' tests.
    climbed: dict = {}
    for link in headlines:
        chain = [link]
        for ancestor in link.iterancestors():
            chain.append(ancestor)
            if ancestor is body or id(ancestor) in climbed:
                break
        for index in range(len(chain) - 1, 0, -1):
            ancestor = chain[index]
            known = climbed.get(id(ancestor))
            if known is None:
                known = climbed[id(ancestor)] = (ancestor, _holds_at_least(ancestor, minimum))
            if known[1]:
                containers.setdefault(id(ancestor), ancestor)
                holders.setdefault(id(ancestor), {})[id(chain[index - 1])] = chain[index - 1]
    return containers, holders


def _holds_at_least(el, count: int) -> bool:
    """`len(el) >= count`. `_teaser_lists` asks each element once, so lxml's len() (a C count of
    the children) stays linear in the region (8,000 teaser cards in one container once asked it of
    the container 8,000 times: 3.5 s of CPU, 2026-12-01); it makes no proxies, as telling the first
    `count` children through islice did (2026-12-02: 2,466 ancestors of 685 headlines on one page,
    `_teaser_lists` 12.2 -> 10.3 ms on a loaded host)."""
    return len(el) >= count


def _card_families(container, holders: dict, is_card) -> list:
    """The children of one tag, TEASER_RUN_MIN or more, that are all dated teaser cards (`holders`:
    the ids of the children holding a linked headline)."""
    families: dict = {}
    for child in container:
        if isinstance(child.tag, str):
            families.setdefault(child.tag, []).append(child)
    return [members for members in families.values()
            if len(members) >= TEASER_RUN_MIN and all(id(card) in holders for card in members)
            and not _names_wordpress_posts(members[0]) and all(is_card(card) for card in members)]


def _names_wordpress_posts(card) -> bool:
    """The card is a WordPress post ("hentry", "status-publish"): `drop_nested_posts` judges those
    (a single post's page drops them; on a page that is not a post they are its listing)."""
    return not WORDPRESS_POST_NAMES.isdisjoint((card.get("class") or "").split())


def _is_teaser_card(card) -> bool:
    """At most TEASER_CARD_MAX visible characters, a linked headline and a date."""
    if text_length_upto(card, TEASER_CARD_SPACED) > TEASER_CARD_SPACED:
        return False  # no card however indented (counted in C only this far)
    chars = visible_chars(card)
    if not chars or chars > TEASER_CARD_MAX:
        return False
    if not any(_is_headline_link(link, card) for link in card.iter("a", "A")):
        return False
    if next(card.iter(*_TIME_TAGS), None) is not None:
        return True
    text = element_text(card)
    # every written date holds a digit: a card without one is not searched (2026-12-03: a WCXB dev
    # page's 127 card families, 14 of whose first cards hold a digit, 0.9 -> 0.1 ms)
    return _ANY_DIGIT.search(text) is not None and _WRITTEN_DATE.search(text) is not None


def _page_parent(url: str) -> tuple[str, str, str] | None:
    """(site, the folder holding the page, the page's own path) of `url`: ("example.org",
    "/ideas/", "/ideas/a-checklist"); None for a page at the site's root or no folder."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    path = parts.path.rstrip("/")
    cut = path.rfind("/")
    if cut <= 0 or not parts.netloc:
        return None
    return parts.netloc.lower(), path[: cut + 1], path


def _leads_to_a_sibling(link, folder: tuple[str, str, str]) -> bool:
    """`link` leads to another page of the folder holding the page (`_page_parent`), on its site."""
    href = (link.get("href") or "").strip()
    if folder[1] not in href:
        return False
    try:
        parts = urlsplit(href)
    except ValueError:
        return False
    path = parts.path.rstrip("/")
    return (parts.netloc.lower() in ("", folder[0]) and path.startswith(folder[1])
            and "/" not in path[len(folder[1]):] and len(path) > len(folder[1]) and path != folder[2])


def _is_sibling_card(card, folder: tuple[str, str, str]) -> bool:
    """At most TEASER_CARD_MAX visible characters, a linked headline leading to a sibling of the page."""
    if text_length_upto(card, TEASER_CARD_SPACED) > TEASER_CARD_SPACED:
        return False
    chars = visible_chars(card)
    if not chars or chars > TEASER_CARD_MAX:
        return False
    return any(_is_headline_link(link, card) and _leads_to_a_sibling(link, folder) for link in card.iter("a", "A"))


def _is_headline_link(link, top) -> bool:
    """A link to another page (not a fragment) holding a heading or inside one (below `top`)."""
    if not _links_elsewhere(link):
        return False
    if next(link.iter(*HEADING_TAGS), None) is not None:
        return True
    parent = link.getparent()
    if _title_box_link(link) is link or (parent is not None and _title_box_link(parent) is link):
        return True
    for ancestor in link.iterancestors():
        if heading_rank(ancestor):
            return True
        if ancestor is top:
            break
    return False


def _headlines_before(first, headlines: list) -> int:
    """How many of the region's linked `headlines` (in document order) come before `first`."""
    inside = {id(link) for link in first.iter(*CLEAN_LINK_TAGS)}
    count = 0
    for link in headlines:
        if id(link) in inside:
            break
        count += 1
    return count


def _adjacent(run: list) -> bool:
    """No text stands between the cards of `run` (siblings in document order): no element with
    text and no text between them."""
    members = {id(card) for card in run}
    for card in run[:-1]:
        if (card.tail or "").strip():
            return False
        for sibling in card.itersiblings():
            if id(sibling) in members:
                break
            if (sibling.tail or "").strip() or (isinstance(sibling.tag, str) and text_length(sibling)):
                return False
    return True


def _text_after(el, body) -> int:
    """Characters of the region's text after `el` in document order (stripped pieces)."""
    after = len((el.tail or "").strip())
    node = el
    while node is not None and node is not body:
        for sibling in node.itersiblings():
            if isinstance(sibling.tag, str):
                after += text_length(sibling)
            after += len((sibling.tail or "").strip())
        parent = node.getparent()
        if parent is not None and parent is not body:
            after += len((parent.tail or "").strip())
        node = parent
    return after


def _text_before(el, body) -> int:
    """Characters of the region's text before `el` in document order (stripped pieces)."""
    before = 0
    node = el
    while node is not None and node is not body:
        for sibling in node.itersiblings(preceding=True):
            if isinstance(sibling.tag, str):
                before += text_length(sibling)
            before += len((sibling.tail or "").strip())
        parent = node.getparent()
        if parent is not None:
            before += len((parent.text or "").strip())
        node = parent
    return before


# --- A story's card set into another story ------------------------------------------------------

# Another story's card set into a story after its prose: a box with the other story's heading (and
# maybe its first lines), holding a link to it that asks to read it ("Link zum Artikel", "Weiterlesen",
# "Read the full article", "Lire la suite", "Leer más", "Czytaj dalej", ...: _STORY_CALL). The box is
# the nearest of the link's STORY_CARD_CLIMB ancestors below the region that holds a heading outside
# the link and STORY_CARD_MIN..STORY_CARD_MAX characters of text besides the link's; it goes when
# the region's text before it, less the earlier such boxes', holds at least STORY_PROSE_BEFORE times
# its own (a blog index's cards follow one another, not prose, and stay), and all such boxes hold at
# most GUARD_SHARE of the region. At most STORY_CALLS_MAX links are judged (a bound on the walks
# up and back: each card's `_text_before` reads its ancestors' earlier siblings).
STORY_CARD_CLIMB = 4
STORY_CARD_MIN = 20
STORY_CARD_MAX = 1500
STORY_PROSE_BEFORE = 2
STORY_CALLS_MAX = 200
# A link's text longer than this is no call (a bound on the links read, not tuned).
STORY_CALL_CHARS = 40
_STORY_CALL = re.compile(
    r"\W*(?:(?:link )?zum (?:artikel|beitrag)|(?:den |zum )?(?:ganzen )?(?:artikel|beitrag) lesen|weiter ?lesen"
    r"|read (?:the )?(?:full |whole |entire )?(?:article|story)|continue reading|keep reading"
    r"|lire (?:la suite|l.article)|continuer la lecture|leer (?:más|el artículo(?: completo)?)|seguir leyendo"
    r"|continuar leyendo|leggi (?:tutto|l.articolo)|continua a leggere|czytaj (?:dalej|cały artykuł)"
    r"|przeczytaj (?:artykuł|całość)|lees (?:verder|het (?:hele )?artikel)|verder lezen|leia mais|continue lendo"
    r"|ler (?:mais|o artigo))\W*$",
    re.I,
)
# "Read more" (and "Mehr lesen", "Lire plus", ...) closes a listing's or a review roundup's every card
# too: a card closed so goes only when it is the region's one card (Harvard Health's "You might also
# be interested in..." box of one report). Added 2026-12-05: WCXB dev 4058 (article) 0.707 -> 1.000;
# tried as a call like the others: 4150 (a sewing blog's list of reviews after its intro) 0.991 ->
# 0.722, 0076 (a listing) 0.732 -> 0.323.
_LONE_STORY_CALL = re.compile(r"\W*(?:read more|mehr lesen|lire plus|czytaj więcej|leggi di più|lees meer)\W*$", re.I)

# The first words of the calls above, as the C walk's link filter reads them (`link_candidates`: most
# links are left out before their text is built; every link judged there was 0.45% of extract()'s
# CPU over every other page of WCXB dev and trafilatura-eval-dev, 2026-12-05).
_STORY_CALL_STARTS = tuple(sorted(word.encode("utf-8") for word in (
    "link", "zum", "den", "ganzen", "artikel", "beitrag", "weiter", "read", "continue", "keep", "lire", "continuer",
    "leer", "seguir", "continuar", "leggi", "continua", "czytaj", "przeczytaj", "lees", "verder", "leia", "ler",
    "mehr")))
_STORY_CALL_LEAD = b"\"'([<>*|-"


def drop_story_cards(root) -> int:
    """Remove the cards of other stories set into the story after its prose, each holding a link
    asking to read its story (see STORY_CARD_CLIMB). Returns how many went."""
    body = content_body(root)
    cards: list = []
    seen: dict = {}  # id -> card (held): a card holding two calls is judged once
    judged = lonely = 0
    for link in link_candidates(body, _STORY_CALL_STARTS, _STORY_CALL_LEAD):
        if not _links_elsewhere(link) or text_length_upto(link, STORY_CALL_CHARS, LINK_LABEL_MAX_ELEMENTS) > STORY_CALL_CHARS:
            continue
        text = element_text(link)
        lone = False
        if not _STORY_CALL.match(text):
            if not _LONE_STORY_CALL.match(text):
                continue
            lone = True
        judged += 1
        if judged > STORY_CALLS_MAX:
            break
        card = _story_card(link, body)
        if card is not None and id(card) not in seen and not any(id(a) in seen for a in card.iterancestors()):
            seen[id(card)] = card
            cards.append(card)
            lonely += lone
    if lonely and len(cards) > 1:
        return 0  # a "Read more" card beside others: a listing's
    if not cards:
        return 0
    sizes = [text_length(card) for card in cards]
    if sum(sizes) > GUARD_SHARE * text_length(body):
        return 0
    victims = []
    earlier = 0  # the text of the cards before this one
    for card, size in zip(cards, sizes):
        if _text_before(card, body) - earlier >= STORY_PROSE_BEFORE * size:
            victims.append(card)
        earlier += size
    for card in victims:
        drop_keeping_tail(card)
    return len(victims)


def _story_card(link, body):
    """The nearest of `link`'s STORY_CARD_CLIMB ancestors below `body` holding a heading outside
    the link and STORY_CARD_MIN..STORY_CARD_MAX characters besides the link's; None if none does."""
    own = text_length(link)
    for ancestor in itertools.islice(link.iterancestors(), STORY_CARD_CLIMB):
        if ancestor is body:
            return None
        chars = text_length_upto(ancestor, STORY_CARD_MAX + own + 1) - own
        if chars > STORY_CARD_MAX:
            return None
        if chars >= STORY_CARD_MIN and any(not _inside(heading, link) for heading in ancestor.iter(*HEADING_TAGS)):
            return ancestor
    return None


def _inside(el, container) -> bool:
    return any(ancestor is container for ancestor in el.iterancestors())

# Names, values and labels that a page sets side by side in inline elements with no space between
# them, leaving the spacing to its stylesheet (a flex or grid row): an API reference's parameter
# and its type (`<span class="name">amount</span><span class="type">integer</span>`), a spec list's
# label and value, a card's brand and model, a filter list's links, a byline's name and date. In
# the text they ran together ("amountinteger", "PublisherHoughton", "MerrellMoab"); a space is put
# between them. A word split into runs stays whole: a word processor's or an editor's runs (an
# inline `style`, or the same class, or one link's href, with a lower-case letter going on), and
# formatting tags (b, strong, em) are not candidates; nor a letter beside a sign, a number beside
# its unit ("31g"), a single letter (a drop cap), or anything inside code.
# Added 2026-12-01 (bench_extract --no-peers, F1 even / odd): WCXB dev 0.8855 / 0.8868 -> 0.8858 /
# 0.8874 (collection 0.7419 / 0.7472 -> 0.7455 / 0.7508, listing odd 0.7885 -> 0.7928,
# documentation even 0.9572 -> 0.9581; 105 pages' text changed, every change a word boundary; the
# pages lower, by up to 0.037, are chrome the golds leave out split into more words: "5 stars"
# widgets, "2024 1 yr"); ScrapingHub 0.9757 / 0.9797 and trafilatura-eval-dev 0.9399 / 0.9453
# unchanged (no ScrapingHub text changed; 11 trafilatura-eval-dev pages, no snippet moved).
# 0.7% of extract()'s CPU over the three sets (process time; an XPath for the candidates cost 7.7%).
# Tried: every pair of inline elements (formatting tags, single letters, a number before its
# unit): trafilatura-eval-dev 0.9426 -> 0.9422 (a recipe's "31g" split) and words cut in two
# ("child ren"); pairs of different classes only: WCXB dev 0.8859 / 0.8870 (filter lists and link
# rows of one class stay run together); without the lower-case test for runs: WCXB dev 0.8858 /
# 0.8874 with words cut in two on 14 pages ("C orn", "Co ntact") and on two ScrapingHub pages.
_ABUTTING_TAGS = ("span", "SPAN", "a", "A", "time", "TIME", "label", "LABEL", "small", "SMALL", "abbr", "ABBR",
                  "cite", "CITE")
_ABUTTING_TAG_SET = frozenset(_ABUTTING_TAGS)
# Two labels of different controls are two items though they share a class (Material for MkDocs'
# tab labels, "pip" and "conda"). Added 2026-12-06 (docs45): no text of the 2,160 pages moved (one
# Document's HTML, WCXB dev 0581, gained a space between labels), tests/test_docs_code.py.
_LABEL_TAGS = frozenset(("label", "LABEL"))


def separate_abutting_inlines(root) -> int:
    """Put a space after each inline element that runs into an inline sibling holding another name
    or value (see above). Returns how many were put."""
    put = 0
    # `found_on_the_way_up` remembers whether each ancestor is in code: a walk up per inline cost
    # the depth each (2,000 bylines under 900 nested divs: 0.35 s of CPU; 2026-12-02, sweep_shapes'
    # bylines_under_nest)
    in_code: dict = {}
    for el, after in _abutting_pairs(root):
        ends = (el.text or "") if not len(el) else "".join(el.itertext())
        if len(ends.strip()) < 2 or not _is_word_character(ends[-1]):
            continue
        starts = after.text or ""
        # the first words are in its children; a childless element's are its text (lxml's text
        # iterator, ~2.5 us, was asked of 786 one-character spans of a highlighted code page, 2026-12-05)
        if len(starts.strip()) < 2 and len(after):
            starts = "".join(after.itertext())
        if len(starts.strip()) < 2 or not _is_word_character(starts[0]):
            continue
        # read after the texts, which turn most pairs down (a highlighted code page's 1,754 spans)
        if el.get("style") is not None or after.get("style") is not None:
            continue
        if ends[-1].isdigit() and starts[0].isalpha():  # a number and its unit ("31g", "2h")
            continue
        if starts[0].islower() and not _distinct_items(el, after):  # one word in two runs
            continue
        if found_on_the_way_up(el.getparent(), _is_code, in_code):
            continue
        el.tail = " "
        put += 1
    return put


def _abutting_pairs(root) -> list:
    """[(el, after)]: each inline element of `_ABUTTING_TAGS` (`root` included, document order) with
    no tail whose next element (`_next_abutting`) is one too. One C walk when built: the Python walk
    over every span and link, a proxy and a tail read each, was most of the rule's ~1% of extract()'s
    CPU on WCXB dev, for ~1 pair in 6 candidates (2026-12-02). Putting a space after a pair's first
    element changes no other pair's candidacy (its own tail only; later elements come after it)."""
    if _speedups is not None:
        return _speedups.abutting_pairs(root)
    return _abutting_pairs_python(root)


def _abutting_pairs_python(root) -> list:
    """Twin of `_speedups.abutting_pairs`."""
    pairs = []
    for el in root.iter(*_ABUTTING_TAGS):
        if el.tail:
            continue
        after = _next_abutting(el)
        if after is not None and after.tag in _ABUTTING_TAG_SET:
            pairs.append((el, after))
    return pairs


def _is_code(el) -> bool:
    return el.tag in CLEAN_CODE_TAGS


def _next_abutting(el):
    """The element right after `el` with no text between them (comments skipped), or None."""
    after = el.getnext()
    while after is not None and not isinstance(after.tag, str):
        if after.tail:
            return None
        after = after.getnext()
    return after


def _is_word_character(char: str) -> bool:
    """A letter or digit of the Latin scripts (other scripts may write words without spaces)."""
    return char < "\u0250" and char.isalnum()


def _distinct_items(el, after) -> bool:
    """Two links to different places, two labels of different controls (MkDocs Material's tabs,
    "pip" and "conda" each a `label for` its radio button), or two elements of different classes."""
    if el.tag in CLEAN_LINK_TAGS and after.tag in CLEAN_LINK_TAGS:
        return el.get("href") != after.get("href")
    if el.tag in _LABEL_TAGS and after.tag in _LABEL_TAGS and el.get("for") and after.get("for"):
        return el.get("for") != after.get("for")
    return el.get("class") != after.get("class")
