"""An "a X" noun phrase in a question that a relative clause of the user's own restricts with a
past verb ("what do i name a kitten | we just got") is had: the clause says the user got it,
as "the kitten we got" did. A relative clause that does not say it happened ("a kitten we might
get", "a kitten we didn't get") gives nothing. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("what do i name a black rescue kitten we just got", "User has a black rescue kitten."),
        ("how often do i water a fig tree i bought at the market", "User has a fig tree."),
    ],
)
def test_the_relative_clause_says_it_is_had(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    "said",
    [
        "what do i name a kitten we might get",
        "what do i name a kitten we didn't get",
        "should i get a kitten",
    ],
)
def test_a_clause_that_does_not_say_it_happened_gives_nothing(said: str) -> None:
    assert judge(convo(said), "User has a kitten.", said).outcome is Outcome.REJECT
