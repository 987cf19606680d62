"""V12: a later user turn that says something was moved to another month or weekday than the
fact's ("they pushed the op to november" of an operation in october; "the choir switched to
thursdays" of choir on tuesdays) holds the fact for the user: its time may no longer hold. A move
only meant ("they wanted to move it to november") and a turn that says the fact's own month or
day again ("they moved the pre-op to monday, the op's still october") leave it. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

OP = (
    "my knee op is in october at the general",
    "User's knee operation is in October.",
    "my knee op is in october",
)
CHOIR = (
    "i sing with the choir on tuesdays",
    "User sings with the choir on Tuesdays.",
    "i sing with the choir on tuesdays",
)


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (*OP, "the hospital rang, they pushed the op to november, staff shortages"),
        (*OP, "got a letter, op moved to november, so that's christmas sorted"),
        (*CHOIR, "the choir switched to thursdays cause the hall got booked"),
    ],
)
def test_moved_to_another_time_holds_the_fact(said: str, fact: str, quote: str, later: str) -> None:
    verdict = judge(convo(said, "That's good to know.", later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (*OP, "they wanted to move it to november but i said no"),
        (*OP, "they moved the pre-op to monday, the op itself is still october"),
    ],
)
def test_a_move_only_meant_or_of_something_else_leaves_it(
    said: str, fact: str, quote: str, later: str
) -> None:
    assert judge(convo(said, "That's good to know.", later), fact, quote).outcome is Outcome.ACCEPT
