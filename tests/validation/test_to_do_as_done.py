"""Something the user said is still to do ("i must ring the bank", "remind me to call the
plumber") is not a fact that they did it (V7e). Our sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("i must ring the surgery first thing", "User rang the surgery.", "ring the surgery"),
        ("remind me to post the birthday card", "User posted the birthday card.", "post the birthday card"),
        (
            "i'll book the taxi for the airport later",
            "User booked the taxi for the airport.",
            "book the taxi for the airport",
        ),
    ],
)
def test_a_to_do_is_not_stored_as_done(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, "Of course."), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.NOT_AN_ASSERTION in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i rang the surgery and i must ring the pharmacy too",
            "User rang the surgery.",
            "I rang the surgery",
        ),
        (
            "remind me to post the birthday card",
            "User needs to post the birthday card.",
            "remind me to post the birthday card",
        ),
        (
            "it gave me the freedom to express myself",
            "User expressed gratitude for the support.",
            "it gave me the freedom to express myself",
        ),
    ],
)
def test_a_done_event_or_another_event_is_left_to_the_other_rules(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, "Of course."), fact, quote)
    assert "still to do" not in verdict.detail


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("it was lovely to see my sister", "User saw their sister."),
        ("it was good to get the garden done", "User got the garden done."),
    ],
)
def test_an_infinitive_hanging_on_a_past_says_it_happened(said: str, fact: str) -> None:
    assert judge(convo(said, "Nice."), fact, said).outcome is Outcome.ACCEPT
