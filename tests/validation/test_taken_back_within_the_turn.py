"""V12 within the turn: the statement is taken back before the turn ends.

- The clause right after the claim says it no longer holds, and is nothing but that: an
  elliptical past of the claim's own subject ("my brother drives a taxi, or he did, he's
  retired now"), or "used to" on its own. Not a negated or modal one ("or he couldn't"), and
  not after a claim that is itself in the past.
- A generic retraction right after the claim followed only by the new value ("we're flying to
  malta, scratch that, cyprus"; the gate read this one before, kept here beside the rest).

Known, not fixed: "... or he did last time i asked" and "scratch that question, when's ..."
are rejected by other rules (a past and a correction read there).

Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my brother drives a taxi, or he did, he's retired now",
            "User's brother drives a taxi.",
            "my brother drives a taxi",
        ),
        (
            "i sing in the church choir, used to, my voice went",
            "User sings in the church choir.",
            "i sing in the church choir",
        ),
        ("we're flying to malta, scratch that, cyprus", "User is flying to Malta.", "we're flying to malta"),
    ],
)
def test_a_statement_taken_back_in_its_own_turn_is_rejected(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my brother drives a taxi, he did twelve hours yesterday",
            "User's brother drives a taxi.",
            "my brother drives a taxi",
        ),
        (
            "my brother drove a taxi, or he did for a bit",
            "User's brother drove a taxi.",
            "my brother drove a taxi",
        ),
        (
            "we're flying to malta, never mind the cost, it's our anniversary",
            "User is flying to Malta.",
            "we're flying to malta",
        ),
    ],
)
def test_other_words_after_the_claim_leave_it(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.REJECT
