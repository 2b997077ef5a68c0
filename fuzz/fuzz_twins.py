"""Coverage-guided differential fuzzing of the C speedups against their pure-Python twins.

In: bytes from atheris (libFuzzer), seeded with fuzz/corpus/twins/.
Out: nothing, unless `extract` gives another outcome with the C speedups (`beam_extract._speedups`)
than with every module switched to its twins (each module's `_speedups` set to None, as
tests/test_speedups.py does): another Document (any field), None on one side only, or another
exception. The C code is not instrumented (only the Python around it is), so the guidance comes
from the Python paths the input reaches; the comparison is what finds a C walk that reads a
tree otherwise (names_holding, outermost_named, attribute_values, the framing, label and
paragraph walks, the Markdown renderer...). Skips (exit 0) when the speedups are not built.

Run: `make fuzz` (every fuzz/fuzz_*.py for FUZZ_SECONDS), or
`python fuzz/fuzz_twins.py -max_total_time=60 fuzz/corpus/twins/`.
"""
import importlib
import sys

import atheris

with atheris.instrument_imports():
    from beam_extract import extract, speedups

from fuzz_extract import page_and_url  # noqa: E402 - beside this file: the same reading of an input

# Every module that picks C or its twin, as the registry names them (until 2026-12-02 a list by
# hand, which had left extractor and parse on their C paths in the twins' run).
MODULES = tuple(importlib.import_module(name)
                for name in sorted({path.partition(":")[0] for path in speedups.TWINS.values()}))


def outcome(html, url):
    try:
        doc = extract(html, url, max_bytes=1 << 20)
    except Exception as exc:  # noqa: BLE001 - the kind of exception is what is compared
        return ("raised", type(exc).__name__)
    return None if doc is None else doc.to_dict()


def twins_outcome(html, url):
    saved = [module._speedups for module in MODULES]
    for module in MODULES:
        module._speedups = None
    try:
        return outcome(html, url)
    finally:
        for module, native in zip(MODULES, saved):
            module._speedups = native


def test_one_input(data: bytes) -> None:
    if not data:
        return
    html, url = page_and_url(data)
    native, twins = outcome(html, url), twins_outcome(html, url)
    if native != twins:
        if isinstance(native, dict) and isinstance(twins, dict):
            differ = {k: (native[k], twins[k]) for k in native if native[k] != twins.get(k)}
            raise AssertionError(f"C and twins differ: {differ!r}"[:4000])
        raise AssertionError(f"C gives {native!r:.500}, twins {twins!r:.500}")


def main() -> None:
    if not speedups.enabled():
        print("fuzz_twins: the C speedups are not built; nothing to compare", file=sys.stderr)
        return
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
