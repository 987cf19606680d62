"""V7b: "can i take ibuprofen with my blood pressure tablets" tells that the user takes blood
pressure tablets: a fact of taking or using something (`FactShape.using`) rests on the user's
"my tablets", which the question takes as given, not on the "take" it asks about ibuprofen.
Not a thing without "my" ("should i take the bus"), nor a person taken somewhere ("should i
take my son to the doctor"), nor a statement's correction ("i take the 50 no the 25 mg one").
Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "quick one can i take ibuprofen with my blood pressure tablets",
            "User takes blood pressure tablets",
            "can i take ibuprofen with my blood pressure tablets",
        ),
        (
            "is it alright to have a drink with my amlodipine",
            "User takes amlodipine",
            "have a drink with my amlodipine",
        ),
    ],
)
def test_what_the_user_calls_theirs_is_taken(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("should i take the bus or the train into town", "User takes the bus into town", "take the bus"),
        (
            "should i take my son to the doctor",
            "User takes their son to the doctor",
            "take my son to the doctor",
        ),
        (
            "can i take ibuprofen with my blood pressure tablets",
            "User takes ibuprofen",
            "can i take ibuprofen with my blood pressure tablets",
        ),
    ],
)
def test_what_is_asked_is_still_asked(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


def test_a_corrected_dose_is_still_the_final_one() -> None:
    msgs = convo(
        "Which dose do you take at night?",
        "i take the um the 50 milligram no the 25 milligram one at night",
        first_role="assistant",
    )
    verdict = judge(
        msgs, "User takes the 25 mg dose at night", "i take the 50 mg, no, the 25 mg one at night", index=1
    )
    assert verdict.outcome is Outcome.ACCEPT
