"""A statement that starts with "did" as its main verb, its subject dropped as speech drops it
("did the ironing then watched the match"), is no question: an article or a possessive after
"did" opens the object's noun phrase, and only a bare verb after a whole noun phrase ("did the
kids finish") makes the "did" a question's auxiliary. A plan the fact names by a noun ("User's
next step is ...") carries the user's "I'm going to" as a plan."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.clauses import inverted
from tests.validation.conftest import convo, judge


def _lows(text: str) -> tuple[str, ...]:
    return tuple(text.split())


@pytest.mark.parametrize(
    "said",
    [
        "did the ironing then watched the match",
        "did the hoovering and had a bath",
        "did my accounts before lunch",
        "did the dishes and went to bed",
        "did a big shop at the market",
        "did a 10k run along the canal",
        "did her hair for the wedding",
    ],
)
def test_did_with_an_object_noun_phrase_is_a_statement(said: str) -> None:
    assert not inverted(_lows(said), 0)


@pytest.mark.parametrize(
    "said",
    [
        "did the kids finish their tea",
        "did my brother ring you",
        "did the new boiler work for you",
        "did you enjoy the match",
        "did it rain at yours",
        "does my mums cough sound bad",
    ],
)
def test_did_with_a_subject_and_a_bare_verb_is_a_question(said: str) -> None:
    assert inverted(_lows(said), 0)


def test_a_statement_with_did_as_main_verb_backs_its_fact() -> None:
    msgs = convo("did the ironing then watched the match with my dad")
    assert (
        judge(msgs, "User did the ironing.", "did the ironing then watched the match").outcome
        is Outcome.ACCEPT
    )


def test_a_do_question_with_a_noun_phrase_subject_stays_a_question() -> None:
    msgs = convo("did the kids finish their tea")
    assert (
        judge(msgs, "User's kids finished their tea.", "did the kids finish their tea").outcome
        is Outcome.REJECT
    )


def test_a_fact_naming_the_plan_as_the_next_step_carries_it() -> None:
    msgs = convo("i'm going to ring the surgery and book the jab")
    quote = "going to ring the surgery and book the jab"
    assert (
        judge(msgs, "User's next step is ringing the surgery to book the jab.", quote).outcome
        is Outcome.ACCEPT
    )
    assert judge(msgs, "User rang the surgery to book the jab.", quote).outcome is Outcome.REJECT
