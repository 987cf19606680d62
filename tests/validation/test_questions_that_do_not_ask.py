"""Questions that do not ask whether what follows is so (stop 48, rule V3's question reading).

- Disbelief: "can you believe | my son's quit his job", "would you believe | we've been married
  forty years" exclaim at a thing the speaker takes as so; "do you believe ..." still asks.
- A request's tag: "remember my sister lives in perth, | will you" asks the listener to do it;
  a tag that agrees with the statement's own subject ("..., doesn't she") asks about it.
- A demonstrative before a pause is the question's object: "can they do that, | my landlord's
  putting the rent up again", "can you keep track of this, | my cat gets her insulin at seven";
  the clause after the pause is told, not asked.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

_TOLD = [
    ("can you believe my son's quit his job", "User's son has quit his job", "my son's quit his job"),
    (
        "would you believe we've been married forty years this week",
        "User has been married forty years",
        "we've been married forty years",
    ),
    ("can you believe that, my son's quit his job", "User's son has quit his job", "my son's quit his job"),
    (
        "remember my sister lives in perth, will you",
        "User's sister lives in Perth",
        "my sister lives in perth",
    ),
    (
        "don't forget my sister lives in perth, will you",
        "User's sister lives in Perth",
        "my sister lives in perth",
    ),
    (
        "make a note that my sister lives in perth, could you",
        "User's sister lives in Perth",
        "my sister lives in perth",
    ),
    (
        "can they do that, my landlord's putting the rent up again",
        "User's landlord is putting the rent up again",
        "my landlord's putting the rent up again",
    ),
    (
        "can you keep track of this, my cat gets her insulin at seven",
        "User's cat gets her insulin at seven",
        "my cat gets her insulin at seven",
    ),
]

_ASKED = [
    ("do you believe my son's quit his job", "User's son has quit his job", "my son's quit his job"),
    (
        "would you believe me if i said my son's quit his job",
        "User's son has quit his job",
        "my son's quit his job",
    ),
    ("my sister lives in perth, doesn't she", "User's sister lives in Perth", "my sister lives in perth"),
    ("is my appointment on thursday", "User's appointment is on Thursday", "is my appointment on thursday"),
]


@pytest.mark.parametrize(("said", "fact", "quote"), _TOLD)
def test_a_question_that_does_not_ask_leaves_the_statement_told(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, verdict.detail


@pytest.mark.parametrize(("said", "fact", "quote"), _ASKED)
def test_a_question_that_asks_is_still_not_stored(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.REJECT
