"""Whose person the user speaks of (rule V6), in our own words.

- "my fella", "me bloke": British and Irish everyday words for a partner back "User's partner".
- A person said with an article and placed by where they are ("the lad next door", "the boy down
  the road", "the fella opposite") is nobody's relation of the user's: "User's son" or "User's
  partner" moves their words onto the user's family. "the kids are at school" places nobody.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "my fella's a bus driver, he's on earlies this week",
            "User's partner is a bus driver.",
            "my fella's a bus driver",
        ),
        (
            "me bloke does the cooking, i do the bins",
            "User's partner does the cooking.",
            "me bloke does the cooking",
        ),
    ],
)
def test_everyday_words_for_a_partner(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "the lad next door is training to be a chef",
            "User's son is training to be a chef.",
            "the lad next door is training to be a chef",
        ),
        ("the fella opposite has a boat", "User's partner has a boat.", "the fella opposite has a boat"),
        (
            "the boy down the road has a motorbike",
            "User's son has a motorbike.",
            "the boy down the road has a motorbike",
        ),
    ],
)
def test_a_person_placed_by_where_they_are_is_not_the_users(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("text", "fact", "quote"),
    [
        (
            "the kids are at school till three",
            "User's kids are at school until three.",
            "the kids are at school till three",
        ),
        (
            "the wife's at her sister's",
            "User's wife is at her sister's.",
            "the wife's at her sister's",
        ),
    ],
)
def test_the_users_own_said_with_the_are_still_theirs(text: str, fact: str, quote: str) -> None:
    assert judge(convo(text), fact, quote).outcome is not Outcome.REJECT
