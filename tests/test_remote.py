"""remote: an http(s) WARC file read through dropped connections, resumed with Range requests."""
from __future__ import annotations

import os
import pickle
import re
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that
from warcs import html_page, http_response_record, write_warc

from beam_extract import remote, warc
from beam_extract.transforms import ReadWarc
from beam_extract.transforms.warc_files import open_warc

DATA = os.urandom(300_000)


class FlakyServer:
    """A file served on 127.0.0.1 by a thread, which can drop connections mid-file.

    drop_at: a response stops (the connection is cut) once the file's byte `drop_at` is reached;
    drops: how many responses are cut (None: every one, so no byte past drop_at is ever sent);
    ranges: whether `Range: bytes=N-` is honoured (206) or ignored (the whole file again, 200).
    """

    def __init__(self, data: bytes, *, drop_at: int | None = None, drops: int | None = 1, ranges: bool = True,
                 content_range: str | None = None):
        self.data, self.drop_at, self.drops, self.ranges = data, drop_at, drops, ranges
        self.content_range = content_range  # a wrong Content-Range to send, for the test of it
        self.requests: list[str | None] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                server.requests.append(self.headers.get("Range"))
                if self.path != "/file.warc.gz":
                    self.send_error(404)
                    return
                start = 0
                found = re.match(r"bytes=(\d+)-$", self.headers.get("Range") or "")
                if found and server.ranges:
                    start = int(found.group(1))
                    self.send_response(206)
                    self.send_header("Content-Range", server.content_range or
                                     f"bytes {start}-{len(server.data) - 1}/{len(server.data)}")
                else:
                    self.send_response(200)
                self.send_header("Content-Length", str(len(server.data) - start))
                self.end_headers()
                end = len(server.data)
                if server.drop_at is not None and start <= server.drop_at and server.drops != 0:
                    end = server.drop_at
                    server.drops = None if server.drops is None else server.drops - 1
                self.wfile.write(server.data[start:end])
                self.wfile.flush()
                if end < len(server.data):
                    self.connection.shutdown(socket.SHUT_RDWR)  # the connection drops mid-file
                    self.close_connection = True

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}/file.warc.gz"

    def __enter__(self) -> FlakyServer:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._server.shutdown()
        self._server.server_close()


@pytest.fixture(autouse=True)
def no_backoff(monkeypatch):
    monkeypatch.setattr(remote, "DEFAULT_BACKOFF_S", 0.0)


def read_all(url: str, **kwargs) -> bytes:
    with remote.open_url(url, **kwargs) as stream:
        return stream.read()


@pytest.mark.parametrize("ranges", [True, False], ids=["range", "no-range"])
def test_a_dropped_connection_is_resumed(ranges):
    with FlakyServer(DATA, drop_at=123_457, drops=1, ranges=ranges) as server:
        assert read_all(server.url) == DATA
    assert server.requests == [None, "bytes=123457-"]


def test_several_drops_each_resume_where_the_last_left_off():
    with FlakyServer(DATA, drop_at=1000, drops=3) as server:
        stream = remote.ResumableHttpStream(server.url)
        assert stream.read() == DATA  # the first drop at 1000, then three resumed at 1000, one succeeds
        assert stream.reconnections == 3
        stream.close()


@pytest.mark.parametrize("ranges", [True, False], ids=["range", "no-range"])
def test_a_download_that_always_drops_gives_up_saying_where(ranges):
    with FlakyServer(DATA, drop_at=200_000, drops=None, ranges=ranges) as server, pytest.raises(remote.DownloadAborted) as raised:
        read_all(server.url, retries=3)
    assert isinstance(raised.value, OSError)
    assert str(raised.value).startswith("download dropped at byte 200000 of 300000 after 3 retries")
    assert len(server.requests) == 4  # the first request and three retries


def test_a_wrong_content_range_is_refused():
    with FlakyServer(DATA, drop_at=5000, drops=1, content_range="bytes 0-299999/300000") as server, \
            pytest.raises(remote.DownloadAborted, match="asked for bytes 5000-"):
        read_all(server.url)


def test_a_missing_file_fails_to_open():
    with FlakyServer(DATA) as server:
        with pytest.raises(OSError, match="HTTP 404"):
            remote.open_url(server.url.replace("file", "nothing"))
        assert open_warc(server.url).read() == DATA  # warc_files.open_warc still opens URLs


def test_backoff_doubles_and_is_capped():
    waits = []
    with FlakyServer(DATA, drop_at=10, drops=None) as server, pytest.raises(remote.DownloadAborted):
        read_all(server.url, retries=7, backoff_s=4.0, sleep=waits.append)
    assert waits == [4.0, 8.0, 16.0, 30.0, 30.0, 30.0, 30.0]


# --- through the WARC reader ----------------------------------------------------------------------

def read_outcomes(url: str, tmp_path) -> list:
    pickled = tmp_path / "outcomes.pkl"

    def keep(actual):
        with open(pickled, "wb") as fh:
            pickle.dump(list(actual), fh)

    p = BeamTestPipeline(runner="FnApiRunner")
    assert_that(p | ReadWarc(url), keep)
    p.run().wait_until_finish()
    with open(pickled, "rb") as fh:
        return pickle.load(fh)


@pytest.fixture
def warc_bytes(tmp_path) -> tuple[bytes, list[int]]:
    path = tmp_path / "pages.warc.gz"
    offsets = write_warc(path, [
        http_response_record(f"https://a.test/{i}", html_page(f"Page {i}", paragraphs=20).encode()) for i in range(6)
    ])
    return path.read_bytes(), offsets


def test_the_reader_gets_every_record_through_a_dropped_download(tmp_path, warc_bytes):
    data, offsets = warc_bytes
    with FlakyServer(data, drop_at=offsets[3] + 100, drops=2) as server:
        outcomes = read_outcomes(server.url, tmp_path)
    assert sorted(o.url for o in outcomes) == [f"https://a.test/{i}" for i in range(6)]
    assert all(isinstance(o, warc.WarcPage) for o in outcomes)


def test_the_rest_of_a_file_that_cannot_be_resumed_is_one_read_error(tmp_path, warc_bytes):
    data, offsets = warc_bytes
    drop_at = offsets[3] + 100
    with FlakyServer(data, drop_at=drop_at, drops=None, ranges=False) as server:
        outcomes = read_outcomes(server.url, tmp_path)
    pages = sorted(o.url for o in outcomes if isinstance(o, warc.WarcPage))
    failed = [o for o in outcomes if isinstance(o, warc.Failed)]
    assert pages == [f"https://a.test/{i}" for i in range(3)]
    assert [f.reason for f in failed] == ["read-error"]
    assert f"download dropped at byte {drop_at} of {len(data)} after {remote.DEFAULT_RETRIES} retries" in failed[0].error
