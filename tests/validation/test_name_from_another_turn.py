"""A name the fact gives one relation that the user gave another in a different turn (stop 51,
V6): "my daughter finished her exams" and then "... with my niece priya" does not back "User's
daughter Priya finished her exams". The same crossing within one message was held before; a
name taken from another turn is held the same way. A name the quote's own message says, a name
said of the same relation in another turn and a later correction of the relation in the quote's
own message are left alone."""

from __future__ import annotations

import pytest

from companion.model import Message, Outcome, Reason

from .conftest import convo, judge

_LATER_NIECE = "she's off interrailing in june with my niece priya, lord help them"


@pytest.mark.parametrize(
    ("first", "fact", "quote"),
    [
        (
            "my daughter finished her exams yesterday, first class honours",
            "User's daughter Priya finished her exams.",
            "My daughter finished her exams yesterday.",
        ),
        (
            "my daughter meera finished her exams yesterday, first class honours",
            "User's daughter Priya finished her exams.",
            "My daughter Meera finished her exams yesterday.",
        ),
    ],
)
def test_a_name_given_to_another_relation_in_another_turn_is_held(first: str, fact: str, quote: str) -> None:
    msgs = convo(first, "Congratulations to her!", _LATER_NIECE)
    verdict = judge(msgs, fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict
    assert Reason.WRONG_SUBJECT in verdict.reasons, verdict


@pytest.mark.parametrize(
    ("msgs", "fact", "quote", "index"),
    [
        (  # the same relation in the other turn
            convo(
                "my daughter finished her exams yesterday, first class honours",
                "Congratulations to her!",
                "she's off interrailing in june, my daughter priya, lord help us",
            ),
            "User's daughter Priya finished her exams.",
            "My daughter finished her exams yesterday.",
            0,
        ),
        (  # the quote's message corrects the relation itself
            convo(
                "my niece priya finished her exams yesterday",
                "Congratulations to Priya!",
                "sorry priya's my daughter, not my niece, i'm all over the place today",
            ),
            "User's daughter is Priya.",
            "Priya's my daughter.",
            2,
        ),
    ],
)
def test_a_name_said_of_the_same_relation_or_corrected_in_the_quote_is_not_held(
    msgs: list[Message], fact: str, quote: str, index: int
) -> None:
    verdict = judge(msgs, fact, quote, index=index)
    assert Reason.WRONG_SUBJECT not in verdict.reasons, verdict
