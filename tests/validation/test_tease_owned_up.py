"""A tease owned up to in a later turn takes the statement back (stop 48, rule V12): "ha i'm
messing with you", "i'm pulling your leg", "i wanted to see if you'd believe me", said to the
listener, mean what was said was put on, wherever they stand in the user's next turn. Negated
("i'm not messing with you") they vouch for it, said of somebody else ("she thought i was
winding her up") they are not about the statement, and "to see what you'd say" is as often a
real question."""

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
        "lol it's a sticker. i wanted to see if you'd believe me",
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
        "i wanted to see what you'd say about it, my daughter hates it",
        "i wanted to see if you'd believe how much it hurt, honestly",
    ],
)
def test_a_tease_denied_or_said_of_another_leaves_it(then: str) -> None:
    verdict = judge(convo(_SAID, "Wow, really? Where?", then), _FACT, _QUOTE)
    assert verdict.outcome is not Outcome.REJECT
