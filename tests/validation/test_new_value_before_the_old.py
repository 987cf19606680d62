"""A new value said first, then the fact's value set aside as of the past or as what was said
(rule V12, `later.revalued_later`, `_new_value_before`), in our own words: "eleven hundred,
fourteen was my best" of about 1,400; "we pay seven twenty, seven fifty was what they first
asked" of 750. Not when the fact's value is weighed and kept ("two is plenty"), nor when the
value before it is another person's."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

ASKED = "That's brilliant. Still playing most nights?"
FACT = "User's online chess rating is about 1400."
QUOTE = "i'm rated about fourteen hundred"
FIRST = "i play chess on my phone and i'm rated about fourteen hundred"


@pytest.mark.parametrize(
    "later",
    [
        "most nights, eleven hundred these days though, fourteen was my best a year back",
        "we're down to eleven hundred, fourteen hundred was last spring",
        "about eleven fifty, fourteen was a fluke",
    ],
)
def test_a_new_value_before_the_old_one_set_aside_is_held(later: str) -> None:
    assert judge(convo(FIRST, ASKED, later), FACT, QUOTE).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "later",
    [
        "most nights, i've been fourteen hundred for ages, thirteen was a bad patch",
        "yes, my brother's eleven hundred, fourteen is good for a club player",
    ],
)
def test_the_value_kept_or_another_persons_is_no_correction(later: str) -> None:
    assert judge(convo(FIRST, ASKED, later), FACT, QUOTE).outcome is Outcome.ACCEPT


def test_the_fact_value_weighed_and_kept_stands() -> None:
    first = "my sister's coming to stay for two weeks in june"
    later = "she wanted three weeks, two is plenty, we'd fall out"
    fact = "User's sister is coming to stay for two weeks in June."
    v = judge(convo(first, "How lovely, what are you planning?", later), fact, first)
    assert v.outcome is Outcome.ACCEPT


BILL_FACT = "User's gas bill was £900 this quarter."
BILL_QUOTE = "the gas bill was nine hundred pound this quarter"
BILL_SAID = "the gas bill was nine hundred pound this quarter, nine hundred, for a terrace"


@pytest.mark.parametrize(
    "later",
    [
        "well it felt like nine hundred. four hundred and ten it was, still double last year",
        "it looked like nine hundred on the envelope, four hundred and ten it turned out",
    ],
)
def test_the_value_set_aside_as_it_seemed_before_a_new_one_is_held(later: str) -> None:
    """ "it felt like nine hundred": the fact's value said again as it only seemed, with
    another value of its type after it (stop 65, `later._seemed`)."""
    assert judge(convo(BILL_SAID, "That's steep.", later), BILL_FACT, BILL_QUOTE).outcome is Outcome.PENDING


def test_a_value_that_only_seemed_with_none_after_it_leaves_the_fact() -> None:
    later = "it felt like nine hundred, honestly, with the heating on all day"
    assert judge(convo(BILL_SAID, "That's steep.", later), BILL_FACT, BILL_QUOTE).outcome is Outcome.ACCEPT
