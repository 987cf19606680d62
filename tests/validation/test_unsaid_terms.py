"""A word of the fact that no dictionary of the tagger knows, written small, and that the user
never said in any form: a drug, a brand or a place is a name in all but its capital
("User takes simvastatin for cholesterol" on "i take something for my cholesterol"). It was
accepted, since V5 reads names by their capital; now it is held for the user to say."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i take something for my cholesterol",
            "User takes simvastatin for cholesterol",
            "i take something for my cholesterol",
        ),
        (
            "i'm on some tablets for my heart",
            "User is on bisoprolol for their heart",
            "i'm on some tablets for my heart",
        ),
        (
            "the blood thinner makes me bruise",
            "User's warfarin makes them bruise",
            "the blood thinner makes me bruise",
        ),
    ],
)
def test_a_term_the_user_never_said_is_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING
    assert verdict.reasons[0] is Reason.UNSUPPORTED_SPECIFIC


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        # said by the user, in this turn or an earlier one
        (
            "i take simvastatin for my cholesterol",
            "User takes simvastatin for cholesterol",
            "i take simvastatin for my cholesterol",
        ),
        # a form of a word the user said ("mentor" / "mentorship")
        (
            "my old boss was a real mentor to me",
            "User's old boss gave them mentorship",
            "my old boss was a real mentor to me",
        ),
        # a word the tagger knows is no term
        (
            "i take something for my cholesterol",
            "User takes medication for cholesterol",
            "i take something for my cholesterol",
        ),
    ],
)
def test_a_term_the_user_said_or_a_known_word_is_kept(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_a_term_said_in_an_earlier_turn_backs_it() -> None:
    messages = convo(
        "the doctor put me on metformin last year", "How is it going?", "the tablets upset my stomach a bit"
    )
    verdict = judge(
        messages, "User's metformin upsets their stomach", "the tablets upset my stomach a bit", index=2
    )
    assert verdict.reasons[0] is not Reason.UNSUPPORTED_SPECIFIC
