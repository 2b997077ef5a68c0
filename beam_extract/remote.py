"""http(s) WARC files as one readable stream that survives dropped connections.

In: an http(s) URL.
Out: a binary stream of the file's bytes as stored (a `.warc.gz` stays compressed). When the
connection drops or a read fails mid-file, the stream reopens the URL with `Range: bytes=N-`
(checking the 206 status and its Content-Range) and goes on from byte N; a server that ignores
ranges sends the whole file again and the first N bytes are skipped. Reconnections back off
exponentially; after `retries` of them in a row without a byte of progress the read raises
`DownloadAborted` (an OSError), whose message says where and why: the WARC reader turns it into
one `read-error` outcome for the rest of the file.

No Beam here: Beam has no HTTP filesystem, so the Beam layer (transforms.open_warc) calls this.
"""
from __future__ import annotations

import contextlib
import http.client
import io
import re
import time
import urllib.error
import urllib.request
from collections.abc import Callable

USER_AGENT = "beam-extract"
# 2026-11-30: 5 reconnections in a row, waiting 1 s doubling to at most 30 s, ride out about half
# a minute of outage (1+2+4+8+16 s); not tuned on measurements (no flaky server to measure here).
# A server that drops every connection after a few bytes still progresses, so the reconnections
# of one download are capped too. The defaults are read at call time (tests set the backoff to 0).
DEFAULT_RETRIES = 5
DEFAULT_BACKOFF_S = 1.0
MAX_BACKOFF_S = 30.0
MAX_RECONNECTIONS = 100
DEFAULT_TIMEOUT_S = 60.0

# Statuses worth asking again (the server or a proxy in between is busy or failing for now).
_RETRYABLE_STATUS = {408, 425, 429, 500, 502, 503, 504}
_CONTENT_RANGE = re.compile(r"bytes\s+(\d+)-(\d+)/(\d+|\*)", re.IGNORECASE)


class DownloadAborted(OSError):
    """The download broke off and could not be resumed; the rest of the file is unread."""


class _Retry(Exception):
    """One attempt failed in a way another attempt may fix."""


class ResumableHttpStream(io.RawIOBase):
    """A read-only, non-seekable stream of an http(s) URL that resumes where a dropped
    connection left off. `position` is the number of bytes handed out so far."""

    def __init__(
        self,
        url: str,
        *,
        retries: int | None = None,
        backoff_s: float | None = None,
        timeout_s: float | None = None,
        max_reconnections: int | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ):
        super().__init__()
        self.url = url
        self.position = 0
        self.size: int | None = None  # the file's length, once a response has told it
        self.reconnections = 0  # every reopen after the first, over the whole download
        self._retries = DEFAULT_RETRIES if retries is None else retries
        self._backoff_s = DEFAULT_BACKOFF_S if backoff_s is None else backoff_s
        self._timeout_s = DEFAULT_TIMEOUT_S if timeout_s is None else timeout_s
        self._max_reconnections = MAX_RECONNECTIONS if max_reconnections is None else max_reconnections
        self._sleep = sleep
        self._response: http.client.HTTPResponse | None = None
        self._open_first()

    def readable(self) -> bool:
        return True

    def tell(self) -> int:
        return self.position

    def readinto(self, buffer) -> int:
        failures = 0
        while True:
            try:
                if self._response is None:
                    self._reopen()
                count = self._read_some(buffer)
                self.position += count
                return count
            except _Retry as problem:
                self._drop()
                failures += 1
                if failures > self._retries or self.reconnections >= self._max_reconnections:
                    raise DownloadAborted(self._give_up_message(problem, failures - 1)) from None
                self._sleep(min(MAX_BACKOFF_S, self._backoff_s * 2 ** (failures - 1)))

    def close(self) -> None:
        self._drop()
        super().close()

    # --- one response ---------------------------------------------------------------------------

    def _open_first(self) -> None:
        """The first request; a missing file or a refused one raises at once (an open error)."""
        failures = 0
        while True:
            try:
                self._response = self._request(0)
                return
            except _Retry as problem:
                failures += 1
                if failures > self._retries:
                    raise OSError(f"cannot open {self.url} after {self._retries} retries: {problem}") from None
                self._sleep(min(MAX_BACKOFF_S, self._backoff_s * 2 ** (failures - 1)))

    def _reopen(self) -> None:
        self.reconnections += 1
        response = self._request(self.position)
        if response.status == 200 and self.position:
            self._skip(response, self.position)  # the server ignored the range: skip what we have
        self._response = response

    def _request(self, start: int) -> http.client.HTTPResponse:
        headers = {"User-Agent": USER_AGENT}
        if start:
            headers["Range"] = f"bytes={start}-"
        request = urllib.request.Request(self.url, headers=headers)
        try:
            response = urllib.request.urlopen(request, timeout=self._timeout_s)
        except urllib.error.HTTPError as error:
            error.close()
            if error.code in _RETRYABLE_STATUS:
                raise _Retry(f"HTTP {error.code}") from None
            raise DownloadAborted(f"{self.url}: HTTP {error.code} {error.reason}") from None
        except (OSError, http.client.HTTPException) as error:
            raise _Retry(_describe(error)) from None
        self._learn_size(response, start)
        return response

    def _learn_size(self, response: http.client.HTTPResponse, start: int) -> None:
        if response.status == 206:
            found = _CONTENT_RANGE.match(response.headers.get("Content-Range", ""))
            if not found or int(found.group(1)) != start:
                response.close()
                raise DownloadAborted(
                    f"{self.url}: asked for bytes {start}- but the server sent "
                    f"{response.headers.get('Content-Range')!r}"
                )
            if found.group(3) != "*":
                self._check_size(int(found.group(3)))
        elif response.status == 200:
            length = response.headers.get("Content-Length")
            if length and length.isdigit():
                self._check_size(int(length))

    def _check_size(self, size: int) -> None:
        if self.size is not None and size != self.size:
            raise DownloadAborted(f"{self.url}: the file changed size during the download ({self.size} -> {size} bytes)")
        self.size = size

    def _skip(self, response: http.client.HTTPResponse, count: int) -> None:
        left = count
        while left:
            chunk = response.read(min(left, 1 << 20))
            if not chunk:
                raise _Retry(f"the re-download ended after {count - left} of the {count} bytes to skip")
            left -= len(chunk)

    def _read_some(self, buffer) -> int:
        try:
            count = self._response.readinto(buffer)
        except (OSError, http.client.HTTPException, ValueError) as error:
            # ValueError: http.client reads from a socket file the dropped connection closed.
            raise _Retry(_describe(error)) from None
        if count == 0 and len(buffer) and self.size is not None and self.position < self.size:
            raise _Retry("the connection closed early")
        return count

    def _drop(self) -> None:
        if self._response is not None:
            with contextlib.suppress(Exception):  # closing a broken connection may fail too
                self._response.close()
            self._response = None

    def _give_up_message(self, problem: _Retry, retries: int) -> str:
        of = f"of {self.size}" if self.size is not None else "of an unknown size"
        return (
            f"download dropped at byte {self.position} {of} after {retries} retries "
            f"({self.reconnections} reconnections in all): {problem}"
        )


def _describe(error: BaseException) -> str:
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def open_url(url: str, **kwargs) -> ResumableHttpStream:
    """A resumable stream of `url` (see `ResumableHttpStream` for the keywords).

    Not wrapped in a BufferedReader: the HTTP response buffers already, and a buffer that reads
    ahead would raise a download's final error before the bytes received ahead of it are used.
    """
    return ResumableHttpStream(url, **kwargs)
