"""Stance and degree adverbs inside a marker's phrase (rule V7d, `STANCE_ADVERBS`,
`frames.FrameBuilder._phrases_past_adverbs`), in our own words: "i'd honestly love to ..."
wishes as "i'd love to ..." does, and "i would just rather ..." prefers as "i would rather"
does. The adverb is never read at the phrase's edges: "i'd love to, honestly" is the marker
alone."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

FACT = "User is moving to the coast with their wife."
QUOTE = "move to the coast with my wife"


@pytest.mark.parametrize(
    "said",
    [
        "i'd honestly love to move to the coast with my wife",
        "i'd absolutely love to move to the coast with my wife",
        "i would just love to move to the coast with my wife",
    ],
)
def test_a_wish_with_an_adverb_inside_is_a_wish(said: str) -> None:
    assert judge(convo(said), FACT, QUOTE).outcome is Outcome.REJECT


def test_an_adverb_before_a_plain_statement_frames_nothing() -> None:
    said = "we honestly do move to the coast with my wife's family every summer"
    v = judge(convo(said), "User moves to the coast with their wife's family every summer.", said)
    assert v.outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    "said",
    [
        "we'd love to move to the coast with my wife's sister",
    ],
)
def test_a_wish_of_the_users_own_with_we_is_a_wish(said: str) -> None:
    """ "we'd" (the transcript's "wed") wishes as "i'd" does."""
    v = judge(
        convo(said),
        "User is moving to the coast with their wife's sister.",
        "move to the coast with my wife's sister",
    )
    assert v.outcome is Outcome.REJECT
