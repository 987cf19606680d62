"""Typed values a recogniser writes in pieces (V4, V5).

A digit string read out one digit at a time uses "double" and "triple" and may close on "oh"
("three eight double one", "two one one oh"); a unit may be spelled out letter by letter ("four
hundred i u"); a compound may come out as two words ("dish washer") and an initialism whose
first letter is the article as "a" and the rest ("a f i b"). Each must meet its written form,
and a changed value must stay a changed value.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge


def numbers(text: str) -> frozenset[str]:
    return canonicalize(text).numbers


@pytest.mark.parametrize(
    ("spoken", "value"),
    [
        ("the code is three eight double one", "3811"),
        ("my locker is six triple five", "6555"),
        ("the pin is double two four seven", "2247"),
        ("the combination is two one one oh", "2110"),
        ("ring five five five, eight one two, three three four oh", "3340"),
    ],
)
def test_a_digit_string_said_with_repeats_or_a_closing_oh_is_its_value(spoken: str, value: str) -> None:
    assert value in numbers(spoken)


@pytest.mark.parametrize(
    "text",
    ["we booked a double room for two nights", "it was a triple espresso", "we got two oh well never mind"],
)
def test_double_triple_and_oh_outside_a_digit_string_stay_words(text: str) -> None:
    assert canonicalize(text).keys == canonicalize(text).keys  # reads without error
    assert not any(len(n) >= 2 and set(n) <= {"0", "2"} for n in numbers(text) if n != "2")


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("i take four hundred i u a day", "i take 400 IU a day"),
        ("the bottle is six o z", "the bottle is 6 oz"),
    ],
)
def test_a_unit_spelled_out_after_a_number_is_the_unit(spoken: str, written: str) -> None:
    assert canonicalize(spoken).keys == canonicalize(written).keys


@pytest.mark.parametrize(
    ("said", "text", "quote"),
    [
        ("so i've just been told i have a f i b, the heart thing", "User has AFib.", "I have AFib."),
        (
            "my nephew got into a p physics next year",
            "User's nephew got into AP Physics.",
            "My nephew got into AP Physics.",
        ),
        (
            "we finally got a dish washer fitted",
            "User has a dishwasher.",
            "We finally got a dishwasher fitted",
        ),
        (
            "my flat mate is training for an iron man",
            "User's flatmate is training for an Ironman.",
            "My flatmate is training for an Ironman",
        ),
        (
            "three eight double one is the door code for mum's",
            "The door code for User's mum's is 3811.",
            "3811 is the door code for mum's",
        ),
    ],
)
def test_a_word_or_value_said_in_pieces_backs_its_written_form(said: str, text: str, quote: str) -> None:
    assert judge(convo(said), text, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "text", "quote"),
    [
        # the value changed
        ("the gate code is four double seven two", "User's gate code is 4727.", "the gate code is 4727"),
        ("we're in flat three double one, top floor", "User lives in flat 31.", "we're in flat 31"),
        ("my extension is five five oh", "User's extension is 55.", "my extension is 55"),
        (
            "i take four hundred i u of vitamin d",
            "User takes 400 mg of vitamin D.",
            "I take 400 mg of vitamin D",
        ),
        # the split word is found, and so is what frames it
        ("it's possible i have a d h d, my gp mentioned it", "User has ADHD.", "I have ADHD."),
        ("i wish we had a green house for the tomatoes", "User has a greenhouse.", "we had a greenhouse"),
        (
            "my cousin was just diagnosed with a s d",
            "User was diagnosed with ASD.",
            "was just diagnosed with ASD",
        ),
    ],
)
def test_a_changed_value_or_a_framed_claim_is_not_made_active(said: str, text: str, quote: str) -> None:
    assert judge(convo(said), text, quote).outcome not in (Outcome.ACCEPT, Outcome.REINFORCE)


def test_a_negation_is_never_joined_from_two_words() -> None:
    """ "now here" is not "nowhere": joining the two would turn a presence into an absence."""
    verdict = judge(
        convo("i'm now here in leeds for good"), "User is nowhere in Leeds.", "I'm nowhere in Leeds"
    )
    assert verdict.outcome is Outcome.REJECT


def test_a_count_of_weeks_closed_by_today_may_run_either_way() -> None:
    """ "a fortnight today" (British) is two weeks on; "it's been a week today" a week back.
    Either reading is a date the user said; a day or a week off is neither."""
    msgs = convo("the kitchen fitters come a fortnight today, i can't wait")
    quote = "the kitchen fitters come a fortnight today"
    assert judge(msgs, "User's kitchen fitters come on March 20, 2024.", quote).outcome is Outcome.ACCEPT
    assert judge(msgs, "User's kitchen fitters come on March 13, 2024.", quote).outcome is Outcome.REJECT


def test_a_letter_of_a_name_said_as_it_sounds_is_the_letter() -> None:
    msgs = convo("my brother works at the oh two in the box office")
    verdict = judge(msgs, "User's brother works at the O2.", "my brother works at the O2")
    assert verdict.outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("spoken", "value"),
    [("one lakh twenty thousand a month", "120000"), ("two crore", "20000000"), ("1.5 lakh", "150000")],
)
def test_indian_scale_words_are_their_values(spoken: str, value: str) -> None:
    assert value in numbers(spoken)


def test_a_scale_word_and_a_number_after_a_pause_are_two_amounts() -> None:
    assert "100020" not in numbers("one lakh, twenty people came")
