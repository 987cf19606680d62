"""A later turn that takes back only a detail the fact left out (rule V12): "i tell a lie, it was
the wednesday" after "born on tuesday, seven pound two" corrects the day, and a fact about the
weight keeps standing. The same words take the fact back when the fact holds the corrected kind
of value, or when they bring no value of their own."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

_SAID = "my flight to malaga is at ten on friday, from gatwick"
_ASKED = "Exciting! Have you packed?"


@pytest.mark.parametrize(
    ("said", "fact", "then"),
    [
        (
            "my grandson was born on tuesday, seven pound two, a bonny lad",
            "User's grandson weighed seven pounds two ounces at birth.",
            "we've called him alfie. oh i tell a lie, it was the wednesday, just after midnight",
        ),
        (
            _SAID,
            "User's flight to Malaga is at ten.",
            "nearly. scratch that, it's saturday, i'm all over the place",
        ),
        (
            "the allotment meeting's on the third of may at seven",
            "User's allotment meeting is at seven.",
            "ah forget what i said, it's june, the third of june",
        ),
    ],
)
def test_a_detail_the_fact_left_out_corrected_leaves_it(said: str, fact: str, then: str) -> None:
    verdict = judge(convo(said, _ASKED, then), fact, said)
    assert verdict.outcome is not Outcome.REJECT, verdict.detail


@pytest.mark.parametrize(
    ("fact", "then"),
    [
        # the fact holds the day the turn corrects
        (
            "User's flight to Malaga is on Friday.",
            "nearly. scratch that, it's saturday, i'm all over the place",
        ),
        # a retraction with no value of its own takes the whole statement back
        ("User's flight to Malaga is at ten.", "nearly. scratch that, we're not going at all now"),
    ],
)
def test_the_same_words_still_take_the_fact_back(fact: str, then: str) -> None:
    verdict = judge(convo(_SAID, _ASKED, then), fact, _SAID)
    assert verdict.outcome is not Outcome.ACCEPT, verdict.detail
