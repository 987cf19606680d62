"""V5: clock times said with the unit or a named hour ("eleven minutes past two" is 2:11,
"two minutes to midnight" 23:58, "ten past noon" 12:10): the spoken time was not read, and a
fact that writes it in digits was rejected as unsupported. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.lexicon.numbers import clock_time
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        (("eleven", "minutes", "past", "two"), ("2:11", 4)),
        (("five", "mins", "to", "six"), ("5:55", 4)),
        (("two", "minutes", "to", "midnight"), ("23:58", 4)),
        (("ten", "past", "noon"), ("12:10", 3)),
        (("quarter", "past", "midnight"), ("0:15", 3)),
        (("ten", "past", "three"), ("3:10", 3)),
    ],
)
def test_spoken_clock_times(words: tuple[str, ...], expected: tuple[str, int]) -> None:
    assert clock_time(words) == expected


def test_half_to_a_named_hour_is_no_time() -> None:
    assert clock_time(("half", "to", "midnight")) is None


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "the bus goes at eleven minutes past two",
            "The bus goes at 2:11",
            "the bus goes at eleven minutes past two",
        ),
        (
            "the last train's at two minutes to midnight",
            "The last train is at 23:58",
            "the last train's at two minutes to midnight",
        ),
    ],
)
def test_a_fact_in_digits_is_backed(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
