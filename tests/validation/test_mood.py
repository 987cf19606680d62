"""V7d: what the user only wants, plans or used to do is not stated as a present fact."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import Outcome, Reason
from companion.validation import validate
from companion.validation.mood import unrealised
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge


def _verdict(fact: str, message: str, quote: str | None = None) -> tuple[Outcome, tuple[Reason, ...], str]:
    v = judge(convo(message), fact, quote or message.rstrip("."))
    return v.outcome, v.reasons, v.detail


@pytest.mark.parametrize(
    ("fact", "message"),
    [
        ("User speaks Spanish.", "I want to learn Spanish this year before the trip."),
        ("User has a dog.", "I am thinking about getting a dog for the kids."),
        ("User lives in Berlin.", "I might move to Berlin next spring for the job."),
        ("User visited Japan.", "I would love to visit Japan someday with my wife."),
        ("User runs marathons.", "I hope to run a marathon before I turn forty."),
        ("User is allergic to peanuts.", "I am not sure if I am allergic to peanuts, never tested."),
        ("User is allergic to peanuts.", "I wonder whether I am allergic to peanuts, never tested."),
        ("User smokes.", "I used to smoke a pack a day back in college."),
        ("User plays guitar in a band.", "I used to play guitar in a band, now I just teach."),
    ],
)
def test_wishes_plans_and_past_habits_are_not_present_facts(fact: str, message: str) -> None:
    outcome, reasons, detail = _verdict(fact, message)
    assert outcome is Outcome.REJECT, (fact, reasons)
    assert reasons == (Reason.NOT_AN_ASSERTION,)
    assert "the user said it as a" in detail


@pytest.mark.parametrize(
    ("fact", "message"),
    [
        ("User wants to learn Spanish.", "I want to learn Spanish this year before the trip."),
        ("User is thinking about getting a dog.", "I am thinking about getting a dog for the kids."),
        ("User may move to Berlin.", "I might move to Berlin next spring for the job."),
        ("User dreams of visiting Japan.", "I would love to visit Japan someday with my wife."),
        ("User smoked a pack a day in college.", "I used to smoke a pack a day back in college."),
        ("User quit smoking.", "I used to smoke a pack a day, quit five years ago."),
        ("User speaks French.", "I want to learn Spanish. I already speak French fluently."),
        ("User coaches the junior team again.", "Wanted to tell you that I'm coaching the juniors again."),
        ("User values hope and kindness.", "It reminded me that hope and kindness exist, truly."),
        ("User went hiking every summer as a kid.", "We would go hiking every summer when I was a kid."),
    ],
)
def test_reported_plans_and_plain_statements_pass(fact: str, message: str) -> None:
    """A fact that reports the wish, puts the habit in the past, or rests on a plain statement."""
    outcome, reasons, _ = _verdict(fact, message)
    assert Reason.NOT_AN_ASSERTION not in reasons, (fact, reasons)
    assert outcome is not Outcome.REJECT, (fact, reasons)


_PLAN_WORDS = st.sampled_from(["wants", "plans", "hopes", "would", "might", "dreams", "is considering"])
_TOPICS = st.sampled_from(["learn Spanish", "get a dog", "move to Berlin", "visit Japan", "run a marathon"])


@settings(max_examples=200, deadline=None)
@given(
    plan=_PLAN_WORDS,
    topic=_TOPICS,
    marker=st.sampled_from(["I want to", "I might", "I hope to", "maybe I'll"]),
)
def test_a_fact_that_reports_the_plan_is_never_refused(plan: str, topic: str, marker: str) -> None:
    """Invariant: a fact carrying a plan or wish word is never turned down as stated-as-real."""
    fact = canonicalize(f"User {plan} to {topic}.")
    assert unrealised(fact.keys, f"User {plan} to {topic}.", f"{marker} {topic} next year.") is None


def test_partly_wished_facts_wait_for_review() -> None:
    """Most of the fact said only as a wish, a word of it said outright: pending, not rejected."""
    msg = "I want to visit the Lofoten islands. The islands look stunning in winter."
    fact = "User visited the Lofoten islands."
    quote = "I want to visit the Lofoten islands"
    (v,) = validate(convo(msg), [{"text": fact, "supporting_quote": quote, "source_message_index": 0}])
    assert v.outcome is Outcome.PENDING
    assert v.reasons[0] is Reason.SAID_AS_WISH


@settings(max_examples=200, deadline=None)
@given(topic=_TOPICS, tail=st.sampled_from(["next year.", "with my wife.", "this summer, honestly."]))
def test_a_message_without_markers_is_never_a_plan(topic: str, tail: str) -> None:
    """Invariant: without a marker word, V7d never fires."""
    fact = canonicalize(f"User will {topic}.")
    assert unrealised(fact.keys, "User " + topic, f"We {topic} {tail}") is None
