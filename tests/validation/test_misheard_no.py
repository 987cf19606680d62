"""V4: a recogniser writes "know" for "no" where only the negation can stand: after a verb of
having or being or a preposition ("i have know idea", "at know point"), or before a word the
verb "know" never takes bare ("i know longer drive", "know matter what"). Read as "no", a
negation like any other: a tidy quote's "no" matches it, and a fact that drops it is still
caught. The verb stays a verb everywhere else ("i want to know", "i know the way"). Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i know longer drive at night, my eyes",
            "User no longer drives at night.",
            "I no longer drive at night.",
        ),
        (
            "honestly i have know idea where the deeds are",
            "User has no idea where the deeds are.",
            "I have no idea where the deeds are.",
        ),
    ],
)
def test_know_for_no_matches_a_tidy_no(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said, "I see."), fact, quote).outcome is Outcome.ACCEPT


def test_the_negation_heard_as_know_is_not_dropped() -> None:
    said = "i know longer drive at night, my eyes"
    verdict = judge(convo(said, "I see."), "User drives at night.", "I drive at night.")
    assert verdict.outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    "said", ["i want to know the way", "i know the way to the coast", "does she know matthew"]
)
def test_the_verb_know_stays_a_verb(said: str) -> None:
    lows = canonicalize(said).lows
    assert "know" in lows
    assert "no" not in lows


def test_know_is_read_as_no_only_where_the_verb_cannot_stand() -> None:
    assert canonicalize("i know longer drive").lows == ("i", "no", "longer", "drive")
    assert canonicalize("we had know warning").lows[2] == "no"
