"""clean's cheaper forms of its rules (grouped patterns, memos, shared per-element facts): each
gives the answers of the rule it stands in for."""
import itertools
import re

import pytest
from clean_modules import patch_clean
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree

from beam_extract import clean
from beam_extract.clean import (
    bylines_and_pointers,
    line_families,
    line_heads,
    line_verdicts,
    patterns,
    phrases,
    post_chrome,
    post_headers,
    post_lines,
    prompt_families,
    prompts,
    reviews,
    shop_controls,
    spares,
    teasers,
    walks,
    written_dates,
)
from beam_extract.clean import lines as clean_lines
from beam_extract.clean import tokens as clean_tokens
from beam_extract.parse import parse_html

# Heads of lines as pages give them: every alternative's own word in several cases, with and
# without leading space and what follows, and words that merely look alike.
_WORDS = ["Photo: AP", "  bild/dpa", "BACK to overview", "By Jane", "by", "b", "Byline", "Read more", "readers",
          "Lesezeit 3 min", "Zurück", "zuruck", "à lire aussi", "À LIRE", "dieses", "dies", "diesem", "In stock",
          "in", "inside", "$20", "€ 5", "★★★★", "- Anzeige -", "(c)", "[1]", "3 min read", "Themen:", "tagged",
          "Síguenos", "SÍGUENOS", "siguenos", "ſponsor", "\u212aup teraz", "Kup teraz", "Home", "Contact us", "",
          " ", "x", "Über uns", "quantity", "Hola", "Żółw", "ılık", "İstanbul", "ﬁled under", "Filed under"]


def test_grouped_line_starts_match_the_same_heads_as_the_rule():
    rule, grouped = re.compile(*line_heads._LINE_START), line_heads.LINE_STARTS  # the rule as written
    heads = list(_WORDS)
    for alternative in patterns.leading_alternatives(rule)[1]:
        word = re.sub(r"[\\\[\]()?|:*+]", "", alternative)  # the literal letters of the alternative
        heads += [word, word.upper(), word.title(), " " + word + " x", word[:-1], word[:1]]
    for head in heads:
        assert (grouped.match(head) is None) == (rule.match(head) is None), head


@pytest.mark.parametrize("source, flags", [
    (r"\s*(?:ab|ac|a|b[]|]x|c\|d|(?:x|y)z|e?f|\d|[a|b])", re.I),
    (r"\s*(?:Ab|ab|AB|b)", 0),
    (r"(?=(\s*))\1(?:ab|ac|a|b[]|]x|c\|d|(?:x|y)z|e?f|\d|[a|b])", re.I),
    (r"no(?:t|pe)", re.I),
])
def test_grouping_keeps_what_any_pattern_matches(source, flags):
    pattern = re.compile(source, flags)
    grouped = patterns.grouped_by_first_letter(pattern)
    for text in ["ab", "AB", "Ac", "a", "b]", "b|", "bx", "c|d", "c", "xz", "yz", "ef", "f", "Ef", "7", "|",
                 "  ab", "zz", "", "not", "nope", "b"]:
        assert (grouped.match(text) is None) == (pattern.match(text) is None), (source, text)


def test_alternatives_split_only_at_the_top_level():
    assert patterns._top_level_alternatives(r"a|(?:b|c)|[|]|\||d") == ["a", "(?:b|c)", "[|]", r"\|", "d"]
    assert patterns._top_level_alternatives(r"[]|]|x") == ["[]|]", "x"]
    assert patterns._top_level_alternatives("a|(b") is None


def test_class_name_verdicts_are_remembered(monkeypatch):
    vocabulary = frozenset(("review", "userstats"))
    assert walks.names_tokens("product-review__list", vocabulary)
    assert not walks.names_tokens("product-description", vocabulary)
    assert walks.names_tokens("user-stats", vocabulary)  # a joined pair
    patch_clean(monkeypatch, "tokens_of", lambda names: pytest.fail("tokenised again"))
    assert walks.names_tokens("product-review__list", vocabulary)
    assert not walks.names_tokens("product-description", vocabulary)


def _names_tokens_by_splitting(names: str, vocabulary: frozenset) -> bool:
    tokens = clean.tokens_of(names)
    return bool(vocabulary.intersection(tokens)) or any(a + b in vocabulary for a, b in itertools.pairwise(tokens))


# Class strings a word of a vocabulary may hide in: split by a separator or a camelCase break, in
# capitals, beside digits and characters outside ASCII (whose lower case holds ASCII letters), and
# strings holding a word's letters as a substring but not as a token or a joined pair.
_NAMES = ["product-review__list", "re-view", "reView", "RE_VIEW", "re view", "Re-View-s", "prereview", "reviewer",
          "reviews2", "re2view", "re\u0130view", "\u0130", "r\u212aeview", "rating-stars", "ra ting", "userStats",
          "user--stats", "user-stat-s", "us-er-stats", "editorialReviews_feature_div", "editorial-reviews",
          "critic-review", "critics-reviews", "press_reviews", "swatch-list", "colour-Swatch", "variantPicker",
          "avatar", "a-vatar", "Avatar42", "", "-", "\u00e9valuation", "Ratings", "tRustPilot", "yot-po", "ra-tin-g"]


@pytest.mark.parametrize("vocabulary", [clean.REVIEW_TOKENS, reviews.EDITORIAL_REVIEW_TOKENS, shop_controls.PICKER_TOKENS,
                                        post_chrome.AVATAR_TOKENS, clean_lines.POST_CHROME_TOKENS])
def test_names_tokens_substring_test_keeps_every_verdict(vocabulary):
    for names in _NAMES:
        assert walks._names_tokens_uncached(names, vocabulary) == _names_tokens_by_splitting(names, vocabulary), names


def test_names_tokens_substring_test_tells_most_names_without_splitting(monkeypatch):
    patch_clean(monkeypatch, "tokens_of", lambda names: pytest.fail("split"))
    assert not walks._names_tokens_uncached("product-description main", clean.REVIEW_TOKENS)
    assert not walks._names_tokens_uncached("reviwe rat-ng", clean.REVIEW_TOKENS)


def test_a_pointer_line_goes_only_when_mostly_linked():
    from beam_extract.parse import parse_html

    root = parse_html("<html><body><p>Story text that stays here, long enough.</p>"
                      "<p>Read more: <a href='/x'>the whole other story</a></p>"
                      "<p>Read more: the whole other story, not linked</p><div><img src='a.png'></div></body></html>").getroot()
    assert clean_lines.drop_boilerplate_lines(root) == 1
    assert "not linked" in etree_text(root) and "the whole other story" in etree_text(root)


def etree_text(root) -> str:
    from lxml import etree

    return etree.tostring(root, method="text", encoding="unicode")


@pytest.mark.parametrize("bound", [0, 0.5, 1, 9.9, 10, 10.1, 11, 25, 1e9])
def test_shorter_than_is_the_text_length_compared(bound):
    from beam_extract.parse import parse_html

    for body in ["", "  ", " ten chars! ", "<p> a </p> <p>bbbbbbbbbb</p>  ", "<div>x<span> </span>yyyyyyyyyy zzz</div>"]:
        el = parse_html(f"<html><body>{body}</body></html>").getroot().find("body")
        assert spares.shorter_than(el, bound) == (clean.text_length(el) < bound), (body, bound)


def test_single_and_several_names_are_classified_as_before():
    for names, verdict in [("sidebar", "boilerplate"), ("entry-content", ""), ("sr-only", "hidden"),
                           ("comments", "comments"), ("plain", ""), ("content sidebar", ""),
                           ("sidebar comments", "boilerplate"), ("hidden sidebar", "hidden"), ("", ""), ("   ", "")]:
        clean_tokens.whole_decisions.pop(names, None)
        assert clean.classify_names(names) == verdict, names


def test_section_labels_grouped_by_first_letter_keep_their_verdicts():
    written = {whole: re.compile((r"(?:%s)$" if whole else r"(?:%s)(?:\s|$)")
                                 % "|".join(phrases.SECTION_LABELS + phrases.SHOP_LABELS)) for whole in (True, False)}
    texts = ["related posts", "related", "relatedness of things", "read more", "mehr zum thema", "das könnte sie auch "
             "interessieren", "читайте также", "関連記事", "i lgili haberler", "comments", "comments are closed",
             "a story", "", "tags", "tagsüber", "customers who bought this", "ähnliche themen", "ähnliche themen x"]
    for text in texts:
        for whole in (True, False):
            grouped = phrases._WHOLE_LABEL if whole else phrases._SECTION_LABEL
            assert (grouped.match(text) is None) == (written[whole].match(text) is None), (text, whole)
    assert len(patterns.leading_alternatives(re.compile(phrases._LABEL_ALTERNATIVES))[1]) * 3 \
        < len(phrases.SECTION_LABELS + phrases.SHOP_LABELS)


_LINE_TEXTS = ["Photo: AP", "Fotos: dpa", "5 min read", "3 Min. Lesezeit", "Lesezeit: 3 Minuten", "Back to top",
               "Zurück zur Übersicht", "Print this page", "Drucken", "- Anzeige -", "ADVERTISEMENT", "Loading...",
               "Like Loading...", "You must be logged in to post a comment.", "Tags: a, b", "Kategorie: News",
               "Add to cart", "Learn more", "Mehr erfahren", "Was this helpful?", "4.5 out of 5 stars", "12 reviews",
               "1,234 views", "写真：共同", "Фото: ТАСС", "Themen", "Photographer", "Backstage", "Tagged", "More"]


def _line_family_texts() -> list[str]:
    texts = list(_LINE_TEXTS) + [" ".join(word.split()) for word in _WORDS]
    for alternative in patterns.distributed_alternatives(line_families.LINE_FAMILIES.values()):
        word = " ".join(re.sub(r"[\\\[\]()?|:*+{}$^.]", "", alternative).split())  # its literal letters
        texts += [word, word.upper(), word.title(), word + ": x", word + " x", word[:-1], "x " + word]
        texts += [f"{number}{gap}{word}" for number in ("3", "12", "1.234", "$5") for gap in (" ", "")]
    return texts


def test_grouped_line_families_match_the_same_texts_as_the_rule():
    """The families' parts (alternatives side by side, grouped by first letter), all of them or those
    the head may begin (`patterns_to_try`), tell every folded text as LINE_FAMILY_PATTERN."""
    rule = line_families.LINE_FAMILY_PATTERN
    matched = 0
    for text in _line_family_texts():
        folded = " ".join(text.split())
        expected = rule.match(folded) is not None
        assert line_verdicts._line_matches(folded, 0) == expected, text
        tries = line_heads.patterns_to_try(folded)
        if tries & line_heads.TRY_LINE:
            assert line_verdicts._line_matches(folded, tries >> line_heads.LINE_PART_SHIFT) == expected, text
        else:
            assert not expected, text
        matched += expected
    assert matched > 100


def test_distributed_alternatives_split_only_a_leading_group():
    assert patterns.distributed_alternatives(["(?:a|b)c", "(?:d)", "x(?:e|f)", "(?:g|h)?i", "(?:j|(?:k|l))m"]) == [
        "a(?:c)", "b(?:c)", "d", "(?:x(?:e|f))", "(?:(?:g|h)?i)", "j(?:m)", "(?:k|l)(?:m)"]
    assert patterns.distributed_alternatives(["(a)\\1"]) is None
    pattern = re.compile("(?:%s)" % "|".join(patterns.distributed_alternatives(["(?:a|b)c", "(?:g|h)?i"])))
    for text in ["ac", "bc", "gi", "i", "ai", "c", "hi"]:
        assert (pattern.fullmatch(text) is None) == (re.fullmatch("(?:a|b)c|(?:g|h)?i", text) is None), text


def test_prompt_alternatives_starting_with_a_letter_are_grouped_by_it():
    letters, others = prompt_families._PROMPT_SPLIT
    groups = patterns._top_level_alternatives(letters.pattern)
    assert len({group[0] for group in groups}) == len(groups)  # one group per first letter
    assert all(group[0].isalpha() for group in groups)
    assert len(patterns._top_level_alternatives(others.pattern)) <= 8  # what each position still tries


@pytest.mark.parametrize("sources", [["(?:a|b)c", "^x", "(?:d )?e"], ["ab|ac", "\\bf(?:g|h)", "^z"]])
def test_searched_in_two_finds_what_the_sources_find(sources):
    letters, others = patterns.searched_in_two(sources)
    whole = re.compile("|".join(f"(?:{source})" for source in sources))
    for text in ["ac", "bc", "xa", "x", "ax", "e", "d e", "de", "ab", "zac", "fg", "afg", " fh", ""]:
        assert (letters.search(text) is not None or others.search(text) is not None) == \
            (whole.search(text) is not None), text


def test_searched_in_two_declines_sources_it_cannot_split():
    assert patterns.searched_in_two(["(a)\\1", "b"]) is None  # a back reference
    assert patterns.searched_in_two(["^a", "\\Bb"]) is None  # no alternative opens with a letter


@pytest.mark.parametrize("sources", [["(?:please )?support us\\b", "^x"], ["(?:please )?(?:enable|turn on) js", "^x"],
                                     ["\\bfollow us", "^x"], ["(?:a )?\\bb", "^x"], ["(?:a)?b(?<=ab)", "^x"],
                                     ["(?:a|b)?c", "^x"], ["\\bf?x", "^y"]])
def test_searched_in_two_finds_what_the_sources_find_past_optional_leads_and_word_starts(sources):
    split = patterns.searched_in_two(sources)
    whole = re.compile("|".join(f"(?:{source})" for source in sources))
    texts = ["please support us", "support us", "support usa", "xsupport us", "please enable js", "turn on js",
             "enable js", "follow us", "unfollow us", "a follow us", "_follow us", "éfollow us", "ab", "a b", "b",
             "ab ", "cb", "c", "ac", "x", "y", "fx", "afx", "a fx", " x", ""]
    for text in texts:
        if split is None:  # not split: the caller searches the sources whole
            continue
        found = split[0].search(text) is not None or split[1].search(text) is not None
        assert found == (whole.search(text) is not None), (sources, text)


def test_optional_leads_and_word_starts_are_grouped_by_their_letter():
    letters, others = patterns.searched_in_two(["(?:please )?support us\\b", "\\bfollow us", "^x", "^y"])
    assert patterns._top_level_alternatives(letters.pattern) == ["s(?:upport us\\b)", "f(?:(?<!\\wf)ollow us)"]
    assert others.pattern == "^(?:x|y)"  # anchored alone: tried at the start only
    assert patterns._without_optional_lead("(?:a)?b(?<=ab)") == "(?:a)?b(?<=ab)"  # it looks back
    assert patterns._without_optional_lead("(?:a )?\\bb") == "(?:a )?\\bb"  # no letter opens what follows


def test_prompt_search_tries_the_anchored_families_at_the_start_only():
    others = prompt_families._PROMPT_SPLIT[1]
    assert others.pattern.startswith("^(?:")
    assert len(patterns._top_level_alternatives(others.pattern)) == 1


def test_whole_document_xpaths_are_written_with_the_descendant_axis():
    # libxml2 evaluates "//x" as descendant-or-self::node()/child::x, building the node-set of every
    # node first: "/descendant::x" finds the same nodes (no positional predicate) 3-7x faster
    # (2026-12-01); ".//x" is "descendant::x" likewise
    import pathlib

    sources = pathlib.Path(clean.__file__).parent.parent.rglob("*.py")  # the whole package
    written = [m.group(1) for path in sources
               for m in re.finditer(r'etree\.XPath\(\s*"([^"]*)"', path.read_text(encoding="utf-8"))]
    assert written
    assert not [expression for expression in written if "//" in expression], written


def test_prose_inside_counts_each_paragraph_under_any_container_once():
    prose_text = "A sentence of the article, long enough to count as prose for the scan. " * 3
    root = etree.fromstring(
        f"<html><body><div id='a'><div id='b'><p>{prose_text}</p><p>{prose_text}</p></div>"
        f"<p>{prose_text}</p></div><div id='c'><p>{prose_text}</p></div></body></html>", etree.HTMLParser())
    body = root.find("body")
    prose = clean.locate_prose(body)
    a, b, c = (root.find(f".//div[@id='{name}']") for name in "abc")
    each = prose.paragraphs[0][1]
    assert len(prose.paragraphs) == 4
    assert prose.inside([b]) == 2 * each
    assert prose.inside([a, b]) == 3 * each  # nested containers: counted once
    assert prose.inside([b, c]) == 3 * each
    assert prose.inside([body]) == prose.total == 4 * each
    assert prose.inside([prose.paragraphs[0][0]]) == each  # a paragraph is its own container
    assert prose.inside([]) == 0


def _judged_texts() -> list[str]:
    """Texts that each judgement pattern matches or nearly matches (its alternatives' literal words
    in several cases and with what may follow), line heads and lines as pages give them."""
    texts = list(_LINE_TEXTS) + list(_WORDS) + ["Posts: 4032", "Reply with quote", "Quote", "Thread starter",
                                                 "Follow us on Twitter", "Read more: x", "Weiterlesen »", "12 likes",
                                                 "A sentence of the story.", "Lesezeit: 4 Minuten", "x" * 120]
    sources = [*line_families.LINE_FAMILIES.values(), post_lines.POST_LINE.pattern, bylines_and_pointers.POINTER.pattern,
               bylines_and_pointers.CALL_TO_ACTION.pattern, bylines_and_pointers.FOLLOW.pattern]
    for alternative in patterns.distributed_alternatives(sources):
        word = " ".join(re.sub(r"[\\\[\]()?|:*+{}$^.]", "", alternative).split())
        texts += [word, word.upper(), word.title(), word + ": x", word + " x", word[:-1], "x " + word, " " + word]
        texts += [f"{number}{gap}{word}" for number in ("3", "12", "1.234", "2,5k", "1999") for gap in (" ", "")]
    return texts


def test_a_judgement_trying_only_the_patterns_its_head_may_begin_gives_every_verdict():
    """patterns_to_try rules a pattern out only where trying it gives the same verdict."""
    skipped = 0
    for text in _judged_texts():
        folded = " ".join(text.split())
        tries = line_heads.patterns_to_try(folded)
        assert line_verdicts._verdict_of(text, folded, tries) == line_verdicts._verdict_of(text, folded, line_heads.TRY_EVERY), text
        assert line_verdicts._post_line_of(text, folded, tries) == line_verdicts._post_line_of(text, folded, line_heads.TRY_EVERY), text
        skipped += tries != line_heads.TRY_EVERY
    assert skipped > 100


_PROSE = ("A long paragraph of the story, with commas, clauses and enough words to score, " * 6).strip()


def test_best_measures_the_links_only_of_containers_that_can_still_win(monkeypatch):
    nested = "<div id='outer'><div id='middle'><div id='story'>" + f"<p>{_PROSE}</p>" * 3 + "</div></div></div>"
    page = parse_html(f"<html><body>{nested}<div id='aside'><p>{_PROSE[:200]}</p></div></body></html>")
    prose = clean.locate_prose(page.getroot().find("body"))
    expected = prose.best()
    measured = []
    real = clean.link_density
    patch_clean(monkeypatch, "link_density", lambda el: measured.append(el) or real(el))
    assert prose.best() is expected and expected.get("id") == "story"
    assert measured == [expected]  # the others' scores are below the story's, discount or not


def _without_initials_lookahead(pattern: re.Pattern) -> re.Pattern:
    lookahead = f"(?=[\\d{written_dates._DATE_INITIALS}])"
    assert pattern.pattern.count(lookahead) == 1
    return re.compile(pattern.pattern.replace(lookahead, "", 1), pattern.flags)


_DATE_TEXTS = ["24.01.2022 11:38", "Dienstag, 2. November 2021", "26 abril 2022 | |", "11 Jan 2019",
               "09 Jun 2020, 02:32 PM IST", "Veröffentlicht am 7. Juli 2019 - 18:44", "Updated: March 3, 2024",
               "2024-03-01T10:00:00+01:00", "2024/3/1", "3/2/22", "3 févr. 2022", "3 de enero de 2022",
               "MARCH 3RD, 2024", "3 PAŹDZIERNIKA 2021", "12 września 2020", "Termin: 29.02.2020",
               "x2024-01-01", "12024-01-01", "1.2.2024.5", "Év 2020", "ſep 3, 2020", "\u212awi 3, 2020",
               "ıan 3, 2020", "İan 3, 2020", "Ḟeb 3, 2020", "٣ mars ٢٠٢٢", "٢٠٢٢-٠٣-٠١", "Dec 25th, 2023 ~ Jan 1, 2024",
               "Sunday 5 May 2019", "Lut 5, 2021", "grudnia 5, 2021", "wrz 5, 2021", "ott 5, 2021", "", "no date here"]


@pytest.mark.parametrize("pattern", [written_dates.DATE_LINE_DATE, post_headers.POST_HEADER_DATE])
def test_date_initials_lookahead_keeps_every_match(pattern):
    # The lookahead on a digit or a month's first letter only skips starting positions: the same
    # matches, where they were, as the pattern without it (also case-folded letters: ſ, Kelvin K).
    plain = _without_initials_lookahead(pattern)
    texts = _DATE_TEXTS + [text.upper() for text in _DATE_TEXTS] + [text.lower() for text in _DATE_TEXTS]
    texts += ["Posted " + a + " and " + b for a, b in zip(_DATE_TEXTS, reversed(_DATE_TEXTS))]
    for text in texts:
        assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in plain.finditer(text)], text
        assert pattern.subn(" ", text) == plain.subn(" ", text), text


def test_a_prompt_text_is_searched_once_a_page(monkeypatch):
    # the wrappers around a prompt hold its text again, and two prompt words climb the same blocks:
    # the families are searched once for each text of the page
    html = ("<html><body><article><p>" + "Story text, long enough to stay. " * 20 + "</p>"
            "<div><div><p>Subscribe now to our <b>newsletter</b>, delivered right to your inbox</p></div></div>"
            "<p>" + "More story text to keep the region long. " * 20 + "</p></article></body></html>")
    searched = []
    judge = prompt_families.holds_a_prompt
    patch_clean(monkeypatch, "holds_a_prompt", lambda text: searched.append(text) or judge(text))
    root = parse_html(html).find(".//article")
    assert prompts.drop_prompt_lines(root) == 1
    assert "Subscribe" not in "".join(root.itertext())
    assert len(searched) == len(set(searched)) == 1


def test_see_also_names_are_read_only_when_a_name_holds_also(monkeypatch):
    # every victim is asked whether it is named only "see also": most are not even named "...also"
    for names, expected in [("seealso", True), ("SeeAlso", True), ("see_also admonition", True), ("see-alſo", True),
                            ("sidebar", False), ("related", False), ("alsobox", False), ("seealso related", False)]:
        el = etree.fromstring(f'<div class="{names}"><a href="#">x</a></div>')
        assert spares._named_see_also_only(el) == expected, names
    read = []
    pattern = spares._SEE_ALSO_NAME
    patch_clean(monkeypatch, "_SEE_ALSO_NAME", type("P", (), {"fullmatch": lambda self, n: read.append(n) or
                                                                 pattern.fullmatch(n)})())
    assert not spares._named_see_also_only(etree.fromstring('<div class="share-bar" id="menu"><a>x</a></div>'))
    assert read == []


def test_month_led_lookahead_keeps_every_written_date():
    # The lookahead before the month-led alternative only turns starting positions away where no
    # run of word characters, ".", a space and a digit follows: the same matches as without it.
    pattern = teasers._WRITTEN_DATE
    assert pattern.pattern.count(teasers._MONTH_LED) == 1
    plain = re.compile(pattern.pattern.replace(teasers._MONTH_LED, "", 1), pattern.flags)
    texts = _DATE_TEXTS + [text.upper() for text in _DATE_TEXTS] + [text.lower() for text in _DATE_TEXTS]
    texts += ["Posted " + a + " and " + b for a, b in zip(_DATE_TEXTS, reversed(_DATE_TEXTS))]
    texts += ["ReviewsMarch 3, 2024Read", "février. 3, 2022", "déc. 12 2021", "Oktober_3, 2021", "août3, 2021",
              "Jan. 3 2024", "jan  3, 2024", "jan\u00a03, 2024", "janvier 3,2024", "dez 3, 20245", "mäRZ 3, 2021"]
    for text in texts:
        assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in plain.finditer(text)], text


def _literal_runs(source: str) -> list[str]:
    """Every string a match of `source` is made of, as a run of literals with each optional,
    repeated or class-matched part read as NUL: a word found in each string is a word of every
    match (it lies in letters no match can leave out or change)."""
    from re import _constants as c
    from re import _parser

    def runs(items) -> list[str]:
        texts = [""]
        for op, av in items:
            if op is c.LITERAL:
                pieces = [chr(av)]
            elif op is c.SUBPATTERN:
                pieces = runs(av[3])
            elif op is c.BRANCH:
                pieces = [text for branch in av[1] for text in runs(branch)]
            elif op is c.AT:
                pieces = [""]
            else:  # a repeat, a class, any character
                pieces = ["\0"]
            texts = [text + piece for text in texts for piece in pieces]
        return texts

    return runs(_parser.parse(source))


def test_every_consent_match_holds_a_consent_word():
    for text in _literal_runs(prompt_families.PROMPT_FAMILIES["consent"]):
        assert any(word in text for word in prompts.CONSENT_WORDS), text


def test_literal_runs_leave_out_optional_letters():
    assert _literal_runs("ab(?:cd)?e|f[gh]i") == ["ab\0e", "f\0i"]


@pytest.mark.parametrize("text, verdict", [
    ("We use cookies to give you the best experience. " * 3, True),
    ("Diese Website verwendet Cookies. Mehr dazu in unserer Datenschutzerklärung.", True),
    ("Bu sitede çerezleri kullanıyoruz.", True),
    ("Sign up for our newsletter and get the best stories in your inbox every week.", False),
    ("We use cookies " + "x" * prompts.CONSENT_MAX_CHARS, False),
])
def test_consent_verdicts_stand_behind_the_word_test(text, verdict):
    assert prompts._is_consent_notice(text) is verdict


def test_a_block_without_a_consent_word_is_not_searched(monkeypatch):
    searched = []
    patch_clean(monkeypatch, "_CONSENT", type("Spy", (), {
        "search": staticmethod(lambda text: searched.append(text))})())
    assert not prompts._is_consent_notice("Get our newsletter: the week's stories in your inbox, every Friday.")
    assert searched == []


def test_content_body_is_the_first_child_named_body():
    root = etree.fromstring("<html><head><title>t</title></head><body><p>one</p></body></html>",
                            etree.HTMLParser())
    assert clean.content_body(root) is root[1]
    assert clean.content_body(root.getroottree()) is root[1]
    assert clean.content_body(root[1]) is root[1]
    bare = etree.fromstring("<html><head/></html>")
    assert clean.content_body(bare) is bare


def _consumes_a_digit(items) -> bool:
    """Does every match of the parsed pattern `items` take a decimal digit (`\\d`) of the text?
    (Lookarounds take none; a repeat takes one only when it must run at least once.)"""
    from re import _constants as c

    for op, av in items:
        if op is c.IN and av == [(c.CATEGORY, c.CATEGORY_DIGIT)]:
            return True
        if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and av[0] >= 1 and _consumes_a_digit(av[2]):
            return True
        if op is c.SUBPATTERN and _consumes_a_digit(av[3]):
            return True
        if op is c.BRANCH and all(_consumes_a_digit(branch) for branch in av[1]):
            return True
    return False


def test_every_written_date_holds_a_digit():
    # _is_teaser_card searches a card's text for a written date only when it holds a digit
    from re import _parser

    assert _consumes_a_digit(_parser.parse(teasers._WRITTEN_DATE.pattern, teasers._WRITTEN_DATE.flags))
    assert not _consumes_a_digit(_parser.parse(r"(?=\d)a|\d?b"))
    assert _consumes_a_digit(_parser.parse(r"x(?:a\d|\d{2,}b)"))


def test_a_teaser_card_without_a_digit_is_not_searched_for_a_date(monkeypatch):
    searched = []
    pattern = teasers._WRITTEN_DATE
    patch_clean(monkeypatch, "_WRITTEN_DATE", type("Spy", (), {
        "search": lambda self, text: searched.append(text) or pattern.search(text)})())
    card = ('<li><a href="/news/{slug}"><h3>Harbour festival {title}</h3></a>'
            "<p>The town's summer festival returns to the old harbour.</p>{date}</li>")
    undated = etree.fromstring(card.format(slug="a", title="returns", date=""))
    dated = etree.fromstring(card.format(slug="b", title="opens", date="<span>3 March 2024</span>"))
    assert not teasers._is_teaser_card(undated)
    assert searched == []
    assert teasers._is_teaser_card(dated)
    assert len(searched) == 1


def test_every_review_line_holds_a_review_word():
    # drop_review_lines asks an element's text for a review word before _REVIEW_LINE's alternatives
    for text in _literal_runs(reviews._REVIEW_LINE.pattern):
        assert reviews._REVIEW_LINE_WORD.search(text), text


def test_alnum_folding_is_the_split_pattern_removal_for_every_code_point():
    """alnum_folded(text) is `SPLIT.sub("", text.lower())` over every code point (the Kelvin sign
    and "İ" lower-case to ASCII letters), in class values and around separators."""
    every = "".join(chr(code) for code in range(0x110000) if not 0xD800 <= code < 0xE000)
    for text in (every, every[::-1], "post-Sig_Nature  userStats \u212aarma İtem x-1", "", "---", "ÄÖÜ äöü"):
        assert clean_tokens.alnum_folded(text) == clean_tokens.SPLIT.sub("", text.lower())


@given(st.text())
@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
def test_alnum_folding_matches_the_split_pattern_on_any_text(text):
    assert clean_tokens.alnum_folded(text) == clean_tokens.SPLIT.sub("", text.lower())


# --- Round 40 (lines40): patterns told by a text's first character, word trees, ASCII searches ---------

_FIRST_CHARACTER_SOURCES = [
    (r"\s*(?:ab|ac|a|b[]|]x|c\|d|(?:x|y)z|e?f|\d|[a|b]|\s+q|(?=[ž])ž\w)", re.I),
    (r"\s*(?:Ab|ab|AB|b)(?:\s|$)", 0),
    (r"(?=(\s*))\1(?:ab|ac|a|b[]|]x|c\|d|(?:x|y)z|e?f|\d|[a|b]|kup|sponsor|ilik)", re.I),
    (r"\s*(?:ab|a)$", re.I),
    (r"(?:ab|a|\s*c|\d)x?$", re.I),
    (r"(?:ab|b[]|]x)|c\|d|(?:x|y)z|e?f|\d|[a|b]", re.I),
]
_FIRST_CHARACTER_TEXTS = ["ab", "AB", "Ac", "a", "b]", "b|", "bx", "c|d", "c", "xz", "yz", "ef", "f", "Ef", "7", "|",
                          "  ab", "zz", "", "   ", "b", " q", "  q", "q", "žu", "Žu", "\u212aup", "ſponsor", "ılık",
                          "İlik", "\tAb ", "ab x", "abc", "\u3000ab"]


@pytest.mark.parametrize("source, flags", _FIRST_CHARACTER_SOURCES)
def test_first_character_match_gives_the_patterns_matches(source, flags):
    pattern = re.compile(source, flags)
    told = patterns.FirstCharacterMatch(pattern)
    assert told._by_character  # the pattern split: alternatives are told by the first character
    for text in _FIRST_CHARACTER_TEXTS:
        expected, found = pattern.match(text), told.match(text)
        assert (found is None) == (expected is None), (source, text)
        assert found is None or found.span() == expected.span(), (source, text)


def test_first_character_match_keeps_the_alternatives_capturing_groups():
    pattern = re.compile(r"(?:(?P<a>a)b|c|f|gh|(x)(?P<y>y)?|d(?P<e>e)?)$", re.I)
    told = patterns.FirstCharacterMatch(pattern)
    assert told._by_character["c"].pattern.count("|") < pattern.pattern.count("|")
    for text in ["AB", "c", "x", "xy", "d", "de", "dex", "a", "", " c", "f", "gh", "g"]:
        expected, found = pattern.match(text), told.match(text)
        assert (found is None) == (expected is None), text
        assert found is None or (found.groupdict(), found.groups()) == (expected.groupdict(), expected.groups()), text


def test_line_starts_and_section_labels_are_told_by_their_first_character():
    # a head opening with "(" is matched against the alternatives a "(" can open, not the ~60 letter groups
    assert len(line_heads.LINE_STARTS._by_character["("].pattern) < 100
    assert line_heads.LINE_STARTS._by_character["r"] is not line_heads.LINE_STARTS._by_character["s"]
    assert len(phrases._SECTION_LABEL._by_character["r"].pattern) * 10 < len(phrases._SECTION_LABEL.whole.pattern)


@given(st.text(alphabet="abcdeptorsinlugAT\u212aſ- ", max_size=40))
@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
def test_words_holding_pattern_finds_what_a_substring_test_finds(text):
    words = ["actionbar", "author", "authorrank", "pil", "sign", "signature", "tns", "k", "a-b"]
    pattern = patterns.words_holding_pattern(words)
    assert (pattern.search(text) is not None) == any(word in text for word in words)


def test_words_holding_pattern_is_a_tree_of_letters():
    assert patterns.words_holding_pattern(["ab", "abc", "ad", "b"]).pattern == "a(?:b|d)|b"
    assert len(patterns._top_level_alternatives(clean_lines.CHROME_SUBSTRING.pattern)) * 2 < len(clean_lines.POST_CHROME_TOKENS)


@pytest.mark.parametrize("source", [r"(?:we|this site) uses? cookies|nutzen wir cookies|çerez kullan|ž\d",
                                    r"(?:a|b)c|^x|\bfollow", r"\d+ x"])
def test_searched_by_first_letter_finds_what_the_pattern_finds(source):
    whole, told = re.compile(source), patterns.searched_by_first_letter(source)
    for text in ["we use cookies", "this site uses cookies", "x", "ax", "bc x", "unfollow", "a follow", "çerez kullanır",
                 "ž1", "3 x", "", "nutzen wir cookies", "wir nutzen cookies", "WE USE COOKIES"]:
        assert (told.search(text) is not None) == (whole.search(text) is not None), (source, text)


def test_consent_and_prompt_searches_leave_letters_outside_ascii_to_texts_holding_them():
    assert isinstance(prompts._CONSENT, patterns.AsciiTextSearch)
    letters = prompt_families._PROMPT_SPLIT[0]
    assert len(letters._ascii.pattern) < len(letters._whole.pattern)
    assert letters.search("zapisz się do newslettera") is not None or letters.search("subscribe to our newsletter")


@given(st.text(alphabet="0123456789 ./-,ADEFJMNOSTadefjmnostuvcglrpwyikz", max_size=30))
@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
def test_caseless_search_finds_the_dates_the_pattern_finds(text):
    from beam_extract.clean import dates

    assert dates._DATE_SEARCH._lowered is not None  # ASCII texts are searched lower-cased, without re.I
    assert (dates._DATE_SEARCH.search(text) is None) == (written_dates.DATE_LINE_DATE.search(text) is None)


@pytest.mark.parametrize("source, lowered", [(r"ab|cd", True), (r"Ab", False), (r"\bx\d", True), (r"s\u017f", False),
                                             ("\u017f", False), ("\u212a", False), (r"\101", False), ("é|ü", True)])
def test_caseless_search_is_lowered_only_where_ascii_texts_read_alike(source, lowered):
    pattern = re.compile(source, re.I)
    told = patterns.CaselessSearch(pattern)
    assert (told._lowered is not None) == lowered
    for text in ["AB", "ab", "xCD", "X1", "S", "K", "A", "ÉÜ", "Straße"]:
        assert (told.search(text) is None) == (pattern.search(text) is None), (source, text)


def test_listing_controls_side_by_side_match_what_the_families_match():
    sources = [line_families.LINE_FAMILIES[name] for name in ("listing_controls", "card_badge", "close_control")]
    written = re.compile("(?:%s)|(?:%s)|(?:%s)" % tuple(sources), re.I)
    assert isinstance(clean_lines.LISTING_CONTROL, patterns.FirstCharacterMatch)
    texts = ["Filter", "filters (3)", "Sort by: Featured", "Top Rated", "Close", "close x", "Schließen", "Best Seller",
             "Filtern nach", "Sortieren", "list.sort", "", "x", "New", "New arrivals in", "(2) Filters", "Clear all filters"]
    for alternative in patterns.distributed_alternatives(sources):
        word = " ".join(re.sub(r"\\[Wbdws]|[\\\[\]()?|:*+{}$^.]", " ", alternative).split())
        texts += [word, word.upper(), word + " x", word[:-1]]
    for text in texts:
        assert (clean_lines.LISTING_CONTROL.match(text) is None) == (written.match(text) is None), text


def test_prose_card_containers_judge_each_name_once(monkeypatch):
    # twelve promotion boxes of one class string: `_named_as_promotion` read once, the verdict kept
    boxes = "".join('<div class="promo-container"><p>Short.</p></div>' for _ in range(12))
    region = parse_html(f"<html><body><main>{boxes}</main></body></html>").find(".//main")
    victims = list(region)
    asked = []
    judge = spares._named_as_promotion
    monkeypatch.setattr(spares, "_named_as_promotion", lambda names: asked.append(names) or judge(names))
    assert spares.spare_prose_cards(victims, region, 200) == victims
    assert asked == ["promo-container"]


