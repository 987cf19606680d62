"""A marker of a past that is over is sometimes no time at all: "those days" is a noun phrase in
"it was one of those days" and "those days are gone", and a past "when" clause after "from" or
"since" says where something came from ("a bit of portuguese from when i lived in porto"), not
a period the statement is said of. The statement beside it stays present; "those days we walked
everywhere" and "when i lived in porto i spoke portuguese" stay past. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.utterance import Frame, analyse

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "i'm a postman in hull and it was one of those days",
            "I'm a postman in Hull",
            "User is a postman in Hull.",
        ),
        (
            "my physio is tuesdays and fridays now, so those days are gone for anything else",
            "my physio is tuesdays and fridays",
            "User's physio is on Tuesdays and Fridays.",
        ),
        (
            "i speak a bit of greek from when i lived in athens",
            "I speak a bit of Greek",
            "User speaks a bit of Greek.",
        ),
        (
            "i still know my times tables since when i was at school",
            "I still know my times tables",
            "User knows their times tables.",
        ),
    ],
)
def test_the_statement_beside_it_stays_present(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    "said",
    [
        "those days we walked everywhere",
        "when i lived in athens i spoke greek every day",
    ],
)
def test_a_past_time_still_frames_its_clause(said: str) -> None:
    ut = analyse(said)
    assert Frame.PAST in ut.frames[len(ut.canon.lows) - 1]
