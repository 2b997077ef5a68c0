"""Split reads (`split_reads.RangeRead`): a per-record gzip WARC read in byte ranges gives every
record of the file exactly once, whatever the cuts, even where a member holds other WARC members
verbatim (a crawled `.warc.gz` as a payload) or the file is damaged before a range's start."""
from __future__ import annotations

import io
import itertools
from pathlib import Path

import pytest
import warcs
from hostile_warcs import (
    GOOD,
    inner_members,
    long_inner_members,
    page,
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


# --- a damaged member holding a crawled WARC; a holding member beyond the widest look-back (2026-12-06) ---

def stored_block_headers(data: bytes, member: int) -> list[int]:
    """The positions of the stored blocks' headers (their first byte) of the level-0 gzip member at
    `member` (a plain 10-byte gzip header)."""
    headers, at = [], member + 10
    while True:
        headers.append(at)
        length = int.from_bytes(data[at + 1:at + 3], "little")
        if data[at] & 1:
            return headers
        at += 5 + length


def damaged_holdings(data: bytes, holding: int) -> dict[str, bytes]:
    """The WARC `data` with its member at `holding` (a crawled WARC stored verbatim) damaged in
    several ways: a byte of its stored data changed near its start and near its end (its CRC
    fails), a stored block header's LEN or NLEN changed (its stream breaks there), the last
    block's header changed."""
    headers = stored_block_headers(data, holding)
    assert len(headers) >= 4

    def changed(at: int) -> bytes:
        damaged = bytearray(data)
        damaged[at] ^= 0x21
        return bytes(damaged)

    end = data.rfind(b"\x1f\x8b\x08\x00")
    return {"data-early": changed(holding + 200), "data-late": changed(end - 5000),
            "len": changed(headers[2] + 1), "nlen": changed(headers[1] + 4),
            "last-header": changed(headers[-1] + 3)}


@pytest.mark.parametrize("damage", ["data-early", "data-late", "len", "nlen", "last-header"])
def test_a_damaged_member_holding_a_warc_is_one_dead_letter_and_none_of_its_members_are_read(tmp_path, damage):
    """A member holding a crawled .warc.gz verbatim is damaged: reading went on at the first
    member after its start that inflates to `WARC/`, one of the crawled WARC's, and read its
    records as this file's. The members it holds are passed over when its end is found
    (followed through its stored blocks, past the broken one): one dead letter from its start
    to the next record of the file, the same read whole, by a stream that cannot seek and in
    ranges split anywhere."""
    data, urls = warc_holding_a_long_warc(6)
    holding = data.find(b"\x1f\x8b\x08", data.find(b"\x1f\x8b\x08", 10) + 1)
    damaged = damaged_holdings(data, holding)[damage]
    path = tmp_path / "damaged-holding.warc.gz"
    path.write_bytes(damaged)
    whole = read(path)
    assert [o.url for o in whole] == urls[:len(whole)]
    assert (type(whole[2]).__name__, whole[2].reason) == ("Failed", "corrupt-gzip")
    next_record = data.rfind(b"\x1f\x8b\x08\x00")
    assert (whole[2].warc_offset, whole[2].warc_length) == (holding, next_record - holding)
    assert list(map(kinds_and_range, warc.iter_records(warcs.NonSeekable(damaged), str(path)))) \
        == list(map(kinds_and_range, whole))
    verbatim = [at for at in (damaged.find(member[:100]) for member in long_inner_members(6)) if at >= 0]
    assert len(verbatim) >= 5
    cuts = sorted({holding + 1, *(at + step for at in verbatim for step in (-1, 0, 1, 7000)), next_record - 1})
    for cut in cuts:
        outcomes = read_in_ranges(damaged, str(path), [0, cut])
        assert sorted(map(kinds_and_range, outcomes)) == sorted(map(kinds_and_range, whole)), cut


@pytest.mark.parametrize("level", [0, 6])
def test_ranges_starting_inside_a_holding_member_longer_than_the_widest_look_back(tmp_path, monkeypatch, level):
    """The member holding the crawled WARC starts further back than the widest look-back (small
    windows here; 17 MiB in use): the walks start inside it and the range read its inner
    members as records. The member start the range would begin at lies in a stored block,
    and the holding member is followed from there to its end: every outer record once."""
    monkeypatch.setattr(split_reads, "LOOKBACK_WINDOWS", (20_000, 60_000))
    data, urls = warc_holding_a_long_warc(28, level)
    path = tmp_path / "far-holding.warc.gz"
    path.write_bytes(data)
    holding = data.find(b"\x1f\x8b\x08", data.find(b"\x1f\x8b\x08", 10) + 1)
    verbatim = [at for at in (data.find(member[:100]) for member in long_inner_members(28)) if at >= 0]
    assert verbatim[-1] - holding > 10 * 60_000
    for cut in sorted({*(at + step for at in verbatim[3::3] for step in (-1, 0, 2000)), verbatim[-1] + 1}):
        outcomes = read_in_ranges(data, str(path), [0, cut])
        assert [o.url for o in outcomes] == urls, cut
    assert [o.url for o in read_in_ranges(data, str(path), [0, verbatim[5], verbatim[9] + 7, verbatim[-2] + 1])] == urls


# --- after damage, only the damaged member's own stream tells which starts it holds (2026-12-06) ---

def file_after_a_broken_huffman_member() -> tuple[bytes, list[int]]:
    """Four members of pages: the first broken early in its (Huffman-coded) deflate stream, with
    a stored block's LEN and NLEN in its last bytes whose data would run over the second member
    to 8 bytes before the third (a gzip trailer's length: as a crawled .warc.gz stored verbatim
    would end); the data and the member starts."""
    members = [warcs.gzip_member(response(f"https://own.example/{n}", page(f"Own page {n}"))) for n in range(4)]
    broken = bytearray(members[0])
    broken[30:50] = bytes(byte ^ 0xFF for byte in broken[30:50])
    starts = [0, *itertools.accumulate(map(len, members))][:4]
    pair = len(broken) - 12
    length = starts[2] - 8 - (pair + 4)
    broken[pair:pair + 4] = length.to_bytes(2, "little") + (length ^ 0xFFFF).to_bytes(2, "little")
    return bytes(broken) + b"".join(members[1:]), starts


def test_the_files_own_members_after_a_member_broken_in_a_huffman_block_are_read(tmp_path):
    """A damaged member whose stream broke in a Huffman block copied nothing verbatim: the
    members after it are the file's own, even when a LEN/NLEN pair found by chance before one of
    them makes a stored block run over it to a member's trailer (the reader took the second and
    the third member for held ones and made them one dead letter with the first; a range
    starting after the first member's start read them: bytes in two outcomes). The same
    outcomes read whole, by a stream that cannot seek, and in ranges split anywhere."""
    data, starts = file_after_a_broken_huffman_member()
    source = gzip_members.ByteSource(io.BytesIO(data))
    assert gzip_members.end_of_holding_member(source, starts[1]) == starts[2]  # the trap
    path = tmp_path / "broken-first.warc.gz"
    path.write_bytes(data)
    whole = read(path)
    assert [kinds_and_range(o)[:2] for o in whole] == [("Failed", "corrupt-gzip")] + [("WarcPage", None)] * 3
    assert [o.warc_offset for o in whole] == starts
    assert list(map(kinds_and_range, warc.iter_records(warcs.NonSeekable(data), str(path)))) \
        == list(map(kinds_and_range, whole))
    for cuts in ([0, 1], [0, 40], [0, starts[1] - 1], [0, starts[1] + 1], [0, 1, starts[1] + 5, starts[2] + 5]):
        assert list(map(kinds_and_range, read_in_ranges(data, str(path), cuts))) == list(map(kinds_and_range, whole)), cuts


@pytest.mark.parametrize("pages", [3, 6])
def test_a_damaged_holding_member_at_the_files_first_byte_is_one_dead_letter_in_every_split(tmp_path, pages):
    """The member holding a crawled .warc.gz is the file's first, its first stored byte changed:
    it inflates, not to `WARC/`, and its CRC fails. A range starts at the file's first byte
    with whatever is there, so the reader makes it one dead letter up to the next record; the
    look-back passed over it (a member not inflating to `WARC/`) and a range starting inside it
    read the members it holds as records."""
    data, urls = warc_holding_a_long_warc(pages) if pages > 3 else warc_holding_a_warc(pages)
    holding = data.find(b"\x1f\x8b\x08", data.find(b"\x1f\x8b\x08", 10) + 1) if pages > 3 else data.find(b"\x1f\x8b\x08", 10)
    damaged = bytearray(data[holding:])
    assert damaged[15:20] == b"WARC/"
    damaged[15] ^= 0x21
    damaged = bytes(damaged)
    path = tmp_path / "damaged-first.warc.gz"
    path.write_bytes(damaged)
    whole = read(path)
    assert [kinds_and_range(o)[:3] for o in whole] == [("Failed", "corrupt-gzip", None), ("WarcPage", None, urls[-1])]
    inner = long_inner_members(pages) if pages > 3 else inner_members(pages)
    verbatim = [damaged.find(member[:100]) for member in inner]
    assert min(verbatim) > 0
    for cut in sorted({1, 100, *(at + step for at in verbatim for step in (-1, 0, 1))}):
        assert list(map(kinds_and_range, read_in_ranges(damaged, str(path), [0, cut]))) \
            == list(map(kinds_and_range, whole)), cut
