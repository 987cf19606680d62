"""In the user's next turn somebody else calls off or refuses what was said, named by a noun
phrase of its own ("the company cancelled the posting", "the council turned it down", "they
refused my leave"): the plan may be off, for the user to confirm (stop 49, V12c: held, or
taken back when the turn names the fact's thing). The
user's own refusal ("turned it down, i'd miss the regulars") is a choice about something else."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

SAID = "we're moving to dubai in the new year for my husband's job"
FACT = "User is moving to Dubai in the new year for their husband's job."


@pytest.mark.parametrize(
    "then",
    [
        "the firm cancelled the transfer, cost cutting",
        "the council turned it down",
        "his boss refused the move, so we stay put",
        "they rejected the visa application",
    ],
)
def test_somebody_calling_it_off_holds_it(then: str) -> None:
    # held; rejected outright when the turn names the fact's thing ("refused the move")
    verdict = judge(convo(SAID, "What an adventure!", then), FACT, SAID)
    assert verdict.outcome in (Outcome.PENDING, Outcome.REJECT)


@pytest.mark.parametrize(
    "then",
    [
        "got offered a flat in the marina, turned it down, too pricey",
        "i refused to pay for the business class seats",
    ],
)
def test_the_users_own_refusal_leaves_it(then: str) -> None:
    verdict = judge(convo(SAID, "What an adventure!", then), FACT, SAID)
    assert verdict.outcome is Outcome.ACCEPT
