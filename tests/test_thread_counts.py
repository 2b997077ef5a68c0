"""A thread's counts standing as lines (clean/thread_counts.py): the short texts with a digit they are read from."""
from lxml import etree

from beam_extract import clean
from beam_extract.clean import thread_counts
from beam_extract.parse import parse_html


def test_short_digit_texts_are_the_xpath_predicates_texts():
    """drop_reply_counts' candidates (element, is_tail, text), C and pure, are the text nodes the XPath predicate
    `string-length(normalize-space(.)) <= N and translate(., digits, '') != .` keeps (normalize-space
    folds only XML white space: a no-break space counts)."""
    html = ("<html><body><div>12 replies<p>\n\t 7   answers \r\n</p>tail 3<span>no digit</span>"
            "<b>" + "x" * 30 + " 9</b><i>  " + " " * 40 + "5 comments  " + "\n" * 20 + "</i>"
            "<em>\u00a0" * 1 + "1\u00a0" * 12 + "</em><!-- 42 --> after 4 <s>\u0664\u0662 Arabic-Indic</s>"
            "<u>" + "1 " * 12 + "</u><u>" + "1 " * 13 + "</u></div></body></html>")
    body = clean.content_body(parse_html(html).getroot())
    predicate = etree.XPath(
        "descendant::text()[string-length(normalize-space(.)) <= %d and translate(., '0123456789', '') != .]"
        % thread_counts.REPLY_COUNT_MAX)
    expected = [(str(node), node.getparent(), node.is_tail) for node in predicate(body)]
    assert len(expected) >= 5
    assert [(text, el, is_tail) for el, is_tail, text in thread_counts._short_digit_texts(body)] == expected
