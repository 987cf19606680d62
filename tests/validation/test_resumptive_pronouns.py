"""A pronoun that says again the subject noun phrase right before it ("my wife | she | no like
the city", "the boiler | it | packed in again") is how speech often puts a subject; a tidy quote
leaves it out, and the alignment skips it at no cost. Only after a noun phrase that opens its
clause with a possessive or an article. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.matching import resumptive_pronouns
from companion.validation.normalize import canonicalize

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        ("my son he plays football for the school", "My son plays football", "User's son plays football."),
        (
            "the car it broke down again on the ring road",
            "the car broke down again",
            "User's car broke down.",
        ),
        (
            "my wife she no like the city, too much noise",
            "My wife doesn't like the city",
            "User's wife doesn't like the city.",
        ),
        (
            "my little sister she works at the bakery",
            "My little sister works at the bakery",
            "User's younger sister works at a bakery.",
        ),
    ],
)
def test_a_subject_said_again_is_the_same_clause(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    "said",
    [
        "i saw my wife she was crying in the car",  # "my wife" is an object, "she" a new clause
        "we met him at the station",
        "my son plays football",  # nothing said again
    ],
)
def test_no_subject_said_again(said: str) -> None:
    canon = canonicalize(said)
    assert not resumptive_pronouns(canon.lows, canon.boundary)


def test_the_pronoun_still_counts_where_the_quote_puts_another_word() -> None:
    """Only leaving the pronoun out is free: a quote that changes a word still pays for it."""
    verdict = judge(
        convo("my son he plays football for the school"), "User's son plays rugby.", "My son plays rugby"
    )
    assert verdict.outcome is Outcome.REJECT
