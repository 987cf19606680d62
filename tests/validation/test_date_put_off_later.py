"""V12: one of the user's next turns puts off, without a new date, what it points back at ("they
rang and it's been postponed again", "they've put it back"): a fact that dates it may no longer
hold and is held for the user. A fact without a date is left alone (a postponed operation is
still an operation), and so is a put-off that points at nothing said ("the bin collection got
put back") or is denied ("they haven't postponed it"). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "later", "fact"),
    [
        (
            "my hip op is on the ninth",
            "my son but they rang and it's been postponed again",
            "User's hip operation is on the 9th.",
        ),
        (
            "my hip op is on friday",
            "they've put it back",
            "User's hip operation is on Friday, March 8, 2024.",
        ),
        (
            "the boiler man's coming on monday",
            "ugh it got pushed back",
            "The boiler engineer is coming on Monday, March 11, 2024.",
        ),
    ],
)
def test_a_dated_fact_put_off_later_is_held(said: str, later: str, fact: str) -> None:
    verdict = judge(convo(said, "Good luck.", later), fact, said)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    ("said", "later", "fact"),
    [
        ("i'm having my hip done", "it's been postponed again", "User is having a hip operation."),
        (
            "my hip op is on friday",
            "the bin collection got put back a day though",
            "User's hip operation is on Friday, March 8, 2024.",
        ),
        (
            "my hip op is on friday",
            "they haven't postponed it thank god",
            "User's hip operation is on Friday, March 8, 2024.",
        ),
    ],
)
def test_undated_facts_and_other_things_put_off_stand(said: str, later: str, fact: str) -> None:
    assert judge(convo(said, "Good luck.", later), fact, said).outcome is Outcome.ACCEPT
