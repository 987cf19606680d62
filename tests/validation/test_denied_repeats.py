"""A self-correction that denies the old value by name before giving the new one ("two puffs no
not two, one puff"; "brian, no, not brian, bryan"): the "not" belongs to the correction, not to
the clause, and a tidy quote of the meant sentence is found in it. Our sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.corrections import retracted
from companion.validation.normalize import canonicalize
from companion.validation.utterance import analyse
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "his name is brian, no not brian, bryan with a y",
            "User's neighbour is called Bryan.",
            "bryan with a y",
        ),
        (
            "i use two drops no not two one drop in each eye",
            "User uses one drop in each eye.",
            "one drop in each eye",
        ),
        (
            "the bins go out on a monday no hang on they changed it to thursdays",
            "User's bins go out on Thursdays.",
            "they changed it to thursdays",
        ),
    ],
)
def test_the_final_value_after_a_denied_repeat_is_stored(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said, "Got it."), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we've lived here nine years, no, not nine, ten",
            "User has lived there ten years.",
            "We've lived here ten years.",
        ),
        (
            "i take two puffs no not two one puff at night",
            "User takes one puff at night.",
            "I take one puff at night.",
        ),
    ],
)
def test_a_tidy_quote_of_the_meant_sentence_is_found(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said, "Got it."), fact, quote).outcome is not Outcome.REJECT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        # the old value is still refused
        (
            "i use two drops no not two one drop in each eye",
            "User uses two drops in each eye.",
            "I use two drops",
        ),
        (
            "we're flying into leeds no not leeds manchester",
            "User is flying into Leeds.",
            "we're flying into leeds",
        ),
        # a real denial stays one
        ("i don't take two puffs, i never have", "User takes two puffs.", "take two puffs"),
        ("no i don't live in derby anymore", "User lives in Derby.", "i don't live in derby"),
    ],
)
def test_near_misses_stay_refused(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said, "Got it."), fact, quote).outcome in (Outcome.REJECT, Outcome.PENDING)


def test_the_denial_and_the_repeat_are_part_of_the_correction() -> None:
    canon = canonicalize("i take two puffs no not two one puff")
    gone, markers, _swaps = retracted(canon)
    assert {2, 6} <= gone  # both "two"s
    assert {4, 5} <= markers  # "no" and "not"
    meant = analyse("i take two puffs no not two one puff in the morning").corrected
    assert meant is not None
    assert meant[0].lows == ("i", "take", "1", "puff", "in", "the", "morning")


# Stop 52: the speaker questions their own word by saying it again ("did i say friday").
_QUESTIONED = "i play bowls on a tuesday did i say tuesday wednesday wednesday afternoons at the green"


def test_a_word_questioned_by_saying_it_again_is_corrected() -> None:
    verdict = judge(
        convo(_QUESTIONED, "Got it."), "User plays bowls on Tuesdays.", "i play bowls on a tuesday"
    )
    assert verdict.outcome is Outcome.REJECT, verdict
    kept = judge(
        convo(_QUESTIONED, "Got it."), "User plays bowls on Wednesday afternoons.", "wednesday afternoons"
    )
    assert kept.outcome is not Outcome.REJECT, kept


def test_did_i_say_without_the_word_again_questions_nothing() -> None:
    said = "the appointment is on the fourth, did i say that right, yes the fourth"
    verdict = judge(
        convo(said, "Got it."), "User's appointment is on the 4th.", "the appointment is on the fourth"
    )
    assert verdict.outcome is Outcome.ACCEPT, verdict
