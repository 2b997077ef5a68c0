"""Streaming: ExtractMainContent in a windowed TestStream pipeline, and the folder watch
(pipelines.warc_watch): files read once across polls and restarts, each window committed to disk
when it closes, the end summary balanced and quick, the same watch through the PortableRunner."""
from __future__ import annotations

import gzip
import itertools
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
import zlib
from pathlib import Path

import apache_beam as beam
import pytest
from apache_beam.options.pipeline_options import PipelineOptions, StandardOptions
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.test_stream import TestStream as BeamTestStream
from apache_beam.testing.util import assert_that, equal_to
from apache_beam.transforms.window import FixedWindows, TimestampedValue
from warcs import html_page, http_request_record, http_response_record, warc_bytes, warc_bytes_and_ends, write_warc

from beam_extract import split_reads, warc
from beam_extract.pipelines import warc_extract, warc_watch
from beam_extract.pipelines.warc_extract import AccountingError
from beam_extract.transforms import ExtractMainContent


def page(title: str) -> warc.WarcPage:
    return warc.WarcPage(
        record_id=f"<urn:uuid:{title}>",
        url=f"https://s.test/{title}",
        date="2024-05-06T07:08:09Z",
        warc_file="live.warc.gz",
        warc_offset=0,
        content_type="text/html",
        charset_hint="utf-8",
        http_status=200,
        payload=html_page(title).encode(),
    )


def test_extract_main_content_in_a_windowed_stream():
    options = PipelineOptions()
    options.view_as(StandardOptions).streaming = True
    stream = (
        BeamTestStream()
        .advance_watermark_to(0)
        .add_elements([
            TimestampedValue(page("Early"), 1),
            TimestampedValue(("https://s.test/pair", html_page("Pair")), 3),
            TimestampedValue(("https://s.test/nothing", "<html><body></body></html>"), 4),
        ])
        .advance_watermark_to(15)
        .add_elements([TimestampedValue(page("Late"), 12)])
        .advance_watermark_to_infinity()
    )
    with BeamTestPipeline(runner="BundleBasedDirectRunner", options=options) as p:
        result = p | stream | ExtractMainContent()
        titled = (
            result.documents
            | beam.WindowInto(FixedWindows(10))
            | beam.Map(lambda row, w=beam.DoFn.WindowParam: (int(w.start), row["title"]))
        )
        assert_that(titled, equal_to([(0, "Early"), (0, "Pair"), (10, "Late")]), label="documents by window")
        assert_that(result.failed, equal_to([]), label="no dead letters")


# --- the folder watch --------------------------------------------------------------------------

def land(folder: Path, name: str, title: str) -> Path:
    """A one-page WARC (request + response) written under another name, then renamed into place."""
    partial = folder / f"{name}.part"
    write_warc(partial, [
        http_request_record(f"https://w.test/{title}"),
        http_response_record(f"https://w.test/{title}", html_page(title).encode()),
    ])
    os.rename(partial, folder / name)
    return folder / name


PREFIX = "live"  # the watch's --output is OUT/live: its files are OUT/live.window-..., OUT/live.ledger.json, ...


def watch(incoming: Path, out: Path, *extra: str, stop_after: float = 2.0, stop: threading.Event | None = None):
    return warc_watch.main([
        "--input", str(incoming / "*.warc.gz"), "--output", str(out / PREFIX),
        "--watch_interval_seconds", "0.2", "--window_seconds", "1", "--stop_after_seconds", str(stop_after), *extra,
    ], stop=stop)


def titles(out: Path) -> list[str]:
    return sorted(
        json.loads(line)["title"]
        for path in out.glob(f"{PREFIX}.window-*-of-*.jsonl") if ".errors-" not in path.name
        for line in path.read_text().splitlines()
    )


def window_summaries(out: Path) -> list[dict]:
    return [json.loads(p.read_text()) for p in sorted(out.glob(f"{PREFIX}.window-*.summary.json"))]


def ledger(out: Path) -> dict:
    """The files done, from every ledger part (an earlier version's whole ledger.json too)."""
    files: dict = {}
    for path in sorted(out.glob(f"{PREFIX}.ledger*.json")):
        files.update(json.loads(path.read_text())["files"])
    return files


def end_summary(out: Path) -> dict:
    return json.loads((out / f"{PREFIX}.summary.json").read_text())


@pytest.fixture
def folders(tmp_path):
    """The incoming folder, and the folder of the watch's output prefix (OUT/live)."""
    incoming, out = tmp_path / "incoming", tmp_path / "out"
    incoming.mkdir()
    return incoming, out


def test_files_are_read_once_across_polls_and_across_a_restart(folders):
    incoming, out = folders
    land(incoming, "first.warc.gz", "First")
    first = watch(incoming, out, stop_after=1.5)  # about 8 polls, each matching first.warc.gz again
    assert (first["warc_files"], first["read"], first["emitted"], first["skipped"]) == (1, 2, 1, {"not-response": 1})
    assert list(ledger(out)) == [str(incoming / "first.warc.gz")]

    consumed = out.parent / "consumed"  # a downstream job takes the committed windows away
    consumed.mkdir()
    for path in out.glob(f"{PREFIX}.window-*"):
        path.rename(consumed / path.name)
    land(incoming, "second.warc.gz", "Second")
    second = watch(incoming, out, stop_after=1.5)  # a restart over the same output folder: the ledger says what is done
    assert (second["warc_files"], second["emitted"]) == (1, 1)
    assert titles(out) == ["Second"]
    assert sorted(ledger(out)) == [str(incoming / "first.warc.gz"), str(incoming / "second.warc.gz")]

    third = watch(incoming, out, stop_after=0.5)  # nothing new: no window, an empty balanced summary
    assert (third["warc_files"], third["read"], third["windows"], third["balanced"]) == (0, 0, [], True)
    assert len(window_summaries(out)) == 1 and titles(out) == ["Second"]


def test_a_dropped_file_is_committed_in_its_window_while_the_watch_runs(folders):
    incoming, out = folders
    stop, seen = threading.Event(), {}

    def drop_then_look():
        time.sleep(0.6)
        seen["dropped"] = time.time()
        land(incoming, "dropped.warc.gz", "Dropped")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not stop.is_set():
            summaries = window_summaries(out)
            if summaries:  # committed: the summary is written last, so everything it lists is complete
                seen["summary"], seen["watch_running"] = summaries[0], not finished.is_set()
                seen["titles"] = titles(out)
                seen["outputs_on_disk"] = all(Path(p).is_file() for p in summaries[0]["outputs"])
                break
            time.sleep(0.05)
        stop.set()

    finished = threading.Event()
    looker = threading.Thread(target=drop_then_look)
    looker.start()
    try:
        summary = watch(incoming, out, stop_after=120, stop=stop)  # ends only when the looker says so
    finally:
        finished.set()
        stop.set()
        looker.join()

    window = seen["summary"]
    assert seen["watch_running"], "the window was committed before the watch ended"
    assert seen["titles"] == ["Dropped"] and seen["outputs_on_disk"]
    assert list(window["files"]) == [str(incoming / "dropped.warc.gz")]
    start, end = (time.mktime(time.strptime(window[k][:19], "%Y-%m-%dT%H:%M:%S")) - time.timezone
                  for k in ("window_start", "window_end"))
    assert start <= seen["dropped"] + 0.5 and seen["dropped"] < end, "the file is in the window it was found in"
    assert summary["windows"] == [window["window"]] and summary["emitted"] == 1


@pytest.mark.timing  # asserts a wall-clock bound
def test_end_summary_sums_the_windows_balanced_and_quickly(folders):
    incoming, out = folders
    land(incoming, "a.warc.gz", "Alpha")
    write_warc(incoming / "b.warc.gz", [http_response_record("https://w.test/b", b"<html><body></body></html>")])
    (incoming / "broken.warc.gz").write_bytes(b"not a warc at all")
    stop_after = 1.0
    started = time.monotonic()
    summary = watch(incoming, out, stop_after=stop_after)
    elapsed = time.monotonic() - started

    windows = window_summaries(out)
    assert summary["balanced"] and summary["windows"] == [w["window"] for w in windows]
    for key in ("read", "emitted", "warc_files"):
        assert summary[key] == sum(w[key] for w in windows)
    assert summary["emitted"] == 1 and summary["skipped"]["no-content"] == 1 and sum(summary["failed"].values()) >= 1
    assert summary == {**end_summary(out), "closing_seconds": summary["closing_seconds"]}
    assert summary["closing_seconds"] < 30 and elapsed < stop_after + 45  # one window's run at most, then the sum
    errors = [json.loads(line) for p in out.glob(f"{PREFIX}.window-*.errors-*.jsonl") for line in p.read_text().splitlines()]
    assert [e["warc_file"] for e in errors] == [str(incoming / "broken.warc.gz")]


def test_a_window_cut_off_before_its_summary_is_removed_and_read_again(folders):
    incoming, out = folders
    land(incoming, "a.warc.gz", "Alpha")
    land(incoming, "b.warc.gz", "Beta")
    out.mkdir()
    # a window that crashed after writing documents, before its summary: not committed
    (out / f"{PREFIX}.window-20240101T000000Z-20240101T000100Z-00000-of-00001.jsonl").write_text('{"title": "Alpha"}\n')
    # a committed window whose files did not reach the ledger (stopped between the two writes)
    committed = {"window": "window-20240101T000100Z-20240101T000200Z", "files": {str(incoming / "b.warc.gz"): 1},
                 "counters": {}, "outputs": [], "balanced": True, "read": 0, "emitted": 0, "warc_files": 1}
    (out / f"{PREFIX}.window-20240101T000100Z-20240101T000200Z.summary.json").write_text(json.dumps(committed))

    summary = watch(incoming, out, stop_after=0.5)
    assert not (out / f"{PREFIX}.window-20240101T000000Z-20240101T000100Z-00000-of-00001.jsonl").exists()
    assert summary["warc_files"] == 1 and titles(out) == ["Alpha"]  # b.warc.gz was done already
    assert sorted(ledger(out)) == [str(incoming / "a.warc.gz"), str(incoming / "b.warc.gz")]


def test_sigterm_commits_the_open_window_and_writes_the_summary(folders):
    """How a service manager stops a watch that runs for days: the hour-long window is committed early."""
    incoming, out = folders
    land(incoming, "a.warc.gz", "Alpha")
    process = subprocess.Popen(
        [sys.executable, "-m", "pipelines.warc_watch", "--input", str(incoming / "*.warc.gz"),
         "--output", str(out / PREFIX), "--watch_interval_seconds", "0.2", "--window_seconds", "3600"],
        cwd=Path(__file__).resolve().parents[1], stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True,
    )
    try:
        for line in process.stderr:
            if "new WARC file" in line:
                break
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0
    summary = end_summary(out)
    assert (summary["warc_files"], summary["emitted"], summary["balanced"]) == (1, 1, True)
    assert titles(out) == ["Alpha"] and len(window_summaries(out)) == 1


def test_a_damaged_ledger_stops_the_watch_with_a_clear_message(folders):
    incoming, out = folders
    land(incoming, "a.warc.gz", "Alpha")
    out.mkdir()
    (out / f"{PREFIX}.ledger.json").write_text('{"files": {"/x.warc.gz": ')
    with pytest.raises(SystemExit, match=r"ledger\.json is damaged"):
        watch(incoming, out, stop_after=0.5)
    assert not list(out.glob(f"{PREFIX}.window-*")), "nothing read while the ledger cannot say what is done"


def test_a_restart_in_the_same_window_does_not_overwrite_it(folders):
    incoming, out = folders
    land(incoming, "a.warc.gz", "Alpha")
    settings = warc_watch.parse_settings(["--input", str(incoming / "*.warc.gz"), "--output", str(out / PREFIX)])
    window = warc_watch.Window.at(time.time(), 60)
    first = warc_watch.Watch(settings)
    first.prepare()
    assert first.free_prefix(window) == str(out / f"{PREFIX}.{window.name}")
    (out / f"{PREFIX}.{window.name}.summary.json").write_text("{}")
    assert first.free_prefix(window) == str(out / f"{PREFIX}.{window.name}.2")
    assert warc_watch._window_prefix_of(str(out / f"{PREFIX}.{window.name}.2.errors-00000-of-00001.jsonl")) == str(
        out / f"{PREFIX}.{window.name}.2")


def test_a_failed_window_is_retried_with_the_next_one(folders, monkeypatch):
    incoming, out = folders
    land(incoming, "a.warc.gz", "Alpha")
    land(incoming, "b.warc.gz", "Beta")
    real_run, calls = warc_watch.run_window, []

    def failing_once(window, prefix, *rest):
        calls.append(sorted(window.files))
        if len(calls) == 1:
            Path(prefix + "-00000-of-00001.jsonl").write_text("partial\n")
            (incoming / "b.warc.gz").rename(incoming / "b.warc.gz.moved")  # gone before the retry
            raise OSError("disk full")
        return real_run(window, prefix, *rest)

    monkeypatch.setattr(warc_watch, "run_window", failing_once)
    summary = watch(incoming, out, stop_after=2.5)
    assert calls[0] == calls[1] == [str(incoming / "a.warc.gz"), str(incoming / "b.warc.gz")]
    assert summary["warc_files"] == 2 and titles(out) == ["Alpha"] and len(window_summaries(out)) == 1
    assert summary["failed"] == {"open-error": 1}, "a file found, then gone, is a dead letter, not lost"
    assert not [p for p in out.glob(f"{PREFIX}.window-*") if "partial" in p.read_text()]


def test_a_file_read_whole_and_written_to_while_its_window_read_it_is_named(folders, monkeypatch, caplog):
    """2026-12-06: a WARC that is no per-record gzip (here a whole-file gzip) still being written by a
    writer of whole records is a shorter, valid WARC when its window reads it: no dead letter, and
    its later records never read (it cannot be read from an offset). The window's summary names it
    with its size when found and at the commit, and a warning says so."""
    incoming, out = folders
    path = incoming / "a.warc.gz"
    path.write_bytes(gzip.compress(warc_bytes([http_request_record("https://w.test/Alpha"), http_response_record(
        "https://w.test/Alpha", html_page("Alpha").encode())], gzip=False)))
    found_size = path.stat().st_size
    real_run = warc_watch.run_window

    def writer_goes_on(window, prefix, *rest):
        summary = real_run(window, prefix, *rest)
        with open(path, "ab") as more:  # the writer's next record, after the window's read
            more.write(warc_bytes([http_response_record("https://w.test/Beta", html_page("Beta").encode())]))
        return summary

    monkeypatch.setattr(warc_watch, "run_window", writer_goes_on)
    with caplog.at_level("WARNING", logger="beam_extract"):
        summary = watch(incoming, out, stop_after=1.5)
    assert summary["failed"] == {} and titles(out) == ["Alpha"], "the premise: the cut file reads as a whole one"
    window = window_summaries(out)[0]
    assert window["files_changed_while_read"] == {str(path): {"found": found_size, "now": path.stat().st_size}}
    assert "changed size while the window read them" in caplog.text and str(path) in caplog.text
    assert "file_checks" not in window, "read whole: never read from an offset"


# --- a WARC file still growing: its tail read by later windows ---------------------------------

NAMES = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"]


def growing_warc() -> tuple[bytes, list[int]]:
    """A per-record gzip WARC of one response per name, and where each gzip member ends."""
    return warc_bytes_and_ends([http_response_record(f"https://w.test/{name}", html_page(name).encode())
                                for name in NAMES])


class ManualWatch:
    """A watch driven by hand: each step polls a window (one second of 1970, in turn) and closes it."""

    def __init__(self, incoming: Path, out: Path, pattern: str = "*.warc*", *extra: str):
        self.settings = warc_watch.parse_settings(["--input", str(incoming / pattern), "--output", str(out / PREFIX),
                                                   "--window_process", "same", *extra])
        self.second = 0
        self.restart()

    def restart(self) -> warc_watch.Watch:
        self.watch = warc_watch.Watch(self.settings)
        self.watch.prepare()
        return self.watch

    def window(self, between=None, now: float | None = None) -> warc_watch.Window:
        """Poll a window, run `between` (the writer going on before the window's read), close it
        (at `now`: the time a cut member's wait is measured by; the clock's by default)."""
        window = warc_watch.Window(self.second, self.second + 1)
        self.second += 1
        self.watch.poll(window)
        if between:
            between()
        self.watch.close(window, None, now)
        return window


def append(path: Path, data: bytes) -> None:
    with open(path, "ab") as fh:
        fh.write(data)


def growing_file_first_read(incoming: Path, out: Path) -> tuple[Path, bytes, list[int], ManualWatch]:
    """The growing WARC with its first record (Alpha) written, read by a first window: its path, its
    whole bytes, where each of its gzip members ends, and the watch."""
    data, ends = growing_warc()
    path = incoming / "crawl.warc.gz"
    path.write_bytes(data[:ends[0]])
    manual = ManualWatch(incoming, out)
    manual.window()  # Alpha
    return path, data, ends, manual


def test_a_growing_file_is_read_to_its_end_each_record_once_across_a_restart(folders):
    """2026-12-06: a per-record gzip WARC appended to between polls: each later window reads only the
    bytes appended since ([size read, size now), the records whose gzip member starts there), so every
    record is read once: one the first read found cut at the listed size but whole when read
    (Bravo), one still cut when its window closed (Delta: held back, 2026-12-07, its window reads
    nothing of it and names it in `files_held_back`; the next window's tail starts at its member and
    reads it whole), across a restart whose last ledger part was never written. (Bravo's window reads
    up to its member's end and its ledger entry keeps that end, where the next tail starts: 2026-12-07,
    mend58; before, the listed size inside Bravo, the next tail's look-back finding its end again.)"""
    incoming, out = folders
    path, data, ends, manual = growing_file_first_read(incoming, out)
    append(path, data[ends[0]: ends[1] - 50])  # Bravo, cut
    second = manual.window(between=lambda: append(path, data[ends[1] - 50: ends[2]]))  # listed cut; whole when read
    assert second.files == {str(path): ends[1]}
    third = manual.window()  # the tail from Bravo's end: Charlie only
    assert third.starts == {str(path): ends[1]} and third.files == {str(path): ends[2]}
    # the watch stops after the tail's summary, before its ledger part: the restart takes the summary
    (last_part,) = [p for p in out.glob(f"{PREFIX}.ledger-*.json") if third.name in p.name]
    last_part.unlink()
    manual.restart()
    append(path, data[ends[2]: ends[3] - 50])  # Delta, cut, and still cut when its window closes
    manual.window()
    append(path, data[ends[3] - 50:])  # the rest of Delta, Echo, Foxtrot
    manual.window()
    manual.window()  # nothing new: nothing read
    summaries = window_summaries(out)
    assert titles(out) == sorted(NAMES)
    assert [s["failed"] for s in summaries] == [{}, {}, {}, {}, {}]
    assert sum(s["read"] for s in summaries) == len(NAMES) and all(s["balanced"] for s in summaries)
    assert [s.get("tails", {}).get(str(path)) for s in summaries] == [None, ends[0], ends[1], ends[2], ends[2]]
    assert [[(k, v) for k, v in sorted(s.get("files_held_back", {}).get(str(path), {}).items())
             if k in ("listed", "member_start", "looks")] for s in summaries] == [
        [], [], [], [("listed", ends[3] - 50), ("looks", 1), ("member_start", ends[2])], []]
    assert ledger(out)[str(path)]["size"] == len(data) and not any("files_changed_while_read" in s for s in summaries)
    restarted = manual.restart()
    assert warc_watch.mark_size(restarted.ledger.mark_if_seen(str(path), 0.0)) == len(data)


def test_a_grown_file_is_not_read_again_after_its_windows_parts_merged(folders, monkeypatch):
    """2026-12-06 (a soak with restarts wrote 7 documents twice): once ledger parts merge, a window
    whose one file has a later window's entry (its tail) is named by no entry; the restart took that
    window's summary for one no part records, set the file back to the size the window read, and
    read the tail again. A part records every window its name spans."""
    monkeypatch.setattr(warc_watch, "LEDGER_FAN_IN", 2)
    incoming, out = folders
    path, data, ends, manual = growing_file_first_read(incoming, out)
    append(path, data[ends[0]: ends[1]])
    manual.window()  # Bravo: the tail; the two windows' parts merge into one naming the second window only
    assert len(list(out.glob(f"{PREFIX}.ledger-*.json"))) == 1
    manual.restart()
    manual.window()  # nothing new
    append(path, data[ends[1]: ends[2]])
    manual.window()  # Charlie
    assert titles(out) == ["Alpha", "Bravo", "Charlie"]
    assert sum(s["read"] for s in window_summaries(out)) == 3


def dead_letters(out: Path) -> list[dict]:
    return [json.loads(line) for p in sorted(out.glob(f"{PREFIX}.window-*.errors-*.jsonl"))
            for line in p.read_text().splitlines()]


def outcome_ranges(out: Path) -> list[tuple[int, int]]:
    """The byte ranges (offset, length) of every document and dead letter the windows wrote, in order."""
    rows = [json.loads(line) for path in out.glob(f"{PREFIX}.window-*-of-*.jsonl")
            for line in path.read_text().splitlines()]
    return sorted((row["warc_offset"], row["warc_length"]) for row in rows)


def tiles(ranges: list[tuple[int, int]], size: int) -> bool:
    """Whether the ranges, in order, cover [0, size) each byte once."""
    return [offset for offset, _ in ranges] == [0, *(offset + length for offset, length in ranges[:-1])] \
        and sum(length for _, length in ranges) == size


def test_a_cut_last_member_waits_across_a_restart_then_is_read_as_it_is(folders):
    """2026-12-07: a followed file's last gzip member still cut when its window closes is left for a
    later window (`files_held_back`, its window reading up to its start), measured from the first
    close that found it cut, also across a restart (its ledger entry keeps since when); once cut
    for --cut_record_wait_seconds it is read as it is (a `truncated` dead letter up to the bytes its
    close saw), and when its writer finishes it after all, the next tail names the rest of it (one more
    `truncated` dead letter, 2026-12-07, mend58: before, its last 50 bytes were in no outcome) and reads
    on: every byte named once, never read twice."""
    incoming, out = folders
    data, ends = growing_warc()
    path = incoming / "crawl.warc.gz"
    path.write_bytes(data[:ends[0]])
    manual = ManualWatch(incoming, out, "*.warc*", "--cut_record_wait_seconds", "100")
    manual.window(now=990.0)  # Alpha
    append(path, data[ends[0]: ends[1] - 50])  # Bravo, cut: its writer stalls
    manual.window(now=1000.0)  # held since 1000
    assert manual.restart().ledger.held == {str(path): (ends[0], 1000.0, 1)}
    parts = sorted(out.glob(f"{PREFIX}.ledger*.json"))
    manual.window(now=1050.0)  # still held, since 1000: a window that only waits writes nothing (2026-12-07)
    assert manual.watch.ledger.held == {str(path): (ends[0], 1000.0, 2)}
    assert sorted(out.glob(f"{PREFIX}.ledger*.json")) == parts and len(window_summaries(out)) == 2
    manual.window(now=1100.0)  # cut for 100 s: read as it is
    append(path, data[ends[1] - 50: ends[2]])  # the rest of Bravo after all, and Charlie
    manual.window(now=1110.0)
    summaries = window_summaries(out)
    assert titles(out) == ["Alpha", "Charlie"]
    assert [s["failed"] for s in summaries] == [{}, {}, {"truncated": 1}, {"truncated": 1}]
    assert [s.get("files_held_back", {}).get(str(path), {}).get("since") for s in summaries] == [
        None, 1000.0, None, None]
    assert [s["files"][str(path)] for s in summaries] == [ends[0], ends[0], ends[1] - 50, ends[2]]
    assert [s.get("files_read_to", {}).get(str(path)) for s in summaries] == [None, None, ends[1] - 50, None]
    assert [(d["warc_offset"], d["warc_length"], d["reason"]) for d in dead_letters(out)] == [
        (ends[0], ends[1] - 50 - ends[0], "truncated"), (ends[1] - 50, 50, "truncated")]
    assert tiles(outcome_ranges(out), ends[2])
    assert sum(s["read"] for s in summaries) == 4 and all(s["balanced"] for s in summaries)
    assert manual.watch.ledger.held == {} and "held_since" not in ledger(out)[str(path)]


def test_a_new_file_whose_first_record_is_cut_waits_for_it(folders):
    """2026-12-07: a gzip file found with its first member still cut (per record, or a whole-file gzip
    being written) is held at its start: its window reads nothing of it; once the member is whole, the
    next window reads the file from its start as it is then (a per-record file as ranges, followed
    on; a whole-file gzip whole), each record once, no dead letter (before: its first record was a
    `truncated` dead letter, and a whole-file gzip's later records never read)."""
    incoming, out = folders
    data, ends = growing_warc()
    per_record, whole = incoming / "crawl.warc.gz", incoming / "whole.warc.gz"
    per_record.write_bytes(data[:ends[0] - 50])
    whole_data = gzip.compress(warc_bytes([http_response_record(f"https://p.test/{name}", html_page(name).encode())
                                           for name in ("Golf", "Hotel")], gzip=False))
    whole.write_bytes(whole_data[:len(whole_data) // 2])
    manual = ManualWatch(incoming, out)
    first = manual.window()
    assert first.files == {str(per_record): 0, str(whole): 0}
    assert {path: entry["member_start"] for path, entry in first.held.items()} == {str(per_record): 0, str(whole): 0}
    append(per_record, data[ends[0] - 50: ends[1]])
    append(whole, whole_data[len(whole_data) // 2:])
    second = manual.window()
    append(per_record, data[ends[1]: ends[2]])
    manual.window()
    summaries = window_summaries(out)
    assert titles(out) == ["Alpha", "Bravo", "Charlie", "Golf", "Hotel"]
    assert [s["failed"] for s in summaries] == [{}, {}, {}] and all(s["balanced"] for s in summaries)
    assert second.checks[str(whole)] is None and second.checks[str(per_record)] is not None
    assert ledger(out)[str(per_record)]["size"] == ends[2]


@pytest.mark.parametrize("window_process", ["same", "child"])
def test_a_tail_rewritten_before_its_read_is_named_never_read_at_the_offset(folders, monkeypatch, caplog,
                                                                              window_process):
    """2026-12-07: a followed file rewritten with other bytes after the poll that found it grown is
    not read at its offset: when its window closes (checked again then) or while the window's
    pipeline runs (each part of the tail checks the bytes before its start where it reads them: a
    `rewritten` dead letter for the range), it is named in `files_changed_after_read` ("rewritten")
    and not followed again. (The parts' report of it reaches the watch from a window run in a child
    process too, 2026-12-07, mend59.)"""
    incoming, out = folders
    data, ends = growing_warc()
    at_close, in_read = incoming / "a.warc.gz", incoming / "b.warc.gz"
    for path in (at_close, in_read):
        path.write_bytes(data[:ends[0]])
    other = warc_bytes([http_response_record(f"https://o.test/{name}", html_page(f"Other {name}").encode())
                        for name in NAMES])
    manual = ManualWatch(incoming, out, "*.warc*", "--window_process", window_process)
    manual.window()  # Alpha, twice
    runner = "run_window_in_child" if window_process == "child" else "run_window"
    real_run = getattr(warc_watch, runner)

    def rewritten_as_the_window_runs(window, prefix, *rest):
        in_read.write_bytes(other)
        return real_run(window, prefix, *rest)

    monkeypatch.setattr(warc_watch, runner, rewritten_as_the_window_runs)
    for path in (at_close, in_read):
        append(path, data[ends[0]: ends[2]])
    with caplog.at_level("WARNING", logger="beam_extract"):
        manual.window(between=lambda: at_close.write_bytes(other))
    monkeypatch.setattr(warc_watch, runner, real_run)
    manual.window()  # nothing new
    summaries = window_summaries(out)
    assert titles(out) == ["Alpha", "Alpha"]
    assert summaries[1]["files_changed_after_read"] == {
        str(at_close): {"read": ends[0], "now": len(other), "change": "rewritten"},
        str(in_read): {"read": ends[0], "now": len(other), "change": "rewritten"}}
    assert [(d["warc_file"], d["reason"], d["warc_offset"]) for d in dead_letters(out)] == [
        (str(in_read), "rewritten", ends[0])]
    assert summaries[1]["failed"] == {"rewritten": 1} and all(s["balanced"] for s in summaries)
    assert len(summaries) == 2 and "was rewritten" in caplog.text
    assert all("check" not in ledger(out)[str(path)] for path in (at_close, in_read))


def planned_check(path, start: int, size: int, deep: bool = False) -> int | None:
    """The check a window's close plans for `path` read from `start` up to `size` (`plan_read`, no hold):
    not None when it reads the file as byte ranges that a later window follows; `deep`: a file written
    within the wait, whose first member is probed up to 64 MiB."""
    return warc_watch.plan_read(str(path), start, size, None, None, time.time(), 1e9 if deep else 0.0).check


def planned_cut(path, start: int, size: int) -> int | None:
    """Where the member a window's close holds back begins (`plan_read`'s `held`), None when it holds none."""
    plan = warc_watch.plan_read(str(path), start, size, None, None, time.time(), 1e9)
    return plan.held["member_start"] if plan.held is not None else None


def test_the_close_finds_the_member_a_writer_is_still_writing(tmp_path):
    """2026-12-07: the close's plan (`plan_read`) holds the gzip member starting in [start, size) that is
    cut at the file's end (also when only its magic's first bytes are written), none when the member over
    `size` is whole or starts before `start` (mend57: these cases asked `cut_member_start`, a wrapper only
    the tests called, now gone)."""
    data, ends = growing_warc()
    path = tmp_path / "w.warc.gz"

    def cut_start(content: bytes, start: int, size: int) -> int | None:
        path.write_bytes(content)
        return planned_cut(path, start, size)

    assert cut_start(data, 0, ends[2] - 50) is None  # whole now
    assert cut_start(data[:ends[2] - 50], 0, ends[2] - 50) == ends[1]
    assert cut_start(data[:ends[2] - 50], ends[1], ends[1] + 10) == ends[1]
    assert cut_start(data[:ends[2] - 50], ends[1] + 1, ends[2] - 50) is None  # read by an earlier range
    assert cut_start(data[:ends[2] - 50], 0, ends[1]) is None  # it starts at `size`: the next tail's
    assert cut_start(data[:ends[0] - 50], 0, ends[0] - 50) == 0
    assert [cut_start(data[:ends[1] + n], 0, ends[1] + n) for n in (1, 2, 12)] == [ends[1]] * 3


def test_a_file_that_shrank_or_was_rewritten_is_named_never_read_at_an_offset(folders, caplog):
    """2026-12-06: a file done whose bytes before the size read are no longer the ones read (rewritten
    under its path, even larger), or that is shorter, is named in the window's summary
    (`files_changed_after_read`) and a warning, once, and nothing of it is read again. (A plain WARC
    that grew was named too, "grew, read whole", its later records never read; since 2026-12-07,
    reader55, it is followed: its new record is read.)"""
    incoming, out = folders
    data, ends = growing_warc()
    rewritten, plain = incoming / "rewritten.warc.gz", incoming / "plain.warc"
    rewritten.write_bytes(data[:ends[1]])
    plain_records = [http_response_record(f"https://p.test/{name}", html_page(name).encode()) for name in ("Plain", "More")]
    plain.write_bytes(warc_bytes(plain_records[:1], gzip=False))
    manual = ManualWatch(incoming, out)
    manual.window()
    other = warc_bytes([http_response_record(f"https://o.test/{name}", html_page(f"Other {name}").encode())
                        for name in NAMES])
    rewritten.write_bytes(other)  # another crawl's file under the same path, larger
    append(plain, warc_bytes(plain_records[1:], gzip=False))
    with caplog.at_level("WARNING", logger="beam_extract"):
        second = manual.window()
        manual.window()  # named once
        rewritten.write_bytes(other[:100])  # then shorter
        manual.window()
    assert second.files == {str(plain): plain.stat().st_size} and titles(out) == ["Alpha", "Bravo", "More", "Plain"]
    assert second.starts == {str(plain): plain.stat().st_size - len(warc_bytes(plain_records[1:], gzip=False))}
    changes = [s.get("files_changed_after_read", {}) for s in window_summaries(out)]
    assert changes == [
        {},
        {str(rewritten): {"read": ends[1], "now": len(other), "change": "rewritten"}},
        {str(rewritten): {"read": len(other), "now": 100, "change": "shrank"}},
    ]
    assert "rewritten" in caplog.text and str(rewritten) in caplog.text
    assert ledger(out)[str(rewritten)] == {"window": "window-19700101T000003Z-19700101T000004Z", "size": 100}


def test_a_window_whose_job_does_not_end_done_is_retried_not_committed(folders, monkeypatch):
    """A window's job cancelled (e.g. on Dataflow) may have balanced counters and missing documents."""
    from apache_beam.runners.runner import PipelineState

    incoming, out = folders
    land(incoming, "a.warc.gz", "Alpha")
    real_run, ends = beam.Pipeline.run, [PipelineState.CANCELLED, PipelineState.DONE]

    class Ended:
        def __init__(self, result):
            self._result, self._state = result, ends.pop(0)

        def wait_until_finish(self, duration=None):
            self._result.wait_until_finish()
            return self._state

        def metrics(self):
            return self._result.metrics()

    monkeypatch.setattr(beam.Pipeline, "run", lambda self, *a, **k: Ended(real_run(self, *a, **k)))
    summary = watch(incoming, out, stop_after=2.5)
    assert not ends, "the cancelled window's files were not run again"
    assert len(window_summaries(out)) == 1 and summary["read"] == 2 and titles(out) == ["Alpha"]


def test_a_file_gone_before_its_window_runs_is_a_dead_letter(tmp_path):
    settings = warc_watch.parse_settings(["--input", "x", "--output", str(tmp_path / PREFIX)])
    window = warc_watch.Window(0, 60, {str(tmp_path / "vanished.warc.gz"): 10})
    summary = warc_watch.run_window(window, str(tmp_path / f"{PREFIX}.{window.name}"), settings)
    assert (summary["read"], summary["failed"], summary["balanced"]) == (1, {"open-error": 1}, True)


@pytest.mark.parametrize("pattern", ["*.warc.gz", "?*.warc.gz"])  # one folder's listing; the walk of a glob
def test_a_broken_symlink_and_a_folder_the_glob_matches_are_named_once(folders, pattern):
    """The listing dropped both without a word, on every poll (2026-12-03): now the broken symlink is
    an open-error dead letter, the folder a `directory` skip, each once."""
    incoming, out = folders
    land(incoming, "a.warc.gz", "Alpha")
    (incoming / "broken.warc.gz").symlink_to(incoming / "nowhere.warc.gz")
    (incoming / "folder.warc.gz").mkdir()
    summary = warc_watch.main([
        "--input", str(incoming / pattern), "--output", str(out / PREFIX),
        "--watch_interval_seconds", "0.2", "--window_seconds", "1", "--stop_after_seconds", "2",
    ])
    assert titles(out) == ["Alpha"] and summary["balanced"]
    assert (summary["read"], summary["skipped"], summary["failed"]) == (4, {"directory": 1, "not-response": 1},
                                                                       {"open-error": 1})
    assert set(ledger(out)) == {str(incoming / name) for name in ("a.warc.gz", "broken.warc.gz", "folder.warc.gz")}


def test_unbalanced_counts_fail_loudly_after_writing_the_summary(folders, monkeypatch):
    incoming, out = folders
    land(incoming, "a.warc.gz", "Alpha")
    monkeypatch.setattr(warc_extract, "counter_values", lambda _result: {"read": 2, "emitted": 1, "warc_files": 1})
    with pytest.raises(AccountingError):
        watch(incoming, out, stop_after=0.5)
    assert end_summary(out)["balanced"] is False


def test_flags_take_every_spelling_and_other_options_go_to_beam():
    settings = warc_watch.parse_settings([
        "--input", "in/*.warc.gz", "--output", "out/docs", "--watch_interval_seconds", "5", "--window_seconds", "30",
        "--stop_after_seconds", "9", "--timeout_seconds", "3", "--max_bytes", "1000", "--no_markdown",
        "--progress_every", "7", "--runner", "PortableRunner", "--max_num_workers", "4",
    ])
    assert (settings.watch_interval_seconds, settings.window_seconds, settings.stop_after_seconds) == (5, 30, 9)
    assert (settings.timeout_seconds, settings.extract.max_bytes, settings.extract.markdown) == (3, 1000, False)
    assert (settings.progress_every, settings.format, settings.inputs) == (7, "jsonl", ("in/*.warc.gz",))
    assert settings.argv[-4:] == ("--runner", "PortableRunner", "--max_num_workers", "4")
    old = warc_watch.parse_settings(["--input", "i", "--output", "o/p", "--watch-interval", "5", "--watch_interval", "6",
                                     "--window-seconds", "30", "--timeout_s", "2", "--timeout-s", "4",
                                     "--stop-after-seconds", "8", "--max-bytes", "10", "--window-process", "child"])
    assert (old.watch_interval_seconds, old.window_seconds, old.timeout_seconds, old.stop_after_seconds) == (6, 30, 4, 8)
    assert (old.extract.max_bytes, old.window_process) == (10, "child")


@pytest.mark.parametrize("argv, message", [
    (["--output", "o/p"], "--input is required"),
    (["--input", "i"], "--output is required"),
    (["--input", "i", "--output", "o/"], "is a folder; give a file prefix"),
    (["--input", "i", "--output", "o/p", "--window_seconds", "0.5"], "--window_seconds must be at least 1"),
    (["--input", "i", "--output", "o/p", "--watch_interval_seconds", "0"], "--watch_interval_seconds must be positive"),
    (["--input", "i", "--output", "o/p", "--num_shards", "2"], "unknown argument(s): --num_shards 2"),  # batch only
    (["--input", "i", "--output", "o/p", "--fromat", "text"], "unknown argument(s): --fromat text"),
    (["--input", "https://a.test/x.warc.gz", "--output", "o/p"], "must be globs on a filesystem"),
])
def test_usage_errors_are_one_line_and_exit_2(argv, message, capsys):
    assert warc_watch.command(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0], err


def test_the_batch_rejects_the_watchs_flags(capsys):
    from beam_extract.pipelines import warc_extract

    assert warc_extract.main(["--input", "a", "--output", "o/docs", "--window_seconds", "5"]) == 2
    assert "unknown argument(s): --window_seconds 5" in capsys.readouterr().err


def test_an_output_folder_of_an_earlier_watch_is_refused_with_the_way_on(folders, capsys):
    incoming, out = folders
    land(incoming, "a.warc.gz", "Alpha")
    out.mkdir()
    (out / "ledger.json").write_text(json.dumps({"files": {str(incoming / "a.warc.gz"): {
        "window": "w", "size": (incoming / "a.warc.gz").stat().st_size}}}))
    argv = ["--input", str(incoming / "*.warc.gz"), "--output", str(out), "--stop_after_seconds", "0.5"]
    assert warc_watch.command(argv) == 2
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert "earlier version" in line and f"--output {out / 'watch'}" in line
    assert sorted(p.name for p in out.iterdir()) == ["ledger.json"] and not list(out.parent.glob("out.*"))
    (out / "ledger.json").rename(out / "watch.ledger.json")  # the way on the message gives: nothing read again
    summary = warc_watch.main([*argv[:3], str(out / "watch"), *argv[4:]])
    assert (summary["warc_files"], summary["windows"]) == (0, [])


def test_a_relative_setup_file_reaches_each_windows_pipeline_as_an_absolute_path(tmp_path, monkeypatch):
    from apache_beam.options.pipeline_options import SetupOptions

    monkeypatch.chdir(Path(__file__).resolve().parents[1])
    settings = warc_watch.parse_settings(["--input", "i", "--output", str(tmp_path / PREFIX),
                                          "--setup_file", "pyproject.toml"])
    setup_file = warc_watch.window_options(settings).view_as(SetupOptions).setup_file
    assert Path(setup_file).is_absolute() and Path(setup_file).name == "pyproject.toml"


def test_every_input_glob_is_polled(folders, tmp_path):
    incoming, out = folders
    other = tmp_path / "other"
    other.mkdir()
    land(incoming, "a.warc.gz", "Alpha")
    land(other, "b.warc", "Beta")
    settings = warc_watch.parse_settings(
        ["--input", str(incoming / "*.warc.gz"), str(other / "*.warc"), "--output", str(out / PREFIX)])
    window = warc_watch.Window.at(time.time(), 60)
    warc_watch.Watch(settings).poll(window)
    assert sorted(window.files) == [str(incoming / "a.warc.gz"), str(other / "b.warc")]


def test_windows_run_in_a_child_process_when_a_runner_is_named(folders):
    def child(*argv):
        return warc_watch.runs_in_child(warc_watch.parse_settings(["--input", "i", "--output", "o/p", *argv]))

    assert not child() and child("--runner", "PortableRunner") and child("--runner=FlinkRunner")
    assert child("--window_process", "child") and not child("--runner", "PortableRunner", "--window_process", "same")
    incoming, out = folders
    land(incoming, "a.warc.gz", "Alpha")
    summary = watch(incoming, out, "--window_process", "child", stop_after=0.5)
    assert (summary["warc_files"], summary["emitted"], summary["balanced"]) == (1, 1, True)
    assert titles(out) == ["Alpha"] and len(window_summaries(out)) == 1


def test_counters_are_read_after_thousands_of_bundles():
    """Beam's FnApiRunner nests one generator per bundle in a stage's metrics: reading them must not
    hit Python's recursion limit (a streaming run of a few seconds passes a thousand bundles)."""
    from types import SimpleNamespace

    from beam_extract.pipelines.warc_extract import counter_values

    def merged(bundles: int):
        chain = iter([SimpleNamespace(key=SimpleNamespace(metric=SimpleNamespace(name="read")),
                                      committed=None, attempted=1)])
        for _ in range(bundles):  # what consolidate_monitoring_infos builds, one level per bundle
            chain = (item for item in chain)
        return list(chain)

    class Metrics:
        def query(self, _filter):
            return {"counters": merged(20_000)}

    result = SimpleNamespace(metrics=Metrics)
    assert counter_values(result) == {"read": 1}
    assert sys.getrecursionlimit() < 20_000  # put back afterwards


# --- the PortableRunner (slow: through Beam's local job service, conftest.py's job_endpoint) -------

def test_slow_the_watch_runs_through_the_portable_runner(folders, job_endpoint):
    incoming, out = folders
    land(incoming, "a.warc.gz", "Alpha")
    write_warc(incoming / "b.warc.gz", [http_response_record("https://w.test/b", b"<html><body></body></html>")])
    summary = watch(incoming, out, "--runner", "PortableRunner", "--job_endpoint", job_endpoint,
                    "--environment_type", "LOOPBACK", stop_after=1.5)
    assert (summary["warc_files"], summary["read"], summary["emitted"], summary["balanced"]) == (2, 3, 1, True)
    assert summary["skipped"] == {"no-content": 1, "not-response": 1}
    assert titles(out) == ["Alpha"] and len(window_summaries(out)) == 1


def test_a_cut_record_waits_three_windows_unless_told_otherwise(capsys):
    """2026-12-07: --cut_record_wait_seconds defaults to three windows; 0 reads a cut record as it is."""
    base = ["--input", "in/*.warc.gz", "--output", "out/live", "--window_seconds", "20"]
    assert warc_watch.parse_settings(base).cut_record_wait_seconds == 60.0
    assert warc_watch.parse_settings([*base, "--cut_record_wait_seconds", "0"]).cut_record_wait_seconds == 0.0
    assert warc_watch.command([*base, "--cut_record_wait_seconds", "-1"]) == 2
    assert "--cut_record_wait_seconds must be 0 or more" in capsys.readouterr().err


def test_a_file_is_followed_as_it_grows_only_when_it_can_be_read_from_an_offset(tmp_path):
    """2026-12-06: the close's plan (`plan_read`; `follow_check` until 2026-12-07, mend57) gives a
    check (the window reads byte ranges, and a later one the tail) for a per-record gzip WARC, also
    one whose first record is still cut, (2026-12-07, reader55) a plain WARC and (mend57) an empty file,
    one its writer has just created; None (read whole, never from an offset) for a whole-file gzip."""
    data, ends = growing_warc()
    plain = warc_bytes([http_response_record(f"https://w.test/{name}", html_page(name).encode()) for name in NAMES],
                       gzip=False)
    files = {"per-record": data, "first-record-cut": data[:ends[0] - 50], "plain": plain,
             "whole-file-gzip": gzip.compress(plain), "empty": b""}
    followed = {}
    for name, content in files.items():
        (tmp_path / name).write_bytes(content)
        followed[name] = planned_check(tmp_path / name, 0, len(content)) is not None
    assert followed == {"per-record": True, "first-record-cut": True, "plain": True, "whole-file-gzip": False,
                        "empty": True}
    assert planned_check(tmp_path / "per-record", 0, ends[1]) == zlib.crc32(data[max(0, ends[1] - 4096):ends[1]])
    # a size inside a whole member: the read, its check and the ledger go to the member's end, where the
    # next tail starts (2026-12-07, mend58; before, the check of the bytes before that size, the tail inside it)
    inside = (ends[1] + ends[2]) // 2
    plan = warc_watch.plan_read(str(tmp_path / "per-record"), 0, inside, None, None, time.time(), 0.0)
    assert (plan.size, plan.check) == (ends[2], zlib.crc32(data[max(0, ends[2] - 4096):ends[2]]))
    mark = warc_watch.file_mark(len(data), zlib.crc32(data[-4096:]))
    assert (warc_watch.mark_size(mark), warc_watch.mark_check(mark)) == (len(data), zlib.crc32(data[-4096:]))
    assert warc_watch.mark_check(warc_watch.file_mark(5, None)) is None


# --- the fifty-third round (2026-12-07): looks, uploads, two watches, a ledger cut by a kill ------

def test_a_cut_member_gets_its_looks_when_a_window_runs_longer_than_the_wait(folders):
    """2026-12-07: the wait for a cut member was wall-clock only, so a close that came late (a window
    whose pipeline ran longer than the wait) read it as it was after one more look: `truncated`, the
    record lost though its writer finished it seconds later. It now also needs a close per window of
    the wait plus the first (here 100 s of 60-s windows: 3 looks)."""
    incoming, out = folders
    data, ends = growing_warc()
    path = incoming / "crawl.warc.gz"
    path.write_bytes(data[:ends[0]])
    manual = ManualWatch(incoming, out, "*.warc*", "--cut_record_wait_seconds", "100")
    assert warc_watch.cut_record_looks(manual.settings) == 3
    manual.window(now=990.0)  # Alpha
    append(path, data[ends[0]: ends[1] - 50])  # Bravo, cut
    manual.window(now=1000.0)  # held: the first look
    manual.window(now=1200.0)  # 200 s later (a long run before this close): held, the second look
    append(path, data[ends[1] - 50: ends[2]])  # the rest of Bravo, and Charlie
    manual.window(now=1210.0)
    summaries = window_summaries(out)
    assert titles(out) == ["Alpha", "Bravo", "Charlie"] and dead_letters(out) == []
    # the second look's window only waited: counted in memory, nothing written (2026-12-07, watch53b)
    assert [s.get("files_held_back", {}).get(str(path), {}).get("looks") for s in summaries] == [None, 1, None]
    assert sum(s["read"] for s in summaries) == 3 and all(s["balanced"] for s in summaries)
    assert "held_since" not in ledger(out)[str(path)] and manual.watch.ledger.held == {}


def test_files_being_uploaded_are_passed_over_until_renamed_into_place(folders):
    """2026-12-07: uploaders write `x.tmp` / `x.part` or a dot-name and rename the file when whole; a
    broad glob (`*`) matched those names too, so the file was read while written and again under its
    final name. Such names are passed over unless the pattern asks for them."""
    incoming, out = folders
    (incoming / "a.warc.gz.tmp").write_bytes(warc_bytes([http_response_record(
        "https://u.test/Alpha", html_page("Alpha").encode())]))
    (incoming / ".b.warc.gz.Xy12Zq").write_bytes(warc_bytes([http_response_record(
        "https://u.test/Beta", html_page("Beta").encode())]))
    manual = ManualWatch(incoming, out, "*")
    assert manual.window().files == {}
    (incoming / "a.warc.gz.tmp").rename(incoming / "a.warc.gz")
    (incoming / ".b.warc.gz.Xy12Zq").rename(incoming / "b.warc.gz")
    manual.window()
    manual.window()
    assert titles(out) == ["Alpha", "Beta"] and sum(s["read"] for s in window_summaries(out)) == 2
    assert warc_watch.being_uploaded("in/x.warc.gz.PART", "in/*")
    assert not warc_watch.being_uploaded("in/x.warc.gz.tmp", "in/*.tmp")
    assert not warc_watch.being_uploaded("in/.x.warc.gz", "in/.*")
    assert not warc_watch.being_uploaded("in/x.warc.gz", "in/*")


def test_a_second_watch_over_the_same_prefix_stops_at_its_start(folders, capsys):
    """2026-12-07: two watches over one --output read each new file twice (each before the other
    recorded it) and merged the same ledger parts under each other. A local prefix's `PREFIX.lock` is
    held for the watch's run: a second watch exits with status 2, naming the holder; the lock goes
    with its holder (closed, or its process killed), and the next watch runs."""
    incoming, out = folders
    land(incoming, "a.warc.gz", "Alpha")
    out.mkdir()
    holder = warc_watch.PrefixLock(str(out / PREFIX))
    holder.acquire()
    argv = ["--input", str(incoming / "*.warc.gz"), "--output", str(out / PREFIX), "--window_seconds", "1",
            "--watch_interval_seconds", "0.2", "--stop_after_seconds", "1.5"]
    assert warc_watch.command(argv) == 2
    assert f"another watch is running over --output {out / PREFIX} (pid {os.getpid()}" in capsys.readouterr().err
    assert not list(out.glob(f"{PREFIX}.window-*")), "nothing read by the second watch"
    holder.release()
    assert warc_watch.command(argv) == 0 and titles(out) == ["Alpha"]


def test_a_ledger_part_left_half_renamed_by_a_kill_is_taken_back(folders):
    """2026-12-07: a ledger part is written as `PART.partial`, then renamed over `PART`; where the
    rename cannot replace (an object store, and locally before this round) `PART` was deleted first,
    so a SIGKILL between the two left only `PART.partial` and the restart read that part's files
    again. A whole `.partial` without its part is taken back; a torn one beside its part is removed."""
    incoming, out = folders
    land(incoming, "a.warc.gz", "Alpha")
    manual = ManualWatch(incoming, out)
    manual.window()
    (part,) = out.glob(f"{PREFIX}.ledger-window-*.json")
    part.rename(str(part) + ".partial")  # what a kill between the delete and the rename leaves
    torn = out / f"{PREFIX}.ledger-window-19700101T000009Z-19700101T000010Z.json"
    torn.write_text('{"files": {}}\n')
    Path(str(torn) + ".partial").write_text('{"files": {"/x.warc.gz": {"wi')  # cut while written
    manual.restart()
    manual.window()
    assert titles(out) == ["Alpha"] and len(window_summaries(out)) == 1
    assert part.exists() and not list(out.glob("*.partial"))
    assert str(incoming / "a.warc.gz") in ledger(out)


def test_a_record_longer_than_the_look_back_written_slowly_comes_out_whole(folders):
    """2026-12-07: a gzip member begun more than the look-back's widest walk (17 MiB) before the
    listed size was not seen cut, and a file's first member cut past 1 MiB was not either: both
    were read as they were (`truncated`), the first file never followed after. Here a record of
    about 25 MB compressed is written over three windows, in a file after a small record (its tail)
    and at the start of a new file: each is held until whole, then read once, no dead letter, and
    the new file is followed on (its next record read as a tail)."""
    incoming, out = folders
    big_payload = random.Random(20261207).randbytes(24 << 20)

    def records(*names: str) -> list:
        return [http_response_record(f"https://w.test/{name}", big_payload, content_type="application/octet-stream")
                if name == "Big" else http_response_record(f"https://w.test/{name}", html_page(name).encode())
                for name in names]

    tail_data, tail_ends = warc_bytes_and_ends(records("Alpha", "Big", "Charlie"))
    head_data, head_ends = warc_bytes_and_ends(records("Big", "Charlie", "Delta"))
    assert head_ends[0] > 24_000_000 > 19_000_000 > 16 * split_reads.LOOKBACK_WINDOWS[0]
    tail, head = incoming / "tail.warc.gz", incoming / "head.warc.gz"
    tail.write_bytes(tail_data[:tail_ends[0]])
    head.write_bytes(head_data[:19_000_000])
    manual = ManualWatch(incoming, out, "*.warc*", "--max_bytes", "40000000")
    first = manual.window(now=990.0)
    append(tail, tail_data[tail_ends[0]: tail_ends[0] + 19_000_000])
    append(head, head_data[19_000_000: 22_000_000])
    second = manual.window(now=1000.0)
    append(tail, tail_data[tail_ends[0] + 19_000_000: tail_ends[0] + 22_000_000])
    append(head, head_data[22_000_000: head_ends[1]])
    third = manual.window(now=1050.0)
    append(tail, tail_data[tail_ends[0] + 22_000_000:])
    append(head, head_data[head_ends[1]:])
    manual.window(now=1060.0)
    held = [{name: w.held[str(path)]["member_start"] for name, path in (("tail", tail), ("head", head))
             if str(path) in w.held} for w in (first, second, third)]
    assert held == [{"head": 0}, {"tail": tail_ends[0], "head": 0}, {"tail": tail_ends[0]}]
    summaries = window_summaries(out)
    assert dead_letters(out) == [] and [s["failed"] for s in summaries] == [{}] * 4
    assert titles(out) == ["Alpha", "Charlie", "Charlie", "Delta"]
    assert sum(s["read"] for s in summaries) == 6 and all(s["balanced"] for s in summaries)
    assert third.checks[str(head)] is not None, "a file whose large first record is whole is followed on"
    assert ledger(out)[str(tail)]["size"] == len(tail_data) and ledger(out)[str(head)]["size"] == len(head_data)


# --- the fifty-third round's second wave (2026-12-07, watch53b) --------------------------------

def test_a_per_record_file_whose_only_record_is_large_is_followed(folders):
    """2026-12-07: a per-record gzip WARC whose only record so far is a member of more than 1 MiB
    looked like a whole-file gzip (one member, nothing after it): it was read whole, and its later
    records were named "grew, read whole" and never read. A lone member holding one record is now
    read as a range and the file followed; a whole-file gzip (one member, several records) is still
    read whole."""
    incoming, out = folders
    big = random.Random(53).randbytes(2 << 20)
    records = [http_response_record("https://w.test/Big", big, content_type="application/octet-stream"),
               http_response_record("https://w.test/Alpha", html_page("Alpha").encode())]
    data, ends = warc_bytes_and_ends(records)
    assert ends[0] > 2 << 20
    path = incoming / "crawl.warc.gz"
    path.write_bytes(data[:ends[0]])
    whole = incoming / "whole.warc.gz"
    whole.write_bytes(gzip.compress(warc_bytes(records, gzip=False)))
    for deep in (False, True):
        assert planned_check(path, 0, ends[0], deep) is not None
        assert planned_check(whole, 0, whole.stat().st_size, deep) is None
    whole.unlink()
    manual = ManualWatch(incoming, out)
    first = manual.window()
    assert first.checks[str(path)] is not None
    append(path, data[ends[0]:])
    manual.window()
    summaries = window_summaries(out)
    assert titles(out) == ["Alpha"] and sum(s["read"] for s in summaries) == 2
    assert not any("files_changed_after_read" in s for s in summaries) and dead_letters(out) == []
    assert ledger(out)[str(path)]["size"] == len(data)


def test_a_symlink_and_the_file_it_points_to_are_read_once(folders, tmp_path, monkeypatch):
    """2026-12-07: the path was the identity, so a folder holding a WARC and a link to it (relative
    or absolute), or two links to one file elsewhere, read the file once per name. A link now
    stands for its target, also across a restart and when the target grows; a broken link is still
    named under its own name."""
    incoming, out = folders
    monkeypatch.chdir(tmp_path)
    land(incoming, "real.warc.gz", "Alpha")
    (incoming / "link.warc.gz").symlink_to("real.warc.gz")
    (incoming / "absolute.warc.gz").symlink_to(incoming / "real.warc.gz")
    store = tmp_path / "store"
    store.mkdir()
    data, ends = growing_warc()
    (store / "crawl.warc.gz").write_bytes(data[:ends[0]])
    (incoming / "a.warc.gz").symlink_to("../store/crawl.warc.gz")
    (incoming / "b.warc.gz").symlink_to("a.warc.gz")  # a chain
    (incoming / "broken.warc.gz").symlink_to("nowhere.warc.gz")
    manual = ManualWatch(Path("incoming"), Path("out"))
    first = manual.window()
    assert sorted(first.files) == ["incoming/broken.warc.gz", "incoming/real.warc.gz", "store/crawl.warc.gz"]
    manual.restart()
    append(store / "crawl.warc.gz", data[ends[0]: ends[1]])
    second = manual.window()
    assert second.starts == {"store/crawl.warc.gz": ends[0]}
    manual.window()
    summaries = window_summaries(out)
    assert titles(out) == ["Alpha", "Alpha", "Bravo"]  # real.warc.gz's page, crawl.warc.gz's Alpha and Bravo
    assert sum(s["read"] for s in summaries) == 4 + 1  # real's request and response, the two records, broken's
    assert warc_watch.link_target("incoming/link.warc.gz") == "incoming/real.warc.gz"
    assert warc_watch.link_target("incoming/real.warc.gz") is None
    assert warc_watch.link_target("incoming/broken.warc.gz") is None


@pytest.mark.parametrize("lead", [b"", b"\xef\xbb\xbf\r\n"])
def test_a_warc_zst_is_followed_as_it_grows_each_record_once_across_a_restart(folders, lead):
    """2026-12-07: a .warc.zst (one zstd frame a record, its dictionary first) was read whole the
    first time a window saw it: a frame its writer had half written was a `truncated` dead letter
    and every record appended later was named "grew, read whole", never read. It is now followed
    as a per-record .warc.gz is: each window reads the frames appended since, a cut frame waits
    for its writer, a restart goes on from the ledger. With a lead before its dictionary (a byte
    order mark, a newline: reader55), the whole file was one `not-warc` dead letter; now the lead
    is an `empty` skip and the file is followed the same way."""
    import zstandard
    from hostile_warcs import trained_dictionary, zstd_warc

    incoming, out = folders
    records = [warc_bytes([http_response_record(f"https://z.test/{name}", html_page(name).encode())], gzip=False)
               for name in NAMES]
    dictionary = trained_dictionary(records)
    head = lead + zstd_warc([], dictionary=dictionary)
    compressor = zstandard.ZstdCompressor(level=3, write_checksum=True, dict_data=zstandard.ZstdCompressionDict(dictionary))
    frames = [compressor.compress(record) for record in records]
    path = incoming / "crawl.warc.zst"
    path.write_bytes(head + frames[0] + frames[1][:-30])  # Alpha, and Bravo cut
    manual = ManualWatch(incoming, out, "*.warc*", "--cut_record_wait_seconds", "100")
    manual.window(now=1000.0)  # Alpha read, Bravo held
    append(path, frames[1][-30:] + frames[2][:10])  # Bravo whole, Charlie cut in its header
    manual.window(now=1001.0)
    manual.restart()
    append(path, frames[2][10:] + b"".join(frames[3:]))
    manual.window(now=1002.0)
    assert titles(out) == NAMES and dead_letters(out) == []
    summaries = window_summaries(out)
    assert sum(s["read"] for s in summaries) == len(NAMES) + 1 + bool(lead)  # and the dictionary frame (and the lead), skipped `empty`
    assert all(s["balanced"] for s in summaries)
    assert [s.get("files_held_back", {}).get(str(path), {}).get("member_start") for s in summaries] == [
        len(head) + len(frames[0]), len(head) + len(frames[0]) + len(frames[1]), None]
    assert ledger(out)[str(path)]["size"] == path.stat().st_size
    assert "its zstd frame from byte" in summaries[0]["files_held_back"][str(path)]["reason"]


_KILLED_WINDOW = """
import sys, time
from beam_extract.pipelines import warc_watch
real = warc_watch.parts_to_read
def blocking(item):  # the window's pipeline runs, then hangs until the test kills the watch
    open(sys.argv[3], "w").close()
    time.sleep(600)
    return real(item)
warc_watch.parts_to_read = blocking
watch = warc_watch.Watch(warc_watch.parse_settings(["--input", sys.argv[1], "--output", sys.argv[2],
                                                    "--window_process", "same"]))
watch.prepare()
window = warc_watch.Window(0, 1)
watch.poll(window)
watch.close(window, None)
"""


def test_beams_temporary_folder_of_a_window_killed_mid_run_is_removed_at_the_next_start(folders, tmp_path, monkeypatch):
    """Beam's `beam-pipeline-temp*` folder of each window killed by SIGKILL stayed in TMPDIR for good
    (soak53, watch54b: one per kill). A window's pipeline now makes it inside a folder named after the
    watch's prefix and the window (`window_temp_folder`), which the next start over that prefix
    removes; another process's folders in TMPDIR, and another prefix's, are left alone."""
    incoming, out = folders
    write_warc(incoming / "a.warc.gz", [http_response_record("https://k.test/a", html_page("Alpha").encode())])
    temp = tmp_path / "tmp"
    temp.mkdir()
    monkeypatch.setattr("tempfile.tempdir", str(temp))
    strangers = [temp / "beam-pipeline-tempstranger",  # another process's; another watch's window's
                 Path(warc_watch.window_temp_folder(str(tmp_path / "other" / PREFIX), "window-x"))]
    for stranger in strangers:
        stranger.mkdir()
    running = tmp_path / "running"
    env = {**os.environ, "TMPDIR": str(temp), "PYTHONPATH": os.pathsep.join([str(Path(__file__).parents[1]),
                                                                              os.environ.get("PYTHONPATH", "")])}
    child = subprocess.Popen([sys.executable, "-c", _KILLED_WINDOW, str(incoming / "*.warc.gz"), str(out / PREFIX),
                              str(running)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 240
        while not running.exists():
            assert child.poll() is None, child.stderr.read().decode()[-2000:]
            assert time.monotonic() < deadline, "the window's pipeline never ran"
            time.sleep(0.2)
    finally:
        child.kill()
        child.wait()
    left = sorted(p.relative_to(temp).as_posix() for p in temp.rglob("beam-pipeline-temp*"))
    window_folder = warc_watch.window_temp_folder(str(out / PREFIX), "window-19700101T000000Z-19700101T000001Z")
    assert [name for name in left if name.startswith(Path(window_folder).name + "/")], left  # Beam's, in the window's
    manual = ManualWatch(incoming, out, "*.warc.gz")
    assert not Path(window_folder).exists()
    assert sorted(p.name for p in temp.iterdir()) == sorted(p.name for p in strangers)
    manual.window()
    assert titles(out) == ["Alpha"] and sorted(p.name for p in temp.iterdir()) == sorted(p.name for p in strangers)


def plain_records() -> list[bytes]:
    return [warc_bytes([http_response_record(f"https://p.test/{name}", html_page(name).encode())], gzip=False)
            for name in NAMES]


def test_a_warc_gz_after_a_byte_order_mark_is_followed_as_it_grows(folders):
    """A per-record .warc.gz after a lead (a byte order mark) was read whole and its later records
    named "grew, read whole", never read (reader55, 2026-12-07): it is followed as any other."""
    incoming, out = folders
    data, ends = growing_warc()
    path = incoming / "crawl.warc.gz"
    path.write_bytes(b"\xef\xbb\xbf" + data[:ends[1]])
    manual = ManualWatch(incoming, out)
    manual.window()
    append(path, data[ends[1]:])
    manual.window()
    assert titles(out) == NAMES and dead_letters(out) == []
    assert not any(s.get("files_changed_after_read") for s in window_summaries(out))


def test_a_plain_warc_is_followed_as_it_grows_each_record_once_across_a_restart(folders):
    """A plain `.warc` written in place by a crawler was read whole when a window first saw it (a
    record its writer had half written a `truncated` dead letter) and every record appended later
    named "grew, read whole", never read (reader55, 2026-12-07). It is now followed: each read ends
    at the end of the last whole record (its records walked by their Content-Lengths), a record the
    file's end cuts waits as a cut gzip member does, and the next window reads from there."""
    incoming, out = folders
    records = plain_records()
    path = incoming / "crawl.warc"
    path.write_bytes(records[0] + records[1][:100])  # Alpha, and Bravo cut in its header
    manual = ManualWatch(incoming, out, "*.warc", "--cut_record_wait_seconds", "100")
    manual.window(now=1000.0)
    append(path, records[1][100:] + records[2][:-3])  # Bravo whole, Charlie cut in the CRLFs after its block
    manual.window(now=1001.0)
    manual.restart()
    append(path, records[2][-3:] + b"".join(records[3:]))
    manual.window(now=1002.0)
    assert titles(out) == NAMES and dead_letters(out) == []
    summaries = window_summaries(out)
    assert [s["read"] for s in summaries] == [1, 1, 4] and all(s["balanced"] for s in summaries)
    ends = [sum(map(len, records[:i])) for i in range(1, len(records) + 1)]
    assert [s.get("files_held_back", {}).get(str(path), {}).get("member_start") for s in summaries] == [
        ends[0], ends[1], None]
    assert "its record from byte" in summaries[0]["files_held_back"][str(path)]["reason"]
    assert ledger(out)[str(path)]["size"] == path.stat().st_size
    assert not any(s.get("files_changed_after_read") for s in summaries)


def test_a_plain_warcs_record_its_writer_left_cut_is_read_as_it_is_after_the_wait(folders):
    """A record a dead writer left cut waits `--cut_record_wait_seconds`, then is a `truncated` dead
    letter with its byte range; the records before it are read once."""
    incoming, out = folders
    records = plain_records()
    path = incoming / "crawl.warc"
    path.write_bytes(b"".join(records[:2]) + records[2][:500])
    manual = ManualWatch(incoming, out, "*.warc", "--cut_record_wait_seconds", "10")
    for moment in (1000.0, 1004.0, 1008.0, 1012.0, 1016.0):
        manual.window(now=moment)
    assert str(path) in window_summaries(out)[0].get("files_held_back", {})  # read whole before: dead-lettered at once
    assert titles(out) == NAMES[:2]
    [letter] = dead_letters(out)
    start = len(records[0]) + len(records[1])
    assert (letter["reason"], letter["warc_offset"], letter["warc_length"]) == ("truncated", start, 500)
    assert all(s["balanced"] for s in window_summaries(out))


@pytest.mark.parametrize("stalls_again", [False, True])
def test_a_plain_record_read_as_it_is_after_the_wait_and_finished_later_is_named_once_and_the_tail_reads_on(
        folders, stalls_again):
    """2026-12-07 (mend59): a plain record read as it is after the wait (`truncated` up to the listed size)
    whose writer then went on left the file's next tail starting inside it: its walk met the record's
    rest as damage, so the tail was read up to its listed size with no record held (Echo, half written
    at that close, was a `truncated` dead letter, then its rest "bytes that are no record": a record
    lost), and the rest of the cut record was named as bytes that are no record. The read now keeps
    where that record starts
    (`files_record_over`, the ledger's `record_over`, across a restart): the next tail names its rest,
    one more `truncated` dead letter, waits while the record is still cut (naming what there is after
    the wait again when its writer stalls again), then walks on from its end: every byte in exactly one
    outcome, each record read once (a plain WARC record inside Charlie's payload never: a guard)."""
    incoming, out = folders
    inner = warc_bytes([http_response_record("https://p.test/Intruder", html_page("Intruder").encode())], gzip=False)
    records = plain_records()
    records[2] = warc_bytes([http_response_record(
        "https://p.test/Charlie", html_page("Charlie").encode() + b"\r\n" + inner + b"\r\n")], gzip=False)
    ends = [sum(map(len, records[:i])) for i in range(1, len(records) + 1)]
    path = incoming / "crawl.warc"
    path.write_bytes(b"".join(records[:2]) + records[2][:500])
    manual = ManualWatch(incoming, out, "*.warc", "--cut_record_wait_seconds", "10")
    for moment in (1000.0, 1004.0, 1008.0, 1012.0):  # Charlie waits, then is read as it is
        manual.window(now=moment)
    assert window_summaries(out)[-1]["files_record_over"] == {str(path): ends[1]}
    assert manual.restart().ledger.record_over == {str(path): ends[1]}
    append(path, records[2][500:-200])  # its writer goes on; Charlie still cut
    manual.window(now=1013.0)  # the tail waits at its start
    named = [ends[1] + 500]
    if stalls_again:
        for moment in (1017.0, 1021.0, 1025.0):
            manual.window(now=moment)
        named.append(ends[2] - 200)
    assert manual.watch.ledger.record_over == {str(path): ends[1]}
    append(path, records[2][-200:] + records[3] + records[4][:300])  # Charlie whole, Echo half written
    manual.window(now=1030.0)
    append(path, records[4][300:] + records[5])
    manual.window(now=1031.0)
    manual.window(now=1032.0)  # nothing new
    assert titles(out) == ["Alpha", "Bravo", "Delta", "Echo", "Foxtrot"]
    bounds = [ends[1], *named, ends[2]]
    assert [(d["reason"], d["warc_offset"], d["warc_length"]) for d in dead_letters(out)] == [
        ("truncated", first, after - first) for first, after in itertools.pairwise(bounds)]
    assert "the rest of the record from byte" in dead_letters(out)[-1]["error"]
    assert tiles(outcome_ranges(out), path.stat().st_size), outcome_ranges(out)
    summaries = window_summaries(out)
    assert all(s["balanced"] for s in summaries) and sum(s["read"] for s in summaries) == 5 + len(bounds) - 1
    assert manual.watch.ledger.record_over == {} and "record_over" not in ledger(out)[str(path)]
    assert ledger(out)[str(path)]["size"] == path.stat().st_size


# A cut member past the forward probe (2026-12-07, mend58, mend59): how its writer goes on -> (the titles read,
# the dead letters: the member up to where its window's read ended, and its rest from there).
_PAST_THE_PROBE = {
    "whole by the close": (["Alpha", "Bravo", "Charlie"], []),
    "whole only when read": (["Alpha", "Bravo", "Charlie"], []),
    "grown further when read, whole later": (["Alpha", "Charlie"], ["member to the read's end", "rest"]),
    "cut for good": (["Alpha"], ["member to the read's end"]),
    "grown while cut, then whole after a restart": (["Alpha", "Charlie"], ["member to the read's end", "rest"]),
}


@pytest.mark.parametrize("shape", list(_PAST_THE_PROBE))
def test_a_member_past_the_forward_probe_is_in_exactly_one_outcome_however_its_writer_goes_on(folders, monkeypatch,
                                                                                                shape):
    """A cut gzip member whose start lies further back than the look-back's widest walk and the forward
    probe (17 MiB, 64 MiB; shrunk here to 64 KiB and 128 KiB, the member 229 KB) cannot be held (the
    close cannot tell it cut from whole without inflating it). Before (reader55, 2026-12-07): its window
    read it as the read found it, and the next tail began at the member after it, so the rest of one
    read cut was in no outcome. mend58 bounded the read at the bytes the close saw, the next tail naming
    the rest from there; a member its writer finished between the close and the read was then read cut
    and named twice. Now (mend59) the read reads it as it finds it and its parts report where the read
    ended (`files_read_to`, the ledger's `read_to`, across a restart): the member is read whole when
    whole by the read (no dead letter), else as it is, one `truncated` dead letter up to where the read
    ended, and the next tail names the rest, from there to its first member, one more; every byte of
    the file in exactly one outcome, every record read once."""
    windows = (16 << 10, 32 << 10, 64 << 10)
    monkeypatch.setattr(split_reads, "LOOKBACK_WINDOWS", windows)
    monkeypatch.setattr(warc_watch, "_FIRST_MEMBER_PROBE", 128 << 10)
    noise = random.Random(1).randbytes(200_000).hex().encode()
    data, ends = warc_bytes_and_ends([
        http_response_record("https://w.test/A", html_page("Alpha").encode()),
        http_response_record("https://w.test/B", html_page("Bravo").encode() + b"<!--" + noise + b"-->"),
        http_response_record("https://w.test/C", html_page("Charlie").encode())])
    assert ends[1] - ends[0] > 128 << 10
    incoming, out = folders
    path = incoming / "crawl.warc.gz"
    listed = ends[0] + (ends[1] - ends[0]) * 3 // 4  # past the probe
    at_close = ends[0] + (ends[1] - ends[0]) * 7 // 8 if shape.startswith("grown while") else listed
    at_read = {"whole only when read": len(data), "grown further when read, whole later": (at_close + ends[1]) // 2}
    read_end = {"whole by the close": ends[1], "whole only when read": ends[1]}.get(shape, at_read.get(shape, at_close))
    assert listed > 128 << 10
    path.write_bytes(data[:listed])
    manual = ManualWatch(incoming, out, "*.warc.gz", "--cut_record_wait_seconds", "100")
    real_run = warc_watch.run_window
    if shape in at_read:
        def writer_goes_on_as_the_window_runs(window, prefix, *rest):
            append(path, data[path.stat().st_size:at_read[shape]])
            return real_run(window, prefix, *rest)
        monkeypatch.setattr(warc_watch, "run_window", writer_goes_on_as_the_window_runs)
    writer = {"whole by the close": lambda: append(path, data[listed:]),
              "grown while cut, then whole after a restart": lambda: append(path, data[listed:at_close])}
    first = manual.window(between=writer.get(shape), now=1000.0)
    monkeypatch.setattr(warc_watch, "run_window", real_run)
    assert first.read_to == {str(path): len(data) if shape == "whole by the close" else at_close}  # the close's end
    assert window_summaries(out)[0]["files_read_to"] == {str(path): read_end}  # the read's, as its parts report it
    assert ledger(out)[str(path)]["read_to"] == read_end
    if shape.startswith("grown while"):  # stopped after the window's summary, before its ledger part
        (part,) = out.glob(f"{PREFIX}.ledger-*.json")
        part.unlink()
        manual.restart()
        assert manual.watch.ledger.read_to == {str(path): read_end}
    if shape.startswith("grown"):
        append(path, data[path.stat().st_size:])
    manual.window(now=1001.0)
    manual.restart()
    manual.window(now=1002.0)  # nothing new
    titles_read, letters = _PAST_THE_PROBE[shape]
    assert titles(out) == titles_read
    expected = {"member to the read's end": (ends[0], read_end - ends[0]), "rest": (read_end, ends[1] - read_end)}
    assert [(d["reason"], d["warc_offset"], d["warc_length"]) for d in dead_letters(out)] == [
        ("truncated", *expected[letter]) for letter in letters]
    assert tiles(outcome_ranges(out), path.stat().st_size), outcome_ranges(out)
    summaries = window_summaries(out)
    assert all(s["balanced"] for s in summaries) and not any(s.get("files_held_back") for s in summaries)
    assert sum(s["read"] for s in summaries) == len(titles_read) + len(letters)
    assert ledger(out)[str(path)]["size"] == path.stat().st_size


@pytest.mark.parametrize("container", ["gzip member", "zstd frame"])
def test_the_rest_of_a_member_read_as_it_is_after_the_wait_is_named_when_its_writer_finishes_it(folders, container):
    """2026-12-07 (mend58): a member (a .warc.zst's frame too) read as it is after the wait (0 here) is a
    `truncated` dead letter up to the file's end when its window closed; its writer finishing it later
    left the rest in no outcome (the next tail began at the record after it). That tail now names the rest,
    one more `truncated` dead letter, and reads on: every byte of the file in exactly one outcome."""
    import zstandard

    incoming, out = folders
    if container == "gzip member":
        data, ends = growing_warc()
        path, ends = incoming / "crawl.warc.gz", ends[:3]
    else:
        compressor = zstandard.ZstdCompressor(level=3, write_checksum=True)
        frames = [compressor.compress(record) for record in plain_records()[:3]]
        data, path = b"".join(frames), incoming / "crawl.warc.zst"
        ends = [sum(map(len, frames[:i])) for i in range(1, 4)]
    cut = ends[1] - 20
    path.write_bytes(data[:cut])
    manual = ManualWatch(incoming, out, "*.warc*", "--cut_record_wait_seconds", "0")
    first = manual.window()
    assert first.read_to == {str(path): cut}
    append(path, data[cut:ends[2]])
    manual.window()
    assert titles(out) == ["Alpha", "Charlie"]
    assert [(d["reason"], d["warc_offset"], d["warc_length"]) for d in dead_letters(out)] == [
        ("truncated", ends[0], cut - ends[0]), ("truncated", cut, 20)]
    assert tiles(outcome_ranges(out), ends[2]) and all(s["balanced"] for s in window_summaries(out))


def test_a_window_opens_each_file_once_to_plan_its_read(folders, monkeypatch):
    """A window's close opened each file several times for one answer (2026-12-07, mend56): its kind and
    check (twice), a plain WARC's walk (every gzip or zstd file too, only to learn it was not plain: a
    remote GET per followed file per window), the cut member's walk, its check and the hold's reason,
    and the pipeline opened it again to tell a plain part. The close now opens it once and carries its
    kind to the parts (`Window.kinds`, `WarcPart.plain`): a new file is opened twice in its window (the
    close, its one part's read), a grown one three times (the poll's check of the bytes read, the close,
    the part; 2026-12-07, mend59: the check after the read, which named a tail rewritten while read, is
    the parts' own report now, `ReadReports`). Outcomes as before: every record once, the cut ones held."""
    import zstandard
    from apache_beam.io.filesystems import FileSystems
    from hostile_warcs import zstd_warc

    incoming, out = folders
    data, ends = growing_warc()
    plain = plain_records()
    compressor = zstandard.ZstdCompressor(level=3, write_checksum=True)
    frames = [compressor.compress(record) for record in plain]
    head = zstd_warc([])
    whole = gzip.compress(b"".join(plain))
    files = {
        incoming / "per-record.warc.gz": (data[:ends[1]] + data[ends[1]:ends[2] - 20], data[ends[2] - 20:]),
        incoming / "crawl.warc": (plain[0] + plain[1][:-5], b"".join([plain[1][-5:], *plain[2:]])),
        incoming / "crawl.warc.zst": (head + frames[0] + frames[1][:-9], b"".join([frames[1][-9:], *frames[2:]])),
        incoming / "whole.warc.gz": (whole, b""),
    }
    for path, (first, _) in files.items():
        path.write_bytes(first)
    opened: dict[str, int] = {}
    real_open = FileSystems.open

    def counting_open(path, *args, **kwargs):
        opened[path] = opened.get(path, 0) + 1
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(FileSystems, "open", counting_open)
    manual = ManualWatch(incoming, out, "*.warc*", "--cut_record_wait_seconds", "100")
    manual.window(now=1000.0)
    assert {path.name: opened.get(str(path)) for path in files} == {path.name: 2 for path in files}
    held = window_summaries(out)[0]["files_held_back"]
    assert sorted(Path(path).name for path in held) == ["crawl.warc", "crawl.warc.zst", "per-record.warc.gz"]
    assert [entry["reason"].split(" from byte")[0] for _, entry in sorted(held.items())] == [
        "its record", "its zstd frame", "its gzip member"]
    opened.clear()
    for path, (_, rest) in files.items():
        append(path, rest)
    manual.window(now=1001.0)
    grown = [path for path in files if files[path][1]]
    assert {path.name: opened.get(str(path)) for path in grown} == {path.name: 3 for path in grown}
    assert opened.get(str(incoming / "whole.warc.gz")) is None
    assert sorted(titles(out)) == sorted(NAMES * 4) and dead_letters(out) == []  # every record once
    assert all(s["balanced"] for s in window_summaries(out))


# --- the fifty-seventh round (2026-12-07, mend57): a file begun with no record yet -----------------

@pytest.mark.parametrize("lead, per_record_gzip", [(b"", True), (b"", False), (b"\xef\xbb\xbf", False),
                                                   (b"\xef\xbb\xbf\r\n", False)])
def test_a_file_listed_empty_or_holding_a_lead_alone_is_followed_as_its_writer_goes_on(folders, lead, per_record_gzip):
    """2026-12-07 (mend57): a file its writer has just created (empty, or a byte order mark and a line end
    alone) was read whole when first listed and never followed: the records written next were named
    "grew, read whole" and never read. It is followed now as a plain WARC being written: an empty file
    reads nothing and its records are read from its start once they come (gzip per record or plain), a
    lead alone is held as a record still being written (`files_held_back`, "no record yet")."""
    incoming, out = folders
    records = [http_response_record(f"https://b.test/{name}", html_page(name).encode()) for name in NAMES[:2]]
    path = incoming / ("begun.warc.gz" if per_record_gzip else "begun.warc")
    path.write_bytes(lead)
    manual = ManualWatch(incoming, out)
    first = manual.window()
    assert first.checks.get(str(path)) is not None or str(path) not in first.files
    append(path, warc_bytes(records, gzip=per_record_gzip))
    manual.window()
    manual.window()
    summaries = window_summaries(out)
    assert titles(out) == ["Alpha", "Bravo"] and dead_letters(out) == []
    assert all(not s.get("files_changed_after_read") for s in summaries), summaries
    assert all(s["balanced"] for s in summaries)
    held = [s.get("files_held_back", {}) for s in summaries]
    if lead:
        assert "no record yet" in held[0][str(path)]["reason"], held
    assert ledger(out)[str(path)]["size"] == path.stat().st_size and "check" in ledger(out)[str(path)]


def test_a_lead_alone_whose_writer_never_goes_on_is_read_as_it_is_after_the_wait_and_followed(folders):
    """2026-12-07 (mend57): the hold of a file holding a lead alone ends as a cut record's does: after
    --cut_record_wait_seconds it is read as it is (a `not-warc` dead letter over its bytes, as the batch
    reads such a file), and a record written after that is read by a later window, once."""
    incoming, out = folders
    path = incoming / "begun.warc"
    path.write_bytes(b"\xef\xbb\xbf\r\n")
    manual = ManualWatch(incoming, out, "*.warc*", "--cut_record_wait_seconds", "0")
    manual.window()
    append(path, warc_bytes([http_response_record("https://b.test/Alpha", html_page("Alpha").encode())], gzip=False))
    manual.window()
    summaries = window_summaries(out)
    assert titles(out) == ["Alpha"]
    assert [(d["reason"], d["warc_offset"], d["warc_length"]) for d in dead_letters(out)] == [("not-warc", 0, 5)]
    assert summaries[0]["failed"] == {"not-warc": 1} and all(s["balanced"] for s in summaries)
    assert summaries[1]["tails"] == {str(path): 5}
    assert all(not s.get("files_changed_after_read") for s in summaries), summaries
