"""Two later-turn readings that took back what the user left standing:

- a take-back made only of a "no" ("nah not really", "haha no") opening the next turn answers
  the assistant's yes/no question about something else ("Is it a lot of work?"), as "not
  anymore" already did; a question of whether the statement still holds ("do you still do
  that?") is about the statement, and the "no" takes it back;
- a fact of stopping ("User quit smoking") is agreed with, not denied, by a later "still not
  smoked": only the stopping itself can be denied.

Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

_SAID = "i run the parish newsletter"
_FACT = "User runs the parish newsletter"


@pytest.mark.parametrize(
    ("asked", "then"),
    [
        ("Is it a lot of work?", "nah not really, an evening a month"),
        ("Are you any good at the layout?", "haha no, terrible, but i love doing it"),
    ],
)
def test_a_bare_no_answers_a_question_of_something_else(asked: str, then: str) -> None:
    assert judge(convo(_SAID, asked, then), _FACT, _SAID).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("asked", "then"),
    [
        ("Do you still do that?", "nah not really, not since the spring"),
        ("That's great.", "nah not really, i just help fold it"),
    ],
)
def test_a_bare_no_to_whether_it_holds_or_to_nothing_takes_it_back(asked: str, then: str) -> None:
    assert judge(convo(_SAID, asked, then), _FACT, _SAID).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "then"),
    [
        (
            "i quit smoking at new year",
            "User quit smoking at New Year",
            "had a dream i smoked a whole pack lol, but no, still not smoked, not one",
        ),
        (
            "i gave up sugar in january",
            "User gave up sugar in January",
            "good, not had a biscuit, not touched sugar since",
        ),
    ],
)
def test_a_later_not_doing_agrees_with_a_fact_of_stopping(said: str, fact: str, then: str) -> None:
    assert judge(convo(said, "How's it going?", then), fact, said).outcome is Outcome.ACCEPT


def test_denying_the_stopping_itself_still_counts() -> None:
    said = "i gave up sugar in january"
    then = "i haven't given it up really, i still take it in tea"
    verdict = judge(convo(said, "How's it going?", then), "User gave up sugar in January", said)
    assert verdict.outcome is not Outcome.ACCEPT
