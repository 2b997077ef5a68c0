"""cli.main: `beam-extract page FILE` prints one page's document; exit 0 / 1 (no content) / 2 (usage) / 3 (error)."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from beam_extract.cli import main

PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Rivers rise quickly in the spring | Example News</title>
<meta name="author" content="Kim Lee"><meta property="og:site_name" content="Example News"></head>
<body><nav><a href="/">Home</a> <a href="/world">World</a></nav>
<article><h1>Rivers rise quickly in the spring</h1>
<p>When the snow melts in the mountains, the rivers of the valley rise quickly and the old stone
bridges are closed for a few days while the water passes under them.</p>
<p>Read the <a href="/flood-guide">flood guide</a> before you travel — it lists the roads that close first.</p>
</article><footer>© Example News</footer></body></html>
"""


def children_at_once(commands: list[list[str]], cwd: Path | None = None) -> list[subprocess.CompletedProcess]:
    """Each command run to its end in a child process, all at once (independent children, each mostly
    its imports: one after another they took the sum of their times), in the order given."""
    with ThreadPoolExecutor(max_workers=len(commands)) as pool:
        runs = [pool.submit(subprocess.run, command, capture_output=True, text=True, timeout=240, cwd=cwd)
                for command in commands]
    return [run.result() for run in runs]


@pytest.fixture
def page_file(tmp_path: Path) -> Path:
    path = tmp_path / "page.html"
    path.write_bytes(PAGE.encode("utf-8"))
    return path


def test_markdown_is_the_default(page_file, capsys):
    assert main(["page", str(page_file), "--url", "https://news.example/rivers"]) == 0
    out = capsys.readouterr().out
    assert "[flood guide](https://news.example/flood-guide)" in out
    assert "the rivers of the valley rise quickly" in out
    assert "Home" not in out and "©" not in out


def test_text_format(page_file, capsys):
    assert main(["page", str(page_file), "--format", "text"]) == 0
    out = capsys.readouterr().out
    assert "Read the flood guide before you travel" in out and "](" not in out


def test_json_format_has_every_document_field(page_file, capsys):
    assert main(["page", str(page_file), "--format", "json", "--url", "https://news.example/rivers"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["title"] == "Rivers rise quickly in the spring"
    assert doc["byline"] == "Kim Lee" and doc["site_name"] == "Example News" and doc["lang"] == "en"
    assert doc["url"] == "https://news.example/rivers"
    assert doc["lang_detected"] == "en"
    assert doc["text_length"] == len(doc["text"]) and len(doc["content_sha1"]) == 40
    assert {"markdown", "html", "mode", "published_time", "description", "charset"} <= set(doc)


def test_links_and_images_can_be_turned_off(page_file, capsys):
    assert main(["page", str(page_file), "--no-links", "--no-images"]) == 0
    out = capsys.readouterr().out
    assert "Read the flood guide before" in out and "](" not in out


def test_stdin_bytes_are_decoded_by_their_meta_charset(monkeypatch, capsys):
    latin = PAGE.replace('charset="utf-8"', 'charset="windows-1252"').replace("—", "-")
    latin = latin.replace("old stone", "old café stone")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(latin.encode("cp1252"))))
    assert main(["page", "-", "--format", "text"]) == 0
    assert "old café stone" in capsys.readouterr().out


def test_page_without_content_exits_1(tmp_path, capsys):
    empty = tmp_path / "empty.html"
    empty.write_text("<html><head><title>Nothing</title></head><body><script>var x = 1;</script></body></html>")
    assert main(["page", str(empty)]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and "no main content" in captured.err


def test_missing_file_exits_2(tmp_path, capsys):
    assert main(["page", str(tmp_path / "absent.html")]) == 2
    assert "cannot read" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [[], ["page"], ["page", "x.html", "--format", "pdf"], ["nonsense"]])
def test_usage_errors_exit_2(argv, capsys):
    assert main(argv) == 2
    assert capsys.readouterr().err


def test_console_script(page_file):
    script = Path(sys.executable).with_name("beam-extract")
    if not script.exists():
        pytest.skip("the beam-extract console script is not installed next to this Python")
    done, missing = children_at_once([[str(script), "page", str(page_file), "--format", "text"],
                                      [str(script), "page", str(page_file) + ".nope"]])
    assert done.returncode == 0 and "rivers of the valley" in done.stdout
    assert missing.returncode == 2


@pytest.mark.parametrize("name, flag", [("extract", "--listing_prefix"), ("watch", "--window_seconds")])
def test_pipeline_commands_print_their_own_help(name, flag, capsys):
    assert main([name, "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: beam-extract {name} ") and flag in out


def test_the_pipeline_command_runs_the_batch_pipeline_and_returns_its_status(capsys):
    assert main(["extract", "--output", "x/docs"]) == 2
    assert "--input is required" in capsys.readouterr().err


def test_console_script_runs_the_pipelines_and_no_top_level_pipelines_is_importable(tmp_path):
    script = Path(sys.executable).with_name("beam-extract")
    if not script.exists():
        pytest.skip("the beam-extract console script is not installed next to this Python")
    names = ("extract", "watch")
    # Outside the checkout, the installed distribution (editable here) offers no module `pipelines`.
    *helps, absent = children_at_once([*([str(script), name, "--help"] for name in names),
                                       [sys.executable, "-c", "import pipelines"]], cwd=tmp_path)
    for name, done in zip(names, helps, strict=True):
        assert done.returncode == 0 and done.stdout.startswith(f"usage: beam-extract {name} "), done.stderr
    assert absent.returncode == 1 and "No module named 'pipelines'" in absent.stderr


HALF_PAIR_PAGE = (
    '<html><head><script type="application/ld+json">'
    '{"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Head \\ud83d"}'
    "</script></head><body><main><h1>Head</h1>"
    "<p>JavaScript cut this headline in the middle of a surrogate pair, as real pages do.</p></main></body></html>"
)


LONE_SURROGATE_FORMATS = ("json", "markdown", "text")
# One child runs the module as `python -m beam_extract.cli page FILE --format F` runs it, once per
# format, to a real stdout (capsys would not encode): each import of the package costs seconds of CPU.
PRINT_EACH_FORMAT = """\
import runpy, sys
page, formats = sys.argv[1], sys.argv[2:]
for fmt in formats:
    sys.argv = ["beam_extract.cli", "page", page, "--format", fmt]
    status = None
    try:
        runpy.run_module("beam_extract.cli", run_name="__main__", alter_sys=True)
    except SystemExit as exit:
        status = exit.code
    sys.stdout.flush()
    sys.stdout.buffer.write(b"\\0%r\\0" % status)
    sys.stdout.flush()
"""


@pytest.fixture(scope="module")
def half_pair_printed(tmp_path_factory) -> dict[str, tuple[str, bytes]]:
    """{format: (exit status, stdout bytes)} of the command on HALF_PAIR_PAGE."""
    page = tmp_path_factory.mktemp("half-pair") / "half-pair.html"
    page.write_text(HALF_PAIR_PAGE, encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", PRINT_EACH_FORMAT, str(page), *LONE_SURROGATE_FORMATS],
                          capture_output=True, timeout=240)  # a hang guard: under load the import alone took 60 s
    assert done.returncode == 0, done.stderr
    parts = done.stdout.split(b"\0")
    assert len(parts) == 2 * len(LONE_SURROGATE_FORMATS) + 1 and parts[-1] == b"", (done.stdout, done.stderr)
    return {fmt: (parts[2 * i + 1].decode(), parts[2 * i]) for i, fmt in enumerate(LONE_SURROGATE_FORMATS)}


@pytest.mark.parametrize("fmt", LONE_SURROGATE_FORMATS)
def test_a_lone_surrogate_is_printed_as_a_replacement_character(half_pair_printed, fmt):
    status, stdout = half_pair_printed[fmt]
    assert status == "0", stdout
    out = stdout.decode("utf-8")  # strict: the output is valid UTF-8
    if fmt == "json":
        assert json.loads(out)["title"] == "Head \ufffd"
    else:
        assert "surrogate pair" in out


def test_an_extractor_error_is_one_line_and_exit_3(page_file, monkeypatch, capsys):
    import beam_extract.extractor

    def broken(*args, **kwargs):
        raise AttributeError("'Container' object has no attribute 'row'")

    monkeypatch.setattr(beam_extract.extractor, "extract", broken)
    assert main(["page", str(page_file)]) == 3
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.splitlines() == [
        f"beam-extract: {page_file}: extraction failed: AttributeError: 'Container' object has no attribute 'row'"
    ]


PYTHON_M_MODULES = [("beam_extract.pipelines.warc_extract", "--listing_prefix"),
                    ("beam_extract.pipelines.warc_watch", "--window_seconds"),
                    ("beam_extract", "page")]
NO_INPUT = ("beam_extract.pipelines.warc_extract", "--output", "x/docs")
# One child runs each command as `python -m MODULE ARGS` runs it (runpy, as __main__), outside the
# checkout: (exit status, stdout, stderr) each, as JSON lines. Each import costs seconds of CPU.
RUN_EACH_AS_MAIN = """\
import contextlib, io, json, runpy, sys
for line in sys.stdin:
    module, *args = json.loads(line)
    sys.argv, out, err, status = [module, *args], io.StringIO(), io.StringIO(), None
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            runpy.run_module(module, run_name="__main__", alter_sys=True)
        except SystemExit as exit:
            status = exit.code
    print(json.dumps([status, out.getvalue(), err.getvalue()]))
"""


@pytest.fixture(scope="module")
def python_m_runs(tmp_path_factory) -> dict[tuple, tuple]:
    """{(module, *args): (exit status, stdout, stderr)} of `python -m module args` for each command
    the tests below ask about, run from a folder outside the checkout."""
    commands = [(module, "--help") for module, _flag in PYTHON_M_MODULES] + [NO_INPUT]
    done = subprocess.run([sys.executable, "-c", RUN_EACH_AS_MAIN], input="".join(json.dumps(c) + "\n" for c in commands),
                          capture_output=True, text=True, timeout=240, cwd=tmp_path_factory.mktemp("python-m"))
    assert done.returncode == 0, done.stderr
    results = [tuple(json.loads(line)) for line in done.stdout.splitlines()]
    assert len(results) == len(commands), (done.stdout, done.stderr)
    return dict(zip(commands, results))


@pytest.mark.parametrize("module, flag", PYTHON_M_MODULES)
def test_installed_pipeline_modules_run_with_python_m(module, flag, python_m_runs):
    # `python -m beam_extract.pipelines.warc_extract ...` (the installed twin of a checkout's
    # `python -m pipelines.warc_extract`) once imported the module and exited 0 without running anything.
    status, stdout, stderr = python_m_runs[(module, "--help")]
    assert status == 0 and stdout.startswith("usage: ") and flag in stdout, (stdout, stderr)


def test_python_m_batch_pipeline_without_input_is_a_usage_error(python_m_runs):
    status, _stdout, stderr = python_m_runs[NO_INPUT]
    assert status == 2 and "--input is required" in stderr
