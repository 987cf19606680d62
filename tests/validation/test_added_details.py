"""A fact that says more than the user did is the proposer's detail (stop 52, V5b): a describing
word put before a thing the user named, between the same words ("a new car" -> "a new electric
car", "my hand" -> "their left hand"), and a thing added at the end of a list the user gave
("hens and ducks" -> "hens, ducks and geese"). Both are held for the user's review. A word the
user said anywhere in the conversation, a word in place of theirs ("a little dog" for "a small
dog"), a relation glossed ("my big brother" for "older brother"), and a second claim joined with
"and" are not added details."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote", "word"),
    [
        (
            "my sister finally got a new flat, she moves in on the first",
            "User's sister got a new spacious flat.",
            "my sister finally got a new flat",
            "spacious",
        ),
        (
            "i burnt my hand on the oven door last night, it's blistered",
            "User burnt their left hand on the oven door.",
            "i burnt my hand on the oven door",
            "left",
        ),
        (
            "we keep hens and ducks out the back, the fox got one last week",
            "User keeps hens, ducks and geese.",
            "we keep hens and ducks out the back",
            "geese",
        ),
        (
            "for the trip i still need sun cream and a hat",
            "User still needs sun cream, a hat and sandals for the trip.",
            "for the trip i still need sun cream and a hat",
            "sandals",
        ),
    ],
)
def test_a_detail_the_user_never_said_is_held(said: str, fact: str, quote: str, word: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict
    assert word in verdict.detail


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        (
            ("my sister finally got a new flat, she moves in on the first",),
            "User's sister got a new flat.",
            "my sister finally got a new flat",
        ),
        (  # the describing word said in another turn
            (
                "i burnt my hand on the oven door last night",
                "How bad is it?",
                "the left one, so at least i can write",
            ),
            "User burnt their left hand on the oven door.",
            "i burnt my hand on the oven door",
        ),
        (  # a word in place of the user's, not added
            ("we've got a little dog, a terrier, she's a menace",),
            "User has a small dog.",
            "we've got a little dog",
        ),
        (  # a relation glossed
            ("my big brother drives a taxi in lagos",),
            "User's older brother drives a taxi in Lagos.",
            "my big brother drives a taxi in lagos",
        ),
        (  # the list as the user gave it
            ("we keep hens and ducks out the back, the fox got one last week",),
            "User keeps hens and ducks.",
            "we keep hens and ducks out the back",
        ),
        (  # two things joined where the quote joins none: a paraphrase, no list lengthened
            ("honestly the garden gives me so much peace these days",),
            "User finds peace and calm in their garden.",
            "the garden gives me so much peace these days",
        ),
        (  # a second claim joined with "and", not a list item
            ("my dad's diabetic, he's on insulin twice a day",),
            "User's father is diabetic and takes insulin twice a day.",
            "my dad's diabetic, he's on insulin twice a day",
        ),
    ],
)
def test_what_the_user_said_in_any_words_is_no_added_detail(
    turns: tuple[str, ...], fact: str, quote: str
) -> None:
    verdict = judge(convo(*turns), fact, quote)
    assert "never said" not in verdict.detail, verdict
    assert verdict.outcome is Outcome.ACCEPT, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i swim about thirty lengths, so maybe twelve hundred most mornings",
            "User swims about 1,200 metres most mornings.",
            "maybe twelve hundred most mornings",
        ),
        (
            "the new puppy's already eleven and he's only four months",
            "User's puppy weighs 11 kg.",
            "the new puppy's already eleven",
        ),
        (
            "we get through about six a day with three teenagers",
            "User's family drinks about 6 litres of milk a day.",
            "we get through about six a day",
        ),
    ],
)
def test_a_weight_length_or_volume_the_user_left_bare_is_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict
    assert "no unit" in verdict.detail


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (  # the unit said with the number
            "i swim about twelve hundred metres most mornings",
            "User swims about 1,200 metres most mornings.",
            "i swim about twelve hundred metres most mornings",
        ),
        (  # a unit the user gave another number of the same kind carries
            "i was a hundred and ten kilos, now i'm ninety eight",
            "User weighs 98 kg.",
            "now i'm ninety eight",
        ),
        (  # a time is often left bare: not a weight, length or volume
            "i sleep about five a night since the baby came",
            "User sleeps about 5 hours a night.",
            "i sleep about five a night",
        ),
    ],
)
def test_a_unit_the_user_gave_or_a_time_left_bare_is_not_held_for_it(
    said: str, fact: str, quote: str
) -> None:
    verdict = judge(convo(said), fact, quote)
    assert "no unit" not in verdict.detail, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i work at the depot, been there since the nineties",
            "User is the depot manager.",
            "i work at the depot",
        ),
        (
            "i'm at the council in the planning team, eleven years now",
            "User works as a planning inspector at the council.",
            "i'm at the council in the planning team",
        ),
    ],
)
def test_a_title_the_user_never_gave_themselves_is_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict
    assert "title" in verdict.detail


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i manage the depot, been there since the nineties",
            "User is the depot manager.",
            "i manage the depot",
        ),
        (
            "i taught maths for thirty years before i retired",
            "User is a retired teacher.",
            "i taught maths for thirty years",
        ),
        ("i drive the number nine bus in town", "User is a bus driver.", "i drive the number nine bus"),
        (
            "i'm a nurse on the children's ward",
            "User is a nurse on the children's ward.",
            "i'm a nurse on the children's ward",
        ),
    ],
)
def test_a_title_the_user_said_or_named_the_doing_of_is_not_held_for_it(
    said: str, fact: str, quote: str
) -> None:
    verdict = judge(convo(said), fact, quote)
    assert "title" not in verdict.detail, verdict


def test_how_often_said_in_another_turn_is_held_not_rejected() -> None:
    # "every friday" said a turn away from the quote: which statement it belongs to is the user's to say
    msgs = convo("i do the big shop at the market", "How often do you go?", "every friday, first thing")
    verdict = judge(
        msgs, "User does the big shop at the market every Friday.", "i do the big shop at the market"
    )
    assert verdict.outcome is Outcome.PENDING, verdict
    assert "every" in verdict.detail
