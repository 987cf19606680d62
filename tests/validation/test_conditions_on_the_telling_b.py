"""V7b: conditions that are not on the fact. "if that's any use" after a number asks whether
the telling helps (a relevance conditional, like "if that helps"); "if i can help it" says how
firmly a habit is kept, not whether; "if you can believe it" asks the listener to take the
telling in. All made a plain statement conditional. A condition on what is told still counts.
Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "save this for me, my nhs number is four five six, if that's any use",
            "User's NHS number is 456",
            "my nhs number is four five six",
        ),
        ("i don't drive at night if i can help it", "User avoids driving at night", "i don't drive at night"),
        (
            "my gran is ninety eight and still drives if you can believe it",
            "User's grandmother is 98",
            "my gran is ninety eight",
        ),
    ],
)
def test_a_condition_on_the_telling_keeps_the_statement(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("if i get the job i'll move to leeds", "User is moving to Leeds", "i'll move to leeds"),
        (
            "my number's four five six if that's the one they use",
            "User's number is 456",
            "my number's four five six",
        ),
    ],
)
def test_a_condition_on_the_fact_still_counts(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT
