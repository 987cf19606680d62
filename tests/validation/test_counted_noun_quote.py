"""A quote that is only a count and a noun ("thirteen grandkids") backs a fact that only says the
user has them ("User has 13 grandchildren") as far as "my beagle" backs "User has a beagle":
accepted since stop 44 (held before), not rejected as too short. The count is still compared,
and the noun may be the fact's relation under another name (grandkids, grandchildren). Our own
sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge

SAID = "oh it's chaos thirteen grandkids and they all want to sleep over"


def test_a_count_and_a_noun_backs_having_them() -> None:
    verdict = judge(convo(SAID), "User has 13 grandchildren.", "Thirteen grandkids.")
    assert verdict.outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("fact", "quote"),
    [
        ("User has 12 grandchildren.", "Thirteen grandkids."),  # another count
        ("User's grandchildren want to sleep over.", "Thirteen grandkids."),  # more than having them
    ],
)
def test_anything_else_on_two_words_is_rejected(fact: str, quote: str) -> None:
    assert judge(convo(SAID), fact, quote).outcome is Outcome.REJECT
