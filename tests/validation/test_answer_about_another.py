"""A reply with no subject of its own that answers the listener's question about somebody else
(stop 50, V6): "What does she teach?" - "year two at the primary". A fact that makes it the
user's is held for the user to say whose it is; a question to the user ("Where are you
working?") or a reply that says its own subject leaves it alone. And what the listener may
want ("you'll want to remember this one, ...") frames nothing of the user's words: it asks the
listener to note them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from companion.model import Message, Outcome, Reason
from companion.validation import validate

T0 = datetime(2025, 5, 2, 17, 0, tzinfo=UTC)


def _judge(first: str, asked: str, reply: str, fact: str, quote: str) -> tuple[Outcome, tuple[Reason, ...]]:
    messages = [
        Message(role="user", content=first, timestamp=T0),
        Message(role="assistant", content=asked, timestamp=T0 + timedelta(seconds=20)),
        Message(role="user", content=reply, timestamp=T0 + timedelta(seconds=45)),
    ]
    (verdict,) = validate(messages, [{"text": fact, "supporting_quote": quote, "source_message_index": 2}])
    return verdict.outcome, verdict.reasons


@pytest.mark.parametrize(
    ("first", "asked", "reply", "fact", "quote"),
    [
        (
            "my daughter's just qualified as a teacher",
            "Congratulations! What does she teach?",
            "year two at the primary round the corner, loves it",
            "User teaches year two at the primary.",
            "year two at the primary round the corner",
        ),
        (
            "my brother's flying out tomorrow",
            "Exciting! Where is he going?",
            "lanzarote for a fortnight with the lads",
            "User is going to Lanzarote for a fortnight.",
            "lanzarote for a fortnight with the lads",
        ),
        (  # the wh-word is the question's subject, the person its object
            "my nephew's moved back home from dublin",
            "Oh, nice. What brought him back?",
            "lost the flat when the landlord sold up, back in the box room now",
            "User lost their flat when the landlord sold up.",
            "lost the flat when the landlord sold up",
        ),
        (
            "my niece has been in a right state all week",
            "Poor thing. What's been worrying her?",
            "driving test on monday, third attempt",
            "User has a driving test on Monday.",
            "driving test on monday",
        ),
        (
            "my father-in-law's in a cast up to the knee",
            "Oh dear. What happened to him?",
            "fell off a ladder clearing the gutters, at seventy eight",
            "User fell off a ladder clearing the gutters.",
            "fell off a ladder clearing the gutters",
        ),
    ],
)
def test_a_reply_to_a_question_about_somebody_else_is_held(
    first: str, asked: str, reply: str, fact: str, quote: str
) -> None:
    outcome, reasons = _judge(first, asked, reply, fact, quote)
    assert outcome is Outcome.PENDING
    assert Reason.WRONG_SUBJECT in reasons


@pytest.mark.parametrize(
    ("first", "asked", "reply", "fact", "quote"),
    [
        (  # the question was the user's own
            "i've finally got a new job",
            "Congratulations! What are you doing?",
            "year two at the primary round the corner, loves it",
            "User teaches year two at the primary.",
            "year two at the primary round the corner",
        ),
        (  # the reply says its own subject
            "my brother's flying out tomorrow",
            "Exciting! Where is he going?",
            "lanzarote, and i'm off to cornwall myself in june",
            "User is going to Cornwall in June.",
            "i'm off to cornwall myself in june",
        ),
    ],
)
def test_a_reply_about_the_user_is_left_alone(
    first: str, asked: str, reply: str, fact: str, quote: str
) -> None:
    outcome, reasons = _judge(first, asked, reply, fact, quote)
    assert Reason.WRONG_SUBJECT not in reasons
    assert outcome is not Outcome.REJECT


@pytest.mark.parametrize(
    "asked",
    [
        "What did you get her for her birthday?",  # the listener is asked
        "What did the doctor tell him?",  # the subject follows the auxiliary: the doctor's doing
        "What happened?",  # nobody else named
    ],
)
def test_questions_that_ask_no_third_person_as_object(asked: str) -> None:
    from companion.validation.normalize import canonicalize
    from companion.validation.speech import asked_about

    assert asked_about(canonicalize(asked).lows) is None


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "you'll want to remember this one, my gate code is two five eight oh",
            "User's gate code is 2580.",
            "my gate code is 2580",
        ),
        (
            "you'll want to keep hold of this, my husband's allergic to penicillin",
            "User's husband is allergic to penicillin.",
            "my husband's allergic to penicillin",
        ),
    ],
)
def test_what_the_listener_may_want_is_no_wish_of_the_users(said: str, fact: str, quote: str) -> None:
    # "you'll want to remember this": a request to note what the user says, not the user's wish
    verdict = validate(
        [Message(role="user", content=said, timestamp=T0)],
        [{"text": fact, "supporting_quote": quote, "source_message_index": 0}],
    )[0]
    assert verdict.outcome is Outcome.ACCEPT, verdict
