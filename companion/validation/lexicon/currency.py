"""Currency signs written before an amount, from the Unicode CLDR through Babel (BSD-3-Clause).

A tidy writer puts a sign in front of an amount the speaker named after it ("R9,000" for "nine
thousand rand", "KSh 4,500" for "four thousand five hundred bob", "RM50" for "fifty ringgit");
the gate drops the sign as it drops the money word (`cleanup.drop_currency_signs`). The signs are
every ISO 4217 code and every symbol of letters that an English locale of the CLDR writes ("R" in
South Africa, "Ksh" in Kenya, "RM" in Malaysia, "Rs" in Pakistan), read from the data the Babel
wheel ships, so nothing is downloaded at run time. A sign that is also an English word of three
letters or more ("ALL", "TOP", "PEN", "TRY", "MAD", "BOB") is left out: "all 3 of them" keeps its
"all". Symbols with other characters ("$", "£", "₹", "A$") are punctuation to the tokenizer already.
"""

from __future__ import annotations

from functools import lru_cache

from babel import Locale, localedata
from babel.numbers import list_currencies

from companion.validation.lexicon.morphology import pos

__all__ = ["currency_signs"]

_ENGLISH = "en"  # the CLDR locales read: "en" and its regions ("en_ZA", "en_KE", ...)
_SHORT = 2  # a sign this long or shorter is kept even when a dictionary knows it ("Rs")


@lru_cache(maxsize=1)
def currency_signs() -> frozenset[str]:
    """The lower-case currency signs of letters only that a writer may put before an amount."""
    signs = {code.lower() for code in list_currencies()}
    for locale in localedata.locale_identifiers():
        if locale == _ENGLISH or locale.startswith(_ENGLISH + "_"):
            signs.update(s.lower() for s in Locale.parse(locale).currency_symbols.values() if s.isalpha())
    return frozenset(s for s in signs if len(s) <= _SHORT or not pos(s))
