"""A later user turn that refers back to the fact by a pronoun or by ellipsis and reports an
outcome against it (V12, `takeback`): a pro-verb denied ("so i'm not doing it"), a verb of
stopping with its pronoun after a preposition ("we gave up on that"), an elliptical "not
anymore" after a clause of the fact's person, a loss that befalls the fact's person ("she lost
the baby", held). Near misses that keep the fact, and two readings of word forms the gate got
wrong: "rent" read as the past of "rend", "shed" read as "she'd". Our sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.lexicon.morphology import is_past, is_past_form
from tests.validation.conftest import convo, judge

_REJECTED = [
    (
        (
            "i'm running the stall at the school fair",
            "Fun!",
            "the head moved it to a weekday so i'm not doing it",
        ),
        "User is running the stall at the school fair.",
        "i'm running the stall at the school fair",
    ),
    (
        ("we're converting the loft", "Nice.", "the surveyor found bats, we can't do it now"),
        "User is converting the loft.",
        "we're converting the loft",
    ),
    (
        ("i'm applying for the deputy head job", "Good luck!", "i looked at the hours and i gave up on it"),
        "User is applying for the deputy head job.",
        "i'm applying for the deputy head job",
    ),
    (
        (
            "my auntie phones me every sunday night",
            "That's nice.",
            "she went into sheltered housing, so, no longer",
        ),
        "User's aunt phones the user every Sunday night.",
        "my auntie phones me every sunday night",
    ),
    (
        (
            "we're entering the pub quiz league",
            "Brilliant.",
            "honestly we talked it over and we backed out of it",
        ),
        "User is entering the pub quiz league.",
        "we're entering the pub quiz league",
    ),
]


@pytest.mark.parametrize(("turns", "fact", "quote"), _REJECTED)
def test_a_later_turn_that_refers_back_and_undoes_it_rejects(
    turns: tuple[str, ...], fact: str, quote: str
) -> None:
    v = judge(convo(*turns), fact, quote)
    assert v.outcome is Outcome.REJECT, v.detail
    assert Reason.RETRACTED in v.reasons


_HELD = [
    (
        ("my son's engaged", "Congratulations!", "he lost the ring on the beach and she took it badly"),
        "User's son is engaged.",
        "my son's engaged",
    ),
    (
        (
            "i'm doing the coast path walk in june",
            "Will you take a tent? Is that allowed?",
            "i'm not doing it",
        ),
        "User is doing the coast path walk in June.",
        "i'm doing the coast path walk in june",
    ),
]


@pytest.mark.parametrize(("turns", "fact", "quote"), _HELD)
def test_a_later_turn_that_may_undo_it_is_not_stored_active(
    turns: tuple[str, ...], fact: str, quote: str
) -> None:
    v = judge(convo(*turns), fact, quote)
    assert v.outcome in (Outcome.PENDING, Outcome.REJECT), v.detail
    assert Reason.RETRACTED in v.reasons


_KEPT = [
    # the pronoun has words of its own after it: the plan stands
    (
        ("i'm baking the wedding cake", "Wow.", "my sister's coming round, i'm not doing it by myself"),
        "User is baking the wedding cake.",
        "i'm baking the wedding cake",
    ),
    # "not anymore" of the clause before, whose subject is another thing
    (
        (
            "my neighbour waters my plants when i'm away",
            "Kind.",
            "the fence used to lean, not anymore, he fixed it",
        ),
        "User's neighbour waters the user's plants when the user is away.",
        "my neighbour waters my plants when i'm away",
    ),
    # "not anymore" answering the assistant's yes/no question of something else
    (
        ("my brother teaches judo", "Do you still play squash?", "not anymore, my knee"),
        "User's brother teaches judo.",
        "my brother teaches judo",
    ),
    # a fragment answering a question, then a pronoun for it
    (
        ("i'm moving to bristol for the job", "Did you get other offers?", "cardiff but i turned it down"),
        "User is moving to Bristol for the job.",
        "i'm moving to bristol for the job",
    ),
    # "gave up on that" + a noun: a determiner of something else
    (
        ("i'm learning welsh", "Da iawn!", "i tried irish first but gave up on that course"),
        "User is learning Welsh.",
        "i'm learning welsh",
    ),
]


@pytest.mark.parametrize(("turns", "fact", "quote"), _KEPT)
def test_a_later_turn_that_keeps_the_fact_accepts(turns: tuple[str, ...], fact: str, quote: str) -> None:
    v = judge(convo(*turns), fact, quote)
    assert v.outcome is Outcome.ACCEPT, (v.reasons, v.detail)


@pytest.mark.parametrize(
    ("quote", "fact"),
    [
        ("we rent a bungalow near the sea", "User rents a bungalow near the sea."),
        (
            "i feed the neighbour's cat when they're away",
            "User feeds the neighbour's cat when the neighbour is away.",
        ),
        ("i've got a shed full of bikes", "User has a shed full of bikes."),
        ("our shed is where the chickens sleep", "User's chickens sleep in the user's shed."),
    ],
)
def test_a_present_verb_and_a_noun_are_read_as_such(quote: str, fact: str) -> None:
    v = judge(convo(quote), fact, quote)
    assert v.outcome is Outcome.ACCEPT, (v.reasons, v.detail)


def test_a_verb_that_is_its_own_first_lemma_is_not_a_past_of_a_rarer_one() -> None:
    for present in ("rent", "feed", "weed"):
        assert not is_past(present)
        assert not is_past_form(present)
    for past in ("rented", "found", "fell", "put"):
        assert is_past(past)
