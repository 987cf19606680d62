""" "maybe i'll move to spain" says a possibility; "User will move to Spain" says a settled
future, so the fact does not carry the user's maybe. A bare future ("will", "gonna") counted as
carrying every possibility frame and such facts were stored. A fact that keeps the doubt
("User might move to Spain", "User is thinking about moving to Spain") still passes. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        ("maybe i'll move to spain", "i'll move to spain", "User will move to Spain."),
        ("perhaps i'll sell the van", "i'll sell the van", "User will sell the van."),
        (
            "maybe we'll get a dog in the spring",
            "we'll get a dog in the spring",
            "User is going to get a dog in the spring.",
        ),
        (
            "the pension looks alright so maybe i'll stop work at sixty two",
            "i'll stop work at sixty two",
            "User will stop work at 62.",
        ),
    ],
)
def test_a_bare_future_does_not_carry_the_maybe(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("maybe i'll move to spain", "User might move to Spain."),
        ("i'll move to spain in june", "User will move to Spain in June."),
    ],
)
def test_a_fact_that_keeps_the_doubt_or_a_plain_future_passes(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT
