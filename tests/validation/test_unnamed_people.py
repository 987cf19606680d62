"""People the user does not name (stop 62, V6): "someone with asthma", "a fella at the bowls club
who's ninety one", "one gentleman in our building", "a girl at work". What is said of them is
theirs, whether the quote keeps the person or is cut to what follows: a relative clause is about
the person before "who" (past a phrase of place), a "with" phrase about the person it follows,
and a subject opened by "a", "one" or "this" before a person is that person. The user is one of
them only when a form of "be" or "as" says so ("i'm someone who needs eight hours", "as
someone with epilepsy, is it safe ..."), or the user likens themself ("someone with asthma like
me"). A fact that keeps the person ("User knows a woman who ...") stands.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

THEIRS = [
    # a "with" phrase after a person who is not the clause's subject
    ("i sit next to someone with asthma at the office, the air con is murder for her",
     "User has asthma.", "someone with asthma"),
    ("we visit my aunt with dementia every sunday", "User has dementia.",
     "my aunt with dementia"),
    # a relative clause after a person placed by a phrase, or after an object
    ("there's a fella at the bowls club who's ninety one and still beats me",
     "User is ninety-one.", "who's ninety one"),
    ("we've got somebody who uses a wheelchair starting at work so they're fitting a ramp",
     "User uses a wheelchair.", "somebody who uses a wheelchair"),
    ("my neighbour who's eighty eight still mows his own lawn", "User is eighty-eight.",
     "who's eighty eight"),
    ("anyone who works nights knows that feeling at four in the morning", "User works nights.",
     "anyone who works nights"),
    # a subject opened by an indefinite article, "one" or "this" before a person
    ("i'm vegetarian myself, but a lad at work is fully vegan, no honey even", "User is vegan.",
     "a lad at work is fully vegan"),
    ("i'm fine, but one gentleman on our floor had a fall on tuesday", "User had a fall.",
     "one gentleman on our floor had a fall"),
    ("one lady in my choir is a dentist, she checks all our teeth at tea", "User is a dentist.",
     "one lady in my choir is a dentist"),
    ("a woman queueing ahead of me was allergic to nuts", "User is allergic to nuts.",
     "a woman queueing ahead of me was allergic to nuts"),
    # a subject too long for the clauses to find its verb, with "me" placing the person (stop 63)
    ("i was fine, but a chap in the seat across the aisle from me was diabetic", "User is diabetic.",
     "a chap in the seat across the aisle from me was diabetic"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), THEIRS)
def test_what_is_said_of_an_unnamed_person_is_not_the_users(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote, 0)
    assert verdict.outcome is Outcome.REJECT, (verdict.outcome, verdict.reasons)


MINE = [
    ("i'm someone who needs eight hours or i'm useless", "User needs eight hours of sleep.",
     "I'm someone who needs eight hours"),
    ("i'm a single mum with three kids so evenings are mad", "User has three kids.",
     "I'm a single mum with three kids"),
    ("as someone with epilepsy, is it safe for me near strobe lights",
     "User has epilepsy.", "As someone with epilepsy"),
    ("what exercises should i do as someone with a new hip", "User has a new hip.",
     "as someone with a new hip"),
    ("as a bloke who's driven buses thirty years, my back's shot", "User has driven buses for thirty years.",
     "As a bloke who's driven buses thirty years"),
    ("is it safe for someone with asthma like me to run a half marathon", "User has asthma.",
     "someone with asthma like me"),
    ("being a diabetic myself i check every label", "User is diabetic.", "being a diabetic myself"),
    ("as a nurse on nights, how do i get my sleep back on my days off", "User is a nurse.",
     "as a nurse on nights"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), MINE)
def test_the_user_as_one_of_them_keeps_it(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote, 0)
    assert verdict.outcome is not Outcome.REJECT, (verdict.outcome, verdict.reasons)


KEPT = [
    ("a lady from my walking group is a retired midwife, she's got stories",
     "User knows a woman from their walking group who is a retired midwife.",
     "a lady from my walking group is a retired midwife"),
    ("a friend of mine is a nurse and she says the wards are packed", "User's friend is a nurse.",
     "a friend of mine is a nurse"),
    ("i sit next to someone with asthma at the office", "User sits next to a colleague with asthma.",
     "I sit next to someone with asthma"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), KEPT)
def test_a_fact_that_keeps_the_person_stands(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote, 0)
    assert verdict.outcome is not Outcome.REJECT, (verdict.outcome, verdict.reasons)
