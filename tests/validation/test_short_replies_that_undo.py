"""V12: short replies in the next turn that undo a statement of the present:

- "used to", standing on its own, puts a habit or state in the past ("we meet on thursdays" ...
  "used to, the club folded");
- a wishful reply standing on its own ("i'm thirty nine" ... "ha, i wish"): not a wish with a
  clause of its own ("i wish i'd started sooner");
- "we're not" written without its apostrophe ("were not") after another clause, as an
  elliptical denial of the user's own plan;
- "put a stop to that": a calling off, held like "we cancelled it".

Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "later", "outcome"),
    [
        (
            "we play bowls on thursdays",
            "User plays bowls on Thursdays.",
            "used to, the green got sold off",
            Outcome.REJECT,
        ),
        ("i'm thirty nine", "User is 39 years old.", "ha, i wish, add a couple of decades", Outcome.REJECT),
        ("i'm thirty nine", "User is 39 years old.", "if only.", Outcome.REJECT),
        (
            "we're having a conservatory built in may",
            "User is having a conservatory built in May.",
            "well the council said were not, planning got refused",
            Outcome.REJECT,
        ),
        (
            "i'm doing a skydive for charity in july",
            "User is doing a skydive for charity in July.",
            "my cardiologist put a stop to that",
            Outcome.PENDING,
        ),
    ],
)
def test_a_short_reply_undoes_it(said: str, fact: str, later: str, outcome: Outcome) -> None:
    verdict = judge(convo(said, "Oh nice.", later), fact, said)
    assert verdict.outcome is outcome
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "later"),
    [
        (
            "we play bowls on thursdays",
            "User plays bowls on Thursdays.",
            "i used to play cricket too but my knees went",
        ),
        ("i'm learning the cello", "User is learning the cello.", "i wish i'd started sooner, honestly"),
        (
            "i'm doing a skydive for charity in july",
            "User is doing a skydive for charity in July.",
            "nothing's going to put a stop to it",
        ),
    ],
)
def test_the_same_words_with_a_clause_of_their_own_leave_it(said: str, fact: str, later: str) -> None:
    assert judge(convo(said, "Oh nice.", later), fact, said).outcome is Outcome.ACCEPT
