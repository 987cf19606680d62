"""Two kinds found probing everyday speech (2026-12-03 evening). Our sentences.

* A hope said as an adverb or an aside ("hopefully", "with any luck", "all being well"), before
  or after what is hoped: a fact that states the hoped thing as what will be ("User will be back
  at work by March") turns a hope into an expectation, and is not stored; a fact that keeps the
  hope ("User hopes to ...") is. The same future said plainly is a plan the fact may keep.
* "No one" as a subject ("no one in my family has had diabetes") negates the clause as "nobody"
  does; a quote cut after it does not make the fact's opposite true."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge

_HOPED = [
    (
        "hopefully i'll be back at work by march",
        "User will be back at work by March",
        "i'll be back at work by march",
    ),
    (
        "i'll be off the crutches by easter hopefully",
        "User will be off the crutches by Easter",
        "i'll be off the crutches by easter",
    ),
    (
        "with any luck we'll move in before christmas",
        "User will move in before Christmas",
        "we'll move in before christmas",
    ),
    (
        "i hope i'll be driving again by the summer",
        "User will be driving again by the summer",
        "i'll be driving again",
    ),
    (
        "fingers crossed the new knee will be done in june",
        "User's new knee will be done in June",
        "the new knee will be done in june",
    ),
]


@pytest.mark.parametrize(("said", "fact", "quote"), _HOPED)
def test_a_hope_is_not_stored_as_what_will_be(said: str, fact: str, quote: str) -> None:
    v = judge(convo(said), fact, quote)
    assert v.outcome is not Outcome.ACCEPT, v.detail
    assert v.outcome is not Outcome.REINFORCE


def test_the_hope_kept_in_the_fact_is_stored() -> None:
    said = "hopefully i'll be back at work by march"
    assert judge(convo(said), "User hopes to be back at work by March", said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i'll be back at work by march",
            "User will be back at work by March",
            "i'll be back at work by march",
        ),
        (
            "we'll move in before christmas",
            "User will move in before Christmas",
            "we'll move in before christmas",
        ),
    ],
)
def test_the_same_future_said_plainly_is_stored(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "no one in my family has had diabetes",
            "User has a family history of diabetes",
            "in my family has had diabetes",
        ),
        (
            "well no one at my work knows about the divorce",
            "User's coworkers know about the divorce",
            "at my work knows about the divorce",
        ),
        (
            "no one in our street has ever had a break in",
            "User's street has had break-ins",
            "in our street has ever had a break in",
        ),
    ],
)
def test_no_one_as_a_subject_negates_the_clause(said: str, fact: str, quote: str) -> None:
    v = judge(convo(said), fact, quote)
    assert v.outcome is Outcome.REJECT, v.detail
    assert v.reasons[0] in (Reason.NEGATED_CONTEXT, Reason.NEGATION_MISMATCH, Reason.NOT_AN_ASSERTION)


def test_one_after_no_as_an_answer_is_still_a_count() -> None:
    """ "No, one cat": an answer and a count, not "no one"."""
    msgs = convo("Do you have two cats?", "no, one cat, she's ten now", first_role="assistant")
    assert judge(msgs, "User has one cat", "one cat, she's ten now", index=1).outcome is Outcome.ACCEPT
