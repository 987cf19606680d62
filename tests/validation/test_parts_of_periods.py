"""V8: a part of a period said relative to the message ("at the end of the month", "the start of
next month") is a relative time: a fact may not keep it, and a fact that dates it must fall in
that part of that period. A one-off event said in the present simple with a weekday alone ("User
starts a new job on Monday") does not say which Monday: held, as a future weekday is. Our
sentences; messages on Wednesday 6 March 2024 (`conftest.WHEN`)."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "outcome"),
    [
        (
            "we're closing on the house at the end of the month",
            "User is closing on a house at the end of the month",
            Outcome.REJECT,
        ),
        (
            "we're closing on the house at the end of the month",
            "User is closing on a house at the end of March 2024",
            Outcome.ACCEPT,
        ),
        (
            "we're closing on the house at the end of the month",
            "User is closing on a house at the end of April 2024",
            Outcome.REJECT,
        ),
        (
            "my rent goes up at the start of next month",
            "User's rent goes up at the start of April 2024",
            Outcome.ACCEPT,
        ),
        ("my rent goes up at the start of next month", "User's rent goes up in March 2024", Outcome.REJECT),
        ("the end of the world is nigh", "The end of the world is nigh", Outcome.ACCEPT),
    ],
)
def test_a_part_of_a_period(said: str, fact: str, outcome: Outcome) -> None:
    assert judge(convo(said), fact, said).outcome is outcome


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i start my new job on monday", "User starts a new job on Monday"),
        ("my daughter flies home on friday", "User's daughter flies home on Friday"),
    ],
)
def test_a_one_off_event_on_a_weekday_alone_is_held(said: str, fact: str) -> None:
    v = judge(convo(said), fact, said)
    assert v.outcome is Outcome.PENDING
    assert v.reasons[0] is Reason.UNRESOLVED_RELATIVE_TIME


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i play golf on sunday with the lads", "User plays golf on Sunday"),
        ("i start work at nine on mondays", "User starts work at nine on Mondays"),
    ],
)
def test_a_habit_on_a_weekday_is_kept(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT
