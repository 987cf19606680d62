"""V8: "last <weekday>" is, to most speakers, the one just gone ("last tuesday" said on a friday
is three days back); to some it is the one of the week before. A fact that settles on the usual
reading is accepted, one that settles on the rarer reading is held for the user to say which day
it was, and any other date is rejected. Our sentences."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import Message, Outcome, Reason, Verdict
from companion.validation import validate

_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def _said_on(day: date, weekday: str, fact_day: date) -> Verdict:
    at = datetime(day.year, day.month, day.day, 18, 30, tzinfo=UTC)
    quote = f"i fell over in the garden last {weekday}"
    said = f"oh {quote} my hip's still sore"
    fact = f"User fell in the garden on {fact_day.strftime('%B')} {fact_day.day}, {fact_day.year}"
    (v,) = validate(
        [Message(role="user", content=said, timestamp=at)],
        [{"text": fact, "supporting_quote": quote, "source_message_index": 0}],
    )
    return v


def _just_gone(day: date, weekday: str) -> date:
    back = (day.weekday() - _DAYS.index(weekday)) % 7 or 7
    return day - timedelta(days=back)


def test_friday_last_tuesday_is_this_weeks_and_the_week_befores_is_held() -> None:
    friday = date(2025, 9, 26)
    assert _said_on(friday, "tuesday", date(2025, 9, 23)).outcome is Outcome.ACCEPT
    held = _said_on(friday, "tuesday", date(2025, 9, 16))
    assert held.outcome is Outcome.PENDING
    assert held.reasons[0] is Reason.DATE_MISMATCH
    assert "2025-09-23" in held.detail
    assert _said_on(friday, "tuesday", date(2025, 9, 9)).outcome is Outcome.REJECT


@settings(max_examples=60, deadline=None)
@given(
    offset=st.integers(min_value=0, max_value=700),
    weekday=st.sampled_from(_DAYS),
)
def test_last_weekday_usual_rarer_and_wrong(offset: int, weekday: str) -> None:
    """For any message day and weekday: the one just gone is accepted; the one a week before it
    is held when it is "last week's" (the weekday falls earlier in the week than the message: a
    friday's "last tuesday"), and rejected when the one just gone is already last week's (a
    tuesday's "last friday"); one two weeks before is rejected."""
    day = date(2024, 1, 1) + timedelta(days=offset)
    recent = _just_gone(day, weekday)
    assert _said_on(day, weekday, recent).outcome is Outcome.ACCEPT
    in_this_week = _DAYS.index(weekday) < day.weekday()
    week_before = _said_on(day, weekday, recent - timedelta(weeks=1)).outcome
    assert week_before is (Outcome.PENDING if in_this_week else Outcome.REJECT)
    assert _said_on(day, weekday, recent - timedelta(weeks=2)).outcome is Outcome.REJECT
