"""The cleaning of the content document: forum and Q&A threads: per-post chrome, quotes of shown posts,
titles, numbers, avatars, reply counts, BBCode, comment threads, reviews (`drop_post_chrome`,
`drop_comment_threads`, `drop_reviews`, ...).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import functools
import itertools
import re

from lxml import etree

from ..dom import found_on_the_way_up, local_name
from ..speedups import native as _speedups
from .copies import REPEATED_POST_MAX, REPEATED_POST_MIN, drop_repeated_blocks
from .dates import DATE_LINE_TAGS, DATE_LINE_TEXTS
from .drops import drop_all_keeping_tails, drop_keeping_tail, drop_undoably, restore
from .labelled import MAX_LABEL_CHARS, attached
from .lines import (
    AUTHOR_STAT,
    CHROME_SUBSTRING,
    LINE_MAX_ELEMENTS,
    LINE_TAG_SET,
    POST_CHROME_TOKENS,
    PROFILE_FIELD,
    PROFILE_FIELD_MAX,
    PROSE_INLINE_TAGS,
    drop_still_attached,
)
from .measures import content_body, element_text, folded_text, no_text_beside, text_length, text_length_upto
from .page_chrome import LINK_TAG_NAMES
from .phrases import DATE_LINE_DATE, DATE_LINE_MAX, DATE_LINE_TOKEN, DATE_LINE_WORDS, is_date_line
from .post_lines import PERMISSION_LINE, POST_LINE
from .prompts import drop_within_guard
from .prose import names_a_comment_thread
from .spares import DESCRIPTION_TOKENS, HEADING_TAGS
from .tokens import GUARD_SHARE, alnum_folded, tokens_of
from .walks import (
    TooManyLines,
    attribute_values,
    first_texts_holding,
    names_holding,
    names_tokens,
    outermost,
    outermost_named,
    short_text_walk,
    text_nodes_holding,
)

# --- Per-post chrome of forum threads ----------------------------------------------------------

# A page that declares no forum is taken for a thread when its post chrome is of at least
# POST_CHROME_KINDS kinds (distinct chrome tokens: a thread's profile boxes, signatures and action
# bars; phpBB, vBulletin and XenForo boards often declare nothing); one kind repeated is a
# listing's own (IMDb's chart names each vote count "voteCount", the gold keeps them). Counted as
# distinct class values until 2026-12-01, when a Blogger archive widget's "post-count" and
# "post-count-link" made a blog post a thread (its archive went as post chrome; it goes now as a
# boilerplate widget, BOILERPLATE_TOKENS "blogarchive"): see the commit for the pages it changed.
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd; ScrapingHub and trafilatura-eval-dev
# unchanged by all): before, WCXB dev 0.8668 / 0.8702 (forum 0.8073 / 0.7949); any page with 2
# chrome elements: 0.8674 / 0.8703 (forum 0.8144 / 0.7982; 18 threads better, the IMDb chart 0.66
# -> 0.58); 3 or 5 elements: the same loss, fewer wins; 2 kinds: 0.8673 / 0.8704 (forum 0.8141 /
# 0.7979; 11 threads better by 0.002 to 0.149, none worse); 3 kinds: the same 11. Asked only on
# pages that declare nothing at all (no article, product or Q&A either; `extractor.extract_tree`):
# the same figures, 10 threads better (the eleventh, declared an article, by 0.002), and the CPU
# of drop_post_chrome over WCXB dev 0.16 s -> 0.25 s of 17 s (0.6% more).
POST_CHROME_KINDS = 2


def drop_post_chrome(root, *, declared: bool = True) -> int:
    """Remove the chrome around each post of a thread: the author's stats and title, the
    signature, vote counts, reaction bars, the post's action bar and "click to expand" links,
    named by their class tokens (POST_CHROME_TOKENS). On a page not `declared` a forum, only when
    the chrome is of POST_CHROME_KINDS kinds or more. Returns how many elements went."""
    body = content_body(root)
    # Judged on the region's class values (one XPath, no walk in Python), and only those holding
    # a chrome token as a substring, lower-cased with separators removed, are tokenised (a token
    # or a joined pair of tokens is such a substring): most pages hold none, told by one search.
    values = attribute_values(body, "class")
    if not CHROME_SUBSTRING.search(alnum_folded(" ".join(values))):
        return 0
    chrome = {names for names in values
              if CHROME_SUBSTRING.search(alnum_folded(names)) and names_tokens(names, POST_CHROME_TOKENS)}
    if not chrome or (not declared and len(_chrome_kinds(chrome)) < POST_CHROME_KINDS):
        return 0
    victims = _chrome_within_guard(body, chrome)
    lines = [(el, _put_poster_name_before(name, el)) for el in victims if (name := _poster_name_in(el))]
    removed = drop_within_guard(body, victims)
    for el, line in lines:
        if el.getparent() is not None:  # the guard kept the box: its name is there already
            drop_keeping_tail(line)
    return removed


# A chrome-named element holding over GUARD_SHARE of the region's text is a wrapper named after its
# part (Tapatalk's "postprofile_container" holds the whole post beside the profile): the chrome named
# inside it is looked for in turn, in at most CHROME_WRAPPERS_MAX such wrappers a page (each a walk of
# its subtree: nested wrappers would be walked again and again). Added 2026-12-04 (snapshot of the
# three sets, per-page word F1): see the commit; without it a Tapatalk thread kept every signature
# and rank. 1,000 nested wrappers: the walks stop after CHROME_WRAPPERS_MAX.
CHROME_WRAPPERS_MAX = 8


def _chrome_within_guard(body, chrome: set) -> list:
    """The outermost elements below `body` whose class is one of `chrome`, each within the guard
    (GUARD_SHARE of the body's text); one over it is searched for such elements inside it instead."""
    limit = text_length(body) * GUARD_SHARE
    found = []
    wrappers = 0
    pending = list(reversed(outermost_named(body, ("class",), chrome.__contains__)))
    while pending:
        el = pending.pop()
        if text_length_upto(el, limit) <= limit:
            found.append(el)
        elif wrappers < CHROME_WRAPPERS_MAX:
            wrappers += 1
            pending.extend(reversed(outermost_named(el, ("class",), chrome.__contains__)))
    return found


# A quote of a post inside an `aside` (Discourse's `aside.quote` around the title "alice:" or the
# quoted topic's link, and a blockquote; XenForo 1's "bbCodeQuote" box > aside > "alice said:" and a
# blockquote) is part of the reply, no sidebar: on a page declaring a thread (or whose replies hold
# the prose), an `aside` with a blockquote child whose longest line (pieces cut at line breaks and
# "…") the page does not show outside such quotes (a post of another topic or page) is unframed
# (renamed `div`) before cleaning. A quote of a post the page shows goes with its aside, as before
# (WCXB's Discourse golds keep the post, not a short quote of it).
# Added 2026-12-02 (per-page word F1, even / odd; ScrapingHub 0.9802 / 0.9818 and trafilatura-eval-dev
# 0.9553 / 0.9638 unchanged, no page of theirs changed): WCXB dev 0.89069 / 0.89348 -> 0.89070 /
# 0.89353 (forum 0.86022 / 0.84097 -> 0.86034 / 0.84170); 2 Discourse threads better (quotes of posts
# of other topics: 0.954 -> 0.994, 0.324 -> 0.331), none worse. Tried: every such aside on a thread,
# shown elsewhere or not: 9 Discourse threads moved, 5 worse by 0.003 to 0.024 (short quotes of the
# page's own posts, and their "alice:" titles) — forum 0.8594 / 0.8412; on every page: a magazine's
# pull quote kept (an article 0.9829 -> 0.9820); on every page but only below a title ending in a
# colon ("alice said:", language-neutral; catches XenForo 1 threads that declare themselves articles,
# 0.966 -> 0.971 and 0.960 -> 0.976, 4 pages better, none worse) or on pages that declare nothing:
# the walk for asides costs 0.22-0.41% of extract()'s CPU there, too dear; on declared threads only it
# is 0.05% (14.6 ms over the three sets' 2,160 pages, 133 calls).
_ASIDE_TAGS = ("aside", "ASIDE")
# The breaks the quotes' text is cut at, with the white space after them; the white space before one
# is stripped from the piece it ends (a leading "\s*" was tried from every space of a run: 4,000
# spaces in a quote took 0.6 s of CPU in one split, 2026-12-04; the same pieces but for empty ones).
_QUOTE_BREAK = re.compile(r"(?:\n|…|\.\.\.)\s*")


def unframe_post_quotes(root) -> int:
    """On a thread: each `aside` below the content body with a blockquote among its children (a
    reply's quote of a post) whose quote the page does not show elsewhere (`_longest_line`) becomes
    a `div`. Returns how many did."""
    body = content_body(root)
    quotes = [aside for aside in body.iter(_ASIDE_TAGS)
              if any(child.tag in ("blockquote", "BLOCKQUOTE") for child in aside)]
    if not quotes:
        return 0
    lines = [_longest_line(aside) for aside in quotes]
    undo = drop_undoably(quotes)
    unquoted = folded_text(body)
    restore(undo)
    kept = [aside for aside, line in zip(quotes, lines) if line and line not in unquoted]
    for aside in kept:
        aside.tag = "div"
    return len(kept)


def _longest_line(aside) -> str:
    """The longest piece of the text of the blockquotes that are children of `aside`, cut at line
    breaks and ellipses, with its white space collapsed."""
    pieces = [piece for child in aside if child.tag in ("blockquote", "BLOCKQUOTE")
              for piece in _quote_pieces(element_text(child))]
    return " ".join(max(pieces, key=len, default="").split())


def _quote_pieces(text: str) -> list[str]:
    """`text` cut at its line breaks and ellipses (_QUOTE_BREAK), each piece without the white space
    around the breaks."""
    pieces = _QUOTE_BREAK.split(text)
    return [piece.rstrip() for piece in pieces[:-1]] + pieces[-1:]


# The poster's name in a box that goes (phpBB's "postprofile" > "username" as post chrome, Invision
# 5's author pane and phone header, two `aside`s holding "ipsUsername") stays as a line of its own
# before it, once a post, unless the post shows the name elsewhere (phpBB's "by alice » date" line):
# WCXB's thread golds write each post's author above it, and the name is no chrome.
# Added 2026-12-02 (per-page word F1, even / odd; ScrapingHub 0.9802 / 0.9808 and trafilatura-eval-dev
# 0.9460 / 0.9595 unchanged, no page changed): WCXB dev 0.89039 / 0.89273 -> 0.89040 / 0.89274 (forum
# 0.86003 / 0.84084 -> 0.86022 / 0.84097); 4 threads changed: a phpBB thread whose author lines show
# dates only 0.970 -> 0.981, two Invision 5 threads 0.895 -> 0.906 and 0.9759 -> 0.9762 (their
# first post's name was kept already and is now there twice), one worse 0.508 -> 0.504 (a gold
# that stops after the first posts). Tried: in drop_post_chrome only, without the "shown
# elsewhere" test: 0.970 -> 0.981 but two phpBB threads 0.946 -> 0.937 and 0.986 -> 0.984 (the name
# twice, the "by" line's and the box's); the outermost element so named rather than the innermost:
# Invision's "ipsEntry__username" heading brings the poster's group ("alice Members": 0.976 -> 0.954).
# CPU: 0.04 s over WCXB dev (0.19% of extract(); the names found by one walk in C, on threads only).
POSTER_NAME_WORD = "username"
POSTER_NAME_MAX = 60


def _poster_name_in(chrome) -> str:
    """`_poster_name_of` the box, when the post around it does not show the name already (phpBB's
    "by alice » date" line); '' otherwise."""
    name = _poster_name_of(chrome)
    post = chrome.getparent()
    if not name or post is None or folded_text(post).count(name) > 1:
        return ""
    return name


def _poster_name_of(box) -> str:
    """The text of the first element below `box` whose class holds POSTER_NAME_WORD ("username",
    "username-coloured", "bigusername", "ipsUsername") and that holds no other such element (an
    Invision "ipsEntry__username" heading holds the name's link and the poster's group), at most
    POSTER_NAME_MAX characters; '' if none."""
    found = None
    for el in box.iter(etree.Element):
        if POSTER_NAME_WORD in (el.get("class") or "").lower():
            if found is not None and found not in el.iterancestors():
                break
            found = el
    if found is None:
        return ""
    text = folded_text(found)
    return text if 0 < len(text) <= POSTER_NAME_MAX else ""


# A post's author box named so, whose poster's name carries no "username" class: MyBB's
# "post_author" ("author_information" > "largetext" > the profile link; "postauthor" is a boilerplate
# token, so the box and the name went). The name is the first link of the box with a text that
# leads to a member's profile (PROFILE_LINK_WORDS in its address: "user-126792.html",
# "member.php?action=profile", "/members/pelex.1378134/"). Hoisted on pages declaring no thread,
# article or product (MyBB declares nothing; region_choice.content_root), and settled as the others
# (the name goes again where the box stays). Added 2026-12-06 (forum45): see docs/rounds.md for the pages it moved.
AUTHOR_BOX_TOKENS = frozenset(("postauthor", "messagesidebar", "authorcontent"))
_AUTHOR_BOX_NEEDLES = ("author", "Author", "AUTHOR", "Sidebar", "sidebar")
PROFILE_LINK_WORDS = ("user", "member", "profile", "benutzer", "utilisateur", "usuario", "uzytkownik")


def _profile_link_name(box) -> str:
    """The text of the first link in `box` with a text, when its address names a member's profile
    (PROFILE_LINK_WORDS) and the text is at most POSTER_NAME_MAX characters; '' otherwise."""
    for link in box.iter("a", "A"):
        text = folded_text(link)
        if not text:
            continue
        href = (link.get("href") or "").lower()
        return text if len(text) <= POSTER_NAME_MAX and any(word in href for word in PROFILE_LINK_WORDS) else ""
    return ""


def _named_author_boxes(body) -> list:
    """The outermost elements below `body` whose class names an author box (AUTHOR_BOX_TOKENS)."""
    if not any(_names_an_author_box(el) for el in names_holding(body, _AUTHOR_BOX_NEEDLES, ("class",))):
        return []
    return outermost(body, _names_an_author_box)  # a walk of the region only where a box is


def _names_an_author_box(el) -> bool:
    return names_tokens(el.get("class"), AUTHOR_BOX_TOKENS)


def _put_poster_name_before(name: str, chrome):
    """Set `name` as a paragraph of its own right before `chrome` (a cell of its own before a table
    cell: UBB.threads' author cell; a paragraph in a row is no part of the table's text); returns it."""
    line = etree.Element("td" if local_name(chrome.tag) in ("td", "th") else "p")
    line.text = name
    chrome.addprevious(line)
    return line


def hoist_poster_names(root) -> list:
    """Before cleaning a thread: for each poster's name (a class holding POSTER_NAME_WORD) inside an
    `aside` (Invision's author pane) or a post chrome box (POST_CHROME_TOKENS), a paragraph with the
    name right before the outermost such box, once for a post's name. Returns (paragraph, box, name)
    triples for `settle_poster_names`."""
    body = content_body(root)
    pairs = []
    done: set = set()  # boxes asked, and (post, name) pairs set (Invision has a pane and a mobile header)
    for el in names_holding(body, (POSTER_NAME_WORD, "Username", "UserName"), ("class",)):
        box = _outermost_author_box(el, body)
        if box is None or box in done:
            continue
        done.add(box)
        name = _poster_name_of(box)
        if name and (box.getparent(), name) not in done:
            done.add((box.getparent(), name))
            pairs.append((_put_poster_name_before(name, box), box, name))
    return pairs + hoist_author_box_names(root, done)


def hoist_author_box_names(root, done: frozenset | set = frozenset()) -> list:
    """As `hoist_poster_names`, for the author boxes named so (AUTHOR_BOX_TOKENS; any page), the
    name their first profile link's text (`_profile_link_name`). `done`: boxes already asked."""
    pairs = []
    for box in _named_author_boxes(content_body(root)):
        if box in done or any(ancestor in done for ancestor in box.iterancestors()):
            continue
        name = _poster_name_of(box) or _profile_link_name(box)
        if name:
            pairs.append((_put_poster_name_before(name, box), box, name))
    return pairs


def _outermost_author_box(el, body):
    """The outermost `aside` or post chrome box holding `el` below `body`; None when there is none."""
    box = None
    for ancestor in el.iterancestors():
        if ancestor is body:
            break
        if local_name(ancestor.tag) == "aside" or names_tokens(ancestor.get("class"), POST_CHROME_TOKENS):
            box = ancestor
    return box


def settle_poster_names(pairs: list) -> None:
    """After cleaning: the names `hoist_poster_names` set go again before a box cleaning kept, or
    when the post still shows the name elsewhere (phpBB's "by alice » date" line). An author cell
    kept without its name (UBB.threads', the name a script link that went) keeps the name set
    before it (forum45b, 2026-12-06: any box kept without its name, not cells alone, cost WCXB dev
    2201 (odd) 0.9901 -> 0.9898, a Q&A page whose gold leaves its names out)."""
    for line, box, name in pairs:
        post = line.getparent()
        if post is not None and ((box.getparent() is not None and not _emptied_cell(box, name))
                                 or element_text(post).count(name) > 1):
            drop_keeping_tail(line)


def _emptied_cell(box, name: str) -> bool:
    return local_name(box.tag) in ("td", "th") and name not in element_text(box)


def _chrome_kinds(chrome: set) -> set:
    """The kinds of post chrome among class values: the POST_CHROME_TOKENS they hold (a token or a
    joined pair), so that "post-count" and "post-count-link" are one kind."""
    kinds: set = set()
    for names in chrome:
        tokens = tokens_of(names)
        kinds.update(token for token in tokens if token in POST_CHROME_TOKENS)
        kinds.update(a + b for a, b in itertools.pairwise(tokens) if a + b in POST_CHROME_TOKENS)
    return kinds


def drop_named(root, named) -> int:
    """Remove the outermost elements below the content body for which `named(el)` holds, each
    holding at most GUARD_SHARE of the body's text. Returns how many went."""
    body = content_body(root)
    return drop_within_guard(body, outermost(body, named))


def attributes_hold(top, needles: tuple) -> bool:
    """Does an element of `top`'s subtree (`top` included) carry an attribute, of any name, whose
    value holds one of `needles` as a substring (what "descendant-or-self::*[@*[contains(., n)]]"
    finds)? One walk without building the values (in C)."""
    if _speedups is not None:
        return _speedups.attributes_hold(top, needles)
    return _attributes_hold_python(top, needles)


def _attributes_hold_python(top, needles: tuple) -> bool:
    """Twin of `_speedups.attributes_hold`."""
    return any(needle in value for el in top.iter(etree.Element) for value in el.values() for needle in needles)


def attributes_holding(top, needles: tuple) -> list:
    """The elements `attributes_hold` looks for, in document order (`top` first when it is one): what
    "descendant-or-self::*[@*[contains(., n)]]" selects, by one walk in C (the XPath, for "vote", was
    ~0.9% of extract()'s CPU over every fourth page of WCXB dev and trafilatura-eval-dev, 2026-12-04)."""
    if _speedups is not None:
        return _speedups.attributes_holding(top, needles)
    return _attributes_holding_python(top, needles)


def _attributes_holding_python(top, needles: tuple) -> list:
    """Twin of `_speedups.attributes_holding`."""
    return [el for el in top.iter(etree.Element) if any(needle in value for value in el.values() for needle in needles)]


def drop_comment_threads(root) -> int:
    """Remove comment-named containers (COMMENT_TOKENS; outermost, each at most GUARD_SHARE of the
    text): on a Q&A page (schema.org QAPage) the answers are the content and the comments under
    each post are not. Measured 2026-11-30 (make bench-quick, F1 even / odd; 24 WCXB dev pages are
    QAPages, none of ScrapingHub or trafilatura-eval-dev): WCXB dev 0.8586 / 0.8589 -> 0.8596 /
    0.8597 (forum 0.7758 / 0.7778 -> 0.7877 / 0.7896; 12 threads better, one 0.001 worse)."""
    return drop_named(root, lambda el: names_a_comment_thread(el, False))


# Class or id tokens of the customer reviews and ratings widgets on a product page (and of the
# review services shops embed). Measured 2026-11-30 (make bench-quick, F1 even / odd), on pages
# declaring a product and not an article: before, WCXB dev 0.8599 / 0.8597 (product 0.6234 /
# 0.6578), trafilatura-eval-dev 0.9165 / 0.9143, ScrapingHub 0.9613 / 0.9674; with: 0.8602 / 0.8614
# (product 0.6244 / 0.6776), 0.9171 / 0.9143, unchanged. On every page declaring a product: WCXB
# 0.8589 / 0.8614 (reviews of products are the text of review articles). "testimonial(s)" as well:
# the same; "questions" and "qna" as well: 0.8602 / 0.8615 (left out: a product's Q&A is often
# its FAQ, content).
REVIEW_TOKENS = frozenset("review reviews rating ratings yotpo bazaarvoice trustpilot".split())
# The reviews go whatever their share of the text when at least REVIEWS_MIN_LEFT characters stay
# outside them (a popular product's hundred reviews outweigh its description: the guard kept them
# all); with less left, each widget keeps the guard. Measured 2026-11-30 (bench_extract --no-peers,
# F1 even / odd): before (the guard alone), ScrapingHub 0.9640 / 0.9690, WCXB dev 0.8668 / 0.8702
# (product 0.6494 / 0.7163), trafilatura-eval-dev 0.9321 / 0.9397; 1, 200, 500 or 1000 characters:
# WCXB dev 0.8678 / 0.8702 (product 0.6626 / 0.7163: two pages whose reviews outweighed the rest,
# 0.26 -> 0.85 and 0.22 -> 0.40, no page worse); 2000: product 0.6596 (the second page keeps its
# reviews); 4000: as before. ScrapingHub and trafilatura-eval-dev unchanged by all (one
# trafilatura-eval-dev shop page's text changes, its snippets the same). With the shell rule: product
# 0.6839 / 0.7327 -> 0.6971 / 0.7327.
REVIEWS_MIN_LEFT = 500
# ... but a widget named for editorial reviews (the joined pair: Amazon's "editorialReviews_feature_div",
# "press-reviews", "critic-reviews") holds the publisher's description and the critics' words: it stays.
# Added 2026-12-02 (per-page word F1, WCXB dev product): odd 0.7497 -> 0.7565 (a book's page 0.433 ->
# 0.852), no other page of the three sets changed. Tried: "editorial", "critic(s)" and "press" as
# single tokens: a trafilatura-eval-dev shop's "product-reviews editorial-image" widget kept (its
# "Bitte teilen Sie uns Ihre Erfahrungen" leaked: one snippet more, even half).
EDITORIAL_REVIEW_TOKENS = frozenset("editorialreview editorialreviews criticreviews criticsreviews pressreviews".split())


def drop_reviews(root) -> int:
    """Remove the customer reviews and ratings widgets of a product page (REVIEW_TOKENS in their
    class or id; see REVIEWS_MIN_LEFT): the product's description and specifications are its
    content. Returns how many went."""
    body = content_body(root)
    victims = outermost_named(body, ("class", "id"), _names_reviews)
    if not victims:
        return 0
    left = text_length(body) - sum(text_length(el) for el in victims)
    if left < REVIEWS_MIN_LEFT:  # the page may be reviews only (a product's reviews page)
        return drop_within_guard(body, victims)
    for el in victims:
        drop_keeping_tail(el)
    return len(victims)


def _names_reviews(names: str) -> bool:
    return (names_tokens(names, REVIEW_TOKENS) and not names_tokens(names, EDITORIAL_REVIEW_TOKENS)
            and not _names_description_then_reviews(names))


# ... nor a box named for the description first and the reviews after ("product-description-reviews",
# "description-and-reviews": Shopware's block of the description and reviews tabs): the tab set of
# both, whose reviews tab is named on its own inside. A review's own description ("review-description",
# "rating__description") names the review first. Added 2026-12-03: no page of the three sets holds
# such a name (every class and id of their pages looked at), so none changed.
def _names_description_then_reviews(names: str) -> bool:
    if "escription" not in names:
        return False
    tokens = tokens_of(names)
    described = next((i for i, t in enumerate(tokens) if t in DESCRIPTION_TOKENS), None)
    reviewed = next((i for i, t in enumerate(tokens) if t in REVIEW_TOKENS), None)
    return described is not None and reviewed is not None and described < reviewed


# The lines a reviews widget leaves behind on a shop's page when its box is not named for reviews:
# its heading ("Customer Reviews", "Reviews (12)"), its summary ("Rated 4.80 out of 5 based on 5
# customer ratings", "4.6 out of 5 stars. 1664 reviews"), its empty state and its calls ("There are
# no reviews yet.", "Be the first to review", "Write a review", "Read reviews"; WooCommerce's "Only
# logged in customers who have purchased this product may leave a review."), in English, German,
# French, Spanish, Italian and Dutch: a block whose whole text is one, of at most REVIEW_LINE_MAX
# characters. The golds of WCXB dev leave them out (of such lines in our output, 2 of 26 in the gold).
# More than REVIEW_LINES_MAX of them are a grid of products each with its rating: content to a
# listing's gold, all stay. Measured 2026-12-03 (bench_extract --no-peers, per-page word F1): WCXB dev
# product 0.7414 / 0.7635 -> 0.7416 / 0.7638 (11 pages better by up to +0.016, one worse by 0.0002: a
# book's "Reviews" heading of its press quotes); ScrapingHub and trafilatura-eval-dev: no page changed.
# Tried: no cap, 0767 (a listing declaring a product, 14 rated cards) 0.845 -> 0.608; only on pages
# of one declared product, no cap: 7 pages better, the same one worse (0612, 0613, 0620, 4062 left).
# Cost: ~1 ms a shop page (the walk of every element below the region; 0.7% of extract()'s CPU over
# WCXB dev); climbing only from the text nodes an XPath finds holding a review noun cost the same.
REVIEW_LINE_MAX = 120
REVIEW_LINES_MAX = 4
_REVIEW_NOUN = r"(?:reviews?|ratings?|bewertungen|rezensionen|avis|opiniones|reseñas|recensioni|beoordelingen)"
_REVIEW_LINE = re.compile(
    r"^\W*(?:(?:customer|product|user|kunden|clients?|de clientes|dei clienti|klant) )?" + _REVIEW_NOUN
    + r"(?: (?:clients?|de clientes))?(?: ?\(\d+\))?\W*$"
    r"|^\W*(?:kundenbewertungen|kundenrezensionen|produktbewertungen)(?: ?\(\d+\))?\W*$"
    r"|^\W*(?:there are )?no (?:customer )?reviews? yet\W*$|^\W*noch keine (?:bewertungen|rezensionen)(?: vorhanden)?\W*$"
    r"|^\W*aucun avis(?: pour le moment)?\W*$|^\W*(?:no hay|aún no hay|todavía no hay) (?:reseñas|opiniones)(?: todavía| aún)?\W*$"
    r"|^\W*non ci sono ancora recensioni\W*$|^\W*er zijn (?:nog )?geen (?:beoordelingen|reviews)(?: (?:meer|nog))?\W*$"
    r"|^\W*be the first to (?:review|write a review|rate)\b.{0,60}$"
    r"|^\W*(?:write|add|leave|submit) (?:a|your) (?:customer )?review\W*$"
    r"|^\W*(?:read|see|view|show) (?:all )?(?:\d+ )?(?:customer )?reviews?\W*$"
    r"|^\W*rated [\d.,]+ out of \d+(?: based on \d+ customer ratings?)?\W*$"
    # A rating and a count ("4.4 stars out of 1935 reviews", "(4.8) 1,234 reviews", "120 ratings":
    # two numbers or one of two digits or more): read from the first digit, its signs before it and
    # the run of the first number taken atomically, the number split in two only when nothing stands
    # between (the lookbehind). Written so on 2026-12-04: "^\W*\(?[\d.,]+\)? ... [\d.,]+" let the
    # signs, the first and the second number share every comma and full stop: a line of 118 commas
    # and " review x" took 13 ms (7 us now), a shop page of 1,000 such lines 5.7 s (0.14 s now). Only
    # a first "number" without a digit (", 3 reviews") no longer matches; no line of the three
    # development sets changed verdict (the one this alternative took there, "4.4 stars out of 1935
    # reviews", still matches; 700,000 random lines of these pieces differ only so).
    r"|^\W*+\d[\d.,]*+(?:\)? ?(?:out of \d+ )?(?:stars? )?(?:out of|of|from|based on)? ?[\d.,]+|(?<=[\d.,]{2}))"
    r" ?k? (?:customer )?(?:reviews?|ratings?)\W*$"
    r"|^\W*[\d.,]+ out of \d+ stars?\.? [\d.,]+ (?:reviews?|ratings?)\W*$"
    r"|^\W*[\d.,]+ average rating\W*$"
    r"|^\W*only logged in customers who have purchased this product may leave a review\b.{0,30}$"
    r"|^\W*thank you for (?:submitting|your) (?:a )?review\W*$"
    r"|^\W*(?:bewertung schreiben|schreiben sie (?:die erste|eine) bewertung|donnez votre avis|laissez un avis"
    r"|soyez le premier à (?:laisser|donner) (?:votre|un) avis|escribe una (?:reseña|opinión)|scrivi una recensione"
    r"|schrijf een (?:review|beoordeling))\W*$")


def drop_review_lines(root) -> int:
    """Remove a shop page's blocks whose whole text is a reviews widget's heading, summary, empty
    state or call (see REVIEW_LINE_MAX), each holding at most GUARD_SHARE of the body's text.
    Returns how many went."""
    body = content_body(root)
    if not _may_hold_review_lines(element_text(body).lower()):
        return 0
    victims = _review_lines(body)
    if victims is None:  # a grid of products, each card with its rating
        return 0
    return drop_within_guard(body, victims)


# Every line _REVIEW_LINE matches holds one of these words (its call "be the first to rate": "first"
# and "rate"), and so does the text of the page holding the line: a page whose text holds none is not
# walked. Measured 2026-12-03 (the 159 shop pages of the three development sets, CPU of the rule, one
# process): the walk of every element below the region 0.27 s (1.1% of extract()); 53 of the pages
# hold a word at all. In an earlier run of the same pages (a busier host): every element 0.38 s, the
# page's text asked first and then every element walked 0.27 s (kept), only the subtrees whose text
# holds a word 0.18 s (0.11 s in the first run) -- but that rebuilt each level's text, the depth times
# the page on a page nested deep (1,000 levels: 10x the CPU of 250 levels).
_REVIEW_LINE_WORDS = ("review", "rating", "rated", "bewertung", "rezension", "avis", "opini", "reseña", "recension",
                      "beoordeling")


# Any of _REVIEW_LINE_WORDS or "first" (one test of an element's text before _REVIEW_LINE's many
# alternatives: 2026-12-03, a WCXB dev shop page of 6,000 short elements, the rule 10.2 -> 6 ms).
_REVIEW_LINE_WORD = re.compile(r"r(?:eview|ating|ated|ezension|eseña|ecension)|bewertung|avis|opini|beoordeling|first")


def _may_hold_review_lines(folded: str) -> bool:
    """Might a text (lower-cased) hold a line _REVIEW_LINE matches? (A line's words are the text's:
    folding the white space joins no word.)"""
    return any(word in folded for word in _REVIEW_LINE_WORDS) or ("first" in folded and "rate" in folded)


def _review_lines(body) -> list | None:
    """The outermost elements below `body`, in document order, whose text is a line _REVIEW_LINE
    matches of at most REVIEW_LINE_MAX characters; None when there are more than REVIEW_LINES_MAX."""
    # One walk that enters no victim (asking each element's ancestors instead cost the page's
    # elements times its depth: 2026-12-03, 14% of extract() on a WCXB dev shop page of 3 MB; walking
    # only the subtrees whose text holds a review word rebuilt each level's text, the same product on
    # a page nested deep), nor an element without text (nor are its descendants). In C since
    # 2026-12-04: the Python walk measuring every element of a shop's page was ~0.5% of extract().
    found = 0

    def is_review_line(el, length: int) -> bool:
        nonlocal found
        text = element_text(el).lower()
        if not (_REVIEW_LINE_WORD.search(text) and _REVIEW_LINE.match(" ".join(text.split()))):
            return False
        found += 1
        if found > REVIEW_LINES_MAX:
            raise TooManyLines  # the walk stops at once (a page of 8,000 review lines: 35 -> 0.3 ms)
        return True

    try:
        return short_text_walk(body, 0, REVIEW_LINE_MAX, is_review_line)
    except TooManyLines:
        return None


# --- Quotes of posts shown on the same page ------------------------------------------------------

# A quote (the outermost blockquote) of at least QUOTE_MIN characters in a thread whose last
# QUOTE_TAIL characters the thread also shows outside its quotes is a reply quoting an earlier
# post of the page: the quote goes, its title ("alice said:") with it. Shorter quotes stay (the
# golds keep a quoted line or two more often than not). On forum pages and threads that declare
# nothing but drop their post chrome (`drop_post_chrome`).
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd; ScrapingHub and trafilatura-eval-dev
# unchanged by all): before, WCXB dev 0.8673 / 0.8704 (forum 0.8141 / 0.7979); on forum pages,
# QUOTE_MIN 0: 0.8683 / 0.8714 (forum 0.8260 / 0.8125; 20 threads better, 9 worse: golds that keep
# the quotes); 100: 0.8683 / 0.8714 (forum 0.8262 / 0.8125; 20 better, 6 worse); 200: 0.8682 /
# 0.8714 (forum 0.8247 / 0.8122; 17 better, 5 worse). QUOTE_TAIL 40: 19 better, 13 worse (forum
# 0.8242 / 0.8122; a short tail is found in any reply); 150: 20 better, 9 worse (0.8255 / 0.8123).
# With QUOTE_MIN 100 on the undeclared threads as well: 0.8687 / 0.8717 (forum 0.8321 / 0.8158;
# 26 threads better by up to 0.28, 8 worse by up to 0.067). CPU over WCXB dev 0.02 s of 16 s.
QUOTE_MIN = 100
QUOTE_TAIL = 80


def drop_repeated_quotes(root) -> int:
    """Remove the quotes of a thread (the outermost blockquotes of QUOTE_MIN characters or more)
    whose text ends as a text the thread shows outside its quotes (QUOTE_TAIL): replies quoting
    an earlier post of the page. Returns how many went."""
    body = content_body(root)
    quotes = [quote for quote in body.iter("blockquote", "BLOCKQUOTE")
              if not any(a.tag in ("blockquote", "BLOCKQUOTE") for a in quote.iterancestors())]
    texts = [folded_text(quote) for quote in quotes]
    if not any(len(text) >= QUOTE_MIN for text in texts):
        return 0
    undo = drop_undoably(quotes)
    unquoted = folded_text(body)
    restore(undo)
    victims = [quote for quote, text in zip(quotes, texts)
               if len(text) >= QUOTE_MIN and text[-QUOTE_TAIL:] in unquoted]
    for quote in victims:
        drop_keeping_tail(quote)
    return len(victims)


# --- An accepted solution copied into the topic's first post --------------------------------------

# Khoros (Lithium) communities show a solved topic's accepted reply a second time under the question,
# in a box closed by a link to the reply ("View solution in original post"). The reply is the
# post; the copy goes before `drop_repeated_posts`, which keeps a block's first copy and would take
# the reply's own text from under its poster's name. The box: the highest of the label's
# SOLUTION_COPY_CLIMB nearest ancestors whose text, less the label, the thread shows a second time;
# with no such ancestor (the reply is on another page of the thread) the copy stays and the label
# alone goes. The labels are Khoros' own, in the languages read from its communities (English,
# German, Korean). Added 2026-12-05: no page of the three sets holds one (snapshot of the 2,160
# pages, C and pure: no Document changed); tests/test_forum_engines.py writes a topic with one.
SOLUTION_LABELS = ("view solution in original post", "lösung in ursprünglichem beitrag anzeigen", "원본 게시물의 답변 보기")
_SOLUTION_NEEDLES = ("solution in original post", "ursprünglichem Beitrag", "원본 게시물의")
SOLUTION_COPY_CLIMB = 6
SOLUTION_LABELS_MAX = 20  # labels read on a page: one a solved topic (hostile input: bounded)
SOLUTION_COPY_MIN = 20  # characters of the copy, less its label
SOLUTION_COPY_MAX = 20_000  # characters of a box read: a long answer with its code, not the thread around it


def drop_copied_solutions(root) -> int:
    """Remove the accepted solutions a thread copies under its question (see SOLUTION_LABELS) when
    the thread shows the reply itself, and their labels. Returns how many elements went."""
    body = content_body(root)
    labels = _solution_labels(body)
    if not labels:
        return 0
    shown = folded_text(body)
    victims = [_solution_copy(label, body, shown) for label in labels]
    return drop_still_attached(victims, body)


def _solution_labels(body) -> list:
    """The outermost elements below `body` whose whole text is a SOLUTION_LABELS label (at most
    SOLUTION_LABELS_MAX), in document order."""
    labels: list = []
    for needle in _SOLUTION_NEEDLES:
        for el in first_texts_holding(body, needle)[:SOLUTION_LABELS_MAX]:
            if folded_text(el).lower() not in SOLUTION_LABELS:
                continue
            text, parent = element_text(el), el.getparent()
            while parent is not None and parent is not body and element_text(parent) == text:
                el, parent = parent, parent.getparent()  # the link around the label's span
            labels.append(el)
    return labels[:SOLUTION_LABELS_MAX]


def _solution_copy(label, body, shown: str):
    """The box of `label`'s copied solution (its highest ancestor, up to SOLUTION_COPY_CLIMB, whose
    text less the label `shown` holds twice), else the label alone."""
    copy = label
    label_text = folded_text(label)
    el = label.getparent()
    for _ in range(SOLUTION_COPY_CLIMB):
        if el is None or el is body or text_length_upto(el, SOLUTION_COPY_MAX) >= SOLUTION_COPY_MAX:
            break
        text = folded_text(el).replace(label_text, "").strip()
        if len(text) < SOLUTION_COPY_MIN:
            el = el.getparent()
            continue
        first = shown.find(text)
        if first < 0 or shown.find(text, first + 1) < 0:
            break
        copy, el = el, el.getparent()
    return copy


def drop_repeated_posts(root) -> int:
    """Remove the later copies of a thread's blocks of REPEATED_POST_MIN characters or more (not
    code). Returns how many went."""
    return drop_repeated_blocks(root, REPEATED_POST_MIN, REPEATED_POST_MAX, keep_code=True)


# A block of a thread opening with a rule of underscores ("__________________", the line vBulletin 3
# and phpBB 2 set above a signature) and holding at most SIGNATURE_MAX characters is a signature.
# Added 2026-12-01 with vBulletin 3's "Posting Rules" box (SECTION_LABELS): no page of the three
# development sets changed (per-page text of every page).
SIGNATURE_MAX = 500
_SIGNATURE_RULE = re.compile(r"\s*_{10,}")
_UNDERSCORES = "__________"


def drop_signature_rules(root) -> int:
    """Remove the blocks of a thread whose own text opens with a rule of underscores (see
    SIGNATURE_MAX), and the ends of posts after such a rule on a line of its own (see
    _signature_breaks). Returns how many went."""
    body = content_body(root)
    victims = [el for el in first_texts_holding(body, _UNDERSCORES)
               if el.tag in LINE_TAG_SET and el.text and _SIGNATURE_RULE.match(el.text)
               and text_length_upto(el, SIGNATURE_MAX) <= SIGNATURE_MAX]
    for el in victims:
        drop_keeping_tail(el)
    breaks = _signature_breaks(body)
    for br in breaks:
        _drop_from(br)
    return len(victims) + len(breaks)


# phpBB 2 and vBulletin 3 write the rule inside the post's own element, after a line break
# ("...the post's text<br>_________________<br>Debian testing, ThinkPad T14"): the `<br>` whose
# tail opens with the rule, and everything after it in its parent, is a signature when all that
# holds at most SIGNATURE_MAX characters. Added 2026-12-06 (forum45) with drop_author_stat_boxes.
def _signature_breaks(body) -> list:
    """The `<br>`s of `body` whose tail opens with a rule of underscores and whose following
    siblings (with the tails) hold at most SIGNATURE_MAX characters."""
    found, parents = [], set()
    for el, is_tail, text in text_nodes_holding(body, _UNDERSCORES, SIGNATURE_MAX, False):
        if is_tail and el.tag in ("br", "BR") and el.getparent() not in parents and _SIGNATURE_RULE.match(text) \
                and _rest_upto(el, SIGNATURE_MAX):
            found.append(el)
            parents.add(el.getparent())  # the first rule of a parent: what follows it goes with it
    return found


SIGNATURE_SIBLINGS_MAX = 64  # elements after the rule: a signature's few lines and links (a bound, not tuned)


def _rest_upto(el, limit: int) -> bool:
    """Do `el`'s tail and the siblings after it (with their tails; at most SIGNATURE_SIBLINGS_MAX)
    hold at most `limit` characters?"""
    left = limit - len(el.tail or "")
    for count, sibling in enumerate(el.itersiblings()):
        left -= text_length_upto(sibling, left + 1) + len(sibling.tail or "")
        if left < 0 or count >= SIGNATURE_SIBLINGS_MAX:
            return False
    return left >= 0


def _drop_from(el) -> None:
    """Remove `el`, its tail and every sibling after it."""
    for sibling in list(el.itersiblings()):
        sibling.getparent().remove(sibling)
    el.tail = None
    drop_keeping_tail(el)


# A signature named only by its element's `data-role` (Invision 4's `data-role="memberSignature"`,
# its classes "ipsBorder_top ipsPadding_vertical" or "ipsResponsive_hidePhone"; Invision 5 names it
# "ipsEntry__signature" too, a POST_CHROME_TOKENS token): on threads, dropped with the rest of a post's
# chrome, each at most GUARD_SHARE of the text. Added 2026-12-03 (snapshot of the three sets, C and
# pure, per-page word F1): one Document changed, an Invision 4 thread of WCXB dev's even half 0.6781 ->
# 0.7383 (its posters' signatures and parts lists; the gold keeps none); no other page holds one.
_ROLE_SIGNATURES = etree.XPath(
    "descendant::*[contains(translate(@data-role, 'SIGNATURE', 'signature'), 'signature')"
    " or translate(@data-role, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') = 'replyarea']")
_SIGNATURE_LETTERS_LOWERED = str.maketrans("SIGNATURE", "signature")


# Invision's reply area under a thread (`data-role="replyArea"`): for a reader who is not signed in,
# its guest teaser ("Join the conversation", "You can post now and register later ...", "Note: Your
# post will require moderator approval ..."; a board's own "Join the Discussion" and sign-in link), else
# the reply form: dropped with the signatures. Added 2026-12-04 (snapshot of the three sets, per-page
# word F1): see the commit's figures.
ROLE_REPLY_AREAS = frozenset(("replyarea",))


def _role_signatures_below(body) -> bool:
    """Is `_ROLE_SIGNATURES(body)` non-empty: an element below `body` whose data-role, with the
    letters of "SIGNATURE" lowered as the XPath's translate() lowers them, holds "signature"? The
    elements with a data-role are found by `names_holding`'s walk in C (the XPath read every
    element's: ~0.4% of extract()'s CPU on every fourth page of WCXB dev and trafilatura-eval-dev,
    all of it on threads, 2026-12-04)."""
    return any("signature" in el.get("data-role").translate(_SIGNATURE_LETTERS_LOWERED)
               or el.get("data-role").lower() in ROLE_REPLY_AREAS
               for el in names_holding(body, ("",), ("data-role",)))


def drop_role_signatures(root) -> int:
    """Remove the blocks of a thread whose `data-role` names a signature (see _ROLE_SIGNATURES).
    Returns how many went."""
    body = content_body(root)
    if not _role_signatures_below(body):
        return 0
    # the outermost only: one nested in another was measured against the guard again (800 nested
    # signatures 0.3 s of CPU in pure Python, 2026-12-03)
    return drop_within_guard(body, outermost_named(body, ("data-role",), _names_a_signature))


def _names_a_signature(value: str) -> bool:
    value = value.lower()
    return "signature" in value or value in ROLE_REPLY_AREAS


# --- A board's permission lines, `<br>`-split in one element ---------------------------------------

# phpBB's list under a thread ("You cannot post new topics in this forum<br>You cannot reply to
# topics in this forum<br>...", "cannot" in bold) is one element of lines: every line of an element
# of at least PERMISSION_LINES_MIN lines a permission line (post_lines.PERMISSION_LINE), at most
# PERMISSION_LIST_MAX characters, goes. Added 2026-12-06 (forum45b; see docs/rounds.md).
PERMISSION_LINES_MIN = 2
PERMISSION_LIST_MAX = 600  # characters: phpBB's list of five to seven lines in any pack (a bound, not tuned)


def drop_permission_lists(root) -> int:
    """Remove the elements of a thread whose `<br>`-split lines are all permission lines (see
    PERMISSION_LIST_MAX). Returns how many went."""
    body = content_body(root)
    parents, seen = [], set()
    for br in body.iter("br", "BR"):
        parent = br.getparent()
        if parent is not None and parent not in seen:
            seen.add(parent)
            parents.append(parent)
    lists = [el for el in parents if _is_permission_list(el)]
    for el in lists:
        drop_keeping_tail(el)
    return len(lists)


def _is_permission_list(el) -> bool:
    if text_length_upto(el, PERMISSION_LIST_MAX) > PERMISSION_LIST_MAX:
        return False
    lines = _break_lines(el)
    return len(lines) >= PERMISSION_LINES_MIN and all(PERMISSION_LINE.fullmatch(line) for line in lines)


# --- Author boxes written as lines of one element -------------------------------------------------

# The author box of old boards is one element whose lines are split by `<br>`: phpBB 2's
# "postdetails" ("Regular<br>Joined: 02 Mar 2021<br>Posts: 30<br>Location: Leeds"), SMF 1's
# "smalltext" ("Hero Member<br>Offline<br>Posts: 730"), YaBB's ("Senior Member<br>***<br>Posts:
# 320<br>Joined: ..."). The line rules judge elements, so these lines stayed. An element is such a
# box when a line holds an author stat (lines.AUTHOR_STAT, as a post line or "Label: value") and
# at least half of its lines are box lines: a post line (a stat, "Offline", a rank), a "Label:
# value" profile field of at most PROFILE_FIELD_MAX characters ("Wohnort: Leipzig", "Anmeldungsdatum:
# 02.03.2021"), or no letter at all (a rank's "***"). It must hold at most AUTHOR_BOX_MAX characters
# and appear AUTHOR_BOXES_MIN times or more on the page (post by post): the boxes go, and the page is
# a thread (asked on pages declaring nothing, as these boards' are: extractor.extract_tree; they name
# their boxes for nothing a thread shows elsewhere). Added 2026-12-06 (forum45): see docs/rounds.md for the pages it moved.
AUTHOR_BOX_MAX = 400  # characters: a box of a dozen short lines (a bound, not tuned)
AUTHOR_BOXES_MIN = 2
_BOX_LINE_TAGS = PROSE_INLINE_TAGS | frozenset(("img", "IMG", "br", "BR", "sup", "sub", "abbr"))
_COLONS = (":", "\uff1a")
_HAS_LETTER_OR_DIGIT = re.compile(r"[^\W_]")


def drop_author_stat_boxes(root) -> int:
    """Remove the author boxes written as `<br>`-split lines of one element (see AUTHOR_BOX_MAX),
    when the page holds AUTHOR_BOXES_MIN of them. Returns how many went (0: none, or too few)."""
    body = content_body(root)
    boxes = [el for el in _stat_line_parents(body) if _is_author_box(el)]
    if len(boxes) < AUTHOR_BOXES_MIN:
        return 0
    for el in boxes:
        drop_keeping_tail(el)
    return len(boxes)


def _stat_line_parents(body) -> list:
    """The elements, in document order and each once, holding a `<br>` whose tail opens with an
    author stat ("Posts: 30" after a line break)."""
    parents, seen = [], set()
    for colon in _COLONS:
        for el, is_tail, text in text_nodes_holding(body, colon, AUTHOR_BOX_MAX, False):
            if not is_tail or el.tag not in ("br", "BR") or not AUTHOR_STAT.match(text):
                continue
            parent = el.getparent()
            if parent is not None and parent not in seen:
                seen.add(parent)
                parents.append(parent)
    return parents


def _is_author_box(el) -> bool:
    if text_length_upto(el, AUTHOR_BOX_MAX) > AUTHOR_BOX_MAX:
        return False
    lines = _break_lines(el)
    if not lines:
        return False
    box_lines = sum(map(_is_box_line, lines))
    return box_lines * 2 >= len(lines) and any(AUTHOR_STAT.match(line) for line in lines)


def _break_lines(el) -> list[str]:
    """`el`'s text split at its `<br>` children, each line's white space folded, empty lines left
    out; [] when a child is no inline element (a box holds none)."""
    pieces = [[el.text or ""]]
    for child in el:
        tag = child.tag
        if tag in ("br", "BR"):
            pieces.append([child.tail or ""])
            continue
        if isinstance(tag, str):
            if tag not in _BOX_LINE_TAGS:
                return []
            pieces[-1].append(element_text(child))
        pieces[-1].append(child.tail or "")
    lines = (" ".join("".join(piece).split()) for piece in pieces)
    return [line for line in lines if line]


def _is_box_line(line: str) -> bool:
    if not _HAS_LETTER_OR_DIGIT.search(line):
        return True
    if len(line) > PROFILE_FIELD_MAX:
        return False
    return POST_LINE.match(line) is not None or PROFILE_FIELD.fullmatch(line) is not None


# --- Post titles repeating the thread's title ----------------------------------------------------

# Each post of a thread titled by the thread's own title, as a reply ("Re: <title>", "AW:", "Odp:",
# "SV:", ...: a prefix of at most four letters and a colon is set aside): headings sharing that
# text POST_TITLES_MIN times or more, all but one of them with such a prefix, are the boards'
# chrome (phpBB, SMF, vBulletin, MyBB), not content. On threads (see QUOTE_MIN).
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd; ScrapingHub and trafilatura-eval-dev
# unchanged by all): before, WCXB dev 0.8687 / 0.8717 (forum 0.8321 / 0.8158); any heading text
# shared 3 times, prefix or not: 0.8688 / 0.8717 (forum 0.8332 / 0.8170) but 19 pages worse (the
# posters' names in headings, which the golds keep), 12 better; with the prefixes: 0.8689 / 0.8718
# (forum 0.8337 / 0.8170; 3 threads better by 0.012 to 0.084, none worse); POST_TITLES_MIN 2 or 5 alike.
# UBB.threads sets each post's title in bold in a link, no heading ("<a><b>Re: title</b></a>"): the
# bold elements are read as the headings are (forum46, 2026-12-06).
POST_TITLES_MIN = 3
_REPLY_PREFIX = re.compile(r"^\w{1,4}\s?:\s*")
_BOLD_TAGS = ("b", "strong", "B", "STRONG")
POST_TITLE_TAGS = (*HEADING_TAGS, *_BOLD_TAGS)


def drop_post_titles(root) -> int:
    """Remove the headings (and bold lines) of a thread that share their text (less a reply prefix)
    with POST_TITLES_MIN such elements or more. Returns how many went."""
    body = content_body(root)
    by_text: dict = {}
    for heading in body.iter(*POST_TITLE_TAGS):
        if heading.tag in _BOLD_TAGS and heading.getparent() is not None and heading.getparent().tag in HEADING_TAGS:
            continue  # the heading's own text, counted once
        text = folded_text(heading)
        if text and len(text) <= MAX_LABEL_CHARS * 2:
            core = _REPLY_PREFIX.sub("", text, count=1)
            if core or heading.tag not in _BOLD_TAGS:  # a bold "Q:" or "A:" (a Q&A's lines) is no title
                by_text.setdefault(core.lower(), []).append((heading, core != text))
    victims = [heading for headings in by_text.values()
               if len(headings) >= POST_TITLES_MIN and sum(replied for _, replied in headings) >= POST_TITLES_MIN - 1
               for heading, _ in headings]
    for heading in victims:
        drop_keeping_tail(heading)
    return len(victims)


# Each reply's title as a line of no heading and no bold ("<div><a>Re: title</a></div>": SMF 1's
# subject over each post), in the reply prefixes the boards' packs write (Re, AW and Antw in German,
# Odp in Polish, SV and VS in the Nordic ones, Ynt in Turkish, R in Italian): lines whose whole text is
# such a prefix and the same title, REPLY_TITLES_MIN times or more, go (the opening post's title, with
# no prefix, is `drop_thread_title`'s). Found from the text nodes opening so (one XPath), each climbed
# to the outermost element holding only it. Added 2026-12-06 (forum46).
REPLY_TITLES_MIN = 2
REPLY_TITLE_WORDS = frozenset(("re", "aw", "antw", "odp", "sv", "vs", "ynt", "r"))
_REPLY_TITLE = re.compile(r"(\w{1,4})\s?:\s*(\S.*)", re.S)
_REPLY_TITLE_TEXTS = etree.XPath(
    "descendant::text()[string-length(.) <= %d and contains(., ':') and (%s)]" % (
        MAX_LABEL_CHARS * 2, " or ".join(
            f"starts-with(normalize-space(.), '{word}:') or starts-with(normalize-space(.), '{word} :')"
            for prefix in sorted(REPLY_TITLE_WORDS) for word in {prefix, prefix.upper(), prefix.capitalize()})))


def drop_reply_title_lines(root) -> int:
    """Remove a thread's reply titles written as lines (see REPLY_TITLES_MIN). Returns how many went."""
    body = content_body(root)
    by_title: dict = {}
    for node in _REPLY_TITLE_TEXTS(body):
        if node.is_tail:
            continue
        match = _REPLY_TITLE.fullmatch(" ".join(str(node).split()))
        line = node.getparent()
        if match is None or match.group(1).lower() not in REPLY_TITLE_WORDS or line is None:
            continue
        length = len(str(node).strip())
        if text_length_upto(line, length) != length:
            continue  # the text opens a longer element: a post's sentence
        up = line.getparent()  # (each ancestor measured up to the line's length: no container read whole)
        while up is not None and up is not body and text_length_upto(up, length) == length:
            line, up = up, up.getparent()
        by_title.setdefault(match.group(2).lower(), []).append(line)
    victims = [line for lines in by_title.values() if len(lines) >= REPLY_TITLES_MIN for line in lines]
    return drop_still_attached(victims, body)


# --- Subjects cut from the post's own opening ---------------------------------------------------

# A post's subject the engine cut from the post's first words when its author gave none (Drupal's
# comments and forum replies: the first 29 characters to a word's end, "…" after them since Drupal 8;
# other boards likewise) is the post's words twice: a heading of SUBJECT_COPY_MIN characters or more
# (at most SUBJECT_COPY_MAX, a trailing ellipsis set aside) whose text opens the text of the element
# right after it goes. On threads. Only the opening of that element is read (up to the subject's
# length, at most SUBJECT_PIECES_MAX text pieces): no container is read whole. Bounds, not tuned
# (2026-12-06, forum47: the subjects are 29 characters or fewer; 12 keeps a short "Re: help" apart).
SUBJECT_COPY_MIN, SUBJECT_COPY_MAX = 12, 200
SUBJECT_PIECES_MAX = 64
_CLOSING_ELLIPSIS = re.compile(r"\s*(?:…|\.{3})$")


def drop_opening_subjects(root) -> int:
    """Remove a thread's headings that copy the opening words of the element after them (see
    SUBJECT_COPY_MIN). Returns how many went."""
    body = content_body(root)
    victims = []
    for heading in body.iter(*HEADING_TAGS):
        if text_length_upto(heading, SUBJECT_COPY_MAX) > SUBJECT_COPY_MAX:
            continue
        subject = _CLOSING_ELLIPSIS.sub("", folded_text(heading))
        if len(subject) < SUBJECT_COPY_MIN:
            continue
        after = heading.getnext()
        while after is not None and not isinstance(after.tag, str):
            after = after.getnext()  # a comment or processing instruction between them
        if after is not None and _opening_text(after, len(subject)).startswith(subject):
            victims.append(heading)
    return drop_still_attached(victims, body)


def _opening_text(el, length: int) -> str:
    """The first words of `el`'s text, folded, at least `length` characters of it when it holds them."""
    pieces: list = []
    held = 0
    for piece in itertools.islice(el.itertext(), SUBJECT_PIECES_MAX):
        pieces.append(piece)
        held += len(piece)
        if held > length + 1:
            break
    return " ".join("".join(pieces).split())


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
_LONE_NUMBER = re.compile(r"#?\d[\d.,]*[kKmM]?")
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
        return bool((length <= LONE_NUMBER_MAX and _LONE_NUMBER.fullmatch(text))
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


# --- Letter avatars --------------------------------------------------------------------------------

# An element named as an avatar (a class token "avatar": XenForo's "avatar-u123-m", NodeBB's
# "avatar avatar-rounded", Discourse-like "user-avatar") whose whole text is one or two letters is
# the picture drawn for a user without one (the initial on a coloured disc), not text: every forum
# engine that draws them draws one beside each post, and the golds leave them out. On threads only
# (no page of another kind changed when asked on every page, at ten times the CPU).
# Added 2026-12-01 (per-page F1 of every page of the three sets, even / odd): WCXB dev 0.88586 /
# 0.88738 -> 0.88592 / 0.88744 (forum 0.85218 / 0.83714 -> 0.85299 / 0.83797; 24 threads better, by
# up to +0.023, none worse), ScrapingHub unchanged (no page changed), trafilatura-eval-dev unchanged
# (one thread's text changed, its snippets the same). CPU: 0.12% of extract() over the three sets.
# Up to two letters ("JD"): no development page draws two.
LETTER_AVATAR_MAX = 2
_LETTER_AVATAR = re.compile(r"[^\W\d_]{1,2}")
AVATAR_TOKENS = frozenset(("avatar",))
_AVATAR_NEEDLES = ("avatar", "Avatar", "AVATAR")


def drop_letter_avatars(root) -> int:
    """Remove the letter avatars (see LETTER_AVATAR_MAX) below the content body. Returns how many went."""
    body = content_body(root)
    victims = []
    for el in names_holding(body, _AVATAR_NEEDLES, ("class",)):
        if not names_tokens(el.get("class"), AVATAR_TOKENS):
            continue
        length = text_length_upto(el, LETTER_AVATAR_MAX)
        if 0 < length <= LETTER_AVATAR_MAX and _LETTER_AVATAR.fullmatch(element_text(el)):
            victims.append(el)
    return drop_still_attached(victims, body)


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
               and _LONE_NUMBER.fullmatch(element_text(el))]
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
_REPLY_COUNT = re.compile(r"\d[\d.,]*\s*(?:%s)\s*:?" % _REPLY_COUNT_WORDS, re.I)
# Only texts with a digit that are at most REPLY_COUNT_MAX characters are read.
REPLY_COUNT_MAX = 24


def _short_digit_texts(body) -> list:
    """The text nodes below `body` holding an ASCII digit and at most REPLY_COUNT_MAX characters
    once their XML white space is normalised, in document order, as `text_nodes_holding` gives
    them: what the XPath predicate `[string-length(normalize-space(.)) <= N and translate(.,
    '0123456789', '') != .]` keeps (libxml2 builds both functions' strings a character at a time,
    for every text node of the page: 2026-12-03, a 3,300-element forum page 27 -> 4 ms)."""
    return text_nodes_holding(body, None, REPLY_COUNT_MAX, True)


_REPLY_COUNT_TAGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6", "p", "div", "span", "a", "li", "strong", "b",
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
        if el is body or local_name(el.tag).lower() not in _REPLY_COUNT_TAGS \
                or " ".join(text.split()) != " ".join(node.split()):
            continue  # the count is a word of a longer line
        parent = el.getparent()
        # (a parent's text is built only when its length is the count's: built whole, a thread's
        # container was read to its end for each count in it, 2,000 of them 0.67 s of CPU, 2026-12-03)
        while parent is not None and parent is not body and local_name(parent.tag).lower() in _REPLY_COUNT_TAGS \
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


# --- BBCode left as text ------------------------------------------------------------------------------

# A board tag the board did not render, alone on its line in a thread ("[quote]", "[/quote]",
# "[quote=anna_b]", "[quote quote=312679]", "[/code]", "[spoiler]"): markup, not a post's words. The
# words between the tags stay. Only the tags that wrap blocks (a lone "[b]" line is rare, and "[1]"
# is a footnote). Added 2026-12-03 (bench_extract --no-peers, per-page word F1, even / odd): WCXB dev
# 0.89199 / 0.89402 unchanged at five digits (forum even 0.86180 -> 0.86182; two threads better:
# a phpBB thread's "[/quote]" 0.9858 -> 0.9860, a bbPress thread's "[quote quote=N]" and "[/quote]"
# 0.9782 -> 0.9789; no gold keeps such a line), ScrapingHub and trafilatura-eval-dev unchanged (no
# page changed). With the inline tags too ([b], [url], [img], [size], [color]): no Document of the
# three sets holds one alone on a line (the same figures).
_BBCODE_TAG = re.compile(r"\[/?(?:quote|code|spoiler|php|html|list|center|indent|hide)(?:[= ][^\[\]]{0,40})?\]", re.I)
BBCODE_TAG_MAX = 50


def drop_bbcode_tag_lines(root) -> int:
    """Remove the lines of a thread that are one unrendered board tag (see _BBCODE_TAG): the text
    node goes, or its element when the tag is all the element holds. Returns how many went."""
    body = content_body(root)
    removed = 0
    # (the text nodes holding "[" of at most BBCODE_TAG_MAX characters once normalised: the XPath
    # "descendant::text()[contains(., '[') and string-length(normalize-space(.)) <= N]" until 2026-12-04)
    for el, is_tail, node in text_nodes_holding(body, "[", BBCODE_TAG_MAX, True):
        if not _BBCODE_TAG.fullmatch(node.strip()):
            continue
        if not is_tail:
            if el is not body and len(el) == 0 and no_text_beside(el) and local_name(el.tag).lower() in _REPLY_COUNT_TAGS:
                drop_keeping_tail(el)
            else:
                el.text = _line_break_only(node)
        else:
            el.tail = _line_break_only(node)
        removed += 1
    return removed


# A picture's address alone in a text of a post, not a link ("https://gamefaqs.gamespot.com/a/forum/c/
# cbb95302.jpg" over "I'm ready!!"): a board that draws a posted picture from its address by script
# (GameFAQs) leaves the address in the saved page where the picture shows. On threads; a linked
# address (an `a`'s text) stays, it is what the reader sees. Added 2026-12-05 (round 38; snapshot of
# the 2,160 pages, C and pure, per-page word F1): WCXB dev 0574 (even) 0.8674 -> 0.9373, its three
# addresses (a post's and two quotes of it) in no gold; no other Document changed (a trafilatura-eval-dev
# page's lone picture address is no thread's).
_IMAGE_ADDRESS = re.compile(r"https?://\S+\.(?:jpe?g|png|gif|webp|avif)(?:\?\S*)?", re.I)
IMAGE_ADDRESS_MAX = 500


def drop_image_addresses(root) -> int:
    """Remove the texts of a thread that are one picture's address, not linked (see _IMAGE_ADDRESS).
    Returns how many went."""
    body = content_body(root)
    removed = 0
    for el, is_tail, node in text_nodes_holding(body, "://", IMAGE_ADDRESS_MAX, True):
        holder = el.getparent() if is_tail else el
        if holder is None or local_name(holder.tag).lower() == "a" or not _IMAGE_ADDRESS.fullmatch(node.strip()):
            continue
        if is_tail:
            el.tail = _line_break_only(node)
        else:
            el.text = _line_break_only(node)
        removed += 1
    return removed


# A thread's link whose text is a short label and its own address ("View: https://x.com/a/status/1":
# a board's caption under a media embed its page leaves to scripts) or a label and the number its
# attachment address holds ("View attachment 441678": an image the page does not show) stands for
# something that is not text: it goes, with the inline wrappers holding it alone (`<i><span>`).
# Added 2026-12-03 (snapshot of the three sets' 2,160 pages, per-page word F1): WCXB dev forum
# threads (XenForo) lose 6 such lines, none in their golds; see the README's eighth forum round.
CAPTION_LABEL_WORDS = 2
_CAPTION_WRAPPERS = frozenset(("i", "em", "span", "small", "b", "strong", "font"))


# A script framework's cloak: AngularJS's `ng-cloak`, Vue's `v-cloak` and Alpine's `x-cloak` mark what
# stays hidden until the framework has compiled it (their stylesheets hide the attribute), so in a
# saved page it holds the unfilled templates ("{{ DiscussionBoard.errors[11793116].message }}", "30
# {{ upvoteCount | shortNum }}") beside the server's own copy. On threads only (a site's whole app
# may be cloaked). Added 2026-12-04 (snapshot of the three sets, per-page word F1): two WCXB dev
# threads changed, both better (even half): an AngularJS board's error boxes and vote templates
# 0.92423 -> 0.95748, a thread's cloaked login and newsletter prompts 0.50319 -> 0.50821; no other
# Document changed. 25 pages of the three sets hold a cloak; the others are no threads.
_CLOAKED = etree.XPath("descendant::*[@ng-cloak or @data-ng-cloak or @v-cloak or @x-cloak]")
_CLOAKING_ATTRIBUTES = ("ng-cloak", "data-ng-cloak", "v-cloak", "x-cloak")


def _cloaked_below(body) -> list:
    """`_CLOAKED(body)`: the elements below `body` carrying one of _CLOAKING_ATTRIBUTES (any value,
    "" being in every one), by `names_holding`'s walk in C (the XPath was ~0.6% of extract()'s CPU
    on every fourth page of WCXB dev and trafilatura-eval-dev, all of it on threads, 2026-12-04)."""
    return names_holding(body, ("",), _CLOAKING_ATTRIBUTES)


def drop_cloaked(root) -> int:
    """Remove the elements of a thread a script framework keeps hidden until it has compiled them
    (`_CLOAKED`). Returns how many went."""
    body = content_body(root)
    victims = _cloaked_below(body)
    return drop_all_keeping_tails(victims, body) if victims else 0


def drop_embed_captions(root) -> int:
    """Remove a thread's links standing for an embed or attachment (see CAPTION_LABEL_WORDS) with the
    inline elements holding them alone. Returns how many went."""
    body = content_body(root)
    victims = []
    for link in body.iter("a", "A"):
        text = link.text
        if not text or len(link) or not _is_embed_caption(text.strip(), (link.get("href") or "").strip()):
            continue
        victims.append(_alone_in_inline_wrappers(link, body))
    for el in victims:
        drop_keeping_tail(el)
    return len(victims)


def _is_embed_caption(text: str, href: str) -> bool:
    if not href:
        return False
    label, colon, rest = text.partition(":")
    if colon:  # "View: <its address>"
        return rest.strip() == href and 0 < len(label.split()) <= CAPTION_LABEL_WORDS
    words = text.rsplit(None, CAPTION_LABEL_WORDS)  # "View attachment 441678"
    return (len(words) > 1 and words[-1].isdigit() and "attachment" in href.lower()
            and f"/{words[-1]}" in href)


def _alone_in_inline_wrappers(el, body):
    """`el`, or its outermost inline ancestor (below `body`) holding nothing but `el`."""
    while True:
        parent = el.getparent()
        if (parent is None or parent is body or local_name(parent.tag).lower() not in _CAPTION_WRAPPERS
                or len(parent) != 1 or (parent.text or "").strip() or (el.tail or "").strip()):
            return el
        el = parent


def _line_break_only(text: str) -> str:
    """The white space a removed tag stood in (a line break stays one)."""
    return "\n" if "\n" in text else " "


# --- Short and long copies of one label -------------------------------------------------------------

# Two siblings named alike but for "short" in one and "long" (or "full") in the other are one label
# written twice, for narrow and wide screens, one of them hidden by the style sheet (Invision's
# dates: "ipsTime__long" "June 14, 2024" beside "ipsTime__short" "1 yr"): the short copy goes. On
# threads. Added 2026-12-01 (per-page F1 of every page of the three sets, even / odd): WCXB dev
# 0.88598 / 0.88748 -> 0.88605 / 0.88749 (forum 0.85373 / 0.83849 -> 0.85462 / 0.83860; 3 Invision
# threads better: +0.036, +0.016, +0.005), ScrapingHub and trafilatura-eval-dev unchanged (no page
# changed). CPU: 0.07% of extract() over the three sets.
_SHORT_NEEDLES = ("short", "Short", "SHORT")
_LONG_TOKENS = ("long", "full")


def drop_short_variants(root) -> int:
    """Remove the short copies of labels written twice (see above). Returns how many went."""
    body = content_body(root)
    victims = []
    for el in names_holding(body, _SHORT_NEEDLES, ("class",)):
        tokens = tokens_of(el.get("class"))
        if "short" not in tokens:
            continue
        longs = [[t if t != "short" else word for t in tokens] for word in _LONG_TOKENS]
        parent = el.getparent()
        if any(sibling is not el and isinstance(sibling.tag, str) and tokens_of(sibling.get("class") or "") in longs
               for sibling in parent):
            victims.append(el)
    return drop_still_attached(victims, body)


# --- Fold controls and vote-state copies of a thread's posts -----------------------------------------

# Threads of the Reddit lineage and Hacker News draw in each post's header line a link folding the
# post and its replies ("[–]", "[+]"), and old Reddit one naming the replies it folds ("(3 children)",
# "(1 child)"); old Reddit also writes a post's score once per vote state ("score dislikes", "score
# unvoted", "score likes", three numbers in a row), its style sheet showing the reader's. The fold
# controls (an inline element or button whose whole text is one) and the copies named "likes" or
# "dislikes" beside a sibling named alike but "unvoted" go. On threads. Added 2026-12-04 (snapshot of
# the three sets, per-page word F1): see `drop_fold_controls`'s call in extractor.py for the figures.
_FOLD_TOGGLE = re.compile(r"\[\s*[-\u2013\u2014\u2212+]\s*\]")
_FOLDED_REPLIES = re.compile(r"\(\d[\d,.]*\s+child(?:ren)?\)")
FOLD_CONTROL_MAX = 24  # characters: the longest fold control read ("(12,345 children)" and spaces)
_FOLD_TAGS = ("a", "A", "button", "BUTTON", "span", "SPAN")
# A control, count or label is read only when its subtree holds at most WIDGET_ELEMENTS_MAX elements
# (Lemmy's count: a span, its icon's svg, use, div and title): each read stops there, so nested
# spans are not read to their bottom once per level (not tuned).
WIDGET_ELEMENTS_MAX = 16
_VOTE_STATES = ("likes", "dislikes")


def drop_fold_controls(root) -> int:
    """Remove a thread's fold controls and the hidden vote-state copies of its posts' scores (see
    above). Returns how many went."""
    body = content_body(root)
    # (one C walk: neither a control's subtree nor an element without text is entered, the controls
    # inside another go with it; 2026-12-04: the Python walk measuring each inline element was ~1.2%
    # of a thread's extract(); `iter` had climbed back from each deep leaf, a chain of 8,000 nested
    # spans 23x the CPU of 2,000)
    victims = _outermost_widgets(short_text_walk(body, 0, FOLD_CONTROL_MAX, _is_fold_control, _FOLD_TAGS,
                                                 WIDGET_ELEMENTS_MAX))
    victims.extend(_vote_state_copies(body))
    return drop_still_attached(victims, body)


def _is_fold_control(el, length: int) -> bool:
    text = element_text(el)
    return bool(_FOLD_TOGGLE.fullmatch(text) or _FOLDED_REPLIES.fullmatch(text))


def _outermost_widgets(found: list) -> list:
    """`found` (in document order, each of at most WIDGET_ELEMENTS_MAX elements) without those inside
    an earlier one: one nested in another would climb its ancestors when dropped (a chain of nested
    counts, the square of its depth)."""
    inside: set = set()
    kept = []
    for el in found:
        if el in inside:
            continue
        kept.append(el)
        inside.update(el.iter())
    return kept


def _vote_state_copies(body) -> list:
    """The elements named "likes" or "dislikes" (a class token) with a sibling whose class is theirs
    with that token read "unvoted"."""
    copies = []
    siblings_names: dict = {}  # parent -> the class names of its children, read once
    for el in names_holding(body, ("likes",), ("class",)):
        names = (el.get("class") or "").split()
        state = next((name for name in names if name in _VOTE_STATES), None)
        parent = el.getparent()
        if state is None or parent is None:
            continue
        known = siblings_names.get(parent)
        if known is None:
            known = siblings_names[parent] = {tuple((child.get("class") or "").split())
                                              for child in parent if isinstance(child.tag, str)}
        if tuple("unvoted" if name == state else name for name in names) in known:
            copies.append(el)
    return copies


# --- Instance parts of federated posters' names -------------------------------------------------------

# A federated forum (Lemmy, its kin) writes a poster from another server as the name and, in a
# smaller element of the same link, the server ("Corgana" + "@startrek.website"): the golds name
# the poster alone. An element inside a link, after the link's own text, whose whole text is
# "@" and a host name (a dot in it), goes; the name stays. On threads. Added 2026-12-04: see
# `drop_instance_suffixes`'s call in extractor.py for the figures.
_INSTANCE_SUFFIX = re.compile(r"@[\w-]+(?:\.[\w-]+)+")
INSTANCE_LINK_MAX = 120  # characters of the link read: a poster's name and server (a bound, not tuned)


def drop_instance_suffixes(root) -> int:
    """Remove the server parts of federated posters' names in a thread's links (see above).
    Returns how many went."""
    body = content_body(root)
    victims: list = []

    def add_suffixes(link, length: int) -> bool:
        """The link's server parts join `victims`; the walk goes on into the link."""
        if not len(link):
            return False
        named = bool((link.text or "").strip())
        for child in link:
            if not isinstance(child.tag, str):
                continue
            text = element_text(child)
            if named and _INSTANCE_SUFFIX.fullmatch(text):
                victims.append(child)
            named = named or bool(text) or bool((child.tail or "").strip())
        return False

    # (the links measured in one C walk; a link without text holds no suffix: 2026-12-04)
    short_text_walk(body, 0, INSTANCE_LINK_MAX, add_suffixes, LINK_TAG_NAMES, WIDGET_ELEMENTS_MAX)
    return drop_still_attached(victims, body)


# --- Toggle groups and labelled counts of a thread ------------------------------------------------

# A group of labels drawn as buttons, outside any form (Lemmy's comment sort bar "Hot Top
# Controversial New Old", each label a `btn-check` radio's or a bare label): every element child a
# label or a radio or checkbox input, TOGGLE_LABELS_MIN or more labels of at most TOGGLE_LABEL_WORDS
# words each, no text outside them. A poll's options sit inside its voting form and stay. And a
# count labelled for screen readers (an element whose whole text is a number its `aria-label` opens
# and names: Lemmy's "6 Upvotes" over "6"; a recipe card's servings, labelled "Adjust servings",
# stay). On threads. Added 2026-12-04: see
# `drop_toggle_groups`'s call in extractor.py for the figures.
TOGGLE_LABELS_MIN = 3
TOGGLE_LABEL_WORDS = 3
TOGGLE_LABEL_CHARS = 40  # a bound on the label read for its words, not tuned
_TOGGLE_INPUT_TYPES = ("radio", "checkbox", "hidden")


def drop_toggle_groups(root) -> int:
    """Remove a thread's toggle groups and screen-reader-labelled counts (see above). Returns how many went."""
    body = content_body(root)
    victims = []
    seen = set()
    in_form: dict = {}
    for _, label in etree.iterwalk(body, events=("start",), tag=("label", "LABEL")):
        group = label.getparent()
        if group is None or group is body or group in seen:
            continue
        seen.add(group)
        if _is_toggle_group(group) and not _inside_a_form(group, in_form):
            victims.append(group)
    counts = []
    for el in names_holding(body, ("",), ("aria-label",)):
        if text_length_upto(el, LONE_NUMBER_MAX, WIDGET_ELEMENTS_MAX) > LONE_NUMBER_MAX:
            continue
        number = element_text(el)
        label = el.get("aria-label").split(None, 1)
        if _LONE_NUMBER.fullmatch(number) and len(label) == 2 and label[0] == number:
            counts.append(el)
    victims.extend(_outermost_widgets(counts))
    return drop_still_attached(victims, body)


def _is_toggle_group(group) -> bool:
    """Does `group` hold only short labels (TOGGLE_LABELS_MIN or more) and their inputs?"""
    if (group.text or "").strip():
        return False
    labels = 0
    for child in group:
        if not isinstance(child.tag, str):
            if (child.tail or "").strip():
                return False
            continue
        name = local_name(child.tag).lower()
        if name == "input":
            if (child.get("type") or "").lower() not in _TOGGLE_INPUT_TYPES:
                return False
        elif (name != "label" or text_length_upto(child, TOGGLE_LABEL_CHARS, WIDGET_ELEMENTS_MAX) > TOGGLE_LABEL_CHARS
              or len(element_text(child).split()) > TOGGLE_LABEL_WORDS):
            return False
        else:
            labels += 1
        if (child.tail or "").strip():
            return False
    return labels >= TOGGLE_LABELS_MIN


def _inside_a_form(el, memo: dict) -> bool:
    """Is `el` below a `form`? Each ancestor's verdict is kept in `memo` (groups nested in one
    another climb the same chain once)."""
    return found_on_the_way_up(el.getparent(), _is_a_form, memo)


def _is_a_form(node) -> bool:
    return isinstance(node.tag, str) and local_name(node.tag).lower() == "form"


# --- Post numbers in a thread's post headers ------------------------------------------------------

# The line over (or under) each post of a thread that numbers the post and dates it ("#2 · Jan 3, 2024
# (Edited)", "11-29-2024, 09:03 AM #1", "#1 2025-11-01 15:14:37", "Jul 5, 2024 at 5:39 PM Thread
# Starter Post #1 of 7", "Aug 08, 2006#1"): the post's number, in an element of its own, is the
# board's count of the posts, never the post's text, and goes; the date stays (the golds keep a post's
# date and author: WCXB's keep the dates of 45 of 47 such lines seen, none of the numbers). A header
# line is a date (DATE_LINE_DATE, or a US date with dashes: vBulletin's "11-29-2024") with times of
# day and DATE_LINE_WORDS, a post number (POST_HEADER_NUMBER) and at most POST_HEADER_WORDS other
# words ("Thread Starter"), no longer than POST_HEADER_MAX; a number alone in a block is
# `drop_lone_numbers`'. On threads, when POST_HEADERS_MIN lines or more are such lines.
# Added 2026-12-02 (per-page F1 of WCXB dev's threads, even / odd; snapshot of every page of the three
# sets: no ScrapingHub or trafilatura-eval-dev page changed): forum 0.85483 / 0.83863 -> 0.85517 /
# 0.83948 (9 threads better: vBulletin 4 0.927 -> 0.932, FluxBB 0.966 -> 0.971, XenForo skins by
# up to +0.024; none worse). POST_HEADERS_MIN 3: the same pages; POST_HEADER_WORDS 1 or 0: forum
# odd 0.83963 / 0.83961 (XenForo's "Thread Starter Post #1 of 7" and Slashdot's "by <name> on
# <date> (#64153177)" keep their numbers). Tried first: the whole header line dropped (its date
# too): forum 0.8548 / 0.8386 -> 0.8530 / 0.8389 (9 threads worse: their golds keep the dates).
# CPU: 0.26% of extract() over half of WCXB dev and trafilatura-eval-dev (its own process time;
# a header is looked for only in texts holding "#").
POST_HEADER_MAX = DATE_LINE_MAX
POST_HEADER_WORDS = 3
POST_HEADERS_MIN = 2
_US_DATE = r"(?<!\d)\d{1,2}-\d{1,2}-\d{4}(?!\d)"
POST_HEADER_DATE = re.compile(rf"{DATE_LINE_DATE.pattern}|{_US_DATE}", re.I)
POST_HEADER_NUMBER = re.compile(
    r"(?:(?:post|beitrag|message|mensaje|messaggio|wpis|bericht)\s*)?#\s?\d+(?:\s*(?:of|von|sur|de|di|z|van)\s*\d+)?",
    re.I)
_POST_NUMBER_ALONE = re.compile(rf"[\s·•|-]*(?:{POST_HEADER_NUMBER.pattern})[\s·•|-]*", re.I)
_HEADER_TIME = re.compile(r"(?<!\d)@?\d{1,2}[:.h]\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?(?!\d)", re.I)


def _holds_post_date(text: str) -> bool:
    """`text` holds a post's date, or is a post's number alone: a header line whose date has no
    four-digit year ("#51201 - 03/02/24 10:00 AM", UBB.threads') is found by its number (a post id
    of four digits or more; the walk reads only texts holding four digits in a row). forum46."""
    return POST_HEADER_DATE.search(text) is not None or _POST_NUMBER_ALONE.fullmatch(text) is not None


def is_post_header(text: str) -> bool:
    """`text` is a post's header line (see POST_HEADER_MAX): its number and its date."""
    folded = " ".join(text.split())
    if not folded or len(folded) > POST_HEADER_MAX:
        return False
    rest, found = POST_HEADER_DATE.subn(" ", folded)
    if found != 1:
        return False
    rest, numbers = POST_HEADER_NUMBER.subn(" ", rest)
    if not numbers:
        return False
    rest = _HEADER_TIME.sub(" ", rest)
    others = [token for token in DATE_LINE_TOKEN.findall(rest) if token.lower() not in DATE_LINE_WORDS]
    return len(others) <= POST_HEADER_WORDS


# A post's time written relative to when the page was fetched ("17 hours ago", "· 1 year ago",
# "vor 3 Stunden", "il y a 2 jours", "hace un año", "3 ore fa", "2 dagen geleden", "rok temu"), as
# an element of its own beside the poster's name (old Reddit's `<time class="live-timestamp">`,
# Lemmy's "moment-time" spans, Warrior Forum's `<time>`): stale the moment the page is stored, and
# the golds leave it out. On threads only; an element whose whole text is such a time goes (the
# outermost one), a time inside a sentence or a line ("Posted by alice 6 years ago") stays.
# Added 2026-12-04 (round 33; snapshot of the 2,160 pages, C and pure Python, per-page word F1):
# WCXB dev 4 pages better, none worse: old Reddit 0562 0.8577 -> 0.9052, Warrior Forum 0526 0.9638
# -> 0.9894 (even), Lemmy 0573 0.9431 -> 0.9861 and an article's comment thread 0329 0.9637 ->
# 0.9651 (odd): forum 0.8704 / 0.8498 -> 0.8717 / 0.8506, WCXB dev 0.8982 / 0.8987 -> 0.8983 /
# 0.8988; trafilatura-eval-dev: a new Reddit thread and a German board lost their times, their
# snippets the same; ScrapingHub: no page changed. Tried on every page: Hacker News listings' golds split (2911 0.980
# -> 0.874, 3013 0.702 -> 0.765), a service page 0.899 -> 0.885: not kept.
RELATIVE_TIME_MAX = 40  # characters of such a time ("il y a 11 secondes", 18), a bound, not tuned
_AGO_UNITS = r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|mos?|years?|yrs?|[smhdwy])"
RELATIVE_TIME = re.compile(
    r"\W{0,3}(?:"
    rf"(?:\d+|an?|one)\s*{_AGO_UNITS}\s+ago"
    r"|vor\s+(?:\d+|einer?|einem)\s+(?:sekunden?|minuten?|stunden?|tag(?:en)?|wochen?|monat(?:en)?|jahr(?:en)?)"
    r"|il\s+y\s+a\s+(?:\d+|une?)\s+(?:secondes?|minutes?|heures?|jours?|semaines?|mois|ans?|années?)"
    r"|hace\s+(?:\d+|una?)\s+(?:segundos?|minutos?|horas?|días?|semanas?|mes(?:es)?|años?)"
    r"|há\s+(?:\d+|uma?)\s+(?:segundos?|minutos?|horas?|dias?|semanas?|mês|meses|anos?)"
    r"|(?:\d+|una?|un)\s+(?:second[oi]|minut[oi]|ora|ore|giorn[oi]|settiman[ae]|mese|mesi|anno|anni)\s+fa"
    r"|(?:\d+|een)\s+(?:seconden?|minuten?|uur|dagen|dag|weken|week|maanden|maand|jaar|jaren)\s+geleden"
    r"|(?:\d+\s+)?(?:sekund[ęy]?|minut[ęy]?|godzin[ęy]?|dni|dzień|tygodni[e]?|tydzień|miesiąc[e]?|miesięcy|lat[a]?|rok)\s+temu"
    r")\W{0,3}", re.I)
# The fixed words of RELATIVE_TIME's forms: the text nodes holding one that the region's text holds
# are asked for by an XPath of those words alone (each `contains()` copies every text node of the
# region: twelve took 2.5-12 ms on a thread of 2,000-4,000 elements, one 0.3-1.2 ms, the region's
# text 0.04-0.13 ms).
_AGO_WORDS = ("ago", "vor ", "Vor ", "il y a", "Il y a", "hace ", "Hace ", "há ", "Há ", "geleden", "temu",
              # Italian's "fa" with its unit (" fa" alone: 102 of WCXB dev's 126 thread regions, English words)
              *(f"{unit} fa" for unit in ("secondi", "secondo", "minuti", "minuto", "ora", "ore", "giorni", "giorno",
                                          "settimane", "settimana", "mese", "mesi", "anni", "anno")))


@functools.lru_cache(maxsize=64)
def _texts_holding(words: tuple) -> etree.XPath:
    return etree.XPath(f"descendant::text()[{' or '.join(f'contains(., {word!r})' for word in words)}]")


def _relative_time_texts(body) -> list:
    """The text nodes below `body` that may be a relative time (short, holding one of _AGO_WORDS)."""
    text = etree.tostring(body, method="text", encoding="unicode")
    words = tuple(word for word in _AGO_WORDS if word in text)
    if not words:
        return []
    return [node for node in _texts_holding(words)(body) if len(node) <= 4 * RELATIVE_TIME_MAX
            and len(node.strip()) <= RELATIVE_TIME_MAX]


def drop_relative_times(root) -> int:
    """Remove the elements of a thread whose whole text is a relative time (RELATIVE_TIME), the
    outermost such one for each. Returns how many went."""
    body = content_body(root)
    found: list = []
    for node in _relative_time_texts(body):
        if node.is_tail or not RELATIVE_TIME.fullmatch(node.strip()):
            continue
        el = node.getparent()
        if el is body or element_text(el) != node.strip():
            continue
        while (up := el.getparent()) is not None and up is not body and _only_text_is(up, el):
            el = up
        if not found or found[-1] is not el:
            found.append(el)
    for el in found:
        drop_keeping_tail(el)
    return len(found)


def _only_text_is(up, el) -> bool:
    """Is `el`'s text (stripped) all the text of `up`, its parent?"""
    return (not (up.text or "").strip() and not (el.tail or "").strip()
            and text_length_upto(up, RELATIVE_TIME_MAX, 8) <= RELATIVE_TIME_MAX
            and element_text(up) == element_text(el))


# A poster's group shown as a badge linking to the group's page beside their name (NodeBB's
# `<a href="/groups/sailors" class="badge ..."><span class="badge-text">Sailor</span></a>`, once per
# group the member is in): post chrome the golds leave out. On threads only. Added 2026-12-04
# (round 33; snapshot of the 2,160 pages, C and pure Python): two NodeBB threads better, 0553 0.9598
# -> 0.9679 and 0549 0.9011 -> 0.9036 (both odd: forum 0.8506 -> 0.8508); no other page changed.
_GROUP_BADGES = etree.XPath(
    "descendant::a[contains(@href, '/groups/')][contains(concat(' ', normalize-space(@class), ' '), ' badge ')]")


def drop_group_badges(root) -> int:
    """Remove a thread's group badges (links to a "/groups/" page classed "badge"). Returns how many
    went."""
    badges = _GROUP_BADGES(content_body(root))
    for el in badges:
        drop_keeping_tail(el)
    return len(badges)


# The row under a thread's title that repeats its opening post's author and date, and names its forum
# ("ron1cne August 26, 2024 1 yr in Squarespace products"): Invision 5's page header footer
# (`ipsPageHeader__row--footer`, "only shown in traditional view"), whose posts carry their own
# author and date lines, so a reader got the opening post's header twice. On threads, holding a
# `time`, at most TOPIC_HEADER_MAX characters (a skin wrapping more in it keeps it). Added 2026-12-05
# (snapshot of the three sets, per-page word F1): three WCXB dev Invision 5 threads, 0546 0.9762 ->
# 1.0000 and 0547 0.5041 -> 0.5045 (a gold cut short), 0544 0.9063 -> 0.9056 (its gold keeps one copy
# of the header too, the opening post's own; our text lacks the poster's name in an edit note,
# "Edited June 19, 2024 by ColdJ", and a quote's "ColdJ said:", which the copy made up for); no other
# page holds the row. (Invision 4's header, "By alice, <date> in <forum>", stays: its posts' dates are
# "Posted <date>" lines that go, the header's is their only one.)
# (TOPIC_HEADER_MAX: the three rows hold 45 to 75 characters; a bound, not tuned.)
TOPIC_HEADER_MAX = 200
_COPIED_TOPIC_HEADERS = etree.XPath(
    "descendant::*[contains(concat(' ', normalize-space(@class), ' '), ' ipsPageHeader__row--footer ')][descendant::time]")


def drop_copied_topic_headers(root) -> int:
    """Remove the row under a thread's title repeating its opening post's author and date (see
    TOPIC_HEADER_MAX). Returns how many went."""
    body = content_body(root)
    rows = [el for el in _COPIED_TOPIC_HEADERS(body)
            if text_length_upto(el, TOPIC_HEADER_MAX, LINE_MAX_ELEMENTS) <= TOPIC_HEADER_MAX]
    return drop_still_attached(rows, body)


# The thread's title set over its posts (phpBB's and Tapatalk's topic heading, MyBB's "thead" row,
# vBulletin's first post title) is `Document.title`: WCXB's thread golds leave it out (8 sites of WCXB
# dev, one keeps it). The first heading, or bold text standing alone, whose words
# (THREAD_TITLE_WORDS_MIN or more) are in the page's <title>, once, before THREAD_TITLE_LEAD_MAX
# characters of the thread's text (the opening post's author and date may come first). On threads only;
# `drop_title_heading` does the same for an article's long h1 on every page.
# Added 2026-12-05 (forum43; snapshot of the three sets, C and pure, per-page word F1): 9 Documents
# moved, none worse: WCXB dev forum 0.87515 / 0.85459 -> 0.87524 / 0.85510 (7 threads better by 0.001
# to 0.016), a shop page read as a thread 0.7745 -> 0.7811; ScrapingHub and trafilatura-eval-dev: no
# page moved. THREAD_TITLE_LEAD_MAX 0 (the title first): forum 0.87524 / 0.85488 (the three titles
# after the opening post's author and date stayed); 600 as 200. THREAD_TITLE_WORDS_MIN 2 and 5 as 3 on
# the development sets: 3 keeps a two-word post heading that the title happens to hold.
THREAD_TITLE_WORDS_MIN = 3
THREAD_TITLE_LEAD_MAX = 200
THREAD_TITLE_ELEMENTS_MAX = 400  # elements looked at: the title sits at the thread's top
_TITLE_TAGS = frozenset(tag for name in ("h1", "h2", "h3", "h4", "h5", "h6", "strong", "b")
                        for tag in (name, name.upper()))
_NON_WORDS = re.compile(r"\W+")


def drop_thread_title(root) -> bool:
    """Remove the thread's title set at its top (see THREAD_TITLE_WORDS_MIN). Returns whether it went."""
    title = _page_title_words(root)
    if not title:
        return False
    lead = 0
    for el in itertools.islice(content_body(root).iter(etree.Element), THREAD_TITLE_ELEMENTS_MAX):
        if el.tag in _TITLE_TAGS \
                and text_length_upto(el, MAX_LABEL_CHARS * 2, LINE_MAX_ELEMENTS) <= MAX_LABEL_CHARS * 2:
            words = _NON_WORDS.sub(" ", element_text(el)).strip().lower()
            if len(words.split()) >= THREAD_TITLE_WORDS_MIN and words in title and no_text_beside(el):
                drop_keeping_tail(el)
                return True
        lead += len((el.text or "").strip()) + len((el.tail or "").strip())
        if lead > THREAD_TITLE_LEAD_MAX:
            return False
    return False


def _page_title_words(root) -> str:
    """The words of the content document's <title>, lower-cased, one space apart; '' without one."""
    if not isinstance(root.tag, str) or local_name(root.tag) != "html":
        return ""
    title = next((title for head in root.iterchildren("head") for title in head.iterchildren("title")), None)
    return "" if title is None else _NON_WORDS.sub(" ", element_text(title)).strip().lower()


# The small action a Discourse post records, written after its poster's name in the crawler view
# (`.crawler-post-meta > span.creator`: "system Closed", "system1 (system) Closed", "alice Pinned"):
# the golds write the name (and the full name in brackets) over the date, never the action's word
# (4 sites of WCXB dev, a topic closed after its last reply). The text after the name's link goes but
# for the full name, when at most SMALL_ACTION_WORDS_MAX words (language-neutral: the word is the
# locale's). On threads only. Added 2026-12-05 (forum43; snapshot of the three sets, C and pure,
# per-page word F1): see docs/rounds.md, the forty-third round.
SMALL_ACTION_WORDS_MAX = 3
_POST_CREATORS = etree.XPath(
    "descendant::*[contains(concat(' ', normalize-space(@class), ' '), ' crawler-post-meta ')]"
    "/*[contains(concat(' ', normalize-space(@class), ' '), ' creator ')]")
_CREATOR_TAIL = re.compile(r"(\([^()]{1,60}\))?\s*(.*)", re.S)  # matched against the stripped tail


def drop_small_action_words(root) -> int:
    """Remove the action's word after a Discourse poster's name (see SMALL_ACTION_WORDS_MAX).
    Returns how many went."""
    dropped = 0
    for creator in _POST_CREATORS(content_body(root)):
        link = creator[-1] if len(creator) else None
        if link is None or local_name(link.tag) != "a" or not (link.tail or "").strip():
            continue
        found = _CREATOR_TAIL.fullmatch(link.tail.strip())
        if found is None or not found.group(2) or len(found.group(2).split(None, SMALL_ACTION_WORDS_MAX)) > SMALL_ACTION_WORDS_MAX:
            continue
        link.tail = f" {found.group(1)} " if found.group(1) else " "
        dropped += 1
    return dropped


# The word "by" standing alone before a poster's name that links to the poster's profile, in a
# thread's post or topic header: phpBB 3's "by <strong><a>alice</a></strong> » <date>" (its language
# packs' "von", "par", "por", "da", "przez", "door", "от"), Invision 4's topic header "By <a>alice</a>,
# <date>". The golds keep the name and the date, or neither; never the word (nor phpBB's "»", which
# goes with it). On threads only: an article's byline is left to the byline rules. Added 2026-12-04
# (forum34; snapshot of the three sets, per-page word F1): see docs/rounds.md, forum engines,
# sixteenth round.
_PROFILE_LINKS = etree.XPath(
    "descendant::a[contains(@href, 'mode=viewprofile') or contains(@href, '/profile/')"
    " or contains(@href, '/members/') or contains(@href, '/member.php')]")
_POSTER_BY_WORDS = frozenset(("by", "von", "par", "por", "da", "przez", "door", "от"))
_NAME_WRAPPERS = frozenset(("strong", "b", "span", "STRONG", "B", "SPAN"))


def drop_poster_by_words(root) -> int:
    """Remove the by-word before a poster's profile-linked name in a thread (see _POSTER_BY_WORDS)
    and a "»" right after the name. Returns how many by-words went."""
    removed = 0
    for link in _PROFILE_LINKS(content_body(root)):
        name = link
        up = link.getparent()
        if up is not None and up.tag in _NAME_WRAPPERS and len(up) == 1 and not (up.text or "").strip():
            name = up  # phpBB's <strong> around the link
        before = name.getprevious()
        holder = name.getparent() if before is None else before
        text = holder.text if before is None else before.tail
        if holder is None or not text or text.strip().lower() not in _POSTER_BY_WORDS:
            continue
        if before is None:
            holder.text = text[:len(text) - len(text.lstrip())]
        else:
            before.tail = text[:len(text) - len(text.lstrip())]
        tail = name.tail or ""
        if tail.lstrip().startswith("»"):
            name.tail = " " + tail.lstrip()[1:].lstrip()
        removed += 1
    return removed


# A poster's member group under the name, as SMF 2 names it (`li.postgroup`, the group its post count
# earns: "Sophist Member", "SMF Hero"; `li.membergroup`, the group an admin set: "SMF Friend",
# "Moderator"): post chrome, on any page whose region holds one, and no evidence of a thread on its
# own (taken as POST_CHROME_TOKENS, two kinds of chrome made an undeclared SMF thread one and the
# thread rules took the quote its gold keeps: 0.9289 -> 0.9129). At most MEMBER_GROUP_MAX characters
# each (a group's name, not a box). Added 2026-12-04 (forum34; snapshot of the three sets, C and
# pure): one Document changed, a WCXB dev SMF thread declaring nothing (even) 0.9289 -> 0.9365; no
# page of the other sets holds one.
MEMBER_GROUP_TOKENS = frozenset(("postgroup", "membergroup"))
MEMBER_GROUP_MAX = 60


def drop_member_groups(root) -> int:
    """Remove the member groups named so under the posters' names (see MEMBER_GROUP_TOKENS).
    Returns how many went."""
    body = content_body(root)
    found = [el for el in outermost_named(body, ("class",), _names_a_member_group)
             if text_length_upto(el, MEMBER_GROUP_MAX) <= MEMBER_GROUP_MAX]
    for el in found:
        drop_keeping_tail(el)
    return len(found)


def _names_a_member_group(value: str) -> bool:
    return "group" in value.lower() and names_tokens(value, MEMBER_GROUP_TOKENS)


def drop_post_numbers(root) -> int:
    """Remove the post numbers of a thread's post header lines (see POST_HEADER_MAX). Returns how
    many went."""
    body = content_body(root)
    if _speedups is not None:
        owners = _speedups.date_line_walk(body, 4 * POST_HEADER_MAX, POST_HEADER_MAX, _holds_post_date)
    else:
        owners = [node.getparent().getparent() if node.is_tail else node.getparent()
                  for node in DATE_LINE_TEXTS(body)  # the C walk's twin (POST_HEADER_MAX is DATE_LINE_MAX)
                  if len(" ".join(str(node).split())) <= POST_HEADER_MAX and _holds_post_date(str(node))]
    lines: list = []
    # The lines found, and the blocks found too long: each header's climb met those of the headers
    # before it (a list's identity scan of the lines, and the thread's container measured again for
    # each header, were the square of a thread's posts). The counts stop past their limit now, C and
    # pure, but the pure count still reads a few posts' text pieces per header: without the memo 16,000
    # posts took 3.3-4.1 s of CPU, with it ~2.5 s (2026-12-02).
    seen: set = set()
    too_long: set = set()
    for el in owners:
        line = None
        while el is not None and el is not body and el.tag in _POST_HEADER_TAGS:
            if el in too_long or text_length_upto(el, 4 * POST_HEADER_MAX) > 4 * POST_HEADER_MAX:
                too_long.add(el)
                break
            text = element_text(el)
            if len(" ".join(text.split())) > POST_HEADER_MAX:
                break
            if "#" in text and is_post_header(text):
                line = el
            el = el.getparent()
        if line is not None and line not in seen:
            seen.add(line)
            lines.append(line)
    if len(lines) < POST_HEADERS_MIN:
        return 0
    numbers = [el for line in lines for el in line.iterdescendants() if isinstance(el.tag, str)
               and text_length_upto(el, POST_HEADER_MAX) <= POST_HEADER_MAX
               and _POST_NUMBER_ALONE.fullmatch(element_text(el))]
    return drop_still_attached(numbers, body)


_POST_HEADER_TAGS = DATE_LINE_TAGS | frozenset(t for name in ("h1", "footer") for t in (name, name.upper()))


# A dated kicker over a story: a small block at the top of the article whose parts (inline elements, or lines
# broken by <br>) are the post's date and a word or two naming where it is filed ("02.02.2022 | A-Frauen",
# "Pressemitteilung | Aktuell | 02. November 2021", "24.01.2022 11:38<br>Kategorie: News"). The date is
# `Document.published_time` and the section words are the site's navigation. A part is a date line
# (`is_date_line`) or at most KICKER_WORDS words of at most KICKER_PART_MAX characters with no sentence in them
# (separators such as "|" between them aside); the block holds at most KICKER_MAX characters, two parts or more,
# exactly one of them a date, and comes before KICKER_BEFORE characters of the content's text (a dated line
# among the paragraphs is the story's). Added 2026-12-01 (snapshot of every page, F1 even / odd): ScrapingHub
# 0.9759 / 0.9803 -> 0.9760 / 0.9804 (4 pages better), WCXB dev 0.8861 / 0.8876 unchanged at four digits (11
# pages better, one worse by 0.0017: a news listing's first dated item), trafilatura-eval-dev 0.9419 / 0.9499 ->
# 0.9426 / 0.9513 (3 leaked kickers fewer, 20 pages' meta lines gone with their snippets alike). With no
# separator parts allowed ("|"): the same figures. CPU: the function's own process time is about 0.9% of
# extract() over trafilatura-eval-dev (0.11 s of 11.7 s, two passes; the A/B of whole runs is in the noise).
KICKER_MAX = 80
KICKER_PART_MAX = 40
KICKER_WORDS = 3
KICKER_BEFORE = 200
_KICKER_TAGS = frozenset(t for name in ("div", "p", "header", "span", "li", "dd")
                         for t in (name, name.upper()))
_KICKER_WORD = re.compile(r"[^\W\d_][\w-]*:?|\d+", re.U)


def drop_dated_kickers(root) -> int:
    """Remove the dated kicker over a story (see KICKER_MAX). Returns how many went."""
    body = content_body(root)
    seen = 0
    victims: list = []
    for el in body.iter(etree.Element):  # elements only: comments and their tails are not counted
        if seen > KICKER_BEFORE:
            break
        # a kicker has children (`_is_dated_kicker`): the cheap tests first, the climb last
        if (len(el) and el.tag in _KICKER_TAGS and _is_dated_kicker(el)
                and not (victims and any(attached(el, v) for v in victims))):
            victims.append(el)
        text, tail = el.text, el.tail
        if text:
            seen += len(text.strip())
        if tail:
            seen += len(tail.strip())
    victims = [el for el in victims if not any(a.tag in HEADING_TAGS for a in el.iterancestors())]
    return drop_still_attached(victims, body)


# Elements (itself included) a kicker holds at most: a date and a word or two, in a few inline elements.
# Without a bound, each of 900 nested divs, each holding a <br> beside the next, joined all the text
# of the 20,000 <br>s under it: 13 s of CPU (2026-12-01; 0.3 s with it). The most any kicker of the
# 2,160 development pages holds is far below it (snapshot compare: no page moved).
KICKER_MAX_ELEMENTS = 100


def _is_dated_kicker(el) -> bool:
    if len(el) == 0:
        return False
    if len(el) == 1 and not (el.text or "").strip() and not (el[0].tail or "").strip():
        return False  # one part at most: told without joining the child's text (each of 900 nested divs did)
    if not no_text_beside(el):
        return False  # a few attributes read: before the walks below (2026-12-02)
    if text_length_upto(el, 4 * KICKER_MAX, KICKER_MAX_ELEMENTS) > 4 * KICKER_MAX:
        return False  # told without building its text (no kicker, however indented), or over the elements
    if next(itertools.islice(el.iter(), KICKER_MAX_ELEMENTS, None), None) is not None:
        return False  # comments and processing instructions counted too: the bound as it was
    parts = [el.text] + [piece for child in el for piece in (_part_text(child), child.tail)]
    parts = [" ".join(p.split()) for p in parts if p and p.strip()]
    if len(parts) < 2 or sum(len(p) for p in parts) > KICKER_MAX:
        return False
    dates = 0
    for part in parts:
        if is_date_line(part):
            dates += 1
            continue
        if len(part) > KICKER_PART_MAX or any(mark in part for mark in ".!?,;"):
            return False
        words = _KICKER_WORD.findall(part)
        if not words and len(part) <= 3:
            continue  # a separator between the parts ("|", "·", "–")
        if not words or len(words) > KICKER_WORDS:
            return False
    return dates == 1


def _part_text(child) -> str:
    if not isinstance(child.tag, str):
        return ""
    return "".join(child.itertext())
