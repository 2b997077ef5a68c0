"""The cleaning of the content document: the chrome around each post of a thread, told by its class
names (author boxes, signatures, stats, action bars: `drop_post_chrome`), the posters' names kept out of
the boxes that go (`hoist_poster_names`, `settle_poster_names`), letter avatars, member groups, and the
comments under a Q&A page's posts (`drop_comment_threads`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import itertools
import re

from lxml import etree

from ..dom import local_name, set_text
from .drops import drop_keeping_tail
from .lines import CHROME_SUBSTRING, POST_CHROME_TOKENS, drop_still_attached
from .measures import content_body, element_text, folded_text, text_length, text_length_upto
from .prompts import drop_within_guard
from .prose import names_a_comment_thread
from .tokens import GUARD_SHARE, alnum_folded, tokens_of
from .walks import attribute_values, names_holding, names_tokens, outermost, outermost_named

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
    if not chrome or (not declared and len(_chrome_kinds(chrome)) < POST_CHROME_KINDS
                      and not _signed_posts(body, chrome)):
        return 0
    victims = _chrome_within_guard(body, chrome)
    lines = [(el, _put_poster_name_before(name, el)) for el in victims if (name := _poster_name_in(el))]
    removed = drop_within_guard(body, victims)
    for el, line in lines:
        if el.getparent() is not None:  # the guard kept the box: its name is there already
            drop_keeping_tail(line)
    return removed


# A page declaring nothing whose post chrome is of one kind is a thread all the same when that kind is
# the posters' signature and SIGNED_POSTS_MIN or more elements are so named: a signature is a board's
# alone, and a listing repeats no signature (the kinds' rule above was against one kind repeated down
# a listing, IMDb's "voteCount"). YAF.NET 3's posts name nothing else ("yafsignature" under a post in
# a Bootstrap card): the page was no thread, every signature and the permission list under the
# thread stayed. The signatures must hold text: a wall-art shop's artist cards name each artist's
# signature picture "signature" (counted without text, WCXB dev 4375 was read as a thread and its
# text changed: the artists' names and a button came in). SIGNED_POSTS_MIN: a post and a reply (a
# bound, not tuned). Added 2026-12-07 (forum59; snapshot of the 2,160 dev pages: no page moved).
# A bare "signature" is no board's mark: reference documentation names each function's signature so
# (javadoc's "member-signature", ExDoc's and JSDoc's "signature", YARD's "summary_signature"), and
# with it the javadoc and ExDoc engine pages were read as threads and lost their signatures (the
# merge's fresh-clone run, 2026-12-07); only a post's signature, or an engine's own, tells one.
SIGNED_POSTS_MIN = 2
SIGNATURE_TOKENS = frozenset(("postsignature", "ksignature", "kmsgsignature", "yafsignature"))


def _signed_posts(body, chrome: set) -> bool:
    """Do SIGNED_POSTS_MIN or more elements below `body` holding text carry one of the `chrome` class
    values that names a signature (SIGNATURE_TOKENS)? (A shop's artists' signatures are pictures.)"""
    signatures = {names for names in chrome if names_tokens(names, SIGNATURE_TOKENS)}
    if not signatures:
        return False
    written = [el for el in outermost_named(body, ("class",), signatures.__contains__) if text_length_upto(el, 1)]
    return len(written) >= SIGNED_POSTS_MIN


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
# ProBoards 5's "mini-profile" (a boilerplate token, as "postauthor") is such a box, its name's link "user-link"
# to "/user/40". Added 2026-12-07 (engines59; see "Round 59, engines59" in docs/rounds.md).
AUTHOR_BOX_TOKENS = frozenset(("postauthor", "messagesidebar", "authorcontent", "miniprofile"))
_AUTHOR_BOX_NEEDLES = ("author", "Author", "AUTHOR", "Sidebar", "sidebar", "profile", "Profile")
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
    set_text(line, name)
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
    pieces: dict = {}  # post -> how many times each short text piece of it stands alone (read once a post)
    for line, box, name in pairs:
        post = line.getparent()
        if post is None:
            continue
        kept_box = box.getparent() is not None and not _emptied_cell(box, name)
        if not kept_box and post not in pieces:
            pieces[post] = _short_pieces(post)
        if kept_box or pieces[post].get(name, 0) > 1:
            if post in pieces:
                pieces[post][name] = pieces[post].get(name, 0) - 1
            drop_keeping_tail(line)


# A post shows its poster's name again when a text piece of its own is the name (phpBB's "by <a>alice</a> »
# date" line), not when the name is part of a longer text: MyBB's signatures hold their posters' names
# in addresses and handles ("https://patreon.com/alice", "alice#6117"), and the name line went with
# them (then the signature went too). Added 2026-12-06 (forum48); see docs/rounds.md for the pages it moved.
def _short_pieces(post) -> dict:
    """How many times each text piece of `post` of at most POSTER_NAME_MAX characters (stripped) stands
    alone in it: a name shown again is counted twice (the hoisted line's and another)."""
    counts: dict = {}
    for piece in post.itertext():
        if len(piece) <= POSTER_NAME_MAX or len(piece.strip()) <= POSTER_NAME_MAX:
            piece = piece.strip()
            counts[piece] = counts.get(piece, 0) + 1
    return counts


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


def drop_comment_threads(root) -> int:
    """Remove comment-named containers (COMMENT_TOKENS; outermost, each at most GUARD_SHARE of the
    text): on a Q&A page (schema.org QAPage) the answers are the content and the comments under
    each post are not. Measured 2026-11-30 (make bench-quick, F1 even / odd; 24 WCXB dev pages are
    QAPages, none of ScrapingHub or trafilatura-eval-dev): WCXB dev 0.8586 / 0.8589 -> 0.8596 /
    0.8597 (forum 0.7758 / 0.7778 -> 0.7877 / 0.7896; 12 threads better, one 0.001 worse)."""
    return drop_named(root, lambda el: names_a_comment_thread(el, False))


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
# the class values `_names_a_member_group` may take (`outermost_named`'s hints; a forum page of 7,005
# class values, 376 of them holding "group", 2026-12-07)
_MEMBER_GROUP_HINTS = tuple(sorted(MEMBER_GROUP_TOKENS))


def drop_member_groups(root) -> int:
    """Remove the member groups named so under the posters' names (see MEMBER_GROUP_TOKENS).
    Returns how many went."""
    body = content_body(root)
    found = [el for el in outermost_named(body, ("class",), _names_a_member_group, _MEMBER_GROUP_HINTS)
             if text_length_upto(el, MEMBER_GROUP_MAX) <= MEMBER_GROUP_MAX]
    for el in found:
        drop_keeping_tail(el)
    return len(found)


def _names_a_member_group(value: str) -> bool:
    return "group" in value.lower() and names_tokens(value, MEMBER_GROUP_TOKENS)
