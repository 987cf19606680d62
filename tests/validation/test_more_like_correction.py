"""Corrections: "twenty years, more like twenty five": the normaliser drops "like" as a filler,
which left "more" alone and the correction unseen, so the first value was stored. A marker
whose second half was dropped as filler is read from the word before it and what was
dropped. "more like fifty people" with nothing before to correct corrects nothing. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i've lived here twenty years more like twenty five actually",
            "User has lived here for 20 years.",
            "I've lived here twenty years.",
        ),
        (
            "the rent's eight hundred more like eight fifty now",
            "User's rent is 800.",
            "The rent's eight hundred.",
        ),
    ],
)
def test_the_first_value_is_corrected(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is not Outcome.ACCEPT
    assert Reason.RETRACTED in verdict.reasons


def test_the_corrected_value_is_stored() -> None:
    said = "i've lived here twenty years more like twenty five actually"
    verdict = judge(convo(said), "User has lived here for 25 years.", said)
    assert verdict.outcome is not Outcome.REJECT
