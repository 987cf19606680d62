"""Clauses that open after a verbless fragment in a turn the transcript left unpunctuated: a
modal asking with a noun phrase for subject ("still sore | could the swelling be gout") and a
contrast ("not much now | but i drove lorries for thirty years"). Both were read as one clause
with the fragment, so the question and the past went unseen and a quote cut after the modal or
the verb was stored as the user's present fact. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact", "reason"),
    [
        (
            "bit better today could the cough be from the damp",
            "the cough be from the damp",
            "User's cough is from the damp.",
            Reason.NOT_AN_ASSERTION,
        ),
        (
            "yeah fine would my pension cover the fees",
            "my pension cover the fees",
            "User's pension covers the fees.",
            Reason.NOT_AN_ASSERTION,
        ),
        (
            "not much now but i drove lorries for thirty years",
            "lorries for thirty years",
            "User drives lorries.",
            Reason.PAST_AS_PRESENT,
        ),
    ],
)
def test_the_clause_after_the_fragment_keeps_its_own_mood_and_tense(
    said: str, quote: str, fact: str, reason: Reason
) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert reason in verdict.reasons


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        # the modal of a wh-question is its own, not a second question
        (
            "how long should my grandson's plaster stay on he broke his wrist at football",
            "he broke his wrist at football",
            "User's grandson broke his wrist at football.",
        ),
        (
            "which cream should my husband use he's got eczema on his hands",
            "he's got eczema on his hands",
            "User's husband has eczema on his hands.",
        ),
        (
            "not much but i do the crossword every morning",
            "i do the crossword every morning",
            "User does the crossword every morning.",
        ),
    ],
)
def test_statements_beside_them_still_pass(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "second"),
    [
        ("not much now but i drove lorries for thirty years", "but"),
        ("still sore could the swelling be gout", "could"),
        ("bit better today could the cough be from the damp", "could"),
    ],
)
def test_the_second_clause_opens_at_the_link_or_the_modal(said: str, second: str) -> None:
    ut = analyse(said)
    assert [ut.canon.lows[c.first] for c in ut.clauses][1:2] == [second]


def test_a_modal_ending_an_elliptical_clause_opens_nothing() -> None:
    """ "as soon as i can | the kids ...": the modal closes "i can", it asks nothing."""
    ut = analyse("as soon as i can the kids will come and stay")
    assert not any(ut.canon.lows[c.first] == "can" for c in ut.clauses)
