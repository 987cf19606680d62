"""An ending a later turn only supposes, proposes or asks about takes nothing back for sure
(stop 66, V12).

"our ruby wedding do is at the golf club on the ninth of may" ... "there was talk the club would
be closed for the refit and every party would be cancelled, but the manager rang and we're fine":
"would be cancelled" is a threat, not an event. A retraction with a supposing word before it
("would", "might", "should", "maybe", "if", past "be", "have" or a pronoun) is no retraction;
whatever else the turn says may still hold the statement, but it is not rejected as taken back.
So is an ending the user was only asked about or offered ("the vicar asked if i would give up
the choir"): the words under a question or a proposal end nothing. The same ending told as done
still is.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

SAID = "our ruby wedding do is at the golf club on the ninth of may"
FACT = "User's ruby wedding party is at the golf club on May 9."
ASKED = "How lovely. Is everything booked?"


@pytest.mark.parametrize(
    "later",
    [
        "there was talk the club would be closed for the refit and every party would be cancelled, "
        "but the manager rang and we're fine",
        "my sister asked if we might cancel it and go abroad instead and i said not a chance",
    ],
)
def test_an_ending_only_supposed_is_not_taken_back(later: str) -> None:
    verdict = judge(convo(SAID, ASKED, later), FACT, SAID)
    assert verdict.outcome is not Outcome.REJECT, (verdict.outcome, verdict.detail)


@pytest.mark.parametrize(
    "later",
    [
        "the vicar asked if i would give up the choir to run the sunday school and i told him no chance",
        "my daughter wondered if i might give up the choir for the winter, i said not a chance",
    ],
)
def test_an_ending_only_asked_of_the_user_is_no_contradiction(later: str) -> None:
    verdict = judge(
        convo("i sing alto in the choir at st luke's", ASKED, later),
        "User sings alto in the choir at St Luke's.",
        "i sing alto in the choir at st luke's",
    )
    assert verdict.outcome is not Outcome.REJECT, (verdict.outcome, verdict.detail)


def test_the_ending_told_as_done_is_taken_back() -> None:
    verdict = judge(
        convo(SAID, ASKED, "the club rang, the party's been cancelled, they've shut for the refit"),
        FACT,
        SAID,
    )
    assert verdict.outcome is Outcome.REJECT, (verdict.outcome, verdict.detail)
