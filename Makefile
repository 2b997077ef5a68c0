# beam-extract: every target does its own set-up (make install creates .venv/ in the repo root).
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
SHARED ?= ../shared

.PHONY: install install-bench lint test test-pure test-shared run bench bench-quick bench-pipeline bench-readability fuzz clean

install: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml setup.py beam_extract/_speedups.pyx
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

install-bench: $(VENV)/.installed-bench

$(VENV)/.installed-bench: $(VENV)/.installed pyproject.toml
	$(PY) -m pip install -q -e '.[dev,bench]'
	touch $@

# The suite is CPU-bound: pytest-xdist runs it on one worker a logical core, up to 4 (one on a
# single core); tests/xdist_schedule.py keeps test_packaging's tests on the worker that builds for them.
# `pytest -q` alone runs it in one process, the same tests.
WORKERS := -n logical --maxprocesses=4

test: install
	$(PY) -m pytest -q $(WORKERS)

# The suite again on the pure-Python twins of the C speedups (built, but unused), so a change to a
# twin is seen by the tests. Left out: the Beam pipeline, command-line, streaming and packaging
# tests, which take minutes and run the extractor through the same module switch
# (tests/test_speedups.py checks it); and the tests of the WARC reader, its split reads and dates,
# the HTTP reads, charset decoding, mojibake, composition exclusions, URLs, the time guard, the
# staging of a job's package, a run's output files and the watch's ledger, whose modules call no
# twin (they would run the same code twice).
# tests/test_speedups.py skips its registry and restated-rule tests there itself, for the same reason.
PURE_SKIP := tests/test_packaging.py tests/test_portable.py tests/test_streaming.py tests/test_pipelines.py \
	tests/test_transforms.py tests/test_cli.py tests/test_bench_pipeline.py \
	tests/test_warc.py tests/test_warc_properties.py tests/test_remote.py tests/test_decode.py \
	tests/test_mojibake.py tests/test_excluded_composites.py tests/test_warc_dates.py \
	tests/test_urls.py tests/test_time_guard.py tests/test_split_reads.py tests/test_staging.py tests/test_run_output.py \
	tests/test_watch_growth.py

lint: install
	$(PY) -m ruff check .

test-pure: install
	BEAM_EXTRACT_PURE_PYTHON=1 $(PY) -m pytest -q $(WORKERS) $(addprefix --ignore=,$(PURE_SKIP))

# The C speedups against their twins on every shared benchmark page (the suite reads every 6th).
test-shared: install
	BEAM_EXTRACT_SHARED_STRIDE=1 $(PY) -m pytest -q tests/test_speedups.py -k shared_benchmark_pages

run: install
	$(PY) -m pipelines.warc_extract --input samples/sample.warc.gz --output out/sample --format parquet

# Coverage-guided fuzzing (atheris, not a dev dependency: not run in CI). Every fuzz/fuzz_X.py runs
# FUZZ_SECONDS on its corpus fuzz/corpus/X/ (new inputs go to a scratch folder; crashes to fuzz/).
FUZZ_SECONDS ?= 60

fuzz: install
	$(PY) -m pip install -q -e '.[fuzz]'
	@for target in fuzz/fuzz_*.py; do \
		name=$$(basename $$target .py); name=$${name#fuzz_}; \
		scratch=$$(mktemp -d); \
		echo "fuzz: $$target for $(FUZZ_SECONDS) s"; \
		$(PY) $$target -max_total_time=$(FUZZ_SECONDS) -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
			-artifact_prefix=fuzz/ $$scratch fuzz/corpus/$$name/ || exit 1; \
		rm -rf $$scratch; \
	done

bench: install-bench
	$(PY) benchmarks/bench_extract.py --shared $(SHARED)

bench-quick: install
	$(PY) benchmarks/bench_extract.py --shared $(SHARED) --no-peers

bench-pipeline: install
	$(PY) benchmarks/bench_pipeline.py --shared $(SHARED)

bench-readability: install
	$(PY) benchmarks/readability_diff.py --shared $(SHARED)

clean:
	rm -rf $(VENV) out build *.egg-info beam_extract/_speedups.c beam_extract/*.so
