"""V7i: praise the listener met with sympathy (`reactions.listener_commiserated`).

A sarcastic speaker praises what went wrong ("the new boiler's been a dream"); the words alone
often leave no doubt, but a listener who heard a complaint answers with sympathy ("Oh no, is it
still cutting out?"). A fact that keeps the praise is then held for the user to say. Sympathy that
meets a hardship the fact states, and warmth that meets praise, leave the fact standing. Our
sentences."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.model import Outcome, Reason
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("user", "reply", "fact", "quote"),
    [
        (
            "the new boiler's been a dream honestly",
            "Oh no, is it still cutting out on you?",
            "User's new boiler has been a dream.",
            "the new boiler's been a dream",
        ),
        (
            "yeah my landlord is fantastic he answers every email in a month or so",
            "Ugh, a month? That must be so frustrating.",
            "User's landlord is fantastic.",
            "my landlord is fantastic",
        ),
        (
            "the roadworks outside are a real treat at six in the morning",
            "That sounds exhausting. Are you getting any sleep at all?",
            "User finds the roadworks outside a real treat.",
            "the roadworks outside are a real treat",
        ),
        (
            "our team's new manager is brilliant at meetings",
            "What a nightmare. How long did this one go on?",
            "User's team's new manager is brilliant at meetings.",
            "our team's new manager is brilliant at meetings",
        ),
        (
            "the ferry crossing was lovely thanks",
            "Oh, I'm so sorry. Was the sea that rough?",
            "User's ferry crossing was lovely.",
            "the ferry crossing was lovely",
        ),
        (
            "the dentist was wonderful today",
            "Ouch. Did the filling go all right in the end?",
            "User's visit to the dentist was wonderful.",
            "the dentist was wonderful today",
        ),
        # "helpful" and "relaxing" are in no list of praise words: VADER's raters rated them pleasant
        (
            "the new receptionist at the surgery is so helpful",
            "Oh no, what happened this time?",
            "User finds the new receptionist at the surgery helpful.",
            "the new receptionist at the surgery is so helpful",
        ),
        (
            "the flight with two toddlers was very relaxing",
            "That sounds exhausting.",
            "User found the flight with two toddlers very relaxing.",
            "the flight with two toddlers was very relaxing",
        ),
    ],
)
def test_praise_met_with_sympathy_is_held(user: str, reply: str, fact: str, quote: str) -> None:
    verdict = judge(convo(user, reply), fact, quote)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.SAID_WITH_DOUBT in verdict.reasons
    assert "sympathy" in verdict.detail


@pytest.mark.parametrize(
    ("user", "reply", "fact", "quote"),
    [
        # warmth meets the praise
        (
            "my granddaughter's a wonderful little dancer",
            "That's lovely! Does she perform anywhere?",
            "User's granddaughter is a wonderful dancer.",
            "my granddaughter's a wonderful little dancer",
        ),
        # sympathy meets a hardship the fact states, with no praise in it
        (
            "the number twelve bus is always forty minutes late",
            "Oh no, that's so frustrating.",
            "User's number 12 bus is always forty minutes late.",
            "the number twelve bus is always forty minutes late",
        ),
        # sympathy later in the reply, after it has welcomed the praise
        (
            "the new physio is great",
            "Great! Sorry the knee is still sore, though.",
            "User's new physio is great.",
            "the new physio is great",
        ),
        # a bare "sorry?" asks for a word not heard
        (
            "my neighbour's a lovely man",
            "Sorry? I missed that.",
            "User's neighbour is a lovely man.",
            "my neighbour's a lovely man",
        ),
        # a pleasant word negated: a complaint said plainly
        (
            "the new receptionist at the surgery isn't very helpful",
            "Oh no, that's frustrating.",
            "User finds the new receptionist at the surgery not very helpful.",
            "the new receptionist at the surgery isn't very helpful",
        ),
        # praise set against a hardship, a concession: the sympathy is for the loss the user told
        (
            "we lost the allotment vote but the committee were brilliant about it",
            "Oh, I'm so sorry.",
            "User's allotment committee were brilliant.",
            "the committee were brilliant about it",
        ),
    ],
)
def test_warmth_or_sympathy_for_a_hardship_keeps_it(user: str, reply: str, fact: str, quote: str) -> None:
    assert judge(convo(user, reply), fact, quote).outcome is Outcome.ACCEPT


def test_sympathy_in_the_turn_before_the_praise_is_no_reading() -> None:
    # the assistant commiserated about something else before the user praised
    msgs = convo(
        "Oh no, I'm sorry the flight was cancelled.",
        "thanks but the hotel they put us in is lovely",
        "That's a relief. Where is it?",
        first_role="assistant",
    )
    verdict = judge(msgs, "User's hotel is lovely.", "the hotel they put us in is lovely", 1)
    assert verdict.outcome is Outcome.ACCEPT


def test_replies_that_open_on_a_word_of_their_own_are_never_sympathy() -> None:
    from companion.validation.reactions import listener_commiserated

    said = canonicalize("the new boiler is a dream").lows
    msgs = convo("the new boiler is a dream", "Lovely! That must have been a nightmare before, though.")
    assert listener_commiserated(msgs, 0, said) is None
    assert listener_commiserated(convo("the new boiler is a dream", "Oh no, what happened?"), 0, said) == 1
    assert listener_commiserated(convo("the new boiler is a dream"), 0, said) is None  # no reply


_DISTRESS_TAILS = ("oh no", "im so sorry", "that sounds exhausting", "what a nightmare", "ouch")
_OWN_WORDS = ("lovely", "congratulations", "brilliant", "tell", "wonderful", "fancy", "nice one", "good")


@given(opening=st.sampled_from(_OWN_WORDS), tail=st.sampled_from(_DISTRESS_TAILS))
def test_sympathy_after_the_replys_own_opening_is_never_read(opening: str, tail: str) -> None:
    """Invariant: a reply that opens on a word of its own (no interjection, no word framing
    distress) is read as no sympathy, whatever it says after."""
    from companion.validation.reactions import listener_commiserated

    msgs = convo("the garden centre is a delight", f"{opening.capitalize()}, {tail}.")
    assert listener_commiserated(msgs, 0, canonicalize(msgs[0].content).lows) is None


def test_valence_reads_the_raters_ratings() -> None:
    from companion.validation.lexicon.valence import valence

    assert valence("helpful") >= 1.5
    assert valence("awful") < 0
    assert valence("qwzzx") == 0.0
