"""V9: a fact whose main verb is a manner of talking on, about something or on its own ("User
rambles about roses", "User waffled on about their knees"), says how the user talks to the
companion, not something of their world, in whatever tense it is written (the pattern read
only "keeps rambling", "is rambling"). A fact about a rabbit, somebody else's rambling, or
rambling in the hills (a walk) is not. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "sorry i keep rambling about the roses",
            "User rambles about roses.",
            "I keep rambling about the roses.",
        ),
        (
            "ugh i'm waffling on about my knees again",
            "User waffled on about their knees.",
            "I'm waffling on about my knees.",
        ),
        (
            "i do babble about the grandkids don't i",
            "User babbles about the grandkids.",
            "I do babble about the grandkids.",
        ),
    ],
)
def test_talking_on_is_about_the_conversation(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.META_STATEMENT in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we've got a rabbit called pudding",
            "User has a rabbit called Pudding.",
            "We've got a rabbit called Pudding.",
        ),
        (
            "my uncle rambles on about the war every sunday",
            "User's uncle rambles on about the war every Sunday.",
            "My uncle rambles on about the war every Sunday.",
        ),
        (
            "i go rambling in the peaks every weekend",
            "User goes rambling in the Peaks every weekend.",
            "I go rambling in the Peaks every weekend.",
        ),
    ],
)
def test_a_rabbit_or_an_uncle_rambling_is_a_fact(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we're going on holiday to spain in june",
            "User is going on holiday to Spain in June.",
            "we're going on holiday to Spain",
        ),
        (
            "i'm going on a cruise round the fjords in may",
            "User is going on a cruise in May.",
            "I'm going on a cruise",
        ),
        (
            "i'm going on a date friday, first one in years",
            "User is going on a date on Friday.",
            "I'm going on a date friday",
        ),
    ],
)
def test_going_on_somewhere_is_a_fact(said: str, fact: str, quote: str) -> None:
    """ "going on" is talk on its own, "about" something or "and on"; "going on | holiday" goes."""
    assert judge(convo(said), fact, quote).outcome is not Outcome.REJECT


@pytest.mark.parametrize(
    "fact",
    ["User keeps going on about the weather.", "User is going on and on.", "User was going on."],
)
def test_going_on_about_something_is_talk(fact: str) -> None:
    verdict = judge(
        convo("sorry i'm going on and on about the weather"), fact, "I'm going on and on about the weather"
    )
    assert verdict.outcome is Outcome.REJECT
    assert Reason.META_STATEMENT in verdict.reasons
