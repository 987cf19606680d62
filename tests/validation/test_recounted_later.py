"""V12: a later user turn that counts a noun of the fact with another number, and never with the
fact's ("it's two bedrooms and a box room really" of three bedrooms; "three cats if you count
the stray" of two cats), puts the count right or says it changed: the fact is held for the
user. Some of the things counted ("two of the grandkids are twins", "the two eldest") and a
turn that keeps the fact's count beside another ("my sister manages two times a week, three
times a week keeps me sane") leave it standing. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

FOUR = (
    "i've got four grandchildren all under ten",
    "User has four grandchildren.",
    "i've got four grandchildren",
)


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (*FOUR, "it's five grandchildren now, i forgot little amir"),
        (
            "our house has three bedrooms so there's room for everyone",
            "User's house has three bedrooms.",
            "our house has three bedrooms",
            "well it's two bedrooms and a box room really, the agent called it three",
        ),
        (
            "i've got two cats, smudge and pip",
            "User has two cats.",
            "i've got two cats",
            "three cats if you count the stray we feed",
        ),
    ],
)
def test_a_later_count_of_the_same_things_holds_the_fact(
    said: str, fact: str, quote: str, later: str
) -> None:
    verdict = judge(convo(said, "That's lovely.", later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (*FOUR, "two of the grandchildren are twins actually"),
        (*FOUR, "the two older grandchildren are at school now"),
        (
            "i swim three times a week at the leisure centre",
            "User swims three times a week.",
            "i swim three times a week",
            "my sister manages two times a week, three times a week keeps me sane",
        ),
    ],
)
def test_some_of_them_or_the_same_count_leaves_it(said: str, fact: str, quote: str, later: str) -> None:
    assert judge(convo(said, "That's lovely.", later), fact, quote).outcome is Outcome.ACCEPT


def test_a_relation_the_dictionary_does_not_know_is_still_counted() -> None:
    """ "grandkids" is in no dictionary: counted after a number it is the grandchildren's class,
    so a later count of them with another number holds the fact. Our own sentence."""
    later = "i counted again while we talked, it's nine grandkids with the twins"
    verdict = judge(
        convo("we've got seven grandchildren", "Lovely.", later),
        "User has seven grandchildren.",
        "we've got seven grandchildren",
    )
    assert verdict.outcome is Outcome.PENDING, verdict
