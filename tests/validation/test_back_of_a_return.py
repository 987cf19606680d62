"""V7: "back in" after a verb or "be" that is not past is the particle of a return and the
time of it ("the results come | back in ten days", "i'll be | back in the office in june"),
not the past frame "back in" opens on its own ("back in the eighties i ran a pub") or after a
past ("mine was | back in the day"). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "the results come back in ten days",
            "The results come back on March 16, 2024.",
            "The results come back in ten days.",
        ),
        (
            "my son gets back in a fortnight",
            "User's son gets back on March 20, 2024.",
            "My son gets back in a fortnight.",
        ),
        (
            "i'll be back in the office in june",
            "User will be back in the office in June.",
            "I'll be back in the office in June.",
        ),
    ],
)
def test_a_return_is_no_past(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("back in the eighties i ran a pub in leeds", "User runs a pub in Leeds.", "I ran a pub in Leeds."),
        ("back in the day i was a keen cyclist", "User is a keen cyclist.", "I was a keen cyclist."),
    ],
)
def test_back_in_on_its_own_is_a_past(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.PAST_AS_PRESENT in verdict.reasons
