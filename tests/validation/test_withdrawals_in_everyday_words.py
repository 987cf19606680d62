"""Withdrawals and undone purchases said in everyday words take a plan or a purchase back in a
later turn (rule V12, `RETRACTION_PHRASES`), in our own words: "she bailed", "he's dropped out",
"the loan got declined", "we got our deposit back"."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

ASKED = "How exciting, how's it going?"


@pytest.mark.parametrize(
    ("first", "later", "fact", "quote"),
    [
        (
            "my mate dan is coming to lanzarote with us in june",
            "dan bailed last week, he's saving for a van",
            "User's friend Dan is going to Lanzarote with the user in June.",
            "my mate dan is coming to lanzarote with us",
        ),
        (
            "my son's doing the plumbing course at the college",
            "he dropped out at easter, he's labouring with his uncle",
            "User's son is doing the plumbing course at the college.",
            "my son's doing the plumbing course at the college",
        ),
        (
            "we've bought a caravan at the site in tenby",
            "the loan for the caravan got declined so we got our deposit back",
            "User bought a caravan at the site in Tenby.",
            "we've bought a caravan at the site in tenby",
        ),
    ],
)
def test_a_withdrawal_in_everyday_words_takes_it_back(first: str, later: str, fact: str, quote: str) -> None:
    assert judge(convo(first, ASKED, later), fact, quote).outcome is not Outcome.ACCEPT


def test_a_plan_that_goes_on_is_kept() -> None:
    msgs = convo(
        "my son's doing the plumbing course at the college",
        ASKED,
        "loving it, he's top of the class, two lads already dropped out but he's sticking with it",
    )
    v = judge(
        msgs, "User's son is doing the plumbing course at the college.", "my son's doing the plumbing course"
    )
    assert v.outcome is not Outcome.REJECT
