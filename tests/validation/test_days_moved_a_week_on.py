"""V8: days and periods moved a week or one more on, as British speech says them ("a week on
friday", "friday week", "monday after next", "a week tomorrow", "the month before last"), and
"new year" for its first day ("since new year"): resolved from the message's date, so a fact
that dates them rightly is backed and one that takes the bare weekday is not. Our own
sentences; the message is sent on Wednesday 6 March 2024."""

from __future__ import annotations

from datetime import date

import pytest

from companion.model import Outcome
from companion.validation.temporal import resolve
from tests.validation.conftest import convo, judge

_WEDNESDAY = date(2024, 3, 6)


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("a week on friday", date(2024, 3, 15)),
        ("friday week", date(2024, 3, 15)),
        ("monday after next", date(2024, 3, 18)),
        ("a week tomorrow", date(2024, 3, 14)),
        ("since new year", date(2024, 1, 1)),
    ],
)
def test_the_moved_day_is_resolved(said: str, day: date) -> None:
    (found,) = resolve(said, _WEDNESDAY)
    assert found.admits(day)


def test_the_month_before_last() -> None:
    (found,) = resolve("the month before last", _WEDNESDAY)
    assert found.admits(date(2024, 1, 15))
    assert not found.admits(date(2024, 2, 15))


@pytest.mark.parametrize(
    ("fact", "outcome"),
    [
        ("User is seeing the consultant on Friday, March 15, 2024.", Outcome.ACCEPT),
        ("User is seeing the consultant on Friday, March 8, 2024.", Outcome.REJECT),
    ],
)
def test_a_fact_dated_a_week_on(fact: str, outcome: Outcome) -> None:
    said = "i'm seeing the consultant a week on friday"
    assert judge(convo(said), fact, said).outcome is outcome


def test_since_new_year() -> None:
    said = "i've been off the cigarettes since new year"
    fact = "User has been off cigarettes since January 1, 2024."
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT
