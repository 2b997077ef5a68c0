"""Page bytes to text, with the charset chosen the way the HTML standard sniffs it.

In: the HTTP payload of a page (bytes, content/transfer encodings already undone) and the
charset label from its HTTP Content-Type header, if any.
Out: `(text, encoding)`, where `encoding` is the lowercase WHATWG name of the encoding used
("utf-8", "windows-1252", "shift_jis", "gbk", ...). Never raises: undecodable bytes become U+FFFD.

Order (WHATWG "encoding sniffing algorithm"): byte order mark, then the HTTP header's charset,
then a prescan of the page's first bytes for `<meta charset>` / `<meta http-equiv=Content-Type>`,
then detection (strict UTF-8 first, charset-normalizer on a bounded sample otherwise, windows-1252
when nothing is found). Labels go through the WHATWG label table; an unknown label is ignored.

Deliberate deviations from the standard, for a text corpus rather than a browser:
- a page declared (header or meta) in a legacy encoding whose bytes are valid UTF-8 and hold
  non-ASCII characters is decoded as UTF-8 (mislabelled UTF-8 is common; genuine legacy text that
  happens to be valid UTF-8 is vanishingly rare). `trust_valid_utf8=False` turns this off;
- the prescan reads up to `META_PRESCAN_BYTES` (8 KiB, cut at `</head>`) instead of 1024 bytes,
  because browsers also honour a later `<meta charset>` while parsing the head; bytes that are
  not UTF-8 and declare nothing there are searched up to `LATE_META_BYTES` (4 MiB) for a
  `<meta charset>` outside comments before detection guesses (a head opened by a megabyte of
  comments);
- UTF-16 without a byte order mark is recognised (its first bytes decode as UTF-16 holding a "<"
  and no controls; the NULs beside ASCII characters make that impossible in any other byte order
  or encoding) before any label, which such bytes cannot have been read by;
- UTF-32, which the standard no longer decodes (a browser reads its byte order mark as UTF-16's
  and shows NULs), is decoded as UTF-32, with its mark or without (recognised as UTF-16 is), and
  named "utf-32le" / "utf-32be" (no WHATWG name exists); its labels, which no browser honours,
  stay unknown: the bytes decide;
- `sniff_binary` (used by the extractor before decoding) names payloads that are no text at all:
  magic numbers of images, PDFs and archives, or a share of NUL/C0 control bytes;
  `unreadable_text` holds decoded (or given) text to the same share of those controls, and
  refuses text that is mostly U+FFFD or C1 controls;
- a header declaring UTF-16 on bytes without a NUL in their first KiB (so not UTF-16 markup)
  is ignored, and the meta prescan and detection decide;
- bytes labelled (or detected as) UTF-8 that are UTF-8 mixed with another encoding read the runs
  that are not UTF-8 in the encoding those runs show, when it reads them as words
  (`_utf8_mended`), where the standard makes each such byte a U+FFFD;
- seven-bit bytes holding ISO-2022-JP's escapes are read as ISO-2022-JP whatever the label, and as
  UTF-7 when a label names it (`seven_bit_text`); a page in EBCDIC (no "<" byte, its markup read
  as IBM037) in the IBM code page a label names, else IBM037 (`ebcdic_text`): the standard reads
  the first as UTF-8 escapes and knows neither of the others;
- the meta prescan reads labels as written (`meta_charset_label`) and each caller keeps those its
  table knows: the standard's, UTF-7's, the IBM code pages';
- a legacy label its own bytes refute is read in its language's sibling encoding (Shift_JIS and
  EUC-JP, GBK and Big5, windows-1251 and KOI8-R: `_refuted_label_reread`), where a browser shows
  mojibake;
- labels the standard maps to its "replacement" encoding (iso-2022-kr, hz-gb-2312, ...) decode
  with Python's codec of that name when one exists, instead of collapsing the page to one U+FFFD.

Text decoded wrongly before the page was written ("Ã©" for "é") is mojibake.py's, repaired in the
content document (text_repair.py).
"""
from __future__ import annotations

import codecs
import re
import unicodedata

# How far the `<meta charset>` prescan reads. The HTML standard's prescan stops at 1,024 bytes; on the
# 2,160 benchmark pages (2026-11-30), of 2,045 that declare a charset in a meta tag, 1,845 do so in
# the first 1,024 bytes, 1,980 in 4 KiB, 2,012 in 8 KiB, 2,033 in 32 KiB (long heads of scripts and
# styles first). 8 KiB: the later ones are found by LATE_META_BYTES' search when the bytes are not UTF-8.
META_PRESCAN_BYTES = 8192
# Bytes that are not UTF-8 and declare nothing in the prescan window are searched this far for a
# late `<meta charset>` before detection guesses (a cheap search: only such pages pay it).
LATE_META_BYTES = 4 * 1024 * 1024
# Bytes charset detection reads when nothing is declared (chosen 2026-11-30, not tuned: enough
# text for a statistical guess, while detection's cost grows with the sample).
DETECTION_SAMPLE_BYTES = 32768

# WHATWG Encoding standard, "Names and labels" (encodings.json): label -> encoding name.
_WHATWG_LABELS: dict[str, tuple[str, ...]] = {
    "utf-8": ("unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8",
              "x-unicode20utf8"),
    "ibm866": ("866", "cp866", "csibm866", "ibm866"),
    "iso-8859-2": ("csisolatin2", "iso-8859-2", "iso-ir-101", "iso8859-2", "iso88592",
                   "iso_8859-2", "iso_8859-2:1987", "l2", "latin2"),
    "iso-8859-3": ("csisolatin3", "iso-8859-3", "iso-ir-109", "iso8859-3", "iso88593",
                   "iso_8859-3", "iso_8859-3:1988", "l3", "latin3"),
    "iso-8859-4": ("csisolatin4", "iso-8859-4", "iso-ir-110", "iso8859-4", "iso88594",
                   "iso_8859-4", "iso_8859-4:1988", "l4", "latin4"),
    "iso-8859-5": ("csisolatincyrillic", "cyrillic", "iso-8859-5", "iso-ir-144", "iso8859-5",
                   "iso88595", "iso_8859-5", "iso_8859-5:1988"),
    "iso-8859-6": ("arabic", "asmo-708", "csiso88596e", "csiso88596i", "csisolatinarabic",
                   "ecma-114", "iso-8859-6", "iso-8859-6-e", "iso-8859-6-i", "iso-ir-127",
                   "iso8859-6", "iso88596", "iso_8859-6", "iso_8859-6:1987"),
    "iso-8859-7": ("csisolatingreek", "ecma-118", "elot_928", "greek", "greek8", "iso-8859-7",
                   "iso-ir-126", "iso8859-7", "iso88597", "iso_8859-7", "iso_8859-7:1987",
                   "sun_eu_greek"),
    "iso-8859-8": ("csiso88598e", "csisolatinhebrew", "hebrew", "iso-8859-8", "iso-8859-8-e",
                   "iso-ir-138", "iso8859-8", "iso88598", "iso_8859-8", "iso_8859-8:1988",
                   "visual"),
    "iso-8859-8-i": ("csiso88598i", "iso-8859-8-i", "logical"),
    "iso-8859-10": ("csisolatin6", "iso-8859-10", "iso-ir-157", "iso8859-10", "iso885910",
                    "l6", "latin6"),
    "iso-8859-13": ("iso-8859-13", "iso8859-13", "iso885913"),
    "iso-8859-14": ("iso-8859-14", "iso8859-14", "iso885914"),
    "iso-8859-15": ("csisolatin9", "iso-8859-15", "iso8859-15", "iso885915", "iso_8859-15",
                    "l9"),
    "iso-8859-16": ("iso-8859-16",),
    "koi8-r": ("cskoi8r", "koi", "koi8", "koi8-r", "koi8_r"),
    "koi8-u": ("koi8-ru", "koi8-u"),
    "macintosh": ("csmacintosh", "mac", "macintosh", "x-mac-roman"),
    "windows-874": ("dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620",
                    "windows-874"),
    "windows-1250": ("cp1250", "windows-1250", "x-cp1250"),
    "windows-1251": ("cp1251", "windows-1251", "x-cp1251"),
    "windows-1252": ("ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819",
                     "iso-8859-1", "iso-ir-100", "iso8859-1", "iso88591", "iso_8859-1",
                     "iso_8859-1:1987", "l1", "latin1", "us-ascii", "windows-1252", "x-cp1252"),
    "windows-1253": ("cp1253", "windows-1253", "x-cp1253"),
    "windows-1254": ("cp1254", "csisolatin5", "iso-8859-9", "iso-ir-148", "iso8859-9",
                     "iso88599", "iso_8859-9", "iso_8859-9:1989", "l5", "latin5",
                     "windows-1254", "x-cp1254"),
    "windows-1255": ("cp1255", "windows-1255", "x-cp1255"),
    "windows-1256": ("cp1256", "windows-1256", "x-cp1256"),
    "windows-1257": ("cp1257", "windows-1257", "x-cp1257"),
    "windows-1258": ("cp1258", "windows-1258", "x-cp1258"),
    "x-mac-cyrillic": ("x-mac-cyrillic", "x-mac-ukrainian"),
    "gbk": ("chinese", "csgb2312", "csiso58gb231280", "gb2312", "gb_2312", "gb_2312-80", "gbk",
            "iso-ir-58", "x-gbk"),
    "gb18030": ("gb18030",),
    "big5": ("big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"),
    "euc-jp": ("cseucpkdfmtjapanese", "euc-jp", "x-euc-jp"),
    "iso-2022-jp": ("csiso2022jp", "iso-2022-jp"),
    "shift_jis": ("csshiftjis", "ms932", "ms_kanji", "shift-jis", "shift_jis", "sjis",
                  "windows-31j", "x-sjis"),
    "euc-kr": ("cseuckr", "csksc56011987", "euc-kr", "iso-ir-149", "korean", "ks_c_5601-1987",
               "ks_c_5601-1989", "ksc5601", "ksc_5601", "windows-949"),
    "utf-16be": ("unicodefffe", "utf-16be"),
    "utf-16le": ("csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "utf-16",
                 "utf-16le"),
    "x-user-defined": ("x-user-defined",),
    # The standard's "replacement" labels, kept under their own names (see module docstring).
    "iso-2022-kr": ("csiso2022kr", "iso-2022-kr"),
    "hz-gb-2312": ("hz-gb-2312",),
}

LABELS: dict[str, str] = {
    label: name for name, labels in _WHATWG_LABELS.items() for label in labels
}

# WHATWG encoding name -> Python codec. The WHATWG decoders are supersets of the older
# standards their labels name: GBK decodes as gb18030, Big5 with HKSCS, Shift_JIS as windows-31j
# (cp932), EUC-KR as windows-949 (cp949).
_CODECS: dict[str, str] = {
    "utf-8": "utf-8",
    "ibm866": "cp866",
    "iso-8859-2": "iso8859_2",
    "iso-8859-3": "iso8859_3",
    "iso-8859-4": "iso8859_4",
    "iso-8859-5": "iso8859_5",
    "iso-8859-6": "iso8859_6",
    "iso-8859-7": "iso8859_7",
    "iso-8859-8": "iso8859_8",
    "iso-8859-8-i": "iso8859_8",
    "iso-8859-10": "iso8859_10",
    "iso-8859-13": "iso8859_13",
    "iso-8859-14": "iso8859_14",
    "iso-8859-15": "iso8859_15",
    "iso-8859-16": "iso8859_16",
    "koi8-r": "koi8_r",
    "koi8-u": "koi8_u",
    "macintosh": "mac_roman",
    "windows-874": "cp874",
    "windows-1250": "cp1250",
    "windows-1251": "cp1251",
    "windows-1252": "cp1252",
    "windows-1253": "cp1253",
    "windows-1254": "cp1254",
    "windows-1255": "cp1255",
    "windows-1256": "cp1256",
    "windows-1257": "cp1257",
    "windows-1258": "cp1258",
    "x-mac-cyrillic": "mac_cyrillic",
    "gbk": "gb18030",
    "gb18030": "gb18030",
    "big5": "big5hkscs",
    "euc-jp": "euc_jp",
    "iso-2022-jp": "iso2022_jp",
    "shift_jis": "cp932",
    "euc-kr": "cp949",
    "utf-16be": "utf-16-be",
    "utf-16le": "utf-16-le",
    "utf-32be": "utf-32-be",
    "utf-32le": "utf-32-le",
    "iso-2022-kr": "iso2022_kr",
    "hz-gb-2312": "hz",
}

_UTF_NAMES = frozenset({"utf-8", "utf-16be", "utf-16le"})

# charset-normalizer reports Python codec names; only encodings the WHATWG standard knows are
# candidates (fewer candidates is also faster), and its answer is mapped back to WHATWG names.
_DETECTION_CANDIDATES: dict[str, str] = {
    "cp1252": "windows-1252", "cp1250": "windows-1250", "cp1251": "windows-1251",
    "cp1253": "windows-1253", "cp1254": "windows-1254", "cp1255": "windows-1255",
    "cp1256": "windows-1256", "cp1257": "windows-1257", "cp1258": "windows-1258",
    "cp874": "windows-874", "cp866": "ibm866", "koi8_r": "koi8-r", "koi8_u": "koi8-u",
    "iso8859_2": "iso-8859-2", "iso8859_5": "iso-8859-5", "iso8859_6": "iso-8859-6",
    "iso8859_7": "iso-8859-7", "iso8859_8": "iso-8859-8", "iso8859_13": "iso-8859-13",
    "iso8859_15": "iso-8859-15", "mac_roman": "macintosh", "mac_cyrillic": "x-mac-cyrillic",
    "gb18030": "gb18030", "gb2312": "gbk", "gbk": "gbk", "big5": "big5", "big5hkscs": "big5",
    "euc_jp": "euc-jp", "shift_jis": "shift_jis", "cp932": "shift_jis",
    "iso2022_jp": "iso-2022-jp", "euc_kr": "euc-kr", "cp949": "euc-kr",
    "latin_1": "windows-1252", "ascii": "windows-1252", "utf_8": "utf-8",
}

_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF32_LE, "utf-32le"),  # FF FE 00 00: UTF-16LE's mark and more, so looked at first
    (codecs.BOM_UTF32_BE, "utf-32be"),
    (codecs.BOM_UTF16_LE, "utf-16le"),
    (codecs.BOM_UTF16_BE, "utf-16be"),
)
# The wide Unicode encodings, recognised by their bytes (a byte order mark, or NULs in their
# pattern beside markup) before any label: no ASCII-compatible encoding has those bytes.
WIDE_ENCODINGS = ("utf-32le", "utf-32be", "utf-16le", "utf-16be")

# The five bytes windows-1252 leaves undefined decode to the C1 controls of the same value in
# the WHATWG index (Python's cp1252 codec rejects them). mojibake.py reads bytes the same way.
CP1252_ERRORS = "beam-extract-windows-1252"


def _cp1252_undefined(exc: UnicodeError):
    if not isinstance(exc, UnicodeDecodeError):
        raise exc
    return "".join(chr(b) for b in exc.object[exc.start:exc.end]), exc.end


codecs.register_error(CP1252_ERRORS, _cp1252_undefined)

_X_USER_DEFINED = {b: 0xF780 + b - 0x80 for b in range(0x80, 0x100)}

_ASCII_WS = " \t\n\r\f"
# What is stripped from a charset label's ends: ASCII whitespace and the other C0 controls and
# DEL (`charset=utf-8\x00`, a C string's NUL: the label was passed on with it, and named no
# encoding; 2026-12-02).
_LABEL_JUNK = " " + "".join(map(chr, range(32))) + "\x7f"


def whatwg_encoding(label: str | bytes | None) -> str | None:
    """The WHATWG name of an encoding label (`latin1` -> `windows-1252`), None if unknown."""
    if label is None:
        return None
    return LABELS.get(_label_text(label))


def _label_text(label: str | bytes) -> str:
    """A charset label as the tables hold them: ASCII whitespace, other C0 controls, DEL and
    quotes stripped from its ends, lowercase."""
    if isinstance(label, bytes):
        label = label.decode("latin-1")
    return label.strip(_LABEL_JUNK + "\"'").lower()


def charset_from_content_type(content_type: str | None) -> str | None:
    """The charset parameter of a Content-Type value, as written (quotes and spaces removed).

    `text/html; charset="ISO-8859-1"` -> `ISO-8859-1`; None when there is none. Tolerates the
    sloppiness found in crawls: `charset = utf-8`, single quotes, trailing `;`, repeated
    parameters (the first non-empty one wins), values joined from repeated headers.
    """
    if not content_type:
        return None
    match = _CT_CHARSET_RE.search(content_type)
    while match:
        value = match.group(1) or match.group(2) or match.group(3) or ""
        value = value.strip(_LABEL_JUNK)
        if value:
            return value
        match = _CT_CHARSET_RE.search(content_type, match.end())
    return None


_CT_CHARSET_RE = re.compile(
    r"""(?:^|[;,\s])charset\s*=\s*(?:"([^"]*)"?|'([^']*)'?|([^\s;,"']*))""", re.IGNORECASE
)


def decode_html(
    data: bytes,
    charset_hint: str | None = None,
    *,
    trust_valid_utf8: bool = True,
) -> tuple[str, str]:
    """Decode a page: `(text, WHATWG encoding name)`. Never raises; bad bytes become U+FFFD."""
    text, name, _ = _sniffed_text(data, charset_hint, trust_valid_utf8)
    return text, name


def decode_page(data: bytes, charset_hint: str | None = None) -> tuple[str, str, bool]:
    """`decode_html`'s text and encoding, and whether the text is exactly `data` read as UTF-8
    (no byte order mark, no byte replaced or read in another encoding): then a parser may read
    the bytes themselves."""
    text, name, mended = _sniffed_text(data, charset_hint, True)
    exact = name == "utf-8" and not mended and not data.startswith(codecs.BOM_UTF8) and "\ufffd" not in text
    return text, name, exact


def _sniffed_text(data: bytes, charset_hint: str | None, trust_valid_utf8: bool) -> tuple[str, str, bool]:
    """(text, encoding name, whether runs of it were read in a legacy encoding: `_utf8_mended`)."""
    if not data:
        return "", "utf-8", False
    data = bytes(data)
    if data.startswith(codecs.BOM_UTF8):
        return _decode(data[3:], "utf-8"), "utf-8", False
    wide = wide_encoding(data)
    if wide is not None:  # no ASCII-compatible encoding puts NULs beside every markup character
        name, bom_size = wide
        return _decode(data[bom_size:], name), name, False
    if data.isascii():
        escaped = seven_bit_text(data, charset_hint)
        if escaped is not None:
            return escaped[0], escaped[1], False
    elif b"<" not in data[:EBCDIC_PROBE_BYTES]:
        ebcdic = ebcdic_text(data, charset_hint)
        if ebcdic is not None:
            return ebcdic[0], ebcdic[1], False
    declared = whatwg_encoding(charset_hint) if charset_hint else None
    if declared in ("utf-16le", "utf-16be") and b"\x00" not in data[:1024]:
        declared = None  # UTF-16 markup is full of NULs; these bytes are not UTF-16
    if declared is None:
        declared = prescan_meta_charset(data)
    if declared is not None:
        if trust_valid_utf8 and declared not in _UTF_NAMES and not data.isascii():
            text = _strict_utf8(data)
            if text is not None:
                return text, "utf-8", False
        if declared == "utf-8" and not data.isascii():
            return _labelled_utf8(data)
        if declared in _REREAD_WHEN_REFUTED and not data.isascii():
            declared = _refuted_label_reread(data, declared) or declared
        return _decode(data, declared), declared, False

    text = _strict_utf8(data)
    if text is not None:
        return text, "utf-8", False
    late = late_meta_charset(data)
    if late is not None:
        return _decode(data, late), late, False
    detected = detect_encoding(data)
    if detected == "utf-8":  # mostly UTF-8 (`_mostly_utf8`), with a few runs of another encoding
        mended = _utf8_mended(data)
        if mended is not None:
            return mended, detected, True
    return _decode(data, detected), detected, False


# Seven-bit encodings, whose bytes are all ASCII (so valid UTF-8, read as UTF-8 otherwise, the
# text shown as its escapes: "$BF|K\\8l" for "日本語", "caf+AOk-" for "café"), 2026-12-07 (hostile56):
# ISO-2022-JP, by its escapes to JIS X 0208 and back to ASCII (whatever the label: an ESC is no
# character of a page's text), and UTF-7 when a label names it (the standard knows no UTF-7; a
# browser shows its escapes, but the label leaves no doubt for a corpus).
# (The run between the escapes holds no ESC: each attempt stops at the next one, so a page of
# escapes never shifted back is read once; `.*?` read it to its end from each, 3.1 s for 8,000.)
_ISO_2022_JP_ESCAPES = re.compile(rb"\x1b\$[@B][^\x1b]*+\x1b\([BJ]")
_UTF7_LABELS = frozenset({"utf-7", "utf7", "unicode-1-1-utf-7", "csunicode11utf7", "x-unicode20utf7"})

def seven_bit_text(data: bytes, charset_hint: str | None = None) -> tuple[str, str] | None:
    """(text, encoding name) of ASCII bytes in a seven-bit encoding their escapes or a label make
    evident (ISO-2022-JP, UTF-7), else None; the bytes must decode without an error."""
    if b"\x1b" in data and _ISO_2022_JP_ESCAPES.search(data):
        try:
            return data.decode("iso2022_jp"), "iso-2022-jp"
        except UnicodeError:
            pass
    if b"+" in data and _labels_utf7(data, charset_hint):
        try:
            return data.decode("utf-7"), "utf-7"
        except UnicodeError:
            return None
    return None


def _labels_utf7(data: bytes, charset_hint: str | None) -> bool:
    """Whether the label that decides names UTF-7: the header's charset when it names an encoding
    (UTF-7 or one the standard knows; a UTF-16 label on bytes without NULs names none, as in
    `_sniffed_text`), else the first `<meta>` label in the prescan window naming one."""
    if charset_hint:
        hint = _label_text(charset_hint)
        if hint in _UTF7_LABELS:
            return True
        named = whatwg_encoding(hint)
        if named is not None and not (named in ("utf-16le", "utf-16be") and b"\x00" not in data[:1024]):
            return False
    return meta_charset_label(data, _names_utf7_or_whatwg) in _UTF7_LABELS


def _names_utf7_or_whatwg(label: str) -> bool:
    return label in _UTF7_LABELS or label in LABELS


# EBCDIC, IBM's mainframe code pages: no "<" (0x3C) at all, its "<" and ">" are 0x4C and 0x6E
# ("L" and "n" in ASCII), a space 0x40 ("@"). The standard knows none of them (a browser shows the
# bytes as windows-1252 junk); pages served from a mainframe as they are stored are read here in
# the code page the header names, or one a meta tag in the decoded head names, else IBM037 (US
# English, the commonest; IBM500 and 1140-1149 differ from it in a few symbols). Its line break,
# NEL (0x15), becomes a line feed. Added 2026-12-07 (hostile56).
EBCDIC_PROBE_BYTES = 4096
_EBCDIC_CODECS: dict[str, str] = {
    "ibm037": "cp037", "cp037": "cp037", "ibm-037": "cp037", "ebcdic-cp-us": "cp037", "ebcdic-cp-ca": "cp037",
    "csibm037": "cp037", "ibm500": "cp500", "cp500": "cp500", "ibm-500": "cp500", "ebcdic-international": "cp500",
    "csibm500": "cp500", "ibm273": "cp273", "cp273": "cp273", "ibm1026": "cp1026", "cp1026": "cp1026",
    "ibm875": "cp875", "cp875": "cp875", "ibm1140": "cp1140", "cp1140": "cp1140", "ibm01140": "cp1140",
    "ibm1047": "cp037", "cp1047": "cp037",
}
_EBCDIC_MARKUP = re.compile(r"<\s*(?:!doctype|html|head|body|meta|title|div|p)\b", re.IGNORECASE)


def ebcdic_text(data: bytes, charset_hint: str | None = None) -> tuple[str, str] | None:
    """(text, code page name) of an HTML page in EBCDIC, else None: its first EBCDIC_PROBE_BYTES
    hold no "<" and, read as IBM037, a start tag of a page's element."""
    probe = _ebcdic_markup(data[:EBCDIC_PROBE_BYTES])
    if probe is None:
        return None
    codec = _EBCDIC_CODECS.get(_label_text(charset_hint or ""))
    if codec is None:  # the first meta naming a code page or an encoding the standard knows
        # (IBM037 reads bytes as Latin-1 characters: the probe's own bytes again, "<" as 0x3C)
        label = meta_charset_label(probe.encode("latin-1"), _names_ebcdic_or_whatwg, len(probe))
        codec = _EBCDIC_CODECS.get(label or "", "cp037")
    name = "ibm" + codec[2:]
    return data.decode(codec).replace("\x85", "\n"), name


def _names_ebcdic_or_whatwg(label: str) -> bool:
    return label in _EBCDIC_CODECS or label in LABELS


# EBCDIC's line break (NEL) and tab are the C0 bytes 0x15 and 0x05: read as spaces (0x40) when an
# EBCDIC page's controls are counted.
_EBCDIC_BREAKS = bytes.maketrans(b"\x15\x05", b"\x40\x40")


def _ebcdic_lines(sample: bytes) -> bool:
    """Whether `sample` is EBCDIC markup whose controls are its line breaks and tabs."""
    return not _many_controls(sample.translate(_EBCDIC_BREAKS)) and _ebcdic_markup(sample[:EBCDIC_PROBE_BYTES]) is not None


def _ebcdic_markup(head: bytes) -> str | None:
    """`head` read as IBM037 when it holds no "<" and reads so as a page's markup, else None."""
    if b"<" in head or head.count(b"\x4c") < 2 or head.count(b"\x6e") < 2:
        return None
    probe = head.decode("cp037")
    return probe if _EBCDIC_MARKUP.search(probe) else None


# A page labelled UTF-8 is read as UTF-8 unless its bytes refute the label: at least this many
# bytes no UTF-8 decoder reads, and fewer characters beyond ASCII that do decode than a tenth of
# them (a legacy page has almost none; a UTF-8 page with a stray legacy byte has many); and the
# detected encoding must read at least half of them as letters (junk bytes read as symbols stay
# UTF-8's U+FFFD, which the garbled check then refuses).
UTF8_LIE_MIN_BAD = 8


def _labelled_utf8(data: bytes) -> tuple[str, str, bool]:
    """Bytes labelled UTF-8 decoded as UTF-8 (one decode when they are valid), or by detection
    when they plainly are another encoding (see UTF8_LIE_MIN_BAD), or as UTF-8 mixed with
    another encoding (`_utf8_mended`, the third value True)."""
    text = _strict_utf8(data)
    if text is not None:
        return text, "utf-8", False
    text = data.decode("utf-8", "replace")
    if _refutes_utf8(text):
        detected = detect_encoding(data)  # a server's default label on a legacy page
        legacy, detected = _legacy_text(data, detected)
        if _mostly_letters(legacy):  # read as words, not as symbols of junk bytes
            return legacy, detected, False
    mended = _utf8_mended(data)
    return (text, "utf-8", False) if mended is None else (mended, "utf-8", True)


def _legacy_text(data: bytes, detected: str) -> tuple[str, str]:
    """Bytes of a legacy page (under a UTF-8 label its bytes refute) decoded in `detected`, or, when
    that is a single-byte Latin encoding and phrases of another script's stand among its runs
    (French beside Russian phrases, 2026-12-07, hostile59: the whole page was read in ISO-8859-2 or
    windows-1257, both wrong), each run of bytes 0x80-0xFF in the one it shows (`_mend_encodings`):
    (text, the encoding of the page's Latin runs). A page detected in another script's encoding is
    read in it whole, as before."""
    if detected not in _LATIN_SINGLE_BYTE:
        return _decode(data, detected), detected
    script, latin, words_only = _mend_encodings(data, _high_spans(data), detected)
    if latin is None:
        return _decode(data, script), script
    return data.decode("ascii", _mend_errors(script, latin, words_only)), latin


def _high_spans(data: bytes) -> list[tuple[int, int]]:
    """(start, end) of the runs of bytes 0x80-0xFF, up to MENDING_SAMPLE_BYTES of them in all."""
    spans: list[tuple[int, int]] = []
    size = 0
    for run in _HIGH_RUN.finditer(data):
        spans.append(run.span())
        size += run.end() - run.start() + 2
        if size >= MENDING_SAMPLE_BYTES:
            break
    return spans


# UTF-8 mixed with a legacy encoding (a template in UTF-8 around text pasted or stored in
# windows-1252, Shift_JIS, windows-1251, ...; 2026-12-07): the runs of bytes that are not UTF-8
# are read in the legacy encoding their bytes show (detection on those runs alone, each with the
# byte after it: a double-byte character's second byte may be ASCII), when it reads them as
# letters; until then each such byte was a U+FFFD, and a page mostly in the other encoding was
# refused as garbled (not-html). The runs are of bytes 0x80-0xFF, which is all UTF-8 uses beyond
# ASCII, so every valid UTF-8 character outside them is kept as it is.
_HIGH_RUN = re.compile(rb"[\x80-\xff]+")
MENDING_SAMPLE_BYTES = 8192  # bytes of runs detection reads (not tuned: as the detection sample's scale)
# Fewer bytes of runs than this are read as windows-1252 without detection, which guesses at
# random on a few bytes (4 bytes of symbols, "\xa9\xae\xb0\xb1", were GBK's "帑停"; not tuned).
MENDING_MIN_DETECTION_BYTES = 32
_MEND_ERRORS = "beam-extract-utf8-then-"


def _utf8_mended(data: bytes) -> str | None:
    """`data`, labelled UTF-8 and not valid UTF-8, decoded as UTF-8 with its invalid runs read in
    the legacy encoding they show; None when no encoding reads those runs as letters."""
    spans = _invalid_utf8_spans(data)
    if not spans:
        return None
    runs = [data[start:end + 1] for start, end in spans]
    sample = b" ".join(runs)
    fallback = _charset_normalizer_guess(sample) if len(sample) >= MENDING_MIN_DETECTION_BYTES else None
    if fallback in (None, "utf-8", "iso-2022-jp"):
        fallback = "windows-1252"
    script, latin, words_only = _mend_encodings(data, spans, fallback)
    if not _mostly_words(_mended_runs_text(data, spans, script, latin, words_only)):
        return None
    return data.decode("utf-8", _mend_errors(script, latin, words_only))


def _mend_errors(script: str, latin: str | None, words_only: bool) -> str:
    """The name of the error handler reading each run of bytes 0x80-0xFF a decode cannot read in
    `script` or `latin` (`_legacy_run_reader`), registered on first use."""
    errors = f"{_MEND_ERRORS}{script}+{latin}+{words_only}"
    try:
        codecs.lookup_error(errors)
    except LookupError:
        latin_codec = _CODECS.get(latin, latin) if latin is not None else None
        codecs.register_error(errors, _legacy_run_reader(_CODECS.get(script, script), latin_codec, words_only))
    return errors


def _mend_encodings(data: bytes, spans: list[tuple[int, int]], guess: str) -> tuple[str, str | None, bool]:
    """(the encoding of the runs of another script, the Latin encoding of the rest or None when
    every run is read in the first, whether only the runs in phrases without ASCII letters are
    the script's: `_in_script_phrase`) for a mend whose runs detection read as `guess`.

    Detection on the phrases of bytes 0x80-0xFF alone (2026-12-07, hostile59): on all the runs, a
    Hebrew paragraph beside a Latin-1 one read as KOI8-R, an Arabic one (each run with the byte
    after it) as windows-1251, a few Russian phrases among Latin-1 runs as windows-1252, and a
    French paragraph's runs alone as windows-1251 ("l'йtй", "а la fin")."""
    if guess not in _NON_LATIN_SINGLE_BYTE and guess not in _LATIN_SINGLE_BYTE:
        return guess, None, False  # a double-byte encoding (Shift_JIS, GBK, ...): as detected
    words = b" ".join(data[start:end] for start, end in spans if _in_script_phrase(data, start, end))
    script = _script_guess(words)
    if script is None:  # too few phrases of a script to tell, or they read as Latin: the runs are Latin
        return (guess if guess in _LATIN_SINGLE_BYTE else "windows-1252"), None, False
    # The rest is read in windows-1252: a guess on all the runs beside a script's phrases was misled
    # by them (French beside Russian read as ISO-8859-2). Runs mostly the script's (`guess` one of
    # its encodings): a run outside words mostly of ASCII letters is the script's (`_in_latin_word`);
    # runs mostly Latin: a run in a phrase without ASCII letters (`_in_script_phrase`).
    return script, "windows-1252", guess not in _NON_LATIN_SINGLE_BYTE


def _mended_runs_text(data: bytes, spans: list[tuple[int, int]], script: str, latin: str | None,
                      words_only: bool) -> str:
    """The runs at `spans` (each with the byte after it), each decoded in the encoding the mend
    reads it in (`_reads_as_script`), joined by spaces."""
    return " ".join(
        _decode(data[start:end + 1], script if _reads_as_script(data, start, end, latin, words_only) else latin)
        for start, end in spans
    )


def _reads_as_script(data: bytes, start: int, end: int, latin: str | None, words_only: bool) -> bool:
    """Whether the mend reads the run data[start:end] in its script's encoding rather than in
    `latin`: always when there is no `latin`; when `words_only`, if it lies in a phrase without ASCII
    letters (`_in_script_phrase`); else unless it lies in a word mostly of ASCII letters (`_in_latin_word`)."""
    if latin is None:
        return True
    if words_only:
        return _in_script_phrase(data, start, end)
    return not _in_latin_word(data, start, end)


# A run the reverse mix (Latin-1 runs mostly, a few phrases of another script) reads in the script's
# encoding lies in a stretch without ASCII letters holding at least this many bytes 0xC0-0xFF (read
# at most LATIN_WORD_REACH bytes either side of the run; 2026-12-07, hostile59, not tuned): a Latin
# word holds ASCII letters but for a letter or two ("à", "ó"), a Cyrillic, Greek, Hebrew or Arabic
# phrase none, so its short words ("в", "ο", "על") are read with the long ones beside them. Bytes
# 0xC0-0xFF are the letters of each of these encodings (Cyrillic, Greek, Hebrew, Arabic, and Latin
# accented ones), bytes 0x80-0xBF mostly their quotes, dashes and signs ("« à »" is no phrase).
SCRIPT_PHRASE_MIN_BYTES = 3
_LETTER_BYTES = bytes(range(0xC0, 0x100))
_NO_ASCII_LETTER_TAIL = re.compile(rb"[^A-Za-z]*\Z")
_NO_ASCII_LETTER_HEAD = re.compile(rb"[^A-Za-z]*")


def _in_script_phrase(data: bytes, start: int, end: int) -> bool:
    """Whether the run data[start:end] of bytes 0x80-0xFF lies in a stretch without ASCII letters
    holding SCRIPT_PHRASE_MIN_BYTES bytes 0xC0-0xFF or more (the stretch read at most LATIN_WORD_REACH
    bytes either side of the run); never when an ASCII letter touches the run."""
    if (start > 0 and _is_ascii_letter(data[start - 1])) or (end < len(data) and _is_ascii_letter(data[end])):
        return False
    before = _NO_ASCII_LETTER_TAIL.search(data, max(0, start - LATIN_WORD_REACH), start).group()
    after = _NO_ASCII_LETTER_HEAD.match(data, end, end + LATIN_WORD_REACH).group()
    stretch = before + data[start:end] + after
    return len(stretch) - len(stretch.translate(None, _LETTER_BYTES)) >= SCRIPT_PHRASE_MIN_BYTES


def _is_ascii_letter(byte: int) -> bool:
    return 65 <= byte <= 90 or 97 <= byte <= 122


def _script_guess(words: bytes) -> str | None:
    """The single-byte encoding of another script than Latin detection reads `words` in, when
    they are enough bytes to tell (MENDING_MIN_DETECTION_BYTES), else None."""
    if len(words) < MENDING_MIN_DETECTION_BYTES:
        return None
    guess = _charset_normalizer_guess(words)
    if guess not in _NON_LATIN_SINGLE_BYTE or not _mostly_letters(_decode(words, guess)):
        return None  # phrases of quotes and dashes about a letter ("« à »") are no script's words
    return guess


# Single-byte encodings of other scripts than Latin (2026-12-07, hostile58). When the runs a mend
# reads are mostly in one of them (a Russian, Greek, Hebrew or Arabic text pasted into a UTF-8
# template), a run inside a word written mostly in ASCII letters is a Latin word's accented letter
# pasted in windows-1252 / Latin-1 beside it ("caf\xe9", "M\xfcller", "cr\xe9\xe9"): a word of
# those scripts is all bytes 0x80-0xFF in its encoding, and one disguised with Latin look-alikes
# ("\xefp\xe8\xe2e\xf2" for "пpивeт") still holds more of them than of ASCII letters. Until then
# every run was read in the one encoding, "Moli\xe8re" as "Moliиre".
# How far either side of a run its word is read: a "word" of a page's length (no space in a
# megabyte of "a\xe9") was read whole for each of its runs, the square of its length (a word of
# 10,000 bytes took 11.6 s); a word is a few dozen bytes.
LATIN_WORD_REACH = 32
_WORD_END = re.compile(rb"[A-Za-z\x80-\xff]*\Z")
_WORD_START = re.compile(rb"[A-Za-z\x80-\xff]*")
_NON_LATIN_SINGLE_BYTE = frozenset({
    "windows-1251", "koi8-r", "koi8-u", "iso-8859-5", "ibm866", "x-mac-cyrillic", "windows-1253",
    "iso-8859-7", "windows-1255", "iso-8859-8", "windows-1256", "iso-8859-6", "windows-874",
})
# The single-byte Latin encodings detection names (a reverse mix's runs mostly read in one).
_LATIN_SINGLE_BYTE = frozenset({
    "windows-1252", "windows-1250", "windows-1254", "windows-1257", "windows-1258", "iso-8859-2",
    "iso-8859-13", "iso-8859-15", "macintosh",
})


def _in_latin_word(data: bytes, start: int, end: int) -> bool:
    """Whether the run data[start:end] of bytes 0x80-0xFF lies in a word (letters of ASCII and
    bytes 0x80-0xFF, read at most LATIN_WORD_REACH bytes either side of the run) holding at least
    as many ASCII letters as such bytes, one of them at least."""
    window = data[max(0, start - LATIN_WORD_REACH):start], data[end:end + LATIN_WORD_REACH]
    before = _WORD_END.search(window[0]).group()
    after = _WORD_START.match(window[1]).group()
    around = before + after  # the word's bytes either side of the run: ASCII letters and high bytes
    ascii_letters = len(around.translate(None, _HIGH_BYTES))
    high = (end - start) + len(around) - ascii_letters
    return ascii_letters > 0 and ascii_letters >= high


# The share of the runs' characters beyond ASCII that must be letters, marks or punctuation (the
# quotes and dashes pasted from a word processor are the commonest of such runs) for them to be
# read in the legacy encoding (not tuned, 2026-12-07: windows-1252 reads random bytes to about
# 70% of them; binary bytes are refused before, by their controls, in any case).
MENDED_MIN_WORD_SHARE = 0.8


def _mostly_words(text: str) -> bool:
    """Whether MENDED_MIN_WORD_SHARE of the text's characters beyond ASCII are letters, marks or
    punctuation."""
    beyond = [c for c in text if c > "\x7f"]
    words = sum(c.isalpha() or unicodedata.category(c)[0] in "MP" for c in beyond)
    return bool(beyond) and words >= MENDED_MIN_WORD_SHARE * len(beyond)


def _invalid_utf8_spans(data: bytes) -> list[tuple[int, int]]:
    """(start, end) of the runs of bytes 0x80-0xFF that are not UTF-8, up to MENDING_SAMPLE_BYTES
    of them in all (each counted with the byte after it and a separator)."""
    spans: list[tuple[int, int]] = []
    size = 0
    for run in _HIGH_RUN.finditer(data):
        try:
            run.group().decode("utf-8")
        except UnicodeDecodeError:
            spans.append(run.span())
            size += run.end() - run.start() + 2
            if size >= MENDING_SAMPLE_BYTES:
                break
    return spans


def _legacy_run_reader(codec: str, latin: str | None = None, words_only: bool = False):
    """An error handler for UTF-8 decoding reading the rest of a run of bytes 0x80-0xFF from the
    error on in `codec` (and the byte after the run, when a character of `codec` needs it); in
    `latin` instead when given and `_reads_as_script` says the run is not the script's."""
    def read_run(exc: UnicodeError):
        if not isinstance(exc, UnicodeDecodeError):
            raise exc
        if exc.end - exc.start > 1:  # a UTF-8 character cut after its lead byte and a continuation
            return "\ufffd", exc.end
        data = exc.object
        end = _HIGH_RUN.match(data, exc.start).end()
        run_codec = codec if _reads_as_script(data, exc.start, end, latin, words_only) else latin
        decoder = codecs.getincrementaldecoder(run_codec)("replace")
        text = decoder.decode(data[exc.start:end])
        if decoder.getstate()[0] and end < len(data):
            end += 1
            text += decoder.decode(data[end - 1:end])
        return text + decoder.decode(b"", True), end
    return read_run


def _refutes_utf8(text: str) -> bool:
    """Whether the UTF-8 decoding of labelled bytes shows another encoding: at least
    UTF8_LIE_MIN_BAD undecodable bytes, fewer decoded non-ASCII characters than a tenth of them."""
    bad = text.count("\ufffd")
    decoded = len(text) - len(text.encode("ascii", "ignore")) - bad
    return bad >= UTF8_LIE_MIN_BAD and decoded * 10 < bad


def _mostly_letters(text: str) -> bool:
    """Whether at least half of the text's characters beyond ASCII are letters."""
    beyond = [c for c in text if c > "\x7f"]
    return bool(beyond) and 2 * sum(c.isalpha() for c in beyond) >= len(beyond)


# A legacy label its own bytes refute (2026-12-07, hostile57): a server's or template's label over
# text stored in the sibling encoding of its language. Read in the sibling when the evidence is
# plain on the page's runs of bytes 0x80-0xFF (`_high_byte_runs`: its words, not its scripts and
# styles, which the detection sample around the first non-ASCII byte was, for pages whose first
# such byte is in a script; 2026-12-07, dev pages re-encoded: half of them); only siblings,
# whose mix-ups are common and whose evidence is telling (GBK's decoder reads almost any bytes
# without an error, so an error count cannot choose among languages):
# - Japanese, Shift_JIS and EUC-JP: at least LABEL_LIE_MIN_BAD characters the label's decoder
#   cannot read (`_unread`) and they are at least a fifth of those it reads (a genuine page has a
#   few stray bytes at most); the sibling must read the sample with at most a tenth of those, as
#   letters mostly;
# - Chinese, GBK (gb18030) and Big5: each decoder reads the other's bytes without an error, so by
#   how common the characters read are (`_chinese_refuted`, `_common_hanzi_share`);
# - Cyrillic, windows-1251 and KOI8-R / KOI8-U: every byte decodes, but the letters' case is
#   inverted (the two put lowercase and uppercase at swapped bytes: "пРЙЧЕФ" for "Привет"): at
#   least CYRILLIC_MIN_WORDS words of three Cyrillic letters or more, over a tenth of them a
#   lowercase letter before uppercase ones and under half of them in an ordinary case (lowercase,
#   or one capital first); the sibling reading over 80% of them in an ordinary case wins.
# The thresholds are not tuned (no dev page is in these encodings): the evidence each asks for is
# far from what a genuine page shows (tests/test_decode.py holds genuine pages under their labels).
LABEL_LIE_MIN_BAD = 8
CYRILLIC_MIN_WORDS = 20
_JAPANESE = {"shift_jis": "euc-jp", "euc-jp": "shift_jis"}
_CHINESE = {"gbk": "big5", "gb18030": "big5", "big5": "gbk"}
_CYRILLIC_SINGLE_BYTE = ("windows-1251", "koi8-r", "koi8-u")
_REREAD_WHEN_REFUTED = frozenset(_JAPANESE) | frozenset(_CHINESE) | frozenset(_CYRILLIC_SINGLE_BYTE)
_CYRILLIC_WORD = re.compile("[\u0400-\u04ff]{3,}")


def _refuted_label_reread(data: bytes, declared: str) -> str | None:
    """The encoding to read `data` in when its bytes refute the legacy label `declared` (see
    LABEL_LIE_MIN_BAD), else None."""
    sample = _high_byte_runs(data)
    if declared in _JAPANESE:
        return _japanese_reread(sample, declared)
    if declared in _CHINESE:
        other = _CHINESE[declared]
        refuted = _chinese_refuted(_decode(sample, declared))
        return other if refuted and _common_hanzi_share(_decode(sample, other)) >= CHINESE_COMMON_SHARE else None
    return _cyrillic_reread(sample, declared)


def _japanese_reread(sample: bytes, declared: str) -> str | None:
    text = _decode(sample, declared)
    bad = _unread(text, declared)
    read = len(text) - len(text.encode("ascii", "ignore")) - bad
    if bad < LABEL_LIE_MIN_BAD or bad * 5 < read:
        return None
    other = _JAPANESE[declared]
    reread = _decode(sample, other)
    return other if _unread(reread, other) * 10 <= bad and _mostly_letters(reread) else None


def _unread(text: str, name: str) -> int:
    """Characters of `text` decoded in `name` that show the bytes are not in it: U+FFFD, and in
    Shift_JIS half-width katakana too (its decoder reads EUC-JP's bytes 0xA1-0xDF as them, so
    EUC-JP under a Shift_JIS label is mostly half-width katakana and few errors)."""
    bad = text.count("\ufffd")
    if name == "shift_jis":
        bad += len(_HALF_WIDTH_KATAKANA.findall(text))
    return bad


_HALF_WIDTH_KATAKANA = re.compile("[\uff61-\uff9f]")
# GBK's and Big5's byte ranges overlap: each decoder reads the other's text without an error, as
# other characters. Told apart by how common its characters are: the 60 commonest in Chinese prose
# (both scripts' forms) are a fifth or more of a genuine page's ideographs, a percent or two of a
# misread one (2026-12-07, not tuned: the two forms of one text measure about 0.35 against 0.01).
_COMMON_HANZI = frozenset(
    "的一是不了在人有我他这這个個们們中来來上大为為和国國地到以说說时時要就出也得里裡后後自会會可"
    "年生对對能过過那下子你她都而么麼去之于於家学學多经經发發当當没沒成事作用道行还還方"
)
_IDEOGRAPH = re.compile("[\u4e00-\u9fff]")
CHINESE_MIN_IDEOGRAPHS = 50
CHINESE_COMMON_SHARE = 0.1


def _common_hanzi_share(text: str) -> float:
    ideographs = _IDEOGRAPH.findall(text)
    if len(ideographs) < CHINESE_MIN_IDEOGRAPHS:
        return 0.0
    return sum(c in _COMMON_HANZI for c in ideographs) / len(ideographs)


def _chinese_refuted(text: str) -> bool:
    """Whether Chinese text shows it was read in the wrong one of GBK and Big5: many letters
    beyond ASCII (ideographs, and the kana and symbols the other's bytes also read as), under 3%
    of them common ideographs."""
    letters = [c for c in text if c > "\x7f" and c.isalpha()]
    return len(letters) >= CHINESE_MIN_IDEOGRAPHS and sum(c in _COMMON_HANZI for c in letters) < 0.03 * len(letters)


def _cyrillic_reread(sample: bytes, declared: str) -> str | None:
    words, inverted, ordinary = _cyrillic_cases(_decode(sample, declared))
    if words < CYRILLIC_MIN_WORDS or inverted * 10 <= words or ordinary * 2 >= words:
        return None
    best = None
    for name in _CYRILLIC_SINGLE_BYTE:
        if name == declared:
            continue
        other_words, _, other_ordinary = _cyrillic_cases(_decode(sample, name))
        share = other_ordinary / other_words if other_words >= CYRILLIC_MIN_WORDS else 0.0
        if share > 0.8 and (best is None or share > best[0]):
            best = (share, name)
    return best[1] if best else None


def _cyrillic_cases(text: str) -> tuple[int, int, int]:
    """(words of three Cyrillic letters or more, those whose first letter is lowercase and the
    rest uppercase, those in an ordinary case: all lowercase or one capital first)."""
    words = _CYRILLIC_WORD.findall(text)
    inverted = ordinary = 0
    for word in words:
        rest = word[1:]
        if rest.isupper():
            inverted += word[0].islower()
        elif rest.islower():
            ordinary += 1
    return len(words), inverted, ordinary


def _high_byte_runs(data: bytes, limit: int = MENDING_SAMPLE_BYTES) -> bytes:
    """The runs of bytes 0x80-0xFF of `data`, each with the byte after it (a double-byte
    character's second byte may be ASCII), joined by spaces, up to about `limit` bytes. Found as
    the gaps between runs of ASCII: a search for the high runs tries each ASCII byte in turn
    (21 ms on a 900 kB page of scripts holding 2 kB of Big5), a match of an ASCII run takes it
    whole (2026-12-07)."""
    runs: list[bytes] = []
    size = 0
    at = 0
    for ascii_run in _ASCII_RUN.finditer(data):
        if ascii_run.start() > at:
            runs.append(data[at:ascii_run.start() + 1])
            size += len(runs[-1]) + 1
            if size >= limit:
                return b" ".join(runs)
        at = ascii_run.end()
    if at < len(data):
        runs.append(data[at:])
    return b" ".join(runs)


_ASCII_RUN = re.compile(rb"[\x00-\x7f]+")


def _detection_sample(data: bytes) -> bytes:
    """The bytes detection reads: DETECTION_SAMPLE_BYTES from a little before the first non-ASCII one."""
    first = _NON_ASCII_RE.search(data)
    start = max(0, first.start() - 256) if first else 0
    return data[start:start + DETECTION_SAMPLE_BYTES]


def _decode(data: bytes, name: str) -> str:
    if name == "windows-1252":
        return data.decode("cp1252", CP1252_ERRORS)
    if name == "x-user-defined":
        return data.decode("latin-1").translate(_X_USER_DEFINED)
    try:
        return data.decode(_CODECS[name], "replace")
    except (LookupError, UnicodeError):  # a codec that cannot even replace: keep the bytes' text
        return data.decode("cp1252", CP1252_ERRORS)


def _strict_utf8(data: bytes) -> str | None:
    """The text of bytes that are valid UTF-8 (a page cut inside its last character counts),
    else None."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        if error.reason == "unexpected end of data" and error.end == len(data):
            return data.decode("utf-8", "replace")
        return None


# --- UTF-16 without a byte order mark, and binary payloads ------------------------------------

SNIFF_BYTES = 4096  # the sample the UTF-16 and binary checks read (the shares below were measured on 4 KiB)
# UTF-16 without a byte order mark: the sample decodes as UTF-16 of that byte order without an
# unpaired surrogate, holds a tag's start ("<" and a letter, "/", "!" or "?": four bytes, two of
# them NULs; read in the other order they are CJK characters) and almost no controls (random
# bytes give unpaired surrogates within a few hundred code units). Markup in CJK text still counts,
# where the NULs are no regular pattern. A lone "<" was the evidence before 2026-12-01: an ASCII
# page with 40 random bytes in it read as UTF-16BE about twice in 3,000 tries (NUL then "<").
UTF16_MAX_CONTROL_SHARE = 0.01
_TEXT_CONTROLS = re.compile("[\x00-\x08\x0b\x0e-\x1f]")
_TAG_START = re.compile("<[A-Za-z/!?]")
# Text after a UTF-16 or UTF-32 byte order mark may hold a few unpaired surrogates (a string cut
# inside a pair by a script or a template, 2026-12-06): until then one of them in the first 4 KiB
# made a marked UTF-16 page "binary", dropped whole as not-html. Random bytes decode to about 3%
# of them (a surrogate half 1 unit in 32, seldom paired), so up to half a percent keeps random
# bytes after a mark refused (1,024 units: 32 expected, 5 allowed). Markup without a mark stays
# strict: there the decode is the evidence of the byte order.
WIDE_MAX_LONE_SURROGATE_SHARE = 0.005
_LONE_SURROGATES = re.compile("[\ud800-\udfff]")


def wide_encoding(data: bytes) -> tuple[str, int] | None:
    """(name, size of its byte order mark) when `data` is UTF-32 or UTF-16 text, by its byte
    order mark or, without one, by its first bytes (markup in that encoding, see
    `utf16_without_bom`); None otherwise. A UTF-32LE mark counts only before UTF-32 text (FF FE
    then a NUL character is UTF-16LE)."""
    for bom, name in _BOMS[1:]:
        if data.startswith(bom):
            if name == "utf-32le" and not _reads_as_wide(data[4:SNIFF_BYTES], name, markup=False):
                continue
            return name, len(bom)
    name = utf32_without_bom(data) or utf16_without_bom(data)
    return (name, 0) if name is not None else None


def wide_text_head(data: bytes, characters: int = 1024) -> bytes | None:
    """The first `characters` of UTF-16 or UTF-32 text (`wide_encoding`) as UTF-8 bytes, for
    byte-pattern checks written for ASCII-compatible bytes; None for other bytes."""
    wide = wide_encoding(data)
    if wide is None:
        return None
    name, bom_size = wide
    unit = 4 if name.startswith("utf-32") else 2
    head = data[bom_size:bom_size + characters * unit]
    return head.decode(_CODECS[name], "replace").encode("utf-8", "replace")


def utf16_without_bom(data: bytes) -> str | None:
    """"utf-16le" / "utf-16be" for UTF-16 markup without a byte order mark, else None."""
    sample = data[:SNIFF_BYTES]
    if b"\x00" not in sample:
        return None
    for name in ("utf-16le", "utf-16be"):
        if _reads_as_wide(sample, name, markup=True):
            return name
    return None


def utf32_without_bom(data: bytes) -> str | None:
    """"utf-32le" / "utf-32be" for UTF-32 markup without a byte order mark, else None. Every
    UTF-32 code unit holds a NUL byte and a byte under 0x11 beside it, so random bytes, UTF-16
    and ASCII-compatible text fail the strict decode within a few units."""
    sample = data[:SNIFF_BYTES]
    if b"\x00\x00" not in sample:
        return None
    for name in ("utf-32le", "utf-32be"):
        if _reads_as_wide(sample, name, markup=True):
            return name
    return None


def _reads_as_wide(sample: bytes, name: str, markup: bool) -> bool:
    """Does `sample` decode as UTF-16 or UTF-32 (`name`, with its byte order), with almost no
    controls (and a tag start, when `markup`)? After a byte order mark (not `markup`) a few
    unpaired surrogates are allowed (`WIDE_MAX_LONE_SURROGATE_SHARE`)."""
    unit = 4 if name.startswith("utf-32") else 2
    sample = sample[:len(sample) // unit * unit]
    codec = _CODECS[name]
    errors = "strict" if markup else "surrogatepass"
    try:
        text = sample.decode(codec, errors)
    except UnicodeDecodeError as error:
        if error.start < len(sample) - 4:  # a pair cut by the sample's end is no evidence
            return False
        text = sample[:error.start].decode(codec, errors)
    if markup and not _TAG_START.search(text):
        return False
    if not markup and len(_LONE_SURROGATES.findall(text)) > WIDE_MAX_LONE_SURROGATE_SHARE * len(text):
        return False
    return len(_TEXT_CONTROLS.findall(text)) <= UTF16_MAX_CONTROL_SHARE * len(text)


# Leading bytes of formats served as text/html by mistake (an image behind a page URL, a PDF,
# a compressed body whose Content-Encoding was lost). None of them can start a page.
_MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"%PDF-", "pdf"),
    (b"\x89PNG\r\n\x1a\n", "png"),
    (b"\xff\xd8\xff", "jpeg"),
    (b"GIF87a", "gif"),
    (b"GIF89a", "gif"),
    (b"\x1f\x8b", "gzip"),
    (b"PK\x03\x04", "zip"),
    (b"PK\x05\x06", "zip"),
    (b"7z\xbc\xaf\x27\x1c", "7z"),
    (b"Rar!\x1a\x07", "rar"),
    (b"\xfd7zXZ\x00", "xz"),
    (b"\x28\xb5\x2f\xfd", "zstd"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "ole"),
    (b"II*\x00", "tiff"),
    (b"MM\x00*", "tiff"),
    (b"wOFF", "woff"),
    (b"wOF2", "woff2"),
    (b"OggS", "ogg"),
    (b"fLaC", "flac"),
    (b"\x00asm", "wasm"),
    (b"\x7fELF", "elf"),
    (b"\x00\x00\x01\x00", "ico"),
)
_RIFF_KINDS = {b"WEBP": "webp", b"WAVE": "wav", b"AVI ": "avi"}
# NUL and the C0 controls no text uses: everything but tab, LF, VT, FF, CR and ESC (ISO-2022-JP
# switches with ESC). Measured 2026-11-30 on the first 4 KiB: random bytes hold ~10% of them (900
# draws of 1 KiB to 100 KiB, none under 5%), the 2,160 benchmark pages none at all; the threshold
# sits between (half the random share, so 1 KiB samples stay > 5 standard deviations away).
_BINARY_CONTROLS = bytes(b for b in range(32) if b not in b"\t\n\x0b\x0c\r\x1b")
_BINARY_CONTROL_SHARE = 0.05
# The same for decoded text: U+FFFD (bytes no decoder could read) and C1 controls (high bytes a
# legacy decoder passed through) in the first SNIFF_BYTES characters. The benchmark pages reach
# 0.5% (2026-11-30); a page a fifth unreadable is no text.
_GARBLED = re.compile("[\ufffd\x80-\x9f]")
_GARBLED_SHARE = 0.2


def sniff_binary(data: bytes) -> str | None:
    """What binary format `data` is ("pdf", "png", "gzip", ..., "binary"), None for text.

    Magic numbers at the start, then the share of NUL and C0 control bytes in the first
    SNIFF_BYTES bytes (UTF-16 and UTF-32, with or without a byte order mark, full of NULs, are
    text)."""
    for magic, kind in _MAGIC:
        if data.startswith(magic):
            return kind
    if data.startswith(b"RIFF") and data[8:12] in _RIFF_KINDS:
        return _RIFF_KINDS[data[8:12]]
    if data[4:8] == b"ftyp":
        return "mp4"
    if data.startswith(b"BZh") and data[4:10] == b"1AY&SY":
        return "bzip2"
    sample = data[:SNIFF_BYTES]
    if _many_controls(sample) and not _wide_text(sample) and not _ebcdic_lines(sample):
        return "binary"
    return None


def _many_controls(sample: bytes | str) -> bool:
    """Whether NUL and the C0 controls no text uses are over _BINARY_CONTROL_SHARE of `sample`
    (bytes, or text however decoded)."""
    return _control_count(sample) > _BINARY_CONTROL_SHARE * len(sample)


def _control_count(sample: bytes | str) -> int:
    """How many of `sample`'s bytes or characters are _BINARY_CONTROLS. Text is counted in its UTF-8
    bytes: each of these controls is one byte there, and no other character's bytes (lone
    surrogates' included) hold one. Measured 2026-12-02 (CPU, WCXB dev's first 4 KiB of each page):
    str.translate with a deletion table took 0.13 ms a page (1.2% of extract(); 0.56 ms on
    ScrapingHub's pages, most of them not ASCII), the encoding and bytes.translate 0.02 ms. CPU of
    extract(), alternating page by page: WCXB dev 0.987, ScrapingHub + trafilatura-eval-dev 0.965."""
    data = sample.encode("utf-8", "surrogatepass") if isinstance(sample, str) else sample
    return len(data) - len(data.translate(None, _BINARY_CONTROLS))


# Compressed streams are about half bytes over 0x7F, as random bytes are: gzip, zlib, raw deflate,
# brotli and zstd of 1,080 benchmark pages at least 44.9% of their first 4 KiB, a gzip of a page's
# first 300 bytes 33.7% (2026-12-02). Bytes with many NUL/C0 controls (`sniff_binary`'s "binary")
# and under a tenth of high bytes were written by no compression: a NUL-filled file, control junk.
_COMPRESSED_MIN_HIGH_SHARE = 0.1
_HIGH_BYTES = bytes(range(0x80, 0x100))


def control_junk(data: bytes) -> bool:
    """Whether `data` is binary by its controls (as `sniff_binary` counts them) yet almost all
    7-bit: junk that no compression wrote, so not a body in some content coding."""
    sample = data[:SNIFF_BYTES]
    high = len(sample) - len(sample.translate(None, _HIGH_BYTES))
    return _many_controls(sample) and high < _COMPRESSED_MIN_HIGH_SHARE * len(sample)


def _wide_text(sample: bytes) -> bool:
    """Whether the sample is UTF-16 or UTF-32 text: after a byte order mark, text of almost no
    controls; without one, markup (`wide_encoding`)."""
    wide = wide_encoding(sample)
    if wide is None:
        return False
    name, bom_size = wide
    return _reads_as_wide(sample[bom_size:], name, markup=False) if bom_size else True


def garbled(text: str) -> bool:
    """True when decoded text is mostly what no decoder could read (U+FFFD, C1 controls)."""
    sample = text[:SNIFF_BYTES]
    if sample.isascii() or _GARBLED.search(sample) is None:  # nothing to count: most pages
        return False
    return len(_GARBLED.findall(sample)) > _GARBLED_SHARE * max(len(sample), 1)


def unreadable_text(text: str) -> str | None:
    """Why text, however it was decoded (or given), is no page: "binary" when NUL and the C0
    controls no text uses pass the share `sniff_binary` allows in bytes (a NUL flood given as
    str, or read from UTF-16 or UTF-32 bytes, is refused as its UTF-8 bytes are), "garbled" when
    it is mostly U+FFFD or C1 controls (`garbled`); None for text."""
    sample = text[:SNIFF_BYTES]
    if _many_controls(sample):
        return "binary"
    return "garbled" if garbled(sample) else None


# --- <meta> prescan -------------------------------------------------------------------------

_META_TAG_RE = re.compile(rb"<meta[\s/]([^>]*)", re.IGNORECASE)
_ATTR_RE = re.compile(
    rb"""([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?"""
)
_COMMENT_RE = re.compile(rb"<!--.*?(?:-->|\Z)", re.DOTALL)
_CONTENT_CHARSET_RE = re.compile(
    rb"""charset\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s;"']+))""", re.IGNORECASE
)


def prescan_meta_charset(data: bytes, limit: int = META_PRESCAN_BYTES) -> str | None:
    """The WHATWG encoding a page's `<meta>` declares in its first `limit` bytes, or None.

    The first `<meta charset>` or `<meta http-equiv="content-type" content="...charset=...">`
    naming a known encoding wins (`meta_charset_label`); UTF-16 declared this way means UTF-8
    (the bytes were readable as ASCII, so they are not UTF-16) and x-user-defined means
    windows-1252, as the standard says.
    """
    name = whatwg_encoding(meta_charset_label(data, _names_a_whatwg_encoding, limit))
    if name in ("utf-16le", "utf-16be"):
        return "utf-8"
    if name == "x-user-defined":
        return "windows-1252"
    return name


def _names_a_whatwg_encoding(label: str) -> bool:
    return label in LABELS


def meta_charset_label(data: bytes, known, limit: int = META_PRESCAN_BYTES) -> str | None:
    """The first charset label a `<meta>` in `data[:limit]` declares for which `known(label)` is
    true, as written (stripped and lowercased, `_label_text`), or None: the standard's prescan,
    its label table left to the caller, so labels it does not know (UTF-7, the IBM code pages)
    are read by the same rules. Comments are skipped and the search stops at `</head>`; a meta
    counts by its `charset` attribute (then its content is not read), or by an
    `http-equiv="content-type"` and the charset in its `content`. 2026-12-07 (hostile57): one
    prescan for the three (before, UTF-7 and EBCDIC labels had patterns of their own that read
    metas inside comments and in any `content`)."""
    head = data[:limit]
    lowered = head.lower()
    if b"charset" not in lowered:
        return None
    end_of_head = lowered.find(b"</head")
    if end_of_head >= 0:
        head = head[:end_of_head]
    if b"<!--" in head:
        head = _COMMENT_RE.sub(b"", head)
    for tag in _META_TAG_RE.finditer(head):
        label = _meta_tag_label(tag.group(1))
        if label is not None:
            label = _label_text(label)
            if known(label):
                return label
    return None


_META_OPENING_RE = re.compile(rb"<meta[\s/]", re.IGNORECASE)
_CHARSET_RE = re.compile(rb"charset", re.IGNORECASE)


def late_meta_charset(data: bytes, limit: int = LATE_META_BYTES) -> str | None:
    """The encoding a `<meta>` declares after the prescan window (a head opened by a megabyte of
    comments or inline scripts), read only for bytes that are not UTF-8, where detection would
    otherwise guess. The first `<meta ... charset` outside comments within `limit` bytes counts."""
    if not _names_a_charset_late(data, META_PRESCAN_BYTES - 16, limit):
        return None
    head = data[:limit]
    if b"<!--" in head:
        head = _COMMENT_RE.sub(b"", head)
    return prescan_meta_charset(head, len(head))


def _names_a_charset_late(data: bytes, start: int, limit: int) -> bool:
    """Whether a `<meta` opening in data[start:limit] holds "charset" (any case) before the `>`
    that ends it (or before `limit`): what the pattern `<meta[\\s/][^>]*charset` finds, without its
    quadratic search. The pattern read each opening up to its `>` again, so bytes of unclosed
    `<meta `s cost the square of their length (2026-12-02, sweep_shapes' unclosed_late_metas:
    16,000 of them, 96 kB, took 7.2 s of CPU). Every opening before a `>` ends at that `>`, and
    its bytes lie inside the first one's, so the search goes on after the `>`: each byte is read
    once."""
    at = start
    while (opening := _META_OPENING_RE.search(data, at, limit)) is not None:
        close = data.find(b">", opening.end(), limit)
        end = limit if close < 0 else close
        if _CHARSET_RE.search(data, opening.end(), end) is not None:
            return True
        at = end
    return False


def _meta_tag_label(attributes: bytes) -> bytes | None:
    """The charset label a meta tag's attributes declare, as written, or None."""
    charset = content = None
    http_equiv_content_type = False
    for attr in _ATTR_RE.finditer(attributes):
        key = attr.group(1).lower()
        value = attr.group(2) or attr.group(3) or attr.group(4) or b""
        if key == b"charset" and charset is None:
            charset = value
        elif key == b"content" and content is None:
            content = value
        elif key == b"http-equiv":
            http_equiv_content_type = value.strip().lower() == b"content-type"
    if charset is not None:
        return charset
    if http_equiv_content_type and content:
        match = _CONTENT_CHARSET_RE.search(content)
        if match:
            return match.group(1) or match.group(2) or match.group(3)
    return None


# --- detection --------------------------------------------------------------------------------

_NON_ASCII_RE = re.compile(rb"[\x80-\xff]")


def detect_encoding(data: bytes) -> str:
    """The encoding of undeclared bytes: UTF-8 when they are valid UTF-8 (and for ASCII), else
    charset-normalizer's guess among the WHATWG encodings on a sample around the first non-ASCII
    byte, else windows-1252 (the standard's default for most locales)."""
    if _strict_utf8(data) is not None:
        return "utf-8"
    sample = _detection_sample(data)
    if _mostly_utf8(sample):
        return "utf-8"
    return _charset_normalizer_guess(sample) or "windows-1252"


def _mostly_utf8(sample: bytes) -> bool:
    # Pages that are UTF-8 apart from a few stray bytes (a pasted legacy fragment) are UTF-8.
    text = sample.decode("utf-8", "replace")
    bad = text.count("\ufffd")
    non_ascii = len(text) - len(text.encode("ascii", "ignore")) - bad
    return non_ascii >= 8 and bad * 50 <= non_ascii


def _charset_normalizer_guess(sample: bytes) -> str | None:
    try:
        from charset_normalizer import from_bytes

        results = from_bytes(
            sample,
            cp_isolation=list(_DETECTION_CANDIDATES),
            preemptive_behaviour=False,
        )
        best = results.best()
    except Exception:  # noqa: BLE001 - detection is best effort; the fallback is windows-1252
        return None
    if best is None:
        return None
    # Single-byte Latin encodings often decode a sample identically (or equally well); then the
    # standard's default, windows-1252, is the better bet than whichever came first.
    if "cp1252" in best.could_be_from_charset:
        return "windows-1252"
    for match in results:
        if (
            "cp1252" in match.could_be_from_charset
            and match.chaos <= best.chaos
            and match.coherence >= best.coherence
        ):
            return "windows-1252"
    return _DETECTION_CANDIDATES.get(best.encoding)
