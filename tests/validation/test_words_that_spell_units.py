"""A word after a number is a unit only as people say units. pint reads any prefix symbol and
unit symbol together ("dad" is a decaday to it, "mum" a micrometre, "hm" a hectometre), so "at
six dad came home" read "6 decaday". A prefixed unit counts when its prefix is written out
("kilograms") or it is one of the symbols people use ("mg", "km", "mcg"). And a person's word
after a number is counted ("ten mils", "two sons"), never a clause's subject of its own. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.lexicon.people import RELATIONS
from companion.validation.lexicon.units import PREFIXED_SYMBOLS, unit_key
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize("word", ["dad", "mum", "hm", "nm", "dam", "ma", "da"])
def test_an_english_word_is_no_prefixed_unit(word: str) -> None:
    assert unit_key(word) is None


@pytest.mark.parametrize(
    ("word", "unit"),
    [("kilograms", "kilogram"), ("millilitres", "milliliter"), ("mg", "milligram"), ("km", "kilometer"),
     ("mcg", "microgram"), ("kcal", "kilocalorie"), ("hours", "hour"), ("stone", "stone")],
)  # fmt: skip
def test_units_as_people_say_them(word: str, unit: str) -> None:
    assert unit_key(word) == unit


def test_no_relation_word_reads_as_a_unit() -> None:
    """Every relation word of the lexicon: none is a unit after a number by a prefix's symbol.
    ("gal" is a gallon written short, a unit's own name: "two gal of milk".)"""
    spelled = [w for w in RELATIONS if w.isalpha() and w not in PREFIXED_SYMBOLS and unit_key(w) is not None]
    assert spelled == ["gal"]


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "at six dad came home with a puppy",
            "User's dad came home with a puppy.",
            "dad came home with a puppy",
        ),
        (
            "by nine mum had already left for work",
            "User's mum had left for work.",
            "mum had already left for work",
        ),
        (
            "the dose is ten mils actually hang on it says five mils three times a day",
            "The dose is 5 ml three times a day.",
            "it says five mils three times a day",
        ),
    ],
)
def test_a_person_after_a_number(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
