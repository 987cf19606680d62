"""V5: a count said of one noun in a list must stay with that noun. "three daughters and a son"
does not back "User has three sons": the user counted the son as one and the three are the
daughters. Outside a list the user may count the same things by another word ("a tablet in the
morning and one at night, so two pills a day"), and a year is no count ("a 2008 corolla").
Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we've got three daughters and a son, all grown up now",
            "User has three sons.",
            "three daughters and a son",
        ),
        (
            "um a rabbit and two guinea pigs in the hutch out back",
            "User has two rabbits.",
            "a rabbit and two guinea pigs",
        ),
        (
            "i've got a brother and four sisters",
            "User has four brothers and a sister.",
            "i've got a brother and four sisters",
        ),
    ],
)
def test_a_count_moved_to_the_noun_listed_as_one_is_refused(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i take a tablet in the morning and one at night so two pills a day",
            "User takes two tablets a day.",
            "so two pills a day",
        ),
        ("we've got two labradors and a cat", "User has two dogs.", "we've got two labradors"),
        (
            "i drive a corolla, a two thousand and eight model",
            "User drives a 2008 Corolla.",
            "i drive a corolla",
        ),
        (
            "we've got three daughters and a son",
            "User has three daughters.",
            "we've got three daughters and a son",
        ),
    ],
)
def test_a_count_that_stays_with_its_noun_is_kept(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.REJECT
