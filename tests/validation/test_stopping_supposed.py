"""A stopping supposed, wished or only possible has not happened (rule V12): "if i quit the pottery
he'd take me to paris", "i might pack in the choir if they move it to sundays", "i wish i could
give up the night shifts". A later turn that says so leaves the fact standing; one that says the
stopping happened still takes it back."""

from __future__ import annotations

import pytest

from companion.model import Outcome

from .conftest import convo, judge

_SAID = "i sing with the community choir on tuesdays"
_FACT = "User sings with the community choir on Tuesdays."


@pytest.mark.parametrize(
    "then",
    [
        "my daughter says if i quit the choir she'll take me to paris, fat chance",
        "i might pack in the choir if they move it to sundays, we'll see",
        "i wish i could give up the choir some weeks, the conductor's a tyrant, but i love it",
    ],
)
def test_a_stopping_not_done_leaves_the_fact(then: str) -> None:
    verdict = judge(convo(_SAID, "How lovely. What are you singing?", then), _FACT, _SAID)
    assert verdict.outcome is not Outcome.REJECT, verdict.detail


def test_a_stopping_done_still_takes_it_back() -> None:
    then = "honestly i've quit the choir now, they moved it to sundays"
    verdict = judge(convo(_SAID, "How lovely. What are you singing?", then), _FACT, _SAID)
    assert verdict.outcome is not Outcome.ACCEPT, verdict.detail
