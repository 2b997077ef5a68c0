"""Runnable pipelines over beam_extract's transforms.

warc_extract: batch, WARC files in, documents + dead letters + a summary out.
warc_watch:   streaming, a watched folder in, windowed documents out.
staging:      launch-side preparation of `--setup_file` for Beam's stager.

Importing the package imports beam_extract.transforms first, which installs a logging filter for
Beam's "apitools not found" import warning before any pipeline module imports apache_beam.
"""
import beam_extract.transforms  # noqa: F401 - the filter must be in place before apache_beam's import
