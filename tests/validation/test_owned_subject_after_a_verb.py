"""A possessive noun phrase right after a verb is its object ("i'm | my dad's carer") unless it
has a present verb or a copula of its own: then it opens the next clause ("i cannot sleep | my
physics exam is the day after tomorrow"), and the negation of the clause before does not deny
it. It was read as the object of "sleep" and the fact rejected as negated; now the negation
just before the quote only holds it for review (the clause reading of unpunctuated speech is
where the gate is least sure). An inverted subject ("should | my results be good enough") and a
past verb that opens a clause with its subject dropped ("didn't pass my theory test | missed it
by two") are no such phrase. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "subject"),
    [
        ("i cannot sleep my physics exam is the day after tomorrow", "my"),
        ("i can't settle my driving test starts at nine", "my"),
    ],
)
def test_the_owned_phrase_with_a_verb_opens_a_clause(said: str, subject: str) -> None:
    ut = analyse(said)
    assert len(ut.clauses) == 2
    assert ut.canon.lows[ut.clauses[1].first] == subject


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "i cannot sleep my physics exam is the day after tomorrow",
            "my physics exam is the day after tomorrow",
            "User's physics exam is on March 8, 2024.",
        ),
        (
            "i can't settle my driving test starts at nine",
            "my driving test starts at nine",
            "User's driving test starts at nine.",
        ),
    ],
)
def test_the_negation_before_it_no_longer_rejects(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        ("i'm my dad's carer", "i'm my dad's carer", "User is their dad's carer."),
    ],
)
def test_an_object_stays_an_object(said: str, quote: str, fact: str) -> None:
    assert len(analyse(said).clauses) == 1
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "so i didn't pass my theory test missed it by two questions",
            "pass my theory test",
            "User passed their theory test.",
        ),
        (
            "should my results be good enough i'll be doing law at york",
            "i'll be doing law at york",
            "User will study law at York.",
        ),
    ],
)
def test_denials_and_inverted_conditions_still_reject(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT
