"""V12: a fact that says the user stopped something ("quit", "gave up", "stopped ...ing") is
undone when a later turn of theirs takes the same thing up again, whatever verb says so
("started again", "back on", "... again now"). Not when the later clause is negated, a
question, a modal, a near miss, somebody else's, or a stopping once more; not when what is
taken up is another thing. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "later"),
    [
        (
            "i packed in the fags at christmas",
            "User packed in the fags at Christmas.",
            "i'm back on the fags, ten a day",
        ),
        (
            "i've given up caffeine",
            "User has given up caffeine.",
            "well i'm back on the caffeine since the new job",
        ),
        (
            "i stopped gambling last spring",
            "User stopped gambling in spring 2023.",
            "i've started gambling again online",
        ),
        ("i quit vaping in the summer", "User quit vaping in the summer.", "to be honest i'm vaping again"),
    ],
)
def test_the_stopped_thing_taken_up_again_undoes_the_fact(said: str, fact: str, later: str) -> None:
    verdict = judge(convo(said, "That's a big step.", later), fact, said)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    "later",
    [
        "i haven't started vaping again and i won't",
        "i nearly started vaping again last week",
        "i might start vaping again if work gets worse",
        "my flatmate's vaping again though",
        "i quit vaping again after a slip, for good this time",
        "i've started running again instead",
        "do people usually start vaping again?",
    ],
)
def test_other_readings_of_again_leave_it(later: str) -> None:
    said = "i quit vaping in the summer"
    verdict = judge(convo(said, "That's a big step.", later), "User quit vaping in the summer.", said)
    assert verdict.outcome is not Outcome.REJECT
