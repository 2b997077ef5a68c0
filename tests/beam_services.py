"""Beam's local services for the PortableRunner tests: the job service and the worker pool.

In: a Beam module to run with `python -m` and its port flag. Out: `start_service` (the process in
its own process group, once it listens on a free port) and `stop` (the process and the workers
it started). tests/conftest.py's `job_endpoint` holds one job service for the session.
"""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

START_TIMEOUT_S = 60


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("localhost", 0))
        return probe.getsockname()[1]


def wait_for_port(port: int, process: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"exited {process.returncode} before listening:\n{log.read_text(errors='replace')[-3000:]}")
        with socket.socket() as probe:
            if probe.connect_ex(("localhost", port)) == 0:
                return
        time.sleep(0.2)
    pytest.fail(f"not listening on {port} after {START_TIMEOUT_S} s:\n{log.read_text(errors='replace')[-3000:]}")


def start_service(module: str, port_flag: str, log: Path, env: dict | None = None):
    """Start `python -m module` on a free port in its own process group; (process, port)."""
    port = free_port()
    with open(log, "wb") as out:
        process = subprocess.Popen([sys.executable, "-m", module, f"{port_flag}={port}"], stdout=out,
                                   stderr=subprocess.STDOUT, env=env, start_new_session=True)
    wait_for_port(port, process, log)
    return process, port


def stop(process: subprocess.Popen) -> None:
    """Stop the service and the workers it started (its own process group, started by a test)."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=15)
