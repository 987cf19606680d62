"""A take-back whose "that" is the determiner of a noun ("scratch that question", "forget that
idea") drops that noun, not what the user said before: the statement stands unless the fact
says the noun ("forget that barbecue"). "scratch that bit" and "don't write that down" still
point at the user's words. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.later import opens_with_retraction
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "then", "fact"),
    [
        (
            "i've got two dogs and wanted to ask about walks",
            "actually scratch that question i meant to ask about grooming",
            "User has two dogs.",
        ),
        (
            "my mum lives in leeds and i wondered about train times",
            "forget that idea i'll drive instead",
            "User's mum lives in Leeds.",
        ),
    ],
)
def test_dropping_a_named_thing_keeps_the_statement(said: str, then: str, fact: str) -> None:
    quote = said.split(" and ")[0]
    assert judge(convo(said, "Sure.", then), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "then", "fact"),
    [
        ("i've got two dogs", "actually scratch that i've only got the one", "User has two dogs."),
        (
            "my sister's a nurse in dundee",
            "scratch that bit she's a midwife",
            "User's sister is a nurse in Dundee.",
        ),
        (
            "we're having a barbecue on saturday",
            "forget that barbecue it's going to rain all weekend",
            "User is having a barbecue on Saturday.",
        ),
    ],
)
def test_taking_back_the_words_or_the_fact_s_thing_still_retracts(said: str, then: str, fact: str) -> None:
    assert judge(convo(said, "Oh nice.", then), fact, said).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("turn", "opens"),
    [
        ("scratch that question", False),
        ("forget that idea", False),
        ("scratch that", True),
        ("scratch that bit", True),
        ("oh don't write that down", True),  # an order not to keep what was said
        ("scratch that i meant tuesday", True),
    ],
)
def test_the_opening_reading(turn: str, opens: bool) -> None:
    assert opens_with_retraction(canonicalize(turn).lows) is opens
