"""The outcome contract on damaged WARC files (tests/warc_mutations.py: coded, chunked and oddly
labelled bodies, broken at the HTTP, WARC record and file layers): the reader raises nothing and its
outcomes' byte ranges tile the file, the same from a stream that cannot seek; each skip names one of
SKIP_REASONS, each dead letter one of FAIL_REASONS with its error and byte range; and the pipeline's
extract step makes of every page a document or a named skip (no exception, no timeout) within
PAGE_CPU_SECONDS.

The suite runs EXAMPLES drawn the same way every run (derandomised). A campaign draws more, at
random, each finding written to a log instead of failing at the first:

    WARC_FUZZ_EXAMPLES=20000 WARC_FUZZ_LOG=/tmp/findings.txt .venv/bin/python -m pytest -q tests/test_warc_fuzz.py
"""
from __future__ import annotations

import io
import os
import time

from hypothesis import HealthCheck, Phase, given, settings
from warc_mutations import hostile_warc
from warcs import NonSeekable

from beam_extract import warc
from beam_extract.options import ExtractOptions
from beam_extract.transforms.extract_pages import _ExtractFn

EXAMPLES = int(os.environ.get("WARC_FUZZ_EXAMPLES", 30))
FINDINGS_LOG = os.environ.get("WARC_FUZZ_LOG")
FUZZ_SETTINGS = settings(
    max_examples=EXAMPLES, deadline=None, database=None, derandomize=not os.environ.get("WARC_FUZZ_EXAMPLES"),
    suppress_health_check=list(HealthCheck),
    phases=[Phase.generate] if FINDINGS_LOG else [Phase.generate, Phase.shrink],
)
MAX_PAYLOAD = 1 << 20
PAGE_CPU_SECONDS = 5.0
EXTRACT_SKIPS = frozenset(("no-content", "too-large", "frames-only", "not-html"))

_STEP: list = []
_TALLY = [0, 0]  # a campaign's examples and those with findings


def extract_step() -> _ExtractFn:
    """The pipeline's extract step, set up once for the module (its page thread and time guard)."""
    if not _STEP:
        step = _ExtractFn(ExtractOptions(), timeout_s=60, progress_every=10**9)
        step.setup()
        _STEP.append(step)
    return _STEP[0]


def contract_problems(data: bytes) -> list[str]:
    """What the reader and the extract step broke of the contract on the file `data`."""
    problems = []
    size = len(data)
    outcomes = list(warc.iter_records(io.BytesIO(data), "fuzz.warc", max_payload_bytes=MAX_PAYLOAD, size=size))
    problems += [f"tiling: {problem}" for problem in warc.tiling_problems(outcomes, 0, size)]
    streamed = list(warc.iter_records(NonSeekable(data, 1 + size % 4093), "fuzz.warc",
                                      max_payload_bytes=MAX_PAYLOAD, size=size))
    if streamed != outcomes:
        problems.append("a stream that cannot seek gives other outcomes")
    for outcome in outcomes:
        problems += outcome_problems(outcome)
    return problems


def outcome_problems(outcome) -> list[str]:
    """What one outcome broke of the contract (a page: through the extract step)."""
    where = f"at {outcome.warc_offset}"
    if isinstance(outcome, warc.Skipped):
        return [] if outcome.reason in warc.SKIP_REASONS else [f"skip {where} named {outcome.reason!r}"]
    if isinstance(outcome, warc.Failed):
        if outcome.reason not in warc.FAIL_REASONS or not outcome.error:
            return [f"dead letter {where}: {outcome.reason!r} {outcome.error!r}"]
        if outcome.warc_offset is None or outcome.warc_length is None:
            return [f"dead letter {where} without its byte range"]
        return []
    started = time.process_time()
    kind, reason, row = extract_step()._outcome(outcome)
    spent = time.process_time() - started
    problems = [] if spent < PAGE_CPU_SECONDS else [f"page {where} took {spent:.1f} s of CPU"]
    if kind == "emitted":
        return problems if row else [*problems, f"page {where} emitted no row"]
    if kind == "skipped" and reason in EXTRACT_SKIPS:
        return problems
    return [*problems, f"page {where}: {kind} {reason!r} {(row or {}).get('error')!r}"]


@FUZZ_SETTINGS
@given(hostile_warc())
def test_every_record_of_a_damaged_warc_is_accounted_for(built):
    data, how = built
    if FINDINGS_LOG:  # the file in hand, should the campaign hang on it
        with open(FINDINGS_LOG + ".current", "wb") as current:
            current.write(data)
    started = time.process_time()
    try:
        problems = contract_problems(data)
    except Exception as error:  # noqa: BLE001 - an escaped exception is a finding like the others
        problems = [f"raised {type(error).__name__}: {error}"]
    spent = time.process_time() - started
    if spent > 2 * PAGE_CPU_SECONDS:
        problems.append(f"the file took {spent:.1f} s of CPU")
    if FINDINGS_LOG:
        _TALLY[0] += 1
        _TALLY[1] += bool(problems)
        with open(FINDINGS_LOG + ".tally", "w") as tally:
            tally.write(f"{_TALLY[0]} examples, {_TALLY[1]} with findings, {time.process_time():.0f} s of CPU\n")
        if problems:
            with open(FINDINGS_LOG, "a") as log:
                log.write(f"{how}\n  {problems}\n  {data[:20000]!r}\n")
        return
    assert not problems, how

