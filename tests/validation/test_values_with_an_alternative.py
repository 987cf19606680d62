"""V5/V7d: a value said with another of its kind offered beside it ("he's nine, maybe ten, i
can't remember", "we married in seventy one or seventy two", "flat four, or five"): the
speaker is not sure which, so a fact that keeps one of them is held. A fact that keeps both,
a correction ("nine, or was it ten, yeah ten") and a count's range said as such ("two or
three cups" for "2 or 3 cups") are not. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.corrections import alternative_values
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my granddaughter is nine, maybe ten, i lose track",
            "User's granddaughter is nine",
            "my granddaughter is nine",
        ),
        (
            "we got married in seventy one or seventy two, one of those",
            "User got married in 1971",
            "we got married in seventy one",
        ),
        (
            "his room's on the third floor, or the fourth, i forget",
            "His room is on the third floor",
            "his room's on the third floor",
        ),
    ],
)
def test_one_of_two_values_is_held(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.PENDING


def test_both_values_kept_is_accepted() -> None:
    said = "i drink two or three cups of tea a day"
    assert judge(convo(said), "User drinks 2 or 3 cups of tea a day", said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "pairs"),
    [
        ("she's nine, maybe ten", (("9", "10"),)),
        ("she's nine, or was it ten", ()),
        ("nine or ten of us went, on the fourth", (("9", "10"),)),
        ("we have two cats and a dog", ()),
    ],
)
def test_alternative_values_read(said: str, pairs: tuple[tuple[str, str], ...]) -> None:
    assert alternative_values(canonicalize(said)) == pairs
