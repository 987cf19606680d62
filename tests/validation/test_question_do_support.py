"""Two readings of questions said without a question mark, in our own sentences.

* "do" before a noun-phrase subject asks, also when the question's verb is one of the few
  auxiliaries that work as main verbs with "do" ("do my grandkids | need | jabs for spain", "did
  the twins | have | a good time"): it was read as a statement, and what it asked was stored.
* In a question, a relation's "'s" before a bare noun owns the noun ("what can i do about my
  neighbour's | dog", "how do i stop my son's | cough"): "'s" before a bare form cannot be "is"
  or "has" of a verb ("is dog", "has cough"), so the question takes the dog or the cough as
  given. It was read as the relation alone, the rest asked (or, after "stop", denied).
"""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "do my grandkids need jabs for spain",
            "User's grandkids need vaccinations for Spain",
            "do my grandkids need jabs for spain",
        ),
        (
            "did the twins have a good time at the zoo",
            "The twins had a good time at the zoo",
            "did the twins have a good time at the zoo",
        ),
        (
            "does my husband need a referral for the physio",
            "User's husband needs a referral for physio",
            "my husband need a referral for the physio",
        ),
    ],
)
def test_do_with_a_main_verb_auxiliary_asks(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "what can i do about my neighbour's dog",
            "User's neighbour has a dog",
            "what can i do about my neighbour's dog",
        ),
        (
            "how do i stop my son's cough at night",
            "User's son has a cough",
            "how do i stop my son's cough at night",
        ),
        ("any tips for my daughter's hay fever", "User's daughter has hay fever", "my daughter's hay fever"),
    ],
)
def test_a_relations_noun_in_a_question_is_taken_as_given(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        # plural relations and their verbs are still asked ("why do my sons fight all the time"
        # takes the fighting as so: test_questions_that_tell.py)
        (
            "should my daughters share a room",
            "User's daughters share a room",
            "should my daughters share a room",
        ),
        # in a statement, "'s" before a noun may still be "is": the cousin's condition, not the user's
        (
            "my cousin's type one diabetic so we keep juice in",
            "User has type 1 diabetes",
            "type one diabetic",
        ),
    ],
)
def test_near_misses_stay_asked_or_off_the_user(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT
