"""A clause of consequence after a statement ("i work nights at the depot | so it depends on the
rota") says what depends on the statement; the statement is its reason, said as so, not a
condition on it. The trailing "depends on" conditioned the clause before as well and the
statement was rejected; then it was held, as a condition elsewhere in the turn holds a fact;
since stop 44 a condition in a part of the turn that "so" opens is read as conditioning only
that part, and the statement stands (`claim._linked_condition_after`). Without the "so"
("i'll come to the wedding, it depends on the rota") or after a contrast ("... but it depends
on the money") the condition still governs. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "i work nights at the depot so it depends on the rota",
            "i work nights at the depot",
            "User works nights at the depot.",
        ),
        (
            "my daughter's a nurse so it depends on her shifts",
            "my daughter's a nurse",
            "User's daughter is a nurse.",
        ),
    ],
)
def test_the_reason_is_not_conditioned(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "i'll come to the wedding it depends on the rota",
            "i'll come to the wedding",
            "User will come to the wedding.",
        ),
        (
            "we'll go to spain in may but it depends on the money",
            "we'll go to spain in may",
            "User will go to Spain in May.",
        ),
    ],
)
def test_a_condition_still_governs_its_statement(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT
