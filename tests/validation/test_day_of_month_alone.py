"""V8 and V12: a day of the month said alone ("on the twentieth", "the 5th"), and later turns
that move or correct it.

- Said with no month near it, an ordinal after "the" is the nearest such day in the direction
  of the tense: this month's or the next for something to come, this month's or the last for
  something done. It backs the month and year a fact writes for it, and only those.
- "they've moved it to the twenty fourth": a rescheduling verb with a pointing object, said in
  the next turn, may undo the date (held).
- A next turn that opens on a correction and gives a value of the same type later in it
  ("hang on, i've checked the letter and it's the thirtieth") may correct it (held); not a "no"
  that answers the assistant's yes/no question, and not a bare "one".

WHEN is Wednesday 6 March 2024. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("the boiler man is coming on the twentieth", "User's boiler engineer is coming on March 20, 2024."),
        ("my smear test is on the 2nd", "User's smear test is on April 2, 2024."),
        ("we had the christening on the third", "User had the christening on March 3, 2024."),
        ("we had the christening on the twenty eighth", "User had the christening on February 28, 2024."),
    ],
)
def test_a_day_alone_backs_the_nearest_month_in_the_tenses_direction(said: str, fact: str) -> None:
    assert judge(convo(said), fact, said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("the boiler man is coming on the twentieth", "User's boiler engineer is coming on April 20, 2024."),
        ("my smear test is on the 2nd", "User's smear test is on March 2, 2024."),
        ("we had the christening on the twenty eighth", "User had the christening on March 28, 2024."),
        ("i'm on the 5 bus to work", "User takes the bus to work on March 5, 2024."),
    ],
)
def test_any_other_month_or_a_number_that_is_no_day_is_not_backed(said: str, fact: str) -> None:
    verdict = judge(convo(said), fact, said)
    assert verdict.outcome is Outcome.REJECT
    assert Reason.UNSUPPORTED_SPECIFIC in verdict.reasons


@pytest.mark.parametrize(
    "later",
    [
        "they've moved it to the twenty fourth",
        "hang on, i've checked the letter and it's the thirtieth",
    ],
)
def test_a_later_move_or_correction_of_the_day_holds_it(later: str) -> None:
    said = "my eye test is on the twentieth"
    verdict = judge(convo(said, "Noted.", later), "User's eye test is on March 20, 2024.", said)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.RETRACTED in verdict.reasons


def test_a_correction_to_a_two_word_ordinal_holds_it() -> None:
    """ "twenty | eighth": the ordinal is the number's last spoken word, with no "the" before it."""
    said = "my eye test is on june twenty first"
    later = "hang on i checked the card it's twenty eighth"
    verdict = judge(convo(said, "Noted.", later), "User's eye test is on June 21.", said)
    assert verdict.outcome is Outcome.PENDING
    assert Reason.RETRACTED in verdict.reasons


def test_a_no_that_answers_a_question_corrects_no_count() -> None:
    said = "i have three grandsons"
    msgs = convo(said, "Any granddaughters?", "no, no granddaughters, i always wanted one")
    assert judge(msgs, "User has three grandsons.", said).outcome is Outcome.ACCEPT
