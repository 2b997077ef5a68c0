"""run_output: which files are a run's, clearing an earlier run's, and the summary committed last;
on a local disk and on an object store without folders (an in-memory Beam FileSystem here)."""
from __future__ import annotations

import io
import json
import os
from typing import ClassVar

import pytest
from apache_beam.io.filesystem import FileMetadata, FileSystem

from beam_extract.pipelines import run_output

HEX = "0123456789abcdef0123456789abcdef"
THIS_RUN = [
    "docs-00000-of-00002.jsonl", "docs-00001-of-00002.jsonl", "docs-00000-of-00001.parquet",
    "docs-00000-of-00001.jsonl.gz", "docs-00000-of-00001.txt", "docs.errors-00000-of-00001.jsonl",
    "docs.summary.json.partial",
]
NOT_THIS_RUN = [
    "docs-notes.txt", "docs2-00000-of-00001.jsonl", "docs-00000-of-00001.csv", "docs.summary.json.bak",
    "other-00000-of-00001.jsonl", "mydocs-00000-of-00001.jsonl", "docs.errors-x-of-y.jsonl",
]


def test_a_local_run_s_files_are_exactly_its_own(tmp_path):
    for name in THIS_RUN + NOT_THIS_RUN + ["docs.summary.json"]:
        (tmp_path / name).write_text("x")
    (tmp_path / f"beam-temp-docs-{HEX}").mkdir()
    (tmp_path / f"beam-temp-docs.errors-{HEX}").mkdir()
    (tmp_path / f"beam-temp-docs2-{HEX}").mkdir()
    (tmp_path / "beam-temp-docs-notes").mkdir()
    prefix = str(tmp_path / "docs")
    assert sorted(p.rsplit("/", 1)[1] for p in run_output.run_files(prefix)) == sorted(THIS_RUN)
    assert [p.rsplit("/", 1)[1] for p in run_output.temp_folders(prefix)] == [
        f"beam-temp-docs-{HEX}", f"beam-temp-docs.errors-{HEX}"
    ]
    run_output.prepare(prefix)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [*NOT_THIS_RUN, f"beam-temp-docs2-{HEX}", "beam-temp-docs-notes"]
    )


def test_a_folder_is_not_a_prefix(tmp_path):
    with pytest.raises(run_output.OutputError, match="is a folder"):
        run_output.prepare(str(tmp_path) + "/")


def test_the_summary_is_written_whole(tmp_path):
    prefix = str(tmp_path / "docs")
    run_output.commit_summary(prefix, {"read": 1})
    run_output.commit_summary(prefix, {"read": 2})
    assert json.loads((tmp_path / "docs.summary.json").read_text()) == {"read": 2}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["docs.summary.json"]


class MemoryFileSystem(FileSystem):
    """An object store in a dict, deleting "folder/" recursively as GCS does; no real folders."""

    objects: ClassVar[dict[str, bytes]] = {}

    @classmethod
    def scheme(cls):
        return "memtest"

    def join(self, basepath, *paths):
        return "/".join([basepath.rstrip("/"), *paths])

    def split(self, path):
        head, _, tail = path.rpartition("/")
        return head, tail

    def mkdirs(self, path):
        pass

    def has_dirs(self):
        return False

    def _list(self, prefix):
        for path, data in sorted(self.objects.items()):
            if path.startswith(prefix):
                yield FileMetadata(path, len(data))

    def create(self, path, mime_type=None, compression_type=None):
        store = self.objects

        class Writer(io.BytesIO):
            def close(self):
                store[path] = self.getvalue()
                super().close()

        return Writer()

    def open(self, path, mime_type=None, compression_type=None):
        return io.BytesIO(self.objects[path])

    def copy(self, sources, destinations):
        for source, destination in zip(sources, destinations):
            self.objects[destination] = self.objects[source]

    def rename(self, sources, destinations):
        for source, destination in zip(sources, destinations):
            self.objects[destination] = self.objects.pop(source)

    def exists(self, path):
        return path in self.objects

    def size(self, path):
        return len(self.objects[path])

    def last_updated(self, path):
        return 0.0

    def checksum(self, path):
        return str(len(self.objects[path]))

    def metadata(self, path):
        return FileMetadata(path, len(self.objects[path]))

    def delete(self, paths):
        for path in paths:
            doomed = [p for p in self.objects if p.startswith(path)] if path.endswith("/") else [path]
            for p in doomed:
                del self.objects[p]


def test_an_object_store_run_s_files_and_temp_folders(monkeypatch):
    monkeypatch.setattr(MemoryFileSystem, "objects", {})
    folder = "memtest://bucket/out"
    names = THIS_RUN + NOT_THIS_RUN + [
        "docs.summary.json", f"beam-temp-docs-{HEX}/a", f"beam-temp-docs-{HEX}/b", f"beam-temp-docs.errors-{HEX}/c",
        f"beam-temp-docs2-{HEX}/d", "beam-temp-docs-notes/e", "sub/docs-00000-of-00001.jsonl",
    ]
    for name in names:
        MemoryFileSystem.objects[f"{folder}/{name}"] = b"x"
    prefix = f"{folder}/docs"
    assert run_output.temp_folders(prefix) == [f"{folder}/beam-temp-docs-{HEX}/", f"{folder}/beam-temp-docs.errors-{HEX}/"]
    run_output.prepare(prefix)
    assert sorted(p[len(folder) + 1:] for p in MemoryFileSystem.objects) == sorted(
        [*NOT_THIS_RUN, f"beam-temp-docs2-{HEX}/d", "beam-temp-docs-notes/e", "sub/docs-00000-of-00001.jsonl"]
    )
    run_output.commit_summary(prefix, {"read": 3})
    assert json.loads(MemoryFileSystem.objects[f"{prefix}.summary.json"]) == {"read": 3}


def test_a_local_run_is_staged_in_a_folder_of_its_own_and_moved_beside_its_prefix(tmp_path):
    prefix = str(tmp_path / "live.window-A-B")
    staged = run_output.staging_prefix(prefix)
    assert staged == str(tmp_path / "live.window-A-B.staging" / "live.window-A-B")
    os.makedirs(os.path.dirname(staged))
    shards = [staged + "-00000-of-00001.jsonl", staged + ".errors-00000-of-00001.jsonl"]
    for shard in shards:
        with open(shard, "w") as fh:
            fh.write("{}\n")
    moved = run_output.move_staged(shards, prefix)
    assert moved == sorted([prefix + "-00000-of-00001.jsonl", prefix + ".errors-00000-of-00001.jsonl"])
    assert all(os.path.isfile(p) for p in moved) and os.path.isfile(os.path.join(os.path.dirname(staged), "moved.json"))
    run_output.remove_staging_folder(prefix)
    assert not os.path.exists(os.path.dirname(staged))


def test_an_object_store_run_is_written_in_place():
    assert run_output.staging_prefix("memtest://bucket/out/live.window-A-B") == "memtest://bucket/out/live.window-A-B"
    assert run_output.move_staged(["memtest://bucket/out/live.window-A-B-00000-of-00001.jsonl"],
                                  "memtest://bucket/out/live.window-A-B") == ["memtest://bucket/out/live.window-A-B-00000-of-00001.jsonl"]
