"""V12: a later turn that reports a setback and ends by saying the fact goes on as it was ("the
old coach left, but i'm still coaching them"; "they've changed the dates, same venue though";
"the op's still on") keeps the fact: the user's last word on it is that it holds. "Still" or
"same" must stand right before a word of the fact, with no negation in the clause; "for the
same two weeks" keeps only a value while the rest is done otherwise. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (
            "i coach the girls netball team at the leisure centre",
            "User coaches the girls' netball team.",
            "I coach the girls' netball team.",
            "the assistant coach left in the summer, so now it's just me, "
            "still coaching them every wednesday",
        ),
        (
            "i'm learning the cello at fifty two",
            "User is learning the cello.",
            "I'm learning the cello.",
            "my teacher moved to cardiff but i'm still learning, online now",
        ),
        (
            "we're converting the loft into a bedroom for the twins",
            "User is converting the loft into a bedroom.",
            "We're converting the loft into a bedroom.",
            "the builder went bust in june. it stopped. new builder starts next week, "
            "same plans, same bedroom",
        ),
    ],
)
def test_a_setback_that_ends_with_the_fact_going_on_keeps_it(
    said: str, fact: str, quote: str, later: str
) -> None:
    messages = convo(said, "How's that going?", later)
    assert judge(messages, fact, quote).outcome is Outcome.ACCEPT


def test_the_same_value_for_another_thing_does_not_keep_it() -> None:
    messages = convo(
        "we've rented a cottage in skye for ten days in may",
        "Lovely, whereabouts?",
        "near portree, but the owner cancelled on us, so we've booked a hotel in oban for the same ten days",
    )
    verdict = judge(
        messages,
        "User has rented a cottage in Skye for ten days in May.",
        "We've rented a cottage in Skye for ten days in May.",
    )
    assert verdict.outcome is not Outcome.ACCEPT


# V12s: a verb of going on ("keep", "carry on with", "stay on", "stick with") before the fact's
# own words, in a clause with no negation, is the user's last word too: what the setback or the
# refusal earlier in the turn was about is another thing.
@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (
            "we foster cats for the shelter on our street",
            "User fosters cats for the shelter.",
            "we foster cats for the shelter",
            "the shelter asked if we'd stop fostering and just adopt one instead, "
            "we said no, we'll keep fostering",
        ),
        (
            "i'm on lithium for my moods, have been for years",
            "User is on lithium.",
            "i'm on lithium",
            "the new psychiatrist wanted to put me on lamotrigine instead, i was keen, "
            "but it's no good with my kidneys, so no, staying on lithium",
        ),
        (
            "i volunteer at the hospice shop on thursdays",
            "User volunteers at the hospice shop.",
            "i volunteer at the hospice shop",
            "the manager asked if i'd move to the cafe instead, no thanks, "
            "i'm sticking with the hospice shop",
        ),
        (
            "my son's doing an apprenticeship at the garage on mill lane",
            "User's son is doing an apprenticeship at the garage.",
            "my son's doing an apprenticeship at the garage",
            "his mate said he should jack it in and go to college instead, he said no, "
            "he's carrying on with the apprenticeship",
        ),
    ],
)
def test_a_verb_of_going_on_keeps_it(said: str, fact: str, quote: str, later: str) -> None:
    messages = convo(said, "How's that going?", later)
    assert judge(messages, fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (  # the change itself did not happen: keeping is its undoing
            "i'm selling my motorbike, there's a lad coming to look on sunday",
            "User is selling their motorbike.",
            "i'm selling my motorbike",
            "changed my mind after he'd gone, i'm keeping the motorbike",
        ),
        (  # what goes on is another thing, which a word of the fact only describes
            "i sing in the church choir",
            "User sings in the church choir.",
            "i sing in the church choir",
            "i left the choir in may, my voice has gone, but i'm staying in the choir's group chat",
        ),
        (
            "i work at the post office on the high street",
            "User works at the post office.",
            "i work at the post office",
            "they've shut our branch, so that's me done, i'm keeping the post office uniform though",
        ),
        (  # another goal after the gerund
            "i'm training for the london marathon in april",
            "User is training for the London Marathon.",
            "i'm training for the london marathon",
            "my knee's gone, so the marathon's off, but i'll keep training for a 10k in the summer",
        ),
    ],
)
def test_going_on_with_another_thing_keeps_nothing(said: str, fact: str, quote: str, later: str) -> None:
    messages = convo(said, "How's that going?", later)
    assert judge(messages, fact, quote).outcome is not Outcome.ACCEPT
