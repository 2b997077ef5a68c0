"""Split reads (`split_reads.RangeRead`): a per-record gzip WARC read in byte ranges gives every
record of the file exactly once, whatever the cuts, even where a member holds other WARC members
verbatim (a crawled `.warc.gz` as a payload) or the file is damaged before a range's start."""
from __future__ import annotations

import io
from pathlib import Path

import pytest
import warcs
from hostile_warcs import (
    GOOD,
    inner_members,
    long_inner_members,
    response,
    warc_holding_a_long_warc,
    warc_holding_a_warc,
)

from beam_extract import gzip_members, split_reads, warc
from beam_extract.warc import iter_warc_file


def read(path):
    """The outcomes of a WARC file read whole, checked to tile it byte for byte."""
    outcomes = list(iter_warc_file(str(path)))
    assert warc.tiling_problems(outcomes, 0, Path(path).stat().st_size) == []
    return outcomes


def read_in_ranges(data: bytes, name: str, cuts: list[int]) -> list:
    outcomes = []
    for start, stop in zip(cuts, [*cuts[1:], None], strict=True):
        outcomes += split_reads.RangeRead(io.BytesIO(data), name, start, stop, size=len(data))
    assert warc.tiling_problems(outcomes, 0, len(data), ordered=False) == [], cuts
    return outcomes



# --- a crawled .warc.gz as a payload: member starts that are no record of this file (2026-12-05) ----

@pytest.mark.parametrize("pages", [1, 3])
def test_a_range_starting_inside_a_member_holding_a_warc_reads_no_record_of_it(tmp_path, pages):
    """Ranges split anywhere, even inside the member holding the crawled WARC just before one of
    its inner members: every outer record exactly once, no inner record read as one of this
    file's (a range read them as its own when it started before them)."""
    data, urls = warc_holding_a_warc(pages)
    verbatim = [data.find(member) for member in inner_members(pages)]
    assert min(verbatim) > 0
    path = tmp_path / "holding.warc.gz"
    path.write_bytes(data)
    assert [o.url for o in read(path)] == urls
    member_two = data.find(b"\x1f\x8b\x08", 10)
    for cut in (member_two + 1, member_two + 40, *(at + step for at in verbatim for step in (-1, 0, 1, 300))):
        outcomes = read_in_ranges(data, str(path), [0, cut])
        assert [o.url for o in outcomes] == urls, cut


def test_the_look_back_passes_over_a_member_inflating_past_its_cap(monkeypatch):
    """A member that inflates to more than the look-back's cap (a gzip bomb before a range's start)
    is not inflated to its end: the range starts as if nothing ran over it."""
    data, _ = warc_holding_a_warc(1)
    member_two, member_three = data.find(b"\x1f\x8b\x08", 10), data.rfind(warcs.gzip_member(response(
        "https://outer.example/b", GOOD)))
    position = member_two + 50

    def look(cap):
        monkeypatch.setattr(split_reads, "_LOOKBACK_INFLATION_CAP", cap)
        reader = warc.RecordReader(gzip_members.ByteSource(io.BytesIO(data)), "p.warc.gz", 10**6)
        return split_reads.end_of_member_over(reader, position)

    assert look(10**6) == member_three
    assert look(100) is None


# --- a crawled .warc.gz longer than the first look-back (2026-12-06) --------------------------------

@pytest.mark.parametrize("level", [0, 6])
def test_ranges_starting_inside_a_member_holding_a_warc_longer_than_the_look_back(tmp_path, level):
    """The member holding the crawled WARC is over 1.1 MiB: a range starting in its last part
    walked its inner members from the first look-back's start and took them for the file's
    (overlapping ranges, inner records read). Their chain breaks at deflate's stored blocks, so
    the range looks further back: every outer record exactly once, whatever the cuts."""
    data, urls = warc_holding_a_long_warc(28, level)
    holding = data.find(b"\x1f\x8b\x08", data.find(b"\x1f\x8b\x08", 10) + 1)
    after = data.rfind(b"\x1f\x8b\x08\x00")
    assert after - holding > split_reads.MAX_MEMBER_LOOKBACK
    verbatim = [at for at in (data.find(member[:100]) for member in long_inner_members(28)) if at >= 0]
    assert len(verbatim) > 20 and min(verbatim) > holding and holding + split_reads.MAX_MEMBER_LOOKBACK < verbatim[-4]
    path = tmp_path / "long-holding.warc.gz"
    path.write_bytes(data)
    assert [o.url for o in read(path)] == urls
    cuts = {holding - 1, holding, holding + 1, after - 8, after - 1, after, after + 1, after + 500,
            *(at + step for at in verbatim[::2] for step in (-5, 0, 3000)), *(at + 1 for at in verbatim[1::2])}
    for cut in sorted(cuts):
        outcomes = read_in_ranges(data, str(path), [0, cut])
        assert [o.url for o in outcomes] == urls, cut
    for first, second in ((verbatim[-6], verbatim[-2]), (verbatim[2], verbatim[-1] + 1), (holding + 5, after + 5)):
        assert [o.url for o in read_in_ranges(data, str(path), [0, first, second])] == urls, (first, second)


def test_a_range_after_a_corrupt_member_of_the_file_is_still_read_after_the_look_back(tmp_path, monkeypatch):
    """Damage within the look-back breaks the chain of members too: the range looks further back
    (small windows here, so that each cut walks from a window's start, not the file's), and the
    corrupt member is still one dead letter with its byte range, read by one range."""
    monkeypatch.setattr(split_reads, "LOOKBACK_WINDOWS", (20_000, 60_000, 10**7))
    monkeypatch.setattr(split_reads, "TRUSTED_CHAIN_BYTES", 30_000)
    data, _ = warc_holding_a_long_warc(3)
    starts = [at for at in range(len(data)) if data.startswith(b"\x1f\x8b\x08\x00", at)]
    second, third = starts[1], starts[2]
    damaged = bytearray(data)
    damaged[second + 40:second + 60] = b"\x00" * 20  # the second member's deflate stream: it no longer inflates
    damaged = bytes(damaged)
    path = tmp_path / "damaged.warc.gz"
    path.write_bytes(damaged)
    whole = read(path)
    assert [(type(o).__name__, getattr(o, "reason", None)) for o in whole][1] == ("Failed", "corrupt-gzip")
    assert (whole[1].warc_offset, whole[1].warc_length) == (second, third - second)
    for cut in (second - 1, second + 1, second + 25_000, third - 1, third + 1, third + 25_000, third + 70_000,
                len(damaged) - 100):
        outcomes = read_in_ranges(damaged, str(path), [0, cut])
        assert sorted(map(kinds_and_range, outcomes)) == sorted(map(kinds_and_range, whole)), cut


def kinds_and_range(outcome):
    return type(outcome).__name__, getattr(outcome, "reason", None), outcome.url, outcome.warc_offset, outcome.warc_length


def test_the_look_back_looks_further_only_when_the_chain_of_members_is_short(tmp_path, monkeypatch):
    """A walk whose chain of members reaching the range's start is shorter than
    `TRUSTED_CHAIN_BYTES` (a window starting inside the holding member) looks further back; one
    whose chain is long enough does not."""
    monkeypatch.setattr(split_reads, "LOOKBACK_WINDOWS", (600, 10**7))
    data, _ = warc_holding_a_warc(3)
    member_two, member_three = data.find(b"\x1f\x8b\x08", 10), data.rfind(warcs.gzip_member(response(
        "https://outer.example/b", GOOD)))
    inner = data.rfind(inner_members(3)[-1])
    assert inner - member_two > 600
    reader = warc.RecordReader(gzip_members.ByteSource(io.BytesIO(data)), "p.warc.gz", 10**6)
    assert split_reads.end_of_member_over(reader, inner + 10) == member_three
    monkeypatch.setattr(split_reads, "TRUSTED_CHAIN_BYTES", 0)
    assert split_reads.end_of_member_over(reader, inner + 10) != member_three
