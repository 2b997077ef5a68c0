"""Rows made safe for Beam's coders and writers, and the dead letters of what failed.

In: a document row the extraction made, a `warc.Failed`, or an element whose step raised.
Out: the row with every field of `rows.DOCUMENT_SCHEMA` of its type and valid Unicode
(`encodable_document_row`; `UnencodableRow` when it cannot be repaired), and dead-letter rows
(`rows.DEAD_LETTER_SCHEMA`) that always encode, their error message at most
`DEAD_LETTER_ERROR_MAX_CHARS` long. No Beam in it.
"""
from __future__ import annotations

from datetime import datetime
from typing import Any

import pyarrow as pa

from .. import rows
from ..document import capped, valid_unicode
from ..urls import output_url

# A dead letter's error message is capped (2026-12-07, hostile57): it names what went wrong and
# the record's range says where; an exception whose message held the page (a KeyError of the
# payload, a parser's error quoting its input) made a dead letter of megabytes, one per record.
# The WARC reader's own messages quote at most a few hundred characters (`quote_line`).
DEAD_LETTER_ERROR_MAX_CHARS = 4096
# A dead letter's URL fields, written as every URL field of the output (`urls.output_url`): the
# last-resort dead letter takes them from the element, not through `rows.dead_letter_row`.
_DEAD_LETTER_URLS = frozenset({"url", "record_id"})


class UnencodableRow(ValueError):
    """A row that Beam's coders or the writers could not take (wrong type, missing field)."""


def _python_types(type_: pa.DataType) -> tuple[tuple[type, ...], bool]:
    """(the Python types a value of this Arrow type may have, whether bool is refused among them)."""
    if pa.types.is_string(type_):
        return (str,), False
    if pa.types.is_boolean(type_):
        return (bool,), False
    if pa.types.is_integer(type_):
        return (int,), True
    if pa.types.is_floating(type_):
        return (int, float), True
    if pa.types.is_timestamp(type_):
        return (datetime,), False
    return (), False


# Each document field's check, worked out once from the schema (name, nullable, accepted Python
# types, bool refused, its type for messages): asking pyarrow per field and row took about as
# long as building the row (measured 2026-11-30 on the 400 rows of the WCXB WARC, CPU seconds per
# pass, best of 5 on a loaded machine: 0.010-0.019 with pyarrow's type tests, 0.003-0.010 with
# these; an ASCII string skips the UTF-8 trial encoding that finds lone surrogates).
_DOCUMENT_CHECKS = tuple(
    (field.name, field.nullable, *_python_types(field.type), field.type) for field in rows.DOCUMENT_SCHEMA
)
_DOCUMENT_FIELD_SET = frozenset(rows.DOCUMENT_FIELDS)


def encodable_document_row(row: dict, max_string_bytes: int = rows.MAX_STRING_BYTES) -> dict:
    """The row as every coder and writer takes it: text fields valid Unicode (lone surrogates
    replaced), every field of `rows.DOCUMENT_SCHEMA` present with a value of its type, no string
    over `max_string_bytes` bytes of UTF-8 (`rows.MAX_STRING_BYTES`, what one Parquet string
    holds).

    The extractor is meant to hand over clean fields; this layer does not rely on it, because a
    row a coder rejects fails outside any DoFn's guard and takes the whole run down.
    Raises `UnencodableRow` for a row that cannot be repaired.
    """
    if row.keys() != _DOCUMENT_FIELD_SET:
        missing, extra = _DOCUMENT_FIELD_SET - set(row), set(row) - _DOCUMENT_FIELD_SET
        raise UnencodableRow(f"row fields differ from the schema: missing {sorted(missing)}, extra {sorted(extra)}")
    fixed = {}
    for name, nullable, accepted, refuses_bool, type_ in _DOCUMENT_CHECKS:
        value = row[name]
        if value is None:
            if not nullable:
                raise UnencodableRow(f"field {name!r} is null")
        elif not isinstance(value, accepted) or (refuses_bool and isinstance(value, bool)):
            raise UnencodableRow(f"field {name!r} holds {type(value).__name__}, not {type_}")
        elif isinstance(value, str):
            if not value.isascii():  # ASCII holds no surrogate
                value = valid_unicode(value)
            if len(value) > max_string_bytes // 4:  # a character is at most 4 bytes: only such strings are measured
                _check_string_bytes(name, value, max_string_bytes)
        fixed[name] = value
    return fixed


def _check_string_bytes(name: str, value: str, max_string_bytes: int) -> None:
    """Raise `UnencodableRow` when `value` is over `max_string_bytes` bytes of UTF-8."""
    size = len(value) if value.isascii() else len(value.encode("utf-8"))
    if size > max_string_bytes:
        raise UnencodableRow(f"field {name!r} holds {size} bytes of UTF-8, over the {max_string_bytes} one Parquet "
                             "string can hold")


def encodable_dead_letter(row: dict) -> dict:
    """A dead letter that always encodes: text fields as valid Unicode strings, the offset an int."""
    fixed = {}
    for field in rows.DEAD_LETTER_SCHEMA:
        value = row.get(field.name)
        if field.name in ("warc_offset", "warc_length"):
            value = value if isinstance(value, int) and not isinstance(value, bool) else None
        elif value is not None:
            value = valid_unicode(value if isinstance(value, str) else repr(value))
            if field.name in _DEAD_LETTER_URLS:
                value = output_url(value)
            elif field.name == "error" and len(value) > DEAD_LETTER_ERROR_MAX_CHARS:
                value = capped(value, DEAD_LETTER_ERROR_MAX_CHARS - 40) + f" ({len(value)} characters)"
        fixed[field.name] = value
    if fixed["reason"] is None:
        fixed["reason"] = "unknown"
    return fixed


def last_resort_dead_letter(element: Any, exc: Exception) -> dict:
    """A dead letter built from nothing that can raise again: the element's attributes, if any."""
    def text(name: str) -> Any:
        try:
            return getattr(element, name, None)
        except Exception:  # noqa: BLE001 - a broken element's attributes are left out
            return None

    try:
        error = f"{type(exc).__name__}: {exc}"
    except Exception:  # noqa: BLE001 - an exception whose str() raises
        error = type(exc).__name__
    return encodable_dead_letter({
        "warc_file": text("warc_file"), "warc_offset": text("warc_offset"), "warc_length": text("warc_length"),
        "record_id": text("record_id"), "url": text("url"), "reason": "extract-step-error", "error": error,
    })


def dead_letter_from_outcome(failed: Any) -> dict:
    return rows.dead_letter_row(
        warc_file=failed.warc_file,
        warc_offset=failed.warc_offset,
        warc_length=getattr(failed, "warc_length", None),
        record_id=failed.record_id,
        url=failed.url,
        reason=failed.reason,
        error=failed.error,
    )


def dead_letter(page: Any, url: str | None, reason: str, error: str) -> dict:
    return rows.dead_letter_row(
        warc_file=getattr(page, "warc_file", None),
        warc_offset=getattr(page, "warc_offset", None),
        warc_length=getattr(page, "warc_length", None),
        record_id=getattr(page, "record_id", None),
        url=url,
        reason=reason,
        error=error,
    )
