"""Random nests of framing elements (nav, aside, role and class-named boxes, hidden ones) with text,
tails, comments, PIs, CDATA, entities and spaces outside ASCII: the pages on which the framing
measures (`clean.framing_text_counts`) and their C twin are checked."""
from __future__ import annotations

import random

# Framing nested in framing, as `framing_text_counts` measures it: text, tails, comments and PIs, CDATA,
# spaces outside ASCII, links (one inside another), elements framing by tag, role, class and hiding.
FRAMING_PIECES = ["word ", "  ", "\n\t", "x\u00a0y", "\u3000z ", "&amp;", "&bogus;", "<!-- c c -->", "<?pi x?>",
                  "<![CDATA[cd ata]]>", " ", "\u00e9t\u00e9 \U0001f600"]
FRAMING_TAGS = ["nav", "aside", "div", "a", "A", "footer", "span", "p", "form", "menu", "div role='navigation'",
                "b role=' Banner '", "div class='share-buttons'", "div class='comments'", "p hidden",
                "span style='display:none'", "div id='sidebar'"]


def framing_markup(rng: random.Random, depth: int = 0) -> str:
    """A random run of text pieces and framing elements nested up to 6 deep."""
    out = []
    for _ in range(rng.randint(0, 4)):
        if depth < 6 and rng.random() < 0.45:
            tag = rng.choice(FRAMING_TAGS)
            out.append(f"<{tag}>" + framing_markup(rng, depth + 1) + f"</{tag.split()[0]}>")
        else:
            out.append(rng.choice(FRAMING_PIECES))
    return "".join(out)
