"""Typed values (V5, V12): the noun a number counts is said right after it, before any pause,
and is never a person's pronoun ("twenty, | they doubled it", "nine fifty | i think"), except
in a partitive ("two of them"). A bare value that opens the next turn, with its own label
("year three" of "year four"), may correct the fact's; a cardinal after a date is an age, not
another day of the month. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize
from companion.validation.values import mentions
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        ("forty, they put it up in june", set()),
        ("nine fifty i read the letter again", set()),
        ("three kids at home", {"kid"}),
        ("two of them are sisters", {"them"}),
        ("five!! my little girl is five", set()),
    ],
)
def test_the_noun_a_number_counts(text: str, noun: set[str]) -> None:
    counted = mentions(canonicalize(text))[0].noun
    assert noun <= counted
    assert counted if noun else not counted


@pytest.mark.parametrize(
    ("turns", "fact", "quote", "outcomes"),
    [
        (  # a bare dose after a pause replaces the one told
            ["i'm on twenty milligrams of citalopram", "Is it helping?", "forty, they put it up in june"],
            "User takes 20 mg of citalopram.",
            "i'm on twenty milligrams of citalopram",
            {Outcome.PENDING, Outcome.REJECT},
        ),
        (  # the value's own label opens the turn
            ["my grandson's in year four", "What does he like?", "year three, he goes up in september"],
            "User's grandson is in Year 4.",
            "my grandson's in year four",
            {Outcome.PENDING, Outcome.REJECT},
        ),
        (  # some of the three: nothing corrected
            ["we've got three dogs, all collies", "Busy house!", "two of them are brothers"],
            "User has three dogs.",
            "we've got three dogs",
            {Outcome.ACCEPT},
        ),
        (  # an age after a birthday is no other day
            ["our cat's birthday is june third", "How old is she?", "five!! my little girl is five"],
            "User's cat's birthday is June 3rd.",
            "our cat's birthday is june third",
            {Outcome.ACCEPT},
        ),
        (  # the last word says it again
            [
                "i've got three children",
                "Nearby?",
                "well four if you count my husband ha",
                "Ha!",
                "but three kids, yes",
            ],
            "User has three children.",
            "i've got three children",
            {Outcome.ACCEPT},
        ),
    ],
)
def test_a_value_told_again_later(turns: list[str], fact: str, quote: str, outcomes: set[Outcome]) -> None:
    assert judge(convo(*turns), fact, quote).outcome in outcomes
