"""V5: "my granddaughter's six or seven", "twenty or thirty years": the user gave two values
and did not choose; a fact that keeps one is surer than the user and is held for them. A fact
that keeps both, or a value the user said elsewhere on its own, is not. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("my granddaughter's six or seven", "User's granddaughter is 6.", "My granddaughter's six."),
        (
            "we've been here twenty or thirty years",
            "User has been here for 30 years.",
            "We've been here twenty or thirty years.",
        ),
        ("i walk two or three miles a day", "User walks 3 miles a day.", "Three miles a day."),
    ],
)
def test_one_of_two_values_is_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.SAID_WITH_DOUBT in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i walk two or three miles a day",
            "User walks 2 or 3 miles a day.",
            "I walk two or three miles a day.",
        ),
        (
            "i walk three miles a day and my wife does two",
            "User walks 3 miles a day.",
            "I walk three miles a day.",
        ),
    ],
)
def test_both_values_or_one_said_alone_is_stored(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
