"""Moves of discourse in a later user turn that undo a statement (V12, `takeback`). Our sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from companion.validation.fact import fact_shape
from companion.validation.takeback import restated_after
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        # a word of the fact held up as a word ("i say X", "i said X but", "did i say X?")
        (
            (
                "i'm semi retired now",
                "Nice!",
                "well i say retired, i still drive the school bus three days a week",
            ),
            "User is semi retired.",
            "i'm semi retired now",
        ),
        (
            (
                "there's thirty kids in my class",
                "Big class!",
                "i said thirty but it's twenty three, i was counting the other class",
            ),
            "There are thirty kids in User's class.",
            "there's thirty kids in my class",
        ),
        (
            (
                "the op is in november",
                "Are you nervous?",
                "a bit",
                "Understandable.",
                "did i say november? december, sorry",
            ),
            "User's operation is in November.",
            "the op is in november",
        ),
        # an admission, in the next turn
        (
            (
                "i've given up sugar completely",
                "Impressive! How long?",
                "fine, that's a lie, i had a doughnut at lunch",
            ),
            "User has given up sugar completely.",
            "i've given up sugar completely",
        ),
        (
            (
                "i can run ten miles no problem",
                "Wow, well done!",
                "okay i was exaggerating, three on a good day",
            ),
            "User can run ten miles.",
            "i can run ten miles",
        ),
        # the present put in the past, opening the turn or against a "now"
        (
            (
                "i coach the under nines on saturdays",
                "That's lovely.",
                "coached, they found someone younger last month",
            ),
            "User coaches the under nines on Saturdays.",
            "i coach the under nines on saturdays",
        ),
        (
            (
                "i am nurse in the city hospital",
                "Long shifts?",
                "sorry, i was nurse before, now i work in a pharmacy",
            ),
            "User is a nurse at the city hospital.",
            "i am nurse in the city hospital",
        ),
        # a specific of the fact denied
        (
            (
                "we're going to rome for our anniversary",
                "How romantic!",
                "oh not rome, venice, rome was last year",
            ),
            "User is going to Rome for their anniversary.",
            "we're going to rome for our anniversary",
        ),
        # the thing went to someone else, in a turn that names it
        (
            (
                "we got the cottage by the sea",
                "Congratulations!",
                "thanks",
                "When do you move?",
                "ugh the cottage, the owner sold it to someone else",
            ),
            "User got the cottage by the sea.",
            "we got the cottage by the sea",
        ),
        # a conclusion that denies the fact's thing
        (
            (
                "we're getting a hot tub for the garden",
                "Fancy!",
                "the council said the decking won't take the weight so no hot tub",
            ),
            "User is getting a hot tub for the garden.",
            "we're getting a hot tub for the garden",
        ),
    ],
)
def test_a_move_of_discourse_takes_the_statement_back(turns: tuple[str, ...], fact: str, quote: str) -> None:
    verdict = judge(convo(*turns), fact, quote)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.RETRACTED in verdict.reasons


def test_a_settled_obstacle_in_a_turn_that_does_not_name_the_fact_is_held_with_the_later_words() -> None:
    turns = (
        "we're getting a puppy from the farm",
        "How exciting!",
        "can't wait",
        "What breed?",
        "the landlord said no animals in the flat so that's that",
    )
    verdict = judge(
        convo(*turns), "User is getting a puppy from the farm.", "we're getting a puppy from the farm"
    )
    assert verdict.outcome is Outcome.PENDING
    assert Reason.RETRACTED in verdict.reasons
    assert "so that's that" in (verdict.detail or "")


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        # "like i said" reaffirms
        (
            ("i work weekends at the cinema", "Fun!", "like i said, weekends, so i miss the football"),
            "User works weekends at the cinema.",
            "i work weekends at the cinema",
        ),
        # "i said yes" answers somebody else
        (
            ("i'm singing in the choir concert", "Lovely!", "they asked me to do a solo and i said yes"),
            "User is singing in the choir concert.",
            "i'm singing in the choir concert",
        ),
        # reassurance, not an admission
        (
            ("i caught a ten pound pike", "No way!", "honestly i'm not kidding, ten pounds on the scales"),
            "User caught a ten pound pike.",
            "i caught a ten pound pike",
        ),
        # a joke about something the fact does not say
        (
            (
                "we've booked a cruise",
                "Where to?",
                "the moon",
                "Ha!",
                "no i was joking about the moon, it's the canaries",
            ),
            "User has booked a cruise.",
            "we've booked a cruise",
        ),
        # one evening in the past, not the job
        (
            (
                "i work at the garden centre",
                "Busy today?",
                "yeah i worked till eight, the garden centre had a sale",
            ),
            "User works at the garden centre.",
            "i work at the garden centre",
        ),
        # a place the fact does not name denied
        (
            (
                "i've got a new job in leeds",
                "Moving there?",
                "no, commuting from york, not york centre though",
            ),
            "User has a new job in Leeds.",
            "i've got a new job in leeds",
        ),
        # an answering "no" before the fact's day
        (
            ("i swim every sunday", "Do you go on Mondays too?", "no sundays only, mondays are too busy"),
            "User swims every Sunday.",
            "i swim every sunday",
        ),
        # something else given away
        (
            (
                "i've bought a new sofa",
                "Nice! What happens to the old one?",
                "i gave the old sofa to someone else on my street",
            ),
            "User has bought a new sofa.",
            "i've bought a new sofa",
        ),
    ],
)
def test_near_misses_keep_the_statement(turns: tuple[str, ...], fact: str, quote: str) -> None:
    assert judge(convo(*turns), fact, quote).outcome is Outcome.ACCEPT


def test_a_contrast_that_says_the_fact_again_keeps_it_against_a_retraction_of_something_else() -> None:
    turns = (
        "i've joined a running club",
        "Any races planned?",
        "a half in the spring",
        "Great!",
        "scratch the half, my knee won't have it, but yeah the running club is brilliant",
    )
    assert (
        judge(convo(*turns), "User has joined a running club.", "i've joined a running club").outcome
        is Outcome.ACCEPT
    )


def test_a_restatement_needs_the_facts_words_and_no_denial() -> None:
    shape = fact_shape("User's sister is having twins.")
    assert restated_after(shape, "i was joking about the names, but twins yes")
    assert not restated_after(shape, "i was joking about the names, but not twins")
    assert not restated_after(shape, "i was joking about the names, but the baby is due soon")


def test_another_value_for_a_thing_of_the_fact_beside_a_word_of_error_takes_it_back() -> None:
    turns = (
        "my mot is on the third",
        "Need a reminder?",
        "oh wrong, the third is the service, the mot is on the tenth",
    )
    verdict = judge(convo(*turns), "User's MOT is on the 3rd.", "my mot is on the third")
    assert verdict.outcome is Outcome.REJECT


def test_the_facts_own_value_said_again_beside_its_thing_keeps_it() -> None:
    turns = (
        "my mot is on the tenth",
        "Is that the same day as the service?",
        "no sorry, the third is the service, the mot stays on the tenth",
    )
    assert (
        judge(convo(*turns), "User's MOT is on the 10th.", "my mot is on the tenth").outcome is Outcome.ACCEPT
    )


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        (
            ("we're renting out the flat", "Good idea.", "we were, the tenant left in june"),
            "User is renting out the flat.",
            "we're renting out the flat",
        ),
        (
            ("he coaches the under tens", "Fun!", "oh he did, he stepped down after the season"),
            "User's husband coaches the under tens.",
            "he coaches the under tens",
        ),
    ],
)
def test_a_bare_past_opening_the_next_turn_takes_the_present_back(
    turns: tuple[str, ...], fact: str, quote: str
) -> None:
    verdict = judge(convo(*turns), fact, quote)
    assert verdict.outcome in (Outcome.REJECT, Outcome.PENDING)
    assert Reason.RETRACTED in verdict.reasons


def test_a_bare_past_answering_a_past_question_keeps_the_statement() -> None:
    turns = ("i play the cello", "Did you learn at school?", "i did, mrs hart taught us")
    assert judge(convo(*turns), "User plays the cello.", "i play the cello").outcome is Outcome.ACCEPT
