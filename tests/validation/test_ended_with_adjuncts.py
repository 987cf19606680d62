"""V12c, the next turn stops or calls off what was just said without naming it, when the verb of
ending has a phrase of time or the person let down after it, not an object of its own ("gave up
after week two", "i stopped in the summer", "they cancelled on me"): it was read as ending
something else and the statement was stored. A verb of ending that came close and did not
happen ("i nearly gave up") ends nothing. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "reply", "then", "fact"),
    [
        (
            "i've got a dentist appointment on the ninth",
            "Good to keep on top of.",
            "they cancelled on me so i need to rebook",
            "User has a dentist appointment on the 9th",
        ),
        (
            "i'm doing the couch to 5k thing",
            "Good for you.",
            "gave up after week two if i'm honest",
            "User is doing the couch to 5k programme",
        ),
        (
            "i go to the knit and natter group on mondays",
            "How lovely.",
            "i stopped in the summer the bus times changed",
            "User goes to the knit and natter group on Mondays",
        ),
    ],
)
def test_an_ending_with_a_time_or_a_person_after_it_holds(
    said: str, reply: str, then: str, fact: str
) -> None:
    verdict = judge(convo(said, reply, then), fact, said)
    assert verdict.outcome is Outcome.PENDING
    assert verdict.reasons[0] is Reason.RETRACTED


@pytest.mark.parametrize(
    ("said", "reply", "then", "fact"),
    [
        # a place after "stop" is where one halted, not what ended
        (
            "i walk the dog every morning",
            "What breed?",
            "a collie, we had to stop at the vet today though",
            "User walks the dog every morning",
        ),
        (
            "we're going to the lakes at easter",
            "Lovely.",
            "we had to stop for petrol twice on the way last time",
            "User is going to the lakes at Easter",
        ),
        # came close, did not happen
        (
            "i'm doing the couch to 5k thing",
            "Good for you.",
            "i nearly gave up after week two but i kept going",
            "User is doing the couch to 5k programme",
        ),
    ],
)
def test_an_ending_of_something_else_or_one_that_did_not_happen_keeps_it(
    said: str, reply: str, then: str, fact: str
) -> None:
    assert judge(convo(said, reply, then), fact, said).outcome is Outcome.ACCEPT
