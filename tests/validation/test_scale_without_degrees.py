"""A temperature said with its scale and without "degrees" ("sixty eight fahrenheit") reads as
"68 degrees fahrenheit", as the sign "68°F" does, so the quote that writes the sign is found; a
changed scale ("68°C") still fails. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "written"), [("sixty eight fahrenheit", "68°F"), ("twenty celsius", "20 °C")]
)
def test_the_scale_said_bare_reads_as_the_sign(said: str, written: str) -> None:
    assert canonicalize(said).keys == canonicalize(written).keys


@pytest.mark.parametrize(
    ("fact", "quote", "outcome"),
    [
        ("User keeps the thermostat at 68°F.", "i keep the thermostat at 68°F", Outcome.ACCEPT),
        ("User keeps the thermostat at 68°C.", "i keep the thermostat at 68°C", Outcome.REJECT),
    ],
)
def test_the_quote_with_the_sign_is_found_and_the_scale_compared(
    fact: str, quote: str, outcome: Outcome
) -> None:
    said = "i keep the thermostat at sixty eight fahrenheit and wear a cardigan"
    assert judge(convo(said), fact, quote).outcome is outcome
