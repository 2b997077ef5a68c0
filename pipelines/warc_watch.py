"""Watch pipeline, run from a checkout: WARC files landing under a glob in, each window's documents out.

    python -m pipelines.warc_watch --input 'incoming/*.warc.gz' --output out/live/docs

The same as the installed `beam-extract watch` command; the watch, its flags and its outputs are
documented in `beam_extract/pipelines/warc_watch.py` (`--help` lists the flags).
"""
from beam_extract.pipelines.warc_watch import command

if __name__ == "__main__":
    raise SystemExit(command(prog="python -m pipelines.warc_watch"))
