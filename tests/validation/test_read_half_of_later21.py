"""V12, two kinds found in the read (even) half of `later21` and written again in our own words:

- a generic retraction opening the next turn, then a clause of its own that starts with a
  possessive or a determiner ("forget that, my mum talked me round"): the "that" is the
  retraction's, not a determiner of "my mum" (the tagger gives "my" a noun reading);
- "i don't play anymore" after "i play badminton on tuesdays": the fact's own doing said to have
  stopped, nothing else named: taken back in the next turn, held turns later; "my wife
  doesn't bowl anymore" is somebody else's.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    "later",
    [
        "forget that, my dad's talked me out of it",
        "nah scratch that, the council said no",
        "forget that, his mum won't let him",
    ],
)
def test_a_generic_retraction_before_a_clause_of_its_own(later: str) -> None:
    said = "i'm building a treehouse for the grandkids"
    msgs = convo(said, "What a lovely project!", later)
    assert judge(msgs, "User is building a treehouse for the grandkids", said).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("later", "outcome"),
    [
        ("the hall shut, so i don't bowl anymore really", Outcome.REJECT),
        ("i don't bowl on thursdays anymore, it's fridays now", Outcome.REJECT),
        ("my wife doesn't bowl anymore", Outcome.ACCEPT),
    ],
)
def test_the_facts_doing_said_to_have_stopped(later: str, outcome: Outcome) -> None:
    said = "i bowl at the club on thursdays"
    msgs = convo(said, "That's a nice routine.", later)
    verdict = judge(msgs, "User bowls at the club on Thursdays", said)
    assert verdict.outcome is outcome
