"""V12: a later user turn that names something else closed by "now" ("asda now, better money" of
a daughter who works at tesco; "he's with easyjet now" of a pilot with ryanair) holds the fact: the
name may no longer hold, as a number said "now" does. Not "now and then", not a name denied
("not ripon anymore" is another reading's), and not a turn that says the fact's name too. Our
own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

TESCO = (
    "my daughter works at tesco on the tills",
    "User's daughter works at Tesco.",
    "my daughter works at tesco",
)


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (*TESCO, "asda now, better money, loves it"),
        (
            "my godson is a pilot with ryanair",
            "User's godson is a pilot with Ryanair.",
            "my godson is a pilot with ryanair",
            "mind you he's with easyjet now, more time with the kids",
        ),
    ],
)
def test_another_name_said_now_holds_the_fact(said: str, fact: str, quote: str, later: str) -> None:
    verdict = judge(convo(said, "Oh right.", "all good thanks", "Good to hear.", later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (*TESCO, "she pops into greggs now and then on her break"),
        (*TESCO, "tesco's been good to her, she's on the deli at tesco now"),
    ],
)
def test_now_and_then_or_the_same_name_leaves_it(said: str, fact: str, quote: str, later: str) -> None:
    assert judge(convo(said, "Oh right.", later), fact, quote).outcome is Outcome.ACCEPT
