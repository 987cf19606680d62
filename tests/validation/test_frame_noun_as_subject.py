"""V7d: a frame noun owned or made definite, as the subject of "is" or "was", frames what it
is said to be: "my dream is to open a little cafe" (a wish), "the rumour is i'm getting
promoted" (somebody's words), "our hope was that he'd pull through" (a wish), as the noun does
when a comment points back at a statement ("that's my dream"). And a word that carries a wish
only before its complement ("open to", "long for", "need to", "ready to") carries none as a
verb or an adjective of its own: "User opens a cafe" on "i want to open a cafe" drops the
want. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("my dream is to open a little cafe", "User opens a little cafe.", "Open a little cafe."),
        ("the rumour is i'm getting promoted", "User is getting promoted.", "I'm getting promoted."),
        (
            "our hope was that my dad would pull through",
            "User's dad pulled through.",
            "My dad would pull through.",
        ),
        ("i want to open a bakery", "User opens a bakery.", "I want to open a bakery."),
        ("i'd love to have long hair again", "User has long hair.", "Have long hair again."),
        ("i want to need fewer tablets", "User needs fewer tablets.", "I want to need fewer tablets."),
        (
            "i hope to be ready for the marathon by may",
            "User is ready for the marathon by May.",
            "Ready for the marathon by May.",
        ),
        (
            "i'd love to commit to the gym three times a week",
            "User commits to the gym three times a week.",
            "Commit to the gym three times a week.",
        ),
    ],
)
def test_the_framed_content_is_not_stored_as_real(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert {Reason.NOT_AN_ASSERTION, Reason.REPORTED_SPEECH} & set(verdict.reasons)


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my dream is to open a little cafe",
            "User dreams of opening a little cafe.",
            "My dream is to open a little cafe.",
        ),
        (
            "i'm open to moving nearer my daughter",
            "User is open to moving nearer their daughter.",
            "I'm open to moving nearer my daughter.",
        ),
        (
            "i opened a bakery in twenty nineteen",
            "User opened a bakery in 2019.",
            "I opened a bakery in 2019.",
        ),
        (
            "the dog is a rescue from wales",
            "The dog is a rescue from Wales.",
            "The dog is a rescue from Wales.",
        ),
    ],
)
def test_a_fact_that_carries_the_frame_or_none_is_stored(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
