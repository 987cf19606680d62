"""Kinship synonyms (V6): a parent's everyday words for a son or a daughter ("my boy", "our
little girl", "my lad", "the lass") name the fact's son or daughter; a son is still no daughter.
Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "outcome"),
    [
        (
            "my boy's a paramedic in cardiff now",
            "User's son is a paramedic in Cardiff.",
            "my boy's a paramedic in cardiff",
            Outcome.ACCEPT,
        ),
        (
            "our little girl starts nursery in april",
            "User's daughter starts nursery in April.",
            "our little girl starts nursery in april",
            Outcome.ACCEPT,
        ),
        (
            "my lad plays rugby for the under twelves",
            "User's son plays rugby for the under-12s.",
            "my lad plays rugby for the under twelves",
            Outcome.ACCEPT,
        ),
        (
            "my boy's a paramedic in cardiff now",
            "User's daughter is a paramedic in Cardiff.",
            "my boy's a paramedic in cardiff",
            Outcome.REJECT,
        ),
    ],
)
def test_a_parents_words_for_a_child(said: str, fact: str, quote: str, outcome: Outcome) -> None:
    assert judge(convo(said), fact, quote).outcome is outcome
