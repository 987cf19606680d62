"""V6c: the fact must keep who did what to whom. "my nephew lent me his tent" does not back
"User lent their nephew a tent" (the user said the nephew did it, to them), and "i phoned my
aunt" does not back "User's aunt phoned User". A passive fact that keeps the roles ("User was
lent a tent by their nephew") and the fact told the right way round are fine. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my nephew lent me his tent for the festival",
            "User lent their nephew a tent.",
            "My nephew lent me his tent.",
        ),
        (
            "our neighbour drives me to the surgery on mondays",
            "User drives their neighbour to the surgery on Mondays.",
            "Our neighbour drives me to the surgery on Mondays.",
        ),
        (
            "i phoned my aunt in galway last night",
            "User's aunt phoned User from Galway.",
            "I phoned my aunt in Galway.",
        ),
        (  # the user as the one it is done for, after a preposition
            "my sister posted a parcel to me from perth",
            "User posted a parcel to their sister.",
            "My sister posted a parcel to me.",
        ),
        (  # a name as the fact's subject
            "i drove tomasz to the airport at five",
            "Tomasz drove User to the airport.",
            "I drove Tomasz to the airport.",
        ),
        (  # the doer the user named, moved to another place in the fact
            "my husband irons every sunday night",
            "User irons for their husband every Sunday night.",
            "My husband irons every Sunday night.",
        ),
        (
            "our lad painted our fence in may",
            "User painted their son's fence.",
            "Our lad painted our fence.",
        ),
        (  # said in the passive: done to the user
            "i was taught to play chess by my grandad",
            "User taught their grandad to play chess.",
            "I was taught to play chess by my grandad.",
        ),
    ],
)
def test_a_fact_that_turns_the_roles_round_is_rejected(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, "That's kind."), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.WRONG_SUBJECT in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my nephew lent me his tent for the festival",
            "User was lent a tent by their nephew.",
            "My nephew lent me his tent.",
        ),
        (
            "my nephew lent me his tent for the festival",
            "User's nephew lent User his tent.",
            "My nephew lent me his tent.",
        ),
        (
            "i phoned my aunt in galway last night",
            "User phoned their aunt in Galway.",
            "I phoned my aunt in Galway.",
        ),
        (  # the passive's agent as the fact's subject
            "i was taught to play chess by my grandad",
            "User's grandad taught User to play chess.",
            "I was taught to play chess by my grandad.",
        ),
        (  # a joint subject, the user among the doers
            "me sister and me walked the coast path",
            "User and their sister walked the coast path.",
            "My sister and me walked the coast path.",
        ),
        (  # "with" makes both do it
            "my sister walked to the beach with me",
            "User walked to the beach with their sister.",
            "My sister walked to the beach with me.",
        ),
        (
            "i drove tomasz to the airport at five",
            "User drove Tomasz to the airport.",
            "I drove Tomasz to the airport.",
        ),
    ],
)
def test_the_roles_as_said_are_kept(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said, "That's kind."), fact, quote).outcome is Outcome.ACCEPT
