"""The cleaning of the content document: what stays of the victims the walk found: story containers, a
shop's product descriptions, footnotes and text asides, running words, ingredient lists, heading
anchors, cross-references, repeated and prose cards (`spare_story_containers`, ...).

In: the victims `find_victims` found in a region, and the region. Out: the victims less those that hold
content (the rest is spared).
"""
from __future__ import annotations

import itertools
import re
import unicodedata

from lxml import etree

from ..dom import CLEAN_FRAMING_ROLES, is_hidden, local_name
from .measures import element_text, link_density, text_length, text_length_upto
from .phrases import is_section_label
from .prices import holds_a_price
from .prose import locate_prose
from .tokens import BOILERPLATE_TOKENS, GUARD_SHARE, SPLIT, classify_names, tokens_of
from .victims import find_victims
from .walks import names_holding
from .widget_reads import named_only

# A container named like a widget by its class or id alone (`named_only`: Drupal's "node-promoted" on
# a promoted story, an id "remove_no_follow" read as a "follow us" box) that holds STORY_MIN_PROSE
# characters of paragraphs and STORY_PROSE_FACTOR times the prose of the rest of the region is the
# story's container, not a widget: it stays (`spare_story_containers`). The guard (GUARD_SHARE)
# counts all text, and a region's menus and link lists can outweigh a story that holds its prose.
# Its prose is counted without list items and cells (a "Most popular" list of teasers), it reads
# under STORY_MAX_LINKS as links, and no name of it says dialog (_DIALOG_TOKENS: a cookie-consent
# modal on a product page holding no other prose).
# Added 2026-12-02 (bench_extract --no-peers, F1 even / odd; before: ScrapingHub 0.9801 / 0.9808,
# WCXB dev 0.8873 / 0.8891, trafilatura-eval-dev 0.9433 / 0.9541): with: WCXB dev 0.8873 / 0.8903
# (one page changed: a story under id "remove_no_follow" 0.05 -> 0.98), the others unchanged (no
# page changed). Factor 1 without the three tests: ScrapingHub even 0.9679 ("most-popular" and
# "article-sidebar" teaser lists kept), WCXB dev 0.8866 / 0.8906 (a shop's reviews sidebar 0.78 ->
# 0.41, the cookie modal 0.997 -> 0.80), trafilatura-eval-dev 0.9433 / 0.9549 (a Drupal
# "node-promoted" story 0/2 -> 2/2 snippets); factor 2, links only: ScrapingHub even 0.9699, WCXB
# even 0.8871; factor 1 with the three tests: WCXB even 0.8868 (the reviews sidebar).
STORY_MIN_PROSE = 1000
STORY_PROSE_FACTOR = 2.0
STORY_MAX_LINKS = 0.25
_DIALOG_TOKENS = frozenset("modal popup dialog overlay lightbox cookie cookies consent".split())
_ITEM_TAGS = frozenset(("li", "td", "dd", "LI", "TD", "DD"))


def spare_story_containers(victims: list, region, keep_comments: bool = False) -> list:
    """`victims` without the named-only boilerplate containers (`named_only`, a "boilerplate" name)
    holding STORY_MIN_PROSE characters of prose and STORY_PROSE_FACTOR times the prose the region
    holds outside the victims."""
    spared: set = set()
    rest = None
    for el in victims:
        if text_length_upto(el, STORY_MIN_PROSE) < STORY_MIN_PROSE or not named_only(el):
            continue
        verdicts = (classify_names(names) for names in (el.get("class"), el.get("id")) if names)
        if any(verdict and verdict != "boilerplate" for verdict in verdicts):
            continue
        if not _DIALOG_TOKENS.isdisjoint(tokens_of(" ".join(v for v in (el.get("class"), el.get("id")) if v))):
            continue
        own = sum(length for p, length in locate_prose(el, keep_comments=keep_comments).paragraphs
                  if p.tag not in _ITEM_TAGS)
        if own < STORY_MIN_PROSE or link_density(el) >= STORY_MAX_LINKS:
            continue
        if rest is None:
            rest = locate_prose(region, keep_comments=keep_comments).total
        if own >= STORY_PROSE_FACTOR * rest:
            spared.add(el)
    return [v for v in victims if v not in spared] if spared else victims


# An inline element of a sentence (a link or span with a widget's name: `<a class="recommendation-
# inline-link">announcing your engagement</a>` in "After ..., you may be eager") is words of the
# sentence, not a widget: a victim that is a childless a/span/em/strong/b/i inside a paragraph, list
# item or cell, with a word right before it and a word or a sentence's punctuation right after it,
# neither hidden nor named hidden (a screen reader's "(opens in a new tab)"), stays, unless its
# parent reads as RUNNING_MAX_LINKS or more links (an ingredient line of two "product-modal" shop
# links: kept whole it reads as a link list and goes). Added 2026-12-02 (per-page scores as
# bench_extract --no-peers counts them, six digits; before: ScrapingHub 0.980200 / 0.981776, WCXB dev
# 0.890686 / 0.893479, trafilatura-eval-dev 0.955265 / 0.963788): WCXB dev 0.890687 / 0.893497 (6
# pages: a wedding checklist's 17 "recommendation-inline-link" phrases 0.934 -> 0.941, a garden
# guide 0.992 -> 0.998, three review pages' linked phrases; one 0.9852 -> 0.9844 where the gold cut
# the restored words too); ScrapingHub unchanged (no page changed), trafilatura-eval-dev unchanged
# (one German page's "Balkon", "Keller" back, its snippets alike). Tried: without the link test, an
# ingredient line went whole (0.9689 -> 0.9619); the last word of its paragraph too ("Read on.
# <a class=related>Related story</a>" would stay). CPU: 0.13% of extract() over WCXB dev.
_RUNNING_WORD_TAGS = frozenset(("a", "span", "em", "strong", "b", "i"))
_RUNNING_TEXT_PARENTS = frozenset(("p", "li", "dd", "td", "blockquote", "figcaption"))
RUNNING_MAX_LINKS = 0.5
# The punctuation that may close a word before the element ("word, <a>", "(word) <a>").
_WORD_CLOSERS = ",;:'’)\"”"
_WORD_AFTER = re.compile(r"^[,;:.!?'’)\"”]*\s*\w")


# A shop's buy box (the title, price, stock and short description beside the pictures) may sit in
# a widget named as boilerplate (a sticky bar named as a navbar): in a widget showing a
# price (_PRICE), the product's description (an element named by DESCRIPTION_TOKENS holding a run
# of DESCRIPTION_MIN characters of text, under half links) stays; the rest of the widget goes (its
# other children, level by level). On a shop's pages (product or buy controls, no article).
# Measured 2026-12-02 (per-page F1 of all 1,497 WCXB dev pages, bench_extract.py --no-peers for the
# three sets): one page moved, 4206 0.764 -> 0.956 (product even 0.7378 -> 0.7411); ScrapingHub and
# trafilatura-eval-dev unchanged. Tried the same day: any description-named element of 100
# characters in any widget: 10 more product pages moved, all worse (0.627 -> 0.547: a quick-view
# popover's copy of the description; a games shop's "follow the developer" box; product odd
# 0.7626 -> 0.7621); a run of 100 characters required: 2 worse (the popover, a filters widget's
# blurb); a price in the widget as well: only 4206.
DESCRIPTION_TOKENS = frozenset("description shortdescription productdescription".split())
DESCRIPTION_MIN = 100


def spare_product_descriptions(victims: list) -> list:
    """`victims`, with each one that shows a price and holds a product description (see
    DESCRIPTION_TOKENS) replaced by its parts around that description."""
    kept = []
    for victim in victims:
        # (only the elements whose class or id holds "escription" can name one: found by a C walk,
        # not a Python one over the victim's subtree, 2026-12-04: ~0.5% of extract() on shop pages)
        found = next((el for el in names_holding(victim, ("escription",), ("class", "id"))
                      if _names_a_description(el)), None)
        if found is not None and holds_a_price(element_text(victim)):
            kept.extend(_around(found, victim))
        else:
            kept.append(victim)
    return kept


def _names_a_description(el) -> bool:
    for attribute in ("class", "id"):
        names = el.get(attribute)
        if names and "escription" in names and DESCRIPTION_TOKENS.intersection(tokens_of(names)):
            return (_holds_a_long_run(el, DESCRIPTION_MIN) and link_density(el) < 0.5
                    and not classify_names(names))
    return False


def _holds_a_long_run(el, minimum: int) -> bool:
    """One text piece below `el` (a run of prose between tags) holds `minimum` characters."""
    return any(len(piece.strip()) >= minimum for piece in el.itertext())


def _around(el, top) -> list:
    """The elements that, dropped, leave of `top`'s subtree only `el` and its ancestors."""
    parts = []
    node = el
    while node is not top:
        parent = node.getparent()
        parts.extend(sibling for sibling in parent if sibling is not node and isinstance(sibling.tag, str))
        node = parent
    return parts


# Footnotes set as asides are the page's own notes: docutils (0.18 and later, so every recent Sphinx
# site) writes them as `<aside class="footnote-list brackets">` holding `<aside class="footnote
# brackets" role="doc-footnote">`, pandoc and other Markdown engines as the DPUB roles "doc-endnotes"
# / "doc-footnote". They are framing by their tag, but no sidebar: `spare_footnotes` keeps them.
# Added 2026-12-03 (per-page word F1, snapshot of the three sets): 3 WCXB documentation pages moved,
# even half only: Flask's quickstart 0.9965 -> 1.0, the Python tutorial 0.9973 -> 0.9997, the json
# module 0.9991 -> 0.9951 (its gold keeps the "Footnotes" title but not the note); ScrapingHub and
# trafilatura-eval-dev: no page changed.
FOOTNOTE_ROLES = frozenset(("doc-footnote", "doc-endnote", "doc-endnotes"))
FOOTNOTE_NAMES = frozenset(("footnote", "footnotes", "footnote-list", "endnotes"))
# Admonitions set as asides are the text's too: Astro Starlight writes its notes, tips and cautions
# as `<aside aria-label="Tip" class="starlight-aside starlight-aside--tip">`; other themes name such
# an aside "admonition" or "callout". Added 2026-12-03 with the footnotes: no page of the three
# development sets changed (none holds one; Go's `<aside class="Note">` pointer, whose gold leaves it
# out, is named neither way), tests/test_docs_chrome.py holds Starlight's.
ADMONITION_TOKENS = frozenset(("admonition", "callout"))
# Slate (the API reference theme) writes its callouts as `<aside class="notice">`, "warning" and
# "success", the whole class being the kind (added 2026-12-06, docs45: no aside of the three sets is
# classed so; Stack Overflow's "s-notice" and XenForo's "blockMessage--warning" are other names).
ADMONITION_NAMES = frozenset(("starlight-aside", "notice", "warning", "success"))
# Google's developer sites (DevSite: its cloud, Android, Firebase and AI docs) write their callouts as
# `<aside class="note">`, "caution", "special", "key-point", "key-term", "objective" (and "warning",
# "success" above), a bold "Note:" then a sentence or two: the text's, kept as Starlight's. Such a
# note that is only a pointer to another page ("Note: For other tutorials, see Tutorials.", Go's
# `<aside class="Note">`, whose gold leaves it out: WCXB dev 2997) is navigation: a note aside stays
# when it holds NOTE_ASIDE_MIN_WORDS words outside its links. Added 2026-12-06 (docs49; no page of
# the three development sets holds a DevSite note: 2997's pointer, 5 words outside its link, is the
# only aside so named, and stays out; with no floor (0 words) it came in: 2997 1.0000 -> 0.9968,
# documentation odd -0.0032 summed, even level; any floor from 6 to a long sentence's 20 scores as 8,
# a short sentence). "tip" and "important" are the other engines' names of the same callouts.
NOTE_ASIDE_NAMES = frozenset(("note", "caution", "tip", "important", "special", "key-point", "key-term", "objective"))
NOTE_ASIDE_MIN_WORDS = 8
# JetBrains' Writerside writes its callouts as `<aside class="prompt" data-type="tip">` ("note",
# "warning"): the kind in a `data-type`, the class naming none. Such an aside is a note as the named
# ones are (NOTE_ASIDE_MIN_WORDS words outside its links). Added 2026-12-07 (docs55): no aside of the
# three development sets has a `data-type` (no Document moved); the kinds are Writerside's and the
# admonition kinds of the names above.
NOTE_ASIDE_TYPES = frozenset(("note", "tip", "warning", "caution", "important", "info", "danger"))
# A heading's subtitle set as an aside is the heading's, not a sidebar: BrightLocal's sections write
# `<h2>The complete platform ...</h2><aside class="sub-heading"><p>Save time and ...</p></aside>`. An
# aside named so (one of SUBTITLE_ASIDE_NAMES) standing right after a heading (h1-h6) stays. Added
# 2026-12-07 (service54's lead 1, a hero line under LEDE_MIN told by its markup, not its length;
# survey of every aside of the three sets of 60 words or fewer that follows a heading or is named a
# subtitle, tagline, lede, intro, summary or standfirst: 18 asides on 9 pages, the subtitle names only
# 0704's three, all kept by its gold; the rest are bylines, reading times, ads and a hidden menu
# count, none named so).
SUBTITLE_ASIDE_NAMES = frozenset(("sub-heading", "subheading", "subtitle", "sub-title"))


def spare_footnotes(victims: list) -> list:
    """`victims` without the footnotes and admonitions of the text (`is_text_aside`)."""
    return [el for el in victims if not is_text_aside(el)]


def _follows_a_heading(el) -> bool:
    previous = el.getprevious()
    while previous is not None and not isinstance(previous.tag, str):  # a comment between them
        previous = previous.getprevious()
    return previous is not None and local_name(previous.tag) in HEADING_TAGS


def is_text_aside(el) -> bool:
    """A visible `aside` whose role is a DPUB footnote role (`FOOTNOTE_ROLES`) or whose class names it
    a footnote or a list of them (`FOOTNOTE_NAMES`) or an admonition (`ADMONITION_NAMES`, a name
    holding an `ADMONITION_TOKENS` token, or a note's name, `NOTE_ASIDE_NAMES`, or a `data-type` of
    `NOTE_ASIDE_TYPES`, over NOTE_ASIDE_MIN_WORDS words outside its links) or a heading's subtitle
    (`SUBTITLE_ASIDE_NAMES`, right after an h1-h6)."""
    if local_name(el.tag) != "aside" or is_hidden(el):
        return False
    role = (el.get("role") or "").strip().lower()
    if role in FOOTNOTE_ROLES:
        return True
    names = (el.get("class") or "").lower().split()
    if not FOOTNOTE_NAMES.isdisjoint(names) or not ADMONITION_NAMES.isdisjoint(names):
        return True
    if ((not NOTE_ASIDE_NAMES.isdisjoint(names) or (el.get("data-type") or "").strip().lower() in NOTE_ASIDE_TYPES)
            and _words_outside_links(el) >= NOTE_ASIDE_MIN_WORDS):
        return True
    if not SUBTITLE_ASIDE_NAMES.isdisjoint(names) and _follows_a_heading(el):
        return True
    return any(not ADMONITION_TOKENS.isdisjoint(SPLIT.split(name)) for name in names)


# A card's footer is the card's, not the page's: a customer card whose class names its footer
# ("CustomerCardFooter", "card__footer": the token "card" then "footer") and sets its quote or story
# title in a heading (DigitalOcean's customer marquee: the name and role above, "The cost of running
# ScraperAPI would be 250% more on AWS" as an h3 in the footer, then "Read case study") was read as a
# page footer and went, the card's words with it. A card footer holding a heading or a quote of
# CARD_QUOTE_WORDS words or more, not mostly linked, stays (`spare_card_footer_quotes`); a footer of
# meta (Bootstrap's `card-footer` of dates, prices, buttons) holds none and still goes. Nothing in
# it is a word of any language. Added 2026-12-06 (service49; snapshot of the three sets, C and pure
# alike, per-page word F1): see "Service pages, the forty-ninth round" in docs/rounds.md. Tried
# before (service48): every "cardfooter" name vetoed, heading or not: 2835 better, but a movers'
# quote table, a collection's and two articles' card meta kept (service even -0.0037 net).
CARD_QUOTE_WORDS = 4
_QUOTE_TAGS = ("h2", "h3", "h4", "h5", "h6", "blockquote", "H2", "H3", "H4", "H5", "H6", "BLOCKQUOTE")


# shop59b (2026-12-07): a quote card's footer naming who said it stays the same way: an element named
# as a footer (the token "footer"; no `footer` tag, no hidden one) holding a `cite` of 1 to
# QUOTE_CITE_MAX_WORDS words, itself at most QUOTE_FOOTER_MAX_WORDS words and mostly unlinked, whose
# parent holds CARD_QUOTE_WORDS words or more outside it (the quote). Elementor's testimonial
# carousel sets the name and role of each client as `<div class="elementor-testimonial__footer">
# <cite class="elementor-testimonial__cite">`: the quote stayed and its author went as a page footer.
# The `cite` is the mark (HTML's element for a quote's source), not any word. Snapshot of the 2,160
# pages: one moved, WCXB dev 0095 (service odd) 0.9894 -> 0.9953, the 21 names and roles of its
# testimonials ("Vanessa Williamson STUDENT") back as its gold has them. The bounds are not tuned
# (that page's cites are 2 to 6 words): a name and a role, not a paragraph.
QUOTE_CITE_MAX_WORDS = 12
QUOTE_FOOTER_MAX_WORDS = 20


def spare_card_footer_quotes(victims: list) -> list:
    """`victims` without the card footers holding a quote or a story's title (`holds_a_card_quote`)
    or the name under a quote (`cites_a_quote_above`)."""
    return [el for el in victims if not (holds_a_card_quote(el) or cites_a_quote_above(el))]


def cites_a_quote_above(el) -> bool:
    """A visible element, no `footer` tag, named as a footer, holding a short `cite` and little else,
    under a quote (see QUOTE_CITE_MAX_WORDS)."""
    names = el.get("class") or ""
    if "ooter" not in names or local_name(el.tag) == "footer" or is_hidden(el):
        return False
    if "footer" not in tokens_of(names):
        return False
    cite = next(el.iter("cite"), None)
    if cite is None or not 0 < len(element_text(cite).split()) <= QUOTE_CITE_MAX_WORDS:
        return False
    words = len(element_text(el).split())
    parent = el.getparent()
    if words > QUOTE_FOOTER_MAX_WORDS or parent is None or link_density(el) >= 0.5:
        return False
    return len(element_text(parent).split()) - words >= CARD_QUOTE_WORDS


def holds_a_card_quote(el) -> bool:
    """A visible element, no `footer` tag, whose class names a card's footer (the token "card" then
    "footer") and which holds a heading or blockquote of CARD_QUOTE_WORDS words or more, under half
    of them linked."""
    names = el.get("class") or ""
    if "ooter" not in names:  # the test of most victims, first: the cheapest
        return False
    if local_name(el.tag) == "footer" or is_hidden(el):
        return False
    if not any(a == "card" and b == "footer" for a, b in itertools.pairwise(tokens_of(names))):
        return False
    return any(len(element_text(quote).split()) >= CARD_QUOTE_WORDS and link_density(quote) < 0.5
               for quote in el.iter(*_QUOTE_TAGS))


def _words_outside_links(el) -> int:
    """The words of `el`'s text less those of the links inside it (the HTML parser nests no link in a
    link; were one nested, its words would count twice against the note: it would go)."""
    return len(element_text(el).split()) - sum(len(element_text(link).split()) for link in el.iter("a"))


def spare_running_words(victims: list) -> list:
    """`victims` without the inline words of a running sentence (`in_running_text`). The filter
    changes no tree, so each paragraph's link density is measured once for all its words (per word,
    a paragraph of 2,000 of them cost 0.34 s of CPU, the square of its length; 2026-12-03)."""
    densities: dict = {}
    return [el for el in victims if not in_running_text(el, densities)]


def _ends_with_a_word_and_space(text: str) -> bool:
    """Does `text` end with a word, the punctuation that may close it (_WORD_CLOSERS), then white
    space ("... the word, ")?"""
    # Read from the end, not searched for by r"\w[\w,;:'’)\"”]*\s+$" (the same verdict: 600,000 random
    # texts), which tried every word character as the word's start and read on to the end from
    # each: a paragraph of 20,000 Chinese characters (no space) before an ad's span took 3.2 s of
    # CPU, 40,000 letters 12.7 s, in one regex call that no time budget can stop. 2026-12-04.
    word = text.rstrip()
    if len(word) == len(text):
        return False
    last = word.rstrip(_WORD_CLOSERS)[-1:]
    return last.isalnum() or last == "_"


def in_running_text(el, densities: dict | None = None) -> bool:
    """A childless inline element, visible and not named hidden, between a word and a word (or the
    punctuation that goes on with the sentence) of its paragraph's text. `densities` remembers the
    paragraphs' link densities while their tree does not change."""
    if local_name(el.tag) not in _RUNNING_WORD_TAGS or len(el) or not (el.text or "").strip():
        return False
    parent = el.getparent()
    if parent is None or local_name(parent.tag) not in _RUNNING_TEXT_PARENTS:
        return False
    previous = el.getprevious()
    before = parent.text if previous is None else previous.tail
    if not before or not _ends_with_a_word_and_space(before):
        return False
    ingredient = None  # asked only when it decides: is `parent` an ingredient line?
    if not el.tail or not _WORD_AFTER.match(el.tail):
        ends_line = el.getnext() is None and not (el.tail or "").strip()
        if not ends_line or not in_an_ingredient_list(parent):
            return False
        ingredient = True
    if is_hidden(el) or (el.get("role") or "").strip().lower() in CLEAN_FRAMING_ROLES:
        return False
    if _remembered_link_density(parent, densities) >= RUNNING_MAX_LINKS \
            and not (ingredient or in_an_ingredient_list(parent)):
        return False
    return all(classify_names(el.get(a) or "") not in ("hidden", "comments") for a in ("class", "id"))


# An ingredient line's last words may be a link to a shop's product named as a popup ("4 cups (500g)
# <a class="product-modal">Unbleached Bread Flour</a>"): in an item of an ingredient list (an
# element up to INGREDIENT_LEVELS above it names ingredients: `names_ingredients`) a link after a
# word is the ingredient's name, ending the line or not, whatever the line's link density. Added 2026-12-03 with
# `blocks.unlink_ingredient_links` (snapshot of the three sets' 2,160 pages: one page moved, a bakery's
# sourdough recipe, article odd, 0.970 -> 0.981; its two lines' flours kept).
INGREDIENT_LEVELS = 4
_INGREDIENT_TOKEN = re.compile(r"[^a-z]+")


def in_an_ingredient_list(item) -> bool:
    """Is `item` (a list item, a cell, a definition) or an element up to INGREDIENT_LEVELS above it
    named as ingredients (`names_ingredients`)?"""
    nearest = itertools.islice(itertools.chain((item,), item.iterancestors()), INGREDIENT_LEVELS + 1)
    return any(names_ingredients(el) for el in nearest)


def names_ingredients(el) -> bool:
    """`el`'s class, id or itemprop holds a token that opens with "ingredient" (or is
    "recipeIngredient")."""
    for attribute in ("class", "id", "itemprop"):
        names = el.get(attribute)
        if names and "ngredient" in names and any(
                token.startswith("ingredient") or token == "recipeingredient"
                for token in _INGREDIENT_TOKEN.split(names.lower())):
            return True
    return False


def _remembered_link_density(el, densities: dict | None) -> float:
    if densities is None:
        return link_density(el)
    density = densities.get(el)
    if density is None:
        density = densities[el] = link_density(el)
    return density


# Doc generators and blog themes give a heading, or the `section` it opens, an id made of the
# heading's own words (Sphinx's `<section id="respond-to-review-comments">`, MkDocs', Docusaurus' and
# MediaWiki's anchors `<h2 id="Login_shell">`, WordPress' `<h2 id="what-is-social-media-marketing">`):
# such an id names the topic, not what the element is (a section on answering reviews' comments is no
# comment thread, a heading on login shells no login box). A victim framed by such an id alone (no
# framing role, not hidden, its class judged ordinary) stays, unless its heading is itself a
# boilerplate label ("Comments", "See also", "Related posts": `is_section_label`, which the
# labelled-sections rule judges next); a spared section's own framing is looked for inside it.
# Measured 2026-12-02 (per-page scores as bench_extract --no-peers counts them; before: ScrapingHub
# 0.9802 / 0.9808, WCXB dev 0.8892 / 0.8913 (documentation 0.9618 / 0.9375), trafilatura-eval-dev
# 0.9434 / 0.9548): WCXB dev 0.8893 / 0.8913 (documentation 0.9627 / 0.9375); 20 pages better
# (headings such as "What is Social Media Marketing?", "Login shell", "Social Auth"; a Sphinx section
# on review comments 0.953 -> 0.968, Flask's "Cookies" section 0.969 -> 0.991), one worse (-0.0005:
# a heading past the end of a gold cut short); no page of the other sets changed. CPU: 0.05-0.09 s
# of 25-27 s of extract() over WCXB dev (0.2-0.35%, two passes; most of it the look at each victim's tag).
# Some engines wrap the heading in boxes and add a suffix to the section's id (Twilio's Paste docs:
# `<section id="sign-up-for-twilio-and-get-a-phone-number-section-indexable"><div><div><div><h2>Sign
# up for Twilio and get a phone number`): the heading a section opens with is looked for down
# OPENING_HEADING_DEPTH first children holding no text before it, and an id may go on past the
# heading's words by SLUG_SUFFIX_WORDS words when the heading has SLUG_PREFIX_WORDS words or more
# (two, "Newsletter signup", would read "newsletter-signup-form-box" as its own). Added 2026-12-05
# (snapshot of the 2,160 pages against ed47722, C and pure alike): one page moved, Twilio's messaging
# quickstart (WCXB dev 0681, documentation, odd) 0.970 -> 0.976, its "Sign up" step back; WCXB dev
# documentation odd 0.9454 -> 0.9455, every other half of every set and type unchanged. The loosest
# (1 word, a suffix of 4, 8 levels) moves the same page only; the page needs both parts (4 levels,
# 2 words).
SLUG_PREFIX_WORDS = 3
SLUG_SUFFIX_WORDS = 2
# WordPress' block editor writes a heading's generated anchor as "h-" and its words ("h-how-to-use-
# social-shopping-for-your-brand"): the prefix is no word of the heading.
_SLUG_HEADING_PREFIX = ["h"]
OPENING_HEADING_DEPTH = 4
_SLUG_SPLIT = re.compile(r"[\W_]+")
_SECTION_TAGS = frozenset(("section", "SECTION"))
_HEADED_TAGS = frozenset(("section", "h1", "h2", "h3", "h4", "h5", "h6", "SECTION", "H1", "H2", "H3", "H4", "H5", "H6"))


def spare_heading_anchors(victims: list, keep_comments: bool = False, unhide: list | None = None,
                          region_chars: int | None = None) -> list:
    """`victims` without the headings and sections framed only by an id spelling their heading
    (`named_by_its_heading`); the framing inside a spared section is found and added instead."""
    spared = _named_by_their_headings(victims)
    if not spared:
        return victims
    kept = _without(victims, spared)
    # Sections nest (a hostile page nests them thousands deep): a stack, not recursion, in the
    # order a depth-first descent gives, each section's own victims before its inner sections'.
    sections = [el for el in reversed(spared) if el.tag in _SECTION_TAGS]
    while sections:
        inner = find_victims(sections.pop(), keep_comments=keep_comments, unhide=unhide,
                             region_chars=region_chars)
        inner_spared = _named_by_their_headings(inner)
        kept.extend(_without(inner, inner_spared))
        sections.extend(el for el in reversed(inner_spared) if el.tag in _SECTION_TAGS)
    return kept


def _without(victims: list, spared: list) -> list:
    """`victims` less the elements of `spared`, by identity: a set of ids, not a list's `in`, which
    scans `spared` once per victim (the square of their count on a page of many)."""
    spared_ids = {id(el) for el in spared}
    return [el for el in victims if id(el) not in spared_ids]


def spare_cross_references(victims: list, body, keep_comments: bool = False, unhide: list | None = None,
                           region_chars: int | None = None) -> list:
    """`victims` without the boxes named only "see also" (`_named_see_also_only`: Sphinx's
    `admonition seealso`, MDN's `h2 id="see_also"`) when `body` holds code (see `_SEE_ALSO`); the
    framing inside a spared box is found and added instead."""
    spared = [el for el in victims if _named_see_also_only(el)]
    if not spared or not holds_code_elements(body):
        return victims
    kept = _without(victims, spared)
    for box in spared:
        kept.extend(find_victims(box, keep_comments=keep_comments, unhide=unhide, region_chars=region_chars))
    return kept


def _named_see_also_only(el) -> bool:
    """A widget by its names alone (`named_only`) whose only boilerplate name is "see also"
    ("seealso", "see_also", "see-also", "SeeAlso")."""
    values = (el.get("class"), el.get("id"))
    if not any(value and "also" in value.casefold() for value in values):
        return False  # most victims (casefold: the pattern's re.I reads "ſ" as "s"); the lists below ~2.5 us
    names = [name for value in values if value for name in value.split()]
    see_also = [name for name in names if _SEE_ALSO_NAME.fullmatch(name)]
    if not see_also or not named_only(el):
        return False
    return all(classify_names(name) == "" for name in names if not any(name is s for s in see_also))


_SEE_ALSO_NAME = re.compile(r"see[-_]?also", re.I)


def _named_by_their_headings(victims: list) -> list:
    return [el for el in victims if el.tag in _HEADED_TAGS and named_by_its_heading(el)]


def named_by_its_heading(el) -> bool:
    """A heading, or a `section` opening with one (`_opening_heading`), whose id spells the heading's
    words (accents and leading numbers aside; or goes on past them, see SLUG_SUFFIX_WORDS), framed by
    nothing else and not headed by a boilerplate label."""
    ident = el.get("id")
    if not ident or el.tag not in _HEADED_TAGS:
        return False
    heading = el if el.tag in HEADING_TAGS else _opening_heading(el)
    if heading is None:
        return False
    role = el.get("role")
    if (role and role.strip().lower() in CLEAN_FRAMING_ROLES) or is_hidden(el) \
            or classify_names(el.get("class") or "") != "":
        return False
    text = " ".join(heading.itertext())
    words = _slug_words(text)
    if not words or is_section_label(text):
        return False
    slug = _slug_words(ident)
    if _spells(slug, words):
        return True
    # WordPress' generated anchor "h-<the heading's words>"
    return slug[:1] == _SLUG_HEADING_PREFIX and _spells(slug[1:], words)


def _spells(slug: list, words: list) -> bool:
    """The id's words `slug` are the heading's `words` (leading numbers aside), or go on past them
    (SLUG_SUFFIX_WORDS)."""
    if slug == words or slug == [w for w in words if not w.isdigit()]:
        return True
    return len(words) >= SLUG_PREFIX_WORDS and len(slug) - len(words) <= SLUG_SUFFIX_WORDS \
        and slug[:len(words)] == words


def _opening_heading(section):
    """The heading a section opens with: its first element child, or that child's first element
    child, down OPENING_HEADING_DEPTH wrappers holding no text before it; None if there is none."""
    node = section
    for _ in range(OPENING_HEADING_DEPTH):
        if (node.text or "").strip():
            return None
        node = next((c for c in node if isinstance(c.tag, str)), None)
        if node is None:
            return None
        if node.tag in HEADING_TAGS:
            return node
    return None


def _slug_words(text: str) -> list[str]:
    """The words of a heading or an id, lower-cased, accents dropped: "Don’t panic ¶" -> ["don", "t", "panic"]."""
    folded = unicodedata.normalize("NFKD", text.casefold())
    if not folded.isascii():
        folded = "".join(c for c in folded if not unicodedata.combining(c))
    return [w for w in _SLUG_SPLIT.split(folded) if w]


# Cards the page lists, named for promotion: a news hub's "PagePromo" teasers, a shop's
# "product-card-wrapper subscription-eligible" tiles. CARDS_MIN or more victims of one tag and class
# string whose boilerplate tokens all name promotion (PROMOTION_TOKENS), each holding a link and not
# hidden, together CARDS_SHARE of the region's text, are the list itself: spared (`spare_repeated_cards`).
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd; 5 cards, share 0.1): before, WCXB
# dev 0.8816 (collection .742, listing .727); with: 0.8819 (collection .745, listing .728; 2 pages
# changed, both better: a news hub +0.11 (odd), a shop's collection 0.0 -> 0.30 (even)), ScrapingHub
# 0.9776 and trafilatura-eval-dev 0.9396 unchanged (no page changed). Any boilerplate name (not
# only promotion), 5 cards, share 0.25: WCXB dev 0.8815, 21 pages changed, 11 better / 10 worse
# (comment threads, lightbox dialogs, captions spared); any boilerplate name on linked div/li cards,
# share 0.1: 0.8819 but 4 WCXB pages worse (navigation flyouts, "post_author", tooltips) and
# trafilatura-eval-dev 0.9379 (a sidebar's teasers); "ad ads readmore" added to the promotion
# words: WCXB dev 0.8820 (one more listing, +0.12), left out (ad slots are no list's items). Share
# 0.25: the news hub's cards (11% of its region) stay dropped.
_CARD_TAGS = frozenset(("div", "li", "article", "section", "DIV", "LI", "ARTICLE", "SECTION"))
CARDS_MIN = 5
CARDS_SHARE = 0.1
PROMOTION_TOKENS = frozenset(("promo", "promos", "promoted", "subscription"))


def _boilerplate_words(tokens: list) -> list:
    """The class tokens, and their joined pairs, that are boilerplate words (BOILERPLATE_TOKENS)."""
    return [t for t in (*tokens, *(a + b for a, b in itertools.pairwise(tokens))) if t in BOILERPLATE_TOKENS]


def _named_as_promotion(names: str) -> bool:
    """The boilerplate tokens of the class string (and of its joined token pairs) all name
    promotion ("PagePromo", "promo-tile", "subscription-eligible"), none a part of the layout."""
    found = _boilerplate_words(tokens_of(names))
    return bool(found) and all(t in PROMOTION_TOKENS for t in found)


def spare_repeated_cards(victims: list, region_chars: int) -> list:
    """`victims` without the cards of the region's list: CARDS_MIN or more victims of one tag and
    class string named for promotion, each holding a link, together holding CARDS_SHARE of the
    region's text, are the items the page lists (a news hub's "PagePromo" cards), not a widget."""
    if len(victims) < CARDS_MIN:
        return victims
    groups: dict = {}
    for el in victims:
        if el.tag in _CARD_TAGS:
            names = el.get("class")
            if names:
                groups.setdefault((el.tag, names), []).append(el)
    spared = set()
    for (_tag, names), members in groups.items():
        if len(members) < CARDS_MIN or not _named_as_promotion(names):
            continue
        cards = [el for el in members if not is_hidden(el) and el.find(".//a[@href]") is not None]
        if len(cards) >= CARDS_MIN and sum(text_length(el) for el in cards) >= CARDS_SHARE * region_chars:
            spared.update(id(el) for el in cards)
    if not spared:
        return victims
    return [el for el in victims if id(el) not in spared]


# A grid of cards that describe (a company's offers, features, client stories: a title, a sentence,
# "Learn more") whose class names hold a widget word ("nav-card", "caption", "promo-carousel",
# "card-overlay") is the page's content, not a widget: PROSE_CARDS_MIN or more named-only victims of
# one tag and class string, each holding a run of text of PROSE_CARD_CHARS characters and
# PROSE_CARD_WORDS words (a sentence, not a member's stats or a menu's labels), together
# PROSE_CARDS_SHARE of the region's text, are spared (`spare_prose_cards`), unless the region tells a
# story of its own (STORY_PARAGRAPHS paragraphs of STORY_PARAGRAPH_CHARS outside the victims: the
# cards are then other pages' teasers). Not on article pages nor threads (their cards are teasers,
# their members' boxes chrome). Added 2026-12-03 (bench_extract --no-peers, F1 even / odd; before:
# ScrapingHub 0.9802 / 0.9818, WCXB dev 0.8922 / 0.8941 (service 0.8745 / 0.8565), trafilatura-eval-
# dev 0.9574 / 0.9645): WCXB dev 0.8927 / 0.8945 (service 0.8785 / 0.8565), 4 pages better, none
# worse (two service pages' tooltips and captions describing their offers 0.71 -> 0.87, 0.74 -> 0.95;
# a listing's summary grid 0.86 -> 0.97, a collection's promo carousel 0.35 -> 0.53); the other sets
# unchanged. Tried: unlinked text of 60 and link density under 0.5 instead of the run of text: a
# forum's member boxes ("post_author": posts, threads, joined) spared, 0.94 -> 0.91; without the
# story test: trafilatura-eval-dev one page took its 77 "read-also" teasers (no snippet moved); share
# 0.05: WCXB dev 0.8926 / 0.8945 but service odd 0.8565 -> 0.8560 (3 pages worse, 3 better).
PROSE_CARDS_MIN = 3
PROSE_CARD_CHARS = 60
PROSE_CARD_WORDS = 8
PROSE_CARDS_SHARE = 0.1
# A grid whose cards are each one described link (the link holds LINK_CARD_OWN_SHARE of the card's
# text, a heading and a sentence: a hub's card for one of its offers) is spared from LINK_CARDS_SHARE
# of the region's text: a consultancy's service page naming its grid of sub-services for navigation
# ("m-nestedNavCard"), nine cards at 9.5% of a long region. Added 2026-12-06 (service46; snapshot of
# the 2,160 pages against main c14fc62, per-page word F1): two pages of one site moved, WCXB dev 0169
# (service, odd) 0.6160 -> 0.6807 (its gold keeps the cards), 4281 (service, odd) 0.2454 -> 0.2059
# (a cut gold, the opening section alone): service odd +0.0251 summed, no even-half, ScrapingHub or
# trafilatura-eval-dev page moved. Tried: 0.02, 0.0, and without the heading: the same two pages.
LINK_CARDS_SHARE = 0.05
LINK_CARD_OWN_SHARE = 0.9
STORY_PARAGRAPHS = 3
STORY_PARAGRAPH_CHARS = 400


def spare_prose_cards(victims: list, region, region_chars: int) -> list:
    """`victims` without the cards of a grid that describes (see PROSE_CARDS_MIN), and without the
    containers named for promotion that hold such a grid (`_holds_prose_cards`)."""
    groups: dict = {}
    for el in victims:
        if el.tag in _CARD_TAGS or el.tag in ("p", "P"):
            names = el.get("class")
            if names:
                groups.setdefault((el.tag, names), []).append(el)
    spared = set()
    for (_tag, names), members in groups.items():
        if len(members) < PROSE_CARDS_MIN:
            continue
        if not _DIALOG_TOKENS.isdisjoint(tokens_of(names)) or classify_names(names) != "boilerplate":
            continue
        cards = [el for el in members if named_only(el) and not is_hidden(el) and _holds_a_sentence(el)]
        if len(cards) >= PROSE_CARDS_MIN and _cards_weigh_enough(cards, region_chars):
            spared.update(id(el) for el in cards)
    promotion: dict = {}  # a class and id string -> `_named_as_promotion` (a grid's cards repeat theirs)
    spared.update(id(el) for el in victims
                  if id(el) not in spared and _holds_prose_cards(el, region_chars, promotion))
    spared.update(id(el) for el in victims if id(el) not in spared
                  and (is_a_call_band(el) or is_a_flip_card_face(el) or is_a_linkless_nav(el)))
    if not spared or _tells_a_story(region, victims):
        return victims
    return [el for el in victims if id(el) not in spared]


def _cards_weigh_enough(cards: list, region_chars: int) -> bool:
    """The cards hold PROSE_CARDS_SHARE of the region's text, or LINK_CARDS_SHARE when each is one
    described link (`_is_a_described_link`)."""
    chars = sum(text_length(el) for el in cards)
    if chars >= PROSE_CARDS_SHARE * region_chars:
        return True
    return chars >= LINK_CARDS_SHARE * region_chars and all(_is_a_described_link(el) for el in cards)


def _is_a_described_link(card) -> bool:
    """The card's text is one link's (LINK_CARD_OWN_SHARE of it) holding a heading and a sentence
    (`_holds_a_sentence`): a hub's card for one of its offers, its title and what it is."""
    for link in card.iter("a", "A"):
        if text_length(link) < LINK_CARD_OWN_SHARE * text_length(card):
            return False
        return _holds_a_heading(link) and _holds_a_sentence(link)
    return False


def _holds_a_heading(el) -> bool:
    return next(el.iter(*HEADING_TAGS), None) is not None


# The same grid inside one container named for promotion alone (the outermost victim is then the
# container, not its cards): AEM's "promocontainerv2 cmp-promo-container" around a services page's
# eighteen described offers, Drupal's "view--hrsa-promoted-blocks" around a health topic's cards.
# The container (a card tag, named only, `_named_as_promotion`) is spared when PROSE_CARDS_MIN cards
# of one tag and class string below it each hold a sentence and together PROSE_CARDS_SHARE of the
# region's text, on the pages `spare_prose_cards` reads, unless the region tells a story. Added
# 2026-12-04 (round 32; snapshot of the three sets, C and pure alike, per-page word F1): two
# Documents changed, both better: WCXB dev 0709 (service, odd) 0.543 -> 0.968, 0251 (article type,
# declaring none; odd) 0.660 -> 0.846: service odd +0.0060, article odd +0.0005; ScrapingHub and
# trafilatura-eval-dev: no page changed. Tried: any boilerplate name (not only promotion) on the
# container: seven more pages moved, the six of WCXB dev all worse (shops' filter and recommendation
# boxes holding described products: collection 0.647 -> 0.358, product 0.830 -> 0.420, listing
# 0.973 -> 0.858); cards summed by their stripped text pieces (not as `text_length` counts, spaces
# between pieces included): 0709's eighteen offers fell under the share of its whitespace-heavy region.
def _holds_prose_cards(el, region_chars: int, promotion: dict) -> bool:
    """A container named for promotion alone (AEM's "cmp-promo-container", Drupal's "promoted-blocks"
    view) holding a grid that describes: PROSE_CARDS_MIN cards of one tag and class string, each
    holding a sentence (`_holds_a_sentence`), together PROSE_CARDS_SHARE of the region's text.
    `promotion` holds the page's verdicts of `_named_as_promotion` by name string (read once each)."""
    if el.tag not in _CARD_TAGS:
        return False
    names = " ".join(n for n in (el.get("class"), el.get("id")) if n)
    if not names:
        return False
    named = promotion.get(names)
    if named is None:
        named = promotion[names] = _named_as_promotion(names)
    if not named or not named_only(el):
        return False
    least = PROSE_CARDS_SHARE * region_chars
    if text_length_upto(el, least) < least:
        return False
    return any(count >= PROSE_CARDS_MIN and chars >= least for count, chars in _sentence_cards(el).values())


def _sentence_cards(container) -> dict:
    """{(tag, class string): [cards, characters]} of the classed card elements below `container` that
    hold a sentence, in one walk (a card's verdict and length summed from its children's: nested
    cards are not read again)."""
    groups: dict = {}
    stack: list = []  # per open element: [holds a sentence, characters]

    def add(frame: list, piece: str) -> None:
        frame[1] += len(piece)  # as `text_length` counts, spaces between the pieces included
        if len(piece) >= PROSE_CARD_CHARS and len(piece.split()) >= PROSE_CARD_WORDS:
            frame[0] = True

    for event, node in etree.iterwalk(container, events=("start", "end")):
        if event == "start":
            frame = [False, 0]
            if isinstance(node.tag, str) and node.text:
                add(frame, node.text)
            stack.append(frame)
            continue
        frame = stack.pop()
        if not stack:
            break  # the container itself
        if frame[0] and node.tag in _CARD_TAGS:
            names = node.get("class")
            if names:
                group = groups.setdefault((node.tag, names), [0, 0])
                group[0] += 1
                group[1] += frame[1]
        parent = stack[-1]
        parent[0] = parent[0] or frame[0]
        parent[1] += frame[1]
        if node.tail:
            add(parent, node.tail)
    return groups


# A page builder's call-to-action module (Divi's "et_pb_promo" box "et_pb_cta_0", WPBakery's
# "vc_cta3-container"): a heading over a line of pitch and a button, a band of the service page itself
# ("Prêt à rénover ? Demandez votre visite ..."), which the golds keep as they keep Elementor's call
# box ("elementor-cta", no boilerplate word). Named for promotion alone and, it or its parent, as a
# call to action (CALL_TOKENS); spared with the described cards (`spare_prose_cards`: not on article
# pages, not when the region tells a story, where such a box sells the site's offer beside a post).
# Added 2026-12-06 (service45). Tried: any box named for promotion alone with a heading (no "cta"):
# 16 pages moved, 6 better, 10 worse (a course's "Already enrolled? Sign in", a health system's
# PromoCards under a story, a shop's "Deal Zone", Steam's bundle boxes): service odd -0.0294,
# product odd -0.0225, article even -0.0363.
CALL_TOKENS = frozenset(("cta", "cta3"))
CALL_BAND_TOKENS = PROMOTION_TOKENS | frozenset(("cta3",))
CALL_BAND_MAX_CHARS = 400
_CALL_BAND_WORDS = ("promo", "subscription", "cta3")  # the class holds one of these to be asked further (CPU)


def is_a_call_band(el) -> bool:
    """A box named for promotion alone (CALL_BAND_TOKENS) and as a call to action, it or its
    parent (CALL_TOKENS), opening with a heading, up to CALL_BAND_MAX_CHARS characters, not hidden."""
    names = el.get("class") or ""
    if el.tag not in _CARD_TAGS or not any(word in names.lower() for word in _CALL_BAND_WORDS):
        return False
    if not named_only(el) or is_hidden(el):
        return False
    tokens = tokens_of(names)
    found = _boilerplate_words(tokens)
    if not found or not all(t in CALL_BAND_TOKENS for t in found):
        return False
    parent = el.getparent()
    named = tokens if parent is None else tokens + tokens_of(parent.get("class") or "")
    if CALL_TOKENS.isdisjoint(named):
        return False
    if text_length_upto(el, CALL_BAND_MAX_CHARS + 1) > CALL_BAND_MAX_CHARS:
        return False
    return _holds_a_heading(el)


# A flip card's face (Elementor's flip box: "elementor-flip-box__layer__overlay" on its front holds the
# title, on its back the description and a button): the card is the page's offer, its faces the layer
# of colour its text sits on, not a popup's overlay. A name telling a flip card ("flip" with "box" or
# "card", or joined) whose only boilerplate word is "overlay"; spared as the call boxes above are.
# Added 2026-12-06 (service45): no development page has one (snapshot: no page moved).
_FLIP_CARD = frozenset(("flipbox", "flipcard"))
_FACE_ONLY = frozenset(("overlay",))


def is_a_flip_card_face(el) -> bool:
    """A victim named as a flip card's layer: "flip" with "box" or "card" (or "flipbox"), and no
    boilerplate word but "overlay"."""
    names = el.get("class") or ""
    if el.tag not in _CARD_TAGS or "flip" not in names.lower() or is_hidden(el):
        return False
    tokens = tokens_of(names)
    joined = {a + b for a, b in itertools.pairwise(tokens)}
    if _FLIP_CARD.isdisjoint(joined) and _FLIP_CARD.isdisjoint(tokens):
        return False
    return {t for t in (*tokens, *joined) if t in BOILERPLATE_TOKENS} <= _FACE_ONLY


# A `nav` holding no link but a sentence is no navigation: Webflow's dropdown set up as an FAQ
# (`<div class="w-dropdown-toggle">Question?</div><nav class="w-dropdown-list"><p>Answer</p></nav>`).
# Spared as the call boxes above are. Added 2026-12-06 (service45).
_NAV_TAGS = ("nav", "NAV")


def is_a_linkless_nav(el) -> bool:
    """A `nav` holding a sentence (`_holds_a_sentence`) and no link, not hidden."""
    if el.tag not in _NAV_TAGS or is_hidden(el):
        return False
    return next(el.iter("a", "A"), None) is None and _holds_a_sentence(el)


def _tells_a_story(region, victims: list) -> bool:
    """The region holds STORY_PARAGRAPHS paragraphs of STORY_PARAGRAPH_CHARS outside `victims`."""
    gone = set(victims)
    found = 0
    for p in region.iter("p", "P"):
        if text_length_upto(p, STORY_PARAGRAPH_CHARS) < STORY_PARAGRAPH_CHARS:
            continue
        if p not in gone and not any(a in gone for a in p.iterancestors()):
            found += 1
            if found >= STORY_PARAGRAPHS:
                return True
    return False


def _holds_a_sentence(el) -> bool:
    """One run of `el`'s text (a text node) is PROSE_CARD_CHARS long and PROSE_CARD_WORDS words."""
    return any(len(piece) >= PROSE_CARD_CHARS and len(piece.split()) >= PROSE_CARD_WORDS for piece in el.itertext())


def chrome_shell(victims: list, region_chars: int) -> bool:
    """Did the region's text go with framing past the guard (framing that read as links, see
    MIN_CLEAN_SURVIVAL)? Then the region was site chrome, and what little is left stays."""
    limit = region_chars * GUARD_SHARE
    return any(text_length(el) > limit for el in victims)


def shorter_than(el, bound: float) -> bool:
    """`text_length(el) < bound`, counted in C only as far as `bound` (the region after cleaning
    holds most of its text: the whole count took 0.2 ms a page on WCXB dev, 2026-11-30)."""
    return text_length_upto(el, bound) < bound


HEADING_TAGS = ("h1", "h2", "h3", "h4", "h5", "h6", "H1", "H2", "H3", "H4", "H5", "H6")


_TECHNICAL_TAGS = ("pre", "PRE", "code", "CODE")


def holds_code_elements(body) -> bool:
    """Does `body` hold a `pre` or `code` element (`_TECHNICAL_TAGS`)?"""
    return next(body.iter(*_TECHNICAL_TAGS), None) is not None


# ARIA tabs named like a widget by their ids alone (Adobe Experience Manager's tabs component writes
# `id="<name>-<hash>-item-<hash>-tab"` on each tab and `...-tabpanel` on its panel: IBM's
# "filter-menu-tabs-..." read as a menu) are the page's sections shown one at a time, not a widget,
# when written to the standard: TAB_SET_MIN pairs of a tab (role "tab") and a panel (role
# "tabpanel") naming each other (`aria-controls` on the tab, `aria-labelledby` on the panel), no
# tab's label a boilerplate box's ("Related", "Popular": `is_section_label`), each panel visible,
# holding TAB_PANEL_MIN_PROSE characters of paragraphs under TAB_SET_MAX_LINKS as links. Then the
# tabs and panels stay. A class saying boilerplate refuses (a mega menu's panels are named a menu by
# their class: "mega-menu__section"); so does a Bootstrap pane labelled by a tab the page lacks
# (`aria-labelledby="nav-home-tab"`, copied with the example: a "Latest news" teaser box). A panel
# whose id came before (the same panel written again for a phone's accordion) is spared once.
# Added 2026-12-07 (service55, service54's lead 2; snapshot of the 2,160 pages, C and pure Python):
# one Document moved, WCXB dev 4290 (service, even, later) 0.7806 -> 0.9362; sparing every copy
# read the six panels twice: 0.8109. Survey of the tab panels named boilerplate over the three sets
# (74 on 16 pages): mega menus named so by their class (0633, 1766, 4071, 4691), panels with no tab
# (0690, 1056, 1087, 2966, 4649), a site navigation's panels (4911, 4207), "Featured" and "Popular"
# tabs of which one panel holds text (a ScrapingHub page, trafilatura-eval-dev 0165), a "Related"
# tab (trafilatura-eval-dev 0231): no other page's text moved.
# TAB_PANEL_MIN_PROSE is a floor, not tuned (4290's panels hold 190-420 characters of paragraphs).
TAB_SET_MIN = 2
TAB_PANEL_MIN_PROSE = 100
TAB_SET_MAX_LINKS = 0.5


def spare_tab_sets(victims: list, keep_comments: bool = False) -> list:
    """`victims` without the ARIA tabs and tab panels named a widget by their ids alone whose set
    reads as the page's sections (see TAB_SET_MIN)."""
    if not any(_role(el) == "tabpanel" for el in victims):
        return victims
    kept = _sectioning_tabs(victims, keep_comments)
    return [el for el in victims if el not in kept] if kept else victims


def _role(el) -> str:
    return (el.get("role") or "").strip().lower()


def _named_by_id_alone(el) -> bool:
    names_id = el.get("id")
    return bool(names_id) and named_only(el) and classify_names(names_id) == "boilerplate" \
        and not classify_names(el.get("class") or "")


def _sectioning_tabs(victims: list, keep_comments: bool) -> set:
    """The tabs and panels among `victims` that pair up as `spare_tab_sets` says."""
    panels = [el for el in victims if _role(el) == "tabpanel" and _named_by_id_alone(el)]
    if len(panels) < TAB_SET_MIN:
        return set()
    root = panels[0].getroottree().getroot()
    tabs = {}
    for tab in root.iter():
        if isinstance(tab.tag, str) and _role(tab) == "tab" and tab.get("id"):
            tabs.setdefault(tab.get("id").strip(), tab)
    kept: set = set()
    pairs = set()
    for panel in panels:
        tab = tabs.get((panel.get("aria-labelledby") or "").strip())
        if tab is None or (tab.get("aria-controls") or "").strip() != panel.get("id").strip():
            continue
        label = " ".join(element_text(tab).split())
        if not label or is_section_label(label):
            return set()
        if locate_prose(panel, keep_comments=keep_comments).total < TAB_PANEL_MIN_PROSE \
                or link_density(panel) >= TAB_SET_MAX_LINKS:
            continue
        if panel.get("id").strip() in pairs:
            continue  # the same panel written again for another layout (a phone's accordion): once
        pairs.add(panel.get("id").strip())
        kept.add(panel)
        kept.add(tab)
    return kept if len(pairs) >= TAB_SET_MIN else set()
