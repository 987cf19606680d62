"""V5: a condition after a short verbless answer, in a turn without stops ("slowly | if i pass
the resit i'll graduate in july"): the "if" clause opens a clause of its own and conditions
the statement after it, as it does after a whole clause. Not after an adjective, whose
condition is its own ("sorry if i sound half asleep | i work nights": an elided "i'm"), nor
after a word that makes one with "if" ("even if", "as if"). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "slowly if i pass the resit i'll graduate in july",
            "User will graduate in July.",
            "I'll graduate in July.",
        ),
        (
            "maybe if the bank says yes we'll buy the flat on king street",
            "User will buy the flat on King Street.",
            "We'll buy the flat on King Street.",
        ),
        (
            "hopefully if my knee holds up i'll run the half marathon",
            "User will run the half marathon.",
            "I'll run the half marathon.",
        ),
    ],
)
def test_a_condition_after_a_short_answer_conditions_what_follows(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo("How's it going?", said, first_role="assistant"), fact, quote, index=1)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.NOT_AN_ASSERTION in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "sorry if i sound half asleep i work nights at the depot",
            "User works nights at the depot.",
            "I work nights at the depot.",
        ),
        (
            "sorry if i'm slow tonight i'm studying for my nursing exams",
            "User is studying for their nursing exams.",
            "I'm studying for my nursing exams.",
        ),
    ],
)
def test_an_adjective_keeps_its_condition(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo("How's it going?", said, first_role="assistant"), fact, quote, index=1)
    assert verdict.outcome is Outcome.ACCEPT
