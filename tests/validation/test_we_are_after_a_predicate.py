"""Clauses: "were" after a word that may be a predicate adjective is "we're" opening a clause
("since the scan was clear | were booking a cruise"), not a past "were" after a noun ("the kids
were going"). And a condition after a bare hedge ("okay | i guess | if the scan's clear | we're
off to italy") conditions the clause after it: "i guess" with nothing after its verb heads what
follows and is no main clause. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


def test_were_after_an_adjective_opens_a_clause() -> None:
    ut = analyse("since the bloods were clear were booking a week in cornwall")
    firsts = [ut.canon.lows[c.first] for c in ut.clauses]
    assert firsts[-1] == "were"


def test_were_after_a_noun_stays_its_past() -> None:
    ut = analyse("the children were staying with us all summer")
    assert len(ut.clauses) == 1


def test_a_cause_before_a_plan_leaves_the_plan_stated() -> None:
    said = "since the bloods came back clear we're booking a week in cornwall"
    verdict = judge(convo(said), "User is booking a week in Cornwall.", "we're booking a week in cornwall")
    assert verdict.outcome is Outcome.ACCEPT


@pytest.mark.parametrize("hedge", ["i guess", "i suppose", "i think"])
def test_a_condition_after_a_bare_hedge_conditions_what_follows(hedge: str) -> None:
    said = f"well {hedge} if the mortgage goes through we're moving to whitby in june"
    verdict = judge(convo(said), "User is moving to Whitby in June.", "we're moving to whitby in june")
    assert verdict.outcome is Outcome.REJECT
    assert Reason.NOT_AN_ASSERTION in verdict.reasons
