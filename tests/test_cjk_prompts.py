"""Japanese and Chinese prompts (`clean.CJK_PROMPT_WORDS` and the families' CJK wordings): a cookie
notice, a newsletter sign-up and a closed-comments notice go, though no white space splits their
words; prose holding the same words stays."""
import pytest
from clean_modules import patch_clean

from beam_extract.clean.prompts import drop_prompt_lines
from beam_extract.parse import parse_html
from beam_extract.text import render_text

JA = "この記事では、東京の小さな町で百年続くパン屋の歴史と、家族が守ってきた味について詳しく紹介します。" * 3
ZH = "这篇文章介绍了一家位于北京老城区的百年面包店的历史，以及这个家庭多年来守护的传统味道和手艺。" * 3

PROMPTS = [
    (JA, "コメントは受け付けていません。"),
    (JA, "当サイトではクッキー（Cookie）を使用しています。詳しくはプライバシーポリシーをご覧ください。"),
    (JA, "Cookieの使用に同意する"),
    (JA, "メールマガジンに登録して最新情報を受け取ろう"),
    (JA, "メルマガ登録はこちら"),
    (ZH, "评论已关闭。"),
    (ZH, "留言已關閉。"),
    (ZH, "本网站使用cookie来改善您的浏览体验。继续浏览即表示您同意。"),
    (ZH, "订阅我们的电子报，获取最新消息。"),
]
KEPT = [
    (JA, "このケーキには市販のクッキーを使用しています。"),
    (JA, "メールマガジンの歴史は古く、九十年代にはすでに多くの読者がいた。"),
    (JA, "コメントは短く、要点だけを伝えるのがよい。"),
    (ZH, "评论家认为这部电影的结局过于仓促。"),
    (ZH, "他订阅了三份报纸，每天早上都会读。"),
]


def prompts_dropped(prose: str, line: str) -> str:
    root = parse_html(f"<html><head><title>T</title></head><body><article><p>{prose}</p><p>{line}</p>"
                      "</article></body></html>").getroot()
    drop_prompt_lines(root)
    return render_text(root)


@pytest.mark.parametrize("prose,prompt", PROMPTS)
def test_a_japanese_or_chinese_prompt_goes(prose, prompt):
    assert prompts_dropped(prose, prompt) == prose


@pytest.mark.parametrize("prose,line", KEPT)
def test_prose_holding_the_same_words_stays(prose, line):
    assert line in prompts_dropped(prose, line)


def test_the_prompt_goes_in_the_pure_python_walk_too(monkeypatch):

    patch_clean(monkeypatch, "_speedups", None)
    for prose, prompt in PROMPTS:
        assert prompts_dropped(prose, prompt) == prose, prompt
