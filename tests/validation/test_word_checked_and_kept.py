"""V12: a word the user holds up and then keeps ("wait did i say june? yeah june, the
fourteenth") is checked, not taken back: a yes and the same word again after it. Held up and
replaced ("did i say june? no july") it still is taken back. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

_SAID = "my sister's getting married in june, up in the lakes"
_FACT = "User's sister is getting married in June"


def test_a_word_checked_and_said_again_is_kept() -> None:
    then = "maid of honour. wait did i say june? yeah june, the twenty first. speech to write"
    assert judge(convo(_SAID, "How lovely!", then), _FACT, _SAID).outcome is Outcome.ACCEPT


@pytest.mark.parametrize("then", ["wait did i say june? no july, sorry", "i said june but it's july now"])
def test_a_word_held_up_and_replaced_is_taken_back(then: str) -> None:
    assert judge(convo(_SAID, "How lovely!", then), _FACT, _SAID).outcome is not Outcome.ACCEPT


def test_the_facts_value_said_again_keeps_it_beside_another_number() -> None:
    said = "my appointment's on the ninth"
    msgs = convo(said, "Noted.", "oh did i say the ninth? yes the ninth, at ten")
    assert judge(msgs, "User's appointment is on the 9th", said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("then", "kept"),
    [
        ("hang on did i say june? yeah june, the twenty first", True),
        ("hang on, no, it's july, yeah july", False),
    ],
)
def test_a_doubt_opened_and_answered_with_the_same_word(then: str, kept: bool) -> None:
    verdict = judge(convo(_SAID, "How lovely!", then), _FACT, _SAID)
    assert (verdict.outcome is Outcome.ACCEPT) is kept
