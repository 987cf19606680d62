"""Bitemporal reads: both time axes queried on a scripted history in the real database."""

from __future__ import annotations

import uuid
from datetime import UTC, date, datetime

import pytest

from companion.errors import InvariantViolation, NotFound
from companion.model import FactId, FactStatus, Outcome, UserId
from companion.store import fact_queries as q
from companion.store import review
from companion.store.database import Database
from tests.store.fact_helpers import make_session, verdict, write


def _utc(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, tzinfo=UTC)


async def _salary_history(db: Database, user_id: UserId) -> tuple[FactId, FactId]:
    """55,000 learned in March 2024; 165,000 from June 2026, proposed then and confirmed a week later."""
    t1 = await make_session(db, user_id, [("user", "I earn 55,000 a year")], _utc(2024, 3, 1))
    t2 = await make_session(db, user_id, [("user", "since June I earn 165,000")], _utc(2026, 6, 20))
    async with db.user(user_id) as conn:
        r1 = await write(
            conn,
            user_id,
            t1,
            [verdict(Outcome.ACCEPT, "User earns 55,000 a year", slot="money.salary")],
            now=_utc(2024, 3, 1),
        )
        old = r1.accepted[0]
        v = verdict(
            Outcome.PENDING,
            "User earns 165,000 a year",
            slot="money.salary",
            related=old,
            valid_from=date(2026, 6, 1),
        )
        r2 = await write(conn, user_id, t2, [v], now=_utc(2026, 6, 20))
        new = r2.pending[0]
        await review.confirm(conn, new, now=_utc(2026, 6, 27))
    return old, new


async def test_what_did_i_earn_in_2025(db: Database, user_id: UserId) -> None:
    """valid_at reads world time: 2025 -> 55,000; July 2026 -> 165,000; now -> 165,000."""
    await _salary_history(db, user_id)
    async with db.user(user_id) as conn:
        in_2025 = await q.valid_at(conn, _utc(2025, 7, 1))
        in_2026 = await q.valid_at(conn, _utc(2026, 7, 1))
        before = await q.valid_at(conn, _utc(2023, 1, 1))
        now = await q.active_facts(conn)
    assert [f.text for f in in_2025] == ["User earns 55,000 a year"]
    assert [f.text for f in in_2026] == ["User earns 165,000 a year"]
    assert before == []
    assert [f.text for f in now] == ["User earns 165,000 a year"]


async def test_known_at_replays_past_beliefs(db: Database, user_id: UserId) -> None:
    """known_at reads transaction time: before the change was recorded, July 2026 still meant 55,000."""
    await _salary_history(db, user_id)
    async with db.user(user_id) as conn:
        # Asked in January 2025 about July 2026: the system then believed the 55,000 would hold.
        early = await q.known_at(conn, _utc(2025, 1, 1), _utc(2026, 7, 1))
        # Between proposal and confirmation the 165,000 was only pending: not a belief yet.
        waiting = await q.known_at(conn, _utc(2026, 6, 22), _utc(2026, 7, 1))
        confirmed = await q.known_at(conn, _utc(2026, 6, 28), _utc(2026, 7, 1))
        confirmed_about_2025 = await q.known_at(conn, _utc(2026, 6, 28), _utc(2025, 7, 1))
        before_anything = await q.known_at(conn, _utc(2024, 1, 1), _utc(2024, 1, 1))
    assert [f.text for f in early] == ["User earns 55,000 a year"]
    assert [f.text for f in waiting] == ["User earns 55,000 a year"]
    assert [f.text for f in confirmed] == ["User earns 165,000 a year"]
    assert [f.text for f in confirmed_about_2025] == ["User earns 55,000 a year"]
    assert before_anything == []


async def test_history_of_slot_and_of_fact_is_the_whole_chain(db: Database, user_id: UserId) -> None:
    """history() by slot or by either fact id returns every version of the chain and its events."""
    old, new = await _salary_history(db, user_id)
    async with db.user(user_id) as conn:
        by_slot = await q.history(conn, "money.salary")
        by_old = await q.history(conn, old)
        by_new = await q.history(conn, new)
        with pytest.raises(NotFound):
            await q.history(conn, uuid.uuid4())
    assert by_slot.fact_ids == by_old.fact_ids == by_new.fact_ids == [old, new]
    statuses = [(v.id, v.status, v.expired_at is None) for v in by_slot.versions]
    assert statuses == [
        (old, FactStatus.ACTIVE, False),
        (old, FactStatus.RETIRED, True),
        (new, FactStatus.PENDING, False),
        (new, FactStatus.ACTIVE, True),
    ]
    assert [e.event for e in by_slot.events] == ["accepted", "pending", "superseded", "confirmed"]
    assert all(e.actor == "user" for e in by_slot.events[2:])


async def test_embeddings_are_metadata_of_the_current_version(db: Database, user_id: UserId) -> None:
    """facts_missing_embedding lists active facts lacking this model's vector; setting one clears it."""
    t = await make_session(db, user_id, [("user", "I collect stamps")], _utc(2025, 1, 1))
    async with db.user(user_id) as conn:
        await write(conn, user_id, t, [verdict(Outcome.ACCEPT, "User collects stamps")])
        (missing,) = await q.facts_missing_embedding(conn, "model-a")
        assert missing.version_id is not None
        await q.set_fact_embeddings(conn, [(missing.version_id, [0.1] * 384, "model-a")])
        assert await q.facts_missing_embedding(conn, "model-a") == []
        assert len(await q.facts_missing_embedding(conn, "model-b")) == 1
        await q.set_fact_embeddings(conn, [(missing.id, [0.2] * 384, "model-b")])  # a fact id works too
        assert await q.facts_missing_embedding(conn, "model-b") == []
        with pytest.raises(InvariantViolation):
            await q.set_fact_embeddings(conn, [(missing.id, [0.2] * 3, "model-b")])
