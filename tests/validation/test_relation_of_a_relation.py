"""V6: "my mum's brother is a plasterer" is about the brother. A fact that names only the
possessor ("User's mum is a plasterer") moves the claim onto the wrong person; one that names
both ("User's mum's brother"), or the relation they compose ("User's uncle"), keeps it. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "outcome"),
    [
        ("my mum's brother is a plasterer", "User's mum is a plasterer.", Outcome.REJECT),
        ("my sister's husband works on the rigs", "User's sister works on the rigs.", Outcome.REJECT),
        ("my mum's brother is a plasterer", "User's mum's brother is a plasterer.", Outcome.ACCEPT),
        ("my mum's brother is a plasterer", "User's uncle is a plasterer.", Outcome.ACCEPT),
        ("my wife's mum lives in cork", "User's wife's mother lives in Cork.", Outcome.ACCEPT),
    ],
)
def test_relation_of_a_relation(said: str, fact: str, outcome: Outcome) -> None:
    assert judge(convo(said), fact, said).outcome is outcome
