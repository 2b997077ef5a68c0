"""A batch run's files under one output prefix: which names are the run's, clearing an earlier
run's, and the summary written last as the run's commit marker.

In: the --output prefix (`out/docs`, `gs://bucket/out/docs`).
Out: `prepare(prefix)` before the run (the earlier run's summary removed first, the output
location checked writable, its shards, dead letters and Beam temp folders removed),
`remove_temp_folders(prefix)` after it, and `commit_summary(prefix, summary)` at the very end.

A run's names, for prefix `D/B` (nothing else under D is ever touched):
    D/B-SSSSS-of-NNNNN.{parquet,jsonl,jsonl.gz,txt}    documents (any format: a rerun in another
                                                       format must not leave the old one beside it)
    D/B.errors-SSSSS-of-NNNNN.jsonl                    dead letters
    D/B.summary.json (+ .partial while it is written)  the summary
    D/beam-temp-B-<32 hex>/, D/beam-temp-B.errors-<32 hex>/   Beam's temporary folders
    D/B.staging/B-... (local, `staging_prefix`)        a run's shards before `move_staged` puts
                                                       them in D (the streaming watch's windows)
"""
from __future__ import annotations

import json
import os
import re
import shutil
from typing import Any

from apache_beam.io.filesystem import CompressionTypes, FileSystem
from apache_beam.io.filesystems import FileSystems

from beam_extract.transforms.warc_files import CROSSING_WILDCARDS, is_local_glob, match_local_glob
from beam_extract.transforms.write_rows import FORMAT_SUFFIXES

SUMMARY_SUFFIX = ".summary.json"
PARTIAL_SUFFIX = ".partial"


class OutputError(Exception):
    """The output location cannot be used; the message is one line for the user."""


def split_prefix(prefix: str) -> tuple[str, str]:
    """(folder, base name) of an output prefix; the base name must not be empty."""
    folder, base = FileSystems.split(prefix)
    if not base or prefix.endswith(("/", "\\")):
        raise OutputError(f"--output {prefix!r} is a folder; give a file prefix such as {prefix.rstrip('/')}/docs")
    return folder, base


def summary_path(prefix: str) -> str:
    return prefix + SUMMARY_SUFFIX


def _shard_names(base: str) -> re.Pattern:
    suffixes = "|".join(re.escape(s) for s in sorted(set(FORMAT_SUFFIXES.values()), key=len, reverse=True))
    b = re.escape(base)
    return re.compile(
        rf"(?:{b}-\d{{5,}}-of-\d{{5,}}(?:{suffixes})"
        rf"|{b}\.errors-\d{{5,}}-of-\d{{5,}}\.jsonl"
        rf"|{b}{re.escape(SUMMARY_SUFFIX + PARTIAL_SUFFIX)})\Z"
    )


def _temp_folder_names(base: str) -> re.Pattern:
    return re.compile(rf"beam-temp-{re.escape(base)}(?:\.errors)?-[0-9a-f]{{32}}")


def _is_local(path: str) -> bool:
    return "://" not in path


def matching_paths(pattern: str) -> list[str]:
    """The paths matching a glob in Beam's pattern syntax, sorted (as `FileSystems.match` finds them)."""
    return [path for path, _ in matching_files(pattern)]


def matching_files(pattern: str) -> list[tuple[str, int | None]]:
    """(path, size in bytes or None when not read) of the files matching a glob in Beam's pattern
    syntax, sorted by path (as `FileSystems.match` finds them).

    A local pattern whose only wildcards are single `*` in its last component (`in/*.warc.gz`) is
    matched against one listing of its folder, without sizes: Beam's local match walks the folder's
    whole tree and reads the size and time of every file in it, about four times the CPU per file,
    paid on every poll of a folder that only grows (a watch's input and output folders). Beam's `*`
    does not cross a `/`, so the two find the same paths; its `?`, `[...]` and `**` can, and go to
    Beam. A pattern without a folder (`*.warc.gz`, a prefix `docs`) is matched in the current
    folder, where Beam's match finds nothing."""
    if _in_one_folder(pattern):
        return _one_folder_matches(pattern, folders=False)
    return sorted((m.path, m.size_in_bytes) for m in FileSystems.match([pattern])[0].metadata_list)


def matching_inputs(pattern: str) -> list[tuple[str, int | None]]:
    """`matching_files` for input WARCs: a local glob's entries that are no readable files (a
    folder, a broken symlink, one whose stat fails) come too, as Beam's match of files drops them
    without a word; reading names each (a `directory` skip, an `open-error` dead letter)."""
    if _in_one_folder(pattern):
        return _one_folder_matches(pattern, folders=True)
    if is_local_glob(pattern):
        return sorted((entry, None) if isinstance(entry, str) else (entry.path, entry.size_in_bytes)
                      for entry in match_local_glob(pattern))
    return matching_files(pattern)


def _in_one_folder(pattern: str) -> bool:
    """A local pattern whose only wildcards are single `*` in its last component."""
    folder, name_pattern = os.path.split(pattern)
    return (_is_local(pattern) and os.path.join(folder, name_pattern) == pattern
            and "*" in name_pattern and "*" not in folder and not CROSSING_WILDCARDS.search(pattern))


def _one_folder_matches(pattern: str, folders: bool) -> list[tuple[str, None]]:
    """The entries of an `_in_one_folder` pattern's folder that its last component matches, from
    one listing (the folders too with `folders`), without sizes."""
    folder, name_pattern = os.path.split(pattern)
    names = re.compile(FileSystem.translate_pattern(name_pattern))
    return sorted((os.path.join(folder, name), None) for name in _file_names(folder, folders) if names.match(name))


def _file_names(folder: str, folders: bool = False) -> list[str]:
    """The names of the files (and with `folders` the folders) in a local folder; none when it
    does not exist."""
    try:
        with os.scandir(folder or ".") as entries:
            return [e.name for e in entries if folders or not e.is_dir()]
    except (FileNotFoundError, NotADirectoryError):
        return []


def run_files(prefix: str) -> list[str]:
    """The shard, dead-letter and partial-summary files of a run to `prefix` that exist now."""
    folder, base = split_prefix(prefix)
    names = _shard_names(base)
    if _is_local(folder):  # one listing of the folder, not Beam's walk of its tree (see matching_paths)
        return sorted(os.path.join(folder, n) for n in _file_names(folder) if names.fullmatch(n))
    patterns = [f"{prefix}-*-of-*", f"{prefix}.errors-*-of-*.jsonl", prefix + SUMMARY_SUFFIX + PARTIAL_SUFFIX]
    found = set()
    for match in FileSystems.match(patterns):
        for meta in match.metadata_list:
            parent, name = FileSystems.split(meta.path)
            if _same_folder(parent, folder) and names.fullmatch(name):
                found.add(meta.path)
    return sorted(found)


def _same_folder(a: str, b: str) -> bool:
    if _is_local(a) and _is_local(b):
        return os.path.abspath(a or ".") == os.path.abspath(b or ".")
    return a.rstrip("/") == b.rstrip("/")


STAGING_SUFFIX = ".staging"


def staging_prefix(prefix: str) -> str:
    """Where a run to a local `prefix` writes its shards before `move_staged` puts them beside it:
    the same base name in a folder of its own, `D/B.staging/B`; a remote prefix is written in place.

    Beam's file sinks match their shards' glob several times per write (seven matches for a
    document and a dead-letter sink), and its local match lists the glob's whole folder with every
    file's size and time: a streaming watch writing each window beside the outputs of all the
    windows before it paid for all of them at every window (2026-12-07: 0.9 s of CPU for a one-page
    window beside no output, 7.6 s beside 20,000 windows' files, 6.6 s of it in those listings). A
    folder of its own holds only this run's files. Object stores list by name prefix: no staging."""
    folder, base = split_prefix(prefix)
    if not _is_local(folder):
        return prefix
    return os.path.join(folder, base + STAGING_SUFFIX, base)


STAGED_MANIFEST = "moved.json"  # in the staging folder: the paths `move_staged` puts beside the prefix


def move_staged(staged: list[str], prefix: str) -> list[str]:
    """Rename the files a run wrote under `staging_prefix(prefix)` into `prefix`'s folder (same
    names) and return their new paths, sorted. Their new paths are first written to the staging
    folder's STAGED_MANIFEST, and the folder is left for the caller to remove once the run is
    committed (`remove_staging_folder`): a run cut off from here on leaves the names of what it
    moved, so a restart removes them without listing the folder they went to
    (`remove_staged_outputs`, 2026-12-07)."""
    staging = staging_prefix(prefix)
    if staging == prefix:
        return sorted(staged)
    folder, _ = split_prefix(prefix)
    moved = sorted(os.path.join(folder, os.path.basename(path)) for path in staged)
    manifest = os.path.join(os.path.dirname(staging), STAGED_MANIFEST)
    with open(manifest + PARTIAL_SUFFIX, "wb") as fh:  # local: no Beam match of the folder
        fh.write(json.dumps({"outputs": moved}, ensure_ascii=False).encode("utf-8"))
    os.replace(manifest + PARTIAL_SUFFIX, manifest)
    for path in staged:
        os.replace(path, os.path.join(folder, os.path.basename(path)))
    return moved


def remove_staging_folder(prefix: str) -> None:
    """Delete what a run to `prefix` left in its staging folder (a failed or cut-off run, or the
    manifest of a committed one)."""
    staging = staging_prefix(prefix)
    if staging != prefix:
        shutil.rmtree(os.path.dirname(staging), ignore_errors=True)


def remove_staged_outputs(prefix: str) -> list[str]:
    """Undo a local run to `prefix` cut off before its commit: the files its STAGED_MANIFEST names
    (moved beside the prefix, or some of them) and its staging folder. Returns what was removed."""
    staging = staging_prefix(prefix)
    if staging == prefix:
        return []
    removed = []
    try:
        with open(os.path.join(os.path.dirname(staging), STAGED_MANIFEST), "rb") as fh:
            names = json.loads(fh.read().decode("utf-8")).get("outputs", [])
    except (OSError, ValueError, AttributeError):  # none (nothing moved yet) or cut while written (nothing moved)
        names = []
    for path in names if isinstance(names, list) else []:
        if isinstance(path, str) and os.path.dirname(path) == os.path.dirname(prefix) and os.path.lexists(path):
            os.remove(path)
            removed.append(path)
    if os.path.isdir(os.path.dirname(staging)):
        removed.append(os.path.dirname(staging))
    remove_staging_folder(prefix)
    return removed


def temp_folders(prefix: str, names: re.Pattern | None = None) -> list[str]:
    """Beam's temporary folders of writes to `prefix` (left behind by a killed or failed run);
    `names`: the folder names to take instead (e.g. those of every window of a watch's prefix)."""
    folder, base = split_prefix(prefix)
    names = names or _temp_folder_names(base)
    if _is_local(folder):
        local = folder or "."
        if not os.path.isdir(local):
            return []
        return sorted(os.path.join(folder, n) for n in os.listdir(local) if names.fullmatch(n))
    # Object stores have no folders: list the objects under them and keep each one's first
    # path component below `folder` that is one of this prefix's temp folder names.
    roots = set()
    base_folder = folder.rstrip("/") + "/"
    for match in FileSystems.match([base_folder + f"beam-temp-{base}**"]):
        for meta in match.metadata_list:
            top = meta.path[len(base_folder):].split("/", 1)[0] if meta.path.startswith(base_folder) else ""
            if names.fullmatch(top):
                roots.add(base_folder + top + "/")
    return sorted(roots)


def remove_temp_folders(prefix: str, names: re.Pattern | None = None) -> list[str]:
    """Delete Beam's temporary folders of this prefix (`names` as in `temp_folders`); returns what was removed."""
    removed = temp_folders(prefix, names)
    for path in removed:
        if _is_local(path):
            shutil.rmtree(path, ignore_errors=True)
        else:
            FileSystems.delete([path])
    return removed


def prepare(prefix: str) -> list[str]:
    """Make `prefix` this run's: the old summary removed first (so a run killed from here on never
    looks complete), the location checked writable, the earlier run's shards, dead letters and
    temp folders removed. Returns the removed paths. Raises `OutputError` (one line) if the
    location cannot be written."""
    folder, _ = split_prefix(prefix)
    try:
        if folder and not FileSystems.exists(folder):
            FileSystems.mkdirs(folder)
        removed = []
        if FileSystems.exists(summary_path(prefix)):
            FileSystems.delete([summary_path(prefix)])
            removed.append(summary_path(prefix))
        _probe_writable(prefix)
        stale = run_files(prefix)
        if stale:
            FileSystems.delete(stale)
        return removed + stale + remove_temp_folders(prefix)
    except OutputError:
        raise
    except Exception as exc:  # noqa: BLE001 - reported as one line, not a traceback
        raise OutputError(f"cannot write to --output {prefix}: {_one_line(exc)}") from None


def _probe_writable(prefix: str) -> None:
    probe = summary_path(prefix) + PARTIAL_SUFFIX
    with FileSystems.create(probe, compression_type=CompressionTypes.UNCOMPRESSED) as fh:
        fh.write(b"")
    FileSystems.delete([probe])


def _one_line(exc: BaseException) -> str:
    cause = exc
    # Beam wraps OS errors (BeamIOError holds them per path): show the innermost reason.
    while getattr(cause, "exception_details", None):
        cause = next(iter(cause.exception_details.values()))
    if isinstance(cause, OSError) and cause.strerror:
        return cause.strerror
    text = " ".join(str(cause).split())
    return text[:300] or type(cause).__name__


def write_json(path: str, data: dict[str, Any]) -> None:
    """Write JSON to `path` whole or not at all: into `path.partial`, then renamed over `path`
    (locally one atomic `os.replace`, so a process killed at any moment leaves the old file or the
    new one; elsewhere the old file is deleted first, as an object store's rename needs, and a kill
    between leaves only `path.partial`, whole: the watch's ledger takes it back,
    `warc_watch.recover_ledger_partials`)."""
    partial = path + PARTIAL_SUFFIX
    with FileSystems.create(partial, mime_type="application/json", compression_type=CompressionTypes.UNCOMPRESSED) as fh:
        fh.write(json.dumps(data, indent=2, ensure_ascii=False).encode("utf-8") + b"\n")
    if _is_local(path):
        os.replace(partial, path)
        return
    if FileSystems.exists(path):
        FileSystems.delete([path])
    FileSystems.rename([partial], [path])


def commit_summary(prefix: str, summary: dict[str, Any]) -> str:
    """Write the run's summary, the last file a run writes: its presence says the run finished."""
    path = summary_path(prefix)
    write_json(path, summary)
    return path
