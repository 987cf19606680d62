"""What the fact says the user gets went to another party (rule V12, `takeback._lost`,
`_chose_another`), in our own words: another party right after a verb of choosing ("the vendor
accepted another bid", "the nursery went with another family") or after "to another". Sure
when the turn names the fact's thing, held when it does not and the fact says the user gets or
buys something. The user chosen over another ("picked us over another couple") keeps it."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

ASKED = "Ooh, how's that all going?"
FACT = "User is buying a terraced house in Hull."
QUOTE = "we're buying a terraced house in hull"


def test_another_party_chosen_for_the_named_thing_rejects() -> None:
    later = "the terraced house went to another couple, they were chain free"
    assert judge(convo(QUOTE, ASKED, later), FACT, QUOTE).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    "later",
    [
        "the vendor accepted another bid on friday, higher than ours",
        "the agent says they picked someone else, cash buyers",
    ],
)
def test_another_party_chosen_unnamed_is_held(later: str) -> None:
    assert judge(convo(QUOTE, ASKED, later), FACT, QUOTE).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "later",
    [
        "the vendor accepted our bid over another couple's",
        "they picked us over someone else because we're chain free",
        "i gave my old sofa to someone else from the village",
    ],
)
def test_the_user_chosen_or_giving_away_keeps_it(later: str) -> None:
    assert judge(convo(QUOTE, ASKED, later), FACT, QUOTE).outcome is Outcome.ACCEPT


def test_another_of_its_kind_given_away_keeps_it() -> None:
    fact, quote = "User got the deputy manager job at the garden centre.", "i got the deputy manager job"
    later = "they gave the other job to someone else, the supervisor one"
    assert judge(convo(quote, ASKED, later), fact, quote).outcome is Outcome.ACCEPT
