"""V7d: idioms that overstate a need or a reaction ("i could eat a horse", "i'm dying for a
brew", "we nearly died laughing") are exaggerations: a fact that takes them literally is held for the
user, like "a ton" or "a million times". The same verbs said plainly are left alone. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("after the hike i could eat a horse", "User could eat a horse.", "i could eat a horse"),
        ("honestly i'm dying for a brew", "User is dying for a brew.", "i'm dying for a brew"),
        (
            "we nearly died laughing at the panto",
            "User nearly died laughing at the panto.",
            "we nearly died laughing at the panto",
        ),
    ],
)
def test_an_overstating_idiom_taken_literally_is_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.SAID_WITH_DOUBT in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i could eat a curry every night of the week", "User could eat a curry every night of the week."),
        (
            "we laughed all the way through the school play",
            "User laughed all the way through the school play.",
        ),
    ],
)
def test_the_plain_words_are_left_alone(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT
