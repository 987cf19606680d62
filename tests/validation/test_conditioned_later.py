"""A later turn that makes a plan hang on a condition, or says it is not settled (stop 68, V12al).

"i'm going to my niece's wedding in june" ... "if my knee holds up, that is": said with a
condition, the plan is not yet a fact (LABELING.md: a conditional stays one). Read when a
condition opens a stretch of one of the next two user turns with nothing following from it in the
user's own words, or with "otherwise no"; when a condition is said anywhere ("it all hinges on
whether the bonus comes"); when the turn asks whether it happens at all ("who knows if we even
go"); or when it says the plan is not settled ("it's all up in the air", "nothing's booked").
Not a condition with its own consequence ("if it's warm i'll wear the blue dress"), not one with
another way ("..., if not we'll stay at my sister's"), a concession ("even if it rains"), an
answer to a question of the assistant's about something else ("Will you dance?" ... "if my knee
holds up"), nor a state or a habit ("User has a motorbike" ... "sundays, weather permitting").
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import Outcome, Reason

from .conftest import convo, judge

SAID = "That sounds lovely."

HANGING = [
    ("i'm going to my niece's wedding in june", "if my knee holds up, that is",
     "User is going to their niece's wedding in June.", "i'm going to my niece's wedding in june"),
    ("we're moving to the coast in the spring", "as long as the bungalow sale goes through",
     "User is moving to the coast in the spring.", "we're moving to the coast in the spring"),
    ("i'm having my cataract done on the ninth", "that's if the hospital doesn't cancel again",
     "User is having cataract surgery on the 9th.", "i'm having my cataract done on the ninth"),
    ("we're going to lisbon in may", "well we'll see, nothing's booked",
     "User is going to Lisbon in May.", "we're going to lisbon in may"),
    ("we're going to lisbon in may", "it's all up in the air with mum being poorly",
     "User is going to Lisbon in May.", "we're going to lisbon in may"),
    ("we're going to cornwall in august", "lovely spot. depending on whether i get the time off mind",
     "User is going to Cornwall in August.", "we're going to cornwall in august"),
    ("i'm starting the access course in september",
     "the grant's the thing, if it comes through i go, otherwise no",
     "User is starting the access course in September.", "i'm starting the access course in september"),
    ("we're flying to perth on the tenth", "honestly who knows if we even go, his passport's still not back",
     "User is flying to Perth on the 10th.", "we're flying to perth on the tenth"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "later", "fact", "quote"), HANGING)
def test_a_plan_made_conditional_later_is_held(said: str, later: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, SAID, later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.detail)
    assert Reason.SAID_WITH_DOUBT in verdict.reasons


STANDING = [
    ("i'm going to my niece's wedding in june", SAID, "if it's warm i'll wear the blue dress",
     "User is going to their niece's wedding in June.", "i'm going to my niece's wedding in june"),
    ("i'm going to my niece's wedding in june", "Will you dance?", "if my knee holds up",
     "User is going to their niece's wedding in June.", "i'm going to my niece's wedding in june"),
    ("we're moving to the coast in the spring", SAID,
     "even if the sale falls through we're going, we'll rent",
     "User is moving to the coast in the spring.", "we're moving to the coast in the spring"),
    ("we're going to lisbon in may", SAID, "if you've never been you should go, the tarts are lovely",
     "User is going to Lisbon in May.", "we're going to lisbon in may"),
    ("we're going to jamaica in january", SAID,
     "if my cousin's house is ready we stay in st ann, if not we stay by my sister",
     "User is going to Jamaica in January.", "we're going to jamaica in january"),
    ("i've got a triumph motorbike", SAID, "sundays, weather permitting, which is never in this country",
     "User has a Triumph motorbike.", "i've got a triumph motorbike"),
    ("i'm walking the camino in september", "How's the knee?", "touch and go some days to be honest",
     "User is walking the Camino in September.", "i'm walking the camino in september"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "asked", "later", "fact", "quote"), STANDING)
def test_a_condition_on_something_else_leaves_the_plan(
    said: str, asked: str, later: str, fact: str, quote: str
) -> None:
    verdict = judge(convo(said, asked, later), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)


CONDITIONS = ["if", "as long as", "provided", "assuming", "so long as"]
CLAUSES = ["the car gets fixed", "my sister can mind the dog", "the weather holds", "the money comes through"]
CONSEQUENCES = ["i'll bring the big tent", "we'll stop at my aunt's on the way", "you should come too"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CONDITIONS), st.sampled_from(CLAUSES), st.sampled_from(CONSEQUENCES))
def test_a_condition_hangs_the_plan_only_without_a_consequence_of_the_users(
    condition: str, clause: str, consequence: str
) -> None:
    """The invariant of the reading: the same condition is held when it stands alone after the
    plan, and leaves the plan standing once the user says what they do then."""
    said, fact, quote = (
        "we're going camping in july",
        "User is going camping in July.",
        "we're going camping in july",
    )
    bare = judge(convo(said, SAID, f"{condition} {clause}"), fact, quote)
    followed = judge(convo(said, SAID, f"{condition} {clause} {consequence}"), fact, quote)
    assert bare.outcome is Outcome.PENDING, (bare.outcome, bare.detail)
    assert followed.outcome is Outcome.ACCEPT, (followed.outcome, followed.detail)
