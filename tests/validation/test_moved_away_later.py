"""A later user turn says the person the fact is about moved away ("dot's moved to her son's in
cardiff" of Dot walking the dog; "she went back to lagos" right after a fact about a sister):
what the fact says they do here may no longer hold, so it is held (stop 49, V12). A move to
the fact's own place or "there" tells how it came about; a thing moved ("they moved the pick
up"), a move not made ("she's going back next year") or a fact that is itself the move are left."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

SAID = "my neighbour dot walks the dog for me on tuesdays"
FACT = "User's neighbour Dot walks User's dog on Tuesdays."


@pytest.mark.parametrize(
    "then",
    ["dot's moved to her son's in cardiff, went last week", "dot emigrated to spain in the end"],
)
def test_the_person_moved_away_holds_the_fact(then: str) -> None:
    msgs = convo(SAID, "That's kind of her.", then)
    assert judge(msgs, FACT, SAID).outcome is Outcome.PENDING


def test_a_pronoun_in_the_very_next_turn_is_the_person() -> None:
    said = "my sister does my hair every saturday"
    msgs = convo(said, "How lovely.", "she went back to lagos last month, i'm lost")
    assert judge(msgs, "User's sister does User's hair every Saturday.", said).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "then",
    [
        "she's going back to lagos next year though",
        "they moved the pick up to the bus station but it's still tuesdays",
        "dot moved there in 2015 from leeds",
    ],
)
def test_no_move_away_made_leaves_it(then: str) -> None:
    msgs = convo(SAID, "That's kind of her.", then)
    assert judge(msgs, FACT, SAID).outcome is Outcome.ACCEPT


def test_a_fact_that_is_the_move_is_not_held_by_it() -> None:
    said = "my sister moved to glasgow for a nursing job"
    msgs = convo(said, "Big change!", "she moved in march, she loves it")
    assert judge(msgs, "User's sister moved to Glasgow for a nursing job.", said).outcome is Outcome.ACCEPT
