"""Clauses: "my husband's snoring | is why i'm so tired": a gerund right after a person's "'s"
with a finite "is", "was", "has" or a third-person verb after it is the noun of a subject ("his
snoring"), so the "'s" is a possessive, not "is"; in a question the whole phrase is taken as
given, and "User's husband snores" rests on it. "my husband's snoring again" (nothing finite
after it) is still "is snoring". Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.clauses import possessive_phrases
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "do you think my husband's snoring is why i'm so tired",
            "User's husband snores.",
            "My husband's snoring.",
        ),
        (
            "do you think my dog's barking is annoying the neighbours",
            "User's dog barks.",
            "My dog's barking.",
        ),
    ],
)
def test_a_question_takes_the_owned_gerund_as_given(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_the_gerund_belongs_to_the_phrase() -> None:
    lows = canonicalize("do you think my husband's snoring is why i'm so tired").lows
    ((first, end, _owner),) = possessive_phrases(lows, 0, len(lows), asked=True)
    assert lows[first:end] == ("my", "husbands", "snoring")


def test_nothing_finite_after_it_is_still_is() -> None:
    said = "my husband's snoring again"
    assert judge(convo(said), "User's husband is snoring again.", said).outcome is Outcome.ACCEPT
