"""Corrections inside a turn and turns that take a statement back (V4, V12). Our sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        # "i mean" is dropped as a filler by the matcher, yet it still corrects
        (
            "the vet's name is doctor pratt, i mean doctor platt",
            "User's vet is Dr Pratt.",
            "The vet's name is Dr Pratt",
        ),
        # a value restated in the same frame after "no": "I'm X ... no, I'm Y"
        (
            "i'm a hundred and four, the secret's gin. no, i'm seventy nine really",
            "User is 104 years old.",
            "I'm 104",
        ),
        # the same-kind value after the marker is the one corrected, not the month before it
        (
            "the wedding's the ninth of june, or, no, no it's the sixteenth",
            "User's wedding is on June 9.",
            "The wedding's the 9th of June",
        ),
        # the unit corrected after the same number
        (
            "luna's forty pounds er kilos my bad forty kilos",
            "User's dog Luna weighs 40 pounds.",
            "Luna's 40 pounds",
        ),
    ],
)
def test_the_first_value_of_a_correction_is_not_stored(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is not Outcome.ACCEPT


def test_the_final_value_of_a_correction_is_stored() -> None:
    msg = "the wedding's the ninth of june, or, no, no it's the sixteenth, the ninth was the stag do"
    assert judge(convo(msg), "User's wedding is on June 16.", "It's the 16th").outcome is not Outcome.REJECT


def test_saying_the_same_word_again_corrects_nothing() -> None:
    msg = "i keep the bikes in the garden, i mean the garden shed out back"
    assert (
        judge(convo(msg), "User keeps the bikes in the garden.", "I keep the bikes in the garden").outcome
        is Outcome.ACCEPT
    )


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        # a number corrected in the next turn
        (
            (
                "we bought this place in two thousand and four",
                "Lovely.",
                "oh two thousand and six, sorry, oh four was the car",
            ),
            "User bought their home in 2004.",
            "We bought this place in 2004",
        ),
        # the next turn opens with a correction and speaks of the same thing
        (
            (
                "big news, my daughter's expecting twins",
                "How exciting!",
                "oh no sorry, i got muddled, it's my niece who's expecting twins",
            ),
            "User's daughter is expecting twins.",
            "My daughter's expecting twins",
        ),
        # the next turn denies the fact's own verb
        (
            (
                "i've quit my job, walked out at lunch",
                "Wow.",
                "okay i haven't actually quit, i just really want to",
            ),
            "User quit their job.",
            "I've quit my job",
        ),
    ],
)
def test_a_later_turn_that_may_take_it_back_is_not_stored_active(
    turns: tuple[str, ...], fact: str, quote: str
) -> None:
    v = judge(convo(*turns), fact, quote)
    assert v.outcome in (Outcome.PENDING, Outcome.REJECT)
    assert Reason.RETRACTED in v.reasons


def test_news_in_a_later_turn_is_a_change_not_a_retraction() -> None:
    """ "actually I now teach physics" brings a change for V10; the earlier fact is not held."""
    turns = ("i teach chemistry at the high school", "Nice.", "actually i now teach physics instead")
    assert (
        judge(convo(*turns), "User teaches chemistry.", "I teach chemistry at the high school").outcome
        is Outcome.ACCEPT
    )


def test_a_later_statement_of_its_own_takes_nothing_back() -> None:
    turns = ("i'm not married anymore", "I see.", "turns out i'm not allergic to shellfish after all")
    assert judge(convo(*turns), "User is not married.", "I'm not married anymore").outcome is Outcome.ACCEPT
