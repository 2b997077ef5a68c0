"""A thread's post chrome told by its class names (clean/post_chrome.py), and a Q&A page's comments."""
from beam_extract.parse import parse_html
from beam_extract.text import render_text

PROSE = " ".join(["This sentence is part of the article body, and it carries real words."] * 6)


def _root(body: str):
    return parse_html(f"<html><head><title>T</title></head><body>{body}</body></html>").getroot()


def test_post_chrome_goes_and_the_posts_stay():
    from beam_extract.clean import drop_post_chrome
    post = ("<article class='message'><section class='message-user'><h4>alice</h4>"
            "<div class='message-userExtras'><dl><dt>Messages</dt><dd>4,032</dd></dl></div></section>"
            f"<div class='message-content'><p>{PROSE}</p></div>"
            "<div class='message-signature'>My rig: a big computer with many parts</div>"
            "<div class='js-vote-count'>17</div></article>")
    root = _root(post * 3)
    assert drop_post_chrome(root) == 9
    out = render_text(root)
    assert "article body" in out and "alice" in out
    assert "Messages" not in out and "My rig" not in out and "17" not in out


def test_comment_threads_go_from_a_qa_page_but_answers_stay():
    from beam_extract.clean import drop_comment_threads
    answer = (f"<div class='answer'><div class='post-text'><p>{PROSE}</p></div>"
              "<div class='comments'><ul><li>Thanks, this worked for me on the old version too.</li></ul></div></div>")
    root = _root(answer * 2)
    assert drop_comment_threads(root) == 2
    out = render_text(root)
    assert "article body" in out and "Thanks" not in out


def test_signatures_holding_text_alone_make_an_undeclared_page_a_thread():
    # (forum59) one chrome kind, the posters' signatures, repeated with their words: a thread (YAF.NET
    # 3's posts name nothing else); signature pictures with no text (a shop's artist cards) are none
    from beam_extract.clean import drop_post_chrome
    signed = f"<div class='post'><p>{PROSE}</p><div class='yafsignature'>Running Arch since 2012</div></div>"
    root = _root(signed * 3)
    assert drop_post_chrome(root, declared=False) == 3
    assert "Running Arch" not in render_text(root) and "article body" in render_text(root)
    pictured = f"<div class='artist'><span class='signature'><img src='/sig.png' alt=''></span><p>{PROSE}</p></div>"
    assert drop_post_chrome(_root(pictured * 3), declared=False) == 0
    assert drop_post_chrome(_root(signed), declared=False) == 0  # one signature: no thread told
    # a reference page's function signatures: no posts (javadoc, ExDoc)
    documented = f"<section><div class='member-signature'>public Response get(String url)</div><p>{PROSE}</p></section>"
    assert drop_post_chrome(_root(documented * 3), declared=False) == 0
    assert drop_post_chrome(_root(documented.replace("member-signature", "signature") * 3), declared=False) == 0
