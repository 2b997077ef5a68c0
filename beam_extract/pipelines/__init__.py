"""The pipelines over beam_extract's transforms, with their command lines.

warc_extract: batch, WARC files in, documents + dead letters + a summary out (`beam-extract extract`).
warc_watch:   a watched glob in, each window's documents out (`beam-extract watch`).
options:      their flags, as Beam `PipelineOptions`.
run_output:   a run's files under its `--output` prefix.
staging:      launch-side preparation of `--setup_file` for Beam's stager.

A checkout runs them as `python -m pipelines.warc_extract` / `python -m pipelines.warc_watch`
(the repository's top-level `pipelines/` folder, which is not installed).

Importing the package imports beam_extract.transforms first, which installs a logging filter for
Beam's "apitools not found" import warning before any pipeline module imports apache_beam.
"""
import beam_extract.transforms  # noqa: F401 - the filter must be in place before apache_beam's import
