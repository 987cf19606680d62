"""V5: a name the user said with another verb than the fact's, after the fact's verb had a
place of its own ("we're flying into lisbon, then driving up to porto" for "User is flying to
Porto"), is held for review. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "we're sailing to bilbao, then driving over to santander",
            "User is sailing to Santander.",
            "sailing to Bilbao, then driving over to Santander",
        ),
        (
            "born in cork, raised in limerick mostly",
            "User was born in Limerick.",
            "born in Cork, raised in Limerick",
        ),
        (
            "i studied in leeds but working in sheffield now",
            "User studied in Sheffield.",
            "I studied in Leeds but working in Sheffield now",
        ),
    ],
)
def test_a_name_said_with_another_verb_is_held(message: str, fact: str, quote: str) -> None:
    v = judge(convo(message), fact, quote)
    assert v.outcome is Outcome.PENDING
    assert v.reasons[0] is Reason.UNSUPPORTED_SPECIFIC


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "we're sailing to bilbao, then driving over to santander",
            "User is driving to Santander.",
            "then driving over to Santander",
        ),
        (
            "i'm flying from glasgow to faro on friday",
            "User is flying to Faro on Friday.",
            "I'm flying from Glasgow to Faro on Friday",
        ),
        (
            "we'll be moving down to nelson to be near the kids",
            "User will be moving to Nelson.",
            "we'll be moving down to Nelson",
        ),
        (
            "we read a book called watership down",
            "User read Watership Down.",
            "we read a book called Watership Down",
        ),
    ],
)
def test_a_name_said_with_the_facts_verb_passes(message: str, fact: str, quote: str) -> None:
    assert "goes with" not in judge(convo(message), fact, quote).detail


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i've got three sons and two daughters", "User has two sons and three daughters."),
        ("we have four grandsons and one granddaughter", "User has one grandson and four granddaughters."),
    ],
)
def test_counts_swapped_between_kin_of_one_kind_are_refused(said: str, fact: str) -> None:
    """Sons and daughters are both children: the closest noun decides which count is whose."""
    assert judge(convo(said, "Lovely."), fact, said).outcome is Outcome.REJECT


def test_the_counts_as_said_stay_stored() -> None:
    said = "i've got three sons and two daughters"
    assert (
        judge(convo(said, "Lovely."), "User has three sons and two daughters.", said).outcome
        is Outcome.ACCEPT
    )
