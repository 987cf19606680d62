"""Two ways a clause says less than its words:

- A repair that retraces its frame: after a bare "no" the speaker says again the subject and
  verb that led up to what they correct ("i'm a nurse, no i'm a midwife", "she lives in york,
  no she lives in hull", "i'm the king of spain obviously, no i'm a retired bus driver"):
  what came between the frame and the "no" is taken back, the words after the frame stand.
- An approximator ("almost", "nearly", "practically", "virtually") puts what it modifies just
  short of true ("she's almost a teenager", "i nearly passed"): a fact without it (or a
  negation) says more than the user did and is held. Not when it rounds a number ("nearly
  ten years", V5's to compare) or modifies a verb of its own ("i nearly forgot, my
  appointment's on the fifth").

Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "kept"),
    [
        ("i'm a nurse, no i'm a midwife", "User is a nurse", "i'm a nurse", False),
        ("i'm a nurse, no i'm a midwife", "User is a midwife", "i'm a midwife", True),
        (
            "my son lives in york, no he lives in hull",
            "User's son lives in York",
            "my son lives in york",
            False,
        ),
        (
            "i'm the king of spain obviously, no i'm a retired bus driver",
            "User is the King of Spain",
            "i'm the king of spain",
            False,
        ),
        (
            "i'm the king of spain obviously, no i'm a retired bus driver",
            "User is a retired bus driver",
            "i'm a retired bus driver",
            True,
        ),
        ("i'm a nurse, no really i am", "User is a nurse", "i'm a nurse", True),
    ],
)
def test_a_repair_that_retraces_its_frame(said: str, fact: str, quote: str, kept: bool) -> None:
    verdict = judge(convo(said), fact, quote)
    assert (verdict.outcome is Outcome.ACCEPT) is kept
    if not kept:
        assert verdict.outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my granddaughter's almost a teenager",
            "User's granddaughter is a teenager",
            "my granddaughter's almost a teenager",
        ),
        ("i'm practically a vegan now", "User is a vegan", "i'm practically a vegan now"),
        ("i nearly passed my theory test", "User passed their theory test", "passed my theory test"),
        ("he's virtually retired", "He is retired", "he's virtually retired"),
    ],
)
def test_an_approximator_keeps_it_short_of_so(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my granddaughter's almost a teenager",
            "User's granddaughter is almost a teenager",
            "my granddaughter's almost a teenager",
        ),
        (
            "oh i nearly forgot my scan's on the fifth of june",
            "User's scan is on June 5",
            "my scan's on the fifth of june",
        ),
        (
            "we've lived here nearly ten years",
            "User has lived there for nearly 10 years",
            "we've lived here nearly ten years",
        ),
    ],
)
def test_an_approximator_carried_or_elsewhere_keeps_the_fact(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_a_bare_subject_said_again_is_no_frame() -> None:
    said = "i love pottery and i mean i know my sister does too"
    assert judge(convo(said), "User loves pottery", "i love pottery").outcome is Outcome.ACCEPT
