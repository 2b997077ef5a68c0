"""Page-by-page check that a change leaves every Document as it was.

In: the development sets under <shared>/data/ (every page, `extract(html, url)` with defaults, the
page given as bench_extract.py gives it: bytes for the raw-input sets, str otherwise).
Out: a JSONL snapshot (one line per page: set, page id, a SHA-1 per Document field) written with
`--write FILE`, or compared against an earlier one with `--compare FILE` (exit 1 and the pages and
fields that differ, with a short excerpt of the old and new text).

A refactor or a speed change must keep `--compare` silent; a deliberate quality change lists the
pages it moved, which the bench then scores on both halves.

    .venv/bin/python benchmarks/snapshot_documents.py --shared ../shared --write /tmp/before.jsonl
    ... change ...
    .venv/bin/python benchmarks/snapshot_documents.py --shared ../shared --compare /tmp/before.jsonl
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
from dataclasses import fields
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_extract import DATASETS, RAW_INPUT, page_urls, select_pages  # noqa: E402


def document_digest(doc) -> dict:
    """{field: sha1 of its value} for every Document field; {} when there is no Document."""
    if doc is None:
        return {}
    digest = {}
    for field in fields(doc):
        value = getattr(doc, field.name)
        digest[field.name] = hashlib.sha1(repr(value).encode("utf-8", "surrogatepass")).hexdigest()[:16]
    return digest


def snapshot(shared: Path, datasets: list[str], keep_text: bool = False):
    """Yield one record per page of `datasets`: {"set", "page", "fields", and "text" if asked}."""
    import beam_extract

    for name in datasets:
        dataset = shared / "data" / name
        if not dataset.is_dir():
            continue
        urls = page_urls(dataset)
        for path in select_pages(dataset, None):
            key = path.name[: -len(".html.gz")]
            raw = gzip.decompress(path.read_bytes())
            html = raw if name in RAW_INPUT else raw.decode("utf-8", errors="replace")
            doc = beam_extract.extract(html, urls.get(key))
            record = {"set": name, "page": key, "fields": document_digest(doc)}
            if keep_text:
                record["text"] = doc.text if doc is not None else None
            yield record


def compare(old_path: Path, records) -> list[str]:
    old = {}
    with old_path.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            old[(row["set"], row["page"])] = row
    differences = []
    for record in records:
        before = old.pop((record["set"], record["page"]), None)
        if before is None:
            differences.append(f"{record['set']}/{record['page']}: new page")
            continue
        changed = sorted(
            name for name in set(before["fields"]) | set(record["fields"])
            if before["fields"].get(name) != record["fields"].get(name)
        )
        if changed:
            line = f"{record['set']}/{record['page']}: {', '.join(changed)}"
            if "text" in changed and before.get("text") is not None:
                line += f"\n    was: {before['text'][:120]!r}\n    now: {(record.get('text') or '')[:120]!r}"
            differences.append(line)
    differences.extend(f"{s}/{p}: page missing now" for s, p in sorted(old))
    return differences


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=Path("../shared"))
    parser.add_argument("--dataset", action="append", choices=DATASETS, help="default: every set")
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--write", type=Path, help="write the snapshot here")
    action.add_argument("--compare", type=Path, help="compare with this snapshot")
    args = parser.parse_args(argv)
    if not (args.shared / "data").is_dir():
        print(f"snapshot: no development sets under {args.shared}/data; nothing to check")
        return 0
    datasets = args.dataset or list(DATASETS)
    records = snapshot(args.shared, datasets, keep_text=True)
    if args.write:
        count = 0
        with args.write.open("w", encoding="utf-8") as handle:
            for record in records:
                handle.write(json.dumps(record, ensure_ascii=False) + "\n")
                count += 1
        print(f"snapshot: {count} pages written to {args.write}")
        return 0
    differences = compare(args.compare, records)
    for line in differences:
        print(line)
    print(f"snapshot: {len(differences)} pages differ from {args.compare}")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
