"""V12: a later user turn that talks about the fact's value rather than using it (the value as
the subject of its own verb, "twelve was back in the spring"; or what the user said, "i said
four") and then gives another value of its type replaces it: the fact is held for the user.
A turn that ends on the fact's value ("did i say twelve? yes, twelve") or uses it beside another
number in passing ("seventy four and my brother's seventy nine") leaves it standing. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

MILES = (
    "i run about twelve miles a week along the canal",
    "User runs about twelve miles a week.",
    "i run about twelve miles a week",
)
RENT = (
    "our rent is nine hundred a month which is steep for round here",
    "User's rent is 900 a month.",
    "our rent is nine hundred a month",
)
AGE = (
    "i'm seventy four and i still do my own garden",
    "User is seventy-four.",
    "i'm seventy four",
)


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (*MILES, "twelve was back in the spring, with the club it's nearer twenty"),
        (*RENT, "nine hundred was the old lease, they put it up to a thousand and fifty"),
        (
            "we've got four grandkids, all boys",
            "User has four grandchildren.",
            "we've got four grandkids",
            "four was last year, the baby in june makes five, all boys still",
        ),
    ],
)
def test_a_value_set_aside_for_another_holds_the_fact(said: str, fact: str, quote: str, later: str) -> None:
    verdict = judge(convo(said, "That's good to hear.", later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict
    assert "another value against" in verdict.detail


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (*MILES, "did i say twelve? yes twelve, every week"),
        (*AGE, "seventy four and my brother's seventy nine, we're a long lived lot"),
        (*RENT, "nine hundred is what most flats go for, my sister pays eight hundred and fifty"),
    ],
)
def test_the_value_said_last_or_in_passing_leaves_it(said: str, fact: str, quote: str, later: str) -> None:
    assert judge(convo(said, "That's good to hear.", later), fact, quote).outcome is Outcome.ACCEPT
