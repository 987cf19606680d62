"""A compound the recogniser wrote as two words, the first of which it heard as a word that
sounds the same ("the blue flour pot"), is the compound the right word makes ("flowerpot"), so
a quote that writes "flower pot" is found. Our own sentences."""

from __future__ import annotations

from companion.model import Outcome
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge


def test_the_misheard_half_still_joins() -> None:
    assert canonicalize("the blue flour pot").keys == canonicalize("the blue flower pot").keys
    assert canonicalize("a bag of flour").keys[-1] == canonicalize("a bag of flower").keys[-1]


def test_the_quote_is_found() -> None:
    said = "we we keep the spare key under the the blue flour pot by the back door"
    fact = "User keeps the spare key under the blue flower pot by the back door."
    quote = "We keep the spare key under the blue flower pot by the back door."
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
