"""What the user wants to talk about is no wish (rule V7d, `frames.FrameBuilder.apply_topics`),
and a clause after a verb whose topic is said is no complement (`frames._topic_closes`,
`clauses._topic_noun`). Facts about the talk itself stay meta statements (V9). Our own words."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.frames import Frame
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


def frames_at(text: str, word: str) -> frozenset[Frame]:
    ut = analyse(text)
    return ut.frames[ut.canon.lows.index(word)]


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "i want to tell you about my retirement do it finished in june",
            "User's retirement do finished in June.",
            "it finished in june",
        ),
        (
            "i'd love to talk about my allotment, i've had it since the eighties",
            "User has had their allotment since the 1980s.",
            "i've had it since the eighties",
        ),
        (
            "i'm going to tell you about my trip to galway, it rained every day",
            "User went on a trip to Galway.",
            "my trip to galway",
        ),
    ],
)
def test_what_is_told_after_a_wish_to_talk_is_told(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is Outcome.ACCEPT


def test_the_topic_is_no_wish_but_a_wish_of_something_else_is() -> None:
    assert Frame.WISH not in frames_at("i want to tell you about my allotment", "allotment")
    # not a verb of talking: the allotment is what is wished for
    assert Frame.WISH in frames_at("i want to get my allotment back", "allotment")
    # somebody else's topic is not the user's
    assert Frame.WISH in frames_at("i want to tell you about his allotment", "allotment")


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "i want to get an allotment near the canal",
            "User has an allotment near the canal.",
            "an allotment near the canal",
        ),
        ("i'd love to talk to my son about moving to leeds", "User is moving to Leeds.", "moving to leeds"),
    ],
)
def test_a_wish_that_is_not_of_talking_still_frames_it(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "i want to tell you about my allotment",
            "User is telling the assistant about their allotment.",
            "i want to tell you about my allotment",
        ),
        (
            "let me tell you about my week",
            "User will talk about their week.",
            "let me tell you about my week",
        ),
        (
            "i'm going to tell you about my garden",
            "User is going to tell you about their garden.",
            "i'm going to tell you about my garden",
        ),
    ],
)
def test_the_talk_itself_is_a_meta_statement(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is Outcome.REJECT
