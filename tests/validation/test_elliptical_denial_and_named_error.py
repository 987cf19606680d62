"""V12: two more ways the user's next turn takes a statement back without repeating it.

- An elliptical denial: the fact's own subject, a negation, and nothing of the verb phrase but
  what ellipsis leaves ("she won't need to", "he can't now", "we aren't any more"). Not of
  another subject, not a negation with words of its own, not an answer to the assistant's
  yes/no question, and not an ellipsis of the turn's own earlier verb ("i nearly slipped but i
  didn't").
- The user's own error in a thing they name ("i got the date wrong", "i had the name wrong");
  not somebody else's error, a habit, or an error in something else ("got the answer wrong on
  the quiz").

Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "later"),
    [
        (
            "my son is staying with us over half term",
            "User's son is staying with them over half term.",
            "he won't be able to now, work called him in",
        ),
        (
            "my mum is minding the kids on saturday",
            "User's mother is minding the kids on Saturday, March 9, 2024.",
            "ah she can't now, her knee's flared up",
        ),
        (
            "we're hosting the book club this month",
            "User is hosting the book club this month.",
            "well we aren't any more, the flat flooded",
        ),
        (
            "my aunt is lending us her caravan for easter",
            "User's aunt is lending them her caravan for Easter.",
            "she isn't now, her grandson's borrowing it",
        ),
    ],
)
def test_an_elliptical_denial_of_the_facts_subject_takes_it_back(said: str, fact: str, later: str) -> None:
    verdict = judge(convo(said, "That's nice.", later), fact, said)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    ("said", "fact", "later", "reply"),
    [
        (
            "my mum is minding the kids on saturday",
            "User's mother is minding the kids on Saturday, March 9, 2024.",
            "my dad can't though, he's golfing",
            "That's nice.",
        ),
        (
            "my mum is minding the kids on saturday",
            "User's mother is minding the kids on Saturday, March 9, 2024.",
            "she's not taking them swimming though",
            "That's nice.",
        ),
        (
            "my mum is minding the kids on saturday",
            "User's mother is minding the kids on Saturday, March 9, 2024.",
            "she isn't, no, she's fine with it",
            "Is she worried about it?",
        ),
        (
            "i've been off the cigarettes a year",
            "User has been off cigarettes for a year.",
            "i nearly caved at christmas but i didn't",
            "That's nice.",
        ),
    ],
)
def test_other_negations_leave_it(said: str, fact: str, later: str, reply: str) -> None:
    assert judge(convo(said, reply, later), fact, said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "later"),
    [
        (
            "the choir practice is on the fourth",
            "The choir practice is on the 4th.",
            "i got the date wrong, it's the fourteenth",
        ),
        (
            "my new neighbour is called gareth",
            "User's new neighbour is called Gareth.",
            "oh i had the name wrong, it's gavin",
        ),
    ],
)
def test_the_users_own_error_in_a_named_thing_takes_it_back(said: str, fact: str, later: str) -> None:
    verdict = judge(convo(said, "Noted.", later), fact, said)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    "later",
    [
        "my sister always gets the date wrong, so i reminded her",
        "i got the hymn numbers wrong on the sheet last time",
        "the vicar had the date wrong in the newsletter",
    ],
)
def test_an_error_of_somebody_else_or_in_something_else_leaves_it(later: str) -> None:
    said = "the choir practice is on the fourth"
    assert (
        judge(convo(said, "Noted.", later), "The choir practice is on the 4th.", said).outcome
        is Outcome.ACCEPT
    )
