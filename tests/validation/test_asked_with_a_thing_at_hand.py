"""A question asks about one thing and takes another as at hand: the definite noun phrase a
preposition governs ("can i have wine | on these antibiotics", "is it safe to fly | with this
pacemaker") is what the question is asked with, not what it asks about using or getting; a
fact that the user has it or uses it rests on it as given. What the question's own verb asks
about ("should i take these antibiotics") stays asked. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "can i have a glass of wine on these antibiotics",
            "on these antibiotics",
            "User takes antibiotics.",
        ),
        ("can i eat grapefruit with the statins", "with the statins", "User takes statins."),
        (
            "is it safe to go through the airport scanner with this pacemaker",
            "with this pacemaker",
            "User has a pacemaker.",
        ),
        (
            "how do i get any sleep with this new puppy crying all night",
            "with this new puppy",
            "User has a new puppy.",
        ),
    ],
)
def test_the_thing_a_question_is_asked_with_is_given(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "should i take these antibiotics or wait",
            "should I take these antibiotics",
            "User takes antibiotics.",
        ),
        ("should i get this puppy from the shelter", "should I get this puppy", "User is getting a puppy."),
        ("can i take ibuprofen with the antibiotics", "can I take ibuprofen", "User takes ibuprofen."),
        (
            "do you think this mole's cancer? it's gone darker",
            "do you think this mole's cancer",
            "User has skin cancer.",
        ),
    ],
)
def test_what_the_question_asks_about_stays_asked(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT
