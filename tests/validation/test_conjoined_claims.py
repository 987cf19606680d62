"""V5b: a second claim the fact joins with "and" that the user never made ("User's dad is in
a hospice and has cancer" on "my dad's in a hospice"): none of its words, in any form, in
anything the user said, so it is the proposer's addition, held for the user. A list of nouns
("fixes our fuses and switches") joins no claim; a conjunct the user said in other words that
keep a word of theirs (a name, a number, a verb's form) is theirs. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("my dad's in a hospice now", "User's dad is in a hospice and has cancer", "my dad's in a hospice"),
        (
            "my grandson's started nursery",
            "User's grandson started nursery and loves it",
            "my grandson's started nursery",
        ),
        (
            "i slipped on the ice on monday",
            "User slipped on the ice and broke their ankle",
            "i slipped on the ice",
        ),
    ],
)
def test_a_conjoined_claim_never_said_is_held(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.PENDING


@pytest.mark.parametrize(
    ("messages", "fact", "quote"),
    [
        (
            ("my dad's in a hospice now, the cancer's spread",),
            "User's dad is in a hospice and has cancer",
            "my dad's in a hospice now",
        ),
        (
            ("our neighbour ray sorts all our plugs and sockets, lovely man",),
            "User's neighbour Ray sorts all their plugs and sockets",
            "our neighbour ray sorts all our plugs and sockets",
        ),
        (
            ("i'm from cork originally", "Oh lovely!", "yeah cork born and bred, moved over in 2001"),
            "User was born and bred in Cork and moved over in 2001",
            "cork born and bred, moved over in 2001",
        ),
    ],
)
def test_a_conjunct_the_user_said_is_theirs(messages: tuple[str, ...], fact: str, quote: str) -> None:
    index = len(messages) - 1
    assert judge(convo(*messages), fact, quote, index=index).outcome is Outcome.ACCEPT
