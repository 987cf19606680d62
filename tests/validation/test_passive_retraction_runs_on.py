"""V12: a retraction said in the passive of what was pointed at ("it's been cancelled", "that
got called off") runs on, without a stop, into a new clause whose "is" the transcript has
folded into its noun ("... cancelled the lead singer's ill"): a passive takes no object, so the
noun phrase after it opens that clause, and the retraction stands. A quantifier after it goes
on with a time of its own ("it's cancelled every strike day"). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "later"),
    [
        (
            "we've got tickets for the proclaimers on friday",
            "User has tickets for the Proclaimers on Friday.",
            "oh no it's been cancelled the lead singer's ill",
        ),
        (
            "the church fete is on the twelfth",
            "The church fete is on the 12th.",
            "ah that got called off the vicar's poorly",
        ),
        (
            "we've got tickets for the proclaimers on friday",
            "User has tickets for the Proclaimers on Friday.",
            "damn it's been cancelled my brother's fuming",
        ),
    ],
)
def test_a_passive_retraction_before_a_run_on_clause_takes_it_back(said: str, fact: str, later: str) -> None:
    verdict = judge(convo(said, "Brilliant!", later), fact, said)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "later"),
    [
        (
            "i take the number nine bus to work",
            "User takes the number 9 bus to work.",
            "yes except it's cancelled every strike day",
        ),
        (
            "we've got tickets for the proclaimers on friday",
            "User has tickets for the Proclaimers on Friday.",
            "the support act's been cancelled the main band's still on",
        ),
    ],
)
def test_a_quantified_time_or_another_subject_leaves_it(said: str, fact: str, later: str) -> None:
    assert judge(convo(said, "Brilliant!", later), fact, said).outcome is Outcome.ACCEPT
