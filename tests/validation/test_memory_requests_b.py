"""Memory requests said the everyday way:

- "don't let me forget i've got the optician on the ninth", "don't forget my mum's coming on
  sunday": a negated verb of forgetting denies the forgetting, not what follows, which the
  user asserts ("forget", "realise", "regret" keep their complement under a negation). "don't
  say i'm lonely" is still a negation that may take the quote.
- A number written in groups with a zero inside a group ("0161 496 0231") is backed by the
  same digits said one by one: the groups are joined from the fact's characters, whose keys
  drop each group's leading zero.

Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "don't let me forget i've got the optician on the ninth of april",
            "User has the optician on April 9",
            "i've got the optician on the ninth of april",
        ),
        (
            "don't forget my mum's coming on the second of june",
            "User's mum is coming on June 2",
            "my mum's coming on the second of june",
        ),
        (
            "i didn't realise my pension goes in on the fifteenth",
            "User's pension goes in on the 15th",
            "my pension goes in on the fifteenth",
        ),
    ],
)
def test_a_negated_verb_of_forgetting_keeps_what_follows(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_a_negated_verb_of_saying_still_holds() -> None:
    said = "i wouldn't say i'm lonely"
    assert judge(convo(said), "User is lonely", "i'm lonely").outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("fact", "kept"),
    [
        ("The dentist's number is 0161 496 0872", True),
        ("The dentist's number is 01614960872", True),
        ("The dentist's number is 0161 496 0873", False),
        ("The dentist's number is 0161 469 0872", False),
    ],
)
def test_groups_with_a_zero_inside(fact: str, kept: bool) -> None:
    said = "save this, the dentist's number is oh one six one four nine six oh eight seven two"
    quote = "the dentist's number is oh one six one four nine six oh eight seven two"
    assert (judge(convo(said), fact, quote).outcome is Outcome.ACCEPT) is kept
