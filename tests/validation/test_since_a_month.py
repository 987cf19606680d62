""" "since january" looks back: it is the latest January not after the message, so a fact that
writes its year ("User has lost 20 pounds since January 2024") is backed by what the user said
and its valid time starts then. The year was an unsupported specific and the fact rejected
(false rejects in spoken numbers and weight-loss talk). Our own sentences."""

from __future__ import annotations

from datetime import date

from hypothesis import given
from hypothesis import strategies as st

from companion.model import Outcome
from companion.validation.lexicon.grammar import MONTHS
from companion.validation.temporal import resolve
from tests.validation.conftest import convo, judge


def test_the_year_written_for_the_month_just_gone_is_backed() -> None:
    # the conversation helpers date every message 6 March 2024
    said = "i've been off work since january with my back"
    verdict = judge(
        convo(said), "User has been off work since January 2024.", "i've been off work since january"
    )
    assert verdict.outcome is Outcome.ACCEPT
    assert verdict.valid_from == date(2024, 1, 1)


def test_a_later_month_is_last_year_s_and_the_wrong_year_fails() -> None:
    said = "she's been at the school since october"
    assert (
        judge(convo(said), "User's daughter has been at the school since October 2023.", said).outcome
        is Outcome.ACCEPT
    )
    assert (
        judge(convo(said), "User's daughter has been at the school since October 2024.", said).outcome
        is Outcome.REJECT
    )


@given(st.dates(min_value=date(1990, 1, 1), max_value=date(2090, 12, 31)), st.sampled_from(MONTHS))
def test_since_a_month_is_the_latest_such_month_not_after_the_day(day: date, month: str) -> None:
    (found,) = [r for r in resolve(f"since {month}", day) if r.relative]
    ((start, _end),) = found.ranges
    assert start.day == 1
    assert start.month == MONTHS.index(month) + 1
    assert start <= day  # never a month still to come
    assert (day.year - start.year) * 12 + day.month - start.month < 12  # and none older than a year
