"""A statement the user asks about once said (stop 50, V7b):

- a question after it that asks the listener whether it is so or which it is ("..., would you
  say", "..., is that right", "... or which one") makes it asked, not told; "did i tell you"
  and "can you believe it" ask about the telling, and "whether ... or not" concedes;
- a tag of the statement's own polarity after a statement about a thing ("my insurance covers
  the dentist, does it") asks whether it is so and is held; a tag of the other polarity ("the
  holiday was lovely, wasn't it") only seeks agreement."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "the dog's limp is from the long walk on saturday, would you say, he was fine before",
            "User's dog's limp is from the long walk on Saturday.",
            "the dog's limp is from the long walk on saturday",
        ),
        (
            "the council collects the green bins on thursdays, is that right",
            "The council collects User's green bins on Thursdays.",
            "the council collects the green bins on thursdays",
        ),
        (
            "for my knees cycling is kinder than running or which one",
            "Cycling is kinder than running for User's knees.",
            "for my knees cycling is kinder than running",
        ),
    ],
)
def test_a_statement_asked_about_after_it_is_not_stored(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my grandson's moving to glasgow, did i tell you",
            "User's grandson is moving to Glasgow.",
            "my grandson's moving to glasgow",
        ),
        (
            "my wife passed her driving test, can you believe it",
            "User's wife passed her driving test.",
            "my wife passed her driving test",
        ),
        (
            "we're selling the caravan in may whether the kids like it or not",
            "User is selling the caravan in May.",
            "we're selling the caravan in may",
        ),
        (
            "the holiday was lovely, wasn't it, all that sun",
            "User's holiday was lovely.",
            "the holiday was lovely",
        ),
    ],
)
def test_a_question_about_the_telling_or_a_concession_leaves_it_told(
    said: str, fact: str, quote: str
) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is not Outcome.REJECT, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my insurance covers the dentist, does it",
            "User's insurance covers the dentist.",
            "my insurance covers the dentist",
        ),
        (
            "the trains run late on sundays do they",
            "User's trains run late on Sundays.",
            "the trains run late on sundays",
        ),
    ],
)
def test_a_tag_of_the_statements_own_polarity_holds_it(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict
