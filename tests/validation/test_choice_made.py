"""V12: "forget that one, cardiff it is": a word of the fact closed by "it is" at the end of
its stretch is the choice made; what an earlier "forget that one" dropped was the other option.
Another word closed the same way is a new choice, held. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

_FIRST = "we're getting a spaniel puppy in may"
_FACT = "User is getting a spaniel puppy in May."


@pytest.mark.parametrize(
    ("later", "outcomes"),
    [
        ("we looked at a labrador as well, forget that one, spaniel it is", {Outcome.ACCEPT}),
        ("scratch the spaniel, a beagle it is, the breeder had one left", {Outcome.PENDING, Outcome.REJECT}),
    ],
)
def test_the_choice_made(later: str, outcomes: set[Outcome]) -> None:
    msgs = convo(_FIRST, "How lovely! Have you picked a name?", later)
    assert judge(msgs, _FACT, _FIRST).outcome in outcomes
