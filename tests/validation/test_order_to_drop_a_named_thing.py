"""V12: a later turn orders a thing the user said dropped, by name ("forget portugal, we're
doing cornwall", "september, but scrap the registry office"): the fact that names it is taken
back. The order must open a clause of its own: reported ("my wife says forget the garden"),
negated ("don't forget portugal is hot"), a habit ("i always forget the suncream"), or one verb
phrase going on ("easy to get lost and forget that") gives none, nor does a change of topic
("anyway forget portugal, how's your day", "forget portugal for a sec, what do i get ...");
and an order that drops another thing ("forget the hotel, we're camping in portugal") leaves
the fact standing. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge

_TRIP = ("we're going to portugal in may", "User is going to Portugal in May.")
_WEDDING = (
    "we're getting married at the registry office in leeds",
    "User is getting married at the registry office in Leeds.",
)
_COUSIN = ("my cousin's flying in from perth", "User's cousin is flying in from Perth.")


@pytest.mark.parametrize(
    ("said", "later"),
    [
        (_TRIP, "forget portugal we're doing cornwall instead"),
        (_WEDDING, "september but scrap the registry office we went for the church"),
        (_COUSIN, "actually forget about perth she's coming from darwin"),
        (_TRIP, "oh ignore the portugal bit that was last year"),
    ],
)
def test_an_order_to_drop_the_named_thing_takes_it_back(said: tuple[str, str], later: str) -> None:
    quote, fact = said
    verdict = judge(convo(quote, "Lovely!", later), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    ("said", "later"),
    [
        (_TRIP, "my wife says forget the garden we're going travelling"),
        (_TRIP, "don't forget portugal is hot in may"),
        (_TRIP, "i always forget the suncream"),
        (_TRIP, "forget the hotel we're camping in portugal this time"),
        (_COUSIN, "i forgot perth is three hours behind"),
        (_COUSIN, "it's so easy to get lost and forget that perth is that far"),
        (_TRIP, "forget portugal for a sec what do i get my wife for her birthday"),
        (_TRIP, "anyway forget portugal how's your day going"),
        (_TRIP, "forget portugal is it too early to book the dentist"),
    ],
)
def test_other_orders_and_forgetting_leave_it_standing(said: tuple[str, str], later: str) -> None:
    quote, fact = said
    assert judge(convo(quote, "Lovely!", later), fact, quote).outcome is Outcome.ACCEPT
