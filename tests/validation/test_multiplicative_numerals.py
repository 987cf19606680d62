""" "twice" and "thrice" are counts: "twice a week" is "two times a week", so a fact's "twice"
compares with the user's "three times" (or "once") value by value. "twice" was a plain word
and "User sees their mum twice a week" was stored on "i see my mum three times a week"; a
correction "two no three times a day" did not reach a fact that wrote "twice". Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "outcome"),
    [
        ("i see my mum three times a week", "User sees their mum twice a week.", Outcome.REJECT),
        ("i see my mum once a week", "User sees their mum twice a week.", Outcome.REJECT),
        ("i walk the dog two no three times a day", "User walks the dog twice a day.", Outcome.REJECT),
        ("i see my mum twice a week", "User sees their mum two times a week.", Outcome.ACCEPT),
        ("i see my mum two times a week", "User sees their mum twice a week.", Outcome.ACCEPT),
        ("i see my mum twice a week", "User sees their mum twice a week.", Outcome.ACCEPT),
    ],
)
def test_twice_is_compared_as_two_times(said: str, fact: str, outcome: Outcome) -> None:
    verdict = judge(convo(said), fact, said)
    assert verdict.outcome is outcome
    if outcome is Outcome.REJECT:
        assert {Reason.UNSUPPORTED_SPECIFIC, Reason.RETRACTED} & set(verdict.reasons)


def test_once_keeps_its_other_meanings() -> None:
    assert canonicalize("once i retire").keys[0] == "once"
    assert canonicalize("twice").keys == ("2", "time")
