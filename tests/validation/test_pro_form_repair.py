"""V7d: a self-repair that restarts with "the one" and the words that led up to what it corrects
("the flat above the chemist, no, the one above the bakery"): the pro-form stands for the head
and the repair replaces what followed the repeated words. The fact that keeps the corrected
words is not stored active; the one that keeps the repair is. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "our house is the one with the blue door no the one with the green door",
            "User's house has a blue door.",
            "our house is the one with the blue door",
        ),
        (
            "i sit on the bench by the pond no the one by the bandstand most mornings",
            "User sits on the bench by the pond most mornings.",
            "i sit on the bench by the pond",
        ),
        (
            "we're in the flat above the butcher's uh no the one above the launderette",
            "User lives in the flat above the butcher's.",
            "we're in the flat above the butcher's",
        ),
    ],
)
def test_the_words_the_repair_replaces_are_not_stored(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome in (Outcome.REJECT, Outcome.PENDING)


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "our house is the one with the blue door no the one with the green door",
            "User's house has a green door.",
            "the one with the green door",
        ),
        (
            "i sit on the bench by the pond no the one by the bandstand most mornings",
            "User sits on the bench by the bandstand most mornings.",
            "i sit on the bench by the pond no the one by the bandstand most mornings",
        ),
    ],
)
def test_the_repair_stands(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
