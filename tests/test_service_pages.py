"""Service pages (a company's landing, "about", features and pricing pages): the fixtures are written
here, modelled on the markup of the common site builders (WordPress with Elementor, Webflow-like
section stacks, Bootstrap feature grids, Framer's responsive variants)."""
import pytest
from lxml import etree

from beam_extract import clean, extract, ledes
from beam_extract.clean.phrases import is_section_label
from beam_extract.page_facts import drop_breakpoint_variants
from beam_extract.parse import parse_html

NAV = ("<header class='site-header'><nav class='main-navigation'><ul><li><a href='/'>Home</a></li>"
       "<li><a href='/services'>Services</a></li><li><a href='/about'>About</a></li>"
       "<li><a href='/contact'>Contact</a></li></ul></nav></header>")
FOOTER = ("<footer class='site-footer'><p>© 2026 Brightline Studio. All rights reserved.</p><ul>"
          "<li><a href='/privacy'>Privacy Policy</a></li><li><a href='/terms'>Terms of Use</a></li></ul></footer>")
INTRO = ("Brightline is a small studio that helps companies of twenty to two hundred people look as good as "
         "their work. We plan, draw and build the things your customers see.")
FEATURES = (
    ("Strategy workshops", "We start with two days of interviews and workshops with your team to map the "
                           "customers you serve and the goals you share."),
    ("Brand identity", "Logos, colours and type are drawn together so that every page, parcel and sign reads "
                       "as one company."),
    ("Website design", "Pages are designed around the questions your customers ask, and tested with them "
                       "before a line of code is written."),
)
PROCESS = ("Every project has one lead designer who stays with it from the first workshop to the launch. You "
           "talk to the person doing the work, every week, and you see drafts as they are made.")


def page(body: str, meta: str = "") -> str:
    return (f"<html><head><title>Brightline Studio</title>{meta}</head><body>{NAV}{body}{FOOTER}"
            "</body></html>")


def assert_whole_service(text: str) -> None:
    """The hero, every feature card (title and text) and the closing section, and no site chrome."""
    assert INTRO in text and PROCESS in text
    for title, description in FEATURES:
        assert title in text and description in text
    assert "All rights reserved" not in text and "Privacy Policy" not in text


def test_elementor_landing_page_keeps_its_feature_boxes():
    cards = "".join(
        "<div class='elementor-column elementor-col-33'><div class='elementor-widget elementor-widget-icon-box'>"
        f"<div class='elementor-icon-box-content'><h3 class='elementor-icon-box-title'>{title}</h3>"
        f"<p class='elementor-icon-box-description'>{text}</p></div></div></div>" for title, text in FEATURES)
    body = ("<div data-elementor-type='wp-page' class='elementor elementor-12'>"
            "<section class='elementor-section elementor-top-section'><div class='elementor-container'>"
            "<div class='elementor-widget-heading'><h1 class='elementor-heading-title'>Design for growing brands</h1></div>"
            f"<div class='elementor-widget-text-editor'><p>{INTRO}</p></div></div></section>"
            f"<section class='elementor-section'><div class='elementor-container'><h2>What we do</h2>{cards}</div></section>"
            f"<section class='elementor-section'><div class='elementor-container'><h2>How we work</h2><p>{PROCESS}</p>"
            "</div></section></div>")
    doc = extract(page(body, "<meta name='generator' content='Elementor 3.20'>"), "https://brightline.example/")
    assert_whole_service(doc.text)
    assert "What we do" in doc.text and "How we work" in doc.text


def test_section_stack_without_a_main_landmark_keeps_every_section():
    # A Webflow/Squarespace-like page: one sibling section per block, the hero's prose shorter than
    # the features', no main element.
    features = "".join(f"<div class='feature-card'><h3 class='heading-3'>{title}</h3><p class='paragraph'>{text}</p>"
                       "</div>" for title, text in FEATURES)
    body = (f"<div class='page-wrapper'><section class='section hero'><div class='container'><h1>Design studio</h1>"
            f"<p class='hero-paragraph'>{INTRO}</p></div></section>"
            f"<section class='section features'><div class='container'><h2>Services</h2><div class='grid'>{features}</div>"
            f"</div></section><section class='section process'><div class='container'><h2>Process</h2><p>{PROCESS}</p>"
            "</div></section></div>")
    doc = extract(page(body), "https://brightline.example/")
    assert_whole_service(doc.text)


def test_bootstrap_features_grid_keeps_its_cards():
    cols = "".join(f"<div class='col-md-4'><div class='card h-100'><div class='card-body'><h3 class='card-title'>"
                   f"{title}</h3><p class='card-text'>{text}</p></div></div></div>" for title, text in FEATURES)
    body = (f"<main role='main'><div class='jumbotron'><h1 class='display-4'>Design studio</h1><p class='lead'>{INTRO}"
            f"</p></div><div class='container'><div class='row'>{cols}</div><h2>How we work</h2><p>{PROCESS}</p>"
            "</div></main>")
    doc = extract(page(body), "https://brightline.example/")
    assert_whole_service(doc.text)


def framer_page(generator: str = "Framer 4c8a172") -> str:
    """A Framer page: each responsive block rendered once per breakpoint, as sibling "ssr-variant"
    elements hidden by the stylesheet's media queries (the desktop variant first)."""
    def variants(desktop: str, tablet: str, phone: str) -> str:
        return (f"<div class='ssr-variant hidden-72rtr7 hidden-1ha2t7j'>{desktop}</div>"
                f"<!-- breakpoint --><div class='ssr-variant hidden-v27ra6 hidden-1ha2t7j'>{tablet}</div>"
                f"<div class='ssr-variant hidden-v27ra6 hidden-72rtr7'>{phone}</div>")
    hero = variants(f"<h1>Design for growing brands</h1><p>{INTRO}</p>",
                    f"<h1>Design for growing brands</h1><p>{INTRO}</p>",
                    "<h1>Design for brands</h1><p>Brightline plans, draws and builds.</p>")
    cards = "".join(f"<div class='framer-card'><h3>{title}</h3><p>{text}</p></div>" for title, text in FEATURES)
    body = (f"<div id='main'><div class='framer-page framer-v-72rtr7'>{hero}<section class='framer-section'>{cards}"
            f"</section>{variants(f'<p>{PROCESS}</p>', f'<p>{PROCESS}</p>', f'<p>{PROCESS}</p>')}</div></div>")
    return page(body, f"<meta name='generator' content='{generator}'>")


def test_framer_page_keeps_one_variant_of_each_block():
    doc = extract(framer_page(), "https://brightline.example/")
    assert_whole_service(doc.text)
    assert doc.text.count(INTRO) == 1 and doc.text.count(PROCESS) == 1
    assert "Design for brands" not in doc.text  # the phone layout's hero


def test_breakpoint_variants_go_only_on_framer_pages():
    tree = parse_html(framer_page())
    assert drop_breakpoint_variants(tree) == 4  # two later variants of each of the two blocks
    assert len(tree.getroot().xpath("//*[contains(@class, 'ssr-variant')]")) == 2
    # The same class names on a page another tool built are left to the page's own rules.
    other = parse_html(framer_page(generator="WordPress 6.5"))
    assert drop_breakpoint_variants(other) == 0
    assert len(other.getroot().xpath("//*[contains(@class, 'ssr-variant')]")) == 6


def test_page_builder_phone_copy_of_a_section_goes():
    # Elementor renders a section twice when the phone layout differs: the copy for phones carries
    # "elementor-hidden-desktop" (and "-tablet"); a desktop browser shows the other one.
    phone = ("<section class='elementor-section elementor-hidden-desktop elementor-hidden-tablet'>"
             "<div class='elementor-container'><p>Brightline plans, draws and builds: call us.</p></div></section>")
    cards = "".join(f"<div class='elementor-column'><h3>{title}</h3><p>{text}</p></div>" for title, text in FEATURES)
    body = (f"<div class='elementor elementor-12'><section class='elementor-section elementor-hidden-mobile'>"
            f"<div class='elementor-container'><h1>Design for growing brands</h1><p>{INTRO}</p></div></section>{phone}"
            f"<section class='elementor-section'>{cards}<p>{PROCESS}</p></section>"
            "<div class='mobile-only'><p>Tap here to call the studio from your phone today.</p></div></div>")
    doc = extract(page(body, "<meta name='generator' content='Elementor 3.20'>"), "https://brightline.example/")
    assert_whole_service(doc.text)
    assert "call us" not in doc.text and "Tap here" not in doc.text


def test_desktop_hidden_class_names_of_frameworks_and_themes():
    from beam_extract.clean import classify_names
    for names in ("elementor-section elementor-hidden-desktop", "page-width large-up-hide", "is-hidden-desktop",
                  "uk-hidden@m", "cell show-for-small-only", "visible-xs-block", "mobile-only"):
        assert classify_names(names) == "hidden", names
    # Hidden on phones only (shown on a desktop), or a name that merely mentions a device: not hidden.
    for names in ("hidden-xs", "elementor-hidden-mobile", "desktop-nav-links-wrapper-content", "mobile-app-promo-text"):
        assert classify_names(names) != "hidden", names


def test_webflow_tablet_copy_of_a_section_goes():
    # Webflow sites built on the Client-First class system lay a section out twice: "hide-tablet" on
    # the desktop copy, "show-tablet" (display: none above the tablet breakpoint) on the narrow one.
    cards = "".join(f"<li class='horizontal-list_item'><div class='text-style-intro'>{title}</div><p>{text}</p></li>"
                    for title, text in FEATURES)
    desktop = f"<div class='hide-tablet'><ul class='horizontal-list w-list-unstyled'>{cards}</ul></div>"
    tablet = ("<div class='show-tablet'><ul class='horizontal-list w-list-unstyled'>"
              f"<li class='horizontal-list_item'><div class='text-style-intro'>{FEATURES[0][0]}</div>"
              f"<p>{FEATURES[0][1]}</p></li></ul></div>")
    body = (f"<div class='page-wrapper'><main class='main-wrapper'><section class='section_hero'>"
            f"<div class='padding-global'><h1>Design for growing brands</h1><p>{INTRO}</p></div></section>"
            f"<section class='section_features'><div class='padding-global'>{desktop}{tablet}</div></section>"
            f"<section class='section_process'><div class='padding-global'><p>{PROCESS}</p></div></section>"
            "</main></div>")
    doc = extract(page(body, "<meta name='generator' content='Webflow'>"), "https://brightline.example/")
    assert_whole_service(doc.text)
    assert doc.text.count(FEATURES[0][1]) == 1


def test_tablet_only_class_names_are_hidden_but_names_mentioning_a_tablet_are_not():
    from beam_extract.clean import classify_names
    for names in ("show-tablet", "div-block show-mobile-landscape", "show-mobile-portrait", "visible-tablet"):
        assert classify_names(names) == "hidden", names
    for names in ("hide-tablet", "tablet-showcase", "show-tablet-menu-wrapper"):
        assert classify_names(names) != "hidden", names


def test_booking_ordering_and_demo_buttons_go_but_a_linked_phrase_in_a_sentence_stays():
    buttons = ("<a class='btn' href='/book'><span> BOOK NOW</span></a>", "<a href='/demo'>Watch demo</a>",
               "<a class='cta' href='/quote'>Get a Quote</a>", "<a href='/de/buchen'>Jetzt buchen</a>")
    sentence = ("<p>Not sure which package fits? <a href='/quote'>Get a quote</a> and we will answer within a "
                "day, with a plan drawn for your team. For larger teams, <a href='/contact'>contact us</a> for a "
                "plan of your own.</p>")
    sections = "".join(f"<section class='feature'><h2>{title}</h2><p>{text}</p><div class='actions'>{button}</div>"
                       f"</section>" for (title, text), button in zip(FEATURES, buttons, strict=False))
    body = (f"<main><section class='hero'><h1>Brightline Studio</h1><p>{INTRO}</p>{buttons[3]}</section>"
            f"{sections}<section><p>{PROCESS}</p>{sentence}</section></main>")
    doc = extract(page(body), "https://brightline.example/services")
    assert_whole_service(doc.text)
    lines = [line.strip() for line in doc.text.splitlines()]
    for button in ("BOOK NOW", "Watch demo", "Get a Quote", "Jetzt buchen"):
        assert button not in lines, (button, lines)
    assert "Not sure which package fits? Get a quote and we will answer" in doc.text, doc.text
    assert "For larger teams, contact us for a plan of your own." in doc.text, doc.text


def test_the_call_to_action_of_a_card_written_as_one_link_goes():
    cards = "".join(f"<a class='service-card' href='/services/{n}'><h2>{title}</h2><p>{text}</p>"
                    f"<div class='text-link'>Get started</div></a>" for n, (title, text) in enumerate(FEATURES))
    body = (f"<main><section class='hero'><h1>Brightline Studio</h1><p>{INTRO}</p></section>"
            f"<section class='services'>{cards}</section><section><p>{PROCESS}</p></section></main>")
    doc = extract(page(body), "https://brightline.example/services")
    assert_whole_service(doc.text)
    assert "Get started" not in doc.text, doc.text


OFFERS = (
    ("Bookkeeping", "Your books are kept every week by the same accountant, who answers your questions within a day."),
    ("Payroll", "Salaries, pension contributions and payslips are run on the date you choose, every single month."),
    ("Tax returns", "Company and personal returns are prepared early and explained to you line by line before filing."),
    ("Advice", "A quarterly meeting goes through your figures and the choices they open for the next three months."),
)


def offers_grid(card_class: str, offers=OFFERS) -> str:
    return "".join(f"<div class='{card_class}'><h3>{title}</h3><p>{text}</p><a href='/{title.lower()}'>Learn more</a></div>"
                   for title, text in offers)


def test_a_grid_of_described_offers_named_like_a_widget_stays():
    # Every card's class holds a widget word ("caption", "promo", "nav"...): each alone reads as a
    # widget, but three or more of one name, each with a sentence of its own, are the page's offers.
    body = ("<main><h1>Accounting for small firms</h1>"
            "<p>We keep the accounts of two hundred local firms, from cafés to builders.</p>"
            f"<h2>What we do</h2><div class='grid'>{offers_grid('offer-caption')}</div>"
            "<h2>Who we are</h2><p>Six accountants in one office on the high street, open every weekday.</p></main>")
    text = extract(page(body), "https://ledger.example/services").text
    for title, description in OFFERS:
        assert title in text and description in text
    assert "Six accountants in one office" in text


def test_described_cards_beside_a_story_are_teasers_and_go():
    # The same cards under a story of long paragraphs: other pages' teasers, dropped as before.
    story = "".join(f"<p>{'The harbour was quiet that winter, and the boats stayed tied up for weeks. ' * 7}{i}</p>"
                    for i in range(4))
    body = (f"<main><h1>A winter in the harbour</h1>{story}"
            f"<div class='grid'>{offers_grid('offer-caption')}</div></main>")
    text = extract(page(body), "https://ledger.example/story").text
    assert "The harbour was quiet" in text
    for _title, description in OFFERS:
        assert description not in text


def promo_container_page(container_class: str, card_class: str = "grid-item") -> str:
    cards = "".join(f"<div class='column'><div class='{card_class}'><a href='/{title.lower()}'><h3>{title}</h3>"
                    f"<div class='card-body'><p>{text}</p></div></a></div></div>" for title, text in OFFERS)
    return page(f"<main><h1>Accounting for small firms</h1><p>{INTRO}</p><p>{PROCESS}</p>"
                f"<div class='{container_class}'><div class='grid'>{cards}</div></div>"
                "<h2>Who we are</h2><p>Six accountants in one office on the high street, open every weekday.</p>"
                f"<p>{INTRO}</p></main>")


def test_a_container_named_for_promotion_holding_described_offers_stays():
    # AEM's "cmp-promo-container", Drupal's "promoted-blocks" view: the one victim is the container,
    # its cards (one class, a sentence each) are the page's offers.
    for container in ("promocontainerv2 cmp-promo-container", "view view--promoted-blocks"):
        text = extract(promo_container_page(container), "https://ledger.example/services").text
        for title, description in OFFERS:
            assert title in text and description in text, (container, text)
        assert "Six accountants in one office" in text


def test_a_promotion_container_without_sentences_or_beside_a_story_still_goes():
    short = page("<main><h1>Accounting for small firms</h1>"
                 f"<p>{INTRO}</p><p>{PROCESS}</p><div class='promo-container'>"
                 + "".join(f"<div class='grid-item'><a href='/{t.lower()}'>{t}</a></div>" for t, _ in OFFERS)
                 + "</div></main>")
    text = extract(short, "https://ledger.example/services").text
    assert INTRO in text and "Bookkeeping" not in text, text
    # beside a story of long paragraphs, the container's cards are other pages' teasers
    story = "".join(f"<p>{'The harbour was quiet that winter, and the boats stayed tied up for weeks. ' * 7}{i}</p>"
                    for i in range(4))
    cards = "".join(f"<div class='grid-item'><h3>{title}</h3><p>{text}</p></div>" for title, text in OFFERS)
    text = extract(page(f"<main><h1>A winter in the harbour</h1>{story}<div class='cmp-promo-container'>{cards}"
                        "</div></main>"), "https://ledger.example/story").text
    assert "The harbour was quiet" in text and OFFERS[0][1] not in text, text


def test_a_single_widget_with_a_sentence_still_goes():
    body = ("<main><h1>Accounting for small firms</h1>"
            f"<p>{INTRO}</p><p>{PROCESS}</p>"
            f"<div class='grid'>{offers_grid('offer-caption', OFFERS[:2])}</div></main>")
    text = extract(page(body), "https://ledger.example/services").text
    assert INTRO in text
    for _title, description in OFFERS[:2]:
        assert description not in text


QUOTES = ("Brightline turned our messy brand into something we are proud of, in eight weeks flat. Ana Ruiz, Fieldnote",
          "They delivered on time and on budget, and our sales calls got shorter within a month. Ben Ode, Tallow")


def swiper_slide(extra: str, quote: str) -> str:
    return (f"<div class='swiper-slide{extra}' role='group' aria-roledescription='slide'><div class='elementor-testimonial'>"
            f"<div class='elementor-testimonial__text'>{quote}</div></div></div>")


def test_a_looping_carousel_s_cloned_slides_go():
    # Elementor's testimonial carousel (Swiper in loop mode) and a Slick slider lay copies of the
    # first and last slides beside the real ones.
    swiper = ("<div class='elementor-widget elementor-widget-testimonial-carousel'><div class='swiper'><div class='swiper-wrapper'>"
              + swiper_slide(" swiper-slide-duplicate", QUOTES[1]) + swiper_slide("", QUOTES[0]) + swiper_slide("", QUOTES[1])
              + swiper_slide(" swiper-slide-duplicate", QUOTES[0]) + "</div></div></div>")
    slick = ("<div class='testimonials slick-slider'><div class='slick-list'><div class='slick-track'>"
             + "".join(f"<div class='slick-slide{extra}'><p>{q}</p></div>" for extra, q in
                       ((" slick-cloned", QUOTES[1]), ("", QUOTES[0]), ("", QUOTES[1]), (" slick-cloned", QUOTES[0])))
             + "</div></div></div>")
    for carousel in (swiper, slick):
        body = f"<main><h1>Design for growing brands</h1><p>{INTRO}</p><h2>What clients say</h2>{carousel}<p>{PROCESS}</p></main>"
        text = extract(page(body), "https://brightline.example/").text
        assert INTRO in text and PROCESS in text
        for quote in QUOTES:
            assert text.count(quote) == 1, quote


# Testimonials in German, French, Polish and Spanish, each carousel showing one slide and hiding the
# others from screen readers alone (`aria-hidden="true"`), as Slick, Splide, Tiny Slider, Owl and
# Webflow's slider do.
HIDDEN_SLIDE_QUOTES = (
    "Die Zusammenarbeit war vom ersten Workshop an klar und verlässlich, unser Auftritt wirkt endlich aus einem Guss.",
    "L'équipe a livré notre nouveau site dans les délais et nos demandes de devis ont doublé en trois mois.",
    "Dzięki nowej identyfikacji nasi klienci wreszcie rozpoznają nas na targach i w sklepach.",
    "Nos escucharon de verdad y el resultado se nota en cada folleto, envase y página de la web.",
)
HIDDEN_SLIDE_BUILDERS = (
    ("slick-slider", "slick-track", "slick-slide"),
    ("splide", "splide__list", "splide__slide"),
    ("tns-outer", "tns-inner", "tns-item"),
    ("owl-carousel", "owl-stage", "owl-item"),
    ("w-slider", "w-slider-mask", "w-slide"),
)


def hidden_slides_carousel(outer: str, track: str, slide: str, clones: bool = False) -> str:
    slides = "".join(
        f"<div class='{slide}' aria-hidden='{'false' if i == 0 else 'true'}' tabindex='-1'>"
        f"<blockquote><p>{quote}</p></blockquote><p class='author'>Kundin {i + 1}</p></div>"
        for i, quote in enumerate(HIDDEN_SLIDE_QUOTES))
    if clones:
        slides += (f"<div class='{slide} slick-cloned' aria-hidden='true' tabindex='-1'>"
                   f"<blockquote><p>{HIDDEN_SLIDE_QUOTES[0]}</p></blockquote></div>")
    return f"<div class='{outer}'><div class='{track}'>{slides}</div><button>Zurück</button><button>Weiter</button></div>"


@pytest.mark.parametrize("outer, track, slide", HIDDEN_SLIDE_BUILDERS)
def test_a_carousel_s_slides_out_of_view_stay(outer, track, slide):
    body = (f"<main><h1>Design für wachsende Marken</h1><p>{INTRO}</p><h2>Stimmen unserer Kunden</h2>"
            f"{hidden_slides_carousel(outer, track, slide, clones=slide == 'slick-slide')}<p>{PROCESS}</p></main>")
    text = extract(page(body), "https://brightline.example/").text
    assert INTRO in text and PROCESS in text
    for quote in HIDDEN_SLIDE_QUOTES:
        assert text.count(quote) == 1, (slide, quote)


def test_hidden_slides_stay_hidden_on_a_shop_s_page_and_when_hidden_otherwise():
    # A product page's slider of other things (press quotes, other products) keeps its slides out of
    # view hidden; a slide hidden by display:none too is no slide a reader reaches.
    product = ('<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Product", '
               '"name": "Brightline Desk Lamp", "offers": {"@type": "Offer", "price": "89.00", "priceCurrency": "EUR"}}</script>')
    body = (f"<main><h1>Brightline Desk Lamp</h1><p>{INTRO}</p><p>Price: 89.00 EUR</p>"
            f"<button class='add-to-cart'>Add to cart</button>"
            f"{hidden_slides_carousel('slick-slider', 'slick-track', 'slick-slide')}<p>{PROCESS}</p></main>")
    text = extract(page(body, product), "https://brightline.example/lamp").text
    assert HIDDEN_SLIDE_QUOTES[0] in text
    assert not any(quote in text for quote in HIDDEN_SLIDE_QUOTES[1:])
    hidden = hidden_slides_carousel("slick-slider", "slick-track", "slick-slide").replace(
        "aria-hidden='true'", "aria-hidden='true' style='display:none'")
    body = f"<main><h1>Design für wachsende Marken</h1><p>{INTRO}</p>{hidden}<p>{PROCESS}</p></main>"
    text = extract(page(body), "https://brightline.example/").text
    assert not any(quote in text for quote in HIDDEN_SLIDE_QUOTES[1:])


def test_the_copies_rules_from_one_walk_leave_what_they_leave_one_by_one():
    # drop_copies_and_previews walks the body once for the three rules' class, id and style values;
    # when a rule drops something the rules after it walk again: the tree ends as the rules in turn leave it.
    slick = ("<div class='testimonials slick-slider'><div class='slick-track'>"
             + "".join(f"<div class='slick-slide{extra}'><p>{q}</p></div>" for extra, q in
                       ((" slick-cloned", QUOTES[1]), ("", QUOTES[0]), ("", QUOTES[1]), (" slick-cloned", QUOTES[0])))
             + "</div></div>")
    layouts = (f"<div class='plans-desktop'><p>{PROCESS}</p></div>"
               f"<div class='plans-mobile'><p>{PROCESS}</p></div>")
    clamped = (f"<div class='review'><div class='preview'><div style='max-height: 120px; overflow: hidden'><p>{INTRO[:160]}</p></div>"
               f"</div><div class='whole'><p>{INTRO}</p></div></div>")
    for parts in ((slick, layouts, clamped), (layouts, clamped), (clamped,), (slick, clamped), ()):
        body = f"<main><h1>Design for growing brands</h1>{''.join(parts)}<p>{INTRO}</p></main>"
        one, each = parse_html(page(body)).getroot(), parse_html(page(body)).getroot()
        clean.drop_copies_and_previews(one)
        dropped = [rule(each) for rule in (clean.drop_carousel_clones, clean.drop_layout_copies, clean.drop_clamped_previews)]
        assert etree.tostring(one) == etree.tostring(each), parts
        assert dropped == [2 * (slick in parts), layouts in parts, clamped in parts], (parts, dropped)

# Carousels and tickers whose script lays copies of the slides beside them with no clone class: a
# CSS-modules testimonial carousel (Next.js), Swiper's wrapper, a marquee of figures, in three languages.
UNMARKED_LOOPS = (
    ("en", "<div class='TestimonialCarousel_track__x9Q2'>{}</div>",
     "<figure class='quote-card'><blockquote>{}</blockquote></figure>"),
    ("de", "<div class='swiper'><div class='swiper-wrapper'>{}</div></div>", "<div class='swiper-slide'><p>{}</p></div>"),
    ("fr", "<div class='stats-marquee'><div class='scroller'>{}</div></div>", "<div class='stat'><p>{}</p></div>"),
)


def test_a_carousel_s_unmarked_copies_of_its_slides_go():
    for lang, track, slide in UNMARKED_LOOPS:
        slides = "".join(slide.format(quote) for quote in QUOTES + QUOTES + QUOTES)
        body = (f"<main><h1>Design for growing brands</h1><p>{INTRO}</p><h2>What clients say</h2>"
                f"{track.format(slides)}<p>{PROCESS}</p></main>")
        text = extract(page(body).replace("<html>", f"<html lang='{lang}'>"), "https://brightline.example/").text
        assert INTRO in text and PROCESS in text, lang
        for quote in QUOTES:
            assert text.count(quote) == 1, (lang, quote)


def test_repeats_outside_a_carousel_or_within_a_slide_stay():
    # the same note under two plans of a pricing grid, and a slide showing its label twice deeper
    # than the slide's children (a picture's caption and the card's title), are the page's own repeats
    note = "Cancel at any time, no questions asked."
    plans = "".join(f"<div class='plan'><h3>{name}</h3><p>{note}</p></div>" for name in ("Starter", "Studio"))
    slides = "".join(f"<div class='swiper-slide'><div class='card'><div class='card-body'><span class='label'>{label}</span>"
                     f"<p class='label'>{label}</p></div></div></div>" for label in ("Ankle height socks", "Knee high socks"))
    body = (f"<main><h1>Design for growing brands</h1><p>{INTRO}</p><div class='pricing'>{plans}</div>"
            f"<div class='swiper'><div class='swiper-wrapper'>{slides}</div></div><p>{PROCESS}</p></main>")
    text = extract(page(body), "https://brightline.example/").text
    assert text.count(note) == 2
    assert text.count("Ankle height socks") == 2 and text.count("Knee high socks") == 2


# A marquee no class names (a React component's animation container) scrolling one call to action,
# in three languages; beside it a coupon grid whose few offers share their expiry line, and a
# documentation page's per-language zones each repeating one note: runs too short to be a marquee.
MARQUEE_CALLS = (("en", "Book a call *"), ("de", "Jetzt buchen *"), ("es", "Reserva ahora *"))


def test_an_unnamed_marquee_s_run_of_one_call_to_action_goes_but_short_runs_stay():
    expiry = "Offer expires 01/01/27"
    coupons = "".join(f"<div class='offer'><p>{expiry}</p></div>" for _ in range(5))
    note = "For more information, including links to examples, see the bindings guide."
    zones = "".join(f"<div class='zone'><p>{note}</p></div>" for _ in range(6))
    for lang, call in MARQUEE_CALLS:
        marquee = ("<div class='WorkAnimated_wrap__k2'><div class='WorkAnimated_animationContainer__c9'>"
                   + f"<span>{call[:-2]} <span class='star'>*</span></span>" * 40 + "</div></div>")
        body = (f"<main><h1>Design for growing brands</h1><p>{INTRO}</p>{marquee}<p>{PROCESS}</p>"
                f"<div class='offers'>{coupons}</div><div class='zones'>{zones}</div></main>")
        text = extract(page(body).replace("<html>", f"<html lang='{lang}'>"), "https://brightline.example/").text
        assert INTRO in text and PROCESS in text, lang
        assert text.count(call[:-2]) <= 1, lang
        assert text.count(expiry) == 5 and text.count(note) == 6, lang

# A landing page's product drawn in HTML: an editor, an issue tracker, a payment form, each in a box
# the stylesheet names as the picture, in the pitch's language whatever it is.
PITCHES = (
    ("de", "Planen, bauen und ausliefern", "Ihr Team plant jede Woche gemeinsam und sieht auf einen Blick, "
                                           "was fertig ist und was noch wartet."),
    ("fr", "Planifiez, construisez, livrez", "Votre équipe planifie chaque semaine et voit d'un coup d'œil ce "
                                             "qui est terminé et ce qui attend encore."),
    ("ja", "計画から出荷まで", "チームは毎週一緒に計画を立て、完了した作業と残っている作業をひと目で確認できます。"),
    ("es", "Planifica, construye y entrega", "Tu equipo planifica cada semana y ve de un vistazo lo que está "
                                             "terminado y lo que todavía espera."),
)
DRAWN = ("ENG-1487 Fix login redirect In progress", "def handler(request): return render(request)",
         "Card number 4242 4242 4242 4242 Pay 49.00")
BOXES = (
    # Next.js with CSS modules, Webflow, BEM in a hand-written theme
    "<div class='PageSection_illustration__P1Yb9'><div class='Issue_row__x1'>{}</div></div>",
    "<section class='swimlane-graphic'><div class='editor'><pre><code>{}</code></pre></div></section>",
    "<figure class='ProductFeatureCard__graphic'><div class='form'><span>{}</span></div></figure>",
    "<div class='hero-mockup w-embed'><div class='chat'><p>{}</p></div></div>",
)


def test_a_product_drawn_in_html_goes_but_the_pitch_stays():
    for (lang, heading, pitch), box in zip(PITCHES, BOXES):
        drawn = "".join(box.format(line) for line in DRAWN)
        body = (f"<main><section class='hero'><h1>{heading}</h1><p>{pitch}</p></section>"
                f"<section class='features'><h2>{heading}</h2><p>{pitch} {INTRO}</p>{drawn}</section>"
                f"<section><p>{PROCESS}</p></section></main>")
        html = page(body).replace("<html>", f"<html lang='{lang}'>")
        text = extract(html, "https://tracker.example/").text
        assert heading in text and pitch in text and INTRO in text and PROCESS in text, lang
        for line in DRAWN:
            assert line not in text, (lang, box)


def test_boxes_only_mentioning_a_graphic_stay():
    # Guards: a list of graphics services, a hero whose variant name says it has a picture (it holds
    # the h1), a container of a picture (its own name goes on), and an article's illustration box.
    services = "".join(f"<li>{title}: {text}</li>" for title, text in FEATURES)
    body = ("<main><section class='n-page-section n-page-hero-graphic'><h1>Design for growing brands</h1>"
            f"<p>{INTRO}</p></section><div class='graphic-list'><ul>{services}</ul></div>"
            f"<div class='hero-graphic-container'><p>{PROCESS}</p></div></main>")
    text = extract(page(body), "https://brightline.example/").text
    assert "Design for growing brands" in text and INTRO in text and PROCESS in text
    for title, description in FEATURES:
        assert title in text and description in text
    drawn = "The harbour in the winter of 1952, as the ferryman's daughter remembered it from the quay, long after."
    story = "".join(f"<p>{'The harbour was quiet that winter, and the boats stayed tied up for weeks. ' * 4}{i}</p>"
                    for i in range(4))
    article = (f"<html><head><title>A winter</title><meta property='og:type' content='article'></head><body>{NAV}"
               f"<article><h1>A winter in the harbour</h1>{story}<div class='story-illustration'><p>{drawn}</p></div>"
               f"<p>{PROCESS}</p></article>{FOOTER}</body></html>")
    assert drawn in extract(article, "https://harbour.example/winter").text


def test_names_an_illustration_reads_the_last_word_of_a_name():
    from beam_extract.clean.page_chrome import names_an_illustration
    for names in ("PageSection_illustration__P1Yb9", "DomGraphic", "card ProductFeatureCard__graphic", "hero-mockup",
                  "Payments__graphic"):
        assert names_an_illustration(names), names
    for names in ("graphic-list", "hero-graphic-container", "category-graphic-design", "infographic", "card"):
        assert not names_an_illustration(names), names


# Adobe Edge Delivery Services (aem.live): the page as its author's document, before its script runs.
EDS_SECTIONS = {
    "en": ("Pet insurance that pays the vet",
           "Compare plans from six insurers in a minute and choose the cover that suits your dog or cat.",
           "Our customers",
           "Every plan covers accidents and illnesses from the first day, with no limit on visits to the vet."),
    "de": ("Tierversicherung, die den Tierarzt zahlt",
           "Vergleichen Sie die Tarife von sechs Versicherern in einer Minute und wählen Sie den passenden Schutz.",
           "Unsere Kunden",
           "Jeder Tarif deckt Unfälle und Krankheiten ab dem ersten Tag, ohne Grenze für Besuche beim Tierarzt."),
    "fr": ("L'assurance animale qui paie le vétérinaire",
           "Comparez en une minute les offres de six assureurs et choisissez la couverture qui convient à votre chien.",
           "Nos clients",
           "Chaque formule couvre les accidents et les maladies dès le premier jour, sans limite de visites."),
    "ja": ("獣医の費用を支払うペット保険", "六社の保険を一分で比較して、犬や猫に合った補償をお選びください。",
           "お客様の声", "どのプランも初日から事故と病気を補償し、動物病院に通う回数に上限はありません。"),
}


def eds_page(lang: str) -> str:
    title, lede, heading, cover = EDS_SECTIONS[lang]
    host = "https://main--petsite--acme.hlx.page"
    settings = ("<div class='section-metadata'><div><div>Style</div><div>text-center, orange-wave</div></div>"
                "<div><div>source</div><div>insurance_lp_hero</div></div></div>")
    videos = "".join(f"<div><div><p><a href='/videos/{name}.mp4'>{host}/videos/{name}.mp4</a></p></div>"
                     f"<div><p>{name.title()}</p></div></div>" for name in ("daisy", "porter"))
    return (f"<html lang='{lang}'><head><title>{title}</title><link rel='stylesheet' href='/styles/styles.css'>"
            "<script src='/scripts/aem.js' type='module'></script></head><body><header></header><main>"
            f"<div>{settings}<div class='hero-banner'><div><div><h1 id='hero'>{title}</h1><p>{lede}</p></div></div></div></div>"
            f"<div>{settings}<h2 id='customers'>{heading}</h2><div class='cards-carousel videos'>{videos}</div>"
            f"<p>{cover}</p></div>"
            "<div><div class='fragment'><div><div><a href='/fragments/disclaimer'>/fragments/disclaimer</a></div></div></div></div>"
            "</main><footer></footer></body></html>")


def test_edge_delivery_block_settings_and_raw_links_go():
    for lang in EDS_SECTIONS:
        _title, lede, heading, cover = EDS_SECTIONS[lang]
        text = extract(eds_page(lang), "https://www.petsite.example/insurance").text
        for line in (lede, heading, cover, "Daisy", "Porter"):  # the h1 is the Document's title
            assert line in text, (lang, line)
        for line in ("Style", "text-center", "insurance_lp_hero", "hlx.page", "/fragments/disclaimer"):
            assert line not in text, (lang, line)


def test_addresses_outside_edge_delivery_blocks_stay():
    # Guards: a bare address of another host, a path read out in a sentence, a link reading as its
    # own path outside a fragment block, and a "section-metadata-note" class (not the block's name).
    body = ("<main><h1>Design for growing brands</h1>"
            f"<p>{INTRO}</p><p>Our portfolio: <a href='https://brightline.example/work'>https://brightline.example/work</a></p>"
            "<p>Download the brief from <a href='/files/brief.pdf'>/files/brief.pdf</a> before the first workshop.</p>"
            "<div class='downloads'><div><div><a href='/files/terms.pdf'>/files/terms.pdf</a></div></div></div>"
            f"<div class='section-metadata-note'><p>{PROCESS}</p></div></main>")
    text = extract(page(body), "https://brightline.example/").text
    for line in ("https://brightline.example/work", "/files/brief.pdf", "/files/terms.pdf", PROCESS, INTRO):
        assert line in text, line


# A service hub: a short intro, then three or four services as cards that are links from edge to edge
# (a heading and a description inside the link), in the markup of common builders and languages.
HUB_CARDS = {
    "en": ("Our services", "We help manufacturers plan, fund and run their digital projects.",
           [("Strategy consulting",
             "We review your plants with your managers and write a three-year plan your board can fund."),
            ("Systems integration",
             "Our engineers connect the machines and the accounts so that every order is tracked to its invoice."),
            ("Training and support",
             "Your staff learn the new tools on site, and an engineer answers their questions for a year.")]),
    "de": ("Unsere Leistungen", "Wir helfen Herstellern, ihre digitalen Projekte zu planen, zu finanzieren und umzusetzen.",
           [("Strategieberatung",
             "Wir prüfen Ihre Werke mit Ihren Führungskräften und schreiben einen Dreijahresplan für den Vorstand."),
            ("Systemintegration",
             "Unsere Ingenieure verbinden Maschinen und Buchhaltung, damit jeder Auftrag bis zur Rechnung verfolgt wird."),
            ("Schulung und Support",
             "Ihre Mitarbeiter lernen die neuen Werkzeuge vor Ort, und ein Ingenieur beantwortet ein Jahr lang Fragen.")]),
    "fr": ("Nos services", "Nous aidons les industriels à planifier, financer et mener leurs projets numériques.",
           [("Conseil en stratégie",
             "Nous étudions vos usines avec vos responsables et rédigeons un plan sur trois ans pour la direction."),
            ("Intégration de systèmes",
             "Nos ingénieurs relient les machines et la comptabilité pour suivre chaque commande jusqu'à sa facture."),
            ("Formation et assistance",
             "Vos équipes apprennent les nouveaux outils sur place, et un ingénieur répond à leurs questions un an.")]),
    "es": ("Nuestros servicios", "Ayudamos a los fabricantes a planificar, financiar y ejecutar sus proyectos digitales.",
           [("Consultoría estratégica",
             "Revisamos sus plantas con sus directivos y redactamos un plan a tres años que el consejo pueda financiar."),
            ("Integración de sistemas",
             "Nuestros ingenieros conectan las máquinas y la contabilidad para seguir cada pedido hasta su factura."),
            ("Formación y soporte",
             "Su personal aprende las nuevas herramientas en planta y un ingeniero responde sus dudas durante un año.")]),
    "it": ("I nostri servizi", "Aiutiamo i produttori a pianificare, finanziare e gestire i loro progetti digitali.",
           [("Consulenza strategica",
             "Esaminiamo i vostri stabilimenti con i responsabili e scriviamo un piano triennale per il consiglio."),
            ("Integrazione di sistemi",
             "I nostri ingegneri collegano le macchine e la contabilità per seguire ogni ordine fino alla fattura."),
            ("Formazione e assistenza",
             "Il personale impara i nuovi strumenti in sede e un ingegnere risponde alle domande per un anno.")]),
    "pt": ("Os nossos serviços", "Ajudamos os fabricantes a planear, financiar e executar os seus projetos digitais.",
           [("Consultoria estratégica",
             "Analisamos as suas fábricas com os gestores e escrevemos um plano a três anos para a administração."),
            ("Integração de sistemas",
             "Os nossos engenheiros ligam as máquinas e a contabilidade para seguir cada encomenda até à fatura."),
            ("Formação e apoio",
             "A sua equipa aprende as novas ferramentas no local e um engenheiro responde às dúvidas durante um ano.")]),
    "nl": ("Onze diensten", "Wij helpen fabrikanten hun digitale projecten te plannen, te financieren en uit te voeren.",
           [("Strategisch advies",
             "We bekijken uw fabrieken met uw managers en schrijven een driejarenplan dat de directie kan financieren."),
            ("Systeemintegratie",
             "Onze ingenieurs koppelen de machines en de boekhouding, zodat elke order tot de factuur gevolgd wordt."),
            ("Training en ondersteuning",
             "Uw medewerkers leren de nieuwe tools op locatie en een ingenieur beantwoordt een jaar lang vragen.")]),
    "pl": ("Nasze usługi", "Pomagamy producentom planować, finansować i prowadzić projekty cyfrowe.",
           [("Doradztwo strategiczne",
             "Przeglądamy zakłady z kierownikami i piszemy trzyletni plan, który zarząd może sfinansować."),
            ("Integracja systemów",
             "Nasi inżynierowie łączą maszyny i księgowość, aby każde zamówienie było śledzone aż do faktury."),
            ("Szkolenia i wsparcie",
             "Pracownicy uczą się nowych narzędzi na miejscu, a inżynier odpowiada na ich pytania przez rok.")]),
    "ja": ("サービス", "製造業のデジタル化を計画から資金調達、運用まで支援します。",
           [("戦略コンサルティング",
             "工場と業務を管理職の皆様と一緒に見直し、取締役会が承認できる三か年計画を作成します。"
             "取締役会に提出できる形で、投資額と効果の見込みもまとめます。"),
            ("システム統合",
             "機械と会計システムをつなぎ、見積もりから請求書まですべての注文を追跡できるようにします。"
             "現場の担当者が毎朝の状況を一つの画面で確認できます。"),
            ("研修とサポート",
             "新しいツールの使い方を現地で短時間の研修で学び、一年間はエンジニアが電話で質問に答えます。"
             "担当のエンジニアは最初から最後まで同じ人です。")]),
}

HUB_BUILDERS = {
    "plain": lambda i, t, d: f"<a class='service-card' href='/s/{i}'><h3>{t}</h3><p>{d}</p><span>→</span></a>",
    "elementor": lambda i, t, d: ("<div class='elementor-element elementor-widget elementor-widget-call-to-action'>"
                                  f"<div class='elementor-widget-container'><a class='elementor-cta' href='/s/{i}'>"
                                  f"<div class='elementor-cta__content'><h3 class='elementor-cta__title'>{t}</h3>"
                                  f"<div class='elementor-cta__description'>{d}</div></div></a></div></div>"),
    "webflow": lambda i, t, d: (f"<a href='/s/{i}' class='service-card w-inline-block'><img src='i.svg' alt='' class='icon'>"
                                f"<h3 class='heading-3'>{t}</h3><p class='paragraph-small'>{d}</p></a>"),
    "hubspot": lambda i, t, d: (f"<div class='span4 widget-span widget-type-cell'><a class='card-link' href='/s/{i}'><div class='card'>"
                                f"<h3 class='card__title'>{t}</h3><div class='card__body'><p>{d}</p></div></div></a></div>"),
}


def hub_page(lang: str, builder: str, cards: int = 3) -> str:
    title, intro, services = HUB_CARDS[lang]
    grid = "".join(HUB_BUILDERS[builder](i, t, d) for i, (t, d) in enumerate(services[:cards]))
    return (f"<html lang='{lang}'><head><title>{title} | Northbridge</title></head><body>{NAV}<div class='content'>"
            f"<div class='intro'><h1>{title}</h1><p>{intro}</p><p>{intro}</p></div><div class='services'>{grid}</div>"
            f"</div>{FOOTER}</body></html>")


def test_a_short_intro_keeps_the_described_service_cards_after_it():
    for lang, (_title, intro, services) in HUB_CARDS.items():
        for builder in HUB_BUILDERS:
            text = extract(hub_page(lang, builder), "https://northbridge.example/services").text
            assert intro in text, (lang, builder)
            for name, description in services:
                assert name in text and description in text, (lang, builder, name)
            assert "All rights reserved" not in text


def test_bare_linked_titles_after_a_short_intro_do_not_join_it():
    # Guard: three linked titles without descriptions (a menu of sections) stay out.
    _title, intro, services = HUB_CARDS["en"]
    links = "".join(f"<a class='tile' href='/s/{i}'><h3>{name}</h3></a>" for i, (name, _d) in enumerate(services))
    html = (f"<html><head><title>Services</title></head><body>{NAV}<div class='content'><div class='intro'><h1>Services</h1>"
            f"<p>{intro} {INTRO}</p><p>{PROCESS}</p></div><div class='tiles'>{links}</div></div>{FOOTER}</body></html>")
    text = extract(html, "https://northbridge.example/services").text
    assert PROCESS in text
    assert not any(name in text for name, _d in services)


# A set of panes showing one at a time, the others hidden by a class name alone beside their visible
# twin (a template gallery's tabs in Tailwind's "hidden", a Bootstrap drop-down's entries in "d-none").
PANES = {
    "en": ["Plan the week's meetings and never forget to prepare for an appointment again.",
           "Turn your favourite exercises into a habit by adding them to your list each morning.",
           "Keep the shopping list with you wherever you go and share it with your household."],
    "de": ["Planen Sie die Besprechungen der Woche und vergessen Sie nie wieder die Vorbereitung.",
           "Machen Sie Ihre Lieblingsübungen zur Gewohnheit, indem Sie sie jeden Morgen eintragen.",
           "Haben Sie die Einkaufsliste überall dabei und teilen Sie sie mit Ihrem Haushalt."],
    "es": ["Planifique las reuniones de la semana y no vuelva a olvidar preparar una cita.",
           "Convierta sus ejercicios favoritos en un hábito añadiéndolos a su lista cada mañana.",
           "Lleve la lista de la compra a todas partes y compártala con su familia."],
    "pl": ["Zaplanuj spotkania tygodnia i nigdy więcej nie zapomnij przygotować się do wizyty.",
           "Zamień ulubione ćwiczenia w nawyk, dodając je każdego ranka do swojej listy.",
           "Miej listę zakupów zawsze przy sobie i dziel się nią z domownikami."],
}


def panes_page(lang: str, hiding: str, tag: str = "ul") -> str:
    first, *others = PANES[lang]
    item = "li" if tag in ("ul", "ol") else "p"
    panes = f"<{tag} class='templates-list'><{item}>{first}</{item}></{tag}>" + "".join(
        f"<{tag} class='templates-list {hiding}'><{item}>{text}</{item}></{tag}>" for text in others)
    return page("<main><h1>Templates</h1>" f"<p>{INTRO}</p><div role='tablist'><button role='tab'>Work</button>"
                f"<button role='tab'>Health</button><button role='tab'>Home</button></div>{panes}</main>")


def test_panes_hidden_by_a_class_name_beside_their_visible_twin_are_shown():
    for lang, texts in PANES.items():
        for hiding, tag in (("hidden", "ul"), ("d-none", "div"), ("is-hidden", "section")):
            text = extract(panes_page(lang, hiding, tag), "https://brightline.example/templates").text
            for line in texts:
                assert line in text, (lang, hiding, line)


def test_hidden_twins_that_are_no_other_pane_stay_hidden():
    first, second, third = PANES["en"]
    body = ("<main><h1>Templates</h1>" f"<p>{INTRO}</p><p>{PROCESS}</p>"
            # a "read more" expansion: the whole text of which the visible twin shows the start
            f"<div class='blurb'>{second[:50]}...</div><div class='blurb hidden'>{second}</div>"
            # a phone layout's copy, hidden by a breakpoint name too
            f"<div class='band'>{FEATURES[0][1]}</div><div class='band hidden hidden-desktop'>{third}</div>"
            # a twin hidden by its attributes as well, and a hidden menu of links
            f"<div class='pane'>{FEATURES[1][1]}</div><div class='pane hidden' style='display:none'>{first}</div>"
            "<ul class='menu-list'><li><a href='/a'>Work templates for teams</a></li></ul>"
            "<ul class='menu-list hidden'><li><a href='/b'>Health templates for everyone</a></li>"
            "<li><a href='/c'>Home templates for families</a></li></ul></main>")
    text = extract(page(body), "https://brightline.example/templates").text
    assert INTRO in text and PROCESS in text
    assert text.count(second[:50]) == 1 and third not in text and first not in text
    assert "Health templates" not in text


# A carousel's or gallery's position standing alone, as its pager or a screen reader's live region
# prints it, in the crawl's larger languages; a sentence naming a slide or an image stays.
COUNTERS = ("Slide 1 of 3", "Image 2 of 11", "Bild 2 von 5", "Diapositive 1 sur 4", "Diapositiva 1 de 4",
            "Immagine 3 di 7", "Afbeelding 1 van 6", "Zdjęcie 2 z 9", "Foto 1 de 3", "Слайд 1 из 5")


def test_a_carousel_s_position_line_goes_but_a_sentence_naming_a_slide_stays():
    sentence = "Slide 2 of 3 shows the harbour at dusk, drawn for the port's new visitor centre."
    for counter in COUNTERS:
        body = (f"<main><h1>Design for growing brands</h1><p>{INTRO}</p><div class='gallery'>"
                f"<figure><img src='/a.jpg' alt=''></figure><div class='gallery-status'>{counter}</div></div>"
                f"<p>{sentence}</p><p>{PROCESS}</p></main>")
        text = extract(page(body), "https://brightline.example/").text
        assert INTRO in text and PROCESS in text and sentence in text, counter
        assert counter not in text, counter


def test_webflow_s_conditionally_invisible_blocks_go():
    # Webflow hides a block whose visibility condition fails on the item ("w-condition-invisible":
    # display: none !important): a gated post's teaser copy of the text, a summary's fallback.
    gated = f"<div class='layout__gated w-condition-invisible'><p>{FEATURES[0][1]}</p><p>{FEATURES[1][1]}</p></div>"
    body = (f"<div class='page'><div class='main'><section class='section'><h1>Design for growing brands</h1>"
            f"<p class='summary-fallback w-condition-invisible'>Sign in to read the whole story of our studio.</p>"
            f"<p>{INTRO}</p></section>{gated}<section class='section'><div class='w-richtext'>"
            + "".join(f"<h3>{title}</h3><p>{text}</p>" for title, text in FEATURES)
            + f"<p>{PROCESS}</p></div></section></div></div>")
    text = extract(page(body, "<meta name='generator' content='Webflow'>"), "https://brightline.example/").text
    assert_whole_service(text)
    assert text.count(FEATURES[0][1]) == 1 and "Sign in to read" not in text


def test_webflow_s_form_state_messages_go():
    # Every Webflow form is followed by its success and failure boxes ("w-form-done", "w-form-fail"),
    # display: none in webflow.css until the form is sent.
    form = ("<div class='hero-cta w-form'><form><input type='email' placeholder='Email'>"
            "<input type='submit' value='Get the guide' class='w-button'></form>"
            "<div class='w-form-done'><div>Thank you! Your submission has been received!</div></div>"
            "<div class='w-form-fail'><div>Oops! Something went wrong while submitting the form.</div></div></div>")
    body = (f"<div class='page'><div class='main'><section class='section'><h1>Design for growing brands</h1>"
            f"<p>{INTRO}</p></section><section class='section'><div class='w-richtext'>"
            + "".join(f"<h3>{title}</h3><p>{text}</p>" for title, text in FEATURES)
            + f"<p>{PROCESS}</p></div>{form}</section></div></div>")
    text = extract(page(body, "<meta name='generator' content='Webflow'>"), "https://brightline.example/").text
    assert_whole_service(text)
    assert "submission has been received" not in text and "Something went wrong" not in text


def test_a_section_laid_out_again_for_phones_goes_once():
    # A section written twice, its copies named for the screen each is shown on, in names no hiding
    # list holds: an id's "-mobile", BEM's "__mobileCopy", camel case's "accordionMobile" / "boxItemMob".
    cards = "".join(f"<div class='card'><h3>{title}</h3><p>{text}</p></div>" for title, text in FEATURES)
    for desktop, phone in (("<div id='features-desktop'>{}</div>", "<div id='features-mobile'>{}</div>"),
                           ("<div class='plan__desktopCopy'>{}</div>", "<div class='plan__mobileCopy'>{}</div>"),
                           ("<div class='gridThreeColumn'>{}</div>", "<div class='accordionMobile'>{}</div>"),
                           ("<div class='grid'>{}</div>", "<div class='boxItemMob'>{}</div>")):
        body = (f"<main><h1>Design for growing brands</h1><p>{INTRO}</p>{desktop.format(cards)}"
                f"{phone.format(cards)}<p>{PROCESS}</p></main>")
        text = extract(page(body), "https://brightline.example/").text
        assert_whole_service(text)
        for title, description in FEATURES:
            assert text.count(description) == 1, (phone, title)


def test_repeats_inside_a_wrapper_named_for_a_screen_stay():
    # a wrapper named for a screen ("topic-desktop", a post's "category-mobile-apps") holding the
    # page's own repeats, and frameworks' responsive utilities ("is-mobile"), keep them
    note = "Cancel at any time, no questions asked, and keep every file we made for you."
    plans = "".join(f"<div class='plan is-mobile'><h3>{name}</h3><p>{note}</p></div>" for name in ("Starter", "Studio"))
    body = (f"<main><article class='post category-mobile-apps topic-desktop'><h1>Design for growing brands</h1>"
            f"<p>{INTRO}</p><div class='columns is-mobile'>{plans}</div>"
            + "".join(f"<h3>{title}</h3><p>{text}</p>" for title, text in FEATURES)
            + f"<p>{PROCESS}</p></article></main>")
    text = extract(page(body), "https://brightline.example/").text
    assert_whole_service(text)
    assert text.count(note) == 2


def test_phone_only_and_snake_case_desktop_hidden_names():
    from beam_extract.clean import classify_names
    for names in ("mma-extras phone-only wrap", "products_box hidden_desktop box_has_top", "cta show_on_mobile",
                  "mobileonly", "banner hide_on_desktop"):
        assert classify_names(names) == "hidden", names
    for names in ("phone-number", "hidden_mobile", "mobile_app_banner"):
        assert classify_names(names) != "hidden", names


def test_a_density_choice_named_as_fine_print_widens_to_what_it_is_about():
    # A calculator page: its intro and form's labels in one block, three long legal paragraphs in a
    # "disclosure" block beside it; the fine print's paragraphs are the densest text of the page.
    legal = " ".join(["This calculator is for illustrative purposes only and does not provide investment advice;"
                      " hypothetical rates of return do not reflect actual results and may vary."] * 3)
    body = ("<div class='ns-body'><h1>Retirement calculator</h1><p>Use this calculator to see what you may need.</p>"
            "<ul><li>Quick analysis: four questions</li><li>Detailed analysis: twelve questions</li></ul></div>"
            f"<div class='ns-disclosure-wide'><p>{legal}</p><p>{legal}</p><p>{legal}</p></div>")
    doc = extract(page(body))
    assert "Use this calculator to see what you may need." in doc.text
    assert "Quick analysis: four questions" in doc.text and "illustrative purposes only" in doc.text
    assert "All rights reserved" not in doc.text
    # the same block named for what it holds, no fine print: the density choice stands
    doc = extract(page(body.replace("ns-disclosure-wide", "ns-notes-wide")))
    assert "illustrative purposes only" in doc.text and "Use this calculator" not in doc.text


PRODUCTS = (
    ("Braided charging cable, 2 m", "A nylon-braided cable that charges a phone and syncs it with a laptop."),
    ("Dual-port wall charger", "Two ports charge a phone and a tablet at once from one socket at home."),
    ("Compact car charger", "Fits the car's lighter socket and keeps a phone topped up on long drives."),
    ("Travel power bank", "Ten thousand milliamp-hours in a pocket-sized case for a weekend away."),
)


def test_body_level_section_divs_are_read_as_sections():
    # A Webflow-like page: its blocks are `div.section` straight under the body (no wrapper, no main)
    # beside a long list of brand links; the intro's prose outweighs the product cards' (over
    # SECTIONS_SHARE of the sections') but is one part of the page, as a `section` element would be.
    brands = "".join(f"<a class='brand-link' href='/brands/{i}'>Brand number {i}</a>" for i in range(60))
    intro = "".join(f"<p>{text}</p>" for text in (INTRO, PROCESS, INTRO.replace("Brightline", "Our shop")))
    cards = "".join(f"<div class='product-card'><h3 class='product-name'>{name}</h3><p class='brand'>by Volta</p>"
                    f"<p class='product-text'>{text}</p></div>" for name, text in PRODUCTS)
    body = (f"<div class='modal-wrapper brands'><div class='modal'>{brands}</div></div>"
            f"<div class='section intro'><div class='container'><h1>Cables and adapters</h1>{intro}</div></div>"
            f"<div class='section'><div class='container'><h2>Cables we stock</h2><div class='grid'>{cards}</div>"
            "</div></div>")
    doc = extract(page(body), "https://volta.example/cables")
    assert INTRO in doc.text and PROCESS in doc.text
    for name, text in PRODUCTS:
        assert name in doc.text and text in doc.text
    assert "All rights reserved" not in doc.text


# A service page's buttons and its contact form's heading as the site builders' translations print
# them: "Book a demo", "Get a free quote" and "Contact us" go in English, so these go too.
FOREIGN_CALLS = [
    ("de", "Demo buchen", "Kostenloses Angebot anfordern", "Kontakt aufnehmen", "Nachricht senden"),
    ("fr", "Réserver une démo", "Demander un devis gratuit", "Contactez-nous", "Envoyer"),
    ("es", "Reservar una demo", "Solicitar presupuesto gratis", "Contáctenos", "Enviar"),
    ("it", "Prenota una demo", "Richiedi un preventivo gratuito", "Contattaci", "Invia"),
    ("pl", "Umów demo", "Poproś o bezpłatną wycenę", "Skontaktuj się z nami", "Wyślij"),
    ("nl", "Plan een demo", "Vraag een gratis offerte aan", "Neem contact op", "Versturen"),
    ("pt", "Agendar uma demonstração", "Peça um orçamento grátis", "Fale conosco", "Enviar"),
]


def test_calls_to_action_and_contact_headings_of_more_languages_go():
    for lang, demo, quote, contact, send in FOREIGN_CALLS:
        body = (f"<main><section class='elementor-section'><h1>Brightline</h1><p>{INTRO}</p><p>{PROCESS}</p>"
                f"<a class='elementor-button' href='/demo'>{demo}</a> <a class='button' href='/quote'>{quote}</a>"
                f"</section><section class='contact'><h2>{contact}</h2><form><p><label>Name<input></label></p>"
                f"<p><label>E-mail<input></label></p><button>{send}</button></form></section></main>")
        text = extract(page(body).replace("<html>", f"<html lang='{lang}'>"), "https://brightline.example/").text
        assert INTRO in text and PROCESS in text, lang
        for chrome in (demo, quote, contact):
            assert chrome not in text, (lang, chrome)


# service42 (2026-12-05): the calls whose English twins go ("Get started", "Start for free", "Contact us",
# "Let's talk", "Start your free trial", "Book a consultation", "Read the case study", "See all features",
# "Discover more", "Sign up for free") as service pages' buttons print them in seven languages.
TRANSLATED_CALLS = {
    "de": ("Jetzt loslegen", "Kostenlos starten", "Sprechen Sie uns an", "Kostenlose Testversion starten",
           "Beratung buchen", "Fallstudie lesen", "Alle Funktionen ansehen", "Mehr entdecken",
           "Jetzt kostenlos registrieren"),
    "fr": ("Commencer", "Démarrer", "Commencer gratuitement", "Nous contacter", "Parlons-en",
           "Démarrer l'essai gratuit", "Réserver une consultation", "Lire l'étude de cas",
           "Voir toutes les fonctionnalités", "Inscrivez-vous gratuitement"),
    "es": ("Empezar", "Comienza ahora", "Empieza gratis", "Hablemos", "Comenzar la prueba gratuita",
           "Reservar una consulta", "Leer el caso de éxito", "Ver todas las funciones", "Descubre más",
           "Regístrate gratis"),
    "it": ("Inizia ora", "Inizia gratis", "Contattaci ora", "Parliamone", "Inizia la prova gratuita",
           "Prenota una consulenza", "Leggi il caso studio", "Scopri tutte le funzionalità", "Maggiori informazioni",
           "Registrati gratis"),
    "nl": ("Aan de slag", "Begin nu", "Gratis starten", "Contact opnemen", "Laten we praten",
           "Start je gratis proefperiode", "Boek een gesprek", "Lees de case study", "Bekijk alle functies",
           "Ontdek meer", "Meld je gratis aan"),
    "pl": ("Zacznij teraz", "Rozpocznij", "Zacznij za darmo", "Kontakt z nami", "Porozmawiajmy",
           "Rozpocznij bezpłatny okres próbny", "Umów konsultację", "Przeczytaj studium przypadku",
           "Zobacz wszystkie funkcje", "Odkryj więcej", "Zarejestruj się za darmo", "Poproś o demo"),
    "pt": ("Começar", "Comece agora", "Comece grátis", "Contacte-nos", "Vamos conversar", "Comece seu teste grátis",
           "Leia o estudo de caso", "Ver todos os recursos", "Descubra mais", "Cadastre-se grátis"),
}


def feature_sections_closed_by(call: str, link_class: str = "btn") -> str:
    """The feature cards, each closed by one button `call` (a lone link in its own block)."""
    return "".join(f"<section class='feature'><h2>{title}</h2><p>{text}</p><div class='actions'>"
                   f"<a class='{link_class}' href='/go/{n}'>{call}</a></div></section>" for n, (title, text) in enumerate(FEATURES))


def service_page_text(sections: str, lang: str = "en") -> str:
    body = (f"<main><section class='hero'><h1>Brightline</h1><p>{INTRO}</p></section>{sections}"
            f"<section><p>{PROCESS}</p></section></main>")
    return extract(page(body).replace("<html>", f"<html lang='{lang}'>"), "https://brightline.example/").text


@pytest.mark.parametrize("lang", sorted(TRANSLATED_CALLS))
def test_translated_calls_to_action_go_as_their_english_twins_do(lang):
    for call in TRANSLATED_CALLS[lang]:
        text = service_page_text(feature_sections_closed_by(call), lang)
        assert_whole_service(text)
        assert call not in text, (lang, call)


def test_calls_whose_english_twin_stays_stay_translated_too():
    # "Try for free", "Contact sales" and "Book an appointment" stay in English (golds keep them often)
    # as words; drawn as a button standing alone any call goes by its markup (clean.button_links,
    # service56), so the words are asked of a plain link here
    for call in ("Try for free", "Contact sales", "Jetzt kostenlos testen", "Vertrieb kontaktieren",
                 "Prendre rendez-vous", "Contactar con ventas", "Gratis proberen", "Experimente grátis"):
        assert call in service_page_text(feature_sections_closed_by(call, link_class="more")), call


def test_a_translated_call_as_a_heading_or_inside_a_sentence_stays():
    sentence = ("<p>Wer Fragen hat, kann uns jederzeit schreiben: <a href='/kontakt'>Jetzt loslegen</a> und in "
                "zwei Wochen die erste Fassung der neuen Seiten sehen, mit allen Entwürfen.</p>")
    text = service_page_text(f"<section><h2>Aan de slag</h2><p>{PROCESS}</p>{sentence}</section>"
                             + feature_sections_closed_by("Learn more"))
    assert_whole_service(text)
    assert "Aan de slag" in text.splitlines()
    assert "kann uns jederzeit schreiben: Jetzt loslegen und in zwei Wochen" in text, text


# service43 (2026-12-05): a service page's closing box of blog posts and reports, titled "From our blog",
# "From the blog", "Featured insights" or "Latest insights", and its translations, goes with its cards.
BLOG_BOX_LABELS = ("From our blog", "From the blog", "Featured insights", "Latest insights", "Aus unserem Blog",
                   "Du blog", "Sur notre blog", "De nuestro blog", "Del blog", "Dal nostro blog", "Uit onze blog",
                   "Van het blog", "Z naszego bloga", "Do nosso blog", "No nosso blog", "Ausgewählte Insights",
                   "Derniers insights", "Insights destacados", "Ultimi approfondimenti", "Uitgelichte inzichten",
                   "Najnowsze analizy", "Insights em destaque")
POSTS = (("How we plan a brand workshop", "Two days, eight people and a wall of paper: what we ask first."),
         ("Five signs your website needs a refresh", "Slow pages, old photos and a contact form nobody answers."),
         ("What a design system saves you", "A year after launch, the teams that kept one ship pages twice as fast."))


def blog_box(label: str) -> str:
    cards = "".join(f"<article class='card'><a href='/blog/{n}'><h3>{title}</h3></a><p>{excerpt}</p>"
                    f"<a href='/blog/{n}'>Read</a></article>" for n, (title, excerpt) in enumerate(POSTS))
    return f"<section class='posts'><h2>{label}</h2><div class='grid'>{cards}</div></section>"


@pytest.mark.parametrize("label", BLOG_BOX_LABELS)
def test_a_closing_box_of_blog_posts_goes_with_its_label(label):
    cards = "".join(f"<div class='card'><h3>{title}</h3><p>{text}</p></div>" for title, text in FEATURES)
    text = service_page_text(f"<section class='features'>{cards}</section>{blog_box(label)}")
    assert_whole_service(text)
    assert label not in text, label
    for title, excerpt in POSTS:
        assert title not in text and excerpt not in text, (label, title)


def test_a_heading_running_on_from_a_blog_box_label_stays():
    for heading in ("From the blog to the book: how we wrote our guide", "Featured insights from our 2026 survey",
                    "Aus dem Blog wurde ein Buch", "Aktuelle Insights zur Steuerreform 2026",
                    "Uitgelichte inzichten uit ons onderzoek"):
        assert not is_section_label(heading), heading


ARTICLE_META = "<meta property='og:type' content='article'>"


def linked_cards_hub(card: str) -> str:
    """A services hub its CMS declares an article: prose, then one card per service set inside one
    link (`card` formats the href, title and description)."""
    cards = "".join(card.format(href=f"/services/design/{title.lower().replace(' ', '-')}/", title=title, text=text)
                    for title, text in FEATURES)
    body = (f"<main><article><h1>Design services</h1><p>{INTRO}</p><div class='card-grid'>{cards}</div>"
            f"<h2>How we work</h2><p>{PROCESS}</p></article></main>")
    return page(body, ARTICLE_META)


SPAN_CARD = ("<a class='link-block' href='{href}'><span class='link-icon'></span><span class='link-content'>"
             "<span class='link-title'>{title}</span><span class='link-subtitle'>{text}</span></span></a>")
WRAPPED_CARD = ("<div class='col'><a href='{href}'><div class='card'><div class='card-text'><h3>{title}</h3>"
                "<p>{text}</p></div><div class='card-link'><span>Learn more</span></div></div></a></div>")


@pytest.mark.parametrize("card", [SPAN_CARD, WRAPPED_CARD], ids=["spans", "heading-and-paragraph"])
def test_link_cards_for_the_pages_own_sub_pages_stay(card):
    doc = extract(linked_cards_hub(card), "https://brightline.example/services/design/")
    assert_whole_service(doc.text)
    # The same hub as a file page: its sub-pages sit under its name without the suffix.
    doc = extract(linked_cards_hub(card), "https://brightline.example/services/design.html")
    assert_whole_service(doc.text)


@pytest.mark.parametrize("url", ["https://brightline.example/blog/a-story/", "https://brightline.example/"])
def test_link_cards_leading_elsewhere_are_left_to_the_link_rule(url):
    # The same cards on a page they do not lead down from (a story's teasers of other pages, a site's
    # home page): all link words, they go.
    doc = extract(linked_cards_hub(SPAN_CARD), url)
    assert INTRO in doc.text and PROCESS in doc.text
    assert not any(text in doc.text for _, text in FEATURES)


CALL_PITCH = "Book a free first meeting and get a written proposal for your brand within one week."
DIVI_CALL = ("<div class='et_pb_module et_pb_cta_0 et_pb_promo et_pb_bg_layout_dark'><div class='et_pb_promo_description'>"
             f"<h2 class='et_pb_module_header'>Ready to grow?</h2><div><p>{CALL_PITCH}</p></div></div>"
             "<div class='et_pb_button_wrapper'><a class='et_pb_button et_pb_promo_button' href='/contact/'>Get in touch</a>"
             "</div></div>")
WPBAKERY_CALL = ("<section class='vc_cta3-container'><div class='vc_general vc_cta3 vc_cta3-style-classic'><div class='vc_cta3-content'>"
                 f"<header class='vc_cta3-content-header'><h2>Ready to grow?</h2></header><p>{CALL_PITCH}</p></div>"
                 "<div class='vc_cta3-actions'><a class='vc_btn3' href='/contact/'>Get in touch</a></div></div></section>")


def service_with_closing_box(box: str) -> str:
    cards = "".join(f"<div class='col'><h3>{title}</h3><p>{text}</p></div>" for title, text in FEATURES)
    return page(f"<main><h1>Design for growing brands</h1><p>{INTRO}</p><div class='row'>{cards}</div>"
                f"<h2>How we work</h2><p>{PROCESS}</p><div class='row'>{box}</div></main>")


@pytest.mark.parametrize("box", [DIVI_CALL, WPBAKERY_CALL], ids=["divi", "wpbakery"])
def test_a_builder_s_closing_call_box_on_a_service_page_stays(box):
    # Divi's call-to-action module ("et_pb_cta_0 et_pb_promo") and WPBakery's ("vc_cta3"): the page's
    # own closing band, a heading and its pitch (the button goes as a call).
    text = extract(service_with_closing_box(box), "https://brightline.example/services/").text
    assert_whole_service(text)
    assert "Ready to grow?" in text and CALL_PITCH in text and "Get in touch" not in text


@pytest.mark.parametrize("box", [DIVI_CALL, WPBAKERY_CALL], ids=["divi", "wpbakery"])
def test_a_call_box_beside_a_story_or_named_for_promotion_alone_goes(box):
    story = "".join(f"<p>{'The harbour was quiet that winter, and the boats stayed tied up for weeks. ' * 7}{i}</p>"
                    for i in range(4))
    text = extract(page(f"<main><h1>A winter in the harbour</h1>{story}{box}</main>"),
                   "https://brightline.example/story").text
    assert "The harbour was quiet" in text and CALL_PITCH not in text
    # a promotion box that names no call to action (a course's "Already enrolled? Sign in")
    promo = f"<div class='promo-section__wrapper'><h2>Ready to grow?</h2><p>{CALL_PITCH}</p></div>"
    text = extract(service_with_closing_box(promo), "https://brightline.example/services/").text
    assert INTRO in text and CALL_PITCH not in text


def test_the_faces_of_flip_cards_stay():
    # Elementor's flip box: the title on the front layer, the description on the back one, each layer
    # named "...__overlay" (a widget word).
    boxes = "".join(
        "<div class='elementor-widget elementor-widget-flip-box'><div class='elementor-flip-box'>"
        "<div class='elementor-flip-box__layer elementor-flip-box__front'><div class='elementor-flip-box__layer__overlay'>"
        f"<h3 class='elementor-flip-box__layer__title'>{title}</h3></div></div>"
        "<div class='elementor-flip-box__layer elementor-flip-box__back'><div class='elementor-flip-box__layer__overlay'>"
        f"<div class='elementor-flip-box__layer__description'>{text}</div></div></div></div></div>"
        for title, text in FEATURES)
    body = f"<main><h1>Design for growing brands</h1><p>{INTRO}</p>{boxes}<h2>How we work</h2><p>{PROCESS}</p></main>"
    assert_whole_service(extract(page(body), "https://brightline.example/services/").text)
    # an overlay that is no flip card's face still goes
    body = (f"<main><h1>Design for growing brands</h1><p>{INTRO}</p><p>{PROCESS}</p>"
            f"<div class='modal-overlay'><h3>Sign up</h3><p>{CALL_PITCH}</p></div></main>")
    assert CALL_PITCH not in extract(page(body), "https://brightline.example/services/").text


def test_a_nav_holding_an_answer_and_no_link_stays():
    # Webflow's dropdown set up as an FAQ: the answer sits in the dropdown's `nav`.
    faq = ("<div class='faq w-dropdown'><div class='faq-toggle w-dropdown-toggle' aria-controls='w-dropdown-list-0'>"
           "<div>How long does a brand take?</div></div><nav class='faq-answer w-dropdown-list' id='w-dropdown-list-0'>"
           f"<p>{CALL_PITCH}</p></nav></div>")
    body = f"<main><h1>Design for growing brands</h1><p>{INTRO}</p><h2>How we work</h2><p>{PROCESS}</p>{faq}</main>"
    text = extract(page(body), "https://brightline.example/services/").text
    assert INTRO in text and CALL_PITCH in text
    # the same dropdown listing links is a menu
    menu = faq.replace(f"<p>{CALL_PITCH}</p>", f"<p><a href='/a'>{CALL_PITCH}</a></p>")
    text = extract(page(body.replace(faq, menu)), "https://brightline.example/services/").text
    assert INTRO in text and CALL_PITCH not in text


NAV_CARD = ("<div class='m-navCard column'><a class='m-navCard__link' href='{href}'><h3>{title}</h3>"
            "<p class='m-navCard__description'>{text}</p></a></div>")
PLAIN_NAV_CARD = ("<div class='m-navCard column'><h3>{title}</h3><p class='m-navCard__description'>{text}</p>"
                  "<a class='m-navCard__link' href='{href}'>More</a></div>")


def long_service_page_with_nav_cards(card: str) -> str:
    """A long service page (short sections, no story) whose grid of its services is named for
    navigation and holds between LINK_CARDS_SHARE and PROSE_CARDS_SHARE of the region's text."""
    cards = "".join(card.format(href=f"/{title.lower().replace(' ', '-')}-services", title=title, text=text)
                    for title, text in FEATURES)
    sections = "".join(f"<h2>What we do, part {i}</h2><p>{PROCESS} ({i})</p>" for i in range(1, 21))
    return page(f"<main><h1>Design for growing brands</h1><p>{INTRO}</p>"
                f"<section class='o-navCardGrid'><div class='o-navCardGrid__cards'>{cards}</div></section>"
                f"{sections}</main>")


def test_a_navigation_named_grid_of_described_link_cards_stays_on_a_long_page():
    # Each service a card set inside one link (its title and what it is), the grid named "nav": under
    # PROSE_CARDS_SHARE of a long page's text, it is the page's own offer, not a menu.
    text = extract(long_service_page_with_nav_cards(NAV_CARD), "https://brightline.example/en/design-services").text
    assert_whole_service(text)


def test_the_same_grid_not_set_in_links_goes_under_the_prose_share():
    # Cards whose link is a "More" beside their text are not described links: under the prose share
    # they go as the grid's name says.
    text = extract(long_service_page_with_nav_cards(PLAIN_NAV_CARD), "https://brightline.example/en/design-services").text
    assert INTRO in text and PROCESS in text
    assert not any(description in text for _, description in FEATURES)


# service47 (2026-12-06): a pricing tier's button choosing its plan, and a solution card's link to its
# page, alone on their lines, go in every language; the tiers' names, prices and features stay.
PLAN_BUTTONS = {
    "en": ("Select Plan", "Choose this plan", "Select a plan", "Get this plan"),
    "de": ("Tarif wählen", "Jetzt Paket auswählen", "Plan wählen"),
    "fr": ("Choisir ce forfait", "Choisir l'offre", "Sélectionner la formule"),
    "es": ("Elegir plan", "Seleccionar este plan", "Elige el plan"),
    "it": ("Scegli il piano", "Seleziona questo piano"),
    "nl": ("Kies dit plan", "Kies je abonnement", "Kies pakket"),
    "pl": ("Wybierz plan", "Wybierz pakiet"),
    "pt": ("Escolher plano", "Escolha este plano", "Selecione o plano"),
}
TIERS = (("Starter", "For a studio of one with a single brand to look after.", "€19", "Two projects a year"),
         ("Team", "For companies with a marketing team and several product lines.", "€49", "Unlimited projects"))


def pricing_tiers(button: str) -> str:
    """A Tailwind-like pricing grid: each tier its name, pitch, price, button and features."""
    return "<div class='mx-auto grid max-w-md grid-cols-1 gap-8 lg:grid-cols-2'>" + "".join(
        f"<div class='rounded-3xl p-8 ring-1 ring-gray-200'><h3 id='tier-{n}' class='text-lg font-semibold'>{name}</h3>"
        f"<p class='mt-4 text-sm leading-6'>{pitch}</p><p class='mt-6 flex items-baseline'><span class='text-4xl'>"
        f"{price}</span><span class='text-sm'>/month</span></p><a href='/signup?plan={n}' aria-describedby='tier-{n}' "
        f"class='mt-6 block rounded-md bg-indigo-600'>{button}</a><ul role='list' class='mt-8 space-y-3'>"
        f"<li class='flex gap-x-3'>{feature}</li><li class='flex gap-x-3'>E-mail support</li></ul></div>"
        for n, (name, pitch, price, feature) in enumerate(TIERS)) + "</div>"


@pytest.mark.parametrize("lang", sorted(PLAN_BUTTONS))
def test_a_pricing_tier_s_plan_button_goes_in_every_language(lang):
    for button in PLAN_BUTTONS[lang]:
        text = service_page_text(f"<section class='pricing'><h2>Pricing</h2>{pricing_tiers(button)}</section>"
                                 + feature_sections_closed_by("Learn more"), lang)
        assert_whole_service(text)
        assert button not in text, (lang, button)
        for name, pitch, price, feature in TIERS:
            assert name in text and pitch in text and price in text and feature in text, (lang, name)


SOLUTION_LINKS = ("Explore solution", "Explore the solution →", "Lösung entdecken", "Zur Lösung",
                  "Découvrir la solution", "Descubre la solución", "Scopri la soluzione", "Ontdek de oplossing",
                  "Poznaj rozwiązanie", "Conheça a solução")


@pytest.mark.parametrize("link", SOLUTION_LINKS)
def test_a_solution_card_s_link_to_its_page_goes(link):
    text = service_page_text(feature_sections_closed_by(link))
    assert_whole_service(text)
    assert link not in text


def test_plan_and_solution_words_in_a_heading_or_a_sentence_stay():
    sentence = ("<p>Not sure which one fits? <a href='/plans'>Choose this plan</a> if your team is under ten "
                "people, and move up whenever you like without losing a single project.</p>")
    text = service_page_text(f"<section><h2>Explore the solution</h2><p>{PROCESS}</p>{sentence}</section>"
                             f"<section><h2>Plan wählen</h2><p>{INTRO.replace('Brightline', 'We')}</p></section>")
    assert "Explore the solution" in text.splitlines() and "Plan wählen" in text.splitlines()
    assert "Choose this plan if your team is under ten people" in text, text


# service49 (2026-12-06): a customer card's footer holding its quote or story title as a heading is the
# card's part, not the page's footer; a card's lone link to its case study goes in every language.
CUSTOMER_QUOTES = (
    ("Ana Kowalska", "CTO, Parcelwise", "Running our tracking service here costs a third of what we paid before"),
    ("Jonas Weber", "Gründer, Bäckerei Weber", "Seit dem Umzug laufen unsere Bestellungen auch am Wochenende stabil"),
    ("Claire Martin", "Directrice, Atelier Martin", "Nous avons mis en ligne notre boutique en deux semaines seulement"),
)


HOW_WE_WORK = "".join(f"<section class='how'><h2>{title}</h2><p>{text}</p></section>" for title, text in (
    ("Discovery", "The first fortnight is spent listening: we interview your sales people, your support desk and "
                  "five of your customers, and we read every page, leaflet and e-mail you send out today."),
    ("Drafts", "Drafts are shared every Friday in a plain document that anyone in your company can comment on, "
               "so decisions are made in the open and nobody is surprised at the end of the project."),
    ("Launch", "On launch day the lead designer is with your team, checking every page on phones, tablets and "
               "the old laptops your customers really use, and fixing what breaks before lunch."),
    ("Afterwards", "For three months after the launch we look at what visitors do on the new pages and send you "
                   "a short report each month with the three changes we would make next and why."),
    ("Prices", "Each project is quoted as one fixed price after the discovery fortnight, broken down by week, "
               "and the price does not move unless you add work that was not in the plan."),
    ("Ownership", "Every file, font licence and line of code is yours from the day it is made; we keep nothing "
                  "back and hand over a folder your next agency or your own team can pick up at once."),
    ("Languages", "We write and test pages in English, German, French and Polish with native speakers, and we "
                  "plan the layouts so that the longest of your languages fits without cramped buttons."),
    ("Support", "Questions after the three months go to the same lead designer by e-mail, answered within one "
                "working day, and small fixes are made free of charge for the first year."),
))


def customer_cards(footer_class: str, quote_tag: str = "h3", link: str = "Read case study") -> str:
    """A landing page's customer cards (a CSS-in-JS builder's names): name and role in the card's header,
    the quote as a heading in the card's footer, then the card's link to its case study."""
    return ("<section id='customers'><h2>Customers growing with Brightline</h2><div class='CustomerCards'>" + "".join(
        f"<div class='pages__StyledCustomerCard-sc-1 a{n}'><div class='pages__StyledCustomerCardHeader-sc-2'>"
        f"<span>{name}</span><p>{role}</p></div><div class='{footer_class}'><{quote_tag}>{quote}</{quote_tag}>"
        f"<div class='LinkContainer'><a href='/customers/{n}'>{link}</a></div></div></div>"
        for n, (name, role, quote) in enumerate(CUSTOMER_QUOTES)) + "</div></section>")


@pytest.mark.parametrize("footer_class", ["pages__StyledCustomerCardFooter-sc-e2c0-8 jNSxbH", "card__footer",
                                          "testimonial-card-footer"])
@pytest.mark.parametrize("quote_tag", ["h3", "h4", "blockquote"])
def test_a_customer_card_s_footer_holding_its_quote_stays(footer_class, quote_tag):
    text = service_page_text(feature_sections_closed_by("Learn more") + HOW_WE_WORK
                             + customer_cards(footer_class, quote_tag))
    assert_whole_service(text)
    for _name, _role, quote in CUSTOMER_QUOTES:
        assert quote in text, (footer_class, quote)


def test_a_card_footer_of_meta_or_a_page_footer_still_goes():
    meta = ("<div class='card'><div class='card-body'><h3>Brand identity</h3><p>Logos, colours and type drawn "
            "together.</p></div><div class='card-footer'><small>Updated 3 days ago</small></div></div>")
    named = ("<div class='site-footer-inner'><h4>Company news and updates every month</h4>"
             "<ul><li><a href='/a'>About us</a></li><li><a href='/b'>Careers</a></li></ul></div>")
    linked = ("<div class='card__footer'><h3><a href='/story'>How a bakery moved its orders online in a week</a>"
              "</h3></div>")
    text = service_page_text(feature_sections_closed_by("Learn more") + HOW_WE_WORK + meta + named + linked)
    assert_whole_service(text)
    assert "Updated 3 days ago" not in text
    assert "Company news and updates every month" not in text
    assert "How a bakery moved its orders online" not in text


CASE_STUDY_LINKS = ("Read case study", "Read Success Story", "Read customer story →", "Read about Gorkem’s story",
                    "Erfolgsgeschichte lesen", "Lire le témoignage", "Leer caso de éxito", "Leggi la storia",
                    "Lees het klantverhaal", "Przeczytaj historię", "Leia o caso de sucesso")


@pytest.mark.parametrize("link", CASE_STUDY_LINKS)
def test_a_customer_card_s_lone_case_study_link_goes(link):
    text = service_page_text(feature_sections_closed_by("Learn more") + customer_cards("card__footer", "h3", link))
    assert_whole_service(text)
    assert link not in text
    for _name, _role, quote in CUSTOMER_QUOTES:
        assert quote in text


def test_case_study_words_in_a_sentence_or_a_heading_stay():
    sentence = ("<p>Curious how it went? <a href='/customers/parcelwise'>Read case study</a> notes from the "
                "team that moved twelve services in one quarter.</p>")
    text = service_page_text(f"<section><h2>Read customer story</h2><p>{PROCESS}</p>{sentence}</section>")
    assert "Read customer story" in text.splitlines()
    assert "Read case study notes from the team" in text


# service52 (2026-12-07): a prompt to chat with the staff, as a shop's support box or a chat launcher
# prints it (LINE_FAMILIES["support_chat"]), in the markup it came in.
SUPPORT_CHAT_PROMPTS = (
    "<p class='size-guide__question'>Questions? <a href='/pages/contact'>Chat with an expert.</a></p>",
    "<a class='product-usp' href='#chat'><span class='product-usp__title'>Need some help?</span> "
    "<span class='product-usp__body'>Chat with one of our experts</span></a>",
    "<p class='center-align'>We're here to help. Chat with an Expert.</p>",
    "<div class='live-chat-box'><a href='#video'>Video Chat with a Lighting Expert - Live</a></div>",
    "<div id='beacon'><button aria-label='Open Beacon popover' class='beacon__button'>Chat with us!</button></div>",
    "<p><a href='#chat'>Chatten Sie mit uns</a></p>", "<p><a href='#chat'>Discutez avec un expert</a></p>",
    "<p><a href='#chat'>Chatea con un asesor</a></p>", "<p><a href='#chat'>Chatta con un esperto</a></p>",
    "<p><a href='#chat'>Chat met een adviseur</a></p>", "<p><a href='#chat'>Porozmawiaj z ekspertem</a></p>",
    "<p><a href='#chat'>Converse com um especialista</a></p>",
)


@pytest.mark.parametrize("prompt", SUPPORT_CHAT_PROMPTS)
def test_a_prompt_to_chat_with_the_staff_goes(prompt):
    words = etree.fromstring(f"<div>{prompt}</div>").xpath("string()")
    text = service_page_text(feature_sections_closed_by("Learn more") + f"<div class='support'>{prompt}</div>")
    assert_whole_service(text)
    assert " ".join(words.split()) not in " ".join(text.split()), text
    assert "Chat" not in text and "chat" not in text.lower(), text


def test_chat_words_in_a_sentence_a_feature_name_or_a_sales_button_stay():
    features = ("<section class='feature'><h2>Live chat</h2><p>Answer your visitors while they browse: the live "
                "chat sits in a corner of every page and routes each question to the right team.</p></section>"
                "<section><p>Every plan lets your customers chat with our experts in Lisbon and Denver, "
                "around the clock, in six languages.</p><div class='actions'><a href='/sales'>"
                "Talk to an expert</a></div></section>")  # (a link styled "btn" goes as a call to act: service56)
    text = service_page_text(feature_sections_closed_by("Learn more") + features)
    assert_whole_service(text)
    lines = [line.strip() for line in text.splitlines()]
    assert "Live chat" in lines and "Talk to an expert" in lines, lines
    assert "lets your customers chat with our experts in Lisbon" in text


# A landing page's hero (its h1 and a paragraph saying what the service does) in a banner of its
# own, before the section a density region takes.
HERO_TEXT = ("“HRMS” stands for human resources management system: the software a company uses to run its "
             "payroll, hiring, benefits, training and time tracking in one place.")


def hero_page(hero_paragraph: str, declared: str = "") -> str:
    """Oracle's product pages: the site's header, the hero banner, then the content beside a sidebar
    of links, a closing call to action and the footer, all under one wrapper below the body."""
    sections = "".join(
        f"<section class='feature'><h2>{title}</h2><p>{text} {PROCESS}</p></section>" for title, text in FEATURES)
    sidebar = "".join(f"<li><a href='/hrms/{i}'>HR topic number {i}</a></li>" for i in range(8))
    return (f"<html><head><title>Human resources software | Brightline</title>{declared}</head><body>"
            f"<div class='f20w1'>{NAV}<section class='rh03 herotitle'><div class='col1'><h1>What is HRMS?</h1>"
            f"{hero_paragraph}<a class='button' href='/demo'>Book a demo</a></div></section>"
            f"<div class='f22 cpad'><div class='f22w1 cwidth'><div class='f22w2 f22sidebar'><ul>{sidebar}</ul></div>"
            f"<div class='f22w2'>{sections}</div></div></div>"
            "<section class='f24 cta'><h2>Ready to get started?</h2><a href='/contact'>Contact sales</a></section>"
            f"{FOOTER}</div></body></html>")


def test_a_hero_paragraph_after_the_h1_before_the_region_is_kept():
    doc = extract(hero_page(f"<p>{HERO_TEXT}</p>"), "https://brightline.example/hrms/")
    assert doc.mode == "density"
    assert doc.text.startswith(HERO_TEXT)
    assert doc.text.count("stands for human resources") == 1
    assert FEATURES[0][1] in doc.text


@pytest.mark.parametrize("hero", [
    "<p>Book a demo today</p>",  # a button's words, no sentence
    "<p><a href='/a'>“HRMS” stands for human resources management system</a> <a href='/b'>the software a "
    "company uses to run its payroll, hiring, benefits, training and time tracking in one place</a>.</p>",  # links
])
def test_a_hero_line_that_is_no_sentence_or_mostly_links_is_not_taken(hero):
    doc = extract(hero_page(hero), "https://brightline.example/hrms/")
    assert "Book a demo" not in doc.text and "stands for" not in doc.text


def test_a_declared_article_keeps_its_own_lede_rules_not_the_hero():
    declared = "<meta property='og:type' content='article'>"
    assert ledes.hero_lede_outside(etree.HTML(hero_page(f"<p>{HERO_TEXT}</p>")).xpath("//div[@class='f22w2']")[0])
    doc = extract(hero_page(f"<p>{HERO_TEXT}</p>", declared), "https://brightline.example/hrms/")
    assert "stands for human resources" not in doc.text


# A CMS's SEO plugin writes og:type "article" on every page, a service's landing page too: such a
# page takes its hero's paragraph as one declaring nothing does, when the h1 stands in an element
# named a hero; and a subtitle's wrapper (`<div class="hero__subtitle"><p>`) holds the paragraph.
OG_ARTICLE = "<meta property='og:type' content='article'>"


def named_hero_page(hero_class: str, paragraph: str, declared: str = OG_ARTICLE) -> str:
    """smartcat.io's layout: a hero section (an eyebrow, the h1, the subtitle's wrapper, a button)
    beside the section a density region takes, under the site's wrapper."""
    sections = "".join(
        f"<section class='feature'><h2>{title}</h2><p>{text} {PROCESS}</p></section>" for title, text in FEATURES)
    return (f"<html><head><title>AI assistants | Brightline</title>{declared}</head><body>"
            f"<div class='site' id='page'>{NAV}<section class='{hero_class}'><div class='container'>"
            f"<p class='eyebrow'>Chatbot AI assistants</p><h1>Access company knowledge</h1>{paragraph}"
            "<a class='btn' href='/contact'>Get an AI assistant</a></div></section>"
            f"<section class='general'>{sections}</section>{FOOTER}</div></body></html>")


def test_a_hero_s_paragraph_in_a_subtitle_wrapper_is_kept():
    doc = extract(named_hero_page("hero", f"<div class='hero__subtitle emphasis'><p>{HERO_TEXT}</p></div>", ""),
                  "https://brightline.example/ai/")
    assert doc.text.startswith(HERO_TEXT), doc.text[:200]
    assert doc.text.count("stands for human resources") == 1
    assert FEATURES[0][1] in doc.text


@pytest.mark.parametrize("hero_class", ["hero", "page-hero", "heroBanner", "section hero__inner"])
def test_a_named_hero_on_a_page_an_article_by_its_og_type_alone_is_kept(hero_class):
    doc = extract(named_hero_page(hero_class, f"<p>{HERO_TEXT}</p>"), "https://brightline.example/ai/")
    assert doc.text.startswith(HERO_TEXT), doc.text[:200]
    assert FEATURES[0][1] in doc.text


@pytest.mark.parametrize("hero_class, declared", [
    ("top-content", OG_ARTICLE),  # a box not named a hero: a blog's header and its standfirst
    ("herotitle", OG_ARTICLE),  # "hero" only inside another word
    ("hero", OG_ARTICLE + "<meta property='article:published_time' content='2025-03-01T10:00:00Z'>"),
    ("hero", OG_ARTICLE + "<script type='application/ld+json'>{\"@context\": \"https://schema.org\", "
                          "\"@type\": \"BlogPosting\", \"headline\": \"Access company knowledge\"}</script>"),
])
def test_a_hero_on_a_page_saying_article_otherwise_or_not_named_is_not_taken(hero_class, declared):
    doc = extract(named_hero_page(hero_class, f"<p>{HERO_TEXT}</p>", declared), "https://brightline.example/ai/")
    assert "stands for human resources" not in doc.text
    assert FEATURES[0][1] in doc.text


@pytest.mark.parametrize("wrapper", [
    f"<div class='hero__subtitle'>Read this: <p>{HERO_TEXT}</p></div>",  # text of its own beside the p
    f"<div class='hero__subtitle'><p>{HERO_TEXT}</p><ul><li>Payroll</li></ul></div>",  # more than paragraphs
    f"<div class='hero__subtitle'><p>{HERO_TEXT}</p><p>{HERO_TEXT}</p><p>{HERO_TEXT}</p></div>",  # three
])
def test_a_wrapper_holding_more_than_one_or_two_paragraphs_is_no_subtitle(wrapper):
    def hero_of(paragraph: str) -> list:
        region = etree.HTML(named_hero_page("hero", paragraph, "")).xpath("//section[@class='general']")[0]
        return ledes.hero_lede_outside(region)

    assert [p.text for p in hero_of(f"<div class='hero__subtitle'><p>{HERO_TEXT}</p></div>")] == [HERO_TEXT]
    assert hero_of(wrapper) == []


# Adobe Experience Manager's tabs component: the set, each tab and each panel carry ids made of the
# component's name and hashes ("filter-menu-tabs-..." reads as a menu); the panels are the page's
# sections shown one at a time (IBM's Carbon components title them with a custom element, not an
# h1-h6), written again for phones in an accordion under the same ids.
TAB_SECTIONS = (
    ("AI for Security", "AI for security is the process of using models to strengthen how a company "
                        "finds, prevents and answers attacks on its systems and its data."),
    ("Cloud Security", "Cloud security keeps the data, the applications and the identities of a company "
                       "safe across the public clouds and the machines it runs itself."),
    ("OT Security", "Factories and plants run machines that were never meant to meet the internet, and "
                    "operational technology security keeps them running when they do."),
)


def aem_tabs_page(label=None, labelledby=None, linked=False) -> str:
    tabs, panels, phone = [], [], []
    for n, (title, text) in enumerate(TAB_SECTIONS):
        base = f"filter-menu-tabs-c0d9c555cb-item-{n}a7f"
        tabs.append(f"<li role='tab' id='{base}-tab' class='cmp-tabs__tab' aria-controls='{base}-tabpanel'>"
                    f"{label or title}</li>")
        panel = (f"<div id='{base}-tabpanel' role='tabpanel' aria-labelledby='{labelledby or base + '-tab'}' "
                 "class='cmp-tabs__tabpanel'>"
                 f"<c4d-content-item-heading role='heading' aria-level='4'>{title} services"
                 f"</c4d-content-item-heading><p>{f'<a href=/{n}>{text}</a>' if linked else text}</p>"
                 "<a href='/learn'>Learn more</a></div>")
        panels.append(panel)
        phone.append(f"<cds-accordion-item title='{title}'>{panel}</cds-accordion-item>")
    body = (f"<main><h1>Cybersecurity services</h1><p>{INTRO}</p>"
            "<div id='filter-menu-tabs-c0d9c555cb' class='cmp-tabs filter-tabs-container'>"
            f"<div class='desktop'><ol role='tablist' class='cmp-tabs__tablist'>{''.join(tabs)}</ol>"
            f"{''.join(panels)}</div>"
            + f"<cds-accordion>{''.join(phone)}</cds-accordion>"
            + f"</div><h2>How we work</h2><p>{PROCESS}</p></main>")
    return page(body)


def test_aria_tab_panels_named_a_menu_by_their_ids_alone_are_the_page_s_sections():
    text = extract(aem_tabs_page(), "https://brightline.example/security/").text
    for title, section in TAB_SECTIONS:
        assert text.count(section) == 1, (title, text)
        assert f"{title} services" in text
    assert INTRO in text and PROCESS in text


@pytest.mark.parametrize("variant", [
    {"label": "Related"},  # the tabs label a boilerplate box
    {"labelledby": "nav-home-tab"},  # Bootstrap's example pane: labelled by a tab the page lacks
    {"linked": True},  # panels of links: a menu's
])
def test_tab_panels_refused_stay_out(variant):
    text = extract(aem_tabs_page(**variant), "https://brightline.example/security/").text
    for _, section in TAB_SECTIONS:
        assert section not in text
    assert INTRO in text and PROCESS in text


SUBTITLE = "Save time and make smarter decisions with Brightline."


def subtitle_aside_page(aside: str) -> str:
    return page(f"<main><section class='panel header-block'><h1 class='h5'>Design services</h1>"
                f"<h2 class='h2'>The complete studio to plan, draw and build your brand</h2>{aside}</section>"
                f"<p>{INTRO}</p><h2>How we work</h2><p>{PROCESS}</p></main>")


@pytest.mark.parametrize("names", ["sub-heading", "subheading", "hero subtitle"])
def test_a_heading_s_subtitle_set_as_an_aside_is_kept(names):
    text = extract(subtitle_aside_page(f"<aside class='{names}'><p>{SUBTITLE}</p></aside>"),
                   "https://brightline.example/design/").text
    assert SUBTITLE in text, text[:300]
    assert INTRO in text and PROCESS in text


@pytest.mark.parametrize("aside", [
    f"<aside class='sidebar'><p>{SUBTITLE}</p></aside>",  # right after the heading, but a sidebar
    f"<p>Read on.</p><aside class='sub-heading'><p>{SUBTITLE}</p></aside>",  # named so, after a paragraph
])
def test_an_aside_neither_named_a_subtitle_nor_after_a_heading_goes(aside):
    text = extract(subtitle_aside_page(aside), "https://brightline.example/design/").text
    assert SUBTITLE not in text
    assert INTRO in text and PROCESS in text


# --- Page builders' calls to act drawn as button links (service56) -----------------------------

# Each builder's own markup for a button standing alone under a hero's paragraph: the link's class as
# the builder writes it, its wrapper, and the call in the page's language.
BUILDER_BUTTONS = {
    "elementor": ('<div class="elementor-element elementor-widget elementor-widget-button"><div class="elementor-widget-container">'
                  '<div class="elementor-button-wrapper"><a href="/kontakt" class="elementor-button-link elementor-button '
                  'elementor-size-sm" role="button"><span class="elementor-button-content-wrapper"><span '
                  'class="elementor-button-text">Jetzt Termin vereinbaren</span></span></a></div></div></div>'),
    "divi": ('<div class="et_pb_button_module_wrapper et_pb_button_0_wrapper et_pb_module"><a class="et_pb_button '
             'et_pb_button_0 et_pb_bg_layout_light" href="/devis">Demander un devis gratuit</a></div>'),
    "wpbakery": ('<div class="vc_btn3-container vc_btn3-left"><a class="vc_general vc_btn3 vc_btn3-size-md '
                 'vc_btn3-shape-rounded vc_btn3-color-blue" href="/quote">Get a Free Quote</a></div>'),
    "gutenberg": ('<div class="wp-block-buttons is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link '
                  'wp-element-button" href="/presupuesto">Pedir presupuesto</a></div><div class="wp-block-button is-style-outline">'
                  '<a class="wp-block-button__link wp-element-button" href="tel:+34900000000">Llamar ahora</a></div></div>'),
    "webflow": ('<div class="button-row"><a href="/demo" class="button w-button">Book a demo</a>'
                '<a href="/pricing" class="button secondary w-button">See pricing</a></div>'),
    "wix": ('<div class="comp-btn" id="comp-b1"><a data-testid="linkElement" href="/rezerwacja" class="wixui-button">'
            '<span class="wixui-button__label">Umów wizytę</span></a></div>'),
    "squarespace": ('<div class="sqs-block button-block sqs-block-button"><div class="sqs-block-content"><div '
                    'class="sqs-block-button-container sqs-block-button-container--center"><a href="/contact" '
                    'class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">'
                    'Check my availability</a></div></div></div>'),
    "hubspot": ('<div class="hs-cta-embed"><span class="hs-cta-wrapper" id="hs-cta-wrapper-abc"><span class="hs-cta-node '
                'hs-cta-abc"><a href="https://cta-redirect.hubspot.com/cta/redirect/1/abc" class="cta_button">Get a free IT '
                'assessment</a></span></span></div>'),
    "bootstrap": '<p><a class="btn btn-primary btn-lg" href="/start">Start your free trial</a></p>',
}
BUTTON_CALLS = ("Jetzt Termin vereinbaren", "Demander un devis gratuit", "Get a Free Quote", "Pedir presupuesto",
                "Llamar ahora", "Book a demo", "See pricing", "Umów wizytę", "Check my availability",
                "Get a free IT assessment", "Start your free trial")


def builder_service_page(button: str, after: str = "") -> str:
    features = "".join(f'<div class="feature-card"><h3>{title}</h3><p>{text}</p></div>' for title, text in FEATURES)
    return (f"<!DOCTYPE html><html lang='en'><head><title>Design studio | Brightline</title></head><body>{NAV}"
            f"<main><section class='hero'><h1>Design for growing companies</h1><p>{INTRO}</p>{button}</section>"
            f"<section class='features'><h2>What we do</h2>{features}{after}</section>"
            f"<section class='process'><h2>How we work</h2><p>{PROCESS}</p></section></main>{FOOTER}</body></html>")


@pytest.mark.parametrize("builder", sorted(BUILDER_BUTTONS))
def test_a_builder_s_button_link_standing_alone_goes(builder):
    doc = extract(builder_service_page(BUILDER_BUTTONS[builder]), "https://studio.example/services")
    assert doc is not None and INTRO in doc.text and PROCESS in doc.text
    for title, text in FEATURES:
        assert title in doc.text and text in doc.text
    for call in BUTTON_CALLS:
        assert call not in doc.text, (builder, call)


@pytest.mark.parametrize("markup, kept", [
    # a link styled as a button inside a sentence: part of the line
    ('<p>Read our <a class="btn-link" href="/guide">planning guide</a> before the first workshop with us.</p>',
     "Read our planning guide before the first workshop with us."),
    # a long link: a title, not a call
    ('<div><a class="button" href="/case">How a bakery of forty people doubled its orders in one year</a></div>',
     "How a bakery of forty people doubled its orders in one year"),
    # camelCase names are left ("tabButton": a tab's label)
    ('<div><a class="tabButton" href="#pricing">Pricing plans</a></div>', "Pricing plans"),
    # a plain link standing alone
    ('<div><a href="/team">Meet the team</a></div>', "Meet the team"),
])
def test_links_not_calls_drawn_as_buttons_stay(markup, kept):
    doc = extract(builder_service_page("", after=markup), "https://studio.example/services")
    assert doc is not None and kept in doc.text


def test_a_page_built_of_button_links_keeps_them():
    """Button links making up more than BUTTON_LINES_MAX_SHARE of the text are the page's own (a
    shop's tiles naming its brands, a board of job cards)."""
    tiles = "".join(f'<div class="tile"><img src="/{i}.png" alt=""><div class="tile-cta"><a class="shg-btn" href="/b/{i}">'
                    f'Explore {name} Watercolors</a></div></div>'
                    for i, name in enumerate(("Winsor and Newton", "Daniel Smith", "Van Gogh", "Golden QOR", "Holbein")))
    page = (f"<!DOCTYPE html><html lang='en'><head><title>Watercolors</title></head><body>{NAV}<main><h1>Watercolors</h1>"
            f"<p>Our spring sale on watercolor paints and sets runs until the end of April.</p>{tiles}</main>{FOOTER}</body></html>")
    doc = extract(page, "https://art.example/")
    assert doc is not None
    assert "Explore Daniel Smith Watercolors" in doc.text and "Explore Holbein Watercolors" in doc.text



# --- Framer's buttons named by their layer; a button link set among a box's paragraphs (service57) --

# Framer writes hashed classes only ("framer-Hq1sk framer-v-1x2") and names each layer as its designer
# did in the editor: the name is what tells a button.
FRAMER_BUTTONS = {
    "fr": ("Réserver un appel", "Button"),
    "de": ("Kostenloses Erstgespräch", "Primary Button"),
    "es": ("Ver nuestros proyectos", "CTA"),
    "en": ("See our work", "Button/Secondary"),
}


def framer_button(label: str, layer: str) -> str:
    return (f'<div class="framer-1kx8q2" data-framer-name="Buttons"><a class="framer-Hq1sk framer-v-1x2 framer-3ghi" '
            f'data-framer-name="{layer}" data-highlight="true" href="./contact" tabindex="0"><div class="framer-1ut2" '
            f'data-framer-component-type="RichTextContainer"><p class="framer-text">{label}</p></div></a></div>')


@pytest.mark.parametrize("lang", sorted(FRAMER_BUTTONS))
def test_a_framer_button_named_by_its_layer_goes(lang):
    label, layer = FRAMER_BUTTONS[lang]
    doc = extract(builder_service_page(framer_button(label, layer)), "https://studio.example/services")
    assert doc is not None and INTRO in doc.text and PROCESS in doc.text
    assert label not in doc.text


@pytest.mark.parametrize("layer", ["Buttonless Card", "Case study", "Rebuttal"])
def test_a_framer_link_whose_layer_names_no_button_stays(layer):
    doc = extract(builder_service_page(framer_button("Meet the team", layer)), "https://studio.example/services")
    assert doc is not None and "Meet the team" in doc.text


# A seller's box on a market's product page: the button to write to the seller set between the box's
# paragraphs, a line of its own without a block of its own.
SELLER_BOXES = {
    "en": ("Meet your seller", "Anna Kowalska owns the shop and makes every ring by hand in her studio near Kraków.",
           "Message Anna", "This seller usually responds within 24 hours."),
    "de": ("Lerne die Verkäuferin kennen", "Anna Kowalska führt den Shop und fertigt jeden Ring in ihrem Atelier bei Krakau.",
           "Anna kontaktieren", "Diese Verkäuferin antwortet in der Regel innerhalb von 24 Stunden."),
    "pl": ("Poznaj sprzedawczynię", "Anna Kowalska prowadzi sklep i każdy pierścionek robi ręcznie w pracowni pod Krakowem.",
           "Napisz do Anny", "Sprzedawczyni zwykle odpowiada w ciągu 24 godzin."),
    "fr": ("Rencontrez la vendeuse", "Anna Kowalska tient la boutique et façonne chaque bague à la main près de Cracovie.",
           "Contacter Anna", "Cette vendeuse répond en général sous 24 heures."),
}


def seller_box(title: str, about: str, link: str, after: str, link_class: str = "wt-btn wt-btn--secondary") -> str:
    return (f'<div class="wt-p-xs-2 seller-box"><h2 class="wt-text-title-01">{title}</h2><p class="wt-text-body-01">{about}</p>'
            f'<!-- contact --><a class="{link_class} wt-width-full" href="/messages/new?with=anna">{link}</a>'
            f'<p class="wt-text-caption">{after}</p></div>')


@pytest.mark.parametrize("lang", sorted(SELLER_BOXES))
def test_a_button_link_between_a_box_s_paragraphs_goes(lang):
    title, about, link, after = SELLER_BOXES[lang]
    doc = extract(builder_service_page("", after=seller_box(title, about, link, after)), "https://studio.example/services")
    assert doc is not None and about in doc.text and after in doc.text
    assert link not in doc.text


@pytest.mark.parametrize("box", [
    # not styled as a button: a plain link between paragraphs
    seller_box(*SELLER_BOXES["en"], link_class="seller-link"),
    # text beside it in the box: part of a line
    '<div class="seller-box"><p>Anna Kowalska owns the shop.</p>Write to her: <a class="wt-btn" href="/m">Message Anna</a>'
    '<p>This seller usually responds within 24 hours.</p></div>',
    # an inline neighbour: the link runs on with it
    '<div class="seller-box"><p>Anna Kowalska owns the shop.</p><a class="wt-btn" href="/m">Message Anna</a>'
    '<span>usually answers within a day</span></div>',
])
def test_a_button_link_sharing_its_line_or_a_plain_link_stays(box):
    doc = extract(builder_service_page("", after=box), "https://studio.example/services")
    assert doc is not None and "Message Anna" in doc.text


# A button whose label ends in a count (abbreviated, or a badge of its own) is a figure the page's
# readers gave (GitHub's "Star 194k"), not a call to act; the same button without its count goes, and
# so does one whose number is run on in its label (a product's name).
@pytest.mark.parametrize("label, kept", [
    ("Star 194k", True), ("Fork 23.4k", True), ("Estrella 1.204", True), ("J'aime 87", True),
    ("Star", False), ("Get 2 months free", False), ("Explore Bulova 150", False), ("Shop Ridge 2.0", False),
])
def test_a_button_ending_in_a_count_stays(label, kept):
    word, _, count = label.rpartition(" ") if kept else (label, "", "")
    inner = f'<span class="d-inline">{word}</span> <span class="Counter">{count}</span>' if kept else label
    button = f'<div class="repo-actions"><a class="btn btn-sm" href="/acme/widgets/stargazers">{inner}</a></div>'
    doc = extract(builder_service_page(button), "https://studio.example/services")
    assert doc is not None and INTRO in doc.text
    assert (label in doc.text) == kept, label


@pytest.mark.parametrize("toggle", [
    # an accordion's question set as a heading inside its toggle link
    '<a href="#faq-1" class="accordion-title" role="button"><h5>Do doorbell cameras need WiFi?</h5></a>',
    # a disclosure's toggle
    '<a href="#faq-1" class="btn btn-link" aria-expanded="false">Do doorbell cameras need WiFi?</a>',
])
def test_an_accordion_toggle_between_a_box_s_paragraphs_stays(toggle):
    box = (f'<div class="accordion-item"><p>Questions our customers ask before they order.</p>{toggle}'
           f'<div class="accordion-content"><p>Typically, yes: the camera streams to your phone over your home network.</p></div></div>')
    doc = extract(builder_service_page("", after=box), "https://studio.example/services")
    assert doc is not None and "Do doorbell cameras need WiFi?" in doc.text


# --- A badge over one pricing tier; Elementor's screen-reader text (service59) ----------------------

BADGED_TIERS = (("Starter", "$49", ["2 bank accounts", "1,000 transactions a month", "Email support"]),
         ("Growth", "$199", ["Unlimited bank accounts", "20,000 transactions a month", "Sync with your ledger"]),
         ("Enterprise", "Custom", ["Several entities", "Single sign-on and audit exports", "A named account manager"]))


def assert_opening_and_close(text: str) -> None:
    assert INTRO in text and PROCESS in text
    assert "All rights reserved" not in text and "Privacy Policy" not in text


def badged_pricing_tiers(badge: str, badged: int = 1, heading_tag: str = "h3") -> str:
    """A pricing page's tiers, one carrying `badge` above its own heading."""
    cards = []
    for n, (name, price, items) in enumerate(BADGED_TIERS):
        mark = f'<span class="tier__badge">{badge}</span>' if n == badged else ""
        rows = "".join(f"<li>{item}</li>" for item in items)
        cards.append(f'<div class="tier{" tier--featured" if mark else ""}">{mark}<{heading_tag}>{name}</{heading_tag}>'
                     f'<p class="tier__price">{price}<span>/month</span></p><ul>{rows}</ul>'
                     f'<a class="button" href="/signup?plan={n}">Get started</a></div>')
    return f"<section class='pricing'><h2>Simple pricing</h2><div class='tiers'>{''.join(cards)}</div></section>"


@pytest.mark.parametrize("badge", ["Most popular", "Recommended", "Trending", "Recomendado", "Polecane"])
def test_a_badge_over_one_pricing_tier_keeps_the_tier(badge):
    text = service_page_text(badged_pricing_tiers(badge))
    assert_opening_and_close(text)
    for name, _, items in BADGED_TIERS:
        assert name in text and all(item in text for item in items), (badge, name, text)


def test_a_popular_box_of_teasers_still_goes_beside_like_boxes():
    teasers = "".join(f'<h3><a href="/blog/{n}">How we planned launch number {n} with a team of four</a></h3>'
                      for n in range(3))
    boxes = ('<div class="widgets"><div class="widget"><h3>Our studio</h3><p>Brightline was founded in 2014 in a '
             'former print shop by the harbour.</p></div><div class="widget"><span class="widget-title">Most popular'
             f'</span>{teasers}</div></div>')
    text = service_page_text(boxes)
    assert_opening_and_close(text)
    assert "launch number" not in text and "Most popular" not in text


def elementor_testimonials(arrows: str) -> str:
    quotes = ("They turned a tired brochure site into the thing our sales team opens in every meeting.",
              "Honest about the budget from day one, and the launch landed on the date they named.")
    slides = "".join(f'<div class="swiper-slide"><div class="elementor-testimonial"><div class="elementor-testimonial__text">'
                     f'“{quote}”</div><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">'
                     f'Client {n}</span></cite></div></div>' for n, quote in enumerate(quotes))
    return ('<section class="elementor-section testimonials"><h2 class="elementor-heading-title">What our clients say'
            '</h2><div class="elementor-widget elementor-widget-testimonial-carousel"><div class="swiper">'
            f'<div class="swiper-wrapper">{slides}</div>{arrows}</div></div></section>')


@pytest.mark.parametrize("before,after", [("Previous", "Next"), ("Vorherige", "Nächste"), ("Précédent", "Suivant")])
def test_elementor_screen_reader_arrows_of_a_carousel_go(before, after):
    arrows = ('<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0">'
              f'<i class="eicon-chevron-left" aria-hidden="true"></i><span class="elementor-screen-only">{before}</span>'
              '</div><div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0">'
              f'<i class="eicon-chevron-right" aria-hidden="true"></i><span class="elementor-screen-only">{after}</span></div>')
    text = service_page_text(elementor_testimonials(arrows))
    assert_opening_and_close(text)
    assert "sales team opens in every meeting" in text and "landed on the date they named" in text
    lines = [line.strip() for line in text.splitlines()]
    assert before not in lines and after not in lines
    assert clean.classify_names("elementor-screen-only") == clean.classify_names("sr-only")


# --- A testimonial's author under its quote (shop59b) -----------------------------------------------

def elementor_testimonial_cards(footer_class: str, footer_tag: str = "div", cite: bool = True,
                      people=(("Maria Lopez", "Owner, Lopez Bakery"), ("Tomasz Nowak", "CFO, Northwind"))) -> str:
    """Elementor's testimonial carousel: each quote over a footer holding the client's photo and a
    `cite` of their name and role."""
    quotes = ("They turned a tired brochure site into the thing our sales team opens in every meeting.",
              "Honest about the budget from day one, and the launch landed on the date they named.")
    tag = "cite" if cite else "div"
    slides = "".join(
        f'<div class="swiper-slide"><div class="elementor-testimonial"><div class="elementor-testimonial__content">'
        f'<div class="elementor-testimonial__text">“{quote}”</div></div><{footer_tag} class="{footer_class}">'
        f'<div class="elementor-testimonial__image"><img src="/client-{n}.jpg" alt="{name}"></div>'
        f'<{tag} class="elementor-testimonial__cite"><span class="elementor-testimonial__name">{name}</span>'
        f'<span class="elementor-testimonial__title">{role}</span></{tag}></{footer_tag}></div></div>'
        for n, (quote, (name, role)) in enumerate(zip(quotes, people)))
    return ('<section class="elementor-section testimonials"><h2 class="elementor-heading-title">What our clients say'
            '</h2><div class="elementor-widget elementor-widget-testimonial-carousel"><div class="swiper">'
            f'<div class="swiper-wrapper">{slides}</div></div></div></section>')


@pytest.mark.parametrize("people", [(("Maria Lopez", "Owner, Lopez Bakery"), ("Tomasz Nowak", "CFO, Northwind")),
                                    (("Anna Schmidt", "Inhaberin, Bäckerei Schmidt"), ("Jean Dupont", "Directeur financier"))])
def test_the_name_under_a_testimonial_s_quote_stays(people):
    text = service_page_text(elementor_testimonial_cards("elementor-testimonial__footer", people=people))
    assert_opening_and_close(text)
    assert "sales team opens in every meeting" in text and "landed on the date they named" in text
    for name, role in people:
        assert name in text and role in text
    assert text.index("sales team opens") < text.index(people[0][0]) < text.index("landed on the date")


def test_a_footer_without_a_cite_or_holding_more_than_a_name_still_goes():
    text = service_page_text(elementor_testimonial_cards("elementor-testimonial__footer", cite=False))
    assert "Maria Lopez" not in text and "sales team opens in every meeting" in text
    long_role = (("Maria Lopez", "Owner of the Lopez Bakery on Main Street, open every day from six in the "
                  "morning, with sourdough, rye and pastries"),)
    text = service_page_text(elementor_testimonial_cards("elementor-testimonial__footer", people=long_role))
    assert "Maria Lopez" not in text and "sales team opens in every meeting" in text
