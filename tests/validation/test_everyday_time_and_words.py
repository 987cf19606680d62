"""Times and words a companion hears every day: "in two weeks" as a day, and clipped words of
care ("the op", "my physio", "chemo"). Our sentences."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from companion.model import Message, Outcome, Reason
from companion.validation import validate

WEDNESDAY = datetime(2026, 3, 11, 19, 0, tzinfo=UTC)


def _verdict(said: str, fact: str, quote: str | None = None) -> tuple[Outcome, tuple[Reason, ...]]:
    msgs = [
        Message(role="user", content=said, timestamp=WEDNESDAY),
        Message(role="assistant", content="Okay.", timestamp=WEDNESDAY),
    ]
    (v,) = validate(msgs, [{"text": fact, "supporting_quote": quote or said, "source_message_index": 0}])
    return v.outcome, v.reasons


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i'm seeing the nurse in two weeks", "User is seeing the nurse on March 25, 2026."),
        ("the scan's in a week", "User's scan is on March 18, 2026."),
        ("my op is in three weeks", "User's operation is on April 1, 2026."),
    ],
)
def test_a_count_of_weeks_ahead_backs_that_day(said: str, fact: str) -> None:
    assert _verdict(said, fact)[0] is Outcome.ACCEPT


def test_the_wrong_day_of_that_week_is_still_refused() -> None:
    assert _verdict("i'm seeing the nurse in two weeks", "User is seeing the nurse on March 26, 2026.")[
        0
    ] is (Outcome.REJECT)


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("my physio says the knee's healing", "User's physiotherapist says User's knee is healing."),
        ("i finished chemo in january", "User finished chemotherapy in January."),
        ("i pick my meds up from the chemist", "User picks up their medication from the pharmacy."),
    ],
)
def test_clipped_words_back_their_full_forms(said: str, fact: str) -> None:
    assert _verdict(said, fact)[0] is Outcome.ACCEPT
