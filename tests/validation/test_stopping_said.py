"""A verb of stopping as the user's negation (stop 50, V7a):

- "i gave up meat", "quit smoking", "packed in the gym", said as the user's own act, back a
  fact that says the user no longer does it ("User doesn't eat meat", "no longer smokes");
  not when the stopping is nearly done, tried, wanted, asked or planned, and not a fact that
  says "never" (stopping says the user once did it);
- a negated verb of stopping ("i never stopped playing", "didn't quit", "never to give up")
  says the thing goes on: its negation backs no fact that says it ended or stopped."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("i gave up meat when i moved in with my sister", "User no longer eats meat.", "i gave up meat"),
        ("oh i quit smoking about ten years back now", "User doesn't smoke.", "i quit smoking"),
        (
            "i stopped going to church after my mum died",
            "User no longer goes to church.",
            "i stopped going to church",
        ),
        (
            "i've given up sugar in my coffee, doctor's orders",
            "User doesn't take sugar in their coffee.",
            "i've given up sugar in my coffee",
        ),
        (
            "i packed in the gym at christmas couldn't face it",
            "User doesn't go to the gym anymore.",
            "i packed in the gym",
        ),
    ],
)
def test_a_stopping_the_user_did_backs_the_facts_negation(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("i almost quit drinking last year", "User doesn't drink.", "i almost quit drinking"),
        (
            "i nearly gave up the allotment in the spring",
            "User no longer has the allotment.",
            "i nearly gave up the allotment",
        ),
        ("i'm trying to quit smoking", "User doesn't smoke.", "i'm trying to quit smoking"),
        (
            "should i give up sugar in my tea do you think",
            "User doesn't take sugar in their tea.",
            "should i give up sugar in my tea",
        ),
        ("i'm going to give up crisps in january", "User doesn't eat crisps.", "give up crisps in january"),
        ("i quit smoking about ten years back now", "User never smoked.", "i quit smoking"),
        ("my husband gave up drinking last year", "User doesn't drink.", "gave up drinking"),
    ],
)
def test_a_stopping_not_done_or_not_the_users_backs_no_negation(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is not Outcome.ACCEPT, verdict


@pytest.mark.parametrize(
    ("said", "ended", "quote"),
    [
        (
            "i never stopped playing the piano even with my arthritis",
            "User no longer plays the piano.",
            "i never stopped playing the piano",
        ),
        (
            "in the end i didn't quit smoking, the patches made me sick",
            "User no longer smokes.",
            "i didn't quit smoking",
        ),
        (
            "my nan told me never to give up on the piano and i haven't",
            "User's nan told them to give up on the piano.",
            "my nan told me never to give up on the piano",
        ),
        ("i never skip breakfast, not even on a work day", "User skips breakfast.", "i never skip breakfast"),
    ],
)
def test_a_negated_stopping_backs_no_end(said: str, ended: str, quote: str) -> None:
    assert judge(convo(said), ended, quote).outcome is Outcome.REJECT


def test_a_negated_stopping_backs_the_facts_own() -> None:
    said = "i never skip breakfast, not even on a work day"
    verdict = judge(convo(said), "User doesn't skip breakfast.", "i never skip breakfast")
    assert verdict.outcome is Outcome.ACCEPT, verdict
