"""Whose view, wish or need a fact reports: somebody else's words about the user ("my daughter
says i worry too much") and somebody else's wish for the user ("the doctor wants me to lose a
stone") are not the user's own (V7d reported speech, V6b). Our sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("my son says i worry about nothing", "User worries about nothing.", "I worry about nothing"),
        (
            "my sister thinks i feel guilty about mum",
            "User feels guilty about their mum.",
            "I feel guilty about mum",
        ),
    ],
)
def test_somebody_elses_words_about_the_users_state_of_mind_are_theirs(
    said: str, fact: str, quote: str
) -> None:
    verdict = judge(convo(said, "Hmm."), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.REPORTED_SPEECH in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "the physio wants me to walk every day",
            "User wants to walk every day.",
            "wants me to walk every day",
        ),
        (
            "my husband needs me to drive him to dialysis",
            "User needs to drive their husband to dialysis.",
            "needs me to drive him to dialysis",
        ),
    ],
)
def test_somebody_elses_wish_for_the_user_is_not_the_users(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, "I see."), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.WRONG_SUBJECT in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i worry about my grandson on that motorbike",
            "User worries about their grandson on his motorbike.",
            "I worry about my grandson",
        ),
        (
            "i want to walk every day and the physio wants me to as well",
            "User wants to walk every day.",
            "I want to walk every day",
        ),
        (
            "my daughter worries i'm lonely",
            "User's daughter worries User is lonely.",
            "my daughter worries i'm lonely",
        ),
    ],
)
def test_the_users_own_view_and_wish_stay_stored(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said, "I see."), fact, quote).outcome is Outcome.ACCEPT
