"""V12d: a later turn that says the thing a habit names stopped, ended, finished, folded or
disbanded, whoever did it ("the quiz night stopped, the landlord sold up"), may end the habit:
held for the user to confirm. One occasion ending at a time or for a while ("finished at
nine", "stopped for the summer", "ended early") ends nothing. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

_FIRST = "i go to the quiz night at the red lion on thursdays"
_FACT = "User goes to the quiz night at the Red Lion on Thursdays."


@pytest.mark.parametrize(
    ("later", "outcome"),
    [
        ("the quiz night stopped in the autumn, the landlord sold up", Outcome.PENDING),
        ("they've ended the quiz night, nobody was coming", Outcome.PENDING),
        ("the quiz night folded when the pub changed hands", Outcome.PENDING),
        ("the quiz night finished at eleven so i got a taxi", Outcome.ACCEPT),
        ("the quiz night stopped for the christmas holidays", Outcome.ACCEPT),
        ("the quiz night ended early, the power went", Outcome.ACCEPT),
    ],
)
def test_a_habit_whose_thing_stopped(later: str, outcome: Outcome) -> None:
    msgs = convo(_FIRST, "Any good at it?", later)
    assert judge(msgs, _FACT, _FIRST).outcome is outcome
