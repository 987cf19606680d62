"""V3 and V7e: a possessive or a count and a noun said in passing ("how long should i walk my
collie", "can i give my cat tuna", "thirteen grandkids") backs a fact that only says the user
has it ("User has a collie"): nothing else in the fact needs backing, so it is accepted, where
it was held for review. Two things still stop it:

- the fact says more of the thing than having it ("User trains her collie for agility" of "my
  collie"): held, as before;
- the same turn says the thing is gone ("my dog died last year", "i sold my car last week", "we
  got rid of the caravan"): a fact of having it now is held, whatever the quote's length.

And "User has just finished ..." is a perfect, not a having. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("how long should i walk my collie each day", "User has a collie.", "my collie"),
        ("can i give my cat tuna", "User has a cat.", "my cat"),
        ("should i bring my passport to the bank", "User has a passport.", "my passport"),
        ("what do i get my stepson for christmas", "User has a stepson.", "my stepson"),
    ],
)
def test_a_possessive_in_passing_backs_having_it(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("how long should i walk my collie each day", "User walks their collie every day.", "my collie"),
        ("i keep a chart of my goals", "User sets goals every morning and tracks them.", "my goals"),
    ],
)
def test_a_fact_that_says_more_than_having_is_not_backed_by_two_words(
    said: str, fact: str, quote: str
) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("my dog died last year and i still cry about it", "User has a dog.", "my dog"),
        ("my dog died last year and i still cry about it", "User has a dog.", "my dog died last year"),
        ("i sold my car last week, the insurance was daft", "User has a car.", "my car"),
        (
            "we got rid of the caravan in june, we never used it",
            "User has a caravan.",
            "we got rid of the caravan",
        ),
    ],
)
def test_having_what_the_same_turn_says_is_gone_is_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.PAST_AS_PRESENT in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("my dog's fine, it's the cat that died", "User has a dog.", "my dog's fine"),
        (
            "i've just finished my last exam so i'm off out",
            "User has just finished their last exam.",
            "i've just finished my last exam",
        ),
    ],
)
def test_another_thing_gone_or_a_perfect_leaves_it(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
