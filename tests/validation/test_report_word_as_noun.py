"""A fact carries somebody's words only with a verb of reporting ("User's boss says ..."), not
with a noun that happens to be one ("the monthly reports", "a claim form"): "my boss thinks i'm
too slow with the monthly reports" stored "User is too slow with the monthly reports" because
"reports" counted as carrying the report. A report verb after a noun phrase ("the royal
infirmary says User's ...") is still a verb. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.fact import carries, fact_shape
from companion.validation.utterance import Frame
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "my boss thinks i'm too slow with the monthly reports",
            "i'm too slow with the monthly reports",
            "User is too slow with the monthly reports.",
        ),
        (
            "my brother reckons i fill in the claim forms wrong",
            "i fill in the claim forms wrong",
            "User fills in the claim forms wrong.",
        ),
    ],
)
def test_a_report_noun_does_not_carry_their_words(said: str, quote: str, fact: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.REPORTED_SPEECH in verdict.reasons


@pytest.mark.parametrize(
    ("fact", "carried"),
    [
        ("User is too slow with the monthly reports.", False),
        ("User's boss says User is too slow with the reports.", True),
        ("The clinic at the royal infirmary says User's blood pressure is better.", True),
    ],
)
def test_which_facts_carry_a_report(fact: str, carried: bool) -> None:
    assert carries(fact_shape(fact), Frame.REPORTED) is carried
