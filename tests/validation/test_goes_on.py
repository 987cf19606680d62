"""V12: a later turn that reports a setback and ends by saying the fact goes on as it was ("the
old coach left, but i'm still coaching them"; "they've changed the dates, same venue though";
"the op's still on") keeps the fact: the user's last word on it is that it holds. "Still" or
"same" must stand right before a word of the fact, with no negation in the clause; "for the
same two weeks" keeps only a value while the rest is done otherwise. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (
            "i coach the girls netball team at the leisure centre",
            "User coaches the girls' netball team.",
            "I coach the girls' netball team.",
            "the assistant coach left in the summer, so now it's just me, "
            "still coaching them every wednesday",
        ),
        (
            "i'm learning the cello at fifty two",
            "User is learning the cello.",
            "I'm learning the cello.",
            "my teacher moved to cardiff but i'm still learning, online now",
        ),
        (
            "we're converting the loft into a bedroom for the twins",
            "User is converting the loft into a bedroom.",
            "We're converting the loft into a bedroom.",
            "the builder went bust in june. it stopped. new builder starts next week, "
            "same plans, same bedroom",
        ),
    ],
)
def test_a_setback_that_ends_with_the_fact_going_on_keeps_it(
    said: str, fact: str, quote: str, later: str
) -> None:
    messages = convo(said, "How's that going?", later)
    assert judge(messages, fact, quote).outcome is Outcome.ACCEPT


def test_the_same_value_for_another_thing_does_not_keep_it() -> None:
    messages = convo(
        "we've rented a cottage in skye for ten days in may",
        "Lovely, whereabouts?",
        "near portree, but the owner cancelled on us, so we've booked a hotel in oban for the same ten days",
    )
    verdict = judge(
        messages,
        "User has rented a cottage in Skye for ten days in May.",
        "We've rented a cottage in Skye for ten days in May.",
    )
    assert verdict.outcome is not Outcome.ACCEPT
