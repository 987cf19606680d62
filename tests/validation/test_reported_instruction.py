"""An instruction said of the user inside somebody's words ("the doctor said | i'm not allowed
grapefruit with my statins", "the physio says | i have to do the stretches") is a rule the user
may live by as much as an opinion of the sayer's: held for the user, not rejected as reported
speech. An opinion ("my boss thinks i'm too slow") is still rejected, and so is a report whose
instruction belongs to a later clause run on without a stop ("doc thinks i might have it |
gotta do a test"). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "the doctor said i'm not allowed grapefruit with my statins",
            "i'm not allowed grapefruit with my statins",
            "User is not allowed grapefruit with their statins.",
        ),
        (
            "the physio says i have to do the stretches twice a day",
            "i have to do the stretches twice a day",
            "User has to do the stretches twice a day.",
        ),
    ],
)
def test_an_instruction_in_their_words_is_held(said: str, quote: str, fact: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.REPORTED_SPEECH in verdict.reasons


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "my boss thinks i'm too slow with the rotas",
            "i'm too slow with the rotas",
            "User is too slow with the rotas.",
        ),
        (
            "the gp thinks i might have asthma gotta do a breathing test",
            "i might have asthma",
            "User has asthma.",
        ),
    ],
)
def test_an_opinion_is_still_rejected(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT
