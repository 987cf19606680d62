"""Wishes said with "would like" (rule V7d, `frames.FrameBuilder._phrases_with_dropped_words`),
in our own words. The normaliser drops "like" as a filler, so the marker table's "i'd like",
"would like" and "i feel like" never fired: "i'd like to visit japan with my sister" stored a
trip. The lookup now reads the words with the dropped "like" put back. Around it:

- a request of the listener to know or keep something ("i'd like you to remember | my
  hubby's called dave") tells what follows;
- a "like" after a short answer and before a told clause is a filler ("yeah i would, like, my
  mam's a nurse");
- a verb that takes a thing as readily as a clause has its object before the next clause ("i'd
  like to see my nan more, | she lives in cork"): the wish does not frame it, though said next
  to it, it still holds it for review."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import Outcome
from tests.validation.conftest import convo, judge

TRIP = "User is travelling to Norway with their brother."
TRIP_QUOTE = "go to norway with my brother"


@pytest.mark.parametrize(
    "said",
    [
        "um i'd like to go to norway with my brother one summer",
        "id like to go to norway with my brother one summer",
        "we'd like to go to norway with my brother and his kids",
        "i would like to go to norway with my brother at some point",
        "i'd really like to go to norway with my brother",
        "i would honestly like to go to norway with my brother before he retires",
    ],
)
def test_would_like_is_a_wish(said: str) -> None:
    assert judge(convo(said), TRIP, TRIP_QUOTE).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    "fact",
    ["User would like to go to Norway with their brother.", "User wants to go to Norway with their brother."],
)
def test_a_fact_that_keeps_the_wish_is_accepted(fact: str) -> None:
    said = "um i'd like to go to norway with my brother one summer"
    assert judge(convo(said), fact, TRIP_QUOTE).outcome is Outcome.ACCEPT


def test_a_wish_for_somebody_else_is_no_plan_of_theirs() -> None:
    said = "i would like my daughter to move back to galway after her course"
    v = judge(
        convo(said),
        "User's daughter is moving back to Galway after her course.",
        "my daughter to move back to galway",
    )
    assert v.outcome is Outcome.REJECT


def test_i_feel_like_is_a_soft_hedge() -> None:
    said = "some weeks i feel like i'm letting the whole team down at work"
    v = judge(
        convo(said), "User is letting their team down at work.", "i'm letting the whole team down at work"
    )
    assert v.outcome is Outcome.PENDING


@pytest.mark.parametrize(
    ("wish", "verb"),
    [("like", "remember"), ("like", "know"), ("like", "note"), ("love", "remember"), ("love", "know")],
)
def test_a_request_to_know_something_tells_it(wish: str, verb: str) -> None:
    said = f"i'd {wish} you to {verb} my partner's called priya and she's vegan"
    v = judge(convo(said), "User's partner is called Priya.", "my partner's called priya")
    assert v.outcome is Outcome.ACCEPT


def test_a_like_after_a_short_answer_is_a_filler() -> None:
    said = "yeah i would like my dad's a retired plumber so he'd sort it"
    v = judge(convo(said), "User's father is a retired plumber.", "my dad's a retired plumber")
    assert v.outcome is Outcome.ACCEPT


def test_a_wish_that_points_back_at_the_claim_still_holds_it() -> None:
    said = "i'm a morning person these days, well i'd like to be"
    v = judge(convo(said), "User is a morning person.", "i'm a morning person these days")
    assert v.outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i like to swim before work it wakes me up",
            "User likes to swim before work.",
            "i like to swim before work",
        ),
        (
            "i'm like a night owl, i work nights at the depot",
            "User works nights at the depot.",
            "i work nights at the depot",
        ),
    ],
)
def test_like_as_liking_or_a_filler_frames_nothing(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize("wish", ["i'd like to", "i'd love to", "i want to"])
@pytest.mark.parametrize(
    ("rest", "fact", "quote"),
    [
        ("see my nan more, she lives in cork", "User's grandmother lives in Cork.", "she lives in cork"),
        (
            "learn the guitar my husband plays in a band",
            "User's husband plays in a band.",
            "my husband plays in a band",
        ),
        (
            "read my dad's letters he wrote them from the navy",
            "User's father wrote letters from the navy.",
            "he wrote them from the navy",
        ),
    ],
)
def test_a_statement_after_a_wish_with_its_object_is_told(
    wish: str, rest: str, fact: str, quote: str
) -> None:
    """A verb that takes a thing as readily as a clause ("see", "learn", "read") has its object:
    the clause said next is a statement of its own, not what is wished. The wish said next to
    it still holds it for review (a frame near the claim, `claim._near_frame`)."""
    assert judge(convo(f"{wish} {rest}"), fact, quote).outcome is Outcome.PENDING


def test_a_person_and_then_a_clause_is_still_the_verbs() -> None:
    """ "tell my sister | she's adopted": the clause is what would be told."""
    said = "i'd love to tell my sister she's adopted"
    assert judge(convo(said), "User's sister is adopted.", "she's adopted").outcome is not Outcome.ACCEPT


def test_a_claim_that_follows_from_a_hope_stays_held() -> None:
    said = "fingers crossed i get the transfer, then we're moving to aberdeen"
    v = judge(convo(said), "User is moving to Aberdeen.", "we're moving to aberdeen")
    assert v.outcome is not Outcome.ACCEPT


PLAIN = "my brother drives a taxi in dundee and my sister teaches maths"


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=len(PLAIN.split())))
def test_a_filler_like_anywhere_in_a_plain_statement_frames_nothing(at: int) -> None:
    """Putting the dropped "like" back never makes a wish of a plain statement: only a phrase
    that has it in it ("would like", "i feel like") is found, wherever else it stands."""
    words = PLAIN.split()
    said = " ".join([*words[:at], "like", *words[at:]])
    v = judge(convo(said), "User's sister teaches maths.", "my sister teaches maths")
    assert v.outcome is Outcome.ACCEPT
