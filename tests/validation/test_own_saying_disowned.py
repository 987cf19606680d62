"""V12: the next user turn disowns the user's own act of saying rather than a thing said:
"what am i saying", "what am i on about", "no idea why i said that", "why did i say that", "i'm
talking rubbish". Taken back as "i got that wrong" is (and held when it comes turns later).
Not a lost thread ("what was i saying"), a saying that goes on to someone ("why i said that to
him", "talking nonsense to the baby"), a question of what to do ("what am i getting him") or
talk about a topic ("talking football with him"). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge

_SAID = "my son's thirty"
_FACT = "User's son is 30."


@pytest.mark.parametrize(
    "later",
    [
        "oh what am i saying he turned thirty last year",
        "what am i on about he's thirty one",
        "no idea why i said that he's thirty one",
        "honestly why did i say that he's older",
        "ugh i'm talking rubbish today he's thirty one",
    ],
)
def test_disowning_the_saying_takes_it_back(later: str) -> None:
    verdict = judge(convo(_SAID, "A big one!", later), _FACT, _SAID)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.RETRACTED in verdict.reasons


def test_turns_later_it_is_held() -> None:
    msgs = convo(
        _SAID, "A big one!", "yeah", "Any party?", "sorry what am i saying he turned thirty last year"
    )
    assert judge(msgs, _FACT, _SAID).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "later",
    [
        "what was i saying oh yes the party's in june",
        "what am i saying to him for his birthday speech help me",
        "i don't know why i said that to him on his birthday he laughed",
        "i was talking nonsense to the baby all morning",
        "i'm talking to him tonight about the party",
        "what am i getting him though",
        "i was talking football with him for hours",
    ],
)
def test_other_talk_of_saying_leaves_it(later: str) -> None:
    assert judge(convo(_SAID, "A big one!", later), _FACT, _SAID).outcome is Outcome.ACCEPT
