"""Negative concord (V4, V7b): in many Englishes a negation repeats itself on the indefinites after
it ("i don't take no sugar", "she can't drive no more", "i never told nobody"); it is one negation,
so a quote that writes it the standard way is the user's words, and the clause still reads as
negated once."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "i don't take no sugar in my tea, never have",
            "I don't take sugar in my tea",
            "User doesn't take sugar in their tea.",
        ),
        (
            "my mum can't drive no more since the stroke",
            "my mum can't drive anymore since the stroke",
            "User's mother can no longer drive since her stroke.",
        ),
        (
            "i never told nobody about the lottery win",
            "I never told anybody about the lottery win",
            "User never told anybody about their lottery win.",
        ),
        (
            "we don't go nowhere at christmas, we stay put",
            "we don't go anywhere at christmas",
            "User doesn't go anywhere at Christmas.",
        ),
    ],
)
def test_a_concord_negation_backs_the_standard_quote(said: str, quote: str, fact: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, verdict.detail


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i don't take no sugar in my tea, never have", "User takes sugar in their tea."),
        ("my mum can't drive no more since the stroke", "User's mother drives."),
    ],
)
def test_the_clause_stays_negated_once(said: str, fact: str) -> None:
    verdict = judge(convo(said), fact, said)
    assert verdict.outcome is Outcome.REJECT, verdict.detail


@pytest.mark.parametrize(
    "said",
    [
        "i didn't say no to the promotion",  # the word "no" itself, before "to"
        "i don't want two no three sugars",  # a repair of a number
        "i don't know, no, i'd have to ask",  # an answer after a pause
        "no money no job no worries",  # no negated verb before it
        "not on a sunday no chance i need my lie in",  # a bare "not" of a phrase, not of a verb
        "i'm the mayor don't you know ha no i'm a postman",  # an answer before a clause
        "i can't eat gluten so no birthday cake for me",  # a link ends the negated clause
        "i won't give up no matter how long it takes",  # an idiom, no negation of a noun
    ],
)
def test_a_no_that_repeats_no_negation_stays(said: str) -> None:
    assert "no" in canonicalize(said).keys


def test_concord_reads_as_the_standard_sentence() -> None:
    """The "no" before a noun is the standard sentence's "any" (which a quote may leave out)."""
    said = canonicalize("we don't have no savings left").keys
    assert said == canonicalize("we don't have any savings left").keys
