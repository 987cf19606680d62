"""Typed values (V5): the period of a rate ("950 a month") and the half of the day of a clock
time ("six forty in the evening") are part of the value, so a fact that moves either is a
changed specific. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.normalize import canonicalize
from companion.validation.values import mentions, meridiem_conflict, period_conflict, rate_periods
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("text", "period"),
    [
        ("the rent is 950 a month", "month"),
        ("twelve pounds per hour", "hour"),
        ("two tablets each night", "night"),
        ("we pay 40 weekly", "week"),
        ("i am 40, a year older than him", None),
        ("we bought 3 bikes", None),
    ],
)
def test_the_period_of_a_rate(text: str, period: str | None) -> None:
    found = {m.period for m in mentions(canonicalize(text)) if m.period is not None}
    assert found == ({period} if period else set())


@pytest.mark.parametrize(
    ("text", "half"),
    [
        ("it lands at six forty in the evening", "pm"),
        ("the alarm is at 6 in the morning", "am"),
        ("the seven forty p m train", "pm"),
        ("ten at night", "pm"),
        ("at six forty the plane landed in the evening", None),
        ("we have 40 in the evening class", None),
    ],
)
def test_the_half_of_the_day_of_a_clock_time(text: str, half: str | None) -> None:
    found = {m.meridiem for m in mentions(canonicalize(text)) if m.meridiem is not None}
    assert found == ({half} if half else set())


def test_conflicts_compare_the_same_value_only() -> None:
    fact = mentions(canonicalize("rent is 950 a week"))
    assert period_conflict(fact, mentions(canonicalize("nine fifty a month"))) is not None
    assert period_conflict(fact, mentions(canonicalize("nine fifty a week"))) is None
    assert period_conflict(fact, mentions(canonicalize("nine fifty, bills on top"))) is None
    paid = canonicalize("paid fortnightly, eleven hundred each time")
    assert rate_periods(paid) == {"fortnight"}
    weekly = mentions(canonicalize("paid 1100 weekly"))
    assert period_conflict(weekly, mentions(paid), rate_periods(paid)) is not None
    am = mentions(canonicalize("lands at 6:40 am"))
    assert meridiem_conflict(am, mentions(canonicalize("six forty in the evening"))) is not None
    assert meridiem_conflict(am, mentions(canonicalize("six forty"))) is None


@pytest.mark.parametrize(
    ("message", "fact", "quote", "outcome"),
    [
        (
            "the childminder is sixty quid a day",
            "User pays the childminder £60 a week.",
            "sixty quid a day",
            Outcome.REJECT,
        ),
        (
            "the childminder is sixty quid a day",
            "User pays the childminder £60 a day.",
            "sixty quid a day",
            Outcome.ACCEPT,
        ),
        (
            "my alarm is half five in the morning",
            "User's alarm is at 5:30 pm.",
            "alarm is half five in the morning",
            Outcome.REJECT,
        ),
        (
            "my alarm is half five in the morning",
            "User's alarm is at 5:30 am.",
            "alarm is half five in the morning",
            Outcome.ACCEPT,
        ),
    ],
)
def test_a_moved_period_or_half_of_the_day_is_a_changed_specific(
    message: str, fact: str, quote: str, outcome: Outcome
) -> None:
    v = judge(convo(message), fact, quote)
    assert v.outcome is outcome
    if outcome is Outcome.REJECT:
        assert v.reasons[0] is Reason.UNSUPPORTED_SPECIFIC
