"""V12: "the X's off" said in a later turn takes the statement back when its clause ends there,
and a reaction after it ("cool cool", "lol", "great") ends the clause as a stop would: "the
interview's off, cool cool". Beside it, "off" that goes on to an object of its own ("got the
tickets off a fella") calls nothing off. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    "later",
    [
        "they rang just now, the interview's off, cool cool",
        "the interview's off lol, they gave it to someone inside",
        "the interview's off great, back to the job sites",
    ],
)
def test_called_off_before_a_reaction(later: str) -> None:
    msgs = convo("i've got a job interview at the bank on thursday", "Good luck!", later)
    verdict = judge(
        msgs, "User has a job interview at the bank on Thursday.", "i've got a job interview at the bank"
    )
    assert verdict.outcome is Outcome.REJECT, verdict


def test_off_with_an_object_calls_nothing_off() -> None:
    msgs = convo(
        "i've got tickets for the match on saturday",
        "Lovely!",
        "the tickets were off a fella at work, cool cool",
    )
    verdict = judge(msgs, "User has tickets for the match on Saturday.", "i've got tickets for the match")
    assert verdict.outcome is Outcome.ACCEPT
