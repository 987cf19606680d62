"""A yes/no question whose subject is a noun phrase, said without a question mark ("does my mum's
cough sound like asthma"): transcripts drop the mark, and the auxiliary's subject is then more than
one word, so the verb comes after the phrase. What it asks is not stored; statements that open on
"did my homework after dinner" stay statements."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.clauses import inverted
from companion.validation.normalize import canonicalize

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        ("does my mum's cough sound like asthma to you", "User's mother has asthma.",
         "my mum's cough sound like asthma"),
        ("did the new tablets help his sleep at all", "The new tablets helped his sleep.",
         "the new tablets help his sleep"),
        ("does our landlord fix the boiler himself", "User's landlord fixes the boiler himself.",
         "our landlord fix the boiler himself"),
    ],
)  # fmt: skip
def test_a_question_with_a_noun_phrase_subject_is_not_stored(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    "text",
    [
        "does my mums cough sound bad",
        "did the kids enjoy the zoo",
        "does her little brother play rugby",
        "did my granddad's operation go well",
    ],
)
def test_the_verb_after_the_noun_phrase_makes_a_question(text: str) -> None:
    assert inverted(canonicalize(text).lows, 0)


@pytest.mark.parametrize(
    "text",
    [
        "did my homework after dinner",
        "does that sound right",
    ],
)
def test_statements_and_pronoun_subjects_keep_their_reading(text: str) -> None:
    lows = canonicalize(text).lows
    expected = text == "does that sound right"  # a pronoun subject, as before
    assert inverted(lows, 0) is expected


def test_a_statement_after_such_a_phrase_is_still_stored() -> None:
    msgs = convo("did my best on the exam, and i passed my driving test on tuesday")
    assert (
        judge(msgs, "User passed the driving test.", "i passed my driving test").outcome is not Outcome.REJECT
    )
