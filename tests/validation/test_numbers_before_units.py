"""A number before a unit that is also an ordinal word keeps its value (V4, V5).

"second" is an ordinal (the 2nd) and a unit of time; "third", "fifth" are ordinals and the
denominators of fractions. A count said before them ("sixty seconds", "60 seconds", "one
second", "two thirds") is that count, not a longer ordinal glued from both (62, 12, 23); only
an ordinal said as one ("twenty second", "a hundred and second") is one number.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.model import Outcome
from companion.validation.lexicon.numbers import number_value, singular_number
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge

_UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
          "eighteen", "nineteen"]  # fmt: skip
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_TIME_UNITS = ["second", "minute", "hour", "day", "week"]


def spoken(n: int) -> str:
    """1..999 as a speaker says it ("three hundred and forty two")."""
    hundreds, rest = divmod(n, 100)
    words = [_UNITS[hundreds - 1], "hundred"] if hundreds else []
    if hundreds and rest:
        words.append("and")
    if 10 <= rest < 20:
        words.append(_TEENS[rest - 10])
    else:
        tens, units = divmod(rest, 10)
        if tens:
            words.append(_TENS[tens - 2])
        if units:
            words.append(_UNITS[units - 1])
    return " ".join(words)


@given(st.integers(1, 999), st.sampled_from(_TIME_UNITS), st.booleans())
def test_a_count_before_a_time_unit_is_that_count(n: int, unit: str, digits: bool) -> None:
    """ "for N seconds", spoken or in digits, is the number N and the unit, nothing else."""
    said = str(n) if digits else spoken(n)
    noun = unit if n == 1 else unit + "s"
    canon = canonicalize(f"i held it for {said} {noun} today")
    assert canon.numbers == {str(n)}
    assert canon.keys == canonicalize(f"i held it for {n} {unit} today").keys


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("sixty seconds", "60"),
        ("60 seconds", "60"),
        ("ninety seconds", "90"),
        ("forty five seconds", "45"),
        ("one second", "1"),
        ("two thirds", "0.666667"),  # a counted fraction is its value (stop 51)
        ("three fifths", "0.6"),
        ("a couple of seconds", None),
    ],
)
def test_an_ordinal_unit_or_denominator_adds_no_digit(said: str, value: str | None) -> None:
    assert canonicalize(f"it took {said} in the end").numbers == ({value} if value else set())


@pytest.mark.parametrize(
    ("said", "value"),
    [("the twenty second of june", "22"), ("a hundred and second", "102"), ("the thirty first", "31")],
)
def test_an_ordinal_said_as_one_is_still_one_number(said: str, value: str) -> None:
    assert value in canonicalize(said).numbers


def test_plural_ordinals_are_not_counts_and_plural_cardinals_are() -> None:
    assert singular_number("seconds") is None
    assert singular_number("thirds") is None
    assert singular_number("twenties") == "twenty"
    assert singular_number("twelves") == "twelve"
    assert number_value(("one", "second")) is None  # a count and its unit, not the 12th
    assert number_value(("twenty", "eighth")) == 28


def test_a_timed_hold_in_words_backs_the_same_time_in_digits() -> None:
    msgs = convo("I can hold a plank for sixty seconds now, up from forty.")
    assert judge(msgs, "User can hold a plank for 60 seconds.", "hold a plank for sixty seconds").outcome in {
        Outcome.ACCEPT,
        Outcome.REINFORCE,
    }
    assert (
        judge(msgs, "User can hold a plank for 62 seconds.", "hold a plank for sixty seconds").outcome
        is Outcome.REJECT
    )
