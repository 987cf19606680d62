"""A condition said after its main clause with no comma ("we'll sell the cottage if the survey
comes back clean") opens a clause of its own, so it governs the statement before it; "if" that
means "whether" ("not sure if", "ask him if") and a concession ("even if it rains") leave the
statement asserted. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.clauses import Subject
from companion.validation.frames import Frame
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


def frames_at(text: str, word: str) -> frozenset[Frame]:
    ut = analyse(text)
    return ut.frames[ut.canon.lows.index(word)]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("well sell the cottage if the survey comes back clean", "cottage"),
        ("mum's moving in with us if her flat sells", "moving"),
        ("we'll put gran in respite if dad's op goes ahead", "respite"),
        ("we'll move to leeds if tom can't find work here", "leeds"),
    ],
)
def test_a_trailing_condition_governs_the_clause_before(text: str, word: str) -> None:
    assert Frame.CONDITION in frames_at(text, word)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("i've booked the ferry, not sure if my brother's coming", "ferry"),
        ("i rang my brother to ask him if he wants the sofa", "rang"),
        ("we're doing the coast path even if it rains", "path"),
    ],
)
def test_whether_and_concession_leave_the_statement_asserted(text: str, word: str) -> None:
    assert Frame.CONDITION not in frames_at(text, word)


def test_the_condition_dropped_by_the_fact_rejects_it() -> None:
    msgs = convo("i start the nursing degree in september if the bursary comes through")
    v = judge(msgs, "User starts a nursing degree in September.", "I start the nursing degree in September")
    assert v.outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("text", "word", "past"),
    [
        ("we had chickens when the kids were small", "chickens", True),
        ("me dad kept pigeons when he was fit", "pigeons", True),
        ("i love it when the house is quiet", "love", False),
        ("we have chickens now, when the kids were small we had none", "have", False),
    ],
)
def test_a_past_when_clause_puts_a_past_main_clause_in_a_period_that_is_over(
    text: str, word: str, past: bool
) -> None:
    assert (Frame.PAST in frames_at(text, word)) is past


@pytest.mark.parametrize(
    ("text", "clauses"),
    [
        ("not once did i pay the rent late", 1),
        ("never once have i voted for them", 1),
        ("not yet can i take a paracetamol", 2),
    ],
)
def test_a_negative_inversion_is_one_statement_about_its_subject(text: str, clauses: int) -> None:
    ut = analyse(text)
    assert len(ut.clauses) == clauses
    if clauses == 1:
        assert ut.clauses[0].subject is Subject.USER
        assert not ut.clauses[0].question


def test_the_negation_of_an_inversion_governs_the_quote_after_it() -> None:
    v = judge(
        convo("not once did i pay the rent late at that flat"),
        "User paid the rent late.",
        "pay the rent late at that flat",
    )
    assert v.outcome is Outcome.REJECT
