"""A bare "no" between two words that fill one slot ("works the early shift no the late
shift", "does mornings at the bakery no afternoons") is a self-repair or a second thing denied,
and the words alone do not say which: a fact on either word is held for the user, never
rejected as negated (the repair) nor stored (the word repaired). Lists, idioms and denials
("black no sugar", "no more", "so no bread") are no such "no". Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.corrections import parallel_noes
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge

REPAIRS = [
    ("i work the early shift no the late shift at the depot", "early", "late"),
    ("he does mornings at the bakery no afternoons sorry", "mornings", "afternoons"),
    ("she's on nights at the care home um no days this month", "nights", "days"),
]


@pytest.mark.parametrize(("said", "before", "after"), REPAIRS)
def test_the_two_words_are_found(said: str, before: str, after: str) -> None:
    canon = canonicalize(said)
    assert [(canon.lows[a], canon.lows[b]) for a, _no, b in parallel_noes(canon)] == [(before, after)]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i work the early shift no the late shift at the depot", "User works the late shift at the depot."),
        ("i work the early shift no the late shift at the depot", "User works the early shift at the depot."),
        (
            "he does mornings at the bakery no afternoons sorry",
            "User's partner does afternoons at the bakery.",
        ),
        ("he does mornings at the bakery no afternoons sorry", "User's partner does mornings at the bakery."),
    ],
)
def test_a_fact_on_either_word_is_held(said: str, fact: str) -> None:
    verdict = judge(convo(said), fact, said)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    "said",
    [
        "for the record i take it black no sugar",
        "i can't have gluten so no bread recipes please",
        "the flat's on the top floor, no lift",
        "i'm lactose intolerant okay so no more milkshakes",
        "two kids no grandkids yet",
        "i don't eat pork no bacon either",
    ],
)
def test_lists_idioms_and_denials_are_not_repairs(said: str) -> None:
    assert parallel_noes(canonicalize(said)) == ()
