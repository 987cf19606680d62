"""A number said of one thing and given by the fact to another (stop 50, V5,
`binding.crossed_value`): spoken pairs put each number beside its own thing in clauses joined
by "and" or "but" ("my boy's twelve and the little one's nine"). A fact that takes the number
from one of them and its thing from another is held; the fact's own pairs, a fact that joins
two claims of its own, a correction with "or", and names listed inside one clause are left
alone."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my rent went up to nine fifty and the council tax is a hundred and sixty on top",
            "User's council tax is 950.",
            "my rent went up to nine fifty and the council tax is a hundred and sixty",
        ),
        (
            "the gas bill was ninety in march but the electric came to a hundred and forty",
            "User's gas bill was 140 in March.",
            "the gas bill was ninety in march but the electric came to a hundred and forty",
        ),
        (
            "i do the long walk on sundays, eight miles, and the short one's three on a weekday",
            "User's Sunday walk is 3 miles.",
            "the long walk on sundays, eight miles, and the short one's three on a weekday",
        ),
    ],
)
def test_a_number_of_another_clause_is_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict
    assert Reason.UNSUPPORTED_SPECIFIC in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (  # each number with its own thing
            "well my lad's twelve and my girl just turned nine, they fight all day",
            "User's son is 12.",
            "my lad's twelve",
        ),
        (
            "the gas bill was ninety in march but the electric came to a hundred and forty",
            "User's gas bill was 90 in March.",
            "the gas bill was ninety in march",
        ),
        (  # the fact joins two claims of its own: the number goes with the first
            "i'm seventy one and i've just joined the choir at st anne's",
            "User is 71 and has joined a choir.",
            "i'm seventy one and i've just joined the choir",
        ),
        (  # "or" opens a correction, not a second pair
            "the flat's on the fifth floor or no the sixth, i always forget",
            "User's flat is on the 6th floor.",
            "the flat's on the fifth floor or no the sixth",
        ),
        (  # two things, one number of each, each said in its own clause, the fact keeps both
            "we've got two dogs and three cats and a very patient husband",
            "User has 2 dogs and 3 cats.",
            "we've got two dogs and three cats",
        ),
    ],
)
def test_a_number_with_its_own_thing_is_not_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, verdict
