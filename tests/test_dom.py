"""dom: one tag vocabulary, each set under one name, and the relations its docstring states."""
import importlib
import pkgutil

from lxml import etree

import beam_extract
from beam_extract import dom, markdown


def _string_sets_by_name() -> dict[str, dict[frozenset, list[str]]]:
    """Every module-level set of strings in the package: name -> {its value -> the modules holding it}."""
    found: dict[str, dict[frozenset, list[str]]] = {}
    for info in pkgutil.walk_packages(beam_extract.__path__, "beam_extract."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, (set, frozenset)) and value and all(isinstance(item, str) for item in value):
                found.setdefault(name, {}).setdefault(frozenset(value), []).append(info.name)
    return found


def test_no_two_sets_in_the_package_share_one_name():
    clashes = {name: values for name, values in _string_sets_by_name().items() if len(values) > 1}
    assert not clashes, {name: [modules for modules in values.values()] for name, values in clashes.items()}


def test_the_tag_sets_are_found_by_the_scan():
    sets = _string_sets_by_name()
    for name in ("REGION_FRAMING_TAGS", "CLEAN_FRAMING_TAGS", "TEXT_BLOCK_TAGS", "SEGMENT_BOUNDARY_TAGS"):
        assert "beam_extract.dom" in next(iter(sets[name].values())), name


def test_what_gives_no_text_to_one_stage_gives_none_to_the_renderer():
    for no_text in (dom.REGION_NON_TEXT_TAGS, dom.UNCOUNTED_TAGS, dom.BYLINE_UNREACHED_TAGS):
        assert no_text <= dom.UNRENDERED_TAGS, no_text - dom.UNRENDERED_TAGS


def test_clean_framing_is_a_part_of_region_framing():
    # clean works inside a region the wider sets have already judged; it drops no other kind of chrome
    assert dom.CLEAN_FRAMING_TAGS <= dom.REGION_FRAMING_TAGS
    assert dom.CLEAN_FRAMING_ROLES <= dom.REGION_FRAMING_ROLES
    assert dom.REGION_FRAMING_TAGS - {"head", "title"} == dom.TITLE_EXCLUDED_TAGS


def test_markdown_ends_paragraphs_where_the_text_breaks_lines():
    assert markdown.PARAGRAPH_BREAK_TAGS is dom.PARAGRAPH_BREAK_TAGS
    assert markdown.UNRENDERED_TAGS is dom.UNRENDERED_TAGS
    assert dom.PARAGRAPH_BREAK_TAGS == dom.TEXT_BLOCK_TAGS | dom.TEXT_LINE_TAGS | dom.TEXT_CELL_TAGS


def test_local_name_lowercases_and_drops_the_namespace():
    assert dom.local_name("{http://www.w3.org/1999/xhtml}P") == "p"
    assert dom.local_name("DIV") == "div"
    assert dom.local_name(etree.Comment) == ""  # the tag of a comment


def test_custom_elements_named_as_a_landmark_frame_as_the_landmark_tags():
    for name in ("nav", "footer", "site-footer", "header-menu", "amp-sidebar", "primary-side-bar", "nav-bar",
                 "menu-drawer", "cookie-consent-link", "devsite-book-nav", "product-modal",
                 "pp-inline-teaser"):  # a teaser named as set into the story (round 35)
        assert dom.is_clean_framing_tag(name), name
    for name in ("header", "div", "sticky-header", "promo-banner", "pp-teaser", "story-body", "navigator-quote",
                 "menus", "sidebarlike"):
        assert not dom.is_clean_framing_tag(name), name


def test_page_strings_with_c0_controls_are_written_where_lxml_refuses_them():
    # libxml2 keeps C0 controls in what it parses; lxml refuses to set them (2026-12-07, fuzz59)
    root = etree.fromstring(b"<html><body><p class='a\x01b' title='t'>x\x01y</p>\x0ctail</body></html>",
                            etree.HTMLParser())
    p = root.find(".//p")
    target = etree.SubElement(root.find("body"), "div")
    dom.set_text(target, p.text)
    dom.set_tail(target, p.tail)
    dom.set_attribute(target, "class", p.get("class"))
    assert target.text == "xy" and target.tail == " tail" and target.get("class") == "ab"
    dom.set_text(target, "plain")
    assert target.text == "plain"
    copy = dom.shallow_copy(p)
    assert copy.tag == "p" and copy.get("class") == "ab" and copy.get("title") == "t" and copy.text is None
    assert len(copy) == 0 and copy.getparent() is None
