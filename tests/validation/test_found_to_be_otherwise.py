"""A finding in a later turn that the fact's thing was a lesser or other thing, or a deceit
(rule V12, `later.found_otherwise_later`), in our own words: "turns out it's just a bad sprain"
after "i've broken my wrist"; "turns out it was nothing"; "it was a scam" after a prize won.
Held, not rejected: the finding may be of another thing. Not a detail found ("turns out it's a
boy"), the fact's own thing found ("turns out it's actually a broken wrist and a chipped
elbow"), nor a fear ("i thought it was a scam at first")."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

WRIST = (
    "i've broken my wrist, came off my bike on the canal path",
    "User has a broken wrist.",
    "i've broken my wrist",
)
PRIZE = (
    "i've won a cruise in a magazine competition",
    "User won a cruise in a magazine competition.",
    "i've won a cruise in a magazine competition",
)
ASKED = "Oh my goodness! How are you feeling about it?"


@pytest.mark.parametrize(
    ("case", "later"),
    [
        (WRIST, "the x ray came back, turns out it's just a bad sprain"),
        (WRIST, "turned out to be only a hairline crack in the end, nothing broken"),
        (WRIST, "hospital had a proper look and turns out it was nothing much"),
        (PRIZE, "it was a scam, they wanted my bank details for the port taxes"),
        (PRIZE, "my son checked, that letter was a hoax, there's no such magazine"),
    ],
)
def test_a_lesser_thing_found_or_a_deceit_holds_the_fact(case: tuple[str, str, str], later: str) -> None:
    said, fact, quote = case
    assert judge(convo(said, ASKED, later), fact, quote).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    ("case", "later"),
    [
        (WRIST, "turns out it's actually a broken wrist and a chipped elbow, so two casts"),
        (WRIST, "turns out it's a clean break, six weeks in plaster"),
        (PRIZE, "i thought it was a scam at first but the tickets came this morning"),
        (PRIZE, "turns out it's a balcony cabin, i'm beside myself"),
    ],
)
def test_the_facts_own_thing_or_a_fear_leaves_it(case: tuple[str, str, str], later: str) -> None:
    said, fact, quote = case
    assert judge(convo(said, ASKED, later), fact, quote).outcome is Outcome.ACCEPT
