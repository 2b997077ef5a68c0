"""Resolving references against a base URL.

In: a base URL and a reference (an href, a src, an xml:base value).
Out: the resolved URL, exactly as `urllib.parse.urljoin` gives it.

Most references in a page are already absolute http(s) URLs, and for those urljoin only parses the
reference and puts it back together unchanged, at ~5 µs a call (a Markdown rendering may make
hundreds). `join` returns such a reference as it is when that round trip provably changes nothing:
a lower-case http/https scheme, a non-empty host, printable ASCII, and none of the characters the
parser splits on or rewrites (`?`, `#`, `;`, `[`, `]`, `\\`). A root-relative reference ("/path",
the other common kind) under the same conditions and without dot segments is the base's origin
(urljoin(base, "/") less its slash, remembered per base) followed by the reference: a link-heavy
page resolves hundreds of them against one base, and urljoin parsing both each time was about a
tenth of the Markdown renderer's time on WCXB dev (2026-11-30). Everything else goes to urljoin.

A base or a reference urllib cannot parse (`http://[domain]/`, `http://[::1`: urljoin raises
ValueError on a bracketed host that is no IPv6 address) never fails the page: the reference is
resolved against no base (kept as written when even that fails).
"""
from __future__ import annotations

import functools
import re
from urllib.parse import urljoin

_REWRITTEN = re.compile(r"[?#;\[\]\\ ]")
# What makes urljoin rewrite a root-relative reference rather than append it to the base's origin.
_ROOTED_REWRITTEN = re.compile(r"[?#;\[\]\\ ]|/\.")


def join(base: str, ref: str) -> str:
    """urljoin(base, ref), without parsing an absolute http(s) or a root-relative reference where the result is known."""
    if ref.startswith(("https://", "http://")):
        host_at = 8 if ref[4] == "s" else 7
        if len(ref) > host_at and ref[host_at] != "/" and ref.isascii() and ref.isprintable() \
                and not _REWRITTEN.search(ref):
            return ref
    elif ref[:1] == "/" and ref[1:2] != "/" and ref.isascii() and ref.isprintable() \
            and not _ROOTED_REWRITTEN.search(ref):
        origin = _origin(base)
        if origin is not None:
            return origin + ref
    try:
        return urljoin(base, ref)
    except ValueError:  # a host in brackets that is no IPv6 address, in the base or the reference
        try:
            return urljoin("", ref)
        except ValueError:
            return ref


@functools.lru_cache(maxsize=1024)
def _origin(base: str) -> str | None:
    """What urljoin puts before a root-relative reference resolved against `base`: its join with
    "/" less the slash (None when urllib cannot parse the base, or the join ends otherwise)."""
    try:
        root = urljoin(base, "/")
    except ValueError:
        return None
    return root[:-1] if root.endswith("/") else None
