"""V12: a later turn that owns up to an error in everyday words takes the statement back or
holds it: "i tell a lie", "i had that wrong", "i should have said", "the nurse put me right",
"i got ahead of myself", "i jumped the gun", "i was exaggerating". Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

_FIRST = "my granddaughter's starting at leeds university in september"
_FACT = "User's granddaughter is starting at Leeds University in September."


@pytest.mark.parametrize(
    "later",
    [
        "oh i tell a lie, it's sheffield, leeds was her second choice",
        "i had that wrong, she deferred, she's working at the garden centre for a year first",
        "sheffield, i should have said, i always mix the two up",
        "my daughter put me right on the phone, it's york she's going to",
        "i got ahead of myself there, she hasn't had her offer yet",
        "i jumped the gun, the results aren't out till august",
        "i was exaggerating, it's only a summer course at leeds",
    ],
)
def test_owning_up_later_undoes_the_statement(later: str) -> None:
    msgs = convo(_FIRST, "How exciting! What will she study?", later)
    assert judge(msgs, _FACT, _FIRST).outcome is not Outcome.ACCEPT


def test_a_later_turn_without_owning_up_keeps_it() -> None:
    msgs = convo(_FIRST, "How exciting! What will she study?", "history, she's always had her head in a book")
    assert judge(msgs, _FACT, _FIRST).outcome is Outcome.ACCEPT
