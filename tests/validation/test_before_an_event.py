"""V12: a later user turn that points back at the statement and puts it before an event, with
the present set apart after it ("that was before the knee op, since then it's the bike"; "that
was before the twins, no time now"), says the fact's state is over: held for the user, never
rejected outright, since the event may be recent. A time of day is no event once the present
is only "now and then" ("that was before work, i go again at night now and then"). Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

RUNS = ("i run ten k every sunday", "User runs 10k every Sunday.", "i run ten k every sunday")


@pytest.mark.parametrize(
    "later",
    ["that was before the knee op, since then it's the bike", "that was before the twins, no time now"],
)
def test_put_before_an_event_holds_the_fact(later: str) -> None:
    verdict = judge(convo(RUNS[0], "Good for you.", later), *RUNS[1:])
    assert verdict.outcome is Outcome.PENDING, verdict


def test_a_time_of_day_then_now_and_then_leaves_it() -> None:
    later = "that was before work, i go again at night now and then"
    assert judge(convo(RUNS[0], "Good for you.", later), *RUNS[1:]).outcome is Outcome.ACCEPT
