"""V7d: a short past clause that tells an event of its own after a present statement ("i'm
allergic to penicillin, came out in hives as a kid") does not put the statement in the past;
a comment with "that" and a copula does ("i loved that house, but that was a long time ago").
Found in the read half of `later21`; our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i'm allergic to nuts, came out in a rash as a kid",
            "User is allergic to nuts",
            "i'm allergic to nuts",
        ),
        ("i'm allergic to cats, found out as a child", "User is allergic to cats", "i'm allergic to cats"),
    ],
)
def test_a_past_event_of_its_own_keeps_the_present(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_a_comment_that_puts_it_in_the_past_still_does() -> None:
    said = "we lived in a big old farmhouse, but that was a long time ago"
    assert judge(
        convo(said), "User lives in a big old farmhouse", "we lived in a big old farmhouse"
    ).outcome is not (Outcome.ACCEPT)
