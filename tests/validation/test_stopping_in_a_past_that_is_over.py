"""A stopping placed in a past that is over still backs the fact's "no longer" (rule V7a,
`rules._stopping_backs`), in our own words: "i gave up sugar in my tea ten years ago" is what
"User no longer takes sugar in their tea" says; the time of the stopping is when the present
began. A stopping only nearly done or denied backs nothing."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i gave up sugar in my tea ten years ago",
            "User no longer takes sugar in their tea.",
            "i gave up sugar in my tea ten years ago",
        ),
        (
            "i quit the fags when my first grandchild was born",
            "User no longer smokes fags.",
            "i quit the fags when my first grandchild was born",
        ),
    ],
)
def test_a_past_stopping_backs_no_longer(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_a_stopping_nearly_done_backs_nothing() -> None:
    said = "i nearly gave up sugar in my tea ten years ago"
    v = judge(convo(said), "User no longer takes sugar in their tea.", said)
    assert v.outcome is not Outcome.ACCEPT
