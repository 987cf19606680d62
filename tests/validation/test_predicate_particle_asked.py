"""A fact whose predicate is a particle after "be" ("User's engagement is off", "the strike is
over") claims the particle, though it is no content word: asked about ("is the engagement off,
do you think?"), it is asked, not told, even when the noun is the user's own (stop 49, V7d)."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "is my engagement off, do you think? he hasn't rung since friday",
            "User's engagement is off.",
            "is my engagement off",
        ),
        ("honestly is my career over at fifty", "User's career is over.", "is my career over"),
        ("so is our holiday on or what", "User's holiday is on.", "is our holiday on"),
    ],
)
def test_a_particle_asked_about_is_not_told(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my engagement is off, he rang on friday and ended it",
            "User's engagement is off.",
            "my engagement is off",
        ),
        ("the strike's over so my train's running again", "The strike is over.", "the strike's over"),
    ],
)
def test_a_particle_told_stays_told(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
