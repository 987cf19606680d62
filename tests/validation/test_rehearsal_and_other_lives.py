"""V7d: a rehearsal the user asks for ("practice interview: i have ten years in logistics") is
a role play, and what the user says in it is not theirs; "in a past life" supposes another
life, and picturing or imagining oneself in a scene is no statement of it ("seeing myself get
faster" is what the user sees, and is left alone). A real interview the user reports leaves it.
Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "mock interview, go: i've managed a team of twelve at a call centre",
            "User has managed a team of twelve at a call centre.",
            "i've managed a team of twelve at a call centre",
        ),
        (
            "let's rehearse, you're the panel, i've got a first in chemistry",
            "User has a first-class degree in chemistry.",
            "i've got a first in chemistry",
        ),
        (
            "in a past life i was a lighthouse keeper in cornwall",
            "User was a lighthouse keeper in Cornwall.",
            "i was a lighthouse keeper in cornwall",
        ),
    ],
)
def test_what_is_said_in_a_rehearsal_or_another_life_is_not_stored(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


def test_a_real_interview_reported_leaves_it() -> None:
    said = "in my interview yesterday i told them i've managed a team of twelve"
    quote = "i've managed a team of twelve"
    assert judge(convo(said), "User has managed a team of twelve.", quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i keep picturing myself running a little bakery",
            "User runs a little bakery.",
            "myself running a little bakery",
        ),
        (
            "i can imagine myself living on a narrowboat",
            "User lives on a narrowboat.",
            "myself living on a narrowboat",
        ),
    ],
)
def test_picturing_oneself_in_a_scene_is_no_statement(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


def test_seeing_oneself_improve_is_not_read_as_picturing() -> None:
    said = "i love seeing myself get faster at the parkrun every month"
    quote = "i love seeing myself get faster at the parkrun"
    assert (
        judge(convo(said), "User loves seeing themself get faster at the parkrun.", quote).outcome
        is Outcome.ACCEPT
    )
