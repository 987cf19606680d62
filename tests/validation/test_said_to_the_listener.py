"""V9b: a verb of speaking said to the listener ("i'll ask you about recipes later") or by the
listener to the user ("you already asked me that") is a move of this conversation; a fact that
reports it is held for review. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("messages", "fact", "quote", "index"),
    [
        (
            ("i'll ask you about the garden later",),
            "User wants to ask about the garden later.",
            "I'll ask you about the garden later",
            0,
        ),
        (
            ("you keep asking me that, it's fine",),
            "User keeps being asked about the job.",
            "you keep asking me that",
            0,
        ),
    ],
)
def test_a_move_between_the_user_and_the_listener_is_held(
    messages: tuple[str, ...], fact: str, quote: str, index: int
) -> None:
    v = judge(convo(*messages), fact, quote, index)
    assert v.outcome is not Outcome.ACCEPT
    assert Reason.META_STATEMENT in v.reasons


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "i told my sister about the move and she cried",
            "User told their sister about the move.",
            "I told my sister about the move",
        ),
        (
            "i asked the gp about the rash",
            "User asked their GP about the rash.",
            "I asked the GP about the rash",
        ),
    ],
)
def test_speaking_to_somebody_of_the_users_world_is_a_fact(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is Outcome.ACCEPT
