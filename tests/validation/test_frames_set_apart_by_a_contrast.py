"""V7d: a frame said in the message but not over the claim holds the candidate for review
(`claim._near_frame`), unless a clause opened by a contrast or a change of topic stands between
the frame and the claim: "i wish i had more time | but i volunteer at the hospice", "hopefully
the weather holds, | anyway we've got a caravan in filey". A frame after the claim, or one with
nothing between, still holds. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i wish i had more energy but i swim every morning at seven",
            "User swims every morning at 7.",
            "i swim every morning at seven",
        ),
        (
            "hopefully it stays dry, anyway we've got an allotment by the canal",
            "User has an allotment by the canal.",
            "we've got an allotment by the canal",
        ),
        (
            "my son keeps saying i should retire but i've run the shop for forty years",
            "User has run the shop for forty years.",
            "i've run the shop for forty years",
        ),
        (
            "it's sort of a long story but i've got a half sister called bea",
            "User has a half-sister called Bea.",
            "i've got a half sister called bea",
        ),
    ],
)
def test_a_frame_set_apart_by_a_contrast_leaves_the_claim(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i swim every morning at seven, i think, but ask my wife",
            "User swims every morning at 7.",
            "i swim every morning at seven",
        ),
        (
            "i'd love to go back, we honeymooned in crete",
            "User honeymooned in Crete.",
            "we honeymooned in crete",
        ),
    ],
)
def test_a_frame_after_the_claim_or_with_nothing_between_still_holds(
    said: str, fact: str, quote: str
) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.PENDING
