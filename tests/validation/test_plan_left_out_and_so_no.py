"""A later turn that puts the plan in the past with its verb phrase left out ("i was going to,
but ...", "we were supposed to but ..."), or that closes on a bare "so no" answering no
question, takes the statement back, for the user to confirm (stop 49, V12: held). An intention
with words of its own ("i was going to ask you ...") or a "so no" that answers the assistant's
yes/no question leaves it standing."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

SAID = "we're taking the grandkids to legoland in the half term"
FACT = "User is taking the grandkids to Legoland in the half term."


@pytest.mark.parametrize(
    "then",
    [
        "we were going to, but our daughter's booked them into a football camp",
        "i was supposed to. then my hip went again",
        "we were meant to, but the prices went daft",
    ],
)
def test_a_plan_put_in_the_past_with_its_verb_left_out_is_held(then: str) -> None:
    verdict = judge(convo(SAID, "They'll love that!", then), FACT, SAID)
    assert verdict.outcome is Outcome.PENDING


@pytest.mark.parametrize(
    "then",
    [
        "i was going to say, the little one is scared of the rides",
        "i was going to ask you, do they do a discount for pensioners",
    ],
)
def test_an_intention_with_words_of_its_own_leaves_it(then: str) -> None:
    verdict = judge(convo(SAID, "They'll love that!", then), FACT, SAID)
    assert verdict.outcome is Outcome.ACCEPT


def test_a_turn_closing_on_so_no_is_held() -> None:
    then = "well the park's shut for repairs that week, so no"
    verdict = judge(convo(SAID, "They'll love that!", then), FACT, SAID)
    assert verdict.outcome is Outcome.PENDING


def test_so_no_answering_a_question_leaves_it() -> None:
    then = "not yet, we'll book on the day, so no"
    verdict = judge(convo(SAID, "They'll love that! Have you booked tickets?", then), FACT, SAID)
    assert verdict.outcome is Outcome.ACCEPT
