"""Framing, hidden elements and boilerplate widgets removed from the content region.

In: the content document (never the page's tree itself), an lxml element.
Out: the same element, cleaned in place by `clean_content`, the entry point `extract()` calls
(`drop_never_content`, `remove_framing`, `drop_labelled_sections`, `drop_boilerplate_lines`):
- never content, always dropped: comments, scripts, styles, templates, embedded objects (svg,
  iframe, object, embed, canvas), form controls (input, select, textarea, option, and buttons that
  are not disclosure toggles). A `noscript` holding real text is unwrapped instead;
- framing, dropped unless it holds most (GUARD_SHARE) of the region's text: nav, aside, footer,
  menu, dialog, form; ARIA roles navigation/banner/contentinfo/complementary/search/menu/dialog/...;
  hidden elements (`hidden`, `aria-hidden="true"`, inline display:none / visibility:hidden,
  screen-reader-only classes; collapsed accordion/tab/FAQ panels are not hidden). A hidden element
  the guard keeps is revealed (a script would have shown it);
- boilerplate widgets named by their class/id *tokens* (share bars, related/popular boxes,
  newsletter and cookie prompts, ads, breadcrumbs, pagination, comment threads, "read more", author
  bios, tag lists, captions and credits, ...), with the same guard (and a container so named only by
  its class or id that holds most of the region's prose stays: `spare_story_containers`; so does a
  heading, or the `section` it opens, whose id only spells the heading's words, "Respond to review
  comments" in `id="respond-to-review-comments"`: `spare_heading_anchors`). Matching is by whole token
  (class names and ids split on punctuation and camelCase), never by substring:
  `sharedmarkdowncontent` is not `share`. Comment-thread tokens are ignored when `keep_comments` is
  set (forum threads, Q&A pages: the replies are the content).
One walk over the tree collects the outermost victims; then they are dropped, keeping their tails
(and put back when they would leave under MIN_CLEAN_SURVIVAL of the region's text, unless what went
was framing of links outweighing the region: a page of site chrome only keeps nothing).
`drop_labelled_sections` then removes the boxes a boilerplate heading or label opens ("Related posts",
"Das könnte Sie auch interessieren", "Zobacz również", ...) when they read as links and teasers,
and `drop_boilerplate_lines` the lone photo-credit, reading-time, back/print/PDF and "Read more" lines,
and `drop_prompt_lines` the short blocks prompting the reader (subscribe, donate, accept cookies, rate
this article) or disclosing ads and affiliate links, and a blog post's filing line ("This entry was
posted on ... and is filed under ..."); `drop_teaser_runs` last removes the lists of dated teaser cards
for other pages (a linked headline and a date each) that follow the prose with no label over them.
On pages declaring an article, `drop_cta_bands` first removes the call-to-action bands (a short
heading, a line or two and a form or button, alone in their box), and `drop_author_bios` the author
bio boxes ("Jane Doe is a freelance writer ..." beside the author's photo or page link), and
`drop_story_cards` the cards of other stories set in after the prose, a heading and a link asking to
read the story ("Link zum Artikel", "Weiterlesen", "Read the full article", "Lire la suite").

Also here, for the extractor's refinements: `locate_prose` (Readability-style paragraph scoring,
read-only), `drop_figures` (but code listings, quotes and tables), `drop_title_heading`, `drop_broken_lines`
(the same lines and prompts as runs of text between `<br>`s, in no element of their own; run last),
`drop_post_chrome` (forum pages) and
`drop_comment_threads` (Q&A pages) and `drop_reviews`, `drop_price_lines` and `drop_repeated_blocks` (product pages),
`drop_tab_strips` (the labels over tabbed panels, every page), `drop_carousel_clones` (a carousel's
unmarked copies of its slides, every page),
`nested_posts` and `drop_nested_posts` (WordPress teaser cards on a post's page), `drop_product_cards`
(carousels of other products on a product's page), `drop_option_pickers` (its variant pickers).

The modules, each reading only those above it:
- `tokens`: class and id names split into tokens and judged: framing, hidden, boilerplate widget,
  comment thread, content (`classify_names`, `tokens_of`, the token vocabularies);
- `measures`: text lengths of elements (`text_length`, `text_length_upto`, linked text and
  `link_density`), the content document's body (`content_body`), no text beside an element
  (`no_text_beside`);
- `drops`: dropping elements while keeping their tails (`drop_keeping_tail`, `drop_all_keeping_tails`),
  undoably (`drop_undoably`, `restore`);
- `patterns`: regular expressions built from vocabularies (alternatives grouped by first letter,
  `match_starts`, `searched_in_two`);
- `walks`: walks over the content document the rules share: text nodes and first texts holding a needle,
  short texts, outermost named elements (C-accelerated, with twins);
- `phrases`: whether a short text reads as a boilerplate section label (`is_section_label`), and the
  labels' vocabularies (`SECTION_LABELS`, `OPENING_LABELS`, `SHOP_LABELS`, ...);
- `prompt_families`: whether a short text holds a prompt to the reader (`holds_a_prompt`), the prompts'
  families by name (`PROMPT_FAMILIES`);
- `prices`: whether a text holds a price (`holds_a_price`), the currency and amount patterns;
- `written_dates`: written dates in the crawl's languages (`MONTHS`, `DATE_LINE_DATE`) and whether a
  short text is a date line (`is_date_line`), or one with its reading time (`is_dated_reading_time_line`);
- `framing`: framing elements and their text (`framing_text_counts`), forms and controls that wrap
  content or not (`wraps_content`, `wraps_text`);
- `prose`: Readability-style paragraph scoring, read-only (`locate_prose`, `Prose`);
- `widget_reads`: how a framing element or widget reads: named a menu only, sections, links, controls
  (`named_only`, `reads_as_links`, `visible_chars`, ...);
- `panels`: collapsed panels, content one click away (`is_collapsed_panel`, `reveal`,
  `drop_read_more_toggle`);
- `never_content`: never-content dropped, a `noscript` of real text unwrapped (`drop_never_content`);
- `hidden_spares`: which victims stay, shown: hidden twins, duplicate links, price readouts, card prices,
  product details, card captions, inline terms (`spare_hidden_twins`, ...);
- `pager_links`: previous/next links of a reading order (`is_pager_link`) and the walk handing over
  links and code blocks (`link_candidates`);
- `victims`: the one walk that finds framing, hidden elements and boilerplate widgets (`find_victims`);
- `spares`: what stays of the victims the walk found: story containers, a shop's product descriptions,
  footnotes and text asides, running words, ingredient lists, heading anchors, cross-references,
  repeated and prose cards (`spare_story_containers`, ...);
- `doc_tags`: the tag-named boxes of an API documentation generator that document (YARD's `div.tags`:
  parameters, returns, examples), spared (`spare_documenting_tag_boxes`);
- `captions`: figures, photo captions and inline captions (`drop_figures`, `drop_photo_captions`,
  `drop_inline_captions`);
- `headings`: the title heading repeated over the text, closing headings, headings over emptied boxes
  (`drop_title_heading`, `drop_closing_heading`, `drop_unfilled_box_headings`), a search box's line around
  the reader's words left unfilled (`drop_unfilled_search_lines`), a heading's rank (`heading_rank`);
- `listings`: code listings' lines and links (`separate_code_lines`, `tidy_code_and_links`: permalinks,
  source links and generators' source views, script controls), the
  listings folded behind a checkbox or in a closed `details` (`drop_toggled_listings`, `drop_folded_listings`);
- `prompts`: short blocks prompting the reader: subscribe, donate, accept cookies, rate, ad and
  affiliate disclosures (`drop_prompt_lines`);
- `shop_lines`: a shop's lone buttons, stock notes and rating counts as regex sources;
- `line_families`: the families of lone boilerplate lines in many languages, by name, and the one
  pattern of them all (`LINE_FAMILIES`, `LINE_FAMILY_PATTERN`);
- `post_lines`: a thread's post chrome told by its text, in the boards' languages (`POST_LINE`,
  `PERMISSION_LINE`);
- `bylines_and_pointers`: the lone patterns beside the families: calls to action, pointers, bylines,
  follow-us prompts, filing lines, tag lists (`CALL_TO_ACTION`, `BYLINE`, `FILING_LINE`, ...);
- `line_heads`: which of those rules a text's head may begin: the families' first words (`LINE_STARTS`),
  their parts (`LINE_PARTS`), the tables of folded heads (`patterns_to_try`);
- `line_verdicts`: what a short text reads as: a boilerplate line, a pointer, a filing line, a thread's
  post line (`line_verdict`, `judge_line`, `is_post_line`, `text_may_be_judged`);
- `lines`: lone boilerplate lines: credits, reading times, back/print/share, filing lines, bylines, a
  thread's post lines and the profile fields beside them (`drop_boilerplate_lines`, `drop_filed_in_links`,
  `may_be_a_line`, ...);
- `caption_lines`: pictures' credit lines and lightbox captions (`drop_caption_credits`,
  `drop_lightbox_captions`);
- `placeholders`: a template's placeholder text, "Lorem ipsum" (`holds_placeholder`, `drop_placeholder_text`);
- `broken_lines`: lines and prompts that are runs of text between `<br>`s, in no element of their own
  (`drop_broken_lines`, run last);
- `article_boxes`: on article pages, call-to-action bands and author bio boxes (`drop_cta_bands`,
  `drop_author_bios`);
- `label_walk`: headings and leaf elements whose text is a section label, found by the walk that
  also collects the line candidates (`label_elements`);
- `box_verdicts`: whether a labelled box reads as links and teasers (`reads_like_a_box`, `all_links`,
  the SECTION_ thresholds, `unlinked_length`);
- `box_measures`: the measures of labelled boxes kept across a pass's drops (`BoxMeasures`);
- `contents_titles`: a table of contents' title and what goes with it (`names_contents`,
  `contents_parts`);
- `labelled`: boxes a boilerplate heading or label opens, "Related posts" in any language
  (`drop_labelled_sections`);
- `dates`: lone date lines and dated kickers over a story (`drop_date_lines`, `drop_dated_kickers`);
- `teasers`: teaser cards for other pages: WordPress nested posts, dated teaser runs after the prose
  (`nested_posts`, `drop_teaser_runs`), inline siblings run together (`separate_abutting_inlines`);
- `page_chrome`: Edge Delivery raw block links, typed breadcrumbs, blocks marked `data-nosnippet`, skip
  links, drawn illustrations, version pickers, icon fonts' ligature words (`drop_icon_ligatures`) and
  glyph pictures (`drop_glyph_pictures`) and callout glyphs (`drop_callout_glyphs`);
- `tab_strips`: the labels over tabbed panels, a strip of in-page tab links (`drop_tab_strips`; every page);
- `table_cells`: a cell's lone paragraph set inline in its row (`inline_lone_cell_paragraphs`);
- `price_lines`: a shop's lone price lines, tax, shipping and checkout notes, price labels read out to
  screen readers (`drop_price_lines`, `drop_checkout_notes`, `drop_price_readout_labels`);
- `product_cards`: other products' cards on a product's page, carousels and runs of priced links
  (`drop_product_cards`, `CAROUSEL_WORDS`);
- `shop_controls`: the controls of a shop's page left as text: variant pickers, by name or by their
  radio buttons, checkboxes of one name, ARIA radios or swatch buttons, dropdown labels, quantity
  steppers, sort options (`drop_option_pickers`, `drop_radio_pickers`, `drop_select_labels`,
  `drop_quantity_steppers`, `drop_sort_option_lists`);
- `button_links`: links styled as buttons standing alone as a line, a page builder's calls to act
  ("Book a demo") off articles and threads (`drop_lone_button_links`);
- `shops`: a shop's reassurances and notes around the product: policy boxes, field keys, scarcity notes,
  trust-badge rows (`drop_policy_boxes`, `drop_field_key_terms`, `drop_scarcity_notes`, `drop_trust_badge_rows`);
- `copies`: copies of repeated blocks: later product blocks, carousel slides and layouts per screen
  size, clamped previews beside their whole text;
- `post_chrome`: a thread's post chrome told by its class names, the posters' names kept from the boxes
  that go, letter avatars, member groups, a Q&A page's comments (`drop_post_chrome`,
  `hoist_poster_names`, `drop_comment_threads`, ...);
- `post_headers`: the header line of a thread's posts: post numbers, relative times, group badges,
  action words, by-words (`drop_post_numbers`, `drop_relative_times`, `drop_poster_by_words`, ...);
- `post_copies`: what a thread shows twice: quotes of shown posts, copied solutions, repeated posts,
  short copies of labels, the topic header's copy (`drop_repeated_quotes`, `drop_copied_solutions`, ...);
- `signatures`: the posters' signatures and the reply area (`drop_signature_rules`,
  `drop_role_signatures`);
- `line_boxes`: an old board's `<br>`-split boxes: author stats, permission lists
  (`drop_author_stat_boxes`, `drop_permission_lists`), and its author boxes written as definition
  lists (`author_list_names`);
- `thread_titles`: the thread's title and the posts' titles and subjects repeating it or their opening
  (`drop_thread_title`, `drop_post_titles`, `drop_reply_title_lines`, `drop_opening_subjects`), and
  whether replies titled alike tell an undeclared thread (`replies_titled_alike`);
- `thread_counts`: a thread's lone numbers, positions, reply counts, lines of counts and pagers, its
  table's header row (`drop_lone_numbers`, `drop_reply_counts`, `drop_stat_lines`, ...);
- `post_widgets`: fold controls, vote-state copies, federated servers' name parts, toggle groups
  (`drop_fold_controls`, `drop_instance_suffixes`, `drop_toggle_groups`);
- `unrendered`: what a board left for its renderer or scripts: BBCode tags, picture addresses, embed
  captions, cloaked templates (`drop_bbcode_tag_lines`, `drop_cloaked`, ...);
- `reviews`: a shop page's customer reviews widgets and the lines they leave (`drop_reviews`,
  `drop_review_lines`);
- `passes`: the cleaning passes in order: `remove_framing` (the victims found, spared, dropped and put
  back when too little would stay) and `clean_content`, the entry point `extract()` calls.
"""
from __future__ import annotations

from .box_verdicts import unlinked_length
from .broken_lines import drop_broken_lines
from .button_links import drop_lone_button_links
from .captions import drop_figures, drop_inline_captions, drop_photo_captions
from .copies import (
    drop_carousel_clones,
    drop_clamped_previews,
    drop_copies_and_previews,
    drop_layout_copies,
    drop_repeated_blocks,
    drop_repeated_shop_blocks,
)
from .dates import date_text_owners, drop_date_lines, drop_dated_kickers
from .drops import drop_keeping_tail
from .headings import (
    drop_closing_heading,
    drop_title_heading,
    drop_unfilled_box_headings,
    drop_unfilled_search_lines,
)
from .labelled import attached
from .line_boxes import author_list_names, drop_author_stat_boxes, drop_permission_lists
from .measures import content_body, link_density, link_lengths, text_length, text_length_upto
from .never_content import forget_the_document
from .page_chrome import (
    drop_breadcrumb_lists,
    drop_copyright_lines,
    drop_nosnippet_blocks,
    drop_raw_block_links,
    drop_skip_links,
)
from .passes import clean_content
from .placeholders import drop_placeholder_text, holds_placeholder
from .post_chrome import (
    drop_comment_threads,
    drop_letter_avatars,
    drop_member_groups,
    drop_post_chrome,
    hoist_author_box_names,
    hoist_poster_names,
    settle_poster_names,
)
from .post_copies import (
    drop_copied_solutions,
    drop_copied_topic_headers,
    drop_repeated_posts,
    drop_repeated_quotes,
    drop_short_variants,
    unframe_post_quotes,
)
from .post_headers import (
    drop_compact_ages,
    drop_group_badges,
    drop_post_header_lines,
    drop_post_numbers,
    drop_poster_by_words,
    drop_relative_times,
    drop_small_action_words,
)
from .post_widgets import drop_fold_controls, drop_instance_suffixes, drop_toggle_groups
from .price_lines import drop_checkout_notes, drop_price_lines, drop_price_readout_labels
from .product_cards import drop_product_cards
from .prompts import drop_closing_here_pointer
from .prose import locate_prose, parent_or_grandparent
from .reviews import REVIEW_TOKENS, drop_review_lines, drop_reviews
from .shop_controls import drop_option_pickers, drop_quantity_steppers, drop_select_labels, drop_sort_option_lists
from .shops import drop_field_key_terms, drop_policy_boxes, drop_scarcity_notes
from .signatures import drop_role_signatures, drop_signature_rules
from .spares import HEADING_TAGS, names_ingredients
from .tab_strips import drop_tab_strips
from .table_cells import inline_lone_cell_paragraphs
from .teasers import drop_nested_posts, drop_teaser_runs, nested_posts, separate_abutting_inlines
from .thread_counts import drop_author_message_rows, drop_lone_numbers, drop_post_positions, drop_reply_counts, drop_stat_lines
from .thread_titles import (
    drop_opening_subjects,
    drop_post_titles,
    drop_reply_title_lines,
    drop_thread_title,
    replies_titled_alike,
)
from .tokens import COMMENT_TOKENS, classify_names, tokens_of
from .unrendered import drop_bbcode_tag_lines, drop_cloaked, drop_embed_captions, drop_image_addresses
from .walks import attributes_hold, attributes_holding, names_holding, names_tokens

__all__ = [
    "COMMENT_TOKENS",
    "HEADING_TAGS",
    "REVIEW_TOKENS",
    "attached",
    "attributes_hold",
    "attributes_holding",
    "author_list_names",
    "classify_names",
    "clean_content",
    "content_body",
    "date_text_owners",
    "drop_author_message_rows",
    "drop_author_stat_boxes",
    "drop_bbcode_tag_lines",
    "drop_breadcrumb_lists",
    "drop_broken_lines",
    "drop_carousel_clones",
    "drop_checkout_notes",
    "drop_clamped_previews",
    "drop_cloaked",
    "drop_closing_heading",
    "drop_closing_here_pointer",
    "drop_comment_threads",
    "drop_compact_ages",
    "drop_copied_solutions",
    "drop_copied_topic_headers",
    "drop_copies_and_previews",
    "drop_copyright_lines",
    "drop_date_lines",
    "drop_dated_kickers",
    "drop_embed_captions",
    "drop_field_key_terms",
    "drop_figures",
    "drop_fold_controls",
    "drop_group_badges",
    "drop_image_addresses",
    "drop_inline_captions",
    "drop_instance_suffixes",
    "drop_keeping_tail",
    "drop_layout_copies",
    "drop_letter_avatars",
    "drop_lone_button_links",
    "drop_lone_numbers",
    "drop_member_groups",
    "drop_nested_posts",
    "drop_nosnippet_blocks",
    "drop_opening_subjects",
    "drop_option_pickers",
    "drop_permission_lists",
    "drop_photo_captions",
    "drop_placeholder_text",
    "drop_policy_boxes",
    "drop_post_chrome",
    "drop_post_header_lines",
    "drop_post_numbers",
    "drop_post_positions",
    "drop_post_titles",
    "drop_poster_by_words",
    "drop_price_lines",
    "drop_price_readout_labels",
    "drop_product_cards",
    "drop_quantity_steppers",
    "drop_raw_block_links",
    "drop_relative_times",
    "drop_repeated_blocks",
    "drop_repeated_posts",
    "drop_repeated_quotes",
    "drop_repeated_shop_blocks",
    "drop_reply_counts",
    "drop_reply_title_lines",
    "drop_review_lines",
    "drop_reviews",
    "drop_role_signatures",
    "drop_scarcity_notes",
    "drop_select_labels",
    "drop_short_variants",
    "drop_signature_rules",
    "drop_skip_links",
    "drop_small_action_words",
    "drop_sort_option_lists",
    "drop_stat_lines",
    "drop_tab_strips",
    "drop_teaser_runs",
    "drop_thread_title",
    "drop_title_heading",
    "drop_toggle_groups",
    "drop_unfilled_box_headings",
    "drop_unfilled_search_lines",
    "forget_the_document",
    "hoist_author_box_names",
    "hoist_poster_names",
    "holds_placeholder",
    "inline_lone_cell_paragraphs",
    "link_density",
    "link_lengths",
    "locate_prose",
    "names_holding",
    "names_ingredients",
    "names_tokens",
    "nested_posts",
    "parent_or_grandparent",
    "replies_titled_alike",
    "separate_abutting_inlines",
    "settle_poster_names",
    "text_length",
    "text_length_upto",
    "tokens_of",
    "unframe_post_quotes",
    "unlinked_length",
]
