"""The cleaning of the content document: boxes a boilerplate heading or label opens, "Related posts" in any
language (`drop_labelled_sections`).

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.

The labels are found by label_walk.py, measured by box_measures.py and judged by box_verdicts.py; a
table of contents' title is contents_titles.py's.
"""
from __future__ import annotations

import re

from ..dom import under_a_tag
from .box_measures import BoxMeasures, text_head
from .box_verdicts import all_links, reads_like_a_box
from .contents_titles import contents_parts, names_contents
from .headings import heading_rank
from .label_walk import label_elements
from .measures import content_body, element_text, no_text_beside, text_length
from .phrases import LABEL_FOLD
from .spares import HEADING_TAGS, holds_code_elements
from .tokens import GUARD_SHARE


def drop_labelled_sections(root, *, keep_comments: bool = False, lines: list | None = None) -> int:
    """Remove the boxes a boilerplate heading opens (see SECTION_LABELS): the heading's outermost
    container that starts with it, else the heading and its following siblings up to the next
    heading of its rank or above. A box holding over GUARD_SHARE of the region's text stays.
    Returns how many were removed. With `lines`, the walk also collects the candidates of
    `drop_boilerplate_lines` into it (one walk for both)."""
    body = content_body(root)
    headings = label_elements(body, lines)
    if not headings:
        return 0
    if keep_comments:
        headings = [h for h in headings if not _COMMENT_LABEL.match(LABEL_FOLD.sub(" ", element_text(h).lower()).strip() + " ")]
    headings = _without_cross_references(headings, body)
    if not headings:
        return 0
    limit = text_length(body) * GUARD_SHARE
    measures = BoxMeasures()
    removed = 0
    for heading in headings:
        if heading.getparent() is None or not measures.still_inside(heading, body):
            continue  # inside a box removed already
        box = measures.box_opened_by(heading, body, limit)
        if names_contents(heading):
            parts = contents_parts(heading, box, limit, measures)
            for el in parts:
                measures.drop(el)
            removed += bool(parts)
            continue
        if box is not None and _badges_one_of_like_cards(heading, box):
            continue
        if box is not None:
            parts = [box]
            if not reads_like_a_box(parts, heading, measures):
                parts = _inner_box(_boxes_opened_by(heading, body, limit, measures), heading, measures) or parts
        elif heading_rank(heading):
            parts = [heading, *_run_after(heading)]
        elif _stands_alone(heading):
            parts = [heading, heading.getnext()]  # a label line above its box
        else:
            continue  # a label inside a line of text, not one opening a box
        if sum(measures.length(el) for el in parts) > limit and not all_links(parts):
            continue
        if not _is_author_label(heading) and not reads_like_a_box(parts, heading, measures):
            continue
        for el in parts:
            measures.drop(el)
        removed += 1
    return removed


# A badge over one of a set of like cards ("Most popular" or "Recommended" over a pricing page's
# middle tier: `<div class="tier"><span class="badge">Most popular</span><h3>Growth</h3><p>$199/month`)
# names that card, not a box of other pages: the label, no heading itself, opens a box holding one
# heading, not a link, after it, and a sibling of the box's tag and first class token holds a heading
# of that tag too (the other tiers). A "Most popular" widget's label heads a list of teasers (several
# headings, or links) and stays a label. Added 2026-12-07 (service59): see "Product and service pages,
# the fifty-ninth round" in docs/rounds.md. A card is small and its like cards stand beside it: the
# box is read to BADGED_CARD_ELEMENTS_MAX elements (a larger box is no card) and LIKE_CARDS_READ
# siblings either side of it (bounds, not tuned: a table of 4,000 label rows, each label's box the
# table, was read whole for each label, the square of its rows; the merge's fresh-clone run).
BADGED_CARD_ELEMENTS_MAX = 200
LIKE_CARDS_READ = 3


def _badges_one_of_like_cards(label, box) -> bool:
    """Is `label` a badge over the card `box`, one of its like siblings (see above)?"""
    if heading_rank(label) or box is label:
        return False
    own = _lone_heading_after(label, box)
    if own is None:
        return False
    kind = (box.tag, _first_class(box))
    return any((sibling.tag, _first_class(sibling)) == kind and next(sibling.iter(own.tag), None) is not None
               for sibling in _siblings_beside(box, LIKE_CARDS_READ))


def _lone_heading_after(label, box):
    """The one heading of the card `box` (of at most BADGED_CARD_ELEMENTS_MAX elements), after `label`,
    neither in nor holding a link; else None."""
    heading, label_seen, heading_after_label = None, False, False
    for count, el in enumerate(box.iter()):
        if count >= BADGED_CARD_ELEMENTS_MAX:
            return None
        if el is label:
            label_seen = True
        elif el.tag in HEADING_TAGS:
            if heading is not None:
                return None
            heading, heading_after_label = el, label_seen
    if heading is None or not heading_after_label or under_a_tag(heading, box, ("a", "A")):
        return None
    return None if any(True for _ in heading.iter("a", "A")) else heading


def _siblings_beside(el, reach: int) -> list:
    """Up to `reach` element siblings of `el` either side of it."""
    before = [s for _, s in zip(range(reach), el.itersiblings(preceding=True))]
    after = [s for _, s in zip(range(reach), el.itersiblings())]
    return before + after


def _first_class(el) -> str:
    names = (el.get("class") or "").split()
    return names[0] if names else ""


# "See also" over the links of technical writing (a manual's, an API reference's or a guide's own
# cross-references: MDN's "See also" section, Sphinx's `seealso` admonition, the Go docs' "See also"
# list) is part of the page, where under a story it names a box of other stories: on content that
# holds code (`holds_code_elements`: a `pre` or `code` element, as `extractor.holds_code` reads
# technical writing) the label opens nothing, and a box named only "see also" is no widget
# (`spare_cross_references`).
# Added 2026-12-02 (bench_extract --no-peers, per-page F1, even / odd): before, ScrapingHub 0.98015 /
# 0.98078, WCXB dev 0.89003 / 0.89232 (documentation 0.96275 / 0.94351), trafilatura-eval-dev 0.94337
# / 0.95483; the label alone (not the names): WCXB dev 0.89004 / 0.89232 (3 pages better: a Go guide's
# "See also" list, a forum's "See Also:"); with the names too: 0.89004 / 0.89236 (documentation
# 0.96288 / 0.94409: 15 pages better, Sphinx's boxes up to 0.965 -> 0.991; two worse, a Django and an
# MDN page whose golds stop before the end of the page, 0.737 -> 0.731 and 0.6014 -> 0.6012);
# ScrapingHub and trafilatura-eval-dev unchanged (one page's text changed, its snippets alike).
# The code test read `pre`, `code`, `kbd` and `samp` until 2026-12-02 (the abutting inlines' set,
# shadowing the tuple meant here); pre and code only measured the same day (snapshot of all 2,160
# pages): no Document of any page changed (ScrapingHub 0.98015 / 0.98078, WCXB dev 0.89039 / 0.89273
# (documentation 0.96292 / 0.94425), trafilatura-eval-dev 0.94598 / 0.95950 either way), so the
# narrower test stays: a keyboard shortcut (`kbd`) or a program's output line (`samp`) in a story
# does not make its related-stories box the page's own cross-references.
_SEE_ALSO = re.compile(r"(?:see also|siehe auch|voir aussi|véase también|ver también|vedi anche|zie ook|veja também"
                       r"|zobacz (?:też|także|również)|se även|se også|viz také)$")


# man7.org sets a link back to the page's top after each section's heading (`<h2><a id="SEE_ALSO"
# href="#SEE_ALSO"></a>SEE ALSO &nbsp; <a href="#top_of_page"><span class="top-link">top</span></a></h2>`):
# the label is read without it ("SEE ALSO top" matched no label, and a man page's list of related pages
# went as a box of links). The link itself stays: WCXB dev 0688's gold keeps each "top" (taking the
# links away moved it 0.9874 -> 0.9860). Told by both ends: the link's text is a word or sign of going
# up (TOP_LINK_TEXTS) and its href names the page's top ("#", "#top", "#top_of_page", "#page-top":
# _TOP_FRAGMENT). Added 2026-12-07 (docs59): see docs/rounds.md, "Round 59, docs59".
TOP_LINK_TEXTS = frozenset(("top", "[top]", "(top)", "to top", "back to top", "↑", "⬆", "▲", "^"))
_TOP_FRAGMENT = re.compile(r"#(?:_*(?:(?:back|go|return)[-_]?to[-_]?)?(?:page[-_]?)?top(?:[-_]?of[-_]?(?:the[-_]?)?page)?)?",
                           re.I)


def _label_without_top_link(heading) -> str:
    """`heading`'s text, lower-cased, less the text of a last child that is a link back to the page's
    top (see TOP_LINK_TEXTS)."""
    text = element_text(heading).lower()
    last = heading[-1] if len(heading) else None
    if (last is not None and last.tag in ("a", "A") and not (last.tail or "").strip()
            and _TOP_FRAGMENT.fullmatch(last.get("href") or "") is not None):
        link_text = " ".join(element_text(last).lower().split())
        if link_text in TOP_LINK_TEXTS and text.rstrip().endswith(link_text):
            text = text.rstrip()[:-len(link_text)]
    return text


def _without_cross_references(headings: list, body) -> list:
    """`headings` without the "See also" labels (`_SEE_ALSO`, read without a link to the page's top)
    when `body` holds code."""
    see_also = [h for h in headings if _SEE_ALSO.match(LABEL_FOLD.sub(" ", _label_without_top_link(h)).strip())]
    if not see_also or not holds_code_elements(body):
        return headings
    # a set of ids, not an identity scan of the list per heading: 8,000 "See also" headings over
    # code were the square of their count (extract() of 0.4 MB 0.95 s of CPU, 2026-12-03)
    see_also_ids = {id(s) for s in see_also}
    return [h for h in headings if id(h) not in see_also_ids]


# A label on a line of its own (a leaf `div`/`p`/`span`/`strong`/`b` with no text around it) opens
# the element right after it ("<div>Über den Autor</div><div class='box'>...</div>"); an author box
# goes whatever it holds (a bio is prose, but not the page's), and so does a support or membership plea.
# Measured 2026-11-30 (make bench-quick, F1 even / odd): without, ScrapingHub 0.9640 / 0.9685, WCXB
# dev 0.8581 / 0.8570, trafilatura-eval-dev 0.9220 / 0.9228; label lines of any tag: 0.9640 / 0.9687,
# 0.8582 / 0.8569 (table cells "Recommended" took their row's next cell), 0.9227 / 0.9240; of these
# tags: 0.9640 / 0.9686, 0.8582 / 0.8570, 0.9227 / 0.9240; author boxes judged as other boxes (bio
# prose stays): WCXB dev 0.8581 / 0.8569, trafilatura-eval-dev 0.9227 / 0.9234.
_AUTHOR_LABEL = re.compile(
    # "About the Reviewer" / "About the Medical Reviewer" / "About the Editor": the box of the doctor or
    # editor who checked a story, under its author's (2026-12-04, round 34; snapshot of the three sets):
    # WCXB dev 4058 (a health publisher's story) 0.632 -> 0.707, no other page moved. "About the expert"
    # too took a car review's expert box its gold keeps (4497 0.993 -> 0.986): left out. A "Disclaimer"
    # label as a box going whole moved 12 pages, 5 worse (golds keep a shop's and a listing's
    # disclaimers; a ScrapingHub story lost recall, R 1.0 -> 0.947): left out.
    r"(?:about the (?:author|reviewer|medical reviewer|editor)s?|über (?:den autor|die autorin)|zum autor"
    r"|zur autorin|à propos de l auteur|sobre el autor"
    r"|sobre (?:o|a) autora?|o autorze|l autore|over de auteur"
    # the author boxes of the vocabularies of 2026-12-01 (see SECTION_LABELS)
    r"|sobre la autora|sull autore|om (?:författaren|skribenten|forfatteren)|o autorovi|yazar hakkında|об авторе"
    r"|この記事を書いた人|著者(?:について|プロフィール)|(?:关于|關於)作者|作者简介"
    # a box labelled only "Autor" / "Die Autorin" / "L'auteur" / "Autorka" (2026-12-01, snapshot of every
    # page, F1 even / odd): trafilatura-eval-dev 0.9426 / 0.9513 -> 0.9426 / 0.9519 (a bio under
    # "AUTOR" gone), ScrapingHub and WCXB dev unchanged (no page changed). With English "author" /
    # "the author": WCXB dev 0.8862 / 0.8877 but book pages' spec lists ("Author" over a name) and a
    # man page's "--author=" went: left out.
    r"|(?:der |die |el |la |l )?(?:autor(?:in|a|ka)?|auteur|autore)"
    r"|unterstütze(?:n sie)? \w+|support (?:us|our (?:work|journalism))|(?:soutenez|soutenir) \w+"
    r"|apoya (?:a |el |nuestro )?\w+|wesprzyj(?: nas)?|while you are here|hazte miembro)$")


_LABEL_LINE_TAGS = frozenset(t for name in ("div", "p", "span", "strong", "b") for t in (name, name.upper()))


def _is_author_label(label) -> bool:
    return _AUTHOR_LABEL.match(LABEL_FOLD.sub(" ", element_text(label).lower()).strip()) is not None


def _stands_alone(label) -> bool:
    """A label element with no text around it in its parent, followed by an element."""
    if label.tag not in _LABEL_LINE_TAGS:
        return False  # a table cell or list item labels its row, not a box
    following = label.getnext()
    if label.getparent() is None or following is None or not isinstance(following.tag, str):
        return False
    return no_text_beside(label)


_COMMENT_LABEL = re.compile(
    # (The labels of a comment form, "Leave a Reply", "Post a comment", are not a thread's: on a page
    # keeping its comments they go as other labels do. Changed 2026-12-01 (per-page F1 of every page
    # of the three sets, even / odd): WCXB dev odd 0.8849 -> 0.8850 (5 articles better, up to +0.005,
    # none worse), ScrapingHub, trafilatura-eval-dev and the even halves unchanged (4
    # trafilatura-eval-dev pages changed, the same snippets).)
    # (a count before the word, "37 comments", "12 Kommentare": see SECTION_LABELS, 2026-12-02)
    r"(?:\d+ )?(?:comments?|no comments|kommentare?|keine kommentare|"
    r"commentaires?|comentarios?|comentários|commenti|reacties|komentarze|комментарии|komentáře|yorumlar|コメント|评论"
    r"|bình luận|komentar"
    # the comment threads' labels of the vocabularies of 2026-12-01 (see SECTION_LABELS); not their
    # forms' ("Lämna en kommentar", "Yorum yap"): a kept thread's form label leaked (trafilatura-eval-dev
    # 0120, 0159, 0203 with "Hinterlasse einen Kommentar", "Deja un comentario" added here)
    r"|kommentarer|diskuse|評論|留言|댓글)(?:\s|$)"
)


def attached(el, body) -> bool:
    """Is `el` below `body` (not `body` itself)?"""
    return any(ancestor is body for ancestor in el.iterancestors())


def _boxes_opened_by(heading, body, limit: float, measures: BoxMeasures) -> list:
    """The ancestors (below `body`, innermost first) whose text starts with `heading`'s and that
    hold at most `limit` characters; the last is the box the heading opens. Empty when the
    heading's own parent does not start with it."""
    label = element_text(heading)
    boxes = []
    node = heading.getparent()
    while node is not None and node is not body:
        # Neither test builds the container's text: on a page of thousands of labels in one
        # article, building it for each label was quadratic (2026-12-01: 10,000 labels 36 CPU-s).
        # A container is measured once while nothing below it is dropped (`BoxMeasures`).
        if not measures.fact(node, text_head).startswith(label) or measures.length(node) > limit:
            break
        boxes.append(node)
        node = node.getparent()
    return boxes


# When the outermost container starting with a label holds more than the label's box (a teaser list
# first in a column that goes on with prose), the largest inner one that reads as a box goes.
# Added 2026-11-30 (bench --no-peers, F1 even / odd): WCXB dev 0.8669 / 0.8703 -> 0.8669 / 0.8704 (3
# pages better, none worse), ScrapingHub 0.9646 / 0.9707 unchanged (no page changed),
# trafilatura-eval-dev 0.9321 / 0.9397 unchanged (1 page changed, same snippets). Asked 31 times over
# WCXB dev (6 boxes found), 8 ms of CPU in all (0.05% of extract()).
def _inner_box(boxes: list, heading, measures: BoxMeasures) -> list | None:
    """The largest inner box (of `boxes`, innermost first, the outermost left out) holding more than
    the label and reading as a box, as the parts to drop; None if there is none."""
    label_length = measures.length(heading)
    for box in reversed(boxes[:-1]):
        if measures.length(box) > label_length and reads_like_a_box([box], heading, measures):
            return [box]
    return None


def _run_after(heading) -> list:
    """The siblings after `heading` up to the next heading of its rank or above."""
    rank = heading_rank(heading)
    run = []
    for sibling in heading.itersiblings():
        if not isinstance(sibling.tag, str):
            continue
        other = heading_rank(sibling)
        if other and other <= rank:
            break
        if any(heading_rank(h) and heading_rank(h) <= rank for h in sibling.iter(*HEADING_TAGS)):
            break
        run.append(sibling)
    return run
