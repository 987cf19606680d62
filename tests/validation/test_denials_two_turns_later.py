"""V12 two user turns on: an elliptical denial of the fact's subject ("he can't now") or a
calling off with a pronoun ("we had to cancel it") may be of the statement or of something
said since, so it is held, never rejected, and never left to stand. In the next turn the
elliptical denial rejects as before. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


def _turns(later: str) -> list[str]:
    return [
        "my nephew is driving us to the wedding",
        "That's kind of him.",
        "yes and my sister's doing the flowers",
        "Lovely.",
        later,
    ]


@pytest.mark.parametrize(
    "later", ["oh he can't now, his car's in the garage", "we had to cancel it in the end"]
)
def test_a_denial_two_turns_on_holds_the_statement(later: str) -> None:

    said = "my nephew is driving us to the wedding"
    verdict = judge(convo(*_turns(later)), "User's nephew is driving them to the wedding.", said)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.RETRACTED in verdict.reasons


def test_the_same_denial_in_the_next_turn_rejects() -> None:

    said = "my nephew is driving us to the wedding"
    msgs = convo(said, "That's kind of him.", "oh he can't now, his car's in the garage")
    assert judge(msgs, "User's nephew is driving them to the wedding.", said).outcome is Outcome.REJECT
