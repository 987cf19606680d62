"""Clauses: a link that says why ("because", "cause") opens a clause after a verbless fragment,
as a contrast does ("surprising | cause i smoked forty a day till my heart attack"): a cause
coordinates no subject, so the statement after it is read as the user's own, and its past
tense is seen. Not "cause" as a noun after a determiner ("a good cause"). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "yeah surprising cause i smoked forty a day till my heart attack",
            "User smokes forty cigarettes a day.",
            "I smoked forty a day.",
        ),
        (
            "lucky really because i drank a bottle a night back then",
            "User drinks a bottle a night.",
            "I drank a bottle a night.",
        ),
    ],
)
def test_a_past_after_a_fragment_and_a_cause_is_seen(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo("The doctor was pleased?", said, first_role="assistant"), fact, quote, index=1)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.PAST_AS_PRESENT in verdict.reasons


def test_the_cause_opens_its_own_clause() -> None:
    ut = analyse("surprising cause i smoked forty a day")
    assert [ut.canon.lows[c.first] for c in ut.clauses] == ["surprising", "cause"]


def test_a_cause_as_a_noun_opens_nothing() -> None:
    ut = analyse("for a good cause i ran the marathon")
    assert "cause" not in [ut.canon.lows[c.first] for c in ut.clauses]
