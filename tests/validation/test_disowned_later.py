"""A later turn that gives the fact's thing to another owner (rule V12, held;
`later.disowned_later`), in our own words: "the allotment belongs to my brother really", "it's
their boat". Only of a fact that the user has or owns the thing; an owner that is the user
("belongs to us now") leaves it."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

ASKED = "Oh lovely, tell me more."


@pytest.mark.parametrize(
    ("first", "later", "fact", "quote"),
    [
        (
            "we've got an allotment by the canal",
            "well the allotment belongs to my brother really, i just do the weeding",
            "User has an allotment by the canal.",
            "we've got an allotment by the canal",
        ),
        (
            "i've got a narrowboat on the grand union",
            "to be fair it's their narrowboat, my cousins', i just stay on it in summer",
            "User has a narrowboat on the Grand Union.",
            "i've got a narrowboat on the grand union",
        ),
    ],
)
def test_a_thing_given_to_another_owner_later_is_held(first: str, later: str, fact: str, quote: str) -> None:
    v = judge(convo(first, ASKED, later), fact, quote)
    assert v.outcome is Outcome.PENDING
    assert "somebody else" in v.detail


@pytest.mark.parametrize(
    ("first", "later", "fact", "quote"),
    [
        # the user is the owner
        (
            "we've got an allotment by the canal",
            "the allotment belongs to us now, the council signed it over",
            "User has an allotment by the canal.",
            "we've got an allotment by the canal",
        ),
        # another thing belongs to somebody else
        (
            "we've got an allotment by the canal",
            "the shed on it belongs to the old fella next plot",
            "User has an allotment by the canal.",
            "we've got an allotment by the canal",
        ),
    ],
)
def test_the_users_own_or_another_thing_leaves_it(first: str, later: str, fact: str, quote: str) -> None:
    assert judge(convo(first, ASKED, later), fact, quote).outcome is Outcome.ACCEPT
