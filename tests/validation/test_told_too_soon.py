"""Telling before the news was in, owned up to in a later turn ("i spoke too soon", "i was
counting my chickens"), takes the statement back (stop 48, rule V12, beside "i got ahead of
myself" and "i jumped the gun"); negated ("i'm not counting my chickens about ...") it does not."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "then"),
    [
        (
            "my son got into durham",
            "User's son got into Durham",
            "oh i spoke too soon, it was only an interview, the offer comes in march",
        ),
        (
            "i got the job at the council",
            "User got the job at the council",
            "ah i was counting my chickens, they've given it to someone internal",
        ),
    ],
)
def test_news_told_too_soon_is_taken_back(said: str, fact: str, then: str) -> None:
    verdict = judge(convo(said, "That's wonderful!", then), fact, said)
    assert verdict.outcome is Outcome.REJECT


def test_not_counting_chickens_about_something_else_leaves_it() -> None:
    said = "i got the job at the council"
    then = "i start in june, i'm not counting my chickens about the pension though"
    verdict = judge(convo(said, "Congratulations!", then), "User got the job at the council", said)
    assert verdict.outcome is Outcome.ACCEPT
