"""Property tests of the pure write planner: invariants hold for any mix of verdicts."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import (
    Category,
    ConfirmedBy,
    Fact,
    FactId,
    FactStatus,
    Message,
    Origin,
    Outcome,
    SessionId,
    Transcript,
    UserId,
    fact_text_hash,
)
from companion.model.lifecycle import InsertFact, NewVersion, Op
from companion.store.fact_plan import WritePolicy, plan_writes, prune
from tests.store.fact_helpers import verdict

NOW = datetime(2026, 1, 1, tzinfo=UTC)
USER = UserId("u")
SLOTS = [None, "home.city", "work.employer"]


def _fact(i: int, *, importance: int = 3, origin: Origin = Origin.EXTRACTED, slot: str | None = None) -> Fact:
    return Fact(
        id=FactId(uuid.UUID(int=i + 1)),
        user_id=USER,
        text=f"fact {i}",
        category=Category.OTHER,
        slot=slot,
        importance=importance,
        origin=origin,
        status=FactStatus.ACTIVE,
        confirmed_by=ConfirmedBy.VALIDATOR,
        valid_from=NOW - timedelta(days=400),
        valid_to=None,
        recorded_at=NOW - timedelta(days=400 - i),
        expired_at=None,
        version_id=uuid.UUID(int=1000 + i),
    )


def _simulate(current: list[Fact], ops: list[Op]) -> dict[FactId, Fact]:
    """The current versions after the planned writes (what the database would hold)."""
    state = {f.id: f for f in current}
    for op in ops:
        if isinstance(op, InsertFact):
            state[op.fact.id] = op.fact
        elif isinstance(op, NewVersion):
            state[op.old.id] = state[op.old.id].model_copy(update={"status": op.status})
    return state


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(1, 5), st.sampled_from(list(Origin)), st.integers(0, 60)),
        min_size=0,
        max_size=40,
    ),
    st.integers(0, 30),
)
def test_prune_respects_cap_and_never_touches_important_or_explicit(
    specs: list[tuple[int, Origin, int]], cap: int
) -> None:
    """Pruning picks only extracted facts of importance <= 3, enough to reach the cap if possible."""
    facts = [_fact(i, importance=imp, origin=origin) for i, (imp, origin, _) in enumerate(specs)]
    chosen = prune(facts, WritePolicy(active_cap=cap))
    assert all(f.importance <= 3 and f.origin is Origin.EXTRACTED for f in chosen)
    automatic = [f for f in facts if f.origin is Origin.EXTRACTED]
    eligible = [f for f in automatic if f.importance <= 3]
    assert len(chosen) == min(max(0, len(automatic) - cap), len(eligible))
    # Nothing kept is less important than something pruned.
    if chosen:
        kept = [f for f in eligible if f not in chosen]
        assert all(k.importance >= max(c.importance for c in chosen) for k in kept)


verdict_specs = st.lists(
    st.tuples(
        st.sampled_from([Outcome.ACCEPT, Outcome.PENDING, Outcome.REINFORCE, Outcome.REJECT]),
        st.integers(0, 5),  # wording
        st.sampled_from(SLOTS),
        st.one_of(st.none(), st.integers(0, 3)),  # related existing fact
        st.integers(0, 2),  # message index
    ),
    max_size=12,
)


@settings(max_examples=150, deadline=None)
@given(verdict_specs, st.booleans(), st.integers(1, 8))
def test_plan_keeps_one_active_fact_per_slot_and_replans_without_new_rows(
    specs: list[tuple[Outcome, int, str | None, int | None, int]], auto: bool, cap: int
) -> None:
    """Any verdict mix leaves at most one active fact per slot, and planning it again adds no rows.

    (The session record makes a real re-run a no-op before planning; this is the second line of
    defence, the deterministic ids, for a re-run that bypasses it.)
    """
    current = [_fact(0, slot="home.city"), _fact(1, slot="work.employer"), _fact(2), _fact(3)]
    hashes = {f.id: fact_text_hash(f.text) for f in current}
    transcript = Transcript(
        messages=tuple(Message(role="user", content=f"m{i}", timestamp=NOW) for i in range(3)),
        session_id=SessionId(uuid.UUID(int=77)),
    )
    verdicts = [
        verdict(
            outcome,
            f"wording {w}",
            index=idx,
            slot=slot,
            related=None if rel is None else current[rel].id,
        )
        for outcome, w, slot, rel, idx in specs
    ]
    args = {
        "user_id": USER,
        "session_id": transcript.session_id,
        "transcript": transcript,
        "verdicts": verdicts,
        "now": NOW,
        "policy": WritePolicy(auto_supersede=auto, active_cap=cap),
    }
    plan = plan_writes(current=current, hashes=hashes, **args)  # type: ignore[arg-type]
    after = _simulate(current, plan.ops)
    active_slots = [f.slot for f in after.values() if f.status is FactStatus.ACTIVE and f.slot]
    assert len(active_slots) == len(set(active_slots))
    assert len(plan.report.fact_ids) == len(verdicts)
    new_hashes = {**hashes, **{op.fact.id: op.text_hash for op in plan.ops if isinstance(op, InsertFact)}}
    again = plan_writes(current=list(after.values()), hashes=new_hashes, **args)  # type: ignore[arg-type]
    assert not [op for op in again.ops if isinstance(op, InsertFact | NewVersion)]
