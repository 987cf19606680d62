"""An initialism a recogniser spells out letter by letter ("my sister has m s") reads as the
same word written ("MS"): both sides fold it the same way. The written "MS" was folded as the
title "Ms" ("miss") while the merged letters "ms" were not, and the quote was not found. Our
own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("my sister has m s so i go round twice a week", "User's sister has MS.", "My sister has MS."),
        ("my son's got a d h d", "User's son has ADHD.", "my son's got ADHD"),
        ("ms jones is my teacher", "User's teacher is Ms. Jones.", "ms jones is my teacher"),
    ],
)
def test_spelled_and_written_initialisms_match(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_the_letters_and_the_written_word_have_one_key() -> None:
    assert canonicalize("m s").keys == canonicalize("MS").keys
