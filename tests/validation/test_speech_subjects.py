"""Whom a spoken clause is about when the subject is reduced, dropped or said the regional way
(V6), and the verbs that negate what follows them (V7b). Our own sentences, one phenomenon each."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.clauses import Subject
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


def subject_of(text: str, word: str) -> Subject:
    ut = analyse(text)
    return ut.clause_at(ut.canon.lows.index(word)).subject


@pytest.mark.parametrize(
    ("text", "word", "subject"),
    [
        ("my nephew dropped out an he's working at the car wash", "working", Subject.THIRD),
        ("my little brother's gutted, broke his wrist at football", "broke", Subject.THIRD),
        ("mum's in a state, lost her keys again", "lost", Subject.THIRD),
        ("i'm in a state, tripped on the stairs", "tripped", Subject.USER),
        ("we both sat the exam, mine was a pass but hers came back a fail", "fail", Subject.THIRD),
        ("my son's the one who's vegan now", "vegan", Subject.THIRD),
        ("well be moving to dublin in the autumn", "moving", Subject.USER),
        ("ma pal senga's started the chemo", "started", Subject.THIRD),
    ],
)
def test_the_subject_of_a_spoken_clause(text: str, word: str, subject: Subject) -> None:
    assert subject_of(text, word) is subject


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "my nephew dropped out of college an he's working at the car wash now",
            "User is working at the car wash.",
            "Working at the car wash now",
        ),
        (
            "my little brother's gutted, broke his wrist at football",
            "User broke their wrist at football.",
            "Broke his wrist at football",
        ),
        (
            "we both sat the exam, mine was a pass but hers came back a fail",
            "User failed the exam.",
            "Came back a fail",
        ),
    ],
)
def test_a_cut_that_drops_the_real_subject_does_not_move_it_to_the_user(
    message: str, fact: str, quote: str
) -> None:
    v = judge(convo(message), fact, quote)
    assert v.outcome is Outcome.REJECT
    assert v.reasons[0] is Reason.WRONG_SUBJECT


def test_the_user_as_the_object_of_a_clause_about_the_listener_is_still_the_user() -> None:
    assert (
        judge(
            convo("yeah you can call me jo"), "The user wants to be called Jo.", "you can call me jo"
        ).outcome
        is Outcome.ACCEPT
    )


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        ("i forgot to book the flu jab again", "User booked their flu jab.", "Book the flu jab"),
        (
            "my landlord refused to sign the new lease",
            "User's landlord signed the new lease.",
            "Sign the new lease",
        ),
        (
            "i gave up smoking the year my daughter was born",
            "User smokes.",
            "smoking the year my daughter was born",
        ),
    ],
)
def test_a_negative_verb_before_the_quote_negates_it(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "i never forget to water the tomatoes before work",
            "User waters the tomatoes before work.",
            "water the tomatoes before work",
        ),
        ("am i crazy for wanting to quit my nursing job", "User has a nursing job.", "my nursing job"),
        (
            "i failed to get a place on the course, i'll apply again",
            "User did not get a place on the course.",
            "I failed to get a place on the course",
        ),
    ],
)
def test_negative_verbs_that_do_not_deny_the_fact(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is not Outcome.REJECT
