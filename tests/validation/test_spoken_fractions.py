"""Fractions said with their count and written with a slash are one value (stop 51, V5):
"three quarters" and "3/4" are both 0.75, "two thirds" and "2/3" 0.666667, "one and three
quarters" 1.75, "half of my books" 0.5. The ordinals come from text2num ("fifths", "an eighth"),
so no list of fraction words grows by hand. A fraction changed between the user's words and the
fact is a changed specific; an ordinal that counts or dates ("the twenty third of may", "a third
child", "thinking about a fifth"), the half of a match, a date with a year and "24/7" stay what
they were."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.lexicon.numbers import fraction_denominator, singular_number
from companion.validation.normalize import canonicalize

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "honestly i've only sanded like three quarters of the deck, my back gave out",
            "User has sanded 3/4 of the deck.",
            "I've only sanded 3/4 of the deck.",
        ),
        (
            "the doctor cut me down to two thirds of a pill at night",
            "User takes 2/3 of a pill at night.",
            "The doctor cut me down to 2/3 of a pill at night.",
        ),
        (
            "the drive to my sister's takes one and three quarters hours, it's a long old slog",
            "User's drive to their sister's takes 1.75 hours.",
            "The drive to my sister's takes 1.75 hours.",
        ),
        (
            "we've put away five eighths of what we need for the roof",
            "User has saved 5/8 of what they need for the roof.",
            "We've put away 5/8 of what we need for the roof.",
        ),
    ],
)
def test_a_fraction_written_for_the_spoken_one_is_accepted(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "honestly i've only sanded like three quarters of the deck, my back gave out",
            "User has sanded half of the deck.",
            "I've only sanded three quarters of the deck.",
        ),
        (
            "the doctor cut me down to two thirds of a pill at night",
            "User takes 1/3 of a pill at night.",
            "The doctor cut me down to two thirds of a pill at night.",
        ),
    ],
)
def test_a_changed_fraction_is_a_changed_specific(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT, verdict
    assert Reason.UNSUPPORTED_SPECIFIC in verdict.reasons, verdict


@pytest.mark.parametrize(
    ("text", "lows"),
    [
        ("three quarters of the deck", ("0.75", "of", "the", "deck")),
        ("3/4 of the deck", ("0.75", "of", "the", "deck")),
        ("a third of my wages", ("0.333333", "of", "my", "wages")),
        ("i sold half my records", ("i", "sold", "0.5", "my", "records")),
        ("the twenty third of may", ("the", "23", "of", "may")),
        ("a third child", ("a", "3", "child")),
        ("we're thinking about a fifth", ("were", "thinking", "about", "a", "5")),
        (
            "she scored in the first half of the match",
            ("she", "scored", "in", "the", "1", "half", "of", "the", "match"),
        ),
        ("born on 3/4/2019", ("born", "on", "3", "4", "2019")),
        ("open 24/7", ("open", "24", "7")),
        ("give it two seconds", ("give", "it", "2", "seconds")),
    ],
)
def test_what_is_read_as_a_fraction(text: str, lows: tuple[str, ...]) -> None:
    assert canonicalize(text).lows == lows


def test_fraction_words_come_from_the_ordinals() -> None:
    assert [fraction_denominator(w) for w in ("thirds", "eighth", "quarters", "half", "tenths")] == [
        3,
        8,
        4,
        2,
        10,
    ]
    assert fraction_denominator("seconds") is None  # a unit, never halves
    assert fraction_denominator("sevens") is None  # a cardinal's plural counts
    assert singular_number("eighths") is None  # not "eight" with "hs"
    assert singular_number("sixes") == "six"


@pytest.mark.parametrize(
    ("said", "fact", "quote", "outcome"),
    [
        # "five k" of walking is 5 km: a fact in miles changes the unit
        (
            "i do my five k round the park every morning",
            "User walks 5 miles every morning.",
            "I do my 5K",
            Outcome.REJECT,
        ),
        (
            "i do my five k round the park every morning",
            "User walks 5 km every morning.",
            "I do my five k round the park every morning",
            Outcome.ACCEPT,
        ),
        # and "forty five k" a year is still 45,000
        ("i'm on forty five k a year now", "User earns 45k a year.", "I'm on 45k a year now", Outcome.ACCEPT),
    ],
)
def test_a_spoken_k_is_kilometres_or_thousands(said: str, fact: str, quote: str, outcome: Outcome) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is outcome, verdict
