"""V6j: the user's words give a thing to another person ("lost his job at the mill", "took her
car in for its mot") and the fact makes it the user's ("User lost their job", "User's car"):
held for the user, since "her" may be an object and a dropped subject may be the user's. A
fact that keeps the thing another's ("User's sister lost her job", "User's daughter's flight")
is left alone. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "lost his job at the bakery after twenty years, poor lad",
            "lost his job at the bakery after twenty years",
            "User lost their job at the bakery after 20 years.",
        ),
        (
            "fell off the ladder on sunday and broke her wrist, she's in a cast",
            "broke her wrist",
            "User broke their wrist.",
        ),
        (
            "sold his motorbike in march to pay the vet",
            "sold his motorbike in march",
            "User's motorbike was sold in March.",
        ),
    ],
)
def test_anothers_thing_made_the_users_is_held(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "my sister lost her job at the bakery",
            "my sister lost her job at the bakery",
            "User's sister lost her job.",
        ),
        (
            "her flight lands at six, my daughter's, from dubai",
            "her flight lands at six",
            "User's daughter's flight lands at six.",
        ),
        ("i lost my job at the bakery", "i lost my job at the bakery", "User lost their job at the bakery."),
    ],
)
def test_a_thing_kept_whose_it_was_is_not_held_for_it(said: str, quote: str, fact: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert "the fact makes it the user's" not in verdict.detail
