"""Whom a predicate is said of when the quote is cut after its subject (V6): a relation written
with its "'s" and the apostrophe dropped, before a predicate and nothing that continues a noun
phrase, is the relation and "is" ("me partner's allergic to ..."), so the predicate belongs to
that person, not to a thing the user owns; and a name a pronoun's clause says after its verb
("she's the one who speaks welsh") is what is said of her, not who she is. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.clauses import Subject, possessive_phrases
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("text", "phrase_end"),
    [
        ("me fella's coeliac so it's the gluten free pasta", 2),
        ("my colleagues vegetarian, so the team lunch was halloumi", 2),
        ("me grandad's ninety on sunday", 2),
        ("my lodger's diabetic", 2),
    ],
)
def test_a_relation_and_its_clitic_end_the_noun_phrase(text: str, phrase_end: int) -> None:
    lows = analyse(text).canon.lows
    first, end, owner = possessive_phrases(lows, 0, len(lows))[0]
    assert (first, end, owner) == (0, phrase_end, Subject.USER)


@pytest.mark.parametrize(
    "text",
    ["my sister's old flat in leith is tiny", "my dad's old blue van", "my dad's two dogs"],
)
def test_a_relations_thing_stays_one_noun_phrase(text: str) -> None:
    lows = analyse(text).canon.lows
    _first, end, _owner = possessive_phrases(lows, 0, len(lows))[0]
    assert end >= 3


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "me fella's coeliac so it's the gluten free pasta again",
            "User is coeliac.",
            "coeliac so it's the gluten free pasta",
        ),
        ("our neighbour's deaf in one ear, we knock loud", "User is deaf in one ear.", "deaf in one ear"),
        (
            "my stepsons left handed and the school scissors are useless",
            "User is left-handed.",
            "left handed and the school scissors",
        ),
        (
            "my son, he's the one who plays the cello, i just drive him",
            "User plays the cello.",
            "he's the one who plays the cello",
        ),
        (
            "my sister in law, she's the one who knows mandarin, i'm hopeless",
            "User knows Mandarin.",
            "she's the one who knows Mandarin",
        ),
    ],
)
def test_a_predicate_of_somebody_else_is_not_the_users(message: str, fact: str, quote: str) -> None:
    v = judge(convo(message), fact, quote)
    assert v.outcome is Outcome.REJECT
    assert v.reasons[0] is Reason.WRONG_SUBJECT


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "my lodger's diabetic so i keep the sugar hidden",
            "User's lodger is diabetic.",
            "my lodger's diabetic",
        ),
        (
            "my daughter, she's the one who speaks welsh",
            "User's daughter speaks Welsh.",
            "she's the one who speaks Welsh",
        ),
        (
            "in our house i'm the one who does the cooking",
            "User does the cooking.",
            "I'm the one who does the cooking",
        ),
    ],
)
def test_the_right_person_keeps_the_fact(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        ("gran's ninety two next week, we're having a tea", "User is 92.", "ninety two next week"),
        (
            "my mate dave's allergic to penicillin",
            "User is allergic to penicillin.",
            "allergic to penicillin",
        ),
        (
            "our eldest is at uni in york studying law",
            "User is studying law at uni in York.",
            "at uni in York studying law",
        ),
    ],
)
def test_a_bare_relation_a_named_relation_and_a_child_keep_their_predicate(
    message: str, fact: str, quote: str
) -> None:
    assert judge(convo(message), fact, quote).outcome is Outcome.REJECT
