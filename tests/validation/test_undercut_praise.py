"""Sarcasm as praise undercut by the mishap it describes (V7d): "my landlord's a saint, he
only ignored my emails for three weeks". The mishap is read from how it is told (minimised
with "only", counted as happening again), not from a list of bad events; a concession ("but")
and a rate ("three times a week") are no mishap told. A fact resting on the praise is held for
review. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.frames import Frame
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


def _praise_marked(text: str, praise: str) -> bool:
    ut = analyse(text)
    k = ut.canon.lows.index(praise)
    return Frame.SARCASM in ut.frames[k]


@pytest.mark.parametrize(
    ("text", "praise", "sarcastic"),
    [
        ("the optician's a genius, he only broke my glasses twice", "genius", True),
        ("our caretaker is a real hero, locked us out of the hall again", "hero", True),
        ("the wedding band were fantastic, played the wrong song three times", "fantastic", True),
        ("the ferry was only ninety minutes late so that was lovely", "lovely", True),
        # sincere: evidence that is no mishap told, a concession, a rate, a denial
        ("the optician's a genius, he found what was wrong with my eye", "genius", False),
        ("my grandson is a genius but he failed his driving test twice", "genius", False),
        ("my trainer's brilliant, i see her three times a week", "brilliant", False),
        ("he's not a genius, he only got two answers right", "genius", False),
        ("she's the only one who visits and she's an angel", "angel", False),
    ],
)
def test_praise_undercut_by_a_mishap_told(text: str, praise: str, sarcastic: bool) -> None:
    assert _praise_marked(text, praise) is sarcastic


@pytest.mark.parametrize(
    ("text", "fact", "quote", "outcome"),
    [
        (
            "the optician's a genius, he only broke my glasses twice",
            "User's optician is a genius.",
            "the optician's a genius",
            Outcome.PENDING,
        ),
        (
            "our caretaker is a real hero, locked us out of the hall again",
            "User's caretaker is a hero.",
            "our caretaker is a real hero",
            Outcome.PENDING,
        ),
        (  # a fact on the mishap itself is not the praise: it stands
            "the optician's a genius, he only broke my glasses twice",
            "User's optician broke their glasses twice.",
            "he only broke my glasses twice",
            Outcome.ACCEPT,
        ),
        (  # a saint before a name is a title, not praise
            "as always, we went to saint mary's for the carols",
            "User went to St. Mary's for the carols.",
            "we went to saint mary's for the carols",
            Outcome.ACCEPT,
        ),
        (
            "my grandson is a genius but he failed his driving test twice",
            "User's grandson is a genius.",
            "my grandson is a genius",
            Outcome.ACCEPT,
        ),
    ],
)
def test_a_fact_on_undercut_praise_is_held(text: str, fact: str, quote: str, outcome: Outcome) -> None:
    assert judge(convo(text), fact, quote).outcome is outcome
