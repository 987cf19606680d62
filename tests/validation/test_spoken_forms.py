"""Spoken numbers, times and dates meet their written forms as one value (V4, V5).

A speaker says "quarter to nine", "half a tablet", "a dozen eggs", "fourteen feb" and reads a
phone number back in chunks; an extractor writes 8:45, 0.5, 12, February 14 and 07700 912448.
The canonical keys must agree, and a changed value must stay a changed value.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.model import Outcome, Reason
from companion.validation.lexicon.numbers import clock_time
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge

_HOURS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]


def keys(text: str) -> tuple[str, ...]:
    return canonicalize(text).keys


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("the bus comes at quarter to nine", "the bus comes at 8:45"),
        ("the scan is at half past two", "the scan is at 2:30"),
        ("we eat at ten past six", "we eat at 6:10"),
        ("i take half a tablet at night", "i take 0.5 a tablet at night"),
        ("we have got a dozen hens", "we have got 12 hens"),
        ("she bought half a dozen eggs", "she bought 6 eggs"),
        ("her birthday is fourteen feb", "her birthday is 14 february"),
    ],
)
def test_a_spoken_form_is_its_written_value(spoken: str, written: str) -> None:
    assert keys(spoken) == keys(written)


@pytest.mark.parametrize(
    ("kept", "why"),
    [
        ("she ran a half marathon", "a kind of race, not 0.5 of one"),
        ("the pay off was worth it", "phrasal verbs stay two words"),
        ("i was in a and e all night", "letters are not merged over an article"),
        ("we were not able to come", "a negation never joins the next word"),
    ],
)
def test_what_is_not_a_number_or_a_compound_stays_as_said(kept: str, why: str) -> None:
    lows = canonicalize(kept).lows
    assert not any(k in ("0.5", "payoff", "aande", "notable") for k in lows), why


@given(hour=st.integers(min_value=1, max_value=12), minute=st.sampled_from([5, 10, 15, 20, 25, 30]))
def test_past_and_to_are_sixty_minutes_apart(hour: int, minute: int) -> None:
    """ "N past H" is H:N and "N to H" is (H-1):(60-N), for every hour and minute."""
    spoken = {5: "five", 10: "ten", 15: "quarter", 20: "twenty", 25: "twenty five", 30: "half"}[minute]
    past = clock_time((*spoken.split(), "past", _HOURS[hour - 1]))
    used = len(spoken.split()) + 2
    assert past == (f"{hour}:{minute:02d}", used)
    if minute != 30:
        to = clock_time((*spoken.split(), "to", _HOURS[hour - 1]))
        before = (hour - 2) % 12 + 1
        assert to == (f"{before}:{60 - minute:02d}", used)


def test_a_phone_number_read_in_chunks_backs_the_written_number() -> None:
    msg = "jot this down, my sister's number is oh seven seven oh oh, nine one two, four four eight"
    v = judge(
        convo(msg), "User's sister's phone number is 07700 912448.", "My sister's number is 07700 912448"
    )
    assert v.outcome is Outcome.ACCEPT


def test_a_changed_fraction_is_a_changed_dose() -> None:
    msg = "the warfarin, i take half a tablet at night now"
    v = judge(
        convo(msg),
        "User takes a quarter of a tablet of warfarin at night.",
        "I take half a tablet at night now",
    )
    assert v.outcome is Outcome.REJECT
    assert v.reasons[0] in (Reason.CRITICAL_TOKEN_MISMATCH, Reason.UNSUPPORTED_SPECIFIC)


def test_a_spoken_clock_time_backs_the_fact_and_a_wrong_one_does_not() -> None:
    msg = "um the bus comes past at quarter to nine so i'll be at the stop early"
    assert (
        judge(convo(msg), "User's bus comes at 8:45.", "The bus comes past at 8:45.").outcome
        is Outcome.ACCEPT
    )
    assert (
        judge(convo(msg), "User's bus comes at 9:15.", "The bus comes past at 9:15.").outcome
        is Outcome.REJECT
    )


_DIGIT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


@given(
    whole=st.integers(min_value=1, max_value=9),
    decimals=st.lists(st.integers(min_value=0, max_value=9), min_size=2, max_size=4),
)
def test_digits_after_a_decimal_point_are_read_one_by_one(whole: int, decimals: list[int]) -> None:
    """Property: "four point two five" is 4.25 (after the point a speaker reads digits), so it
    meets the written decimal as one key; "oh" and "zero" are digits there too."""
    if decimals[-1] == 0:
        decimals[-1] = 7  # a written decimal drops its trailing zeros: keep the case unambiguous
    spoken = " ".join([_HOURS[whole - 1], "point", *(_DIGIT_WORDS[d] for d in decimals)])
    written = f"{whole}." + "".join(map(str, decimals))
    assert keys(f"the rate is {spoken} percent") == keys(f"the rate is {written}%")


def test_a_spoken_decimal_backs_its_value_and_not_a_neighbouring_one() -> None:
    msg = "the new savings pot pays um three point seven five percent if you leave it a year"
    quote = "The new savings pot pays 3.75% if you leave it a year."
    fact = "User's new savings account pays 3.75% interest if left for a year."
    assert judge(convo(msg), fact, quote).outcome is Outcome.ACCEPT
    wrong = "User's new savings account pays 3.7% interest if left for a year."
    assert (
        judge(convo(msg), wrong, "The new savings pot pays 3.7% if you leave it a year.").outcome
        is Outcome.REJECT
    )
    dose = "the nurse upped it, i'm on one point two five milligrams of bisoprolol now"
    assert (
        judge(
            convo(dose), "User takes 1.25 mg of bisoprolol.", "I'm on 1.25 milligrams of bisoprolol now."
        ).outcome
        is Outcome.ACCEPT
    )
    off = judge(convo(dose), "User takes 1.5 mg of bisoprolol.", "I'm on 1.5 milligrams of bisoprolol now.")
    assert off.outcome is Outcome.REJECT
