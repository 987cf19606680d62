"""V12: the user's next turn calls a plan off in words the earlier rules did not read, all of
them ways of saying "it's not happening" that do not name a verb of cancelling in its bare form:

- a noun that carries its "is" as a clitic before the predicate "off" ("the barbecue's off"),
  read like "the barbecue is off"; not a verb with its particle ("hard graft pays off") nor
  "off" as a preposition with an object ("got the bike off a neighbour");
- "not going ahead" and its forms;
- the idioms of calling off ("they pulled the plug on it", "we knocked it on the head"), with
  the preposition left unsaid ("the council pulled the plug");
- a verb of outcome before the cancelling ("we ended up cancelling it");
- owning up that the statement was wishful ("who am i kidding").

A denial after "not going to" denies the verb it goes on to ("i'm not going to miss it"), not
going. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "later"),
    [
        (
            "we're having a barbecue for dad's birthday",
            "User is having a barbecue for their father's birthday.",
            "the barbecue's off they've forecast storms",
        ),
        (
            "our quiz night at the legion is on thursday",
            "User's quiz night at the Legion is on Thursday.",
            "the quiz night's off now",
        ),
        (
            "we're doing up the back bedroom for the grandkids",
            "User is doing up the back bedroom for the grandchildren.",
            "that's not going ahead the builder went bust",
        ),
    ],
)
def test_a_plan_said_to_be_off_is_taken_back(said: str, fact: str, later: str) -> None:
    verdict = judge(convo(said, "Sounds good.", later), fact, said)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "later"),
    [
        (
            "i'm running the coastal half marathon in june",
            "User is running the coastal half marathon in June.",
            "the organisers pulled the plug on it last week",
        ),
        (
            "we've booked a narrowboat for the bank holiday",
            "User has booked a narrowboat for the bank holiday.",
            "we knocked it on the head, the boat yard was flooded",
        ),
        (
            "we've booked a narrowboat for the bank holiday",
            "User has booked a narrowboat for the bank holiday.",
            "we ended up cancelling it, the boat yard was flooded",
        ),
        (
            "i've given up chocolate for good",
            "User has given up chocolate for good.",
            "who am i kidding there's a bar in my pocket",
        ),
    ],
)
def test_an_idiom_of_calling_off_or_owning_up_is_not_stored(said: str, fact: str, later: str) -> None:
    verdict = judge(convo(said, "Good for you.", later), fact, said)
    assert verdict.outcome is not Outcome.ACCEPT
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "later"),
    [
        (
            "we're having a barbecue for dad's birthday",
            "User is having a barbecue for their father's birthday.",
            "i got the grill off a neighbour for it",
        ),
        (
            "i'm running the coastal half marathon in june",
            "User is running the coastal half marathon in June.",
            "all the hill training really pays off",
        ),
        (
            "we've booked a narrowboat for the bank holiday",
            "User has booked a narrowboat for the bank holiday.",
            "we almost cancelled it when the yard flooded but it's fine",
        ),
        (
            "i'm going to my cousin's christening on sunday",
            "User is going to their cousin's christening on Sunday, March 10, 2024.",
            "i'm not going to miss that for anything",
        ),
    ],
)
def test_words_that_only_look_like_calling_off_leave_it(said: str, fact: str, later: str) -> None:
    assert judge(convo(said, "Sounds good.", later), fact, said).outcome is Outcome.ACCEPT
