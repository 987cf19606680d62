"""V8: a weekday counted in a month ("the first monday in april", "the last friday of the
month", "the second tuesday of next month") is resolved to its date. "the last friday of the
month" had been read as "last friday" (the one just gone), so a fact that dated it rightly
was rejected and one that took the wrong friday was backed; and "first monday" no longer
leaves its "monday" to be read alone. A month already passed may be last year's or next's.
Our own sentences; the message is sent on Wednesday 6 March 2024."""

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
        ("the first monday in april", date(2024, 4, 1)),
        ("the last friday of the month", date(2024, 3, 29)),
        ("the second tuesday of next month", date(2024, 4, 9)),
    ],
)
def test_the_counted_weekday_is_resolved(said: str, day: date) -> None:
    (found,) = resolve(said, _WEDNESDAY)
    assert found.ranges == ((day, day),)


def test_a_month_gone_may_be_either_year() -> None:
    (found,) = resolve("the last friday in february", _WEDNESDAY)
    assert found.admits(date(2024, 2, 23))
    assert found.admits(date(2025, 2, 28))


@pytest.mark.parametrize(
    ("fact", "outcome"),
    [
        ("User's book club meets on Friday, March 29, 2024.", Outcome.ACCEPT),
        ("User's book club meets on Friday, March 1, 2024.", Outcome.REJECT),
    ],
)
def test_a_fact_dated_by_the_counted_weekday(fact: str, outcome: Outcome) -> None:
    said = "my book club meets the last friday of the month"
    assert judge(convo(said), fact, said).outcome is outcome
