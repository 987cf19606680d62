"""V5, held: the fact measures something with a value the quote does not say, while the quote
says another of its own: the fact's number came from elsewhere in the message (what somebody
else wants, what it used to be). Doses above all. Our sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "the doctor wants me on ten milligrams of the statin but i'm still on five",
            "User takes 10 mg of the statin",
            "i'm still on five",
        ),
        (
            "the leaflet says four hundred milligrams and i take two hundred",
            "User takes 400 mg",
            "i take two hundred",
        ),
    ],
)
def test_a_measure_from_outside_the_quote_beside_its_own_is_held(said: str, fact: str, quote: str) -> None:
    v = judge(convo(said), fact, quote)
    assert v.outcome is not Outcome.ACCEPT, v.detail
    if v.outcome is Outcome.PENDING:
        assert Reason.UNSUPPORTED_SPECIFIC in v.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "the doctor wants me on ten milligrams of the statin but i'm still on five",
            "User takes 5 mg of the statin",
            "i'm still on five",
        ),
        (
            "i take five milligrams of amlodipine every morning",
            "User takes 5 mg of amlodipine",
            "five milligrams of amlodipine",
        ),
        (
            "the rent's eleven hundred, well it went up, it's twelve fifty quid now",
            "User's rent is now £1,250",
            "the rent's eleven hundred, well it went up, it's twelve fifty quid now",
        ),
        (
            "i walk two miles in about forty minutes",
            "User walks 2 miles",
            "i walk two miles in about forty minutes",
        ),
    ],
)
def test_the_quotes_own_measure_is_accepted(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
