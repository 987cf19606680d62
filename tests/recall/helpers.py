"""Test helpers for recall: direct fact inserts, and a counting wrapper around the real embedder."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime

from companion.model import Category, UserId, fact_text_hash
from companion.recall.embedder import Embedder, Vectors
from companion.store.database import Database

__all__ = ["CountingEmbedder", "insert_fact"]


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


class CountingEmbedder:
    """The real embedder, counting the texts it is asked to embed (to see what was served from cache)."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.model_id = inner.model_id
        self.dim = inner.dim
        self.texts: list[str] = []

    def embed(self, texts: Sequence[str]) -> Vectors:
        self.texts.extend(texts)
        return self.inner.embed(texts)
