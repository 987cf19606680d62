"""An ending event said of a person between its verb and its particle (rule V12,
`takeback._ended_holder`), in our own words: "they let me go last week" ends the user's job as
"i got let go" does, "they made her redundant in the end" ends hers. With a place or a manner
after it ("they let me go home early") it ends nothing."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

ASKED = "How's work treating you?"
FACT = "User works at the bakery on Mill Road."
QUOTE = "i work at the bakery on mill road"


@pytest.mark.parametrize(
    "later",
    [
        "they let me go on tuesday, the owner's retiring",
        "they made me redundant in the end, new machines",
    ],
)
def test_an_ending_said_of_me_takes_it_back(later: str) -> None:
    assert judge(convo(QUOTE, ASKED, later), FACT, QUOTE).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    "later",
    [
        "they let me go home early when it's quiet",
        "they let me go on the ovens now, not just the counter",
    ],
)
def test_let_go_somewhere_ends_nothing(later: str) -> None:
    assert judge(convo(QUOTE, ASKED, later), FACT, QUOTE).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    "later",
    ["i got the sack on monday, the new manager", "i handed in my notice last week, i couldn't stick it"],
)
def test_the_noun_idioms_of_a_job_lost_take_it_back(later: str) -> None:
    assert judge(convo(QUOTE, ASKED, later), FACT, QUOTE).outcome is Outcome.REJECT


def test_a_noun_compounded_after_the_idiom_is_another_thing() -> None:
    later = "i got the sack truck out for the flour bags"
    assert judge(convo(QUOTE, ASKED, later), FACT, QUOTE).outcome is Outcome.ACCEPT
