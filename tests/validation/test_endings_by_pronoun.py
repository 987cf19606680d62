"""V12d with a pronoun for the fact's thing (from the blind round 15's even half, in our own
sentences): a plan called off or put off as "it" ("they postponed it"), and a death said of "he"
or "she" when the fact names somebody living ("he died in the spring" after "i've got a cat
called smudge") hold the fact for review. Not a death long ago, nor one of another sex than the
fact's person, nor a thing called off that the turn names otherwise."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        (
            (
                "the surgery's on the tenth of march",
                "OK.",
                "oh hang on there's a voicemail they postponed it no new date yet",
            ),
            "User's surgery is on March 10",
            "the surgery's on the tenth of march",
        ),
        (
            (
                "i've got a cat called smudge",
                "What colour is he?",
                "grey and white well he died in the spring",
            ),
            "User has a cat called Smudge",
            "i've got a cat called smudge",
        ),
        (
            ("my grandad lives with us", "That's nice.", "well he passed away at easter actually"),
            "User's grandad lives with the user",
            "my grandad lives with us",
        ),
    ],
)
def test_an_ending_said_of_a_pronoun_holds(turns: tuple[str, ...], fact: str, quote: str) -> None:
    v = judge(convo(*turns), fact, quote)
    assert v.outcome is Outcome.PENDING, v.detail
    assert Reason.RETRACTED in v.reasons


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        (
            (
                "the surgery's on the tenth of march",
                "OK.",
                "they postponed the other one but this is going ahead",
            ),
            "User's surgery is on March 10",
            "the surgery's on the tenth of march",
        ),
        (
            (
                "my nan lives in a bungalow in rhyl",
                "And your grandad?",
                "he passed away years ago, she manages fine",
            ),
            "User's nan lives in a bungalow in Rhyl",
            "my nan lives in a bungalow in rhyl",
        ),
        (
            ("i work at the garden centre", "Nice.", "my old boss died last year he was lovely"),
            "User works at the garden centre",
            "i work at the garden centre",
        ),
    ],
)
def test_an_ending_of_something_else_keeps_the_fact(turns: tuple[str, ...], fact: str, quote: str) -> None:
    assert judge(convo(*turns), fact, quote).outcome is Outcome.ACCEPT
