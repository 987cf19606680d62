"""V4: a date said aloud has words a written date leaves out: "june | the | twelfth", "| the |
third | of | march". A quote that writes the date ("June 12th", "3 March") matches the message
at no cost for them, where each counted as an edit and a date-heavy quote came out borderline
(held). The words cost nothing only in those places: "the" or "of" elsewhere still counts, and
the day and month themselves are still compared exactly. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.matching import spoken_date_words
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we got engaged on june the twelfth nineteen seventy one and it poured all day",
            "User got engaged on June 12, 1971.",
            "We got engaged on June 12th, 1971.",
        ),
        (
            "my cataract op is booked for march the third at the eye unit",
            "User's cataract operation is booked for March 3.",
            "My cataract op is booked for March 3rd",
        ),
        (
            "my smear test is on the third of march",
            "User's smear test is on 3 March.",
            "my smear test is on 3 March",
        ),
    ],
)
def test_a_written_date_matches_the_date_said_aloud(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_only_the_words_that_say_a_date_are_free() -> None:
    keys = canonicalize("the third of march is the day of the fair in june the town says").keys
    free = {keys[k] + "@" + str(k) for k in spoken_date_words(keys)}
    # "the third of march": "the" and "of"; not "the day", "of the fair", "june the town"
    assert free == {"the@0", "of@2"}


def test_another_day_is_still_another_day() -> None:
    said = "my smear test is on the third of march"
    verdict = judge(convo(said), "User's smear test is on 4 March.", "my smear test is on 4 March")
    assert verdict.outcome is not Outcome.ACCEPT
