"""Rank fusion, threshold and tie-breaks (pure)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

from companion.model import SessionId
from companion.model.recall import ChunkCandidate
from companion.recall.search import FusionParams, fuse_chunks

SESSION = SessionId(uuid.uuid4())


def _cand(name: str, distance: float, vr: int | None, tr: int | None, day: int = 1) -> ChunkCandidate:
    return ChunkCandidate(
        id=uuid.uuid5(uuid.NAMESPACE_DNS, name),
        session_id=SESSION,
        seq_from=0,
        text=name,
        spoken_at=datetime(2026, 1, day, tzinfo=UTC),
        distance=distance,
        vector_rank=vr,
        text_rank=tr,
        text_score=None,
    )


def test_a_chunk_on_both_lists_beats_single_list_leaders() -> None:
    """RRF: second on both lists outranks first on only one."""
    found = fuse_chunks(
        [_cand("vec-top", 0.3, 1, None), _cand("text-top", 0.5, None, 1), _cand("both", 0.35, 2, 2)],
        3,
        FusionParams(rrf_k=1.0),
    )
    assert [r.text for r in found] == ["both", "vec-top", "text-top"]


def test_threshold_drops_far_chunks_whichever_list_found_them() -> None:
    """A candidate beyond max_distance is dropped even when the text list ranks it first."""
    found = fuse_chunks(
        [_cand("near", 0.4, 1, None), _cand("far", 0.9, 2, 1)], 5, FusionParams(max_distance=0.7)
    )
    assert [r.text for r in found] == ["near"]


def test_ties_go_to_the_more_recent_chunk() -> None:
    """Equal fused scores are ordered newest first."""
    found = fuse_chunks(
        [_cand("old", 0.4, None, 1, day=1), _cand("new", 0.4, 1, None, day=9)], 2, FusionParams()
    )
    assert [r.text for r in found] == ["new", "old"]


def test_zero_weight_switches_a_list_off() -> None:
    """With the vector weight at 0, only chunks the text list found are returned (text-only mode)."""
    params = FusionParams(vector_weight=0.0, max_distance=None)
    found = fuse_chunks([_cand("vec-only", 0.2, 1, None), _cand("text", 0.6, 2, 1)], 5, params)
    assert [r.text for r in found] == ["text"]
