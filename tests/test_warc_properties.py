"""Property tests of the WARC reader: files built from random good records, damaged members,
junk, padding and a cut at a random point. Whatever the mix, nothing raises, every byte is in
exactly one outcome's range, and every intact record comes out exactly once at its true offset.
"""
from __future__ import annotations

import io
import itertools
import os

import warcs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from beam_extract import gzip_members, split_reads, warc

PAGE = warcs.html_page("Property").encode()


def _records():
    u = "https://prop.example/"
    return [
        warcs.warcinfo_record("prop.warc.gz"),
        warcs.http_response_record(u + "a", PAGE),
        warcs.http_response_record(u + "b", warcs.html_page("B", paragraphs=30).encode(),
                                   content_encoding="gzip"),
        warcs.http_response_record(u + "missing", b"<p>gone</p>", 404),
        warcs.http_request_record(u + "a"),
        warcs.resource_record(u + "r", PAGE),
        warcs.http_response_record(u + "png", b"\x89PNG\r\n\x1a\n" + bytes(range(256)),
                                   content_type="image/png"),
    ]


RECORDS = _records()
MEMBERS = [warcs.warc_bytes([r]) for r in RECORDS]
PLAIN = [warcs.warc_bytes([r], gzip=False) for r in RECORDS]
IDS = [r.rec_headers.get_header("WARC-Record-ID") for r in RECORDS]

PROPERTY_SETTINGS = settings(max_examples=int(os.environ.get("WARC_PROPERTY_EXAMPLES", 300)), deadline=None,
                             derandomize=not os.environ.get("WARC_PROPERTY_EXAMPLES"),
                             suppress_health_check=[HealthCheck.too_slow])


def damaged(member: bytes, data) -> bytes:
    """A member broken as disks and downloads break them: bytes inverted inside it, or cut."""
    how = data.draw(st.sampled_from(["invert", "cut"]))
    if how == "cut":
        return member[:data.draw(st.integers(1, len(member) - 1))]
    at = data.draw(st.integers(10, len(member) - 1))
    length = data.draw(st.integers(1, 40))
    out = bytearray(member)
    for i in range(at, min(at + length, len(out))):
        out[i] ^= 0xFF
    return bytes(out)


def over_long(plain: bytes, data) -> bytes:
    extra = data.draw(st.sampled_from([1, 17, 400, 10**6]))
    length = len(plain.partition(b"\r\n\r\n")[2]) - 4
    return warcs.with_content_length(plain, length + extra)


@st.composite
def warc_files(draw, gzip: bool):
    """(file bytes, [(offset, record id) of every record that must come out intact])."""
    data = draw(st.data())
    pieces, intact = [], []
    position = 0
    for _ in range(draw(st.integers(0, 8))):
        kind = draw(st.sampled_from(["good", "good", "good", "damaged", "junk", "padding"]))
        index = draw(st.integers(0, len(RECORDS) - 1))
        if kind == "good":
            piece = MEMBERS[index] if gzip else PLAIN[index]
            # A plain WARC's first record takes the lead before it (padding, byte order marks).
            lead = not gzip and position <= gzip_members.MAX_LEAD_BYTES \
                and gzip_members.past_lead(b"".join(pieces)) == position
            intact.append((0 if lead else position, IDS[index], len(piece) + (position if lead else 0)))
        elif kind == "damaged":
            piece = damaged(MEMBERS[index], data) if gzip else over_long(PLAIN[index], data)
        elif kind == "junk":
            piece = draw(st.binary(min_size=1, max_size=300))
            if not gzip:
                piece += b"\r\n"  # a plain record is found again at the start of a line
        else:
            piece = draw(st.sampled_from([b"\r\n", b"\x00" * 7, b" \r\n\r\n"]))
        pieces.append(piece)
        position += len(piece)
    content = b"".join(pieces)
    cut = draw(st.one_of(st.none(), st.integers(0, len(content))))
    if cut is not None:
        content = content[:cut]
        intact = [(offset, rid, size) for offset, rid, size in intact if offset + size <= cut]
    return content, [(offset, rid) for offset, rid, _ in intact]


def check(content: bytes, intact, outcomes) -> None:
    assert warc.tiling_problems(outcomes, 0, len(content)) == []
    found = {}
    for outcome in outcomes:
        if not isinstance(outcome, warc.Failed) and outcome.record_id is not None:
            found.setdefault((outcome.warc_offset, outcome.record_id), []).append(outcome)
    for key in intact:
        assert len(found.get(key, [])) == 1, f"record {key} came out {len(found.get(key, []))} times"


@PROPERTY_SETTINGS
@given(warc_files(gzip=True))
def test_gzip_files_account_for_every_byte_and_every_intact_record(case):
    content, intact = case
    outcomes = list(warc.iter_records(io.BytesIO(content), "p.warc.gz", size=len(content)))
    check(content, intact, outcomes)


@PROPERTY_SETTINGS
@given(warc_files(gzip=False))
def test_plain_files_account_for_every_byte_and_every_intact_record(case):
    content, intact = case
    outcomes = list(warc.iter_records(io.BytesIO(content), "p.warc", size=len(content)))
    check(content, intact, outcomes)


@PROPERTY_SETTINGS
@given(warc_files(gzip=True), st.integers(1, 5000))
def test_a_stream_that_cannot_seek_gives_the_same_outcomes(case, step):
    content, _ = case
    seekable = list(warc.iter_records(io.BytesIO(content), "p.warc.gz", size=len(content)))
    trickled = list(warc.iter_records(warcs.NonSeekable(content, step), "p.warc.gz", size=len(content)))
    assert trickled == seekable


def read_in_ranges(content: bytes, cuts: list[int]):
    """RangeRead over [0, c1), [c1, c2), ... [ck, size): (outcomes in order, covered ranges)."""
    bounds = [0, *cuts, len(content)]
    outcomes, covered = [], []
    for start, stop in itertools.pairwise(bounds):
        reading = split_reads.RangeRead(io.BytesIO(content), "p.warc.gz", start, stop, size=len(content))
        outcomes += list(reading)
        covered.append(reading.covered)
    return outcomes, covered


@PROPERTY_SETTINGS
@given(st.data(), warc_files(gzip=True))
def test_ranges_split_anywhere_read_every_member_exactly_once(data, case):
    content, intact = case
    whole = list(split_reads.RangeRead(io.BytesIO(content), "p.warc.gz", 0, size=len(content)))
    cuts = sorted(set(data.draw(st.lists(st.integers(1, max(len(content) - 1, 1)), max_size=6))))
    outcomes, covered = read_in_ranges(content, [c for c in cuts if c < len(content)])
    assert outcomes == whole
    check(content, intact, outcomes)
    non_empty = [r for r in covered if r[0] != r[1]]
    assert all(a[1] == b[0] for a, b in itertools.pairwise(non_empty))
    assert not content or (non_empty[0][0], non_empty[-1][1]) == (0, len(content))


@PROPERTY_SETTINGS
@given(st.lists(st.integers(0, len(RECORDS) - 1), min_size=1, max_size=6), st.data())
def test_whole_file_gzip_records_share_the_member_and_damage_stays_accounted(indexes, data):
    content = warcs.gzip_member(b"".join(PLAIN[i] for i in indexes))
    outcomes = list(warc.iter_records(io.BytesIO(content), "w.warc.gz", size=len(content)))
    assert [(o.record_id, o.warc_offset, o.warc_length) for o in outcomes] == [
        (IDS[i], 0, 0) for i in indexes[:-1]] + [(IDS[indexes[-1]], 0, len(content))]
    broken = damaged(content, data)
    outcomes = list(warc.iter_records(io.BytesIO(broken), "w.warc.gz", size=len(broken)))
    assert warc.tiling_problems(outcomes, 0, len(broken)) == []
    if content.startswith(broken) and len(content) - len(broken) <= 8:  # cut in the member's trailer only:
        assert outcomes[-1].record_id == IDS[indexes[-1]] and not isinstance(outcomes[-1], warc.Failed)
    else:  # every record whole (2026-12-07)
        assert isinstance(outcomes[-1], warc.Failed)
