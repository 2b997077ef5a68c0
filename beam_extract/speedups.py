"""The optional C speedups: `native` is the compiled `beam_extract._speedups` module, or None, and
`TWINS`, the registry of its functions' pure-Python twins.

In: nothing. Out: `native`, `enabled()`, `is_stale(module, source)`, `TWINS` and `twin(name)`.
A build older than the `_speedups.pyx` beside it (a checkout updated without `make install`) is not
used: a RuntimeWarning says so and the twins run.
`_speedups.pyx` walks libxml2's nodes through lxml's public C API for the passes whose cost is
Python work per element: the density walk of regions; the framing scan, text length, line candidates' heads,
class-name verdict, paragraph scan, element text, prompt-word and date-line scans, repeated blocks, linked
headlines and the teaser lists' climb of clean; the metadata's walk (its elements, byline and itemtype
attribute scans); parse's scans for start tags with too many attributes and for `</body>` / `</html>`,
and the UTF-8 of a page given as str; the text walk and its layout; the
whole Markdown renderer and its code text; block segmentation, its word count and the whole pruning; the language model's walk over
the text's bytes and the cast of its table's rows; the Document's check for characters to repair;
the inline siblings that run into each other (clean.separate_abutting_inlines' candidates);
the links whose text may begin with a link rule's words (clean.link_candidates);
the line breaks' and tailed blocks' parents of clean.drop_broken_lines;
the elements whose text may be a price line (clean._price_candidates);
the text nodes, first texts and short elements the thread and shop rules judge (clean.text_nodes_holding,
clean.first_texts_holding, clean.short_text_walk);
the move of a region into the content document; what the extractor's page-wide passes read (its page
facts, page_facts.py, in one walk with the metadata's). Each function there has a pure-Python twin that
gives the same answer and runs when the extension is not built (no C compiler at install time) or
does not load against the installed lxml.

The twin contract: every public function of `_speedups` is a key of `TWINS`, whose value names its
twin as "module:name"; a twin is named `_<function>_python` unless it is older than this registry
and lives in a module whose names are kept (noted below). tests/test_speedups.py holds one
differential test per key (a test fails when a function has no key, or a key no test) and asserts
that the rules the .pyx restates (constants, kind orders, character classes; the module's
upper-case attributes) equal the Python ones. A twin takes what its module has at hand rather than
the callbacks the C function is handed, so the two are compared through their module's caller.
"""
from __future__ import annotations

import hashlib
import importlib
import os
import warnings
from collections.abc import Callable
from pathlib import Path


def _load_native():
    """The compiled extension, or None: quietly when it was not built (no C compiler at install
    time), with a RuntimeWarning when it is there but does not load."""
    global pure_reason
    name = f"{__package__}._speedups"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name == name:
            pure_reason = "the extension was not built at install (no C compiler, or its compile failed)"
            return None
        failure = error
    except (ImportError, ValueError) as error:  # ValueError: built against an lxml whose types differ in size
        failure = error
    pure_reason = f"the extension is built but does not load ({failure})"
    # E.g. a build at -O0 keeps a static function of lxml's header calling libxml2's xmlFreeDoc, a
    # symbol lxml's wheel does not export: said, not hidden behind a slower run.
    warnings.warn(f"beam_extract's C speedups are built but do not load ({failure}); running the "
                  "pure-Python twins (rebuild them: make install, or pip install -e .)", RuntimeWarning, stacklevel=3)
    return None


# Why the twins run (None while the C speedups are in use), for a worker to say so in its log.
pure_reason: str | None = None
# BEAM_EXTRACT_PURE_PYTHON=1 runs the Python twins even when the extension is built.
if os.environ.get("BEAM_EXTRACT_PURE_PYTHON", "") not in ("", "0"):
    native = None
    pure_reason = "BEAM_EXTRACT_PURE_PYTHON is set"
else:
    native = _load_native()


def is_stale(module, source: Path) -> bool:
    """Was `module` (the compiled extension) built from another `source` than the one on disk? Only
    where the .pyx sits beside it (a checkout or an editable install; wheels leave it out) and the
    build stamped its .pyx's SHA-256 (setup.py does)."""
    stamp = getattr(module, "SOURCE_SHA256", "")
    if not stamp or not source.is_file():
        return False
    return hashlib.sha256(source.read_bytes()).hexdigest() != stamp


if native is not None and is_stale(native, Path(__file__).with_name("_speedups.pyx")):
    warnings.warn("beam_extract/_speedups.pyx changed since the C speedups were built (rebuild them: "
                  "make install, or pip install -e .); running the pure-Python twins", RuntimeWarning,
                  stacklevel=2)
    native = None
    pure_reason = "the extension was built from another _speedups.pyx than the one beside it"

TWINS: dict[str, str] = {
    "abutting_pairs": "beam_extract.clean.teasers:_abutting_pairs_python",
    "attribute_values": "beam_extract.clean.walks:_attribute_values_python",
    "attributes_hold": "beam_extract.clean.walks:_attributes_hold_python",
    "attributes_holding": "beam_extract.clean.walks:_attributes_holding_python",
    "broken_parents": "beam_extract.clean.broken_lines:_broken_parents_python",
    "block_segments": "beam_extract.blocks:_segment_python",  # kept name: blocks.segment's twin
    "classify_names": "beam_extract.clean.tokens:_classify_names_python",  # a callable holding clean's memos
    "count_words": "beam_extract.blocks:count_words",  # kept name: the regex is the rule
    "link_words": "beam_extract.blocks:_link_words_python",
    "adopt": "beam_extract.regions:_adopt_python",
    "ancestors_in": "beam_extract.clean.box_measures:_ancestors_in_python",
    "climbed_boxes": "beam_extract.clean.article_boxes:_climbed_boxes_python",
    "crowded_tag": "beam_extract.parse:_crowded_tag_python",
    "count_attributes": "beam_extract.parse:_count_attributes_python",
    "document_ends": "beam_extract.parse:_document_ends_python",
    "holds": "beam_extract.parse:_holds_python",
    "raw_text_spans": "beam_extract.parse:_raw_text_spans_python",
    "opens_template": "beam_extract.parse:_opens_template_python",
    "attribute_leads": "beam_extract.parse:_attribute_leads_python",
    "utf8_text": "beam_extract.parse:_utf8_text_python",
    "date_line_walk": "beam_extract.clean.dates:_date_line_walk_python",
    "density_walk": "beam_extract.regions:_density_walk_python",
    "framing_attributes": "beam_extract.clean.framing:_framing_attributes_python",
    "framing_walk": "beam_extract.clean.victims:_framing_walk_python",
    "framing_counts": "beam_extract.clean.framing:_framing_counts_python",
    "first_texts_holding": "beam_extract.clean.walks:_first_texts_holding_python",
    "half_rows": "beam_extract.language:_half_rows_python",
    "holds_marked": "beam_extract.text_repair:_holds_marked_python",
    "html_markup": "beam_extract.content_markup:_html_markup_python",
    "inner_text": "beam_extract.markdown_code:_inner_text_python",
    "inputs_holding_folded": "beam_extract.clean.walks:_inputs_holding_folded_python",
    "label_walk": "beam_extract.clean.label_walk:_label_walk_python",
    "linked_headlines": "beam_extract.clean.teasers:_linked_headlines_python",
    "teaser_climb": "beam_extract.clean.teasers:_teaser_climb_python",
    "language_visits": "beam_extract.language:_language_visits_python",
    "line_texts": "beam_extract.clean.lines:_line_texts_python",
    "link_candidates": "beam_extract.clean.pager_links:_link_candidates_python",
    "link_lengths": "beam_extract.clean.measures:_link_lengths_python",
    "metadata_walk": "beam_extract.metadata:_metadata_walk_python",
    "name_decision": "beam_extract.clean.tokens:_name_decision_python",
    "names_holding": "beam_extract.clean.walks:_names_holding_python",
    "wide_parents": "beam_extract.clean.walks:_wide_parents_python",
    "names_holding_each": "beam_extract.clean.walks:_names_holding_each_python",
    "needs_repair": "beam_extract.document:_needs_repair_python",
    "never_content_walk": "beam_extract.clean.never_content:_never_content_walk_python",
    "outermost_named": "beam_extract.clean.walks:_outermost_named_python",
    "page_facts": "beam_extract.page_facts:_page_facts_python",
    "page_walk": "beam_extract.page_facts:_page_walk_python",
    "price_candidates": "beam_extract.clean.price_lines:_price_candidates_python",
    "prompt_word_walk": "beam_extract.clean.prompts:_prompt_word_walk_python",
    "prune_walk": "beam_extract.blocks:_prune_walk_python",
    # kept name: the twin is locate_prose's own scan, which runs when clean's `_speedups` is None
    "prose_walk": "beam_extract.clean.prose:locate_prose",
    "render_markdown": "beam_extract.markdown:_render_markdown_python",
    "repeated_blocks": "beam_extract.clean.copies:_repeated_blocks_python",
    "short_text_walk": "beam_extract.clean.walks:_short_text_walk_python",
    "text_layout": "beam_extract.text:_text_layout_python",
    "text_nodes_holding": "beam_extract.clean.walks:_text_nodes_holding_python",
    "text_length": "beam_extract.clean.measures:_text_length_python",
    "element_text": "beam_extract.clean.measures:_element_text_python",
    "text_walk": "beam_extract.text:_text_walk_python",
}


def enabled() -> bool:
    """True when the C speedups are in use."""
    return native is not None


def twin(name: str) -> Callable:
    """The pure-Python twin of the C function `name` (a key of TWINS)."""
    module, _, attribute = TWINS[name].partition(":")
    return getattr(importlib.import_module(module), attribute)
