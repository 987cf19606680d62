"""V5: a length said in metres and then centimetres ("one metre sixty", "two metres fifty")
is one value, as "five foot two" is feet and inches: a fact that writes 1.60 m is backed,
another length is not. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("she's one metre sixty", "She is 1.60 m tall"),
        ("my grandson's one metre twenty already", "User's grandson is 1.20 m tall"),
        ("the shed is two metres fifty wide", "The shed is 2.5 m wide"),
    ],
)
def test_metres_then_centimetres_back_the_length(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT


def test_another_length_is_not_backed() -> None:
    said = "she's one metre sixty"
    assert judge(convo(said), "She is 1.80 m tall", said).outcome is not Outcome.ACCEPT
