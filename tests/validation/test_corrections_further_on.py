"""V12, held: a user turn after the next, with other talk between, that opens on a correction
said as a denial ("no sorry, ...") or points back to take the statement back ("i got that
wrong", "what am i on about"), read as if it came next. It may correct something said since,
so it is held for the user, never rejected; a "that's what i like to hear" of something else
holds nothing. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge

_SAID = "my granddaughter lives in swansea"
_FACT = "User's granddaughter lives in Swansea."


def _msgs(later: str) -> list:  # type: ignore[type-arg]
    return convo(
        _SAID, "Lovely part of the world.", "the rain's not stopped all week here", "It's been grim.", later
    )


@pytest.mark.parametrize(
    "later",
    [
        "no sorry, i'm muddling her with her cousin, she's in cardiff",
        "hang on, i got that wrong, it's her brother in swansea",
        "what am i on about, she moved to bristol in may",
    ],
)
def test_a_correction_two_turns_on_holds_it(later: str) -> None:
    verdict = judge(_msgs(later), _FACT, _SAID)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.RETRACTED in verdict.reasons


@pytest.mark.parametrize(
    "later",
    ["that's what i like to hear, some sunshine at last", "anyway she's loving her new job there"],
)
def test_other_talk_two_turns_on_leaves_it(later: str) -> None:
    assert judge(_msgs(later), _FACT, _SAID).outcome is Outcome.ACCEPT


def test_a_negation_said_since_settles_nothing_an_ending_two_turns_on_holds_it() -> None:
    """A negation is critical to a quote but is no value: a "not" in the turn between and one in
    the ending's turn do not make the later turn a correction of what came between (stop 64)."""
    msgs = convo(
        "i sing tenor in the male voice choir at the miners' institute",
        "That must be a lovely sound.",
        "it is, not that we're any good, we murder the welsh ones",
        "I'm sure you don't.",
        "not that it matters now, the council shut the miners' institute last month, no warning",
    )
    verdict = judge(
        msgs,
        "User sings tenor in the male voice choir at the miners' institute.",
        "i sing tenor in the male voice choir at the miners' institute",
    )
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.detail)
    assert Reason.RETRACTED in verdict.reasons
