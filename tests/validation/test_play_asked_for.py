"""Role play the user asks for with themself cast in it, inside the request's own clause ("tell
me a story where i'm a knight"), and stepping out of a pretend opened earlier ("ha ok but in
real life i ride a bike"). Our sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("turns", "fact", "quote", "index"),
    [
        (("tell me a story where i'm a knight",), "User is a knight", "i'm a knight", 0),
        (
            (
                "tell me a story where i'm a knight",
                "Sir, your quest awaits!",
                "i ride a white horse called thunder",
            ),
            "User rides a white horse called Thunder",
            "i ride a white horse called thunder",
            2,
        ),
        (
            ("write me a story in which i'm the captain of a ship",),
            "User is the captain of a ship",
            "i'm the captain",
            0,
        ),
    ],
)
def test_a_part_asked_for_is_play(turns: tuple[str, ...], fact: str, quote: str, index: int) -> None:
    assert judge(convo(*turns), fact, quote, index=index).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("turns", "fact", "quote", "index"),
    [
        (
            (
                "tell me a story where i'm a knight",
                "Sir, your quest awaits!",
                "ha ok but in real life i ride a bike called thunder",
            ),
            "User rides a bike called Thunder",
            "in real life i ride a bike called thunder",
            2,
        ),
        (
            (
                "let's play a game you're a ship's captain and i'm your first mate",
                "Aye! What's our heading?",
                "joking aside i'm a retired postman",
            ),
            "User is a retired postman",
            "i'm a retired postman",
            2,
        ),
        (("i read a story where a dog saved a family so we got a dog",), "User got a dog", "we got a dog", 0),
    ],
)
def test_out_of_play_or_no_part_is_the_users(
    turns: tuple[str, ...], fact: str, quote: str, index: int
) -> None:
    assert judge(convo(*turns), fact, quote, index=index).outcome is Outcome.ACCEPT
