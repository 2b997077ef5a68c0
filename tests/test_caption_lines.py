"""caption_lines: pictures' credit lines and lightbox captions."""
from beam_extract.clean import caption_lines
from beam_extract.parse import parse_html


def test_a_lightbox_links_text_is_read_as_itertext_reads_it():
    # _is_lightbox_link reads a childless link's text directly: the same verdicts as joining itertext.
    page = ("<html><body><p>"
            + "".join(f'<a href="{href}"{attrs}>{inner}</a>' for href in ("/big.jpg", "/page")
                      for attrs in ("", ' class="lightbox"')
                      for inner in ("Vergrößern", " Zoom  ", "", "  ", "Agrandir »", "Zoom<span> in</span>",
                                    "<b>Enlarge</b>", "Click to zoom<!-- c -->", "Read more", "<i></i>"))
            + "</p></body></html>")
    links = list(parse_html(page).getroot().iter("a"))
    assert len(links) == 40

    def by_itertext(link):
        if len(link) > 2:
            return False
        text = " ".join("".join(link.itertext()).split())
        return (0 < len(text) <= caption_lines.LIGHTBOX_LABEL_MAX and caption_lines.LIGHTBOX_LABEL.fullmatch(text) is not None
                and caption_lines._opens_a_picture(link))

    verdicts = [caption_lines._is_lightbox_link(link) for link in links]
    assert verdicts == [by_itertext(link) for link in links]
    assert sum(verdicts) == 18  # six labels, each on a picture link, plain or marked, and on a marked page link
