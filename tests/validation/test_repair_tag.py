"""V12: a later user turn that says something of the fact and then owns up, after it, that it
was a repair ("senior nurse, i should say"; "we sold the caravan in may, i meant to say") puts
the fact right or says it is out of date: the fact is held for the user. A tag that opens the
turn as a guess ("i should say about forty") and a tag in a turn about something else leave it
standing. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

WARD = (
    "my wife's a ward sister at the infirmary",
    "User's wife is a ward sister at the infirmary.",
    "my wife's a ward sister at the infirmary",
)
CARAVAN = (
    "we've got a static caravan at filey",
    "User has a static caravan at Filey.",
    "we've got a static caravan at filey",
)
SHEEP = (
    "we keep sixty ewes on the top farm",
    "User keeps sixty ewes on the top farm.",
    "we keep sixty ewes on the top farm",
)


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (*WARD, "senior nurse at the infirmary, i should say, she'd be cross with me"),
        (*CARAVAN, "the caravan went to my daughter in the spring, i meant to say, it's in her name"),
        (
            *SHEEP,
            "the top farm's let to the neighbour since lambing, i should have said, the ewes went with it",
        ),
    ],
)
def test_a_repair_owned_up_to_after_it_holds_the_fact(said: str, fact: str, quote: str, later: str) -> None:
    verdict = judge(convo(said, "That sounds lovely.", later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict
    assert "owns up to a repair" in verdict.detail


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (*WARD, "i should say she works harder than anyone on that ward"),
        (*CARAVAN, "the grandkids love the beach there, i should have said we're off on friday"),
        (*SHEEP, "my neighbour's got cows, i should say about forty head"),
    ],
)
def test_a_tag_that_guesses_or_is_about_else_leaves_it(said: str, fact: str, quote: str, later: str) -> None:
    assert judge(convo(said, "That sounds lovely.", later), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote", "later"),
    [
        (
            "i'm head chef at the golden lion",
            "User is head chef at the Golden Lion.",
            "i'm head chef at the golden lion",
            "sous chef really, i always round up when i'm out",
        ),
        (
            "i run marathons, three a year",
            "User runs marathons.",
            "i run marathons",
            "i tell people i run marathons, it's more the odd park run these days",
        ),
    ],
)
def test_a_habit_of_misstating_owned_up_to_holds_the_fact(
    said: str, fact: str, quote: str, later: str
) -> None:
    verdict = judge(convo(said, "Impressive.", later), fact, quote)
    assert verdict.outcome is Outcome.PENDING, verdict
    assert "misstating by habit" in verdict.detail


def test_telling_people_of_something_else_leaves_it() -> None:
    said = "we've got three grandchildren, all under five"
    later = "i tell people about them all the time, they must be sick of me"
    verdict = judge(
        convo(said, "Lovely.", later), "User has three grandchildren.", "we've got three grandchildren"
    )
    assert verdict.outcome is Outcome.ACCEPT


FIDDLE = (
    "i play the fiddle in a ceili band",
    "User plays the fiddle in a ceili band.",
    "i play the fiddle in a ceili band",
)


def test_a_confession_that_names_the_fact_holds_it() -> None:
    later = "okay confession, the fiddle's my daughter's, i just carry the case to the ceili"
    verdict = judge(convo(FIDDLE[0], "Lovely.", later), *FIDDLE[1:])
    assert verdict.outcome is Outcome.PENDING, verdict
    assert "misstating by habit" in verdict.detail


def test_a_confession_of_something_else_leaves_it() -> None:
    later = "confession time, i ate every biscuit in the tin before tea"
    assert judge(convo(FIDDLE[0], "Lovely.", later), *FIDDLE[1:]).outcome is Outcome.ACCEPT
