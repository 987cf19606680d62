"""Somebody else's words, however their subject is built. A verb of saying in the past or third
person with a subject that is not the user before it and a short audience after it ("the lads
next door told the landlord | my son plays music all night") frames the clause after it as
reported, even when the clause reader took no verb from its subject ("next door", "the lads next
door"). And a fact that names the sayer ("The vet said to give User's dog ...") carries the
report: it was read as the user's own view because the fact names the user somewhere. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "the lads next door told the landlord my son plays music all night",
            "my son plays music all night",
            "User's son plays music all night.",
        ),
        (
            "next door told the council my daughter parks on the pavement",
            "my daughter parks on the pavement",
            "User's daughter parks on the pavement.",
        ),
    ],
)
def test_the_clause_after_another_s_saying_is_theirs(said: str, quote: str, fact: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.REPORTED_SPEECH in verdict.reasons


@pytest.mark.parametrize(
    "said",
    [
        "we told the landlord my son plays music all night",  # the user's own report
        "told the landlord my son plays music all night",  # the user's, subject dropped
    ],
)
def test_the_user_s_own_report_stands(said: str) -> None:
    verdict = judge(convo(said), "User's son plays music all night.", "my son plays music all night")
    assert verdict.outcome is Outcome.ACCEPT


def test_a_fact_that_names_the_sayer_carries_the_report() -> None:
    said = "the vet said to give our dog pepper two millilitres of the syrup twice a day"
    fact = "The vet said to give User's dog Pepper 2 ml of the syrup twice a day."
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT
