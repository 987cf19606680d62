"""V12: somebody else calling off the very thing the fact names ends it ("they've withdrawn the
offer", "the school has cancelled the trip"), unlike somebody else's negation or stopping, which
is theirs ("my husband stopped going to the gym"), or their calling off of a thing of their own
("he cancelled his gym membership": never rejected, at most held). A decision against the
plan said with a pronoun ("the committee voted against it") is held. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "later"),
    [
        (
            "i've been offered the deputy manager post",
            "User has been offered the deputy manager post.",
            "they've withdrawn the offer, a restructure",
        ),
        (
            "my daughter's going on the school trip to paris",
            "User's daughter is going on the school trip to Paris.",
            "the school has cancelled the trip",
        ),
    ],
)
def test_a_thing_of_the_fact_called_off_by_somebody_else_is_taken_back(
    said: str, fact: str, later: str
) -> None:
    verdict = judge(convo(said, "How exciting.", later), fact, said)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.RETRACTED in verdict.reasons


def test_a_decision_against_it_with_a_pronoun_is_held() -> None:
    said = "we're having a bonfire night party on the green"
    verdict = judge(
        convo(said, "How exciting.", "the parish council voted against it"),
        "User is having a bonfire night party on the green.",
        said,
    )
    assert verdict.outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "later",
    [
        "my husband stopped going to the gym years ago",
        "my husband cancelled his gym membership last month",
        "my sister doesn't go to the gym at all",
    ],
)
def test_somebody_elses_stopping_or_own_thing_leaves_it(later: str) -> None:
    said = "i go to the gym every morning"
    verdict = judge(convo(said, "Good for you.", later), "User goes to the gym every morning.", said)
    # never rejected; a calling off said beside the fact's own word may still be held for the user
    assert verdict.outcome is not Outcome.REJECT
