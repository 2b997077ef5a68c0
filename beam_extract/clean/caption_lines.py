"""The cleaning of the content document: the credit lines of pictures (`drop_caption_credits`: "Foto: dpa",
"Photo credit: ...") and a lightbox link's caption box (`drop_lightbox_captions`: "Click to enlarge").

In: the content document (an lxml element; never the page's tree itself). Out: the same, cleaned in
place.
"""
from __future__ import annotations

import re

from lxml import etree

from .headings import LINE_MAX_CHARS
from .lines import drop_still_attached
from .measures import content_body, element_text, folded_text, holds_more_elements, no_text_beside, text_length_upto
from .pager_links import LINK_LABEL_MAX_ELEMENTS, link_candidates
from .walks import text_nodes_holding

# A picture's caption ending in its credit, on a line of its own: "Roman Prymula, photo: Archives du
# Gouvernement", "Wetterbild (Foto: anaterate/Pixabay)", ". Imagen: Télam", "(Bild: Dieter Stork)",
# "Image credit: www.apple.com": the credit families' words after the caption (the "credit" line
# family matches them only at the start). A credit word before a colon or "©" in the body's text
# (`_credit_marks`: most pages have none) names the texts the XPath finds, in C; the line's whole
# text decides. Added 2026-12-01 (per-page text of every page, F1 even / odd): ScrapingHub 0.97569 /
# 0.97972 -> 0.97569 / 0.98026 (one page better), WCXB dev 0.885561 / 0.886792 -> 0.885562 /
# 0.886797 (four pages better, one 0.0003 worse: its gold keeps "Image: SiliconANGLE/ChatGPT"),
# trafilatura-eval-dev 0.93988 / 0.94591 -> 0.93988 / 0.94722 (two leaked captions fewer). Cost
# ~1.1% of extract()'s CPU (most of it the body's text, serialised once). A regex scan of that text
# for the credit words (8.6 s over two sets) and an XPath lower-casing every text node with
# translate() (60% of extract()) were tried first. Tried 2026-12-03 and dropped: the marks read from
# the short text nodes holding ":" or "©" only (joined by NUL) instead of the whole text: found by a C
# walk of the text nodes, 92 -> 90 us a page with the marks (every third development page; the walk
# of a cold tree costs what the serialiser's does), by an XPath filtering on length and sign 4x slower.
_CREDIT_WORDS = (r"(?:(?:main |picture |image |photo |foto ?)?credits?|crédits?(?: photos?)?|fotos?|photos?|bild(?:er)?"
                 r"|imagen|image|zdjęcie|fot\.|bildquelle|bildnachweis|fotoğraf)")
_CAPTION_CREDIT = re.compile(
    r"(?:\(?|.{0,80}?(?:[.,;|(]|\s[-–—|/]))\s*\(?%s\s*[:©]\s*[^\s.!?][^!?]{0,60}$" % _CREDIT_WORDS, re.I)
# ... and a caption ending in a bare "©" and its agency ("Marco Odermatt, Ski-Star aus der Schweiz. ©
# AFP / MARCO BERTORELLO"): a sentence or name before it, no year after it (a site's "... © 2024 Name"
# copyright line is left to the framing). Added 2026-12-02 (per-page scores of every page, F1 even /
# odd): trafilatura-eval-dev 0.94533 / 0.95682 -> 0.94533 / 0.95749 (0437 loses its 7 captions and
# the leaked snippet "AFP / MARCO BERTORELLO"); WCXB dev 0.89003 / 0.89233 -> 0.89003 / 0.89234 (a
# product page loses "Excerpt. © Reprinted by permission. All rights reserved.", not in its gold,
# 0.8536 -> 0.8540); ScrapingHub unchanged (no page changed).
_CAPTION_COPYRIGHT = re.compile(r".{1,80}?(?:[.,;|]|\s[-–—|/])\s*©\s*[^\W\d][^!?]{0,60}$")
_CREDIT_ENDS = ("foto", "fotos", "photo", "photos", "bild", "bilder", "imagen", "image", "credit", "credits", "crédit",
                "crédits", "zdjęcie", "fot.", "bildquelle", "bildnachweis", "fotoğraf")


def _credit_marks(text: str) -> set:
    """The marks (a credit word with its colon or "©", as written) in `text`: found by looking
    behind each colon and "©" (str.find, not a regex scan of the whole text)."""
    marks = {"©"} if "©" in text else set()  # _CAPTION_COPYRIGHT's
    for sign in (":", "©"):
        at = text.find(sign)
        while at >= 0:
            before = text[max(0, at - 14):at]
            word = before.rstrip()
            if word.lower().endswith(_CREDIT_ENDS):  # the shortest word it ends with: a text node may start there
                size = min(len(end) for end in _CREDIT_ENDS if word.lower().endswith(end))
                marks.add(before[len(word) - size:] + sign)
            at = text.find(sign, at + 1)
    return marks


def _is_caption_credit(folded: str) -> bool:
    return _CAPTION_CREDIT.match(folded) is not None or _CAPTION_COPYRIGHT.match(folded) is not None


def drop_caption_credits(root) -> int:
    """Remove the lines (at most LINE_MAX_CHARS, no text beside them) that are a picture's caption
    ending in its credit (`_CAPTION_CREDIT`). Returns how many went."""
    body = content_body(root)
    lines = []
    seen = set()  # the elements judged, kept or not (the judgement reads only the element,
    # and nothing goes before the end): an identity scan of `lines` per text was the square of the
    # credits (4,000 credited captions, 0.7 MB: extract() 1.14 s of CPU, 2026-12-03), and a block
    # holding 320 "©" lines (tails of its headings) was read whole for each (0.4 MB, 1.8 s)
    for mark in _credit_marks(etree.tostring(body, method="text", encoding="unicode")):
        # (the XPath "descendant::text()[contains(., $mark) and string-length(.) <= N]" until 2026-12-04)
        for el, is_tail, _ in text_nodes_holding(body, mark, LINE_MAX_CHARS, False):
            if is_tail:
                el = el.getparent()
            if el is None or el is body or not isinstance(el.tag, str) or el in seen:
                continue
            seen.add(el)
            text = element_text(el)
            if len(text) <= LINE_MAX_CHARS and no_text_beside(el) and _is_caption_credit(" ".join(text.split())):
                lines.append(el)
    return drop_still_attached(lines, body)


# A lightbox's link in front of a picture's caption, the picture gone ("<a href=photo.jpg>Vergrößern</a>
# Eine kleine runde Aussparung ..."): the label, in the crawl's languages, as the whole text of a link
# that opens a picture (an image file, or a lightbox/zoom/gallery script named in its attributes).
# The box it opens (its parent, at most LIGHTBOX_CAPTION_MAX characters, the label first) is the
# caption of that picture and goes with it; else the link alone goes.
# Added 2026-12-02 (bench_extract --no-peers, F1 even / odd): trafilatura-eval-dev odd half up (0369
# loses its three caption boxes and two leaked snippets; 0382 a "Zoom" link after a caption, the same
# snippets), even half unchanged; ScrapingHub and WCXB dev: no page changed.
LIGHTBOX_LABEL = re.compile(
    r"(?:(?:bild |foto |image )?(?:vergrößern|vergroessern)|(?:click to )?(?:zoom(?: in)?|enlarge)|view larger(?: image)?"
    r"|(?:cliquez pour )?agrandir|(?:clic(?:ar)? para )?ampliar(?: imagen| imagem)?|(?:clicca per )?ingrandisci|ingrandire"
    r"|powiększ(?: zdjęcie)?|(?:klik om te )?vergroten|zum vergrößern (?:an)?klicken)\s*[+›»>→.]*", re.I)
LIGHTBOX_CAPTION_MAX = 250
LIGHTBOX_LABEL_MAX = 40
# What a text LIGHTBOX_LABEL matches begins with (ASCII lower case; "clic" for click, clicca, clicar):
# the C walk hands only links whose text may begin with one of them to `_is_lightbox_link`.
_LIGHTBOX_STARTS = (b"agrandir", b"ampliar", b"bild", b"clic", b"cliquez", b"enlarge", b"foto", b"image", b"ingrand",
                    b"klik", b"powi", b"vergr", b"view", b"zoom", b"zum")
_PICTURE_HREF = re.compile(r"\.(?:jpe?g|png|gif|webp|avif|tiff?)(?:[?#].*)?$", re.I)
_LIGHTBOX_MARK = re.compile(r"lightbox|fancybox|photoswipe|zoom|gallery|enlarge|magnific|colorbox", re.I)


def _opens_a_picture(link) -> bool:
    if _PICTURE_HREF.search((link.get("href") or "").strip()):
        return True
    return any(_LIGHTBOX_MARK.search(name) or _LIGHTBOX_MARK.search(value or "") for name, value in link.attrib.items()
               if name != "href")


def _is_lightbox_link(link) -> bool:
    children = len(link)
    if children > 2 or (children and holds_more_elements(link, LINK_LABEL_MAX_ELEMENTS)):
        return False
    # A link without children is its own text, read without itertext's generator: the test takes
    # 0.68x of its CPU over the links of every fourth WCXB dev page (2026-12-02, the same verdicts).
    raw = (link.text or "") if not children else "".join(link.itertext())
    text = " ".join(raw.split())
    return 0 < len(text) <= LIGHTBOX_LABEL_MAX and LIGHTBOX_LABEL.fullmatch(text) is not None and _opens_a_picture(link)


def _caption_box_of(link, body):
    """The lightbox link's parent when it is a caption's box: short, the label first; else None."""
    box = link.getparent()
    if box is None or box is body or text_length_upto(box, LIGHTBOX_CAPTION_MAX) > LIGHTBOX_CAPTION_MAX:
        return None
    label = " ".join("".join(link.itertext()).split())
    return box if folded_text(box).startswith(label) else None


def drop_lightbox_captions(root) -> int:
    """Remove the lightbox links ("Vergrößern", "Zoom", "Agrandir", ...) left from pictures, with the
    caption box each opens (see LIGHTBOX_LABEL). Returns how many went."""
    body = content_body(root)
    victims = []
    for link in link_candidates(body, _LIGHTBOX_STARTS, b""):
        if _is_lightbox_link(link):
            box = _caption_box_of(link, body)
            victims.append(link if box is None else box)
    return drop_still_attached(victims, body)
