# beam-extract: every target does its own set-up (make install creates .venv/ in the repo root).
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
SHARED ?= ../shared

.PHONY: install install-bench test run bench bench-quick bench-pipeline bench-readability clean

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

test: install
	$(PY) -m pytest -q

run: install
	$(PY) -m pipelines.warc_extract --input samples/sample.warc.gz --output out/sample --format parquet

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
