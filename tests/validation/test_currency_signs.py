"""A currency sign a tidy writer puts before an amount the speaker named after it (stop 62, V3):
"R9,000" for "nine thousand rand", "KSh 4,500" for "four thousand five hundred bob", "RM50" for
"fifty ringgit", "AED 300" for "three hundred dirhams". The signs come from the CLDR through Babel
(`lexicon.currency`); the sign is dropped as the money word is, so the amount decides. A sign
does not make a wrong amount right, and a sign that is an English word stays a word.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.lexicon.currency import currency_signs
from companion.validation.normalize import canonicalize

from .conftest import convo, judge

SIGNED = [
    ("my pension is only about nine thousand rand a month so i watch the shopping",
     "User's pension is about R9,000 a month.", "My pension is only about 9,000 rand a month."),
    ("i paid four thousand five hundred bob for the water tank",
     "User paid KSh 4,500 for a water tank.", "I paid 4,500 bob for the water tank"),
    ("the taxi to town is twenty two rand from here", "User's taxi fare to town is R22.",
     "The taxi to town is twenty-two rand from here"),
    ("my rent's three thousand dirhams a month in sharjah", "User's rent is AED 3,000 a month.",
     "My rent's three thousand dirhams a month in Sharjah"),
    ("i spent fifty ringgit on durians at the pasar malam", "User spent RM50 on durians.",
     "I spent fifty ringgit on durians"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), SIGNED)
def test_a_currency_sign_before_the_amount_is_the_money_word_after_it(
    said: str, fact: str, quote: str
) -> None:
    verdict = judge(convo(said), fact, quote, 0)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons, verdict.detail)


def test_a_sign_does_not_make_another_amount_right() -> None:
    said = "my pension is only about nine thousand rand a month"
    verdict = judge(
        convo(said), "User's pension is about R90,000 a month.", "about nine thousand rand a month"
    )
    assert verdict.outcome is Outcome.REJECT, (verdict.outcome, verdict.reasons)


def test_signs_are_read_from_the_cldr_and_spare_english_words() -> None:
    signs = currency_signs()
    assert {"zar", "kes", "ksh", "r", "rm", "rs", "aed"} <= signs
    assert signs.isdisjoint({"all", "top", "pen", "try", "mad", "bob", "cup"})


def test_a_letter_of_a_code_spelled_out_is_no_sign() -> None:
    """ "k, e, zero zero four two": a one-letter sign ("E" is Eswatini's) after another letter, or
    before a number that starts with a nought, is a letter of a code."""
    keys = canonicalize("my matric number is a one eight, k, e, zero zero four two").keys
    assert "e" in keys
    assert canonicalize("about R9,000 a month").keys == ("about", "9000", "a", "month")
