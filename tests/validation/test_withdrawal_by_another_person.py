"""V12: a later turn in which somebody else withdraws themselves ("my sister was coming but
she cancelled, she's not coming now", "my parents were going to join us but they've pulled
out") does not take back the fact about another person or the user: the retraction and the
"not coming" have a subject the turn names as a clause's subject, who is none of the fact's
people. No longer rejected; another reading may still hold it for the user. The user's own
withdrawal, the fact's own person's, a pronoun with no person named in the turn, or a
cancellation with its object named ("my husband cancelled the holiday") still take it back.
Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

_MUM = ("my mum's coming to stay for christmas", "User's mum is coming to stay for Christmas.")
_TRIP = ("we're going to cornwall in august", "User is going to Cornwall in August.")


@pytest.mark.parametrize(
    ("said", "later"),
    [
        (_MUM, "my sister was but she cancelled she's not coming now"),
        (_TRIP, "my parents were going to join us but they've pulled out"),
        (_MUM, "my brother's not coming now he's got covid"),
    ],
)
def test_another_persons_withdrawal_is_not_rejected(said: tuple[str, str], later: str) -> None:
    quote, fact = said
    assert judge(convo(quote, "Lovely!", later), fact, quote).outcome is not Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "later"),
    [
        (_MUM, "she's not coming now she cancelled"),
        (_MUM, "my mum cancelled she's not coming now"),
        (_TRIP, "we're not going now my husband cancelled the holiday"),
        (_TRIP, "i eat fish now so not going to cornwall"),
    ],
)
def test_the_facts_own_people_still_take_it_back(said: tuple[str, str], later: str) -> None:
    quote, fact = said
    assert judge(convo(quote, "Lovely!", later), fact, quote).outcome is not Outcome.ACCEPT
