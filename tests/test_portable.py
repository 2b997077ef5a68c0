"""The batch pipeline through Beam's PortableRunner: the job API that Flink's and Spark's job servers speak.

In:  a small WARC written by the test; Beam's local job service (tests/conftest.py's `job_endpoint`,
     on a free port) as the job server; the SDK harness in this process (LOOPBACK) or in a worker pool (EXTERNAL,
     as README's Flink/Spark recipe runs it).
Out: checks that documents and dead letters are written and that the summary, built from the
     metrics the job service returns, is balanced and counts every record.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from beam_services import start_service, stop
from warcs import (
    html_page,
    http_request_record,
    http_response_record,
    revisit_record,
    truncate_file,
    warcinfo_record,
    write_warc,
)

RUN_TIMEOUT_S = 300
REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def worker_pool(tmp_path_factory):
    """Beam's worker pool, with this interpreter's bin directory first on PATH: the pool starts
    workers with the first `python` on PATH, which must be the one that has beam_extract."""
    log = tmp_path_factory.mktemp("worker-pool") / "worker-pool.log"
    env = dict(os.environ, PATH=os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]))
    process, port = start_service("apache_beam.runners.worker.worker_pool_main", "--service_port", log, env)
    yield f"localhost:{port}"
    stop(process)


@pytest.fixture(scope="module")
def small_warc(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("warc") / "small.warc.gz"
    records = [
        warcinfo_record(path.name),
        http_request_record("https://a.test/one"),
        http_response_record("https://a.test/one", html_page("One", paragraphs=6).encode()),
        http_response_record("https://a.test/two", html_page("Two", paragraphs=6).encode()),
        http_response_record("https://a.test/missing", b"gone", status=404),
        revisit_record("https://a.test/one"),
        http_response_record("https://a.test/three", html_page("Three", paragraphs=6).encode()),
        http_response_record("https://a.test/cut", html_page("Cut", paragraphs=40).encode()),
    ]
    offsets = write_warc(path, records)
    truncate_file(path, offsets[-1] + 300)  # the download broke inside the last record
    return path


def run_portable(warc: Path, out: Path, *environment: str) -> dict:
    """Run the batch pipeline's command; its summary. A child process, so that a worker that never
    comes up fails the test after RUN_TIMEOUT_S instead of hanging it."""
    command = [sys.executable, "-m", "pipelines.warc_extract", "--input", str(warc), "--output", str(out / "docs"),
               "--format", "jsonl", "--runner", "PortableRunner", *environment]
    done = subprocess.run(command, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          timeout=RUN_TIMEOUT_S)
    assert done.returncode == 0, done.stdout[-4000:]
    return json.loads((out / "docs.summary.json").read_text(encoding="utf-8"))


def check_outputs(summary: dict, out: Path) -> None:
    assert summary["balanced"], summary
    assert (summary["read"], summary["emitted"]) == (8, 3)
    assert summary["skipped"] == {"http-status": 1, "not-response": 2, "revisit": 1}
    assert summary["failed"] == {"truncated": 1}
    titles = sorted(json.loads(line)["title"] for path in out.glob("docs-*-of-*.jsonl")
                    for line in path.read_text(encoding="utf-8").splitlines())
    assert titles == ["One", "Three", "Two"]
    dead = [json.loads(line) for path in out.glob("docs.errors-*-of-*.jsonl")
            for line in path.read_text(encoding="utf-8").splitlines()]
    assert [(d["url"], d["reason"]) for d in dead] == [("https://a.test/cut", "truncated")]


def test_batch_pipeline_through_the_job_api_with_a_loopback_worker(job_endpoint, small_warc, tmp_path):
    summary = run_portable(small_warc, tmp_path, "--job_endpoint", job_endpoint, "--environment_type", "LOOPBACK")
    check_outputs(summary, tmp_path)


def test_batch_pipeline_through_the_job_api_with_a_worker_pool(job_endpoint, worker_pool, small_warc, tmp_path):
    summary = run_portable(small_warc, tmp_path, "--job_endpoint", job_endpoint, "--environment_type", "EXTERNAL",
                           "--environment_config", worker_pool)
    check_outputs(summary, tmp_path)
