"""markdown_code: a code element's text and language, and the fenced block."""
from __future__ import annotations

import pytest
from test_markdown import md

from beam_extract import markdown_code
from beam_extract.parse import parse_html


def pre_of(markup: str):
    return next(parse_html(markup).getroot().iter("pre"))


def test_code_block_language_and_exact_whitespace():
    body = '<pre><code class="language-python">def f():\n\tif x:\n        return "```"\n\n\n</code></pre>'
    assert md(body) == '```python\ndef f():\n\tif x:\n        return "```"\n\n\n```'


@pytest.mark.parametrize("markup, language", [
    ('<pre class="lang-js">x</pre>', "js"),
    ('<div class="highlight highlight-source-ruby"><pre>x</pre></div>', "ruby"),
    ('<div class="highlight-python notranslate"><div class="highlight"><pre>x</pre></div></div>', "python"),
    ('<pre class="brush: bash; gutter: false">x</pre>', "bash"),
    ('<pre data-lang="go">x</pre>', "go"),
    ("<pre>x</pre>", ""),
])
def test_code_block_language_from_highlighter_classes(markup, language):
    assert md(markup) == f"```{language}\nx\n```"


def test_pre_keeps_br_and_nested_markup_as_text():
    assert md("<pre><span>a  b</span><br><b>c</b></pre>") == "```\na  b\nc\n```"


def test_code_block_set_as_table_rows_keeps_a_line_a_row():
    # highlightjs-line-numbers: a row per line, the number an empty box the stylesheet fills.
    rows = "".join(f"<tr><td class='hljs-ln-numbers'><div class='hljs-ln-n' data-line-number='{i}'></div></td>"
                   f"<td class='hljs-ln-code'>{line}</td></tr>"
                   for i, line in enumerate(["<span class='hljs-keyword'>def</span> f():", "    return 1"], 1))
    body = f"<pre><code class='hljs language-python'><table class='hljs-ln'><tbody>{rows}</tbody></table></code></pre>"
    assert md(body) == "```python\ndef f():\n    return 1\n```"
    # text beside the table: read whole, as before
    assert "before" in md("<pre>before<table><tr><td>a</td></tr></table></pre>")


def test_pre_text_and_code_language_of_an_element():
    pre = pre_of("<div class='highlight-python'><pre>a<br>b<script>x</script>\n c</pre></div>")
    assert markdown_code.pre_text(pre) == markdown_code.inner_text(pre) == "a\nb\n c"
    assert markdown_code.code_language(pre) == "python"
    assert markdown_code.code_language(pre_of("<pre data-lang='plain' class='lang-rust'>x</pre>")) == "rust"
    assert markdown_code.code_language(pre_of("<pre><code class='language-none'>x</code></pre>")) == ""


def test_fenced_code_outnumbers_the_lines_that_would_close_it():
    assert markdown_code.fenced_code("x", "") == "```\nx\n```"
    assert markdown_code.fenced_code("a ``` b ````` c", "sh") == "```sh\na ``` b ````` c\n```"
    assert markdown_code.fenced_code("a\n`````\nb", "sh") == "``````sh\na\n`````\nb\n``````"
    assert markdown_code.fenced_code("two `` only", "") == "```\ntwo `` only\n```"
