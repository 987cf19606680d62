"""V7d: a question about "a X" answered at once by the user's own one ("what do you feed a
rescue greyhound, mine won't touch dry food") asks about the kind of thing the user has: the X
is given, not asked. A verb of getting before it still asks ("should i get a rescue greyhound"),
and without the user's own one the X stays asked. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "outcome"),
    [
        (
            "what do you feed a rescue greyhound, mine won't touch dry food",
            "User has a rescue greyhound.",
            "feed a rescue greyhound",
            Outcome.ACCEPT,
        ),
        (
            "how do you stop a kitten climbing the curtains, ours is up there every night",
            "User has a kitten.",
            "stop a kitten climbing the curtains",
            Outcome.ACCEPT,
        ),
        (
            "what do you feed a rescue greyhound, we're thinking of getting one",
            "User has a rescue greyhound.",
            "feed a rescue greyhound",
            Outcome.REJECT,
        ),
        (
            "should i get a rescue greyhound, mine would be my first dog",
            "User has a rescue greyhound.",
            "get a rescue greyhound",
            Outcome.REJECT,
        ),
    ],
)
def test_asked_of_mine(said: str, fact: str, quote: str, outcome: Outcome) -> None:
    assert judge(convo(said), fact, quote).outcome is outcome
