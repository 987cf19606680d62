"""V12c, the user's next turn: a plan called off by somebody else without the plan's name.

- a named subject that ends a thing, with no object ("the charity pulled the plug"), as "they
  pulled the plug" already did; not somebody withdrawing themselves ("my running partner
  pulled out", "the caterer cancelled on us");
- "they" calling off a definite thing ("they've cancelled all the sessions" after "i start
  physio on tuesday"), in the very next turn only; the user's own quitting of a thing of
  theirs ("i had to quit the gym though" after "i've got a bad back") names something else;
- an outcome against it read at the last outcome marker ("turns out it's not going up |
  after all").

All held for the user (the words may be of something else). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "then"),
    [
        (
            "i'm doing a charity walk in may",
            "User is doing a charity walk in May",
            "the charity pulled the plug",
        ),
        ("i start physio on tuesday", "User starts physio on Tuesday", "they've cancelled all the sessions"),
        (
            "my landlord's putting the rent up in april",
            "User's landlord is raising the rent in April",
            "turns out it's not going up after all",
        ),
    ],
)
def test_called_off_without_its_name_is_held(said: str, fact: str, then: str) -> None:
    assert judge(convo(said, "Oh right.", then), fact, said).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "then"),
    [
        (
            "i'm doing the ten k for the stroke association",
            "User is doing the 10k for the Stroke Association",
            "my running partner pulled out though",
        ),
        (
            "we've booked the wedding for the fourteenth",
            "User's wedding is booked for the 14th",
            "the caterer cancelled on us",
        ),
        ("i've got a bad back", "User has a bad back", "i had to quit the gym though"),
    ],
)
def test_somebody_withdrawing_or_another_thing_keeps_it(said: str, fact: str, then: str) -> None:
    assert judge(convo(said, "Oh right.", then), fact, said).outcome is Outcome.ACCEPT
