"""Kinds from the blind round 15's even half (2026-12-03 evening), in our own sentences.

* A yes/no question with "be" before a possessive subject ("is my son autistic", "are my bloods
  normal"): the possessive noun phrase is taken as given, the predicate after it is asked; it was
  read into the noun phrase ("my son autistic", as "my cat biscuit") and so never asked.
* A want of a thing ("i really want a cat but ...") is a wish: it does not say the user has it.
* Somebody else's want said after the claim, in a clause of its own ("... and she wants a party"),
  frames nothing the user states."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("is my son autistic he hates loud noises", "User's son is autistic", "is my son autistic"),
        ("is my husband diabetic do you think", "User's husband is diabetic", "is my husband diabetic"),
        ("are my bloods normal for my age", "User's bloods are normal", "are my bloods normal"),
    ],
)
def test_the_predicate_of_an_inverted_question_is_asked(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("is my son autistic he hates loud noises", "User has a son", "is my son autistic"),
        ("is my cat biscuit too fat", "User has a cat named Biscuit", "my cat biscuit"),
    ],
)
def test_what_the_question_takes_as_given_is_kept(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_a_want_of_a_thing_is_not_having_it() -> None:
    said = "totally i really want a cat but the building doesn't allow it"
    assert judge(convo(said), "User has a cat", "i really want a cat").outcome is Outcome.REJECT
    assert judge(convo(said), "User wants a cat", "i really want a cat").outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my mum's turning ninety in june and she wants a big party",
            "User's mum is turning 90 in June",
            "my mum's turning ninety in june",
        ),
        (
            "my tutor is doctor hale and he wants a draft by friday",
            "User's tutor is Dr. Hale",
            "my tutor is doctor hale",
        ),
    ],
)
def test_somebody_elses_want_after_the_claim_frames_nothing(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_somebody_elses_want_before_the_claim_may_set_the_scene() -> None:
    said = "my grandson wants to play shops so i'm the shopkeeper"
    assert judge(convo(said), "User is a shopkeeper", "i'm the shopkeeper").outcome is not Outcome.ACCEPT
