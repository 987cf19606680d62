"""V6: who a quote speaks about. A relation word elsewhere in the fact does not make it about
the quote's relation; "my wife and I" includes the user; "you" is the assistant."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


def _judge(fact: str, quote: str, message: str) -> tuple[Outcome, tuple[Reason, ...]]:
    v = judge(convo(message), fact, quote)
    return v.outcome, v.reasons


SISTER = "my sister is a doctor in Leeds, she works nights."


def test_a_relations_job_is_not_the_users() -> None:
    """ "my sister is a doctor" backs "User's sister is a doctor", never "User is a doctor"
    ("doctor" is itself a relation word: it must not stand in for the sister)."""
    assert _judge("User is a doctor.", "my sister is a doctor in Leeds", SISTER) == (
        Outcome.REJECT,
        (Reason.WRONG_SUBJECT,),
    )
    assert _judge("User's sister is a doctor.", "my sister is a doctor in Leeds", SISTER)[0] is Outcome.ACCEPT
    assert (
        _judge("User's sisters work nights.", "my sister is a doctor in Leeds", SISTER)[0] is Outcome.ACCEPT
    )


def test_my_wife_and_i_includes_the_user() -> None:
    msg = "my wife and I went to Paris for our anniversary."
    quote = "my wife and I went to Paris for our anniversary"
    assert _judge("User went to Paris for their anniversary.", quote, msg)[0] is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("fact", "message"),
    [
        ("User is a great listener.", "you are such a great listener, thank you."),
        ("User loves jazz.", "you love jazz so much, I can tell."),
    ],
)
def test_what_the_user_says_of_you_is_about_the_assistant(fact: str, message: str) -> None:
    outcome, reasons = _judge(fact, message.split(",")[0], message)
    assert outcome is Outcome.REJECT
    assert reasons == (Reason.WRONG_SUBJECT,)


def test_asking_you_is_judged_as_a_question_not_a_subject() -> None:
    """ "Do you have pictures?" asks the assistant: V6 leaves the question to V7."""
    message = "That sounds lovely! Do you have any photos from the pottery fair?"
    fact = "User wants to see the photos from the pottery fair."
    assert _judge(fact, "you have any photos from the pottery fair", message)[0] is Outcome.ACCEPT


def test_a_fact_about_a_thing_may_rest_on_they() -> None:
    """ "They offer yoga and kickboxing" (the studio) backs "The studio offers ...", not "User offers ..."."""
    message = "Yeah, they offer a bunch of classes, like yoga and kickboxing. Keeps it fun!"
    quote = "they offer a bunch of classes, like yoga and kickboxing"
    assert (
        _judge("The studio the user attends offers yoga and kickboxing.", quote, message)[0] is Outcome.ACCEPT
    )
    assert _judge("User offers yoga and kickboxing classes.", quote, message) == (
        Outcome.REJECT,
        (Reason.WRONG_SUBJECT,),
    )


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "her husband's just had a stroke, my friend june i mean",
            "User's husband has just had a stroke.",
            "husband's just had a stroke",
        ),
        ("their daughter is a midwife", "User's daughter is a midwife.", "their daughter is a midwife"),
        ("my father in law lives in cork", "User's father lives in Cork.", "my father in law lives in Cork"),
    ],
)
def test_a_relation_of_somebody_else_or_in_law_is_not_the_users_own(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, "Oh dear."), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.WRONG_SUBJECT in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("my father in law lives in cork", "User's father-in-law lives in Cork."),
        ("my husband's just had a stroke", "User's husband has just had a stroke."),
    ],
)
def test_the_users_own_relation_said_in_full_stays_stored(said: str, fact: str) -> None:
    assert judge(convo(said, "Oh dear."), fact, said).outcome is Outcome.ACCEPT
