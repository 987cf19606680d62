"""V3 and V7f: "aye" and "ja" are a "yes" (Scotland and the north of England; South African
English), as "yeah" is: before a statement they answer the assistant and govern nothing ("aye,
born and bred in paisley"), and on their own they are no evidence of what the assistant said.
Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("asked", "said", "fact", "quote"),
    [
        (
            "Did you grow up around here?",
            "aye born and bred in paisley",
            "User was born and raised in Paisley.",
            "born and bred in paisley",
        ),
        (
            "Which floor are you on?",
            "ja we're on the ninth floor of the block",
            "User lives on the ninth floor.",
            "we're on the ninth floor",
        ),
    ],
)
def test_a_yes_before_the_statement_governs_nothing(asked: str, said: str, fact: str, quote: str) -> None:
    assert judge(convo(asked, said, first_role="assistant"), fact, quote, index=1).outcome is Outcome.ACCEPT


def test_a_bare_yes_backs_nothing_the_assistant_said() -> None:
    msgs = convo("So you grew up in Paisley?", "aye", first_role="assistant")
    assert judge(msgs, "User grew up in Paisley.", "aye", index=1).outcome is not Outcome.ACCEPT
