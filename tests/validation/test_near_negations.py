"""Adverbs that all but negate their verb ("i hardly ever see my cousins", "i barely slept"):
a fact that drops one is held, whether the quote cuts it off or keeps it (V7f). Our sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("i hardly ever go to the pictures now", "User goes to the pictures.", "go to the pictures"),
        (
            "we seldom hear from his side of the family",
            "User hears from their husband's family.",
            "we seldom hear from his side of the family",
        ),
        ("i scarcely touched my dinner", "User touched their dinner.", "touched my dinner"),
    ],
)
def test_a_fact_that_drops_a_near_negation_is_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, "Oh dear."), fact, quote)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.QUOTE_CUT in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i rarely drink these days", "User rarely drinks."),
        ("i hardly ever go to the pictures now", "User hardly ever goes to the pictures."),
        ("i go to the pictures every friday", "User goes to the pictures every Friday."),
    ],
)
def test_a_fact_that_keeps_it_or_a_plain_statement_is_stored(said: str, fact: str) -> None:
    assert judge(convo(said, "Nice."), fact, said).outcome is Outcome.ACCEPT
