"""The cleaning of the content document: regular expressions built from vocabularies (alternatives grouped
by first letter, `match_starts`, `searched_in_two`).

In: vocabularies (word lists), compiled patterns and their sources (`PatternSource`). Out: compiled patterns and the characters a pattern
can start with.
"""
from __future__ import annotations

import re
from re import _constants as _sre_constants  # the regex parser, read by `match_starts`
from re import _parser as _sre_parse
from typing import NamedTuple


def greek_unaccented(pattern: str) -> str:
    """A Greek label's pattern with each accented vowel matching its bare letter too (upper-case
    headings drop the accents: "ΣΧΟΛΙΑ" lower-cases to "σχολια")."""
    for accented, bare in zip("άέήίόύώ", "αεηιουω"):
        pattern = pattern.replace(accented, f"[{accented}{bare}]")
    return pattern


def folded_literals(labels: tuple[str, ...]) -> tuple[str, ...]:
    """Plain labels (no regex syntax) as `_is_section_label` reads a text: lower-cased, every run of
    non-word characters a space (Hindi's and Thai's vowel signs are marks, not word characters)."""
    folded = (" ".join(re.sub(r"[^\w]+", " ", label.lower()).split()) for label in labels)
    return tuple(re.escape(label).replace("\\ ", " ") + "$" for label in folded)


def _pattern_structure(source: str, start: int = 0):
    """The `(`, `)` and `|` of the regular expression `source` from `start`, outside escapes and
    character classes, each as (index, char, depth after it); last, (len(source), "", depth at the
    end), with depth -1 when a character class is left open."""
    depth, index, in_class = 0, start, False
    while index < len(source):
        char = source[index]
        if char == "\\":
            index += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
            if source[index + 1: index + 2] == "^":
                index += 1
            if source[index + 1: index + 2] == "]":
                index += 1  # a "]" opening the class is one of its characters
        elif char in "()|":
            depth += (char == "(") - (char == ")")
            yield index, char, depth
        index += 1
    yield len(source), "", -1 if in_class else depth


def _top_level_alternatives(source: str) -> list[str] | None:
    """`source` split at its `|`s outside groups and character classes; None if unbalanced."""
    alternatives, start = [], 0
    for index, char, depth in _pattern_structure(source):
        if depth < 0 or (not char and depth):
            return None
        if char == "|" and depth == 0:
            alternatives.append(source[start:index])
            start = index + 1
    alternatives.append(source[start:])
    return alternatives


# The shapes of "white space, then one of these alternatives" grouped_by_first_letter takes: the
# atomic one _LINE_START is written in, and the plain one.
LEADING_SPACE_OPENINGS = ("(?=(\\s*))\\1(?:", "\\s*(?:")


class PatternSource(NamedTuple):
    """A pattern's source and flags, not compiled: what `leading_alternatives`, `grouped_source`,
    `grouped_by_first_letter` and `match_starts` read of a pattern. A pattern compiled only to be read
    so costs its compile at every import: each of LINE_FAMILY_PATTERN's families compiled as written
    and side by side too, only to be grouped, took ~0.1 s and ~0.3 s more (2026-12-04); the section
    labels and the line heads compiled only to be grouped or for their starts, ~0.2 s of the
    import's ~2.2 s of CPU (2026-12-06)."""
    pattern: str
    flags: int


def leading_alternatives(pattern: re.Pattern | PatternSource) -> tuple[str, list[str]] | None:
    """The opening (one of LEADING_SPACE_OPENINGS) and the top-level alternatives of `pattern`,
    or None for any other shape."""
    source = pattern.pattern
    for opening in LEADING_SPACE_OPENINGS:
        if source.startswith(opening) and source.endswith(")"):
            alternatives = _top_level_alternatives(source[len(opening):-1])
            return None if alternatives is None else (opening, alternatives)
    return None


def grouped_by_first_letter(pattern: re.Pattern | PatternSource) -> re.Pattern | PatternSource:
    """`pattern` (white space, then `(?:a|b|...)`) with its alternatives that start with a letter
    grouped by it: `\\s*(?:b(?:ild|ack|y)|...)`, which `match` tells the same strings about (a prefix
    shared by alternatives is factored out, nothing else changes) without trying each alternative in
    turn: under re.I the engine cannot skip an alternative by its first character, and _LINE_START
    has a hundred (measured 2026-11-30 on the 274,000 heads of WCXB dev's line candidates: 0.73 s of
    CPU as written, 0.22 s grouped). For `match(...) is not None` only: where a string matches,
    the span may be another alternative's. Any other shape of pattern is returned as it is."""
    source = grouped_source(pattern)
    return pattern if source is None else re.compile(source, pattern.flags)


def grouped_source(pattern: re.Pattern | PatternSource) -> str | None:
    """The source of `grouped_by_first_letter(pattern)`, not compiled; None for a pattern of another shape."""
    split = leading_alternatives(pattern)
    if split is None:
        return None
    opening, alternatives = split
    folded = bool(pattern.flags & re.IGNORECASE)
    groups: dict[str, list[str]] = {}
    rest = []
    for alternative in alternatives:
        first = alternative[:1]
        # any letter, ASCII or not (the Cyrillic and CJK labels too), whose lower case is one letter
        if first.isalpha() and len(first.lower()) == 1 and alternative[1:2] not in ("?", "*", "+", "{"):
            groups.setdefault(first.lower() if folded else first, []).append(alternative[1:])
        else:
            rest.append(alternative)
    grouped = [f"{first}(?:{'|'.join(tails)})" for first, tails in groups.items()]
    return "%s%s)" % (opening, "|".join(grouped + rest))


class FirstCharacterMatch:
    """`pattern.match` for a pattern of a group of alternatives and a suffix, after white space or
    not (`opening_alternatives_suffix`), told with only the alternatives that may open at the text's
    first character (after the white space) when it is ASCII (`match_starts` of each, one character):
    one pattern per such character, built once. Even grouped by first letter
    (`grouped_by_first_letter`), the engine tries every group in turn under re.I, and _LINE_START has
    ~60: 2026-12-05, the 41,000 line heads the label walk hands over on a third of WCXB dev, 0.074 ->
    0.060 s of CPU; `phrases._SECTION_LABEL`'s 4,034 texts 0.025 -> 0.008 s (a host at load 4-5). A text
    opening with a character outside ASCII (or white space) is matched by the whole pattern. The
    alternatives kept stay in their order and every alternative capturing a group is kept (the
    groups keep their numbers), so a match is the whole pattern's, span and groups."""

    __slots__ = ("_after_space", "_by_character", "flags", "pattern", "whole")

    def __init__(self, pattern: re.Pattern):
        self.whole = pattern
        self.pattern, self.flags = pattern.pattern, pattern.flags  # read as the pattern's (`match_starts`)
        self._by_character: dict[str, re.Pattern | None] = {}
        split = opening_alternatives_suffix(pattern)
        self._after_space = split is not None and split[0] in LEADING_SPACE_OPENINGS
        if split is None:
            return
        opening, alternatives, suffix = split
        firsts = [None if _capturing_groups(alternative) else _first_characters(alternative, pattern.flags)
                  for alternative in alternatives]
        folded = bool(pattern.flags & re.IGNORECASE)
        built: dict[tuple, re.Pattern | None] = {}
        for code in range(128):
            character = chr(code)
            if character.isspace():
                continue
            key = character.lower() if folded else character
            kept = tuple(alternative for alternative, first in zip(alternatives, firsts) if first is None or key in first)
            if kept not in built:
                built[kept] = re.compile(f"{opening}{'|'.join(kept)}){suffix}", pattern.flags) if kept else None
            self._by_character[character] = built[kept]

    def match(self, text: str) -> re.Match | None:
        """A match of the pattern at the start of `text`, or None."""
        first = text.lstrip()[:1] if self._after_space else text[:1]
        if first in self._by_character:
            told = self._by_character[first]
            return None if told is None else told.match(text)
        return self.whole.match(text)

    def by_code(self) -> tuple:
        """`match` as a table for a C walk (`_speedups._line_start_matches`): for each ASCII code, the
        `match` of the pattern that character picks, or None (no alternative may open there); then
        the whole pattern's `match` (any other first character) and whether white space is skipped
        before the first character."""
        picked = [self._by_character.get(chr(code), self.whole) for code in range(128)]
        return (*(None if told is None else told.match for told in picked), self.whole.match, self._after_space)


def opening_alternatives_suffix(pattern: re.Pattern) -> tuple[str, list[str], str] | None:
    """The opening (one of LEADING_SPACE_OPENINGS, or "(?:" for a group opening the pattern or a
    pattern of alternatives), the top-level alternatives of the group it opens and what follows that
    group (no quantifier, no alternative), or None for any other shape."""
    source = pattern.pattern
    whole = _top_level_alternatives(source)
    if whole is None:
        return None
    if len(whole) > 1:
        return "(?:", whole, ""
    for opening in (*LEADING_SPACE_OPENINGS, "(?:"):
        if not source.startswith(opening):
            continue
        end = _group_end(source, len(opening) - 3)
        if end is None or source[end:end + 1] in ("?", "*", "+", "{"):
            return None
        alternatives = _top_level_alternatives(source[len(opening):end - 1])
        return None if alternatives is None else (opening, alternatives, source[end:])
    return None


def _capturing_groups(alternative: str) -> int:
    """How many groups `alternative` captures (1 when it does not compile alone). Parsed, not
    compiled: the parse tells the groups, and compiling a thousand alternatives at import cost more."""
    try:
        return _sre_parse.parse(alternative).state.groups - 1  # the count holds group 0, the match
    except re.error:
        return 1


def _first_characters(alternative: str, flags: int) -> frozenset | None:
    """The ASCII characters (lower-cased under re.I) a match of `alternative` may open with, or None
    when any (or white space, which the opening's white space may leave to it) may."""
    try:
        parsed = _sre_parse.parse(alternative, flags)
    except re.error:
        return None
    firsts = _parsed_match_starts(parsed, flags, 1)
    if firsts is None or any(first.isspace() for first in firsts):
        return None
    return firsts


def _group_end(source: str, start: int) -> int | None:
    """The index just past the group opening at `source[start]` ("("); None if unbalanced."""
    for index, char, depth in _pattern_structure(source, start):
        if char == ")" and depth == 0:
            return index + 1
    return None


_BACKREFERENCE = re.compile(r"\\[1-9]|\(\?P=")


def distributed_alternatives(sources) -> list[str] | None:
    """The patterns `sources` as one list of alternatives: "(?:a|b)S" gives "a(?:S)" and "b(?:S)"
    (a string matches one of them where it matches the pattern); any other shape stays whole, in a
    group. None when a pattern refers back to a group (its number would move)."""
    alternatives = []
    for source in sources:
        if _BACKREFERENCE.search(source):
            return None
        end = _group_end(source, 0) if source.startswith("(?:") else None
        inner = _top_level_alternatives(source[3:end - 1]) if end else None
        if inner is None or source[end:end + 1] in ("?", "*", "+", "{"):
            alternatives.append(f"(?:{source})")
            continue
        suffix = source[end:]
        alternatives += [alternative + (f"(?:{suffix})" if suffix else "") for alternative in inner]
    return alternatives


# The C label walk asks Python about a leaf's text (`_leaf_is_label`) or a line's head (`LINE_STARTS`)
# only when its first START_CHARS characters (folded as the pattern reads them) begin as some match
# of the pattern can; `match_starts` works these starts out from the patterns themselves, so they
# follow every edit of the rules. Measured 2026-11-30 on WCXB dev: 4 characters leave 7% of the
# 124,000 label texts the memo had not seen (2: 50%, 3: 15%) and 27% of the line heads (2: 64%).
START_CHARS = 4
# A character set wider than this (`\w`, `.`) ends a start where it stands (the rest may be anything).
_START_MAX_CHOICES = 40
_START_MAX_STEPS = 200_000
_CLASS_CATEGORIES = {
    _sre_constants.CATEGORY_DIGIT: r"\d", _sre_constants.CATEGORY_NOT_DIGIT: r"\D",
    _sre_constants.CATEGORY_SPACE: r"\s", _sre_constants.CATEGORY_NOT_SPACE: r"\S",
    _sre_constants.CATEGORY_WORD: r"\w", _sre_constants.CATEGORY_NOT_WORD: r"\W",
}
_CHARACTER_OPS = (_sre_constants.LITERAL, _sre_constants.NOT_LITERAL, _sre_constants.ANY, _sre_constants.IN)
_REPEAT_OPS = tuple(op for op in (_sre_constants.MAX_REPEAT, _sre_constants.MIN_REPEAT,
                                  getattr(_sre_constants, "POSSESSIVE_REPEAT", None)) if op is not None)
_ZERO_WIDTH_OPS = (_sre_constants.AT, _sre_constants.ASSERT, _sre_constants.ASSERT_NOT)


# The ASCII characters a parsed character op matches, as `match_starts` writes them, by (op, its
# argument, the flags it is read with, `folded_heads`): the same letters recur in a thousand patterns.
_CHOICES_OF: dict = {}


def _one_character_source(op, av) -> str | None:
    """A pattern of one character for a parsed character op (a literal, a class, "."), or None."""
    if op is _sre_constants.LITERAL:
        return re.escape(chr(av))
    if op is _sre_constants.NOT_LITERAL:
        return "[^%s]" % re.escape(chr(av))
    if op is _sre_constants.ANY:
        return "."
    parts = []
    for item_op, item in av:
        if item_op is _sre_constants.NEGATE:
            parts.insert(0, "^")
        elif item_op is _sre_constants.LITERAL:
            parts.append(re.escape(chr(item)))
        elif item_op is _sre_constants.RANGE:
            parts.append("%s-%s" % (re.escape(chr(item[0])), re.escape(chr(item[1]))))
        elif item_op is _sre_constants.CATEGORY and item in _CLASS_CATEGORIES:
            parts.append(_CLASS_CATEGORIES[item])
        else:
            return None
    return "[%s]" % "".join(parts)


def match_starts(pattern: re.Pattern | PatternSource, size: int = START_CHARS, folded_heads: bool = False) -> frozenset | None:
    """The ways a string that `pattern.match`es can begin, as far as ASCII tells: a set of strings
    of `size` characters or fewer (fewer where a match may end there, or where the pattern reads on
    with a wide class or a construct not worked out here) such that every string whose first
    `size` characters are ASCII and that the pattern matches starts with one of them. Under
    re.IGNORECASE the starts are lower-cased and so must the string's head be. None when nothing
    is ruled out (the pattern may match the empty string, or it is too intricate).
    `folded_heads`: the strings are white space folded (" ".join(s.split()): no space first, none
    twice in a row, every white space a " ") and their heads are read with each digit as "0"
    (`fold_head`): a digit-led family's starts are one start per shape, not one per digit."""
    try:
        parsed = _sre_parse.parse(pattern.pattern, pattern.flags)
    except (re.error, TypeError):
        return None
    return _parsed_match_starts(parsed, pattern.flags, size, folded_heads)


def _parsed_match_starts(parsed, flags: int, size: int = START_CHARS, folded_heads: bool = False) -> frozenset | None:
    """`match_starts` of a pattern parsed with `flags` (`re._parser.parse`)."""
    folded = bool(flags & re.IGNORECASE)
    one_flags = flags & (re.IGNORECASE | re.ASCII | re.DOTALL)
    starts: set = set()

    def choices(op, av) -> list | None:
        key = (op, repr(av), one_flags, folded_heads)
        if key not in _CHOICES_OF:
            source = _one_character_source(op, av)
            one = None if source is None else re.compile(source, one_flags)
            _CHOICES_OF[key] = None if one is None else sorted(
                {_head_character(c.lower() if folded else c, folded_heads) for c in _ASCII_CHARACTERS if one.fullmatch(c)})
        return _CHOICES_OF[key]

    pending = [("", tuple(parsed), 4 * size + 8)]  # (start so far, items still to read, repeats left)
    for _ in range(_START_MAX_STEPS):
        if not pending:
            break
        prefix, rest, budget = pending.pop()
        if len(prefix) >= size or not rest or budget <= 0:
            starts.add(prefix[:size])
            continue
        (op, av), tail = rest[0], rest[1:]
        if op in _CHARACTER_OPS:
            options = choices(op, av)
            if options is None or len(options) > _START_MAX_CHOICES:
                starts.add(prefix)
                continue
            pending.extend((prefix + character, tail, budget) for character in options  # none: no ASCII goes on
                           if not (folded_heads and character == " " and prefix[-1:] in ("", " ")))
        elif op is _sre_constants.SUBPATTERN and not (av[1] or av[2]):  # a group setting no flags
            pending.append((prefix, tuple(av[3]) + tail, budget))
        elif op is _sre_constants.BRANCH:
            pending.extend((prefix, tuple(alternative) + tail, budget) for alternative in av[1])
        elif op in _REPEAT_OPS:
            low, high, item = av
            fewer = high if high is _sre_constants.MAXREPEAT else high - 1
            if low:
                pending.append((prefix, (*item, (op, (low - 1, fewer, item)), *tail), budget - 1))
                continue
            pending.append((prefix, tail, budget))
            if high:
                pending.append((prefix, (*item, (op, (0, fewer, item)), *tail), budget - 1))
        elif op in _ZERO_WIDTH_OPS:  # ruling nothing out: the starts only widen
            pending.append((prefix, tail, budget))
        else:
            starts.add(prefix)
    if pending:  # too intricate to work out
        return None
    return None if "" in starts else frozenset(starts)


def _head_character(character: str, folded_heads: bool) -> str:
    """An ASCII character as `match_starts` writes it in a start (its case already set)."""
    if not folded_heads:
        return character
    return "0" if "0" <= character <= "9" else " " if character.isspace() else character


def searched_in_two(sources) -> tuple[re.Pattern, re.Pattern] | None:
    """The alternatives of the patterns `sources` (`distributed_alternatives`, three times: "(?:a|b) c"
    inside a family gives "a(?: c)" and "b(?: c)") as two patterns, a text holding a match of any
    source holding one of either: those starting with a letter, grouped by it (the engine then skips
    the positions no group's letter opens and tries a group, not each alternative: a search of the
    families as written tries every alternative at every position), a leading optional group left
    out (`_without_optional_lead`) and a word start told after its letter
    (`_with_word_start_after_letter`) so that more do; and the others (an anchor), as one pattern
    anchored once when all are (tried at the start alone). None when the sources do not split so.
    For `search(...) is not None` only."""
    split = _split_by_first_letter(sources)
    if split is None:
        return None
    grouped, rest = split
    if not grouped or not rest:
        return None
    letters = AsciiTextSearch(grouped)
    if all(alternative.startswith("^") for alternative in rest):  # tried at the start alone
        return letters, re.compile("^(?:" + "|".join(alternative[1:] for alternative in rest) + ")")
    return letters, re.compile("|".join(rest))


def searched_by_first_letter(source: str):
    """`re.compile(source)` for `search(...) is not None`, its alternatives grouped as `searched_in_two`
    groups them, in one pattern (`AsciiTextSearch`); the pattern as written when they do not split so."""
    split = _split_by_first_letter([source])
    if split is None or not split[0]:
        return re.compile(source)
    grouped, rest = split
    return AsciiTextSearch(grouped, rest)


def _split_by_first_letter(sources) -> tuple[dict[str, str], list[str]] | None:
    """`searched_in_two`'s alternatives: ({first letter: the letter before a group of the tails after
    it}, the others), or None."""
    grouped: dict[str, list[str]] = {}
    rest: list[str] | None = [f"(?:{source})" for source in sources]
    for _ in range(3):
        alternatives = distributed_alternatives(rest)
        if alternatives is None:
            return None
        rest = []
        for alternative in alternatives:
            alternative = _with_word_start_after_letter(_without_optional_lead(alternative))
            first = alternative[:1]
            if first.isalpha() and alternative[1:2] not in ("?", "*", "+", "{"):
                grouped.setdefault(first, []).append(alternative[1:])
            else:
                rest.append(alternative)
    return {first: f"{first}(?:{'|'.join(tails)})" for first, tails in grouped.items()}, rest


class AsciiTextSearch:
    """The `search` of the alternatives `led` ({first letter: alternative}, matched case for case) and
    `others`: an ASCII text, which no alternative led by a letter outside ASCII can match, is searched
    without those. Fewer alternatives to try at each position: 2026-12-05, the 1,544 texts
    `holds_a_prompt` searched over a third of WCXB dev, 0.088 -> 0.043 s (1,226 of them ASCII, 25 of
    the 63 letters ASCII)."""

    __slots__ = ("_ascii", "_whole", "pattern")

    def __init__(self, led: dict[str, str], others: tuple[str, ...] | list[str] = ()):
        self._whole = re.compile("|".join([*led.values(), *others]))
        self.pattern = self._whole.pattern
        self._ascii = re.compile("|".join([*(source for first, source in led.items() if first.isascii()), *others])
                                 or "(?!)")

    def search(self, text: str) -> re.Match | None:
        """A match of an alternative in `text`, or None."""
        return (self._ascii if text.isascii() else self._whole).search(text)


class CaselessSearch:
    """`pattern.search` of a pattern compiled with re.IGNORECASE: an ASCII text is searched lower-cased
    by the same pattern without the flag (the engine then skips alternatives by their first letter,
    which it cannot under re.I), when that gives the same answer on every ASCII text: the pattern
    names no upper-case letter (outside escapes), no character by a code (\\u...: a range of them may
    fold onto ASCII) and no character outside ASCII that matches one inside under re.I. Otherwise,
    and for any other text, the pattern as it is. 2026-12-05: `dates._holds_date`'s 1,962 texts over a
    third of WCXB dev, 0.033 -> 0.016 s (1,834 of them ASCII)."""

    __slots__ = ("_lowered", "whole")

    def __init__(self, pattern: re.Pattern):
        self.whole = pattern
        self._lowered = re.compile(pattern.pattern, pattern.flags & ~re.IGNORECASE) \
            if pattern.flags & re.IGNORECASE and _reads_ascii_alike_lowered(pattern.pattern) else None

    def search(self, text: str) -> re.Match | None:
        """A match in `text`, or None (for an ASCII text, the match's span is the pattern's, its text
        lower-cased)."""
        if self._lowered is not None and text.isascii():
            return self._lowered.search(text.lower())
        return self.whole.search(text)


_ESCAPE = re.compile(r"\\.", re.S)
_OCTAL = re.compile(r"\\(?:0|[1-7][0-7]{2})")
_ASCII_CHARACTERS = [chr(code) for code in range(128)]


def _reads_ascii_alike_lowered(source: str) -> bool:
    """Does `source` (compiled with re.I) match an ASCII text where it matches the text lower-cased
    without re.I? See CaselessSearch."""
    if any(escape in source for escape in ("\\u", "\\U", "\\x", "\\N", "(?i", "(?-i")) or _OCTAL.search(source):
        return False
    plain = _ESCAPE.sub("", source)
    if any("A" <= character <= "Z" for character in plain):
        return False
    return not any(re.fullmatch(re.escape(character), ascii_character, re.IGNORECASE)
                   for character in set(plain) if not character.isascii() for ascii_character in _ASCII_CHARACTERS)


def _with_word_start_after_letter(source: str) -> str:
    """A word start before a letter told after it ("\\bfollow" -> "f(?<!\\wf)ollow": no word
    character before the "f"), so that the alternative opens with its letter; `source` otherwise."""
    letter = source[2:3]
    if source.startswith("\\b") and letter.isalpha() and source[3:4] not in ("?", "*", "+", "{"):
        return f"{letter}(?<!\\w{letter}){source[3:]}"
    return source


def _without_optional_lead(source: str) -> str:
    """`source` less a leading optional group ("(?:please )?support us" -> "support us"; a group
    wrapping the whole is looked into) when what follows opens with a letter (or a group each of
    whose alternatives does) and looks back nowhere: for `search(...) is not None` the same verdict,
    a match with the group holding one without it further on. Left whole otherwise."""
    while source.startswith("(?:"):
        end = _group_end(source, 0)
        if end is None:
            return source
        if end == len(source):  # "(?:...)" whole: its one alternative, if it has just one
            inner = _top_level_alternatives(source[3:end - 1])
            if inner is None or len(inner) != 1:
                return source
            source = inner[0]
            continue
        after = source[end + 1:]
        if source[end:end + 1] != "?" or "(?<" in after or not _opens_with_a_letter(after):
            return source
        source = after
    return source


def _opens_with_a_letter(source: str) -> bool:
    """Does every match of `source` begin with a letter it names ("s...", "(?:enable|turn on) ...")?"""
    if source[:1].isalpha():
        return source[1:2] not in ("?", "*", "{")
    if not source.startswith("(?:"):
        return False
    end = _group_end(source, 0)
    inner = _top_level_alternatives(source[3:end - 1]) if end else None
    return inner is not None and source[end:end + 1] not in ("?", "*", "{") and all(
        alternative[:1].isalpha() and alternative[1:2] not in ("?", "*", "{") for alternative in inner)


_VOCABULARY_SEARCHES: dict = {}


def vocabulary_search(vocabulary: frozenset):
    """The `search` of a pattern matching any word of `vocabulary` (made once per vocabulary)."""
    search = _VOCABULARY_SEARCHES.get(vocabulary)
    if search is None:
        words = sorted(vocabulary, key=lambda word: (-len(word), word))
        search = _VOCABULARY_SEARCHES[vocabulary] = re.compile("|".join(map(re.escape, words))).search
    return search


def words_holding_pattern(words) -> re.Pattern:
    """A pattern a text holds a match of exactly when it holds one of `words` (plain strings, none
    empty), written as a tree of their letters ("author|authorrank|actionbar" as "a(?:uthor|ctionbar)":
    a word that another begins with is left out, the shorter found wherever the longer is), so that the
    engine tries one branch per letter at each position, not each word. For `search(...) is not None`
    only: the span may be a shorter word's. 2026-12-05: lines.CHROME_SUBSTRING's 37 tokens over the
    3,709 class texts a third of WCXB dev asks about, 0.022 -> 0.011 s (a host at load 4); the 2 to 20
    words of `vocabulary_search`'s vocabularies measured level so (0.017 / 0.016 s over their 8,088
    searches) and stay an alternation."""
    return re.compile(_letter_tree(sorted(set(words))) or "(?!)")


def _letter_tree(words: list[str]) -> str:
    """`words_holding_pattern`'s source for sorted, distinct, non-empty `words`: their letters as a
    tree of dicts ("" marks a word's end, below which nothing is kept), written out from a stack."""
    root: dict = {}
    for word in words:
        node = root
        for character in word:
            node = node.setdefault(character, {})
            if "" in node:
                break  # a shorter word ends here (sorted: it came first)
        else:
            node.clear()
            node[""] = True
    parts: list[str] = []
    pending: list = [root]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            parts.append(item)
            continue
        pieces: list = []
        for index, (character, child) in enumerate(item.items()):
            pieces += ["|", re.escape(character)] if index else [re.escape(character)]
            if "" not in child:
                pieces += ["(?:", child, ")"]
        pending.extend(reversed(pieces))
    return "".join(parts)
