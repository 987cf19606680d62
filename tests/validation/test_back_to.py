"""V12: a later user turn in which the user says they are back to a state of before ("so i'm
back to square one", "we're back to renting") says what the fact said changed: the fact is
held for the user. Back to the fact's own thing ("i'm back to the allotment every morning") is
the fact resumed, and leaves it standing. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

HOUSE = (
    "we've bought a house in whitby",
    "User has bought a house in Whitby.",
    "we've bought a house in whitby",
)
PLOT = (
    "i've got an allotment by the river",
    "User has an allotment by the river.",
    "i've got an allotment by the river",
)


@pytest.mark.parametrize(
    ("case", "later"),
    [
        (HOUSE, "the survey found subsidence and the sale collapsed, so we're back to renting"),
        (PLOT, "the council sold the land for flats, so i'm back to square one with my seedlings"),
    ],
)
def test_back_to_a_state_of_before_holds_the_fact(case: tuple[str, str, str], later: str) -> None:
    verdict = judge(convo(case[0], "How lovely.", later), *case[1:])
    assert verdict.outcome is Outcome.PENDING, verdict
    assert "back to something else" in verdict.detail


def test_back_to_the_facts_own_thing_leaves_it() -> None:
    later = "my knee's better, so i'm back to the allotment every morning"
    assert judge(convo(PLOT[0], "How lovely.", later), *PLOT[1:]).outcome is Outcome.ACCEPT


# stop 67: back on, at or in another thing, a place or a state of before ("i'm back on the day
# shift", "i'm back at my old climbing club"): held as "back to" is; back at the fact's own thing,
# with only words of time or grammar beside it ("i'm back at the allotment on sundays"), leaves it.
SHIFT = (
    "i work nights at the sorting office, four a week",
    "User works nights at the sorting office.",
    "i work nights at the sorting office",
)


@pytest.mark.parametrize(
    ("case", "later"),
    [
        (SHIFT, "they reshuffled the rota in june, i'm back on the early mornings at the depot now"),
        (PLOT, "the council sold the land for flats in march, so i'm back at my old window boxes"),
    ],
)
def test_back_on_or_at_another_thing_holds_the_fact(case: tuple[str, str, str], later: str) -> None:
    verdict = judge(convo(case[0], "How lovely.", later), *case[1:])
    assert verdict.outcome is Outcome.PENDING, verdict
    assert "back to something else" in verdict.detail


def test_back_at_the_facts_own_thing_with_a_time_leaves_it() -> None:
    later = "my knee's better since june, and i'm back at the allotment on sundays"
    assert judge(convo(PLOT[0], "How lovely.", later), *PLOT[1:]).outcome is Outcome.ACCEPT
