"""V5/V8: a week or a weekend the user said relatively ("this week", "next weekend") written in
the fact by a day of it ("the week of 11 March 2024", "the weekend of 9 March"): the day names
the span, so it is backed when it falls in it. A day written without the span ("on 12 March")
is a day the user never said. "next next week", doubled in speech, is the week after next.
The conversations are dated Wednesday 6 March 2024. Our own sentences."""

from __future__ import annotations

from datetime import date

import pytest

from companion.model import Outcome
from companion.validation.temporal import resolve
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "kept"),
    [
        (
            "my mum's staying with us all this week",
            "User's mum is staying with the user the week of 4 March 2024",
            True,
        ),
        (
            "my mum's staying with us all this week",
            "User's mum is staying with the user the week of March 6, 2024",
            True,
        ),
        (
            "i'm decorating the hall next week",
            "User is decorating the hall the week starting 11 March 2024",
            True,
        ),
        ("we're off camping next weekend", "User is going camping the weekend of 16 March 2024", True),
        ("i'm decorating the hall next week", "User is decorating the hall the week of 18 March 2024", False),
        (
            "my mum's staying with us all this week",
            "User's mum is staying with the user on 7 March 2024",
            False,
        ),
        ("we're off camping next weekend", "User is going camping on 16 March 2024", False),
        ("i'm on lates every day this week", "User is on lates every day of the week on 7 March 2024", False),
    ],
)
def test_a_span_named_by_a_day_of_it(said: str, fact: str, kept: bool) -> None:
    assert (judge(convo(said), fact, said).outcome is Outcome.ACCEPT) is kept


def test_next_next_week_is_the_week_after_next() -> None:
    (res,) = resolve("next next week", date(2024, 3, 6))
    assert res.ranges == ((date(2024, 3, 18), date(2024, 3, 24)),)
    said = "next next week i start at the new school"
    assert judge(convo(said), "User starts at the new school the week of 18 March 2024", said).outcome is (
        Outcome.ACCEPT
    )
    assert judge(convo(said), "User starts at the new school the week of 11 March 2024", said).outcome is (
        Outcome.REJECT
    )


@pytest.mark.parametrize(
    ("said", "first"),
    [("next next friday", date(2024, 3, 15)), ("last last month", date(2024, 1, 1))],
)
def test_a_doubled_word_counts_once_more(said: str, first: date) -> None:
    (res,) = resolve(said, date(2024, 3, 6))
    assert min(lo for lo, _hi in res.ranges) == first


@pytest.mark.parametrize(
    ("day", "firsts"),
    [
        # said on a Wednesday, before that week's weekend: the one after "next", counted either way
        (date(2024, 3, 6), (date(2024, 3, 16), date(2024, 3, 23))),
        # said on the Saturday: this weekend is under way, so two weekends on
        (date(2024, 3, 9), (date(2024, 3, 23),)),
    ],
)
def test_the_weekend_after_next(day: date, firsts: tuple[date, ...]) -> None:
    (res,) = resolve("the weekend after next", day)
    assert tuple(lo for lo, _hi in res.ranges) == firsts
    assert all((hi - lo).days == 1 for lo, hi in res.ranges)
