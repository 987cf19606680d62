"""A noun phrase the user owns through a chain of possessives ("my neighbour's dog's rash"),
anywhere in the clause (a question's object, not only its subject): a fact that names the last
relation as the user's and skips the one before it moves the thing onto the user. A list said
without its comma ("my husband kids and i") is no chain."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        ("which cream is best for my neighbour's dog's rash", "User's dog has a rash.",
         "my neighbour's dog's rash"),
        ("what do i get for my sister's kids birthdays", "User's kids have birthdays coming.",
         "my sister's kids birthdays"),
        ("how do i calm my uncle's horse's nerves before a show", "User's horse gets nervous before shows.",
         "my uncle's horse's nerves"),
    ],
)  # fmt: skip
def test_a_skipped_possessor_is_a_wrong_subject(message: str, fact: str, quote: str) -> None:
    verdict = judge(convo(message), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert verdict.reasons[0] is Reason.WRONG_SUBJECT


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        ("which cream is best for my sister's dog's rash", "User's sister's dog has a rash.",
         "my sister's dog's rash"),
        ("which cream is best for my dog's rash", "User's dog has a rash.", "my dog's rash"),
        ("my husband kids and i went camping at the lake", "User went camping with her kids.",
         "my husband kids and i went camping"),
    ],
)  # fmt: skip
def test_a_named_chain_a_single_owner_and_a_list_are_kept(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).reasons[0] is not Reason.WRONG_SUBJECT
