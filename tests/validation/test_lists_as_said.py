"""V5h, V6d: a fact's list keeps the shape the user gave it. A choice ("i'll take the bus or the
tram") is one of the two, so "User takes the bus and the tram" is not backed, unless a negation
governs the "or" ("i never eat liver or kidneys": neither) or a feeling does ("i love cycling
or swimming": both). An item the user said of somebody
else ("i sing alto and my sister plays the cello") does not join the user's list ("User sings
alto and plays the cello" is fine only if the user said both of themself). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "on sundays i go to the market or the car boot, whichever's on",
            "User goes to the market and the car boot on Sundays.",
            "On Sundays I go to the market or the car boot.",
        ),
        (
            "for lunch i have soup or a sandwich, depends on the weather",
            "User has both soup and a sandwich for lunch.",
            "For lunch I have soup or a sandwich.",
        ),
        (  # a name: a language said of somebody else
            "i speak welsh and my husband speaks italian",
            "User speaks Welsh and Italian.",
            "I speak Welsh and my husband speaks Italian.",
        ),
        (
            "i knit scarves and my daughter knits socks for the stall",
            "User knits scarves and socks.",
            "I knit scarves and my daughter knits socks.",
        ),
    ],
)
def test_a_list_reshaped_is_rejected(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said, "Sounds lovely."), fact, quote).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i never eat liver or kidneys, can't stand offal",
            "User does not eat liver or kidneys.",
            "I never eat liver or kidneys.",
        ),
        (
            "i never eat liver or kidneys, can't stand offal",
            "User dislikes liver and kidneys.",
            "I never eat liver or kidneys.",
        ),
        (
            "i love walking, the odd museum and cycling or swimming at the weekend",
            "User loves walking, cycling and swimming at the weekend.",
            "I love walking, the odd museum and cycling or swimming at the weekend.",
        ),
        (
            "i knit scarves and socks for the stall",
            "User knits scarves and socks.",
            "I knit scarves and socks for the stall.",
        ),
    ],
)
def test_a_list_as_said_is_kept(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said, "Sounds lovely."), fact, quote).outcome is not Outcome.REJECT
