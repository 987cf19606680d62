"""A later turn that says the person a fact puts in a place has left it (rule V12,
`later.left_place_later`), in our own words: "he's out of hospital now" or "they discharged him
on friday" after "my dad's in hospital with a chest infection". Held, not rejected: the user
says whether it still holds. Not a release denied ("they won't discharge him yet"), nor one the
user does in their own work ("we discharged six today" of a nurse's job in a hospital)."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

FIRST = "my dad's in hospital with a chest infection, the royal infirmary"
ASKED = "I'm sorry to hear that. How is he doing?"
FACT = "User's father is in hospital with a chest infection."
QUOTE = "my dad's in hospital with a chest infection"


@pytest.mark.parametrize(
    "later",
    [
        "good news, he's out of hospital now, back in his own bed",
        "they discharged him on friday with a bag of antibiotics",
        "he got released this morning, my brother drove him home",
    ],
)
def test_leaving_the_place_holds_the_fact(later: str) -> None:
    assert judge(convo(FIRST, ASKED, later), FACT, QUOTE).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "later",
    [
        "they won't discharge him yet, his oxygen's still low",
        "slowly, the nurses are lovely, he's on the ward by the window",
    ],
)
def test_a_release_denied_or_no_release_leaves_it(later: str) -> None:
    assert judge(convo(FIRST, ASKED, later), FACT, QUOTE).outcome is Outcome.ACCEPT


def test_a_release_the_user_does_at_work_is_no_leaving() -> None:
    first = "i work in a hospital, on the surgical ward"
    later = "mad busy, we discharged six today and admitted eight"
    v = judge(
        convo(first, "That sounds busy!", later), "User works in a hospital on the surgical ward.", first
    )
    assert v.outcome is Outcome.ACCEPT
