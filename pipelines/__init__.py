"""The runnable pipelines of a checkout: `python -m pipelines.warc_extract` / `python -m pipelines.warc_watch`.

Each module here only runs its pipeline, which lives in the installed package as
`beam_extract.pipelines.warc_extract` / `beam_extract.pipelines.warc_watch` (the `beam-extract
extract` / `beam-extract watch` commands of an installed distribution). This folder is not
installed: a distribution does not claim the generic top-level name `pipelines`.
"""
