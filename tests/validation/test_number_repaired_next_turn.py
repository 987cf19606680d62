"""V12: the next user turn opens with another number of the fact's kind, said as a repair: said
again at once ("six, six grandchildren", also when the transcript folded the stutter into one
word), or with the fact's number put aside right after it ("the ninth, the eighth is my
sister's"). Held for the user. The fact's number kept further on in the turn keeps it. Our
own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

_FIRST = "i've got five grandchildren, all boys"
_FACT = "User has five grandchildren."


@pytest.mark.parametrize(
    ("prompt", "later", "outcome"),
    [
        ("A houseful of boys!", "six, six grandchildren, i forgot the baby", Outcome.PENDING),
        ("A houseful of boys!", "six, six, the new one's a boy too", Outcome.PENDING),
        ("A houseful of boys!", "six, five was before the baby came", Outcome.PENDING),
        # a "what" question asks no number; the count's noun is no verb ("four | boys")
        ("Five! What are their names?", "four, four boys, the fifth is my nephew", Outcome.PENDING),
    ],
)
def test_another_number_opening_the_next_turn(prompt: str, later: str, outcome: Outcome) -> None:
    assert judge(convo(_FIRST, prompt, later), _FACT, "i've got five grandchildren").outcome is outcome


def test_the_facts_number_kept_further_on() -> None:
    """The opening number is something else's and the fact's own is said again far on."""
    said = "i'm paying my brother back twenty a week for the car repair"
    later = "like four hundred all in, and he said forget it, i said no, twenty a week till it's paid"
    verdict = judge(
        convo(said, "That's good of you.", later), "User is paying their brother back 20 a week.", said
    )
    assert verdict.outcome is Outcome.ACCEPT
