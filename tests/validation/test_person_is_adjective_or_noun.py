"""Clauses: after a person written with "'s" (or a plural person), a word that may be an
adjective or a noun ("diabetic", "pregnant", "deaf") is the adjective, and the "'s" is "is",
when nothing of a noun phrase follows it ("... and my cousin's diabetic | so i'm planning the
pudding"): the clause is the cousin's, so a quote cut after "my cousin's" does not make the
user diabetic. A noun phrase going on ("my cousin's diabetic kit") is no clause. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we're doing a meal and my cousin's diabetic so i'm planning the pudding",
            "User is diabetic.",
            "Diabetic, so I'm planning the pudding.",
        ),
        (
            "it's a full house and my sister's pregnant i'm doing all the cooking",
            "User is pregnant.",
            "Pregnant.",
        ),
    ],
)
def test_the_adjective_stays_with_the_person(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.WRONG_SUBJECT in verdict.reasons or Reason.QUOTE_TOO_SHORT in verdict.reasons


def test_the_person_opens_a_clause() -> None:
    ut = analyse("we're doing a meal and my cousin's diabetic so i'm planning the pudding")
    assert "my" in [ut.canon.lows[c.first + 1] for c in ut.clauses if c.first + 1 < len(ut.canon.lows)]


def test_a_noun_phrase_going_on_is_no_clause() -> None:
    ut = analyse("i found my cousin's diabetic kit in the car")
    assert len(ut.clauses) == 1
