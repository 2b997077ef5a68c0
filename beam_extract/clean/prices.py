"""The cleaning of the content document: whether a text holds a price (`holds_a_price`), and the currency
and amount patterns the shop rules build on (`CURRENCY`, `AMOUNT`).

In: a text (str). Out: whether it holds a price.
"""
from __future__ import annotations

import re

CURRENCY = r"(?:[$€£¥₹₽]|US\$|USD|EUR|GBP|CHF|CAD|AUD|PLN|zł|Kč|kr|Rs\.?|R\$)"
AMOUNT = r"\d[\d.,' \u00a0]*\d|\d"
# `_PRICE.search` read in time linear in the text (`holds_a_price`): the prices led by a currency as
# they are, and each run of digits and separators once, from its first digit, with a currency
# after its last digit. Searched as one pattern, the amount was tried from every digit of a run and
# read to the run's end from each: a card of 4,000 digits took 7.4 s of CPU in one regex call
# (2026-12-04); a card's text has no length cap.
_CURRENCY_LED_PRICE = re.compile(rf"{CURRENCY}\s?(?:{AMOUNT})(?!\w)", re.I)
_AMOUNT_RUN = re.compile(r"\d[\d.,' \u00a0]*+")
_CURRENCY_AFTER = re.compile(rf"\s?{CURRENCY}(?!\w)", re.I)


def holds_a_price(text: str) -> bool:
    """Does `text` hold a price (`_PRICE.search` finds one)?"""
    if _CURRENCY_LED_PRICE.search(text):
        return True
    for run in _AMOUNT_RUN.finditer(text):
        amount_end = run.start() + len(run.group().rstrip(".,' \u00a0"))
        if _CURRENCY_AFTER.match(text, amount_end):
            return True
    return False
