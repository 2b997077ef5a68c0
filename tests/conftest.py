"""Fixtures shared by the test modules, each by name: the sample pages (samples/pages) and a small
WARC of them written by tests/warcs.py; and the packaging builds, started with the session.

In: the repository's samples. Out: `sample_pages` ({name: HTML text}), `sample_page_bytes`
({name: the file's bytes, in its own encoding}), `small_warc` (a `SmallWarc` in tmp_path) and
`packaging_builds` (tests/packaging_builds.py, for tests/test_packaging.py, which runs last) and
`job_endpoint` (Beam's local job service, for the PortableRunner tests); and, for every session,
Python's temporary folder moved under pytest's own (`session_tempdir`). Under pytest-xdist (`-n`),
the `load` scheduling of tests/xdist_schedule.py gives test_packaging's tests to the one worker
whose session starts their builds.
"""
from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest
import warcs
from packaging_builds import PACKAGING_TESTS, PackagingBuilds

ROOT = Path(__file__).resolve().parents[1]
SAMPLE_PAGES = ROOT / "samples" / "pages"
# A 1x1 PNG: a record the reader skips as not HTML.
PNG = (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89"
       b"\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00\x05\x18\xd8N\x00\x00\x00\x00IEND\xaeB`\x82")


PACKAGING_BUILDS = {"clean_tree", "staged_sdist", "built_wheels", "fresh_venv"}  # its fixtures that wait on them
PACKAGING_WORKER_INPUT = "runs_packaging_tests"  # in an xdist worker's workerinput
BUILDS = pytest.StashKey[PackagingBuilds]()


def pytest_collection_modifyitems(items: list) -> None:
    """tests/test_packaging.py runs last: its builds (`packaging_builds`) run while the others do."""
    items.sort(key=lambda item: item.path.name == PACKAGING_TESTS)


@pytest.fixture(scope="session", autouse=True)
def session_tempdir(tmp_path_factory):
    """Python's temporary files for the session under pytest's base folder, which pytest prunes.
    Beam's Pipeline makes a beam-pipeline-temp* folder when it is built and removes it only when it
    runs: each test that builds a pipeline to check its graph without running it left one in /tmp."""
    saved = tempfile.tempdir
    tempfile.tempdir = str(tmp_path_factory.mktemp("tempfiles"))
    yield
    tempfile.tempdir = saved


def holds_packaging_builds(session: pytest.Session) -> bool:
    """Whether the session holds a test of tests/test_packaging.py that needs the builds."""
    return any(item.path.name == PACKAGING_TESTS and PACKAGING_BUILDS & set(item.fixturenames) for item in session.items)


def runs_packaging_tests(config: pytest.Config) -> bool:
    """Whether test_packaging's tests run in this process: a run without xdist, or the xdist worker
    tests/xdist_schedule.py gives them to (every worker collects them; the others never run them)."""
    workerinput = getattr(config, "workerinput", None)
    return workerinput is None or workerinput.get(PACKAGING_WORKER_INPUT, False)


def started_builds(config: pytest.Config, tmp_path_factory) -> PackagingBuilds:
    """The session's packaging builds, started on the first call."""
    if BUILDS not in config.stash:
        config.stash[BUILDS] = PackagingBuilds(tmp_path_factory.mktemp("packaging")).start()
    return config.stash[BUILDS]


@pytest.fixture(scope="session", autouse=True)
def early_packaging_builds(request, tmp_path_factory):
    """The sdist, wheels and fresh venv tests/test_packaging.py checks, started in a background
    thread with the first test of a session that runs a test of that module needing them (and
    stopped with the session): their downloads and compiles take minutes and overlap the other modules."""
    if holds_packaging_builds(request.session) and runs_packaging_tests(request.config):
        started_builds(request.config, tmp_path_factory)
    yield
    if BUILDS in request.config.stash:
        request.config.stash[BUILDS].stop()


@pytest.fixture(scope="session")
def packaging_builds(request, tmp_path_factory) -> PackagingBuilds:
    """The builds, started with the session (`early_packaging_builds`) or else now: an xdist worker
    handed test_packaging's tests by another scheduling than tests/xdist_schedule.py's builds them itself."""
    return started_builds(request.config, tmp_path_factory)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """xdist's `load` scheduling (what `-n` uses), keeping test_packaging's tests for one worker."""
    if config.getvalue("dist") != "load":
        return None
    from xdist_schedule import PackagingWorkerScheduling

    return PackagingWorkerScheduling(config, log)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node) -> None:
    """Tells each xdist worker whether test_packaging's tests will be handed to it."""
    from xdist_schedule import is_packaging_worker

    node.workerinput[PACKAGING_WORKER_INPUT] = node.config.getvalue("dist") == "load" and is_packaging_worker(node)


@pytest.fixture(scope="session")
def job_endpoint(tmp_path_factory) -> str:
    """Beam's local job service on a free port (host:port) for the session's PortableRunner tests
    (started once: each start imports Beam anew); stopped with the workers it started."""
    from beam_services import start_service, stop

    log = tmp_path_factory.mktemp("job-service") / "job-service.log"
    process, port = start_service("apache_beam.runners.portability.local_job_service_main", "--port", log)
    yield f"localhost:{port}"
    stop(process)


@pytest.fixture(scope="session")
def sample_page_bytes() -> dict[str, bytes]:
    """The sample pages by name ("news_article", "forum_thread", ...): each file's bytes."""
    return {path.stem: path.read_bytes() for path in sorted(SAMPLE_PAGES.glob("*.html"))}


@pytest.fixture(scope="session")
def sample_pages(sample_page_bytes) -> dict[str, str]:
    """The sample pages by name: their HTML as text (UTF-8, undecodable bytes replaced)."""
    return {name: data.decode("utf-8", "replace") for name, data in sample_page_bytes.items()}


@dataclass(frozen=True)
class SmallWarc:
    """A gzipped WARC: one HTML response per sample page (named as the page), then an image and a
    404 (both skipped by the reader). `urls` maps each record's name to its target URL."""

    path: Path
    urls: dict[str, str]


@pytest.fixture
def small_warc(tmp_path, sample_page_bytes) -> SmallWarc:
    urls = {name: f"https://samples.example/{name}.html" for name in sample_page_bytes}
    records = [warcs.warcinfo_record("small.warc.gz")]
    for name, data in sample_page_bytes.items():
        records.append(warcs.http_request_record(urls[name]))
        records.append(warcs.http_response_record(urls[name], data, content_type="text/html"))
    urls["image"] = "https://samples.example/logo.png"
    urls["missing"] = "https://samples.example/missing.html"
    records.append(warcs.http_response_record(urls["image"], PNG, content_type="image/png"))
    records.append(warcs.http_response_record(urls["missing"], b"<html><body>gone</body></html>", 404))
    path = tmp_path / "small.warc.gz"
    warcs.write_warc(path, records, gzip=True)
    return SmallWarc(path, urls)
