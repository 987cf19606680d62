"""V7d, stated as real: what the user said plainly is never taken for a wish or plan.

The facts here carry no marker word of their own ("will", "wants", "hopes" ...), so the rule has
to read the message to let them through: a rule that fired on every fact would fail the first
test, and one that never fired would fail the second.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import Candidate, Message, Outcome
from companion.validation import Policy
from companion.validation.context import Check, Session
from companion.validation.rules import stated_as_real
from tests.validation.conftest import convo, judge

# (what the user says, the fact in the third person), ours, with no frame word in either
_DOINGS = st.sampled_from(
    [
        ("grow tomatoes on the balcony", "grows tomatoes on the balcony"),
        ("play the cello", "plays the cello"),
        ("swim at the lake", "swims at the lake"),
        ("bake sourdough bread", "bakes sourdough bread"),
        ("run along the river", "runs along the river"),
        ("teach piano lessons", "teaches piano lessons"),
    ]
)
_TAILS = st.sampled_from(["most mornings", "every weekend", "on sundays", "after work"])
_MARKERS = st.sampled_from(
    ["I want to", "I hope to", "maybe someday I will", "I'm thinking about whether to"]
)


def _stated_as_real(said: str, quote: str, fact: str) -> object:
    messages: list[Message] = convo(said)
    candidate = Candidate(text=fact, supporting_quote=quote, source_message_index=0)
    return stated_as_real(Check(candidate, Session(tuple(messages)), Policy(), (), ()))


@settings(max_examples=200, deadline=None)
@given(doing=_DOINGS, tail=_TAILS)
def test_a_message_without_markers_is_never_a_plan(doing: tuple[str, str], tail: str) -> None:
    """Invariant: a fact without a marker, backed by a message without one, passes V7d."""
    said, fact = doing
    quote = f"I {said} {tail}"
    assert _stated_as_real(f"{quote}.", quote, f"User {fact} {tail}.") is None


@settings(max_examples=200, deadline=None)
@given(doing=_DOINGS, tail=_TAILS, marker=_MARKERS)
def test_the_same_words_after_a_marker_are_not_stated_as_real(
    doing: tuple[str, str], tail: str, marker: str
) -> None:
    """The counterpart: the same fact on the same words said as a wish or doubt is refused or held."""
    said, fact = doing
    quote = f"{marker} {said} {tail}"
    assert _stated_as_real(f"{quote}.", quote, f"User {fact} {tail}.") is not None


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        ("fingers crossed the scan's clear", "User's scan is clear.", "the scan's clear"),
        ("it would be lovely to visit norway", "User is visiting Norway.", "visit Norway"),
        ("god willing we'll get the flat", "User will get the flat.", "we'll get the flat"),
    ],
)
def test_hope_said_as_an_idiom_is_a_wish(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said, "I hope so too."), fact, quote).outcome is Outcome.REJECT
