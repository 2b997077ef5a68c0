"""markdown_escapes: Markdown's escaping of text; a line's start tried only against the risks its first character can open."""
from beam_extract import markdown_escapes

# --- escape_line_start: each line tried only against the risks its first character can open ----

def _escape_line_start_reference(line: str) -> str:
    """Every LINE_START_RISK in order (the rule as written before the first-character table)."""
    if not line or line[0] not in markdown_escapes.LINE_START_CHARS:
        return line
    for _, pattern, repl in markdown_escapes.LINE_START_RISKS:
        if pattern.match(line):
            return pattern.sub(repl, line, count=1)
    return line


def test_escape_line_start_matches_trying_every_risk():
    tails = ["", " ", "  x", " item", ". x", ") x", ".", "5. x", "- - -", "**", " * *", "==", "= ", "~~", "~ x",
             "x", "\t", "#", "## h", "123456789. x", "1234567890. x"]
    for first in [*sorted(markdown_escapes.LINE_START_CHARS), "a", "\u0663", " "]:
        for tail in tails:
            for line in (first + tail, first * 3 + tail):
                assert markdown_escapes.escape_line_start(line) == _escape_line_start_reference(line), line


def test_escape_line_start_tries_a_digit_line_against_the_list_marker_only():
    # a table of figures rendered as lines tried all seven patterns on each line before
    for digit in "0123456789":
        tried = markdown_escapes._RISKS_BY_FIRST[digit]
        assert [pattern.pattern for pattern, _ in tried] == [r"^(\d{1,9})([.)])(?=\s|$)"]
    assert len(markdown_escapes._RISKS_BY_FIRST["-"]) == 2 and len(markdown_escapes._RISKS_BY_FIRST["#"]) == 1
