"""V3: a quote that is only the new value of a self-correction ("we've been married forty two
years sorry | forty three") is short by nature, and what it repairs gives the fact its other
words: held for the user instead of rejected as too short. Only after a marker that corrected
a value of the turn; a short quote after any "well" or "actually" is still too short. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we've been married forty two years sorry forty three in june",
            "User has been married for 43 years.",
            "Forty three",
        ),
        ("her name's kate sorry katie she hates kate", "User's granddaughter is named Katie.", "Katie"),
    ],
)
def test_a_short_repair_is_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.QUOTE_TOO_SHORT in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "well forty three years it's been a long time",
            "User has been married for 43 years.",
            "Forty three",
        ),
        ("actually katie rang me today", "User's granddaughter is named Katie.", "Katie"),
    ],
)
def test_a_short_quote_after_no_correction_is_rejected(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.QUOTE_TOO_SHORT in verdict.reasons
