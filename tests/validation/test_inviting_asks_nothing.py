"""V7d: a fact about inviting someone does not report a question, so a question about whether
to invite them ("should i invite my neighbour to the barbecue") frames it like any other plan
asked about. "invite" had been listed among the verbs that make a fact carry a question (as
"User wonders whether ..." does). Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "outcome"),
    [
        (
            "should i invite my neighbour to the barbecue",
            "User is inviting their neighbour to the barbecue.",
            "invite my neighbour to the barbecue",
            Outcome.REJECT,
        ),
        (
            "i've invited the whole street to the barbecue",
            "User invited the whole street to the barbecue.",
            "i've invited the whole street to the barbecue",
            Outcome.ACCEPT,
        ),
        (
            "i'm inviting my sister round for tea, should i make a cake",
            "User is inviting their sister round for tea.",
            "i'm inviting my sister round for tea",
            Outcome.ACCEPT,
        ),
    ],
)
def test_inviting_is_no_question(said: str, fact: str, quote: str, outcome: Outcome) -> None:
    assert judge(convo(said), fact, quote).outcome is outcome
