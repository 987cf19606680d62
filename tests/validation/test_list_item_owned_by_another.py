"""A list item said as somebody else's (stop 50, V6d): "my corolla and my brother's camry" does
not back "User owns a Corolla and a Camry"; after "his" or "their", or a word of kin with its
"'s" after the user's own possessive, the thing is theirs. Left alone: "her" (an object as often
as a possessive: "i bought her flowers"), a fact that names the relation ("User's daughter's
wedding") or says the same possessive ("User does his meals")."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we've two bikes in the shed, my raleigh and my son's carrera, he's away at uni",
            "User owns a Raleigh and a Carrera.",
            "my raleigh and my son's carrera",
        ),
        (
            "on the allotment it's my leeks and his onions, he won't let me near them",
            "User grows leeks and onions on the allotment.",
            "it's my leeks and his onions",
        ),
    ],
)
def test_a_list_item_said_as_somebody_elses_is_not_the_users(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT, verdict
    assert verdict.reasons[0] is Reason.WRONG_SUBJECT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i bought her flowers and chocolates for our anniversary",
            "User bought flowers and chocolates.",
            "i bought her flowers and chocolates",
        ),
        (
            "i'm over at dad's every day doing his meals and his tablets",
            "User does their dad's meals and his tablets.",
            "doing his meals and his tablets",
        ),
        (
            "we've booked my daughter's wedding venue and the cake",
            "User booked their daughter's wedding venue and the cake.",
            "we've booked my daughter's wedding venue and the cake",
        ),
    ],
)
def test_her_a_named_relation_or_the_same_possessive_leave_it(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert Reason.WRONG_SUBJECT not in verdict.reasons, verdict
