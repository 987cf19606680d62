"""A later turn that sets what "it" points back at to another value of the fact's type (rule
V12, `later.set_at_later`), in our own words: "the council agreed to freeze it at eleven
hundred" after "our council tax is going up to twelve hundred". Held, not rejected: "it" may
be another thing. Not a value of another type ("we got to it at eight"), nor a turn that says
the fact's value too."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

FIRST = "our council tax is going up to twelve hundred a year"
ASKED = "That's a big jump. Have you looked into discounts?"
FACT = "User's council tax is going up to 1,200 a year."
QUOTE = "our council tax is going up to twelve hundred a year"


@pytest.mark.parametrize(
    "later",
    [
        "we appealed and the council agreed to freeze it at eleven hundred",
        "good news, they've capped it at ten fifty for pensioners",
    ],
)
def test_it_set_at_another_value_holds_the_fact(later: str) -> None:
    assert judge(convo(FIRST, ASKED, later), FACT, QUOTE).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "later",
    [
        "we got round to it at eight last night and filled in the form",
        "they wanted to put it at eleven hundred but it's twelve hundred, no change",
    ],
)
def test_another_type_or_the_facts_value_again_leaves_it(later: str) -> None:
    assert judge(convo(FIRST, ASKED, later), FACT, QUOTE).outcome is Outcome.ACCEPT
