"""Words of retraction and correction used for something else:

- an apology for the telling ("so sorry if i ramble", "sorry about the barking", "forgive me
  if i mishear you") is no self-correction, and its "if" conditions the apology, not the fact;
- a joke set aside ("joking aside", "kidding apart") goes on in earnest: it takes nothing back.

Each was read as a correction, a condition or a retraction, and a plain statement rejected.
Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i'm a paramedic so sorry if i ramble i've just finished nights",
            "User is a paramedic",
            "i'm a paramedic",
        ),
        ("i teach year six so apologies if i'm grumpy", "User teaches Year 6", "i teach year six"),
        (
            "my husband's a chef so excuse me if i'm fussy about food",
            "User's husband is a chef",
            "my husband's a chef",
        ),
        ("i've got four dogs so sorry about the barking", "User has four dogs", "i've got four dogs"),
        (
            "i'm deaf in one ear so forgive me if i mishear you",
            "User is deaf in one ear",
            "i'm deaf in one ear",
        ),
    ],
)
def test_an_apology_for_the_telling_keeps_the_statement(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("i live in york, sorry, leeds", "User lives in York", "i live in york"),
        ("i've got four dogs, sorry, three", "User has four dogs", "i've got four dogs"),
        (
            "i'll be at the hospital if my scan goes ahead",
            "User will be at the hospital",
            "i'll be at the hospital",
        ),
    ],
)
def test_a_sorry_that_corrects_and_a_real_condition_still_count(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    "then",
    [
        "ha joking aside it's actually the best part of my week",
        "kidding aside it is really lonely some nights",
        "all jokes aside it's freezing but i love it",
    ],
)
def test_a_joke_set_aside_takes_nothing_back(then: str) -> None:
    said = "i work nights driving a taxi"
    msgs = convo(said, "That sounds busy.", then)
    assert judge(msgs, "User works nights driving a taxi", said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize("then", ["ha only joking i'm a librarian", "just kidding, i'm a librarian"])
def test_a_joke_owned_up_to_still_takes_it_back(then: str) -> None:
    said = "i work nights driving a taxi"
    msgs = convo(said, "That sounds busy.", then)
    assert judge(msgs, "User works nights driving a taxi", said).outcome is not Outcome.ACCEPT
