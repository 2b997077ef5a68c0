"""markdown_text.markdown_to_text: the syntax taken off as the patterns take it off."""
from __future__ import annotations

from beam_extract.markdown_text import markdown_to_text


def test_markdown_to_text_strips_syntax():
    markdown = (
        "# Head\n\nSome **bold** and [link *x*](https://x.org/a_(b)) `co*de` ![img](i.png) \\*lit\\*\\\nnext\n\n"
        "- item\n  1. sub\n\n> quote\n\n```py\ncode  line\n```\n\n| A | B |\n|---|---|\n| 1 | 2<br>3 |\n\nT\n: def"
    )
    assert markdown_to_text(markdown) == (
        "Head\n\nSome bold and link x co*de  *lit*\nnext\n\nitem\nsub\n\nquote\n\ncode  line\n\n"
        "A\tB\n1\t2\n3\n\nT\ndef"
    )


def test_images_and_links_are_taken_off_as_the_patterns_take_them_off():
    # markdown_text._Brackets reads a line's images and links in one pass, as IMAGE.sub and LINK.sub
    # do (leftmost first, escapes, a URL's parentheses one level deep); checked against them on
    # random lines of brackets, parentheses, backslashes and words
    import random

    from beam_extract import markdown_text

    chance = random.Random(27)
    pieces = ["[", "]", "(", ")", "!", "\\", "a", "b ", "](", "![", "[x](u)", "\\]", "\\["]
    for _ in range(20_000):
        line = "".join(chance.choice(pieces) for _ in range(chance.randint(0, 14)))
        assert markdown_text._Brackets(line).without_links(images=True) == markdown_text.IMAGE.sub("", line), line
        linked = markdown_text.LINK.sub(lambda m: m.group(1), line)
        assert markdown_text._Brackets(line).without_links(images=False) == linked, line
        if markdown_text.LINK.sub(lambda m: m.group(1), linked) == linked:  # one pass took every link off
            assert markdown_text._Brackets(linked).without_nested_links() == linked, line


def test_links_held_in_a_links_text_are_taken_off_innermost_first():
    assert markdown_to_text("[a [b](u) c](v) and [[x](y)](z)") == "a b c and x"
    assert markdown_to_text("[" * 3 + "deep" + "](u)" * 3 + " end") == "deep end"
