"""V12: a later turn that says the fact again after "still" keeps it, also when a list of
"still" clauses ends on one that says something else ("still tuesdays, still the same hall,
still freezing"): the last "still" says nothing of the fact and leaves the earlier ones to say
it. A "but" that says nothing of it does not pass the turn on to an earlier one. Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("later", "outcome"),
    [
        (  # the venue changed, the fact's day did not; the list ends on something else
            "they moved choir to the church hall while the school gets painted, "
            "still thursdays, still freezing",
            {Outcome.ACCEPT},
        ),
        (  # a plain retraction stays one
            "i stopped going to choir after christmas",
            {Outcome.REJECT, Outcome.PENDING},
        ),
    ],
)
def test_a_list_of_still_clauses_keeps_the_fact(later: str, outcome: set[Outcome]) -> None:
    msgs = convo("i sing in a choir on thursdays", "That sounds lovely. What do you sing?", later)
    assert (
        judge(msgs, "User sings in a choir on Thursdays.", "i sing in a choir on thursdays").outcome
        in outcome
    )
