"""A bare noun phrase opening the next turn as the subject of a verb of calling off that acts on
a pronoun pointing back (rule V12c, `reactions._opens_on_a_noun_subject`), in our own words:
"planning turned it down" after "we're getting a garage built" may take the plan back, as "the
council turned it down" did. Held, not rejected: the pronoun may point at something else. Not
when the verb has an object of its own ("work cancelled the christmas do")."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

FIRST = "we're getting a garage built at the side of the house"
ASKED = "Exciting! When do the builders start?"
FACT = "User is getting a garage built at the side of the house."
QUOTE = "we're getting a garage built at the side of the house"


@pytest.mark.parametrize(
    "later",
    [
        "planning turned it down, the neighbour complained about the light",
        "building control knocked it back last week",
        "head office called it off in the end",
    ],
)
def test_a_bare_noun_subject_calling_it_off_holds_the_plan(later: str) -> None:
    assert judge(convo(FIRST, ASKED, later), FACT, QUOTE).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "later",
    [
        "planning took ages but it's all signed off, they start in may",
        "work cancelled the christmas do so i've more time for it",
    ],
)
def test_a_bare_noun_subject_of_something_else_leaves_it(later: str) -> None:
    assert judge(convo(FIRST, ASKED, later), FACT, QUOTE).outcome is Outcome.ACCEPT
