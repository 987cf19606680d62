"""V7d and V3: a user who counts themselves among the people a sentence is about ("people like
me with a bad hip", "someone like me who works nights") says what names those people of
themselves. The class before "like me" and the "with" phrase after it are given, not asked; a
relative clause on "me" is about the user. What the question asks of those people still is
not a fact. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "outcome"),
    [
        (
            "is it normal for women like me with endometriosis to feel this tired",
            "User has endometriosis.",
            "women like me with endometriosis",
            Outcome.ACCEPT,
        ),
        (  # asked through an alternative
            "can coeliacs like me have oats or should i just skip them",
            "User is coeliac.",
            "can coeliacs like me have oats",
            Outcome.ACCEPT,
        ),
        (
            "do you think someone like me who works nights can still get decent sleep",
            "User works nights.",
            "someone like me who works nights",
            Outcome.ACCEPT,
        ),
        (  # what the question asks
            "is it normal for women like me with endometriosis to feel this tired",
            "User feels tired.",
            "to feel this tired",
            Outcome.REJECT,
        ),
        (  # somebody else's relative clause is still theirs
            "is it okay for my mum who has diabetes to eat grapes",
            "User has diabetes.",
            "my mum who has diabetes",
            Outcome.REJECT,
        ),
    ],
)
def test_one_like_me(said: str, fact: str, quote: str, outcome: Outcome) -> None:
    assert judge(convo(said), fact, quote).outcome is outcome
