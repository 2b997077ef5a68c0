"""Split reads of a plain WARC (`split_reads.RangeRead`, `read_warc.plan_parts`, 2026-12-07): a plain
WARC read in byte ranges gives what the whole read gives (outcomes and byte ranges), whatever the
cuts, damaged files (garbage between records, Content-Lengths that lie, a file cut short) and
payloads holding WARC records verbatim (a crawled plain WARC as a payload, however long) included;
the parts `ReadWarc` plans start and end at record starts a walk of the whole file claims, and a
part whose records do not end at its stop is counted, never read twice unsaid."""
from __future__ import annotations

import io
import itertools
import random

import pytest
from hostile_warcs import GOOD, HOSTILE, members, noise, page, response, write_hostile_warcs

from beam_extract import split_reads, warc
from beam_extract.gzip_members import ByteSource
from beam_extract.transforms import read_warc


def key(outcome):
    return (type(outcome).__name__, getattr(outcome, "reason", None), outcome.url, outcome.warc_offset,
            outcome.warc_length)


def whole_read(data: bytes) -> list:
    return [key(o) for o in warc.iter_records(io.BytesIO(data), "f.warc", size=len(data))]


def claimed_starts(data: bytes) -> list[int]:
    """Every start a whole read of `data` claims (records, and members or frames in a mixed file)."""
    claims: list[int] = []
    split_reads._PlainWalk(warc.RecordReader(ByteSource(io.BytesIO(data)), "", 1), 0, None,
                           claim=lambda at: claims.append(at) or True)
    return claims


def read_in_ranges(data: bytes, cuts: list[int], known: list[int] | None = None) -> list:
    """`data` read in ranges cut at `cuts`; with `known` (claimed starts), each range's first record is
    walked to from the last of them at or before its start, else from the file's start."""
    bounds = [0, *cuts, None]
    parts = [split_reads.RangeRead(io.BytesIO(data), "f.warc", start, stop, size=len(data),
                                   known_start=max([at for at in known or [] if at <= start], default=0))
             for start, stop in itertools.pairwise(bounds)]
    outcomes = []
    for part, (start, stop) in zip(parts, itertools.pairwise(bounds), strict=True):
        read = [key(o) for o in part]
        # a record (one with a URL) is read by the range it starts in, not the first range whole
        assert all(start <= offset < (stop or len(data)) for _, _, url, offset, _ in read if url), (cuts, start)
        outcomes += read
    covered = [part.covered for part in parts if part.covered[0] != part.covered[1]]
    assert all(a[1] == b[0] for a, b in itertools.pairwise(covered)), (cuts, covered)
    return outcomes


def crawled_warc(pages: int, size: int = 0) -> bytes:
    """A crawled plain WARC, its records' payloads padded to `size` bytes of markup each."""
    return b"".join(response(f"https://inner.example/{n}", page(f"Inner {n}") + b"<p>x</p>" * (size // 8))
                    for n in range(pages))


def holding(inner: bytes) -> bytes:
    http = b"HTTP/1.1 200 OK\r\nContent-Type: application/warc\r\n\r\n"
    return response("https://outer.example/crawl.warc", b"", http=http + inner)


def plain_shapes() -> dict[str, bytes]:
    records = [response(f"https://h.test/{i}", page(f"P{i}")) for i in range(5)]
    quoting = page("Quoting") + b"\nWARC/1.0\r\nWARC-Type: response\r\nContent-Length: 5\r\n\r\nhello\r\n\r\n"
    return {
        "records": b"".join(records),
        "lead and padding": b"\xef\xbb\xbf\r\n" + records[0] + b"\r\n\r\n\x00" + records[1] + records[2],
        "garbage between records": records[0] + noise(700) + b"\r\n" + records[1] + b"junk\r\n" + records[2],
        "content-length too long": records[0] + response("https://h.test/long", GOOD, content_length=len(GOOD) + 900)
        + records[1] + records[2],
        "content-length too short": records[0] + response("https://h.test/short", GOOD, content_length=len(GOOD) - 300)
        + records[1] + records[2],
        "content-length to the end": records[0] + records[1] + response("https://h.test/end", GOOD, content_length=10**9),
        "unusable content-length": records[0] + response("https://h.test/bad", GOOD, content_length=b"-5") + records[1],
        "cut short": b"".join(records)[:-700],
        "a WARC line in a payload": records[0] + response("https://h.test/quote", quoting) + records[1],
        "a crawled WARC as a payload": records[0] + holding(crawled_warc(3)) + records[1] + records[2],
        "a cut crawled WARC as a payload": records[0] + holding(crawled_warc(3)[:-500]) + records[1],
        "trailing junk": records[0] + records[1] + b"\x00" * 50 + b"trailing junk that is no record",
    }


@pytest.mark.parametrize("known", [False, True])
@pytest.mark.parametrize("shape", list(plain_shapes()))
def test_ranges_of_a_plain_warc_split_anywhere_read_what_the_whole_file_reads(shape, known):
    """Every few bytes, in two ranges and in four, each range's first record walked to from the
    file's start, or from the last record start a whole read claims before it (as a range a runner
    splits off a planned part walks from the part's first record)."""
    data = plain_shapes()[shape]
    whole = whole_read(data)
    assert whole and not any(url and "inner.example" in url for _, _, url, _, _ in whole)
    starts = claimed_starts(data) if known else None
    for cut in range(1, len(data) + 1, 3):
        assert read_in_ranges(data, [cut], starts) == whole, cut
    for cut in range(1, len(data) + 1, 97):
        assert read_in_ranges(data, [cut, cut + 41, cut + 400], starts) == whole, cut


@pytest.mark.parametrize("name", [name for name in HOSTILE if name.endswith(".warc") or "plain" in name])
def test_ranges_of_the_hostile_plain_warcs_read_what_the_whole_file_reads(tmp_path, name):
    write_hostile_warcs(tmp_path, [name])
    data = (tmp_path / name).read_bytes()
    if not split_reads.is_splittable_plain_warc(io.BytesIO(data)):
        pytest.skip("not a plain WARC: never planned into parts of records")
    whole = whole_read(data)
    starts = claimed_starts(data)
    step = max(1, len(data) // 400)
    for cut in range(1, len(data) + 1, step):
        assert read_in_ranges(data, [cut], starts if cut % 2 else None) == whole, cut
    for split_bytes in (max(1, len(data) // 7), max(1, len(data) // 40)):
        assert read_planned_parts(tmp_path / name, split_bytes, random.Random(split_bytes))[0] == \
            read_warc_outcomes(tmp_path / name)


# --- the parts ReadWarc plans and reads --------------------------------------------------------------

def read_warc_outcomes(path) -> list:
    with open(path, "rb") as stream:
        return list(warc.iter_records(stream, str(path), size=path.stat().st_size))


def run_part(fn, part, restriction, rng: random.Random | None):
    """Drive the splittable DoFn over one restriction as a runner does, asking (with `rng`) for a
    dynamic split at a random point: (outcomes, residual restriction or None)."""
    tracker = read_warc._PartRestrictions().create_tracker(restriction)
    outcomes, residual = [], None
    split_after = rng.choice([None, 0, 1, 2, 5]) if rng is not None else None
    for outcome in fn.process(part, tracker=tracker):
        outcomes.append(outcome)
        if split_after is not None and len(outcomes) == split_after and residual is None:
            split = tracker.try_split(rng.random())
            residual = split[1] if split else None
    tracker.check_done()
    return outcomes, residual


def read_planned_parts(path, split_bytes: int, rng: random.Random | None = None, planned=None):
    """The outcomes of `path`'s planned parts read by the reading step (dynamic splits too, with
    `rng`), in file order, and the reader's counters ({name: value})."""
    parts = planned if planned is not None else read_warc.plan_parts(str(path), split_bytes=split_bytes)
    fn = read_warc._ReadWarcPartsFn()
    fn.setup()
    counted: dict[str, int] = {}

    class Counter:
        def __init__(self, name: str):
            self.name = name

        def inc(self, n: int = 1) -> None:
            counted[self.name] = counted.get(self.name, 0) + n

    for name in ("records_read", "bytes_accounted", "bytes_expected", "ranges_untiled"):
        setattr(fn._counters, name, Counter(name))
    outcomes = []
    for part in parts:
        pending = [read_warc._PartRestrictions().initial_restriction(part)]
        while pending:
            got, residual = run_part(fn, part, pending.pop(0), rng)
            outcomes += got
            if residual is not None:
                pending.insert(0, residual)
    return sorted(outcomes, key=lambda o: (o.warc_offset, o.warc_length)), counted


def holding_a_long_crawl(inner_pages: int = 40, size: int = 600) -> tuple[bytes, bytes]:
    """A plain WARC of 30 records, one holding a crawled plain WARC (`inner_pages` records) as its
    payload, 10 more: (the file, the crawled WARC)."""
    inner = crawled_warc(inner_pages, size)
    before = b"".join(response(f"https://h.test/b{i}", page(f"B{i}")) for i in range(30))
    after = b"".join(response(f"https://h.test/a{i}", page(f"A{i}")) for i in range(10))
    return before + holding(inner) + after, inner


def test_parts_starting_deep_in_a_payload_that_holds_a_plain_warc_read_none_of_its_records(tmp_path, monkeypatch):
    """plain54b (2026-12-07) found a part's first record by walks from look-back windows (1.06 / 4.25 /
    17 MiB), the narrower trusted when the wider met it: a part starting more than the second window
    into a payload holding a plain WARC verbatim began on its inner records (both walks agree on
    them), which were read twice (by the part holding the outer record, whole, and as records), with
    the run balanced. Here with windows shrunk to far less than the payload (as plain54b's test
    shrank them); the parts now begin at record starts a walk of the whole file claims, so none
    begins in the payload, whatever the windows. Fails on plain54b's code (inner records read)."""
    monkeypatch.setattr(split_reads, "LOOKBACK_WINDOWS", (400, 1600, 6400))
    data, inner = holding_a_long_crawl()
    assert len(inner) > 3 * 6400
    path = tmp_path / "holding.warc"
    path.write_bytes(data)
    whole = read_warc_outcomes(path)
    assert not any(o.url and "inner.example" in o.url for o in whole)
    for split_bytes in (1000, 2900, 7000):
        parts = read_warc.plan_parts(str(path), split_bytes=split_bytes)
        assert len(parts) > 2 and all(p.record_bounds for p in parts)
        assert {p.start for p in parts[1:]} <= set(claimed_starts(data))
        assert not any(data.find(inner) <= p.start < data.find(inner) + len(inner) for p in parts)
        for seed in (None, 1, 2, 3):
            outcomes, counted = read_planned_parts(path, split_bytes, seed and random.Random(seed), parts)
            assert outcomes == whole, (split_bytes, seed)
            assert counted["bytes_accounted"] == counted["bytes_expected"] == len(data)
            assert counted.get("ranges_untiled", 0) == 0


def test_a_plain_warc_holding_a_crawl_is_read_once_by_the_pipeline_in_parts(tmp_path, monkeypatch):
    """The same file through `ReadWarc` (the reading step's parts spread over the runner's workers):
    each record once, the reader's counters balanced."""
    from test_transforms import read_with_counters

    monkeypatch.setattr(split_reads, "LOOKBACK_WINDOWS", (400, 1600, 6400))
    data, _ = holding_a_long_crawl()
    path = tmp_path / "holding.warc"
    path.write_bytes(data)
    outcomes, seen = read_with_counters(read_warc.ReadWarc(str(path), split_bytes=2900), tmp_path / "o.pkl")
    assert sorted(outcomes, key=lambda o: (o.warc_offset, o.warc_length)) == read_warc_outcomes(path)
    assert seen["bytes_accounted"] == seen["bytes_expected"] == len(data)
    assert seen.get("ranges_untiled", 0) == 0 and seen["records_read"] == len(outcomes) == 41


@pytest.mark.parametrize("shape", list(plain_shapes()))
def test_the_planned_parts_of_a_plain_warc_read_what_the_whole_file_reads(tmp_path, shape):
    """The differential test of the reading step: each shape planned in parts of several sizes
    (each part from one claimed record start to another), read with dynamic splits at random points."""
    data = plain_shapes()[shape]
    path = tmp_path / "f.warc"
    path.write_bytes(data)
    whole = read_warc_outcomes(path)
    starts = set(claimed_starts(data))
    for split_bytes in (97, 250, 1000):
        parts = read_warc.plan_parts(str(path), split_bytes=split_bytes)
        assert (parts[0].start, parts[-1].stop) == (0, len(data))
        assert all(a.stop == b.start and b.start in starts for a, b in itertools.pairwise(parts))
        for seed in range(4):
            outcomes, counted = read_planned_parts(path, split_bytes, random.Random(seed), parts)
            assert outcomes == whole, (split_bytes, seed)
            assert counted["bytes_accounted"] == counted["bytes_expected"] == len(data)


def test_a_plain_warc_changed_after_its_parts_were_planned_is_counted_untiled_not_read_twice_unsaid(tmp_path):
    """The parts' bounds are the planned file's record starts: read over other bytes (the file
    replaced under its name between planning and reading), a part whose records start or end
    elsewhere is counted `ranges_untiled` and its bytes put the balance out."""
    records = [response(f"https://h.test/{i}", page(f"P{i}")) for i in range(12)]
    path = tmp_path / "f.warc"
    path.write_bytes(b"".join(records))
    parts = read_warc.plan_parts(str(path), split_bytes=len(records[0]) * 3)
    assert len(parts) >= 3 and all(p.record_bounds for p in parts)
    longer = [response(f"https://h.test/{i}", page(f"Page number {i}")) for i in range(12)]
    path.write_bytes(b"".join(longer)[:len(b"".join(records))])
    _, counted = read_planned_parts(path, 0, None, parts)
    assert counted["ranges_untiled"] >= 1


def test_a_plain_warc_is_read_whole_when_its_records_cannot_be_walked_for_parts(tmp_path):
    """A file mixing plain records and gzip members (the reader's state at a start depends on what
    came before) and one shorter than a part are one whole-file part."""
    plain = b"".join(response(f"https://h.test/{i}", page(f"P{i}")) for i in range(6))
    mixed = tmp_path / "mixed.warc"
    mixed.write_bytes(plain + members(*(response(f"https://m.test/{i}", page(f"M{i}")) for i in range(6))) + plain)
    assert split_reads.plain_record_starts(io.BytesIO(mixed.read_bytes()), [100, 5000]) is None
    [part] = read_warc.plan_parts(str(mixed), split_bytes=500)
    assert not part.splittable and (part.start, part.stop) == (0, mixed.stat().st_size)
    small = tmp_path / "small.warc"
    small.write_bytes(plain)
    [part] = read_warc.plan_parts(str(small), split_bytes=len(plain))
    assert not part.splittable
    assert split_reads.plain_record_starts(io.BytesIO(plain), [1, len(plain) - 1, len(plain)]) == [
        len(response("https://h.test/0", page("P0"))), None, None]


@pytest.mark.parametrize("listed_as", ["half", "double"])
def test_a_plain_warc_whose_listed_size_lies_is_read_in_parts_losing_no_record_unnamed(tmp_path, listed_as):
    """Planned on a listed size that is not the file's (still written when listed, replaced since):
    the walk reads the file as it is, the parts' bounds are its record starts below the listed size;
    the last part reads on to the end of the data, or ends with a `truncated` dead letter over the
    bytes missing."""
    from apache_beam.io.filesystem import FileMetadata

    data = plain_shapes()["records"] * 3
    path = tmp_path / "f.warc"
    path.write_bytes(data)
    listed = len(data) // 2 if listed_as == "half" else len(data) * 2
    parts = read_warc.plan_parts(FileMetadata(str(path), listed), split_bytes=len(data) // 8)
    assert len(parts) > 2 and parts[-1].stop == listed and parts[-1].to_end
    outcomes, counted = read_planned_parts(path, 0, random.Random(5), parts)
    missing = [o for o in outcomes if isinstance(o, warc.Failed) and "shrank after it was listed" in o.error]
    assert [o for o in outcomes if o not in missing] == read_warc_outcomes(path)
    assert warc.tiling_problems(outcomes, 0, max(len(data), listed), ordered=False) == []
    assert sum(o.warc_length for o in missing) == (listed - len(data) if listed_as == "double" else 0)
    assert counted["bytes_accounted"] == counted["bytes_expected"] and not counted.get("ranges_untiled")
