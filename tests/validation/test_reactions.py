"""Readings of the exchange's shape (`reactions`): the listener's laughter (V7h) and an event
reported with how things are now (V12b). Our sentences."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.model import Outcome, Reason
from companion.validation.fact import fact_shape
from companion.validation.reactions import Change, change_reported, ended_next, listener_laughed
from tests.validation.conftest import convo, judge

# -- laughter -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("turns", "fact", "quote", "index"),
    [
        (
            (
                "How was the bake sale?",
                "we made about a million pounds",
                "Ha! Amazing. What sold best?",
                "the flapjacks",
            ),
            "User's bake sale made a million pounds.",
            "we made about a million pounds",
            1,
        ),
        (
            (
                "i'm basically the mayor of this street now",
                "Haha, is that so?",
                "well the bins are my job anyway",
            ),
            "User is the mayor of their street.",
            "i'm basically the mayor of this street now",
            0,
        ),
        (
            ("my dog speaks three languages", "Oh ha, which ones?"),
            "User's dog speaks three languages.",
            "my dog speaks three languages",
            0,
        ),
    ],
)
def test_a_statement_the_listener_laughed_at_is_held(
    turns: tuple[str, ...], fact: str, quote: str, index: int
) -> None:
    first = "assistant" if turns[0][0].isupper() else "user"
    verdict = judge(convo(*turns, first_role=first), fact, quote, index)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.SAID_WITH_DOUBT in verdict.reasons


def test_laughter_the_user_answers_by_saying_it_again_keeps_it() -> None:
    turns = (
        "i've got a pet tortoise called dave",
        "Haha, Dave! Great name.",
        "dave the tortoise is forty years old, older than me nearly",
    )
    verdict = judge(
        convo(*turns), "User has a pet tortoise called Dave.", "i've got a pet tortoise called dave"
    )
    assert verdict.outcome is Outcome.ACCEPT


def test_laughter_later_in_the_reply_or_no_laughter_is_no_reading() -> None:
    # the reply laughs only after it has answered; the listener did not meet the statement with it
    turns = ("my sister runs a bakery in hull", "That's lovely, ha, I bet the house smells great.")
    assert listener_laughed(convo(*turns), 0, frozenset(["bakery"])) is None
    assert listener_laughed(convo("my sister runs a bakery", "Oh, lovely!"), 0, frozenset(["bakery"])) is None


def test_a_reply_to_laughter_that_denies_or_laughs_along_does_not_stand_by_it() -> None:
    topic = frozenset(["ceo"])
    msgs = convo("they made me ceo", "Ha! Really?", "no lol not ceo, intern")
    assert listener_laughed(msgs, 0, topic) == 1
    msgs = convo("they made me ceo", "Ha! Really?", "ceo haha")
    assert listener_laughed(msgs, 0, topic) == 1
    msgs = convo("they made me ceo", "Ha! Really?", "really, ceo from monday")
    assert listener_laughed(msgs, 0, topic) is None


# -- an event, then how things are now ----------------------------------------------------


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        (
            (
                "i volunteer at the food bank on tuesdays",
                "That's kind of you.",
                "they merged it with the church one so now i just help at christmas",
            ),
            "User volunteers at the food bank on Tuesdays.",
            "i volunteer at the food bank on tuesdays",
        ),
        (
            (
                "my son rents the flat above us",
                "Handy having him close!",
                "it was, he bought a place in york last spring, it's a lodger now",
            ),
            "User's son rents the flat above the user.",
            "my son rents the flat above us",
        ),
        (
            (
                "we have two goats",
                "Goats! What are they called?",
                "bramble and fig, well fig escaped in the storm, so now it's bramble on her own",
            ),
            "User has two goats.",
            "we have two goats",
        ),
    ],
)
def test_an_event_then_now_in_a_later_turn_holds_the_statement(
    turns: tuple[str, ...], fact: str, quote: str
) -> None:
    verdict = judge(convo(*turns), fact, quote)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        # "now and then" is a habit, "just now" a moment ago
        (
            ("i swim at the lido", "Brave in this weather!", "i went in just now actually, freezing"),
            "User swims at the lido.",
            "i swim at the lido",
        ),
        # a thought, not an event
        (
            (
                "my daughter plays the cello",
                "Lovely instrument.",
                "i thought she'd quit by now but she loves it",
            ),
            "User's daughter plays the cello.",
            "my daughter plays the cello",
        ),
        # a change of something else, with the fact said again as the result
        (
            (
                "i take the yellow capsule at night",
                "And the others?",
                "the green ones ran out last week, so it's only the yellow capsule at night now",
            ),
            "User takes the yellow capsule at night.",
            "i take the yellow capsule at night",
        ),
        # a passive state
        (
            (
                "i work nights at the depot",
                "How do you sleep?",
                "i was told to get blackout blinds and now it's fine",
            ),
            "User works nights at the depot.",
            "i work nights at the depot",
        ),
        # the fact's own verb again adds to it
        (
            (
                "we foster kittens",
                "How many at the moment?",
                "we fostered a litter of five in june, now it's just the one",
            ),
            "User fosters kittens.",
            "we foster kittens",
        ),
    ],
)
def test_near_misses_of_an_event_then_now_keep_the_statement(
    turns: tuple[str, ...], fact: str, quote: str
) -> None:
    verdict = judge(convo(*turns), fact, quote)
    if verdict.outcome is Outcome.PENDING:
        # "i went in just now actually": the learned later-turn doubt (`later_model`) may hold a
        # turn that sounds like news; this reading must not be what holds it
        assert "says something changed" not in verdict.detail
        assert "reads like taking it back" in verdict.detail
    else:
        assert verdict.outcome is Outcome.ACCEPT


def test_a_result_that_says_the_facts_topic_again_is_no_change_of_it() -> None:
    msgs = convo(
        "i take the yellow capsule at night",
        "And the others?",
        "the green pills ran out, so now it's the yellow one",
    )
    shape = fact_shape("User takes the yellow capsule at night.")
    assert change_reported(msgs, 0, shape, frozenset(["yellow", "capsule"])) is None
    assert change_reported(msgs, 0, shape, frozenset(["capsule"])) == Change(2, "ran")


_LEEDS = frozenset(["leeds", "live"])


def test_a_fact_said_in_the_past_is_not_undone_by_what_happened_after() -> None:
    msgs = convo(
        "we lived in leeds for ten years", "Nice city.", "we sold up in the end so now we're by the sea"
    )
    assert change_reported(msgs, 0, fact_shape("User lived in Leeds for ten years."), _LEEDS) is None
    assert change_reported(msgs, 0, fact_shape("User lives in Leeds."), _LEEDS) is not None


def test_only_the_next_two_user_turns_are_read() -> None:
    shape = fact_shape("User works at the garden centre.")
    turns = [
        "i work at the garden centre",
        "Nice.",
        "it's busy",
        "I bet.",
        "spring is mad",
        "Sure.",
        "they shut it so now i'm at home",
    ]
    assert change_reported(convo(*turns), 0, shape, frozenset(["garden"])) is None
    assert change_reported(convo(*turns[:4], turns[-1]), 0, shape, frozenset(["garden"])) is not None


_FILLERS = st.lists(
    st.sampled_from(["um", "like", "you know", "honestly", "the", "weather", "lovely"]), max_size=6
)


@given(before=_FILLERS, after=_FILLERS)
def test_a_turn_without_a_result_word_never_reports_a_change(before: list[str], after: list[str]) -> None:
    """Invariant: with no "now" in the later turns, whatever events they report, no change is read."""
    later = " ".join([*before, "she sold the car and we moved house", *after])
    msgs = convo("i drive a blue van", "Nice.", later)
    assert change_reported(msgs, 0, fact_shape("User drives a blue van."), frozenset(["van"])) is None


# -- a verb of ending that points back, in the next turn ----------------------------------


@pytest.mark.parametrize(
    "later",
    [
        "we had to cancel, the kennels were full",
        "i packed that in at easter",
        "we pulled out",
        "he called it off last night",
    ],
)
def test_the_next_turn_ending_what_was_said_holds_it(later: str) -> None:
    turns = ("we've got a week in cornwall booked", "How lovely!", later)
    verdict = judge(
        convo(*turns), "User has a week in Cornwall booked.", "we've got a week in cornwall booked"
    )
    assert verdict.outcome in (Outcome.PENDING, Outcome.REJECT)
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    "later",
    [
        "we had to stop for fuel on the way down last time",  # an object of its own
        "we gave up on the caravan years ago",  # another thing, named
        "we didn't cancel, the forecast's fine",  # negated
        "we might cancel it if the weather's bad",  # a modal: not done
    ],
)
def test_ending_something_else_or_not_at_all_is_no_reading(later: str) -> None:
    msgs = convo("we've got a week in cornwall booked", "How lovely!", later)
    assert ended_next(msgs, 0) is None


def test_an_ending_that_points_back_is_read_three_user_turns_on_and_no_further() -> None:
    # V12c only holds: a calling off two turns on may be of something said since, the user says
    msgs = convo("i do pilates on mondays", "Nice.", "it's good for my back", "Great.", "we had to cancel")
    assert ended_next(msgs, 0) == 4
    far = convo(
        "i do pilates on mondays",
        "Nice.",
        "good for my back",
        "Great.",
        "and my hips",
        "Yes.",
        "my knees too",
        "Ok.",
        "we had to cancel",
    )
    assert ended_next(far, 0) is None
