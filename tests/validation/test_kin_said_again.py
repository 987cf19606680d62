"""A word of kin corrected by another, said again with its own possessive ("my nephew no my
great nephew", "my sister sorry my sister in law"): "no" cannot determine "my", so it corrects,
and the second relation is the one meant (stop 49, rule V5 with the in-turn corrections). A name
with "'s" on it ("jo's my cousin") backs the name the fact leads with."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "he's my nephew no my great nephew, my niece's boy, he's doing his a levels",
            "He is User's great-nephew.",
            "he's my nephew no my great nephew",
        ),
        (
            "my brother sorry my brother in law runs the chippy on the front",
            "User's brother-in-law runs the chip shop on the front.",
            "my brother in law runs the chippy on the front",
        ),
        (
            "my aunt, no, my mum's cousin left me the piano",
            "User's mum's cousin left User the piano.",
            "my mum's cousin left me the piano",
        ),
    ],
)
def test_the_relation_said_last_stands(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "he's my nephew no my great nephew, my niece's boy, he's doing his a levels",
            "He is User's nephew.",
            "he's my nephew",
        ),
        (
            "my brother sorry my brother in law runs the chippy on the front",
            "User's brother runs the chip shop on the front.",
            "my brother runs the chippy",
        ),
    ],
)
def test_the_relation_taken_back_is_not_stored_as_said(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


def test_no_before_a_noun_without_a_possessive_corrects_nothing() -> None:
    said = "i've got two sons no daughters though"
    assert judge(convo(said), "User has two sons.", "i've got two sons").outcome is Outcome.ACCEPT


@pytest.mark.parametrize("said", ["jo's my cousin from wexford", "Jo's my cousin from Wexford"])
def test_a_name_with_its_clitic_backs_the_leading_name(said: str) -> None:
    verdict = judge(convo(said), "Jo is User's cousin from Wexford.", said)
    assert verdict.outcome is Outcome.ACCEPT
    other = judge(convo(said), "Jim is User's cousin from Wexford.", said)
    assert other.outcome is Outcome.REJECT
