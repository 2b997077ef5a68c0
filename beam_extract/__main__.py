"""`python -m beam_extract ...`: the `beam-extract` command (page, extract, watch)."""
from beam_extract.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
