"""Self-repairs read as the speaker meant them (stop 61, V4, V5).

- "no, other way round" swaps the two things just said: the pairing before it is taken back
  as a whole (`lexicon.SWAP_CORRECTIONS`), the repair after it stands.

- "no | actually it's the fourth floor": a quote that opens its own clause past a word that
  opens clauses ("actually", "well") is no negated context of the "no" before it.
- A repair restarts at the numeral and keeps the multiplier it leaves unsaid (Levelt,
  "Monitoring and self-repair in speech", Cognition 14, 1983): "six thousand, well six and a
  half" backs 6,500, "forty thousand, forty five" 45,000. Not a list ("two thousand sheep and
  three dogs"), not a number of another thing, and only near the amount repaired.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.model import Outcome
from companion.validation.normalize import canonicalize
from companion.validation.values import scale_carried
from tests.validation.conftest import convo, judge
from tests.validation.test_numbers_before_units import spoken


def test_a_repair_after_no_and_a_clause_opener_is_no_negated_context() -> None:
    msgs = convo("my flat's on the third floor", "Third floor, is there a lift?",
                 "no actually it's the fourth floor, they count differently here")  # fmt: skip
    verdict = judge(msgs, "User's flat is on the fourth floor.", "actually it's the fourth floor", 2)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons)


def test_a_denial_is_still_negated_context() -> None:
    verdict = judge(
        convo("no, i really don't like the new flat"), "User likes the new flat.", "like the new flat", 0
    )
    assert verdict.outcome is Outcome.REJECT, (verdict.outcome, verdict.reasons)


CARRIED = [
    ("the car cost us six thousand, well six and a half really with the tax", "User's car cost 6,500.",
     "the car cost us six thousand, well six and a half really"),
    ("the loft conversion was forty thousand, forty five with the extras",
     "User's loft conversion cost 45,000.",
     "the loft conversion was forty thousand, forty five with the extras"),
    ("the quote for the roof was three grand, no, three and a half", "User's roof quote was 3,500.",
     "the quote for the roof was three grand, no, three and a half"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact", "quote"), CARRIED)
def test_a_repair_keeps_the_scale_it_leaves_unsaid(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote, 0)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons, verdict.detail)


NOT_CARRIED = [
    "we keep two thousand sheep and three dogs",
    "two thousand sheep, three dogs",
    "in two thousand i was twenty five",
]


@pytest.mark.parametrize("said", NOT_CARRIED)
def test_a_number_of_its_own_carries_no_scale(said: str) -> None:
    assert scale_carried(canonicalize(said)) == frozenset()


@given(st.integers(1, 99), st.integers(1, 99))
def test_a_carried_amount_is_near_the_amount_repaired(thousands: int, repair: int) -> None:
    carried = scale_carried(canonicalize(f"it was {spoken(thousands)} thousand, {spoken(repair)}"))
    for key in carried:
        assert thousands * 1000 / 2 <= float(key) <= thousands * 1000 * 2
        assert float(key) != thousands * 1000


def test_a_marker_after_the_new_value_repairs_the_value_before_it_past_their_articles() -> None:
    """ "the forty two, the forty six i mean": the marker follows the repair, each value has its
    article; "the one that goes" after it is a pro-form, no value."""
    msgs = convo("i get the forty two, the forty six i mean, the one that goes past the surgery")
    verdict = judge(msgs, "User takes the number 46 bus.", "I get the forty two, the forty six I mean", 0)
    assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons, verdict.detail)


def test_a_short_quote_of_the_second_of_two_values_said_at_once_is_held_not_rejected() -> None:
    verdict = judge(convo("mum's ninety, ninety one, she'd kill me for getting that wrong"),
                    "User's mother is 91.", "ninety one", 0)  # fmt: skip
    assert verdict.outcome is Outcome.PENDING, (verdict.outcome, verdict.reasons)


SWAPPED = (
    "my daughter's in leeds and my son's in york, no, the other way round, my son's in leeds, she's in york"
)
PILLS = "the evening pill's the metformin, no, other way round, metformin in the morning, the statin at night"


@pytest.mark.parametrize(
    ("fact", "quote", "kept"),
    [
        ("User's son lives in Leeds.", "my son's in Leeds", True),
        ("User's daughter lives in Leeds.", "my daughter's in Leeds", False),
        ("User takes metformin in the morning.", "metformin in the morning", True),
        ("User takes metformin in the evening.", "the evening pill's the metformin", False),
    ],
)
def test_a_swap_takes_back_the_pairing_before_it(fact: str, quote: str, kept: bool) -> None:
    said = SWAPPED if "Leeds" in fact else PILLS
    verdict = judge(convo(said), fact, quote, 0)
    if kept:
        assert verdict.outcome is Outcome.ACCEPT, (verdict.outcome, verdict.reasons, verdict.detail)
    else:
        assert verdict.outcome is not Outcome.ACCEPT, (verdict.outcome, verdict.reasons)
