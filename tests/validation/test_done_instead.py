"""V12: a later user turn that names a thing of the fact and says something is done "instead"
("the garage couldn't get the part, so we're hiring a van instead" of the car being fixed) may
say the fact was replaced: held for the user. A turn that names nothing of the fact, or says it
again, does not. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

_FIRST = "we're driving to my sister's in york for easter"
_FACT = "User is driving to their sister's in York for Easter."


@pytest.mark.parametrize(
    ("later", "outcome"),
    [
        ("the car failed its mot, so we're getting the train to york instead", Outcome.PENDING),
        ("my sister's coming down to us instead, her boiler's broken", Outcome.PENDING),
        ("we'll have hot cross buns instead of a roast, the kids prefer them", Outcome.ACCEPT),
        # how things came out
        ("we ended up flying to york, my knee won't take the drive", Outcome.PENDING),
        ("in the end my sister came down to us, york was too far", Outcome.PENDING),
        ("we ended up playing scrabble till midnight last year, she always wins", Outcome.ACCEPT),
        (
            "turned out my sister's away that week, we're having the grandkids here for easter",
            Outcome.PENDING,
        ),
        ("these days my sister comes to us, the drive to york's too much for me", Outcome.PENDING),
    ],
)
def test_something_done_instead_later(later: str, outcome: Outcome) -> None:
    msgs = convo(_FIRST, "Lovely! Is it a long drive?", later)
    assert judge(msgs, _FACT, _FIRST).outcome is outcome
