"""A .warc.zst (IIPC's WARC zstd format: one zstd frame a record, an optional dictionary in a
skippable frame first) is read as a per-record .warc.gz is: its outcomes' ranges are its frames;
damage is a named dead letter over the damaged frame; memory stays bounded whatever a frame
decompresses to. And a .warc.gz whose last member the file's end cuts inside its trailer keeps its
last record."""
from __future__ import annotations

import io
import struct
import tracemalloc

import pytest
import zstandard
from hostile_warcs import members, page, response, trained_dictionary, zstd_warc

from beam_extract import split_reads, warc, zstd_frames
from beam_extract.gzip_members import ByteSource


def records(count: int = 4) -> list[bytes]:
    return [response(f"https://z.example/{i}", page(f"Zstd page {i}")) for i in range(count)]


def read(data: bytes, **kwargs) -> list:
    outcomes = list(warc.iter_records(io.BytesIO(data), "test.warc.zst", size=len(data), **kwargs))
    assert warc.tiling_problems(outcomes, 0, len(data)) == []
    return outcomes


def kinds(outcomes) -> list[tuple[str, str | None]]:
    return [(type(o).__name__, getattr(o, "reason", None)) for o in outcomes]


def titles_in(outcomes) -> list[str]:
    return [o.payload.split(b"<title>")[1].split(b"</title>")[0].decode() for o in outcomes
            if isinstance(o, warc.WarcPage)]


def test_a_per_record_warc_zst_is_read_and_each_range_is_its_frame():
    pages = records()
    data = zstd_warc(pages)
    outcomes = read(data)
    assert kinds(outcomes) == [("WarcPage", None)] * 4
    assert [o.url for o in outcomes] == [f"https://z.example/{i}" for i in range(4)]
    for outcome, record in zip(outcomes, pages, strict=True):
        frame = data[outcome.warc_offset:outcome.warc_offset + outcome.warc_length]
        assert zstandard.ZstdDecompressor().decompress(frame) == record  # (offset, length) fetches the frame


@pytest.mark.parametrize("compressed", [True, False])
def test_the_dictionary_frame_is_read_and_the_frames_decompress_with_it(compressed):
    pages = records()
    data = zstd_warc(pages, dictionary=trained_dictionary(pages), compressed_dictionary=compressed)
    outcomes = read(data)
    assert kinds(outcomes) == [("Skipped", "empty")] + [("WarcPage", None)] * 4
    assert outcomes[0].warc_offset == 0 and outcomes[0].warc_length == 8 + int.from_bytes(data[4:8], "little")
    assert titles_in(outcomes) == [f"Zstd page {i}" for i in range(4)]


def test_frames_needing_a_dictionary_the_file_lacks_are_named():
    pages = records()
    data = zstd_warc(pages, dictionary=trained_dictionary(pages))
    without = data[8 + int.from_bytes(data[4:8], "little"):]
    [failed] = read(without)
    assert failed.reason == "not-warc" and "dictionary" in failed.error and failed.warc_length == len(without)


def test_a_zstd_file_that_holds_no_warc_is_named_not_warc():
    data = zstandard.ZstdCompressor().compress(b"a tarball, say" * 100)
    [failed] = read(data)
    assert failed.reason == "not-warc" and ".warc.zst" in failed.error


def test_without_the_zstandard_package_the_dead_letter_says_what_to_install(monkeypatch):
    monkeypatch.setattr(zstd_frames, "zstandard", None)
    [failed] = read(zstd_warc(records()))
    assert failed.reason == "not-warc" and "pip install zstandard" in failed.error


def test_a_damaged_frame_fails_alone_and_reading_goes_on_after_it():
    pages = records(5)
    compressor = zstandard.ZstdCompressor(level=3, write_checksum=True)
    frames = [compressor.compress(record) for record in pages]
    damaged = bytearray(frames[2])
    damaged[len(damaged) // 2:len(damaged) // 2 + 6] = b"\xff" * 6
    data = frames[0] + frames[1] + bytes(damaged) + frames[3] + frames[4]
    outcomes = read(data)
    assert kinds(outcomes) == [("WarcPage", None)] * 2 + [("Failed", "corrupt-zstd")] + [("WarcPage", None)] * 2
    failed = outcomes[2]
    assert (failed.warc_offset, failed.warc_length) == (len(frames[0]) + len(frames[1]), len(damaged))
    assert "zstd" in failed.error


def test_a_damaged_block_header_fails_up_to_the_next_frame_that_holds_a_record():
    pages = records(3)
    compressor = zstandard.ZstdCompressor(level=3)
    frames = [compressor.compress(record) for record in pages]
    header = zstd_frames._frame_header_size(frames[1])[0]
    damaged = bytearray(frames[1])
    damaged[header] |= 0x06  # the first block's type: reserved
    data = frames[0] + bytes(damaged) + frames[2]
    outcomes = read(data)
    assert kinds(outcomes) == [("WarcPage", None), ("Failed", "corrupt-zstd"), ("WarcPage", None)]
    assert outcomes[2].warc_offset == len(frames[0]) + len(frames[1])


def test_a_frame_the_file_ends_in_is_truncated_and_an_extension_frame_is_empty():
    pages = records(3)
    compressor = zstandard.ZstdCompressor(level=3)
    frames = [compressor.compress(record) for record in pages]
    extension = struct.pack("<II", 0x184D2A5A, 4) + b"meta"
    data = frames[0] + extension + frames[1] + frames[2][:-10]
    assert kinds(read(data)) == [("WarcPage", None), ("Skipped", "empty"), ("WarcPage", None), ("Failed", "truncated")]


def test_a_frame_of_several_records_gives_them_all_as_a_whole_file_gzip_does():
    data = zstd_warc([b"".join(records(3))])
    outcomes = read(data)
    assert kinds(outcomes) == [("WarcPage", None)] * 3
    assert [(o.warc_offset, o.warc_length) for o in outcomes] == [(0, 0), (0, 0), (0, len(data))]


def test_a_frame_decompressing_to_a_bomb_is_read_a_block_at_a_time():
    http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n"
    size = 64 << 20
    head = (b"WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: https://z.example/bomb\r\n"
            b"Content-Length: %d\r\n\r\n" % (len(http) + size))
    bomb = zstandard.ZstdCompressor(level=1).compress(head + http + bytes(size) + b"\r\n\r\n")
    data = bomb + zstd_warc(records(1))
    tracemalloc.start()
    try:
        outcomes = read(data, max_payload_bytes=1 << 20)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert kinds(outcomes) == [("Skipped", "too-large"), ("WarcPage", None)]
    assert peak < 8 << 20, peak  # a few 128 KiB blocks and the payload cap, not the 64 MiB


def test_a_frame_is_given_out_a_block_at_a_time():
    frame = zstd_frames.ZstdFrame(ByteSource(io.BytesIO(zstandard.ZstdCompressor().compress(bytes(10 << 20)))))
    sizes = []
    while chunk := frame.read(1 << 24):
        sizes.append(len(chunk))
    assert sum(sizes) == 10 << 20 and max(sizes) <= 128 * 1024 and frame.finished


def test_a_warc_zst_mixed_with_gzip_members_reads_both():
    pages = records(3)
    data = members(pages[0]) + zstd_warc([pages[1]]) + members(pages[2])
    assert titles_in(read(data)) == [f"Zstd page {i}" for i in range(3)]


def test_damage_is_named_by_its_container_corrupt_zstd_for_a_frame_corrupt_gzip_for_a_member():
    # 2026-12-07: a damaged zstd frame was `corrupt-gzip` (its error saying zstd), so a user
    # counting dead letters of a .warc.zst read of gzip damage it cannot hold
    pages = records(4)
    compressor = zstandard.ZstdCompressor(level=3, write_checksum=True)
    frame = bytearray(compressor.compress(pages[1]))
    frame[len(frame) // 2:len(frame) // 2 + 6] = b"\xff" * 6
    member = bytearray(members(pages[3]))
    member[60:84] = b"\xff" * 24
    data = zstd_warc([pages[0]]) + bytes(frame) + members(pages[2]) + bytes(member) + zstd_warc([pages[0]])
    assert kinds(read(data)) == [("WarcPage", None), ("Failed", "corrupt-zstd"), ("WarcPage", None),
                                 ("Failed", "corrupt-gzip"), ("WarcPage", None)]
    broken = zstandard.ZstdCompressor(write_checksum=True).compress(b"x" * 100)[:-4] + bytes(4)  # its checksum wrong
    unusable = struct.pack("<II", 0x184D2A5D, len(broken)) + broken
    outcomes = read(unusable + zstd_warc(pages[:1]))
    assert kinds(outcomes)[0] == ("Failed", "corrupt-zstd") and "dictionary" in outcomes[0].error
    assert "corrupt-zstd" in warc.FAIL_REASONS


# --- a .warc.gz cut inside its last member's trailer ----------------------------------------

@pytest.mark.parametrize("cut", range(1, 9))
def test_a_member_cut_inside_its_trailer_keeps_its_whole_record(cut):
    data = members(*records(2))
    outcomes = read(data[:-cut])
    assert kinds(outcomes) == [("WarcPage", None)] * 2
    assert outcomes[1].warc_offset + outcomes[1].warc_length == len(data) - cut


@pytest.mark.parametrize("cut", [9, 12, 20])
def test_a_member_cut_before_its_deflate_stream_ends_is_still_truncated(cut):
    data = members(*records(2))
    assert kinds(read(data[:-cut])) == [("WarcPage", None), ("Failed", "truncated")]


def test_frames_held_verbatim_in_a_frame_whose_last_record_is_bad_are_not_read_as_records():
    """A frame read to its end whose last record is bad (junk after a record) was searched from its
    second byte for the next frame: a .warc.zst held in its content (stored verbatim) gave its
    records as the file's own (2026-12-07). The dead letter covers the frame."""
    held = zstd_warc([response("https://held.example/x", page("Held"))])
    outer = zstandard.ZstdCompressor(level=-5).compress(records(1)[0] + b"junk\r\n" + held * 3)
    assert held in outer  # the held frames lie verbatim in the outer one
    after = zstd_warc(records(2)[1:])
    outcomes = read(outer + after)
    assert kinds(outcomes) == [("WarcPage", None), ("Failed", "bad-warc-header"), ("WarcPage", None)]
    assert (outcomes[1].warc_offset, outcomes[1].warc_length) == (0, len(outer))
    assert "held.example" not in str([o.url for o in outcomes])


# --- a .warc.zst read in ranges (the watch follows one as it grows, 2026-12-07) -------------------

def zstd_shapes() -> dict[str, bytes]:
    pages = records(5)
    dictionary = trained_dictionary(pages)
    compressor = zstandard.ZstdCompressor(level=3, write_checksum=True)
    frames = [compressor.compress(record) for record in pages]
    damaged = bytearray(frames[2])
    damaged[len(damaged) // 2:len(damaged) // 2 + 6] = b"\xff" * 6
    header = bytearray(frames[2])
    header[zstd_frames._frame_header_size(frames[2])[0]] |= 0x06
    extension = struct.pack("<II", 0x184D2A50, 6) + b"extra!"
    return {
        "frames": zstd_warc(pages),
        "dictionary": zstd_warc(pages, dictionary=dictionary),
        "damaged content": b"".join(frames[:2]) + bytes(damaged) + b"".join(frames[3:]),
        "damaged block header": b"".join(frames[:2]) + bytes(header) + b"".join(frames[3:]),
        "extension, padding, a cut frame": frames[0] + extension + frames[1] + b"\r\n\r\n" + frames[2] + frames[3][:-10],
    }


@pytest.mark.parametrize("shape", list(zstd_shapes()))
def test_ranges_of_a_warc_zst_split_anywhere_read_what_the_whole_file_reads(shape):
    data = zstd_shapes()[shape]

    def key(outcome):
        return type(outcome).__name__, getattr(outcome, "reason", None), outcome.url, outcome.warc_offset, outcome.warc_length

    whole = [key(o) for o in read(data)]
    for cut in range(0, len(data) + 1, 5):
        parts = [split_reads.RangeRead(io.BytesIO(data), "f.warc.zst", start, stop, size=len(data))
                 for start, stop in ((0, cut), (cut, None))]
        outcomes = [outcome for part in parts for outcome in part]
        assert [key(o) for o in outcomes] == whole, cut
        assert parts[0].covered[1] == parts[1].covered[0] or parts[1].covered[0] == parts[1].covered[1], cut


def test_a_range_far_into_a_warc_zst_walks_back_a_window_not_the_file_and_skips_frames_held_in_a_frame(monkeypatch):
    """A range's first frame is found from a chain of frames at most a look-back window before it
    (`zstd_look_back`), not by walking the file from its start; frames held verbatim in a record's
    payload (a crawled .warc.zst, in the holder's raw blocks) are never taken for the file's own."""
    import random

    rng = random.Random(3)

    def record(name: str, noise: int) -> bytes:
        return response(f"https://h.example/{name}", page(name) + rng.randbytes(noise).hex().encode())

    inner = zstd_warc([record(f"inner{i}", 10000) for i in range(30)])
    compressor = zstandard.ZstdCompressor(level=3, write_checksum=True)
    before = b"".join(compressor.compress(record(f"b{i}", 15000)) for i in range(150))
    holder = compressor.compress(response("https://h.example/holder", b"HTTP/1.1 200 OK\r\n"
                                          b"Content-Type: application/octet-stream\r\n\r\n" + inner))
    data = before + holder + b"".join(compressor.compress(record(f"a{i}", 15000)) for i in range(40))
    assert len(before) > split_reads.LOOKBACK_WINDOWS[0] + len(holder)
    whole = list(warc.iter_records(io.BytesIO(data), "f.warc.zst", size=len(data)))
    assert not any("inner" in o.url for o in whole) and len(whole) == 191
    walks = []
    monkeypatch.setattr(split_reads, "zstd_look_back", lambda reader, position, real=split_reads.zstd_look_back:
                        walks.append(real(reader, position)) or walks[-1])
    cuts = [*range(len(before) - 3000, len(before) + len(holder) + 3000, 9973), len(data) - 5000]
    for cut in cuts:
        parts = [split_reads.RangeRead(io.BytesIO(data), "f.warc.zst", start, stop, size=len(data))
                 for start, stop in ((0, cut), (cut, None))]
        assert [o for part in parts for o in part] == whole, cut
    assert len(walks) == len(cuts) and None not in walks  # every range found its chain within a window


def test_a_warc_zst_of_small_frames_is_read_in_parts_and_one_of_a_single_frame_whole(tmp_path):
    import random

    from test_transforms import read_with_counters

    from beam_extract.transforms import ReadWarc, read_warc

    pages = records(40)
    path = tmp_path / "framed.warc.zst"
    path.write_bytes(zstd_warc(pages, dictionary=trained_dictionary(pages)))
    size = path.stat().st_size
    parts = read_warc.plan_parts(str(path), split_bytes=300)
    assert len(parts) > 3 and all(part.splittable for part in parts)
    outcomes, seen = read_with_counters(ReadWarc(str(path), split_bytes=300), tmp_path / "o.pkl")
    assert sorted(outcomes, key=lambda o: (o.warc_offset, o.warc_length)) == list(warc.iter_warc_file(str(path)))
    assert seen["bytes_accounted"] == seen["bytes_expected"] == size and seen.get("ranges_untiled", 0) == 0
    single = tmp_path / "single.warc.zst"
    noise = random.Random(5).randbytes(1 << 20).hex().encode()  # a frame over the 1 MiB probed
    single.write_bytes(zstandard.ZstdCompressor().compress(b"".join(pages) + response("https://z.example/n", noise)))
    assert [part.splittable for part in read_warc.plan_parts(str(single), split_bytes=300)] == [False]


@pytest.mark.parametrize("damage", ["frame header", "content"])
def test_a_warc_zst_whose_first_frame_is_damaged_keeps_its_other_records(damage):
    """Found by fuzz_warc (2026-12-07): a first frame that does not decompress to `WARC/` made the
    file a zstd file of something else, one `not-warc` dead letter over all of it, every record lost.
    The frame is now a `corrupt-zstd` dead letter and the frames after it are read, as ranges too."""
    pages = records(4)
    compressor = zstandard.ZstdCompressor(level=3, write_checksum=True)
    frames = [compressor.compress(record) for record in pages]
    first = bytearray(frames[0])
    if damage == "frame header":
        first[4] ^= 0x40  # the content size's field: the header misread, its blocks with it
    else:
        first[len(first) // 2:len(first) // 2 + 6] = b"\xff" * 6
    data = bytes(first) + b"".join(frames[1:])
    outcomes = read(data)
    assert kinds(outcomes) == [("Failed", "corrupt-zstd")] + [("WarcPage", None)] * 3
    assert (outcomes[0].warc_offset, outcomes[0].warc_length) == (0, len(first))
    for cut in range(1, len(data), 97):
        parts = [split_reads.RangeRead(io.BytesIO(data), "test.warc.zst", start, stop, size=len(data))
                 for start, stop in ((0, cut), (cut, None))]
        assert [o for part in parts for o in part] == outcomes, cut
    assert kinds(read(zstandard.ZstdCompressor().compress(b"no record" * 100) * 3)) == [("Failed", "not-warc")]


# --- a lead before a .warc.zst's first frame (2026-12-07, reader55) --------------------------------

def lead_shapes() -> dict[str, bytes]:
    pages = records(5)
    compressor = zstandard.ZstdCompressor(level=3, write_checksum=True)
    frames = [compressor.compress(record) for record in pages]
    damaged = bytearray(frames[0])
    damaged[len(damaged) // 2:len(damaged) // 2 + 6] = b"\xff" * 6
    extension = struct.pack("<II", 0x184D2A50, 6) + b"extra!"
    return {
        "CRLF, a dictionary": b"\r\n" + zstd_warc(pages, dictionary=trained_dictionary(pages)),
        "a byte order mark, frames": b"\xef\xbb\xbf" + zstd_warc(pages),
        "NULs, an extension frame": b"\x00" * 7 + extension + b"".join(frames),
        "a mark and a newline, a damaged first frame": b"\xef\xbb\xbf\n" + bytes(damaged) + b"".join(frames[1:]),
    }


@pytest.mark.parametrize("shape", list(lead_shapes()))
def test_a_warc_zst_after_a_lead_is_read_split_and_told_apart_as_one_without(shape):
    """A lead (padding, a byte order mark) before a .warc.zst's first frame is an `empty` skip, as
    before a .warc.gz's first member: before, a lead before a dictionary frame made the whole file
    one `not-warc` dead letter (every record lost), and any lead made the file one the batch read
    whole and the watch did not follow (`is_zstd_warc` looked at byte 0 only)."""
    data = lead_shapes()[shape]
    outcomes = read(data)
    assert kinds(outcomes)[0] == ("Skipped", "empty") and outcomes[0].warc_offset == 0
    assert outcomes[0].warc_length == len(data) - len(data.lstrip(b"\r\n\x00\xef\xbb\xbf"))
    assert len(titles_in(outcomes)) == (4 if "damaged" in shape else 5)
    assert split_reads.is_zstd_warc(ByteSource(io.BytesIO(data)))
    assert split_reads.is_framed_zstd_warc(io.BytesIO(data))
    for cut in range(1, len(data) + 1, 7):
        parts = [split_reads.RangeRead(io.BytesIO(data), "test.warc.zst", start, stop, size=len(data))
                 for start, stop in ((0, cut), (cut, None))]
        assert [o for part in parts for o in part] == outcomes, cut
        assert parts[0].covered[1] == parts[1].covered[0] or parts[1].covered[0] == parts[1].covered[1], cut


def test_a_lead_longer_than_a_lead_is_not_taken_for_one():
    """A run of padding past `MAX_LEAD_BYTES` before the frames is bytes that are no record, as
    before: the file is not a .warc.zst to split."""
    from beam_extract.gzip_members import MAX_LEAD_BYTES

    data = b"\x00" * (MAX_LEAD_BYTES + 1) + zstd_warc(records(2), dictionary=trained_dictionary(records(2)))
    assert not split_reads.is_zstd_warc(ByteSource(io.BytesIO(data)))
    assert kinds(read(data))[0] == ("Failed", "not-warc")
