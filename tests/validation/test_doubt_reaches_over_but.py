"""V7d: a doubt said before "but" is about what follows it ("i could be wrong but the morning
one is the losartan", "i'm not a hundred percent on this but the party's on the twelfth"):
the speaker is unsure of the clause after the contrast. Stop 36 set every frame apart from a
claim behind a contrast (right for a wish: "my grandson wants to take me to florida but i've
never been on a plane"), and so stored hedged statements (blind rounds 18 and 19 each gained
a false accept of the kind hedge_cut). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i'm not a hundred percent on this but my nephew's wedding is on the ninth",
            "User's nephew's wedding is on the 9th",
            "my nephew's wedding is on the ninth",
        ),
        (
            "i might be wrong but the blue pill is the blood thinner",
            "User's blue pill is the blood thinner",
            "the blue pill is the blood thinner",
        ),
        ("not certain yet but we're moving to galway", "User is moving to Galway", "we're moving to galway"),
    ],
)
def test_a_doubt_before_but_holds_what_follows(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


def test_a_wish_before_but_is_set_apart() -> None:
    said = "my son wants to take me to spain but i've never been abroad in my life"
    assert (
        judge(convo(said), "User has never been abroad", "i've never been abroad in my life").outcome
        is Outcome.ACCEPT
    )
