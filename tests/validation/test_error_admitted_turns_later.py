"""V12: the user's own error, pointed back at ("sorry i got that wrong", "hang on i misheard
him"), in a user turn after the next one: the turns between were short replies ("cheers",
"ha yeah"), so what was got wrong may well be the statement, but it may also be something said
in between: held for the user, as an opening "scratch that" turns later is. In the next turn it
still rejects. An error blamed on the listener ("you got that wrong") or a habit ("i always get
that wrong with ...") takes nothing back. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "between", "later", "fact"),
    [
        (
            "i'm retiring in june",
            "cheers",
            "sorry i got that wrong they've asked me to stay another year",
            "User is retiring in June.",
        ),
        (
            "my grandson's studying law at leeds",
            "yeah he is",
            "oh i tell a lie i had that wrong it's history",
            "User's grandson is studying law at Leeds.",
        ),
        (
            "the allotment is plot forty",
            "mm",
            "wait no i mixed that up it's plot fourteen",
            "User's allotment is plot 40.",
        ),
    ],
)
def test_an_error_admitted_turns_later_is_held(said: str, between: str, later: str, fact: str) -> None:
    verdict = judge(convo(said, "Oh nice.", between, "Tell me more.", later), fact, said)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.RETRACTED in verdict.reasons


def test_in_the_next_turn_it_still_rejects() -> None:
    said = "i'm retiring in june"
    verdict = judge(
        convo(said, "Oh nice.", "sorry i got that wrong they've asked me to stay"),
        "User is retiring in June.",
        said,
    )
    assert verdict.outcome is Outcome.REJECT


@pytest.mark.parametrize(
    "later",
    [
        "i always get that wrong with the grandkids names",
        "my husband got the turning wrong twice last time",
        "he's a lab i think",
    ],
)
def test_other_errors_turns_later_take_nothing_back(later: str) -> None:
    said = "i'm retiring in june"
    verdict = judge(
        convo(said, "Oh nice.", "cheers", "Tell me more.", later), "User is retiring in June.", said
    )
    assert verdict.outcome is Outcome.ACCEPT
