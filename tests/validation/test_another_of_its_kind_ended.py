"""A later turn that calls off another thing of the fact's kind, described otherwise (stop 66, V12).

"i'm sitting my driving theory test on the ninth" ... "the practice test at the library got
cancelled, so i'm doing them on my phone": the thing called off shares the fact's noun, but a
describing word the fact does not say makes it another ("practice", "final mock", "other").
Whether the statement still stands, the turn does not say for sure: held, not rejected. The
fact's own thing called off ("the test got cancelled") is still taken back.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason

from .conftest import convo, judge

SAID = "i'm sitting my driving theory test on the ninth of march"
FACT = "User is sitting their driving theory test on March 9."
QUOTE = "i'm sitting my driving theory test on the ninth of march"
ASKED = "Good luck! How are you preparing?"


@pytest.mark.parametrize(
    "later",
    [
        "our final mock test got cancelled because the library flooded, so i'm doing them on my phone",
        "the other test got cancelled, the one for my cousin, so it's just me on the day",
    ],
)
def test_another_of_its_kind_called_off_is_held_not_rejected(later: str) -> None:
    verdict = judge(convo(SAID, ASKED, later), FACT, QUOTE)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.detail)
    assert Reason.RETRACTED in verdict.reasons


def test_the_facts_own_thing_called_off_is_taken_back() -> None:
    verdict = judge(
        convo(SAID, ASKED, "the theory test got cancelled, the centre's closed till april"), FACT, QUOTE
    )
    assert verdict.outcome is Outcome.REJECT, (verdict.outcome, verdict.detail)
