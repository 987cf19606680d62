"""V5q: "mm" right after digits is millimetres, not the hum it is elsewhere ("40 mm of rain",
"a 5mm cyst"), so a fact's millimetres are a unit to compare: "User's cyst is 5 mm" is not the
user's "five centimetres". Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize

from .conftest import convo, judge


@pytest.mark.parametrize("written", ["5 mm", "5mm"])
def test_mm_after_digits_is_the_unit(written: str) -> None:
    assert canonicalize(f"a {written} cyst").keys == canonicalize("a 5 millimetres cyst").keys


def test_mm_elsewhere_is_a_hum() -> None:
    assert "mm" not in canonicalize("mm yeah i think so").lows


def test_a_unit_changed_to_millimetres_is_not_accepted() -> None:
    said = "the cyst is five centimetres across, they're keeping an eye on it"
    verdict = judge(convo(said), "User's cyst is 5 mm across.", "the cyst is five centimetres across")
    assert verdict.outcome is not Outcome.ACCEPT


def test_millimetres_said_back_the_fact() -> None:
    said = "we had forty millimetres of rain overnight, the garden's a swamp"
    verdict = judge(
        convo(said), "User had 40 mm of rain overnight.", "we had forty millimetres of rain overnight"
    )
    assert verdict.outcome is Outcome.ACCEPT
