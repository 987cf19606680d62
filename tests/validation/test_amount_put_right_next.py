"""V12t: the next user turn puts a round amount right with its hundreds or thousands left
unsaid ("our rent's twelve hundred" ... "thirteen, i forgot it went up"; "about four grand" ...
"three and a half"), or after a comparative that opens the turn ("less, twenty two"; "nearer
sixty"): the fact's amount may be the one put right, and is held for the user. A number that
answers the assistant's question ("How many bedrooms?" "two") puts nothing right. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "asked", "later", "fact", "quote"),
    [
        (
            "the mortgage is eleven hundred a month now",
            "Is that fixed?",
            "twelve, i forgot they put it up in january",
            "User's mortgage is 1,100 a month.",
            "the mortgage is eleven hundred a month",
        ),
        (
            "we spent about six grand on the kitchen",
            "That's a big job done.",
            "five and a half, the tiler gave us a bit back",
            "User spent about 6,000 on their kitchen.",
            "we spent about six grand on the kitchen",
        ),
        (
            "the gym's thirty five quid a month",
            "Do you go much?",
            "less, twenty, i'm on the off peak one",
            "User's gym costs 35 a month.",
            "the gym's thirty five quid a month",
        ),
        (
            "the walk to school's about twenty minutes",
            "Nice way to start the day.",
            "nearer thirty with the little one dawdling",
            "User's walk to school is about 20 minutes.",
            "the walk to school's about twenty minutes",
        ),
    ],
)
def test_an_amount_put_right_next_is_not_accepted(
    said: str, asked: str, later: str, fact: str, quote: str
) -> None:
    verdict = judge(convo(said, asked, later), fact, quote)
    assert verdict.outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "asked", "later", "fact", "quote"),
    [
        (
            "our rent's twelve hundred a month",
            "How many bedrooms?",
            "two, and a box room for the printer",
            "User's rent is 1,200 a month.",
            "our rent's twelve hundred a month",
        ),
        (
            "we spent about six grand on the kitchen",
            "That's a big job done.",
            "three weeks it took, dust everywhere",
            "User spent about 6,000 on their kitchen.",
            "we spent about six grand on the kitchen",
        ),
    ],
)
def test_a_number_of_something_else_leaves_it(
    said: str, asked: str, later: str, fact: str, quote: str
) -> None:
    verdict = judge(convo(said, asked, later), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT
