"""V7d: hedges of memory and knowledge ("as far as i know", "if i remember rightly", "i could
be misremembering but ...", "don't hold me to it but ..."): what follows is as good as the
speaker's recall, so a fact without the hedge is not stored as certain. And the month "May"
in a fact ("... starts in May") is no "may" of possibility that would carry the hedge.

Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "as far as i know the library shuts at four on saturdays",
            "The library shuts at 4 on Saturdays",
            "the library shuts at four on saturdays",
        ),
        (
            "if i remember rightly the schools go back on the fifth",
            "The schools go back on the 5th",
            "the schools go back on the fifth",
        ),
        (
            "i could be misremembering but we got married in eighty two",
            "User got married in 1982",
            "we got married in eighty two",
        ),
        (
            "don't hold me to it but the clinic's on the second floor",
            "The clinic is on the second floor",
            "the clinic's on the second floor",
        ),
        (
            "i might be wrong but my nephew starts college in may",
            "User's nephew starts college in May",
            "my nephew starts college in may",
        ),
    ],
)
def test_a_hedge_of_memory_keeps_what_follows_uncertain(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my nephew starts college in may",
            "User's nephew starts college in May",
            "my nephew starts college in may",
        ),
        (
            "i remember our wedding was in eighty two",
            "User's wedding was in 1982",
            "our wedding was in eighty two",
        ),
    ],
)
def test_without_a_hedge_the_fact_stands(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
