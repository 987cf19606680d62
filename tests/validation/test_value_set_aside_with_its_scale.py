"""A round value set aside with its scale unsaid (rule V12, `later.revalued_later`), and the
number readings under it, in our own words: "fifteen was my best, i'm nearer thirteen hundred
now" sets the fact's 1,500 aside for another value; a number's noun is not one a determiner
opens after it ("thirteen hundred | these days"); a two-digit year that is the fact's year
restates it ("eighty eight yeah" of 1988) and corrects nothing."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize
from companion.validation.values import mentions
from tests.validation.conftest import convo, judge

ASKED = "That's great. Do you still play a lot?"
FACT = "User scores about 1500 a month in the darts league."
QUOTE = "i score about fifteen hundred a month"
FIRST = "in the darts league i score about fifteen hundred a month"


@pytest.mark.parametrize(
    "later",
    [
        "fifteen was my best season, i'm nearer thirteen hundred these days",
        "fifteen hundred was before my elbow went, it's more like twelve now",
    ],
)
def test_a_round_value_set_aside_for_another_is_held(later: str) -> None:
    assert judge(convo(FIRST, ASKED, later), FACT, QUOTE).outcome is Outcome.PENDING


def test_the_round_value_said_again_keeps_it() -> None:
    later = "fifteen hundred was last season and i'm still on fifteen hundred"
    assert judge(convo(FIRST, ASKED, later), FACT, QUOTE).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        ("thirteen hundred these days", frozenset()),
        ("four my lot", frozenset()),
        ("two of the dogs", "dog"),
        ("three of my grandchildren", "grandchild"),
    ],
)
def test_a_number_counts_no_noun_a_determiner_opens_after_it(text: str, noun: frozenset[str] | str) -> None:
    (first, *_rest) = mentions(canonicalize(text))
    if isinstance(noun, str):
        assert noun in first.noun
    else:
        assert first.noun == noun


def test_a_two_digit_year_that_is_the_facts_restates_it() -> None:
    msgs = convo(
        "we came over to leeds in eighty eight",
        "1988, a long time!",
        "eighty eight yeah, the year the twins were born",
    )
    v = judge(msgs, "User moved to Leeds in 1988.", "we came over to leeds in eighty eight")
    assert v.outcome is Outcome.ACCEPT
