"""Test helpers for recall: one real embedder per test process, and direct fact inserts."""

from __future__ import annotations

import uuid
from datetime import datetime
from functools import cache

from companion.model import Category, UserId, fact_text_hash
from companion.store.database import Database

__all__ = ["insert_fact"]


@cache
async def insert_fact(
    db: Database,
    user_id: UserId,
    text: str,
    *,
    category: Category = Category.OTHER,
    importance: int = 3,
    valid_from: datetime,
    slot: str | None = None,
    session_id: uuid.UUID | None = None,
    status: str = "active",
    expired_at: datetime | None = None,
    fact_id: uuid.UUID | None = None,
) -> uuid.UUID:
    """Insert one fact version row with SQL (the fact store's writer is another part)."""
    fid = fact_id or uuid.uuid4()
    async with db.user(user_id) as conn:
        await conn.execute("INSERT INTO users (user_id) VALUES (%s) ON CONFLICT DO NOTHING", [user_id])
        await conn.execute(
            "INSERT INTO facts (user_id, version_id, id, text, text_hash, category, slot, importance, origin,"
            " status, valid_from, recorded_at, expired_at, session_id)"
            " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, 'extracted', %s, %s, %s, %s, %s)",
            [user_id, uuid.uuid4(), fid, text, fact_text_hash(text), category.value, slot, importance, status,
             valid_from, valid_from, expired_at, session_id],
        )  # fmt: skip
    return fid
