"""A later turn that says what the statement was on the way to was reached (stop 67, V12ai).

"we're house hunting in the cotswolds" ... "we bought a house in stow last week": being on the way
is over. The fact's goal is what its verb of pursuing aims at (saving for, training for, on the
waiting list for, house hunting); a later turn that says in the past that somebody got or reached
it (bought, got, ran, did, finished, passed the goal's noun) holds the fact for the user. A state
of life that an event of its own ends does the same: "my daughter's pregnant" ... "born on the
second of february"; "we're engaged" ... "we got married last saturday"; studying ... "i
graduated in july". Not another of the goal's kind ("did the half marathon as a warm up"), not
somebody else reaching one ("my niece had her baby, born at home"), not a goal only planned.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason

from .conftest import convo, judge

ASKED = "How exciting. How is it going?"

REACHED = [
    ("we're house hunting in the cotswolds, somewhere with a garden",
     "we bought a house in stow last week, moving in on the first",
     "User is house hunting in the Cotswolds.", "we're house hunting in the cotswolds"),
    ("i'm on the waiting list for a new hip, eighteen months they said",
     "they did the hip in may in the end, walking with a stick now",
     "User is on the waiting list for a new hip.", "i'm on the waiting list for a new hip"),
    ("i'm saving for a campervan, a little vw, putting money by since march",
     "we bought the campervan in june, took it to the lakes already",
     "User is saving for a campervan.", "i'm saving for a campervan"),
    ("i'm saving for a deposit on a flat, putting by a bit every month",
     "good news, we paid the deposit in may and the flat's ours from september",
     "User is saving for a deposit on a flat.", "i'm saving for a deposit on a flat"),
    ("i'm saving for my granddaughter's school trip to paris",
     "she went on the trip at easter, came back with a tiny eiffel tower for me",
     "User is saving for their granddaughter's school trip to Paris.",
     "i'm saving for my granddaughter's school trip to paris"),
    ("my daughter is pregnant with her first, due in march",
     "well the little one came early, a girl, born on the second of february, both doing grand",
     "User's daughter is pregnant with her first child.", "my daughter is pregnant with her first"),
    ("me and dave are engaged, we're planning a small do",
     "we got married at the registry office last saturday, just the two families",
     "User and Dave are engaged.", "me and dave are engaged"),
    ("i'm studying nursing at the university of leeds, second year",
     "i graduated in july and i start on the wards at st james's in september",
     "User is studying nursing at the University of Leeds.",
     "i'm studying nursing at the university of leeds"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "later", "fact", "quote"), REACHED)
def test_the_goal_reached_later_holds_the_fact(said: str, later: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, ASKED, later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.detail)
    assert Reason.RETRACTED in verdict.reasons


NOT_REACHED = [
    # another of its kind
    ("i'm training for the london marathon in april",
     "did the half marathon in bath as a warm up, two hours flat",
     "User is training for the London Marathon.", "i'm training for the london marathon"),
    # somebody else's
    ("my daughter is pregnant with her first, due in march",
     "my niece had her baby on tuesday, a boy, born at home, and my daughter's not long to go now",
     "User's daughter is pregnant with her first child.", "my daughter is pregnant with her first"),
    # only planned
    ("i'm saving for a campervan, a little vw, putting money by since march",
     "we might buy the campervan in the spring if the bonus comes through",
     "User is saving for a campervan.", "i'm saving for a campervan"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "later", "fact", "quote"), NOT_REACHED)
def test_a_goal_not_reached_leaves_the_fact(said: str, later: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said, ASKED, later), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.detail)
