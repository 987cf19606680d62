"""V3: Scots spellings a transcript keeps ("ma", "tae", "noo", "cannae") align with the English
words a tidy quote writes for them, so a fair quote of a Scots speaker is found. Every rule still
reads what the user said: "cannae" stays a negation, and a past said "in ma younger days" stays
past. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "aye ma grandson's aff tae the navy in march",
            "User's grandson is off to the navy in March.",
            "My grandson's off to the navy in March",
        ),
        (
            "och ye ken ma eyes, cannae drive at night noo wi ma cataracts",
            "User can't drive at night now because of their cataracts.",
            "can't drive at night now with my cataracts",
        ),
        (
            "we've got a wee hoose doon by the harbour",
            "User has a small house down by the harbour.",
            "We've got a wee house down by the harbour",
        ),
    ],
)
def test_a_fair_quote_of_scots_speech_is_found(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("ah cannae drive at night noo", "User can drive at night now.", "I can drive at night now"),
        (
            "in ma younger days ah'd play the fiddle at the ceilidhs",
            "User plays the fiddle at ceilidhs.",
            "I'd play the fiddle at the ceilidhs",
        ),
    ],
)
def test_what_the_scots_words_say_still_counts(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT
