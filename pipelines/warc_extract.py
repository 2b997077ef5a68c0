"""Batch pipeline, run from a checkout: WARC files in, documents + dead letters + a summary out.

    python -m pipelines.warc_extract --input 'crawl/*.warc.gz' --output out/docs --format parquet

The same as the installed `beam-extract extract` command; the pipeline, its flags and its exit
status are documented in `beam_extract/pipelines/warc_extract.py` (`--help` lists the flags).
"""
from beam_extract.pipelines.warc_extract import command

if __name__ == "__main__":
    raise SystemExit(command(prog="python -m pipelines.warc_extract"))
