"""V7a: a negation that opens its clause may invert it ("never have i seen", "not once in all
those years did she call"): the auxiliary and its subject stand between the negation and what
it negates, so the negation still reaches the verb after them. An emphasis after a negation
("never once", "not even") reaches through too, without using up its reach. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "outcome"),
    [
        (
            "never have i ridden a horse, they terrify me",
            "User has never ridden a horse.",
            "never have i ridden a horse",
            Outcome.ACCEPT,
        ),
        (
            "not once in twelve years has he forgotten our anniversary",
            "User's husband has never forgotten their anniversary.",
            "not once in twelve years has he forgotten our anniversary",
            Outcome.ACCEPT,
        ),
        (
            "we have never once taken the kids abroad",
            "User has never taken the kids abroad.",
            "we have never once taken the kids abroad",
            Outcome.ACCEPT,
        ),
        (  # the negation is the user's: a fact without it is no fact of theirs
            "never have i ridden a horse, they terrify me",
            "User has ridden a horse.",
            "have i ridden a horse",
            Outcome.REJECT,
        ),
    ],
)
def test_negative_inversion(said: str, fact: str, quote: str, outcome: Outcome) -> None:
    assert judge(convo(said), fact, quote).outcome is outcome
