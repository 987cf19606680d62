"""A value said right after another of its kind (stop 61, V5): "my train's at nine fifteen nine
forty", "my grandad came over in nineteen fifty eight, nineteen fifty six". With nothing between
but an article, or after the words said before the first again ("she's in grade four, grade
five": stop 63), the speaker put the second value in the first one's place without a marker, or
could not decide between them: a fact that keeps the first is held for the user, as one of two
values said with "or" is. Not a list ("ten, twelve and fifteen"), not values of different things
("two sons, three grandsons"), not a second value with a time or a clause of its own ("eighty
eight, eighty nine on the fifth"; "the sixth, the fifth was sold out"), not a run read in parts
("four four oh nine"), and not "the 1990 one".
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.model import Outcome, Reason
from companion.validation.corrections import juxtaposed_values
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo, judge
from tests.validation.test_numbers_before_units import spoken

REPLACED = [
    ("my train's at nine fifteen nine forty, nine forty yeah", "User's train is at 9:15.",
     "my train's at nine fifteen"),
    ("my grandad came over in nineteen fifty eight, nineteen fifty six, mum would kill me",
     "User's grandfather came over in 1958.", "my grandad came over in nineteen fifty eight"),
    ("the rent's eight hundred, eight fifty, it went up in april", "User's rent is 800.",
     "the rent's eight hundred"),
    ("i get the number twelve, the fourteen, it stops by the church", "User takes the number 12 bus.",
     "I get the number twelve"),
    # the repair retraces the words the first value was said after (stop 63)
    ("she's in grade four uh grade five now, they moved up in september", "User's daughter is in grade 4.",
     "she's in grade four"),
    ("we're in room eleven, room twelve, the one by the lift", "User is in room 11.", "we're in room eleven"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), REPLACED)
def test_a_fact_keeping_a_value_said_over_at_once_is_held(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote, 0)
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.reasons, verdict.detail)
    assert Reason.SAID_WITH_DOUBT in verdict.reasons


KEPT = [
    ("my train's at nine fifteen nine forty, nine forty yeah", "User's train is at 9:40.",
     "my train's at nine fifteen nine forty"),
    ("mum's eighty eight, eighty nine on the fifth", "User's mother is 88.", "mum's eighty eight"),
    ("my kids are ten, twelve and fifteen", "User's children are 10, 12 and 15.",
     "my kids are ten, twelve and fifteen"),
    ("we've two sons, three grandsons", "User has two sons.", "we've two sons"),
    # a frame said again with another value after a link is a list, not a repair
    ("we read chapter three, chapter four and five", "User read chapter 3.", "we read chapter three"),
    ("my pin is four four oh nine", "User's PIN is 4409.", "four four oh nine"),
    ("my father still drives his old saga, the 1990 one", "User's father drives a 1990 Saga.",
     "my father still drives his old saga, the 1990 one"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), KEPT)
def test_values_that_stand_together_are_kept(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote, 0)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons, verdict.detail)


@given(st.integers(2, 99), st.integers(2, 99), st.sampled_from(["and", "or", "to"]))
def test_values_joined_by_a_link_are_never_read_as_one_over_the_other(a: int, b: int, link: str) -> None:
    canon = canonicalize(f"the kids are {spoken(a)} {link} {spoken(b)}")
    assert juxtaposed_values(canon) == ()


@given(st.integers(20, 99), st.integers(20, 99))
def test_the_same_value_said_twice_is_no_replacement(a: int, b: int) -> None:
    canon = canonicalize(f"it cost {spoken(a)}, {spoken(a)} pounds and {spoken(b)} pence")
    assert all(not (first & second) for first, second in juxtaposed_values(canon))
