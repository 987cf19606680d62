"""A spoken number repaired in its last word only (V4, V5): speakers retrace to the word they got
wrong, so "nineteen eighty five, no, six" means 1986 and "six forty, no, fifty" means 650. The
repaired value is what the user said; the first one is taken back."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import Outcome

from .conftest import convo, judge

_CASES = [
    # (what the user said, the quote, the fact as meant, the fact with the value taken back)
    (
        "we've been in this house since nineteen eighty five, no, six, the winter of the big freeze",
        "we've been in this house since nineteen eighty five, no, six",
        "User has been in their house since 1986.",
        "User has been in their house since 1985.",
    ),
    (
        "the council tax is one forty, no, fifty a month now",
        "the council tax is one fifty a month",
        "User's council tax is 150 a month.",
        "User's council tax is 140 a month.",
    ),
    (
        "i qualified as a plumber in twenty eleven, sorry, twelve, same year as the olympics",
        "i qualified as a plumber in 2012",
        "User qualified as a plumber in 2012.",
        "User qualified as a plumber in 2011.",
    ),
    (  # the words after the thousands repaired
        "the kitchen went in in two thousand and nine, no, ten, the year of the ash cloud",
        "the kitchen went in in two thousand and ten",
        "User's kitchen went in in 2010.",
        "User's kitchen went in in 2009.",
    ),
    (  # the words after the hundreds, and a units word after them
        "the boiler service was three hundred and forty five, sorry, six pounds",
        "the boiler service was three hundred and forty six pounds",
        "User's boiler service was 346 pounds.",
        "User's boiler service was 345 pounds.",
    ),
    (
        "my grandson's twenty three, no, four, he's at university in hull",
        "my grandson's twenty four",
        "User's grandson is 24.",
        "User's grandson is 23.",
    ),
]


@pytest.mark.parametrize(("said", "quote", "meant", "_first"), _CASES)
def test_the_repaired_number_is_accepted(said: str, quote: str, meant: str, _first: str) -> None:
    verdict = judge(convo(said), meant, quote)
    assert verdict.outcome is Outcome.ACCEPT, verdict.detail


@pytest.mark.parametrize(("said", "quote", "_meant", "first"), _CASES)
def test_the_number_first_said_is_not_accepted(said: str, quote: str, _meant: str, first: str) -> None:
    verdict = judge(convo(said), first, quote)
    assert verdict.outcome is not Outcome.ACCEPT, verdict.detail


def test_a_whole_number_said_again_replaces_the_whole() -> None:
    # "forty five, no, fifty" is fifty, not forty fifty
    said = "i've had the allotment forty five, no, fifty years"
    assert judge(convo(said), "User has had the allotment for 50 years.", said).outcome is Outcome.ACCEPT


_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


@settings(max_examples=30, deadline=None)
@given(tens=st.integers(2, 9), first=st.integers(1, 9), again=st.integers(1, 9))
def test_a_units_word_repaired_keeps_its_tens(tens: int, first: int, again: int) -> None:
    """Whatever the age, "<tens> <units>, no, <units>" is the tens with the new units."""
    if first == again:
        return
    said = f"my uncle is {_TENS[tens - 2]} {_UNITS[first - 1]}, no, {_UNITS[again - 1]}, he's the eldest"
    meant = judge(convo(said), f"User's uncle is {tens * 10 + again}.", said)
    assert meant.outcome is Outcome.ACCEPT, meant.detail
    taken_back = judge(convo(said), f"User's uncle is {tens * 10 + first}.", said)
    assert taken_back.outcome is not Outcome.ACCEPT, taken_back.detail


_HUNDREDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


@settings(max_examples=30, deadline=None)
@given(hundreds=st.integers(1, 9), first=st.integers(1, 19), again=st.integers(1, 19))
def test_the_words_after_the_hundreds_repaired_keep_the_hundreds(
    hundreds: int, first: int, again: int
) -> None:
    """Whatever the price, "<h> hundred and <n>, no, <m>" (n, m under twenty) is the hundreds
    with the new words after them."""
    if first == again:
        return
    small = [*_UNITS, "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
             "eighteen", "nineteen"]  # fmt: skip
    first_said, again_said = small[first - 1], small[again - 1]
    said = f"the repair came to {_HUNDREDS[hundreds - 1]} hundred and {first_said}, no, {again_said} pounds"
    meant = judge(convo(said), f"User's repair came to {hundreds * 100 + again} pounds.", said)
    assert meant.outcome is Outcome.ACCEPT, meant.detail
    taken_back = judge(convo(said), f"User's repair came to {hundreds * 100 + first} pounds.", said)
    assert taken_back.outcome is not Outcome.ACCEPT, taken_back.detail
