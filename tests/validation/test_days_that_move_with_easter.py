"""V8: days that move with Easter ("over easter", "good friday", "pancake day", "easter
monday") are dated by python-dateutil's Easter computation (`feasts.movable_day`), as fixed
days ("christmas") are from their table: a fact that dates them rightly is backed, one that
takes another day is not, and "good friday" leaves no bare "friday" to be read alone. Our own
sentences; the message is sent on Wednesday 6 March 2024 (Easter Sunday 2024 fell on 31 March,
2025 on 20 April)."""

from __future__ import annotations

from datetime import date

import pytest

from companion.model import Outcome
from companion.validation.lexicon.feasts import movable_day
from companion.validation.temporal import resolve
from tests.validation.conftest import convo, judge

_WEDNESDAY = date(2024, 3, 6)


def test_easter_is_dated_by_the_library() -> None:
    assert movable_day(("easter",), 2024) == date(2024, 3, 31)
    assert movable_day(("good", "friday"), 2025) == date(2025, 4, 18)
    assert movable_day(("christmas",), 2024) is None


def test_good_friday_leaves_no_bare_friday() -> None:
    (found,) = resolve("we're going to church on good friday", _WEDNESDAY)
    assert found.ranges == ((date(2024, 3, 29), date(2024, 3, 29)),)


@pytest.mark.parametrize(
    ("fact", "outcome"),
    [
        ("User is going to Rome for Easter, March 31, 2024.", Outcome.ACCEPT),
        ("User is going to Rome on April 7, 2024.", Outcome.REJECT),
    ],
)
def test_a_fact_dated_by_easter(fact: str, outcome: Outcome) -> None:
    said = "we're off to rome for easter"
    assert judge(convo(said), fact, said).outcome is outcome
