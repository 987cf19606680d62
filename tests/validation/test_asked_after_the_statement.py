"""A statement the user asks about once said (stop 50, V7b):

- a question after it that asks the listener whether it is so or which it is ("..., would you
  say", "..., is that right", "... or which one") makes it asked, not told; "did i tell you"
  and "can you believe it" ask about the telling, and "whether ... or not" concedes;
- a tag of the statement's own polarity after a statement about a thing ("my insurance covers
  the dentist, does it") asks whether it is so and is held; a tag of the other polarity ("the
  holiday was lovely, wasn't it") only seeks agreement;
- a verb of supposing said as an order before a past clause ("say the pools came in, ...")
  supposes what follows, as "say I won" does; "i have to say ..." does not."""

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


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "say the pools came in, first thing i'm buying a static caravan in tenby",
            "User is buying a static caravan in Tenby.",
            "i'm buying a static caravan in tenby",
        ),
        (
            "say my knee went again, i'd be off work till spring",
            "User is off work till spring.",
            "i'd be off work till spring",
        ),
        (
            "picture it, me on a cruise round the norwegian fjords with a gin",
            "User is on a cruise round the Norwegian fjords.",
            "me on a cruise round the norwegian fjords",
        ),
    ],
)
def test_a_supposition_said_as_an_order_frames_what_follows(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i have to say my grandson passed his driving test first time",
            "User's grandson passed his driving test first time.",
            "my grandson passed his driving test first time",
        ),
        (
            "say thanks to the nurse who looked after me, she was lovely",
            "User's nurse looked after them.",
            "the nurse who looked after me",
        ),
    ],
)
def test_say_as_the_speakers_own_verb_supposes_nothing(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is not Outcome.REJECT, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i came across a lovely old bandstand on my walk, i had to take a picture, it made my day",
            "User came across an old bandstand on their walk.",
            "i came across a lovely old bandstand on my walk",
        ),
        (
            "i wanted a change and this seemed the way to do it. it's been hard work, but worth it",
            "User finds the change hard work but worth it.",
            "it's been hard work, but worth it",
        ),
    ],
)
def test_a_picture_taken_and_a_verb_with_its_object_are_no_frame(said: str, fact: str, quote: str) -> None:
    # "take a picture, it ...": no order to imagine; "to do it.": no tag question
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "is it legal that my landlord's putting the rent up again",
            "User's landlord is putting the rent up again.",
            "my landlord's putting the rent up again",
        ),
        (
            "is it fair that my sister gets everything in the will",
            "User's sister gets everything in the will.",
            "my sister gets everything in the will",
        ),
    ],
)
def test_a_question_of_the_laws_or_fairness_takes_its_fact_as_given(said: str, fact: str, quote: str) -> None:
    # "is it legal that X", like "is it normal that X", asks about X's standing, not whether X
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_is_it_true_that_still_asks() -> None:
    said = "is it true that my landlord can keep the deposit"
    verdict = judge(convo(said), "User's landlord can keep the deposit.", "my landlord can keep the deposit")
    assert verdict.outcome is Outcome.REJECT
