"""A later turn that says the fact's thing went to another keeper (rule V12,
`later.went_to_another_later`), in our own words: "the rabbit went back to the rescue" after "we've
got a rabbit called clover"; "the keyboard went to my nephew". Held, not rejected: the user says
whether they still have it. Not a visit ("went to the vet"), a stay ("went to my mum's for the
weekend"), nor going back to something else ("went back to sleep")."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

FIRST = "we've got a rabbit called clover, a big grey lop"
ASKED = "Lovely! How is she settling in?"
FACT = "User has a rabbit called Clover."
QUOTE = "we've got a rabbit called clover"


@pytest.mark.parametrize(
    "later",
    [
        "clover went back to the rescue on tuesday, she kept biting the kids",
        "she went to my nephew in the end, he's got a proper hutch",
        "she went home with a lovely couple from the next village",
    ],
)
def test_the_thing_gone_to_another_keeper_holds_the_fact(later: str) -> None:
    assert judge(convo(FIRST, ASKED, later), FACT, QUOTE).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "later",
    [
        "clover went to the vet on monday for her jabs, all fine",
        "she went to my mum's for the weekend while we were in york",
    ],
)
def test_a_visit_or_a_stay_leaves_it(later: str) -> None:
    assert judge(convo(FIRST, ASKED, later), FACT, QUOTE).outcome is Outcome.ACCEPT
