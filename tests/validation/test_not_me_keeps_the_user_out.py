"""V6: "my wife's diabetic, not me": a "me" after a negation keeps the user out of what is
said of somebody else. It neither makes the clause's subject the user (as "my wife and i"
does) nor puts the user in the clause (as "the doctor put me on statins" does), so a fact
that moves it onto the user is rejected. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.utterance import Subject, analyse
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("my wife's diabetic not me", "User is diabetic.", "My wife's diabetic."),
        ("my husband's the one who snores not me", "User snores.", "The one who snores."),
        ("my son plays the drums not me", "User plays the drums.", "Plays the drums."),
    ],
)
def test_not_me_keeps_the_fact_off_the_user(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert {Reason.WRONG_SUBJECT, Reason.QUOTE_TOO_SHORT} & set(verdict.reasons)


def test_the_clause_stays_the_other_persons() -> None:
    assert analyse("my wife's diabetic not me").clauses[0].subject is Subject.THIRD


def test_my_wife_and_i_is_still_the_user() -> None:
    assert analyse("my wife and i are both diabetic").clauses[0].subject is Subject.USER
