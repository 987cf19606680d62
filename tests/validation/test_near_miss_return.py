"""V12: "we nearly took him back" says the return did not happen: a near-miss adverb before
the verb of returning reads as a negation does ("we didn't take him back"), as it already did
for verbs of stopping ("i nearly quit"). The return that happened still holds the fact for
the user. Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

_SAID = "we adopted a greyhound called bolt"
_FACT = "User adopted a greyhound called Bolt."


@pytest.mark.parametrize(
    "later",
    [
        "we nearly took him back the first week he was so nervous",
        "we almost sent him back to the rescue in june",
    ],
)
def test_a_near_miss_return_leaves_it(later: str) -> None:
    assert judge(convo(_SAID, "Aw!", later), _FACT, _SAID).outcome is Outcome.ACCEPT


def test_a_return_that_happened_still_holds_it() -> None:
    later = "we had to take him back to the rescue he wasn't good with the cat"
    assert judge(convo(_SAID, "Aw!", later), _FACT, _SAID).outcome is Outcome.PENDING
