"""A correction inside a turn replaces a noun phrase with a noun phrase, not only a word with a
word (V4, `corrections.corrected_message`): "i'm staying at the old mill hotel, sorry no, rose
cottage" means "staying at rose cottage", so a quote written as the user meant it is found there.
Our own sentences."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import Outcome
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


def meant(text: str) -> str:
    fixed = analyse(text).corrected
    assert fixed is not None
    return " ".join(fixed[0].lows)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a bare name for a phrase with an article: the article and the head go with it
        ("my placement is at the tesco depot sorry no asda", "my placement is at asda"),
        # a phrase for a phrase: both words of the new one are kept
        ("we're booked into the travel lodge no sorry premier inn", "were booked into premier inn"),
        # the head word said again after the marker stays ("no | ward nine")
        ("she's on ward seven no ward nine", "shes on ward 9"),
        # an article after the marker stays
        ("we stayed at the hilton no the marriott", "we stayed at the marriott"),
    ],
)
def test_the_message_as_meant_replaces_the_whole_phrase(text: str, expected: str) -> None:
    assert meant(text).startswith(expected)


def test_a_number_keeps_its_own_run() -> None:
    # numbers are repaired by their spoken runs, not widened over the noun before them
    assert meant("we've got three no four grandkids").startswith("weve got 4")


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "my placement is at the tesco depot, sorry no, asda, i keep saying tesco",
            "User's placement is at Asda.",
            "My placement is at Asda",
        ),
        (
            "we're booked into the travel lodge no sorry premier inn for the wedding",
            "User is booked into the Premier Inn for the wedding.",
            "We're booked into Premier Inn for the wedding",
        ),
    ],
)
def test_a_quote_of_the_phrase_as_meant_is_found(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is Outcome.ACCEPT


def test_the_phrase_taken_back_is_still_rejected() -> None:
    msgs = convo("my placement is at the tesco depot, sorry no, asda, i keep saying tesco")
    v = judge(msgs, "User's placement is at the Tesco depot.", "My placement is at the Tesco depot")
    assert v.outcome is Outcome.REJECT


_PLACES = ["mill", "depot", "surgery", "chapel", "garage", "bakery", "library", "marina"]
_NAMES = ["asda", "rowntrees", "ferndale", "kwiksave", "tesco", "halfords"]
_MODIFIERS = ["", "old ", "new ", "big "]
_MARKERS = ["sorry no", "no sorry", "i mean", "no wait"]


@settings(max_examples=40, deadline=None)
@given(
    place=st.sampled_from(_PLACES),
    name=st.sampled_from(_NAMES),
    modifier=st.sampled_from(_MODIFIERS),
    marker=st.sampled_from(_MARKERS),
)
def test_the_whole_phrase_goes_and_the_new_one_stays(
    place: str, name: str, modifier: str, marker: str
) -> None:
    # whatever the phrase corrected and the marker, the message as meant keeps the words before
    # it, then the new name, and none of the corrected phrase's own words (its article included)
    text = f"my placement is at the {modifier}{place} {marker} {name} for the summer"
    fixed = analyse(text).corrected
    if fixed is None:
        return  # a marker read as no correction here: nothing is changed
    words = fixed[0].lows
    assert words[:5] == ("my", "placement", "is", "at", name)  # not "at the (old) asda"
    assert place not in words
    assert words[-3:] == ("for", "the", "summer")
