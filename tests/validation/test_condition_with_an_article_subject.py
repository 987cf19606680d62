"""Clauses: a condition after the statement whose subject an article opens ("we're going to
greece in june | unless the strikes carry on", "i'll retire at sixty | provided the pension
pays out"): after a subordinator an article opens a subject, not an object, so the condition
is a clause of its own and the statement before it is held to it. A plural noun with a bare
verb counts ("the strikes carry on"); a singular that ends in s ("the bus") is no plural.
Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we're going to greece in june unless the strikes carry on",
            "User is going to Greece in June.",
            "We're going to Greece in June.",
        ),
        (
            "i'll retire at sixty provided the pension pays out",
            "User will retire at 60.",
            "I'll retire at sixty.",
        ),
        (
            "we're moving in march unless the buyers pull out",
            "User is moving in March.",
            "We're moving in March.",
        ),
    ],
)
def test_the_condition_holds_the_statement(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.NOT_AN_ASSERTION in verdict.reasons


def test_the_condition_is_a_clause_of_its_own() -> None:
    ut = analyse("we're going to greece in june unless the strikes carry on")
    assert [ut.canon.lows[c.first] for c in ut.clauses][-1] == "unless"
