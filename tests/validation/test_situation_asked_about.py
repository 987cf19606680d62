"""V7d: asking what to do about a situation takes it as happening: "what can i do about my
husband snoring every night", "how do i cope with my mum forgetting names". A possessive noun
and a gerund after "about" or "with" in a "what"/"how" question are told; a condition on them
still frames them, and a yes/no question still asks. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "outcome"),
    [
        (
            "what can i do about my husband snoring every night",
            "User's husband snores every night.",
            "my husband snoring every night",
            Outcome.ACCEPT,
        ),
        (
            "how do i cope with my mum forgetting names",
            "User's mum forgets names.",
            "my mum forgetting names",
            Outcome.ACCEPT,
        ),
        (  # a condition still frames it
            "what should i do about my son failing maths if it happens",
            "User's son fails maths.",
            "my son failing maths",
            Outcome.REJECT,
        ),
        (  # a yes/no question still asks
            "is my husband snoring every night a sign of something",
            "User's husband snores every night.",
            "my husband snoring every night",
            Outcome.REJECT,
        ),
    ],
)
def test_a_situation_asked_about(said: str, fact: str, quote: str, outcome: Outcome) -> None:
    assert judge(convo(said), fact, quote).outcome is outcome
