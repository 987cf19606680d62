""" "mils" after a number is British speech for millilitres ("five mils of calpol"), so it backs
"5 ml" and not "5 mg"; the singular "mil" stays a million ("ten mil"). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.lexicon.units import unit_key
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("fact", "outcome"),
    [("User gives him 5 ml of Calpol.", Outcome.ACCEPT), ("User gives him 5 mg of Calpol.", Outcome.REJECT)],
)
def test_mils_are_millilitres(fact: str, outcome: Outcome) -> None:
    said = "give him five mils of calpol"
    assert judge(convo(said), fact, said).outcome is outcome


def test_the_singular_is_still_a_million() -> None:
    assert unit_key("mils") == unit_key("ml")
    said = "they paid ten mil for the club"
    assert judge(convo(said), "They paid 10 ml for the club.", said).outcome is Outcome.REJECT
