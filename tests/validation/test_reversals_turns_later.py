"""V12: an expectation reversed turns after the statement ("we didn't in the end", "she's not
getting one after all") is read as the statement's when its subject is whom the fact is about
(or a pointing word), and not when the doing it reverses was said only in between ("he wanted
to come on the cruise" ... "he's not coming after all") or belongs to another person ("my
sister was going to come but she's not after all"). A correction turns later that gives a
name, day or number said in between, and none of the fact's, settles that ("we met in sixty
two, or sixty three" ... "sorry i'm muddled, it was sixty three"). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "between", "then"),
    [
        (
            "we're putting an offer in on the bungalow",
            "User is putting an offer in on the bungalow",
            "yeah it's got a lovely garden for the dog",
            "we didn't in the end, the survey was bad",
        ),
        (
            "i'm doing the three peaks in july",
            "User is doing the Three Peaks in July",
            "i've been training on the hills every weekend",
            "nothing came of it in the end, not enough people signed up",
        ),
        (
            "um we're taking the grandkids to legoland in august",
            "User is taking the grandchildren to Legoland in August",
            "yeah the little one's obsessed with lego",
            "we're not going after all, it's way too dear",
        ),
        (
            "we're getting a kitten next week",
            "User is getting a kitten",
            "a little tabby i think, my grandson's picked the name",
            "oh we're not getting her after all, my husband's allergic",
        ),
    ],
)
def test_a_reversal_by_the_facts_subject_two_turns_on_holds(
    said: str, fact: str, between: str, then: str
) -> None:
    verdict = judge(convo(said, "Exciting!", between, "Lovely.", then), fact, said)
    assert verdict.outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "between", "then"),
    [
        # the coming was said in between; the fact is his name
        (
            "my husband's called derek",
            "User's husband is called Derek",
            "he wanted to come on the cruise but",
            "he's not coming after all his knee's bad",
        ),
        # a doing of the user said in between, not the fact's
        (
            "i walk the dog every morning",
            "User walks the dog every morning",
            "we were thinking of getting a second dog",
            "nah we're not getting one after all, one's enough",
        ),
    ],
)
def test_a_reversal_of_a_doing_said_in_between_keeps_it(
    said: str, fact: str, between: str, then: str
) -> None:
    assert judge(convo(said, "Nice.", between, "Oh?", then), fact, said).outcome is Outcome.ACCEPT


def test_another_persons_reversal_keeps_the_users_plan() -> None:
    said = "we're going to cornwall in may"
    msgs = convo(
        said, "Lovely.", "my sister was going to come but she's not after all", "Oh, shame.", "still"
    )
    assert judge(msgs, "User is going to Cornwall in May", said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "between", "then"),
    [
        (
            "my wife's name is jean",
            "User's wife's name is Jean",
            "we met at a dance in sixty two, or sixty three",
            "sorry i'm getting muddled it was sixty three",
        ),
        (
            "my grandson's called alfie",
            "User's grandson is called Alfie",
            "he's doing his exams in maths and physics, no chemistry",
            "sorry no i got that wrong, it's physics",
        ),
    ],
)
def test_a_correction_of_a_value_said_in_between_keeps_it(
    said: str, fact: str, between: str, then: str
) -> None:
    assert judge(convo(said, "Lovely.", between, "Oh?", then), fact, said).outcome is Outcome.ACCEPT


def test_a_correction_with_the_facts_own_kind_of_value_still_holds() -> None:
    said = "my granddaughter's nine"
    msgs = convo(
        said,
        "Lovely age.",
        "she's really into horses",
        "Does she ride?",
        "sorry i'm getting muddled she's ten",
    )
    assert judge(msgs, "User's granddaughter is 9", said).outcome is not Outcome.ACCEPT
