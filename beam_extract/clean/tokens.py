"""The cleaning of the content document: class and id names split into tokens and judged: framing, hidden,
boilerplate widget, comment thread, content (`classify_names`, `tokens_of`, the token vocabularies).

In: an element's class and id (strings). Out: their tokens and verdicts, memoised by name.
"""
from __future__ import annotations

import itertools
import re

from ..dom import EMBEDDED_TEASER_TOKENS, NEVER_CONTENT_TAGS, PAY_LATER_PROVIDERS
from ..speedups import native as _speedups

HIDING_CLASSES = frozenset(
    """hidden hide d-none is-hidden u-hidden sr-only screen-reader-text screen-reader-only visually-hidden
    visuallyhidden sr-text element-invisible offscreen a11y-hidden""".split()
) | frozenset(
    # A state class written as a lone modifier, the block's name left out ("-hidden", "-is-hidden": t3n's
    # newsletter box hides its success panel so). Added 2026-12-05 (te39): see "Articles in many
    # languages, the thirty-ninth round" in docs/rounds.md.
    ("-hidden", "-is-hidden")
) | frozenset(
    # What page builders and CSS frameworks hide on a desktop-wide screen: the phone layout's copy of
    # a section (Elementor's "elementor-hidden-desktop", WPBakery's "vc_hidden-lg", Avada's
    # "fusion-no-large-visibility", Beaver Builder's "fl-visible-mobile", Bootstrap 3's "hidden-lg",
    # Foundation's "hide-for-large") and themes' own "mobile-only" / "hide-on-desktop" names, whole
    # class names only. Added 2026-12-01 (per-page F1 as bench_extract scores it, even / odd): WCXB dev
    # 0.8798 / 0.8820 -> 0.8799 / 0.8825 (article 0.9498 / 0.9480 -> 0.9499 / 0.9494); 12 pages changed:
    # 10 better (an article's phone copy of its text 0.271 -> 0.807, elementor.com's blog 0.941 ->
    # 0.991), 2 worse (a service page whose gold keeps the phone copy of its pricing table 0.690 ->
    # 0.513; an article -0.0002); ScrapingHub and trafilatura-eval-dev: no page changed. Tried and
    # left out: Bootstrap 4's and Tailwind's responsive utilities read breakpoint by breakpoint
    # ("d-none d-lg-block" shown, "d-lg-none" / "lg:hidden" hidden on a desktop): shown, 10 pages
    # better and 43 worse; hidden, 34 better and 16 worse, four shop and listing pages losing their
    # content (0.96 -> 0.38). Whole-name lookups in the memoised verdicts: no cost to measure.
    # The second line (Shopify themes' "large-up-hide" / "medium-up--hide", Bulma's "is-hidden-desktop",
    # UIkit's "uk-hidden@m", Foundation's "hide-for-medium" / "show-for-small-only", Bootstrap 2-3's
    # phone-only "visible-phone" / "visible-xs-block", themes' "show-mobile" ...), added the same day:
    # WCXB dev 5 pages better by up to 0.008 (all on the even half), none worse; ScrapingHub no page
    # changed; trafilatura-eval-dev 1 page's phone copy of its title line gone, its snippets alike.
    """elementor-hidden-desktop vc_hidden-lg fusion-no-large-visibility fl-visible-mobile hidden-lg hide-for-large
    mobile-only only-mobile show-on-mobile visible-mobile hide-desktop hidden-desktop hide-on-desktop"""
    """ large-up-hide medium-up--hide is-hidden-desktop uk-hidden@m uk-hidden@l hide-for-medium show-for-small-only
    visible-xs-block visible-phone show-mobile mobile-show mobile-visible desktop-hide hide-for-desktop mobile_only"""
    # The third line: Webflow's Client-First pages lay a section out twice, "hide-tablet" on the
    # desktop copy and "show-tablet" / "show-mobile-landscape" / "show-mobile-portrait" on the narrow
    # ones (and themes' "visible-tablet"). Added 2026-12-03 (per-page F1 as bench_extract scores it,
    # summed per half): WCXB dev service even +0.0748 (3 pages: an accounting SaaS's tablet copy of
    # its features 0.862 -> 0.931, +0.006, +0.001), odd +0.0008 (1 page); no page worse, no other
    # type moved; ScrapingHub and trafilatura-eval-dev: no Document changed.
    """ show-tablet show-mobile-landscape show-mobile-portrait visible-tablet""".split()
) | frozenset(
    # rustdoc's "Expand description" toggle (`summary class="hideme"`), hidden while its details are
    # open, as a crate's or item's top doc is. Added 2026-12-01 with the permalinks of `tidy_code_and_links`.
    ("hideme",)) | frozenset(
    # MediaWiki's box of the hidden maintenance categories ("Hidden categories: Pages or sections flagged
    # with Template:Expansion"), which its stylesheet hides from readers (the wiki's visible categories
    # stay). Added 2026-12-02 (bench_extract --no-peers, per-page F1, even / odd): WCXB dev 0.890086 /
    # 0.892379 -> 0.890086 / 0.892380 (documentation 0.962921 / 0.944234 -> 0.962924 / 0.944248; 3 pages
    # better: ArchWiki's systemd page 0.9563 -> 0.9570, another wiki page and a wiki listing; none
    # worse), ScrapingHub and trafilatura-eval-dev unchanged (no page changed).
    ("mw-hidden-cats-hidden",)) | frozenset(
    # Korean sites' screen-reader text: gnuboard's "sound_only" (its boards' "작성자" / "작성일" / "댓글"
    # labels before the author, date and comment count, "페이지 정보" over a post's header) and Naver's
    # and Samsung's "blind" ("Back to top", "play", "close"), hidden by their stylesheets as "sr-only"
    # is. Added 2026-12-04 for a gnuboard 5 thread fixture; snapshot of the three sets: one Document
    # changed, a WCXB dev product page (even) 0.31635 -> 0.31744 (two "blind" image descriptions gone).
    ("sound_only", "blind")) | frozenset(
    # Webflow's conditional visibility: a CMS-bound block whose condition fails on the item is laid out
    # with "w-condition-invisible" (display: none !important): a gated post's teaser copy of its text,
    # a summary's fallback, an empty field's label. Added 2026-12-04 (round 33; snapshot of the three
    # sets, per-page word F1): WCXB dev 5 pages better, none worse (23 pages hold the name): an article
    # read twice 0.632 -> 0.985 (odd), three articles +0.0003 to +0.0028 and a service page +0.0050
    # (even); ScrapingHub and trafilatura-eval-dev: no Document changed.
    ("w-condition-invisible",)) | frozenset(
    # The phone layout's names the lists above miss: "phone-only", run-together "mobileonly", and the
    # snake_case spellings ("hidden_desktop", "show_on_mobile"). Added 2026-12-04 (round 33; snapshot
    # of the three sets, per-page word F1): 2 WCXB dev pages better, none worse: a wall-art shop's
    # "hidden_desktop" copies of its sections 0.569 -> 0.685 (collection odd), a pet insurer's
    # "phone-only" call line 0.957 -> 0.959 (service odd); no other Document changed.
    """phone-only only-phone mobileonly show_on_mobile hidden_desktop hide_desktop hide_on_desktop visible_mobile
    show_mobile""".split()) | frozenset(
    # A looping carousel's copies of its first and last slides, which its script lays beside the real
    # ones (Swiper's "swiper-slide-duplicate", Slick's "slick-cloned", Splide's "splide__slide--clone",
    # Glide's "glide__slide--clone"): a service page's testimonials read twice. Added 2026-12-03
    # (snapshot of the three sets): no page's text changed (10 dev pages hold such names; their clones
    # had gone by other rules or lay outside the content); a shop page's Markdown lost its gallery's
    # cloned images (each photo once, not three times); tests/test_service_pages.py holds Elementor's
    # testimonial carousel and Slick's.
    "swiper-slide-duplicate slick-cloned splide__slide--clone glide__slide--clone".split()) | frozenset(
    # What a page hides from its printed copy is its chrome: Bootstrap's "d-print-none" (4 and 5) and
    # "hidden-print" (3), Microsoft Learn's "display-none-print", Tailwind's "print:hidden" (Nextra's
    # "print:nx-hidden"; read although other "print:" variants name nothing, `is_conditional_utility`),
    # "no-print" / "noprint". As boilerplate names a content word beside them on the same element won
    # ("background-color-body display-none-print": Learn's page actions, share links and "Edit"
    # button); as hiding names they win, under the guard like any framing. Docs themes put their
    # toolbars, pagers, feedback boxes and page actions in such boxes (pydata-sphinx-theme, Docsy,
    # Starlight, Nextra, GitBook). Added 2026-12-03 (per-page word F1, snapshot of the three sets): 3
    # WCXB pages moved, all better: two Learn docs pages 0.9878 -> 0.9953 and 0.9990 -> 0.9997 (odd), a
    # Learn service page 0.9372 -> 0.9428 (even; a "Migrate from Heroku" banner and the share box);
    # ScrapingHub and trafilatura-eval-dev: no page's text changed. First written as an XPath search
    # of the region for such classes: the same pages, but 2.6% of extract()'s CPU over WCXB dev.
    "d-print-none hidden-print display-none-print print:hidden print:nx-hidden no-print noprint".split()) | frozenset(
    # Adobe Edge Delivery Services (aem.live, formerly Franklin / hlx.live) serves each section's
    # settings as a table of rows ("Style | text-center", "source | hero") in a "section-metadata"
    # block, which its page script reads into the section's classes and removes: never shown.
    # Added 2026-12-04 (snapshot of the three sets): see `drop_raw_block_links`.
    ("section-metadata",)) | frozenset(
    # GitHub's note for a lazily loaded fragment that failed ("Failed to load latest commit
    # information." over a repository's file list, `div.include-fragment-error`), which its stylesheet
    # shows only once the fragment's request has failed: a crawl's copy holds it hidden. Added
    # 2026-12-04 (round 32): see "Placeholders and notices" in docs/rounds.md.
    ("include-fragment-error",)) | frozenset(
    # Webflow's form states: the "Thank you! Your submission has been received!" and "Oops! Something
    # went wrong while submitting the form." boxes after every Webflow form ("w-form-done",
    # "w-form-fail"), display: none in webflow.css until the form is sent. Added 2026-12-05 (round 35;
    # snapshot of the three sets, per-page word F1): see "Shop pages, the thirty-fifth round" in
    # docs/rounds.md.
    ("w-form-done", "w-form-fail")) | frozenset(
    # Amazon's AUI hides with "a-hidden" and "aok-hidden" (display: none !important in its stylesheet):
    # an image block's "Unpacking video for" creator card, the feature bullets' "See more product
    # details" link while the list is short, a card deck's screen-reader toggles ("Brief content
    # visible, double tap to read full content."), the buy box's price JSON. Added 2026-12-05 (round
    # 36; snapshot of the three sets, per-page word F1): the six WCXB dev pages holding the names (all
    # Amazon's) 5 moved, all better: product even 0.6347 -> 0.6441 and 0.4771 -> 0.4937, odd 0.8588 ->
    # 0.8716, two best-seller collections +0.0014 and +0.0016 (even); no other Document changed.
    # Its preloaded popovers ("a-popover-preload", display: none until the popover opens, when the
    # script moves the content into a popover of its own) joined 2026-12-07 (service53): see
    # "Service and product pages, the fifty-third round" in docs/rounds.md.
    ("a-hidden", "aok-hidden", "a-popover-preload")) | frozenset(
    # W3.CSS hides with "w3-hide" (display: none !important; W3Schools' signed-in box "Track your
    # progress - it's free!" under every tutorial, shown by its script to a signed-in reader) and on a
    # desktop-wide screen with "w3-hide-large". Added 2026-12-07 (docs54): see docs/rounds.md.
    ("w3-hide", "w3-hide-large")) | frozenset(
    # Screen-reader-only text under the names of design systems and plugins ("usa-sr-only" of the
    # U.S. Web Design System, "u-visually-hidden", Bank of America's "ada-hidden" / "adahidden"
    # labels, the plugins' "sbi-screenreader", "wprm-screen-reader-text", "gdpr-sr-only",
    # "pojo-sr-only", "wt-cli-sr-only"), whole names. Added 2026-12-05 (round 37; snapshot of the three
    # sets, per-page word F1): WCXB dev 4 pages better, none worse: a garden shop's "On Sale:" labels
    # 0.912 -> 0.955 (listing even), an Instagram feed's post labels 0.592 -> 0.604 (product even), a
    # broker's footnote labels and a market's feed +0.002 each (service even); ScrapingHub and
    # trafilatura-eval-dev no Document changed. Tried and left out: XenForo's "u-srOnly" (its golds
    # keep the text: forum -0.007 odd, -0.003 even, and a trafilatura-eval-dev page), "screenreader"
    # (two pages of one shop, +0.21 and -0.18), "h-sr-only" and "is-srOnly" (collection odd -0.04,
    # product odd -0.002), Drupal's "field--label-visually_hidden", set on the field whose label is
    # hidden (an article 0.982 -> 0.058).
    """usa-sr-only sronly sr_only flatten-sr-only gdpr-sr-only pojo-sr-only wt-cli-sr-only screenreader-only
    is-screenreader-only sbi-screenreader is-screen-reader-text wprm-screen-reader-text u-visually-hidden
    visually-hidden--inline visually_hidden adahidden ada-hidden""".split()) | frozenset(
    # Elementor's screen-reader text ("elementor-screen-only": a slider's "Previous" / "Next" arrows, a
    # social icon's "Facebook", a menu toggle's "Open Services"), hidden by its stylesheet as "sr-only"
    # is; a carousel's arrows left "Previous" and "Next" lines under a service page's testimonials.
    # Added 2026-12-07 (service59): see "Product and service pages, the fifty-ninth round" in docs/rounds.md.
    ("elementor-screen-only",))
# lxml matches tag names exactly; list the usual spellings.
ALWAYS_DROP_TAGS = tuple(sorted({t for name in NEVER_CONTENT_TAGS | {"button"} for t in (name, name.upper())}))
# Whole tokens (and joined bigrams such as read+more -> "readmore") naming boilerplate widgets.
# The share plugins "shariff" and "sociable" (their prompt headings leaked) added 2026-11-30 (make
# bench-quick, F1 even / odd): ScrapingHub 0.9613 / 0.9674 and WCXB dev 0.8551 / 0.8555 unchanged,
# trafilatura-eval-dev 0.9146 / 0.9121 -> 0.9165 / 0.9121 (P 0.8929 / 0.8937 -> 0.8964 / 0.8937).
BOILERPLATE_TOKENS = frozenset(
    """share shares sharing sharebar sharethis addthis shariff sociable social socials socialmedia
    related relatedposts relatedarticles recommended recommendations recommendation popular trending
    mostread mostpopular newsletter newsletters subscribe subscription signup optin
    cookie cookies consent gdpr cookiebanner
    ad ads advert adverts advertisement advertisements advertising adsense adslot adunit adwrap dfp
    sponsor sponsored sponsors promo promos promoted outbrain taboola zergnet
    breadcrumb breadcrumbs crumbs pagination pager paging
    readmore morestories alsoread seealso youmayalsolike
    authorbio aboutauthor authorbox authorinfo postauthor miniprofile
    tags tagcloud taglist posttags entrytags articletags
    sidebar navbar navigation nav menu submenu megamenu masthead toolbar
    modal popup overlay lightbox skiplink skiplinks
    print printonly noprint rss follow login signin footer copyright caption credit credits"""
    # "miniprofile": ProBoards 5's author box beside each post ("mini-profile": the poster's name,
    # title, avatar, "Posts: 12", "Likes: 3"), an author box as "postauthor" (MyBB's): its name is
    # hoisted out before it goes (`post_chrome.AUTHOR_BOX_TOKENS`). Added 2026-12-07 (engines59; see
    # "Round 59, engines59" in docs/rounds.md for the pages it moved).
    # Bylines ("By Jane Reporter | 18 Nov"), author tooltips and (newsletter) web forms, added
    # 2026-11-30 (make bench-quick, F1 even / odd; narrowing's NARROW_MIN_PROSE with them): without,
    # ScrapingHub 0.9627 / 0.9674, WCXB dev 0.8573 / 0.8566, trafilatura-eval-dev 0.9186 / 0.9200;
    # "byline bylines": 0.9640 / 0.9673, 0.8574 / 0.8566, 0.9186 / 0.9213 (and with "js-" names
    # left out, `name_decision`: 0.9640 / 0.9685, 0.8577 / 0.8568, 0.9192 / 0.9221); "tooltip
    # webform" too: 0.9640 / 0.9685, 0.8580 / 0.8569, 0.9198 / 0.9221. Tried and left out:
    # "disclosure" (accordions: WCXB odd 0.8553), "postmeta postmetadata entrymeta" (WCXB odd 0.8567).
    """ byline bylines tooltip webform"""
    # the same widgets named in German, French, Spanish, Portuguese, Italian, Dutch and Polish.
    # Measured 2026-11-30 (make bench-quick, F1 all (even / odd)): without: ScrapingHub 0.9641 (0.9613 /
    # 0.9674), WCXB dev 0.8530 (0.8521 / 0.8540), trafilatura-eval-dev 0.9071 (0.9074 / 0.9068); with:
    # the same but trafilatura-eval-dev 0.9074 (0.9080 / 0.9068). The comment-thread words (kommentare, comentarios,
    # ...) as COMMENT_TOKENS too: trafilatura-eval-dev 0.9077 (0.9074 / 0.9081) but WCXB 0.8529
    # (0.8517 / 0.8541): a product's "comentarios" are its reviews. Left out.
    """ teilen empfehlungen verwandte aehnliche werbung anzeige weiterlesen brotkrumen fusszeile
    seitenleiste partager partage publicite pubs filariane lirelasuite compartir publicidad relacionados
    relacionadas recomendados migas paginacion leermas compartilhar compartilhe relacionadas saibamais
    vejatambem condividi correlati pubblicita udostepnij polecane reklama powiazane delen gerelateerd
    advertentie"""
    # More names of the author box under an article ("author-description", "author_details",
    # "author-profile", "contributor-bio"), added 2026-11-30 (bench --no-peers, F1 even / odd):
    # ScrapingHub 0.9743 / 0.9766 -> 0.9746 / 0.9766 (2 pages better, none worse), WCXB dev 0.8764 /
    # 0.8793 -> 0.8765 / 0.8793 (10 pages better, up to +0.017; one worse by 0.001: a paper's
    # "Corresponding Author" address), trafilatura-eval-dev 0.9334 / 0.9439 unchanged (no page
    # changed). A token lookup more per class name: no cost to measure.
    """ authordescription authordetails authorprofile contributorbio"""
    # A docs page's version and language pickers ("version-switcher", Django's "doc-switcher" list of
    # "dev 6.0 5.2 5.0 ..." and "zh-hans pt-br pl ko ..."; "LanguageSelector", "lang_selector").
    # Added 2026-12-01 (bench_extract --no-peers, F1 even / odd): WCXB dev 0.8780 / 0.8802 unchanged
    # at four digits (documentation odd 0.9338 -> 0.9340: three pages better, none worse),
    # ScrapingHub and trafilatura-eval-dev unchanged (no page changed).
    """ versionswitcher versionselector versionpicker versionselect languageswitcher languageselector
    languagepicker langswitcher langselector langselect localeswitcher localeselector localepicker"""
    # The kernel's and other Sphinx themes' "language-selection" box ("English" over links to the
    # page's translations) and its version twin. Added 2026-12-01 (bench_extract --no-peers): the
    # kernel's docs 0.952 -> 0.953, no other page changed (see "Documentation code" in the README).
    """ languageselection versionselection langselection localeselection"""
    # MediaWiki's language button over the title ("10 languages": Vector 2022's "mw-portlet-lang",
    # older skins' "mw-interlanguage-selector"). Added 2026-12-01 with the permalinks of `tidy_code_and_links`.
    """ portletlang interlanguage"""
    # The same widgets named in Swedish, Danish, Norwegian, Czech and Turkish, in the romanised
    # Japanese and Chinese of the crawl's themes ("kanren", "xiangguan"), and the "follow us" boxes
    # of Spanish and Italian sites ("siguenos", "seguici"): see "Vocabularies of 2026-12-01" above
    # SECTION_LABELS.
    """ siguenos seguici folgeuns souvisejici sdilet relaterade relaterat relaterede relaterte annons annonser
    reklame reklam nyhetsbrev nyhedsbrev nieuwsbrief kruimelpad briciole okruszki paylas kanren osusume koukoku
    xiangguan tuijian guanggao fenxiang"""
    # 2026-12-03 (see "CMS labels of 2026-12-03" in SECTION_LABELS): Dutch "gerelateerde-artikelen",
    # Turkish "ilgili-haberler", Portuguese "publicidade" and European Portuguese "partilhar" boxes
    """ gerelateerde ilgili publicidade partilhar"""
    # A blog's archive widget (Blogger's "BlogArchive" with its "ArchiveList", WordPress's
    # "widget_archive"): years and months with their post counts, all links. See POST_CHROME_KINDS.
    """ blogarchive archivelist widgetarchive""".split()
    # A shop's pay-later offer (buy now, pay later) by its provider's name: "or 4 payments of $12.50
    # with Afterpay" under the price, Klarna's and Clearpay's on-site messages, Sezzle's, Scalapay's,
    # Laybuy's and Quadpay's widgets and the modals explaining them: a line of the buy box, filled in
    # by the provider's script. Not Affirm's "Starting at $67/mo or 0% APR with Affirm"
    # (`affirm-as-low-as`): a monthly price, which WCXB dev's golds keep (3026; 4212 and 4213 keep
    # "Pay over time with Affirm"). Added 2026-12-07 (service58; snapshot of the 2,160 pages): with
    # "affirm" WCXB dev 0604 0.7215 -> 0.7349, 3026 0.8430 -> 0.8358 (product even +0.0063, later
    # batch -0.0071); without, 0604 alone. See dom.PAY_LATER_PROVIDERS and docs/rounds.md.
) | PAY_LATER_PROVIDERS
# A shop listing's filter and sort panels (measured and spared when they hold prose: see
# FILTER_PROSE_PARAGRAPHS). "product-sort": Salesforce Commerce Cloud's (SFRA) sort box over a grid
# ("Sort By" and its menu). Added 2026-12-04 (round 31; snapshot of the 2,160 pages, per-page word
# F1): WCXB dev collection even +0.0015, odd +0.0009 (two pages), no other page moved. Tried and left
# out: "result-count" too (WooCommerce's "Showing 1–16 of 29 results", SFRA's "33 Results"):
# collection odd +0.0021 but even -0.0052 (two golds keep "6 Results" and "2 products").
FILTER_TOKENS = frozenset("filters refinements sortby facetfilters productsort".split())
# Names that run a widget word and a part word together ("printfooter": MediaWiki's "Retrieved from
# ..." line; "navheader"/"navfooter": DocBook's Prev/Up/Next bars; "menuwrap", "footerlinks",
# "breadcrumbnav", "sociallinks") are one token to the splitter: they are listed whole. Added
# 2026-12-01 (bench_extract --no-peers, F1 even / odd): WCXB dev 0.8780 / 0.8802 -> 0.8780 / 0.8802
# (documentation 0.9544 / 0.9340 -> 0.9558 / 0.9346, listing even 0.6921 -> 0.6922; 8 pages better,
# up to +0.057, none worse); ScrapingHub unchanged (no page changed); trafilatura-eval-dev 0.9347 /
# 0.9439 unchanged (4 pages changed, their snippets alike). A larger set of the same lookups: no cost.
# "newsletter" (2026-12-05, te39): "newsletterbox", "newsletterwrap" (t3n's "c-native-newsletterbox", a
# gadget magazine's "m-newsletterbox", NZZ's "newsletterbox"), the signup box under or inside a story;
# see "Articles in many languages, the thirty-ninth round" in docs/rounds.md.
COMPOUND_HEADS = ("nav menu sidebar footer breadcrumb breadcrumbs share social print pager pagination toolbar"
                  " newsletter").split()
COMPOUND_PARTS = ("wrap wrapper container inner box area bar list links block section nav menu footer header items"
                  " panel widget holder").split()
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | FILTER_TOKENS | frozenset(
    head + part for head in COMPOUND_HEADS for part in COMPOUND_PARTS if head != part)
# A board's or site's announcement banner (Invision's "ipsAnnouncement", "site-announcement"). Added
# 2026-12-02 with drop_filed_in_links (bench_extract --no-peers, F1 even / odd): WCXB dev 0.8902 /
# 0.8925 -> 0.8904 / 0.8927 (product 0.7252 / 0.7571 -> 0.7269 / 0.7598: a game shop's "Recent Events
# & Announcements" box on six pages, +0.04 on five, one 0.0023 worse; an Invision banner, a cookie
# banner's "×", a service page's "Learn about the latest in ..."); ScrapingHub and
# trafilatura-eval-dev: no page changed.
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | frozenset(("announcement", "announcements"))
# product41 (2026-12-05): a shop's box of other products to add to the order, named by the trade's word
# for it ("cross-sell-article", "product-cross-sell", "CrossSellCards", WooCommerce's "up-sells upsells",
# "rebuy-cart__upsells"), whatever its heading says ("Ils vont bien ensemble").
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | frozenset("crosssell crosssells crossselling upsell upsells".split())
# Boxes of teasers named "read also" or "interesting articles" ("c-read-also__item",
# "paraTypeInteresting-articles"), two words each that the splitter parts (judged as joined bigrams).
# Added 2026-12-03 (bench_extract --no-peers, F1 even / odd): trafilatura-eval-dev 0.9553 / 0.9638 ->
# 0.9553 / 0.9645 (a magazine's "interesting articles" teasers gone; another's read-also carousels,
# 18,000 characters of teasers, gone with its snippets alike); ScrapingHub 0.9802 / 0.9818 and WCXB dev
# 0.8922 / 0.8941 unchanged (no page changed). Tried and left out: judging a BEM modifier naming such
# a box ("carousel__container--related", "--read-also") instead of dropping it (`without_modifier`):
# no page of the three sets changed.
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | frozenset(
    "readalso interestingarticles interestingposts interestingstories".split())
# MediaWiki's "[edit]" link beside every section heading ("mw-editsection", older skins' "editsection",
# with its "mw-editsection-bracket" brackets), which a logged-out reader's wiki page shows. Added
# 2026-12-03 (bench_extract --no-peers, F1 even / odd): WCXB dev 0.892165 / 0.894133 -> 0.892178 /
# 0.894133 (listing even 0.716475 -> 0.716681: a Wikipedia list page, 27 "[edit]" gone, 0.970 -> 0.980;
# no other page changed); ScrapingHub and trafilatura-eval-dev unchanged (no page changed).
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | frozenset(("editsection",))
# Docusaurus' in-page table of contents ("theme-doc-toc-desktop" in the right-hand column, the
# collapsed "theme-doc-toc-mobile" over the text: the page's own headings again, as links) and its
# version badge ("theme-doc-version-badge": "Version: 3.9.2"), named by the theme's stable class
# names, judged as joined pairs ("doc toc", "version badge"; "toc" alone names content boxes too).
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | frozenset(("doctoc", "versionbadge"))
# The banner a versioned doc site sets over an old or unreleased version's page, named by its theme's
# stable class: Docusaurus' "theme-doc-version-banner" ("This is unreleased documentation for Client
# Next version. For up-to-date documentation, see the latest version (3.x)."; "... which is no longer
# actively maintained.") and pydata-sphinx-theme's "bd-header-version-warning" ("This is documentation
# for an unstable development version. Switch to stable version"), joined pairs as "versionbadge" is.
# Added 2026-12-07 (docs53; snapshot of the 2,160 pages): no page moved (the three sets hold no such
# banner), written from the themes' markup (tests/docs_engine_pages.py's "docusaurus-next").
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | frozenset(("versionbanner", "versionwarning"))
# MediaWiki's chrome over a page's text in the MonoBook and older Vector skins: the site's notice
# banner (`#siteNotice`, "sitenotice"), the "From <wiki name>" tagline (`#siteSub`) and the "Jump to
# navigation / Jump to search" links ("mw-jump-link", older skins' "mw-jump" box). Added 2026-12-03
# (bench_extract --no-peers, F1 even / odd): WCXB dev 0.892178 / 0.894133 -> 0.892178 / 0.894197
# (documentation odd 0.944153 -> 0.945103: a PostgreSQL wiki page 0.947 -> 0.996; one worse, a Gentoo
# wiki page 0.9946 -> 0.9934, whose gold keeps its "From Gentoo Wiki" and jump lines); ScrapingHub and
# trafilatura-eval-dev unchanged (no page changed). Tried: "jumplink" (any jump link) for "mwjump":
# WCXB odd 0.894204, but it drops headings wrapped in a "heading-2-with-jump-link" box (an energy
# guide's five h2s; its gold leaves them out, most golds keep headings).
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | frozenset(("sitenotice", "sitesub", "mwjump"))
# A bar of the stories before and after this one named "paginate" (Koken's essay template: each title
# a link "paginate larr" / "paginate rarr"), as "pagination" and "pager" are. Added 2026-12-03 (round
# 27; snapshot of the 2,160 pages, bench_extract --no-peers, F1 even / odd): trafilatura-eval-dev odd
# 0.9645 -> 0.9651, P 0.9584 -> 0.9598 (0219: the two titles gone, one leaked snippet fewer; no other page changed);
# ScrapingHub 0.9802 / 0.9818 and WCXB dev 0.8949 / 0.8952 unchanged (no page changed).
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | frozenset(("paginate",))
# A shop's cart drawer in its header ("mini-cart" / "minicart": WooCommerce's "No products in the
# cart.", a theme's "cartWidget" with its "My Cart"; Dawn's "cart-drawer", side-cart plugins) and its
# restock sign-up ("product-restock-notification": "Get notified by email when this product is in
# stock."). Added 2026-12-04 (round 31; snapshot of the 2,160 pages, per-page word F1): WCXB dev 6
# pages better, none worse: product odd +0.0416 summed (a Squarespace product 0.958 -> 0.993, a
# shop's "My Cart" 0.504 -> 0.511), collection odd +0.0045 (three pages), product even +0.0003;
# ScrapingHub and trafilatura-eval-dev: no page changed. "cartdrawer" and "sidecart" moved no page.
# Tried and left out: "currencyswitcher currencyselector currencypicker" (no page moved: the one
# product page listing its price in 11 currencies names them "woocs_price_info", a plugin's name).
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | frozenset(
    "minicart cartdrawer sidecart cartwidget stocknotification restocknotification".split())
# A machine-written summary of the page in a box of its own ("ai-summary-block": a XenForo add-on's
# "Click For Summary" over a thread, its Discussion Overview, Main Points Raised ...; "ai-summary",
# "aiSummary" boxes above articles), not the page's own words. Added 2026-12-04 (forum engines,
# fourteenth round; snapshot of the three sets): a Physics Forums thread 0.801 -> 0.883.
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | frozenset(("aisummary",))
# A board's call to its guests to sign up, set under the thread (NodeBB 4's dismissible
# "guest-cta-alert": "Hello! It looks like you're interested in this conversation, but you don't
# have an account yet." over its Register and Login links), judged as a joined pair ("guest cta").
# Added 2026-12-06 (forum50; snapshot of the 2,160 pages): one Document moved, WCXB dev forum odd
# 0.9054 -> 0.9537 (a NodeBB topic); ScrapingHub and trafilatura-eval-dev: no page moved.
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | frozenset(("guestcta",))
# WPBakery's (Visual Composer's) "Call to Action" element (`vc_cta3`, its box "vc_cta3-container"):
# a heading, a line of pitch and a button for the site's own offer, set into a post by the editor
# (a seminar's "Book now" under a blog post). Added 2026-12-04 (round 32): see "Placeholders and
# notices" in docs/rounds.md.
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | frozenset(("cta3",))
# The box asking the reader's word on the page itself, named so as a joined pair: "docs-feedback"
# (GitLab's "Help & feedback" under every docs page: "Edit this page to fix an error ...", "Create an
# issue ...", "View pricing ..."), "page-feedback", "article-feedback" (help centres' "Was this
# article helpful?" boxes, Document360's). "feedback" alone names a service page's customer quotes
# too ("customer-feedback"), so it is not one. Added 2026-12-07 (docs58): see "Documentation, the
# fifty-eighth round" in docs/rounds.md.
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | frozenset(("docsfeedback", "pagefeedback", "articlefeedback"))
# A teaser named as set into the story (dom.EMBEDDED_TEASER_TOKENS: "teaser--embed", "inline-teaser").
BOILERPLATE_TOKENS = BOILERPLATE_TOKENS | EMBEDDED_TEASER_TOKENS
COMMENT_TOKENS = frozenset(
    """comment comments commentlist commentarea commentsection disqus respond replyform""".split()
)
# A class name whose tokens name the body container before any boilerplate token
# ("entry-content-read-more", "article__content-well") is the content itself, with a modifier.
CONTENT_TOKENS = frozenset(("content", "body", "text", "prose", "richtext", "articlebody", "storybody"))
# A token pair naming the layout around content, not a widget: "has-sidebar", "no-ads", ...
# "follow-up" (a service page's "better follow-up" section is not a "follow us" box) added
# 2026-11-30 (make bench-quick, F1 even / odd): WCXB dev 0.8596 / 0.8597 -> 0.8599 / 0.8597 (service
# 0.8494 -> 0.8523 on the even half), ScrapingHub and trafilatura-eval-dev unchanged.
# "social-embed", "social-media-embed", "embed-social": the wrapper of a post the article quotes
# (a tweet, an Instagram post), not a share bar; with the consent placeholders such wrappers show
# instead of the post ("Empfohlener redaktioneller Inhalt", PROMPT_FAMILIES["consent"]). Added
# 2026-11-30 (bench --no-peers, F1 even / odd): ScrapingHub 0.9646 / 0.9692 -> 0.9646 / 0.9706 (a
# story of five embedded tweets 0.657 -> 0.857), WCXB dev 0.8669 / 0.8703 unchanged (no page has
# such a wrapper), trafilatura-eval-dev 0.9321 / 0.9397 unchanged; the veto without the placeholder
# family: trafilatura-eval-dev even 0.9315 (a consent placeholder kept). CPU within noise.
VETO_BIGRAMS = frozenset(("hassidebar", "withsidebar", "nosidebar", "noads", "nocomments", "hasads", "adfree", "followup",
                          "socialembed", "mediaembed", "embedsocial"))
# Khoros (Lithium) communities set "lia-link-navigation" on every link of a page, a poster's name's
# too ("lia-link-navigation lia-user-name-link"), and the name in "login-bold": a thread's posters
# went as navigation and login widgets. Added 2026-12-05 (round 36; no page of the three sets is a
# Khoros page, none moved): see "Forum engines, eighteenth round" in docs/rounds.md.
VETO_BIGRAMS = VETO_BIGRAMS | frozenset(("lialink", "loginbold"))
# Docusaurus' CSS-module name on every heading of a doc ("anchorWithStickyNavbar_LWe7", v3's
# "anchorTargetHideOnScrollNavbar_qJOx": the offset that keeps a linked heading clear of the sticky
# navbar) names the heading's anchor, not a navbar: every h2 and h3 of such a page went as one.
VETO_BIGRAMS = VETO_BIGRAMS | frozenset(("anchorwith", "anchortarget"))
# highlight.js' and Sandpack's (react.dev) comment tokens in a code block ("hljs-comment",
# "sp-syntax-comment") are the code's own words, not a comment thread: read as COMMENT_TOKENS they
# took every comment out of the code.
VETO_BIGRAMS = VETO_BIGRAMS | frozenset(("hljscomment", "syntaxcomment"))
# WoltLab's boards (Burning Board, WoltLab Suite) set where a post's author box stands on every post
# ("message messageSidebarOrientationLeft", "...Right"): a layout statement as "has-sidebar" is.
# Read as "sidebar", every post of a thread went and the page kept its title and a box of similar
# threads. Added 2026-12-06 (forum44; no page of the three sets is a WoltLab page, none moved).
VETO_BIGRAMS = VETO_BIGRAMS | frozenset(("sidebarorientation",))
# RDF Schema's `rdfs:comment` is a resource's description, set as a class by DocBook builds: the PHP
# manual's PhD writes every function's description paragraph as `<p class="para rdfs-comment">`.
# Read as a comment thread, the function's description went (the guard keeps it only when it holds
# most of the region). Added 2026-12-06 (docs49; no name of the three development sets holds the
# pair, none moved; tests/docs_engine_pages.py's PHP manual page).
VETO_BIGRAMS = VETO_BIGRAMS | frozenset(("rdfscomment",))
# The control that opens a menu ("menu_toggle", "menu-toggle") is no menu: its label is what it
# stands for. A board's poster's name is such a link, a caret beside it, opening the poster's menu
# ("name menu_toggle"): read as "menu", every post lost its poster's name. (A nav's toggle button
# goes as a `button`, a nav as a framing tag.) Added 2026-12-06 (forum50; snapshot of the 2,160
# pages): one Document's text moved, WCXB dev forum even 0.9373 -> 1.0000 (a board's names and post
# numbers kept, as its gold), odd level; a service page's html alone (a hidden toggle);
# ScrapingHub and trafilatura-eval-dev: no page moved.
VETO_BIGRAMS = VETO_BIGRAMS | frozenset(("menutoggle",))
# The link that pops a user's menu up ("UserPopMenuLink": YAF.NET 2 sets it on every poster's name)
# is a user's name, no menu, as the toggle above: read as "menu", every post of a YAF topic lost its
# poster. "user" then "pop" names a popup of a user; a "PopMenu" of anything else stays a menu.
# Added 2026-12-07 (engines59; no class or id of the three development sets holds the pair, none
# moved: see "Round 59, engines59" in docs/rounds.md).
VETO_BIGRAMS = VETO_BIGRAMS | frozenset(("userpop",))
# A noscript with at least this much text is content (unwrapped), not a "please enable JS" note.
NOSCRIPT_CONTENT = 200
# An element holding more than this share of the region's text is never removed by a guarded rule.
GUARD_SHARE = 0.5
# A hidden element right after a visible button titled with PANEL_MIN_TITLE characters or more,
# holding PANEL_MIN_CHARS or more mostly unlinked, is a collapsed panel (an FAQ answer): kept.
# Measured 2026-11-30 (make bench-quick, F1 even / odd; ScrapingHub 0.9613 / 0.9674 and
# trafilatura-eval-dev 0.9165 / 0.9121 unchanged by all): without, WCXB dev 0.8561 / 0.8556; any
# button: 0.8560 / 0.8559 (shipping tooltips and "added to cart" popups kept); title >= 12 or 20:
# 0.8560 / 0.8562; and the button neither hidden nor widget-named: 0.8561 / 0.8562 (service 0.829 ->
# 0.832). PANEL_MIN_CHARS 40, 100 and 200 score alike.
PANEL_MIN_CHARS = 40
PANEL_MIN_TITLE = 20

SPLIT = re.compile(r"[^a-z0-9]+")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_decisions: dict[str, str] = {}  # one class name -> verdict
whole_decisions: dict[str, str] = {}  # a whole class attribute -> verdict
MAX_CACHED = 50_000


def remember(memo: dict, cap: int, key, verdict):
    """Store `verdict` under `key` in one of this module's verdict memos (emptied when it holds `cap`
    entries: the verdicts depend only on their keys, so a cleared memo only costs time) and return
    it."""
    if len(memo) >= cap:
        memo.clear()
    memo[key] = verdict
    return verdict


# ASCII's bytes other than a-z and 0-9: what `SPLIT` removes from an ASCII text.
_NOT_ALNUM_BYTES = bytes(code for code in range(128) if not (97 <= code <= 122 or 48 <= code <= 57))


def alnum_folded(text: str) -> str:
    """`SPLIT.sub("", text.lower())`: the a-z and 0-9 of `text` lower-cased, in order. Built as
    bytes: the other code points dropped by the ASCII encode, the other bytes by `translate`
    (2026-12-04: a page's joined class values 0.18 -> 0.02 ms on average, the same string for every
    code point)."""
    return text.lower().encode("ascii", "ignore").translate(None, _NOT_ALNUM_BYTES).decode("ascii")


def tokens_of(value: str) -> list[str]:
    """`"shareButtons post-tags"` -> ["share", "buttons", "post", "tags"]."""
    return [t for t in SPLIT.split(_CAMEL.sub("-", value).lower()) if t]


def classify_names(names: str) -> str:
    """'' for an ordinary class (or id) string, else which rule its tokens match: "hidden",
    "comments" or "boilerplate". A name that states the body container before any boilerplate
    token ("entry-content-read-more", "article__content-well") vetoes the others."""
    decision = whole_decisions.get(names)
    if decision is not None:
        return decision
    if _speedups is not None:  # the rest in C (`_speedups.classify_names`, built below as name_judge)
        return name_judge(names)
    return _classify_names_python(names)


def _classify_names_python(names: str) -> str:
    """Twin of `_speedups.classify_names`: `classify_names` past its memo's hit, without the C speedups
    (which hand it the strings they do not judge: WordPress posts, names outside ASCII)."""
    parts = names.split()
    if "hentry" in names or "status-publish" in names:  # a WordPress post: not its taxonomy terms
        parts = names_a_widget_could_have(parts)
    if "-promoted" in names:  # a Drupal node in full view: not its front-page flag
        parts = without_drupal_status(parts)
    if len(parts) == 1:  # most ids and many classes: the one name's verdict, without the set
        decision = name_decision(parts[0])
        if decision == "content":
            decision = ""
    else:
        decision = _strongest_verdict({name_decision(name) for name in parts})
    return remember(whole_decisions, MAX_CACHED, names, decision)


# The C walks call it on a memo miss (`_speedups.classify_names`): no Python frame for the ~107,000
# class and id strings a pass over WCXB dev meets for the first time (2026-11-30).
name_judge = None if _speedups is None else _speedups.classify_names(
    whole_decisions, _decisions, MAX_CACHED, HIDING_CLASSES, CONTENT_TOKENS, BOILERPLATE_TOKENS, COMMENT_TOKENS,
    VETO_BIGRAMS, _classify_names_python)


def _strongest_verdict(decisions: set) -> str:
    """The verdict of a class string from its names' verdicts: hidden, then content (no verdict),
    then boilerplate, then comments."""
    for verdict in ("hidden", "content", "boilerplate", "comments"):
        if verdict in decisions:
            return "" if verdict == "content" else verdict
    return ""


# WordPress sets each post's taxonomy terms as class names on its element ("tag-werbung",
# "category-anzeige", "custom_tags-werbung", "product_cat-social"): they name the post's topics,
# not what the element is (a post tagged "Werbung" is no ad, one filed under "Social media" no
# share bar). They are set beside the post's status ("status-publish") or "hentry", which mark
# the element as a post; on such an element they are not judged.
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd): before, ScrapingHub 0.9640 / 0.9686,
# WCXB dev 0.8649 / 0.8670, trafilatura-eval-dev 0.9290 / 0.9310; with: the same but
# trafilatura-eval-dev 0.9290 / 0.9332 (a post tagged "Werbung" from nothing to whole). Before the
# teaser-card rule (`nested_posts`) it cost WCXB dev's even half 0.8649 -> 0.8639: the related
# posts of an article, filed under "social-security-...", had gone as share bars by chance.
_TAXONOMY_TERM = re.compile(r"(?:tag|category|post_tag|[a-z0-9]+_(?:tags?|categor(?:y|ies)|cat|topics?))-", re.I)


# Drupal sets "node-promoted" (Drupal 7) or "node--promoted" (8 and later) on a node promoted to the
# front page, on the story's own element ("node node-article node-promoted"): a status, not a
# promotion widget. Read as "promoted", a story under STORY_MIN_PROSE characters went whole, the
# region's sidebar left in its place. Not judged on a node in full view; a node shown as a card (a
# teaser or another view mode: "node--view-mode-view-item-link", "node-teaser") keeps the reading:
# such cards link to other pages. Added 2026-12-04 (bench_extract --no-peers, F1 even / odd, snapshot
# of every page): trafilatura-eval-dev odd 0.9658 -> 0.9665 (a Drupal 7 story 0/2 -> 1/2 snippets,
# its sidebar's teasers still kept by the region), ScrapingHub 0.9802 / 0.9818 and WCXB dev 0.8951 / 0.8961
# unchanged (no other page moved). Tried: every "promoted" flag (a token pair veto, "nodepromoted"):
# WCXB dev odd one page worse (0.9679 -> 0.9675: a product page's linked cards of other products,
# "node--promoted node--view-mode-view-item-link", kept).
_DRUPAL_STATUS_NAMES = frozenset(("node-promoted", "node--promoted"))
_DRUPAL_CARD_VIEW = re.compile(r"(?:node-+)?(?:teaser|view-mode-(?!full$))")


def without_drupal_status(names: list[str]) -> list[str]:
    """The class names to judge: all of them, but Drupal's front-page flag on a node in full view."""
    if _DRUPAL_STATUS_NAMES.isdisjoint(names) or any(_DRUPAL_CARD_VIEW.match(name) for name in names):
        return names
    return [name for name in names if name not in _DRUPAL_STATUS_NAMES]


def names_a_widget_could_have(names: list[str]) -> list[str]:
    """The class names to judge: all of them, but a WordPress post's taxonomy terms."""
    if not WORDPRESS_POST_NAMES.intersection(names):
        return names
    return [name for name in names if not _TAXONOMY_TERM.match(name)]


def name_decision(name: str) -> str:
    """One class name's verdict: "hidden", "content", "boilerplate", "comments" or ''. Memoised:
    single class names repeat across elements and pages far more than whole class strings."""
    decision = _decisions.get(name)
    if decision is not None:
        return decision
    # one name of HIDING_CLASSES under a Tailwind prefix, else the name
    read = "print:hidden" if is_prefixed_print_hidden(name) else name
    judged = "" if read[:3].lower() == "js-" or (is_conditional_utility(read) and read.lower() not in HIDING_CLASSES) \
        else without_modifier(read)
    # Most names reach here once (ids and generated class names are unique): tokenised in C.
    if _speedups is not None:
        decision = _speedups.name_decision(judged, HIDING_CLASSES, CONTENT_TOKENS, BOILERPLATE_TOKENS,
                                           COMMENT_TOKENS, VETO_BIGRAMS)
    if decision is None:  # no C speedups, or a name that is not ASCII
        decision = _name_decision_python(judged)
    remember(_decisions, MAX_CACHED, name, decision)
    return decision


# Tailwind's print variant ("print:hidden", "print:break-inside-avoid": a style for the printed page)
# and its arbitrary variants and properties ("[html.sidebar-filled_&]:bg-base", "[count-reset:line]":
# a selector or a declaration) state a style, not what the element is: they name nothing. Read as
# other names, their words were widgets' ("print", "sidebar") and GitBook's code blocks, set in such
# classes, went as print widgets and sidebars. Other variants keep their verdicts: "md:[grid-area:sidebar]"
# places a sidebar, "group-hover/tooltip:opacity-100" shows a tooltip. Measured 2026-12-01: see
# "Documentation code" in the README's figures; every variant (any name holding ":") named nothing:
# WCXB dev odd 0.8841 -> 0.8839 (a blog's grid-area sidebar and a pricing table's tooltips kept).
def is_conditional_utility(name: str) -> bool:
    """A Tailwind class name with the print variant ("print:...") or an arbitrary variant or
    property ("[...]")."""
    return name[:1] == "[" or name[:6].lower() == "print:"


# Tailwind's print-hidden utility under a prefix the site's configuration sets, so that its names
# do not meet another stylesheet's: in Tailwind 3 the prefix opens the utility ("print:tw-hidden",
# Hextra's "print:hx-hidden", Nextra's "print:nx-hidden"), in Tailwind 4 it opens the name as a
# variant ("tw:print:hidden", Hextra 0.10's "hx:print:hidden"). Either is "print:hidden": the docs
# themes built on Tailwind set their pagers, tables of contents, breadcrumbs' and sidebars' boxes so.
# A prefix is one to four letters (Tailwind's documented example: "tw"; the themes': "hx", "nx"), a
# bound, not tuned. Added 2026-12-07 (docs52; snapshot of the 2,160 pages against main's): no
# Document moved (the three sets hold no Tailwind 3 prefixed name; WCXB dev 0447's Hextra 0.10
# "hx:print:hidden" boxes, read as print widgets before, went already). Judged in C too
# (`_speedups._prefixed_print_hidden`).
_PREFIXED_PRINT_HIDDEN = re.compile(r"(?:[a-z]{1,4}:)?print:(?:[a-z]{1,4}-)?hidden", re.IGNORECASE)


def is_prefixed_print_hidden(name: str) -> bool:
    """Is `name` Tailwind's "print:hidden" under a prefix ("print:tw-hidden", "tw:print:hidden")?"""
    return ":" in name and _PREFIXED_PRINT_HIDDEN.fullmatch(name) is not None


# A "js-" name is a script's hook ("js-byline-images" on CNN's lede, "js-lightbox-gallery" on a
# press release's text), not what the element is: it names nothing. Measured 2026-11-30 (make
# bench-quick, F1 even / odd; with the byline tokens, see BOILERPLATE_TOKENS): judged as other
# names, ScrapingHub 0.9640 / 0.9673, WCXB dev 0.8574 / 0.8566, trafilatura-eval-dev 0.9186 /
# 0.9213; left out: 0.9640 / 0.9685, 0.8577 / 0.8568, 0.9192 / 0.9221. Alone (no byline tokens, no
# NARROW_MIN_PROSE): ScrapingHub 0.9627 / 0.9674 unchanged, WCXB dev 0.8563 / 0.8566 -> 0.8566 /
# 0.8567, trafilatura-eval-dev 0.9186 / 0.9200 -> 0.9192 / 0.9209. (`name_decision` applies it.)
def without_modifier(name: str) -> str:
    """A BEM class name without its modifier: `"TestReport__Section--Ads"` -> `"TestReport__Section"`.
    The modifier names a variant of the block (a section with an ad slot beside it), not a widget.
    Measured 2026-11-30 (make bench-quick, F1 even / odd): modifiers judged as the rest of the name:
    trafilatura-eval-dev 0.9171 / 0.9150 (a test report's every section "--Ads": the page narrowed
    to 78 characters); without them 0.9171 / 0.9172; ScrapingHub 0.9613 / 0.9674 and WCXB dev
    0.8562 / 0.8562 unchanged. (Names without "__" keep their "--" parts: "ad--related" is no BEM.)
    A block's modifier that is one content word (`CONTENT_TOKENS`: "teaser--content", "card--text")
    goes too: it names the card's kind, and read as the body container it vetoed the card's other names
    (NZZ's "teaser teaser--content teaser--embed"). Added 2026-12-05 (te36; bench_extract --no-peers, F1
    even / odd): trafilatura-eval-dev 0.9664 / 0.9686 -> 0.9670 / 0.9686 (P even 0.9552 -> 0.9565: NZZ's
    three embedded story cards gone, one leaked snippet fewer); ScrapingHub and WCXB dev: no page moved."""
    if "--" not in name:
        return name
    block, modifier = name.split("--", 1)
    if "__" not in name and modifier.lower() not in CONTENT_TOKENS:
        return name
    return block or name


def _name_decision_python(name: str) -> str:
    """`name_decision` without the memo and the C speedups."""
    decision = ""
    if name.lower() in HIDING_CLASSES:
        decision = "hidden"
    else:
        tokens = tokens_of(name)
        bigrams = [a + b for a, b in itertools.pairwise(tokens)]
        if not VETO_BIGRAMS.intersection(bigrams):
            for token in tokens:
                if token in CONTENT_TOKENS:
                    decision = decision or "content"  # "comment-body" stays a comment
                    break
                if token in BOILERPLATE_TOKENS:
                    decision = "boilerplate"
                    break
                if token in COMMENT_TOKENS and not decision:
                    decision = "comments"
            if not decision and BOILERPLATE_TOKENS.intersection(bigrams):
                decision = "boilerplate"
            elif not decision and COMMENT_TOKENS.intersection(bigrams):
                decision = "comments"
    return decision


# WordPress marks each post it renders with its status ("status-publish") or "hentry": the post
# a page shows as well as every teaser card of a loop (related posts, a shop's related and upsell
# products), and on the page of one post its body's class says which ("postid-123"; the post's
# element is "post-123"; a theme that leaves the id out: the post holding the most text). Every
# other post on that page is a teaser card. Cards holding together
# over GUARD_SHARE of the content are the content and stay; <article> cards the region contract
# takes are no choice (`region_choice.choose_content`: the prose decides). A page ("page-id-123") is
# no single post: the posts it lists are its content.
# Measured 2026-11-30 (bench_extract --no-peers, F1 even / odd): before, ScrapingHub 0.9640 / 0.9686,
# WCXB dev 0.8649 / 0.8669, trafilatura-eval-dev 0.9290 / 0.9310; with: 0.9640 / 0.9686, 0.8649 /
# 0.8670 (five articles better by 0.001 to 0.029, none worse), 0.9290 / 0.9310. Tried: the page's
# post known by its id alone: two ScrapingHub pages emptied (0.9538 / 0.9565; their themes leave
# the id out); any post inside another non-page post, on every page (no body test): the same
# scores but 2.7% more CPU time on WCXB dev (the XPath over every page), this: 0.5%.
WORDPRESS_POST_NAMES = frozenset(("hentry", "status-publish"))
