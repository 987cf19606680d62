"""A tease owned up to in a later turn takes the statement back (stop 48, rule V12): "ha i'm
messing with you", "i'm pulling your leg", "i'm winding you up", said to the listener, mean what
was said was put on. Negated ("i'm not messing with you") they vouch for it, and said of
somebody else ("he thought i was winding him up") they are not about the statement."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

_SAID = "guess what, i got a tattoo of your name on my arm"
_FACT = "User got a tattoo of the assistant's name on their arm"
_QUOTE = "i got a tattoo of your name on my arm"


@pytest.mark.parametrize(
    "then",
    [
        "ha i'm messing with you, i'm way too scared of needles for that",
        "nah i'm pulling your leg, needles terrify me",
        "i'm winding you up, it's a henna one off the market",
    ],
)
def test_a_tease_owned_up_to_takes_the_statement_back(then: str) -> None:
    verdict = judge(convo(_SAID, "Wow, really? Where?", then), _FACT, _QUOTE)
    assert verdict.outcome is Outcome.REJECT
    assert "taken back" in verdict.detail


@pytest.mark.parametrize(
    "then",
    [
        "i'm not messing with you, it's right here on my forearm",
        "my mum thought i was winding her up, she nearly fainted",
    ],
)
def test_a_tease_denied_or_said_of_another_leaves_it(then: str) -> None:
    verdict = judge(convo(_SAID, "Wow, really? Where?", then), _FACT, _QUOTE)
    assert verdict.outcome is not Outcome.REJECT
