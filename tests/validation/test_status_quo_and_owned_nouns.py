"""Two readings of a fact's shape and a later turn:

- a noun right after a possessive is what is owned, not the fact's verb, whatever its form
  ("User's | twins | are starting nursery": "twins" may be a verb form, "are" is the verb), so
  the later readings compare the right verb;
- the state a plan of going would end goes on, said of the fact's subject: driving, cycling,
  visiting or starting somewhere as well as moving or flying ("we've decided to stay home this
  year" after "we're driving up to inverness"; "they're staying home" after "the twins are
  starting nursery in january").

Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.fact import fact_shape
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("User's twins are starting nursery in January.", "are"),
        ("User's cats are sleeping on the bed.", "are"),
        ("User's daughter plays netball.", "plays"),
    ],
)
def test_a_noun_after_a_possessive_is_not_the_verb(text: str, verb: str) -> None:
    shape = fact_shape(text)
    assert shape.verb is not None
    assert shape.canon.lows[shape.verb] == verb


@pytest.mark.parametrize(
    ("said", "fact", "then"),
    [
        (
            "we're driving up to inverness for new year",
            "User is driving to Inverness for New Year",
            "actually we've decided to stay home this year the car's playing up",
        ),
        (
            "the twins are starting nursery in january",
            "User's twins are starting nursery in January",
            "there's no places till september so they're staying home",
        ),
    ],
)
def test_the_state_going_on_takes_the_plan_back(said: str, fact: str, then: str) -> None:
    assert judge(convo(said, "Lovely.", then), fact, said).outcome is not Outcome.ACCEPT


def test_a_stay_with_a_place_of_its_own_is_a_detail() -> None:
    said = "we're driving up to inverness for new year"
    msgs = convo(said, "Lovely.", "we're staying in a little cottage by the loch")
    assert judge(msgs, "User is driving to Inverness for New Year", said).outcome is Outcome.ACCEPT
