"""V12: a later turn in which the user owns up to saying a word of the fact by habit ("i keep
saying ipswich, we moved in may", "i always say forty, it's thirty eight") takes the statement
back, whatever follows the word. Telling somebody ("i keep saying to him, the ninth") and a word
checked and kept ("did i say june? yeah june") are no such admission. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (
            "i'm forty and still playing sunday league",
            "User is forty.",
            "i'm forty",
            "i always say forty to sound younger, it's forty four really",
        ),
        (
            "my daughter lives in glasgow with her fella",
            "User's daughter lives in Glasgow.",
            "my daughter lives in glasgow",
            "she's in dundee since the summer, i keep saying glasgow from habit",
        ),
        (
            "we've won the allotment prize this year",
            "User won the allotment prize this year.",
            "we've won the allotment prize",
            "well shortlisted, i keep saying won to jinx it the other way, judging's next week",
        ),
    ],
)
def test_a_word_said_by_habit_is_taken_back(said: str, fact: str, quote: str, later: str) -> None:
    assert judge(convo(said, "Oh lovely.", later), fact, quote).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (
            "my son's wedding is on the ninth of june",
            "User's son's wedding is on June 9.",
            "my son's wedding is on the ninth of june",
            "i keep saying to him, the ninth, book the day off now",
        ),
        (
            "my son's wedding is on the ninth of june",
            "User's son's wedding is on June 9.",
            "my son's wedding is on the ninth of june",
            "wait did i say june? yeah june, the ninth",
        ),
    ],
)
def test_telling_somebody_or_checking_keeps_it(said: str, fact: str, quote: str, later: str) -> None:
    assert judge(convo(said, "Oh lovely.", later), fact, quote).outcome is Outcome.ACCEPT
