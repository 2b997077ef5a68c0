"""`--setup_file ./setup.py` as Beam's stager treats it where `python -m build` is missing or fails.

In:  the repository's tracked package files, copied to a temporary directory (a clean checkout), and
     a venv made with `python -m venv` (only pip and the setuptools Python bundles: 65.5 on 3.11).
Out: checks that Beam's stager, whose `python -m build --no-isolation --sdist` fails there, falls back
     to `python setup.py sdist` and gets a complete sdist (metadata, dependencies, sources), that the
     same command under the newest setuptools writes the SPDX license, that the fallback sdist
     carries what a worker's pip needs to compile the C speedups, and that the launch-side check
     lets a setup.py through where only the fallback can build.

No package index is needed and nothing is compiled: one bare venv, two sdists (seconds each). The
fresh-venv install from the index and the compiles are tests/test_packaging.py's.
"""
from __future__ import annotations

import email
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

import pytest

from beam_extract.pipelines import staging

REPO = Path(__file__).resolve().parent.parent
PACKAGE_FILES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md")


def run(cmd: list, cwd: Path, env: dict | None = None) -> str:
    done = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=600)
    assert done.returncode == 0, f"{' '.join(map(str, cmd))} exited {done.returncode}:\n{done.stdout[-4000:]}"
    return done.stdout


def child_env(**extra: str) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "BEAM_EXTRACT_PURE_PYTHON")}
    env.update(extra)
    return env


@pytest.fixture(scope="module")
def package_tree(tmp_path_factory) -> Path:
    """The tracked files an sdist is built from (no .venv, no generated C, no compiled module)."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    listed = subprocess.run(["git", "ls-files", "-z", "--", *PACKAGE_FILES, "beam_extract"], cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    if listed.returncode != 0:
        pytest.skip("not a git checkout")
    tree = tmp_path_factory.mktemp("tree") / "beam-extract"
    for name in filter(None, listed.stdout.decode("utf-8").split("\0")):
        if (REPO / name).is_file():
            (tree / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / name, tree / name)
    return tree


@pytest.fixture(scope="module")
def bare_python(tmp_path_factory) -> Path:
    """A venv's python with only what `python -m venv` puts there: pip and the bundled setuptools."""
    root = tmp_path_factory.mktemp("bare")
    run([sys.executable, "-m", "venv", root / "venv"], cwd=root, env=child_env())
    python = root / "venv" / "bin" / "python"
    if subprocess.run([python, "-c", "import setuptools"], cwd=root).returncode != 0:
        pytest.skip("this Python's venv bundles no setuptools (3.12+): Beam's setup.py fallback cannot run there")
    return python


@pytest.fixture(scope="module")
def fallback_sdist(package_tree, bare_python, tmp_path_factory) -> Path:
    """What Beam's stager stages for `--setup_file ./setup.py` launched from the bare venv."""
    from apache_beam.runners.portability.stager import Stager

    out = tmp_path_factory.mktemp("staged")
    saved_python, saved_cwd = Stager._get_python_executable, os.getcwd()
    Stager._get_python_executable = staticmethod(lambda: str(bare_python))
    os.chdir(package_tree)
    try:
        sdist = Stager._build_setup_package("./setup.py", str(out))
    finally:
        os.chdir(saved_cwd)
        Stager._get_python_executable = saved_python
    return Path(sdist)


def sdist_names(sdist: Path) -> set[str]:
    with tarfile.open(sdist) as archive:
        return {Path(*Path(n).parts[1:]).as_posix() for n in archive.getnames()}


def sdist_file(sdist: Path, name: str) -> str:
    """The text of the sdist's file `name` (top folder or its egg-info; setuptools<70 writes the
    dependencies to egg-info/requires.txt, not PKG-INFO)."""
    with tarfile.open(sdist) as archive:
        (info,) = [m for m in archive.getmembers() if re.fullmatch(rf"[^/]+/([^/]+\.egg-info/)?{re.escape(name)}", m.name)][:1]
        return archive.extractfile(info).read().decode("utf-8")


def sdist_metadata(sdist: Path) -> email.message.Message:
    return email.message_from_string(sdist_file(sdist, "PKG-INFO"))


def test_bare_venvs_setuptools_falls_short_of_the_build_route(bare_python, package_tree):
    # The premise: in a venv made with only `python -m venv`, Beam's first try fails (no `build`).
    done = subprocess.run([bare_python, "-m", "build", "--version"], cwd=package_tree, capture_output=True)
    assert done.returncode != 0


def test_beams_setup_py_fallback_builds_a_complete_sdist(fallback_sdist, package_tree):
    names = sdist_names(fallback_sdist)
    tracked = {p.relative_to(package_tree).as_posix() for p in package_tree.rglob("*") if p.is_file()}
    assert tracked <= names, sorted(tracked - names)
    meta = sdist_metadata(fallback_sdist)
    assert (meta["Name"], meta["Version"]) == ("beam-extract", "0.1.0")
    assert "Apache-2.0" in (meta.get("License-Expression") or meta.get("License") or "")
    requires = " ".join(meta.get_all("Requires-Dist") or []) or sdist_file(fallback_sdist, "requires.txt")
    for dependency in ("apache-beam==2.77.0", "lxml", "warcio", "pyarrow", "brotli", "zstandard"):
        assert dependency in requires.replace(" ", ""), dependency


def test_setup_py_sdist_under_new_setuptools_writes_an_spdx_license(package_tree, tmp_path):
    import setuptools

    if int(setuptools.__version__.split(".")[0]) < 77:
        pytest.skip("this environment's setuptools predates PEP 639")
    tree = tmp_path / "tree"
    shutil.copytree(package_tree, tree, ignore=shutil.ignore_patterns("dist", "build"))
    hidden = tmp_path / "hide" / "Cython"  # no cythonize: the metadata is what is looked at, and it is quicker
    hidden.mkdir(parents=True)
    (hidden / "__init__.py").write_text("raise ImportError('hidden')\n", encoding="utf-8")
    run([sys.executable, "setup.py", "-q", "sdist", "--dist-dir", tmp_path / "dist"], cwd=tree,
        env=child_env(PYTHONPATH=str(hidden.parent)))
    (sdist,) = (tmp_path / "dist").glob("*.tar.gz")
    assert sdist_metadata(sdist)["License-Expression"] == "Apache-2.0"


def test_the_fallback_sdist_carries_what_a_worker_needs_to_compile_the_speedups(fallback_sdist):
    # Without Cython at the launch the sdist holds the .pyx, not the generated C: a worker's pip
    # builds it with the [build-system] requirements it fetches, Cython and lxml among them (the
    # compile itself is tests/test_packaging.py's, from the staged sdist).
    assert "beam_extract/_speedups.pyx" in sdist_names(fallback_sdist)
    requires = tomllib.loads(sdist_file(fallback_sdist, "pyproject.toml"))["build-system"]["requires"]
    names = {re.split(r"[<>=!~ ]", r, maxsplit=1)[0].lower() for r in requires}
    assert {"cython", "lxml", "setuptools"} <= names


def test_a_setup_py_passes_the_launch_check_where_only_the_fallback_can_build(package_tree, monkeypatch):
    from apache_beam.options.pipeline_options import PipelineOptions, SetupOptions

    monkeypatch.setattr(staging, "unmet_build_requirements", lambda project: ["build"])
    options = staging.prepare_setup_file(PipelineOptions(["--setup_file", str(package_tree / "setup.py")]))
    assert options.view_as(SetupOptions).setup_file == str(package_tree / "setup.py")
    with pytest.raises(staging.StagingError):  # a pyproject.toml has no fallback in Beam's stager
        staging.prepare_setup_file(PipelineOptions(["--setup_file", str(package_tree / "pyproject.toml")]))
    monkeypatch.setattr(staging, "legacy_sdist_possible", lambda: False)
    with pytest.raises(staging.StagingError):
        staging.prepare_setup_file(PipelineOptions(["--setup_file", str(package_tree / "setup.py")]))


def test_an_sdist_built_where_tests_were_listed_carries_no_tests(package_tree, bare_python, tmp_path):
    """2026-12-02: an sdist built in a checkout whose egg-info lists tests/test_*.py (as an
    editable install leaves it: setuptools' default takes them) carried the tests; MANIFEST.in
    prunes tests/ (a worker never runs them, and they need the repository)."""
    tree = tmp_path / "beam-extract"
    shutil.copytree(package_tree, tree, ignore=shutil.ignore_patterns("dist", "build"))
    (tree / "tests").mkdir()
    (tree / "tests" / "test_listed.py").write_text("def test_nothing():\n    pass\n", encoding="utf-8")
    (tree / "beam_extract.egg-info").mkdir(exist_ok=True)  # the fallback sdist may have made it
    (tree / "beam_extract.egg-info" / "SOURCES.txt").write_text("setup.py\ntests/test_listed.py\n", encoding="utf-8")
    run([bare_python, "setup.py", "-q", "sdist", "-d", tmp_path / "dist"], cwd=tree, env=child_env())
    (sdist,) = (tmp_path / "dist").glob("*.tar.gz")
    names = sdist_names(sdist)
    assert "beam_extract/decode.py" in names and not [n for n in names if n.startswith("tests/")]


def test_the_readmes_extra_package_path_names_the_sdist_whatever_setuptools_named_it(fallback_sdist, tmp_path):
    """2026-12-03: README's `--extra_package dist/beam_extract-0.1.0.tar.gz` named the sdist as
    setuptools 69.3+ names it (PEP 625); the launching venv's setuptools 65.5 (Python 3.11's
    bundled one, which the `dataflow` extra accepts) writes `beam-extract-0.1.0.tar.gz`, and Beam's
    stager stopped on the missing file. The path, as a shell expands it, must find either name."""
    import glob

    from apache_beam.options.pipeline_options import PipelineOptions
    from apache_beam.runners.portability.stager import Stager

    readme = (REPO / "README.md").read_text(encoding="utf-8")
    (pattern,) = re.findall(r"--extra_package (\S+?)`", readme)
    names = ("beam_extract-0.1.0.tar.gz", "beam-extract-0.1.0.tar.gz")
    assert fallback_sdist.name in names
    for name in names:
        folder = tmp_path / name
        (folder / "dist").mkdir(parents=True)
        shutil.copy(fallback_sdist, folder / "dist" / name)
        matched = glob.glob(str(folder / pattern))
        assert matched == [str(folder / "dist" / name)], (pattern, name)
    staged = tmp_path / "staged"
    staged.mkdir()
    resources = Stager.create_job_resources(PipelineOptions(["--extra_package", matched[0]]), str(staged))
    assert (staged / "extra_packages.txt").read_text().split() == [Path(matched[0]).name]
    assert any(name == Path(matched[0]).name for _, name, _ in Stager.extract_staging_tuple_iter(resources))
