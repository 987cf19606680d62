"""A question tag after a statement that ends in a subordinate clause asks about the whole
statement, its main clause included (rule V7b): "my landlord can come in the flat when i'm out,
can he". Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "my landlord can come in the flat when i'm out, can he",
            "User's landlord can come into the flat when the user is out.",
            "my landlord can come in the flat when i'm out",
        ),
        (
            "my neighbour can park in my drive when i'm at work, can she",
            "User's neighbour can park in their drive when they are at work.",
            "my neighbour can park in my drive when i'm at work",
        ),
    ],
)
def test_the_tag_asks_about_the_main_clause_too(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is not Outcome.ACCEPT


def test_without_a_tag_the_statement_is_told() -> None:
    msgs = convo("my landlord can come in the flat when i'm out, it's in the contract")
    v = judge(msgs, "User's landlord can come into the flat.", "my landlord can come in the flat")
    assert v.outcome is Outcome.ACCEPT
