"""V12: idioms of giving a plan up in the next turn ("he's gone off the idea", "we've decided
against it", "i thought better of it", "i'm not bothering now", "we've put it on ice", "it's
on the back burner"): the statement of the plan is taken back or held. Said of somebody else
than the plan's subject ("i'm giving it a miss" after "my son's joining the army") it takes
nothing back. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    "later",
    [
        "we've decided against it in the end",
        "i thought better of it",
        "i'm not bothering now, too far",
        "we've put it on ice for now",
        "it's on the back burner now",
    ],
)
def test_giving_the_plan_up_undoes_it(later: str) -> None:
    said = "we're getting a hot tub for the garden"
    msgs = convo(said, "Ooh, lovely!", later)
    assert judge(msgs, "User is getting a hot tub for the garden", said).outcome is not Outcome.ACCEPT


def test_gone_off_the_idea_of_the_plans_subject() -> None:
    said = "my daughter's training to be a pilot"
    msgs = convo(said, "Wow!", "she's gone off the idea now, thank goodness")
    assert judge(msgs, "User's daughter is training to be a pilot", said).outcome is not Outcome.ACCEPT


def test_a_change_of_heart_said_with_its_verb() -> None:
    said = "i'm going to my school reunion in june"
    msgs = convo(said, "Sounds fun!", "i've had a change of heart, i can't face it")
    assert judge(msgs, "User is going to their school reunion in June", said).outcome is Outcome.REJECT


def test_a_mind_changed_on_something_else_keeps_the_plan() -> None:
    said = "we're having my granddaughter's party at the church hall"
    msgs = convo(
        said,
        "How lovely!",
        "i was doing a sponge",
        "Nice.",
        "actually i changed my mind on the cake, she wants cupcakes",
    )
    verdict = judge(msgs, "User is having their granddaughter's party at the church hall", said)
    assert verdict.outcome is Outcome.ACCEPT
