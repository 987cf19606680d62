"""V12: later turns that keep the statement though a word of them looks like taking it back.

- "that's the only one, i was wrong about the nuts": a word standing for a noun said before
  ("one") is no new value of the fact, and an error said "about" something the fact does not
  say is of that thing;
- "well not when it's icy": "not" opening an exception (when, while, during, if, unless)
  leaves the habit standing;
- "i failed it twice but that's behind me now": an event counted in occasions, then "now",
  reports episodes, not a change of the statement.

Each keeps a control that still takes the statement back. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("later", "rejected"),
    [
        ("no that's the only one, i was wrong about the nuts it turns out", False),
        ("oh wait i was wrong, it's amoxicillin actually", True),
    ],
)
def test_an_error_about_something_else_keeps_the_statement(later: str, rejected: bool) -> None:
    msgs = convo("i'm allergic to penicillin", "Noted. Any other allergies?", later)
    verdict = judge(msgs, "User is allergic to penicillin", "i'm allergic to penicillin")
    assert (verdict.outcome is Outcome.REJECT) is rejected


@pytest.mark.parametrize(
    ("later", "kept"),
    [
        ("well not when it's icy obviously", True),
        ("not during ramadan but otherwise yes", True),
        ("not anymore, my hip won't let me", False),
    ],
)
def test_not_opening_an_exception_keeps_the_habit(later: str, kept: bool) -> None:
    msgs = convo("i cycle to work every day", "That's impressive!", later)
    verdict = judge(msgs, "User cycles to work every day", "i cycle to work every day")
    assert (verdict.outcome is Outcome.ACCEPT) is kept


@pytest.mark.parametrize(
    ("later", "kept"),
    [
        ("thanks, i failed the theory twice but that's behind me now", True),
        ("they cancelled it on me so i'm rebooking now", False),
    ],
)
def test_an_event_counted_in_occasions_is_no_change(later: str, kept: bool) -> None:
    msgs = convo("i've got my driving test on the ninth of may", "Good luck!", later)
    verdict = judge(
        msgs, "User has their driving test on May 9", "i've got my driving test on the ninth of may"
    )
    assert (verdict.outcome is Outcome.ACCEPT) is kept
