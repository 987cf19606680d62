""" "not really", "not yet" opening a turn is a whole answer when a bare verb or a subject
follows ("not really | make a note that i'm allergic to latex", "not really | just remember
i'm on nights"): the quote after it opens a clause of its own and is not negated. Before a
predicate the "not" still denies it ("not really keen on my new boss"). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "not really um make a note that i'm allergic to latex",
            "make a note that i'm allergic to latex",
            "User is allergic to latex.",
        ),
        (
            "not really just remember i'm allergic to latex",
            "remember i'm allergic to latex",
            "User is allergic to latex.",
        ),
        (
            "oh not yet i'm seeing the consultant in june",
            "i'm seeing the consultant in june",
            "User is seeing the consultant in June.",
        ),
    ],
)
def test_the_clause_after_the_answer_stands(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        ("not really happy with my job", "happy with my job", "User is happy with their job."),
        ("not really keen on my new boss", "keen on my new boss", "User is keen on their new boss."),
    ],
)
def test_a_predicate_after_not_is_still_denied(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT
