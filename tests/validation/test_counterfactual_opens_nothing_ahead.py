"""A past that did not happen ("it would have been our anniversary this week") is a supposition
inside its own turn and closed there: unlike "what if" or "imagine", it opens no pretend over
the user's next turn, whose plain past ("we got married in june nineteen seventy") was rejected
as said inside a supposition. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("before", "said", "fact"),
    [
        (
            "it would have been my dad's birthday today",
            "he was born in nineteen forty in cork",
            "User's dad was born in 1940 in Cork.",
        ),
        (
            "it would have been our anniversary this week",
            "we got married in june nineteen seventy",
            "User got married in June 1970.",
        ),
    ],
)
def test_the_next_turn_after_a_counterfactual_stands(before: str, said: str, fact: str) -> None:
    assert judge(convo(before, "That must be hard.", said), fact, said, index=2).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("before", "said", "fact"),
    [
        ("what if i moved to spain", "i'd live by the sea", "User lives by the sea."),
        ("imagine i'd won the lottery", "i'd have bought a boat", "User bought a boat."),
    ],
)
def test_an_open_supposition_still_governs_the_next_turn(before: str, said: str, fact: str) -> None:
    assert judge(convo(before, "Fun to think about.", said), fact, said, index=2).outcome is Outcome.REJECT
