"""V7d: a tag question after a statement about somebody else, said apart by a pause ("my
husband's cheating, isn't he, with all these late nights"): the speaker asks for it to be
confirmed, so it is held. Run on without a pause the sentence already reads as a question. A
tag whose pronoun is not the statement's subject asks something else ("my husband's retired,
is yours"), and a remark about a thing ("it was lovely, wasn't it") frames nothing beside it.
Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my son's drinking again, isn't he, the state of him",
            "User's son is drinking again",
            "my son's drinking again",
        ),
        (
            "the neighbours are selling up, aren't they, there's a board out",
            "The neighbours are selling up",
            "the neighbours are selling up",
        ),
    ],
)
def test_a_tag_after_a_pause_holds_the_statement(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("my wife's retired, is yours", "User's wife is retired", "my wife's retired"),
        (
            "it was a lovely do, wasn't it, my granddaughter looked beautiful",
            "User's granddaughter looked beautiful",
            "my granddaughter looked beautiful",
        ),
    ],
)
def test_a_tag_of_something_else_frames_nothing(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT
