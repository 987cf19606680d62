"""V7d: what the user owns is had whatever a question, a plan or a condition does to the rest
of the sentence: "can i still take my blood thinners if i'm having a tooth out" says the user
takes blood thinners; "can i bring my dog if we book the cottage" says they have a dog. The
possessive's presupposition projects out of the mood, so the fact resting only on it is
accepted, not rejected and not held for the condition next to it. What the mood asks, plans or
supposes still is not a fact, and a noun phrase that a verb of getting takes ("get my first
tattoo", "if i ever get my own place") names the thing once got, not one had. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "outcome"),
    [
        (
            "can i still take my blood thinners if i'm having a tooth pulled on friday",
            "User takes blood thinners.",
            "can i still take my blood thinners",
            Outcome.ACCEPT,
        ),
        (
            "is it okay to give my cat her worming tablet if she's just eaten",
            "User has a cat.",
            "give my cat her worming tablet",
            Outcome.ACCEPT,
        ),
        (
            "if my car passes its mot i'll hang on to it another year",
            "User has a car.",
            "if my car passes its mot",
            Outcome.ACCEPT,
        ),
        (  # what the condition supposes
            "if my car passes its mot i'll hang on to it another year",
            "User will keep their car another year.",
            "i'll hang on to it another year",
            Outcome.REJECT,
        ),
        (  # what the question asks
            "can i bring my dog if we book the cottage",
            "User booked the cottage.",
            "if we book the cottage",
            Outcome.REJECT,
        ),
        (  # owned, but where she lives is supposed
            "if my sister moves to leeds i'll visit her way more",
            "User's sister lives in Leeds.",
            "if my sister moves to leeds",
            Outcome.REJECT,
        ),
        (  # the thing once got
            "i'm going to get my first tattoo next month",
            "User has a tattoo.",
            "get my first tattoo",
            Outcome.REJECT,
        ),
        (
            "if i ever get my own place i'll paint it bright yellow",
            "User has their own place.",
            "if i ever get my own place",
            Outcome.REJECT,
        ),
    ],
)
def test_possession_under_a_mood(said: str, fact: str, quote: str, outcome: Outcome) -> None:
    assert judge(convo(said), fact, quote).outcome is outcome
