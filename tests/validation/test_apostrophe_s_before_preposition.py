"""V6, a relation written with "'s" before a preposition is the relation and "is" ("my
brother's | in the navy"), not a plural noun phrase the user owns ("my brothers in the navy").
The canonical tokens drop the apostrophe, so the phrase was extended over the preposition, every
word of it counted as the user's, and a quote cut after the "'s" was stored as a fact about the
user. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.clauses import possessive_phrases
from companion.validation.normalize import canonicalize
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        ("my brother's in the navy now", "in the navy now", "User is in the navy."),
        (
            "yeah my dad's in hospital with his chest again",
            "in hospital with his chest again",
            "User is in hospital.",
        ),
        (
            "they said my niece's on the spectrum so she'll get help",
            "on the spectrum so she'll get help",
            "User is on the spectrum.",
        ),
        (
            "our lodger\u2019s at college in the week",
            "at college in the week",
            "User is at college in the week.",
        ),
    ],
)
def test_a_quote_after_someone_elses_apostrophe_s_is_not_the_users(said: str, quote: str, fact: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.WRONG_SUBJECT in verdict.reasons


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        ("my brother's in the navy now", "my brother's in the navy now", "User's brother is in the navy."),
        (
            "my cousin's in sydney for a year",
            "in sydney for a year",
            "User's cousin is in Sydney for a year.",
        ),
        ("my brother's in law is a vet", "my brother's in law is a vet", "User's brother-in-law is a vet."),
    ],
)
def test_the_same_words_about_that_person_still_pass(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_a_plural_written_without_apostrophe_keeps_its_phrase() -> None:
    """ "my brothers in the navy" (no apostrophe) is one noun phrase the user owns."""
    plural, contracted = "my brothers in the navy", "my brother's in the navy"
    assert analyse(plural).users == frozenset(range(5))
    assert analyse(contracted).users == frozenset({0, 1})
    lows = canonicalize(plural).lows
    assert possessive_phrases(lows, 0, len(lows))[0][:2] == (0, 5)
    assert possessive_phrases(lows, 0, len(lows), apostrophe_s=frozenset({1}))[0][:2] == (0, 2)
