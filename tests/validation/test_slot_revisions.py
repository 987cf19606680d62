"""A later user turn that fills a slot of the statement otherwise (V12, `takeback._revised`):
the state a change would end said to go on ("we're staying put"), the opposite outcome or
stance ("i failed it actually"), the doer exposed as somebody else ("that was my sister, not
me"), the weekday or part of the day said otherwise "now", another name or thing in the slot of
a place, what the subject is said otherwise ("he's a paramedic actually"), another object of the
same doing "now", a light verb said again in the past on its own ("well, had."), the state put
long in the past ("that was years ago"), the thing the doing is at ceased ("the gym shut down"),
and a plan replaced by another ("... instead") or its subject unable "now" (both held). News said
with "now" is held, a correction rejected. Near misses that add a detail, speak of somebody else,
or say a one-off keep the fact. Our sentences, none from a case set."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge

_REJECTED = [
    # the status quo said instead of the change
    (
        (
            "we're relocating to aberdeen with his job",
            "Big change!",
            "we've talked it through and we're staying here",
        ),
        "User is relocating to Aberdeen.",
        "we're relocating to aberdeen with his job",
    ),
    (
        (
            "i'm selling the piano, nobody plays it",
            "Any buyers?",
            "my granddaughter started lessons so i'm keeping it",
        ),
        "User is selling the piano.",
        "i'm selling the piano",
    ),
    (
        ("we're moving to malta next year", "Exciting!", "in the end we stayed, the grandchildren won"),
        "User is moving to Malta next year.",
        "we're moving to malta next year",
    ),
    (
        (
            "we're moving to malta next year",
            "Exciting!",
            "we ended up staying put, my knees wouldn't take the heat",
        ),
        "User is moving to Malta next year.",
        "we're moving to malta next year",
    ),
    # the opposite outcome or stance
    (
        (
            "i passed my citizenship test",
            "Congratulations!",
            "oh no, i failed it actually, i was too embarrassed to say",
        ),
        "User passed their citizenship test.",
        "i passed my citizenship test",
    ),
    (
        ("i love the new choir", "How lovely.", "to be honest i hate it, the conductor shouts"),
        "User loves the new choir.",
        "i love the new choir",
    ),
    # the doer is somebody else
    (
        (
            "i climbed snowdon in august",
            "Well done!",
            "sorry, that was my sister not me, i stayed in the cafe",
        ),
        "User climbed Snowdon in August.",
        "i climbed snowdon in august",
    ),
    # another name or thing in a slot of place
    (
        ("my son works in dundee", "Is that far?", "oops, he's in perth actually, i keep mixing them"),
        "User's son works in Dundee.",
        "my son works in dundee",
    ),
    # what the subject is, said otherwise
    (
        ("my uncle's a fireman in leeds", "Brave job.", "he's a paramedic actually, i get them muddled"),
        "User's uncle is a fireman.",
        "my uncle's a fireman",
    ),
    # the state put long in the past
    (
        (
            "i'm a special constable",
            "Interesting!",
            "gosh, that was ages ago, i gave the uniform back years since now",
        ),
        "User is a special constable.",
        "i'm a special constable",
    ),
    # a light verb said again in the past, alone
    (
        ("i've got an allotment by the canal", "Growing much?", "well, had. the council sold the land"),
        "User has an allotment by the canal.",
        "i've got an allotment by the canal",
    ),
    # the thing the doing is at ceased
    (
        ("i swim at the lido every morning", "Brave!", "the lido closed down in october, council cuts"),
        "User swims at the lido every morning.",
        "i swim at the lido every morning",
    ),
]


@pytest.mark.parametrize(("turns", "fact", "quote"), _REJECTED)
def test_a_slot_filled_otherwise_rejects(turns: tuple[str, ...], fact: str, quote: str) -> None:
    v = judge(convo(*turns), fact, quote)
    assert v.outcome is Outcome.REJECT, (v.reasons, v.detail)
    assert Reason.RETRACTED in v.reasons


_HELD = [
    # news of the slot said otherwise "now": true when said and changed since, or corrected;
    # the user says which
    (
        (
            "i do my shopping on a friday",
            "Quieter then?",
            "the shopping's on mondays now, fridays got too busy",
        ),
        "User does their shopping on Fridays.",
        "i do my shopping on a friday",
    ),
    (
        ("i have my bath in the evening", "Relaxing.", "i have it in the morning now, it wakes me up"),
        "User has their bath in the evening.",
        "i have my bath in the evening",
    ),
    (
        (
            "we keep the chickens in the orchard",
            "Lucky chickens.",
            "we keep them in the paddock now, the fox got in",
        ),
        "User keeps the chickens in the orchard.",
        "we keep the chickens in the orchard",
    ),
    (
        ("i coach netball on wednesdays", "Fun!", "i coach hockey now actually, the netball coach came back"),
        "User coaches netball on Wednesdays.",
        "i coach netball on wednesdays",
    ),
    # a plan replaced by another: what "instead" replaces may be a detail
    (
        ("my daughter's coming for easter", "Lovely!", "she's going to her in-laws instead, it's their turn"),
        "User's daughter is coming for Easter.",
        "my daughter's coming for easter",
    ),
    # the subject of the plan unable to do something now: the plan, or a part of it
    (
        (
            "my niece is driving up for my birthday",
            "How lovely.",
            "she can't manage it now, the car failed its mot",
        ),
        "User's niece is driving up for the user's birthday.",
        "my niece is driving up for my birthday",
    ),
    # a pointing word for the thing that ceased
    (
        ("i volunteer at the food bank", "Good for you.", "it shut down for good last week"),
        "User volunteers at the food bank.",
        "i volunteer at the food bank",
    ),
    # a light verb ("have") with another object: maybe one more, not another
    (
        ("we have a tortoise", "How old is he?", "we have a rabbit now actually"),
        "User has a tortoise.",
        "we have a tortoise",
    ),
]


@pytest.mark.parametrize(("turns", "fact", "quote"), _HELD)
def test_a_slot_that_may_be_filled_otherwise_is_not_stored_active(
    turns: tuple[str, ...], fact: str, quote: str
) -> None:
    v = judge(convo(*turns), fact, quote)
    assert v.outcome in (Outcome.PENDING, Outcome.REJECT), (v.reasons, v.detail)
    assert Reason.RETRACTED in v.reasons


_KEPT = [
    # somebody else stays
    (
        (
            "we're relocating to aberdeen with his job",
            "Big change!",
            "my mother's staying here, she won't budge",
        ),
        "User is relocating to Aberdeen.",
        "we're relocating to aberdeen with his job",
    ),
    # a stay with a place of its own is a detail of the move
    (
        (
            "we're relocating to aberdeen with his job",
            "Big change!",
            "we're staying in a hotel for the first month",
        ),
        "User is relocating to Aberdeen.",
        "we're relocating to aberdeen with his job",
    ),
    # unable to do something else, no revising word
    (
        ("my niece is driving up for my birthday", "How lovely.", "she can't stay the night though, work"),
        "User's niece is driving up for the user's birthday.",
        "my niece is driving up for my birthday",
    ),
    # keeping something else
    (
        ("i'm selling the piano, nobody plays it", "Any buyers?", "i'm keeping the stool though"),
        "User is selling the piano.",
        "i'm selling the piano",
    ),
    # failing before the pass
    (
        ("i passed my citizenship test", "Congratulations!", "i failed it once before so this feels good"),
        "User passed their citizenship test.",
        "i passed my citizenship test",
    ),
    # somebody else did it too
    (
        ("i climbed snowdon in august", "Well done!", "my sister climbed it with me, she was faster"),
        "User climbed Snowdon in August.",
        "i climbed snowdon in august",
    ),
    # another weekday this once, no "now"
    (
        ("i do my shopping on a friday", "Quieter then?", "i went on thursday this week for the offers"),
        "User does their shopping on Fridays.",
        "i do my shopping on a friday",
    ),
    # somebody else's part of the day
    (
        ("i have my bath in the evening", "Relaxing.", "my husband has his in the morning now"),
        "User has their bath in the evening.",
        "i have my bath in the evening",
    ),
    # a visit elsewhere without a revising word
    (
        ("my son works in dundee", "Is that far?", "he's in perth this week for a conference"),
        "User's son works in Dundee.",
        "my son works in dundee",
    ),
    # an object added, not put in the place of the fact's
    (
        ("i coach netball on wednesdays", "Fun!", "i coach the under nines now too, on saturdays"),
        "User coaches netball on Wednesdays.",
        "i coach netball on wednesdays",
    ),
    # what the subject is, described, measured or added to
    (
        ("my uncle's a fireman in leeds", "Brave job.", "he's a brilliant fireman actually, medals and all"),
        "User's uncle is a fireman.",
        "my uncle's a fireman",
    ),
    (
        ("my uncle's a fireman in leeds", "Brave job.", "he's a bit of a hero actually"),
        "User's uncle is a fireman.",
        "my uncle's a fireman",
    ),
    (
        ("my uncle's a fireman in leeds", "Brave job.", "he's a grandad now too"),
        "User's uncle is a fireman.",
        "my uncle's a fireman",
    ),
    # asked when, "years ago" dates it
    (
        ("i'm a special constable", "When did you join?", "oh that was years ago now, i love it"),
        "User is a special constable.",
        "i'm a special constable",
    ),
    # a light verb in the past answering the assistant's question in the past
    (
        ("i go to pilates every tuesday", "Did you go this week?", "went, yes, my core is dying"),
        "User goes to pilates every Tuesday.",
        "i go to pilates every tuesday",
    ),
    # shut for one day
    (
        (
            "i swim at the lido every morning",
            "Brave!",
            "the lido was shut on tuesday for cleaning so i had a lie in",
        ),
        "User swims at the lido every morning.",
        "i swim at the lido every morning",
    ),
    # another one of its kind ceased
    (
        ("i swim at the lido every morning", "Brave!", "the old lido closed down years back, this one's new"),
        "User swims at the lido every morning.",
        "i swim at the lido every morning",
    ),
]


@pytest.mark.parametrize(("turns", "fact", "quote"), _KEPT)
def test_a_later_turn_that_keeps_the_slot_accepts(turns: tuple[str, ...], fact: str, quote: str) -> None:
    v = judge(convo(*turns), fact, quote)
    assert v.outcome is Outcome.ACCEPT, (v.reasons, v.detail)
