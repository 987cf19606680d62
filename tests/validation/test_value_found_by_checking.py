"""A value found by checking, in a later turn (rule V12, `later.checked_value_later`), in our
own words: a value of the fact's type that the user looked up, counted or measured, with the
fact's own value not said again, puts a value said from memory right ("i looked at the
contract and it's nine twenty five" of a rent of nine fifty). Held: what was checked may be
another thing. A value checked and the same, or of another thing, keeps the fact."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

ASKED = "Is that right? Tell me more."


@pytest.mark.parametrize(
    ("first", "later", "fact", "quote"),
    [
        (
            "our council tax is about a hundred and sixty a month",
            "i looked at the bill last night and it's a hundred and forty two",
            "User's council tax is about 160 a month.",
            "our council tax is about a hundred and sixty a month",
        ),
        (
            "we've got twenty two sheep on the top field",
            "counted them at feeding time, nineteen, i'd better ring the neighbour",
            "User has 22 sheep on the top field.",
            "we've got twenty two sheep on the top field",
        ),
        (
            "my train home is at half five",
            "checked the timetable, it says five forty",
            "User's train home is at 5:30.",
            "my train home is at half five",
        ),
        (
            "the contract says thirty two k a year",
            "i reread the letter and it's twenty nine, still a rise",
            "User's contract pays 32,000 a year.",
            "the contract says thirty two k a year",
        ),
    ],
)
def test_a_checked_value_holds_it(first: str, later: str, fact: str, quote: str) -> None:
    v = judge(convo(first, ASKED, later), fact, quote)
    assert v.outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "later",
    [
        "i checked the bill, a hundred and sixty, same as last year",
        "i checked the bill and the water rates went up by eight",
        "my daughter says it's more than that round hers",
    ],
)
def test_the_same_value_or_another_thing_keeps_it(later: str) -> None:
    v = judge(
        convo("our council tax is about a hundred and sixty a month", ASKED, later),
        "User's council tax is about 160 a month.",
        "our council tax is about a hundred and sixty a month",
    )
    assert v.outcome is Outcome.ACCEPT


def test_a_value_measured_of_another_thing_keeps_it() -> None:
    """A verb of measuring with its own object ("i weighed the suitcase") measured that thing:
    neither the checking reading nor a past of the fact's verb takes the user's weight back."""
    first, fact = "i'm about seventy kilos these days", "User weighs about 70 kilos."
    later = "i weighed the suitcase this morning, twenty three kilos, just under"
    assert judge(convo(first, ASKED, later), fact, first).outcome is Outcome.ACCEPT
