"""A correction inside the quote ("we've got three no four grandchildren", "two no wait three
tablets"): its "no" corrects, negates nothing, and governs nothing after it; the corrected value
stays taken back. And a belief held by part of the user only ("part of me thinks ...") is a
hedge. Our sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("we've got three no four grandchildren", "User has four grandchildren"),
        ("we've got three no wait four grandchildren", "User has four grandchildren"),
        ("i take two no three tablets at night", "User takes three tablets at night"),
        ("my appointment's on tuesday sorry wednesday", "User's appointment is on Wednesday"),
    ],
)
def test_the_corrected_value_with_its_correction_in_the_quote_is_accepted(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("we've got three no four grandchildren", "User has three grandchildren"),
        ("i take two no three tablets at night", "User takes two tablets at night"),
        ("we've got no grandchildren", "User has grandchildren"),
    ],
)
def test_the_value_taken_back_or_a_real_no_is_rejected(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.REJECT


def test_part_of_me_is_a_hedge_not_a_noun_phrase() -> None:
    said = "part of me thinks i should sell the house"
    assert (
        judge(convo(said), "User should sell the house", "i should sell the house").outcome
        is not Outcome.ACCEPT
    )
    said = "honestly writing's a huge part of me now"
    assert judge(convo(said), "Writing is a huge part of the user", said).outcome is Outcome.ACCEPT
