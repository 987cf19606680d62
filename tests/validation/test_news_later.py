"""V12: a later user turn that reports news coming in about the fact's thing ("the fitter texted,
the boiler's on back order"; "the results came back, the thyroid's fine") is how a plan falls
through or a state ends, told through what happened: the fact is held for the user. The user's
own call ("i rang the garage about the boiler") and news of something else ("my sister rang,
she's got a new job") leave it standing. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

BOILER = (
    "we're getting a new boiler fitted, the old one's had it",
    "User is getting a new boiler fitted.",
    "we're getting a new boiler fitted",
)
UNI = (
    "my grandson's off to the university in york in september",
    "User's grandson is going to the university in York in September.",
    "my grandson's off to the university in york in september",
)
THYROID = (
    "i'm booked in for a thyroid operation next month",
    "User is booked in for a thyroid operation.",
    "i'm booked in for a thyroid operation",
)


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (*BOILER, "the fitter texted, the boiler's on back order, could be weeks yet"),
        (*UNI, "the university rang this morning, he missed his grades by a whisker"),
        (*THYROID, "the biopsy results came back and the thyroid's fine, nothing to take out"),
    ],
)
def test_news_of_the_facts_thing_holds_it(said: str, fact: str, quote: str, later: str) -> None:
    verdict = judge(convo(said, "Good luck with that.", later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict
    assert "reports news of it" in verdict.detail


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (*BOILER, "i rang the fitter to check about the boiler, he's bringing his lad"),
        (*UNI, "my sister rang, she's got a new job at the council"),
    ],
)
def test_own_calls_and_news_of_else_leave_it(said: str, fact: str, quote: str, later: str) -> None:
    assert judge(convo(said, "Good luck with that.", later), fact, quote).outcome is Outcome.ACCEPT
