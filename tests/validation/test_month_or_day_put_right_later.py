"""A month or a weekday put right in a later turn (rule V12, `later.recalendared_later`), in
our own words: another month or day of the same calendar, bare in its stretch and beside a word
of correction, takes the fact's back ("it's april, sorry, they moved it" of an operation in
march). A month or day with a clause of its own tells of another thing and keeps the fact."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.model import Outcome
from companion.validation.fact import fact_shape
from companion.validation.later import recalendared_later
from companion.validation.lexicon import MONTHS, WEEKDAYS
from tests.validation.conftest import convo, judge

ASKED = "Oh, how are you feeling about that?"
MORE = "That sounds like a lot to juggle."


@pytest.mark.parametrize(
    ("first", "later", "fact", "quote"),
    [
        (
            "my cataract op is in march at the eye hospital",
            "it's april, sorry, they moved it after the snow",
            "User's cataract operation is in March.",
            "my cataract op is in march",
        ),
        (
            "bin day's on a thursday on our street",
            "friday, sorry, the council changed it in the new year",
            "User's bin day is Thursday.",
            "bin day's on a thursday",
        ),
        (
            "the twins have swimming on mondays after school",
            "no tuesdays, i always get that muddled",
            "User's twins have swimming on Mondays.",
            "the twins have swimming on mondays",
        ),
    ],
)
def test_the_next_turn_puts_it_right(first: str, later: str, fact: str, quote: str) -> None:
    assert judge(convo(first, ASKED, later), fact, quote).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("first", "later", "fact", "quote"),
    [
        (
            "our silver wedding party is in october",
            "november i mean, the hall was taken",
            "User's silver wedding party is in October.",
            "our silver wedding party is in october",
        ),
        (
            "grandad's day centre is on wednesdays",
            "thursdays actually, the minibus comes at ten",
            "User's grandad goes to the day centre on Wednesdays.",
            "grandad's day centre is on wednesdays",
        ),
    ],
)
def test_a_later_turn_puts_it_right(first: str, later: str, fact: str, quote: str) -> None:
    v = judge(convo(first, ASKED, "a bit nervous if i'm honest", MORE, later), fact, quote)
    assert v.outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    "later",
    [
        "sorry, i'm all over the place, my brother visits in july",
        "actually saturday's the big family lunch",
        "no i don't mind, we fly to spain in september",
        "i'll be walking by may, sorry, with a stick mind",
    ],
)
def test_a_month_or_day_of_another_thing_keeps_it(later: str) -> None:
    v = judge(
        convo("my cataract op is in march at the eye hospital", ASKED, later),
        "User's cataract operation is in March.",
        "my cataract op is in march",
    )
    assert v.outcome is Outcome.ACCEPT


_NAMES = st.sampled_from(MONTHS) | st.sampled_from(WEEKDAYS)


@given(_NAMES, _NAMES, st.sampled_from(["sorry", "i mean", "actually", "no"]))
def test_put_right_only_by_another_name_of_its_calendar(old: str, new: str, marker: str) -> None:
    """The reading fires exactly when the turn's bare name is another of the fact's calendar
    (a month for a month, a day for a day), and never when the turn says the fact's own name."""
    first = f"the club meets in {old}" if old in MONTHS else f"the club meets on {old}"
    fact = f"User's club meets in {old.title()}."
    msgs = convo(first, ASKED, f"{new}, {marker}, i got it wrong")
    found = recalendared_later(fact_shape(fact), msgs, 0)
    other = new != old and (new in MONTHS) == (old in MONTHS)
    assert (found is not None) == other
    also_old = convo(first, ASKED, f"{new}, {marker}, i got it wrong, {old} is the other club")
    assert recalendared_later(fact_shape(fact), also_old, 0) is None
