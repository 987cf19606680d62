"""V3/V9: a quote that is only what a self-correction put in place ("no, half six", "no
sorry, forty", "not tuesday, wednesday"): a repair is short by nature and what it repairs
gives the fact its other words, so it is held for the user, not rejected as too short. Two
repairs read as such now: a value denied as it is said again ("on tuesday, not tuesday,
wednesday") and a question the speaker asks and answers ("ninety eight, or was it ninety
nine, yeah ninety nine"); "or was it" before no value ("allergic to shellfish, or was it
just a dodgy prawn") corrects nothing. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.corrections import retracted
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("the match is at seven, no, half seven", "The match is at 7:30", "no, half seven"),
        ("my flat's number twelve, no sorry, twenty", "User's flat is number 20", "no sorry, twenty"),
        ("the scan's on monday, not monday, thursday", "User's scan is on Thursday", "thursday"),
    ],
)
def test_a_repair_quoted_alone_is_held(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    ("said", "taken"),
    [
        ("the scan's on monday, not monday, thursday", "monday"),
        ("we got the dog in eighty seven, or was it eighty eight, yeah eighty eight", "87"),
    ],
)
def test_the_first_value_is_taken_back(said: str, taken: str) -> None:
    canon = canonicalize(said)
    out, _markers, _swaps = retracted(canon)
    assert canon.lows.index(taken) in out


def test_an_alternative_asked_corrects_nothing() -> None:
    canon = canonicalize("i think i'm allergic to cats, or was it just the dust")
    assert retracted(canon)[0] == frozenset()
