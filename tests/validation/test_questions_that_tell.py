"""V7b: what a question tells in passing. A question asks only part of what the user says:

- a why, when or where question (or "how long", "how come") with a plain auxiliary takes the
  rest as so ("why does my husband snore so loudly" tells that he snores); a modal deliberates
  and a negated auxiliary suggests, so those tell nothing;
- a statement run on after a question, past a pause, is a statement: "what do i say in the
  card, my neighbour's eighty on tuesday" (the question word already is the verb's object),
  "do i need a passport, we're going in may" ("were" after a pause is "we're"), "my son's
  forty" (an age after a noun with its "is" dropped);
- "is my daughter vegan": a question of "be" asks its last word, whatever its tag.

Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "why does my husband snore so loudly",
            "User's husband snores loudly",
            "why does my husband snore so loudly",
        ),
        (
            "how long has my mum been on the waiting list for her hip",
            "User's mother is on the waiting list for a hip operation",
            "my mum been on the waiting list for her hip",
        ),
        (
            "how come my sister never rings on my birthday",
            "User's sister never rings on their birthday",
            "my sister never rings on my birthday",
        ),
        (
            "um why is my cat being sick every morning",
            "User's cat is being sick every morning",
            "my cat being sick every morning",
        ),
    ],
)
def test_a_question_of_why_or_how_long_tells_the_rest(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("why should i move to spain", "User is moving to Spain", "why should i move to spain"),
        ("why don't we get a dog", "User is getting a dog", "why don't we get a dog"),
        ("why would my son lie to me", "User's son lies to them", "my son lie to me"),
        ("how long would it take to drive to cornwall", "User is driving to Cornwall", "drive to cornwall"),
    ],
)
def test_a_modal_or_negated_question_tells_nothing(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "what do i say in the card, my neighbour's eighty on tuesday",
            "User's neighbour is 80",
            "my neighbour's eighty on tuesday",
        ),
        (
            "what do you get a fella for his fortieth, my son's forty on saturday",
            "User's son is 40",
            "my son's forty on saturday",
        ),
        (
            "do i need a passport for jersey, we're going in may for my brother's birthday",
            "User is going to Jersey in May for their brother's birthday",
            "we're going in may for my brother's birthday",
        ),
        (
            "what should i get my nan for christmas, she's ninety this year",
            "User's grandmother is 90",
            "she's ninety this year",
        ),
    ],
)
def test_a_statement_run_on_after_a_question_is_told(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("is my husband diabetic do you think", "User's husband is diabetic", "is my husband diabetic"),
        (
            "is my daughter vegan do you think, she never eats meat here",
            "User's daughter is vegan",
            "is my daughter vegan",
        ),
        (
            "what should i get my nan, is she ninety this year",
            "User's grandmother is 90",
            "is she ninety this year",
        ),
    ],
)
def test_what_a_question_of_be_asks_is_not_told(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT


def test_an_age_is_still_anothers_age() -> None:
    said = "me grandad's ninety on sunday, big party at the club"
    assert judge(convo(said), "User is 90", "ninety on sunday").outcome is not Outcome.ACCEPT
