"""V9: more facts about the conversation itself, which store nothing of the user's world:
asking after the assistant ("User asked how the assistant's day was"), having a story about
somebody to tell now, keeping the chat short, thinking out loud. A story, a question or a
thinking habit of the user's world stays a fact. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "right, enough of my moaning, how's your day been",
            "User asked how the assistant's day has been.",
            "how's your day been",
        ),
        (
            "ooh i've got a story about my neighbour's goat",
            "User has a story about their neighbour's goat.",
            "i've got a story about my neighbour's goat",
        ),
        (
            "i'll keep it short today, the carer's due at two",
            "User is keeping the chat short.",
            "i'll keep it short today",
        ),
        (
            "bear with me, i'm thinking out loud here",
            "User is thinking out loud.",
            "i'm thinking out loud here",
        ),
    ],
)
def test_a_fact_about_the_conversation_is_rejected(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is not Outcome.ACCEPT
    assert Reason.META_STATEMENT in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my grandad wrote a story about the war for the local paper",
            "User's grandfather wrote a story about the war for the local paper.",
            "my grandad wrote a story about the war for the local paper",
        ),
        (
            "i keep my hair short for the swimming",
            "User keeps their hair short for swimming.",
            "i keep my hair short for the swimming",
        ),
    ],
)
def test_the_same_words_about_the_users_world_stay_facts(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
