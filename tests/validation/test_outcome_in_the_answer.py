"""V12: an outcome said against the statement ("in the end" beside a negation) in the user's
very next turn holds the fact, even when that turn names none of its words ("i didn't go
through with it in the end" after "i've joined the gym"): it was stored, since only a turn
that says a word of the fact or a pronoun of its person was read. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

_SAID = "i've joined the gym on the high street"
_FACT = "User joined the gym on the high street"


@pytest.mark.parametrize(
    "then",
    [
        "i didn't go through with it in the end",
        "actually i never signed the forms in the end too pricey",
    ],
)
def test_an_outcome_against_it_in_the_next_turn_holds(then: str) -> None:
    assert judge(convo(_SAID, "Great.", then), _FACT, _SAID).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "then",
    [
        # an obstacle overcome: the contrast turns the negation round
        "i nearly didn't bother but i went in the end",
        # no negation beside the outcome
        "it was worth it in the end i feel loads better",
    ],
)
def test_an_outcome_for_it_keeps_it(then: str) -> None:
    assert judge(convo(_SAID, "Great.", then), _FACT, _SAID).outcome is Outcome.ACCEPT
