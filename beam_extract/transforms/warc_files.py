"""Where WARC files come from: patterns, listings and paths to readable streams.

In: a file pattern, a Common Crawl `warc.paths(.gz)` listing's line, or a path/URL.
Out: the files a local glob matches (`match_local_glob`, recursive `**` too, unlistable folders
logged), a listing line's paths (`listing_paths`), and a binary stream of a WARC
(`open_warc`: Beam's filesystems, http(s) with resumed downloads, local FIFOs).
"""
from __future__ import annotations

import io
import logging
import os
import re
import stat
from collections.abc import Iterator
from typing import Any

from apache_beam.io.filesystem import CompressionTypes, FileMetadata, FileSystem
from apache_beam.io.filesystems import FileSystems

from .. import remote

_LOG = logging.getLogger(__name__)


def listing_paths(line: str, prefix: str) -> list[str]:
    """One line of a `warc.paths` listing -> the WARC path to read ([] for blank/comment lines).

    A line that already carries a scheme (`s3://...`) is taken as is; otherwise it is joined to the
    prefix with exactly one `/` between them.
    """
    line = line.strip()
    if not line or line.startswith("#"):
        return []
    if "://" in line or not prefix:
        return [line]
    if prefix.endswith("/") or line.startswith("/"):
        return [prefix + line]
    return [prefix + "/" + line]


_WILDCARDS = re.compile(r"[*?\[]")
CROSSING_WILDCARDS = re.compile(r"\*\*|[?\[]")  # Beam's wildcards that can match a `/`


def is_local_glob(pattern: str) -> bool:
    """A pattern with wildcards (or a folder's `/`) on the local filesystem (no scheme: gs:// and s3:// hold no symlinks
    nor folders, and Beam's match of them is kept)."""
    return "://" not in pattern and (pattern.endswith("/") or bool(_WILDCARDS.search(pattern)))


def match_local_glob(pattern: str) -> Iterator[FileMetadata | str]:
    """Every entry a local glob matches: a file as the `FileMetadata` Beam's match gives it, and
    an entry that cannot be read as a file (a broken symlink, one whose stat fails, a folder) as
    its bare path, which the reader turns into a named outcome (an `open-error` dead letter with
    the OS error; a `directory` skip).

    Beam's local match (LocalFileSystem._list, Beam 2.77) walks the same tree but drops such
    entries without a word, so a file the user pointed at vanished from the run (2026-12-03).
    This walk finds the paths Beam's finds, with one stat per matching entry (Beam's: two per
    file of the tree); without a wildcard that crosses a `/` it walks only as deep as the pattern.
    A folder the walk must look into that cannot be listed (no permission, an I/O error) comes as
    its bare path too: the names in it are unknown, and reading it names the listing's error (an
    `open-error`), where it was only logged (2026-12-03)."""
    if pattern.endswith("/"):
        pattern += "*"
    names = re.compile(FileSystem.translate_pattern(pattern))
    root = os.path.dirname(_WILDCARDS.split(pattern, 1)[0])
    if not os.path.exists(root):
        return
    depth = None if CROSSING_WILDCARDS.search(pattern) else pattern.count("/")

    unlisted: list[str] = []

    def note_unlisted(exc: OSError) -> None:
        _LOG.warning("beam_extract: cannot list %s (%s): files in it matching %s are not read",
                     exc.filename, exc, pattern)
        if exc.filename is not None:
            unlisted.append(os.fsdecode(exc.filename))

    named: set[str] = set()  # folders yielded as matches: one that cannot be listed is not named twice
    for folder, folders, files in os.walk(root, onerror=note_unlisted):
        while unlisted:
            path = unlisted.pop()
            if path not in named:
                yield path
        for name in folders + files:
            path = os.path.join(folder, name)
            if names.match(path):
                entry = _matched_entry(path)
                if isinstance(entry, str):
                    named.add(entry)
                yield entry
        if depth is not None:
            folders[:] = [name for name in folders if os.path.join(folder, name).count("/") < depth]


def _matched_entry(path: str) -> FileMetadata | str:
    try:
        status = os.stat(path)
    except OSError:  # a broken symlink, or no permission to look: opening it names the error
        return path
    if stat.S_ISDIR(status.st_mode):
        return path
    return FileMetadata(path, status.st_size, status.st_mtime)


def open_warc(path: str, **http_options: Any):
    """A readable binary stream of the raw (still gzip-compressed) WARC file.

    http(s) URLs are streamed by `remote.open_url` (Beam has no HTTP filesystem), which resumes a
    dropped download with Range requests (`http_options`: retries, backoff_s, timeout_s);
    everything else goes through Beam's FileSystems (local, gs://, s3:// with the matching extra
    installed), without decompression so record offsets are offsets in the file as stored.
    """
    if path.startswith(("http://", "https://")):
        return remote.open_url(path, **http_options)
    if _is_local_fifo(path):
        return _open_fifo(path)
    return FileSystems.open(path, compression_type=CompressionTypes.UNCOMPRESSED)


def _is_local_fifo(path: str) -> bool:
    if "://" in path:
        return False
    try:
        return stat.S_ISFIFO(os.stat(path).st_mode)
    except OSError:  # gone or unreadable: opening it reports that
        return False


def _open_fifo(path: str) -> io.BufferedReader:
    """A FIFO opened for reading without waiting for a writer: open(2) waits until one comes, so
    a named pipe left in an input folder hung the run (2026-12-03). One that no process writes to
    raises OSError (an open-error dead letter); a pipe being written to (`/dev/stdin`, a shell's
    `<(...)`) is read as before, its first bytes included."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        first = os.read(fd, 1 << 16)
    except BlockingIOError:  # a writer, no bytes yet
        first = None
    except BaseException:
        os.close(fd)
        raise
    if first == b"":  # no writer, and no bytes left by one: nothing will come
        os.close(fd)
        raise OSError(f"{path} is a FIFO with no writer and no bytes in it")
    os.set_blocking(fd, True)
    return io.BufferedReader(_Prefixed(first or b"", io.FileIO(fd, "rb")))


class _Prefixed(io.RawIOBase):
    """`head`, then the rest of `stream`."""

    def __init__(self, head: bytes, stream: io.RawIOBase):
        self._head, self._stream = head, stream

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        if self._head:
            size = min(len(buffer), len(self._head))
            buffer[:size], self._head = self._head[:size], self._head[size:]
            return size
        return self._stream.readinto(buffer)

    def close(self) -> None:
        self._stream.close()
        super().close()
