"""Two words that looked like frames and are none:

- "once" after "for" or "at" ("the bus was on time for once", "i need to get sorted for once,
  ...", "it all happened at once") is the preposition's object: no condition, no past.
  "once i've paid it off i'll ..." is still a condition.
- "confirm" presents what follows as found to be so ("the consultant confirmed i've got
  gallstones"): the user asserts it too, unlike "the consultant thinks i've got gallstones".

Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "the bus was on time for once so that was nice",
            "User's bus was on time",
            "the bus was on time for once",
        ),
        (
            "i'm getting organised for once, my dad's birthday is on the ninth of june",
            "User's dad's birthday is on June 9",
            "my dad's birthday is on the ninth of june",
        ),
    ],
)
def test_for_once_is_no_condition(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_once_opening_a_clause_is_still_a_condition() -> None:
    said = "once i've paid the car off i'm booking a cruise"
    assert (
        judge(convo(said), "User is booking a cruise", "i'm booking a cruise").outcome is not Outcome.ACCEPT
    )


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("the consultant confirmed i've got gallstones", True),
        ("the consultant thinks i've got gallstones", False),
        ("the consultant reckons i've got gallstones", False),
    ],
)
def test_a_confirmation_is_asserted_a_belief_is_reported(said: str, kept: bool) -> None:
    verdict = judge(convo(said), "User has gallstones", "i've got gallstones")
    assert (verdict.outcome is Outcome.ACCEPT) is kept
