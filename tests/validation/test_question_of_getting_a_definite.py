"""V7b: in a question, a definite noun phrase after a preposition is taken as given ("is it
normal for my knee to still swell six weeks after the replacement" backs "User had a knee
replacement"; "had" now reads as having, as "has" did), and so is one after a verb of keeping
or caring for it ("how do i keep the sourdough starter from going mouldy"). One that is the
object of a verb of getting ("should i have the knee replacement or wait", "should i get the
puppy or not") is what the question asks about: a fact that the user has it is not stored
(this was a false accept on our own probes before). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "is it normal for my knee to still swell six weeks after the replacement",
            "User had a knee replacement.",
        ),
        ("how do i keep the sourdough starter from going mouldy", "User has a sourdough starter."),
    ],
)
def test_a_definite_taken_as_given_is_stored(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("should i have the knee replacement or wait", "User has a knee replacement."),
        ("should i have the knee replacement or wait", "User had a knee replacement."),
        ("should i get the puppy or not", "User has the puppy."),
    ],
)
def test_a_definite_the_question_asks_about_getting_is_not(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is not Outcome.ACCEPT
