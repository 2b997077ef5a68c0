"""prompt_families: the prompts' families (`PROMPT_FAMILIES`) and their search (`holds_a_prompt`)."""
import re

from beam_extract.clean import patterns, prompt_families


def test_prompt_families_are_written_in_lower_case():
    # they are searched in the lower-cased text without re.I: an upper-case letter would never match
    import re

    from beam_extract.clean.prompt_families import PROMPT_FAMILIES

    for family, pattern in PROMPT_FAMILIES.items():
        literal = re.sub(r"\\[A-Za-z]", "", pattern)  # escapes (\\W, \\b, \\d) are not letters
        assert literal == literal.lower(), family


def _prompt_texts() -> list[str]:
    """Texts around every alternative of the prompt families: the words alone, inside a sentence,
    cut short, at the start and after other words (the families' `^` and `\\b` read the context)."""
    texts = ["", " ", "werbung", "*werbung.", "x werbung.", "please support us", "support us", "support usa",
             "follow us on x", "follow us on xing", "unfollow us on twitter", "— follow her on instagram.",
             "please enable javascript to read", "enable javascript and", "last modified 2024", "x last modified"]
    for alternative in patterns.distributed_alternatives(f"(?:{p})" for p in prompt_families.PROMPT_FAMILIES.values()):
        word = " ".join(re.sub(r"\\[Wbdw]|[\\\[\]()?|:*+{}$^.]", " ", alternative).split())
        texts += [word, word[:-1], "one " + word + " two", word + "s", "x" + word, "… " + word + "!"]
    return texts


def test_prompt_searched_in_two_patterns_keeps_every_verdict():
    assert prompt_families._PROMPT_SPLIT is not None  # the families split: the faster search is in use
    matched = 0
    for text in _prompt_texts():
        expected = prompt_families._PROMPT.search(text) is not None
        assert prompt_families.holds_a_prompt(text) == expected, text
        matched += expected
    assert matched > 100
