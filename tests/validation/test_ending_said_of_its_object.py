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


NEW_JOB = "User is starting a new job at the council in September."
NEW_JOB_QUOTE = "i'm starting a new job at the council in september"


@pytest.mark.parametrize(
    "later",
    [
        "the medical was fine so i handed in my notice today",
        "so i've resigned, told my boss this morning",
        "i got the sack from the pub last week anyway, so good timing",
    ],
)
def test_leaving_the_old_job_for_the_new_one_keeps_the_new_one(later: str) -> None:
    """A fact of taking up something new (`TAKING_UP_LEMMAS`): an ending of its domain that names
    nothing of it is the old thing left for it (stop 68, read on `blind68c`'s false rejects)."""
    verdict = judge(convo(NEW_JOB_QUOTE, "Lovely!", later), NEW_JOB, NEW_JOB_QUOTE)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)


def test_leaving_the_new_job_itself_still_takes_it_back() -> None:
    later = "i've resigned from the council already, before i even started, the manager was awful"
    verdict = judge(convo(NEW_JOB_QUOTE, "Lovely!", later), NEW_JOB, NEW_JOB_QUOTE)
    assert verdict.outcome is not Outcome.ACCEPT, (verdict.outcome, verdict.detail)
