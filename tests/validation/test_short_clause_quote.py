"""V3: a quote of two words that are a whole clause, a contracted subject and verb and what is
said of it ("she's diabetic", "i'm expecting"), is too short to accept on and too much to throw
away: held for the user's review, and every later rule still judges it. A possessive and a
noun ("my inhaler") or a lone word stays what it was. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "outcome"),
    [
        (  # told in passing inside a question: a whole clause, held
            "what can i bake for my nephew's party, he's diabetic",
            "User's nephew is diabetic.",
            "he's diabetic",
            Outcome.PENDING,
        ),
        (  # as a transcript writes it, without the apostrophe
            "how do i break it to my mum that im expecting",
            "User is expecting a baby.",
            "im expecting",
            Outcome.PENDING,
        ),
        (  # the rules after the length still reject what they would: it is the nephew's
            "what can i bake for my nephew's party, he's diabetic",
            "User is diabetic.",
            "he's diabetic",
            Outcome.REJECT,
        ),
        ("my inhaler, then the gym", "User goes to the gym.", "my inhaler", Outcome.REJECT),
        ("yes, retired", "User is retired.", "yes, retired", Outcome.REJECT),
    ],
)
def test_a_two_word_clause_is_held(said: str, fact: str, quote: str, outcome: Outcome) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is outcome
    if outcome is Outcome.PENDING:
        assert Reason.QUOTE_TOO_SHORT in verdict.reasons


def test_a_short_clause_taken_back_is_not_kept() -> None:
    msgs = convo("i'm vegan", "Oh nice, for how long?", "well i was, i went back to eating fish in may")
    assert judge(msgs, "User is vegan.", "i'm vegan").outcome is not Outcome.ACCEPT
