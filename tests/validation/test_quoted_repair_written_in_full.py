"""V4k: a tidy quote that writes the user's repair in full ("since 1998, no, 1999") where the
user said only its last word ("since nineteen ninety eight, no, nine"): the quote and the
message are both read as corrected, so the repaired value is the user's and the first is still
taken back. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

_CASES = [
    # (what the user said, the quote, the fact as meant, the fact with the value taken back)
    (
        "we've lived on this street since nineteen ninety eight, no, nine, the year the bypass opened",
        "We've lived on this street since 1998, no, 1999",
        "User has lived on their street since 1999.",
        "User has lived on their street since 1998.",
    ),
    (
        "the service charge is six fifty, no, seventy a year now",
        "The service charge is 650, no, 670 a year now",
        "User's service charge is 670 a year.",
        "User's service charge is 650 a year.",
    ),
    (
        "my mum was born in nineteen forty one, sorry, two, in the blitz",
        "My mum was born in 1941, sorry, 1942",
        "User's mother was born in 1942.",
        "User's mother was born in 1941.",
    ),
]


@pytest.mark.parametrize(("said", "quote", "meant", "_first"), _CASES)
def test_the_repair_written_in_full_is_accepted(said: str, quote: str, meant: str, _first: str) -> None:
    verdict = judge(convo(said), meant, quote)
    assert verdict.outcome is Outcome.ACCEPT, verdict.detail


@pytest.mark.parametrize(("said", "quote", "_meant", "first"), _CASES)
def test_the_value_first_said_is_still_taken_back(said: str, quote: str, _meant: str, first: str) -> None:
    verdict = judge(convo(said), first, quote)
    assert verdict.outcome is not Outcome.ACCEPT, verdict.detail


@pytest.mark.parametrize(
    ("said", "quote", "fact", "wrong"),
    [
        (
            "i left the army in oh nine and went into security",
            "I left the army in '09",
            "User left the army in 2009.",
            "User left the army in 2008.",
        ),
        (
            "we've had the caravan since oh four",
            "We've had the caravan since '04",
            "User has had the caravan since 2004.",
            "User has had the caravan since 2014.",
        ),
    ],
)
def test_a_year_written_with_its_zero_is_the_oh_said(said: str, quote: str, fact: str, wrong: str) -> None:
    """V4l: "'09" after a preposition of time is the "oh nine" the user said; "room 07" and a
    combination's "07" are not years and are left as they were."""
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
    assert judge(convo(said), wrong, quote).outcome is not Outcome.ACCEPT


def test_a_quote_whose_correction_is_of_no_number_is_not_read_as_meant() -> None:
    """A "sorry" before a greeting is no repair of a number: read as meant, the quote would lose
    the name that differs from the message's ("Hey Marta!" of "hey priya"), which is still
    the quote's own mismatch."""
    said = "hey priya! sorry i haven't been around. i made my neighbour some soup and she loved it"
    quote = "Hey Marta! Sorry I haven't been around. I made my neighbour some soup"
    assert judge(convo(said), "User made their neighbour some soup.", quote).outcome is not Outcome.ACCEPT
