"""An obligation a routine is told with is the routine, kept (stop 68).

"i have to take insulin every day now": with a word of habit after it in its clause ("every",
"daily", "twice", "mornings"; `mood.HABIT_WORDS`), "have to" or "need to" tells a routine the user
keeps, said as so, not a plan (`ROUTINE_OBLIGATIONS`). Without one it stays a plan ("i have to
call my mum tomorrow"), and a wish-like modal stays one whatever follows ("i should go to the gym
every day").
"""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

KEPT = [
    ("i have to take insulin every day now", "User takes insulin every day.",
     "i have to take insulin every day"),
    ("i have to go for blood tests every week, the clinic knows me by name",
     "User goes for blood tests every week.", "i have to go for blood tests every week"),
    ("my husband needs to do his breathing exercises twice a day since the op",
     "User's husband does his breathing exercises twice a day.",
     "my husband needs to do his breathing exercises twice a day"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), KEPT)
def test_an_obligation_with_a_habit_is_the_routine(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, "That's a lot to keep on top of."), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)


PLANNED = [
    ("i have to call my mum tomorrow about the party", "User calls their mum.", "i have to call my mum"),
    ("i should go to the gym every day really", "User goes to the gym every day.",
     "i should go to the gym every day"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), PLANNED)
def test_an_obligation_without_a_habit_or_a_wish_stays_unsaid(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, "Mm."), fact, quote)
    assert verdict.outcome is not Outcome.ACCEPT, (verdict.outcome, verdict.detail)
