"""What the user had, and what they were going to do, said in the past: not a present fact (V7e).
Our sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i had a black labrador", "User has a black labrador."),
        ("my dad had a allotment by the railway", "User's father has an allotment by the railway."),
        ("we had a caravan in wales", "User has a caravan in Wales."),
    ],
)
def test_what_the_user_had_is_held_not_stored_as_had_now(said: str, fact: str) -> None:
    verdict = judge(convo(said, "Oh lovely."), fact, said)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.PAST_AS_PRESENT in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("we were going to fly to malta in may", "User is going to fly to Malta in May."),
        ("they were planning to build an extension", "User's family is planning to build an extension."),
    ],
)
def test_a_plan_said_after_its_subject_in_the_past_is_not_a_present_plan(said: str, fact: str) -> None:
    assert judge(convo(said, "I see."), fact, said).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i have a labrador called bess", "User has a labrador called Bess."),
        ("were going to fly to malta in may", "User is going to fly to Malta in May."),  # "we're"
        ("i had my flu jab at the chemist", "User had their flu jab at the chemist."),
    ],
)
def test_the_present_and_a_past_fact_stay_stored(said: str, fact: str) -> None:
    assert judge(convo(said, "Good."), fact, said).outcome is Outcome.ACCEPT
