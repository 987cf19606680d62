"""A clause of reason or of a change already come ("now that i've retired", "since we've moved",
"because my shifts start at six") tells what it says as so, whatever the clause it hangs on
does: a question, a plan, a condition or a wondering asks, plans or supposes its own clause and
leaves the reason standing (presupposition projection). What the asked, planned or supposed
clause says is still not stored as real. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.utterance import Frame, analyse

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "i was wondering if you could help me find a gym now that i've moved to leeds",
            "now that I've moved to Leeds",
            "User has moved to Leeds.",
        ),
        (
            "do you think i could sell the piano since we've downsized to a flat",
            "since we've downsized to a flat",
            "User has downsized to a flat.",
        ),
        (
            "i might ask for fewer hours because my knee's been playing up",
            "because my knee's been playing up",
            "User's knee has been playing up.",
        ),
        (
            "if you get a minute could you find me a recipe, cause i'm off dairy now",
            "I'm off dairy now",
            "User is off dairy.",
        ),
    ],
)
def test_the_reason_is_told_whatever_the_clause_before_does(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "i was wondering if you could help me find a gym now that i've moved to leeds",
            "help me find a gym",
            "User has found a gym.",
        ),
        (
            "do you think i could sell the piano since we've downsized to a flat",
            "I could sell the piano",
            "User is selling the piano.",
        ),
    ],
)
def test_the_clause_before_keeps_its_mood(said: str, quote: str, fact: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


def test_now_before_a_pause_opens_no_clause_of_reason() -> None:
    """ "don't quote me now, | that the boiler's ...": the "that" follows the hedge, not "now"."""
    ut = analyse("i've a feeling, don't quote me now, that the boiler's still under warranty")
    assert not ut.told


@pytest.mark.parametrize(
    "said",
    [
        "should i get a cat now that i've retired",
        "i'd like to paint the hall since the kids have left home",
    ],
)
def test_no_mood_reaches_the_clause_of_reason(said: str) -> None:
    ut = analyse(said)
    told = sorted(ut.told)
    assert told, "a clause of reason"
    moods = {Frame.QUESTION, Frame.PLAN, Frame.CONDITION, Frame.DOUBT, Frame.WISH}
    assert all(not (ut.frames[k] & moods) for k in told)
    assert any(ut.frames[k] & moods for k in range(told[0]))  # the clause before keeps its mood


@pytest.mark.parametrize(
    ("said", "quote", "fact"),
    [
        (
            "i start at the new school on the first of september and i don't know anybody",
            "I start at the new school on the 1st of September",
            "User starts at a new school on September 1.",
        ),
        (
            "we've moved to a bungalow in filey and i don't know anyone yet",
            "we've moved to a bungalow in Filey",
            "User has moved to a bungalow in Filey.",
        ),
    ],
)
def test_not_knowing_somebody_is_no_doubt(said: str, quote: str, fact: str) -> None:
    """ "i don't know | anybody": what the user does not know, said of people; it doubts nothing
    said beside it, where "i don't know if ..." would."""
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


def test_not_knowing_a_clause_is_still_doubt() -> None:
    """ "i don't know | the new job starts in june": the clause after it is what is doubted."""
    said = "i don't know the new job starts in june or july honestly"
    verdict = judge(convo(said), "User's new job starts in June.", "the new job starts in June")
    assert verdict.outcome is Outcome.REJECT
