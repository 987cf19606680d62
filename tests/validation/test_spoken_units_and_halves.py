"""Spoken forms of values that a fact writes short (stop 49, rule V5 and the quote match):

- the half of the day said in words backs "AM"/"PM" ("half seven in the evening" is 7:30 PM),
  the other half does not, and a half nobody said is still added;
- a vulgar fraction written as one character is its value ("2½" is 2.5, not the digits "21⁄2");
- a weight in stones and pounds is one value ("ten stone six" is 10 st 6 lb, not 10 st 8 lb);
- a speed is one unit ("thirty miles an hour" is 30 mph, not 30 km/h)."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("my bus leaves at ten past seven in the morning", "User's bus leaves at 7:10 AM."),
        ("the carers come at half seven in the evening", "The carers come at 7:30 PM."),
        ("my shift finishes at eleven at night", "User's shift finishes at 11 PM."),
        ("mass is at six tonight at saint anne's", "Mass is at 6 PM at St. Anne's."),
    ],
)
def test_half_of_the_day_said_in_words_backs_am_and_pm(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("my bus leaves at ten past seven in the morning", "User's bus leaves at 7:10 PM."),
        ("the carers come at half seven in the evening", "The carers come at 7:30 AM."),
        # no half of the day said: "PM" is the extractor's guess
        ("the carers come at half seven", "The carers come at 7:30 PM."),
    ],
)
def test_a_half_of_the_day_not_said_is_not_backed(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("text", "value"),
    [("2½ miles", "2.5"), ("¾ of a cup", "0.75"), ("½", "0.5"), ("1¼ hours", "1.25")],
)
def test_a_vulgar_fraction_is_its_value(text: str, value: str) -> None:
    assert canonicalize(text).keys[0] == value


def test_a_fraction_character_backs_the_spoken_fraction() -> None:
    said = "i walk two and a half miles round the park every morning"
    assert (
        judge(convo(said), "User walks 2½ miles around the park every morning.", said).outcome
        is Outcome.ACCEPT
    )
    wrong = judge(convo(said), "User walks 2¼ miles around the park every morning.", said)
    assert wrong.outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("ten stone six", "10st6lb"),
        ("10 st 6 lb", "10st6lb"),
        ("10 stone 6 pounds", "10st6lb"),
        ("five foot two", "5ft2in"),
    ],
)
def test_a_weight_in_stones_and_pounds_is_one_value(text: str, key: str) -> None:
    assert canonicalize(text).keys == (key,)


def test_stones_and_pounds_compare_whole() -> None:
    said = "i was ten stone six at the weigh in, down from eleven"
    assert judge(
        convo(said), "User weighed 10 st 6 lb at the weigh-in.", "10 st 6 lb at the weigh in"
    ).outcome in (
        Outcome.ACCEPT,
        Outcome.PENDING,
    )
    changed = judge(convo(said), "User weighed 10 st 8 lb at the weigh-in.", "10 st 8 lb at the weigh in")
    assert changed.outcome is Outcome.REJECT


def test_an_address_number_before_saint_is_no_weight() -> None:
    assert canonicalize("12 st john's road").keys[:2] == ("12", "saint")


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("thirty miles an hour", "mile_per_hour"),
        ("thirty miles per hour", "mile_per_hour"),
        ("forty kilometres an hour", "kilometer_per_hour"),
    ],
)
def test_a_speed_said_in_words_is_one_unit(text: str, key: str) -> None:
    assert canonicalize(text).keys[1] == key


def test_a_rate_that_is_no_unit_stays_as_said() -> None:
    assert canonicalize("three miles a day").keys == ("3", "mile", "a", "day")


def test_a_speed_backs_its_abbreviation_and_no_other() -> None:
    said = "they clocked me at forty two miles an hour in a thirty zone"
    quote = "they clocked me at 42 mph in a 30 zone"
    assert judge(convo(said), "User was clocked at 42 mph in a 30 zone.", quote).outcome is Outcome.ACCEPT
    other = judge(
        convo(said), "User was clocked at 42 km/h in a 30 zone.", "they clocked me at 42 kph in a 30 zone"
    )
    assert other.outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("text", "keys"),
    [("a fiver", ("5", "pound")), ("two tenners", ("20", "pound")), ("£5", ("5", "pound"))],
)
def test_a_note_named_by_its_value_is_the_amount(text: str, keys: tuple[str, ...]) -> None:
    assert canonicalize(text).keys == keys


def test_a_note_backs_its_amount_and_no_other() -> None:
    said = "i slip my granddaughter a tenner whenever she does the hoovering"
    quote = "I slip my granddaughter £10 whenever she does the hoovering"
    assert (
        judge(convo(said), "User gives their granddaughter £10 when she hoovers.", quote).outcome
        is Outcome.ACCEPT
    )
    other = "I slip my granddaughter £5 whenever she does the hoovering"
    assert (
        judge(convo(said), "User gives their granddaughter £5 when she hoovers.", other).outcome
        is Outcome.REJECT
    )
