"""V5b: an object the fact gives a verb the user said without one ("User plays guitar in a
band" on "i play in a band"), and never named in the session, is the proposer's guess: held
for review. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "i teach at the primary down the road",
            "User teaches maths at the primary school.",
            "I teach at the primary down the road",
        ),
        ("i knit in the evenings now", "User knits socks in the evenings.", "I knit in the evenings now"),
        ("i drive for a living, long days", "User drives a lorry for a living.", "I drive for a living"),
    ],
)
def test_an_object_the_user_never_named_is_held(message: str, fact: str, quote: str) -> None:
    v = judge(convo(message), fact, quote)
    assert v.outcome is Outcome.PENDING
    assert v.reasons[0] is Reason.UNSUPPORTED_CONTENT


@pytest.mark.parametrize(
    ("messages", "fact", "quote"),
    [
        (
            ("i teach french at the academy",),
            "User teaches French at the academy.",
            "I teach French at the academy",
        ),
        (("i start physio on monday",), "User starts physiotherapy on Monday.", "I start physio on Monday"),
        (
            ("i play in a ceilidh band", "What do you play?", "fiddle, badly"),
            "User plays the fiddle in a ceilidh band.",
            "I play in a ceilidh band",
        ),
        (
            ("i bought new trainers at the weekend",),
            "User bought a pair of trainers.",
            "I bought new trainers",
        ),
    ],
)
def test_an_object_the_user_said_or_clipped_passes(messages: tuple[str, ...], fact: str, quote: str) -> None:
    v = judge(convo(*messages), fact, quote)
    assert Reason.UNSUPPORTED_CONTENT not in v.reasons or "never said" not in v.detail
