"""Write the seed corpus of fuzz_warc.py: small WARCs, one per kind of damage the reader met.

    python fuzz/make_warc_corpus.py        # (re)writes fuzz/corpus/warc/seed-*.warc*

Uses the test suite's WARC builder (tests/warcs.py). Findings of fuzz runs are kept beside the
seeds as found-*.bin.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

import warcs  # noqa: E402
import zstandard  # noqa: E402
from hostile_warcs import response, warc_holding_a_warc  # noqa: E402

CORPUS = HERE / "corpus" / "warc"
PAGE = warcs.html_page("Seed", paragraphs=2).encode()


def record(i: int, **kwargs):
    return warcs.http_response_record(f"https://seed.example/{i}", PAGE, **kwargs)


def seeds() -> dict[str, bytes]:
    members = [warcs.warc_bytes([r]) for r in (warcs.warcinfo_record(), record(1), record(2),
                                              warcs.http_request_record("https://seed.example/1"))]
    plain = [warcs.warc_bytes([r], gzip=False) for r in (record(1), record(2), record(3))]
    out = {
        "seed-clean.warc.gz": b"".join(members),
        "seed-clean.warc": b"".join(plain),
        "seed-whole-file.warc.gz": warcs.gzip_member(b"".join(plain)),
        "seed-encodings.warc.gz": warcs.warc_bytes([
            record(4, content_encoding="gzip", chunk_size=40), record(5, content_encoding="br"),
            record(6, content_encoding="deflate")]),
        # issue 8, item 3: a Content-Length of 2**63 in a member (records were replayed)
        "seed-huge-length.warc.gz": members[0] + warcs.gzip_member(
            warcs.with_content_length(plain[0], 2**63 + 10)) + members[2],
        # a member that breaks mid-way, and one cut short before the next
        "seed-corrupt.warc.gz": members[0] + bytes(b ^ 0xFF if 60 < i < 80 else b
                                                   for i, b in enumerate(members[1])) + members[2],
        "seed-cut-member.warc.gz": members[0] + members[1][: len(members[1]) // 2] + members[2],
        # a damaged member whose inflation runs on over intact members (they were lost)
        "seed-overrun.warc.gz": _overrun(members),
        # plain records whose Content-Length runs into the next record / past the end
        "seed-long-length.warc": plain[0] + warcs.with_content_length(plain[1], 2000) + plain[2],
        "seed-length-past-end.warc": plain[0] + warcs.with_content_length(plain[1], 10**9)
        + plain[2],
        # junk, padding and a truncated tail
        "seed-junk.warc.gz": b"junk" + members[1] + b"\r\n\x00" + b"more junk" + members[2]
        + b"\x1f\x8b\x08",
        "seed-junk.warc": b"\x00\r\n" + plain[0] + b"stray line\r\n" + plain[1][:-30],
        # a header line over the reader's 256 KiB cap, in a few hundred bytes
        "seed-long-header.warc.gz": warcs.gzip_member_streamed(
            [b"WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: https://seed.example/",
             b"a" * 300_000, b"\r\n\r\n"]) + members[1],
        # a record split over two members (a writer flushing mid-record), and a file flushed
        # into a new member every 150 bytes whatever the record boundaries
        "seed-split-record.warc.gz": members[0] + warcs.gzip_member(plain[1][:300])
        + warcs.gzip_member(plain[1][300:]) + members[2],
        "seed-flushed.warc.gz": b"".join(warcs.gzip_member(b"".join(plain)[at:at + 150])
                                         for at in range(0, len(b"".join(plain)), 150)),
        # HTTP quirks: zstd, transfer codings, odd status lines, HTTP/0.9, "WARC/1.0 " lines
        "seed-http-quirks.warc": b"".join(
            response(f"https://seed.example/q{i}", b"", http=message, version=b"WARC/1.0 ")
            for i, message in enumerate(_http_quirks())),
        # 2026-12-02: chunks under no HTTP headers (a resource, HTTP/0.9), bare-LF chunks, gzip in
        # gzip named once, an interim 103 head, WARC/1.1 cut by the crawler
        "seed-stray-codings.warc": b"".join(_stray_codings()),
        # 2026-12-05: a crawled .warc.gz stored as a payload (its members in the file as they are;
        # a range starting inside it read them as the file's records)
        "seed-warc-in-warc.warc.gz": warc_holding_a_warc(2)[0],
        # 2026-12-06: a download cut mid-member and then appended whole (a resumed download), and
        # the record kinds that are skipped (revisit, conversion, metadata) beside one without a
        # Content-Length
        "seed-cut-then-appended.warc.gz": b"".join(members)[:len(b"".join(members)) // 2] + b"".join(members),
        "seed-record-kinds.warc.gz": b"".join(warcs.warc_bytes([r]) for r in (
            warcs.revisit_record("https://seed.example/1"), warcs.metadata_record("https://seed.example/1"),
        )) + warcs.gzip_member(_conversion()) + warcs.gzip_member(
            b"WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: https://seed.example/n\r\n\r\n"
            b"HTTP/1.1 200 OK\r\n\r\n<html>no length</html>\r\n\r\n") + members[1],
        # 2026-12-06 (hostile47): a gzip content coding followed by many empty gzip members (once
        # the square of their count), and a body of one-byte chunks (once 90 bytes a chunk)
        "seed-members-and-chunks.warc.gz": warcs.warc_bytes([
            record(5, raw_http=warcs.http_response_bytes(warcs.gzip_encoded(PAGE) + warcs.gzip_encoded(b"") * 200, 200,
                                                         [("Content-Type", "text/html"), ("Content-Encoding", "gzip")])),
            record(6, chunk_size=1),
        ]),
        # 2026-12-06 (warc48): a member holding a crawled .warc.gz at the file's first byte, its
        # first stored byte changed (it inflates, not to `WARC/`, and its CRC fails): a range
        # starting inside it read the members it holds (the look-back passed over it)
        "seed-damaged-holding-first.warc.gz": _damaged_holding_first(),
        # 2026-12-07 (reader54): a .warc.zst (a frame a record, an extension frame between, a frame
        # the end cuts), read in ranges since: a range's first frame found by walking frames
        "seed-frames.warc.zst": _zstd_frames(plain),
    }
    return out


def _zstd_frames(plain: list[bytes]) -> bytes:
    compressor = zstandard.ZstdCompressor(level=3, write_checksum=True)
    frames = [compressor.compress(record) for record in plain]
    extension = b"\x50\x2a\x4d\x18" + (6).to_bytes(4, "little") + b"extra!"
    return frames[0] + extension + frames[1] + b"\r\n" + frames[2][:-12]


def _conversion() -> bytes:
    from hostile_warcs import raw_record
    return raw_record([("WARC-Type", "conversion"), ("WARC-Target-URI", "https://seed.example/1"),
                       ("Content-Type", "text/plain")], b"Seed, as text")


def _stray_codings() -> list[bytes]:
    from hostile_warcs import raw_record
    html = [("Content-Type", "text/html")]
    lf_chunks = b"".join(b"%x\n%s\n" % (len(PAGE[i:i + 90]), PAGE[i:i + 90]) for i in range(0, len(PAGE), 90)) + b"0\n\n"
    return [
        raw_record([("WARC-Type", "resource"), ("WARC-Target-URI", "https://seed.example/r"), ("Content-Type", "text/html")],
                   warcs.chunked(PAGE, 70)),
        response("https://seed.example/s1", b"", http=warcs.chunked(PAGE, 70)),
        response("https://seed.example/s2", b"", http=warcs.http_response_bytes(lf_chunks, 200, html)),
        response("https://seed.example/s3", b"", http=warcs.http_response_bytes(
            warcs.gzip_encoded(warcs.gzip_encoded(PAGE)), 200, [*html, ("Content-Encoding", "gzip")])),
        response("https://seed.example/s4", b"", http=b"HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\n"
                 + warcs.http_response_bytes(PAGE, 200, html)),
        response("https://seed.example/s5", PAGE[:300], version=b"WARC/1.1", extra=[("WARC-Truncated", "length")]),
    ]


def _http_quirks() -> list[bytes]:
    html = [("Content-Type", "text/html")]
    return [
        warcs.http_response_bytes(zstandard.ZstdCompressor().compress(PAGE), 200, [*html, ("Content-Encoding", "zstd")]),
        warcs.http_response_bytes(warcs.chunked(warcs.gzip_encoded(PAGE), 90), 200,
                                  [*html, ("Transfer-Encoding", "gzip, chunked")]),
        b"HTTP/1.1 2000 OK\r\nContent-Type: text/html\r\n\r\n" + PAGE,
        b"http/1.1 200\r\nContent-Type: text/html\r\nContent-Type: text/html; charset=utf-8\r\n\r\n" + PAGE,
        b"HTTP/2 999\r\n\r\n" + PAGE,
        PAGE,
    ]


def _damaged_holding_first() -> bytes:
    data = warc_holding_a_warc(3)[0]
    holding = bytearray(data[data.find(b"\x1f\x8b\x08", 10):])
    holding[15] ^= 0x21  # after the gzip header (10 bytes) and the stored block's (5): the "W" of WARC/
    return bytes(holding)


def _overrun(members: list[bytes]) -> bytes:
    start = warcs.warc_bytes([warcs.http_response_record(
        "https://seed.example/damaged", warcs.html_page("D", paragraphs=200).encode())],
        gzip=False)[:1500]
    member, pieces = warcs.overrunning_member(start, [members[1] + members[2], members[3]])
    return member + b"".join(pieces) + members[0]


def main() -> None:
    CORPUS.mkdir(parents=True, exist_ok=True)
    for name, data in seeds().items():
        (CORPUS / name).write_bytes(data)
        print(f"{name}: {len(data)} bytes")


if __name__ == "__main__":
    main()
