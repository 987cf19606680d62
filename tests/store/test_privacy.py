"""Export and erasure of all of a user's data, against the real database."""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime
from typing import Any

import numpy as np

from companion.model import Outcome, UserId
from companion.store import review
from companion.store.database import Database
from companion.store.privacy import erase_user, export_user
from tests.store.fact_helpers import make_session, verdict, write

T0 = datetime(2025, 9, 1, tzinfo=UTC)
TABLES = (
    "users",
    "sessions",
    "messages",
    "facts",
    "fact_events",
    "extraction_runs",
    "extraction_candidates",
    "chunks",
    "profiles",
    "jobs",
)


async def _populate(db: Database, user_id: UserId) -> None:
    """One row or more in every table that holds user data."""
    t = await make_session(db, user_id, [("user", "I work at Acme"), ("user", "I now work at Globex")], T0)
    assert t.session_id is not None
    v1 = verdict(Outcome.ACCEPT, "User works at Acme", slot="work.employer")
    v2 = verdict(Outcome.PENDING, "User works at Globex", index=1, slot="work.employer")
    run = uuid.uuid4()
    async with db.user(user_id) as conn:
        await conn.execute(
            "INSERT INTO extraction_runs (user_id, id, session_id, proposer, status)"
            " VALUES (%s, %s, %s, 'replay', 'ok')",
            [user_id, run, t.session_id],
        )
        await conn.execute(
            "INSERT INTO extraction_candidates (user_id, run_id, idx, proposal, outcome, reasons)"
            " VALUES (%s, %s, 0, '{}', 'accept', '{}'), (%s, %s, 1, '{}', 'pending', '{}')",
            [user_id, run, user_id, run],
        )
        report = await write(conn, user_id, t, [v1, v2], run_id=run)
        await review.confirm(conn, report.pending[0])
        await conn.execute(
            "INSERT INTO chunks (user_id, id, session_id, seq_from, seq_to, text, roles, spoken_at,"
            " embedding, embedding_model)"
            " VALUES (%s, %s, %s, 0, 1, 'I work at Acme', 'user,user', %s, %s, 'm')",
            [user_id, uuid.uuid4(), t.session_id, T0, np.zeros(384, dtype=np.float32)],
        )
        await conn.execute(
            "INSERT INTO profiles (user_id, text, content_hash, fact_count)"
            " VALUES (%s, 'Works at Globex.', 'h', 1)",
            [user_id],
        )
        await conn.execute(
            "INSERT INTO jobs (user_id, id, kind, dedup_key) VALUES (%s, %s, 'process_session', %s)",
            [user_id, uuid.uuid4(), str(t.session_id)],
        )


async def test_export_contains_everything(db: Database, user_id: UserId) -> None:
    """The export is JSON holding the user, sessions, messages, every fact version, events and the rest."""
    await _populate(db, user_id)
    other = UserId(user_id + "-o")
    await _populate(db, other)
    async with db.user(user_id) as conn:
        data = await export_user(conn, user_id)
    text = json.dumps(data)
    assert other not in text  # nothing of anyone else
    assert data["user"]["created_at"]
    assert data["profile"]["text"] == "Works at Globex."
    assert [m["content"] for m in data["messages"]] == ["I work at Acme", "I now work at Globex"]
    versions = {f["versions"][0]["text"]: len(f["versions"]) for f in data["facts"]}
    assert versions == {"User works at Acme": 2, "User works at Globex": 2}
    assert [e["event"] for e in data["fact_events"]] == ["accepted", "pending", "superseded", "confirmed"]
    for key in ("sessions", "extraction_runs", "extraction_candidates", "chunks", "jobs"):
        assert data[key], key
    assert "embedding" not in data["chunks"][0]
    with_vectors = await _export_with_vectors(db, user_id)
    assert len(with_vectors["chunks"][0]["embedding"]) == 384


async def _export_with_vectors(db: Database, user_id: UserId) -> dict[str, Any]:
    async with db.user(user_id) as conn:
        return await export_user(conn, user_id, include_vectors=True)


async def test_erase_deletes_everything_and_counts(db: Database, user_id: UserId) -> None:
    """Erasure really deletes every row of the user, reports per-table counts and spares other users."""
    await _populate(db, user_id)
    other = UserId(user_id + "-o")
    await _populate(db, other)
    async with db.user(other) as conn:
        before_other = await export_user(conn, other)
    async with db.user(user_id) as conn:
        counts = await erase_user(conn, user_id)
    assert set(TABLES) <= set(counts)
    assert counts["users"] == 1
    assert counts["messages"] == 2
    assert counts["facts"] == 4
    assert counts["fact_events"] == 4
    assert counts["extraction_candidates"] == 2
    assert all(counts[t] >= 1 for t in TABLES)
    async with db.user(user_id) as conn:  # the user's own scope: RLS would show any row left
        for table in TABLES:
            cur = await conn.execute(f"SELECT count(*) AS n FROM {table}")
            row = await cur.fetchone()
            assert row is not None
            assert row["n"] == 0, table
    async with db.user(other) as conn:
        after_other = await export_user(conn, other)
    before_other.pop("exported_at")
    after_other.pop("exported_at")
    assert after_other == before_other
