"""Two readings of questions (rule V7b), in our own sentences.

- A question tag after a statement that ends in a subordinate clause asks about the whole
  statement, its main clause included: "my landlord can come in the flat when i'm out, can he".
- A question's last noun phrase that a relative clause right after it tells something of is
  given, not asked: "what can i take round for tom who broke his leg".
"""

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


# -- a question's last noun phrase told of by a relative clause (frames._told_of_by_relative) ----


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "what can i take round for tom who broke his leg last week",
            "User's friend Tom broke his leg.",
            "tom who broke his leg",
        ),
        (
            "what can i cook for my neighbour whose wife is in hospital",
            "User's neighbour's wife is in hospital.",
            "my neighbour whose wife is in hospital",
        ),
    ],
)
def test_a_relative_clause_after_a_question_tells(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is Outcome.ACCEPT


def test_what_the_question_asks_is_still_asked() -> None:
    msgs = convo("what can i take round for tom who broke his leg last week")
    v = judge(msgs, "User is taking something round for Tom.", "what can i take round for tom")
    assert v.outcome is not Outcome.ACCEPT
