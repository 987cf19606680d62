"""Clauses: an inverted auxiliary agrees with the pronoun after it ("is it", "does she", "am
i"), so "the truth is i love my job", "the thing is we never go out", "the problem is they
moved" are statements with a clause after "is", not questions "is i love ...?": the fact
"User loves their job" is stored. A question after a statement ("my period's late could i be
pregnant") is still one. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("the truth is i love my job", "User loves their job.", "I love my job."),
        ("the thing is we never go out anymore", "User never goes out anymore.", "We never go out anymore."),
    ],
)
def test_a_clause_after_is_is_a_statement(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_a_question_after_a_statement_is_still_one() -> None:
    assert [c.question for c in analyse("my period's late could i be pregnant").clauses] == [False, True]


def test_is_it_asks() -> None:
    assert analyse("is it too late to call").clauses[0].question
