"""V12: one of the user's next turns names the fact's thing and gives it another day of the month,
whatever verb says so ("the dentist, they've shifted me to the nineteenth"; "the letter's come,
it's the thirtieth"): the date may have moved or been misread, so the fact is held for the user.
A day said as an ordinal of something else ("the first of the cousins", "the left one first"),
another date of another thing, or a turn that says the fact's own day again leaves it standing.
Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason, Verdict
from tests.validation.conftest import convo, judge

_FACT = "User's dentist appointment is on June 12."
_SAID = "my dentist appointment is on the twelfth of june"


def _judged(later: str) -> Verdict:
    """The dentist fact, said first, with `later` two user turns on."""
    return judge(
        convo(_SAID, "Good to have it booked.", "i hate the drill", "Understandable.", later), _FACT, _SAID
    )


@pytest.mark.parametrize(
    "later",
    [
        "the dentist texted this morning, they've shifted me to the nineteenth",
        "found the dentist card in my purse, it says the twenty third, i'd got it muddled",
        "oh and the appointment, receptionist rang, it's the 26th now, the hygienist is off",
    ],
)
def test_another_day_for_the_facts_thing_is_held(later: str) -> None:
    verdict = _judged(later)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    "later",
    [
        # another day, of another thing the turn names
        "my sister's party is on the nineteenth so that's a busy month",
        # an ordinal counting people, not a day
        "my grandson went to the dentist too, he was the first of the cousins to need a filling",
        # the fact's own day said again beside another
        "the dentist is still the twelfth, the twenty third is the optician",
        # a day of the month said as a bare number of something else
        "the dentist said i've got twenty eight teeth left",
    ],
)
def test_other_days_and_ordinals_leave_it_standing(later: str) -> None:
    verdict = _judged(later)
    assert verdict.outcome is Outcome.ACCEPT
