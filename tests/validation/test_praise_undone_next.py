"""V7j: praise the listener took warmly and the user's next turn turned around
(`reactions.praise_undone_next`).

The other shape of sarcasm: the companion hears praise as meant ("Oh lovely, I'm glad"), and
the user answers with only what went wrong. A fact that keeps the praise is held for the user to
say. A next turn with anything pleasant in it, or that sets a complaint beside the praise ("the
food was awful though"), and a reply that did not take the praise warmly leave it alone. Our
sentences."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        (
            (
                "the new dentist was a delight",
                "Oh lovely, I'm glad it went well!",
                "an hour late and she drilled the wrong tooth",
            ),
            "User's new dentist was a delight.",
            "the new dentist was a delight",
        ),
        (
            (
                "my brother-in-law is such a help round the house",
                "That's wonderful to have.",
                "borrowed the mower in may and brought it back broken",
            ),
            "User's brother-in-law is a great help around the house.",
            "my brother-in-law is such a help round the house",
        ),
    ],
)
def test_praise_turned_around_after_warmth_is_held(turns: tuple[str, ...], fact: str, quote: str) -> None:
    verdict = judge(convo(*turns), fact, quote)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.SAID_WITH_DOUBT in verdict.reasons
    assert "turned the praise around" in verdict.detail


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        (  # a complaint set beside meant praise
            (
                "the ward staff were brilliant with my mum",
                "I'm so glad she was in good hands.",
                "the food was awful though",
            ),
            "The ward staff were brilliant with User's mum.",
            "the ward staff were brilliant with my mum",
        ),
        (  # something pleasant in the next turn
            (
                "the new vet is wonderful",
                "That's great to hear!",
                "she was so gentle with him even when he was in pain",
            ),
            "User's new vet is wonderful.",
            "the new vet is wonderful",
        ),
        (  # the reply asked instead of taking the praise warmly
            (
                "the allotment society is a delight",
                "What do they do there?",
                "mostly argue about the broken shed",
            ),
            "User finds the allotment society a delight.",
            "the allotment society is a delight",
        ),
    ],
)
def test_praise_that_stands_is_left_alone(turns: tuple[str, ...], fact: str, quote: str) -> None:
    assert judge(convo(*turns), fact, quote).outcome is Outcome.ACCEPT


_PLEASANT_WORDS = ("nice", "good", "lovely", "better", "glad", "gentle", "kind")


@given(word=st.sampled_from(_PLEASANT_WORDS), at=st.integers(min_value=0, max_value=6))
def test_a_next_turn_with_a_pleasant_word_never_turns_praise_around(word: str, at: int) -> None:
    """Invariant: however unpleasant the rest, a next turn with a pleasant word in it is no
    praise turned around."""
    from companion.validation.reactions import praise_undone_next

    words = ["an", "hour", "late", "and", "she", "drilled", "the", "wrong", "tooth"]
    words.insert(at, word)
    msgs = convo("the new dentist was a delight", "Oh lovely, I'm glad it went well!", " ".join(words))
    assert praise_undone_next(msgs, 0) is None
