"""A value changed in a later turn by a verb of change or a word of direction, and a statement
amended after candour announced to the listener (stop 63, V12).

The user tells what happened to the fact's value: a verb of change with the new value after its
"to" ("the boss bumped me up to forty two an hour", "they've cut me back to twenty hours"), a
direction word right before the "to" ("we're down to sixty", "put it up to seven fifty"), or a
date moved to a day and month ("a letter moving it to the ninth of march"). A change only
asked for, supposed or talked of ("they should change it to", "asked if they could move it
to", "talking about moving it to") keeps the fact, as does a change of another value's type, and
a change refused with the fact's value said to stay ("they said no, june stays") takes nothing
back.

A later turn that announces candour to the listener ("let me be honest with you", "i should be
straight with you", "if i'm honest") and names the fact's thing or value amends what was said.

Held for the user, never rejected: the value may be another thing's.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge
from .test_values_stressed_later import later_verdict

CHANGED = [
    ("i'm on twenty two pound an hour at the garage", "User earns £22 an hour at the garage.",
     "I'm on twenty two pound an hour at the garage",
     "had my review and the manager bumped me up to twenty five an hour, so that's nice"),
    ("we keep forty hens on the smallholding", "User keeps 40 hens on the smallholding.",
     "we keep forty hens on the smallholding",
     "a fox got in the run on tuesday so we're down to thirty one, it was a mess"),
    ("i do thirty hours a week at the library", "User works 30 hours a week at the library.",
     "I do thirty hours a week at the library",
     "the council's cut me back to eighteen hours from next month, budgets they say"),
    ("the gym's fifteen pound a month", "User's gym costs £15 a month.", "the gym's fifteen pound a month",
     "they put it up to nineteen ninety nine in january without a word"),
    ("my hip operation is on the fourth of may", "User's hip operation is on 4 May.",
     "my hip operation is on the fourth of may",
     "a letter came this morning, they've pushed it to the twentieth of june, the surgeon's away"),
    ("our allotment rent is sixty a year", "User's allotment rent is 60 a year.",
     "our allotment rent is sixty a year",
     "the committee raised it to seventy five at the meeting, there was uproar"),
]  # fmt: skip


KEPT = [
    # a change only asked for, supposed or talked of
    ("i'm on twenty two pound an hour at the garage", "User earns £22 an hour at the garage.",
     "I'm on twenty two pound an hour at the garage",
     "i asked if they could put me up to twenty five but he said maybe next year"),
    ("my hip operation is on the fourth of may", "User's hip operation is on 4 May.",
     "my hip operation is on the fourth of may",
     "my daughter keeps talking about moving it to the twentieth of june, i won't hear of it"),
    ("the gym's fifteen pound a month", "User's gym costs £15 a month.", "the gym's fifteen pound a month",
     "they should change it to ten for pensioners if you ask me"),
    # another value of another kind
    ("we keep forty hens on the smallholding", "User keeps 40 hens on the smallholding.",
     "we keep forty hens on the smallholding",
     "the eggs went up to three pound a dozen at the farm shop, people still buy them"),
]  # fmt: skip


CANDOUR = [
    ("i've got twelve beehives up at the farm", "User has twelve beehives at the farm.",
     "I've got twelve beehives up at the farm",
     "let me be honest with you, it's seven beehives now, the rest were empty after the winter"),
    ("i run ten k every morning before work", "User runs 10 km every morning before work.",
     "I run ten k every morning before work",
     "i should be straight with you, it's more like ten k on a sunday, the mornings are a wish"),
    ("my son is the captain of the school rugby team", "User's son is the captain of the school rugby team.",
     "my son is the captain of the school rugby team",
     "if i'm honest he's vice captain, the captain's the coach's lad"),
]  # fmt: skip


# candour about something else
KEPT.append(
    ("i've got twelve beehives up at the farm", "User has twelve beehives at the farm.",
     "I've got twelve beehives up at the farm",
     "to tell you the truth, the weather's been the best part, we had the windows open all week")
)  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote", "later"), CHANGED + CANDOUR)
def test_a_value_changed_later_or_candour_that_names_it_is_held(
    said: str, fact: str, quote: str, later: str
) -> None:
    verdict = later_verdict(said, fact, quote, later)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.reasons, verdict.detail)


@pytest.mark.parametrize(("said", "fact", "quote", "later"), KEPT)
def test_a_change_only_talked_of_of_another_kind_or_candour_about_else_keeps_it(
    said: str, fact: str, quote: str, later: str
) -> None:
    verdict = later_verdict(said, fact, quote, later)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons, verdict.detail)


@pytest.mark.parametrize(
    "later",
    [
        "his fiancee's mother wanted it changed to july, the couple refused, they said no way, june stays",
        "the priest wanted it moved to july, they said no, june stays",
    ],
)
def test_a_change_refused_with_the_value_said_to_stay_keeps_it(later: str) -> None:
    """The next turn refuses a change and says the fact's value stays ("they said no, june
    stays"): the refusal is of the change, not a retraction of the fact."""
    said = "my son's wedding is on the ninth of june in galway"
    verdict = judge(
        convo(said, "Oh, tell me more.", later), "User's son's wedding is on 9 June in Galway.", said, 0
    )
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons, verdict.detail)
