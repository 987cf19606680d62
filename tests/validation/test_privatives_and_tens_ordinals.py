"""Two kinds found probing everyday speech (2026-12-03 evening). Our sentences.

* A noun said absent with "free" after it ("gluten free", "dairy-free") is a negation of the
  noun: the user's "no gluten" backs "User needs gluten-free food", and "i eat dairy every day"
  does not back "User eats a dairy-free diet". "I'm free", "free tickets" are no such thing.
* Ordinals of the tens are numbers ("my husband's sixtieth" is 60), all of them alike."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import Outcome
from companion.validation.lexicon.numbers import number_value
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "don't forget i have celiac so no gluten in anything you give me",
            "User needs gluten-free food",
            "no gluten in anything you give me",
        ),
        ("i eat no dairy at all now", "User eats a dairy-free diet", "i eat no dairy at all now"),
        (
            "i've been smoke free for a year",
            "User has been smoke-free for a year",
            "i've been smoke free for a year",
        ),
        ("i'm free on tuesdays", "User is free on Tuesdays", "i'm free on tuesdays"),
        (
            "we got free tickets to the panto",
            "User got free tickets to the panto",
            "we got free tickets to the panto",
        ),
    ],
)
def test_an_absence_said_either_way_is_accepted(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i eat dairy every day", "User eats a dairy-free diet"),
        ("i have sugar in my tea", "User has sugar-free tea"),
        ("i don't eat gluten free bread", "User eats gluten-free bread"),
    ],
)
def test_an_absence_the_user_did_not_say_is_rejected(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.REJECT


_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


@settings(max_examples=40, deadline=None)
@given(tens=st.integers(min_value=0, max_value=7))
def test_every_ordinal_of_the_tens_is_its_number(tens: int) -> None:
    word = _TENS[tens]
    assert number_value((word[:-1] + "ieth",)) == (tens + 2) * 10


def test_a_tens_ordinal_backs_the_age() -> None:
    said = "it's my husband's sixtieth on the ninth"
    assert judge(convo(said), "User's husband turns 60 on the 9th", said).outcome is Outcome.ACCEPT
    assert judge(convo(said), "User's husband turns 70 on the 9th", said).outcome is Outcome.REJECT
