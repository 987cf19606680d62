"""Windows over long sessions and the merge of what the windows proposed."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.extraction.windows import Window, merge_items, message_cost, split_windows
from companion.model import Candidate, Message

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def msgs(lengths: list[int]) -> list[Message]:
    return [Message(role="user", content="x" * n, timestamp=T0) for n in lengths]


def test_short_transcript_is_one_window() -> None:
    """A transcript under the budget is sent whole."""
    assert split_windows(msgs([10, 20, 30]), budget_chars=10_000) == [Window(0, 3)]


def test_windows_overlap_and_keep_global_indices() -> None:
    """Consecutive windows share `overlap` messages and together cover the whole session."""
    m = msgs([40] * 10)  # each costs 100 with framing
    windows = split_windows(m, budget_chars=300, overlap=1)
    assert windows == [Window(0, 3), Window(2, 5), Window(4, 7), Window(6, 9), Window(8, 10)]


def test_oversized_message_gets_its_own_window() -> None:
    """A message larger than the budget is not split (its quotes must stay whole)."""
    assert split_windows(msgs([10, 5000, 10]), budget_chars=200, overlap=0) == [
        Window(0, 1),
        Window(1, 2),
        Window(2, 3),
    ]


def test_bad_budget_is_refused() -> None:
    """A non-positive budget is a programming error, reported clearly."""
    with pytest.raises(ValueError, match="budget"):
        split_windows(msgs([1]), budget_chars=0)


@given(
    lengths=st.lists(st.integers(min_value=0, max_value=400), max_size=40),
    budget=st.integers(min_value=50, max_value=2000),
    overlap=st.integers(min_value=0, max_value=6),
)
def test_windows_cover_every_message_in_order(lengths: list[int], budget: int, overlap: int) -> None:
    """Invariant: windows start at 0, end at n, move forward, never leave a gap, and fit the budget
    unless a single message is larger than it."""
    m = msgs(lengths)
    windows = split_windows(m, budget, overlap)
    if not m:
        assert windows == []
        return
    assert windows[0].start == 0
    assert windows[-1].end == len(m)
    for a, b in itertools.pairwise(windows):
        assert a.start < b.start <= a.end
    for w in windows:
        cost = sum(message_cost(x) for x in m[w.start : w.end])
        assert cost <= budget or len(w) == 1


def test_merge_drops_duplicates_across_windows_but_keeps_malformed_items() -> None:
    """The same fact from the same message is kept once; malformed items always reach the validator."""
    c = Candidate(text="The user has a dog.", supporting_quote="i have a dog", source_message_index=3)
    same = {"text": "the user has a DOG", "supporting_quote": "I have a dog.", "source_message_index": 3}
    other_index = {
        "text": "The user has a dog.",
        "supporting_quote": "i have a dog",
        "source_message_index": 9,
    }
    broken = {"text": 5}
    merged = merge_items([[c, broken], [same, broken, other_index]])
    assert merged == (c, broken, broken, other_index)
