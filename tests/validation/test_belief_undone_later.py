"""V12: a later turn says the user only thought it, with the thought left as an echo of the
statement and then undone: "well i thought i had but it went to someone else", "we thought we
were till the car died", "or so i thought" (the transcript drops the "so"). Taken back in the
next turn; held turns later. A thought with words of its own ("i thought i'd never get it but
here we are"), another person's ("my wife thought i had"), or "i thought so" ("... too", "...
but wasn't sure you'd remember": it may agree) leaves it. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge

_SAID = "i got the allotment on mill lane"
_FACT = "User got the allotment on Mill Lane."


@pytest.mark.parametrize(
    "later",
    [
        "well i thought i had but the council gave it to someone else",
        "at least i thought i did till the letter came",
        "or so i thought the letter says otherwise",
    ],
)
def test_a_thought_echoed_and_undone_takes_it_back(later: str) -> None:
    verdict = judge(convo(_SAID, "Great news!", later), _FACT, _SAID)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.RETRACTED in verdict.reasons


def test_turns_later_it_is_held() -> None:
    msgs = convo(
        _SAID,
        "Great news!",
        "cheers",
        "What will you grow?",
        "well i thought i had but it went to someone else",
    )
    assert judge(msgs, _FACT, _SAID).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "later",
    [
        "i thought i'd never get it but here we are",
        "i thought so too it's about time",
        "i thought so but wasn't sure you'd remember",
        "my wife thought i had but i only told her today",
        "i thought it was a wind up at first but it's real",
    ],
)
def test_other_thoughts_leave_it(later: str) -> None:
    assert judge(convo(_SAID, "Great news!", later), _FACT, _SAID).outcome is Outcome.ACCEPT
