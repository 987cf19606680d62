"""A later turn that says the user's own words were bigger than the truth (stop 68, V12ak).

"i'm a governor at the primary school" ... "well governor's a bit grand, i help out with
reading": the fact may say more than was so. Read as the user's own act of overstating ("i'm
exaggerating", "i might be overselling it", "i'm talking myself up"), or as a judgement of the
words said of a word of the fact, "that" or "it": too strong ("fluent is pushing it"), made to
sound more than it is ("i made that sound grander than it is"), a word of naming ("musician's a
big title for what i do"). Not negated ("i'm not exaggerating"), not somebody else's ("my brother
exaggerates"), not what others think ("people think i'm exaggerating"), not kept after a "but"
("it sounds fancier than it is, but yes i'm the translator"), not the same words in another sense
("i do a good stretch after").
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason

from .conftest import convo, judge

ASKED = "That's impressive. Tell me more?"

OVERSTATED = [
    ("i'm a governor at the primary school", "well governor's a bit grand, i help out with reading",
     "User is a governor at the primary school.", "i'm a governor at the primary school"),
    ("i run every morning", "every morning's a stretch, maybe twice a week",
     "User runs every morning.", "i run every morning"),
    ("i speak fluent spanish", "well fluent is pushing it, i can order a beer",
     "User speaks fluent Spanish.", "i speak fluent spanish"),
    ("i run a bakery from home", "calling it a bakery is generous, i do cakes for the neighbours",
     "User runs a bakery from home.", "i run a bakery from home"),
    ("i cooked the whole dinner myself", "i'm exaggerating, my daughter did most of it",
     "User cooked the whole dinner themselves.", "i cooked the whole dinner myself"),
    ("i'm a professional photographer",
     "professional might be overselling it, i did two weddings for friends",
     "User is a professional photographer.", "i'm a professional photographer"),
    ("i'm head chef at the cafe", "head chef's a big word for it, there's only me in the kitchen",
     "User is head chef at the cafe.", "i'm head chef at the cafe"),
    ("i'm a sommelier really", "ok i made that sound fancier than it is, i did one wine course",
     "User is a sommelier.", "i'm a sommelier really"),
    ("i'm basically a marathon runner now", "alright i'm talking myself up, it was a five k",
     "User is a marathon runner.", "i'm basically a marathon runner now"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "later", "fact", "quote"), OVERSTATED)
def test_words_owned_as_overstated_hold_the_fact(said: str, later: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, ASKED, later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.detail)
    assert Reason.RETRACTED in verdict.reasons


KEPT = [
    ("i run every morning", "i'm not exaggerating, every single morning, even christmas",
     "User runs every morning.", "i run every morning"),
    ("i run every morning", "people think i'm exaggerating but it's true, five k a day",
     "User runs every morning.", "i run every morning"),
    ("i run every morning", "i do a good stretch after, my calves are tight",
     "User runs every morning.", "i run every morning"),
    ("i speak fluent spanish", "my brother exaggerates his spanish, he can barely say hola",
     "User speaks fluent Spanish.", "i speak fluent spanish"),
    ("i'm a court interpreter", "it sounds fancier than it is maybe, but yes i'm in court most days",
     "User is a court interpreter.", "i'm a court interpreter"),
    ("i'm a governor at the primary school", "it sounds grand but it's mostly meetings about the roof",
     "User is a governor at the primary school.", "i'm a governor at the primary school"),
    ("i've been promoted to shift supervisor", "i'm not complaining about the title though, supervisor",
     "User was promoted to shift supervisor.", "i've been promoted to shift supervisor"),
    ("i volunteer at the food bank", "the local paper made it sound grand, but yes i do two shifts a week",
     "User volunteers at the food bank.", "i volunteer at the food bank"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "later", "fact", "quote"), KEPT)
def test_words_kept_or_of_something_else_leave_the_fact(said: str, later: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, ASKED, later), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)
