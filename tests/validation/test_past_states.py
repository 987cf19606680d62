"""V7e, held: a state the user put in the past with "was" or "were" as its copula ("i was on
warfarin", "my dad was a miner") is not a present fact when the fact paraphrases it with a verb
of its own ("User takes warfarin", "User's dad works as a miner"); the state may go on, so the
user decides. A passive, a progressive or a dummy subject puts no person's state in the past.
Our sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i was on warfarin after my heart op", "User takes warfarin"),
        ("i was in the choir at st marks", "User sings in the choir at St Mark's"),
        ("my dad was a miner all his life", "User's dad works as a miner"),
        ("i was on the parish council for years", "User serves on the parish council"),
        ("we were regulars at the fox and hounds", "User drinks at the Fox and Hounds"),
    ],
)
def test_a_past_state_paraphrased_in_the_present_is_held(said: str, fact: str) -> None:
    v = judge(convo(said), fact, said)
    assert v.outcome is Outcome.PENDING, v.detail
    assert v.reasons[0] is Reason.PAST_AS_PRESENT


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "i was diagnosed with type two diabetes in twenty nineteen",
            "User was diagnosed with type 2 diabetes in 2019",
        ),
        ("i was born in leeds", "User was born in Leeds"),
        ("my dad was a miner all his life", "User's dad was a miner"),
        ("i'm on warfarin since my heart op", "User takes warfarin"),
    ],
)
def test_the_past_kept_or_a_present_said_is_accepted(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT


def test_a_dummy_subject_puts_no_state_in_the_past() -> None:
    said = "it was lovely spending time with the grandkids"
    v = judge(convo(said), "User enjoys spending time with the grandkids", said)
    assert Reason.PAST_AS_PRESENT not in v.reasons
