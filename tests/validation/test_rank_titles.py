"""V5: titles of rank and office said in full and written short in the fact ("commander" /
"Cmdr.", "squadron leader" / "Sqn Ldr", "private" / "Pte."): the written form was an
unsupported specific, so a faithful fact was rejected. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("my grandad was a commander in the navy", "User's grandfather was a Cmdr. in the navy"),
        ("my son's a squadron leader in the raf", "User's son is a Sqn Ldr in the RAF"),
        ("my brother's a private in the army", "User's brother is a Pte. in the army"),
        ("my uncle was a brigadier", "User's uncle was a Brig."),
    ],
)
def test_a_rank_written_short_is_the_rank_said(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT


def test_another_rank_written_short_is_not() -> None:
    said = "my grandad was a captain in the navy"
    assert (
        judge(convo(said), "User's grandfather was a Cmdr. in the navy", said).outcome is not Outcome.ACCEPT
    )
