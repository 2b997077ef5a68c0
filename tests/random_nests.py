"""Random nests of elements and text pieces, for tests that check a one-walk measure against its
plain definition: framing elements (nav, aside, role and class-named boxes, hidden ones) with text,
tails, comments, PIs, CDATA, entities and spaces outside ASCII, for the framing measures
(`clean.framing_text_counts`) and their C twin; any other pieces and tags a test gives."""
from __future__ import annotations

import random

# Framing nested in framing, as `framing_text_counts` measures it: text, tails, comments and PIs, CDATA,
# spaces outside ASCII, links (one inside another), elements framing by tag, role, class and hiding.
FRAMING_PIECES = ["word ", "  ", "\n\t", "x\u00a0y", "\u3000z ", "&amp;", "&bogus;", "<!-- c c -->", "<?pi x?>",
                  "<![CDATA[cd ata]]>", " ", "\u00e9t\u00e9 \U0001f600"]
FRAMING_TAGS = ["nav", "aside", "div", "a", "A", "footer", "span", "p", "form", "menu", "div role='navigation'",
                "b role=' Banner '", "div class='share-buttons'", "div class='comments'", "p hidden",
                "span style='display:none'", "div id='sidebar'"]


def random_markup(rng: random.Random, pieces: list[str], tags: list[str], depth: int = 0) -> str:
    """A random run of `pieces` and elements of `tags` (a tag may carry attributes) nested up to 6 deep."""
    out = []
    for _ in range(rng.randint(0, 4)):
        if depth < 6 and rng.random() < 0.45:
            tag = rng.choice(tags)
            out.append(f"<{tag}>" + random_markup(rng, pieces, tags, depth + 1) + f"</{tag.split()[0]}>")
        else:
            out.append(rng.choice(pieces))
    return "".join(out)


def framing_markup(rng: random.Random) -> str:
    """A random run of text pieces and framing elements nested up to 6 deep."""
    return random_markup(rng, FRAMING_PIECES, FRAMING_TAGS)
