"""A name the fact gives one relation that the user's message gives another ("User's sister
Rosa" on "my cousin rosa's wedding is in june"): the fact may be about somebody else, so it is
held (stop 49, V6). The same relation in other words ("my bestie jo" for "User's friend Jo",
"my dad bill" for "User's father Bill") and an in-law said as one ("my sister in law rosa") are
the same person."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my nephew callum's got his driving test friday, my son's been taking him out",
            "User's son Callum has his driving test on Friday.",
            "callum's got his driving test friday",
        ),
        (
            "my sister in law bernie is having her hip done, my sister's driving her",
            "User's sister Bernie is having her hip done.",
            "bernie is having her hip done",
        ),
    ],
)
def test_a_name_given_another_relation_is_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING
    assert "their" in verdict.detail


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("my bestie jo is coming for christmas", "User's friend Jo is coming for Christmas."),
        ("my dad bill turns ninety in may", "User's father Bill turns 90 in May."),
        (
            "my sister in law bernie is having her hip done",
            "User's sister-in-law Bernie is having her hip done.",
        ),
    ],
)
def test_the_same_relation_in_other_words_is_the_same_person(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT


# Stop 52: the name given somebody else's relation ("her cousin maisie", "his wife sam"), and a
# fact's relation after an adjective ("User's youngest daughter Maisie").
@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my youngest starts big school in january, her cousin ayesha's already there so she's fine",
            "User's youngest daughter Ayesha starts big school in January.",
            "my youngest starts big school in january",
        ),
        (
            "my son's training to be a pilot, his girlfriend imani got him into it",
            "User's son Imani is training to be a pilot.",
            "my son's training to be a pilot",
        ),
    ],
)
def test_a_name_given_somebody_elses_relation_is_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict
    assert "their" not in verdict.detail.split(",")[0], verdict.detail  # "her cousin", "his girlfriend"


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("my eldest ngozi qualified as a midwife", "User's eldest child Ngozi qualified as a midwife."),
        ("my little brother kofi is moving to leeds", "User's younger brother Kofi is moving to Leeds."),
        (
            "my youngest amara started school this week, her friend chidi goes there too",
            "User's youngest daughter Amara started school.",
        ),
    ],
)
def test_an_adjective_before_the_relation_keeps_the_name_the_users(said: str, fact: str) -> None:
    verdict = judge(convo(said), fact, said.split(",")[0])
    assert verdict.outcome is Outcome.ACCEPT, verdict
