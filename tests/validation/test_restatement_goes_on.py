"""V7d: "I'm vegan, well, I was for six years" restates a present claim into a past that is
over. A past clause after "I mean" or "well" that goes on to a verb of its own ("i mean i was
training for it for a month") says something new about the time before, and leaves the present
claim standing. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "outcome"),
    [
        (
            "i'm not doing the half marathon, i mean i was training for it for a month but my knee went",
            "User is not doing the half marathon.",
            "i'm not doing the half marathon",
            Outcome.ACCEPT,
        ),
        (  # restated into the past: over
            "i'm vegetarian, well, i was for about ten years",
            "User is vegetarian.",
            "i'm vegetarian",
            Outcome.REJECT,
        ),
        (
            "i'm a school governor, well i was until last summer",
            "User is a school governor.",
            "i'm a school governor",
            Outcome.REJECT,
        ),
    ],
)
def test_restatement_or_new_predicate(said: str, fact: str, quote: str, outcome: Outcome) -> None:
    assert judge(convo(said), fact, quote).outcome is outcome
