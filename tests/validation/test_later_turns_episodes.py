"""V12: later turns that end a statement, and later turns that only look as if they do.

- A bare past clause opening the next turn, then a contrast ("we were but the landlord's
  selling"): the statement of now no longer holds, whatever the contrast says.
- "instead" closing a clause before a short time ("he's going to his dad's instead this year"):
  the plan was replaced, as with "instead" alone.
- A calling off without a name turns later, after an opener or a soft hedge ("honestly we've
  had to call it off", "i think i've given up on it"): held for the user, as without them.
- A verb of ending with a count of occasions ("we postponed it once", "he quit twice"): one
  episode, after which the thing went on.
- A denial whose verb has an object of its own ("he's not bringing his drum kit") denies
  nothing of the fact.

Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "later", "fact"),
    [
        (
            "we're renting a cottage by the river",
            "we were but the owner's selling up so we're back at my dad's",
            "User is renting a cottage by the river",
        ),
        (
            "i'm learning to play the banjo",
            "well i was but i've sold it",
            "User is learning to play the banjo",
        ),
        (
            "my husband runs the parkrun every saturday",
            "he did but he stopped after his knee op",
            "User's husband runs the parkrun every Saturday",
        ),
    ],
)
def test_a_bare_past_then_a_contrast_ends_a_state(said: str, later: str, fact: str) -> None:
    msgs = convo(said, "Oh, tell me more.", later)
    assert judge(msgs, fact, said).outcome is Outcome.REJECT


def test_a_bare_past_answering_a_question_ends_nothing() -> None:
    msgs = convo(
        "we're renting a cottage by the river",
        "Were you there last summer too?",
        "we were but a different one",
    )
    assert judge(
        msgs, "User is renting a cottage by the river", "we're renting a cottage by the river"
    ).outcome is (Outcome.ACCEPT)


@pytest.mark.parametrize(
    ("said", "later", "fact"),
    [
        (
            "my dad's coming to ours for new year",
            "turns out he's going to my aunt's instead this year",
            "User's dad is coming to the user's for New Year",
        ),
        (
            "my daughter's flying back for the wedding",
            "she's getting the train with her boyfriend instead now",
            "User's daughter is flying back for the wedding",
        ),
    ],
)
def test_instead_before_a_short_time_replaces_the_plan(said: str, later: str, fact: str) -> None:
    msgs = convo(said, "How lovely.", later)
    assert judge(msgs, fact, said).outcome is not Outcome.ACCEPT


def test_instead_before_a_thing_of_its_own_is_a_detail() -> None:
    msgs = convo("i walk to work every day", "Good for you.", "i took the bus instead today cause of the ice")
    assert judge(msgs, "User walks to work every day", "i walk to work every day").outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    "later",
    [
        "honestly we've had to call it off, his mum's not well",
        "i think i've given up on it to be fair",
        "basically we cancelled it, the flights went up",
    ],
)
def test_a_calling_off_turns_later_after_an_opener_is_held(later: str) -> None:
    msgs = convo(
        "we're going to rome for our anniversary",
        "How exciting! Have you been before?",
        "no never, we've always wanted to",
        "What are you looking forward to most?",
        later,
    )
    verdict = judge(
        msgs, "User is going to Rome for their anniversary", "we're going to rome for our anniversary"
    )
    assert verdict.outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    "later",
    [
        "we postponed it once because of the strikes but it's the fourth of may",
        "we cancelled it twice before we finally booked",
        "they've put it off two or three times but it's definitely happening",
    ],
)
def test_an_ending_counted_as_an_episode_ends_nothing(later: str) -> None:
    msgs = convo("we're getting married in the spring", "Congratulations!", later)
    verdict = judge(msgs, "User is getting married in the spring", "we're getting married in the spring")
    assert verdict.outcome is Outcome.ACCEPT


def test_once_opening_a_clause_is_no_count() -> None:
    msgs = convo(
        "we're getting married in the spring", "Congratulations!", "we cancelled it once we saw the price"
    )
    verdict = judge(msgs, "User is getting married in the spring", "we're getting married in the spring")
    assert verdict.outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("later", "kept"),
    [
        ("he's not moving his drum kit in at least", True),
        ("she's not bringing the dog thank god", True),
        ("he's not moving in now, he's found a flat", False),
    ],
)
def test_a_denial_with_an_object_of_its_own_denies_nothing_of_the_fact(later: str, kept: bool) -> None:
    said = "my brother's moving in with us in june"
    msgs = convo(said, "How do you feel about that?", "bit nervous", "That's natural.", later)
    verdict = judge(msgs, "User's brother is moving in with the user in June", said)
    assert (verdict.outcome is Outcome.ACCEPT) is kept
