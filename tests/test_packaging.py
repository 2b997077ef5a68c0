"""Packaging as Dataflow uses it: Beam's stager builds an sdist from --setup_file, workers pip-install it.

In:  the repository's tracked files, copied to a temporary directory (a clean checkout: no .venv,
     no generated `_speedups.c`, no compiled module).
Out: checks that the sdist Beam's stager builds carries the speedups' sources, installs on a bare
     Python (a venv with only pip, dependencies from the index) with its C speedups, installs as
     pure Python without a compiler or without Cython and its generated C, that a wheel built
     from it holds the compiled module, that the Dockerfile's install line works, and that the
     launch-side helpers (beam_extract.pipelines.staging, the apitools filter) do what README says,
     and that the pipelines install as `beam-extract` commands without a top-level `pipelines`.

The installs need the package index (PyPI or a mirror). They take a few minutes, most of it the
fresh venv's download of apache-beam and its dependencies and three compiles of the C speedups;
tests/packaging_builds.py makes them in the background from the session's start, and runs the
installed commands and the wheels' installs there too (the tests below read their outcomes), and
tests/conftest.py runs this module last, so they overlap the other modules.
BEAM_EXTRACT_SKIP_PACKAGING=1 skips the module (the default test run and CI run it).
"""
from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from concurrent import futures
from concurrent.futures import Future
from pathlib import Path

import pytest
from packaging_builds import (
    PackagingBuilds,
    Unavailable,
    clean_env,
    dockerfile_instructions,
)

from beam_extract.pipelines import staging

REPO = Path(__file__).resolve().parent.parent

if os.environ.get("BEAM_EXTRACT_SKIP_PACKAGING", "") not in ("", "0"):
    pytest.skip("BEAM_EXTRACT_SKIP_PACKAGING is set", allow_module_level=True)


def ready(future: Future):
    """The result of one of the background builds (tests/packaging_builds.py), or the test skipped
    when what they need is not there."""
    try:
        return future.result(timeout=1800)
    except Unavailable as reason:
        pytest.skip(str(reason))


def pyproject() -> dict:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))


def requirement_name(requirement: str) -> str:
    return re.split(r"[\s<>=!~;\[]", requirement, maxsplit=1)[0].lower().replace("_", "-")


# --- fixtures: one clean tree, one staged sdist, three wheels, one fresh venv for the session ------
# `packaging_builds` (tests/conftest.py) makes them in the background from the session's start.

@pytest.fixture(scope="module")
def clean_tree(packaging_builds: PackagingBuilds) -> Path:
    """The tracked files of the repository (as they are in the working tree), and nothing else."""
    return ready(packaging_builds.clean_tree)


@pytest.fixture(scope="module")
def staged_sdist(packaging_builds: PackagingBuilds) -> Path:
    """The workflow tarball Beam's stager builds for `--setup_file pyproject.toml` (relative, as typed)."""
    return ready(packaging_builds.staged_sdist)


@pytest.fixture(scope="module")
def built_wheels(packaging_builds: PackagingBuilds) -> dict:
    """Wheels pip builds from the staged sdist: "from_c" with Cython hidden (the shipped .c is
    compiled), "no_compiler" with CC=/bin/false, "no_cython_no_c" from the sdist without its .c
    and with Cython hidden."""
    return ready(packaging_builds.built_wheels)


@pytest.fixture(scope="module")
def fresh_venv(packaging_builds: PackagingBuilds) -> dict:
    """A venv with only pip that pip-installed the staged sdist as a Dataflow worker does: its python
    and whether the C speedups were on right after that install (the installed commands then ran in
    it, and the Dockerfile's install line and two wheels were installed into it in turn, reusing its
    dependencies: `installed_runs`, `dockerfile_run`, `wheel_installs`)."""
    return ready(packaging_builds.fresh_venv)


def installed_run(packaging_builds: PackagingBuilds, name: str):
    """The outcome of one of the installed commands run in the fresh venv (`installed_runs`)."""
    return ready(packaging_builds.installed_runs)[name].result()


def wheel_install(packaging_builds: PackagingBuilds, name: str):
    """The outcome of one of the wheels' installs into the fresh venv (`wheel_installs`)."""
    return ready(packaging_builds.wheel_installs)[name].result()


def wheel_members(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as archive:
        return archive.namelist()


def compiled_speedups(members: list[str]) -> list[str]:
    return [m for m in members if re.fullmatch(r"beam_extract/_speedups\..*\.(so|pyd)", m)]


# --- the launching side ------------------------------------------------------------------------

def test_relative_setup_file_breaks_beams_stager_and_is_made_absolute(clean_tree, tmp_path, monkeypatch):
    from apache_beam.options.pipeline_options import PipelineOptions, SetupOptions
    from apache_beam.runners.portability.stager import Stager

    monkeypatch.chdir(clean_tree)
    with pytest.raises(FileNotFoundError):  # Beam 2.77: os.chdir(os.path.dirname("pyproject.toml")) == chdir("")
        Stager._build_setup_package("pyproject.toml", str(tmp_path))
    options = staging.absolute_setup_file(PipelineOptions(["--setup_file=pyproject.toml"]))
    assert options.view_as(SetupOptions).setup_file == str(clean_tree / "pyproject.toml")
    assert PipelineOptions([]).view_as(SetupOptions).setup_file is None
    assert staging.prepare_setup_file(PipelineOptions([])).view_as(SetupOptions).setup_file is None


def test_missing_build_requirements_are_named_before_beam_builds(tmp_path):
    from apache_beam.options.pipeline_options import PipelineOptions

    project = tmp_path / "project"
    project.mkdir()
    (project / "pyproject.toml").write_text(
        '[build-system]\nrequires = ["setuptools", "beam-extract-absent-build-tool>=1"]\n'
        'build-backend = "setuptools.build_meta"\n', encoding="utf-8")
    with pytest.raises(staging.StagingError) as raised:
        staging.prepare_setup_file(PipelineOptions(["--setup_file", str(project / "pyproject.toml")]))
    assert "beam-extract-absent-build-tool>=1" in str(raised.value) and ".[dataflow]" in str(raised.value)
    assert staging.unmet_build_requirements(str(project)) == ["beam-extract-absent-build-tool>=1"]
    assert staging.unmet_build_requirements(str(REPO)) == []  # the dev environment can stage this package


def test_staging_extra_holds_every_build_requirement():
    project = pyproject()
    build_requires = {requirement_name(r) for r in project["build-system"]["requires"]}
    extras = project["project"]["optional-dependencies"]
    staging_extra = {requirement_name(r) for r in extras["staging"]}
    assert build_requires | {"build"} <= staging_extra
    assert "beam-extract[gcp,staging]" in extras["dataflow"]
    assert any(requirement_name(r) == "beam-extract" and "staging" in r for r in extras["dev"])


# A possessive quantifier ("*+", "++", "?+", "}+") or an atomic group ("(?>"), which Python's `re`
# reads from 3.11 on; the package writes them against backtracking on hostile pages.
ATOMIC_SYNTAX = re.compile(r"""(?<![\\'"])[*+?}]\+|\(\?>""")


def test_requires_python_reads_the_packages_atomic_patterns():
    """Python 3.10's `re` fails on the package's atomic patterns at import ("multiple repeat"): the
    oldest Python pyproject.toml allows must be 3.11."""
    floor = re.fullmatch(r">=\s*3\.(\d+)", pyproject()["project"]["requires-python"])
    assert floor is not None
    sources = [path.read_text(encoding="utf-8") for path in (REPO / "beam_extract").rglob("*.py")]
    assert sum(bool(ATOMIC_SYNTAX.search(source)) for source in sources) >= 5
    assert int(floor.group(1)) >= 11


def test_brotli_floor_bounds_the_decompressed_size():
    # payload._decode_content bounds a br payload with Decompressor.process(data, output_buffer_limit=...),
    # which brotli has from 1.2.0; under 1.1 (which `brotli>=1.1` allowed) every br page raised a
    # TypeError and was dead-lettered as "unreadable".
    brotli = [r for r in pyproject()["project"]["dependencies"] if requirement_name(r) == "brotli"]
    assert len(brotli) == 1
    floor = re.search(r">=\s*([\d.]+)", brotli[0])
    assert floor and tuple(int(part) for part in floor.group(1).split(".")) >= (1, 2), brotli[0]


def test_stager_sdist_carries_the_speedups_sources(staged_sdist):
    with tarfile.open(staged_sdist) as archive:
        names = {Path(*Path(n).parts[1:]).as_posix() for n in archive.getnames()}
    assert {"beam_extract/_speedups.pyx", "beam_extract/_speedups.c", "setup.py", "pyproject.toml",
            "beam_extract/pipelines/__init__.py", "beam_extract/pipelines/staging.py",
            "beam_extract/pipelines/warc_extract.py", "beam_extract/pipelines/warc_watch.py"} <= names
    # 2026-12-02: setuptools put tests/test_*.py in it by default (MANIFEST.in prunes tests/)
    assert not {n for n in names if n.startswith("tests/")}, sorted(n for n in names if n.startswith("tests/"))


def test_the_wheel_holds_the_pipelines_under_beam_extract_and_no_top_level_pipelines(built_wheels):
    members = wheel_members(built_wheels["from_c"])
    top_level = {m.split("/", 1)[0] for m in members if not m.split("/", 1)[0].endswith((".dist-info", ".data"))}
    assert top_level == {"beam_extract"}, top_level
    assert {"beam_extract/pipelines/warc_extract.py", "beam_extract/pipelines/warc_watch.py"} <= set(members)
    with zipfile.ZipFile(built_wheels["from_c"]) as archive:
        (entry_points,) = [m for m in members if m.endswith(".dist-info/entry_points.txt")]
        scripts = archive.read(entry_points).decode("utf-8")
    assert "beam-extract = beam_extract.cli:main" in scripts


def test_without_cython_and_without_the_generated_c_the_build_is_pure(built_wheels):
    assert not compiled_speedups(wheel_members(built_wheels["no_cython_no_c"]))


# --- the apitools warning (before the worker side: these run while the fresh venv is busy) -------

def test_beams_apitools_warning_is_dropped_and_other_warnings_pass():
    from beam_extract.transforms import drop_apitools_warning

    def record(name: str, message: str) -> logging.LogRecord:
        return logging.LogRecord(name, logging.WARNING, __file__, 1, message, None, None)

    assert not drop_apitools_warning(record("root", "apitools not found, and bigquery client libraries are not"))
    assert drop_apitools_warning(record("root", "something else went wrong"))
    assert drop_apitools_warning(record("apache_beam.io", "apitools not found"))  # only Beam's root-logger line
    assert drop_apitools_warning in logging.getLogger().filters


def test_pipeline_help_prints_no_apitools_line():
    with futures.ThreadPoolExecutor(2) as pool:  # two children, each importing Beam: at once
        helped = pool.submit(subprocess.run, [sys.executable, "-m", "pipelines.warc_extract", "--help"], cwd=REPO,
                             env=clean_env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=120)
        other = pool.submit(subprocess.run, [sys.executable, "-c",
                                             "import beam_extract.pipelines, logging; logging.warning('another warning')"],
                            cwd=REPO, env=clean_env(), stderr=subprocess.PIPE, text=True, timeout=120)
    done = helped.result()
    assert done.returncode == 0 and "usage:" in done.stdout
    assert "apitools" not in done.stdout
    assert "another warning" in other.result().stderr


# --- the worker side ---------------------------------------------------------------------------

def test_wheel_built_without_cython_compiles_the_shipped_c(built_wheels, packaging_builds):
    members = wheel_members(built_wheels["from_c"])
    assert compiled_speedups(members), f"the generated C shipped in the sdist was not compiled: {members}"
    assert not [m for m in members if m.endswith(("_speedups.pyx", "_speedups.c"))]
    assert wheel_install(packaging_builds, "from_c")  # installed into the fresh venv: the C speedups on


def test_sdist_installs_as_pure_python_without_a_compiler(built_wheels, packaging_builds):
    assert not compiled_speedups(wheel_members(built_wheels["no_compiler"]))
    installed = wheel_install(packaging_builds, "no_compiler")  # installed into the fresh venv, then run
    assert not installed["enabled"]
    assert installed["title"] == "Pure"


def test_staged_sdist_installs_on_a_bare_python_with_its_speedups(fresh_venv, packaging_builds):
    assert fresh_venv["enabled"], "the staged sdist installed without its C speedups"
    extracted = installed_run(packaging_builds, "extract")  # `beam-extract extract` of a small WARC
    assert "apitools" not in extracted["out"]  # the gcp extra is absent in this venv: Beam would log it on import
    summary = extracted["summary"]
    assert summary["balanced"] and summary["emitted"] == 2 and summary["read"] == 5
    assert summary["skipped"] == {"http-status": 1, "not-response": 2}


def test_dockerfile_image_matches_the_pins_and_its_install_line_works(packaging_builds, clean_tree, staged_sdist, fresh_venv):
    instructions = dockerfile_instructions((clean_tree / "Dockerfile").read_text(encoding="utf-8"))
    known = {"FROM", "WORKDIR", "COPY", "RUN", "ENV", "ARG", "LABEL", "ENTRYPOINT", "CMD", "USER"}
    assert {keyword for keyword, _ in instructions} <= known
    assert instructions[0][0] == "FROM"
    beam_pin = next(r for r in pyproject()["project"]["dependencies"] if requirement_name(r) == "apache-beam")
    image = re.fullmatch(r"apache/beam_python(\d+\.\d+)_sdk:(\S+)", instructions[0][1])
    assert image and beam_pin == f"apache-beam=={image.group(2)}", (instructions[0][1], beam_pin)

    # The COPYs were laid out in a directory standing for the WORKDIR and the RUN line run there
    # with the fresh venv's pip and python first on PATH, beam-extract uninstalled from it first
    # (PackagingBuilds._dockerfile_run, in the background); a COPY of a missing file failed there.
    run_line = ready(packaging_builds.dockerfile_run)
    with tarfile.open(staged_sdist) as archive:  # everything the package is built from must be copied
        needed = {Path(n).parts[1] for n in archive.getnames() if len(Path(n).parts) > 1}
    assert needed - {"PKG-INFO", "setup.cfg", "tests", "beam_extract.egg-info"} <= run_line["copied"]
    assert run_line["enabled"]


def test_installed_console_commands_run_and_no_top_level_pipelines_is_installed(packaging_builds):
    for name, flag in (("extract", "--listing_prefix"), ("watch", "--window_seconds")):
        out = installed_run(packaging_builds, f"help-{name}")  # `beam-extract <name> --help`
        assert out.startswith(f"usage: beam-extract {name} ") and flag in out and "apitools" not in out
    absent = installed_run(packaging_builds, "import-pipelines")  # `python -c "import pipelines"`
    assert absent.returncode == 1 and "No module named 'pipelines'" in absent.stderr
    assert "Paragraph 2 of Installed" in installed_run(packaging_builds, "page")  # `beam-extract page` of a small page


def test_installed_watch_commits_a_window_in_a_child_process(packaging_builds):
    """The watch's child process is spawned from the console script (its __main__), as installed."""
    summary = installed_run(packaging_builds, "watch")
    assert summary["balanced"] and (summary["read"], summary["emitted"]) == (5, 2) and len(summary["windows"]) == 1
